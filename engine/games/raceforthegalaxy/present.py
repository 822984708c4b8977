"""Race for the Galaxy presentation (board, hand, labels, events, picture) and a cheap AI."""

from __future__ import annotations

import random

from engine import Event, Move
from engine.core import score_lead
from engine.text import seat_list, seat_values

from . import data as D
from .data import CARDS
from .rules import RaceRules
from .text import TEXTS, card_info, step_text
from .views import PublicView, SeatView

_CATALOGUE = [card_info(slug) for slug in CARDS]  # every design, data order (95 designs, 114 cards)
_BY_KEY = {c.key: c for c in _CATALOGUE}
PRIVATE_CHARS = 1800
BOARD_CHARS = 3500


def _tag(slug: str) -> str:
    mil = "⚔" if D.military(slug) else ""
    return f"{D.name(slug)} [{mil}{D.cost(slug)}/{D.vp(slug) if D.cost(slug) < 6 or D.ctype(slug) == 'W' else '?'}]"


def _note(slug: str, lang: str) -> str:
    return _BY_KEY[slug].note(lang)


def _phases(slug: str) -> str:
    """The phases a card acts in, e.g. ``⟨III·V⟩`` (the board's shortest form of its powers)."""
    phs = [ph for ph in ("I", "II", "III", "$", "IV", "V") if D.powers(slug, ph)]
    if D.end_bonus(slug):
        phs.append("★")
    return f"⟨{'·'.join(phs)}⟩" if phs else ""


