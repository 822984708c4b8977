"""Quantum scenarios, one per rule of the BGA help page (abilities, combat) and of the factsheet's rules."""

import random

import pytest

from engine import LANGS, IllegalMove, Move, registry
from engine.games.quantum.data import (
    BOARDS,
    COMMANDS,
    CUBES_PER_COLOUR,
    CUBES_USED,
    DICE_PER_COLOUR,
    GAMBITS,
    LAYOUTS,
    ROUND_LIMIT,
    SHIP_NAMES,
    command_deck,
    gambit_deck,
)
from engine.games.quantum.rules import EXPANSION, SCRAP

GAME = registry.get("quantum")


def cell(players, name):
    b = BOARDS[players]
    return (ord(name[0]) - ord("A")) * b.w + int(name[1:]) - 1


def fresh(players=2, seat=0):
    """A game in play with no ship on the map (all in the scrapyard), seat ``seat`` to act."""
    st = GAME.setup(players, 7, {"reroll": False})
    for ships in st["ships"]:
        for k, s in enumerate(ships):
            s[:] = [1, EXPANSION if k >= 5 else SCRAP]
    st["seat"] = seat
    return st


def put(st, seat, die, face, where):
    st["ships"][seat][die] = [face, cell(st["players"], where)]


def rig(st, rolls):
    """Set the game's random seed so that the next d6 rolls are ``rolls`` (in order)."""
    for seed in range(200000):
        r = random.Random(seed)
        if all(r.randint(1, 6) == x for x in rolls):
            st["rng"] = seed
            return
    raise AssertionError("no seed found")


def ids(st, seat=None):
    seat = GAME.to_act(st)[0] if seat is None else seat
    return [m.id for m in GAME.legal_moves(st, seat)]


def play(st, *moves):
    events = []
    for m in moves:
        st, ev = GAME.apply(st, GAME.to_act(st)[0], m)
        events += ev
    return st, events


def sel_ids(st, die):
    st2, _ = play(st, f"ship:{die}")
    return ids(st2)


# ---------------------------------------------------------------- components and set-up
def test_component_totals():
    """Components: 28 ship dice and 28 cubes (7 per colour, 5 used), 22 gambits, 31 commands."""
    assert DICE_PER_COLOUR * 4 == 28 and CUBES_PER_COLOUR * 4 == 28 and CUBES_USED == 5
    assert len(gambit_deck()) == 22 and GAMBITS == {"expansion": 8, "aggression": 4, "momentum": 4,
                                                    "relocation": 2, "reorganization": 2, "sabotage": 2}
    assert len(command_deck()) == 31 == len(COMMANDS)
    for n, layout in LAYOUTS.items():
        planets = [p for row in layout for p in row]
        assert all(7 <= num <= 10 for num, _cap, _h in planets)
        assert sorted(h for _n, _c, h in planets if h is not None) == list(range(n))
        assert sum(cap for _n, cap, _h in planets) >= n * CUBES_USED  # there is always room for a cube


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_home_planet_fleet_and_dice(players):
    """Setup: a cube on each home planet, 3 ships in its orbit, 2 in the scrapyard, 2 expansion ships aside,
    research and dominance dice at 1."""
    st = GAME.setup(players, 3)
    b = BOARDS[players]
    for s in range(players):
        planet, _cells = b.homes[s]
        assert s in st["cubes"][planet]
        ships = st["ships"][s]
        on_map = [p for _f, p in ships if p >= 0]
        assert len(on_map) == 3 and all(b.orbit_of[p] == planet for p in on_map)
        assert [p for _f, p in ships].count(SCRAP) == 2 and [p for _f, p in ships].count(EXPANSION) == 2
        assert st["left"][s] == CUBES_USED - 1 and st["res"][s] == 1 and st["dom"][s] == 1
    assert len(st["disp"]) == 6


def test_starting_fleet_may_be_rerolled_once():
    """Setup: each player may reroll all three starting ships once; the second result is kept."""
    st = GAME.setup(2, 3)
    assert st["phase"] == "fleet" and ids(st) == ["keep", "reroll"]
    st, ev = play(st, "reroll")
    assert ev[0].kind == "fleet" and ev[0].args["reroll"]
    assert GAME.to_act(st) == [1]
    st, ev = play(st, "keep")
    assert st["phase"] == "play" and GAME.to_act(st) == [0] and "reroll" not in ids(st)


