"""Bug presentation (board text, picture, move labels, event texts) and the AI."""

from __future__ import annotations

import random

from engine import Event, Move

from .data import COLOURS, DEFAULT_SIZE, ROWS, board
from .rules import BugRules, bugs_of, grow_spots, turn_cap
from .text import TEXTS
from .views import PublicView

SYMBOL = {None: ".", 0: "X", 1: "O"}


def free_count(cells: list, nb, seat: int) -> int:
    """How many empty cells ``seat`` could Grow on."""
    return len(grow_spots(cells, nb, seat))


class Bug(BugRules):
    texts = TEXTS

    def rules_summary(self, lang: str) -> str:
        return TEXTS.t(lang, "rules", cap=turn_cap(DEFAULT_SIZE))

    # ------------------------------------------------------------------ board
    def board_text(self, view: PublicView, lang: str, names: list[str]) -> str:
        t = TEXTS.t
        g = board(view["size"])
        seat = view["turn"]
        colour = t(lang, COLOURS[seat])
        if view["phase"] == "over":
            if view["draw"]:
                head = t(lang, "draw", n=view["turns"])
            else:
                w = view["winner"]
                head = t(lang, "won", name=names[w], colour=t(lang, COLOURS[w]))
        else:
            key = "to_eat" if view["phase"] == "eat" else "to_play"
            head = f"{t(lang, 'turn_n', n=view['turns'] + 1)} · " + t(lang, key, name=names[seat], colour=colour)
        lines = [head]
        for s in (0, 1):
            colon = " :" if lang == "fr" else ":"
            lines.append(f"{SYMBOL[s]} {names[s]} ({t(lang, COLOURS[s])}){colon} ")
            lines[-1] += f"{t(lang, 'stones', n=view['stones'][s])}, {t(lang, 'bugs', n=view['bugs'][s])}"
        lines.append(t(lang, "largest", n=view["largest"]))
        rows = []
        width = max(len(r) for r in g.rows)
        last = set(view["last"])
        for ri, row in enumerate(g.rows):
            pad = " " * (width - len(row))
            marks = "".join(("*" if c in last else " ") + SYMBOL[view["cells"][c]] for c in row)
            rows.append(f"{ROWS[ri]}{pad}{marks}")
        lines.append("```\n" + "\n".join(rows) + "\n```")
        lines.append(t(lang, "legend"))
        return "\n".join(lines)

    # ------------------------------------------------------------------ moves
    def _bug_size(self, state: dict, seat: int, cell: int) -> int:
        g = self.geo(state)
        cells = list(state["cells"])
        cells[cell] = seat
        return next(len(b) for b in bugs_of(cells, g.neighbours, seat) if cell in b)

    def move_label(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> str:
        g = self.geo(state)
        cell = g.labels[move.args["cell"]]
        if move.kind == "grow":
            n = self._bug_size(state, seat, move.args["cell"])
            return TEXTS.t(lang, "lbl_new", cell=cell) if n == 1 else TEXTS.t(lang, "lbl_grow", cell=cell, n=n)
        return TEXTS.t(lang, "lbl_eat", bug=g.labels[move.args["bug"]], cell=cell)

    def move_steps(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str]:
        g = self.geo(state)
        moves = self._legal_moves(state, seat)
        c = move.args["cell"]
        steps = []
        if move.kind == "eat":
            eaters = {m.args["bug"] for m in moves}
            if len(eaters) > 1:
                e = next(e for e in self.eatings(state, seat) if e["bug"][0] == move.args["bug"])
                steps.append(TEXTS.t(lang, "lbl_eat_bug", bug=g.labels[move.args["bug"]],
                                     n=sum(len(p) for p in e["prey"])))
                moves = [m for m in moves if m.args["bug"] == move.args["bug"]]
        if len(moves) > 20:
            steps.append(TEXTS.t(lang, "row", row=ROWS[g.row_of[c]]))
        steps.append(self.move_label(state, seat, move, lang, names))
        return steps

    # ------------------------------------------------------------------ events
    def event_key(self, event: Event) -> str:
        if event.kind == "grow" and event.args["size"] == 1:
            return "ev_new"
        return "ev_draw" if event.kind == "draw_cap" else super().event_key(event)

    def event_args(self, event: Event, lang: str, names: list[str]) -> dict:
        a, raw = super().event_args(event, lang, names), event.args
        if event.kind == "eat":
            a["bug"], a["n"] = ",".join(raw["bug"]), len(raw["prey"])
            a["prey"] = "; ".join(",".join(p) for p in raw["prey"])
        elif event.kind == "draw_cap":
            a["n"] = raw["turns"]
        return a

    # ------------------------------------------------------------------ AI
    def _score(self, state: dict, seat: int) -> float:
        """Value for ``seat`` of a position where its turn is over (the opponent is to act, or the end)."""
        if state["phase"] == "over":
            if state["draw"]:
                return 0.0
            return 1e6 if state["winner"] == seat else -1e6
        nb = self.geo(state).neighbours
        cells = state["cells"]
        return self._heuristic(cells, seat, free_count(cells, nb, seat), free_count(cells, nb, 1 - seat))

    @staticmethod
    def _heuristic(cells: list, seat: int, mine: int, theirs: int) -> float:
        """``_score`` of a game not over, from the cells each side could Grow on (``mine``, ``theirs``)."""
        if mine == 0:
            return 5e5  # unless the opponent frees a cell, we win at the start of our next turn
        stones = sum(1 for x in cells if x == seat) - sum(1 for x in cells if x == 1 - seat)
        return -3.0 * mine + 1.0 * theirs + 0.5 * stones - (50.0 if theirs <= 1 else 0.0)

    def _finish(self, state: dict, seat: int, rng: random.Random) -> dict:
        """Resolve the rest of the turn greedily (eatings in the AI's best order)."""
        while self.to_act(state) == [seat] and state["phase"] == "eat":
            state, _ = self.apply(state, seat, self._best_eat(state, seat, rng))
        return state

    def _best_eat(self, state: dict, seat: int, rng: random.Random) -> str:
        def value(m: Move) -> float:
            after, _ = self.apply(state, seat, m.id)
            while after["phase"] == "eat" and after["turn"] == seat:
                after, _ = self.apply(after, seat, self._legal_moves(after, seat)[0].id)
            return self._score(after, seat) + rng.random() * 0.01

        return max(self._legal_moves(state, seat), key=value).id  # called only while an eating is to play

    def _turns(self, state: dict, seat: int, budget: list[int]) -> list[tuple[str, dict]]:
        """Every Grow of ``seat`` with the eatings it triggers resolved (first option), as (move id, state).
        Without an eating the next state is built directly (the search's hot path)."""
        out = []
        labels = self.geo(state).labels
        for c in self.grow_cells(state, seat):
            budget[0] -= 1
            mid = f"grow:{labels[c]}"
            trial = list(state["cells"])
            trial[c] = seat
            after = dict(state, cells=trial)
            if self.eatings(after, seat):
                after, _ = self.apply(state, seat, mid)
                while after["phase"] == "eat":
                    after, _ = self.apply(after, seat, self._legal_moves(after, seat)[0].id)
            else:
                after["turn"] = 1 - seat
                if not self.grow_cells(after, 1 - seat):
                    after["phase"], after["winner"] = "over", 1 - seat
            out.append((mid, after))
        return out

    def _search(self, state: dict, seat: int, me: int, depth: int, budget: list[int]) -> float:
        """Minimax over whole turns (``seat`` to act), values for ``me``."""
        if state["phase"] == "over" or depth == 0 or budget[0] <= 0:
            return self._score(state, me)
        vals = [self._search(after, 1 - seat, me, depth - 1, budget) for _, after in self._turns(state, seat, budget)]
        return max(vals) if seat == me else min(vals)

    def _endgame(self, state: dict, seat: int, rng: random.Random) -> str | None:
        """Near the end (few placements left for both), look two or three turns ahead."""
        nb = self.geo(state).neighbours
        mine = free_count(state["cells"], nb, seat)
        theirs = free_count(state["cells"], nb, 1 - seat)
        if mine * theirs > 120:
            return None
        depth = 3 if mine * theirs * mine <= 120 else 2
        budget = [150]  # whole turns tried at most: keeps the worst case to a few tens of ms

        def value(turn: tuple[str, dict]) -> float:
            return self._search(turn[1], 1 - seat, seat, depth - 1, budget) + rng.random() * 0.01

        return max(self._turns(state, seat, budget), key=value, default=(None,))[0]

    def ai_move(self, state: dict, seat: int, rng: random.Random) -> str:
        """One-ply search (fill our own last spots, keep the opponent's open, never give them the win),
        and a short minimax over whole turns once few placements are left."""
        if state["phase"] == "eat":
            return self._best_eat(state, seat, rng)
        deep = self._endgame(state, seat, rng)
        if deep is not None:
            return deep
        nb = self.geo(state).neighbours

        def value(m: Move) -> float:
            trial = list(state["cells"])
            trial[m.args["cell"]] = seat
            if self.eatings({"cells": trial, "options": state["options"]}, seat):
                after, _ = self.apply(state, seat, m.id)
                v = self._score(self._finish(after, seat, rng), seat)
            else:  # the opponent wins if it cannot Grow
                theirs = free_count(trial, nb, 1 - seat)
                v = -1e6 if theirs == 0 else self._heuristic(trial, seat, free_count(trial, nb, seat), theirs)
            return v + rng.random() * 0.01

        return max(self._legal_moves(state, seat), key=value).id  # an AI seat is asked only when it has a move
