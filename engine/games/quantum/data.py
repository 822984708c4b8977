"""Quantum components and maps.

Component counts follow the factsheet (Spanish rules, designer diary). The published map diagrams,
tile planet numbers and the official advance-card texts are not in our sources: the three maps and
the command/gambit texts below are designed for this implementation and marked ASSUMPTION.
"""

from __future__ import annotations

from typing import Any

SHIP_NAMES = {1: "battlestation", 2: "flagship", 3: "destroyer", 4: "frigate", 5: "interceptor", 6: "scout"}
DICE_PER_COLOUR = 7  # 28 ship dice, 4 colours
START_SHIPS = 3  # rolled and placed at the start
SCRAP_SHIPS = 2  # ASSUMPTION: the rest of the 5-ship fleet starts in the scrapyard (fleet of 5 + 2 expansion dice)
EXPANSION_SHIPS = 2  # set aside; brought in by the Expansion gambit
CUBES_PER_COLOUR = 7  # 28 quantum cubes
CUBES_USED = 5  # basic maps: 5 cubes per player, the first one starts on the home planet
ACTIONS = 3
RESEARCH_TOP = 6  # reaching 6 is a breakthrough, the die goes back to 1
DOMINANCE_TOP = 6  # reaching 6 places a cube at once, the die goes back to 1
ENTANGLE_STEP = 3  # quantum entanglement: +3 to the planet number per own cube already there
ROUND_LIMIT = 30  # ASSUMPTION: house limit so a game always ends (see rules.py)
TILE = 3  # a map tile is 3×3 squares, planet in the centre

# ASSUMPTION: the basic map diagrams are not public in our sources; three rectangular maps of 3×3
# tiles designed here. Each entry: (planet number, cube capacity, home seat or None), row by row.
LAYOUTS: dict[int, list[list[tuple[int, int, int | None]]]] = {
    2: [
        [(7, 2, 0), (9, 2, None), (8, 2, None), (10, 2, None)],
        [(10, 2, None), (8, 2, None), (9, 2, None), (7, 2, 1)],
    ],
    3: [
        [(7, 2, 0), (8, 2, None), (7, 2, 1)],
        [(9, 2, None), (10, 3, None), (9, 2, None)],
        [(8, 2, None), (7, 2, 2), (8, 2, None)],
    ],
    4: [
        [(7, 2, 0), (9, 2, None), (8, 2, None), (7, 2, 1)],
        [(8, 2, None), (10, 3, None), (10, 3, None), (9, 2, None)],
        [(7, 2, 3), (8, 2, None), (9, 2, None), (7, 2, 2)],
    ],
}

ROWS = "ABCDEFGHI"

