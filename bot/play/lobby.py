"""The lobby: open a table, join it, add AI seats, leave, cancel, start."""

from __future__ import annotations

from collections.abc import Callable

from engine import SetupError, registry
from engine.registry import UnknownGame

from ..store.db import GameRow, now
from ..store.games import GameStore
from .deadlines import Deadlines
from .errors import UserError
from .mutate import RowChanger
from .seats import humans_due, seat_of


class Lobby:
    def __init__(self, store: GameStore, changer: RowChanger, deadlines: Deadlines, seed: Callable[[], int]):
        self.store, self.changer, self.deadlines = store, changer, deadlines
        self.seed = seed  # a new game's seed (tests fix it through the service's ``_seed``)

    async def _busy(self, channel_id: int, lang: str) -> UserError | None:
        existing = await self.store.active_in_channel(channel_id)
        if existing is None:
            return None
        return UserError("err.channel_busy", game=registry.get(existing.game).localized_name(lang),
                         status=existing.status, gid=existing.id)

    async def create(self, guild_id: int | None, channel_id: int, host_id: int, host_name: str,
                     game_id: str, options: dict | None, lang: str) -> GameRow:
        try:
            game = registry.get(game_id)
        except UnknownGame:
            raise UserError("err.unknown_game", game=game_id) from None
        try:
            parsed = game.parse_options(options)
        except SetupError as exc:
            raise UserError("err.bad_option", error=str(exc)) from None
        busy = await self._busy(channel_id, lang)
        if busy is not None:
            raise busy
        row = GameRow(guild_id=guild_id, channel_id=channel_id, game=game.id, host_id=host_id, lang=lang,
                      options=parsed, seats=[{"user_id": host_id, "name": host_name, "ai": False, "lang": lang}])
        try:
            return await self.store.insert_lobby(row)
        except Exception:  # the unique index: someone else opened a lobby here a moment ago
            busy = await self._busy(channel_id, lang)
            if busy is None:
                raise
            raise busy from None

    async def join(self, gid: int, user_id: int, name: str, lang: str) -> GameRow:
        def change(row, seats):
            game = registry.get(row.game)
            if seat_of(row, user_id) is not None:
                raise UserError("err.already_joined")
            if len(seats) >= game.max_players_for(row.options):
                raise UserError("err.table_full", max=game.max_players_for(row.options))
            seats.append({"user_id": user_id, "name": name, "ai": False, "lang": lang})
        return await self.changer.mutate(gid, change)

    async def add_ai(self, gid: int, user_id: int, ai_name, level: str = "normal") -> GameRow:
        def change(row, seats):
            game = registry.get(row.game)
            if user_id != row.host_id and seat_of(row, user_id) is None:
                raise UserError("err.not_player")
            if len(seats) >= game.max_players_for(row.options):
                raise UserError("err.table_full", max=game.max_players_for(row.options))
            count = sum(1 for x in seats if x.get("ai")) + 1
            seats.append({"user_id": None, "name": ai_name(count), "ai": True, "lang": row.lang, "level": level})
        return await self.changer.mutate(gid, change)

    async def leave(self, gid: int, user_id: int) -> GameRow:
        """A player leaves the lobby; when the host leaves, the next human becomes host (or it closes)."""
        def change(row, seats):
            i = seat_of(row, user_id)
            if i is None:
                raise UserError("err.not_player")
            seats.pop(i)
            if user_id == row.host_id:
                humans = [x for x in seats if not x.get("ai")]
                if humans:
                    row.host_id = humans[0]["user_id"]
                else:
                    row.status = "abandoned"
                    row.finished_at = now()
        return await self.changer.mutate(gid, change)

    async def cancel(self, gid: int, user_id: int) -> GameRow:
        def change(row, seats):
            if user_id != row.host_id:
                raise UserError("err.not_host", host=row.seats[0]["name"] if row.seats else "?")
            row.status = "abandoned"
            row.finished_at = now()
        return await self.changer.mutate(gid, change)

    async def start(self, gid: int, user_id: int) -> GameRow:
        def change(row, seats):
            game = registry.get(row.game)
            if user_id != row.host_id:
                host = next((x["name"] for x in seats if x.get("user_id") == row.host_id), "?")
                raise UserError("err.not_host", host=host)
            if len(seats) < game.min_players:
                raise UserError("err.not_enough", min=game.min_players, n=len(seats))
            row.seed = self.seed()
            try:
                row.state = game.dump(game.setup(len(seats), row.seed, row.options))
            except SetupError as exc:
                raise UserError("err.bad_option", error=str(exc)) from None
            row.status = "running"

        def arm_first_turn(s, row, version):  # in the start's own transaction: no untimed first turn
            self.deadlines.arm_sync(s, row, set(), humans_due(row, row.state), version)

        return await self.changer.mutate(gid, change, after=arm_first_turn)
