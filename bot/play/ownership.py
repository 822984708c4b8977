"""Which process does a game's background work: AI seats, turn timers, re-announcing after a crash.

A game belongs to the shard of its guild, ``(guild_id >> 22) % shard_count`` (Discord's own rule), and
a game without a guild (none today, DMs later) to shard 0. Each shard has a lease row: the process that
holds the shard's gateway connection (``SHARD_IDS``) claims and renews it; when a lease is not renewed
for ``LEASE_SECONDS`` (its process died), any other process takes it over as a *stand-in*, so a dead
process's games are picked up within ``LEASE_SECONDS`` + one timer pass. The shard's own process takes
its lease back from a stand-in as soon as it runs again.

A process that starts does not wait out a lease its own predecessor left behind (a crash, a kill, a
container restarted): at its first renewal it takes its own shards' leases at once from a holder known to
be gone (:meth:`Ownership.gone`): any holder at all in a single-process deployment (no ``SHARD_COUNT``:
there is no other process), else a holder on this host whose process no longer exists, or whose process
id is this process's own (a restarted container is process 1 again; a holder string carries a random
part, so ours differs from our predecessor's). A lease held by a live process elsewhere keeps the rules
above. The start-up pass (``MeepleBot.setup_hook``) then brings every game of those shards up to date.

Leases decide who *starts* background work; they are not what keeps it correct. Every change is a
compare-and-swap on the game's version and every announcement is claimed per version, so even two
processes briefly believing they own a shard (a stand-in until its next renewal) cannot apply a move
twice, fire a timer twice or ping twice.

Work that follows an interaction (announcing the move, then letting AI seats answer it) runs in the
process that took the interaction, whichever it is: that is the player's own request. If that process
dies half-way, the owner's sweep finds the game idle (``STALL_SECONDS`` after its last change) and
carries on.
"""

from __future__ import annotations

import logging
import os
import socket
import uuid
from datetime import UTC, datetime, timedelta

from ..store import leases
from ..store.db import GameRow
from .clock import Clock
from .service import as_utc

log = logging.getLogger("meeple.ownership")

LEASE_SECONDS = 60.0  # a lease not renewed for this long is free: its process is presumed dead
STALL_SECONDS = 60.0  # a game untouched this long after a change gets a look from its owner
NEVER = datetime(1970, 1, 1, tzinfo=UTC)


def shard_of(guild_id: int | None, shard_count: int) -> int:
    return 0 if guild_id is None else (guild_id >> 22) % shard_count


def _alive(pid: int) -> bool:
    """Does a process with this id exist on this host (signal 0 checks without sending anything)?"""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # it exists, under another user
        return True
    return True


class Ownership:
    def __init__(self, db, clock: Clock, shard_count: int | None = None, shard_ids: list[int] | None = None,
                 holder: str | None = None):
        self.db = db
        self.clock = clock
        self.single = shard_count is None  # one process serves every shard: any other holder was our predecessor
        self.count = shard_count or 1
        self.mine = set(range(self.count) if shard_ids is None else shard_ids)  # our gateway shards
        self.held: set[int] = set()  # shards whose background work is ours right now
        self.holder = holder or f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:6]}"
        self._swept_to: datetime | None = None
        self._started = False  # the first renewal takes our shards back from a predecessor that is gone

    def gone(self, holder: str | None) -> bool:
        """Is ``holder`` (a lease's holder string) a process known to have stopped? See the module docstring."""
        if holder is None or holder == self.holder:
            return False
        if self.single:
            return True
        host, _, rest = holder.partition(":")
        pid = rest.partition(":")[0]
        if host != socket.gethostname() or not pid.isdigit():
            return False  # another machine: only its lease's expiry tells
        return int(pid) == os.getpid() or not _alive(int(pid))

    def owns(self, guild_id: int | None) -> bool:
        return shard_of(guild_id, self.count) in self.held

    # ------------------------------------------------------------------ leases
    async def renew(self) -> set[int]:
        """Claim or renew our leases and any expired one; returns the shards newly ours."""
        moment = as_utc(self.clock.now())
        until = moment + timedelta(seconds=LEASE_SECONDS)
        # the first renewal also takes our own shards from a predecessor that is gone
        held = await leases.renew(self.db, self.holder, self.count, self.mine, moment, until,
                                  None if self._started else self.gone)
        self._started = True
        gained, lost = held - self.held, self.held - held
        if gained - self.mine:
            log.warning("standing in for shard(s) %s: their process stopped renewing", sorted(gained - self.mine))
        if lost:
            log.info("shard(s) %s now done by another process", sorted(lost))
        self.held = held
        return gained

    async def release(self) -> None:
        """On a clean stop: our leases are free at once (a restart, or another process, takes them now)."""
        self.held = set()
        await leases.release(self.db, self.holder, NEVER)

    # ------------------------------------------------------------------ games needing a look
    async def games(self, shards: set[int], changed_after: datetime | None = None,
                    changed_before: datetime | None = None) -> list[GameRow]:
        """Games of these shards that may need background work: running, or ended but announced behind."""
        rows = await leases.games_to_look_at(self.db, changed_after, changed_before)
        return [r for r in rows if shard_of(r.guild_id, self.count) in shards]

    async def due_work(self) -> list[GameRow]:
        """After a renewal: every game of a newly held shard, and our games that went quiet since the last call.

        A game is looked at once, ``STALL_SECONDS`` after its last change: if an AI seat is still due or its
        last version is unannounced then, the process that was doing it is gone.
        """
        gained = await self.renew()
        rows = await self.games(gained) if gained else []
        horizon = as_utc(self.clock.now()) - timedelta(seconds=STALL_SECONDS)
        if self._swept_to is not None and self.held - gained:
            seen = {r.id for r in rows}
            rows += [r for r in await self.games(self.held - gained, self._swept_to, horizon) if r.id not in seen]
        self._swept_to = horizon
        return rows
