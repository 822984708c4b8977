"""What the pictures keep from one drawing to the next (text masks and measures, card faces, tiles,
cells, empty panoramas) never changes a picture: a view drawn after others, with everything kept, gives
the same bytes as drawn afresh with nothing kept."""

import importlib
import inspect

import pytest

from engine import cards_art, imaging, registry
from engine.picturebench import NAMES, mid_game_states, players_for


def _forget_everything(monkeypatch, game_id: str) -> None:
    monkeypatch.setattr(imaging, "KEPT", imaging._Kept(imaging.KEPT.budget))
    for module in (cards_art, importlib.import_module(f"engine.games.{game_id}.image")):
        for _, function in inspect.getmembers(module, callable):
            if hasattr(function, "cache_clear") and function.__module__ == module.__name__:
                function.cache_clear()


@pytest.mark.parametrize("game_id", sorted(registry.games()))
def test_a_picture_drawn_with_what_was_kept_is_the_same_as_drawn_afresh(game_id, monkeypatch):
    game = registry.get(game_id)
    players = players_for(game)
    names = NAMES[:players]
    states = mid_game_states(game, players, seed=12, count=4, first=4, every=2)
    for lang, state in zip(("fr", "en", "fr", "en"), states, strict=True):  # everything kept meanwhile
        warm = [game.board_image(game.view(state, None), lang, names)]
        warm += [game.private_image(game.view(state, seat), lang, names) for seat in range(players)]
    _forget_everything(monkeypatch, game_id)
    fresh = [game.board_image(game.view(state, None), lang, names)]
    fresh += [game.private_image(game.view(state, seat), lang, names) for seat in range(players)]
    assert fresh == warm and any(fresh)
