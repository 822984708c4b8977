"""Seasons scenarios, one per rule of the BGA help page (and the published rules where it is silent)."""

import random
from collections import Counter

import pytest

from engine import IllegalMove, canonical, registry
from engine.games.seasons.data import (
    ARCHMAGE,
    BASIC,
    CARDS,
    DICE,
    PREBUILT,
    RATES,
    full_deck,
)
from engine.games.seasons.text import TEXTS

GAME = registry.get("seasons")
NAMES = ["Ann", "Bob", "Cid", "Dee"]
ZERO = {"a": 0, "w": 0, "f": 0, "e": 0}


def turn_state(players=2, hand=(), res=None, gauge=15, crystals=0, tableau=(), others=None, deck=None,
               pos=0, tr=False):
    """Seat 0 in its own turn, its die already applied; ``tableau`` lists card numbers in play."""
    s = GAME.setup(players, seed=3)
    s.update(phase="turn", first=0, turn=0, pending=[], pos=pos, dseason="winter", tr=tr, trb=False,
             dice=[], leftover={"id": 1, "face": 1})
    s["taken"] = [{"id": 1, "face": 0}] + [{"id": i + 2, "face": 0} for i in range(players - 1)]
    s["hands"] = [list(hand)] + [[] for _ in range(players - 1)]
    s["future"] = [[[], []] for _ in range(players)]
    s["packs"] = [[] for _ in range(players)]
    s["picks"] = [[] for _ in range(players)]
    s["res"] = [dict(ZERO, **(res or {}))] + [dict(ZERO) for _ in range(players - 1)]
    s["gauge"] = [gauge] * players
    s["crystals"] = [crystals] * players
    s["tableau"] = [[] for _ in range(players)]
    s["deck"] = list(deck if deck is not None else [22, 29, 3, 1, 2, 6])
    s["discard"] = []
    for c in tableau:
        GAME.add_card(s, 0, c)
    for seat, cards in (others or {}).items():
        for c in cards:
            GAME.add_card(s, seat, c)
    return s


def play(state, *moves, seat=None):
    for m in moves:
        who = GAME.to_act(state)[0] if seat is None else seat
        state, _ = GAME.apply(state, who, m)
    return state


def ids(state, seat=None):
    seat = GAME.to_act(state)[0] if seat is None else seat
    return [m.id for m in GAME.legal_moves(state, seat)]


def uid(state, seat, card):
    return next(t["uid"] for t in state["tableau"][seat] if t["card"] == card)


def cards_in_play(state, seat):
    return [t["card"] for t in state["tableau"][seat]]


# ---------------------------------------------------------------- components
def test_components_totals():
    """Components: 50 designs ×2, 20 dice of 6 faces (5 per season), rates per season, 4 prebuilt decks of 9."""
    assert len(CARDS) == 50 and len(full_deck("archmage")) == 100 and len(full_deck("magician")) == 60
    assert tuple(range(1, 31)) == BASIC and tuple(range(1, 51)) == ARCHMAGE
    assert sum(len(d) for dice in DICE.values() for d in dice) == 120
    assert all(len(dice) == 5 for dice in DICE.values())
    assert RATES["winter"] == {"a": 1, "w": 1, "f": 2, "e": 3}
    assert RATES["autumn"] == {"a": 1, "w": 3, "f": 1, "e": 2}
    assert [len(d) for d in PREBUILT] == [9] * 4
    together = Counter(c for d in PREBUILT for c in d)
    assert max(together.values()) <= 2
    for dice in DICE.values():
        assert sum(f["draw"] for d in dice for f in d) == 3  # three draw faces per season
        assert sum(f["cr"] == 6 for d in dice for f in d) == 2


# ---------------------------------------------------------------- preparation
def test_draft_is_simultaneous_and_secret():
    """Magician: each picks one of 9 cards in secret, then packs pass left; others see only who has chosen."""
    s = GAME.setup(3, seed=5, options={"level": "magician"})
    assert GAME.to_act(s) == [0, 1, 2]
    assert all(c <= 30 for p in s["packs"] for c in p)
    card = s["packs"][0][0]
    before1 = list(s["packs"][1])
    s2, ev = GAME.apply(s, 0, f"draft:{card}")
    assert GAME.required_seats(s2) == [1, 2]  # seat 0 may still change its mind (see below)
    public = GAME.view(s2, None)
    assert public["chosen"] == [True, False, False] and "choice" not in public
    assert GAME.view(s2, 1).get("choice") is None and GAME.view(s2, 0)["choice"] == card
    assert all(e.to == [0] for e in ev if "card" in e.args)
    s3 = play(s2, f"draft:{s2['packs'][1][0]}", seat=1)
    s3 = play(s3, f"draft:{s3['packs'][2][0]}", seat=2)
    assert len(s3["packs"][2]) == 8 and sorted(s3["packs"][2]) == sorted(before1[1:])  # seat 1's pack went left
    assert s3["picks"][0] == [card]


def test_draft_choice_can_change_until_every_seat_has_chosen():
    """Draft: a secret pick may be changed or taken back until every seat has picked; then packs pass."""
    s = GAME.setup(3, seed=5, options={"level": "magician"})
    a, b = _uniq_pack(s, 0)[:2]
    s = play(s, f"draft:{a}", seat=0)
    assert GAME.to_act(s) == [1, 2, 0] and GAME.required_seats(s) == [1, 2]
    assert f"draft:{a}" not in ids(s, 0) and f"draft:{b}" in ids(s, 0) and "draft:back" in ids(s, 0)
    s, ev = GAME.apply(s, 0, f"draft:{b}")
    assert s["choice"][0] == b and GAME.view(s, None)["chosen"] == [True, False, False]
    assert [e.kind for e in ev if e.to is None] == ["rechosen"] and all(e.to == [0] for e in ev if "card" in e.args)
    s = play(s, f"draft:{_uniq_pack(s, 1)[0]}", seat=1)
    s = play(s, "draft:back", seat=0)
    assert s["choice"][0] is None and GAME.required_seats(s) == [0, 2] and GAME.to_act(s) == [0, 2, 1]
    s = play(s, f"draft:{a}", seat=0)
    s = play(s, f"draft:{_uniq_pack(s, 2)[0]}", seat=2)
    assert s["picks"][0] == [a] and s["draft_round"] == 2 and GAME.to_act(s) == [0, 1, 2]
    assert s["choice"] == [None, None, None]


