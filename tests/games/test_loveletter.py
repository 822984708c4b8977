"""Love Letter scenarios, one per rule of the BGA help page (and the 2012 rules where it is silent)."""

import json

import pytest

from engine import IllegalMove, SetupError, canonical, registry
from engine.games.loveletter.data import DECK, TOKENS_TO_WIN
from engine.invariants import check_ai_move_reads_only_the_view, check_copy_state, determinize_states

GAME = registry.get("loveletter")


def stacked(players=3, hands=None, deck=None, turn=0, **extra):
    """A round in progress: ``hands`` per seat (the player to act holds two cards), ``deck`` top last."""
    state = GAME.setup(players, seed=1)
    state["hands"] = [list(h) for h in hands]
    state["deck"] = list(deck if deck is not None else ["guard", "guard", "priest"])
    state["turn"] = turn
    state["discards"] = [[] for _ in range(players)]
    state["protected"], state["eliminated"] = [], []
    state["known"] = [[] for _ in range(players)]
    state.update(extra)
    return state


def play(state, seat, move_id):
    return GAME.apply(state, seat, move_id)


def ids(state, seat):
    return [m.id for m in GAME.legal_moves(state, seat)]


def kinds(events):
    return [e.kind for e in events]


# ---------------------------------------------------------------- set-up
def test_deck_has_the_sixteen_cards_of_2012():
    """Component list: Guard×5, Priest×2, Baron×2, Handmaid×2, Prince×2, King, Countess, Princess."""
    assert len(DECK) == 16
    assert {c: DECK.count(c) for c in set(DECK)} == {"guard": 5, "priest": 2, "baron": 2, "handmaid": 2,
                                                     "prince": 2, "king": 1, "countess": 1, "princess": 1}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_round_setup_deals_one_card_each_and_sets_aside(players):
    """Préparation: each player gets 1 card, one card is set aside face down (+3 face up with 2 players)."""
    state = GAME.setup(players, seed=5)
    held = sum(len(h) for h in state["hands"])
    assert held == players + 1  # the first player has drawn
    assert len(state["set_aside_down"]) == 1
    assert len(state["set_aside_up"]) == (3 if players == 2 else 0)
    assert held + len(state["deck"]) + 1 + len(state["set_aside_up"]) == 16
    assert len(state["hands"][state["turn"]]) == 2


def test_bad_player_counts_and_options_are_refused():
    """2–4 players; anything else is a clear SetupError."""
    for bad in (1, 5, "3", True):
        with pytest.raises(SetupError):
            GAME.setup(bad, seed=1)
    with pytest.raises(SetupError):
        GAME.setup(2, seed=1, options={"speed": "fast"})


def test_same_seed_same_game():
    """Determinism: the same seed and moves give the same state, byte for byte."""
    a, b = GAME.setup(3, seed=99), GAME.setup(3, seed=99)
    assert canonical(a) == canonical(b)
    move = GAME.legal_moves(a, a["turn"])[0].id
    assert canonical(play(a, a["turn"], move)[0]) == canonical(play(b, b["turn"], move)[0])


# ---------------------------------------------------------------- the turn
def test_turn_draw_then_play_one_of_two():
    """Déroulement: the next player draws a card, then plays one of their two cards."""
    state = stacked(hands=[["handmaid", "priest"], ["baron"], ["king"]], deck=["guard", "countess"])
    new, events = play(state, 0, "handmaid")
    assert new["discards"][0] == ["handmaid"] and new["hands"][0] == ["priest"]
    assert new["turn"] == 1 and new["hands"][1] == ["baron", "countess"]
    drew = [e for e in events if e.kind == "drew"]
    assert drew and drew[0].to == [1]  # only the drawer sees what was drawn


def test_only_players_still_in_the_round_can_be_targeted():
    """Only non-eliminated players can be targets."""
    state = stacked(hands=[["priest", "guard"], [], ["king"]], eliminated=[1])
    assert "priest:1" not in ids(state, 0) and "priest:2" in ids(state, 0)


