"""The packed move log of ended games (bot/store/movelog.py): the same /history, /replay and board lines as the rows.

Games are played through the service with the packing switched off, so they end with the log as rows (the
format before ``move_logs``); what /history (each seat, and a spectator), /replay's export and check, the
whole log with its events and the board's and DMs' last lines show is noted; then the log is packed by the
very function the ending transaction calls, and everything must read the same. The migration test does the
same across ``python -m bot db upgrade``: games ended under revision 0004 are packed by 0005.
"""

import random

import pytest
import sqlalchemy as sa
from alembic import command
from sqlmodel import select

from bot.harness.driver import Harness
from bot.play import service
from bot.play.clock import FakeClock
from bot.replay import export, verify
from bot.store import games as store_games
from bot.store import migrations
from bot.store.db import Database, MoveLogRow, MoveRow, UndoneMoveRow
from engine import registry

# (game, players, how it ends): private events (Love Letter's Priest), undone moves (Pandemic), several others
GAMES = [("loveletter", 3, "finished"), ("pandemic", 2, "finished"), ("agentavenue", 2, "finished"),
         ("symbiose", 2, "finished"), ("orapamine", 2, "finished"), ("loveletter", 2, "abandoned")]


def _no_packing(s, gid, last=None):  # in place of service.archive_sync, which archive also goes through
    if last is not None:
        s.add(last)  # the ending move stays a row, as before move_logs


def _uids(channel: int, players: int) -> list[int]:
    return [10_000 + 10 * channel + s for s in range(players)]


async def _play(svc, game_id: str, players: int, end: str, channel: int, rng: random.Random,
                gid: int | None = None) -> int:
    """A game played by random moves, a player's own undoable move taken back half the time.

    ``end``: "finished" (played to its end), "abandoned" or "running" (after a dozen moves); ``gid``: a
    game already started on ``channel``, to play on.
    """
    uids = _uids(channel, players)
    if gid is None:
        row = await svc.create_lobby(2000, channel, uids[0], "p0", game_id, {}, "en")
        for s in range(1, players):
            await svc.join(row.id, uids[s], f"p{s}", "en")
        row = await svc.start(row.id, uids[0])
    else:
        row = await svc.get(gid)
    game = registry.get(game_id)
    for step in range(3000):
        if row.status != "running" or (end != "finished" and step == 12):
            break
        state = game.load(row.state)
        seat = game.to_act(state)[0]
        outcome = await svc.play(row.id, row.version, rng.choice(game.legal_moves(state, seat)).id,
                                 user_id=uids[seat])
        row = outcome.row
        if outcome.undoable and rng.random() < 0.5:
            row = (await svc.undo(row.id, uids[seat])).row
    if end == "abandoned":
        row = await svc.abandon(row.id)
    assert row.status == end, (game_id, row.status)
    return row.id


async def _outputs(h, gid: int) -> dict:
    """Everything that reads an ended game's log, as the user would get it."""
    svc, tables = h.bot.service, h.bot.tables
    row = await svc.get(gid)
    seats = [None, *range(len(row.seats))]
    moves, undone = await svc.move_log(gid)
    data = export(row, await svc.all_moves(gid))
    return {
        "history": {(seat, lang): await h.bot.records.history_lines(row, seat, lang)
                    for seat in seats for lang in ("en",)},
        "log": [(m.version, m.seat, m.move_id, m.events) for m in moves],
        "undone": sorted((u.version, u.undo_version, u.seat, u.move_id) for u in undone),
        "export": data, "verify": verify(data) if row.status == "finished" else None,
        "board_lines": await tables._public_log(row),
        "dm_lines": [await tables._private_log(row, seat, "en") for seat in seats[1:]],
    }


async def _rows_left(db, gid: int) -> tuple[int, int, bool]:
    async with db.session() as s:
        moves = len((await s.exec(select(MoveRow).where(MoveRow.game_row_id == gid))).all())
        undone = len((await s.exec(select(UndoneMoveRow).where(UndoneMoveRow.game_row_id == gid))).all())
        packed = await s.get(MoveLogRow, gid) is not None
    return moves, undone, packed


async def _play_all(h, monkeypatch, seed: int) -> dict[int, dict]:
    """The games of GAMES, ended with their logs as rows: {game id: what they show}."""
    rng = random.Random(seed)
    monkeypatch.setattr(store_games, "archive_sync", _no_packing)  # where the Finisher looks it up
    gids = [await _play(h.bot.service, g, n, end, 3000 + i, rng) for i, (g, n, end) in enumerate(GAMES)]
    monkeypatch.undo()
    before = {}
    for gid in gids:
        moves, undone, packed = await _rows_left(h.bot.db, gid)
        assert moves > 0 and not packed
        before[gid] = await _outputs(h, gid)
        assert before[gid]["verify"] in (None, {"ok": True, "moves": moves, "same_state": True,
                                                "same_result": True, "error": None})
        assert any(before[gid]["history"].values()) and before[gid]["board_lines"]
    assert any(o["undone"] for o in before.values()), "no move was taken back: pick another seed"
    assert any(o["history"][(None, "en")] != o["history"][(0, "en")] for o in before.values()), \
        "no private event: pick another seed"
    return before


