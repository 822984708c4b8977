"""Bug components: the hex-hex board geometry (cells, neighbours, coordinates) and the two colours.

A board of size ``n`` is a hexagon of hexagons with ``n`` cells per side: 3 → 19 cells, 4 → 37, 5 → 61.
Cells use axial coordinates (q, r) with max(|q|, |r|, |q + r|) < n. They are named for the players by
row and position: rows A, B, C... from the top, cells 1, 2, 3... from the left of each row ("C4").
Stones: two colours (Black = seat 0, White = seat 1), unlimited supply.
"""

from __future__ import annotations

from functools import cache

SIZES = (3, 4, 5)
DEFAULT_SIZE = 4  # ASSUMPTION: BGA's default size is not published; AbstractPlay's default (4) is used
COLOURS = ("black", "white")  # seat 0 plays Black and moves first
ROWS = "ABCDEFGHI"
DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
CELLS_PER_SIZE = {3: 19, 4: 37, 5: 61}


class Board:
    """Geometry of one board size, computed once."""

    def __init__(self, n: int):
        self.n = n
        k = n - 1
        self.coords: list[tuple[int, int]] = []
        self.labels: list[str] = []
        self.rows: list[list[int]] = []
        self.row_of: list[int] = []  # per cell, the index of its row
        for ri, r in enumerate(range(-k, k + 1)):
            row = []
            for pos, q in enumerate(range(max(-k, -k - r), min(k, k - r) + 1)):
                row.append(len(self.coords))
                self.coords.append((q, r))
                self.labels.append(f"{ROWS[ri]}{pos + 1}")
                self.row_of.append(ri)
            self.rows.append(row)
        self.index = {c: i for i, c in enumerate(self.coords)}
        self.by_label = {lab: i for i, lab in enumerate(self.labels)}
        self.neighbours: list[tuple[int, ...]] = []
        for q, r in self.coords:
            self.neighbours.append(tuple(self.index[(q + dq, r + dr)] for dq, dr in DIRECTIONS
                                         if (q + dq, r + dr) in self.index))
        self.size = len(self.coords)


@cache
def board(n: int) -> Board:
    return Board(n)


def _normal(points) -> tuple:
    pts = sorted(points)
    q0, r0 = pts[0]
    return tuple((q - q0, r - r0) for q, r in pts)


@cache
def shape_key(points: tuple) -> tuple:
    """The same key for two sets of axial points exactly when one maps to the other by a translation,
    a rotation and/or a reflection (the 12 symmetries of the hexagonal grid)."""
    cur = list(points)
    best = _normal(cur)  # the identity is one of the 12 (the loop below comes back to it)
    for _ in range(2):
        for _ in range(6):
            cur = [(-r, q + r) for q, r in cur]  # rotate 60°
            key = _normal(cur)
            if key < best:
                best = key
        cur = [(r, q) for q, r in cur]  # reflect
    return best
