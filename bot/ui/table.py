"""The table: the one object the cogs and the bot talk to, wiring the parts that each do one job.

- ``Lobby`` (lobby.py): /play and the lobby's buttons;
- ``Panels`` (panels.py): a player's private panel, its choices, the Cards list and /card;
- ``Moves`` (moves.py): move clicks, /move and its autocomplete, undo;
- ``Announcer`` (announce.py): a version's board, DMs and ping, sent when the ``Publisher`` (publisher.py) says;
- ``Commands`` (commands.py): /board, /leave, /abandon;
- ``AiLoop`` (bot/play/ailoop.py): AI seats' turns.

Interactions are acknowledged first (deferred) so Discord never shows "This interaction failed"; the slow part
(editing the board, DMing players) runs after the answer, one game at a time. Every part reads a game version
through its snapshot (``service.snapshots``), so a click works the state out once.
"""

from __future__ import annotations

import asyncio
import logging

import discord

from ..play.ai import Thinker
from ..play.ailoop import AiLoop
from ..play.service import GameService
from ..store.db import GameRow
from . import answer
from .announce import Announcer, nonce  # noqa: F401 - nonce: where tests and tools found it
from .commands import Commands
from .desk import Desk
from .lobby import Lobby, ai_name, require_guild  # noqa: F401 - likewise
from .moves import Moves
from .painter import Painter
from .panels import Panels, public_log
from .publisher import Publisher
from .words import match_move, normalize, option_refusal, parse_options  # noqa: F401 - likewise

log = logging.getLogger("meeple.table")


class Tables:
    def __init__(self, bot: discord.Client, service: GameService, items, ai_delay: float = 1.5,
                 edit_rate: float | None = 1.0, thinker: Thinker | None = None, painter: Painter | None = None,
                 pictures_later: bool = True):
        self.bot = bot
        self.service = service
        self.items = items  # the component factory (cogs.components.Items), handed in by the bot
        self.painter = painter or Painter(workers=0)  # board and hand pictures are drawn through it (bot/ui/painter.py)
        self._tasks: set[asyncio.Task] = set()
        # ``publish`` is looked up on the table at each call (a test may stand in for it)
        self.desk = Desk(bot, service, items, self.painter, self.spawn,
                         lambda *a, **k: self.publish(*a, **k))
        self.lobby = Lobby(self.desk)
        self.panels = Panels(self.desk, pictures_later)  # answers too: text at once, picture by a later edit
        self.moves = Moves(self.desk, self.panels)
        self.announcer = Announcer(self.desk, self.panels, pictures_later)  # texts first, pictures by a later edit
        self.moves.played = self.announcer.played
        self.commands = Commands(self.desk, self.lobby)
        self.publisher = Publisher(service, self.announcer.announce, self.announcer.due_humans, edit_rate)
        self.announcer.take = self.publisher.take
        self.ai = AiLoop(service, thinker or Thinker(workers=0), self._publish_ai, self.spawn, ai_delay)
        # what the cogs call (cogs/components.py and cogs/games.py name these methods)
        for part, names in ((self.lobby, ("on_play", "on_lobby")),
                            (self.panels, ("on_hand", "on_hand_button", "on_choices", "my_games_autocomplete",
                                           "card_autocomplete", "on_card", "on_cards_button")),
                            (self.moves, ("on_move", "on_select", "on_move_command", "move_autocomplete", "on_undo",
                                          "on_undo_button")),
                            (self.commands, ("on_board", "on_leave", "on_abandon", "on_abandon_confirm",
                                             "on_unknown_component"))):
            for name in names:
                setattr(self, name, getattr(part, name))

    reply = staticmethod(answer.reply)

    async def refuse(self, interaction: discord.Interaction, err) -> None:
        await self.desk.refuse(interaction, err)

    # the AI loop's settings, as the bot and the tests set them on the table
    thinker = property(lambda self: self.ai.thinker)
    ai_delay = property(lambda self: self.ai.delay, lambda self, v: setattr(self.ai, "delay", v))
    sleep = property(lambda self: self.ai.sleep, lambda self, v: setattr(self.ai, "sleep", v))
    timers = property(lambda self: self.lobby.timers, lambda self, v: setattr(self.lobby, "timers", v))

    # ------------------------------------------------------------------ background work
    def spawn(self, coro, name: str) -> asyncio.Task:
        task = asyncio.create_task(self._guarded(coro), name=f"meeple:{name}")
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    @staticmethod
    async def _guarded(coro):
        try:
            return await coro
        except asyncio.CancelledError:
            raise
        except Exception:  # noqa: BLE001 - background work must never die silently
            log.exception("background task failed")

    async def idle(self) -> None:
        """Wait until every announcement and AI turn has finished (tests, console, shutdown)."""
        while self._tasks or self.publisher._workers:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)
            await self.publisher.idle()
        await self.service.flush()  # nothing left to carry them: the message ids announcements left

    async def resume(self, rows: list[GameRow] | None = None) -> None:
        """After a (re)start: announce what a crash left unannounced, then let AI seats play on.

        A game whose last announced version is not its current one (a crash between a move's commit and
        its announcement, or during Start) gets its board, DMs and ping brought up to date; the rest are
        left alone, so a second restart changes nothing. ``rows``: only these games (the ones this process
        owns, bot/play/ownership.py); None: every game.
        """
        if rows is None:
            rows = [*await self.service.unannounced_games(), *await self.service.running_games()]
        for row in {r.id: r for r in rows}.values():
            if row.state is not None and row.shown_version != row.version:
                await self._guarded(self.publish(row.id, schedule=False, again=True))
        for row in rows:
            if row.status == "running":
                self.schedule_ai(row.id)

    # ------------------------------------------------------------------ announcing
    async def publish(self, gid: int, schedule: bool = True, row: GameRow | None = None,
                      again: bool = False) -> None:
        """Bring the board, the DMs and the ping up to the game's latest version (idempotent).

        ``row``: the version just written, if the caller has it (no need to read it back).
        """
        if row is None:
            row = await self.service.current(gid)
        if row is None or row.state is None:
            return
        await self.publisher.publish(row, again)
        if schedule and row.status == "running" and any(s.get("ai") for s in row.seats):
            self.schedule_ai(gid)

    async def _publish_ai(self, gid: int, row: GameRow) -> None:
        await self.publish(gid, schedule=False, row=row)

    def schedule_ai(self, gid: int) -> None:
        self.ai.schedule(gid)

    # kept for the tests and tools that read a version's logs as the board and a DM show them
    async def _public_log(self, row: GameRow) -> list[str]:
        return await public_log(self.desk, row)

    async def _private_log(self, row: GameRow, seat: int, lang: str) -> list[str]:
        return await self.panels.private_log(row, seat, lang)
