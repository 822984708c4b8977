"""Orapa Mine scenarios, one per rule (BGA help page and the BGA implementation; see the rules docstring)."""

import random

import pytest

from engine import IllegalMove, SetupError, canonical
from engine.games.orapamine import GAME
from engine.games.orapamine.data import BASE_GEMS, EDGES, GEMS, MIXES, SOLID_SIDES
from engine.games.orapamine.rules import CELL_INDEX, grids, piece_cells, reachable, trace
from engine.games.orapamine.text import TEXTS


def with_layout(pieces, players=1, **opts):
    state = GAME.setup(players, seed=3, options=opts or None)
    kinds, colours = grids(pieces)
    state["layout"] = {"pieces": pieces, "kinds": kinds, "colours": colours}
    state["gems"] = [p["gem"] for p in pieces]
    return state


def P(gem, rot, x, y):
    return {"gem": gem, "rot": rot, "x": x, "y": y}


LAYOUT = [P("white_diamond", 0, 5, 1), P("red", 0, 6, 8), P("yellow", 2, 9, 5), P("white_triangle", 1, 8, 1),
          P("blue", 1, 1, 5)]


def ids(state, seat=0):
    return [m.id for m in GAME.legal_moves(state, seat)]


# A complete sheet with every gem elsewhere than in LAYOUT, and a second one unlike it
WRONG = [P("white_diamond", 0, 1, 1), P("red", 0, 4, 1), P("yellow", 0, 8, 1), P("white_triangle", 0, 1, 4),
         P("blue", 0, 6, 4)]
WRONG2 = [*WRONG[:1], P("red", 0, 4, 3), *WRONG[2:]]


def fill_sheet(state, seat, pieces, fresh=False):
    """Place each piece: the gem (one move), then orientation and cell (one move of two steps)."""
    if fresh and state["drafts"][seat]:
        state, _ = GAME.apply(state, seat, "clear")
    for p in pieces:
        state, _ = GAME.apply(state, seat, f"gem:{p['gem']}")
        state, _ = GAME.apply(state, seat, f"at:{p['rot']}:{p['x']}{'ABCDEFGH'[p['y'] - 1]}")
    return state


def submit_wrong(state, seat, pieces=WRONG):
    state = fill_sheet(state, seat, pieces, fresh=True)
    return GAME.apply(state, seat, "submit")


# ---------------------------------------------------------------- components
def test_components_mine_labels_and_gems():
    """Mine 10×8, 36 edge labels (A–R, 1–18); 5 base gems: 1 red, 1 yellow, 1 blue, 2 white."""
    assert len(CELL_INDEX) == 80
    assert sorted(EDGES) == sorted([*"ABCDEFGHIJKLMNOPQR", *(str(i) for i in range(1, 19))])
    assert sorted(GEMS[g]["colour"] for g in BASE_GEMS) == ["blue", "red", "white", "white", "yellow"]

    def area(gem):
        return sum(1 if k == 5 else 0.5 for row in GEMS[gem]["rots"][0] for k in row if k)

    # the black body: two square cells (BGA's revised material), no longer the 1-cell ◢◣ triangle
    assert {g: area(g) for g in GEMS} == {"white_diamond": 2, "red": 2, "yellow": 2, "white_triangle": 4,
                                          "blue": 4, "prism": 1, "black": 2}
    for gem in GEMS:  # every orientation keeps the area
        assert len({sum(1 if k == 5 else 0.5 for row in rot for k in row if k) for rot in GEMS[gem]["rots"]}) == 1
    assert len(MIXES) == 16


def test_player_counts_and_expansion_options():
    """1–5 players; Diamond adds a transparent prism, Blackbody a black body."""
    assert GAME.setup(1, 1)["gems"] == BASE_GEMS
    assert GAME.setup(5, 1, {"diamond": True, "blackbody": True})["gems"] == [*BASE_GEMS, "prism", "black"]
    with pytest.raises(SetupError):
        GAME.setup(6, 1)


