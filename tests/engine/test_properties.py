"""Property tests (hypothesis) of the protocol for every registered game."""

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import IllegalMove, Option, SetupError, canonical, registry
from engine.invariants import replay

GAMES = sorted(registry.games())


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_short_random_prefixes_replay_and_round_trip(game_id, data):
    """Any seed, any player count, any sequence of legal choices: deterministic, serialisable, replayable."""
    game = registry.get(game_id)
    players = data.draw(st.integers(game.min_players, game.max_players), label="players")
    seed = data.draw(st.integers(0, 2**62), label="seed")
    state = game.setup(players, seed)
    moves = []
    for _ in range(data.draw(st.integers(0, 40), label="length")):
        acting = game.to_act(state)
        if not acting:
            break
        seat = data.draw(st.sampled_from(acting))
        move = data.draw(st.sampled_from(game.legal_moves(state, seat)))
        state, _ = game.apply(state, seat, move.id)
        moves.append((seat, move.id))
    assert canonical(game.dump(replay(game, players, seed, moves))) == canonical(game.dump(state))
    assert game.dump(game.load(json.loads(json.dumps(game.dump(state))))) == game.dump(state)
    for seat in [None, *range(players)]:
        json.dumps(game.view(state, seat))


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=30, deadline=None)
@given(move_id=st.one_of(st.text(max_size=70), st.integers(), st.none()), seat=st.integers(-3, 8))
def test_garbage_is_refused_without_change(game_id, move_id, seat):
    game = registry.get(game_id)
    state = game.setup(game.min_players, 1)
    legal = {m.id for s in game.to_act(state) for m in game.legal_moves(state, s)}
    if seat in game.to_act(state) and move_id in legal:
        return
    before = canonical(state)
    with pytest.raises(IllegalMove):
        game.apply(state, seat, move_id)
    assert canonical(state) == before


@given(players=st.integers(-5, 20))
def test_player_counts_outside_the_range_are_setup_errors(players):
    for game in registry.games().values():
        if not game.min_players <= players <= game.max_players:
            with pytest.raises(SetupError):
                game.setup(players, 1)


@given(value=st.text(max_size=10))
def test_options_parse_or_refuse_clearly(value):
    opt = Option("level", int, 1, (1, 2, 3))
    try:
        parsed = opt.parse(value)
    except SetupError as exc:
        assert "level" in str(exc)
    else:
        assert parsed in (1, 2, 3)