def test_apply_never_changes_its_input_and_refuses_illegal_moves():
    """Protocol: illegal and out-of-turn moves raise IllegalMove and change nothing."""
    state = stacked(hands=[["priest", "guard"], ["baron"], ["king"]])
    before = json.dumps(state, sort_keys=True)
    for seat, move in ((1, "baron:0"), (0, "king:1"), (0, "guard:1:guard"), (0, ""), (5, "priest:1")):
        with pytest.raises(IllegalMove):
            play(state, seat, move)
    play(state, 0, "priest:1")
    assert json.dumps(state, sort_keys=True) == before


# ---------------------------------------------------------------- the cards
def test_guard_right_guess_eliminates():
    """Garde: name a card other than Guard; a right guess eliminates the target."""
    state = stacked(hands=[["guard", "priest"], ["baron"], ["king"]])
    new, events = play(state, 0, "guard:1:baron")
    assert 1 in new["eliminated"] and new["discards"][1] == ["baron"]
    assert "eliminated" in kinds(events)


def test_guard_wrong_guess_does_nothing_and_never_names_guard():
    """Garde: a wrong guess has no effect; Guard itself cannot be named."""
    state = stacked(hands=[["guard", "priest"], ["guard"], ["king"]])
    assert not any(m.endswith(":guard") for m in ids(state, 0))
    new, _ = play(state, 0, "guard:1:baron")
    assert new["eliminated"] == [] and new["hands"][1][0] == "guard"


def test_priest_shows_the_card_to_its_player_only():
    """Prêtre: look at a player's hand; the information is secret between them."""
    state = stacked(hands=[["priest", "guard"], ["princess"], ["king"]])
    new, events = play(state, 0, "priest:1")
    peek = next(e for e in events if e.kind == "peek")
    assert peek.to == [0] and peek.args["card"] == "princess"
    assert GAME.view(new, 0)["known"][0]["card"] == "princess"
    assert "known" not in GAME.view(new, None) and GAME.view(new, 2)["known"] == []
    assert "princess" not in json.dumps([e.to_dict() for e in events if e.to is None])


def test_baron_lower_card_is_eliminated():
    """Baron: compare the remaining cards in secret; the lower one is out."""
    state = stacked(hands=[["baron", "king"], ["priest"], ["guard"]])
    new, events = play(state, 0, "baron:1")
    assert 1 in new["eliminated"]
    compares = {e.to[0]: e for e in events if e.kind == "baron_compare"}
    assert set(compares) == {0, 1} and all(len(e.to) == 1 for e in compares.values())
    # each side is told from its own point of view
    assert compares[0].args == {"seat": 0, "other": 1, "mine": "king", "theirs": "priest"}
    assert compares[1].args == {"seat": 1, "other": 0, "mine": "priest", "theirs": "king"}
    assert GAME.event_text(compares[1], "en", ["A", "B", "C"]) == "⚖️ Baron: you Priest, A King."
    state = stacked(hands=[["baron", "guard"], ["priest"], ["guard"]])
    new, _ = play(state, 0, "baron:1")
    assert 0 in new["eliminated"]


def test_baron_tie_eliminates_nobody():
    """Baron: equal cards, nobody is out (published rule; the page only names the lower card)."""
    state = stacked(hands=[["baron", "king"], ["king"], ["guard"]], deck=["guard", "priest"])
    # only one King exists; use two Priests for the tie
    state["hands"] = [["baron", "priest"], ["priest"], ["guard"]]
    new, events = play(state, 0, "baron:1")
    assert new["eliminated"] == []
    assert next(e for e in events if e.kind == "baron").args["loser"] is None


def test_handmaid_protects_until_your_next_turn():
    """Servante: you cannot be targeted until your next turn."""
    state = stacked(hands=[["handmaid", "guard"], ["priest", "guard"], ["king"]],
                    deck=["guard", "guard", "guard", "baron"])
    state["hands"][1] = ["priest"]
    new, _ = play(state, 0, "handmaid")
    assert new["protected"] == [0]
    assert not any(m.endswith(":0") or ":0:" in m for m in ids(new, 1))
    new, _ = play(new, 1, ids(new, 1)[0])
    new, _ = play(new, 2, ids(new, 2)[0])
    if 0 not in new["eliminated"]:
        assert 0 not in new["protected"]  # protection ends when the turn comes back