def _uniq_pack(s, seat):
    return sorted(set(s["packs"][seat]))


def test_bundles_three_by_three():
    """After the draft, the 9 cards are split in secret: 3 for year I (hand), 3 for year II, 3 for year III."""
    s = GAME.setup(2, seed=8, options={"level": "apprentice"})
    assert s["phase"] == "bundle" and all(len(p) == 9 for p in s["picks"])
    assert all(tuple(p) in PREBUILT for p in s["picks"])
    while s["phase"] == "bundle":
        seat = GAME.to_act(s)[0]
        s = play(s, ids(s, seat)[0], seat=seat)
    assert all(len(h) == 3 for h in s["hands"]) and all(len(f[0]) == 3 and len(f[1]) == 3 for f in s["future"])
    assert s["phase"] == "dice" and len(s["dice"]) == 3  # players + 1 dice
    assert len(s["deck"]) == 60 - 18


def test_bundle_card_can_be_taken_back_until_every_seat_is_done():
    """Bundles: the last card put into a bundle may be taken back, even once done, until all seats are done."""
    s = GAME.setup(2, seed=8, options={"level": "apprentice"})
    assert "bundle:back" not in ids(s, 0)
    first = ids(s, 0)[0]
    s = play(s, first, seat=0)
    assert "bundle:back" in ids(s, 0)
    s = play(s, "bundle:back", seat=0)
    assert s["sel"][0] == [[], []] and first in ids(s, 0)
    for _ in range(6):
        s = play(s, ids(s, 0)[0], seat=0)
    assert s["done"][0] and GAME.to_act(s) == [1, 0] and GAME.required_seats(s) == [1]
    assert ids(s, 0) == ["bundle:back"]
    last = s["sel"][0][1][-1]
    s, ev = GAME.apply(s, 0, "bundle:back")
    assert not s["done"][0] and len(s["sel"][0][1]) == 2 and GAME.required_seats(s) == [0, 1]
    assert [e.kind for e in ev] == ["unbundled"] and "card" not in ev[0].args
    s = play(s, f"bundle:{last}", seat=0)
    for _ in range(6):
        s = play(s, ids(s, 1)[0], seat=1)
    assert s["phase"] == "dice" and len(s["hands"][0]) == 3 and len(s["future"][0][0]) == 3


def unseen_cards(s, seat):
    others = [o for o in range(s["players"]) if o != seat]
    return Counter(s["deck"] + [c for o in others for c in s["hands"][o] + s["future"][o][0] + s["future"][o][1]])


def test_public_view_hides_hands_and_determinize_redeals():
    """Hands and bundles are private; determinize keeps the seat's view and re-deals the unseen cards."""
    rng = random.Random(1)
    differ = 0
    for seed in range(8):
        s = GAME.setup(2 + seed % 3, seed=seed)
        for _ in range(rng.randrange(5, 200)):
            if not GAME.to_act(s):
                break
            seat = GAME.to_act(s)[0]
            s = play(s, rng.choice(ids(s, seat)), seat=seat)
        public = GAME.view(s, None)
        assert not {"hand", "future", "pack", "picks", "choice", "sel"} & set(public)
        assert all("cards" not in p for p in public["pending"])
        for seat in range(s["players"]):
            d = GAME.determinize(s, seat, random.Random(seed))
            assert canonical(GAME.view(d, seat)) == canonical(GAME.view(s, seat))
            assert unseen_cards(d, seat) == unseen_cards(s, seat) or s["phase"] in ("draft", "bundle") \
                or s["pending"]
            differ += canonical(GAME.hidden(d)) != canonical(GAME.hidden(s))
    assert differ > 0


# ---------------------------------------------------------------- dice and round
def test_dice_taken_in_turn_order_leftover_moves_the_token():
    """Round: players+1 dice; each takes one from the first player; the leftover die's dots move the token."""
    s = GAME.setup(2, seed=8, options={"level": "apprentice"})
    while s["phase"] == "bundle":
        seat = GAME.to_act(s)[0]
        s = play(s, ids(s, seat)[0], seat=seat)
    assert GAME.to_act(s) == [0]
    s = play(s, ids(s)[0])
    assert GAME.to_act(s) == [1]
    s = play(s, ids(s)[0])
    left = s["leftover"]
    dots = DICE["winter"][left["id"] - 1][left["face"]]["dots"]
    while s["phase"] == "turn" or s["pending"]:
        s = play(s, "end" if "end" in ids(s) else ids(s)[0])
        if s["phase"] == "dice":
            break
    assert s["pos"] == dots and s["first"] == 1  # first player passed left


def test_die_applies_energies_crystals_gauge_and_transmute():
    """Die effect: energies, crystals, summoning +1, transmute right, all at the start of the turn."""
    s = turn_state()
    s["phase"], s["tableau"][0] = "turnstart", []
    s["taken"][0] = {"id": 1, "face": 0}  # winter die 1 face 1: 1 fire, gauge +1, transmute
    s["gauge"][0] = 0
    s = GAME.apply(s, 1, "end")[0] if False else s
    GAME.advance(s, [])
    assert s["res"][0]["f"] == 1 and s["gauge"][0] == 1 and s["tr"]
    assert "tr:f" in ids(s)


