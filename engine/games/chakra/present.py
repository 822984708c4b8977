"""Chakra presentation (board text, private text, labels, event texts) and a greedy AI."""

from __future__ import annotations

import random

from engine import Event, Move
from engine.text import seat_list, seat_values

from .data import ACTIONS, BHAGYA, BLACK_ACTION, CHAKRAS, EARTH, INSPIRATION, LETTER, UP_OR_DOWN
from .rules import CHAKRA_AT, ChakraRules, after_move, copy_board, do_move, run_from_red, step_options, tokens_free
from .text import TEXTS, card_infos
from .views import PublicView, SeatView

TARGET = {c: i + 1 for i, c in enumerate(CHAKRAS)}  # the chakra position of each colour


def _pos(lang: str, p: int) -> str:
    if p in (BHAGYA, EARTH):
        return TEXTS.t(lang, f"pos_{p}")
    return TEXTS.t(lang, "pos_chakra", colour=TEXTS.t(lang, "c_" + CHAKRA_AT[p]))


def _colours(lang: str, cs: list[str]) -> str:
    return ", ".join(TEXTS.t(lang, c) for c in cs)


def _step(lang: str, d: int) -> str:
    if d == UP_OR_DOWN:
        return TEXTS.t(lang, "d_either", n=1)
    return TEXTS.t(lang, "d_down" if d > 0 else "d_up", n=abs(d))


def _desc(lang: str, a: int) -> str:
    steps = ACTIONS[a]
    assert steps is not None  # only the step actions are described (channel moves, the action list)
    return " + ".join(_step(lang, d) for d in steps)


def _cell(board: dict, p: int) -> str:
    cell = board["pos"][p]
    s = "".join(LETTER[c] for c in cell) + "." * (3 - len(cell))
    mark = "*" if board["harm"][p] else ("#" if board["notch"][p] else " ")
    label = "Bh" if p == BHAGYA else LETTER[CHAKRA_AT[p]]
    return f"{label} {s}{mark}"


def evaluate(board: dict, values: dict) -> float:
    free = tokens_free(board)
    score = 3.0 * min(free, 2) + 0.5 * free + 1.5 * board["earth"] + 1.0 * run_from_red(board)
    for p in range(8):
        cell = board["pos"][p]
        if p and board["harm"][p]:
            score += 14 + values.get(CHAKRA_AT[p], 2.5)
            continue
        if board["notch"][p]:
            score -= 2.0
        own = CHAKRA_AT.get(p)
        good = 0
        for c in cell:
            if c == own:
                good += 1
            elif c == "black":
                score -= 0.3 * (8 - p)
            elif TARGET[c] > p:
                score += 1.0 - 0.1 * (TARGET[c] - p)
            else:
                score -= 3.0
        score += (0, 3, 7, 12)[good]
    return score


def best_channel(board: dict, steps: list[int], values: dict, moved=(), memo: dict | None = None) -> float:
    """The best evaluation reachable by doing all ``steps`` (−inf if impossible), never moving an energy of
    ``moved`` (already moved by this action) again."""
    if not steps:
        return evaluate(board, values)
    memo = {} if memo is None else memo
    key = (tuple(tuple(sorted(p)) for p in board["pos"]), board["earth"], tuple(sorted(steps)),
           tuple(sorted(tuple(m) for m in moved)))
    if key in memo:
        return memo[key]
    best = float("-inf")
    for i, src, colour, dst, _d in step_options(board, steps, moved):
        b = after_move(board, src, colour, dst)
        best = max(best, best_channel(b, steps[:i] + steps[i + 1 :], values, [*moved, (dst, colour)], memo))
    memo[key] = best
    return best


