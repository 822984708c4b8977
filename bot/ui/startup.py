"""Start-up failures told for what they are: the database, the token, or the network.

``python -m bot`` first opens the database (so a wrong path or a missing driver is never reported as a
Discord problem), then connects to Discord; whatever stops it is explained by :func:`explain`.
"""

from __future__ import annotations

import asyncio

import aiohttp
import discord

from ..store.opening import check_database, is_database_error, safe_url

__all__ = ["check_database", "explain", "safe_url"]


def _chain(exc: BaseException):
    seen = set()
    while exc is not None and id(exc) not in seen:
        seen.add(id(exc))
        yield exc
        exc = exc.__cause__ or exc.__context__


def _database_error(exc: BaseException) -> bool:
    for e in _chain(exc):
        if is_database_error(e):
            return True
        if isinstance(e, ModuleNotFoundError) and e.name in {"asyncpg", "aiosqlite", "psycopg", "aiomysql"}:
            return True
    return False


def explain(exc: BaseException, database_url: str) -> str:
    """One plain paragraph saying which of database, token or network stopped the bot, and what to do."""
    if _database_error(exc):
        driver = next((e.name for e in _chain(exc) if isinstance(e, ModuleNotFoundError)), None)
        hint = (f"the driver `{driver}` is not installed (for PostgreSQL: pip install -e \".[postgres]\")"
                if driver else str(exc).splitlines()[0])
        return (f"Meeple could not open its database ({safe_url(database_url)}): {hint}.\n"
                "Check DATABASE_URL in .env: the folder must exist and be writable, the server reachable.")
    for e in _chain(exc):
        if isinstance(e, discord.LoginFailure):
            return ("Discord refused the token (DISCORD_TOKEN). Copy it again from the Developer Portal "
                    "(Bot → Reset Token) into .env.")
        if isinstance(e, discord.PrivilegedIntentsRequired):
            return "Discord refused the connection: this bot asks for an intent the Developer Portal has not enabled."
        if isinstance(e, aiohttp.ClientConnectorError | aiohttp.ClientConnectionError | asyncio.TimeoutError | OSError):
            return (f"Meeple could not reach Discord ({e.__class__.__name__}: {e}). "
                    "Check this machine's network connection and firewall, then try again.")
    return f"Meeple stopped at start-up: {exc.__class__.__name__}: {exc}"

