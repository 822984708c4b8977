"""Odysseus scenarios, one per rule of the BGA help page (and the published rules where it is silent)."""

import json
import random

import pytest

from engine import IllegalMove, SetupError, canonical
from engine.games.odysseus import GAME
from engine.games.odysseus.data import (
    AUTOMA_BASE,
    AUTOMA_CARDS,
    AUTOMA_TALES,
    CARDS,
    EPIC_TILES,
    SKILLS,
    TALE_KINDS,
    TALES,
    TYPES,
    tale_matches,
)
from engine.invariants import play_random_game

NAMES = ["Alice", "Bob", "Chloé", "Dan", "Eve"]


def card(skill, value, vp=None, type_=None, gains=None):
    """The index of the first Trial card matching the given facts."""
    for i, c in enumerate(CARDS):
        if c["skill"] == skill and c["value"] == value and (vp is None or c["vp"] == vp) \
                and (type_ is None or c["type"] == type_) and (gains is None or c["gains"] == gains):
            return i
    raise LookupError((skill, value, vp, type_, gains))


def ids(state, seat=None):
    seat = state["turn"] if seat is None else seat
    return [m.id for m in GAME.legal_moves(state, seat)]


def play(state, *moves):
    events = []
    for m in moves:
        state, ev = GAME.apply(state, state["turn"], m)
        events += ev
    return state, events


def kinds(events):
    return [e.kind for e in events]


def fresh(players=2, seed=1, **options):
    return GAME.setup(players, seed, options or None)


def ship(state, side0, side1, down0=(), down1=(), favors=(1, 1)):
    state["ship"] = [list(side0), list(side1)]
    state["down"] = [list(down0), list(down1)]
    state["side_favor"] = list(favors)


# ---------------------------------------------------------------- components
def test_component_totals():
    """Components: 60 Trials (15 per skill, 12 per type), 28 Tales (14 kinds × 2), Epic 10/8/6/4/2, 16 Automa cards."""
    assert len(CARDS) == 60
    assert all(sum(1 for c in CARDS if c["skill"] == k) == 15 for k in SKILLS)
    assert all(sum(1 for c in CARDS if c["type"] == t) == 12 for t in TYPES)
    values = sorted(c["value"] for c in CARDS)
    assert {v: values.count(v) for v in set(values)} == {0: 4, 2: 8, 3: 12, 4: 12, 5: 12, 6: 12}
    assert sum(c["vp"] for c in CARDS) == 313
    assert len(TALE_KINDS) == 14 and len(TALES) == 28 and all(TALES.count(k) == 2 for k in TALE_KINDS)
    assert EPIC_TILES == (10, 8, 6, 4, 2)
    assert len(AUTOMA_CARDS) == 16
    syms = [a["symbol"] for a in AUTOMA_CARDS]
    assert (syms.count("tales"), syms.count("favor"), syms.count(None)) == (4, 8, 4)
    assert AUTOMA_TALES == {1: 2, 2: 3, 3: 4, 4: 5} and set(AUTOMA_BASE) == {1, 2, 3, 4}


def test_value_tales_and_zero_cards():
    """Tales: value Tales are 1–2, 3, 4, 5, 6; a card of value 0 matches no value Tale."""
    zero = card("cun", 0)
    assert not any(tale_matches(k, zero) for k in ("v12", "v3", "v4", "v5", "v6"))
    assert tale_matches("v12", card("int", 2, 1))
    assert tale_matches("cun", zero) and tale_matches(CARDS[zero]["type"], zero)


# ---------------------------------------------------------------- set-up
@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_setup(players):
    """Mise en place: 12 cards per player (solo as 2), 4 face down in the middle + 8 up, a Favor per side,
    4 face-up Tales, each player a Tale, a Favor, skills at 0; Epic tiles highest on top."""
    s = fresh(players)
    cycles = 2 if players == 1 else players
    assert len(s["deck"]) + 12 == 12 * cycles
    assert [len(side) for side in s["ship"]] == [6, 6]
    assert [s["ship"][k][2:4] for k in (0, 1)] == s["down"]
    assert s["side_favor"] == [1, 1] and len(s["tales_up"]) == 4
    for pl in s["p"]:
        assert pl["skills"] == [0, 0, 0, 0] and pl["favors"] == 1 and len(pl["tales"]) == 1
    assert s["epic"] == [10, 8, 6, 4, 2]
    assert len(s["p"]) == players
    assert sum(map(len, s["stacks"])) + 4 + players + (AUTOMA_TALES[2] if players == 1 else 0) == 28


