"""``python -m bot`` runs the bot; ``python -m bot --console`` plays offline in this terminal."""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys

from .settings import SettingsError, load_settings

NO_TOKEN = """\
Meeple needs a Discord bot token to connect to Discord, and none was found.

  1. Create an application at https://discord.com/developers/applications,
     open "Bot", press "Reset Token" and copy the token.
  2. Put it in a file named .env next to this project:   DISCORD_TOKEN=your-token-here
     (or export DISCORD_TOKEN in your shell), then run `python -m bot` again.

To try Meeple right now without Discord, run:   python -m bot --console
"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot", description="Meeple, board games in Discord.")
    parser.add_argument("--console", action="store_true",
                        help="play offline in this terminal against an in-process fake Discord (no token needed)")
    parser.add_argument("--database", help="database URL (default: DATABASE_URL, or a local SQLite file)")
    args = parser.parse_args(argv)
    try:
        settings = load_settings()
    except SettingsError as exc:
        print(f"Meeple cannot start: a setting is not valid.\n{exc}", file=sys.stderr)
        return 2
    logging.basicConfig(level=getattr(logging, settings.log_level, logging.INFO),
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    database = args.database or settings.database_url
    if args.console:
        from .console import run_console

        logging.getLogger().setLevel(logging.WARNING)
        return asyncio.run(run_console(args.database or "sqlite+aiosqlite:///meeple-console.db"))
    if not settings.token:
        print(NO_TOKEN, file=sys.stderr)
        return 2
    from .app import create_bot
    from .startup import check_database, explain

    try:
        asyncio.run(check_database(database))  # a database problem is never reported as a Discord one
        bot = create_bot(database, ai_delay=settings.ai_delay, dev_guild_id=settings.dev_guild_id)
        bot.run(settings.token, log_handler=None)
    except Exception as exc:  # noqa: BLE001 - database, token or network: say which, plainly
        print(explain(exc, database), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
