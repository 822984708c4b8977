"""A Pillow picture of the public table: Sources on top, then each player's time board and Company."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine import cards_art as art
from engine import imaging

from .data import TYPE
from .text import TEXTS
from .views import PublicView, SeatView

FLAME_FILL = {"yellow": "#f5d142", "blue": "#5b9bf0", "red": "#e8574a"}
SEAT_FILL = ("#c0392b", "#2471a3", "#1e8449", "#7d3c98")
W, TOP_H, TILE_W, TILE_H = 720, 112, 112, 120
SMALL = 18  # the small font's size: names and Company lines, wrapped at spaces


def _t(lang, key, **kw):
    return imaging.text(TEXTS.t(lang, key, **kw))


def _wrap(text: str, width: int) -> list[str]:
    """Every line of ``text`` wrapped at spaces to ``width`` pixels in the small font (no line limit)."""
    return art.wrap(text, width, SMALL, max_lines=len(text))


def board(view: PublicView, lang: str, names: list[str]) -> bytes:
    n = view["players"]
    big, mid, small = imaging.font(28), imaging.font(22), imaging.font(SMALL)
    comp_lines = []
    for seat in range(n):
        comp = ", ".join(_t(lang, "card_" + k) for k in view["company"][seat]) or "-"
        comp_lines.append(_wrap(f"{_t(lang, 'company')}: {comp}", W - 30))
    heights = [44 + TILE_H + 10 + 22 * len(lines) + 10 for lines in comp_lines]
    img = Image.new("RGB", (W, TOP_H + sum(heights) + 10), "#f1ead8")
    d = ImageDraw.Draw(img)
    head = _t(lang, "round", n=view["round"]) + " · " + _t(lang, "pool", n=view["pool"])
    d.text((10, 6), head, fill="#222", font=mid)
    sw = (W - 12) // max(1, len(view["sources"]))
    for i, s in enumerate(view["sources"]):
        x, owner = 6 + i * sw, s["owner"]
        fill, ink = ("#ddd", "#000") if owner is None else (SEAT_FILL[owner], "#fff")
        d.rounded_rectangle([x + 2, 38, x + sw - 4, TOP_H - 4], 8, fill=fill, outline="#222",
                            width=5 if s["fortified"] else 1)
        for j, line in enumerate(_wrap(f"{i + 1}. {_t(lang, 'src_' + s['key'])}", sw - 16)[:2]):
            d.text((x + 8, 40 + 20 * j), line, fill=ink, font=small)
        if owner is None:
            label = _t(lang, "centre")
        else:
            label = _t(lang, "img_fortified" if s["fortified"] else "img_conquered", n=s["strength"])
        d.text((x + 8, 80), label, fill=ink, font=mid)
    y = TOP_H
    for seat in range(n):
        h = heights[seat]
        d.rectangle([4, y + 2, W - 4, y + h - 4], outline=SEAT_FILL[seat], width=4)
        d.text((12, y + 8), imaging.text(f"{names[seat]}  ★{view['vp'][seat]}  Σ{view['scores'][seat]['total']}  "
                                         f"{TEXTS.t(lang, 'size', n=view['company_size'][seat])}"),
               fill=SEAT_FILL[seat], font=mid)
        tiles = view["track"][seat] + [{"slot": _t(lang, "outside"), "flame": view["outside"][seat], "cards": []}]
        for pos, tile in enumerate(tiles):
            x = 10 + pos * (TILE_W + 4)
            d.rounded_rectangle([x, y + 40, x + TILE_W, y + 40 + TILE_H], 6, fill=FLAME_FILL[tile["flame"]],
                                outline="#222")
            d.text((x + 6, y + 40), str(tile["slot"]), fill="#000", font=big if pos < 5 else small)
            yy = y + 74
            for c in tile["cards"]:
                for line in _wrap(_t(lang, "card_" + c), TILE_W - 10)[:2]:
                    d.text((x + 5, yy), line, fill="#000", font=small)
                    yy += 20
                yy += 2
        yy = y + 44 + TILE_H + 6
        for line in comp_lines[seat]:
            d.text((12, yy), line, fill="#222", font=small)
            yy += 22
        y += h
    return imaging.png(img)


# ---------------------------------------------------------------------------- the hand, as card pictures
# Echoes of Time: a seat's hand as card pictures (for the DM), drawn with :mod:`engine.cards_art` from
# the seat's view only. Creatures are coloured by faction (grey: neutral), Artefacts gold; the big value is
# a Creature's strength, the corner its VP; a sword marks War, a star Magic.
FACTION_FILL = {"water": "#1c7ed6", "forest": "#2f9e44", "sky": "#99e9f2", "earth": "#a0522d", None: "#868e96"}
SPEC_SYMBOL = {"war": "sword", "magic": "star", None: "circle"}


def face(key: str, lang: str) -> art.Face:
    t = TYPE[key]
    name = TEXTS.t(lang, "card_" + key)
    if t["kind"] != "creature":
        return art.Face("", name, "#fab005", "diamond", corner=f"★{t['vp']}")
    return art.Face(str(t["strength"]), name, FACTION_FILL.get(t["faction"], "#868e96"), SPEC_SYMBOL.get(t["spec"]),
                    corner=f"★{t['vp']}")


def hand(view: SeatView, lang: str, names: list[str], text: str | None) -> bytes:
    lines = [art.plain(x) for x in (text or "").splitlines()[1:]]  # each card's costs and effects, in words
    title = f"{names[view['seat']]} — {TEXTS.t(lang, 'your_hand')} ({len(view['hand'])})"
    return art.hand_png(title, [face(k, lang) for k in view["hand"]], lines, size=(100, 140))
