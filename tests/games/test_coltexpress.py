"""Colt Express scenarios, one per rule of the BGA help page (and the published rules where it is silent)."""

import json
import random

import pytest

from engine import Event, IllegalMove, Move, SetupError, canonical, clone
from engine.games.coltexpress import GAME
from engine.games.coltexpress import data as D

NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"]


def ids(state, seat):
    return [m.id for m in GAME.legal_moves(state, seat)]


def kinds(events):
    return [e.kind for e in events]


def table(players=4, chars=None, seed=3, **options):
    """A fresh game with known characters (default: ghost, belle, cheyenne, tuco, django, doc in seat order)."""
    state = GAME.setup(players, seed, options or None)
    if chars is None and not state["teams"]:
        chars = list(D.CHARACTERS)[:players]
    if chars:
        for bd, ch in zip(state["bandits"], chars, strict=False):
            bd["char"] = ch
    return state


def place(state, b, car, roof=False):
    state["bandits"][b]["car"], state["bandits"][b]["roof"] = car, roof


def clear_train(state):
    for spot in state["cars"]:
        spot[0].clear()
        spot[1].clear()
    for bd in state["bandits"]:
        bd["loot"] = []


def add_loot(state, kind, value, car=None, roof=False, bandit=None):
    state["loot"].append({"k": kind, "v": value})
    lid = len(state["loot"]) - 1
    if bandit is not None:
        state["bandits"][bandit]["loot"].append(lid)
    else:
        state["cars"][car][1 if roof else 0].append(lid)
    return lid


def steal(state, cards, card_name="bridge"):
    """Start Stealin' with ``cards`` ([(seat, card)], first played first) under a round card without event."""
    state["round_cards"][state["round"]] = card_name
    state["phase"] = "steal"
    for s, c in cards:
        for pile in (state["hands"][s], state["decks"][s], state["discards"][s]):
            if c in pile:
                pile.remove(c)
    state["pile"] = [{"card": c, "seat": s, "down": False} for s, c in cards]
    state["revealed"] = False
    events = []
    GAME._resolve(state, events)
    return events


def card(b, kind, copy=0):
    return f"{b}:{kind}:{copy}"


# ---------------------------------------------------------------- components
def test_component_totals():
    """Components: 10 action cards (Marshal and Punch single, others double) and 6 bullets per bandit,
    13 neutral bullets, 18 purses / 6 jewels / 2 strongboxes, 7+7 round cards and 3 stations, 6 cars."""
    cards = D.action_cards(0)
    assert len(cards) == 10
    assert {k: sum(1 for c in cards if D.card_kind(c) == k) for k in D.ACTION_KINDS} == {
        "move": 2, "floor": 2, "fire": 2, "rob": 2, "punch": 1, "marshal": 1}
    assert D.BULLETS_PER_BANDIT == 6 and D.NEUTRAL_BULLETS == 13
    assert D.total_loot() == {"purses": 18, "jewels": 6, "strongboxes": 2, "value": 6000 + 3000 + 2000}
    assert sorted(D.PURSE_VALUES).count(250) == 8
    assert len(D.ROUNDS_SMALL) == len(D.ROUNDS_LARGE) == 7 and len(D.STATIONS) == 3
    assert sum(p for p, _ in D.CARS.values()) + 6 == 18 and sum(j for _, j in D.CARS.values()) == 6


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_setup_train_loot_and_positions(players):
    """Préparation: as many cars as players plus the locomotive, floor loot per car, Marshal and strongbox
    in the locomotive, odd players in the caboose and even ones in the car before it, a $250 purse each."""
    state = GAME.setup(players, 11, {"teams": False})
    train = state["train"]
    assert train[0] == "loco" and len(train) == players + 1 and len(set(train)) == players + 1
    assert state["marshal"] == 0
    assert [state["loot"][i]["k"] for i in state["cars"][0][0]] == ["box"]
    for car, kind in enumerate(train[1:], start=1):
        here = [state["loot"][i]["k"] for i in state["cars"][car][0]]
        assert (here.count("purse"), here.count("jewel")) == D.CARS[kind]
    last = players
    for seat, bd in enumerate(state["bandits"]):
        assert bd["car"] == (last if seat % 2 == 0 else last - 1) and not bd["roof"]
        assert [state["loot"][i] for i in bd["loot"]] == [{"k": "purse", "v": 250}]
        assert len(state["hands"][seat]) == (7 if bd["char"] == "doc" else 6)
    assert len(state["round_cards"]) == 5 and state["round_cards"][-1] in D.STATIONS
    assert all(c not in D.STATIONS for c in state["round_cards"][:4])


def test_characters_can_be_chosen_in_turn_order():
    """Préparation: with the option, each player chooses his bandit in turn before the first deal."""
    state = GAME.setup(3, 2, {"characters": "choose"})
    assert state["phase"] == "pick" and GAME.to_act(state) == [0] and not any(state["hands"])
    assert len(ids(state, 0)) == 6
    state, events = GAME.apply(state, 0, "pick:doc")
    assert kinds(events) == ["picked"] and GAME.to_act(state) == [1] and "pick:doc" not in ids(state, 1)
    state, _ = GAME.apply(state, 1, "pick:belle")
    state, events = GAME.apply(state, 2, "pick:tuco")
    assert state["phase"] == "plan" and "round_start" in kinds(events)
    assert [len(h) for h in state["hands"]] == [7, 6, 6]


