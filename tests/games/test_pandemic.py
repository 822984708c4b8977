"""Scenario tests for Pandemic: one per rule of the rules page, per role and per event card."""

import io
import json
import random
from collections import deque

import pytest

from engine import IllegalMove, registry
from engine.games.pandemic import GAME
from engine.games.pandemic.data import (
    CITIES,
    CITY_COLOR,
    CODE,
    EPIDEMIC,
    EVENTS,
    LINK_PAIRS,
    LINKS,
    MAP_SIZE,
    ROLES,
)
from engine.games.pandemic.present import epidemic_chance
from engine.games.pandemic.rules import cube_count, cubes_at, set_cubes
from engine.games.pandemic.text import TEXTS
from engine.invariants import check_ai_move_reads_only_the_view

NAMES = ["Ann", "Bob", "Cyd", "Dan"]


def fresh(players=2, roles=None, hands=None, seed=1, **fields):
    """A set-up game with an empty board (no cubes), chosen roles and hands, seat 0 to play its actions."""
    st = GAME.setup(players, seed)
    st["cubes"] = "0" * (4 * len(CITIES))
    st["supply"] = [24, 24, 24, 24]
    st["ideck"] = st["ideck"] + st["idiscard"]
    st["idiscard"] = []
    st["roles"] = list(roles or ROLES[-players:])
    # keep every card somewhere: whatever the hands held goes back into the deck
    for h in st["hands"]:
        st["pdeck"].extend(h)
    st["hands"] = [[] for _ in range(players)]
    if hands:
        for s, h in enumerate(hands):
            for c in h:
                if c in st["pdeck"]:
                    st["pdeck"].remove(c)
            st["hands"][s] = list(h)
    st["turn"] = 0
    st["phase"] = "actions"
    st["actions"] = 4
    st.update(fields)
    return st


def play(st, seat, move_id):
    st, events = GAME.apply(st, seat, move_id)
    return st, events


def ids(st, seat):
    return [m.id for m in GAME.legal_moves(st, seat)]


# ---------------------------------------------------------------- components
def test_map_has_48_cities_12_per_colour():
    """Components: 48 cities, 12 of each colour; the city is São Paulo (not 'Sao Paolo')."""
    assert len(CITIES) == 48
    for color in ("blue", "yellow", "black", "red"):
        assert sum(1 for c in CITIES if CITY_COLOR[c] == color) == 12
    assert "São Paulo" in CITIES
    assert len(set(CODE[c] for c in CITIES)) == 48


def test_links_symmetric_connected_and_published_count():
    """Map: links are symmetric, the graph is connected, 93 links incl. the Pacific wrap; known data errors absent."""
    assert len(LINK_PAIRS) == 93
    assert len({frozenset(p) for p in LINK_PAIRS}) == 93
    for a in CITIES:
        for b in LINKS[a]:
            assert a in LINKS[b]
    assert sum(len(v) for v in LINKS.values()) == 2 * 93
    seen, queue = {"Atlanta"}, deque(["Atlanta"])
    while queue:
        for nb in LINKS[queue.popleft()]:
            if nb not in seen:
                seen.add(nb)
                queue.append(nb)
    assert len(seen) == 48
    assert "Tokyo" in LINKS["San Francisco"] and "Manila" in LINKS["San Francisco"]
    assert "Sydney" in LINKS["Los Angeles"]
    assert "Algiers" not in LINKS["Milan"] and "Milan" not in LINKS["Algiers"]
    assert "Kinshasa" in LINKS["Khartoum"]
    assert len(LINKS["Istanbul"]) == 6 and len(LINKS["Hong Kong"]) == 6 and LINKS["Santiago"] == ("Lima",)


@pytest.mark.parametrize(("difficulty", "epidemics"), [("introductory", 4), ("standard", 5), ("heroic", 6)])
def test_player_deck_and_epidemic_piles(difficulty, epidemics):
    """Set-up: 48 city + 5 event cards, 4/5/6 epidemics by difficulty, one epidemic in each of equal piles."""
    for players, hand in ((2, 4), (3, 3), (4, 2)):
        st = GAME.setup(players, 7, {"difficulty": difficulty})
        assert [len(h) for h in st["hands"]] == [hand] * players
        cards = [c for h in st["hands"] for c in h] + st["pdeck"]
        assert sorted(c for c in cards if c != EPIDEMIC) == sorted([*CITIES, *EVENTS])
        assert cards.count(EPIDEMIC) == epidemics
        assert EPIDEMIC not in [c for h in st["hands"] for c in h]
        rest = len(st["pdeck"])
        sizes = [(rest - epidemics) // epidemics + (1 if i >= epidemics - (rest - epidemics) % epidemics else 0) + 1
                 for i in range(epidemics)]
        pos = 0
        for size in sizes:  # bottom pile first
            assert st["pdeck"][pos:pos + size].count(EPIDEMIC) == 1
            pos += size


def test_setup_board():
    """Set-up: station and pawns in Atlanta, 9 cities infected 3/3/3/2/2/2/1/1/1, 24 cubes per colour, rate 2."""
    st = GAME.setup(4, 3)
    assert st["stations"] == ["Atlanta"] and st["pawns"] == ["Atlanta"] * 4
    counts = sorted((sum(cubes_at(st, c)) for c in CITIES if sum(cubes_at(st, c))), reverse=True)
    assert counts == [3, 3, 3, 2, 2, 2, 1, 1, 1]
    assert sum(st["supply"]) == 96 - 18
    assert len(st["idiscard"]) == 9 and len(st["ideck"]) == 39
    view = GAME.view(st, None)
    assert view["infection_rate"] == 2 and view["outbreaks"] == 0
    assert view["cures"] == {"blue": "none", "yellow": "none", "black": "none", "red": "none"}
    assert len(set(st["roles"])) == 4 and set(st["roles"]) <= set(ROLES)
    assert GAME.setup(4, 3)["roles"] == st["roles"]  # seeded


def test_public_view_keys_and_no_deck_order():
    """Views: the fixed keys are present; hands are open but neither deck's order is ever shown."""
    st = GAME.setup(3, 5)
    view = GAME.view(st, None)
    for key in ("cities", "outbreaks", "infection_rate", "cures", "pawns"):
        assert key in view
    paris = view["cities"]["Paris"]
    assert set(paris) >= {"color", "links", "cubes", "station"} and paris["color"] == "blue"
    assert set(paris["cubes"]) == {"blue", "yellow", "black", "red"}
    assert view["pawns"] == {0: "Atlanta", 1: "Atlanta", 2: "Atlanta"}
    assert view["player_deck"] == len(st["pdeck"]) and view["infection_deck"] == len(st["ideck"])
    text = json.dumps(view)
    assert "pdeck" not in text and "ideck" not in text
    assert view["hands"] == st["hands"]


# ---------------------------------------------------------------- movement actions
def test_drive_ferry():
    """Action Drive/Ferry: move along a link, costs one action."""
    st = fresh()
    assert set(m for m in ids(st, 0) if m.startswith("drive:")) == {"drive:Chicago", "drive:Washington",
                                                                     "drive:Miami"}
    st, _ = play(st, 0, "drive:Chicago")
    assert st["pawns"][0] == "Chicago" and st["actions"] == 3


def test_direct_flight():
    """Action Direct flight: discard a city card to move to that city."""
    st = fresh(hands=[["Paris", "Lima"], []])
    st, _ = play(st, 0, "direct:Paris")
    assert st["pawns"][0] == "Paris" and st["hands"][0] == ["Lima"] and st["pdiscard"] == ["Paris"]


def test_charter_flight_grouped_by_colour():
    """Action Charter flight: discard the card of your city to go anywhere; chosen by colour then city."""
    st = fresh(hands=[["Atlanta"], []])
    charters = [m for m in GAME.legal_moves(st, 0) if m.kind == "charter"]
    assert len(charters) == 47
    steps = GAME.move_steps(st, 0, next(m for m in charters if m.args["to"] == "Sydney"), "en", NAMES[:2])
    assert steps == ["🛩️ Charter flight", "Red", "Sydney"]
    st, _ = play(st, 0, "charter:Sydney")
    assert st["pawns"][0] == "Sydney" and st["hands"][0] == [] and "Atlanta" in st["pdiscard"]


