"""deliveries and outbox: a game's Discord delivery bookkeeping leaves ``games`` for a table of its own, and
the moves not yet announced get an outbox.

The seven columns (board message id, DMs, warned seats, who was pinged and the ping's message id, the
version whose announcement was claimed and the one last shown) are not game state: they change without a
version bump, after every announcement. They move, with their values, to one ``deliveries`` row per game.
``outbox`` holds, per game, the latest version a move committed and not yet announced (empty at first:
a version claimed but never shown is found by ``deliveries.shown_version``, as before).

Revision ID: 0008
Revises: 0007
"""

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None

# (column, type) in the order they had in ``games``
MOVED = (("board_message_id", sa.BigInteger), ("dms", sa.JSON), ("dm_warned", sa.JSON), ("pinged", sa.JSON),
         ("ping_message_id", sa.BigInteger), ("announced_version", sa.Integer), ("shown_version", sa.Integer))
NAMES = ", ".join(name for name, _ in MOVED)


def upgrade() -> None:
    op.create_table(
        "deliveries",
        sa.Column("game_row_id", sa.Integer, sa.ForeignKey("games.id"), primary_key=True, autoincrement=False),
        *(sa.Column(name, kind, nullable=True) for name, kind in MOVED),
    )
    op.execute(f"INSERT INTO deliveries (game_row_id, {NAMES}) SELECT id, {NAMES} FROM games")
    for name, _ in MOVED:
        # not a batch: on SQLite that copies ``games`` into a new table, which its foreign keys forbid
        op.execute(f"ALTER TABLE games DROP COLUMN {name}")  # SQLite 3.35+ and Postgres
    op.create_table(
        "outbox",
        sa.Column("game_row_id", sa.Integer, sa.ForeignKey("games.id"), primary_key=True, autoincrement=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("announced_before", sa.Integer, nullable=True),
        sa.Column("pinged_before", sa.JSON, nullable=True),
        sa.Column("pinged", sa.JSON, nullable=True),
    )


def downgrade() -> None:
    op.drop_table("outbox")  # moves not yet announced are found again by their shown_version
    for name, kind in MOVED:
        op.add_column("games", sa.Column(name, kind, nullable=True))
    op.execute(f"UPDATE games SET ({NAMES}) = (SELECT {NAMES} FROM deliveries WHERE game_row_id = games.id)")
    op.drop_table("deliveries")
