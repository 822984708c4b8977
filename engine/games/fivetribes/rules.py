"""Five Tribes rules (Days of Wonder, 2014), after the French BGA help page and the published rulebook.

Choices where the page is silent or unclear (the published rulebook fills most of them):
- Sale table: the seed page prints 1, 2, 7, ...; we use the published 1, 3, 7, 13, 21, 30, 40, 50, 60.
- Builders count the blue-valued tiles among the 3×3 block around the tile where the move ended (the
  8 surrounding tiles, diagonals included, plus that tile); assassins' reach is orthogonal distance.
- Tribe action, then tile action, then the optional sale, in that fixed order (the page's order).
- The assassins' kill is compulsory when a target exists (tile within reach, or a vizier/elder in front of
  an opponent); fakirs may be discarded first to extend the reach. No target: nothing happens.
- A meeple move is offered step by step (next tile + colour to drop); a step is offered only if the move
  can still end legally on a tile already showing the colour of a meeple left in hand (re-checked after
  each drop), so a player never gets stuck. A tile can be picked up only if such an ending exists. When
  only one drop is legal it is made automatically (and reported), so every offered step is a real choice.
- Emptying a tile that already has a camel (Utug) changes nothing; a player without camels left takes no
  control. Oasis / village: the palm tree / palace is compulsory while the supply lasts.
- Bid: a 0 bid always takes the highest free 0 spot, pushing earlier 0 bidders down. A player who cannot
  afford any free spot takes the cheapest free one and pays all their gold.
- Selling: the player chooses the set, one kind of merchandise at a time (one card of each chosen kind,
  all different), then sells it for the table's gold; several sets may be sold at the end of a turn.
- Spent elders go back to the bag; spent fakirs and sold cards go to the resource discard, which is
  shuffled into a new pile when the pile runs out (same for djinns).
- Djinn powers with a cost are used at most once per turn. Those not tied to a moment (Anun-Nak, Bouraq,
  Enki, Leta, Sibittis, Sloar, Utug) are offered at the start of your turn (before picking up) and at its
  end (with the sale); Echidna with your builders, Iblis with your assassins, Lamia/Hagis when placing the
  palm tree / palace, Kumarbi when bidding (one fakir per use, repeatable).
- Bouraq (6 VP, 1 elder or 1 fakir each use): 1 palace from the supply on any village tile. Enki (8 VP,
  1 elder or 1 fakir each use): 1 palm tree from the supply on any oasis tile. Iblis (8 VP, same cost):
  this turn your assassins kill 2 meeples on one tile, or 2 viziers/elders of one opponent. Sources in
  data.py (three implementations agree; the printed card texts as transcribed there).
- Hagis / Lamia: "you may place it on a neighbouring tile instead" is read as the 8 tiles around the tile
  (diagonals included: the builders' "surrounding" tiles, as otac0n/GameTheory implements the card),
  not only the 4 orthogonal ones (the rulebook says "adjacent" for those, for meeple moves).
- Al-Amin: at the end, each pair of fakirs is a wild merchandise, placed for the best set score.
- End: at the end of the round in which a player placed their last camel; or at once when the player to
  move can pick up no tile (no meeple move is possible).
- Ties: tied players share the victory.
- 2 players: 11 camels and 2 turn markers each; each marker bids and plays its own turn.
- Djinn details follow the reference data named in GAMES.md (Ba'al, Marid, Monkir, Nekir pay 1 gold for
  your own action and 2 for an opponent's; Kumarbi lowers the bid one spot per fakir; Kandicha turns your
  kills into a card / gold / a kept vizier or elder; Sibittis' two other djinns go to the djinn discard).
- Gold totals are private; amounts paid or earned are public events, as they are seen at the table.

State encoding (for speed: the invariant kit serialises the state dozens of times per move): per-tile
data are strings of 30 characters (``tiles``, ``camel``: "." or the seat digit, ``palm``, ``palace``),
``mp`` is one string of 150 meeple counts (tile × 5 colours), resource piles are strings of good
digits, each player's ``cards`` a string of 10 counts; a count is stored as ``chr(48 + n)``; the bid
track (``track``, 9 spots) and the bid / play queues are strings of seat digits ("." = empty spot).
"""

from __future__ import annotations

from contextlib import nullcontext
from itertools import combinations_with_replacement

from engine import Event, Game, GameInfo, Move, Rng
from engine.core import score_lead
from engine.visibility import Visibility, counted, held, per_seat, secret

from .data import (
    AROUND,
    ASN,
    BID_COSTS,
    BLD,
    BLUE,
    CAMELS,
    COLOURS,
    DIST,
    DJINN_COST,
    DJINN_IDS,
    DJINN_VP,
    DJINNS_UP,
    ELD,
    FAKIR,
    GOODS,
    KIND,
    LINE_SIZE,
    MARKERS,
    MEEPLE_BAG,
    MER,
    N_TILES,
    NEIGH,
    PALACE_VP,
    PALACES,
    PALM_VP,
    PALMS,
    REACH,
    RESOURCE_DECK,
    SET_VALUES,
    START_GOLD,
    SURROUND,
    TILE_DECK,
    VALUE,
    VIZ,
    ZERO_SPOTS,
    W,
)

PAY_OPTIONS = {"e|f": ("e", "f"), "e+e|f": ("ee", "ef"), "f": ("f",)}
TILE_DJINNS = ("anun_nak", "bouraq", "enki", "leta", "utug")  # any-time djinns that target a tile
PIECE = {"oasis": "palm", "village": "palace"}  # what a tile's action places (the supply is "s" + piece)
ELSEWHERE = {"palm": "lamia", "palace": "hagis"}  # the djinn that may place that piece on a tile around
ANYWHERE = {"bouraq": "village", "enki": "oasis"}  # the djinns placing a piece from the supply on any such tile
MARKET_COST = {"small_market": 3, "big_market": 6}  # gold for 1 of the first 3 cards / 2 of the first 6
FRONT = {VIZ: "viz", ELD: "eld"}  # the meeples kept in front of a player (state key of their counts)
NONE5 = "00000"
# caches of pure functions of the meeples string (bounded; never part of the state)
_MASKS: dict[str, list[int]] = {}
_PICKABLE: dict[str, tuple] = {}
_BOARDS: dict[tuple, list] = {}
_MOVES: dict = {}  # pick and path moves by (meeples[, position, previous tile, hand]); Moves are immutable


