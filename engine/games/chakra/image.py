"""A Pillow picture of the public Chakra view: the flows and every player board (drawn from data)."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.imaging import font, png, text

from .data import CHAKRAS, LETTER
from .text import TEXTS
from .views import PublicView

RGB = {"black": (30, 30, 30), "red": (220, 40, 40), "orange": (245, 140, 30), "yellow": (245, 215, 40),
       "green": (50, 170, 70), "lightblue": (110, 190, 240), "darkblue": (30, 60, 170),
       "violet": (140, 60, 190)}
R = 22  # energy radius
COL_W = 3 * 2 * R + 95


def _energy(d: ImageDraw.ImageDraw, x: int, y: int, colour: str | None, f) -> None:
    if colour is None:
        d.ellipse((x - R, y - R, x + R, y + R), outline=(150, 150, 150), width=2)
        return
    d.ellipse((x - R, y - R, x + R, y + R), fill=RGB[colour], outline=(0, 0, 0), width=2)
    ink = (0, 0, 0) if colour in ("yellow", "lightblue", "orange") else (255, 255, 255)
    d.text((x, y), LETTER[colour], font=f, fill=ink, anchor="mm")


def board(view: PublicView, lang: str, names: list[str]) -> bytes:
    n = view["players"]
    width = max(420, 20 + n * COL_W)
    height = 130 + 60 + 9 * 58 + 40
    img = Image.new("RGB", (width, height), (250, 246, 236))
    d = ImageDraw.Draw(img)
    f, small, big = font(24), font(20), font(28)
    d.text((10, 8), text(TEXTS.t(lang, "flows")), font=big, fill=(0, 0, 0))
    for i, flow in enumerate(view["flows"]):
        x0 = 150 + i * 3 * (2 * R + 8) + i * 20
        for j in range(3):
            _energy(d, x0 + j * (2 * R + 4), 80, flow[j] if j < len(flow) else None, f)
        d.text((x0 + 2 * R, 112), str(i + 1), font=small, fill=(0, 0, 0), anchor="mm")
    for seat in range(n):
        b = view["boards"][seat]
        x0 = 20 + seat * COL_W
        y0 = 140
        marker = "▶ " if seat == view["turn"] and not view["over"] else ""
        d.text((x0, y0), text(marker + names[seat])[:14], font=f, fill=(0, 0, 0))
        for p in range(8):
            y = y0 + 60 + p * 58
            label = "Bh" if p == 0 else LETTER[CHAKRAS[p - 1]]
            if p:
                d.rectangle((x0, y - R, x0 + 40, y + R), fill=RGB[CHAKRAS[p - 1]])
            d.text((x0 + 20, y), label, font=small, fill=(0, 0, 0) if p == 0 else (255, 255, 255), anchor="mm")
            cell = b["pos"][p]
            for j in range(3):
                _energy(d, x0 + 50 + R + j * (2 * R + 4), y, cell[j] if j < len(cell) else None, f)
            if b["harm"][p]:
                d.line((x0 + 48, y + R + 3, x0 + 50 + 6 * R + 8, y + R + 3), fill=(0, 140, 0), width=5)
            elif b["notch"][p]:
                d.text((x0 + 50 + 6 * R + 14, y), "#", font=f, fill=(120, 70, 0), anchor="mm")
        y = y0 + 60 + 8 * 58
        d.text((x0, y - 10), text(TEXTS.t(lang, "earth", n=b["earth"])), font=small, fill=(0, 0, 0))
    return png(img)
