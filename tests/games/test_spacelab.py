"""Spacelab scenarios, one per rule of the BGA help page (designed card contents: see data.py)."""

import random

import pytest

from engine import IllegalMove
from engine.games.spacelab import GAME
from engine.games.spacelab.data import CAPSULE_TILES, LAB, OBJECTIVES, PROJECTS, VALIDATION
from engine.games.spacelab.rules import score_parts
from engine.games.spacelab.text import TEXTS
from engine.invariants import check_copy_state, determinize_states


def card(agency, cost, bolt=None, score=None):
    """The id of a Lab card with these attributes."""
    for c in LAB:
        if c["agency"] == agency and c["cost"] == cost and c["bolt"] == bolt and c["score"] == score:
            return c["id"]
    raise LookupError


def ready(players=2, hands=None, objectives=None, turn=0):
    """A game past set-up: seat ``turn`` to play, given hands and objective tiles."""
    state = GAME.setup(players, seed=3)
    for _ in range(players):
        state, _ = GAME.apply(state, state["turn"], "arrange:012")
    state["turn"] = turn
    if hands is not None:
        used = {c for h in hands for c in h}
        state["hands"] = [list(h) for h in hands]
        state["deck"] = [c for c in range(60) if c not in used]
    if objectives is not None:
        state["objectives"] = [list(o) for o in objectives]
    return state


def ids(state, seat=None):
    return [m.id for m in GAME.legal_moves(state, state["turn"] if seat is None else seat)]


def test_component_totals():
    """Components: 60 Lab cards (15 per agency, 4 specialties), 12 objectives, 12 capsules,
    12 validation tiles in 3 piles sorted high first, 24 Project cards."""
    assert len(LAB) == 60 and len(OBJECTIVES) == 12 and len(CAPSULE_TILES) == 12 and len(PROJECTS) == 24
    for a in ("red", "blue", "green", "gold"):
        assert sum(1 for c in LAB if c["agency"] == a) == 15
    for s in ("doctor", "pilot", "researcher", "technician"):
        assert sum(1 for c in LAB if c["spec"] == s) == 15
    assert {c["cost"] for c in LAB} == {0, 1, 2, 3}
    assert sum(len(v) for v in VALIDATION.values()) == 12
    assert all(v == sorted(v, reverse=True) for v in VALIDATION.values())
    assert len({tuple(o["need"]) for o in OBJECTIVES}) == 12


def test_setup_empty_hands_and_objective_choice():
    """Set-up: empty hands; each player draws 3 objectives and chooses which capsule gets which."""
    state = GAME.setup(3, seed=1)
    assert state["hands"] == [[], [], []]
    first = state["turn"]
    drawn = state["drawn"][first]
    state, _ = GAME.apply(state, first, "arrange:210")
    assert state["objectives"][first] == [drawn[2], drawn[1], drawn[0]]
    assert state["turn"] == (first + 1) % 3 and state["phase"] == "arrange"


def test_reveal_three_take_one_agency_rest_to_centre():
    """Action 1: reveal 3 Lab cards, take all of one agency; the others go to the Centre by agency."""
    state = ready()
    r1, r2, b = card("red", 0), card("red", 1, "lab"), card("blue", 0)
    state["deck"] = [c for c in state["deck"] if c not in (r1, r2, b)] + [b, r2, r1]
    state, ev = GAME.apply(state, 0, "reveal")
    assert sorted(state["revealed"]) == sorted([r1, r2, b])
    assert sorted(ids(state)) == ["take:blue", "take:red"]
    state, _ = GAME.apply(state, 0, "take:red")
    assert sorted(state["hands"][0]) == sorted([r1, r2])
    assert state["center"]["blue"] == [b] and state["turn"] == 1


def test_recruit_takes_all_cards_of_one_agency():
    """Action 2: take all the cards of one agency from the Recruitment Centre, any number."""
    state = ready()
    state["center"]["green"] = [card("green", 0), card("green", 1, "lab"), card("green", 2, "project")]
    state, _ = GAME.apply(state, 0, "recruit:green")
    assert len(state["hands"][0]) == 3 and state["center"]["green"] == []


