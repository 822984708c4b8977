"""A Pillow picture of the ship and the players' boards, drawn from the public view only."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine import imaging

from .data import CARDS, SKILLS
from .text import TEXTS
from .views import PublicView

WIDTH = 900
SKILL_FILL = {"str": "#d64541", "int": "#3a6fd8", "cun": "#e0b422", "luck": "#3aa655"}
CARD_W, CARD_H = 136, 100


GAIN_DOT = {"fav": ("#ffffff", "#7a5b12", "F", "#7a5b12"), "any": ("#999999", "#333", "?", "white")}  # fill, line, mark


def _gain_dot(d, x, y, gain, f):
    fill, line, mark, ink = GAIN_DOT.get(gain) or (SKILL_FILL[gain], "#333", None, None)
    d.ellipse([x, y, x + 22, y + 22], fill=fill, outline=line, width=2)
    if mark:
        d.text((x + 11, y + 11), mark, fill=ink, font=f, anchor="mm")


def _card(d, x, y, c, fonts, lang):
    small, mid, big = fonts
    if c is None:
        d.rounded_rectangle([x, y, x + CARD_W, y + CARD_H], 8, fill="#6b5a45", outline="#3b2f22", width=3)
        d.text((x + CARD_W // 2, y + CARD_H // 2), "?", fill="#e8dcc0", font=big, anchor="mm")
        return
    card = CARDS[c]
    d.rounded_rectangle([x, y, x + CARD_W, y + CARD_H], 8, fill=SKILL_FILL[card["skill"]], outline="#222", width=3)
    d.text((x + 8, y + 4), str(card["value"]), fill="white", font=big)
    d.text((x + CARD_W - 8, y + 6), f"{card['vp']}", fill="#fff6c0", font=big, anchor="ra")
    d.text((x + CARD_W // 2, y + 48), imaging.text(TEXTS.t(lang, card["type"])), fill="white", font=small,
           anchor="mm")
    gx = x + 8
    for g in card["gains"]:
        _gain_dot(d, gx, y + CARD_H - 30, g, small)
        gx += 26


def board(view: PublicView, lang: str, names: list[str]) -> bytes:
    players = view["p"]
    rows = len(players) + (1 if view["automa"] else 0)
    height = 70 + 2 * (CARD_H + 40) + rows * 120 + 60
    img = Image.new("RGB", (WIDTH, height), "#f4ead5")
    d = ImageDraw.Draw(img)
    small, mid, big = imaging.font(18), imaging.font(22), imaging.font(30)
    fonts = (small, mid, big)
    t = TEXTS.t
    d.text((16, 12), imaging.text(t(lang, "cycle", n=view["cycle"], of=view["cycles"]) + " · "
                                  + t(lang, "deck", n=view["deck_size"])), fill="#222", font=mid)
    if view["turn"] is not None:
        d.text((WIDTH - 16, 12), imaging.text(t(lang, "img_turn", name=names[view["turn"]])[:40]), fill="#222",
               font=mid, anchor="ra")
    y = 50
    for s, side in enumerate(view["ship"]):
        label = t(lang, f"side{s}")
        if view["side_favor"][s]:
            label += f"  (F {view['side_favor'][s]})"
        d.text((16, y), imaging.text(label), fill="#222", font=mid)
        y += 30
        for i, c in enumerate(side):
            x = 16 + i * (CARD_W + 10)
            _card(d, x, y, c, fonts, lang)
            if i == 0 or i == len(side) - 1:
                d.text((x + CARD_W // 2, y + CARD_H + 2), "L" if i == 0 else "R", fill="#222", font=small,
                       anchor="ma")
        y += CARD_H + 14
    for seat in range(rows):
        y += 6
        if seat < len(players):
            pl = players[seat]
            head = f"{names[seat]}  {pl['score']['total']}"
            skills, cols = pl["skills"], pl["cols"]
            extra = f"F {pl['favors']}  T {len(pl['tales'])}" + (f"  E {pl['epic']}" if pl["epic"] else "")
        else:
            auto = view["automa"]
            head = f"{t(lang, 'automa')}  {auto['score']['total']}"
            skills, cols = None, [auto["cards"]]
            extra = f"T {len(auto['tales'])}" + (f"  E {auto['epic']}" if auto["epic"] else "")
        d.text((16, y), imaging.text(head[:28]), fill="#222", font=mid)
        d.text((WIDTH - 16, y), extra, fill="#222", font=mid, anchor="ra")
        if skills is not None:
            for k, sk in enumerate(SKILLS):
                x = 400 + k * 70
                d.rounded_rectangle([x, y, x + 56, y + 28], 5, fill=SKILL_FILL[sk])
                d.text((x + 28, y + 14), str(skills[k]), fill="white", font=mid, anchor="mm")
        y += 36
        x = 16
        for k, col in enumerate(cols):
            for c in col:
                card = CARDS[c]
                passed = skills is not None and card["value"] <= skills[k]
                d.rounded_rectangle([x, y, x + 44 + (16 if skills is None else 0), y + 64], 5,
                                    fill=SKILL_FILL[card["skill"]], outline="#111" if passed else "#f4ead5",
                                    width=4 if passed else 1)
                d.text((x + 6, y + 4), str(card["value"]), fill="white", font=mid)
                d.text((x + 6, y + 34), str(card["vp"]), fill="#fff6c0", font=small)
                x += 50 if skills is not None else 66
            if skills is not None:
                x = 16 + (k + 1) * 216
        y += 78
    d.text((16, height - 44), imaging.text(t(lang, "img_legend")), fill="#444", font=small)
    return imaging.png(img)
