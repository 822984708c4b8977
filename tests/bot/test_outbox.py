"""The transactional outbox and the deliveries table (bot/store/hot.py, bot/ui/publisher.py), on the test
database: a move's transaction writes what must be announced, a flood folds into one entry, the shown ids
delete it, a claim consumes it; the delivery bookkeeping lives in ``deliveries`` (migration 0008)."""

from datetime import UTC, datetime

import sqlalchemy as sa
from alembic import command
from sqlmodel import select

from bot.play.service import GameService
from bot.store import hot, migrations
from bot.store.db import Database, DeliveryRow, MoveRow, OutboxRow
from engine import registry

from .helpers import current, start_two

HOST, GUEST = 11, 12


async def _started(svc):
    row = await svc.create_lobby(1, 1, HOST, "ann", "loveletter", {}, "en")
    await svc.join(row.id, GUEST, "bob", "en")
    return await svc.start(row.id, HOST)


async def _play_one(svc, row):
    game = registry.get(row.game)
    state = game.load(row.state)
    seat = game.to_act(state)[0]
    return await svc.play(row.id, row.version, game.legal_moves(state, seat)[0].id, seat=seat)


async def _outbox(db, gid):
    async with db.session() as s:
        return await s.get(OutboxRow, gid)


async def test_a_moves_transaction_writes_its_outbox_entry_with_what_was_shown_before(svc):
    row = await _started(svc)
    outcome = await _play_one(svc, row)
    entry = await _outbox(svc.db, row.id)
    assert entry is not None and entry.version == outcome.row.version == row.version + 1
    assert (entry.announced_before, entry.pinged_before) == (row.announced_version, row.pinged)
    assert entry.pinged == outcome.row.pinged
    posted = svc.posted(outcome.row)  # handed to this process's publisher on the move's row
    assert (posted.version, posted.announced_before, posted.pinged_before) == (
        entry.version, entry.announced_before, entry.pinged_before)


async def test_a_flood_of_moves_folds_into_one_outbox_entry_that_keeps_what_the_board_showed_first(svc):
    row = await _started(svc)
    first = await _play_one(svc, row)
    second = await _play_one(svc, first.row)
    entry = await _outbox(svc.db, row.id)
    assert entry.version == second.row.version == row.version + 2
    assert (entry.announced_before, entry.pinged_before) == (row.announced_version, row.pinged)  # not first's
    posted = svc.posted(second.row)
    assert (posted.version, posted.announced_before) == (second.row.version, row.announced_version)


async def test_a_copy_of_a_moves_row_is_not_announced_as_ours_by_another_service(svc):
    row = await _started(svc)
    outcome = await _play_one(svc, row)
    other = GameService(svc.db, seed_source=lambda: 7)  # another process on the same database
    assert svc.posted(outcome.row) is not None and other.posted(outcome.row) is None
    assert svc.posted(await svc.get(row.id)) is None  # a row read from the database carries no entry


async def test_the_shown_version_written_with_the_message_ids_deletes_the_outbox_entry(svc):
    row = await _started(svc)
    outcome = await _play_one(svc, row)
    svc.flush_delay = None
    svc.note_sent(row.id, {"shown_version": outcome.row.version - 1})  # an older version's ids: kept
    assert await svc.flush() == 1 and await _outbox(svc.db, row.id) is not None
    svc.note_sent(row.id, {"shown_version": outcome.row.version, "ping_message_id": 55})
    assert await svc.flush() == 1 and await _outbox(svc.db, row.id) is None
    stored = await svc.get(row.id)
    assert (stored.shown_version, stored.ping_message_id) == (outcome.row.version, 55)


async def test_a_move_carrying_the_ids_of_its_shown_entry_starts_a_fresh_one(svc):
    row = await _started(svc)
    first = await _play_one(svc, row)
    svc.flush_delay = None
    svc.note_sent(row.id, {"shown_version": first.row.version})  # first's sends done, ids not yet written
    second = await _play_one(svc, first.row)  # carries them in its commit
    entry = await _outbox(svc.db, row.id)
    assert entry.version == second.row.version
    assert (entry.announced_before, entry.pinged_before) == (first.row.version, first.row.pinged)
    assert (await svc.get(row.id)).shown_version == first.row.version


async def test_a_claim_consumes_the_outbox_entry_of_the_moves_it_folds_in(svc):
    row = await _started(svc)
    outcome = await _play_one(svc, row)
    read = await svc.get(row.id)  # as a re-announcing pass reads it: claimed by the move, never shown
    claimed = await svc.claim_announcement(read, [])
    assert claimed is not None
    fields, folded = claimed
    assert folded == (outcome.row.version, row.announced_version, row.pinged)
    assert await _outbox(svc.db, row.id) is None
    again = await svc.claim_announcement(await svc.get(row.id), [])  # the same version claimed once more
    assert again is not None and again[1] is None  # the entry was consumed once: nothing to fold any more