def test_prince_discards_without_effect_and_draws():
    """Prince: the target (maybe yourself) discards their card without its effect and draws."""
    state = stacked(hands=[["prince", "guard"], ["baron"], ["king"]], deck=["priest", "handmaid"])
    assert "prince:0" in ids(state, 0)
    new, _ = play(state, 0, "prince:1")
    assert new["discards"][1] == ["baron"] and new["hands"][1][0] == "handmaid"  # then draws for the turn
    new, _ = play(state, 0, "prince:0")
    assert new["discards"][0] == ["prince", "guard"] and new["hands"][0] == ["handmaid"]


def test_prince_on_princess_eliminates():
    """Prince: discarding the Princess this way still eliminates her holder."""
    state = stacked(hands=[["prince", "guard"], ["princess"], ["king"]])
    new, _ = play(state, 0, "prince:1")
    assert 1 in new["eliminated"]


def test_prince_with_empty_deck_takes_the_set_aside_card():
    """Prince: with no card left, the target takes the face-down set-aside card."""
    state = stacked(hands=[["prince", "guard"], ["baron"], ["king"]], deck=[], set_aside_down=["countess"])
    new, events = play(state, 0, "prince:1")
    assert "took_set_aside" in kinds(events)
    # the deck was empty, so the round ends at once: the set-aside card is seat 1's card at the showdown
    assert new["last_round"]["hands"]["1"] == "countess" and new["last_round"]["set_aside_down"] == []


def test_king_swaps_hands():
    """Roi: trade hands with another player."""
    state = stacked(hands=[["king", "guard"], ["princess"], ["baron"]])
    new, events = play(state, 0, "king:1")
    assert new["hands"][1][0] == "guard"  # seat 1 then draws for its turn
    assert new["hands"][0] == ["princess"]
    swaps = [e for e in events if e.kind == "swap"]
    assert sorted(tuple(e.to) for e in swaps) == [(0,), (1,)]


@pytest.mark.parametrize("other", ["king", "prince"])
def test_countess_must_be_played_with_king_or_prince(other):
    """Comtesse: with a King or a Prince, the Countess must be discarded."""
    state = stacked(hands=[["countess", other], ["baron"], ["guard"]])
    assert ids(state, 0) == ["countess"]


def test_countess_is_free_otherwise():
    """Comtesse: no effect; otherwise either card may be played."""
    state = stacked(hands=[["countess", "guard"], ["baron"], ["guard"]])
    assert "countess" in ids(state, 0) and any(m.startswith("guard:") for m in ids(state, 0))
    new, events = play(state, 0, "countess")
    assert new["eliminated"] == [] and new["hands"][0] == ["guard"]


def test_princess_discarded_eliminates_but_is_legal():
    """Princesse: discarding her eliminates you (playing her is allowed)."""
    state = stacked(hands=[["princess", "guard"], ["baron"], ["guard"]])
    assert "princess" in ids(state, 0)
    new, _ = play(state, 0, "princess")
    assert 0 in new["eliminated"]


# ---------------------------------------------------------------- special cases
def test_targeted_card_has_no_effect_when_everyone_is_protected():
    """Cas particulier: all opponents protected, a targeted card is played without effect."""
    state = stacked(hands=[["guard", "baron"], ["priest"], ["king"]], protected=[1, 2])
    assert set(ids(state, 0)) == {"guard", "baron"}
    new, events = play(state, 0, "guard")
    assert "no_effect" in kinds(events) and new["eliminated"] == []


def test_prince_must_target_yourself_when_everyone_is_protected():
    """Cas particulier: with a Prince and everyone protected, you apply it to yourself."""
    state = stacked(hands=[["prince", "guard"], ["priest"], ["king"]], protected=[1, 2])
    assert "prince:0" in ids(state, 0) and "prince:1" not in ids(state, 0)


def test_princess_and_prince_with_everyone_protected_loses_the_round():
    """Cas particulier: Princess + Prince, everyone protected: every option eliminates you."""
    state = stacked(hands=[["prince", "princess"], ["priest"], ["king"]], protected=[1, 2])
    for move in ids(state, 0):
        new, _ = play(state, 0, move)
        assert 0 in new["eliminated"]


