"""Orapa Mine presentation (board, private sheet, labels, events, picture) and a deducing AI."""

from __future__ import annotations

import math
import random
from collections import Counter

from engine import Event, Move

from .data import EDGES, GEMS, LETTER, ROWS, SHIFT, SIDES, H, W
from .rules import (
    CELL_INDEX,
    CELL_NAMES,
    OrapaMineRules,
    all_placements,
    cell_name,
    grids,
    piece_cells,
    place,
    reachable,
    sheet_key,
    trace,
)
from .text import TEXTS
from .views import PublicView, SeatView

SIDE_OF = {lab: side for side, labs in SIDES.items() for lab in labs}
JOINT_LIMIT = 4000  # the AI enumerates whole layouts once the per-gem candidates multiply to this or fewer


def rot_words(lang: str, gem: str, rot: int) -> str:
    """An orientation named in words ("pointing up", "square corner bottom left"), not in glyphs."""
    return TEXTS.t(lang, f"o_{gem}_{rot % len(GEMS[gem]['rots'])}")


def mix_name(lang: str, colour: str) -> str:
    return TEXTS.t(lang, "m_" + colour)


def paint(grid: list[list[str]], i: int, kind: int, colour: str) -> None:
    """Mark cell ``i`` with its gem's colour letter: a capital for a full cell, lowercase for a half."""
    letter = LETTER[colour]
    grid[i // W][i % W] = letter if kind == 5 else letter.lower()


def grid_block(grid: list[list[str]]) -> str:
    """The mine as a code block, under its column numbers and beside its row letters."""
    rows = ["   " + " ".join(str(x) for x in range(1, W + 1))]
    rows += [f"{ROWS[y]}  " + " ".join(grid[y]) for y in range(H)]
    return "```\n" + "\n".join(rows) + "\n```"


class OrapaMine(OrapaMineRules):
    texts = TEXTS

    # ------------------------------------------------------------------ board
    def board_text(self, view: PublicView, lang: str, names: list[str]) -> str:
        t = TEXTS.t
        if view["phase"] == "over":
            head = t(lang, "won", name=names[view["winner"]]) if view["winner"] is not None else t(lang, "nobody")
        else:
            head = t(lang, "to_play", name=names[view["turn"]])
        lines = [head]
        for s, name in enumerate(names):
            mark = f" ({t(lang, 'out')})" if view["out"][s] else ""
            line = f"• {name}: {t(lang, 'chances', n=view['chances'][s])}{mark}"
            lines.append(line.replace(":", " :", 1) if lang == "fr" else line)
        waves = [t(lang, "wave_absorbed", a=w["from"]) if w["to"] is None else
                 t(lang, "wave_line", a=w["from"], b=w["to"], colour=mix_name(lang, w["colour"]))
                 for w in view["waves"]]
        sep = " :" if lang == "fr" else ":"
        lines.append(f"**{t(lang, 'waves_h')}**{sep} " + ("; ".join(waves) if waves else t(lang, "none")))
        grid = [["·"] * W for _ in range(H)]
        for q in view["asks"]:
            i = CELL_INDEX[q["cell"]]
            grid[i // W][i % W] = LETTER[q["colour"]] if q["colour"] else "o"
        if view.get("reveal"):
            kinds, colours = grids(view["reveal"])
            for i in range(W * H):
                if kinds[i]:
                    paint(grid, i, kinds[i], colours[i])
        lines.append(f"**{t(lang, 'asks_h')}**\n" + grid_block(grid))
        lines.append(t(lang, "legend"))
        if view.get("reveal"):
            lines.append(t(lang, "sheet_legend"))
        return "\n".join(lines)

    def private_text(self, view: SeatView, lang: str, names: list[str]) -> str | None:
        t = TEXTS.t
        draft = view.get("draft")
        if draft is None:
            return None
        lines = [t(lang, "your_sheet")]
        grid = [["·"] * W for _ in range(H)]
        for gem, (r, x, y) in draft.items():
            lines.append("• " + t(lang, "placed", gem=t(lang, gem), orient=rot_words(lang, gem, r),
                                  cell=f"{x}{ROWS[y - 1]}"))
            for i, k in piece_cells(gem, r, x, y):
                paint(grid, i, k, GEMS[gem]["colour"])
        if not draft:
            lines.append(t(lang, "sheet_empty"))
        missing = [t(lang, g) for g in view["gems"] if g not in draft]
        if missing:
            lines.append(t(lang, "missing", gems=", ".join(missing)))
            lines.append(t(lang, "submit_when_complete"))
        lines.append(t(lang, "edit_any_time"))
        if view.get("sel"):
            lines.append(t(lang, "choosing", gem=t(lang, view["sel"]["gem"])))
        lines.append(grid_block(grid))
        lines.append(t(lang, "sheet_legend"))
        if view["tried"]:
            lines.append(t(lang, "tried", n=view["tried"]))
        return "\n".join(lines)

    # ------------------------------------------------------------------ moves
    def move_label(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> str:
        t, k, a = TEXTS.t, move.kind, move.args
        if k == "wave":
            return t(lang, "lbl_wave", edge=a["edge"])
        if k == "ask":
            return t(lang, "lbl_ask", cell=a["cell"])
        if k == "gem":
            placed = state["drafts"][seat].get(a["gem"])
            if placed:
                return t(lang, "lbl_move_gem", gem=t(lang, a["gem"]), cell=f"{placed[1]}{ROWS[placed[2] - 1]}")
            return t(lang, "lbl_gem", gem=t(lang, a["gem"]))
        if k == "at":
            gem = state["sels"][seat]["gem"]
            return t(lang, "lbl_at", gem=t(lang, gem), orient=rot_words(lang, gem, a["rot"]),
                     cell=f"{a['x']}{ROWS[a['y'] - 1]}")
        if k == "back":
            return t(lang, "lbl_back_gem", gem=t(lang, state["sels"][seat]["gem"]))
        return t(lang, "lbl_" + k)

    def move_steps(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str]:
        t, k, a = TEXTS.t, move.kind, move.args
        label = self.move_label(state, seat, move, lang, names)
        if k == "wave":
            return [t(lang, "side_" + SIDE_OF[a["edge"]]), label]
        if k == "ask":
            return [t(lang, "col", x=CELL_INDEX[a["cell"]] % W + 1), label]
        if k == "at":  # a gem in 3 clicks: the gem (its own move), then orientation and cell (this move)
            gem = state["sels"][seat]["gem"]
            return [t(lang, "step_orient", orient=rot_words(lang, gem, a["rot"])),
                    t(lang, "step_cell", cell=f"{a['x']}{ROWS[a['y'] - 1]}")]
        return [label]

    # ------------------------------------------------------------------ events
    def event_key(self, event: Event) -> str:
        return "ev_wave_absorbed" if event.kind == "wave" and event.args["to"] is None else "ev_" + event.kind

    def event_args(self, event: Event, lang: str, names: list[str]) -> dict:
        t, args, a, k = TEXTS.t, super().event_args(event, lang, names), event.args, event.kind
        if k == "wave":
            args.update(a=a["from"], b=a["to"], colour=mix_name(lang, a["colour"]))
        elif k == "ask":
            args["answer"] = (t(lang, "ev_ask_gem", colour=t(lang, "c_" + a["colour"])) if a["colour"]
                              else t(lang, "ev_ask_none"))
        elif k == "wrong":
            args["n"] = a["chances"]
        elif k == "reveal":
            args["pieces"] = ", ".join(
                t(lang, "reveal_piece", gem=t(lang, p["gem"]), orient=rot_words(lang, p["gem"], p["rot"]),
                  cell=f"{p['x']}{ROWS[p['y'] - 1]}") for p in a["pieces"])
        return args

    # ------------------------------------------------------------------ AI
    def _knowledge(self, state: dict) -> tuple[dict, set]:
        """Public facts: known cell colours ("" = nothing) and cells known empty."""
        known = {CELL_INDEX[q["cell"]]: q["colour"] for q in state["asks"]}
        empty = {i for i, c in known.items() if not c}
        if "prism" not in state["gems"]:
            for w in state["waves"]:
                if w["colour"] == "colourless":  # no gem touched: the wave crossed in a straight line
                    x, y, d = EDGES[w["from"]]
                    dx, dy = SHIFT[d]
                    while 1 <= x <= W and 1 <= y <= H:
                        empty.add((y - 1) * W + x - 1)
                        x, y = x + dx, y + dy
        return known, empty

    def _candidates(self, state: dict) -> dict[str, list[tuple]]:
        """Per gem, the placements (rot, x, y, cells) that agree with every cell answer and empty line."""
        known, empty = self._knowledge(state)
        by_colour: dict[str, set] = {}
        for i, c in known.items():
            by_colour.setdefault(c, set()).add(i)
        out = {}
        for gem in state["gems"]:
            colour = GEMS[gem]["colour"]
            must = by_colour.get(colour, set()) if colour != "white" else set()
            bad = set(empty).union(*(cells for c, cells in by_colour.items() if c and c != colour))
            out[gem] = [(r, x, y, cells) for r, x, y, cells, idx in all_placements(gem)
                        if not (idx & bad) and must <= idx]
        return out

    def _solutions(self, state: dict, seat: int, cands: dict, limit: int = 3) -> list[dict | None]:
        """Whole layouts consistent with every public answer (up to ``limit``), deterministic order."""
        gems = sorted(state["gems"], key=lambda g: (len(cands[g]), g))
        known, _ = self._knowledge(state)
        whites = {i for i, c in known.items() if c == "white"}
        tried = set(state["tried"][seat])
        kinds, owner, black = [0] * (W * H), [-1] * (W * H), [False] * (W * H)
        chosen: list = []
        found: list[dict | None] = []  # a None last: the search was cut
        budget = [20000]  # placements tried at most: bounds the AI's time

        def leaf() -> bool:
            if (whites and not all(kinds[i] for i in whites)) or not reachable(kinds, owner, len(gems)):
                return False
            colours = [""] * (W * H)
            for g, _, _, _, cells in chosen:
                for i, _k in cells:
                    colours[i] = GEMS[g]["colour"]
            for w in state["waves"]:
                exit_label, colour = trace(kinds, colours, w["from"])
                if exit_label != w["to"] or (colour != w["colour"] and w["to"] is not None):
                    return False
            return True

        def dfs(n: int) -> None:
            if len(found) >= limit:
                return
            if n == len(gems):
                if leaf():
                    draft = {g: [r, x, y] for g, r, x, y, _ in chosen}
                    if sheet_key(draft) not in tried:
                        found.append(draft)
                return
            gem = gems[n]
            for r, x, y, cells in cands[gem]:
                budget[0] -= 1
                if budget[0] < 0 or len(found) >= limit:
                    return
                if not place(kinds, owner, black, cells, n, gem):
                    continue
                chosen.append((gem, r, x, y, cells))
                dfs(n + 1)
                chosen.pop()
                for i, _ in cells:
                    kinds[i], owner[i], black[i] = 0, -1, False

        dfs(0)
        if budget[0] < 0:
            found.append(None)  # the search was cut: more layouts may exist
        return found

    def _target(self, state: dict, seat: int) -> tuple[dict | None, bool]:
        """(layout to answer, whether answering now is sensible)."""
        cands = self._candidates(state)
        product = math.prod(max(1, len(c)) for c in cands.values())
        no_questions = not self._questions_left(state)
        if product > JOINT_LIMIT and not no_questions:
            return None, False
        sols = self._solutions(state, seat, cands)
        cut = bool(sols) and sols[-1] is None
        sols = [x for x in sols if x is not None]
        if not sols and no_questions:
            sols = [self._fallback(state, cands)]
        if not sols:
            return None, False
        sure = no_questions or (not cut and (len(sols) == 1 or (len(sols) == 2 and state["chances"][seat] == 2)))
        return sols[0], sure

    def _fallback(self, state: dict, cands: dict) -> dict:
        """Any sheet that fits (only when nothing is left to ask)."""
        taken: set = set()
        draft = {}
        for gem in state["gems"]:
            for r, x, y, cells in cands[gem] or [p[:4] for p in all_placements(gem)]:
                if not any(i in taken for i, _ in cells):
                    draft[gem] = [r, x, y]
                    taken.update(i for i, _ in cells)
                    break
        return draft

    @staticmethod
    def _questions_left(state: dict) -> bool:
        """Is a cell not asked yet, or an edge label not used yet (and the game not over)?"""
        asked = {a["cell"] for a in state["asks"]}
        return state["phase"] != "over" and (any(n not in asked for n in CELL_NAMES)
                                             or any(lab not in state["used"] for lab in EDGES))

    def ai_move(self, state: dict, seat: int, rng: random.Random) -> str:
        """Deduce from every public answer: keep, per gem, the placements still possible; ask the cell that
        splits them best; answer once the whole layouts still possible are one (or two, with two chances)."""
        legal = {m.id for m in self._legal_moves(state, seat)}
        sel = state["sels"][seat]
        if seat != state["turn"]:  # off turn (AI seats act only on their turn): leave the sheet as it is
            return "back" if sel else sorted(legal)[0]
        phase = state["phase"]
        target, sure = self._target(state, seat)
        draft = state["drafts"][seat]
        if sel is not None:
            want = target.get(sel["gem"]) if target else None
            mid = f"at:{want[0]}:{want[1]}{ROWS[want[2] - 1]}" if want else "back"
            return mid if mid in legal else "back"
        if sure and target is not None and sheet_key(target) not in state["tried"][seat]:
            if draft == target and "submit" in legal:
                return "submit"
            wrong = [g for g in state["gems"] if g in draft and draft[g] != target.get(g)]
            if wrong and "clear" in legal:
                return "clear"
            for g in state["gems"]:
                if g not in draft or draft[g] != target.get(g):
                    return f"gem:{g}"
        if phase == "after":
            return "end"
        return self._best_question(state, rng, legal)

    def _best_question(self, state: dict, rng: random.Random, legal: set) -> str:
        cands = self._candidates(state)
        asked = {CELL_INDEX[a["cell"]] for a in state["asks"]}
        score = [0.0] * (W * H)
        for cs in cands.values():
            if not cs:
                continue
            cover = Counter(i for *_, cells in cs for i, _ in cells)
            n = len(cs)
            for i in range(W * H):
                p = cover[i] / n
                score[i] += min(p, 1 - p)
        best = max((score[i] + rng.random() * 1e-6, i) for i in range(W * H) if i not in asked) \
            if len(asked) < W * H else (0, None)
        if best[1] is not None and best[0] > 1e-3 and f"ask:{cell_name(best[1])}" in legal:
            return f"ask:{cell_name(best[1])}"
        waves = sorted(m for m in legal if m.startswith("wave:"))
        if waves:
            return rng.choice(waves)
        asks = sorted(m for m in legal if m.startswith("ask:"))
        if asks:
            return rng.choice(asks)
        return "submit" if "submit" in legal else sorted(legal)[0]
