"""The hot path's writes: one commit a move click, message ids carried or batched, never lost moves."""

import asyncio

from sqlalchemy import event, update
from sqlmodel import select

from bot.store.db import Database, GameRow, MoveRow
from engine import registry

from .helpers import current, latest_with_moves, start_two


class Commits:
    """Commits and statements sent on one engine (every connection of its pool)."""

    def __init__(self, engine):
        self.commits = self.statements = 0
        event.listen(engine.sync_engine, "commit", self._commit)
        event.listen(engine.sync_engine, "before_cursor_execute", self._statement)

    def _commit(self, *args):
        self.commits += 1

    def _statement(self, *args):
        self.statements += 1


async def _click_first_move(h, actor, version):
    """``actor`` clicks their first legal move (a button of their latest DM) at ``version``."""
    from engine import registry

    row = await current(h)
    game = registry.get(row.game)
    state = game.load(row.state)
    seat = next(i for i, x in enumerate(row.seats) if x["user_id"] == actor.id)
    move = game.legal_moves(state, seat)[0]
    await h.click(actor, h.dms(actor)[-1], custom_id=f"mp:m:{row.id}:{version}:{move.id}")


def _actor(h, row, users):
    from engine import registry

    game = registry.get(row.game)
    seat = game.to_act(game.load(row.state))[0]
    return next(u for u in users if u.id == row.seats[seat]["user_id"])


async def test_a_move_click_is_one_commit_and_carries_the_last_announcements_ids(harness):
    h = harness
    row, game, state, seat, actor, other = await start_two(h, "seasaltpaper")
    svc = h.bot.service
    svc.flush_delay = None  # message ids wait for the next move (or idle): nothing flushes on its own
    await _click_first_move(h, actor, row.version)
    first = svc.cache.row(row.id)
    assert first.version == row.version + 1
    stored = await current(h)
    assert stored.announced_version == first.version  # claimed by the move's own commit
    assert stored.shown_version == row.version  # its sends' ids are still in memory
    assert svc.pending[row.id]["shown_version"] == first.version
    counted = Commits(h.bot.db.engine)
    await _click_first_move(h, _actor(h, first, (actor, other)), first.version)
    assert counted.commits == 1  # the move, its claim and the previous announcement's ids: one commit
    second = await current(h)
    assert second.version == first.version + 1 and second.announced_version == second.version
    assert second.shown_version == first.version  # carried by that commit
    await h.bot.tables.idle()  # nothing left to carry them: written (one commit for every game waiting)
    flushed = await current(h)
    assert flushed.shown_version == second.version and svc.pending == {}
    live = [m for m in h.channel_messages() if "it's your turn" in m.content and not m.deleted]
    assert [m.id for m in live] == [flushed.ping_message_id]  # the next process deletes the right ping


async def test_message_ids_lost_in_a_crash_cost_a_fresh_announcement_nothing_worse(harness):
    h = harness
    row, game, state, seat, actor, other = await start_two(h, "seasaltpaper")
    svc = h.bot.service
    svc.flush_delay = None
    await _click_first_move(h, actor, row.version)
    played = svc.cache.row(row.id)
    svc.pending.clear()  # the process dies before the ids of its last sends reach the disk
    await h.restart()
    await h.settle()
    after = await current(h)
    assert after.version == played.version and after.shown_version == after.version  # re-announced
    assert "move 1" in h.board().text()  # the same board message, edited (its id never changes)
    mover = _actor(h, after, (actor, other))
    assert f":{after.version}:" in str(latest_with_moves(h, mover).buttons())  # can play on
    await _click_first_move(h, mover, after.version)
    assert (await current(h)).version == after.version + 1
    live = [m for m in h.channel_messages() if "it's your turn" in m.content and not m.deleted]
    assert len(live) <= 2  # at worst the ping the lost ids pointed at stays besides the new one


async def test_a_move_answered_played_is_on_disk_for_a_fresh_database(harness, db_url):
    h = harness
    row, game, state, seat, actor, other = await start_two(h)
    await _click_first_move(h, actor, row.version)
    assert any("You played" in m.text() for m in h.ephemerals(actor) + h.dms(actor))
    fresh = Database(db_url)  # another pool, another connection: only what was committed
    try:
        async with fresh.session() as s:
            stored = await s.get(GameRow, row.id)
            logged = await s.get(MoveRow, 1)
        assert stored.version == row.version + 1 and logged is not None and logged.version == stored.version
    finally:
        await fresh.close()


