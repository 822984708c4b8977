"""Solstis scenarios, one per rule (factsheet: Game Park's open implementation and its rule texts)."""

import json
import random

import pytest

from engine import LANGS, IllegalMove, SetupError, registry
from engine.games.solstis.data import (
    BLUE_SPIRITS,
    CELLS,
    EVIL,
    FIRE_HALVES,
    FIREFLY_SPIRITS,
    LAND_TILES,
    N_RAINBOWS,
    PLAIN_SPIRITS,
    SPIRITS,
    SQUARES,
)
from engine.games.solstis.present import grid_lines
from engine.games.solstis.rules import score_parts
from engine.games.solstis.text import TEXTS
from engine.invariants import check_ai_move_reads_only_the_view

GAME = registry.get("solstis")
NAMES = ["Alice", "Bob"]


def stacked(display=(), hands=(("A1", "A2", "A3"), ("F4", "F5", "F6")), deck=("C9", "C10"), turn=0, **extra):
    """A game in progress: ``display`` is a list of face-up tiles (or (up, [under]) pairs); deck top last."""
    state = GAME.setup(2, seed=3)
    spots = []
    for d in display:
        if isinstance(d, tuple):
            spots.append({"up": d[0], "under": list(d[1])})
        else:
            spots.append({"up": d, "under": []})
    state.update({"display": spots, "hands": [list(h) for h in hands], "deck": list(deck), "turn": turn,
                  "first": turn})
    state.update(extra)
    return state


def ids(state, seat):
    return [m.id for m in GAME.legal_moves(state, seat)]


def play(state, seat, move_id):
    return GAME.apply(state, seat, move_id)


def kinds(events):
    return [e.kind for e in events]


# ---------------------------------------------------------------- components and set-up
def test_component_totals():
    """Components: 48 unique land tiles (rows of 10,10,10,8,6,4), 12 Rainbows, 15 Spirits, 9 fires."""
    assert len(LAND_TILES) == len(set(LAND_TILES)) == 48 == len(CELLS)
    assert [sum(1 for t in LAND_TILES if t[0] == r) for r in "ABCDEF"] == [10, 10, 10, 8, 6, 4]
    assert N_RAINBOWS == 12
    assert len(SPIRITS) == 15 and len(PLAIN_SPIRITS) == 7 and len(BLUE_SPIRITS) == 7 and "evil" in SPIRITS
    assert sum(FIRE_HALVES.values()) == 18  # 9 fires, the two middle peaks 1.5 each
    assert len(SQUARES) == 9 + 9 + 7 + 5 + 3


def test_setup_display_hands_and_pile():
    """Set-up: 6 display spots (face-down tile under a face-up one), 3 tiles each, 30 in the pile."""
    s = GAME.setup(2, seed=9)
    assert len(s["display"]) == 6 and all(len(x["under"]) == 1 and x["up"] for x in s["display"])
    assert [len(h) for h in s["hands"]] == [3, 3] and len(s["deck"]) == 30
    every = s["deck"] + [t for h in s["hands"] for t in h] + [x["up"] for x in s["display"]] \
        + [u for x in s["display"] for u in x["under"]]
    assert sorted(every) == sorted(LAND_TILES)
    assert sorted(s["spirit_deck"]) == sorted(SPIRITS) and s["rainbows"] == 12


def test_beginner_option_removes_the_evil_spirit():
    """Option beginner: the game is played without the Evil Spirit."""
    s = GAME.setup(2, seed=9, options={"beginner": True})
    assert "evil" not in s["spirit_deck"] and len(s["spirit_deck"]) == 14


def test_only_two_players():
    """Solstis is for exactly 2 players."""
    for n in (1, 3):
        with pytest.raises(SetupError):
            GAME.setup(n, seed=1)


# ---------------------------------------------------------------- capture
def test_capture_by_row_or_number_puts_both_tiles_home():
    """Capture: a played tile takes a face-up display tile of its row or its number; both go home."""
    s = stacked(display=["A7", "C2", "D5"], hands=(("A2", "B9", "E9"), ("F4", "F5", "F6")))
    assert set(ids(s, 0)) == {"play:A2:A7", "play:A2:C2", "play:B9", "play:E9"}
    s2, ev = play(s, 0, "play:A2:C2")
    assert s2["pano"][0] == {"A2": "T", "C2": "T"}
    assert [x["up"] for x in s2["display"]] == ["A7", "D5"]
    assert "capture" in kinds(ev)


def test_display_tile_beneath_is_turned_up_at_once_and_hand_refilled():
    """A captured tile uncovers the tile beneath it, turned face up at once (Game Park), before the hand is
    refilled to 3 at the end of the turn."""
    s = stacked(display=[("C2", ["E5"])], hands=(("A2", "B9", "E9"), ("F4", "F5", "F6")), deck=["C9", "C10"])
    s2, ev = play(s, 0, "play:A2:C2")
    assert s2["display"] == [{"up": "E5", "under": []}]
    assert sorted(s2["hands"][0]) == ["B9", "C10", "E9"] and s2["turn"] == 1
    assert kinds(ev).index("reveal") == kinds(ev).index("capture") + 1 < kinds(ev).index("drew")
    # the drawn tile is told to its owner only
    private = [e for e in ev if e.to is not None]
    assert private and all(e.to == [0] for e in private)


