"""A bot process killed at any moment of a move (SIGKILL: no lease released, no message id written) and started
again on the same database brings every table up to date at once: no clock advanced, no lease waited out."""

import os
import socket
import subprocess

from sqlmodel import select

from bot.play.clock import FakeClock
from bot.play.ownership import Ownership
from bot.store.db import Database, ShardLeaseRow
from engine import registry

from .helpers import current, latest_with_moves, start_two


def _live_pings(h):
    return [m for m in h.channel_messages() if "it's your turn" in m.content and not m.deleted]


def _due_user(h, row, users):
    game = registry.get(row.game)
    seat = game.required_seats(game.load(row.state))[0]
    return next(u for u in users if u.id == row.seats[seat]["user_id"])


async def _assert_up_to_date(h, version, users):
    row = await current(h)
    assert row.version == version and row.shown_version == version
    assert f"move {row.moves}" in h.board().text().lower() or str(row.moves) in h.board().text()
    due = _due_user(h, row, users)
    panel = latest_with_moves(h, due)
    assert panel is not None and panel.dm_of == due.id
    assert f":{version}:" in str(panel.buttons() or panel.selects())  # the current version's choices
    pings = _live_pings(h)
    assert len(pings) == 1 and due.id in pings[0].pinged


async def _held_by_someone_else(h):
    async with h.bot.db.session() as s:
        return list(await s.exec(select(ShardLeaseRow.holder)))


async def test_a_crash_between_a_moves_commit_and_its_sends_is_announced_at_restart(harness):
    h = harness
    row, game, state, seat, actor, other = await start_two(h, "seasaltpaper")
    move = game.legal_moves(state, seat)[0]
    outcome = await h.bot.service.play(row.id, row.version, move.id, seat=seat)  # committed, never announced
    before = await _held_by_someone_else(h)
    await h.crash()  # the lease of the dead process is still in the table, unexpired
    assert before and all(holder != h.bot.ownership.holder for holder in before)
    await h.settle()
    await _assert_up_to_date(h, outcome.row.version, (actor, other))
    due = _due_user(h, await current(h), (actor, other))
    assert due is not None


async def test_a_crash_after_the_sends_before_the_message_ids_were_written_pings_once(harness):
    h = harness
    row, game, state, seat, actor, other = await start_two(h)  # Love Letter: a move passes the turn
    h.bot.service.flush_delay = None  # the ids of the sends stay in memory ...
    move = next(m for m in game.legal_moves(state, seat)  # one that passes the turn: a fresh ping for it
                if game.required_seats(game.apply(state, seat, m.id)[0]) == [1 - seat])
    await h.click(actor, h.dms(actor)[-1], custom_id=f"mp:m:{row.id}:{row.version}:{move.id}")
    await h.settle()
    version = (await current(h)).version
    pings = _live_pings(h)
    assert len(pings) == 1 and other.id in pings[0].pinged  # the turn passed: a fresh ping for this version
    await h.crash()  # ... and die with the process
    await h.settle()
    await _assert_up_to_date(h, version, (actor, other))
    assert _live_pings(h)[0].id == pings[0].id  # Discord gave the same ping back (its nonce), not a second one


async def test_a_crash_during_an_ai_turn_lets_the_ai_play_on_at_restart(db_url):
    from bot.harness.driver import Harness

    from .helpers import start

    h = Harness(db_url, seed_source=lambda: 5, clock=FakeClock())
    await h.start()
    try:
        alice = h.user("alice")
        row = await start(h, alice, game="loveletter", ai=1)
        await h.settle()
        row = await current(h)
        game = registry.get(row.game)
        # alice plays her turn; the process dies before anything is announced or the AI answered
        state = game.load(row.state)
        seat = game.to_act(state)[0]
        assert not row.seats[seat].get("ai")
        outcome = await h.bot.service.play(row.id, row.version, game.legal_moves(state, seat)[0].id, seat=seat)
        await h.crash()
        await h.settle()
        after = await current(h)
        assert after.version > outcome.row.version or after.status != "running"  # the AI played on at once
        assert after.shown_version == after.version
    finally:
        await h.stop()


async def _ownership(db, shard_count, shard_ids, holder=None):
    return Ownership(db, FakeClock(), shard_count, shard_ids, holder=holder)


async def _lease(db, shard, holder):
    own = Ownership(db, FakeClock(), 2, [shard], holder=holder)
    assert shard in await own.renew()  # an unexpired lease of its own, as a running process leaves it


def _dead_pid() -> int:
    proc = subprocess.Popen(["true"])
    proc.wait()
    return proc.pid


async def test_a_starting_process_takes_its_shards_at_once_from_a_holder_that_is_gone(db_url):
    db = Database(db_url)
    await db.prepare()
    host = socket.gethostname()
    try:
        await _lease(db, 0, f"{host}:{_dead_pid()}:dead00")  # a process of this host that no longer exists
        await _lease(db, 1, f"{host}:{os.getpid()}:before")  # this very process id: our predecessor
        restarted = await _ownership(db, 2, [0, 1])
        assert await restarted.renew() == {0, 1}
    finally:
        await db.close()


async def test_a_lease_of_a_live_process_or_another_host_is_waited_out_as_before(db_url):
    db = Database(db_url)
    await db.prepare()
    host = socket.gethostname()
    try:
        await _lease(db, 0, f"{host}:{os.getppid()}:alive0")  # a live process of this host
        await _lease(db, 1, f"elsewhere.example:{_dead_pid()}:remote")  # another machine: only expiry tells
        starting = await _ownership(db, 2, [0, 1])
        assert await starting.renew() == set()
        # a process of a single-process deployment (no SHARD_COUNT) has no other process: it takes any lease
        single = await _ownership(db, None, None)
        assert await single.renew() == {0}
    finally:
        await db.close()
