"""Odysseus components: the 60 Trial cards, the 28 Tales, the Epic tiles and the solo Automa.

Trial data: gamepark/odysseus ``rules/src/material/TrialCardStats.ts`` as copied in the factsheet
(adventure, skill, value needed, VP, gains). The type of each adventure follows gamepark's grouping
(adventures 1–3 Navigation, 4–6 Gods, 7–9 Creatures, 10–12 Encounters, 13–15 Ithaca).
"""

from __future__ import annotations

from typing import Any

SKILLS = ("str", "int", "cun", "luck")  # Strength red, Intelligence blue, Cunning yellow, Luck green
TYPES = ("nav", "enc", "gods", "crea", "ith")
MAX_SKILL = 6  # ASSUMPTION: tracks 0–6 (gamepark fr.json); the page is silent; points beyond 6 are lost (gamepark)
MAX_COLUMN = 4  # at most four Trial cards per skill column
MAX_TALES = 6  # including the starting Tale
TALE_POINTS = 2  # per matching Trial card in your columns, passed or not
BUY_TALE = 3  # Athena's Favors to buy a Tale, once per turn
CARDS_PER_PLAYER = 12  # 12 × players (24/36/48/60), read off the ship by gamepark; solo uses the 2-player deck
SHIP_SIDE = 6  # each side of the ship: 6 slots, the middle 2 face down
DOWN_SLOTS = (2, 3)
EPIC_TILES = (10, 8, 6, 4, 2)  # stacked highest on top


# ASSUMPTION: the Trial type of each adventure is gamepark's grouping (1–3, 4–6, ...), which no second source confirms
def _type_of(adventure: int) -> str:
    return ("nav", "gods", "crea", "enc", "ith")[(adventure - 1) // 3]


# (adventure, skill, value, VP, gains) — "fav" = 1 Athena's Favor, "any" = +1 to a skill of your choice
_TABLE = (
    (1, "str", 3, 6, ()), (1, "int", 2, 1, ("fav", "str", "cun", "luck")),
    (1, "cun", 4, 3, ("str", "str")), (1, "luck", 2, 2, ("cun", "cun")),
    (2, "str", 5, 7, ("cun",)), (2, "int", 6, 9, ("luck",)), (2, "cun", 6, 7, ("any",)), (2, "luck", 5, 7, ("fav",)),
    (3, "str", 6, 10, ("fav",)), (3, "int", 4, 3, ("str", "cun")), (3, "cun", 5, 6, ("luck",)),
    (3, "luck", 6, 8, ("int",)),
    (4, "str", 4, 6, ("fav", "int")), (4, "int", 5, 6, ("luck",)), (4, "cun", 3, 3, ("int", "int")),
    (4, "luck", 2, 3, ("fav", "str")),
    (5, "str", 2, 4, ("luck",)), (5, "int", 6, 9, ("str", "str")), (5, "cun", 6, 11, ()), (5, "luck", 5, 6, ("cun",)),
    (6, "str", 5, 9, ()), (6, "int", 4, 5, ("cun",)), (6, "cun", 5, 5, ("any",)), (6, "luck", 6, 9, ("fav",)),
    (7, "str", 5, 8, ("fav",)), (7, "int", 6, 8, ("cun",)), (7, "cun", 4, 4, ("any",)),
    (7, "luck", 3, 4, ("fav", "int")),
    (8, "str", 3, 4, ("int", "int")), (8, "int", 4, 4, ("luck", "luck")), (8, "cun", 5, 8, ()),
    (8, "luck", 4, 4, ("str", "cun")),
    (9, "str", 4, 8, ()), (9, "int", 3, 3, ("cun", "luck")), (9, "cun", 2, 1, ("fav", "any", "any")),
    (9, "luck", 6, 10, ("fav",)),
    (10, "str", 3, 5, ("cun",)), (10, "int", 2, 2, ("str", "luck")), (10, "cun", 0, 0, ("any", "any")),
    (10, "luck", 3, 3, ("str", "str")),
    (11, "str", 6, 12, ()), (11, "int", 5, 5, ("cun", "cun")), (11, "cun", 3, 4, ("fav", "str")),
    (11, "luck", 4, 5, ("fav", "cun")),
    (12, "str", 0, 2, ("fav", "luck", "luck")), (12, "int", 3, 2, ("str", "cun", "luck")),
    (12, "cun", 4, 5, ("int",)), (12, "luck", 5, 5, ("int", "str")),
    (13, "str", 2, 3, ("cun", "cun")), (13, "int", 0, 1, ("str", "cun", "luck")), (13, "cun", 3, 2, ("any", "any")),
    (13, "luck", 4, 6, ("str",)),
    (14, "str", 4, 7, ("luck",)), (14, "int", 3, 4, ("fav", "str")), (14, "cun", 6, 9, ("fav",)),
    (14, "luck", 0, 0, ("fav", "fav", "int", "int")),
    (15, "str", 6, 9, ("int",)), (15, "int", 5, 7, ("str",)), (15, "cun", 2, 2, ("luck", "luck")),
    (15, "luck", 3, 2, ("cun", "int")),
)

# CARDS[i]: one Trial card; the index i is its id in the state
CARDS: tuple[dict[str, Any], ...] = tuple(
    {"adv": a, "type": _type_of(a), "skill": s, "value": v, "vp": p, "gains": list(g)} for a, s, v, p, g in _TABLE)

# The 14 Tales, 2 copies each: 4 skills, 5 types, 5 values ("v12" = value 1 or 2; value 0 matches none)
TALE_KINDS = (*SKILLS, *TYPES, "v12", "v3", "v4", "v5", "v6")
TALES = tuple(k for k in TALE_KINDS for _ in range(2))


def _matches(kind: str, card: int) -> bool:
    c = CARDS[card]
    if kind in SKILLS:
        return c["skill"] == kind
    if kind in TYPES:
        return c["type"] == kind
    if kind == "v12":
        return c["value"] in (1, 2)
    return c["value"] == int(kind[1:])


TALE_CARDS = {kind: frozenset(i for i in range(len(CARDS)) if _matches(kind, i)) for kind in TALE_KINDS}


def tale_matches(kind: str, card: int) -> bool:
    return card in TALE_CARDS[kind]


# ----------------------------------------------------------------------------------- solo Automa
AUTOMA_TALES = {1: 2, 2: 3, 3: 4, 4: 5}  # Tale tokens given to the Automa per difficulty (rules page)
# ASSUMPTION: the base score per difficulty is printed on the difficulty tiles and not public; chosen so that
# the project's AI (about 65 points a game) nearly always wins at level 1 and wins about 1 game in 3 at level 4.
AUTOMA_BASE = {1: 20, 2: 28, 3: 35, 4: 42}

# ASSUMPTION: the faces of the 16 Automa cards are not public. Our set: each card names a side of the ship
# (0 = port, 1 = starboard) and an arrow ("R" = read the side from its left end to its right end, "L" = from
# right to left), and shows at most one symbol ("tales" = replace the 4 face-up Tales, "favor" = prefer a card
# that is next to a face-down card). Every side/arrow pair appears 4 times: once with the Tale symbol, twice
# with the Favor symbol, once plain (4 Tale, 8 Favor and 4 plain cards). The Automa reads its side first,
# then the other side in the same direction; "the first available card" is the first end of a line met.
AUTOMA_CARDS = tuple({"side": side, "arrow": arrow, "symbol": symbol}
                     for side in (0, 1) for arrow in ("R", "L") for symbol in ("tales", "favor", "favor", None))
