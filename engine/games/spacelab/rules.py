"""Spacelab rules, following BGA's help page (rules/spacelab.fr.md) and the published rules' summaries.

Facts from the page: the three actions (reveal 3 Lab cards and take all of one agency, the rest to the
Recruitment Centre by agency; take all of one agency from the Centre; place Lab cards paying each cost by
discarding that many other hand cards); with 5+ cards at the start of the turn you must place; the
lightning effect, the top slot (draw as many Projects as the cost, keep 1, the rest under the deck), the
middle slots (no effect), the bottom slot (the objective's effect if the specialty matches); validation
tiles taken from the capsule's pile, decreasing, the first of two colours with a hidden bonus draw; the end
when a station has 10 Lab cards or 3 validated objectives, then the others play one last turn.

Choices and assumptions (players are told in /rules):
- Card, objective, validation and project contents are designed for this table (data.py, ASSUMPTION).
- An objective is met when its 3 agency colours (with repeats) are among the 4 cards around its capsule.
- Set-up: each player draws 3 objective tiles face up and, in seat order, chooses which capsule gets which.
- The first player is random; the trigger player does not play again.
- Discarded cards (payment) are shown face up on a discard pile; they never go to the Centre.
- The Lab deck is not reshuffled: when empty, revealing is no longer possible; a draw from an empty
  deck gives nothing. If every player passes in a row (nothing possible), the game ends.
- Several effects of one placement resolve in order: lightning, slot, then validation bonuses.
- Placing several cards is one action; the player may stop after any placement ("stop").
- Tie-break: most Project cards (published rules); still tied, the players share the victory.
"""

from __future__ import annotations

from itertools import permutations

from engine import Event, Game, GameInfo, Move, Rng, clone
from engine.core import score_lead
from engine.visibility import Visibility, held, per_seat, secret

from .data import (
    AGENCIES,
    AROUND,
    BOTTOM,
    CAPSULES,
    FIRST_BONUS,
    HAND_LIMIT,
    LAB,
    MODULE_POINTS,
    OBJECTIVES,
    PROJECTS,
    REVEAL,
    SLOTS,
    TOP,
    VALIDATION,
)

PERMS = ["".join(str(i) for i in p) for p in permutations(range(3))]
# the draws a placement leaves to do (``todo``): "lab" draws a Lab card, "proj:<n>" draws n Projects to keep 1
BOLT_DRAW = {"lab": "lab", "project": "proj:1"}  # a lightning card's, and the first validation tile's
BOTTOM_DRAW = {"lab": "lab", "project": "proj:2"}  # a bottom slot's matching objective's

_KEYS = frozenset(("game", "v", "players", "seed", "options", "rng", "deck", "pdeck", "center", "revealed",
                   "discard", "hands", "projects", "stations", "drawn", "objectives", "validated", "piles",
                   "first", "turn", "phase", "arranged", "pay", "pick", "todo", "final", "passes", "over"))


def copy_state(state: dict) -> dict:
    """A deep copy of a state, several times cheaper than the generic one (``engine.clone``, marshal): it
    knows the state's shape, shares only strings and numbers, and makes every list and dict anew (a key it
    does not know is copied by ``engine.clone``)."""
    new = state.copy()
    lc = list.copy
    new["options"] = state["options"].copy()
    for k in ("deck", "pdeck", "revealed", "discard", "todo"):
        new[k] = state[k][:]
    for k in ("hands", "projects", "stations", "drawn", "validated"):
        new[k] = list(map(lc, state[k]))
    new["objectives"] = [None if o is None else o[:] for o in state["objectives"]]
    new["center"] = {a: v[:] for a, v in state["center"].items()}
    new["piles"] = {c: v[:] for c, v in state["piles"].items()}
    pay, pick = state["pay"], state["pick"]
    if pay is not None:
        new["pay"] = {**pay, "paid": pay["paid"][:]}
    if pick is not None:
        new["pick"] = pick[:]
    if len(state) != len(_KEYS) or not _KEYS.issuperset(state):
        for k in state.keys() - _KEYS:
            new[k] = clone(state[k])
    return new


_MOVES: dict = {}  # (kind, arg) -> Move: a Move is frozen and its args never change, so one serves every state
_ARGS = {"arrange": "perm", "take": "agency", "recruit": "agency", "pay": "card", "keep": "kind"}


def _move(kind: str, arg=None) -> Move:
    m = _MOVES.get((kind, arg))
    if m is None:
        if kind == "place":
            m = Move(f"place:{arg[0]}:{arg[1]}", "place", {"card": arg[0], "slot": arg[1]})
        elif arg is None:
            m = Move(kind, kind)
        else:
            m = Move(f"{kind}:{arg}", kind, {_ARGS[kind]: arg})
        _MOVES[kind, arg] = m
    return m


