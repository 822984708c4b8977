"""Pictures that keep up: an announcement's text never waits for a picture, the picture follows by a later edit,
only the latest version's picture is attached, and a board never goes back to an older version.

Run with ``pictures_later=True`` (as the bot is deployed; the other bot tests keep one complete message per
version) and a painter held at a gate, so the order of texts and pictures is chosen by the test.
"""

import asyncio
import random
import re

from bot.ui.painter import Painter

from .helpers import current, start_two


def _gate(monkeypatch) -> tuple[asyncio.Event, list]:
    """Hold every drawing until the returned event is set; the list gets each drawing's (game, seat)."""
    gate, drawn = asyncio.Event(), []
    draw = Painter._draw

    async def held(self, row, seat, lang, snap, key):
        await gate.wait()
        drawn.append((row.version, seat))
        return await draw(self, row, seat, lang, snap, key)

    monkeypatch.setattr(Painter, "_draw", held)
    return gate, drawn


async def _play(h, count: int = 1) -> int:
    """``count`` moves through the service and the table's publish, as clicks would; the last version."""
    svc, tables = h.bot.service, h.bot.tables
    for _ in range(count):
        row = await svc.get(1)
        snap = svc.snapshots.of(row)
        seat = snap.acting[0]
        outcome = await svc.play(1, row.version, snap.game.legal_moves(snap.state, seat)[0].id, seat=seat)
        tables.spawn(tables.publish(1, row=outcome.row), "publish-1")
    return outcome.row.version


async def _until(check, tries: int = 500) -> None:
    for _ in range(tries):
        if check():
            return
        await asyncio.sleep(0.005)
    raise AssertionError("never happened")


def _moves_shown(message) -> int:
    found = re.findall(r"· move (\d+)", message.text())
    return int(found[-1]) if found else 0


def _record_edits(h, monkeypatch) -> list:
    """(message id, move count shown, attachment names) of every edit from now on."""
    edits = []
    fake = h.fake
    real = type(fake)._edit

    def edit(self, msg, body, files=None):
        out = real(self, msg, body, files)
        edits.append((msg.id, _moves_shown(msg), [a["filename"] for a in msg.attachments]))
        return out

    monkeypatch.setattr(type(fake), "_edit", edit)
    return edits


async def test_the_text_goes_out_before_its_picture_which_a_later_edit_attaches(later, monkeypatch):
    h = later
    row, *_ = await start_two(h, "seasaltpaper")
    await h.settle()
    gate, drawn = _gate(monkeypatch)
    version = await _play(h)
    after = await current(h)
    # the board's text and the DMs went out while no picture could be drawn
    await _until(lambda: _moves_shown(h.board()) == after.moves)
    assert h.board().attachments == [] and drawn == []
    assert any(h.dms(u)[-1].attachments == [] for u in ("alice", "bob"))  # a DM went out before its picture
    assert (await h.bot.service.get(1)).shown_version != version or h.bot.service.pending.get(1, {}).get(
        "shown_version") != version  # not shown until its pictures are attached
    gate.set()
    await h.settle()
    await h.bot.tables.idle()
    assert [a["filename"] for a in h.board().attachments] == ["board.png"]
    assert h.board().pictures() == ["board.png"]
    for user in ("alice", "bob"):
        dm = h.dms(user)[-1]
        assert [a["filename"] for a in dm.attachments] == ["hand.png"], user
        assert dm.pictures() == ["hand.png"]
    assert (await current(h)).shown_version == version


async def test_an_older_versions_picture_is_never_attached_after_a_newer_text(later, monkeypatch):
    h = later
    await start_two(h, "seasaltpaper")
    await h.settle()
    gate, drawn = _gate(monkeypatch)
    edits = _record_edits(h, monkeypatch)
    board_id = h.board().id
    first = await _play(h)
    await _until(lambda: _moves_shown(h.board()) == first - 1 or _moves_shown(h.board()) >= 1)
    last = await _play(h, 2)  # two more moves while the first one's pictures wait for the painter
    final = await current(h)
    await _until(lambda: _moves_shown(h.board()) == final.moves)
    gate.set()
    await h.settle()
    await h.bot.tables.idle()
    shown = [moves for mid, moves, _ in edits if mid == board_id]
    assert shown == sorted(shown)  # the board never went back to an older version
    pictured = [moves for mid, moves, files in edits if mid == board_id and files == ["board.png"]]
    assert pictured == [final.moves]  # only the latest version's picture was attached, and it was
    assert _moves_shown(h.board()) == final.moves and [a["filename"] for a in h.board().attachments] == ["board.png"]
    assert (await current(h)).shown_version == last


