"""Boards, hands and lobbies as layout messages (Components V2): within Discord's limits as the fake Discord
checks them, with the same custom ids and the same text as the embed messages, for every game in both
languages."""

import io
import random

import discord
import pytest
from discord.http import Route

from bot.harness.fake import CHANNEL_ID, COMPONENTS_V2, GUILD_ID
from bot.i18n import t
from bot.store.db import GameRow
from bot.ui import answer, layout, render
from bot.ui import choices as ch
from bot.ui.lobby import lobby_view
from cogs.components import HandButton, Items
from engine import Move, registry

from .helpers import latest_with_moves, start, walk


def _row(game_id: str, state: dict, players: int, lang: str, moves: int, status: str = "running") -> GameRow:
    game = registry.get(game_id)
    seats = [{"user_id": 500 + s, "name": f"Player {s + 1}", "ai": s == players - 1 and players > 2, "lang": lang}
             for s in range(players)]
    return GameRow(id=7, guild_id=GUILD_ID, channel_id=CHANNEL_ID, game=game_id, status=status, host_id=500,
                   lang=lang, seats=seats, state=game.dump(state) if state is not None else None, version=moves,
                   moves=moves, board_message_id=123456789)


def _hand_controls(row: GameRow, game, state, seat: int, lang: str):
    """The private panel's components, built as ``Tables._hand_payload`` builds them."""
    lvl = ch.level(game, state, seat, [s["name"] for s in row.seats], lang, []) \
        if seat in game.to_act(state) else None
    items = render.choice_rows(row, lvl, lang, 0, Items) if lvl else []
    items.append(Items.undo(row.id, row.version, t(lang, "btn.undo"), 4))
    if game.cards():
        items.append(Items.cards(row.id, None, t(lang, "btn.cards"), 4))
    return lvl, items


def _ids(items) -> list[str]:
    return [i.custom_id for i in items]


def _embed_texts(embed: discord.Embed) -> list[str]:
    return [embed.title or "", embed.description or "", *(f.value for f in embed.fields),
            embed.footer.text if embed.footer else ""]


async def _post(h, payload: dict):
    """Sends through discord.py to the fake Discord, whose checker refuses a message over Discord's limits."""
    channel = h.bot.get_partial_messageable(CHANNEL_ID)
    sent = await answer.send(channel, **payload)
    return h.fake.messages[sent.id]


async def test_every_game_board_hand_and_lobby_fit_the_layout_limits_in_both_languages(harness):
    h = harness
    shown = 0
    for game_id in sorted(registry.games()):
        game = registry.get(game_id)
        players = max(game.min_players, min(3, game.max_players_for(None)))
        state, moves = walk(game, players, seed=len(game_id))
        for lang in ("en", "fr"):
            row = _row(game_id, state, players, lang, len(moves))
            names = [s["name"] for s in row.seats]
            log = [line for events in moves[-3:] for line in render.event_lines(game, events, names, lang, None)]

            # the board: the picture, the board text, the latest public events, the "My hand" button
            drawn = lang == "en"  # in French, as if the drawing had failed: the text alone
            png = render.board_png(row, lang) if drawn else None
            embed, _ = render.board_embed(row, lang, log, png)
            hand_button = [HandButton(row.id, t(lang, "btn.my_hand"))]
            message = await _post(h, layout.board_layout(row, lang, log, png, hand_button))
            _same_as_embed(message, embed, _ids(hand_button), log, picture="board.png" if png else None)

            # each seat's private panel, with its choices
            for seat in range(players):
                private = [line for events in moves[-2:]
                           for line in render.event_lines(game, [e for e in events if e.to is not None],
                                                          names, lang, seat)]
                lvl, items = _hand_controls(row, game, state, seat, lang)
                embed = render.hand_embed(row, seat, lang, private, lvl)
                ids = _ids(render.view_of(items).children)
                png = render.hand_png(row, seat, lang) if drawn else None
                message = await _post(h, layout.hand_layout(row, seat, lang, private, lvl, items, png))
                _same_as_embed(message, embed, ids, private, picture="hand.png" if png else None)
                shown += 1

            # its lobby, with the lobby's buttons and the AI level select
            lobby = _row(game_id, None, players, lang, 0, status="lobby")
            view = lobby_view(lobby, lang, Items)
            ids = _ids(view.children)
            message = await _post(h, layout.lobby_layout(lobby, lang, view))
            _same_as_embed(message, render.lobby_embed(lobby, lang), ids, [])
    assert shown >= 2 * 2 * len(registry.games())
    assert h.fake.violations == []