def _keep(cache: dict, limit: int, key, value):
    """Store ``value`` in a cache that is emptied when it outgrows ``limit`` entries; return it."""
    if len(cache) > limit:
        cache.clear()
    cache[key] = value
    return value


def num(s: str, k: int) -> int:
    """The count stored at position k of a count string."""
    return ord(s[k]) - 48


def bump(s: str, k: int, d: int) -> str:
    return s[:k] + chr(ord(s[k]) + d) + s[k + 1:]


def put(s: str, k: int, ch: str) -> str:
    return s[:k] + ch + s[k + 1:]


def counts(s: str) -> list[int]:
    return [b - 48 for b in s.encode()]


def enc(values) -> str:
    return "".join(chr(48 + v) for v in values)


def owner(state: dict, i: int) -> int:
    ch = state["camel"][i]
    return -1 if ch == "." else ord(ch) - 48


def set_score(cards: list[int]) -> int:
    """Layered sets of different merchandise: level l scores the number of kinds with at least l cards."""
    total, level = 0, 1
    while True:
        k = sum(1 for c in cards if c >= level)
        if not k:
            return total
        total += SET_VALUES[k]
        level += 1


def best_set_score(cards: list[int], wilds: int) -> int:
    best = set_score(cards)
    if wilds <= 0:
        return best
    for combo in combinations_with_replacement(range(9), min(wilds, 9)):
        trial = list(cards)
        for k in combo:
            trial[k] += 1
        best = max(best, set_score(trial))
    return best