def test_draw_face_keep_or_discard():
    """Draw face: the drawer sees the card and keeps or discards it (discard pile face up)."""
    s = turn_state(deck=[5, 29])
    s["phase"] = "turnstart"
    s["taken"][0] = {"id": 1, "face": 4}  # winter die 1 face 5: draw
    GAME.advance(s, [])
    assert ids(s) == ["draw", "bonus:draw"]  # the draw 2 keep 1 bonus may replace it (see below)
    s = play(s, "draw")
    assert ids(s) == ["keep:29", "discard"]
    assert "cards" not in GAME.view(s, None)["pending"][0] and GAME.view(s, 0)["pending"][0]["cards"] == [29]
    s2 = play(s, "discard")
    assert s2["discard"] == [29] and s2["hands"][0] == []
    s3 = play(s, "keep:29")
    assert s3["hands"][0] == [29]


def test_reserve_cap_seven_discard_excess():
    """Energy note: at most 7 energies; excess is discarded at once, of the player's choice."""
    s = turn_state(res={"a": 7})
    GAME.gain(s, 0, "w", 2)
    assert ids(s) == ["drop:a", "drop:w"]
    s = play(s, "drop:w", "drop:a")
    assert GAME.total(s, 0) == 7 and ids(s)[-1] == "end"


def test_transmute_rates_by_season_only_when_allowed():
    """Crystallise: only with the die's right (or a bonus); rate from the current season."""
    s = turn_state(res={"e": 2, "a": 1})
    assert not any(m.startswith("tr:") for m in ids(s))
    s["tr"] = True
    s = play(s, "tr:e")
    assert s["crystals"][0] == 3  # winter: earth is worth 3
    s["pos"] = 6
    s = play(s, "tr:a")
    assert s["crystals"][0] == 6  # summer: air is worth 3


def test_summon_needs_cost_and_gauge():
    """Summon: pay the cost and have fewer cards in play than the summoning gauge."""
    s = turn_state(hand=[3], res={"e": 1}, gauge=1)
    assert "summon:3" not in ids(s)
    s["res"][0]["e"] = 2
    assert "summon:3" in ids(s)
    s["gauge"][0] = 0
    assert "summon:3" not in ids(s)


def test_activation_once_per_turn():
    """Gear cards: at most once per turn, in the owner's turn."""
    s = turn_state(tableau=[43])
    u = uid(s, 0, 43)
    s = play(s, f"act:{u}")
    assert f"act:{u}" not in ids(s)
    with pytest.raises(IllegalMove):
        GAME.apply(s, 0, f"act:{u}")


def test_bonuses_and_penalty():
    """Bonuses: 3 per game at most; −5/−12/−20 at the end; gauge +1, transmute +1, swap 2, draw 2 keep 1."""
    s = turn_state(res={"w": 3}, gauge=3, deck=[1, 3, 22])
    s = play(s, "bonus:gauge")
    assert s["gauge"][0] == 4
    s = play(s, "bonus:tr", "tr:w")
    assert s["crystals"][0] == 2  # winter water 1 + 1
    s = play(s, "bonus:swap", "give:w", "get:f", "stop")
    assert s["res"][0]["f"] == 1 and s["bonuses"][0] == 3
    assert not any(m.startswith("bonus") for m in ids(s))
    s["crystals"][0] = 30
    assert GAME.scores(s)[0] == 30 - 20


def draw_die_turn(deck, bonuses=0, res=None):
    """Seat 0's turn starts with winter die 1 on face 5 (a card symbol)."""
    s = turn_state(deck=deck, res=res)
    s["phase"] = "turnstart"
    s["taken"][0] = {"id": 1, "face": 4}
    s["bonuses"][0] = bonuses
    GAME.advance(s, [])
    return s


def test_draw_two_keep_one_replaces_the_die_draw():
    """Bonus "draw 2, keep 1": used before the die's card is drawn, it replaces that draw (2 seen, 1 kept)."""
    s = draw_die_turn(deck=[5, 1, 3, 22])
    s = play(s, "bonus:draw")
    assert sorted(ids(s)) == ["keep:22", "keep:3"] and s["bonuses"][0] == 1
    s = play(s, "keep:22")
    assert s["hands"][0] == [22] and s["discard"] == [3] and s["deck"] == [5, 1]
    assert not s["pending"] and "bonus:draw" not in ids(s)  # no die card after it, no second use
    s = draw_die_turn(deck=[5, 1, 3, 22], bonuses=3)  # no bonus left: the die's card comes at once
    assert ids(s) == ["keep:22", "discard"]


def test_draw_two_keep_one_refused_without_a_card_on_the_die():
    """Bonus "draw 2, keep 1" needs a card symbol on the die: it is never offered otherwise."""
    s = turn_state(deck=[1, 3, 22])  # winter die 1 face 1: fire, gauge, transmute
    assert "bonus:draw" not in ids(s)
    with pytest.raises(IllegalMove):
        GAME.apply(s, 0, "bonus:draw")
    s = draw_die_turn(deck=[5, 1, 3, 22])
    s = play(s, "draw", "keep:22")
    assert "bonus:draw" not in ids(s)  # after the die's card: too late


def test_energy_exchange_bonus_needs_two_energies():
    """Bonus "energy exchange" (as Board Game Arena): only with at least 2 energies in the reserve."""
    s = turn_state(res={"w": 1})
    assert "bonus:swap" not in ids(s)
    s["res"][0]["a"] = 1
    assert "bonus:swap" in ids(s)


def test_final_score_never_below_zero():
    """Score (as Board Game Arena): penalties never take a final score below 0."""
    s = turn_state(hand=[1, 2, 3], crystals=4, others={1: [22]})
    s["bonuses"][0] = 1
    s["crystals"][1] = 0
    s["phase"] = "over"
    assert GAME.scores(s) == [0, 30]
    assert GAME.result(s)["scores"] == [0, 30]