# Gambit cards (black, one-shot): 22 cards, names and counts from a fan implementation.
GAMBITS = {  # name: copies
    "expansion": 8, "aggression": 4, "momentum": 4, "relocation": 2, "reorganization": 2, "sabotage": 2,
}
# Command cards (white, permanent, at most 3 in front of you): 31 cards, one copy each.
# ASSUMPTION: effects designed from the names (house texts, the published texts were not found);
# each maps to an effect key the rules implement, with its parameters.
COMMANDS: dict[str, tuple[str, Any]] = {  # name: (effect key, its number or the action it frees)
    "energetic": ("actions", 1),          # +1 action each turn
    "eager": ("free", "move"),            # first Move/Attack each turn is free
    "curious": ("free", "research"),      # first Research each turn is free
    "flexible": ("free", "reconfigure"),  # first Reconfigure each turn is free
    "precocious": ("free", "deploy"),     # first Deploy each turn is free
    "ingenious": ("cheap_construct", 1),  # Construct costs 1 action
    "resourceful": ("construct_tol", 1),  # construct when the sum is the number or 1 more
    "conformist": ("construct_tol", -1),  # construct when the sum is the number or 1 less
    "brilliant": ("brilliant", 1),        # each breakthrough gives 2 draws
    "intelligent": ("research", 2),       # Research adds 2
    "cerebral": ("construct_research", 1),  # research +1 when you place a cube by Construct
    "agile": ("move", 1),                 # ships move 1 more square
    "tactical": ("diagonal", 4),          # Frigates move and attack diagonally
    "nomadic": ("deploy_any", 1),         # deploy in orbit of any planet
    "stealthy": ("defence_face", 6),      # Scouts +2 in defence
    "stubborn": ("defence", 1),           # +1 to your defence totals
    "righteous": ("defence_home", 2),     # +2 in defence in orbit of a planet with your cube
    "ferocious": ("attack", 1),           # −1 to your attack totals
    "dangerous": ("attack_face", 5),      # Interceptors −2 when attacking
    "warlike": ("attack_face", 6),        # Scouts −2 when attacking
    "rational": ("attack_two", 1),        # attack with two combat dice, keep the lower
    "clever": ("defence_two", 1),         # defend with two combat dice, keep the higher
    "cruel": ("cruel", 1),                # the loser of a ship loses 1 more dominance
    "tyrannical": ("tyrannical", 1),      # the loser of a ship loses 1 research
    "plundering": ("plundering", 1),      # research +1 when you destroy a ship
    "ravenous": ("ravenous", 1),          # +1 more dominance when you destroy a ship
    "relentless": ("relentless", 1),      # a failed attack does not use up the ship's move
    "cunning": ("cunning", 1),            # +1 dominance when your ship survives an attack
    "scrappy": ("scrappy", 1),            # research +1 when one of your ships is destroyed
    "arrogant": ("arrogant", 1),          # start of turn: +1 dominance if you lead in cubes placed
    "strategic": ("strategic", 1),        # end of turn without a cube placed: research +1
}
MAX_COMMANDS = 3
DISPLAY_GAMBITS = 3  # face-up display: 3 gambits then 3 commands (fan implementation's split)
DISPLAY_COMMANDS = 3


def gambit_deck() -> list[str]:
    return [name for name, n in GAMBITS.items() for _ in range(n)]


def command_deck() -> list[str]:
    return list(COMMANDS)


class Board:
    """Geometry of one map: cells are ``r * w + c``; planets sit in the centre of each 3×3 tile."""

    def __init__(self, players: int):
        layout = LAYOUTS[players]
        self.h, self.w = TILE * len(layout), TILE * len(layout[0])
        self.n = self.h * self.w
        self.planets: list[tuple[int, int, int, int | None]] = [  # (cell, number, capacity, home seat)
            ((TILE * tr + 1) * self.w + TILE * tc + 1, num, cap, home)
            for tr, row in enumerate(layout) for tc, (num, cap, home) in enumerate(row)]
        self.planet_at = {p[0]: i for i, p in enumerate(self.planets)}
        self.orth: list[tuple[int, ...]] = []
        self.diag: list[tuple[int, ...]] = []
        for cell in range(self.n):
            r, c = divmod(cell, self.w)
            o: list[int] = []
            d: list[int] = []
            for dr, dc in ((-1, 0), (0, 1), (1, 0), (0, -1), (-1, -1), (-1, 1), (1, 1), (1, -1)):
                rr, cc = r + dr, c + dc
                if 0 <= rr < self.h and 0 <= cc < self.w:
                    (o if dr == 0 or dc == 0 else d).append(rr * self.w + cc)
            self.orth.append(tuple(o))
            self.diag.append(tuple(o + d))
        # ASSUMPTION (rules choice): a planet's orbit is the 4 squares orthogonally next to it
        self.orbit = [self.orth[p[0]] for p in self.planets]
        self.orbit_of = {x: i for i, cells in enumerate(self.orbit) for x in cells}
        self.homes = {}
        centre_r, centre_c = (self.h - 1) / 2, (self.w - 1) / 2
        for i, p in enumerate(self.planets):
            if p[3] is not None:
                nearest = sorted(self.orbit[i], key=lambda x: (abs(x // self.w - centre_r)
                                                               + abs(x % self.w - centre_c), x))
                self.homes[p[3]] = (i, nearest[:START_SHIPS])

    def name(self, cell: int) -> str:
        r, c = divmod(cell, self.w)
        return f"{ROWS[r]}{c + 1}"


BOARDS = {n: Board(n) for n in LAYOUTS}
