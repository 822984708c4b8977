"""Scenario tests for Sea Salt & Paper (+ Extra Salt): one per rule of the rules page, card and choice."""

import json
import random
from collections import Counter

import pytest

from engine import IllegalMove, SetupError, registry
from engine.games.seasaltpaper import GAME
from engine.games.seasaltpaper.data import BASE_SIZE, CARDS, COLOUR, FULL_SIZE, KIND, deck_cards
from engine.games.seasaltpaper.rules import card_points, score_breakdown
from engine.games.seasaltpaper.rules import enc as GAME_ENC
from engine.invariants import play_random_game


def C(kind: str, colour: str | None = None, nth: int = 0) -> int:
    """The id of the nth card of that kind (and colour)."""
    found = [i for i, (k, c) in enumerate(CARDS) if k == kind and (colour is None or c == colour)]
    return found[nth]


def new(players=2, extra=False, seed=1, turn=0, deck=None, piles=None, hands=None):
    """A fresh state, with seat ``turn`` to draw and the given cards (the deck's top is its last card)."""
    state = GAME.setup(players, seed, {"extra_salt": extra})
    state["turn"] = turn
    state["phase"] = "draw"
    if deck is not None:
        GAME.set_cards(state, "deck", None, deck)
    if piles is not None:
        for p, cards in enumerate(piles):
            GAME.set_cards(state, "piles", p, cards)
    for seat, cards in (hands or {}).items():
        GAME.set_cards(state, "hands", seat, cards)
    return state


def ids(state, seat):
    return [m.id for m in GAME.legal_moves(state, seat)]


def play(state, seat, move_id):
    return GAME.apply(state, seat, move_id)


FILLER = [C("shell", "dark_blue"), C("octopus", "yellow"), C("penguin", "pink"), C("shell", "grey"),
          C("octopus", "green"), C("shell", "black"), C("octopus", "grey"), C("shell", "yellow")]


# ---------------------------------------------------------------------------- components
def test_base_deck_has_58_cards_of_the_listed_types():
    """Card list: 9 crabs, 8 boats, 7 fish, 5 sharks, 5 swimmers, 4 mermaids, 6 shells, 5 octopuses,
    3 penguins, 2 sailors, 1 lighthouse, 1 shoal of fish, 1 penguin colony, 1 captain."""
    kinds = Counter(KIND[c] for c in deck_cards(False))
    assert len(deck_cards(False)) == BASE_SIZE == 58
    assert kinds == {"crab": 9, "boat": 8, "fish": 7, "shark": 5, "swimmer": 5, "mermaid": 4, "shell": 6,
                     "octopus": 5, "penguin": 3, "sailor": 2, "lighthouse": 1, "shoal": 1, "colony": 1,
                     "captain": 1}


def test_base_colour_totals_match_the_page_except_its_pink_typo():
    """Colours: 9 dark blue, 9 light blue, 8 black, 8 yellow, 6 green, 4 white, 4 purple, 4 grey,
    3 light orange, 1 orange; pink is 2 (the page's 3 would make 59 cards, see data.py)."""
    colours = Counter(COLOUR[c] for c in deck_cards(False))
    assert colours == {"dark_blue": 9, "light_blue": 9, "black": 8, "yellow": 8, "green": 6, "white": 4,
                       "purple": 4, "grey": 4, "light_orange": 3, "pink": 2, "orange": 1}


def test_swimmer_colours_follow_the_documented_choice():
    """Conflict between sources: one swimmer each of dark blue, light blue, black, yellow, light orange."""
    assert sorted(COLOUR[c] for c in deck_cards(False) if KIND[c] == "swimmer") == [
        "black", "dark_blue", "light_blue", "light_orange", "yellow"]


def test_extra_salt_adds_eight_cards_with_the_page_colour_totals():
    """Extra Salt: 3 starfish, 2 jellyfish, 1 cast of crabs, 1 lobster, 1 seahorse; colour totals with it:
    10/10/9/9/7/5/5/4/3/3/1."""
    cards = deck_cards(True)
    assert len(cards) == FULL_SIZE == 66
    extra = Counter(KIND[c] for c in cards[BASE_SIZE:])
    assert extra == {"starfish": 3, "jellyfish": 2, "cast": 1, "lobster": 1, "seahorse": 1}
    colours = Counter(COLOUR[c] for c in cards)
    assert colours == {"dark_blue": 10, "light_blue": 10, "black": 9, "yellow": 9, "green": 7, "white": 5,
                       "purple": 5, "grey": 4, "light_orange": 3, "pink": 3, "orange": 1}


def test_option_extra_salt_builds_the_bigger_deck():
    """The Extra Salt cards are a game option (off by default)."""
    base = GAME.setup(3, 5)
    extra = GAME.setup(3, 5, {"extra_salt": "oui"})
    assert len(base["deck"]) == 56 and len(extra["deck"]) == 64
    assert GAME.option("extra_salt").default is False
    with pytest.raises(SetupError):
        GAME.setup(3, 5, {"extra_salt": "maybe"})
    with pytest.raises(SetupError):
        GAME.setup(5, 5)