# ---------------------------------------------------------------- movement
def test_ship_moves_up_to_its_number_orthogonally():
    """Move: a ship moves up to its number of squares, orthogonally only (not the Interceptor)."""
    st = fresh()
    put(st, 0, 0, 2, "D4")
    moves = sel_ids(st, 0)
    reached = {m.split(":")[2] for m in moves if m.startswith("go:")}
    names = {BOARDS[2].name(int(x)) for x in reached}
    assert {"D5", "D6", "C3", "F4"} <= names
    assert not names & {"D7", "A4", "E5"}  # too far, too far, a planet
    put(st, 0, 0, 1, "D4")
    names = {BOARDS[2].name(int(m.split(":")[2])) for m in sel_ids(st, 0) if m.startswith("go:")}
    assert names == {"C4", "E4", "D3", "D5"}  # one square, no diagonal


def test_interceptor_moves_diagonally():
    """Interceptor (5), Maneuver: it may move and attack diagonally."""
    st = fresh()
    put(st, 0, 0, 5, "A1")
    put(st, 1, 0, 6, "C3")
    moves = sel_ids(st, 0)
    assert f"go:0:{cell(2, 'B3')}" in moves
    assert any(m.startswith(f"atk:0:{cell(2, 'C3')}:") for m in moves)
    put(st, 0, 0, 6, "A1")
    assert f"go:0:{cell(2, 'B3')}" in sel_ids(st, 0)  # a 6 reaches B3 orthogonally in 3 steps
    put(st, 0, 0, 1, "A1")
    assert f"go:0:{cell(2, 'B2')}" not in sel_ids(st, 0)  # B2 is a planet


def test_ships_do_not_pass_through_ships_or_planets():
    """Move: a ship never moves through another ship or a planet."""
    st = fresh()
    put(st, 0, 0, 3, "A2")
    put(st, 0, 1, 6, "A3")  # own ship blocks east
    moves = sel_ids(st, 0)
    names = {BOARDS[2].name(int(m.split(":")[2])) for m in moves if m.startswith("go:")}
    assert "A4" not in names and "B2" not in names and "C2" not in names  # B2 is the planet
    assert "A1" in names and "B1" in names


def test_each_ship_moves_once_per_turn():
    """Move/Attack: each ship moves or attacks once per turn; the move costs one action."""
    st = fresh()
    put(st, 0, 0, 3, "D4")
    put(st, 0, 1, 3, "D8")
    st, _ = play(st, "ship:0", f"go:0:{cell(2, 'D5')}")
    assert st["t"]["acts"] == 2
    st2, _ = play(st, "ship:0")
    assert not any(m.startswith("go:") for m in ids(st2))
    assert "rec:0" in ids(st2)  # it may still be reconfigured


def test_turn_has_three_actions_then_passes():
    """Turn: 3 actions in any order, repeats allowed; then the next player plays."""
    st = fresh()
    put(st, 0, 0, 3, "D4")
    st, _ = play(st, "res", "res")
    assert st["t"]["acts"] == 1 and GAME.to_act(st) == [0]
    st, ev = play(st, "res")
    assert GAME.to_act(st) == [1] and st["t"]["acts"] == 3 and any(e.kind == "turn" for e in ev)


def test_a_player_may_end_the_turn_early():
    """Turn: a player may stop before using all actions."""
    st = fresh()
    st, _ = play(st, "end")
    assert GAME.to_act(st) == [1]


# ---------------------------------------------------------------- combat
def test_attacker_wins_ties_and_takes_the_square():
    """Combat: ship + die; the attacker wins if its total is ≤ the defender's; the defender goes to the
    scrapyard, the attacker takes its square and gains 1 dominance; the defender loses 1."""
    st = fresh()
    put(st, 0, 0, 3, "D4")
    put(st, 1, 0, 2, "D6")
    st["dom"] = [2, 3]
    rig(st, [4, 5])  # 3+4 = 7 vs 2+5 = 7
    st, ev = play(st, "ship:0", f"atk:0:{cell(2, 'D6')}:{cell(2, 'D5')}")
    combat = next(e for e in ev if e.kind == "combat")
    assert combat.args["won"] and combat.args["atk"] == 7 == combat.args["dfn"]
    assert st["ships"][0][0][1] == cell(2, "D6") and st["ships"][1][0][1] == SCRAP
    assert st["dom"] == [3, 2]


