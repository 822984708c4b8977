"""Charuma as card pictures: the table (auction groups with their bids, or each player's visible cards,
hidden counts and the trick) and a seat's hidden and visible cards, drawn with :mod:`engine.cards_art`
from the views only. Blue cards carry a drop, red cards a heart, so colours read without hues."""

from __future__ import annotations

from engine import cards_art as art

from .data import ACE, COLOUR, VALUE
from .rules import card_key
from .text import TEXTS
from .views import PublicView, SeatView

FILL = {"b": "#1c7ed6", "r": "#e03131"}
SYMBOL = {"b": "drop", "r": "heart"}
TOKEN = "Charuma"


def face(card: str, lang: str) -> art.Face:
    c, v = COLOUR[card], VALUE[card]
    return art.Face("A" if v == ACE else str(v), TEXTS.t(lang, c), FILL[c], SYMBOL[c])


def _faces(cards: list[str], lang: str) -> list[art.Face]:
    return [face(c, lang) for c in sorted(cards, key=card_key)]


def board(view: PublicView, lang: str, names: list[str]) -> bytes:
    t = TEXTS.t
    n = view["players"]
    title = f"Charuma · {t(lang, 'round', n=view['round'])} · {t(lang, 'phase_' + view['phase'])}"
    lines = [t(lang, "target", n=view["target"])]
    if view["turn"] is not None:
        lines.append(art.plain(t(lang, "turn", name=names[view["turn"]])))
    if view["over"]:
        lines.append(art.plain(t(lang, "winners", names=", ".join(names[w] for w in view["winners"]))))
    areas = []
    if view["phase"] == "auction":
        for g, group in enumerate(view["groups"]):
            bid = (t(lang, "free") if group["bidder"] is None
                   else t(lang, "bid_by", name=names[group["bidder"]], n=group["bid"]))
            label = art.plain(t(lang, "group_line", g=g + 1, cards="#", bid=bid).replace(" # —", "")).lstrip("• ")
            areas.append(art.Area(label, _faces(group["cards"], lang), active=group["bidder"] is not None))
    trick = view["trick"]
    if view["phase"] == "play" and trick and trick["plays"]:
        kind = t(lang, "pair" if trick["count"] == 2 else "single")
        label = art.plain(t(lang, "trick_now", count=kind, asked=t(lang, trick["asked"]))).rstrip(" :")
        order = ", ".join(names[p["seat"]] for p in trick["plays"])
        cards = [face(c, lang) for p in trick["plays"] for c in p["cards"]]
        areas.append(art.Area(label, cards, note=order, overlap=False))
    elif view["phase"] == "play" and trick:
        areas.append(art.Area(art.plain(t(lang, "trick_empty", name=names[trick["leader"]]))))
    for s in range(n):
        token = f" · {TOKEN}" if s == view["holder"] else ""
        label = f"{names[s]} — {t(lang, 'pts', n=view['scores'][s])}{token}"
        note = t(lang, "tricks_line", t=view["tricks"][s], p=view["trick_points"][s], a=view["aces"][s]) \
            if view["phase"] == "play" else ""
        areas.append(art.Area(label, _faces(view["visible"][s], lang), note=note,
                              active=view["turn"] == s and not view["over"], backs=view["hidden_counts"][s]))
    return art.table_png(title, lines, areas)


def hand(view: SeatView, lang: str, names: list[str]) -> bytes:
    t = TEXTS.t
    seat = view["seat"]
    hidden = art.plain(t(lang, "your_hidden", cards="#")).replace("#", "").rstrip(" :")
    visible = art.plain(t(lang, "your_visible", cards="#")).replace("#", "").rstrip(" :")
    lines = []
    trick = view["trick"]
    if trick and trick["plays"] and view["turn"] == seat:
        lines.append(art.plain(t(lang, "must_follow", asked=t(lang, trick["asked"]))))
    return art.hand_png(f"{names[seat]} — {hidden}", _faces(view["hidden"], lang), lines,
                        more=[(visible, _faces(view["visible"][seat], lang))], size=(100, 140))
