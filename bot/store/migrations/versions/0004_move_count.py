"""games.moves: the number of moves played (the board's "move N"), kept in step by play and undo.

Revision ID: 0004
Revises: 0003
"""

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("moves", sa.Integer, nullable=False, server_default="0"))
    # games already played: their logs say how many moves they hold
    op.execute("UPDATE games SET moves = (SELECT COUNT(*) FROM moves WHERE moves.game_row_id = games.id)")


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.drop_column("moves")
