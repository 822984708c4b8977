"""Platform hardening: every answer delivered, nothing leaked, nothing stranded (one test per defect found)."""

import asyncio
import random

from sqlmodel import select

from bot.harness.fake import CHANNEL_ID
from bot.play.service import GameService, UserError, replay
from bot.store.db import Database, GameRow, GuildSettingsRow, SeatClockRow
from engine import Event, registry

from .helpers import abandon, current, latest_with_moves, lobby, start, start_two, state_of


def _channel_text(h):
    return "\n".join(r for m in h.channel_messages() for r in m.revisions)


def _footer_moves(message):
    """The move count a board shows ("Game #1 · move 3"; "Game #1" before the first move)."""
    footer = message.footer()
    return int(footer.rsplit(" ", 1)[-1]) if " · " in footer else 0


# ---------------------------------------------------------------------- 1. /move is answered and published
async def test_move_command_answers_and_publishes_the_move(harness):
    """A /move whose answer carries no buttons (the mover has nothing left to decide) is answered and announced."""
    h = harness
    row, game, state, seat, actor, other = await start_two(h)
    move = game.legal_moves(state, seat)[0]
    await h.slash(actor, "move", move=f"{row.version}:{move.id}")
    assert "You played" in h.last_ephemeral(actor).text()
    after = await current(h)
    assert after.version == row.version + 1 and after.announced_version == after.version
    assert _footer_moves(h.board()) == after.moves == 1  # the board was edited
    if after.status == "running" and game.to_act(game.load(after.state)) == [1 - seat]:
        pings = [m for m in h.channel_messages() if "it's your turn" in m.content]
        assert pings and pings[-1].pinged == {other.id}
        assert latest_with_moves(h, other) is not None  # the next player's DM holds their choices


async def test_stale_click_by_a_waiting_player_gets_a_polite_answer(harness):
    h = harness
    row, game, state, seat, actor, other = await start_two(h)
    dm = latest_with_moves(h, actor)
    move = game.legal_moves(state, seat)[0]
    await h.click(actor, dm, custom_id=f"mp:m:{row.id}:{row.version}:{move.id}")
    await h.click(other, h.dms(other)[-1], custom_id=f"mp:m:{row.id}:{row.version - 1}:{move.id}")
    texts = [m.text() for m in h.ephemerals(other)]
    assert any("earlier moment" in x for x in texts)
    assert not any("something went wrong" in x for x in texts)


# ---------------------------------------------------------------------- 2. timers tell only public events
async def test_timer_message_tells_public_events_not_the_private_label(harness):
    """Agent Avenue: a timed-out play gives one card face up and one face down; the channel never sees the
    face-down card (the move's label names it)."""
    h = harness
    boss, alice, bob = h.user("boss"), h.user("alice"), h.user("bob")
    boss.manage_guild = True
    await h.slash(boss, "settings", turn_timeout=10)
    row = await start(h, alice, game="agentavenue", others=(bob,))
    game, state = state_of(row)
    seat = game.to_act(state)[0]
    await h.tick(minutes=11)
    played = [m for m in h.channel_messages() if "ran out of time" in m.content]
    assert len(played) == 1
    moves = await h.bot.service.all_moves(row.id)
    timed = next(m for m in moves if m.user_id is None and m.seat == seat)
    assert timed.version == row.version + 1
    move = next(m for m in game.legal_moves(state, seat) if m.id == timed.move_id)
    names = [s["name"] for s in row.seats]
    label = game.move_label(state, seat, move, "en", names)
    public = [game.event_text(Event.from_dict(e), "en", names) for e in timed.events if e.get("to") is None]
    assert public and all(p in played[0].content for p in public if p), (played[0].content, public)
    assert label not in played[0].content


