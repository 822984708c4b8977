"""/play and the lobby's buttons: open a table, join, leave, add an AI, start, cancel."""

from __future__ import annotations

import discord

from ..i18n import lang_of, t
from ..play.ai import DEFAULT_LEVEL, LEVELS
from ..play.service import UserError
from ..store.db import GameRow
from . import answer, cards, render
from .desk import Desk
from .words import option_refusal, parse_options

LOBBY_KEYS = {"join": "btn.join", "leave": "btn.leave", "ai": "btn.add_ai", "start": "btn.start",
              "cancel": "btn.cancel"}
LOBBY_STYLES = {"join": discord.ButtonStyle.success, "start": discord.ButtonStyle.primary,
                "cancel": discord.ButtonStyle.danger}


def ai_name(lang: str, n: int, level: str) -> str:
    """"AI 2 · hard": the level shows wherever the seat's name does (board, log, lobby)."""
    return f"{t(lang, 'ai.name', n=n)} · {t(lang, f'ai.level.{level}')}"


def require_guild(interaction: discord.Interaction) -> None:
    if interaction.guild_id is None:
        raise UserError("err.guild_only")


def lobby_view(row: GameRow, lang: str, items) -> discord.ui.View | None:
    """The lobby's buttons and its AI level select (None once the game started or was cancelled); ``items``:
    the component factory (``cogs.components.Items``)."""
    if row.status != "lobby":
        return None
    levels = [discord.SelectOption(label=t(lang, f"ai.level.{lv}"), value=lv,
                                   description=t(lang, f"ai.about.{lv}")) for lv in LEVELS]
    buttons = [items.lobby(row.id, a, t(lang, key), LOBBY_STYLES.get(a, discord.ButtonStyle.secondary))
               for a, key in LOBBY_KEYS.items()]
    return render.view_of([*buttons, items.ai_level(row.id, levels, t(lang, "ai.choose"))])


class Lobby:
    def __init__(self, desk: Desk):
        self.desk = desk
        self.timers = None  # bot.ui.timers.Timers (a game's clock is chosen at /play), set by the bot

    async def on_play(self, interaction: discord.Interaction, game_id: str, options_text: str | None,
                      timeout: int | None = None) -> None:
        lang = lang_of(interaction.locale)
        require_guild(interaction)
        game_id = cards.find_game_id(game_id) or game_id.strip().lower()[:64]  # "five tribes" is fivetribes
        options = parse_options(options_text)
        if options is None:
            raise option_refusal(game_id, options_text, lang)
        await answer.ack(interaction, ephemeral=False)  # a refusal below removes the public "thinking…"
        seconds, max_timeouts = await self.timers.choose(interaction.guild_id, timeout)
        # a refusal (unknown game, bad option, busy channel) is private and leaves no public message behind
        svc = self.desk.service
        row = await svc.create_lobby(interaction.guild_id, interaction.channel_id, interaction.user.id,
                                     answer.display_name(interaction.user.display_name), game_id, options, lang)
        await self.timers.set_game_clock(row.id, seconds, max_timeouts)
        content = t(lang, "timer.lobby", minutes=seconds // 60, n=max_timeouts) if seconds else None
        message = await answer.edit(interaction, content, embed=render.lobby_embed(row, lang),
                                    view=self.view(row, lang))
        await svc.set_message(row.id, board_message_id=message.id)

    def view(self, row: GameRow, lang: str) -> discord.ui.View | None:
        return lobby_view(row, lang, self.desk.items)

    async def on_lobby(self, interaction: discord.Interaction, gid: int, action: str,
                       level: str = DEFAULT_LEVEL) -> None:
        lang = lang_of(interaction.locale)
        user = interaction.user
        svc = self.desk.service
        await answer.ack(interaction)  # a deferred update: the lobby message is edited below
        if action == "join":
            row = await svc.join(gid, user.id, answer.display_name(user.display_name), lang)
        elif action == "leave":
            row = await svc.leave_lobby(gid, user.id)
        elif action == "ai":
            if level not in LEVELS:
                raise UserError("err.bad_level", levels=", ".join(LEVELS))
            row = await svc.add_ai(gid, user.id, lambda n: ai_name(lang, n, level), level)
        elif action == "start":
            row = await svc.start(gid, user.id)
        else:
            row = await svc.cancel(gid, user.id)
        if row.status == "running":  # started: announced whatever happens below
            self.desk.spawn(self.desk.publish(row.id, row=row), f"publish-{gid}")
            return
        if row.status == "abandoned":
            embed = render.lobby_embed(row, row.lang)
            embed.description = t(row.lang, "lobby.cancelled", name=answer.display_name(user.display_name))
            await answer.edit(interaction, embed=embed, view=None)
            return
        await answer.edit(interaction, embed=render.lobby_embed(row, row.lang), view=self.view(row, row.lang))

    async def leave_command(self, interaction: discord.Interaction, row: GameRow) -> None:
        """/leave before the game started: out of the lobby, whose message follows."""
        row = await self.desk.service.leave_lobby(row.id, interaction.user.id)
        name = answer.display_name(interaction.user.display_name)
        await self.desk.reply(interaction, t(row.lang, "lobby.left", name=name), ephemeral=False)
        if row.board_message_id:
            channel = self.desk.channel(row.channel_id)
            await answer.edit_message(channel.get_partial_message(row.board_message_id),
                                      embed=render.lobby_embed(row, row.lang), view=self.view(row, row.lang))