def test_display_tile_uncovered_by_a_capture_turns_face_up_at_once_for_a_beetle():
    """The tile beneath a captured display tile turns face up at once: the Beetle met in the same turn may
    take it."""
    s, _ = spirit_turn("beetle", display=[("A2", ["D7"]), "E6"])
    assert sorted(ids(s, 0)) == ["beetle:D7", "beetle:E6"]
    s, _ = play(s, 0, "beetle:D7")
    assert s["pano"][0]["D7"] == "T" and [x["up"] for x in s["display"]] == ["E6"]


# ---------------------------------------------------------------- second chance and Rainbows
def test_second_chance_may_capture_the_tile_just_played():
    """Second chance: the played tile joins the display; the pile's top tile may capture, even that one."""
    s = stacked(display=["D5"], hands=(("B9", "A2", "A3"), ("F4", "F5", "F6")), deck=["C1", "B3"])
    s2, ev = play(s, 0, "play:B9")
    assert kinds(ev)[:2] == ["miss", "second"]
    assert GAME.to_act(s2) == [0] and ids(s2, 0) == ["take:B9"]
    s3, _ = play(s2, 0, "take:B9")
    assert s3["pano"][0] == {"B9": "T", "B3": "T"}


def test_second_chance_failing_gives_a_rainbow_next_to_your_tiles():
    """Both tiles fail: both join the display and the player places a Rainbow next to a tile of theirs."""
    s = stacked(display=["D5"], hands=(("B9", "A2", "A3"), ("F4", "F5", "F6")), deck=["C1", "E2"],
                pano=[{"A1": "T"}, {}])
    s2, ev = play(s, 0, "play:B9")
    assert [x["up"] for x in s2["display"]] == ["D5", "B9", "E2"]
    assert sorted(ids(s2, 0)) == ["rainbow:A2", "rainbow:B1"]
    s3, _ = play(s2, 0, "rainbow:B1")
    assert s3["pano"][0]["B1"] == "R" and s3["rainbows"] == 11


def test_rainbow_won_on_an_empty_panorama_waits_until_the_panorama_holds_two_tiles():
    """Game Park: a Rainbow goes next to a tile of yours; one won with an empty panorama leaves the supply
    and waits until your next capture has put 2 tiles in your panorama, then you place it."""
    s = stacked(display=["D5"], hands=(("B9", "A2", "A3"), ("F4", "F5", "F6")), deck=["C8", "C1", "E2"])
    s, ev = play(s, 0, "play:B9")
    assert "rainbow_wait" in kinds(ev) and s["turn"] == 1 and s["pano"][0] == {}
    assert s["rainbows"] == 11 and s["rainbow_wait"] == [1, 0]
    assert GAME.view(s, None)["rainbow_wait"] == [1, 0]
    s["display"] = [{"up": "A7", "under": []}]
    s, ev = play(s, 1, "play:F4")  # Bob misses too, and so does his second chance C1: his Rainbow waits
    assert "rainbow_wait" in kinds(ev) and s["rainbow_wait"] == [1, 1] and s["turn"] == 0
    s, ev = play(s, 0, "play:A2:A7")
    assert s["pano"][0] == {"A2": "T", "A7": "T"}
    assert GAME.to_act(s) == [0] and sorted(ids(s, 0)) == ["rainbow:A1", "rainbow:A3", "rainbow:A6",
                                                            "rainbow:A8", "rainbow:B2", "rainbow:B7"]
    s, _ = play(s, 0, "rainbow:A3")
    assert s["pano"][0]["A3"] == "R" and s["rainbows"] == 10 and s["rainbow_wait"][0] == 0


def test_no_rainbow_left_means_none():
    """Rainbows are limited to 12: when none remain, a double failure gives nothing."""
    s = stacked(display=["D5"], hands=(("B9", "A2", "A3"), ("F4", "F5", "F6")), deck=["C1", "E2"], rainbows=0)
    s2, _ = play(s, 0, "play:B9")
    assert s2["turn"] == 1 and not s2["queue"]


def test_tile_arriving_on_a_rainbow_pushes_it_elsewhere():
    """A tile whose home holds a Rainbow takes the cell; the Rainbow is placed again."""
    s = stacked(display=["C2"], hands=(("A2", "B9", "E9"), ("F4", "F5", "F6")), pano=[{"A2": "R"}, {}])
    s2, _ = play(s, 0, "play:A2:C2")
    assert s2["pano"][0]["A2"] == "T" and GAME.to_act(s2) == [0]
    assert set(ids(s2, 0)) == {"rainbow:A1", "rainbow:A3", "rainbow:B2", "rainbow:C1", "rainbow:C3", "rainbow:D2"}
    s3, _ = play(s2, 0, "rainbow:B2")
    assert s3["pano"][0]["B2"] == "R" and s3["rainbows"] == 12