# ---------------------------------------------------------------------- 3. undo never crosses hidden information
def test_no_game_lets_a_draw_be_undone():
    """Generic rule: under random play, every move a game calls undoable keeps its hidden part, randomness and
    every private view unchanged (Pandemic's player-card draws included)."""
    for game_id, game in registry.games().items():
        rng = random.Random(game_id)
        for players in range(game.min_players, game.max_players + 1):
            state = game.setup(players, 99 + players)
            for _ in range(150):
                acting = game.to_act(state)
                if not acting:
                    break
                seat = rng.choice(acting)
                move = rng.choice(game.legal_moves(state, seat))
                after, events = game.apply(state, seat, move.id)
                if game.undoable(state, seat, move, after, events):
                    assert game.safe_to_undo(state, seat, after, events), (game_id, move.id)
                    assert game.hidden(state) == game.hidden(after), (game_id, move.id)
                state = after


def test_pandemic_player_card_draw_is_never_undoable():
    game = registry.get("pandemic")
    rng = random.Random(3)
    state = game.setup(2, 5)
    draws = 0
    for _ in range(600):
        acting = game.to_act(state)
        if not acting:
            break
        seat = acting[0]
        move = rng.choice(game.legal_moves(state, seat))
        after, events = game.apply(state, seat, move.id)
        if canonical_deck(state) != canonical_deck(after):
            draws += 1
            assert not game.undoable(state, seat, move, after, events), move.id
        state = after
    assert draws > 0


def canonical_deck(state):
    return repr(state["pdeck"])


# ---------------------------------------------------------------------- 4. a restart re-announces
async def _crash_announcements(h, monkeypatch):
    async def crashed(*args, **kwargs):
        return None  # the process died right after the commit: nothing announced

    monkeypatch.setattr(h.bot.tables, "publish", crashed)


async def test_restart_announces_a_move_a_crash_left_unannounced(harness, monkeypatch):
    h = harness
    row, game, state, seat, actor, other = await start_two(h)
    await _crash_announcements(h, monkeypatch)
    move = game.legal_moves(state, seat)[0]
    await h.slash(actor, "move", move=f"{row.version}:{move.id}")
    after = await current(h)
    assert after.version == row.version + 1 and _footer_moves(h.board()) == row.moves  # a move behind
    monkeypatch.undo()
    await h.restart()
    await h.settle()
    assert _footer_moves(h.board()) == after.moves
    assert (await current(h)).announced_version == after.version
    due = game.required_seats(game.load(after.state))
    if after.status == "running" and due == [1 - seat]:
        pings = [m for m in h.channel_messages() if "it's your turn" in m.content]
        assert pings[-1].pinged == {other.id}
        choices = latest_with_moves(h, other)
        assert f":{after.version}:" in str(choices.buttons()) or choices.selects()
    # a second restart changes nothing more
    snapshot = {m.id: (m.edits, m.deleted) for m in h.fake.messages.values()}
    await h.restart()
    await h.settle()
    assert {m.id: (m.edits, m.deleted) for m in h.fake.messages.values()} == snapshot


async def test_restart_turns_a_lobby_left_by_a_crash_during_start_into_the_board(harness, monkeypatch):
    h = harness
    alice, bob = h.user("alice"), h.user("bob")
    await h.slash(alice, "play", game="loveletter", timeout=30)
    await h.click(bob, h.board(), "Join")
    await _crash_announcements(h, monkeypatch)
    await h.click(alice, h.board(), "Start")
    row = await current(h)
    assert row.status == "running" and any(b["label"] == "Join" for b in h.board().buttons())
    async with h.bot.db.session() as s:  # the first turn's timer came with the start itself
        clocks = [c for c in (await s.exec(select(SeatClockRow))).all() if c.due_at is not None]
    game, state = state_of(row)
    assert [c.seat for c in clocks] == game.required_seats(state)
    monkeypatch.undo()
    await h.restart()
    await h.settle()
    board = h.board()
    assert not any(b["label"] == "Join" for b in board.buttons()) and _footer_moves(board) == row.moves
    assert len([m for m in h.channel_messages() if "begins!" in m.content]) == 1