def test_round_card_set_depends_on_player_count():
    """Cartes manches: the 2-4 set below 5 players, the 5-6 set from 5 players."""
    assert GAME.setup(4, 1)["small_set"] and not GAME.setup(5, 1)["small_set"]
    state = table(5)
    state["round_cards"][0] = "angry_marshal"
    assert GAME.round_turns(state) == "NNR"


def test_bad_player_counts_and_options_are_refused():
    """2 to 6 players; options are typed."""
    for bad in (1, 7):
        with pytest.raises(SetupError):
            GAME.setup(bad, 1)
    with pytest.raises(SetupError):
        GAME.setup(3, 1, {"experts": "maybe"})


# ---------------------------------------------------------------- Schemin'
def test_plan_order_play_or_draw_three():
    """Le plan: in order from the first player, each plays a card face up or draws three cards."""
    state = table(3)
    state["round_cards"][0] = "braking"  # N N N N
    assert GAME.to_act(state) == [0]
    assert "draw" in ids(state, 0) and all(i.startswith(("play", "draw")) for i in ids(state, 0))
    move = next(i for i in ids(state, 0) if i.startswith("play:"))
    state, events = GAME.apply(state, 0, move)
    assert kinds(events) == ["played"] and len(state["hands"][0]) == 5 and len(state["pile"]) == 1
    assert GAME.to_act(state) == [1]
    state, events = GAME.apply(state, 1, "draw")
    assert len(state["hands"][1]) == 9 and "drew_cards" in kinds(events)
    drew = next(e for e in events if e.kind == "drew_cards")
    assert drew.to == [1]
    assert GAME.to_act(state) == [2]


def test_bullet_cards_cannot_be_played():
    """Les cartes Balles ne peuvent être jouées: they offer no move; with nothing else, draw or pass."""
    state = table(3)
    state["hands"][0] = [D.bullet_card(1, 6), D.neutral_card(1)]
    assert ids(state, 0) == ["draw"]
    state["decks"][0] = []
    assert ids(state, 0) == ["pass"]


def test_tunnel_cards_are_hidden_from_everyone_but_their_owner():
    """Tunnel: the cards of that turn are played face down; only the owner sees his."""
    state = table(3)
    state["round_cards"][0] = "tunnel"  # N T N T N
    state["turn"] = 1
    move = next(i for i in ids(state, 0) if i.startswith("play:"))
    state, events = GAME.apply(state, 0, move)
    secret = state["pile"][0]["card"]
    assert all(e.to == [0] for e in events if secret in json.dumps(e.args))
    assert GAME.view(state, None)["pile"][0]["card"] is None
    assert GAME.view(state, 1)["pile"][0]["card"] is None
    assert GAME.view(state, 0)["pile"][0]["card"] == secret
    assert secret not in json.dumps(GAME.view(state, 1))


def test_speed_up_turn_two_actions_in_a_row():
    """Accélération: each player plays two cards in a row during that turn."""
    state = table(3)
    state["round_cards"][0] = "bridge"  # N S N
    state["turn"] = 1
    state, _ = GAME.apply(state, 0, "draw")
    assert GAME.to_act(state) == [0]
    state, _ = GAME.apply(state, 0, next(i for i in ids(state, 0) if i.startswith("play:")))
    assert GAME.to_act(state) == [1]


def test_switching_track_reverses_order_from_the_first_player():
    """Aiguillage: reverse order, still starting with the round's first player."""
    state = table(4)
    state["round_cards"][0] = "angry_marshal"  # N N T R
    state["turn"], state["first"] = 3, 1
    order = []
    for _ in range(4):
        seat = GAME.to_act(state)[0]
        order.append(seat)
        state, _ = GAME.apply(state, seat, "draw")
    assert order == [1, 0, 3, 2]


def test_ghost_may_play_his_first_card_face_down():
    """Ghost: his first card of the round may be face down (first turn only)."""
    state = table(3)
    state["round_cards"][0] = "braking"
    assert any(i.startswith("playdown:") for i in ids(state, 0))
    down = next(i for i in ids(state, 0) if i.startswith("playdown:"))
    state, events = GAME.apply(state, 0, down)
    assert state["pile"][0]["down"] and GAME.view(state, None)["pile"][0]["card"] is None
    assert kinds(events)[0] == "played_down"
    for s in (1, 2):
        state, _ = GAME.apply(state, s, "draw")
    assert not any(i.startswith("playdown:") for i in ids(state, 0))


def test_doc_draws_seven():
    """Doc commence chaque manche avec sept cartes."""
    state = GAME.setup(6, 2)
    for bd in state["bandits"]:
        assert len(state["hands"][bd["seat"]]) == (7 if bd["char"] == "doc" else 6)


def test_unplayed_cards_and_pile_go_back_and_are_reshuffled():
    """Fin de manche: each player shuffles all his cards (played, unplayed, bullets) and draws 6 again."""
    state = table(3)
    clear_train(state)
    place(state, 0, 1)
    events = steal(state, [(0, card(0, "floor"))])
    assert "round_start" in kinds(events) and state["round"] == 1
    for seat in range(3):
        assert len(state["hands"][seat]) + len(state["decks"][seat]) == 10
        assert len(state["hands"][seat]) == (7 if state["bandits"][seat]["char"] == "doc" else 6)
    assert state["first"] == 1


