"""Chakra scenarios, one per rule of the BGA help page (and the factsheet's choices where it is silent)."""

import json
import random

import pytest

from engine import IllegalMove, canonical
from engine.games.chakra import GAME
from engine.games.chakra.data import ACTIONS, COLOURS, PER_COLOUR, PLENITUDE, UP_OR_DOWN
from engine.games.chakra.rules import CHAKRA_AT, new_board
from engine.invariants import check_ai_move_reads_only_the_view, play_random_game

FLOWS3 = [["red", "green", "yellow"], ["yellow", "orange", "violet"], ["green", "lightblue", "darkblue"]]


def fresh(players=2, seed=1, flows=None, turn=0):
    state = GAME.setup(players, seed)
    state["turn"] = state["first"] = turn
    if flows is not None:
        state["flows"] = [list(f) for f in flows]
    return state


def ids(state, seat=None):
    seat = state["turn"] if seat is None else seat
    return [m.id for m in GAME.legal_moves(state, seat)]


def play(state, move_id, seat=None):
    seat = state["turn"] if seat is None else seat
    return GAME.apply(state, seat, move_id)


# ---------------------------------------------------------------- components and set-up
def test_component_totals():
    """Components: 96 energies (12 x 8 colours), plenitude 1,1,2,2,3,3,4,4, 8 action spaces."""
    assert len(COLOURS) == 8 and PER_COLOUR * len(COLOURS) == 96
    assert sorted(PLENITUDE) == [1, 1, 2, 2, 3, 3, 4, 4]
    assert len(ACTIONS) == 8 and ACTIONS[7] is None


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_bag_flows_and_plenitude(players):
    """Set-up: 6/9/12 of each colour in the bag, 9 energies on the flows, 7 plenitude tokens, 1 boxed."""
    state = GAME.setup(players, seed=5)
    on_flows = sum(len(f) for f in state["flows"])
    assert on_flows == 9 and all(len(f) == 3 for f in state["flows"])
    assert sum(state["bag"].values()) + on_flows == 24 * players
    assert sorted([*state["plenitude"].values(), state["boxed"]]) == sorted(PLENITUDE)
    assert all(len(k) == 1 for k in state["known"])  # one meditation token each


# ---------------------------------------------------------------- receive
def test_take_different_colours_from_one_flow():
    """Take: 1 to 3 energies of different colours from one flow, never two of one colour."""
    state = fresh(flows=[["red", "red", "green"], ["yellow", "orange", "violet"], ["green", "green", "green"]])
    moves = ids(state)
    assert "take:1:green+red:0" in moves and "take:1:red:0" in moves
    assert not any(m.startswith("take:1:red+red") for m in moves)
    assert "take:2:orange+violet+yellow:0" in moves
    third = [m for m in moves if m.startswith("take:3:")]
    assert third == ["take:3:green:0", *[f"take:3:green:{p}" for p in range(1, 8)]]


def test_black_must_be_taken():
    """Take: if a flow holds a black energy, the player must take the black with the others."""
    state = fresh(flows=[["black", "red", "green"], ["yellow", "orange", "violet"], ["black", "black", "red"]])
    moves = [m for m in ids(state) if m.startswith("take:1:") or m.startswith("take:3:")]
    assert moves and all("black" in m for m in moves)
    assert "take:3:black+red:0" in moves  # only one black (different colours)


def test_never_more_than_three_of_a_colour():
    """Take limit: never more than 3 energies of one colour on a board."""
    state = fresh(flows=FLOWS3)
    state["boards"][0]["pos"][7] = ["red", "red", "orange"]
    state["boards"][0]["pos"][0] = ["red"]
    assert not any("red" in m for m in ids(state) if m.startswith("take:"))


def test_place_on_bhagya_and_refill():
    """Place on the Bhagya bubbles, then the flow is refilled from the bag."""
    state = fresh(flows=FLOWS3)
    bag = sum(state["bag"].values())
    new, events = play(state, "take:1:green+red:0")
    assert sorted(new["boards"][0]["pos"][0]) == ["green", "red"]
    assert len(new["flows"][0]) == 3 and sum(new["bag"].values()) == bag - 2
    assert [e.kind for e in events][:2] == ["take", "refill"] and new["turn"] == 1