async def test_a_crash_between_a_text_and_its_picture_is_made_good_at_restart(later, monkeypatch):
    h = later
    await start_two(h, "seasaltpaper")
    await h.settle()
    gate, _ = _gate(monkeypatch)
    version = await _play(h)
    after = await current(h)
    await _until(lambda: _moves_shown(h.board()) == after.moves)
    await h.bot.service.flush()  # the text's message ids were written; its pictures never came
    monkeypatch.undo()
    await h.crash()
    await h.settle()
    await h.bot.tables.idle()
    assert _moves_shown(h.board()) == after.moves
    assert [a["filename"] for a in h.board().attachments] == ["board.png"]
    assert (await current(h)).shown_version == version
    del gate


async def test_a_whole_game_by_buttons_ends_with_every_picture_attached(later):
    from .test_flow import play_out

    h = later
    alice, bob = h.user("alice"), h.user("bob")
    await start_two(h)
    row = await play_out(h, (alice, bob), random.Random(5))
    await h.bot.tables.idle()
    assert row.status == "finished"
    board = h.board()
    assert "Winners" in board.text() and [a["filename"] for a in board.attachments] == ["board.png"]
    assert board.pictures() == ["board.png"]
    shown = [int(m[-1]) for m in (re.findall(r"· move (\d+)", text) for text in board.revisions) if m]
    assert shown == sorted(shown)  # never an older state after a newer one
    assert (await current(h)).shown_version == row.version


async def test_a_game_with_an_ai_seat_plays_on_and_every_version_ends_up_shown(later):
    """AI moves are announced text first too, and the last version is recorded as shown once pictured."""
    from .helpers import latest_with_moves, start

    h = later
    alice = h.user("alice")
    await start(h, alice, ai=1)
    rng = random.Random(2)
    for _ in range(40):
        row = await current(h)
        if row.status != "running":
            break
        message = latest_with_moves(h, alice)
        choices = [b for b in message.buttons() if b["custom_id"].startswith(("mp:m:", "mp:g:")) and not b.get("emoji")]
        if not choices:
            break
        await h.click(alice, message, custom_id=rng.choice(choices)["custom_id"])
    await h.bot.tables.idle()
    row = await current(h)
    assert row.shown_version == row.version


async def test_announcing_again_a_version_whose_messages_keep_their_ids_writes_only_its_shown_version(later):
    from bot.ui import render

    h = later
    await start_two(h)
    await h.settle()
    row = await current(h)
    render._pictures.clear()  # its pictures must be drawn again: the text goes first, with no id to note
    await h.bot.tables.announcer.announce(row, False)
    await h.settle()
    await h.bot.tables.idle()  # writes what was noted (an empty write would fail and be logged)
    assert (await current(h)).shown_version == row.version


async def test_a_picture_never_brings_back_a_version_another_process_moved_on_from(later, monkeypatch):
    from bot import create_bot

    h = later
    await start_two(h, "seasaltpaper")
    await h.settle()
    second = create_bot(h.database_url, ai_delay=0.0, edit_rate=None, pictures_later=True)
    await second.login("offline-token")  # the same fake Discord and the same database
    try:
        gate, _ = _gate(monkeypatch)
        mine = await _play(h)  # this process: its text goes out, its pictures wait for the painter
        await _until(lambda: _moves_shown(h.board()) == mine - 1 or _moves_shown(h.board()) >= 1)
        row = await second.service.get(1)
        snap = second.service.snapshots.of(row)
        seat = snap.acting[0]
        outcome = await second.service.play(1, row.version, snap.game.legal_moves(snap.state, seat)[0].id,
                                            seat=seat)
        second.tables.spawn(second.tables.publish(1, row=outcome.row), "publish-1")  # the other process moves on
        final = await second.service.get(1)
        await _until(lambda: _moves_shown(h.board()) == final.moves)
        gate.set()
        await h.settle()
        await h.bot.tables.idle()
        await second.tables.idle()
    finally:
        await second.close()
    shown = [int(m[-1]) for m in (re.findall(r"· move (\d+)", text) for text in h.board().revisions) if m]
    assert shown == sorted(shown)  # the board never went back to this process's older version
    assert _moves_shown(h.board()) == final.moves
    assert [a["filename"] for a in h.board().attachments] == ["board.png"]
