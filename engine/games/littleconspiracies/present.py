"""Little Conspiracies presentation (board, hand, move labels, event texts) and a cheap AI."""

from __future__ import annotations

import random
from collections import Counter

from engine import Event, Move
from engine.text import seat_values

from .data import CATEGORIES, DRAW_PER_TURN
from .rules import CAT_SET, LittleConspiraciesRules
from .text import TEXTS, card_infos, seat_names
from .views import PublicView, SeatView

ICON = {"creatures": "🐉", "environment": "🌿", "myths": "🏺", "history": "📜", "space": "🚀",
        "technology": "💻", "politics": "🏛️"}
BASE_VALUE = {"shepherd": 8, "sheep": 6, "counter": 5, "deflect": 5, "recruit": 6, "leak": 5,
              "debunk": 4, "steal": 4, "swap": 3, "brainstorm": 3}


def card_name(lang: str, card: str) -> str:
    name = TEXTS.t(lang, card)
    return f"{ICON[card]} {name}" if card in ICON else name


def card_list(lang: str, cards: list[str]) -> str:
    if not cards:
        return TEXTS.t(lang, "none")
    return ", ".join(card_name(lang, c) + (f" ×{k}" if k > 1 else "") for c, k in Counter(cards).items())


def exposed_line(exp: dict) -> str:
    return " ".join(f"{ICON[c]}{exp[c]}" for c in CATEGORIES if exp.get(c)) or "·"


