"""Little Conspiracies Among Friends scenarios, one per rule of the BGA help page (and per designed card)."""

import random
import re
from collections import Counter
from pathlib import Path

import pytest

from engine import IllegalMove, SetupError, canonical, registry
from engine.games.littleconspiracies import data
from engine.games.littleconspiracies.data import CATEGORIES, DECK, STANDARD_EVENTS
from engine.games.littleconspiracies.rules import PLAYABLE

GAME = registry.get("littleconspiracies")
NAMES = ["Ana", "Bob", "Cyd", "Dee", "Eve"]


def table(players=3, hands=None, deck=None, exposed=None, phase="play", turn=0, first=0, event="windfall",
          mods=None, events=None, discard=None, plays=0, done=0):
    """A round in progress: the given hands (default: no card), deck (top last), exposed theories."""
    state = GAME.setup(players, seed=3)
    state["hands"] = [list(h) for h in (hands or [[] for _ in range(players)])]
    state["deck"] = list(deck if deck is not None else ["space"] * 20)
    state["exposed"] = [dict(e) for e in (exposed or [{} for _ in range(players)])]
    state.update(phase=phase, turn=turn, first=first, event=event, mods=dict(mods or {}), plays=plays,
                 done=done, pending=None, passing=None, underdog=None, discard=list(discard or []))
    if events is not None:
        state["events"] = list(events)
    return state


def ids(state, seat):
    return [m.id for m in GAME.legal_moves(state, seat)]


def play(state, seat, move_id):
    return GAME.apply(state, seat, move_id)


def kinds(events):
    return [e.kind for e in events]


def cards_everywhere(state):
    """Every main-deck card of the state (deck, discard, hands, exposed)."""
    out = list(state["deck"]) + list(state["discard"])
    for h in state["hands"]:
        out += h
    for e in state["exposed"]:
        for c, k in e.items():
            out += [c] * k
    if state["pending"] is not None and state["phase"] == "react":
        out.append(state["pending"]["card"])  # an Action in flight, discarded once resolved
    return Counter(out)


# ---------------------------------------------------------------- components
def test_component_totals():
    """Les cartes du jeu: 7 categories x 10 theories; Shepherd + 4 Sheep; 30 Events = 26 + 4 chaotic."""
    deck = Counter(DECK)
    assert [deck[c] for c in CATEGORIES] == [10] * 7 and len(CATEGORIES) == 7
    assert deck["shepherd"] == 1 and deck["sheep"] == 4
    assert sum(data.ACTIONS.values()) == data.ACTION_TOTAL == 30
    assert len(DECK) == 100
    assert len(STANDARD_EVENTS) == data.STANDARD_EVENT_TOTAL == 26
    assert sum(data.CHAOTIC.values()) == data.CHAOTIC_TOTAL == 4
    assert data.CHAOS_LEVELS == {"calm": 0, "balanced": 2, "chaotic": 4}
    assert data.THEORIES_TO_WIN == {3: 7, 4: 6, 5: 5}


def test_every_designed_card_is_marked_assumption():
    """Issue 17: designed content is marked ASSUMPTION with a one-line reason in the data file."""
    text = Path(data.__file__).read_text()
    for kind in [*data.ACTIONS, *data.EVENTS, *data.CHAOTIC]:
        if kind in ("shepherd", "sheep"):
            continue
        line = next(line for line in text.splitlines() if line.strip().startswith(f'"{kind}":'))
        before = text.splitlines()[text.splitlines().index(line) - 1]
        assert re.search(r"# ASSUMPTION: \S.{10,}", before), kind


def test_rules_text_says_the_cards_are_designed():
    """Issue 17: /rules shows "cards designed for this table", in both languages, under 3,500 characters."""
    assert "Cards designed for this table" in GAME.rules_summary("en")
    assert "Cartes conçues pour cette table" in GAME.rules_summary("fr")
    assert all(len(GAME.rules_summary(lang)) <= 3500 for lang in ("en", "fr"))


# ---------------------------------------------------------------- set-up
@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("chaos", ["calm", "balanced", "chaotic"])
def test_setup_deals_five_and_builds_the_event_pile(players, chaos):
    """Mise en place: one common deck, 5 cards each; 26 Events + 0/2/4 chaotic in a separate pile."""
    state = GAME.setup(players, seed=11, options={"chaos": chaos})
    assert cards_everywhere(state) == Counter(DECK)
    events = state["events"] + state["seen"]
    assert len(events) == 26 + data.CHAOS_LEVELS[chaos]
    assert sum(e in data.CHAOTIC for e in events) == data.CHAOS_LEVELS[chaos]
    assert state["round"] == 1 and len(state["seen"]) == 1
    if state["event"] not in ("windfall", "purge", "c_exodus", "c_reshuffle"):
        assert [len(h) for h in state["hands"]] == [5] * players