def test_shuttle_flight():
    """Action Shuttle flight: from a research station to another research station."""
    st = fresh(stations=["Atlanta", "Tokyo", "Cairo"])
    assert {"shuttle:Tokyo", "shuttle:Cairo"} <= set(ids(st, 0))
    st, _ = play(st, 0, "shuttle:Cairo")
    assert st["pawns"][0] == "Cairo"
    st["stations"] = ["Atlanta"]
    assert not any(m.startswith("shuttle:") for m in ids(st, 0))


# ---------------------------------------------------------------- other actions
def test_build_station_and_move_one_when_six_built():
    """Action Build: discard your city's card; with 6 stations built, move any one of them."""
    st = fresh(hands=[["Chicago", "Paris"], []], pawns=["Chicago", "Atlanta"])
    st, _ = play(st, 0, "build")
    assert "Chicago" in st["stations"] and st["hands"][0] == ["Paris"]
    st = fresh(hands=[["Paris"], []], pawns=["Paris", "Atlanta"],
               stations=["Atlanta", "Tokyo", "Cairo", "Lima", "Essen", "Delhi"])
    assert "build" not in ids(st, 0) and "build:Tokyo" in ids(st, 0)
    st, _ = play(st, 0, "build:Tokyo")
    assert sorted(st["stations"]) == sorted(["Atlanta", "Cairo", "Lima", "Essen", "Delhi", "Paris"])


def test_treat_disease_and_eradication():
    """Action Treat: 1 cube, or every cube of a cured disease; the last cube of a cured disease eradicates it."""
    st = fresh()
    set_cubes(st, "Atlanta", "blue", 3)
    st, _ = play(st, 0, "treat:blue")
    assert cube_count(st, "Atlanta", 0) == 2 and st["supply"][0] == 22
    st["cures"][0] = "cured"
    st, events = play(st, 0, "treat:blue")
    assert cube_count(st, "Atlanta", 0) == 0 and st["supply"][0] == 24
    assert st["cures"][0] == "eradicated" and any(e.kind == "eradicated" for e in events)


def test_share_knowledge_give_and_take_city_card():
    """Action Share knowledge: give or take only the card of the city both players are in."""
    st = fresh(hands=[["Atlanta", "Paris"], ["Lima"]], roles=["medic", "scientist"])
    moves = ids(st, 0)
    assert "give:1:Atlanta" in moves and "give:1:Paris" not in moves and "take:1:Lima" not in moves
    st, _ = play(st, 0, "give:1:Atlanta")
    assert st["hands"][1] == ["Atlanta", "Lima"]
    st, _ = play(st, 0, "take:1:Atlanta")
    assert "Atlanta" in st["hands"][0]
    st["pawns"][1] = "Chicago"
    assert not any(m.startswith(("give:", "take:")) for m in ids(st, 0))


def test_receiving_over_hand_limit_on_another_turn():
    """Hand limit 7 at all times: a player receiving an 8th card must discard (or play an event) before play goes on."""
    other = ["Paris", "London", "Essen", "Milan", "Madrid", "Lima", "airlift"]
    st = fresh(hands=[["Atlanta"], other], roles=["medic", "scientist"])
    st, _ = play(st, 0, "give:1:Atlanta")
    assert GAME.to_act(st) == [1]
    assert GAME.legal_moves(st, 0) == []
    moves = ids(st, 1)
    assert "discard:Paris" in moves and "event:airlift" in moves and "end" not in moves
    st, _ = play(st, 1, "discard:Lima")
    assert GAME.to_act(st)[0] == 0 and len(st["hands"][1]) == 7 and "Lima" in st["pdiscard"]


def test_discover_cure_at_any_station():
    """Action Discover a cure: at any station (any colour), discard 5 cards of one colour."""
    hand = ["Tokyo", "Seoul", "Osaka", "Manila", "Sydney"]
    st = fresh(hands=[hand, []], roles=["medic", "researcher"])
    st, events = play(st, 0, "cure:red")
    assert st["cures"][3] == "eradicated"  # no red cubes on the board: eradicated at once
    assert st["hands"][0] == [] and all(c in st["pdiscard"] for c in hand)
    st = fresh(hands=[hand[:4] + ["Paris"], []], roles=["medic", "researcher"])
    assert "cure:red" not in ids(st, 0)
    st = fresh(hands=[hand, []], roles=["medic", "researcher"], pawns=["Chicago", "Atlanta"])
    assert "cure:red" not in ids(st, 0)  # not at a station


def test_cure_with_extra_cards_chooses_what_to_keep():
    """Discover a cure with more cards than needed: choose, one at a time, which cards stay in hand."""
    hand = ["Tokyo", "Seoul", "Osaka", "Manila", "Sydney", "Jakarta", "Paris"]
    st = fresh(hands=[hand, []], roles=["medic", "researcher"])
    set_cubes(st, "Tokyo", "red", 1)
    st, _ = play(st, 0, "cure:red")
    assert st["pending"]["kind"] == "cure" and st["actions"] == 4
    assert ids(st, 0) == ["keep:Tokyo", "keep:Seoul", "keep:Osaka", "keep:Manila", "keep:Sydney", "keep:Jakarta"]
    st, _ = play(st, 0, "keep:Jakarta")
    assert st["cures"][3] == "cured" and sorted(st["hands"][0]) == ["Jakarta", "Paris"] and st["actions"] == 3


def test_four_actions_then_draw_step():
    """Turn: up to 4 actions (or end early), then the draw step."""
    st = fresh()
    for city in ("Chicago", "Atlanta", "Chicago", "Atlanta"):
        st, _ = play(st, 0, f"drive:{city}")
    assert st["phase"] == "draw" and ids(st, 0) == ["draw"]
    st = fresh()
    st, _ = play(st, 0, "end")
    assert st["phase"] == "draw"


# ---------------------------------------------------------------- drawing, epidemics, infection
def test_draw_two_cards_then_infect_step():
    """Draw 2 player cards into the hand, then infect as many cities as the infection rate."""
    st = fresh(phase="draw")
    st["pdeck"] = [c for c in st["pdeck"] if c != EPIDEMIC] + ["Lima", "Paris"]
    top = st["ideck"][-2:]
    st, _ = play(st, 0, "draw")
    assert sorted(st["hands"][0]) == ["Lima", "Paris"] and st["phase"] == "infect"
    st, _ = play(st, 0, "infect")
    st, _ = play(st, 0, "infect")
    for city in top:
        ci = ["blue", "yellow", "black", "red"].index(CITY_COLOR[city])
        assert cube_count(st, city, ci) == 1
    assert st["turn"] == 1 and st["phase"] == "actions" and st["actions"] == 4


def test_epidemic_increase_infect_intensify():
    """Epidemic: the rate advances, the bottom infection card gets 3 cubes, then the discard goes back on top."""
    st = fresh(phase="draw")
    st["pdeck"] = ["Lima", EPIDEMIC, "Paris"]
    bottom = st["ideck"][0]
    st["idiscard"] = ["Cairo", "Tokyo"]
    st["ideck"] = [c for c in st["ideck"] if c not in ("Cairo", "Tokyo")]
    st, events = play(st, 0, "draw")
    assert st["rate"] == 1 and st["phase"] == "epidemic"
    ci = ["blue", "yellow", "black", "red"].index(CITY_COLOR[bottom])
    assert cube_count(st, bottom, ci) == 3
    assert st["hands"][0] == ["Paris"] and st["pdiscard"] == [EPIDEMIC]  # no replacement card
    st, _ = play(st, 0, "intensify")
    assert sorted(st["ideck"][-3:]) == sorted(["Cairo", "Tokyo", bottom]) and st["idiscard"] == []
    assert st["phase"] == "infect"


def test_two_epidemics_in_one_draw():
    """Two epidemics drawn together are resolved one after the other, each increase, infect, intensify."""
    st = fresh(phase="draw")
    st["pdeck"] = ["Lima", EPIDEMIC, EPIDEMIC]
    st, _ = play(st, 0, "draw")
    assert st["rate"] == 1 and st["epi_left"] == 1
    st, _ = play(st, 0, "intensify")
    assert st["rate"] == 1 and st["phase"] == "epidemic_next" and ids(st, 0) == ["epidemic"]
    st, _ = play(st, 0, "epidemic")
    assert st["rate"] == 2 and st["phase"] == "epidemic"
    st, _ = play(st, 0, "intensify")
    assert st["phase"] == "infect" and st["epidemics_drawn"] == 2


