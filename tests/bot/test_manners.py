"""Table manners through the real bot and the fake Discord: turn timers (fake clock, no sleeping), undo,
history, replay, stats, spectators, settings."""

import asyncio
import io
import json
import random

from sqlmodel import select

from bot.console import Console
from bot.replay import verify
from bot.store import movelog
from bot.store.db import MoveLogRow, MoveRow, SeatClockRow, StatRow

from .helpers import abandon, current, latest_with_moves, start, state_of
from .test_flow import play_out


async def _actor(h, users):
    row = await current(h)
    game, state = state_of(row)
    seat = game.to_act(state)[0]
    return row, seat, users[seat]


async def _play_first_move(h, user):
    """``user`` clicks through their newest choices until one move is played."""
    row = await current(h)
    for _ in range(5):
        message = latest_with_moves(h, user)
        first = next(b for b in message.buttons() if b["custom_id"].startswith(("mp:m:", "mp:g:")))
        await h.click(user, message, custom_id=first["custom_id"])
        if (await current(h)).version != row.version:
            return
    raise AssertionError("no move was played")


def _says(h, text):
    return [m for m in h.channel_messages() if text in m.text()]


# ---------------------------------------------------------------------- timers
async def test_settings_need_manage_server_and_bound_play(harness):
    h = harness
    boss, alice = h.user("boss"), h.user("alice")
    boss.manage_guild = True
    await h.slash(alice, "settings", turn_timeout=10)
    assert "Manage Server" in h.last_ephemeral(alice).text()
    await h.slash(alice, "settings")  # anyone may read them
    assert "Turn timer for new games: none" in h.last_ephemeral(alice).text()
    await h.slash(boss, "settings", turn_timeout=10, max_timeouts=2, longest_timeout=60)
    assert "10 min" in h.last_ephemeral(boss).text() and "60 min" in h.last_ephemeral(boss).text()
    await h.slash(alice, "play", game="loveletter", timeout=61)  # over the server's longest
    assert "between 0 (no timer) and 60 minutes" in h.last_ephemeral(alice).text()
    assert await h.bot.service.active_in_channel(3000) is None
    await h.slash(alice, "play", game="loveletter")
    assert "10 min per turn" in h.board().text()
    fr = h.user("zoe", locale="fr")
    await h.slash(fr, "settings")
    assert "Minuteur des nouvelles parties : 10 min" in h.last_ephemeral(fr).text()


async def test_timer_reminds_plays_for_the_seat_then_hands_it_to_an_ai(harness):
    h = harness
    boss, alice, bob = h.user("boss"), h.user("alice"), h.user("bob")
    h.bot.service._seed = lambda: 7  # a deal where the other player's first move does not end the round
    boss.manage_guild = True
    await h.slash(boss, "settings", turn_timeout=10, max_timeouts=2)
    await start(h, alice, others=(bob,))
    users = (alice, bob)
    row, seat, late = await _actor(h, users)
    other = users[1 - seat]
    assert await h.tick(minutes=4) == 0
    await h.tick(minutes=1)  # half time: one reminder, with the board link
    reminders = _says(h, "half of your time is gone")
    assert len(reminders) == 1 and f"<@{late.id}>" in reminders[0].content
    assert f"/3000/{row.board_message_id}" in reminders[0].content
    await h.tick(minutes=1)
    assert len(_says(h, "half of your time is gone")) == 1  # never twice
    assert (await current(h)).version == row.version
    await h.tick(minutes=4)  # the deadline: a random legal move is played for the seat
    after = await current(h)
    assert after.version == row.version + 1
    moves = await h.bot.service.all_moves(row.id)
    assert moves[-1].seat == seat and moves[-1].user_id is None
    assert len(_says(h, "ran out of time: I played for them")) == 1
    await h.tick(minutes=9)
    assert (await current(h)).version == after.version  # the other player's clock started afresh...
    row, seat2, now_due = await _actor(h, users)
    assert now_due is other
    await _play_first_move(h, other)  # ...and they play in time
    row, seat3, due = await _actor(h, users)
    assert due is late
    await h.tick(minutes=10)  # second timeout in a row: an AI takes the seat for the rest of the game
    row = await current(h)
    assert row.seats[seat]["ai"] and not row.seats[1 - seat]["ai"]
    assert len(_says(h, "2 turns in a row; an AI plays their seat")) == 1
    # the AI has played its turns: the human left is due, and their timer still runs
    row, _, due = await _actor(h, users)
    assert due is other and row.status == "running"


async def test_timer_survives_a_restart_and_never_acts_on_an_ended_game(harness):
    h = harness
    alice, bob = h.user("alice"), h.user("bob")
    await h.slash(alice, "play", game="loveletter", timeout=20)
    await h.click(bob, h.board(), "Join")
    await h.click(alice, h.board(), "Start")
    row = await current(h)
    await h.tick(minutes=15)
    await h.restart()  # a new bot process: deadlines come from the database
    async with h.bot.db.session() as s:
        clocks = [c for c in (await s.exec(select(SeatClockRow))).all() if c.due_at]
    game, state = state_of(row)
    assert [(c.seat, c.version, c.reminded) for c in clocks] == [(game.to_act(state)[0], row.version, True)]
    await h.tick(minutes=6)
    assert (await current(h)).version == row.version + 1
    await abandon(h, alice)
    row = await current(h)
    assert row.status == "abandoned"
    before = len(h.channel_messages())
    await h.tick(minutes=500)
    assert (await current(h)).version == row.version and len(h.channel_messages()) == before