def test_tile_under_a_spirit_rainbow_is_removed():
    """A tile whose home is a Rainbow under a Spirit is removed from the game."""
    pano = {"A1": "R", "A2": "T", "B1": "T", "B2": "T"}
    s = stacked(display=["C1"], hands=(("A1", "B9", "E9"), ("F4", "F5", "F6")), pano=[pano, {}],
                spirits=[[{"s": "wolf", "at": "A1"}], []])
    s2, ev = play(s, 0, "play:A1:C1")
    assert s2["pano"][0]["A1"] == "R" and "A1" in s2["removed"] and "removed" in kinds(ev)


# ---------------------------------------------------------------- squares and Spirits
def square_state(**extra):
    """Alice completes the square A1 by capturing: A1, B1, B2 are hers, she plays A3 and takes A2."""
    base = dict(display=["A2"], hands=(("A3", "B9", "E9"), ("F4", "F5", "F6")),
                pano=[{"A1": "T", "B1": "T", "B2": "T"}, {}], spirit_deck=["bee", "wolf"])
    base.update(extra)
    return stacked(**base)


def test_square_meets_a_spirit_draw_two_keep_one():
    """Square: draw 2 Spirits, keep one on the square, the other is laid face up."""
    s, _ = play(square_state(), 0, "play:A3:A2")
    assert ids(s, 0) == ["draw"]
    s, ev = play(s, 0, "draw")
    assert "spirits_drawn" in kinds(ev)
    assert sorted(ids(s, 0)) == ["pick:bee:A1", "pick:wolf:A1"]
    s, _ = play(s, 0, "pick:wolf:A1")
    assert s["spirits"][0] == [{"s": "wolf", "at": "A1"}] and s["spirit_line"] == ["bee"] and s["turn"] == 1


def test_face_up_spirit_may_be_taken_instead():
    """Game Park: a face-up Spirit may be taken instead of drawing 2."""
    s, _ = play(square_state(spirit_line=["lizard"]), 0, "play:A3:A2")
    assert ids(s, 0) == ["draw", "line:lizard:A1"]
    s, _ = play(s, 0, "line:lizard:A1")
    assert s["spirits"][0][0]["s"] == "lizard" and s["spirit_line"] == []


def test_at_most_one_spirit_per_turn_and_choice_of_square():
    """Two squares in one turn: one Spirit only, on the square the player chooses."""
    pano = {"A1": "T", "B1": "T", "B2": "T", "B3": "T", "A4": "T", "B4": "T"}
    s = stacked(display=["A2"], hands=(("A3", "B9", "E9"), ("F4", "F5", "F6")), pano=[pano, {}],
                spirit_deck=["bee", "wolf"], spirit_line=["bird"])
    s, _ = play(s, 0, "play:A3:A2")
    assert sorted(ids(s, 0)) == ["draw", "line:bird:A1", "line:bird:A2", "line:bird:A3"]
    s, _ = play(s, 0, "line:bird:A2")
    assert len(s["spirits"][0]) == 1 and s["turn"] == 1


def test_evil_spirit_is_kept_then_passed_then_covers():
    """Evil Spirit: drawn with another, both are kept; passed on at the next Spirit; covers at the end."""
    s, _ = play(square_state(spirit_deck=["bee", "evil"]), 0, "play:A3:A2")
    s, ev = play(s, 0, "draw")
    assert "evil_kept" in kinds(ev) and s["evil"] == 0 and ids(s, 0) == ["pick:bee:A1"]
    s, ev = play(s, 0, "pick:bee:A1")
    assert s["evil"] == 0 and "evil_passed" not in kinds(ev)
    # next Spirit placed by Alice passes it to Bob
    s2 = stacked(display=["C2"], hands=(("C1", "B9", "E9"), ("F4", "F5", "F6")),
                 pano=[{"A1": "T", "B1": "T", "B2": "T", "A2": "T", "D1": "T", "D2": "T"}, {}],
                 spirits=s["spirits"], evil=0, spirit_deck=["wolf", "bird"])
    s2, _ = play(s2, 0, "play:C1:C2")
    s2, _ = play(s2, 0, "draw")
    s2, ev = play(s2, 0, "pick:wolf:B1")
    assert s2["evil"] == 1 and "evil_passed" in kinds(ev)


def test_evil_spirit_holder_loses_a_spirit_chosen_by_opponent_at_end():
    """End: the opponent of the Evil Spirit's holder chooses which of the holder's Spirits is covered."""
    s = stacked(display=["D5"], hands=(("C5", "B9"), ("E9",)), deck=[], evil=1,
                spirits=[[], [{"s": "bee", "at": "A1"}, {"s": "wolf", "at": "A3"}]],
                pano=[{}, {c: "T" for c in ("A1", "A2", "B1", "B2", "A3", "A4", "B3", "B4")}])
    s, ev = play(s, 0, "play:C5:D5")
    assert "no_more_play" in kinds(ev) and GAME.to_act(s) == [0]
    assert sorted(ids(s, 0)) == ["cover:bee", "cover:wolf"]
    s, _ = play(s, 0, "cover:wolf")
    r = GAME.result(s)
    assert r is not None and r["details"][1]["spirits"] == 1 and "wolf" not in r["details"][1]["bonus"]