def test_hand_of_five_must_place():
    """Hand limit: with 5+ Lab cards at the start of the turn, only placing is allowed."""
    hand = [card("red", 0), card("blue", 0), card("green", 0), card("gold", 0), card("red", 1, "lab")]
    state = ready(hands=[hand, []])
    state["center"]["red"] = [card("red", 3, None, ["flat", 5])]
    assert all(m.startswith("place:") for m in ids(state))
    state["hands"][0] = hand[:4]
    assert "reveal" in ids(state) and "recruit:red" in ids(state)


def test_drawing_beyond_five_is_allowed():
    """Hand limit: with 0-4 cards, actions 1 and 2 may take the hand beyond 5."""
    hand = [card("red", 0), card("blue", 0), card("green", 0), card("gold", 0)]
    state = ready(hands=[hand, []])
    state["center"]["gold"] = [card("gold", 1, "lab"), card("gold", 2, "project")]
    state, _ = GAME.apply(state, 0, "recruit:gold")
    assert len(state["hands"][0]) == 6


def test_cost_paid_by_discarding_other_cards():
    """Action 3: a card's cost (0-3) is paid by discarding that many other hand cards."""
    dear = card("red", 2, None, ["flat", 3])
    others = [card("blue", 0), card("green", 0)]
    state = ready(hands=[[dear, others[0]], []])
    assert not any(m.startswith(f"place:{dear}:") for m in ids(state))  # only 1 other card
    state["hands"][0].append(others[1])
    state, _ = GAME.apply(state, 0, f"place:{dear}:3")
    assert state["phase"] == "pay"
    state, _ = GAME.apply(state, 0, f"pay:{others[0]}")
    state, _ = GAME.apply(state, 0, f"pay:{others[1]}")
    assert state["stations"][0][3] == dear and state["hands"][0] == []
    assert state["discard"] == others and all(not v for v in state["center"].values())


def test_place_several_cards_then_stop():
    """Action 3: place as many cards as you can pay for; the player may stop."""
    a, b, c = card("red", 0), card("blue", 0), card("green", 0)
    state = ready(hands=[[a, b, c], []])
    state, _ = GAME.apply(state, 0, f"place:{a}:3")
    assert state["turn"] == 0 and "stop" in ids(state)
    state, _ = GAME.apply(state, 0, f"place:{b}:6")
    state, _ = GAME.apply(state, 0, "stop")
    assert state["turn"] == 1 and state["hands"][0] == [c]


def test_one_card_per_slot():
    """Vocabulary: each slot holds only one Lab card, never moved."""
    a, b = card("red", 0), card("blue", 0)
    state = ready(hands=[[a, b], []])
    state, _ = GAME.apply(state, 0, f"place:{a}:3")
    assert not any(m.endswith(":3") for m in ids(state))
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, f"place:{b}:3")


def test_lightning_effect_draws_a_lab_in_any_slot():
    """Immediate effect: a lightning card draws (hidden) wherever it is placed."""
    bolt = card("red", 1, "lab")
    state = ready(hands=[[bolt, card("blue", 0)], []])
    top = state["deck"][-1]
    state, _ = GAME.apply(state, 0, f"place:{bolt}:4")
    state, ev = GAME.apply(state, 0, f"pay:{card('blue', 0)}")
    assert top in state["hands"][0]
    assert all(e.to == [0] for e in ev if "card" in e.args and e.kind == "drew")
    assert not any(e.to is None and e.args.get("card") == top for e in ev)


def test_top_slot_draws_projects_by_cost_keep_one():
    """Top slot: draw as many Projects as the card's cost, keep one, the others under the deck."""
    dear = card("red", 2, None, ["flat", 3])
    state = ready(hands=[[dear, card("blue", 0), card("green", 0)], []])
    state["pdeck"] = [k for k in PROJECTS if k not in ("module", "ag_red")] + ["ag_red", "module"]
    state, _ = GAME.apply(state, 0, f"place:{dear}:0")
    state, _ = GAME.apply(state, 0, f"pay:{card('blue', 0)}")
    state, ev = GAME.apply(state, 0, f"pay:{card('green', 0)}")
    assert state["phase"] == "pick" and sorted(ids(state)) == ["keep:ag_red", "keep:module"]
    state, _ = GAME.apply(state, 0, "keep:module")
    assert state["projects"][0] == ["module"] and state["pdeck"][0] == "ag_red"


