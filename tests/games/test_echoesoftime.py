"""Echoes of Time scenarios, one per rule of the BGA help page (cards designed for this table, see data.py)."""

import os
import random
from collections import Counter

import pytest

from engine import IllegalMove, SetupError, canonical
from engine.games.echoesoftime import GAME
from engine.games.echoesoftime.data import CARD_TYPES, DECK, FACTIONS, SOURCES, TILE_FLAMES, TYPE
from engine.games.echoesoftime.text import TEXTS
from engine.invariants import check_ai_move_reads_only_the_view, play_random_game


def cid(key, copy=0):
    return [i for i, k in enumerate(DECK) if k == key][copy]


def table(players=2, seed=1, sources=("spring", "grove"), hands=None, turn=0, **extra):
    """An action phase in round 1: empty time boards, empty Companies, seat ``turn`` to play."""
    s = GAME.setup(players, seed)
    s["phase"], s["round"], s["turn"], s["first"], s["turns"], s["main_done"] = "actions", 1, turn, turn, 0, False
    s["pending"], s["summon_queue"], s["time_left"] = [], [], []
    s["hands"] = [list(h) for h in (hands or [[] for _ in range(players)])]
    used = {c for h in s["hands"] for c in h}
    s["deck"] = [c for c in range(len(DECK)) if c not in used]
    s["on"] = [[[] for _ in TILE_FLAMES] for _ in range(players)]
    s["company"] = [[] for _ in range(players)]
    s["sources"] = [{"key": k, "owner": None, "fortified": False, "under": []} for k in sources]
    s.update(extra)
    return s


def put(s, seat, key, slot, copy=0):
    c = cid(key, copy)
    s["on"][seat][GAME.tile_at(s, seat, slot)].append(c)
    if c in s["deck"]:
        s["deck"].remove(c)
    return c


def summoned(s, seat, *keys):
    out = []
    for k in keys:
        c = cid(k)
        s["company"][seat].append(c)
        if c in s["deck"]:
            s["deck"].remove(c)
        out.append(c)
    return out


def ids(s, seat):
    return [m.id for m in GAME.legal_moves(s, seat)]


def play(s, seat, *moves):
    events = []
    for m in moves:
        s, ev = GAME.apply(s, seat, m)
        events += ev
    return s, events


# ---------------------------------------------------------------- components
def test_component_totals():
    """Components: 60 Company cards (4 factions × 11, 6 neutral, 5 Artefacts × 2), 6 Sources, 6 tiles."""
    assert len(DECK) == 60
    kinds = Counter(TYPE[k]["kind"] for k in DECK)
    assert kinds == {"creature": 50, "artefact": 10}
    assert Counter(TYPE[k]["faction"] for k in DECK if TYPE[k]["kind"] == "creature") == \
        {"water": 11, "forest": 11, "sky": 11, "earth": 11, None: 6}
    arte = Counter(k for k in DECK if TYPE[k]["kind"] == "artefact")
    assert len(arte) == 5 and set(arte.values()) == {2}
    assert len(SOURCES) == 6 and sum(s["swords"] for s in SOURCES) == 1
    assert Counter(TILE_FLAMES) == {"yellow": 2, "blue": 2, "red": 2}
    for c in CARD_TYPES:
        assert 0 <= c["time_cost"] <= 5 and 0 <= c["card_cost"] <= 3 and 0 <= c["vp"] <= 3
        assert c["kind"] == "artefact" or 1 <= c["strength"] <= 4
    assert set(FACTIONS) == {"water", "forest", "sky", "earth"}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup(players):
    """Mise en place: 12 VP per player in the pool, one Source per player, 7 cards each, 5 tiles + 1 outside."""
    s = GAME.setup(players, seed=3)
    assert s["pool"] == 12 * players and len(s["sources"]) == players
    assert all(len(h) == 7 for h in s["hands"]) and len(s["deck"]) == 60 - 7 * players
    assert all(len(o) == 5 for o in s["order"]) and s["phase"] == "setup" and s["turn"] == s["first"]


def test_bad_counts_and_options():
    """2–4 players, the one option is a boolean."""
    for bad in (1, 5):
        with pytest.raises(SetupError):
            GAME.setup(bad, seed=1)
    with pytest.raises(SetupError):
        GAME.setup(2, seed=1, options={"speed": 1})


def test_variant_reduced_interaction_removes_crossed_swords():
    """Variante: the Company cards and the Source with crossed swords are removed before setup."""
    for seed in range(10):
        s = GAME.setup(4, seed, {"reduced_interaction": True})
        cards = s["deck"] + [c for h in s["hands"] for c in h]
        assert not any(TYPE[DECK[c]]["swords"] for c in cards)
        assert "throne" not in [x["key"] for x in s["sources"]]
        assert len(cards) == 60 - sum(TYPE[k]["swords"] for k in DECK)


def test_setup_each_player_plays_one_card_then_round_one():
    """Mise en place 7: from the first player clockwise, each plays one card paying its costs; then round 1."""
    s = GAME.setup(2, seed=4)
    first, players = s["first"], []
    while s["phase"] == "setup" or s["pending"]:
        seat = GAME.to_act(s)[0]
        move = GAME.legal_moves(s, seat)[0].id
        if move.startswith("play:"):
            players.append(seat)
        s, _ = GAME.apply(s, seat, move)
    assert players == [first, 1 - first]
    assert s["round"] == 1 and s["phase"] in ("actions",) and s["turn"] == first
    assert all(len(h) >= 5 for h in s["hands"])