# ---------------------------------------------------------------- plain Spirits
def spirit_turn(spirit, **extra):
    """Alice completes square A1 and keeps ``spirit`` from the face-up Spirits."""
    s, _ = play(square_state(spirit_line=[spirit], **extra), 0, "play:A3:A2")
    return play(s, 0, f"line:{spirit}:A1")


def test_fish_places_a_rainbow():
    """Trout: take a Rainbow and place it."""
    s, _ = spirit_turn("fish")
    assert GAME.legal_moves(s, 0)[0].kind == "rainbow"


def test_deer_adds_a_hand_tile():
    """Deer: add a tile from your hand to your panorama (the refill draws 2)."""
    s, _ = spirit_turn("deer", deck=["C8", "C9", "C10"])
    assert sorted(ids(s, 0)) == ["deer:B9", "deer:E9"]
    s, _ = play(s, 0, "deer:E9")
    assert s["pano"][0]["E9"] == "T" and len(s["hands"][0]) == 3 and len(s["deck"]) == 1


def test_eagle_adds_the_top_pile_tile():
    """Eagle: add the top tile of the draw pile to your panorama."""
    s, ev = spirit_turn("eagle", deck=["C8", "C9", "D4"])
    assert s["pano"][0]["D4"] == "T"


def test_bear_draws_and_hand_size_becomes_four():
    """Bear: draw 1 tile now; your hand size becomes 4."""
    s, _ = spirit_turn("bear", deck=["C7", "C8", "C9", "C10"])
    assert s["hand_size"][0] == 4 and len(s["hands"][0]) == 4


def test_dragonfly_takes_a_random_opponent_tile_who_draws_again():
    """Dragonfly: a random tile of the opponent's hand goes to your panorama; they draw a replacement."""
    s, _ = spirit_turn("dragonfly", deck=["C7", "C8", "C9", "C10"])
    taken = [c for c in ("F4", "F5", "F6") if c in s["pano"][0]]
    assert len(taken) == 1 and len(s["hands"][1]) == 3 and taken[0] not in s["hands"][1]


def test_beetle_adds_a_face_up_display_tile():
    """Beetle: add a face-up display tile of your choice to your panorama."""
    s, _ = spirit_turn("beetle", display=["A2", "E6", ("D7", ["C1"])])
    assert sorted(ids(s, 0)) == ["beetle:D7", "beetle:E6"]
    s, _ = play(s, 0, "beetle:D7")
    assert s["pano"][0]["D7"] == "T" and s["display"][-1]["up"] == "C1"


def test_groundhog_gives_another_turn():
    """Groundhog: play another full turn after this one."""
    s, ev = spirit_turn("groundhog")
    assert s["turn"] == 0 and "extra_turn" in kinds(ev)


def test_effect_that_cannot_act_is_lost():
    """An effect with nothing to act on is lost (Beetle with an empty display)."""
    s, ev = spirit_turn("beetle")
    assert "lost_effect" in kinds(ev) and s["turn"] == 1


# ---------------------------------------------------------------- scoring
def test_largest_area_counts_land_tiles_not_rainbows():
    """Score: 1 per land tile of the largest area; Rainbows link but score 0."""
    pano = {"A1": "T", "A2": "R", "A3": "T", "A5": "T", "A6": "T"}
    p = score_parts(pano, [])
    assert p["area"] == 2  # A1-A2(R)-A3 gives 2 land tiles, A5-A6 gives 2


def test_largest_area_is_the_one_with_most_cells_rainbows_included_and_scores_its_land_tiles():
    """Game Park: the largest area is the one with the most cells, Rainbows included; it scores its land
    tiles. Here A1–A4 (3 Rainbows, 1 land tile) outranks A6–A8 (3 land tiles): 1 point."""
    pano = {"A1": "R", "A2": "R", "A3": "R", "A4": "T", "A6": "T", "A7": "T", "A8": "T"}
    assert score_parts(pano, [])["area"] == 1
    # the Cow scores the second area, ranked the same way
    assert score_parts(pano, [{"s": "cow", "at": "C8"}])["bonus"]["cow"] == 3
    # CHOICE: between two areas with as many cells, the one with more land tiles
    assert score_parts({"A1": "R", "A2": "T", "A4": "T", "A5": "T"}, [])["area"] == 2