def test_season_change_effects_apply_when_year_three_ends():
    """End of year III (as Board Game Arena): Figrim and the Hourglass apply before the final scoring."""
    s = turn_state(players=3, tableau=[11], crystals=2, pos=10)
    s["year"] = 3
    ev = []
    GAME.move_token(s, 3, ev, may_end=True)
    assert s["crystals"] == [4, 1, 1] and s["phase"] == "over"
    assert [e.kind for e in ev][-1] == "game_end" and ev[-1].args["scores"][0] == 4 + 7
    s = turn_state(tableau=[27, 45], pos=11)  # Hourglass of Time, Lantern of Xidit (+3 per energy)
    s["year"] = 3
    GAME.move_token(s, 1, [], may_end=True)
    assert s["phase"] == "final" and GAME.to_act(s) == [0] and GAME.result(s) is None
    assert TEXTS.t("en", "phase_final") in GAME.board_text(GAME.view(s, None), "en", NAMES)
    s, ev = GAME.apply(s, 0, "gain:e")
    assert s["phase"] == "over" and GAME.result(s)["scores"][0] == 6 + 24 + 3
    assert ev[-1].kind == "game_end"


def test_losing_bespelled_grimoire_discards_the_excess_at_once():
    """Bespelled Grimoire leaves play: the reserve limit is 7 again at once and the excess is discarded."""
    s = turn_state(hand=[17], res={"a": 9, "w": 1}, tableau=[18])  # Amsug Longneck costs water + air
    s = play(s, "summon:17")
    assert GAME.total(s, 0) == 8 and ids(s) == [f"ret:{uid(s, 0, 18)}"]
    s = play(s, ids(s)[0])
    assert s["hands"][0] == [18] and GAME.to_act(s) == [0] and ids(s) == ["drop:a"]
    s = play(s, "drop:a")
    assert GAME.total(s, 0) == 7 and not s["pending"] and "end" in ids(s)


def test_season_and_year_change_and_end():
    """Season change switches dice; passing 12 starts a year (bundle to hand); year III ending ends the game."""
    s = turn_state()
    s["future"][0] = [[7, 8, 9], [10, 11, 12]]
    s["pos"] = 11
    GAME.move_token(s, 2, [], may_end=True)
    assert s["year"] == 2 and s["pos"] == 1 and sorted(s["hands"][0]) == [7, 8, 9]
    s["year"], s["pos"] = 3, 10
    GAME.move_token(s, 3, [], may_end=True)
    assert s["phase"] == "over" and GAME.to_act(s) == [] and GAME.result(s) is not None


def test_score_hand_penalty_and_tie_break():
    """Score: crystals + card points − 5 per card in hand; tie-break: most cards in play."""
    s = turn_state(hand=[1, 2], crystals=20, tableau=[22], others={1: [29, 26]})
    s["crystals"] = [20, 40]
    assert GAME.scores(s) == [20 + 30 - 10, 40]
    s["phase"] = "over"
    s["hands"][0] = []
    s["crystals"] = [10, 40]
    res = GAME.result(s)
    assert res["scores"] == [40, 40] and res["winners"] == [1]


# ---------------------------------------------------------------- every card
def summoned(card, players=2, **kw):
    kw.setdefault("res", {"a": 3, "w": 3, "f": 3})
    kw["res"] = dict(kw["res"])
    kw.setdefault("crystals", 30)
    s = turn_state(players=players, hand=[card], **kw)
    for k, v in CARDS[card]["costs"][players - 2].items():
        if k != "cr":
            s["res"][0][k] = max(s["res"][0].get(k, 0), v)
    return play(s, f"summon:{card}")


SIMPLE = {  # card: (check on the state after summoning, with its cost paid)
    1: lambda s: s["gauge"][0] == 15 or s["gauge"][0] == 15,
    3: lambda s: s["crystals"][0] == 39,
    22: lambda s: s["crystals"][0] == 10 and cards_in_play(s, 0) == [22],
    29: lambda s: s["crystals"][0] == 50,
    43: lambda s: s["crystals"][0] == 40,
}


@pytest.mark.parametrize("card", sorted(SIMPLE))
def test_card_simple_summon(card):
    """Cards whose summoning gives crystals or gauge at once: Amulets of Air/Earth, Cube, Olaf, Idol."""
    s = summoned(card)
    assert SIMPLE[card](s)


def test_amulet_of_air_gauge():
    """Amulet of Air: summoning gauge +2."""
    s = summoned(1, gauge=5)
    assert s["gauge"][0] == 7


def test_amulet_of_fire_draw_four_keep_one():
    """Amulet of Fire: draw 4, keep 1, discard 3."""
    s = summoned(2, deck=[1, 3, 22, 29, 5])
    assert sorted(ids(s)) == ["keep:22", "keep:29", "keep:3", "keep:5"]
    s = play(s, "keep:29")
    assert s["hands"][0] == [29] and sorted(s["discard"]) == [3, 5, 22]


def test_amulet_of_water_stores_energies_that_pay_costs():
    """Amulet of Water: 4 energies on the card; they pay summoning costs."""
    s = summoned(4, res={})
    s = play(s, "gain:e", "gain:e", "gain:e", "gain:w")
    t = s["tableau"][0][0]
    assert t["store"] == {"e": 3, "w": 1} and GAME.total(s, 0) == 0
    s["hands"][0] = [3]
    s = play(s, "summon:3")
    assert s["tableau"][0][0]["store"] == {"e": 1, "w": 1}


def test_balance_of_ishtar():
    """Balance of Ishtar (2nd ed.): discard 3 identical energies → 9 crystals."""
    s = turn_state(tableau=[5], res={"f": 3, "a": 2})
    assert ids(s).count(f"act:{uid(s, 0, 5)}:f") == 1 and f"act:{uid(s, 0, 5)}:a" not in ids(s)
    s = play(s, f"act:{uid(s, 0, 5)}:f")
    assert s["crystals"][0] == 9 and s["res"][0]["f"] == 0


