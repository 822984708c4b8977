"""Odysseus presentation (board, own board by DM, move labels and steps, events, picture) and an AI."""

from __future__ import annotations

import random

from engine import Event, Move, clone
from engine.core import score_lead
from engine.text import seat_list, seat_values

from .data import CARDS, MAX_SKILL, SKILLS, TALE_CARDS, TYPES
from .rules import OdysseusRules, automa_score, tale_score
from .text import TEXTS, card_infos
from .views import PublicView, SeatView

SKILL_EMOJI = {"str": "🟥", "int": "🟦", "cun": "🟨", "luck": "🟩"}
TYPE_EMOJI = {"nav": "⛵", "enc": "🤝", "gods": "⚡", "crea": "🐉", "ith": "🏛️"}
GAIN_EMOJI = {**SKILL_EMOJI, "fav": "🦉", "any": "✳️"}
TALE_EMOJI = {**SKILL_EMOJI, **TYPE_EMOJI, "v12": "①②", "v3": "③", "v4": "④", "v5": "⑤", "v6": "⑥"}


def card_short(c: int) -> str:
    d = CARDS[c]
    return f"{SKILL_EMOJI[d['skill']]}{d['value']}·{d['vp']}{TYPE_EMOJI[d['type']]}"


def gains_text(c: int) -> str:
    return "".join(GAIN_EMOJI[g] for g in CARDS[c]["gains"]) or "—"


def card_full(c: int) -> str:
    return f"{card_short(c)} +{gains_text(c)}" if CARDS[c]["gains"] else card_short(c)


def tale_name(lang: str, kind: str) -> str:
    return f"{TALE_EMOJI[kind]} {TEXTS.t(lang, kind)}"


def skills_text(skills: list[int]) -> str:
    return " ".join(f"{SKILL_EMOJI[k]}{skills[i]}" for i, k in enumerate(SKILLS))