def test_failed_attack_changes_nothing():
    """Combat: if the attacker's total is higher, nothing happens (the attacker stays where it attacked from)."""
    st = fresh()
    put(st, 0, 0, 3, "D4")
    put(st, 1, 0, 2, "D6")
    rig(st, [6, 1])  # 9 vs 3
    st, ev = play(st, "ship:0", f"atk:0:{cell(2, 'D6')}:{cell(2, 'D5')}")
    assert not next(e for e in ev if e.kind == "combat").args["won"]
    assert st["ships"][0][0][1] == cell(2, "D5") and st["ships"][1][0][1] == cell(2, "D6")
    assert st["dom"] == [1, 1] and st["t"]["acts"] == 2 and 0 in st["t"]["moved"]


def test_attack_needs_the_movement_to_reach_the_enemy():
    """Combat: the attacker must be able to move next to the enemy within its number."""
    st = fresh()
    put(st, 0, 0, 1, "D4")
    put(st, 1, 0, 6, "D7")
    assert not any(m.startswith("atk:") for m in sel_ids(st, 0))
    put(st, 0, 0, 2, "D4")  # 1 square to D5, the attack step onto D6: D7 is out of reach
    assert not any(m.startswith("atk:") for m in sel_ids(st, 0))
    put(st, 0, 0, 3, "D4")
    assert f"atk:0:{cell(2, 'D7')}:{cell(2, 'D6')}" in sel_ids(st, 0)


# ---------------------------------------------------------------- abilities
def test_battlestation_strike_is_a_free_extra_attack():
    """1 Battlestation, Strike: a free attack on an adjacent enemy, in addition to its normal move/attack."""
    st = fresh()
    put(st, 0, 0, 1, "D4")
    put(st, 1, 0, 6, "D5")
    rig(st, [6, 6])  # 7 vs 12: the strike wins
    st, ev = play(st, "ship:0", f"strike:0:{cell(2, 'D5')}")
    assert st["t"]["acts"] == 3 and st["ships"][0][0][1] == cell(2, "D5")
    moves = sel_ids(st, 0)
    assert any(m.startswith("go:0:") for m in moves) and not any(m.startswith("strike:") for m in moves)


def test_flagship_transport():
    """2 Flagship, Transport: carry an own ship from a surrounding square, move 1–2 squares, drop it on an
    empty surrounding square; no attack; the dropped ship may still move."""
    st = fresh()
    put(st, 0, 0, 2, "D4")
    put(st, 0, 1, 5, "C3")
    st, _ = play(st, "ship:0", "carry:0:1")
    assert st["phase"] == "transport"
    dests = [m for m in ids(st) if m.startswith("tgo:")]
    assert f"tgo:{cell(2, 'D6')}" in dests and f"tgo:{cell(2, 'D7')}" not in dests
    st, _ = play(st, f"tgo:{cell(2, 'D6')}")
    st, ev = play(st, f"tdrop:{cell(2, 'D7')}")
    assert st["ships"][0][0][1] == cell(2, "D6") and st["ships"][0][1][1] == cell(2, "D7")
    assert ev[0].kind == "transport" and st["t"]["acts"] == 2
    assert any(m.startswith("go:1:") for m in sel_ids(st, 1))


def test_destroyer_warp_swaps_without_a_move():
    """3 Destroyer, Warp: swap places with any own ship; not a move, so the destroyer may still move."""
    st = fresh()
    put(st, 0, 0, 3, "A1")
    put(st, 0, 1, 6, "F12")
    st, _ = play(st, "ship:0", "warp:0:1")
    assert st["ships"][0][0][1] == cell(2, "F12") and st["ships"][0][1][1] == cell(2, "A1")
    assert st["t"]["acts"] == 3
    assert any(m.startswith("go:0:") for m in sel_ids(st, 0))


def test_frigate_modify_and_no_second_ability():
    """4 Frigate, Modify: becomes a 3 or a 5; the new ship's ability cannot be used that turn."""
    st = fresh()
    put(st, 0, 0, 4, "A1")
    put(st, 0, 1, 6, "F12")
    st, _ = play(st, "ship:0", "mod:0:3")
    assert st["ships"][0][0][0] == 3 and st["t"]["acts"] == 3
    assert not any(m.startswith("warp:") for m in sel_ids(st, 0))