def test_two_epidemics_leave_an_event_window_between_them():
    """Events (issue 11): with two epidemics drawn together, events may be played after the first is
    resolved and before the second; the first one's Intensify no longer runs the second's Increase and
    Infect."""
    st = fresh(hands=[[], ["airlift", "forecast"]], phase="draw")
    st["pdeck"] = ["Lima", EPIDEMIC, EPIDEMIC]
    st, _ = play(st, 0, "draw")
    assert GAME.to_act(st) == [0]  # mid-epidemic: no Airlift, no Forecast
    bottom2 = st["ideck"][0]
    st, events = play(st, 0, "intensify")
    assert not any(e.kind == "epidemic" for e in events)
    assert st["rate"] == 1 and st["epidemics_drawn"] == 1 and st["phase"] == "epidemic_next"
    assert GAME.to_act(st) == [0, 1] and set(ids(st, 1)) == {"event:airlift", "event:forecast"}
    st, _ = play(st, 1, "event:forecast")  # look at the top of the infection deck before the 2nd epidemic
    for _ in range(5):
        st, _ = play(st, 1, GAME.legal_moves(st, 1)[0].id)
    assert st["pending"] is None and st["phase"] == "epidemic_next"
    st, events = play(st, 0, "epidemic")
    assert [e.args["city"] for e in events if e.kind == "epidemic"] == [bottom2]
    assert st["rate"] == 2 and st["phase"] == "epidemic" and GAME.to_act(st) == [0]


def test_infection_of_eradicated_disease_does_nothing():
    """Infection: a card of an eradicated disease places no cube."""
    st = fresh(phase="infect")
    st["ideck"] = [c for c in st["ideck"] if c not in ("Paris", "Lima")] + ["Lima", "Paris"]
    st["cures"][0] = "eradicated"
    st, _ = play(st, 0, "infect")
    st, _ = play(st, 0, "infect")
    assert cube_count(st, "Paris", 0) == 0 and cube_count(st, "Lima", 1) == 1


def test_outbreak_and_chain_each_city_once():
    """Outbreak: a 4th cube spreads to each linked city; chains happen, but each city outbreaks once per chain."""
    st = fresh(phase="infect")
    st["ideck"] = [c for c in st["ideck"] if c not in ("Santiago", "Beijing")] + ["Beijing", "Santiago"]
    set_cubes(st, "Santiago", "yellow", 3)
    set_cubes(st, "Lima", "yellow", 3)
    st, events = play(st, 0, "infect")
    st, more = play(st, 0, "infect")
    events += more
    # Santiago outbreaks -> Lima gets a 4th cube and outbreaks (chain) -> Santiago is not hit again
    assert [e.args["city"] for e in events if e.kind == "outbreak"] == ["Santiago", "Lima"]
    assert st["outbreaks"] == 2
    assert cube_count(st, "Mexico City", 1) == 1 and cube_count(st, "Bogotá", 1) == 1
    assert cube_count(st, "Santiago", 1) == 3 and cube_count(st, "Lima", 1) == 3
    assert cube_count(st, "Beijing", 3) == 1


def test_loss_at_eighth_outbreak():
    """Loss: the 8th outbreak ends the game for everyone."""
    st = fresh(phase="infect", outbreaks=7)
    st["ideck"] = [c for c in st["ideck"] if c != "Santiago"] + ["Santiago"]
    set_cubes(st, "Santiago", "yellow", 3)
    st, _ = play(st, 0, "infect")
    res = GAME.result(st)
    assert res["winners"] == [] and res["reason"] == "outbreaks" and GAME.to_act(st) == []


def test_loss_when_cubes_run_out():
    """Loss: a disease needs more cubes than are left in the supply."""
    st = fresh(phase="infect")
    st["ideck"] = [c for c in st["ideck"] if c != "Paris"] + ["Paris"]
    st["supply"][0] = 0
    st, _ = play(st, 0, "infect")
    assert GAME.result(st)["reason"] == "cubes"


def test_loss_when_player_deck_cannot_supply_two_cards():
    """Loss: the player deck has fewer than 2 cards when the players must draw."""
    st = fresh(phase="draw")
    st["pdeck"] = ["Lima"]
    st, _ = play(st, 0, "draw")
    res = GAME.result(st)
    assert res["reason"] == "player_cards" and res["winners"] == []


def test_win_with_fourth_cure():
    """Win: discovering the 4th cure wins at once for every player."""
    st = fresh(players=3, roles=["medic", "researcher", "dispatcher"],
               hands=[["Tokyo", "Seoul", "Osaka", "Manila", "Sydney"], [], []])
    st["cures"] = ["cured", "cured", "eradicated", "none"]
    st, _ = play(st, 0, "cure:red")
    res = GAME.result(st)
    assert res["winners"] == [0, 1, 2] and res["scores"] == [4, 4, 4] and GAME.to_act(st) == []


def test_hand_limit_after_drawing_before_infection():
    """Hand limit: after drawing (epidemics first), the player must get back to 7 before the infection step."""
    hand = ["Paris", "London", "Essen", "Milan", "Madrid", "Lima", "Bogotá"]
    st = fresh(hands=[hand, []], phase="draw")
    st["pdeck"] = ["Tokyo", EPIDEMIC, "Cairo"]
    st, _ = play(st, 0, "draw")
    assert st["phase"] == "epidemic" and len(st["hands"][0]) == 8
    assert ids(st, 0)[0] == "intensify"  # the epidemic is resolved first
    st, _ = play(st, 0, "intensify")
    assert "infect" not in ids(st, 0) and "discard:Cairo" in ids(st, 0)
    st, _ = play(st, 0, "discard:Cairo")
    assert "infect" in ids(st, 0)


# ---------------------------------------------------------------- roles
def test_researcher_gives_and_is_taken_any_city_card():
    """Researcher: gives any city card; a player sharing with her may take any city card from her."""
    st = fresh(roles=["researcher", "medic"], hands=[["Paris", "Lima"], []])
    assert {"give:1:Paris", "give:1:Lima"} <= set(ids(st, 0))
    st = fresh(roles=["medic", "researcher"], hands=[[], ["Paris", "Lima", "quiet"]])
    moves = ids(st, 0)
    assert {"take:1:Paris", "take:1:Lima"} <= set(moves) and "take:1:quiet" not in moves
    st, _ = play(st, 0, "take:1:Lima")
    assert st["hands"][0] == ["Lima"]


def test_operations_expert_builds_free_and_flies_once_per_turn():
    """Operations Expert: builds without a card; once a turn flies from a station anywhere discarding any city card."""
    st = fresh(roles=["operations", "medic"], hands=[["Paris", "Lima"], []], pawns=["Chicago", "Atlanta"])
    st, _ = play(st, 0, "build")
    assert "Chicago" in st["stations"] and st["hands"][0] == ["Paris", "Lima"]
    assert "opsfly:Lima" in ids(st, 0)
    st, _ = play(st, 0, "opsfly:Lima")
    assert len(ids(st, 0)) == 47
    st, _ = play(st, 0, "to:Sydney")
    assert st["pawns"][0] == "Sydney" and st["hands"][0] == ["Paris"] and st["actions"] == 2
    st["pawns"][0] = "Atlanta"
    assert not any(m.startswith("opsfly:") for m in ids(st, 0))  # once per turn


def test_medic_treats_all_and_clears_cured_cubes_passively():
    """Medic: treat removes all cubes of a colour; cured cubes vanish where he goes or stands, and cannot be placed."""
    st = fresh(roles=["medic", "scientist"])
    set_cubes(st, "Atlanta", "blue", 3)
    st, _ = play(st, 0, "treat:blue")
    assert cube_count(st, "Atlanta", 0) == 0
    set_cubes(st, "Chicago", "blue", 2)
    set_cubes(st, "Chicago", "red", 1)
    st["cures"][0] = "cured"
    st, events = play(st, 0, "drive:Chicago")
    assert cube_count(st, "Chicago", 0) == 0 and cube_count(st, "Chicago", 3) == 1
    assert any(e.kind == "medic" for e in events)
    st["phase"], st["actions"] = "infect", 0
    st["ideck"] = [c for c in st["ideck"] if c != "Chicago"] + ["Chicago"]
    st, _ = play(st, 0, "infect")
    assert cube_count(st, "Chicago", 0) == 0  # prevented


