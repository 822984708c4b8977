"""Boards, hands and lobbies as one layout message (discord.py's ``LayoutView``, Discord's Components V2).

A layout message holds, in the order a player reads it, inside one ``Container`` of the game's status
colour: the title, the picture (a ``MediaGallery``, or a ``Thumbnail`` beside the title when it is small),
the text of the board, the latest public events, what the choices do, then the buttons and selects
(the same DynamicItems, hence the same custom ids, as the embed messages: old messages keep working),
and a small footer.

The text is built from the very embeds of ``render`` (one source for both forms), so it stays a complete
description without the picture. Discord's limits for such a message (40 components counting nested ones,
4,000 characters of text in all) are met here: the text is trimmed by priority (the oldest events first,
then the notes, then the body), and if the components are too many the separators go, then texts merge.

Every builder returns the keyword arguments of an ``answer.reply/edit/send`` call: ``{"view": LayoutView,
"file": discord.File | None}``. A layout message carries no ``content`` and no embed: ``answer`` folds a
``content`` given with a layout into a text line above the container (see ``answer.prepare``).
"""

from __future__ import annotations

import io
from collections.abc import Iterable

import discord
from discord import ui

from engine import registry

from ..i18n import t
from ..store.db import GameRow
from . import answer, render
from . import choices as ch

COMPONENTS = 40  # Discord: components in one message, nested ones included
COMPONENTS_USED = COMPONENTS - 1  # one kept for the line ``answer`` may add above
TEXT_TOTAL = 4000  # Discord: characters of all the text displays of one message
NOTE_ROOM = 200  # kept free for a line a caller adds above (``answer`` folds ``content`` into one)
TEXT_BUDGET = TEXT_TOTAL - NOTE_ROOM
LANGS = ("en", "fr")
THUMBNAIL_WIDTH = 320  # a picture at most this wide shows as a thumbnail beside the title
ALT = 1024  # Discord: a media item's description


# ---------------------------------------------------------------------- builders
def board_layout(row: GameRow, lang: str, log: list[str], png: bytes | None | type(...) = ...,
                 controls: Iterable[ui.Item] | ui.View | None = None) -> dict:
    """The public board: the same inputs as ``render.board_embed`` plus its buttons (``controls``)."""
    embed, _ = render.board_embed(row, lang, log, png=None)
    if png is ...:
        png = render.board_png(row, lang)
    return from_embed(embed, controls, png, "board.png", alt=registry.get(row.game).localized_name(lang),
                      logs={t(lang, "board.log"): log[-6:]})


def hand_layout(row: GameRow, seat: int, lang: str, private_log: list[str], lvl: ch.Level | None,
                controls: Iterable[ui.Item] | ui.View | None = None, png: bytes | None = None) -> dict:
    """A seat's private panel (DM or ephemeral): the same inputs as ``render.hand_embed`` plus its choices
    (``render.choice_rows`` and the undo / cards buttons) and, if drawn already, the hand's picture."""
    embed = render.hand_embed(row, seat, lang, private_log, lvl)
    return from_embed(embed, controls, png, "hand.png", logs={t(lang, "hand.private_log"): private_log[-5:]})


def lobby_layout(row: GameRow, lang: str, controls: Iterable[ui.Item] | ui.View | None = None,
                 cancelled_by: str | None = None) -> dict:
    """A lobby (or a cancelled one, ``cancelled_by`` the name of who cancelled it): ``render.lobby_embed``'s
    text, then the lobby's buttons and level select."""
    embed = render.lobby_embed(row, lang)
    if cancelled_by is not None:
        embed.description = t(lang, "lobby.cancelled", name=cancelled_by)
    return from_embed(embed, controls)


