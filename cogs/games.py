"""Slash commands: each maps to one method of ``bot.ui.table.Tables``; nothing else happens here."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from bot.i18n import lang_of, t
from bot.ui import answer, render
from bot.ui.cards import find_game_id, squash
from engine import registry

# commands that act on a game take it as an option: needed in DMs by someone in several games
GAME_OPTION = _("Which of your games (default: this channel's, or in DMs your only one)")


class Games(commands.Cog):
    def __init__(self, bot):
        self.bot = bot

    @property
    def tables(self):
        return self.bot.tables

    @app_commands.guild_only()
    @app_commands.command(name="play", description=_("Start a game in this channel"))
    @app_commands.describe(game=_("The game to play"), options=_("Game options, e.g. difficulty=heroic"),
                           timeout=_("Minutes per turn (0: no timer; default: this server's setting)"))
    async def play(self, interaction: discord.Interaction, game: str, options: str | None = None,
                   timeout: app_commands.Range[int, 0, 100000] | None = None):
        await self.tables.on_play(interaction, game, options, timeout)

    @play.autocomplete("game")
    async def play_game_autocomplete(self, interaction: discord.Interaction, current: str):
        lang = lang_of(interaction.locale)
        wanted = squash(current)
        out = []
        for gid, g in registry.games().items():
            label = f"{g.localized_name(lang)} ({render.players_text(lang, g.min_players, g.max_players)})"
            if not wanted or wanted in gid or any(wanted in squash(n) for n in (label, *g.names.values())):
                out.append(app_commands.Choice(name=label, value=gid))
        return out[:25]

    @play.autocomplete("options")
    async def play_options_autocomplete(self, interaction: discord.Interaction, current: str):
        game_id = getattr(interaction.namespace, "game", None)
        try:
            game = registry.get(game_id)
        except Exception:  # noqa: BLE001 - no game chosen yet
            return []
        lang = lang_of(interaction.locale)
        out = []
        for opt in game.options:
            values = opt.choices or ((True, False) if opt.type is bool else (opt.default,))
            for v in values:
                text = f"{opt.name}={str(v).lower() if isinstance(v, bool) else v}"
                desc = opt.names.get(lang) or opt.name
                if current.lower() in text.lower():
                    out.append(app_commands.Choice(name=render.fit(f"{text} — {desc}", 100), value=text))
        return out[:25]

    @app_commands.command(name="move", description=_("Play a move in this channel's game"))
    @app_commands.describe(move=_("Start typing to see your moves"), game=GAME_OPTION)
    async def move(self, interaction: discord.Interaction, move: str, game: int | None = None):
        await self.tables.on_move_command(interaction, move)  # the game option is read by Tables._find_game

    @move.autocomplete("move")
    async def move_autocomplete(self, interaction: discord.Interaction, current: str):
        pairs = await self.tables.move_autocomplete(interaction, current)
        return [app_commands.Choice(name=name, value=value) for name, value in pairs]

    @app_commands.command(name="hand", description=_("Show your hand and your moves (only you see it)"))
    @app_commands.describe(game=GAME_OPTION)
    async def hand(self, interaction: discord.Interaction, game: int | None = None):
        await self.tables.on_hand(interaction)

    async def my_games_autocomplete(self, interaction: discord.Interaction, current: str):
        pairs = await self.tables.my_games_autocomplete(interaction, current)
        return [app_commands.Choice(name=name, value=value) for name, value in pairs]

    move.autocomplete("game")(my_games_autocomplete)
    hand.autocomplete("game")(my_games_autocomplete)

    @app_commands.command(name="card", description=_("What a card of the game does (only you see it)"))
    @app_commands.describe(name=_("Start typing a card's name"),
                           game=_("The game (default: the one in this channel, or in DMs yours)"))
    async def card(self, interaction: discord.Interaction, name: str, game: str | None = None):
        await self.tables.on_card(interaction, name)  # the game option is read by Tables._card_game

    @card.autocomplete("name")
    async def card_autocomplete(self, interaction: discord.Interaction, current: str):
        pairs = await self.tables.card_autocomplete(interaction, current)
        return [app_commands.Choice(name=name, value=value) for name, value in pairs]

    @app_commands.command(name="board", description=_("Show this channel's game board"))
    async def board(self, interaction: discord.Interaction):
        await self.tables.on_board(interaction)

    @app_commands.command(name="rules", description=_("A summary of a game's rules"))
    @app_commands.describe(game=_("The game (default: the one in this channel)"))
    async def rules(self, interaction: discord.Interaction, game: str | None = None):
        lang = lang_of(interaction.locale)
        await answer.ack(interaction)  # before the database
        if game is None:
            row = await self.tables.service.active_in_channel(interaction.channel_id)
            game = row.game if row else None
        game = find_game_id(game) or game
        if game is None or game not in registry.games():
            text = t(lang, "rules.unknown", game=game) if game else t(lang, "err.no_game")
            await self.tables.reply(interaction, text)
            return
        g = registry.get(game)
        embed = discord.Embed(title=g.localized_name(lang), description=render.fit(g.rules_summary(lang), 4000))
        await self.tables.reply(interaction, embed=embed)

    rules.autocomplete("game")(play_game_autocomplete)
    card.autocomplete("game")(play_game_autocomplete)

    @app_commands.command(name="games", description=_("The games I can run"))
    async def games(self, interaction: discord.Interaction):
        lang = lang_of(interaction.locale)
        lines = [t(lang, "games.line", id=gid, name=g.localized_name(lang),
                   players=render.players_text(lang, g.min_players, g.max_players))
                 for gid, g in registry.games().items()]
        embed = discord.Embed(title=t(lang, "games.title"), description=render.fit("\n".join(lines), 4000))
        await self.tables.reply(interaction, embed=embed)

    @app_commands.command(name="leave", description=_("Leave this channel's game (an AI takes your seat)"))
    @app_commands.describe(game=GAME_OPTION)
    async def leave(self, interaction: discord.Interaction, game: int | None = None):
        await self.tables.on_leave(interaction)

    leave.autocomplete("game")(my_games_autocomplete)

    @app_commands.guild_only()
    @app_commands.command(name="abandon", description=_("End this channel's game (host or Manage Channels)"))
    async def abandon(self, interaction: discord.Interaction):
        await self.tables.on_abandon(interaction)

    @app_commands.command(name="undo", description=_("Take back your last move, if nothing was revealed since"))
    @app_commands.describe(game=GAME_OPTION)
    async def undo(self, interaction: discord.Interaction, game: int | None = None):
        await self.tables.on_undo(interaction)

    undo.autocomplete("game")(my_games_autocomplete)

    @app_commands.command(name="history", description=_("The game's move log (only you see it)"))
    @app_commands.describe(game=_("Game number (default: this channel's game)"), page=_("Page (default: the latest)"))
    async def history(self, interaction: discord.Interaction, game: int | None = None, page: int | None = None):
        await self.bot.records.on_history(interaction, game, page)

    @app_commands.command(name="replay", description=_("Re-check a finished game by replaying seed and moves"))
    @app_commands.describe(game=_("Game number (shown under the board)"))
    async def replay(self, interaction: discord.Interaction, game: int):
        await self.bot.records.on_replay(interaction, game)

    @app_commands.guild_only()
    @app_commands.command(name="stats", description=_("Games played and won on this server"))
    @app_commands.describe(user=_("Whose stats (default: yours)"), game=_("Only this game"))
    async def stats(self, interaction: discord.Interaction, user: discord.User | None = None,
                    game: str | None = None):
        await self.bot.records.on_stats(interaction, user, game)

    stats.autocomplete("game")(play_game_autocomplete)

    @app_commands.guild_only()
    @app_commands.command(name="leaderboard", description=_("Best players of a game on this server"))
    @app_commands.describe(game=_("The game to play"))
    async def leaderboard(self, interaction: discord.Interaction, game: str):
        await self.bot.records.on_leaderboard(interaction, game)

    leaderboard.autocomplete("game")(play_game_autocomplete)

    @app_commands.guild_only()
    @app_commands.command(name="settings", description=_("Turn timers of this server (Manage Server to change)"))
    @app_commands.describe(turn_timeout=_("Default minutes per turn for new games (0: no timer)"),
                           max_timeouts=_("Timeouts in a row before an AI takes the seat"),
                           longest_timeout=_("Most minutes per turn a /play may ask for"))
    async def settings(self, interaction: discord.Interaction,
                       turn_timeout: app_commands.Range[int, 0, 100000] | None = None,
                       max_timeouts: app_commands.Range[int, 1, 100] | None = None,
                       longest_timeout: app_commands.Range[int, 1, 100000] | None = None):
        await self.bot.timers.on_settings(interaction, turn_timeout, max_timeouts, longest_timeout)


async def setup(bot):
    await bot.add_cog(Games(bot))
