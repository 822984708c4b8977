"""Orapa Mine rules as Board Game Arena plays it (no quiz master: the system hides the gems), after the
BGA help page and the BGA implementation (factsheet ``games/orapamine.md``).

Choices and assumptions:
- 1 to 5 players share one hidden mine of 10×8 cells; the system places the 5 base gems (red
  parallelogram, yellow small triangle, blue big triangle, white big triangle, white diamond) at random;
  options: the Diamond expansion (a transparent prism) and the Blackbody expansion (a black absorber).
- Placement of the hidden gems: no overlap; two gems may touch along a cell side only where both facing
  sides are open (no solid side against another gem); the black body touches no gem, not even
  diagonally; every gem is the first gem met from the edge along some row or column.
  (The factsheet's "stricter union" of the BGA and RemiGirard constraints.)
- Turn: the active player asks one question — a wave from an unused edge label (A–H left, 1–10 top,
  11–18 right, I–R bottom), or the content of a cell not asked yet — then may answer or end the turn.
  A player may also answer at the start of a turn without asking. Every question and answer is public.
- The black body (Blackbody option) is two full cells side by side, lying flat or standing: Board Game Arena's
  revised material (factsheet §3.3); the ◢◣ triangle of its first versions was work in progress. A state saved
  with the old shape keeps its mine (a black cell absorbs whatever its shape, so every answer is the same) and
  loads its black pieces onto the two cells they covered.
- Waves travel straight; on meeting a gem cell they turn 90° off a slanted face or bounce straight back
  off a flat side (BGA table), and continue from the next cell. The returning colour mixes the distinct
  gem colours touched (transparent adds none); a wave that meets the black body is absorbed (no exit).
  The entry label and the exit label are both used up.
- A cell question answers the colour of the gem there, or that nothing is there (not its shape).
- The answer is a sheet each player fills in privately **at any time**, as on Board Game Arena, not only on
  their turn: pick a gem (one click), then its orientation and the cell of its top-left corner (one move in two
  steps); placing a gem again moves it; the sheet can be cleared; pieces may not overlap on the sheet. It is
  kept between turns. Mechanism: every seat still in the game is in ``to_act`` (``required_seats`` is the turn
  player alone), and a seat off turn has only the sheet moves; a sheet move never ends a turn, announces
  nothing (no event) and changes no other seat's view, and AI seats, which act only for required seats, fill
  their sheet on their own turn.
- A sheet may be submitted during one's turn (before or after the question) once every gem is on it: as on
  Board Game Arena, an incomplete sheet cannot be submitted (the refusal names the missing gems and costs
  nothing).
- Checking: a sheet is right when no question can tell it from the mine: every one of the 36 waves gives the
  same exit and colour (or is absorbed alike) and every cell has the same colour (what a cell question
  answers). A difference nothing can reveal (a black body turned a half turn in the old shape, a symmetric
  gem placed another way) never costs a chance. A sheet that gives the same answers as one already found
  wrong cannot be submitted again.
- Right: that player wins at once and the mine is revealed. Wrong: one of the 2 chances is lost and the
  turn ends; with no chance left the player is eliminated. When every player is eliminated the game
  ends without a winner and the mine is revealed. A last player still in keeps playing alone.
- Solo: the same game; win by finding the mine within 2 wrong answers.
- The hidden layout, the sheets and the wrong sheets are in ``hidden()``; the layout is in no view
  before the end.
"""

from __future__ import annotations

import random
from functools import cache

from engine import Event, Game, GameInfo, IllegalMove, Move, Option, Rng, canonical, clone
from engine.visibility import Visibility, per_seat, secret

from .data import (
    BASE_GEMS,
    CHANCES,
    CONVERSIONS,
    EDGE_ORDER,
    EDGES,
    EXIT,
    GEMS,
    LETTER,
    MIXES,
    ROWS,
    SHIFT,
    SOLID_SIDES,
    H,
    W,
)
from .text import TEXTS

OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}
SIDE_STEP = {"N": (0, -1), "S": (0, 1), "E": (1, 0), "W": (-1, 0)}


def cell_name(i: int) -> str:
    return f"{i % W + 1}{ROWS[i // W]}"


CELL_NAMES = [cell_name(i) for i in range(W * H)]
CELL_INDEX = {n: i for i, n in enumerate(CELL_NAMES)}


def piece_cells(gem: str, rot: int, x: int, y: int) -> list[tuple[int, int]]:
    """(cell index, kind) of a piece with its top-left corner at (x, y) (1-based); every caller passes an anchor or
    a placement already made, so a piece off the mine is a bug (ValueError; every caller iterated the None it was
    given before). A rotation past the gem's count is taken modulo it: the old four-way black body of stored
    states."""
    rots = GEMS[gem]["rots"]
    shape = rots[rot % len(rots)]
    if x < 1 or y < 1 or x + len(shape[0]) - 1 > W or y + len(shape) - 1 > H:
        raise ValueError(f"{gem} at {x},{y} is off the mine")
    return [((y + j - 1) * W + (x + i - 1), k) for j, row in enumerate(shape) for i, k in enumerate(row) if k]


def anchors(gem: str, rot: int) -> list[tuple[int, int]]:
    rots = GEMS[gem]["rots"]
    shape = rots[rot % len(rots)]
    return [(x, y) for y in range(1, H - len(shape) + 2) for x in range(1, W - len(shape[0]) + 2)]


def grids(pieces: list[dict]) -> tuple[list[int], list[str]]:
    kinds, colours = [0] * (W * H), [""] * (W * H)
    for p in pieces:
        for i, k in piece_cells(p["gem"], p["rot"], p["x"], p["y"]):
            kinds[i], colours[i] = k, GEMS[p["gem"]]["colour"]
    return kinds, colours


def trace(kinds: list[int], colours: list[str], label: str) -> tuple[str | None, str]:
    """Send a wave from an edge label: (exit label or None if absorbed, colour name)."""
    x, y, d = EDGES[label]
    seen = set()
    for _ in range(1000):
        i = (y - 1) * W + (x - 1)
        k = kinds[i]
        if k:
            c = colours[i]
            if c == "black":
                return None, "absorbed"
            if c != "transparent":
                seen.add(c)
            d = CONVERSIONS[d][k]
        dx, dy = SHIFT[d]
        if not (1 <= x + dx <= W and 1 <= y + dy <= H):
            return EXIT[(x, y, d)], MIXES[frozenset(seen)]
        x, y = x + dx, y + dy
    raise RuntimeError("wave loop")  # impossible: a wave's path is reversible


# ASSUMPTION: the hidden-layout constraints are the stricter union of BGA's and RemiGirard's (factsheet §3.6)
def touch_ok(kinds: list[int], owner: list[int], cells: list[tuple[int, int]], me: int, black: bool,
             colours_black: list[bool]) -> bool:
    """May a piece (``cells``, owner id ``me``) sit next to the pieces already in ``kinds``/``owner``?"""
    for i, k in cells:
        x, y = i % W, i // W
        for side, (dx, dy) in SIDE_STEP.items():
            nx, ny = x + dx, y + dy
            if not (0 <= nx < W and 0 <= ny < H):
                continue
            j = ny * W + nx
            if owner[j] < 0 or owner[j] == me:
                continue
            if side in SOLID_SIDES[k] or OPPOSITE[side] in SOLID_SIDES[kinds[j]]:
                return False
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                nx, ny = x + dx, y + dy
                if (dx or dy) and 0 <= nx < W and 0 <= ny < H:
                    j = ny * W + nx
                    if owner[j] >= 0 and owner[j] != me and (black or colours_black[j]):
                        return False
    return True