def test_ladybug_scores_placed_fire_tiles_not_linked_to_row_a_rounded_down():
    """Ladybug (Game Park): +1 per fire tile placed in your panorama and not linked to row A, the peaks
    1.5 each, rounded down; a missing fire tile or a Rainbow on a fire cell counts nothing."""
    ladybug = [{"s": "ladybug", "at": "C5"}]
    assert score_parts({}, ladybug)["bonus"]["ladybug"] == 0  # was 9: every unlit icon counted
    peaks = {"F5": "T", "F6": "T", "E5": "T"}
    assert score_parts(peaks, ladybug)["bonus"]["ladybug"] == 3
    assert score_parts({"F5": "T"}, ladybug)["bonus"]["ladybug"] == 1  # 1.5 rounded down
    assert score_parts({"F5": "R", "E3": "T"}, ladybug)["bonus"]["ladybug"] == 1
    lit = {"A2": "T", "B2": "T", "C2": "T", "D2": "T", "E8": "T"}
    assert score_parts(lit, ladybug)["bonus"]["ladybug"] == 1  # D2 lit, E8 not


def test_fires_lit_only_when_linked_to_the_bottom_row():
    """Fire: lit when its tile is linked by filled cells to row A; a Rainbow on a fire lights nothing."""
    column = {"A2": "T", "B2": "T", "C2": "T", "D2": "T"}
    assert score_parts(column, [])["fires"] == 1
    assert score_parts({"B2": "T", "C2": "T", "D2": "T"}, [])["fires"] == 0
    assert score_parts({**column, "D2": "R"}, [])["fires"] == 0


def test_shared_peak_fires_count_one_and_a_half_rounded_down():
    """Fire: F5 and F6 count 1.5 each; the fire total is rounded down."""
    tower = {f"{r}5": "T" for r in "ABCDEF"}
    assert score_parts(tower, [])["fires"] == 1  # 1.5 -> 1
    tower.update({f"{r}6": "T" for r in "ABCDEF"})
    assert score_parts(tower, [])["fires"] == 3


def test_blue_spirit_bonuses():
    """Blue Spirits: Bee, Ladybug, Wolf, Bird, Lizard, Butterfly; every Spirit scores 1 more."""
    pano = {"A2": "T", "B2": "T", "C2": "T", "D2": "T", "A9": "R", "F5": "T"}
    sp = [{"s": x, "at": "A1"} for x in ("bee", "ladybug", "wolf", "bird", "lizard", "butterfly", "fish")]
    p = score_parts(pano, sp)
    # Ladybug: only F5 is placed and not linked to row A (1.5, rounded down); D2 is lit; missing tiles
    # count nothing (the old count of every unlit icon, rounded up, gave 8)
    assert p["bonus"] == {"bee": 1, "ladybug": 1, "wolf": 3, "bird": 5, "lizard": 1, "butterfly": 1}
    assert p["spirits"] == 7 and p["total"] == 4 + 1 + 7 + 12


def test_squirrel_adds_hand_tiles_at_the_end():
    """Squirrel: at the end, before scoring, its owner adds the tiles of their hand to the panorama."""
    s = stacked(display=["D5"], hands=(("C5", "B9"), ("E9",)), deck=[],
                spirits=[[{"s": "squirrel", "at": "A1"}], []], pano=[{}, {}])
    s, ev = play(s, 0, "play:C5:D5")
    assert "squirrel" in kinds(ev) and s["pano"][0].get("B9") == "T" and GAME.result(s)


# ---------------------------------------------------------------- the end
def test_empty_pile_only_capturing_tiles_and_skip():
    """End: with an empty pile only a capturing tile may be played; a player who cannot is skipped."""
    s = stacked(display=["D5", "E9"], hands=(("C5", "B8", "E2"), ("A1",)), deck=[])
    assert ids(s, 0) == ["play:C5:D5", "play:E2:E9"]
    s, ev = play(s, 0, "play:C5:D5")
    assert "skip" in kinds(ev) and s["turn"] == 0
    with pytest.raises(IllegalMove):
        play(s, 1, "play:A1")


def test_game_ends_when_nobody_can_capture_and_tie_is_shared():
    """End: nobody can capture, scores are counted; equal totals share the win (CHOICE)."""
    s = stacked(display=["D5"], hands=(("C5",), ("A1",)), deck=[], pano=[{}, {"A2": "T", "B2": "T"}])
    s, ev = play(s, 0, "play:C5:D5")
    r = GAME.result(s)
    assert GAME.to_act(s) == [] and r["scores"] == [2, 2] and r["winners"] == [0, 1]


# ---------------------------------------------------------------- views, texts, picture, AI
def test_views_hide_hands_pile_and_face_down_tiles():
    """Hidden information: hands, the pile order, face-down display tiles and the Spirit pile."""
    s = GAME.setup(2, seed=4)
    pub = json.dumps(GAME.view(s, None))
    for t in s["hands"][0] + s["hands"][1] + [u for x in s["display"] for u in x["under"]]:
        assert f'"{t}"' not in pub
    mine = GAME.view(s, 0)
    assert mine["hand"] == s["hands"][0] and not set(s["hands"][1]) & set(json.dumps(mine).split('"'))


