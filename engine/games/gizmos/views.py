"""The shapes of Gizmos's views (``GizmosRules`` derives them from its visibility declaration and
``_computed``), for the presentation and the type checker."""

# no ``from __future__ import annotations``: NotRequired must stay visible at run time (the tests read
# ``__required_keys__``)
from typing import Any, NotRequired, TypedDict


class Player(TypedDict):
    built: list[int]
    archive: list[int]
    energy: dict[str, int]  # colour -> stored energies
    tokens: int
    storage: int
    archive_limit: int
    research: int
    no_file: bool
    no_research: bool
    score: int
    level3: int


class Research(TypedDict):
    level: int
    n: int  # how many cards the researcher is looking at


class PublicView(TypedDict):
    display: dict[str, list[int | None]]  # level ("1".."3") -> the face-up cards
    row: list[str]  # the energy row (colours)
    dispenser: dict[str, int]  # colour -> energies left in the dispenser
    first: int
    final: bool
    phase: str
    decks: dict[str, int]  # level -> cards left in its deck
    players: list[Player]
    turn: int | None  # None once the game is over
    used: list[int]  # gizmos used this turn
    pool: list[int]  # gizmos triggered this turn, not fired yet
    pay: Any  # the card being paid for ({"card", "src", "cost", "spent"}) or None
    research: Any  # a Research while the player researches, else None (Phased: the checker cannot follow the phase)
    picks: int
    result: Any  # the result once the game is over


class SeatView(PublicView):
    """One seat's view: the public view plus its seat and, while it researches, the cards it drew."""

    seat: int
    research_cards: NotRequired[list[int]]
