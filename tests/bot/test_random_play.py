"""Random users play every registered game through the real bot, as people would (and as people should not).

Several users click whatever they can see (buttons and selects of new and old messages, other players'
boards), type `/move` from autocomplete and with garbage, until the game ends. Checked: nothing is logged
as an error and every interaction is acknowledged exactly once (the harness fixture), the game finishes,
seed + log replays to the stored state, and no seat's private text reaches anyone else.
"""

import random
import re

import pytest

from bot.play.service import replay
from engine import Event, registry

from .helpers import current, latest_with_moves

GARBAGE = ("", "zzz", "x" * 300, "123456789012345678901234:abc", "1:", ":", "1:a b", "☃", "@everyone",
           "n'importe quoi", "0:" + "y" * 64)
RANDOM_STEPS = 80  # clicks of anything visible; then one player plays on against the AI seats
MIN_LINE = 12  # shorter private lines ("• Guard") may well stand on the board too


def _private_and_public_lines(game, states, names, seats):
    """Over the whole game: per seat, the lines of its private text that no public board ever showed and no
    other seat's private text showed at the same moment (those may legitimately stand elsewhere)."""
    public, private = set(), {s: set() for s in seats}
    for state in states:
        public |= {x.strip() for x in game.board_text(game.view(state, None), "en", names).splitlines()}
        texts = {s: (game.private_text(game.view(state, s), "en", names) or "").splitlines() for s in seats}
        for s, lines in texts.items():
            others = {x for o, ls in texts.items() if o != s for x in ls}
            private[s] |= {x.strip() for x in lines if len(x.strip()) >= MIN_LINE and x not in others}
    return {s: lines - public for s, lines in private.items()}


def _visible(h, user):
    return [m for m in h.visible_to(user) if m.buttons() or m.selects()]


async def _random_interaction(h, rng, users, row):
    user = rng.choice(users)
    roll = rng.random()
    if roll < 0.06:
        await h.slash(user, "move", move=rng.choice(GARBAGE))
        return
    if roll < 0.16:
        choices = await h.autocomplete(user, "move", "move", rng.choice(("", "a", "e")))
        if choices:
            await h.slash(user, "move", move=rng.choice(choices)["value"])
        return
    if roll < 0.2:
        await h.click(user, h.board(), custom_id=f"mp:m:{row.id}:{row.version}:{rng.choice(GARBAGE[1:3])}")
        return
    messages = _visible(h, user)
    if not messages:
        return
    message = messages[-1] if rng.random() < 0.75 else rng.choice(messages)  # mostly the newest
    await _click_any(h, rng, user, message)


async def _click_any(h, rng, user, message):
    options = [(s, o) for s in message.selects() for o in s["options"]]
    buttons = message.buttons()
    if options and (not buttons or rng.random() < 0.6):
        select, option = rng.choice(options)
        await h.choose(user, message, option["value"], custom_id=select["custom_id"])
    elif buttons:
        await h.click(user, message, custom_id=rng.choice(buttons)["custom_id"])


async def _play_on(h, rng, users):
    """Whoever must act clicks a choice in their newest message (no Undo, no Back), until the game ends."""
    for _ in range(6000):
        row = await current(h)
        if row.status != "running":
            return row
        game = registry.get(row.game)
        state = game.load(row.state)
        due = [s for s in game.required_seats(state) if not row.seats[s].get("ai")]
        if not due:
            await h.settle()
            continue
        seat = rng.choice(due)
        user = next((u for u in users if u.id == row.seats[seat]["user_id"]), None)
        assert user is not None, (row.seats, due, [u.id for u in users])
        message = latest_with_moves(h, user)
        assert message is not None, f"{row.game}: {user.name} must act but has no choices"
        buttons = [b for b in message.buttons() if b["custom_id"].startswith(("mp:m:", "mp:g:", "mp:p:"))
                   and not b.get("emoji")]
        options = [(s, o) for s in message.selects() for o in s["options"]]
        if options and (not buttons or rng.random() < 0.7):
            select, option = rng.choice(options)
            await h.choose(user, message, option["value"], custom_id=select["custom_id"])
        else:
            await h.click(user, message, custom_id=rng.choice(buttons)["custom_id"])
    raise AssertionError("the game did not finish")


def _check_no_leak(h, users, private, events_by_seat):
    """A seat's private facts appear only in what that seat's user sees."""
    channel = [r for m in h.channel_messages() for r in m.revisions]
    for seat, lines in private.items():
        owner = users[seat]
        for text in channel:
            shown = {x.strip() for x in text.splitlines()}
            leaked = lines & shown
            assert not leaked, f"seat {seat}'s private text in the channel: {sorted(leaked)[:3]}"
        for user in users:
            if user is owner:
                continue
            seen = [r for m in [*h.dms(user), *h.ephemerals(user)] for r in m.revisions]
            mine = events_by_seat.get(users.index(user), set())
            for text in seen:
                assert f"your view (seat {seat + 1})" not in text, f"seat {seat}'s view shown to {user.name}"
                for line in events_by_seat.get(seat, set()) - mine:
                    # as a line of its own, as logs show events: a private "Your hand: 🟧 1" is not leaked by
                    # one's own "Your hand: 🟧 10 · …" that merely starts with the same characters
                    assert not re.search(rf"(?m)^\s*{re.escape(line)}\s*$", text), \
                        f"seat {seat}'s private event shown to {user.name}: {line}"


@pytest.mark.parametrize("game_id", sorted(registry.games()))
async def test_random_users_play_every_game_to_the_end(harness, game_id):
    h = harness
    game = registry.get(game_id)
    rng = random.Random(f"random-play:{game_id}")
    humans = min(2, game.max_players)
    users = [h.user(f"player{i}") for i in range(humans)]
    await h.slash(users[0], "play", game=game_id)
    for u in users[1:]:
        await h.click(u, h.board(), "Join")
    for _ in range(max(0, game.min_players - humans)):
        await h.click(users[0], h.board(), "Add AI")
    await h.click(users[1 % humans], h.board(), "Start")  # not the host: refused politely
    await h.click(users[0], h.board(), "Start")
    row = await current(h)
    assert row.status == "running"
    names = [s["name"] for s in row.seats]
    for _ in range(RANDOM_STEPS):
        row = await current(h)
        if row.status != "running":
            break
        await _random_interaction(h, rng, users, row)
    for user in users[1:]:  # the others hand their seats to AIs (a long game then ends in reasonable time)
        if (await current(h)).status == "running":
            await h.slash(user, "leave")
    row = await _play_on(h, rng, users)
    assert row.status == "finished", f"{game_id} ended as {row.status}"
    moves = await h.bot.service.all_moves(row.id)
    states = replay(game, row, moves)
    assert game.dump(states[-1]) == row.state
    private = _private_and_public_lines(game, states, names, list(range(humans)))
    public_texts = set()
    events_by_seat: dict[int, set] = {}
    for m in moves:
        for e in m.events:
            text = game.event_text(Event.from_dict(e), "en", names)
            if not text:
                continue
            if e.get("to") is None:
                public_texts.add(text)
            else:
                for s in e["to"]:
                    events_by_seat.setdefault(s, set()).add(text)
    events_by_seat = {s: lines - public_texts for s, lines in events_by_seat.items()}
    _check_no_leak(h, users, private, events_by_seat)
