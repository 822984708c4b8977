"""game_seats: one row per human seat of a game, so "my running games" is one indexed query.

Revision ID: 0002
Revises: 0001
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "game_seats",
        sa.Column("game_row_id", sa.Integer, sa.ForeignKey("games.id"), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True, autoincrement=False),
        sa.Column("user_id", sa.BigInteger, nullable=False),
    )
    op.create_index("ix_game_seats_user_id", "game_seats", ["user_id", "game_row_id"])
    # the seats of the games already there (JSON read in Python: the same on every backend)
    conn = op.get_bind()
    games = sa.table("games", sa.column("id", sa.Integer), sa.column("seats", sa.JSON))
    seats = sa.table("game_seats", sa.column("game_row_id", sa.Integer), sa.column("seat", sa.Integer),
                     sa.column("user_id", sa.BigInteger))
    rows = [{"game_row_id": gid, "seat": i, "user_id": s["user_id"]}
            for gid, taken in conn.execute(sa.select(games.c.id, games.c.seats))
            for i, s in enumerate(taken or []) if s.get("user_id") is not None and not s.get("ai")]
    if rows:
        op.bulk_insert(seats, rows)


def downgrade() -> None:
    op.drop_index("ix_game_seats_user_id", table_name="game_seats")
    op.drop_table("game_seats")
