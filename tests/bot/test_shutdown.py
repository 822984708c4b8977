"""Graceful shutdown: after SIGTERM new interactions get a polite answer, moves in flight finish, all closes."""

import asyncio
import os
import signal

from sqlmodel import select

from bot.store.db import Database, ShardLeaseRow
from bot.ui import shutdown

from .helpers import current, start_two


async def test_a_move_in_flight_finishes_and_later_clicks_are_told_to_retry(harness, db_url):
    h = harness
    row, game, state, seat, actor, other = await start_two(h)
    move = game.legal_moves(state, seat)[0]
    data = {"id": str(h.fake.next_id()), "name": "move", "type": 1,
            "options": [{"name": "move", "type": 3, "value": f"{row.version}:{move.id}"}]}
    h.feed(h._payload(2, actor, data, None, None))  # in flight: not awaited
    draining = asyncio.create_task(shutdown.drain(h.bot))
    await asyncio.sleep(0)
    assert h.bot.draining
    late = {"id": str(h.fake.next_id()), "name": "hand", "type": 1, "options": []}
    h.feed(h._payload(2, other, late, None, None))  # arrives after the signal
    assert await draining is True
    assert h.bot.is_closed()
    after = await current(h)
    assert after.version == row.version + 1 and after.announced_version == after.version  # played and announced
    assert any("You played" in m.text() for m in h.ephemerals(actor))
    refusal = h.last_ephemeral(other)
    assert refusal is not None and "restarting" in refusal.text() and "nothing was changed" in refusal.text()
    db = Database(db_url)  # the leases were given back: another process takes the games on at once
    async with db.session() as s:
        leases = (await s.exec(select(ShardLeaseRow))).all()
    await db.close()
    assert leases and all(lease.holder is None for lease in leases)


async def test_sigterm_drains_the_bot_before_it_stops():
    """``serve`` turns SIGTERM into a drain (a stand-in bot: no gateway offline)."""
    calls = []

    class Bot:
        closed = False
        stopped = asyncio.Event()

        async def start(self, token):
            calls.append(("start", token))
            await self.stopped.wait()  # connected until closed

        async def close(self):
            self.closed = True
            self.stopped.set()

        def is_closed(self):
            return self.closed

    async def drain(bot):
        calls.append("drain")
        await bot.close()

    bot = Bot()
    serving = asyncio.create_task(shutdown.serve(bot, "token", drain=drain))
    while not calls:  # serving: the signal handlers are in place
        await asyncio.sleep(0)
    os.kill(os.getpid(), signal.SIGTERM)
    await asyncio.wait_for(serving, 10)
    assert calls == [("start", "token"), "drain"] and bot.closed
    asyncio.get_running_loop().remove_signal_handler(signal.SIGTERM)
    asyncio.get_running_loop().remove_signal_handler(signal.SIGINT)
