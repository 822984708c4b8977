"""Console mode: names bound to stable users, arguments checked with a usage line, apostrophes, no voice noise."""

import io
import logging

import discord

from bot.console import Console, run_console, split_words, user_id_for
from bot.harness.driver import Harness


def url(tmp_path, name="c.db"):
    return f"sqlite+aiosqlite:///{tmp_path / name}"


async def session(database_url, lines):
    """One console session (a new bot process) on ``database_url``: returns the harness and what it printed.

    The harness is stopped before returning; its fake Discord still holds every message."""
    h = Harness(database_url)
    await h.start()
    out = io.StringIO()
    console = Console(h, out)
    try:
        for line in lines:
            await console.handle(line)
        errors = list(h.errors)
    finally:
        await h.stop()
    return h, out.getvalue(), errors


async def test_a_name_is_the_same_user_after_a_restart(tmp_path):
    """bob typing first in the second session still gets bob's seat, and a newcomer gets nobody's."""
    db = url(tmp_path)
    h1, text1, errors1 = await session(db, ["alice: /play loveletter", "bob: join", "alice: start", "bob: /hand"])
    assert not errors1 and "?? " not in text1
    bob_hand = h1.last_ephemeral("bob").text()
    assert bob_hand
    # the second session meets the names in another order: bob, then carol, then alice
    h2, text2, errors2 = await session(db, ["bob: /hand", "carol: /hand", "alice: /hand"])
    assert not errors2 and "?? " not in text2
    assert h2.user("bob").id == h1.user("bob").id == user_id_for("bob")
    assert h2.user("alice").id == h1.user("alice").id == user_id_for("alice")
    assert h2.last_ephemeral("bob").text() == bob_hand
    assert h2.last_ephemeral("alice").text() != bob_hand
    carol = h2.last_ephemeral("carol").text()
    assert carol not in (bob_hand, h2.last_ephemeral("alice").text())
    # the ids cannot meet the fake Discord's own (bot/guild/channel ids, its message and DM-channel counter)
    for name in ("alice", "bob", "carol", "n'importe", "Émile"):
        assert 10**15 <= user_id_for(name) < 2 * 10**15
    assert user_id_for("alice") != user_id_for("bob")


async def test_missing_or_bad_arguments_print_a_usage_line(tmp_path):
    lines = ["alice: /play", "alice: /move", "alice: /replay", "alice: /replay abc", "alice: /leaderboard",
             "alice: /hand extra", "alice: /play loveletter timeout=soon", "alice: /history colour=red",
             "alice: /nosuch", "alice: /"]
    h, text, errors = await session(url(tmp_path), lines)
    assert not errors, [r.getMessage() for r in errors]
    assert "Traceback" not in text and "went wrong" not in text
    complaints = [line for line in text.splitlines() if line.startswith("  ?? ")]
    assert len(complaints) == len(lines), text
    assert "/play GAME" in complaints[0] and "/move TEXT" in complaints[1]
    assert "/replay N" in complaints[2] and "whole number" in complaints[3]
    assert "/leaderboard GAME" in complaints[4] and "/hand" in complaints[5]
    assert "timeout" in complaints[6] and "colour" in complaints[7]
    assert "no command /nosuch" in complaints[8] and "after '/'" in complaints[9]
    # and the well-formed commands still reach the bot
    h, text, errors = await session(url(tmp_path), ["alice: /replay 1", "alice: /stats user=bob", "alice: /games"])
    assert not errors and "?? " not in text and "Games I can run" in text and "bob" in text


async def test_apostrophes_are_letters_and_double_quotes_group(tmp_path):
    assert split_words("move n'importe quoi") == ["move", "n'importe", "quoi"]
    assert split_words("move l'arbre et l'eau") == ["move", "l'arbre", "et", "l'eau"]
    assert split_words('play "love letter" x') == ["play", "love letter", "x"]
    assert split_words('move "unclosed quote') == ["move", '"unclosed', "quote"]
    h = Harness(url(tmp_path))
    await h.start()
    sent = []
    slash = h.slash

    async def spy(user, name, **options):
        sent.append((name, options))
        return await slash(user, name, **options)

    h.slash = spy
    out = io.StringIO()
    console = Console(h, out)
    try:
        for line in ("alice: /play loveletter", "bob: join", "alice: start", "alice: /move n'importe quoi",
                     "bob: /move l'arbre et l'eau"):
            await console.handle(line)
        assert not h.errors
    finally:
        await h.stop()
    assert ("move", {"move": "n'importe quoi"}) in sent
    assert ("move", {"move": "l'arbre et l'eau"}) in sent
    assert "?? " not in out.getvalue() and "Quotation" not in out.getvalue()


async def test_no_voice_warnings_in_console_mode(tmp_path, caplog, monkeypatch):
    # discord.py warns once per process; pretend this process has not warned yet
    monkeypatch.setattr(discord.VoiceClient, "warn_nacl", True)
    monkeypatch.setattr(discord.VoiceClient, "warn_dave", True)
    caplog.set_level(logging.WARNING)
    out = io.StringIO()
    assert await run_console(url(tmp_path), lines=["alice: /games", "quit"], out=out, ai_delay=0) == 0
    assert "Games I can run" in out.getvalue()
    assert "voice will NOT be supported" not in caplog.text
    assert "not installed" not in caplog.text
