"""The bot object: wiring of settings, database, service, tables, cogs and error handling."""

from __future__ import annotations

import logging
import traceback

import discord
from discord import app_commands
from discord.ext import commands

from ..i18n import lang_of, t
from ..play.ai import Thinker
from ..play.clock import Clock
from ..play.ownership import Ownership
from ..play.service import GameService, UserError
from ..store.db import Database
from . import shutdown
from .painter import Painter
from .records import Records
from .table import Tables
from .timers import Timers

log = logging.getLogger("meeple")

FRENCH_DESCRIPTIONS = {
    "Start a game in this channel": "Lancer une partie dans ce salon",
    "The game to play": "Le jeu",
    "Game options, e.g. difficulty=heroic": "Options du jeu, par ex. difficulty=heroic",
    "Play a move in this channel's game": "Jouer un coup dans la partie de ce salon",
    "Start typing to see your moves": "Tapez pour voir vos coups",
    "Which of your games (default: this channel's, or in DMs your only one)":
        "Laquelle de vos parties (par défaut : celle du salon, ou en MP votre seule partie)",
    "Show your hand and your moves (only you see it)": "Voir votre main et vos coups (vous seul·e la voyez)",
    "Show this channel's game board": "Voir le plateau de la partie de ce salon",
    "A summary of a game's rules": "Un résumé des règles d'un jeu",
    "The game (default: the one in this channel)": "Le jeu (par défaut : celui de ce salon)",
    "The games I can run": "Les jeux que je sais animer",
    "Leave this channel's game (an AI takes your seat)": "Quitter la partie (une IA prend votre place)",
    "End this channel's game (host or Manage Channels)": "Terminer la partie (hôte ou « Gérer les salons »)",
    "Minutes per turn (0: no timer; default: this server's setting)":
        "Minutes par tour (0 : sans minuteur ; par défaut : le réglage du serveur)",
    "Take back your last move, if nothing was revealed since": "Reprendre votre dernier coup, si rien n'a été révélé",
    "The game's move log (only you see it)": "L'historique des coups (vous seul·e le voyez)",
    "Game number (default: this channel's game)": "Numéro de partie (par défaut : celle de ce salon)",
    "Page (default: the latest)": "Page (par défaut : la dernière)",
    "Re-check a finished game by replaying seed and moves": "Revérifier une partie finie en rejouant graine et coups",
    "Game number (shown under the board)": "Numéro de partie (sous le plateau)",
    "Games played and won on this server": "Parties jouées et gagnées sur ce serveur",
    "Whose stats (default: yours)": "De qui (par défaut : vous)",
    "Only this game": "Seulement ce jeu",
    "Best players of a game on this server": "Meilleurs joueurs d'un jeu sur ce serveur",
    "Turn timers of this server (Manage Server to change)":
        "Minuteurs de ce serveur (« Gérer le serveur » pour changer)",
    "Default minutes per turn for new games (0: no timer)": "Minutes par tour par défaut (0 : sans minuteur)",
    "Timeouts in a row before an AI takes the seat": "Temps dépassés d'affilée avant qu'une IA prenne la place",
    "Most minutes per turn a /play may ask for": "Maximum de minutes par tour qu'un /play peut demander",
}


class Translator(app_commands.Translator):
    async def translate(self, string: app_commands.locale_str, locale: discord.Locale, context) -> str | None:
        if lang_of(locale) == "fr":
            return FRENCH_DESCRIPTIONS.get(string.message)
        return None


