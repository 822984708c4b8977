"""Symbiose components: 36 cards, each with one animal, one colour and one scoring rule.

Facts (rules page and factsheet): 36 cards; animals dragonfly 12, fish 10, snail 8, frog 6; colours
pink 12, green 10, orange 8, blue 6; a card scores fixed points, or N points per card of a colour, or
N points per card of an animal, in the pond its column looks at. The pond is 2 rows × 4 columns.

Public card examples (the values they give replace the designed ones):
- "2 points per dragonfly", "4 points per orange card" (Board Game Arena's game panel summary);
- "5 points per frog" (meepletales.nl review); "3 points per frog", "8 points whatever happens"
  (addict-culture.com review).
Everything else per card (which animal goes with which colour, the other rates, which card carries
which rule) is DESIGNED for this table (ASSUMPTION): no public source lists the card faces. Replace
``CARDS`` with the real list when it is known.
"""

from typing import Any

ANIMALS = ("dragonfly", "fish", "snail", "frog")
COLOURS = ("pink", "green", "orange", "blue")
ANIMAL_COUNTS = {"dragonfly": 12, "fish": 10, "snail": 8, "frog": 6}  # rules page table
COLOUR_COUNTS = {"pink": 12, "green": 10, "orange": 8, "blue": 6}  # rules page table

ROWS, COLS = 2, 4
POND = ROWS * COLS  # 8 cards per pond, slot = row * 4 + column
TURNS = 8  # turns per player (rules page)
RIVER = {2: 8, 3: 4, 4: 4}  # river size; with 2 players 4 face up + 4 face down (rules page)
RIVER_FACE_DOWN = {2: 4, 3: 0, 4: 0}

# Rates per counted card. Public: 2 per dragonfly, 3 per frog (and one card 5 per frog, FROG_5), 4 per
# orange card. ASSUMPTION for fish, snail, pink, green, blue: about the inverse of frequency, so a random
# pond gives each counting card ~4–6 points, like the fixed cards (factsheet's design, tuned by AI games).
PER_ANIMAL = {"dragonfly": 2, "fish": 2, "snail": 3, "frog": 3}
PER_COLOUR = {"pink": 2, "green": 2, "orange": 4, "blue": 4}
PUBLIC_RATES = {("animal", "dragonfly"): (2,), ("animal", "frog"): (3, 5), ("colour", "orange"): (4,)}
PUBLIC_FIXED = (8,)

FROG_5 = 34  # the one card with 5 points per frog (which card carries it is designed)

# ASSUMPTION: the 36 card faces are designed (no source lists them): 12 fixed (6–8 points), 12 per
# animal and 12 per colour (3 of each target), spread so both the animal and the colour totals match
# the page (12/10/8/6) and every animal carries all three kinds of rule.
# (animal, colour, kind, target, points); kind "fixed" (target None), "animal" or "colour".
CARDS: tuple[tuple[str, str, str, Any, int], ...] = (  # (animal, colour, rule kind, counted thing or None, points)
    ("dragonfly", "pink", "fixed", None, 6),
    ("dragonfly", "pink", "animal", "frog", 3),
    ("dragonfly", "pink", "colour", "blue", 4),
    ("dragonfly", "pink", "animal", "dragonfly", 2),
    ("dragonfly", "green", "fixed", None, 6),
    ("dragonfly", "green", "animal", "snail", 3),
    ("dragonfly", "green", "colour", "orange", 4),
    ("dragonfly", "orange", "fixed", None, 7),
    ("dragonfly", "orange", "animal", "fish", 2),
    ("dragonfly", "orange", "colour", "pink", 2),
    ("dragonfly", "blue", "fixed", None, 8),
    ("dragonfly", "blue", "colour", "green", 2),
    ("fish", "pink", "fixed", None, 6),
    ("fish", "pink", "animal", "dragonfly", 2),
    ("fish", "pink", "colour", "orange", 4),
    ("fish", "green", "fixed", None, 7),
    ("fish", "green", "animal", "frog", 3),
    ("fish", "green", "colour", "blue", 4),
    ("fish", "orange", "animal", "snail", 3),
    ("fish", "orange", "colour", "green", 2),
    ("fish", "blue", "fixed", None, 6),
    ("fish", "blue", "animal", "fish", 2),
    ("snail", "pink", "fixed", None, 7),
    ("snail", "pink", "colour", "green", 2),
    ("snail", "pink", "animal", "fish", 2),
    ("snail", "green", "fixed", None, 6),
    ("snail", "green", "colour", "pink", 2),
    ("snail", "orange", "fixed", None, 8),
    ("snail", "orange", "animal", "snail", 3),
    ("snail", "blue", "colour", "orange", 4),
    ("frog", "pink", "fixed", None, 6),
    ("frog", "pink", "colour", "blue", 4),
    ("frog", "green", "animal", "dragonfly", 2),
    ("frog", "green", "colour", "pink", 2),
    ("frog", "orange", "animal", "frog", 5),  # public: 5 points per frog
    ("frog", "blue", "fixed", None, 8),
)
ANIMAL = [c[0] for c in CARDS]
COLOUR = [c[1] for c in CARDS]
