"""A Pillow picture of the Gizmos table (public view only): the display, the energy row and every player's
tableau. About 820 px wide, big labels so it stays readable when shrunk to a phone's width."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine import imaging

from .card_texts import ROMAN
from .data import CARDS, COLOURS
from .text import TEXTS
from .views import PublicView

WIDTH = 820
BACKGROUND = "#f3efe6"
FILL = {"red": "#e0413a", "blue": "#2f6fd6", "black": "#2b2b2b", "yellow": "#f0c419", "multi": "#9b59b6",
        "none": "#8a8a8a"}
TINT = {"red": "#f6c9c6", "blue": "#c9daf6", "black": "#cfcfcf", "yellow": "#faedb8", "multi": "#e2cdee",
        "none": "#e6e6e6"}
KIND_TAG = {"converter": "CONV", "upgrade": "UPG", "file": "FILE", "pick": "PICK", "build": "BUILD"}
LETTERS_EN = {"red": "R", "blue": "B", "black": "K", "yellow": "Y", "multi": "M"}
LETTERS_FR = {"red": "R", "blue": "B", "black": "N", "yellow": "J", "multi": "M"}
KIND_TAG_FR = {"converter": "CONV", "upgrade": "AMÉL", "file": "ARCH", "pick": "CHOIX", "build": "CONST"}


def _short_effect(lang: str, cid: int) -> str:
    """An effect text without emoji (the picture's font may not have them)."""
    card = CARDS[cid]
    letter = LETTERS_FR if lang == "fr" else LETTERS_EN
    if card["kind"] == "converter":
        if "conv" in card:
            frm = card["conv"]["from"]
            n = "2x" if card["conv"]["uses"] == 2 else "1"
            return f"{n} {letter[frm] if frm != 'any' else '*'} > *"
        return " ".join(f"{letter[c]}=2{letter[c]}" for c in card["dbl"])
    if card["kind"] == "upgrade":
        up = card["up"]
        parts = [f"{TEXTS.t(lang, 'img_' + k)}+{up[k]}" for k in ("storage", "archive", "research") if up[k]]
        parts += [TEXTS.t(lang, "img_" + f) for f in up["flags"]]
        return " ".join(parts)
    cond = card.get("cond")
    when = "/".join(letter[c] for c in card.get("colours", [])) if not cond else (
        TEXTS.t(lang, "img_archive") if cond == "archive" else "II")
    eff = TEXTS.t(lang, "img_" + card["effect"] + ("_e" if card["effect"] == "research" else ""))
    return f"{when} > {eff}".strip()


@lru_cache(maxsize=1024)
def _tile(cid: int, lang: str, w: int, h: int, archived: bool, mark: str) -> Image.Image:
    """One card drawn once and reused (drawing text is the slow part of a picture)."""
    img = Image.new("RGB", (w + 1, h + 1), BACKGROUND)
    d = ImageDraw.Draw(img)
    card = CARDS[cid]
    col = card["colour"]
    outline = "#7a5b12" if archived else "#333333"
    d.rounded_rectangle([0, 0, w, h], 8, fill=TINT[col], outline=outline, width=4 if archived else 2)
    big, small = imaging.font(20), imaging.font(15)
    tag = (KIND_TAG_FR if lang == "fr" else KIND_TAG)[card["kind"]]
    d.text((8, 5), f"{ROMAN[card['level']]}·{cid}", fill="#111", font=big)
    if card["level"]:
        d.ellipse([w - 34, 5, w - 6, 33], fill=FILL[col], outline="#111")
        d.text((w - 20, 19), str(card["cost"]), fill="#000" if col == "yellow" else "#fff", font=big, anchor="mm")
        d.text((w - 42, 19), f"{card['vp']}*", fill="#111", font=big, anchor="rm")
    d.text((8, h - 40), imaging.text(tag + (" " + mark if mark else "")), fill="#444", font=small)
    d.text((8, h - 21), imaging.text(_short_effect(lang, cid)), fill="#111", font=small)
    return img


def board(view: PublicView, lang: str, names: list[str]) -> bytes:
    t = TEXTS.t
    card_w, card_h, gap = 178, 86, 8
    mini_w, mini_h = 155, 76
    per_row = 5
    heights = [70 + ((len(p["built"]) + len(p["archive"]) + per_row - 1) // per_row) * (mini_h + 6)
               for p in view["players"]]
    height = 40 + 3 * (card_h + gap) + 70 + sum(heights) + 60
    img = Image.new("RGB", (WIDTH, height), BACKGROUND)
    d = ImageDraw.Draw(img)
    title, mid = imaging.font(24), imaging.font(19)
    if view["turn"] is None:
        head = t(lang, "game_over")
    else:
        head = t(lang, "turn_of", name=names[view["turn"]]).replace("**", "")
        if view["final"]:
            head += " *"
    head = "".join(ch for ch in head if ord(ch) < 0x2000).strip()
    d.text((10, 8), imaging.text(head)[:60], fill="#111", font=title)
    y = 44
    for lvl in ("3", "2", "1"):
        d.text((10, y + 20), ROMAN[int(lvl)], fill="#111", font=title)
        d.text((10, y + 52), str(view["decks"][lvl]), fill="#555", font=mid)
        x = 60
        for cid in view["display"][lvl]:
            if cid is None:
                d.rounded_rectangle([x, y, x + card_w, y + card_h], 8, outline="#aaa", width=2)
            else:
                img.paste(_tile(cid, lang, card_w, card_h, False, ""), (x, y))
            x += card_w + gap
        y += card_h + gap
    # energy row and dispenser
    d.text((10, y + 14), imaging.text(t(lang, "row")), fill="#111", font=mid)
    x = 190
    for c in sorted(view["row"], key=COLOURS.index):
        d.ellipse([x, y + 8, x + 40, y + 48], fill=FILL[c], outline="#111", width=2)
        x += 48
    x = max(x + 20, 500)
    for c in COLOURS:
        d.ellipse([x, y + 16, x + 24, y + 40], fill=FILL[c], outline="#111")
        d.text((x + 28, y + 28), str(view["dispenser"][c]), fill="#111", font=mid, anchor="lm")
        x += 76
    y += 66
    for s, p in enumerate(view["players"]):
        top = y
        active = s == view["turn"]
        d.rectangle([4, top, WIDTH - 4, top + heights[s] - 6], outline="#c0392b" if active else "#999",
                    width=4 if active else 1)
        label = f"{s + 1}. {names[s]}"[:18] + ("  (1)" if s == view["first"] else "")
        d.text((14, top + 8), imaging.text(label), fill="#111", font=title)
        d.text((300, top + 10), TEXTS.t(lang, "img_vp", n=p["score"]), fill="#111", font=title)
        x = 420
        for c in COLOURS:
            d.ellipse([x, top + 10, x + 28, top + 38], fill=FILL[c], outline="#111")
            d.text((x + 14, top + 24), str(p["energy"][c]), fill="#000" if c == "yellow" else "#fff", font=mid,
                   anchor="mm")
            x += 34
        d.text((x + 6, top + 12), f"{sum(p['energy'].values())}/{p['storage']}", fill="#111", font=mid)
        d.text((x + 80, top + 12), f"T{p['tokens']}", fill="#111", font=mid)
        info = (f"A {len(p['archive'])}/{p['archive_limit']}  {TEXTS.t(lang, 'img_research')} {p['research']}"
                f"  III {p['level3']}")
        d.text((14, top + 40), imaging.text(info), fill="#333", font=mid)
        cards = [(c, False) for c in p["built"]] + [(c, True) for c in p["archive"]]
        for i, (cid, archived) in enumerate(cards):
            cx = 14 + (i % per_row) * (mini_w + 6)
            cy = top + 66 + (i // per_row) * (mini_h + 6)
            mark = "!" if active and cid in view["pool"] else "x" if active and cid in view["used"] else ""
            img.paste(_tile(cid, lang, mini_w, mini_h, archived, mark), (cx, cy))
        y += heights[s]
    for i, line in enumerate(TEXTS.t(lang, "img_legend").split("\n")):
        d.text((10, y + 6 + 22 * i), imaging.text(line), fill="#333", font=imaging.font(17))
    return imaging.png(img.quantize(colors=64, method=Image.Quantize.FASTOCTREE))
