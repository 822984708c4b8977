"""CPU per picture, per game: ``python -m engine.picturebench`` (also printed by ``python -m bot.bench``).

For every registered game it plays one game by random moves (a fixed seed) and takes a version every
few moves, as a picture worker draws one version after another, then draws the board (the public view)
and every seat's hand (that seat's view) of each, timing each drawing with ``time.process_time()``
(garbage collection paused meanwhile). The first version is drawn untimed: a picture worker is a
long-lived process, so what a click pays is a warm drawing (fonts loaded, static layers cached), not the
process's first. The views are worked out before the clock starts: a worker receives its view ready.

The floor beside each figure: encoding the same picture's pixels to PNG again (``imaging.png``) — any
picture pays at least its encoding, however cheap its drawing.
"""

from __future__ import annotations

import argparse
import gc
import io
import json
import random
import statistics
import time

from PIL import Image

from engine import registry
from engine.imaging import png as encode

NAMES = ["Zoé", "Bob", "Chloé", "Dan", "Ève", "Farid"]
TARGET_MS = 8.0  # issue #30: CPU per picture, median over the games


def mid_game_states(game, players: int, seed: int, count: int, first: int = 6, every: int = 3) -> list[dict]:
    """``count`` versions of one game played by random legal moves: after ``first`` moves, then every
    ``every`` moves — what a picture worker draws, one version of a game after another (it skips the
    versions a busy painter passes over). A game that ends early is followed by a new one."""
    rng = random.Random(seed)
    out: list[dict] = []
    game_no = 0
    while len(out) < count:
        state, moves = game.setup(players, seed * 10 + game_no), 0
        game_no += 1
        while len(out) < count:
            acting = game.to_act(state)
            if not acting:
                break
            seat = rng.choice(acting)
            state, _ = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)).id)
            moves += 1
            if moves >= first and (moves - first) % every == 0:
                out.append(state)
    return out


def players_for(game) -> int:
    return min(game.max_players, max(game.min_players, 3))


def _encode_floor(png: bytes) -> float:
    """CPU seconds to encode ``png``'s pixels again."""
    img = Image.open(io.BytesIO(png))
    img.load()
    started = time.process_time()
    encode(img)
    return time.process_time() - started


def measure_game(game_id: str, states: int = 3, seed: int = 30, lang: str = "en") -> dict:
    """Median CPU ms of this game's board and hand pictures over ``states`` warm mid-game states, and the
    median floor of each (encoding the same pixels); None for a picture the game does not draw."""
    game = registry.get(game_id)
    players = players_for(game)
    names = NAMES[:players]
    spent: dict[str, list[float]] = {"board": [], "hand": [], "board_floor": [], "hand_floor": []}
    for i, state in enumerate(mid_game_states(game, players, seed, states + 1)):
        views = [(None, game.view(state, None))] + [(s, game.view(state, s)) for s in range(players)]
        for seat, view in views:
            draw = game.board_image if seat is None else game.private_image
            gc.disable()  # a collection of the caller's heap (the bench's is large) is not the picture's
            try:
                started = time.process_time()
                png = draw(view, lang, names)
                cpu = time.process_time() - started
            finally:
                gc.enable()
            if i == 0 or png is None:  # the warm-up state, or a game without this picture
                continue
            part = "board" if seat is None else "hand"
            spent[part].append(cpu)
            spent[part + "_floor"].append(_encode_floor(png))
    return {f"{key}_ms": _ms(statistics.median(values)) if values else None for key, values in spent.items()}


def measure(states: int = 3, games: list[str] | None = None) -> dict:
    """Per game figures, then for board and hand apart: the median over the games, its floor (the median
    over the games of encoding the same pixels) and the worst games."""
    per_game = {gid: measure_game(gid, states) for gid in (games or sorted(registry.games()))}

    def over(part: str) -> dict:
        values = {gid: f[f"{part}_ms"] for gid, f in per_game.items() if f[f"{part}_ms"] is not None}
        floors = [f[f"{part}_floor_ms"] for f in per_game.values() if f[f"{part}_floor_ms"] is not None]
        worst = sorted(values, key=lambda gid: values[gid], reverse=True)[:3]
        return {"median_ms": round(statistics.median(values.values()), 2) if values else None,
                "floor_median_ms": round(statistics.median(floors), 2) if floors else None,
                "worst": {gid: values[gid] for gid in worst}}

    return {"board": over("board"), "hand": over("hand"), "target_median_ms": TARGET_MS,
            "states_per_game": states, "per_game": per_game}


def _ms(seconds: float) -> float:
    return round(seconds * 1000, 2)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.picturebench", description=__doc__.splitlines()[0])
    parser.add_argument("--states", type=int, default=3, help="timed mid-game states per game")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    args = parser.parse_args(argv)
    figures = measure(args.states, args.game)
    for gid, f in figures.pop("per_game").items():
        print(f"{gid:>20}: board {f['board_ms']} ms (floor {f['board_floor_ms']}), "
              f"hand {f['hand_ms']} ms (floor {f['hand_floor_ms']})")
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
