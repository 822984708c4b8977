"""Scenario tests for Five Tribes: one per rule of the rules page, one per djinn, plus components and views."""

import json
import random
import re
from collections import Counter

import pytest

from engine import IllegalMove
from engine.games.fivetribes import GAME
from engine.games.fivetribes.data import (
    DJINN_IDS,
    DJINNS,
    GOOD_COUNTS,
    KINDS,
    MEEPLE_COUNTS,
    N_TILES,
    SET_VALUES,
    TILE_DECK,
    VALUE,
)
from engine.games.fivetribes.rules import best_set_score, counts, enc, num, set_score

V, E, B, M, A = range(5)
SMALL, BIG, OASIS, VILLAGE, SACRED6 = "1", "0", "2", "3", "4"


def idx(name: str) -> int:
    return "ABCDE".index(name[0]) * 6 + int(name[1:]) - 1


def blank(players=3, seed=1, seat=0):
    """A state at the start of ``seat``'s turn on an empty Sultanate of small markets, nobody with gold."""
    s = GAME.setup(players, seed)
    s["mp"] = "0" * 150
    s["tiles"] = SMALL * N_TILES
    s["gold"] = [0] * players
    s["phase"] = "turn"
    s["playq"] = str(seat)
    s["t"] = {"seat": seat, "step": "pick", "used": []}
    return s


def put(s, name, **meeples):
    i = idx(name)
    row = counts(s["mp"][5 * i:5 * i + 5])
    for k, v in meeples.items():
        row["vebma".index(k)] = v
    s["mp"] = s["mp"][:5 * i] + enc(row) + s["mp"][5 * i + 5:]


def tile(s, name, kind):
    i = idx(name)
    s["tiles"] = s["tiles"][:i] + kind + s["tiles"][i + 1:]


def meeples(s, name):
    i = idx(name)
    return counts(s["mp"][5 * i:5 * i + 5])


def cards(s, seat, **goods):
    from engine.games.fivetribes.data import GOODS
    row = [0] * 10
    for k, v in goods.items():
        row[GOODS.index(k)] = v
    s["cards"][seat] = enc(row)


def ids(s, seat=None):
    seat = GAME.to_act(s)[0] if seat is None else seat
    return [m.id for m in GAME.legal_moves(s, seat)]


def play(s, *moves):
    events = []
    for mid in moves:
        seat = GAME.to_act(s)[0]
        s, ev = GAME.apply(s, seat, mid)
        events += ev
    return s, events


def go(name, colour):
    return f"go:{idx(name)}:{colour}"


def pick(name):
    return f"pick:{idx(name)}"


# ---------------------------------------------------------------------------------------------- components
def test_components_match_the_published_counts():
    """Set-up: 30 tiles (4/8/6/5/7; 18 red, 12 blue), 90 meeples 3 per tile, 54 cards, 9 face up, 22 djinns."""
    kinds = Counter(TILE_DECK)
    assert [kinds[t] for t in range(8)] == [4, 8, 6, 5, 4, 1, 1, 1]
    assert sum(1 for t in TILE_DECK if t >= 3) == 12 and sum(1 for t in TILE_DECK if t < 3) == 18
    assert MEEPLE_COUNTS == (16, 20, 18, 18, 18)
    assert sum(GOOD_COUNTS) == 54 and GOOD_COUNTS[9] == 18
    assert len(DJINN_IDS) == 22
    for players in (2, 3, 4):
        s = GAME.setup(players, 7)
        assert len(s["tiles"]) == 30 and Counter(s["tiles"]) == Counter(str(t) for t in TILE_DECK)
        assert all(sum(counts(s["mp"][5 * i:5 * i + 5])) == 3 for i in range(30))
        totals = [sum(num(s["mp"], 5 * i + c) for i in range(30)) for c in range(5)]
        assert totals == list(MEEPLE_COUNTS)
        assert len(s["line"]) == 9 and len(s["line"]) + len(s["rpile"]) == 54
        assert len(s["djup"]) == 3 and len(s["djup"]) + len(s["djpile"]) == 22
        assert s["spalm"] == 12 and s["spalace"] == 10
        assert s["gold"] == [50] * players
        assert s["camels"] == [11 if players == 2 else 8] * players
        assert sorted(s["bidq"]) == sorted("".join(map(str, range(players))) * (2 if players == 2 else 1))


def test_set_values_use_the_published_table():
    """Sale table: the published 1, 3, 7, 13, 21, 30, 40, 50, 60 (the seed page misprints 2 for a pair)."""
    assert SET_VALUES[1:] == (1, 3, 7, 13, 21, 30, 40, 50, 60)
    assert set_score([1, 1, 1, 0, 0, 0, 0, 0, 0]) == 7
    assert set_score([2, 1, 0, 0, 0, 0, 0, 0, 0]) == 3 + 1


# ---------------------------------------------------------------------------------------------- bidding
def test_bid_costs_and_zero_push_down():
    """1. Bid: spots cost 0,0,0,1,3,5,8,12,18; a 0 bid pushes earlier 0 bids down; play from the top spot."""
    s = GAME.setup(4, 3)
    s["bidq"] = "0123"
    s, _ = play(s, "bid:0", "bid:0", "bid:5", "bid:0")
    assert s["gold"] == [50, 50, 45, 50]
    assert s["track"] == "013..2..."
    assert s["order"] == "2310"
    assert GAME.to_act(s) == [2]


def test_bid_refuses_taken_spots_and_full_zero_spots():
    """1. Bid: a paid spot holds one marker; only three markers can bid 0."""
    s = GAME.setup(4, 3)
    s["bidq"] = "0123"
    s, _ = play(s, "bid:4", "bid:0", "bid:0")
    assert "bid:4" not in ids(s)
    s, _ = play(s, "bid:0")
    assert s["track"] == "123.0...."
    s = GAME.setup(4, 3)
    s["bidq"] = "0123"
    s, _ = play(s, "bid:0", "bid:0", "bid:0")
    assert "bid:0" not in ids(s) and "bid:3" in ids(s)


def test_two_players_have_two_markers_each():
    """2 players: each has 2 turn markers (bids and plays twice per round) and 11 camels."""
    s = GAME.setup(2, 4)
    assert Counter(s["bidq"]) == {"0": 2, "1": 2}
    s["bidq"] = "0110"
    s, _ = play(s, "bid:8", "bid:0", "bid:0", "bid:3")
    assert s["order"] == "0011"
    assert s["gold"] == [50 - 18 - 1, 50]


# ---------------------------------------------------------------------------------------------- moving meeples
def test_only_tiles_whose_move_can_finish_are_offered():
    """2.1 Move: a tile can be picked only if its meeples can end on a tile already showing their colour."""
    s = blank()
    put(s, "A1", v=1)
    put(s, "A2", v=1)
    put(s, "E6", m=1)
    assert ids(s) == [pick("A1"), pick("A2")]