class MeepleBot(commands.AutoShardedBot):
    def __init__(self, database_url: str, *, ai_delay: float = 1.5, dev_guild_id: int | None = None,
                 sync_commands: bool = True, seed_source=None, clock: Clock | None = None,
                 edit_rate: float | None = 1.0, shard_count: int | None = None,
                 shard_ids: list[int] | None = None, ai_workers: int | None = None,
                 ai_iterations: int | None = None, ai_seconds: float | None = None, picture_workers: int = 1,
                 items=None, cogs: tuple = (), pictures_later: bool = True):
        # nothing the bot sends can ping anyone unless that send names the users (bot.ui.answer.send(ping=...))
        # sharded: this process holds ``shard_ids`` of ``shard_count`` gateway shards (all of them if unset)
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default(),
                         help_command=None, allowed_mentions=discord.AllowedMentions.none(),
                         shard_count=shard_count, shard_ids=shard_ids)
        # the components and the cogs come from the caller (bot.wiring): this layer never imports ``cogs``
        if items is None:
            raise TypeError("MeepleBot needs its component factory: make the bot with bot.create_bot")
        self.items = items
        self.cog_classes = cogs
        self.db = Database(database_url)
        self.clock = clock or Clock()
        self.service = GameService(self.db, seed_source, self.clock)
        # normal and hard AI seats search in worker processes (bot/play/ai.py); 0 workers: threads (tests, console)
        self.tables = Tables(self, self.service, items, ai_delay, edit_rate,
                             Thinker(ai_workers, ai_iterations, ai_seconds),
                             Painter(picture_workers),  # pictures: a process of their own (bot/ui/painter.py)
                             pictures_later)  # an announcement's text never waits for its pictures (announce.py)
        self.timers = self.tables.timers = Timers(self, self.service, self.tables, self.clock)
        # background work of a game is done by the process holding its guild's shard (bot/play/ownership.py)
        self.ownership = self.timers.ownership = Ownership(self.db, self.clock, shard_count, shard_ids)
        self.records = Records(self.service, self.tables.reply)
        self.dev_guild_id = dev_guild_id
        self.sync_commands = sync_commands
        self.tree.on_error = self.on_app_command_error
        shutdown.install(self)  # after SIGTERM: polite refusals, in-flight work finishes (bot/ui/shutdown.py)

    async def setup_hook(self) -> None:
        await self.db.prepare()
        for cog in self.cog_classes:
            await self.add_cog(cog(self))
        self.add_dynamic_items(*self.items.all)
        await self.tree.set_translator(Translator())
        if self.sync_commands:
            if self.dev_guild_id:
                guild = discord.Object(id=self.dev_guild_id)
                self.tree.copy_global_to(guild=guild)
                await self.tree.sync(guild=guild)
            else:
                await self.tree.sync()
        self.add_listener(self._on_any_interaction, "on_interaction")
        await self.tables.resume(await self.ownership.due_work())  # our shards' games, as a crash left them
        self.timers.start()  # deadlines live in the database: a restart simply picks them up

    async def close(self) -> None:
        await self.timers.kill()
        await self.tables.idle()
        try:
            await self.ownership.release()  # a restart (or another process) takes our games on at once
        except Exception:  # noqa: BLE001 - a lost database must not stop the shutdown; leases then expire
            log.exception("could not release the shard leases")
        await super().close()
        self.tables.thinker.close()
        self.tables.painter.close()
        await self.db.close()

    async def _on_any_interaction(self, interaction: discord.Interaction) -> None:
        if self.items.unmatched(interaction):
            await self.guard(interaction, self.tables.on_unknown_component(interaction))

    # one handler turns any failure into a short ephemeral answer
    async def on_app_command_error(self, interaction: discord.Interaction, error: Exception) -> None:
        original = getattr(error, "original", error)
        await self.answer_error(interaction, original)

    async def guard(self, interaction: discord.Interaction, coro) -> None:
        try:
            await coro
        except Exception as exc:  # noqa: BLE001 - every failure gets an answer
            await self.answer_error(interaction, exc)

    async def answer_error(self, interaction: discord.Interaction, error: Exception) -> None:
        try:
            if isinstance(error, UserError):
                await self.tables.refuse(interaction, error)
                return
            log.error("interaction failed: %s", "".join(traceback.format_exception(error)))
            await self.tables.reply(interaction, t(lang_of(interaction.locale), "err.generic"))
        except discord.HTTPException:
            log.exception("could not even apologise")

