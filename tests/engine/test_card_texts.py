"""Play without the rulebook: every game's card catalogue (``Game.cards``) and the short notes beside its
choices (``Game.move_notes``) keep one contract, checked here for every game; each game's own test walks
its data and finds every card's power in both languages where a player decides."""

import random

import pytest

from engine import LANGS, NOTE_CHARS, registry

GAMES = sorted(registry.games())


@pytest.mark.parametrize("gid", GAMES)
def test_card_catalogue_has_a_name_and_a_power_in_every_language(gid):
    game = registry.get(gid)
    cards = game.cards()
    keys = [c.key for c in cards]
    assert len(keys) == len(set(keys)), f"{gid}: duplicate card keys"
    for c in cards:
        assert isinstance(c.key, str) and c.key, c
        assert c.copies >= 1, c.key
        for lang in LANGS:
            assert c.names.get(lang), f"{gid} {c.key}: no {lang} name"
            assert c.texts.get(lang), f"{gid} {c.key}: no {lang} text"
            assert 0 < len(c.note(lang)) <= NOTE_CHARS, f"{gid} {c.key}: {lang} note too long"
        assert game.card(c.key) is c


@pytest.mark.parametrize("gid", GAMES)
def test_move_notes_and_cards_in_view_follow_the_contract_along_a_random_game(gid):
    game = registry.get(gid)
    rng = random.Random(7)
    state = game.setup(game.min_players if game.min_players > 1 else 2, seed=11)
    names = [f"P{i + 1}" for i in range(state["players"])]
    for _ in range(120):
        acting = game.to_act(state)
        if not acting:
            break
        seat = acting[0]
        moves = game.legal_moves(state, seat)
        for move in moves[:40]:
            for lang in LANGS:
                steps = game.move_steps(state, seat, move, lang, names)
                notes = game.move_notes(state, seat, move, lang, names)
                assert len(notes) <= max(1, len(steps)), (gid, move.id)
                for note in notes:
                    assert note is None or (isinstance(note, str) and 0 < len(note) <= NOTE_CHARS), (gid, note)
        for who in [None, *range(state["players"])]:
            for key in game.cards_in_view(game.view(state, who)):
                assert game.card(key) is not None, f"{gid}: view names unknown card {key!r}"
        state, _ = game.apply(state, seat, rng.choice(moves).id)
