"""A Pillow picture of every player's 3×3 grid and the revealed cards, drawn from the public view only."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine import imaging

from .data import CARDS, COLOURS, LETTER
from .text import TEXTS
from .views import PublicView, Space

FILL = {"blue": "#3f7fd9", "green": "#3fa34d", "yellow": "#e8c22e", "red": "#d9453f"}
INK = {"blue": "white", "green": "white", "yellow": "#222", "red": "white"}
CELL = 120
GAP = 6
GRID_W = 3 * CELL + 2 * GAP
MARGIN = 30
COL_GAP = 60
WIDTH = 2 * GRID_W + COL_GAP + 2 * MARGIN
BG = "#f6f1e4"


def _short(card: str) -> tuple[str, str]:
    """The card's spirals (top) and crosses (bottom) in short form, e.g. '+1/B' and '−3'."""
    c = CARDS[card]
    up = ((c["spirals"], f"+{c['spirals']}"), (c["spiral_per"], f"+1/{LETTER.get(c['spiral_per'])}"),
          (c["per_down"], f"+{c['per_down']}/##"))
    down = ((c["crosses"], f"-{c['crosses']}"), (c["cross_per"], f"-1/{LETTER.get(c['cross_per'])}"))
    return " ".join(text for shown, text in up if shown), " ".join(text for shown, text in down if shown)


def _card(d: ImageDraw.ImageDraw, x: int, y: int, w: int, h: int, card: str) -> None:
    cols = CARDS[card]["colours"]
    if len(cols) == len(COLOURS):
        band = w / 4
        for i, colour in enumerate(COLOURS):
            d.rectangle([x + i * band, y, x + (i + 1) * band, y + h], fill=FILL[colour])
    elif len(cols) == 2:
        d.polygon([(x, y), (x + w, y), (x, y + h)], fill=FILL[cols[0]])
        d.polygon([(x + w, y), (x + w, y + h), (x, y + h)], fill=FILL[cols[1]])
    else:
        d.rectangle([x, y, x + w, y + h], fill=FILL[cols[0]])
    ink = INK[cols[0]] if len(cols) == 1 else "white"
    d.rectangle([x, y, x + w, y + h], outline="#333", width=2)
    value = str(CARDS[card]["value"])
    big = imaging.font(int(h * 0.42))
    d.text((x + w / 2, y + h / 2), value, fill=ink, font=big, anchor="mm", stroke_width=2,
           stroke_fill="#222" if ink == "white" else "white")
    up, down = _short(card)
    small = imaging.font(max(16, int(h * 0.22)))
    if up:
        d.text((x + w - 5, y + 4), up, fill="white", font=small, anchor="ra", stroke_width=2, stroke_fill="#1e6b2a")
    if down:
        d.text((x + w - 5, y + h - 4), down, fill="white", font=small, anchor="rd", stroke_width=2,
               stroke_fill="#8a1c1c")
    letter = "M" if len(cols) == len(COLOURS) else "".join(LETTER[c] for c in cols)
    d.text((x + 5, y + h - 4), letter, fill=ink, font=small, anchor="ld", stroke_width=1,
           stroke_fill="#222" if ink == "white" else "white")


EDGE = 2  # a grid cell's picture reaches this far beyond its square (the hatching's thick lines)


@lru_cache(maxsize=256)  # ≈ 46 KB a cell: ≈ 12 MB at most
def _grid_cell(card: str | None, down: bool, number: int) -> Image.Image:
    """A grid's space as every picture shows it (a card, a face-down card or the empty numbered space),
    on the page's colour, drawn once and pasted. It stays within EDGE px of its square (the widest corner
    text of a card reaches 98 px of 120) and the spaces are GAP px apart, so pasting it changes no other
    pixel than drawing it would; a validated card's frame is drawn over it afterwards."""
    img = Image.new("RGB", (CELL + 1 + 2 * EDGE, CELL + 1 + 2 * EDGE), BG)
    d = ImageDraw.Draw(img)
    x = y = EDGE
    if card is not None:
        _card(d, x, y, CELL, CELL, card)
    elif down:
        d.rectangle([x, y, x + CELL, y + CELL], fill="#6b5b95", outline="#333", width=2)
        for k in range(-CELL, CELL, 16):
            d.line([(x + max(0, k), y + max(0, -k)), (x + min(CELL, CELL + k), y + min(CELL, CELL - k))],
                   fill="#8d7fb8", width=3)
        d.text((x + CELL / 2, y + CELL / 2), "##", fill="white", font=imaging.font(30), anchor="mm")
        d.rounded_rectangle([x + CELL - 26, y + CELL / 2 - 13, x + CELL - 2, y + CELL / 2 + 13], 5,
                            fill="#fffdf7", outline="#333")
        d.text((x + CELL - 14, y + CELL / 2), str(number), fill="#333", font=imaging.font(18), anchor="mm")
    else:
        d.rectangle([x, y, x + CELL, y + CELL], fill="#fffdf7", outline="#aaa", width=2)
        d.text((x + CELL / 2, y + CELL / 2), str(number), fill="#bbb", font=imaging.font(56), anchor="mm")
    return img


def _grid(img: Image.Image, d: ImageDraw.ImageDraw, x0: int, y0: int, grid: list[Space]) -> None:
    for i, space in enumerate(grid):
        x, y = x0 + (i % 3) * (CELL + GAP), y0 + (i // 3) * (CELL + GAP)
        up = space["up"]
        cell = _grid_cell(up, False, 0) if up is not None else _grid_cell(None, bool(space["down"]), i + 1)
        img.paste(cell, (x - EDGE, y - EDGE))
        if up is not None and space["validated"]:
            d.rectangle([x - 3, y - 3, x + CELL + 3, y + CELL + 3], outline="#c99700", width=6)
            d.line([(x + 8, y + 20), (x + 16, y + 30), (x + 32, y + 8)], fill="#c99700", width=6)


def board(view: PublicView, lang: str, names: list[str]) -> bytes:
    n = view["players"]
    rows = (n + 1) // 2
    head = 150
    block = 50 + 3 * CELL + 2 * GAP + 30
    height = head + rows * block + 40
    img = Image.new("RGB", (WIDTH, height), BG)
    d = ImageDraw.Draw(img)
    title = imaging.text(TEXTS.t(lang, "img_title", round=view["round"]) + " · "
                         + TEXTS.t(lang, "deck", n=view["deck_size"]))
    d.text((MARGIN, 14), title, fill="#222", font=imaging.font(30))
    d.text((MARGIN, 60), imaging.text(TEXTS.t(lang, "display")) + ":", fill="#222", font=imaging.font(24))
    x = MARGIN + 150
    for card in view["display"]:
        _card(d, x, 52, 64, 86, card)
        x += 74
    if not view["display"]:
        d.text((x, 60), "—", fill="#222", font=imaging.font(24))
    for seat in range(n):
        gx = MARGIN + (seat % 2) * (GRID_W + COL_GAP)
        gy = head + (seat // 2) * block
        turn = view["turn"] == seat
        label = f"{'▶ ' if turn else ''}{names[seat]} — {view['scores'][seat]} (+{view['round_so_far'][seat]})"
        d.text((gx, gy + 6), imaging.text(label)[:34], fill="#b03000" if turn else "#222", font=imaging.font(28))
        _grid(img, d, gx, gy + 48, view["grids"][seat])
    legend = imaging.text(TEXTS.t(lang, "img_legend"))
    d.text((MARGIN, height - 32), legend, fill="#444", font=imaging.font(18))
    return imaging.png(img)
