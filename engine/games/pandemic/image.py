"""Pillow picture of the public view: the map, links (incl. the Pacific wrap), cubes, stations and pawns."""

from __future__ import annotations

import io

from PIL import Image, ImageDraw

from engine import imaging

from .data import CITIES, LINK_PAIRS, MAP_SIZE, PACIFIC_LINKS, POS
from .text import TEXTS, city_name

RGB = {"blue": (52, 120, 230), "yellow": (235, 200, 40), "black": (95, 95, 95), "red": (215, 50, 50)}
PAWN_RGB = {"researcher": (150, 90, 40), "operations": (100, 190, 90), "medic": (240, 140, 30),
            "planner": (40, 190, 200), "dispatcher": (210, 90, 200), "scientist": (240, 240, 240),
            "quarantine": (30, 110, 50)}
BG = (18, 32, 56)
LINE = (170, 185, 205)
PACIFIC = {frozenset(p) for p in PACIFIC_LINKS}
TOP = 40
BOTTOM = 70




def render(view: dict, lang: str, names: list[str]) -> bytes:
    w, h = MAP_SIZE
    img = Image.new("RGB", (w, h + TOP + BOTTOM), BG)
    d = ImageDraw.Draw(img)
    font = imaging.font(11)
    big = imaging.font(16)

    def xy(city):
        x, y = POS[city]
        return x, y + TOP

    for a, b in LINK_PAIRS:
        (x1, y1), (x2, y2) = xy(a), xy(b)
        if frozenset((a, b)) in PACIFIC:  # wrap around the board edges
            west, east = (a, b) if x1 < x2 else (b, a)
            (wx, wy), (ex, ey) = xy(west), xy(east)
            mid = (wy + ey) / 2
            d.line([(wx, wy), (0, mid)], fill=LINE, width=1)
            d.line([(ex, ey), (w - 1, mid)], fill=LINE, width=1)
        else:
            d.line([(x1, y1), (x2, y2)], fill=LINE, width=1)
    cities = view["cities"]
    for city in CITIES:
        info = cities[city]
        x, y = xy(city)
        r = 8
        if info["station"]:
            d.rectangle([x - 12, y - 12, x + 12, y + 12], outline=(255, 255, 255), width=2)
        d.ellipse([x - r, y - r, x + r, y + r], fill=RGB[info["color"]], outline=(255, 255, 255))
        d.text((x, y + 11), imaging.text(city_name(lang, city)), fill=(230, 230, 230), font=font, anchor="mt")
        i = 0
        for color, n in info["cubes"].items():
            for _ in range(n):
                cx = x + 11 + (i % 4) * 8
                cy = y - 17 - (i // 4) * 8
                d.rectangle([cx, cy, cx + 6, cy + 6], fill=RGB[color], outline=(255, 255, 255))
                i += 1
    by_city: dict[str, list[int]] = {}
    for seat, city in view["pawns"].items():
        by_city.setdefault(city, []).append(int(seat))
    for city, seats in by_city.items():
        x, y = xy(city)
        for k, seat in enumerate(sorted(seats)):
            px, py = x - 18 - k * 11, y - 10
            d.polygon([(px, py - 10), (px - 5, py + 6), (px + 5, py + 6)],
                      fill=PAWN_RGB[view["roles"][seat]], outline=(255, 255, 255))
    t = TEXTS.t
    cures = "   ".join(f"{t(lang, c)}: {t(lang, v)}" for c, v in view["cures"].items())
    head = t(lang, "img_header", o=view["outbreaks"], r=view["infection_rate"])
    d.text((10, 10), imaging.text(f"{head}   {cures}"), fill=(255, 255, 255), font=big)
    x = 10
    for seat, name in enumerate(names):
        role = view["roles"][seat]
        d.polygon([(x + 6, h + TOP + 12), (x + 1, h + TOP + 26), (x + 11, h + TOP + 26)], fill=PAWN_RGB[role])
        label = imaging.text(f"{name} - {t(lang, role)}")
        d.text((x + 16, h + TOP + 14), label, fill=(255, 255, 255), font=font)
        x += 30 + int(d.textlength(label, font=font))
    buf = io.BytesIO()
    img.save(buf, format="PNG", optimize=True)
    return buf.getvalue()
