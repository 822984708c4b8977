"""Pixies (Bombyx, 2024): the 70 base cards, the 14 Flower Power cards and the grid geometry.

Card facts follow BGA's own implementation (thoun/pixies ``CardManager.php``), as the factsheet
records them. No printed card numbers are known: a card's id is its colour letter(s) and its index in
that list (``b15`` = the 15th blue card, ``m4`` = the 4th multicolour card, ``gr2`` = the 2nd
green+red Flower Power card).

Each card is a dict:
- ``colours``: the colours it counts as (a multicolour card counts as all four);
- ``value``: 1–9, the grid space it belongs to;
- ``spirals``: points it gives while visible;
- ``spiral_per``: a colour, or None: +1 point per visible card of that colour in the grid (itself included);
- ``per_down``: Flower Power: +that many points per face-down card showing in the grid;
- ``crosses``: points it costs while visible;
- ``cross_per``: a colour, or None: −1 point per visible card of that colour in the grid (Flower Power).
"""

from __future__ import annotations

COLOURS = ("blue", "green", "yellow", "red")
LETTER = {"blue": "B", "green": "G", "yellow": "Y", "red": "R"}

# (value, spirals, crosses); spirals "c" = 1 per visible card of the card's own colour
_Row = tuple[int, int | str, int]
_MULTI: list[_Row] = [(2, 0, 0), (3, 0, 0), (4, 0, 0), (6, 0, 1), (7, 0, 1), (8, 0, 1)]
_BASE: dict[str, list[_Row]] = {
    "blue": [(1, 6, 0), (2, 4, 0), (3, 3, 0), (3, 1, 0), (4, 1, 0), (4, "c", 0), (4, 0, 0), (5, 0, 0),
             (5, 0, 2), (5, "c", 0), (6, 1, 0), (6, 0, 1), (7, 0, 3), (8, 0, 3), (9, 0, 6), (9, 0, 1)],
    "green": [(1, 5, 0), (2, 3, 0), (3, 2, 0), (3, "c", 0), (4, 4, 0), (4, 0, 1), (5, 0, 0), (5, 0, 1),
              (5, "c", 0), (6, 0, 4), (6, 0, 1), (6, 1, 0), (7, 0, 2), (7, 0, 0), (8, 0, 2), (9, 0, 4)],
    "yellow": [(1, 4, 0), (2, 2, 0), (2, "c", 0), (3, 5, 0), (3, 0, 0), (4, 3, 0), (4, 0, 1), (5, 0, 2),
               (5, 0, 0), (5, "c", 0), (6, 0, 3), (6, 0, 0), (7, 0, 5), (7, 1, 0), (8, 0, 1), (9, 0, 2)],
    "red": [(1, 3, 0), (1, "c", 0), (2, 5, 0), (3, 4, 0), (4, 2, 0), (4, 0, 0), (5, 0, 1), (5, "c", 0),
            (5, 0, 0), (6, 0, 2), (6, 0, 0), (7, 0, 4), (7, 0, 1), (8, 0, 5), (8, 0, 0), (9, 0, 0)],
}
# Flower Power (BGA option 101): per colour pair, (value, spirals, per_down, crosses, cross_per)
_FLOWER = {
    "bg": [(8, 0, 1, 1, None), (2, 6, 0, 0, "yellow")],
    "by": [(5, 0, 2, 0, None), (1, 7, 0, 0, "red"), (8, 1, 0, 0, "red")],
    "br": [(2, 0, 3, 1, None), (7, 2, 0, 0, "green")],
    "gy": [(1, 0, 3, 0, None), (9, 0, 0, 0, "blue")],
    "gr": [(5, 0, 2, 1, None), (3, 5, 0, 0, "blue"), (6, 3, 0, 0, "yellow")],
    "yr": [(9, 0, 1, 2, None), (4, 4, 0, 0, "green")],
}
_BY_LETTER = {v.lower(): k for k, v in LETTER.items()}


def _card(colours, value, spirals=0, spiral_per=None, per_down=0, crosses=0, cross_per=None) -> dict:
    return {"colours": list(colours), "value": value, "spirals": spirals, "spiral_per": spiral_per,
            "per_down": per_down, "crosses": crosses, "cross_per": cross_per}


# ASSUMPTION: card ids (colour letters + index in BGA's list) are ours: no printed card number is known.
CARDS: dict[str, dict] = {}
for _i, (_v, _s, _c) in enumerate(_MULTI, 1):
    CARDS[f"m{_i}"] = _card(COLOURS, _v, _s, None, 0, _c)
for _colour, _rows in _BASE.items():
    for _i, (_v, _s, _c) in enumerate(_rows, 1):
        _per = _colour if _s == "c" else None  # "c": one spiral per visible card of its own colour
        CARDS[f"{LETTER[_colour].lower()}{_i}"] = _card([_colour], _v, 0 if _per else _s, _per, 0, _c)
BASE_IDS = list(CARDS)
for _pair, _frows in _FLOWER.items():
    _cols = [_BY_LETTER[_pair[0]], _BY_LETTER[_pair[1]]]
    for _i, (_v, _fs, _d, _c, _cp) in enumerate(_frows, 1):
        CARDS[f"{_pair}{_i}"] = _card(_cols, _v, _fs, None, _d, _c, _cp)
FLOWER_IDS = [c for c in CARDS if c not in BASE_IDS]

ROUNDS = 3
ZONE_FACTOR = {1: 2, 2: 3, 3: 4}  # points per card of the largest colour zone, by round
ZONE_MIN = 2  # a "zone" of a single card scores nothing (BGA's CardManager; the page is silent)
FACE_DOWN_POINTS = 5  # Flower Power: each face-down card showing in the grid scores 5


def display_size(players: int) -> int:
    """Cards revealed each turn: one per player, but 4 with 2 players (each takes two)."""
    return 4 if players == 2 else players


# the 3×3 grid: space n (1–9) is index n-1, row by row; orthogonal neighbours
NEIGHBOURS = [[j for j in range(9) if abs(j // 3 - i // 3) + abs(j % 3 - i % 3) == 1] for i in range(9)]
