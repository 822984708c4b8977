"""Fonts and PNG encoding for the games' Pillow pictures.

Fonts: DejaVu Sans when the system has it (accents, symbols), else Pillow's built-in font, whose glyphs
are ASCII only, in which case ``text`` drops accents. Encoding: ``png``, cheaper than Pillow's own."""

from __future__ import annotations

import io
import struct
import threading
import unicodedata
import zlib
from collections import OrderedDict
from functools import cache
from typing import Any

from PIL import Image, ImageFont

FONT_FILES = ("DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
# Pillow's save options where ``png`` hands over (palette images): zlib's fastest level, no ``optimize``.
FAST_PNG: dict[str, Any] = {"format": "PNG", "compress_level": 1}
_COLOUR_TYPES = {"L": 0, "RGB": 2, "LA": 4, "RGBA": 6}  # PNG colour type of each 8-bit mode written here


@cache
def _system_font_file() -> str | None:
    for name in FONT_FILES:
        try:
            found = ImageFont.truetype(name, 10)  # looks in the system's font folders too
        except OSError:
            continue
        path = found.path  # that file's full path: what ``_Font`` opens
        return path if isinstance(path, str) else name
    return None


@cache
def font(size: int):
    path = _system_font_file()
    return _Font(path, size) if path else ImageFont.load_default(size=size)


class _Kept:
    """What the fonts keep, shared by all sizes: least recently used first out past ``budget`` bytes (a
    mask costs its pixels, one byte each; a length or a box a little). Locked: pictures may be drawn in
    several threads (tests, the console)."""

    ENTRY = 200  # bytes a kept entry costs beside its pixels (key, tuple, dict slot), roughly

    def __init__(self, budget: int):
        self.budget = budget
        self.used = 0
        self._items: OrderedDict = OrderedDict()  # key -> (value, cost)
        self._lock = threading.Lock()

    def get(self, key: tuple, make, pixels=lambda value: 0):
        try:
            hash(key)
        except TypeError:  # an argument we cannot key on (a list of features): worked out afresh
            return make()
        with self._lock:
            found = self._items.get(key)
            if found is not None:
                self._items.move_to_end(key)
                return found[0]
        value = make()
        cost = self.ENTRY + pixels(value)
        with self._lock:
            if key not in self._items:
                self._items[key] = (value, cost)
                self.used += cost
            while self.used > self.budget and self._items:
                _, (_, gone) = self._items.popitem(last=False)
                self.used -= gone
        return value

    def __len__(self) -> int:
        return len(self._items)

    def entries(self) -> list[tuple]:
        with self._lock:
            return list(self._items)


KEPT = _Kept(budget=32 << 20)  # 32 MB: thousands of labels, names and numbers, in every size


def _mask_pixels(value) -> int:
    width, height = value[0].size
    return width * height


class _Font(ImageFont.FreeTypeFont):
    """A TrueType font that keeps what it measures and renders (in ``KEPT``), for every picture of this
    process.

    ``ImageDraw.text`` asks the font for a text's mask (``getmask2``: FreeType's rendering, the costliest
    part of most pictures) then blends the ink through it; boards draw the same labels, coordinates and
    names picture after picture, and fit and wrap texts by measuring them (``getlength``, ``getbbox``).
    The same arguments give the same answer, so a kept one draws the very same pixels."""

    def getmask2(self, text, mode="", direction=None, features=None, language=None, stroke_width=0,
                 anchor=None, ink=0, start=None, *args, **kwargs):
        def make():
            return super(_Font, self).getmask2(text, mode, direction, features, language, stroke_width, anchor, ink,
                                               start, *args, **kwargs)

        if mode not in ("L", "1"):  # colour ("RGBA") masks are changed by ImageDraw after use: never kept
            return make()
        key = (self.size, "mask", text, mode, direction, _frozen(features), language, stroke_width, anchor,
               _frozen(start), args, tuple(sorted(kwargs.items())))  # not the ink: it colours only colour masks
        return KEPT.get(key, make, _mask_pixels)

    def getlength(self, text, mode="", direction=None, features=None, language=None):
        return KEPT.get((self.size, "length", text, mode, direction, _frozen(features), language),
                        lambda: super(_Font, self).getlength(text, mode, direction, features, language))

    def getbbox(self, text, mode="", direction=None, features=None, language=None, stroke_width=0, anchor=None):
        return KEPT.get((self.size, "bbox", text, mode, direction, _frozen(features), language, stroke_width, anchor),
                        lambda: super(_Font, self).getbbox(text, mode, direction, features, language, stroke_width,
                                                           anchor))


def _frozen(value):
    return tuple(value) if isinstance(value, list) else value


def text(value: str) -> str:
    """What can be drawn with ``font``: unchanged with DejaVu, without accents with the built-in font."""
    if _system_font_file():
        return value
    value = value.replace("—", "-").replace("·", "-")
    return unicodedata.normalize("NFKD", value).encode("ascii", "ignore").decode()


def png(img: Image.Image) -> bytes:
    """``img`` as PNG bytes, cheaply: every row unfiltered (filter type 0) and one zlib stream at level 1.

    Pillow's encoder tries all five PNG row filters on every row and keeps the best, whatever the level:
    on a 900×1000 board that choice alone costs about as much as the compression (≈15 ms in all, against
    ≈7 ms here). The pictures are flat colours and text, which deflate's matches find as well unfiltered,
    so the files come out about as large. The decoded pixels are the same as Pillow's file's; palette and
    other modes go through Pillow with ``FAST_PNG``."""
    colour_type = _COLOUR_TYPES.get(img.mode)
    if colour_type is None:
        out = io.BytesIO()
        img.save(out, **FAST_PNG)
        return out.getvalue()
    width, height = img.size
    # Pillow's raw encoder pads each row to ``stride`` with a zero byte: the padding after row y is row
    # y + 1's filter byte, so the image data is one 0 byte then all the rows but the last padding byte.
    stride = width * len(img.getbands()) + 1
    rows = memoryview(img.tobytes("raw", img.mode, stride))
    deflate = zlib.compressobj(1)
    data = deflate.compress(b"\0") + deflate.compress(rows[:-1]) + deflate.flush()
    header = struct.pack(">IIBBBBB", width, height, 8, colour_type, 0, 0, 0)
    return b"".join((b"\x89PNG\r\n\x1a\n", _chunk(b"IHDR", header), _chunk(b"IDAT", data), _chunk(b"IEND", b"")))


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(data, zlib.crc32(kind)))
