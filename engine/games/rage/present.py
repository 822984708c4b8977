"""Rage presentation (board, hand, move labels, event texts) and a simple AI."""

from __future__ import annotations

import random
from collections import Counter
from functools import cache

from engine import CardInfo, Event, Move
from engine.text import seat_list, seat_values

from .data import (
    ACTION_ORDER,
    ACTIONS,
    COLOUR_IDS,
    COLOUR_OF,
    DECK,
    FIRST_HAND,
    ROUNDS,
    TRICK_CARD,
    VALUE,
)
from .rules import RageRules, hand_cards, trick_winner
from .text import TEXTS, card_text, colour_text, hand_text, trick_text
from .views import PublicView, SeatView

# bid = round(scale * estimate + shift * hand size), per player count: measured against random seats (the raw
# estimate left the AI with more tricks than its bid in half the 2-player rounds)
BID_CALIBRATION = {2: (1.2, 0.1), 3: (1.1, 0.05)}
# with two or three players a hand estimated below this many tricks bids 0 (ducking every trick is made
# more often than a bid of 1 or 2; measured against random seats)
ZERO_BELOW = {2: 1.5, 3: 1.0}
TRUMPS_FIRST_FROM = 4  # players: from 4 on, a side colour led is often trumped (measured)


CATALOGUE = [CardInfo(key=a, names=TEXTS.each(a), texts=TEXTS.each("p_" + a), kind=TEXTS.each("kind_action"),
                      copies=ACTIONS[a])
             for a in ACTION_ORDER]


@cache
def _one_on_one(card: str, trump: str, trump_card: str, leads: bool) -> float:
    """Chance ``card`` takes a two-card trick against one card drawn from those this seat has not seen (a
    change trump draws one of the five other colours; each joker is named the colour best for its player)."""
    pool = Counter(DECK)
    pool[card] -= 1
    pool[trump_card] -= 1
    mine = [f"joker:{c}" for c in COLOUR_IDS] if card == "joker" else [card]
    others: list[str | None] = [c for c in COLOUR_IDS if c != trump]  # None: no trump
    total = 0.0
    for other, copies in pool.items():
        if not copies:
            continue
        theirs = [f"joker:{c}" for c in COLOUR_IDS] if other == "joker" else [other]
        if "change" in (card, other):
            trumps = others
        elif "notrump" in (card, other):
            trumps = [None]
        else:
            trumps = [trump]
        won = 0
        for t in trumps:  # one of mine beats each of theirs (a joker takes its best colour)
            won += any(all(trick_winner([m, o] if leads else [o, m], t) == (0 if leads else 1) for o in theirs)
                       for m in mine)
        total += copies * won / len(trumps)
    return total / (len(DECK) - 2)


def last_card_chance(card: str, trump: str, trump_card: str, players: int, position: int) -> float:
    """Chance a one-card hand takes the round's only trick, ``position`` seats after its leader: exact with two
    players, and with more each other seat is taken as an independent one-on-one."""
    leading = _one_on_one(card, trump, trump_card, True)
    if position == 0:
        return leading ** (players - 1)
    return _one_on_one(card, trump, trump_card, False) * leading ** (players - 2)