# ---------------------------------------------------------------- round and game end
def test_last_player_standing_wins_the_round():
    """Fin de manche 1: everyone else eliminated, the last one wins a token."""
    state = stacked(players=2, hands=[["guard", "priest"], ["baron"]])
    new, events = play(state, 0, "guard:1:baron")
    assert new["tokens"] == [1, 0] and new["round"] == 2
    assert new["last_round"]["winner"] == 0 and new["last_round"]["how"] == "last_standing"


def test_empty_deck_highest_card_wins():
    """Fin de manche 2: no card left, the highest card in hand wins."""
    state = stacked(hands=[["handmaid", "guard"], ["king"], ["baron"]], deck=[])
    new, events = play(state, 0, "handmaid")
    assert new["last_round"]["winner"] == 1 and new["tokens"] == [0, 1, 0]
    assert new["last_round"]["hands"] == {"0": "guard", "1": "king", "2": "baron"}


def test_empty_deck_tie_broken_by_discards():
    """Fin de manche 3: equal cards, the highest total of discards (card in hand included) wins."""
    state = stacked(hands=[["handmaid", "guard"], ["priest"], ["priest"]], deck=[],
                    discards=[[], ["guard"], ["baron"]])
    new, _ = play(state, 0, "handmaid")
    assert new["last_round"]["winner"] == 2


def test_full_tie_gives_no_token():
    """Fin de manche 4: still tied, nobody gets a token."""
    state = stacked(hands=[["handmaid", "guard"], ["priest"], ["priest"]], deck=[],
                    discards=[[], ["baron"], ["baron"]])
    new, _ = play(state, 0, "handmaid")
    assert new["last_round"]["winner"] is None and new["tokens"] == [0, 0, 0]
    assert new["round"] == 2


def test_round_winner_starts_next_round():
    """Published rule: the winner of a round starts the next one."""
    state = stacked(hands=[["handmaid", "guard"], ["king"], ["baron"]], deck=[])
    new, _ = play(state, 0, "handmaid")
    assert new["turn"] == 1 and len(new["hands"][1]) == 2


@pytest.mark.parametrize("players", [2, 3, 4])
def test_tokens_needed_to_win(players):
    """Fin de partie: 7 tokens with 2 players, 5 with 3, 4 with 4."""
    assert TOKENS_TO_WIN[players] == {2: 7, 3: 5, 4: 4}[players]
    hands = [["guard", "priest"], ["baron"], ["king"], ["countess"]][:players]
    state = stacked(players=players, hands=hands, tokens=[TOKENS_TO_WIN[players] - 1] + [0] * (players - 1),
                    eliminated=list(range(2, players)))
    new, events = play(state, 0, "guard:1:baron")
    assert GAME.to_act(new) == [] and GAME.result(new) == {"scores": new["tokens"], "winners": [0]}
    assert "game_end" in kinds(events)


# ---------------------------------------------------------------- views and texts
def test_views_reveal_nothing_a_seat_may_not_see():
    """Public view: no hands, no deck; a seat's view adds only its own hand."""
    state = GAME.setup(4, seed=3)
    public = GAME.view(state, None)
    assert "hand" not in public and "deck" not in public and isinstance(public["deck_size"], int)
    for seat in range(4):
        view = GAME.view(state, seat)
        assert view["hand"] == state["hands"][seat]
        others = [c for s, h in enumerate(state["hands"]) if s != seat for c in h]
        assert set(view) - set(public) == {"hand", "known", "seat"}
        assert others is not None
    for key in ("tokens", "discards", "protected", "eliminated", "deck_size", "set_aside_up", "set_aside_down",
                "turn"):
        assert key in public


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_texts_exist_in_both_languages(lang):
    """Every card, event and the rules have English and French texts."""
    state = GAME.setup(3, seed=4)
    names = ["A", "B", "C"]
    assert len(GAME.rules_summary(lang)) < 3500
    assert GAME.board_text(GAME.view(state, None), lang, names)
    assert GAME.private_text(GAME.view(state, 0), lang, names)
    for move in GAME.legal_moves(state, state["turn"]):
        label = GAME.move_label(state, state["turn"], move, lang, names)
        assert label and len(label) <= 80
        _, events = GAME.apply(state, state["turn"], move.id)
        for e in events:
            text = GAME.event_text(e, lang, names)
            assert text is None or len(text) < 300


