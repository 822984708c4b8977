"""Graceful shutdown on SIGTERM (``docker stop``) or Ctrl-C: stop taking interactions, finish, close.

1. From the signal on, every new interaction gets a short polite answer ("restarting, try again") and
   changes nothing: nothing half-done, nothing unanswered.
2. Interactions already being handled run to their end, then the announcements and AI turns they
   started (``Tables.idle``), within ``DRAIN_SECONDS`` (Docker kills after its grace period: compose.yaml
   gives 30 s).
3. The bot closes: timers stop, shard leases are released (another process, or the restarted one,
   takes the games on at once), the gateway and the database pool close.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal

import discord

from ..i18n import lang_of, t

log = logging.getLogger("meeple.shutdown")

DRAIN_SECONDS = 20.0


def install(bot) -> None:
    """Put the gate in front of discord.py's interaction parsing (gateway and test harness alike)."""
    state = bot._connection
    original = state.parse_interaction_create

    def gated(data):
        if not getattr(bot, "draining", False):
            return original(data)
        interaction = discord.Interaction(data=data, state=state)
        task = asyncio.get_running_loop().create_task(_refuse(bot, interaction), name="meeple:refuse-draining")
        bot._refusals.add(task)
        task.add_done_callback(bot._refusals.discard)
        return None

    bot.draining = False
    bot._refusals = set()
    state.parse_interaction_create = gated
    state.parsers["INTERACTION_CREATE"] = gated


async def _refuse(bot, interaction: discord.Interaction) -> None:
    with contextlib.suppress(discord.HTTPException):
        if interaction.type is discord.InteractionType.autocomplete:
            await interaction.response.autocomplete([])
            return
        await bot.tables.reply(interaction, t(lang_of(interaction.locale), "err.restarting"))


def _in_flight() -> list[asyncio.Task]:
    """Tasks handling interactions (discord.py's command and component dispatch) and our background work."""
    me = asyncio.current_task()
    out = []
    for task in asyncio.all_tasks():
        name = task.get_name()
        if task is me or task.done():
            continue
        if ("invoker" in name or name.startswith(("meeple:", "discord-ui-view-dispatch", "discord-ui-dynamic"))
                or ("discord-ui-" in name and "timeout" not in name)):
            out.append(task)
    return out


async def drain(bot, timeout: float = DRAIN_SECONDS) -> bool:
    """Stop taking interactions, let those in flight finish (bounded), then close. True if all finished."""
    bot.draining = True
    log.info("shutting down: finishing what is in flight")
    finished = True
    try:
        async with asyncio.timeout(timeout):
            await bot.timers.stop()  # no new timer pass; the one running finishes, like a move in flight
            while pending := _in_flight():
                await asyncio.gather(*pending, return_exceptions=True)
            await bot.tables.idle()
    except TimeoutError:
        finished = False
        log.warning("shutdown: %d task(s) still running after %.0f s; closing anyway", len(_in_flight()), timeout)
    await bot.close()
    return finished


async def serve(bot, token: str, drain=drain) -> None:
    """Run the bot until it stops, or until SIGTERM/SIGINT, which drain it first."""
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        with contextlib.suppress(NotImplementedError):  # Windows: Ctrl-C still raises KeyboardInterrupt
            loop.add_signal_handler(sig, stop.set)
    runner = asyncio.create_task(bot.start(token), name="bot-runner")
    waiter = asyncio.create_task(stop.wait(), name="signal-waiter")
    try:
        done, _ = await asyncio.wait({runner, waiter}, return_when=asyncio.FIRST_COMPLETED)
        if runner in done:
            runner.result()  # the bot stopped by itself: re-raise what stopped it (a bad token, a schema error)
            return
        log.info("signal received")
        await drain(bot)
        with contextlib.suppress(asyncio.CancelledError, TimeoutError):
            await asyncio.wait_for(runner, 5)  # closed: start() returns
    finally:
        waiter.cancel()
        if not runner.done():
            runner.cancel()
        if not bot.is_closed():
            await bot.close()
