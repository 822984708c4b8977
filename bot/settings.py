"""Settings from the environment, with `.env` loaded by python-dotenv."""

from __future__ import annotations

import os
from dataclasses import dataclass

from dotenv import find_dotenv, load_dotenv

DEFAULT_DATABASE_URL = "sqlite+aiosqlite:///meeple.db"


@dataclass(frozen=True)
class Settings:
    token: str | None
    database_url: str
    dev_guild_id: int | None
    log_level: str
    ai_delay: float  # seconds an AI seat waits before playing, so humans can follow
    shard_count: int | None = None  # Discord gateway shards in all (None: Discord's recommendation, one process)
    shard_ids: list[int] | None = None  # the shards this process holds (None: all of them)


LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")


class SettingsError(ValueError):
    """One or more settings have values the bot cannot use; the message lists each, one per line."""


def load_settings() -> Settings:
    load_dotenv(find_dotenv(usecwd=True))  # the .env of the directory the bot is started from
    env = {k: os.environ.get(k, "").strip() for k in ("DISCORD_TOKEN", "DATABASE_URL", "DEV_GUILD_ID",
                                                      "LOG_LEVEL", "AI_DELAY", "SHARD_COUNT",
                                                      "SHARD_IDS")}
    problems = []
    guild = None
    if env["DEV_GUILD_ID"]:
        if env["DEV_GUILD_ID"].isdigit() and len(env["DEV_GUILD_ID"]) <= 20:
            guild = int(env["DEV_GUILD_ID"])
        else:
            problems.append(f"DEV_GUILD_ID must be a server id (digits only), not {env['DEV_GUILD_ID']!r}")
    level = env["LOG_LEVEL"].upper() or "INFO"
    if level not in LOG_LEVELS:
        problems.append(f"LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, not {env['LOG_LEVEL']!r}")
    delay = 1.5
    if env["AI_DELAY"]:
        try:
            delay = float(env["AI_DELAY"])
            if not 0 <= delay <= 60:
                raise ValueError
        except ValueError:
            problems.append(f"AI_DELAY must be a number of seconds from 0 to 60, not {env['AI_DELAY']!r}")
    shard_count, shard_ids = _shards(env["SHARD_COUNT"], env["SHARD_IDS"], problems)
    if problems:
        raise SettingsError("\n".join(problems))
    return Settings(token=env["DISCORD_TOKEN"] or None, database_url=env["DATABASE_URL"] or DEFAULT_DATABASE_URL,
                    dev_guild_id=guild, log_level=level, ai_delay=delay, shard_count=shard_count, shard_ids=shard_ids)


MAX_SHARDS = 4096


def _shards(count_text: str, ids_text: str, problems: list[str]) -> tuple[int | None, list[int] | None]:
    """SHARD_COUNT (shards in all, over every process) and SHARD_IDS (this process's, e.g. ``0,1``)."""
    count = None
    if count_text:
        if count_text.isdigit() and 1 <= int(count_text) <= MAX_SHARDS:
            count = int(count_text)
        else:
            problems.append(f"SHARD_COUNT must be a whole number from 1 to {MAX_SHARDS}, not {count_text!r}")
            return None, None
    if not ids_text:
        return count, None
    parts = [p.strip() for p in ids_text.replace(" ", ",").split(",") if p.strip()]
    if count is None:
        problems.append("SHARD_IDS needs SHARD_COUNT (the number of shards over all processes)")
        return None, None
    if not parts or not all(p.isdigit() and int(p) < count for p in parts) or len(set(parts)) != len(parts):
        problems.append(f"SHARD_IDS must list different shard numbers from 0 to {count - 1} "
                        f"(e.g. 0,1), not {ids_text!r}")
        return None, None
    return count, sorted(int(p) for p in parts)


def async_url(url: str) -> str:
    """Accept a plain SQLAlchemy URL and pick the async driver for it (sqlite -> aiosqlite)."""
    if url.startswith("sqlite://"):
        return "sqlite+aiosqlite://" + url[len("sqlite://"):]
    if url.startswith("postgresql://"):
        return "postgresql+asyncpg://" + url[len("postgresql://"):]
    return url
