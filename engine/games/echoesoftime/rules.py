"""Echoes of Time rules (Board Game Arena help page, rev. 2026-10-18).

Rule choices where the page is silent (players see the relevant ones in /rules):
- Cards on the time board are face up (public); discarded cards go to a public discard pile; when the
  deck is empty it is reshuffled from the discard pile (nothing drawn if both are empty).
- The Time phase is simultaneous on the table; here it is resolved seat by seat from the first player,
  which is the page's own order for effects of different players. Two cards summoned together: their
  owner chooses the order only when both have immediate effects (otherwise the order changes nothing).
- "Play 1 card": the card goes on the tile of its (reduced) time cost, or if full on the first tile to
  its left that has room; if no tile has room the card cannot be played. The card-cost discards are
  chosen one by one after choosing the card. A copy of an Artefact already in your Company or on your
  time board cannot be played (two copies may never meet in the Company).
- "Advance 2 cards": either two different cards one slot each, or one card two slots; the action is
  offered only if some card can move; a second one-slot move is required when one is possible.
- Conquest commits free Creatures of your Company (not those already under a Source) with no
  activation token, one by one, until their total strength is strictly greater than the target;
  the player may commit more before confirming.
- Creatures under a conquered Source keep their icons (strength, faction, War/Magic) and lose their text
  (Flame, permanent and end-scoring effects); under a fortified Source they keep only their VP.
- Flame effects, permanent effects and end scoring only work from cards in the Company with text active
  and from Sources you control. A Flame effect is offered only when it would do something.
- "Remove a card" as a summon effect is optional; a card never removes itself; removed cards are
  discarded; removing the last Creature under a conquered Source returns the Source to the centre.
- VP an opponent must discard go to the secondary reserve (the central pool never refills); VP gained
  once the pool is empty come from the secondary reserve, which never runs out.
- The end triggers are checked after every move; once triggered, the round's action turns are played
  out and the game ends without the end-of-round steps.
- Hand limit (end of round): players over 10 cards discard one card at a time, first player first.
- The "reduced interaction" variant removes every card and the Source showing crossed swords.
- Setup play: a player with no playable card passes (cannot happen with the designed deck in practice).
- Identical cards (the two copies of an Artefact) are offered once in every choice.
- Designed content (data.py, ASSUMPTION): 60 Company cards, 6 Sources, tile flames and order, VP token
  denominations; balance is tested in tests/games/test_echoesoftime.py (owning any card moves its owner's
  average score by < 8 VP; no single main action beats the all-round AI by a wide margin).
"""

from __future__ import annotations

from engine import Event, Game, GameInfo, Move, Option, Rng
from engine.core import score_lead
from engine.visibility import Visibility, per_seat, secret

from .data import (
    ACTIONS,
    COMPANY_END,
    DECK,
    HAND_LIMIT,
    HAND_START,
    INITIAL_ORDER,
    INITIAL_OUTSIDE,
    SLOTS,
    SOURCE,
    SOURCE_COMPANY_WEIGHT,
    SOURCES,
    SPACES_PER_ACTION,
    TILE_CAPACITY,
    TILE_FLAMES,
    TYPE,
    VP_PER_PLAYER,
)

CTYPE = [TYPE[k] for k in DECK]
ctype = CTYPE.__getitem__
# What a card on the time board brings once summoned, for ``evaluate``: its VP, its summon VP and about 1 VP
# for the rest (fitted on easy-vs-easy games: about 1 VP per card beyond its printed VP).
ARRIVAL_VP = [t["vp"] + sum(e[1] for e in t["summon"] if e[0] == "vp") + 1 for t in CTYPE]


