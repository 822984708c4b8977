"""Bug rules (Nick Bentley, 2017), after the BGA tips page and the published rules (factsheet
``games/bug.md``: BGG summary, iggamecenter, the designer's notes, AbstractPlay's implementation).

The rules page holds three tips only; the rest follows the published rules. Choices and assumptions:
- Board: a hexagon of hexagons, 3, 4 or 5 cells per side (option ``size``); ASSUMPTION: default 4
  (BGA's default is not published; 4 is AbstractPlay's default, 3 the designer's advice for a first game).
- A bug is a maximal connected group of stones of one colour (a single stone is a bug). Two bugs have the
  same shape if one maps onto the other by translation, rotation and/or reflection.
- Black (seat 0) moves first; then turns alternate. Each turn is one Grow, then the eating it triggers.
- Grow (mandatory): put one stone on an empty cell, starting a new bug or enlarging one of your bugs by
  one. Never merge two of your bugs; never make a bug larger than the largest bug on the board (either
  colour) before the placement (on the empty board the first stone is always allowed).
- Eat: after the growth, each of your bugs touching one or more enemy bugs of its size and shape eats
  all of them (they are removed) — but only if it then has a cell for its bonus growth (the tip "si on ne
  peut pas grandir, on ne mange pas"). When possible, eating is mandatory.
- Bonus growth: a bug that ate grows by exactly one stone (mandatory; the BGA help's "may" is read as
  the published "must"). It may exceed the largest-bug limit but may not merge two of your bugs.
- Several eaters: the mover chooses which bug eats next (its bonus cell is chosen in the same move);
  after each bonus growth every possible eating is checked again, so chains are resolved one by one.
- Win: a player who, at the start of their turn, cannot Grow anywhere wins (the ecosystem is full).
- Cap (not in the rules, which never discuss endless play): the game is a draw once ``turn_cap(size)``
  turns (10 per cell of the board) have been played without a winner. Random play never gets near it.
- Perfect information: ``hidden`` is None; every move is announced in full.
"""

from __future__ import annotations

from engine import Event, Game, GameInfo, Move, Option
from engine.visibility import Visibility

from .data import CELLS_PER_SIZE, DEFAULT_SIZE, SIZES, board, shape_key


def turn_cap(size: int) -> int:
    return 10 * CELLS_PER_SIZE[size]


def bugs_of(cells: list, nb, seat: int) -> list[list[int]]:
    """The bugs (sorted cell lists, in board order of their first cell) of one colour."""
    seen = [False] * len(cells)
    out = []
    for i, owner in enumerate(cells):
        if owner != seat or seen[i]:
            continue
        seen[i] = True
        group, stack = [i], [i]
        while stack:
            c = stack.pop()
            for n in nb[c]:
                if not seen[n] and cells[n] == seat:
                    seen[n] = True
                    group.append(n)
                    stack.append(n)
        group.sort()
        out.append(group)
    return out


def label_map(bugs: list[list[int]]) -> dict[int, int]:
    """Each cell of ``bugs`` -> the index of its bug."""
    out = {}  # a loop: cheaper than the nested comprehension on this hot path
    for k, bug in enumerate(bugs):
        for c in bug:
            out[c] = k
    return out


def grow_spots(cells: list, nb, seat: int) -> list[int]:
    """Empty cells where ``seat`` may Grow (no merge, not above the largest bug)."""
    mine = bugs_of(cells, nb, seat)
    theirs = bugs_of(cells, nb, 1 - seat)
    largest = max([len(b) for b in mine + theirs], default=1)
    where = label_map(mine)
    out = []
    for i, owner in enumerate(cells):
        if owner is None:
            touching = {where[m] for m in nb[i] if cells[m] == seat}
            if len(touching) <= 1 and not (touching and len(mine[next(iter(touching))]) >= largest):
                out.append(i)
    return out


