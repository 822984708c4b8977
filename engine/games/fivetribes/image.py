"""A Pillow picture of the Sultanate, drawn from the public view only (about 900×700 px)."""

from __future__ import annotations

import io

from PIL import Image, ImageDraw

from engine import imaging

from .data import COLOURS, DJINNS, ROWS
from .text import TEXTS

TILE_W, TILE_H = 140, 110
LEFT, TOP = 30, 36
WIDTH, HEIGHT = 900, 700
KIND_FILL = {
    "big_market": "#e8a33d", "small_market": "#f3cf7a", "oasis": "#8fd19e", "village": "#d8b48f",
    "sacred_place": "#bba6e6",
}
MEEPLE_FILL = {"vizier": "#f2d024", "elder": "#fafafa", "builder": "#3a6fd8", "merchant": "#3aa655",
               "assassin": "#d43c3c"}
SEAT_FILL = ("#e67e22", "#ff4fa3", "#222222", "#13a0a0")






def render(view: dict, lang: str, names: list[str]) -> bytes:
    img = Image.new("RGB", (WIDTH, HEIGHT), "#f4ead5")
    d = ImageDraw.Draw(img)
    small, mid, big = imaging.font(12), imaging.font(14), imaging.font(18)
    for c in range(6):
        d.text((LEFT + c * TILE_W + TILE_W // 2 - 4, 10), str(c + 1), fill="#333", font=big)
    for r, row in enumerate(view["board"]):
        d.text((8, TOP + r * TILE_H + TILE_H // 2 - 10), ROWS[r], fill="#333", font=big)
        for c, tile in enumerate(row):
            x0, y0 = LEFT + c * TILE_W, TOP + r * TILE_H
            d.rectangle([x0 + 2, y0 + 2, x0 + TILE_W - 2, y0 + TILE_H - 2], fill=KIND_FILL[tile["kind"]],
                        outline="#5a4632", width=2)
            blue = tile["kind"] in ("village", "sacred_place")
            d.ellipse([x0 + 6, y0 + 6, x0 + 32, y0 + 32], fill="#2c5cc5" if blue else "#c0392b")
            d.text((x0 + 19, y0 + 19), str(tile["value"]), fill="white", font=mid, anchor="mm")
            d.text((x0 + TILE_W - 8, y0 + TILE_H - 8), imaging.text(TEXTS.t(lang, tile["kind"])), fill="#222",
                   font=small, anchor="rd")
            if tile["camel"] is not None:
                s = tile["camel"]
                d.rounded_rectangle([x0 + TILE_W - 34, y0 + 6, x0 + TILE_W - 8, y0 + 30], 5, fill=SEAT_FILL[s % 4])
                d.text((x0 + TILE_W - 21, y0 + 18), str(s + 1), fill="white", font=mid, anchor="mm")
            # meeples: one disc per colour present, with its count
            mx = x0 + 10
            for colour in COLOURS:
                n = tile["meeples"][colour]
                if not n:
                    continue
                d.ellipse([mx, y0 + 44, mx + 22, y0 + 66], fill=MEEPLE_FILL[colour], outline="#333")
                d.text((mx + 11, y0 + 55), str(n), fill="#000" if colour in ("vizier", "elder") else "white",
                       font=mid, anchor="mm")
                mx += 25
            px = x0 + 10
            for _ in range(tile["palms"]):
                d.polygon([(px, y0 + 98), (px + 8, y0 + 78), (px + 16, y0 + 98)], fill="#1e7b34")
                px += 18
            for _ in range(tile["palaces"]):
                d.rectangle([px, y0 + 86, px + 16, y0 + 100], fill="#fff6d5", outline="#7a5b12")
                d.polygon([(px - 1, y0 + 86), (px + 8, y0 + 77), (px + 17, y0 + 86)], fill="#c9a227")
                px += 20
    y = TOP + 5 * TILE_H + 8
    track = [(i, s) for i, s in enumerate(view["track"]) if s is not None]
    costs = (0, 0, 0, 1, 3, 5, 8, 12, 18)
    text = TEXTS.t(lang, "round", n=view["round"])
    if track:
        text += " · " + TEXTS.t(lang, "colon", a=TEXTS.t(lang, "track"), b=", ".join(
            f"{names[s]} ({costs[i]})" for i, s in reversed(track)))
    d.text((LEFT, y), imaging.text(text)[:130], fill="#222", font=mid)
    line = ", ".join(TEXTS.t(lang, g) for g in view["line"]) or "—"
    text = TEXTS.t(lang, "colon", a=TEXTS.t(lang, "line"), b=line)
    d.text((LEFT, y + 22), imaging.text(text)[:130], fill="#222", font=mid)
    djinns = ", ".join(DJINNS[k][0] for k in view["djinns_up"]) or "—"
    text = TEXTS.t(lang, "colon", a=TEXTS.t(lang, "djinns_up"), b=djinns)
    d.text((LEFT, y + 44), imaging.text(text)[:130], fill="#222", font=mid)
    x = LEFT
    for s, p in enumerate(view["players"]):
        d.rounded_rectangle([x, y + 70, x + 14, y + 84], 3, fill=SEAT_FILL[s % 4])
        label = f"{s + 1}. {names[s]}"[:16] + f"  {TEXTS.t(lang, 'camels_word')} {p['camels_left']}"
        d.text((x + 18, y + 70), imaging.text(label), fill="#222", font=small)
        x += 215
    buf = io.BytesIO()
    img.save(buf, format="PNG")
    return buf.getvalue()