class Chakra(ChakraRules):
    texts = TEXTS
    catalogue = card_infos
    event_seats = ("winners",)
    event_words = {
        "pick": _colours,
        "drawn": _colours,
        "to": _pos,
        "src": _pos,
        "dst": _pos,
        "colour": TEXTS.t,
        "flow": lambda lang, v: v + 1,  # players count from 1
        "chakra": lambda lang, v: TEXTS.t(lang, "c_" + v),
    }

    # ------------------------------------------------------------------ board
    def board_text(self, view: PublicView, lang: str, names: list[str]) -> str:
        t = TEXTS.t
        lines = [f"**{t(lang, 'round', n=view['round'])}** · {t(lang, 'bag', n=view['bag'])}"]
        if view["over"]:
            fin = view["final"]
            lines.append(t(lang, "final", list=seat_values(names, fin["scores"])))
            lines.append(t(lang, "winners", n=len(fin["winners"]), list=seat_list(names, fin["winners"])))
        else:
            lines.append(
                t(lang, "turn", name=names[view["turn"]]) + (" · " + t(lang, "last_round") if view["ending"] else "")
            )
        flows = " | ".join(f"{i + 1}: " + ("".join(LETTER[c] for c in f) or "-") for i, f in enumerate(view["flows"]))
        lines.append(f"{t(lang, 'flows')} `{flows}`")
        for seat, name in enumerate(names):
            b = view["boards"][seat]
            used = ",".join(str(a + 1) for a in range(8) if b["actions"][a]) or t(lang, "none")
            known = ", ".join(t(lang, "c_" + c) for c in view["known"][seat])
            lines.append(
                f"**{name}** · {t(lang, 'harm', n=sum(b['harm']))} · {t(lang, 'tokens', n=tokens_free(b))} · "
                f"{t(lang, 'earth', n=b['earth'])}\n{t(lang, 'used', list=used)} · {t(lang, 'knows', list=known)}"
            )
            cells = [_cell(b, p) for p in range(8)]
            lines.append("```\n" + "  ".join(cells[:4]) + "\n" + "  ".join(cells[4:]) + f"  E{b['earth']}\n```")
        if view["pending"]:
            steps = " + ".join(_step(lang, d) for d in view["pending"])
            lines.append(t(lang, "in_progress", name=names[view["turn"]], list=steps))
        acts = " · ".join(f"{a + 1}) {_desc(lang, a)}" for a in range(len(ACTIONS)) if ACTIONS[a] is not None)
        lines.append(t(lang, "actions_line", list=acts))
        lines.append(t(lang, "legend"))
        return "\n".join(lines)

    def private_text(self, view: SeatView, lang: str, names: list[str]) -> str | None:
        seat = view.get("me")
        if seat is None or view["over"]:
            return None
        t = TEXTS.t
        lines = []
        vals = view.get("my_values") or {}
        if vals:
            lines.append(t(lang, "your_values", list=", ".join(f"{t(lang, 'c_' + c)} = {v}" for c, v in vals.items())))
            lines.append(f"  · {self.card_note('plenitude', lang)}")
        board = view["boards"][seat]
        lines.append(f"{t(lang, 'tokens', n=tokens_free(board))} · {self.card_note('inspiration', lang)}")
        lines.append(t(lang, "your_actions"))
        for a in range(len(ACTIONS)):
            state_word = t(lang, "taken" if board["actions"][a] else "free")
            lines.append(f"{a + 1}) [{state_word}] {self.card_note(str(a + 1), lang)}")
        return "\n".join(lines)

    # ------------------------------------------------------------------ card texts
    def cards_in_view(self, view: SeatView) -> list[str]:
        return [str(a + 1) for a in range(len(ACTIONS))] + ["inspiration", "plenitude"]

    def move_notes(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str | None]:
        a = move.args
        if move.kind == "take":
            return [None, None, self.card_note("inspiration", lang) if a["to"] != BHAGYA else None]
        if move.kind == "channel":
            return [self.card_note(str(a["a"] + 1), lang)]
        if move.kind == "move":
            ch = state.get("channel")
            return [self.card_note(str(ch + 1), lang) if ch is not None else None]
        if move.kind == "black":
            return [self.card_note(str(BLACK_ACTION + 1), lang), None]
        if a["colour"] is not None:
            return [None, self.card_note("plenitude", lang)]
        return [None]

    # ------------------------------------------------------------------ moves
    def move_steps(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str]:
        if move.kind == "take":
            a = move.args
            return [
                TEXTS.t(lang, "step_flow", flow=a["flow"] + 1),
                TEXTS.t(lang, "step_pick", pick=_colours(lang, a["pick"])),
                TEXTS.t(lang, "step_to", to=_pos(lang, a["to"])),
            ]
        if move.kind == "black":
            return [
                TEXTS.t(lang, "step_black"),
                TEXTS.t(lang, "step_take_c", colour=TEXTS.t(lang, move.args["colour"])),
            ]
        if move.kind == "meditate" and move.args["colour"] is not None:
            colour = TEXTS.t(lang, "c_" + move.args["colour"])
            return [TEXTS.t(lang, "step_med"), TEXTS.t(lang, "step_look_c", colour=colour)]
        return [self.move_label(state, seat, move, lang, names)]

    def move_label(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> str:
        a, t = move.args, TEXTS.t
        if move.kind == "take":
            return t(lang, "lbl_take", pick=_colours(lang, a["pick"]), flow=a["flow"] + 1, to=_pos(lang, a["to"]))
        if move.kind == "channel":
            return t(lang, "lbl_channel", n=a["a"] + 1, desc=_desc(lang, a["a"]))
        if move.kind == "move":
            return t(lang, "lbl_move", colour=t(lang, a["colour"]), src=_pos(lang, a["src"]), dst=_pos(lang, a["dst"]))
        if move.kind == "black":
            return t(lang, "lbl_black", colour=t(lang, a["colour"]))
        if a["colour"] is None:
            return t(lang, "lbl_med0")
        return t(lang, "lbl_med", colour=t(lang, "c_" + a["colour"]))

    def event_key(self, event: Event) -> str:
        if event.kind == "meditate" and event.args["colour"] is None:
            return "ev_meditate0"
        return super().event_key(event)

    def event_args(self, event: Event, lang: str, names: list[str]) -> dict:
        a, k, raw = super().event_args(event, lang, names), event.kind, event.args
        if k in ("meditate", "peek") and raw["colour"] is not None:
            a["colour"] = TEXTS.t(lang, "c_" + raw["colour"])
        if k == "meditate":
            a["n"] = raw["back"]
        elif k == "channel":
            a["n"], a["desc"] = raw["action"] + 1, _desc(lang, raw["action"])
        elif k == "reveal":
            a["list"] = ", ".join(f"{TEXTS.t(lang, 'c_' + c)} {v}" for c, v in raw["plenitude"].items())
        elif k == "scores":
            a["n"], a["list"] = len(raw["winners"]), seat_values(names, raw["scores"])
        return a

    # ------------------------------------------------------------------ AI
    def ai_move(self, state: dict, seat: int, rng: random.Random) -> str:
        moves = self._legal_moves(state, seat)
        board = state["boards"][seat]
        values = {c: state["plenitude"][c] for c in state["known"][seat]}
        best, best_val = moves[0], float("-inf")
        for m in moves:
            a = m.args
            b = copy_board(board)  # the board after the move, as far as the estimate needs it
            if m.kind == "take":
                b["pos"][a["to"]].extend(a["pick"])
                if a["to"] != BHAGYA:
                    b["notch"][a["to"]] = True
                val = evaluate(b, values) + 0.3 * len(a["pick"])
                locked = sum(b["notch"])
                if a["to"] != BHAGYA and locked >= INSPIRATION - 1:
                    # every token but one locked in notches: one more and the board can block for good
                    val -= 100.0 if locked >= INSPIRATION else 8.0
            elif m.kind == "channel":
                b["actions"][a["a"]] = True
                steps = ACTIONS[a["a"]]
                assert steps is not None  # a channel move is never the black action
                val = best_channel(b, list(steps), values)
                if val <= evaluate(board, values) + 0.5:
                    val -= 5.0  # moving energies round in circles only spends the token
            elif m.kind == "move":
                do_move(b, a["src"], a["colour"], a["dst"])
                rest = list(state["pending"])
                rest.pop(a["i"])
                moved = [*(state.get("moved") or []), (a["dst"], a["colour"])]
                val = best_channel(b, rest, values, moved)
            elif m.kind == "black":
                b["earth"] -= 1
                b["actions"][7] = True
                b["pos"][BHAGYA].append(a["colour"])
                val = evaluate(b, values) - 1.0
            else:
                b["actions"] = [False] * 8
                val = evaluate(b, values) - 0.6 * (INSPIRATION - 2) * (tokens_free(board) > 1)
                if not any(board["actions"]) and a["colour"] is None:
                    val -= 100.0  # takes nothing back and learns nothing: a pass, the last resort
            val += rng.random() * 1e-3
            if val > best_val:
                best, best_val = m, val
        return best.id
