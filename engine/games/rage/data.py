"""Rage (the 112-card version of BGA's help page): the deck and the scoring constants.

96 coloured cards: six colours, each numbered 0 to 15. 16 grey action cards: +5 ×3, change trump ×4,
−5 ×3, no trump ×4, joker ×2 (counts from the rules page; other editions, e.g. 110 cards with two +5 and
two −5, differ).
"""

# colour id -> emoji (the order is the order hands are sorted in)
COLOURS = {"y": "🟨", "o": "🟧", "r": "🟥", "p": "🟪", "g": "🟩", "b": "🟦"}
COLOUR_IDS = list(COLOURS)
VALUES = range(16)  # 0..15

# action card id -> copies
ACTIONS = {"plus5": 3, "change": 4, "minus5": 3, "notrump": 4, "joker": 2}
ACTION_ORDER = ["joker", "plus5", "minus5", "change", "notrump"]

COLOURED = [f"{c}{v}" for c in COLOUR_IDS for v in VALUES]
DECK = COLOURED + [a for a, copies in ACTIONS.items() for _ in range(copies)]

COLOUR_OF = {card: card[0] for card in COLOURED}  # action cards are absent: they have no colour
VALUE = {card: int(card[1:]) for card in COLOURED}
JOKER_VALUE = 16  # a joker is the highest card of the colour its player names

# a card in a trick: its id, or "joker:<colour>" for a joker with the colour its player named;
# trick card -> (colour or None, strength)
TRICK_CARD: dict[str, tuple[str | None, int]] = {card: (COLOUR_OF[card], VALUE[card]) for card in COLOURED}
TRICK_CARD.update({f"joker:{c}": (c, JOKER_VALUE) for c in COLOUR_IDS})
TRICK_CARD.update({a: (None, 0) for a in ACTIONS if a != "joker"})

# sort key of a hand: colour, then value; action cards last
SORT_KEY = {card: i for i, card in enumerate(COLOURED + ACTION_ORDER)}

ROUNDS = 10  # hands of 10, 9, ... 1 cards
FIRST_HAND = 10

POINTS_PER_TRICK = 1
EXACT_BID_BONUS = 10
MISSED_BID_PENALTY = -5
CARD_POINTS = {"plus5": 5, "minus5": -5}  # to whoever wins the trick holding them
