"""Gizmos scenarios, one per rule of the BGA help page (and the published rules where it is silent)."""

import io
import json
import random

import pytest
from PIL import Image

from engine import IllegalMove, SetupError, canonical, registry
from engine.games.gizmos.data import CARDS, COLOURS, LEVEL_CARDS, STARTING
from engine.games.gizmos.text import TEXTS

GAME = registry.get("gizmos")
NAMES = ["Aïcha", "Bob", "Chloé", "Dan"]


def energy(**kw):
    return {c: kw.get(c, 0) for c in COLOURS}


def table(players=2, built=None, stored=None, row=None, display=None, archive=None, tokens=None, decks=None):
    """A game at the start of seat 0's turn (seat 0 is first), with the given tableaux.

    ``built``/``stored``/``archive``: per seat; ``row``: the energy row; ``display``: {level: [ids]};
    ``decks``: {level: [ids, top first]}. Energy totals are kept at 52 by fixing the dispenser."""
    s = GAME.setup(players, seed=7)
    s["first"] = s["turn"] = 0
    placed = {c for lvl in s["display"].values() for c in lvl}
    for i in range(players):
        p = s["p"][i]
        if built and i < len(built) and built[i] is not None:
            p["built"] = [STARTING[i], *built[i]]
        if stored and i < len(stored) and stored[i] is not None:
            p["energy"] = energy(**stored[i])
        if archive and i < len(archive) and archive[i] is not None:
            p["archive"] = list(archive[i])
        if tokens:
            p["tokens"] = tokens[i]
    if row is not None:
        s["row"] = list(row)
    if display is not None:
        for lvl, cards in display.items():
            s["display"][str(lvl)] = list(cards)
    if decks is not None:
        for lvl, cards in decks.items():
            s["decks"][str(lvl)] = list(cards)
    # every card in exactly one place: take the cards we placed out of the decks
    placed = {c for lvl in s["display"].values() for c in lvl if c is not None}
    for p in s["p"]:
        placed |= set(p["built"]) | set(p["archive"])
    for lvl in ("1", "2", "3"):
        s["decks"][lvl] = [c for c in s["decks"][lvl] if c not in placed]
    for c in COLOURS:
        held = s["row"].count(c) + sum(p["energy"][c] for p in s["p"])
        s["dispenser"][c] = 13 - held
    return s


def play(state, seat, *moves):
    events = []
    for m in moves:
        state, ev = GAME.apply(state, seat, m)
        events += ev
    return state, events


def research_and_pass(state, seat):
    """Research level I, take nothing, put the cards back in any order."""
    state, events = play(state, seat, "research:1", "rpass")
    while state["phase"] == "order":
        state, more = play(state, seat, ids(state, seat)[0])
        events += more
    return state, events


def ids(state, seat=0):
    return [m.id for m in GAME.legal_moves(state, seat)]


def kinds(events):
    return [e.kind for e in events]


def total_energy(state):
    return (sum(state["dispenser"].values()) + len(state["row"])
            + sum(sum(p["energy"].values()) for p in state["p"]))


