"""Pictures drawn away from the event loop, in a worker process of their own.

Pillow's drawing is mostly Python holding the GIL for 2–12 ms a picture (median 6 ms a board, 2 ms a hand:
`python -m engine.picturebench`): drawn in a thread it still holds up every click meanwhile, so the bot draws in a
process (``workers`` ≥ 1). Tests and the console use a thread (``workers=0``): no process to start, the
same code. A picture is drawn once per distinct view (``render``'s cache); a failed drawing leaves the text
alone, which says everything the picture shows.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from engine import pictures

from ..play.snapshot import Snapshot
from ..store.db import GameRow
from . import render

log = logging.getLogger("meeple.painter")


class Painter:
    def __init__(self, workers: int = 1):
        self.workers = workers
        self.cpu_seconds = 0.0  # spent drawing (in the workers when they are processes)
        self._pool: Executor | None = None
        self._drawing: dict[str, asyncio.Future] = {}  # pictures being drawn: a second asker waits for the first

    def _executor(self) -> Executor | None:
        if self.workers and self._pool is None:
            # spawn, not fork: the parent runs an event loop and database threads a fork would copy
            self._pool = ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("spawn"))
        return self._pool

    async def board(self, row: GameRow, lang: str, snap: Snapshot | None = None) -> bytes | None:
        return await self._picture(row, None, lang, snap)

    async def hand(self, row: GameRow, seat: int, lang: str, snap: Snapshot | None = None) -> bytes | None:
        return await self._picture(row, seat, lang, snap)

    def ready(self, row: GameRow, seat: int | None, lang: str, snap: Snapshot | None = None
              ) -> tuple[bool, bytes | None]:
        """(drawn already, the picture): what a message can carry at once, without waiting for a drawing."""
        if row.state is None:
            return True, None
        return render.cached_picture(render.snap_picture_key(snap or Snapshot(row), seat, lang))

    async def _picture(self, row: GameRow, seat: int | None, lang: str, snap: Snapshot | None) -> bytes | None:
        """``snap``: the row's version's snapshot (its view and picture key are worked out once per version)."""
        if row.state is None:
            return None
        snap = snap or Snapshot(row)
        key = render.snap_picture_key(snap, seat, lang)
        found, png = render.cached_picture(key)
        if found:
            return png
        drawing = self._drawing.get(key)
        if drawing is not None:  # the same view is being drawn (the mover's answer and their DM): wait for it
            return await asyncio.shield(drawing)
        future = self._drawing[key] = asyncio.get_running_loop().create_future()
        try:
            png = await self._draw(row, seat, lang, snap, key)
            future.set_result(png)
            return png
        finally:
            if not future.done():
                future.set_result(None)
            del self._drawing[key]

    async def _draw(self, row: GameRow, seat: int | None, lang: str, snap: Snapshot, key: str) -> bytes | None:
        loop = asyncio.get_running_loop()
        try:
            png, spent = await loop.run_in_executor(self._executor(), pictures.draw, row.game, seat, snap.view(seat),
                                                    lang, snap.names)
        except BrokenProcessPool:  # a worker died: the next picture gets a new pool; this one goes without
            self._pool = None
            log.warning("the picture worker died; game %s goes without its picture once", row.id)
            return None
        except Exception:  # noqa: BLE001 - a picture is a bonus: the text says it all
            log.exception("drawing game %s's picture failed", row.id)
            return None
        self.cpu_seconds += spent
        render.keep_picture(key, png)
        return png

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