def test_place_into_chakra_uses_inspiration_notch():
    """Place directly in a chakra: an inspiration token goes in its notch and blocks further placement."""
    state = fresh(flows=FLOWS3)
    new, _ = play(state, "take:1:red:7")
    b = new["boards"][0]
    assert b["pos"][7] == ["red"] and b["notch"][7]
    new["turn"] = 0
    assert not any(m.endswith(":7") for m in ids(new) if m.startswith("take:"))


def test_notch_token_returns_when_harmonized():
    """The notch token comes back once the chakra is harmonized (3 energies of its colour)."""
    state = fresh(flows=FLOWS3)
    b = state["boards"][0]
    b["pos"][7] = ["red", "red"]
    b["notch"][7] = True
    b["pos"][6] = ["red"]
    state["pending"] = [1]
    new, events = play(state, "mv:6:red:1")
    assert new["boards"][0]["harm"][7] and not new["boards"][0]["notch"][7]
    assert "harmonize" in [e.kind for e in events]


# ---------------------------------------------------------------- channel
def test_channel_needs_a_free_token_and_free_space():
    """Channel: an inspiration token on a free action space; each action space once until meditation."""
    state = fresh()
    assert not any(m.startswith("ch:") for m in ids(state))  # empty board: nothing can move
    state["boards"][0]["pos"][0] = ["red"]
    moves = ids(state)
    assert {"ch:1", "ch:7"} <= set(moves)  # one energy: 3 down, or 1 down
    assert "ch:4" not in moves and "ch:5" not in moves  # an up move is impossible from the Bhagya
    assert not {"ch:2", "ch:3", "ch:6"} & set(moves)  # these move 2 or 3 different energies
    new, _ = play(state, "ch:1")
    assert new["boards"][0]["actions"][0] and new["pending"] == [3]
    new, _ = play(new, "mv:0:red:3")
    assert new["boards"][0]["pos"][3] == ["red"] and new["pending"] is None and new["turn"] == 1
    new["turn"] = 0
    assert "ch:1" not in ids(new)


def test_move_needs_free_space_on_every_chakra_passed():
    """Movement: a free space is needed on each chakra passed and reached."""
    state = fresh()
    b = state["boards"][0]
    b["pos"][0] = ["red"]
    b["pos"][2] = ["violet", "green", "yellow"]  # dark blue chakra full
    state["pending"] = [2]
    assert "mv:0:red:2" not in ids(state)  # 2 down would cross the full dark blue chakra
    b["pos"][2] = []
    assert "mv:0:red:2" in ids(state)


def test_harmonized_chakra_is_skipped():
    """Movement: a harmonized chakra is skipped."""
    state = fresh()
    b = state["boards"][0]
    b["pos"][1] = ["violet"] * 3
    b["harm"][1] = True
    b["pos"][0] = ["red"]
    state["pending"] = [1]
    assert ids(state) == ["mv:0:red:1"]
    new, events = play(state, "mv:0:red:1")
    assert new["boards"][0]["pos"][2] == ["red"]
    assert events[0].args["dst"] == 2


def test_player_chooses_order_and_all_moves_are_done():
    """Movement: every move of the action is done, in the order the player chooses."""
    state = fresh()
    b = state["boards"][0]
    b["pos"][0] = ["red"]
    b["pos"][3] = ["green"]
    new, _ = play(state, "ch:6")  # 1 up + 1 down
    first = ids(new)
    assert "mv:3:green:-1" in first and "mv:0:red:1" in first
    new, _ = play(new, "mv:3:green:-1")
    assert new["turn"] == 0 and all(m.endswith(":1") for m in ids(new))
    new, _ = play(new, "mv:0:red:1")
    assert new["pending"] is None and new["turn"] == 1


def test_channel_actions_are_those_of_board_game_arena():
    """The 8 action spaces as Board Game Arena's implementation lists them (no longer a designed placeholder)."""
    assert ACTIONS == ((3,), (1, 1, 1), (2, 1), (-2,), (-1, -1), (1, -1), (UP_OR_DOWN,), None)


def test_one_action_never_moves_the_same_energy_twice():
    """An action's moves each take a different energy: a lone energy cannot do 2 down then 1 down."""
    state = fresh()
    b = state["boards"][0]
    b["pos"][0] = ["red"]
    assert "ch:3" not in ids(state)  # 2 down + 1 down needs two energies
    b["pos"][3] = ["green"]
    new, _ = play(state, "ch:3")
    new, _ = play(new, "mv:0:red:2")  # the red is now in the dark blue chakra
    left = ids(new)
    assert "mv:2:red:1" not in left and left == ["mv:3:green:1"]
    new, _ = play(new, "mv:3:green:1")
    assert new["pending"] is None and new["boards"][0]["pos"][4] == ["green"] and new["turn"] == 1


