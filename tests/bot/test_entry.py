"""Entry points: `python -m bot` without a token, `create_bot`, the console mode."""

import io
import os
import subprocess
import sys

import pytest

from bot import create_bot
from bot.console import Console, run_console
from bot.harness.driver import Harness


def test_no_token_explains_and_exits_nonzero(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    proc = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, env={**env, "PYTHONPATH": os.getcwd()},
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode != 0
    assert "DISCORD_TOKEN" in proc.stderr and "--console" in proc.stderr
    assert "Traceback" not in proc.stderr + proc.stdout


def test_create_bot_is_a_sharded_commands_bot(tmp_path):
    from discord.ext import commands

    bot = create_bot(f"sqlite:///{tmp_path / 'x.db'}")
    assert isinstance(bot, commands.AutoShardedBot)
    assert bot.db.url.startswith("sqlite+aiosqlite://")
    assert bot.shard_count is None and bot.ownership.mine == {0}  # one process: every game is its own
    bot = create_bot(f"sqlite:///{tmp_path / 'x.db'}", shard_count=4, shard_ids=[1, 3])
    assert (bot.shard_count, bot.shard_ids) == (4, [1, 3]) and bot.ownership.mine == {1, 3}


async def test_console_plays_a_whole_game_against_ai(tmp_path):
    """A person alone in the console: lobby, one AI, then clicking numbered choices until the end."""
    h = Harness(f"sqlite+aiosqlite:///{tmp_path / 'c.db'}")
    await h.start()
    out = io.StringIO()
    console = Console(h, out)
    try:
        for line in ("alice: /play loveletter", "alice: add ai", "alice: start"):
            await console.handle(line)
        for _ in range(400):
            row = await h.bot.service.get(1)
            if row.status != "running":
                break
            number = next((n for n, (m, c, _v) in console.choices.items()
                           if m.dm_of == h.user("alice").id and c.get("custom_id", "").startswith(("mp:m:", "mp:g:"))),
                          None)
            if number is None:
                await console.handle("show alice")
                continue
            await console.handle(f"alice: {number}")
        assert (await h.bot.service.get(1)).status == "finished"
    finally:
        await h.stop()
    text = out.getvalue()
    assert "[DM to alice]" in text and "Winners" in text
    assert "?? " not in text


async def test_console_script_and_bad_input(tmp_path):
    out = io.StringIO()
    lines = ["help", "nobody", "alice: /games", "alice: 99", "alice: fly", "quit"]
    assert await run_console(f"sqlite+aiosqlite:///{tmp_path / 'd.db'}", lines=lines, out=out, ai_delay=0) == 0
    text = out.getvalue()
    assert "Say who acts" in text and "Games I can run" in text
    assert "no choice 99" in text and "no button 'fly'" in text


def test_bad_settings_are_named_one_by_one(tmp_path):
    """AI_DELAY=abc, DEV_GUILD_ID=abc and LOG_LEVEL=LOUD each get a clear line, not a traceback."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN",)}
    env.update(AI_DELAY="abc", DEV_GUILD_ID="abc", LOG_LEVEL="LOUD", PYTHONPATH=os.getcwd())
    proc = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=60)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    for name in ("AI_DELAY", "DEV_GUILD_ID", "LOG_LEVEL"):
        assert name in proc.stderr


def test_dotenv_is_read_from_the_working_directory(tmp_path, monkeypatch):
    from bot.settings import load_settings

    (tmp_path / ".env").write_text("AI_DELAY=0.25\n")
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("AI_DELAY", raising=False)
    assert load_settings().ai_delay == 0.25


def test_shard_settings_are_checked(monkeypatch, tmp_path):
    from bot.settings import SettingsError, load_settings

    monkeypatch.chdir(tmp_path)
    for count, ids, named in (("abc", "", "SHARD_COUNT"), ("0", "", "SHARD_COUNT"), ("", "0", "SHARD_IDS needs"),
                              ("2", "2", "SHARD_IDS"), ("2", "1,1", "SHARD_IDS"), ("2", "x", "SHARD_IDS")):
        monkeypatch.setenv("SHARD_COUNT", count)
        monkeypatch.setenv("SHARD_IDS", ids)
        with pytest.raises(SettingsError, match=named):
            load_settings()
    monkeypatch.setenv("SHARD_COUNT", "4")
    monkeypatch.setenv("SHARD_IDS", "3, 1")
    settings = load_settings()
    assert (settings.shard_count, settings.shard_ids) == (4, [1, 3])


def test_unwritable_database_is_reported_as_a_database_problem(tmp_path):
    """A database the bot cannot open is named as such before any attempt to reach Discord."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN", "DATABASE_URL")}
    env.update(DISCORD_TOKEN="not-a-real-token", PYTHONPATH=os.getcwd(),
               DATABASE_URL=f"sqlite+aiosqlite:///{tmp_path}/missing-folder/meeple.db")
    proc = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=60)
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    assert "could not open its database" in proc.stderr and "missing-folder" in proc.stderr
    assert "Discord" not in proc.stderr.split("\n")[0]


def test_start_errors_are_told_for_what_they_are():
    """Token, network, missing driver and anything else each get their own explanation."""
    import aiohttp
    import discord

    from bot.ui.startup import explain, safe_url

    url = "postgresql+asyncpg://meeple:secret@db/meeple"
    assert "secret" not in safe_url(url)
    assert "refused the token" in explain(discord.LoginFailure("Improper token"), url)
    try:
        raise aiohttp.ClientConnectionError("Cannot connect to host discord.com")
    except aiohttp.ClientConnectionError as exc:
        assert "could not reach Discord" in explain(exc, url)
    missing = ModuleNotFoundError("No module named 'asyncpg'", name="asyncpg")
    told = explain(missing, url)
    assert "database" in told and "asyncpg" in told and "secret" not in told
    assert "ValueError" in explain(ValueError("odd"), url)
