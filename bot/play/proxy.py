"""A game as this process holds it: the cached row, last moves, undo mark and clock of a running game.

Reads that may be a version behind (answers, announcements) take it as it is; the move player reads it
and trusts it only as far as its compare-and-swap confirms (a lost swap drops it and reads afresh).
"""

from __future__ import annotations

from ..store.cache import RECENT_MOVES, Entry, GameCache
from ..store.db import GameRow
from ..store.games import GameStore


class GameProxy:
    def __init__(self, store: GameStore, cache: GameCache):
        self.store = store
        self.cache = cache

    async def entry(self, gid: int, fresh: bool = False) -> Entry | None:
        """The cached entry of a game, read from the database if absent (or if ``fresh``)."""
        entry = None if fresh else self.cache.get(gid)
        if entry is not None:
            return entry
        got = await self.store.load(gid)
        if got is None:
            self.cache.drop(gid)
            return None
        row, moves, mark, clock = got
        entry = Entry(row, complete=len(moves) < RECENT_MOVES, mark=mark, clock=clock)
        entry.moves.extend(moves)
        if row.status == "running":  # only running games are worth keeping
            self.cache.put(entry)
        return entry

    async def current(self, gid: int) -> GameRow | None:
        """The game as this process last wrote or read it (the database if it holds no copy)."""
        row = self.cache.row(gid)
        return row if row is not None else await self.store.get(gid)

    def drop(self, gid: int) -> None:
        self.cache.drop(gid)
