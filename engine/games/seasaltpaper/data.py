"""Sea Salt & Paper: the 58-card base deck, the 8 Extra Salt cards and the scoring tables.

Every card is an int (its index in ``CARDS``); base cards are 0..57, Extra Salt cards 58..65, so the
ids are the same whether or not the expansion is in play.

Colour facts (checked against the rules page's colour list and the public sources named in GAMES.md):

ASSUMPTION (swimmer colours, the documented conflict): the five Swimmers are dark blue, light blue,
black, yellow and light orange (one each), as in thoun/seasaltpaper. The other public source gives
two light blue Swimmers and no black one; that would make 10 light blue and 7 black cards, whereas the
rules page lists 9 light blue and 8 black. Our choice reproduces the page's totals.

ASSUMPTION (pink): the page lists 3 pink cards in the base game, but its base colour list then adds up
to 59 for a 58-card deck, and its Extra Salt totals (where pink is still 3 after adding a pink
Jellyfish) only add up to 66 with 2 base pink cards. We use 2 pink base cards (a Penguin and a Sailor).

ASSUMPTION (Extra Salt colours, not on the page card by card): Jellyfish purple and pink, Lobster
black, Cast of Crabs green, Starfish dark blue / light blue / yellow, Seahorse white. These give
exactly the page's totals with the expansion (10/10/9/9/7/5/5/4/3/3/1).
"""

from __future__ import annotations

COLOURS = ("white", "dark_blue", "light_blue", "black", "yellow", "green", "purple", "grey",
           "light_orange", "pink", "orange")

DUO_KINDS = ("crab", "boat", "fish", "swimmer", "shark", "jellyfish", "lobster")
COLLECTOR_KINDS = ("shell", "octopus", "penguin", "sailor")
MULTIPLIER_KINDS = ("lighthouse", "shoal", "colony", "captain", "cast")
KINDS = (*DUO_KINDS, *COLLECTOR_KINDS, *MULTIPLIER_KINDS, "mermaid", "starfish", "seahorse")

# kind -> list of colours, one entry per copy (our own encoding of the published card list)
BASE_DECK = {
    "crab": ["dark_blue", "dark_blue", "light_blue", "light_blue", "black", "yellow", "yellow", "green", "grey"],
    "boat": ["dark_blue", "dark_blue", "light_blue", "light_blue", "black", "black", "yellow", "yellow"],
    "fish": ["dark_blue", "dark_blue", "light_blue", "black", "black", "yellow", "green"],
    "swimmer": ["dark_blue", "light_blue", "black", "yellow", "light_orange"],  # ASSUMPTION, see above
    "shark": ["dark_blue", "light_blue", "black", "green", "purple"],
    "shell": ["dark_blue", "light_blue", "black", "yellow", "green", "grey"],
    "octopus": ["light_blue", "yellow", "green", "purple", "grey"],
    "penguin": ["purple", "light_orange", "pink"],
    "sailor": ["pink", "orange"],
    "lighthouse": ["purple"],
    "shoal": ["grey"],
    "colony": ["green"],
    "captain": ["light_orange"],
    "mermaid": ["white", "white", "white", "white"],
}
EXTRA_SALT_DECK = {  # ASSUMPTION: colours, see the module docstring
    "jellyfish": ["purple", "pink"],
    "lobster": ["black"],
    "cast": ["green"],
    "starfish": ["dark_blue", "light_blue", "yellow"],
    "seahorse": ["white"],
}

CARDS: list[tuple[str, str]] = [(k, c) for k, cols in BASE_DECK.items() for c in cols]
BASE_SIZE = len(CARDS)  # 58
CARDS += [(k, c) for k, cols in EXTRA_SALT_DECK.items() for c in cols]
FULL_SIZE = len(CARDS)  # 66

KIND_INDEX = {k: i for i, k in enumerate(KINDS)}
COLOUR_INDEX = {c: i for i, c in enumerate(COLOURS)}
KIND = [k for k, _ in CARDS]  # card -> kind name
COLOUR = [c for _, c in CARDS]  # card -> colour name
KIND_I = [KIND_INDEX[k] for k in KIND]  # card -> kind index
COLOUR_I = [COLOUR_INDEX[c] for c in COLOUR]  # card -> colour index
IDENTITY = [KIND_I[c] * 16 + COLOUR_I[c] for c in range(FULL_SIZE)]  # same kind and colour: same identity

# duos: which kinds make a duo together (unordered), and the effect the duo triggers
DUO_EFFECTS = {
    ("crab", "crab"): "crab",  # take any card of one discard pile
    ("boat", "boat"): "boat",  # take another turn
    ("fish", "fish"): "fish",  # add the deck's top card to your hand
    ("shark", "swimmer"): "steal",  # steal a random card from an opponent's hand
    ("crab", "lobster"): "lobster",  # Extra Salt: look at the deck's top 5 cards, keep 1, shuffle back
    ("jellyfish", "swimmer"): "jellyfish",  # Extra Salt: opponents only draw the top card on their next turn
}
DUO_KIND_SET = frozenset(DUO_KINDS)

COLLECTOR_POINTS = {
    "shell": (0, 2, 4, 6, 8, 10),
    "octopus": (0, 3, 6, 9, 12),
    "penguin": (1, 3, 5),
    "sailor": (0, 5),
}
# multiplier kind -> (counted kind, points per counted card)
MULTIPLIERS = {
    "lighthouse": ("boat", 1),
    "shoal": ("fish", 1),
    "colony": ("penguin", 2),
    "captain": ("sailor", 3),
    "cast": ("crab", 1),
}
STARFISH_BONUS = 2  # a starfish turns one duo (1 point) into a trio (3 points)
MERMAIDS_TO_WIN = 4
TARGET = {2: 40, 3: 35, 4: 30}
ANNOUNCE_MIN = 7
LOBSTER_LOOK = 5


def deck_cards(extra_salt: bool) -> list[int]:
    return list(range(FULL_SIZE if extra_salt else BASE_SIZE))