def test_texts_complete_in_both_languages_and_sizes():
    """Texts: every key in EN and FR; board ≤ 3,500 chars; blocks ≤ 40 wide; labels ≤ 80 and distinct."""
    assert set(TEXTS.tables["en"]) == set(TEXTS.tables["fr"])
    assert all(len(GAME.rules_summary(lang)) <= 3500 for lang in ("en", "fr"))
    assert max(len(x) for x in grid_lines({c: "T" for c in CELLS})) <= 40
    rng = random.Random(5)
    for seed in range(3):
        s = GAME.setup(2, seed=seed)
        while GAME.to_act(s):
            seat = GAME.to_act(s)[0]
            moves = GAME.legal_moves(s, seat)
            for lang in ("en", "fr"):
                labels = [GAME.move_label(s, seat, m, lang, NAMES) for m in moves]
                assert len(set(labels)) == len(labels) and all(len(x) <= 80 for x in labels)
                for m in moves:
                    assert all(len(x) <= 80 for x in GAME.move_steps(s, seat, m, lang, NAMES))
                assert len(GAME.board_text(GAME.view(s, None), lang, NAMES)) <= 3500
                assert len(GAME.private_text(GAME.view(s, seat), lang, NAMES)) <= 1800
            mv = GAME.ai_move(s, seat, rng) if seat == 0 else rng.choice(moves).id
            s, ev = GAME.apply(s, seat, mv)
            for e in ev:
                for lang in ("en", "fr"):
                    text = GAME.event_text(e, lang, NAMES)
                    assert text is None or ("{" not in text and len(text) < 300)
        png = GAME.board_image(GAME.view(s, None), "fr", NAMES)
        assert png[:4] == b"\x89PNG"


def test_ai_beats_random():
    """AI: legal and clearly better than a random player."""
    wins = 0
    for g in range(20):
        s = GAME.setup(2, seed=100 + g)
        rng = random.Random(g)
        ai = g % 2
        while GAME.to_act(s):
            seat = GAME.to_act(s)[0]
            mv = GAME.ai_move(s, seat, rng) if seat == ai else rng.choice(GAME.legal_moves(s, seat)).id
            s, _ = GAME.apply(s, seat, mv)
        wins += GAME.result(s)["winners"] == [ai]
    assert wins >= 13


# ---------------------------------------------------------------- Firefly extension
def ff_state(**extra):
    s = stacked(**extra)
    s.update({"ff": True, "ff_stock": 7, "spirit_deck": extra.get("spirit_deck", ["bee", "wolf"])})
    s["options"]["firefly"] = True
    return s


def test_firefly_setup_and_not_with_beginner():
    """Firefly extension: 19 Spirits (Viper, Fox, Cow, Phoenix added), 7 Fireflies; not with the beginner game."""
    s = GAME.setup(2, seed=2, options={"firefly": True})
    assert len(s["spirit_deck"]) == 19 and {"viper", "fox", "cow", "phoenix"} <= set(s["spirit_deck"])
    assert s["ff_stock"] == 7
    with pytest.raises(SetupError):
        GAME.setup(2, seed=2, options={"firefly": True, "beginner": True})


def test_second_square_of_a_turn_gets_a_firefly():
    """Firefly: the first square of a turn hosts the Spirit, each other square a Firefly."""
    pano = {"A1": "T", "B1": "T", "B2": "T", "B3": "T", "A4": "T", "B4": "T"}
    s = ff_state(display=["A2"], hands=(("A3", "B9", "E9"), ("F4", "F5", "F6")), pano=[pano, {}],
                 spirit_line=["bird"])
    s, _ = play(s, 0, "play:A3:A2")
    s, ev = play(s, 0, "line:bird:A2")
    assert sorted(s["fireflies"][0]) == ["A1", "A3"] and s["ff_stock"] == 5
    assert kinds(ev).count("firefly") == 2


def test_fourth_firefly_wins_at_once():
    """Firefly: a player's 4th Firefly ends the game at once; they win whatever the scores."""
    pano = {"A1": "T", "B1": "T", "B2": "T", "B3": "T", "A4": "T", "B4": "T"}
    s = ff_state(display=["A2"], hands=(("A3", "B9", "E9"), ("F4", "F5", "F6")), pano=[pano, {"A9": "T"}],
                 spirit_line=["bird"], fireflies=[["D4", "D5"], []])
    s, _ = play(s, 0, "play:A3:A2")
    s, ev = play(s, 0, "line:bird:A2")
    r = GAME.result(s)
    assert GAME.to_act(s) == [] and r["winners"] == [0] and r["firefly_win"] == 0


def test_firefly_scores_when_linked_to_row_a_and_phoenix_cow():
    """Firefly: +1 per Firefly linked to row A; Phoenix +1 per Firefly; Cow +1 per tile of the second area."""
    pano = {"A1": "T", "A2": "T", "B1": "T", "B2": "T", "D4": "T", "D5": "T", "E4": "T", "E5": "T"}
    p = score_parts(pano, [{"s": "phoenix", "at": "C8"}, {"s": "cow", "at": "C7"}], ["A1", "D4"])
    assert p["fireflies"] == 1 and p["bonus"] == {"phoenix": 2, "cow": 4}


