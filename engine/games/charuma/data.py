"""Charuma components and numbers.

ASSUMPTION (deck composition): no public list of Charuma's cards exists. The rules page only says that
cards are blue or red, that an Ace (A) is worth 1 (or 11 against a 10 of its colour), that pairs may be
blue, red or two-coloured, and that cards are auctioned in visible groups. We therefore chose a playable
composition; every number of it lives in this file, so changing the deck is a one-line edit here:

- 2 colours (blue, red) x 10 values (A=1, 2..10) x 2 copies = 40 cards; two copies of each card make
  one-coloured pairs possible in both colours, and two colours make two-coloured pairs possible.
- each player is dealt 2 hidden cards; then ``GROUPS[players]`` groups are laid out face up, one more
  group than there are players (so the last bidder still has a choice), all of the same size, so that
  every hand has the same number of cards (2 + group size) and every trick can be followed to the end.
- cards left after the deal (and the group nobody bought) are out of the round.

ASSUMPTION (starting points): players start with 0 victory points; a bid cannot exceed the points one
has (the page says bids are paid with one's victory points), so the first auction is made of 0 bids.
"""

COLOURS = ("b", "r")  # blue, red
TWO_COLOURED = "x"  # the colour of a pair made of one blue and one red card
VALUES = tuple(range(1, 11))  # 1 is the Ace
COPIES = 2  # copies of each (colour, value)
ACE, TEN, ACE_HIGH = 1, 10, 11  # the Ace is worth 11 in a trick holding a 10 of its colour

HIDDEN_PER_PLAYER = 2
# players -> (number of groups laid out, cards per group)
GROUPS = {2: (3, 6), 3: (4, 5), 4: (5, 4), 5: (6, 4)}

MIN_BID, MAX_BID = 0, 5
START_POINTS = 0

# scoring
TRICK_POINTS = 1
PAIR_TRICK_POINTS = 2
ACE_POINTS = 1
LAST_TRICK_POINTS = 2

TARGET = {2: 25, 3: 25, 4: 20, 5: 20}  # reaching this ends the game (after the round)

DECK = tuple(f"{c}{v}" for c in COLOURS for v in VALUES for _ in range(COPIES))
COLOUR = {f"{c}{v}": c for c in COLOURS for v in VALUES}
VALUE = {f"{c}{v}": v for c in COLOURS for v in VALUES}


def cards_needed(players: int) -> int:
    groups, size = GROUPS[players]
    return players * HIDDEN_PER_PLAYER + groups * size
