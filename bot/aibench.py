"""How long players wait for an AI seat, through the real bot: ``python -m bot.aibench GAME [GAME ...]``.

One human and one AI seat of each level play a game through the fake Discord and the real discord.py
library, with the bot's real AI set-up: searches in a worker process with the levels' own time budgets, and
``AI_DELAY`` (1.5 s, the default) waited once per AI turn. The human plays a random legal move by ``/move``;
the figure is the wall time from that command until the human must act again (or the game ends): the AI
seat's whole turn, every decision of it, as the table sees it. Printed per game and level: the median and
the slowest turn, with the decisions a turn took.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import tempfile
import time
from pathlib import Path

from engine import registry

from .harness.driver import Harness

LEVELS = ("easy", "normal", "hard")


async def measure(game_id: str, level: str, turns: int, delay: float, seed: int) -> dict:
    """Wall seconds of up to ``turns`` AI turns of ``level`` in ``game_id`` against a random human."""
    folder = tempfile.mkdtemp(prefix="meeple-aibench-")
    h = Harness(f"sqlite:///{Path(folder) / 'bench.db'}", ai_delay=delay, seed_source=lambda: seed,
                ai_workers=1, ai_iterations=None, ai_seconds=None)
    await h.start()
    times, decisions = [], []
    try:
        alice = h.user("alice")
        await h.slash(alice, "play", game=game_id)
        row = await h.bot.service.active_in_channel(h.board().channel_id)
        await h.choose(alice, h.board(), level, custom_id=f"mp:la:{row.id}")
        await h.click(alice, h.board(), "Start")
        await h.settle()
        rng = random.Random(seed)
        game = registry.get(game_id)
        while len(times) < turns:
            row = await h.bot.service.get(row.id)
            if row.status != "running":
                break
            state = game.load(row.state)
            if 0 not in game.required_seats(state):
                raise AssertionError(f"{game_id}: the AI seat left the human nothing to do")
            move = rng.choice(game.legal_moves(state, 0))
            before = row.version
            started = time.perf_counter()
            await h.slash(alice, "move", move=f"{row.version}:{move.id}")
            await h.settle()  # the AI seat's whole turn, till the human must act again
            elapsed = time.perf_counter() - started
            after = await h.bot.service.get(row.id)
            ai_moves = after.version - before - 1
            if ai_moves > 0:
                times.append(elapsed)
                decisions.append(ai_moves)
    finally:
        await h.stop()
    if not times:
        return {"turns": 0}
    return {"turns": len(times), "median_s": round(statistics.median(times), 2), "max_s": round(max(times), 2),
            "decisions_median": statistics.median(decisions), "decisions_max": max(decisions)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.aibench", description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="+", help="game ids, e.g. fivetribes raceforthegalaxy seasons")
    parser.add_argument("--levels", nargs="+", default=list(LEVELS), choices=LEVELS)
    parser.add_argument("--turns", type=int, default=8, help="AI turns measured per game and level")
    parser.add_argument("--delay", type=float, default=1.5, help="AI_DELAY in seconds (the bot's default)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    figures = {}
    for game_id in args.games:
        registry.get(game_id)
        for level in args.levels:
            figures[f"{game_id} {level}"] = asyncio.run(measure(game_id, level, args.turns, args.delay, args.seed))
            if not args.json:
                print(f"{game_id + ' ' + level:>28}: {json.dumps(figures[f'{game_id} {level}'])}", flush=True)
    if args.json:
        print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