def test_round_starts_with_empty_hands_and_one_card_on_each_discard_pile():
    """Set-up: one deck, two discard piles (one face-up card each), empty hands."""
    state = GAME.setup(4, 9)
    assert all(h == "" for h in state["hands"])
    assert [len(p) for p in state["piles"]] == [1, 1]
    assert len(state["deck"]) == 56
    assert GAME.to_act(state) == [state["turn"]]
    assert set(ids(state, state["turn"])) == {"deck", "pile:1", "pile:2"}


# ---------------------------------------------------------------------------- drawing
def test_draw_two_keep_one_discard_the_other_on_a_pile():
    """Draw: take the two top cards of the deck, keep one, discard the other on one of the two piles."""
    crab, shell = C("crab"), C("shell")
    state = new(deck=FILLER + [shell, crab], piles=[[C("boat")], [C("fish")]])
    state, events = play(state, 0, "deck")
    drawn = [e for e in events if e.kind == "drawn"]
    assert drawn and drawn[0].to == [0] and sorted(drawn[0].args["cards"]) == sorted([crab, shell])
    assert state["phase"] == "keep"
    assert set(ids(state, 0)) == {f"keep:{crab}:1", f"keep:{crab}:2", f"keep:{shell}:1", f"keep:{shell}:2"}
    state, events = play(state, 0, f"keep:{shell}:2")
    assert GAME.hand(state, 0) == [shell]
    assert GAME.pile(state, 1) == [C("fish"), crab]
    assert any(e.kind == "discard" and e.to is None and e.args["card"] == crab for e in events)
    assert all(e.args.get("card") != shell for e in events if e.to is None)  # the kept card stays secret


def test_discard_must_go_on_an_empty_pile():
    """Published rule: if a discard pile is empty, the discarded card must go there."""
    state = new(deck=FILLER + [C("shell"), C("crab")], piles=[[C("boat")], []])
    state, _ = play(state, 0, "deck")
    assert all(mid.endswith(":2") for mid in ids(state, 0))


def test_take_the_top_card_of_a_discard_pile():
    """Draw: or take the first card of one of the two discard piles (public)."""
    state = new(deck=FILLER, piles=[[C("boat"), C("shell")], [C("fish")]])
    state, events = play(state, 0, "pile:1")
    assert GAME.hand(state, 0) == [C("shell")]
    assert GAME.pile(state, 0) == [C("boat")]
    assert any(e.kind == "take_pile" and e.to is None for e in events)
    assert GAME.to_act(state) == [1]  # nothing to decide after the draw: the turn passed


def test_last_card_of_the_deck_is_simply_kept():
    """With a single card left in the deck, the draw keeps it (nothing to discard)."""
    state = new(deck=[C("shell")], piles=[[C("boat")], [C("fish")]], hands={0: hand_worth(6)})
    state, events = play(state, 0, "deck")
    assert [e.args["card"] for e in events if e.kind == "drew"] == [C("shell")]
    assert GAME.hand(state, 0) == hand_worth(6) + [C("shell")]  # 7 points: seat 0 may announce
    assert GAME.pile(state, 0) == [C("boat")] and GAME.pile(state, 1) == [C("fish")]
    assert "stop" in ids(state, 0)


def test_empty_deck_at_end_of_turn_ends_round_without_score():
    """Published rule: if the deck is empty at the end of a turn, the round ends and nobody scores."""
    state = new(deck=[C("shell")], piles=[[C("boat")], [C("fish")]])
    state["scores"] = [3, 4]
    state, events = play(state, 0, "deck")
    end = [e for e in events if e.kind == "round_end"][0]
    assert end.args["how"] == "empty" and end.args["gains"] == [0, 0]
    assert state["scores"] == [3, 4] and state["round"] == 2


# ---------------------------------------------------------------------------- duos
def test_crab_duo_takes_any_card_of_a_chosen_discard_pile_secretly():
    """Duo of crabs: choose a discard pile, look through it and take one card without showing it."""
    a, b = C("crab", nth=0), C("crab", nth=2)
    mermaid = C("mermaid")
    state = new(deck=FILLER, piles=[[C("boat"), mermaid, C("fish")], [C("shell")]], hands={0: [a, b]})
    state["phase"] = "play"
    state, events = play(state, 0, f"duo:{a}:{b}")
    assert state["phase"] == "crab_pile" and set(ids(state, 0)) == {"crab:1", "crab:2"}
    assert GAME.table(state, 0) == [[a, b]]
    state, events = play(state, 0, "crab:1")
    seen = [e for e in events if e.kind == "pile_seen"][0]
    assert seen.to == [0] and seen.args["cards"] == [C("boat"), mermaid, C("fish")]
    assert f"take:{mermaid}" in ids(state, 0)
    assert GAME.view(state, 0)["pile_cards"] == [C("boat"), mermaid, C("fish")]
    assert GAME.view(state, 1)["pile_cards"] is None
    state, events = play(state, 0, f"take:{mermaid}")
    assert GAME.hand(state, 0) == [mermaid]
    assert GAME.pile(state, 0) == [C("boat"), C("fish")]
    assert all(e.to == [0] for e in events if e.args.get("card") == mermaid)