def test_ai_plays_legal_and_keeps_the_princess():
    """AI: always a legal move; never throws the Princess away when it has a choice."""
    import random

    state = stacked(hands=[["princess", "guard"], ["baron"], ["king"]])
    assert GAME.ai_move(state, 0, random.Random(1)).startswith("guard:")
    state = GAME.setup(4, seed=8)
    for _ in range(200):
        if not GAME.to_act(state):
            break
        seat = GAME.to_act(state)[0]
        move = GAME.ai_move(state, seat, random.Random(seat))
        assert move in ids(state, seat)
        state, _ = play(state, seat, move)


def test_ai_move_ignores_what_the_seat_cannot_see():
    """AI (no cheating): its move is the same in every world ``determinize`` deals for the seat
    (the other hands, the deck, the face-down card)."""
    for players in (2, 4):
        assert check_ai_move_reads_only_the_view(GAME, players, 40 + players, positions=60) > 0


# ---------------------------------------------------------------- golden replays (speed work must not change a game)
from pathlib import Path as _Path  # noqa: E402

from engine import golden as _golden  # noqa: E402
from engine.games.loveletter import GAME as _GAME  # noqa: E402

FIXTURE = _golden.Fixture(_GAME, _Path(__file__).with_name("golden_loveletter.json.gz"))


@pytest.mark.parametrize("case", range(20))
def test_golden_replays_are_unchanged(case):
    """Replays: the same seed and the same move ids give the same game (views, legal moves, events,
    result and dumped states) as the code that recorded the fixture."""
    FIXTURE.check_replay(case)


def test_golden_old_states_load_and_play_on():
    """Saved games: a state dumped mid-game by the recording code loads and plays on identically."""
    FIXTURE.check_saved_states()


if __name__ == "__main__":
    FIXTURE.record(FIXTURE.cases())  # once, with the code whose games must not change


def test_apply_copy_shares_nothing_with_the_input():
    """Engine promise: the game's own state copy is exact and the state apply returns shares no list or dict
    with its input."""
    from engine.games.loveletter.rules import copy_state

    for players in (2, 3, 4):
        for state in determinize_states(_GAME, players, players, samples=40):
            check_copy_state(_GAME, copy_state, state)


def test_every_card_power_is_shown_where_you_decide():
    from engine import LANGS
    from engine.games.loveletter.data import CARDS

    game = registry.get("loveletter")
    assert sorted(c.key for c in game.cards()) == sorted(CARDS)
    assert sum(c.copies for c in game.cards()) == len(DECK) == 16
    names = ["Ann", "Bob"]
    for card in CARDS:
        state = game.setup(2, seed=3)
        seat = game.to_act(state)[0]
        state["hands"][seat] = [card, "handmaid" if card != "handmaid" else "guard"]
        view = game.view(state, seat)
        assert card in game.cards_in_view(view)
        moves = [m for m in game.legal_moves(state, seat) if m.args["card"] == card]
        assert moves, card
        for lang in LANGS:
            power = game.card(card).text(lang)
            assert power and power != game.card(card).name(lang)
            assert game.card_note(card, lang) in game.private_text(view, lang, names)
            assert game.move_notes(state, seat, moves[0], lang, names)[0] == game.card_note(card, lang)


def test_the_deck_count_reads_right_for_one_card():
    game = registry.get("loveletter")
    state = game.setup(2, seed=3)
    state["deck"] = state["deck"][:1]
    assert "Deck: 1 card" in game.board_text(game.view(state, None), "en", ["Ann", "Bob"])
    assert "Deck: 1 cards" not in game.board_text(game.view(state, None), "en", ["Ann", "Bob"])
    assert "Pioche : 1 carte" in game.board_text(game.view(state, None), "fr", ["Ann", "Bob"])