def from_embed(embed: discord.Embed, controls: Iterable[ui.Item] | ui.View | None = None,
               png: bytes | None = None, filename: str = "board.png", alt: str | None = None,
               logs: dict[str, list[str]] | None = None, note: str | None = None) -> dict:
    """Any of the bot's embeds with its components, as a layout payload: the title (beside a thumbnail, or
    above the picture), the description, the event logs ("Latest", "Just for you": ``logs`` gives their
    lines, else the field's text), the other fields (inline ones together), what the choices do, the
    buttons and selects in their rows, then the footer and the board's link in small print. ``note``: a line
    above the container (``answer`` folds a call's ``content`` into it), put in place as the view is built."""
    log_names, note_names = _field_names()
    given = logs or {}
    blocks = _blocks_of(embed, logs={n: given.get(n) for n in log_names | set(given)}, notes=note_names,
                        small={"🔗"})
    blocks.sort(key=lambda b: ORDER[b.kind])
    return _payload(embed, blocks, _rows(controls), png, filename, alt=alt if alt is not None else embed.title,
                    note=note)


ORDER = {"body": 0, "log": 1, "field": 2, "notes": 3, "small": 4}  # events, then whose turn, then choices
_names: tuple[frozenset[str], frozenset[str]] | None = None


def _field_names() -> tuple[frozenset[str], frozenset[str]]:
    """The names of the log fields and of the notes field in every language (the texts are fixed: read once)."""
    global _names
    if _names is None:
        _names = (frozenset(t(lang, key) for lang in LANGS for key in ("board.log", "hand.private_log")),
                  frozenset(t(lang, "hand.notes") for lang in LANGS))
    return _names


def from_payload(payload: dict, note: str | None = None) -> dict:
    """``{"embed", "view", "file"}`` as ``Tables`` builds it today -> the same message as a layout payload
    (the picture the embed showed becomes the media gallery; ``note``: as ``from_embed``'s)."""
    embed: discord.Embed = payload["embed"]
    file = payload.get("file")
    png, filename = None, "board.png"
    url = embed.image.url if embed.image else None
    if file is not None and url and url == f"attachment://{file.filename}":
        file.reset()
        png, filename = file.fp.read(), file.filename
        file.reset()
    return from_embed(embed, payload.get("view"), png, filename, note=note)


def add_picture(payload: dict, png: bytes | None, filename: str = "hand.png", alt: str | None = None) -> dict:
    """Put a picture drawn later (a DM's hand, after its digest) into a payload built without one."""
    if not png:
        return payload
    view: ui.LayoutView = payload["view"]
    box = next(c for c in view.children if isinstance(c, ui.Container))
    kids = list(box.children)
    for kid in kids:
        box.remove_item(kid)
    title = kids[0].children[0] if isinstance(kids[0], ui.Section) else kids[0]  # a picture already: replaced
    rest = [k for k in kids[1:] if not isinstance(k, ui.MediaGallery)]
    text = alt if alt is not None else getattr(title, "content", "").lstrip("# ")
    for kid in _shrink([*_picture_items(title, png, filename, text), *rest]):
        box.add_item(kid)
    payload["file"] = discord.File(io.BytesIO(png), filename=filename)
    return payload


def digest_text(payload: dict) -> str:
    """What a panel says, without its footer and link (for ``Tables``' DM digest: a new board link or move
    number alone is no reason to edit a DM)."""
    return getattr(payload["view"], "meeple_digest", "")


def count(view: ui.LayoutView) -> int:
    """Components in the message, nested ones included (as Discord counts them against its 40)."""
    return len(view.to_components()) + sum(_nested(c) for c in view.to_components())


# ---------------------------------------------------------------------- text blocks
class _Block:
    """One text display: ``kind`` says how it may be trimmed (log: oldest lines first; notes: last lines
    first; body: its end; the others not at all)."""

    def __init__(self, text: str, kind: str):
        self.text, self.kind = text, kind


