"""/board, /leave and /abandon (with its confirmation), and the answer to a component nobody knows."""

from __future__ import annotations

import discord

from ..i18n import lang_of, t
from ..play.service import UserError
from ..store.db import GameRow
from . import answer, render
from .desk import Desk
from .lobby import Lobby, require_guild
from .panels import public_log


class Commands:
    def __init__(self, desk: Desk, lobby: Lobby):
        self.desk = desk
        self.lobby = lobby

    async def on_board(self, interaction: discord.Interaction) -> None:
        await answer.ack(interaction)
        desk = self.desk
        row = await desk.find_game(interaction)
        lang = lang_of(interaction.locale)
        if row.state is None:
            await desk.reply(interaction, embed=render.lobby_embed(row, lang))
            return
        snap = desk.snap(row)
        png = await desk.painter.board(row, lang, snap)
        embed, file = render.board_embed(row, lang, await public_log(desk, row, snap), png, snap)
        await desk.reply(interaction, embed=embed, file=file)

    async def on_leave(self, interaction: discord.Interaction) -> None:
        await answer.ack(interaction, ephemeral=False)  # the answer is public; a refusal removes the "thinking…"
        desk = self.desk
        row = await desk.find_game(interaction)
        if row.status == "lobby":
            await self.lobby.leave_command(interaction, row)
            return
        row, seat = await desk.service.hand_over_to_ai(row.id, interaction.user.id, "🤖")
        desk.spawn(desk.publish(row.id, row=row), f"publish-{row.id}")
        name = answer.display_name(interaction.user.display_name)
        await desk.reply(interaction, t(row.lang, "left.ai", name=name), ephemeral=False)

    async def on_abandon(self, interaction: discord.Interaction) -> None:
        require_guild(interaction)
        await answer.ack(interaction, ephemeral=False)
        row = await self.desk.find_game(interaction)
        self._check_rights(interaction, row)
        others = [s for s in row.seats if not s.get("ai") and s.get("user_id") != interaction.user.id]
        if others:  # other people would lose their game: ask first
            lang = lang_of(interaction.locale)
            view = render.view_of([self.desk.items.abandon(row.id, t(lang, "btn.confirm_abandon"))])
            await self.desk.reply(interaction, t(lang, "abandon.confirm", n=len(others)), view=view)
            return
        await self._abandon(interaction, row.id)

    async def on_abandon_confirm(self, interaction: discord.Interaction, gid: int) -> None:
        await answer.ack(interaction)
        row = await self.desk.service.require(gid)
        self._check_rights(interaction, row)
        await self._abandon(interaction, gid)

    @staticmethod
    def _check_rights(interaction: discord.Interaction, row: GameRow) -> None:
        perms = getattr(interaction, "permissions", None)
        if interaction.user.id != row.host_id and not (perms and perms.manage_channels):
            raise UserError("err.host_or_manager")

    async def _abandon(self, interaction: discord.Interaction, gid: int) -> None:
        desk = self.desk
        row = await desk.service.abandon(gid)
        desk.spawn(desk.publish(row.id, row=row), f"publish-{row.id}")
        name = answer.display_name(interaction.user.display_name)
        await desk.reply(interaction, t(row.lang, "abandoned", name=name), ephemeral=False)

    async def on_unknown_component(self, interaction: discord.Interaction) -> None:
        """A custom id that no item understands (an old or tampered button, ours or forged)."""
        await self.desk.reply(interaction, t(lang_of(interaction.locale), "err.expired_component"))