# ---------------------------------------------------------------- time phase
def test_time_phase_shifts_tiles_and_summons_slot_one():
    """Phase du Temps: the outside tile enters at slot 5, tiles shift right, slot 1's cards are summoned, draw 1."""
    s = table()
    c = put(s, 0, "s_scout", 1)  # summon: gain 1 VP
    far = put(s, 0, "w_raider", 3)
    out_before, slot1 = s["outside"][0], GAME.tile_at(s, 0, 1)
    s["turns"], s["main_done"], s["turn"] = 3, True, 1
    s, ev = play(s, 1, "end")
    assert s["round"] == 2 and GAME.tile_at(s, 0, 5) == out_before and s["outside"][0] == slot1
    assert c in s["company"][0] and s["vp"][0] == 1 and GAME.slot_of(s, 0, far) == 2
    assert [len(h) for h in s["hands"]] == [1, 1]
    assert "summon" in [e.kind for e in ev]


def test_two_summoned_cards_owner_chooses_order():
    """Phase du Temps 2: if two cards are summoned together, their owner chooses the order."""
    s = table()
    a, b = put(s, 0, "s_scout", 1), put(s, 0, "w_scout", 1)
    s["turns"], s["main_done"], s["turn"] = 3, True, 1
    s, _ = play(s, 1, "end")
    assert GAME.to_act(s) == [0] and sorted(ids(s, 0)) == sorted([f"first:{a}", f"first:{b}"])
    s, ev = play(s, 0, f"first:{b}")
    assert [e.args["card"] for e in ev if e.kind == "summon"] == ["w_scout", "s_scout"]


# ---------------------------------------------------------------- action phase
def test_two_turns_each_clockwise():
    """Phase des actions: from the first player clockwise, two turns each; one cube per turn."""
    s = table(players=3, hands=[[cid("w_raider")], [cid("f_raider")], [cid("s_raider")]])
    order = []
    for _ in range(6):
        seat = GAME.to_act(s)[0]
        order.append(seat)
        s, _ = play(s, seat, "draw", "end")
    assert order == [0, 1, 2, 0, 1, 2] and s["round"] == 2
    assert all(sum(c.values()) == 0 for c in s["cubes"])  # cubes back at the end of the round


def test_main_action_required_before_ending_turn():
    """Each turn a cube must be placed: 'end' only after the main action."""
    s = table()
    assert "end" not in ids(s, 0)
    s, _ = play(s, 0, "draw")
    assert "end" in ids(s, 0) and "draw" not in ids(s, 0) and s["cubes"][0]["draw"] == 1


def test_draw_two():
    """Piocher 2 cartes."""
    s = table()
    s, ev = play(s, 0, "draw")
    assert len(s["hands"][0]) == 2
    assert [e for e in ev if e.kind == "drew_cards"][0].to == [0]


def test_play_pays_card_cost_and_goes_on_its_time_slot():
    """Jouer 1 carte: discard its card cost, put it on the tile of its time cost."""
    titan = cid("w_titan")  # card cost 2, time 4
    s = table(hands=[[titan, cid("f_raider"), cid("s_raider"), cid("e_guard")], []])
    s, _ = play(s, 0, f"play:{titan}")
    assert GAME.to_act(s) == [0] and all(i.startswith("discard:") for i in ids(s, 0))
    assert f"discard:{titan}" not in ids(s, 0)
    s, _ = play(s, 0, f"discard:{cid('f_raider')}", f"discard:{cid('s_raider')}")
    assert GAME.slot_of(s, 0, titan) == 4 and s["hands"][0] == [cid("e_guard")]
    assert s["discard"] == [cid("f_raider"), cid("s_raider")]


def test_play_time_cost_zero_is_summoned_at_once():
    """Jouer 1 carte 3: a time cost of 0 sends the card straight into the Company."""
    c = cid("e_scout")
    s = table(hands=[[c], []])
    s, _ = play(s, 0, f"play:{c}")
    assert s["company"][0] == [c]


def test_full_tile_goes_to_first_free_tile_on_its_left():
    """Limite: 2 cards per tile; if full, the first free tile to the left (higher slot); none free: not playable."""
    c = cid("w_raider")  # time 1
    s = table(hands=[[c], []])
    put(s, 0, "f_raider", 1), put(s, 0, "s_raider", 1), put(s, 0, "e_raider", 2), put(s, 0, "n_wanderer", 2)
    s2, _ = play(s, 0, f"play:{c}")
    assert GAME.slot_of(s2, 0, c) == 3
    for slot, keys in ((3, ("w_guard", "f_guard")), (4, ("s_guard", "e_guard")), (5, ("w_elder", "f_elder"))):
        for k in keys:
            put(s, 0, k, slot)
    assert f"play:{c}" not in ids(s, 0)


def test_two_copies_of_an_artefact_never_in_one_company():
    """Attention: five Artefacts exist in two copies; you may not own both copies in your Company."""
    a, b = cid("a_hourglass", 0), cid("a_hourglass", 1)
    s = table(hands=[[b, cid("w_raider")], []])
    summoned(s, 0, "a_hourglass")
    assert f"play:{b}" not in ids(s, 0)
    s["company"][0].remove(a)
    assert f"play:{b}" in ids(s, 0)


def test_advance_two_cards_one_slot_each():
    """Avancer 2 cartes: two cards one slot each."""
    s = table()
    a, b = put(s, 0, "w_raider", 3), put(s, 0, "w_titan", 5)
    s, _ = play(s, 0, "advance", f"adv1:{a}")
    assert f"adv1:{a}" not in ids(s, 0) and f"adv1:{b}" in ids(s, 0)
    s, _ = play(s, 0, f"adv1:{b}")
    assert GAME.slot_of(s, 0, a) == 2 and GAME.slot_of(s, 0, b) == 4