def test_staff_of_spring_and_yjang_vase():
    """Staff of Spring: +3 crystals per summon; Yjang's Forgotten Vase: 1 energy per summon."""
    s = turn_state(tableau=[6, 30], hand=[7])
    s = play(s, "summon:7")
    assert s["crystals"][0] == 3 and s["pending"][0]["kind"] == "gain"
    s = play(s, "gain:w")
    assert s["res"][0]["w"] == 1


def test_temporal_boots_moves_token():
    """Temporal Boots: move the season token 1-3 spaces back or forward (inside the year)."""
    s = summoned(7, pos=2)
    assert "boots:-3" not in ids(s) and "boots:+3" in ids(s)
    s = play(s, "boots:+2")
    assert s["pos"] == 4 and GAME.season(s) == "spring"


def test_purse_of_io():
    """Purse of Io: +1 crystal per energy transmuted."""
    s = turn_state(tableau=[8], res={"a": 1}, tr=True)
    s = play(s, "tr:a")
    assert s["crystals"][0] == 2


def test_divine_chalice_free_summon():
    """Divine Chalice: draw 4, summon one for free, discard the rest."""
    s = summoned(9, deck=[1, 2, 22, 29])
    s = play(s, "summon:22")
    assert cards_in_play(s, 0) == [9, 22] and sorted(s["discard"]) == [1, 2, 29]


def test_syllas_opponents_sacrifice():
    """Syllas the Faithful: each opponent sacrifices one of their cards in play."""
    s = summoned(10, players=3, others={1: [22, 29], 2: [3]})
    assert GAME.to_act(s) == [1]
    s = play(s, f"sac:{uid(s, 1, 29)}")
    assert GAME.to_act(s) == [2]
    s = play(s, ids(s)[0])
    assert cards_in_play(s, 1) == [22] and cards_in_play(s, 2) == []


def test_figrim_at_season_change():
    """Figrim the Avaricious: at each season change every opponent gives 1 crystal; cost 3/6/9 crystals."""
    assert [c.get("cr") for c in CARDS[11]["costs"]] == [3, 6, 9]
    s = turn_state(players=3, tableau=[11], crystals=2, pos=2)
    GAME.move_token(s, 1, [], may_end=False)
    assert s["crystals"] == [4, 1, 1]


def test_naria_keep_one_give_others():
    """Naria the Prophetess: draw one card per player, keep 1, give one to each opponent."""
    s = summoned(12, players=3, deck=[1, 3, 22])
    assert ids(s) == ["keep:22", "keep:3", "keep:1"]
    s = play(s, "keep:22", "give:3", "give:1")
    assert s["hands"] == [[22], [3], [1]]


def test_wondrous_chest_and_beggars_horn():
    """Wondrous Chest: round end, 4+ energies → +3; Beggar's Horn: round end, ≤1 energy → 1 energy."""
    s = turn_state(tableau=[13], res={"a": 4}, others={1: [14]})
    GAME.round_end(s, [])
    assert s["crystals"][0] == 3 and s["pending"][0] == {"seat": 1, "kind": "gain", "n": 1, "to": "res"}


def test_die_of_malice_reroll():
    """Die of Malice: before using your die, reroll it and gain 2 crystals."""
    s = turn_state(tableau=[15])
    s["phase"] = "turnstart"
    GAME.advance(s, [])
    assert ids(s) == ["usedie", "reroll"]
    s2 = play(s, "reroll")
    assert s2["crystals"][0] >= 2 and s2["tableau"][0][0]["used"]


def test_kairn_the_destroyer():
    """Kairn the Destroyer: discard 1 energy → each opponent loses 4 crystals."""
    s = turn_state(players=3, tableau=[16], res={"w": 1}, crystals=6)
    s = play(s, f"act:{uid(s, 0, 16)}:w")
    assert s["crystals"] == [6, 2, 2] and GAME.total(s, 0) == 0


def test_amsug_returns_magic_items():
    """Amsug Longneck: every player returns one of their magic items to hand."""
    s = summoned(17, tableau=[3], others={1: [22, 10]})
    assert GAME.to_act(s) == [0]
    s = play(s, ids(s)[0])
    assert GAME.to_act(s) == [1] and ids(s) == [f"ret:{uid(s, 1, 22)}"]
    s = play(s, ids(s)[0])
    assert s["hands"][1] == [22] and s["hands"][0] == [3]


def test_bespelled_grimoire_cap_ten():
    """Bespelled Grimoire: gain 2 energies; reserve cap becomes 10."""
    s = summoned(18, res={"a": 8})
    s = play(s, "gain:a", "gain:a")
    assert GAME.total(s, 0) == 10 and not s["pending"]


def test_ragfield_helm_lantern_sealed_chest_end_scoring():
    """End cards: Ragfield's Helm +20 with most cards; Lantern +3 per energy; Sealed Chest +20 if only items."""
    s = turn_state(tableau=[19, 45, 46], res={"a": 2}, others={1: [10]})
    assert GAME.scores(s)[0] == 10 + 24 + 10 + 20 + 6 + 20
    GAME.add_card(s, 1, 22)
    GAME.add_card(s, 1, 29)
    assert GAME.scores(s)[0] == 10 + 24 + 10 + 6 + 20


def test_hand_of_fortune_cheaper():
    """Hand of Fortune: summoning costs one energy less (never below 1 energy)."""
    s = turn_state(tableau=[20], hand=[10, 23], res={"f": 2})
    assert "summon:10" in ids(s) and "summon:23" in ids(s)
    s = play(s, "summon:10")
    assert s["res"][0]["f"] == 0
    s = turn_state(tableau=[20], hand=[50], res={})
    assert "summon:50" not in ids(s)


