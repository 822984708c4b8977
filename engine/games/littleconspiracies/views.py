"""The shapes of Little Conspiracies's views (``LittleConspiraciesRules._view``), for the presentation and the
type checker."""

# no ``from __future__ import annotations``: NotRequired must stay visible at run time (the tests read
# ``__required_keys__``)
from typing import Any, NotRequired, TypedDict

# A field that is None in some phases only: the presentation reads it where the phase says it is set, which the
# type checker cannot follow (it still checks the key).
Phased = Any


class PublicView(TypedDict):
    """What every seat and the channel see."""

    players: int
    round: int
    first: int
    turn: int
    phase: str
    event: Phased  # the Event in play (str), else None
    events_left: int
    chaos: str
    deck: int
    discard: int
    discard_top: str | None
    hand_sizes: list[int]
    exposed: list[dict[str, int]]  # per seat, category -> cards exposed
    plays: int
    limit: int
    mods: dict[str, Any]
    need: int
    done: int
    pending: Phased  # a Pending action (card, actor, target, cat), else None
    chosen: Phased  # while cards are passed: list[bool], who has chosen; else None
    underdog: Phased  # the seat picking in the underdog phase (int), else None
    winners: Phased  # list[int] once the game is over, else None
    reason: Phased  # why the game ended (str), else None
    sheep: NotRequired[list[int]]  # once the game is over: each hand's Sheep


class SeatView(PublicView):
    """One seat's view: the public view plus its hand and what it alone knows."""

    seat: int
    hand: list[str]
    my_pass: NotRequired[Phased]  # while cards are being passed: its card (str) or None
    give: NotRequired[Phased]  # the card it is giving (its pending action), or None
    their_hand: NotRequired[list[str]]  # the hand it sees through a Leak