# ---------------------------------------------------------------- components and set-up
def test_component_totals():
    """Components: 112 gizmos (4 starting, 36 per level, 9 per colour in I and II, 8 per colour + 4 multicolour
    in III), costs in the card's colour, 52 energies (13 per colour)."""
    assert len(CARDS) == 112 and len(STARTING) == 4
    for lvl in (1, 2):
        assert len(LEVEL_CARDS[lvl]) == 36
        assert {c: sum(CARDS[i]["colour"] == c for i in LEVEL_CARDS[lvl]) for c in COLOURS} == dict.fromkeys(COLOURS, 9)
    three = LEVEL_CARDS[3]
    assert len(three) == 36 and sum(CARDS[i]["colour"] == "multi" for i in three) == 4
    assert all(sum(CARDS[i]["colour"] == c for i in three) == 8 for c in COLOURS)
    assert all(CARDS[i]["cost"] == CARDS[i]["vp"] == 1 for i in LEVEL_CARDS[1])
    kinds_ = [CARDS[i]["kind"] for i in CARDS]
    assert {k: kinds_.count(k) for k in set(kinds_)} == {"converter": 24, "upgrade": 28, "file": 12, "pick": 12,
                                                        "build": 36}
    s = GAME.setup(4, seed=1)
    assert total_energy(s) == 52


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_display_row_limits_and_level_three_selection(players):
    """Mise en place: 4/3/2 face-up cards, 16 of the 36 level-III cards, 6 energies in the row, each player a
    starting gizmo with storage 5, archive 1, research 3."""
    s = GAME.setup(players, seed=3)
    assert [len(s["display"][k]) for k in "123"] == [4, 3, 2]
    assert len(s["decks"]["1"]) == 32 and len(s["decks"]["2"]) == 33 and len(s["decks"]["3"]) == 14
    assert len(s["boxed"]) == 20 and not set(s["boxed"]) & set(s["decks"]["3"] + s["display"]["3"])
    assert len(s["row"]) == 6 and total_energy(s) == 52
    v = GAME.view(s, None)
    for i, p in enumerate(v["players"]):
        assert p["built"] == [STARTING[i]] and (p["storage"], p["archive_limit"], p["research"]) == (5, 1, 3)
    assert GAME.to_act(s) == [s["first"]]


def test_bad_player_counts_are_refused():
    """2 to 4 players."""
    for bad in (1, 5):
        with pytest.raises(SetupError):
            GAME.setup(bad, seed=1)


# ---------------------------------------------------------------- the four actions
def test_file_puts_a_face_up_card_in_the_archive_and_refills_the_row():
    """Archiver: a face-up card of any row goes to your archive; its slot is refilled from the deck."""
    s = table(display={3: [301, 302]}, decks={3: [303, 304]})
    s, ev = play(s, 0, "file:301")
    assert s["p"][0]["archive"] == [301] and s["display"]["3"] == [303, 302]
    assert "file" in kinds(ev)


def test_file_is_barred_when_the_archive_is_full():
    """Archiver: the archive limit (1 at the start) cannot be exceeded."""
    s = table(archive=[[101]])
    assert not [m for m in ids(s) if m.startswith("file:")]


def test_pick_takes_one_row_energy_and_the_row_is_refilled():
    """Choisir: one of the 6 energies goes to your storage; the row is refilled from the dispenser."""
    s = table(row=["red", "red", "blue", "blue", "black", "yellow"])
    assert [m for m in ids(s) if m.startswith("pick:")] == ["pick:red", "pick:blue", "pick:black", "pick:yellow"]
    s, _ = play(s, 0, "pick:black")
    assert s["p"][0]["energy"]["black"] == 1 and len(s["row"]) == 6 and total_energy(s) == 52


def test_pick_is_barred_when_the_storage_is_full():
    """Choisir: at the storage limit (5) no energy can be taken, not even to replace one."""
    s = table(stored=[{"red": 5}])
    assert not [m for m in ids(s) if m.startswith("pick:")]


def test_build_pays_in_the_card_colour_and_energy_returns_to_the_dispenser():
    """Construire: pay the cost in the card's colour; spent energy goes back into the dispenser; the display
    slot is refilled."""
    s = table(stored=[{"black": 1, "red": 2}], display={1: [101, 102, 103, 104]}, decks={1: [105]})
    assert "build:101" in ids(s) and "build:102" not in ids(s)
    before = s["dispenser"]["black"]
    s, ev = play(s, 0, "build:101")
    assert 101 in s["p"][0]["built"] and s["p"][0]["energy"] == energy(red=2)
    assert s["dispenser"]["black"] == before + 1 and s["display"]["1"][0] == 105
    assert next(e for e in ev if e.kind == "build").args["spent"] == "k"


def test_build_from_the_archive_needs_no_refill():
    """Construire: a card may be built from your archive."""
    s = table(stored=[{"blue": 3}], archive=[[202]])
    s, ev = play(s, 0, "build:202")
    assert s["p"][0]["archive"] == [] and 202 in s["p"][0]["built"]
    assert next(e for e in ev if e.kind == "build").args["src"] == "archive"


