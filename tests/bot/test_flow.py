"""A Love Letter table driven end to end through the real bot and the fake Discord."""

import random

from .helpers import current, latest_with_moves, lobby, move_buttons, start, state_of

CARD_NAMES = ("Guard", "Priest", "Baron", "Handmaid", "Prince", "King", "Countess", "Princess")


async def play_out(h, users, rng, cap=600):
    """Everyone clicks buttons in their newest DM (groups, then moves) until the game ends."""
    for _ in range(cap):
        row = await current(h)
        if row.status != "running":
            return row
        game, state = state_of(row)
        seat = game.to_act(state)[0]
        user = next(u for u in users if u.id == row.seats[seat]["user_id"])
        message = latest_with_moves(h, user)
        assert message is not None, f"{user.name} must act but has no buttons"
        choices = [b for b in message.buttons() if b["custom_id"].startswith(("mp:m:", "mp:g:"))
                   and not b.get("emoji")]
        await h.click(user, message, custom_id=rng.choice(choices)["custom_id"])
    raise AssertionError("game did not finish")


async def test_full_game_with_three_players_by_buttons(harness):
    h = harness
    alice, bob, carol = h.user("alice"), h.user("bob"), h.user("carol")
    row = await start(h, alice, others=(bob, carol))
    assert row.status == "running" and len(row.seats) == 3
    # everyone got a DM with their own card and nobody else's
    game, state = state_of(row)
    for seat, user in enumerate((alice, bob, carol)):
        dm = h.dms(user)[-1]
        assert "Your hand" in dm.text()
        hand = state["hands"][seat]
        for card in hand:
            assert card.capitalize() in dm.text()
        # the hand also comes as a picture of its cards, shown in the embed
        assert [a["filename"] for a in dm.attachments] == ["hand.png"]
        assert dm.pictures() == ["hand.png"]
    row = await play_out(h, (alice, bob, carol), random.Random(3))
    assert row.status == "finished"
    assert max(row.result["scores"]) == 5 and len(row.result["winners"]) == 1
    board = h.board()
    assert "Winners" in board.text() and board.buttons() == []  # final board, no more buttons
    # the move log replays to the stored state
    moves = await h.bot.service.all_moves(row.id)
    state = game.setup(len(row.seats), row.seed, row.options)
    for m in moves:
        state, _ = game.apply(state, m.seat, m.move_id)
    assert game.dump(state) == row.state


async def test_lobby_rules(harness):
    h = harness
    alice, bob, carol = h.user("alice"), h.user("bob"), h.user("carol")
    await lobby(h, alice)
    board = h.board()
    await h.click(bob, board, "Start")  # only the host starts
    assert "Only the host" in h.last_ephemeral(bob).text()
    await h.click(alice, board, "Start")  # one player is not enough
    assert "at least 2" in h.last_ephemeral(alice).text()
    await h.click(bob, board, "Join")
    await h.click(bob, board, "Join")
    assert "already seated" in h.last_ephemeral(bob).text()
    await h.slash(carol, "play", game="loveletter")  # one game per channel
    assert "already open in this channel" in h.last_ephemeral(carol).text()
    assert all(m.text() for m in h.channel_messages())  # a refused /play leaves no empty public message
    await h.click(bob, board, "Leave")
    assert "<@101>" not in h.board().text()
    await h.click(bob, board, "Cancel")
    assert "Only the host" in h.last_ephemeral(bob).text()
    await h.click(alice, board, "Cancel")
    row = await current(h)
    assert row.status == "abandoned" and board.buttons() == []
    await h.slash(carol, "play", game="loveletter")  # the channel is free again
    assert (await h.bot.service.active_in_channel(3000)).host_id == carol.id


async def test_unknown_game_and_bad_options(harness):
    h = harness
    await h.slash("alice", "play", game="chess")
    assert "don't know the game" in h.last_ephemeral("alice").text()
    await h.slash("alice", "play", game="loveletter", options="speed=fast")
    assert "not valid" in h.last_ephemeral("alice").text()
    await h.slash("alice", "play", game="loveletter", options="garbage")
    assert "not valid" in h.last_ephemeral("alice").text()
    assert await h.bot.service.active_in_channel(3000) is None
    assert h.channel_messages() == []


