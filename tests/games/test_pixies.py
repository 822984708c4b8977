"""Pixies scenarios, one per rule of the BGA help page (filled in by the published rules and BGA's own
implementation where the page is silent). Grid spaces are written as stored: "" empty, "b5" one card,
"r7+b5" two cards (bottom+top)."""

import io
import json
import random
from collections import Counter

import pytest
from PIL import Image

from engine import IllegalMove, SetupError, canonical
from engine.games.pixies import GAME
from engine.games.pixies.data import BASE_IDS, CARDS, FLOWER_IDS
from engine.games.pixies.rules import score_grid
from engine.games.pixies.text import TEXTS

NAMES = ["Alice", "Bob", "Chloé", "Dan", "Eve", "Fay"]
FULL = ["y1", "r3", "b3", "g5", "r7", "y6", "m5", "m6", "g16"]  # one card on each space, all face up


def stacked(players=3, grids=None, display=None, turn=0, **extra):
    state = GAME.setup(players, seed=3, options=extra.pop("options", None))
    state["grids"] = [list(g) for g in grids] if grids else [[""] * 9 for _ in range(players)]
    while len(state["grids"]) < players:
        state["grids"].append([""] * 9)
    if display is not None:
        state["display"] = list(display)
    state["turn"] = turn
    state.update(extra)
    return state


def grid(**spaces):
    """grid(s1="b1", s5="r7+g5") -> a stored grid."""
    g = [""] * 9
    for key, value in spaces.items():
        g[int(key[1:]) - 1] = value
    return g


def ids(state, seat):
    return [m.id for m in GAME.legal_moves(state, seat)]


def play(state, seat, move_id):
    return GAME.apply(state, seat, move_id)


# ---------------------------------------------------------------- components and set-up
def test_seventy_cards_sixteen_per_colour_and_six_multicolour():
    """Components: 70 cards = 16 blue, green, yellow, red + 6 multicolour; values 1–9 as published."""
    assert len(BASE_IDS) == 70 and len(set(BASE_IDS)) == 70
    kinds = Counter("multi" if len(CARDS[c]["colours"]) == 4 else CARDS[c]["colours"][0] for c in BASE_IDS)
    assert kinds == {"blue": 16, "green": 16, "yellow": 16, "red": 16, "multi": 6}
    values = Counter(CARDS[c]["value"] for c in BASE_IDS)
    assert values == {1: 5, 2: 6, 3: 8, 4: 10, 5: 12, 6: 10, 7: 8, 8: 6, 9: 5}
    assert sum(CARDS[c]["spirals"] for c in BASE_IDS) == 60  # 16 + 15 + 15 + 14, from the factsheet's table
    assert sum(CARDS[c]["crosses"] for c in BASE_IDS) == 61  # 3 + 16 + 15 + 14 + 13
    assert sum(1 for c in BASE_IDS if CARDS[c]["spiral_per"]) == 8


def test_flower_power_adds_fourteen_two_colour_cards():
    """Flower Power: 14 cards of two colours (each pair of colours), 84 cards in all."""
    assert len(FLOWER_IDS) == 14
    assert all(len(CARDS[c]["colours"]) == 2 for c in FLOWER_IDS)
    assert Counter(tuple(CARDS[c]["colours"]) for c in FLOWER_IDS) == {
        ("blue", "green"): 2, ("blue", "yellow"): 3, ("blue", "red"): 2, ("green", "yellow"): 2,
        ("green", "red"): 3, ("yellow", "red"): 2}
    state = GAME.setup(6, seed=1, options={"flower_power": True})
    assert state["deck_size"] + len(state["display"]) == 84 and len(state["display"]) == 6
    plain = GAME.setup(3, seed=1)
    assert plain["deck_size"] + len(plain["display"]) == 70