def test_player_counts_and_options():
    """1 to 5 players; the Automa difficulty is 1 to 4."""
    for bad in (0, 6):
        with pytest.raises(SetupError):
            GAME.setup(bad, 1)
    for bad in (0, 5, "x"):
        with pytest.raises(SetupError):
            GAME.setup(1, 1, {"difficulty": bad})
    for d in (1, 2, 3, 4):
        s = GAME.setup(1, 1, {"difficulty": d})
        assert len(s["automa"]["tales"]) == AUTOMA_TALES[d] and s["turn"] == 0


# ---------------------------------------------------------------- choosing a card
def test_only_cards_at_an_end_can_be_taken():
    """1. Choisir : only a card at one of the ends of either side, never one between two others."""
    s = fresh()
    assert sorted(m for m in ids(s) if m.startswith("take")) == ["take:0:L", "take:0:R", "take:1:L", "take:1:R"]
    s["ship"][1] = s["ship"][1][:1]
    s["down"][1] = []
    assert "take:1:R" not in ids(s)
    with pytest.raises(IllegalMove):
        GAME.apply(s, s["turn"], "take:1:R")


def test_taking_next_to_face_down_flips_both_and_gives_the_favor():
    """1. Choisir : a card next to a face-down card turns both face-down cards of that side and gives its Favor."""
    s = fresh()
    s["turn"] = 0
    a, b, c, d = 0, 1, 2, 3
    ship(s, [a, b, c, d], [10, 11], down0=[b, c])
    assert "(+🦉" in GAME.move_label(s, 0, GAME.legal_moves(s, 0)[0], "en", NAMES)
    s2, ev = play(s, "take:0:L")
    assert s2["down"][0] == [] and s2["side_favor"][0] == 0 and s2["p"][0]["favors"] == 2
    flip = next(e for e in ev if e.kind == "flip")
    assert flip.to is None and flip.args["cards"] == [b, c]
    s3, _ = play(s, "take:0:R")  # d is next to c, face down
    assert s3["p"][0]["favors"] == 2


def test_taking_an_ordinary_card_flips_nothing():
    """1. Choisir : a card not next to a face-down card flips nothing."""
    s = fresh()
    ship(s, [0, 1, 2, 3, 4, 5], [6, 7], down0=[2, 3])
    s2, ev = play(s, "take:0:L")
    assert "flip" not in kinds(ev) and s2["down"][0] == [2, 3] and s2["phase"] == "mode"


# ---------------------------------------------------------------- adventure
def adventure_state(c, skills=(0, 0, 0, 0), favors=1):
    s = fresh()
    s["turn"] = 0
    ship(s, [c, 50, 51], [52, 53])
    s["p"][0]["skills"] = list(skills)
    s["p"][0]["favors"] = favors
    return s


def test_adventure_gains_and_column_of_the_cards_own_skill():
    """2. Aventure : each skill icon +1, Favor icon +1 Favor; the card goes to the column of its own skill."""
    c = card("int", 2, 1)  # Favor + Str + Cun + Luck
    s = adventure_state(c)
    s, _ = play(s, "take:0:L", "adventure")
    assert s["p"][0]["favors"] == 2 and s["phase"] == "gain"
    assert "gain:str" in ids(s) and "gain:int" in ids(s)
    s, ev = play(s, "gain:str", "gain:cun", "gain:luck")
    pl = s["p"][0]
    assert pl["skills"] == [1, 0, 1, 1] and pl["cols"][1] == [c] and pl["favors"] == 2
    assert "place" in kinds(ev)


