"""Spacelab components. Counts are facts (factsheet); card and tile contents are designed for this
table because no public list exists (each marked ASSUMPTION)."""

from typing import Any

AGENCIES = ("red", "blue", "green", "gold")
SPECIALTIES = ("doctor", "pilot", "researcher", "technician")
CAPSULES = ("yellow", "violet", "pink")  # left, centre, right (seed's tips)

# Slots of a station: 0-2 above capsules 1-3, 3-6 middle row (3 far left, 4 between 1-2, 5 between
# 2-3, 6 far right), 7-9 below capsules 1-3 (fact: 10 slots, each capsule touches 4).
SLOTS = 10
TOP = (0, 1, 2)
MIDDLE = (3, 4, 5, 6)
BOTTOM = (7, 8, 9)
AROUND = ((0, 3, 4, 7), (1, 4, 5, 8), (2, 5, 6, 9))  # capsule -> its four slots

# Lab cards: 60 = 15 per agency (fact: 60 cards, 4 agencies, 4 specialties, cost 0-3).
# ASSUMPTION: per agency the 15 costs are 0×4, 1×4, 2×4, 3×3 (factsheet's "roughly equal" design).
_COSTS = (0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3)
# ASSUMPTION: effects by position in an agency's list. bolt = immediate ("lab" or "project" draw);
# score = end-game points: ("flat", n), ("agency", 1) = 1 per card of its agency in the station,
# ("spec", 1) = 1 per card of its specialty in the station. Cheap cards do little, dear ones more.
_EFFECTS = (
    (None, None), (None, None), (None, None), (None, ("flat", 1)),
    ("lab", None), ("lab", None), (None, ("flat", 2)), (None, ("flat", 2)),
    ("project", None), (None, ("flat", 3)), (None, ("agency", 1)), (None, ("spec", 1)),
    (None, ("flat", 5)), (None, ("agency", 1)), ("project", ("flat", 2)),
)
LAB: list = []
for _a, _agency in enumerate(AGENCIES):
    for _i in range(15):
        _bolt, _score = _EFFECTS[_i]
        LAB.append({
            "id": len(LAB), "agency": _agency, "cost": _COSTS[_i],
            # ASSUMPTION: specialties rotate so each appears 15 times overall.
            "spec": SPECIALTIES[(_i + _a) % 4],
            "bolt": _bolt, "score": list(_score) if _score else None,
        })

# Objective tiles: 12 (fact). ASSUMPTION: each asks for 3 agency colours (a multiset) among the 4
# cards around its capsule: the 4 triples of distinct colours and 8 "pair + one" combinations; each
# also names a specialty and the effect of its bottom slot when a card of that specialty goes there.
_BOTTOM_EFFECTS = ("lab", "project", "vp3", "row")  # ASSUMPTION: draw Lab / draw 2 Projects keep 1 /
# 3 points at the end / 1 point per card in the bottom row at the end.
OBJECTIVES: list[dict[str, Any]] = []  # {id, need: [agency], spec, effect}
_combos = [[AGENCIES[i] for i in range(4) if i != skip] for skip in range(4)]
_combos += [[AGENCIES[a], AGENCIES[a], AGENCIES[(a + d) % 4]] for d in (1, 2) for a in range(4)]
for _k, _need in enumerate(_combos):
    OBJECTIVES.append({"id": _k, "need": sorted(_need), "spec": SPECIALTIES[_k % 4],
                       "effect": _BOTTOM_EFFECTS[(_k // 4 + _k) % 4]})

# Capsule tiles: 12 = 3 per station (fact). The top slot draws as many Projects as the card's cost,
# keep 1 (fact, same on every capsule tile).
CAPSULE_TILES = [{"station": s, "colour": c} for s in range(4) for c in CAPSULES]

# Validation tiles: 12 in 3 piles, high values on top (fact).
# ASSUMPTION: each pile is 7, 5, 3, 2 (factsheet's 4-per-pile design; rewards the first).
VALIDATION = {c: [7, 5, 3, 2] for c in CAPSULES}
# ASSUMPTION: the first tile of the yellow pile also draws a Lab card, the first violet one a Project
# (fact: the first tile of two colours gives a hidden draw; which colours is not public).
FIRST_BONUS = {"yellow": "lab", "violet": "project"}

# Project cards: 24 (fact; each shows its number of copies).
# ASSUMPTION: 4 agency projects ×3 (1 pt per card of that agency in your station), 4 specialty
# projects ×2 (1 pt per card of that specialty), "module" ×4 scored by identical copies held.
PROJECT_KINDS = {f"ag_{a}": 3 for a in AGENCIES} | {f"sp_{s}": 2 for s in SPECIALTIES} | {"module": 4}
MODULE_POINTS = (0, 2, 5, 9, 14)  # ASSUMPTION: 1-4 identical modules (a set-collection curve)
PROJECTS = [k for k, n in PROJECT_KINDS.items() for _ in range(n)]

HAND_LIMIT = 4  # fact: with 5+ cards at the start of the turn you must place
REVEAL = 3
