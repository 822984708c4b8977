"""A Pillow picture of the train, drawn from the public view only (locomotive on the left)."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine import imaging

from .text import TEXTS, loot_line
from .views import PublicView, SeatView

CAR_W, GAP, LEFT = 150, 8, 12
ROOF_Y, ROOF_H = 110, 70  # band above the car body where roof bandits and roof loot stand
BODY_Y, BODY_H = 186, 160
HEIGHT = 470
CHAR_FILL = {"ghost": "#9aa4b1", "belle": "#d6336c", "cheyenne": "#2f9e44", "tuco": "#e8590c",
             "django": "#1c1c1c", "doc": "#1971c2", "unknown": "#adb5bd"}
LOOT_FILL = {"purse": "#c9a227", "jewel": "#4dabf7", "box": "#5c3d1e"}
LOOT_MARK = {"purse": "$", "jewel": "◆", "box": "■"}


def _loot(d: ImageDraw.ImageDraw, x: int, y: int, kinds: list[str], font) -> None:
    for k in ("purse", "jewel", "box"):
        n = kinds.count(k)
        if not n:
            continue
        d.rounded_rectangle([x, y, x + 46, y + 30], 6, fill=LOOT_FILL[k], outline="#222")
        d.text((x + 23, y + 15), imaging.text(f"{LOOT_MARK[k]}{n}"), fill="white", font=font, anchor="mm")
        x += 48


def _bandit(d: ImageDraw.ImageDraw, x: int, y: int, char: str, seat: int, font, small, ink: str) -> None:
    d.ellipse([x, y, x + 46, y + 46], fill=CHAR_FILL[char], outline="white", width=3)
    d.text((x + 23, y + 23), "?" if char == "unknown" else char[:2].upper(), fill="white", font=font, anchor="mm")
    d.text((x + 23, y + 56), str(seat + 1), fill=ink, font=small, anchor="mm")


def board(view: PublicView, lang: str, names: list[str]) -> bytes:
    cars = len(view["train"])
    width = LEFT * 2 + cars * (CAR_W + GAP)
    img = Image.new("RGB", (width, HEIGHT), "#f1e3c8")
    d = ImageDraw.Draw(img)
    big, mid, small = imaging.font(34), imaging.font(24), imaging.font(19)
    title = TEXTS.t(lang, "round_line", round=view["round"], rounds=view["rounds"],
                    card=TEXTS.t(lang, view["round_card"]), turns="").replace("*", "").rstrip(" ·")
    title = title.replace(" · tours", "").replace(" · turns", "")
    d.text((LEFT, 10), imaging.text(title), fill="#222", font=mid)
    for i, k in enumerate(view["turns"]):
        now = i == view["turn"] and view["phase"] == "plan"
        x = width - LEFT - (len(view["turns"]) - i) * 34
        d.rectangle([x, 8, x + 30, 38], fill={"N": "#fff", "T": "#333", "S": "#f59f00", "R": "#74c0fc"}[k],
                    outline="#c92a2a" if now else "#222", width=4 if now else 1)
        d.text((x + 15, 23), {"N": "", "T": "", "S": "2", "R": "R"}[k], fill="#222", font=mid, anchor="mm")
    d.line([LEFT, BODY_Y + BODY_H + 22, width - LEFT, BODY_Y + BODY_H + 22], fill="#555", width=4)
    for car in range(cars):
        x0 = LEFT + car * (CAR_W + GAP)
        body = [x0, BODY_Y, x0 + CAR_W, BODY_Y + BODY_H]
        d.rectangle(body, fill="#8c2f1b" if car else "#343a40", outline="#222", width=3)
        d.rectangle([x0 - 2, BODY_Y - 6, x0 + CAR_W + 2, BODY_Y], fill="#5a4632")
        for wx in (x0 + 24, x0 + CAR_W - 24):
            d.ellipse([wx - 12, BODY_Y + BODY_H + 10, wx + 12, BODY_Y + BODY_H + 34], fill="#222")
        label, size = imaging.text(TEXTS.t(lang, view["train"][car])), 19
        while size > 11 and d.textlength(label, font=imaging.font(size)) > CAR_W - 4:
            size -= 1
        d.text((x0 + CAR_W // 2, BODY_Y + BODY_H + 52), label, fill="#222", font=imaging.font(size), anchor="mm")
        d.text((x0 + CAR_W // 2, BODY_Y + BODY_H + 84), str(car) if car else "L", fill="#222", font=big, anchor="mm")
        if view["marshal"] == car:
            d.regular_polygon((x0 + CAR_W - 26, BODY_Y + 90, 24), 5, fill="#fcc419", outline="#222")
            d.text((x0 + CAR_W - 26, BODY_Y + 92), "M", fill="#222", font=mid, anchor="mm")
        for level, y in ((0, BODY_Y + BODY_H - 36), (1, ROOF_Y + ROOF_H - 36)):
            _loot(d, x0 + 4, y, [view["loot"][i]["k"] for i in view["cars"][car][level]], mid)
        for roof, ink in ((False, "white"), (True, "#222")):  # inside first, then the roofs (rows grow upward)
            here = [bd for bd in view["bandits"] if bd["car"] == car and bd["roof"] == roof]
            for j, bd in enumerate(here):
                y = ROOF_Y - 36 - (j // 3) * 62 if roof else BODY_Y + 6 + (j // 3) * 58
                _bandit(d, x0 + 2 + (j % 3) * 49, y, bd["char"], bd["seat"], mid, small, ink)
    legend = "  ".join(f"{bd['char'][:2].upper()}={TEXTS.t(lang, bd['char'])} ({bd['seat'] + 1} {names[bd['seat']]})"
                       for bd in view["bandits"])
    d.text((LEFT, HEIGHT - 26), imaging.text(legend)[: width // 8], fill="#222", font=imaging.font(16))
    return imaging.png(img)


# ---------------------------------------------------------------------------- the hand, as card pictures
ACTION_SYMBOL = {"move": "leftright", "floor": "arrows", "fire": "bolt", "rob": "diamond", "punch": "fist",
                 "marshal": "star", "bullet": "circle", "neutral": "circle"}


def _face(card: str, view: PublicView, lang: str):
    from engine import cards_art as art

    from . import data as D

    kind = D.card_kind(card)
    name = TEXTS.t(lang, kind)
    if kind == "neutral":
        return art.Face("", name, "#868e96", ACTION_SYMBOL[kind])
    char = view["bandits"][D.card_bandit(card)]["char"]
    if kind == "bullet":
        return art.Face(card.split(":")[2], name, "#dee2e6", "circle", corner=TEXTS.t(lang, char)[:3])
    corner = TEXTS.t(lang, char)[:3] if view["teams"] and kind != "marshal" else ""
    return art.Face("", name, CHAR_FILL.get(char, "#adb5bd"), ACTION_SYMBOL[kind], corner=corner)


def hand(view: SeatView, lang: str, names: list[str]) -> bytes:
    """A seat's hand (action and bullet cards, in its bandit's colour), its cards waiting to be
    discarded, its face-down cards in the pile, and its loot: from the seat's view only."""
    from engine import cards_art as art

    t = TEXTS.t
    seat = view["seat"]
    bandits = view["bandits"]
    mine = [b for b, bd in enumerate(bandits) if bd["seat"] == seat]
    lines = [art.plain(t(lang, "you_are", who=", ".join(t(lang, bandits[b]["char"]) for b in mine)))]
    lines += [art.plain(loot_line(view, b, lang)) for b in mine]
    more = [(t(lang, "your_pending"), [_face(c, view, lang) for c in view["pending"]]),
            (t(lang, "your_down"), [_face(e["card"], view, lang) for e in view["pile"]
                                    if e["down"] and e["seat"] == seat])]
    faces = [_face(c, view, lang) for c in sorted(view["hand"])]
    return art.hand_png(f"{names[seat]} — {t(lang, 'your_hand')}", faces, lines, more=more, size=(100, 140))
