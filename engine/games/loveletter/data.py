"""Love Letter (2012 edition): the 16-card deck and the tokens needed to win."""

# card id -> (value, copies), by value
CARDS = {
    "guard": (1, 5),
    "priest": (2, 2),
    "baron": (3, 2),
    "handmaid": (4, 2),
    "prince": (5, 2),
    "king": (6, 1),
    "countess": (7, 1),
    "princess": (8, 1),
}
VALUE = {card: value for card, (value, _) in CARDS.items()}
DECK = [card for card, (_, copies) in CARDS.items() for _ in range(copies)]
GUESSABLE = [card for card in CARDS if card != "guard"]  # a Guard never names Guard
TARGETED = {"guard", "priest", "baron", "prince", "king"}
TOKENS_TO_WIN = {2: 7, 3: 5, 4: 4}
FACE_UP_SET_ASIDE = {2: 3, 3: 0, 4: 0}  # with 2 players, 3 more cards are set aside face up
