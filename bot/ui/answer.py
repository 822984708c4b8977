"""One way to say anything: every reply, follow-up, edit and channel message goes through here.

It drops the fields discord.py refuses as ``None`` on a send (``view=None`` raises a TypeError), keeps
content and embeds within Discord's limits, and sends with mentions that can ping only the users named
by the caller (a player called "@everyone" pings nobody).
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable

import discord

CONTENT = 2000
EMBED_TOTAL = 6000
LAYOUT_TEXT = 4000  # all the text displays of a layout message
NO_PINGS = discord.AllowedMentions.none()
NAME_CHARS = 32
QUOTE_CHARS = 80


def fit(text: str | None, limit: int) -> str:
    text = text or ""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def quote(text) -> str:
    """User input echoed in an answer: short, on one line, and unable to ping or format."""
    flat = " ".join(str(text).split())
    return discord.utils.escape_markdown(discord.utils.escape_mentions(fit(flat, QUOTE_CHARS)))


def display_name(name: str) -> str:
    """A player's name as the bot will print it on boards and in pings: it can never mention anyone."""
    return fit(discord.utils.escape_mentions(" ".join(str(name).split())) or "?", NAME_CHARS)


def pings(user_ids: Iterable[int]) -> discord.AllowedMentions:
    return discord.AllowedMentions(everyone=False, roles=False, replied_user=False,
                                   users=[discord.Object(id=u) for u in user_ids])


def fit_embed(embed: discord.Embed) -> discord.Embed:
    """Trim an embed to Discord's limits (title 256, description 4096, field 256/1024, total 6000)."""
    if embed.title:
        embed.title = fit(embed.title, 256)
    if embed.description:
        embed.description = fit(embed.description, 4096)
    fields = embed.fields[:25]
    embed.clear_fields()
    for f in fields:
        embed.add_field(name=fit(f.name, 256) or "·", value=fit(f.value, 1024) or "·", inline=f.inline)
    if embed.footer and embed.footer.text:
        embed.set_footer(text=fit(embed.footer.text, 2048), icon_url=embed.footer.icon_url)
    while len(embed) > EMBED_TOTAL and embed.fields:
        embed.remove_field(len(embed.fields) - 1)
    if len(embed) > EMBED_TOTAL and embed.description:
        embed.description = fit(embed.description, max(1, len(embed.description) - (len(embed) - EMBED_TOTAL)))
    return embed


def prepare(content: str | None, kwargs: dict, *, editing: bool = False,
            mentions: discord.AllowedMentions | None = None) -> dict:
    """The keyword arguments of one discord.py send or edit call.

    ``layout=True``: the embed, its view and its picture are one board, panel or lobby, sent as a layout
    message (``layout.from_payload``); the callers keep building embeds, which their digests read.
    """
    built = False  # a layout view built here, its content folded in already
    if kwargs.get("layout"):
        built = kwargs.get("embed") is not None
        kwargs = as_layout(kwargs, content)
        if editing and kwargs.get("file") is None:  # a picture of an older version must not stay beside it
            kwargs.setdefault("attachments", [])
    kwargs.pop("layout", None)
    if isinstance(kwargs.get("view"), discord.ui.LayoutView):
        content, kwargs = _layout(content, kwargs, editing, built)
    out = {}
    for key, value in kwargs.items():
        if value is None and not (editing and key in ("view", "embed", "content")):
            continue  # on an edit, None clears that part; on a send, discord.py refuses it
        out[key] = value
    if content is not None:
        out["content"] = fit(content, CONTENT)
    if out.get("file") is not None:
        out["file"].reset()  # a retried call sends the picture again from its first byte
        if editing:  # an edit replaces the message's attachments with this one
            out["attachments"] = [out.pop("file")]
    if out.get("embed") is not None:
        out["embed"] = fit_embed(out["embed"])
    if "embeds" in out:
        out["embeds"] = [fit_embed(e) for e in out["embeds"]]
    out["allowed_mentions"] = mentions or NO_PINGS
    return out


