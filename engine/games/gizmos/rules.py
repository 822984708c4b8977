"""Gizmos rules (base game, 2-4 players), following BGA's help page and, where it is silent, the published
rules as the factsheet gives them.

A turn is a series of small choices: the action (File, Pick, Build, Research), then the card, then how to
pay, then each trigger the player wants to fire, one at a time, until they end their turn.

Rule choices and assumptions (where the page is silent or unclear):
- Set-up: 6 random energies in the row; 4 level-I, 3 level-II, 2 level-III cards face up; 16 random
  level-III cards are used, the other 20 stay in the box unseen; each player has one starting gizmo
  (File: draw 1 random energy); the first player is drawn at random; play goes by seat order.
- Energy: the dispenser's content is public (52 minus what is in the row and the storages); a random draw
  takes one of its energies with equal chance per marble. The row is topped up to 6 after every pick and
  at the end of every turn; it shrinks if the dispenser is empty.
- Display: a filed or built face-up card is replaced from its deck; an empty deck leaves the slot empty.
- Build: the cost is paid in the card's colour (any colours for multicolour cards). Converters may be used,
  each once per turn (like triggers: one "used" mark per gizmo per turn; "up to 2" converters and the
  two-colour doublers act twice). Converters chain as Board Game Arena's implementation validates a build
  (Fletcheese/gizmos, ``modules/gizmos_converter.php``: the spent energies become a count per colour, and
  each converter action, in the order the player gives, changes one unit of that count): a converter
  turns one unit of its colour into one of any colour, a doubler adds one unit of its colour if one is
  there. So a converted energy may be doubled, a doubled energy converted, a doubler of another colour than
  the card's may serve between two conversions, and doublers stack on a single energy (two red doublers
  make 1 red worth 3). At the end every unit must be of the card's colour. The search is exact and fast
  (doublers of a colour present are always applied; only the seeding of an empty colour is chosen).
  Payment options are the minimal sets of spent energies; the converters a payment needs are chosen
  automatically and marked used: a minimal set reaching the cost (higher ids dropped first).
  When one way to pay exists it is taken at once; up to 12 ways are listed, more are chosen one energy at
  a time. Spent energy goes back into the dispenser. Cost reductions (level-II, from the archive, from a
  Research) add up and cannot go below 0; the full reduction is always taken.
- Research: the researcher alone sees the drawn cards (a private event and their private view); the cards
  not taken go under their deck in the order the researcher chooses, one card at a time (the last one goes
  by itself), before the taken card is filed or paid for. A Research may end with nothing taken.
- Triggers: an action triggers the player's built gizmos that match it (File; Pick of a colour; Build of a
  colour, of a level-II card, or from the archive). A triggered gizmo may be fired at any later moment of
  the turn, at most once per turn; the gizmo an action builds is not triggered by that action. Multicolour
  gizmos match every colour trigger. Effects that cannot do anything (storage full, empty row, archive
  full, action barred) are not offered. A fired "perform a File/Research action" or "pick" is that action
  and triggers in turn; a "draw" is not a Pick. "Pick up to 2" and "draw up to 3" may stop early for picks;
  draws always take as many as fit. The free level-I build takes a level-I card from the display or from
  the archive (from the archive it counts as built from the archive).
- A player who can take none of the four actions passes; if every player passes in a row, the game ends.
- End: building a 4th level-III gizmo or a 16th gizmo (starting one included) ends the game once the round
  is finished (when the turn would pass back to the first player).
- Score: printed VP of built gizmos + VP tokens + the multicolour level-III bonuses (+1 per stored energy;
  + the VP-token total). Ties: most gizmos built, then most stored energy, then the player furthest from
  the first player in turn order.
"""

from __future__ import annotations

from functools import lru_cache

from engine import Event, Game, GameInfo, Move, Rng
from engine.core import score_lead
from engine.visibility import SECRET, Part, Visibility, held, secret

from .data import (
    CARDS,
    COLOURS,
    DISPLAY,
    END_GIZMOS,
    END_LEVEL3,
    ENERGY_PER_COLOUR,
    FROM_LETTER,
    LETTER,
    LEVEL3_USED,
    LEVEL_CARDS,
    ROW_SIZE,
    START_ARCHIVE,
    START_RESEARCH,
    START_STORAGE,
    STARTING,
)

LIST_LIMIT = 12  # up to this many ways to pay are listed whole; more are chosen one energy at a time
SOURCE_DISCOUNT = {"archive": "archdisc", "research": "resdisc"}  # the upgrade flag that cuts a build's cost


def energy_code(vec: dict) -> str:
    return "".join(LETTER[c] * vec.get(c, 0) for c in COLOURS)


