"""Chakra rules (BGA help page; Board Game Arena's implementation; the factsheet where both are silent).

Rule choices and assumptions:
- The 8 action spaces of the player board are those of Board Game Arena's implementation (its channel
  list and the tooltips of its action spaces): 1) one energy 3 down; 2) three energies 1 down each;
  3) one energy 2 down and another 1 down; 4) one energy 2 up; 5) two energies 1 up each; 6) one energy
  1 down and another 1 up; 7) one energy 1 up or 1 down; 8) the black action.
- One action never moves the same energy twice (BGA: each move of an action takes another energy). The
  player picks the order, one move at a time; an action is offered only if all its moves can be done.
- Positions: the Bhagya bubbles, then the chakras violet (top) to red, then the Earth. "Down" goes
  toward the Earth. A move counts only the chakras it passes that are not harmonized (harmonized ones
  are skipped, as the page allows) and needs a free space on each chakra passed and reached.
- Only black energy may enter the Earth; a black energy in a chakra just takes a space. An energy in
  the Earth or in a harmonized chakra never moves again. No energy moves up into the Bhagya bubbles.
- Take: 1-3 energies of different colours from one flow; if it holds black, one black must be taken
  (BGA: only one, since colours differ). Never more than 3 energies of one colour on a board; black
  energies are never limited (as BGA checks it, on the take and on the black action).
- Direct placement into a chakra needs a free inspiration token, put in that chakra's notch; the
  notch then refuses more direct placement; the token comes back when the chakra is harmonized.
- The 8th action takes the chosen colour from the bag (black included, as BGA); the discarded black
  leaves the game and no longer scores.
- Meditate: take back the tokens on action spaces, then look at one plenitude token not yet known
  (if all are known, only take back). Which colour was looked at is public (a meditation token is
  placed); the value is private.
- End: when a player has 5 harmonized chakras, the round is finished so all have played equally.
  ASSUMPTION: the game also ends at the end of a round when the bag and the flows are empty, or when
  every player is blocked (nothing to do but pass: placement tokens all locked in notches, the Bhagya
  full, nothing to move, every value known), and after round 40 as a safety bound.
- Scoring: the plenitude value for each harmonized chakra, +1 per black in the Earth, +2 to every
  player tied for the longest unbroken run of harmonized chakras from red (a run of at least 1).
  Ties share the win.
"""

from __future__ import annotations

from engine import Event, Game, GameInfo, Move, Rng, clone
from engine.core import deal_unseen, score_lead
from engine.visibility import Visibility, secret

from .data import (
    ACTIONS,
    BHAGYA,
    BLACK_ACTION,
    CHAKRAS,
    COLOURS,
    EARTH,
    ENERGIES_PER_PLAYER_PER_COLOUR,
    FLOW_SIZE,
    FLOWS,
    HARMONIZED_TO_END,
    INSPIRATION,
    LONGEST_RUN_BONUS,
    MAX_PER_COLOUR,
    MAX_ROUNDS,
    MAX_TAKE,
    PLENITUDE,
    SPACES,
    UP_OR_DOWN,
)

CHAKRA_AT = {i + 1: c for i, c in enumerate(CHAKRAS)}

# evaluate (the search AI's leaf estimate), fitted on the states of 60 two-player games of the easy AI
# (logistic fit of the winner on the estimate's lead): a harmonized chakra is worth its plenitude value plus
# TEMPO (the count of harmonized chakras predicts the winner better than the values: it is the race to
# the 5 that ends the game); an open chakra a share of that by its progress; a lead of EVAL_SCALE decides.
TEMPO = 4.0
PROGRESS = 0.6
EVAL_SCALE = 15.0
UNLOCKED_SHARE = (0.0, 0.6, 0.85, 1.0, 1.0, 1.0)  # by tokens not locked in notches (0: no move is left)


def new_board() -> dict:
    return {"pos": [[] for _ in range(8)], "earth": 0, "harm": [False] * 8, "notch": [False] * 8,
            "actions": [False] * 8}


def tokens_free(board: dict) -> int:
    return INSPIRATION - sum(board["actions"]) - sum(board["notch"])