def test_boat_duo_plays_another_turn():
    """Duo of boats: play another turn at once (draw again)."""
    a, b = C("boat", nth=0), C("boat", nth=1)
    state = new(deck=FILLER, hands={0: [a, b, C("shell")]})
    state["phase"] = "play"
    state, events = play(state, 0, f"duo:{a}:{b}")
    assert any(e.kind == "extra_turn" for e in events)
    assert GAME.to_act(state) == [0] and state["phase"] == "draw"
    assert "deck" in ids(state, 0)


def test_fish_duo_adds_the_top_card_of_the_deck():
    """Duo of fish: take the first card of the deck into your hand."""
    a, b = C("fish", nth=0), C("fish", nth=1)
    top = C("octopus")
    state = new(deck=FILLER + [top], hands={0: [a, b]})
    state["phase"] = "play"
    state, events = play(state, 0, f"duo:{a}:{b}")
    assert GAME.hand(state, 0) == [top]
    assert [e.to for e in events if e.kind == "drew"] == [[0]]


def test_shark_swimmer_duo_steals_a_random_card_from_a_chosen_opponent():
    """Shark + swimmer: steal a random card from an opponent's hand; only thief and victim see it."""
    shark, swimmer = C("shark"), C("swimmer")
    state = new(players=3, deck=FILLER, hands={0: [shark, swimmer], 1: [C("shell")], 2: [C("octopus")]})
    state["phase"] = "play"
    state, _ = play(state, 0, f"duo:{swimmer}:{shark}" if swimmer < shark else f"duo:{shark}:{swimmer}")
    assert set(ids(state, 0)) == {"steal:1", "steal:2"}
    state, events = play(state, 0, "steal:2")
    assert GAME.hand(state, 0) == [C("octopus")] and GAME.hand(state, 2) == []
    stolen = [e for e in events if e.kind == "stolen"][0]
    assert sorted(stolen.to) == [0, 2]
    assert all("card" not in e.args for e in events if e.to is None and e.kind == "steal")


def test_steal_is_random_among_the_victims_cards():
    """The stolen card is drawn at random (both cards can come out, depending on the seed)."""
    shark, swimmer = C("shark"), C("swimmer")
    got = set()
    for seed in range(30):
        state = new(seed=seed, deck=FILLER, hands={0: [shark, swimmer], 1: [C("shell"), C("octopus")]})
        state["phase"] = "play"
        state["rng"] = seed
        state, _ = play(state, 0, f"duo:{swimmer}:{shark}")  # one opponent: stolen at once
        got.add(GAME.hand(state, 0)[0])
    assert got == {C("shell"), C("octopus")}


def test_two_swimmers_or_two_sharks_are_not_a_duo():
    """Only crab+crab, boat+boat, fish+fish and shark+swimmer are duos in the base game."""
    state = new(deck=FILLER, hands={0: [C("swimmer", nth=0), C("swimmer", nth=1), C("shark", nth=0),
                                        C("shark", nth=1)]})
    assert GAME.duo_options([C("swimmer", nth=0), C("swimmer", nth=1)], False) == []
    assert GAME.duo_options([C("shark", nth=0), C("shark", nth=1)], False) == []
    options = GAME.duo_options(GAME.hand(state, 0), False)
    assert {e for _, e in options} == {"steal"}


def test_several_duos_in_one_turn_and_choice_of_colours():
    """Duos are optional and several may be played; identical cards give one choice, colours matter."""
    hand = [C("crab", "dark_blue", 0), C("crab", "dark_blue", 1), C("crab", "yellow"), C("fish", nth=0),
            C("fish", nth=1)]
    state = new(deck=FILLER + [C("octopus")], piles=[[C("boat")], [C("shell")]], hands={0: hand})
    state["phase"] = "play"
    duo_ids = [m for m in ids(state, 0) if m.startswith("duo:")]
    assert len(duo_ids) == 3  # blue+blue crabs, blue+yellow crabs, the two fish
    assert "end" in ids(state, 0)
    state, _ = play(state, 0, f"duo:{C('fish', nth=0)}:{C('fish', nth=1)}")
    assert state["phase"] == "play"
    state, _ = play(state, 0, f"duo:{C('crab', 'dark_blue', 0)}:{C('crab', 'yellow')}")
    assert len(GAME.table(state, 0)) == 2 and state["phase"] == "crab_pile"


def test_duo_without_possible_effect_is_allowed_and_does_nothing():
    """A duo whose effect cannot apply (no card in the deck for the fish) is played for its point only."""
    a, b = C("fish", nth=0), C("fish", nth=1)
    state = new(deck=[], piles=[[C("boat")], [C("shell")]], hands={0: [a, b], 1: [C("octopus")]})
    state["phase"] = "play"
    state, events = play(state, 0, f"duo:{a}:{b}")
    assert any(e.kind == "no_effect" for e in events)


# ---------------------------------------------------------------------------- scoring
def test_duos_score_one_point_played_or_in_hand():
    """Each duo is worth 1 point, on the table or still in hand."""
    hand = [C("boat", nth=0), C("boat", nth=1), C("crab", nth=0)]
    table = [[C("fish", nth=0), C("fish", nth=1)], [C("shark"), C("swimmer")]]
    assert card_points(hand, table) == 3
    assert card_points([C("swimmer"), C("shark"), C("shark", nth=1)], []) == 1


