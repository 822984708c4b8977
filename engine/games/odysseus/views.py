"""The shapes of Odysseus's views (``OdysseusRules`` derives them from its visibility declaration and
``_computed``), for the presentation and the type checker."""

# no ``from __future__ import annotations``: NotRequired must stay visible at run time (the tests read
# ``__required_keys__``)
from typing import Any, TypedDict


class Player(TypedDict):
    skills: list[int]  # the four skill tracks
    cols: list[list[int]]  # the four columns of played cards
    rested: list[int]
    tales: list[str]
    favors: int
    epic: int | None  # the Epic tile taken, if any
    score: dict[str, int]  # total, trials, tales, epic...


class Automa(TypedDict):
    difficulty: int
    cards: list[int]
    tales: list[str]
    epic: int | None
    deck: int  # cards left in its deck
    score: dict[str, int]  # total and its parts


class PublicView(TypedDict):
    players: int
    turn: int | None  # None once the game is over
    phase: str
    pending: Any  # the card being played, else None (Phased)
    gains: list[Any]
    bought: bool
    ship: list[list[int | None]]  # the two sides; None: a face-down card
    side_favor: list[int]
    deck_size: int
    cycle: int
    cycles: int
    tales_up: list[str]
    stacks: list[int]  # Tales left in each stack
    epic: list[int]  # the Epic tiles left, highest on top
    discarded: list[int]
    p: list[Player]
    automa: Any  # the solo game's opponent (an Automa), else None (Phased: the checker cannot follow it)
    last_automa: dict[str, Any] | None  # the Automa card last played ({"side", "arrow", "symbol"})
    result: Any  # the result once the game is over


class SeatView(PublicView):
    """One seat's view: the public view plus its seat (nothing else is private)."""

    seat: int
