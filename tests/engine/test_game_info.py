"""Each game's declared facts (``Game.info``) agree with how it plays, and callers still read them as
``game.id``, ``game.min_players``... (the bot does)."""

import random

import pytest

from engine import GameInfo, registry
from engine.checks import CHECKS, checks


@pytest.mark.parametrize("game_id", sorted(registry.games()))
def test_declared_facts_are_what_the_game_does(game_id):
    game = registry.get(game_id)
    info = game.info
    assert isinstance(info, GameInfo) and info.id == game.id == game_id
    assert (game.names, game.min_players, game.max_players, game.options, game.cooperative) == (
        info.names, info.min_players, info.max_players, info.options, info.cooperative)
    assert info.hidden_information == (game.hidden(game.setup(max(2, info.min_players), 3)) is not None)
    several_at_once = False
    for i in range(3):
        players = info.min_players + i % (info.max_players - info.min_players + 1)
        chooser, state, moves = random.Random(i), game.setup(players, 40 + i), 0
        while game.to_act(state) and moves < 400:
            acting = game.to_act(state)
            several_at_once |= len(acting) > 1
            seat = chooser.choice(acting)
            state, _ = game.apply(state, seat, chooser.choice(game.legal_moves(state, seat)).id)
            moves += 1
        if info.longest_game is not None and not game.to_act(state):
            assert moves <= info.longest_game
    if not info.simultaneous:  # a game that says one seat at a time never waits on two
        assert not several_at_once


def test_every_game_has_its_test_settings():
    assert set(CHECKS) == set(registry.games())
    assert all(c.random_games > 0 and c.move_cap > 0 for c in CHECKS.values())
    assert checks("no such game").move_cap == 5000  # a test's tiny game gets the defaults


def test_a_subclass_keeps_the_inherited_facts_and_what_it_sets():
    pandemic = type(registry.get("pandemic"))

    class Solo(pandemic):
        min_players = 1

    assert Solo.info.min_players == 1 and Solo.info.simultaneous and Solo.info.cooperative
