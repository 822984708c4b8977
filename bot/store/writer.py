"""One writer with group commit: on SQLite, concurrent moves share one COMMIT.

A unit is a function of a sync ``Session`` (it writes, may read, and returns its result or raises).
On SQLite one task takes every unit queued meanwhile and runs them on one connection, in one
transaction, with one COMMIT (the disk's cost of a commit is paid once for the batch); each caller's
future resolves only after that COMMIT, so a move is never reported before the disk has it. A unit
that raises is rolled back alone: the batch is rolled back and run again with each unit in a
SAVEPOINT, then committed. The usual batch needs no savepoint, because a lost compare-and-swap (the
unit's first statement) writes nothing and simply returns. There is no timer: units that arrive while
a batch commits form the next batch. Readers use the pool's other connections (WAL: they never block
the writer). On a server database (Postgres) each unit runs in its own transaction, concurrently.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable


class _Failed:
    def __init__(self, exc: BaseException):
        self.exc = exc


class _UnitFailed(Exception):
    """A unit of an unprotected batch raised: run the batch again with savepoints."""


def _unprotected(session, units: list[Callable]) -> list:
    out = []
    for unit in units:
        try:
            out.append(unit(session))
        except Exception as exc:
            raise _UnitFailed from exc
    return out


def _protected(session, units: list[Callable]) -> list:
    # pysqlite leaves a lone SAVEPOINT to open (and its RELEASE to commit) the transaction: open it ourselves
    session.connection().exec_driver_sql("BEGIN IMMEDIATE")
    out = []
    for unit in units:
        try:
            with session.begin_nested():
                out.append(unit(session))
        except Exception as exc:  # noqa: BLE001 - handed to that unit's caller; the others still commit
            out.append(_Failed(exc))
    return out


class Writer:
    def __init__(self, db):
        self.db = db
        self.grouped = db.url.startswith("sqlite")
        self._queue: list[tuple[Callable, asyncio.Future]] = []
        self._task: asyncio.Task | None = None
        self.batches = self.units = 0  # how many commits served how many units (bench, tests)

    async def run(self, unit: Callable):
        """Run ``unit(session)`` and commit; its result once the commit is done (its exception if it raised)."""
        if not self.grouped:
            async with self.db.session() as s:
                result = await s.run_sync(unit)
                await s.commit()
            self.batches += 1
            self.units += 1
            return result
        loop = asyncio.get_running_loop()
        future = loop.create_future()
        self._queue.append((unit, future))
        if self._task is None or self._task.done():
            self._task = loop.create_task(self._drain(), name="meeple:writer")
        # a cancelled caller does not cancel the batch: the unit commits or not with the others
        return await asyncio.shield(future)

    async def _drain(self) -> None:
        while self._queue:
            batch, self._queue = self._queue, []
            try:
                results = await self._commit([unit for unit, _ in batch])
            except BaseException as exc:  # the commit itself failed: nobody's write is on disk
                for _, future in batch:
                    if not future.done():
                        future.set_exception(exc)
                if isinstance(exc, asyncio.CancelledError):
                    raise
                continue
            self.batches += 1
            self.units += len(batch)
            for (_, future), result in zip(batch, results, strict=True):
                if future.done():
                    continue
                if isinstance(result, _Failed):
                    future.set_exception(result.exc)
                else:
                    future.set_result(result)

    async def _commit(self, units: list[Callable]) -> list:
        async with self.db.session() as s:
            if len(units) == 1:  # alone: its own transaction is its savepoint
                try:
                    results = [await s.run_sync(units[0])]
                except Exception as exc:  # noqa: BLE001 - handed to the caller
                    await s.rollback()
                    return [_Failed(exc)]
                await s.commit()
                return results
            try:
                results = await s.run_sync(_unprotected, units)
            except _UnitFailed:
                await s.rollback()
                results = await s.run_sync(_protected, units)
            await s.commit()
            return results