def test_converter_lets_another_colour_pay_and_is_used_once_per_turn():
    """Convertisseurs: 101 turns 1 yellow into any colour while building; each gizmo once per turn."""
    s = table(built=[[101]], stored=[{"yellow": 2}], display={1: [102, 103, 104, 106]})
    assert "build:102" in ids(s)
    s, ev = play(s, 0, "build:102")
    build = next(e for e in ev if e.kind == "build")
    assert build.args["spent"] == "y" and build.args["converters"] == [101]


def test_converters_chain_convert_then_double():
    """Convertisseurs: an energy converted to a colour may then be doubled (101 yellow→any, 218 red=2 red)."""
    s = table(built=[[101, 218]], stored=[{"yellow": 1, "red": 1}], display={2: [203, 204, 207]})
    # 203 costs 3 red: red (doubled = 2) + yellow converted to red = 3
    assert "build:203" in ids(s)
    s, ev = play(s, 0, "build:203")
    assert s["p"][0]["energy"] == energy() and 203 in s["p"][0]["built"]


def test_doublers_stack_on_one_energy():
    """Convertisseurs, as Board Game Arena validates a build: a doubler may double a unit another doubler made,
    so two red doublers (218, 221) make 1 red worth 3 red."""
    s = table(built=[[218, 221]], stored=[{"red": 1}], display={2: [203, 204, 207]})
    assert "build:203" in ids(s)  # 203 costs 3 red
    s, ev = play(s, 0, "build:203")
    build = next(e for e in ev if e.kind == "build")
    assert build.args["spent"] == "r" and build.args["converters"] == [218, 221]
    assert s["p"][0]["energy"] == energy() and 203 in s["p"][0]["built"]


def test_a_doubled_energy_of_another_colour_may_then_be_converted():
    """Convertisseurs, as Board Game Arena validates a build: a doubler of a colour other than the card's may
    double an energy that a converter then changes: 1 red doubled by 218 (2 red), both turned blue by 216."""
    s = table(built=[[218, 216]], stored=[{"red": 1}], display={2: [210, 204, 207]})
    assert "build:210" in ids(s)  # 210 costs 2 blue
    s, ev = play(s, 0, "build:210")
    build = next(e for e in ev if e.kind == "build")
    assert build.args["spent"] == "r" and build.args["converters"] == [216, 218]
    assert 210 in s["p"][0]["built"] and s["p"][0]["energy"] == energy()


def test_a_doubler_of_another_colour_may_follow_a_conversion():
    """Convertisseurs, as Board Game Arena validates a build: 101 turns 1 yellow into red, 218 doubles that
    red, 216 turns both reds into blue: 1 yellow pays a 2-blue card."""
    s = table(built=[[101, 218, 216]], stored=[{"yellow": 1}], display={2: [210, 204, 207]})
    assert "build:210" in ids(s)
    s, ev = play(s, 0, "build:210")
    assert next(e for e in ev if e.kind == "build").args["converters"] == [101, 216, 218]


def test_ways_to_pay_stay_few_and_fast_with_every_converter():
    """Convertisseurs: with all 24 converters built, the builds and ways to pay are still found at once, and a
    single red energy pays a 6-red card through chains (doublers stacked, a colour seeded, then converted)."""
    import time

    convs = [c for c in CARDS if CARDS[c]["kind"] == "converter"]
    s = table(built=[convs + [301, 302]], stored=[{"red": 4, "blue": 4, "black": 4, "yellow": 4}],
              display={3: [333, 331], 2: [201, 202, 203]})
    start = time.perf_counter()
    moves = ids(s)
    s2, _ = play(s, 0, "build:333")
    assert time.perf_counter() - start < 2.0
    assert "build:331" in moves and s2["phase"] == "pay" and 0 < len(ids(s2)) <= 12
    s = table(built=[convs], stored=[{"red": 1}], display={3: [318, 314]})
    assert "build:314" in ids(s)  # 314 costs 6 red: 1 red, 3 red doublers, and a seeded colour's doublers
    from engine.games.gizmos.rules import pay_value

    value, used = pay_value(energy(red=1), "red", 6, *GAME.converters(s, 0))
    assert value == 6 and used