@pytest.mark.parametrize(("players", "shown"), [(2, 4), (3, 3), (4, 4), (5, 5)])
def test_display_is_one_card_per_player_but_four_with_two(players, shown):
    """Premier tour: the first player reveals 3/4/5 cards for 3/4/5 players; 4 with 2 players."""
    state = GAME.setup(players, seed=8)
    assert len(state["display"]) == shown
    assert state["deck_size"] == 70 - shown
    assert all(g == [""] * 9 for g in state["grids"])
    assert state["round"] == 1


def test_player_counts_two_to_five_six_only_with_flower_power():
    """2–5 players; 6 only with the Flower Power option; anything else is refused."""
    for bad in (1, 7, "3", True):
        with pytest.raises(SetupError):
            GAME.setup(bad, seed=1)
    with pytest.raises(SetupError):
        GAME.setup(6, seed=1)
    with pytest.raises(SetupError):
        GAME.setup(6, seed=1, options={"flower_power": False})
    with pytest.raises(SetupError):
        GAME.setup(7, seed=1, options={"flower_power": True})
    assert GAME.setup(6, seed=1, options={"flower_power": "on"})["players"] == 6
    assert GAME.max_players_for({"flower_power": True}) == 6 and GAME.max_players_for({}) == 5


def test_same_seed_same_game():
    """Determinism: the same seed and moves give the same state."""
    a, b = GAME.setup(4, seed=42), GAME.setup(4, seed=42)
    assert canonical(a) == canonical(b)
    m = ids(a, a["turn"])[0]
    assert canonical(play(a, a["turn"], m)[0]) == canonical(play(b, b["turn"], m)[0])


# ---------------------------------------------------------------- placement
def test_card_must_go_face_up_on_its_empty_space():
    """'si le numéro de la carte correspond à un emplacement vide, elle doit y être placée'."""
    state = stacked(display=["b8", "r9", "g3"])  # b8 is Blue 5
    assert ids(state, 0) == ["take:b8", "take:r9", "take:g3"]
    new, events = play(state, 0, "take:b8")
    assert new["grids"][0][4] == "b8" and new["display"] == ["r9", "g3"]
    assert events[0].kind == "take" and events[0].args["how"] == "up" and not events[0].args["validated"]
    assert GAME.view(new, None)["grids"][0][4] == {"up": "b8", "down": False, "validated": False}


def test_face_up_on_a_face_down_card_validates_the_space():
    """'une carte face invisible: considérez que l'emplacement est libre' — and the space is validated."""
    state = stacked(grids=[grid(s5="r12")], display=["b8", "r9", "g3"])  # a face-down Red 7 on space 5
    assert "take:b8" in ids(state, 0)
    new, events = play(state, 0, "take:b8")
    assert new["grids"][0][4] == "r12+b8" and events[0].args["validated"]
    assert GAME.view(new, None)["grids"][0][4] == {"up": "b8", "down": True, "validated": True}
    assert score_grid(new["grids"][0], 1, False)["validated"] == 5


def test_sandwich_on_a_face_up_card_chooses_the_visible_face():
    """'associer avec la carte que vous voulez poser ... en choisissant quelle face va rester visible'."""
    state = stacked(grids=[grid(s5="r9")], display=["b8", "r10", "g3"])
    assert [i for i in ids(state, 0) if i.startswith("take:b8")] == ["take:b8:up:b8", "take:b8:up:r9"]
    keep_old, _ = play(state, 0, "take:b8:up:r9")
    assert keep_old["grids"][0][4] == "b8+r9"
    keep_new, events = play(state, 0, "take:b8:up:b8")
    assert keep_new["grids"][0][4] == "r9+b8" and events[0].args["keep"] == "b8"
    assert GAME.view(keep_new, None)["grids"][0][4] == {"up": "b8", "down": True, "validated": True}


