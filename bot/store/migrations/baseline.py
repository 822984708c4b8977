"""The schema as it was when migrations began (main before Alembic), frozen: never edit it.

Revision 0001 creates exactly these tables; a database made before Alembic is brought up to them
(missing tables and nullable columns added, Postgres' 32-bit ``games.seed`` widened) and stamped 0001.
Later changes are revisions of their own, so the models in ``bot/store/db.py`` may move on without this file.
"""

from __future__ import annotations

import sqlalchemy as sa

metadata = sa.MetaData()
TS = sa.DateTime(timezone=True)

sa.Table(
    "games", metadata,
    sa.Column("id", sa.Integer, primary_key=True),
    sa.Column("guild_id", sa.BigInteger, nullable=True, index=True),
    sa.Column("channel_id", sa.BigInteger, nullable=False),
    sa.Column("game", sa.String, nullable=False, index=True),
    sa.Column("status", sa.String, nullable=False, index=True),
    sa.Column("host_id", sa.BigInteger, nullable=False),
    sa.Column("lang", sa.String, nullable=False),
    sa.Column("seats", sa.JSON),
    sa.Column("options", sa.JSON),
    sa.Column("seed", sa.BigInteger, nullable=False),
    sa.Column("state", sa.JSON),
    sa.Column("version", sa.Integer, nullable=False),
    sa.Column("board_message_id", sa.BigInteger),
    sa.Column("dms", sa.JSON),
    sa.Column("dm_warned", sa.JSON),
    sa.Column("pinged", sa.JSON),
    sa.Column("ping_message_id", sa.BigInteger),
    sa.Column("announced_version", sa.Integer),
    sa.Column("result", sa.JSON),
    sa.Column("created_at", TS, nullable=False),
    sa.Column("updated_at", TS, nullable=False),
    sa.Column("finished_at", TS),
    sa.Index("uq_games_active_channel", "channel_id", unique=True,
             sqlite_where=sa.text("status IN ('lobby', 'running')"),
             postgresql_where=sa.text("status IN ('lobby', 'running')")),
)
sa.Table(
    "guild_settings", metadata,
    sa.Column("guild_id", sa.BigInteger, primary_key=True, autoincrement=False),
    sa.Column("turn_timeout", sa.Integer),
    sa.Column("max_timeouts", sa.Integer, nullable=False),
    sa.Column("longest_timeout", sa.Integer, nullable=False),
    sa.Column("updated_at", TS, nullable=False),
)
sa.Table(
    "game_clocks", metadata,
    sa.Column("game_row_id", sa.Integer, sa.ForeignKey("games.id"), primary_key=True),
    sa.Column("timeout_s", sa.Integer, nullable=False),
    sa.Column("max_timeouts", sa.Integer, nullable=False),
)
sa.Table(
    "moves", metadata,
    sa.Column("id", sa.Integer, primary_key=True),
    sa.Column("game_row_id", sa.Integer, sa.ForeignKey("games.id"), nullable=False, index=True),
    sa.Column("version", sa.Integer, nullable=False),
    sa.Column("seat", sa.Integer, nullable=False),
    sa.Column("move_id", sa.String, nullable=False),
    sa.Column("user_id", sa.BigInteger),
    sa.Column("events", sa.JSON),
    sa.Column("created_at", TS, nullable=False),
    sa.UniqueConstraint("game_row_id", "version"),
)
sa.Table(
    "seat_clocks", metadata,
    sa.Column("game_row_id", sa.Integer, sa.ForeignKey("games.id"), primary_key=True),
    sa.Column("seat", sa.Integer, primary_key=True, autoincrement=False),
    sa.Column("version", sa.Integer, nullable=False),
    sa.Column("due_at", TS, index=True),
    sa.Column("remind_at", TS),
    sa.Column("reminded", sa.Boolean, nullable=False),
    sa.Column("timed_out", sa.Boolean, nullable=False),
    sa.Column("strikes", sa.Integer, nullable=False),
)
sa.Table(
    "stats", metadata,
    sa.Column("id", sa.Integer, primary_key=True),
    sa.Column("game_row_id", sa.Integer, sa.ForeignKey("games.id"), nullable=False, index=True),
    sa.Column("guild_id", sa.BigInteger, index=True),
    sa.Column("game", sa.String, nullable=False, index=True),
    sa.Column("seat", sa.Integer, nullable=False),
    sa.Column("user_id", sa.BigInteger, index=True),
    sa.Column("name", sa.String, nullable=False),
    sa.Column("ai", sa.Boolean, nullable=False),
    sa.Column("outcome", sa.String, nullable=False),
    sa.Column("score", sa.Float),
    sa.Column("created_at", TS, nullable=False),
    sa.UniqueConstraint("game_row_id", "seat"),
)
sa.Table(
    "undo_marks", metadata,
    sa.Column("game_row_id", sa.Integer, sa.ForeignKey("games.id"), primary_key=True),
    sa.Column("version", sa.Integer, nullable=False),
    sa.Column("seat", sa.Integer, nullable=False),
    sa.Column("user_id", sa.BigInteger),
)
sa.Table(
    "undone_moves", metadata,
    sa.Column("id", sa.Integer, primary_key=True),
    sa.Column("game_row_id", sa.Integer, sa.ForeignKey("games.id"), nullable=False, index=True),
    sa.Column("version", sa.Integer, nullable=False),
    sa.Column("undo_version", sa.Integer, nullable=False),
    sa.Column("seat", sa.Integer, nullable=False),
    sa.Column("move_id", sa.String, nullable=False),
    sa.Column("user_id", sa.BigInteger),
    sa.Column("events", sa.JSON),
    sa.Column("created_at", TS, nullable=False),
)