def test_zero_cost_top_slot_draws_nothing_and_middle_has_no_effect():
    """Top slot with cost 0 draws 0 Projects; the middle row has no effect."""
    a, b = card("red", 0), card("blue", 0)
    state = ready(hands=[[a, b], []])
    before = len(state["pdeck"])
    state, _ = GAME.apply(state, 0, f"place:{a}:1")
    state, _ = GAME.apply(state, 0, f"place:{b}:5")
    assert len(state["pdeck"]) == before and state["projects"][0] == []


def test_bottom_slot_uses_objective_effect_on_specialty():
    """Bottom slot: the objective's effect applies when the card has the required specialty."""
    obj = next(o for o in OBJECTIVES if o["effect"] == "lab")
    match = next(c["id"] for c in LAB if c["cost"] == 0 and c["spec"] == obj["spec"] and not c["bolt"])
    miss = next(c["id"] for c in LAB if c["cost"] == 0 and c["spec"] != obj["spec"] and not c["bolt"])
    base = ready(hands=[[match, miss], []], objectives=[[obj["id"], 1, 2], [3, 4, 5]])
    state, _ = GAME.apply(base, 0, f"place:{miss}:7")
    assert len(state["hands"][0]) == 1
    state, _ = GAME.apply(base, 0, f"place:{match}:7")
    assert len(state["hands"][0]) == 2  # kept the other card and drew one


def test_validation_takes_top_tile_and_first_bonus():
    """Validation: 3 agency colours around a capsule take the top tile of its pile; the first
    yellow tile also draws a Lab card; the next player gets the lower value."""
    obj = OBJECTIVES[0]  # three distinct colours
    cards = [card(a, 0) for a in obj["need"]]
    state = ready(hands=[cards, []], objectives=[[0, 1, 2], [0, 4, 5]])
    for c, slot in zip(cards, (0, 3, 4), strict=True):
        state, ev = GAME.apply(state, 0, f"place:{c}:{slot}")
    assert state["validated"][0][0] == VALIDATION["yellow"][0]
    assert len(state["hands"][0]) == 1  # first-tile bonus: a Lab card
    assert state["piles"]["yellow"] == VALIDATION["yellow"][1:]


def test_end_after_three_validations_others_play_last_turn():
    """End: 3 validated objectives trigger the end; the others play one last turn, not the trigger."""
    state = ready(players=3, hands=[[card("red", 0)], [], []])
    state["validated"][0] = [7, 5, None]
    state["objectives"][0] = [0, 1, 2]
    need = OBJECTIVES[2]["need"]
    state["stations"][0][2] = card(need[0], 0)
    state["stations"][0][5] = card(need[1], 1, "lab")
    state["hands"][0] = [card(need[2], 0)]
    state, ev = GAME.apply(state, 0, f"place:{state['hands'][0][0]}:6")
    assert state["final"] == 0 and state["turn"] == 1
    state, _ = GAME.apply(state, 1, "reveal")
    state, _ = GAME.apply(state, 1, ids(state)[0])
    state, _ = GAME.apply(state, 2, "reveal")
    state, ev = GAME.apply(state, 2, ids(state, 2)[0])
    assert GAME.to_act(state) == [] and GAME.result(state) is not None


def test_full_station_triggers_end():
    """End: a station with 10 Lab cards triggers the last round."""
    state = ready(hands=[[card("red", 0)], []])
    zeros = [c["id"] for c in LAB if c["cost"] == 0 and c["id"] != card("red", 0)][:9]
    state["stations"][0] = zeros + [None]
    state, _ = GAME.apply(state, 0, f"place:{card('red', 0)}:9")
    assert state["final"] == 0 and state["turn"] == 1


def test_scoring_and_tie_break_most_projects():
    """Score: Lab cards + bottom effects + Projects + validation; tie → most Project cards."""
    state = ready()
    state["stations"][0][3] = card("red", 3, None, ["flat", 5])
    state["stations"][1][3] = card("blue", 3, None, ["flat", 5])
    state["projects"] = [["module"], ["module", "ag_green"]]
    assert score_parts(state, 0)["total"] == score_parts(state, 1)["total"] == 7
    state["over"] = True
    assert GAME.result(state)["winners"] == [1]


