"""Card pictures drawn from data with Pillow (no copied artwork): card faces, card backs, a hand in rows,
and a table with one area per player.

A game describes each card as a :class:`Face` (colour, big value, name, a vector symbol); this module
draws it. Faces are drawn once per size and kept in memory, so a picture is a few pastes and one PNG
encoding (no ``optimize``). Pictures are 400 to 800 px wide and stay legible when Discord shows them at
400 px: cards are at least 84 px wide, values in large type, names shrunk to fit their card.

    hand_png(title, faces)                      # a seat's hand, wrapped into rows
    table_png(title, lines, areas)              # the public table: header lines, then one Area per player
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache

from PIL import Image, ImageDraw

from engine import imaging

BG = "#1f5f3f"  # felt green
BG_INK = "#f4f1e6"
HIGHLIGHT = "#ffd43b"
PAPER = "#fffdf7"
OUTLINE = "#222222"
WIDTH = 720
MIN_WIDTH = 400
MARGIN = 14
GAP = 10
BIG = (120, 168)  # hand cards
SMALL = (84, 118)  # table cards


@dataclass(frozen=True)
class Face:
    """One card face. ``value`` is drawn large in the top-left corner (it stays visible when cards
    overlap), ``symbol`` (a name from :data:`SYMBOLS`) in the middle, ``name`` on a paper band at the
    bottom, ``corner`` small in the top-right corner. ``back`` draws the card's back instead."""

    value: str = ""
    name: str = ""
    fill: str | tuple = "#cccccc"  # a colour name, "#rrggbb" or an (r, g, b) triple
    symbol: str | None = None
    corner: str = ""
    ink: str | None = None  # text colour on the fill; None: black or white by the fill's brightness
    fill2: str | None = None  # a second colour (two-coloured cards): the lower-right half
    back: bool = False
    dim: bool = False  # drawn greyed (a card out of play, an eliminated player's)


BACK = Face(back=True, fill="#3b4a8a")


@dataclass
class Area:
    """One player's (or the centre's) part of the table: a label line and rows of cards."""

    label: str
    cards: list[Face] = field(default_factory=list)
    note: str = ""  # a short line under the label (score, tokens, bid)
    active: bool = False  # whose turn it is: drawn with a highlight
    backs: int = 0  # face-down cards shown as a counted stack after the faces
    overlap: bool = True  # one row with overlapping cards rather than wrapping


# ---------------------------------------------------------------------------- colours and text
def _rgb(colour) -> tuple[int, int, int]:
    """An RGB triple from a colour name, ``#rrggbb`` or a triple."""
    from PIL import ImageColor

    if isinstance(colour, tuple):
        return colour[:3]
    return ImageColor.getrgb(colour)[:3]


@lru_cache(maxsize=1024)
def _drawable(ch: str) -> bool:
    """Has the font a glyph for ``ch``? (A missing glyph draws the same box as a private-use character.)"""
    if ord(ch) < 0x2000:
        return True
    if ord(ch) > 0xFFFF or ch in "\ufe0f\u200d":
        return False
    f = imaging.font(20)
    mask = f.getmask(ch)
    missing = f.getmask("\ue000")
    return not (mask.size == missing.size and bytes(mask) == bytes(missing))


def plain(value: str) -> str:
    """A text line for a picture: Markdown marks and `code` ticks removed, and the characters the font
    cannot draw (emoji) dropped."""
    out = "".join(ch for ch in value.replace("**", "").replace("__", "").replace("`", "") if _drawable(ch))
    return " ".join(out.split())


def ink_for(fill) -> str:
    r, g, b = _rgb(fill)
    return "#111111" if 0.299 * r + 0.587 * g + 0.114 * b > 150 else "#ffffff"


def _lighter(fill: str | tuple, k: float = 0.55) -> tuple[int, int, int]:
    r, g, b = _rgb(fill)
    return (int(r + (255 - r) * k), int(g + (255 - g) * k), int(b + (255 - b) * k))


def _darker(fill: str | tuple, k: float = 0.3) -> tuple[int, int, int]:
    r, g, b = _rgb(fill)
    if min(r, g, b) > 200:  # white or nearly: a mid grey
        return (150, 150, 150)
    k = 0.45 if min(r, g, b) > 150 else k
    return (int(r * (1 - k)), int(g * (1 - k)), int(b * (1 - k)))


@lru_cache(maxsize=4096)
def fitted(text: str, width: int, size: int, smallest: int = 10):
    """(font, text) with the largest size ≤ ``size`` that fits ``width`` px; cut with … if even the
    smallest size does not fit."""
    text = imaging.text(text)
    for s in range(size, smallest - 1, -1):
        f = imaging.font(s)
        if f.getlength(text) <= width:
            return f, text
    f = imaging.font(smallest)
    while text and f.getlength(text + "…") > width:
        text = text[:-1]
    return f, imaging.text(text + "…")


