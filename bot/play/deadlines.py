"""Turn deadlines follow who must act, written in the transaction of the change that moves the turn."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from ..store import clocks
from ..store.db import GameClockRow, GameRow


def as_utc(moment: datetime) -> datetime:
    """Deadlines are compared in UTC; a value read back without a time zone is UTC."""
    return moment.astimezone(UTC) if moment.tzinfo else moment.replace(tzinfo=UTC)


class Deadlines:
    def __init__(self, now: Callable[[], datetime]):
        self.now = now  # the service's clock (a fake one in tests)

    def arm_sync(self, s, row: GameRow, before: set[int], after: set[int], version: int,
                 timed_out: int | None = None, clock: GameClockRow | None | bool = False) -> int:
        """Fresh deadlines for the seats that become due, none for those no longer due (``clocks.arm_sync``);
        the timed-out seat's count of consecutive timeouts if this timeout is a new one."""
        return clocks.arm_sync(s, row.id, before, after, version, as_utc(self.now()), timed_out, clock)
