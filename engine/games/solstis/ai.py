"""Solstis easy AI: a greedy heuristic on bitmask panoramas (cheap: it is also the search's rollout policy).

A panorama is two ints, ``t`` (land tiles) and ``r`` (Rainbows), one bit per cell on a grid 11 bits wide
(row letter × 11 + column number, column 0 empty), so that a shift by 1 or 11 is an orthogonal step and
never wraps; connected areas are grown by shifts. The AI reads only the seat's view: its hand, the
face-up display, both panoramas, the Spirits shown, and counts.

Each move is valued by what it adds to the seat's panorama (``worth``: the score now, plus a little per
filled cell and per square three quarters full, the land tiles of smaller areas by how few empty cells
part them from the largest, and the empty cells next to the largest area whose tile may still come),
plus a share of what the tile would bring the opponent (``DENY``). A tile that captures nothing is worth
its expected second chance over the tiles the seat cannot see (``Miss``). Measured against a random
player (1000 games each, seeds 20001, 40001, 60001): 82.5, 83.7, 84.4 % before this module's potential
terms and second-chance estimate, 89.6, 89.9, 90.1 % with them (and ``DENY`` 0.7 instead of 0.4).
"""

from __future__ import annotations

import random

from .data import (
    ALL_BLUE,
    ALL_PLAIN,
    CELLS,
    EVIL,
    FIRE_HALVES,
    NEIGHBOURS,
    SQUARES,
    SQUARES_OF,
    col_of,
    row_of,
)

W = 11
BIT = {c: 1 << (row_of(c) * W + col_of(c)) for c in CELLS}
ROW_A = sum(BIT[c] for c in CELLS if row_of(c) == 0)
FIRE_BITS = tuple((BIT[c], h) for c, h in FIRE_HALVES.items())
SQ_MASK = {sq: sum(BIT[c] for c in four) for sq, four in SQUARES.items()}
SQ_MASKS = tuple(SQ_MASK.values())
SQ_OF_MASK = {c: tuple(SQ_MASK[sq] for sq in SQUARES_OF[c]) for c in CELLS}

SQUARE_VALUE = 3.0  # a completed square brings a Spirit
DENY = 0.7  # weight of what a tile would bring the opponent
KEEP = 0.1  # weight of what the played tile alone would bring us (play the least useful one)
MISS_VALUE = 0.9  # what playing a tile that captures nothing is worth when every tile is seen
PUSHED = 0.6  # cost of a tile landing on one's own Rainbow (it must be placed again; measured neutral)
# static worth of a Spirit to the AI (its own point included)
SPIRIT_WORTH = {"fish": 2.0, "deer": 2.2, "eagle": 2.5, "bear": 2.2, "dragonfly": 2.5, "beetle": 2.6,
                "groundhog": 3.0, "bee": 2.5, "ladybug": 2.6, "wolf": 2.3, "squirrel": 1.8, "bird": 2.4,
                "lizard": 1.8, "butterfly": 2.8, "viper": 2.2, "fox": 1.6, "cow": 2.5, "phoenix": 1.5}


def masks(pano: dict) -> tuple[int, int]:
    t = r = 0
    for c, v in pano.items():
        if v == "T":
            t |= BIT[c]
        else:
            r |= BIT[c]
    return t, r


def areas(f: int) -> list[int]:
    """The connected areas of the filled cells ``f``, as masks."""
    out = []
    while f:
        x = f & -f
        while True:
            y = (x | (x << 1) | (x >> 1) | (x << W) | (x >> W)) & f
            if y == x:
                break
            x = y
        out.append(x)
        f &= ~x
    return out


