"""The invariant kit over every registered game: a new game is checked here without any new test code.

Each game plays ``engine.checks.checks(id).random_games`` random games, split in chunks so that pytest-xdist can
spread them.
"""

import pytest

from engine import registry
from engine.checks import checks
from engine.invariants import play_random_game

CHUNK = 250


def _cases():
    for game_id, game in registry.games().items():
        counts = list(range(game.min_players, game.max_players + 1))
        total = checks(game_id).random_games
        for start in range(0, total, CHUNK):
            yield pytest.param(game_id, counts, start, min(CHUNK, total - start),
                               id=f"{game_id}-{start}")


@pytest.mark.parametrize(("game_id", "counts", "start", "size"), list(_cases()))
def test_random_games_keep_every_invariant(game_id, counts, start, size):
    game = registry.get(game_id)
    finished = 0
    for i in range(start, start + size):
        run = play_random_game(game, counts[i % len(counts)], seed=10_000 + i)
        assert run.result is not None
        finished += 1
    assert finished == size
