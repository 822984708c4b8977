"""The game service: the one object the Discord-facing layer calls. No Discord objects here, only ids.

A thin facade composing the parts of the move path, each with one job (docs/architecture.md, "The move
path"): ``GameProxy`` (the game as this process holds it), ``MovePlayer`` (validate, apply, commit a
move), ``Lobby``, ``Takebacker`` (undo), ``HandOver`` (an AI takes a seat; abandon), ``Finisher`` (the
end of a game), ``Bookkeeper`` (message ids and announcement claims), over the repository
``bot.store.games`` (every SQL statement). Every change to a game happens under that game's lock and
commits in one transaction guarded by a compare-and-swap on ``version``.
"""

from __future__ import annotations

import asyncio
import random
from collections import defaultdict

from ..store.cache import RECENT_MOVES, GameCache
from ..store.clocks import ClockStore
from ..store.db import Database, GameRow, MoveRow, UndoneMoveRow
from ..store.games import BOOKKEEPING, GameStore, archive, archive_sync
from ..store.writer import Writer
from .books import FLUSH_SECONDS, Bookkeeper
from .clock import Clock
from .deadlines import Deadlines, as_utc
from .errors import UserError
from .finish import Finisher, outcomes, rate_finished, stat_rows
from .handover import HandOver
from .lobby import Lobby
from .moves import CAS_TRIES, MoveCommit, MoveOutcome, MovePlayer, Posted
from .mutate import RowChanger
from .proxy import GameProxy
from .seats import humans_due, names_of, pinged_for, seat_of
from .snapshot import Snapshots
from .undo import Takebacker, UndoOutcome, find_move, replay, undo_refusal

__all__ = ["BOOKKEEPING", "CAS_TRIES", "FLUSH_SECONDS", "Finisher", "GameService", "MoveCommit",
           "MoveOutcome", "Posted", "UndoOutcome", "UserError", "archive", "archive_sync", "as_utc", "find_move",
           "humans_due", "names_of", "outcomes", "pinged_for", "rate_finished", "replay", "seat_of",
           "stat_rows", "undo_refusal"]


# row fields a snapshot derives from: only a write that bumps the version may change them
VERSIONED = frozenset({"state", "seats", "status", "options", "seed"})


