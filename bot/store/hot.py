"""The move's own SQL as prebuilt Core statements: no ORM object and no statement built per click.

Each statement is built once (per set of columns written) on the tables of the models, with bind
parameters; SQLAlchemy memoises a statement object's cache key, so the engine's compiled cache
compiles it once per dialect and every click only binds values. Used by the move player (its read on
a cache miss, its compare-and-swap, the move-log insert, the undo mark) on SQLite and Postgres alike.
"""

from __future__ import annotations

from functools import lru_cache

from sqlalchemy import bindparam, delete, insert, select, update

from .cache import RECENT_MOVES
from .db import GameClockRow, GameRow, MoveRow, UndoMarkRow

GAMES = GameRow.__table__
MOVES = MoveRow.__table__
MARKS = UndoMarkRow.__table__
CLOCKS = GameClockRow.__table__
BOOKKEEPING = ("board_message_id", "dms", "dm_warned", "ping_message_id")

_READ_GAME = select(GAMES).where(GAMES.c.id == bindparam("b_gid"))
_READ_MOVES = (select(MOVES).where(MOVES.c.game_row_id == bindparam("b_gid"))
               .order_by(MOVES.c.version.desc()).limit(RECENT_MOVES))
_READ_MARK = select(MARKS).where(MARKS.c.game_row_id == bindparam("b_gid"))
_READ_CLOCK = select(CLOCKS).where(CLOCKS.c.game_row_id == bindparam("b_gid"))
_INSERT_MOVE = insert(MOVES).values({c: bindparam(f"b_{c}", type_=MOVES.c[c].type)
                                     for c in ("game_row_id", "version", "seat", "move_id", "user_id", "events",
                                               "created_at")})
_MARK_VALUES = {c: bindparam(f"b_{c}", type_=MARKS.c[c].type) for c in ("version", "seat", "user_id")}
_UPDATE_MARK = update(MARKS).where(MARKS.c.game_row_id == bindparam("b_gid")).values(_MARK_VALUES)
_INSERT_MARK = insert(MARKS).values(game_row_id=bindparam("b_gid", type_=MARKS.c.game_row_id.type), **_MARK_VALUES)
_DELETE_MARK = delete(MARKS).where(MARKS.c.game_row_id == bindparam("b_gid"))


@lru_cache(maxsize=64)
def _swap(columns: tuple[str, ...]):
    """The move's compare-and-swap writing ``columns``: on the version, and on the announcement claim as
    cached (``pinged`` as cached is exact only while ``announced_version`` is)."""
    return (update(GAMES)
            .where(GAMES.c.id == bindparam("b_gid"), GAMES.c.version == bindparam("b_version"),
                   GAMES.c.announced_version.is_not_distinct_from(
                       bindparam("b_announced", type_=GAMES.c.announced_version.type)))
            .values({c: bindparam(f"v_{c}", type_=GAMES.c[c].type) for c in columns})
            .returning(*(GAMES.c[k] for k in BOOKKEEPING)))


def read_game(s, gid: int):
    """(row, its last moves, undo mark, clock) as model objects built from plain rows, or None."""
    got = s.execute(_READ_GAME, {"b_gid": gid}).mappings().first()
    if got is None:
        return None
    moves = [MoveRow(**m) for m in s.execute(_READ_MOVES, {"b_gid": gid}).mappings()]
    mark = s.execute(_READ_MARK, {"b_gid": gid}).mappings().first()
    clock = s.execute(_READ_CLOCK, {"b_gid": gid}).mappings().first()
    return (GameRow(**got), moves[::-1], None if mark is None else UndoMarkRow(**mark),
            None if clock is None else GameClockRow(**clock))


def swap_move(s, gid: int, version: int, announced: int | None, values: dict) -> tuple | None:
    """Write ``values`` if the game is still at ``version`` with ``announced`` claimed: the bookkeeping
    columns as the swap left them, or None if another writer got there first (nothing written)."""
    columns = tuple(sorted(values))
    params = {f"v_{c}": values[c] for c in columns}
    params.update(b_gid=gid, b_version=version, b_announced=announced)
    got = s.execute(_swap(columns), params).first()
    return None if got is None else tuple(got)


def insert_move(s, move: MoveRow) -> None:
    s.execute(_INSERT_MOVE, {"b_game_row_id": move.game_row_id, "b_version": move.version, "b_seat": move.seat,
                             "b_move_id": move.move_id, "b_user_id": move.user_id, "b_events": move.events,
                             "b_created_at": move.created_at})


def set_mark(s, gid: int, held: bool, version: int, seat: int, user_id: int | None) -> None:
    """The game's undo mark becomes this one (``held``: the game has a mark row to overwrite)."""
    params = {"b_gid": gid, "b_version": version, "b_seat": seat, "b_user_id": user_id}
    s.execute(_UPDATE_MARK if held else _INSERT_MARK, params)


def clear_mark(s, gid: int) -> None:
    s.execute(_DELETE_MARK, {"b_gid": gid})
