"""The shapes of Pixies's views (``PixiesRules._view``): only the deck is secret, so a seat's view only adds
who it is."""

from __future__ import annotations

from typing import Any, TypedDict


class Space(TypedDict):
    up: str | None  # the visible card
    down: bool  # a face-down card lies there
    validated: bool


class LastRound(TypedDict):
    round: int
    details: list[Any]  # per seat, the round's score sheet


class PublicView(TypedDict):
    players: int
    round: int
    deck_size: int
    display: list[str]  # the cards revealed this turn
    turn: int | None  # None once the game is finished
    grids: list[list[Space]]  # per seat, its 3×3 grid
    scores: list[int]
    history: list[list[int]]  # per round, each seat's score
    round_so_far: list[int]
    last_turn: bool
    flower_power: bool
    finished: bool
    last_round: LastRound | None


class SeatView(PublicView):
    seat: int
