"""Race for the Galaxy presentation (board, hand, labels, events, picture) and a cheap AI."""

from __future__ import annotations

import random

from engine import Event, Move

from . import data as D
from .data import CARDS
from .rules import RaceRules
from .text import TEXTS


def _card(slug: str) -> str:
    return D.name(slug)


def _tag(slug: str) -> str:
    mil = "⚔" if D.military(slug) else ""
    return f"{D.name(slug)} [{mil}{D.cost(slug)}/{D.vp(slug) if D.cost(slug) < 6 or D.ctype(slug) == 'W' else '?'}]"


class RaceForTheGalaxy(RaceRules):
    def rules_summary(self, lang: str) -> str:
        return TEXTS.t(lang, "rules")

    # ------------------------------------------------------------------ helpers
    def _acts_text(self, lang: str, acts) -> str:
        return ", ".join(TEXTS.t(lang, "a_" + a) for a in acts) or TEXTS.t(lang, "none")

    def power_text(self, lang: str, p: tuple) -> str:
        t = TEXTS.t
        if p[1] == "cons":
            gains = []
            if p[5]:
                gains.append(t(lang, "gain_cards", n=p[5]))
            if p[6]:
                gains.append(t(lang, "gain_vp", n=p[6]))
            gain = " + ".join(gains)
            if p[4] > 1:
                gain += f" (≤{p[4]}×)"
            if p[2] == "diff":
                return t(lang, "pw_diff", gain=gain)
            kind = t(lang, "any") if p[2] == "any" else t(lang, "k_" + p[2])
            return t(lang, "pw_cons", n=p[3], kind=kind, gain=gain)
        return t(lang, "pw_" + p[1])

    # ------------------------------------------------------------------ board
    def _step_text(self, view: dict, lang: str) -> str:
        step = view["step"]
        if step in ("I", "II", "III", "IV", "V"):
            return TEXTS.t(lang, "ph_" + step)
        return TEXTS.t(lang, {"choose": "b_choose", "limit": "b_limit", "over": "b_over", "init": "b_init"}[step])

    def board_text(self, view: dict, lang: str, names: list[str]) -> str:
        t = TEXTS.t
        lines = [f"**{t(lang, 'b_round', round=view['round'], step=self._step_text(view, lang))}**",
                 t(lang, "b_deck", deck=view["deck"], discard=view["discard"], pool=max(0, view["pool"]))]
        if view["plan"]:
            plan = " → ".join(("**" if i == view["pi"] else "") + t(lang, "ph_" + p["p"])
                              + ("**" if i == view["pi"] else "") for i, p in enumerate(view["plan"]))
            lines.append(t(lang, "b_plan", plan=plan))
        for s in range(len(view["tab"])):
            name = names[s]
            mark = t(lang, "b_waiting") if view["waiting"][s] else t(lang, "b_done")
            lines.append(f"{mark} " + t(lang, "b_player", name=name, score=t(lang, "pts", n=view["scores"][s]),
                                        chips=t(lang, "img_chips", n=view["vp"][s]),
                                        hand=view["hand_sizes"][s], mil=view["military"][s]))
            if view["acts"]:
                lines.append("  " + t(lang, "b_acts", acts=self._acts_text(lang, view["acts"][s])))
            cards = []
            for c, g in zip(view["tab"][s], view["goods"][s], strict=True):
                cards.append(_tag(c) + (" ●" if g else ""))
            lines.append("  " + " · ".join(cards))
        lines.append(t(lang, "b_legend"))
        if view.get("result"):
            winners = ", ".join(names[w] for w in view["result"]["winners"])
            lines.append("**" + t(lang, "b_result", names=winners) + "**")
        text = "\n".join(lines)
        if len(text) > 3500:  # shorten the tableau lines to bare names
            text = text.replace("] ●", "]●")
            text = text[:3490] + "…"
        return text

    def board_image(self, view: dict, lang: str, names: list[str]) -> bytes | None:
        from .image import render

        return render(view, lang, names, self._step_text(view, lang))

    def private_image(self, view: dict, lang: str, names: list[str]) -> bytes | None:
        from .hand_image import render_hand

        return render_hand(view, lang, names, self.private_text(view, lang, names))

    def private_text(self, view: dict, lang: str, names: list[str]) -> str | None:
        t = TEXTS.t
        hand = view["hand"]
        lines = [f"**{t(lang, 'p_hand', n=len(hand))}**"]
        lines.append(", ".join(_tag(c) for c in hand) or t(lang, "none"))
        if view["my_acts"]:
            lines.append(t(lang, "p_acts", acts=self._acts_text(lang, view["my_acts"])))
        if view.get("sel"):
            lines.append(f"→ {_card(view['sel']['card'])}")
        task = view.get("task")
        if task:
            lines.append(t(lang, "p_task", what=self._task_text(task, view, lang)))
        text = "\n".join(lines)
        return text if len(text) <= 1800 else text[:1799] + "…"

    def _task_text(self, task: dict, view: dict, lang: str) -> str:
        t, k = TEXTS.t, task["t"]
        if k == "disc":
            return t(lang, "t_disc", n=task["n"])
        if k == "keep":
            left = task["n"] - task["kept"]
            return t(lang, "t_keep", n=left, cards=", ".join(_tag(c) for c in task["drawn"]))
        if k == "pay":
            card = view["sel"]["card"] if view.get("sel") else "?"
            return t(lang, "t_pay", n=task["n"], card=_card(card) if card != "?" else card)
        return t(lang, "t_" + k)

    # ------------------------------------------------------------------ moves
    def move_label(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> str:
        return self._label(state, seat, move, lang)[:80]

    def move_steps(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str]:
        """Long card lists (a big hand) are split: first worlds or developments, then the card."""
        label = self.move_label(state, seat, move, lang, names)
        if move.kind in ("disc", "pay", "dvp", "keep") and len(self._legal_moves(state, seat)) > 20:
            return [TEXTS.t(lang, "g_" + D.ctype(move.args["card"])), label]
        return [label]

    def _label(self, state: dict, seat: int, move: Move, lang: str) -> str:
        t, k, a = TEXTS.t, move.kind, move.args
        if k == "disc":
            return t(lang, "lbl_disc", card=_tag(a["card"]))
        if k == "act":
            return t(lang, "lbl_act", action=t(lang, "a_" + a["a"]))
        if k == "keep":
            return t(lang, "lbl_keep", card=_tag(a["card"]))
        if k == "dev":
            return t(lang, "lbl_dev", card=_card(a["card"]), cost=a["cost"])
        if k == "set":
            how, c = a["how"], a["card"]
            if how == "set" and D.military(c):
                return t(lang, "lbl_conquer", card=_card(c), cost=D.cost(c))
            return t(lang, "lbl_" + how, card=_card(c), cost=a["cost"])
        if k in ("pass", "done", "stop"):
            return t(lang, "lbl_" + k)
        if k == "pay":
            return t(lang, "lbl_pay", card=_tag(a["card"]))
        if k in ("sell", "good"):
            return t(lang, "lbl_" + k, kind=t(lang, "k_" + D.good(a["card"])), card=_card(a["card"]))
        if k == "use":
            p = self._power(state, seat, a["n"])
            return t(lang, "lbl_use", card=_card(a["card"]), power=self.power_text(lang, p))
        if k == "dvp":
            return t(lang, "lbl_dvp", card=_tag(a["card"]))
        if k == "bet":
            return t(lang, "lbl_bet", v=a["v"])
        if k == "wind":
            return t(lang, "lbl_wind", card=_card(a["card"]))
        return move.id  # pragma: no cover

    # ------------------------------------------------------------------ events
    def event_text(self, event: Event, lang: str, names: list[str]) -> str | None:
        t, a, k = TEXTS.t, event.args, event.kind
        who = names[a["seat"]] if "seat" in a else ""
        if k == "round":
            return t(lang, "ev_round", round=a["round"])
        if k == "chosen":
            return t(lang, "ev_chosen", name=who)
        if k == "actions":
            return t(lang, "ev_actions", acts="; ".join(f"{names[s]}: {self._acts_text(lang, x)}"
                                                       for s, x in enumerate(a["acts"])))
        if k == "phase":
            return t(lang, "ev_phase", phase=t(lang, "ph_" + a["phase"]))
        if k == "explore":
            return t(lang, "ev_explore", name=who, n=a["n"])
        if k == "kept":
            return t(lang, "ev_kept", name=who, n=a["n"])
        if k == "discarded":
            return t(lang, "ev_discarded", name=who, n=a["n"])
        if k == "draw":
            return t(lang, "ev_draw", name=who, n=a["n"])
        if k == "vp":
            return t(lang, "ev_vp", name=who, n=a["n"])
        if k == "ready":
            return t(lang, "ev_ready", name=who)
        if k == "placed":
            if a["card"] is None:
                return t(lang, "ev_placed_none", name=who)
            if a["how"] in ("col", "tac"):
                return t(lang, "ev_placed_" + a["how"], name=who, card=_card(a["card"]))
            return t(lang, "ev_placed", name=who, card=_card(a["card"]), n=a["paid"])
        if k == "produce":
            return t(lang, "ev_produce", name=who, worlds=", ".join(_card(w) for w in a["worlds"]))
        if k == "windfall":
            return t(lang, "ev_windfall", name=who, card=_card(a["world"]))
        if k == "sell":
            return t(lang, "ev_sell", name=who, kind=t(lang, "k_" + a["kind"]), card=_card(a["world"]))
        if k == "consume":
            return t(lang, "ev_consume", name=who, card=_card(a["card"]),
                     worlds=", ".join(_card(w) for w in a["worlds"]) or t(lang, "none"))
        if k == "gamble":
            key = "ev_gamble_" + ("win" if a["win"] else "lose")
            return t(lang, key, name=who, bet=a["bet"], card=_card(a["card"]))
        if k == "game_end":
            return t(lang, "ev_game_end", scores=", ".join(f"{names[s]} {v}" for s, v in enumerate(a["scores"])))
        return None

    # ------------------------------------------------------------------ AI
    @staticmethod
    def _worth(c: str) -> float:
        """How much a card in hand is worth keeping (cheap, high-VP, producing cards first)."""
        w = D.vp(c) * 1.5 - D.cost(c) * 0.6 + len(CARDS[c][9]) * 0.7
        if D.mode(c) == "P":
            w += 1.0
        if D.ctype(c) == "D" and D.cost(c) == 6:
            w += 2.0
        return w

    def ai_move(self, state: dict, seat: int, rng: random.Random) -> str:
        moves = self._legal_moves(state, seat)
        if len(moves) == 1:
            return moves[0].id
        task = state["tasks"][seat][0]["t"]
        hand = state["hands"][seat]
        w = self._worth
        if task in ("disc", "pay"):
            return min(moves, key=lambda m: (w(m.args["card"]), m.id)).id
        if task == "keep":
            return max(moves, key=lambda m: (w(m.args["card"]), m.id)).id
        if task == "act":
            return self._ai_action(state, seat, moves, rng)
        if task in ("dev", "set"):
            def value(m):
                if m.kind == "pass":
                    return 0.0
                c = m.args["card"]
                v = D.vp(c) + 1.0 + len(CARDS[c][9]) * 0.8 - m.args["cost"] * 0.3
                if D.ctype(c) == "D" and D.cost(c) == 6:
                    v += 3
                if m.args.get("how") in ("col", "tac"):
                    v -= 1.5
                return v
            return max(moves, key=lambda m: (value(m), m.id)).id
        if task == "sell":
            return max(moves, key=lambda m: (D.PRICE[D.good(m.args["card"])], m.id)).id
        if task == "cons":
            def cvalue(m):
                if m.kind == "done":
                    return -1
                p = self._power(state, seat, m.args["n"])
                if p[1] == "cons":
                    return p[6] * 2 + p[5] + (1 if "x2" in state["acts"][seat] else 0) * p[6]
                if p[1] == "sell":
                    return 3
                if p[1] == "dvp":
                    return 0.5 if len(hand) > 7 else -2
                if p[1] == "all":
                    return 0.1
                return -0.5
            best = max(moves, key=lambda m: (cvalue(m), m.id))
            return best.id
        if task == "cgood":
            return min(moves, key=lambda m: (D.PRICE[D.good(m.args["card"])], m.id)).id
        if task == "dvp":
            cards = [m for m in moves if m.kind == "dvp"]
            if len(hand) > 7 and cards:
                return min(cards, key=lambda m: (w(m.args["card"]), m.id)).id
            return "stop"
        if task == "gamble":
            return "bet:3"
        if task == "wind":
            return max(moves, key=lambda m: (D.PRICE[D.good(m.args["card"])], m.id)).id
        return rng.choice(moves).id

    def _ai_action(self, state: dict, seat: int, moves: list[Move], rng: random.Random) -> str:
        hand = state["hands"][seat]
        tab = state["tab"][seat]
        goods = sum(1 for g in state["goods"][seat] if g is not None)
        empty_prod = sum(1 for i, c in enumerate(tab)
                         if state["goods"][seat][i] is None and ("V", "prod") in CARDS[c][9])
        cons = sum(1 for c in tab for p in CARDS[c][9] if p[0] == "IV" and p[1] == "cons")
        room = len(hand) - 1
        mil = self.military(state, seat)
        can_dev = any(D.ctype(c) == "D" and c not in tab and D.cost(c) - 1 <= room for c in hand)
        can_set = any(D.ctype(c) == "W" and ((D.military(c) and self.military(state, seat, c) >= D.cost(c))
                                             or (not D.military(c) and D.cost(c) <= room)) for c in hand)
        score = {"e5": 1.0, "e11": 1.2 if len(hand) < 4 else 0.5, "prod": empty_prod * 1.1,
                 "x2": (goods * 1.2 if cons else 0), "trade": (goods * 1.0 if len(hand) < 4 else goods * 0.5),
                 "dev": 2.5 if can_dev else 0, "set": 2.6 if can_set else 0}
        score["dev2"], score["set2"] = score["dev"] - 0.3, score["set"] - 0.3
        if len(hand) <= 1:
            score["e5"] += 2
        _ = mil
        chosen = [m.args["a"] for m in moves]
        best = max(chosen, key=lambda a: (score[a] + rng.random() * 0.3, a))
        return "act:" + best