class BugRules(Game):
    info = GameInfo(
        id="bug", names={"en": "Bug", "fr": "Bug"},
        min_players=2, max_players=2,
        options=(
            Option("size", int, DEFAULT_SIZE, SIZES,
                   names={"en": "Board size: cells per side (3 = 19 cells, 4 = 37, 5 = 61)",
                          "fr": "Taille du plateau : cases par côté (3 = 19 cases, 4 = 37, 5 = 61)"}),
        ),
        hidden_information=False
    )
    # perfect information: every view is the whole board (hidden is None, determinize a copy)
    visibility = Visibility(public=("cells", "turn", "phase", "turns", "last", "winner", "draw"))

    # ------------------------------------------------------------------ set-up
    def _setup(self, state: dict) -> None:
        size = state["options"]["size"]
        state["cells"] = [None] * CELLS_PER_SIZE[size]
        state["turn"] = 0
        state["phase"] = "grow"  # or "eat" (the mover resolves eatings) or "over"
        state["turns"] = 0  # completed turns
        state["last"] = []  # cells filled during the last / current turn
        state["winner"] = None
        state["draw"] = False

    def geo(self, state: dict):
        return board(state["options"]["size"])

    # ------------------------------------------------------------------ rules helpers
    def grow_cells(self, state: dict, seat: int) -> list[int]:
        return grow_spots(state["cells"], self.geo(state).neighbours, seat)

    def eatings(self, state: dict, seat: int) -> list[dict]:
        """Every bug of ``seat`` that can eat now: {"bug", "prey" (list of bugs), "cells" (bonus cells)}."""
        cells, g = state["cells"], self.geo(state)
        nb, coords = g.neighbours, g.coords
        mine = bugs_of(cells, nb, seat)
        theirs = bugs_of(cells, nb, 1 - seat)
        where_theirs = label_map(theirs)
        out = []
        for bug in mine:
            near = sorted({where_theirs[n] for c in bug for n in nb[c] if cells[n] == 1 - seat})
            prey = [theirs[k] for k in near if len(theirs[k]) == len(bug)]
            if not prey:
                continue
            key = shape_key(tuple(coords[c] for c in bug))
            prey = [p for p in prey if shape_key(tuple(coords[c] for c in p)) == key]
            if not prey:
                continue
            freed = {c for p in prey for c in p}
            inside = set(bug)
            spots = set()
            for c in bug:
                for n in nb[c]:
                    if (cells[n] is None or n in freed) and all(cells[m] != seat or m in inside for m in nb[n]):
                        spots.add(n)
            if spots:
                out.append({"bug": bug, "prey": prey, "cells": sorted(spots)})
        return out

    # ------------------------------------------------------------------ protocol
    def to_act(self, state: dict) -> list[int]:
        return [] if state["phase"] == "over" else [state["turn"]]

    def _legal_moves(self, state: dict, seat: int) -> list[Move]:
        labels = self.geo(state).labels
        if state["phase"] == "grow":
            return [Move(f"grow:{labels[c]}", "grow", {"cell": c}) for c in self.grow_cells(state, seat)]
        moves = []
        for e in self.eatings(state, seat):
            anchor = e["bug"][0]  # a bug is named by its first cell
            for c in e["cells"]:
                moves.append(Move(f"eat:{labels[anchor]}:{labels[c]}", "eat", {"bug": anchor, "cell": c}))
        return moves

    def _play(self, state: dict, seat: int, move: Move) -> list[Event]:
        cells, g = state["cells"], self.geo(state)
        events = []
        if move.kind == "grow":
            c = move.args["cell"]
            cells[c] = seat
            state["last"] = [c]
            size = next(len(b) for b in bugs_of(cells, g.neighbours, seat) if c in b)
            events.append(Event("grow", {"seat": seat, "cell": g.labels[c], "size": size}))
        else:
            anchor, c = move.args["bug"], move.args["cell"]
            e = next(e for e in self.eatings(state, seat) if e["bug"][0] == anchor)
            for p in e["prey"]:
                for x in p:
                    cells[x] = None
            cells[c] = seat
            state["last"] = [x for x in state["last"] if cells[x] is not None] + [c]
            events.append(Event("eat", {"seat": seat, "bug": [g.labels[x] for x in e["bug"]],
                                        "prey": [[g.labels[x] for x in p] for p in e["prey"]],
                                        "cell": g.labels[c], "size": len(e["bug"]) + 1}))
        if self.eatings(state, seat):
            state["phase"] = "eat"
            return events
        # the turn is over
        state["turns"] += 1
        nxt = 1 - seat
        state["turn"] = nxt
        state["phase"] = "grow"
        if not self.grow_cells(state, nxt):
            state["phase"] = "over"
            state["winner"] = nxt
            events.append(Event("win", {"seat": nxt}))
        elif state["turns"] >= turn_cap(state["options"]["size"]):
            state["phase"] = "over"
            state["draw"] = True
            events.append(Event("draw_cap", {"turns": state["turns"]}))
        return events

    def _computed(self, state: dict, seat: int | None, view: dict) -> None:
        g = self.geo(state)
        bugs = [bugs_of(state["cells"], g.neighbours, s) for s in (0, 1)]
        view.update({
            "size": state["options"]["size"], "stones": [sum(1 for x in state["cells"] if x == s) for s in (0, 1)],
            "bugs": [len(b) for b in bugs], "largest": max([len(b) for b in bugs[0] + bugs[1]], default=0),
            "turn_cap": turn_cap(state["options"]["size"]),
        })

    def result(self, state: dict) -> dict | None:
        if state["phase"] != "over":
            return None
        if state["draw"]:
            return {"scores": [0, 0], "winners": [], "draw": True}
        w = state["winner"]
        return {"scores": [1 if s == w else 0 for s in (0, 1)], "winners": [w]}

