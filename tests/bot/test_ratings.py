"""Skill ratings (openskill, Plackett–Luce) per game and server: moved in the transaction that finishes a
game, AI levels apart, abandoned and cooperative games not rated, finished games rated by migration 0007."""

import random

import pytest
from alembic import command
from sqlmodel import Session, select

from bot.store import migrations
from bot.store.db import Database, GameRow, RatingRow, StatRow
from bot.store.ratings import display, places, rate_game

from .helpers import abandon, current, start
from .test_flow import play_out

GUILD = 2000  # the fake Discord's guild


async def _ratings(db, guild=GUILD) -> dict[str, RatingRow]:
    async with db.session() as s:
        return {r.player: r for r in (await s.exec(select(RatingRow).where(RatingRow.guild_id == guild)))}


async def _rate(db, game, seats, outcomes, guild=GUILD):
    async with db.engine.begin() as conn:
        await conn.run_sync(lambda c: rate_game(c, guild, game, seats, outcomes))


def _people(*ids):
    return [{"user_id": uid, "name": f"p{uid}"} for uid in ids]


def test_places_put_winners_first_then_scores_with_ties():
    assert places([(True, 10), (False, 7), (False, 9), (False, 7)]) == [0, 2, 1, 2]
    assert places([(True, None), (False, None), (False, None)]) == [0, 1, 1]
    assert places([(True, 5), (True, 5), (False, 1)]) == [0, 0, 1]


async def test_a_two_player_win_moves_the_winner_up_and_the_loser_down(db_url):
    db = Database(db_url)
    await db.prepare()
    try:
        await _rate(db, "loveletter", _people(1, 2), [(True, 7), (False, 3)])
        r = await _ratings(db)
        assert display(r["u:1"].mu, r["u:1"].sigma) > 0 > display(r["u:2"].mu, r["u:2"].sigma)
        assert (r["u:1"].games, r["u:1"].wins, r["u:2"].games, r["u:2"].wins) == (1, 1, 1, 0)
        first = r["u:1"].mu
        await _rate(db, "loveletter", _people(1, 2), [(True, 7), (False, 5)])  # again: further apart
        r = await _ratings(db)
        assert r["u:1"].mu > first and r["u:1"].games == 2
        await _rate(db, "loveletter", _people(1, 2), [(True, 7), (False, 5)], guild=GUILD + 1)  # another server
        other = await _ratings(db, GUILD + 1)
        assert set(other) == {"u:1", "u:2"} and other["u:1"].games == 1 and (await _ratings(db))["u:1"].games == 2
    finally:
        await db.close()


async def test_a_four_player_game_with_a_tie_rates_the_tied_seats_alike(db_url):
    db = Database(db_url)
    await db.prepare()
    try:
        await _rate(db, "seasaltpaper", _people(1, 2, 3, 4), [(True, 40), (False, 20), (False, 20), (False, 5)])
        r = await _ratings(db)
        assert r["u:2"].mu == r["u:3"].mu and r["u:2"].sigma == r["u:3"].sigma
        assert r["u:1"].mu > r["u:2"].mu > r["u:4"].mu
        assert [r[k].games for k in ("u:1", "u:2", "u:3", "u:4")] == [1, 1, 1, 1]
    finally:
        await db.close()


async def test_ai_seats_are_rated_per_level_apart_from_people(harness):
    h = harness
    alice = h.user("alice")
    await start(h, alice, ai=1)
    row = await play_out(h, (alice,), random.Random(5))
    assert row.status == "finished"
    r = await _ratings(h.bot.db)
    assert set(r) == {f"u:{alice.id}", "ai:normal"} and all(x.guild_id == GUILD for x in r.values())
    alice_won = 0 in row.result["winners"]
    assert (r[f"u:{alice.id}"].mu > r["ai:normal"].mu) == alice_won
    await h.slash(alice, "leaderboard", game="loveletter")
    board = h.last_ephemeral(alice).text()
    rating = f"{display(r[f'u:{alice.id}'].mu, r[f'u:{alice.id}'].sigma):.1f}"
    assert f"1. <@{alice.id}>: **{rating}** · {int(alice_won)} won / 1 played" in board
    assert "AI seats, rated apart: normal **" in board and "(1 played)" in board
    await h.slash(alice, "stats", game="loveletter")
    assert f"rating **{rating}**" in h.last_ephemeral(alice).text()