def test_advance_one_card_two_slots_passes_full_tile_and_summons_past_one():
    """Avancer: one card two slots; may cross a full tile, not stop on it; past slot 1 it is summoned."""
    s = table()
    a = put(s, 0, "w_raider", 3)
    put(s, 0, "f_raider", 2), put(s, 0, "s_raider", 2)
    s2, _ = play(s, 0, "advance")
    assert f"adv1:{a}" not in ids(s2, 0) and f"adv2:{a}" in ids(s2, 0)
    s2, _ = play(s2, 0, f"adv2:{a}")
    assert GAME.slot_of(s2, 0, a) == 1
    b = put(s, 0, "w_guard", 1)
    s3, ev = play(s, 0, "advance", f"adv2:{b}")
    assert b in s3["company"][0] and "summon" in [e.kind for e in ev]


# ---------------------------------------------------------------- sources
def test_conquer_needs_strictly_greater_strength():
    """Conquérir: committed Creatures' total strength strictly greater than the Source's conquest strength."""
    s = table(sources=("spring", "grove"))  # spring: conquest 3
    g, r = summoned(s, 0, "w_guard", "w_raider")  # 3 + 2
    s["company"][0] = [g]
    assert "conquer:0" not in ids(s, 0)  # 3 is not > 3
    s["company"][0] = [g, r]
    s, _ = play(s, 0, "conquer:0", f"commit:{g}")
    assert "commit:done" not in ids(s, 0)
    s, ev = play(s, 0, f"commit:{r}", "commit:done")
    src = s["sources"][0]
    assert src["owner"] == 0 and sorted(src["under"]) == sorted([g, r]) and s["company"][0] == []
    assert len(s["hands"][0]) == 1  # spring's conquest effect: draw 1


def test_conquer_from_opponent_beats_creatures_under_it():
    """Conquérir: an opponent's unfortified Source needs more strength than the Creatures under it; they return."""
    s = table(sources=("spring", "grove"))
    d = cid("e_titan")
    s["sources"][0].update(owner=1, under=[d])
    s["deck"].remove(d)
    g, r = summoned(s, 0, "w_guard", "w_raider")
    s, _ = play(s, 0, "conquer:0", f"commit:{g}", f"commit:{r}", "commit:done")
    assert s["sources"][0]["owner"] == 0 and d in s["company"][1]


def test_fortified_source_cannot_be_conquered():
    """Une Source fortifiée ne peut plus être conquise."""
    s = table()
    s["sources"][0].update(owner=1, under=[cid("n_wanderer")], fortified=True)
    summoned(s, 0, "w_titan", "e_titan")
    assert "conquer:0" not in ids(s, 0) and "conquer:1" in ids(s, 0)


def test_fortify_needs_more_than_fortification_value():
    """Fortifier: the Creatures under your Source must be stronger than its fortification value."""
    s = table()  # spring: fortify 5
    under = [cid("w_guard"), cid("w_raider")]  # 5
    s["sources"][0].update(owner=0, under=list(under))
    assert "fortify:0" not in ids(s, 0)
    s["sources"][0]["under"].append(cid("n_wanderer"))  # 6
    s, _ = play(s, 0, "fortify:0")
    assert s["sources"][0]["fortified"] and s["vp"][0] == 1  # fortification effect: 1 VP


def test_tucked_creatures_keep_icons_lose_text_and_fortified_lose_icons():
    """Conquise: text off, icons on (scoring counts them); fortifiée: icons off too; VP always count."""
    s = table()
    summoned(s, 0, "w_elder")  # end: 1 VP per Water creature
    s["sources"][0].update(owner=0, under=[cid("w_adept"), cid("w_guard")])
    assert not [i for i in ids(s, 0) if i.startswith("flame:")]  # Mist Adept's flame is off under a Source
    d = GAME.score_detail(s, 0)
    assert d["bonus"] == 3 and d["cards"] == 1 + 1 + 0 and d["sources"] == 2
    s["sources"][0]["fortified"] = True
    d = GAME.score_detail(s, 0)
    assert d["bonus"] == 1 and d["cards"] == 2 and d["sources"] == 5


def test_reinforce_moves_free_creatures_without_token():
    """Renforcer: move Creatures of your Company under a Source you hold; not those with an activation token."""
    s = table()
    g, a = summoned(s, 0, "w_guard", "w_adept")
    s["sources"][0].update(owner=0, under=[cid("n_wanderer")])
    s["tokens"] = [f"c{a}"]
    assert f"reinforce:{g}:0" in ids(s, 0) and f"reinforce:{a}:0" not in ids(s, 0)
    s, _ = play(s, 0, f"reinforce:{g}:0")
    assert g in s["sources"][0]["under"] and "fortify:0" not in ids(s, 0)  # reinforcing is not fortifying


# ---------------------------------------------------------------- flames
def test_flame_colour_must_match_outside_tile_once_per_round():
    """Activer un effet Flamme: colour of the tile outside the board; one use per round; token on it."""
    s = table()
    a, m = summoned(s, 0, "w_adept", "w_mystic")  # blue draw 1, red VP 1
    assert s["outside"][0] == 5 and TILE_FLAMES[5] == "red"
    assert f"flame:c{m}" in ids(s, 0) and f"flame:c{a}" not in ids(s, 0)
    s, _ = play(s, 0, f"flame:c{m}")
    assert s["vp"][0] == 1 and f"flame:c{m}" not in ids(s, 0)
    assert f"c{m}" in s["tokens"] and m not in GAME.free_creatures(s, 0)  # exhausted: cannot be committed


def test_flame_of_a_controlled_source():
    """Flamme: a Source you control may carry a Flame effect."""
    s = table(sources=("well", "grove"))  # well: red flame, 1 VP
    s["sources"][0].update(owner=0, under=[cid("e_titan")])
    s, _ = play(s, 0, "flame:s0")
    assert s["vp"][0] == 1