def test_hidden_layouts_follow_the_placement_constraints():
    """Placement: no overlap, no solid side against another gem, black touches nothing, every gem reachable."""
    for seed in range(25):
        state = GAME.setup(2, seed, {"diamond": True, "blackbody": True})
        owner = [-1] * 80
        for n, p in enumerate(state["layout"]["pieces"]):
            for i, _ in piece_cells(p["gem"], p["rot"], p["x"], p["y"]):
                assert owner[i] == -1
                owner[i] = n
        kinds = state["layout"]["kinds"]
        colours = state["layout"]["colours"]
        for i in range(80):
            if owner[i] < 0:
                continue
            x, y = i % 10, i // 10
            for side, (dx, dy), opp in (("E", (1, 0), "W"), ("S", (0, 1), "N")):
                if x + dx < 10 and y + dy < 8:
                    j = (y + dy) * 10 + x + dx
                    if owner[j] >= 0 and owner[j] != owner[i]:
                        assert side not in SOLID_SIDES[kinds[i]] and opp not in SOLID_SIDES[kinds[j]]
            if colours[i] == "black":
                for dx in (-1, 0, 1):
                    for dy in (-1, 0, 1):
                        if 0 <= x + dx < 10 and 0 <= y + dy < 8:
                            j = (y + dy) * 10 + x + dx
                            assert owner[j] in (-1, owner[i])
        assert reachable(kinds, owner, len(state["gems"]))


# ---------------------------------------------------------------- waves
def test_wave_through_an_empty_line_leaves_opposite_colourless():
    """A wave meeting no gem crosses straight: A leaves at 11, 1 at I, colourless."""
    kinds, colours = [0] * 80, [""] * 80
    assert trace(kinds, colours, "A") == ("11", "colourless")
    assert trace(kinds, colours, "1") == ("I", "colourless")
    assert trace(kinds, colours, "R") == ("10", "colourless")


def test_wave_turns_off_a_slanted_face_and_bounces_off_a_flat_side():
    """Reflection: right into ◢ turns up; into a flat side it comes straight back."""
    kinds, colours = grids(LAYOUT)
    assert trace(kinds, colours, "A") == ("5", "white")  # row A to the diamond ◢ at 5A, then up
    flat, colours2 = [0] * 80, [""] * 80
    flat[CELL_INDEX["5C"]], colours2[CELL_INDEX["5C"]] = 5, "red"
    assert trace(flat, colours2, "C") == ("C", "red")


def test_colours_mix():
    """Colour: the distinct gem colours touched mix (blue + red + white = light purple)."""
    kinds, colours = grids(LAYOUT)
    assert trace(kinds, colours, "I") == ("I", "light_purple")
    assert MIXES[frozenset({"red", "yellow"})] == "orange"
    assert MIXES[frozenset({"red", "yellow", "blue"})] == "black_mix"


def test_prism_adds_no_colour_and_black_body_absorbs():
    """Diamond: the transparent prism reflects without colour; Blackbody: the wave is absorbed."""
    kinds, colours = grids([P("prism", 0, 3, 3)])  # ◢◣ on 3C-4C
    assert trace(kinds, colours, "C") == ("3", "colourless")
    kinds, colours = grids([P("black", 0, 3, 3)])
    assert trace(kinds, colours, "C") == (None, "absorbed")
    state = with_layout([*LAYOUT, P("black", 0, 3, 3)])
    state, events = GAME.apply(state, 0, "wave:C")
    assert state["used"] == ["C"] and events[0].args["to"] is None


def test_a_wave_uses_its_entry_and_exit_labels():
    """Sending a wave uses both labels: neither can be sent again (never repeat a wave)."""
    state = with_layout(LAYOUT)
    state, events = GAME.apply(state, 0, "wave:A")
    assert events[0].args == {"seat": 0, "from": "A", "to": "5", "colour": "white"}
    assert state["used"] == ["A", "5"]
    state, _ = GAME.apply(state, 0, "end")
    assert "wave:A" not in ids(state) and "wave:5" not in ids(state)
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, "wave:5")