def _same_as_embed(message, embed: discord.Embed, ids: list[str], events: list[str], picture: str | None = None):
    assert message.layout and message.content == "" and message.embeds == []
    got = [c["custom_id"] for c in [*message.buttons(), *message.selects()]]
    assert sorted(got) == sorted(ids)  # the same DynamicItems: a click on an old or a new message works alike
    text = message.text()
    texts = [x for x in _embed_texts(embed) if x]
    if sum(map(len, texts)) <= layout.TEXT_BUDGET:
        for part in texts:  # all the embed says, the layout says
            assert part in text, (part[:80], text[:400])
    else:  # trimmed to fit: the body whole, and the newest event
        assert embed.description in text
        if events:
            assert events[-1] in text
    rendered = message.render()
    assert embed.title in rendered
    assert message.footer() == (embed.footer.text or "")
    if picture:
        assert message.pictures() == [picture]
        assert f"[picture: {picture}" in rendered or f"[thumbnail: {picture}" in rendered


async def test_a_finished_board_says_who_won_in_its_layout(harness):
    game = registry.get("loveletter")
    rng = random.Random(3)
    state = game.setup(2, 3, None)
    n = 0
    while game.to_act(state):
        seat = rng.choice(game.to_act(state))
        state, _ = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)).id)
        n += 1
    row = _row("loveletter", state, 2, "fr", n, status="finished")
    row.result = game.result(state)
    message = await _post(harness, layout.board_layout(row, "fr", [], None))
    assert t("fr", "board.over") in message.text() and not message.buttons()


async def test_the_text_of_a_layout_stays_within_the_limit_when_everything_is_long(harness):
    """A board text, a log and notes longer than 4,000 characters together: the oldest events go first, then
    the body is cut; the message still passes Discord's checks."""
    game = registry.get("loveletter")
    state = game.setup(2, 1, None)
    row = _row("loveletter", state, 2, "en", 1)
    log = [f"event {i} " + "x" * 150 for i in range(6)]
    payload = layout.board_layout(row, "en", log, None)
    body = payload["view"]
    assert body.content_length() <= layout.TEXT_BUDGET
    message = await _post(harness, payload)
    assert log[-1][:150] in message.text() and game.board_text(game.view(state, None), "en", ["Player 1", "Player 2"]) \
        in message.text()


async def test_the_busiest_hand_fits_40_components_and_4000_characters(harness):
    """20 choice buttons with long labels and notes, Back, Undo and Cards, a long private log and a note
    folded above: every button stays, the text is trimmed to the limit, the fake Discord accepts it."""
    game = registry.get("loveletter")
    state = game.setup(2, 1, None)
    row = _row("loveletter", state, 2, "en", 3)
    lvl = ch.Level([ch.Choice(f"choice {i} " + "l" * 70, Move(f"m{i}", "x"), [], "note " * 60) for i in range(20)],
                   path=[1], trail=["a step " * 20])
    items = [*render.choice_rows(row, lvl, "en", 0, Items), Items.undo(row.id, row.version, "Undo", 4),
             Items.cards(row.id, None, "Cards", 4)]
    private = [f"secret {i} " + "s" * 300 for i in range(5)]
    png = render.hand_png(row, 0, "en")
    payload = layout.hand_layout(row, 0, "en", private, lvl, items, png)
    assert layout.count(payload["view"]) <= layout.COMPONENTS_USED
    channel = harness.bot.get_partial_messageable(CHANNEL_ID)
    sent = await answer.send(channel, "You played: " + "p" * 300, **payload)
    message = harness.fake.messages[sent.id]
    assert sorted(b["custom_id"] for b in message.buttons()) == sorted(_ids(render.view_of(items).children))
    assert private[-1] in message.text() and "You played" in message.text()


async def test_content_given_with_a_layout_becomes_its_first_line(harness):
    game = registry.get("loveletter")
    state = game.setup(2, 1, None)
    row = _row("loveletter", state, 2, "en", 0)
    payload = layout.board_layout(row, "en", [], None)
    channel = harness.bot.get_partial_messageable(CHANNEL_ID)
    sent = await answer.send(channel, "You played: Guard", **payload)
    message = harness.fake.messages[sent.id]
    assert message.content == "" and message.render().splitlines()[0] == "You played: Guard"
    # a retried call does not add the line twice
    await answer.edit_message(sent, "You played: Priest", **payload)
    assert message.render().count("You played") == 1 and "Priest" in message.render()


async def test_an_embed_board_edited_into_a_layout_loses_its_embed(harness):
    """A board posted as an embed before layouts came (an older version of the bot) becomes a layout."""
    h = harness
    alice, bob = h.user("alice"), h.user("bob")
    row = await start(h, alice, others=(bob,))
    channel = h.bot.get_partial_messageable(CHANNEL_ID)
    embed, _ = render.board_embed(row, "en", [], None)
    old = await answer.send(channel, embed=embed, view=render.view_of([HandButton(row.id, "My hand")]))
    board = next(m for m in h.channel_messages() if m.id == old.id)
    assert board.embeds and not board.layout
    png = render.board_png(row, "en")
    payload = layout.board_layout(row, "en", [], png, [HandButton(row.id, "My hand")])
    await answer.edit_message(channel.get_partial_message(board.id), attachments=[payload.pop("file")], **payload)
    assert board.layout and board.embeds == [] and board.content == ""
    assert "board.png" in {a["filename"] for a in board.attachments}


