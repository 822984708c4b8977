"""Agent Avenue as card pictures: the table (the avenue's two meeples, each player's recruited agents
with the icon each copy moved, the offer) and a seat's hand, drawn with :mod:`engine.cards_art` from
the views only. A card's big value is the icon it reads: squares moved, ★ a Codebreaker win, ☠ a
Daredevil loss."""

from __future__ import annotations

from engine import cards_art as art

from .data import DISCARD_ALLOWANCE, RANK, TRACK, icon
from .text import TEXTS, end_text
from .views import PublicView, SeatView

STYLE = {"double_agent": ("#495057", "mask"), "enforcer": ("#e03131", "fist"), "codebreaker": ("#2f9e44", "key"),
         "saboteur": ("#f08c00", "bolt"), "daredevil": ("#7048e8", "star"), "sentinel": ("#1c7ed6", "eye"),
         "sidekick": ("#ffe066", "person"), "mole": ("#8d6e63", "shield")}
SEAT_MARK = ("●", "■")


def _icon(kind: str, count: int) -> str:
    value = icon(kind, count)
    if value is None:
        return "★" if kind == "codebreaker" else "☠"
    return f"{value:+d}".replace("-", "−") if value else "0"


def face(kind: str, lang: str, count: int = 1, dim: bool = False) -> art.Face:
    fill, symbol = STYLE[kind]
    return art.Face(_icon(kind, count), TEXTS.t(lang, kind), fill, symbol, dim=dim)


def board(view: PublicView, lang: str, names: list[str]) -> bytes:
    t = TEXTS.t
    title = art.plain(t(lang, "header", n=view["turn_no"], deck=view["deck_size"]))
    sq = view["squares"]  # each meeple's mark on its square, ✕ when they share one
    cells = ["✕" if sq[0] == sq[1] == i else SEAT_MARK[sq.index(i)] if i in sq else "·" for i in range(TRACK)]
    lines = [art.plain(t(lang, "track", cells=" ".join(cells)))]
    if view["end"]:
        lines.append(art.plain(end_text(view["end"], lang, names)))
    elif view["phase"] == "play":
        lines.append(art.plain(t(lang, "to_play", name=names[view["active"]])))
    areas = []
    offer = view["offer"]
    if offer and not view["end"]:
        label = art.plain(t(lang, "to_recruit", up=t(lang, offer["up"]), name=names[1 - view["active"]]))
        areas.append(art.Area(label, [face(offer["up"], lang)], backs=1))
    for seat in (0, 1):
        label = art.plain(t(lang, "player", mark=SEAT_MARK[seat], name=names[seat], sq=sq[seat] + 1,
                            gap=min(TRACK, max(0, view["gaps"][seat])), hand=view["hand_sizes"][seat],
                            used=DISCARD_ALLOWANCE - view["discards_left"][seat]))
        cards = [face(kind, lang, k + 1) for kind in sorted(view["recruited"][seat], key=RANK.__getitem__)
                 for k in range(view["recruited"][seat][kind])]
        areas.append(art.Area(label, cards, active=view["active"] == seat and not view["end"]))
    return art.table_png(title, lines, areas)


def hand(view: SeatView, lang: str, names: list[str]) -> bytes:
    t = TEXTS.t
    me, opp = view["seat"], 1 - view["seat"]
    faces = [face(kind, lang, view["recruited"][me].get(kind, 0) + 1)
             for kind in sorted(view["hand"], key=RANK.__getitem__)]
    lines = [art.plain(t(lang, "your_hand", opp=names[opp]))]
    for kind in sorted(set(view["hand"]), key=RANK.__getitem__):
        mine = _icon(kind, view["recruited"][me].get(kind, 0) + 1)
        theirs = _icon(kind, view["recruited"][opp].get(kind, 0) + 1)
        lines.append(art.plain(t(lang, "hand_line", card=t(lang, kind), mine=mine, theirs=theirs)))
    more = []
    offer = view["offer"]
    down = offer.get("down") if offer else None
    if down:
        more.append((art.plain(t(lang, "your_down", card="#")).replace("#", "").rstrip(" :"),
                     [face(down, lang)]))
    if view["my_discards"]:
        more.append((art.plain(t(lang, "your_discards", list="#")).replace("#", "").rstrip(" :"),
                     [face(c, lang, dim=True) for c in view["my_discards"]]))
    lines.append(art.plain(t(lang, "discards_left", n=view["discards_left"][me])))
    return art.hand_png(f"{names[me]} — Agent Avenue", faces, lines, more=more, size=(100, 140))
