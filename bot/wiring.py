"""Putting the bot together: the Discord-facing layer (``bot.ui``) with the cogs and components it is handed.

``bot.ui`` never imports ``cogs`` (tests/test_layers.py): the cogs call the table, and the table builds
components through the factory given here.
"""

from __future__ import annotations

from .ui.app import MeepleBot


def create_bot(database_url: str, **kwargs) -> MeepleBot:
    """A bot ready to ``login``; ``database_url`` is any SQLAlchemy URL (sqlite is made async)."""
    from cogs.components import Items
    from cogs.games import Games

    return MeepleBot(database_url, items=Items, cogs=(Games,), **kwargs)
