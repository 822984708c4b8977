"""Colt Express components (Ludonaute, 2014): train cars, loot, action and bullet cards, round cards.

Sources: the BGA help page (rules/coltexpress.fr.md) and the factsheet (games/coltexpress.md), which
quotes GAIGResearch/TabletopGames and truizlop/ColtExpress for counts and round-card sequences.
"""

from __future__ import annotations

CHARACTERS = ("ghost", "belle", "cheyenne", "tuco", "django", "doc")

# Each bandit's 10 action cards (the page: Marshal and Punch single, the others double).
ACTION_COUNTS = {"move": 2, "floor": 2, "fire": 2, "rob": 2, "punch": 1, "marshal": 1}
ACTION_KINDS = tuple(ACTION_COUNTS)
BULLETS_PER_BANDIT = 6
NEUTRAL_BULLETS = 13

# Loot: 18 purses (8 x $250, 2 each of $300-$500), 6 jewels of $500, 2 strongboxes of $1000.
PURSE_VALUES = (250,) * 8 + (300, 300, 350, 350, 400, 400, 450, 450, 500, 500)
JEWEL_VALUE = 500
JEWELS = 6
STRONGBOX_VALUE = 1000
STRONGBOXES = 2
START_PURSE = 250  # every bandit starts with a $250 purse, set aside before the floor purses are drawn
HOSTAGE_RANSOM = 250
GUNSLINGER_BONUS = 1000

# Floor loot per car (purses, jewels), from the publisher's 6-car picture (factsheet 3.1, truizlop):
# 12 purses + 6 jewels, which with 6 starting purses uses the whole box.
CARS = {
    "baggage": (1, 0),
    "second": (1, 1),
    "first": (0, 3),
    "dining": (3, 0),
    "mail": (4, 1),
    "saloon": (3, 1),
}
CAR_TYPES = tuple(CARS)

# Round cards: turn kinds N normal (face up), T tunnel (face down), S speed-up (two cards in a row),
# R switching track (reverse order, starting with the first player). Factsheet 3.2 (truizlop + TAG comment).
ROUNDS_SMALL = {  # 2-4 players
    "angry_marshal": "NNTR",
    "take_it_all": "NTSN",
    "tunnel": "NTNTN",
    "swivel_arm": "NTNN",
    "bridge": "NSN",
    "braking": "NNNN",
    "rebellion": "NNTNN",
}
ROUNDS_LARGE = {  # 5-6 players
    "angry_marshal": "NNR",
    "take_it_all": "NSR",
    "tunnel": "NTNT",
    "swivel_arm": "NTN",
    "bridge": "NS",
    "braking": "NTNN",
    "rebellion": "NTNR",
}
STATIONS = {"revenge": "NNTN", "pickpocket": "NNTN", "hostage": "NNTN"}
# Events at the end of a round, named as their card (the bridge and tunnel cards have none).
ROUND_EVENT = {name: None if name in ("tunnel", "bridge") else name for name in (*ROUNDS_SMALL, *STATIONS)}
NORMAL_ROUNDS_PLAYED = 4  # 4 random round cards + 1 random station card = the page's 5 rounds
ROUNDS = NORMAL_ROUNDS_PLAYED + 1

HAND_SIZE = 6
DOC_HAND_SIZE = 7
DRAW_COUNT = 3

# 2-player team variant (the page: each player runs two bandits; Tuco & Cheyenne vs Doc & Django).
TEAMS = (("tuco", "cheyenne"), ("doc", "django"))
TEAM_CARS = 4  # ASSUMPTION: the page and rules found never give the car count with 2 teams; one car per bandit
# Each bandit keeps one card of each kind (duplicates removed), and the second bandit of each team gives up its
# Marshal card (11 cards a player).
# ASSUMPTION: "une carte Marshal retirée de l'un des deux bandits" read per team: 2 x 6 - 1 = 11 cards a player.


def action_cards(bandit: int) -> list[str]:
    """The 10 action cards of one bandit, as ids ``<bandit>:<kind>:<copy>``."""
    return [f"{bandit}:{kind}:{i}" for kind, n in ACTION_COUNTS.items() for i in range(n)]


def team_action_cards(bandit: int, drop_marshal: bool) -> list[str]:
    return [f"{bandit}:{kind}:0" for kind in ACTION_KINDS if not (drop_marshal and kind == "marshal")]


def bullet_card(bandit: int, number: int) -> str:
    """Bullet card ``number`` (6 down to 1, the barrel count) of a bandit."""
    return f"b:{bandit}:{number}"


def neutral_card(index: int) -> str:
    return f"n:{index}"


def card_kind(card: str) -> str:
    """``move``/``floor``/.../``bullet``/``neutral``."""
    head = card[0]
    if head == "b":
        return "bullet"
    if head == "n":
        return "neutral"
    return card.split(":")[1]


def card_bandit(card: str) -> int:
    return int(card.split(":")[1 if card[0] == "b" else 0]) if card[0] != "n" else -1


def is_action(card: str) -> bool:
    return card[0] not in "bn"


def total_loot() -> dict:
    return {"purses": len(PURSE_VALUES), "jewels": JEWELS, "strongboxes": STRONGBOXES,
            "value": sum(PURSE_VALUES) + JEWELS * JEWEL_VALUE + STRONGBOXES * STRONGBOX_VALUE}