def test_cell_question_answers_colour_or_nothing():
    """Cell question: the gem colour at that cell, or nothing; each cell once."""
    state = with_layout(LAYOUT)
    state, events = GAME.apply(state, 0, "ask:6H")
    assert events[0].args["colour"] == "red"
    state, _ = GAME.apply(state, 0, "end")
    state, events = GAME.apply(state, 0, "ask:1A")
    assert events[0].args["colour"] == ""
    assert "ask:6H" not in ids(state)
    assert GAME.event_text(events[0], "fr", ["Ana"]) == "Ana demande 1A : il n'y a rien."


def test_one_question_per_turn_then_answer_or_end():
    """Turn: one question, then the player may answer or end the turn."""
    state = with_layout(LAYOUT, players=2)
    state, _ = GAME.apply(state, 0, "ask:1A")
    assert sorted(ids(state)) == ["end", *sorted(f"gem:{g}" for g in state["gems"])]
    state = fill_sheet(state, 0, WRONG)
    assert sorted(ids(state)) == ["clear", "end", *sorted(f"gem:{g}" for g in state["gems"]), "submit"]
    state, events = GAME.apply(state, 0, "end")
    assert GAME.required_seats(state) == [1] and state["phase"] == "question"


# ---------------------------------------------------------------- the sheet
def test_sheet_is_filled_step_by_step_and_stays_private():
    """Answer sheet: gem, then orientation and top-left cell; no overlap; only its owner sees it."""
    state = with_layout(LAYOUT, players=2)
    state, _ = GAME.apply(state, 0, "gem:blue")
    assert ids(state)[-1] == "back" and all(m.startswith("at:") for m in ids(state)[:-1])
    state, _ = GAME.apply(state, 0, "at:0:1A")
    assert state["drafts"][0] == {"blue": [0, 1, 1]}
    state, _ = GAME.apply(state, 0, "gem:white_triangle")
    assert "at:0:1A" not in ids(state)  # would overlap the blue triangle on the sheet
    assert "draft" not in GAME.view(state, None) and GAME.view(state, 1)["draft"] == {}
    assert GAME.view(state, 0)["draft"] == {"blue": [0, 1, 1]}
    assert GAME.view(state, 0)["sel"] == {"gem": "white_triangle"} and "sel" not in GAME.view(state, None)
    assert GAME.view(state, None)["phase"] == "question"


def test_right_answer_wins_and_reveals_the_mine():
    """Checked cell by cell: a right sheet wins at once and the mine is shown."""
    state = with_layout(LAYOUT, players=2)
    assert GAME.view(state, None)["reveal"] is None
    state = fill_sheet(state, 0, LAYOUT)
    state, events = GAME.apply(state, 0, "submit")
    assert [e.kind for e in events] == ["right", "reveal"]
    assert GAME.result(state) == {"scores": [1, 0], "winners": [0]}
    assert GAME.view(state, 1)["reveal"] == LAYOUT


def test_same_cells_with_other_placements_still_count_as_right():
    """Cell by cell: the diamond is symmetric; any sheet giving the same cells is right."""
    state = with_layout(LAYOUT)
    kinds, colours = grids(LAYOUT)
    assert grids(list(reversed(LAYOUT))) == (kinds, colours)
    state = fill_sheet(state, 0, list(reversed(LAYOUT)))
    state, events = GAME.apply(state, 0, "submit")
    assert events[0].kind == "right"


def test_wrong_answer_costs_a_chance_and_cannot_be_resent():
    """Wrong: one chance lost, turn over; the same wrong sheet cannot be submitted again."""
    state = with_layout(LAYOUT, players=2)
    wrong = [dict(p) for p in LAYOUT]
    wrong[1] = P("red", 0, 1, 1)
    state = fill_sheet(state, 0, wrong)
    state, events = GAME.apply(state, 0, "submit")
    assert events[0].kind == "wrong" and state["chances"] == [1, 2] and GAME.required_seats(state) == [1]
    state, _ = GAME.apply(state, 1, "ask:1A")
    state, _ = GAME.apply(state, 1, "end")
    assert "submit" not in ids(state, 0)
    assert GAME.view(state, 0)["tried"] == 1