async def test_move_by_slash_command_with_autocomplete(harness):
    h = harness
    alice, bob = h.user("alice"), h.user("bob")
    row = await start(h, alice, others=(bob,))
    game, state = state_of(row)
    seat = game.to_act(state)[0]
    actor, other = (alice, bob) if seat == 0 else (bob, alice)
    choices = await h.autocomplete(actor, "move", "move", "")
    legal = {m.id for m in game.legal_moves(state, seat)}
    assert choices and {c["value"].split(":", 1)[1] for c in choices} <= legal
    assert await h.autocomplete(other, "move", "move", "") == []  # not their turn: nothing to offer
    await h.slash(actor, "move", move=choices[0]["value"])
    assert "You played" in h.last_ephemeral(actor).text()
    assert (await current(h)).version == row.version + 1
    # whoever acts now (a round won by a Guard guess is started by its winner) types nonsense
    row = await current(h)
    game, state = state_of(row)
    now_acting = (alice, bob)[game.to_act(state)[0]]
    await h.slash(now_acting, "move", move="not a move at all")
    assert "No matching move" in h.last_ephemeral(now_acting).text()


async def test_wrong_actor_stale_forged_and_non_player(harness):
    h = harness
    alice, bob, eve = h.user("alice"), h.user("bob"), h.user("eve")
    row = await start(h, alice, others=(bob,))
    game, state = state_of(row)
    seat = game.to_act(state)[0]
    actor, other = (alice, bob) if seat == 0 else (bob, alice)
    dm = latest_with_moves(h, actor)
    move = game.legal_moves(state, seat)[0]
    cid = f"mp:m:{row.id}:{row.version}:{move.id}"
    # out of turn: the other player forges the actor's button
    await h.click(other, h.dms(other)[-1], custom_id=cid)
    assert "not your turn" in h.last_ephemeral(other).text()
    # a non-player
    await h.click(eve, h.board(), custom_id=cid)
    assert "not playing" in h.last_ephemeral(eve).text()
    await h.click(eve, h.board(), "My hand")
    assert "not playing" in h.last_ephemeral(eve).text()
    # forged ids: unknown game, impossible move
    await h.click(actor, dm, custom_id=f"mp:m:999:{row.version}:{move.id}")
    assert "no longer exists" in h.last_ephemeral(actor).text()
    await h.click(actor, dm, custom_id=f"mp:m:{row.id}:{row.version}:king:7")
    assert "not available" in h.last_ephemeral(actor).text()
    await h.click(actor, dm, custom_id=f"mp:g:{row.id}:{row.version}:9.9.9")
    assert (await current(h)).version == row.version  # nothing changed so far
    # the real move, then the same (now stale) button again
    await h.click(actor, dm, custom_id=cid)
    assert (await current(h)).version == row.version + 1
    await h.click(actor, dm, custom_id=cid)
    assert "already played" in h.last_ephemeral(actor).text()
    old_group = f"mp:g:{row.id}:{row.version}:"
    await h.click(actor, dm, custom_id=old_group)
    assert "earlier moment" in h.last_ephemeral(actor).text()
    assert (await current(h)).version == row.version + 1


async def test_fifty_simultaneous_clicks_apply_once(harness):
    h = harness
    alice, bob = h.user("alice"), h.user("bob")
    row = await start(h, alice, others=(bob,))
    game, state = state_of(row)
    seat = game.to_act(state)[0]
    actor = alice if seat == 0 else bob
    dm = latest_with_moves(h, actor)
    button = move_buttons(dm)[0] if move_buttons(dm) else None
    if button is None:  # open the first group to reach a move
        await h.click(actor, dm, custom_id=dm.buttons()[0]["custom_id"])
        dm = latest_with_moves(h, actor)
        button = move_buttons(dm)[0]
    tokens = [await h.click(actor, dm, custom_id=button["custom_id"], wait=False) for _ in range(50)]
    await h.settle()
    after = await current(h)
    assert after.version == row.version + 1
    assert len(await h.bot.service.all_moves(row.id)) == 1
    refusals = [m for m in h.ephemerals(actor) if "already played" in m.text()]
    assert len(refusals) == 49
    assert all(h.fake.acks.get(t) == 1 for t in tokens)