async def test_a_due_timer_acts_once_even_when_run_twice_at_once(harness):
    h = harness
    alice, bob = h.user("alice"), h.user("bob")
    await h.slash(alice, "play", game="loveletter", timeout=5)
    await h.click(bob, h.board(), "Join")
    await h.click(alice, h.board(), "Start")
    row = await current(h)
    h.clock.advance(minutes=5)
    await asyncio.gather(h.bot.timers.run_due(), h.bot.timers.run_due())
    await h.settle()
    assert (await current(h)).version == row.version + 1
    assert len(_says(h, "ran out of time")) == 1


async def test_no_timer_by_default(harness):
    h = harness
    row = await start(h, "alice", others=("bob",))
    assert await h.tick(days=30) == 0
    assert (await current(h)).version == row.version


# ---------------------------------------------------------------------- undo
async def test_undo_refused_in_love_letter(harness):
    """Every Love Letter move passes the turn and deals the next player a card: never undoable."""
    h = harness
    alice, bob = h.user("alice"), h.user("bob")
    await start(h, alice, others=(bob,))
    row, seat, actor = await _actor(h, (alice, bob))
    await _play_first_move(h, actor)
    assert not any(b.get("label") == "Undo" for m in h.dms(actor) + h.ephemerals(actor) for b in m.buttons())
    await h.slash(actor, "undo")
    assert "can't take that back" in h.last_ephemeral(actor).text()
    after = await current(h)
    await h.click(actor, h.dms(actor)[-1], custom_id=f"mp:u:{row.id}:{after.version}")  # a forged Undo
    assert "can't take that back" in h.last_ephemeral(actor).text()
    assert (await current(h)).version == after.version and (await current(h)).state == after.state


async def test_undo_allowed_in_pandemic_then_refused(harness):
    """Moving a pawn draws nothing and reveals nothing: the player may take it back (button or /undo)."""
    h = harness
    alice, bob = h.user("alice"), h.user("bob")
    h.bot.service._seed = lambda: 8  # a deal where driving away leaves nobody else a decision to make
    row = await start(h, alice, game="pandemic", others=(bob,))
    game, state = state_of(row)
    seat = game.to_act(state)[0]
    actor, other = (alice, bob) if seat == 0 else (bob, alice)
    # a pawn move the game itself allows to take back (a Medic, say, may reveal nothing either)
    drive = next(m.id for m in game.legal_moves(state, seat)
                 if m.id.startswith("drive:") and game.undoable(state, seat, m, *game.apply(state, seat, m.id)))
    await h.slash(actor, "move", move=f"{row.version}:{drive}")
    panel = h.last_ephemeral(actor)
    undo = next(b for b in panel.buttons() if b["custom_id"] == f"mp:u:{row.id}:{row.version + 1}")
    await h.slash(other, "undo")  # not their move
    assert "not your" in h.last_ephemeral(other).text() or "can't take" in h.last_ephemeral(other).text()
    await h.click(actor, panel, custom_id=undo["custom_id"])
    after = await current(h)
    assert after.version == row.version + 2 and after.state == row.state
    assert "You took back" in panel.text()
    assert _says(h, "took back their last move")
    assert await h.bot.service.all_moves(row.id) == []
    # seed + logged moves still rebuild the stored state
    assert game.dump(game.setup(len(after.seats), after.seed, after.options)) == after.state
    await h.click(actor, panel, custom_id=undo["custom_id"])  # the same button again
    assert "earlier moment" in h.last_ephemeral(actor).text()
    await h.slash(actor, "undo")  # nothing of theirs left to take back
    assert "can't take that back" in h.last_ephemeral(actor).text()
    await h.slash(actor, "history")
    assert "took back a move" in h.last_ephemeral(actor).text()
    # play on, then check the log still replays to the stored state
    await h.slash(actor, "move", move=f"{after.version}:{drive}")
    row = await current(h)
    state = game.setup(len(row.seats), row.seed, row.options)
    for m in await h.bot.service.all_moves(row.id):
        state, _ = game.apply(state, m.seat, m.move_id)
    assert game.dump(state) == row.state


