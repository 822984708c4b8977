"""The end of a game (lila's ``Finisher``): stats rows, skill ratings and the packed log, all written in the
transaction that ends it (the last move, or an abandon)."""

from __future__ import annotations

from engine import registry

from ..store import games as store_games
from ..store.db import GameRow, MoveRow, StatRow
from ..store.ratings import rate_game


def outcomes(row: GameRow, result: dict | None) -> list[tuple[bool, float | None]]:
    """Each seat's (won, final score or None) from a game's result."""
    winners = set((result or {}).get("winners") or [])
    scores = (result or {}).get("scores") or []
    return [(i in winners, scores[i] if i < len(scores) and isinstance(scores[i], int | float)
             and not isinstance(scores[i], bool) else None) for i in range(len(row.seats))]


def stat_rows(row: GameRow, status: str, result: dict | None) -> list[StatRow]:
    """One stats row per seat of a game that just ended (finished or abandoned after it started)."""
    out = []
    for i, (seat, (won, score)) in enumerate(zip(row.seats, outcomes(row, result), strict=True)):
        ai = bool(seat.get("ai"))
        outcome = ("won" if won else "lost") if status == "finished" else "abandoned"
        out.append(StatRow(game_row_id=row.id, guild_id=row.guild_id, game=row.game, seat=i, name=seat["name"],
                           user_id=None if ai else seat.get("user_id"), ai=ai, outcome=outcome, score=score))
    return out


def rate_finished(s, row: GameRow, result: dict) -> None:
    """Skill ratings move with the game's end, in its transaction (cooperative games keep win rates only)."""
    if not registry.get(row.game).cooperative:
        rate_game(s, row.guild_id, row.game, row.seats, outcomes(row, result))


class Finisher:
    @staticmethod
    def finished_sync(s, row: GameRow, result: dict, last: MoveRow) -> None:
        """A move ended the game: ``last`` goes straight into the packed log (never written as a row)."""
        store_games.add_all_sync(s, stat_rows(row, "finished", result))
        rate_finished(s, row, result)
        store_games.archive_sync(s, row.id, last)  # looked up here: tests replace it to keep logs as rows

    @staticmethod
    def abandoned_sync(s, row: GameRow) -> None:
        """A running game was abandoned (nobody human left): stats say so; no rating moves."""
        store_games.add_all_sync(s, stat_rows(row, "abandoned", None))
        store_games.archive_sync(s, row.id)
