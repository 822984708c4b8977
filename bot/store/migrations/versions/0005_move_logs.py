"""move_logs: an ended game's move log packed into one compressed row; moves loses its redundant index.

The unique constraint (game_row_id, version) already indexes ``moves`` by game, so
``ix_moves_game_row_id`` only cost space and writes. Games that ended before this revision have their
``moves`` and ``undone_moves`` rows packed here, as the bot now does when a game ends (bot/store/movelog.py;
the packing below is a frozen copy of its format 1, so that later changes there leave this revision alone).

Revision ID: 0005
Revises: 0004
"""

import json
import zlib

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None

BATCH = 200  # games packed per round trip of reads

games = sa.table("games", sa.column("id", sa.Integer), sa.column("status", sa.String))
moves = sa.table("moves", sa.column("game_row_id", sa.Integer), sa.column("version", sa.Integer),
                 sa.column("seat", sa.Integer), sa.column("move_id", sa.String), sa.column("events", sa.JSON))
undone = sa.table("undone_moves", sa.column("game_row_id", sa.Integer), sa.column("version", sa.Integer),
                  sa.column("undo_version", sa.Integer), sa.column("seat", sa.Integer),
                  sa.column("move_id", sa.String))
logs = sa.table("move_logs", sa.column("game_row_id", sa.Integer), sa.column("log", sa.LargeBinary))


def _pack(rows: list, undone_rows: list) -> bytes:
    versions, last = [], 0
    for m in rows:
        versions.append(m.version - last)
        last = m.version
    body = {"f": 1, "v": versions, "s": [m.seat for m in rows], "m": [m.move_id for m in rows],
            "e": [list(m.events or []) for m in rows],
            "u": [[u.version, u.undo_version, u.seat, u.move_id]
                  for u in sorted(undone_rows, key=lambda u: u.undo_version)]}
    return zlib.compress(json.dumps(body, separators=(",", ":")).encode(), 9)


def upgrade() -> None:
    op.drop_index("ix_moves_game_row_id", table_name="moves")
    op.create_table(
        "move_logs",
        sa.Column("game_row_id", sa.Integer, sa.ForeignKey("games.id"), primary_key=True, autoincrement=False),
        sa.Column("log", sa.LargeBinary, nullable=False),
    )
    conn = op.get_bind()
    ended = sa.select(games.c.id).where(games.c.status.not_in(("lobby", "running")), sa.or_(
        sa.exists().where(moves.c.game_row_id == games.c.id),
        sa.exists().where(undone.c.game_row_id == games.c.id))).order_by(games.c.id)
    ids = [gid for (gid,) in conn.execute(ended)]
    for start in range(0, len(ids), BATCH):
        chunk = ids[start:start + BATCH]
        by_game: dict[int, tuple[list, list]] = {gid: ([], []) for gid in chunk}
        for m in conn.execute(sa.select(moves).where(moves.c.game_row_id.in_(chunk)).order_by(moves.c.version)):
            by_game[m.game_row_id][0].append(m)
        for u in conn.execute(sa.select(undone).where(undone.c.game_row_id.in_(chunk))):
            by_game[u.game_row_id][1].append(u)
        conn.execute(logs.insert(), [{"game_row_id": gid, "log": _pack(*by_game[gid])} for gid in chunk])
        conn.execute(moves.delete().where(moves.c.game_row_id.in_(chunk)))
        conn.execute(undone.delete().where(undone.c.game_row_id.in_(chunk)))


def _unpack(gid: int, blob: bytes, moment) -> tuple[list[dict], list[dict]]:
    body = json.loads(zlib.decompress(blob))
    rows, version = [], 0
    for step, seat, move_id, events in zip(body["v"], body["s"], body["m"], body["e"], strict=True):
        version += step
        rows.append({"game_row_id": gid, "version": version, "seat": seat, "move_id": move_id, "user_id": None,
                     "events": events, "created_at": moment})
    undone_rows = [{"game_row_id": gid, "version": v, "undo_version": uv, "seat": seat, "move_id": move_id,
                    "user_id": None, "events": [], "created_at": moment} for v, uv, seat, move_id in body["u"]]
    return rows, undone_rows


def downgrade() -> None:
    # the packed logs become rows again (without the user ids and times the packs did not keep)
    conn = op.get_bind()
    full_moves = sa.table("moves", *(sa.column(c) for c in ("game_row_id", "version", "seat", "move_id", "user_id",
                                                             "created_at")), sa.column("events", sa.JSON))
    full_undone = sa.table("undone_moves", *(sa.column(c) for c in ("game_row_id", "version", "undo_version", "seat",
                                                                     "move_id", "user_id", "created_at")),
                           sa.column("events", sa.JSON))
    ended = sa.table("games", sa.column("id", sa.Integer), sa.column("finished_at", sa.DateTime(timezone=True)),
                     sa.column("updated_at", sa.DateTime(timezone=True)))
    packed = conn.execute(sa.select(logs.c.game_row_id, logs.c.log, ended.c.finished_at, ended.c.updated_at)
                          .join(ended, ended.c.id == logs.c.game_row_id)).all()
    for gid, blob, finished_at, updated_at in packed:
        rows, undone_rows = _unpack(gid, blob, finished_at or updated_at)
        if rows:
            conn.execute(full_moves.insert(), rows)
        if undone_rows:
            conn.execute(full_undone.insert(), undone_rows)
    op.drop_table("move_logs")
    op.create_index("ix_moves_game_row_id", "moves", ["game_row_id"])
