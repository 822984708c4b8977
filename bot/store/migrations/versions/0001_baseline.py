"""Baseline: the schema main created before migrations (see bot/store/migrations/baseline.py).

Revision ID: 0001
Revises:
"""

from alembic import op

from bot.store.migrations import baseline

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    baseline.metadata.create_all(op.get_bind())


def downgrade() -> None:
    baseline.metadata.drop_all(op.get_bind())