def test_several_ways_to_pay_are_a_choice():
    """Construire: when converters give several ways to pay, the player chooses how."""
    s = table(built=[[101]], stored=[{"yellow": 1, "red": 1}], display={1: [103, 104, 106, 107]})
    s, ev = play(s, 0, "build:103")  # 1 red: pay red, or yellow through 101
    assert s["phase"] == "pay" and sorted(ids(s)) == ["pay:r", "pay:y"]
    s, _ = play(s, 0, "pay:y")
    assert s["p"][0]["energy"] == energy(red=1)


def test_many_ways_to_pay_are_chosen_one_energy_at_a_time():
    """Construire: a multicolour cost with many ways to pay is chosen one energy at a time."""
    s = table(stored=[{"red": 5, "blue": 5, "black": 5, "yellow": 5}], display={3: [333, 334]},
              built=[[201, 202, 203, 204, 302]])
    s, _ = play(s, 0, "build:333")
    assert s["phase"] == "pay" and sorted(ids(s)) == ["spend:b", "spend:k", "spend:r", "spend:y"]
    for _ in range(3):
        s, _ = play(s, 0, "spend:r")
    assert all(len(m) <= 64 for m in ids(s))
    while s["phase"] == "pay":
        s, _ = play(s, 0, ids(s)[0])
    assert 333 in s["p"][0]["built"] and sum(s["p"][0]["energy"].values()) == 13


def test_level_two_discount_lowers_the_cost():
    """Améliorations: 315 makes level-II gizmos cost 1 less."""
    s = table(built=[[315]], stored=[{"black": 2}], display={2: [201, 202, 203]})
    s, _ = play(s, 0, "build:201")
    assert s["p"][0]["energy"] == energy() and 201 in s["p"][0]["built"]


def test_research_shows_the_cards_to_the_researcher_only_and_puts_the_rest_under_the_deck():
    """Rechercher: draw research-limit cards from one deck (private), take one or pass; the rest go under the
    deck."""
    s = table(decks={2: [201, 202, 203, 204, 205]})
    s, ev = play(s, 0, "research:2")
    assert s["phase"] == "research" and s["t"]["research"]["cards"] == [201, 202, 203]
    private = [e for e in ev if e.to is not None]
    assert private and private[0].to == [0] and private[0].args["cards"] == [201, 202, 203]
    assert "201" not in json.dumps([e.to_dict() for e in ev if e.to is None])
    assert "research_cards" not in GAME.view(s, None) and "research_cards" not in GAME.view(s, 1)
    assert GAME.view(s, 0)["research_cards"] == [201, 202, 203]
    assert GAME.private_text(GAME.view(s, 0), "fr", NAMES).count("•") == 3
    s, _ = play(s, 0, "rfile:202")
    assert s["phase"] == "order" and ids(s) == ["under:201", "under:203"]  # the researcher chooses the order
    assert "research_cards" not in GAME.view(s, None) and GAME.hidden(s)["research"] == [201, 203]
    s, ev = play(s, 0, "under:203")
    assert s["p"][0]["archive"] == [202] and s["decks"]["2"] == [204, 205, 203, 201]
    assert "201" not in json.dumps([e.to_dict() for e in ev if e.to is None and e.kind != "file"])


def test_research_takes_fewer_cards_when_the_deck_is_short_and_may_pass():
    """Rechercher: fewer cards if the deck is short; the player may take nothing."""
    s = table(decks={3: [301, 302]})
    s, _ = play(s, 0, "research:3")
    assert s["t"]["research"]["cards"] == [301, 302] and "rpass" in ids(s)
    s, ev = play(s, 0, "rpass", "under:301")
    assert s["decks"]["3"] == [301, 302] and s["turn"] == 1