def test_two_energies_of_one_colour_in_one_place_each_move_once():
    """Two alike energies in one place are two energies: each may make one move of the action."""
    state = fresh()
    state["boards"][0]["pos"][0] = ["red", "red"]
    new, _ = play(state, "ch:3")
    new, _ = play(new, "mv:0:red:2")
    assert ids(new) == ["mv:0:red:1"]  # the other red, never the one just moved
    new, _ = play(new, "mv:0:red:1")
    assert sorted(map(sorted, new["boards"][0]["pos"][1:3])) == [["red"], ["red"]]


def test_three_down_moves_take_three_different_energies():
    """Action 2 moves three different energies 1 down each; with two energies it is not offered."""
    state = fresh()
    b = state["boards"][0]
    b["pos"][0] = ["red", "green"]
    assert "ch:2" not in ids(state)
    b["pos"][0] = ["red", "green", "yellow"]
    assert "ch:2" in ids(state)


def test_action_seven_moves_one_energy_up_or_down():
    """Action 7: one energy 1 chakra up or 1 chakra down, as the player chooses."""
    state = fresh()
    state["boards"][0]["pos"][3] = ["green"]
    new, _ = play(state, "ch:7")
    assert set(ids(new)) == {"mv:3:green:1", "mv:3:green:-1"}
    up, _ = play(new, "mv:3:green:-1")
    assert up["boards"][0]["pos"][2] == ["green"] and up["pending"] is None and up["turn"] == 1


def test_black_energies_are_never_limited_to_three_on_a_board():
    """The 3-of-a-colour limit spares black energy (as Board Game Arena checks it), on a take and on action 8."""
    state = fresh(flows=[["black", "red", "green"], ["yellow", "orange", "violet"], ["green", "lightblue", "darkblue"]])
    b = state["boards"][0]
    b["pos"][1] = ["black", "black"]
    b["pos"][2] = ["black"]
    assert "take:1:black:0" in ids(state)  # a 4th black on the board
    b["pos"][3] = ["red", "red", "red"]
    assert "take:1:black+red:0" not in ids(state)  # a 4th red is refused
    b["earth"] = 1
    assert "black:black" in ids(state) and "black:red" not in ids(state)


def test_black_is_appeased_in_the_earth():
    """Appease: a black energy reaching the Earth is appeased; only black enters the Earth."""
    state = fresh()
    b = state["boards"][0]
    b["pos"][7] = ["black", "orange"]
    state["pending"] = [1]
    assert ids(state) == ["mv:7:black:1"]
    new, events = play(state, "mv:7:black:1")
    assert new["boards"][0]["earth"] == 1 and "appease" in [e.kind for e in events]


def test_eighth_action_spends_a_black():
    """Action 8: discard an appeased black, take an energy of your choice onto the Bhagya bubbles."""
    state = fresh()
    state["boards"][0]["earth"] = 1
    moves = ids(state)
    assert "black:violet" in moves
    new, events = play(state, "black:violet")
    assert new["boards"][0]["earth"] == 0 and new["boards"][0]["pos"][0] == ["violet"]
    assert new["boards"][0]["actions"][7]


# ---------------------------------------------------------------- meditate
def test_meditate_takes_back_tokens_and_peeks_privately():
    """Meditate: take back the tokens on action spaces (not notches), look secretly at one plenitude token."""
    state = fresh()
    b = state["boards"][0]
    b["actions"][0] = b["actions"][2] = True
    b["notch"][5] = True
    colour = next(c for c in ["red", "orange", "yellow"] if c not in state["known"][0])
    new, events = play(state, f"med:{colour}")
    nb = new["boards"][0]
    assert not any(nb["actions"]) and nb["notch"][5]
    assert colour in new["known"][0]
    peek = [e for e in events if e.kind == "peek"][0]
    assert peek.to == [0] and all("value" not in e.args for e in events if e.to is None)
    assert GAME.view(new, 0)["my_values"][colour] == new["plenitude"][colour]
    assert "my_values" not in GAME.view(new, None)