def test_one_ability_per_die_a_frigate_modified_into_an_interceptor_does_not_move_diagonally():
    """One ability per die per turn, even if its number changes: after Modify into a 5, the new ship's
    Maneuver (diagonal move and attack) is not available this turn; the orthogonal move still is."""
    st = fresh()
    put(st, 0, 0, 4, "D4")
    put(st, 1, 0, 6, "B4")  # diagonal to C3/C5, orthogonal to A4 and C4
    st, _ = play(st, "ship:0", "mod:0:5")
    assert st["ships"][0][0][0] == 5
    moves = sel_ids(st, 0)
    assert f"go:0:{cell(2, 'A8')}" not in moves  # 4 diagonal steps away, 7 orthogonal ones
    assert f"go:0:{cell(2, 'D8')}" in moves  # orthogonal reach is kept
    assert f"atk:0:{cell(2, 'B4')}:{cell(2, 'C4')}" in moves
    assert f"atk:0:{cell(2, 'B4')}:{cell(2, 'C5')}" not in moves  # the diagonal last step
    st2 = fresh()
    put(st2, 0, 0, 5, "D4")
    assert f"go:0:{cell(2, 'A8')}" in sel_ids(st2, 0)  # an Interceptor that used no ability may


def test_one_ability_per_die_an_interceptor_that_moved_diagonally_uses_no_other_after_a_reroll():
    """One ability per die per turn: the Interceptor's diagonal move is its ability; rerolled afterwards
    into a 3, 4 or 6 (or a 1 next to an enemy), that die may not Warp, Modify, Scout or Strike."""
    st = fresh()
    put(st, 0, 0, 5, "D4")
    put(st, 0, 1, 2, "F12")
    put(st, 1, 0, 6, "A9")
    st, ev = play(st, "ship:0", f"go:0:{cell(2, 'A8')}")
    assert [e.args["what"] for e in ev if e.kind == "ability"] == ["maneuver"]
    assert 0 in st["t"]["abil"]
    st, _ = play(st, "ship:0", "rec:0")
    assert st["t"]["acts"] == 1
    for face in (1, 3, 4, 6):
        st["ships"][0][0][0] = face
        moves = sel_ids(st, 0)
        assert not any(m.split(":")[0] in ("warp", "mod", "scout", "strike") for m in moves), (face, moves)


def test_one_ability_per_die_an_orthogonal_interceptor_move_keeps_the_ability():
    """The Maneuver is used only by a move that needs a diagonal step: an Interceptor that moves where
    orthogonal paths also lead keeps its ability, so rerolled into a 3 it may still Warp."""
    st = fresh()
    put(st, 0, 0, 5, "D4")
    put(st, 0, 1, 2, "F12")
    st, ev = play(st, "ship:0", f"go:0:{cell(2, 'D8')}")
    assert not any(e.kind == "ability" for e in ev) and st["t"]["abil"] == []
    st, _ = play(st, "ship:0", "rec:0")
    st["ships"][0][0][0] = 3
    assert "warp:0:1" in sel_ids(st, 0)


def test_one_ability_per_die_a_diagonal_attack_uses_the_maneuver():
    """An Interceptor's attack whose last step is diagonal is its Maneuver too."""
    st = fresh()
    put(st, 0, 0, 5, "D4")
    put(st, 1, 0, 6, "C5")
    rig(st, [6, 1])  # the attack fails: nothing else changes
    st, ev = play(st, "ship:0", f"atk:0:{cell(2, 'C5')}:{cell(2, 'D4')}")
    assert any(e.kind == "ability" and e.args["what"] == "maneuver" for e in ev)
    assert 0 in st["t"]["abil"]
    for lang in ("en", "fr"):
        text = GAME.event_text(next(e for e in ev if e.kind == "ability"), lang, ["A", "B"])
        assert "Man" in text and "D4" in text


def test_scout_free_reconfigure_and_reconfigure_action():
    """6 Scout: a free reroll, always to a different number; Reconfigure (any ship) costs one action."""
    st = fresh()
    put(st, 0, 0, 6, "A1")
    put(st, 0, 1, 2, "A4")
    st, ev = play(st, "ship:0", "scout:0")
    assert st["ships"][0][0][0] != 6 and st["t"]["acts"] == 3
    st, ev = play(st, "ship:1", "rec:1")
    assert st["ships"][0][1][0] != 2 and st["t"]["acts"] == 2 and ev[0].args["old"] == 2


def test_abilities_only_on_the_map_and_on_your_turn():
    """Abilities: only ships on the map, only on your turn."""
    st = fresh()
    put(st, 1, 0, 3, "A1")
    put(st, 1, 1, 3, "A4")
    assert GAME.legal_moves(st, 1) == []
    with pytest.raises(IllegalMove):
        GAME.apply(st, 1, "ship:0")