def test_round_start_is_logged_after_the_rounds_last_actions_and_its_event():
    """Issue 35: the log reads in play order at a round change: the last Stealin' action, then the round card's
    event, then "Round 2 ... plays first", then the new hands dealt (the round start used to come first)."""
    state = table(4, chars=["ghost", "doc", "tuco", "cheyenne"])
    clear_train(state)
    state["marshal"] = 0
    place(state, 0, 2)
    place(state, 1, 4, roof=True)
    steal(state, [(0, card(0, "move"))], card_name="angry_marshal")
    assert state["phase"] == "steal" and ids(state, 0) == ["move:1", "move:3"]
    state, events = GAME.apply(state, 0, "move:1")
    order = kinds(events)
    assert state["round"] == 1 and order.count("round_start") == 1
    start = order.index("round_start")
    # the last action, the end-of-round event and what it does (the Marshal's step chases Ann to the roof)
    assert order[:start] == ["moved", "round_event", "marshal_moves", "neutral_bullet", "flee"]
    assert set(order[start + 1:]) == {"drew_cards"}  # then the new round's hands
    public = [GAME.event_text(e, "en", NAMES[:4]) for e in events if e.to is None]
    assert public[-1].startswith("🚂 Round 2") and "Bob plays first" in public[-1]


# ---------------------------------------------------------------- Stealin'
def test_pile_resolves_first_card_first_and_card_returns_to_owner():
    """L'action: cards are resolved in the order played; each goes back to its owner."""
    state = table(3)
    clear_train(state)
    place(state, 0, 2)
    place(state, 1, 2)
    events = steal(state, [(1, card(1, "floor")), (0, card(0, "floor"))])
    reveals = [e.args["seat"] for e in events if e.kind == "reveal"]
    assert reveals == [1, 0]
    assert card(0, "floor") in state["hands"][0] + state["decks"][0]


def test_move_inside_one_car_on_roof_up_to_three():
    """Déplacement: 1 car inside, 1 to 3 cars on the roofs."""
    state = table(5)
    clear_train(state)
    place(state, 0, 3)
    steal(state, [(0, card(0, "move"))])
    assert ids(state, 0) == ["move:2", "move:4"]
    state, _ = GAME.apply(state, 0, "move:2")
    assert state["bandits"][0]["car"] == 2
    state = table(5)
    place(state, 0, 4, roof=True)
    steal(state, [(0, card(0, "move"))])
    assert ids(state, 0) == ["move:1", "move:2", "move:3", "move:5"]


def test_floor_change():
    """Changement d'étage: inside ↔ roof."""
    state = table(3)
    clear_train(state)
    place(state, 0, 2)
    steal(state, [(0, card(0, "floor"))])
    assert state["bandits"][0]["roof"]


def test_marshal_card_shoots_and_chases_bandits_inside():
    """Marshal: moves 1 car; each bandit inside his car takes a neutral bullet and flees to the roof."""
    state = table(3)
    clear_train(state)
    state["marshal"] = 1
    place(state, 1, 2)
    place(state, 2, 2, roof=True)
    steal(state, [(0, card(0, "marshal"))])
    assert ids(state, 0) == ["marshal:0", "marshal:2"]
    state, events = GAME.apply(state, 0, "marshal:2")
    assert state["marshal"] == 2 and state["bandits"][1]["roof"]
    assert state["neutral"] == 12 and state["hits"][1] == 1 and state["hits"][2] == 0
    assert "neutral_bullet" in kinds(events) and "flee" in kinds(events)


def test_marshal_without_bullets_still_chases():
    """Marshal: with no neutral bullet left, bandits still flee to the roof."""
    state = table(3)
    clear_train(state)
    state["neutral"], state["marshal"] = 0, 1
    place(state, 1, 2)
    steal(state, [(0, card(0, "marshal"))])
    state, events = GAME.apply(state, 0, "marshal:2")
    assert state["bandits"][1]["roof"] and state["hits"][1] == 0 and "neutral_bullet" not in kinds(events)


def test_entering_the_marshals_car_sends_you_to_the_roof():
    """A bandit who enters the Marshal's car (here: climbing down) takes a bullet and goes back up."""
    state = table(3)
    clear_train(state)
    place(state, 0, 0, roof=True)
    steal(state, [(0, card(0, "floor"))])
    assert state["bandits"][0]["roof"] and state["hits"][0] == 1


def test_fire_inside_hits_adjacent_cars_only():
    """Tir dans un wagon: a bandit in an adjacent car; never one in your own car."""
    state = table(4, chars=["ghost", "cheyenne", "doc", "ghost"])
    clear_train(state)
    place(state, 0, 2)
    place(state, 1, 1)
    place(state, 2, 2)
    place(state, 3, 4)
    steal(state, [(0, card(0, "fire"))])
    assert state["bandits"][0]["bullets"] == 5 and state["hits"][1] == 1
    assert D.bullet_card(0, 6) in state["decks"][1] + state["hands"][1]