def test_views_hide_plenitude_values():
    """Hidden information: plenitude values appear only to the seat that looked, until the end."""
    state = fresh(players=3)
    pub = json.dumps(GAME.view(state, None))
    assert "plenitude\": {" not in pub and GAME.view(state, None)["plenitude"] is None
    for seat in range(3):
        mine = GAME.view(state, seat)["my_values"]
        assert set(mine) == set(state["known"][seat])


# ---------------------------------------------------------------- end and scoring
def test_five_harmonized_ends_after_the_round_and_scores():
    """End: 5 harmonized chakras finish the round (equal turns); scoring: plenitude, blacks, run bonus."""
    state = fresh(players=2, turn=0)
    state["plenitude"] = {"violet": 1, "darkblue": 2, "lightblue": 3, "green": 4, "yellow": 1, "orange": 2, "red": 3}
    b0 = state["boards"][0]
    for p in (3, 4, 5, 6, 7):
        b0["harm"][p] = True
    b0["earth"] = 2
    b1 = state["boards"][1]
    b1["harm"][7] = b1["harm"][6] = True
    b1["earth"] = 1
    colour = next(c for c in ["red", "orange", "yellow"] if c not in state["known"][0])
    new, events = play(state, f"med:{colour}")
    assert new["ending"] and not new["over"] and new["turn"] == 1
    colour = next(c for c in ["red", "orange", "yellow"] if c not in new["known"][1])
    new, events = play(new, f"med:{colour}")
    assert new["over"]
    res = GAME.result(new)
    # seat 0: lightblue 3 + green 4 + yellow 1 + orange 2 + red 3 = 13, +2 blacks, +2 longest run = 17
    # seat 1: orange 2 + red 3 = 5, +1 black
    assert res["scores"] == [17, 6] and res["winners"] == [0]
    assert GAME.view(new, None)["plenitude"] == new["plenitude"]


def test_game_ends_when_every_player_is_blocked():
    """End (designed): when nobody can do anything but pass, the game ends at the end of the round."""
    state = fresh(players=2, turn=0, flows=[["red", "red", "red"], ["red", "red", "red"], ["red", "red", "red"]])
    for b in state["boards"]:
        b["pos"][0] = ["violet", "violet", "darkblue"]  # the Bhagya is full
        b["notch"] = [False, True, True, True, True, True, False, False]  # all 5 tokens locked in notches
        for p in (1, 2, 3, 5):
            b["pos"][p] = ["yellow"] * 3  # full
        b["pos"][4] = ["orange"] * 2
    state["known"] = [list(state["plenitude"]), list(state["plenitude"])]
    assert ids(state) == ["med"]
    new, _ = play(state, "med")
    assert not new["over"]
    new, _ = play(new, "med")
    assert new["over"] and new["round"] == 1


def test_ai_games_end_well_before_the_safety_bound():
    """End: AI seats never loop until the round-40 safety bound (no pass or circular move while play is open)."""
    for g in range(9):
        state, rng = GAME.setup(2 + g % 3, 7000 + g), random.Random(g)
        while GAME.to_act(state):
            seat = GAME.to_act(state)[0]
            state, _ = GAME.apply(state, seat, GAME.ai_move(state, seat, rng))
        assert state["round"] < 40


def test_ties_share_the_win_and_the_bonus():
    """Scoring: tied players share the longest-run bonus and the win."""
    state = fresh(players=2, turn=1)
    state["first"] = 0
    state["ending"] = True
    for b in state["boards"]:
        b["harm"][7] = True
    new, _ = play(state, "med:" + next(c for c in ["violet", "green"] if c not in state["known"][1]))
    assert new["over"]
    res = GAME.result(new)
    assert res["scores"][0] == res["scores"][1] and res["winners"] == [0, 1]


def test_illegal_moves_are_refused():
    """Protocol: anything not legal raises IllegalMove and leaves the state untouched."""
    state = fresh()
    before = canonical(state)
    for bad in ("ch:1", "take:9:red:0", "mv:0:red:1", "black:red"):
        with pytest.raises(IllegalMove):
            play(state, bad)
    with pytest.raises(IllegalMove):
        play(state, ids(state)[0], seat=1)
    assert canonical(state) == before