class RaceForTheGalaxy(RaceRules):
    texts = TEXTS
    catalogue = _CATALOGUE
    event_words = {
        "phase": lambda lang, v: TEXTS.t(lang, "ph_" + v),
        "worlds": lambda lang, v: ", ".join(D.name(w) for w in v),
        "world": lambda lang, v: D.name(v),
        "kind": lambda lang, v: TEXTS.t(lang, "k_" + v),
        "card": lambda lang, v: v and D.name(v),  # None: nothing placed
        "cards": lambda lang, v: ", ".join(D.name(c) for c in v),
    }

    # ------------------------------------------------------------------ card texts
    def cards_in_view(self, view: SeatView) -> list[str]:
        seat = view.get("seat")
        groups = []
        if seat is not None:  # the hand, the drawn cards to keep from, the card being placed, the own tableau
            drawn, sel = (view.get("task") or {}).get("drawn") or [], view.get("sel")
            groups += [view.get("hand") or [], drawn, [sel["card"]] if sel else [], view["tab"][seat]]
        groups += [t for s, t in enumerate(view["tab"]) if s != seat]
        return list(dict.fromkeys(c for group in groups for c in group))

    def move_notes(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str | None]:
        card = move.args.get("card")
        if card is None:
            return []
        steps = self.move_steps(state, seat, move, lang, names)
        return [None] * (len(steps) - 1) + [_note(card, lang)]

    # ------------------------------------------------------------------ helpers
    def _acts_text(self, lang: str, acts) -> str:
        return ", ".join(TEXTS.t(lang, "a_" + a) for a in acts) or TEXTS.t(lang, "none")

    def power_text(self, lang: str, p: tuple) -> str:
        t = TEXTS.t
        if p[1] == "cons":
            gain = " + ".join(t(lang, key, n=n) for key, n in (("gain_cards", p[5]), ("gain_vp", p[6])) if n)
            if p[4] > 1:
                gain += f" (≤{p[4]}×)"
            if p[2] == "diff":
                return t(lang, "pw_diff", gain=gain)
            kind = t(lang, "any") if p[2] == "any" else t(lang, "k_" + p[2])
            return t(lang, "pw_cons", n=p[3], kind=kind, gain=gain)
        return t(lang, "pw_" + p[1])

    # ------------------------------------------------------------------ board
    def board_text(self, view: PublicView, lang: str, names: list[str]) -> str:
        """The table; each face-up tableau card with its power where the whole fits (≤ 3,500 characters),
        else with the phases its powers act in (``⟨III·V⟩``), else bare."""
        text = ""
        for level in range(3):
            text = self._board(view, lang, names, level)
            if len(text) <= BOARD_CHARS:
                return text
        return text[:BOARD_CHARS - 10] + "…"

    def _board(self, view: PublicView, lang: str, names: list[str], level: int) -> str:
        t = TEXTS.t
        lines = [f"**{t(lang, 'b_round', round=view['round'], step=step_text(view, lang))}**",
                 t(lang, "b_deck", deck=view["deck"], discard=view["discard"], pool=max(0, view["pool"]))]
        if view["plan"]:
            plan = " → ".join(("**" if i == view["pi"] else "") + t(lang, "ph_" + p["p"])
                              + ("**" if i == view["pi"] else "") for i, p in enumerate(view["plan"]))
            lines.append(t(lang, "b_plan", plan=plan))
        for s in range(len(view["tab"])):
            mark = t(lang, "b_waiting") if view["waiting"][s] else t(lang, "b_done")
            lines.append(f"{mark} " + t(lang, "b_player", name=names[s], score=t(lang, "pts", n=view["scores"][s]),
                                        chips=t(lang, "img_chips", n=view["vp"][s]),
                                        hand=view["hand_sizes"][s], mil=view["military"][s]))
            if view["acts"]:
                lines.append("  " + t(lang, "b_acts", acts=self._acts_text(lang, view["acts"][s])))
            cards = [(c, " ●" if g else "") for c, g in zip(view["tab"][s], view["goods"][s], strict=True)]
            if level == 0:
                lines += [f"  · {_tag(c)}{g} — {_note(c, lang)}" for c, g in cards]
            else:  # level 1: with the phases of each card's powers
                lines.append("  " + " · ".join(f"{_tag(c)}{g}{_phases(c) if level == 1 else ''}" for c, g in cards))
        lines.append(t(lang, "b_legend"))
        if level < 2:
            lines.append(t(lang, "b_legend2"))
        if view.get("result"):
            lines.append("**" + t(lang, "b_result", names=seat_list(names, view["result"]["winners"])) + "**")
        return "\n".join(lines)

    def private_image(self, view: SeatView, lang: str, names: list[str]) -> bytes | None:
        from .image import hand

        return hand(view, lang, names, self._private_lines(view, lang, 3, image=True))

    def private_text(self, view: SeatView, lang: str, names: list[str]) -> str | None:
        """The hand (each card with its power), the seat's own tableau with its powers where it fits, its
        actions and what it has to do. Over the DM's limit, the notes shrink: the tableau's first, then the
        hand's (when the choice is among drawn cards), then every note is shortened."""
        for level in range(4):
            text = "\n".join(self._private_lines(view, lang, level))
            if len(text) <= PRIVATE_CHARS:
                return text
        return text[:PRIVATE_CHARS - 1] + "…"

    def _private_lines(self, view: SeatView, lang: str, level: int = 0, image: bool = False) -> list[str]:
        t = TEXTS.t
        hand = view["hand"]
        task = view.get("task") or (view["tasks"][view["seat"]] if view.get("tasks") else None) or {}
        drawn = task.get("drawn") if task.get("t") == "keep" else None
        cut = 40 if level >= 3 else None

        def line(c, with_note=True):
            if not with_note:
                return "• " + _tag(c)
            note = _note(c, lang)
            if cut and len(note) > cut:
                note = note[:cut - 1].rstrip() + "…"
            return f"• {_tag(c)} — {note}"

        lines = [] if image else [f"**{t(lang, 'p_hand', n=len(hand))}**"]
        if not image:
            lines += [line(c, not (level >= 2 and drawn)) for c in hand] or [t(lang, "none")]
        if view["my_acts"]:
            lines.append(t(lang, "p_acts", acts=self._acts_text(lang, view["my_acts"])))
        if view.get("sel"):
            c = view["sel"]["card"]
            lines.append(f"→ {D.name(c)} — {_note(c, lang)}")
        if task:
            if drawn:
                lines.append(t(lang, "p_task", what=t(lang, "t_keep_from", n=task["n"] - task["kept"])))
                lines += [line(c) for c in drawn]
            else:
                lines.append(t(lang, "p_task", what=self._task_text(task, view, lang)))
        if not image and view.get("seat") is not None:
            mine = view["tab"][view["seat"]]
            lines.append(f"**{t(lang, 'p_tableau')}**")
            if level == 0:
                lines += [line(c) for c in mine]
            else:
                lines.append(" · ".join(D.name(c) + _phases(c) for c in mine))
        return lines

    def _task_text(self, task: dict, view: SeatView, lang: str) -> str:
        t, k = TEXTS.t, task["t"]
        if k == "act" and task.get("ok"):
            return t(lang, "t_act_ok")
        if k == "disc":
            return t(lang, "t_disc", n=task["n"])
        if k == "keep":
            return t(lang, "t_keep", n=task["n"] - task["kept"], cards=", ".join(_tag(c) for c in task["drawn"]))
        if k == "pay":
            return t(lang, "t_pay", n=task["n"], card=D.name(view["sel"]["card"]) if view.get("sel") else "?")
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
        if k in ("disc", "keep", "pay", "dvp"):
            return t(lang, "lbl_" + k, card=_tag(a["card"]))
        if k == "act":
            t0 = state["tasks"][seat][0]
            return t(lang, "lbl_change" if t0.get("ok") else "lbl_act", action=t(lang, "a_" + a["a"]))
        if k in ("dev", "set"):
            how, c = a.get("how", "dev"), a["card"]
            if how == "set" and D.military(c):
                return t(lang, "lbl_conquer", card=D.name(c), cost=D.cost(c))
            return t(lang, "lbl_" + how, card=D.name(c), cost=a["cost"])
        if k in ("pass", "done", "stop", "redo"):
            return t(lang, "lbl_" + k)
        if k in ("sell", "good"):
            return t(lang, "lbl_" + k, kind=t(lang, "k_" + D.good(a["card"])), card=D.name(a["card"]))
        if k == "use":
            p = self._power(state, seat, a["n"])
            return t(lang, "lbl_use", card=D.name(a["card"]), power=self.power_text(lang, p))
        if k == "bet":
            return t(lang, "lbl_bet", v=a["v"])
        if k == "wind":
            return t(lang, "lbl_wind", card=D.name(a["card"]))
        return move.id  # pragma: no cover

    # ------------------------------------------------------------------ events
    def event_key(self, event: Event) -> str:
        a, k = event.args, event.kind
        if k == "placed" and a["card"] is None:
            return "ev_placed_none"
        if k == "placed" and a["how"] in ("col", "tac"):
            return "ev_placed_" + a["how"]
        return "ev_gamble_" + ("win" if a["win"] else "lose") if k == "gamble" else "ev_" + k

    def event_args(self, event: Event, lang: str, names: list[str]) -> dict:
        args, a, k = super().event_args(event, lang, names), event.args, event.kind
        if "cards" in a:  # the cards you discard, keep or pay with
            args["n"] = len(a["cards"])
        elif k == "placed":
            args["n"] = a["paid"]
        elif k == "consume" and not a["worlds"]:
            args["worlds"] = TEXTS.t(lang, "none")
        elif k == "actions":
            args["acts"] = "; ".join(f"{names[s]}: {self._acts_text(lang, x)}" for s, x in enumerate(a["acts"]))
        elif k == "game_end":
            args["scores"] = seat_values(names, a["scores"])
        return args

    # ------------------------------------------------------------------ AI
    @staticmethod
    def _worth(c: str) -> float:
        """How much a card in hand is worth keeping (cheap, high-VP, producing cards first)."""
        return (D.vp(c) * 1.5 - D.cost(c) * 0.6 + len(CARDS[c][9]) * 0.7 + (1.0 if D.mode(c) == "P" else 0.0)
                + (2.0 if D.ctype(c) == "D" and D.cost(c) == 6 else 0.0))

    def evaluate(self, state: dict, seat: int) -> float:
        """The default's value (the result, else the lead in the view's running scores), without building the
        view: the search asks it at every leaf."""
        if self.result(state) is not None:
            return super().evaluate(state, seat)
        return score_lead(self.scores(state), seat)

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
            acts = [m for m in moves if m.kind == "act"]
            return self._ai_action(state, seat, acts, rng) if acts else moves[0].id
        if task in ("dev", "set"):
            def value(m):
                if m.kind == "pass":
                    return 0.0
                c = m.args["card"]
                six = 3 if D.ctype(c) == "D" and D.cost(c) == 6 else 0
                spent = 1.5 if m.args.get("how") in ("col", "tac") else 0  # Colony Ship or New Military Tactics goes
                return D.vp(c) + 1.0 + len(CARDS[c][9]) * 0.8 - m.args["cost"] * 0.3 + six - spent
            return max(moves, key=lambda m: (value(m), m.id)).id
        if task in ("sell", "wind"):  # the most valuable good
            return max(moves, key=lambda m: (D.PRICE[D.good(m.args["card"])], m.id)).id
        if task == "cons":
            def cvalue(m):
                if m.kind == "done":
                    return -1
                p = self._power(state, seat, m.args["n"])
                if p[1] == "cons":
                    return p[6] * 2 + p[5] + (1 if "x2" in state["acts"][seat] else 0) * p[6]
                if p[1] == "dvp":
                    return 0.5 if len(hand) > 7 else -2
                return {"sell": 3, "all": 0.1}.get(p[1], -0.5)
            return max(moves, key=lambda m: (cvalue(m), m.id)).id
        if task == "cgood":
            return min(moves, key=lambda m: (D.PRICE[D.good(m.args["card"])], m.id)).id
        if task == "dvp":
            cards = [m for m in moves if m.kind == "dvp"]
            if len(hand) > 7 and cards:
                return min(cards, key=lambda m: (w(m.args["card"]), m.id)).id
            return "stop"
        if task == "gamble":
            return "bet:3"
        return rng.choice(moves).id

    def _ai_action(self, state: dict, seat: int, moves: list[Move], rng: random.Random) -> str:
        hand = state["hands"][seat]
        tab = state["tab"][seat]
        goods = sum(1 for g in state["goods"][seat] if g is not None)
        empty_prod = sum(1 for i, c in enumerate(tab)
                         if state["goods"][seat][i] is None and ("V", "prod") in CARDS[c][9])
        cons = sum(1 for c in tab for p in CARDS[c][9] if p[0] == "IV" and p[1] == "cons")
        room = len(hand) - 1
        can_dev = any(D.ctype(c) == "D" and c not in tab and D.cost(c) - 1 <= room for c in hand)
        can_set = any(D.ctype(c) == "W" and ((D.military(c) and self.military(state, seat, c) >= D.cost(c))
                                             or (not D.military(c) and D.cost(c) <= room)) for c in hand)
        score = {"e5": 1.0, "e11": 1.2 if len(hand) < 4 else 0.5, "prod": empty_prod * 1.1,
                 "x2": (goods * 1.2 if cons else 0), "trade": (goods * 1.0 if len(hand) < 4 else goods * 0.5),
                 "dev": 2.5 if can_dev else 0, "set": 2.6 if can_set else 0}
        score["dev2"], score["set2"] = score["dev"] - 0.3, score["set"] - 0.3
        if len(hand) <= 1:
            score["e5"] += 2
        chosen = [m.args["a"] for m in moves]
        return "act:" + max(chosen, key=lambda a: (score[a] + rng.random() * 0.3, a))