def test_fire_on_roofs_nearest_in_line_of_sight():
    """Tir sur les toits: any distance, nearest bandits in each direction; two on one roof both targets,
    the one behind them not."""
    state = table(5, chars=["ghost", "cheyenne", "doc", "ghost", "doc"])
    clear_train(state)
    place(state, 0, 1, roof=True)
    place(state, 1, 3, roof=True)
    place(state, 2, 3, roof=True)
    place(state, 3, 5, roof=True)
    place(state, 4, 1, roof=True)
    steal(state, [(0, card(0, "fire"))])
    assert ids(state, 0) == ["fire:1", "fire:2"]


def test_fire_without_target_or_bullets_has_no_effect():
    """Tir: no target in range, or no bullet left, and the card does nothing."""
    state = table(3)
    clear_train(state)
    place(state, 0, 2)
    place(state, 1, 2)
    place(state, 2, 3, roof=True)
    events = steal(state, [(0, card(0, "fire"))])
    assert "no_effect" in kinds(events) and state["bandits"][0]["bullets"] == 6
    state = table(3)
    state["bandits"][0]["bullets"] = 0
    place(state, 0, 2)
    place(state, 1, 1)
    events = steal(state, [(0, card(0, "fire"))])
    assert "no_effect" in kinds(events)


def test_belle_cannot_be_targeted_when_another_target_exists():
    """Belle: not a Fire or Punch target if another bandit can be targeted."""
    state = table(3, chars=["ghost", "belle", "doc"])
    clear_train(state)
    place(state, 0, 2)
    place(state, 1, 1)
    place(state, 2, 3)
    events = steal(state, [(0, card(0, "fire"))])
    assert state["hits"][2] == 1 and state["hits"][1] == 0 and "shot" in kinds(events)
    state = table(3, chars=["ghost", "belle", "doc"])
    place(state, 0, 2)
    place(state, 1, 1)
    place(state, 2, 0, roof=True)
    steal(state, [(0, card(0, "fire"))])
    assert state["hits"][1] == 1  # alone, she can be hit


def test_tuco_shoots_through_the_roof():
    """Tuco: may fire at the other level of his own car."""
    state = table(3, chars=["tuco", "doc", "ghost"])
    clear_train(state)
    place(state, 0, 2)
    place(state, 1, 2, roof=True)
    place(state, 2, 3, roof=True)
    steal(state, [(0, card(0, "fire"))])
    assert state["hits"][1] == 1


def test_django_pushes_his_target_one_car_away_never_off_the_train():
    """Django: the target moves one car in the line of fire, never off the train."""
    state = table(3, chars=["django", "doc", "ghost"])
    clear_train(state)
    place(state, 0, 1, roof=True)
    place(state, 1, 2, roof=True)
    place(state, 2, 0)
    steal(state, [(0, card(0, "fire"))])
    assert state["bandits"][1]["car"] == 3 and state["hits"][1] == 1
    state = table(3, chars=["django", "doc", "ghost"])
    clear_train(state)
    place(state, 0, 2, roof=True)
    place(state, 1, 3, roof=True)
    place(state, 2, 0)
    steal(state, [(0, card(0, "fire"))])
    assert state["bandits"][1]["car"] == 3


def test_rob_takes_one_loot_of_your_space_and_level():
    """Braquage: one loot on your level; nothing there, no effect; a purse's value is told to its taker only."""
    state = table(3)
    clear_train(state)
    place(state, 0, 2)
    add_loot(state, "purse", 400, car=2)
    add_loot(state, "jewel", 500, car=2)
    add_loot(state, "box", 1000, car=2, roof=True)
    steal(state, [(0, card(0, "rob"))])
    assert ids(state, 0) == ["rob:jewel", "rob:purse"]
    state, events = GAME.apply(state, 0, "rob:purse")
    assert [state["loot"][i]["v"] for i in state["bandits"][0]["loot"]] == [400]
    value = next(e for e in events if e.kind == "purse_value")
    assert value.to == [0] and all("400" not in json.dumps(e.args) for e in events if e.to is None)
    assert GAME.view(state, None)["loot"][state["bandits"][0]["loot"][0]]["v"] is None
    state = table(3)
    clear_train(state)
    place(state, 0, 2, roof=True)
    events = steal(state, [(0, card(0, "rob"))])
    assert "no_effect" in kinds(events)


def test_punch_drops_a_loot_and_moves_the_victim():
    """Coup de poing: a bandit of your space drops a loot of your choice and moves 1 car on your level."""
    state = table(3, chars=["ghost", "doc", "tuco"])
    clear_train(state)
    place(state, 0, 2, roof=True)
    place(state, 1, 2, roof=True)
    add_loot(state, "purse", 300, bandit=1)
    add_loot(state, "jewel", 500, bandit=1)
    steal(state, [(0, card(0, "punch"))])
    assert ids(state, 0) == ["punch:1:jewel:1", "punch:1:jewel:3", "punch:1:purse:1", "punch:1:purse:3"]
    state, _ = GAME.apply(state, 0, "punch:1:jewel:3")
    assert state["bandits"][1]["car"] == 3 and state["bandits"][1]["roof"]
    assert [state["loot"][i]["k"] for i in state["cars"][2][1]] == ["jewel"]


