"""Quantum (Eric Zimmerman, FunForge 2013): ship dice, planets, quantum cubes.

The French BGA page gives the six ship abilities and combat; the rest follows the factsheet (Spanish
rules, designer diary, rule summaries). Choices where the page is silent, and designed data:
- Ships are dice: face 1 Battlestation, 2 Flagship, 3 Destroyer, 4 Frigate, 5 Interceptor, 6 Scout;
  a ship moves up to its number of squares, orthogonally (the Interceptor also diagonally), never
  through a planet or another ship. Each ship moves/attacks once per turn (one action).
- Attack: part of a move. The attacker moves next to the enemy (within its movement, the last step is
  onto the enemy) and both roll a combat die; the attacker wins if ship + die ≤ defender's ship + die.
  Win: the defender goes to its owner's scrapyard, the attacker takes its square, attacker +1
  dominance, defender −1 (floor 1; factsheet choice). Loss: nothing happens, the attacker stays on the
  square it attacked from.
- Abilities (free, only on your turn, only on the map): ONE ability per ship die per turn, even if its
  number changes (page: « même si le chiffre du vaisseau change »). The Interceptor's diagonal move
  (Maneuver) is its ability: a move or attack of a 5 that needs a diagonal step uses it (one that the
  orthogonal paths also allow does not); after a Maneuver, a Scout reroll or a Modify, that die uses no
  other ability this turn, whatever number it shows after a Reconfigure; after Modify the new ship's ability
  (a 5's diagonals, a 3's Warp) is not available this turn. A paid Reconfigure is an action, not an
  ability. Command cards (e.g. Tactical's diagonal Frigates) are not ship abilities.
  Strike (1) attacks an orthogonally adjacent enemy, in addition to its normal move/attack;
  Transport (2) is the flagship's move action: pick up an own ship from a surrounding square (8
  around), move 1–2 squares, drop it on an empty square around (8 around), no attack, the dropped ship
  may still move; Warp (3) swaps with any own ship on the map; Modify (4) becomes 3 or 5; Scout (6)
  rerolls for free. A reroll ("reconfigure") always gives a different number.
- Turn: 3 actions, any order, repeats allowed: Move/Attack, Reconfigure, Deploy (scrapyard ship,
  rolled, onto an empty orbit square of a planet with your cube), Research (+1; reaching 6 is a
  breakthrough worth one card draw, die back to 1), Construct (2 actions: your ships in the planet's
  orbit sum exactly to its number → one cube). A player may end the turn early; it ends by itself when
  nothing but "end" is left.
- ASSUMPTION: orbit = the 4 squares orthogonally next to the planet.
- Placement: one own cube per planet and only on planets with room; only when no such planet exists
  may a player add a cube where they already have one (quantum entanglement: construct target +3 per
  own cube there). Same rule for dominance placement and Relocation.
- Dominance reaching 6: that player places a cube at once on any legal planet (no ships needed),
  die back to 1. A placed cube never leaves the map except by Relocation.
- End of turn: one card per breakthrough and per cube placed this turn, taken from the face-up display
  (3 gambits + 3 commands); instead of a card a draw may replace the whole display. Gambits act at
  once; commands stay (at most 3: taking a 4th discards one, the new one included).
- Setup: ASSUMPTION maps (data.py) with a home planet per seat holding its first cube; 3 ships rolled
  and placed in the home orbit, one optional full reroll of the three (second result kept); 2 ships
  in the scrapyard, 2 expansion ships aside; research and dominance dice at 1; seat 1 starts.
- End: the first player to place their last (5th) cube wins at once. ASSUMPTION (house rule): after
  round 30 the player with the most cubes placed wins (then dominance, then research; ties share).
- ASSUMPTION: gambit and command texts are designed from the fan names (see data.py / the rules text):
  Expansion adds an expansion ship to your scrapyard (nothing if none left); Aggression +2 dominance;
  Momentum a bonus turn of 2 actions (ships may move again); Relocation moves one opponent cube to
  another planet legal for its owner; Reorganization rerolls all your ships on the map; Sabotage
  makes each opponent discard their oldest command card.
"""

from __future__ import annotations

from bisect import insort
from collections import deque

from engine import Event, Game, GameInfo, Move, Option, Rng
from engine.core import score_lead
from engine.visibility import Visibility, counted, secret

from .data import (
    ACTIONS,
    BOARDS,
    COMMANDS,
    CUBES_USED,
    DISPLAY_COMMANDS,
    DISPLAY_GAMBITS,
    DOMINANCE_TOP,
    ENTANGLE_STEP,
    EXPANSION_SHIPS,
    MAX_COMMANDS,
    RESEARCH_TOP,
    ROUND_LIMIT,
    SCRAP_SHIPS,
    START_SHIPS,
    command_deck,
    gambit_deck,
)

MAP, SCRAP, EXPANSION = 0, -1, -2  # ship position: a cell (>= 0), the scrapyard or set aside