def test_player_counts_and_option():
    """3 to 5 players; the chaos option takes calm / balanced / chaotic only."""
    for bad in (2, 6):
        with pytest.raises(SetupError):
            GAME.setup(bad, seed=1)
    with pytest.raises(SetupError):
        GAME.setup(3, seed=1, options={"chaos": "wild"})
    assert GAME.setup(3, seed=1)["options"]["chaos"] == "balanced"


def test_first_player_reveals_the_event_then_plays_first():
    """Début d'un tour de table: the first player reveals an Event; turns then go clockwise from them."""
    for seed in range(20):
        state = GAME.setup(4, seed=seed)
        if state["phase"] == "start":
            assert state["turn"] == state["first"]
            assert state["event"] == state["seen"][0]


# ---------------------------------------------------------------- the turn
def test_turn_draws_two_then_plays():
    """Tour individuel 1: draw 2 cards from the common deck."""
    state = table(hands=[["space"], [], []], deck=["history", "myths", "politics"], phase="start")
    assert ids(state, 0) == ["draw", "newhand"]
    state, events = play(state, 0, "draw")
    assert sorted(state["hands"][0]) == ["myths", "politics", "space"]  # the deck's top is its end
    assert state["phase"] == "play" and state["deck"] == ["history"]
    assert next(e for e in events if e.kind == "drew").to == [0]


def test_play_up_to_two_cards_then_the_turn_ends():
    """Tour individuel 2: up to 2 cards (theories and/or Actions); then the hand passes to the left."""
    state = table(hands=[["space", "space", "myths"], ["history"], ["history"]])
    state, _ = play(state, 0, "expose:space")
    assert state["plays"] == 1 and state["turn"] == 0
    state, events = play(state, 0, "expose:myths")
    assert state["turn"] == 1 and state["phase"] == "start" and "turn" in kinds(events)
    assert state["exposed"][0] == {"space": 1, "myths": 1}


def test_playing_no_card_is_allowed():
    """Tour individuel 2: 'ne jouer aucune carte' — ending the turn at once is a move."""
    state = table(hands=[["space"], ["history"], ["history"]])
    state, _ = play(state, 0, "end")
    assert state["turn"] == 1 and state["hands"][0] == ["space"]


def test_exposed_theories_are_grouped_by_category():
    """Exposed theories are placed in front of you, grouped by category."""
    state = table(hands=[["space", "space"], ["x"], ["x"]], exposed=[{"space": 2}, {}, {}])
    state, events = play(state, 0, "expose:space")
    assert state["exposed"][0] == {"space": 3}
    assert events[0].args["count"] == 3


def test_hand_limit_ten_at_end_of_turn():
    """Limite de cartes en main: at most 10 cards at the end of your turn; discard the excess."""
    state = table(hands=[["space"] * 6 + ["sheep"] * 4 + ["myths", "history"], ["x"], ["x"]])
    state, _ = play(state, 0, "end")
    assert state["phase"] == "discard" and state["turn"] == 0
    assert ids(state, 0) == ["discard:history", "discard:myths", "discard:sheep", "discard:space"]
    state, _ = play(state, 0, "discard:history")
    assert state["phase"] == "discard"
    state, events = play(state, 0, "discard:myths")
    assert len(state["hands"][0]) == 10 and state["turn"] == 1
    assert state["discard"][-2:] == ["history", "myths"]


def test_empty_hand_draws_five_instead_of_two():
    """Main vide: with no card at the start of your turn you draw 5 cards (choice: instead of 2)."""
    state = table(hands=[["space"], [], ["x"]], deck=["myths"] * 8)
    state, events = play(state, 0, "end")
    assert state["turn"] == 1 and state["phase"] == "play"
    assert len(state["hands"][1]) == 5 and "empty_hand" in kinds(events)


def test_new_hand_discards_all_draws_five_and_plays_nothing():
    """Changer entièrement de main: discard the whole hand, draw 5, no card played this turn."""
    state = table(hands=[["space", "sheep", "steal"], ["x"], ["x"]], deck=["myths"] * 8, phase="start")
    state, events = play(state, 0, "newhand")
    assert state["hands"][0] == ["myths"] * 5
    assert sorted(state["discard"]) == ["sheep", "space", "steal"]
    assert state["turn"] == 1 and state["exposed"][0] == {}


def test_empty_deck_is_rebuilt_from_the_discard():
    """Pioche épuisée: the discard pile is shuffled into a new deck."""
    state = table(hands=[["space"], ["x"], ["x"]], deck=["myths"], discard=["history", "politics", "space"],
                  phase="start")
    state, events = play(state, 0, "draw")
    assert "reshuffle" in kinds(events)
    assert len(state["hands"][0]) == 3 and state["discard"] == [] and len(state["deck"]) == 2


def test_action_is_discarded_after_its_effect():
    """Les cartes Action jouées sont défaussées après résolution de leur effet."""
    state = table(hands=[["brainstorm"], ["x"], ["x"]], deck=["myths"] * 5)
    state, events = play(state, 0, "brainstorm")
    assert state["discard"] == ["brainstorm"] and state["hands"][0] == ["myths"] * 3


