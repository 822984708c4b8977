"""Turn timers: server settings, and one loop that acts on the deadlines stored in the database.

Deadlines are written by the service in the same transaction as the move that makes a seat due, so a
restart loses nothing: the loop (or ``run_due`` in tests, with a fake clock) simply reads what is due.
A timeout plays a random legal move through ``GameService.play`` at the deadline's version, so it can
never fire twice, nor on a game that moved on or ended.
"""

from __future__ import annotations

import asyncio
import logging
import random

import discord

from engine import registry

from ..i18n import lang_of, t
from ..play.clock import Clock
from ..play.service import GameService, UserError, as_utc
from ..store.db import GameClockRow, GuildSettingsRow, SeatClockRow
from . import answer, render

log = logging.getLogger("meeple.timers")

POLL_SECONDS = 15.0
SETTING_RANGES = {"turn_timeout": (0, 100_000), "max_timeouts": (1, 100), "longest_timeout": (1, 100_000)}
MAX_STEPS = 200  # a zombie turn of a multi-step game is played step by step, but never forever


KILL_GRACE = 2.0  # seconds a pass under way may take to finish when the bot closes


class Timers:
    def __init__(self, bot: discord.Client, service: GameService, tables, clock: Clock):
        self.bot = bot
        self.service = service
        self.tables = tables
        self.clock = clock
        self._task: asyncio.Task | None = None
        self._pass = asyncio.Lock()  # held during a pass of the loop, so stop() lets it finish
        self.ownership = None  # bot.play.ownership.Ownership: fire only the timers of our games (None: all)

    # ------------------------------------------------------------------ life cycle
    def start(self) -> None:
        if self.clock.ticking and self._task is None:
            self._task = asyncio.create_task(self._loop(), name="timers-loop")  # not "meeple:": tests don't wait

    async def stop(self) -> None:
        """Stop the loop between passes: a timeout being played finishes first (graceful shutdown)."""
        async with self._pass:
            self._cancel()
        await self._gather()

    async def kill(self) -> None:
        """Stop the loop soon: a pass under way gets ``KILL_GRACE`` seconds to finish, then is cancelled (every
        write is a transaction: nothing half-done). A pass cancelled inside a database session makes the
        connection pool log a cancelled reset, hence the grace."""
        try:
            await asyncio.wait_for(self._pass.acquire(), KILL_GRACE)
        except TimeoutError:
            self._cancel()
        else:
            self._cancel()  # between passes: the loop is asleep
            self._pass.release()
        await self._gather()

    def _cancel(self) -> None:
        if self._task is not None:
            self._task.cancel()

    async def _gather(self) -> None:
        if self._task is not None:
            await asyncio.gather(self._task, return_exceptions=True)
            self._task = None

    async def _loop(self) -> None:
        while True:
            try:
                async with self._pass:
                    await self.run_due()
            except Exception:  # noqa: BLE001 - the loop must outlive any single failure
                log.exception("timer pass failed")
            await asyncio.sleep(POLL_SECONDS)

    # ------------------------------------------------------------------ settings
    async def settings(self, guild_id: int | None) -> GuildSettingsRow:
        return await self.service.clocks.settings(guild_id)

    async def update_settings(self, guild_id: int, **changes) -> GuildSettingsRow:
        """One upsert of the given fields: concurrent changes of different settings never undo each other."""
        values = {k: v for k, v in changes.items() if v is not None}
        if values.get("turn_timeout") == 0:
            values["turn_timeout"] = None
        await self.service.clocks.update_settings(guild_id, values)
        return await self.settings(guild_id)

    async def on_settings(self, interaction: discord.Interaction, turn_timeout: int | None,
                          max_timeouts: int | None, longest_timeout: int | None) -> None:
        await answer.ack(interaction)
        lang = lang_of(interaction.locale)
        if interaction.guild_id is None:
            raise UserError("err.guild_only")
        changes = {"turn_timeout": turn_timeout, "max_timeouts": max_timeouts, "longest_timeout": longest_timeout}
        for key, value in changes.items():  # Discord's client checks these ranges; a forged request does not
            low, high = SETTING_RANGES[key]
            if value is not None and not (isinstance(value, int) and low <= value <= high):
                raise UserError("err.bad_number", min=low, max=high)
        if any(v is not None for v in changes.values()):
            perms = getattr(interaction, "permissions", None)
            if not (perms and perms.manage_guild):
                raise UserError("err.manage_guild")
            current = await self.settings(interaction.guild_id)
            longest = longest_timeout or current.longest_timeout
            if (turn_timeout if turn_timeout is not None else current.turn_timeout or 0) > longest:
                raise UserError("err.timeout_range", max=longest)
            conf = await self.update_settings(interaction.guild_id, **changes)
        else:
            conf = await self.settings(interaction.guild_id)
        timer = t(lang, "settings.minutes", minutes=conf.turn_timeout) if conf.turn_timeout else t(lang, "settings.off")
        await self.tables.reply(interaction, t(lang, "settings.show", timer=timer, n=conf.max_timeouts,
                                               longest=conf.longest_timeout))

    async def choose(self, guild_id: int | None, minutes: int | None) -> tuple[int | None, int]:
        """The timer of a new game: (seconds per turn or None, timeouts before an AI takes over)."""
        conf = await self.settings(guild_id)
        if minutes is None:
            minutes = conf.turn_timeout
        elif not isinstance(minutes, int) or not 0 <= minutes <= conf.longest_timeout:
            raise UserError("err.timeout_range", max=conf.longest_timeout)
        return (minutes * 60 if minutes else None), conf.max_timeouts

    async def set_game_clock(self, gid: int, seconds: int | None, max_timeouts: int) -> None:
        if not seconds:
            return
        await self.service.clocks.set_game_clock(gid, seconds, max_timeouts)

    async def game_clock(self, gid: int) -> GameClockRow | None:
        return await self.service.clocks.game_clock(gid)

    # ------------------------------------------------------------------ acting on deadlines
    async def run_due(self) -> int:
        """Send due reminders and play due timeouts; returns how many actions were taken."""
        done: set[tuple[int, int, int, bool]] = set()
        if self.ownership is not None:  # keep our leases; take on games a dead process left behind
            await self.tables.resume(await self.ownership.due_work())
        owns = self.ownership.owns if self.ownership is not None else (lambda _guild: True)
        for _ in range(MAX_STEPS):
            moment = as_utc(self.clock.now())
            due = [r for r, guild in await self.service.clocks.due(moment) if owns(guild)
                   and (r.game_row_id, r.seat, r.version, as_utc(r.due_at) <= moment) not in done]
            if not due:
                break
            for r in due:
                late = as_utc(r.due_at) <= moment
                done.add((r.game_row_id, r.seat, r.version, late))
                try:
                    if late:
                        await self._timeout(r)
                    else:
                        await self._remind(r)
                except Exception:  # noqa: BLE001 - one broken game must not stop the others' timers
                    log.exception("timer of game %s seat %s failed", r.game_row_id, r.seat)
        return len(done)

    async def _clear(self, clock: SeatClockRow) -> None:
        await self.service.clocks.clear(clock.game_row_id)

    async def _remind(self, clock: SeatClockRow) -> None:
        row = await self.service.get(clock.game_row_id)
        if row is None or row.status != "running":
            await self._clear(clock)
            return
        if not await self.service.clocks.mark_reminded(clock):  # compare-and-swap: one reminder per deadline
            return
        left = max(1, round((as_utc(clock.due_at) - as_utc(self.clock.now())).total_seconds() / 60))
        seat = row.seats[clock.seat]
        channel = self.bot.get_partial_messageable(row.channel_id)
        await answer.send(channel, t(seat.get("lang") or row.lang, "timer.reminder", mention=render.mention(seat),
                                     minutes=left,
                                     link=render.message_link(row)), ping=[seat["user_id"]])

    async def _timeout(self, clock: SeatClockRow) -> None:
        row = await self.service.get(clock.game_row_id)
        if row is None or row.status != "running":
            await self._clear(clock)  # a timer never acts on an ended game
            return
        if row.version != clock.version:
            return  # moved on: the service re-armed (or cleared) the deadline in that same transaction
        game = registry.get(row.game)
        state = game.load(row.state)
        seat = clock.seat
        if seat not in game.required_seats(state) or row.seats[seat].get("ai"):
            return
        rng = random.Random(f"{row.seed}:{row.version}:{seat}:timeout")
        move = rng.choice(game.legal_moves(state, seat))  # BGA's level-1 zombie: any legal move
        try:
            outcome = await self.service.play(row.id, clock.version, move.id, seat=seat, timeout=True)
        except UserError:
            return  # the player (or anyone) moved at the same moment: nothing to do
        info = row.seats[seat]
        channel = self.bot.get_partial_messageable(row.channel_id)
        if outcome.strikes:  # told from the move's public events: its label may name a hidden card
            public = [e for e in outcome.events if e.to is None]
            lang = info.get("lang") or row.lang  # the pinged player's language
            said = " · ".join(render.event_lines(game, public, [s["name"] for s in row.seats], lang, None))
            await answer.send(channel, t(lang, "timer.played", mention=render.mention(info),
                                         label=answer.fit(said, 1500)), ping=[info["user_id"]])
        conf = await self.game_clock(row.id)
        if conf is not None and outcome.strikes >= conf.max_timeouts and outcome.row.status == "running":
            await self.service.hand_over_to_ai(row.id, None, "🤖", seat=seat)
            await answer.send(channel, t(row.lang, "timer.to_ai", name=info["name"], n=outcome.strikes))
        await self.tables.publish(row.id)
