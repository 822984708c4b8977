"""A Pillow picture of the public table: the season wheel, the dice and each player's tableau."""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from engine import cards_art as art
from engine.imaging import font, png, text

from .data import CARDS, DICE, KINDS, LETTER, cost, cost_symbols
from .text import TEXTS
from .views import PublicView, SeatView

SEASON_COLOURS = {"winter": (120, 170, 230), "spring": (120, 200, 120), "summer": (240, 200, 80),
                  "autumn": (220, 130, 70)}
ENERGY_COLOURS = {"a": (230, 230, 250), "w": (70, 130, 230), "f": (220, 60, 40), "e": (120, 170, 60)}
W = 800


def _energy(d: ImageDraw.ImageDraw, x: int, y: int, k: str, r: int = 14) -> None:
    d.ellipse((x - r, y - r, x + r, y + r), fill=ENERGY_COLOURS[k], outline=(0, 0, 0), width=2)
    d.text((x, y), LETTER[k], font=font(18), fill=(0, 0, 0), anchor="mm")


def _die(d, x, y, face: dict, season: str, size: int = 96, lang: str = "en") -> None:
    d.rounded_rectangle((x, y, x + size, y + size), radius=12, fill=(255, 255, 255),
                        outline=SEASON_COLOURS[season], width=6)
    ex = x + 22
    for i, k in enumerate(face["en"]):
        _energy(d, ex + i * 30, y + 26, k)
    parts = ((f"+{face['cr']}c", face["cr"]), ("★", face["gauge"]), (text(TEXTS.t(lang, "face_draw")), face["draw"]),
             ("T", face["tr"]))  # each symbol, shown if the face has it
    line = " ".join(symbol for symbol, shown in parts if shown)
    d.text((x + size // 2, y + 60), line, font=font(20), fill=(0, 0, 0), anchor="mm")
    d.text((x + size // 2, y + 84), "•" * face["dots"], font=font(22), fill=(0, 0, 0), anchor="mm")


LEGEND_TOP, LEGEND_X, LEGEND_FONT, LEGEND_LINE = 300, 20, 17, 24


def legend_lines(lang: str) -> list[str]:
    """The picture legend, wrapped (at its " · " separators) to the picture's width."""
    measure = ImageDraw.Draw(Image.new("RGB", (1, 1)))
    width = W - 2 * LEGEND_X
    lines: list[str] = []
    for item in text(TEXTS.t(lang, "img_legend")).split(" · "):
        joined = f"{lines[-1]} · {item}" if lines else item
        if lines and measure.textlength(joined, font=font(LEGEND_FONT)) <= width:
            lines[-1] = joined
        else:
            lines.append(item)
    return lines


def render(view: PublicView, lang: str, names: list[str]) -> tuple[Image.Image, dict]:
    """The picture and the boxes of its parts (``legend``, ``dice``: lists of (x0, y0, x1, y1))."""
    n = view["players"]
    rows = [max(2, len(tab)) for tab in view["tableau"]]
    legend = legend_lines(lang)
    top = LEGEND_TOP + LEGEND_LINE * len(legend) + 12  # the players' panels start below the legend
    height = top + sum(90 + 34 * ((r + 1) // 2) for r in rows)
    img = Image.new("RGB", (W, height), (245, 240, 228))
    d = ImageDraw.Draw(img)
    boxes: dict = {"legend": [], "dice": []}
    # season wheel: 12 spaces, the token's space filled black
    cx, cy, r = 150, 160, 130
    for i in range(12):
        a0, a1 = -90 + i * 30, -90 + (i + 1) * 30
        season = ("winter", "spring", "summer", "autumn")[i // 3]
        d.pieslice((cx - r, cy - r, cx + r, cy + r), a0, a1, fill=SEASON_COLOURS[season], outline=(60, 60, 60), width=2)
        am = math.radians((a0 + a1) / 2)
        tx, ty = cx + 0.78 * r * math.cos(am), cy + 0.78 * r * math.sin(am)
        here = i == view["pos"]  # the token's space: white on a black disc
        if here:
            d.ellipse((tx - 20, ty - 20, tx + 20, ty + 20), fill=(20, 20, 20))
        d.text((tx, ty), str(i + 1), font=font(22), fill=(255, 255, 255) if here else (0, 0, 0), anchor="mm")
    d.ellipse((cx - 52, cy - 52, cx + 52, cy + 52), fill=(250, 250, 250), outline=(60, 60, 60), width=2)
    d.text((cx, cy - 14), text(TEXTS.t(lang, view["season"])), font=font(22), fill=(0, 0, 0), anchor="mm")
    d.text((cx, cy + 16), f"{view['year']}/3", font=font(26), fill=(0, 0, 0), anchor="mm")
    # dice in the pool, then the leftover die
    x = 310
    dice = list(view["dice"])
    d.text((310, 16), text(TEXTS.t(lang, view["dseason"])), font=font(26), fill=(0, 0, 0))
    shown = [(dd, "") for dd in dice] + ([(view["leftover"], " ↻")] if view["leftover"] else [])
    for i, (dd, mark) in enumerate(shown[:6]):
        face = DICE[view["dseason"]][dd["id"] - 1][dd["face"]]
        px, py = x + (i % 4) * 120, 56 + (i // 4) * 120
        _die(d, px, py, face, view["dseason"], lang=lang)
        boxes["dice"].append((px, py, px + 96, py + 96))
        d.text((px + 4, py - 2), str(dd["id"]) + mark, font=font(16), fill=(0, 0, 0))
    # the legend: full width, under the wheel and the dice, wrapped to stay inside the picture
    for i, line in enumerate(legend):
        at = (LEGEND_X, LEGEND_TOP + LEGEND_LINE * i)
        d.text(at, line, font=font(LEGEND_FONT), fill=(40, 40, 40))
        boxes["legend"].append(d.textbbox(at, line, font=font(LEGEND_FONT)))
    y = top
    for s in range(n):
        col = (255, 255, 255) if s != view.get("current") else (255, 248, 200)
        h = 80 + 34 * ((rows[s] + 1) // 2)
        d.rounded_rectangle((10, y, W - 10, y + h), radius=10, fill=col, outline=(60, 60, 60), width=2)
        head = TEXTS.t(lang, "img_head", name=names[s], cr=view["crystals"][s], in_play=len(view["tableau"][s]),
                       gauge=view["gauge"][s], hand=view["hand_sizes"][s], bon=view["bonuses"][s])
        d.text((24, y + 10), text(head), font=font(26), fill=(0, 0, 0))
        die = view["taken"][s]
        if die and view["phase"] == "turn":
            face = DICE[view["dseason"]][die["id"] - 1][die["face"]]
            _die(d, W - 120, y + 8, face, view["dseason"], size=96, lang=lang)
        ex = 40
        for k in KINDS:
            for _ in range(view["res"][s][k]):
                _energy(d, ex, y + 60, k)
                ex += 32
        for i, e in enumerate(view["tableau"][s]):
            c = e["card"]
            tags = CARDS[c]["tags"]
            mark = ("⚙" + ("✗" if e["used"] else "✓")) if "act" in tags else ("∞" if "perm" in tags else "")
            px, py = 24 + (i % 2) * 320, y + 80 + (i // 2) * 34
            fill = (120, 60, 150) if CARDS[c]["type"] == "item" else (210, 120, 40)
            d.rectangle((px, py, px + 310, py + 30), fill=fill)
            name = TEXTS.t(lang, f"card_{c}")
            tail = f" ({CARDS[c]['vp']})"
            if e["store"]:
                name, tail = name[:14], " +" + "".join(LETTER[k] * v for k, v in sorted(e["store"].items()))
            room = 26 - len(mark) - len(tail)  # the points stay whole; a long name is shortened
            if len(name) > room:
                name = name[:max(1, room - 1)].rstrip() + "…"
            d.text((px + 6, py + 15), text(f"{mark}{name}{tail}")[:26], font=font(20), fill=(255, 255, 255),
                   anchor="lm")
        y += h + 10
    return img, boxes


def board(view: PublicView, lang: str, names: list[str]) -> bytes:
    img, _ = render(view, lang, names)
    return png(img)


# ---------------------------------------------------------------------------- the hand, as card pictures
# Seasons: a seat's power cards as pictures (for the DM): the draft pack and picks while drafting, the
# year bundles while preparing, then the hand and the bundles to come, drawn with :mod:`engine.cards_art`
# from the seat's view only. Magic items are violet, familiars green; the big value is the card's prestige
# points, the corner its cost (energies by letter, crystals after ◆).
TYPE_FILL = {"item": "#7048e8", "familiar": "#2b8a3e"}
TYPE_SYMBOL = {"item": "diamond", "familiar": "leaf"}


def face(c: int, players: int, lang: str) -> art.Face:
    card = CARDS[c]
    return art.Face(str(card["vp"]), TEXTS.t(lang, f"card_{c}"), TYPE_FILL.get(card["type"], "#868e96"),
                    TYPE_SYMBOL.get(card["type"], "circle"), corner=cost_symbols(cost(c, players), "◆"))


def hand(view: SeatView, lang: str, names: list[str]) -> bytes:
    t = TEXTS.t
    n = view["players"]

    def faces(cards):
        return [face(c, n, lang) for c in cards if c is not None]

    if view["phase"] == "draft":
        title, main = t(lang, "your_pack"), view["pack"]
        more = [(t(lang, "your_picks"), faces(view["picks"]))]
    elif view["phase"] == "bundle":
        title, main = t(lang, "your_picks"), view["picks"]
        more = [(art.plain(t(lang, "your_sel", year=i + 1, cards="#")).replace("#", "").rstrip(" :"), faces(y))
                for i, y in enumerate(view["sel"])]
    else:
        title, main = t(lang, "your_hand"), view["hand"]
        more = [(t(lang, "your_future", year=i + 2), faces(y)) for i, y in enumerate(view["future"])]
    for p in view["pending"][:1]:
        if p.get("cards"):
            more.append((art.plain(t(lang, "you_see", cards="#")).replace("#", "").rstrip(" :"), faces(p["cards"])))
    return art.hand_png(f"{names[view['seat']]} — {title}", faces(main), more=more, size=(100, 140))