# ---------------------------------------------------------------- deploy, research, construct
def test_deploy_in_orbit_of_a_planet_with_your_cube():
    """Deploy: a scrapyard ship, rolled, onto an empty orbital square of a planet holding your cube."""
    st = fresh()
    deps = [m for m in ids(st) if m.startswith("dep:")]
    home = BOARDS[2].homes[0][0]
    assert sorted(int(m[4:]) for m in deps) == sorted(BOARDS[2].orbit[home])
    st, ev = play(st, deps[0])
    assert ev[0].kind == "deploy" and st["t"]["acts"] == 2
    assert sum(1 for _f, p in st["ships"][0] if p >= 0) == 1


def test_research_breakthrough_draws_a_card_at_the_end_of_turn():
    """Research: +1; at 6 a breakthrough: the die goes back to 1 and a card is taken at the end of the turn."""
    st = fresh()
    st["res"][0] = 5
    st, ev = play(st, "res")
    assert st["res"][0] == 1 and any(e.kind == "breakthrough" for e in ev)
    st, _ = play(st, "end")
    assert st["phase"] == "draw" and GAME.to_act(st) == [0]
    assert "take:0" in ids(st) and "refresh" in ids(st)


def test_construct_needs_the_exact_sum_and_two_actions():
    """Construct (2 actions): your ships in orbit sum exactly to the planet number → place a cube."""
    st = fresh()
    b = BOARDS[2]
    p = b.planet_at[cell(2, "B5")]  # planet 9
    put(st, 0, 0, 4, "A5")
    put(st, 0, 1, 4, "B4")
    assert f"build:{p}" not in ids(st)
    put(st, 0, 1, 5, "B4")
    assert f"build:{p}" in ids(st)
    st, ev = play(st, f"build:{p}")
    assert 0 in st["cubes"][p] and st["left"][0] == CUBES_USED - 2 and st["t"]["acts"] == 1
    st, _ = play(st, "res", "end")
    assert st["phase"] == "draw"  # one card for the cube placed
    st2 = fresh()
    put(st2, 0, 0, 4, "A5")
    put(st2, 0, 1, 5, "B4")
    st2["t"]["acts"] = 1
    assert f"build:{p}" not in ids(st2)


def test_enemy_ships_in_orbit_do_not_count():
    """Construct: only your own ships in the orbit count toward the sum."""
    st = fresh()
    p = BOARDS[2].planet_at[cell(2, "B5")]
    put(st, 0, 0, 4, "A5")
    put(st, 1, 0, 5, "B4")
    assert f"build:{p}" not in ids(st)


def test_one_cube_per_planet_then_entanglement():
    """Placement: one own cube per planet; only when no other planet has room may you add another, and the
    target is then the number + 3 per own cube there (quantum entanglement)."""
    st = fresh()
    home = BOARDS[2].homes[0][0]
    assert home not in GAME.placeable(st, 0)
    for i in range(len(st["cubes"])):
        if i != home:
            st["cubes"][i] = [1, 1]
    assert GAME.placeable(st, 0) == [home]
    assert GAME.target(st, 0, home) == BOARDS[2].planets[home][1] + 3


def test_dominance_six_places_a_cube_at_once():
    """Dominance: reaching 6 places a cube at once on a legal planet, then the die goes back to 1."""
    st = fresh()
    put(st, 0, 0, 1, "D4")
    put(st, 1, 0, 6, "D5")
    st["dom"][0] = 5
    rig(st, [1, 1])
    st, ev = play(st, "ship:0", f"atk:0:{cell(2, 'D5')}:{cell(2, 'D4')}")
    assert st["dq"] == [0] and all(m.startswith("dom:") for m in ids(st))
    p = int(ids(st)[0][4:])
    st, ev = play(st, f"dom:{p}")
    assert 0 in st["cubes"][p] and st["dom"][0] == 1 and st["left"][0] == CUBES_USED - 2


def _one_cube_from_winning():
    """Seat 0 with one cube left and planet B5 (sum 9) buildable by its ships at A5 (4) and B4 (5):
    returns (state, planet)."""
    st = fresh()
    put(st, 0, 0, 4, "A5")
    put(st, 0, 1, 5, "B4")
    st["left"][0] = 1
    return st, BOARDS[2].planet_at[cell(2, "B5")]


def test_placing_the_last_cube_wins_at_once():
    """End: the first player to place all their cubes wins immediately."""
    st, p = _one_cube_from_winning()
    st, ev = play(st, f"build:{p}")
    assert GAME.to_act(st) == [] and GAME.result(st)["winners"] == [0] and ev[-1].kind == "win"