def test_redirecting_a_point_costs_a_favor():
    """Faveurs : each point may go to another skill for 1 Favor; without a Favor it cannot."""
    c = card("luck", 5, 7, gains=["fav"])
    c = card("str", 5, 7, gains=["cun"])
    s = adventure_state(c, favors=1)
    s, _ = play(s, "take:0:L", "adventure")
    moves = {m.id: m.args["cost"] for m in GAME.legal_moves(s, 0)}
    assert moves == {"gain:str": 1, "gain:int": 1, "gain:cun": 0, "gain:luck": 1}
    s2, _ = play(s, "gain:int")
    assert s2["p"][0]["skills"] == [0, 1, 0, 0] and s2["p"][0]["favors"] == 0
    s["p"][0]["favors"] = 0
    assert ids(s) == ["gain:cun"]


def test_any_skill_icon_is_free_anywhere():
    """2. Aventure : the choice symbol raises any one skill by 1, for free."""
    c = card("cun", 0)  # any + any
    s = adventure_state(c, favors=0)
    s, _ = play(s, "take:0:L", "adventure")
    assert ids(s) == ["gain:str", "gain:int", "gain:cun", "gain:luck"]
    s, _ = play(s, "gain:luck", "gain:luck")
    assert s["p"][0]["skills"] == [0, 0, 0, 2]


def test_tracks_stop_at_six():
    """Skill tracks 0–6 (ASSUMPTION from the published boards): a point that cannot be placed is lost."""
    c = card("str", 5, 7, gains=["cun"])
    s = adventure_state(c, skills=(6, 6, 6, 6), favors=3)
    s, _ = play(s, "take:0:L", "adventure")
    assert ids(s) == ["gain:lost"]
    s, ev = play(s, "gain:lost")
    assert s["p"][0]["skills"] == [6, 6, 6, 6] and s["p"][0]["favors"] == 3
    s = adventure_state(c, skills=(0, 0, 6, 0), favors=1)
    s, _ = play(s, "take:0:L", "adventure")
    assert sorted(ids(s)) == ["gain:int", "gain:lost", "gain:luck", "gain:str"]


def test_fifth_card_of_a_skill_must_rest():
    """Limite : at most four cards per skill; a fifth must be used to rest."""
    c = card("str", 3, 6)
    s = adventure_state(c)
    s["p"][0]["cols"][0] = [card("str", 4, 6), card("str", 2, 4), card("str", 0, 2), card("str", 5, 9)]
    s, _ = play(s, "take:0:L")
    assert "adventure" not in ids(s) and "rest:int" in ids(s)


def test_rest_gives_a_point_and_a_favor_and_the_card_never_scores():
    """Se reposer : card face down to the left, +1 skill of your choice, +1 Favor; it scores nothing."""
    c = card("str", 3, 6)
    s = adventure_state(c, skills=(3, 0, 0, 0))
    s, ev = play(s, "take:0:L", "rest:int")
    pl = s["p"][0]
    assert pl["rested"] == [c] and pl["cols"] == [[], [], [], []] and pl["skills"] == [3, 1, 0, 0]
    assert pl["favors"] == 2 and "rest" in kinds(ev)
    assert GAME.result(s) is None
    s["over"] = True
    assert GAME.result(s)["details"][0]["trials"] == 0


# ---------------------------------------------------------------- Tales and Epic
def test_completing_a_row_gains_a_tale():
    """Récits : completing a row of four cards (one per skill) gains a Tale, face up or top of a stack."""
    c = card("luck", 3, 3, gains=["str", "str"])
    s = adventure_state(c)
    s["p"][0]["cols"] = [[card("str", 3, 6)], [card("int", 3, 3)], [card("cun", 3, 3)], []]
    s, ev = play(s, "take:0:L", "adventure", "gain:str", "gain:str")
    assert "row" in kinds(ev) and s["phase"] == "tale"
    assert {"stack:0", "stack:1"} <= set(ids(s))
    kind = s["tales_up"][0]
    before = len(s["stacks"][0]) + len(s["stacks"][1])
    s, ev = play(s, "tale:0")
    assert s["p"][0]["tales"][-1] == kind and len(s["tales_up"]) == 4
    assert len(s["stacks"][0]) + len(s["stacks"][1]) == before - 1