def test_cheyenne_pockets_the_purse_she_knocks_off():
    """Cheyenne: takes the purse her punch makes drop (a jewel falls as usual)."""
    state = table(3, chars=["cheyenne", "doc", "tuco"])
    clear_train(state)
    place(state, 0, 2)
    place(state, 1, 2)
    lid = add_loot(state, "purse", 450, bandit=1)
    steal(state, [(0, card(0, "punch"))])
    state, events = GAME.apply(state, 0, "punch:1:purse:1")
    assert lid in state["bandits"][0]["loot"] and not state["bandits"][1]["loot"]
    assert "punched_steal" in kinds(events)


# ---------------------------------------------------------------- end of round events
def _end_event(name, setup_fn):
    state = table(4, chars=["ghost", "doc", "tuco", "cheyenne"])
    clear_train(state)
    setup_fn(state)
    events = steal(state, [(0, card(0, "floor"))], card_name=name)
    return state, events


def test_angry_marshal():
    """Marshal en colère: shoots the bandits on his roof, then moves 1 car toward the caboose."""
    def prep(state):
        state["marshal"] = 2
        place(state, 0, 4)
        place(state, 1, 2, roof=True)
        place(state, 2, 3)
    state, events = _end_event("angry_marshal", prep)
    assert state["hits"][1] == 1 and state["marshal"] == 3
    assert state["bandits"][2]["roof"] and state["hits"][2] == 1  # he arrived in Tuco's car


def test_take_it_all():
    """Prenez tout !: the second strongbox goes into the Marshal's car."""
    def prep(state):
        state["marshal"] = 3
        place(state, 0, 4)
    state, _ = _end_event("take_it_all", prep)
    assert [state["loot"][i]["k"] for i in state["cars"][3][0]] == ["box"] and state["reserve_box"] is None


def test_swivel_arm():
    """Potence tournante: every bandit on a roof goes to the caboose roof."""
    def prep(state):
        place(state, 0, 4)
        place(state, 1, 1, roof=True)
    state, _ = _end_event("swivel_arm", prep)
    assert state["bandits"][1]["car"] == 4 and state["bandits"][0]["car"] == 4


def test_braking():
    """Freinage: every bandit on a roof moves one roof toward the locomotive."""
    def prep(state):
        place(state, 0, 4)  # goes up with the floor card: 4 → 3
        place(state, 1, 0, roof=True)
        place(state, 2, 2)
    state, _ = _end_event("braking", prep)
    assert [bd["car"] for bd in state["bandits"][:3]] == [3, 0, 2]


def test_passengers_rebellion():
    """Rébellion des passagers: each bandit inside a car takes a neutral bullet."""
    def prep(state):
        place(state, 0, 4)
        place(state, 1, 2)
        place(state, 2, 2)
        place(state, 3, 1, roof=True)
    state, _ = _end_event("rebellion", prep)
    assert state["hits"] == [0, 1, 1, 0]


def test_pickpocketing():
    """Vol à la tire: a bandit alone in his space takes a purse lying there."""
    def prep(state):
        place(state, 0, 4)
        place(state, 1, 2)
        place(state, 2, 3)
        place(state, 3, 3)
        add_loot(state, "purse", 350, car=2)
        add_loot(state, "purse", 300, car=3)
    state, _ = _end_event("pickpocket", prep)
    assert len(state["bandits"][1]["loot"]) == 1 and not state["bandits"][2]["loot"]


def test_marshals_revenge():
    """Vengeance du Marshal: each bandit on the Marshal's roof loses his cheapest purse (jewels don't count)."""
    def prep(state):
        state["marshal"] = 2
        place(state, 0, 4)
        place(state, 1, 2, roof=True)
        add_loot(state, "purse", 450, bandit=1)
        add_loot(state, "purse", 300, bandit=1)
        add_loot(state, "jewel", 500, bandit=2)
        place(state, 2, 2, roof=True)
    state, _ = _end_event("revenge", prep)
    assert sorted(state["loot"][i]["v"] for i in state["bandits"][1]["loot"]) == [450]
    assert len(state["bandits"][2]["loot"]) == 1


def _hostage_game_end() -> dict:
    """The last round's Hostage card played out: tuco (seat 2) has fired twice, ghost stands in the loco."""
    state = table(3, chars=["ghost", "doc", "tuco"])
    clear_train(state)
    state["round"] = 4
    place(state, 0, 3)
    place(state, 1, 0, roof=True)
    place(state, 2, 1)
    state["bandits"][2]["fired"] = 2
    steal(state, [(0, card(0, "floor"))], card_name="hostage")
    return state


def test_hostage_conductor_and_game_end():
    """Prise d'otage: each bandit in or on the locomotive gains $250; the station card is the 5th, last round;
    richest wins; Gunslinger +$1000 to the most bullets fired."""
    state = _hostage_game_end()
    result = GAME.result(state)
    assert result["scores"] == [0, 250, 1000] and result["winners"] == [2] and result["gunslingers"] == [2]
    assert GAME.to_act(state) == []