def test_validated_space_sends_the_card_face_down_to_an_empty_space():
    """'Plus aucune carte ne peut être posée à cet emplacement': it goes face down on any empty space."""
    g = grid(s1="y1", s5="r9+b8", s7="g4")  # g4 (value 3) lies face down on space 7
    state = stacked(grids=[g], display=["g7", "r10", "g3"])  # g7 is Green 5
    downs = [i for i in ids(state, 0) if i.startswith("take:g7")]
    assert downs == [f"take:g7:down:{n}" for n in (2, 3, 4, 6, 8, 9)]  # not 1, 5, nor the face-down 7
    new, events = play(state, 0, "take:g7:down:9")
    assert new["grids"][0][8] == "g7" and events[0].args["how"] == "down"
    assert GAME.view(new, None)["grids"][0][8] == {"up": None, "down": True, "validated": False}


def test_moves_not_offered_are_refused_and_leave_the_state_alone():
    """Only the current player's legal placements are accepted."""
    state = stacked(display=["b8", "r9", "g3"])
    before = canonical(state)
    for seat, move in ((0, "take:b8:down:3"), (1, "take:b8"), (0, "take:b1"), (3, "take:b8"), (0, None)):
        with pytest.raises(IllegalMove):
            play(state, seat, move)
    assert canonical(state) == before


# ---------------------------------------------------------------- turns
def test_each_player_in_turn_takes_one_and_the_last_taker_reveals_next():
    """Clockwise each takes a card; 'la dernière joueuse à avoir choisi commence' the next turn."""
    state = stacked(display=["b8", "r9", "g3"], turn=1)
    state, _ = play(state, 1, "take:b8")
    assert state["turn"] == 2
    state, _ = play(state, 2, "take:r9")
    assert state["turn"] == 0
    state, events = play(state, 0, "take:g3")
    assert state["turn"] == 0 and len(state["display"]) == 3
    assert [e.kind for e in events] == ["take", "reveal"] and events[1].args["seat"] == 0


def test_two_players_alternate_and_each_takes_two():
    """2 players: 4 cards revealed, taken alternately, so each takes two; the second player then starts."""
    state = stacked(players=2, display=["b8", "r9", "g3", "y1"], turn=0)
    order = []
    for card in ["b8", "r9", "g3", "y1"]:
        seat = state["turn"]
        order.append(seat)
        state, _ = play(state, seat, f"take:{card}")
    assert order == [0, 1, 0, 1]
    assert state["turn"] == 1 and len(state["display"]) == 4
    assert sum(1 for s in state["grids"][0] if s) == 2 and sum(1 for s in state["grids"][1] if s) == 2


# ---------------------------------------------------------------- end of a round
def test_a_full_grid_ends_the_round_once_the_turn_is_finished():
    """'Il arrive quand une joueuse a au moins une carte sur les neuf emplacements': the turn is finished."""
    almost = list(FULL)
    almost[8] = ""
    state = stacked(grids=[almost], display=["r16", "b8", "g3"], turn=0)
    state, events = play(state, 0, "take:r16")
    assert [e.kind for e in events] == ["take", "grid_full"] and state["last_turn"]
    state, _ = play(state, 1, "take:b8")
    assert state["round"] == 1 and state["turn"] == 2
    state, events = play(state, 2, "take:g3")
    kinds = [e.kind for e in events]
    assert kinds[:2] == ["take", "round_end"] and state["round"] == 2
    assert events[1].args["points"][0] == score_grid([*FULL[:8], "r16"], 1, False)["total"]


def test_two_players_round_stops_once_both_took_a_card_of_the_turn():
    """2 players: the last turn stops after both took one card; the 2 cards left are gathered (BGA)."""
    almost = list(FULL)
    almost[8] = ""
    state = stacked(players=2, grids=[almost], display=["r16", "b8", "g3", "y1"], turn=0)
    state, _ = play(state, 0, "take:r16")
    assert state["turn"] == 1 and len(state["display"]) == 3
    state, events = play(state, 1, "take:b8")
    assert [e.kind for e in events][:2] == ["take", "turn_stop"] and "round_end" in [e.kind for e in events]
    assert state["round"] == 2 and state["turn"] == 1  # the last taker starts the next round
    assert state["deck_size"] + len(state["display"]) == 70