def test_flame_that_activates_another_flame():
    """Flamme: an effect that activates another card's Flame puts a token on it too; it must be unused."""
    s = table()
    p, a = summoned(s, 0, "a_prism", "w_adept")  # prism red: use another Flame; adept blue draw 1
    s, _ = play(s, 0, f"flame:c{p}")
    assert ids(s, 0) == [f"other:c{a}"]
    s, _ = play(s, 0, f"other:c{a}")
    assert len(s["hands"][0]) == 1 and {f"c{p}", f"c{a}"} <= set(s["tokens"])


# ---------------------------------------------------------------- effects
def test_remove_a_card_rules():
    """Retirer une carte: only your Company (also under an unfortified Source), never the card itself; the
    last Creature under a conquered Source removed sends it back to the centre; never under a fortified one."""
    s = table(sources=("spring", "grove"))
    gr, w = summoned(s, 0, "a_grimoire", "n_wanderer")
    s["outside"][0] = 1  # blue
    u = cid("w_guard")
    s["sources"][0].update(owner=0, under=[u])
    f = cid("f_guard")
    s["sources"][1].update(owner=0, under=[f], fortified=True)
    s, _ = play(s, 0, f"flame:c{gr}")
    choices = ids(s, 0)
    assert f"remove:{gr}" not in choices and f"remove:{f}" not in choices
    assert {f"remove:{w}", f"remove:{u}"} <= set(choices)
    s, ev = play(s, 0, f"remove:{u}")
    assert s["sources"][0]["owner"] is None and s["vp"][0] == 3 and u in s["discard"]


def test_cost_reductions():
    """Réductions: a card-cost reduction lowers the discards, a time-cost reduction the slot (0 = summoned)."""
    s = table(hands=[[cid("w_raider"), cid("w_guard")], []])
    summoned(s, 0, "w_sage", "a_chalice")  # water −1 time, creatures −1 card
    assert GAME.time_cost(s, 0, cid("w_raider")) == 0 and GAME.card_cost(s, 0, cid("w_guard")) == 0
    s, _ = play(s, 0, f"play:{cid('w_guard')}")
    assert cid("w_guard") in s["company"][0] and s["hands"][0] == [cid("w_raider")]


def test_opponents_discard_vp():
    """Effects may make opponents discard VP (crossed-swords cards)."""
    c = cid("n_mercenary")
    s = table(players=3, hands=[[c], [], []], vp=[0, 2, 0])
    s, _ = play(s, 0, f"play:{c}")
    assert s["vp"] == [0, 1, 0]


def test_permanent_trigger_on_conquer():
    """Effet permanent: triggers when its condition is met (a Champion's VP on conquest)."""
    s = table(sources=("grove", "spring"))
    ch, g = summoned(s, 0, "w_champion", "w_guard")
    s, _ = play(s, 0, "conquer:0", f"commit:{ch}", f"commit:{g}", "commit:done")
    assert s["vp"][0] == 1 + 0  # grove gives 1 VP; the Champion is under the Source now (text off)


# ---------------------------------------------------------------- end of round and game
def test_end_of_round_hand_limit_cubes_tokens_first_player():
    """Fin de manche: discard down to 10, cubes back, tokens removed, first player passes clockwise."""
    hand = [c for c in range(len(DECK))][:12]
    s = table(hands=[hand, []])
    s["tokens"] = ["c59"]
    s["turns"], s["main_done"], s["turn"] = 3, True, 1
    s, _ = play(s, 1, "end")
    assert GAME.to_act(s) == [0] and all(i.startswith("limit:") for i in ids(s, 0))
    s, _ = play(s, 0, ids(s, 0)[0])
    s, _ = play(s, 0, ids(s, 0)[0])
    assert s["first"] == 1 and s["tokens"] == [] and s["round"] == 2
    assert len(s["hands"][0]) == 11  # 10 + the Time phase draw


def test_end_when_pool_empty_after_the_round_and_reserve():
    """Fin: the pool empties; the round is finished; VP still gained come from the secondary reserve."""
    s = table(pool=1)
    m = summoned(s, 0, "w_mystic")[0]
    s, ev = play(s, 0, f"flame:c{m}")
    assert s["ending"] and s["trigger"] == "pool" and s["pool"] == 0
    s["tokens"] = []
    s, _ = play(s, 0, f"flame:c{m}")
    assert s["reserve_used"] == 1 and s["vp"][0] == 2
    s, _ = play(s, 0, "draw", "end")
    assert GAME.result(s) is None
    for seat in (1, 0, 1):
        s, _ = play(s, seat, "draw", "end")
    assert GAME.result(s) is not None and GAME.to_act(s) == []


def test_end_when_company_reaches_twelve_with_source_counting_two():
    """Fin: 12 cards in a Company, a held Source counting 2 and the Creatures under it 0."""
    s = table()
    keys = ["w_raider", "f_raider", "s_raider", "e_raider", "w_guard", "f_guard", "s_guard", "e_guard", "w_titan"]
    summoned(s, 0, *keys)
    s["sources"][0].update(owner=0, under=[cid("e_titan"), cid("f_titan")])
    assert GAME.company_size(s, 0) == 11
    s["hands"][0] = [cid("e_scout")]
    s, ev = play(s, 0, f"play:{cid('e_scout')}")
    assert s["ending"] and s["trigger"] == "company"


def test_end_when_every_source_is_fortified():
    """Fin: every Source in play is fortified."""
    s = table()
    s["sources"][1].update(owner=1, under=[cid("n_wanderer")], fortified=True)
    s["sources"][0].update(owner=0, under=[cid("w_titan"), cid("e_titan")])
    s, _ = play(s, 0, "fortify:0")
    assert s["ending"] and s["trigger"] == "fortified"


