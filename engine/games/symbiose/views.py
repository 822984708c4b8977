"""The shapes of Symbiose's views (``SymbioseRules._view``), for the presentation and the type checker."""

# no ``from __future__ import annotations``: the tests read ``__required_keys__`` at run time
from typing import Any, TypedDict

# set once the game is over (None before): the presentation reads them only then, which the type checker cannot
# follow (it still checks the key)
Final = Any


class PublicView(TypedDict):
    """What every seat and the channel see: every face-up card (a face-down one is None)."""

    players: int
    ponds: list[list[int | None]]  # by seat, 8 slots (row a then row b)
    river: list[int | None]
    turn: int
    turns: list[int]  # turns played, by seat
    pending: str | None  # "reveal" while the player to act must turn a card face up
    box: int  # cards left in the box
    neighbours: list[list[int]]  # (left, right) unit each seat's columns 1 and 4 look at (2 players: 2 is the river)
    visible_scores: list[int]
    scores: Final  # list[int] by seat
    details: Final  # list[list[int]]: each card's points
    winners: Final  # list[int]
    teams: bool
    me: int | None  # the seat whose view this is (None: the public view)


class SeatView(PublicView):
    """A seat's view: nothing more than the public one (no seat sees a face-down card)."""