# ---------------------------------------------------------------------- history and spectators
async def test_history_shows_public_events_and_only_my_private_ones(harness):
    h = harness
    alice, bob, carol, eve = h.user("alice"), h.user("bob"), h.user("carol"), h.user("eve")
    row = await start(h, alice, others=(bob, carol))
    game, state = state_of(row)
    seat = game.to_act(state)[0]
    users = (alice, bob, carol)
    target = (seat + 1) % 3
    state["hands"][seat] = ["priest", "guard"]
    state["hands"][target] = ["countess"]
    await h.bot.service.set_message(row.id, state=game.dump(state))
    await h.click(users[seat], h.dms(users[seat])[-1], custom_id=f"mp:m:{row.id}:{row.version}:priest:{target}")
    public = f"{users[seat].name} plays Priest on {users[target].name}"
    peek = "holds the **Countess**"
    await h.slash(users[seat], "history")
    mine = h.last_ephemeral(users[seat]).text()
    assert public in mine and peek in mine and "Page 1/1" in mine
    for viewer in (users[target], eve):  # another player, a spectator
        await h.slash(viewer, "history")
        text = h.last_ephemeral(viewer).text()
        assert public in text and peek not in text
    # spectators: /board shows the public view only; turn pings link to the board message
    await h.slash(eve, "board")
    board = h.last_ephemeral(eve).text()
    assert "Love Letter" in board and peek not in board
    pings = _says(h, "it's your turn")
    assert pings and all(f"https://discord.com/channels/2000/3000/{row.board_message_id}" in p.content for p in pings)


# ---------------------------------------------------------------------- stats and replay
async def test_stats_replay_after_finished_abandoned_and_ai_games(harness):
    h = harness
    alice, bob = h.user("alice"), h.user("bob")
    await start(h, alice, ai=1)
    row = await play_out(h, (alice,), random.Random(5))
    assert row.status == "finished"
    alice_won = 0 in row.result["winners"]
    await h.slash(bob, "replay", game=1)
    answer = h.last_ephemeral(bob)
    assert "✅" in answer.text() and answer.attachments[0]["filename"] == "meeple-game-1.json"
    await h.slash(alice, "history")  # the finished game keeps its log
    assert "Page" in h.last_ephemeral(alice).text() and "No moves" not in h.last_ephemeral(alice).text()
    # a second game, abandoned half-way; a third never started
    await start(h, alice, others=(bob,))
    await abandon(h, alice)
    await h.slash(bob, "play", game="loveletter")
    await h.click(bob, h.board(), "Cancel")
    await h.slash(alice, "replay", game=2)
    assert "Only a finished game" in h.last_ephemeral(alice).text()
    async with h.bot.db.session() as s:
        stats = (await s.exec(select(StatRow))).all()
    assert sorted((r.game_row_id, r.seat, r.ai, r.outcome) for r in stats) == [
        (1, 0, False, "won" if alice_won else "lost"), (1, 1, True, "lost" if alice_won else "won"),
        (2, 0, False, "abandoned"), (2, 1, False, "abandoned")]
    await h.slash(bob, "stats", user=alice, game="loveletter")
    text = h.last_ephemeral(bob).text()
    assert "Love Letter**: rating **" in text and f"· 1 played, {int(alice_won)} won · 1 abandoned" in text
    await h.slash(bob, "stats")  # bob's only game was abandoned: no rating, the counts only
    assert "Love Letter**: 0 played, 0 won · 1 abandoned" in h.last_ephemeral(bob).text()
    await h.slash(bob, "leaderboard", game="loveletter")  # ranked by skill rating since ratings exist
    board = h.last_ephemeral(bob).text()
    assert f"1. <@{alice.id}>: **" in board and f"· {int(alice_won)} won / 1 played" in board
    assert "AI seats, rated apart: normal **" in board and "Abandoned games are not rated: 1" in board
    assert [c["value"] for c in await h.autocomplete(bob, "leaderboard", "game", "love")] == ["loveletter"]


async def test_replay_export_detects_a_tampered_game(harness):
    h = harness
    alice = h.user("alice")
    await start(h, alice, ai=1)
    await play_out(h, (alice,), random.Random(8))
    row = await current(h)
    from bot.replay import export

    data = export(row, await h.bot.service.all_moves(row.id))
    assert verify(json.loads(json.dumps(data)))["ok"]
    data["seed"] += 1
    assert not verify(data)["ok"]
    async with h.bot.db.session() as s:  # a stored (packed) log that no longer matches the stored outcome
        packed = await s.get(MoveLogRow, row.id)
        moves, undone = movelog.unpack(row.id, packed.log)
        assert len(moves) == len(data["moves"]) and not (await s.exec(select(MoveRow))).first()
        packed.log = movelog.pack(moves[:-1], undone)
        s.add(packed)
        await s.commit()
    await h.slash(alice, "replay", game=row.id)
    assert "❌" in h.last_ephemeral(alice).text()


# ---------------------------------------------------------------------- console
async def test_console_offers_the_new_commands(harness):
    h = harness
    out = io.StringIO()
    console = Console(h, out)
    for line in ("alice: /play loveletter timeout=15", "bob: join", "alice: start", "alice: /undo",
                 "alice: /history", "bob: /stats", "bob: /settings"):
        await console.handle(line)
    text = out.getvalue()
    assert "15 min per turn" in text and "can't take that back" in text
    assert "Love Letter #1 — history" in text and "games on this server" in text
    assert "Turn timer for new games" in text
    assert "?? " not in text