def test_research_build_triggers_gizmos():
    """Rechercher (note): the Build done during a Research triggers gizmos (133: build red → 1 VP)."""
    s = table(built=[[133]], stored=[{"red": 1}], decks={1: [103, 111, 120]}, display={1: [101, 102, 104, 105]})
    s, _ = play(s, 0, "research:1", "rbuild:103", "under:111")
    assert s["t"]["pool"] == [133]
    s, ev = play(s, 0, "fire:133")
    assert s["p"][0]["tokens"] == 1 and s["turn"] == 1


def test_research_limit_grows_with_upgrades():
    """Améliorations: 121 (storage +1, research +1) lets you draw 4 cards."""
    s = table(built=[[121]])
    s, _ = play(s, 0, "research:1")
    assert len(s["t"]["research"]["cards"]) == 4
    assert GAME.view(s, None)["players"][0]["storage"] == 6


# ---------------------------------------------------------------- triggers
def test_starting_gizmo_draws_on_file_and_a_draw_is_not_a_pick():
    """Déclencher / IMPORTANT: the starting gizmo draws 1 random energy when you File; drawing is not Picking,
    so a Pick trigger (109: pick blue → draw) is not triggered by it."""
    s = table(built=[[109]], display={1: [101, 102, 103, 104]})
    s["dispenser"] = energy(blue=13)  # every draw is blue
    s["row"] = []
    s, ev = play(s, 0, "file:101")
    assert s["t"]["pool"] == [STARTING[0]]
    s, ev = play(s, 0, f"fire:{STARTING[0]}")
    assert s["p"][0]["energy"] == energy(blue=1)
    assert s["turn"] == 1  # nothing else could be fired: 109 was not triggered


def test_each_gizmo_fires_at_most_once_per_turn():
    """Déclencher: a gizmo may be fired once per turn even if several actions trigger it (117: File → pick 1,
    325: Build blue → File)."""
    s = table(built=[[117, 325]], stored=[{"blue": 1}], display={1: [102, 103, 104, 105]},
              row=["red", "red", "red", "red", "red", "red"])
    s, _ = play(s, 0, "build:102")  # blue build triggers 325
    assert s["t"]["pool"] == [325]
    s, _ = play(s, 0, "fire:325:103")  # a File action: triggers 117 and the starting gizmo
    assert s["t"]["pool"] == [117, STARTING[0]]
    s, _ = play(s, 0, "fire:117:red")
    assert 117 in s["t"]["used"] and not [m for m in ids(s) if m.startswith("fire:117")]


def test_a_gizmo_is_not_triggered_by_the_action_that_built_it_but_may_be_later():
    """Déclencher (note): a gizmo built by an action is not triggered by it, but may be by a later action of
    the same turn. 208 (build from archive → pick 2) built from the archive does not fire for itself; the free
    level-I build from the archive given by 319 then triggers it."""
    s = table(built=[[125, 319]], stored=[{"yellow": 3}], archive=[[208, 101]], row=["red"] * 6)
    s, _ = play(s, 0, "build:208")
    assert 208 in s["p"][0]["built"] and s["t"]["pool"] == [319]
    s, _ = play(s, 0, "fire:319:101")
    assert s["p"][0]["archive"] == [] and s["t"]["pool"] == [208]
    s, _ = play(s, 0, "fire:208:red", "pick:red")
    assert s["p"][0]["energy"]["red"] == 2


def test_multicolour_gizmos_match_every_colour_trigger():
    """Déclencher (choice): building a multicolour gizmo triggers colour triggers (133: build red → 1 VP)."""
    s = table(built=[[133]], stored=[{"blue": 7}], display={3: [335, 336]})
    s, _ = play(s, 0, "build:335")
    assert s["t"]["pool"] == [133]


def test_pick_up_to_two_may_stop_after_one_and_picks_trigger_pick_gizmos():
    """Déclencher: 205 (build from archive → pick up to 2) picks are Picks and trigger 110 (pick red → draw)."""
    s = table(built=[[205, 110]], stored=[{"red": 1}], archive=[[103]], row=["red"] * 6)
    s, _ = play(s, 0, "build:103", "fire:205:red")
    assert s["phase"] == "pick" and "stop" in ids(s) and s["t"]["pool"] == [110]
    s, _ = play(s, 0, "stop")
    assert s["phase"] == "trigger" and ids(s) == ["fire:110", "end"]