def test_round_ends_and_first_player_passes_left():
    """Fin d'un tour de table: the first player passes the role to the left; a new Event is revealed."""
    state = table(hands=[["x"], ["x"], ["x"]], turn=2, first=0, done=2, events=["crackdown"])
    state, events = play(state, 2, "end")
    assert state["first"] == 1 and state["turn"] == 1 and state["event"] == "crackdown"
    assert state["mods"] == {"limit": 1}
    assert kinds(events)[:2] == ["end", "round_end"]


# ---------------------------------------------------------------- victory
def test_shepherd_and_sheep_cannot_be_played():
    """Le Berger et les Moutons ne peuvent pas être joués directement."""
    state = table(hands=[["shepherd", "sheep", "counter", "deflect"], ["x"], ["x"]])
    assert ids(state, 0) == ["end"]


def test_shepherd_and_four_sheep_win_at_once():
    """Victoire immédiate: the Shepherd and the 4 Sheep in one hand win, without waiting for the round."""
    state = table(hands=[["steal", "sheep", "sheep", "sheep", "sheep"], ["shepherd"], ["x"]])
    state, _ = play(state, 0, "steal:1")
    state, events = play(state, 1, "accept")
    assert GAME.result(state) == {"scores": [0, 0, 0], "winners": [0], "reason": "flock"}
    assert GAME.to_act(state) == [] and "flock" in kinds(events)


def test_theories_win_only_at_the_end_of_the_round():
    """Victoire par les Théories: 7 of a category (3 players) still exposed at the end of the round."""
    state = table(hands=[["space"], ["x"], ["x"]], exposed=[{"space": 6}, {}, {}], turn=0, done=0)
    state, _ = play(state, 0, "expose:space")
    state, _ = play(state, 0, "end")
    assert GAME.result(state) is None  # two more turns in the round
    state, _ = play(state, 1, "draw")
    state, _ = play(state, 1, "end")
    state, _ = play(state, 2, "draw")
    state, events = play(state, 2, "end")
    assert GAME.result(state)["winners"] == [0] and GAME.result(state)["reason"] == "theories"


@pytest.mark.parametrize("players,need", [(3, 7), (4, 6), (5, 5)])
def test_theories_needed_depend_on_player_count(players, need):
    """Theories needed: 7 / 6 / 5 cards of one category with 3 / 4 / 5 players."""
    exposed = [{} for _ in range(players)]
    exposed[0] = {"myths": need - 1, "space": need - 1}
    state = table(players, hands=[["x"]] * players, exposed=exposed, turn=players - 1, done=players - 1)
    state, _ = play(state, players - 1, "end")
    assert GAME.result(state) is None
    exposed[0] = {"myths": need}
    state = table(players, hands=[["x"]] * players, exposed=exposed, turn=players - 1, done=players - 1)
    state, _ = play(state, players - 1, "end")
    assert GAME.result(state)["winners"] == [0]


def test_debunked_before_the_round_ends_no_longer_wins():
    """The theories must stay exposed until the end of the round: others may disrupt the plan."""
    state = table(hands=[["x"], ["debunk"], ["x"]], exposed=[{"space": 7}, {}, {}], turn=1, done=1)
    state, _ = play(state, 1, "debunk:0:space")
    state, _ = play(state, 0, "accept")
    state, _ = play(state, 1, "end")
    state, _ = play(state, 2, "draw")
    state, _ = play(state, 2, "end")
    assert GAME.result(state) is None and state["exposed"][0] == {"space": 6}


def test_tie_break_most_sheep_then_most_theories_then_shared():
    """Départage: most Sheep in hand, then most exposed theories, then ex æquo."""
    base = dict(turn=2, done=2)
    ex = [{"space": 7}, {"myths": 7}, {}]
    state = table(hands=[["sheep"], ["sheep", "sheep"], ["x"]], exposed=ex, **base)
    assert GAME.result(play(state, 2, "end")[0])["winners"] == [1]
    ex = [{"space": 7, "myths": 1}, {"myths": 7}, {}]
    state = table(hands=[["sheep"], ["sheep"], ["x"]], exposed=ex, **base)
    assert GAME.result(play(state, 2, "end")[0])["winners"] == [0]
    ex = [{"space": 7}, {"myths": 7}, {}]
    state = table(hands=[["shepherd"], [], ["x"]], exposed=ex, **base)
    assert GAME.result(play(state, 2, "end")[0])["winners"] == [0, 1]  # the Shepherd is not a Sheep


def test_exhausted_event_pile_ends_with_the_tie_break():
    """Pioche des Événements épuisée: the tie-break (Sheep, then theories) among all players."""
    state = table(hands=[["x"], ["sheep"], ["x"]], exposed=[{"space": 5}, {"myths": 1}, {}], turn=2, done=2,
                  events=[])
    state, events = play(state, 2, "end")
    assert GAME.result(state) == {"scores": [5, 1, 0], "winners": [1], "reason": "events_out"}
    assert events[-1].kind == "game_end"