def test_round_limit_house_rule():
    """ASSUMPTION house rule: after the round limit, the most cubes placed wins."""
    st = fresh()
    st["round"] = ROUND_LIMIT
    st["seat"] = 1
    st["left"] = [2, 3]
    st, ev = play(st, "end")
    assert GAME.result(st)["winners"] == [0] and ev[-1].kind == "limit"


# ---------------------------------------------------------------- cards
def draw_state(card, seat_cards=()):
    st = fresh()
    st["disp"][0] = card if card in GAMBITS else st["disp"][0]
    st["disp"][3] = card if card in COMMANDS else st["disp"][3]
    st["cmd"][0] = list(seat_cards)
    st["t"]["draws"] = 1
    st["phase"] = "draw"
    return st


def test_gambit_aggression_and_expansion():
    """Gambits act at once: Aggression +2 dominance; Expansion brings an expansion ship to the scrapyard."""
    st, _ = play(draw_state("aggression"), "take:0")
    assert st["dom"][0] == 3 and GAME.to_act(st) == [1]
    st, _ = play(draw_state("expansion"), "take:0")
    assert [p for _f, p in st["ships"][0]].count(SCRAP) == 6


def test_gambit_momentum_gives_a_bonus_turn():
    """Momentum: a bonus turn of 2 actions, ships may move again."""
    st = draw_state("momentum")
    st["t"]["moved"] = [0]
    st, ev = play(st, "take:0")
    assert GAME.to_act(st) == [0] and st["t"]["acts"] == 2 and st["t"]["moved"] == []


def test_gambit_relocation_and_sabotage():
    """Relocation moves an opponent's cube to another planet legal for it; Sabotage discards commands."""
    st = draw_state("relocation")
    st, _ = play(st, "take:0")
    assert st["phase"] == "relocate"
    first = ids(st)[0]
    src = int(first.split(":")[1])
    st, _ = play(st, first)
    dest = int(ids(st)[0].split(":")[1])
    st, ev = play(st, ids(st)[0])
    assert 1 in st["cubes"][dest] and 1 not in st["cubes"][src]
    st = draw_state("sabotage")
    st["cmd"][1] = ["agile", "cruel"]
    st, _ = play(st, "take:0")
    assert st["cmd"][1] == ["cruel"]


def test_at_most_three_command_cards():
    """Commands are permanent, at most 3: taking a 4th discards one (the new one included)."""
    st = draw_state("energetic", ["agile", "cruel", "stubborn"])
    st, _ = play(st, "take:3")
    assert st["phase"] == "discard" and len(ids(st)) == 4
    st, _ = play(st, "drop:cruel")
    assert st["cmd"][0] == ["agile", "stubborn", "energetic"]


def test_command_effects_energetic_ingenious_agile():
    """House command texts: Energetic +1 action; Ingenious construct for 1 action; Agile +1 move."""
    st = fresh(seat=1)
    st["cmd"][0] = ["energetic"]
    st, _ = play(st, "end")
    assert st["t"]["acts"] == 4
    st = fresh()
    st["cmd"][0] = ["ingenious", "agile"]
    p = BOARDS[2].planet_at[cell(2, "B5")]
    put(st, 0, 0, 4, "A5")
    put(st, 0, 1, 5, "B4")
    st["t"]["acts"] = 1
    assert f"build:{p}" in ids(st)
    put(st, 0, 2, 1, "D4")
    names = {BOARDS[2].name(int(m.split(":")[2])) for m in sel_ids(st, 2) if m.startswith("go:")}
    assert "D6" in names


def test_refresh_replaces_the_face_up_cards():
    """Card draw: instead of a card, a draw may replace every face-up card."""
    st = draw_state("aggression")
    before = list(st["disp"])
    st, ev = play(st, "refresh")
    assert ev[0].kind == "refresh" and len(st["gdisc"]) == 3 and len(st["cdisc"]) == 3
    assert st["disp"] != before and GAME.to_act(st) == [1]


def test_command_cunning_gives_the_defender_a_dominance_cube():
    """House command Cunning: a ship surviving an attack gives +1 dominance; at 6 its owner places a cube
    at once, even during another player's turn."""
    st = fresh()
    st["cmd"][1] = ["cunning"]
    st["dom"][1] = 5
    put(st, 0, 0, 6, "D4")
    put(st, 1, 0, 1, "D5")
    rig(st, [6, 6])  # 12 vs 7: repelled
    st, ev = play(st, "ship:0", f"atk:0:{cell(2, 'D5')}:{cell(2, 'D4')}")
    assert GAME.to_act(st) == [1] and all(m.startswith("dom:") for m in ids(st))
    st, _ = play(st, ids(st)[0])
    assert st["left"][1] == CUBES_USED - 2 and GAME.to_act(st) == [0] and st["dom"][1] == 1


