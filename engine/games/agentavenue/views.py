"""The shapes of Agent Avenue's views (``AgentAvenueRules._view``), for the presentation and the type checker."""

from __future__ import annotations

from typing import Any, TypedDict


class Offer(TypedDict):
    up: str  # the face-up card of the offer
    down: str | None  # its face-down card: shown to the offer's maker only


class PublicView(TypedDict):
    """What both players and the channel see."""

    turn_no: int
    phase: str
    active: int  # the player whose turn it is
    to_act: list[int]
    squares: list[int]  # per seat, its agent's square on the track
    gaps: list[int]
    recruited: list[dict[str, int]]  # per seat, agent -> how many recruited
    hand_sizes: list[int]
    deck_size: int
    discard_counts: list[int]
    discards_left: list[int]
    offer: Offer | None
    last: dict[str, Any] | None  # the last offer taken
    end: dict[str, Any] | None  # how the game ended
    extra_agents: bool


class SeatView(PublicView):
    """One seat's view: the public view plus its hand and its own discards."""

    seat: int
    hand: list[str]
    my_discards: list[str]
