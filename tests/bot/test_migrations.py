"""Schema migrations: a fresh database, one made by main before Alembic, one older still, two migrators at once.

The pre-Alembic databases are built from a frozen copy of the DDL main used to create
(``data/schema_pre_alembic.<dialect>.sql``), holding a running game with a 62-bit seed and logged moves:
after the upgrade the game plays on to its end through the bot, and seed + log still replay its state.
"""

import asyncio
import random
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest
import sqlalchemy as sa
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlmodel import SQLModel

from bot.harness.driver import Harness
from bot.play.clock import FakeClock
from bot.play.service import replay
from bot.store import migrations
from bot.store.db import Database
from bot.store.migrations import SchemaError, baseline
from engine import canonical, registry

DATA = Path(__file__).parent / "data"
SEED = (1 << 62) - 7  # does not fit 32 bits: the old Postgres bug


def _frozen_ddl(dialect: str, older: bool = False) -> list[str]:
    text = (DATA / f"schema_pre_alembic.{dialect}.sql").read_text()
    if older:  # a database from before announced_version / ping_message_id (and Postgres' 32-bit seed)
        text = "\n".join(line for line in text.splitlines()
                         if "announced_version" not in line and "ping_message_id" not in line)
        text = text.replace("seed BIGINT NOT NULL", "seed INTEGER NOT NULL")
    body = "\n".join(line for line in text.splitlines() if not line.startswith("--"))
    return [s.strip() for s in body.split(";") if s.strip()]


async def _make_pre_alembic(url: str, older: bool = False) -> int:
    """Today's main schema (or an older one) with one running Love Letter game two moves in; returns its id."""
    db = Database(url)
    # a 32-bit Postgres column could not hold a 62-bit seed: such a database only has small ones
    seed = 7 if older and db.engine.dialect.name == "postgresql" else SEED
    game = registry.get("loveletter")
    options = game.parse_options({})
    state = game.setup(2, seed, options)
    moves, rng = [], random.Random(5)
    for _ in range(2):
        seat = game.to_act(state)[0]
        move = rng.choice(game.legal_moves(state, seat))
        state, events = game.apply(state, seat, move.id)
        moves.append((seat, move.id, [e.to_dict() for e in events]))
    moment = datetime.now(UTC)
    seats = [{"user_id": 100, "name": "alice", "ai": False, "lang": "en"},
             {"user_id": 101, "name": "bob", "ai": False, "lang": "en"}]
    games, logged = baseline.metadata.tables["games"], baseline.metadata.tables["moves"]
    row = {"guild_id": 2000, "channel_id": 3000, "game": "loveletter", "status": "running", "host_id": 100,
           "lang": "en", "seats": seats, "options": options, "seed": seed, "state": game.dump(state),
           "version": 2, "dms": {}, "dm_warned": [], "pinged": [], "created_at": moment, "updated_at": moment,
           "announced_version": 2}
    async with db.engine.begin() as conn:
        for statement in _frozen_ddl(db.engine.dialect.name, older):
            await conn.exec_driver_sql(statement)
        columns = {c["name"] for c in await conn.run_sync(lambda c: sa.inspect(c).get_columns("games"))}
        result = await conn.execute(games.insert().values(**{k: v for k, v in row.items() if k in columns})
                                    .returning(games.c.id))
        gid = result.scalar_one()
        for version, (seat, move_id, events) in enumerate(moves, start=1):
            await conn.execute(logged.insert().values(game_row_id=gid, version=version, seat=seat, move_id=move_id,
                                                      user_id=seats[seat]["user_id"], events=events,
                                                      created_at=moment))
    await db.close()
    return gid


async def _schema_diff(url: str) -> list:
    db = Database(url)
    async with db.engine.connect() as conn:
        diff = await conn.run_sync(lambda c: compare_metadata(
            MigrationContext.configure(c, opts={"compare_type": True}), SQLModel.metadata))
        revision = await conn.run_sync(migrations.current)
        sqlite = conn.dialect.name == "sqlite"
    await db.close()
    # SQLite stores INTEGER and BIGINT alike (64-bit): an old INTEGER column there needs no change
    diff = [d for d in diff if not (sqlite and isinstance(d, list) and d[0][0] == "modify_type"
                                    and {type(d[0][5]).__name__, type(d[0][6]).__name__} == {"INTEGER", "BigInteger"})]
    return diff, revision


async def _play_on(h, users, moves: int):
    """Whoever must act plays the first move /move's autocomplete offers, ``moves`` times or to the end."""
    for _ in range(moves):
        row = await h.bot.service.get(1)
        if row.status != "running":
            return row
        game = registry.get(row.game)
        seat = game.required_seats(game.load(row.state))[0]
        user = users[seat]
        choices = await h.autocomplete(user, "move", "move", "")
        assert choices, f"{user.name} must act but /move offers nothing"
        await h.slash(user, "move", move=choices[0]["value"])
    return await h.bot.service.get(1)