def test_medic_clears_when_cure_found():
    """Medic: when a cure is discovered, that colour's cubes in the Medic's city are removed."""
    st = fresh(roles=["scientist", "medic"], hands=[["Paris", "London", "Essen", "Milan"], []],
               pawns=["Atlanta", "Chicago"])
    set_cubes(st, "Chicago", "blue", 2)
    set_cubes(st, "Montreal", "blue", 1)
    st, _ = play(st, 0, "cure:blue")
    assert cube_count(st, "Chicago", 0) == 0 and st["cures"][0] == "cured"


def test_contingency_planner_stores_and_removes_event():
    """Contingency Planner: takes an event from the discard (action); it is outside the hand and removed once played."""
    st = fresh(roles=["planner", "medic"], hands=[[], []])
    st["pdiscard"] = ["quiet", "Lima"]
    st["pdeck"] = [c for c in st["pdeck"] if c != "quiet"]
    st, _ = play(st, 0, "plan:quiet")
    assert st["planner"] == "quiet" and st["pdiscard"] == ["Lima"] and st["actions"] == 3
    assert not any(m.startswith("plan:") for m in ids(st, 0))
    st, _ = play(st, 0, "event:quiet")
    assert st["planner"] is None and st["removed"] == ["quiet"] and "quiet" not in st["pdiscard"]
    assert st["quiet"] is True


def test_dispatcher_moves_other_pawns():
    """Dispatcher: moves another pawn as his own (his cards pay), or any pawn to a city with another pawn."""
    st = fresh(roles=["dispatcher", "medic"], hands=[["Paris", "Atlanta"], []], pawns=["Atlanta", "Atlanta"])
    st, _ = play(st, 0, "dispatch:1")
    assert GAME.to_act(st) == [0] and "direct:Paris" in ids(st, 0) and "charter:Tokyo" in ids(st, 0)
    st, _ = play(st, 0, "direct:Paris")
    assert st["pawns"][1] == "Paris" and st["hands"][0] == ["Atlanta"] and st["actions"] == 3
    assert "join:Paris" in ids(st, 0)
    st, _ = play(st, 0, "join:Paris")
    assert st["pawns"][0] == "Paris"
    st, _ = play(st, 0, "dispatch:1")
    st, _ = play(st, 0, "drive:London")
    assert st["pawns"][1] == "London"
    st["actions"] = 4
    st, _ = play(st, 0, "dispatch:1")
    st, _ = play(st, 0, "join:Paris")
    assert st["pawns"][1] == "Paris"


def test_scientist_cures_with_four():
    """Scientist: needs only 4 cards of one colour for a cure."""
    st = fresh(roles=["scientist", "medic"], hands=[["Tokyo", "Seoul", "Osaka", "Manila"], []])
    assert "cure:red" in ids(st, 0)
    st, _ = play(st, 0, "cure:red")
    assert st["cures"][3] != "none"


def test_quarantine_specialist_blocks_cubes_and_outbreaks():
    """Quarantine Specialist: no cubes are placed (nor outbreaks) in her city and the cities linked to it."""
    st = fresh(roles=["medic", "quarantine"], phase="infect", pawns=["Atlanta", "Lima"])
    set_cubes(st, "Santiago", "yellow", 3)
    st["ideck"] = [c for c in st["ideck"] if c not in ("Santiago", "Bogotá")] + ["Bogotá", "Santiago"]
    st, events = play(st, 0, "infect")
    st, _ = play(st, 0, "infect")
    assert st["outbreaks"] == 0 and cube_count(st, "Bogotá", 1) == 0
    assert any(e.kind == "prevented" for e in events)


# ---------------------------------------------------------------- events
def test_event_holder_may_act_out_of_turn():
    """Events: playable by their holder at any pause, even on another player's turn, without an action."""
    st = fresh(hands=[[], ["quiet"]])
    assert GAME.to_act(st) == [0, 1] and ids(st, 1) == ["event:quiet"]
    assert GAME.required_seats(st) == [0]
    st, _ = play(st, 1, "event:quiet")
    assert st["quiet"] and st["actions"] == 4 and GAME.to_act(st) == [0]


def test_airlift():
    """Airlift: move any pawn to any city."""
    st = fresh(hands=[[], ["airlift"]])
    st, _ = play(st, 1, "event:airlift")
    assert GAME.to_act(st) == [1] and ids(st, 1) == ["pawn:0", "pawn:1"]
    st, _ = play(st, 1, "pawn:0")
    st, _ = play(st, 1, "to:Sydney")
    assert st["pawns"][0] == "Sydney" and st["actions"] == 4 and "airlift" in st["pdiscard"]


def test_forecast_reorders_top_six_privately():
    """Forecast: look at the top 6 infection cards and put them back in any order, one choice at a time."""
    st = fresh(hands=[["forecast"], []])
    top6 = st["ideck"][-6:][::-1]
    st, events = play(st, 0, "event:forecast")
    assert [e.to for e in events if e.kind == "forecast_cards"] == [[0]]
    assert GAME.view(st, 0)["forecast"]["cards"] == top6
    assert "forecast" not in GAME.view(st, None) and "forecast" not in GAME.view(st, 1)
    wanted = top6[::-1]
    for city in wanted[:5]:
        st, _ = play(st, 0, f"next:{CODE[city]}")
    assert st["pending"] is None
    assert st["ideck"][-6:][::-1] == wanted


def test_government_grant():
    """Government Grant: a research station in any city, no card; with 6 built, one is moved."""
    st = fresh(hands=[["grant"], []])
    st, _ = play(st, 0, "event:grant")
    st, _ = play(st, 0, "to:Tokyo")
    assert "Tokyo" in st["stations"] and st["actions"] == 4
    st = fresh(hands=[["grant"], []], stations=["Atlanta", "Tokyo", "Cairo", "Lima", "Essen", "Delhi"])
    st, _ = play(st, 0, "event:grant")
    st, _ = play(st, 0, "to:Paris")
    st, _ = play(st, 0, "remove:Cairo")
    assert "Paris" in st["stations"] and "Cairo" not in st["stations"] and len(st["stations"]) == 6


def test_one_quiet_night():
    """One Quiet Night: the next infection step is skipped."""
    st = fresh(hands=[[], ["quiet"]], phase="infect")
    before = (st["cubes"], list(st["ideck"]))
    st, _ = play(st, 1, "event:quiet")
    st, _ = play(st, 0, "infect")
    assert (st["cubes"], st["ideck"]) == before and st["turn"] == 1 and not st["quiet"]


def test_infection_cards_are_flipped_one_at_a_time_with_an_event_window():
    """Infection (issue 11): the infection cards are flipped one at a time, with an event window between
    them; the rulebook's own example airlifts the Quarantine Specialist between two infections."""
    st = fresh(roles=["medic", "quarantine"], hands=[[], ["airlift"]], phase="infect")
    st["ideck"] = [c for c in st["ideck"] if c not in ("Paris", "Bogotá")] + ["Bogotá", "Paris"]
    st, events = play(st, 0, "infect")
    assert [e.args["city"] for e in events if e.kind == "infect"] == ["Paris"]
    assert cube_count(st, "Paris", 0) == 1 and st["phase"] == "infect" and st["turn"] == 0
    assert st["infect_left"] == 1 and GAME.to_act(st) == [0, 1] and "event:airlift" in ids(st, 1)
    for lang in ("en", "fr"):
        label = GAME.move_label(st, 0, GAME.legal_moves(st, 0)[0], lang, NAMES[:2])
        assert "2" in label
    st, _ = play(st, 1, "event:airlift")
    st, _ = play(st, 1, "pawn:1")
    st, _ = play(st, 1, "to:Lima")  # Lima is linked to Bogotá
    st, events = play(st, 0, "infect")
    assert [e.args["city"] for e in events if e.kind == "infect"] == ["Bogotá"]
    assert any(e.kind == "prevented" for e in events) and cube_count(st, "Bogotá", 1) == 0
    assert st["turn"] == 1 and st["phase"] == "actions" and st["infect_left"] is None


