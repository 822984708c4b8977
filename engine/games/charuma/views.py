"""The shapes of Charuma's views (``CharumaRules._view``), for the presentation and the type checker."""

from __future__ import annotations

from typing import Any, TypedDict


class Play(TypedDict):
    seat: int
    cards: list[str]


class Group(TypedDict):
    cards: list[str]
    bid: Any
    bidder: int | None


class Trick(TypedDict):
    leader: int
    count: int
    asked: Any  # the colour asked: None until the trick's first play, a colour once ``plays`` is not empty
    plays: list[Play]


class PublicView(TypedDict):
    """What every seat and the channel see."""

    players: int
    round: int
    phase: str
    scores: list[int]
    target: int
    holder: int | None
    turn: int | None  # None once the game is over
    groups: list[Group]
    unused: list[str]
    visible: list[list[str]]  # per seat, its face-up cards
    hidden_counts: list[int]  # per seat, how many hidden cards
    trick: Trick | None
    tricks: list[int]
    trick_points: list[int]
    aces: list[int]
    last_trick: dict[str, Any] | None  # a trick, with "winner" and whether it was the round's "last"
    last_round: dict[str, Any] | None
    extra: Any
    over: bool
    winners: list[int]


class SeatView(PublicView):
    """One seat's view: the public view plus its own hidden cards."""

    seat: int
    hidden: list[str]
