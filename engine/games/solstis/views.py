"""The shapes of Solstis's views (``SolstisRules._view``), for the presentation and the type checker."""

from __future__ import annotations

from typing import Any, TypedDict


class Spot(TypedDict):
    up: str | None  # the face-up tile of a display spot
    under: int  # how many face-down tiles lie under it


class PublicView(TypedDict):
    """What both players and the channel see."""

    turn: int
    first: int
    over: bool
    deck: int  # land tiles left in the deck
    display: list[Spot]
    hands: list[int]  # per seat, how many tiles in hand
    hand_size: list[int]
    pano: list[dict[str, str]]  # per seat, square -> tile
    spirits: list[list[dict[str, Any]]]  # per seat: {"s": spirit, "at": square, "covered"?: bool}
    evil: int
    rainbows: int
    spirit_deck: int
    spirit_line: list[str]
    drawn: list[str]
    removed: list[str]
    ff: bool
    fireflies: list[list[str]]
    ff_stock: int
    ff_win: Any
    evil_cell: dict[str, Any] | None
    forced: dict[str, Any] | None
    fox_hand: list[str] | None  # the other hand, while a Fox shows it
    task: dict[str, Any] | None  # the task at the head of the queue
    squares: list[str]
    final: list[dict[str, Any]] | None  # per seat, the final score's parts
    rainbow_wait: list[int]
    to_act: list[int]


class SeatView(PublicView):
    """One seat's view: the public view plus its hand."""

    seat: int
    hand: list[str]