async def test_closed_dms_fall_back_to_hand(harness):
    h = harness
    alice, bob = h.user("alice"), h.user("bob")
    h.fake.dm_closed.add(bob.id)
    row = await start(h, alice, others=(bob,))
    notices = [m for m in h.channel_messages() if "can't send you direct messages" in m.text()]
    assert len(notices) == 1 and "<@101>" in notices[0].content
    await h.slash(bob, "hand")
    panel = h.last_ephemeral(bob)
    game, state = state_of(row)
    assert "Your hand" in panel.text()
    for card in state["hands"][1]:
        assert card.capitalize() in panel.text()
    # the game goes on; the notice is not repeated
    for _ in range(6):
        row = await current(h)
        game, state = state_of(row)
        seat = game.to_act(state)[0]
        user = (alice, bob)[seat]
        if user is bob:
            await h.click(bob, h.board(), "My hand")
        message = latest_with_moves(h, user)
        first = next(b for b in message.buttons() if not b.get("emoji"))
        await h.click(user, message, custom_id=first["custom_id"])
    assert len([m for m in h.channel_messages() if "can't send you direct messages" in m.text()]) == 1


async def test_restart_mid_game_and_old_buttons_still_work(harness):
    h = harness
    alice, bob = h.user("alice"), h.user("bob")
    row = await start(h, alice, others=(bob,))
    game, state = state_of(row)
    seat = game.to_act(state)[0]
    actor = (alice, bob)[seat]
    dm = latest_with_moves(h, actor)
    await h.restart()  # a new bot process on the same database
    first = next(b for b in dm.buttons() if not b.get("emoji"))
    await h.click(actor, dm, custom_id=first["custom_id"])
    if first["custom_id"].startswith("mp:g:"):
        dm = latest_with_moves(h, actor)
        await h.click(actor, dm, custom_id=move_buttons(dm)[0]["custom_id"])
    after = await current(h)
    assert after.version == row.version + 1 and after.status in ("running", "finished")


async def test_private_peek_reaches_only_the_priest_player(harness):
    h = harness
    alice, bob, carol = h.user("alice"), h.user("bob"), h.user("carol")
    row = await start(h, alice, others=(bob, carol))
    game, state = state_of(row)
    seat = game.to_act(state)[0]
    users = (alice, bob, carol)
    target = (seat + 1) % 3
    # stack the hands through the service's storage: the actor holds a Priest
    state["hands"][seat] = ["priest", "guard"]
    state["hands"][target] = ["countess"]
    await h.bot.service.set_message(row.id, state=game.dump(state))
    await h.click(users[seat], h.dms(users[seat])[-1], custom_id=f"mp:m:{row.id}:{row.version}:priest:{target}")
    assert (await current(h)).version == row.version + 1
    peek = "holds the **Countess**"
    assert any(peek in m.text() for m in h.dms(users[seat]) + h.ephemerals(users[seat]))
    for other in users:
        if other is not users[seat]:
            assert not any(peek in m.text() for m in h.dms(other) + h.ephemerals(other))
    assert not any(peek in m.text() for m in h.channel_messages())


async def test_game_against_ai_seats(harness):
    h = harness
    alice = h.user("alice")
    row = await start(h, alice, ai=3)
    assert [s["ai"] for s in row.seats] == [False, True, True, True]
    row = await play_out(h, (alice,), random.Random(5))
    assert row.status == "finished"
    # each turn's ping replaced the previous one, and the last went when the game ended
    assert not [m for m in h.channel_messages() if "it's your turn" in m.text()]
    assert any(m.deleted and "it's your turn" in m.text() for m in h.fake.messages.values())