def test_tie_goes_to_fewest_bullets_received():
    """Égalité: the player who received fewest bullets wins."""
    state = table(3)
    clear_train(state)
    state["round"] = 4
    for b, car in enumerate((3, 2, 2)):
        place(state, b, car)
        add_loot(state, "jewel", 500, bandit=b)
    state["hits"] = [2, 1, 3]
    steal(state, [(0, card(0, "floor"))], card_name="pickpocket")
    assert GAME.result(state)["winners"] == [1]


# ---------------------------------------------------------------- Experts
def test_experts_discard_pile_hand_kept_bullets_on_top():
    """Experts: bullets drawn go to the discard, played cards to the discard, bullets received on top of the
    deck, unwanted cards discarded after the plan, hand kept and refilled to 6."""
    state = table(3, experts=True)
    state["round_cards"][0] = "bridge"
    state["hands"][0] = [card(0, "fire"), card(0, "rob"), card(0, "move")]
    state["decks"][0] = [card(0, "floor"), D.bullet_card(2, 6), card(0, "marshal")]
    state, events = GAME.apply(state, 0, "draw")
    assert D.bullet_card(2, 6) in state["discards"][0] and "discard_bullets" in kinds(events)
    assert all(D.is_action(c) for c in state["hands"][0])
    # play out the plan: everybody draws / plays
    while state["phase"] == "plan":
        seat = GAME.to_act(state)[0]
        state, _ = GAME.apply(state, seat, ids(state, seat)[0])
    assert state["phase"] == "discard" and set(GAME.to_act(state)) == {0, 1, 2}
    hand0 = list(state["hands"][0])
    state, ev = GAME.apply(state, 0, ids(state, 0)[0])
    assert ev[0].to == [0] and GAME.view(state, None)["hand_sizes"][0] == len(hand0)
    for s in (0, 1, 2):
        state, _ = GAME.apply(state, s, "keep")
    assert state["phase"] != "discard"
    assert len(state["discards"][0]) >= 2


def test_experts_discards_may_be_changed_until_everyone_is_done():
    """Issue 35 (Board Game Arena's rule for a secret simultaneous choice): a card set aside may be taken back,
    and a player who is done may still change their discards, until the last player is done."""
    state = table(3, experts=True)
    state["phase"] = "discard"
    state["done"] = []
    state["hands"] = [[card(0, "fire"), card(0, "rob")], [card(1, "move")], [card(2, "floor")]]
    state, ev = GAME.apply(state, 0, "discard:0:fire")
    assert ids(state, 0) == ["discard:0:rob", "takeback:0:fire", "keep"]
    state, ev = GAME.apply(state, 0, "takeback:0:fire")  # changed his mind before being done
    assert ev[0].to == [0] and sorted(state["hands"][0]) == [card(0, "fire"), card(0, "rob")]
    assert state["pending"][0] == []
    state, _ = GAME.apply(state, 0, "discard:0:rob")
    state, ev = GAME.apply(state, 0, "keep")
    assert kinds(ev) == ["discard_done"] and state["phase"] == "discard"
    assert GAME.to_act(state) == [1, 2, 0] and GAME.required_seats(state) == [1, 2]
    assert ids(state, 0) == ["discard:0:fire", "takeback:0:rob"]  # done, yet free to change
    assert "you may still set cards aside" in GAME.private_text(GAME.view(state, 0), "en", NAMES[:3])
    state, _ = GAME.apply(state, 0, "takeback:0:rob")
    state, _ = GAME.apply(state, 0, "discard:0:fire")
    assert 0 in state["done"] and GAME.required_seats(state) == [1, 2]
    assert card(0, "fire") not in canonical(GAME.view(state, 1))  # still secret
    state, _ = GAME.apply(state, 1, "keep")
    state, ev = GAME.apply(state, 2, "keep")  # the last one done: the discards are revealed and final
    assert state["phase"] != "discard" and card(0, "rob") in state["hands"][0]
    assert [e.args["cards"] for e in ev if e.kind == "discarded"] == [[card(0, "fire")]]
    assert GAME.event_text(Event("takeback_one", {"seat": 0, "card": card(0, "rob")}, to=[0]), "fr", NAMES)


def test_experts_reshuffle_discard_when_deck_runs_out():
    """Experts: drawing from a short deck shuffles the discard into a new deck."""
    state = table(3, experts=True)
    state["decks"][0] = [card(0, "rob")]
    state["discards"][0] = [card(0, "move"), card(0, "floor")]
    state, events = GAME.apply(state, 0, "draw")
    assert "reshuffle" in kinds(events) and not state["discards"][0] and len(state["hands"][0]) == 9


# ---------------------------------------------------------------- 2 players
def test_two_player_teams_setup():
    """Deux joueurs: two bandits each (Tuco & Cheyenne vs Doc & Django), one in the caboose and one before
    it; duplicates removed and one Marshal per team: an 11-card deck; Experts rules."""
    state = GAME.setup(2, 5)
    assert state["teams"] and state["experts"]
    assert [bd["char"] for bd in state["bandits"]] == ["tuco", "cheyenne", "doc", "django"]
    assert [bd["seat"] for bd in state["bandits"]] == [0, 0, 1, 1]
    assert [bd["car"] for bd in state["bandits"]] == [4, 3, 4, 3]
    for seat in (0, 1):
        cards = state["hands"][seat] + state["decks"][seat]
        assert len(cards) == 11 and sum(D.card_kind(c) == "marshal" for c in cards) == 1
    assert len(state["hands"][1]) == 7  # Doc's team