def test_path_never_steps_straight_back_and_last_colour_must_match():
    """2.1 Move: drop one per adjacent tile, never straight back; the last meeple lands on its own colour."""
    s = blank()
    put(s, "B2", e=1, b=1)
    put(s, "B4", b=1)
    put(s, "A3", e=1)
    s, _ = play(s, pick("B2"))
    # legal endings: B3 elder → B4 builder, B3 builder → A3 elder, A2 builder → A3 elder
    assert sorted(ids(s)) == sorted([go("B3", E), go("B3", B), go("A2", B)])
    # mid-path with one builder in hand at B3, arrived from B2: B2 (straight back) is refused even with a builder
    s = blank()
    put(s, "B2", b=1)
    put(s, "B4", b=1)
    put(s, "C3", m=1)
    s["t"].update(step="path", pos=idx("B3"), prev=idx("B2"), hand=[0, 0, 1, 0, 0], path=[idx("B2"), idx("B3")])
    assert ids(s) == [go("B4", B)]  # C3 has no builder, B2 is straight back


def test_last_meeples_of_the_colour_are_taken_and_empty_tile_gets_a_camel():
    """2.2 Control: take all meeples of the last colour there; an emptied tile gets your camel."""
    s = blank()
    put(s, "A1", v=1)
    put(s, "A2", v=2)
    s, ev = play(s, pick("A1"))  # the single drop is forced
    assert meeples(s, "A2") == [0, 0, 0, 0, 0]
    assert s["camel"][idx("A2")] == "0" and s["camels"][0] == 7
    assert s["camel"][idx("A1")] == "."  # the start tile is emptied but not taken
    assert s["viz"][0] == 3
    assert any(e.kind == "control" for e in ev)


def test_tile_keeping_other_colours_is_not_taken():
    """2.2 Control: a tile with other meeples left on it gives no camel."""
    s = blank()
    put(s, "A1", e=1)
    put(s, "A2", e=1, m=1)
    s, _ = play(s, pick("A1"))
    assert s["camel"][idx("A2")] == "."
    assert s["eld"][0] == 2


# ---------------------------------------------------------------------------------------------- tribes
def test_viziers_and_elders_are_kept():
    """2.3 Viziers (yellow) and elders (white) are kept in front of the player."""
    s = blank()
    put(s, "C3", v=1)
    put(s, "C4", v=1, e=1)
    s, _ = play(s, pick("C3"))
    assert s["viz"][0] == 2 and s["eld"][0] == 0


def test_merchants_take_resource_cards_from_the_start_of_the_line():
    """2.3 Merchants: discarded, one resource card per merchant from the start of the line."""
    s = blank()
    s["line"] = "012345678"
    put(s, "C3", m=1)
    put(s, "C4", m=2)
    s, _ = play(s, pick("C3"))
    assert counts(s["cards"][0])[:3] == [1, 1, 1]
    assert s["bag"][M] == 3


def test_builders_earn_gold_from_blue_tiles_around_with_fakirs():
    """2.3 Builders: gold = (builders + fakirs discarded) × blue tiles around and under the last tile."""
    s = blank()
    tile(s, "B2", VILLAGE)  # blue, the tile itself
    tile(s, "A1", SACRED6)  # blue, diagonal
    tile(s, "C3", SACRED6)  # blue, diagonal
    tile(s, "D4", VILLAGE)  # blue but outside the 3×3 block
    put(s, "B1", b=1)
    put(s, "B2", b=1, v=1)
    cards(s, 0, fakir=1)
    s, _ = play(s, pick("B1"))
    assert s["t"]["step"] == "builder"
    s, ev = play(s, "fakir")  # no fakir left: collected at once
    gold = next(e for e in ev if e.kind == "builders").args
    assert gold["blues"] == 3 and gold["gold"] == (2 + 1) * 3
    assert s["gold"][0] == 9


def test_assassins_kill_within_reach_and_take_an_emptied_tile():
    """2.3 Assassins: kill 1 meeple within reach (orthogonal distance ≤ assassins); emptying a tile takes it."""
    s = blank()
    put(s, "C3", a=1)
    put(s, "C4", a=1)
    put(s, "C5", m=1)  # distance 1 from C4
    put(s, "E6", m=1)  # distance 4 from C4: out of reach of 2 assassins
    s, _ = play(s, pick("C3"))
    targets = ids(s)
    assert f"kill:{idx('C5')}:{M}" in targets and f"kill:{idx('E6')}:{M}" not in targets
    s, _ = play(s, f"kill:{idx('C5')}:{M}")
    assert meeples(s, "C5") == [0] * 5 and s["camel"][idx("C5")] == "0"


def test_assassins_kill_an_opponents_vizier_or_elder():
    """2.3 Assassins: or kill a vizier or elder in front of an opponent."""
    s = blank()
    s["eld"][2] = 2
    put(s, "C3", a=1)
    put(s, "C4", a=1)
    s, _ = play(s, pick("C3"))
    assert f"killp:2:{E}" in ids(s) and f"killp:1:{E}" not in ids(s)
    s, _ = play(s, f"killp:2:{E}")
    assert s["eld"][2] == 1 and s["bag"][E] == 1


def test_fakirs_extend_the_assassins_reach():
    """2.3 Assassins BONUS: each fakir discarded counts as one more assassin (reach)."""
    s = blank()
    put(s, "A1", a=1)
    put(s, "A2", a=1)
    put(s, "A5", b=1)  # distance 3 from A2
    cards(s, 0, fakir=2)
    s, _ = play(s, pick("A1"))
    assert "skip" in ids(s) and "fakir" in ids(s)
    s, _ = play(s, "fakir")
    assert f"kill:{idx('A5')}:{B}" in ids(s)
    assert counts(s["cards"][0])[9] == 1


# ---------------------------------------------------------------------------------------------- tiles
def test_oasis_gets_a_palm_tree_and_village_a_palace():
    """2.4 Tiles: oasis → palm tree, village → palace, compulsory while the supply lasts."""
    s = blank()
    tile(s, "A2", OASIS)
    put(s, "A1", v=1)
    put(s, "A2", v=1, e=1)
    s, _ = play(s, pick("A1"))
    assert num(s["palm"], idx("A2")) == 1 and s["spalm"] == 11
    s = blank()
    tile(s, "A2", VILLAGE)
    put(s, "A1", v=1)
    put(s, "A2", v=1, e=1)
    s["spalace"] = 0
    s, _ = play(s, pick("A1"))
    assert num(s["palace"], idx("A2")) == 0  # supply empty: nothing happens