def wrap(text: str, width: int, size: int, max_lines: int = 3) -> list[str]:
    """``text`` cut at spaces into lines of at most ``width`` px in ``font(size)`` (the last one fitted)."""
    f = imaging.font(size)
    words, lines, cur = imaging.text(text).split(), [], ""
    for word in words:
        trial = f"{cur} {word}".strip()
        if cur and f.getlength(trial) > width:
            lines.append(cur)
            cur = word
        else:
            cur = trial
    if cur:
        lines.append(cur)
    if len(lines) > max_lines:
        lines = lines[: max_lines - 1] + [" ".join(lines[max_lines - 1:])]
    return lines or [""]


# ---------------------------------------------------------------------------- symbols
def _star(cx, cy, r, points=5, inner=0.45, turn=-math.pi / 2):
    out = []
    for i in range(points * 2):
        rr = r if i % 2 == 0 else r * inner
        a = turn + i * math.pi / points
        out.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return out


def _heart(d, cx, cy, r, fill, line):
    d.ellipse([cx - r, cy - r * 0.8, cx, cy + r * 0.2], fill=fill, outline=line, width=2)
    d.ellipse([cx, cy - r * 0.8, cx + r, cy + r * 0.2], fill=fill, outline=line, width=2)
    d.polygon([(cx - r * 0.97, cy - 0.15 * r), (cx + r * 0.97, cy - 0.15 * r), (cx, cy + r)], fill=fill)
    d.line([(cx - r * 0.97, cy - 0.1 * r), (cx, cy + r), (cx + r * 0.97, cy - 0.1 * r)], fill=line, width=2)


