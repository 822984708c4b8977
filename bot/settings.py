"""Settings from the environment, with `.env` loaded by python-dotenv."""

from __future__ import annotations

import os
from dataclasses import dataclass

from dotenv import load_dotenv

DEFAULT_DATABASE_URL = "sqlite+aiosqlite:///meeple.db"


@dataclass(frozen=True)
class Settings:
    token: str | None
    database_url: str
    dev_guild_id: int | None
    log_level: str
    ai_delay: float  # seconds an AI seat waits before playing, so humans can follow


def load_settings() -> Settings:
    load_dotenv()
    guild = os.environ.get("DEV_GUILD_ID", "").strip()
    return Settings(
        token=os.environ.get("DISCORD_TOKEN", "").strip() or None,
        database_url=os.environ.get("DATABASE_URL", "").strip() or DEFAULT_DATABASE_URL,
        dev_guild_id=int(guild) if guild.isdigit() else None,
        log_level=os.environ.get("LOG_LEVEL", "INFO").strip().upper() or "INFO",
        ai_delay=float(os.environ.get("AI_DELAY", "1.5") or 1.5),
    )


def async_url(url: str) -> str:
    """Accept a plain SQLAlchemy URL and pick the async driver for it (sqlite -> aiosqlite)."""
    if url.startswith("sqlite://"):
        return "sqlite+aiosqlite://" + url[len("sqlite://"):]
    if url.startswith("postgresql://"):
        return "postgresql+asyncpg://" + url[len("postgresql://"):]
    return url
