"""Expected final scores from what everyone sees: the easy AI's greedy choice and the search's leaf
value both use them. A face-down card counts as the average unseen card (its animal and colour by their
share among the unseen cards, its rule's points in a typical pond)."""

from __future__ import annotations

import math

from .data import ANIMAL, ANIMALS, CARDS, COLOUR, COLOURS, COLS, POND, TURNS
from .rules import neighbours

# How far the final score lead strays from the expected lead (points), by player count: (base, added per
# turn still to play). The leaf value is a logistic of the expected lead over it. Fitted by maximum
# likelihood on 400 easy-vs-easy games per player count: with 2 players the river's face-down cards and
# the box keep the lead uncertain until late; with 4 the ponds are fuller of known cards sooner.
LEAD_SCALE = {2: (4.0, 1.5), 3: (4.0, 0.4), 4: (4.0, 0.05)}


class Expectation:
    """The unseen cards' statistics for one public view (``ponds`` and ``river`` with None for face-down)."""

    def __init__(self, view: dict):
        self.n = view["players"]
        seen = {c for u in view["ponds"] for c in u if c is not None} | {c for c in view["river"] if c is not None}
        unseen = [c for c in range(len(CARDS)) if c not in seen]
        k = max(1, len(unseen))
        p_attr = {a: sum(1 for c in unseen if ANIMAL[c] == a) / k for a in ANIMALS}
        p_attr.update({c: sum(1 for x in unseen if COLOUR[x] == c) / k for c in COLOURS})
        fixed_unknown = sum(CARDS[c][4] for c in unseen if CARDS[c][2] == "fixed") / k
        counting_unknown = sum(CARDS[c][4] * p_attr[CARDS[c][3]] for c in unseen if CARDS[c][2] != "fixed") / k
        self.p_attr = p_attr
        self.unknown_value = fixed_unknown + counting_unknown * POND  # a random card, a typical pond

    def totals(self, units: list[list]) -> list[float]:
        """Each seat's expected final score for these units (ponds, then the river with 2 players)."""
        p_attr, n = self.p_attr, self.n
        counts = []
        for u in units:
            cnt: dict[str, int] = {}
            unknown = 0
            for c in u:
                if c is None:
                    unknown += 1
                else:
                    cnt[ANIMAL[c]] = cnt.get(ANIMAL[c], 0) + 1
                    cnt[COLOUR[c]] = cnt.get(COLOUR[c], 0) + 1
            counts.append((cnt, unknown))
        totals = []
        for s in range(n):
            left, right = neighbours(n, s)
            total = 0.0
            for slot, c in enumerate(units[s]):
                col = slot % COLS
                cnt, unknown = counts[left if col == 0 else right if col == COLS - 1 else s]
                if c is None:
                    total += self.unknown_value
                    continue
                _, _, kind, target, pts = CARDS[c]
                if kind == "fixed":
                    total += pts
                else:
                    total += pts * (cnt.get(target, 0) + unknown * p_attr[target])
            totals.append(total)
        return totals


def public_units(view: dict) -> list[list]:
    """The units scored: every pond, then the river with 2 players (None: face down)."""
    units = [list(p) for p in view["ponds"]]
    if view["players"] == 2:
        units.append(list(view["river"]))
    return units


def win_value(view: dict, seat: int) -> float:
    """A win-chance-like value of ``seat``'s position: a logistic of its expected lead over the best other."""
    totals = Expectation(view).totals(public_units(view))
    if view.get("teams"):  # team mode: the team's total against the other team's (partners sit opposite)
        lead = (totals[seat] + totals[(seat + 2) % 4]) - (totals[(seat + 1) % 4] + totals[(seat + 3) % 4])
    else:
        lead = totals[seat] - max(t for s, t in enumerate(totals) if s != seat)
    base, per_turn = LEAD_SCALE[view["players"]]
    scale = base + per_turn * sum(TURNS - t for t in view["turns"])
    return 1.0 / (1.0 + math.exp(-lead / scale))
