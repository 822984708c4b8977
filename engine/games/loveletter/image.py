"""Love Letter as card pictures: the table (each player's discards, hearts, hand size) and a seat's hand,
drawn with :mod:`engine.cards_art` from the views only."""

from __future__ import annotations

from engine import cards_art as art

from .data import VALUE
from .text import TEXTS
from .views import PublicView, SeatView

STYLE = {  # card -> (colour, symbol)
    "guard": ("#8d99ae", "sword"), "priest": ("#f1f3f5", "eye"), "baron": ("#6b5b95", "scales"),
    "handmaid": ("#74c0fc", "shield"), "prince": ("#f59f00", "tiara"), "king": ("#c92a2a", "crown"),
    "countess": ("#d6336c", "rose"), "princess": ("#ffd8e8", "heart"),
}


def face(card: str, lang: str, dim: bool = False) -> art.Face:
    fill, symbol = STYLE[card]
    return art.Face(str(VALUE[card]), TEXTS.t(lang, card), fill, symbol, dim=dim)


def board(view: PublicView, lang: str, names: list[str]) -> bytes:
    t = TEXTS.t
    title = f"Love Letter · {t(lang, 'round', n=view['round'])} · {t(lang, 'deck', n=view['deck_size'])}"
    up = view["set_aside_up"]
    face_up = t(lang, "face_up", cards=", ".join(t(lang, c) for c in up)) if up else ""
    lines = [art.plain(t(lang, "set_aside", down=view["set_aside_down"], up=face_up)),
             art.plain(t(lang, "tokens", n=view["tokens_to_win"]))]
    areas = []
    for seat, name in enumerate(names):
        out = seat in view["eliminated"]
        marks = [t(lang, "protected")] if seat in view["protected"] else []
        if out:
            marks.append(t(lang, "eliminated"))
        hearts = "♥" * view["tokens"][seat]
        label = art.plain(f"{name}  {hearts}  {' '.join(marks)}")
        areas.append(art.Area(label, [face(c, lang, dim=out) for c in view["discards"][seat]],
                              active=view["turn"] == seat and view.get("winner") is None,
                              backs=view["hand_sizes"][seat]))
    return art.table_png(title, lines, areas)


def hand(view: SeatView, lang: str, names: list[str]) -> bytes:
    t = TEXTS.t
    lines = [art.plain("• " + t(lang, "known_" + f["how"], name=names[f["about"]], card=t(lang, f["card"])))
             for f in view["known"]]
    if lines:
        lines.insert(0, t(lang, "you_know") + (" :" if lang == "fr" else ":"))
    return art.hand_png(f"{names[view['seat']]} — {t(lang, 'your_hand')}", [face(c, lang) for c in view["hand"]],
                        lines)