def test_scoring_and_tie_break_on_fortified_sources():
    """Décompte: tokens + Sources + summoned cards' VP + end scoring; tie: most fortified Sources, then shared."""
    s = table(vp=[3, 5])
    summoned(s, 0, "w_oracle")  # 2 VP
    s["sources"][0].update(owner=0, under=[cid("n_wanderer")], fortified=True)  # spring 5, wanderer 1
    summoned(s, 1, "s_oracle", "f_ancient")  # 2 + 3, end: 1 per Source held
    s["sources"][1].update(owner=1, under=[cid("e_scout")])  # grove 2
    s["on"][1][0].append(cid("e_titan"))  # on the time board: 0
    s["hands"][1] = [cid("w_titan")]
    s["phase"] = "over"
    r = GAME.result(s)
    assert r["scores"] == [3 + 2 + 5 + 1, 5 + 2 + 3 + 1 + 2 + 0] and r["winners"] == [1]
    s["vp"][0] = 5
    r = GAME.result(s)
    assert r["scores"] == [13, 13] and r["winners"] == [0]  # seat 0 has fortified one Source
    s["sources"][1]["fortified"] = True  # grove fortified: 5 instead of 2
    s["vp"][0] = 8
    r = GAME.result(s)
    assert r["scores"] == [16, 16] and r["winners"] == [0, 1]  # still tied: shared victory


def test_illegal_moves_refused_state_untouched():
    """apply refuses a move that is not legal, and leaves the state untouched."""
    s = table()
    before = canonical(s)
    for bad in ("fortify:0", "play:3", "end", "nonsense"):
        with pytest.raises(IllegalMove):
            GAME.apply(s, 0, bad)
    with pytest.raises(IllegalMove):
        GAME.apply(s, 1, "draw")
    assert canonical(s) == before


# ---------------------------------------------------------------- hidden information
def test_views_hide_hands_and_deck():
    """Hands and the deck order are secret; the time board, Companies and discards are public."""
    s = GAME.setup(3, seed=8)
    pub = GAME.view(s, None)
    assert "hand" not in pub and pub["deck"] == len(s["deck"]) and pub["hand_sizes"] == [7, 7, 7]
    mine = GAME.view(s, 1)
    assert mine["hand_ids"] == s["hands"][1]
    assert {k for k in mine if mine[k] != pub.get(k)} == {"seat", "hand", "hand_ids"}


def test_determinize_keeps_view_and_redeals_unseen():
    """determinize: same view for the seat, other hands and deck re-dealt from the unseen cards."""
    rng = random.Random(2)
    varied = 0
    for seed in range(25):
        s = GAME.setup(2 + seed % 3, seed)
        for _ in range(rng.randrange(0, 60)):
            if not GAME.to_act(s):
                break
            seat = GAME.to_act(s)[0]
            s, _ = GAME.apply(s, seat, rng.choice(GAME.legal_moves(s, seat)).id)
        for seat in range(s["players"]):
            d = GAME.determinize(s, seat, rng)
            assert GAME.view(d, seat) == GAME.view(s, seat)
            other = (seat + 1) % s["players"]
            assert sorted(d["deck"] + [c for i, h in enumerate(d["hands"]) if i != seat for c in h]) == \
                sorted(s["deck"] + [c for i, h in enumerate(s["hands"]) if i != seat for c in h])
            varied += sorted(d["hands"][other]) != sorted(s["hands"][other])
    assert varied > 40


# ---------------------------------------------------------------- presentation
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_texts_render_in_both_languages(lang):
    """Every text: rules (with 'cards designed for this table'), board ≤ 3,500, hand ≤ 1,800, labels ≤ 80
    and distinct, event lines for every event, the picture."""
    assert set(TEXTS.tables["en"]) == set(TEXTS.tables["fr"])
    rules = GAME.rules_summary(lang)
    assert len(rules) <= 3500
    assert ("Cards designed for this table" if lang == "en" else "Cartes conçues pour cette table") in rules
    names = ["Ann", "Bob", "Cat", "Dan"]
    kinds = set()
    for seed, players in ((1, 4), (2, 3), (3, 2)):
        s = GAME.setup(players, seed)
        rng = random.Random(seed)
        n = 0
        while GAME.to_act(s):
            seat = GAME.to_act(s)[0]
            moves = GAME.legal_moves(s, seat)
            labels = [GAME.move_label(s, seat, m, lang, names) for m in moves]
            assert all(0 < len(x) <= 80 for x in labels) and len(set(labels)) == len(labels), labels
            for m in moves:
                assert all(len(x) <= 80 for x in GAME.move_steps(s, seat, m, lang, names))
            if n % 25 == 0:
                view = GAME.view(s, None)
                assert len(GAME.board_text(view, lang, names)) <= 3500
                assert len(GAME.private_text(GAME.view(s, seat), lang, names)) <= 3000
            s, ev = GAME.apply(s, seat, GAME.ai_move(s, seat, rng) if n % 2 else rng.choice(moves).id)
            for e in ev:
                kinds.add(e.kind)
                text = GAME.event_text(e, lang, names)
                assert (text and "{" not in text) or (text is None and e.kind == "action_draw")
            n += 1
        assert len(GAME.board_text(GAME.view(s, None), lang, names)) <= 3500
    assert {"summon", "play", "conquer", "fortify", "round", "shift", "game_end"} <= kinds
    png = GAME.board_image(GAME.view(s, None), lang, names)
    assert png[:4] == b"\x89PNG"


def test_plural_texts():
    """Plural texts pick the right form (French 0 and 1 singular)."""
    assert TEXTS.t("en", "hand", n=1) == "1 card in hand" and TEXTS.t("en", "hand", n=2) == "2 cards in hand"
    assert TEXTS.t("fr", "hand", n=0) == "0 carte en main"


