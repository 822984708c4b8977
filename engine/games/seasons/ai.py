"""A cheap greedy player for Seasons: summon the best card, transmute what no card needs, avoid bonuses."""

from __future__ import annotations

from .data import CARDS, DICE, FAM, KINDS, RATES, cost

# rough worth of a card once in play (its points plus what its power usually brings)
EXTRA = {1: 4, 2: 3, 3: 9, 4: 5, 5: 6, 6: 8, 9: 8, 10: 4, 11: 6, 12: 3, 16: 3, 19: 6, 20: 6, 22: 0,
         23: 5, 25: 5, 26: 8, 27: 5, 28: 6, 29: 20, 30: 5, 33: 4, 35: 6, 36: 4, 37: 2, 39: 4, 41: 3,
         42: 15, 43: 12, 44: 3, 46: 5, 48: 3, 49: 4, 50: 12}


def worth(c: int) -> float:
    return CARDS[c]["vp"] + EXTRA.get(c, 0)


def energy_cost(c: int, n: int) -> int:
    return sum(v for k, v in cost(c, n).items() if k != "cr")


def _needs(game, state, seat) -> dict:
    """Energies wanted by the cards in hand (for the best two)."""
    n = state["players"]
    need = {k: 0 for k in KINDS}
    for c in sorted(state["hands"][seat], key=lambda c: -worth(c))[:2]:
        for k, v in cost(c, n).items():
            if k in need:
                need[k] += v
    return need


def choose(game, state: dict, seat: int, rng) -> str:
    moves = game._legal_moves(state, seat)
    ids = {m.id: m for m in moves}
    n = state["players"]
    if state["pending"]:
        return _pending(game, state, seat, state["pending"][0], moves, rng)
    ph = state["phase"]
    if ph in ("draft", "bundle"):
        picks = [m for m in moves if m.kind == ph]
        if not picks:
            return moves[0].id
        if ph == "draft":  # the most worth for its energies
            return max(picks, key=lambda m: (worth(m.args["card"]) - 0.7 * energy_cost(m.args["card"], n),
                                             -m.args["card"])).id
        return min(picks, key=lambda m: (energy_cost(m.args["card"], n) - 0.1 * worth(m.args["card"]),
                                         m.args["card"])).id
    if ph == "dice":
        room = len(state["tableau"][seat]) + len(state["hands"][seat]) > state["gauge"][seat]

        def score(m):
            d = next(x for x in state["dice"] if x["id"] == m.args["id"])
            f = DICE[state["dseason"]][d["id"] - 1][d["face"]]
            return f["cr"] + 2 * len(f["en"]) + (4 if room else 1) * f["gauge"] + 2 * f["draw"] + f["tr"]
        return max(moves, key=lambda m: (score(m), -m.args["id"])).id
    # own turn
    summons = [m for m in moves if m.kind == "summon"]
    if summons:
        best = max(summons, key=lambda m: (worth(m.args["card"]), -m.args["card"]))
        if worth(best.args["card"]) > -3:
            return best.id
    res = state["res"][seat]
    total = sum(res.values())
    for m in moves:  # the first activation worth using now
        if m.kind != "act":
            continue
        c, arg = m.args["card"], m.args["arg"]
        if c in (5, 43, 23, 35, 50) or (c == 26 and total >= 3) or (c == 25 and total <= 2) \
                or (c == 16) or (c == 44 and any(CARDS[h]["type"] == FAM for h in state["hands"][seat])) \
                or (c == 24 and any(energy_cost(h, n) >= 3 for h in state["hands"][seat])) \
                or (c == 32 and arg.startswith("tr") and not state["tr"] and total >= 3):
            return m.id
    trs = [m for m in moves if m.kind == "transmute"]
    if trs:
        late = state["year"] == 3 and state["pos"] >= 8
        need = {} if late else _needs(game, state, seat)
        rates = RATES[game.season(state)]
        spare = [m for m in trs if res[m.args["k"]] > need.get(m.args["k"], 0)]
        if spare:
            return max(spare, key=lambda m: (rates[m.args["k"]], m.id)).id
    if "bonus:gauge" in ids and state["bonuses"][seat] == 0 and not game.can_summon(state, seat) \
            and any(game.affordable(state, seat, c) and worth(c) >= 8 for c in state["hands"][seat]):
        return "bonus:gauge"
    return "end"


def _pending(game, state, seat, p, moves, rng) -> str:
    k = p["kind"]
    ids = [m.id for m in moves]
    res = state["res"][seat]
    if k == "gain":
        need = _needs(game, state, seat)
        short = [x for x in KINDS if need[x] > res[x]]
        if short:
            return f"gain:{short[0]}"
        rates = RATES[game.season(state)]
        return "gain:" + max(KINDS, key=lambda x: (rates[x], -KINDS.index(x)))
    if k in ("excess", "payany"):
        need = _needs(game, state, seat)
        return min(moves, key=lambda m: (need[m.args["k"]] - res[m.args["k"]], m.id)).id
    if k in ("keep", "naria"):
        cand = [m for m in moves if m.id.startswith("keep:")]
        if cand:
            best = max(cand, key=lambda m: worth(m.args["card"]))
            if "discard" in ids and worth(best.args["card"]) < 5:
                return "discard"
            return best.id
        return min(moves, key=lambda m: worth(m.args["card"])).id
    if k in ("chalice", "dreams"):
        cand = [m for m in moves if m.id.startswith("summon:")]
        return max(cand, key=lambda m: worth(m.args["card"])).id if cand else "none"
    if k in ("sacrifice", "return", "skull"):
        return min(moves, key=lambda m: (worth(m.args["card"]), m.id)).id
    if k == "lewis":
        return max(moves, key=lambda m: sum(state["res"][m.args["target"]].values())).id
    if k == "swap":
        return "stop" if "stop" in ids else ids[0]
    if k in ("elem", "orb", "crown", "malice", "diedraw", "mirror"):
        # the first choice: use the element, summon the orb's card (else put it back), draw with the crown, keep
        # the die as rolled, draw the die's card, the first energies of the mirror
        return ids[0]
    return rng.choice(ids)
