"""The fake Discord itself enforces Discord's limits (discord.py does not check them)."""

import discord
import pytest

from bot.harness.fake import CHANNEL_ID


async def test_fake_refuses_oversized_messages(harness):
    try:
        await _oversized(harness)
    finally:
        harness.fake.violations.clear()  # these were on purpose


async def _oversized(harness):
    channel = harness.bot.get_partial_messageable(CHANNEL_ID)
    with pytest.raises(discord.HTTPException):
        await channel.send("x" * 2001)
    with pytest.raises(discord.HTTPException):
        await channel.send(embed=discord.Embed(description="y" * 4097))
    embed = discord.Embed(title="t")
    for i in range(26):
        embed.add_field(name=f"f{i}", value="v")
    with pytest.raises(discord.HTTPException):
        await channel.send(embed=embed)
    view = discord.ui.View()
    for i in range(6):
        view.add_item(discord.ui.Button(label="z" * 81 if i == 0 else "ok", custom_id=f"c{i}", row=0 if i < 5 else 1))
    with pytest.raises(discord.HTTPException):
        await channel.send("buttons", view=view)
    assert len(harness.fake.violations) >= 4


async def test_fake_refuses_dms_to_users_who_closed_them(harness):
    harness.fake.dm_closed.add(55)
    dm = await harness.bot.create_dm(discord.Object(id=55))
    with pytest.raises(discord.Forbidden):
        await dm.send("hello")
    ok = await harness.bot.create_dm(discord.Object(id=56))
    message = await ok.send("hello")
    assert harness.fake.messages[message.id].dm_of == 56


LAYOUT = [{"type": 17, "accent_color": 0x57F287, "components": [
    {"type": 9, "components": [{"type": 10, "content": "## Title"}],
     "accessory": {"type": 11, "media": {"url": "https://cdn/x.png"}, "description": "a small picture"}},
    {"type": 10, "content": "the board, in words"},
    {"type": 14, "divider": True, "spacing": 1},
    {"type": 1, "components": [{"type": 2, "style": 1, "label": "Play", "custom_id": "mp:m:1:1:a"}]},
    {"type": 1, "components": [{"type": 3, "custom_id": "mp:s:1:1::0:0", "placeholder": "Choose",
                                "options": [{"label": "o", "value": "m:o"}]}]},
    {"type": 10, "content": "-# Game #1"}]}]


async def test_the_fake_reads_layout_messages_through_their_nested_components(harness):
    from discord.http import Route

    from bot.harness.fake import COMPONENTS_V2

    route = Route("POST", "/channels/{channel_id}/messages", channel_id=CHANNEL_ID)
    sent = await harness.bot.http.request(route, json={"flags": COMPONENTS_V2, "components": LAYOUT})
    message = harness.fake.messages[int(sent["id"])]
    assert message.layout and sent["flags"] & COMPONENTS_V2
    assert message.text() == "## Title\na small picture\nthe board, in words\n-# Game #1"
    assert [b["custom_id"] for b in message.buttons()] == ["mp:m:1:1:a"]
    assert [s["custom_id"] for s in message.selects()] == ["mp:s:1:1::0:0"]
    assert message.footer() == "Game #1" and message.pictures() == []  # the thumbnail is not an attachment
    assert message.render().splitlines() == [
        "┃ ## Title", "┃     [thumbnail: https://cdn/x.png — a small picture]", "┃ the board, in words",
        "┃ " + "─" * 24, "┃ [ Play ]", "┃ [ Choose ▾ ]", "┃ -# Game #1"]


async def test_the_fake_keeps_a_layout_message_a_layout_one(harness):
    """Discord never removes the flag: a later edit cannot add content or embeds, nor leave it empty; and
    layout components without the flag are refused."""
    from discord.http import Route

    from bot.harness.fake import COMPONENTS_V2

    route = Route("POST", "/channels/{channel_id}/messages", channel_id=CHANNEL_ID)
    sent = await harness.bot.http.request(route, json={"flags": COMPONENTS_V2, "components": LAYOUT})
    channel = harness.bot.get_partial_messageable(CHANNEL_ID)
    message = channel.get_partial_message(int(sent["id"]))
    try:
        with pytest.raises(discord.HTTPException):
            await message.edit(content="You played: Guard")
        with pytest.raises(discord.HTTPException):
            await message.edit(embed=discord.Embed(title="old style"))
        with pytest.raises(discord.HTTPException):
            await message.edit(view=None)  # no component left: an empty message
        with pytest.raises(discord.HTTPException):
            await harness.bot.http.request(route, json={"components": LAYOUT})  # no flag
        assert len(harness.fake.violations) >= 4
    finally:
        harness.fake.violations.clear()  # these were on purpose
    assert harness.fake.messages[int(sent["id"])].text().startswith("## Title")
