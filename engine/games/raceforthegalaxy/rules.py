"""Race for the Galaxy (base game), 2–4 players: the rules.

Rule choices and assumptions (the BGA page is the floor, the published rules fill it in):
- 3–4 players choose one action card a round; 2 players play the expert game (two different action
  cards among nine: a second Develop and a second Settle) unless the option ``basic`` is set, which
  plays the one-action game with two players too.
- A phase runs when someone chose it. Develop (Settle) runs twice when one player chose both Develop
  (Settle) cards; who chose one such card gets the bonus in the first run, who chose both in both.
  Explore +5 and +1/+1 chosen together add up in one Explore phase; Trade and ×2 chosen together
  both apply in one Consume phase.
- Setup: a random start world each, the unused start worlds go into the deck; 6 cards dealt, each
  player discards 2 (secretly, one at a time); 12 VP chips per player; Alpha Centauri's windfall good.
- Explore: draw 2 (+5 / +1 and keep +1 for the chooser, + Explore powers), keep 1 (+ powers), the
  rest is discarded face down.
- Develop and Settle: each player secretly picks a card (or passes) and pays by discarding cards one
  at a time; all placements are revealed together. Cards placed this phase give no power before the
  next phase. Develop bonus: cost −1; Settle bonus: draw 1 after placing a world. Costs never go
  below 0. A development already in your tableau cannot be placed again. Military worlds are
  conquered with military ≥ defense (no cards); conditional military (vs Rare / Alien / Rebel) counts
  only against such a world. Takeovers do not exist in the base game.
- Contact Specialist: a military world whose good is not Alien may be paid as a normal world at
  defense − 1 cards; every world discount applies to that payment, Replicant Robots' "non-military
  world" discount included (Keldon's engine). Colony Ship: discard it from the tableau to place a
  non-military world for 0 cards, except a world whose good is Alien (Keldon's engine excludes only
  those: Alien Rosetta Stone World, an Alien-symbol world without a good, may be placed). New
  Military Tactics: discard it from the tableau for +3 military this phase (offered when needed).
- Consume: the Trade chooser must first sell one good (Novelty 2, Rare 3, Genes 4, Alien 5 cards +
  trade powers). Then each consume power is used at most once per phase ("up to N×" powers up to N
  goods); consuming is mandatory while some power can take a good, in the order the player picks.
  ×2 doubles the VP of consume powers (not of "discard cards for VP"). Black Market Trading World
  and Trade League allow one sale in the Consume phase without the Trade action (Black Market
  without trade bonuses). Gambling World: name a cost 0–7, the top card is shown; kept if its cost
  matches, else discarded (ASSUMPTION: 0–7 covers every cost in the deck).
- Produce: every empty production world gets a good; windfall powers then the chooser's bonus put
  goods on empty windfall worlds (kind-specific powers first, "any" after); then the draw powers,
  counting every good placed this phase (windfall included) as produced.
- End of round: hand limit 10 (discard one card at a time). The game ends after a round in which a
  tableau reached 12 cards or the VP chips ran out; VP earned after the chips run out are still
  scored (an unlimited reserve).
- Score: chips + card VP + 6-cost developments (each tableau card counts for the first matching line
  only). New Galactic Order scores the military as it is, negative included (Keldon's engine).
  Tie: most cards in hand + goods; still tied: shared win.
- An empty deck is refilled by shuffling the discard pile; if both are empty, fewer cards are drawn.
- Card names are kept in English in both languages (proper nouns of the cards).
- 2-player expert game: any two different cards of the nine; the second Develop (Settle) card alone
  works as a Develop (Settle) card.
- Choices are small steps: a card to place, then each card paid one at a time; consume: a power, then
  each good; a hand of more than 20 different cards is offered as worlds, then developments.
- determinize (for search AIs): unseen cards re-dealt; other players' unrevealed placements become
  "still choosing" or "passed" (a legal possibility), their unrevealed action cards re-drawn.
"""

from __future__ import annotations

from engine import Event, Game, GameInfo, Move, Option, Rng, clone
from engine.visibility import Visibility, per_seat, secret

from . import data as D
from .data import CARDS, KINDS, PRICE

# The state's keys and their shapes, for the game's own copy (``copy_state``).
_FLAT = ("deck", "discard", "vp")  # lists of immutables
_NESTED = ("hands", "tab", "goods", "acts", "made")  # lists of lists of immutables
_SHALLOW_DICTS = ("plan",)  # lists of dicts of immutables
_KNOWN = frozenset(("game", "v", "players", "seed", "options", "rng", "pool", "round", "step", "two", "pi",
                    "last", "shown", "tasks", "sel", "cpow", *_FLAT, *_NESTED, *_SHALLOW_DICTS))


def _copy_task(t: dict) -> dict:
    new = t.copy()
    for k, v in new.items():
        if type(v) is list:  # drawn, got: lists of immutables
            new[k] = v[:]
    return new


_STABLE = frozenset(("act", "dev", "set", "cgood", "gamble"))  # tasks _normalize never resolves
_FLAT_TASKS = frozenset(("act", "disc", "dev", "set", "pay", "sell", "cons", "dvp", "gamble", "wind"))  # no lists


# Each card's powers by phase, and the moves that depend only on their id, built once: a Move is frozen and
# its args are never changed, so the same object serves every state.
_BY_PHASE = {c: {ph: tuple(p for p in card[9] if p[0] == ph) for ph in ("I", "II", "III", "$", "IV", "V")}
             for c, card in CARDS.items()}
_CARD_MOVES = {kind: {c: Move(f"{kind}:{c}", kind, {"card": c}) for c in CARDS}
               for kind in ("disc", "keep", "pay", "dvp")}
_ACT_MOVES = {a: Move(f"act:{a}", "act", {"a": a}) for a in D.ACTIONS}
_BETS = [Move(f"bet:{v}", "bet", {"v": v}) for v in range(8)]
_PASS, _DONE, _STOP = Move("pass", "pass"), Move("done", "done"), Move("stop", "stop")
_REDO = Move("redo", "redo")  # take back an action choice (the 2-player game's one or two cards)
_PRIVATE_TASKS = frozenset(("act", "keep", "disc", "pay", "dev", "set", "dvp"))  # shown in the seat's view
_MOVES: dict = {}  # the other moves, by (kind, their args), built when first needed