def reachable(kinds: list[int], owner: list[int], count: int) -> bool:
    """Every piece is the first one met from the edge along some row or column."""
    met = set()
    lines = [[y * W + x for x in range(W)] for y in range(H)] + [[y * W + x for y in range(H)] for x in range(W)]
    for line in lines:
        for seq in (line, line[::-1]):
            for i in seq:
                if kinds[i]:
                    met.add(owner[i])
                    break
    return len(met) == count


def place(kinds: list[int], owner: list[int], black: list[bool], cells: list[tuple[int, int]], n: int,
          gem: str) -> bool:
    """Put piece ``n`` (a ``gem`` on ``cells``) in the grids if it overlaps nothing and touches as the hidden
    layout allows; False (the grids untouched) if not."""
    if any(kinds[i] for i, _ in cells) or not touch_ok(kinds, owner, cells, n, gem == "black", black):
        return False
    for i, k in cells:
        kinds[i], owner[i], black[i] = k, n, gem == "black"
    return True


def random_layout(rng, gems: list[str]) -> list[dict]:
    while True:
        order = list(gems)
        rng.shuffle(order)
        kinds, owner, black = [0] * (W * H), [-1] * (W * H), [False] * (W * H)
        pieces = []
        for n, gem in enumerate(order):
            options = [(r, x, y) for r in range(len(GEMS[gem]["rots"])) for x, y in anchors(gem, r)]
            rng.shuffle(options)
            for r, x, y in options:
                if place(kinds, owner, black, piece_cells(gem, r, x, y), n, gem):
                    pieces.append({"gem": gem, "rot": r, "x": x, "y": y})
                    break
            else:
                break
        if len(pieces) == len(order) and reachable(kinds, owner, len(order)):
            return sorted(pieces, key=lambda p: gems.index(p["gem"]))


BACK = Move("back", "back")


@cache
def _placements(gem: str, rot: int) -> tuple:
    """Every place of a gem in one orientation on the sheet: (x, y, its cells, the move that puts it there)."""
    return tuple((x, y, frozenset(i for i, _ in piece_cells(gem, rot, x, y)),
                  Move(f"at:{rot}:{x}{ROWS[y - 1]}", "at", {"rot": rot, "x": x, "y": y})) for x, y in anchors(gem, rot))


@cache
def all_placements(gem: str) -> list[tuple]:
    """Every place of a gem on the mine: (rot, x, y, its cells with their kinds, the set of its cells)."""
    return [(r, x, y, cells, frozenset(i for i, _ in cells))
            for r in range(len(GEMS[gem]["rots"])) for x, y in anchors(gem, r)
            for cells in [piece_cells(gem, r, x, y)]]


LAYOUT_TRIES = 60  # layouts drawn per public situation by determinize
_LAYOUTS: dict[str, list] = {}


# evaluate: weights of a seat in the race (its share of the win is its weight over the sum). Measured on 60
# easy-vs-easy games at 2 players: the seat to move won 50 % up to 25 questions, 54 % at 30-39, 57 % at 40+.
TEMPO = 0.33  # the mover's extra weight once LATE_QUESTIONS questions are asked (grows as their square)
LATE_QUESTIONS = 40
# A seat weighs its chances left: with two mines left, the seat to move that may guess wins about 3 times in 4
# (right at once, or it knows the answer for its next turn), one with a single chance must ask again.
OUT_WEIGHT = 0.05  # an eliminated seat cannot win
SHEET_WEIGHT = 16.0  # a sheet matching the whole mine (it is submitted on the seat's turn); k of n gems: ** (k / n)
SOLO_RIVAL = 0.25  # solo: the weight of losing, so that a wasted chance still costs something


def draft_pieces(draft: dict) -> list[dict]:
    return [{"gem": g, "rot": v[0], "x": v[1], "y": v[2]} for g, v in sorted(draft.items())]


def sheet_key(draft: dict) -> str:
    return layout_key(draft_pieces(draft))


