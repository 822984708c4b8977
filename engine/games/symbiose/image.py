"""A Pillow picture of every pond and the river, drawn from the public view only."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine import imaging

from .data import CARDS, COLS
from .text import TEXTS
from .views import PublicView

FILL = {"pink": "#ed88b5", "green": "#7fc7a3", "orange": "#f78351", "blue": "#65c3d5"}
CELL_W, CELL_H, GAP = 184, 96, 6
LEFT, WIDTH = 40, 40 + 4 * (184 + 6) + 10
TITLE_H, HEADER_H = 40, 30
PAGE = "#eef3ea"


def _cell(d: ImageDraw.ImageDraw, x: int, y: int, card: int | None, lang: str, scored: int | None) -> None:
    box = [x, y, x + CELL_W, y + CELL_H]
    if card is None:
        d.rounded_rectangle(box, 10, fill="#4a4a4a", outline="#222", width=2)
        d.text((x + CELL_W // 2, y + CELL_H // 2), "?", fill="#ddd", font=imaging.font(40), anchor="mm")
        return
    animal, colour, kind, target, pts = CARDS[card]
    d.rounded_rectangle(box, 10, fill=FILL[colour], outline="#222", width=2)
    d.text((x + 10, y + 8), imaging.text(TEXTS.t(lang, "an_" + animal)), fill="#111", font=imaging.font(26))
    if kind == "fixed":
        rule = str(pts)
    else:
        what = TEXTS.t(lang, ("an_" if kind == "animal" else "col_") + target)
        rule = f"{pts} / {what}"
    d.text((x + 10, y + 50), imaging.text(rule), fill="#000", font=imaging.font(28 if len(rule) <= 10 else 22))
    if scored is not None:
        d.text((x + CELL_W - 8, y + CELL_H - 6), f"+{scored}", fill="#000", font=imaging.font(22), anchor="rd")
    if kind == "colour":  # a swatch of the counted colour
        d.rectangle([x + CELL_W - 30, y + 10, x + CELL_W - 10, y + 30], fill=FILL[target], outline="#000")


@lru_cache(maxsize=256)  # ≈ 53 KB a cell: ≈ 14 MB at most (36 cards, 2 languages, end scores)
def _cell_image(card: int | None, lang: str, scored: int | None) -> Image.Image:
    """One cell on the page's colour, drawn once and pasted: everything ``_cell`` draws stays inside
    its CELL_W × CELL_H box (the longest text of either language ends 29 px short of its edge)."""
    img = Image.new("RGB", (CELL_W + 1, CELL_H + 1), PAGE)
    _cell(ImageDraw.Draw(img), 0, 0, card, lang, scored)
    return img


def board(view: PublicView, lang: str, names: list[str]) -> bytes:
    n = view["players"]
    blocks = [(s, view["ponds"][s]) for s in range(n)] + [(None, view["river"])]
    height = 10 + sum(TITLE_H + HEADER_H + (len(c) // COLS) * (CELL_H + GAP) + 16 for _, c in blocks)
    img = Image.new("RGB", (WIDTH, height), PAGE)
    d = ImageDraw.Draw(img)
    big, mid = imaging.font(28), imaging.font(24)
    y = 10
    over = view["winners"] is not None
    for seat, cards in blocks:
        if seat is None:
            title = TEXTS.t(lang, "river")
        else:
            pts = view["scores"][seat] if over else view["visible_scores"][seat]
            mark = "▶ " if not over and view["turn"] == seat else ""
            title = f"{mark}{names[seat]}: {pts}"
        d.text((LEFT, y), imaging.text(title), fill="#111", font=big)
        y += TITLE_H
        for c in range(COLS):
            label = str(c + 1)
            if seat is not None and c in (0, COLS - 1):
                unit = view["neighbours"][seat][0 if c == 0 else 1]
                other = TEXTS.t(lang, "the_river") if unit >= n else names[unit]
                label = f"{c + 1} → {other}"[:16]
            d.text((LEFT + c * (CELL_W + GAP) + 4, y), imaging.text(label), fill="#333", font=mid)
        y += HEADER_H
        for r in range(len(cards) // COLS):
            if seat is not None:
                d.text((8, y + CELL_H // 2), "ab"[r], fill="#333", font=big, anchor="lm")
            for c in range(COLS):
                i = r * COLS + c
                scored = view["details"][seat][i] if over and seat is not None else None
                img.paste(_cell_image(cards[i], lang, scored), (LEFT + c * (CELL_W + GAP), y))
            y += CELL_H + GAP
        y += 16
    return imaging.png(img)