def test_two_wrong_answers_eliminate_and_nobody_wins_when_all_are_out():
    """Two wrong answers: out; turns skip eliminated players; all out: no winner, mine revealed."""
    state = with_layout(LAYOUT, players=2)
    state, _ = submit_wrong(state, 0)
    state, _ = submit_wrong(state, 1)
    state, events = submit_wrong(state, 0, WRONG2)
    assert [e.kind for e in events][:2] == ["wrong", "eliminated"] and state["out"] == [True, False]
    assert GAME.required_seats(state) == [1] and ids(state, 0) == []
    state, _ = GAME.apply(state, 1, "ask:1A")
    state, _ = GAME.apply(state, 1, "end")
    assert GAME.required_seats(state) == [1]  # the last player keeps playing alone
    state, events = submit_wrong(state, 1, WRONG2)
    assert events[-1].kind == "reveal" and GAME.result(state)["winners"] == []


def test_solo_game_is_won_by_solving():
    """Solo: the same loop; a right sheet wins."""
    state = with_layout(LAYOUT)
    state = fill_sheet(state, 0, LAYOUT)
    state, _ = GAME.apply(state, 0, "submit")
    assert GAME.result(state)["winners"] == [0]


def test_layout_is_hidden_until_the_end():
    """The hidden layout is in hidden() and never in a view before the final reveal."""
    state = GAME.setup(3, 9)
    assert GAME.hidden(state)["layout"] == state["layout"]
    secret = canonical(state["layout"]["pieces"])
    for seat in (None, 0, 1, 2):
        view = GAME.view(state, seat)
        assert secret not in canonical(view) and "kinds" not in canonical(view)


# ---------------------------------------------------------------- presentation and AI
def test_texts_render_in_both_languages():
    """Texts: rules, board, private sheet, labels, steps and events in English and French."""
    rng = random.Random(5)
    state = GAME.setup(3, 5, {"diamond": True, "blackbody": True})
    names = ["Ana", "Bo", "Cy"]
    for _ in range(150):
        if not GAME.to_act(state):
            break
        seat = GAME.to_act(state)[0]
        moves = GAME.legal_moves(state, seat)
        for lang in ("en", "fr"):
            labels = [GAME.move_label(state, seat, m, lang, names) for m in moves]
            assert len(set(labels)) == len(labels) and all(len(x) <= 80 for x in labels)
            groups = {}
            for m in moves:
                steps = GAME.move_steps(state, seat, m, lang, names)
                assert all(len(x) <= 80 for x in steps)
                groups.setdefault(tuple(steps[:-1]), []).append(m)
            # a level holds at most 100 choices: one page of four selects of 25 (bot/ui/render.py)
            assert len(groups) <= 25 and all(len(v) <= 100 for v in groups.values())
        state, events = GAME.apply(state, seat, rng.choice(moves).id)
        for e in events:
            GAME.event_text(e, "fr", names)
    for lang in ("en", "fr"):
        for seat in (None, 0):
            view = GAME.view(state, seat)
            text = GAME.board_text(view, lang, names)
            assert len(text) <= 3500
            assert max(len(x) for x in text.split("```")[1].splitlines()) <= 40
        assert len(GAME.private_text(GAME.view(state, 0), lang, names)) <= 1800
        assert len(GAME.rules_summary(lang)) <= 3500
        assert GAME.board_image(GAME.view(state, None), lang, names)[:4] == b"\x89PNG"


def test_ai_deduces_and_solves_solo():
    """AI: never repeats a question, answers once the candidates are few, and solves the mine."""
    for seed in (1, 2):
        state = GAME.setup(1, seed)
        rng = random.Random(seed)
        while GAME.to_act(state):
            state, _ = GAME.apply(state, 0, GAME.ai_move(state, 0, rng))
        assert GAME.result(state)["winners"] == [0]
        assert len(state["asks"]) + len(state["waves"]) < 60


