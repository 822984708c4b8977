"""A Pillow picture of the Bug board, drawn from the public view: pointy-top hexagons, every cell named
(row letter + position), black and white stones, the last move ringed in red."""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from engine import imaging

from .data import COLOURS, ROWS
from .data import board as geometry
from .text import TEXTS
from .views import PublicView

R = 36  # hexagon radius (centre to corner)
W = math.sqrt(3) * R  # hexagon width
MARGIN = 44
HEAD = 50
BG, EMPTY, EDGE = "#efe6d2", "#d9c9a3", "#7a6440"
STONE = {0: ("#1b1b1b", "#f2f2f2"), 1: ("#fafafa", "#222222")}  # fill, label colour


def _centre(g, cell: int) -> tuple[float, float]:
    q, r = g.coords[cell]
    k = g.n - 1
    x = MARGIN + W * (q + r / 2 + k) + W / 2
    y = HEAD + R + 1.5 * R * (r + k)
    return x, y


def board(view: PublicView, lang: str, names: list[str]) -> bytes:
    g = geometry(view["size"])
    width = int(MARGIN * 2 + W * (2 * g.n - 1))
    height = int(HEAD + R * 2 + 1.5 * R * (2 * g.n - 2) + 20)
    img = Image.new("RGB", (width, height), BG)
    d = ImageDraw.Draw(img)
    label, row_font, head = imaging.font(17), imaging.font(22), imaging.font(22)
    t = TEXTS.t
    seat = view["turn"]
    if view["phase"] == "over":
        if view["draw"]:
            title = t(lang, "img_draw")
        else:
            title = t(lang, "img_won", name=names[view["winner"]], colour=t(lang, COLOURS[view["winner"]]))
    else:
        key = "img_eat" if view["phase"] == "eat" else "img_turn"
        title = t(lang, key, name=names[seat], colour=t(lang, COLOURS[seat]))
    d.text((width // 2, 24), imaging.text(title)[:60], fill="#222", font=head, anchor="mm")
    last = set(view["last"])
    for cell in range(g.size):
        x, y = _centre(g, cell)
        pts = [(x + R * math.cos(math.radians(60 * i - 30)), y + R * math.sin(math.radians(60 * i - 30)))
               for i in range(6)]
        d.polygon(pts, fill=EMPTY, outline=EDGE, width=2)
        owner = view["cells"][cell]
        text_fill = "#5a4a2c"
        if owner is not None:
            fill, text_fill = STONE[owner]
            rr = R * 0.78
            d.ellipse([x - rr, y - rr, x + rr, y + rr], fill=fill, outline="#111", width=2)
        if cell in last:
            rr = R * 0.86
            d.ellipse([x - rr, y - rr, x + rr, y + rr], outline="#d62020", width=4)
        d.text((x, y), g.labels[cell], fill=text_fill, font=label, anchor="mm")
    for ri, row in enumerate(g.rows):
        x, y = _centre(g, row[0])
        d.text((x - W / 2 - 6, y), ROWS[ri], fill="#333", font=row_font, anchor="rm")
    return imaging.png(img)