def test_collector_tables():
    """Collections: shells 0/2/4/6/8/10, octopuses 0/3/6/9/12, penguins 1/3/5, sailors 0/5."""
    def kinds(kind, n):
        return [C(kind, nth=i) for i in range(n)]
    assert [card_points(kinds("shell", n), []) for n in range(1, 7)] == [0, 2, 4, 6, 8, 10]
    assert [card_points(kinds("octopus", n), []) for n in range(1, 6)] == [0, 3, 6, 9, 12]
    assert [card_points(kinds("penguin", n), []) for n in range(1, 4)] == [1, 3, 5]
    assert [card_points(kinds("sailor", n), []) for n in range(1, 3)] == [0, 5]


def test_multipliers():
    """Lighthouse 1 per boat, shoal of fish 1 per fish, penguin colony 2 per penguin, captain 3 per sailor."""
    boats = [C("boat", nth=i) for i in range(3)]
    assert card_points([C("lighthouse"), *boats], []) == 3 + 1  # + one duo of boats
    assert card_points([C("shoal")], [[C("fish", nth=0), C("fish", nth=1)]]) == 2 + 1
    assert card_points([C("colony"), C("penguin", nth=0), C("penguin", nth=1)], []) == 4 + 3
    assert card_points([C("captain"), C("sailor")], []) == 3 + 0
    assert card_points([C("lighthouse")], []) == 0


def test_mermaids_score_colours_in_order_and_white_counts():
    """Mermaids: 1st = cards of the most common colour, 2nd = second colour, ...; white counts as a colour."""
    blue = [C("shell", "dark_blue"), C("crab", "dark_blue"), C("boat", "dark_blue")]
    yellow = [C("shell", "yellow"), C("octopus", "yellow")]
    base = card_points(blue + yellow, [])
    assert card_points([C("mermaid"), *blue, *yellow], []) == base + 3
    assert card_points([C("mermaid", nth=0), C("mermaid", nth=1), *blue, *yellow], []) == base + 3 + 2
    three = [C("mermaid", nth=i) for i in range(3)]
    assert card_points([*three, C("shell", "dark_blue")], []) == 3 + 1 + 0


def test_colour_bonus_is_the_most_common_colour_count():
    """Colour bonus: the number of cards of the player's most common colour (hand and played)."""
    info = score_breakdown([C("shell", "dark_blue"), C("octopus", "yellow")],
                           [[C("crab", "dark_blue", 0), C("crab", "dark_blue", 1)]])
    assert info["colour_bonus"] == 3


def test_four_mermaids_win_the_game_at_once():
    """End: a player who holds the 4 mermaids wins immediately."""
    mermaids = [C("mermaid", nth=i) for i in range(4)]
    state = new(deck=FILLER, piles=[[C("boat"), mermaids[3]], [C("fish")]], hands={0: mermaids[:3]})
    state, events = play(state, 0, "pile:1")
    assert GAME.to_act(state) == []
    assert GAME.result(state)["winners"] == [0] and GAME.result(state)["mermaids"] == 0
    assert any(e.kind == "mermaids" for e in events)
    assert GAME.view(state, None)["mermaid_winner"] == 0


# ---------------------------------------------------------------------------- announcements
def hand_worth(points_wanted):
    """A hand of shells and an octopus pair worth a known number of points."""
    if points_wanted == 9:
        return [C("shell", nth=i) for i in range(4)] + [C("octopus", nth=0), C("octopus", nth=1)]  # 6 + 3
    if points_wanted == 6:
        return [C("shell", nth=i) for i in range(4)]
    raise ValueError(points_wanted)


def test_announce_needs_seven_points():
    """Announce: only with 7 points or more (hand and played cards)."""
    state = new(deck=FILLER, piles=[[C("penguin", nth=2)], [C("boat")]], hands={0: hand_worth(6)})
    state, _ = play(state, 0, "pile:2")  # a boat adds nothing: 6 points, no duo, the turn ends by itself
    assert GAME.to_act(state) == [1]
    state = new(deck=FILLER, piles=[[C("penguin", nth=2)], [C("boat")]], hands={0: hand_worth(6)})
    state, _ = play(state, 0, "pile:1")  # a penguin: 6 + 1 = 7
    assert {"stop", "last_chance", "end"} <= set(ids(state, 0))


def test_stop_ends_round_everyone_scores_card_points():
    """STOP: the round ends at once and each player scores the points of their cards (no colour bonus)."""
    state = new(deck=FILLER, hands={0: hand_worth(9), 1: [C("penguin"), C("sailor", nth=0), C("sailor", nth=1)]})
    state["phase"] = "play"
    state, events = play(state, 0, "stop")
    end = [e for e in events if e.kind == "round_end"][0]
    assert end.args["how"] == "stop" and end.args["gains"] == [9, 6]
    assert state["scores"] == [9, 6] and state["round"] == 2
    assert end.args["hands"] is not None  # hands are shown at the end of a scored round


def _last_chance_state(opponent_hand):
    state = new(deck=FILLER * 2, piles=[[C("boat")], [C("fish")]],
                hands={0: hand_worth(9), 1: opponent_hand})
    state["phase"] = "play"
    return state