async def test_a_button_in_a_layout_message_is_answered_like_in_an_embed_one(harness):
    """The DynamicItems are found in nested components: "My hand" on a layout board opens the hand."""
    h = harness
    alice, bob = h.user("alice"), h.user("bob")
    row = await start(h, alice, others=(bob,))
    message = await _post(h, layout.board_layout(row, "en", [], None, [HandButton(row.id, "My hand")]))
    assert message.payload()["flags"] & COMPONENTS_V2
    before = len(h.ephemerals(alice))
    await h.click(alice, message, "My hand")
    assert len(h.ephemerals(alice)) == before + 1
    assert "your view" in h.last_ephemeral(alice).text()


async def test_the_fake_refuses_a_layout_over_discords_limits(harness):
    """41 components, 4,001 characters, content beside the flag, a select beside a button: each refused, even
    sent as raw JSON past discord.py's own checks."""
    h = harness
    route = Route("POST", "/channels/{channel_id}/messages", channel_id=CHANNEL_ID)
    texts = [{"type": 10, "content": f"line {i}"} for i in range(40)]
    planted = {
        "41 components": [{"type": 17, "components": texts}],
        "4001 characters": [{"type": 17, "components": [{"type": 10, "content": "x" * 2000},
                                                         {"type": 10, "content": "y" * 2001}]}],
        "a select beside a button": [{"type": 1, "components": [
            {"type": 2, "style": 1, "label": "a", "custom_id": "a"},
            {"type": 3, "custom_id": "b", "options": [{"label": "o", "value": "o"}]}]}],
        "a picture not attached": [{"type": 12, "items": [{"media": {"url": "attachment://board.png"}}]}],
        "a duplicate custom id": [{"type": 9, "components": [{"type": 10, "content": "t"}],
                                   "accessory": {"type": 2, "style": 1, "label": "a", "custom_id": "same"}},
                                  {"type": 1, "components": [{"type": 2, "style": 1, "label": "b",
                                                              "custom_id": "same"}]}],
        "11 pictures": [{"type": 12, "items": [{"media": {"url": "https://x/y.png"}}] * 11}],
        "a button at the top level": [{"type": 2, "style": 1, "label": "a", "custom_id": "top"}],
    }
    try:
        for what, components in planted.items():
            h.fake.violations.clear()
            with pytest.raises(discord.HTTPException):
                await h.bot.http.request(route, json={"flags": COMPONENTS_V2, "components": components})
            assert h.fake.violations, what
        h.fake.violations.clear()
        with pytest.raises(discord.HTTPException):
            await h.bot.http.request(route, json={"flags": COMPONENTS_V2, "content": "hello",
                                                  "components": [{"type": 10, "content": "t"}]})
        assert any("content" in v for v in h.fake.violations)
        # 40 components and 4,000 characters pass
        h.fake.violations.clear()
        fine = [{"type": 17, "components": [{"type": 10, "content": "z" * 100}] * 39}]
        await h.bot.http.request(route, json={"flags": COMPONENTS_V2, "components": fine})
        assert h.fake.violations == []
    finally:
        h.fake.violations.clear()  # these were on purpose


async def test_a_whole_game_played_through_layout_messages(harness, monkeypatch):
    """Every embed payload the bot sends turned into a layout (``layout.from_payload`` where ``answer``
    prepares a call, as the integration will do at each call site): lobby, boards and DMs stay within the
    limits, the buttons found in them play the game to its end, and the board says who won."""
    from .test_flow import play_out

    real = answer.prepare

    def prepare(content, kwargs, **kw):
        if kwargs.get("embed") is not None:
            payload = layout.from_payload({"embed": kwargs.pop("embed"), "view": kwargs.pop("view", None),
                                           "file": kwargs.pop("file", None)})
            kwargs = {**kwargs, **{k: v for k, v in payload.items() if v is not None}}
        return real(content, kwargs, **kw)

    monkeypatch.setattr(answer, "prepare", prepare)
    h = harness
    alice, bob = h.user("alice"), h.user("bob")
    row = await start(h, alice, others=(bob,))
    assert h.board().layout and all(m.layout for u in (alice, bob) for m in h.dms(u))
    assert all(m.pictures() == ["hand.png"] for u in (alice, bob) for m in h.dms(u)[:1])
    row = await play_out(h, (alice, bob), random.Random(2))
    assert row.status == "finished"
    board = h.board()
    assert board.layout and t("en", "board.over") in board.text() and f"Game #{row.id}" in board.footer()
    assert "@alice" in board.render({alice.id: "alice"})


