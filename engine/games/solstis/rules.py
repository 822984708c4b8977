"""Solstis rules (2 players), after the open Game Park implementation (gamepark/solstis) and its texts.

The BGA page only gives the designer's tips; the turn below follows the factsheet (Game Park code and
tutorial texts). Rule choices and assumptions:

- Set-up: 48 unique land tiles shuffled; a display of 6 spots, each a face-down tile under a face-up one;
  3 tiles to each player; 12 Rainbows; the 15 Spirits shuffled face down (option ``beginner``: without the
  Evil Spirit). The first player is drawn at random (CHOICE: Game Park seats player 1).
- Turn: play a tile from your hand. It captures a face-up display tile of the same row (letter) or the
  same number: the player chooses which one; both tiles go to their home cells in the player's panorama.
  A display tile that leaves (captured, or taken by a Beetle) uncovers the tile beneath it, which turns
  face up at once (Game Park's queue rule): a Beetle may take it the same turn.
- Second chance: a tile that captures nothing joins the display face up; the top tile of the draw pile is
  revealed and may capture the same way (it may capture the tile just played). If it captures nothing
  either, it joins the display and the player places a Rainbow (while any remain).
- Rainbow: placed on an empty cell orthogonally next to a filled cell of the player's panorama. One won
  while the panorama is empty is taken from the supply and waits: it is placed as soon as the player's
  next capture has put its 2 tiles in the panorama (Game Park: a Rainbow needs a neighbouring tile).
  A land tile whose home holds a Rainbow takes the cell and the Rainbow is placed again at once; if
  that Rainbow is under a Spirit, the tile is removed from the game. If the panorama is full, a
  displaced Rainbow goes back to the supply (CHOICE).
- Square: a placement that completes a 2×2 block (Rainbows count) encounters a Spirit, at most one per
  turn (more squares in the same turn give nothing in the base game). The player draws 2 Spirits and keeps
  one, the other goes face up beside the board; or (Game Park) takes one of those face-up Spirits
  instead. The kept Spirit goes on the square's centre (named after its bottom-left cell). If several
  squares were completed, the player chooses which one hosts it.
- Evil Spirit: drawn with another Spirit, the player keeps both (the other is forced). The next time its
  holder places a Spirit, it passes to the opponent. At the end, the opponent of its holder chooses one of
  the holder's Spirits, which is covered (no point, no effect). If only the Evil Spirit is drawn (last
  Spirit of the pile), its drawer keeps it and may take a face-up Spirit if any (CHOICE).
- Plain Spirits act at once: Fish (Trout) places a Rainbow; Deer adds a tile of your hand to your panorama;
  Eagle adds the top tile of the draw pile; Bear draws 1 tile now and your hand size becomes 4; Dragonfly
  adds a random tile of the opponent's hand, who draws a replacement if any remain; Beetle adds a face-up
  display tile of your choice; Groundhog gives another full turn after this one. An effect that cannot
  act is lost.
- End of turn: the hand is refilled to 3 (Bear: 4) while the pile lasts.
- End: once the draw pile is empty, only a tile that captures may be played; a player who cannot play is
  skipped; when neither can, the game ends. Then the Evil Spirit covers a Spirit, the Squirrel's owner
  adds the tiles of their hand to the panorama, and scores are counted.
- Score: 1 per land tile of your largest area (orthogonally connected filled cells; the largest area is
  the one with most cells, Rainbows included, as Game Park ranks them, and it scores its land tiles only;
  CHOICE: of two areas with as many cells, the one with more land tiles), 1 per lit fire (a land tile with a fire
  icon connected by a path of filled cells to the bottom row A; a Rainbow on a fire cell lights nothing;
  the two shared peak fires count 1.5 each and the total is rounded down), 1 per uncovered Spirit, and the
  blue Spirits: Bee +1 per plain Spirit, Ladybug +1 per fire tile placed in the panorama and not linked to
  row A (the peaks 1.5 each, rounded down, as Game Park counts it: a missing tile or a Rainbow on a fire
  cell counts nothing), Wolf +1 per separate area,
  Squirrel nothing more, Bird +1 per other blue Spirit, Lizard (Salamander) +1 per Rainbow, Butterfly +1 per
  lit fire. Highest total wins; a tie is a shared win (CHOICE: no tie-breaker found).
- Firefly extension (option ``firefly``; refused with ``beginner``), from Game Park's code and help texts:
  4 more Spirits: Viper (plain: take an isolated land tile of the opponent's panorama into yours; lost if
  none), Fox (plain: the opponent's hand is revealed to the table and you choose the tile they must play on
  their next turn; CHOICE: if that tile has left their hand or cannot be played, the constraint lapses),
  Cow (blue: +1 per land tile of your second-largest area, ranked like the largest), Phoenix (blue: +1 per
  Firefly you own).
  7 Firefly tokens: in a turn, each square completed beyond the one that hosts the Spirit gets a Firefly
  (automatically, while tokens remain); +1 per Firefly whose square is linked to row A; a player's 4th
  Firefly ends the game at once and wins it. Evil Spirit: its drawer places it on an empty cell of the
  opponent's panorama next to their filled cells (Rainbow rules); that cell is blocked (no Rainbow, and the
  tile whose home it is is removed from the game when captured); the next time its host places a Spirit,
  the host sends it back the same way. No end-of-game penalty. CHOICE: Fireflies do not cover cells (only
  Spirits do, as in Game Park).
"""

