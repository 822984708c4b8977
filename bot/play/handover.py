"""A seat leaves a running game: an AI takes it over (the player left, or timed out too often); a game
nobody human watches any more is abandoned."""

from __future__ import annotations

from ..store.db import ACTIVE, GameRow, now
from .deadlines import Deadlines
from .errors import UserError
from .mutate import RowChanger
from .seats import humans_due, seat_of


class HandOver:
    def __init__(self, changer: RowChanger, deadlines: Deadlines):
        self.changer, self.deadlines = changer, deadlines

    async def to_ai(self, gid: int, user_id: int | None, suffix: str, seat: int | None = None) -> tuple[GameRow, int]:
        """The AI keeps the player's name (with ``suffix``); returns the row and the seat taken over."""
        taken = []

        def change(row, seats):
            i = seat_of(row, user_id) if seat is None else seat
            if i is None or seats[i].get("ai"):
                raise UserError("err.not_player")
            seats[i].update(ai=True, name=f"{seats[i]['name']} {suffix}", level="normal")
            row.seats = seats
            taken[:] = [i]
            if all(x.get("ai") for x in seats):  # nobody left to watch: the game ends
                row.status = "abandoned"
                row.finished_at = now()

        def rearm(s, row, version):
            due = humans_due(row, None if row.status != "running" else row.state)
            self.deadlines.arm_sync(s, row, due, due, version)

        row = await self.changer.mutate(gid, change, statuses=("running",), after=rearm)
        return row, taken[0]

    async def abandon(self, gid: int) -> GameRow:
        def change(row, seats):
            row.status = "abandoned"
            row.finished_at = now()

        return await self.changer.mutate(gid, change, statuses=ACTIVE)
