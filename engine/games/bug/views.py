"""The shapes of Bug's views (``BugRules._view``): a game of perfect information, so every seat's view is the
public one."""

from __future__ import annotations

from typing import Any, TypedDict


class PublicView(TypedDict):
    size: int  # cells per side of the hexagonal board
    cells: list[int | None]  # per cell, the seat whose stone is there
    turn: int
    phase: str
    turns: int
    last: list[int]  # the cells played last
    winner: Any  # the winning seat (int) once the game is over and not drawn, else None
    draw: bool
    stones: list[int]  # per seat
    bugs: list[int]  # per seat, how many bugs (groups)
    largest: int  # the largest bug on the board
    turn_cap: int


class SeatView(PublicView):
    """A seat sees what everyone sees."""
