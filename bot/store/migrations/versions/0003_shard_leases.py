"""shard_leases: which process does the background work of each shard's games (see bot/play/ownership.py).

Revision ID: 0003
Revises: 0002
"""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "shard_leases",
        sa.Column("shard", sa.Integer, primary_key=True, autoincrement=False),
        sa.Column("holder", sa.String, nullable=True),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("standin", sa.Boolean, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("shard_leases")