# ---------------------------------------------------------------- whole games, AI, balance
@pytest.mark.parametrize("players", [2, 3, 4])
def test_full_random_game_through_the_harness(players):
    """A whole game through the invariant kit, with and without the variant."""
    play_random_game(GAME, players, seed=players,
                     options={"reduced_interaction": True} if players == 2 else None)


def _game(players, seed, policies, options=None):
    s = GAME.setup(players, seed, options)
    rng = random.Random(seed)
    while GAME.to_act(s):
        seat = GAME.to_act(s)[0]
        pol = policies[seat]
        m = rng.choice(GAME.legal_moves(s, seat)).id if pol is None else pol(s, seat, rng)
        s, _ = GAME.apply(s, seat, m)
    return s, GAME.result(s)


def test_ai_beats_random():
    """AI seat: legal and clearly better than random play."""
    wins, n = 0.0, 16
    for g in range(n):
        _, r = _game(2, 500 + g, [GAME.ai_move, None] if g % 2 == 0 else [None, GAME.ai_move])
        ai = g % 2
        wins += (ai in r["winners"]) / len(r["winners"])
    assert wins / n > 0.6


# 60 games: with 24 a card was judged on 5-7 owners, whose mean moves by some 3 VP by chance (once the AI kept 4
# cards in hand, the Golem Oracle read +8.3 VP on 7 owners; over 150 games no card is above 4.2 VP)
BALANCE_GAMES = int(os.environ.get("EOT_BALANCE_GAMES", "60"))


def owned(s, seat):
    cards = list(s["company"][seat])
    for src in s["sources"]:
        if src["owner"] == seat:
            cards += src["under"]
    return {DECK[c] for c in cards}


def card_balance(games):
    """For each card: mean final score of the players who own it minus the others', over AI games."""
    rows = []
    for g in range(games):
        players = 2 + g % 3
        s, r = _game(players, 9000 + g, [GAME.ai_move] * players)
        for seat in range(players):
            rows.append((owned(s, seat), r["scores"][seat], (seat in r["winners"]) / len(r["winners"])))
    deltas = {}
    for key in TYPE:
        with_ = [sc for o, sc, _ in rows if key in o]
        without = [sc for o, sc, _ in rows if key not in o]
        wr = [w for o, _, w in rows if key in o]
        if len(with_) >= 5 and without:
            deltas[key] = (sum(with_) / len(with_) - sum(without) / len(without), sum(wr) / len(wr), len(with_))
    mean = sum(sum(sc for _, sc, _ in rows) for _ in [0]) / len(rows)
    return deltas, mean


CARD_SCORE_BOUND = 8.0  # VP: owning any one card moves its owner's average score by less than this


def test_no_card_dominates():
    """Balance (issue 17): each card's presence changes its owner's average score by less than a bound."""
    deltas, mean = card_balance(BALANCE_GAMES)
    assert len(deltas) > 30
    worst = max(deltas, key=lambda k: abs(deltas[k][0]))
    assert abs(deltas[worst][0]) < CARD_SCORE_BOUND, (worst, deltas[worst], mean)


def monomaniac(kind):
    """A seat that takes one main action whenever it can, else plays like the AI."""
    prefixes = {"draw": ("draw",), "play": ("play:",), "advance": ("advance",),
                "source": ("conquer:", "fortify:")}[kind]

    def policy(s, seat, rng):
        if not s["pending"] and s["phase"] == "actions" and not s["main_done"]:
            picks = [m.id for m in GAME.legal_moves(s, seat) if m.id.startswith(prefixes)]
            if picks:
                return GAME.ai_move(s, seat, rng) if GAME.ai_move(s, seat, rng) in picks else picks[0]
        return GAME.ai_move(s, seat, rng)
    return policy


ACTION_WIN_BOUND = 0.75  # in 2 players: a one-action strategy never wins more than this against the AI