def test_round_also_ends_when_the_deck_runs_short():
    """At a turn's end, a deck with fewer cards than players ends the round (BGA)."""
    state = stacked(display=["b8", "r9", "g3"], turn=0)
    state["deck"], state["deck_size"] = "b1,b2", 2
    for seat, card in enumerate(["b8", "r9", "g3"]):
        state, events = play(state, seat, f"take:{card}")
    assert [e.kind for e in events][:3] == ["take", "deck_short", "round_end"]
    assert state["round"] == 2 and state["turn"] == 2


def test_three_rounds_reshuffled_then_the_highest_total_wins():
    """'recommencez jusqu'à avoir fait trois tours': cards reshuffled each round; highest total wins."""
    state = stacked(display=["b8", "r9", "g3"], turn=0, round=3, scores=[10, 30, 5])
    state["deck"], state["deck_size"] = "b1", 1
    state["grids"][1] = grid(s1="y1")  # Yellow 1: 4 spirals
    for seat, card in enumerate(["b8", "r9", "g3"]):
        state, events = play(state, seat, f"take:{card}")
    assert GAME.to_act(state) == [] and state["finished"]
    result = GAME.result(state)
    assert result["winners"] == [1]
    assert events[-1].kind == "game_end"


def test_ties_are_shared():
    """No tie-break is published: equal totals share the win."""
    state = stacked(finished=True, scores=[40, 40, 12])
    assert GAME.result(state)["winners"] == [0, 1]


def test_next_round_starts_with_empty_grids_and_a_full_shuffled_deck():
    """'ramassez les cartes, mélangez-les et recommencez'."""
    state = stacked(display=["b8", "r9", "g3"], turn=0, last_turn=True)  # someone filled a grid earlier
    for seat, card in enumerate(["b8", "r9", "g3"]):
        state, events = play(state, seat, f"take:{card}")
    assert state["round"] == 2 and all(g == [""] * 9 for g in state["grids"])
    assert state["deck_size"] + len(state["display"]) == 70
    assert sorted(state["deck"].split(",") + state["display"]) == sorted(BASE_IDS)
    assert [e.kind for e in events][-2:] == ["round_start", "reveal"]


# ---------------------------------------------------------------- scoring
def test_validated_spaces_score_their_number():
    """'Tous les emplacements comportant une double carte sandwich valent le chiffre' (also on a face-down)."""
    g = grid(s2="m1+y2", s7="r12+g14", s9="b1")  # 2 and 7 validated; b1 (value 1) lies face down on 9
    d = score_grid(g, 1, False)
    assert d["validated"] == 9


def test_spirals_add_and_crosses_subtract_on_visible_cards_only():
    """'Les spirales valent 1 point. Les croix valent -1 point' — hidden faces count for nothing."""
    g = grid(s1="y1", s9="b15", s3="b9+g3", s6="b1")  # +4, −6, +2 (b9 hidden under: its −2 ignored); b1 face down
    d = score_grid(g, 1, False)
    assert (d["spirals"], d["crosses"]) == (6, 6)


def test_spirals_per_visible_card_of_a_colour_count_the_card_and_multicolour():
    """'Les cartes comportant des conditions scorent en fonction de ces conditions': 1 per visible blue."""
    g = grid(s4="b6", s1="b1", s2="m1", s9="r16", s8="b7")  # b7 (value 4) is face down on 8: not visible
    d = score_grid(g, 1, False)
    assert d["spirals"] == 6 + 3  # b1's six, plus b6: b6 itself, b1 and the multicolour m1