def _blocks_of(embed: discord.Embed, logs: dict[str, list[str] | None], notes: set[str] = frozenset(),
               small: set[str] = frozenset()) -> list[_Block]:
    """The embed's description and fields as text blocks. A log field is written again from its lines (the
    embed cuts its end, the newest events; here whole old lines go first when room runs out)."""
    out: list[_Block] = []
    if embed.description:
        out.append(_Block(embed.description, "body"))
    inline: list[str] = []
    for f in embed.fields:
        if f.name in small:
            out.append(_Block(f"-# {f.value}", "small"))
            continue
        kind = "log" if f.name in logs else "notes" if f.name in notes else "field"
        value = "\n".join(logs[f.name]) if kind == "log" and logs[f.name] is not None else f.value
        # a heading of words in bold on its own line; an emoji alone ("⏳") leads its line instead
        part = f"**{f.name}**\n{value}" if any(ch.isalnum() for ch in f.name) else f"{f.name} {value}"
        if f.inline and kind == "field":
            inline.append(part)  # side by side in an embed: one block here
            continue
        if inline:
            out.append(_Block("\n\n".join(inline), "field"))
            inline = []
        out.append(_Block(part, kind))
    if inline:
        out.append(_Block("\n\n".join(inline), "field"))
    return out


def _fit_blocks(title: str, blocks: list[_Block], footer: str) -> None:
    """Trim the blocks in place so that title, blocks and footer fit ``TEXT_BUDGET``."""
    def excess() -> int:
        return len(title) + len(footer) + sum(len(b.text) for b in blocks) - TEXT_BUDGET

    if excess() <= 0:  # the usual case: nothing to trim
        blocks[:] = [b for b in blocks if b.text]
        return
    for kind in ("log", "notes", "body", "field", "small"):
        for b in blocks:
            over = excess()
            if over > 0 and b.kind == kind:
                b.text = _trim(b.text, len(b.text) - over, oldest_first=kind == "log")
    blocks[:] = [b for b in blocks if b.text]  # a text display may not be empty


def _trim(text: str, room: int, oldest_first: bool) -> str:
    """``text`` cut to ``room`` characters: whole lines dropped (the first ones for a log, whose newest lines
    are last; the last ones otherwise), the heading line kept, or at worst the end cut with "…"."""
    if room <= 0:
        return ""
    if len(text) <= room:
        return text
    lines = text.split("\n")
    head, rest = (lines[:1], lines[1:]) if lines[0].startswith("**") else ([], lines)
    while rest and len("\n".join(head + rest)) > room:
        rest = rest[1:] if oldest_first else rest[:-1]
    kept = "\n".join(head + rest)
    if rest and len(kept) <= room:
        return kept
    return render.fit(text, room)


# ---------------------------------------------------------------------- assembly
def _payload(embed: discord.Embed, blocks: list[_Block], rows: list[ui.ActionRow], png: bytes | None,
             filename: str, alt: str, note: str | None = None) -> dict:
    title = f"## {embed.title}" if embed.title else ""
    footer = f"-# {embed.footer.text}" if embed.footer and embed.footer.text else ""
    _fit_blocks(title, blocks, footer)
    small = [b.text for b in blocks if b.kind == "small"]
    footer_text = "\n".join([*small, footer]) if footer or small else ""
    blocks = [b for b in blocks if b.kind != "small"]
    head = ui.TextDisplay(title or "·")
    items: list[ui.Item] = list(_picture_items(head, png, filename, alt) if png else [head])
    items += [ui.TextDisplay(b.text) for b in blocks]
    if rows:
        items.append(ui.Separator())
        items += rows
    if footer_text:
        items.append(ui.TextDisplay(footer_text))
    colour = embed.colour.value if embed.colour is not None else None
    kids = _shrink(items)
    view = ui.LayoutView(timeout=None)
    view.meeple_note = None
    room = answer.LAYOUT_TEXT - _text_length(kids)  # what ``view.content_length()`` would walk the view for
    if note and room > 0:  # the line above the container, in place from the start (not moved in afterwards)
        view.meeple_note = ui.TextDisplay(answer.fit(note, room))
        view.add_item(view.meeple_note)
    view.add_item(ui.Container(*kids, accent_colour=colour))
    view.meeple_digest = "\x1e".join(b.text for b in blocks)
    if all(isinstance(item, ui.DynamicItem) for row in rows for item in row.children):
        # Its buttons and selects are all DynamicItems, which the classes registered at start-up answer (that
        # is how a message keeps working after a restart): the view itself never listens. Stopped (discord.py's
        # public ``View.stop``), it is not stored by discord.py on each send, a walk of every child that kept
        # nothing for a view of dynamic items only.
        view.stop()
    file = discord.File(io.BytesIO(png), filename=filename) if png else None
    return {"view": view, "file": file}