async def test_a_click_cancelled_between_commit_and_sends_leaves_the_game_consistent(harness):
    h = harness
    row, game, state, seat, actor, other = await start_two(h, "seasaltpaper")
    svc = h.bot.service
    move = game.legal_moves(state, seat)[0]
    task = asyncio.ensure_future(svc.play(row.id, row.version, move.id, seat=seat))
    await task  # committed ...
    task = asyncio.ensure_future(h.bot.tables.publish(row.id, row=task.result().row))
    await asyncio.sleep(0)
    task.cancel()  # ... and the click's work cancelled before the sends (the announcement is shielded)
    await h.settle()
    stored = await current(h)
    assert stored.version == row.version + 1 and stored.shown_version == stored.version
    assert "move 1" in h.board().text()
    # and a move committed whose caller never got to publish (a crash there) is announced by the next one
    mover = _actor(h, stored, (actor, other))
    g2 = game.load(stored.state)
    outcome = await svc.play(row.id, stored.version, game.legal_moves(g2, game.to_act(g2)[0])[0].id,
                             seat=game.to_act(g2)[0])
    # (never published: as if the process had died before announcing it; the restart below forgets it)
    svc.cache.drop(row.id)
    await h.restart()
    await h.settle()
    again = await current(h)
    assert again.version == outcome.row.version and again.shown_version == again.version
    assert f":{again.version}:" in str(latest_with_moves(h, _actor(h, again, (actor, other))).buttons())
    assert mover is not None


async def test_a_batch_where_one_unit_fails_commits_the_others(harness):
    h = harness
    svc = h.bot.service
    ids = [(await svc.create_lobby(2000, 7000 + i, 1 + i, f"p{i}", "loveletter", {}, "en")).id for i in range(3)]

    def rename(gid, fail=False):
        def unit(s):
            s.execute(update(GameRow).where(GameRow.id == gid).values(lang="fr"))
            if fail:
                raise RuntimeError("this unit fails after writing")
            return gid
        return unit

    batches = svc.writer.batches
    results = await asyncio.gather(svc.writer.run(rename(ids[0])), svc.writer.run(rename(ids[1], fail=True)),
                                   svc.writer.run(rename(ids[2])), return_exceptions=True)
    assert results[0] == ids[0] and results[2] == ids[2]
    assert isinstance(results[1], RuntimeError)  # its caller is told; the others are not
    if svc.writer.grouped:
        assert svc.writer.batches == batches + 1  # one commit for the three
    assert [(await svc.get(g)).lang for g in ids] == ["fr", "en", "fr"]


async def test_simultaneous_moves_share_commits_and_each_lands_once(harness, db_url):
    h = harness
    svc = h.bot.service
    games = []
    for i in range(6):
        users = [h.user(f"a{i}", 60_000 + 2 * i), h.user(f"b{i}", 60_001 + 2 * i)]
        channel = 8000 + i
        row = await svc.create_lobby(2000, channel, users[0].id, users[0].name, "loveletter", {}, "en")
        await svc.join(row.id, users[1].id, users[1].name, "en")
        games.append((await svc.start(row.id, users[0].id), users))
    counted = Commits(h.bot.db.engine)
    units, batches = svc.writer.units, svc.writer.batches
    tokens = []
    for row, users in games:  # every click arrives before any is answered
        game = registry.get(row.game)
        state = game.load(row.state)
        seat = game.to_act(state)[0]
        move = game.legal_moves(state, seat)[0]
        message = h.dms(users[0])[-1] if h.dms(users[0]) else None
        cid = f"mp:m:{row.id}:{row.version}:{move.id}"
        if message is None:
            from bot.harness.fake import Message

            message = Message(h.fake.next_id(), row.channel_id, components=[{"type": 1, "components": [
                {"type": 2, "style": 1, "label": "x", "custom_id": cid}]}])
            h.fake.messages[message.id] = message
        tokens.append(await h.click(users[seat], message, custom_id=cid, wait=False))
    await h.settle()
    moved = svc.writer.units - units
    assert moved >= len(games)
    if svc.writer.grouped:
        assert svc.writer.batches - batches < moved  # some moves shared a COMMIT
        assert counted.commits < moved + len(games)
    fresh = Database(db_url)
    try:
        async with fresh.session() as s:
            for row, _users in games:
                stored = await s.get(GameRow, row.id)
                logged = (await s.exec(select(MoveRow).where(MoveRow.game_row_id == row.id))).all()
                assert stored.version == row.version + 1 and [m.version for m in logged] == [stored.version]
    finally:
        await fresh.close()