def test_quiet_night_played_during_the_infections_skips_the_next_step():
    """One Quiet Night played after the first infection card of a step skips the next turn's step."""
    st = fresh(hands=[[], ["quiet"]], phase="infect")
    st, _ = play(st, 0, "infect")
    st, _ = play(st, 1, "event:quiet")
    st, events = play(st, 0, "infect")  # this step goes on
    assert sum(e.kind == "infect" for e in events) == 1 and st["quiet"] and st["turn"] == 1


def test_only_resilient_population_during_an_epidemic():
    """Events (issue 11): no event while a card is being resolved: during an epidemic only Resilient
    Population may be played, between its Infect and its Intensify (not Airlift, Forecast, One Quiet Night
    or Government Grant)."""
    st = fresh(hands=[["grant"], ["airlift", "forecast", "quiet"]], phase="draw")
    st["roles"] = ["medic", "planner"]
    st["planner"] = "resilient"
    st["pdeck"] = ["Lima", EPIDEMIC, "Paris"]
    assert "event:airlift" in ids(st, 1)  # before the draw: any event
    st, _ = play(st, 0, "draw")
    assert st["phase"] == "epidemic"
    assert ids(st, 0) == ["intensify"]  # no Government Grant
    assert GAME.to_act(st) == [0, 1] and ids(st, 1) == ["event:resilient"]  # the stored Resilient only
    for card in ("airlift", "forecast", "quiet"):
        with pytest.raises(IllegalMove):
            GAME.apply(st, 1, f"event:{card}")
    st, _ = play(st, 0, "intensify")
    assert "event:airlift" in ids(st, 1) and "event:grant" in ids(st, 0)  # the infect step: events again


def test_resilient_population_between_infect_and_intensify():
    """Resilient Population: during an epidemic, after infect and before intensify, remove a discard for good."""
    st = fresh(hands=[[], ["resilient"]], phase="draw")
    st["pdeck"] = ["Lima", EPIDEMIC, "Paris"]
    bottom = st["ideck"][0]
    st, _ = play(st, 0, "draw")
    assert 1 in GAME.to_act(st) and "event:resilient" in ids(st, 1)
    st, _ = play(st, 1, "event:resilient")
    st, _ = play(st, 1, f"remove:{CODE[bottom]}")
    assert bottom in st["removed"] and bottom not in st["idiscard"]
    st, _ = play(st, 0, "intensify")
    assert bottom not in st["ideck"]


def test_no_event_while_card_is_resolved_and_illegal_moves_refused():
    """Events cannot interrupt a drawn card's resolution (the draw and infect steps are single moves)."""
    st = fresh(hands=[[], ["airlift"]])
    with pytest.raises(IllegalMove):
        GAME.apply(st, 0, "event:airlift")
    with pytest.raises(IllegalMove):
        GAME.apply(st, 1, "end")


# ---------------------------------------------------------------- presentation and AI
def test_texts_image_and_lengths():
    """Presentation: both languages, board ≤ 3,500 chars, private ≤ 1,800, labels ≤ 80, a PNG map."""
    st = GAME.setup(4, 11)
    for i, c in enumerate(CITIES):
        set_cubes(st, c, CITY_COLOR[c], 3, supply=False)
        if i % 2:
            set_cubes(st, c, "red", 2, supply=False)
    st["idiscard"] = list(CITIES)
    for lang in ("en", "fr"):
        assert len(GAME.rules_summary(lang)) <= 3500
        board = GAME.board_text(GAME.view(st, None), lang, NAMES)
        assert len(board) <= 3500 and ("Pandemic" in GAME.localized_name(lang) or lang == "fr")
        for s in range(4):
            assert len(GAME.private_text(GAME.view(st, s), lang, NAMES)) <= 1800
            for m in GAME.legal_moves(st, s):
                assert len(GAME.move_label(st, s, m, lang, NAMES)) <= 80
    assert "Londres" in GAME.board_text(GAME.view(fresh(pawns=["London", "Atlanta"]), None), "fr", NAMES[:2])
    png = GAME.board_image(GAME.view(st, None), "en", NAMES)
    assert png[:8] == b"\x89PNG\r\n\x1a\n"


def test_ai_plays_whole_games_legally():
    """AI: always a legal move, cooperative play; games end."""
    for seed in range(6):
        n = 2 + seed % 3
        st = GAME.setup(n, seed, {"difficulty": "introductory"})
        rng = random.Random(seed)
        steps = 0
        while GAME.to_act(st):
            seat = GAME.required_seats(st)[0]
            move = GAME.ai_move(st, seat, rng)
            assert move in ids(st, seat)
            st, _ = GAME.apply(st, seat, move)
            steps += 1
            assert steps < 2000
        assert GAME.result(st) is not None


def test_registered():
    """The game is registered under its id with 30 random games for the invariant kit (test budget)."""
    assert registry.get("pandemic") is GAME and GAME.random_games == 30


# ---------------------------------------------------------------- undo (issue 10)
def _undoable(st, seat, move_id):
    move = next(m for m in GAME.legal_moves(st, seat) if m.id == move_id)
    after, events = GAME.apply(st, seat, move_id)
    return GAME.undoable(st, seat, move, after, events)


def test_hidden_part_is_both_deck_orders():
    """Undo never crosses hidden information: the hidden part is the player deck's and the infection
    deck's order (and a Forecast being rearranged); hands and the board are open."""
    st = fresh()
    assert GAME.hidden(st) == {"pdeck": st["pdeck"], "ideck": st["ideck"], "forecast": None}


def test_drawing_player_cards_is_never_undoable_a_drive_is():
    """Undo (issue 10): the player deck is shuffled once at setup, so drawing its cards can never be taken
    back (nor the actions before it); a drive changes nothing hidden and can be undone."""
    st = fresh()
    assert _undoable(st, 0, "drive:Chicago")
    st = fresh(phase="draw")
    assert not _undoable(st, 0, "draw")
    st = fresh(phase="infect")
    assert not _undoable(st, 0, "infect")
    st = fresh(hands=[["forecast"], []])
    assert not _undoable(st, 0, "event:forecast")


# ---------------------------------------------------------------- picture and words (issue 14)
def _dense_view(here="Paris"):
    st = GAME.setup(4, 11)
    for i, c in enumerate(CITIES):
        set_cubes(st, c, CITY_COLOR[c], 3, supply=False)
        if i % 2:
            set_cubes(st, c, "red", 2, supply=False)
    st["stations"] = ["Atlanta", "Paris", "Hong Kong", "Essen", "Milan", "London"]
    st["pawns"] = [here, "Paris", "Essen", here]
    st["turn"] = 0
    return GAME.view(st, None)


def _overlaps(a, b):
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_board_picture_reads_at_discord_preview_width():
    """Issue 14: scaled to Discord's 400 px preview, labels are ≥ 9 px and cubes ≥ 8 px; the board
    picture is the current player's neighbourhood (the whole map cannot be legible at that width)."""
    from PIL import Image

    from engine.games.pandemic import image

    view = _dense_view()
    lay = image.layout(view, "fr")
    assert lay.width == image.FOCUS_WIDTH and image.PREVIEW_WIDTH == 400
    assert lay.label_px * lay.preview_scale() >= 9
    assert lay.cube_px * lay.preview_scale() >= 8
    assert {"Paris", *LINKS["Paris"]} <= set(lay.labels)  # the neighbourhood is labelled
    png = GAME.board_image(view, "fr", NAMES)
    assert Image.open(io.BytesIO(png)).size == (lay.width, lay.height) == (800, lay.height)
    assert lay.height <= 800
    full = image.render_full(view, "fr", NAMES)
    assert Image.open(io.BytesIO(full)).size[0] == 1792


@pytest.mark.parametrize("here", ["Paris", "Atlanta", "Hong Kong", "Cairo", "Sydney", "Santiago"])
def test_nothing_covers_a_city_name(here):
    """Issue 14: no label overlaps a marker (city, station, cubes, pawns) or another label, and every
    label lies inside the map area; labels are drawn last, so nothing is drawn over a name."""
    from engine.games.pandemic import image

    view = _dense_view(here)
    for lay in (image.layout(view, "fr"), image.layout(view, "en", (0, 0, *MAP_SIZE), 1792)):
        labels = [rect for rect, _, _ in lay.labels.values()]
        markers = [m for rects in lay.markers.values() for m in rects]
        for i, rect in enumerate(labels):
            assert not any(_overlaps(rect, m) for m in markers)
            assert not any(_overlaps(rect, o) for o in labels[i + 1:])
            assert rect[0] >= 0 and rect[2] <= lay.width
            assert rect[1] >= image.HEADER_H and rect[3] <= image.HEADER_H + lay.map_h