# evaluate (the search AI's leaf estimate), in cubes; the weights come from a logistic fit of the winner on
# these features over the states of 80 two-player games of the easy AI, and so does the scale (the lead in
# cubes that decides a game).
EVAL_DOMINANCE = 0.18  # per dominance step (the 6th places a cube)
EVAL_RESEARCH = 0.03  # per research step (a breakthrough draws a card)
EVAL_BUILD_NOW = 0.6  # some planet open to the seat can be constructed on as the ships stand
EVAL_BUILD_NEAR = 0.35  # else a ship showing the missing number is within its move of a free orbit square
EVAL_SHIP = 0.25  # per ship on the map
EVAL_COMMAND = 0.25  # per command card
EVAL_SCALE = 3.75


def reroll(rng, face: int) -> int:
    """A die rerolled until it shows a different number."""
    return rng.choice([f for f in range(1, 7) if f != face])


def fresh_turn(actions: int, momentum: int = 0) -> dict:
    """A new turn's record (``state["t"]``): ``actions`` to spend, ``momentum`` bonus turns still to come."""
    return {"acts": actions, "moved": [], "abil": [], "free": [], "placed": 0, "draws": 0, "momentum": momentum}


def has(state: dict, seat: int, key: str, param=None) -> bool:
    for c in state["cmd"][seat]:
        k, p = COMMANDS[c]
        if k == key and (param is None or p == param):
            return True
    return False


def cmd_param_sum(state: dict, seat: int, key: str) -> int:
    return sum(COMMANDS[c][1] for c in state["cmd"][seat] if COMMANDS[c][0] == key)


