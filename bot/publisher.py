"""One publisher per game: the board, the DMs and the ping follow the game's latest version.

A move marks its game dirty with the new row; one worker per game announces only the latest version
it has (a flood of moves is folded into one announcement), after taking a token from the channel's
bucket (Discord limits edits per channel: a flood ends with the final state, at about one edit a
second). Before sending anything the worker claims the version in the database
(``announced_version < v``), so each (game, version) is announced once whichever process tries; a
version older than one already announced is never shown.
"""

from __future__ import annotations

import asyncio
import logging

import discord

from .db import GameRow

log = logging.getLogger("meeple.publisher")

RETRIES = 5  # rate-limited sends tried again (after Discord's retry-after) before giving up
CLAIM_TRIES = 5  # claims lost to another process: read the game again, at most this often


class Bucket:
    """A channel's token bucket: ``burst`` edits at once, then ``rate`` per second (None: no limit)."""

    def __init__(self, rate: float | None, burst: int):
        self.rate, self.burst = rate, burst
        self.tokens = float(burst)
        self.stamp = 0.0

    async def take(self) -> None:
        if self.rate is None:
            return
        loop = asyncio.get_running_loop()
        while True:
            moment = loop.time()
            if self.stamp:
                self.tokens = min(self.burst, self.tokens + (moment - self.stamp) * self.rate)
            self.stamp = moment
            if self.tokens >= 1:
                self.tokens -= 1
                return
            await asyncio.sleep((1 - self.tokens) / self.rate)


async def retrying(make, what: str):
    """Run ``make()`` (a coroutine factory), waiting out Discord's 429s as long as it asks."""
    for _ in range(RETRIES):
        try:
            return await make()
        except discord.RateLimited as exc:
            log.info("%s rate limited: again in %.2fs", what, exc.retry_after)
            await asyncio.sleep(exc.retry_after)
    return await make()


class Publisher:
    def __init__(self, service, announce, due, edit_rate: float | None = 1.0, burst: int = 5):
        self.service = service
        self.announce = announce  # async (row, started) -> None: sends board, DMs and ping
        self.due = due  # row -> the human seats a turn ping is for (stored by the claim)
        self.edit_rate, self.burst = edit_rate, burst
        self._latest: dict[int, GameRow] = {}
        self._workers: dict[int, asyncio.Task] = {}
        self._shown: dict[int, int] = {}  # the version this process last announced, per game
        self._buckets: dict[int, Bucket] = {}

    async def publish(self, row: GameRow) -> None:
        """Announce ``row``'s version (or a later one); returns when the game's worker is done."""
        held = self._latest.get(row.id)
        if held is None or held.version < row.version:
            self._latest[row.id] = row
        task = self._workers.get(row.id)
        if task is None or task.done():
            task = self._workers[row.id] = asyncio.create_task(self._work(row.id), name=f"meeple:publish-{row.id}")
        await asyncio.shield(task)  # a cancelled caller leaves the announcement running

    async def _work(self, gid: int) -> None:
        try:
            while True:
                row = self._latest.pop(gid, None)
                if row is None:
                    return
                if row.version <= self._shown.get(gid, -1):
                    continue
                await self._bucket(row.channel_id).take()
                newer = self._latest.pop(gid, None)  # what arrived while waiting for the channel
                if newer is not None and newer.version > row.version:
                    row = newer
                await self._claim_and_announce(row)
        except Exception:  # noqa: BLE001 - one game's announcement must not take down the others
            log.exception("announcing game %s failed", gid)
        finally:
            if self._workers.get(gid) is asyncio.current_task():
                del self._workers[gid]

    async def _claim_and_announce(self, row: GameRow) -> None:
        gid = row.id
        for _ in range(CLAIM_TRIES):
            if row.version <= max(self._shown.get(gid, -1), -1 if row.announced_version is None
                                  else row.announced_version) or row.state is None:
                return  # already shown (by us or another process): never go back
            before = {c: getattr(row, c) for c in GameRow.model_fields}  # as read, before the claim notes it
            claimed = await self.service.claim_announcement(row, self.due(row))
            if claimed is not None:
                self._shown[gid] = row.version
                shown = GameRow(**{**before, **claimed, "announced_version": row.version})
                await self.announce(shown, before["announced_version"] is None)
                return
            # lost: another process announced, or the game moved on; read what the database holds
            await self.service.refresh(gid)
            row = await self.service.current(gid)
            if row is None:
                return

    def _bucket(self, channel_id: int) -> Bucket:
        bucket = self._buckets.get(channel_id)
        if bucket is None:
            bucket = self._buckets[channel_id] = Bucket(self.edit_rate, self.burst)
        return bucket

    async def idle(self) -> None:
        while self._workers:
            await asyncio.gather(*list(self._workers.values()), return_exceptions=True)
