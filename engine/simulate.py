"""Random-play simulator: ``python -m engine.simulate GAME [--games N] [--players P or P-Q] [--seed S] [--json]``.

Plays N games with uniformly random legal moves, checks the invariant kit after every move and prints
throughput and per-move latency. A violation exits with status 1 and names the seed and move number.
``--all`` is the soak: every registered game in turn; ``--budget SECONDS`` stops each game's run when its
share of the time is spent (the figures then count the games actually played).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time

from . import registry
from .core import EngineError
from .invariants import Violation, play_random_game


def _player_counts(text: str | None, game) -> list[int]:
    if not text:
        return list(range(game.min_players, game.max_players + 1))
    lo, _, hi = text.partition("-")
    counts = list(range(int(lo), int(hi or lo) + 1))
    if not counts:
        raise ValueError(f"empty player range {text!r}")
    return counts


def _percentile(sorted_values: list[int], q: float) -> float:
    if not sorted_values:
        return 0.0
    index = min(len(sorted_values) - 1, round(q * (len(sorted_values) - 1)))
    return float(sorted_values[index])


def run(game_id: str, games: int, players: str | None, seed: int, thorough: bool = True,
        options: dict | None = None, budget_s: float | None = None) -> dict:
    game = registry.get(game_id)
    counts = _player_counts(players, game)
    timings: list[int] = []
    total_moves = 0
    largest = 0
    wins: dict[int, int] = {}
    started = time.perf_counter()
    played = 0
    for i in range(games):
        if budget_s is not None and i and time.perf_counter() - started > budget_s:
            break
        played += 1
        n = counts[i % len(counts)]
        record = play_random_game(game, n, seed + i, options, thorough=thorough)
        timings.extend(record.timings_ns)
        total_moves += len(record.moves)
        largest = max(largest, record.max_state_bytes)
        assert record.result is not None  # play_random_game plays to the end
        for w in record.result["winners"]:
            wins[w] = wins.get(w, 0) + 1
    elapsed = time.perf_counter() - started
    timings.sort()
    return {
        "game": game_id,
        "games_finished": played,
        "players": counts,
        "moves": total_moves,
        "moves_per_game": round(total_moves / played, 1) if played else 0,
        "games_per_s": round(played / elapsed, 1) if elapsed else 0,
        "median_us": round(statistics.median(timings) / 1000, 1) if timings else 0,
        "p99_us": round(_percentile(timings, 0.99) / 1000, 1),
        "max_state_bytes": largest,
        "checks": "all invariants every move" if thorough else "light",
        "wins_by_seat": dict(sorted(wins.items())),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.simulate", description=__doc__.splitlines()[0])
    parser.add_argument("game", nargs="?", help="game id: " + ", ".join(registry.games()))
    parser.add_argument("--all", action="store_true", help="every registered game (the soak)")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--budget", type=float, metavar="SECONDS", help="total time; shared equally by the games")
    parser.add_argument("--players", help="a count (3) or a range (2-4); default: every count")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--light", action="store_true", help="only cheap checks (for raw speed)")
    parser.add_argument("--json", action="store_true", help="print one JSON object per game")
    args = parser.parse_args(argv)
    if bool(args.game) == args.all:
        parser.error("name one game, or --all")
    options = dict(o.split("=", 1) for o in args.option)
    ids = list(registry.games()) if args.all else [args.game]
    share = args.budget / len(ids) if args.budget else None
    for game_id in ids:
        try:
            figures = run(game_id, args.games, args.players, args.seed, not args.light, options, share)
        except Violation as v:
            print(f"VIOLATION in {game_id}: {v}", file=sys.stderr)
            print(f"reproduce: python -m engine.simulate {game_id} --seed {v.seed} --games 1 --players {v.players}"
                  f"  (move {v.move_number})", file=sys.stderr)
            return 1
        except (EngineError, ValueError) as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        if args.json:
            print(json.dumps(figures))
        elif args.all:
            print(f"{game_id:>20}: {figures['games_finished']} games, {figures['moves']} moves, "
                  f"median {figures['median_us']} µs, p99 {figures['p99_us']} µs, no violation")
        else:
            for key, value in figures.items():
                print(f"{key:>16}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
