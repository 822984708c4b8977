"""Turn clocks in the database: guild settings, each game's clock, each seat's deadline.

The deadlines are written in the transaction of the change that makes a seat due (``arm_sync``, called
by the move player, the lobby's start, undo and hand-over), so a restart loses none; the timers loop
(bot/ui/timers.py) reads what is due through ``ClockStore``.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from sqlalchemy import and_, or_, update
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlmodel import select

from .db import Database, GameClockRow, GameRow, GuildSettingsRow, SeatClockRow, now


class ClockStore:
    def __init__(self, db: Database):
        self.db = db

    async def settings(self, guild_id: int | None) -> GuildSettingsRow:
        async with self.db.session() as s:
            row = await s.get(GuildSettingsRow, guild_id) if guild_id else None
        return row or GuildSettingsRow(guild_id=guild_id or 0)

    async def update_settings(self, guild_id: int, values: dict) -> None:
        """One upsert of the given fields: concurrent changes of different settings never undo each other."""
        values = {**values, "updated_at": now()}
        table = GuildSettingsRow.__table__
        insert = pg_insert if self.db.engine.dialect.name == "postgresql" else sqlite_insert
        stmt = insert(table).values(guild_id=guild_id, **values)
        stmt = stmt.on_conflict_do_update(index_elements=[table.c.guild_id], set_=values)
        async with self.db.session() as s:
            await s.exec(stmt)
            await s.commit()

    async def set_game_clock(self, gid: int, seconds: int, max_timeouts: int) -> None:
        async with self.db.session() as s:
            s.add(GameClockRow(game_row_id=gid, timeout_s=seconds, max_timeouts=max_timeouts))
            await s.commit()

    async def game_clock(self, gid: int) -> GameClockRow | None:
        async with self.db.session() as s:
            return await s.get(GameClockRow, gid)

    async def due(self, moment: datetime) -> list[tuple[SeatClockRow, int | None]]:
        """Seat clocks whose deadline passed or whose reminder is due, each with its game's guild."""
        async with self.db.session() as s:
            q = (select(SeatClockRow, GameRow.guild_id).join(GameRow, GameRow.id == SeatClockRow.game_row_id)
                 .where(SeatClockRow.due_at.is_not(None),
                        or_(SeatClockRow.due_at <= moment,
                            and_(SeatClockRow.remind_at <= moment, SeatClockRow.reminded.is_(False)))))
            return list((await s.exec(q)).all())

    async def clear(self, gid: int) -> None:
        """No seat of the game has a deadline any more (it ended)."""
        async with self.db.session() as s:
            await s.exec(update(SeatClockRow).where(SeatClockRow.game_row_id == gid)
                         .values(due_at=None, remind_at=None))
            await s.commit()

    async def mark_reminded(self, clock: SeatClockRow) -> bool:
        """Compare-and-swap on the deadline: whether this caller sends its one reminder."""
        async with self.db.session() as s:
            marked = await s.exec(update(SeatClockRow).where(
                SeatClockRow.game_row_id == clock.game_row_id, SeatClockRow.seat == clock.seat,
                SeatClockRow.due_at == clock.due_at, SeatClockRow.reminded.is_(False)).values(reminded=True))
            await s.commit()
        return marked.rowcount == 1


def reset_strikes_sync(s, gid: int, seat: int) -> None:
    """The player is back: their count of missed turns starts again (an ORM update, so that the seat
    clocks ``arm_sync`` reads next in the same session see it)."""
    s.execute(update(SeatClockRow).where(SeatClockRow.game_row_id == gid, SeatClockRow.seat == seat)
              .values(strikes=0))


def arm_sync(s, gid: int, before: set[int], after: set[int], version: int, moment: datetime,
             timed_out: int | None = None, clock: GameClockRow | None | bool = False) -> int:
    """Keep the stored deadlines in step with who must act, inside the caller's transaction.

    A human seat that becomes due gets a fresh deadline; a seat that stays due (its next step, or
    another seat acted meanwhile) keeps its deadline; a seat no longer due has none. ``timed_out``
    is the seat the timer just played for: returns its count of consecutive timeouts if this is a new one.
    ``clock``: the game's clock if the caller knows it (False: read it).
    """
    if clock is False:
        clock = s.get(GameClockRow, gid)
    if clock is None:
        return 0
    rows = {r.seat: r for r in s.exec(select(SeatClockRow).where(SeatClockRow.game_row_id == gid))}
    strikes = 0
    if timed_out is not None and timed_out in rows and not rows[timed_out].timed_out:
        rows[timed_out].timed_out = True
        rows[timed_out].strikes += 1
        strikes = rows[timed_out].strikes
    for seat in after:
        r = rows.get(seat)
        if r is None:
            r = rows[seat] = SeatClockRow(game_row_id=gid, seat=seat)
        if r.due_at is None or seat not in before:
            r.due_at = moment + timedelta(seconds=clock.timeout_s)
            r.remind_at = moment + timedelta(seconds=clock.timeout_s / 2)
            r.reminded = r.timed_out = False
        r.version = version
    for seat, r in rows.items():
        if seat not in after:
            r.due_at = r.remind_at = None
        s.add(r)
    return strikes