def test_small_market_buys_one_of_the_first_three_cards():
    """2.4 Small market: pay 3 gold, take one of the first three resource cards (optional)."""
    s = blank()
    s["gold"][0] = 10
    s["line"] = "345678012"
    put(s, "A1", v=1)
    put(s, "A2", v=1, e=1)
    s, _ = play(s, pick("A1"))
    assert sorted(ids(s)) == ["buy:0", "buy:1", "buy:2", "skip"]
    s, _ = play(s, "buy:2")
    assert s["gold"][0] == 7 and counts(s["cards"][0])[5] == 1 and s["line"] == "34678012"


def test_big_market_buys_two_of_the_first_six_cards():
    """2.4 Big market: pay 6 gold, take two of the first six resource cards."""
    s = blank()
    tile(s, "A2", BIG)
    s["gold"][0] = 6
    s["line"] = "012345678"
    put(s, "A1", v=1)
    put(s, "A2", v=1, e=1)
    s, _ = play(s, pick("A1"), "buy2")
    assert ids(s) == [f"take:{i}" for i in range(6)]
    s, _ = play(s, "take:5")
    assert ids(s) == [f"take:{i}" for i in range(5)]
    s, _ = play(s, "take:0")
    assert counts(s["cards"][0])[:6] == [1, 0, 0, 0, 0, 1] and s["gold"][0] == 0


def test_sacred_place_trades_elders_or_elder_and_fakir_for_a_djinn():
    """2.4 Sacred place: pay 2 elders or 1 elder + 1 fakir to take a face-up djinn (optional)."""
    s = blank()
    tile(s, "A2", SACRED6)
    s["djup"] = ["jafaar", "shamhat", "boaz"]
    put(s, "A1", e=1)
    put(s, "A2", e=1, v=1)
    cards(s, 0, fakir=1)
    s, _ = play(s, pick("A1"))
    assert {"djinn:0:ee", "djinn:0:ef", "skip"} <= set(ids(s))
    s, _ = play(s, "djinn:1:ef")
    assert s["djinns"][0] == ["shamhat"] and s["eld"][0] == 1 and counts(s["cards"][0])[9] == 0
    assert "shamhat" not in s["djup"]


def test_selling_merchandise_sets_for_gold():
    """2.5 Sale: sets of different merchandise sell for 1, 3, 7, 13... gold (optional, then end the turn)."""
    s = blank()
    cards(s, 0, fish=2, silk=1, ivory=1)
    put(s, "A1", v=1)
    put(s, "A2", v=1, e=1)
    s, _ = play(s, pick("A1"))
    assert set(ids(s)) == {"end", "sell:ivory", "sell:silk", "sell:fish"}
    s, _ = play(s, "sell:fish", "sell:silk", "sold")
    assert s["gold"][0] == 3
    assert counts(s["cards"][0])[:9] == [1, 0, 0, 0, 0, 0, 1, 0, 0]


def test_the_player_chooses_the_cards_of_the_set_sold():
    """2.5 Sale (issue 11): the player chooses which merchandise make the set, one kind at a time (a
    small choice), then sells it; the engine no longer picks the kinds held most."""
    s = blank()
    cards(s, 0, fish=2, silk=1, ivory=1)
    put(s, "A1", v=1)
    put(s, "A2", v=1, e=1)
    s, ev = play(s, pick("A1"), "sell:ivory")
    assert s["t"]["step"] == "sell" and set(ids(s)) == {"sold", "sell:silk", "sell:fish"}
    assert any(e.kind == "sell_pick" and e.to is None for e in ev)
    assert GAME.view(s, None)["turn"]["sale"] == ["ivory"]
    s, ev = play(s, "sell:silk", "sold")
    assert s["gold"][0] == 3  # 2 different goods
    assert counts(s["cards"][0])[:9] == [0, 0, 0, 0, 0, 0, 2, 0, 0]  # ivory and silk sold, both fish kept
    sold = [e for e in ev if e.kind == "sell"]
    assert sold and sold[0].args["cards"] == [0, 4] and sold[0].args["gold"] == 3
    assert set(ids(s)) == {"end", "sell:fish"}  # another set may still be sold
    for lang in ("en", "fr"):
        assert all(GAME.event_text(e, lang, ["A", "B", "C"]) for e in ev)


# ---------------------------------------------------------------------------------------------- round and end
def test_round_end_refills_resources_and_djinns():
    """3. Clean-up: the resource line and the face-up djinns are refilled at the end of the round."""
    s = blank()
    s["line"] = "01"
    s["djup"] = []
    put(s, "A1", v=1)
    put(s, "A2", v=1, e=1)
    put(s, "E5", b=1)
    put(s, "E6", b=1)
    s, ev = play(s, pick("A1"))
    assert any(e.kind == "round_end" for e in ev)
    assert len(s["line"]) == 9 and len(s["djup"]) == 3 and s["phase"] == "bid"


def test_last_camel_ends_the_game_at_the_end_of_the_round():
    """End: a player places their last camel → the round is finished, then the game ends."""
    s = blank()
    s["playq"] = "01"
    s["camels"][0] = 1
    put(s, "A1", v=1)
    put(s, "A2", v=1)
    put(s, "E5", b=1)
    put(s, "E6", b=1)
    s, ev = play(s, pick("A1"))
    assert s["last_camel"] and s["phase"] == "turn" and GAME.to_act(s) == [1]
    s, ev = play(s, pick("E5"))
    assert s["phase"] == "over" and GAME.result(s) is not None and GAME.to_act(s) == []


def test_game_ends_when_no_meeple_can_move():
    """End: when no meeple move is possible, the game ends."""
    s = blank()
    s["playq"] = "01"
    put(s, "A1", v=1)
    put(s, "A2", v=1)
    put(s, "E6", m=1)
    s, ev = play(s, pick("A1"))
    assert any(e.kind == "no_move" for e in ev) and s["phase"] == "over"


def test_score_sheet():
    """Scoring: gold, viziers (+10 per opponent with strictly fewer), elders ×2, djinns, palms ×3,
    palaces ×5, tile values, merchandise sets."""
    s = blank()
    s["gold"] = [10, 5, 0]
    s["viz"] = [3, 1, 3]
    s["eld"] = [2, 0, 0]
    s["djinns"][0] = ["boaz"]
    s["camel"] = "0" + "." * 29
    s["tiles"] = OASIS + s["tiles"][1:]
    s["palm"] = "2" + "0" * 29
    s["palace"] = "1" + "0" * 29
    cards(s, 0, fish=1, silk=1, ivory=2)
    row = GAME.score_sheet(s)[0]
    assert row == {"gold": 10, "viziers": 3 + 10, "elders": 4, "djinns": 6, "palms": 6, "palaces": 5,
                   "tiles": VALUE[2], "merchandise": 7 + 1, "total": 10 + 13 + 4 + 6 + 6 + 5 + 8 + 8}


