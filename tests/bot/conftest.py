import itertools

import pytest_asyncio

from bot.clock import FakeClock
from bot.harness.driver import Harness

_seeds = itertools.count(7)


@pytest_asyncio.fixture
async def harness(tmp_path):
    h = Harness(f"sqlite+aiosqlite:///{tmp_path / 'meeple.db'}", seed_source=lambda: next(_seeds), clock=FakeClock())
    await h.start()
    try:
        yield h
    finally:
        await h.stop()
    # Discord's limits held for every message the bot sent during the test
    assert h.fake.violations == []
    # every interaction got exactly one initial answer
    assert all(n == 1 for n in h.fake.acks.values())
    # nothing went wrong that the bot had to log as an error
    assert [r.getMessage()[:300] for r in h.errors] == []
