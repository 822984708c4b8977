"""The mover's answer never waits for a picture: with ``pictures_later`` the panel that answers a click or a
command (the move's answer, /hand, the choice navigation) goes out at once as text with its buttons, and its
picture is attached by a later edit of that same message, only while the message still shows that panel.

The answers here are on a private /hand panel, which nothing but the answers edits (a DM is edited by the
announcer too, which would hide what the answer did). The painter is held at a gate, so the test chooses
when pictures are drawn.
"""

import asyncio
import logging

import pytest

from bot.ui import render

from .helpers import current, start_two
from .test_pictures_later import _gate, _until

FIRST_SEED = 11  # the ``later`` fixture's first game seed in this module


@pytest.fixture(autouse=True)
def _forget_pictures():
    """The pictures these games drew stay out of the tests that follow (some need a version's picture undrawn:
    the picture cache is the process's, and these seeds reach the same views as theirs)."""
    yield
    render._pictures.clear()


async def _hand_panel(h):
    """alice and bob start a game; the player to act opens /hand (pictures drawn and ready): (user, panel)."""
    *_, actor, _other = await start_two(h, "seasaltpaper")
    await h.settle()
    await h.slash(actor, "hand")
    return actor, h.last_ephemeral(actor)


async def _move_id(h) -> str:
    """The custom id of a legal move of the player to act (as a move button of the current version carries it)."""
    row = await current(h)
    snap = h.bot.service.snapshots.of(row)
    seat = snap.acting[0]
    return f"mp:m:{row.id}:{row.version}:{snap.game.legal_moves(snap.state, seat)[0].id}"


def _edits_of(h, monkeypatch, message_id: int) -> list:
    """(text, attachment names) of every edit of one message from now on."""
    edits = []
    fake = h.fake
    real = type(fake)._edit

    def edit(self, msg, body, files=None):
        out = real(self, msg, body, files)
        if msg.id == message_id:
            edits.append((msg.text(), [a["filename"] for a in msg.attachments]))
        return out

    monkeypatch.setattr(type(fake), "_edit", edit)
    return edits


async def _answered(h, token: str, gate: asyncio.Event) -> None:
    """Returns once the click got its answer; an answer that waits for the held picture fails the test (the
    gate is opened first, so the bot can finish and stop)."""
    try:
        await asyncio.wait_for(asyncio.shield(h.fake.answered(token)), 3)
    except TimeoutError:
        gate.set()
        raise AssertionError("the answer waited for its picture") from None
    await asyncio.sleep(0)


async def test_the_movers_answer_goes_out_before_its_picture(later, monkeypatch):
    h = later
    actor, panel = await _hand_panel(h)
    gate, drawn = _gate(monkeypatch)
    render._pictures.clear()  # the new version's hand is not drawn yet, whatever it shows
    before = (await current(h)).version
    token = await h.click(actor, panel, custom_id=await _move_id(h), wait=False)
    await _answered(h, token, gate)
    assert (await current(h)).version == before + 1
    assert "You played" in panel.text() and panel.attachments == []  # the answer came while no picture could
    assert drawn == []
    gate.set()
    await h.settle()
    await h.bot.tables.idle()


async def test_the_answers_picture_is_attached_later_by_an_edit_of_that_message(later, monkeypatch):
    h = later
    actor, panel = await _hand_panel(h)
    gate, _ = _gate(monkeypatch)
    render._pictures.clear()
    edits = _edits_of(h, monkeypatch, panel.id)
    token = await h.click(actor, panel, custom_id=await _move_id(h), wait=False)
    await _answered(h, token, gate)
    gate.set()
    await h.settle()
    await h.bot.tables.idle()
    assert [files for _, files in edits] == [[], ["hand.png"]]  # the text, then the same panel with its picture
    assert all("You played" in text for text, _ in edits)
    assert [a["filename"] for a in panel.attachments] == ["hand.png"] and panel.pictures() == ["hand.png"]


async def test_hand_goes_out_before_its_picture_which_follows(later, monkeypatch):
    h = later
    *_, actor, _other = await start_two(h, "seasaltpaper")
    await h.settle()
    gate, drawn = _gate(monkeypatch)
    render._pictures.clear()
    asked = asyncio.create_task(h.slash(actor, "hand"))  # waits for all the bot does: the picture too
    try:
        await _until(lambda: any(m.buttons() for m in h.ephemerals(actor)))  # the panel replaced "thinking…"
        panel = h.last_ephemeral(actor)
        assert panel.attachments == [] and drawn == []
    finally:
        gate.set()
    await asked
    await h.bot.tables.idle()
    assert [a["filename"] for a in panel.attachments] == ["hand.png"]