# ---------------------------------------------------------------------- 5. every write is a compare-and-swap
# (simultaneous joins from two processes: tests/bot/test_two_processes.py)
async def test_start_racing_a_join_never_gives_a_state_for_other_seats(db_url):
    url = db_url
    dbs = [Database(url), Database(url)]
    await dbs[0].create_all()
    services = [GameService(db, seed_source=lambda: (1 << 62) - 7) for db in dbs]  # a 62-bit seed
    for attempt in range(4):
        row = await services[0].create_lobby(1, 10 + attempt, 1, "host", "loveletter", {}, "en")
        await services[0].join(row.id, 2, "b", "en")
        results = await asyncio.gather(services[0].start(row.id, 1), services[1].join(row.id, 3, "c", "en"),
                                       return_exceptions=True)
        assert all(not isinstance(r, Exception) or isinstance(r, UserError) for r in results)
        final = await services[0].get(row.id)
        if final.state is not None:
            assert final.state["players"] == len(final.seats)
    for db in dbs:
        await db.close()


async def test_abandon_and_hand_over_bump_the_version(harness):
    h = harness
    alice, bob = h.user("alice"), h.user("bob")
    row = await start(h, alice, others=(bob,))
    before = len(await h.bot.service.all_moves(row.id))
    await h.slash(bob, "leave")
    handed = await current(h)
    played = len(await h.bot.service.all_moves(row.id)) - before  # the AI may have played since
    assert handed.version == row.version + 1 + played and handed.seats[1]["ai"]
    await abandon(h, alice)
    assert (await current(h)).version == handed.version + 1


# ---------------------------------------------------------------------- 6. bad input
async def test_huge_game_name_and_options_get_a_short_answer(harness):
    h = harness
    await h.slash("alice", "play", game="x" * 5000)
    answer = h.last_ephemeral("alice")
    assert answer is not None and "don't know the game" in answer.text() and len(answer.content) <= 2000
    await h.slash("alice", "play", game="loveletter", options="y" * 5000)
    answer = h.last_ephemeral("alice")
    assert "not valid" in answer.text() and len(answer.content) <= 2000
    await h.slash("alice", "play", game="loveletter", options="turbo=" + "z" * 5000)
    assert "not valid" in h.last_ephemeral("alice").text()
    assert not h.channel_messages()


async def test_a_huge_version_in_move_is_refused_politely(harness):
    h = harness
    alice, bob = h.user("alice"), h.user("bob")
    row = await start(h, alice, others=(bob,))
    game, state = state_of(row)
    actor = (alice, bob)[game.to_act(state)[0]]
    await h.slash(actor, "move", move="123456789012345678901234:guard")
    assert "No matching move" in h.last_ephemeral(actor).text()
    await h.click(actor, h.board(), custom_id=f"mp:m:{row.id}:123456789012345678901234:guard")
    assert "no longer valid" in h.last_ephemeral(actor).text()
    assert (await current(h)).version == row.version


async def test_names_that_look_like_mentions_never_ping(harness):
    h = harness
    alice, bob = h.user("@everyone"), h.user("<@&42> bob")
    row = await start(h, alice, others=(bob,))
    assert all("@everyone" not in s["name"] or "\u200b" in s["name"] for s in row.seats)
    for m in h.channel_messages():
        assert "everyone" not in m.pinged
        assert m.pinged <= {alice.id, bob.id}
    pings = [m for m in h.channel_messages() if "it's your turn" in m.content]
    game, state = state_of(row)
    assert pings and pings[-1].pinged == {(alice, bob)[game.to_act(state)[0]].id}


async def test_unknown_component_ids_in_our_namespace_get_an_answer(harness):
    h = harness
    await lobby(h, "alice")
    for cid in ("mp:zz:1", "mp:m:1", "mp:l:1:dance", "mp:" + "9" * 90):
        await h.click("alice", h.board(), custom_id=cid)
        assert "no longer valid" in h.last_ephemeral("alice").text()


