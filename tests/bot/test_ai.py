"""AI seats' thinking off the event loop: the worker process pool and the thread fallback."""

import asyncio

from bot.ai import Thinker
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
