"""The move's own SQL as prebuilt Core statements: no ORM object and no statement built per click.

Each statement is built once (per set of columns written) on the tables of the models, with bind
parameters; SQLAlchemy memoises a statement object's cache key, so the engine's compiled cache
compiles it once per dialect and every click only binds values. Used by the move player (its read on
a cache miss, its compare-and-swap, the move-log insert, the undo mark) on SQLite and Postgres alike.
"""

from __future__ import annotations

from functools import lru_cache

from sqlalchemy import bindparam, case, delete, exists, insert, or_, select, update
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert

from .cache import RECENT_MOVES
from .db import COLUMNS, DELIVERY, DeliveryRow, GameClockRow, GameRow, MoveRow, OutboxRow, UndoMarkRow, game_row

GAMES = GameRow.__table__
DELIVERIES = DeliveryRow.__table__
MOVES = MoveRow.__table__
OUTBOX = OutboxRow.__table__
MARKS = UndoMarkRow.__table__
CLOCKS = GameClockRow.__table__
# the delivery bookkeeping a move's swap and a claim hand back (what the announcement edits and deletes)
BOOKKEEPING = ("board_message_id", "dms", "dm_warned", "ping_message_id")


class ClaimMoved(Exception):
    """The game's swap won but its delivery claim was taken meanwhile (a concurrent server transaction):
    the unit raises so that its transaction is rolled back, and the move reads the game again."""


_READ_GAME = (select(GAMES, *(DELIVERIES.c[k] for k in DELIVERY), DELIVERIES.c.game_row_id.label("d_gid"))
              .outerjoin(DELIVERIES, DELIVERIES.c.game_row_id == GAMES.c.id).where(GAMES.c.id == bindparam("b_gid")))
VERSION = select(GAMES.c.version).where(GAMES.c.id == bindparam("b_gid"))  # is the game still at a version?
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


_ANNOUNCED = bindparam("b_announced", type_=DELIVERIES.c.announced_version.type)
_CLAIMED = (select(DELIVERIES.c.announced_version).where(DELIVERIES.c.game_row_id == bindparam("b_gid"))
            .scalar_subquery())


@lru_cache(maxsize=64)
def _swap(columns: tuple[str, ...]):
    """The move's compare-and-swap writing the game's ``columns``: on the version, and on the announcement
    claim as cached (``pinged`` as cached is exact only while ``announced_version`` is)."""
    return (update(GAMES)
            .where(GAMES.c.id == bindparam("b_gid"), GAMES.c.version == bindparam("b_version"),
                   _CLAIMED.is_not_distinct_from(_ANNOUNCED))
            .values({c: bindparam(f"v_{c}", type_=GAMES.c[c].type) for c in columns}))


@lru_cache(maxsize=64)
def _books(columns: tuple[str, ...]):
    """The move's write of its delivery ``columns`` (its claim, the ids it carries), on the claim as cached."""
    values = {c: bindparam(f"v_{c}", type_=DELIVERIES.c[c].type) for c in columns}
    return (update(DELIVERIES)
            .where(DELIVERIES.c.game_row_id == bindparam("b_gid"), DELIVERIES.c.announced_version.is_not_distinct_from(
                _ANNOUNCED))
            .values(values or {"announced_version": DELIVERIES.c.announced_version})
            .returning(*(DELIVERIES.c[k] for k in BOOKKEEPING)))


# a claim: on the announcement claimed as read, at the game's version (a share lock on Postgres, so that a
# change of the game committing meanwhile makes it fail rather than claim a version already gone)
_CLAIM = (update(DELIVERIES)
          .where(DELIVERIES.c.game_row_id == bindparam("b_gid"), DELIVERIES.c.announced_version.is_not_distinct_from(
              _ANNOUNCED), exists(select(GAMES.c.id).where(GAMES.c.id == bindparam("b_gid"),
                                                           GAMES.c.version == bindparam("b_version"))
                                  .with_for_update(read=True)))
          .values(announced_version=bindparam("b_version"),
                  pinged=bindparam("v_pinged", type_=DELIVERIES.c.pinged.type))
          .returning(*(DELIVERIES.c[k] for k in BOOKKEEPING)))


@lru_cache(maxsize=64)
def _write_books(columns: tuple[str, ...], guarded: bool):
    """Message ids written after the sends (``guarded``: never over what a later announcement left)."""
    q = update(DELIVERIES).where(DELIVERIES.c.game_row_id == bindparam("b_gid"))
    if guarded:
        shown = DELIVERIES.c.shown_version
        q = q.where(or_(shown.is_(None), shown <= bindparam("b_shown", type_=shown.type)))
    return q.values({c: bindparam(f"v_{c}", type_=DELIVERIES.c[c].type) for c in columns})


