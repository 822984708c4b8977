"""AI seats' thinking off the event loop: the worker process pool and the thread fallback."""

import asyncio

import pytest

from bot.play.ai import Thinker
from engine import registry


async def _legal_choice(thinker, game_id, level):
    game = registry.get(game_id)
    state = game.setup(2, 7)
    seat = game.to_act(state)[0]
    move = await thinker.choose(game_id, state, seat, level, seed=1)
    assert move in {m.id for m in game.legal_moves(state, seat)}
    return move


async def test_searching_levels_run_in_a_worker_process_and_leave_the_loop_free():
    """Every level plays a legal move; a search runs in the worker while the event loop keeps ticking."""
    thinker = Thinker(workers=1, iterations=300)
    ticks = []

    async def ticker():
        while True:
            ticks.append(1)
            await asyncio.sleep(0)

    try:
        await _legal_choice(thinker, "loveletter", "easy")
        assert thinker._pool is None  # the heuristic needs no worker
        task = asyncio.create_task(ticker())
        try:
            await _legal_choice(thinker, "fivetribes", "hard")
        finally:
            task.cancel()
        assert thinker._pool is not None and len(ticks) > 10
        await _legal_choice(thinker, "loveletter", "normal")
    finally:
        thinker.close()


async def test_thread_fallback_and_unknown_level():
    thinker = Thinker(workers=0, iterations=4)
    await _legal_choice(thinker, "rage", "normal")
    await _legal_choice(thinker, "rage", "no-such-level")  # treated as the default level
    assert thinker._pool is None


async def test_lobby_adds_ai_seats_of_each_level_and_they_play(harness):
    """Add AI offers easy / normal / hard; the level shows in the seat's name and the seat plays it."""
    from .helpers import current

    h = harness
    alice = h.user("alice")
    await h.slash(alice, "play", game="loveletter")
    await h.choose(alice, h.board(), "hard")
    await h.choose(alice, h.board(), "easy")
    await h.choose(alice, h.board(), "forged-level", custom_id=f"mp:la:{(await current(h)).id}")
    row = await current(h)
    assert [s.get("level") for s in row.seats] == [None, "hard", "easy"]
    assert "AI 1 · hard" in h.board().text() and "AI 2 · easy" in h.board().text()
    assert "does not exist" in h.last_ephemeral(alice).text()
    await h.click(alice, h.board(), "Start")
    await h.bot.tables.idle()
    row = await current(h)
    game = registry.get(row.game)
    waiting = game.required_seats(game.load(row.state))
    assert row.status == "running" and waiting == [0]  # the AI seats played until it was alice's turn


async def test_the_table_counts_an_ai_seats_moves_in_a_row(harness):
    """The table tells the thinker how many moves an AI seat has just made in a row (past
    ``engine.search.STREAK_CAP`` it plays as easy): one more for each of its moves, back to 0 when another seat
    has moved since."""
    from .helpers import current

    h = harness
    alice = h.user("alice")
    await h.slash(alice, "play", game="fivetribes")
    await h.choose(alice, h.board(), "normal")
    await h.choose(alice, h.board(), "normal")
    await h.click(alice, h.board(), "Start")
    thinker = h.bot.tables.thinker
    real = thinker.choose
    seen = []

    async def spy(game_id, state, seat, level, seed, streak=0, spent=0.0):
        seen.append((seat, streak, (await current(h)).version))
        return await real(game_id, state, seat, "easy", seed, streak, spent)

    thinker.choose = spy
    for _ in range(6):  # alice plays her first legal move by /move, the AI seats theirs in between
        await h.bot.tables.idle()
        row = await current(h)
        if row.status != "running":
            break
        game = registry.get(row.game)
        state = game.load(row.state)
        assert 0 in game.required_seats(state)
        await h.slash(alice, "move", move=game.legal_moves(state, 0)[0].id)
    await h.bot.tables.idle()
    assert len({seat for seat, _, _ in seen}) == 2
    for (seat0, streak0, v0), (seat1, streak1, v1) in zip(seen, seen[1:], strict=False):
        assert streak1 == (streak0 + 1 if seat1 == seat0 and v1 == v0 + 1 else 0)
    assert max(streak for _, streak, _ in seen) > 0


async def test_a_turn_past_its_thinking_budget_is_played_by_the_heuristic(monkeypatch):
    """AI that keeps pace: the searches of one turn share a budget (normal 1.5 s, hard 4 s); each decision gets its
    level's budget while the turn's allows it, the rest of it next, then the heuristic plays the turn's end."""
    import bot.play.ai as ai
    from engine.search import BUDGETS, TURN_SECONDS, turn_share

    assert turn_share("hard", 0.0) == BUDGETS["hard"].seconds and turn_share("normal", 0.0) == BUDGETS["normal"].seconds
    assert turn_share("hard", 3.0) == 1.0 and turn_share("normal", 1.4) == pytest.approx(0.1)
    assert turn_share("hard", TURN_SECONDS["hard"]) is None and turn_share("normal", 1.47) is None
    calls = []
    monkeypatch.setattr(ai, "choose_by_id", lambda game_id, state, seat, level, seed, budget=None, iterations=None,
                        streak=0: calls.append((level, budget)) or "m")
    thinker = Thinker(workers=0)
    game = registry.get("loveletter")
    state = game.setup(2, 1)
    seat = game.to_act(state)[0]
    try:
        await thinker.choose("loveletter", state, seat, "hard", 7, 0, 0.0)
        await thinker.choose("loveletter", state, seat, "hard", 7, 1, 3.2)
        await thinker.choose("loveletter", state, seat, "hard", 7, 2, 3.99)
        await thinker.choose("loveletter", state, seat, "normal", 7, 0, 2.0)
    finally:
        thinker.close()
    assert calls[0] == ("hard", BUDGETS["hard"].seconds)
    assert calls[1][0] == "hard" and calls[1][1] == pytest.approx(0.8)
    assert [c[0] for c in calls[2:]] == ["easy", "easy"]