# ---------------------------------------------------------------- designed Action cards
def test_aimed_action_always_asks_the_target():
    """Design: the target of an Action always chooses (accept / Counter / Deflect), so none is revealed."""
    state = table(hands=[["steal"], ["space"], ["x"]])
    state, _ = play(state, 0, "steal:1")
    assert GAME.to_act(state) == [1] and ids(state, 1) == ["accept"]


def test_steal_takes_a_random_card():
    """Design (Steal): take a random card from a player's hand; only thief and victim learn which."""
    state = table(hands=[["steal"], ["space"], ["x"]])
    state, _ = play(state, 0, "steal:1")
    state, events = play(state, 1, "accept")
    assert state["hands"][0] == ["space"] and state["hands"][1] == []
    private = [e for e in events if e.to is not None]
    assert {tuple(e.to) for e in private} == {(0,), (1,)}
    assert all("space" not in canonical(e.args) for e in events if e.to is None)


def test_swap_gives_the_chosen_card_and_takes_a_random_one():
    """Design (Swap): give a card of your choice, take one at random (a blind exchange)."""
    state = table(hands=[["swap", "sheep", "myths"], ["space"], ["x"]])
    assert "swap:1:sheep" in ids(state, 0) and "swap:1:swap" not in ids(state, 0)
    state, _ = play(state, 0, "swap:1:myths")
    state, _ = play(state, 1, "accept")
    assert sorted(state["hands"][0]) == ["sheep", "space"] and state["hands"][1] == ["myths"]


def test_debunk_discards_an_exposed_theory():
    """Design (Debunk): discard one exposed theory of a player."""
    state = table(hands=[["debunk"], ["x"], ["x"]], exposed=[{}, {"space": 2}, {}])
    assert [i for i in ids(state, 0) if i.startswith("debunk")] == ["debunk:1:space"]
    state, _ = play(state, 0, "debunk:1:space")
    state, _ = play(state, 1, "accept")
    assert state["exposed"][1] == {"space": 1} and state["discard"][-2:] == ["debunk", "space"]


def test_recruit_moves_an_exposed_theory_to_you():
    """Design (Recruit): move one exposed theory of a player in front of you."""
    state = table(hands=[["recruit"], ["x"], ["x"]], exposed=[{}, {}, {"myths": 1}])
    state, _ = play(state, 0, "recruit:2:myths")
    state, _ = play(state, 2, "accept")
    assert state["exposed"][0] == {"myths": 1} and state["exposed"][2] == {}


def test_leak_shows_the_hand_to_its_player_only():
    """Design (Leak): look at a player's hand and take a card of your choice; only you see the hand."""
    state = table(hands=[["leak"], ["space", "sheep"], ["x"]])
    state, _ = play(state, 0, "leak:1")
    state, events = play(state, 1, "accept")
    assert GAME.view(state, 0)["their_hand"] == ["sheep", "space"]
    assert "their_hand" not in GAME.view(state, 2) and "their_hand" not in GAME.view(state, None)
    assert ids(state, 0) == ["take:sheep", "take:space"]
    state, _ = play(state, 0, "take:sheep")
    assert state["hands"][0] == ["sheep"] and state["hands"][1] == ["space"]


def test_brainstorm_draws_three():
    """Design (Brainstorm): draw 3 cards."""
    state = table(hands=[["brainstorm", "x"], ["x"], ["x"]], deck=["space"] * 4)
    state, _ = play(state, 0, "brainstorm")
    assert sorted(state["hands"][0]) == ["space"] * 3 + ["x"]


def test_counter_cancels_and_does_not_count_toward_the_two():
    """Lightning (Counter, designed): cancel an Action aimed at you; lightning cards are unlimited."""
    state = table(hands=[["steal", "space"], ["counter", "myths"], ["x"]])
    state, _ = play(state, 0, "steal:1")
    assert ids(state, 1) == ["accept", "counter"]
    state, events = play(state, 1, "counter")
    assert state["hands"][1] == ["myths"] and sorted(state["discard"]) == ["counter", "steal"]
    assert state["turn"] == 0 and state["plays"] == 1 and "expose:space" in ids(state, 0)


def test_deflect_sends_the_action_to_another_player():
    """Lightning (Deflect, designed): the Action aimed at you goes to another player, who may react too."""
    state = table(hands=[["steal"], ["deflect", "myths"], ["space"]])
    state, _ = play(state, 0, "steal:1")
    assert ids(state, 1) == ["accept", "deflect:2"]  # not back to the thief: it would do nothing
    state, _ = play(state, 1, "deflect:2")
    assert GAME.to_act(state) == [2]
    state, _ = play(state, 2, "accept")
    assert state["hands"][0] == ["space"] and state["hands"][2] == []


