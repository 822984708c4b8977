"""The Meeple Discord application: settings, database, game service, rendering, i18n, offline harness."""

from .app import MeepleBot, create_bot

__all__ = ["MeepleBot", "create_bot"]