class EchoesRules(Game):
    info = GameInfo(
        id="echoesoftime", names={"en": "Echoes of Time", "fr": "Echoes of Time"},
        min_players=2, max_players=4,
        options=(
            Option("reduced_interaction", bool, False,
                   names={"en": "Variant: reduced interaction (no crossed-swords cards)",
                          "fr": "Variante : interactions réduites (sans cartes épées croisées)"}),
        )
    )
    # the other hands (kept sorted) and the deck are one pool of unseen cards; tracks, companies, sources and
    # the discard are open
    visibility = Visibility(
        parts=(per_seat("hands", name="hand_ids", size="hand_sizes", pool="cards", sort=True),
               secret("deck", size="deck", pool="cards")),
        public=("players", "round", "phase", "first", "turn", "turns", "main_done", "vp", "pool", "reserve_used",
                "tokens", "ending", "trigger", "options"))

    # ------------------------------------------------------------------ setup
    def _setup(self, state: dict) -> None:
        n = state["players"]
        reduced = state["options"]["reduced_interaction"]
        deck = [cid for cid in range(len(DECK)) if not (reduced and ctype(cid)["swords"])]
        sources = [s["key"] for s in SOURCES if not (reduced and s["swords"])]
        with Rng(state) as rng:
            rng.shuffle(deck)
            chosen = rng.sample(sources, n)
            first = rng.randrange(n)
        hands = [[deck.pop() for _ in range(HAND_START)] for _ in range(n)]  # from the deck's top, seat by seat
        state.update({
            "deck": deck, "discard": [], "hands": hands,
            "order": [list(INITIAL_ORDER) for _ in range(n)], "outside": [INITIAL_OUTSIDE] * n,
            "on": [[[] for _ in TILE_FLAMES] for _ in range(n)],
            "company": [[] for _ in range(n)],
            "sources": [{"key": k, "owner": None, "fortified": False, "under": []} for k in chosen],
            "vp": [0] * n, "pool": VP_PER_PLAYER * n, "reserve_used": 0,
            "tokens": [], "cubes": [dict.fromkeys(ACTIONS, 0) for _ in range(n)],
            "first": first, "turn": first, "turns": 0, "main_done": False,
            "phase": "setup", "setup_left": n, "round": 0, "ending": False, "trigger": None,
            "pending": [], "summon_queue": [], "time_left": [], "log_round": 0,
        })

    # ------------------------------------------------------------------ helpers: board
    @staticmethod
    def tile_at(state: dict, seat: int, slot: int) -> int:
        return state["order"][seat][SLOTS - slot]

    @staticmethod
    def slot_of(state: dict, seat: int, cid: int) -> int | None:
        for pos, tile in enumerate(state["order"][seat]):
            if cid in state["on"][seat][tile]:
                return SLOTS - pos
        return None

    @classmethod
    def track_slot(cls, state: dict, seat: int, cid: int) -> int:
        """``slot_of`` for a card known to be on the time board."""
        slot = cls.slot_of(state, seat, cid)
        assert slot is not None, cid
        return slot

    def track_cards(self, state: dict, seat: int) -> list[int]:
        """Cards on the time board, from slot 1 (closest to summoning) to slot 5."""
        out = []  # a loop: this runs several times for every move listed
        for pos in range(SLOTS - 1, -1, -1):
            out.extend(state["on"][seat][state["order"][seat][pos]])
        return out

    # ------------------------------------------------------------------ helpers: company
    def held_sources(self, state: dict, seat: int) -> list[dict]:
        return [s for s in state["sources"] if s["owner"] == seat]

    def perms(self, state: dict, seat: int) -> list[list]:
        return [ctype(c)["perm"] for c in state["company"][seat] if ctype(c)["perm"]]

    def war_bonus(self, state: dict, seat: int) -> int:
        return sum(1 for c in state["company"][seat] if (CTYPE[c]["perm"] or ("",))[0] == "war_plus")

    def strength(self, state: dict, seat: int, cid: int, bonus: int | None = None) -> int:
        t = CTYPE[cid]
        if t["spec"] != "war":
            return t["strength"]
        return t["strength"] + (self.war_bonus(state, seat) if bonus is None else bonus)

    def total_strength(self, state: dict, seat: int, cards: list[int]) -> int:
        bonus = self.war_bonus(state, seat)
        return sum(self.strength(state, seat, c, bonus) for c in cards)

    def under_strength(self, state: dict, src: dict) -> int:
        return self.total_strength(state, src["owner"], src["under"])

    def free_creatures(self, state: dict, seat: int) -> list[int]:
        return [c for c in state["company"][seat]
                if ctype(c)["kind"] == "creature" and f"c{c}" not in state["tokens"]]

    def company_size(self, state: dict, seat: int) -> int:
        return len(state["company"][seat]) + SOURCE_COMPANY_WEIGHT * len(self.held_sources(state, seat))

    def card_cost(self, state: dict, seat: int, cid: int) -> int:
        t = ctype(cid)
        red = sum(1 for p in self.perms(state, seat) if p[0] == "cost_card" and t["kind"] == p[1])
        return max(0, t["card_cost"] - red)

    def time_cost(self, state: dict, seat: int, cid: int) -> int:
        t = ctype(cid)
        red = sum(1 for p in self.perms(state, seat)
                  if p[0] == "cost_time" and t["kind"] == "creature" and t["faction"] == p[1])
        return max(0, t["time_cost"] - red)

    def placement(self, state: dict, seat: int, cid: int) -> int | None:
        """Slot the card goes to (0 = straight into the Company), None when no tile has room."""
        cost = self.time_cost(state, seat, cid)
        if cost == 0:
            return 0
        for slot in range(cost, SLOTS + 1):
            if len(state["on"][seat][self.tile_at(state, seat, slot)]) < TILE_CAPACITY:
                return slot
        return None

    def advance_targets(self, state: dict, seat: int, cid: int, steps: int) -> bool:
        dest = self.track_slot(state, seat, cid) - steps
        return dest <= 0 or len(state["on"][seat][self.tile_at(state, seat, dest)]) < TILE_CAPACITY

    def movable(self, state: dict, seat: int, steps: int, exclude=()) -> list[int]:
        return [c for c in self.track_cards(state, seat)
                if c not in exclude and self.advance_targets(state, seat, c, steps)]

    def removable(self, state: dict, seat: int, exclude=None) -> list[int]:
        """The cards a removal may take, which are also the cards whose icons count: the Company's (but
        ``exclude``) and the Creatures under conquered (unfortified) Sources."""
        return ([c for c in state["company"][seat] if c != exclude]
                + [c for s in self.held_sources(state, seat) if not s["fortified"] for c in s["under"]])

    def flame_keys(self, state: dict, seat: int) -> list[str]:
        """Every Flame effect of the seat (active text): 'c<id>' for cards, 's<index>' for Sources."""
        return ([f"c{c}" for c in state["company"][seat] if ctype(c)["flame"]]
                + [f"s{i}" for i, s in enumerate(state["sources"]) if s["owner"] == seat and SOURCE[s["key"]]["flame"]])

    @staticmethod
    def flame_of(state: dict, key: str) -> list:
        if key[0] == "c":
            return ctype(int(key[1:]))["flame"]
        return SOURCE[state["sources"][int(key[1:])]["key"]]["flame"]

    def effect_useful(self, state: dict, seat: int, effect: list, source_key: str | None = None) -> bool:
        kind = effect[0]
        if kind == "advance":
            return bool(self.movable(state, seat, 1))
        if kind == "remove":
            exclude = int(source_key[1:]) if source_key and source_key[0] == "c" else None
            return bool(self.removable(state, seat, exclude))
        if kind == "other":
            return bool(self.other_flames(state, seat, source_key))
        return True

    def other_flames(self, state: dict, seat: int, prism_key: str | None) -> list[str]:
        return [k for k in self.flame_keys(state, seat) if k != prism_key and k not in state["tokens"]
                and self.flame_of(state, k)[1][0] != "other"
                and self.effect_useful(state, seat, self.flame_of(state, k)[1], k)]

    def usable_flames(self, state: dict, seat: int) -> list[str]:
        colour = TILE_FLAMES[state["outside"][seat]]  # the Flame of the tile outside the time board
        return [k for k in self.flame_keys(state, seat) if k not in state["tokens"]
                and self.flame_of(state, k)[0] == colour
                and self.effect_useful(state, seat, self.flame_of(state, k)[1], k)]

    def conquer_target(self, state: dict, index: int) -> int:
        src = state["sources"][index]
        return SOURCE[src["key"]]["conquest"] if src["owner"] is None else self.under_strength(state, src)

    def can_conquer(self, state: dict, seat: int, index: int) -> bool:
        src = state["sources"][index]
        if src["fortified"] or src["owner"] == seat:
            return False
        total = self.total_strength(state, seat, self.free_creatures(state, seat))
        return total > self.conquer_target(state, index)

    def can_fortify(self, state: dict, seat: int, index: int) -> bool:
        src = state["sources"][index]
        return (src["owner"] == seat and not src["fortified"]
                and self.under_strength(state, src) > SOURCE[src["key"]]["fortify"])

    # ------------------------------------------------------------------ turn order
    def to_act(self, state: dict) -> list[int]:
        if state["phase"] == "over":
            return []
        if state["pending"]:
            return [state["pending"][0]["seat"]]
        return [state["turn"]]

    def _legal_moves(self, state: dict, seat: int) -> list[Move]:
        if state["pending"]:
            return self._pending_moves(state, seat, state["pending"][0])
        if state["phase"] == "setup":
            plays = self._play_moves(state, seat)
            return plays or [Move("pass", "pass")]
        moves: list[Move] = []
        cubes = state["cubes"][seat]
        if not state["main_done"]:
            if cubes["draw"] < SPACES_PER_ACTION:
                moves.append(Move("draw", "draw"))
            if cubes["play"] < SPACES_PER_ACTION:
                moves += self._play_moves(state, seat)
            if cubes["advance"] < SPACES_PER_ACTION and self.movable(state, seat, 1) + self.movable(state, seat, 2):
                moves.append(Move("advance", "advance"))
            if cubes["source"] < SPACES_PER_ACTION:
                for i in range(len(state["sources"])):
                    if self.can_conquer(state, seat, i):
                        moves.append(Move(f"conquer:{i}", "conquer", {"source": i}))
                    if self.can_fortify(state, seat, i):
                        moves.append(Move(f"fortify:{i}", "fortify", {"source": i}))
        for key in self.usable_flames(state, seat):  # loops: a comprehension costs a call on every listing
            moves.append(Move(f"flame:{key}", "flame", {"key": key}))
        held = [i for i, s in enumerate(state["sources"]) if s["owner"] == seat and not s["fortified"]]
        if held:
            for c in self.free_creatures(state, seat):
                for i in held:
                    moves.append(Move(f"reinforce:{c}:{i}", "reinforce", {"card": c, "source": i}))
        if state["main_done"]:
            moves.append(Move("end", "end"))
        return moves

    def _play_moves(self, state: dict, seat: int) -> list[Move]:
        """One move per design the seat may play: not an Artefact it already has (Company or time board), a card
        cost its other cards can pay (``card_cost``) and a tile with room (``placement``); the Company's
        reductions and the free tiles are computed once."""
        hand = state["hands"][seat]
        perms = self.perms(state, seat)
        card_red = [p[1] for p in perms if p[0] == "cost_card"]
        time_red = [p[1] for p in perms if p[0] == "cost_time"]
        owned = {DECK[c] for c in state["company"][seat] + self.track_cards(state, seat)}
        on, order = state["on"][seat], state["order"][seat]
        room = [False] + [len(on[order[SLOTS - slot]]) < TILE_CAPACITY for slot in range(1, SLOTS + 1)]
        seen, moves = set(), []
        for cid in hand:
            key = DECK[cid]
            if key in seen:
                continue
            seen.add(key)
            t = CTYPE[cid]
            if t["kind"] == "artefact" and key in owned:
                continue
            if len(hand) - 1 < max(0, t["card_cost"] - card_red.count(t["kind"])):
                continue
            cost = t["time_cost"] - (time_red.count(t["faction"]) if t["kind"] == "creature" else 0)
            if cost > 0 and not any(room[cost:]):
                continue
            moves.append(Move(f"play:{cid}", "play", {"card": cid}))
        return moves

    def _distinct(self, cards: list[int], kind: str) -> list[Move]:
        first: dict[str, int] = {}  # one card per design: the two copies of an Artefact are one choice
        for cid in cards:
            first.setdefault(DECK[cid], cid)
        return [Move(f"{kind}:{cid}", kind, {"card": cid}) for cid in first.values()]

    def _pending_moves(self, state: dict, seat: int, p: dict) -> list[Move]:
        k = p["kind"]
        if k == "discard":  # card cost of the card being played
            hand = [c for c in state["hands"][seat] if c != p["card"]]
            return self._distinct(hand, "discard")
        if k == "hand_limit":
            return self._distinct(state["hands"][seat], "limit")
        if k == "order":
            return [Move(f"first:{c}", "first", {"card": c}) for c in p["cards"]]
        if k == "advance":  # main action: choose the mode with the first card
            return ([Move(f"adv1:{c}", "adv1", {"card": c}) for c in self.movable(state, seat, 1)]
                    + [Move(f"adv2:{c}", "adv2", {"card": c}) for c in self.movable(state, seat, 2)])
        if k == "advance_second":
            return [Move(f"adv1:{c}", "adv1", {"card": c}) for c in self.movable(state, seat, 1, p["exclude"])]
        if k == "effect_advance":
            return [Move(f"move:{c}", "effect_move", {"card": c}) for c in self.movable(state, seat, 1)]
        if k == "remove":
            moves = [Move(f"remove:{c}", "remove", {"card": c}) for c in self.removable(state, seat, p.get("exclude"))]
            return [*moves, Move("remove:none", "remove_skip")] if p.get("optional") else moves
        if k == "other":
            return [Move(f"other:{key}", "other", {"key": key}) for key in self.other_flames(state, seat, p["prism"])]
        if k == "commit":
            chosen = p["chosen"]
            moves = [Move(f"commit:{c}", "commit", {"card": c}) for c in self.free_creatures(state, seat)
                     if c not in chosen]
            total = self.total_strength(state, seat, chosen)
            if total > self.conquer_target(state, p["source"]):
                moves.append(Move("commit:done", "commit_done"))
            return moves
        raise AssertionError(k)

    # ------------------------------------------------------------------ playing
    def _play(self, state: dict, seat: int, move: Move) -> list:
        ev: list = []
        k, a = move.kind, move.args
        pend = state["pending"].pop(0) if state["pending"] else {}  # the pending step this move answers, if any
        if k == "pass":
            ev.append(Event("pass", {"seat": seat}))
            self._setup_next(state)
        elif k == "play":
            self._start_play(state, seat, a["card"], ev)
        elif k == "discard":
            state["hands"][seat].remove(a["card"])
            state["discard"].append(a["card"])
            ev.append(Event("discard", {"seat": seat, "card": DECK[a["card"]]}))
            if pend["left"] > 1:
                state["pending"].insert(0, dict(pend, left=pend["left"] - 1))
            else:
                self._place(state, seat, pend["card"], ev)
        elif k == "limit":
            state["hands"][seat].remove(a["card"])
            state["discard"].append(a["card"])
            ev.append(Event("limit_discard", {"seat": seat, "card": DECK[a["card"]]}))
        elif k == "draw":
            self._use_cube(state, seat, "draw")
            ev.append(Event("action_draw", {"seat": seat}))
            self._draw(state, seat, 2, ev)
        elif k == "advance":
            self._use_cube(state, seat, "advance")
            ev.append(Event("action_advance", {"seat": seat}))
            state["pending"].insert(0, {"seat": seat, "kind": "advance"})
        elif k == "adv1":
            self._move_card(state, seat, a["card"], 1, ev)
            if pend["kind"] == "advance" and self.movable(state, seat, 1, [a["card"]]):
                state["pending"].insert(0, {"seat": seat, "kind": "advance_second", "exclude": [a["card"]]})
        elif k == "adv2":
            self._move_card(state, seat, a["card"], 2, ev)
        elif k == "effect_move":
            self._move_card(state, seat, a["card"], 1, ev)
            if pend["left"] > 1 and self.movable(state, seat, 1):
                state["pending"].insert(0, dict(pend, left=pend["left"] - 1))
        elif k == "conquer":
            self._use_cube(state, seat, "source")
            ev.append(Event("action_conquer", {"seat": seat, "source": state["sources"][a["source"]]["key"]}))
            state["pending"].insert(0, {"seat": seat, "kind": "commit", "source": a["source"], "chosen": []})
        elif k == "commit":
            state["pending"].insert(0, dict(pend, chosen=[*pend["chosen"], a["card"]]))
        elif k == "commit_done":
            self._conquer(state, seat, pend["source"], pend["chosen"], ev)
        elif k == "fortify":
            self._use_cube(state, seat, "source")
            src = state["sources"][a["source"]]
            src["fortified"] = True
            ev.append(Event("fortify", {"seat": seat, "source": src["key"]}))
            self._effects(state, seat, SOURCE[src["key"]]["on_fortify"], None, ev)
        elif k in ("flame", "other"):
            state["tokens"].append(a["key"])
            self._flame(state, seat, a["key"], ev)
        elif k == "reinforce":
            src = state["sources"][a["source"]]
            state["company"][seat].remove(a["card"])
            src["under"].append(a["card"])
            ev.append(Event("reinforce", {"seat": seat, "card": DECK[a["card"]], "source": src["key"]}))
        elif k == "remove":
            self._remove(state, seat, a["card"], ev)
            self._gain(state, seat, pend["vp"], ev)
        elif k == "remove_skip":
            ev.append(Event("remove_skip", {"seat": seat}))
        elif k == "first":
            other = [c for c in pend["cards"] if c != a["card"]][0]
            state["summon_queue"][:0] = [[seat, a["card"]], [seat, other]]
            ev.append(Event("order", {"seat": seat, "card": DECK[a["card"]]}))
        elif k == "end":
            ev.append(Event("end_turn", {"seat": seat}))
            self._next_turn(state, ev)
        self._flow(state, ev)
        self._check_end(state, ev)  # no trigger can come and go within one move, so once is enough
        return ev

    def _use_cube(self, state: dict, seat: int, action: str) -> None:
        state["cubes"][seat][action] += 1
        state["main_done"] = True

    def _start_play(self, state: dict, seat: int, cid: int, ev: list) -> None:
        if state["phase"] != "setup":
            self._use_cube(state, seat, "play")
        cost = self.card_cost(state, seat, cid)
        ev.append(Event("play", {"seat": seat, "card": DECK[cid], "cost": cost}))
        state["hands"][seat].remove(cid)
        if cost:
            state["hands"][seat].append(cid)  # held aside until the discards are paid
            state["pending"].insert(0, {"seat": seat, "kind": "discard", "card": cid, "left": cost})
        else:
            self._place(state, seat, cid, ev)

    def _place(self, state: dict, seat: int, cid: int, ev: list) -> None:
        if cid in state["hands"][seat]:
            state["hands"][seat].remove(cid)
        slot = self.placement(state, seat, cid)
        assert slot is not None  # only a card with a place is placed
        ev.append(Event("place", {"seat": seat, "card": DECK[cid], "slot": slot}))
        if slot == 0:
            self._summon(state, seat, cid, ev)
        else:
            state["on"][seat][self.tile_at(state, seat, slot)].append(cid)
        if state["phase"] == "setup":
            self._setup_next(state)

    def _setup_next(self, state: dict) -> None:
        state["setup_left"] -= 1
        state["turn"] = (state["turn"] + 1) % state["players"]
        if state["setup_left"] == 0:
            state["phase"] = "setup_done"

    def _move_card(self, state: dict, seat: int, cid: int, steps: int, ev: list) -> None:
        slot = self.track_slot(state, seat, cid)
        state["on"][seat][self.tile_at(state, seat, slot)].remove(cid)
        dest = slot - steps
        ev.append(Event("advance", {"seat": seat, "card": DECK[cid], "slot": max(dest, 0)}))
        if dest <= 0:
            self._summon(state, seat, cid, ev)
        else:
            state["on"][seat][self.tile_at(state, seat, dest)].append(cid)

    def _draw(self, state: dict, seat: int, n: int, ev: list) -> None:
        got = []
        for _ in range(n):
            if not state["deck"]:
                if not state["discard"]:
                    break
                state["deck"] = state["discard"]
                state["discard"] = []
                with Rng(state) as rng:
                    rng.shuffle(state["deck"])
                ev.append(Event("reshuffle", {"size": len(state["deck"])}))
            got.append(state["deck"].pop())
        state["hands"][seat].extend(got)
        ev.append(Event("drew", {"seat": seat, "n": len(got)}))
        if got:
            ev.append(Event("drew_cards", {"cards": [DECK[c] for c in got]}, to=[seat]))

    def _gain(self, state: dict, seat: int, n: int, ev: list) -> None:
        from_pool = min(n, state["pool"])
        state["pool"] -= from_pool
        state["reserve_used"] += n - from_pool
        state["vp"][seat] += n
        ev.append(Event("gain", {"seat": seat, "n": n}))

    def _effects(self, state: dict, seat: int, effects: list, key: str | None, ev: list) -> None:
        """Resolve effects in order; those needing a choice become pending decisions (in order)."""
        later = []
        for eff in effects:
            kind, n = eff[0], (eff[1] if len(eff) > 1 else 0)
            if kind == "vp":
                self._gain(state, seat, n, ev)
            elif kind == "draw":
                self._draw(state, seat, n, ev)
            elif kind == "opp_vp":
                for o in range(state["players"]):
                    if o != seat:
                        lost = min(n, state["vp"][o])
                        state["vp"][o] -= lost
                        ev.append(Event("lose", {"seat": o, "n": lost}))
            elif kind == "advance":
                if self.movable(state, seat, 1):
                    later.append({"seat": seat, "kind": "effect_advance", "left": n})
            elif kind == "remove":
                exclude = int(key[1:]) if key and key[0] == "c" else None
                if self.removable(state, seat, exclude):
                    # optional as a summon's effect; a Flame's removal is its cost (_flame), never optional
                    later.append({"seat": seat, "kind": "remove", "vp": n, "exclude": exclude, "optional": True})
            elif kind == "other":
                later.append({"seat": seat, "kind": "other", "prism": key})
        state["pending"][:0] = later

    def _flame(self, state: dict, seat: int, key: str, ev: list) -> None:
        effect = self.flame_of(state, key)[1]
        name = DECK[int(key[1:])] if key[0] == "c" else state["sources"][int(key[1:])]["key"]
        ev.append(Event("flame", {"seat": seat, "what": name, "source": key[0] == "s"}))
        if effect[0] == "remove":  # the Flame's cost: not optional once activated
            exclude = int(key[1:]) if key[0] == "c" else None
            state["pending"].insert(0, {"seat": seat, "kind": "remove", "vp": effect[1], "exclude": exclude,
                                        "optional": False})
        else:
            self._effects(state, seat, [effect], key, ev)

    def _summon(self, state: dict, seat: int, cid: int, ev: list) -> None:
        state["company"][seat].append(cid)
        ev.append(Event("summon", {"seat": seat, "card": DECK[cid]}))
        self._effects(state, seat, ctype(cid)["summon"], f"c{cid}", ev)

    def _remove(self, state: dict, seat: int, cid: int, ev: list) -> None:
        ev.append(Event("removed", {"seat": seat, "card": DECK[cid]}))
        state["discard"].append(cid)
        if cid in state["company"][seat]:
            state["company"][seat].remove(cid)
            return
        for src in state["sources"]:
            if cid in src["under"]:
                src["under"].remove(cid)
                if not src["under"]:
                    src["owner"] = None
                    ev.append(Event("source_back", {"source": src["key"]}))

    def _conquer(self, state: dict, seat: int, index: int, chosen: list[int], ev: list) -> None:
        src = state["sources"][index]
        old = src["owner"]
        if old is not None:
            state["company"][old].extend(src["under"])
        for c in chosen:
            state["company"][seat].remove(c)
        src.update(owner=seat, under=list(chosen), fortified=False)
        ev.append(Event("conquer", {"seat": seat, "source": src["key"], "from": old,
                                    "strength": self.under_strength(state, src)}))
        self._effects(state, seat, SOURCE[src["key"]]["on_conquer"], None, ev)
        bonus = sum(p[1] for p in self.perms(state, seat) if p[0] == "on_conquer")
        if bonus:
            self._gain(state, seat, bonus, ev)

    def _next_turn(self, state: dict, ev: list) -> None:
        state["turns"] += 1
        state["main_done"] = False
        n = state["players"]
        if state["turns"] < 2 * n:
            state["turn"] = (state["turn"] + 1) % n
            return
        if state["ending"]:
            state["phase"] = "over"
            res = self.result(state)
            assert res is not None  # the game was just marked over
            ev.append(Event("game_end", {"scores": res["scores"], "winners": res["winners"]}))
            return
        state["phase"] = "hand_limit"
        state["time_left"] = [(state["first"] + i) % n for i in range(n)]

    def _check_end(self, state: dict, ev: list) -> None:
        if state["ending"] or state["phase"] in ("setup", "over"):
            return
        n = state["players"]
        trigger = None
        if state["pool"] <= 0:
            trigger = "pool"
        elif any(self.company_size(state, s) >= COMPANY_END for s in range(n)):
            trigger = "company"
        elif all(s["fortified"] for s in state["sources"]):
            trigger = "fortified"
        if trigger:
            state["ending"], state["trigger"] = True, trigger
            ev.append(Event("end_triggered", {"trigger": trigger}))

    def _flow(self, state: dict, ev: list) -> None:
        """Run everything automatic until a seat must decide."""
        n = state["players"]
        while state["phase"] != "over":
            if state["pending"]:
                p = state["pending"][0]
                if self._pending_moves(state, p["seat"], p):
                    return
                state["pending"].pop(0)  # nothing left to choose (the effect has no target any more)
                continue
            if state["summon_queue"]:
                seat, cid = state["summon_queue"].pop(0)
                self._summon(state, seat, cid, ev)
                continue
            phase = state["phase"]
            if phase == "setup":
                return
            if phase == "setup_done":
                self._start_round(state, ev)
                continue
            if phase == "time":
                if state["time_left"]:
                    self._shift(state, state["time_left"].pop(0), ev)
                    continue
                for i in range(n):
                    self._draw(state, (state["first"] + i) % n, 1, ev)
                state["phase"] = "actions"
                state["turn"], state["turns"], state["main_done"] = state["first"], 0, False
                continue
            if phase == "actions":
                return
            if phase == "hand_limit":
                while state["time_left"]:
                    seat = state["time_left"][0]
                    if len(state["hands"][seat]) > HAND_LIMIT:
                        state["pending"].append({"seat": seat, "kind": "hand_limit"})
                        break
                    state["time_left"].pop(0)
                if state["pending"]:
                    return
                state["cubes"] = [dict.fromkeys(ACTIONS, 0) for _ in range(n)]
                state["tokens"] = []
                state["first"] = (state["first"] + 1) % n
                self._start_round(state, ev)
                continue

    def _start_round(self, state: dict, ev: list) -> None:
        n = state["players"]
        state["phase"] = "time"
        state["round"] += 1
        state["time_left"] = [(state["first"] + i) % n for i in range(n)]
        ev.append(Event("round", {"round": state["round"], "first": state["first"]}))

    def _shift(self, state: dict, seat: int, ev: list) -> None:
        order = state["order"][seat]
        leaving = order.pop()
        order.insert(0, state["outside"][seat])
        state["outside"][seat] = leaving
        cards = state["on"][seat][leaving]
        state["on"][seat][leaving] = []
        ev.append(Event("shift", {"seat": seat, "flame": TILE_FLAMES[leaving], "n": len(cards)}))
        if len(cards) == 2 and all(ctype(c)["summon"] for c in cards) and DECK[cards[0]] != DECK[cards[1]]:
            state["pending"].append({"seat": seat, "kind": "order", "cards": list(cards)})
        else:
            state["summon_queue"].extend([seat, c] for c in cards)

    # ------------------------------------------------------------------ scoring
    def score_detail(self, state: dict, seat: int) -> dict:
        held = self.held_sources(state, seat)
        sources = sum(SOURCE[s["key"]]["vp"][1 if s["fortified"] else 0] for s in held)
        card_vp = sum(ctype(c)["vp"] for c in state["company"][seat] + [c for s in held for c in s["under"]])
        icons = self.removable(state, seat)
        fortified = sum(1 for s in held if s["fortified"])
        bonus = 0
        for c in state["company"][seat]:
            sc = ctype(c)["score"]
            if not sc:
                continue
            if sc[0] == "faction":
                bonus += sc[2] * sum(1 for x in icons
                                     if ctype(x)["kind"] == "creature" and ctype(x)["faction"] == sc[1])
            elif sc[0] == "spec":
                bonus += sc[2] * sum(1 for x in icons if ctype(x)["spec"] == sc[1])
            elif sc[0] == "source":
                bonus += sc[1] * len(held)
            elif sc[0] == "artefact":
                bonus += sc[1] * sum(1 for x in icons if ctype(x)["kind"] == "artefact")
            elif sc[0] == "fortified":
                bonus += sc[1] * fortified
        return {"tokens": state["vp"][seat], "sources": sources, "cards": card_vp, "bonus": bonus,
                "total": state["vp"][seat] + sources + card_vp + bonus, "fortified": fortified}

    def end_progress(self, state: dict) -> float:
        """How near the end is, 0 to 1: the furthest of the three end triggers (Sources fortified, central pool
        emptied, a Company of 12), 1 once the end is triggered."""
        if state["ending"]:
            return 1.0
        n = state["players"]
        sources = state["sources"]
        fortified = sum(1 for s in sources if s["fortified"]) / len(sources)
        pool = 1.0 - state["pool"] / (VP_PER_PLAYER * n)
        company = max(self.company_size(state, s) for s in range(n)) / COMPANY_END
        return min(1.0, max(fortified, pool, company))

    def evaluate(self, state: dict, seat: int) -> float:
        """For the search AI: the lead in estimated final VP, the score as it stands plus what the cards on the
        time board, the hand and the Flames should still bring, less the nearer the end (fitted on easy-vs-easy
        games); a lead of 20 VP counts as large at the start, of 8 near the end."""
        if state["phase"] == "over":
            return super().evaluate(state, seat)
        later = 1.0 - self.end_progress(state)
        arrive = min(1.0, 2.0 * later)  # the share of the cards on the time board still summoned before the end
        est = []
        for s in range(state["players"]):
            on = state["on"][s]
            flames = len(self.flame_keys(state, s))
            est.append(self.score_detail(state, s)["total"]
                       + arrive * sum(ARRIVAL_VP[c] for tile in state["order"][s] for c in on[tile])
                       + later * (0.8 * len(state["hands"][s]) + 0.6 * flames))
        return score_lead(est, seat, 8.0 + 12.0 * later)

    def result(self, state: dict) -> dict | None:
        if state["phase"] != "over":
            return None
        details = [self.score_detail(state, s) for s in range(state["players"])]
        keys = [(d["total"], d["fortified"]) for d in details]
        best = max(keys)
        return {"scores": [d["total"] for d in details], "winners": [s for s, k in enumerate(keys) if k == best],
                "details": details}

    # ------------------------------------------------------------------ views and hidden information
    def _computed(self, state: dict, seat: int | None, view: dict) -> None:
        n = state["players"]
        view.update({
            "discard": [DECK[c] for c in state["discard"]],
            "track": [[{"slot": SLOTS - pos, "flame": TILE_FLAMES[t], "cards": [DECK[c] for c in state["on"][s][t]]}
                       for pos, t in enumerate(state["order"][s])] for s in range(n)],
            "outside": [TILE_FLAMES[state["outside"][s]] for s in range(n)],
            "company": [[DECK[c] for c in state["company"][s]] for s in range(n)],
            "company_ids": [list(state["company"][s]) for s in range(n)],
            "sources": [{"key": s["key"], "owner": s["owner"], "fortified": s["fortified"],
                         "under": [DECK[c] for c in s["under"]],
                         "strength": self.under_strength(state, s) if s["owner"] is not None else 0}
                        for s in state["sources"]],
            "cubes": [dict(c) for c in state["cubes"]],
            "company_size": [self.company_size(state, s) for s in range(n)],
            "pending": [{k: v for k, v in p.items()} for p in state["pending"]],
            "scores": [self.score_detail(state, s) for s in range(n)],
        })
        if state["phase"] == "over":
            view["result"] = self.result(state)
        if seat is not None:
            view["seat"] = seat
            view["hand"] = [DECK[c] for c in state["hands"][seat]]