def test_ties_share_the_victory():
    """Ties: tied players share the victory."""
    s = blank()
    s["gold"] = [2, 8, 0]  # 2 + 2 viziers + 10 + tile 6 = 20 = 8 + 2 viziers + 10
    s["playq"] = "0"
    put(s, "A1", v=1)
    put(s, "A2", v=1)
    s["viz"] = [0, 2, 0]
    s, _ = play(s, pick("A1"))
    res = GAME.result(s)
    assert res["scores"][0] == res["scores"][1] and res["winners"] == [0, 1]


def test_gold_is_secret_until_the_end():
    """Hidden information: each player's gold is private (own view only) until the game is over."""
    s = GAME.setup(3, 11)
    s["gold"] = [41, 52, 63]
    public = GAME.view(s, None)
    assert all(p["gold"] is None for p in public["players"]) and "gold" not in public
    assert "63" not in json.dumps(public["players"])
    mine = GAME.view(s, 1)
    assert mine["gold"] == 52 and all(p["gold"] is None for p in mine["players"])
    assert "52" in GAME.private_text(mine, "en", ["a", "b", "c"])
    assert "63" not in GAME.board_text(public, "en", ["a", "b", "c"])


def test_public_board_format():
    """The public view has `board`: 5 rows of 6 tiles with kind, value, meeples, camel, palms, palaces."""
    view = GAME.view(GAME.setup(2, 5), None)
    assert len(view["board"]) == 5 and all(len(r) == 6 for r in view["board"])
    t = view["board"][0][0]
    assert set(t) >= {"kind", "value", "meeples", "camel", "palms", "palaces"}
    assert set(t["meeples"]) == {"vizier", "elder", "builder", "merchant", "assassin"}
    assert t["camel"] is None


# ---------------------------------------------------------------------------------------------- djinns
def test_djinn_al_amin_fakir_pairs_are_wild_merchandise():
    """Al-Amin: at the end, each pair of fakirs counts as one merchandise of your choice."""
    assert best_set_score([1, 1, 0, 0, 0, 0, 0, 0, 0], 1) == 7
    s = blank()
    s["djinns"][0] = ["al_amin"]
    cards(s, 0, fish=1, silk=1, fakir=2)
    assert GAME.score_sheet(s)[0]["merchandise"] == 7
    s["djinns"][0] = []
    assert GAME.score_sheet(s)[0]["merchandise"] == 3


def test_djinn_anun_nak_puts_three_meeples_from_the_bag_on_an_empty_tile():
    """Anun-Nak: pay 1 elder or 1 fakir, 3 meeples from the bag on an empty tile."""
    s = blank()
    s["djinns"][0] = ["anun_nak"]
    cards(s, 0, fakir=1)
    s["bag"] = [0, 0, 5, 0, 0]
    put(s, "A1", v=1)
    put(s, "A2", v=1)
    mid = f"dj:anun_nak:f:{idx('D4')}"
    assert mid in ids(s)
    s, _ = play(s, mid)
    assert meeples(s, "D4") == [0, 0, 3, 0, 0] and s["bag"][B] == 2 and counts(s["cards"][0])[9] == 0
    assert not any(m.startswith("dj:anun_nak") for m in ids(s))  # once per turn


def test_djinn_baal_gold_when_djinns_are_taken():
    """Ba'al: each time a djinn is taken, its owner gets 1 gold (own) or 2 gold (opponent's)."""
    s = blank()
    tile(s, "A2", SACRED6)
    s["djinns"][1] = ["baal"]
    s["djup"] = ["jafaar"]
    s["eld"][0] = 2
    put(s, "A1", v=1)
    put(s, "A2", v=1, m=1)
    s, _ = play(s, pick("A1"), "djinn:0:ee")
    assert s["gold"][1] == 2


def test_djinn_boaz_protects_viziers_and_elders():
    """Boaz: assassins cannot kill the viziers and elders in front of its owner."""
    s = blank()
    s["eld"][1] = 3
    s["djinns"][1] = ["boaz"]
    s["eld"][2] = 1
    put(s, "C3", a=1)
    put(s, "C4", a=1)
    s, _ = play(s, pick("C3"))
    assert f"killp:1:{E}" not in ids(s) and f"killp:2:{E}" in ids(s)


def test_djinn_bouraq_palace_on_any_village():
    """Bouraq (issue 11): 6 VP; each use costs 1 elder or 1 fakir: 1 palace from the supply on any village
    tile (yours or not), not a palm tree on your own tile."""
    s = blank()
    assert DJINNS["bouraq"][1:3] == (6, "e|f")
    s["djinns"][0] = ["bouraq"]
    cards(s, 0, fakir=1)
    s["eld"][0] = 1
    tile(s, "D4", VILLAGE)
    tile(s, "E6", VILLAGE)
    s["camel"] = "0" + "." * 29  # A1, a small market, is ours: not a target
    put(s, "B1", v=1)
    put(s, "B2", v=1)
    targets = sorted({m.args["tile"] for m in GAME.legal_moves(s, 0) if m.kind == "djinn"})
    assert targets == [idx("D4"), idx("E6")]
    assert {f"dj:bouraq:f:{idx('D4')}", f"dj:bouraq:e:{idx('D4')}"} <= set(ids(s))
    s, ev = play(s, f"dj:bouraq:e:{idx('D4')}")
    assert num(s["palace"], idx("D4")) == 1 and s["spalace"] == 9 and s["spalm"] == 12 and s["eld"][0] == 0
    assert any(e.kind == "palace" for e in ev)


def test_djinn_echidna_doubles_the_builders_gold():
    """Echidna: pay 1 elder + 1 elder or fakir: your builders' gold is doubled this turn."""
    s = blank()
    tile(s, "B2", VILLAGE)
    s["djinns"][0] = ["echidna"]
    s["eld"][0] = 2
    put(s, "B1", b=1)
    put(s, "B2", b=1, v=1)
    s, _ = play(s, pick("B1"))
    assert "echidna:ee" in ids(s)
    s, _ = play(s, "echidna:ee", "collect")
    assert s["gold"][0] == 2 * 1 * 2 and s["eld"][0] == 0


def test_djinn_enki_palm_tree_on_any_oasis():
    """Enki (issue 11): 8 VP; each use costs 1 elder OR 1 fakir (not an elder plus one more): 1 palm tree
    from the supply on any oasis tile, not a palace on your own tile."""
    s = blank()
    assert DJINNS["enki"][1:3] == (8, "e|f")
    s["djinns"][0] = ["enki"]
    s["eld"][0] = 1
    tile(s, "C3", OASIS)
    s["camel"] = "." * 5 + "0" + "." * 24
    put(s, "B1", v=1)
    put(s, "B2", v=1)
    assert [m.id for m in GAME.legal_moves(s, 0) if m.kind == "djinn"] == [f"dj:enki:e:{idx('C3')}"]
    s, _ = play(s, f"dj:enki:e:{idx('C3')}")
    assert num(s["palm"], idx("C3")) == 1 and s["spalm"] == 11 and s["spalace"] == 10 and s["eld"][0] == 0


