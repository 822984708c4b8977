"""Colt Express presentation (board, hand, labels, events, picture) and a cheap heuristic AI."""

from __future__ import annotations

import random
from typing import Any

from engine import Event, Move
from engine.text import seat_list

from . import data as D
from .card_texts import card_infos
from .rules import DISCARD, OVER, PLAN, STEAL, ColtExpressRules
from .text import TEXTS, loot_line
from .views import PublicView, SeatView

AI_PICKS = ("doc", "django", "tuco", "cheyenne", "belle", "ghost")
CARD_ORDER = (*D.ACTION_KINDS, "bullet")
LOOT_WORTH = {"box": 3, "jewel": 2, "purse": 1, "none": 0}
_t = TEXTS.t


def who_text(who: dict, lang: str, names: list[str]) -> str:
    char = _t(lang, who["char"])
    return f"{char} ({names[who['seat']]})" if who.get("team") else f"{names[who['seat']]} ({char})"


def bandit_text(view_or_state: Any, b: int, lang: str, names: list[str]) -> str:
    bd = view_or_state["bandits"][b]
    return who_text({"char": bd["char"], "seat": bd["seat"], "team": view_or_state["teams"]}, lang, names)


def card_text(card: str, lang: str, teams: bool, bandits: list | None = None) -> str:
    kind = D.card_kind(card)
    text = _t(lang, kind)
    if teams and bandits is not None and D.is_action(card) and kind != "marshal":
        text += f" ({_t(lang, bandits[D.card_bandit(card)]['char'])})"
    return text


def car_text(train: list[str], car: int, lang: str) -> str:
    return _t(lang, "loco") if car == 0 else f"{_t(lang, train[car])} ({car})"


def loot_counts(loot: list[Any], ids: list[int]) -> str:
    kinds = [loot[i]["k"] for i in ids]
    icons = {"purse": "👛", "jewel": "💎", "box": "💼"}
    return " ".join(f"{icons[k]}{kinds.count(k)}" for k in ("purse", "jewel", "box") if kinds.count(k))


def card_key(card: str) -> str:
    """The key of a card's text (``cards()``): its kind (move, fire...; a neutral bullet is a bullet)."""
    kind = D.card_kind(card)
    return "bullet" if kind == "neutral" else kind