def test_lewis_copies_reserve():
    """Lewis Greyface: gain the energies an opponent holds."""
    s = summoned(21, res={})
    s["res"][1] = {"a": 1, "w": 0, "f": 2, "e": 0}
    s = play(s, "copy:1")
    assert s["res"][0] == {"a": 1, "w": 0, "f": 2, "e": 0}


def test_potions():
    """Potions: Power (draw 1, gauge +2), Dreams (lose energies, free summon), Knowledge (5 energies), Life (×4)."""
    s = turn_state(tableau=[23], gauge=5, deck=[29])
    s = play(s, f"act:{uid(s, 0, 23)}")
    assert s["hands"][0] == [29] and s["gauge"][0] == 7 and s["discard"] == [23]
    s = turn_state(tableau=[24], hand=[22], res={"a": 2})
    s = play(s, f"act:{uid(s, 0, 24)}", "summon:22")
    assert cards_in_play(s, 0) == [22] and GAME.total(s, 0) == 0 and s["crystals"][0] == 0
    s = turn_state(tableau=[25])
    s = play(s, f"act:{uid(s, 0, 25)}", *["gain:f"] * 5)
    assert s["res"][0]["f"] == 5
    s = turn_state(tableau=[26], res={"a": 2, "e": 1})
    s = play(s, f"act:{uid(s, 0, 26)}")
    assert s["crystals"][0] == 12 and GAME.total(s, 0) == 0


def test_hourglass_of_time():
    """Hourglass of Time: at each season change gain 1 energy of your choice."""
    s = turn_state(tableau=[27], pos=2)
    GAME.move_token(s, 1, [], may_end=False)
    s = play(s, "gain:e")
    assert s["res"][0]["e"] == 1


def test_scepter_and_pendant():
    """Scepter of Greatness: +3 per other magic item; Pendant of Ragnor: 1 energy per other magic item."""
    s = summoned(28, tableau=[22, 3, 10])
    assert s["crystals"][0] == 30 + 6
    s = summoned(48, tableau=[22, 3], res={"w": 1, "f": 1, "a": 1})
    s = play(s, "gain:w", "gain:w")
    assert s["res"][0]["w"] == 2 and not s["pending"]


def test_elemental_amulet():
    """Elemental Amulet: discard up to one energy of each kind: water 2 energies, earth 5, fire draw, air gauge."""
    s = summoned(31, res={"a": 1, "w": 1, "f": 1, "e": 1}, gauge=5, deck=[22])
    s = play(s, "elem:a", "elem:w", "gain:f", "gain:f", "elem:f", "elem:e")
    assert s["gauge"][0] == 6 and s["res"][0] == {"a": 0, "w": 0, "f": 2, "e": 0}
    assert s["hands"][0] == [22] and s["crystals"][0] == 35


def test_tree_of_light():
    """Tree of Light: pay 3 crystals for 1 energy, or discard 1 energy to transmute this round."""
    s = turn_state(tableau=[32], crystals=3, res={"e": 1})
    u = uid(s, 0, 32)
    s2 = play(s, f"act:{u}:buya")
    assert s2["res"][0]["a"] == 1 and s2["crystals"][0] == 0
    s3 = play(s, f"act:{u}:tre")
    assert s3["tr"] and s3["res"][0]["e"] == 0


def test_arcano_leech():
    """Arcano Leech: an opponent pays 1 crystal to its owner before summoning."""
    s = turn_state(hand=[7], others={1: [33]}, crystals=1)
    s = play(s, "summon:7")
    assert s["crystals"] == [0, 2]
    s = turn_state(hand=[7], others={1: [33]}, crystals=0)
    assert "summon:7" not in ids(s)


def test_crystal_orb():
    """Crystal Orb: look at the top card; summon it for 4 energies, put it back, or pay 3 to discard it."""
    s = turn_state(tableau=[34], res={"a": 4}, crystals=3, deck=[1, 29])
    s = play(s, f"act:{uid(s, 0, 34)}")
    assert ids(s) == ["orb:summon", "orb:back", "orb:discard"]
    assert "cards" not in GAME.view(s, 1)["pending"][0]
    s2 = play(s, "orb:summon", "drop:a", "drop:a", "drop:a", "drop:a")
    assert cards_in_play(s2, 0) == [34, 29] and s2["crystals"][0] == 23
    s3 = play(s, "orb:discard")
    assert s3["discard"] == [29] and s3["crystals"][0] == 0


def test_glutton_cauldron():
    """Glutton Cauldron: put 1 energy on it per turn; at 7, sacrifice it, take them back and +15."""
    s = turn_state(tableau=[35], res={"a": 1})
    s["tableau"][0][0]["store"] = {"w": 6}
    s = play(s, f"act:{uid(s, 0, 35)}:a")
    assert s["crystals"][0] == 15 and s["res"][0] == {"a": 1, "w": 6, "f": 0, "e": 0} and s["tableau"][0] == []


def test_vampiric_crown():
    """Vampiric Crown: draw or discard a card, gain energies equal to its points."""
    s = summoned(36, res={"w": 1, "a": 1}, deck=[21])
    s = play(s, "crown:draw", *["gain:e"] * 6)
    assert s["hands"][0] == [21] and s["res"][0]["e"] == 6


def test_dragon_skull():
    """Dragon Skull: sacrifice 3 other cards → +15 crystals."""
    s = turn_state(tableau=[37, 22, 29, 3])
    s = play(s, f"act:{uid(s, 0, 37)}", *[f"sac:{uid(s, 0, c)}" for c in (22, 29, 3)])
    assert cards_in_play(s, 0) == [37] and s["crystals"][0] == 15


def test_demon_of_argos():
    """Demon of Argos: each opponent's gauge −1 and each opponent draws a card."""
    s = summoned(38, players=3, res={"a": 1, "w": 1, "f": 1, "e": 1}, deck=[1, 2])
    assert s["gauge"][1:] == [14, 14] and s["hands"][1] == [2] and s["hands"][2] == [1]