def test_command_relentless_and_nomadic():
    """House commands: Relentless (a failed attack does not use up the ship's move); Nomadic (deploy in
    orbit of any planet)."""
    st = fresh()
    st["cmd"][0] = ["relentless", "nomadic"]
    put(st, 0, 0, 6, "D4")
    put(st, 1, 0, 1, "D5")
    rig(st, [6, 6])
    st, _ = play(st, "ship:0", f"atk:0:{cell(2, 'D5')}:{cell(2, 'D4')}")
    assert 0 not in st["t"]["moved"] and any(m.startswith("atk:") for m in sel_ids(st, 0))
    deps = [int(m[4:]) for m in ids(st) if m.startswith("dep:")]
    assert len(deps) > 4 and cell(2, "E10") in deps


def test_french_texts_use_french_typography():
    """Texts: French puts a non-breaking space before : ; ! ?"""
    from engine.games.quantum.text import TEXTS

    for key, value in TEXTS.tables["fr"].items():
        for text in (value.values() if isinstance(value, dict) else [value]):
            for mark in ":;!?":
                assert " " + mark not in text, key


# ---------------------------------------------------------------- views, texts, AI
def test_public_view_hides_deck_order():
    """Hidden information: the deck orders are never in a view; hidden() returns them."""
    st = GAME.setup(3, 2)
    for seat in (None, 0, 1, 2):
        v = GAME.view(st, seat)
        assert isinstance(v["gdeck"], int) and isinstance(v["cdeck"], int)
    assert GAME.hidden(st) == {"gdeck": st["gdeck"], "cdeck": st["cdeck"]}


@pytest.mark.parametrize("players", [2, 4])
def test_texts_render_in_both_languages(players):
    """Presentation: board, labels and events in EN and FR within the limits; mono blocks ≤ 40 wide."""
    names = [f"Player{i}" for i in range(players)]
    st = GAME.setup(players, 11)
    rng = random.Random(3)
    while GAME.to_act(st):
        seat = GAME.to_act(st)[0]
        moves = GAME.legal_moves(st, seat)
        for lang in ("en", "fr"):
            labels = [GAME.move_label(st, seat, m, lang, names) for m in moves]
            assert len(set(labels)) == len(labels) and all(len(x) <= 80 for x in labels)
            for m in moves:
                assert all(len(s) <= 80 for s in GAME.move_steps(st, seat, m, lang, names))
        st, events = GAME.apply(st, seat, GAME.ai_move(st, seat, rng))
        for lang in ("en", "fr"):
            for e in events:
                text = GAME.event_text(e, lang, names)
                assert text and "{" not in text and len(text) < 300
    for lang in ("en", "fr"):
        text = GAME.board_text(GAME.view(st, None), lang, names)
        assert len(text) <= 3500
        block = text.split("```")[1]
        assert max(len(line) for line in block.splitlines()) <= 40
        assert GAME.rules_summary(lang) and len(GAME.rules_summary(lang)) <= 3500
        png = GAME.board_image(GAME.view(st, None), lang, names)
        assert png[:4] == b"\x89PNG"


def test_ai_beats_random_players():
    """AI seat: it should beat random players clearly."""
    wins = 0
    for g in range(6):
        st = GAME.setup(2, 100 + g)
        rng = random.Random(g)
        while GAME.to_act(st):
            seat = GAME.to_act(st)[0]
            mid = GAME.ai_move(st, seat, rng) if seat == g % 2 else rng.choice(GAME.legal_moves(st, seat)).id
            st, _ = GAME.apply(st, seat, mid)
        wins += GAME.result(st)["winners"] == [g % 2]
    assert wins >= 5


# ---------------------------------------------------------------- evaluate (search AI)
def test_evaluate_favours_the_seat_ahead():
    """evaluate (search AI, issue 19): a cube more and a higher dominance die put the seat above 0.5 and its
    rival below; a level start is 0.5; values stay in [0, 1] and reading the state changes nothing."""
    st = fresh()
    assert GAME.evaluate(st, 0) == GAME.evaluate(st, 1) == 0.5
    st["left"][0] -= 1
    st["dom"][0] = 4
    before = repr(st)
    mine, theirs = GAME.evaluate(st, 0), GAME.evaluate(st, 1)
    assert 0.5 < mine <= 1.0 and 0.0 <= theirs < 0.5
    assert repr(st) == before and GAME.evaluate(st, 0) == mine