# ---------------------------------------------------------------- evaluate (search AI, issue 19)
def test_evaluate_weighs_chances_elimination_and_the_sheet():
    """evaluate: level seats get 0.5 each; a seat that has lost a chance is behind, an eliminated one all but
    lost; a sheet placing gems as in the mine is ahead, one placing them elsewhere is not."""
    state = with_layout(LAYOUT, players=2)
    assert GAME.evaluate(state, 0) == GAME.evaluate(state, 1) == 0.5
    sheet = fill_sheet(state, 0, LAYOUT[:3])  # three gems right, not submitted yet
    assert GAME.evaluate(sheet, 0) > 0.6 and GAME.evaluate(sheet, 1) < 0.4
    full = fill_sheet(sheet, 0, LAYOUT[3:])
    assert GAME.evaluate(full, 0) > GAME.evaluate(sheet, 0) > 0.6
    elsewhere = fill_sheet(state, 0, [P("red", 0, 1, 1), P("blue", 0, 1, 3)])
    assert GAME.evaluate(elsewhere, 0) == 0.5
    state, _ = submit_wrong(state, 0)  # every gem elsewhere: wrong
    assert state["chances"] == [1, 2] and GAME.evaluate(state, 1) > 0.5 > GAME.evaluate(state, 0)
    state, _ = GAME.apply(state, 1, "ask:1A")
    state, _ = GAME.apply(state, 1, "end")
    state, _ = submit_wrong(state, 0, WRONG2)  # wrong again: out
    assert state["out"] == [True, False] and GAME.required_seats(state) == [1]
    assert GAME.evaluate(state, 1) > 0.9 and GAME.evaluate(state, 0) < 0.1


def test_evaluate_solo_and_finished_games():
    """evaluate: solo, a wasted chance still costs; a finished game gives the result (nobody wins when all are
    out); along random games the values stay in [0, 1] and the state is not touched."""
    solo = with_layout(LAYOUT)
    fresh = GAME.evaluate(solo, 0)
    solo, _ = submit_wrong(solo, 0)
    assert 0.5 < GAME.evaluate(solo, 0) < fresh < 1
    won = fill_sheet(with_layout(LAYOUT, players=2), 0, LAYOUT)
    won, _ = GAME.apply(won, 0, "submit")
    assert (GAME.evaluate(won, 0), GAME.evaluate(won, 1)) == (1.0, 0.0)
    lost = with_layout(LAYOUT, players=2)
    lost, _ = submit_wrong(lost, 0)
    lost, _ = submit_wrong(lost, 1)
    for seat in (0, 1):
        lost, _ = submit_wrong(lost, seat, WRONG2)
    assert lost["phase"] == "over" and GAME.evaluate(lost, 0) == GAME.evaluate(lost, 1) == 0.0
    for players, seed in ((2, 4), (3, 5)):
        state, rng = GAME.setup(players, seed, {"diamond": True, "blackbody": True}), random.Random(seed)
        for _ in range(400):
            if not GAME.to_act(state):
                break
            before = canonical(state)
            assert all(0.0 <= GAME.evaluate(state, p) <= 1.0 for p in range(players))
            assert canonical(state) == before
            seat = GAME.to_act(state)[0]
            state, _ = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)).id)


def test_determinize_leaves_out_the_seats_own_wrong_sheets():
    """A sheet the seat answered wrongly cannot be the mine: the worlds the AI imagines for that seat never
    hold it (while the other seat, who does not know that answer, may still imagine it)."""
    from engine.games.orapamine.rules import layout_key

    state = GAME.setup(2, 3)
    options = GAME.layouts(state)
    assert len(options) > 1
    wrong = layout_key(options[0])
    state["tried"][0] = [wrong]

    def imagined(seat):
        return {layout_key(GAME.determinize(state, seat, random.Random(k))["layout"]["pieces"]) for k in range(60)}

    assert wrong not in imagined(0)
    assert wrong in imagined(1)


# ---------------------------------------------------------------- issue 32: the black body and the judging
BLACK = [*LAYOUT, P("black", 0, 3, 3)]


def test_black_body_is_two_square_cells_lying_or_standing():
    """Blackbody (BGA's revised material): two full cells side by side, lying flat or standing; it absorbs."""
    assert GEMS["black"]["rots"] == [[[5, 5]], [[5], [5]]]
    kinds, colours = grids([P("black", 1, 3, 3)])
    assert [(i, kinds[i], colours[i]) for i in range(80) if kinds[i]] == [
        (CELL_INDEX["3C"], 5, "black"), (CELL_INDEX["3D"], 5, "black")]
    assert trace(kinds, colours, "3") == (None, "absorbed") and trace(kinds, colours, "D") == (None, "absorbed")


