"""Charuma presentation (board, hand, move labels, event texts) and a simple AI."""

from __future__ import annotations

import random

from engine import Event, Move
from engine.text import seat_list

from .data import ACE, ACE_HIGH, COLOUR, TEN, VALUE
from .rules import CharumaRules, card_key, play_colour, trick_winner
from .text import TEXTS
from .views import PublicView, SeatView

DOT = {"b": "🔵", "r": "🔴"}
TOKEN = "🎴"


def card_text(card: str) -> str:
    v = VALUE[card]
    return f"{DOT[COLOUR[card]]}{'A' if v == ACE else v}"


def cards_text(cards: list[str], lang: str) -> str:
    return " ".join(card_text(c) for c in sorted(cards, key=card_key)) or TEXTS.t(lang, "none")


def token_text(token: str, lang: str) -> str:
    text = card_text(token[1:])
    return text + TEXTS.t(lang, "played_hidden") if token[0] == "h" else text


class Charuma(CharumaRules):
    texts = TEXTS
    event_seats = ("holder", "seats", "winner", "winners")
    event_words = {
        "cards": lambda lang, cards: cards_text(cards, lang),
        "group": lambda lang, v: v + 1,  # players count from 1
    }

    # ------------------------------------------------------------------ board and hand
    def board_text(self, view: PublicView, lang: str, names: list[str]) -> str:
        t = TEXTS.t
        n = view["players"]
        head = f"**{t(lang, 'round', n=view['round'])}** · {t(lang, 'phase_' + view['phase'])}"
        if view["extra"]:
            head += t(lang, "extra")
        lines = [head + f" · {t(lang, 'target', n=view['target'])}"]
        if view["turn"] is not None:
            lines.append(t(lang, "turn", name=names[view["turn"]]))
        scores = " · ".join(
            f"{names[s]} {t(lang, 'pts', n=view['scores'][s])}{' ' + TOKEN if s == view['holder'] else ''}"
            for s in range(n))
        lines.append(t(lang, "scores_line", token=TOKEN, list=scores))
        if view["over"]:
            lines.append(t(lang, "winners", names=seat_list(names, view["winners"])))
        if view["phase"] == "auction":
            for g, group in enumerate(view["groups"]):
                bid = (t(lang, "free") if group["bidder"] is None
                       else t(lang, "bid_by", name=names[group["bidder"]], n=group["bid"]))
                lines.append(t(lang, "group_line", g=g + 1, cards=cards_text(group["cards"], lang), bid=bid))
            lines.append(t(lang, "hidden_counts", list=" · ".join(
                f"{names[s]} {view['hidden_counts'][s]}" for s in range(n))))
        elif view["phase"] == "play":
            for s in range(n):
                lines.append("• " + t(lang, "hand_line", name=names[s], cards=cards_text(view["visible"][s], lang),
                                      n=view["hidden_counts"][s])
                             + " — " + t(lang, "tricks_line", t=view["tricks"][s], p=view["trick_points"][s],
                                         a=view["aces"][s]))
            trick = view["trick"]
            if trick and trick["plays"]:
                kind = t(lang, "pair" if trick["count"] == 2 else "single")
                lines.append(t(lang, "trick_now", count=kind, asked=t(lang, trick["asked"])))
                for p in trick["plays"]:
                    lines.append("  " + t(lang, "play_line", name=names[p["seat"]], cards=cards_text(p["cards"], lang)))
            elif trick:
                lines.append(t(lang, "trick_empty", name=names[trick["leader"]]))
        last = view["last_trick"]
        if last and view["phase"] == "play":
            plays = ", ".join(f"{names[p['seat']]} {cards_text(p['cards'], lang)}" for p in last["plays"])
            lines.append(t(lang, "last_trick", name=names[last["winner"]], points=last["points"], aces=last["aces"],
                           plays=plays))
        if view["unused"]:
            lines.append(t(lang, "unused", cards=cards_text(view["unused"], lang)))
        if view["last_round"]:
            lines.append(t(lang, "last_round", round=view["last_round"]["round"],
                           text=self._gains_text(view["last_round"]["totals"], lang, names)))
        return "\n".join(lines)

    def _gains_text(self, totals: list[int], lang: str, names: list[str]) -> str:
        return ", ".join(TEXTS.t(lang, "gain", name=names[s], total=g) for s, g in enumerate(totals))

    def private_text(self, view: SeatView, lang: str, names: list[str]) -> str | None:
        t = TEXTS.t
        seat = view["seat"]
        lines = [t(lang, "your_hidden", cards=cards_text(view["hidden"], lang)),
                 t(lang, "your_visible", cards=cards_text(view["visible"][seat], lang))]
        trick = view["trick"]
        if trick and trick["plays"] and view["turn"] == seat:
            lines.append(t(lang, "must_follow", asked=t(lang, trick["asked"])))
        return "\n".join(lines)

    # ------------------------------------------------------------------ moves
    def move_steps(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str]:
        t = TEXTS.t
        if move.kind == "bid":
            g, amount = move.args["group"], move.args["amount"]
            bidder = state["bidders"][g]
            step1 = t(lang, "step_group", g=g + 1, cards=cards_text(state["groups"][g].split(), lang))
            if bidder is None:
                return [step1, t(lang, "step_bid", n=amount)]
            return [step1, t(lang, "step_raise", n=amount, name=names[bidder])]
        tokens = move.args["cards"]
        if state["trick"]["plays"]:
            steps = [token_text(tokens[0], lang)]
            if len(tokens) == 2:
                steps.append(t(lang, "step_second", card=token_text(tokens[1], lang)))
            return steps
        if len(tokens) == 1:  # leading: first choose one card or a pair
            return [t(lang, "step_single"), token_text(tokens[0], lang)]
        return [t(lang, "step_pair"), " + ".join(token_text(tok, lang) for tok in tokens)]

    def move_label(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> str:
        if move.kind == "bid":
            return TEXTS.t(lang, "label_bid", g=move.args["group"] + 1, n=move.args["amount"])
        return TEXTS.t(lang, "label_play", cards=" + ".join(token_text(tok, lang) for tok in move.args["cards"]))

    # ------------------------------------------------------------------ events
    def event_key(self, event: Event) -> str:
        if event.kind == "play" and event.args["lead"]:
            return "ev_lead"
        return "ev_extra" if event.kind == "extra_round" else super().event_key(event)

    def event_args(self, event: Event, lang: str, names: list[str]) -> dict:
        t, a, k, raw = TEXTS.t, super().event_args(event, lang, names), event.kind, event.args
        if k == "auction_end":
            a["text"] = "; ".join(t(lang, "ev_won_group", name=names[w["seat"]], cards=cards_text(w["cards"], lang),
                                    n=w["bid"]) for w in raw["won"])
        elif k == "trick":
            a["aces"] = t(lang, "ev_trick_aces", n=raw["aces"]) if raw["aces"] else ""
            a["last"] = t(lang, "ev_last") if raw["last"] else ""
        elif k == "round_end":
            a["text"] = self._gains_text(raw["totals"], lang, names)
        elif k == "game_end":
            a["n"] = max(raw["scores"])
        return a

    # ------------------------------------------------------------------ AI
    @staticmethod
    def _strength(cards: list[str]) -> float:
        """A rough number of tricks a set of cards is worth."""
        s = 0.0
        values = [VALUE[c] for c in cards]
        for c in cards:
            v = VALUE[c]
            s += max(0, v - 5) / 5
            if v == ACE and COLOUR[c] + "10" in cards:
                s += 0.8
        for v in set(values):
            if values.count(v) >= 2:
                s += 0.6 + v / 20
        return s

    def ai_move(self, state: dict, seat: int, rng: random.Random) -> str:
        moves = self._legal_moves(state, seat)
        if state["phase"] == "auction":
            return self._ai_bid(state, seat, moves, rng)
        return self._ai_play(state, seat, moves, rng)

    def _ai_bid(self, state: dict, seat: int, moves: list[Move], rng: random.Random) -> str:
        hidden = state["hidden"][seat].split()
        cheapest: dict[int, Move] = {}
        for m in moves:  # moves come by group, lowest amount first
            cheapest.setdefault(m.args["group"], m)

        def score(m: Move) -> float:
            value = self._strength(hidden + state["groups"][m.args["group"]].split())
            return value - 0.7 * m.args["amount"] + rng.random() * 0.05

        return max(cheapest.values(), key=score).id

    def _ai_play(self, state: dict, seat: int, moves: list[Move], rng: random.Random) -> str:
        trick = state["trick"]
        plays = [p.split() for p in trick["plays"]]

        def cards_of(m: Move) -> list[str]:
            return [tok[1:] for tok in m.args["cards"]]

        if not plays:  # lead: a strong pair if any, else the highest card (Aces kept for 10s)
            def lead_score(m: Move) -> float:
                cards = cards_of(m)
                v = VALUE[cards[0]]
                s = v + (6 if len(cards) == 2 else 0)
                return s - (8 if v == ACE else 0) + rng.random() * 0.1
            return max(moves, key=lead_score).id
        asked = trick["asked"]
        last_to_play = len(plays) == state["players"] - 1

        def wins_now(m: Move) -> bool:
            cards = cards_of(m)
            if play_colour(cards) != asked:
                return False
            trial = [*plays, cards]
            return trick_winner(trial, asked) == len(trial) - 1

        def cost(m: Move) -> float:
            cards = cards_of(m)
            c = sum(ACE_HIGH if VALUE[x] == ACE else VALUE[x] for x in cards)
            return c + 0.5 * sum(tok[0] == "h" for tok in m.args["cards"]) + rng.random() * 0.1

        winning = [m for m in moves if wins_now(m)]
        if winning:
            if last_to_play:
                return min(winning, key=cost).id
            return max(winning, key=lambda m: (VALUE[cards_of(m)[0]] if VALUE[cards_of(m)[0]] != ACE
                                                 else TEN, -cost(m))).id
        return min(moves, key=cost).id
