"""The publisher: latest version only, Discord's 429s honoured, one announcement per (game, version)."""

import asyncio
import re

from bot import create_bot
from bot.harness.fake import CHANNEL_ID

from .helpers import current, start_two


def _board_moves(h) -> list[int]:
    """The move count each revision of the board showed (its footer "Game #1 · move 7"), oldest first."""
    return [int(m[-1]) for m in (re.findall(r"· move (\d+)", text) for text in h.board().revisions) if m]


async def _play_first_moves(h, count: int) -> int:
    """``count`` moves through the service and the table's publish, as clicks would; the last version."""
    svc, tables = h.bot.service, h.bot.tables
    from engine import registry

    for _ in range(count):
        row = await svc.get(1)
        if row.status != "running":
            break
        game = registry.get(row.game)
        state = game.load(row.state)
        seat = game.to_act(state)[0]
        outcome = await svc.play(1, row.version, game.legal_moves(state, seat)[0].id, seat=seat)
        tables.spawn(tables.publish(1, row=outcome.row), "publish-1")
        await asyncio.sleep(0)
    return (await svc.get(1)).version


async def test_a_flood_of_moves_is_announced_once_at_its_latest_version(harness):
    h = harness
    await start_two(h, "seasaltpaper")
    edits_before = h.board().edits
    h.fake.hold[CHANNEL_ID] = asyncio.Event()  # the channel is slow: the first announcement hangs
    final = await _play_first_moves(h, 6)
    h.fake.hold.pop(CHANNEL_ID).set()
    await h.settle()
    shown = _board_moves(h)
    row = await current(h)
    assert shown[-1] == row.moves and row.announced_version == final
    assert shown == sorted(shown)  # never an older state after a newer one
    assert h.board().edits - edits_before <= 2  # the first move, then straight to the latest


async def test_rate_limited_announcements_wait_and_still_land(harness):
    h = harness
    row, *_ = await start_two(h, "seasaltpaper")
    h.fake.rate_limit(CHANNEL_ID, times=3, retry_after=0.01)
    final = await _play_first_moves(h, 2)
    await h.settle()
    assert h.fake.rate_limited == 3
    row = await current(h)
    assert _board_moves(h)[-1] == row.moves and row.announced_version == final


async def test_two_processes_announce_each_version_once(harness):
    h = harness
    row, game, state, seat, actor, other = await start_two(h, "seasaltpaper")
    second = create_bot(h.database_url, ai_delay=0.0, edit_rate=None)
    await second.login("offline-token")  # the same fake Discord and the same database
    try:
        move = game.legal_moves(state, seat)[0]
        outcome = await h.bot.service.play(row.id, row.version, move.id, seat=seat)
        sent_before = len(h.fake.timeline)
        await asyncio.gather(h.bot.tables.publish(row.id, row=outcome.row), second.tables.publish(row.id),
                             h.bot.tables.publish(row.id), second.tables.publish(row.id, row=outcome.row))
        await h.settle()
        board_edits = [c for c in h.fake.timeline[sent_before:]
                       if c[1] == "PATCH" and c[3] == CHANNEL_ID]
        assert len(board_edits) == 1
        assert (await current(h)).announced_version == outcome.row.version
        # announcing again, from either process, sends nothing
        sent = len(h.fake.timeline)
        await second.tables.publish(row.id)
        await h.bot.tables.publish(row.id)
        assert len(h.fake.timeline) == sent
    finally:
        await second.close()