def test_triggered_research_and_free_build_chain():
    """Déclencher: 319 (build yellow/red → free level-I build) builds a card, which triggers further gizmos."""
    s = table(built=[[319, 134]], stored=[{"red": 1}], display={1: [103, 101, 105, 106]})
    s, _ = play(s, 0, "build:103")  # red build → 319
    s, ev = play(s, 0, "fire:319:101")  # a black level-I gizmo for free → 134 (build black → 1 VP)
    assert 101 in s["p"][0]["built"] and s["p"][0]["energy"] == energy()
    assert s["t"]["pool"] == [134]


def test_draw_is_refused_when_the_storage_is_full():
    """Déclencher: a random draw cannot go into a full storage, so the starting gizmo cannot be fired."""
    s = table(stored=[{"red": 5}], display={1: [101, 102, 103, 104]})
    s, _ = play(s, 0, "file:101")
    assert s["turn"] == 1


# ---------------------------------------------------------------- upgrades that bar actions
def test_never_research_and_never_file_upgrades():
    """Améliorations: 321 bars Research for good, 323 bars File (also as a triggered effect)."""
    s = table(built=[[321], [323]])
    assert not [m for m in ids(s, 0) if m.startswith("research:")]
    s["turn"] = 1
    assert not [m for m in ids(s, 1) if m.startswith("file:")]
    assert [m for m in ids(s, 1) if m.startswith("research:")]


# ---------------------------------------------------------------- end and scoring
def test_sixteenth_gizmo_triggers_the_last_round_which_is_finished():
    """Fin de la partie: building a 16th gizmo (starting one included) ends the game once the round is over,
    so that everyone has played as many turns."""
    s = table(players=3, built=[list(LEVEL_CARDS[2][:14])], stored=[{"red": 1}], display={1: [103, 104, 105, 106]})
    s, ev = play(s, 0, "build:103")
    assert s["final"] and "final" in kinds(ev) and GAME.to_act(s) == [1]
    s, _ = research_and_pass(s, 1)
    assert GAME.to_act(s) == [2]
    s, ev = research_and_pass(s, 2)
    assert GAME.to_act(s) == [] and "game_end" in kinds(ev) and GAME.result(s)["winners"] == [0]


def test_fourth_level_three_gizmo_triggers_the_end():
    """Fin de la partie: a 4th level-III gizmo triggers the last round."""
    s = table(built=[[301, 302, 303]], stored=[{"black": 5}], display={3: [305, 306]})
    s, ev = play(s, 0, "build:305")
    assert s["final"] and "final" in kinds(ev)
    s, _ = research_and_pass(s, 1)
    assert GAME.result(s) is not None and GAME.to_act(s) == []


def test_score_counts_printed_vp_tokens_and_end_bonuses():
    """Score: printed VP + VP tokens + 333 (+1 per stored energy) + 335 (+ the token total)."""
    s = table(built=[[201, 333, 335]], stored=[{"red": 2, "blue": 1}], tokens=[4, 0])
    assert GAME.score(s, 0) == 3 + 0 + 0 + 4 + 3 + 4


def test_tie_breakers_most_gizmos_then_energy_then_furthest_from_first():
    """Fin: ties go to the most gizmos built, then the most energy, then the player furthest from the first."""
    s = table(players=3, built=[[101], [102], [103]], tokens=[0, 0, 0])
    s["first"] = 1
    assert GAME.ranking(s)[0] == 0  # equal everything: seat 0 is the last in turn order after seat 1
    s["p"][1]["energy"] = energy(red=1)
    assert GAME.ranking(s)[0] == 1
    s["p"][2]["built"].append(104)
    s["p"][2]["tokens"] = -1  # same score with one gizmo more
    assert GAME.ranking(s)[0] == 2