def test_taking_the_top_of_a_stack():
    """Récits : or the first token of either face-down stack."""
    s = adventure_state(card("str", 3, 6), favors=3)
    top = s["stacks"][1][-1]
    s, _ = play(s, "buy", "stack:1")
    assert s["p"][0]["tales"][-1] == top and s["p"][0]["favors"] == 0


def test_buying_a_tale_for_three_favors_once_per_turn():
    """Faveurs : spend 3 Favors for a Tale, at most once during your turn."""
    s = adventure_state(card("str", 3, 6), favors=6)
    assert "buy" in ids(s)
    s, _ = play(s, "buy", "tale:0")
    assert s["p"][0]["favors"] == 3 and "buy" not in ids(s)
    s, _ = play(s, "take:0:L", "rest:str")
    assert s["turn"] == 1  # no second purchase offered: the turn ended
    s = adventure_state(card("str", 3, 6), favors=2)
    assert "buy" not in ids(s)
    s, _ = play(s, "take:0:L", "rest:str")  # the rest's Favor makes 3: a purchase after the card
    assert s["phase"] == "finish" and ids(s) == ["buy", "end"]


def test_at_most_six_tales():
    """Récits : at most six Tales, the starting one included."""
    s = adventure_state(card("str", 3, 6), favors=9)
    s["p"][0]["tales"] = ["str"] * 6
    assert "buy" not in ids(s)


def test_epic_tile_for_the_five_types_once():
    """Épopée : the first time you hold the five types, take the top Epic tile; only one per player."""
    types = {}
    for i, c in enumerate(CARDS):
        types.setdefault((c["type"], c["skill"]), i)
    s = adventure_state(card("str", 6, 12))  # Encounters, no gains
    assert CARDS[card("str", 6, 12)]["type"] == "enc"
    s["p"][0]["cols"] = [[], [types[("nav", "int")]], [types[("gods", "cun")], types[("crea", "cun")]],
                         [types[("ith", "luck")]]]
    s, ev = play(s, "take:0:L", "adventure")
    assert s["p"][0]["epic"] == 10 and s["epic"] == [8, 6, 4, 2] and "epic" in kinds(ev)
    s["turn"] = 0
    s["phase"] = "pick"
    ship(s, [card("str", 5, 9)], [])
    s, ev = play(s, "take:0:L", "adventure")
    assert s["p"][0]["epic"] == 10 and "epic" not in kinds(ev)


# ---------------------------------------------------------------- end of turn, end of game
def test_last_card_is_discarded_and_the_ship_refilled():
    """3. Terminer : with one card left, remove it, deal 4 face down + 8 face up, a Favor on each side."""
    s = fresh(2)
    s["turn"] = 0
    ship(s, [0, 1], [], favors=(0, 0))
    deck = len(s["deck"])
    s, ev = play(s, "take:0:L", "rest:str")
    assert s["discarded"] == [1] and "refill" in kinds(ev)
    assert len(s["deck"]) == deck - 12 and [len(x) for x in s["ship"]] == [6, 6]
    assert [len(x) for x in s["down"]] == [2, 2] and s["side_favor"] == [1, 1] and s["turn"] == 1
    refill = next(e for e in ev if e.kind == "refill")
    assert not set(refill.args["up"][0]) & set(s["down"][0])  # the public event never names face-down cards


def test_game_ends_when_the_deck_is_empty_and_each_has_eleven_cards():
    """Fin : the game ends with one card on the ship and an empty deck; everyone then has 11 cards."""
    for players in (2, 3, 5):
        s = fresh(players, seed=7)
        rng = random.Random(3)
        while GAME.to_act(s):
            seat = GAME.to_act(s)[0]
            s, _ = GAME.apply(s, seat, rng.choice(GAME.legal_moves(s, seat)).id)
        assert not s["deck"] and all(len(pl["rested"]) + sum(map(len, pl["cols"])) == 11 for pl in s["p"])