def test_hidden_information_stays_private():
    """Hands and kept Projects are hidden: the public view shows only counts."""
    state = ready(hands=[[card("red", 0)], [card("blue", 0)]])
    state["projects"][1] = ["module"]
    pub = GAME.view(state, None)
    assert "hand" not in pub and "projects" not in pub and pub["project_counts"] == [0, 1]
    assert GAME.view(state, 0)["hand"] == [card("red", 0)]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_texts_render_in_both_languages(lang):
    """Presentation: board, hand, labels and events render in both languages within the limits."""
    names = ["Ann", "Bob", "Cy", "Di"]
    rng = random.Random(1)
    state = GAME.setup(4, seed=9)
    while GAME.to_act(state):
        seat = GAME.to_act(state)[0]
        moves = GAME.legal_moves(state, seat)
        labels = [GAME.move_label(state, seat, m, lang, names) for m in moves]
        assert len(set(labels)) == len(labels) and all(len(x) <= 80 for x in labels)
        state, ev = GAME.apply(state, seat, GAME.ai_move(state, seat, rng))
        for e in ev:
            GAME.event_text(e, lang, names)
        board = GAME.board_text(GAME.view(state, None), lang, names)
        assert len(board) <= 3500
        assert len(GAME.private_text(GAME.view(state, seat), lang, names)) <= 1800
    assert len(GAME.rules_summary(lang)) <= 3500
    assert set(TEXTS.tables["en"]) == set(TEXTS.tables["fr"])


def test_ai_games_finish_at_every_count():
    """AI seats play legal moves and games end at 2, 3 and 4 players."""
    for players in (2, 3, 4):
        state = GAME.setup(players, seed=players)
        rng = random.Random(players)
        for _ in range(GAME.move_cap):
            if not GAME.to_act(state):
                break
            seat = GAME.to_act(state)[0]
            state, _ = GAME.apply(state, seat, GAME.ai_move(state, seat, rng))
        assert GAME.result(state) is not None


def _ai_game(players, seed):
    state, rng = GAME.setup(players, seed), random.Random(seed)
    while GAME.to_act(state):
        seat = GAME.to_act(state)[0]
        state, _ = GAME.apply(state, seat, GAME.ai_move(state, seat, rng))
    return state


def test_no_designed_card_dominates():
    """Designed content: over AI games, the players who placed a given Lab design (its position in an
    agency's list) or held a given Project kind score on average within 4 points of what the holders of
    any other design score (averages near 28; the 300-game figures are in the closing note)."""
    lab, projects = {}, {}
    for g in range(90):
        state = _ai_game(2 + g % 3, 300 + g)
        scores = GAME.result(state)["scores"]
        for seat, score in enumerate(scores):
            for c in {c for c in state["stations"][seat] if c is not None}:
                lab.setdefault(c % 15, []).append(score)
            for kind in set(state["projects"][seat]):
                projects.setdefault(kind, []).append(score)
    for table in (lab, projects):
        means = {k: sum(v) / len(v) for k, v in table.items() if len(v) >= 10}
        centre = sum(means.values()) / len(means)
        assert len(means) >= len(table) - 2
        for k, m in means.items():
            assert abs(m - centre) < 4, (k, m, centre)


# ---------------------------------------------------------------- golden replays (speed work must not change a game)
from pathlib import Path as _Path  # noqa: E402

from engine import golden as _golden  # noqa: E402
from engine.games.spacelab import GAME as _GAME  # noqa: E402

FIXTURE = _golden.Fixture(_GAME, _Path(__file__).with_name("golden_spacelab.json.gz"))


@pytest.mark.parametrize("case", range(20))
def test_golden_replays_are_unchanged(case):
    """Replays: the same seed and the same move ids give the same game (views, legal moves, events,
    result and dumped states) as the code that recorded the fixture."""
    FIXTURE.check_replay(case)


def test_golden_old_states_load_and_play_on():
    """Saved games: a state dumped mid-game by the recording code loads and plays on identically."""
    FIXTURE.check_saved_states()


if __name__ == "__main__":
    FIXTURE.record(FIXTURE.cases())  # once, with the code whose games must not change


def test_apply_copy_shares_nothing_with_the_input():
    """Engine promise: the game's own state copy is exact and the state apply returns shares no list or dict
    with its input."""
    from engine.games.spacelab.rules import copy_state

    for players in (2, 3, 4):
        for state in determinize_states(_GAME, players, players, samples=40):
            check_copy_state(_GAME, copy_state, state)


