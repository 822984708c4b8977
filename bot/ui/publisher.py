"""One publisher per game: the board, the DMs and the ping follow the game's latest version.

A move marks its game dirty with the new row; one worker per game announces only the latest version
it has (a flood of moves is folded into one announcement), after taking a token from the channel's
bucket (Discord limits edits per channel: a flood ends with the final state, at about one edit a
second). Each (game, version) is announced once whichever process tries, and a version older than one
already announced is never shown: a move claims its own announcement in its transaction and writes
there its outbox entry (``outbox``: the version, what the board showed and who was pinged before the
first move not yet announced), which the commit hands to this process's publisher on the move's row
(``row.outbox``: the process that commits a version owns its announcement); the entry is deleted with
the message ids the sends leave (``shown_version``), so a crash before that is announced at restart.
Every other change (start, undo, hand-over, re-announcing) claims the version in the database just
before sending (``announced_version < v``), consuming in the same transaction the outbox entry of any
move it folds in. A move's announcement that had to wait for the channel first checks that the game is
still at its version (another process may have moved it on meanwhile: then that process announces).
"""

from __future__ import annotations

import asyncio
import logging

import discord

from ..store.db import GameRow, game_row, row_values

log = logging.getLogger("meeple.publisher")

RETRIES = 5  # rate-limited sends tried again (after Discord's retry-after) before giving up
CLAIM_TRIES = 5  # claims lost to another process: read the game again, at most this often


class Bucket:
    """A channel's token bucket: ``burst`` edits at once, then ``rate`` per second (None: no limit)."""

    def __init__(self, rate: float | None, burst: int):
        self.rate, self.burst = rate, burst
        self.tokens = float(burst)
        self.stamp = 0.0

    async def take(self) -> bool:
        """Take a token; True if that meant waiting."""
        if self.rate is None:
            return False
        loop = asyncio.get_running_loop()
        waited = False
        while True:
            moment = loop.time()
            if self.stamp:
                self.tokens = min(self.burst, self.tokens + (moment - self.stamp) * self.rate)
            self.stamp = moment
            if self.tokens >= 1:
                self.tokens -= 1
                return waited
            waited = True
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
        self.announce = announce  # async (row, started, shown before) -> None: sends board, DMs and ping
        self.due = due  # row -> the human seats a turn ping is for (stored by the claim)
        self.edit_rate, self.burst = edit_rate, burst
        self._latest: dict[int, GameRow] = {}
        self._again: set[int] = set()  # games to re-announce even if claimed (start-up: a claim never sent)
        self._workers: dict[int, asyncio.Task] = {}
        self._shown: dict[int, int] = {}  # the version this process last announced, per game
        self._pinged: dict[int, list] = {}  # ... and who that announcement's ping was for
        self._buckets: dict[int, Bucket] = {}

    async def publish(self, row: GameRow, again: bool = False) -> None:
        """Announce ``row``'s version (or a later one); returns when the game's worker is done.

        ``again``: also when its version was claimed but never recorded as sent (the re-announce pass
        at start-up, after a crash between a move's commit and its sends).
        """
        if again:
            self._again.add(row.id)
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
                waited = await self._bucket(row.channel_id).take()
                newer = self._latest.pop(gid, None)  # what arrived while waiting for the channel
                if newer is not None and newer.version > row.version:
                    row, waited = newer, True
                await self._claim_and_announce(row, waited)
        except Exception:  # noqa: BLE001 - one game's announcement must not take down the others
            log.exception("announcing game %s failed", gid)
        finally:
            if self._workers.get(gid) is asyncio.current_task():
                del self._workers[gid]

    async def _claim_and_announce(self, row: GameRow, waited: bool) -> None:
        gid = row.id
        again = gid in self._again
        self._again.discard(gid)
        for _ in range(CLAIM_TRIES):
            if row.state is None or row.version <= self._shown.get(gid, -1):
                return  # already shown by us: never go back
            posted = self.service.posted(row)  # the outbox entry this process's move wrote, if it did
            if posted is not None and posted.version == row.version:  # claimed by our own move's transaction
                if waited and not await self.service.still_at(gid, row.version):
                    return  # another process moved on meanwhile: it announces its version
                await self._send(row, posted.announced_before, posted.pinged_before, row.pinged)
                return
            last = row.shown_version if again else row.announced_version
            if last is not None and row.version <= last:
                return  # already claimed (by a move's transaction, or announced): never go back
            columns, books = row_values(row), dict(row.delivery)  # as read
            pinged = self.due(row)
            claimed = await self.service.claim_announcement(row, pinged)
            if claimed is not None:
                fields, folded = claimed
                announced, was_pinged = books["announced_version"], books["pinged"]
                if folded is not None:  # moves whose announcement never went out fold into this one
                    announced, was_pinged = folded[1], folded[2]
                elif again and books["shown_version"] != books["announced_version"]:
                    # a claim never sent (a crash): who its ping reached is unknown, so whoever is due is pinged
                    announced, was_pinged = books["shown_version"], []
                await self._send(game_row(columns, {**books, **fields}), announced, was_pinged, pinged)
                return
            # lost: another process announced, or the game moved on; read what the database holds
            await self.service.refresh(gid)
            row = await self.service.current(gid)
            if row is None:
                return

    async def _send(self, row: GameRow, announced_before: int | None, pinged_before: list, pinged: list) -> None:
        """Send ``row``'s board, DMs and ping (the ping compares who is due with ``pinged_before``)."""
        gid = row.id
        ours = self._shown.get(gid)
        if ours is not None and (announced_before is None or ours > announced_before):
            # our own sends since are newer than what the outbox entry (or the claim) recorded: ping against them
            announced_before, pinged_before = ours, self._pinged.get(gid, [])
        self._shown[gid], self._pinged[gid] = row.version, list(pinged)
        # a copy (the announcement writes message ids on it), built without the model's constructor
        shown = game_row(row_values(row), {**row.delivery, "announced_version": row.version,
                                           "pinged": list(pinged_before or [])})
        await self.announce(shown, announced_before is None, announced_before)

    async def take(self, channel_id: int) -> bool:
        """A token of the channel's edit bucket, for an edit outside an announcement (a picture attached later)."""
        return await self._bucket(channel_id).take()

    def _bucket(self, channel_id: int) -> Bucket:
        bucket = self._buckets.get(channel_id)
        if bucket is None:
            bucket = self._buckets[channel_id] = Bucket(self.edit_rate, self.burst)
        return bucket

    async def idle(self) -> None:
        while self._workers:
            await asyncio.gather(*list(self._workers.values()), return_exceptions=True)