def test_last_chance_won_caller_scores_points_and_bonus_others_bonus_only():
    """LAST CHANCE: others play one last turn; if the caller has at least as many points as each opponent,
    the caller scores card points + colour bonus, the others only their colour bonus."""
    state = _last_chance_state([C("shell", "grey"), C("octopus", "grey")])
    state, events = play(state, 0, "last_chance")
    assert any(e.kind == "last_chance" and e.to is None for e in events)
    assert GAME.to_act(state) == [1]
    assert str(0) in GAME.view(state, None)["revealed"]
    state, events = play(state, 1, "pile:1")  # takes a boat: nothing else to decide, the round ends
    end = [e for e in events if e.kind == "round_end"][0]
    bonus0 = score_breakdown(hand_worth(9), [])["colour_bonus"]
    assert end.args["won"] is True
    assert end.args["gains"] == [9 + bonus0, 2]


def test_last_chance_lost_caller_scores_only_bonus_others_card_points():
    """LAST CHANCE lost (an opponent has strictly more points): the caller scores only the colour bonus,
    the others score their card points."""
    strong = [C("penguin", nth=i) for i in range(3)] + [C("colony")] + [C("sailor", nth=0), C("sailor", nth=1)]
    state = _last_chance_state(strong)  # 5 + 6 + 5 = 16 points
    state, _ = play(state, 0, "last_chance")
    state, events = play(state, 1, "pile:1")
    end = [e for e in events if e.kind == "round_end"][0]
    bonus0 = score_breakdown(hand_worth(9), [])["colour_bonus"]
    assert end.args["won"] is False
    assert end.args["gains"] == [bonus0, 16]


def test_last_chance_tie_is_won_by_the_caller():
    """LAST CHANCE: 'autant ou plus' — a tie wins the bet."""
    equal = [C("shell", nth=4), C("shell", nth=5)] + [C("octopus", nth=i) for i in range(2, 5)] + [C("penguin")]
    assert card_points(equal, []) == 2 + 6 + 1
    state = _last_chance_state(equal)
    state, _ = play(state, 0, "last_chance")
    state, events = play(state, 1, "pile:1")
    assert [e for e in events if e.kind == "round_end"][0].args["won"] is True


def test_last_chance_each_other_player_has_one_turn_and_cannot_announce():
    """LAST CHANCE: every other player plays exactly one more turn, with duos but no announcement."""
    state = new(players=3, deck=FILLER * 2, piles=[[C("penguin")], [C("fish")]],
                hands={0: hand_worth(9), 1: hand_worth(6), 2: [C("boat", nth=0), C("boat", nth=1)]})
    state["phase"] = "play"
    state, _ = play(state, 0, "last_chance")
    assert GAME.view(state, None)["last_chance_left"] == [2]
    state, _ = play(state, 1, "pile:1")  # 7 points now, but no announcement is possible
    assert GAME.to_act(state) == [2]  # seat 1 had nothing to decide
    assert "1" in GAME.view(state, None)["revealed"]
    state, _ = play(state, 2, "pile:2")
    assert "stop" not in ids(state, 2) and "last_chance" not in ids(state, 2)
    assert f"duo:{C('boat', nth=0)}:{C('boat', nth=1)}" in ids(state, 2)
    state, events = play(state, 2, "end")
    assert any(e.kind == "round_end" for e in events)
    assert state["round"] == 2


def test_next_round_is_started_by_the_player_after_the_one_who_ended_it():
    """Choice (BGA): the player after the announcer starts the next round."""
    state = new(players=4, turn=2, deck=FILLER, hands={2: hand_worth(9)})
    state["phase"] = "play"
    state, events = play(state, 2, "stop")
    assert GAME.to_act(state) == [3]
    assert [e for e in events if e.kind == "round_start"][0].args["starter"] == 3


@pytest.mark.parametrize(("players", "target"), [(2, 40), (3, 35), (4, 30)])
def test_game_ends_at_40_35_30_points(players, target):
    """End: at 2/3/4 players, a player at or above 40/35/30 points ends the game; highest score wins."""
    state = new(players=players, deck=FILLER, hands={0: hand_worth(9)})
    state["phase"] = "play"
    state["scores"] = [target - 10] + [target - 1] * (players - 1)
    state, _ = play(state, 0, "stop")
    assert GAME.to_act(state) != [] and state["scores"][0] == target - 1  # one short: the game goes on
    state = new(players=players, deck=FILLER, hands={0: hand_worth(9)})
    state["phase"] = "play"
    state["scores"] = [target - 9] + [0] * (players - 1)
    state, events = play(state, 0, "stop")
    assert GAME.result(state)["winners"] == [0]
    assert any(e.kind == "game_end" for e in events)


def test_tie_at_the_end_goes_to_the_player_who_ended_the_round():
    """End: on a tie for the highest score, the player who ended the last round wins."""
    state = new(deck=FILLER, hands={0: hand_worth(9)})
    state["phase"] = "play"
    state["scores"] = [31, 40]
    state, _ = play(state, 0, "stop")
    assert state["scores"] == [40, 40]
    assert GAME.result(state)["winners"] == [0]