def test_deflected_debunk_may_turn_back():
    """Design: a Debunk can be turned back on its player ('retourner vos propres complots contre vous')."""
    state = table(hands=[["debunk"], ["deflect"], ["x"]], exposed=[{"space": 1}, {"space": 3}, {}])
    state, _ = play(state, 0, "debunk:1:space")
    assert "deflect:0" in ids(state, 1)
    state, _ = play(state, 1, "deflect:0")
    state, _ = play(state, 0, "accept")
    assert state["exposed"][0] == {} and state["exposed"][1] == {"space": 3}


# ---------------------------------------------------------------- designed Events
def start_round(event, players=3, hands=None, exposed=None, seed=0):
    hands = hands or [["space", "myths"], ["history", "sheep"], ["politics"]][:players]
    state = table(players, hands=hands, exposed=exposed, turn=players - 1, done=players - 1,
                  events=["crackdown", event])
    state["rng"] = seed
    return play(state, players - 1, "end")


def test_event_windfall_everyone_draws_one():
    """Designed Event (Windfall): everyone draws 1 card."""
    state, _ = start_round("windfall")
    assert [len(h) for h in state["hands"]] == [3, 3, 2]


@pytest.mark.parametrize("event,limit", [("crackdown", 1), ("frenzy", 3)])
def test_event_play_limits(event, limit):
    """Designed Events (Crackdown, Frenzy): the play limit of the round becomes 1 / 3."""
    state, _ = start_round(event)
    state, _ = play(state, 1, "draw")
    for _ in range(limit):
        assert state["turn"] == 1
        state, _ = play(state, 1, [i for i in ids(state, 1) if i.startswith("expose")][0])
    assert state["turn"] == 2


def test_event_blackout_and_censorship():
    """Designed Events (Blackout, Censorship): no Action / no theory may be played this round."""
    state, _ = start_round("blackout", hands=[["x"], ["steal", "space"], ["myths"]])
    state, _ = play(state, 1, "draw")
    assert not any(i.startswith("steal") for i in ids(state, 1)) and "expose:space" in ids(state, 1)
    state, _ = start_round("censorship", hands=[["x"], ["steal", "space"], ["myths"]])
    state, _ = play(state, 1, "draw")
    assert "steal:2" in ids(state, 1) and not any(i.startswith("expose") for i in ids(state, 1))


def test_event_brainwave_draws_three():
    """Designed Event (Brainwave): draw 3 instead of 2 this round."""
    state, _ = start_round("bigdraw")
    state, _ = play(state, 1, "draw")
    assert len(state["hands"][1]) == 5


@pytest.mark.parametrize("event,step", [("pass_left", 1), ("pass_right", -1)])
def test_event_pass_a_card_is_simultaneous_and_secret(event, step):
    """Designed Events (Rumour mill, Whisper): everyone passes a chosen card left / right, in secret."""
    state, _ = start_round(event)
    assert state["phase"] == "pass" and GAME.to_act(state) == [0, 1, 2]
    state, events = play(state, 1, "pass:sheep")
    assert GAME.required_seats(state) == [0, 2]  # seat 1 may still change its card (issue 35)
    assert "sheep" not in canonical(GAME.view(state, None)) and GAME.view(state, 1)["my_pass"] == "sheep"
    assert GAME.view(state, None)["chosen"] == [False, True, False]
    assert GAME.view(state, 0) == {**GAME.view(state, None), "seat": 0, "hand": ["myths", "space"],
                                   "my_pass": None}
    state, _ = play(state, 0, "pass:space")
    state, events = play(state, 2, "pass:politics")
    assert "sheep" in state["hands"][(1 + step) % 3] and state["phase"] == "start" and state["turn"] == 1


def test_a_passed_card_may_be_changed_until_everyone_has_chosen():
    """Issue 35 (Board Game Arena's rule for secret simultaneous choices): a player who has chosen the card
    to pass stays able to choose another one until the last player has chosen; then the passes resolve."""
    state, _ = start_round("pass_left")
    state, events = play(state, 1, "pass:sheep")
    assert GAME.to_act(state) == [0, 2, 1] and GAME.required_seats(state) == [0, 2]
    assert ids(state, 1) == ["pass:history"]  # choosing again: any other card of the hand
    state, events = play(state, 1, "pass:history")
    assert kinds(events) == ["pass_changed"] and GAME.view(state, 1)["my_pass"] == "history"
    assert "history" not in canonical(GAME.view(state, None)) and state["phase"] == "pass"
    assert GAME.event_text(events[0], "fr", NAMES) == "Bob a changé la carte à passer."
    state, _ = play(state, 0, "pass:space")
    assert GAME.to_act(state) == [2, 0, 1] and GAME.required_seats(state) == [2]
    state, _ = play(state, 0, "pass:myths")  # seat 0 changes its mind too
    state, events = play(state, 2, "pass:politics")  # the last choice resolves every pass at once
    assert state["phase"] == "start" and state["passing"] is None
    assert sorted(state["hands"][2]) == ["history"] and sorted(state["hands"][1]) == ["myths", "sheep"]
    assert sorted(state["hands"][0]) == ["politics", "space"]