async def test_a_newer_answer_on_the_message_is_not_overwritten_by_an_older_panels_picture(later, monkeypatch):
    h = later
    actor, panel = await _hand_panel(h)
    gate, _ = _gate(monkeypatch)
    render._pictures.clear()
    row = await current(h)
    edits = _edits_of(h, monkeypatch, panel.id)
    # a navigation back to the top of the choices (this version's panel, no "You played" line), its picture held
    token = await h.click(actor, panel, custom_id=f"mp:g:{row.id}:{row.version}:", wait=False)
    await _answered(h, token, gate)
    navigated = len(edits)
    assert navigated == 1 and "You played" not in edits[0][0]
    # then a move on that same message: the newer answer, its picture held as well
    token = await h.click(actor, panel, custom_id=await _move_id(h), wait=False)
    await _answered(h, token, gate)
    gate.set()  # both pictures are drawn now; only the newer answer's may land
    await h.settle()
    await h.bot.tables.idle()
    later_edits = edits[navigated:]
    assert later_edits and all("You played" in text for text, _ in later_edits)  # never the older panel again
    assert [files for _, files in later_edits] == [[], ["hand.png"]]
    assert "You played" in panel.text() and [a["filename"] for a in panel.attachments] == ["hand.png"]


async def test_a_picture_drawn_already_goes_out_with_the_answer_at_once(later, monkeypatch):
    h = later
    actor, panel = await _hand_panel(h)  # the hand was drawn for its DM: /hand carried it in its one answer
    assert [a["filename"] for a in panel.attachments] == ["hand.png"]
    edits = _edits_of(h, monkeypatch, panel.id)
    row = await current(h)
    await h.click(actor, panel, custom_id=f"mp:g:{row.id}:{row.version}:")  # the same view: its picture is ready
    await h.bot.tables.idle()
    assert [files for _, files in edits] == [["hand.png"]]  # one edit, complete: no later one


async def test_a_late_picture_whose_edit_fails_is_dropped_quietly(later, monkeypatch, caplog):
    h = later
    actor, panel = await _hand_panel(h)
    gate, _ = _gate(monkeypatch)
    render._pictures.clear()
    token = await h.click(actor, panel, custom_id=await _move_id(h), wait=False)
    await _answered(h, token, gate)
    del h.fake.messages[panel.id]  # gone (as when its interaction token has expired): the late edit fails
    with caplog.at_level(logging.DEBUG, logger="meeple.panels"):
        gate.set()
        await h.settle()
        await h.bot.tables.idle()
    assert any("was not attached" in r.getMessage() for r in caplog.records)  # logged at debug, not raised


async def test_with_pictures_later_off_the_answer_waits_for_its_picture_as_before(harness, monkeypatch):
    h = harness
    assert h.bot.tables.panels.pictures_later is False
    actor, panel = await _hand_panel(h)
    assert [a["filename"] for a in panel.attachments] == ["hand.png"]
    render._pictures.clear()
    edits = _edits_of(h, monkeypatch, panel.id)
    await h.click(actor, panel, custom_id=await _move_id(h))
    await h.bot.tables.idle()
    assert [files for _, files in edits] == [["hand.png"]]  # one edit, with its freshly drawn picture
    assert "You played" in edits[0][0]


async def test_a_stale_clicks_new_panel_goes_out_before_its_picture(later, monkeypatch):
    h = later
    actor, panel = await _hand_panel(h)
    row = await current(h)
    stale = (await _move_id(h)).replace(f":{row.version}:", f":{row.version - 1}:")
    gate, drawn = _gate(monkeypatch)
    render._pictures.clear()
    token = await h.click(actor, panel, custom_id=stale, wait=False)
    try:
        await _until(lambda: len(h.ephemerals(actor)) >= 3)  # the refusal, then a fresh panel of its own
        fresh = h.ephemerals(actor)[-1]
        assert fresh.buttons() and fresh.attachments == [] and drawn == []
    finally:
        gate.set()
    await h.settle()
    await h.bot.tables.idle()
    assert h.fake.acks[token] == 1 and (await current(h)).version == row.version  # nothing was played
    assert [a["filename"] for a in fresh.attachments] == ["hand.png"]
