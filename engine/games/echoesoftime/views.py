"""The shapes of Echoes of Time's views (``EchoesRules._view``), for the presentation and the type checker.
Cards appear by key (``"s_scout"``), with their numbers beside where moves need them (``*_ids``)."""

# no ``from __future__ import annotations``: NotRequired must stay visible at run time (the tests read
# ``__required_keys__``)
from typing import Any, NotRequired, TypedDict


class Slot(TypedDict):
    slot: int
    flame: str
    cards: list[str]


class Source(TypedDict):
    key: str
    owner: int | None
    fortified: bool
    under: list[str]
    strength: int


class PublicView(TypedDict):
    """What every seat and the channel see."""

    players: int
    round: int
    phase: str
    first: int
    turn: int
    turns: int
    main_done: bool
    deck: int
    discard: list[str]
    hand_sizes: list[int]
    track: list[list[Slot]]  # per seat, its time track
    outside: list[str]  # per seat, the flame of the tile outside its track
    company: list[list[str]]
    company_ids: list[list[int]]
    sources: list[Source]
    vp: list[int]
    pool: int
    reserve_used: int
    tokens: list[Any]
    cubes: list[dict[str, int]]  # per seat, action -> cubes placed
    ending: bool
    trigger: Any
    company_size: list[int]
    pending: list[dict[str, Any]]
    options: dict[str, Any]
    scores: list[dict[str, int]]  # per seat, the score's parts and its total
    result: NotRequired[dict[str, Any]]  # once the game is over


class SeatView(PublicView):
    """One seat's view: the public view plus its hand."""

    seat: int
    hand: list[str]
    hand_ids: list[int]
