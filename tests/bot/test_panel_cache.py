"""A seat's panel is made once per version and shared by the messages that show it (the mover's answer, the DM,
the DM's picture edit); a new version, or a new board message to link to, never reuses the older parts."""

from bot.ui.panels import Panels

from .helpers import start_two


async def test_a_panel_is_made_once_per_version_and_a_new_version_never_reuses_its_parts(harness):
    h = harness
    row, rules, state, seat, actor, other = await start_two(h)
    await h.settle()
    tables = h.bot.tables
    panels: Panels = tables.panels
    row = await h.bot.service.get(row.id)
    snap = tables.desk.snap(row)
    first = await panels.payload(row, seat, "en", picture=False, snap=snap)
    again = await panels.payload(row, seat, "en", picture=False, snap=snap)
    assert again["embed"] is first["embed"]  # the same version: made once
    assert [i.custom_id for i in again["view"]] == [i.custom_id for i in first["view"]]
    assert again["view"] is not first["view"]  # each message its own list of items

    # a picture goes on a copy: the shared embed never shows one
    Panels.attach(again, b"\x89PNG\r\n\x1a\n" + bytes(16))
    assert again["embed"].image.url == "attachment://hand.png" and first["embed"].image.url is None
    assert (await panels.payload(row, seat, "en", picture=False, snap=snap))["embed"].image.url is None

    # another board message to link to (bookkeeping: no new version): a new embed, with the new link
    old_link = row.board_message_id
    row.board_message_id = old_link + 1
    relinked = await panels.payload(row, seat, "en", picture=False, snap=snap)
    assert relinked["embed"] is not first["embed"]
    assert any(str(old_link + 1) in f.value for f in relinked["embed"].fields)
    row.board_message_id = old_link

    # a new version: a new embed and new buttons, which carry the new version
    # whichever move the seed's deal offers (a card may need a target first: no single button to click)
    await h.slash(actor, "move", move=f"{row.version}:{rules.legal_moves(state, seat)[0].id}")
    await tables.idle()
    newer = await h.bot.service.get(row.id)
    assert newer.version == row.version + 1
    snap2 = tables.desk.snap(newer)
    assert snap2 is not snap
    old_items = {id(i) for i in first["view"]}
    carried = []
    for s in range(len(newer.seats)):
        fresh = await panels.payload(newer, s, "en", picture=False, snap=snap2)
        assert fresh["embed"] is not first["embed"]
        for item in fresh["view"] or []:
            assert id(item) not in old_items
            kind, *rest = item.custom_id.split(":")[1:]
            if kind in ("m", "g", "p", "s", "u"):  # the items that name a version name the new one
                carried.append(int(rest[1]))
    assert carried and set(carried) == {newer.version}
