"""The move player (lila's ``MovePlayer``): validate a click once, apply it, commit it.

1. Read the game as this process holds it (``GameProxy``) and its per-version snapshot (state loaded once).
2. Validate in one place and one order: the game exists → it is running → the user holds a seat → the
   button's version is the game's → the seat is to act → the engine finds the move legal.
3. Apply with ``Game.apply_move`` (it copies the snapshot's state and hands back the move it matched).
4. Commit a ``MoveCommit`` through the writer (group commit on SQLite): the compare-and-swap on the
   version (and the announcement claim), the outbox entry that announcement is consumed from, the move-log
   row, the undo mark, the turn clocks, and for a last move the end of the game (``Finisher``). A lost
   swap reads the game afresh and validates again.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from engine import Event, IllegalMove, Move

from ..store import clocks, hot
from ..store.cache import Entry, snapshot
from ..store.db import GameClockRow, GameRow, MoveRow, UndoMarkRow, detached, now
from ..store.games import BOOKKEEPING, GameStore
from ..store.writer import Writer
from .books import Bookkeeper
from .deadlines import Deadlines
from .errors import UserError
from .finish import Finisher
from .proxy import GameProxy
from .seats import humans_due, pinged_for, seat_of
from .snapshot import Snapshot, Snapshots

CAS_TRIES = 3


@dataclass
class MoveOutcome:
    row: GameRow
    seat: int
    move: Move
    events: list[Event]
    before: dict  # the state the move was played in (for its label); shared with the snapshot: never change it
    undoable: bool = False  # the player may take this move back (Undo button)
    strikes: int = 0  # for a move the timer played: the seat's consecutive timeouts (0 if not a new one)
    snapshot: Snapshot | None = None  # the new version's snapshot (its state loaded when first asked)


@dataclass(frozen=True)
class Posted:
    """A move's outbox entry as its transaction left it, held by the row that move wrote (``row.outbox``).

    ``by``: the move player that committed it — only the process holding it announces the version (a row
    of the same version read elsewhere carries no entry, and a copy handed to another process is not its)."""

    by: object
    version: int  # the latest version moves committed and not yet announced
    announced_before: int | None  # what the board showed before the first of them
    pinged_before: list  # who had been pinged then


@dataclass(frozen=True)
class MoveCommit:
    """Everything the move's one transaction writes, decided before it starts."""

    row: GameRow  # the game as validated (the version swapped from)
    seat: int
    user_id: int | None  # None: a timer or an AI played for the seat
    timeout: bool  # the turn timer played it (a strike for the seat)
    values: dict  # the game's new columns
    logged: MoveRow  # the move-log row
    mark: UndoMarkRow | None  # the new undo mark (None: this move cannot be taken back)
    had_mark: bool  # the game holds a mark row now (overwritten, or deleted if ``mark`` is None)
    clock: GameClockRow | None  # the game's turn clock (None: untimed)
    due_before: set[int] = field(default_factory=set)  # human seats due before the move
    due_after: set[int] = field(default_factory=set)  # ... and after it
    result: dict | None = None  # the game's result if this move ends it

    @property
    def gid(self) -> int:
        return self.row.id

    @property
    def version(self) -> int:
        return self.row.version