def colour_count(board: dict, colour: str) -> int:
    return sum(p.count(colour) for p in board["pos"])


def destination(board: dict, src: int, colour: str, dist: int) -> int | None:
    """Where an energy of ``colour`` at ``src`` lands after ``dist`` steps (signed), or None."""
    if src == EARTH or board["harm"][src]:
        return None
    step = 1 if dist > 0 else -1
    left = abs(dist)
    p = src
    while left:
        p += step
        if p < 1:
            return None  # nothing moves up into the Bhagya bubbles
        if p == EARTH:
            if colour != "black" or left != 1:
                return None
            return EARTH
        if board["harm"][p]:
            continue  # skipped
        if len(board["pos"][p]) >= SPACES:
            return None
        left -= 1
    return p


def do_move(board: dict, src: int, colour: str, dst: int) -> bool:
    """Move one energy; returns True if the destination chakra became harmonized."""
    board["pos"][src].remove(colour)
    if dst == EARTH:
        board["earth"] += 1
        return False
    board["pos"][dst].append(colour)
    return harmonize(board, dst)


def harmonize(board: dict, p: int) -> bool:
    """Harmonize chakra ``p`` if it is full of its own colour (its notch's token comes back); True if it was."""
    cell = board["pos"][p]
    if len(cell) == SPACES and all(c == CHAKRA_AT[p] for c in cell):
        board["harm"][p] = True
        board["notch"][p] = False
        return True
    return False


def after_move(board: dict, src: int, colour: str, dst: int) -> dict:
    """A copy of ``board`` with that one energy moved."""
    b = copy_board(board)
    do_move(b, src, colour, dst)
    return b


def directions(d: int) -> tuple[int, ...]:
    """The signed distances a pending step may take (both for UP_OR_DOWN)."""
    return (1, -1) if d == UP_OR_DOWN else (d,)


def movable(board: dict, src: int, colour: str, moved) -> bool:
    """An energy of ``colour`` at ``src`` that this action has not moved yet (same-colour energies in one
    place are interchangeable: count the moved ones there)."""
    return board["pos"][src].count(colour) > sum(1 for p, c in moved if p == src and c == colour)


def step_options(board: dict, steps: list[int], moved=()) -> list[tuple[int, int, str, int, int]]:
    """(step index, src, colour, dst, signed distance) for each distinct single move among the pending
    steps; an energy already moved by this action does not move again (``moved``: its [place, colour])."""
    out, seen = [], set()
    for i, step in enumerate(steps):
        for d in directions(step):
            if d in seen:
                continue
            seen.add(d)
            for src in range(8):
                for colour in sorted(set(board["pos"][src])):
                    if not movable(board, src, colour, moved):
                        continue
                    dst = destination(board, src, colour, d)
                    if dst is not None:
                        out.append((i, src, colour, dst, d))
    return out


def board_key(board: dict) -> tuple:
    return tuple(tuple(sorted(p)) for p in board["pos"]) + (board["earth"],)


def completable(board: dict, steps: list[int], moved=(), memo: dict | None = None) -> bool:
    if not steps:
        return True
    memo = {} if memo is None else memo
    key = (board_key(board), tuple(sorted(steps)), tuple(sorted(tuple(m) for m in moved)))
    if key in memo:
        return memo[key]
    ok = False
    for i, src, colour, dst, _d in step_options(board, steps, moved):
        if completable(after_move(board, src, colour, dst), steps[:i] + steps[i + 1:], [*moved, (dst, colour)], memo):
            ok = True
            break
    memo[key] = ok
    return ok


def copy_board(board: dict) -> dict:
    return {"pos": [list(p) for p in board["pos"]], "earth": board["earth"], "harm": list(board["harm"]),
            "notch": list(board["notch"]), "actions": list(board["actions"])}


def harmonized(board: dict) -> int:
    return sum(board["harm"])


def run_from_red(board: dict) -> int:
    """How many chakras in a row are harmonized, from red (position 7) up."""
    return next((7 - p for p in range(7, 0, -1) if not board["harm"][p]), 7)


