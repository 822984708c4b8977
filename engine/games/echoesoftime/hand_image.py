"""Echoes of Time: a seat's hand as card pictures (for the DM), drawn with :mod:`engine.cards_art` from
the seat's view only. Creatures are coloured by faction (grey: neutral), Artefacts gold; the big value is
a Creature's strength, the corner its VP; a sword marks War, a star Magic."""

from __future__ import annotations

from engine import cards_art as art

from .data import TYPE
from .text import TEXTS
from .views import SeatView

FACTION_FILL = {"water": "#1c7ed6", "forest": "#2f9e44", "sky": "#99e9f2", "earth": "#a0522d", None: "#868e96"}
SPEC_SYMBOL = {"war": "sword", "magic": "star", None: "circle"}


def face(key: str, lang: str) -> art.Face:
    t = TYPE[key]
    name = TEXTS.t(lang, "card_" + key)
    if t["kind"] != "creature":
        return art.Face("", name, "#fab005", "diamond", corner=f"★{t['vp']}")
    return art.Face(str(t["strength"]), name, FACTION_FILL.get(t["faction"], "#868e96"), SPEC_SYMBOL.get(t["spec"]),
                    corner=f"★{t['vp']}")


def render_hand(view: SeatView, lang: str, names: list[str], text: str | None) -> bytes:
    lines = [art.plain(x) for x in (text or "").splitlines()[1:]]  # each card's costs and effects, in words
    title = f"{names[view['seat']]} — {TEXTS.t(lang, 'your_hand')} ({len(view['hand'])})"
    return art.hand_png(title, [face(k, lang) for k in view["hand"]], lines, size=(100, 140))
