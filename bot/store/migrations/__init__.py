"""Schema migrations (Alembic): one revision per schema change, in ``versions/``.

SQLite databases upgrade themselves when the bot starts, inside one ``BEGIN EXCLUSIVE`` transaction
(so two processes starting together cannot race: the second waits, then finds nothing to do). On a
server database (Postgres) the operator runs ``python -m bot db upgrade`` (serialized by an advisory
lock) and the bot refuses to start on a schema that is not the one it was written for.

A database made before migrations (tables, no ``alembic_version``) is first brought up to the baseline
(``baseline.py``: missing tables, nullable columns and indexes added, 32-bit ids widened), stamped
``0001``, then upgraded like any other.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import sqlalchemy as sa
from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import event
from sqlalchemy.ext.asyncio import create_async_engine

from ...settings import async_url
from . import baseline

HERE = Path(__file__).parent
BASELINE = "0001"
PG_LOCK_KEY = 0x6D65_6570_6C65  # "meeple": one `db upgrade` at a time per server database
UPGRADE_HINT = "python -m bot db upgrade"


class SchemaError(RuntimeError):
    """The database's schema is not the one this version of the bot needs; the message says what to do."""


def _config(connection=None) -> Config:
    cfg = Config()
    cfg.set_main_option("script_location", str(HERE))
    cfg.attributes["connection"] = connection
    return cfg


def head() -> str:
    return ScriptDirectory.from_config(_config()).get_current_head()


def current(conn) -> str | None:
    """The revision the database is at (None: empty, or made before migrations)."""
    return MigrationContext.configure(conn).get_current_revision()


def is_memory(url: str) -> bool:
    tail = url.split("://", 1)[-1]
    return url.startswith("sqlite") and tail in ("", "/", "/:memory:")


# ---------------------------------------------------------------------------- running (sync, in run_sync)
def upgrade_sync(conn) -> tuple[str | None, str]:
    """Adopt a pre-migration database if need be, then upgrade to head: (revision before, after)."""
    if conn.dialect.name == "postgresql":
        conn.exec_driver_sql(f"SELECT pg_advisory_xact_lock({PG_LOCK_KEY})")
    tables = set(sa.inspect(conn).get_table_names())
    before = current(conn) if "alembic_version" in tables else None
    cfg = _config(conn)
    if before is None and "games" in tables:
        adopt_legacy(conn)
        command.stamp(cfg, BASELINE)
    command.upgrade(cfg, "head")
    return before, current(conn)


def adopt_legacy(conn) -> None:
    """Bring a database made before migrations up to the baseline, without touching its rows' meaning."""
    inspector = sa.inspect(conn)
    present_tables = set(inspector.get_table_names())
    baseline.metadata.create_all(conn, checkfirst=True)  # tables added after that database was made
    for table in baseline.metadata.sorted_tables:
        if table.name not in present_tables:
            continue
        columns = {c["name"]: c for c in inspector.get_columns(table.name)}
        for column in table.columns:
            kind = column.type.compile(dialect=conn.dialect)
            found = columns.get(column.name)
            if found is None:
                if not column.nullable:
                    raise SchemaError(f"the old table {table.name!r} lacks the required column {column.name!r}; "
                                      "this database cannot be upgraded automatically")
                conn.exec_driver_sql(f'ALTER TABLE "{table.name}" ADD COLUMN "{column.name}" {kind}')
                if (table.name, column.name) == ("games", "announced_version"):  # older games were announced
                    conn.exec_driver_sql("UPDATE games SET announced_version = version WHERE state IS NOT NULL")
            elif (conn.dialect.name == "postgresql" and isinstance(column.type, sa.BigInteger)
                  and not isinstance(found["type"], sa.BigInteger)):  # e.g. games.seed, once 32-bit
                conn.exec_driver_sql(f'ALTER TABLE "{table.name}" ALTER COLUMN "{column.name}" TYPE BIGINT')
        for index in table.indexes:
            index.create(conn, checkfirst=True)


# ---------------------------------------------------------------------------- async entry points
def _migration_engine(url: str):
    """An engine whose transactions really are transactions on SQLite (pysqlite would leave DDL outside)."""
    if not url.startswith("sqlite"):
        return create_async_engine(url)
    engine = create_async_engine(url, connect_args={"timeout": 60})

    @event.listens_for(engine.sync_engine, "connect")
    def _connect(dbapi_conn, _record):
        dbapi_conn.isolation_level = None  # we say BEGIN ourselves
        cur = dbapi_conn.cursor()
        cur.execute("PRAGMA journal_mode=WAL")  # as the bot's own engine has it (bot/store/db.py)
        cur.close()

    @event.listens_for(engine.sync_engine, "begin")
    def _begin(conn):
        conn.exec_driver_sql("BEGIN EXCLUSIVE")  # the inter-process lock: one migrator at a time

    return engine


async def upgrade(url: str, engine=None) -> tuple[str | None, str]:
    """Upgrade the database at ``url`` to head (``engine``: run on that one, for in-memory SQLite)."""
    own = engine is None
    engine = engine or _migration_engine(async_url(url))
    try:
        for attempt in range(5):
            try:
                async with engine.begin() as conn:
                    return await conn.run_sync(upgrade_sync)
            except sa.exc.OperationalError as exc:  # another process held the lock longer than the timeout
                if "locked" not in str(exc) or attempt == 4:
                    raise
                await asyncio.sleep(1)
    finally:
        if own:
            await engine.dispose()
    raise AssertionError("unreachable")


def check_sync(conn) -> str:
    rev, want = current(conn), head()
    if rev == want:
        return rev
    if rev is None:
        tables = set(sa.inspect(conn).get_table_names())
        what = "was made before migrations" if "games" in tables else "has no Meeple tables yet"
        raise SchemaError(f"The database {what}. Run `{UPGRADE_HINT}` once, then start the bot again.")
    known = {s.revision for s in ScriptDirectory.from_config(_config()).walk_revisions()}
    if rev not in known:
        raise SchemaError(f"The database's schema (revision {rev}) is newer than this version of Meeple "
                          f"(which knows up to {want}). Run the newer version of Meeple.")
    raise SchemaError(f"The database's schema is at revision {rev}; this version of Meeple needs {want}. "
                      f"Run `{UPGRADE_HINT}`, then start the bot again.")


async def check(engine) -> str:
    async with engine.connect() as conn:
        return await conn.run_sync(check_sync)