from __future__ import annotations

from engine import Event, Game, GameInfo, Move, Option, Rng, SetupError
from engine.visibility import Visibility, per_seat, secret

from .data import (
    ALL_BLUE,
    ALL_PLAIN,
    BEAR_HAND_SIZE,
    CELLS,
    DISPLAY_SPOTS,
    EVIL,
    FIRE_HALVES,
    FIREFLY_SPIRITS,
    FIREFLY_WIN,
    HAND_SIZE,
    LAND_TILES,
    N_FIREFLIES,
    N_RAINBOWS,
    NEIGHBOURS,
    SPIRITS,
    SQUARES,
    SQUARES_OF,
    row_of,
)

CHOICE_TASKS = ("capture", "rainbow", "spirit", "pick", "deer", "beetle", "cover", "viper", "fox", "evil")


def captures(tile: str, display: list[dict]) -> list[str]:
    """Face-up display tiles the tile captures: same row letter or same number."""
    r, v = tile[0], tile[1:]
    return [s["up"] for s in display if s["up"] and (s["up"][0] == r or s["up"][1:] == v)]


def components(pano: dict) -> list[list[str]]:
    """Orthogonally connected areas of filled cells, in cell order."""
    seen: set = set()
    out = []
    for c in CELLS:
        if c in pano and c not in seen:
            comp, stack = [], [c]
            seen.add(c)
            while stack:
                x = stack.pop()
                comp.append(x)
                for n in NEIGHBOURS[x]:
                    if n in pano and n not in seen:
                        seen.add(n)
                        stack.append(n)
            out.append(comp)
    return out


def score_parts(pano: dict, spirits: list[dict], fireflies: list[str] | None = None) -> dict:
    """The score of one panorama, by part (the same function serves the end and the live preview)."""
    comps = components(pano)
    # areas ranked by their cells (Rainbows included), then by land tiles (CHOICE on a tie); each scores
    # its land tiles: the largest for everyone, the second for the Cow
    sizes = [s[1] for s in sorted(((len(comp), sum(1 for c in comp if pano[c] == "T")) for comp in comps),
                                  reverse=True)]
    area = sizes[0] if sizes else 0
    lit_halves = unlit_halves = 0
    bottom: set = set()
    for comp in comps:
        halves = sum(FIRE_HALVES.get(c, 0) for c in comp if pano[c] == "T")
        if any(row_of(c) == 0 for c in comp):
            bottom.update(comp)
            lit_halves += halves
        else:
            unlit_halves += halves
    fireflies = fireflies or []
    seen_ff = sum(1 for sq in fireflies if SQUARES[sq][0] in bottom)
    fires = lit_halves // 2
    unlit = unlit_halves // 2
    live = [s["s"] for s in spirits if not s.get("covered")]
    blue = {  # what each blue Spirit scores on top of its own point
        "bee": sum(1 for x in live if x in ALL_PLAIN), "ladybug": unlit, "wolf": len(comps),
        "bird": sum(1 for x in live if x in ALL_BLUE and x != "bird"),
        "lizard": sum(1 for v in pano.values() if v == "R"), "butterfly": fires,
        "cow": sizes[1] if len(sizes) > 1 else 0, "phoenix": len(fireflies),
    }
    bonus = {s: blue[s] for s in live if s in blue}
    total = area + fires + len(live) + sum(bonus.values()) + seen_ff
    return {"area": area, "fires": fires, "spirits": len(live), "bonus": bonus, "fireflies": seen_ff,
            "total": total}


