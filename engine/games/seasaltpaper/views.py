"""The shapes of Sea Salt & Paper's views (``SeaSaltPaperRules._view``), for the presentation and the type
checker. Cards are numbers (``cards.CARDS`` indices)."""

from __future__ import annotations

from typing import Any, TypedDict

# A field that is None in some phases only: the presentation reads it where the phase says it is set, which the
# type checker cannot follow (it still checks the key).
Phased = Any


class Pile(TypedDict):
    top: int | None  # the discard pile's top card (the rest is face down)
    size: int


class PublicView(TypedDict):
    """What every seat and the channel see."""

    round: int
    scores: list[int]
    target: int
    extra_salt: bool
    deck_size: int
    piles: list[Pile]
    hand_sizes: list[int]
    tables: list[list[list[int]]]  # per seat, the duos it has played
    revealed: dict[str, list[int]]  # seat (as text) -> its hand, shown at a last chance
    turn: int | None  # None once the game is over
    phase: str
    pending_count: int  # how many cards the player to act is looking at
    crab_pile: Phased  # the pile a crab player looks through (int), else None
    caller: int | None
    last_chance_left: list[int]
    jelly: Any
    last_round: dict[str, Any] | None
    over: bool
    winners: Phased  # list[int] once the game is over, else None
    mermaid_winner: int | None


class SeatView(PublicView):
    """One seat's view: the public view plus its hand, the cards it is looking at and its points."""

    seat: int
    hand: list[int]
    pending: list[int]
    pile_cards: Phased  # list[int]: the whole pile it is looking through (crab), else None
    points: dict[str, int]
    can_announce: bool