def score(t: int, r: int, live: list[str], comps: list[int] | None = None) -> tuple[int, int, int, int]:
    """(total, second-largest area, number of areas, lit fire halves) of a panorama, as ``score_parts``
    counts it (without Fireflies); ``comps``: its areas if known."""
    if comps is None:
        comps = areas(t | r)
    sizes = [n for _cells, n in sorted(((c.bit_count(), (c & t).bit_count()) for c in comps), reverse=True)]
    area = sizes[0] if sizes else 0
    second = sizes[1] if len(sizes) > 1 else 0
    bottom = 0
    for c in comps:
        if c & ROW_A:
            bottom |= c
    lit = bottom & t
    halves = sum(h for b, h in FIRE_BITS if lit & b)
    unlit = t & ~bottom
    fires = halves // 2
    total = area + fires + len(live)
    for s in live:
        if s == "bee":
            total += sum(1 for x in live if x in ALL_PLAIN)
        elif s == "ladybug":
            total += sum(h for b, h in FIRE_BITS if unlit & b) // 2
        elif s == "wolf":
            total += len(comps)
        elif s == "bird":
            total += sum(1 for x in live if x in ALL_BLUE and x != "bird")
        elif s == "lizard":
            total += r.bit_count()
        elif s == "butterfly":
            total += fires
        elif s == "cow":
            total += second
    return total, second, len(comps), halves


VALID = sum(BIT.values())
TILE = 0.15  # worth of any filled cell
NEAR = 0.35  # worth of a 2x2 square with three cells filled
# worth of a land tile outside the largest area: one empty cell from it, two, further
REACH = (0.8, 0.5, 0.2)
FRONT = 0.5  # worth of an empty cell next to the largest area


def grow(x: int) -> int:
    return (x | (x << 1) | (x >> 1) | (x << W) | (x >> W)) & VALID


def near_squares(f: int) -> int:
    """The 2x2 squares with three of their cells filled."""
    return sum(1 for m in SQ_MASKS if (f & m).bit_count() == 3)


def potential(t: int, f: int, comps: list[int], sizes: list[int], dead: int) -> float:
    """The land tiles outside the largest area, weighted by how few empty cells part them from it, and the
    empty cells next to it (``dead``: cells whose tile is gone, which only a Rainbow can fill)."""
    if not comps:
        return 0.0
    area = max(sizes)
    main = comps[sizes.index(area)]
    empty = VALID & ~f & ~dead
    front1 = grow(main) & empty
    front2 = grow(front1) & empty & ~front1
    v = FRONT * front1.bit_count()
    if len(comps) < 2:
        return v
    touch1 = grow(front1) & f & ~main
    touch2 = grow(front2) & f & ~main
    w1, w2, w3 = REACH
    for c, n in zip(comps, sizes, strict=True):
        if c is not main:
            v += n * (w1 if c & touch1 else w2 if c & touch2 else w3)
    return v


def worth(t: int, r: int, live: list[str], near: int | None = None, dead: int = 0) -> float:
    """The AI's value of a panorama: its score now, plus a little for filled cells, near-squares and the
    land tiles outside the largest area (a later tile or Rainbow may join them to it)."""
    f = t | r
    comps = areas(f)
    if near is None:
        near = near_squares(f)
    sizes = [(c & t).bit_count() for c in comps]
    v = TILE * f.bit_count() + NEAR * near + potential(t, f, comps, sizes, dead)
    if live:
        return v + score(t, r, live, comps)[0]
    # no Spirit: the score is the largest area and the lit fires (``score`` inlined, the hot path)
    bottom = 0
    for c in comps:
        if c & ROW_A:
            bottom |= c
    lit = bottom & t
    area = max(((c.bit_count(), n) for c, n in zip(comps, sizes, strict=True)), default=(0, 0))[1]
    return v + area + sum(h for b, h in FIRE_BITS if lit & b) // 2


class Seat:
    """What the AI needs of one seat's panorama, computed once per decision."""

    __slots__ = ("t", "r", "live", "covered", "taken", "base", "spirits", "nff", "near", "memo", "dead")

    def __init__(self, state: dict, seat: int):
        self.t, self.r = masks(state["pano"][seat])
        self.spirits = state["spirits"][seat]
        self.live = [s["s"] for s in self.spirits if not s.get("covered")]
        cov = 0
        for sp in self.spirits:
            cov |= SQ_MASK[sp["at"]]
        self.covered = cov
        self.taken = {sp["at"] for sp in self.spirits} | set(state["fireflies"][seat])
        self.nff = len(state["fireflies"][seat])
        self.near = near_squares(self.t | self.r)
        # cells whose tile is gone (in the other panorama, removed): only a Rainbow fills them
        dead = masks(state["pano"][1 - seat])[0]
        for c in state["removed"]:
            dead |= BIT[c]
        self.dead = dead
        self.base = worth(self.t, self.r, self.live, self.near, dead)
        self.memo: dict = {}