def needs_left(state: dict, seat: int, cap: int) -> list[str]:
    """Colours still missing around a capsule for its objective (empty once met)."""
    need = list(OBJECTIVES[state["objectives"][seat][cap]]["need"])
    for slot in AROUND[cap]:
        card = state["stations"][seat][slot]
        if card is not None and LAB[card]["agency"] in need:
            need.remove(LAB[card]["agency"])
    return need


def score_parts(state: dict, seat: int) -> dict:
    station = [c for c in state["stations"][seat] if c is not None]
    ag = {a: sum(1 for c in station if LAB[c]["agency"] == a) for a in AGENCIES}
    sp: dict = {}
    for c in station:
        sp[LAB[c]["spec"]] = sp.get(LAB[c]["spec"], 0) + 1
    lab = 0
    for c in station:
        s = LAB[c]["score"]
        if s:
            lab += s[1] if s[0] == "flat" else ag[LAB[c]["agency"]] if s[0] == "agency" else sp[LAB[c]["spec"]]
    bottom_row = sum(1 for s in BOTTOM if state["stations"][seat][s] is not None)
    for cap, slot in enumerate(BOTTOM if state["objectives"][seat] is not None else ()):
        c = state["stations"][seat][slot]
        obj = OBJECTIVES[state["objectives"][seat][cap]]
        if c is not None and LAB[c]["spec"] == obj["spec"]:
            lab += 3 if obj["effect"] == "vp3" else bottom_row if obj["effect"] == "row" else 0
    val = sum(v for v in state["validated"][seat] if v)
    held = state["projects"][seat]  # "ag_<agency>" and "sp_<specialty>" score 1 per such card, modules by set
    proj = sum((ag if kind.startswith("ag_") else sp).get(kind[3:], 0) for kind in held if kind != "module")
    proj += MODULE_POINTS[min(4, held.count("module"))]
    return {"lab": lab, "validation": val, "projects": proj, "total": lab + val + proj}


