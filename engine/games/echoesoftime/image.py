"""A Pillow picture of the public table: Sources on top, then each player's time board and Company."""

from __future__ import annotations

import io

from PIL import Image, ImageDraw

from engine import imaging

from .text import TEXTS

FLAME_FILL = {"yellow": "#f5d142", "blue": "#5b9bf0", "red": "#e8574a"}
SEAT_FILL = ("#c0392b", "#2471a3", "#1e8449", "#7d3c98")
W, ROW_H, TOP_H = 900, 200, 120


def _name(lang, key):
    return imaging.text(TEXTS.t(lang, "card_" + key))


def render(view: dict, lang: str, names: list[str]) -> bytes:
    n = view["players"]
    img = Image.new("RGB", (W, TOP_H + ROW_H * n + 10), "#f1ead8")
    d = ImageDraw.Draw(img)
    big, mid, small = imaging.font(24), imaging.font(18), imaging.font(15)
    head = TEXTS.t(lang, "round", n=view["round"]) + " · " + TEXTS.t(lang, "pool", n=view["pool"])
    d.text((12, 8), imaging.text(head), fill="#222", font=big)
    sw = (W - 20) // max(1, len(view["sources"]))
    for i, s in enumerate(view["sources"]):
        x = 10 + i * sw
        owner = s["owner"]
        fill = "#ddd" if owner is None else SEAT_FILL[owner]
        d.rounded_rectangle([x + 2, 42, x + sw - 4, TOP_H - 6], 8, fill=fill, outline="#333",
                            width=3 if s["fortified"] else 1)
        label = imaging.text(TEXTS.t(lang, "src_" + s["key"]))
        d.text((x + 8, 46), f"{i + 1}. {label}"[:18], fill="#000" if owner is None else "#fff", font=small)
        state = TEXTS.t(lang, "centre") if owner is None else f"{'FORT' if s['fortified'] else 'S'} {s['strength']}"
        d.text((x + 8, 70), imaging.text(state), fill="#000" if owner is None else "#fff", font=mid)
    for seat in range(n):
        y = TOP_H + seat * ROW_H
        d.rectangle([6, y + 4, W - 6, y + ROW_H - 4], outline=SEAT_FILL[seat], width=3)
        d.text((14, y + 8), imaging.text(f"{names[seat]}  ★{view['vp'][seat]}  Σ{view['scores'][seat]['total']}  "
                                         f"{TEXTS.t(lang, 'size', n=view['company_size'][seat])}"),
               fill=SEAT_FILL[seat], font=mid)
        tw = 140
        for pos, tile in enumerate(view["track"][seat] + [{"slot": "·", "flame": view["outside"][seat], "cards": []}]):
            x = 14 + pos * (tw + 6)
            d.rounded_rectangle([x, y + 34, x + tw, y + 120], 6, fill=FLAME_FILL[tile["flame"]], outline="#333")
            d.text((x + 6, y + 36), str(tile["slot"]), fill="#000", font=big)
            for j, c in enumerate(tile["cards"]):
                d.text((x + 6, y + 68 + j * 24), _name(lang, c)[:15], fill="#000", font=small)
        comp = ", ".join(_name(lang, k) for k in view["company"][seat]) or "-"
        d.text((14, y + 128), imaging.text(TEXTS.t(lang, "company")) + ":", fill="#222", font=small)
        line, yy = "", y + 148
        for word in comp.split(", "):
            if len(line) + len(word) > 95:
                d.text((14, yy), line, fill="#222", font=small)
                line, yy = "", yy + 20
            line = f"{line}, {word}" if line else word
        d.text((14, yy), line, fill="#222", font=small)
    buf = io.BytesIO()
    img.save(buf, "PNG")
    return buf.getvalue()