@lru_cache(maxsize=4)
def _post(dialect: str):
    """The move's outbox entry: a game's first unannounced move inserts it, later ones move its version on
    and keep what the board showed before the first of them (a flood folds into one announcement) — unless
    the message ids this move carries say that entry was shown already (``b_shown``: then it starts anew)."""
    made = (pg_insert if dialect == "postgresql" else sqlite_insert)(OUTBOX).values(
        game_row_id=bindparam("b_gid"), version=bindparam("o_version"), announced_before=_ANNOUNCED,
        pinged_before=bindparam("o_pinged_before", type_=OUTBOX.c.pinged_before.type),
        pinged=bindparam("o_pinged", type_=OUTBOX.c.pinged.type))
    shown = OUTBOX.c.version <= bindparam("b_shown", type_=OUTBOX.c.version.type)
    return made.on_conflict_do_update(index_elements=[OUTBOX.c.game_row_id], set_={
        "version": made.excluded.version, "pinged": made.excluded.pinged,
        "announced_before": case((shown, made.excluded.announced_before), else_=OUTBOX.c.announced_before),
        "pinged_before": case((shown, made.excluded.pinged_before), else_=OUTBOX.c.pinged_before),
    }).returning(OUTBOX.c.version, OUTBOX.c.announced_before, OUTBOX.c.pinged_before)


# a version shown (or folded into a later claim): its outbox entry, if no later move replaced it, is done
_DONE = (delete(OUTBOX).where(OUTBOX.c.game_row_id == bindparam("b_gid"),
                              OUTBOX.c.version <= bindparam("b_shown", type_=OUTBOX.c.version.type))
         .returning(OUTBOX.c.version, OUTBOX.c.announced_before, OUTBOX.c.pinged_before))


# the outbox entries of many games their stored ``shown_version`` has reached (after a batch of message ids)
_CLEAR = delete(OUTBOX).where(
    OUTBOX.c.game_row_id.in_(bindparam("b_gids", expanding=True)),
    OUTBOX.c.version <= select(DELIVERIES.c.shown_version).where(DELIVERIES.c.game_row_id == OUTBOX.c.game_row_id)
    .scalar_subquery())


def read_game(s, gid: int):
    """(row, its last moves, undo mark, clock) as model objects built from plain rows, or None."""
    got = s.execute(_READ_GAME, {"b_gid": gid}).mappings().first()
    if got is None:
        return None
    game = {c: got[c] for c in COLUMNS}
    delivery = {k: got[k] for k in DELIVERY} if got["d_gid"] is not None else None
    moves = [MoveRow(**m) for m in s.execute(_READ_MOVES, {"b_gid": gid}).mappings()]
    mark = s.execute(_READ_MARK, {"b_gid": gid}).mappings().first()
    clock = s.execute(_READ_CLOCK, {"b_gid": gid}).mappings().first()
    return (game_row(game, delivery), moves[::-1], None if mark is None else UndoMarkRow(**mark),
            None if clock is None else GameClockRow(**clock))


def swap_move(s, gid: int, version: int, announced: int | None, values: dict) -> tuple | None:
    """Write ``values`` (the game's columns and its delivery's) if the game is still at ``version`` with
    ``announced`` claimed: the bookkeeping columns as the swap left them, or None if another writer got
    there first (nothing written). Raises ``ClaimMoved`` if the claim moved between the two statements
    (only a concurrent transaction on a server database can): the caller's transaction must roll back."""
    params = {f"v_{c}": v for c, v in values.items()}
    params.update(b_gid=gid, b_version=version, b_announced=announced)
    own = tuple(sorted(c for c in values if c not in DELIVERY))
    if s.execute(_swap(own), params).rowcount != 1:
        return None
    got = s.execute(_books(tuple(sorted(c for c in values if c in DELIVERY))), params).first()
    if got is None:
        raise ClaimMoved(gid)
    return tuple(got)


def post(s, gid: int, version: int, announced: int | None, pinged_before: list, pinged: list,
         shown: int | None) -> tuple:
    """Write the move's outbox entry (see ``_post``): (version, announced_before, pinged_before) as stored."""
    return tuple(s.execute(_post(s.get_bind().dialect.name), {
        "b_gid": gid, "o_version": version, "b_announced": announced, "o_pinged_before": pinged_before,
        "o_pinged": pinged, "b_shown": shown}).first())


def claim(s, gid: int, version: int, announced: int | None, pinged: list[int]) -> tuple | None:
    """Compare-and-swap ``announced_version`` from ``announced`` to ``version`` while the game is at
    ``version`` (storing ``pinged``), consuming the outbox entry of any move it folds in: (the bookkeeping
    columns as the statement left them, that entry or None), or None if the claim was lost."""
    got = s.execute(_CLAIM, {"b_gid": gid, "b_version": version, "b_announced": announced,
                             "v_pinged": pinged}).first()
    if got is None:
        return None
    entry = s.execute(_DONE, {"b_gid": gid, "b_shown": version}).first()
    return tuple(got), None if entry is None else tuple(entry)


def write_books(s, gid: int, fields: dict) -> None:
    """A game's delivery ``fields`` (message ids, ``shown_version``) as an announcement left them."""
    shown = fields.get("shown_version")
    params = {f"v_{c}": v for c, v in fields.items()}
    params.update(b_gid=gid, b_shown=shown)
    s.execute(_write_books(tuple(sorted(fields)), shown is not None), params)


def clear_shown(s, gids: list[int]) -> None:
    """Delete the outbox entries of ``gids`` that their ``shown_version`` has reached: one statement."""
    if gids:
        s.execute(_CLEAR, {"b_gids": gids})


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
