"""Fonts for the games' Pillow pictures: DejaVu Sans when the system has it (accents, symbols), else
Pillow's built-in font, whose glyphs are ASCII only, in which case ``text`` drops accents."""

from __future__ import annotations

import unicodedata
from functools import cache

from PIL import ImageFont

FONT_FILES = ("DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")


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