def test_evaluate_counts_a_construction_in_reach():
    """evaluate: ships summing to a planet's number in its orbit beat a ship with the missing number within
    its move of the orbit, which beats the same ship out of reach (the same ships on the map each time)."""
    def value(five_at):
        st = fresh()
        put(st, 0, 0, 4, "A5")  # in the orbit of planet 9 (B5): 5 missing
        put(st, 0, 1, 5, five_at)
        return GAME.evaluate(st, 0)

    assert value("B4") > value("D7") > value("F12") > 0.5  # B4: in the orbit; D7: 3 squares from C5


def test_evaluate_of_a_finished_game_is_its_result():
    """evaluate: once the game is over, 1 for the winner and 0 for the loser; tied winners share."""
    st, p = _one_cube_from_winning()
    won, _ = play(st, f"build:{p}")
    assert GAME.evaluate(won, 0) == 1.0 and GAME.evaluate(won, 1) == 0.0
    st = fresh(seat=1)
    st["round"] = ROUND_LIMIT
    tied, _ = play(st, "end")
    assert GAME.result(tied)["winners"] == [0, 1] and GAME.evaluate(tied, 0) == GAME.evaluate(tied, 1) == 0.5


# ---------------------------------------------------------------- card texts (issue 35)
def test_every_card_power_is_shown_where_you_decide():
    """Play without the rulebook: each ship type's ability, each command card and each gambit has a name and
    a text in both languages (``cards``), shown in the private view where the seat decides (its ships, its
    commands, the cards it may take) and beside the step that names it (``move_notes``)."""
    cards = {c.key: c for c in GAME.cards()}
    assert len(cards) == len(SHIP_NAMES) + len(COMMANDS) + len(GAMBITS) == 6 + 31 + 6
    assert sum(cards[g].copies for g in GAMBITS) == len(gambit_deck()) == 22
    assert sum(cards[c].copies for c in COMMANDS) == len(command_deck()) == 31
    names = ["A", "B"]
    ability = {1: "strike", 2: "carry", 3: "warp", 4: "mod", 6: "scout"}
    for lang in LANGS:
        for face, key in SHIP_NAMES.items():
            info = cards[key]
            assert info.name(lang) == GAME.card(key).name(lang) and info.text(lang) and info.note(lang)
            st = fresh()
            put(st, 0, 0, face, "D4")
            put(st, 0, 1, 3, "C3")  # diagonal to D4: a ship to carry, warp with
            put(st, 1, 0, 6, "D5")  # an enemy next to it: a target to strike
            assert info.note(lang) in GAME.private_text(GAME.view(st, 0), lang, names)
            assert key in GAME.cards_in_view(GAME.view(st, 0))
            assert GAME.move_notes(st, 0, Move("ship:0", "ship", {"ship": 0}), lang, names) == [info.note(lang)]
            st2, _ = play(st, "ship:0")
            for m in GAME.legal_moves(st2, 0):
                if m.kind == ability.get(face):
                    assert GAME.move_notes(st2, 0, m, lang, names) == [info.note(lang)]
                    break
            else:
                assert face == 5
                diagonal = next(m for m in GAME.legal_moves(st2, 0) if m.id == f"go:0:{cell(2, 'A8')}")
                assert GAME.move_notes(st2, 0, diagonal, lang, names)[-1] == info.note(lang)
        for key in [*COMMANDS, *GAMBITS]:
            info = cards[key]
            assert info.name(lang) and info.text(lang) and len(info.note(lang)) <= 100
            st = fresh()
            st["phase"], st["t"]["draws"] = "draw", 1
            k = 0 if key in GAMBITS else 3
            st["disp"] = [None] * 6
            st["disp"][k] = key
            view = GAME.view(st, 0)
            assert info.note(lang) in GAME.private_text(view, lang, names)
            assert info.note(lang) in GAME.board_text(view, lang, names)
            assert key in GAME.cards_in_view(view)
            take = next(m for m in GAME.legal_moves(st, 0) if m.id == f"take:{k}")
            assert GAME.move_notes(st, 0, take, lang, names) == [info.note(lang)]
            if key in COMMANDS:
                st = fresh()
                st["cmd"][0] = [key]
                assert info.text(lang) in GAME.private_text(GAME.view(st, 0), lang, names)
