"""Time for the turn timers, injectable so that tests move time by hand instead of sleeping."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta


class Clock:
    """Real time. ``ticking`` tells the bot to run its own timer loop."""

    ticking = True

    def now(self) -> datetime:
        return datetime.now(UTC)


class FakeClock(Clock):
    """Time that only moves when told to (tests, benchmarks): the bot runs no loop; call ``Timers.run_due``."""

    ticking = False

    def __init__(self, start: datetime | None = None):
        self._now = start or datetime(2026, 1, 1, tzinfo=UTC)

    def now(self) -> datetime:
        return self._now

    def advance(self, **delta) -> datetime:
        self._now += timedelta(**delta)
        return self._now