class LittleConspiracies(LittleConspiraciesRules):
    texts = TEXTS
    catalogue = card_infos
    event_seats = ("target", "other", "first")
    event_words = {
        "card": card_name,
        "cards": card_list,
        "cat": card_name,
    }

    # ------------------------------------------------------------------ card texts
    def cards_in_view(self, view: SeatView) -> list[str]:
        return [key for key in dict.fromkeys([
            view.get("event"), *sorted(set(view.get("hand") or []), key=lambda c: (c not in CAT_SET, c)),
            view.get("my_pass"), view.get("give"), *(view.get("their_hand") or []),
            *(c for exp in view["exposed"] for c in CATEGORIES if exp.get(c))]) if key]

    def move_notes(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str | None]:
        a, k = move.args, move.kind
        steps = len(self.move_steps(state, seat, move, lang, names))
        if k in ("action", "take", "discard", "pass"):
            card = a["card"]
        elif k == "expose":
            card = a["cat"]
        elif k in ("counter", "deflect"):
            card = k
        elif k == "grab":
            return [None] * (steps - 1) + [self.card_note(a["cat"], lang)]
        else:
            return [None] * steps
        notes: list[str | None] = [None] * steps
        notes[0] = self.card_note(card, lang)
        if k == "action" and a.get("give") and steps > 2:
            notes[2] = self.card_note(a["give"], lang)
        return notes

    # ------------------------------------------------------------------ board and hand
    def board_text(self, view: PublicView, lang: str, names: list[str]) -> str:
        t = TEXTS.t
        lines = [f"**{t(lang, 'round', n=view['round'])}** · "
                 f"{t(lang, 'chaos', level=t(lang, 'chaos_' + view['chaos']))}"]
        ev = view["event"]
        lines.append(t(lang, "event_line", event=t(lang, ev), desc=self.card_note(ev, lang)) if ev
                     else t(lang, "no_event"))
        top = t(lang, "top", card=card_name(lang, view["discard_top"])) if view["discard_top"] else ""
        lines.append(t(lang, "piles", deck=view["deck"], discard=view["discard"], top=top,
                       events=view["events_left"]))
        lines.append(t(lang, "need", n=view["need"]))
        phase = view["phase"]
        if phase == "over":
            lines.append(t(lang, "over_" + view["reason"], names=seat_names(lang, names, view["winners"])))
            lines.append(t(lang, "sheep_line", list=seat_values(names, view["sheep"])))
        else:
            lines.append(t(lang, "turn_line", name=names[view["turn"]], plays=view["plays"], limit=view["limit"]))
        lines.append("")
        for seat, name in enumerate(names):
            mark = "▶️ " if phase != "over" and seat == view["turn"] else ""
            star = " ⭐" if seat == view["first"] else ""
            total = sum(view["exposed"][seat].values())
            lines.append(f"{mark}**{name}**{star} · ✋ {view['hand_sizes'][seat]} · "
                         f"{exposed_line(view['exposed'][seat])} ({t(lang, 'theories', n=total)})")
        p = view["pending"]
        if phase == "react":
            key = "wait_react_cat" if p["cat"] else "wait_react"
            lines.append(t(lang, key, target=names[p["target"]], card=t(lang, p["card"]), actor=names[p["actor"]],
                           cat=t(lang, p["cat"]) if p["cat"] else ""))
        elif phase == "leak":
            lines.append(t(lang, "wait_leak", actor=names[p["actor"]], target=names[p["target"]]))
        elif phase == "pass":
            who = ", ".join(f"{names[s]} {t(lang, 'chosen_yes' if c else 'chosen_no')}"
                            for s, c in enumerate(view["chosen"]))
            lines.append(t(lang, "wait_pass", who=who))
        elif phase == "underdog":
            lines.append(t(lang, "wait_underdog", name=names[view["underdog"]]))
        elif phase == "discard":
            lines.append(t(lang, "wait_discard", name=names[view["turn"]]))
        lines.append("")
        lines.append(t(lang, "legend"))
        return "\n".join(lines)

    def private_text(self, view: SeatView, lang: str, names: list[str]) -> str | None:
        t = TEXTS.t
        hand = view["hand"]
        lines = [t(lang, "your_hand", count=t(lang, "cards", n=len(hand)))]
        for card in sorted(set(hand), key=lambda c: (c not in CAT_SET, c)):
            k = hand.count(card)
            desc = "" if card in CAT_SET else f" — {self.card_note(card, lang)}"
            lines.append(f"• {card_name(lang, card)}" + (f" ×{k}" if k > 1 else "") + desc)
        if any(c in CAT_SET for c in hand):
            lines.append(t(lang, "theory_line", text=self.card_note(CATEGORIES[0], lang)))
        p = view["pending"]
        if view.get("their_hand") is not None:
            lines.append(t(lang, "their_hand", name=names[p["target"]], cards=card_list(lang, view["their_hand"])))
        if view.get("my_pass"):
            lines.append(t(lang, "my_pass", card=card_name(lang, view["my_pass"])))
        if view.get("give"):
            lines.append(t(lang, "give_line", card=card_name(lang, view["give"])))
        if view["phase"] == "react" and p["target"] == view["seat"]:
            key = "aimed_at_you_cat" if p["cat"] else "aimed_at_you"
            lines.append(t(lang, key, actor=names[p["actor"]], card=t(lang, p["card"]),
                           cat=t(lang, p["cat"]) if p["cat"] else ""))
        return "\n".join(lines)

    # ------------------------------------------------------------------ moves
    def move_steps(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str]:
        t, a = TEXTS.t, move.args
        if move.kind == "action" and a["card"] != "brainstorm":
            card = a["card"]
            target = a["target"]
            first = t(lang, "m_action", card=t(lang, card))
            if a.get("cat"):
                n = state["exposed"][target][a["cat"]]
                return [first, names[target], t(lang, "m_target_cat", name=names[target],
                                                 cat=card_name(lang, a["cat"]), n=n)]
            who = t(lang, "m_target", name=names[target], hand=t(lang, "cards", n=len(state["hands"][target])))
            if card == "swap":
                return [first, who, t(lang, "m_give", card=card_name(lang, a["give"]))]
            return [first, who]
        label = self.move_label(state, seat, move, lang, names)
        return [names[a["target"]], label] if move.kind == "grab" else [label]

    def move_label(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> str:
        t, a, k = TEXTS.t, move.args, move.kind
        if k == "draw":
            return t(lang, "m_draw", n=state["mods"].get("draw", DRAW_PER_TURN))
        if k in ("newhand", "end", "accept", "counter"):
            return t(lang, "m_" + k)
        if k == "expose":
            n = state["exposed"][seat].get(a["cat"], 0)
            return t(lang, "m_expose", cat=card_name(lang, a["cat"]), n=n, m=n + 1)
        if k == "action":
            card = a["card"]
            if card == "brainstorm":
                return t(lang, "m_brainstorm")
            if card == "swap":
                return t(lang, "m_swap_full", name=names[a["target"]], card=card_name(lang, a["give"]))
            if a.get("cat"):
                return t(lang, "m_full_cat", card=t(lang, card), name=names[a["target"]],
                         cat=card_name(lang, a["cat"]))
            return t(lang, "m_full", card=t(lang, card), name=names[a["target"]])
        if k == "deflect":
            return t(lang, "m_deflect", name=names[a["target"]])
        if k in ("take", "discard", "pass"):
            return t(lang, "m_" + k, card=card_name(lang, a["card"]))
        if k == "grab":
            return t(lang, "m_grab", name=names[a["target"]], cat=card_name(lang, a["cat"]))
        return move.id

    # ------------------------------------------------------------------ events
    def event_key(self, event: Event) -> str:
        a, k = event.args, event.kind
        if k == "action" and a["target"] is not None:
            return "ev_action_cat" if a.get("cat") else "ev_action_target"
        if k == "stolen" and a["none"]:
            return "ev_stolen_none"
        if k == "passed":
            return "ev_passed_left" if a["dir"] == 1 else "ev_passed_right"
        return "ev_game_end_" + a["reason"] if k == "game_end" else super().event_key(event)

    def event_args(self, event: Event, lang: str, names: list[str]) -> dict:
        a, k, raw = super().event_args(event, lang, names), event.kind, event.args
        if k == "event":
            a["event"], a["desc"] = TEXTS.t(lang, raw["event"]), TEXTS.t(lang, "e_" + raw["event"])
        elif k == "game_end":
            a["names"] = seat_names(lang, names, raw["winners"])
            if raw["reason"] == "events_out":
                a["sheep"] = seat_values(names, raw["sheep"])
        return a

    # ------------------------------------------------------------------ AI
    def ai_move(self, state: dict, seat: int, rng: random.Random) -> str:
        """Cheap heuristic, from what the seat may see only (its hand, the public table)."""
        moves = self._legal_moves(state, seat)
        if len(moves) == 1:
            return moves[0].id
        hand = state["hands"][seat]
        mine = state["exposed"][seat]
        need = self.threshold(state)

        def value(card: str) -> float:
            if card in CAT_SET:
                return 2 + 2.5 * mine.get(card, 0) + hand.count(card)
            if card == "sheep":
                return BASE_VALUE[card] + 3 * ("shepherd" in hand) + hand.count("sheep")
            if card == "shepherd":
                return BASE_VALUE[card] + 2 * hand.count("sheep")
            return BASE_VALUE[card]

        def threat(t: int) -> float:
            best = max(state["exposed"][t].values(), default=0)
            return best + 0.3 * sum(state["exposed"][t].values())

        phase = state["phase"]
        if phase == "start":
            useful = sum(1 for c in hand if c not in CAT_SET or mine.get(c, 0) or hand.count(c) >= 2)
            return "newhand" if len(hand) >= 4 and useful == 0 else "draw"
        if phase in ("discard", "pass"):
            return min(moves, key=lambda m: (value(m.args["card"]), rng.random())).id
        if phase == "leak":
            return max(moves, key=lambda m: (value(m.args["card"]), rng.random())).id
        if phase == "underdog":
            return max(moves, key=lambda m: (mine.get(m.args["cat"], 0) + state["exposed"][m.args["target"]]
                                             [m.args["cat"]] * 0.5 + rng.random() * 0.1)).id
        if phase == "react":
            p = state["pending"]
            card = p["card"]
            harm = (mine.get(p["cat"], 0) >= 2 if card in ("debunk", "recruit")
                    else card == "leak" or (card == "steal" and len(hand) >= 1))
            if not harm:
                return "accept"
            deflects = [m for m in moves if m.kind == "deflect"]
            if deflects:
                return max(deflects, key=lambda m: (threat(m.args["target"]), rng.random())).id
            if any(m.kind == "counter" for m in moves):
                return "counter"
            return "accept"

        # play phase
        def score(m: Move) -> float:
            k, a = m.kind, m.args
            if k == "end":
                return 0.5
            if k == "expose":
                c = a["cat"]
                have = mine.get(c, 0)
                if have + 1 >= need:
                    return 100
                return 3 + 2 * have + hand.count(c) - (1 if state["mods"].get("limit") == 1 and have == 0 else 0)
            card = a["card"]
            if card == "brainstorm":
                return 6 - 0.3 * len(hand)
            t = a["target"]
            if card == "debunk":
                their = state["exposed"][t][a["cat"]]
                return (60 if their >= need - 1 else 0) + 3 * their + threat(t)
            if card == "recruit":
                their = state["exposed"][t][a["cat"]]
                if mine.get(a["cat"], 0) + 1 >= need:
                    return 100
                return 6 + 3 * mine.get(a["cat"], 0) + 2 * their + (40 if their >= need - 1 else 0)
            if card == "swap":
                return 4 - value(a["give"]) + 0.2 * len(state["hands"][t])
            base = 7 if card == "leak" else 5
            return base + 0.3 * len(state["hands"][t]) + 0.2 * threat(t)

        return max(moves, key=lambda m: (score(m), rng.random())).id