class Odysseus(OdysseusRules):
    texts = TEXTS
    catalogue = card_infos
    event_words = {
        "card": lambda lang, card: card_short(card),
        "side": lambda lang, side: TEXTS.t(lang, f"side{side}"),
        "end": lambda lang, end: TEXTS.t(lang, "end" + end),
        "skill": lambda lang, skill: skill and TEXTS.t(lang, skill),  # None: a track at its top
    }

    # ------------------------------------------------------------------ board
    def _automa_card_text(self, lang: str, card: dict) -> str:
        arrow = "→" if card["arrow"] == "R" else "←"
        sym = TEXTS.t(lang, "sym_" + card["symbol"]) if card["symbol"] else ""
        return TEXTS.t(lang, "acard", side=TEXTS.t(lang, f"side{card['side']}"), arrow=arrow, symbol=sym)

    def board_text(self, view: PublicView, lang: str, names: list[str]) -> str:
        t = TEXTS.t
        head = f"**{t(lang, 'cycle', n=view['cycle'], of=view['cycles'])}** · {t(lang, 'deck', n=view['deck_size'])}"
        lines = [head]
        turn = view["turn"]
        if turn is None:
            lines.append(t(lang, "game_over"))
        else:
            phase, name = view["phase"], names[turn]
            pend = card_full(view["pending"]) if view["pending"] is not None else ""
            if phase == "gain":
                lines.append(t(lang, "turn_gain", name=name, card=card_short(view["pending"]),
                               gain=GAIN_EMOJI[view["gains"][0]]))
            else:
                lines.append(t(lang, "turn_" + phase, name=name, card=pend))
        for s, side in enumerate(view["ship"]):
            sname = t(lang, f"side{s}")
            if not side:
                lines.append(t(lang, "side_empty", side=sname))
                continue
            fav = view["side_favor"][s]
            lines.append(t(lang, "side_line", side=sname, n=fav) if fav else t(lang, "side_line_plain", side=sname))
            cells = [("L " if i == 0 else "R " if i == len(side) - 1 else "") + ("🂠" if c is None else card_full(c))
                     for i, c in enumerate(side)]
            lines.append(" | ".join(cells))
        tales = ", ".join(tale_name(lang, k) for k in view["tales_up"]) or t(lang, "none")
        lines.append(t(lang, "tales_up", tales=tales) + " · " + t(lang, "stacks", a=view["stacks"][0],
                                                                  b=view["stacks"][1]))
        lines.append(t(lang, "epic_stack", tiles=" ".join(map(str, view["epic"]))) if view["epic"]
                     else t(lang, "no_epic"))
        for seat, pl in enumerate(view["p"]):
            lines.append("")
            sc = pl["score"]
            score = t(lang, "score", n=sc["total"]) + " (" + t(lang, "score_parts", **sc) + ")"
            lines.append(t(lang, "player_line", name=names[seat], skills=skills_text(pl["skills"]),
                           favors=pl["favors"], score=score))
            for k, col in enumerate(pl["cols"]):
                if col:
                    lines.append(SKILL_EMOJI[SKILLS[k]] + " " + " ".join(
                        card_short(c)[1:] + ("✅" if CARDS[c]["value"] <= pl["skills"][k] else "")
                        for c in col))
            extra = [t(lang, "tales", tales=", ".join(tale_name(lang, k) for k in pl["tales"]) or t(lang, "none"))]
            if pl["epic"]:
                extra.append(t(lang, "epic", n=pl["epic"]))
            if pl["rested"]:
                extra.append(t(lang, "rested", n=len(pl["rested"])))
            lines.append(" · ".join(extra))
        auto = view["automa"]
        if auto is not None:
            lines.append("")
            sc = auto["score"]
            score = t(lang, "score", n=sc["total"]) + " (" + t(lang, "automa_parts", **sc) + ")"
            lines.append(t(lang, "automa_line", d=auto["difficulty"], n=len(auto["cards"]), score=score))
            lines.append(t(lang, "tales", tales=", ".join(tale_name(lang, k) for k in auto["tales"])))
            if auto["cards"]:
                lines.append(t(lang, "automa_cards", cards=" ".join(card_short(c) for c in auto["cards"])))
            if view["last_automa"]:
                lines.append(t(lang, "automa_last", card=self._automa_card_text(lang, view["last_automa"])))
        res = view["result"]
        if res is not None:
            lines += ["", self._result_text(res, lang, names)]
        lines += ["", "-# " + t(lang, "legend")]
        return "\n".join(lines)

    def _result_text(self, res: dict, lang: str, names: list[str]) -> str:
        if "automa" in res:
            return TEXTS.t(lang, "solo_win" if res["winners"] else "solo_lose", name=names[0], a=res["scores"][0],
                           b=res["automa"]["total"])
        return TEXTS.t(lang, "winner", names=seat_list(names, res["winners"]))

    def private_text(self, view: SeatView, lang: str, names: list[str]) -> str | None:
        """Nothing in Odysseus is secret; the DM shows the seat's own board with what each Tale is worth."""
        t, seat = TEXTS.t, view["seat"]
        pl = view["p"][seat]
        lines = [t(lang, "your_board", skills=skills_text(pl["skills"]), favors=pl["favors"])]
        for k, col in enumerate(pl["cols"]):
            cards = " ".join(card_short(c) + ("✅" if CARDS[c]["value"] <= pl["skills"][k] else "") for c in col)
            lines.append(t(lang, "col", emoji=SKILL_EMOJI[SKILLS[k]], name=t(lang, SKILLS[k]),
                           level=pl["skills"][k], cards=cards or t(lang, "none")))
        played = [c for col in pl["cols"] for c in col]
        tales = ", ".join(t(lang, "tale_pts", tale=tale_name(lang, k), pts=tale_score([k], played))
                          for k in pl["tales"])
        lines.append(t(lang, "your_tales", tales=tales or t(lang, "none")))
        sc = pl["score"]
        lines.append(t(lang, "your_score", score=t(lang, "score", n=sc["total"]), parts=t(lang, "score_parts", **sc)))
        lines.extend(self._decision_notes(view, lang))
        return "\n".join(lines)

    # ------------------------------------------------------------------ card texts (issue 35)
    def _decision_notes(self, view: SeatView, lang: str) -> list[str]:
        """What the cards the seat decides on do: the card taken, the cards it may take, the face-up Tales,
        its own Tales and the next Epic tile."""
        t = TEXTS.t
        out = []
        if view["pending"] is not None:
            out.append(t(lang, "notes_pending", card=card_full(view["pending"]),
                         note=self.card_note(view["pending"], lang)))
        ends = list(dict.fromkeys(c for side in view["ship"] if side for c in (side[0], side[-1]) if c is not None))
        if ends:
            out.append(t(lang, "notes_ship"))
            out.extend(f"• {card_full(c)} — {self.card_note(c, lang)}" for c in ends)
        tales = list(dict.fromkeys([*view["tales_up"], *view["p"][view["seat"]]["tales"]]))
        if tales:
            out.append(t(lang, "notes_tales"))
            out.extend(f"• {tale_name(lang, k)} — {self.card_note(k, lang)}" for k in tales)
        if view["epic"]:
            out.append(t(lang, "notes_epic", note=self.card_note(f"epic{view['epic'][0]}", lang)))
        return out

    def move_notes(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str | None]:
        steps = self.move_steps(state, seat, move, lang, names)
        notes: list[str | None] = [None] * len(steps)
        k, a = move.kind, move.args
        if k == "take":
            notes[0] = self.card_note(self.card_at(state, a["side"], a["end"]), lang)
        elif k in ("adventure", "rest") and state["pending"] is not None:
            notes[0] = self.card_note(state["pending"], lang)
        elif k == "tale":
            notes[0] = self.card_note(a["kind"], lang)
        return notes

    def cards_in_view(self, view: SeatView) -> list[str]:
        keys = []
        if view["pending"] is not None:
            keys.append(str(view["pending"]))
        keys += [str(c) for side in view["ship"] for c in side if c is not None]
        keys += list(view["tales_up"])
        seat = view.get("seat")
        if seat is not None:
            pl = view["p"][seat]
            keys += [*(str(c) for col in pl["cols"] for c in col), *pl["tales"]]
        if view["epic"]:
            keys.append(f"epic{view['epic'][0]}")
        return list(dict.fromkeys(keys))

    # ------------------------------------------------------------------ moves
    def move_label(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> str:
        return " · ".join(self.move_steps(state, seat, move, lang, names))

    def move_steps(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str]:
        t, a, k = TEXTS.t, move.args, move.kind
        if k == "take":
            label = t(lang, "lbl_take", side=t(lang, f"side{a['side']}"), end=t(lang, "end" + a["end"]),
                      card=card_full(self.card_at(state, a["side"], a["end"])))
            if self.next_to_face_down(state, a["side"], a["end"]):
                label += t(lang, "lbl_flip")
            return [label]
        if k == "buy":
            return [t(lang, "lbl_buy")]
        if k == "adventure":
            c = state["pending"]
            col = t(lang, CARDS[c]["skill"])
            if CARDS[c]["gains"]:
                return [t(lang, "lbl_adventure", gains=gains_text(c), col=col)]
            return [t(lang, "lbl_adventure_plain", col=col)]
        if k == "rest":
            return [t(lang, "lbl_rest"), t(lang, "lbl_lost") if a["skill"] is None
                    else t(lang, "lbl_rest_skill", skill=t(lang, a["skill"]))]
        if k == "gain":
            icon = GAIN_EMOJI[state["gains"][0]]
            if a["skill"] is None:
                return [t(lang, "lbl_gain_lost", icon=icon)]
            return [t(lang, "lbl_gain_cost" if a["cost"] else "lbl_gain", icon=icon, skill=t(lang, a["skill"]))]
        if k == "tale":
            return [t(lang, "lbl_tale", tale=tale_name(lang, a["kind"]))]
        if k == "stack":
            return [t(lang, "lbl_stack", n=a["stack"] + 1, count=len(state["stacks"][a["stack"]]))]
        return [t(lang, "lbl_end")]

    # ------------------------------------------------------------------ events
    def event_key(self, event: Event) -> str:
        a, k = event.args, event.kind
        if k == "flip" and a["seat"] is None:
            return "ev_flip_automa"
        if k == "gain":
            return "ev_gain_lost" if a["skill"] is None else "ev_gain_cost" if a["cost"] else "ev_gain"
        if k == "rest" and a["skill"] is None:
            return "ev_rest_lost"
        if k == "tale":
            return "ev_tale_up" if a["from"] == "up" else "ev_tale_stack"
        if k == "game_end":
            return "ev_end_solo" if "automa" in a else "ev_end"
        return "ev_" + k

    def event_args(self, event: Event, lang: str, names: list[str]) -> dict:
        t, args, a, k = TEXTS.t, super().event_args(event, lang, names), event.args, event.kind
        if k in ("take", "epic"):  # the Automa takes cards and Epic tiles too
            args["name"] = TEXTS.t(lang, "automa") if a["seat"] is None else names[a["seat"]]
        if k == "take":
            args["card"] = card_full(a["card"])
        elif k == "flip":
            args.update(cards=", ".join(card_full(c) for c in a["cards"]), n=a["favor"])
        elif k == "place":
            args["col"] = t(lang, CARDS[a["card"]]["skill"])
        elif k == "tale":
            args.update(tale=tale_name(lang, a["kind"]), n=a.get("stack", 0) + 1)
        elif k == "epic":
            args["n"] = a["value"]
        elif k == "automa_card":
            args["card"] = self._automa_card_text(lang, a)
        elif k == "tales_replaced":
            args["tales"] = ", ".join(tale_name(lang, x) for x in a["new"]) or t(lang, "none")
        elif k == "game_end" and "automa" in a:
            args.update(name=names[0], a=a["scores"][0], b=a["automa"]["total"])
        elif k == "game_end":
            args["scores"] = seat_values(names, a["scores"])
        return args

    def event_text(self, event: Event, lang: str, names: list[str]) -> str | None:
        text = super().event_text(event, lang, names)
        if event.kind == "game_end":  # the scores, then who won
            text = f"{text} {self._result_text(event.args, lang, names)}"
        return text

    # ------------------------------------------------------------------ AI
    @staticmethod
    def estimate(state: dict, seat: int) -> float:
        """A rough forecast of this seat's final score, used to compare the outcomes of a turn."""
        pl = state["p"][seat]
        held = sum(len(c) for c in pl["cols"]) + len(pl["rested"]) + (state["pending"] is not None)
        left = max(0, 11 - held)
        budget = 0.45 * left
        total = 0.0
        cards = []
        for k, col in enumerate(pl["cols"]):
            level = pl["skills"][k]
            for c in col:
                cards.append(c)
                gap = CARDS[c]["value"] - level
                p = 1.0 if gap <= 0 else max(0.0, 1.0 - gap / (budget + 1.0))
                total += CARDS[c]["vp"] * p
            total += 0.35 * min(level, MAX_SKILL) * left / 11
        for kind in pl["tales"]:
            share = 0.25 if kind in SKILLS else 0.2
            match = TALE_CARDS[kind]
            total += 2 * (sum(1 for c in cards if c in match) + 0.7 * share * left)
        if pl["epic"]:
            total += pl["epic"]
        elif state["epic"]:
            have = {CARDS[c]["type"] for c in cards}
            missing = len(TYPES) - len(have)
            if missing <= left:
                total += state["epic"][0] * 0.6 * (len(have) / 5) ** 2
        total += 0.9 * pl["favors"]
        heights = sorted(len(c) for c in pl["cols"])
        total += 0.6 * heights[0] + 0.3 * heights[1]
        return total

    def _settle(self, state: dict, seat: int, buy: bool = True) -> dict:
        """Finish this seat's turn greedily (gains, Tales, a last buy unless ``buy`` is False)."""
        while not state["over"] and state["turn"] == seat and state["phase"] in ("gain", "tale", "finish"):
            if state["phase"] == "finish" and not buy:
                return state
            outcomes = [self._after(state, seat, m) for m in self._legal_moves(state, seat)]
            outcomes = [self._settle(s2, seat) if s2["phase"] == "tale" and s2["turn"] == seat else s2
                        for s2 in outcomes]
            state = max(outcomes, key=lambda s2: self.estimate(s2, seat))
        return state

    def _after(self, state: dict, seat: int, move: Move) -> dict:
        """A copy of ``state`` with ``move`` played."""
        s2 = clone(state)
        self._play(s2, seat, move)
        return s2

    def _score_move(self, state: dict, seat: int, move: Move) -> float:
        s2 = self._after(state, seat, move)
        if s2["phase"] == "mode" and s2["turn"] == seat:  # looking ahead from the pick: no Tale purchase
            return max(self._score_move(s2, seat, m) for m in self._legal_moves(s2, seat))
        return self.estimate(self._settle(s2, seat, buy=False), seat)

    def evaluate(self, state: dict, seat: int) -> float:
        """For the search AI: the lead in the easy AI's forecast of each final score (``estimate``), 10 points
        counting as a large lead; solo, against the Automa's score (seat 0 is the only seat)."""
        if state["over"]:
            return super().evaluate(state, seat)
        if state["automa"] is not None:
            # the Automa's base score stands for a whole game: a wider scale keeps early moves apart
            return score_lead([self.estimate(state, 0), automa_score(state["automa"])["total"]], 0, 30.0)
        return score_lead([self.estimate(state, s) for s in range(state["players"])], seat, 10.0)

    def ai_move(self, state: dict, seat: int, rng: random.Random) -> str:
        """Look ahead through this turn (the card, adventure or rest, each point greedily) and keep the move
        whose outcome ``estimate`` rates best; Tales are bought at the end of a turn, never before the card."""
        moves = self._legal_moves(state, seat)
        if len(moves) == 1:
            return moves[0].id
        settling = state["phase"] in ("gain", "tale", "finish")
        if state["phase"] == "pick":
            moves = [m for m in moves if m.kind != "buy"] or moves

        def value(m: Move) -> float:
            if settling:
                return self.estimate(self._settle(self._after(state, seat, m), seat), seat)
            return self._score_move(state, seat, m)

        return max(moves, key=lambda m: value(m) + rng.random() * 0.01).id