def _dev_move(c: str, cost: int) -> Move:
    m = _MOVES.get(("dev", c, cost))
    if m is None:
        m = _MOVES["dev", c, cost] = Move(f"dev:{c}", "dev", {"card": c, "cost": cost})
    return m


def _set_move(how: str, c: str, cost: int) -> Move:
    m = _MOVES.get(("set", how, c, cost))
    if m is None:
        m = _MOVES["set", how, c, cost] = Move(f"{how}:{c}", "set", {"how": how, "card": c, "cost": cost})
    return m


def _slot_move(kind: str, key: str, i: int, card: str) -> Move:
    """``sell:i`` / ``good:i`` / ``wind:i`` (args ``i``, ``card``) and ``use:n`` (args ``n``, ``card``)."""
    m = _MOVES.get((kind, i, card))
    if m is None:
        m = _MOVES[kind, i, card] = Move(f"{kind}:{i}", kind, {key: i, "card": card})
    return m


def copy_state(state: dict) -> dict:
    """A deep copy of a state, about ten times cheaper than the generic one (``engine.clone``, marshal).

    It knows the state's shape: the strings, numbers, booleans and None it holds are immutable and shared;
    every list and dict is new, so the copy shares no mutable object with ``state``. A key it does not know
    (or a value of an unexpected shape) is copied by ``engine.clone``."""
    new = state.copy()
    lc, dc = list.copy, dict.copy
    new["deck"] = state["deck"][:]
    new["discard"] = state["discard"][:]
    new["vp"] = state["vp"][:]
    new["hands"] = list(map(lc, state["hands"]))
    new["tab"] = list(map(lc, state["tab"]))
    new["goods"] = list(map(lc, state["goods"]))
    new["acts"] = list(map(lc, state["acts"]))
    new["made"] = list(map(lc, state["made"]))
    new["plan"] = list(map(dc, state["plan"]))
    new["options"] = state["options"].copy()
    shown = state["shown"]
    if shown is not None:
        new["shown"] = list(map(lc, shown))
    new["tasks"] = [[t.copy() if t["t"] in _FLAT_TASKS else _copy_task(t) for t in ts] for ts in state["tasks"]]
    new["sel"] = [None if x is None else {**x, "paid": x["paid"][:]} for x in state["sel"]]
    new["cpow"] = [list(map(dc, cs)) for cs in state["cpow"]]
    if len(state) != len(_KNOWN) or not _KNOWN.issuperset(state):
        for k in state.keys() - _KNOWN:
            new[k] = clone(state[k])
    return new