async def test_a_fresh_database_gets_exactly_the_models_schema(raw_db_url):
    db = Database(raw_db_url)
    await db.create_all()
    await db.create_all()  # a second upgrade changes nothing
    await db.close()
    diff, revision = await _schema_diff(raw_db_url)
    assert diff == [] and revision == migrations.head()


@pytest.mark.parametrize("older", [False, True], ids=["main-before-alembic", "older-still"])
async def test_a_database_made_before_migrations_is_upgraded_and_its_game_plays_on(raw_db_url, older):
    gid = await _make_pre_alembic(raw_db_url, older)
    h = Harness(raw_db_url, clock=FakeClock())
    if not raw_db_url.startswith("sqlite"):  # a server database: the bot refuses until `db upgrade` ran
        with pytest.raises(SchemaError, match="python -m bot db upgrade"):
            await h.start()
        await h.stop()
        before, after = await migrations.upgrade(raw_db_url)
        assert (before, after) == (None, migrations.head())
        h = Harness(raw_db_url, clock=FakeClock())
    await h.start()  # SQLite: upgrades itself here
    try:
        diff, revision = await _schema_diff(raw_db_url)
        assert diff == [] and revision == migrations.head()
        svc = h.bot.service
        row = await svc.get(gid)
        assert row.status == "running" and row.version == 2 and row.announced_version == 2
        assert (row.seed == SEED) or older
        alice, bob = h.user("alice", 100), h.user("bob", 101)
        assert [g.id for g in await svc.games_of_user(alice.id)] == [gid]  # game_seats was filled from seats
        await h.slash(alice, "hand")
        assert "your view" in h.last_ephemeral(alice).text().lower()
        final = await _play_on(h, [alice, bob], 8)
        assert final.version >= 8 or final.status == "finished"
        moves = await svc.all_moves(gid)
        assert [m.version for m in moves] == list(range(1, final.version + 1))  # nothing lost, nothing doubled
        game = registry.get(final.game)
        assert canonical(game.dump(replay(game, final, moves)[-1])) == canonical(final.state)
        await h.slash(alice, "leave")  # an AI takes alice's seat: no longer one of her games
        assert await svc.games_of_user(alice.id) == [] and [g.id for g in await svc.games_of_user(bob.id)] == [gid]
    finally:
        await h.stop()
    assert h.errors == [] and h.fake.violations == []


async def test_an_out_of_date_schema_is_refused_with_what_to_run(raw_db_url):
    db = Database(raw_db_url)
    with pytest.raises(SchemaError, match="no Meeple tables yet.*python -m bot db upgrade"):
        await migrations.check(db.engine)
    async with db.engine.begin() as conn:  # a database left at the baseline by an older release
        await conn.run_sync(lambda c: baseline.metadata.create_all(c))
        await conn.exec_driver_sql("CREATE TABLE alembic_version (version_num VARCHAR(32) PRIMARY KEY)")
        await conn.exec_driver_sql("INSERT INTO alembic_version VALUES ('0001')")
    with pytest.raises(SchemaError, match=f"at revision 0001; this version of Meeple needs {migrations.head()}"):
        await migrations.check(db.engine)
    async with db.engine.begin() as conn:
        await conn.exec_driver_sql("UPDATE alembic_version SET version_num = '9999'")
    with pytest.raises(SchemaError, match="newer than this version"):
        await migrations.check(db.engine)
    await db.close()


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX processes")
async def test_two_processes_upgrading_at_once_do_not_race(raw_db_url):
    """Two real processes run the upgrade of one pre-migration database at the same moment: both succeed."""
    gid = await _make_pre_alembic(raw_db_url)
    cmd = [sys.executable, "-m", "bot", "db", "upgrade", "--database", raw_db_url]
    procs = [await asyncio.create_subprocess_exec(*cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                                  cwd=Path(__file__).parents[2]) for _ in range(2)]
    outs = [await p.communicate() for p in procs]
    assert [p.returncode for p in procs] == [0, 0], [o[1].decode()[-800:] for o in outs]
    said = sorted(o[0].decode().strip() for o in outs)
    assert said == [f"database schema already at {migrations.head()}", f"database schema: none -> {migrations.head()}"]
    diff, revision = await _schema_diff(raw_db_url)
    assert diff == [] and revision == migrations.head()
    db = Database(raw_db_url)
    async with db.session() as s:
        seats = (await s.exec(sa.text("SELECT COUNT(*) FROM game_seats WHERE game_row_id = :g"), params={"g": gid}))
        assert seats.scalar_one() == 2  # the backfill ran once
    await db.close()