def test_scoring_trials_tales_and_epic():
    """Décompte : a card scores if level ≥ value; Tales count all column cards, passed or not; + Epic."""
    s = fresh(2)
    a, b = card("str", 3, 6), card("str", 6, 12)
    s["p"][0].update(skills=[3, 0, 0, 0], cols=[[a, b], [], [], []], tales=["str"], epic=8)
    s["over"] = True
    d = GAME.result(s)["details"][0]
    assert d == {"trials": 6, "tales": 4, "epic": 8, "total": 18}


def test_tie_break_on_tales_then_shared():
    """Départage : on a tie, most Tale points wins; if still tied, the victory is shared."""
    s = fresh(3)
    a = card("str", 3, 6)
    s["p"][0].update(skills=[3, 0, 0, 0], cols=[[a], [], [], []], tales=["int"])  # 6 + 0
    s["p"][1].update(skills=[0, 0, 0, 0], cols=[[a], [], [], []], tales=["str", "str", "v3"])  # 0 + 6
    s["p"][2].update(skills=[0, 0, 0, 0], cols=[[], [], [], []], tales=["str"])
    s["over"] = True
    assert GAME.result(s)["winners"] == [1]
    s["p"][0]["tales"] = ["str", "str", "v3"]
    s["p"][0]["skills"] = [0, 0, 0, 0]
    assert GAME.result(s)["winners"] == [0, 1]


# ---------------------------------------------------------------- solo
def solo(difficulty=2, seed=1):
    s = GAME.setup(1, seed, {"difficulty": difficulty})
    s["p"][0]["favors"] = 0  # no Tale purchase step in the way of the Automa's turn
    return s


def test_automa_takes_the_first_card_along_the_arrow():
    """Tour de l'Automa : it takes the first available card following the arrow (its side, then the other)."""
    s = solo()
    plain = [i for i, a in enumerate(AUTOMA_CARDS) if a["symbol"] is None]
    port_right = next(i for i in plain if AUTOMA_CARDS[i] == {"side": 0, "arrow": "L", "symbol": None})
    s["automa"]["deck"] = [port_right]
    ship(s, [0, 1, 2, 3, 4, 5], [6, 7, 8, 9], down0=[2, 3], down1=[7, 8])
    s, ev = play(s, "take:1:L", "rest:str")
    assert s["automa"]["cards"] == [5] and s["turn"] == 0
    assert kinds(ev)[-3:] == ["automa_card", "take", "turn"]
    assert GAME.automa_choice({"ship": [[], [1, 2]], "down": [[], []]}, AUTOMA_CARDS[port_right]) == (1, "R")


def test_automa_favor_symbol_prefers_a_card_next_to_face_down_and_discards_the_favor():
    """Symbole de Faveur : the first card along the arrow that would take a Favor; the Favor is discarded."""
    s = solo()
    fav = next(i for i, a in enumerate(AUTOMA_CARDS) if a == {"side": 1, "arrow": "R", "symbol": "favor"})
    s["automa"]["deck"] = [fav]
    ship(s, [0, 1, 2, 3, 4, 5], [6, 7, 8, 9, 10, 11], down0=[2, 3], down1=[8, 9])
    s, ev = play(s, "take:0:L", "rest:str")  # the human takes 0: port's 1 is now next to face-down 2
    # starboard read left to right: 6 (not next to face down), 11 (neither); then port: 1 (yes)
    assert s["automa"]["cards"] == [1] and s["down"][0] == [] and s["side_favor"][0] == 0
    assert s["p"][0]["favors"] == 1  # the human's rest Favor only
    s["p"][0]["favors"] = 0
    flip = next(e for e in ev if e.kind == "flip")
    assert flip.args["seat"] is None
    s["automa"]["deck"] = [fav]
    s["turn"], s["phase"] = 0, "pick"
    ship(s, [0, 1], [6, 7, 8], down1=[])
    s, _ = play(s, "take:0:L", "rest:str")  # no Favor to take: the ordinary rule
    assert s["automa"]["cards"][-1] == 6


