"""Opening the database at start-up, and telling a database failure from the others (bot/ui/startup.py)."""

from __future__ import annotations

import sqlite3

from sqlalchemy import text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError, SQLAlchemyError
from sqlalchemy.ext.asyncio import create_async_engine


def safe_url(url: str) -> str:
    """The database URL without its password, for messages."""
    try:
        return make_url(url).render_as_string(hide_password=True)
    except ArgumentError:
        return url


def is_database_error(exc: BaseException) -> bool:
    """Whether ``exc`` (one exception of a chain) is the database's or its driver's."""
    return isinstance(exc, SQLAlchemyError | sqlite3.Error)


async def check_database(database_url: str) -> None:
    """Open the database once and run a trivial query; raises what opening it raises."""
    url = make_url(database_url)
    if url.get_backend_name() == "sqlite":
        # plain sqlite3: aiosqlite's worker thread can outlive a failed connect and print a traceback
        if url.database and url.database != ":memory:":
            sqlite3.connect(url.database).close()
        return
    engine = create_async_engine(database_url)
    try:
        async with engine.connect() as conn:
            await conn.execute(text("SELECT 1"))
    finally:
        await engine.dispose()