def test_pictures_are_saved_with_fast_settings():
    """Pictures are drawn after every move: PNG at zlib's fastest level (never ``optimize``)."""
    from tests.engine.pngfile import zlib_level

    game = registry.get("pandemic")
    png = game.board_image(game.view(game.setup(3, seed=2), None), "en", ["A", "B", "C"])
    assert zlib_level(png) == "fastest"


def test_french_picture_header_has_its_accent():
    """Issue 14: « Éclosions », not "Eclosions"."""
    assert TEXTS.t("fr", "img_header", o=2, r=3).startswith("Éclosions 2/8")
    assert TEXTS.t("en", "img_header", o=2, r=3).startswith("Outbreaks 2/8")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_plural_texts_at_zero_one_and_two(lang):
    """Counted texts are plural entries (French 0 is singular); no hand-built "(s)" anywhere."""
    expected = {
        "en": {0: "0 actions left", 1: "1 action left", 2: "2 actions left"},
        "fr": {0: "0 action restante", 1: "1 action restante", 2: "2 actions restantes"},
    }
    for n, text in expected[lang].items():
        assert TEXTS.t(lang, "ph_actions", n=n) == text
    st = fresh(actions=1)
    assert expected[lang][1] in GAME.board_text(GAME.view(st, None), lang, NAMES[:2])
    cards = {"en": ("card", "cards"), "fr": ("carte", "cartes")}[lang]
    assert f"1 {cards[0]}" in TEXTS.t(lang, "ph_infect_left", n=1)
    assert f"2 {cards[1]}" in TEXTS.t(lang, "ph_infect_left", n=2)
    fmt = {"name": "Ann", "color": "x", "city": "Y", "events": "—", "cities": "Z"}
    for key, entry in TEXTS.tables[lang].items():
        if isinstance(entry, dict):
            for n in (0, 1, 2):
                text = TEXTS.t(lang, key, n=n, **fmt)
                assert str(n) in text and "(s)" not in text
        else:
            assert "(s)" not in entry


# ---------------------------------------------------------------- replays and the infection deck's known top (issue 19)
GOLDEN = {  # (players, seed, difficulty): (moves, hash of the final state) recorded before issue 19's changes
    (2, 1, "introductory"): (95, "04f82618beaef0d9"),
    (3, 2, "standard"): (94, "9abfd71b45e34202"),
    (4, 3, "heroic"): (25, "95aae9ab0e3a96aa"),
    (2, 4, "standard"): (64, "a3a949e759d451d1"),
    (3, 5, "introductory"): (84, "b4527cf98723f48b"),
}


def _replay(players, seed, difficulty):
    import hashlib

    st = GAME.setup(players, seed, {"difficulty": difficulty})
    rng = random.Random(seed)
    n = 0
    while GAME.to_act(st) and n < 400:
        seat = GAME.required_seats(st)[0]
        st, _ = GAME.apply(st, seat, rng.choice(GAME.legal_moves(st, seat)).id)
        n += 1
    core = {k: v for k, v in st.items() if k != "iknown"}
    return n, hashlib.sha256(json.dumps(core, sort_keys=True).encode()).hexdigest()[:16]


def test_stored_games_replay_identically():
    """Replays: the same seed and moves give the same game as before the infection deck's known top was
    tracked (no change to the order of random draws)."""
    for key, expected in GOLDEN.items():
        assert _replay(*key) == expected, key


def _after_epidemic():
    st = fresh(phase="draw")
    st["pdeck"] = ["Lima", EPIDEMIC, "Paris"]
    st["idiscard"] = ["Cairo", "Tokyo"]
    st["ideck"] = [c for c in st["ideck"] if c not in ("Cairo", "Tokyo")]
    bottom = st["ideck"][0]
    st, _ = play(st, 0, "draw")
    st, _ = play(st, 0, "intensify")
    return st, bottom


def test_known_top_of_infection_deck_after_an_epidemic():
    """Intensify: the shuffled discard pile goes on top, so the whole table knows which cards are on top
    (not their order); the public view says so and the set shrinks as they are drawn."""
    st, bottom = _after_epidemic()
    top = sorted(["Cairo", "Tokyo", bottom], key=CITIES.index)
    assert st["iknown"] == [top]
    assert GAME.view(st, None)["infection_known_top"] == [top]
    first = st["ideck"][-1]
    st, _ = play(st, 0, "infect")
    assert GAME.view(st, None)["infection_known_top"] == [[c for c in top if c != first]]
    st, _ = play(st, 0, "infect")
    st["phase"], st["turn"] = "infect", 0
    st, _ = play(st, 0, "infect")
    assert st["iknown"] == []  # all three drawn: nothing known any more


def test_second_epidemic_stacks_a_new_known_group_on_top():
    """Two intensifies: the newer discard pile lies on top of what is left of the older known cards."""
    st, bottom = _after_epidemic()
    st, _ = play(st, 0, "infect")  # one known card drawn, into the discard
    drawn = st["idiscard"][0]
    st["phase"], st["pdeck"] = "draw", [EPIDEMIC, "Lima"]
    st["actions"], st["turn"] = 0, 0
    st, _ = play(st, 0, "draw")
    new_bottom = st["idiscard"][-1]
    st, _ = play(st, 0, "intensify")
    assert st["iknown"][0] == sorted([drawn, new_bottom], key=CITIES.index)
    assert st["iknown"][1] == sorted({"Cairo", "Tokyo", bottom} - {drawn}, key=CITIES.index)


def test_determinize_keeps_the_known_top_and_reshuffles_the_rest():
    """Search worlds: the known cards stay on top (in any order), the unknown rest beneath is re-dealt,
    and the seat cannot tell the world from the real game."""
    st, bottom = _after_epidemic()
    top = {"Cairo", "Tokyo", bottom}
    orders, rests = set(), set()
    for i in range(40):
        d = GAME.determinize(st, 1, random.Random(i))
        assert set(d["ideck"][-3:]) == top
        assert GAME.view(d, 1) == GAME.view(st, 1)
        orders.add(tuple(d["ideck"][-3:]))
        rests.add(tuple(d["ideck"][:-3]))
    assert len(orders) > 3 and len(rests) > 30


def test_forecast_merges_known_groups_it_takes_from():
    """Forecast after an epidemic: the six cards come from the known cards and the next ones; the table
    then knows only that the union of those groups is on top."""
    st, bottom = _after_epidemic()
    st["phase"], st["hands"][0] = "actions", ["forecast"]
    st["iknown"] = [st["iknown"][0], sorted(st["ideck"][-8:-3], key=CITIES.index)]  # a second known group
    st, _ = play(st, 0, "event:forecast")
    assert len(st["iknown"]) == 1 and len(st["iknown"][0]) == 8
    d = GAME.determinize(st, 1, random.Random(3))
    assert GAME.view(d, 1) == GAME.view(st, 1) and set(d["pending"]["cards"]) <= set(st["iknown"][0])
    while st["pending"] is not None:
        st, _ = play(st, 0, ids(st, 0)[0])
    assert set(st["ideck"][-8:]) == set(st["iknown"][0])


def test_states_saved_before_the_known_top_still_load():
    """Saved games from before issue 19 have no known top: they load with nothing known and play on."""
    st, _ = _after_epidemic()
    old = GAME.dump(st)
    del old["iknown"]
    loaded = GAME.load(old)
    assert loaded["iknown"] == []
    assert GAME.view(loaded, None)["infection_known_top"] == []
    loaded, _ = play(loaded, 0, "infect")
    assert GAME.view(GAME.determinize(loaded, 1, random.Random(1)), 1) == GAME.view(loaded, 1)


# ---------------------------------------------------------------- the heuristic AI's choices (issue 19)
def _ai(st, seat=0):
    return GAME.ai_move(st, seat, random.Random(0))


BLUES = ["San Francisco", "Chicago", "Montreal", "New York", "Washington", "London", "Madrid", "Paris"]


