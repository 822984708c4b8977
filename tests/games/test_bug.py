"""Bug scenarios, one per rule (the BGA tips page and the published rules; see the rules docstring)."""

import random

import pytest

from engine import IllegalMove, SetupError
from engine.games.bug import GAME
from engine.games.bug.data import CELLS_PER_SIZE, board, shape_key
from engine.games.bug.rules import turn_cap
from engine.games.bug.text import TEXTS


def at(state, *labels_and_owners):
    """Put stones: at(state, ("C3", 0), ("C4", 1))."""
    g = board(state["options"]["size"])
    for lab, owner in labels_and_owners:
        state["cells"][g.by_label[lab]] = owner
    return state


def fresh(size=4, turn=0):
    state = GAME.setup(2, seed=1, options={"size": size})
    state["turn"] = turn
    return state


def ids(state, seat):
    return [m.id for m in GAME.legal_moves(state, seat)]


# ---------------------------------------------------------------- components
def test_board_sizes_have_19_37_61_cells_and_named_cells():
    """Board: a hexagon of hexagons, 3/4/5 cells per side; rows A.. from the top, cells 1.. from the left."""
    for n, total in ((3, 19), (4, 37), (5, 61)):
        g = board(n)
        assert g.size == total == CELLS_PER_SIZE[n]
        assert [len(r) for r in g.rows] == [*range(n, 2 * n), *range(2 * n - 2, n - 1, -1)]
        assert len(set(g.labels)) == total
        edges = sum(len(nb) for nb in g.neighbours) // 2
        assert edges == 3 * total - 3 * (2 * n - 1)  # hex-hex grid: 3 per cell minus the border's missing ones
        centre = g.index[(0, 0)]
        assert len(g.neighbours[centre]) == 6
    assert board(4).labels[0] == "A1" and board(4).labels[-1] == "G4"


def test_options_default_size_4_and_bad_sizes_refused():
    """Size option 3–5, default 4; 2 players only."""
    assert GAME.setup(2, 1)["options"]["size"] == 4
    assert len(GAME.setup(2, 1)["cells"]) == 37
    with pytest.raises(SetupError):
        GAME.setup(2, 1, {"size": 6})
    with pytest.raises(SetupError):
        GAME.setup(3, 1)


def test_same_shape_includes_rotations_and_reflections():
    """Same shape: one bug maps onto the other by rotation and/or reflection."""
    line = ((0, 0), (1, 0), (2, 0))
    assert shape_key(line) == shape_key(((0, 0), (0, 1), (0, 2)))
    bent = ((0, 0), (1, 0), (1, 1))
    assert shape_key(line) != shape_key(bent)
    l_shape = ((0, 0), (1, 0), (2, 0), (2, 1))
    mirrored = ((0, 0), (1, 0), (2, 0), (3, -1))
    assert shape_key(l_shape) == shape_key(mirrored)


# ---------------------------------------------------------------- grow
def test_first_stone_may_go_anywhere():
    """Grow: on the empty board Black may place on any cell."""
    state = fresh()
    assert len(ids(state, 0)) == 37
    assert GAME.to_act(state) == [0]


def test_grow_never_merges_two_of_your_bugs():
    """Grow: forbidden to join two of your bugs."""
    state = at(fresh(), ("D1", 0), ("D3", 0), ("A1", 1), ("A2", 1))
    assert "grow:D2" not in ids(state, 0)
    assert "grow:D4" in ids(state, 0)


def test_grow_never_beyond_the_largest_bug():
    """Grow: a bug may not become larger than the largest bug on the board before placement."""
    state = at(fresh(), ("D1", 0), ("D2", 0), ("A1", 1), ("A2", 1))
    # largest is 2: Black's 2-bug cannot grow, a new bug may start
    assert "grow:D3" not in ids(state, 0)
    assert "grow:F3" in ids(state, 0)
    state = at(fresh(), ("D1", 0), ("D2", 0), ("A1", 1), ("A2", 1), ("A3", 1))
    assert "grow:D3" in ids(state, 0)


def test_occupied_cell_is_refused():
    """Grow: only on an empty cell; anything else raises IllegalMove and leaves the state alone."""
    state = at(fresh(), ("D1", 0), ("A1", 1))
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, "grow:D1")
    with pytest.raises(IllegalMove):
        GAME.apply(state, 1, "grow:D5")


