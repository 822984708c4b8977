"""Changes of a game's row other than moves (the lobby, hand-over, abandon): a compare-and-swap on the
version, retried when another writer won."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from ..store.db import GameRow, now
from ..store.games import GameStore, swap_row_sync, write_seats_sync
from .errors import UserError
from .finish import Finisher
from .proxy import GameProxy

CAS_TRIES = 3


class RowChanger:
    def __init__(self, store: GameStore, proxy: GameProxy, lock: Callable[[int], asyncio.Lock]):
        self.store, self.proxy, self.lock = store, proxy, lock

    async def mutate(self, gid: int, change, statuses=("lobby",), after=None) -> GameRow:
        """``change(row, seats)`` edits a copy of the row (it may raise UserError); ``after(s, row, version)``
        adds more writes to the same transaction (a sync session). A race lost three times gives "the
        table changed"."""
        for _ in range(CAS_TRIES):
            async with self.lock(gid):
                row = await self.store.get(gid)
                if row is None:
                    raise UserError("err.game_gone")
                if row.status not in statuses:
                    raise UserError("err.not_lobby" if row.status == "running" else "err.not_running")
                version = row.version
                seats = [dict(x) for x in row.seats]
                status_before = row.status
                change(row, seats)
                values = {"seats": seats, "version": version + 1, "updated_at": now(), "status": row.status,
                          "host_id": row.host_id, "seed": row.seed, "state": row.state,
                          "finished_at": row.finished_at}
                for key, value in values.items():
                    setattr(row, key, value)

                def unit(s, row=row, version=version, values=values, status_before=status_before):
                    if not swap_row_sync(s, gid, version, values):
                        return False
                    write_seats_sync(s, gid, row.seats)
                    if status_before == "running" and row.status == "abandoned":
                        Finisher.abandoned_sync(s, row)
                    if after is not None:
                        after(s, row, version + 1)
                    s.flush()
                    return True

                if not await self.store.run(unit):
                    continue
                self.proxy.drop(gid)  # rare writes: the next move reads the game afresh
                return row
        raise UserError("err.table_changed")