def test_ai_cures_as_soon_as_it_can():
    """AI: at a research station with five cards of an uncured colour, it discovers the cure first."""
    st = fresh(roles=["planner", "dispatcher"], hands=[BLUES[:5], []])
    set_cubes(st, "Atlanta", "yellow", 3)
    assert _ai(st) == "cure:blue"


def test_ai_heads_for_a_station_with_a_cure_in_hand():
    """AI: with a cure's worth of cards away from any station, it goes towards the nearest one (keeping
    the cards it needs) instead of wandering to cubes."""
    st = fresh(roles=["planner", "dispatcher"], hands=[BLUES[:5], []], pawns=["Miami", "Atlanta"])
    set_cubes(st, "Bogotá", "yellow", 2)
    assert _ai(st) in ("drive:Atlanta", "drive:Washington")


def test_ai_treats_a_city_at_three_cubes():
    """AI: standing on a city at 3 cubes (an outbreak waiting to happen), it treats it."""
    st = fresh(roles=["planner", "dispatcher"], hands=[["Lima"], []], pawns=["Cairo", "Atlanta"])
    set_cubes(st, "Cairo", "black", 3)
    assert _ai(st) == "treat:black"


def test_ai_gives_the_city_card_to_the_colours_collector():
    """AI: together in Paris, holding the Paris card, it gives it to the teammate who collects blue."""
    st = fresh(roles=["planner", "dispatcher"], hands=[["Paris", "Lima"], BLUES[:3]], pawns=["Paris", "Paris"])
    assert _ai(st) == "give:1:Paris"


def test_ai_takes_the_card_when_it_is_the_collector():
    """AI: the collector of blue takes the Paris card from a teammate standing with it in Paris."""
    st = fresh(roles=["planner", "dispatcher"], hands=[BLUES[:3], ["Paris", "Lima"]], pawns=["Paris", "Paris"])
    assert _ai(st) == "take:1:Paris"


def test_ai_discards_a_card_of_a_cured_colour_first():
    """AI: over the hand limit, it throws away a card of a cured disease, never the colour it collects."""
    hand = ["London", "Madrid", "Paris", "Essen", "Lima", "Santiago", "Tokyo", "Osaka"]
    st = fresh(roles=["planner", "dispatcher"], hands=[hand, []])
    st["cures"] = ["none", "none", "none", "cured"]
    assert _ai(st) in ("discard:Tokyo", "discard:Osaka")


def test_ai_uses_the_known_top_of_the_infection_deck():
    """AI: of two cities at 3 cubes at the same distance, it goes to the one whose card the table knows is
    on top of the infection deck (shuffled back at the last epidemic), not the one in the discard pile."""
    st = fresh(roles=["planner", "dispatcher"], hands=[[], []], pawns=["Atlanta", "Atlanta"])
    set_cubes(st, "Miami", "yellow", 3)
    set_cubes(st, "Chicago", "blue", 3)
    st["ideck"].remove("Chicago")
    st["idiscard"] = ["Chicago"]
    st["ideck"].remove("Miami")
    st["ideck"].append("Miami")
    st["iknown"] = [["Miami"]]
    assert _ai(st) == "drive:Miami"
    st["iknown"], st["idiscard"] = [], []
    st["ideck"].insert(0, "Chicago")
    st["ideck"].remove("Miami")
    st["ideck"].insert(0, "Miami")  # now neither is known: either way is fine, the known top decided above
    assert _ai(st) in ("drive:Miami", "drive:Chicago")


def test_ai_plays_quiet_night_when_an_outbreak_is_on_top():
    """AI: before the infections, with a 3-cube city known to be on top of the infection deck, it plays
    One Quiet Night."""
    st = fresh(roles=["planner", "dispatcher"], hands=[["quiet"], []], phase="infect", actions=0)
    set_cubes(st, "Cairo", "black", 3)
    st["ideck"].remove("Cairo")
    st["ideck"].extend(["Cairo"])
    st["iknown"] = [["Cairo"]]
    assert _ai(st) == "event:quiet"
    st["iknown"] = []  # unknown top: one city in 45 is no reason to spend it
    assert _ai(st) == "infect"


def test_ai_shuttles_towards_a_far_hot_city():
    """AI (issue 19): routes count shuttle flights: to reach a far 3-cube city next to a station it first
    steps to the nearest station (not towards San Francisco and the Pacific), then flies."""
    st = fresh(roles=["planner", "dispatcher"], hands=[[], []], pawns=["Chicago", "Chicago"],
               stations=["Atlanta", "Delhi"])
    set_cubes(st, "Kolkata", "black", 3)
    assert _ai(st) == "drive:Atlanta"
    st, _ = play(st, 0, "drive:Atlanta")
    assert _ai(st) == "shuttle:Delhi"


def test_ai_walks_past_a_lone_cube_to_a_city_about_to_outbreak():
    """AI (issue 19): on its way it treats only where it is worth an action: a lone cube here waits while a
    3-cube city known to be on top of the infection deck is next door."""
    st = fresh(roles=["planner", "dispatcher"], hands=[[], []], pawns=["Chicago", "Lima"])
    set_cubes(st, "Chicago", "blue", 1)
    set_cubes(st, "Montreal", "blue", 3)
    st["ideck"].remove("Montreal")
    st["ideck"].append("Montreal")
    st["iknown"] = [["Montreal"]]
    assert _ai(st) == "drive:Montreal"


def test_ai_leaves_a_hot_city_to_the_teammate_standing_nearer():
    """AI (issue 19): the team spreads out: of two cities at 3 cubes, it heads for the one no teammate is
    nearer to."""
    for mate, expected in (("Miami", "drive:Chicago"), ("Chicago", "drive:Miami")):
        st = fresh(roles=["planner", "dispatcher"], hands=[[], []], pawns=["Atlanta", mate])
        set_cubes(st, "Miami", "yellow", 3)
        set_cubes(st, "Chicago", "blue", 3)
        assert _ai(st) == expected


def test_ai_builds_a_research_station_far_from_the_others():
    """AI (issue 19): two actions or more from any station, holding the city's card and few others of its
    colour, it builds a station (shorter trips to cure, shuttle flights)."""
    st = fresh(roles=["planner", "dispatcher"], hands=[["Lima", "Santiago"], []], pawns=["Lima", "Atlanta"])
    assert _ai(st) == "build"


def test_ai_discard_keeps_the_colour_it_collects():
    """AI (issue 19): over the hand limit it keeps the colours it collects (it holds the most of them) and
    lets go of a colour a teammate collects."""
    hand = ["Lima", "Santiago", "Cairo", "Baghdad", "San Francisco", "Chicago", "Montreal", "New York"]
    st = fresh(roles=["planner", "dispatcher"], hands=[hand, ["Lagos", "Kinshasa", "Khartoum"]])
    assert _ai(st) in ("discard:Lima", "discard:Santiago")


def _same_move_in_every_world(st: dict, seat: int) -> None:
    """``ai_move`` picks the same move in the real state and in two worlds ``determinize`` deals."""
    move = GAME.ai_move(st, seat, random.Random(7))
    for k in range(2):
        world = GAME.determinize(st, seat, random.Random(k))
        assert GAME.ai_move(world, seat, random.Random(7)) == move


def test_ai_reads_only_the_view():
    """No cheating (issue 19): along random games and along games the AI team plays itself (where its
    routes, claims, builds and discards are used), ``ai_move`` picks the same move in every world
    ``determinize`` deals for the seat to act."""
    for players in (2, 3, 4):
        assert check_ai_move_reads_only_the_view(GAME, players, 40 + players, positions=40) > 0
    for players in (2, 3, 4):
        st = GAME.setup(players, 90 + players, {"difficulty": "introductory"})
        rng = random.Random(players)
        checked = 0
        while GAME.to_act(st) and checked < 150:
            seat = GAME.required_seats(st)[0]
            _same_move_in_every_world(st, seat)
            checked += 1
            st, _ = GAME.apply(st, seat, GAME.ai_move(st, seat, rng))


def test_ai_prefers_cubes_of_a_cured_disease_cleared_in_one_action():
    """AI (issue 19): treating a cured disease removes every cube of it in one action, so of two cities
    alike it heads for the one whose cubes are of the cured colour."""
    for cured, expected in ((1, "drive:Miami"), (0, "drive:Chicago")):
        st = fresh(roles=["planner", "dispatcher"], hands=[[], []], pawns=["Atlanta", "Cairo"])
        set_cubes(st, "Miami", "yellow", 2)
        set_cubes(st, "Chicago", "blue", 2)
        st["cures"][cured] = "cured"
        assert _ai(st) == expected


