"""The shapes of Rage's views (``RageRules._view``), for the presentation and the type checker."""

from __future__ import annotations

from typing import Any, TypedDict

# A field that is None in some phases only: the presentation reads it where the phase says it is set, which the
# type checker cannot follow (it still checks the key).
Phased = Any


class PublicView(TypedDict):
    """What every seat and the channel see."""

    round: int
    dealer: int
    phase: str
    turn: Phased  # the seat to play a card (int) in the play phase, else None
    trump: str | None
    trump_card: str
    no_trump_trick: bool
    lead: str | None  # the colour led in this trick
    trick: list[str]  # cards in play order, from trick_leader
    trick_leader: int
    has_bid: list[bool]
    bids: Phased  # list[int | None] once every seat has bid, None while bidding
    tricks: list[int]
    card_points: list[int]
    scores: list[int]
    exact: list[int]
    hand_sizes: list[int]
    last_trick: Phased  # {"leader", "winner", "cards"} once a trick is done this round, else None
    last_points: Phased  # the last round's points per seat, else None
    winners: Phased  # list[int] once the game is over, else None


class SeatView(PublicView):
    """One seat's view: the public view plus its hand and its bid."""

    seat: int
    hand: list[str]
    my_bid: int | None
