"""Rage as card pictures: the table (trump, the trick, bids and tricks, hand sizes) and a seat's hand,
drawn with :mod:`engine.cards_art` from the views only. Each colour has its own symbol as well as its
fill, so colours read without telling hues apart."""

from __future__ import annotations

from engine import cards_art as art

from .data import COLOUR_OF, FIRST_HAND, ROUNDS, VALUE
from .text import TEXTS, colour_text, trick_text
from .views import PublicView, SeatView

FILL = {"y": "#fcc419", "o": "#fd7e14", "r": "#e03131", "p": "#7048e8", "g": "#2f9e44", "b": "#1c7ed6"}
SYMBOL = {"y": "sun", "o": "diamond", "r": "heart", "p": "star", "g": "leaf", "b": "drop"}
ACTION = {"plus5": ("+5", "plus"), "minus5": ("−5", "minus"), "change": ("", "swap"), "notrump": ("", "cross"),
          "joker": ("", "joker")}
GREY = "#495057"


def face(card: str, lang: str) -> art.Face:
    if card in COLOUR_OF:
        c = COLOUR_OF[card]
        return art.Face(str(VALUE[card]), TEXTS.t(lang, "c_" + c), FILL[c], SYMBOL[c])
    named = None
    if card.startswith("joker:"):
        card, named = "joker", card[6:]
    value, symbol = ACTION[card]
    name = TEXTS.t(lang, card) if not named else f"{TEXTS.t(lang, 'joker')} → {TEXTS.t(lang, 'c_' + named)}"
    return art.Face(value, art.plain(name), GREY, symbol, fill2=FILL[named] if named else None)


def _plain_colour(lang: str, colour: str | None) -> str:
    return art.plain(colour_text(lang, colour))


def board(view: PublicView, lang: str, names: list[str]) -> bytes:
    t = TEXTS.t
    title = "Rage · " + art.plain(t(lang, "header", round=view["round"], rounds=ROUNDS,
                                    n=FIRST_HAND + 1 - view["round"], dealer=names[view["dealer"]]))
    lines, areas = [], []
    if view["phase"] == "over":
        lines.append(art.plain(t(lang, "over", names=", ".join(names[s] for s in view["winners"]),
                                 n=len(view["winners"]))))
    else:
        if view["no_trump_trick"]:
            lines.append(art.plain(t(lang, "no_trump_trick")))
        if view["phase"] == "bid":
            waiting = [names[s] for s, done in enumerate(view["has_bid"]) if not done]
            lines.append(art.plain(t(lang, "bidding", names=", ".join(waiting))))
        trump = art.plain(t(lang, "trump_now", trump=_plain_colour(lang, view["trump"])))
        areas.append(art.Area(trump, [face(view["trump_card"], lang)], overlap=False))
        if view["phase"] == "play":
            label = t(lang, "trick_empty") if not view["trick"] else art.plain(
                t(lang, "trick", cards=", ".join(names[(view["trick_leader"] + i) % len(names)]
                                               for i in range(len(view["trick"])))))
            if view["trick"] and view["lead"]:
                label += " — " + art.plain(t(lang, "lead", colour=_plain_colour(lang, view["lead"])))
            areas.append(art.Area(label, [face(c, lang) for c in view["trick"]], overlap=False))
    for seat, name in enumerate(names):
        if view["phase"] == "bid":
            bid = "✓" if view["has_bid"][seat] else "?"
        else:
            bid = str(view["bids"][seat]) if view["bids"][seat] is not None else "—"
        pts = view["card_points"][seat]
        label = art.plain(t(lang, "player_bid", mark="", name=name, bid=bid, tricks=view["tricks"][seat],
                            bonus=t(lang, "bonus", pts=pts) if pts else "", score=view["scores"][seat],
                            exact=view["exact"][seat]))
        areas.append(art.Area(label, [], active=view["turn"] == seat and view["phase"] != "over",
                              backs=view["hand_sizes"][seat]))
    if view["last_trick"] and view["phase"] == "play":
        last = view["last_trick"]
        lines.append(art.plain(t(lang, "last_trick", name=names[last["winner"]],
                                 cards=trick_text(lang, last["cards"], last["leader"], names))))
    return art.table_png(title, lines, areas)


def hand(view: SeatView, lang: str, names: list[str]) -> bytes:
    t = TEXTS.t
    lines = []
    if view["phase"] != "over":
        lines.append(art.plain(t(lang, "trump_now", trump=_plain_colour(lang, view["trump"]))))
    if view["phase"] == "bid" and view["my_bid"] is not None:
        lines.append(art.plain(t(lang, "bid_waiting", bid=view["my_bid"])))
    elif view["phase"] == "play":
        lines.append(art.plain(t(lang, "your_bid", bid=view["my_bid"], tricks=view["tricks"][view["seat"]])))
    title = f"{names[view['seat']]} — {t(lang, 'your_hand', n=len(view['hand']))}"
    return art.hand_png(title, [face(c, lang) for c in view["hand"]], lines, size=(100, 140))