def answers_key(kinds: list[int], colours: list[str]) -> str:
    """Everything a question can learn about a mine, as a short string: each cell's colour (a cell question)
    and, for each of the 36 edge labels, where its wave leaves and in which colour (absorbed: ``-``)."""
    cells = "".join(LETTER[c] if c else "." for c in colours)
    waves = ",".join(f"{out or '-'}:{colour}" for out, colour in (trace(kinds, colours, lab) for lab in EDGE_ORDER))
    return cells + "|" + waves


def layout_key(pieces: list[dict]) -> str:
    """What a sheet is judged on: the answers it gives to every question (see :func:`answers_key`). Two sheets
    with the same key cannot be told apart by any wave or cell question."""
    return answers_key(*grids(pieces))


def legacy_key(pieces: list[dict]) -> str:
    """The key wrong sheets were stored under before the judging by answers (each cell's kind and colour)."""
    kinds, colours = grids(pieces)
    return "".join(f"{k}{colours[i][:2]}" for i, k in enumerate(kinds))


class OrapaMineRules(Game):
    info = GameInfo(
        id="orapamine", names={"en": "Orapa Mine", "fr": "Orapa Mine"},
        min_players=1, max_players=5,
        options=(
            Option("diamond", bool, False, names={"en": "Diamond expansion (a transparent prism)",
                                                  "fr": "Extension Diamant (un prisme transparent)"}),
            Option("blackbody", bool, False,
                   names={"en": "Blackbody expansion (a black gem that absorbs waves)",
                          "fr": "Extension Corps noir (une gemme noire qui absorbe les ondes)"}),
        ),
        simultaneous=True
    )
    # Nobody sees the mine; each seat alone sees its sheet (draft), its wrong sheets and the gem it is placing.
    # None of it is cards to re-deal: determinize stays its own (the mine is re-made as a layout agreeing with
    # the public answers, the others' sheets are blanked).
    visibility = Visibility(
        parts=(secret("layout", one=True, dealt=False),
               per_seat("drafts", name="draft", one=True, dealt=False),
               per_seat("tried", one=True, dealt=False),
               per_seat("sels", name="sel", one=True, dealt=False)),
        public=("gems", "used", "waves", "asks", "chances", "out", "turn", "phase", "winner", "turns"))

    # ------------------------------------------------------------------ set-up
    def _setup(self, state: dict) -> None:
        gems = list(BASE_GEMS)
        if state["options"]["diamond"]:
            gems.append("prism")
        if state["options"]["blackbody"]:
            gems.append("black")
        n = state["players"]
        with Rng(state) as rng:
            pieces = random_layout(rng, gems)
        kinds, colours = grids(pieces)
        state["gems"] = gems
        state["layout"] = {"pieces": pieces, "kinds": kinds, "colours": colours}
        state["used"] = []
        state["waves"] = []
        state["asks"] = []
        state["chances"] = [CHANCES] * n
        state["out"] = [False] * n
        state["turn"] = 0
        state["phase"] = "question"  # question, after (asked), over
        state["asked"] = False
        state["sels"] = [None] * n  # per seat: {"gem"} while that seat places a gem on its sheet
        state["drafts"] = [{} for _ in range(n)]  # gem -> [rot, x, y]
        state["tried"] = [[] for _ in range(n)]
        state["winner"] = None
        state["turns"] = 0

    def load(self, data: dict) -> dict:
        """A state saved before the sheet could be edited at any time: the turn player's sheet step becomes its
        selected gem, and the old four-way black body its two-way square one on the same cells."""
        state = super().load(data)
        if "sels" not in state:
            sels: list[dict | None] = [None] * state["players"]
            sel = state.pop("sel", None)
            if state["phase"] in ("gem", "rot", "pos"):
                if sel and sel.get("gem"):
                    sels[state["turn"]] = {"gem": sel["gem"]}
                state["phase"] = "after" if state["asked"] else "question"
            state["sels"] = sels
            for draft in state["drafts"]:
                if "black" in draft:
                    draft["black"][0] %= 2
            pieces = state["layout"]["pieces"]
            if any(p["gem"] == "black" for p in pieces):
                for p in pieces:
                    if p["gem"] == "black":
                        p["rot"] %= 2
                kinds, colours = grids(pieces)
                state["layout"] = {"pieces": pieces, "kinds": kinds, "colours": colours}
        return state

    # ------------------------------------------------------------------ helpers
    @staticmethod
    def _taken(state: dict, seat: int, gem: str) -> set:
        taken: set[int] = set()
        for g, (r, x, y) in state["drafts"][seat].items():
            if g != gem:
                taken.update(i for i, _ in piece_cells(g, r, x, y))
        return taken

    def missing(self, state: dict, seat: int) -> list[str]:
        """The gems not yet on the seat's sheet."""
        return [g for g in state["gems"] if g not in state["drafts"][seat]]

    def can_submit(self, state: dict, seat: int) -> bool:
        """A complete sheet that does not answer like one the seat already sent wrong."""
        if self.missing(state, seat):
            return False
        tried = state["tried"][seat]
        if not tried:
            return True
        pieces = draft_pieces(state["drafts"][seat])
        return layout_key(pieces) not in tried and legacy_key(pieces) not in tried

    # ------------------------------------------------------------------ protocol
    def to_act(self, state: dict) -> list[int]:
        """The turn player first, then every other seat still in the game (it may edit its sheet)."""
        if state["phase"] == "over":
            return []
        n, turn = state["players"], state["turn"]
        return [turn] + [s for s in range(n) if s != turn and not state["out"][s]]

    def required_seats(self, state: dict) -> list[int]:
        return [] if state["phase"] == "over" else [state["turn"]]

    def _sheet_moves(self, state: dict, seat: int) -> list[Move]:
        sel = state["sels"][seat]
        if sel is not None:
            gem = sel["gem"]
            taken = self._taken(state, seat, gem)
            moves = [move for r in range(len(GEMS[gem]["rots"]))
                     for _, _, cells, move in _placements(gem, r) if not cells & taken]
            return [*moves, BACK]
        moves = [Move(f"gem:{g}", "gem", {"gem": g}) for g in state["gems"]]
        if state["drafts"][seat]:
            moves.append(Move("clear", "clear"))
        return moves

    def _legal_moves(self, state: dict, seat: int) -> list[Move]:
        phase = state["phase"]
        if phase == "over":
            return []
        sheet = self._sheet_moves(state, seat)
        if seat != state["turn"] or state["sels"][seat] is not None:
            return sheet
        moves = []
        if phase == "question":
            moves = [Move(f"wave:{lab}", "wave", {"edge": lab}) for lab in EDGES if lab not in state["used"]]
            asked = {a["cell"] for a in state["asks"]}
            moves += [Move(f"ask:{n}", "ask", {"cell": n}) for n in CELL_NAMES if n not in asked]
        moves += sheet
        if self.can_submit(state, seat):
            moves.append(Move("submit", "submit"))
        if phase == "after":
            moves.append(Move("end", "end"))
        return moves

    def apply_move(self, state: dict, seat: int, move_id):
        """As the base, but a refused submit says why (an incomplete sheet, a sheet already found wrong)."""
        try:
            return super().apply_move(state, seat, move_id)
        except IllegalMove as exc:
            if move_id != "submit" or exc.code != "unknown_move" or seat != state["turn"] \
                    or state["sels"][seat] is not None:
                raise
            missing = self.missing(state, seat)
            if missing:
                gems = ", ".join(TEXTS.t("en", g) for g in missing)
                raise IllegalMove(f"Your answer sheet is not complete: place the {gems} before submitting it "
                                  "(nothing is lost).", "sheet_incomplete") from None
            raise IllegalMove("This sheet gives the same answers as one already found wrong.", "sheet_tried") from None

    def _end_turn(self, state: dict, seat: int, events: list) -> None:
        state["asked"] = False
        state["turns"] += 1
        n = state["players"]
        for step in range(1, n + 1):
            nxt = (seat + step) % n
            if not state["out"][nxt]:
                state["turn"] = nxt
                state["phase"] = "question"
                events.append(Event("turn", {"seat": nxt}))
                return
        state["phase"] = "over"
        events.append(Event("reveal", {"pieces": state["layout"]["pieces"], "winner": None}))

    def _play(self, state: dict, seat: int, move: Move) -> list[Event]:
        k, a = move.kind, move.args
        events: list[Event] = []
        lay = state["layout"]
        # the sheet (any seat, at any time): no event, the turn and every other view unchanged
        if k == "gem":
            state["sels"][seat] = {"gem": a["gem"]}
            return events
        if k == "back":
            state["sels"][seat] = None
            return events
        if k == "at":
            state["drafts"][seat][state["sels"][seat]["gem"]] = [a["rot"], a["x"], a["y"]]
            state["sels"][seat] = None
            return events
        if k == "clear":
            state["drafts"][seat] = {}
            return events
        if k == "wave":
            exit_label, colour = trace(lay["kinds"], lay["colours"], a["edge"])
            state["used"].append(a["edge"])
            if exit_label is not None and exit_label != a["edge"]:
                state["used"].append(exit_label)
            state["waves"].append({"seat": seat, "from": a["edge"], "to": exit_label, "colour": colour})
            events.append(Event("wave", {"seat": seat, "from": a["edge"], "to": exit_label, "colour": colour}))
            state["phase"], state["asked"] = "after", True
        elif k == "ask":
            i = CELL_INDEX[a["cell"]]
            colour = lay["colours"][i]
            state["asks"].append({"seat": seat, "cell": a["cell"], "colour": colour})
            events.append(Event("ask", {"seat": seat, "cell": a["cell"], "colour": colour}))
            state["phase"], state["asked"] = "after", True
        elif k == "end":
            events.append(Event("end", {"seat": seat}))
            self._end_turn(state, seat, events)
        elif k == "submit":
            pieces = draft_pieces(state["drafts"][seat])
            key = layout_key(pieces)
            if key == answers_key(lay["kinds"], lay["colours"]):
                state["winner"] = seat
                state["phase"] = "over"
                state["sels"] = [None] * state["players"]
                events.append(Event("right", {"seat": seat}))
                events.append(Event("reveal", {"pieces": lay["pieces"], "winner": seat}))
            else:
                state["tried"][seat].append(key)
                state["chances"][seat] -= 1
                events.append(Event("wrong", {"seat": seat, "chances": state["chances"][seat]}))
                if state["chances"][seat] == 0:
                    state["out"][seat] = True
                    state["sels"][seat] = None
                    events.append(Event("eliminated", {"seat": seat}))
                self._end_turn(state, seat, events)
                if state["phase"] == "over":
                    state["sels"] = [None] * state["players"]
        return events

    def _computed(self, state: dict, seat: int | None, view: dict) -> None:
        """The mine once the game is over; how many wrong sheets the seat has handed in."""
        view["reveal"] = clone(state["layout"]["pieces"]) if state["phase"] == "over" else None
        if seat is not None:
            view["tried"] = len(state["tried"][seat])

    def result(self, state: dict) -> dict | None:
        if state["phase"] != "over":
            return None
        w = state["winner"]
        return {"scores": [1 if s == w else 0 for s in range(state["players"])],
                "winners": [] if w is None else [w]}

    def evaluate(self, state: dict, seat: int) -> float:
        """For the search AI: the seat's share of the win in a race where every answer is public: next to none
        once out, twice as much with two chances as with one, more for the seat to move as the questions pile up,
        and more for each gem its sheet already places as in this mine."""
        if state["phase"] == "over":
            return super().evaluate(state, seat)
        asked = len(state["asks"]) + len(state["waves"])
        tempo = 1.0 + TEMPO * min(1.0, asked / LATE_QUESTIONS) ** 2
        mine = None
        weights = []
        for s in range(state["players"]):
            if state["out"][s]:
                weights.append(OUT_WEIGHT)
                continue
            w = float(state["chances"][s])
            if s == state["turn"]:
                w *= tempo
            draft = state["drafts"][s]
            if draft:
                if mine is None:
                    mine = {p["gem"]: set(piece_cells(p["gem"], p["rot"], p["x"], p["y"]))
                            for p in state["layout"]["pieces"]}
                right = sum(1 for g, (r, x, y) in draft.items() if set(piece_cells(g, r, x, y)) == mine[g])
                w *= SHEET_WEIGHT ** (right / len(mine))
            weights.append(w)
        # solo: the mine itself is the rival (two wrong sheets lose)
        return weights[seat] / (sum(weights) + (SOLO_RIVAL if state["players"] == 1 else 0.0))

    def layouts(self, state: dict) -> list[list[dict]]:
        """A few layouts that agree with the public answers as well as a short random search finds: each gem
        drawn among the placements the cell questions and empty lines allow (the AI's candidates), the ones
        giving the most waves right kept. From public facts only: a cache keyed by them, filled with a
        generator seeded by them."""
        key = canonical([state["gems"], state["waves"], state["asks"]])
        found = _LAYOUTS.get(key)
        if found is not None:
            return found
        gen = random.Random(key)
        candidates = getattr(self, "_candidates", None)
        cands = candidates(state) if candidates else {}
        scored: list[tuple[int, int, list[dict]]] = []
        for _ in range(LAYOUT_TRIES):
            pieces = self._sample_layout(state, gen, cands)
            if pieces is None:
                continue
            kinds, colours = grids(pieces)
            wrong = sum(trace(kinds, colours, w["from"]) != (w["to"], w["colour"]) for w in state["waves"])
            scored.append((wrong, len(scored), pieces))
            if wrong == 0 and len([1 for x in scored if x[0] == 0]) >= 4:
                break
        if not scored:
            scored.append((0, 0, random_layout(gen, list(state["gems"]))))
        best = min(x[0] for x in scored)
        found = [p for w, _, p in scored if w == best]
        if len(_LAYOUTS) > 256:
            _LAYOUTS.clear()
        _LAYOUTS[key] = found
        return found

    @staticmethod
    def _sample_layout(state: dict, gen: random.Random, cands: dict) -> list[dict] | None:
        gems = list(state["gems"])
        order = list(range(len(gems)))
        gen.shuffle(order)
        kinds, owner, black = [0] * (W * H), [-1] * (W * H), [False] * (W * H)
        pieces = []
        for n in order:
            gem = gems[n]
            options = cands.get(gem) or [p[:4] for p in all_placements(gem)]
            for _ in range(40):
                r, x, y, cells = options[gen.randrange(len(options))]
                if place(kinds, owner, black, cells, n, gem):
                    pieces.append({"gem": gem, "rot": r, "x": x, "y": y})
                    break
            else:
                return None
        return sorted(pieces, key=lambda p: gems.index(p["gem"]))

    def determinize(self, state: dict, seat: int, rng) -> dict:
        """A hidden mine agreeing with the public answers (see :meth:`layouts`) and unlike the seat's own wrong
        sheets, when such a layout was found; the other players' sheets, wrong sheets and selected gems, which
        nobody else sees, are set blank."""
        new = clone(state)
        if state["phase"] == "over":
            return new
        options = self.layouts(state)
        tried = state["tried"][seat]
        if tried:
            options = [p for p in options if layout_key(p) not in tried] or options
        pieces = [dict(p) for p in rng.choice(options)]  # a copy: the pieces' fields are plain values
        kinds, colours = grids(pieces)
        new["layout"] = {"pieces": pieces, "kinds": kinds, "colours": colours}
        for s in range(state["players"]):
            if s != seat:
                new["drafts"][s] = {}
                new["tried"][s] = []
                new["sels"][s] = None
        return new