# ---------------------------------------------------------------- protocol, texts, picture, AI
def test_illegal_moves_are_refused_without_change():
    """Protocol: a move that is not legal, or not this seat's, raises IllegalMove and changes nothing."""
    s = table()
    before = canonical(s)
    for seat, move in ((1, "pick:red"), (0, "build:999"), (0, "fire:901"), (0, "pay:rr")):
        with pytest.raises(IllegalMove):
            GAME.apply(s, seat, move)
    assert canonical(s) == before


def test_hidden_part_is_decks_box_and_research_cards():
    """Undo: the hidden part is the deck orders, the boxed level-III cards and the research cards."""
    s = table()
    h = GAME.hidden(s)
    assert set(h) == {"decks", "boxed", "research"} and h["research"] is None
    s2, _ = play(s, 0, "research:1")
    assert GAME.hidden(s2)["research"] == s2["t"]["research"]["cards"]


def test_choosing_a_card_to_pay_is_undoable_a_pick_is_not():
    """Undo: entering the payment of a card draws nothing and may be undone; a pick refills the row at random."""
    s = table(built=[[101]], stored=[{"yellow": 1, "red": 1}], display={1: [103, 104, 106, 107]})
    move = next(m for m in GAME.legal_moves(s, 0) if m.id == "build:103")
    after, ev = GAME.apply(s, 0, "build:103")
    assert GAME.undoable(s, 0, move, after, ev)
    move = next(m for m in GAME.legal_moves(s, 0) if m.id.startswith("pick:"))
    after, ev = GAME.apply(s, 0, move.id)
    assert not GAME.undoable(s, 0, move, after, ev)


def test_texts_are_complete_in_both_languages():
    """Texts: every key in English and French; the rules summary fits a message."""
    assert set(TEXTS.tables["en"]) == set(TEXTS.tables["fr"])
    for lang in ("en", "fr"):
        assert len(GAME.rules_summary(lang)) <= 3500
    assert TEXTS.t("fr", "gizmos", n=0) == "0 Bidule" and TEXTS.t("en", "gizmos", n=2) == "2 gizmos"


def test_ai_plays_whole_games_with_short_texts_and_a_picture():
    """AI and presentation: AI seats finish games at every count; labels ≤ 80 and distinct, board ≤ 3,500
    characters, the picture is a PNG of the public view."""
    for players in (2, 3, 4):
        s = GAME.setup(players, 40 + players)
        rng = random.Random(players)
        n = 0
        while GAME.to_act(s):
            seat = GAME.to_act(s)[0]
            if n % 7 == 0:
                for lang in ("en", "fr"):
                    labels = [GAME.move_label(s, seat, m, lang, NAMES) for m in GAME.legal_moves(s, seat)]
                    assert len(set(labels)) == len(labels) and all(len(x) <= 80 for x in labels)
                    assert len(GAME.board_text(GAME.view(s, None), lang, NAMES[:players])) <= 3500
            s, ev = GAME.apply(s, seat, GAME.ai_move(s, seat, rng))
            for e in ev:
                for lang in ("en", "fr"):
                    text = GAME.event_text(e, lang, NAMES[:players])
                    assert text is None or "{" not in text
            n += 1
            assert n < 3000
        assert GAME.result(s)["winners"]
    png = GAME.board_image(GAME.view(s, None), "fr", NAMES)
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG" and image.size[0] >= 600