# ---------------------------------------------------------------- presentation and AI
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_texts_in_both_languages(lang):
    """Texts: rules, board, private view, labels and events exist and fit in both languages."""
    names = ["Alice", "Bob", "Chloé", "Dan"]
    assert len(GAME.rules_summary(lang)) < 3500
    assert ("designed for this table" if lang == "en" else "conçu pour cette table") in GAME.rules_summary(lang).lower()
    rng = random.Random(3)
    state = GAME.setup(4, seed=3)
    while GAME.to_act(state):
        seat = GAME.to_act(state)[0]
        view = GAME.view(state, None)
        text = GAME.board_text(view, lang, names)
        assert len(text) <= 3500
        for block in text.split("```")[1::2]:
            assert all(len(line) <= 40 for line in block.splitlines())
        priv = GAME.private_text(GAME.view(state, seat), lang, names)
        assert priv is None or len(priv) <= 1800
        moves = GAME.legal_moves(state, seat)
        labels = [GAME.move_label(state, seat, m, lang, names) for m in moves]
        assert all(0 < len(x) <= 80 for x in labels) and len(set(labels)) == len(labels)
        assert all(len(m.id) <= 64 and " " not in m.id for m in moves)
        for m in moves:
            assert all(len(s) <= 80 for s in GAME.move_steps(state, seat, m, lang, names))
        state, events = GAME.apply(state, seat, GAME.ai_move(state, seat, rng) if seat else rng.choice(moves).id)
        for e in events:
            t = GAME.event_text(e, lang, names)
            assert t and len(t) < 300
    assert "{" not in GAME.board_text(GAME.view(state, None), lang, names)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_invariant(players):
    """Invariant kit: random games end, views stay clean, refused moves leave the state intact."""
    for seed in range(3):
        play_random_game(GAME, players, seed)


def test_ai_is_legal_and_beats_random():
    """AI: always legal, and wins clearly against random seats."""
    wins = 0
    for g in range(12):
        n = 2 + g % 3
        state, rng = GAME.setup(n, g), random.Random(g)
        while GAME.to_act(state):
            seat = GAME.to_act(state)[0]
            mid = GAME.ai_move(state, seat, rng) if seat == 0 else rng.choice(GAME.legal_moves(state, seat)).id
            assert mid in ids(state, seat)
            state, _ = GAME.apply(state, seat, mid)
        wins += 0 in GAME.result(state)["winners"]
    assert wins >= 10


def test_new_board_is_empty():
    """Player board: 3 Bhagya bubbles, 7 chakras of 3 spaces, an empty Earth."""
    b = new_board()
    assert b["pos"] == [[] for _ in range(8)] and b["earth"] == 0


def test_board_image_renders():
    """Presentation: the public view renders as a PNG picture."""
    png = GAME.board_image(GAME.view(GAME.setup(4, seed=2), None), "fr", ["A", "B", "C", "D"])
    assert png[:8] == b"\x89PNG\r\n\x1a\n"


def test_ai_does_not_cheat():
    """AI (no cheating): its move is the same in every world ``determinize`` deals for the seat (bag order,
    the plenitude values it has not looked at)."""
    for players in (2, 4):
        assert check_ai_move_reads_only_the_view(GAME, players, 40 + players, positions=20) > 0


def test_ai_never_locks_its_last_inspiration_token_in_a_notch():
    """AI (easy level, issue 19): with 4 tokens already in notches it does not place directly into a chakra
    (the 5th token in a notch can leave the board blocked for good: the 0-0 ties the old AI drew)."""
    state = fresh(flows=FLOWS3)
    b = state["boards"][0]
    for p, colour in ((1, "violet"), (2, "darkblue"), (3, "lightblue"), (4, "green")):
        b["pos"][p], b["notch"][p] = [colour], True
    b["pos"][0] = ["orange", "yellow", "violet"]  # the Bhagya is full
    state["known"][0] = list(state["plenitude"])  # nothing left to learn by meditating
    assert "take:1:red:7" in ids(state)
    move = GAME.ai_move(state, 0, random.Random(1))
    assert not move.startswith("take:"), move  # the old AI took orange+yellow into the 5th chakra here


# ---------------------------------------------------------------- evaluate (search AI)
def test_evaluate_favours_the_seat_ahead():
    """evaluate (search AI, issue 19): harmonized chakras, blacks in the Earth and the longest run put the
    seat above 0.5 and its rival below; values stay in [0, 1] and reading the state changes nothing."""
    state = fresh(players=2)
    b0 = state["boards"][0]
    for p in (5, 6, 7):
        b0["harm"][p] = True
        b0["pos"][p] = [CHAKRA_AT[p]] * 3
    b0["earth"] = 1
    before = canonical(state)
    mine, theirs = GAME.evaluate(state, 0), GAME.evaluate(state, 1)
    assert 0.5 < mine <= 1.0 and 0.0 <= theirs < 0.5
    assert canonical(state) == before and GAME.evaluate(state, 0) == mine
    level = fresh(players=3)
    assert [GAME.evaluate(level, s) for s in range(3)] == [0.5, 0.5, 0.5]  # nothing on any board yet