class MovePlayer:
    def __init__(self, proxy: GameProxy, store: GameStore, writer: Writer, snapshots: Snapshots,
                 books: Bookkeeper, deadlines: Deadlines, lock: Callable[[int], asyncio.Lock]):
        self.proxy, self.store, self.writer, self.snapshots = proxy, store, writer, snapshots
        self.books, self.deadlines, self.lock = books, deadlines, lock

    async def play(self, gid: int, version: int, move_id: str, *, user_id: int | None = None,
                   seat: int | None = None, timeout: bool = False) -> MoveOutcome:
        """Apply one move for a user (their seat) or for an explicit seat (AI, timers).

        Validated against the cached game; the one transaction is guarded by the version
        compare-and-swap, and a lost swap reads the game afresh and validates again.
        """
        async with self.lock(gid):
            for attempt in range(CAS_TRIES):
                entry = await self.proxy.entry(gid, fresh=attempt > 0)
                try:
                    outcome = await self._try(entry, version, move_id, user_id, seat, timeout, attempt > 0)
                except UserError:
                    raise
                except BaseException:
                    self.proxy.drop(gid)  # whatever happened to the transaction, trust only the database
                    raise
                if outcome is not None:
                    return outcome
                self.proxy.drop(gid)
        raise UserError("err.stale")

    async def _try(self, entry: Entry | None, version: int, move_id: str, user_id: int | None,
                   seat: int | None, timeout: bool, fresh: bool) -> MoveOutcome | None:
        """One try of ``play``; None when the cached copy proved out of date (read again and retry)."""
        checked = await self._validate(entry, version, move_id, user_id, seat, fresh)
        if checked is None:
            return None
        snap, seat = checked
        # the row is the entry's, not the snapshot's: a snapshot may hold another copy of the same version,
        # whose bookkeeping columns (announced_version, pinged, message ids: no version bump) are older
        row, game, state = entry.row, snap.game, snap.state
        try:
            new_state, events, move = game.apply_move(state, seat, move_id)
        except IllegalMove:
            raise UserError("err.illegal") from None
        commit = self._commit_of(entry, snap, seat, user_id, timeout, move, new_state, events)
        carried = self.books.carry(row.id)  # our last announcement's message ids ride on this commit
        if carried:
            commit = replace(commit, values={**carried, **commit.values})
        try:
            swapped, strikes, posted = await self.writer.run(lambda s: self._unit(s, commit))
        except hot.ClaimMoved:  # rolled back: as a lost swap, read the game again
            swapped, strikes, posted = None, 0, None
        except BaseException:
            if carried:
                self.books.keep({row.id: carried})
            raise
        if swapped is None:
            if carried:
                self.books.keep({row.id: carried})
            return None
        return self._committed(entry, commit, swapped, strikes, posted, move, events, state)

    async def _validate(self, entry: Entry | None, version: int, move_id: str, user_id: int | None,
                        seat: int | None, fresh: bool) -> tuple[Snapshot, int] | None:
        """Every check of a move, once and in this order; the snapshot and the seat, or None to read again
        (a cached copy may be older than the database: only a fresh read may refuse for its status or a
        button newer than it)."""
        if entry is None:
            raise UserError("err.game_gone")
        row = entry.row
        if row.status != "running":
            if not fresh:
                return None
            raise UserError("err.game_over" if row.status in ("finished", "abandoned") else "err.not_running")
        if seat is None:
            seat = seat_of(row, user_id)
            if seat is None:
                raise UserError("err.not_player")
        if version != row.version:
            if version > row.version and not fresh:
                return None  # a button newer than our copy: another process moved the game on
            done = entry.move_at(version + 1)
            if done is False:
                done = await self.store.move_at(row.id, version + 1)
            if done is not None and done.seat == seat and done.move_id == move_id:
                raise UserError("err.already_played")
            raise UserError("err.stale")
        snap = self.snapshots.of(row)
        acting = snap.acting
        if seat not in acting:
            raise UserError("err.not_your_turn", who=", ".join(row.seats[i]["name"] for i in acting) or "—")
        return snap, seat

    @staticmethod
    def _commit_of(entry: Entry, snap: Snapshot, seat: int, user_id: int | None, timeout: bool, move: Move,
                   new_state: dict, events: list[Event]) -> MoveCommit:
        row, game, state = entry.row, snap.game, snap.state
        result = game.result(new_state)
        version = row.version + 1
        moment = now()
        # the move claims its own announcement: whoever commits a version announces it (bot/ui/publisher.py)
        values = {"state": game.dump(new_state), "version": version, "updated_at": moment,
                  "moves": (row.moves or 0) + 1, "announced_version": version,
                  "pinged": pinged_for(game, row.seats, None if result is not None else new_state)}
        if result is not None:
            values.update(status="finished", result=result, finished_at=moment)
        # only a player's own move may be taken back (not one a timer or an AI played for the seat)
        undoable = user_id is not None and result is None and game.undoable(state, seat, move, new_state, events)
        logged = detached(MoveRow, id=None, game_row_id=row.id, version=version, seat=seat, move_id=move.id,
                          user_id=user_id, events=[e.to_dict() for e in events], created_at=moment)
        mark = (detached(UndoMarkRow, game_row_id=row.id, version=version, seat=seat, user_id=user_id)
                if undoable else None)
        due_before = due_after = set()
        if entry.clock is not None:  # timed games only
            due_before = set(snap.humans_due)
            due_after = humans_due(row, None if result is not None else new_state)
        return MoveCommit(row, seat, user_id, timeout, values, logged, mark, entry.mark is not None, entry.clock,
                          due_before, due_after, result)

    def _unit(self, s, c: MoveCommit) -> tuple[tuple | None, int, tuple | None]:
        """The move's one transaction (a writer unit: it may share its COMMIT with other moves, and may
        run twice, so it changes nothing of ``c``). (The message ids the swap returned, the seat's
        strikes, the outbox entry), or (None, 0, None) if the swap was lost (nothing written)."""
        swapped = hot.swap_move(s, c.gid, c.version, c.row.announced_version, c.values)
        if swapped is None:  # another process got there first
            return None, 0, None
        # what must be announced, in the same transaction: the publisher consumes it (bot/ui/publisher.py)
        posted = hot.post(s, c.gid, c.version + 1, c.row.announced_version, list(c.row.pinged or []),
                          c.values["pinged"], c.values.get("shown_version"))
        if c.result is None:
            hot.insert_move(s, c.logged)  # else it goes into the packed log, below
        if c.mark is not None:  # the mark of the version swapped above
            hot.set_mark(s, c.gid, c.had_mark, c.mark.version, c.seat, c.user_id)
        elif c.had_mark:
            hot.clear_mark(s, c.gid)
        strikes = 0
        if c.clock is not None:
            if c.user_id is not None:  # the player is back: their count of missed turns starts again
                clocks.reset_strikes_sync(s, c.gid, c.seat)
            strikes = self.deadlines.arm_sync(s, c.row, c.due_before, c.due_after, c.version + 1,
                                              c.seat if c.timeout else None, clock=c.clock)
        if c.result is not None:
            Finisher.finished_sync(s, c.row, c.result, c.logged)
        s.flush()  # inside the unit: a failing insert is this unit's failure, not the batch's
        return swapped, strikes, posted

    def _committed(self, entry: Entry, c: MoveCommit, swapped: tuple, strikes: int, posted: tuple, move: Move,
                   events: list[Event], before: dict) -> MoveOutcome:
        """The cache and the snapshots follow the committed move; its row carries its outbox entry."""
        new_row = snapshot(c.row, **{**c.values, **dict(zip(BOOKKEEPING, swapped, strict=True))})
        new_row.outbox = Posted(self, *posted)  # this process announces the version (bot/ui/publisher.py)
        entry.row = new_row
        entry.mark = (detached(UndoMarkRow, game_row_id=c.gid, version=c.mark.version, seat=c.seat,
                               user_id=c.user_id) if c.mark is not None else None)
        entry.moves.append(c.logged)
        if c.result is not None:
            self.proxy.drop(c.gid)  # finished: nothing more to play
        # registered without its state: the engine's fresh state is not proven equal to a load of the
        # dumped one, so the snapshot loads it from the row when first asked
        snap = self.snapshots.put(new_row, None)
        return MoveOutcome(new_row, c.seat, move, events, before, c.mark is not None, strikes, snap)