def test_a_sheet_no_question_can_tell_from_the_mine_is_right():
    """Judged by the answers: a mine holding the old ◢◣ black body (a state saved before the change) is found by
    a sheet with the square one on the same cells, as no wave or cell question can tell them apart."""
    state = with_layout(BLACK)
    kinds = state["layout"]["kinds"]
    kinds[CELL_INDEX["3C"]], kinds[CELL_INDEX["4C"]] = 3, 4  # the old shape turned a half turn: ◥◤
    state = fill_sheet(state, 0, BLACK)
    assert grids(BLACK)[0] != kinds  # cell by cell the kinds differ: the old judging said wrong
    state, events = GAME.apply(state, 0, "submit")
    assert events[0].kind == "right"


def test_a_sheet_a_wave_tells_from_the_mine_is_wrong():
    """Judged by every wave: the red parallelogram on the right cells (each cell the right colour) but
    slanting the other way sends some wave elsewhere: wrong, a chance lost."""
    turned = [P("red", 2, 6, 8) if p["gem"] == "red" else p for p in LAYOUT]
    assert grids(turned)[1] == grids(LAYOUT)[1]  # every cell question answers alike
    state = fill_sheet(with_layout(LAYOUT), 0, turned)
    state, events = GAME.apply(state, 0, "submit")
    assert events[0].kind == "wrong" and state["chances"] == [1]


def test_a_sheet_answering_like_a_wrong_one_cannot_be_resent():
    """A sheet that gives the same answers as one already found wrong is refused (a symmetric gem placed
    another way, here the black body's old orientation numbers, changes nothing)."""
    state = with_layout(BLACK, players=2)
    wrong = [*WRONG, P("black", 0, 8, 7)]
    state, _ = submit_wrong(state, 0, wrong)
    state, _ = GAME.apply(state, 1, "ask:1A")
    state, _ = GAME.apply(state, 1, "end")
    state = fill_sheet(state, 0, wrong, fresh=True)
    assert "submit" not in ids(state)
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, 0, "submit")
    assert err.value.code == "sheet_tried"


def test_an_incomplete_sheet_cannot_be_submitted_and_costs_nothing():
    """As on BGA: a sheet missing a gem cannot be submitted; the refusal names the missing gems; no chance
    is lost and the state is untouched."""
    state = with_layout(LAYOUT, players=2)
    state = fill_sheet(state, 0, LAYOUT[:4])
    assert "submit" not in ids(state)
    before = canonical(state)
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, 0, "submit")
    assert err.value.code == "sheet_incomplete" and "blue big triangle" in str(err.value)
    assert canonical(state) == before and state["chances"] == [2, 2]
    for lang in ("en", "fr"):
        assert TEXTS.t(lang, "submit_when_complete") in GAME.private_text(GAME.view(state, 0), lang, ["A", "B"])
    state = fill_sheet(state, 0, LAYOUT[4:])
    assert "submit" in ids(state)


def test_an_old_state_loads_with_its_black_body_and_sheet_step():
    """A state saved before the change (sheet steps in the phase, the black body in four orientations, a
    sheet with it turned a half turn) loads, plays on, and its right sheet wins."""
    state = with_layout(BLACK)
    old = GAME.dump(state)
    old_black = {"gem": "black", "rot": 0, "x": 3, "y": 3}
    old["layout"]["pieces"][-1] = old_black
    old["layout"]["kinds"][CELL_INDEX["3C"]], old["layout"]["kinds"][CELL_INDEX["4C"]] = 1, 2  # ◢◣
    old["drafts"][0] = {p["gem"]: [p["rot"], p["x"], p["y"]] for p in LAYOUT}
    old["drafts"][0]["black"] = [2, 3, 3]  # ◥◤: the half turn the old judging refused
    old["phase"], old["sel"] = "rot", {"gem": "red", "rot": None}
    del old["sels"]
    state = GAME.load(old)
    assert state["phase"] == "question" and state["sels"] == [{"gem": "red"}] and "sel" not in state
    assert state["drafts"][0]["black"] == [0, 3, 3] and state["layout"]["pieces"][-1]["rot"] == 0
    assert GAME.private_text(GAME.view(state, 0), "en", ["A"])
    state, _ = GAME.apply(state, 0, "back")
    state, events = GAME.apply(state, 0, "submit")
    assert events[0].kind == "right"