class RaceRules(Game):
    info = GameInfo(
        id="raceforthegalaxy", names={"en": "Race for the Galaxy", "fr": "Race for the Galaxy"},
        min_players=2, max_players=4,
        options=(Option("basic", bool, False, names={
            "en": "2 players: basic game (one action a round)",
            "fr": "2 joueurs : jeu de base (une action par tour)"}),),
        simultaneous=True
    )
    # The deck, the discard pile and the hands are cards nobody (or one seat) sees. The view computes the rest
    # (``_computed``): a hand's size counts the card and payment being placed, and the seat sees its hand
    # sorted. ``hidden`` adds the goods (face-down cards on worlds), the action cards while chosen, the
    # placements and explore draws; ``determinize`` stays its own: other players' unrevealed choices are
    # re-made, not re-dealt, and its re-deal draws from one pool in its own order (stored AI games replay).
    visibility = Visibility(parts=(secret("deck", size="deck", dealt=False),
                                   secret("discard", size="discard", dealt=False),
                                   per_seat("hands", dealt=False)),
                            public=("round", "step", "two", "pool", "vp", "pi"))
    trace: set | None = None  # tests set it to collect the cards whose power was applied

    def _hit(self, card: str) -> None:
        if self.trace is not None:
            self.trace.add(card)

    # ================================================================= setup
    def _setup(self, state: dict) -> None:
        n = state["players"]
        with Rng(state) as rng:
            starts = list(D.START_WORLDS)
            rng.shuffle(starts)
            deck = D.deck_cards() + starts[n:]
            rng.shuffle(deck)
        state.update({
            "deck": deck, "discard": [], "hands": [[] for _ in range(n)],
            "tab": [[starts[i]] for i in range(n)], "goods": [[None] for _ in range(n)],
            "vp": [0] * n, "pool": D.CHIPS_PER_PLAYER * n, "round": 0, "step": "init",
            "two": n == 2 and not state["options"]["basic"],
            "acts": [[] for _ in range(n)], "shown": None, "plan": [], "pi": 0,
            "tasks": [[] for _ in range(n)], "sel": [None] * n, "made": [[] for _ in range(n)],
            "cpow": [[] for _ in range(n)], "last": None,
        })
        for s in range(n):
            state["hands"][s] = self._draw(state, 6)
            state["tasks"][s] = [{"t": "disc", "n": 2, "why": "init"}]
            if D.mode(starts[s]) == "W":
                state["goods"][s][0] = self._draw1(state)

    # ================================================================= helpers
    def _draw(self, state: dict, n: int) -> list[str]:
        out: list[str] = []
        while len(out) < n and (c := self._draw1(state)) is not None:
            out.append(c)
        return out

    def _draw1(self, state: dict):
        if not state["deck"]:
            if not state["discard"]:
                return None
            with Rng(state) as rng:
                pile = state["discard"]
                rng.shuffle(pile)
                state["deck"], state["discard"] = pile, []
        return state["deck"].pop()

    def _give(self, state: dict, seat: int, n: int, ev: list, why: str) -> None:
        got = self._draw(state, n)
        state["hands"][seat].extend(got)
        if got:
            ev.append(Event("draw", {"seat": seat, "n": len(got), "why": why}))

    def _award(self, state: dict, seat: int, n: int, ev: list, why: str) -> None:
        if n <= 0:
            return
        state["vp"][seat] += n
        state["pool"] -= n
        ev.append(Event("vp", {"seat": seat, "n": n, "why": why}))

    def _pw(self, state: dict, seat: int, phase: str):
        """(card, power) for every power of that phase in the seat's tableau."""
        for c in state["tab"][seat]:
            for p in _BY_PHASE[c][phase]:
                yield c, p

    def _chose(self, state: dict, seat: int, phase: str, k: int = 1) -> bool:
        return sum(1 for a in state["acts"][seat] if D.PHASE_OF[a] == phase) >= k

    # ================================================================= flow
    def to_act(self, state: dict) -> list[int]:
        return [s for s, ts in enumerate(state["tasks"]) if ts]

    def required_seats(self, state: dict) -> list[int]:
        """The seats play waits on: a seat that has chosen its action card(s) may still change its mind until
        everyone has chosen (it stays in ``to_act``), but nobody waits on it."""
        return [s for s, ts in enumerate(state["tasks"]) if ts and not (ts[0]["t"] == "act" and ts[0].get("ok"))]

    @staticmethod
    def _chosen(ts: list) -> bool:
        return not ts or (ts[0]["t"] == "act" and bool(ts[0].get("ok")))

    def legal_moves(self, state: dict, seat: int) -> list[Move]:
        # the base class's, with ``seat in to_act(state)`` read directly from the seat's tasks
        if not self._is_seat(state, seat) or not state["tasks"][seat]:
            return []
        return self._legal_moves(state, seat)

    def apply_move(self, state: dict, seat: int, move_id) -> tuple[dict, list[Event], Move]:
        """The base class's ``apply_move``, finding the move with :meth:`_find_move` and copying the state with the
        game's own :func:`copy_state` instead of the generic copy (the input state is left untouched and shares
        nothing mutable with the result). A move it does not find goes to the base class, which says why."""
        move = None
        if self._is_seat(state, seat) and state["tasks"][seat] and isinstance(move_id, str):
            move = self._find_move(state, seat, move_id)
        if move is None:
            return super().apply_move(state, seat, move_id)  # the base class's refusal
        new = copy_state(state)
        return new, self._play(new, seat, move), move

    def _find_move(self, state: dict, seat: int, move_id: str) -> Move | None:
        """The legal move of that id, or None: what scanning ``_legal_moves`` finds, decided directly for
        the card choices (discard, pay, keep, discard for VP) and the action choice."""
        t = state["tasks"][seat][0]
        kind = t["t"]
        head, _, arg = move_id.partition(":")
        if kind in ("disc", "pay", "dvp", "keep", "act"):
            if kind == "dvp" and move_id == "stop":
                return _STOP
            if kind == "act" and move_id == "redo":
                return _REDO if state["two"] and state["acts"][seat] else None
            if head != kind:
                return None
            if kind == "act":
                pool = D.ACTIONS if state["two"] else D.ONE_PLAYER_ACTIONS
                if state["two"] and t.get("ok"):
                    return None
                return _ACT_MOVES[arg] if arg in pool and arg not in state["acts"][seat] else None
            cards = t["drawn"] if kind == "keep" else state["hands"][seat]
            return _CARD_MOVES[kind][arg] if arg in cards else None
        for move in self._legal_moves(state, seat):
            if move.id == move_id:
                return move
        return None

    def _continue(self, state: dict, ev: list) -> None:
        for s in range(state["players"]):
            self._normalize(state, s, ev)
        guard = 0
        while not any(state["tasks"]) and state["step"] != "over":
            guard += 1
            if guard > 50:  # pragma: no cover - a flow bug
                raise RuntimeError("flow loop")
            self._finish_step(state, ev)
            for s in range(state["players"]):
                self._normalize(state, s, ev)

    def _finish_step(self, state: dict, ev: list) -> None:
        step = state["step"]
        if step in ("init", "limit"):
            # the end: after a round in which a tableau reached 12 cards or the VP chips ran out
            if step == "limit" and (state["pool"] <= 0 or any(len(t) >= D.TABLEAU_END for t in state["tab"])):
                state["step"] = "over"
                ev.append(Event("game_end", {"scores": self.scores(state)}))
                return
            self._start_round(state, ev)
        elif step == "choose":
            self._reveal_actions(state, ev)
        else:  # the end of a phase
            if step in ("II", "III"):
                self._reveal_placements(state, ev, step)
            elif step == "V":
                self._produce_draws(state, ev)
            state["pi"] += 1
            self._next_phase(state, ev)

    def _start_round(self, state: dict, ev: list) -> None:
        state["round"] += 1
        state["step"] = "choose"
        state["acts"] = [[] for _ in range(state["players"])]
        state["shown"] = None
        for s in range(state["players"]):
            state["tasks"][s] = [{"t": "act"}]
        ev.append(Event("round", {"round": state["round"]}))

    def _reveal_actions(self, state: dict, ev: list) -> None:
        state["shown"] = [list(a) for a in state["acts"]]
        ev.append(Event("actions", {"acts": state["shown"]}))
        plan = []
        for phase in ("I", "II", "III", "IV", "V"):
            runs = max(sum(1 for a in acts if D.PHASE_OF[a] == phase) for acts in state["acts"])
            # Explore and Consume run once (both their cards' bonuses add up); Develop and Settle run twice when
            # one player chose both their cards
            plan += [{"p": phase, "k": k} for k in range(1, (min(runs, 1) if phase in ("I", "IV") else runs) + 1)]
        state["plan"], state["pi"] = plan, 0
        self._next_phase(state, ev)

    def _next_phase(self, state: dict, ev: list) -> None:
        if state["pi"] >= len(state["plan"]):
            self._end_round(state, ev)
            return
        ph = state["plan"][state["pi"]]
        state["step"] = ph["p"]
        ev.append(Event("phase", {"phase": ph["p"]}))
        getattr(self, "_begin_" + {"I": "explore", "II": "develop", "III": "settle", "IV": "consume",
                                   "V": "produce"}[ph["p"]])(state, ph["k"], ev)

    def _end_round(self, state: dict, ev: list) -> None:
        state["step"] = "limit"
        for s in range(state["players"]):
            over = len(state["hands"][s]) - D.HAND_LIMIT
            if over > 0:
                state["tasks"][s] = [{"t": "disc", "n": over, "why": "limit"}]

    # ================================================================= phases
    def _begin_explore(self, state: dict, k: int, ev: list) -> None:
        for s in range(state["players"]):
            acts = state["acts"][s]
            draw = 2 + (5 if "e5" in acts else 0) + (1 if "e11" in acts else 0)
            keep = 1 + (1 if "e11" in acts else 0)
            for _c, p in self._pw(state, s, "I"):
                self._hit(_c)
                if p[1] == "draw":
                    draw += p[2]
                else:
                    keep += p[2]
            drawn = self._draw(state, draw)
            state["tasks"][s] = [{"t": "keep", "drawn": drawn, "n": min(keep, len(drawn)), "kept": 0}]
            ev.append(Event("explore", {"seat": s, "n": len(drawn), "keep": min(keep, len(drawn))}))

    def _begin_develop(self, state: dict, k: int, ev: list) -> None:
        for s in range(state["players"]):
            for _c, p in self._pw(state, s, "II"):
                if p[1] == "dstart":
                    self._hit(_c)
                    self._give(state, s, p[2], ev, "dstart")
            state["sel"][s] = None
            state["tasks"][s] = [{"t": "dev"}]

    def _begin_settle(self, state: dict, k: int, ev: list) -> None:
        for s in range(state["players"]):
            state["sel"][s] = None
            state["tasks"][s] = [{"t": "set"}]

    def _begin_consume(self, state: dict, k: int, ev: list) -> None:
        for s in range(state["players"]):
            for _c, p in self._pw(state, s, "IV"):
                if p[1] == "draw":
                    self._hit(_c)
                    self._give(state, s, p[2], ev, "newecon")
            cp = []
            for i, c in enumerate(state["tab"][s]):
                for j, p in enumerate(CARDS[c][9]):
                    if p[0] == "IV" and p[1] != "draw":
                        cp.append({"c": i, "j": j, "left": p[4] if p[1] == "cons" else 1})
            state["cpow"][s] = cp
            trade = [{"t": "sell", "bonus": True, "forced": True}] if "trade" in state["acts"][s] else []
            state["tasks"][s] = [*trade, {"t": "cons"}]

    def _begin_produce(self, state: dict, k: int, ev: list) -> None:
        for s in range(state["players"]):
            made = []
            for i, c in enumerate(state["tab"][s]):
                if state["goods"][s][i] is None and ("V", "prod") in CARDS[c][9]:
                    g = self._draw1(state)
                    if g is not None:
                        state["goods"][s][i] = g
                        made.append(i)
                        self._hit(c)
            state["made"][s] = made
            if made:
                ev.append(Event("produce", {"seat": s, "worlds": [state["tab"][s][i] for i in made]}))
            # the windfall powers of one kind first, then those of any kind, then the chooser's bonus
            winds = ({"t": "wind", "kind": p[2], "src": c} for c, p in self._pw(state, s, "V") if p[1] == "wind")
            tasks = sorted(winds, key=lambda task: task["kind"] == "any")
            if "prod" in state["acts"][s]:
                tasks.append({"t": "wind", "kind": "any", "src": "bonus"})
            state["tasks"][s] = tasks

    def _produce_draws(self, state: dict, ev: list) -> None:
        n = state["players"]
        counts = [{k: sum(1 for i in state["made"][s] if D.good(state["tab"][s][i]) == k) for k in KINDS}
                  for s in range(n)]
        for s in range(n):
            total = 0
            for i, c in enumerate(state["tab"][s]):
                for p in _BY_PHASE[c]["V"]:
                    code = p[1]
                    was = total
                    if code == "pdraw" and i in state["made"][s] or code == "draw":
                        total += p[2]
                    elif code == "perkind":
                        total += sum(1 for k in KINDS if counts[s][k])
                    elif code == "perprod":
                        total += counts[s][p[2]]
                    elif code == "most":
                        if all(counts[s][p[2]] > counts[o][p[2]] for o in range(n) if o != s):
                            total += p[3]
                    elif code == "perworld":
                        total += sum(1 for w in state["tab"][s] if D.ctype(w) == "W" and D.good(w) == p[2])
                    if total > was:
                        self._hit(c)
            self._give(state, s, total, ev, "produce")
            state["made"][s] = []

    # ================================================================= costs
    def _dev_discount(self, state: dict, seat: int) -> int:
        k = state["plan"][state["pi"]]["k"] if state["plan"] else 1
        d = 1 if self._chose(state, seat, "II", k) else 0
        return d + sum(p[2] for _c, p in self._pw(state, seat, "II") if p[1] == "ddisc")

    def military(self, state: dict, seat: int, card: str | None = None) -> int:
        """The seat's military, against ``card`` (conditional military counts only against such a world)."""
        return sum(p[2] for _c, p in self._pw(state, seat, "III")
                   if p[1] == "mil" and (len(p) == 3 or card is not None and (
                       (p[3] == "rebel" and "rebel" in D.symbols(card)) or p[3] == D.good(card))))

    def settle_options(self, state: dict, seat: int) -> list[tuple[str, str, int]]:
        """(how, card, cost in cards) for every way to place a world from hand."""
        hand = state["hands"][seat]
        room = len(hand) - 1
        out = []
        # one pass over the Settle powers: the discounts, the military and the special ways to place
        disc: dict = {}
        codes, mil0, cond = set(), 0, []
        for _c, p in self._pw(state, seat, "III"):
            code = p[1]
            codes.add(code)
            if code == "wdisc":  # by kind of good, or "nonmil"
                disc[p[3]] = disc.get(p[3], 0) + p[2]
            elif code == "mil":
                if len(p) == 3:
                    mil0 += p[2]
                else:
                    cond.append(p)
        contact, colony, tactics = "contact" in codes, "colony" in codes, "tactics" in codes
        nonmil = disc.get("nonmil", 0)
        for card in sorted(set(hand)):
            info = CARDS[card]
            if info[1] != "W":
                continue
            cost, kind = info[2], info[4]
            alien = kind == "alien"  # Keldon's engine: only worlds whose good is Alien are excluded
            if info[6]:
                rebel = "rebel" in info[7]
                mil = mil0 + sum(p[2] for p in cond if (p[3] == "rebel" and rebel) or p[3] == kind)
                if mil >= cost:
                    out.append(("set", card, 0))
                elif tactics and mil + 3 >= cost:
                    out.append(("tac", card, 0))
                if contact and not alien:
                    c = max(0, cost - 1 - nonmil - disc.get(kind, 0))
                    if c <= room:
                        out.append(("con", card, c))
            else:
                c = max(0, cost - nonmil - disc.get(kind, 0))
                if c <= room:
                    out.append(("set", card, c))
                if colony and not alien and c > 0:
                    out.append(("col", card, 0))
        return out

    # ================================================================= tasks
    def _normalize(self, state: dict, seat: int, ev: list) -> None:
        """Drop finished tasks and resolve the ones with a single forced outcome."""
        tasks = state["tasks"][seat]
        while tasks:
            t = tasks[0]
            kind = t["t"]
            if kind in _STABLE:
                break
            if kind == "disc" and (t["n"] <= 0 or not state["hands"][seat]):
                tasks.pop(0)
                ev.append(Event("discarded", {"seat": seat, "n": t.get("done", 0), "why": t["why"]}))
                continue
            if kind == "keep" and t["drawn"] and t["n"] - t["kept"] >= len(t["drawn"]):
                ev.append(Event("you_keep", {"seat": seat, "cards": sorted(t["drawn"])}, to=[seat]))
                state["hands"][seat].extend(t["drawn"])
                t["kept"] += len(t["drawn"])
                t["drawn"] = []
            if kind == "keep" and (t["kept"] >= t["n"] or not t["drawn"]):
                if t["drawn"]:
                    ev.append(Event("you_discard", {"seat": seat, "cards": sorted(t["drawn"])}, to=[seat]))
                state["discard"].extend(t["drawn"])
                ev.append(Event("kept", {"seat": seat, "n": t["kept"], "gone": len(t["drawn"])}))
                tasks.pop(0)
                continue
            if kind == "wind":
                targets = self._wind_targets(state, seat, t["kind"])
                if len(targets) == 1:
                    self._windfall(state, seat, targets[0], t["src"], ev)
                if len(targets) <= 1:
                    tasks.pop(0)
                    continue
            # done: nothing left to pay, no good to sell, no power to consume with, nothing to discard for VP
            if (kind == "pay" and t["n"] <= 0 or kind == "sell" and not self._goods(state, seat, "any")
                    or kind == "cons" and not self._usable(state, seat)
                    or kind == "dvp" and (t["n"] <= 0 or not state["hands"][seat])):
                tasks.pop(0)
                continue
            break

    def _goods(self, state: dict, seat: int, want: str) -> list[int]:
        tab = state["tab"][seat]
        return [i for i, g in enumerate(state["goods"][seat])
                if g is not None and (want == "any" or CARDS[tab[i]][4] == want)]

    def _wind_targets(self, state: dict, seat: int, want: str) -> list[int]:
        goods = state["goods"][seat]
        return [i for i, c in enumerate(state["tab"][seat])
                if goods[i] is None and CARDS[c][5] == "W" and (want == "any" or CARDS[c][4] == want)]

    def _windfall(self, state: dict, seat: int, i: int, src: str, ev: list) -> None:
        g = self._draw1(state)
        if g is None:
            return
        state["goods"][seat][i] = g
        state["made"][seat].append(i)
        ev.append(Event("windfall", {"seat": seat, "world": state["tab"][seat][i], "src": src}))
        if src != "bonus":
            self._hit(src)

    def _power(self, state: dict, seat: int, n: int) -> tuple:
        cp = state["cpow"][seat][n]
        return CARDS[state["tab"][seat][cp["c"]]][9][cp["j"]]

    def _can_use(self, state: dict, seat: int, n: int) -> bool:
        cp = state["cpow"][seat][n]
        if cp["left"] <= 0:
            return False
        p = self._power(state, seat, n)
        if p[1] == "cons":
            if p[2] == "diff":
                kinds = {D.good(state["tab"][seat][i]) for i in self._goods(state, seat, "any")}
                return len(kinds) >= p[3]
            return len(self._goods(state, seat, p[2])) >= p[3]
        if p[1] in ("all", "sell"):
            return bool(self._goods(state, seat, "any"))
        if p[1] == "dvp":
            return bool(state["hands"][seat])
        return p[1] == "gamble"

    def _usable(self, state: dict, seat: int) -> list[int]:
        """The consume powers ``_can_use`` allows, reading the seat's goods once."""
        tab, goods = state["tab"][seat], state["goods"][seat]
        have = [CARDS[tab[i]][4] for i, g in enumerate(goods) if g is not None]  # the kind of each good
        out = []
        for n, cp in enumerate(state["cpow"][seat]):
            if cp["left"] <= 0:
                continue
            p = CARDS[tab[cp["c"]]][9][cp["j"]]
            code = p[1]
            if code == "cons":
                want = p[2]
                if want == "diff":
                    ok = len(set(have)) >= p[3]
                else:
                    ok = (len(have) if want == "any" else have.count(want)) >= p[3]
            elif code == "all" or code == "sell":
                ok = bool(have)
            elif code == "dvp":
                ok = bool(state["hands"][seat])
            else:
                ok = code == "gamble"
            if ok:
                out.append(n)
        return out

    def _cons_moves(self, state: dict, seat: int) -> list[Move]:
        usable = self._usable(state, seat)
        tab, cpow = state["tab"][seat], state["cpow"][seat]
        moves = [_slot_move("use", "n", n, tab[cpow[n]["c"]]) for n in usable]
        if moves and not any(self._power(state, seat, n)[1] in ("cons", "all") for n in usable):  # consuming is a must
            moves.append(_DONE)
        return moves

    # ================================================================= moves
    def _legal_moves(self, state: dict, seat: int) -> list[Move]:
        t = state["tasks"][seat][0]
        kind = t["t"]
        hand = state["hands"][seat]
        if kind in _CARD_MOVES:  # disc, pay, keep, dvp: a move per card
            cm = _CARD_MOVES[kind]
            moves = [cm[c] for c in sorted(set(t["drawn"] if kind == "keep" else hand))]
            return moves + [_STOP] if kind == "dvp" else moves
        if kind == "act":
            acts = state["acts"][seat]
            if state["two"]:
                return ([] if t.get("ok") else [_ACT_MOVES[a] for a in D.ACTIONS if a not in acts]) \
                    + ([_REDO] if acts else [])
            # chosen already: another card replaces it (a change of mind, until everyone has chosen)
            return [_ACT_MOVES[a] for a in D.ONE_PLAYER_ACTIONS if a not in acts]
        if kind == "dev":
            moves = []
            tab, room, disc = state["tab"][seat], len(hand) - 1, self._dev_discount(state, seat)
            for c in sorted(set(hand)):
                info = CARDS[c]
                if info[1] == "D" and c not in tab:
                    cost = max(0, info[2] - disc)
                    if cost <= room:
                        moves.append(_dev_move(c, cost))
            moves.append(_PASS)
            return moves
        if kind == "set":
            moves = [_set_move(how, c, cst) for how, c, cst in self.settle_options(state, seat)]
            moves.append(_PASS)
            return moves
        tab = state["tab"][seat]
        if kind == "sell":
            return [_slot_move("sell", "i", i, tab[i]) for i in self._goods(state, seat, "any")]
        if kind == "cons":
            return self._cons_moves(state, seat)
        if kind == "cgood":
            return [_slot_move("good", "i", i, tab[i]) for i in self._cgood_targets(state, seat, t)]
        if kind == "gamble":
            return list(_BETS)
        if kind == "wind":
            return [_slot_move("wind", "i", i, tab[i]) for i in self._wind_targets(state, seat, t["kind"])]
        return []  # pragma: no cover

    def _cgood_targets(self, state: dict, seat: int, t: dict) -> list[int]:
        p = self._power(state, seat, t["pw"])
        if p[2] == "diff":
            taken = {D.good(state["tab"][seat][i]) for i in t["got"]}
            return [i for i in self._goods(state, seat, "any") if D.good(state["tab"][seat][i]) not in taken]
        return [i for i in self._goods(state, seat, p[2]) if i not in t["got"]]

    def _play(self, state: dict, seat: int, move: Move) -> list[Event]:
        ev: list[Event] = []
        tasks = state["tasks"][seat]
        t = tasks[0]
        k, a = move.kind, move.args
        hand = state["hands"][seat]
        if k in ("disc", "dvp"):
            hand.remove(a["card"])
            state["discard"].append(a["card"])
            t["n"] -= 1
            ev.append(Event("you_discard", {"seat": seat, "cards": [a["card"]]}, to=[seat]))
            if k == "disc":
                t["done"] = t.get("done", 0) + 1
            else:
                self._award(state, seat, 1, ev, "dvp")
        elif k == "act":
            acts = state["acts"][seat]
            if t.get("ok"):  # one-card game: a change of mind, the new card replaces the old
                acts[:] = [a["a"]]
                ev.append(Event("changed", {"seat": seat}))
            else:
                acts.append(a["a"])
                if not (state["two"] and len(acts) < 2):
                    t["ok"] = True
                    ev.append(Event("chosen", {"seat": seat}))
            if all(self._chosen(ts) for ts in state["tasks"]):  # everyone has chosen: reveal
                for ts in state["tasks"]:
                    ts.clear()
        elif k == "redo":
            state["acts"][seat] = []
            if t.pop("ok", False):
                ev.append(Event("unchosen", {"seat": seat}))
        elif k == "keep":
            t["drawn"].remove(a["card"])
            hand.append(a["card"])
            t["kept"] += 1
            ev.append(Event("you_keep", {"seat": seat, "cards": [a["card"]]}, to=[seat]))
        elif k == "pass":
            tasks.pop(0)
            state["sel"][seat] = None
            ev.append(Event("ready", {"seat": seat}))
        elif k in ("dev", "set"):
            hand.remove(a["card"])
            state["sel"][seat] = {"card": a["card"], "how": a.get("how", "dev"), "paid": []}
            tasks.pop(0)
            tasks.insert(0, {"t": "pay", "n": a["cost"]})
            if a["cost"] <= 0:
                ev.append(Event("ready", {"seat": seat}))
        elif k == "pay":
            hand.remove(a["card"])
            state["sel"][seat]["paid"].append(a["card"])
            ev.append(Event("you_pay", {"seat": seat, "cards": [a["card"]]}, to=[seat]))
            t["n"] -= 1
            if t["n"] <= 0:
                ev.append(Event("ready", {"seat": seat}))
        elif k == "sell":
            self._sell(state, seat, a["i"], t["bonus"], ev)
            tasks.pop(0)
        elif k == "use":
            self._use(state, seat, a["n"], ev)
        elif k == "good":
            t["got"].append(a["i"])
            if len(t["got"]) >= t["need"]:
                tasks.pop(0)
                self._consume_goods(state, seat, t["pw"], t["got"], ev)
        elif k in ("done", "stop"):
            tasks.pop(0)
        elif k == "bet":
            tasks.pop(0)
            self._gamble(state, seat, a["v"], ev)
        elif k == "wind":
            tasks.pop(0)
            self._windfall(state, seat, a["i"], t["src"], ev)
        self._continue(state, ev)
        return ev

    # ================================================================= consume
    def _sell(self, state: dict, seat: int, i: int, bonus: bool, ev: list) -> None:
        world = state["tab"][seat][i]
        kind = D.good(world)
        n = PRICE[kind]
        if bonus:
            for c, p in self._pw(state, seat, "$"):
                if p[3] == "any" or p[3] == kind or (p[3] == "this" and c == world):
                    n += p[2]
                    self._hit(c)
        state["discard"].append(state["goods"][seat][i])
        state["goods"][seat][i] = None
        ev.append(Event("sell", {"seat": seat, "world": world, "kind": kind}))
        self._give(state, seat, n, ev, "sell")

    def _use(self, state: dict, seat: int, n: int, ev: list) -> None:
        cp = state["cpow"][seat][n]
        p = self._power(state, seat, n)
        cp["left"] -= 1
        code = p[1]
        self._hit(state["tab"][seat][cp["c"]])
        if code == "cons":
            state["tasks"][seat].insert(0, {"t": "cgood", "pw": n, "need": p[3], "got": []})
        elif code == "all":
            self._consume_goods(state, seat, n, self._goods(state, seat, "any"), ev)
        elif code == "sell":
            state["tasks"][seat].insert(0, {"t": "sell", "bonus": p[2], "forced": False})
        elif code == "dvp":
            state["tasks"][seat].insert(0, {"t": "dvp", "n": p[2]})
        elif code == "gamble":
            state["tasks"][seat].insert(0, {"t": "gamble"})

    def _consume_goods(self, state: dict, seat: int, n: int, got: list[int], ev: list) -> None:
        p = self._power(state, seat, n)
        card = state["tab"][seat][state["cpow"][seat][n]["c"]]
        for i in got:
            state["discard"].append(state["goods"][seat][i])
            state["goods"][seat][i] = None
        ev.append(Event("consume", {"seat": seat, "card": card, "worlds": [state["tab"][seat][i] for i in got]}))
        cards, vps = (0, len(got) - 1) if p[1] == "all" else (p[5], p[6])
        if "x2" in state["acts"][seat]:
            vps *= 2
        self._give(state, seat, cards, ev, "consume")
        self._award(state, seat, vps, ev, "consume")

    def _gamble(self, state: dict, seat: int, v: int, ev: list) -> None:
        c = self._draw1(state)
        if c is None:
            return
        win = D.cost(c) == v
        ev.append(Event("gamble", {"seat": seat, "bet": v, "card": c, "win": win}))
        (state["hands"][seat] if win else state["discard"]).append(c)

    # ================================================================= placements
    def _reveal_placements(self, state: dict, ev: list, phase: str) -> None:
        n = state["players"]
        before = [list(t) for t in state["tab"]]
        placed = [False] * n
        for s in range(n):
            sel = state["sel"][s]
            if sel is None:
                ev.append(Event("placed", {"seat": s, "card": None, "paid": 0, "how": None}))
                continue
            card, how = sel["card"], sel["how"]
            if self.trace is not None:
                self._trace_placement(state, s, card, how)
            state["discard"].extend(sel["paid"])
            if how in ("col", "tac"):
                used = "colony_ship" if how == "col" else "new_military_tactics"
                i = state["tab"][s].index(used)
                state["tab"][s].pop(i)
                state["goods"][s].pop(i)
                state["discard"].append(used)
            state["tab"][s].append(card)
            state["goods"][s].append(None)
            placed[s] = True
            ev.append(Event("placed", {"seat": s, "card": card, "paid": len(sel["paid"]), "how": how}))
            if phase == "III" and D.mode(card) == "W":  # a windfall world's good (none if no card is left)
                state["goods"][s][-1] = self._draw1(state)
            state["sel"][s] = None
        k = state["plan"][state["pi"]]["k"]
        draw = "ddraw" if phase == "II" else "sdraw"  # the powers that draw after a placement
        for s in range(n):
            if not placed[s]:
                continue
            extra = 0
            for c in before[s]:
                for p in _BY_PHASE[c][phase]:
                    if p[1] == draw:
                        extra += p[2]
                        self._hit(c)
            if phase == "III" and self._chose(state, s, "III", k):
                extra += 1
            self._give(state, s, extra, ev, "placed")

    def _trace_placement(self, state: dict, s: int, card: str, how: str) -> None:
        """Record the discount and military powers that took part in placing ``card``."""
        if not CARDS[card][9]:
            self._hit(card)
        kind, mil = D.good(card), D.military(card)
        rebel = "rebel" in D.symbols(card)
        for c, p in self._pw(state, s, "II" if D.ctype(card) == "D" else "III"):
            code = p[1]
            used = code == "ddisc" or (how, code) in (("col", "colony"), ("tac", "tactics"), ("con", "contact"))
            if code == "wdisc":
                used = how in ("set", "con") and (not mil or how == "con") and p[3] in (kind, "nonmil")
            if code == "mil":
                used = mil and how in ("set", "tac") and (len(p) == 3 or p[3] == kind or (p[3] == "rebel" and rebel))
            if used:
                self._hit(c)

    # ================================================================= scoring
    def card_bonus(self, state: dict, seat: int, card: str) -> int:
        """A 6-cost development's end bonus: its whole-tableau lines, then each tableau card's points for the
        first line it matches (read from ``_BONUS``, worked out once per pair of cards)."""
        lines = CARDS[card][10]
        if not lines:
            return 0
        self._hit(card)
        total = 0
        for _pts, what in lines:
            if what == "military":
                total += self.military(state, seat)  # as it is, negative included (Keldon's engine)
            elif what == "chips3":
                total += state["vp"][seat] // 3
        pts = _BONUS[card]
        return total + sum(pts[c] for c in state["tab"][seat])

    def scores(self, state: dict) -> list[int]:
        return [state["vp"][s] + sum(CARDS[c][3] for c in tab)
                + sum(self.card_bonus(state, s, c) for c in tab if CARDS[c][10]) for s, tab in enumerate(state["tab"])]

    def result(self, state: dict) -> dict | None:
        if state["step"] != "over":
            return None
        sc = self.scores(state)
        tie = [len(state["hands"][s]) + sum(1 for g in state["goods"][s] if g is not None)
               for s in range(state["players"])]
        best = max(sc)
        top = [s for s in range(state["players"]) if sc[s] == best]
        most = max(tie[s] for s in top)
        return {"scores": sc, "winners": [s for s in top if tie[s] == most], "tiebreak": tie}

    # ================================================================= views
    def _computed(self, state: dict, seat: int | None, view: dict) -> None:
        n = state["players"]
        choosing = state["step"] == "choose"
        sel_open = state["step"] in ("II", "III")

        view.update(
            tab=[list(t) for t in state["tab"]],  # copied here: faster than the declaration's deep copy
            goods=[[g is not None for g in gs] for gs in state["goods"]],
            hand_sizes=[len(h) + (1 + len(sel["paid"]) if sel_open and sel else 0)  # the card being placed and its pay
                        for h, sel in zip(state["hands"], state["sel"], strict=True)],
            acts=state["shown"], waiting=[not self._chosen(ts) if choosing else bool(ts) for ts in state["tasks"]],
            plan=[dict(p) for p in state["plan"]] if not choosing else [],
            military=[self.military(state, s) for s in range(n)], scores=self.scores(state),
            # every public task detail (consume, produce) is visible to all
            tasks=[None] * n if sel_open else [self._public_task(state, s) for s in range(n)])
        if state["step"] == "over":
            view["result"] = self.result(state)
        if seat is not None:
            view["seat"] = seat
            view["hand"] = sorted(state["hands"][seat])
            view["my_acts"] = list(state["acts"][seat])
            t = state["tasks"][seat][0] if state["tasks"][seat] else None
            # a public task (consume, produce) is told by ``tasks`` to everyone, not here
            view["task"] = None if t is None or t["t"] not in _PRIVATE_TASKS \
                else {k: (sorted(x) if k == "drawn" else x) for k, x in t.items()}
            sel = state["sel"][seat] if sel_open else None
            view["sel"] = None if sel is None else {"card": sel["card"], "how": sel["how"], "paid": sorted(sel["paid"])}

    def _public_task(self, state: dict, s: int):
        t = state["tasks"][s][0] if state["tasks"][s] else None
        if t is None or t["t"] in ("act", "keep", "disc", "dvp"):
            return None if t is None else {"t": t["t"]}
        return dict(t)

    def hidden(self, state: dict):
        return {**super().hidden(state), "goods": state["goods"],
                "acts": state["acts"] if state["step"] == "choose" else None,
                "sel": state["sel"], "tasks": [[t for t in ts if t["t"] == "keep"] for ts in state["tasks"]]}

    # ================================================================= determinize
    def determinize(self, state: dict, seat: int, rng) -> dict:
        """A world ``seat`` cannot tell from this one, drawn from its view only.

        Every card it cannot see (deck, discard, goods, other hands, other players' explore draws and
        unrevealed placements) is pooled, sorted and re-dealt into the same slots. Other players'
        unrevealed choices are re-made: during the action choice a player still choosing has chosen
        nothing yet and one who has chosen gets random action cards; during Develop/Settle a player
        still choosing is back to the choice (its card and payment returned to hand) and one who has
        finished has passed (its card and payment returned to hand) — always a legal possibility."""
        st = copy_state(state)
        n = st["players"]
        sel_open = st["step"] in ("II", "III")
        for s in range(n):
            if s == seat:
                continue
            sel = st["sel"][s]
            if sel_open:
                if sel:
                    st["hands"][s] += [sel["card"]] + sel["paid"]
                st["sel"][s] = None
                if st["tasks"][s]:
                    st["tasks"][s] = [{"t": "dev" if st["step"] == "II" else "set"}]
            if st["step"] == "choose":
                if not self._chosen(st["tasks"][s]):
                    st["acts"][s] = []
                else:
                    options = list(D.ACTIONS if st["two"] else D.ONE_PLAYER_ACTIONS)
                    rng.shuffle(options)
                    st["acts"][s] = sorted(options[:2 if st["two"] else 1])
        others = [s for s in range(n) if s != seat]
        pool = sorted([*st["deck"], *st["discard"], *(g for goods in st["goods"] for g in goods if g is not None),
                       *(c for s in others for c in st["hands"][s]),
                       *(c for s in others for t in st["tasks"][s] if t["t"] == "keep" for c in t["drawn"])])
        rng.shuffle(pool)

        def take(k):
            out = pool[len(pool) - k:] if k else []
            del pool[len(pool) - k:]
            return out

        for s in range(n):
            st["goods"][s] = [None if g is None else take(1)[0] for g in st["goods"][s]]
            if s == seat:
                continue
            st["hands"][s] = take(len(st["hands"][s]))
            for t in st["tasks"][s]:
                if t["t"] == "keep":
                    t["drawn"] = take(len(t["drawn"]))
        st["discard"] = take(len(st["discard"]))
        st["deck"] = take(len(st["deck"]))
        return st