def _text_length(items: list[ui.Item]) -> int:
    """The characters of the text displays among a container's children (a section's included)."""
    out = 0
    for item in items:
        if isinstance(item, ui.TextDisplay):
            out += len(item.content)
        elif isinstance(item, ui.Section):
            out += sum(len(k.content) for k in item.children if isinstance(k, ui.TextDisplay))
    return out


def _picture_items(head: ui.TextDisplay, png: bytes, filename: str, alt: str) -> list[ui.Item]:
    url = f"attachment://{filename}"
    alt = render.fit(alt, ALT) or None
    if _width(png) <= THUMBNAIL_WIDTH:
        return [ui.Section(head, accessory=ui.Thumbnail(url, description=alt))]
    return [head, ui.MediaGallery(discord.MediaGalleryItem(url, description=alt))]


def _width(png: bytes) -> int:
    """A PNG's width from its header (0 when it is not a PNG: shown large)."""
    if png[:8] != b"\x89PNG\r\n\x1a\n" or len(png) < 24:
        return 10**6
    return int.from_bytes(png[16:20], "big")


def _rows(controls: Iterable[ui.Item] | ui.View | None) -> list[ui.ActionRow]:
    """The buttons and selects in action rows, in the rows an embed message's ``View`` gives them."""
    if controls is None:
        return []
    if isinstance(controls, ui.View):
        placed = [(item._rendered_row or 0, item) for item in controls.children]
    else:
        placed = _placed(list(controls))
    by_row: dict[int, list[ui.Item]] = {}
    for row, item in placed:
        by_row.setdefault(row, []).append(item)
    return [ui.ActionRow(*by_row[r]) for r in sorted(by_row)]


def _placed(items: list[ui.Item]) -> list[tuple[int, ui.Item]]:
    """(row, item) for items added one by one to a ``View``, with its rules (5 rows of width 5; an item with a
    ``row`` goes there, one without goes to the first row with room): the same rows, without building the
    ``View`` only to read them back (a click builds several panels)."""
    if len(items) > 25:
        raise ValueError("maximum number of children exceeded")
    weights = [0] * 5
    out = []
    for item in items:
        row = item.row
        if row is None:
            row = next((i for i, w in enumerate(weights) if w + item.width <= 5), None)
            if row is None:
                raise ValueError("could not find open space for item")
        elif weights[row] + item.width > 5:
            raise ValueError(f"item would not fit at row {row} ({weights[row] + item.width} > 5 width)")
        weights[row] += item.width
        out.append((row, item))
    return out


def _shrink(items: list[ui.Item]) -> list[ui.Item]:
    """A container's children within the components' limit: without separators, then with texts merged."""
    def used(kids: list[ui.Item]) -> int:
        return 1 + len(kids) + sum(_inside(k) for k in kids)  # 1: the container

    if used(items) <= COMPONENTS_USED:
        return items
    items = [k for k in items if not isinstance(k, ui.Separator)]
    if used(items) <= COMPONENTS_USED:
        return items
    merged: list[ui.Item] = []
    for kid in items:
        if isinstance(kid, ui.TextDisplay) and merged and isinstance(merged[-1], ui.TextDisplay):
            merged[-1] = ui.TextDisplay(f"{merged[-1].content}\n\n{kid.content}")
        else:
            merged.append(kid)
    return merged


def _inside(item: ui.Item) -> int:
    """The components nested in one of a container's children, as ``_nested`` counts them in its dict (a row's
    buttons and selects; a section's texts and its accessory), without serialising it."""
    if isinstance(item, ui.ActionRow):
        return len(item.children)
    if isinstance(item, ui.Section):
        return len(item.children) + (item.accessory is not None)
    return 0  # a text, a separator, a gallery (its pictures are items, not components)


def _nested(component: dict) -> int:
    kids = list(component.get("components") or [])
    if component.get("accessory"):
        kids.append(component["accessory"])
    return len(kids) + sum(_nested(k) for k in kids)