# ---------------------------------------------------------------- eat
def test_eat_a_same_shape_neighbour_and_bonus_grow():
    """Eat: a bug touching an enemy bug of the same size and shape eats it, then grows by one (mandatory)."""
    state = at(fresh(), ("D3", 1), ("A1", 1), ("G4", 0))
    state, events = GAME.apply(state, 0, "grow:D4")
    assert state["phase"] == "eat" and GAME.to_act(state) == [0]
    moves = ids(state, 0)
    assert moves and all(m.startswith("eat:D4:") for m in moves)
    assert "eat:D4:D3" in moves  # the freed cell can be the bonus cell
    state, events = GAME.apply(state, 0, "eat:D4:D5")
    g = board(4)
    assert state["cells"][g.by_label["D3"]] is None
    assert state["cells"][g.by_label["D5"]] == 0
    assert [e.kind for e in events] == ["eat"]
    assert events[0].args["prey"] == [["D3"]] and events[0].args["size"] == 2
    assert state["turn"] == 1 and state["phase"] == "grow"


def test_no_eating_when_every_bonus_cell_would_merge():
    """"Si on ne peut pas grandir, on ne mange pas": no eating when every cell for the bonus growth would
    join two of the eater's colour's bugs; the turn simply passes."""
    g = board(3)
    # Black A1 (placed) and A3 both touch White's single A2. A1's bonus cells A2/B1/B2 touch A3/C1/C3;
    # A3's bonus cells A2/B3/B4 touch A1/C3/C5: every growth would merge, so nothing is eaten.
    state = at(fresh(size=3), ("A2", 1), ("E3", 1), ("A3", 0), ("C1", 0), ("C3", 0), ("C5", 0))
    state, events = GAME.apply(state, 0, "grow:A1")
    assert state["phase"] == "grow" and state["turn"] == 1
    assert state["cells"][g.by_label["A2"]] == 1
    assert [e.kind for e in events] == ["grow"]
    # free C5: A3 can now grow at B4 after eating, so the meal happens
    state = at(fresh(size=3), ("A2", 1), ("E3", 1), ("A3", 0), ("C1", 0), ("C3", 0))
    state, _ = GAME.apply(state, 0, "grow:A1")
    assert state["phase"] == "eat" and ids(state, 0) == ["eat:A3:B4"]


def test_bonus_growth_may_exceed_the_largest_bug():
    """Bonus growth may make the bug larger than the largest bug on the board."""
    state = at(fresh(), ("D3", 1), ("A1", 1), ("G4", 0))
    state, _ = GAME.apply(state, 0, "grow:D4")
    state, _ = GAME.apply(state, 0, "eat:D4:D5")
    assert GAME.view(state, None)["largest"] == 2  # above the old largest (1)


def test_mover_chooses_the_order_of_several_eatings():
    """Several eaters: the mover chooses which bug eats first; the others are checked again after."""
    g = board(4)
    # Black singles at D2 and D6, White singles at D3 and D5? Black places D4 would merge... use two
    # separate meals: Black A1 single touching White A2 single; Black G1 single touching White G2 single.
    state = at(fresh(), ("A2", 1), ("G2", 1), ("G1", 0), ("D4", 1))
    state, _ = GAME.apply(state, 0, "grow:A1")
    eaters = {m.split(":")[1] for m in ids(state, 0)}
    assert eaters == {"A1", "G1"}
    labels = GAME.move_steps(state, 0, GAME.legal_moves(state, 0)[0], "en", ["a", "b"])
    assert len(labels) == 2 and labels[0].startswith("Bug")
    state, _ = GAME.apply(state, 0, "eat:G1:G2")
    assert state["cells"][g.by_label["G2"]] == 0
    assert {m.split(":")[1] for m in ids(state, 0)} == {"A1"}
    state, _ = GAME.apply(state, 0, "eat:A1:B1")
    assert state["turn"] == 1
    assert state["cells"][g.by_label["A2"]] is None


def test_eating_needs_the_same_shape_not_only_the_same_size():
    """Eat: same size is not enough, the shapes must match (a straight 3 does not eat a bent 3)."""
    g = board(4)
    bent = ("C3", "C4", "B4")
    assert shape_key(tuple(g.coords[g.by_label[x]] for x in bent)) != \
        shape_key(tuple(g.coords[g.by_label[x]] for x in ("D1", "D2", "D3")))
    state = at(fresh(), ("D1", 0), ("D2", 0), *((x, 1) for x in bent), ("G4", 1))
    state, _ = GAME.apply(state, 0, "grow:D3")
    assert state["phase"] == "grow" and state["turn"] == 1
    straight = ("C2", "C3", "C4")
    state = at(fresh(), ("D1", 0), ("D2", 0), *((x, 1) for x in straight), ("G4", 1))
    state, _ = GAME.apply(state, 0, "grow:D3")
    assert state["phase"] == "eat"
    state, events = GAME.apply(state, 0, "eat:D1:C3")
    assert events[0].args["prey"] == [list(straight)]
    assert all(state["cells"][g.by_label[x]] is None for x in ("C2", "C4"))