def _draw_symbol(d: ImageDraw.ImageDraw, name: str, cx: float, cy: float, r: float, fill, line) -> None:
    """A simple vector symbol in a circle of radius ``r`` around (cx, cy)."""
    w = max(2, int(r / 8))
    if name == "circle":
        d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=fill, outline=line, width=w)
    elif name == "ring":
        d.ellipse([cx - r, cy - r, cx + r, cy + r], outline=fill, width=max(4, int(r / 3)))
    elif name == "square":
        d.rectangle([cx - r * 0.8, cy - r * 0.8, cx + r * 0.8, cy + r * 0.8], fill=fill, outline=line, width=w)
    elif name == "diamond":
        d.polygon([(cx, cy - r), (cx + r * 0.7, cy), (cx, cy + r), (cx - r * 0.7, cy)], fill=fill, outline=line,
                  width=w)
    elif name == "triangle":
        d.polygon([(cx, cy - r), (cx + r, cy + r * 0.8), (cx - r, cy + r * 0.8)], fill=fill, outline=line, width=w)
    elif name == "star":
        d.polygon(_star(cx, cy, r), fill=fill, outline=line, width=w)
    elif name == "sun":
        d.polygon(_star(cx, cy, r, 12, 0.7), fill=fill, outline=line, width=w)
        d.ellipse([cx - r * 0.45, cy - r * 0.45, cx + r * 0.45, cy + r * 0.45], outline=line, width=w)
    elif name == "heart":
        _heart(d, cx, cy, r, fill, line)
    elif name == "spade":
        d.ellipse([cx - r, cy - r * 0.2, cx, cy + r * 0.6], fill=fill)
        d.ellipse([cx, cy - r * 0.2, cx + r, cy + r * 0.6], fill=fill)
        d.polygon([(cx - r * 0.97, cy + r * 0.25), (cx + r * 0.97, cy + r * 0.25), (cx, cy - r)], fill=fill)
        d.polygon([(cx, cy + 0.2 * r), (cx + r * 0.35, cy + r), (cx - r * 0.35, cy + r)], fill=fill)
    elif name == "club":
        k = r * 0.45
        for ox, oy in ((0, -0.45), (-0.5, 0.15), (0.5, 0.15)):
            d.ellipse([cx + ox * r - k, cy + oy * r - k, cx + ox * r + k, cy + oy * r + k], fill=fill)
        d.polygon([(cx, cy), (cx + r * 0.35, cy + r), (cx - r * 0.35, cy + r)], fill=fill)
    elif name == "crown":
        pts = [(cx - r, cy + r * 0.6), (cx - r, cy - r * 0.5), (cx - r * 0.5, cy), (cx, cy - r * 0.8),
               (cx + r * 0.5, cy), (cx + r, cy - r * 0.5), (cx + r, cy + r * 0.6)]
        d.polygon(pts, fill=fill, outline=line, width=w)
        for x in (cx - r, cx, cx + r):
            y = cy - r * (0.8 if x == cx else 0.5)
            d.ellipse([x - r * 0.14, y - r * 0.14, x + r * 0.14, y + r * 0.14], fill=line)
    elif name == "tiara":
        d.polygon(_star(cx, cy + r * 0.2, r * 0.9, 3, 0.5), fill=fill, outline=line, width=w)
        d.rectangle([cx - r * 0.9, cy + r * 0.5, cx + r * 0.9, cy + r * 0.8], fill=fill, outline=line, width=w)
    elif name == "shield":
        d.polygon([(cx - r * 0.8, cy - r), (cx + r * 0.8, cy - r), (cx + r * 0.8, cy), (cx, cy + r),
                   (cx - r * 0.8, cy)], fill=fill, outline=line, width=w)
        d.line([(cx, cy - r * 0.8), (cx, cy + r * 0.7)], fill=line, width=w)
    elif name == "eye":
        d.polygon([(cx - r, cy), (cx - r * 0.5, cy - r * 0.55), (cx + r * 0.5, cy - r * 0.55), (cx + r, cy),
                   (cx + r * 0.5, cy + r * 0.55), (cx - r * 0.5, cy + r * 0.55)], fill=PAPER, outline=line, width=w)
        d.ellipse([cx - r * 0.4, cy - r * 0.4, cx + r * 0.4, cy + r * 0.4], fill=fill, outline=line, width=w)
        d.ellipse([cx - r * 0.15, cy - r * 0.15, cx + r * 0.15, cy + r * 0.15], fill=line)
    elif name == "sword":
        d.polygon([(cx - r * 0.12, cy + r * 0.35), (cx - r * 0.12, cy - r * 0.75), (cx, cy - r),
                   (cx + r * 0.12, cy - r * 0.75), (cx + r * 0.12, cy + r * 0.35)], fill=fill, outline=line, width=2)
        d.rectangle([cx - r * 0.5, cy + r * 0.35, cx + r * 0.5, cy + r * 0.5], fill=line)
        d.rectangle([cx - r * 0.1, cy + r * 0.5, cx + r * 0.1, cy + r], fill=line)
    elif name == "scales":
        d.line([(cx, cy - r), (cx, cy + r * 0.8)], fill=line, width=w)
        d.line([(cx - r, cy - r * 0.6), (cx + r, cy - r * 0.6)], fill=line, width=w)
        for x in (cx - r * 0.7, cx + r * 0.7):
            d.pieslice([x - r * 0.4, cy - r * 0.4, x + r * 0.4, cy + r * 0.4], 0, 180, fill=fill, outline=line)
        d.rectangle([cx - r * 0.5, cy + r * 0.8, cx + r * 0.5, cy + r], fill=line)
    elif name == "rose":
        d.line([(cx, cy), (cx, cy + r)], fill="#2b8a3e", width=w + 1)
        d.ellipse([cx - r * 0.6, cy - r * 0.9, cx + r * 0.6, cy + r * 0.3], fill=fill, outline=line, width=w)
        d.arc([cx - r * 0.3, cy - r * 0.6, cx + r * 0.3, cy], 0, 300, fill=line, width=w)
    elif name == "mask":
        d.chord([cx - r, cy - r * 0.6, cx + r, cy + r * 0.9], 180, 360, fill=fill, outline=line, width=w)
        d.rectangle([cx - r, cy - r * 0.1, cx + r, cy + r * 0.2], fill=fill, outline=line, width=w)
        for x in (cx - r * 0.45, cx + r * 0.45):
            d.ellipse([x - r * 0.25, cy - r * 0.15, x + r * 0.25, cy + r * 0.15], fill=line)
    elif name == "drop":
        d.ellipse([cx - r * 0.7, cy - r * 0.2, cx + r * 0.7, cy + r], fill=fill, outline=line, width=w)
        d.polygon([(cx, cy - r), (cx + r * 0.62, cy + r * 0.15), (cx - r * 0.62, cy + r * 0.15)], fill=fill)
    elif name == "wave":
        for k in (-0.45, 0.15, 0.75):
            pts = [(cx - r + i * r / 6, cy + k * r + math.sin(i * math.pi / 3) * r * 0.18) for i in range(13)]
            d.line(pts, fill=fill, width=max(3, int(r / 5)))
    elif name == "fish":
        d.ellipse([cx - r, cy - r * 0.45, cx + r * 0.4, cy + r * 0.45], fill=fill, outline=line, width=w)
        d.polygon([(cx + r * 0.3, cy), (cx + r, cy - r * 0.5), (cx + r, cy + r * 0.5)], fill=fill, outline=line,
                  width=w)
        d.ellipse([cx - r * 0.7, cy - r * 0.12, cx - r * 0.48, cy + r * 0.1], fill=line)
    elif name == "fin":
        d.polygon([(cx - r, cy + r * 0.5), (cx + r * 0.2, cy - r), (cx + r * 0.5, cy + r * 0.5)], fill=fill,
                  outline=line, width=w)
        pts = [(cx - r + i * r / 6, cy + r * 0.6 + math.sin(i * math.pi / 3) * r * 0.12) for i in range(13)]
        d.line(pts, fill=line, width=w)
    elif name == "boat":
        d.polygon([(cx - r, cy + r * 0.3), (cx + r, cy + r * 0.3), (cx + r * 0.6, cy + r * 0.8),
                   (cx - r * 0.6, cy + r * 0.8)], fill=fill, outline=line, width=w)
        d.line([(cx, cy + r * 0.3), (cx, cy - r)], fill=line, width=w)
        d.polygon([(cx + r * 0.08, cy - r), (cx + r * 0.8, cy + r * 0.15), (cx + r * 0.08, cy + r * 0.15)],
                  fill=PAPER, outline=line, width=w)
    elif name == "shell":
        d.pieslice([cx - r, cy - r * 0.9, cx + r, cy + r * 1.1], 180, 360, fill=fill, outline=line, width=w)
        for k in range(1, 6):
            a = math.pi + k * math.pi / 6
            d.line([(cx, cy + r * 0.1), (cx + r * math.cos(a), cy + r * 0.1 + r * math.sin(a))], fill=line, width=w)
        d.rectangle([cx - r * 0.3, cy + r * 0.1, cx + r * 0.3, cy + r * 0.45], fill=fill, outline=line, width=w)
    elif name == "crab":
        d.ellipse([cx - r * 0.7, cy - r * 0.3, cx + r * 0.7, cy + r * 0.5], fill=fill, outline=line, width=w)
        for s in (-1, 1):
            d.pieslice([cx + s * r * 0.75 - r * 0.3, cy - r, cx + s * r * 0.75 + r * 0.3, cy - r * 0.4], 20, 340,
                       fill=fill, outline=line)
            for k in (0.1, 0.3):
                d.line([(cx + s * r * 0.6, cy + k * r), (cx + s * r, cy + (k + 0.3) * r)], fill=line, width=w)
    elif name == "octopus":
        d.ellipse([cx - r * 0.6, cy - r, cx + r * 0.6, cy + r * 0.2], fill=fill, outline=line, width=w)
        for k in range(5):
            x = cx - r * 0.6 + k * r * 0.3
            d.line([(x, cy), (x + (k - 2) * r * 0.15, cy + r)], fill=fill, width=max(3, int(r / 5)))
    elif name == "penguin":
        d.ellipse([cx - r * 0.6, cy - r * 0.6, cx + r * 0.6, cy + r], fill="#222222")
        d.ellipse([cx - r * 0.38, cy - r * 0.2, cx + r * 0.38, cy + r * 0.9], fill=PAPER)
        d.ellipse([cx - r * 0.4, cy - r, cx + r * 0.4, cy - r * 0.2], fill="#222222")
        d.polygon([(cx - r * 0.12, cy - r * 0.55), (cx + r * 0.12, cy - r * 0.55), (cx, cy - r * 0.35)], fill=fill)
    elif name == "person":
        d.ellipse([cx - r * 0.35, cy - r, cx + r * 0.35, cy - r * 0.3], fill=fill, outline=line, width=w)
        d.chord([cx - r * 0.8, cy - r * 0.2, cx + r * 0.8, cy + r * 1.4], 180, 360, fill=fill, outline=line, width=w)
    elif name == "anchor":
        d.ellipse([cx - r * 0.2, cy - r, cx + r * 0.2, cy - r * 0.6], outline=line, width=w)
        d.line([(cx, cy - r * 0.6), (cx, cy + r)], fill=line, width=w + 1)
        d.line([(cx - r * 0.5, cy - r * 0.3), (cx + r * 0.5, cy - r * 0.3)], fill=line, width=w)
        d.arc([cx - r * 0.8, cy - r * 0.2, cx + r * 0.8, cy + r], 20, 160, fill=line, width=w + 1)
    elif name == "tower":
        d.polygon([(cx - r * 0.35, cy + r), (cx - r * 0.2, cy - r * 0.5), (cx + r * 0.2, cy - r * 0.5),
                   (cx + r * 0.35, cy + r)], fill=fill, outline=line, width=w)
        d.rectangle([cx - r * 0.25, cy - r, cx + r * 0.25, cy - r * 0.5], fill=HIGHLIGHT, outline=line, width=w)
    elif name == "bolt":
        d.polygon([(cx + r * 0.2, cy - r), (cx - r * 0.6, cy + r * 0.1), (cx, cy + r * 0.1), (cx - r * 0.2, cy + r),
                   (cx + r * 0.6, cy - r * 0.1), (cx, cy - r * 0.1)], fill=fill, outline=line, width=w)
    elif name == "plus":
        k = r * 0.28
        d.polygon([(cx - k, cy - r), (cx + k, cy - r), (cx + k, cy - k), (cx + r, cy - k), (cx + r, cy + k),
                   (cx + k, cy + k), (cx + k, cy + r), (cx - k, cy + r), (cx - k, cy + k), (cx - r, cy + k),
                   (cx - r, cy - k), (cx - k, cy - k)], fill=fill, outline=line, width=w)
    elif name == "minus":
        d.rectangle([cx - r, cy - r * 0.28, cx + r, cy + r * 0.28], fill=fill, outline=line, width=w)
    elif name == "cross":
        d.line([(cx - r * 0.8, cy - r * 0.8), (cx + r * 0.8, cy + r * 0.8)], fill=fill, width=max(4, int(r / 3)))
        d.line([(cx - r * 0.8, cy + r * 0.8), (cx + r * 0.8, cy - r * 0.8)], fill=fill, width=max(4, int(r / 3)))
    elif name == "swap":
        d.arc([cx - r, cy - r, cx + r, cy + r], 200, 340, fill=fill, width=max(3, int(r / 4)))
        d.arc([cx - r, cy - r, cx + r, cy + r], 20, 160, fill=fill, width=max(3, int(r / 4)))
        d.polygon([(cx + r * 0.95, cy - r * 0.5), (cx + r * 0.55, cy - r * 0.1), (cx + r * 1.05, cy + r * 0.05)],
                  fill=fill)
        d.polygon([(cx - r * 0.95, cy + r * 0.5), (cx - r * 0.55, cy + r * 0.1), (cx - r * 1.05, cy - r * 0.05)],
                  fill=fill)
    elif name == "joker":
        d.polygon([(cx - r, cy + r * 0.5), (cx - r * 0.7, cy - r), (cx, cy + r * 0.1), (cx + r * 0.7, cy - r),
                   (cx + r, cy + r * 0.5)], fill=fill, outline=line, width=w)
        for x, y in ((cx - r * 0.7, cy - r), (cx + r * 0.7, cy - r)):
            d.ellipse([x - r * 0.16, y - r * 0.16, x + r * 0.16, y + r * 0.16], fill=HIGHLIGHT, outline=line)
        d.rectangle([cx - r, cy + r * 0.5, cx + r, cy + r * 0.8], fill=fill, outline=line, width=w)
    elif name == "gear":
        d.polygon(_star(cx, cy, r, 8, 0.75, 0), fill=fill, outline=line, width=w)
        d.ellipse([cx - r * 0.3, cy - r * 0.3, cx + r * 0.3, cy + r * 0.3], fill=PAPER, outline=line, width=w)
    elif name == "key":
        d.ellipse([cx - r, cy - r * 0.35, cx - r * 0.3, cy + r * 0.35], outline=fill, width=max(3, int(r / 4)))
        d.line([(cx - r * 0.3, cy), (cx + r, cy)], fill=fill, width=max(3, int(r / 4)))
        for x in (cx + r * 0.55, cx + r * 0.85):
            d.line([(x, cy), (x, cy + r * 0.4)], fill=fill, width=max(3, int(r / 4)))
    elif name == "boot":
        d.polygon([(cx - r * 0.4, cy - r), (cx + r * 0.2, cy - r), (cx + r * 0.2, cy + r * 0.3), (cx + r, cy + r * 0.5),
                   (cx + r, cy + r), (cx - r * 0.4, cy + r)], fill=fill, outline=line, width=w)
    elif name == "fist":
        d.rounded_rectangle([cx - r * 0.7, cy - r * 0.6, cx + r * 0.7, cy + r * 0.5], int(r * 0.3), fill=fill,
                            outline=line, width=w)
        for k in range(1, 4):
            x = cx - r * 0.7 + k * r * 0.35
            d.line([(x, cy - r * 0.6), (x, cy - r * 0.1)], fill=line, width=w)
        d.rectangle([cx - r * 0.4, cy + r * 0.5, cx + r * 0.4, cy + r], fill=fill, outline=line, width=w)
    elif name == "arrows":
        d.line([(cx, cy - r), (cx, cy + r)], fill=fill, width=max(3, int(r / 4)))
        d.polygon([(cx, cy - r), (cx - r * 0.45, cy - r * 0.4), (cx + r * 0.45, cy - r * 0.4)], fill=fill)
        d.polygon([(cx, cy + r), (cx - r * 0.45, cy + r * 0.4), (cx + r * 0.45, cy + r * 0.4)], fill=fill)
    elif name == "leftright":
        d.line([(cx - r, cy), (cx + r, cy)], fill=fill, width=max(3, int(r / 4)))
        d.polygon([(cx - r, cy), (cx - r * 0.4, cy - r * 0.45), (cx - r * 0.4, cy + r * 0.45)], fill=fill)
        d.polygon([(cx + r, cy), (cx + r * 0.4, cy - r * 0.45), (cx + r * 0.4, cy + r * 0.45)], fill=fill)
    elif name == "leaf":
        pts = []
        for i in range(21):
            u = -1 + i / 10
            pts.append((u, 0.45 * (1 - u * u)))
        pts += [(u, -v) for u, v in reversed(pts)]
        c, sn = math.cos(-math.pi / 4), math.sin(-math.pi / 4)
        poly = [(cx + r * (u * c - v * sn), cy + r * (u * sn + v * c)) for u, v in pts]
        d.polygon(poly, fill=fill, outline=line, width=w)
        d.line([(cx - r * c, cy - r * sn), (cx + r * c, cy + r * sn)], fill=line, width=w)
    else:  # unknown symbol name: a plain dot, never an error
        d.ellipse([cx - r * 0.5, cy - r * 0.5, cx + r * 0.5, cy + r * 0.5], fill=fill, outline=line, width=w)