# ---------------------------------------------------------------------------- Extra Salt
def test_lobster_crab_duo_looks_at_five_cards_keeps_one():
    """Extra Salt, crab + lobster: look at the deck's top 5 cards, keep one, shuffle the rest back."""
    crab, lobster = C("crab"), C("lobster")
    top5 = [C("octopus", nth=i) for i in range(3)] + [C("mermaid"), C("shell")]
    state = new(extra=True, deck=FILLER + top5, hands={0: [crab, lobster]})
    state["phase"] = "play"
    state, events = play(state, 0, f"duo:{crab}:{lobster}")
    looked = [e for e in events if e.kind == "looked"][0]
    assert looked.to == [0] and sorted(looked.args["cards"]) == sorted(top5)
    assert len(ids(state, 0)) == 5 and len(state["deck"]) == len(FILLER)
    state, _ = play(state, 0, f"lobster:{C('mermaid')}")
    assert GAME.hand(state, 0) == [C("mermaid")]
    assert sorted(GAME.deck(state)) == sorted(FILLER + top5[:3] + [C("shell")])


def test_lobster_pairs_with_crab_only_in_extra_salt():
    """Extra Salt: the lobster only makes a duo with a crab; without the option it is never dealt."""
    assert GAME.duo_options([C("lobster"), C("crab")], True)[0][1] == "lobster"
    assert card_points([C("lobster"), C("crab"), C("crab", nth=1), C("crab", nth=2)], []) == 2
    assert all(KIND[c] not in ("lobster", "jellyfish", "starfish", "seahorse", "cast") for c in deck_cards(False))


def test_jellyfish_swimmer_forces_opponents_to_only_draw_the_top_card():
    """Extra Salt, swimmer + jellyfish: on their next turn the opponents only take the deck's top card."""
    swimmer, jelly = C("swimmer"), C("jellyfish")
    deck = FILLER + [C("octopus", nth=4), C("shell", nth=5)]
    state = new(players=3, extra=True, deck=deck,
                hands={0: [swimmer, jelly], 1: [C("fish", nth=0), C("fish", nth=1)], 2: [C("crab")]})
    state["phase"] = "play"
    state, events = play(state, 0, f"duo:{swimmer}:{jelly}")
    assert state["jelly"] is None  # the effect is over once seat 0's turn has come back
    assert GAME.to_act(state) == [0] and state["phase"] == "draw"
    assert GAME.hand(state, 1) == [C("fish", nth=0), C("fish", nth=1), C("shell", nth=5)]
    assert GAME.hand(state, 2) == [C("crab"), C("octopus", nth=4)]
    assert [e.args["seat"] for e in events if e.kind == "forced"] == [1, 2]
    assert all(e.to in ([1], [2]) for e in events if e.kind == "drew")


def test_jellyfish_effect_lasts_until_the_players_next_turn():
    """Extra Salt: while the effect holds, an opponent's turn has no choice at all."""
    swimmer, jelly = C("swimmer"), C("jellyfish")
    state = new(extra=True, deck=FILLER, hands={0: [swimmer, jelly, C("boat", nth=0), C("boat", nth=1)]})
    state["phase"] = "play"
    state, _ = play(state, 0, f"duo:{swimmer}:{jelly}")
    assert state["jelly"] == 0 and GAME.to_act(state) == [0]  # seat 0 may still play its boats
    state, _ = play(state, 0, f"duo:{C('boat', nth=0)}:{C('boat', nth=1)}")
    assert state["jelly"] == 0 and state["phase"] == "draw" and GAME.to_act(state) == [0]


def test_starfish_trio_scores_three_and_has_no_effect():
    """Extra Salt, starfish: played with a duo it makes a trio worth 3 points, without the duo's effect."""
    a, b, star = C("fish", nth=0), C("fish", nth=1), C("starfish")
    state = new(extra=True, deck=FILLER, hands={0: [a, b, star]})
    state["phase"] = "play"
    assert f"trio:{a}:{b}:{star}" in ids(state, 0)
    deck_before = state["deck"]
    state, events = play(state, 0, f"trio:{a}:{b}:{star}")
    assert state["deck"] == deck_before and GAME.table(state, 0) == [[a, b, star]]
    assert card_points([], [[a, b, star]]) == 3
    assert card_points([star, star + 1, a, b], []) == 3  # at most one starfish per duo
    assert card_points([star], []) == 0


def test_starfish_in_hand_boosts_only_a_duo_still_in_hand():
    """Extra Salt, starfish (issue 11): a starfish kept in hand adds 2 points only to a duo still in hand;
    a duo already played without a starfish keeps its 1 point (as Board Game Arena's CardsPoints.php)."""
    crabs = [C("crab", nth=0), C("crab", nth=1)]
    fish = [C("fish", nth=0), C("fish", nth=1)]
    star = C("starfish")
    assert card_points([star], [crabs]) == 1  # played crab duo + starfish in hand: 1, not 3
    assert score_breakdown([star], [crabs])["duos"] == 1
    assert card_points([star, *fish], []) == 3  # the duo in hand is boosted
    assert card_points([star, *fish], [crabs]) == 4  # played duo 1 + boosted duo in hand 3
    assert card_points([star, star + 1, *fish], [crabs]) == 4  # one starfish per duo, in hand only
    assert card_points([], [[*crabs, star]]) == 3  # a trio played keeps its starfish bonus


