"""Orapa Mine components: the 10×8 mine, the edge labels, the gem pieces, the reflection table and the
colour mixing table (after the BGA implementation, Fearinn/orapamine ``material.inc.php``).

Grid: columns x = 1..10 (left to right), rows y = 1..8 named A..H (top to bottom); a cell is named by
column number + row letter, "4E". Cell index = (y - 1) * 10 + (x - 1).

Cell kinds: 0 empty, 5 solid square, 1 solid lower-right half (◢), 2 solid lower-left half (◣),
3 solid upper-right half (◥), 4 solid upper-left half (◤).
"""

from __future__ import annotations

from typing import Any

W, H = 10, 8
ROWS = "ABCDEFGH"

# Directions: 1 right, 2 left, 3 down, 4 up (BGA numbering).
RIGHT, LEFT, DOWN, UP = 1, 2, 3, 4
SHIFT = {RIGHT: (1, 0), LEFT: (-1, 0), DOWN: (0, 1), UP: (0, -1)}
# What a wave moving in a direction does on meeting a cell kind (BGA "conversions").
CONVERSIONS = {
    RIGHT: {1: UP, 2: LEFT, 3: DOWN, 4: LEFT, 5: LEFT},
    LEFT: {1: RIGHT, 2: UP, 3: RIGHT, 4: DOWN, 5: RIGHT},
    DOWN: {1: LEFT, 2: RIGHT, 3: UP, 4: UP, 5: UP},
    UP: {1: DOWN, 2: DOWN, 3: LEFT, 4: RIGHT, 5: DOWN},
}
# Sides of a cell that a gem's solid part covers entirely (a ■ covers all four; a half covers its legs).
SOLID_SIDES = {5: {"N", "S", "E", "W"}, 1: {"S", "E"}, 2: {"S", "W"}, 3: {"N", "E"}, 4: {"N", "W"}}


def _edges() -> dict[str, tuple[int, int, int]]:
    """Edge label → (x, y, direction of the wave sent from it)."""
    out = {}
    for y in range(1, H + 1):
        out[ROWS[y - 1]] = (1, y, RIGHT)  # A–H: left edge
        out[str(10 + y)] = (W, y, LEFT)  # 11–18: right edge
    for x in range(1, W + 1):
        out[str(x)] = (x, 1, DOWN)  # 1–10: top edge
        out["IJKLMNOPQR"[x - 1]] = (x, H, UP)  # I–R: bottom edge
    return out


EDGES = _edges()
EDGE_ORDER = [*"ABCDEFGH", *(str(i) for i in range(1, 11)), *(str(i) for i in range(11, 19)), *"IJKLMNOPQR"]
# The label a wave leaves by: from cell (x, y) moving out of the mine in a direction.
EXIT: dict[tuple[int, int, int], str] = {}
for _label, (_x, _y, _d) in EDGES.items():
    _back = {RIGHT: LEFT, LEFT: RIGHT, DOWN: UP, UP: DOWN}[_d]
    EXIT[(_x, _y, _back)] = _label
SIDES = {"left": list("ABCDEFGH"), "top": [str(i) for i in range(1, 11)],
         "right": [str(i) for i in range(11, 19)], "bottom": list("IJKLMNOPQR")}

# Gem pieces: colour and the distinct orientations (rows top → bottom, BGA "format").
GEMS: dict[str, dict[str, Any]] = {
    "white_diamond": {"colour": "white", "rots": [[[1, 2], [3, 4]]]},
    "red": {"colour": "red", "rots": [[[1, 5, 4]], [[2], [5], [3]], [[3, 5, 2]], [[1], [5], [4]]]},
    "yellow": {"colour": "yellow", "rots": [[[2, 0], [5, 2]], [[5, 4], [4, 0]], [[3, 5], [0, 3]], [[0, 1], [1, 5]]]},
    "white_triangle": {"colour": "white", "rots": [
        [[0, 1, 2, 0], [1, 5, 5, 2]], [[2, 0], [5, 2], [5, 4], [4, 0]],
        [[3, 5, 5, 4], [0, 3, 4, 0]], [[0, 1], [1, 5], [3, 5], [0, 3]]]},
    "blue": {"colour": "blue", "rots": [
        [[0, 1, 2, 0], [1, 5, 5, 2]], [[2, 0], [5, 2], [5, 4], [4, 0]],
        [[3, 5, 5, 4], [0, 3, 4, 0]], [[0, 1], [1, 5], [3, 5], [0, 3]]]},
    # Diamond expansion: a transparent prism that reflects without colouring the wave.
    "prism": {"colour": "transparent", "rots": [[[1, 2]], [[2], [4]], [[3, 4]], [[1], [3]]]},
    # Blackbody expansion: absorbs every wave that meets it. Board Game Arena's revised material gives it a square
    # shape, two full cells side by side (factsheet §3.3: 2×1 ■■); the ◢◣ triangle of its first versions was
    # work in progress. Two orientations: lying flat, standing. A stored state may still hold a black body with
    # rotation 2 or 3 (the old four): ``rots[rot % 2]`` covers the same two cells (see ``rules.piece_cells``).
    "black": {"colour": "black", "rots": [[[5, 5]], [[5], [5]]]},
}
BASE_GEMS = ["white_diamond", "red", "yellow", "white_triangle", "blue"]

# Colour of a returning wave from the set of gem colours it touched (transparent never counts).
MIXES = {
    frozenset(): "colourless",
    frozenset({"red"}): "red", frozenset({"yellow"}): "yellow", frozenset({"blue"}): "blue",
    frozenset({"white"}): "white",
    frozenset({"red", "yellow"}): "orange", frozenset({"red", "blue"}): "purple",
    frozenset({"yellow", "blue"}): "green", frozenset({"red", "white"}): "pink",
    frozenset({"yellow", "white"}): "lemon", frozenset({"blue", "white"}): "sky_blue",
    frozenset({"red", "yellow", "white"}): "light_orange", frozenset({"red", "blue", "white"}): "light_purple",
    frozenset({"yellow", "blue", "white"}): "light_green", frozenset({"red", "yellow", "blue"}): "black_mix",
    frozenset({"red", "yellow", "blue", "white"}): "grey",
}
CHANCES = 2  # wrong answers allowed before elimination (BGA ``player_chances``)
LETTER = {"white": "W", "red": "R", "yellow": "Y", "blue": "B", "transparent": "T", "black": "K"}