async def test_settings_ranges_are_checked_by_the_bot(harness):
    h = harness
    boss = h.user("boss")
    boss.manage_guild = True
    await h.slash(boss, "settings", max_timeouts=-3)
    assert "out of range" in h.last_ephemeral(boss).text()
    await h.slash(boss, "settings", turn_timeout=10**9)
    assert "out of range" in h.last_ephemeral(boss).text()
    async with h.bot.db.session() as s:
        assert (await s.exec(select(GuildSettingsRow))).all() == []
    await h.slash(boss, "settings", max_timeouts=5)
    await h.slash(boss, "settings", turn_timeout=7)  # two changes: neither undoes the other
    conf = await h.bot.timers.settings(2000)
    assert (conf.max_timeouts, conf.turn_timeout) == (5, 7)


async def test_guild_commands_refuse_direct_messages(harness):
    h = harness
    alice = h.user("alice")
    dm = h.fake.dm_channel(alice.id)
    for name, opts in (("play", {"game": "loveletter"}), ("abandon", {}), ("settings", {}), ("stats", {}),
                       ("leaderboard", {"game": "loveletter"})):
        await h.slash(alice, name, channel_id=dm, **opts)
        assert "server channel" in h.last_ephemeral(alice).text(), name
    async with h.bot.db.session() as s:
        assert (await s.exec(select(GameRow))).all() == []


async def test_abandon_asks_for_confirmation_when_others_are_seated(harness):
    h = harness
    alice, bob = h.user("alice"), h.user("bob")
    await start(h, alice, others=(bob,))
    await h.slash(alice, "abandon")
    ask = h.last_ephemeral(alice)
    assert "End the game for everyone?" in ask.text() and (await current(h)).status == "running"
    await h.click(alice, ask, "Yes, end the game")
    assert (await current(h)).status == "abandoned"
    assert any("abandoned by alice" in m.content for m in h.channel_messages())
    # alone with AI seats: no question asked
    await start(h, alice, ai=1)
    await h.slash(alice, "abandon")
    assert (await current(h, 2)).status == "abandoned"


# ---------------------------------------------------------------------- 7. /move typing
async def test_move_typing_is_forgiving_and_says_whose_turn_it_is(harness):
    h = harness
    h.bot.service._seed = lambda: 8
    row, game, state, seat, actor, other = await start_two(h, "pandemic")
    names = [s["name"] for s in row.seats]
    await h.slash(other, "move", move="anything")
    assert f"not your turn. Waiting for: {actor.name}" in h.last_ephemeral(other).text()
    labels = {m.id: game.move_label(state, seat, m, "en", names) for m in game.legal_moves(state, seat)}
    # a unique word, typed in lower case without its accents
    words = {}
    for mid, label in labels.items():
        for w in label.replace("·", " ").split():
            words.setdefault(w.lower(), set()).add(mid)
    unique = sorted(w for w, ids in words.items() if len(ids) == 1 and len(w) > 3 and w.isalpha())
    ambiguous = sorted(w for w, ids in words.items() if len(ids) > 1 and w.isalpha())
    assert unique and ambiguous
    await h.slash(actor, "move", move=ambiguous[0].upper())
    assert "moves match" in h.last_ephemeral(actor).text()
    assert (await current(h)).version == row.version
    await h.slash(actor, "move", move=unique[0].upper())
    assert "You played" in h.last_ephemeral(actor).text()
    assert (await current(h)).version == row.version + 1
    played = (await h.bot.service.all_moves(row.id))[-1].move_id
    assert played in words[unique[0]]


def test_move_matching_ignores_case_and_accents():
    from bot.ui.table import normalize

    assert normalize("  Éclosion  ÀLGER ") == "eclosion alger"