def test_only_the_largest_colour_zone_scores_two_three_four_per_card():
    """Colour zone ×2/×3/×4 by round; only the largest zone scores (BGA, published rules)."""
    g = grid(s1="b1", s2="b2", s3="b3", s7="r13", s8="r15")
    # blue zone of 3 (spaces 1-2-3), red zone of 2 (spaces 7-8): only the blue 3 scores
    for rnd, factor in ((1, 2), (2, 3), (3, 4)):
        d = score_grid(g, rnd, False)
        assert d["zone"] == 3 and d["zone_points"] == 3 * factor


def test_multicolour_cards_join_any_colour_zone():
    """'les cartes multicolores ... les couleurs sont au choix': a multicolour card links any colour."""
    g = grid(s1="r1", s2="m1", s3="b3", s5="b8", s6="b11")
    assert score_grid(g, 1, False)["zone"] == 4  # m1 joins blue: 2-3-6-5


def test_a_single_card_is_no_zone():
    """A zone needs at least 2 adjacent cards (BGA)."""
    g = grid(s1="r1", s5="b8", s9="y16")
    d = score_grid(g, 1, False)
    assert d["zone"] == 0 and d["zone_points"] == 0


def test_a_round_score_adds_every_item():
    """The round total is validated + spirals − crosses + zone (+ face-down with Flower Power)."""
    g = grid(s1="y1", s2="y2", s4="b4+r4", s9="g16")
    d = score_grid(g, 2, False)
    # validated 4; spirals y1 4 + y2 2 + r4 4 = 10; crosses g16 4; zone yellow 1-2 = 2 cards ×3
    assert d == {"validated": 4, "spirals": 10, "crosses": 4, "zone": 2, "zone_points": 6, "face_down": 0,
                 "total": 16}


def test_flower_power_scores_face_down_cards_and_two_colour_cards():
    """Flower Power: each face-down card scores 5; two-colour cards count as both colours; per-face-down
    spirals and per-colour crosses."""
    g = grid(s1="b2", s5="by1", s4="yr2", s6="y12", s9="g5")  # b2 (value 2) down on 1, g5 (value 4) down on 9
    d = score_grid(g, 1, True)
    assert d["face_down"] == 10
    assert d["spirals"] == 2 * 2 + 4  # by1: 2 per face-down card; yr2: 4
    assert d["crosses"] == 0  # yr2 loses 1 per visible green: none
    assert d["zone"] == 3  # yellow: yr2 (4) – by1 (5) – y12 (6), two-colour cards counting as yellow
    assert score_grid(g, 1, False)["face_down"] == 0
    g2 = grid(s2="bg2", s3="y5", s6="y12")  # bg2 loses 1 per visible yellow: 2
    assert score_grid(g2, 1, True)["crosses"] == 2


def test_flower_power_game_plays_with_six_players():
    """6 players with Flower Power: 6 cards per turn, a whole game ends."""
    state = GAME.setup(6, seed=4, options={"flower_power": True})
    rng = random.Random(2)
    while GAME.to_act(state):
        seat = GAME.to_act(state)[0]
        state, _ = play(state, seat, GAME.ai_move(state, seat, rng))
    assert state["round"] == 3 and len(GAME.result(state)["scores"]) == 6


# ---------------------------------------------------------------- views and undo
def test_views_hide_only_the_deck_order():
    """The deck order is the only hidden information; every seat's view equals the public view."""
    state = GAME.setup(4, seed=5)
    public = GAME.view(state, None)
    assert "deck" not in public and public["deck_size"] == state["deck_size"]
    for seat in range(4):
        mine = GAME.view(state, seat)
        assert {k: v for k, v in mine.items() if k != "seat"} == public
    assert GAME.hidden(state) == {"deck": state["deck"]}
    assert state["deck"].split(",")[0] not in json.dumps(public)