def test_two_player_partner_hit_only_when_alone_and_no_gunslinger():
    """Deux joueurs: a shot hits the partner only when he is the only target; the bullet lands on the
    deck of the player controlling the bandit hit; no Gunslinger."""
    state = GAME.setup(2, 5)
    clear_train(state)
    place(state, 0, 2)
    place(state, 1, 1)
    place(state, 2, 3)
    place(state, 3, 0, roof=True)
    steal(state, [(0, card(0, "fire"))])
    assert state["hits"] == [0, 1] and state["decks"][1][-1] == D.bullet_card(0, 6)
    state = GAME.setup(2, 5)
    clear_train(state)
    place(state, 0, 2)
    place(state, 1, 1)
    place(state, 2, 4, roof=True)
    place(state, 3, 4, roof=True)
    steal(state, [(0, card(0, "fire"))])
    assert state["hits"] == [1, 0]
    state["round"] = 4
    steal(state, [(0, card(1, "floor"))], card_name="pickpocket")
    assert GAME.result(state)["gunslingers"] == []


def test_two_player_cards_act_for_their_bandit():
    """Deux joueurs: each card acts for the bandit pictured; play ids name the bandit."""
    state = GAME.setup(2, 5)
    state["hands"][0] = [card(0, "move"), card(1, "move")]
    assert ids(state, 0)[:2] == ["play:0:move", "play:1:move"]


def test_plain_two_player_game_without_teams():
    """Option teams=off: a plain 2-player game, one bandit each, 2 cars."""
    state = GAME.setup(2, 5, {"teams": False})
    assert not state["teams"] and len(state["bandits"]) == 2 and len(state["train"]) == 3


# ---------------------------------------------------------------- protocol, texts, AI
def test_illegal_moves_are_refused_without_change():
    """Protocol: a move that is not legal raises IllegalMove and leaves the state untouched."""
    state = table(3)
    before = canonical(state)
    for seat, move in ((1, "draw"), (0, "fire:1"), (0, "play:9:move")):
        with pytest.raises(IllegalMove):
            GAME.apply(state, seat, move)
    assert canonical(state) == before