# ---------------------------------------------------------------------- the log always replays
async def test_stored_state_is_always_seed_plus_log(harness):
    h = harness
    alice, bob = h.user("alice"), h.user("bob")
    row = await start(h, alice, others=(bob,))
    for _ in range(6):
        row = await current(h)
        if row.status != "running":
            break
        game, state = state_of(row)
        seat = game.to_act(state)[0]
        await h.slash((alice, bob)[seat], "move", move=f"{row.version}:{game.legal_moves(state, seat)[0].id}")
    row = await current(h)
    game = registry.get(row.game)
    assert game.dump(replay(game, row, await h.bot.service.all_moves(row.id))[-1]) == row.state
    assert row.channel_id == CHANNEL_ID


async def test_lobby_shows_only_the_options_set_as_typed(harness):
    h = harness
    await h.slash("alice", "play", game="seasaltpaper", options="extra_salt=yes")
    text = h.board().text()
    assert "extra_salt=true" in text and "True" not in text
    await h.click("alice", h.board(), "Cancel")
    await h.slash("alice", "play", game="seasaltpaper")
    assert "extra_salt" not in h.board().text()


async def test_dm_commands_take_a_game_option_when_a_user_is_in_several_games(harness):
    h = harness
    """In DMs, /hand, /move, /leave and /undo act on the game the `game` option names, offered by
    autocomplete; with several running games and no option the user is asked which, never guessed."""
    alice, bob, carol = h.user("alice"), h.user("bob"), h.user("carol")
    first = await start(h, alice, others=(bob,))
    second_channel = CHANNEL_ID + 1
    await h.slash(alice, "play", channel_id=second_channel, game="loveletter")
    await h.click(carol, h.board(second_channel), "Join")
    await h.click(alice, h.board(second_channel), "Start")
    second = await h.bot.service.active_in_channel(second_channel)
    assert second.status == "running" and second.id != first.id
    dm = h.dms(alice)[-1].channel_id

    await h.slash(alice, "hand", channel_id=dm)
    told = h.last_ephemeral(alice).text()
    assert f"#{first.id}" in told and f"#{second.id}" in told and "`game`" in told

    offered = await h.autocomplete(alice, "hand", "game", "", channel_id=dm)
    assert sorted(c["value"] for c in offered) == sorted([first.id, second.id])
    assert any("carol" in c["name"] for c in offered) and all("alice" not in c["name"] for c in offered)

    await h.slash(alice, "hand", channel_id=dm, game=second.id)
    assert f"Game #{second.id}" in h.last_ephemeral(alice).text()
    await h.slash(alice, "hand", channel_id=dm, game=999)
    assert "#999" in h.last_ephemeral(alice).text()
    await h.slash(carol, "hand", channel_id=h.dms(carol)[-1].channel_id, game=first.id)
    assert "no seat" in h.last_ephemeral(carol).text()

    # bob is in one game only: it is the default
    await h.slash(bob, "hand", channel_id=h.dms(bob)[-1].channel_id)
    assert "`game`" not in h.last_ephemeral(bob).text()
    assert (await current(h, first.id)).version == first.version  # nothing was changed by any of it


async def test_move_numbers_count_moves_and_undo_takes_one_back(harness):
    """The footer counts moves played: none before the first move, one more a move, one less an undo."""
    h = harness
    row, game, state, seat, actor, other = await start_two(h, "pandemic")
    assert h.board().footer() == f"Game #{row.id}" and row.moves == 0
    drive = next(m.id for m in game.legal_moves(state, seat) if m.id.startswith("drive:"))  # can be taken back
    played = await h.bot.service.play(row.id, row.version, drive, user_id=actor.id)
    assert played.row.moves == 1 and played.undoable
    await h.bot.tables.publish(row.id, row=played.row)
    await h.settle()
    assert h.board().footer() == f"Game #{row.id} · move 1"
    undone = await h.bot.service.undo(row.id, actor.id)
    assert undone.row.moves == 0 and (await current(h, row.id)).moves == 0