def test_starfish_in_hand_does_not_count_a_played_duo_for_the_seven_points():
    """Announce threshold with a starfish (issue 11): 3 shells + 1 penguin (5) + a played crab duo (1) is
    6 points; the starfish in hand has no duo in hand to boost, so STOP / LAST CHANCE are not offered."""
    shells = [C("shell", nth=i) for i in range(3)]
    hand = [*shells, C("penguin", nth=0), C("starfish")]
    state = new(extra=True, deck=FILLER, hands={0: hand})
    state["tables"][0] = [GAME_ENC([C("crab", nth=0), C("crab", nth=1)])]
    state["phase"] = "play"
    assert GAME.points(state, 0) == 6
    assert not GAME.can_announce(state, 0)
    assert "stop" not in ids(state, 0) and "last_chance" not in ids(state, 0)
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, "stop")


def test_seahorse_adds_one_card_to_the_best_collection():
    """Extra Salt, seahorse: counts as one more card of a collection the player already has."""
    shells = [C("shell", nth=i) for i in range(2)]
    assert card_points([C("seahorse"), *shells], []) == 4
    assert card_points([C("seahorse"), *shells, C("octopus")], []) == 2 + 3
    assert card_points([C("seahorse")], []) == 0
    assert card_points([C("seahorse"), C("sailor", nth=0), C("sailor", nth=1)], []) == 5  # already full
    assert card_points([C("seahorse"), C("penguin"), C("colony")], []) == 3 + 2  # no multiplier bonus


def test_cast_of_crabs_scores_one_per_crab():
    """Extra Salt, cast of crabs: 1 point per crab."""
    crabs = [C("crab", nth=i) for i in range(3)]
    assert card_points([C("cast"), *crabs], []) == 3 + 1


# ---------------------------------------------------------------------------- views and texts
def _random_states(n_games=6, extra=False):
    rng = random.Random(4)
    for seed in range(n_games):
        state = GAME.setup(2 + seed % 3, seed, {"extra_salt": extra})
        while GAME.to_act(state):
            yield state
            seat = GAME.to_act(state)[0]
            state, _ = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)).id)
        yield state


def test_public_view_never_shows_hands_or_deck():
    """Hands by DM: the public view shows piles' tops and sizes, played duos, hand sizes and scores only."""
    for state in _random_states(4, extra=True):
        public = GAME.view(state, None)
        text = json.dumps(public)
        assert "hand" not in public and "pending" not in public and "deck" not in public
        revealed = GAME.revealed(state)
        for seat in range(state["players"]):
            mine = GAME.view(state, seat)
            assert mine["hand"] == GAME.hand(state, seat)
            if seat not in revealed and GAME.to_act(state):
                assert str(seat) not in public["revealed"]
        assert len(text) < 4000


def test_private_events_reach_only_the_concerned_seats():
    """Events for private information (drawn, kept, stolen, looked-at cards) are addressed to their seats."""
    private_kinds = {"drawn", "drew", "kept", "took", "stolen", "looked", "pile_seen"}
    rng = random.Random(2)
    for seed in range(20):
        state = GAME.setup(3, seed, {"extra_salt": True})
        while GAME.to_act(state):
            seat = GAME.to_act(state)[0]
            state, events = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)).id)
            for e in events:
                if e.kind in private_kinds:
                    assert e.to is not None and len(e.to) <= 2
                else:
                    assert e.to is None


def test_texts_fit_discord_limits_in_both_languages():
    """Presentation: board ≤ 3,500, private ≤ 1,800, labels ≤ 80, rules ≤ 3,500, every event has a text."""
    for lang in ("en", "fr"):
        assert len(GAME.rules_summary(lang)) <= 3500
    names = ["Alice", "Bob", "Chloé", "Dmitri"]
    rng = random.Random(1)
    for i, state in enumerate(_random_states(5, extra=True)):
        if i % 3:
            continue
        n = state["players"]
        for lang in ("en", "fr"):
            board = GAME.board_text(GAME.view(state, None), lang, names[:n])
            assert 0 < len(board) <= 3500
            for seat in range(n):
                private = GAME.private_text(GAME.view(state, seat), lang, names[:n])
                assert private and len(private) <= 1800
            for seat in GAME.to_act(state):
                moves = GAME.legal_moves(state, seat)
                assert len(moves) <= 40
                for m in moves:
                    assert 0 < len(GAME.move_label(state, seat, m, lang, names[:n])) <= 80
                    assert all(0 < len(s) <= 80 for s in GAME.move_steps(state, seat, m, lang, names[:n]))
                move = rng.choice(moves)
                _, events = GAME.apply(state, seat, move.id)
                for e in events:
                    assert GAME.event_text(e, lang, names[:n])


def test_ai_plays_legal_moves_and_finishes_games():
    """An AI seat: always a legal move, and AI-only games end."""
    for extra in (False, True):
        for seed in range(6):
            n = 2 + seed % 3
            state = GAME.setup(n, seed, {"extra_salt": extra})
            rng = random.Random(seed)
            for _ in range(3000):
                acting = GAME.to_act(state)
                if not acting:
                    break
                move = GAME.ai_move(state, acting[0], rng)
                assert move in [m.id for m in GAME.legal_moves(state, acting[0])]
                state, _ = GAME.apply(state, acting[0], move)
            assert GAME.result(state) is not None