def as_layout(kwargs: dict, content: str | None = None) -> dict:
    """The embed payload in ``kwargs`` (embed, view, and its picture as ``file`` or as an edit's one
    ``attachments``) as a layout message's (a new dict: a retried call converts the caller's again), with
    ``content`` as its first line. The view is built here, each call: it is never shared between messages."""
    from .layout import from_payload  # layout builds on render, which builds on this module

    if kwargs.get("embed") is None:
        return {k: v for k, v in kwargs.items() if k != "layout"}
    shown = kwargs.get("attachments")
    file = kwargs.get("file") or (shown[0] if shown and isinstance(shown[0], discord.File) else None)
    made = from_payload({"embed": kwargs["embed"], "view": kwargs.get("view"), "file": file}, note=content)
    out = {k: v for k, v in kwargs.items() if k not in ("embed", "view", "file", "layout")}
    out["view"] = made["view"]
    if "attachments" in out:  # an edit: its attachments are exactly the layout's picture (none: the old one goes)
        out["attachments"] = [made["file"]] if made.get("file") is not None else []
    elif made.get("file") is not None:
        out["file"] = made["file"]
    return out


def _layout(content: str | None, kwargs: dict, editing: bool, built: bool = False) -> tuple[None, dict]:
    """A layout message (Components V2) carries no content and no embed: a ``content`` becomes a text line
    above the layout, and an edit clears the content and embeds the message had (an embed board turning
    into a layout one: Discord refuses the flag beside them). ``built``: the view was just built by
    ``as_layout`` with the content as its first line already."""
    kwargs = {k: v for k, v in kwargs.items() if k not in ("embed", "embeds")}
    if built:
        if editing:
            kwargs["content"], kwargs["embed"] = None, None
        return None, kwargs
    view = kwargs["view"]
    note = getattr(view, "meeple_note", None)
    if note is not None:  # a retried call: the line it added goes, the new one comes
        view.remove_item(note)
        view.meeple_note = None
    room = LAYOUT_TEXT - view.content_length()
    if content and room > 0:
        kept = list(view.children)
        for child in kept:
            view.remove_item(child)
        view.meeple_note = discord.ui.TextDisplay(fit(content, room))
        view.add_item(view.meeple_note)
        for child in kept:
            view.add_item(child)
    if editing:
        kwargs["content"], kwargs["embed"] = None, None
    return None, kwargs


PUBLIC_THINKING = "meeple_public_thinking"  # interaction.extras key: a public "thinking…" awaits its answer


async def ack(interaction: discord.Interaction, *, ephemeral: bool = True, update: bool | None = None) -> None:
    """Acknowledge at once, before any database or rendering work (Discord allows 3 seconds).

    A command shows "thinking…" (private by default); a component click is a deferred update of its
    message (``update=False``: a new "thinking…" answer instead). The answer then comes through ``reply``
    or ``edit`` as a follow-up.
    """
    if interaction.response.is_done():
        return
    if update is None:
        update = interaction.type == discord.InteractionType.component
    if update:
        await interaction.response.defer()
        return
    await interaction.response.defer(ephemeral=ephemeral, thinking=True)
    if not ephemeral:
        interaction.extras[PUBLIC_THINKING] = True


async def reply(interaction: discord.Interaction, content: str | None = None, *, ephemeral: bool = True,
                wait: bool = False, **kwargs):
    """A new message answering the interaction: its response if none was sent yet, else a follow-up.

    ``wait``: return the follow-up message (to edit it later); None when the answer is the response itself."""
    kw = prepare(content, kwargs)
    if interaction.extras.pop(PUBLIC_THINKING, False) and ephemeral:
        # the first follow-up would replace the public "thinking…" and be public: a private answer
        # (a refusal) removes it first, so it leaves nothing behind in the channel
        with contextlib.suppress(discord.HTTPException):
            await interaction.delete_original_response()
    if interaction.response.is_done():
        return await interaction.followup.send(ephemeral=ephemeral, wait=wait, **kw)
    await interaction.response.send_message(ephemeral=ephemeral, **kw)
    return None


async def edit(interaction: discord.Interaction, content: str | None = None, **kwargs):
    """Edit the message the interaction came from (a component) or its deferred original answer."""
    kw = prepare(content, kwargs, editing=True)
    interaction.extras.pop(PUBLIC_THINKING, None)  # the edit is the public answer
    if interaction.response.is_done():
        return await interaction.edit_original_response(**kw)
    return await interaction.response.edit_message(**kw)


async def send(channel, content: str | None = None, *, ping: Iterable[int] = (), **kwargs) -> discord.Message:
    """A message to a channel or DM; only the users in ``ping`` can be notified by it."""
    ids = list(ping)
    return await channel.send(**prepare(content, kwargs, mentions=pings(ids) if ids else None))


async def edit_message(message, content: str | None = None, **kwargs):
    return await message.edit(**prepare(content, kwargs, editing=True))
