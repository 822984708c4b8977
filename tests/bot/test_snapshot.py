"""One snapshot per game version: the state is loaded once and each view built once, whoever asks."""

from bot.play.snapshot import Snapshots
from bot.store.db import GameRow
from engine import registry


def _row(version: int, seed: int = 7) -> GameRow:
    game = registry.get("loveletter")
    state = game.dump(game.setup(2, seed))
    seats = [{"user_id": 1, "name": "ann", "ai": False}, {"user_id": None, "name": "AI", "ai": True}]
    return GameRow(id=5, channel_id=1, game="loveletter", host_id=1, status="running", seats=seats,
                   state=state, version=version, seed=seed)


def test_a_version_is_loaded_once_and_each_view_built_once(monkeypatch):
    game = registry.get("loveletter")
    loads, views = [], []
    real_load, real_view = type(game).load, type(game).view
    monkeypatch.setattr(type(game), "load", lambda self, d: loads.append(1) or real_load(self, d))
    monkeypatch.setattr(type(game), "view", lambda self, s, seat: views.append(seat) or real_view(self, s, seat))
    snaps = Snapshots()
    row = _row(3)
    for _ in range(3):  # the answer, the board, a DM...
        snap = snaps.of(row)
        assert snap.view(0) is snap.view(0)
        snap.view(None)
        assert snap.acting == game.to_act(snap.state)
    assert len(loads) == 1 and sorted(views, key=str) == [0, None]
    assert snaps.loads == 1


def test_a_new_version_gets_a_new_snapshot_and_an_older_row_never_replaces_a_newer_one():
    snaps = Snapshots()
    old, new = _row(3), _row(4)
    first = snaps.of(new)
    assert snaps.of(old) is not first  # read but not kept
    assert snaps.of(new) is first
    assert snaps.of(_row(5)) is not first and snaps.of(_row(5)) is snaps.of(_row(5))


def test_humans_due_are_the_required_seats_that_are_not_ai():
    snap = Snapshots().of(_row(1))
    assert snap.humans_due == [s for s in snap.required if s == 0]


def test_memo_computes_once_per_version():
    snap = Snapshots().of(_row(1))
    calls = []
    assert snap.memo("x", lambda: calls.append(1) or 42) == 42
    assert snap.memo("x", lambda: calls.append(1) or 43) == 42
    assert calls == [1]