@pytest.mark.parametrize("kind", ["draw", "play", "advance", "source"])
def test_no_action_dominates(kind):
    """Balance (issue 17): always taking one main action does not beat the all-round AI by a wide margin."""
    n = max(8, BALANCE_GAMES // 3)
    wins = 0.0
    for g in range(n):
        seat = g % 2
        pols = [GAME.ai_move, GAME.ai_move]
        pols[seat] = monomaniac(kind)
        _, r = _game(2, 7000 + g, pols)
        wins += (seat in r["winners"]) / len(r["winners"])
    assert wins / n < ACTION_WIN_BOUND


def test_ai_plays_a_card_rather_than_advance_while_it_can():
    """AI (easy level, issue 19): with 4+ cards in hand and a playable one it plays a card, even when a card of
    its time board is near summoning; with fewer it draws first; it advances only when nothing can be played."""
    s = table(hands=[[cid("s_scout"), cid("s_adept"), cid("w_mystic"), cid("e_guard")], []])
    put(s, 0, "f_mystic", 2)
    assert "advance" in ids(s, 0) and any(m.startswith("play:") for m in ids(s, 0))
    assert GAME.ai_move(s, 0, random.Random(1)).startswith("play:")
    s = table(hands=[[cid("s_scout"), cid("s_adept"), cid("w_mystic")], []])
    put(s, 0, "f_mystic", 2)
    assert any(m.startswith("play:") for m in ids(s, 0)) and "draw" in ids(s, 0)
    assert GAME.ai_move(s, 0, random.Random(1)) == "draw"
    s = table(hands=[[], []])
    put(s, 0, "f_mystic", 2)
    assert GAME.ai_move(s, 0, random.Random(1)) == "advance"


def test_ai_does_not_cheat():
    """AI (no cheating): its move is the same in every world ``determinize`` deals for the seat (other hands,
    deck order)."""
    for players in (2, 4):
        assert check_ai_move_reads_only_the_view(GAME, players, 40 + players, positions=80) > 0


def test_ai_conquers_another_source_before_fortifying():
    """AI (easy level, issue 19): when it could both fortify its Source and conquer another, it conquers first
    (a Source it takes is one its opponents lack; fortifying can wait)."""
    s = table(sources=("spring", "grove"))
    s["sources"][0].update(owner=0, under=[cid("w_guard"), cid("w_raider"), cid("n_wanderer")])  # 6 > 5
    for c in s["sources"][0]["under"]:
        s["deck"].remove(c)
    summoned(s, 0, "w_titan")  # 4 > grove's 3
    assert {"fortify:0", "conquer:1"} <= set(ids(s, 0)) and not [i for i in ids(s, 0) if i.startswith("flame:")]
    assert GAME.ai_move(s, 0, random.Random(1)) == "conquer:1"


def test_ai_keeps_free_creatures_while_an_open_source_is_not_its_own():
    """AI (easy level, issue 19): while some open Source is not its own it does not tuck its free Creatures under
    its Source (it keeps them to conquer), even when an opponent's free Creatures could take that Source."""
    s = table(sources=("spring", "grove"), main_done=True)
    s["sources"][0].update(owner=0, under=[cid("n_wanderer")])
    s["deck"].remove(cid("n_wanderer"))
    g, = summoned(s, 0, "w_guard")
    assert f"reinforce:{g}:0" in ids(s, 0)
    assert GAME.ai_move(s, 0, random.Random(1)) == "end"
    summoned(s, 1, "e_titan")  # 4 > the Wanderer's 1: the Source is threatened, the Guard still stays free
    assert GAME.ai_move(s, 0, random.Random(1)) == "end"



def test_ai_last_round_summons_now_and_fortifies_the_last_source():
    """AI (easy level, issue 19): once the end is triggered only what scores by the end counts: it plays a card
    summoned at once (no time cost) rather than a stronger one that would stay on its time board, and fortifies
    the last open Source even when behind (the game ends anyway)."""
    hand = [cid("s_scout"), cid("w_titan"), cid("f_titan"), cid("e_titan")]
    s = table(hands=[hand, []])
    assert GAME.ai_move(s, 0, random.Random(1)) not in (f"play:{cid('s_scout')}", "draw")
    s["ending"] = True
    assert GAME.ai_move(s, 0, random.Random(1)) == f"play:{cid('s_scout')}"
    s = table(sources=("spring", "grove"))
    s["sources"][0].update(owner=0, under=[cid("w_guard"), cid("w_raider"), cid("n_wanderer")])  # 6 > 5
    s["sources"][1].update(owner=1, under=[cid("e_titan"), cid("f_titan")], fortified=True)
    for c in s["sources"][0]["under"] + s["sources"][1]["under"]:
        s["deck"].remove(c)
    s["vp"] = [0, 10]
    assert "fortify:0" in ids(s, 0) and GAME.ai_move(s, 0, random.Random(1)) != "fortify:0"  # behind: it waits
    s["ending"] = True
    assert GAME.ai_move(s, 0, random.Random(1)) == "fortify:0"


def test_ai_last_round_reinforces_a_threatened_source():
    """AI (easy level, issue 19): in the last round, at the end of its turn, its free Creatures (one without end
    scoring first) reinforce a Source an opponent's free Creatures could take, until it is safe."""
    s = table(sources=("spring", "grove"), main_done=True)
    s["sources"][0].update(owner=0, under=[cid("n_wanderer")])
    s["deck"].remove(cid("n_wanderer"))
    guard, elder = summoned(s, 0, "w_guard", "w_elder")
    summoned(s, 1, "e_titan")  # 4 > the Wanderer's 1
    assert GAME.ai_move(s, 0, random.Random(1)) == "end"  # mid-game it keeps them free
    s["ending"] = True
    assert GAME.ai_move(s, 0, random.Random(1)) == f"reinforce:{guard}:0"
    s, _ = play(s, 0, f"reinforce:{guard}:0")  # 4 is not more than the Titan's 4: safe
    assert GAME.ai_move(s, 0, random.Random(1)) == "end"


def test_ai_does_not_cheat_in_the_last_round():
    """AI (no cheating): once the end is triggered too, its move is the same in every world ``determinize`` deals
    for the seat."""
    checked = 0
    for seed in range(3):
        chooser, state = random.Random(seed), GAME.setup(3, 60 + seed)
        while GAME.to_act(state):
            seat = GAME.to_act(state)[0]
            if state["ending"]:
                move = GAME.ai_move(state, seat, random.Random(7))
                for k in range(3):
                    assert GAME.ai_move(GAME.determinize(state, seat, random.Random(k)), seat, random.Random(7)) == move
                checked += 1
            state, _ = GAME.apply(state, seat, chooser.choice(GAME.legal_moves(state, seat)).id)
    assert checked > 10


def test_ai_near_the_end_plays_only_cards_that_arrive_in_time():
    """AI (easy level, issue 19): with 3+ players, once at most one Source is open or some Company counts 10, it
    plays a card placed on slot 2 or nearer even with few cards in hand (instead of drawing), never a slow one;
    at 2 players one open Source of two changes nothing."""
    raider, titan = cid("w_raider"), cid("w_titan")
    s = table(players=3, sources=("spring", "grove", "spire"), hands=[[raider, titan], [], []])
    assert f"play:{raider}" in ids(s, 0) and GAME.ai_move(s, 0, random.Random(1)) == "draw"  # 2 cards: it draws
    for i in (1, 2):
        s["sources"][i].update(owner=i, fortified=True)
    assert GAME.ai_move(s, 0, random.Random(1)) == f"play:{raider}"
    s = table(players=3, sources=("spring", "grove", "spire"), hands=[[raider, titan], [], []])
    summoned(s, 1, *[k for k in TYPE if k.startswith("e_")][:10])  # a Company of 10
    assert GAME.ai_move(s, 0, random.Random(1)) == f"play:{raider}"
    s["hands"][0] = [titan]
    assert GAME.ai_move(s, 0, random.Random(1)) == "draw"  # the Leviathan would arrive too late
    s = table(sources=("spring", "grove"), hands=[[raider, titan], []])
    s["sources"][1].update(owner=1, fortified=True)
    assert GAME.ai_move(s, 0, random.Random(1)) == "draw"


# ---------------------------------------------------------------- evaluate (search AI, issue 19)
def test_evaluate_is_the_lead_in_estimated_final_vp():
    """evaluate: level tables give 0.5; VP ahead gives more than 0.5 and the rival less; a card on the time board
    counts before it is summoned, though no longer once the end is triggered; the same lead weighs more near the
    end."""
    s = table()
    assert GAME.evaluate(s, 0) == GAME.evaluate(s, 1) == 0.5
    s["vp"] = [6, 0]
    ahead, behind = GAME.evaluate(s, 0), GAME.evaluate(s, 1)
    assert ahead > 0.7 and behind < 0.3 and abs(ahead + behind - 1) < 1e-9
    put(s, 1, "w_titan", 1)  # seat 1's Titan arrives next round
    assert GAME.evaluate(s, 1) > behind
    s["ending"] = True  # no more Time phase: the Titan stays on the board
    assert GAME.evaluate(s, 1) < behind and GAME.evaluate(s, 0) > ahead
    s = table(vp=[0, 2], hands=[[cid("w_titan"), cid("e_titan"), cid("f_titan")], []])
    assert GAME.evaluate(s, 0) > 0.5  # three cards in hand are worth more than 2 VP early on
    s["ending"] = True
    assert GAME.evaluate(s, 0) < 0.5  # not in the last round


def test_evaluate_finished_game_gives_the_result_and_stays_in_bounds():
    """evaluate: a finished game gives the result (win 1, loss 0, a shared win 0.5); along random games the
    values stay in [0, 1] and the state is not touched."""
    s = table(vp=[3, 5])
    s["phase"] = "over"
    assert (GAME.evaluate(s, 0), GAME.evaluate(s, 1)) == (0.0, 1.0)
    s["vp"] = [5, 5]
    assert GAME.evaluate(s, 0) == GAME.evaluate(s, 1) == 0.5
    for players, seed in ((2, 3), (4, 4)):
        state, rng = GAME.setup(players, seed), random.Random(seed)
        while GAME.to_act(state):
            before = canonical(state)
            values = [GAME.evaluate(state, p) for p in range(players)]
            assert all(0.0 <= v <= 1.0 for v in values) and canonical(state) == before
            seat = GAME.to_act(state)[0]
            state, _ = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)).id)
        result = GAME.result(state)
        assert [GAME.evaluate(state, p) for p in range(players)] == \
            [1 / len(result["winners"]) if p in result["winners"] else 0.0 for p in range(players)]