def test_djinn_hagis_palace_on_a_neighbouring_tile():
    """Hagis (printed: "you may drop it on any neighboring Tile instead"; issue 11 re-check): pay 1 elder
    or 1 fakir to place the palace on one of the 8 tiles around the village, diagonals included."""
    s = blank()
    tile(s, "A2", VILLAGE)
    s["djinns"][0] = ["hagis"]
    s["eld"][0] = 1
    put(s, "A1", v=1)
    put(s, "A2", v=1, m=1)
    s, _ = play(s, pick("A1"))
    offered = sorted(m.args["tile"] for m in GAME.legal_moves(s, 0) if m.id.startswith("hagis:e:"))
    assert offered == sorted(idx(n) for n in ("A1", "A3", "B1", "B2", "B3"))
    assert "palace" in ids(s) and f"hagis:e:{idx('B3')}" in ids(s)  # B3 is diagonal to A2
    s, _ = play(s, f"hagis:e:{idx('B3')}")
    assert num(s["palace"], idx("B3")) == 1 and num(s["palace"], idx("A2")) == 0


def test_djinn_haurvatat_palms_worth_five():
    """Haurvatat: at the end, the owner's palm trees are worth 5 VP."""
    s = blank()
    s["camel"] = "0" + "." * 29
    s["palm"] = "2" + "0" * 29
    s["djinns"][0] = ["haurvatat"]
    assert GAME.score_sheet(s)[0]["palms"] == 10


def test_djinn_iblis_kills_two_on_the_same_tile():
    """Iblis (8 VP, 1 elder or 1 fakir): the assassins kill 2 meeples on the same tile (or of one opponent)."""
    assert DJINNS["iblis"][:3] == ("Iblis", 8, "e|f")
    s = blank()
    s["djinns"][0] = ["iblis"]
    s["eld"][0] = 1
    put(s, "C3", a=1)
    put(s, "C4", a=1)
    put(s, "C5", m=1, b=1)
    s, _ = play(s, pick("C3"), "iblis:e", f"kill:{idx('C5')}:{M}")
    assert ids(s) == [f"kill:{idx('C5')}:{B}"]  # the second kill stays on the same tile
    s, _ = play(s, f"kill:{idx('C5')}:{B}")
    assert meeples(s, "C5") == [0] * 5 and s["camel"][idx("C5")] == "0"


def test_djinn_iblis_kills_two_viziers_or_elders_of_one_opponent():
    """Iblis: or 2 elders and/or viziers in front of the same opponent."""
    s = blank()
    s["djinns"][0] = ["iblis"]
    cards(s, 0, fakir=1)
    s["viz"][1], s["eld"][1], s["eld"][2] = 1, 1, 1
    put(s, "C3", a=1)
    put(s, "C4", a=1)
    s, _ = play(s, pick("C3"), "iblis:f", f"killp:1:{V}")
    assert ids(s) == [f"killp:1:{E}"]
    s, _ = play(s, f"killp:1:{E}")
    assert s["viz"][1] == 0 and s["eld"][1] == 0 and s["eld"][2] == 1


def test_djinn_jafaar_viziers_worth_three():
    """Jafaar: at the end, the owner's viziers are worth 3 VP each."""
    s = blank()
    s["viz"] = [2, 2, 2]
    s["djinns"][0] = ["jafaar"]
    assert GAME.score_sheet(s)[0]["viziers"] == 6 and GAME.score_sheet(s)[1]["viziers"] == 2


def test_djinn_kandicha_keeps_a_killed_elder():
    """Kandicha: a vizier or elder killed by the owner is kept instead of going to the bag."""
    s = blank()
    s["djinns"][0] = ["kandicha"]
    s["eld"][2] = 1
    put(s, "C3", a=1)
    put(s, "C4", a=1)
    s, _ = play(s, pick("C3"), f"killp:2:{E}")
    assert s["eld"] == [1, 0, 0] and s["bag"][E] == 0


def test_djinn_kumarbi_fakirs_make_the_bid_cheaper():
    """Kumarbi: when bidding, each fakir discarded moves the cost down one spot."""
    s = GAME.setup(3, 2)
    s["bidq"] = "012"
    s["djinns"][0] = ["kumarbi"]
    cards(s, 0, fakir=2)
    s, _ = play(s, "kumarbi", "kumarbi", "bid:8")
    assert s["gold"][0] == 50 - 8 and s["track"][8] == "0"


def test_djinn_lamia_palm_tree_on_a_neighbouring_tile():
    """Lamia (printed: "you may place it on a neighboring Tile instead"; issue 11 re-check): pay 1 elder or
    1 fakir to place the palm tree on one of the 8 tiles around the oasis, diagonals included."""
    s = blank()
    tile(s, "A2", OASIS)
    s["djinns"][0] = ["lamia"]
    cards(s, 0, fakir=1)
    put(s, "A1", v=1)
    put(s, "A2", v=1, m=1)
    s, _ = play(s, pick("A1"))
    offered = sorted(m.args["tile"] for m in GAME.legal_moves(s, 0) if m.id.startswith("lamia:"))
    assert offered == sorted(idx(n) for n in ("A1", "A3", "B1", "B2", "B3"))
    s, _ = play(s, f"lamia:f:{idx('B1')}")  # diagonal
    assert num(s["palm"], idx("B1")) == 1 and num(s["palm"], idx("A2")) == 0


def test_djinn_leta_takes_an_empty_tile():
    """Leta: pay 1 elder + 1 elder or fakir: place a camel on an empty tile."""
    s = blank()
    s["djinns"][0] = ["leta"]
    s["eld"][0] = 1
    cards(s, 0, fakir=1)
    put(s, "A1", v=1)
    put(s, "A2", v=1)
    assert f"dj:leta:ef:{idx('A1')}" not in ids(s)  # not empty
    s, _ = play(s, f"dj:leta:ef:{idx('E6')}")
    assert s["camel"][idx("E6")] == "0" and s["camels"][0] == 7


def test_djinn_marid_gold_for_meeples_dropped_on_own_tiles():
    """Marid: each meeple dropped on the owner's tiles gives 1 gold (own move) or 2 (opponent's move)."""
    s = blank()
    s["djinns"][1] = ["marid"]
    s["camel"] = "." + "1" + "." * 28
    put(s, "A1", v=1)
    put(s, "A2", v=1, m=1)
    s, _ = play(s, pick("A1"))
    assert s["gold"][1] == 2


def test_djinn_monkir_gold_for_palaces():
    """Monkir: each palace placed gives its owner 1 gold (own) or 2 (opponent's)."""
    s = blank()
    tile(s, "A2", VILLAGE)
    s["djinns"][2] = ["monkir"]
    put(s, "A1", v=1)
    put(s, "A2", v=1, m=1)
    s, _ = play(s, pick("A1"))
    assert s["gold"][2] == 2