def test_a_layout_message_is_drawn_at_phone_width():
    """``python -m bot.harness.picture``: a lobby drawn 400 px wide, its buttons and text inside."""
    from PIL import Image

    from bot.harness import picture

    components, files, names = picture.example("loveletter", "lobby")
    png = picture.draw(components, files, 400, names)
    image = Image.open(io.BytesIO(png))
    assert image.width == 400 and 200 < image.height < 1200
    # a wider text makes a taller picture: the text is wrapped to the width, not cut
    longer = [{"type": 17, "components": [{"type": 10, "content": "word " * 400}]}]
    assert Image.open(io.BytesIO(picture.draw(longer))).height > image.height


def _png(width: int, height: int) -> bytes:
    from PIL import Image

    out = io.BytesIO()
    Image.new("RGB", (width, height), (10, 120, 60)).save(out, "PNG")
    return out.getvalue()


async def test_a_picture_drawn_later_joins_the_panel_and_a_small_one_is_a_thumbnail(harness):
    game = registry.get("loveletter")
    state = game.setup(2, 1, None)
    row = _row("loveletter", state, 2, "en", 4)
    lvl, items = _hand_controls(row, game, state, game.to_act(state)[0], "en")
    payload = layout.hand_layout(row, 0, "en", ["a secret"], lvl, items)
    digest = layout.digest_text(payload)
    assert "a secret" in digest and "Game #" not in digest and "discord.com" not in digest  # no footer, no link
    layout.add_picture(payload, _png(600, 300), "hand.png")
    assert layout.digest_text(payload) == digest
    layout.add_picture(payload, _png(600, 300), "hand.png")  # drawn again: still one picture
    message = await _post(harness, payload)
    assert message.pictures() == ["hand.png"] and "[picture: hand.png" in message.render()
    small = layout.board_layout(row, "en", [], _png(200, 120))
    layout.add_picture(small, _png(220, 120), "board.png")  # a thumbnail replaced by another
    message = await _post(harness, small)
    assert message.pictures() == ["board.png"] and "[thumbnail: board.png" in message.render()
    assert message.text().count(registry.get("loveletter").localized_name("en")) >= 1


async def test_a_cancelled_lobby_says_who_cancelled_it_and_has_no_buttons(harness):
    lobby = _row("loveletter", None, 2, "fr", 0, status="abandoned")
    message = await _post(harness, layout.lobby_layout(lobby, "fr", None, cancelled_by="Ada"))
    assert t("fr", "lobby.cancelled", name="Ada") in message.text() and not message.buttons()


@pytest.mark.parametrize("locale", ["en-US", "fr"])
async def test_every_lobby_board_and_hand_the_bot_sends_is_a_layout_message(harness, locale):
    """Through the whole bot, in both languages: the lobby, the board it becomes, every DM and /hand panel
    are layout messages (the fake checked each against the layout limits as it was sent)."""
    h = harness
    alice, bob = h.user("alice", locale=locale), h.user("bob", locale=locale)
    await h.slash(alice, "play", game="loveletter")
    lobby = h.board()
    assert lobby.layout and lobby.buttons()
    await h.click(bob, lobby, custom_id=f"mp:l:{1}:join")
    await h.click(alice, h.board(), custom_id=f"mp:l:{1}:start")
    row = await h.bot.service.get(1)
    assert row.status == "running"
    rng = random.Random(5)
    for _ in range(6):  # a few moves by the buttons of the newest panel
        row = await h.bot.service.get(1)
        if row.status != "running":
            break
        seat = registry.get(row.game).to_act(registry.get(row.game).load(row.state))[0]
        user = (alice, bob)[[s["user_id"] for s in row.seats].index(row.seats[seat]["user_id"])]
        panel = latest_with_moves(h, user)
        choices = [b for b in panel.buttons() if b["custom_id"].startswith(("mp:m:", "mp:g:"))]
        await h.click(user, panel, custom_id=rng.choice(choices)["custom_id"])
    await h.slash(alice, "hand")
    board = h.board()
    panels = [*h.dms(alice), *h.dms(bob), *h.ephemerals(alice), *h.ephemerals(bob)]
    panels = [m for m in panels if m.buttons() or m.selects() or "alice" in m.text() or "bob" in m.text()]
    assert board.layout and panels and all(m.layout for m in panels)
    assert board.pictures() in ([], ["board.png"]) and h.fake.violations == []
    title = "votre vue" if locale == "fr" else "your view"
    assert any(title in m.text() for m in panels)