def test_evaluate_counts_progress_toward_a_chakra():
    """evaluate: energies of a chakra's colour in it (or above it, ready to come down) count toward it; an
    energy of another colour in it counts against; with every token locked in notches nothing counts."""
    def value(cells, notch=0):
        state = fresh(players=2)
        b = state["boards"][0]
        for p, cell in cells.items():
            b["pos"][p] = list(cell)
        b["notch"] = [False] + [True] * notch + [False] * (7 - notch)
        return GAME.evaluate(state, 0)

    empty = value({})
    assert value({0: ["red"]}) > empty  # in the Bhagya, red can still come down to its chakra
    assert value({7: ["red", "red"]}) > value({7: ["red"]}) > value({0: ["red"]})
    assert value({7: ["red", "green"]}) < value({7: ["red"]})
    assert value({7: ["red", "red"]}, notch=5) == empty  # a blocked board goes nowhere


def test_evaluate_of_a_finished_game_is_its_result():
    """evaluate: once the game is over, 1 for the winner, 0 for the loser, a share for tied winners."""
    state = fresh(players=2, turn=1)
    state["first"], state["ending"] = 0, True
    state["boards"][0]["harm"][7] = True
    new, _ = play(state, "med:" + next(c for c in ["violet", "green"] if c not in state["known"][1]))
    assert new["over"] and GAME.result(new)["winners"] == [0]
    assert GAME.evaluate(new, 0) == 1.0 and GAME.evaluate(new, 1) == 0.0
    state["boards"][1]["harm"][7] = True
    new, _ = play(state, "med:" + next(c for c in ["violet", "green"] if c not in state["known"][1]))
    assert GAME.evaluate(new, 0) == GAME.evaluate(new, 1) == 0.5


# ---------------------------------------------------------------- card texts (play without the rulebook)
def test_every_card_power_is_shown_where_you_decide():
    """Each action space and token has its power in both languages: in cards(), beside it in the private
    view, and as the note of the move that chooses it."""
    cards = {c.key: c for c in GAME.cards()}
    assert set(cards) == {str(a + 1) for a in range(len(ACTIONS))} | {"inspiration", "plenitude"}
    assert sum(cards[str(a + 1)].copies for a in range(8)) == 8 * 4  # 8 spaces on each of 4 boards
    assert cards["inspiration"].copies == 20 and cards["plenitude"].copies == len(PLENITUDE)
    state = fresh(flows=FLOWS3)
    b = state["boards"][0]
    b["pos"][0] = ["red", "green"]
    b["pos"][1] = ["yellow"]
    b["pos"][3] = ["green"]
    b["pos"][4] = ["yellow"]
    b["earth"] = 1
    view = GAME.view(state, 0)
    assert set(GAME.cards_in_view(view)) == set(cards)
    moves = {m.id: m for m in GAME.legal_moves(state, 0)}
    chooser = {str(a + 1): f"ch:{a + 1}" for a in range(7)}
    chooser["8"] = "black:violet"
    chooser["inspiration"] = "take:1:red:7"
    chooser["plenitude"] = next(m for m in moves if m.startswith("med:"))
    names = ["A", "B"]
    for key, card in cards.items():
        for lang in ("en", "fr"):
            note = card.note(lang)
            assert card.text(lang) and card.name(lang)
            assert note in GAME.private_text(view, lang, names), (key, lang)
            move = moves[chooser[key]]
            assert note in GAME.move_notes(state, 0, move, lang, names), (key, lang)
    assert cards["1"].note("en") != cards["1"].note("fr")


def test_a_move_of_a_channel_in_progress_carries_its_action_note():
    """While an action's moves are made one by one, each move shows that action's text."""
    state = fresh()
    state["boards"][0]["pos"][3] = ["green"]
    new, _ = play(state, "ch:7")
    move = GAME.legal_moves(new, 0)[0]
    assert GAME.move_notes(new, 0, move, "en", ["A", "B"]) == [GAME.card_note("7", "en")]
