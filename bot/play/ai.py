"""How AI seats think: the easy level inline, the searching levels in worker processes.

A search takes up to half a second (normal) or two (hard) of one core; run on the event loop it would
hold up every click meanwhile. So searches run in a process pool, one at a time per worker, queued first
come first served (an ``asyncio.Semaphore`` wakes its waiters in order), which shares the workers fairly
among all the AI seats of all games. The answer comes back to the table, which plays it through the
ordinary compare-and-swap: if a human moved meanwhile, the stale choice is simply refused and the seat
thinks again on the new state.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from engine.search import LEVELS, STREAK_CAP, choose_by_id, turn_share

DEFAULT_LEVEL = "normal"  # the level of "Add AI" and of a seat handed over after timeouts


def default_workers() -> int:
    return max(1, (os.cpu_count() or 2) - 1)  # leave a core to the event loop


class Thinker:
    """``workers``: processes for the searching levels (0: threads of this process, for tests and the
    console). ``iterations`` and ``seconds``: budgets overriding the levels' own (tests keep them small)."""

    def __init__(self, workers: int | None = None, iterations: int | None = None, seconds: float | None = None):
        self.workers = default_workers() if workers is None else workers
        self.iterations = iterations
        self.seconds = seconds
        self._slots = asyncio.Semaphore(max(1, self.workers))
        self._pool: Executor | None = None

    def _executor(self) -> Executor | None:
        if self.workers and self._pool is None:
            # spawn, not fork: the parent runs an event loop and database threads a fork would copy
            self._pool = ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("spawn"))
        return self._pool

    async def choose(self, game_id: str, state: dict, seat: int, level: str, seed: int, streak: int = 0,
                     spent: float = 0.0) -> str:
        """``streak``: the seat's moves just made in a row (past ``STREAK_CAP`` every level plays as easy);
        ``spent``: seconds the seat has already waited on its searches this turn (``engine.search.turn_share``:
        past the level's turn budget the rest of the turn is the heuristic's)."""
        if level not in LEVELS:
            level = DEFAULT_LEVEL
        share = turn_share(level, spent) if level != "easy" else None
        if level == "easy" or streak >= STREAK_CAP or share is None:  # the heuristic: cheap enough for the loop
            return choose_by_id(game_id, state, seat, "easy" if share is None else level, seed, streak=streak)
        budget = share if self.seconds is None else self.seconds
        async with self._slots:
            loop = asyncio.get_running_loop()
            try:
                return await loop.run_in_executor(self._executor(), choose_by_id, game_id, state, seat, level,
                                                  seed, budget, self.iterations, streak)
            except BrokenProcessPool:  # a worker died (killed, out of memory): the next search gets a new pool
                self._pool = None
                raise

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
