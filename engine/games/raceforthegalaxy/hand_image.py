"""Race for the Galaxy: a seat's hand as card pictures (for the DM), drawn with :mod:`engine.cards_art`
from the seat's view only. Worlds are coloured by their good (grey without one), developments violet;
the big value is the cost (the defense of a military world, marked with a sword), the corner the VP."""

from __future__ import annotations

from engine import cards_art as art

from . import data as D

GOOD_FILL = {"nov": "#4dabf7", "rare": "#a0522d", "gene": "#40c057", "alien": "#fcc419", "": "#868e96"}
DEV_FILL = "#9775fa"


def face(slug: str) -> art.Face:
    world = D.ctype(slug) == "W"
    fill = GOOD_FILL[D.good(slug)] if world else DEV_FILL
    symbol = "sword" if D.military(slug) else ("circle" if world else "gear")
    vp = D.vp(slug) if D.cost(slug) < 6 or world else "?"
    return art.Face(str(D.cost(slug)), D.name(slug), fill, symbol, corner=f"{vp}VP")


def render_hand(view: dict, lang: str, names: list[str], text: list[str] | str | None) -> bytes:
    from .text import TEXTS

    hand = view["hand"]
    title = f"{names[view['seat']]} — {TEXTS.t(lang, 'p_hand', n=len(hand))}"
    if isinstance(text, list):  # the private text's lines after the hand
        lines = [art.plain(x) for x in text]
    else:
        lines = [art.plain(x) for x in (text or "").splitlines()[2:]]
    more = []
    if view.get("sel"):
        more.append(("→", [face(view["sel"]["card"])]))
    return art.hand_png(title, [face(c) for c in hand], lines, more=more, size=(100, 140))
