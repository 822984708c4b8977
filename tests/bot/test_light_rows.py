"""Rows built on the move path without the model's constructor are the same rows as the constructor's."""

from __future__ import annotations

from bot.store import hot
from bot.store.cache import snapshot
from bot.store.db import (
    COLUMNS,
    DELIVERY,
    Database,
    GameRow,
    MoveRow,
    UndoMarkRow,
    blank_delivery,
    detached,
    game_row,
    now,
    row_values,
)


def _row() -> GameRow:
    return GameRow(id=7, guild_id=1, channel_id=2, game="loveletter", status="running", host_id=5, lang="fr",
                   seats=[{"user_id": 5, "name": "a"}, {"user_id": 6, "name": "b"}], options={"x": 1}, seed=99,
                   state={"s": [1, 2]}, version=4, moves=3, board_message_id=11, dms={"0": {"message_id": 3}},
                   pinged=[1], announced_version=4)


def _same(a: GameRow, b: GameRow) -> None:
    assert row_values(a) == row_values(b)
    assert a.delivery == b.delivery


def test_a_game_row_built_light_reads_as_the_constructors_every_column_and_its_delivery():
    row = _row()
    light = game_row(row_values(row), row.delivery)
    _same(light, GameRow(**row_values(row), **row.delivery))
    assert isinstance(light, GameRow) and light.board_message_id == 11 and light.announced_version == 4
    assert light.outbox is None  # a move's outbox entry is not copied with the row


def test_a_light_game_row_has_its_own_delivery_and_takes_changes_like_any_row():
    row = _row()
    light = game_row(row_values(row), row.delivery)
    light.board_message_id = 12  # the announcement writes message ids on its copy
    light.version = 5
    assert row.board_message_id == 11 and light.delivery["board_message_id"] == 12 and light.version == 5
    assert game_row(row_values(row)).delivery == blank_delivery()  # no bookkeeping given: a blank one


def test_a_game_row_missing_a_column_goes_through_the_constructor_and_its_defaults():
    values = row_values(_row())
    del values["created_at"], values["result"]
    built = game_row(values, {"pinged": [2]})
    assert built.result is None and built.created_at is not None and built.pinged == [2]


def test_the_snapshot_of_the_next_version_is_the_row_with_the_values_given_the_old_one_unchanged():
    row = _row()
    new = snapshot(row, version=5, state={"s": [3]}, announced_version=5, pinged=[0], board_message_id=20)
    expected = {**row_values(row), "version": 5, "state": {"s": [3]}}
    assert row_values(new) == expected
    assert new.delivery == {**row.delivery, "announced_version": 5, "pinged": [0], "board_message_id": 20}
    assert row.version == 4 and row.board_message_id == 11 and row.pinged == [1]


def test_detached_move_and_mark_rows_equal_the_constructors():
    moment = now()
    values = dict(id=None, game_row_id=7, version=5, seat=1, move_id="m", user_id=6, events=[{"e": 1}],
                  created_at=moment)
    light, made = detached(MoveRow, **values), MoveRow(**values)
    assert {c: getattr(light, c) for c in MoveRow.model_fields} == {c: getattr(made, c) for c in MoveRow.model_fields}
    mark = detached(UndoMarkRow, game_row_id=7, version=5, seat=1, user_id=None)
    assert (mark.game_row_id, mark.version, mark.seat, mark.user_id) == (7, 5, 1, None)
    short = detached(MoveRow, game_row_id=7, version=5, seat=1, move_id="m")  # short: the constructor's defaults
    assert short.events == [] and short.id is None and short.created_at is not None


async def test_a_game_read_with_the_prebuilt_statements_is_the_row_stored(tmp_path):
    db = Database(f"sqlite+aiosqlite:///{tmp_path / 'r.db'}")
    await db.create_all()
    try:
        row = _row()
        row.id = None
        async with db.session() as s:
            s.add(row)
            await s.flush()
            await s.exec(hot.DELIVERIES.insert().values(game_row_id=row.id, **row.delivery))
            await s.commit()
        async with db.session() as s:
            got = await s.run_sync(hot.read_game, row.id)
        read = got[0]
        assert set(COLUMNS) == set(GameRow.model_fields) and set(DELIVERY) == set(read.delivery)
        assert {c: getattr(read, c) for c in COLUMNS if c not in ("created_at", "updated_at")} == {
            c: getattr(row, c) for c in COLUMNS if c not in ("created_at", "updated_at")}
        assert read.delivery == row.delivery
    finally:
        await db.close()


async def test_a_dm_whose_panel_did_not_change_is_not_built_again(harness, monkeypatch):
    """The DM digest reads the version's memoised panel text; the whole panel is built only for a changed DM."""
    from .helpers import start_two

    row, *_ = await start_two(harness)
    await harness.settle()
    announcer = harness.bot.tables.announcer
    built = []
    payload = announcer.panels.payload

    async def counted(row, seat, *args, **kwargs):
        built.append(seat)
        return await payload(row, seat, *args, **kwargs)

    monkeypatch.setattr(announcer.panels, "payload", counted)
    shown = await harness.bot.service.get(row.id)  # as announced: each DM's digest stored
    assert len(shown.dms) == 2
    assert await announcer.update_dms(shown) is None and built == []  # nothing changed: nothing built or sent
    shown.dms = {**shown.dms, "1": {**shown.dms["1"], "digest": "older"}}
    calls = len(harness.fake.timeline)
    assert (await announcer.update_dms(shown))["dms"]["1"]["digest"] != "older"
    assert built == [1] and len(harness.fake.timeline) > calls  # that seat's DM only, edited