def test_titus_deepgaze():
    """Titus Deepgaze: round end each opponent gives 1 crystal; if one cannot, Titus is sacrificed."""
    s = turn_state(players=3, tableau=[39], crystals=1)
    GAME.round_end(s, [])
    assert s["crystals"] == [3, 0, 0] and cards_in_play(s, 0) == [39]
    GAME.round_end(s, [])
    assert cards_in_play(s, 0) == []


def test_air_elemental():
    """Air Elemental: every energy in opponents' reserves becomes air."""
    s = turn_state(hand=[40], res={"a": 3})
    s["res"][1] = {"a": 0, "w": 2, "f": 1, "e": 0}
    s = play(s, "summon:40")
    assert s["res"][1] == {"a": 3, "w": 0, "f": 0, "e": 0}


def test_thieving_fairies():
    """Thieving Fairies: when an opponent activates, they give 1 crystal and the owner gains 1 more."""
    s = turn_state(tableau=[43], others={1: [41]}, crystals=1)
    s = play(s, f"act:{uid(s, 0, 43)}")
    assert s["crystals"] == [0, 3]


def test_cursed_treatise():
    """Cursed Treatise of Arus: +2 energies, +10 crystals, gauge +1; sacrificed, the reserve is lost."""
    s = summoned(42, res={"w": 1}, gauge=5)
    s = play(s, "gain:a", "gain:a")
    assert s["crystals"][0] == 40 and s["gauge"][0] == 6 and s["res"][0]["a"] == 2
    GAME.remove(s, 0, uid(s, 0, 42))
    assert GAME.total(s, 0) == 0


def test_idol_of_the_familiar():
    """Idol of the Familiar: activation +1 crystal per familiar in play."""
    s = turn_state(tableau=[43, 10, 16])
    s = play(s, f"act:{uid(s, 0, 43)}")
    assert s["crystals"][0] == 2


def test_necrotic_kriss():
    """Necrotic Kriss: discard a familiar from hand or sacrifice one in play → 4 energies."""
    s = turn_state(tableau=[44, 10], hand=[12, 3])
    u = uid(s, 0, 44)
    s = play(s, f"act:{u}")
    assert ids(s) == ["kriss:h:12", f"kriss:p:{uid(s, 0, 10)}"]
    s = play(s, "kriss:h:12", *["gain:w"] * 4)
    assert s["res"][0]["w"] == 4 and s["hands"][0] == [3]


def test_mirror_of_the_seasons():
    """Mirror of the Seasons: pay X crystals to change X identical energies into another kind."""
    s = turn_state(tableau=[47], res={"w": 3}, crystals=2)
    s = play(s, f"act:{uid(s, 0, 47)}", "from:w", "to:e")
    assert ids(s) == ["count:1", "count:2"]
    s = play(s, "count:2")
    assert s["res"][0]["e"] == 2 and s["res"][0]["w"] == 1 and s["crystals"][0] == 0


def test_sid_nightshade():
    """Sid Nightshade: with strictly the most crystals, each opponent gives 5."""
    s = summoned(49, players=3, crystals=10)
    assert s["crystals"] == [10, 10, 10]
    s = turn_state(players=3, hand=[49], res={"e": 2})
    s["crystals"] = [8, 3, 7]
    s = play(s, "summon:49")
    assert s["crystals"] == [16, 0, 2]


def test_damned_soul_of_onys():
    """Damned Soul of Onys: +10 crystals and 1 water; pass it left for 1 water; −3 crystals each round end."""
    s = summoned(50, res={})
    assert s["crystals"][0] == 40 and s["res"][0]["w"] == 1
    s = play(s, f"act:{uid(s, 0, 50)}")
    assert cards_in_play(s, 1) == [50] and s["res"][0]["w"] == 0
    GAME.round_end(s, [])
    assert s["crystals"][1] == 27


@pytest.mark.parametrize("card", range(1, 51))
def test_every_card_summons_and_activates(card):
    """Every card: summoned for its cost, its power resolved, its activation (if any) used once."""
    s = summoned(card, players=3, res={"a": 3, "w": 3, "f": 3, "e": 3}, tableau=[22, 3, 10], gauge=10,
                 others={1: [29, 16], 2: [3]}, deck=[1, 2, 3, 22, 29, 5, 7])
    s["hands"][0] += [12, 3]
    for _ in range(40):
        if not s["pending"]:
            break
        s = play(s, ids(s)[0])
    assert not s["pending"] and s["phase"] == "turn"
    entry = next((t for t in s["tableau"][0] if t["card"] == card), None)
    assert entry is not None or card in (10,)
    if entry and "act" in CARDS[card]["tags"] and card != 15:
        acts = [m for m in ids(s, 0) if m.startswith(f"act:{entry['uid']}")]
        assert acts, card
        s = play(s, acts[0], seat=0)
        for _ in range(40):
            if not s["pending"]:
                break
            s = play(s, ids(s)[0])
        assert not s["pending"]


# ---------------------------------------------------------------- presentation
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_texts_render_in_both_languages(lang):
    """Texts: every key in both languages; board, hand, labels and events render within limits."""
    assert set(TEXTS.tables["en"]) == set(TEXTS.tables["fr"])
    rng = random.Random(4)
    s = GAME.setup(4, seed=11)
    seen = 0
    while GAME.to_act(s) and seen < 900:
        seat = GAME.to_act(s)[0]
        moves = GAME.legal_moves(s, seat)
        labels = [GAME.move_label(s, seat, m, lang, NAMES) for m in moves]
        assert len(set(labels)) == len(labels) and all(len(x) <= 80 for x in labels)
        mv = GAME.ai_move(s, seat, rng) if seen % 2 else rng.choice(moves).id
        s, ev = GAME.apply(s, seat, mv)
        for e in ev:
            text = GAME.event_text(e, lang, NAMES)
            assert text is None or "{" not in text
        assert len(GAME.board_text(GAME.view(s, None), lang, NAMES)) <= 3500
        assert len(GAME.private_text(GAME.view(s, seat), lang, NAMES)) <= 1800
        seen += 1
    assert GAME.board_image(GAME.view(s, None), lang, NAMES)[:4] == b"\x89PNG"
    assert "Seasons" in GAME.rules_summary(lang)