def test_event_purge_discards_one_at_random():
    """Designed Event (Purge): everyone discards one card at random (face up)."""
    state, events = start_round("purge")
    assert [len(h) for h in state["hands"]] == [1, 1, 0] and len(state["discard"]) == 3


def test_event_spotlight_hits_the_leader():
    """Designed Event (Spotlight): whoever has the most exposed theories discards one of the largest group."""
    state, events = start_round("spotlight", exposed=[{"space": 3, "myths": 1}, {"myths": 4}, {"history": 2}])
    assert state["exposed"][0] == {"space": 2, "myths": 1} and state["exposed"][1] == {"myths": 3}
    assert state["exposed"][2] == {"history": 2}


def test_chaotic_exodus_and_great_reshuffle():
    """Designed chaotic Events: Exodus passes every hand left; Great reshuffle redeals all hands."""
    state, _ = start_round("c_exodus")
    assert state["hands"] == [["politics"], ["space", "myths"], ["history", "sheep"]]
    state, events = start_round("c_reshuffle")
    assert [len(h) for h in state["hands"]] == [2, 2, 1]
    assert sorted(c for h in state["hands"] for c in h) == ["history", "myths", "politics", "sheep", "space"]
    assert all(e.to is not None for e in events if e.kind == "got_hand")


def test_chaotic_cover_up_discards_a_whole_category():
    """Designed chaotic Event (Cover-up): every exposed theory of one random (exposed) category goes."""
    state, _ = start_round("c_coverup", exposed=[{"space": 3}, {"space": 1}, {}])
    assert state["exposed"] == [{}, {}, {}] and state["discard"].count("space") == 4


def test_chaotic_underdog_takes_a_theory():
    """Designed chaotic Event (Underdog): the player with fewest exposed theories takes one of their choice."""
    state, _ = start_round("c_underdog", exposed=[{"space": 3}, {"myths": 1}, {}])
    assert GAME.to_act(state) == [2] and ids(state, 2) == ["grab:0:space", "grab:1:myths"]
    state, _ = play(state, 2, "grab:0:space")
    assert state["exposed"][2] == {"space": 1} and state["turn"] == 1 and state["phase"] == "start"


# ---------------------------------------------------------------- views, texts, determinize
def random_states(count, seed=0):
    rng = random.Random(seed)
    out = []
    for i in range(count):
        players = 3 + i % 3
        state = GAME.setup(players, seed=seed * 1000 + i, options={"chaos": ("calm", "balanced", "chaotic")[i % 3]})
        for _ in range(rng.randrange(400)):
            acting = GAME.to_act(state)
            if not acting:
                break
            seat = rng.choice(acting)
            state, _ = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)).id)
        out.append(state)
    return out


def test_views_hide_hands_and_piles():
    """Hands, deck order and the Event pile never appear in the public view or another seat's view."""
    for state in random_states(30, seed=1):
        public = GAME.view(state, None)
        assert "hand" not in public and "deck" not in public or isinstance(public["deck"], int)
        for seat in range(state["players"]):
            mine = GAME.view(state, seat)
            extra = {k for k in mine if k not in public or mine[k] != public[k]}
            assert extra <= {"seat", "hand", "my_pass", "give", "their_hand"}


def test_determinize_keeps_the_view_and_redeals_the_unseen():
    """determinize: same view for the seat; other hands, deck order and Event pile re-dealt at random."""
    varied = Counter()
    for state in random_states(40, seed=2):
        if not GAME.to_act(state):
            continue
        for seat in range(state["players"]):
            rng = random.Random(seat)
            worlds = [GAME.determinize(state, seat, rng) for _ in range(3)]
            for world in worlds:
                assert GAME.view(world, seat) == GAME.view(state, seat)
                assert cards_everywhere(world) == Counter(DECK)
                assert len(world["events"]) == len(state["events"])
                GAME.legal_moves(world, GAME.to_act(world)[0])
            others = [s for s in range(state["players"]) if s != seat]
            if any(canonical([w["hands"][s] for s in others]) != canonical([state["hands"][s] for s in others])
                   for w in worlds):
                varied["hands"] += 1
            if any(w["deck"] != state["deck"] for w in worlds):
                varied["deck"] += 1
    assert varied["hands"] > 50 and varied["deck"] > 50


def test_determinize_reads_only_what_the_seat_knows():
    """determinize: the same seed gives the same world from any state the seat cannot tell apart."""
    from engine.invariants import check_determinize

    for i, state in enumerate(random_states(30, seed=5)):
        assert check_determinize(GAME, state, i) is None


