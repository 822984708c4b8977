"""The move player (bot/play/moves.py), at the service level on the test database, no Discord: one check
each, in one order; one state load a version; the engine's matched move; prebuilt statements."""

import dataclasses

import pytest

from bot.play.moves import MoveCommit
from bot.play.service import UserError
from bot.store import hot
from engine import registry

HOST, GUEST, STRANGER = 11, 12, 13


async def _started(svc, channel: int = 1):
    row = await svc.create_lobby(1, channel, HOST, "ann", "loveletter", {}, "en")
    await svc.join(row.id, GUEST, "bob", "en")
    return await svc.start(row.id, HOST)


def _turn(row):
    """(the seat to act, one legal move id, a seat that may not act now, its user)."""
    game = registry.get(row.game)
    state = game.load(row.state)
    seat = game.to_act(state)[0]
    other = 1 - seat
    return seat, game.legal_moves(state, seat)[0].id, other, row.seats[other]["user_id"]


async def _refusal(coro) -> str:
    with pytest.raises(UserError) as err:
        await coro
    return err.value.key


async def test_each_check_is_made_in_order_game_running_member_version_turn_legal(svc):
    lobby = await svc.create_lobby(1, 9, HOST, "ann", "loveletter", {}, "en")
    assert await _refusal(svc.play(10_000, 0, "x", user_id=HOST)) == "err.game_gone"
    assert await _refusal(svc.play(lobby.id, lobby.version, "x", user_id=STRANGER)) == "err.not_running"
    row = await _started(svc)
    seat, move_id, other, other_user = _turn(row)
    user = row.seats[seat]["user_id"]
    # a stranger with an old button: membership is checked before the version
    assert await _refusal(svc.play(row.id, row.version - 1, move_id, user_id=STRANGER)) == "err.not_player"
    # a player out of turn with an old button: the version before the turn
    assert await _refusal(svc.play(row.id, row.version - 1, move_id, user_id=other_user)) == "err.stale"
    # a player out of turn with the current button: the turn before the move's legality
    assert await _refusal(svc.play(row.id, row.version, "no-such-move", user_id=other_user)) == "err.not_your_turn"
    assert await _refusal(svc.play(row.id, row.version, "no-such-move", user_id=user)) == "err.illegal"
    assert (await svc.get(row.id)).version == row.version  # no refusal wrote anything
    outcome = await svc.play(row.id, row.version, move_id, user_id=user)
    assert outcome.row.version == row.version + 1 and outcome.move.id == move_id
    # the same click again: told it was played, not that it is stale
    assert await _refusal(svc.play(row.id, row.version, move_id, user_id=user)) == "err.already_played"


async def test_a_click_loads_the_state_once_and_matches_its_move_in_one_scan(svc, monkeypatch):
    row = await _started(svc)
    game = registry.get(row.game)
    calls = {"load": 0, "apply": 0, "apply_move": 0}
    cls = type(game)
    real_load, real_apply_move = cls.load, cls.apply_move

    def load(self, data):
        calls["load"] += 1
        return real_load(self, data)

    def apply_move(self, state, seat, move_id):
        calls["apply_move"] += 1
        return real_apply_move(self, state, seat, move_id)

    def apply(self, state, seat, move_id):  # the old path applied, then scanned the legal moves again
        calls["apply"] += 1
        raise AssertionError("the move player uses apply_move")

    monkeypatch.setattr(cls, "load", load)
    monkeypatch.setattr(cls, "apply_move", apply_move)
    monkeypatch.setattr(cls, "apply", apply)
    monkeypatch.setattr("bot.play.undo.find_move", lambda *a: pytest.fail("no second scan for the move"))
    for _ in range(4):
        monkeypatch.setattr(cls, "load", real_load)
        seat, move_id, _, _ = _turn(row)
        monkeypatch.setattr(cls, "load", load)
        before = dict(calls)
        outcome = await svc.play(row.id, row.version, move_id, user_id=row.seats[seat]["user_id"])
        assert calls["load"] - before["load"] == 1  # the snapshot of the version the click was made on
        assert calls["apply_move"] - before["apply_move"] == 1 and calls["apply"] == 0
        row = outcome.row
        if row.status != "running":
            break


