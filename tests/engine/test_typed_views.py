"""A game's typed views (``engine/games/<id>/views.py``) name exactly the keys its views have, all along a
random game: the type checker then checks the presentation against what the views really hold."""

import importlib
import random

import pytest

from engine import registry


def _typed_games():
    out = []
    for game_id in sorted(registry.games()):
        try:
            importlib.import_module(f"engine.games.{game_id}.views")
        except ModuleNotFoundError:
            continue
        out.append(game_id)
    return out


def _fits(view: dict, shape) -> bool:
    keys = set(view)
    return shape.__required_keys__ <= keys <= shape.__required_keys__ | shape.__optional_keys__


def test_every_game_has_typed_views():
    assert {"loveletter", "charuma", "solstis", "quantum", "seasaltpaper", "littleconspiracies",
            "fivetribes", "rage", "spacelab", "bug", "pixies", "agentavenue", "chakra",
            "echoesoftime", "gizmos", "orapamine", "odysseus", "coltexpress", "symbiose", "raceforthegalaxy",
            "seasons", "pandemic"} == set(_typed_games()) == set(registry.games())


@pytest.mark.parametrize("game_id", _typed_games())
def test_typed_views_name_every_key_of_the_views(game_id):
    game = registry.get(game_id)
    views = importlib.import_module(f"engine.games.{game_id}.views")
    for players in sorted({game.min_players, game.max_players}):
        chooser = random.Random(players)
        state = game.setup(players, 17)
        for _ in range(300):
            public = game.view(state, None)
            assert _fits(public, views.PublicView), set(public) ^ set(views.PublicView.__annotations__)
            for seat in range(players):
                mine = game.view(state, seat)
                assert _fits(mine, views.SeatView), set(mine) ^ set(views.SeatView.__annotations__)
            if not game.to_act(state):
                break
            seat = chooser.choice(game.to_act(state))
            state, _ = game.apply(state, seat, chooser.choice(game.legal_moves(state, seat)).id)