class ChakraRules(Game):
    info = GameInfo(
        id="chakra", names={"en": "Chakra", "fr": "Chakra"},
        min_players=2, max_players=4
    )
    # the plenitude tokens (one per chakra, face down until the end) and the boxed one are hidden; each seat
    # knows the values it has looked at. determinize stays its own: it re-deals only the tokens this seat has
    # not looked at (a per-chakra knowledge the declaration cannot say)
    visibility = Visibility(
        parts=(secret("plenitude", dealt=False), secret("boxed", one=True, dealt=False)),
        public=("players", "turn", "round", "first", "ending", "over", "pending", "final"))

    # ------------------------------------------------------------------ set-up
    def _setup(self, state: dict) -> None:
        n = state["players"]
        bag = {c: ENERGIES_PER_PLAYER_PER_COLOUR * n for c in COLOURS}
        with Rng(state) as rng:
            tokens = list(PLENITUDE)
            rng.shuffle(tokens)
            state["plenitude"] = {c: tokens[i] for i, c in enumerate(CHAKRAS)}
            state["boxed"] = tokens[7]
            known = [[rng.choice(CHAKRAS)] for _ in range(n)]
            first = rng.randrange(n)
        state.update(bag=bag, flows=[[] for _ in range(FLOWS)], boards=[new_board() for _ in range(n)],
                     known=known, first=first, turn=first, round=1, ending=False, over=False,
                     pending=None, channel=None, moved=[], final=None)
        for f in range(FLOWS):
            self._refill(state, f)

    def _refill(self, state: dict, f: int) -> list[str]:
        drawn = []
        with Rng(state) as rng:
            while len(state["flows"][f]) < FLOW_SIZE and sum(state["bag"].values()):
                pool = [c for c in COLOURS for _ in range(state["bag"][c])]
                c = rng.choice(pool)
                state["bag"][c] -= 1
                state["flows"][f].append(c)
                drawn.append(c)
        return drawn

    def determinize(self, state: dict, seat: int, rng) -> dict:
        """Re-deal the plenitude tokens this seat has not looked at, with the boxed one, among the chakras
        it does not know and the box."""
        new = clone(state)
        if state["over"]:
            return new
        unknown = [c for c in CHAKRAS if c not in state["known"][seat]]
        places = [[state["plenitude"][c]] for c in unknown] + [[state["boxed"]]]
        deal_unseen(rng, places)
        for c, place in zip(unknown, places, strict=False):
            new["plenitude"][c] = place[0]
        new["boxed"] = places[-1][0]
        return new

    def evaluate(self, state: dict, seat: int) -> float:
        """For the search AI: the lead in estimated final points, each harmonized chakra counting its
        plenitude value plus a tempo bonus, each open chakra a share of it by the energies of its colour
        in it or above it, plus the blacks in the Earth and the longest-run bonus as it stands."""
        if state["over"]:
            return super().evaluate(state, seat)
        boards = state["boards"]
        runs = [run_from_red(b) for b in boards]
        best = max(runs)
        return score_lead([self._estimate(state, b, best > 0 and runs[i] == best) for i, b in enumerate(boards)],
                          seat, EVAL_SCALE)

    @staticmethod
    def _estimate(state: dict, board: dict, longest: bool) -> float:
        values = state["plenitude"]
        pos, harm = board["pos"], board["harm"]
        banked = board["earth"] + (LONGEST_RUN_BONUS if longest else 0)
        partial = 0.0
        above: dict[str, int] = {}  # energies by colour in the Bhagya and the open chakras above p
        for c in pos[BHAGYA]:
            above[c] = above.get(c, 0) + 1
        for p in range(1, 8):
            colour = CHAKRA_AT[p]
            worth = values[colour] + TEMPO
            if harm[p]:
                banked += worth
                continue
            cell = pos[p]
            good = cell.count(colour)
            have = good + 0.5 * min(above.get(colour, 0), SPACES - good) - 0.5 * (len(cell) - good)
            if have > 0:
                partial += worth * have / SPACES
            for c in cell:
                above[c] = above.get(c, 0) + 1
        return banked + PROGRESS * UNLOCKED_SHARE[INSPIRATION - sum(board["notch"])] * partial

    # ------------------------------------------------------------------ queries
    def to_act(self, state: dict) -> list[int]:
        return [] if state["over"] else [state["turn"]]

    def result(self, state: dict) -> dict | None:
        if not state["over"]:
            return None
        return {"scores": list(state["final"]["scores"]), "winners": list(state["final"]["winners"])}

    @staticmethod
    def take_options(state: dict, seat: int) -> list[tuple[int, list[str]]]:
        board = state["boards"][seat]
        out = []
        for f, flow in enumerate(state["flows"]):
            colours = sorted(set(flow))
            n = len(colours)
            for mask in range(1, 1 << n):
                pick = [colours[i] for i in range(n) if mask >> i & 1]
                if len(pick) > MAX_TAKE or ("black" in flow and "black" not in pick):
                    continue
                if any(c != "black" and colour_count(board, c) + 1 > MAX_PER_COLOUR for c in pick):
                    continue
                out.append((f, pick))
        return out

    @staticmethod
    def places(board: dict, k: int) -> list[int]:
        out = [BHAGYA] if len(board["pos"][BHAGYA]) + k <= SPACES else []
        if tokens_free(board) > 0:
            for p in range(1, 8):  # a loop: faster than a comprehension on Python 3.11 (called per take)
                if not board["harm"][p] and not board["notch"][p] and len(board["pos"][p]) + k <= SPACES:
                    out.append(p)
        return out

    def _legal_moves(self, state: dict, seat: int) -> list[Move]:
        board = state["boards"][seat]
        pending = state["pending"]
        if pending is not None:
            moved = state.get("moved") or []
            return [Move(f"mv:{src}:{colour}:{d}", "move", {"src": src, "colour": colour, "dst": dst, "d": d, "i": i})
                    for i, src, colour, dst, d in step_options(board, pending, moved)
                    if completable(after_move(board, src, colour, dst), pending[:i] + pending[i + 1:],
                                   [*moved, (dst, colour)])]
        moves = [Move(f"take:{f + 1}:{'+'.join(pick)}:{p}", "take", {"flow": f, "pick": pick, "to": p})
                 for f, pick in self.take_options(state, seat) for p in self.places(board, len(pick))]
        if tokens_free(board) > 0:
            for a, steps in enumerate(ACTIONS):
                if board["actions"][a]:
                    continue
                if steps is None:
                    if board["earth"] and len(board["pos"][BHAGYA]) < SPACES:
                        moves += [Move(f"black:{c}", "black", {"colour": c}) for c in COLOURS
                                  if state["bag"][c] and (c == "black" or colour_count(board, c) < MAX_PER_COLOUR)]
                elif completable(board, list(steps)):
                    moves.append(Move(f"ch:{a + 1}", "channel", {"a": a}))
        # meditate, looking at a plenitude token not known yet (or only taking back, when all are known)
        unknown = [c for c in CHAKRAS if c not in state["known"][seat]]
        return moves + ([Move(f"med:{c}", "meditate", {"colour": c}) for c in unknown]
                        or [Move("med", "meditate", {"colour": None})])

    # ------------------------------------------------------------------ play
    def _play(self, state: dict, seat: int, move: Move) -> list[Event]:
        board = state["boards"][seat]
        a = move.args
        events: list[Event] = []
        if move.kind == "take":
            flow = state["flows"][a["flow"]]
            for c in a["pick"]:
                flow.remove(c)
                board["pos"][a["to"]].append(c)
            events.append(Event("take", {"seat": seat, "flow": a["flow"], "pick": a["pick"], "to": a["to"]}))
            if a["to"] != BHAGYA:
                board["notch"][a["to"]] = True
                if harmonize(board, a["to"]):
                    events.append(Event("harmonize", {"seat": seat, "chakra": CHAKRA_AT[a["to"]]}))
            drawn = self._refill(state, a["flow"])
            if drawn:
                events.append(Event("refill", {"flow": a["flow"], "drawn": drawn}))
            return events + self._end_turn(state, seat)
        if move.kind == "channel":
            board["actions"][a["a"]] = True
            steps = ACTIONS[a["a"]]
            assert steps is not None  # channel moves are offered for the step actions only, not the black one
            state.update(pending=list(steps), channel=a["a"], moved=[])
            return [Event("channel", {"seat": seat, "action": a["a"]})]
        if move.kind == "move":
            harm = do_move(board, a["src"], a["colour"], a["dst"])
            pending = state["pending"]
            pending.pop(a["i"])
            state["moved"] = [*(state.get("moved") or []), [a["dst"], a["colour"]]]
            events.append(Event("move", {"seat": seat, "colour": a["colour"], "src": a["src"], "dst": a["dst"]}))
            if a["dst"] == EARTH:
                events.append(Event("appease", {"seat": seat}))
            if harm:
                events.append(Event("harmonize", {"seat": seat, "chakra": CHAKRA_AT[a["dst"]]}))
            if pending:
                return events
            state.update(pending=None, moved=[], channel=None)
            return events + self._end_turn(state, seat)
        if move.kind == "black":
            board["actions"][BLACK_ACTION] = True
            board["earth"] -= 1
            state["bag"][a["colour"]] -= 1
            board["pos"][BHAGYA].append(a["colour"])
            return [Event("black", {"seat": seat, "colour": a["colour"]})] + self._end_turn(state, seat)
        # meditate
        back = sum(board["actions"])
        board["actions"] = [False] * 8
        c = a["colour"]
        events.append(Event("meditate", {"seat": seat, "colour": c, "back": back}))
        if c is not None:
            state["known"][seat].append(c)
            events.append(Event("peek", {"seat": seat, "colour": c, "value": state["plenitude"][c]}, to=[seat]))
        return events + self._end_turn(state, seat)

    def _end_turn(self, state: dict, seat: int) -> list[Event]:
        events = []
        n = state["players"]
        if not state["ending"] and harmonized(state["boards"][seat]) >= HARMONIZED_TO_END:
            state["ending"] = True
            events.append(Event("ending", {"seat": seat}))
        nxt = (seat + 1) % n
        if nxt == state["first"]:
            dry = not sum(state["bag"].values()) and not any(state["flows"])
            blocked = all(self._blocked(state, s) for s in range(n))
            if state["ending"] or state["round"] >= MAX_ROUNDS or dry or blocked:
                return events + self._finish(state)
            state["round"] += 1
        state["turn"] = nxt
        return events

    def _blocked(self, state: dict, seat: int) -> bool:
        """Nothing left to do but pass: no energy to take or move, every plenitude value known, no token
        on an action space to take back."""
        moves = self._legal_moves(state, seat)
        return all(m.kind == "meditate" and m.args["colour"] is None for m in moves) and not any(
            state["boards"][seat]["actions"])

    def _finish(self, state: dict) -> list[Event]:
        boards = state["boards"]
        runs = [run_from_red(b) for b in boards]
        best = max(runs)
        scores, details = [], []
        for i, b in enumerate(boards):
            chakra_pts = sum(state["plenitude"][CHAKRA_AT[p]] for p in range(1, 8) if b["harm"][p])
            bonus = LONGEST_RUN_BONUS if best > 0 and runs[i] == best else 0
            scores.append(chakra_pts + b["earth"] + bonus)
            details.append({"chakras": chakra_pts, "earth": b["earth"], "bonus": bonus})
        top = max(scores)
        winners = [i for i, s in enumerate(scores) if s == top]
        state["over"] = True
        state["final"] = {"scores": scores, "winners": winners, "details": details}
        return [Event("reveal", {"plenitude": dict(state["plenitude"])}),
                Event("scores", {"scores": scores, "winners": winners})]

    # ------------------------------------------------------------------ views
    def _computed(self, state: dict, seat: int | None, view: dict) -> None:
        view.update({
            "flows": [list(f) for f in state["flows"]], "bag": sum(state["bag"].values()),
            "boards": [copy_board(b) for b in state["boards"]], "known": [list(k) for k in state["known"]],
            "plenitude": dict(state["plenitude"]) if state["over"] else None,
            "channel": state.get("channel") if state["pending"] else None, "me": seat,
        })
        if seat is not None and not state["over"]:
            view["my_values"] = {c: state["plenitude"][c] for c in state["known"][seat]}