def test_automa_tale_symbol_replaces_the_face_up_tales():
    """Symbole de remplacement : the four face-up Tales are removed and replaced."""
    s = solo()
    tale = next(i for i, a in enumerate(AUTOMA_CARDS) if a["symbol"] == "tales")
    s["automa"]["deck"] = [tale]
    old = list(s["tales_up"])
    stacks = sum(map(len, s["stacks"]))
    s, ev = play(s, "take:0:L", "rest:str")
    assert "tales_replaced" in kinds(ev) and len(s["tales_up"]) == 4
    assert sum(map(len, s["stacks"])) == stacks - 4
    assert next(e for e in ev if e.kind == "tales_replaced").args["removed"] == old
    assert len(s["automa"]["cards"]) == 1  # it still takes a card


def test_automa_scoring_and_strict_victory():
    """Fin solo : Automa = base + Tales on its cards + Epic; the human wins only with a strictly higher total."""
    s = solo(difficulty=3)
    s["automa"].update(cards=[card("str", 3, 6), card("str", 6, 12)], tales=["str", "v6", "v4"], epic=None)
    auto = AUTOMA_BASE[3] + 2 * 2 + 2
    s["p"][0].update(skills=[6, 0, 0, 0], cols=[[card("str", 6, 12)], [], [], []], tales=["str"])
    s["over"] = True
    human = 12 + 2
    s["p"][0]["tales"] = ["str"] * ((auto - 12) // 2)
    human = 12 + 2 * ((auto - 12) // 2)
    res = GAME.result(s)
    assert res["automa"]["total"] == auto and res["scores"] == [human]
    assert res["winners"] == ([0] if human > auto else [])
    s["p"][0]["tales"].append("str")
    assert GAME.result(s)["winners"] == [0]
    s["automa"]["epic"] = 10
    assert GAME.result(s)["winners"] == []


def test_solo_game_alternates_and_ends_when_the_automa_has_eleven_cards():
    """Mode solo : you start, then alternate with the Automa; the game ends when it holds 11 cards."""
    for d in (1, 2, 3, 4):
        s = solo(d, seed=d)
        rng = random.Random(d)
        while GAME.to_act(s):
            assert GAME.to_act(s) == [0]
            s, _ = GAME.apply(s, 0, GAME.ai_move(s, 0, rng))
        assert len(s["automa"]["cards"]) == 11
        assert len(s["p"][0]["rested"]) + sum(map(len, s["p"][0]["cols"])) == 11
        auto = s["automa"]
        if {CARDS[c]["type"] for c in auto["cards"]} >= set(TYPES):
            assert auto["epic"] is not None


# ---------------------------------------------------------------- protocol, texts, AI
def test_a_solo_world_never_deals_a_card_the_automa_took():
    """The AI's re-deal of what it cannot see (deck, face-down ship cards) leaves out the Automa's face-up pile:
    every card stands once in a world, as in the game."""
    rng = random.Random(3)
    for seed in range(1, 6):
        s = solo(seed=seed)
        while GAME.to_act(s) and len(s["automa"]["cards"]) < 4:
            s, _ = GAME.apply(s, 0, rng.choice(GAME.legal_moves(s, 0)).id)
        assert s["automa"]["cards"]
        for k in range(5):
            w = GAME.determinize(s, 0, random.Random(k))
            places = [w["deck"], w["discarded"], w["automa"]["cards"], *w["ship"], w["p"][0]["rested"],
                      *w["p"][0]["cols"]]
            cards = [c for place in places for c in place]
            assert len(cards) == len(set(cards)), f"seed {seed}: a card stands twice in the world"


def test_public_view_hides_face_down_cards_deck_and_stacks():
    """Hidden information: face-down ship cards, the deck, the Tale stacks and the Automa deck stay secret."""
    for players in (1, 3):
        s = fresh(players)
        view = json.dumps(GAME.view(s, None))
        v = GAME.view(s, None)
        assert all(v["ship"][k][2:4] == [None, None] for k in (0, 1))
        assert "deck" not in v or isinstance(v["deck_size"], int)
        assert v["stacks"] == [len(x) for x in s["stacks"]]
        assert str(s["stacks"]) not in view
        hidden = GAME.hidden(s)
        assert hidden["down"] == s["down"] and hidden["deck"] == s["deck"]


def test_undo_never_crosses_a_flip_or_the_end_of_a_turn():
    """Undo: taking a card that turns face-down cards up, or ending a turn, cannot be taken back."""
    s = fresh(2)
    s["turn"] = 0
    s["p"][0]["favors"] = 0
    ship(s, [0, 1, 2, 3, 4, 5], [6, 7, 8, 9, 10, 11], down0=[2, 3], down1=[8, 9])

    def step(state, move_id):
        move = next(m for m in GAME.legal_moves(state, 0) if m.id == move_id)
        after, ev = GAME.apply(state, 0, move_id)
        return after, GAME.undoable(state, 0, move, after, ev)

    after, undo = step(s, "take:0:L")
    assert undo  # nothing hidden changed: may be taken back
    _, undo = step(after, "rest:str")
    assert not undo  # the turn passed
    s["ship"][0] = [1, 2, 3, 4, 5]
    _, undo = step(s, "take:0:L")
    assert not undo  # face-down cards were turned up


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_texts_render_in_both_languages(lang):
    """Presentation: board ≤ 3,500, private ≤ 1,800, labels ≤ 80 and distinct, every event has a text."""
    assert len(GAME.rules_summary(lang)) <= 3500
    for players in (1, 5):
        s = GAME.setup(players, 11)
        rng = random.Random(5)
        names = NAMES[:players]
        while GAME.to_act(s):
            seat = GAME.to_act(s)[0]
            labels = [GAME.move_label(s, seat, m, lang, names) for m in GAME.legal_moves(s, seat)]
            assert len(set(labels)) == len(labels) and all(len(x) <= 80 for x in labels)
            for m in GAME.legal_moves(s, seat):
                assert all(len(x) <= 80 for x in GAME.move_steps(s, seat, m, lang, names))
            s, ev = GAME.apply(s, seat, GAME.ai_move(s, seat, rng))
            for e in ev:
                text = GAME.event_text(e, lang, names)
                assert text and "{" not in text, e
            assert len(GAME.board_text(GAME.view(s, None), lang, names)) <= 3500
            assert len(GAME.private_text(GAME.view(s, seat), lang, names)) <= 1800
        assert GAME.board_image(GAME.view(s, None), lang, names)[:4] == b"\x89PNG"


def test_french_typography():
    """French texts put a space before ':' , '?' and '!'."""
    from engine.games.odysseus.text import TEXTS

    for key in TEXTS.tables["en"]:
        value = TEXTS.tables["fr"][key]
        for text in value.values() if isinstance(value, dict) else [value]:
            for i, ch in enumerate(text):
                if ch in ":?!" and i > 0 and text[i - 1] not in " \u00a0\u202f*":
                    if ch == ":" and (text[i - 1] == "*" or text[i + 1:i + 2] == ""):
                        continue
                    raise AssertionError(f"{key}: {text!r}")


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_full_game_through_the_invariant_kit(players):
    """Protocol: a full random game at every player count passes the shared invariant kit."""
    run = play_random_game(GAME, players, seed=players)
    assert run.result is not None


def test_ai_beats_random_play():
    """AI seat: it clearly beats a random player."""
    wins = 0
    for g in range(6):
        s = GAME.setup(2, 100 + g)
        rng = random.Random(g)
        while GAME.to_act(s):
            seat = GAME.to_act(s)[0]
            move = GAME.ai_move(s, seat, rng) if seat == 0 else rng.choice(GAME.legal_moves(s, seat)).id
            s, _ = GAME.apply(s, seat, move)
        wins += GAME.result(s)["winners"] == [0]
    assert wins >= 5


def test_refused_moves_leave_the_state_alone():
    """apply refuses anything not legal with IllegalMove, the state untouched."""
    s = fresh(2)
    before = canonical(s)
    for bad in ("take:0:M", "adventure", "buy", "gain:str"):
        with pytest.raises(IllegalMove):
            GAME.apply(s, s["turn"], bad)
    with pytest.raises(IllegalMove):
        GAME.apply(s, 1 - s["turn"], "take:0:L")
    assert canonical(s) == before


def test_evaluate_follows_the_easy_ai_forecast():
    """Search AI (issue 19): ``evaluate`` leans to the seat whose final score the easy AI forecasts higher
    (points scored, Trials its skills may still reach, Favors); a finished game gives its result."""
    s = fresh(2)
    a = card("str", 3, 6)
    for pl in s["p"]:
        pl.update(skills=[0, 0, 0, 0], cols=[[], [], [], []], favors=0, tales=[], epic=None)
    assert GAME.evaluate(s, 0) == pytest.approx(0.5)
    s["p"][0].update(skills=[3, 0, 0, 0], cols=[[a], [], [], []])
    lead = GAME.evaluate(s, 0)
    assert lead > 0.5 and GAME.evaluate(s, 1) == pytest.approx(1 - lead)
    s["p"][1]["favors"] = 9
    assert GAME.evaluate(s, 1) > 1 - lead
    s["over"] = True
    assert GAME.evaluate(s, 0) == (1.0 if GAME.result(s)["winners"] == [0] else 0.0)
    for st in [solo(), fresh(3)]:
        assert 0.0 <= GAME.evaluate(st, 0) <= 1.0


# ---------------------------------------------------------------- card texts (issue 35)
def test_every_card_power_is_shown_where_you_decide():
    """Every Trial card, Tale and Epic tile has its words (EN/FR) in ``cards()``; a Trial card at an end of the
    ship shows its note in the DM and beside the move that takes it (and beside adventure/rest once taken); a
    face-up Tale beside the move that takes it; the copies add up to the data's totals."""
    from engine.core import NOTE_CHARS
    from engine.games.odysseus.data import CARDS, EPIC_TILES, TALES

    infos = {c.key: c for c in GAME.cards()}
    assert sum(c.copies for c in infos.values() if c.kind["en"] == "Trial card") == len(CARDS) == 60
    assert sum(c.copies for c in infos.values() if c.kind["en"] == "Tale") == len(TALES) == 28
    assert sorted(int(k[4:]) for k in infos if k.startswith("epic")) == sorted(EPIC_TILES)
    for c in infos.values():
        for lang in ("en", "fr"):
            assert c.name(lang) and c.text(lang) and len(c.note(lang)) <= NOTE_CHARS
    assert infos["5"].note("fr") == "Intelligence ≥ 6 : 9 PV · Navigation · gain +1 Chance"
    names = ["Ana", "Bo"]
    for i in range(len(CARDS)):
        state = fresh()
        seat = state["turn"]
        ship(state, [i, 58, 59], [57])
        for lang in ("en", "fr"):
            note = GAME.card_note(i, lang)
            assert note in GAME.private_text(GAME.view(state, seat), lang, names)
            take = next(m for m in GAME.legal_moves(state, seat)
                        if m.kind == "take" and GAME.card_at(state, m.args["side"], m.args["end"]) == i)
            assert GAME.move_notes(state, seat, take, lang, names)[0] == note
            assert str(i) in GAME.cards_in_view(GAME.view(state, seat))
        state, _ = GAME.apply(state, seat, take.id)
        for m in GAME.legal_moves(state, seat):
            notes = GAME.move_notes(state, seat, m, "fr", names)
            assert len(notes) == len(GAME.move_steps(state, seat, m, "fr", names))
            assert notes[0] == GAME.card_note(i, "fr")
    for kind in set(TALES):
        state = fresh()
        seat = state["turn"]
        state["tales_up"], state["phase"], state["tale_back"] = [kind], "tale", "pick"
        for lang in ("en", "fr"):
            assert GAME.card_note(kind, lang) in GAME.private_text(GAME.view(state, seat), lang, names)
            move = next(m for m in GAME.legal_moves(state, seat) if m.kind == "tale")
            assert GAME.move_notes(state, seat, move, lang, names) == [GAME.card_note(kind, lang)]
    state = fresh()
    for value in EPIC_TILES:
        state["epic"] = [value]
        assert GAME.card_note(f"epic{value}", "fr") in GAME.private_text(GAME.view(state, 0), "fr", names)