def parse_energy(code: str) -> dict:
    vec = dict.fromkeys(COLOURS, 0)
    for ch in code:
        vec[FROM_LETTER[ch]] += 1
    return vec


def pay_value(spent: dict, colour: str, cost: int, convs, dbls) -> tuple[int, list]:
    """What ``spent`` is worth towards ``cost`` energies of ``colour`` (or any for ``multi``), with the
    converters ``convs`` [(id, from, uses)] and doublers ``dbls`` [(id, colour)]: the best value (capped at
    ``cost``) and a minimal set of the converters reaching it.

    As Board Game Arena's Gizmos validates a build: the spent energies form a pool of units by colour; each
    converter use turns one unit of its colour (any colour for ``any``) into one unit of any colour, each
    doubler adds one unit of its colour if the pool holds one, in any order. So a unit a converter made may
    be doubled, a doubled unit may be converted, and doublers stack on one energy. Only the units of the
    card's colour count (every unit for a multicolour card)."""
    key = tuple(spent.get(c, 0) for c in COLOURS)
    value, used = _best_payment(key, colour, cost, tuple(convs), tuple(dbls))
    return value, list(used)


@lru_cache(maxsize=65536)
def pay_worth(spent: tuple, colour: str, cost: int, convs: tuple, dbls: tuple) -> int:
    """Only the value of :func:`pay_value` (``spent`` as a tuple in ``COLOURS`` order): for the many checks
    of affordability and of the ways to pay."""
    return _best_value(spent, colour, cost, convs, dbls)[0]


@lru_cache(maxsize=65536)
def _best_payment(spent: tuple, colour: str, cost: int, convs: tuple, dbls: tuple) -> tuple[int, tuple]:
    """The value of :func:`pay_value` and a minimal set of the converters reaching it: the value is searched
    on classes (converters grouped by the colour they take, doublers by colour), then the converters are
    dropped one at a time, highest id first, while the value holds."""
    value, used = _best_value(spent, colour, cost, convs, dbls)
    if not used:
        return value, ()
    keep = set(used)
    for cid in sorted(used, reverse=True):
        trial = keep - {cid}
        sub = _best_value(spent, colour, cost, tuple(c for c in convs if c[0] in trial),
                          tuple(d for d in dbls if d[0] in trial))
        if sub[0] >= value:
            keep = trial
    return value, tuple(sorted(keep))


def _best_value(spent: tuple, colour: str, cost: int, convs: tuple, dbls: tuple) -> tuple[int, tuple]:
    """The best value of ``spent`` (capped at ``cost``) and the converters a way to reach it uses.

    Doublers never hurt (the units they add may stay unused), so every doubler of a colour present is
    applied; the only choices are the "seeds": one unit converted into a colour that holds none, for its
    doublers. What is left is counted directly: units of the card's colour, the units the converters can
    still turn into it (colour-bound converters first, then the "any" ones), and the card colour's doublers
    once one unit of it exists."""
    multi = colour == "multi"
    t = -1 if multi else COLOURS.index(colour)
    classes: list[list] = [[] for _ in range(5)]  # converters by the colour they take (4: any colour)
    for cid, frm, n in convs:
        classes[4 if frm == "any" else COLOURS.index(frm)].append((n, cid))
    doublers: list[list] = [[] for _ in range(4)]
    for cid, col in dbls:
        doublers[COLOURS.index(col)].append(cid)
    own = 0 if multi else len(doublers[t])
    memo: dict = {}

    def best(pool: tuple, uses: tuple, free: tuple) -> tuple[int, tuple, tuple]:
        """(value, converter uses by class, doubled colours) from here."""
        k = (pool, uses, free)
        if k in memo:
            return memo[k]
        doubled = tuple(d for d in range(4) if free[d] and pool[d])
        if doubled:
            pool = tuple(pool[d] + free[d] if d in doubled else pool[d] for d in range(4))
            free = tuple(0 if d in doubled else free[d] for d in range(4))
        if multi:
            value, used = min(sum(pool), cost), (0,) * 5
        else:
            have = pool[t]
            spec = [min(pool[c], uses[c]) if c != t else 0 for c in range(4)]
            rest = sum(pool[c] - spec[c] for c in range(4) if c != t)
            raw = have + sum(spec) + min(rest, uses[4])
            value = min(cost, raw + own) if raw else 0
            used = (*spec, min(rest, uses[4]))
        result = (value, used, doubled)
        if value < cost:
            for d in range(4):
                if not free[d]:
                    continue
                for s in range(4):  # seed colour d with a unit of colour s
                    if s == d or not pool[s]:
                        continue
                    for cls in (s, 4):
                        if not uses[cls]:
                            continue
                        nxt = list(pool)
                        nxt[s] -= 1
                        nxt[d] += 1
                        v, u, dd = best(tuple(nxt), uses[:cls] + (uses[cls] - 1,) + uses[cls + 1:], free)
                        if v > result[0]:
                            result = (v, u[:cls] + (u[cls] + 1,) + u[cls + 1:], doubled + dd)
                        if v >= cost:
                            break
        memo[k] = result
        return result

    free0 = tuple(0 if c == t else len(doublers[c]) for c in range(4))
    value, conv_used, doubled = best(spent, tuple(sum(n for n, _c in cl) for cl in classes), free0)
    if not value:
        return 0, ()
    ids: list[int] = []
    for cls, n in enumerate(conv_used):  # the fewest cards: two-use converters for pairs, one-use ones first
        cards = sorted(classes[cls], key=lambda c: c[1])
        while n > 0 and cards:
            pick = next((c for c in cards if c[0] >= 2), None) if n >= 2 else None
            pick = pick or next((c for c in cards if c[0] == 1), None) or cards[0]
            cards.remove(pick)
            ids.append(pick[1])
            n -= pick[0]
    for d in set(doubled):
        ids += doublers[d]
    if own:
        ids += doublers[t]
    return value, tuple(sorted(set(ids)))


