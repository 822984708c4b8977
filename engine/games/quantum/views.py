"""The shapes of Quantum's views (``QuantumRules._view``): every seat sees the same (Quantum's only secrets are
the two card decks' order), so a seat's view only adds who it is."""

from __future__ import annotations

from typing import Any, TypedDict


class PublicView(TypedDict):
    players: int
    phase: str
    seat: int  # the seat whose turn it is
    round: int
    acts: int  # actions left this turn
    moved: list[int]  # ships already moved this turn
    abil: list[int]
    draws: int
    momentum: int
    ships: list[list[list[int]]]  # per seat, per ship: [die face, square (negative: off the map)]
    cubes: list[list[int]]  # per planet, the seats with a cube there
    left: list[int]  # per seat, cubes still to place
    res: list[int]  # research
    dom: list[int]  # dominance
    cmd: list[list[str]]  # per seat, its command cards
    disp: list[str]  # the face-up cards on offer
    gdeck: int
    cdeck: int
    dq: list[Any]  # dominance cubes waiting to be placed
    pend: dict[str, Any] | None
    sel: int | None
    last: dict[str, Any] | None  # the last combat
    fleet: Any
    winners: list[int] | None
    end: Any
    to_act: list[int]


class SeatView(PublicView):
    me: int
