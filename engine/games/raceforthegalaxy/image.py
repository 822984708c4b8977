"""The public tableau as a picture: one band per player, cards as coloured tiles (drawn from data)."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine import cards_art as art
from engine.imaging import font, png, text

from . import data as D
from .text import TEXTS, step_text
from .views import PublicView, SeatView

W = 800
COLS = 4
CW, CH = 192, 84
PAD = 8
GOOD_COLOUR = {"nov": (70, 130, 230), "rare": (150, 95, 45), "gene": (60, 170, 80), "alien": (235, 200, 40),
               "": (120, 120, 120)}


def _fit(d: ImageDraw.ImageDraw, name: str, f, width: int) -> str:
    name = text(name)
    if d.textlength(name, font=f) <= width:
        return name
    while name and d.textlength(name + ".", font=f) > width:
        name = name[:-1]
    return name.rstrip() + "."


def board(view: PublicView, lang: str, names: list[str]) -> bytes:
    n = len(view["tab"])
    rows = [max(1, (len(t) + COLS - 1) // COLS) for t in view["tab"]]
    height = 60 + sum(50 + r * (CH + PAD) for r in rows)
    img = Image.new("RGB", (W, height), (24, 26, 38))
    d = ImageDraw.Draw(img)
    big, mid, small = font(30), font(22), font(20)
    head = TEXTS.t(lang, "b_round", round=view["round"], step=step_text(view, lang))
    d.text((PAD, 10), text(f"{head} · VP {max(0, view['pool'])}"), font=big, fill=(255, 255, 255))
    y = 60
    for s in range(n):
        chips = TEXTS.t(lang, "img_chips", n=view["vp"][s])
        pts = TEXTS.t(lang, "pts", n=view["scores"][s])
        label = f"{names[s]}: {pts} · {chips} · ⚔{view['military'][s]}"
        d.text((PAD, y + 8), text(label), font=big, fill=(255, 230, 150))
        y += 50
        for i, (c, g) in enumerate(zip(view["tab"][s], view["goods"][s], strict=True)):
            x0 = PAD + (i % COLS) * (CW + PAD)
            y0 = y + (i // COLS) * (CH + PAD)
            world = D.ctype(c) == "W"
            fill = (60, 60, 90) if world else (70, 50, 70)
            outline = (220, 60, 60) if D.military(c) else (200, 200, 210)
            d.rounded_rectangle((x0, y0, x0 + CW, y0 + CH), radius=10, fill=fill, outline=outline, width=4)
            col = GOOD_COLOUR[D.good(c)]
            if world and D.good(c):
                d.rectangle((x0 + 4, y0 + 4, x0 + 20, y0 + CH - 4), fill=col)
            d.text((x0 + 26, y0 + 6), _fit(d, D.name(c), mid, CW - 30), font=mid, fill=(255, 255, 255))
            vp = "?" if (D.ctype(c) == "D" and D.cost(c) == 6) else str(D.vp(c))
            d.text((x0 + 26, y0 + 44), text(f"{D.cost(c)} · {vp} VP"), font=small, fill=(210, 210, 210))
            if g:
                d.ellipse((x0 + CW - 42, y0 + CH - 42, x0 + CW - 8, y0 + CH - 8), fill=col, outline=(255, 255, 255),
                          width=3)
        y += rows[s] * (CH + PAD)
    return png(img)


# ---------------------------------------------------------------------------- the hand, as card pictures
# Race for the Galaxy: a seat's hand as card pictures (for the DM), drawn with :mod:`engine.cards_art`
# from the seat's view only. Worlds are coloured by their good (grey without one), developments violet;
# the big value is the cost (the defense of a military world, marked with a sword), the corner the VP.
GOOD_FILL = {"nov": "#4dabf7", "rare": "#a0522d", "gene": "#40c057", "alien": "#fcc419", "": "#868e96"}
DEV_FILL = "#9775fa"


def face(slug: str) -> art.Face:
    world = D.ctype(slug) == "W"
    fill = GOOD_FILL[D.good(slug)] if world else DEV_FILL
    symbol = "sword" if D.military(slug) else ("circle" if world else "gear")
    vp = D.vp(slug) if D.cost(slug) < 6 or world else "?"
    return art.Face(str(D.cost(slug)), D.name(slug), fill, symbol, corner=f"{vp}VP")


def hand(view: SeatView, lang: str, names: list[str], text: list[str]) -> bytes:
    """``text``: the private text's lines after the hand (``RaceForTheGalaxy.private_image``)."""
    hand = view["hand"]
    title = f"{names[view['seat']]} — {TEXTS.t(lang, 'p_hand', n=len(hand))}"
    lines = [art.plain(x) for x in text]
    more = []
    if view.get("sel"):
        more.append(("→", [face(view["sel"]["card"])]))
    return art.hand_png(title, [face(c) for c in hand], lines, more=more, size=(100, 140))