@lru_cache(maxsize=4096)
def _limits(built: tuple) -> dict:
    lim = {"storage": START_STORAGE, "archive": START_ARCHIVE, "research": START_RESEARCH, "flags": []}
    for cid in built:
        up = CARDS[cid].get("up")
        if up:
            for key in ("storage", "archive", "research", "flags"):
                lim[key] += up[key]
    return lim


@lru_cache(maxsize=4096)
def _converters(built: tuple, used: tuple) -> tuple[tuple, tuple]:
    convs, dbls = [], []
    for cid in sorted(built):
        card = CARDS[cid]
        if card["kind"] != "converter" or cid in used:
            continue
        if "conv" in card:
            convs.append((cid, card["conv"]["from"], card["conv"]["uses"]))
        else:
            dbls += [(cid, col) for col in card["dbl"]]
    return tuple(convs), tuple(dbls)


class GizmosRules(Game):
    info = GameInfo(
        id="gizmos", names={"en": "Gizmos", "fr": "Gizmos"},
        min_players=2, max_players=4
    )
    # Nobody sees the decks (one pool a level) nor the level-III cards left in the box (kept sorted); the researcher
    # alone sees the cards it draws, which join the pool of their level. ``hidden`` keeps its own override only to
    # name its parts as before (decks by level, boxed, research).
    visibility = Visibility(
        parts=(*(secret(f"decks.{level}", pool=level) for level in "123"),
               Part(SECRET, "boxed", pool="3", sort=True),
               held("t.research.cards", owner=lambda state: state["turn"],
                    pool=lambda state: str((state["t"]["research"] or {}).get("level")))),
        public=("display", "row", "dispenser", "first", "final", "phase"))

    # ------------------------------------------------------------------ set-up
    def _setup(self, state: dict) -> None:
        n = state["players"]
        with Rng(state) as rng:
            decks = {}
            for lvl in (1, 2, 3):
                cards = list(LEVEL_CARDS[lvl])
                rng.shuffle(cards)
                decks[str(lvl)] = cards
            state["boxed"] = sorted(decks["3"][LEVEL3_USED:])
            decks["3"] = decks["3"][:LEVEL3_USED]
            state["decks"] = decks
            state["display"] = {str(lvl): [decks[str(lvl)].pop(0) for _ in range(k)] for lvl, k in DISPLAY.items()}
            state["dispenser"] = dict.fromkeys(COLOURS, ENERGY_PER_COLOUR)
            state["row"] = []
            self._refill_row(state, rng)
            state["first"] = rng.randrange(n)
        state["p"] = [{"built": [STARTING[s]], "archive": [], "energy": dict.fromkeys(COLOURS, 0), "tokens": 0}
                      for s in range(n)]
        state.update(turn=state["first"], final=False, over=False, passes=0, turns=0)
        self._new_turn(state)

    @staticmethod
    def _new_turn(state: dict) -> None:
        state["phase"] = "action"
        state["t"] = {"used": [], "pool": [], "pay": None, "research": None, "picks": 0}

    @staticmethod
    def _draw_energy(state: dict, rng) -> str | None:
        disp = state["dispenser"]
        total = sum(disp.values())
        if not total:
            return None
        r = rng.randrange(total)
        for c in COLOURS:
            if r < disp[c]:
                disp[c] -= 1
                return c
            r -= disp[c]
        raise AssertionError("unreachable")

    def _refill_row(self, state: dict, rng) -> list[str]:
        new = []
        while len(state["row"]) < ROW_SIZE:
            c = self._draw_energy(state, rng)
            if c is None:
                break
            state["row"].append(c)
            new.append(c)
        return new

    # ------------------------------------------------------------------ player facts
    @staticmethod
    def limits(player: dict) -> dict:
        """Storage, archive and research limits and the upgrade flags given by the built gizmos (do not mutate)."""
        return _limits(tuple(player["built"]))

    @staticmethod
    def stored(player: dict) -> int:
        return sum(player["energy"].values())

    def room(self, player: dict) -> int:
        return self.limits(player)["storage"] - self.stored(player)

    def can_file(self, state: dict, seat: int) -> bool:
        player = state["p"][seat]
        lim = self.limits(player)
        return "nofile" not in lim["flags"] and len(player["archive"]) < lim["archive"]

    def can_research(self, state: dict, seat: int) -> bool:
        return "noresearch" not in self.limits(state["p"][seat])["flags"]

    def cost(self, state: dict, seat: int, cid: int, src: str, flags: list | None = None) -> int:
        card = CARDS[cid]
        if flags is None:
            flags = self.limits(state["p"][seat])["flags"]
        if not flags:
            return card["cost"]
        cut = flags.count(SOURCE_DISCOUNT.get(src)) + (flags.count("l2disc") if card["level"] == 2 else 0)
        return max(0, card["cost"] - cut)

    def converters(self, state: dict, seat: int) -> tuple[tuple, tuple]:
        """The unused converters [(id, from, uses)] and doublers [(id, colour)] of ``seat`` (do not mutate)."""
        return _converters(tuple(state["p"][seat]["built"]), tuple(state["t"]["used"]))

    def affordable(self, state: dict, seat: int, cid: int, src: str, ctx: tuple | None = None) -> bool:
        """Can ``seat`` pay for card ``cid`` taken from ``src``? ``ctx`` = (flags, convs, dbls), computed once
        by callers that check many cards."""
        if ctx is None:
            ctx = (self.limits(state["p"][seat])["flags"], *self.converters(state, seat))
        flags, convs, dbls = ctx
        cost = self.cost(state, seat, cid, src, flags)
        if cost == 0:
            return True
        energy = state["p"][seat]["energy"]
        colour = CARDS[cid]["colour"]
        total = energy["red"] + energy["blue"] + energy["black"] + energy["yellow"]
        plain = total if colour == "multi" else energy[colour]
        if plain >= cost:
            return True
        if (not convs and not dbls) or total + len(dbls) < cost:
            return False
        return pay_worth((energy["red"], energy["blue"], energy["black"], energy["yellow"]), colour, cost,
                         convs, dbls) >= cost

    def pay_options(self, state: dict, seat: int, cid: int, cost: int) -> list[dict]:
        """Every minimal set of stored energies that pays ``cost`` for card ``cid``, in a stable order."""
        colour = CARDS[cid]["colour"]
        energy = state["p"][seat]["energy"]
        convs, dbls = self.converters(state, seat)
        sources = {c for _i, c, _n in convs}
        if colour == "multi" or "any" in sources:
            useful = list(COLOURS)
        else:
            useful = [c for c in COLOURS if c == colour or c in sources]
        ranges = [range(min(energy[c], cost) + 1) if c in useful else range(1) for c in COLOURS]

        if not convs and not dbls and colour != "multi":
            return [{**dict.fromkeys(COLOURS, 0), colour: cost}]
        feasible: dict = {}

        def ok(key):
            if key not in feasible:
                feasible[key] = pay_worth(key, colour, cost, convs, dbls) >= cost
            return feasible[key]

        out = []
        for r in ranges[0]:
            for b in ranges[1]:
                if r + b > cost:
                    break
                for k in ranges[2]:
                    if r + b + k > cost:
                        break
                    for y in ranges[3]:
                        if r + b + k + y > cost:
                            break
                        key = (r, b, k, y)
                        if not ok(key):
                            continue
                        if any(key[i] and ok(key[:i] + (key[i] - 1,) + key[i + 1:]) for i in range(4)):
                            continue
                        out.append(dict(zip(COLOURS, key, strict=True)))
        out.sort(key=lambda v: (sum(v.values()), [-v[c] for c in COLOURS]))
        return out

    # ------------------------------------------------------------------ queries
    def to_act(self, state: dict) -> list[int]:
        return [] if state["over"] else [state["turn"]]

    def score(self, state: dict, seat: int) -> int:
        player = state["p"][seat]
        total = player["tokens"]
        for cid in player["built"]:
            card = CARDS[cid]
            total += card["vp"]
            if card["kind"] == "upgrade":
                if "endenergy" in card["up"]["flags"]:
                    total += self.stored(player)
                if "endtokens" in card["up"]["flags"]:
                    total += player["tokens"]
        return total

    def ranking(self, state: dict) -> list[int]:
        n = state["players"]

        def key(s):
            p = state["p"][s]
            return (self.score(state, s), len(p["built"]), self.stored(p), (s - state["first"]) % n)

        return sorted(range(n), key=key, reverse=True)

    def result(self, state: dict) -> dict | None:
        if not state["over"]:
            return None
        order = self.ranking(state)
        return {"scores": [self.score(state, s) for s in range(state["players"])], "winners": [order[0]],
                "ranking": order}

    # ------------------------------------------------------------------ legal moves
    def _display_cards(self, state: dict) -> list[int]:
        return [c for lvl in ("1", "2", "3") for c in state["display"][lvl] if c is not None]

    def _legal_moves(self, state: dict, seat: int) -> list[Move]:
        phase = state["phase"]
        return getattr(self, "_moves_" + phase)(state, seat)

    def _moves_action(self, state: dict, seat: int) -> list[Move]:
        player = state["p"][seat]
        moves = []
        shown = self._display_cards(state)
        if self.can_file(state, seat):
            moves += [Move(f"file:{c}", "file", {"card": c}) for c in shown]
        moves += [Move(f"pick:{c}", "pick", {"colour": c}) for c in self._pickable(state, seat)]
        ctx = (self.limits(player)["flags"], *self.converters(state, seat))
        moves += [Move(f"build:{c}", "build", {"card": c, "src": src})
                  for src, cards in (("display", shown), ("archive", player["archive"])) for c in cards
                  if self.affordable(state, seat, c, src, ctx)]
        moves += [Move(f"research:{lvl}", "research", {"level": int(lvl)}) for lvl in self._researchable(state, seat)]
        if not moves:
            moves.append(Move("pass", "pass"))
        return moves

    def _consistent(self, state: dict, seat: int) -> list[dict]:
        pay = state["t"]["pay"]
        spent = pay["spent"]
        return [o for o in self.pay_options(state, seat, pay["card"], pay["cost"])
                if all(o[c] >= spent[c] for c in COLOURS)]

    def _moves_pay(self, state: dict, seat: int) -> list[Move]:
        options = self._consistent(state, seat)
        if len(options) <= LIST_LIMIT:
            return [Move("pay:" + energy_code(o), "pay", {"spent": o}) for o in options]
        spent = state["t"]["pay"]["spent"]
        return [Move("spend:" + LETTER[c], "spend", {"colour": c}) for c in COLOURS
                if any(o[c] > spent[c] for o in options)]

    def _moves_research(self, state: dict, seat: int) -> list[Move]:
        cards = state["t"]["research"]["cards"]
        ctx = (self.limits(state["p"][seat])["flags"], *self.converters(state, seat))
        moves = [Move(f"rbuild:{c}", "rbuild", {"card": c}) for c in cards
                 if self.affordable(state, seat, c, "research", ctx)]
        if self.can_file(state, seat):
            moves += [Move(f"rfile:{c}", "rfile", {"card": c}) for c in cards]
        moves.append(Move("rpass", "rpass"))
        return moves

    def _moves_pick(self, state: dict, seat: int) -> list[Move]:
        return [Move(f"pick:{c}", "pick2", {"colour": c}) for c in self._pickable(state, seat)] + [Move("stop", "stop")]

    def _pickable(self, state: dict, seat: int) -> list[str]:
        """The colours of the row (in colour order) a Pick may take: none when the seat's storage is full."""
        return [c for c in COLOURS if c in state["row"]] if self.room(state["p"][seat]) > 0 else []

    def _researchable(self, state: dict, seat: int) -> list[str]:
        """The levels a Research may draw from: those with cards left, none when Research is barred."""
        return [lvl for lvl in ("1", "2", "3") if state["decks"][lvl]] if self.can_research(state, seat) else []

    def fire_moves(self, state: dict, seat: int, cid: int) -> list[Move]:
        """The ways to fire triggered gizmo ``cid`` now (empty if its effect cannot do anything)."""
        player = state["p"][seat]
        effect = CARDS[cid]["effect"]
        base = {"card": cid, "effect": effect}
        if effect in ("draw1", "draw3"):
            ok = self.room(player) > 0 and sum(state["dispenser"].values()) > 0
            return [Move(f"fire:{cid}", "fire", base)] if ok else []
        if effect in ("vp1", "vp2"):
            return [Move(f"fire:{cid}", "fire", base)]
        if effect in ("pick1", "pick2"):
            return [Move(f"fire:{cid}:{c}", "fire", {**base, "colour": c}) for c in self._pickable(state, seat)]
        if effect == "file":
            if not self.can_file(state, seat):
                return []
            return [Move(f"fire:{cid}:{c}", "fire", {**base, "target": c}) for c in self._display_cards(state)]
        if effect == "research":
            return [Move(f"fire:{cid}:{lvl}", "fire", {**base, "level": int(lvl)})
                    for lvl in self._researchable(state, seat)]
        if effect == "build1":
            return ([Move(f"fire:{cid}:{c}", "fire", {**base, "target": c, "src": "display"})
                     for c in state["display"]["1"] if c is not None]
                    + [Move(f"fire:{cid}:{c}", "fire", {**base, "target": c, "src": "archive"})
                       for c in player["archive"] if CARDS[c]["level"] == 1])
        raise AssertionError(effect)

    def _moves_trigger(self, state: dict, seat: int) -> list[Move]:
        return [m for cid in state["t"]["pool"] for m in self.fire_moves(state, seat, cid)] + [Move("end", "end")]

    # ------------------------------------------------------------------ playing
    def _play(self, state: dict, seat: int, move: Move) -> list[Event]:
        events = getattr(self, "_do_" + move.kind)(state, seat, move)
        # only "end" is left: the turn ends by itself
        if state["phase"] == "trigger" and not state["over"] and len(self._moves_trigger(state, seat)) == 1:
            events += self._end_turn(state, seat)
        return events

    def _do_pass(self, state, seat, move):
        state["passes"] += 1
        events = [Event("pass", {"seat": seat})]
        if state["passes"] >= state["players"]:
            return events + self._game_over(state, "stalled")
        return events + self._end_turn(state, seat, passed=True)

    def _do_file(self, state, seat, move):
        state["phase"] = "trigger"
        return self._file(state, seat, move.args["card"], "display")

    def _do_rfile(self, state, seat, move):
        """Close the Research: rfile and rbuild take a card to file or build it, rpass takes nothing."""
        return self._close_research(state, seat, move.args.get("card"), move.kind[1:])

    _do_rbuild = _do_rpass = _do_rfile

    def _file(self, state, seat, cid, src):
        new = self._take(state, cid) if src == "display" else None
        state["p"][seat]["archive"].append(cid)
        events = [Event("file", {"seat": seat, "card": cid, "src": src, "new": new})]
        return events + self._trigger(state, seat, "file", cid)

    def _do_pick(self, state, seat, move):
        state["phase"] = "trigger"
        return self._pick(state, seat, move.args["colour"])

    def _do_pick2(self, state, seat, move):
        return self._do_stop(state, seat, move) + self._pick(state, seat, move.args["colour"])

    def _do_stop(self, state, seat, move):
        state["t"]["picks"] = 0
        state["phase"] = "trigger"
        return []

    def _pick(self, state, seat, colour):
        state["row"].remove(colour)
        state["p"][seat]["energy"][colour] += 1
        with Rng(state) as rng:
            new = self._refill_row(state, rng)
        events = [Event("pick", {"seat": seat, "colour": colour, "new": new})]
        return events + self._trigger(state, seat, "pick", colour)

    def _draw(self, state, seat, count):
        player = state["p"][seat]
        got = []
        with Rng(state) as rng:
            for _ in range(min(count, self.room(player))):
                c = self._draw_energy(state, rng)
                if c is None:
                    break
                player["energy"][c] += 1
                got.append(c)
        return [Event("draw", {"seat": seat, "colours": got})]

    def _take(self, state, cid) -> int | None:
        """Take face-up card ``cid`` from the display and refill its slot from its deck; the new card."""
        lvl = str(CARDS[cid]["level"])
        slots = state["display"][lvl]
        i = slots.index(cid)
        deck = state["decks"][lvl]
        slots[i] = deck.pop(0) if deck else None
        return slots[i]

    def _do_build(self, state, seat, move):
        return self._start_payment(state, seat, move.args["card"], move.args["src"])

    def _start_payment(self, state, seat, cid, src):
        cost = self.cost(state, seat, cid, src)
        state["t"]["pay"] = {"card": cid, "src": src, "cost": cost, "spent": dict.fromkeys(COLOURS, 0)}
        if cost == 0:
            return self._complete_build(state, seat, dict.fromkeys(COLOURS, 0))
        options = self.pay_options(state, seat, cid, cost)
        if len(options) == 1:
            return self._complete_build(state, seat, options[0])
        state["phase"] = "pay"
        return [Event("paying", {"seat": seat, "card": cid, "src": src, "cost": cost})]

    def _do_spend(self, state, seat, move):
        state["t"]["pay"]["spent"][move.args["colour"]] += 1
        options = self._consistent(state, seat)  # a single way left to pay is taken at once
        return self._complete_build(state, seat, options[0]) if len(options) == 1 else []

    def _do_pay(self, state, seat, move):
        return self._complete_build(state, seat, move.args["spent"])

    def _complete_build(self, state, seat, spent):
        pay = state["t"]["pay"]
        cid, src, cost = pay["card"], pay["src"], pay["cost"]
        player = state["p"][seat]
        convs, dbls = self.converters(state, seat)
        used = []
        if cost:
            _value, used = pay_value(spent, CARDS[cid]["colour"], cost, convs, dbls)
        for conv in used:
            if conv not in state["t"]["used"]:
                state["t"]["used"].append(conv)
        for c in COLOURS:
            player["energy"][c] -= spent[c]
            state["dispenser"][c] += spent[c]
        state["t"]["pay"] = None
        return self._place(state, seat, cid, src, spent, sorted(set(used)))

    def _place(self, state, seat, cid, src, spent, used):
        player = state["p"][seat]
        new = None
        if src == "display":
            new = self._take(state, cid)
        elif src == "archive":
            player["archive"].remove(cid)
        player["built"].append(cid)
        state["phase"] = "trigger"
        events = [Event("build", {"seat": seat, "card": cid, "src": src, "spent": energy_code(spent),
                                  "converters": used, "new": new})]
        level3 = sum(1 for c in player["built"] if CARDS[c]["level"] == 3)
        if not state["final"] and (level3 >= END_LEVEL3 or len(player["built"]) >= END_GIZMOS):
            state["final"] = True
            events.append(Event("final", {"seat": seat, "level3": level3, "built": len(player["built"])}))
        return events + self._trigger(state, seat, "build", cid, src)

    def _do_research(self, state, seat, move):
        return self._research(state, seat, move.args["level"])

    def _research(self, state, seat, level):
        deck = state["decks"][str(level)]
        n = min(self.limits(state["p"][seat])["research"], len(deck))
        cards = deck[:n]
        del deck[:n]
        state["t"]["research"] = {"level": level, "cards": cards}
        state["phase"] = "research"
        return [Event("research", {"seat": seat, "level": level, "n": n}),
                Event("researched", {"seat": seat, "level": level, "cards": list(cards)}, to=[seat])]

    def _close_research(self, state, seat, taken, then):
        """The researcher took ``taken`` (to ``then``: file, build) or nothing (pass); the other cards go under
        the deck in the order the researcher chooses, one card at a time when there are two or more."""
        res = state["t"]["research"]
        res["cards"] = [c for c in res["cards"] if c != taken]
        res["taken"], res["then"], res["back"] = taken, then, 0
        events = [Event("research_pass", {"seat": seat})] if then == "pass" else []
        if len(res["cards"]) >= 2:
            state["phase"] = "order"
            return events
        return events + self._finish_research(state, seat)

    def _moves_order(self, state: dict, seat: int) -> list[Move]:
        return [Move(f"under:{c}", "under", {"card": c}) for c in state["t"]["research"]["cards"]]

    def _do_under(self, state, seat, move):
        res = state["t"]["research"]
        res["cards"].remove(move.args["card"])
        state["decks"][str(res["level"])].append(move.args["card"])
        res["back"] += 1
        events = [Event("under", {"seat": seat, "level": res["level"]})]
        return events if len(res["cards"]) >= 2 else events + self._finish_research(state, seat)

    def _finish_research(self, state, seat):
        res = state["t"]["research"]
        state["decks"][str(res["level"])] += res["cards"]
        back = res["back"] + len(res["cards"])
        state["t"]["research"] = None
        events = [Event("research_back", {"seat": seat, "level": res["level"], "n": back})]
        state["phase"] = "trigger"
        if res["then"] == "file":
            return events + self._file(state, seat, res["taken"], "research")
        if res["then"] == "build":
            return events + self._start_payment(state, seat, res["taken"], "research")
        return events

    def _trigger(self, state, seat, action, what, src=None) -> list[Event]:
        """Add the gizmos this action triggers to the pool (not the gizmo the action built)."""
        t = state["t"]
        added = []
        for cid in state["p"][seat]["built"]:
            card = CARDS[cid]
            if card["kind"] != action or cid in t["used"] or cid in t["pool"]:
                continue
            if action == "pick" and what not in card["colours"]:
                continue
            if action == "build":
                if cid == what:
                    continue
                built = CARDS[what]
                cond = card.get("cond")
                if cond == "archive" and src != "archive":
                    continue
                if cond == "level2" and built["level"] != 2:
                    continue
                if cond is None and built["colour"] != "multi" and built["colour"] not in card["colours"]:
                    continue
            added.append(cid)
        t["pool"] = sorted(t["pool"] + added)
        return [Event("triggered", {"seat": seat, "cards": added})] if added else []

    def _do_fire(self, state, seat, move):
        a = move.args
        cid, effect = a["card"], a["effect"]
        t = state["t"]
        t["pool"].remove(cid)
        t["used"].append(cid)
        events = [Event("fire", {"seat": seat, "card": cid})]
        state["phase"] = "trigger"
        if effect in ("draw1", "draw3"):
            return events + self._draw(state, seat, int(effect[-1]))
        if effect in ("vp1", "vp2"):
            gain = int(effect[-1])
            state["p"][seat]["tokens"] += gain
            return events + [Event("vp", {"seat": seat, "n": gain})]
        if effect in ("pick1", "pick2"):
            events += self._pick(state, seat, a["colour"])
            if effect == "pick2":
                state["t"]["picks"] = 1
                state["phase"] = "pick"
                if len(self._moves_pick(state, seat)) == 1:
                    state["t"]["picks"] = 0
                    state["phase"] = "trigger"
            return events
        if effect == "file":
            return events + self._file(state, seat, a["target"], "display")
        if effect == "research":
            return events + self._research(state, seat, a["level"])
        if effect == "build1":
            return events + self._place(state, seat, a["target"], a["src"], dict.fromkeys(COLOURS, 0), [])
        raise AssertionError(effect)

    def _do_end(self, state, seat, move):
        return self._end_turn(state, seat)

    def _end_turn(self, state, seat, passed=False) -> list[Event]:
        if not passed:
            state["passes"] = 0
        if len(state["row"]) < ROW_SIZE and any(state["dispenser"].values()):
            with Rng(state) as rng:
                self._refill_row(state, rng)
        state["turns"] += 1
        nxt = (seat + 1) % state["players"]
        if state["final"] and nxt == state["first"]:
            return self._game_over(state, "end")
        state["turn"] = nxt
        self._new_turn(state)
        return [Event("turn", {"seat": nxt})]

    def _game_over(self, state, how) -> list[Event]:
        state["over"] = True
        state["phase"] = "over"
        state["t"] = {"used": [], "pool": [], "pay": None, "research": None, "picks": 0}
        res = self.result(state)
        assert res is not None  # the game is over
        return [Event("game_end", {"how": how, "scores": res["scores"], "winner": res["winners"][0],
                                   "ranking": res["ranking"]})]

    # ------------------------------------------------------------------ views and hidden part
    def evaluate(self, state: dict, seat: int) -> float:
        """For the search AI: the lead in points as they stand."""
        if state["over"]:
            return super().evaluate(state, seat)
        return score_lead([self.score(state, s) for s in range(state["players"])], seat, 15.0)

    def hidden(self, state: dict):
        res = state["t"]["research"]
        return {"decks": state["decks"], "boxed": state["boxed"], "research": res["cards"] if res else None}

    def _computed(self, state: dict, seat: int | None, view: dict) -> None:
        """Each player's tableau with its limits and score, the decks' sizes, the turn in play; the researcher's
        drawn cards in its own view."""
        players = []
        for s, p in enumerate(state["p"]):
            lim = self.limits(p)
            players.append({
                "built": list(p["built"]), "archive": list(p["archive"]), "energy": dict(p["energy"]),
                "tokens": p["tokens"], "storage": lim["storage"], "archive_limit": lim["archive"],
                "research": lim["research"], "no_file": "nofile" in lim["flags"],
                "no_research": "noresearch" in lim["flags"], "score": self.score(state, s),
                "level3": sum(1 for c in p["built"] if CARDS[c]["level"] == 3),
            })
        t = state["t"]
        res = t["research"]
        view.update({
            "decks": {k: len(v) for k, v in state["decks"].items()}, "players": players,
            "turn": None if state["over"] else state["turn"],
            "used": list(t["used"]), "pool": list(t["pool"]),
            "pay": None if t["pay"] is None else {**t["pay"], "spent": dict(t["pay"]["spent"])},
            "research": None if res is None else {"level": res["level"], "n": len(res["cards"])},
            "picks": t["picks"], "result": self.result(state),
        })
        if seat is not None:
            view["seat"] = seat
            if res is not None and seat == state["turn"]:
                view["research_cards"] = list(res["cards"])