class SpacelabRules(Game):
    info = GameInfo(
        id="spacelab", names={"en": "Spacelab", "fr": "Space Lab"},
        min_players=2, max_players=4
    )
    # lab cards (the deck, each hand) and project cards (their deck, each player's projects, the cards the
    # player to act is picking from) are two pools; stations, objectives and validations are open
    visibility = Visibility(
        parts=(secret("deck", size="deck", pool="lab"), per_seat("hands", size="hand_sizes", pool="lab"),
               secret("pdeck", size="pdeck", pool="projects"),
               per_seat("projects", size="project_counts", pool="projects"),
               held("pick", owner=lambda state: state["turn"], name="pick", size="picking", pool="projects")),
        public=("phase", "turn", "over", "final", "stations", "objectives", "drawn", "validated", "piles", "center",
                "revealed", "discard"))

    # ------------------------------------------------------------------ set-up
    def _setup(self, state: dict) -> None:
        n = state["players"]
        deck = list(range(len(LAB)))
        pdeck = list(PROJECTS)
        objs = list(range(len(OBJECTIVES)))
        with Rng(state) as rng:
            rng.shuffle(deck)
            rng.shuffle(pdeck)
            rng.shuffle(objs)
            first = rng.randrange(n)
        state.update(
            deck=deck, pdeck=pdeck, center={a: [] for a in AGENCIES}, revealed=[], discard=[],
            hands=[[] for _ in range(n)], projects=[[] for _ in range(n)],
            stations=[[None] * SLOTS for _ in range(n)],
            drawn=[objs[3 * s:3 * s + 3] for s in range(n)], objectives=[None] * n,
            validated=[[None] * 3 for _ in range(n)], piles={c: list(VALIDATION[c]) for c in CAPSULES},
            first=first, turn=first, phase="arrange", arranged=0, pay=None, pick=None, todo=[],
            final=None, passes=0, over=False)

    # ------------------------------------------------------------------ queries
    def to_act(self, state: dict) -> list[int]:
        return [] if state["over"] else [state["turn"]]

    copy_state = staticmethod(copy_state)  # the game's own, cheaper than the generic copy (engine.core)

    @staticmethod
    def _can_place(state: dict, seat: int) -> bool:
        hand = state["hands"][seat]
        return None in state["stations"][seat] and any(LAB[c]["cost"] < len(hand) for c in hand)

    def _place_moves(self, state: dict, seat: int) -> list[Move]:
        hand = state["hands"][seat]
        empty = [s for s in range(SLOTS) if state["stations"][seat][s] is None]
        n = len(hand)
        return [_move("place", (card, s)) for card in sorted(hand) if LAB[card]["cost"] < n for s in empty]

    def _legal_moves(self, state: dict, seat: int) -> list[Move]:
        phase = state["phase"]
        if phase == "arrange":
            return [_move("arrange", p) for p in PERMS]
        if phase == "reveal":
            return [_move("take", a) for a in AGENCIES if any(LAB[c]["agency"] == a for c in state["revealed"])]
        if phase == "pay":
            return [_move("pay", c) for c in sorted(state["hands"][seat])]
        if phase == "pick":
            return [_move("keep", k) for k in sorted(set(state["pick"]))]
        if phase == "place":
            return [*self._place_moves(state, seat), _move("stop")]
        moves = []
        if len(state["hands"][seat]) <= HAND_LIMIT:
            if state["deck"]:
                moves.append(_move("reveal"))
            moves.extend(_move("recruit", a) for a in AGENCIES if state["center"][a])
        moves.extend(self._place_moves(state, seat))
        return moves or [_move("pass")]

    # ------------------------------------------------------------------ moves
    def _play(self, state: dict, seat: int, move: Move) -> list[Event]:
        ev: list[Event] = []
        k, a = move.kind, move.args
        if k == "arrange":
            state["objectives"][seat] = [state["drawn"][seat][int(ch)] for ch in a["perm"]]
            ev.append(Event("arrange", {"seat": seat, "objectives": state["objectives"][seat]}))
            state["arranged"] += 1
            state["turn"] = (seat + 1) % state["players"]
            if state["arranged"] == state["players"]:
                state["phase"] = "turn"
                ev.append(Event("start", {"seat": state["turn"]}))
            return ev
        if k == "pass":
            state["passes"] += 1
            ev.append(Event("pass", {"seat": seat}))
            return ev + self._end_turn(state, seat)
        state["passes"] = 0
        if k == "reveal":
            got = [state["deck"].pop() for _ in range(min(REVEAL, len(state["deck"])))]
            state["revealed"] = got
            state["phase"] = "reveal"
            ev.append(Event("reveal", {"seat": seat, "cards": list(got)}))
            return ev
        if k == "take":
            mine = [c for c in state["revealed"] if LAB[c]["agency"] == a["agency"]]
            for c in state["revealed"]:
                if c not in mine:
                    state["center"][LAB[c]["agency"]].append(c)
            state["hands"][seat].extend(mine)
            state["revealed"] = []
            ev.append(Event("take", {"seat": seat, "agency": a["agency"], "cards": mine}))
            return ev + self._end_turn(state, seat)
        if k == "recruit":
            got = state["center"][a["agency"]]
            state["center"][a["agency"]] = []
            state["hands"][seat].extend(got)
            ev.append(Event("recruit", {"seat": seat, "agency": a["agency"], "cards": got}))
            return ev + self._end_turn(state, seat)
        if k == "stop":
            ev.append(Event("stop", {"seat": seat}))
            return ev + self._end_turn(state, seat)
        if k == "place":
            card = a["card"]
            state["hands"][seat].remove(card)
            state["pay"] = {"card": card, "slot": a["slot"], "paid": []}
            if LAB[card]["cost"] == 0:
                return self._complete(state, seat)
            state["phase"] = "pay"
            return ev
        if k == "pay":
            state["hands"][seat].remove(a["card"])
            state["pay"]["paid"].append(a["card"])
            state["discard"].append(a["card"])
            if len(state["pay"]["paid"]) == LAB[state["pay"]["card"]]["cost"]:
                return self._complete(state, seat)
            return ev
        if k == "keep":
            cards = list(state["pick"])
            cards.remove(a["kind"])
            state["projects"][seat].append(a["kind"])
            state["pdeck"][:0] = cards  # under the deck (index 0 is the bottom)
            state["pick"] = None
            ev.append(Event("kept", {"seat": seat, "kind": a["kind"]}, to=[seat]))
            ev.append(Event("kept_public", {"seat": seat, "back": len(cards)}))
            return ev + self._resolve(state, seat)
        raise AssertionError(k)

    def _complete(self, state: dict, seat: int) -> list[Event]:
        pay = state["pay"]
        card, slot = pay["card"], pay["slot"]
        state["pay"] = None
        state["stations"][seat][slot] = card
        info = LAB[card]
        ev = [Event("placed", {"seat": seat, "card": card, "slot": slot, "paid": pay["paid"]})]
        todo = [BOLT_DRAW[info["bolt"]]] if info["bolt"] else []
        if slot in TOP and info["cost"] > 0:
            todo.append(f"proj:{info['cost']}")
        if slot in BOTTOM:
            obj = OBJECTIVES[state["objectives"][seat][slot - BOTTOM[0]]]
            if info["spec"] == obj["spec"]:
                ev.append(Event("bottom", {"seat": seat, "effect": obj["effect"]}))
                if obj["effect"] in BOTTOM_DRAW:
                    todo.append(BOTTOM_DRAW[obj["effect"]])
        for cap in range(3):
            if state["validated"][seat][cap] is None and not needs_left(state, seat, cap):
                colour = CAPSULES[cap]
                pile = state["piles"][colour]
                first = len(pile) == len(VALIDATION[colour])
                value = pile.pop(0) if pile else 0
                state["validated"][seat][cap] = value
                ev.append(Event("validated", {"seat": seat, "capsule": cap, "value": value}))
                if first and colour in FIRST_BONUS:
                    todo.append(BOLT_DRAW[FIRST_BONUS[colour]])
        state["todo"] = todo
        return ev + self._resolve(state, seat)

    def _resolve(self, state: dict, seat: int) -> list[Event]:
        ev: list[Event] = []
        while state["todo"]:
            item = state["todo"].pop(0)
            if item == "lab":
                if state["deck"]:
                    c = state["deck"].pop()
                    state["hands"][seat].append(c)
                    ev.append(Event("drew", {"seat": seat, "card": c}, to=[seat]))
                    ev.append(Event("drew_public", {"seat": seat, "what": "lab"}))
                continue
            n = min(int(item.split(":")[1]), len(state["pdeck"]))
            if n == 0:
                continue
            cards = [state["pdeck"].pop() for _ in range(n)]
            if n == 1 or len(set(cards)) == 1:
                state["projects"][seat].append(cards[0])
                state["pdeck"][:0] = cards[1:]
                ev.append(Event("kept", {"seat": seat, "kind": cards[0]}, to=[seat]))
                ev.append(Event("drew_public", {"seat": seat, "what": "project", "n": n}))
                continue
            state["pick"] = cards
            state["phase"] = "pick"
            ev.append(Event("pick", {"seat": seat, "cards": cards}, to=[seat]))
            ev.append(Event("drew_public", {"seat": seat, "what": "project", "n": n}))
            return ev
        state["phase"] = "place"
        if not self._can_place(state, seat):
            ev += self._end_turn(state, seat)
        return ev

    def _end_turn(self, state: dict, seat: int) -> list[Event]:
        ev: list[Event] = []
        n = state["players"]
        if state["final"] is None and (None not in state["stations"][seat] or None not in state["validated"][seat]):
            state["final"] = seat
            ev.append(Event("last_round", {"seat": seat}))
        nxt = (seat + 1) % n
        if (state["final"] is not None and nxt == state["final"]) or state["passes"] >= n:
            state["over"] = True
            state["phase"] = "over"
            res = self.result(state)
            assert res is not None  # the game was just marked over
            ev.append(Event("game_end", {"scores": res["scores"], "winners": res["winners"]}))
            return ev
        state["turn"] = nxt
        state["phase"] = "turn"
        return ev

    # ------------------------------------------------------------------ views and result
    def _computed(self, state: dict, seat: int | None, view: dict) -> None:
        n = state["players"]
        view.update({
            "paying": None if state["pay"] is None else {k: state["pay"][k] for k in ("card", "slot", "paid")},
            "public_scores": [score_parts({**state, "projects": [[] for _ in range(n)]}, s)["total"]
                              for s in range(n)],
            "result": self.result(state),
            "seat": seat,
        })
        if seat is not None:
            view["hand"] = sorted(state["hands"][seat])
            view["projects"] = sorted(state["projects"][seat])

    def evaluate(self, state: dict, seat: int) -> float:
        """For the search AI: the lead in points as they stand, each card in hand counting half a point (it
        may still be placed, though placing costs cards), 10 points counting as a large lead."""
        if state["over"]:
            return super().evaluate(state, seat)
        return score_lead([score_parts(state, s)["total"] + 0.5 * len(state["hands"][s])
                           for s in range(state["players"])], seat, 10.0)

    def result(self, state: dict) -> dict | None:
        if not state["over"]:
            return None
        n = state["players"]
        parts = [score_parts(state, s) for s in range(n)]
        scores = [p["total"] for p in parts]
        key = [(scores[s], len(state["projects"][s])) for s in range(n)]
        best = max(key)
        return {"scores": scores, "winners": [s for s in range(n) if key[s] == best], "parts": parts,
                "projects": [sorted(p) for p in state["projects"]]}
