"""Seasons (base game) components: 50 power-card designs (2 copies each), 20 season dice, rates.

Energies are written ``a`` (air), ``w`` (water), ``f`` (fire), ``e`` (earth). Facts from the factsheet
(`shared/games/seasons.md`), written again here in our own form.
"""

from __future__ import annotations

from typing import Any

KINDS = ("a", "w", "f", "e")
LETTER = {k: k.upper() for k in KINDS}  # an energy's symbol in texts and pictures
SEASONS = ("winter", "spring", "summer", "autumn")
COPIES = 2
BASIC = tuple(range(1, 31))      # Apprentice and Magician levels
ARCHMAGE = tuple(range(1, 51))   # Archmage level adds 31-50
GAUGE_MAX = 15
RESERVE_CAP = 7
GRIMOIRE_CAP = 10
HAND_PENALTY = 5
BONUS_PENALTY = (0, 5, 12, 20)
MAX_BONUSES = 3

# crystals per energy when transmuting, by season: (air, water, fire, earth)
RATES = {
    "winter": {"a": 1, "w": 1, "f": 2, "e": 3},
    "spring": {"a": 2, "w": 1, "f": 3, "e": 1},
    "summer": {"a": 3, "w": 2, "f": 1, "e": 1},
    "autumn": {"a": 1, "w": 3, "f": 1, "e": 2},
}


def _face(code: str) -> dict:
    """Face code: energies letters, 'cN' crystals, 'g' gauge +1, 'd' draw, 'T' transmute, trailing dots."""
    dots = code.count(".")
    body = code.replace(".", "").split()
    face: dict[str, Any] = {"en": [], "cr": 0, "gauge": 0, "draw": False, "tr": False, "dots": dots}
    for tok in body:
        if tok.startswith("c"):
            face["cr"] = int(tok[1:])
        elif tok == "g":
            face["gauge"] = 1
        elif tok == "d":
            face["draw"] = True
        elif tok == "T":
            face["tr"] = True
        else:
            face["en"].extend(tok)
    return face


# five dice per season, six faces each
# ASSUMPTION: rolled 1-6 like physical dice (one open-source version only ever rolls faces 1-5, a bug)
_DICE = {
    "winter": [
        "f g T ...|ww g ..|ww c3 .|aa g ...|d ..|wa T .",
        "ww g ...|ww c1 ..|ff g .|d ...|wa T ..|a g T .",
        "ww g .|a g T ..|wa T ...|d .|f g ..|ww c3 ...",
        "wa T .|ww c2 ..|a g T ...|ww g .|c6 ..|f g ...",
        "aa T ..|c6 ...|f g .|a g T .|ww g ...|ww c1 ..",
    ],
    "spring": [
        "d ..|ww g ...|ee c3 .|ee g ..|a g T ...|ew T .",
        "w g T .|ew T ..|d ...|aa g .|ee c1 ..|ee g ...",
        "ee g .|w g T ..|ew T ...|d .|a g ..|ee c3 ...",
        "ew T .|ee c2 ..|w g T ...|ee g .|c6 ..|a g ...",
        "w g T .|ww T ..|c6 ...|a g .|ee c1 ..|ee g ...",
    ],
    "summer": [
        "d ..|ee g ...|ff c3 .|ff g ..|w g T ...|fe T .",
        "fe T ..|d ...|ww g .|ff c1 ..|ff g ...|e g T .",
        "e g T ..|fe T ...|d .|w g ..|ff c3 ...|ff g .",
        "ff c2 ..|e g T ...|ff g .|c6 ..|w g ...|fe T .",
        "ff g ...|e g T .|ee T ..|c6 ...|w g .|ff c1 ..",
    ],
    "autumn": [
        "fa T .|d ..|ff g ...|aa c3 .|aa g ..|e g T ...",
        "f g T .|fa T ..|d ...|ee g .|aa c1 ..|aa g ...",
        "aa g .|f g T ..|fa T ...|d .|e g ..|aa c3 ...",
        "fa T .|aa c2 ..|f g T ...|aa g .|c6 ..|e g ...",
        "ff T ..|c6 ...|e g .|aa c1 ..|aa g ...|f g T .",
    ],
}
DICE = {season: [[_face(f) for f in die.split("|")] for die in dice] for season, dice in _DICE.items()}

MI, FAM = "item", "familiar"


def _cost(code: str) -> dict:
    """'aw c3' -> {'a': 1, 'w': 1, 'cr': 3}."""
    cost: dict = {}
    for tok in code.split():
        if tok.startswith("c"):
            cost["cr"] = int(tok[1:])
        else:
            for k in tok:
                cost[k] = cost.get(k, 0) + 1
    return cost