async def test_the_outcome_carries_the_new_versions_snapshot_loaded_from_the_row_when_asked(svc):
    row = await _started(svc)
    seat, move_id, _, _ = _turn(row)
    outcome = await svc.play(row.id, row.version, move_id, user_id=row.seats[seat]["user_id"])
    snap = outcome.snapshot
    assert snap.version == outcome.row.version and svc.snapshots.of(outcome.row) is snap
    assert snap._state is None  # registered without the engine's state: loaded from the dumped row
    game = registry.get(row.game)
    assert game.dump(snap.state) == outcome.row.state == (await svc.get(row.id)).state


async def test_a_move_commit_is_a_frozen_value(svc):
    assert dataclasses.is_dataclass(MoveCommit)
    row = await _started(svc)
    seen = []
    real = svc.mover._unit
    svc.mover._unit = lambda s, c: seen.append(c) or real(s, c)
    seat, move_id, _, _ = _turn(row)
    await svc.play(row.id, row.version, move_id, user_id=row.seats[seat]["user_id"])
    commit = seen[0]
    assert commit.gid == row.id and commit.version == row.version and commit.values["version"] == row.version + 1
    assert commit.logged.move_id == move_id and commit.seat == seat
    with pytest.raises(dataclasses.FrozenInstanceError):
        commit.version = 0  # a writer unit may run twice (group commit's savepoint retry): it changes nothing


async def test_the_moves_statements_are_prebuilt_and_compiled_once(svc):
    row = await _started(svc)
    cache = svc.db.engine.sync_engine._compiled_cache
    sizes, built = [], []
    for _ in range(6):
        seat, move_id, _, _ = _turn(row)
        outcome = await svc.play(row.id, row.version, move_id, user_id=row.seats[seat]["user_id"])
        row = outcome.row
        if row.status != "running":
            break
        svc.cache.drop(row.id)  # the next click reads the game with the prebuilt read too
        sizes.append(len(cache))
        built.append(hot._swap.cache_info().misses)
    assert len(sizes) >= 3 and sizes[-1] == sizes[1]  # nothing new compiled once each statement has run
    assert built[-1] == built[0]  # later moves reuse the swap statement built for the first
    columns = ("state", "version")
    assert hot._swap(columns) is hot._swap(columns)  # one statement object per set of columns written


async def test_the_compare_and_swap_writes_only_at_the_version_and_claim_it_was_read_at(svc):
    row = await _started(svc)
    async with svc.db.session() as s:
        lost = await s.run_sync(hot.swap_move, row.id, row.version - 1, row.announced_version, {"lang": "fr"})
        wrong_claim = await s.run_sync(hot.swap_move, row.id, row.version, (row.announced_version or 0) + 5,
                                       {"lang": "fr"})
        won = await s.run_sync(hot.swap_move, row.id, row.version, row.announced_version,
                               {"lang": "de", "version": row.version + 1})
        await s.commit()
    assert lost is None and wrong_claim is None
    assert won == (row.board_message_id, row.dms, row.dm_warned, row.ping_message_id)
    stored = await svc.get(row.id)
    assert (stored.lang, stored.version) == ("de", row.version + 1)


async def test_a_snapshot_built_from_an_older_copy_of_the_same_version_does_not_decide_the_swap(svc):
    """Message ids and the announcement claim change without a version bump: the swap is made on the row the
    player validated (the cached entry), never on whatever copy of that version a snapshot was built from."""
    from bot.store.cache import snapshot

    row = await _started(svc)
    seat, move_id, _, _ = _turn(row)
    row = (await svc.play(row.id, row.version, move_id, user_id=row.seats[seat]["user_id"])).row
    assert row.announced_version == row.version
    svc.snapshots.drop(row.id)
    held = svc.snapshots.of(snapshot(row, announced_version=None, pinged=[]))  # as read before the claim
    assert svc.snapshots.of(row) is held  # the move path will read this snapshot
    seat, move_id, _, _ = _turn(row)
    outcome = await svc.play(row.id, row.version, move_id, user_id=row.seats[seat]["user_id"])
    assert outcome.row.version == row.version + 1 and (await svc.get(row.id)).version == row.version + 1