def test_evil_spirit_blocks_an_opponent_cell_then_returns():
    """Firefly Evil Spirit: placed on an opponent's cell (blocked; its tile is removed), sent back later."""
    s = ff_state(display=["A2"], hands=(("A3", "B9", "E9"), ("C7", "F5", "F6")),
                 pano=[{"A1": "T", "B1": "T", "B2": "T"}, {"C6": "T"}], spirit_deck=["bee", "evil"])
    s, _ = play(s, 0, "play:A3:A2")
    s, _ = play(s, 0, "draw")
    s, _ = play(s, 0, "pick:bee:A1")
    assert sorted(ids(s, 0)) == ["evil:B6", "evil:C5", "evil:C7", "evil:D6"]
    s, _ = play(s, 0, "evil:C7")
    assert s["evil_cell"] == {"s": 1, "cell": "C7"} and s["evil"] is None
    s["display"] = [{"up": "C9", "under": []}]
    s, ev = play(s, 1, "play:C7:C9")
    assert "C7" not in s["pano"][1] and "C7" in s["removed"]


def test_viper_takes_an_isolated_opponent_tile():
    """Viper: take an isolated land tile from the opponent's panorama into yours."""
    s = ff_state(display=["A2"], hands=(("A3", "B9", "E9"), ("F4", "F5", "F6")),
                 pano=[{"A1": "T", "B1": "T", "B2": "T"}, {"D5": "T", "A9": "T", "A10": "T"}],
                 spirit_line=["viper"])
    s, _ = play(s, 0, "play:A3:A2")
    s, _ = play(s, 0, "line:viper:A1")
    assert ids(s, 0) == ["viper:D5"]
    s, _ = play(s, 0, "viper:D5")
    assert "D5" in s["pano"][0] and "D5" not in s["pano"][1]


def test_fox_chooses_the_tile_the_opponent_must_play():
    """Fox: see the opponent's hand and choose the tile they must play on their next turn."""
    s = ff_state(display=["A2", "F9"], hands=(("A3", "B9", "E9"), ("F4", "F5", "F6")),
                 pano=[{"A1": "T", "B1": "T", "B2": "T"}, {}], spirit_line=["fox"])
    s, _ = play(s, 0, "play:A3:A2")
    s, ev = play(s, 0, "line:fox:A1")
    assert "fox_reveal" in kinds(ev) and GAME.view(s, None)["fox_hand"] == ["F4", "F5", "F6"]
    s, _ = play(s, 0, "fox:F5")
    assert s["turn"] == 1 and ids(s, 1) == ["play:F5:F9"]


def test_ai_move_ignores_what_the_seat_cannot_see():
    """AI (no cheating): its move is the same in every world ``determinize`` deals for the seat
    (the deck, the other hand, the face-down display tiles, the Spirit deck)."""
    for players in (2,):
        assert check_ai_move_reads_only_the_view(GAME, players, 40 + players, positions=30) > 0


# ---------------------------------------------------------------- easy AI (engine/games/solstis/ai.py)
def test_ai_captures_the_tile_one_cell_from_its_area_rather_than_a_far_one():
    """AI: a land tile one empty cell from the largest area is worth more than one far from it (a later
    tile or Rainbow may join it): D5 takes A5 (A4 apart from A1-A3), not D9."""
    s = stacked(display=["A5", "D9"], hands=(("D5",), ("F4",)), deck=("C9", "C10"))
    s["pano"][0] = {c: "T" for c in ("A1", "A2", "A3")}
    assert {GAME.ai_move(s, 0, random.Random(i)) for i in range(5)} == {"play:D5:A5"}


def test_ai_misses_on_purpose_when_the_second_chance_is_likely_better():
    """AI: a tile that captures nothing is worth the expected second chance over the tiles the seat cannot
    see (here A8 or B4, both of which would take A4 next to its area), so it beats a poor capture."""
    from engine.games.solstis.ai import unseen

    mine = ["A1", "A2", "A3", "B1", "B2", "B3"]
    s = stacked(display=["A4", "F7"], hands=(("F5", "C9"), ("B4",)), deck=("A8",))
    s["pano"][0] = {c: "T" for c in mine}
    s["removed"] = [c for c in CELLS if c not in [*mine, "A4", "F7", "F5", "C9", "B4", "A8"]]
    assert sorted(unseen(s, 0)) == ["A8", "B4"]
    assert {GAME.ai_move(s, 0, random.Random(i)) for i in range(5)} == {"play:C9"}
    s["fox_hand"] = ["B4"]  # a hand the Fox showed is seen
    assert unseen(s, 0) == ["A8"]


def test_ai_grows_its_area_towards_open_cells():
    """AI: of two captures that grow its largest area alike, it takes the one leaving more empty cells next
    to the area whose tiles may still come (room to grow): D4 takes D3 (10 open cells around), not C4 (9)."""
    s = stacked(display=["C4", "D3"], hands=(("D4",), ("F4",)), deck=("C9", "C10"))
    s["pano"][0] = {c: "T" for c in ("B2", "B3", "C3")}
    assert {GAME.ai_move(s, 0, random.Random(i)) for i in range(5)} == {"play:D4:D3"}
    s["pano"][1] = {"D2": "T", "E3": "T"}  # the opponent holds two of them: those cells can only take a Rainbow
    assert {GAME.ai_move(s, 0, random.Random(i)) for i in range(5)} == {"play:D4:C4"}


