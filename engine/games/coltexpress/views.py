"""The shapes of Colt Express's views (``ColtExpressRules`` derives them from its visibility declaration and
``_computed``), for the presentation and the type checker."""

# no ``from __future__ import annotations``: NotRequired must stay visible at run time (the tests read
# ``__required_keys__``)
from typing import Any, NotRequired, TypedDict


class Bandit(TypedDict):
    char: str
    seat: int
    car: int
    roof: bool
    loot: list[int]  # indexes into the view's loot
    bullets: int
    fired: int
    cash: int


class Loot(TypedDict):
    k: str  # purse, jewel, box
    v: int | None  # None: a purse whose value this view does not see


class PileCard(TypedDict):
    seat: int
    card: Any  # the card id; None when face down and not the seat's own (the checker cannot follow "down")
    down: bool


class PublicView(TypedDict):
    phase: str
    round: int  # 1-based
    rounds: int
    round_card: str
    turns: str  # the round card's turn kinds, one letter a turn
    turn: int
    first: int
    teams: bool
    experts: bool
    to_act: list[int]
    train: list[str]  # car types, the locomotive first
    marshal: int  # the car the Marshal is in
    cars: list[list[list[int]]]  # per car: [inside, roof], each the loot indexes lying there
    loot: list[Loot]
    bandits: list[Bandit]
    neutral: int  # neutral bullets left
    pile: list[PileCard]
    strongbox_waiting: bool
    hand_sizes: list[int]
    deck_sizes: list[int]
    discards: Any  # list[list[str]] in the experts variant, else None (the checker cannot follow the option)
    hits: list[int]
    done: list[int]
    final: Any  # the final scores once the game is over
    round_cards: NotRequired[list[str]]  # every round card, once the game is over


class SeatView(PublicView):
    """One seat's view: the public view plus its seat, its hand and the cards it is discarding."""

    seat: int
    hand: list[str]
    pending: list[str]