# ---------------------------------------------------------------- card texts (issue 35)
def test_every_card_power_is_shown_where_you_decide():
    """Every gizmo of the data has its power in words, in English and in French: in the catalogue (/card), beside
    it on the board (display), in the private text (archive, research, own gizmos) and beside the choice that
    names it (file, build, fire)."""
    infos = {c.key: c for c in GAME.cards()}
    assert sorted(infos) == sorted(str(c) for c in CARDS)
    assert sum(c.copies for c in infos.values()) == 112
    assert sum(1 for c in infos.values() if c.kind["en"] == "Converter") == 8 + 12 + 4
    for cid, card in CARDS.items():
        info = infos[str(cid)]
        assert info.note("en") != info.note("fr")
        for lang in ("en", "fr"):
            assert len(info.text(lang)) > 20 and info.note(lang) in GAME.card_note(cid, lang)
        if card["level"] == 0:
            continue
        level = card["level"]
        s = table(display={level: [cid]})
        view = GAME.view(s, 0)
        assert str(cid) in GAME.cards_in_view(view)
        for lang in ("en", "fr"):
            assert info.note(lang) in GAME.board_text(GAME.view(s, None), lang, NAMES[:2])
            move = next(m for m in GAME.legal_moves(s, 0) if m.id == f"file:{cid}")
            notes = GAME.move_notes(s, 0, move, lang, NAMES[:2])
            assert notes[1] == info.note(lang)
            assert len(notes) == len(GAME.move_steps(s, 0, move, lang, NAMES[:2]))
        # in the archive: the private text and the build choice show it
        cost = card["cost"]
        colour = "red" if card["colour"] == "multi" else card["colour"]
        s = table(display={level: []}, archive=[[cid]], stored=[{colour: cost}])
        s["p"][0]["built"].append(301)  # room for 9 energies
        for lang in ("en", "fr"):
            assert info.note(lang) in GAME.private_text(GAME.view(s, 0), lang, NAMES[:2])
            move = next(m for m in GAME.legal_moves(s, 0) if m.id == f"build:{cid}")
            assert GAME.move_notes(s, 0, move, lang, NAMES[:2])[1] == info.note(lang)
    # the starting gizmos: in their owner's private text and beside the choice that fires them
    s = table(built=[[902, 903, 904]], display={1: [101, 102, 103, 104]})
    s, _ = play(s, 0, "file:101")
    for cid in STARTING:
        for lang in ("en", "fr"):
            assert infos[str(cid)].note(lang) in GAME.private_text(GAME.view(s, 0), lang, NAMES[:2])
            move = next(m for m in GAME.legal_moves(s, 0) if m.id == f"fire:{cid}")
            assert GAME.move_notes(s, 0, move, lang, NAMES[:2]) == [infos[str(cid)].note(lang)]


def test_research_cards_show_their_power_to_the_researcher():
    s = table(decks={3: [305, 319, 333]})
    s, _ = play(s, 0, "research:3")
    for lang in ("en", "fr"):
        text = GAME.private_text(GAME.view(s, 0), lang, NAMES[:2])
        for cid in (305, 319, 333):
            assert GAME.card_note(cid, lang) in text
        move = next(m for m in GAME.legal_moves(s, 0) if m.id == "rfile:319")
        assert GAME.move_notes(s, 0, move, lang, NAMES[:2])[1] == GAME.card_note(319, lang)
    assert GAME.private_text(GAME.view(s, 1), "en", NAMES[:2]).count(GAME.card_note(305, "en")) == 0


def test_the_cards_another_player_researches_are_redealt_with_their_levels_deck():
    """AI worlds: the cards another player is researching are unseen cards of their level: determinize re-deals
    them with that level's deck only (level I keeps its cards; level III is dealt with the box); the researcher
    keeps them."""
    s = table(decks={2: [201, 202, 203, 204, 205]})
    s, _ = play(s, 0, "research:2")
    seen = s["t"]["research"]["cards"]
    mixed = False
    for seed in range(20):
        world = GAME.determinize(s, 1, random.Random(seed))
        cards = world["t"]["research"]["cards"]
        assert len(cards) == len(seen)
        assert sorted(cards + world["decks"]["2"]) == sorted(seen + s["decks"]["2"])
        assert sorted(world["decks"]["1"]) == sorted(s["decks"]["1"])
        assert sorted(world["boxed"] + world["decks"]["3"]) == sorted(s["boxed"] + s["decks"]["3"])
        assert world["boxed"] == sorted(world["boxed"])
        mixed |= cards != seen
        assert GAME.determinize(s, 0, random.Random(seed))["t"]["research"]["cards"] == seen
    assert mixed