# What a tableau card must be to score under each end-bonus line ``head:arg`` of data.py.
_MATCHERS = {
    "prod": lambda c, arg: D.ctype(c) == "W" and D.mode(c) == "P" and D.good(c) == arg,
    "wind": lambda c, arg: D.ctype(c) == "W" and D.mode(c) == "W" and D.good(c) == arg,
    "prodworld": lambda c, arg: D.ctype(c) == "W" and D.mode(c) == "P",
    "mil": lambda c, arg: D.ctype(c) == "W" and D.military(c),
    "rebelmil": lambda c, arg: D.ctype(c) == "W" and D.military(c) and "rebel" in D.symbols(c),
    "sym": lambda c, arg: arg in D.symbols(c),
    "card": lambda c, arg: c == arg,
    "dev6": lambda c, arg: D.ctype(c) == "D" and D.cost(c) == 6,
    "dev": lambda c, arg: D.ctype(c) == "D",
    "world": lambda c, arg: D.ctype(c) == "W",
    "devph": lambda c, arg: D.ctype(c) == "D" and bool(D.powers(c, arg)),
    "worldph": lambda c, arg: D.ctype(c) == "W" and bool(D.powers(c, arg)),
}


def _matches(c: str, what: str) -> bool:
    head, _, arg = what.partition(":")
    return bool(_MATCHERS[head](c, arg))


# For each 6-cost development, the points each card scores under its card lines (the first line it matches).
_BONUS = {dev: {c: next((pts for pts, what in info[10] if what not in ("military", "chips3")
                         and _matches(c, what)), 0) for c in CARDS}
          for dev, info in CARDS.items() if info[10]}
