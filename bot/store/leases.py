"""The SQL of shard leases and of the games a lease's holder looks at (bot/play/ownership.py decides)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from datetime import datetime

from sqlalchemy import and_, or_, update
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlmodel import select

from .db import DeliveryRow, GameRow, ShardLeaseRow
from .games import delivered, with_delivery


async def renew(db, holder: str, count: int, mine: set[int], moment: datetime, until: datetime,
                gone: Callable[[str | None], bool] | None) -> set[int]:
    """Claim or renew ``holder``'s leases and any expired one, in one transaction; returns the shards held.

    Our own shards (``mine``) are also taken from a stand-in, and, when ``gone`` is given (the first renewal of
    a process), from a holder ``gone`` says has stopped.
    """
    table = ShardLeaseRow.__table__
    insert = pg_insert if db.engine.dialect.name == "postgresql" else sqlite_insert
    held = set()
    async with db.session() as s:
        # a shard nobody ever held is free only after a lease's time: its own process may be starting too
        await s.exec(insert(table).values([{"shard": n, "holder": None, "expires_at": until, "standin": True}
                                           for n in range(count)]).on_conflict_do_nothing())
        stopped = set()
        if gone is not None:
            rows = await s.exec(select(ShardLeaseRow.holder).where(ShardLeaseRow.shard.in_(mine)))
            stopped = {h for h in rows if gone(h)}
        for shard in range(count):
            own = shard in mine
            free = or_(ShardLeaseRow.holder == holder, ShardLeaseRow.expires_at < moment)
            if own:  # our shard: a stand-in gives it back at once, and so does a holder that is gone
                free = or_(free, ShardLeaseRow.standin.is_(True))
                if stopped:
                    free = or_(free, ShardLeaseRow.holder.in_(stopped))
            got = await s.exec(update(ShardLeaseRow).where(ShardLeaseRow.shard == shard, free)
                               .values(holder=holder, expires_at=until, standin=not own))
            if got.rowcount == 1:
                held.add(shard)
        await s.commit()
    return held


async def release(db, holder: str, never: datetime) -> None:
    """Free ``holder``'s leases at once (a clean stop)."""
    async with db.session() as s:
        await s.exec(update(ShardLeaseRow).where(ShardLeaseRow.holder == holder)
                     .values(holder=None, expires_at=never, standin=True))
        await s.commit()


async def games_to_look_at(db, changed_after: datetime | None = None,
                           changed_before: datetime | None = None) -> Iterable[GameRow]:
    """Games that may need background work: running, or ended but announced behind (by id)."""
    shown = DeliveryRow.shown_version
    behind = and_(shown.is_not(None), shown != GameRow.version)
    q = with_delivery().where(GameRow.state.is_not(None), or_(GameRow.status == "running", behind))
    if changed_after is not None:
        q = q.where(GameRow.updated_at > changed_after)
    if changed_before is not None:
        q = q.where(GameRow.updated_at <= changed_before)
    async with db.session() as s:
        return delivered(await s.exec(q.order_by(GameRow.id)))
