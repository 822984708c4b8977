"""Sea Salt & Paper as card pictures: the table (discard tops, each player's played duos, hand sizes) and
a seat's hand, drawn with :mod:`engine.cards_art` from the views only."""

from __future__ import annotations

from engine import cards_art as art

from .data import COLLECTOR_POINTS, COLOUR, DUO_KIND_SET, KIND, MULTIPLIERS
from .text import TEXTS, piles_line
from .views import PublicView, SeatView

FILL = {"white": "#f8f9fa", "dark_blue": "#1c3f94", "light_blue": "#74c0fc", "black": "#212529",
        "yellow": "#fcc419", "green": "#40c057", "purple": "#845ef7", "grey": "#adb5bd",
        "light_orange": "#ffc078", "pink": "#f783ac", "orange": "#fd7e14"}
SYMBOL = {"crab": "crab", "boat": "boat", "fish": "fish", "swimmer": "wave", "shark": "fin", "jellyfish": "drop",
          "lobster": "fist", "shell": "shell", "octopus": "octopus", "penguin": "penguin", "sailor": "person",
          "lighthouse": "tower", "shoal": "fish", "colony": "penguin", "captain": "anchor", "cast": "crab",
          "mermaid": "sun", "starfish": "star", "seahorse": "leaf"}


def _value(kind: str) -> str:
    """The corner value: 1 for a duo card, the collection's top points, ×n for a multiplier."""
    if kind in DUO_KIND_SET:
        return "1"
    if kind in COLLECTOR_POINTS:
        return str(COLLECTOR_POINTS[kind][-1])
    if kind in MULTIPLIERS:
        return f"×{MULTIPLIERS[kind][1]}"
    return "★" if kind == "mermaid" else "+"


def face(card: int, lang: str) -> art.Face:
    kind = KIND[card]
    return art.Face(_value(kind), TEXTS.t(lang, "k_" + kind), FILL[COLOUR[card]], SYMBOL[kind])


def _faces(cards: list[int], lang: str) -> list[art.Face]:
    return [face(c, lang) for c in sorted(cards, key=lambda c: (KIND[c], COLOUR[c]))]


def board(view: PublicView, lang: str, names: list[str]) -> bytes:
    t = TEXTS.t
    title = f"Sea Salt & Paper · {t(lang, 'round', n=view['round'])} · {t(lang, 'deck', n=view['deck_size'])}"
    lines = [t(lang, "target", n=view["target"])]
    if view["caller"] is not None and not view["over"]:
        lines.append(art.plain(t(lang, "call_lc", name=names[view["caller"]])))
    if view["jelly"] is not None:
        lines.append(art.plain(t(lang, "jelly", name=names[view["jelly"]])))
    piles = [face(p["top"], lang) for p in view["piles"] if p["top"] is not None]
    areas = [art.Area(art.plain(piles_line(lang, view["piles"])), piles, overlap=False)]
    for seat, name in enumerate(names):
        played = [c for group in view["tables"][seat] for c in group]
        label = f"{name} — {t(lang, 'score', n=view['scores'][seat])} · {t(lang, 'hand_n', n=view['hand_sizes'][seat])}"
        revealed = view["revealed"].get(str(seat))
        note = art.plain(t(lang, "revealed", name="", cards=", ".join(t(lang, "k_" + KIND[c]) for c in revealed))
                         .lstrip(" :")) if revealed else ""
        areas.append(art.Area(label, [face(c, lang) for c in played], note=note,
                              active=view["turn"] == seat and not view["over"],
                              backs=0 if revealed else view["hand_sizes"][seat]))
    return art.table_png(title, lines, areas)


def hand(view: SeatView, lang: str, names: list[str]) -> bytes:
    t = TEXTS.t
    more = []
    if view["pending"]:
        key = "looked_cards" if view["phase"] == "lobster" else "drawn_cards"
        more.append((art.plain(t(lang, key, cards="")).rstrip(" :"), _faces(view["pending"], lang)))
    if view.get("pile_cards"):
        more.append((art.plain(t(lang, "pile_cards", p=view["crab_pile"] + 1, cards="")).rstrip(" :"),
                     _faces(view["pile_cards"], lang)))
    title = art.plain(t(lang, "your_hand", n=len(view["hand"]), cards="")).rstrip(" :")
    lines = [art.plain(t(lang, "your_points", **view["points"]))]
    return art.hand_png(f"{names[view['seat']]} — {title}", _faces(view["hand"], lang), lines, more=more)