class GameService:
    def __init__(self, db: Database, seed_source=None, clock: Clock | None = None):
        self.db = db
        self.clock = clock or Clock()
        self._locks: dict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._seed = seed_source or (lambda: random.SystemRandom().getrandbits(62))
        self.store = GameStore(db)  # every SQL statement on games and their logs (bot/store/games.py)
        self.clocks = ClockStore(db)  # turn-clock settings and deadlines (bot/store/clocks.py)
        self.cache = GameCache()
        self.snapshots = Snapshots()  # one per game version, shared by the answer, board, DMs and AI (snapshot.py)
        self.writer = Writer(db)  # moves and message ids: group commit on SQLite (bot/store/writer.py)
        self.proxy = GameProxy(self.store, self.cache)
        self.bookkeeper = Bookkeeper(self.store, self.writer, self.cache)
        deadlines = Deadlines(lambda: self.clock.now())
        changer = RowChanger(self.store, self.proxy, self.lock)
        self.mover = MovePlayer(self.proxy, self.store, self.writer, self.snapshots, self.bookkeeper, deadlines,
                                self.lock)
        self.lobby = Lobby(self.store, changer, deadlines, lambda: self._seed())
        self.takebacker = Takebacker(self.store, self.proxy, deadlines, self.lock)
        self.handover = HandOver(changer, deadlines)

    def lock(self, gid: int) -> asyncio.Lock:
        return self._locks[gid]

    # ------------------------------------------------------------------ the bookkeeper's state, as callers see it
    @property
    def pending(self) -> dict[int, dict]:
        return self.bookkeeper.pending

    @property
    def flush_delay(self) -> float | None:
        return self.bookkeeper.flush_delay

    @flush_delay.setter
    def flush_delay(self, value: float | None) -> None:
        self.bookkeeper.flush_delay = value

    @property
    def _flusher(self) -> asyncio.Task | None:
        return self.bookkeeper.flusher

    # ------------------------------------------------------------------ reading
    async def get(self, gid: int) -> GameRow | None:
        return await self.store.get(gid)

    async def current(self, gid: int) -> GameRow | None:
        """The game as this process last wrote or read it (the database if it holds no copy).

        Good for what only reads (answers, announcements): a copy another process has since moved on
        from is caught by the compare-and-swap of any write, and by the claim of each announcement.
        """
        return await self.proxy.current(gid)

    async def refresh(self, gid: int) -> None:
        """Forget this process's copy of a game (the next read goes to the database)."""
        self.proxy.drop(gid)

    async def require(self, gid: int) -> GameRow:
        row = await self.get(gid)
        if row is None:
            raise UserError("err.game_gone")
        return row

    async def active_in_channel(self, channel_id: int) -> GameRow | None:
        return await self.store.active_in_channel(channel_id)

    async def unannounced_games(self) -> list[GameRow]:
        """Games whose board is behind their state: running ones, and ended ones announced while running."""
        return await self.store.unannounced()

    async def running_games(self) -> list[GameRow]:
        return await self.store.running()

    async def games_of_user(self, user_id: int) -> list[GameRow]:
        """Running games where this user holds a seat (for /hand in DMs)."""
        return [r for r in await self.store.of_user(user_id) if seat_of(r, user_id) is not None]

    async def recent_moves(self, gid: int, limit: int, version: int | None = None) -> list[MoveRow]:
        """The last ``limit`` logged moves (up to ``version``, the row being shown, if given)."""
        entry = self.cache.get(gid)
        if entry is not None and limit <= RECENT_MOVES and (version is None or version == entry.row.version):
            return list(entry.moves)[-limit:]
        return await self.store.recent_moves(gid, limit)

    async def move_log(self, gid: int) -> tuple[list[MoveRow], list[UndoneMoveRow]]:
        """A game's whole log: (moves in version order, undone moves), running or ended."""
        return await self.store.move_log(gid)

    async def all_moves(self, gid: int) -> list[MoveRow]:
        return (await self.move_log(gid))[0]

    async def count_games(self) -> int:
        return await self.store.count()

    # ------------------------------------------------------------------ lobby
    async def create_lobby(self, guild_id: int | None, channel_id: int, host_id: int, host_name: str,
                           game_id: str, options: dict | None, lang: str) -> GameRow:
        return await self.lobby.create(guild_id, channel_id, host_id, host_name, game_id, options, lang)

    async def join(self, gid: int, user_id: int, name: str, lang: str) -> GameRow:
        return await self.lobby.join(gid, user_id, name, lang)

    async def add_ai(self, gid: int, user_id: int, ai_name, level: str = "normal") -> GameRow:
        return await self.lobby.add_ai(gid, user_id, ai_name, level)

    async def leave_lobby(self, gid: int, user_id: int) -> GameRow:
        return await self.lobby.leave(gid, user_id)

    async def cancel(self, gid: int, user_id: int) -> GameRow:
        return await self.lobby.cancel(gid, user_id)

    async def start(self, gid: int, user_id: int) -> GameRow:
        return await self.lobby.start(gid, user_id)

    # ------------------------------------------------------------------ playing
    async def play(self, gid: int, version: int, move_id: str, *, user_id: int | None = None,
                   seat: int | None = None, timeout: bool = False) -> MoveOutcome:
        """Apply one move for a user (their seat) or for an explicit seat (AI, timers): ``MovePlayer``."""
        return await self.mover.play(gid, version, move_id, user_id=user_id, seat=seat, timeout=timeout)

    async def undo(self, gid: int, user_id: int, version: int | None = None) -> UndoOutcome:
        return await self.takebacker.undo(gid, user_id, version)

    async def undo_available(self, row: GameRow, seat: int) -> bool:
        return await self.takebacker.available(row, seat)

    async def hand_over_to_ai(self, gid: int, user_id: int | None, suffix: str,
                              seat: int | None = None) -> tuple[GameRow, int]:
        """A player leaves a running game (or timed out too often): an AI takes their seat (keeping their name)."""
        return await self.handover.to_ai(gid, user_id, suffix, seat)

    async def abandon(self, gid: int) -> GameRow:
        return await self.handover.abandon(gid)

    # ------------------------------------------------------------------ Discord bookkeeping
    async def set_message(self, gid: int, **fields) -> None:
        await self.bookkeeper.set_message(gid, **fields)
        if fields.keys() & VERSIONED:  # a change without a new version (tests stack a state so): forget its snapshot
            self.snapshots.drop(gid)

    def posted(self, row: GameRow) -> Posted | None:
        """``row``'s outbox entry if a move of this process committed it (then this process announces it)."""
        entry = row.outbox
        return entry if isinstance(entry, Posted) and entry.by is self.mover else None

    def note_sent(self, gid: int, fields: dict) -> None:
        self.bookkeeper.note_sent(gid, fields)

    async def flush(self) -> int:
        return await self.bookkeeper.flush()

    async def claim_announcement(self, row: GameRow, pinged: list[int]) -> tuple[dict, tuple | None] | None:
        return await self.bookkeeper.claim_announcement(row, pinged)

    async def still_at(self, gid: int, version: int) -> bool:
        return await self.bookkeeper.still_at(gid, version)
