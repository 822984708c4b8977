import contextlib
import itertools
import os
import uuid

import pytest_asyncio

from bot.harness.driver import Harness
from bot.play.clock import FakeClock
from bot.play.service import GameService
from bot.store.db import Database

_seeds = itertools.count(7)
# Set to a PostgreSQL server's URL (postgresql://user@host/any) to run the bot tests on Postgres: each test
# gets a database of its own, dropped afterwards. Unset: a SQLite file per test.
SERVER_URL = os.environ.get("MEEPLE_TEST_DATABASE_URL", "").strip()


@contextlib.asynccontextmanager
async def _server_database():
    import asyncpg

    base, _, _ = SERVER_URL.rpartition("/")
    admin_dsn = SERVER_URL.replace("postgresql+asyncpg://", "postgresql://")
    name = f"meeple_{uuid.uuid4().hex[:16]}"
    admin = await asyncpg.connect(admin_dsn)
    try:
        await admin.execute(f'CREATE DATABASE "{name}"')
    finally:
        await admin.close()
    try:
        yield f"{base}/{name}"
    finally:
        admin = await asyncpg.connect(admin_dsn)
        try:
            await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        finally:
            await admin.close()


@pytest_asyncio.fixture
async def raw_db_url(tmp_path):
    """An empty database (no schema at all): for the migration tests."""
    if not SERVER_URL:
        yield f"sqlite+aiosqlite:///{tmp_path / 'meeple.db'}"
        return
    async with _server_database() as url:
        yield url


@pytest_asyncio.fixture
async def db_url(raw_db_url):
    if SERVER_URL:  # a server database is migrated by its own step (`python -m bot db upgrade`) before bots start
        from bot.settings import async_url
        from bot.store.migrations import upgrade

        await upgrade(async_url(raw_db_url))
    yield raw_db_url


@pytest_asyncio.fixture
async def svc(db_url):
    """The game service alone on the test database: service-level tests, no Discord."""
    db = Database(db_url)
    await db.create_all()
    service = GameService(db, seed_source=lambda: 7)
    try:
        yield service
    finally:
        await db.close()


_module_seeds: dict[str, itertools.count] = {}


async def _run_checked(h: Harness):
    """Start ``h`` for a test, and after it check what every test of the bot must leave true."""
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


@pytest_asyncio.fixture
async def later(db_url, request):
    """A bot as deployed: texts at once, pictures attached by a later edit (``pictures_later``). Seeds count
    per test module (from its ``FIRST_SEED``, else 7), so a module's games do not depend on which other modules
    ran before it."""
    first = getattr(request.module, "FIRST_SEED", 7)
    seeds = _module_seeds.setdefault(request.module.__name__, itertools.count(first))
    async for h in _run_checked(Harness(db_url, seed_source=lambda: next(seeds), clock=FakeClock(),
                                        pictures_later=True)):
        yield h


@pytest_asyncio.fixture
async def harness(db_url):
    async for h in _run_checked(Harness(db_url, seed_source=lambda: next(_seeds), clock=FakeClock())):
        yield h