def gain(state: dict, me: Seat, cells: list[str], mark: str = "T") -> float:
    """How much adding ``cells`` improves the panorama (a completed square counts a Spirit)."""
    t, r = me.t, me.r
    before = me.base
    fresh = []
    for c in cells:
        b = BIT[c]
        if r & b and mark == "T":
            if me.covered & b:
                continue
            r &= ~b
            t |= b
            before += PUSHED
        elif not (t | r) & b:
            if mark == "T":
                t |= b
            else:
                r |= b
            fresh.append(c)
    f0 = me.t | me.r
    f = t | r
    near = me.near
    if fresh:
        for sq in {sq for c in fresh for sq in SQ_OF_MASK[c]}:
            near += ((f & sq).bit_count() == 3) - ((f0 & sq).bit_count() == 3)
    key = (t, r)
    after = me.memo.get(key)
    if after is None:
        after = me.memo[key] = worth(t, r, me.live, near, me.dead)
    spirit_next = not state["got_spirit"] and (state["spirit_deck"] or state["spirit_line"])
    firefly_next = state["got_spirit"] and state["ff"] and state["ff_stock"] > 0
    if (spirit_next or firefly_next) and fresh:
        done = any((f & SQ_MASK[sq]) == SQ_MASK[sq] and sq not in me.taken for c in fresh for sq in SQUARES_OF[c])
        if done:
            after += SQUARE_VALUE if spirit_next else 1.5 + 0.5 * me.nff
    return after - before


def spirit_worth(state: dict, me: Seat, spirit: str, deck_left: int) -> float:
    """Plain Spirits by a fixed worth; blue ones by what they would score now (and a little more)."""
    if spirit not in ALL_BLUE:
        return SPIRIT_WORTH.get(spirit, 2.0)
    if spirit == "phoenix":
        g = 1 + me.nff
    else:
        g = score(me.t, me.r, [*me.live, spirit])[0] - score(me.t, me.r, me.live)[0]
    late = 1.0 - deck_left / 30.0
    return late * g + (1.0 - late) * SPIRIT_WORTH[spirit]


def gain_lost(opp: Seat, cell: str) -> float:
    """How much a seat loses when the tile of ``cell`` leaves its panorama."""
    return opp.base - worth(opp.t & ~BIT[cell], opp.r, opp.live, None, opp.dead)  # (rare: the Viper)


def unseen(state: dict, seat: int) -> list[str]:
    """The land tiles this seat cannot see (the pile, the other hand, the face-down display tiles): the
    second-chance tile is any of them, equally likely."""
    seen = set(state["hands"][seat]) | {s["up"] for s in state["display"] if s["up"]} | set(state["removed"])
    for p in state["pano"]:
        seen.update(c for c, v in p.items() if v == "T")
    if state["fox_hand"]:
        seen.update(state["fox_hand"])
    return [c for c in CELLS if c not in seen]


