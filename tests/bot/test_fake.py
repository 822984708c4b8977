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
