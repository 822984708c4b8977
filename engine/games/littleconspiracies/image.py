"""Little Conspiracies as card pictures: the table (the event, the discard's top card, each player's
exposed theories by category, hand sizes) and a seat's hand, drawn with :mod:`engine.cards_art` from
the views only. Each theory category has its colour and symbol; Action cards are dark."""

from __future__ import annotations

from engine import cards_art as art

from .data import CATEGORIES
from .rules import CAT_SET
from .text import TEXTS, seat_names
from .views import PublicView, SeatView

CATEGORY = {"creatures": ("#2f9e44", "octopus"), "environment": ("#94d82d", "leaf"), "myths": ("#f59f00", "eye"),
            "history": ("#a0522d", "scales"), "space": ("#364fc7", "star"), "technology": ("#15aabf", "gear"),
            "politics": ("#c2255c", "crown")}
ACTION = {"shepherd": "person", "sheep": "ring", "steal": "fist", "swap": "swap", "debunk": "cross",
          "recruit": "plus", "leak": "drop", "brainstorm": "bolt", "counter": "shield", "deflect": "leftright"}
ACTION_FILL = "#343a40"


def face(card: str, lang: str, value: str = "") -> art.Face:
    if card in CAT_SET:
        fill, symbol = CATEGORY[card]
        return art.Face(value, TEXTS.t(lang, card), fill, symbol)
    return art.Face(value, TEXTS.t(lang, card), ACTION_FILL, ACTION.get(card, "circle"))


def board(view: PublicView, lang: str, names: list[str]) -> bytes:
    t = TEXTS.t
    chaos = t(lang, "chaos", level=t(lang, "chaos_" + view["chaos"]))
    title = art.plain(f"{t(lang, 'round', n=view['round'])} · {chaos}")
    ev = view["event"]
    event = t(lang, "event_line", event=t(lang, ev), desc=t(lang, "e_" + ev)) if ev else t(lang, "no_event")
    piles = t(lang, "piles", deck=view["deck"], discard=view["discard"], top="", events=view["events_left"])
    lines = [art.plain(event), art.plain(piles), art.plain(t(lang, "need", n=view["need"]))]
    if view["phase"] == "over":
        winners = seat_names(lang, names, view["winners"])
        lines.append(art.plain(t(lang, "over_" + view["reason"], names=winners)))
    areas = []
    if view["discard_top"]:
        areas.append(art.Area(art.plain(t(lang, "top", card=t(lang, view["discard_top"]))).strip(" ()"),
                              [face(view["discard_top"], lang)]))
    for seat, name in enumerate(names):
        exposed = view["exposed"][seat]
        total = sum(exposed.values())
        cards = [face(c, lang, str(exposed[c])) for c in CATEGORIES if exposed.get(c)]
        label = f"{name}{' ★' if seat == view['first'] else ''} — {t(lang, 'theories', n=total)}"
        areas.append(art.Area(label, cards, active=view["phase"] != "over" and seat == view["turn"],
                              backs=view["hand_sizes"][seat], overlap=False))
    return art.table_png(title, lines, areas)


def hand(view: SeatView, lang: str, names: list[str], text: str | None) -> bytes:
    t = TEXTS.t
    cards = sorted(view["hand"], key=lambda c: (c not in CAT_SET, c))
    title = art.plain(t(lang, "your_hand", count=t(lang, "cards", n=len(cards)))).rstrip(" :")
    lines = [art.plain(x) for x in (text or "").splitlines()[1:] if not x.startswith("•") or " — " in x]
    more = []
    if view.get("their_hand") is not None:
        p = view["pending"]
        label = art.plain(t(lang, "their_hand", name=names[p["target"]], cards="#")).replace("#", "").rstrip(" :")
        more.append((label, [face(c, lang) for c in view["their_hand"]]))
    return art.hand_png(f"{names[view['seat']]} — {title}", [face(c, lang) for c in cards], lines, more=more,
                        size=(100, 140))
