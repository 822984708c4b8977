"""One version of one game, loaded once and shared by everything a click needs.

A game's row changes only by a compare-and-swap that bumps ``version`` (moves, lobby changes, undo,
hand-over), so ``(game id, version)`` names one content of the row: its state, seats, status. A
:class:`Snapshot` loads that state once and computes each derived thing (who acts, a seat's view, a
text, a choice level, a digest, a picture key) at most once, when first asked: the mover's answer, the
board, the DMs, the ping, the timers and the AI all read the same snapshot instead of each loading the
state again (a click used to load it 14 times and build 8 views).

Rules for what may be kept here: only what follows from the row's versioned content. Discord
bookkeeping (message ids, who was pinged) changes without a version bump, so nothing derived from it
is memoised. Everything handed out is shared: callers must not change the state or a view (``apply``
copies the state it plays on, so the engine never does).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any

from engine import Game, registry

from ..store.db import GameRow

MAX_SNAPSHOTS = 2000  # games whose latest version is kept; the least recently used is dropped beyond


class Snapshot:
    __slots__ = ("row", "game", "_state", "_memo")

    def __init__(self, row: GameRow, state: dict | None = None):
        self.row = row
        self.game: Game = registry.get(row.game)
        self._state = state  # the engine state of this version, when the caller has it already (a move's result)
        self._memo: dict[Hashable, Any] = {}

    @property
    def gid(self) -> int:
        return self.row.id

    @property
    def version(self) -> int:
        return self.row.version

    @property
    def state(self) -> dict | None:
        """The engine state (loaded at most once; None before the game starts). Never change it."""
        if self._state is None and self.row.state is not None:
            self._state = self.game.load(self.row.state)
        return self._state

    @property
    def running(self) -> bool:
        return self.row.status == "running" and self.row.state is not None

    @property
    def names(self) -> list[str]:
        return self.memo("names", lambda: [s["name"] for s in self.row.seats])

    @property
    def acting(self) -> list[int]:
        """The seats that may act now (none once the game is over or not running)."""
        return self.memo("acting", lambda: self.game.to_act(self.state) if self.running else [])

    @property
    def required(self) -> list[int]:
        """The seats play is waiting for (``Game.required_seats``)."""
        return self.memo("required", lambda: self.game.required_seats(self.state) if self.running else [])

    @property
    def humans_due(self) -> list[int]:
        """The human seats that must act now (those a turn ping and a turn clock are for)."""
        return self.memo("humans_due", lambda: [s for s in self.required if not self.row.seats[s].get("ai")])

    def view(self, seat: int | None) -> dict:
        """What ``seat`` may see (None: the public view). Never change it."""
        return self.memo(("view", seat), lambda: self.game.view(self.state, seat))

    def memo(self, key: Hashable, make: Callable[[], Any]) -> Any:
        """``make()``, computed once for this version under ``key`` (texts, choice levels, digests...)."""
        try:
            return self._memo[key]
        except KeyError:
            value = self._memo[key] = make()
            return value


class Snapshots:
    """The latest snapshot of each game, by version (an older or newer row gets a new snapshot)."""

    def __init__(self, size: int = MAX_SNAPSHOTS):
        self.size = size
        self._by_game: OrderedDict[int, Snapshot] = OrderedDict()
        self.loads = 0  # snapshots built from a stored row (the bench and tests count them)

    def of(self, row: GameRow) -> Snapshot:
        """The snapshot of ``row``'s version (the one kept if it is that version, else a new one)."""
        held = self._by_game.get(row.id)
        if held is not None and held.version == row.version:
            self._by_game.move_to_end(row.id)
            return held
        snap = Snapshot(row)
        self.loads += 1
        if held is None or held.version < row.version:
            self._keep(snap)
        return snap

    def put(self, row: GameRow, state: dict | None) -> Snapshot:
        """The snapshot of a version this process just wrote, with its state as the engine made it (no load)."""
        snap = Snapshot(row, state)
        held = self._by_game.get(row.id)
        if held is None or held.version <= row.version:
            self._keep(snap)
        return snap

    def drop(self, gid: int) -> None:
        self._by_game.pop(gid, None)

    def _keep(self, snap: Snapshot) -> None:
        self._by_game[snap.gid] = snap
        self._by_game.move_to_end(snap.gid)
        while len(self._by_game) > self.size:
            self._by_game.popitem(last=False)

    def __len__(self) -> int:
        return len(self._by_game)
