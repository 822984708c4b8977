"""Discord delivery bookkeeping (the ``deliveries`` table): the message ids not yet written (``pending``)
and the announcement claims of the changes that are not moves.

Message ids are not game state (no version bump): they ride on the game's next move, or are written
for many games in one commit soon after (``flush``), with the ``shown_version`` that marks the version's
outbox entry done. Which versions must be announced is not held here: a move's transaction writes its
outbox entry (bot/store/hot.py), and every other change claims its announcement by a compare-and-swap,
so two processes never both announce a version.
"""

from __future__ import annotations

import asyncio
import logging

from ..store import games as store_games
from ..store.cache import GameCache
from ..store.db import GameRow
from ..store.games import BOOKKEEPING, GameStore
from ..store.writer import Writer

FLUSH_SECONDS = 0.25  # message ids of announcements are written this soon, many games in one commit

log = logging.getLogger("meeple.service")


class Bookkeeper:
    def __init__(self, store: GameStore, writer: Writer, cache: GameCache):
        self.store, self.writer, self.cache = store, writer, cache
        # message ids not yet written: they go with the game's next move, or in one commit for every game
        # ``flush_delay`` seconds after the first (None: only then and at idle and shutdown; 0: at once)
        self.pending: dict[int, dict] = {}
        self.flush_delay: float | None = FLUSH_SECONDS
        self.flusher: asyncio.Task | None = None
        self._flushing = asyncio.Lock()

    # ------------------------------------------------------------------ the move's side
    def carry(self, gid: int) -> dict | None:
        """Our last announcement's message ids, to ride on the game's next move (put back if it fails)."""
        return self.pending.pop(gid, None)

    def keep(self, batch: dict[int, dict]) -> None:
        """Put back message ids a failed write did not store (under any newer ones noted since)."""
        for gid, fields in batch.items():
            self.pending[gid] = {**fields, **self.pending.get(gid, {})}

    # ------------------------------------------------------------------ the announcement's side
    async def set_message(self, gid: int, **fields) -> None:
        """Record Discord bookkeeping (board message id, DM ids...) without touching the game."""
        await self.store.set_fields(gid, fields)
        self.note(gid, fields)

    def note_sent(self, gid: int, fields: dict) -> None:
        """Record what an announcement's sends left (message ids, ``shown_version``) without a commit of its own."""
        self.note(gid, fields)
        self.pending[gid] = {**self.pending.get(gid, {}), **fields}
        if self.flush_delay is not None and (self.flusher is None or self.flusher.done()):
            # a flush due at once is part of the work the announcement started (tests wait for it)
            name = "meeple:flush" if not self.flush_delay else "flush-message-ids"
            self.flusher = asyncio.get_running_loop().create_task(self._flush_soon(), name=name)

    async def _flush_soon(self) -> None:
        while True:  # ids noted while a flush was writing get a flush of their own
            if self.flush_delay:
                await asyncio.sleep(self.flush_delay)
            try:
                await self.flush()
            except Exception:  # noqa: BLE001 - kept in ``pending``: the next move, flush or idle writes them
                log.exception("writing message ids failed")
                return
            if not self.pending:
                return

    async def flush(self) -> int:
        """Write every pending message id, all games in one commit; the number of games written.

        A flush already writing is waited for first, so once this returns nothing noted before is left
        unwritten (shutdown closes the database right after).
        """
        async with self._flushing:
            batch, self.pending = self.pending, {}
            if not batch:
                return 0
            try:  # with whatever moves are committing meanwhile
                await self.writer.run(lambda s: store_games.write_books_sync(s, batch))
            except BaseException:
                self.keep(batch)
                raise
            return len(batch)

    def note(self, gid: int, fields: dict) -> None:
        """Bookkeeping is not game state (no version): the cached row simply follows it."""
        row = self.cache.row(gid)
        if row is not None:
            for key, value in fields.items():
                setattr(row, key, value)

    async def claim_announcement(self, row: GameRow, pinged: list[int]) -> tuple[dict, tuple | None] | None:
        """Claim the announcement of ``row``'s version (the caller then sends board, DMs, ping): once.

        A compare-and-swap on ``announced_version`` as it was read, so two processes never both announce a
        version, and the claims of successive versions are taken in order; ``pinged`` (who the ping is for)
        is stored by the same statement, so the next version's publisher sees it whichever process it is.
        Returns the bookkeeping to announce with (board, DM and ping ids, read by that same statement) and
        the outbox entry of the moves it folds in (consumed by the same transaction; None if there was
        none), or None if the claim was lost (someone announced meanwhile, or the game moved on: read it
        again).
        """
        got = await self.store.claim(row.id, row.version, row.announced_version, pinged)
        if got is None:
            return None
        self.note(row.id, {"announced_version": row.version, "pinged": pinged})
        return dict(zip(BOOKKEEPING, got[0], strict=True)), got[1]

    async def still_at(self, gid: int, version: int) -> bool:
        """Whether the database still holds ``version`` of the game (one read, no write)."""
        return await self.store.version_of(gid) == version