# ---------------------------------------------------------------- issue 35: the sheet at any time, 3 clicks, words
def test_the_sheet_is_editable_at_any_time_and_reveals_nothing():
    """As on BGA: a player edits the sheet during another player's turn; the edit is a move of a seat in
    ``to_act`` but not in ``required_seats``, announces nothing, ends no turn and changes no other view."""
    state = with_layout(LAYOUT, players=3)
    assert GAME.to_act(state) == [0, 1, 2] and GAME.required_seats(state) == [0]
    assert sorted(ids(state, 1)) == sorted(f"gem:{g}" for g in state["gems"])  # no question, no submit
    views = [canonical(GAME.view(state, s)) for s in (None, 0, 2)]
    state, ev1 = GAME.apply(state, 1, "gem:red")
    state, ev2 = GAME.apply(state, 1, "at:0:6H")
    state, ev3 = GAME.apply(state, 1, "clear")
    state = fill_sheet(state, 1, LAYOUT)
    assert ev1 == ev2 == ev3 == []
    assert [canonical(GAME.view(state, s)) for s in (None, 0, 2)] == views
    assert state["turn"] == 0 and state["phase"] == "question" and GAME.required_seats(state) == [0]
    state, _ = GAME.apply(state, 0, "ask:1A")
    state, _ = GAME.apply(state, 0, "end")
    state, events = GAME.apply(state, 1, "submit")  # on its own turn, the sheet filled earlier wins
    assert events[0].kind == "right"


def test_a_gem_is_placed_in_at_most_three_clicks():
    """A gem: pick it (one step), then its orientation and its cell (one move of two steps) — every gem, every
    orientation, counted through ``move_steps``."""
    state = with_layout([*LAYOUT, P("prism", 0, 1, 1), P("black", 0, 3, 3)], players=2)
    names = ["A", "B"]
    for seat in (0, 1):
        for gem in state["gems"]:
            pick = next(m for m in GAME.legal_moves(state, seat) if m.id == f"gem:{gem}")
            first = len(GAME.move_steps(state, seat, pick, "en", names))
            after, _ = GAME.apply(state, seat, pick.id)
            places = [m for m in GAME.legal_moves(after, seat) if m.kind == "at"]
            assert {m.args["rot"] for m in places} == set(range(len(GEMS[gem]["rots"])))
            assert all(first + len(GAME.move_steps(after, seat, m, "en", names)) <= 3 for m in places)


def test_orientations_are_named_in_words():
    """Orientations read as words ("pointing up", "square corner bottom left"), never as ◣/■/◥ glyphs."""
    state = with_layout([*LAYOUT, P("prism", 0, 1, 1), P("black", 0, 3, 3)])
    glyphs = set("◢◣◥◤■")
    seen = set()
    for gem in state["gems"]:
        after, _ = GAME.apply(state, 0, f"gem:{gem}")
        for lang in ("en", "fr"):
            for m in GAME.legal_moves(after, 0):
                text = " ".join([GAME.move_label(after, 0, m, lang, ["A"]),
                                 *GAME.move_steps(after, 0, m, lang, ["A"])])
                assert not glyphs & set(text)
                if m.kind == "at":
                    seen.add(GAME.move_steps(after, 0, m, lang, ["A"])[0])
    assert {"pointing up", "pointe à gauche", "square corner bottom left", "standing, slanting /",
            "lying flat (2 cells wide)"} <= seen
    state = fill_sheet(state, 0, [P("blue", 1, 1, 5)])
    assert "blue big triangle: pointing right, top-left 1E" in GAME.private_text(GAME.view(state, 0), "en", ["A"])
