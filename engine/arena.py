"""Strength benchmark: ``python -m engine.arena GAME --games N [--players K] [--levels easy,normal,hard]
[--budget-s X] [--iterations N] [--jobs J] [--seed S] [--option NAME=VALUE] [--only vs-random|head-to-head]
[--progress] [--no-turn-budget]``.

For each player count (default: every count) it plays

- **each level against the random player**: one seat of that level, every other seat random;
- **each pair of levels** (A against B): one seat A, every other seat B (two players: head to head);
- for a **cooperative** game (the result has ``"won"``: every seat wins or none) the whole team at each
  level, and a random team.

The seat of the tested level rotates with the game number, so no seat order favours it. A seat's score
is 1 for a win, 1/k for a k-way tie, 0 for a loss; the printed rate is the mean with its 95 % Wilson
interval. Think time per AI move (``engine.search.choose``) is reported per level as p50 / p99 / max, on
the wall clock and in CPU time of the process (the per-move limits are of one core; the arena lifts the
searcher's wall-clock cap so that a busy machine does not weaken the levels it measures).
``--jobs 2`` spreads games over two processes (the machine is shared: use ``nice``). ``--progress`` prints
each game's outcome to stderr as it ends, so that a long run stopped early still leaves the games it
finished; ``--no-turn-budget`` gives every decision its level's own budget, ignoring the turn's
(``engine.search.turn_share``), to measure what that costs.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from . import registry, search
from .search import LEVELS, choose

RANDOM = "random"


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion (successes may be fractional: ties count a share)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def play_one(task: tuple) -> dict:
    """One game: ``seats`` names each seat's player (a level or "random"). Returns the result and think times."""
    game_id, players, seats, seed, options, budget_s, iterations, *rest = task
    turn_budget = rest[0] if rest else True  # False: every decision its level's budget, as before turn_share
    search.WALL_FACTOR = 1e6  # measure the levels on their CPU budget, however busy the machine
    game = registry.get(game_id)
    state = game.setup(players, seed, options)
    rngs = [random.Random(seed * 1009 + s) for s in range(players)]
    times: dict[str, list[float]] = {}
    moves = 0
    last, streak, spent = None, 0, 0.0
    while True:
        acting = game.required_seats(state) or game.to_act(state)
        if not acting:
            break
        seat = acting[0]
        streak = streak + 1 if seat == last else 0  # the seat's moves just made in a row, as the bot counts them
        if seat != last:
            spent = 0.0  # a new turn: its own thinking budget (search.turn_share), as the bot spends it
        last = seat
        who = seats[seat]
        if who == RANDOM:
            move = rngs[seat].choice(game.legal_moves(state, seat)).id
        else:
            level, seconds = who, budget_s
            if turn_budget and budget_s is None and iterations is None and who in search.TURN_SECONDS:
                seconds = search.turn_share(who, spent)
                if seconds is None:
                    level = "easy"  # the turn's budget is spent: the heuristic plays the rest of it
            t0, c0 = time.perf_counter(), time.process_time()
            move = choose(game, state, seat, level, rngs[seat], budget_s=seconds, iterations=iterations, streak=streak)
            spent += time.process_time() - c0
            times.setdefault(who, []).append(time.perf_counter() - t0)
            times.setdefault(who + ":cpu", []).append(time.process_time() - c0)
        state, _ = game.apply(state, seat, move)
        moves += 1
    result = game.result(state)
    assert result is not None  # the loop ends only once nobody is to act: the game is over
    return {"seats": seats, "winners": list(result.get("winners") or []), "coop": "won" in result,
            "won": bool(result.get("won")), "times": times, "moves": moves}


def game_line(key: tuple, task: tuple, res: dict) -> str:
    """One finished game, for ``--progress``: its matchup, seed, tested seat, outcome and the levels' CPU seconds."""
    k, name, tested = key
    seed = task[3]
    outcome = f"team {'won' if res['won'] else 'lost'}" if res["coop"] else \
        f"tested seat {tested} scores {_score(tested, res['winners']):g} (winners {res['winners']})"
    cpu = ", ".join(f"{lv[:-4]} {sum(ts):.0f} s" for lv, ts in res["times"].items() if lv.endswith(":cpu"))
    return f"  {k}p {name} seed {seed}: {outcome}, {res['moves']} moves, cpu {cpu or '0 s'}"


def _report(key_task: tuple[tuple, tuple], res: dict, started: float) -> None:
    print(game_line(*key_task, res) + f"  [{time.perf_counter() - started:.0f} s]", file=sys.stderr, flush=True)


def _score(seat: int, winners: list[int]) -> float:
    return 1.0 / len(winners) if seat in winners else 0.0