class Rage(RageRules):
    texts = TEXTS
    catalogue = CATALOGUE
    event_seats = ("dealer", "leader", "winner", "winners")

    # ------------------------------------------------------------------ board and hand
    def board_text(self, view: PublicView, lang: str, names: list[str]) -> str:
        t = TEXTS.t
        lines = [t(lang, "header", round=view["round"], rounds=ROUNDS, n=FIRST_HAND + 1 - view["round"],
                   dealer=names[view["dealer"]])]
        if view["phase"] == "over":
            lines.append(t(lang, "over", names=seat_list(names, view["winners"]), n=len(view["winners"])))
        else:
            trump = colour_text(lang, view["trump"])
            turned = card_text(lang, view["trump_card"])
            if view["trump"] == COLOUR_OF[view["trump_card"]]:
                lines.append("👑 " + t(lang, "trump", trump=trump, card=turned))
            else:
                lines.append("👑 " + t(lang, "trump_now", trump=trump))
            if view["no_trump_trick"]:
                lines.append(t(lang, "no_trump_trick"))
            if view["phase"] == "bid":
                waiting = [names[s] for s, done in enumerate(view["has_bid"]) if not done]
                lines.append(t(lang, "bidding", names=", ".join(waiting)))
            else:
                if view["trick"]:
                    text = t(lang, "trick", cards=trick_text(lang, view["trick"], view["trick_leader"], names))
                    if view["lead"]:
                        text += f" — {t(lang, 'lead', colour=colour_text(lang, view['lead']))}"
                    lines.append(text)
                else:
                    lines.append(t(lang, "trick_empty"))
                lines.append(t(lang, "to_play", name=names[view["turn"]]))
        lines.append("")
        for seat, name in enumerate(names):
            if view["phase"] == "bid":
                bid = t(lang, "has_bid") if view["has_bid"][seat] else t(lang, "hidden_bid")
            else:
                bid = str(view["bids"][seat]) if view["bids"][seat] is not None else "—"
            pts = view["card_points"][seat]
            mark = "▶ " if view["turn"] == seat else ""
            lines.append(t(lang, "player_bid", mark=mark, name=name, bid=bid, tricks=view["tricks"][seat],
                           bonus=t(lang, "bonus", pts=pts) if pts else "", score=view["scores"][seat],
                           exact=view["exact"][seat]))
        if view["last_trick"] and view["phase"] == "play":
            last = view["last_trick"]
            lines.append(t(lang, "last_trick", name=names[last["winner"]],
                           cards=trick_text(lang, last["cards"], last["leader"], names)))
        if view["last_points"]:
            entries = seat_values(names, view["last_points"], fmt="{:+d}".format)
            lines.append(t(lang, "last_round", list=entries))
        return "\n".join(lines)

    def private_text(self, view: SeatView, lang: str, names: list[str]) -> str | None:
        t = TEXTS.t
        hand = view["hand"]
        lines = [f"{t(lang, 'your_hand', n=len(hand))}: {hand_text(lang, hand)}"]
        lines += [f"• {card_text(lang, c)} — {self.card_note(c, lang)}" for c in dict.fromkeys(hand) if c in ACTIONS]
        if view["phase"] != "over":
            trump = t(lang, "trump_now", trump=colour_text(lang, view["trump"]))
            lines.append(f"👑 {trump}" + (f" — {t(lang, 'no_trump_trick')}" if view["no_trump_trick"] else ""))
        if view["phase"] == "bid":
            mine = view["my_bid"]
            lines.append(t(lang, "bid_now", n=len(hand)) if mine is None else t(lang, "bid_waiting", bid=mine))
        elif view["phase"] == "play":
            lines.append(t(lang, "your_bid", bid=view["my_bid"], tricks=view["tricks"][view["seat"]]))
        return "\n".join(lines)

    # ------------------------------------------------------------------ card texts
    def cards_in_view(self, view: SeatView) -> list[str]:
        seen = [*view.get("hand", []), *(c.split(":")[0] for c in view["trick"])]
        return [c for c in ACTION_ORDER if c in seen]

    def move_notes(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str | None]:
        if move.kind == "play" and move.args["card"] in ACTIONS:
            return [self.card_note(move.args["card"], lang)]
        return []

    # ------------------------------------------------------------------ moves
    def move_label(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> str:
        if move.kind == "bid":
            return TEXTS.t(lang, "label_bid", n=move.args["bid"])
        if move.args["card"] == "joker":
            return TEXTS.t(lang, "label_joker", colour=colour_text(lang, move.args["as"]))
        return TEXTS.t(lang, "label_play", card=card_text(lang, move.args["card"]))

    def move_steps(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str]:
        if move.kind == "play" and move.args["card"] == "joker":
            return [TEXTS.t(lang, "step_joker"), TEXTS.t(lang, "step_as", colour=colour_text(lang, move.args["as"]))]
        return [self.move_label(state, seat, move, lang, names)]

    # ------------------------------------------------------------------ events
    def event_key(self, event: Event) -> str:
        a, k = event.args, event.kind
        if k == "bid" and a.get("changed"):
            return "ev_rebid"
        if k == "play" and a.get("auto"):
            return "ev_play_auto"
        if k == "trump":
            return "ev_trump_" + a["why"]  # change, notrump
        if k == "trick" and a["points"]:
            return "ev_trick_points"
        return super().event_key(event)

    def event_args(self, event: Event, lang: str, names: list[str]) -> dict:
        t, a, k, raw = TEXTS.t, super().event_args(event, lang, names), event.kind, event.args
        if k == "round_start":
            skipped = ", ".join(card_text(lang, c) for c in raw["skipped"])
            a["skipped"] = t(lang, "ev_skipped", cards=skipped) if skipped else ""
            a["n"], a["card"] = raw["hand_size"], card_text(lang, raw["trump_card"])
            a["trump"] = colour_text(lang, COLOUR_OF[raw["trump_card"]])
        elif k == "hand":
            a["cards"] = hand_text(lang, raw["cards"])
        elif k == "bids":
            a["list"] = seat_values(names, raw["bids"])
        elif k == "play":
            a["card"] = card_text(lang, raw["card"], raw["as"])
        elif k == "trump":
            a["trump"] = colour_text(lang, raw["trump"])
        elif k == "trick":
            a["pts"] = raw["points"]
        elif k == "round_end":
            a["list"] = ", ".join(t(lang, "round_entry", name=names[s], pts=raw["points"][s], tricks=raw["tricks"][s],
                                    bid=raw["bids"][s]) for s in range(len(names)))
        elif k == "game_end":
            a["n"] = raw["scores"][raw["winners"][0]]
        return a

    # ------------------------------------------------------------------ AI
    @staticmethod
    def _power(card: str, trump: str | None, n: int) -> float:
        """A card's chance to take a trick: a card wins about as often as it beats n-1 random cards; trumps
        and jokers more; action cards never."""
        if card == "joker":
            return 0.95
        if card not in COLOUR_OF:
            return 0.0
        beat = (VALUE[card] + 1) / 16
        if COLOUR_OF[card] == trump:
            return beat ** (0.4 * (n - 1))
        return 0.8 * beat ** (1.2 * (n - 1))

    def ai_bid(self, state: dict, seat: int) -> int:
        """Expected tricks of the hand (its own cards and the trump only), calibrated per player count; a
        single card bids 1 when it is more likely than not to take the trick (``last_card_chance``)."""
        hand = hand_cards(state, seat)
        n = state["players"]
        if len(hand) == 1:
            position = (seat - state["dealer"] - 1) % n
            return int(last_card_chance(hand[0], state["trump"], state["trump_card"], n, position) > 0.5)
        scale, shift = BID_CALIBRATION.get(n, (1.0, 0.0))
        est = sum(scale * self._power(c, state["trump"], n) + shift for c in hand)
        if est < ZERO_BELOW.get(n, 0.5):
            return 0
        return max(0, min(len(hand), round(est)))

    def ai_move(self, state: dict, seat: int, rng: random.Random) -> str:
        """Bid an estimate (0 for a weak hand with few players); then win cheaply while short of (or already
        over) the bid, leading high cards of the side colours before trumps, and shed high losing cards at it."""
        if state["phase"] == "bid":
            return f"bid:{self.ai_bid(state, seat)}"
        moves = self._legal_moves(state, seat)
        trick = state["trick"]
        trump = None if "notrump" in trick else state["trump"]
        need = state["bids"][seat] - state["tricks"][seat]
        left = len(hand_cards(state, seat))
        # short of the bid it tries to win; once the bid is lost (more tricks than bid, or more needed than
        # tricks left) too, as every further trick is still a point, except that with two players it plays to
        # make the other miss their (public) bid: it gives a trick to a player who has just made theirs
        want_win = need != 0
        if (need < 0 or need > left) and state["players"] == 2:
            want_win = state["bids"][1 - seat] != state["tricks"][1 - seat]
        pending = trick.count("minus5") - trick.count("plus5")  # bonus cards already in the trick

        def score(move: Move) -> float:
            card = move.args["card"]
            entry = f"joker:{move.args['as']}" if card == "joker" else card
            strength: float  # a trump's bonus below may be fractional
            colour, strength = TRICK_CARD[entry]
            jitter = rng.random() * 0.01
            if colour is None:  # an action card: never wins by itself
                base = 60.0 if not want_win else 0.5
                if card == "minus5":
                    base += 3
                elif card == "plus5":
                    base -= 3
                return base + jitter
            if not trick:  # leading to win: its highest card; with 2-3 players a side colour before a trump of
                if want_win:  # the same rank (it may still win a trick led in a colour it lacks), with more
                    if colour == trump:  # the trumps first; a joker is named the trump (nothing beats it then)
                        if card == "joker":
                            strength += 1
                        else:
                            strength += 17 if state["players"] >= TRUMPS_FIRST_FROM else -0.5
                    return 50 + strength + jitter
                return 50 - strength - (17 if colour == trump else 0) + jitter
            if colour == trump:
                strength += 17
            wins = trick_winner([*trick, entry], trump) == len(trick)
            if want_win:
                gain = 100 - strength - 5 * pending if wins else -strength
            else:
                gain = 100 + strength if not wins else -strength - 5 * max(0, -pending)
            return gain + jitter

        return max(moves, key=score).id
