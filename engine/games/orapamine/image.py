"""A Pillow picture of the mine from the public view: the 10×8 grid with its edge labels (A–H left,
1–10 top, 11–18 right, I–R bottom; a cell is column + row, "4E"), each used label filled with the colour
of its wave and numbered by wave, asked cells marked, and the gems drawn only at the final reveal."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine import imaging

from .data import EDGES, H, W
from .rules import CELL_INDEX, grids
from .text import TEXTS
from .views import PublicView

C = 48  # cell size
M = 58  # margin for the edge labels
TOP = 40  # title band
RGB = {
    "colourless": "#f5f5dc", "red": "#e71e1f", "yellow": "#fabe2a", "blue": "#006cb8", "white": "#ffffff",
    "orange": "#ffa500", "purple": "#800080", "green": "#008000", "pink": "#ffc0cb", "lemon": "#fff44f",
    "sky_blue": "#87ceeb", "light_orange": "#ffd8b1", "light_purple": "#d8bfd8", "light_green": "#90ee90",
    "black_mix": "#000000", "grey": "#808080", "absorbed": "#0c1533", "transparent": "#cfe8f0", "black": "#0c1533",
}
DARK = {"blue", "purple", "green", "black_mix", "grey", "absorbed", "black", "red"}


def _cell_box(x: int, y: int) -> tuple[int, int, int, int]:
    x0, y0 = M + (x - 1) * C, TOP + M + (y - 1) * C
    return x0, y0, x0 + C, y0 + C


def _label_pos(label: str) -> tuple[float, float]:
    x, y, d = EDGES[label]
    x0, y0, x1, y1 = _cell_box(x, y)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    return {1: (x0 - M / 2, cy), 2: (x1 + M / 2, cy), 3: (cx, y0 - M / 2), 4: (cx, y1 + M / 2)}[d]


def _half(x0, y0, x1, y1, kind):
    return {1: [(x1, y0), (x1, y1), (x0, y1)], 2: [(x0, y0), (x1, y1), (x0, y1)],
            3: [(x0, y0), (x1, y0), (x1, y1)], 4: [(x0, y0), (x1, y0), (x0, y1)],
            5: [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]}[kind]


def board(view: PublicView, lang: str, names: list[str]) -> bytes:
    width, height = M * 2 + C * W, TOP + M * 2 + C * H
    img = Image.new("RGB", (width, height), "#3b3330")
    d = ImageDraw.Draw(img)
    big, mid, small = imaging.font(22), imaging.font(18), imaging.font(13)
    t = TEXTS.t
    if view["phase"] == "over":
        title = t(lang, "img_won", name=names[view["winner"]]) if view["winner"] is not None else t(lang, "img_nobody")
    else:
        title = t(lang, "img_turn", name=names[view["turn"]])
    d.text((width // 2, TOP // 2 + 2), imaging.text(title)[:50], fill="#f4e9d8", font=big, anchor="mm")
    for y in range(1, H + 1):
        for x in range(1, W + 1):
            d.rectangle(_cell_box(x, y), fill="#5b4f49", outline="#7d6f66", width=1)
    if view.get("reveal"):
        kinds, colours = grids(view["reveal"])
        for i, k in enumerate(kinds):
            if k:
                box = _cell_box(i % W + 1, i // W + 1)
                d.polygon(_half(*box, k), fill=RGB[colours[i]], outline="#222")
    for q in view["asks"]:
        i = CELL_INDEX[q["cell"]]
        x0, y0, x1, y1 = _cell_box(i % W + 1, i // W + 1)
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        if q["colour"]:
            d.ellipse([cx - 13, cy - 13, cx + 13, cy + 13], fill=RGB[q["colour"]], outline="#f4e9d8", width=3)
        else:
            d.line([cx - 10, cy - 10, cx + 10, cy + 10], fill="#d9cfc4", width=3)
            d.line([cx - 10, cy + 10, cx + 10, cy - 10], fill="#d9cfc4", width=3)
    colour_of, number_of = {}, {}
    for n, w in enumerate(view["waves"], 1):
        colour_of[w["from"]] = w["colour"] if w["to"] is not None else "absorbed"
        number_of[w["from"]] = str(n)
        if w["to"] is not None:
            colour_of[w["to"]], number_of[w["to"]] = w["colour"], str(n)
    for label in EDGES:
        cx, cy = _label_pos(label)
        used = label in colour_of
        fill = RGB[colour_of[label]] if used else "#2a2421"
        d.ellipse([cx - 17, cy - 17, cx + 17, cy + 17], fill=fill, outline="#f4e9d8", width=2)
        ink = "#ffffff" if (not used or colour_of[label] in DARK) else "#111111"
        d.text((cx, cy), label, fill=ink, font=mid, anchor="mm")
        if used:
            x, y, dirn = EDGES[label]
            ox, oy = {1: (-22, -17), 2: (-22, -17), 3: (-22, -17), 4: (-22, 17)}[dirn]
            d.text((cx + ox, cy + oy), "#" + number_of[label], fill="#f4e9d8", font=small, anchor="mm")
    return imaging.png(img)
