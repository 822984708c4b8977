"""games.shown_version: the version board, DMs and ping were last sent for (recorded after the sends).

A move now claims its own announcement in its transaction (``announced_version``); the re-announce pass
at start-up needs to know which claims were actually sent, which ``shown_version`` records (written with
the message ids, after the sends). Games already announced were shown.

Revision ID: 0006
Revises: 0005
"""

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("shown_version", sa.Integer))
    op.execute("UPDATE games SET shown_version = announced_version")


def downgrade() -> None:
    # not a batch: on SQLite that copies ``games`` into a new table, which its foreign keys forbid
    op.execute("ALTER TABLE games DROP COLUMN shown_version")  # SQLite 3.35+ and Postgres
