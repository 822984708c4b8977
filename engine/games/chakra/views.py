"""The shapes of Chakra's views (``ChakraRules._view``), for the presentation and the type checker."""

# no ``from __future__ import annotations``: NotRequired must stay visible at run time (the tests read
# ``__required_keys__``)
from typing import Any, NotRequired, TypedDict


class PublicView(TypedDict):
    """What every seat and the channel see."""

    players: int
    turn: int
    round: int
    first: int
    flows: list[list[str]]  # the energy flows on offer
    bag: int  # energies left in the bag
    boards: list[dict[str, Any]]  # per seat, its chakra board
    known: list[list[str]]  # per seat, the chakras whose plenitude it has looked at
    ending: bool
    over: bool
    pending: Any  # a choice in progress, else None
    final: Any  # the final scores once the game is over
    plenitude: dict[str, int] | None  # chakra -> plenitude value, once the game is over
    channel: Any  # the channelling in progress, else None
    me: int | None  # the seat whose view it is (None: the public view)


class SeatView(PublicView):
    """One seat's view: the public view plus the plenitude values it has looked at (until the end)."""

    my_values: NotRequired[dict[str, int]]