def test_texts_render_in_both_languages_within_limits():
    """Board ≤ 3,500, hand ≤ 1,800, labels ≤ 80 and distinct, every event has a text, in EN and FR."""
    for state in random_states(24, seed=3):
        n = state["players"]
        names = NAMES[:n]
        for lang in ("en", "fr"):
            board = GAME.board_text(GAME.view(state, None), lang, names)
            assert len(board) <= 3500 and "{" not in board
            for seat in range(n):
                text = GAME.private_text(GAME.view(state, seat), lang, names)
                assert len(text) <= 1800 and "{" not in text
            for seat in GAME.to_act(state):
                moves = GAME.legal_moves(state, seat)
                labels = [GAME.move_label(state, seat, m, lang, names) for m in moves]
                assert len(set(labels)) == len(labels) and max(map(len, labels)) <= 80
                steps = [tuple(GAME.move_steps(state, seat, m, lang, names)) for m in moves]
                assert len(set(steps)) == len(steps)
                for depth in range(3):
                    groups = Counter(s[:depth] for s in steps if len(s) > depth)
                    assert all(len({s[depth] for s in steps if s[:depth] == g and len(s) > depth}) <= 25
                               for g in groups)
                seat_moves = moves
                for m in seat_moves[:6]:
                    _, events = GAME.apply(state, seat, m.id)
                    for e in events:
                        line = GAME.event_text(e, lang, names)
                        assert line and "{" not in line and len(line) < 400, e


def test_public_events_never_carry_a_hidden_card():
    """A public event never names a card that left or entered a hand unseen (draws, steals, passes)."""
    secret = {"drew", "took_card", "lost_card", "swap_got", "saw_hand", "passed_to_you", "got_hand"}
    for state in random_states(12, seed=4):
        for seat in GAME.to_act(state):
            for m in GAME.legal_moves(state, seat):
                _, events = GAME.apply(state, seat, m.id)
                for e in events:
                    assert (e.kind in secret) == (e.to is not None), e.kind


def test_refused_moves_leave_the_state_untouched():
    """apply refuses anything not legal with IllegalMove."""
    state = table(hands=[["space"], ["x"], ["x"]])
    before = canonical(state)
    for bad in ("expose:myths", "steal:1", "draw", "accept"):
        with pytest.raises(IllegalMove):
            play(state, 0, bad)
    with pytest.raises(IllegalMove):
        play(state, 1, "end")
    assert canonical(state) == before


# ---------------------------------------------------------------- AI and balance
def ai_game(players, seed, ai_seats, chaos="balanced"):
    state = GAME.setup(players, seed, {"chaos": chaos})
    rng = random.Random(seed)
    played = [set() for _ in range(players)]
    while GAME.to_act(state):
        seat = rng.choice(GAME.to_act(state))
        if seat in ai_seats:
            move_id = GAME.ai_move(state, seat, rng)
        else:
            move_id = rng.choice(GAME.legal_moves(state, seat)).id
        state, events = GAME.apply(state, seat, move_id)
        for e in events:
            if e.kind == "action":
                played[e.args["seat"]].add(e.args["card"])
            elif e.kind in ("counter", "deflect"):
                played[e.args["seat"]].add(e.kind)
            elif e.kind == "newhand":
                played[e.args["seat"]].add("newhand")
    return GAME.result(state), played


def test_ai_beats_random_seats():
    """The AI seat wins clearly more than its share against random players."""
    wins = 0
    for seed in range(30):
        players = 3 + seed % 3
        result, _ = ai_game(players, seed, {seed % players})
        wins += (seed % players) in result["winners"]
    assert wins >= 24


PLAYED_BOUND = 0.20  # 900-game run: largest |difference| 0.118 (Recruit)
DEALT_BOUND = 0.15  # 900-game run: largest |difference| 0.027 (Deflect)


