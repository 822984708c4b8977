"""Golden replays: proof that a change (speed work, say) leaves a game exactly as it was.

A fixture records, for seeded random games, the move ids and a digest of everything after every move —
every view (public and each seat's), who acts, every legal move with its args, the events, the result —
and, separately, of every dumped state; a few games also keep a state dumped mid-game, which must load
and play on identically (saved games). Record it once with the code whose games must not change, then
check it after every change::

    FIXTURE = golden.Fixture(GAME, Path(__file__).with_name("golden_<id>.json.gz"))
    FIXTURE.record(FIXTURE.cases())   # once
    FIXTURE.check_replay(case)         # in a test, per case
    FIXTURE.check_saved_states()
"""

from __future__ import annotations

import functools
import gzip
import hashlib
import json
import random
from pathlib import Path

from .core import Game, canonical


class Fixture:
    def __init__(self, game: Game, path: Path, mid_at: int = 30, kept_mid: int = 4):
        self.game, self.path = game, path
        self.mid_at = mid_at  # the state dumped after this many moves is stored (in the first ``kept_mid`` games)
        self.kept_mid = kept_mid

    def cases(self, count: int = 20, options: list[dict | None] | None = None) -> list[tuple]:
        """(players, seed, options): every player count in turn (and each of ``options`` in turn)."""
        counts = list(range(self.game.min_players, self.game.max_players + 1))
        opts = options or [None]
        return [(counts[i % len(counts)], 1000 + 37 * i, opts[i % len(opts)]) for i in range(count)]

    def digest(self, players: int, seed: int, options: dict | None = None, moves=None, start: dict | None = None):
        """Play a game (a seeded random chooser, or the given moves) and digest it after every move.
        Returns (moves played, views digest, states digest, the dump after ``mid_at`` moves)."""
        game = self.game
        chooser = random.Random(seed)
        state = game.load(start) if start is not None else game.setup(players, seed, options)
        views, states = hashlib.sha256(), hashlib.sha256()

        def snap(events):
            acting = game.to_act(state)
            parts = [game.view(state, None), [game.view(state, s) for s in range(players)], acting,
                     {str(s): [m.to_dict() for m in game.legal_moves(state, s)] for s in acting},
                     [e.to_dict() for e in events], game.result(state)]
            views.update(canonical(parts).encode())
            states.update(canonical(game.dump(state)).encode())

        snap([])
        played: list = []
        mid = None
        while game.to_act(state) and (moves is None or len(played) < len(moves)):
            if moves is None:
                seat = chooser.choice(game.to_act(state))
                move_id = chooser.choice(game.legal_moves(state, seat)).id
            else:
                seat, move_id = moves[len(played)]
            state, events = game.apply(state, seat, move_id)
            played.append([seat, move_id])
            snap(events)
            if len(played) == self.mid_at:
                mid = json.loads(json.dumps(game.dump(state)))
        return played, views.hexdigest(), states.hexdigest(), mid

    def record(self, cases: list[tuple]) -> None:
        games: list = []
        for players, seed, options in cases:
            moves, views, states, mid = self.digest(players, seed, options)
            entry = {"players": players, "seed": seed, "moves": " ".join(f"{s}/{m}" for s, m in moves),
                     "views": views, "states": states}
            if options is not None:
                entry["options"] = options
            if len(games) < self.kept_mid and mid is not None:
                _, tail_views, _, _ = self.digest(players, seed, options, moves=moves[self.mid_at:], start=mid)
                entry["mid"] = {"state": mid, "views": tail_views}
            games.append(entry)
        self.path.write_bytes(gzip.compress((json.dumps(games, separators=(",", ":")) + "\n").encode(), 9,
                                            mtime=0))

    @functools.cached_property
    def games(self) -> list[dict]:
        return json.loads(gzip.decompress(self.path.read_bytes()))

    @staticmethod
    def _moves(g: dict) -> list[tuple[int, str]]:
        return [(int(s), m) for s, _, m in (x.partition("/") for x in g["moves"].split())]

    def check_replay(self, case: int) -> None:
        """The same seed and move ids give the same views, legal moves, events, result and dumped states."""
        g = self.games[case]
        moves = self._moves(g)
        played, views, states, _ = self.digest(g["players"], g["seed"], g.get("options"), moves=moves)
        assert played == [list(m) for m in moves]
        assert views == g["views"], f"game {case} plays differently"
        assert states == g["states"], f"game {case} stores different states"

    def check_saved_states(self) -> None:
        """States dumped mid-game by the recording code load and play on identically."""
        kept = [g for g in self.games if "mid" in g]
        assert kept, "the fixture keeps no mid-game state"
        for g in kept:
            _, views, _, _ = self.digest(g["players"], g["seed"], g.get("options"),
                                         moves=self._moves(g)[self.mid_at:], start=g["mid"]["state"])
            assert views == g["mid"]["views"]