def test_public_view_hides_hands_decks_purses():
    """Hands by DM: the public view has no hand, deck or floor purse value; a seat sees its own hand."""
    state = table(4)
    public = GAME.view(state, None)
    assert "hand" not in public and all(lt["v"] is None for lt in public["loot"] if lt["k"] == "purse")
    assert GAME.view(state, 1)["hand"] == state["hands"][1]
    assert GAME.hidden(state)["hands"] == state["hands"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_texts_render_in_both_languages(lang):
    """Texts: rules, board, hand, every label and event render in both languages within the limits."""
    assert len(GAME.rules_summary(lang)) <= 3500
    rng = random.Random(4)
    for players, opts in ((2, None), (4, {"experts": True}), (6, {"characters": "choose"})):
        state = GAME.setup(players, 8, opts)
        names = NAMES[:players]
        step = 0
        while GAME.to_act(state):
            step += 1
            if step % 4 == 0:
                assert len(GAME.board_text(GAME.view(state, None), lang, names)) <= 3500
                for s in range(players):
                    assert len(GAME.private_text(GAME.view(state, s), lang, names)) <= 1800
            seat = GAME.to_act(state)[0]
            labels = [GAME.move_label(state, seat, m, lang, names) for m in GAME.legal_moves(state, seat)]
            assert len(set(labels)) == len(labels) and all(0 < len(x) <= 80 for x in labels)
            state, events = GAME.apply(state, seat, GAME.ai_move(state, seat, rng))
            for e in events:
                text = GAME.event_text(e, lang, names)
                assert text and "{" not in text
    assert GAME.event_text(Event("ev_unknown"), lang, names) is None
    png = GAME.board_image(GAME.view(state, None), lang, names)
    assert png[:8] == b"\x89PNG\r\n\x1a\n"


def test_ai_full_games_are_legal_and_beat_random():
    """AI seat: legal in full games; it wins more than its share against random seats."""
    wins = 0
    games = 16
    for seed in range(games):
        state = GAME.setup(3, seed)
        rng = random.Random(seed)
        while GAME.to_act(state):
            seat = GAME.to_act(state)[0]
            move = GAME.ai_move(state, seat, rng) if seat == 0 else rng.choice(GAME.legal_moves(state, seat)).id
            state, _ = GAME.apply(state, seat, move)
        wins += 0 in GAME.result(state)["winners"]
    assert wins > games / 2


def test_state_is_json_and_round_trips():
    """Protocol: the state is plain JSON and dump/load round-trips."""
    state = table(5)
    assert GAME.load(json.loads(json.dumps(GAME.dump(state)))) == clone(state)


# ---------------------------------------------------------------- search AI
def test_evaluate_favours_the_richest_seat():
    """evaluate (the search AI's leaf value): the seat whose bandits hold the most loot is above 0.5 and its
    rivals below; loot on a bandit's space counts a little, the top shooter's Gunslinger bonus too; values
    stay in [0, 1] and the state is untouched."""
    state = table(3)
    clear_train(state)
    add_loot(state, "box", 1000, bandit=0)
    add_loot(state, "jewel", 500, bandit=1)
    before = canonical(state)
    values = [GAME.evaluate(state, s) for s in range(3)]
    assert canonical(state) == before
    assert values[0] > 0.6 and values[1] < 0.5 and values[2] < values[1]
    assert all(0 <= v <= 1 for v in values)
    level = table(3)
    clear_train(level)
    assert [GAME.evaluate(level, s) for s in range(3)] == [0.5] * 3
    place(level, 0, 1)
    add_loot(level, "jewel", 500, car=1)  # bandit 0, alone in car 1, stands on a jewel he may rob
    assert GAME.evaluate(level, 0) > 0.5 > GAME.evaluate(level, 1)
    shooter = table(3)
    clear_train(shooter)
    shooter["bandits"][2]["fired"] = 3
    assert GAME.evaluate(shooter, 2) > 0.5 > GAME.evaluate(shooter, 0)
    teams = table(2)  # two bandits a seat: their loot adds up
    clear_train(teams)
    add_loot(teams, "purse", 300, bandit=0)
    add_loot(teams, "purse", 300, bandit=1)
    add_loot(teams, "jewel", 500, bandit=2)
    assert GAME.evaluate(teams, 0) > 0.5 > GAME.evaluate(teams, 1)


def test_evaluate_gives_the_result_once_over():
    """evaluate of a finished game: 1 for the winner, 0 for the others, a tie shared."""
    state = _hostage_game_end()
    assert GAME.result(state)["winners"] == [2]
    assert [GAME.evaluate(state, s) for s in range(3)] == [0.0, 0.0, 1.0]


# ---------------------------------------------------------------- card texts (issue 35)
def test_every_card_power_is_shown_where_you_decide():
    """Play without the rulebook: every bandit, action card, bullet card and round card with an event has its
    text in both languages in ``cards()``; a bandit's ability beside your bandit (private view), on the board
    and in the note of the pick; an action or bullet card's text beside it in the hand and in the note of the
    move that plays or discards it; a round card's event on the board while it is played. Copies add up."""
    from engine import LANGS

    infos = {c.key: c for c in GAME.cards()}
    events = [k for k, ev in D.ROUND_EVENT.items() if ev]
    assert set(infos) == set(D.CHARACTERS) | set(D.ACTION_KINDS) | {"bullet"} | set(events)
    assert sum(infos[k].copies for k in D.ACTION_KINDS) == 10 * 6
    assert infos["bullet"].copies == 6 * 6 + D.NEUTRAL_BULLETS
    assert sum(infos[k].copies for k in events) == 2 * 5 + len(D.STATIONS)  # 5 of each set's 7 have an event
    # bandits: the pick (option "characters": choose), then your own private view and the board
    state = GAME.setup(6, 2, {"characters": "choose"})
    for char in D.CHARACTERS:
        move = next(m for m in GAME.legal_moves(state, 0) if m.args["char"] == char)
        for lang in LANGS:
            assert GAME.move_notes(state, 0, move, lang, NAMES)[0] == GAME.card_note(char, lang)
    state = table(6, experts=True)
    for b, char in enumerate(D.CHARACTERS):
        assert char in GAME.cards_in_view(GAME.view(state, b))
        for lang in LANGS:
            assert GAME.card_note(char, lang) in GAME.private_text(GAME.view(state, b), lang, NAMES)
            assert GAME.card_note(char, lang) in GAME.board_text(GAME.view(state, None), lang, NAMES)
    # action and bullet cards: in the hand (plan: play it; Experts discard: discard it)
    hand = [card(0, kind) for kind in D.ACTION_KINDS] + [D.bullet_card(1, 6)]
    state["hands"][0] = list(hand)
    assert set(GAME.cards_in_view(GAME.view(state, 0))) >= set(D.ACTION_KINDS) | {"bullet"}
    discard = clone(state)
    discard.update(phase="discard", done=[])
    for c in hand:
        key = D.card_kind(c)
        for lang in LANGS:
            note = GAME.card_note(key, lang)
            if key == "bullet":  # a neutral bullet reads the same
                assert GAME.card_note(D.card_kind(D.neutral_card(3)), lang) is None
                assert GAME.move_notes(discard, 0, Move("discard:bullet", "discard", {"card": D.neutral_card(3)}),
                                       lang, NAMES)[0] == note
            assert note and infos[key].text(lang) and infos[key].name(lang) and infos[key].kind_text(lang)
            assert note in GAME.private_text(GAME.view(state, 0), lang, NAMES), (key, lang)
            moves = [m for m in GAME.legal_moves(state, 0) if m.args.get("card") == c]
            moves += [m for m in GAME.legal_moves(discard, 0) if m.args.get("card") == c]
            assert moves if D.is_action(c) else len(moves) == 1
            for m in moves:
                st = state if m.kind == "play" else discard
                assert GAME.move_notes(st, 0, m, lang, NAMES)[0] == note
    # round cards: the event on the board while its round is played
    for key in events:
        state["round_cards"][0] = key
        assert key in GAME.cards_in_view(GAME.view(state, None))
        for lang in LANGS:
            assert GAME.card_note(key, lang) in GAME.board_text(GAME.view(state, None), lang, NAMES)