def test_no_card_or_action_dominates():
    """Issue 17 balance, over all-AI games at 3-5 players and every chaos level, for each designed card
    (and the New hand action): the win rate of the seats that played it minus that of the seats that did
    not stays under PLAYED_BOUND; the same for holding it in the opening hand (a random, causal split)
    under DEALT_BOUND."""
    kinds = [k for k in data.ACTIONS if k not in ("shepherd", "sheep")] + ["newhand"]
    played_stats = {k: [0, 0, 0, 0] for k in kinds}
    dealt_stats = {k: [0, 0, 0, 0] for k in data.ACTIONS}
    for i in range(150):
        players, chaos, seed = 3 + i % 3, ("calm", "balanced", "chaotic")[(i // 3) % 3], 5000 + i
        opening = GAME.setup(players, seed, {"chaos": chaos})["hands"]
        result, played = ai_game(players, seed, set(range(players)), chaos)
        for seat in range(players):
            share = 1 / len(result["winners"]) if seat in result["winners"] else 0
            for stats, cards in ((played_stats, played[seat]), (dealt_stats, opening[seat])):
                for kind, s in stats.items():
                    s[0 if kind in cards else 2] += share
                    s[1 if kind in cards else 3] += 1
    for stats, bound in ((played_stats, PLAYED_BOUND), (dealt_stats, DEALT_BOUND)):
        for kind, (w_in, n_in, w_out, n_out) in stats.items():
            assert n_in >= 20 and n_out >= 20, kind
            assert abs(w_in / n_in - w_out / n_out) < bound, (kind, w_in / n_in, w_out / n_out)


# ---------------------------------------------------------------- search AI
def test_evaluate_favours_the_seat_closest_to_a_win():
    """evaluate (the search AI's leaf value): the seat with the best category, counting its matching cards
    in hand, is above 0.5 and its rivals below; level seats are at 0.5; values stay in [0, 1] and the
    state is untouched."""
    state = table(hands=[["space", "space"], ["myths"], ["x"]],
                  exposed=[{"space": 5}, {"myths": 2, "history": 2}, {"politics": 1}])
    before = canonical(state)
    values = [GAME.evaluate(state, s) for s in range(3)]
    assert canonical(state) == before
    assert values[0] > 0.8 and values[1] < 0.5 and values[2] < values[1]
    assert all(0 <= v <= 1 for v in values)
    held = table(hands=[["space", "space"], [], []], exposed=[{"space": 2}, {"space": 2}, {}])
    assert GAME.evaluate(held, 0) > 0.5 > GAME.evaluate(held, 1)  # theories in hand count
    level = table(exposed=[{"myths": 3}, {"space": 3}, {"history": 3}])
    assert [GAME.evaluate(level, s) for s in range(3)] == [0.5] * 3
    flock = table(hands=[["shepherd", "sheep", "sheep", "sheep"], [], []], exposed=[{}, {"space": 2}, {}])
    assert GAME.evaluate(flock, 0) > 0.5 > GAME.evaluate(flock, 1)  # 4 of the 5 flock cards in hand
    for st in random_states(9, seed=4):
        for s in range(st["players"]):
            assert 0 <= GAME.evaluate(st, s) <= 1


def test_evaluate_gives_the_result_once_over():
    """evaluate of a finished game: 1 for the winner, 0 for the others, whatever the theories."""
    state = table(hands=[["x"], ["sheep"], ["x"]], exposed=[{"space": 5}, {"myths": 1}, {}], turn=2, done=2,
                  events=[])
    state, _ = play(state, 2, "end")
    assert GAME.result(state)["winners"] == [1]
    assert [GAME.evaluate(state, s) for s in range(3)] == [0.0, 1.0, 0.0]


# ---------------------------------------------------------------- card texts (issue 35)
def test_every_card_power_is_shown_where_you_decide():
    """Play without the rulebook: every card of the data (theory categories, Actions, Events) has its power in
    both languages in ``cards()``, beside it in the hand (private view), in the note of a move that chooses it,
    and the revealed Event's power on the board; the copies add up to the data's totals."""
    from engine import LANGS

    infos = {c.key: c for c in GAME.cards()}
    assert set(infos) == set(CATEGORIES) | set(data.ACTIONS) | set(data.EVENTS) | set(data.CHAOTIC)
    assert sum(infos[k].copies for k in set(DECK)) == len(DECK) == 100
    assert sum(infos[k].copies for k in data.EVENTS) == data.STANDARD_EVENT_TOTAL
    assert sum(infos[k].copies for k in data.CHAOTIC) == data.CHAOTIC_TOTAL
    for key in set(DECK):
        state = table(3, hands=[[key, "space"], ["myths"], ["history"]], exposed=[{}, {"myths": 1}, {}])
        play_ids = ids(state, 0)
        state["phase"], state["passing"] = "pass", [None, None, None]
        assert key in GAME.cards_in_view(GAME.view(state, 0))
        for lang in LANGS:
            note = GAME.card_note(key, lang)
            assert note and infos[key].text(lang) and infos[key].name(lang)
            assert note in GAME.private_text(GAME.view(state, 0), lang, NAMES[:3]), (key, lang)
            move = next(m for m in GAME.legal_moves(state, 0) if m.args.get("card") == key)
            assert GAME.move_notes(state, 0, move, lang, NAMES[:3])[0] == note
        if key in CATEGORIES or key in PLAYABLE:  # played from the hand: the same note on the play move
            pstate = table(3, hands=[[key, "space"], ["myths"], ["history"]], exposed=[{}, {"myths": 1}, {}])
            move = next(m for m in GAME.legal_moves(pstate, 0)
                        if key in (m.args.get("card"), m.args.get("cat")) and m.kind in ("action", "expose"))
            assert move.id in play_ids
            for lang in LANGS:
                notes = GAME.move_notes(pstate, 0, move, lang, NAMES[:3])
                assert notes[0] == GAME.card_note(key, lang)
    for key in data.EVENT_KINDS:
        state = table(3, hands=[["space"], ["myths"], ["history"]], event=key)
        assert key in GAME.cards_in_view(GAME.view(state, None))
        for lang in LANGS:
            assert GAME.card_note(key, lang) in GAME.board_text(GAME.view(state, None), lang, NAMES[:3])
    # the lightning cards' notes where the target reacts
    state = table(3, hands=[["steal"], ["counter", "deflect", "space"], ["myths"]])
    state, _ = play(state, 0, "steal:1")
    for move in GAME.legal_moves(state, 1):
        if move.kind in ("counter", "deflect"):
            for lang in LANGS:
                assert GAME.move_notes(state, 1, move, lang, NAMES[:3])[0] == GAME.card_note(move.kind, lang)