# ---------------------------------------------------------------- card texts (play without the rulebook)
def test_every_card_power_is_shown_where_you_decide():
    """Every design's power, in both languages: in cards(), beside it in the draft pack and the hand, in the
    note of the move that drafts or summons it, on the board once in play, and among cards_in_view."""
    from engine.games.seasons.text import POWERS

    infos = {c.key: c for c in GAME.cards()}
    assert sorted(infos, key=int) == [str(n) for n in sorted(CARDS)] and len(infos) == 50
    assert sum(c.copies for c in infos.values()) == len(full_deck("archmage")) == 100
    for n in sorted(CARDS):
        info = infos[str(n)]
        assert {tag for tag, _, _ in POWERS[n] if tag} == set(CARDS[n]["tags"])  # timings from the card data
        assert info.vp == str(CARDS[n]["vp"]) and info.kind["en"] == TEXTS.t("en", CARDS[n]["type"])
        hand = summoned_state(n)
        hand_moves = {m.id: m for m in GAME.legal_moves(hand, 0)}
        pack = GAME.setup(2, seed=1)
        pack["packs"][0] = sorted({n, 3, 29})
        pack_moves = {m.id: m for m in GAME.legal_moves(pack, 0)}
        played = turn_state(tableau=[n])
        for lang in ("en", "fr"):
            short = info.note(lang)
            assert short == TEXTS.t(lang, f"eff_{n}") and info.text(lang) == TEXTS.t(lang, f"power_{n}")
            assert info.names[lang] == TEXTS.t(lang, f"card_{n}") and len(info.text(lang)) >= len(short)
            assert short in GAME.private_text(GAME.view(hand, 0), lang, NAMES), (n, lang)
            assert GAME.move_notes(hand, 0, hand_moves[f"summon:{n}"], lang, NAMES) == [None, short]
            assert short in GAME.private_text(GAME.view(pack, 0), lang, NAMES), (n, lang)
            assert GAME.move_notes(pack, 0, pack_moves[f"draft:{n}"], lang, NAMES) == [short]
            assert short in GAME.board_text(GAME.view(played, None), lang, NAMES)
            assert GAME.card_note(n, lang) == short
        assert str(n) in GAME.cards_in_view(GAME.view(hand, 0)) and str(n) in GAME.cards_in_view(GAME.view(pack, 0))
        assert str(n) in GAME.cards_in_view(GAME.view(played, None))
        assert str(n) not in GAME.cards_in_view(GAME.view(hand, None))  # a hand stays private


def summoned_state(card):
    """Seat 0 in its turn with ``card`` in hand and enough to summon it."""
    s = turn_state(hand=[card], res={}, crystals=30)
    for k, v in CARDS[card]["costs"][0].items():
        if k != "cr":
            s["res"][0][k] = v
    return s


def test_notes_follow_the_steps_that_name_a_card():
    """move_notes: the card's short power on the step that names it (pending choices too), None elsewhere."""
    s = turn_state(tableau=[43, 44, 10], hand=[12, 3], res={"e": 2})
    moves = {m.id: m for m in GAME.legal_moves(s, 0)}
    note = GAME.card_note
    assert GAME.move_notes(s, 0, moves["end"], "en", NAMES) == [None]
    assert GAME.move_notes(s, 0, moves[f"act:{uid(s, 0, 43)}"], "fr", NAMES) == [None, note(43, "fr")]
    s = play(s, f"act:{uid(s, 0, 44)}")
    kriss = {m.id: m for m in GAME.legal_moves(s, 0)}
    assert GAME.move_notes(s, 0, kriss["kriss:h:12"], "en", NAMES) == [note(12, "en")]
    assert GAME.move_notes(s, 0, kriss[f"kriss:p:{uid(s, 0, 10)}"], "en", NAMES) == [note(10, "en")]
    s = draw_die_turn(deck=[5, 1, 3, 22])
    assert [GAME.move_notes(s, 0, m, "en", NAMES) for m in GAME.legal_moves(s, 0)] == [[None], [None]]
    s = play(s, "bonus:draw")
    assert sorted(GAME.move_notes(s, 0, m, "en", NAMES)[0] for m in GAME.legal_moves(s, 0)) == sorted(
        [note(3, "en"), note(22, "en")])


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_picture_legend_lies_inside_the_picture(lang):
    """Picture: the legend is drawn inside the image bounds, clear of the dice (six dice at four players)."""
    from engine.games.seasons import image

    s = GAME.setup(4, seed=5, options={"level": "apprentice"})
    while s["phase"] == "bundle":
        seat = GAME.to_act(s)[0]
        s = play(s, ids(s, seat)[0], seat=seat)
    view = GAME.view(s, None)
    assert len(view["dice"]) == 5
    view["leftover"] = dict(view["dice"][0])  # five dice and the leftover one: the fullest dice area
    img, boxes = image.render(view, lang, NAMES)
    assert len(boxes["dice"]) == 6 and boxes["legend"]
    for x0, y0, x1, y1 in boxes["legend"]:
        assert x0 >= 0 and y0 >= 0 and x1 <= img.width and y1 <= img.height, (x0, y0, x1, y1, img.size)
        for dx0, dy0, dx1, dy1 in boxes["dice"]:
            assert x1 <= dx0 or dx1 <= x0 or y1 <= dy0 or dy1 <= y0  # no overlap with a die