def test_face_down_card_identity_is_not_on_the_board():
    """A face-down card shows as face down; the hidden half of a sandwich is not shown."""
    state = stacked(grids=[grid(s2="b8", s5="r9+b10")], display=["b8"])
    view = GAME.view(state, None)
    assert view["grids"][0][1] == {"up": None, "down": True, "validated": False}
    assert "r9" not in json.dumps(view["grids"])


# ---------------------------------------------------------------- presentation
def _played(players=4, moves=40, options=None, seed=9):
    state = GAME.setup(players, seed=seed, options=options)
    rng = random.Random(seed)
    events = []
    for _ in range(moves):
        if not GAME.to_act(state):
            break
        seat = GAME.to_act(state)[0]
        state, ev = play(state, seat, GAME.ai_move(state, seat, rng))
        events += ev
    return state, events


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_texts_render_in_both_languages_within_limits(lang):
    """Board ≤ 3,500 chars, monospace ≤ 40 wide, labels ≤ 80 and distinct, every event has a text."""
    assert set(TEXTS.tables["en"]) == set(TEXTS.tables["fr"])
    rules = GAME.rules_summary(lang)
    assert len(rules) <= 3500
    for players, options in ((2, None), (5, None), (6, {"flower_power": True})):
        state, events = _played(players, 60, options)
        names = NAMES[:players]
        text = GAME.board_text(GAME.view(state, None), lang, names)
        assert len(text) <= 3500
        blocks = text.split("```")[1::2]
        assert blocks and all(len(line) <= 40 for b in blocks for line in b.splitlines())
        assert GAME.private_text(GAME.view(state, 0), lang, names) is None
        for e in events:
            line = GAME.event_text(e, lang, names)
            assert line and "{" not in line
        seat = GAME.to_act(state)[0]
        labels = [GAME.move_label(state, seat, m, lang, names) for m in GAME.legal_moves(state, seat)]
        assert len(set(labels)) == len(labels) and all(len(x) <= 80 for x in labels)
        for m in GAME.legal_moves(state, seat):
            steps = GAME.move_steps(state, seat, m, lang, names)
            assert len(steps) == 2 and all(len(s) <= 80 for s in steps)
    if lang == "fr":
        assert " :" in GAME.board_text(GAME.view(state, None), lang, names)


def test_every_card_label_is_distinct():
    """Two cards never read the same (a player picks by label)."""
    for lang in ("en", "fr"):
        from engine.games.pixies.present import card_label
        labels = [card_label(lang, c) for c in CARDS]
        assert len(set(labels)) == len(labels)


def test_choices_stay_small():
    """Each decision is a short list: ≤ 6 cards, then ≤ 8 places."""
    state, _ = _played(5, 45)
    seat = GAME.to_act(state)[0]
    moves = GAME.legal_moves(state, seat)
    by_card = Counter(m.args["card"] for m in moves)
    assert len(by_card) <= 6 and max(by_card.values()) <= 8


def test_end_of_game_texts_and_picture():
    """The final board names the winner; the picture is a PNG of every grid."""
    state, events = _played(3, 400)
    assert state["finished"]
    for lang in ("en", "fr"):
        board = GAME.board_text(GAME.view(state, None), lang, NAMES[:3])
        assert "🏁" in board
        assert GAME.event_text(events[-1], lang, NAMES[:3]).startswith("🏆")
        png = GAME.board_image(GAME.view(state, None), lang, NAMES[:3])
        img = Image.open(io.BytesIO(png))
        assert img.format == "PNG" and img.width >= 400


def test_ai_plays_legal_moves_and_takes_the_sandwich_worth_most():
    """The AI keeps the better face up in a sandwich (Red 5 +1/red beats Blue 5 with a red zone)."""
    state = stacked(grids=[grid(s5="b8", s4="r5", s6="r11")], display=["r8", "y1", "g3"])
    move = GAME.ai_move(state, 0, random.Random(1))
    assert move in ids(state, 0)
    assert move == "take:r8:up:r8"
