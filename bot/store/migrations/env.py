"""Alembic's entry point: run the revisions on the connection ``bot.migrations`` hands over."""

from alembic import context

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=None, render_as_batch=True,
                  transaction_per_migration=False)
with context.begin_transaction():
    context.run_migrations()