async def test_a_claim_taken_between_the_two_statements_of_the_swap_rolls_the_move_back(svc, monkeypatch):
    """On a server database another transaction may claim the announcement after the game's row was swapped
    and before its delivery row is: the move's transaction is rolled back and played on a fresh read."""
    row = await _started(svc)
    real, calls = hot.swap_move, []

    def swap_then_lose(s, gid, version, announced, values):
        calls.append(version)
        if len(calls) == 1:
            assert s.execute(hot._swap(("version",)), {"b_gid": gid, "b_version": version,
                                                       "b_announced": announced, "v_version": version + 1}
                             ).rowcount == 1  # the game's row swapped ...
            raise hot.ClaimMoved(gid)  # ... its claim lost
        return real(s, gid, version, announced, values)

    monkeypatch.setattr(hot, "swap_move", swap_then_lose)
    outcome = await _play_one(svc, row)
    assert calls == [row.version, row.version]  # read again, played again at the same version
    stored = await svc.get(row.id)
    assert stored.version == outcome.row.version == row.version + 1  # the first try's swap was rolled back
    async with svc.db.session() as s:
        assert len((await s.exec(select(MoveRow).where(MoveRow.game_row_id == row.id))).all()) == 1


async def test_a_restart_announces_a_crashed_moves_outbox_entry_and_deletes_it(harness):
    h = harness
    row, game, state, seat, actor, other = await start_two(h, "seasaltpaper")
    move = game.legal_moves(state, seat)[0]
    outcome = await h.bot.service.play(row.id, row.version, move.id, seat=seat)  # committed, never announced
    assert (await _outbox(h.bot.db, row.id)).version == outcome.row.version
    await h.crash()
    await h.settle()
    after = await current(h)
    assert after.shown_version == after.version == outcome.row.version
    assert await _outbox(h.bot.db, row.id) is None


# ``games`` as revision 0007 left it (the columns this test writes)
OLD_GAMES = sa.table("games", *(sa.column(name, kind) for name, kind in (
    ("channel_id", sa.BigInteger), ("game", sa.String), ("status", sa.String), ("host_id", sa.BigInteger),
    ("lang", sa.String), ("seats", sa.JSON), ("options", sa.JSON), ("seed", sa.BigInteger), ("state", sa.JSON),
    ("version", sa.Integer), ("moves", sa.Integer), ("board_message_id", sa.BigInteger), ("dms", sa.JSON),
    ("dm_warned", sa.JSON), ("pinged", sa.JSON), ("ping_message_id", sa.BigInteger),
    ("announced_version", sa.Integer), ("shown_version", sa.Integer), ("created_at", sa.DateTime(timezone=True)),
    ("updated_at", sa.DateTime(timezone=True)))))


async def test_revision_0008_moves_the_delivery_columns_to_deliveries_and_back(raw_db_url):
    moment = datetime(2026, 1, 1, tzinfo=UTC)
    db = Database(raw_db_url)
    async with db.engine.begin() as conn:
        await conn.run_sync(lambda c: command.upgrade(migrations._config(c), "0007"))
        gid = (await conn.execute(OLD_GAMES.insert().values(
            channel_id=5, game="loveletter", status="finished", host_id=1, lang="en", seats=[], options={}, seed=3,
            state={}, version=4, moves=4, board_message_id=77, dms={"0": {"message_id": 8}}, dm_warned=[1],
            pinged=[0], ping_message_id=99, announced_version=4, shown_version=3, created_at=moment,
            updated_at=moment).returning(sa.column("id")))).scalar_one()
    async with db.engine.begin() as conn:
        await conn.run_sync(lambda c: command.upgrade(migrations._config(c), "head"))
        columns = await conn.run_sync(lambda c: {x["name"] for x in sa.inspect(c).get_columns("games")})
    assert not columns & {"board_message_id", "dms", "dm_warned", "pinged", "ping_message_id",
                          "announced_version", "shown_version"}
    async with db.session() as s:
        moved = await s.get(DeliveryRow, gid)
    assert (moved.board_message_id, moved.dms, moved.dm_warned, moved.pinged, moved.ping_message_id,
            moved.announced_version, moved.shown_version) == (77, {"0": {"message_id": 8}}, [1], [0], 99, 4, 3)
    async with db.engine.begin() as conn:
        await conn.run_sync(lambda c: command.downgrade(migrations._config(c), "0007"))
        back = (await conn.execute(sa.text(
            "SELECT board_message_id, ping_message_id, announced_version, shown_version FROM games WHERE id = :g"),
            {"g": gid})).one()
        tables = await conn.run_sync(lambda c: set(sa.inspect(c).get_table_names()))
    await db.close()
    assert tuple(back) == (77, 99, 4, 3) and not tables & {"deliveries", "outbox"}