async def test_a_packed_log_reads_exactly_as_its_rows_did(harness, monkeypatch):
    h = harness
    before = await _play_all(h, monkeypatch, 5)
    for gid, expected in before.items():
        async with h.bot.db.session() as s:  # what the transaction ending the game does
            await service.archive(s, gid)
            await s.commit()
        assert await _rows_left(h.bot.db, gid) == (0, 0, True)
        assert await _outputs(h, gid) == expected
    # a game ended through the bot packs its log in the ending transaction
    gid = await _play(h.bot.service, "agentavenue", 2, "finished", 3999, random.Random(1))
    assert await _rows_left(h.bot.db, gid) == (0, 0, True)
    after = await _outputs(h, gid)
    assert after["verify"]["ok"] and after["board_lines"] and all(m[3] for m in after["log"])


async def test_games_ended_before_revision_0005_are_packed_by_the_upgrade(raw_db_url, monkeypatch):
    await migrations.upgrade(raw_db_url)
    h = Harness(raw_db_url, clock=FakeClock())
    await h.start()
    try:
        before = await _play_all(h, monkeypatch, 5)
        running = await _play(h.bot.service, "loveletter", 2, "running", 3998, random.Random(3))
        logged = [(m.version, m.seat, m.move_id, m.events) for m in await h.bot.service.all_moves(running)]
    finally:
        await h.stop()
    db = Database(raw_db_url)  # the database as revision 0004 left it (0005's table is still empty here)
    async with db.engine.begin() as conn:
        await conn.run_sync(lambda c: command.downgrade(migrations._config(c), "0004"))
        indexes = await conn.run_sync(lambda c: {i["name"] for i in sa.inspect(c).get_indexes("moves")})
        assert "ix_moves_game_row_id" in indexes
    await db.close()
    assert await migrations.upgrade(raw_db_url) == ("0004", migrations.head())
    h = Harness(raw_db_url, clock=FakeClock())
    await h.start()
    try:
        for gid, expected in before.items():
            assert await _rows_left(h.bot.db, gid) == (0, 0, True)
            assert await _outputs(h, gid) == expected
        # a running game keeps its rows, and plays on to its end (then its log is packed)
        assert [(m.version, m.seat, m.move_id, m.events) for m in await h.bot.service.all_moves(running)] == logged
        assert (await _rows_left(h.bot.db, running))[0] == len(logged) > 0
        await _play(h.bot.service, "loveletter", 2, "finished", 3998, random.Random(4), gid=running)
        assert await _rows_left(h.bot.db, running) == (0, 0, True)
        assert (await _outputs(h, running))["log"][:len(logged)] == logged
        before[running] = await _outputs(h, running)
    finally:
        await h.stop()
    assert h.errors == [] and h.fake.violations == []
    # a downgrade turns the packs back into rows, holding the same log
    db = Database(raw_db_url)
    async with db.engine.begin() as conn:
        await conn.run_sync(lambda c: command.downgrade(migrations._config(c), "0004"))
    async with db.session() as s:
        for gid, expected in before.items():
            moves = (await s.exec(select(MoveRow).where(MoveRow.game_row_id == gid).order_by(MoveRow.version))).all()
            undone = (await s.exec(select(UndoneMoveRow).where(UndoneMoveRow.game_row_id == gid))).all()
            assert [(m.version, m.seat, m.move_id, m.events) for m in moves] == expected["log"]
            assert sorted((u.version, u.undo_version, u.seat, u.move_id) for u in undone) == expected["undone"]
    await db.close()


@pytest.mark.parametrize("moves", [0, 1, 13])
def test_pack_and_unpack_keep_versions_seats_ids_and_events(moves):
    from bot.store import movelog

    rows = [MoveRow(game_row_id=1, version=3 + 2 * i, seat=i % 3, move_id=f"m{i}", events=[{"kind": f"e{i}"}])
            for i in range(moves)]
    undone = [UndoneMoveRow(game_row_id=1, version=4, undo_version=5, seat=1, move_id="x")]
    got, got_undone = movelog.unpack(1, movelog.pack(rows, undone))
    assert [(m.version, m.seat, m.move_id) for m in got] == [(m.version, m.seat, m.move_id) for m in rows]
    assert [m.events for m in got] == [m.events for m in rows]
    assert [(u.version, u.undo_version, u.seat, u.move_id) for u in got_undone] == [(4, 5, 1, "x")]
