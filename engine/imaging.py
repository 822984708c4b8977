"""Fonts and PNG encoding for the games' Pillow pictures.

Fonts: DejaVu Sans when the system has it (accents, symbols), else Pillow's built-in font, whose glyphs
are ASCII only, in which case ``text`` drops accents. Encoding: ``png``, cheaper than Pillow's own."""

from __future__ import annotations

import io
import struct
import unicodedata
import zlib
from functools import cache

from PIL import Image, ImageFont

FONT_FILES = ("DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
# Pillow's save options where ``png`` hands over (palette images): zlib's fastest level, no ``optimize``.
FAST_PNG = {"format": "PNG", "compress_level": 1}
_COLOUR_TYPES = {"L": 0, "RGB": 2, "LA": 4, "RGBA": 6}  # PNG colour type of each 8-bit mode written here


@cache
def _system_font_file() -> str | None:
    for name in FONT_FILES:
        try:
            ImageFont.truetype(name, 10)
        except OSError:
            continue
        return name
    return None


@cache
def font(size: int):
    path = _system_font_file()
    return ImageFont.truetype(path, size) if path else ImageFont.load_default(size=size)


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
    raw = memoryview(img.tobytes())
    stride = len(raw) // height if height else 0
    rows = bytearray(height * (stride + 1))  # each row behind its filter byte, 0 (none) as allocated
    for y in range(height):
        at = y * (stride + 1) + 1
        rows[at:at + stride] = raw[y * stride:(y + 1) * stride]
    header = struct.pack(">IIBBBBB", width, height, 8, colour_type, 0, 0, 0)
    return b"".join((b"\x89PNG\r\n\x1a\n", _chunk(b"IHDR", header), _chunk(b"IDAT", zlib.compress(rows, 1)),
                     _chunk(b"IEND", b"")))


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(data, zlib.crc32(kind)))