def tasks_for(game_id: str, games: int, counts: list[int], levels: list[str], seed: int, options: dict,
              budget_s: float | None, iterations: int | None, only: str | None, coop: bool,
              turn_budget: bool = True) -> list[tuple]:
    out = []
    for k in counts:
        matchups: list[tuple[str, Any, Any]] = []  # (name, a team's levels or the tested level, the others' level)
        if coop:
            matchups += [(f"team {lv}", [lv] * k, None) for lv in [*levels, RANDOM]]
        else:
            if only in (None, "vs-random"):
                matchups += [(f"{lv} vs random", lv, RANDOM) for lv in levels]
            if only in (None, "head-to-head"):
                matchups += [(f"{a} vs {b}", a, b) for i, a in enumerate(levels) for b in levels[i + 1:]]
        for name, a, b in matchups:
            for g in range(games):
                if coop:
                    seats = list(a)
                    tested = None
                else:
                    tested = g % k
                    seats = [a if s == tested else b for s in range(k)]
                out.append(((k, name, tested), (game_id, k, seats, seed + g, options, budget_s, iterations,
                                                       turn_budget)))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.arena", description=__doc__.splitlines()[0])
    parser.add_argument("game", help="game id: " + ", ".join(registry.games()))
    parser.add_argument("--games", type=int, default=20, help="games per matchup and player count")
    parser.add_argument("--players", help="a count (3) or a range (2-4); default: every count")
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--budget-s", type=float, help="think time per move (default: each level's)")
    parser.add_argument("--iterations", type=int, help="search iterations per move (default: each level's)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (at most 2 on the shared machine)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--only", choices=("vs-random", "head-to-head"))
    parser.add_argument("--no-turn-budget", action="store_true",
                        help="give every decision its level's budget, as before the turn's budget (a control run)")
    parser.add_argument("--progress", action="store_true", help="print each game's outcome to stderr as it ends")
    args = parser.parse_args(argv)
    game = registry.get(args.game)
    options = game.parse_options(dict(o.split("=", 1) for o in args.option))
    levels = [lv for lv in args.levels.split(",") if lv]
    for lv in levels:
        if lv not in LEVELS:
            parser.error(f"unknown level {lv!r}")
    if args.players:
        lo, _, hi = args.players.partition("-")
        counts = list(range(int(lo), int(hi or lo) + 1))
    else:
        counts = list(range(game.min_players, game.max_players_for(options) + 1))
    probe = play_one((args.game, counts[0], [RANDOM] * counts[0], args.seed, options, None, None))
    coop = probe["coop"]
    tasks = tasks_for(args.game, args.games, counts, levels, args.seed, options, args.budget_s, args.iterations,
                      args.only, coop, not args.no_turn_budget)
    started = time.perf_counter()
    results = []
    if args.jobs > 1:
        with ProcessPoolExecutor(max_workers=min(args.jobs, 2)) as pool:
            for key_task, res in zip(tasks, pool.map(play_one, [t for _, t in tasks], chunksize=1),
                                     strict=True):
                results.append(res)
                if args.progress:
                    _report(key_task, res, started)
    else:
        for key_task in tasks:
            results.append(play_one(key_task[1]))
            if args.progress:
                _report(key_task, results[-1], started)
    elapsed = time.perf_counter() - started
    table: dict[tuple, list[float]] = {}
    times: dict[str, list[float]] = {}
    for (key, _), res in zip(tasks, results, strict=True):
        k, name, tested = key
        if coop:
            score = 1.0 if res["won"] else 0.0
        else:
            score = _score(tested, res["winners"])
        table.setdefault((k, name), []).append(score)
        for lv, ts in res["times"].items():
            times.setdefault(lv, []).extend(ts)
    print(f"{game.name} ({args.game}), {args.games} games per line, options {options or 'default'}, "
          f"budget {args.budget_s or 'level default'} s, iterations {args.iterations or 'level default'}, "
          f"{'no turn budget, ' if args.no_turn_budget else ''}{elapsed:.0f} s")
    for (k, name), scores in table.items():
        n = len(scores)
        s = sum(scores)
        lo, hi = wilson(s, n)
        what = "team win rate" if coop else f"win rate of the first (fair share {1 / k:.0%})"
        print(f"  {k} players  {name:<18} {s / n:6.1%}  [{lo:.1%}, {hi:.1%}]  n={n}  ({what})")
    for lv in LEVELS:
        for clock in ("wall", "cpu"):
            ts = sorted(times.get(lv if clock == "wall" else lv + ":cpu", []))
            if ts:
                p50 = ts[len(ts) // 2]
                p99 = ts[min(len(ts) - 1, round(0.99 * (len(ts) - 1)))]
                print(f"  think time {lv:<6} {clock:<4}  p50 {p50 * 1000:7.1f} ms  p99 {p99 * 1000:7.1f} ms  "
                      f"max {ts[-1] * 1000:7.1f} ms  ({len(ts)} moves)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
