"""What every part of a table shares: the bot, the service, the component factory, the painter, and the few
steps each answer starts with (find the game, check the seat, refuse politely, read the version's snapshot).

The parts (lobby, panels, moves, announce, commands) each hold one ``Desk``; none holds another part except
the one it hands work to (moves → panels for the new hand, announce → panels for the DMs).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import discord

from engine import registry

from ..i18n import lang_of, t
from ..play.service import GameService, UserError, seat_of
from ..play.snapshot import Snapshot
from ..store.db import GameRow
from . import answer, render
from .painter import Painter

QUOTED = ("game", "error", "text", "move")  # refusal arguments that echo what a user typed


@dataclass
class Desk:
    bot: discord.Client
    service: GameService
    items: Any  # the component factory (cogs.components.Items, handed in by the bot: bot/ui never imports cogs)
    painter: Painter
    spawn: Callable  # (coroutine, name) -> task: background work the table waits for at idle
    publish: Callable  # (gid, schedule=True, row=None, again=False) -> coroutine: announce a version

    reply = staticmethod(answer.reply)

    def snap(self, row: GameRow) -> Snapshot:
        """The snapshot of ``row``'s version: everything a click derives from the state is worked out once."""
        return self.service.snapshots.of(row)

    def outcome_snap(self, outcome) -> Snapshot:
        """The snapshot of the version a move made (the service's own when it hands one over: nothing loaded)."""
        return getattr(outcome, "snapshot", None) or self.service.snapshots.of(outcome.row)

    def channel(self, channel_id: int):
        return self.bot.get_partial_messageable(channel_id)

    async def refuse(self, interaction: discord.Interaction, err: UserError) -> None:
        lang = lang_of(interaction.locale)
        fmt = {k: answer.quote(v) if k in QUOTED else v for k, v in err.fmt.items()}
        if "why" in fmt:  # a refusal that names its reason: the reason is a text of its own
            fmt["reason"] = t(lang, fmt.pop("why"), **fmt)
        if "gid" in fmt:
            row = await self.service.get(fmt["gid"])
            fmt["link"] = render.message_link(row) if row else ""
        await self.reply(interaction, t(lang, err.key, **fmt))

    async def find_game(self, interaction: discord.Interaction) -> GameRow:
        """The game a command acts on: the one its ``game`` option names (a game of the user's), else this
        channel's, else in DMs the user's only running game (several: the user is asked to choose)."""
        wanted = getattr(interaction.namespace, "game", None)
        if isinstance(wanted, int) and not isinstance(wanted, bool):
            row = await self.service.get(wanted)
            if row is None or row.status != "running" or seat_of(row, interaction.user.id) is None:
                raise UserError("err.not_your_game", id=wanted)
            return row
        row = await self.service.active_in_channel(interaction.channel_id)
        if row is None and interaction.guild_id is None:  # in DMs: the user's own running game
            mine = await self.service.games_of_user(interaction.user.id)
            if len(mine) > 1:
                lang = lang_of(interaction.locale)
                listed = ", ".join(f"#{r.id} {registry.get(r.game).localized_name(lang)}" for r in mine[:10])
                raise UserError("err.which_game", n=len(mine), list=listed)
            row = mine[0] if mine else None
        if row is None:
            raise UserError("err.no_game")
        return row

    async def seat_for(self, interaction: discord.Interaction, gid: int) -> tuple[GameRow, int]:
        """The running game a component names and the clicking user's seat in it."""
        row = await self.service.current(gid)
        if row is None:
            raise UserError("err.forged")
        seat = seat_of(row, interaction.user.id)
        if seat is None:
            raise UserError("err.not_player")
        if row.status != "running":
            raise UserError("err.game_over" if row.status in ("finished", "abandoned") else "err.not_running")
        return row, seat
