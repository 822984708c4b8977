"""The Meeple Discord application, in layers (docs/architecture.md): ``bot.ui`` (Discord-facing), ``bot.play``
(the game service) and ``bot.store`` (storage), with settings, i18n, the replay checker and the offline
harness beside them.

``MeepleBot`` and ``create_bot`` are loaded on first use, so that tools such as ``python -m bot.replay``
do not import discord.py and the whole bot to start."""

__all__ = ["MeepleBot", "create_bot"]


def __getattr__(name: str):
    if name == "MeepleBot":
        from .ui.app import MeepleBot

        return MeepleBot
    if name == "create_bot":
        from .wiring import create_bot

        return create_bot
    raise AttributeError(f"module 'bot' has no attribute {name!r}")