# ---------------------------------------------------------------- card texts (issue 35)
def test_every_card_power_is_shown_where_you_decide():
    """Play without the rulebook: every Company card and Source of the data has its text in both languages in
    ``cards()`` (generated from its encoded effects); a card's note beside it in the hand (private view) and in
    the note of the move that plays it; a Source's note on the board and in the note of conquering it."""
    from engine import LANGS

    infos = {c.key: c for c in GAME.cards()}
    assert set(infos) == set(TYPE) | {s["key"] for s in SOURCES}
    assert sum(infos[k].copies for k in TYPE) == len(DECK) == 60
    fillers = [cid("w_raider"), cid("f_raider"), cid("s_raider")]
    for key in TYPE:
        hand = [cid(key)] + [c for c in fillers if c != cid(key)][:3]
        s = table(hands=[hand, []])
        assert key in GAME.cards_in_view(GAME.view(s, 0))
        move = next(m for m in GAME.legal_moves(s, 0) if m.kind == "play" and m.args["card"] == cid(key))
        for lang in LANGS:
            note = GAME.card_note(key, lang)
            assert note and infos[key].text(lang) and infos[key].name(lang) and infos[key].kind_text(lang)
            assert note in GAME.private_text(GAME.view(s, 0), lang, ["Ann", "Bob"]), (key, lang)
            assert GAME.move_notes(s, 0, move, lang, ["Ann", "Bob"])[-1] == note
        for effect in TYPE[key]["summon"] + ([TYPE[key]["flame"][1]] if TYPE[key]["flame"] else []):
            assert TEXTS.t("en", "eff_" + effect[0], n=effect[-1] if len(effect) > 1 else 0) in infos[key].text("en")
    for i in range(0, len(SOURCES), 2):
        pair = (SOURCES[i]["key"], SOURCES[i + 1]["key"])
        s = table(sources=pair, hands=[[], []])
        summoned(s, 0, "w_titan", "f_titan")  # strength 8: enough to conquer any Source
        for index, key in enumerate(pair):
            assert key in GAME.cards_in_view(GAME.view(s, None))
            move = next(m for m in GAME.legal_moves(s, 0) if m.kind == "conquer" and m.args["source"] == index)
            for lang in LANGS:
                note = GAME.card_note(key, lang)
                assert note in GAME.board_text(GAME.view(s, None), lang, ["Ann", "Bob"])
                assert GAME.move_notes(s, 0, move, lang, ["Ann", "Bob"])[-1] == note
