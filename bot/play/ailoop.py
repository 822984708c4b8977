"""AI seats play: one loop per game while an AI seat is required, each decision played like any move.

A turn (a run of decisions by the same AI seat) waits ``delay`` once, then each decision is searched off the
event loop (``Thinker``) and played through the service's compare-and-swap; a human who moved meanwhile makes
the choice stale, and the seat thinks again on the new version. The loop keeps, per game, the seat that moved
last, the version its move made, its moves in a row and its seconds of searching this turn: a search that never
ends its turn is handed to the heuristic (``engine.search.STREAK_CAP``), and a turn has a time budget.

It announces through the ``publish`` callback it is given (the Discord-facing layer's), so this module knows
nothing of Discord.
"""

from __future__ import annotations

import asyncio
import logging
import random
import time
from collections.abc import Awaitable, Callable

from .ai import DEFAULT_LEVEL, Thinker
from .service import GameService, UserError

log = logging.getLogger("meeple.ai")


class AiLoop:
    def __init__(self, service: GameService, thinker: Thinker, publish: Callable[..., Awaitable[None]],
                 spawn: Callable, delay: float = 1.5):
        self.service = service
        self.thinker = thinker
        self.publish = publish  # (gid, row) -> announce the version an AI move made (and wait for it)
        self.spawn = spawn  # (coroutine, name) -> task
        self.delay = delay  # waited once per AI turn
        self.sleep = asyncio.sleep  # tests count the waits
        self._tasks: dict[int, asyncio.Task] = {}
        # per game: (seat that moved last, version its move made, its moves in a row, seconds searched this turn)
        self._streaks: dict[int, tuple[int, int, int, float]] = {}

    def schedule(self, gid: int) -> None:
        """Let the game's AI seats play, if no loop of this game is running already."""
        task = self._tasks.get(gid)
        if task is not None and not task.done():
            return
        self._tasks[gid] = self.spawn(self.run(gid), f"ai-{gid}")

    async def run(self, gid: int) -> None:
        while True:
            row = await self.service.current(gid)
            if row is None or row.status != "running":
                self._streaks.pop(gid, None)
                return
            snap = self.service.snapshots.of(row)
            game, state = snap.game, snap.state  # shared with the announcement: the search copies what it plays on
            ai_seats = [s for s in snap.required if row.seats[s].get("ai")]
            if not ai_seats:
                self._streaks.pop(gid, None)
                return
            seat = ai_seats[0]
            seed = random.Random(f"{row.seed}:{row.version}:{seat}").getrandbits(62)
            level = row.seats[seat].get("level", DEFAULT_LEVEL)
            last = self._streaks.get(gid)
            # moves in a row: the seat moved last and nobody has moved since
            going_on = last is not None and last[:2] == (seat, row.version)
            streak = last[2] + 1 if going_on else 0
            spent = last[3] if going_on else 0.0  # seconds of searching this turn (a turn has a budget)
            if self.delay and not going_on:  # once per AI turn: its next decisions follow at once
                await self.sleep(self.delay)
            started = time.perf_counter()
            try:
                move_id = await self.thinker.choose(row.game, state, seat, level, seed, streak, spent)  # off the loop
            except Exception:  # noqa: BLE001 - a failing search must not stall the table: play a legal move
                log.warning("AI search failed in game %s; a random legal move instead", gid, exc_info=True)
                move_id = random.Random(seed).choice(game.legal_moves(state, seat)).id
            try:
                outcome = await self.service.play(gid, row.version, move_id, seat=seat)
            except UserError:
                await self.service.refresh(gid)  # someone else moved meanwhile: look again at the database
                continue
            self._streaks[gid] = (seat, outcome.row.version, streak, spent + time.perf_counter() - started)
            await self.publish(gid, outcome.row)