def test_djinn_nekir_gold_for_kills():
    """Nekir: each meeple killed gives its owner 1 gold (own kill) or 2 (opponent's)."""
    s = blank()
    s["djinns"][0] = ["nekir"]
    s["eld"][2] = 1
    put(s, "C3", a=1)
    put(s, "C4", a=1)
    s, _ = play(s, pick("C3"), f"killp:2:{E}")
    assert s["gold"][0] == 1


def test_djinn_shamhat_elders_worth_four():
    """Shamhat: at the end, the owner's elders are worth 4 VP each."""
    s = blank()
    s["eld"] = [3, 0, 0]
    s["djinns"][0] = ["shamhat"]
    assert GAME.score_sheet(s)[0]["elders"] == 12


def test_djinn_sibittis_draws_three_keeps_one():
    """Sibittis: pay 1 elder + 1 elder or fakir: draw 3 djinns, keep 1, discard 2 (seen only by the owner)."""
    s = blank()
    s["djinns"][0] = ["sibittis"]
    s["eld"][0] = 2
    s["djpile"] = ["utug", "leta", "marid", "nekir"]
    put(s, "A1", v=1)
    put(s, "A2", v=1)
    s, ev = play(s, "dj:sibittis:ee")
    assert sorted(ids(s)) == ["keep:leta", "keep:marid", "keep:nekir"]
    assert ev[-1].to == [0]
    assert "nekir" not in json.dumps(GAME.view(s, None)) or "nekir" in GAME.view(s, None)["djinns_up"]
    s, _ = play(s, "keep:marid")
    assert s["djinns"][0] == ["sibittis", "marid"] and sorted(s["djdisc"]) == ["leta", "nekir"]
    assert s["t"]["step"] == "pick"


def test_djinn_sloar_takes_the_top_resource_card():
    """Sloar: pay 1 fakir: take the top card of the resource pile."""
    s = blank()
    s["djinns"][0] = ["sloar"]
    cards(s, 0, fakir=1)
    s["rpile"] = "35"
    put(s, "A1", v=1)
    put(s, "A2", v=1)
    s, _ = play(s, "dj:sloar:f")
    assert counts(s["cards"][0])[5] == 1 and counts(s["cards"][0])[9] == 0 and s["rpile"] == "3"


def test_djinn_utug_takes_a_tile_holding_only_meeples():
    """Utug: pay 1 elder + 1 elder or fakir: place a camel on a tile with only meeples on it."""
    s = blank()
    s["djinns"][0] = ["utug"]
    s["eld"][0] = 2
    put(s, "A1", v=1)
    put(s, "A2", v=1)
    assert f"dj:utug:ee:{idx('E6')}" not in ids(s)
    s, _ = play(s, f"dj:utug:ee:{idx('A2')}")
    assert s["camel"][idx("A2")] == "0"
    s, _ = play(s, pick("A1"))  # emptying a tile that already has a camel changes nothing
    assert s["camels"][0] == 7


def test_every_djinn_has_texts_in_both_languages():
    """Djinns: all 22 with a VP value and a text in English and French; none is shown to players as
    "assumed" any more (issue 11: Bouraq, Enki and Iblis are the printed base-game djinns)."""
    from engine.games.fivetribes.text import TEXTS
    for d in DJINN_IDS:
        assert DJINNS[d][1] > 0
        assert TEXTS.t("en", "dj_" + d) != TEXTS.t("fr", "dj_" + d)
    assert sorted(DJINNS[d][1] for d in DJINN_IDS) == [4] * 4 + [5] + [6] * 10 + [8] * 5 + [10] * 2
    for lang in ("en", "fr"):
        shown = GAME.rules_summary(lang) + " ".join(TEXTS.t(lang, "dj_" + d) for d in DJINN_IDS)
        for word in ("assum", "suppos", "hypoth"):
            assert word not in shown.lower()


# ---------------------------------------------------------------------------------------------- platform
def test_illegal_move_is_refused_without_change():
    """Protocol: a move that is not legal is refused and the state is untouched."""
    s = blank()
    put(s, "A1", v=1)
    put(s, "A2", v=1)
    with pytest.raises(IllegalMove):
        GAME.apply(s, 0, pick("E6"))


def _undoable(s, move_id):
    seat = GAME.to_act(s)[0]
    move = next(m for m in GAME.legal_moves(s, seat) if m.id == move_id)
    after, events = GAME.apply(s, seat, move_id)
    return GAME.undoable(s, seat, move, after, events)


def test_hidden_part_is_draw_piles_gold_and_sibittis_cards():
    """Undo never crosses hidden information (issue 10): the hidden part is the order of the resource and
    djinn piles, every player's gold and the djinns Sibittis drew; the board is public."""
    s = blank()
    hidden = GAME.hidden(s)
    assert set(hidden) == {"rpile", "djpile", "gold", "sib"}
    assert hidden["rpile"] == s["rpile"] and hidden["djpile"] == s["djpile"] and hidden["gold"] == s["gold"]


def test_a_meeple_step_is_undoable_a_draw_is_not():
    """Undo: a plain meeple step (public, nothing drawn) can be taken back; drawing from the resource pile
    (Sloar) or the djinn pile (Sibittis) never can, nor a bid (gold is secret, the turn passes)."""
    s = blank()
    put(s, "C3", v=1, e=1, b=1)
    put(s, "A2", v=1)
    put(s, "C6", e=1)
    s, _ = play(s, pick("C3"))
    step = next(m.id for m in GAME.legal_moves(s, 0) if m.kind == "step")
    assert _undoable(s, step)
    s = blank()
    s["djinns"][0] = ["sloar", "sibittis"]
    cards(s, 0, fakir=1)
    s["eld"][0] = 2
    put(s, "B1", v=1)
    put(s, "B2", v=1)
    assert not _undoable(s, "dj:sloar:f")
    assert not _undoable(s, "dj:sibittis:ee")
    b = GAME.setup(3, 2)
    seat = GAME.to_act(b)[0]
    assert not _undoable(b, GAME.legal_moves(b, seat)[0].id)


def test_ai_plays_whole_games_with_short_texts():
    """AI and presentation: AI seats finish games; labels ≤ 80, board ≤ 3,500, private ≤ 1,800 chars."""
    names = ["Aïcha", "Bob", "Chloé", "Dan"]
    for players in (2, 3, 4):
        s = GAME.setup(players, 40 + players)
        rng = random.Random(players)
        n = 0
        while GAME.to_act(s):
            seat = GAME.to_act(s)[0]
            for m in GAME.legal_moves(s, seat):
                for lang in ("en", "fr"):
                    assert len(GAME.move_label(s, seat, m, lang, names)) <= 80
                    assert all(len(x) <= 80 for x in GAME.move_steps(s, seat, m, lang, names))
            s, ev = GAME.apply(s, seat, GAME.ai_move(s, seat, rng))
            for e in ev:
                GAME.event_text(e, "fr", names)
            n += 1
            assert n < 3000
        view = GAME.view(s, None)
        assert len(GAME.board_text(view, "fr", names)) <= 3500
        assert len(GAME.private_text(GAME.view(s, 0), "en", names)) <= 1800
        assert GAME.result(s)["winners"]
    png = GAME.board_image(GAME.view(s, None), "en", names)
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(GAME.rules_summary("en")) <= 3500 and len(GAME.rules_summary("fr")) <= 3500