class FiveTribesRules(Game):
    info = GameInfo(
        id="fivetribes", names={"en": "Five Tribes", "fr": "Five Tribes"},
        min_players=2, max_players=4
    )
    # the resource pile (a string, one character a card) is pooled with its discard (played openly, but the
    # view counts it only), likewise the djinn pile with its discard and the djinns a player is choosing from
    # (Sibittis, seen by that player alone); each player's gold is face down (its owner's; determinize mirrors
    # it rather than deal it). The board, the meeple bag, the face-up line and djinns are open
    visibility = Visibility(
        parts=(secret("rpile", size="resource_pile", pool="resources", sep=""),
               counted("rdisc", size="resource_discard", pool="resources", sep=""),
               secret("djpile", size="djinn_pile", pool="djinns"), counted("djdisc", pool="djinns"),
               held("t.sib", owner=lambda state: state["t"]["seat"], pool="djinns"),
               per_seat("gold", name="gold", one=True, dealt=False)),
        public=("round", "last_camel", "final"))

    # ------------------------------------------------------------------ set-up
    def _setup(self, state: dict) -> None:
        n = state["players"]
        tiles, meeples = list(TILE_DECK), list(MEEPLE_BAG)
        res, djinns = list(RESOURCE_DECK), list(DJINN_IDS)
        markers = [s for s in range(n) for _ in range(MARKERS[n])]
        with Rng(state) as rng:
            for pile in (tiles, meeples, res, djinns, markers):
                rng.shuffle(pile)
        # 3 meeples a tile: per tile and colour, how many of its 3 are of that colour
        mp = [meeples[3 * i:3 * i + 3].count(c) for i in range(N_TILES) for c in range(5)]
        digits = "".join(str(g) for g in res)
        state.update(
            tiles="".join(str(t) for t in tiles), mp=enc(mp), camel="." * N_TILES,
            palm="0" * N_TILES, palace="0" * N_TILES,
            bag=[0] * 5, line=digits[-LINE_SIZE:][::-1], rpile=digits[:-LINE_SIZE], rdisc="",
            djup=djinns[-DJINNS_UP:][::-1], djpile=djinns[:-DJINNS_UP], djdisc=[],
            spalm=PALMS, spalace=PALACES,
            gold=[START_GOLD] * n, viz=[0] * n, eld=[0] * n, cards=["0" * 10] * n,
            djinns=[[] for _ in range(n)], camels=[CAMELS[n]] * n,
            round=1, phase="bid", bidq="".join(map(str, markers)), order="".join(map(str, markers)),
            track="." * 9, disc=0, playq="", t=None, last_camel=False, final=None,
        )

    # ------------------------------------------------------------------ queries
    def to_act(self, state: dict) -> list[int]:
        ph = state["phase"]
        if ph == "bid":
            return [ord(state["bidq"][0]) - 48]
        if ph == "turn":
            return [state["t"]["seat"]]
        return []

    def result(self, state: dict) -> dict | None:
        return state["final"]

    @staticmethod
    def _masks(mp: str) -> list[int]:
        hit = _MASKS.get(mp)
        if hit is not None:
            return hit
        masks = [0, 0, 0, 0, 0]
        for k, ch in enumerate(mp):
            if ch != "0":
                masks[k % 5] |= 1 << (k // 5)
        return _keep(_MASKS, 4096, mp, masks)

    def pickable(self, state: dict) -> list[int]:
        """Tiles whose meeples can be picked up and moved legally (depends on the meeples only: cached)."""
        mp = state["mp"]
        hit = _PICKABLE.get(mp)
        if hit is not None:
            return list(hit)
        out = self._pickable(mp)
        _keep(_PICKABLE, 4096, mp, tuple(out))
        return out

    def _pickable(self, mp: str) -> list[int]:
        b = mp.encode()
        masks = self._masks(mp)
        out = []
        for i in range(N_TILES):
            base = 5 * i
            if mp[base:base + 5] == NONE5:
                continue
            k = b[base] + b[base + 1] + b[base + 2] + b[base + 3] + b[base + 4] - 240
            keep = ~(1 << i)
            m = 0
            for c in range(5):
                if b[base + c] != 48:
                    m |= masks[c] & keep
            if m and REACH[min(k, 100)][i * 31] & m:
                out.append(i)
        return out

    def steps(self, state: dict) -> list[tuple[int, int]]:
        """Legal (next tile, colour) drops of the meeples in hand."""
        t, mp = state["t"], state["mp"]
        pos, prev, hand = t["pos"], t["prev"], t["hand"]
        k = sum(hand)
        out = []
        if k == 1:
            c = next(c for c in range(5) if hand[c])
            for j in NEIGH[pos]:
                if j != prev and mp[5 * j + c] != "0":
                    out.append((j, c))
            return out
        masks = self._masks(mp)
        for j in NEIGH[pos]:
            if j == prev:
                continue
            reach = REACH[min(k - 1, 100)][j * 31 + pos + 1]
            bit = 1 << j
            for c in range(5):
                if not hand[c]:
                    continue
                m = 0
                for c2 in range(5):
                    if hand[c2] - (c2 == c):
                        m |= (masks[c2] | bit) if c2 == c else masks[c2]
                if reach & m:
                    out.append((j, c))
        return out

    # ------------------------------------------------------------------ djinn helpers
    @staticmethod
    def fakirs(state: dict, seat: int) -> int:
        return ord(state["cards"][seat][FAKIR]) - 48

    def pay_options(self, state: dict, seat: int, code: str) -> list[str]:
        eld, fak = state["eld"][seat], self.fakirs(state, seat)
        out = []
        for opt in PAY_OPTIONS[code]:  # a loop: faster than a comprehension on Python 3.11 (a hot path)
            if eld >= opt.count("e") and fak >= opt.count("f"):
                out.append(opt)
        return out

    def usable(self, state: dict, seat: int, djinn: str) -> list[str]:
        """Payment options for a costed djinn this seat owns and has not used this turn."""
        if djinn not in state["djinns"][seat]:
            return []
        t = state["t"]
        if t is not None and djinn in t["used"]:
            return []
        cost = DJINN_COST[djinn]
        assert cost is not None  # only a costed djinn is asked about
        return self.pay_options(state, seat, cost)

    def djinn_targets(self, state: dict, seat: int, djinn: str) -> list[int]:
        mp, camel, palm, palace = state["mp"], state["camel"], state["palm"], state["palace"]
        if djinn in ("anun_nak", "leta", "utug"):  # a bare tile: empty (Anun-Nak, Leta) or only meeples (Utug)
            if not (sum(state["bag"]) if djinn == "anun_nak" else state["camels"][seat]):
                return []
            empty = djinn != "utug"
            return [i for i in range(N_TILES) if camel[i] == "." and palm[i] == "0" and palace[i] == "0"
                    and (mp[5 * i:5 * i + 5] == NONE5) == empty]
        kind = ANYWHERE.get(djinn)
        if kind is None or not state["s" + PIECE[kind]]:
            return []
        return [i for i in range(N_TILES) if KIND[int(state["tiles"][i])] == kind]

    def any_time_moves(self, state: dict, seat: int) -> list[Move]:
        moves = []
        for d in state["djinns"][seat]:
            if d in TILE_DJINNS:
                pays = self.usable(state, seat, d)
                targets = self.djinn_targets(state, seat, d) if pays else []
                moves += [Move(f"dj:{d}:{p}:{i}", "djinn", {"djinn": d, "pay": p, "tile": i})
                          for p in pays for i in targets]
            elif (d == "sloar" and (state["rpile"] or state["rdisc"])
                  or d == "sibittis" and (state["djpile"] or state["djdisc"])):  # a pile to draw from
                moves += [Move(f"dj:{d}:{p}", "djinn", {"djinn": d, "pay": p}) for p in self.usable(state, seat, d)]
        return moves

    def kill_targets(self, state: dict) -> list[Move]:
        t = state["t"]
        seat = t["seat"]
        restrict = t.get("restrict")  # after a first kill (Iblis): the same tile ("t") or player ("p")
        moves = []
        mp, dist = state["mp"], DIST[t["tile"]]
        if restrict is None or restrict[0] == "t":
            tiles = [restrict[1]] if restrict else [i for i in range(N_TILES) if dist[i] <= t["reach"]]
            moves += [Move(f"kill:{i}:{c}", "kill", {"tile": i, "colour": c})
                      for i in tiles for c in range(5) if mp[5 * i + c] != "0"]
        if restrict is None or restrict[0] == "p":
            seats = [restrict[1]] if restrict else [s for s in range(state["players"]) if s != seat]
            for s in seats:
                if "boaz" in state["djinns"][s]:
                    continue
                moves += [Move(f"killp:{s}:{c}", "kill", {"seat": s, "colour": c}) for c, key in FRONT.items()
                          if state[key][s]]
        return moves

    @staticmethod
    def _merch(state: dict, seat: int) -> int:
        cards = state["cards"][seat]
        return sum(1 for k in range(9) if cards[k] != "0")

    # ------------------------------------------------------------------ legal moves
    def _legal_moves(self, state: dict, seat: int) -> list[Move]:
        if state["phase"] == "bid":
            return self._bid_moves(state, seat)
        t = state["t"]
        step = t["step"]
        if step == "pick":
            mp = state["mp"]
            moves = _MOVES.get(mp)
            if moves is None:
                picks = tuple(Move(f"pick:{i}", "pick", {"tile": i}) for i in self.pickable(state))
                moves = _keep(_MOVES, 8192, mp, picks)
            return list(moves) + self.any_time_moves(state, seat) if state["djinns"][seat] else list(moves)
        if step == "path":
            key = (state["mp"], t["pos"], t["prev"], *t["hand"])
            moves = _MOVES.get(key)
            if moves is None:
                moves = _keep(_MOVES, 8192, key, tuple(Move(f"go:{j}:{c}", "step", {"tile": j, "colour": c})
                                                       for j, c in self.steps(state)))
            return list(moves)
        if step == "builder":
            moves = [Move("collect", "collect")]
            if self.fakirs(state, seat):
                moves.append(Move("fakir", "fakir"))
            if not t["double"]:
                moves += [Move(f"echidna:{p}", "echidna", {"pay": p}) for p in self.usable(state, seat, "echidna")]
            return moves
        if step == "assassin":
            moves = self.kill_targets(state)
            if not t["kills_done"]:
                if moves and t["kills_left"] == 1:
                    moves += [Move(f"iblis:{p}", "iblis", {"pay": p}) for p in self.usable(state, seat, "iblis")]
                if not moves:
                    moves.append(Move("skip", "skip"))
                if self.fakirs(state, seat) and t["reach"] < 9:
                    moves.append(Move("fakir", "fakir"))
            return moves
        if step == "tile":
            return self._tile_moves(state, seat)
        if step == "market2":
            limit = 6 - (2 - t["big_left"])
            return [Move(f"take:{i}", "take", {"index": i}) for i in range(min(limit, len(state["line"])))]
        if step == "sibittis":
            return [Move(f"keep:{d}", "keep", {"djinn": d}) for d in t["sib"]]
        cards = state["cards"][seat]
        if step == "sell":  # choosing the set to sell: one more kind, or sell the kinds chosen
            sale = t["sale"]
            return [Move("sold", "sold")] + [Move(f"sell:{GOODS[g]}", "sell", {"good": g}) for g in range(9)
                                             if cards[g] != "0" and g not in sale]
        # step == "end"
        moves = [Move("end", "end")]
        moves += [Move(f"sell:{GOODS[g]}", "sell", {"good": g}) for g in range(9) if cards[g] != "0"]
        return moves + self.any_time_moves(state, seat) if state["djinns"][seat] else moves

    def _bid_moves(self, state: dict, seat: int) -> list[Move]:
        track, gold, disc = state["track"], state["gold"][seat], state["disc"]
        moves = []
        if "." in track[:ZERO_SPOTS]:
            moves.append(Move("bid:0", "bid", {"spot": 0, "cost": 0}))
        free = [i for i in range(ZERO_SPOTS, 9) if track[i] == "."]
        for i in free:
            cost = BID_COSTS[max(0, i - disc)]
            if cost <= gold:
                moves.append(Move(f"bid:{i}", "bid", {"spot": i, "cost": cost}))
        if not moves:  # cannot afford any free spot: the cheapest one, paying all one's gold
            i = free[0]
            moves.append(Move(f"bid:{i}", "bid", {"spot": i, "cost": gold}))
        if "kumarbi" in state["djinns"][seat] and self.fakirs(state, seat) and disc < 8:
            moves.append(Move("kumarbi", "kumarbi"))
        return moves

    def _tile_moves(self, state: dict, seat: int) -> list[Move]:
        t = state["t"]
        tile = t["tile"]
        kind = KIND[int(state["tiles"][tile])]
        if kind in PIECE:
            what = PIECE[kind]
            djinn = ELSEWHERE[what]
            moves = [Move(what, what, {"tile": tile})]
            for p in self.usable(state, seat, djinn):
                moves += [Move(f"{djinn}:{p}:{j}", what, {"tile": j, "pay": p}) for j in SURROUND[tile]]
            return moves
        moves = [Move("skip", "skip")]
        if kind == "small_market":
            moves += [Move(f"buy:{i}", "buy", {"index": i}) for i in range(min(3, len(state["line"])))]
        elif kind == "big_market":
            moves.append(Move("buy2", "buy2"))
        else:
            pays = self.pay_options(state, seat, "e+e|f")
            moves += [Move(f"djinn:{i}:{p}", "take_djinn", {"index": i, "djinn": d, "pay": p})
                      for i, d in enumerate(state["djup"]) for p in pays]
        return moves

    def tile_action_possible(self, state: dict, seat: int, tile: int) -> bool:
        kind = KIND[int(state["tiles"][tile])]
        if kind in PIECE:
            return state["s" + PIECE[kind]] > 0
        if kind in MARKET_COST:
            return state["gold"][seat] >= MARKET_COST[kind] and bool(state["line"])
        return bool(state["djup"]) and bool(self.pay_options(state, seat, "e+e|f"))

    # ------------------------------------------------------------------ playing
    def _play(self, state: dict, seat: int, move: Move) -> list[Event]:
        ev: list[Event] = []
        getattr(self, f"_do_{move.kind}")(state, seat, move.args, ev)
        return ev

    # -- bidding
    def _do_kumarbi(self, state, seat, args, ev):
        self._pay(state, seat, "f")
        state["disc"] += 1
        ev.append(Event("djinn_use", {"seat": seat, "djinn": "kumarbi", "pay": "f"}))

    def _do_bid(self, state, seat, args, ev):
        spot, cost = args["spot"], args["cost"]
        track = state["track"]
        state["gold"][seat] -= cost
        if spot < ZERO_SPOTS:  # a 0 bid takes the top 0 spot and pushes the earlier 0 bids down
            zs = track[:ZERO_SPOTS].replace(".", "") + str(seat)
            track = zs.rjust(ZERO_SPOTS, ".") + track[ZERO_SPOTS:]
            spot = ZERO_SPOTS - 1
        else:
            track = put(track, spot, str(seat))
        state["track"] = track
        state["disc"] = 0
        state["bidq"] = state["bidq"][1:]
        ev.append(Event("bid", {"seat": seat, "spot": spot, "cost": cost}))
        if not state["bidq"]:
            state["playq"] = track[::-1].replace(".", "")
            state["order"] = state["playq"]
            state["phase"] = "turn"
            self._start_turn(state, ev)

    # -- turn flow
    def _start_turn(self, state: dict, ev: list[Event]) -> None:
        if not state["playq"]:
            self._end_round(state, ev)
            return
        seat = ord(state["playq"][0]) - 48
        if not self.pickable(state):
            ev.append(Event("no_move", {"seat": seat}))
            self._game_over(state, ev)
            return
        state["t"] = {"seat": seat, "step": "pick", "used": []}
        ev.append(Event("turn", {"seat": seat}))

    def _end_turn(self, state: dict, ev: list[Event]) -> None:
        state["t"] = None
        state["playq"] = state["playq"][1:]
        self._start_turn(state, ev)

    def _end_round(self, state: dict, ev: list[Event]) -> None:
        with Rng(state) as rng:
            while len(state["line"]) < LINE_SIZE:
                g = self._draw_resource(state, rng)
                if g is None:
                    break
                state["line"] += str(g)
            while len(state["djup"]) < DJINNS_UP:
                d = self._draw_djinn(state, rng)
                if d is None:
                    break
                state["djup"].append(d)
        ev.append(Event("round_end", {"round": state["round"]}))
        if state["last_camel"] or not self.pickable(state):
            self._game_over(state, ev)
            return
        state["round"] += 1
        state["phase"] = "bid"
        state["bidq"] = state["order"]
        state["track"] = "." * 9
        state["disc"] = 0
        ev.append(Event("round_start", {"round": state["round"]}))

    def _game_over(self, state: dict, ev: list[Event]) -> None:
        state["phase"] = "over"
        state["t"] = None
        state["playq"] = ""
        sheet = self.score_sheet(state)
        totals = [row["total"] for row in sheet]
        best = max(totals)
        state["final"] = {"scores": totals, "winners": [s for s, v in enumerate(totals) if v == best],
                          "sheet": sheet}
        ev.append(Event("game_end", {"scores": totals, "winners": state["final"]["winners"]}))

    # -- moving meeples
    def _do_pick(self, state, seat, args, ev):
        i = args["tile"]
        mp = state["mp"]
        hand = counts(mp[5 * i:5 * i + 5])
        state["mp"] = mp[:5 * i] + NONE5 + mp[5 * i + 5:]
        state["t"].update(step="path", pos=i, prev=-1, hand=hand, path=[i])
        ev.append(Event("pick", {"seat": seat, "tile": i, "meeples": list(hand)}))
        self._forced_steps(state, seat, ev)

    def _forced_steps(self, state, seat, ev):
        """Drop meeples automatically while the next drop is the only legal one."""
        while True:
            t = state["t"]
            if t is None or t["seat"] != seat or t["step"] != "path":
                return
            options = self.steps(state)
            if len(options) != 1:
                return
            j, c = options[0]
            self._drop(state, seat, j, c, ev, forced=True)

    def _do_step(self, state, seat, args, ev):
        self._drop(state, seat, args["tile"], args["colour"], ev)
        self._forced_steps(state, seat, ev)

    def _drop(self, state, seat, j, c, ev, forced=False):
        t = state["t"]
        ev.append(Event("drop", {"seat": seat, "tile": j, "colour": c, "forced": forced}))
        state["mp"] = bump(state["mp"], 5 * j + c, 1)
        t["hand"][c] -= 1
        t["prev"], t["pos"] = t["pos"], j
        t["path"].append(j)
        own = owner(state, j)
        if own >= 0 and "marid" in state["djinns"][own]:
            self._bonus(state, own, "marid", 1 if own == seat else 2, ev)
        if not sum(t["hand"]):
            self._finish_move(state, seat, j, c, ev)

    def _finish_move(self, state, seat, tile, c, ev):
        t = state["t"]
        k = 5 * tile + c
        n = num(state["mp"], k)
        state["mp"] = put(state["mp"], k, "0")
        t.update(step="tribe", tile=tile, col=c, n=n)
        del t["hand"]
        ev.append(Event("collect", {"seat": seat, "tile": tile, "colour": c, "n": n}))
        if state["mp"][5 * tile:5 * tile + 5] == NONE5:
            self._control(state, seat, tile, ev)
        if c in FRONT:
            state[FRONT[c]][seat] += n
        else:
            state["bag"][c] += n
        if c == MER:
            got = state["line"][:n]
            state["line"] = state["line"][n:]
            for g in got:
                state["cards"][seat] = bump(state["cards"][seat], int(g), 1)
            ev.append(Event("cards", {"seat": seat, "cards": [int(g) for g in got]}))
        elif c == BLD:
            t.update(extra=0, double=False)
            if self._blues(state, tile) and (self.fakirs(state, seat) or self.usable(state, seat, "echidna")):
                t["step"] = "builder"
                return
            self._collect_builders(state, seat, ev)
            return
        elif c == ASN:
            t.update(step="assassin", reach=n, kills_left=1, kills_done=0, restrict=None)
            self._assassin_auto(state, seat, ev)
            return
        self._tile_action(state, seat, ev)

    def _control(self, state, seat, tile, ev):
        if state["camel"][tile] != "." or not state["camels"][seat]:
            return
        state["camel"] = put(state["camel"], tile, str(seat))
        state["camels"][seat] -= 1
        ev.append(Event("control", {"seat": seat, "tile": tile}))
        if not state["camels"][seat] and not state["last_camel"]:
            state["last_camel"] = True
            ev.append(Event("last_camel", {"seat": seat}))

    @staticmethod
    def _blues(state, tile) -> int:
        tiles = state["tiles"]
        return sum(1 for j in AROUND[tile] if BLUE[int(tiles[j])])

    # -- builders
    def _do_fakir(self, state, seat, args, ev):
        t = state["t"]
        self._pay(state, seat, "f")
        ev.append(Event("fakir", {"seat": seat, "step": t["step"]}))
        if t["step"] == "assassin":
            t["reach"] += 1
            self._assassin_auto(state, seat, ev)
            return
        t["extra"] += 1  # builders: collect at once when nothing is left to decide
        if not self.fakirs(state, seat) and (t["double"] or not self.usable(state, seat, "echidna")):
            self._collect_builders(state, seat, ev)

    def _do_echidna(self, state, seat, args, ev):
        self._use_djinn(state, seat, "echidna", args["pay"], ev)
        state["t"]["double"] = True

    def _do_collect(self, state, seat, args, ev):
        self._collect_builders(state, seat, ev)

    def _collect_builders(self, state, seat, ev):
        t = state["t"]
        blues = self._blues(state, t["tile"])
        gold = (t["n"] + t["extra"]) * blues * (2 if t["double"] else 1)
        state["gold"][seat] += gold
        ev.append(Event("builders", {"seat": seat, "n": t["n"], "extra": t["extra"], "blues": blues,
                                     "double": t["double"], "gold": gold}))
        self._tile_action(state, seat, ev)

    # -- assassins
    def _assassin_auto(self, state, seat, ev) -> None:
        """Leave the assassin step at once when there is nothing to decide."""
        t = state["t"]
        if self.kill_targets(state):
            return
        fakirs = self.fakirs(state, seat)
        if fakirs and t["reach"] < 9 and not t["kills_done"]:
            reach = t["reach"] + fakirs
            mp, dist = state["mp"], DIST[t["tile"]]
            if any(dist[i] <= reach and mp[5 * i:5 * i + 5] != NONE5 for i in range(N_TILES)):
                return
        ev.append(Event("no_kill", {"seat": seat}))
        self._tile_action(state, seat, ev)

    def _do_iblis(self, state, seat, args, ev):
        self._use_djinn(state, seat, "iblis", args["pay"], ev)
        state["t"]["kills_left"] = 2

    def _do_skip(self, state, seat, args, ev):
        t = state["t"]
        if t["step"] == "assassin":
            ev.append(Event("no_kill", {"seat": seat}))
            self._tile_action(state, seat, ev)
        else:
            self._to_end(state, seat, ev)

    def _do_kill(self, state, seat, args, ev):
        t = state["t"]
        c = args["colour"]
        kandicha = "kandicha" in state["djinns"][seat]
        i = args.get("tile")
        if i is not None:
            state["mp"] = bump(state["mp"], 5 * i + c, -1)
            ev.append(Event("kill", {"seat": seat, "tile": i, "colour": c}))
            t["restrict"] = ["t", i]
        else:
            victim = args["seat"]
            state[FRONT[c]][victim] -= 1
            ev.append(Event("kill", {"seat": seat, "victim": victim, "colour": c}))
            t["restrict"] = ["p", victim]
        if kandicha and c in FRONT:
            state[FRONT[c]][seat] += 1
            ev.append(Event("kandicha", {"seat": seat, "colour": c}))
        else:
            state["bag"][c] += 1
            if kandicha and c == MER:
                self._draw_card(state, seat, ev)
            elif kandicha and c == BLD and i is not None:
                self._bonus(state, seat, "kandicha", self._blues(state, i), ev)
        self._watchers(state, seat, "nekir", ev)
        if i is not None and state["mp"][5 * i:5 * i + 5] == NONE5:
            self._control(state, seat, i, ev)
        t["kills_left"] -= 1
        t["kills_done"] += 1
        if t["kills_left"] and self.kill_targets(state):
            return
        self._tile_action(state, seat, ev)

    # -- tile action
    def _tile_action(self, state, seat, ev):
        t = state["t"]
        t["step"] = "tile"
        for key in ("reach", "kills_left", "kills_done", "restrict", "extra", "double"):
            t.pop(key, None)
        tile = t["tile"]
        if not self.tile_action_possible(state, seat, tile):
            self._to_end(state, seat, ev)
            return
        what = PIECE.get(KIND[int(state["tiles"][tile])])
        if what is not None and not self.usable(state, seat, ELSEWHERE[what]):
            self._place(state, seat, what, tile, ev)
            self._to_end(state, seat, ev)

    def _place(self, state, seat, what, tile, ev):
        """A palm tree or palace (``what``) from the supply onto ``tile``."""
        state["s" + what] -= 1
        state[what] = bump(state[what], tile, 1)
        if what == "palace":
            self._watchers(state, seat, "monkir", ev)
        ev.append(Event(what, {"seat": seat, "tile": tile}))

    def _do_palm(self, state, seat, args, ev, what="palm"):
        """The tile action's palm tree (or palace, from ``_do_palace``): here, or around with Lamia (Hagis)."""
        if "pay" in args:
            self._use_djinn(state, seat, ELSEWHERE[what], args["pay"], ev)
        self._place(state, seat, what, args["tile"], ev)
        self._to_end(state, seat, ev)

    def _do_palace(self, state, seat, args, ev):
        self._do_palm(state, seat, args, ev, "palace")

    def _take_from_line(self, state, seat, index) -> int:
        line = state["line"]
        g = int(line[index])
        state["line"] = line[:index] + line[index + 1:]
        state["cards"][seat] = bump(state["cards"][seat], g, 1)
        return g

    def _do_buy(self, state, seat, args, ev):
        state["gold"][seat] -= MARKET_COST["small_market"]
        g = self._take_from_line(state, seat, args["index"])
        ev.append(Event("buy", {"seat": seat, "cards": [g], "cost": MARKET_COST["small_market"]}))
        self._to_end(state, seat, ev)

    def _do_buy2(self, state, seat, args, ev):
        state["gold"][seat] -= MARKET_COST["big_market"]
        state["t"].update(step="market2", big_left=2)
        ev.append(Event("buy", {"seat": seat, "cards": [], "cost": MARKET_COST["big_market"]}))

    def _do_take(self, state, seat, args, ev):
        t = state["t"]
        g = self._take_from_line(state, seat, args["index"])
        ev.append(Event("cards", {"seat": seat, "cards": [g]}))
        t["big_left"] -= 1
        if not t["big_left"] or not state["line"]:
            del t["big_left"]
            self._to_end(state, seat, ev)

    def _do_take_djinn(self, state, seat, args, ev):
        self._pay(state, seat, args["pay"])
        d = state["djup"].pop(args["index"])
        self._gain_djinn(state, seat, d, ev)
        self._to_end(state, seat, ev)

    def _gain_djinn(self, state, seat, d, ev):
        state["djinns"][seat].append(d)
        ev.append(Event("djinn_take", {"seat": seat, "djinn": d}))
        if d != "baal":
            self._watchers(state, seat, "baal", ev)

    # -- end of turn
    def _to_end(self, state, seat, ev):
        state["t"]["step"] = "end"
        if self._merch(state, seat) or (state["djinns"][seat] and self.any_time_moves(state, seat)):
            return  # a sale or a djinn is left to choose
        self._end_turn(state, ev)

    def _do_sell(self, state, seat, args, ev):
        """Put one more kind of merchandise in the set being chosen for a sale."""
        t = state["t"]
        if t["step"] == "end":
            t["step"], t["sale"] = "sell", []
        t["sale"].append(args["good"])
        ev.append(Event("sell_pick", {"seat": seat, "card": args["good"], "k": len(t["sale"]),
                                      "gold": SET_VALUES[len(t["sale"])]}))

    def _do_sold(self, state, seat, args, ev):
        t = state["t"]
        kinds = sorted(t.pop("sale"))
        t["step"] = "end"
        have = counts(state["cards"][seat])
        for g in kinds:
            have[g] -= 1
        state["cards"][seat] = enc(have)
        state["rdisc"] += "".join(str(g) for g in kinds)
        gold = SET_VALUES[len(kinds)]
        state["gold"][seat] += gold
        ev.append(Event("sell", {"seat": seat, "cards": kinds, "gold": gold}))
        self._after_any_time(state, seat, ev)

    def _do_end(self, state, seat, args, ev):
        self._end_turn(state, ev)

    # -- djinns
    def _pay(self, state, seat, pay):
        for ch in pay:
            if ch == "e":
                state["eld"][seat] -= 1
                state["bag"][ELD] += 1
            else:
                state["cards"][seat] = bump(state["cards"][seat], FAKIR, -1)
                state["rdisc"] += str(FAKIR)

    def _use_djinn(self, state, seat, d, pay, ev):
        self._pay(state, seat, pay)
        state["t"]["used"].append(d)
        ev.append(Event("djinn_use", {"seat": seat, "djinn": d, "pay": pay}))

    def _bonus(self, state, seat, d, gold, ev):
        if gold:
            state["gold"][seat] += gold
            ev.append(Event("bonus", {"seat": seat, "djinn": d, "gold": gold}))

    def _watchers(self, state, seat, d, ev):
        """Each owner of djinn ``d`` (Ba'al, Monkir, Nekir) earns 1 gold for its own action, 2 for another's."""
        for s in range(state["players"]):
            if d in state["djinns"][s]:
                self._bonus(state, s, d, 1 if s == seat else 2, ev)

    @staticmethod
    def _draw_resource(state, rng=None) -> int | None:
        """The top resource card or None; an empty pile is the discard shuffled (with ``rng`` if given)."""
        if not state["rpile"] and state["rdisc"]:
            pile = list(state["rdisc"])
            with nullcontext(rng) if rng is not None else Rng(state) as shuffler:
                shuffler.shuffle(pile)
            state["rpile"], state["rdisc"] = "".join(pile), ""
        if not state["rpile"]:
            return None
        g = int(state["rpile"][-1])
        state["rpile"] = state["rpile"][:-1]
        return g

    def _draw_card(self, state, seat, ev):
        """The top resource card to ``seat`` (Sloar, Kandicha), if one is left."""
        got = self._draw_resource(state)
        if got is not None:
            state["cards"][seat] = bump(state["cards"][seat], got, 1)
            ev.append(Event("cards", {"seat": seat, "cards": [got]}))

    @staticmethod
    def _draw_djinn(state, rng) -> str | None:
        """The top djinn or None; an empty pile is the discard shuffled."""
        if not state["djpile"]:
            if not state["djdisc"]:
                return None
            state["djpile"], state["djdisc"] = state["djdisc"], []
            rng.shuffle(state["djpile"])
        return state["djpile"].pop()

    def _do_djinn(self, state, seat, args, ev):
        d, pay = args["djinn"], args["pay"]
        t = state["t"]
        self._use_djinn(state, seat, d, pay, ev)
        tile = args.get("tile")
        if d == "anun_nak":
            drawn = []
            with Rng(state) as rng:
                for _ in range(3):
                    pool = [c for c in range(5) for _ in range(state["bag"][c])]
                    if not pool:
                        break
                    c = rng.choice(pool)
                    state["bag"][c] -= 1
                    state["mp"] = bump(state["mp"], 5 * tile + c, 1)
                    drawn.append(c)
            ev.append(Event("anun_nak", {"seat": seat, "tile": tile, "colours": drawn}))
        elif d in ("leta", "utug"):
            self._control(state, seat, tile, ev)
        elif d in ANYWHERE:
            self._place(state, seat, PIECE[ANYWHERE[d]], tile, ev)
        elif d == "sloar":
            self._draw_card(state, seat, ev)
        elif d == "sibittis":
            with Rng(state) as rng:
                drawn = [x for x in (self._draw_djinn(state, rng) for _ in range(3)) if x is not None]
            t["sib"] = drawn
            t["back"] = t["step"]
            t["step"] = "sibittis"
            ev.append(Event("sib_draw", {"seat": seat, "djinns": list(drawn)}, to=[seat]))
            return
        self._after_any_time(state, seat, ev)

    def _do_keep(self, state, seat, args, ev):
        t = state["t"]
        d = args["djinn"]
        drawn = t.pop("sib")
        drawn.remove(d)
        state["djdisc"].extend(drawn)
        t["step"] = t.pop("back")
        self._gain_djinn(state, seat, d, ev)
        self._after_any_time(state, seat, ev)

    def _after_any_time(self, state, seat, ev):
        t = state["t"]
        if t["step"] == "end" and not self._merch(state, seat) and not self.any_time_moves(state, seat):
            self._end_turn(state, ev)

    # ------------------------------------------------------------------ scoring
    def score_sheet(self, state: dict) -> list[dict]:
        n = state["players"]
        sheet = []
        for s in range(n):
            dj = state["djinns"][s]
            viz = state["viz"][s]
            me = str(s)
            owned = [i for i in range(N_TILES) if state["camel"][i] == me]
            cards = counts(state["cards"][s])
            wilds = cards[FAKIR] // 2 if "al_amin" in dj else 0
            row = {
                "gold": state["gold"][s],
                "viziers": viz * (3 if "jafaar" in dj else 1)
                + 10 * sum(1 for o in range(n) if o != s and state["viz"][o] < viz),
                "elders": state["eld"][s] * (4 if "shamhat" in dj else 2),
                "djinns": sum(DJINN_VP[d] for d in dj),
                "palms": sum(num(state["palm"], i) for i in owned) * (5 if "haurvatat" in dj else PALM_VP),
                "palaces": sum(num(state["palace"], i) for i in owned) * PALACE_VP,
                "tiles": sum(VALUE[int(state["tiles"][i])] for i in owned),
                "merchandise": best_set_score(cards[:9], wilds),
            }
            row["total"] = sum(row.values())
            sheet.append(row)
        return sheet

    def evaluate(self, state: dict, seat: int) -> float:
        """For the search AI: the lead on the score sheet as it stands (gold included)."""
        if state["phase"] == "over":
            return super().evaluate(state, seat)
        return score_lead([row["total"] for row in self.score_sheet(state)], seat, 40.0)

    # ------------------------------------------------------------------ views
    def determinize(self, state: dict, seat: int, rng) -> dict:
        """The declared re-deal (the resource pile with its discard, the djinn pile with its discard and the
        djinns another player is choosing from), and every other player's face-down gold taken equal to this
        seat's own: gold is a figure, not cards to re-deal (the view gives none; a mirror is the neutral guess)."""
        new = super().determinize(state, seat, rng)
        if state["phase"] != "over":
            new["gold"] = [state["gold"][seat]] * state["players"]
        return new

    @staticmethod
    def _board(mp: str, camel: str, palm: str, palace: str, tiles: str) -> list:
        b = mp.encode()
        cells = []
        for i in range(N_TILES):
            tt = int(tiles[i])
            cells.append({
                "kind": KIND[tt], "value": VALUE[tt],
                "meeples": {colour: b[5 * i + c] - 48 for c, colour in enumerate(COLOURS)},
                "camel": None if camel[i] == "." else ord(camel[i]) - 48,
                "palms": ord(palm[i]) - 48, "palaces": ord(palace[i]) - 48,
            })
        return [cells[i:i + W] for i in range(0, N_TILES, W)]  # rows of W tiles

    def _computed(self, state: dict, seat: int | None, view: dict) -> None:
        """Views share a cached, read-only board: do not mutate."""
        over = state["phase"] == "over"
        mp, camel, palm, palace, tiles = state["mp"], state["camel"], state["palm"], state["palace"], state["tiles"]
        key = (mp, camel, palm, palace, tiles)
        board = _BOARDS.get(key)
        if board is None:
            board = _keep(_BOARDS, 1024, key, self._board(*key))
        players = []
        for s in range(state["players"]):
            cards = counts(state["cards"][s])
            me = str(s)
            owned = [i for i in range(N_TILES) if camel[i] == me]
            players.append({
                "viziers": state["viz"][s], "elders": state["eld"][s], "djinns": list(state["djinns"][s]),
                "cards": {GOODS[g]: cards[g] for g in range(10) if cards[g]},
                "camels_left": state["camels"][s], "tiles": len(owned),
                "palms": sum(num(palm, i) for i in owned), "palaces": sum(num(palace, i) for i in owned),
                "gold": state["gold"][s] if over else None,
            })
        t = state["t"]
        turn = None
        if t is not None:
            turn = {"seat": t["seat"], "step": t["step"]}
            for part in ("pos", "path", "tile", "n", "reach", "kills_left"):
                if part in t:
                    turn[part] = t[part]
            if "hand" in t:
                turn["hand"] = {COLOURS[k]: t["hand"][k] for k in range(5) if t["hand"][k]}
            if "col" in t:
                turn["colour"] = COLOURS[t["col"]]
            if t["step"] == "sibittis":
                turn["drawn"] = len(t["sib"])
            if "sale" in t:
                turn["sale"] = [GOODS[g] for g in sorted(t["sale"])]
        view.update({
            "board": board, "phase": state["phase"],
            "track": [None if x == "." else ord(x) - 48 for x in state["track"]],
            "bid_queue": [ord(x) - 48 for x in state["bidq"]] if state["phase"] == "bid" else [],
            "play_queue": [ord(x) - 48 for x in state["playq"]], "order": [ord(x) - 48 for x in state["order"]],
            "line": [GOODS[int(g)] for g in state["line"]], "djinns_up": list(state["djup"]),
            "palm_supply": state["spalm"], "palace_supply": state["spalace"],
            "bag": {COLOURS[k]: state["bag"][k] for k in range(5)}, "players": players, "turn": turn,
            "discount": state["disc"],
        })
        if seat is not None:
            view["me"] = seat
            if t is not None and t["seat"] == seat and t["step"] == "sibittis":
                view["drawn_djinns"] = list(t["sib"])
