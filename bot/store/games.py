"""The games' repository: every SQL statement the play layer runs on games, moves, undo marks and the
packed logs, and the reads of ``/history``, ``/stats`` and ``/leaderboard`` (bot/ui/records.py).

Two kinds of function: the ``GameStore`` methods open their own session (reads, and the few writes
that commit alone); the module functions ending in ``_sync`` take the caller's sync session, so a
move, an undo or a lobby change adds them to its one transaction (a writer unit, bot/store/writer.py).
No rule of any game is decided here: callers pass the values to write.
"""

from __future__ import annotations

from sqlalchemy import and_, delete, func, or_, update
from sqlmodel import select

from . import hot, movelog
from .db import (
    ACTIVE,
    DELIVERY,
    Database,
    DeliveryRow,
    GameClockRow,
    GameRow,
    GameSeatRow,
    MoveLogRow,
    MoveRow,
    RatingRow,
    StatRow,
    UndoMarkRow,
    UndoneMoveRow,
)

# Discord delivery bookkeeping (message ids), returned by each claim and move (``deliveries``, hot.py)
BOOKKEEPING = hot.BOOKKEEPING
DELIVERIES = DeliveryRow.__table__


def with_delivery():
    """A select of games with each one's ``deliveries`` row beside it (read by :func:`delivered`)."""
    return select(GameRow, DeliveryRow).outerjoin(DeliveryRow, DeliveryRow.game_row_id == GameRow.id)


def delivered(pairs) -> list[GameRow]:
    """The games of ``with_delivery`` rows, each carrying its delivery bookkeeping."""
    rows = []
    for row, books in pairs:
        if books is not None:
            row.delivery.update({k: getattr(books, k) for k in DELIVERY})
        rows.append(row)
    return rows


