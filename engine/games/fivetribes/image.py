"""A Pillow picture of the Sultanate, drawn from the public view only (about 900×700 px)."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine import imaging

from .data import BID_COSTS, COLOURS, DJINNS, ROWS
from .text import TEXTS
from .views import PublicView

TILE_W, TILE_H = 144, 150
LEFT, TOP = 30, 36
WIDTH = 900
DIGIT_SIZE = 28  # every number on a tile: 28 × 400 / 900 ≈ 12.4 px when the picture is shown 400 px wide
LEGEND_Y = TOP + 5 * TILE_H + 10
HEIGHT = LEGEND_Y + 230
KIND_FILL = {
    "big_market": "#e8a33d", "small_market": "#f3cf7a", "oasis": "#8fd19e", "village": "#d8b48f",
    "sacred_place": "#bba6e6",
}
MEEPLE_FILL = {"vizier": "#f2d024", "elder": "#fafafa", "builder": "#3a6fd8", "merchant": "#3aa655",
               "assassin": "#d43c3c"}
MEEPLE_INK = {"vizier": "#000", "elder": "#000", "builder": "#fff", "merchant": "#fff", "assassin": "#fff"}
SEAT_FILL = ("#e67e22", "#ff4fa3", "#222222", "#13a0a0")
CHIP_W, CHIP_H = 42, 34  # a meeple colour with its count
PAGE = "#f4ead5"


def _palm(d, x, y):
    d.polygon([(x, y + 20), (x + 8, y), (x + 16, y + 20)], fill="#1e7b34")


def _palace(d, x, y):
    d.rectangle([x, y + 9, x + 16, y + 22], fill="#fff6d5", outline="#7a5b12")
    d.polygon([(x - 1, y + 9), (x + 8, y), (x + 17, y + 9)], fill="#c9a227")


def _chip(d, x, y, colour, label, font):
    d.rounded_rectangle([x, y, x + CHIP_W, y + CHIP_H], 8, fill=MEEPLE_FILL[colour], outline="#333", width=2)
    d.text((x + CHIP_W // 2, y + CHIP_H // 2 + 1), label, fill=MEEPLE_INK[colour], font=font, anchor="mm")


@lru_cache(maxsize=200)  # ≈ 64 KB a tile: ≈ 13 MB at most; a move changes a few tiles of a board
def _tile(kind: str, value: int, camel: int | None, meeples: tuple[int, ...], palms: int, palaces: int,
          label: str) -> Image.Image:
    """One tile with what stands on it, on the page's colour: drawn once, pasted into every picture that
    shows it the same (the tile's square stays inside its TILE_W × TILE_H cell)."""
    img = Image.new("RGB", (TILE_W, TILE_H), PAGE)
    d = ImageDraw.Draw(img)
    small, digits = imaging.font(13), imaging.font(DIGIT_SIZE)
    d.rectangle([2, 2, TILE_W - 2, TILE_H - 2], fill=KIND_FILL[kind], outline="#5a4632", width=2)
    blue = kind in ("village", "sacred_place")
    d.rounded_rectangle([6, 6, 50, 42], 18, fill="#2c5cc5" if blue else "#c0392b")
    d.text((28, 25), str(value), fill="white", font=digits, anchor="mm")
    if camel is not None:
        d.rounded_rectangle([TILE_W - 44, 6, TILE_W - 8, 42], 6, fill=SEAT_FILL[camel % 4])
        d.text((TILE_W - 26, 25), str(camel + 1), fill="white", font=digits, anchor="mm")
    # meeples: a chip of the colour with its count, three to a line
    present = [(colour, n) for colour, n in zip(COLOURS, meeples, strict=True) if n]
    for k, (colour, n) in enumerate(present):
        _chip(d, 6 + (k % 3) * (CHIP_W + 3), 46 + (k // 3) * (CHIP_H + 3), colour, str(n), digits)
    px = 8
    for _ in range(palms):
        _palm(d, px, TILE_H - 28)
        px += 18
    for _ in range(palaces):
        _palace(d, px, TILE_H - 28)
        px += 20
    d.text((TILE_W - 8, TILE_H - 8), label, fill="#222", font=small, anchor="rd")
    return img


def board(view: PublicView, lang: str, names: list[str]) -> bytes:
    t = TEXTS.t
    img = Image.new("RGB", (WIDTH, HEIGHT), PAGE)
    d = ImageDraw.Draw(img)
    mid, digits = imaging.font(18), imaging.font(DIGIT_SIZE)
    for c in range(6):
        d.text((LEFT + c * TILE_W + TILE_W // 2, 18), str(c + 1), fill="#333", font=digits, anchor="mm")
    for r, row in enumerate(view["board"]):
        d.text((15, TOP + r * TILE_H + TILE_H // 2), ROWS[r], fill="#333", font=digits, anchor="mm")
        for c, tile in enumerate(row):
            meeples = tuple(tile["meeples"][colour] for colour in COLOURS)
            img.paste(_tile(tile["kind"], tile["value"], tile["camel"], meeples, tile["palms"], tile["palaces"],
                            imaging.text(t(lang, tile["kind"]))), (LEFT + c * TILE_W, TOP + r * TILE_H))
    # the legend: what each colour and sign means
    y = LEGEND_Y
    x = LEFT
    for colour in COLOURS:
        _chip(d, x, y, colour, "", digits)
        d.text((x + CHIP_W + 5, y + CHIP_H // 2), imaging.text(t(lang, colour)), fill="#222", font=mid, anchor="lm")
        x += CHIP_W + 12 + int(d.textlength(imaging.text(t(lang, colour)), font=mid)) + 14
    y += CHIP_H + 8
    signs = ((lambda x: _palm(d, x, y + 4), 22, "img_palm"), (lambda x: _palace(d, x, y + 2), 24, "img_palace"),
             (lambda x: d.rounded_rectangle([x, y, x + 28, y + 28], 5, fill=SEAT_FILL[0]), 34, "img_camel"),
             (lambda x: d.rounded_rectangle([x, y, x + 28, y + 28], 10, fill="#2c5cc5"), 34, "img_value"))
    x = LEFT
    for sign, width, key in signs:  # each sign, then its meaning
        sign(x)
        x += width
        word = imaging.text(t(lang, key))
        d.text((x, y + 14), word, fill="#222", font=mid, anchor="lm")
        x += int(d.textlength(word, font=mid)) + 24
    y += 38
    track = [(i, s) for i, s in enumerate(view["track"]) if s is not None]
    text = t(lang, "round", n=view["round"])
    if track:
        text += " · " + t(lang, "colon", a=t(lang, "track"), b=", ".join(
            f"{names[s]} ({BID_COSTS[i]})" for i, s in reversed(track)))
    line = ", ".join(t(lang, g) for g in view["line"]) or "—"
    djinns = ", ".join(DJINNS[k][0] for k in view["djinns_up"]) or "—"
    texts = (text, t(lang, "colon", a=t(lang, "line"), b=line), t(lang, "colon", a=t(lang, "djinns_up"), b=djinns))
    for k, words in enumerate(texts):  # round and bids, the face-up resources, the face-up djinns
        d.text((LEFT, y + 24 * k), imaging.text(words)[:90], fill="#222", font=mid)
    for s, p in enumerate(view["players"]):  # two players a line, in the digits' size
        x, yy = LEFT + (s % 2) * 430, y + 76 + (s // 2) * 36
        d.rounded_rectangle([x, yy + 2, x + 28, yy + 30], 5, fill=SEAT_FILL[s % 4])
        d.text((x + 14, yy + 16), str(s + 1), fill="white", font=mid, anchor="mm")
        label = f"{names[s]}"[:12] + f" · {t(lang, 'camels_word')} {p['camels_left']}"
        d.text((x + 36, yy + 16), imaging.text(label), fill="#222", font=digits, anchor="lm")
    return imaging.png(img)