class ColtExpress(ColtExpressRules):
    texts = TEXTS
    catalogue = card_infos
    event_words = {"char": TEXTS.t, "event": _t, "loot": _t}

    # ------------------------------------------------------------------ card texts
    def cards_in_view(self, view: SeatView) -> list[str]:
        cards = list(view.get("hand") or []) + list(view.get("pending") or [])
        cards += [e["card"] for e in view["pile"] if e["card"]]
        seat = view.get("seat")  # your own bandits first
        chars = [bd["char"] for bd in view["bandits"] if bd["seat"] == seat] + [bd["char"] for bd in view["bandits"]]
        keys = dict.fromkeys([*chars, *sorted({card_key(c) for c in cards}, key=CARD_ORDER.index), view["round_card"]])
        return [key for key in keys if self.card(key) is not None]

    def move_notes(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str | None]:
        a, k = move.args, move.kind
        steps = len(self.move_steps(state, seat, move, lang, names))
        key = None
        if k == "pick":
            key = a["char"]
        elif k in ("play", "discard", "takeback"):
            key = card_key(a["card"])
        elif k in ("move", "floor", "rob", "fire", "punch", "marshal"):  # a Stealin' choice: the card resolved
            key = k
        notes: list[str | None] = [None] * steps
        if key is not None:
            notes[0] = self.card_note(key, lang)
        return notes

    # ------------------------------------------------------------------ board
    def board_text(self, view: PublicView, lang: str, names: list[str]) -> str:
        lines = []
        turns = "".join(
            f"[{_t(lang, 'turn_' + k)}]" if (i == view["turn"] and view["phase"] == PLAN) else _t(lang, "turn_" + k)
            for i, k in enumerate(view["turns"]))
        lines.append(_t(lang, "round_line", round=view["round"], rounds=view["rounds"],
                        card=_t(lang, view["round_card"]), turns=turns))
        if self.card(view["round_card"]) is not None:
            lines.append(f"-# 🏁 {self.card_note(view['round_card'], lang)}")
        phase = view["phase"]
        acting = view["to_act"]
        args = {"name": names[acting[0]] if acting else "", "turn": view["turn"] + 1,
                "done": seat_list(names, view["done"]) or "—"}
        if phase == STEAL:
            top = view["pile"][0]["card"]
            args["card"] = card_text(top, lang, view["teams"], view["bandits"]) if top else "?"
        lines.append(_t(lang, "phase_" + phase, **args))  # each phase's text takes the arguments it needs
        if phase != OVER:
            lines.append(_t(lang, "first_player", name=names[view["first"]]))
        if view["pile"]:
            cards = " · ".join(
                f"{names[e['seat']]}: " + (card_text(e["card"], lang, view["teams"], view["bandits"])
                                           if e["card"] and not e["down"] else _t(lang, "face_down"))
                for e in view["pile"])
            lines.append(_t(lang, "pile", n=len(view["pile"]), cards=cards))
        elif phase != OVER:
            lines.append(_t(lang, "pile_empty"))
        lines.append("")
        for car in range(len(view["train"])):
            spots = []
            for level, icon in ((0, "inside"), (1, "roof")):
                here = [_t(lang, bd["char"]) for bd in view["bandits"]
                        if bd["car"] == car and bd["roof"] == bool(level)]
                bits = [_t(lang, icon)]
                if level == 0 and view["marshal"] == car:
                    bits.append("⭐")
                loot = loot_counts(view["loot"], view["cars"][car][level])
                if loot:
                    bits.append(loot)
                if here:
                    bits.append("**" + ", ".join(here) + "**")
                spots.append(" ".join(bits))
            lines.append(_t(lang, "car_line", car=car_text(view["train"], car, lang), inside=spots[0], roof=spots[1]))
        lines.append("")
        for b, bd in enumerate(view["bandits"]):
            loot = loot_counts(view["loot"], bd["loot"]) or "—"
            if bd["cash"]:
                loot += _t(lang, "cash", cash=bd["cash"])
            lines.append(_t(lang, "bandit_line", who=bandit_text(view, b, lang, names), loot=loot,
                            bullets=bd["bullets"], hits=view["hits"][bd["seat"]]))
        if phase != OVER:
            for s, name in enumerate(names):
                extra = {"discard": len(view["discards"][s])} if view["experts"] else {}
                lines.append(_t(lang, "cards_line_x" if view["experts"] else "cards_line", who=name,
                                hand=view["hand_sizes"][s], deck=view["deck_sizes"][s], **extra))
        lines.append(_t(lang, "neutral_left", n=view["neutral"]))
        if view["strongbox_waiting"] and phase != OVER:
            lines.append(_t(lang, "box_waiting"))
        final = view["final"]
        if final:
            for s in sorted(range(len(names)), key=lambda s: -final["scores"][s]):
                mark = "🏆 " if s in final["winners"] else ""
                lines.append(mark + _t(lang, "final_line", who=names[s], score=final["scores"][s]))
            if final["gunslingers"]:
                lines.append(_t(lang, "gunslinger", who=", ".join(bandit_text(view, b, lang, names)
                                                                  for b in final["gunslingers"])))
        lines.append("")
        lines += self._abilities(dict.fromkeys(bd["char"] for bd in view["bandits"]), lang)
        lines.append("-# " + _t(lang, "legend"))
        return "\n".join(lines)[:3500]

    def _abilities(self, chars, lang: str) -> list[str]:
        """A note line per bandit (``chars``) with its ability."""
        return [f"-# {_t(lang, c)} — {self.card_note(c, lang)}" for c in chars if self.card(c) is not None]

    def private_text(self, view: SeatView, lang: str, names: list[str]) -> str | None:
        seat = view["seat"]
        teams, bandits = view["teams"], view["bandits"]
        mine = [b for b, bd in enumerate(bandits) if bd["seat"] == seat]
        lines = [_t(lang, "you_are", who=", ".join(_t(lang, bandits[b]["char"]) for b in mine))]
        lines += self._abilities([bandits[b]["char"] for b in mine], lang)
        hand = ", ".join(f"**{card_text(c, lang, teams, bandits)}**" for c in sorted(view["hand"])) or _t(lang, "empty")
        lines.append(f"{_t(lang, 'your_hand')}: {hand}" if lang == "en" else f"{_t(lang, 'your_hand')} : {hand}")
        kinds = {card_key(c) for c in view["hand"] + view["pending"]}
        lines += [f"• {_t(lang, key)} — {self.card_note(key, lang)}" for key in CARD_ORDER if key in kinds]
        if view["pending"]:
            pend = ", ".join(card_text(c, lang, teams, bandits) for c in view["pending"])
            lines.append(f"{_t(lang, 'your_pending')}{' :' if lang == 'fr' else ':'} {pend}")
        if view["phase"] == DISCARD and seat in view["done"] and (view["hand"] or view["pending"]):
            lines.append(_t(lang, "discard_done_you"))
        downs = [e["card"] for e in view["pile"] if e["down"] and e["seat"] == seat]
        if downs:
            lines.append(f"{_t(lang, 'your_down')}{' :' if lang == 'fr' else ':'} "
                         + ", ".join(card_text(c, lang, teams, bandits) for c in downs))
        lines += [loot_line(view, b, lang) for b in mine]
        return "\n".join(lines)[:3000]

    # ------------------------------------------------------------------ moves
    def move_steps(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str]:
        if move.kind == "punch":
            a = move.args
            return [_t(lang, "label_punch", who=bandit_text(state, a["target"], lang, names)),
                    _t(lang, "label_drop", loot=_t(lang, a["loot"])),
                    _t(lang, "label_push", car=car_text(state["train"], a["car"], lang))]
        return [self.move_label(state, seat, move, lang, names)]

    def move_label(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> str:
        """The ``label_`` text of the move's kind, with the move's arguments worded."""
        a, k = move.args, move.kind
        words = {key: _t(lang, a[key]) for key in ("char", "loot") if key in a}
        if "card" in a:
            words["card"] = card_text(a["card"], lang, state["teams"], state["bandits"])
        if "target" in a:
            words["who"] = bandit_text(state, a["target"], lang, names)
        if "car" in a:
            words["car"] = car_text(state["train"], a["car"], lang)
        if k == "punch":  # the whole Punch in one line (move_steps splits it)
            return _t(lang, "label_punch_full", **words)[:80]
        return _t(lang, "label_play_down" if a.get("down") else "label_" + k, **words)

    # ------------------------------------------------------------------ events
    def event_key(self, event: Event) -> str:
        a, k = event.args, event.kind
        if k == "played_down" and a["ghost"]:
            return "ev_played_down_ghost"
        if k == "moved":
            return "ev_moved_roof" if a["roof"] else "ev_moved_in"
        if k == "climbed":
            return "ev_climbed_up" if a["roof"] else "ev_climbed_down"
        return "ev_" + k

    def event_args(self, event: Event, lang: str, names: list[str]) -> dict:
        args, a, k = super().event_args(event, lang, names), event.args, event.kind

        def cardname(card, who=None):  # a card by its kind, and whose it is in the team game
            text = _t(lang, D.card_kind(card))
            if who and who.get("team") and D.card_kind(card) != "marshal":
                text += f" ({_t(lang, who['char'])})"
            return text

        for key, arg in (("who", "bandit"), ("target", "target")):
            if a.get(arg):
                args[key] = who_text(a[arg], lang, names)
        if "car" in a:  # named by the car type the rules added to the event
            car, name = a["car"], a.get("car_type")
            args["car"] = _t(lang, "loco") if car == 0 else f"{_t(lang, name)} ({car})" if name else f"#{car}"
        if "cards" in a:
            args["cards"] = ", ".join(cardname(c) for c in a["cards"])
        if k == "round_start":  # a round card, not a playing card
            args.update(card=_t(lang, a["card"]), turns="".join(_t(lang, "turn_" + c) for c in a["turns"]),
                        name=names[a["first"]])
        elif "card" in a:
            args["card"] = cardname(a["card"], a.get("bandit"))
        if k == "shot":
            args["n"] = a["left"]
        elif k == "game_end":
            order = sorted(range(len(names)), key=lambda s: -a["scores"][s])
            args.update(names=seat_list(names, a["winners"]), scores=" · ".join(
                f"{names[s]} ${a['scores'][s]}" if lang == "en" else f"{names[s]} {a['scores'][s]} $" for s in order))
        return args

    # ------------------------------------------------------------------ AI
    def ai_move(self, state: dict, seat: int, rng: random.Random) -> str:
        moves = self._legal_moves(state, seat)
        if len(moves) == 1:
            return moves[0].id
        phase = state["phase"]
        if phase == "pick":
            return min(moves, key=lambda m: AI_PICKS.index(m.args["char"])).id
        if phase == DISCARD:
            return "keep" if seat not in state["done"] else moves[0].id
        if phase == PLAN:
            return self._ai_plan(state, seat, moves, rng)
        return max(moves, key=lambda m: self._ai_steal_score(state, seat, m) + rng.random() * 0.01).id

    def _mine(self, state: dict, seat: int, b: int) -> bool:
        return state["bandits"][b]["seat"] == seat

    def _ai_steal_score(self, state: dict, seat: int, m: Move) -> float:
        a = m.args
        loot = state["loot"]
        if m.kind == "move":
            b = D.card_bandit(state["pile"][0]["card"])
            roof = state["bandits"][b]["roof"]
            spot = self._spot(state, a["car"], roof)
            s: float = sum(LOOT_WORTH[loot[i]["k"]] for i in spot)
            if not roof and a["car"] == state["marshal"]:
                s -= 10
            return s - abs(a["car"] - state["bandits"][b]["car"]) * 0.1
        if m.kind == "marshal":
            return float(sum(-5 if self._mine(state, seat, b) else 3 for b in self._at(state, a["car"], False)))
        if m.kind == "rob":
            return LOOT_WORTH[a["loot"]]
        if m.kind in ("fire", "punch"):
            t = a["target"]
            s = -20 if self._mine(state, seat, t) else 0
            s += sum(LOOT_WORTH[loot[i]["k"]] for i in state["bandits"][t]["loot"])
            if m.kind == "punch":
                me = state["bandits"][D.card_bandit(state["pile"][0]["card"])]
                worth = LOOT_WORTH[a["loot"]]
                if me["char"] == "cheyenne" and a["loot"] == "purse":
                    worth = 4
                s += worth
                if not state["bandits"][t]["roof"] and a["car"] == state["marshal"]:
                    s += 1
            return s
        return 0.0

    def _ai_plan(self, state: dict, seat: int, moves: list[Move], rng: random.Random) -> str:
        bandits = state["bandits"]
        proj = {b: [bd["car"], bd["roof"]] for b, bd in enumerate(bandits) if bd["seat"] == seat}
        taken: dict = {}
        last = len(state["train"]) - 1

        def spot_worth(car, roof):  # the loot there, less what the planned Robs take
            return max(0, len(self._spot(state, car, roof)) - taken.get((car, roof), 0))

        def best_move(b):
            car, roof = proj[b]
            reach = 3 if roof else 1
            options = [c for c in range(car - reach, car + reach + 1) if c != car and 0 <= c <= last
                       and (roof or c != state["marshal"])]
            return max(options or [car], key=lambda c: (spot_worth(c, roof), -abs(c - car)))

        for e in state["pile"]:
            if e["seat"] != seat or not D.is_action(e["card"]):
                continue
            kind, b = D.card_kind(e["card"]), D.card_bandit(e["card"])
            if b not in proj:
                continue
            if kind == "move":
                proj[b][0] = best_move(b)
            elif kind == "floor":
                proj[b][1] = not proj[b][1]
            elif kind == "rob":
                key = tuple(proj[b])
                taken[key] = taken.get(key, 0) + 1

        def score(m: Move) -> float:
            if m.kind == "draw":
                good = sum(1 for c in state["hands"][seat] if D.is_action(c))
                return 3.5 if good <= 2 else 1.0
            if m.kind == "pass":
                return 0
            card = m.args["card"]
            kind, b = D.card_kind(card), D.card_bandit(card)
            if kind == "marshal":
                return 2.5
            car, roof = proj[b]
            if kind == "rob":
                return 10 if spot_worth(car, roof) else -1
            if kind == "floor":
                if car == state["marshal"]:  # never go down into his car; climb out of it
                    return -3 if roof else 8
                return 7 if spot_worth(car, not roof) and not spot_worth(car, roof) else 1
            if kind == "move":
                if spot_worth(car, roof):
                    return 0.5
                return 6 if spot_worth(best_move(b), roof) else 2
            if kind == "fire":
                return 4 if bandits[b]["bullets"] and self.fire_targets(state, b) else 0.5
            if kind == "punch":
                rich_foe = any(bandits[t]["seat"] != seat and bandits[t]["loot"] for t in self._at(state, car, roof))
                return 6 if rich_foe else 0.5
            return 1

        return max(moves, key=lambda m: score(m) + (0.2 if m.id.startswith("playdown") else 0)
                   + rng.random() * 0.5).id
