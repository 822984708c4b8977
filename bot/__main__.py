"""``python -m bot`` runs the bot; ``python -m bot --console`` plays offline in this terminal;
``python -m bot db upgrade`` brings the database's schema up to date (the migrate step of a deployment).
"""

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


def db_main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot db", description="Manage Meeple's database schema.")
    parser.add_argument("action", choices=["upgrade", "current"],
                        help="upgrade: apply every pending migration; current: print the schema's revision")
    parser.add_argument("--database", help="database URL (default: DATABASE_URL, or a local SQLite file)")
    parser.add_argument("--lang", choices=["en", "fr"], default="en",
                        help="console: the language everyone at the console speaks at first (type 'lang fr' to change)")
    parser.add_argument("--pictures", metavar="DIR",
                        help="console: the folder board and hand pictures are written to (default: a temp folder)")
    args = parser.parse_args(argv)
    try:
        settings = load_settings()
    except SettingsError as exc:
        print(f"Meeple cannot start: a setting is not valid.\n{exc}", file=sys.stderr)
        return 2
    from .store import migrations
    from .store.db import Database

    async def run() -> int:
        db = Database(args.database or settings.database_url)
        try:
            if args.action == "upgrade":
                before, after = await migrations.upgrade(db.url)
                print(f"database schema: {before or 'none'} -> {after}" if before != after
                      else f"database schema already at {after}")
            else:
                async with db.engine.connect() as conn:
                    rev = await conn.run_sync(migrations.current)
                print(f"database schema: {rev or 'none'} (this version of Meeple needs {migrations.head()})")
        finally:
            await db.close()
        return 0

    return asyncio.run(run())


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["db"]:
        return db_main(argv[1:])
    parser = argparse.ArgumentParser(prog="python -m bot", description="Meeple, board games in Discord.")
    parser.add_argument("--console", action="store_true",
                        help="play offline in this terminal against an in-process fake Discord (no token needed)")
    parser.add_argument("--database", help="database URL (default: DATABASE_URL, or a local SQLite file)")
    parser.add_argument("--lang", choices=["en", "fr"], default="en",
                        help="console: the language everyone at the console speaks at first (type 'lang fr' to change)")
    parser.add_argument("--pictures", metavar="DIR",
                        help="console: the folder board and hand pictures are written to (default: a temp folder)")
    args = parser.parse_args(argv)
    try:
        settings = load_settings()
    except SettingsError as exc:
        print(f"Meeple cannot start: a setting is not valid.\n{exc}", file=sys.stderr)
        return 2
    logging.basicConfig(level=getattr(logging, settings.log_level, logging.INFO),
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.getLogger("alembic").setLevel(logging.WARNING)  # its plugin set-up lines are noise at every start
    database = args.database or settings.database_url
    if args.console:
        from .console import run_console

        logging.getLogger().setLevel(logging.WARNING)
        return asyncio.run(run_console(args.database or "sqlite+aiosqlite:///meeple-console.db", lang=args.lang,
                                       pictures=args.pictures))
    if not settings.token:
        print(NO_TOKEN, file=sys.stderr)
        return 2
    from .store.migrations import SchemaError
    from .ui.shutdown import serve
    from .ui.startup import check_database, explain
    from .wiring import create_bot

    try:
        asyncio.run(check_database(database))  # a database problem is never reported as a Discord one
        bot = create_bot(database, ai_delay=settings.ai_delay, dev_guild_id=settings.dev_guild_id,
                         shard_count=settings.shard_count, shard_ids=settings.shard_ids)
        asyncio.run(serve(bot, settings.token))  # SIGTERM (docker stop): finish in-flight moves, then close
    except SchemaError as exc:
        print(f"Meeple cannot start: {exc}", file=sys.stderr)
        return 2
    except Exception as exc:  # noqa: BLE001 - database, token or network: say which, plainly
        print(explain(exc, database), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