SYMBOLS = ("circle", "ring", "square", "diamond", "triangle", "star", "sun", "heart", "spade", "club", "crown",
           "tiara", "shield", "eye", "sword", "scales", "rose", "mask", "drop", "wave", "fish", "fin", "boat",
           "shell", "crab", "octopus", "penguin", "person", "anchor", "tower", "bolt", "plus", "minus", "cross",
           "swap", "joker", "gear", "key", "boot", "fist", "arrows", "leftright", "leaf")


# ---------------------------------------------------------------------------- one card
@lru_cache(maxsize=2048)
def card(face: Face, w: int, h: int) -> Image.Image:
    """The card as an RGBA image of ``w``×``h`` px (cached: faces are static)."""
    img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    rad = max(6, w // 10)
    if face.back:
        d.rounded_rectangle([0, 0, w - 1, h - 1], rad, fill=face.fill, outline=OUTLINE, width=2)
        inset = max(5, w // 12)
        d.rounded_rectangle([inset, inset, w - 1 - inset, h - 1 - inset], rad // 2, outline=_lighter(face.fill, 0.4),
                            width=2)
        cx, cy = w / 2, h / 2
        light = _lighter(face.fill, 0.35)
        for k in (0.34, 0.22, 0.1):
            d.polygon([(cx, cy - h * k), (cx + w * k, cy), (cx, cy + h * k), (cx - w * k, cy)], outline=light,
                      width=2)
        return img
    fill = face.fill
    fill = _rgb(fill)
    ink = face.ink or ink_for(fill)
    d.rounded_rectangle([0, 0, w - 1, h - 1], rad, fill=fill, outline=OUTLINE, width=2)
    if face.fill2:
        half = Image.new("RGBA", (w, h), (0, 0, 0, 0))
        hd = ImageDraw.Draw(half)
        hd.rounded_rectangle([0, 0, w - 1, h - 1], rad, fill=face.fill2, outline=OUTLINE, width=2)
        mask = Image.new("L", (w, h), 0)
        ImageDraw.Draw(mask).polygon([(w, 0), (w, h), (0, h)], fill=255)
        img.paste(half, (0, 0), mask)
        d = ImageDraw.Draw(img)
    band = int(h * 0.24) if face.name else 0
    if face.name:
        d.rounded_rectangle([4, h - band - 4, w - 5, h - 5], max(4, rad // 2), fill=PAPER, outline=OUTLINE, width=1)
        size = max(12, int(w * 0.17))
        f, t = fitted(face.name, w - 14, size, 12)
        if t.endswith("…") and " " in face.name:  # two lines, cut at the space nearest the middle
            words = face.name.split()
            k = min(range(1, len(words)), key=lambda i: abs(len(" ".join(words[:i])) - len(face.name) / 2))
            parts = [" ".join(words[:k]), " ".join(words[k:])]
            size = min(size, int(band / 2.4))
            for i, part in enumerate(parts):
                f, t = fitted(part, w - 14, size, 9)
                d.text((w / 2, h - 4 - band / 2 + (i - 0.5) * band * 0.42), t, fill="#111111", font=f, anchor="mm")
        else:
            if t.endswith("…"):
                f, t = fitted(face.name, w - 14, size, 9)
            d.text((w / 2, h - 4 - band / 2), t, fill="#111111", font=f, anchor="mm")
    if face.symbol:
        r = min(w * 0.3, (h - band) * 0.22)
        cy = (h - band) * 0.58
        stroke = "#111111" if ink == "#111111" else "#ffffff"
        sym_fill: str | tuple = _darker(fill) if ink == "#111111" else _lighter(fill, 0.35)
        if face.fill2:
            sym_fill = PAPER
            stroke = "#111111"
        _draw_symbol(d, face.symbol, w / 2, cy, r, sym_fill, stroke)
    if face.value:
        f, t = fitted(face.value, int(w * (0.62 if face.corner else 0.9)), int(w * 0.36), 12)
        d.text((6, 2), t, fill=ink, font=f, anchor="la", stroke_width=2,
               stroke_fill="#111111" if ink == "#ffffff" else "#ffffff")
    if face.corner:
        f, t = fitted(face.corner, int(w * 0.4), int(w * 0.2), 9)
        d.text((w - 7, 5), t, fill=ink, font=f, anchor="ra", stroke_width=1,
               stroke_fill="#111111" if ink == "#ffffff" else "#ffffff")
    if face.dim:
        veil = Image.new("RGBA", (w, h), (120, 120, 120, 150))
        mask = img.getchannel("A")
        img.paste(Image.alpha_composite(img, veil), (0, 0), mask)
    return img


# ---------------------------------------------------------------------------- layouts
def _encode(img: Image.Image) -> bytes:
    return imaging.png(img)


def row_layout(n: int, avail: int, w: int, overlap: bool, min_step: float = 0.42) -> list[list[int]]:
    """x offsets of ``n`` cards of width ``w`` in rows of ``avail`` px: side by side while they fit,
    then overlapping down to ``min_step``×``w`` apart (their values stay visible), then wrapped."""
    per_row = max(1, (avail + GAP) // (w + GAP))
    if n <= per_row:
        return [[i * (w + GAP) for i in range(n)]]
    if overlap:
        step = (avail - w) / (n - 1)
        if step >= w * min_step:
            return [[int(i * step) for i in range(n)]]
        per_row = max(1, int((avail - w) // (w * min_step)) + 1)
        step = (avail - w) / max(1, per_row - 1)
        rows = [list(range(k, min(n, k + per_row))) for k in range(0, n, per_row)]
        return [[int((i - r[0]) * step) for i in r] for r in rows]
    rows = [list(range(k, min(n, k + per_row))) for k in range(0, n, per_row)]
    return [[(i - r[0]) * (w + GAP) for i in r] for r in rows]


def _paste_row(img: Image.Image, faces: list[Face], x0: int, y0: int, w: int, h: int, avail: int,
               overlap: bool) -> int:
    """Paste the cards; returns the height used."""
    rows = row_layout(len(faces), avail, w, overlap)
    k = 0
    y = y0
    for offsets in rows:
        for dx in offsets:
            c = card(faces[k], w, h)
            img.paste(c, (x0 + dx, y), c)
            k += 1
        y += h + GAP
    return y - y0 - GAP if rows and faces else 0


def _stack(img: Image.Image, d: ImageDraw.ImageDraw, x: int, y: int, w: int, h: int, count: int,
           back: Face = BACK) -> None:
    """A face-down stack of ``count`` cards, with the count on it."""
    for k in range(min(3, count) - 1, -1, -1):
        c = card(back, w, h)
        img.paste(c, (x + 4 * k, y - 4 * k), c)
    f = imaging.font(max(18, w // 3))
    d.text((x + w / 2, y + h / 2), str(count), fill="white", font=f, anchor="mm", stroke_width=3,
           stroke_fill="#111111")


def hand_png(title: str, faces: list[Face], lines: list[str] | None = None, width: int | None = None,
             size: tuple[int, int] = BIG, more: list[tuple[str, list[Face]]] | None = None) -> bytes:
    """A hand: a title, cards side by side wrapped into rows, then optional labelled groups of cards
    (``more``: cards just drawn, a pile looked at) and text lines (what the seat knows). Width: as
    narrow as the cards allow, at least 400 px, at most 720 px."""
    w, h = size
    more = [(label, group) for label, group in (more or []) if group]
    longest = max([len(faces)] + [len(g) for _, g in more])
    per_row = max(1, min(longest, (WIDTH - 2 * MARGIN + GAP) // (w + GAP)))
    width = width or max(MIN_WIDTH, 2 * MARGIN + per_row * (w + GAP) - GAP)
    avail = width - 2 * MARGIN
    lines = [part for x in (lines or []) if x for part in wrap(x, avail, 18)]

    def block(group: list[Face]) -> int:
        return len(row_layout(len(group), avail, w, overlap=False)) * (h + GAP) if group else 40

    height = MARGIN + 40 + block(faces) + sum(34 + block(g) for _, g in more) + len(lines) * 26 + MARGIN
    img = Image.new("RGB", (width, height), BG)
    d = ImageDraw.Draw(img)
    f, t = fitted(title, avail, 26, 14)
    d.text((MARGIN, MARGIN), t, fill=BG_INK, font=f)
    y = MARGIN + 40
    for label, group in [("", faces), *more]:
        if label:
            f, t = fitted(label, avail, 22, 12)
            d.text((MARGIN, y + 2), t, fill=HIGHLIGHT, font=f)
            y += 34
        if group:
            _paste_row(img, group, MARGIN, y, w, h, avail, overlap=False)
        else:
            d.text((MARGIN, y + 6), "—", fill=BG_INK, font=imaging.font(22))
        y += block(group)
    for line in lines:
        f, t = fitted(line, avail, 18, 12)
        d.text((MARGIN, y), t, fill=BG_INK, font=f)
        y += 26
    return _encode(img)


def table_png(title: str, lines: list[str], areas: list[Area], width: int = WIDTH,
              size: tuple[int, int] = SMALL, footer: str = "") -> bytes:
    """The public table: a title, header lines (deck, round...), then one area per player (or for the
    centre: discard piles, face-up rows), each a label, a note and a row of cards (overlapping when
    many), face-down cards as a counted stack."""
    w, h = size
    avail = width - 2 * MARGIN - 16
    heights = []
    for a in areas:
        stack_w = (w + GAP + 8) if a.backs else 0
        rows = row_layout(len(a.cards), avail - stack_w, w, a.overlap) if a.cards else []
        if not a.cards and a.backs:  # only face-down cards: a small counted stack beside the label
            heights.append(34 + (24 if a.note else 0) + 8)
            continue
        cards_h = len(rows) * (h + GAP) - GAP if a.cards else 30
        heights.append(34 + (24 if a.note else 0) + cards_h + 16)
    lines = [part for x in lines if x for part in wrap(x, width - 2 * MARGIN, 19)]
    height = MARGIN + 40 + 26 * len(lines) + sum(heights) + GAP * len(areas) + (30 if footer else 0) + MARGIN
    img = Image.new("RGB", (width, height), BG)
    d = ImageDraw.Draw(img)
    f, t = fitted(title, width - 2 * MARGIN, 28, 14)
    d.text((MARGIN, MARGIN), t, fill=BG_INK, font=f)
    y = MARGIN + 42
    for line in lines:
        f, t = fitted(line, width - 2 * MARGIN, 19, 12)
        d.text((MARGIN, y), t, fill=BG_INK, font=f)
        y += 26
    for a, ah in zip(areas, heights, strict=True):
        box = [MARGIN, y, width - MARGIN, y + ah]
        d.rounded_rectangle(box, 10, fill="#2a7350" if not a.active else "#37865f",
                            outline=HIGHLIGHT if a.active else "#164a30", width=4 if a.active else 2)
        label = ("▶ " if a.active else "") + a.label
        compact = not a.cards and a.backs
        f, t = fitted(label, width - 2 * MARGIN - (100 if compact else 20), 24, 13)
        d.text((MARGIN + 10, y + 6), t, fill=HIGHLIGHT if a.active else BG_INK, font=f)
        if compact:
            back = card(BACK, 26, 36)
            bx = width - MARGIN - 84
            for k in range(min(3, a.backs) - 1, -1, -1):
                img.paste(back, (bx + 3 * k, y + 4 - 2 * k), back)
            d.text((bx + 36, y + 6), f"×{a.backs}", fill=BG_INK, font=imaging.font(22))
            if a.note:
                f, t = fitted(a.note, width - 2 * MARGIN - 20, 18, 11)
                d.text((MARGIN + 10, y + 36), t, fill=BG_INK, font=f)
            y += ah + GAP
            continue
        cy = y + 38
        if a.note:
            f, t = fitted(a.note, width - 2 * MARGIN - 20, 18, 11)
            d.text((MARGIN + 10, cy - 2), t, fill=BG_INK, font=f)
            cy += 24
        x = MARGIN + 8
        if a.backs:
            _stack(img, d, x, cy + 4, w, h - 4, a.backs)
            x += w + GAP + 8
        if a.cards:
            _paste_row(img, a.cards, x, cy, w, h, width - MARGIN - 8 - x, a.overlap)
        elif not a.backs:
            d.text((x + 4, cy), "—", fill=BG_INK, font=imaging.font(22))
        y += ah + GAP
    if footer:
        f, t = fitted(footer, width - 2 * MARGIN, 16, 10)
        d.text((MARGIN, y), t, fill="#cfe3d6", font=f)
    return _encode(img)


def sheet_png(faces: list[Face], width: int = WIDTH) -> bytes:
    """Every face given, for a look at a game's whole deck (docs, checks)."""
    return hand_png("", faces, width=width)
