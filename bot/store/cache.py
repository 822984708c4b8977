"""Running games held in memory, so a move click reads nothing from the database.

An entry is a snapshot of what the database held at one version of one game: the row, the last few
logged moves, the undo mark and the game's clock. Every write to a game is a compare-and-swap on its
version, and every change to the mark or the log bumps that version, so a snapshot whose version the
database still has is exact. When the swap fails (another process, or a write that did not go through
the cache), the entry is dropped and read again: the cache can make a click slower, never wrong.
"""

from __future__ import annotations

from collections import OrderedDict, deque
from dataclasses import dataclass, field

from .db import GameClockRow, GameRow, MoveRow, UndoMarkRow, game_row, row_values

RECENT_MOVES = 12  # enough for the private log of a DM (bot.table.PRIVATE_LOG_MOVES) and the board's
MAX_GAMES = 5000  # entries kept; the least recently used is dropped beyond


@dataclass
class Entry:
    row: GameRow
    moves: deque[MoveRow] = field(default_factory=lambda: deque(maxlen=RECENT_MOVES))
    complete: bool = False  # ``moves`` holds the whole log (a short game), not only its tail
    mark: UndoMarkRow | None = None
    clock: GameClockRow | None = None  # fixed in the lobby, before the game starts: never changes after

    def move_at(self, version: int) -> MoveRow | None | bool:
        """The logged move that made ``version``; False if it is outside what the entry holds."""
        for m in self.moves:
            if m.version == version:
                return m
        if self.complete or (self.moves and version > self.moves[-1].version):
            return None
        return False


class GameCache:
    def __init__(self, size: int = MAX_GAMES):
        self.size = size
        self._entries: OrderedDict[int, Entry] = OrderedDict()

    def get(self, gid: int) -> Entry | None:
        entry = self._entries.get(gid)
        if entry is not None:
            self._entries.move_to_end(gid)
        return entry

    def put(self, entry: Entry) -> None:
        self._entries[entry.row.id] = entry
        self._entries.move_to_end(entry.row.id)
        while len(self._entries) > self.size:
            self._entries.popitem(last=False)

    def drop(self, gid: int) -> None:
        self._entries.pop(gid, None)

    def row(self, gid: int) -> GameRow | None:
        entry = self._entries.get(gid)
        return entry.row if entry is not None else None

    def __len__(self) -> int:
        return len(self._entries)


def snapshot(row: GameRow, **values) -> GameRow:
    """A new detached row for the next version (rows handed out are never changed afterwards): ``values`` are
    columns of the game or of its delivery bookkeeping (bot/store/db.py), the rest is ``row``'s."""
    data = row_values(row)
    delivery = dict(row.delivery)
    for key, value in values.items():
        (delivery if key in delivery else data)[key] = value
    return game_row(data, delivery)