_LAND = (secret("deck", size="deck", pool="land"), secret("display.*.under", pool="land"))
_SPIRITS = secret("spirit_deck", size="spirit_deck")
_FOX_SHOWN = Visibility(parts=(*_LAND, _SPIRITS))  # while a Fox shows the other hand: re-deal the rest


class SolstisRules(Game):
    info = GameInfo(
        id="solstis", names={"en": "Solstis", "fr": "Solstis"},
        min_players=2, max_players=2,
        options=(
            Option("beginner", bool, False, names={"en": "Beginner game: without the Evil Spirit",
                                                   "fr": "Partie d’initiation : sans l’Esprit malin"}),
            Option("firefly", bool, False, names={"en": "Firefly extension (not with the beginner game)",
                                                  "fr": "Extension Lucioles (pas avec la partie d’initiation)"}),
        )
    )
    # land tiles (the deck, the face-down tiles under the display, each hand) are one pool, the Spirit deck
    # another; panoramas, spirits and the display's face-up tiles are open
    visibility = Visibility(
        parts=(*_LAND, per_seat("hands", name="hand", size="hands", pool="land"), _SPIRITS),
        public=("turn", "first", "over", "hand_size", "pano", "spirits", "evil", "rainbows", "spirit_line", "drawn",
                "removed", "ff", "fireflies", "ff_stock", "ff_win", "squares", "final"))

    # ------------------------------------------------------------------ set-up
    def _setup(self, state: dict) -> None:
        ff = state["options"]["firefly"]
        if ff and state["options"]["beginner"]:
            raise SetupError("the Firefly extension cannot be played with the beginner game")
        with Rng(state) as rng:
            deck = list(LAND_TILES)
            rng.shuffle(deck)
            spirits = [s for s in SPIRITS if not (state["options"]["beginner"] and s == EVIL)]
            if ff:
                spirits += list(FIREFLY_SPIRITS)
            rng.shuffle(spirits)
            first = rng.randrange(2)
        display = []
        for _ in range(DISPLAY_SPOTS):
            down = deck.pop()
            display.append({"up": deck.pop(), "under": [down]})
        hands = [[deck.pop() for _ in range(HAND_SIZE)] for _ in range(2)]
        state.update({
            "deck": deck, "display": display, "hands": hands, "hand_size": [HAND_SIZE, HAND_SIZE],
            "pano": [{}, {}], "spirits": [[], []], "evil": None, "rainbows": N_RAINBOWS,
            "spirit_deck": spirits, "spirit_line": [], "drawn": [], "removed": [],
            "turn": first, "first": first, "queue": [], "squares": [], "got_spirit": False,
            "extra": False, "over": False, "final": None, "turns": 0, "rainbow_wait": [0, 0],
            "ff": ff, "fireflies": [[], []], "ff_stock": N_FIREFLIES if ff else 0, "ff_win": None,
            "evil_cell": None, "forced": None, "fox_hand": None,
        })

    # ------------------------------------------------------------------ who acts
    def to_act(self, state: dict) -> list[int]:
        if state["over"]:
            return []
        if state["queue"]:
            return [state["queue"][0]["s"]]
        return [state["turn"]]

    def result(self, state: dict) -> dict | None:
        if not state["over"]:
            return None
        scores = [p["total"] for p in state["final"]]
        winners = [s for s in range(2) if scores[s] == max(scores)] if state["ff_win"] is None else [state["ff_win"]]
        return {"scores": scores, "winners": winners, "details": state["final"],
                "firefly_win": state["ff_win"]}

    # ------------------------------------------------------------------ helpers
    @staticmethod
    def can_play(state: dict, seat: int) -> bool:
        hand = state["hands"][seat]
        if not hand:
            return False
        if state["deck"]:
            return True
        return any(captures(t, state["display"]) for t in hand)

    @staticmethod
    def rainbow_cells(state: dict, seat: int) -> list[str]:
        """Empty cells next to a filled cell (any empty cell if none is filled), never the Evil Spirit's."""
        pano = state["pano"][seat]
        ec = state["evil_cell"]
        blocked = ec["cell"] if ec and ec["s"] == seat else None
        if not pano:
            return [c for c in CELLS if c != blocked]
        return [c for c in CELLS if c not in pano and c != blocked and any(n in pano for n in NEIGHBOURS[c])]

    @staticmethod
    def isolated(state: dict, seat: int) -> list[str]:
        pano = state["pano"][seat]
        return [c for c in CELLS if pano.get(c) == "T" and not any(n in pano for n in NEIGHBOURS[c])]

    def open_squares(self, state: dict, seat: int) -> list[str]:
        taken = {sp["at"] for sp in state["spirits"][seat]} | set(state["fireflies"][seat])
        return [sq for sq in state["squares"] if sq not in taken]

    def _options(self, state: dict, task: dict) -> list[Move]:
        k, s = task["k"], task["s"]
        if k == "capture":
            return [Move(f"take:{t}", "take", {"tile": t}) for t in captures(task["tile"], state["display"])]
        if k == "rainbow":
            if (task.get("src") == "supply" and state["rainbows"] <= 0) or not state["pano"][s]:
                return []  # none left; or an empty panorama, where the Rainbow waits (see _advance)
            return [Move(f"rainbow:{c}", "rainbow", {"cell": c}) for c in self.rainbow_cells(state, s)]
        if k in ("spirit", "pick"):
            squares = self.open_squares(state, s)
            if not squares:
                return []
            draw = k == "spirit" and state["spirit_deck"] and not task.get("nodraw")
            pool = ([x for x in state["drawn"] if x != EVIL] if k == "pick" else list(state["spirit_line"]))
            verb = "pick" if k == "pick" else "line"
            return ([Move("draw", "draw", {})] if draw else []) + [
                Move(f"{verb}:{sp}:{sq}", verb, {"spirit": sp, "square": sq}) for sp in pool for sq in squares]
        if k in ("deer", "fox"):  # a tile of one's own hand (Deer), of the other hand (Fox)
            return [Move(f"{k}:{t}", k, {"tile": t}) for t in state["hands"][s if k == "deer" else 1 - s]]
        if k == "beetle":
            return [Move(f"beetle:{x['up']}", "beetle", {"tile": x["up"]}) for x in state["display"] if x["up"]]
        if k == "viper":
            return [Move(f"viper:{c}", "viper", {"tile": c}) for c in self.isolated(state, 1 - s)]
        if k == "evil":
            return [Move(f"evil:{c}", "evil", {"cell": c}) for c in self.rainbow_cells(state, 1 - s)]
        if k == "cover":
            return [Move(f"cover:{sp['s']}", "cover", {"spirit": sp["s"]})
                    for sp in state["spirits"][1 - s] if not sp.get("covered")]
        return []

    def _legal_moves(self, state: dict, seat: int) -> list[Move]:
        if state["queue"]:
            return self._options(state, state["queue"][0])
        if not self.can_play(state, seat):
            return []
        moves = []
        hand = state["hands"][seat]
        forced = state["forced"]
        if forced and forced["s"] == seat and forced["tile"] in hand and (
                state["deck"] or captures(forced["tile"], state["display"])):
            hand = [forced["tile"]]
        for t in hand:
            targets = captures(t, state["display"])
            for x in targets:
                moves.append(Move(f"play:{t}:{x}", "play", {"tile": t, "target": x}))
            if not targets and state["deck"]:
                moves.append(Move(f"play:{t}", "play", {"tile": t, "target": None}))
        return moves

    # ------------------------------------------------------------------ placing
    def _place(self, state: dict, seat: int, tile: str, ev: list, how: str) -> None:
        """Put a land tile on its home cell of ``seat``'s panorama."""
        pano = state["pano"][seat]
        ec = state["evil_cell"]
        evil = bool(ec) and ec["s"] == seat and ec["cell"] == tile
        displaced = pano.get(tile) == "R"
        if evil or (displaced and any(tile in SQUARES[sp["at"]] for sp in state["spirits"][seat])):
            # its cell is the Evil Spirit's, or holds a Rainbow under a Spirit: the tile leaves the game
            state["removed"].append(tile)
            ev.append(Event("removed", {"seat": seat, "tile": tile, "how": "evil" if evil else how}))
            return
        pano[tile] = "T"
        ev.append(Event("placed", {"seat": seat, "tile": tile, "how": how, "displaced": displaced}))
        if displaced:  # the Rainbow that was there is placed again
            state["queue"].insert(0, {"k": "rainbow", "s": seat, "src": "moved"})
        else:
            self._check_squares(state, seat, tile, ev)

    def _check_squares(self, state: dict, seat: int, c: str, ev: list) -> None:
        if state["over"] or state["ff_win"] is not None or (state["got_spirit"] and not state["ff"]):
            return
        pano = state["pano"][seat]
        taken = {sp["at"] for sp in state["spirits"][seat]} | set(state["fireflies"][seat])
        for sq in SQUARES_OF[c]:
            if all(x in pano for x in SQUARES[sq]) and sq not in state["squares"] and sq not in taken:
                if state["got_spirit"]:
                    self._firefly(state, seat, sq, ev)
                else:
                    state["squares"].append(sq)

    def _firefly(self, state: dict, seat: int, sq: str, ev: list) -> None:
        """Firefly extension: a square beyond the turn's first hosts a Firefly; the 4th wins at once."""
        if state["ff_stock"] <= 0 or state["ff_win"] is not None or state["turn"] != seat:
            return
        state["ff_stock"] -= 1
        state["fireflies"][seat].append(sq)
        ev.append(Event("firefly", {"seat": seat, "square": sq}))
        if len(state["fireflies"][seat]) >= FIREFLY_WIN:
            state["ff_win"] = seat

    @staticmethod
    def _take_from_display(state: dict, tile: str, ev: list) -> None:
        """A face-up display tile leaves; the tile beneath it (if any) turns face up at once (Game Park):
        it may matter for a Beetle the same turn."""
        for spot in state["display"]:
            if spot["up"] == tile:
                spot["up"] = spot["under"].pop() if spot["under"] else None
                if spot["up"]:
                    ev.append(Event("reveal", {"tile": spot["up"]}))

    def _capture(self, state: dict, seat: int, played: str, target: str, ev: list, how: str) -> None:
        reveal: list = []
        self._take_from_display(state, target, reveal)
        ev.append(Event("capture", {"seat": seat, "tile": played, "target": target, "how": how}))
        ev += reveal
        self._place(state, seat, target, ev, "captured")
        self._place(state, seat, played, ev, how)
        wait = state.get("rainbow_wait") or [0, 0]
        if wait[seat] and state["pano"][seat]:
            # a Rainbow won while the panorama was empty is placed now that the capture filled it
            state["queue"] += [{"k": "rainbow", "s": seat, "src": "wait"}] * wait[seat]
            wait[seat] = 0
        state["queue"] += [{"k": "spirit", "s": seat}, {"k": "end", "s": seat}]

    def _draw(self, state: dict, seat: int, n: int, ev: list, why: str) -> None:
        got = [state["deck"].pop() for _ in range(min(n, len(state["deck"])))]
        if got:
            state["hands"][seat] += got
            ev.append(Event("drew", {"seat": seat, "n": len(got), "why": why}))
            ev.append(Event("drew_private", {"seat": seat, "tiles": got}, to=[seat]))

    # ------------------------------------------------------------------ play
    def _play(self, state: dict, seat: int, move: Move) -> list[Event]:
        ev: list[Event] = []
        a = move.args
        if move.kind == "play":
            t = a["tile"]
            state["hands"][seat].remove(t)
            if state["forced"] and state["forced"]["s"] == seat:
                state["forced"] = None
            state["turns"] += 1
            if a["target"]:
                self._capture(state, seat, t, a["target"], ev, "played")
            else:
                state["display"].append({"up": t, "under": []})
                ev.append(Event("miss", {"seat": seat, "tile": t}))
                sc = state["deck"].pop()
                ev.append(Event("second", {"seat": seat, "tile": sc}))
                if captures(sc, state["display"]):
                    state["queue"].append({"k": "capture", "s": seat, "tile": sc})
                else:
                    state["display"].append({"up": sc, "under": []})
                    ev.append(Event("miss2", {"seat": seat, "tile": sc}))
                    state["queue"] += [{"k": "rainbow", "s": seat, "src": "supply"}, {"k": "spirit", "s": seat},
                                       {"k": "end", "s": seat}]
        else:
            task = state["queue"].pop(0)
            getattr(self, "_do_" + move.kind)(state, seat, task, a, ev)
        self._advance(state, ev)
        return ev

    def _do_take(self, state, seat, task, a, ev) -> None:
        self._capture(state, seat, task["tile"], a["tile"], ev, "second")

    def _do_rainbow(self, state, seat, task, a, ev) -> None:
        if task.get("src") == "supply":
            state["rainbows"] -= 1
        state["pano"][seat][a["cell"]] = "R"
        ev.append(Event("rainbow", {"seat": seat, "cell": a["cell"], "moved": task.get("src") == "moved"}))
        self._check_squares(state, seat, a["cell"], ev)

    def _do_draw(self, state, seat, task, a, ev) -> None:
        n = min(2, len(state["spirit_deck"]))
        drawn = [state["spirit_deck"].pop() for _ in range(n)]
        ev.append(Event("spirits_drawn", {"seat": seat, "spirits": drawn}))
        if EVIL in drawn:
            if state["ff"]:
                state["evil_pending"] = True
            else:
                state["evil"] = seat
                state["evil_new"] = True
            ev.append(Event("evil_kept", {"seat": seat}))
        state["drawn"] = [x for x in drawn if x != EVIL]
        if state["drawn"]:
            state["queue"].insert(0, {"k": "pick", "s": seat})
        elif state["spirit_line"]:
            state["queue"].insert(0, {"k": "spirit", "s": seat, "nodraw": True})
        elif state.pop("evil_pending", False):
            state["queue"].insert(0, {"k": "evil", "s": seat})

    def _do_pick(self, state, seat, task, a, ev) -> None:
        rest = [x for x in state["drawn"] if x != a["spirit"]]
        state["drawn"] = []
        state["spirit_line"] += rest
        self._host(state, seat, a["spirit"], a["square"], ev, rest)

    def _do_line(self, state, seat, task, a, ev) -> None:
        state["spirit_line"].remove(a["spirit"])
        self._host(state, seat, a["spirit"], a["square"], ev, [])

    def _host(self, state, seat, spirit, square, ev, rest) -> None:
        state["spirits"][seat].append({"s": spirit, "at": square})
        state["got_spirit"] = True
        others = [q for q in state["squares"] if q != square]
        state["squares"] = []
        ev.append(Event("spirit", {"seat": seat, "spirit": spirit, "square": square, "line": rest}))
        if state["ff"]:
            for q in others:
                self._firefly(state, seat, q, ev)
            ec = state["evil_cell"]
            if state.pop("evil_pending", False) or (ec and ec["s"] == seat):
                state["queue"].insert(0, {"k": "evil", "s": seat})
        elif state["evil"] == seat and not state.pop("evil_new", False):
            state["evil"] = 1 - seat
            ev.append(Event("evil_passed", {"seat": seat, "to": 1 - seat}))
        state.pop("evil_new", None)
        opp = 1 - seat
        if spirit in ("viper", "fox", "deer", "beetle"):  # a choice the holder makes next
            state["queue"].insert(0, {"k": spirit, "s": seat})
        if spirit == "fox" and state["hands"][opp]:
            state["fox_hand"] = list(state["hands"][opp])
            ev.append(Event("fox_reveal", {"seat": seat, "opp": opp, "tiles": list(state["hands"][opp])}))
        elif spirit == "fish":
            state["queue"].insert(0, {"k": "rainbow", "s": seat, "src": "supply"})
        elif spirit == "eagle":
            if state["deck"]:
                self._place(state, seat, state["deck"].pop(), ev, "eagle")
            else:
                ev.append(Event("lost_effect", {"seat": seat, "spirit": spirit}))
        elif spirit == "bear":
            state["hand_size"][seat] = BEAR_HAND_SIZE
            self._draw(state, seat, 1, ev, "bear")
        elif spirit == "dragonfly":
            hand = state["hands"][opp]
            if hand:
                with Rng(state) as rng:
                    t = hand.pop(rng.randrange(len(hand)))
                self._place(state, seat, t, ev, "dragonfly")
                self._draw(state, opp, 1, ev, "dragonfly")
            else:
                ev.append(Event("lost_effect", {"seat": seat, "spirit": spirit}))
        elif spirit == "groundhog":
            state["extra"] = True

    def _do_deer(self, state, seat, task, a, ev) -> None:
        state["hands"][seat].remove(a["tile"])
        self._place(state, seat, a["tile"], ev, "deer")

    def _do_beetle(self, state, seat, task, a, ev) -> None:
        self._take_from_display(state, a["tile"], ev)
        self._place(state, seat, a["tile"], ev, "beetle")

    def _do_viper(self, state, seat, task, a, ev) -> None:
        del state["pano"][1 - seat][a["tile"]]
        ev.append(Event("viper", {"seat": seat, "opp": 1 - seat, "tile": a["tile"]}))
        self._place(state, seat, a["tile"], ev, "viper")

    def _do_fox(self, state, seat, task, a, ev) -> None:
        state["forced"] = {"s": 1 - seat, "tile": a["tile"]}
        state["fox_hand"] = None
        ev.append(Event("fox", {"seat": seat, "opp": 1 - seat, "tile": a["tile"]}))

    def _do_evil(self, state, seat, task, a, ev) -> None:
        state["evil_cell"] = {"s": 1 - seat, "cell": a["cell"]}
        ev.append(Event("evil_placed", {"seat": seat, "opp": 1 - seat, "cell": a["cell"]}))

    def _do_cover(self, state, seat, task, a, ev) -> None:
        holder = 1 - seat
        for sp in state["spirits"][holder]:
            if sp["s"] == a["spirit"]:
                sp["covered"] = True
        ev.append(Event("covered", {"seat": holder, "by": seat, "spirit": a["spirit"]}))

    # ------------------------------------------------------------------ automatic steps
    def _advance(self, state: dict, ev: list) -> None:
        q = state["queue"]
        while q or (state["ff_win"] is not None and not state["over"]):
            if state["ff_win"] is not None:
                q.clear()
                self._finish(state, ev)
                return
            task = q[0]
            if task["k"] in CHOICE_TASKS:
                if self._options(state, task):
                    return
                q.pop(0)
                if task["k"] in ("deer", "beetle", "viper", "fox"):
                    ev.append(Event("lost_effect", {"seat": task["s"], "spirit": task["k"]}))
                elif (task["k"] == "rainbow" and task.get("src") == "supply" and state["rainbows"] > 0
                      and not state["pano"][task["s"]]):
                    state["rainbows"] -= 1
                    wait = state.setdefault("rainbow_wait", [0, 0])
                    wait[task["s"]] += 1
                    ev.append(Event("rainbow_wait", {"seat": task["s"]}))
                elif task["k"] == "rainbow" and task.get("src") in ("moved", "wait"):
                    state["rainbows"] += 1
                    ev.append(Event("rainbow_back", {"seat": task["s"]}))
                continue
            q.pop(0)
            if task["k"] == "end":
                self._end_turn(state, task["s"], ev)
            elif task["k"] == "squirrels":
                for s in range(2):
                    if not any(sp["s"] == "squirrel" and not sp.get("covered") for sp in state["spirits"][s]):
                        continue
                    tiles = list(state["hands"][s])
                    state["hands"][s] = []
                    ev.append(Event("squirrel", {"seat": s, "tiles": tiles}))
                    for t in tiles:
                        self._place(state, s, t, ev, "squirrel")
            elif task["k"] == "finish":
                self._finish(state, ev)

    def _finish(self, state: dict, ev: list) -> None:
        state["final"] = [score_parts(state["pano"][s], state["spirits"][s], state["fireflies"][s]) for s in range(2)]
        state["over"] = True
        state["fox_hand"] = None
        if state["ff_win"] is not None:
            ev.append(Event("firefly_win", {"seat": state["ff_win"]}))
        ev.append(Event("game_over", {"scores": [p["total"] for p in state["final"]]}))

    def _end_turn(self, state: dict, seat: int, ev: list) -> None:
        for spot in state["display"]:
            if spot["up"] is None and spot["under"]:
                spot["up"] = spot["under"].pop()
                ev.append(Event("reveal", {"tile": spot["up"]}))
        state["display"] = [s for s in state["display"] if s["up"] or s["under"]]
        need = state["hand_size"][seat] - len(state["hands"][seat])
        if need > 0:
            self._draw(state, seat, need, ev, "refill")
        state["squares"] = []
        state["got_spirit"] = False
        state["drawn"] = []
        nxt = seat if state["extra"] else 1 - seat
        if state["extra"]:
            ev.append(Event("extra_turn", {"seat": seat}))
        state["extra"] = False
        if self.can_play(state, nxt):
            state["turn"] = nxt
            return
        if self.can_play(state, 1 - nxt):
            ev.append(Event("skip", {"seat": nxt}))
            state["turn"] = 1 - nxt
            return
        # the end: Evil Spirit, Squirrel, scores
        ev.append(Event("no_more_play", {}))
        holder = state["evil"]
        if holder is not None:
            state["queue"].append({"k": "cover", "s": 1 - holder})
        state["queue"] += [{"k": "squirrels", "s": seat}, {"k": "finish", "s": seat}]

    # ------------------------------------------------------------------ views
    def _computed(self, state: dict, seat: int | None, view: dict) -> None:
        view.update({
            "display": [{"up": s["up"], "under": len(s["under"])} for s in state["display"]],
            "evil_cell": dict(state["evil_cell"]) if state["evil_cell"] else None,
            "forced": dict(state["forced"]) if state["forced"] else None,
            "fox_hand": list(state["fox_hand"]) if state["fox_hand"] else None,
            "task": dict(state["queue"][0]) if state["queue"] else None,  # the task at the head of the queue
            "rainbow_wait": list(state.get("rainbow_wait") or [0, 0]),
            "to_act": self.to_act(state),
        })
        if seat is not None:
            view["seat"] = seat

    def determinize(self, state: dict, seat: int, rng) -> dict:
        """Re-deal the land tiles this seat cannot see (the deck, the face-down tiles of the display, the other
        hand) and reshuffle the Spirit deck, as declared; while a Fox shows the other hand, that hand is known
        and stays where it is (the one rule the declaration cannot say)."""
        return (_FOX_SHOWN if state["fox_hand"] else self.visibility).redeal(state, seat, rng)

