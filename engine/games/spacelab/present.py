"""Spacelab presentation (board as text, hand, labels, event texts) and a cheap heuristic AI."""

from __future__ import annotations

import random

from engine import Event, Move
from engine.text import seat_list

from .data import AGENCIES, AROUND, BOTTOM, CAPSULES, LAB, MIDDLE, OBJECTIVES, TOP
from .rules import PERMS, SpacelabRules, needs_left
from .text import EMOJI, LETTER, TEXTS, card_infos, card_label, project_label
from .views import PublicView, SeatView

CAPS = {"yellow": "🟨", "violet": "🟪", "pink": "🌸"}


def slot_label(lang: str, s: int) -> str:
    if s in TOP:
        return TEXTS.t(lang, "slot_top", capsule=TEXTS.t(lang, CAPSULES[s]))
    if s in BOTTOM:
        return TEXTS.t(lang, "slot_bottom", capsule=TEXTS.t(lang, CAPSULES[s - BOTTOM[0]]))
    return TEXTS.t(lang, f"slot_mid{s - MIDDLE[0]}")


def obj_short(lang: str, o: int) -> str:
    obj = OBJECTIVES[o]
    effect = TEXTS.t(lang, "eff_" + obj["effect"])
    return "".join(EMOJI[a] for a in obj["need"]) + f" {TEXTS.t(lang, obj['spec'])}→{effect}"


def grid(station: list, validated: list) -> str:
    def cell(s):
        c = station[s]
        return ".." if c is None else LETTER[LAB[c]["agency"]] + str(LAB[c]["cost"])

    caps = [f"[{'YVP'[i]}{'*' if validated[i] is not None else ' '}]" for i in range(3)]
    mid = f"{cell(3)} {caps[0]} {cell(4)} {caps[1]} {cell(5)} {caps[2]} {cell(6)}"
    top = "    " + "      ".join(cell(s) for s in TOP)
    bot = "    " + "      ".join(cell(s) for s in BOTTOM)
    return "\n".join([top, mid, bot])