def test_evaluate_follows_the_lead_in_points_and_hand():
    """Search AI (issue 19): ``evaluate`` leans to the seat ahead on points, a card in hand counting half a
    point; a finished game gives its result."""
    state = ready(hands=[[], []])
    assert GAME.evaluate(state, 0) == pytest.approx(0.5)
    state["stations"][0][3] = card("red", 3, None, ["flat", 5])
    lead = GAME.evaluate(state, 0)
    assert lead > 0.5 and GAME.evaluate(state, 1) == pytest.approx(1 - lead)
    state["hands"][1] = [c for c in range(60) if c != state["stations"][0][3]][:10]  # 5 points' worth
    assert GAME.evaluate(state, 0) == pytest.approx(0.5)
    state["over"] = True
    assert GAME.evaluate(state, 0) == 1.0 and GAME.evaluate(state, 1) == 0.0


# ---------------------------------------------------------------- card texts (issue 35)
def test_every_card_power_is_shown_where_you_decide():
    """Every Lab card, Project kind, objective tile, the capsule tile and the validation piles have their words
    (EN/FR) in ``cards()``; a Lab card in hand shows its note in the DM and beside the moves that place it or
    pay with it; a Project beside the move that keeps it; an objective in the DM and beside a bottom slot; the
    copies add up to the data's totals."""
    from engine.core import NOTE_CHARS
    from engine.games.spacelab.data import CAPSULE_TILES, OBJECTIVES, PROJECTS, VALIDATION

    infos = {c.key: c for c in GAME.cards()}
    assert sum(c.copies for c in infos.values() if c.kind["en"] == "Lab card") == len(LAB) == 60
    assert sum(c.copies for c in infos.values() if c.kind["en"] == "Project card") == len(PROJECTS) == 24
    assert sum(c.copies for c in infos.values() if c.kind["en"] == "Objective tile") == len(OBJECTIVES) == 12
    assert infos["capsule"].copies == len(CAPSULE_TILES) == 12
    assert sum(infos[f"val_{c}"].copies for c in VALIDATION) == 12
    for c in infos.values():
        for lang in ("en", "fr"):
            assert c.name(lang) and c.text(lang) and len(c.note(lang)) <= NOTE_CHARS
    names = ["Ana", "Bo"]
    for i in range(len(LAB)):
        others = [c for c in range(60) if c != i][:3]
        state = ready(hands=[[i, *others], []], objectives=[[0, 1, 2], [3, 4, 5]])
        for lang in ("en", "fr"):
            note = GAME.card_note(i, lang)
            assert note in GAME.private_text(GAME.view(state, 0), lang, names)
            place = next(m for m in GAME.legal_moves(state, 0) if m.kind == "place" and m.args["card"] == i)
            assert GAME.move_notes(state, 0, place, lang, names)[0] == note
            assert str(i) in GAME.cards_in_view(GAME.view(state, 0))
        payer = next(c for c in others if LAB[c]["cost"] < 4)
        paying, _ = GAME.apply(state, 0, f"place:{payer}:3")
        if paying["phase"] == "pay":
            pay = next(m for m in GAME.legal_moves(paying, 0) if m.args.get("card") == i)
            assert GAME.move_notes(paying, 0, pay, "fr", names) == [GAME.card_note(i, "fr")]
    for kind in set(PROJECTS):
        state = ready(hands=[[], []])
        state["phase"], state["pick"] = "pick", [kind]
        for lang in ("en", "fr"):
            assert GAME.card_note(kind, lang) in GAME.private_text(GAME.view(state, 0), lang, names)
            keep = GAME.legal_moves(state, 0)[0]
            assert GAME.move_notes(state, 0, keep, lang, names) == [GAME.card_note(kind, lang)]
    for o in range(len(OBJECTIVES)):
        state = ready(hands=[[0, 1], []], objectives=[[o, (o + 1) % 12, (o + 2) % 12], [3, 4, 5]])
        for lang in ("en", "fr"):
            assert GAME.card_note(f"obj{o}", lang) in GAME.private_text(GAME.view(state, 0), lang, names)
            below = next(m for m in GAME.legal_moves(state, 0) if m.kind == "place" and m.args["slot"] == 7)
            assert GAME.move_notes(state, 0, below, lang, names)[1] == GAME.card_note(f"obj{o}", lang)
    above = next(m for m in GAME.legal_moves(state, 0) if m.kind == "place" and m.args["slot"] == 0)
    assert GAME.move_notes(state, 0, above, "en", names)[1] == infos["capsule"].note("en")
