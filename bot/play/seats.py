"""Who sits where, and who must act: small questions every part of the move path asks of a game's row."""

from __future__ import annotations

from engine import Game, registry

from ..store.db import GameRow


def names_of(row: GameRow) -> list[str]:
    return [s["name"] for s in row.seats]


def seat_of(row: GameRow, user_id: int | None) -> int | None:
    """The human seat ``user_id`` holds (None: not a player, or an AI took their seat)."""
    if user_id is None:
        return None
    for i, s in enumerate(row.seats):
        if s.get("user_id") == user_id and not s.get("ai"):
            return i
    return None


def pinged_for(game: Game, seats: list[dict], state) -> list[int]:
    """The human seats that must act in ``state`` (None: the game ended): those a turn ping is for."""
    return [] if state is None else [s for s in game.required_seats(state) if not seats[s].get("ai")]


def humans_due(row: GameRow, state: dict | None) -> set[int]:
    """The human seats that must act in ``state`` (None: nobody), those a turn clock runs for."""
    if state is None:
        return set()
    return set(pinged_for(registry.get(row.game), row.seats, state))