class QuantumRules(Game):
    info = GameInfo(
        id="quantum", names={"en": "Quantum", "fr": "Quantum"},
        min_players=2, max_players=4,
        options=(
            Option("reroll", bool, True, names={"en": "Offer the starting fleet reroll",
                                                "fr": "Proposer de relancer la flotte de départ"}),
        )
    )
    # the two card decks are face down (the view counts them), each pooled with its discard pile (played
    # openly, but the view keeps no discard); the board, ships, cubes and command cards are open
    visibility = Visibility(
        parts=(secret("gdeck", size="gdeck", pool="gambit"), counted("gdisc", pool="gambit"),
               secret("cdeck", size="cdeck", pool="command"), counted("cdisc", pool="command")),
        public=("players", "phase", "seat", "round", "ships", "cubes", "left", "res", "dom", "cmd", "disp", "dq",
                "pend", "sel", "last", "fleet", "winners"))

    # ------------------------------------------------------------------ setup
    def _setup(self, state: dict) -> None:
        n = state["players"]
        b = BOARDS[n]
        state["cubes"] = [[] for _ in b.planets]
        state["ships"] = []
        with Rng(state) as rng:
            for s in range(n):
                planet, cells = b.homes[s]
                state["cubes"][planet].append(s)
                ships = [[rng.randint(1, 6), cells[i]] for i in range(START_SHIPS)]
                ships += [[1, SCRAP] for _ in range(SCRAP_SHIPS)]
                ships += [[1, EXPANSION] for _ in range(EXPANSION_SHIPS)]
                state["ships"].append(ships)
            g, c = gambit_deck(), command_deck()
            rng.shuffle(g)
            rng.shuffle(c)
        state["gdeck"], state["cdeck"], state["gdisc"], state["cdisc"] = g, c, [], []
        state["disp"] = [g.pop() for _ in range(DISPLAY_GAMBITS)] + [c.pop() for _ in range(DISPLAY_COMMANDS)]
        state["left"] = [CUBES_USED - 1] * n
        state["res"] = [1] * n
        state["dom"] = [1] * n
        state["cmd"] = [[] for _ in range(n)]
        state["seat"] = 0
        state["round"] = 1
        state["phase"] = "fleet" if state["options"]["reroll"] else "play"
        state["fleet"] = 0
        state["dq"] = []
        state["pend"] = None
        state["sel"] = None
        state["winners"] = None
        state["last"] = None
        state["t"] = fresh_turn(ACTIONS)

    # ------------------------------------------------------------------ queries
    def board(self, state: dict):
        return BOARDS[state["players"]]

    def occupancy(self, state: dict) -> dict:
        """Square -> (seat, ship index) of every ship on the map."""
        return {pos: (s, i) for s, ships in enumerate(state["ships"]) for i, (_f, pos) in enumerate(ships) if pos >= 0}

    def placeable(self, state: dict, seat: int) -> list[int]:
        """Planets where ``seat`` may place a cube now (entanglement only when nothing else is legal)."""
        b = self.board(state)
        cubes = state["cubes"]
        free = [i for i, p in enumerate(b.planets) if len(cubes[i]) < p[2]]
        fresh = [i for i in free if seat not in cubes[i]]
        return fresh or free

    def target(self, state: dict, seat: int, planet: int) -> int:
        return self.board(state).planets[planet][1] + ENTANGLE_STEP * state["cubes"][planet].count(seat)

    def can_construct(self, state: dict, seat: int, planet: int, occ: dict) -> bool:
        orbit_sum = 0  # a loop: this runs for every planet at every move listing
        for x in self.board(state).orbit[planet]:
            o = occ.get(x)
            if o and o[0] == seat:
                orbit_sum += state["ships"][seat][o[1]][0]
        return self.target(state, seat, planet) - orbit_sum in self.tolerated(state, seat)

    def tolerated(self, state: dict, seat: int) -> list[int]:
        """The gaps (target minus orbit sum) at which the seat may construct: 0, and each of its
        tolerance commands' offset."""
        return [0] + [-COMMANDS[c][1] for c in state["cmd"][seat] if COMMANDS[c][0] == "construct_tol"]

    def move_range(self, state: dict, seat: int, face: int, maneuver: bool = True) -> tuple[int, bool]:
        """(squares, diagonal allowed) for a ship of ``face``; ``maneuver``: the die may still use its ability
        this turn (the Interceptor's diagonals are its ability)."""
        diag = (face == 5 and maneuver) or (face == 4 and has(state, seat, "diagonal", 4))
        return face + cmd_param_sum(state, seat, "move"), diag

    def needs_maneuver(self, state: dict, seat: int, i: int, to: int, frm: int | None = None) -> bool:
        """Whether moving ship ``i`` to ``to`` (or, with ``frm``, attacking ``to`` from ``frm``) takes the
        Interceptor's Maneuver: a diagonal step that no orthogonal path of the same length allows."""
        f, pos = state["ships"][seat][i]
        if f != 5 or i in state["t"]["abil"]:
            return False
        steps, diag = self.move_range(state, seat, f, maneuver=False)
        dist = self.reach(state, self.occupancy(state), pos, steps, diag)
        if frm is None:
            return to not in dist
        nb = self.board(state).diag if diag else self.board(state).orth
        return not (frm in dist and dist[frm] < steps and to in nb[frm])

    def reach(self, state: dict, occ: dict, start: int, steps: int, diag: bool, ignore=()) -> dict:
        """Empty squares reachable in at most ``steps`` (start included at 0), not through ships/planets."""
        b = self.board(state)
        nb = b.diag if diag else b.orth
        dist = {start: 0}
        todo = deque([start])
        planets = b.planet_at
        while todo:
            x = todo.popleft()
            d = dist[x]
            if d == steps:
                continue
            for y in nb[x]:
                if y in dist or y in planets or (y in occ and y not in ignore):
                    continue
                dist[y] = d + 1
                todo.append(y)
        return dist

    def free_ok(self, state: dict, seat: int, kind: str) -> bool:
        return has(state, seat, "free", kind) and kind not in state["t"]["free"]

    def can_pay(self, state: dict, seat: int, kind: str) -> bool:
        return state["t"]["acts"] >= 1 or self.free_ok(state, seat, kind)

    def pay(self, state: dict, seat: int, kind: str, cost: int = 1) -> None:
        t = state["t"]
        if cost == 1 and self.free_ok(state, seat, kind):
            t["free"].append(kind)
        else:
            t["acts"] -= cost

    # ------------------------------------------------------------------ protocol
    def to_act(self, state: dict) -> list[int]:
        if state["phase"] == "over":
            return []
        if state["dq"]:
            return [state["dq"][0]]
        if state["phase"] == "fleet":
            return [state["fleet"]]
        return [state["seat"]]

    def result(self, state: dict) -> dict | None:
        if state["phase"] != "over":
            return None
        n = state["players"]
        return {"scores": [CUBES_USED - state["left"][s] for s in range(n)], "winners": list(state["winners"]),
                "reason": state.get("end")}

    def evaluate(self, state: dict, seat: int) -> float:
        """For the search AI: the lead in estimated cubes, the cubes placed plus what the dominance and
        research dice, a construction ready or one ship away, the ships on the map and the command cards
        are worth toward the next ones."""
        if state["phase"] == "over":
            return super().evaluate(state, seat)
        n = state["players"]
        occ = self.occupancy(state)
        orbits = []  # per planet: the free orbit squares and each seat's sum of ships in orbit
        for cells in self.board(state).orbit:
            free, totals = [], [0] * n
            for x in cells:
                o = occ.get(x)
                if o is None:
                    free.append(x)
                else:
                    totals[o[0]] += state["ships"][o[0]][o[1]][0]
            orbits.append((free, totals))
        return score_lead([self._estimate(state, s, orbits) for s in range(n)], seat, EVAL_SCALE)

    def _estimate(self, state: dict, seat: int, orbits: list) -> float:
        b = self.board(state)
        on_map = [(f, pos) for f, pos in state["ships"][seat] if pos >= 0]
        # can_construct on orbit sums computed once for every seat (this runs at every leaf of the search)
        exact = self.tolerated(state, seat)
        build = 0.0
        for p in self.placeable(state, seat):
            free, totals = orbits[p]
            missing = self.target(state, seat, p) - totals[seat]
            if missing in exact:
                build = EVAL_BUILD_NOW
                break
            if build or not free or not 1 <= missing <= 6:
                continue
            for f, pos in on_map:
                if f == missing and b.orbit_of.get(pos) != p:
                    r, c = divmod(pos, b.w)
                    if any(abs(r - x // b.w) + abs(c - x % b.w) <= f for x in free):
                        build = EVAL_BUILD_NEAR
                        break
        return (CUBES_USED - state["left"][seat] + EVAL_DOMINANCE * (state["dom"][seat] - 1)
                + EVAL_RESEARCH * (state["res"][seat] - 1) + build + EVAL_SHIP * len(on_map)
                + EVAL_COMMAND * len(state["cmd"][seat]))

    def _legal_moves(self, state: dict, seat: int) -> list[Move]:
        if state["dq"]:
            return [Move(f"dom:{p}", "dom", {"planet": p}) for p in self.placeable(state, seat)]
        ph = state["phase"]
        if ph == "fleet":
            return [Move("keep", "keep"), Move("reroll", "reroll")]
        if ph == "play":
            return self._play_moves(state, seat)
        if ph == "transport":
            return self._transport_moves(state, seat)
        if ph == "draw":
            moves, seen = [], []
            for k, c in enumerate(state["disp"]):
                if c and c not in seen:  # two identical face-up cards are one choice
                    seen.append(c)
                    moves.append(Move(f"take:{k}", "take", {"k": k}))
            if state["gdeck"] or state["gdisc"] or state["cdeck"] or state["cdisc"]:
                moves.append(Move("refresh", "refresh"))
            return moves or [Move("pass", "pass")]
        if ph == "discard":
            return [Move(f"drop:{c}", "drop", {"card": c}) for c in state["pend"]["cards"]]
        if ph == "relocate":
            return self._relocate_moves(state, seat)
        return []

    def _play_moves(self, state: dict, seat: int) -> list[Move]:
        t = state["t"]
        ships = state["ships"][seat]
        if state["sel"] is not None:
            return self._ship_moves(state, seat, state["sel"]) + [Move("back", "back")]
        occ = self.occupancy(state)
        moves = []
        for i, (_f, pos) in enumerate(ships):
            if pos >= 0 and self._ship_can_act(state, seat, i, occ):
                moves.append(Move(f"ship:{i}", "ship", {"ship": i}))
        if any(p == SCRAP for _f, p in ships) and self.can_pay(state, seat, "deploy"):
            for x in self.deploy_cells(state, seat, occ):
                moves.append(Move(f"dep:{x}", "dep", {"to": x}))
        if self.can_pay(state, seat, "research"):
            moves.append(Move("res", "res"))
        cost = 1 if has(state, seat, "cheap_construct") else 2
        if t["acts"] >= cost and state["left"][seat] > 0:
            for p in self.placeable(state, seat):
                if self.can_construct(state, seat, p, occ):
                    moves.append(Move(f"build:{p}", "build", {"planet": p}))
        moves.append(Move("end", "end"))
        return moves

    def _ship_can_act(self, state: dict, seat: int, i: int, occ: dict) -> bool:
        """Whether ship ``i`` has a move (what ``_ship_moves`` would list, tested cheaply)."""
        t = state["t"]
        ships = state["ships"][seat]
        f, pos = ships[i]
        if (self.can_pay(state, seat, "move") and i not in t["moved"]) or self.can_pay(state, seat, "reconfigure"):
            return True
        if i in t["abil"]:
            return False
        if f in (3, 4, 6) or f == 1 and any(y in occ and occ[y][0] != seat for y in self.board(state).orth[pos]):
            return f != 3 or sum(1 for _f, p in ships if p >= 0) > 1
        return False

    def _ship_moves(self, state: dict, seat: int, i: int, occ: dict | None = None) -> list[Move]:
        """The moves of one selected ship."""
        b = self.board(state)
        t = state["t"]
        if occ is None:
            occ = self.occupancy(state)
        ships = state["ships"][seat]
        f, pos = ships[i]
        can_move = self.can_pay(state, seat, "move") and i not in t["moved"]
        can_reconf = self.can_pay(state, seat, "reconfigure")
        moves = []
        if can_move:
            steps, diag = self.move_range(state, seat, f, i not in t["abil"])
            dist = self.reach(state, occ, pos, steps, diag)
            nb = b.diag if diag else b.orth
            for x, d in dist.items():
                if d:
                    moves.append(Move(f"go:{i}:{x}", "go", {"ship": i, "to": x}))
            for x, d in dist.items():
                if d < steps:
                    for y in nb[x]:
                        o = occ.get(y)
                        if o and o[0] != seat:
                            moves.append(Move(f"atk:{i}:{y}:{x}", "atk", {"ship": i, "to": y, "from": x}))
        if i not in t["abil"]:
            if f == 1:
                for y in b.orth[pos]:
                    o = occ.get(y)
                    if o and o[0] != seat:
                        moves.append(Move(f"strike:{i}:{y}", "strike", {"ship": i, "to": y}))
            elif f == 2 and can_move:
                for y in b.diag[pos]:
                    o = occ.get(y)
                    if o and o[0] == seat and self._transport_dests(state, occ, pos, y):
                        moves.append(Move(f"carry:{i}:{o[1]}", "carry", {"ship": i, "other": o[1]}))
            elif f == 3:
                for j, (_g, p) in enumerate(ships):
                    if j != i and p >= 0:
                        moves.append(Move(f"warp:{i}:{j}", "warp", {"ship": i, "other": j}))
            elif f == 4:
                moves.append(Move(f"mod:{i}:3", "mod", {"ship": i, "face": 3}))
                moves.append(Move(f"mod:{i}:5", "mod", {"ship": i, "face": 5}))
            elif f == 6:
                moves.append(Move(f"scout:{i}", "scout", {"ship": i}))
        if can_reconf:
            moves.append(Move(f"rec:{i}", "rec", {"ship": i}))
        return moves

    def deploy_cells(self, state: dict, seat: int, occ: dict) -> list[int]:
        """The free orbit squares of the planets with the seat's cube (of every planet, with Nomadic)."""
        orbit, anywhere = self.board(state).orbit, has(state, seat, "deploy_any")
        return sorted(x for i, owners in enumerate(state["cubes"]) if anywhere or seat in owners
                      for x in orbit[i] if x not in occ)

    def _transport_dests(self, state: dict, occ: dict, start: int, carried: int) -> dict:
        """Squares the flagship may end on (1–2 squares, orthogonal) with a free drop square, → drop list."""
        b = self.board(state)
        dist = self.reach(state, occ, start, 2, False, ignore=(carried,))
        out = {}
        for x, d in dist.items():
            if not d:
                continue
            drops = [y for y in b.diag[x] if y not in b.planet_at and (y not in occ or y in (start, carried))]
            if drops:
                out[x] = drops
        return out

    def _transport_moves(self, state: dict, seat: int) -> list[Move]:
        pend = state["pend"]
        occ = self.occupancy(state)
        ships = state["ships"][seat]
        start, carried = ships[pend["ship"]][1], ships[pend["other"]][1]
        dests = self._transport_dests(state, occ, start, carried)
        if pend.get("dest") is None:
            return [Move(f"tgo:{x}", "tgo", {"to": x}) for x in sorted(dests)] + [Move("tcancel", "tcancel")]
        return [Move(f"tdrop:{y}", "tdrop", {"to": y}) for y in dests[pend["dest"]]]

    def _relocate_moves(self, state: dict, seat: int) -> list[Move]:
        pend = state["pend"]
        if pend.get("planet") is None:
            return [Move(f"rel:{p}:{o}", "rel", {"planet": p, "owner": o}) for p, owners in enumerate(state["cubes"])
                    for o in sorted(set(owners)) if o != seat and self._relocate_dests(state, o, p)]
        return [Move(f"relto:{q}", "relto", {"planet": q})
                for q in self._relocate_dests(state, pend["owner"], pend["planet"])]

    def _relocate_dests(self, state: dict, owner: int, planet: int) -> list[int]:
        cubes = state["cubes"]
        cubes[planet].remove(owner)
        try:
            return [q for q in self.placeable(state, owner) if q != planet]
        finally:
            insort(cubes[planet], owner)

    # ------------------------------------------------------------------ play
    def _play(self, state: dict, seat: int, move: Move) -> list[Event]:
        k, a = move.kind, move.args
        ev: list[Event] = []
        if k == "dom":
            return self._dominance_place(state, seat, a["planet"])
        if k in ("keep", "reroll"):
            return self._fleet(state, seat, k)
        if k in ("take", "refresh", "pass"):
            return self._draw(state, seat, move)
        if k == "drop":
            c = a["card"]
            state["cmd"][seat].remove(c)
            state["cdisc"].append(c)
            state["pend"] = None
            state["phase"] = "draw"
            return [Event("discard", {"seat": seat, "card": c})] + self._after_draw(state, seat)
        if k in ("rel", "relto"):
            return self._relocate(state, seat, move)
        if k in ("tgo", "tdrop", "tcancel"):
            return self._transport(state, seat, move)
        ships = state["ships"][seat]
        t = state["t"]
        state["sel"] = a["ship"] if k == "ship" else None  # any move but a ship's ends the selection
        if k in ("ship", "back"):
            return []
        i = a.get("ship", -1)  # the ship that acts (-1: a move of no ship)
        if k == "go":
            ev += self._maneuver(state, seat, i, a["to"])
            ev.append(Event("move", {"seat": seat, "face": ships[i][0], "from": ships[i][1], "to": a["to"]}))
            ships[i][1] = a["to"]
            t["moved"].append(i)
            self.pay(state, seat, "move")
        elif k == "atk":
            ev += self._maneuver(state, seat, i, a["to"], a["from"])
            if ships[i][1] != a["from"]:
                ev.append(Event("move", {"seat": seat, "face": ships[i][0], "from": ships[i][1], "to": a["from"]}))
                ships[i][1] = a["from"]
            self.pay(state, seat, "move")
            ev += self._combat(state, seat, i, a["to"])
            if state["last"]["won"] or not has(state, seat, "relentless"):
                t["moved"].append(i)
        elif k == "strike":
            t["abil"].append(i)
            ev.append(Event("ability", {"seat": seat, "face": 1, "what": "strike", "at": ships[i][1]}))
            ev += self._combat(state, seat, i, a["to"])
        elif k == "carry":
            state["phase"] = "transport"
            state["pend"] = {"ship": a["ship"], "other": a["other"], "dest": None}
            return []
        elif k == "warp":
            j = a["other"]
            t["abil"].append(i)
            ev.append(Event("warp", {"seat": seat, "a": ships[i][1], "b": ships[j][1], "face": ships[j][0]}))
            ships[i][1], ships[j][1] = ships[j][1], ships[i][1]
        elif k == "mod":
            t["abil"].append(i)
            ev.append(Event("modify", {"seat": seat, "at": ships[i][1], "face": a["face"]}))
            ships[i][0] = a["face"]
        elif k in ("scout", "rec"):
            if k == "scout":
                t["abil"].append(i)
            else:
                self.pay(state, seat, "reconfigure")
            with Rng(state) as rng:
                new = reroll(rng, ships[i][0])
            ev.append(Event("reconfigure", {"seat": seat, "at": ships[i][1], "old": ships[i][0], "face": new,
                                            "free": k == "scout"}))
            ships[i][0] = new
        elif k == "dep":
            i = next(j for j, (_f, p) in enumerate(ships) if p == SCRAP)
            self.pay(state, seat, "deploy")
            with Rng(state) as rng:
                ships[i] = [rng.randint(1, 6), a["to"]]
            ev.append(Event("deploy", {"seat": seat, "to": a["to"], "face": ships[i][0]}))
        elif k == "res":
            self.pay(state, seat, "research")
            ev += self._research(state, seat, 2 if has(state, seat, "research", 2) else 1)
        elif k == "build":
            self.pay(state, seat, "construct", 1 if has(state, seat, "cheap_construct") else 2)
            ev += self._place(state, seat, a["planet"], "build")
            if state["phase"] == "over":
                return ev
            if has(state, seat, "construct_research"):
                ev += self._research(state, seat, 1)
        elif k == "end":
            return ev + self._end_turn(state, seat)
        ev += self._maybe_auto_end(state, seat)
        return ev

    def _maneuver(self, state: dict, seat: int, i: int, to: int, frm: int | None = None) -> list[Event]:
        """Before an Interceptor's move or attack: if it needs a diagonal step, it uses the die's one ability."""
        if not self.needs_maneuver(state, seat, i, to, frm):
            return []
        state["t"]["abil"].append(i)
        return [Event("ability", {"seat": seat, "face": 5, "what": "maneuver", "at": state["ships"][seat][i][1]})]

    def _maybe_auto_end(self, state: dict, seat: int) -> list[Event]:
        if state["phase"] != "play" or state["dq"] or state["t"]["acts"] > 0:
            return []
        return self._end_turn(state, seat) if len(self._play_moves(state, seat)) == 1 else []  # only "end" left

    def _research(self, state: dict, seat: int, n: int) -> list[Event]:
        ev = []
        r = state["res"][seat] + n
        if r >= RESEARCH_TOP and seat != state["seat"]:
            r = RESEARCH_TOP - 1  # a breakthrough only happens on its owner's turn
        elif r >= RESEARCH_TOP:
            r = 1
            draws = 2 if has(state, seat, "brilliant") else 1
            state["t"]["draws"] += draws
            ev.append(Event("breakthrough", {"seat": seat, "draws": draws}))
        state["res"][seat] = r
        ev.insert(0, Event("research", {"seat": seat, "value": r}))
        return ev

    def _dominance(self, state: dict, seat: int, delta: int) -> list[Event]:
        d = max(1, min(DOMINANCE_TOP, state["dom"][seat] + delta))
        if d == state["dom"][seat]:
            return []
        state["dom"][seat] = d
        ev = [Event("dominance", {"seat": seat, "value": d})]
        if d >= DOMINANCE_TOP and seat not in state["dq"] and state["left"][seat] > 0:
            state["dq"].append(seat)
        return ev

    def _combat(self, state: dict, seat: int, i: int, cell: int) -> list[Event]:
        ds, dj = self.occupancy(state)[cell]
        af, df = state["ships"][seat][i][0], state["ships"][ds][dj][0]
        with Rng(state) as rng:
            ar = [rng.randint(1, 6) for _ in range(2 if has(state, seat, "attack_two") else 1)]
            dr = [rng.randint(1, 6) for _ in range(2 if has(state, ds, "defence_two") else 1)]
        atk = af + min(ar) - self.attack_bonus(state, seat, af)
        dfn = df + max(dr) + self.defence_bonus(state, ds, df, cell)
        won = atk <= dfn
        ev = [Event("combat", {"seat": seat, "def": ds, "af": af, "df": df, "ar": min(ar), "dr": max(dr),
                               "atk": atk, "dfn": dfn, "from": state["ships"][seat][i][1], "at": cell, "won": won})]
        state["last"] = dict(ev[0].args)
        if won:
            state["ships"][ds][dj] = [df, SCRAP]
            state["ships"][seat][i][1] = cell
            ev += self._dominance(state, seat, 2 if has(state, seat, "ravenous") else 1)
            ev += self._dominance(state, ds, -2 if has(state, seat, "cruel") else -1)
            if has(state, seat, "tyrannical") and state["res"][ds] > 1:
                state["res"][ds] -= 1
                ev.append(Event("research", {"seat": ds, "value": state["res"][ds]}))
            if has(state, seat, "plundering"):
                ev += self._research(state, seat, 1)
            if has(state, ds, "scrappy"):
                ev += self._research(state, ds, 1)
        elif has(state, ds, "cunning"):
            ev += self._dominance(state, ds, 1)
        return ev

    def attack_bonus(self, state: dict, seat: int, face: int) -> int:
        face_cards = sum(1 for c in state["cmd"][seat] if COMMANDS[c] == ("attack_face", face))
        return cmd_param_sum(state, seat, "attack") + 2 * face_cards

    def defence_bonus(self, state: dict, seat: int, face: int, cell: int) -> int:
        bonus = cmd_param_sum(state, seat, "defence")
        bonus += 2 * sum(1 for c in state["cmd"][seat] if COMMANDS[c] == ("defence_face", face))
        if has(state, seat, "defence_home"):
            p = self.board(state).orbit_of.get(cell)
            if p is not None and seat in state["cubes"][p]:
                bonus += 2
        return bonus

    def _place(self, state: dict, seat: int, planet: int, how: str) -> list[Event]:
        insort(state["cubes"][planet], seat)
        state["left"][seat] -= 1
        if seat == state["seat"] and state["phase"] in ("play", "draw", "relocate", "discard", "transport"):
            state["t"]["placed"] += 1
            state["t"]["draws"] += 1
        ev = [Event("cube", {"seat": seat, "planet": planet, "how": how, "left": state["left"][seat]})]
        if state["left"][seat] == 0:
            state["phase"] = "over"
            state["winners"] = [seat]
            state["end"] = "last_cube"
            state["dq"] = []
            ev.append(Event("win", {"seat": seat}))
        return ev

    def _dominance_place(self, state: dict, seat: int, planet: int) -> list[Event]:
        state["dq"].pop(0)
        state["dom"][seat] = 1
        ev = self._place(state, seat, planet, "dominance")
        if state["phase"] == "over":
            return ev
        ev.append(Event("dominance", {"seat": seat, "value": 1}))
        if not state["dq"] and state["phase"] == "draw":
            return ev + self._after_draw(state, state["seat"])
        if not state["dq"] and state["phase"] == "play":
            ev += self._maybe_auto_end(state, state["seat"])
        return ev

    def _fleet(self, state: dict, seat: int, kind: str) -> list[Event]:
        if kind == "reroll":
            with Rng(state) as rng:
                for ship in state["ships"][seat]:
                    if ship[1] >= 0:
                        ship[0] = rng.randint(1, 6)
        ev = [Event("fleet", {"seat": seat, "reroll": kind == "reroll",
                              "faces": [f for f, p in state["ships"][seat] if p >= 0]})]
        state["fleet"] += 1
        if state["fleet"] >= state["players"]:
            state["phase"] = "play"
            ev.append(Event("turn", {"seat": 0, "round": 1}))
        return ev

    def _transport(self, state: dict, seat: int, move: Move) -> list[Event]:
        pend = state["pend"]
        if move.kind == "tcancel":
            state["phase"], state["pend"] = "play", None
            return []
        if move.kind == "tgo":
            pend["dest"] = move.args["to"]
            return []
        ships = state["ships"][seat]
        f, o = ships[pend["ship"]], ships[pend["other"]]
        ev = [Event("transport", {"seat": seat, "from": f[1], "to": pend["dest"], "carried": o[1],
                                  "drop": move.args["to"], "face": o[0]})]
        f[1], o[1] = pend["dest"], move.args["to"]
        t = state["t"]
        t["abil"].append(pend["ship"])
        t["moved"].append(pend["ship"])
        self.pay(state, seat, "move")
        state["phase"], state["pend"] = "play", None
        return ev + self._maybe_auto_end(state, seat)

    def _relocate(self, state: dict, seat: int, move: Move) -> list[Event]:
        pend = state["pend"]
        if move.kind == "rel":
            pend["planet"], pend["owner"] = move.args["planet"], move.args["owner"]
            return []
        p, o, q = pend["planet"], pend["owner"], move.args["planet"]
        state["cubes"][p].remove(o)
        insort(state["cubes"][q], o)
        state["pend"] = None
        state["phase"] = "draw"
        return [Event("relocate", {"seat": seat, "owner": o, "from": p, "to": q})] + self._after_draw(state, seat)

    # ------------------------------------------------------------------ end of turn and cards
    def _end_turn(self, state: dict, seat: int) -> list[Event]:
        ev = []
        if has(state, seat, "strategic") and not state["t"]["placed"]:
            ev += self._research(state, seat, 1)
        state["phase"] = "draw"
        return ev + self._after_draw(state, seat)

    def _after_draw(self, state: dict, seat: int) -> list[Event]:
        """Continue the end of a turn: more draws, a dominance cube, a bonus turn or the next player."""
        if state["phase"] == "over" or state["dq"]:
            return []
        t = state["t"]
        if t["draws"] > 0:
            if self._legal_moves(state, seat)[0].kind != "pass":
                return []
            t["draws"] = 0
        if t["momentum"] > 0:
            state["t"] = fresh_turn(2, t["momentum"] - 1)
            state["phase"] = "play"
            return [Event("momentum", {"seat": seat})] + self._maybe_auto_end(state, seat)
        return self._next_turn(state)

    def _next_turn(self, state: dict) -> list[Event]:
        n = state["players"]
        seat = (state["seat"] + 1) % n
        if seat == 0:
            state["round"] += 1
            if state["round"] > ROUND_LIMIT:
                return self._round_limit(state)
        state["seat"] = seat
        state["t"] = fresh_turn(ACTIONS + cmd_param_sum(state, seat, "actions"))
        state["phase"] = "play"
        ev = [Event("turn", {"seat": seat, "round": state["round"]})]
        if has(state, seat, "arrogant"):
            mine = CUBES_USED - state["left"][seat]
            if all(mine > CUBES_USED - state["left"][s] for s in range(n) if s != seat):
                ev += self._dominance(state, seat, 1)
        return ev

    def _round_limit(self, state: dict) -> list[Event]:
        # the most cubes placed (the fewest left), then dominance, then research
        keys = [(-state["left"][s], state["dom"][s], state["res"][s]) for s in range(state["players"])]
        state["winners"] = [s for s, key in enumerate(keys) if key == max(keys)]
        state["phase"] = "over"
        state["end"] = "round_limit"
        state["dq"] = []
        return [Event("limit", {"winners": list(state["winners"])})]

    def _refill(self, state: dict) -> None:
        disp = state["disp"]
        for k in range(len(disp)):
            if disp[k] is None:
                deck, disc = ("gdeck", "gdisc") if k < DISPLAY_GAMBITS else ("cdeck", "cdisc")
                if not state[deck] and state[disc]:
                    with Rng(state) as rng:
                        state[deck] = state[disc]
                        state[disc] = []
                        rng.shuffle(state[deck])
                if state[deck]:
                    disp[k] = state[deck].pop()

    def _draw(self, state: dict, seat: int, move: Move) -> list[Event]:
        t = state["t"]
        if move.kind == "pass":
            t["draws"] = 0
            return self._after_draw(state, seat)
        t["draws"] -= 1
        if move.kind == "refresh":
            for k, c in enumerate(state["disp"]):
                if c:
                    state["gdisc" if k < DISPLAY_GAMBITS else "cdisc"].append(c)
                state["disp"][k] = None
            self._refill(state)
            return [Event("refresh", {"seat": seat, "disp": list(state["disp"])})] + self._after_draw(state, seat)
        k = move.args["k"]
        card = state["disp"][k]
        state["disp"][k] = None
        self._refill(state)
        if k >= DISPLAY_GAMBITS:
            state["cmd"][seat].append(card)
            ev = [Event("command", {"seat": seat, "card": card, "disp": list(state["disp"])})]
            if len(state["cmd"][seat]) > MAX_COMMANDS:  # one to discard first
                state["phase"], state["pend"] = "discard", {"cards": list(state["cmd"][seat])}
                return ev
            return ev + self._after_draw(state, seat)
        ev = [Event("gambit", {"seat": seat, "card": card, "disp": list(state["disp"])})]
        state["gdisc"].append(card)
        ev += self._gambit(state, seat, card)
        return ev + self._after_draw(state, seat) if state["phase"] == "draw" else ev  # else a Relocation to make

    def _gambit(self, state: dict, seat: int, card: str) -> list[Event]:
        ships = state["ships"][seat]
        if card == "expansion":
            for ship in ships:
                if ship[1] == EXPANSION:
                    ship[1] = SCRAP
                    return [Event("expansion", {"seat": seat})]
            return [Event("no_effect", {"seat": seat, "card": card})]
        if card == "aggression":
            return self._dominance(state, seat, 2)
        if card == "momentum":
            state["t"]["momentum"] += 1
            return []
        if card == "relocation":
            state["phase"], state["pend"] = "relocate", {"planet": None}
            if not self._relocate_moves(state, seat):
                state["phase"], state["pend"] = "draw", None
                return [Event("no_effect", {"seat": seat, "card": card})]
            return []
        if card == "reorganization":
            with Rng(state) as rng:
                for ship in ships:
                    if ship[1] >= 0:
                        ship[0] = rng.randint(1, 6)
            return [Event("reorganize", {"seat": seat, "faces": [[p, f] for f, p in ships if p >= 0]})]
        if card == "sabotage":
            ev = []
            for s in range(state["players"]):
                if s != seat and state["cmd"][s]:
                    c = state["cmd"][s].pop(0)
                    state["cdisc"].append(c)
                    ev.append(Event("discard", {"seat": s, "card": c}))
            return ev or [Event("no_effect", {"seat": seat, "card": card})]
        return []

    # ------------------------------------------------------------------ view
    def _computed(self, state: dict, seat: int | None, view: dict) -> None:
        t = state["t"]
        view.update({"acts": t["acts"], "moved": list(t["moved"]), "abil": list(t["abil"]), "draws": t["draws"],
                     "momentum": t["momentum"], "end": state.get("end"), "to_act": self.to_act(state)})
        if seat is not None:
            view["me"] = seat