def test_ai_takes_the_tile_that_would_complete_the_opponents_square():
    """AI: what a display tile would bring the opponent counts too (``DENY``): D5 takes D9, the last cell of
    the opponent's square C8-D9, rather than A5 near its own area; without that square it takes A5."""
    s = stacked(display=["A5", "D9"], hands=(("D5",), ("F4",)), deck=("C9", "C10"))
    s["pano"][0] = {c: "T" for c in ("A1", "A2", "A3")}
    assert {GAME.ai_move(s, 0, random.Random(i)) for i in range(5)} == {"play:D5:A5"}
    s["pano"][1] = {c: "T" for c in ("C7", "C8", "C9", "D8")}
    assert {GAME.ai_move(s, 0, random.Random(i)) for i in range(5)} == {"play:D5:D9"}


def test_evaluate_follows_the_lead_in_panorama_value():
    """Search AI (issue 19): ``evaluate`` leans to the seat whose panorama the easy AI values more (a larger
    area of land tiles), in [0, 1] and summing to 1 over the two seats."""
    state = stacked(pano=[{"A1": "T", "A2": "T", "B1": "T", "B2": "T"}, {"F4": "T"}])
    lead = GAME.evaluate(state, 0)
    assert lead > 0.5 and GAME.evaluate(state, 1) == pytest.approx(1 - lead)
    state["pano"] = [{"A1": "T"}, {"F4": "T", "F5": "T", "E4": "T", "E5": "T", "D4": "T"}]
    assert GAME.evaluate(state, 0) < 0.5


# ---------------------------------------------------------------- Spirit texts (issue 35)
def test_every_spirit_power_is_shown_where_you_decide():
    """Play without the rulebook: each of the 15 Spirits (and the Firefly extension's 4) has a name and an
    effect in both languages (``cards``), shown in the private view and on the board when it may be taken,
    beside the choice that takes it (``move_notes``), among the seat's own Spirits, and beside the Spirit to
    cover; the Evil Spirit's text is shown to its holder."""
    cards = {c.key: c for c in GAME.cards()}
    assert set(cards) == set(SPIRITS) | set(FIREFLY_SPIRITS)
    assert sum(cards[x].copies for x in SPIRITS) == 15 and sum(cards[x].copies for x in FIREFLY_SPIRITS) == 4
    for lang in LANGS:
        for sp in (*SPIRITS, *FIREFLY_SPIRITS):
            info = cards[sp]
            note = info.note(lang)
            assert info.name(lang) and info.text(lang) and note and info.kind_text(lang)
            owned = stacked(spirits=[[{"s": sp, "at": "C5"}], []], evil=0 if sp == EVIL else None)
            assert note in GAME.private_text(GAME.view(owned, 0), lang, NAMES)
            assert sp in GAME.cards_in_view(GAME.view(owned, 0))
            if sp == EVIL:
                continue  # never face up nor kept by choice: shown to its holder (above) and by ``/card``
            s, _ = play(square_state(spirit_line=[sp]), 0, "play:A3:A2")
            view = GAME.view(s, 0)
            assert note in GAME.private_text(view, lang, NAMES) and note in GAME.board_text(view, lang, NAMES)
            assert sp in GAME.cards_in_view(view)
            take = next(m for m in GAME.legal_moves(s, 0) if m.id == f"line:{sp}:A1")
            assert GAME.move_notes(s, 0, take, lang, NAMES) == [note, None]
            # drawn: keep one of two
            s, _ = play(square_state(spirit_deck=["bee" if sp != "bee" else "wolf", sp]), 0, "play:A3:A2")
            s, _ = play(s, 0, "draw")
            assert note in GAME.private_text(GAME.view(s, 0), lang, NAMES)
            keep = next(m for m in GAME.legal_moves(s, 0) if m.id == f"pick:{sp}:A1")
            assert GAME.move_notes(s, 0, keep, lang, NAMES) == [note, None]
            # to cover with the Evil Spirit at the end
            end = stacked(display=["D5"], hands=(("C5", "B9"), ("E9",)), deck=[], evil=1,
                          spirits=[[], [{"s": sp, "at": "A1"}, {"s": "groundhog" if sp != "groundhog" else "bee",
                                                                 "at": "A3"}]],
                          pano=[{}, {c: "T" for c in ("A1", "A2", "B1", "B2", "A3", "A4", "B3", "B4")}])
            end, _ = play(end, 0, "play:C5:D5")
            assert note in GAME.private_text(GAME.view(end, 0), lang, NAMES)
            cover = next(m for m in GAME.legal_moves(end, 0) if m.id == f"cover:{sp}")
            assert GAME.move_notes(end, 0, cover, lang, NAMES) == [note]