# ---------------------------------------------------------------- end
def test_win_detected_from_a_direct_position():
    """Win: the player to move with no legal Grow is declared the winner at once."""
    state = fresh(size=3)
    g = board(3)
    # every cell White except A2 empty and a Black stone at E3; White's A1/A3 are separate? A1-B1... all
    # White stones connected into one bug of 16 (the largest) → growing it is not allowed; A2 touches it.
    for i in range(g.size):
        state["cells"][i] = 1
    state["cells"][g.by_label["A2"]] = None
    state["cells"][g.by_label["E3"]] = 0
    state["cells"][g.by_label["E2"]] = None
    state["turn"] = 0
    # Black grows E2 next to its E3 (size 2 ≤ largest 16)... then White must place A2 touching its own
    # max-size bug: impossible → White wins.
    state, events = GAME.apply(state, 0, "grow:E2")
    assert state["phase"] == "over" and GAME.result(state)["winners"] == [1]
    assert GAME.to_act(state) == []
    assert events[-1].kind == "win"


def test_turn_cap_ends_in_a_draw():
    """Cap (our choice): 10 turns per cell without a winner ends the game in a draw."""
    state = fresh(size=3)
    state["turns"] = turn_cap(3) - 1
    state, events = GAME.apply(state, 0, "grow:C3")
    assert state["phase"] == "over" and state["draw"]
    assert GAME.result(state) == {"scores": [0, 0], "winners": [], "draw": True}
    assert events[-1].kind == "draw_cap"


def test_perfect_information():
    """Perfect information: hidden() is None and the view is the same for every seat."""
    state = at(fresh(), ("D1", 0))
    assert GAME.hidden(state) is None
    assert GAME.view(state, 0) == GAME.view(state, None) == GAME.view(state, 1)


# ---------------------------------------------------------------- presentation and AI
def test_texts_render_in_both_languages():
    """Texts: rules, board, labels, events and the picture in English and French."""
    rng = random.Random(3)
    state = GAME.setup(2, 3, {"size": 5})
    names = ["Alice", "Bob"]
    for _ in range(40):
        if not GAME.to_act(state):
            break
        seat = GAME.to_act(state)[0]
        moves = GAME.legal_moves(state, seat)
        for lang in ("en", "fr"):
            labels = [GAME.move_label(state, seat, m, lang, names) for m in moves]
            assert len(set(labels)) == len(labels) and all(len(x) <= 80 for x in labels)
            for m in moves:
                steps = GAME.move_steps(state, seat, m, lang, names)
                assert all(len(x) <= 80 for x in steps)
        groups = {}
        for m in moves:
            groups.setdefault(tuple(GAME.move_steps(state, seat, m, "en", names)[:-1]), []).append(m)
        assert all(len(v) <= 25 for v in groups.values())
        state, events = GAME.apply(state, seat, rng.choice(moves).id)
        for lang in ("en", "fr"):
            for e in events:
                assert GAME.event_text(e, lang, names)
    for lang in ("en", "fr"):
        assert len(GAME.rules_summary(lang)) <= 3500
        text = GAME.board_text(GAME.view(state, None), lang, names)
        assert len(text) <= 3500
        block = text.split("```")[1]
        assert max(len(line) for line in block.splitlines()) <= 40
        png = GAME.board_image(GAME.view(state, None), lang, names)
        assert png[:4] == b"\x89PNG"
    assert set(TEXTS.tables["en"]) == set(TEXTS.tables["fr"])
    assert " :" in GAME.rules_summary("fr")


def test_ai_beats_random_player():
    """AI: legal, and it beats a random player nearly always (measured on 20 quick games here)."""
    wins = 0
    for seed in range(20):
        ai = seed % 2
        state = GAME.setup(2, seed, {"size": 3})
        rng = random.Random(seed)
        while GAME.to_act(state):
            seat = GAME.to_act(state)[0]
            mid = GAME.ai_move(state, seat, rng) if seat == ai else rng.choice(GAME.legal_moves(state, seat)).id
            state, _ = GAME.apply(state, seat, mid)
        wins += ai in GAME.result(state)["winners"]
    assert wins >= 16