class GameStore:
    def __init__(self, db: Database):
        self.db = db

    # ------------------------------------------------------------------ games
    async def get(self, gid: int) -> GameRow | None:
        async with self.db.session() as s:
            return next(iter(delivered(await s.exec(with_delivery().where(GameRow.id == gid)))), None)

    async def load(self, gid: int) -> tuple[GameRow, list[MoveRow], UndoMarkRow | None, GameClockRow | None] | None:
        """What a running game's cached entry holds: (row, its last moves, undo mark, clock), or None."""
        async with self.db.session() as s:
            return await s.run_sync(hot.read_game, gid)  # prebuilt statements, no ORM query

    async def version_of(self, gid: int) -> int | None:
        # once per announcement (its pictures' edit): a prebuilt statement on a bare connection, no ORM session
        async with self.db.engine.connect() as conn:
            return (await conn.execute(hot.VERSION, {"b_gid": gid})).scalar()

    async def active_in_channel(self, channel_id: int) -> GameRow | None:
        async with self.db.session() as s:
            q = with_delivery().where(GameRow.channel_id == channel_id, GameRow.status.in_(ACTIVE))
            return next(iter(delivered(await s.exec(q))), None)

    async def last_in_channel(self, channel_id: int) -> GameRow | None:
        """The channel's latest game that started (its record stays at hand after the end)."""
        async with self.db.session() as s:
            q = (with_delivery().where(GameRow.channel_id == channel_id, GameRow.state.is_not(None))
                 .order_by(GameRow.id.desc()).limit(1))
            return next(iter(delivered(await s.exec(q))), None)

    async def unannounced(self) -> list[GameRow]:
        """Games whose board is behind their state: running ones, and ended ones announced while running."""
        async with self.db.session() as s:
            shown = DeliveryRow.shown_version
            behind = or_(shown.is_(None), shown != GameRow.version)
            q = with_delivery().where(GameRow.state.is_not(None), or_(
                and_(GameRow.status == "running", behind),
                and_(GameRow.status != "running", shown.is_not(None), shown != GameRow.version)))
            return delivered(await s.exec(q))

    async def running(self) -> list[GameRow]:
        async with self.db.session() as s:
            return delivered(await s.exec(with_delivery().where(GameRow.status == "running")))

    async def of_user(self, user_id: int) -> list[GameRow]:
        """Running games where ``game_seats`` lists this user (one query on its index)."""
        async with self.db.session() as s:
            q = (with_delivery().join(GameSeatRow, GameSeatRow.game_row_id == GameRow.id)
                 .where(GameSeatRow.user_id == user_id, GameRow.status == "running").order_by(GameRow.id))
            return delivered(await s.exec(q))

    async def count(self) -> int:
        async with self.db.session() as s:
            return (await s.exec(select(func.count()).select_from(GameRow))).one()

    async def run(self, unit):
        """``unit(sync session)`` in a transaction of its own, committed (lobby changes, undo): its result."""
        async with self.db.session() as s:
            result = await s.run_sync(unit)
            await s.commit()
        return result

    async def insert_lobby(self, row: GameRow) -> GameRow:
        """A new lobby and its seats; raises what the unique index of open games raises on a busy channel."""
        async with self.db.session() as s:
            s.add(row)
            try:
                await s.flush()
                await s.exec(DELIVERIES.insert().values(game_row_id=row.id, **row.delivery))  # its bookkeeping
                await s.run_sync(write_seats_sync, row.id, row.seats)
                await s.commit()
            except Exception:
                await s.rollback()
                raise
            await s.refresh(row)
        return row

    # ------------------------------------------------------------------ moves and logs
    async def move_at(self, gid: int, version: int) -> MoveRow | None:
        async with self.db.session() as s:
            return (await s.exec(select(MoveRow).where(MoveRow.game_row_id == gid,
                                                       MoveRow.version == version))).first()

    async def recent_moves(self, gid: int, limit: int) -> list[MoveRow]:
        """The last ``limit`` logged moves, from the rows or, once the game ended, its packed log."""
        async with self.db.session() as s:
            q = select(MoveRow).where(MoveRow.game_row_id == gid).order_by(MoveRow.version.desc()).limit(limit)
            moves = list(reversed((await s.exec(q)).all()))
            packed = None if moves else await s.get(MoveLogRow, gid)
        return moves if packed is None else movelog.unpack(gid, packed.log)[0][-limit:]

    async def moves(self, gid: int) -> list[MoveRow]:
        """A running game's logged moves in version order."""
        async with self.db.session() as s:
            return list((await s.exec(select(MoveRow).where(MoveRow.game_row_id == gid)
                                      .order_by(MoveRow.version))).all())

    async def move_log(self, gid: int) -> tuple[list[MoveRow], list[UndoneMoveRow]]:
        """(moves, undone moves): a game's log, from its rows or, once it ended, its packed row.

        Read in this order so that a game packed between two reads (Postgres reads each statement afresh)
        is seen whole, either as rows or as its pack.
        """
        async with self.db.session() as s:
            undone = list((await s.exec(select(UndoneMoveRow).where(UndoneMoveRow.game_row_id == gid))).all())
            moves = list((await s.exec(select(MoveRow).where(MoveRow.game_row_id == gid)
                                       .order_by(MoveRow.version))).all())
            if not moves:
                packed = await s.get(MoveLogRow, gid)
                if packed is not None:
                    return movelog.unpack(gid, packed.log)
        return moves, undone

    async def undo_mark(self, gid: int) -> UndoMarkRow | None:
        async with self.db.session() as s:
            return await s.get(UndoMarkRow, gid)

    # ------------------------------------------------------------------ Discord bookkeeping
    async def set_fields(self, gid: int, fields: dict) -> None:
        """Bookkeeping columns (message ids...), no version bump: they are not game state (a game's own
        columns given too are written as they are, which only tests do)."""
        books = {k: v for k, v in fields.items() if k in DELIVERY}
        own = {k: v for k, v in fields.items() if k not in DELIVERY}
        async with self.db.session() as s:
            if own:
                await s.exec(update(GameRow).where(GameRow.id == gid).values(**own))
            if books:
                await s.exec(update(DELIVERIES).where(DELIVERIES.c.game_row_id == gid).values(**books))
            await s.commit()

    async def claim(self, gid: int, version: int, announced: int | None, pinged: list[int]) -> tuple | None:
        """Compare-and-swap ``announced_version`` from ``announced`` to ``version`` (storing ``pinged``): (the
        bookkeeping columns as the same statement read them, the outbox entry it consumed or None), or None
        if the swap was lost (``hot.claim``)."""
        async with self.db.session() as s:
            got = await s.run_sync(hot.claim, gid, version, announced, pinged)
            await s.commit()
        return got

    # ------------------------------------------------------------------ records
    async def stats(self, guild_id: int, **where) -> list[StatRow]:
        """A guild's stats rows, filtered by the given columns (a None value: no filter)."""
        async with self.db.session() as s:
            q = select(StatRow).where(StatRow.guild_id == guild_id)
            for key, value in where.items():
                if value is not None:
                    q = q.where(getattr(StatRow, key) == value)
            return list((await s.exec(q)).all())

    async def ratings(self, guild_id: int | None, **where) -> list[RatingRow]:
        async with self.db.session() as s:
            q = select(RatingRow).where(RatingRow.guild_id == guild_id)
            for key, value in where.items():
                q = q.where(getattr(RatingRow, key) == value)
            return list((await s.exec(q)).all())