class Miss:
    """The expected worth of the second chance after a tile that captures nothing: the revealed tile
    (any unseen one) captures the best it can, else it joins the display and a Rainbow is placed."""

    def __init__(self, state: dict, me: Seat, them: Seat, seat: int, dw: float):
        self.state, self.me, self.them, self.dw = state, me, them, dw
        self.pool = unseen(state, seat)
        self.display = [s["up"] for s in state["display"] if s["up"]]
        self._cap: dict = {}
        self._deny: dict = {}
        rb = 0.0
        if state["rainbows"] > 0:
            pano = state["pano"][seat]
            cells = [c for c in CELLS if c not in pano and (not pano or any(n in pano for n in NEIGHBOURS[c]))]
            rb = max((gain(state, me, [c], "R") for c in cells), default=0.0)
        self.rainbow = rb

    def deny(self, d: str) -> float:
        v = self._deny.get(d)
        if v is None:
            v = self._deny[d] = gain(self.state, self.them, [d])
        return v

    def cap(self, u: str, d: str) -> float:
        v = self._cap.get((u, d))
        if v is None:
            v = self._cap[(u, d)] = gain(self.state, self.me, [u, d]) + self.dw * self.deny(d)
        return v

    def value(self, x: str) -> float:
        if not self.pool:
            return MISS_VALUE
        disp = [*self.display, x]
        total = 0.0
        for u in self.pool:
            best = None
            for d in disp:
                if d[0] == u[0] or d[1:] == u[1:]:
                    v = self.cap(u, d)
                    if best is None or v > best:
                        best = v
            total += best if best is not None else self.rainbow - self.dw * self.deny(u)
        return total / len(self.pool)


def choose(game, state: dict, seat: int, rng: random.Random) -> str:
    moves = game._legal_moves(state, seat)
    if len(moves) == 1:
        return moves[0].id
    opp = 1 - seat
    me = Seat(state, seat)
    them: Seat | None = None  # the opponent's Seat, built the first time a move needs it
    miss = None
    best, best_v = moves[0].id, -1e9
    for m in moves:
        a = m.args
        k = m.kind
        if k in ("play", "take", "beetle") and them is None:
            them = Seat(state, opp)
        if k == "play":
            assert them is not None  # built just above for a play, a take or a beetle
            if a["target"]:
                v = gain(state, me, [a["tile"], a["target"]]) + DENY * gain(state, them, [a["target"]])
            else:
                if miss is None:
                    miss = Miss(state, me, them, seat, DENY)
                v = miss.value(a["tile"]) - DENY * gain(state, them, [a["tile"]])
            # keep tiles in hand that are good for us later: play the least useful one
            v -= KEEP * gain(state, me, [a["tile"]])
        elif k == "take":
            assert them is not None
            v = gain(state, me, [state["queue"][0]["tile"], a["tile"]]) + DENY * gain(state, them, [a["tile"]])
        elif k == "rainbow":
            v = gain(state, me, [a["cell"]], "R")
        elif k == "draw":
            # the Evil Spirit may come with the draw (it is known to be in the pile by elimination)
            evil_in = state["evil"] is None and not state["ff"] and not state["options"]["beginner"] \
                and not any(x["s"] == EVIL for sp in state["spirits"] for x in sp)
            v = 2.45 - (2.0 * 2.0 / len(state["spirit_deck"]) if evil_in else 0.0)
        elif k in ("line", "pick"):
            v = spirit_worth(state, me, a["spirit"], len(state["deck"]))
            v -= 0.01 * CELLS.index(a["square"])
        elif k == "deer":
            v = gain(state, me, [a["tile"]])
        elif k == "beetle":
            assert them is not None
            v = gain(state, me, [a["tile"]]) + DENY * gain(state, them, [a["tile"]])
        elif k == "viper":
            v = gain(state, me, [a["tile"]]) + gain_lost(Seat(state, opp), a["tile"])
        elif k == "fox":  # make them play their least useful tile
            v = -gain(state, Seat(state, opp), [a["tile"]])
        elif k == "evil":  # block a cell they are building around
            pano = state["pano"][opp]
            v = sum(1 for n in NEIGHBOURS[a["cell"]] if n in pano) + 0.01 * CELLS.index(a["cell"]) / 48
        elif k == "cover":
            holder = Seat(state, opp)
            rest = [x["s"] for x in holder.spirits if not x.get("covered") and x["s"] != a["spirit"]]
            v = score(holder.t, holder.r, holder.live)[0] - score(holder.t, holder.r, rest)[0]
        else:
            v = 0.0
        v += rng.random() * 1e-3
        if v > best_v:
            best, best_v = m.id, v
    return best