async def test_leave_hands_seat_to_ai_and_abandon_needs_rights(harness):
    h = harness
    alice, bob, carol = h.user("alice"), h.user("bob"), h.user("carol")
    await start(h, alice, others=(bob, carol))
    await h.slash(bob, "leave")
    row = await current(h)
    assert row.seats[1]["ai"] and row.status == "running"
    assert any("an AI plays" in m.text() for m in h.channel_messages())
    await h.slash(carol, "abandon")
    assert "Only the host" in h.last_ephemeral(carol).text()
    carol.manage_channels = True
    await h.slash(carol, "abandon")
    ask = h.last_ephemeral(carol)  # alice is still seated: a confirmation comes first
    assert "End the game for everyone?" in ask.text() and (await current(h)).status == "running"
    await h.click("dave", ask, "Yes, end the game")  # a passer-by clicking it has no right to end it
    assert "Only the host" in h.last_ephemeral("dave").text() and (await current(h)).status == "running"
    await h.click(carol, ask, "Yes, end the game")
    assert (await current(h)).status == "abandoned"


async def test_info_commands_in_both_languages(harness):
    h = harness
    fr = h.user("zoe", locale="fr")
    await h.slash(fr, "games")
    assert "Les jeux" in h.last_ephemeral(fr).text() and "loveletter" in h.last_ephemeral(fr).text()
    await h.slash(fr, "rules", game="loveletter")
    assert "Garde" in h.last_ephemeral(fr).text()
    await h.slash("al", "rules", game="loveletter")
    assert "Guard" in h.last_ephemeral("al").text()
    await h.slash(fr, "board")
    assert "Aucune partie" in h.last_ephemeral(fr).text()
    await h.slash(fr, "hand")
    assert "Aucune partie" in h.last_ephemeral(fr).text()
    choices = await h.autocomplete(fr, "play", "game", "love")
    assert choices and choices[0]["value"] == "loveletter"
    assert {c["name"] for c in h.fake.synced_commands} >= {"play", "move", "hand", "board", "rules", "games",
                                                             "leave", "abandon"}
    play = next(c for c in h.fake.synced_commands if c["name"] == "play")
    assert play["description_localizations"]["fr"] == "Lancer une partie dans ce salon"


async def test_unexpected_failure_gets_an_apology(harness, monkeypatch):
    h = harness

    async def boom(*args, **kwargs):
        raise RuntimeError("kaboom")

    monkeypatch.setattr(h.bot.tables, "on_board", boom)
    await h.slash("alice", "board")
    assert "something went wrong" in h.last_ephemeral("alice").text()
    monkeypatch.setattr(h.bot.tables, "on_hand_button", boom)
    await h.slash("alice", "play", game="loveletter")
    await h.click("alice", h.board(), custom_id="mp:h:1")
    assert "something went wrong" in h.last_ephemeral("alice").text()
    assert all("kaboom" in r.getMessage() for r in h.errors) and len(h.errors) == 2  # logged with the traceback
    h.errors.clear()


async def test_every_forged_component_gets_a_polite_private_answer(harness):
    """Custom ids a modified client may send, ours or not, malformed or random: each gets one ephemeral answer
    (never Discord's "This interaction failed"), and nothing changes."""
    import string

    h = harness
    alice, bob = h.user("alice"), h.user("bob")
    row = await start(h, alice, others=(bob,))
    rng = random.Random(5)
    alphabet = string.ascii_letters + string.digits + string.punctuation + " éß🃏"
    forged = ["".join(rng.choice(alphabet) for _ in range(rng.randint(1, 100))) for _ in range(100)]
    forged += ["mp:", "mp:m:", "mp:m:1:x:y", "x" * 100, "mp:" + "9" * 97]
    for n, custom_id in enumerate(forged):
        before = len(h.ephemerals(alice))
        token = await h.click(alice, h.board(), custom_id=custom_id)
        assert h.fake.acks.get(token) == 1, (n, custom_id)
        answers = h.ephemerals(alice)[before:]
        assert len(answers) == 1 and answers[0].ephemeral_for == alice.id, custom_id
    assert (await current(h)).version == row.version
