"""The shapes of Spacelab's views (``SpacelabRules._view``), for the presentation and the type checker. Lab
cards are numbers (``data.LAB`` indices); project cards are names."""

from __future__ import annotations

from typing import Any, TypedDict

# A field whose type depends on which view or phase it is: the presentation reads it where it is set, which the
# type checker cannot follow (it still checks the key).
Phased = Any


class Paying(TypedDict):
    card: int
    slot: int
    paid: list[int]


class PublicView(TypedDict):
    """What every seat and the channel see."""

    phase: str
    turn: int
    over: bool
    final: Any  # the final scores once the game is over
    stations: list[list[Any]]  # per seat, its station's slots: a lab card number or None (data.LAB is not typed yet)
    objectives: list[Any]  # per seat, its objective per capsule (None until chosen)
    drawn: list[list[int]]  # per seat, the objectives it drew
    validated: list[list[int | None]]
    piles: dict[str, list[int]]  # capsule colour -> validation tokens left
    center: dict[str, list[int]]  # agency -> lab cards in the centre
    revealed: list[int]
    discard: list[int]
    deck: int
    pdeck: int
    hand_sizes: list[int]
    project_counts: list[int]
    paying: Paying | None
    picking: int | None  # how many project cards the player to act is picking from
    public_scores: list[int]
    result: dict[str, Any] | None
    seat: Phased  # the seat whose view it is (int); None in the public view


class SeatView(PublicView):
    """One seat's view: the public view plus its hand, its projects and the cards it is picking from."""

    hand: list[Any]  # lab card numbers (data.LAB is not typed yet)
    projects: list[str]
    pick: Phased  # the project cards it is picking from (list[str]), else None