def test_epidemic_chance_reads_the_player_deck_piles():
    """AI (issue 19): the set-up piles each hold one Epidemic, so the deck's size and the epidemics drawn tell
    the chance that the next draws bring one (2 players, standard: 5 piles of 10 cards)."""
    st = fresh(roles=["planner", "dispatcher"], hands=[[], []])
    st["pdeck"] = st["pdeck"][:42]  # 8 cards of the top pile drawn, its Epidemic not yet
    assert epidemic_chance(st, 2) == 1.0
    assert epidemic_chance(st, 1) == 0.5
    st["epidemics_drawn"] = 1  # its Epidemic is out: none before the next pile
    assert epidemic_chance(st, 2) == 0.0
    assert abs(epidemic_chance(st, 4) - 0.2) < 1e-9  # 2 cards of the next pile of 10


def test_ai_reaches_a_city_it_can_treat_this_turn():
    """AI (issue 19): with 2 actions left it goes to the 3-cube city on top of the infection deck it can still
    treat this turn, not towards a worse cluster it could only reach with its last action."""
    st = fresh(roles=["planner", "dispatcher"], hands=[[], []], pawns=["Atlanta", "Lima"], actions=2)
    for c, col in (("Montreal", "blue"), ("New York", "blue"), ("Miami", "yellow"), ("London", "blue"),
                   ("Madrid", "blue")):
        set_cubes(st, c, col, 3)
        st["ideck"].remove(c)
        st["ideck"].append(c)
    st["iknown"] = [["Montreal", "New York", "Miami", "London", "Madrid"]]
    assert _ai(st) == "drive:Miami"
    st, _ = play(st, 0, "drive:Miami")
    assert _ai(st) == "treat:yellow"


def test_ai_expects_the_discard_pile_back_on_top_when_an_epidemic_is_due():
    """AI (issue 19): when this turn's draw must bring an Epidemic, a 3-cube city in the infection discard pile
    (shuffled back on top) is about to outbreak: it leaves 2 cubes here for it; with no Epidemic due it
    treats here."""
    st = fresh(roles=["planner", "dispatcher"], hands=[[], []], pawns=["Miami", "Lima"], actions=3)
    st["pdeck"] = st["pdeck"][:42]
    set_cubes(st, "Chicago", "blue", 3)
    for c in ("Chicago", "Lagos", "Cairo"):
        st["ideck"].remove(c)
    st["idiscard"] = ["Chicago", "Lagos", "Cairo"]
    set_cubes(st, "Miami", "yellow", 2)
    st["ideck"].remove("Miami")
    st["ideck"].append("Miami")
    st["iknown"] = [["Miami"]]
    assert _ai(st) == "drive:Atlanta"
    st["epidemics_drawn"] = 1
    assert _ai(st) == "treat:yellow"


def test_ai_flies_with_a_card_the_hand_limit_would_discard():
    """AI (issue 19): holding 6 cards, this turn's draw will make it discard one: its least valued card (Cairo)
    costs nothing to fly with, so it flies next to the 3-cube city far away; with 5 cards it keeps it."""
    hand = ["Lima", "Santiago", "Tokyo", "Osaka", "Cairo", "Paris"]
    st = fresh(roles=["planner", "dispatcher"], hands=[hand, []], pawns=["Atlanta", "Lima"])
    set_cubes(st, "Baghdad", "black", 3)
    assert _ai(st) == "direct:Cairo"
    st["hands"][0].remove("Paris")
    assert _ai(st) == "drive:Washington"


def test_ai_plays_for_the_cures_in_the_last_rounds():
    """AI (issue 19): with few player cards left (and outbreaks and cubes to spare) the cards come first: the
    holder of Paris, standing in Paris, waits there for the blue collector (4 cards) instead of going on
    (with a full deck it goes on), and the collector comes to take it."""
    hands = [["Paris", "Lima"], ["San Francisco", "Chicago", "Montreal", "New York"]]
    st = fresh(roles=["planner", "dispatcher"], hands=hands, pawns=["Paris", "Atlanta"])
    set_cubes(st, "Algiers", "black", 3)
    assert _ai(st) != "end"
    st["pdeck"] = st["pdeck"][:6]
    assert _ai(st) == "end"
    st["turn"] = 1
    assert _ai(st, 1) == "join:Paris"
    st["outbreaks"] = 6  # no outbreak to spare: back to containment
    st["turn"] = 0
    assert _ai(st) != "end"


def test_ai_reads_only_the_view_in_the_last_rounds():
    """No cheating (issue 19): the last rounds' play for the cures (and the Epidemic chance read from the
    player deck's piles) picks the same move in every world ``determinize`` deals."""
    for players in (2, 4):
        st = GAME.setup(players, 70 + players, {"difficulty": "introductory"})
        rng = random.Random(players)
        checked = 0
        while GAME.to_act(st):
            seat = GAME.required_seats(st)[0]
            if len(st["pdeck"]) <= 4 * players:
                _same_move_in_every_world(st, seat)
                checked += 1
            st, _ = GAME.apply(st, seat, GAME.ai_move(st, seat, rng))
        assert checked > 0 or GAME.result(st)["reason"] != "player_cards"


# ---------------------------------------------------------------- card texts (issue 35)
def test_every_card_power_is_shown_where_you_decide():
    """Play without the rulebook: each role, event card and the epidemic card has its text in both languages
    in ``cards()``; a role's power beside your role (private view) and beside every role on the board, and in
    the note of the role's own actions (Dispatcher, Operations Expert, Contingency Planner); an event's power
    beside it in the hand and on the board, and in the note of the move that plays or discards it."""
    from engine import LANGS

    infos = {c.key: c for c in GAME.cards()}
    assert set(infos) == set(ROLES) | set(EVENTS) | {EPIDEMIC}
    assert sum(c.copies for c in infos.values()) == len(ROLES) + len(EVENTS) + 6
    for role in ROLES:
        st = fresh(2, roles=[role, "medic" if role != "medic" else "scientist"])
        assert GAME.cards_in_view(GAME.view(st, 0))[0] == role
        for lang in LANGS:
            note = GAME.card_note(role, lang)
            assert note and infos[role].text(lang) and infos[role].name(lang) and infos[role].kind_text(lang)
            assert note in GAME.private_text(GAME.view(st, 0), lang, NAMES[:2])
            assert note in GAME.board_text(GAME.view(st, None), lang, NAMES[:2])
    role_moves = {"dispatcher": "dispatch:1", "operations": "opsfly:Lima", "planner": "plan:quiet"}
    for role, move_id in role_moves.items():
        st = fresh(2, roles=[role, "medic"], hands=[["Lima"], []])
        st["pdiscard"] = ["quiet"]
        move = next(m for m in GAME.legal_moves(st, 0) if m.id == move_id)
        for lang in LANGS:
            assert GAME.move_notes(st, 0, move, lang, NAMES[:2])[0] == GAME.card_note(role, lang)
    for event in EVENTS:
        st = fresh(2, roles=["medic", "scientist"], hands=[[event], []])
        st["idiscard"] = [st["ideck"].pop()]  # something for Resilient Population to remove
        assert event in GAME.cards_in_view(GAME.view(st, 0))
        move = next(m for m in GAME.legal_moves(st, 0) if m.id == f"event:{event}")
        over = fresh(2, roles=["medic", "scientist"], hands=[[event, *CITIES[:7]], []])
        discard = next(m for m in GAME.legal_moves(over, 0) if m.kind == "discard" and m.args["card"] == event)
        for lang in LANGS:
            note = GAME.card_note(event, lang)
            assert note in GAME.private_text(GAME.view(st, 0), lang, NAMES[:2])
            assert note in GAME.board_text(GAME.view(st, None), lang, NAMES[:2])
            assert GAME.move_notes(st, 0, move, lang, NAMES[:2])[-1] == note
            assert GAME.move_notes(over, 0, discard, lang, NAMES[:2])[-1] == note
    st = fresh(2, phase="epidemic")
    for lang in LANGS:
        assert GAME.card_note(EPIDEMIC, lang) in GAME.board_text(GAME.view(st, None), lang, NAMES[:2])
