"""Solstis components, drawn from the open Game Park implementation (gamepark/solstis ``rules/src``).

Coordinates: a panorama cell (and the land tile whose home it is) is named by its row letter A–F (A is
the bottom row, the red number boxes) and its column number 1–10 (the number printed on the tile): the
tile "C4" is the tile numbered 4 of the third row and goes only on cell C4 of a panorama.
"""

from __future__ import annotations

ROWS = "ABCDEF"
N_COLUMNS = 10
# rows present in each column 1..10 (a mountain: 3,4,5,6,6,6,6,5,4,3 rows high) -> 48 cells
COLUMN_HEIGHTS = (3, 4, 5, 6, 6, 6, 6, 5, 4, 3)


def cell(row: int, col: int) -> str:
    """Cell name from a 0-based row (0 = A, bottom) and a 1-based column."""
    return f"{ROWS[row]}{col}"


def row_of(c: str) -> int:
    return ROWS.index(c[0])


def col_of(c: str) -> int:
    return int(c[1:])


CELLS: tuple[str, ...] = tuple(cell(r, v) for r in range(6) for v in range(1, N_COLUMNS + 1)
                               if r < COLUMN_HEIGHTS[v - 1])
CELL_SET = frozenset(CELLS)
# every land tile is unique and has exactly one home cell, named like it
LAND_TILES: tuple[str, ...] = CELLS
N_RAINBOWS = 12
DISPLAY_SPOTS = 6  # each spot: a face-down tile under a face-up tile
HAND_SIZE = 3
BEAR_HAND_SIZE = 4

# orthogonal neighbours inside the panorama
NEIGHBOURS: dict[str, tuple[str, ...]] = {}
for _c in CELLS:
    _r, _v = row_of(_c), col_of(_c)
    NEIGHBOURS[_c] = tuple(n for n in (cell(_r, _v - 1) if _v > 1 else "", cell(_r, _v + 1) if _v < 10 else "",
                                       cell(_r - 1, _v) if _r > 0 else "", cell(_r + 1, _v) if _r < 5 else "")
                           if n in CELL_SET)

# 2x2 squares, named by their bottom-left cell: the four cells bottom-left, bottom-right, top-left, top-right
SQUARES: dict[str, tuple[str, str, str, str]] = {}
for _c in CELLS:
    _r, _v = row_of(_c), col_of(_c)
    if _r < 5 and _v < 10:
        _four = (_c, cell(_r, _v + 1), cell(_r + 1, _v), cell(_r + 1, _v + 1))
        if all(x in CELL_SET for x in _four):
            SQUARES[_c] = _four
SQUARES_OF: dict[str, tuple[str, ...]] = {c: tuple(s for s, four in SQUARES.items() if c in four) for c in CELLS}

# Fire icons, in half points (gamepark/solstis PanoramaLandscapes.ts landscapeFlames): one fire on D2, E3,
# F4, F7, E8, D9; the two middle peaks F5 and F6 share a fire and count 1.5 each. 9 fires in all; fire
# points are added up, then rounded down (the Ladybug's placed but unlit fire tiles too, as Game Park does).
FIRE_HALVES: dict[str, int] = {"D2": 2, "E3": 2, "F4": 2, "F5": 3, "F6": 3, "F7": 2, "E8": 2, "D9": 2}

# Spirits (gamepark/solstis Spirit.ts, SpiritDescription.ts): plain (wooden) background = immediate effect,
# blue background = end-of-game scoring; each Spirit in a panorama also scores 1 point.
PLAIN_SPIRITS = ("fish", "deer", "eagle", "bear", "dragonfly", "beetle", "groundhog")
BLUE_SPIRITS = ("bee", "ladybug", "wolf", "squirrel", "bird", "lizard", "butterfly")
EVIL = "evil"
SPIRITS: tuple[str, ...] = (*PLAIN_SPIRITS, *BLUE_SPIRITS, EVIL)  # 15

# Firefly extension (gamepark/solstis SolstisSetup.setupFirefly, Spirit.ts and the en.json help texts):
# 4 more Spirits and 7 Firefly tokens; a player's 4th Firefly wins the game at once.
FIREFLY_PLAIN = ("viper", "fox")
FIREFLY_BLUE = ("cow", "phoenix")
FIREFLY_SPIRITS = (*FIREFLY_PLAIN, *FIREFLY_BLUE)
ALL_PLAIN = (*PLAIN_SPIRITS, *FIREFLY_PLAIN)
ALL_BLUE = (*BLUE_SPIRITS, *FIREFLY_BLUE)
N_FIREFLIES = 7
FIREFLY_WIN = 4

# Row colours of the picture (the box colour of each row; A is red as on the tiles).
# ASSUMPTION: the other rows' colours are ours (the published tiles' colours are not in our sources).
ROW_COLOURS = ("#c8402f", "#e08a2c", "#d9c04a", "#5fa34a", "#3f7fbf", "#8a5bb8")