# ---------------------------------------------------------------------- in the caller's transaction
def swap_row_sync(s, gid: int, version: int, values: dict) -> bool:
    """Compare-and-swap a game's row on ``version`` (lobby changes, hand-over, undo): whether it won."""
    return s.execute(update(GameRow).where(GameRow.id == gid, GameRow.version == version)
                     .values(**values)).rowcount == 1


def write_seats_sync(s, gid: int, seats: list[dict]) -> None:
    """Keep ``game_seats`` (human seats by user) in step with ``games.seats``."""
    s.execute(delete(GameSeatRow).where(GameSeatRow.game_row_id == gid))
    s.add_all(GameSeatRow(game_row_id=gid, seat=i, user_id=x["user_id"])
              for i, x in enumerate(seats) if x.get("user_id") is not None and not x.get("ai"))


def add_all_sync(s, rows) -> None:
    s.add_all(rows)


def archive_sync(s, gid: int, last: MoveRow | None = None) -> None:
    """Pack an ending game's log into its ``move_logs`` row, in the caller's (ending) transaction.

    ``last``: the move that ends the game, not written as a row (it goes straight into the pack).
    """
    moves = list(s.execute(select(MoveRow).where(MoveRow.game_row_id == gid).order_by(MoveRow.version)).scalars())
    undone = list(s.execute(select(UndoneMoveRow).where(UndoneMoveRow.game_row_id == gid)).scalars())
    if last is not None:
        moves.append(last)
    s.add(MoveLogRow(game_row_id=gid, log=movelog.pack(moves, undone)))
    s.execute(delete(MoveRow).where(MoveRow.game_row_id == gid))
    if undone:
        s.execute(delete(UndoneMoveRow).where(UndoneMoveRow.game_row_id == gid))


async def archive(s, gid: int, last: MoveRow | None = None) -> None:
    """:func:`archive_sync` on an async session."""
    await s.run_sync(lambda sync: archive_sync(sync, gid, last))


def take_back_sync(s, gid: int, last: MoveRow, undone: UndoneMoveRow) -> None:
    """The taken-back move leaves ``moves`` for ``undone_moves`` (seed + moves still replays the state)."""
    s.add(undone)
    s.execute(delete(MoveRow).where(MoveRow.id == last.id))
    hot.clear_mark(s, gid)


def write_books_sync(s, batch: dict[int, dict]) -> None:
    """Message ids of many games in the caller's transaction; never over what a later announcement left.

    In the games' order, so that two processes writing the same games lock their rows in one order; the
    outbox entries the shown versions reached are deleted in the same transaction."""
    for gid in sorted(batch):
        hot.write_books(s, gid, batch[gid])
    # an announced version's outbox entry goes with its ids (a later move's entry stays)
    hot.clear_shown(s, sorted(gid for gid, fields in batch.items() if fields.get("shown_version") is not None))