def test_ai_prefers_a_useful_pile_card_and_plays_duos():
    """AI heuristics: takes a discard that completes a collection, plays a fish duo before ending."""
    state = new(deck=FILLER, piles=[[C("mermaid")], [C("boat")]], hands={0: [C("shell"), C("shell", nth=1)]})
    assert GAME.ai_move(state, 0, random.Random(0)) == "pile:1"
    state = new(deck=FILLER, hands={0: [C("fish", nth=0), C("fish", nth=1), C("shell")]})
    state["phase"] = "play"
    assert GAME.ai_move(state, 0, random.Random(0)).startswith("duo:")


def test_illegal_moves_are_refused():
    """The engine refuses moves of a seat not to act and unknown moves."""
    state = new(deck=FILLER)
    with pytest.raises(IllegalMove):
        GAME.apply(state, 1, "deck")
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, "stop")


def test_registered_and_random_games_with_extra_salt_keep_invariants():
    """The invariant kit with the Extra Salt option (the suite's kit runs the default options)."""
    assert registry.get("seasaltpaper") is GAME
    assert GAME.random_games == 30
    for i in range(12):
        run = play_random_game(GAME, 2 + i % 3, seed=500 + i, options={"extra_salt": True})
        assert run.result is not None


# ---------------------------------------------------------------------------- undo (issue 10)
def _undoable(state, seat, move_id):
    move = next(m for m in GAME.legal_moves(state, seat) if m.id == move_id)
    after, events = GAME.apply(state, seat, move_id)
    return GAME.undoable(state, seat, move, after, events)


def test_hidden_part_is_deck_order_hands_piles_and_looked_at_cards():
    """Undo never crosses hidden information: the hidden part names the deck's order, every hand, the
    discard piles (only their top is shown) and the cards being looked at; no seat's view shows another's."""
    state = new(deck=FILLER, hands={0: [C("crab")], 1: [C("boat")]})
    hidden = GAME.hidden(state)
    assert set(hidden) == {"deck", "hands", "piles", "pending"}
    assert hidden["deck"] == state["deck"] and hidden["hands"] == state["hands"]


def test_drawing_from_the_deck_is_never_undoable():
    """Undo never crosses hidden information: drawing the deck's two top cards shows them to the drawer."""
    state = new(deck=FILLER, piles=[[C("boat")], [C("fish")]])
    assert not _undoable(state, 0, "deck")
    state = new(deck=FILLER, piles=[[C("boat")], [C("fish")]])
    after, _ = GAME.apply(state, 0, "deck")
    keep = GAME.legal_moves(after, 0)[0].id
    assert not _undoable(after, 0, keep)


def test_no_sea_salt_move_is_a_pure_board_move():
    """Every Sea Salt & Paper move changes a hand or the deck (both hidden), so none is undoable: taking a
    pile's top card puts it in a hidden hand, a duo comes out of one, ending the turn passes it."""
    state = new(deck=FILLER, piles=[[C("boat")], [C("fish")]], hands={0: [C("fish", nth=1)]})
    assert not _undoable(state, 0, "pile:2")


def test_every_card_power_is_shown_where_you_decide():
    from engine import LANGS
    from engine.games.seasaltpaper.data import KINDS

    assert sorted(c.key for c in GAME.cards()) == sorted(KINDS)
    assert sum(c.copies for c in GAME.cards()) == FULL_SIZE == 66
    names = ["Ann", "Bob"]
    for kind in KINDS:
        card = C(kind)
        other = C("shell", "grey") if kind != "shell" else C("octopus", "grey")
        # drawn from the deck: keep one of two, the other to a discard pile
        state = new(extra=True, deck=[*FILLER, other, card])
        state, _ = play(state, 0, "deck")
        keep = next(m for m in GAME.legal_moves(state, 0) if m.kind == "keep" and m.args["card"] == card)
        view = GAME.view(state, 0)
        assert kind in GAME.cards_in_view(view)
        for lang in LANGS:
            note = GAME.card_note(kind, lang)
            assert note and GAME.card(kind).text(lang) != GAME.card(kind).name(lang)
            assert note in GAME.private_text(view, lang, names)
            assert GAME.move_notes(state, 0, keep, lang, names)[0] == note


def test_a_discard_pile_of_one_card_reads_one_card():
    pile = [C("crab", "dark_blue")]
    state = new(piles=[pile, [C("fish", "black")]], hands={0: [C("crab", "yellow"), C("crab", "green")]})
    assert GAME.move_label(state, 0, next(m for m in GAME.legal_moves(state, 0) if m.kind == "pile"), "en",
                           ["Ann", "Bob"])
    state["phase"] = "crab_pile"
    label = GAME.move_label(state, 0, GAME.legal_moves(state, 0)[0], "en", ["Ann", "Bob"])
    assert "(1 card)" in label and "(1 cards)" not in label
    assert "(1 carte)" in GAME.move_label(state, 0, GAME.legal_moves(state, 0)[0], "fr", ["Ann", "Bob"])