# ---------------------------------------------------------------------------------------------- reading
def _random_states(players, seed, limit=400):
    """States of a game played with random legal moves (``engine.registry``'s Five Tribes)."""
    from engine import registry

    game = registry.get("fivetribes")
    s = game.setup(players, seed)
    rng = random.Random(seed)
    n = 0
    while game.to_act(s) and n < limit:
        yield s
        seat = game.to_act(s)[0]
        s, _ = game.apply(s, seat, rng.choice(game.legal_moves(s, seat)).id)
        n += 1
    yield s


def _blocks(text):
    return text.split("```")[1::2]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_board_text_monospace_fits_a_phone_and_every_symbol_is_explained(players):
    """Every monospace block of board_text is at most 40 characters wide; each grid symbol is in the legend."""
    from engine.games.fivetribes.text import TEXTS

    names = ["Aïcha", "Bob", "Chloé", "Dan"][:players]
    widest = 0
    for seed in (1, 2):
        for s in _random_states(players, seed):
            for lang in ("en", "fr"):
                text = GAME.board_text(GAME.view(s, None), lang, names)
                legend = TEXTS.t(lang, "legend")
                assert legend in text and len(text) <= 3500
                blocks = _blocks(text)
                assert blocks
                for block in blocks:
                    lines = block.strip("\n").split("\n")
                    widest = max(widest, *(len(x) for x in lines))
                    words = sorted((TEXTS.t(lang, "kl_" + k) for k in KINDS), key=len, reverse=True)
                    assert all(f"{w} (" in legend or f"{w} ·" in legend for w in words)
                    for x in lines[1:]:
                        body = x[2:]  # past the row label
                        assert not re.search(r"\b[A-E][1-6]\b", body), (lang, body)  # no code reads as a square
                        for w in words:  # tile kinds are words, explained in the legend
                            body = body.replace(w, " ")
                        for ch in set(body) - set("0123456789 []"):
                            assert f"{ch} =" in legend, (lang, ch)
                        if "[" in body:
                            assert "[n] =" in legend
    assert widest <= 40


def test_letters_are_consistent_per_language():
    """French sages are "s" in the grid and the legend; English elders "e"; players show words, not letters."""
    s = blank()
    put(s, "A1", e=2, v=1)
    s["eld"][1] = 2
    names = ["a", "b", "c"]
    en = GAME.board_text(GAME.view(s, None), "en", names)
    fr = GAME.board_text(GAME.view(s, None), "fr", names)
    assert "1v2e" in _blocks(en)[0] and "e = elder" in en and "2 elders" in en
    assert "1v2s" in _blocks(fr)[0] and "s = sage" in fr and "2 sages" in fr
    assert "market6" in _blocks(en)[0] and "market (small market)" in en
    assert "marché6" in _blocks(fr)[0] and "marché (petit marché)" in fr


def test_turn_order_says_what_it_is():
    s = GAME.setup(3, 4)
    for _ in range(3):
        seat = GAME.to_act(s)[0]
        s, _ = GAME.apply(s, seat, GAME.legal_moves(s, seat)[-1].id)
    en = GAME.board_text(GAME.view(s, None), "en", ["alice", "bob", "AI 1"])
    fr = GAME.board_text(GAME.view(s, None), "fr", ["alice", "bob", "AI 1"])
    assert "Order of play this round: " in en and "(paid " in en and "0:alice" not in en
    assert "Ordre de jeu de ce tour : " in fr and "(a payé " in fr


@pytest.mark.parametrize("n", [0, 1, 2])
def test_plural_texts_read_right(n):
    """Counts 0, 1 and 2 in both languages: no "1 meeples", "1 goods"; French 0 is singular."""
    from engine.games.fivetribes.text import TEXTS

    plural = [k for k, v in TEXTS.tables["en"].items() if isinstance(v, dict)]
    assert {"lbl_pick", "lbl_sell_add", "ev_sell_pick", "n_vizier", "reach", "rpile"} <= set(plural)
    for lang in ("en", "fr"):
        for key in plural:
            text = TEXTS.t(lang, key, n=n, name="Bob", names="Bob", tile="B3", kind="Oasis", card="Silk", gold=1,
                          meeples="")
            assert "{" not in text
            singular = n == 1 or (lang == "fr" and n == 0)
            for word in ("meeples", "viziers", "vizirs", "tiles", "tuiles", "cards", "cartes", "kinds",
                         "marchandises", "elders", "sages", "djinns"):
                if f"{n} {word}" in text:
                    assert not singular, (lang, key, text)
    assert TEXTS.t("en", "lbl_pick", n=1, tile="B3", kind="Oasis") == "Pick up B3 (Oasis, 1 meeple)"
    assert TEXTS.t("fr", "n_camels_left", n=0) == "🐪 0 chameau restant"


def test_articles_and_french_elision_in_events():
    from engine import Event

    names = ["Aïcha", "Bob"]
    drop = Event("drop", {"seat": 1, "colour": A, "tile": 7, "forced": False})
    assert GAME.event_text(drop, "en", names) == "Bob drops an assassin on B2."
    assert GAME.event_text(drop, "fr", names) == "Bob pose un assassin sur B2."
    drop = Event("drop", {"seat": 1, "colour": E, "tile": 7, "forced": True})
    assert GAME.event_text(drop, "en", names) == "Bob drops an elder on B2 (only move)."
    kill = Event("kill", {"seat": 1, "colour": V, "victim": 0})
    assert GAME.event_text(kill, "en", names) == "🗡️ Bob kills Aïcha's vizier."
    assert GAME.event_text(kill, "fr", names) == "🗡️ Bob tue le vizir d'Aïcha."
    collect = Event("collect", {"seat": 0, "tile": 0, "colour": M, "n": 1})
    assert GAME.event_text(collect, "en", names) == "Aïcha ends on A1 and takes 1 merchant."
    collect = Event("collect", {"seat": 0, "tile": 0, "colour": M, "n": 2})
    assert GAME.event_text(collect, "fr", names) == "Aïcha termine sur A1 et prend 2 marchands."
    pick = Event("sell_pick", {"seat": 1, "card": 0, "k": 1, "gold": 1})
    assert "1 kind of goods: 1 gold" in GAME.event_text(pick, "en", names)
    assert "1 marchandise : 1 or" in GAME.event_text(pick, "fr", names)