# number: (key, type, prestige points, cost code, timing tags)
# Cost codes with "/" depend on the player count (2/3/4 players).
# Timing tags: "summon" (once when summoned), "act" (once per own turn), "perm" (permanent), "end" (scoring).
_CARDS = {
    1: ("amulet_air", MI, 6, "aa", "summon"),
    2: ("amulet_fire", MI, 6, "ff", "summon"),
    3: ("amulet_earth", MI, 6, "ee", "summon"),
    4: ("amulet_water", MI, 6, "ww", "summon"),
    # ASSUMPTION: 2nd-edition values (BGA default): 2 crystals, 3 identical energies → 9 crystals
    5: ("balance_ishtar", MI, 4, "c2", "act"),
    6: ("staff_spring", MI, 9, "eee", "perm"),
    7: ("temporal_boots", MI, 8, "", "summon"),
    8: ("purse_io", MI, 6, "af", "perm"),
    9: ("divine_chalice", MI, 10, "awfe", "summon"),
    10: ("syllas", FAM, 14, "fff", "summon"),
    11: ("figrim", FAM, 7, "c3/c6/c9", "perm"),
    12: ("naria", FAM, 8, "c3", "summon"),
    13: ("wondrous_chest", MI, 4, "wf", "perm"),
    14: ("beggars_horn", MI, 8, "ae", "perm"),
    15: ("die_malice", MI, 8, "", "act"),
    16: ("kairn", FAM, 9, "aaa", "act"),
    17: ("amsug", FAM, 8, "wa", "summon"),
    18: ("bespelled_grimoire", MI, 8, "we", "summon perm"),
    19: ("ragfield_helm", MI, 10, "aaa", "end"),
    20: ("hand_fortune", MI, 9, "efa c3", "perm"),
    21: ("lewis", FAM, 6, "fa", "summon"),
    22: ("runic_cube", MI, 30, "c20", ""),
    23: ("potion_power", MI, 0, "ff", "act"),
    24: ("potion_dreams", MI, 0, "aa", "act"),
    25: ("potion_knowledge", MI, 0, "ww", "act"),
    26: ("potion_life", MI, 0, "ee", "act"),
    27: ("hourglass", MI, 6, "awfe", "perm"),
    28: ("scepter", MI, 8, "awfe", "summon"),
    29: ("olaf_statue", MI, 0, "www", "summon"),
    30: ("yjang_vase", MI, 6, "wfe", "perm"),
    # ASSUMPTION: the source lists no fixed cost; free, its reward paid by discarding one energy per kind
    31: ("elemental_amulet", MI, 2, "", "summon"),
    32: ("tree_light", MI, 12, "ee", "act"),
    33: ("arcano_leech", FAM, 8, "c2/c5/c8", "perm"),
    34: ("crystal_orb", MI, 6, "ef", "act"),
    35: ("glutton_cauldron", MI, 0, "", "act"),
    36: ("vampiric_crown", MI, 0, "wa", "summon"),
    37: ("dragon_skull", MI, 9, "wef", "act"),
    38: ("demon_argos", FAM, 16, "awfe", "summon"),
    39: ("titus", FAM, 4, "f/ff/fff", "perm"),
    40: ("air_elemental", FAM, 12, "aaa", "summon"),
    41: ("thieving_fairies", FAM, 6, "/c3/c6", "perm"),
    42: ("cursed_treatise", MI, -10, "w", "summon perm"),
    # ASSUMPTION: 2nd edition (BGA default): +10 crystals when summoned, then the activation
    43: ("idol_familiar", MI, 0, "awfe", "summon act"),
    44: ("necrotic_kriss", MI, 6, "waa", "act"),
    45: ("lantern_xidit", MI, 24, "eeefff", "end"),
    46: ("sealed_chest", MI, 10, "wwe", "end"),
    47: ("mirror_seasons", MI, 8, "c3", "act"),
    48: ("pendant_ragnor", MI, 0, "wfa", "summon"),
    49: ("sid", FAM, 6, "e/ee/eee", "summon"),
    50: ("damned_soul", FAM, -5, "w", "summon act perm"),
}

CARDS: dict[int, dict[str, Any]] = {}
for _n, (_key, _type, _vp, _cost_code, _tags) in _CARDS.items():
    _costs = [_cost(c) for c in _cost_code.split("/")] if "/" in _cost_code else [_cost(_cost_code)] * 3
    CARDS[_n] = {"key": _key, "type": _type, "vp": _vp, "costs": _costs, "tags": tuple(_tags.split())}

# Prebuilt Apprentice decks (card numbers), as the published first-game decks
PREBUILT = (
    (1, 2, 7, 17, 18, 20, 26, 29, 30),
    (3, 5, 9, 14, 15, 21, 23, 25, 28),
    (4, 6, 7, 9, 12, 16, 22, 24, 30),
    (1, 2, 3, 11, 13, 15, 18, 25, 27),
)


def cost(card: int, players: int) -> dict:
    return CARDS[card]["costs"][players - 2]


def cost_symbols(c: dict, crystal: str = "💎") -> str:
    """A cost in symbols: energies by letter, then the crystal sign and the crystals ("" when free)."""
    return ("".join(LETTER[k] * c.get(k, 0) for k in KINDS) + (f" {crystal}{c['cr']}" if c.get("cr") else "")).strip()


def full_deck(level: str) -> list[int]:
    designs = ARCHMAGE if level == "archmage" else BASIC
    return [n for n in designs for _ in range(COPIES)]