async def test_an_abandoned_game_is_not_rated(harness):
    h = harness
    alice, bob = h.user("alice"), h.user("bob")
    await start(h, alice, others=(bob,))
    await abandon(h, alice)
    assert (await current(h)).status == "abandoned"
    assert await _ratings(h.bot.db) == {}
    await h.slash(bob, "leaderboard", game="loveletter")
    board = h.last_ephemeral(bob).text()
    assert "No rated game yet." in board and "Abandoned games are not rated: 1" in board


async def test_a_cooperative_game_keeps_win_rates_and_no_rating(db_url):
    from bot.play.service import rate_finished

    db = Database(db_url)
    await db.prepare()
    try:
        row = GameRow(id=1, guild_id=GUILD, channel_id=1, game="pandemic", host_id=1, seats=_people(1, 2))
        async with db.engine.begin() as conn:
            await conn.run_sync(lambda c: rate_finished(Session(bind=c), row, {"winners": [0, 1], "scores": []}))
        assert await _ratings(db) == {}
    finally:
        await db.close()


async def test_the_migration_rates_the_games_already_finished_in_order(raw_db_url):
    engine = migrations._migration_engine(migrations.async_url(raw_db_url))
    try:
        async with engine.begin() as conn:
            await conn.run_sync(lambda c: command.upgrade(migrations._config(c), "0006"))
        async with engine.begin() as conn:
            def fill(c):
                with Session(bind=c) as s:
                    seats = [*_people(1, 2), {"ai": True, "level": "hard", "name": "AI 1 · hard"}]
                    for gid, (game, status, outcomes) in enumerate([
                            ("loveletter", "finished", ["won", "lost", "lost"]),
                            ("loveletter", "finished", ["lost", "won", "lost"]),
                            ("loveletter", "finished", ["won", "lost", "lost"]),
                            ("loveletter", "abandoned", ["abandoned"] * 3),
                            ("pandemic", "finished", ["won", "won", "won"])], start=1):
                        s.add(GameRow(id=gid, guild_id=GUILD, channel_id=gid, game=game, status=status, host_id=1,
                                      seats=seats))
                        s.flush()
                        s.add_all(StatRow(game_row_id=gid, guild_id=GUILD, game=game, seat=i, outcome=o,
                                          user_id=seats[i].get("user_id"), ai=bool(seats[i].get("ai")))
                                  for i, o in enumerate(outcomes))
                        s.flush()
                    s.commit()
            await conn.run_sync(fill)
    finally:
        await engine.dispose()
    before, after = await migrations.upgrade(raw_db_url)
    assert (before, after) == ("0006", migrations.head())
    db = Database(raw_db_url)
    try:
        r = await _ratings(db)
        assert set(r) == {"u:1", "u:2", "ai:hard"}  # neither the abandoned game nor Pandemic
        assert (r["u:1"].games, r["u:1"].wins, r["u:2"].wins, r["ai:hard"].games) == (3, 2, 1, 3)
        # the same three games rated one by one, in the order they ended, give the same numbers
        fresh = Database("sqlite+aiosqlite://")
        await fresh.create_all()
        try:
            seats = [*_people(1, 2), {"ai": True, "level": "hard", "name": "x"}]
            for winner in (0, 1, 0):
                await _rate(fresh, "loveletter", seats, [(i == winner, None) for i in range(3)])
            again = await _ratings(fresh)
            assert set(again) == set(r)
            for key in r:
                assert (again[key].mu, again[key].sigma) == pytest.approx((r[key].mu, r[key].sigma))
        finally:
            await fresh.close()
    finally:
        await db.close()
