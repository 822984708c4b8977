"""Seasons: a seat's power cards as pictures (for the DM): the draft pack and picks while drafting, the
year bundles while preparing, then the hand and the bundles to come, drawn with :mod:`engine.cards_art`
from the seat's view only. Magic items are violet, familiars green; the big value is the card's prestige
points, the corner its cost (energies by letter, crystals after ◆)."""

from __future__ import annotations

from engine import cards_art as art

from .data import CARDS, KINDS, cost
from .text import TEXTS

TYPE_FILL = {"item": "#7048e8", "familiar": "#2b8a3e"}
TYPE_SYMBOL = {"item": "diamond", "familiar": "leaf"}
LETTER = {"a": "A", "w": "W", "f": "F", "e": "E"}


def face(c: int, players: int, lang: str) -> art.Face:
    card = CARDS[c]
    price = cost(c, players)
    corner = "".join(LETTER.get(k, k.upper()) * price.get(k, 0) for k in KINDS)
    if price.get("cr"):
        corner += f" ◆{price['cr']}"
    return art.Face(str(card["vp"]), TEXTS.t(lang, f"card_{c}"), TYPE_FILL.get(card["type"], "#868e96"),
                    TYPE_SYMBOL.get(card["type"], "circle"), corner=corner.strip())


def render_hand(view: dict, lang: str, names: list[str]) -> bytes:
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