class Spacelab(SpacelabRules):
    texts = TEXTS
    catalogue = card_infos
    event_seats = ("winners",)
    event_words = {
        "agency": TEXTS.t,
        "paid": lambda lang, cards: ", ".join(card_label(lang, c) for c in cards),
        "cards": lambda lang, cards: ", ".join(card_label(lang, c) for c in cards),
        "effect": lambda lang, v: TEXTS.t(lang, "eff_" + v),
        "capsule": lambda lang, v: TEXTS.t(lang, CAPSULES[v]),
        "card": card_label,
        "kind": project_label,
    }

    # ------------------------------------------------------------------ board
    def board_text(self, view: PublicView, lang: str, names: list[str]) -> str:
        t = TEXTS.t
        sep = " : " if lang == "fr" else ": "
        lines = []
        if view["result"]:
            res = view["result"]
            lines.append(t(lang, "final"))
            for s, p in enumerate(res["parts"]):
                lines.append("• " + t(lang, "score_line", name=names[s], **p))
            lines.append(t(lang, "winner", names=seat_list(names, res["winners"])))
        elif view["phase"] == "arrange":
            lines.append(t(lang, "arranging", name=names[view["turn"]]))
        else:
            lines.append(t(lang, "turn", name=names[view["turn"]]))
        if view["final"] is not None and not view["over"]:
            lines.append(t(lang, "last_round_on", name=names[view["final"]]))
        lines.append(f"{t(lang, 'deck', n=view['deck'])} · {t(lang, 'pdeck', n=view['pdeck'])}")
        centre = " ".join(f"{EMOJI[a]}×{len(view['center'][a])}" for a in AGENCIES if view["center"][a])
        lines.append(f"{t(lang, 'center')}{sep}{centre or t(lang, 'none')}")
        if view["revealed"]:
            lines.append(t(lang, "revealed") + sep)
            lines.extend(f"• {card_label(lang, c)} — {self.card_note(c, lang)}" for c in view["revealed"])
        for s, name in enumerate(names):
            head = (f"**{name}** · {t(lang, 'hand', n=view['hand_sizes'][s])} · "
                    f"{t(lang, 'projects_n', n=view['project_counts'][s])} · "
                    f"{t(lang, 'pts', n=view['public_scores'][s])} ({t(lang, 'public_pts')})")
            lines.append(head)
            objs = view["objectives"][s]
            if objs is None:
                lines.append("  " + " / ".join(obj_short(lang, o) for o in view["drawn"][s]))
                continue
            lines.append("```\n" + grid(view["stations"][s], view["validated"][s]) + "\n```")
            for i, o in enumerate(objs):
                v = view["validated"][s][i]
                mark = f" ✅{v}" if v is not None else ""
                lines.append(f"  {CAPS[CAPSULES[i]]} {obj_short(lang, o)}{mark}")
        lines.append(t(lang, "legend"))
        return "\n".join(lines)

    def private_text(self, view: SeatView, lang: str, names: list[str]) -> str | None:
        t = TEXTS.t
        sep = " : " if lang == "fr" else ": "
        hand = "\n".join(f"• {card_label(lang, c)} — {self.card_note(c, lang)}" for c in view["hand"]) \
            or t(lang, "none")
        lines = [f"**{t(lang, 'your_hand')}**{sep}\n{hand}", f"**{t(lang, 'your_projects')}**{sep}"
                 + (", ".join(project_label(lang, k) for k in view["projects"]) or t(lang, "none"))]
        lines.extend(f"• {project_label(lang, k)} — {self.card_note(k, lang)}" for k in sorted(set(view["projects"])))
        if view.get("pick"):
            lines.append(f"**{t(lang, 'to_pick')}**{sep}")
            lines.extend(f"• {project_label(lang, k)} — {self.card_note(k, lang)}" for k in sorted(set(view["pick"])))
        seat = view.get("seat")
        if seat is not None:
            objs = view["objectives"][seat] if view["objectives"][seat] is not None else view["drawn"][seat]
            lines.append(f"**{t(lang, 'your_objectives')}**{sep}")
            lines.extend(f"• {obj_short(lang, o)} — {self.card_note(f'obj{o}', lang)}" for o in objs)
        return "\n".join(lines)

    # ------------------------------------------------------------------ card texts (issue 35)
    def move_notes(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str | None]:
        steps = self.move_steps(state, seat, move, lang, names)
        notes: list[str | None] = [None] * len(steps)
        k, a = move.kind, move.args
        if k in ("place", "pay", "keep"):  # the Lab card or the Project kind it names first
            notes[0] = self.card_note(a["kind"] if k == "keep" else a["card"], lang)
        if k == "place":
            slot = a["slot"]
            if slot in TOP:
                notes[1] = self.card_note("capsule", lang)
            elif slot in BOTTOM and state["objectives"][seat] is not None:
                notes[1] = self.card_note(f"obj{state['objectives'][seat][slot - BOTTOM[0]]}", lang)
        return notes

    def cards_in_view(self, view: SeatView) -> list[str]:
        keys = [str(c) for c in view["revealed"]]
        seat = view.get("seat")
        if seat is not None:
            keys += [str(c) for c in view.get("hand", [])]
            keys += list(view.get("pick") or [])
            keys += list(view.get("projects", []))
            keys += [str(c) for c in view["stations"][seat] if c is not None]
            objs = view["objectives"][seat] if view["objectives"][seat] is not None else view["drawn"][seat]
            keys += [f"obj{o}" for o in objs]
        keys += ["capsule", *(f"val_{c}" for c in CAPSULES)]
        return list(dict.fromkeys(keys))

    # ------------------------------------------------------------------ moves
    def move_steps(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str]:
        if move.kind == "place":
            return [TEXTS.t(lang, "l_place_card", card=card_label(lang, move.args["card"])),
                    TEXTS.t(lang, "l_slot", slot=slot_label(lang, move.args["slot"]))]
        return [self.move_label(state, seat, move, lang, names)]

    def move_label(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> str:
        t, a, k = TEXTS.t, move.args, move.kind
        if k == "place":
            return t(lang, "l_place", card=card_label(lang, a["card"]), slot=slot_label(lang, a["slot"]))[:80]
        if k == "arrange":
            needs = [obj_short(lang, state["drawn"][seat][int(ch)]).split(" ")[0] for ch in a["perm"]]
            return t(lang, "l_arrange", **dict(zip("abc", needs, strict=True)))
        if k == "reveal":
            return t(lang, "l_reveal")
        if k == "recruit":
            return t(lang, "l_recruit", agency=t(lang, a["agency"]), n=len(state["center"][a["agency"]]))
        if k == "take":
            n = sum(1 for c in state["revealed"] if LAB[c]["agency"] == a["agency"])
            return t(lang, "l_take", agency=t(lang, a["agency"]), n=n)
        if k == "pay":
            return t(lang, "l_pay", card=card_label(lang, a["card"]))
        if k == "keep":
            return t(lang, "l_keep", project=project_label(lang, a["kind"]))
        return t(lang, "l_stop" if k == "stop" else "l_pass")

    # ------------------------------------------------------------------ events
    def event_key(self, event: Event) -> str:
        if event.kind == "drew_public":
            return "ev_drew_" + event.args["what"]  # lab, project
        return super().event_key(event)

    def event_args(self, event: Event, lang: str, names: list[str]) -> dict:
        if event.kind == "pick":  # Project cards, not the Lab cards of event_words
            return {"cards": ", ".join(project_label(lang, c) for c in event.args["cards"])}
        a, k, raw = super().event_args(event, lang, names), event.kind, event.args
        if k == "arrange":
            a["objs"] = ", ".join(f"{CAPS[CAPSULES[i]]} {obj_short(lang, o)}" for i, o in enumerate(raw["objectives"]))
        elif k in ("take", "recruit"):
            a["n"] = len(raw["cards"])
        elif k == "placed":
            a["slot"] = slot_label(lang, raw["slot"])
            a["paid"] = TEXTS.t(lang, "ev_paid", cards=a["paid"]) if raw["paid"] else ""
        return a

    # ------------------------------------------------------------------ AI
    def _card_worth(self, state: dict, seat: int, c: int) -> float:
        """How much a card in hand is worth to the seat: colours its open objectives still need."""
        agency = LAB[c]["agency"]
        w = 0.5
        for cap in range(3):
            if state["validated"][seat][cap] is None and agency in needs_left(state, seat, cap):
                w += 2.0
        s = LAB[c]["score"]
        if s and s[0] == "flat":
            w += s[1] * 0.3
        return w

    def _place_value(self, state: dict, seat: int, c: int, slot: int) -> float:
        info = LAB[c]
        v = -1.2 * info["cost"]
        st = state["stations"][seat]
        for cap in range(3):
            if slot not in AROUND[cap] or state["validated"][seat][cap] is not None:
                continue
            need = needs_left(state, seat, cap)
            free = sum(1 for s in AROUND[cap] if st[s] is None)
            if info["agency"] in need:
                v += 8.0 if len(need) == 1 else 3.0
            elif free <= len(need):
                v -= 6.0
        s = info["score"]
        if s:
            v += s[1] if s[0] == "flat" else 2.5
        if info["bolt"]:
            v += 1.5
        if slot in TOP:
            v += 1.5 * min(info["cost"], 1) + 0.3 * info["cost"]
        if slot in BOTTOM and info["spec"] == OBJECTIVES[state["objectives"][seat][slot - BOTTOM[0]]]["spec"]:
            v += 2.5
        return v

    def ai_move(self, state: dict, seat: int, rng: random.Random) -> str:
        moves = self._legal_moves(state, seat)
        phase = state["phase"]
        if len(moves) == 1:
            return moves[0].id
        if phase == "arrange":
            def share(p):
                objs = [OBJECTIVES[state["drawn"][seat][int(ch)]]["need"] for ch in p]
                return sum(len(set(objs[i]) & set(objs[i + 1])) for i in range(2)) + rng.random() * 0.1
            return "arrange:" + max(PERMS, key=share)
        if phase == "pay":
            return min(moves, key=lambda m: (self._card_worth(state, seat, m.args["card"]), m.id)).id
        if phase == "pick":
            held = state["projects"][seat]
            st = [c for c in state["stations"][seat] if c is not None] + state["hands"][seat]

            def pval(kind):
                if kind == "module":
                    return 2 + 1.5 * held.count("module")
                if kind.startswith("ag_"):
                    return sum(1 for c in st if LAB[c]["agency"] == kind[3:])
                return sum(1 for c in st if LAB[c]["spec"] == kind[3:])
            return max(moves, key=lambda m: pval(m.args["kind"])).id
        if phase == "reveal":
            def gain(m):
                cards = [c for c in state["revealed"] if LAB[c]["agency"] == m.args["agency"]]
                return sum(self._card_worth(state, seat, c) for c in cards)
            return max(moves, key=gain).id
        places = [(self._place_value(state, seat, m.args["card"], m.args["slot"]), m)
                  for m in moves if m.kind == "place"]
        best_val, best_place = max(places, key=lambda p: p[0], default=(-99, None))
        if phase == "place":
            return best_place.id if best_place and best_val > 0.5 else "stop"
        hand = state["hands"][seat]
        draws = []
        for m in moves:
            if m.kind == "recruit":
                cards = state["center"][m.args["agency"]]
                draws.append((sum(self._card_worth(state, seat, c) for c in cards), m.id))
            elif m.kind == "reveal":
                draws.append((2.2, m.id))
        if draws and (len(hand) < 3 or best_val < 3.0):
            return max(draws)[1]
        if best_place:
            return best_place.id
        return max(draws)[1] if draws else moves[0].id