def test_assassin_step_says_what_to_choose():
    """The assassin choice names itself and its reach, in the labels and in the player's own view."""
    s = blank()
    put(s, "C3", a=1)
    put(s, "C4", a=1)
    put(s, "C5", m=1)
    put(s, "E6", m=1)
    s["viz"][1] = 1
    s, _ = play(s, pick("C3"))
    assert s["t"]["step"] == "assassin", s["t"]
    reach = s["t"]["reach"]
    for lang, head in (("en", "Choose a meeple to kill — reach"), ("fr", "Choisir un meeple à tuer — portée")):
        kills = [m for m in GAME.legal_moves(s, 0) if m.kind == "kill"]
        steps = [GAME.move_steps(s, 0, m, lang, ["a", "b", "c"]) for m in kills]
        assert all(st[0].startswith(f"{head} {reach}") for st in steps)
        mine = GAME.private_text(GAME.view(s, 0), lang, ["a", "b", "c"])
        assert f"{reach} " in mine.split("\n")[-1] and "👉" in mine


def test_rules_summary_is_written_for_players():
    for lang in ("en", "fr"):
        text = GAME.rules_summary(lang).lower()
        for word in ("assumption", "hypothèse", "published table", "table publiée", r"\bour\b", r"\bnotre\b"):
            assert not re.search(word, text), word


@pytest.mark.parametrize("players", [2, 3, 4])
def test_labels_are_distinct_and_short_at_every_step(players):
    names = ["Aïcha", "Bob", "Chloé", "Dan"][:players]
    for s in _random_states(players, 7, limit=300):
        for seat in GAME.to_act(s):
            moves = GAME.legal_moves(s, seat)
            for lang in ("en", "fr"):
                labels = [GAME.move_label(s, seat, m, lang, names) for m in moves]
                assert all(0 < len(x) <= 80 for x in labels)
                assert len(set(labels)) == len(labels), labels
                steps = [tuple(GAME.move_steps(s, seat, m, lang, names)) for m in moves]
                assert len(set(steps)) == len(steps)


# ---------------------------------------------------------------------------------------------- card texts
def test_every_djinn_power_is_shown_where_you_decide():
    """Issue 35: each of the 22 djinns has its power in English and French in the catalogue (/card), beside it
    when face up on the board (before anyone owns it), beside the choice that takes it, and in its owner's
    private text."""
    infos = {c.key: c for c in GAME.cards()}
    assert sorted(infos) == sorted(DJINN_IDS) and sum(c.copies for c in infos.values()) == 22
    names = ["a", "b", "c"]
    for d in DJINN_IDS:
        info = infos[d]
        assert info.names["en"] == DJINNS[d][0] and info.vp == str(DJINNS[d][1])
        assert info.text("en") != info.text("fr") and info.note("en") != info.note("fr")
        s = blank()
        tile(s, "A2", SACRED6)
        s["djup"] = ["jafaar" if d != "jafaar" else "boaz", d]
        s["eld"][0] = 2
        put(s, "A1", v=1)
        put(s, "A2", v=1, m=1)
        s, _ = play(s, pick("A1"))
        assert d in GAME.cards_in_view(GAME.view(s, None))
        for lang in ("en", "fr"):
            note = GAME.card_note(d, lang)
            assert note in GAME.board_text(GAME.view(s, None), lang, names)
            move = next(m for m in GAME.legal_moves(s, 0) if m.kind == "take_djinn" and m.args["djinn"] == d)
            assert GAME.move_notes(s, 0, move, lang, names) == [note]
        s, _ = play(s, "djinn:1:ee")
        assert d in s["djinns"][0]
        for lang in ("en", "fr"):
            assert GAME.card_note(d, lang) in GAME.private_text(GAME.view(s, 0), lang, names)
            assert GAME.card_note(d, lang) not in (GAME.private_text(GAME.view(s, 1), lang, names) or "")


def test_using_a_djinn_shows_its_power_beside_the_choice():
    """Issue 35: the choices that use an owned djinn carry its power (Sloar at the turn's start, Hagis when
    placing the palace elsewhere)."""
    s = blank()
    s["djinns"][0] = ["sloar"]
    cards(s, 0, fakir=1)
    move = next(m for m in GAME.legal_moves(s, 0) if m.kind == "djinn")
    for lang in ("en", "fr"):
        notes = GAME.move_notes(s, 0, move, lang, ["a", "b", "c"])
        assert len(notes) == len(GAME.move_steps(s, 0, move, lang, ["a", "b", "c"]))
        assert notes[1] == GAME.card_note("sloar", lang) and notes[0] is None
    s = blank()
    tile(s, "A2", VILLAGE)
    s["djinns"][0] = ["hagis"]
    s["eld"][0] = 1
    put(s, "A1", v=1)
    put(s, "A2", v=1, m=1)
    s, _ = play(s, pick("A1"))
    hagis = next(m for m in GAME.legal_moves(s, 0) if m.id.startswith("hagis:"))
    palace = next(m for m in GAME.legal_moves(s, 0) if m.id == "palace")
    assert GAME.move_notes(s, 0, hagis, "fr", ["a", "b", "c"]) == [GAME.card_note("hagis", "fr")]
    assert GAME.move_notes(s, 0, palace, "fr", ["a", "b", "c"]) == [None]


def test_tile_codes_never_read_as_squares():
    """Issue 35: the grid names tile kinds in words (bigmarket4, not B4, which reads as row B, column 4)."""
    s = blank()
    tile(s, "A1", BIG)
    en = GAME.board_text(GAME.view(s, None), "en", ["a", "b", "c"])
    fr = GAME.board_text(GAME.view(s, None), "fr", ["a", "b", "c"])
    assert "bigmarket4" in _blocks(en)[0] and "grandmarché4" in _blocks(fr)[0]
    for text in (en, fr):
        assert not any(re.search(r"\b[A-E][1-6]\b", b.split("\n", 2)[2]) for b in _blocks(text))


def test_picture_has_a_meeple_legend_and_digits_readable_at_400_px():
    """Issue 35: count digits are at least 12 px when the picture is shown 400 px wide, and a legend gives
    each meeple colour."""
    import io

    from PIL import Image

    from engine.games.fivetribes import image

    assert image.DIGIT_SIZE * 400 / image.WIDTH >= 12
    png = GAME.board_image(GAME.view(blank(), None), "en", ["a", "b", "c"])
    pic = Image.open(io.BytesIO(png)).convert("RGB")
    assert pic.width == image.WIDTH
    legend = pic.crop((0, image.LEGEND_Y, pic.width, image.LEGEND_Y + image.CHIP_H + 2))
    seen = {c for _n, c in legend.getcolors(1 << 20)}
    for fill in image.MEEPLE_FILL.values():
        assert tuple(int(fill[i:i + 2], 16) for i in (1, 3, 5)) in seen
