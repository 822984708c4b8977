"""Sea Salt & Paper (+ the Extra Salt expansion as an option), following BGA's help page.

Choices where the rules page is silent or unclear (published rules and the BGA adaptation fill in):
- Each round starts with empty hands and with the deck's top two cards turned face up, one on each
  discard pile. The first round's starter is drawn at random; each next round is started by the player
  after the one who ended the previous round (the announcer, or the player whose turn emptied the deck).
- Drawing from the deck: the two cards are seen privately, one is kept and the other is discarded face
  up; if one discard pile is empty the card must go there. With a single card left in the deck, that
  card is simply kept. If the deck and both piles are empty the draw is skipped.
- Any number of duos may be played per turn, each as its own choice; a duo may be played even when its
  effect cannot apply (then nothing happens). The boat duo starts a new turn at once (draw again, then
  play duos or announce). The crab duo chooses a pile, then looks through it privately and takes one
  card; the rest of the pile keeps its order. The shark + swimmer duo chooses an opponent with cards
  in hand and takes one of them at random. Two swimmers or two sharks are not a duo.
- Duo cards score 1 point per duo, whether played or still in hand (a pair in hand counts).
- Mermaids: the first scores the number of cards of the player's most common colour, the second the
  next most common colour, and so on. White (the mermaids' own colour) counts as a colour, for the
  mermaids and for the colour bonus (as in BGA's adaptation). The colour bonus is the number of cards
  (hand and played) of the player's most common colour.
- Four mermaids win the game at once, as soon as the fourth one reaches a player's hand.
- Announcing needs 7 card points (mermaids, duos, collections, multipliers; no colour bonus), is done
  after drawing and duos, and is not possible once an announcement was made. During "last chance" each
  other player plays one more turn (duos allowed, no announcement); the caller's hand is revealed when
  the call is made, each other hand after its last turn. The bet is won when the caller's card points
  are at least every opponent's.
- If the deck is empty at the end of a turn (outside a "last chance"), the round ends and nobody scores.
- End: when a round ends with someone at 40/35/30 points (2/3/4 players), the highest score wins; a tie
  goes to the player who ended that round if they are among the tied, else every tied player wins.
- Turns in which a player has no decision (no duo to play, not enough points to announce) end by
  themselves after the draw; so does a forced turn caused by a jellyfish duo. Likewise a crab duo with
  a single non-empty pile opens that pile, and a steal with a single possible victim targets them.
- Private information goes by events addressed to the seat concerned: the cards drawn, kept, looked at
  (crab pile, lobster) or stolen (thief and victim). Hands are shown to everyone only at a scored round
  end and, after a LAST CHANCE call, for the caller and each player who had their last turn.
Extra Salt (option ``extra_salt``), as published and as in BGA's adaptation:
- Crab + Lobster: look at the deck's top 5 cards, keep one, shuffle the others back into the deck.
- Swimmer + Jellyfish: until this player's next turn, each opponent's turn is only "take the deck's
  top card" (no duo, no announcement).
- Starfish: may be played together with a duo as a trio (no effect), which scores 1 + 2 points. A
  starfish still in hand adds 2 points only to a duo still in hand (at most one starfish per duo); a duo
  already played without a starfish keeps its 1 point. This also decides the 7 points needed to
  announce. (Board Game Arena's adaptation fixed the same error in its CardsPoints.php: a played duo is
  never boosted by a starfish held in hand.)
- Seahorse: in hand, counts as one more card of the collection (shells, octopuses, penguins, sailors)
  where it gains most; it needs one real card of that collection and cannot exceed the table's size.
  It does not count for the multipliers.
- Cast of Crabs: 1 point per crab.
"""

from __future__ import annotations

from functools import lru_cache

from engine import Event, Game, GameInfo, Move, Option, Rng, clone
from engine.core import deal_unseen
from engine.visibility import Visibility, held, per_seat, secret

from .data import (
    ANNOUNCE_MIN,
    COLLECTOR_KINDS,
    COLLECTOR_POINTS,
    COLOUR_I,
    COLOURS,
    DUO_EFFECTS,
    FULL_SIZE,
    IDENTITY,
    KIND_I,
    KIND_INDEX,
    KINDS,
    LOBSTER_LOOK,
    MERMAIDS_TO_WIN,
    MULTIPLIERS,
    STARFISH_BONUS,
    TARGET,
    deck_cards,
)

# In the state every group of cards (deck, piles, hands, played duos) is a string with one character per
# card: JSON states stay small, so that copying and checking a state is cheap. Views use lists of ints.
ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz+-*="
assert len(ALPHABET) >= FULL_SIZE
_ORD = {ch: i for i, ch in enumerate(ALPHABET)}


def enc(cards: list[int]) -> str:
    """Cards -> their compact string form (the state's)."""
    return "".join(ALPHABET[c] for c in cards)


def dec(text: str) -> list[int]:
    """The state's compact string -> cards."""
    return [_ORD[ch] for ch in text]


_N_KINDS = len(KINDS)
_N_COLOURS = len(COLOURS)
_K = KIND_INDEX
CRAB, BOAT, FISH, SWIMMER, SHARK = _K["crab"], _K["boat"], _K["fish"], _K["swimmer"], _K["shark"]
JELLY, LOBSTER = _K["jellyfish"], _K["lobster"]
MERMAID, STARFISH, SEAHORSE = _K["mermaid"], _K["starfish"], _K["seahorse"]
_COLLECTORS = [(_K[k], COLLECTOR_POINTS[k]) for k in COLLECTOR_KINDS]
_MULTIPLIERS = [(_K[m], _K[counted], per) for m, (counted, per) in MULTIPLIERS.items()]
# (kind index, kind index) -> effect, both orders
DUO_BY_KINDS = {(_K[x], _K[y]): effect for pair, effect in DUO_EFFECTS.items() for x, y in (pair, pair[::-1])}
_IS_DUO_KIND = [any(k in pair for pair in DUO_BY_KINDS) for k in range(_N_KINDS)]
_MERMAID_CHARS = frozenset(ALPHABET[c] for c in range(FULL_SIZE) if KIND_I[c] == MERMAID)


def count_cards(hand: list[int], table: list[list[int]]) -> tuple[list[int], list[int], list[int]]:
    """(kind counts in hand, kind counts in hand + played, colour counts in hand + played)."""
    hk = [0] * _N_KINDS
    colours = [0] * _N_COLOURS
    for c in hand:
        hk[KIND_I[c]] += 1
        colours[COLOUR_I[c]] += 1
    ak = list(hk)
    for group in table:
        for c in group:
            ak[KIND_I[c]] += 1
            colours[COLOUR_I[c]] += 1
    return hk, ak, colours


def hand_duos(hk: list[int]) -> int:
    """How many duos the cards in hand make at best (kind counts of the hand)."""
    crabs, lobsters = hk[CRAB], hk[LOBSTER]
    with_lobster = min(crabs, lobsters)
    return (with_lobster + (crabs - with_lobster) // 2 + hk[BOAT] // 2 + hk[FISH] // 2
            + min(hk[SWIMMER], hk[SHARK] + hk[JELLY]))


def score_breakdown(hand: list[int], table: list[list[int]]) -> dict:
    """Card points of a player (hand + played duos), by family, and the colour bonus."""
    hk, ak, colours = count_cards(hand, table)
    mermaids = 0
    if ak[MERMAID]:
        mermaids = sum(sorted(colours, reverse=True)[:ak[MERMAID]])
    in_hand = hand_duos(hk)
    # a starfish played in a trio boosts that played duo; a starfish still in hand boosts only a duo still
    # in hand (at most one starfish per duo): a duo played without one keeps its single point
    played_stars = sum(1 for group in table for c in group if KIND_I[c] == STARFISH)
    duo_points = len(table) + in_hand + STARFISH_BONUS * (played_stars + min(hk[STARFISH], in_hand))
    collections = 0
    best_extra = 0
    for kind, table_points in _COLLECTORS:
        n = ak[kind]
        if n:
            collections += table_points[n - 1]
            if n < len(table_points):
                best_extra = max(best_extra, table_points[n] - table_points[n - 1])
    if hk[SEAHORSE]:
        collections += best_extra
    multipliers = sum(ak[m] and ak[counted] * per for m, counted, per in _MULTIPLIERS)
    return {"mermaids": mermaids, "duos": duo_points, "collections": collections, "multipliers": multipliers,
            "total": mermaids + duo_points + collections + multipliers, "colour_bonus": max(colours)}


def card_points(hand: list[int], table: list[list[int]]) -> int:
    return score_breakdown(hand, table)["total"]


@lru_cache(maxsize=8192)
def _cached_breakdown(hand: str, table: tuple[str, ...]) -> dict:
    """score_breakdown of the state's string forms; a pure function, so it is memoised (do not mutate)."""
    return score_breakdown(dec(hand), [dec(g) for g in table])


class SeaSaltPaperRules(Game):
    info = GameInfo(
        id="seasaltpaper", names={"en": "Sea Salt & Paper", "fr": "Sea Salt & Paper"},
        min_players=2, max_players=4,
        options=(
            Option("extra_salt", bool, False,
                   names={"en": "Extra Salt expansion (8 more cards)",
                          "fr": "Extension Extra Salt (8 cartes de plus)"}),
        )
    )
    # the deck's order, every hand, the discard piles under their top cards and the cards the player to act is
    # looking at (the two drawn, the lobster's five) are hidden; cards are one character each. determinize stays
    # its own: a hand a seat has shown (last chance) stays, and a seat looking through a pile sees all of it
    visibility = Visibility(
        parts=(secret("deck", size="deck_size", sep=""), per_seat("hands", size="hand_sizes", sep=""),
               secret("piles"), held("pending", owner=lambda state: state["turn"], size="pending_count")),
        public=("round", "scores", "phase", "crab_pile", "caller", "jelly", "last_round", "winners"))

    # ------------------------------------------------------------------ card access (state strings)
    @staticmethod
    def hand(state: dict, seat: int) -> list[int]:
        return dec(state["hands"][seat])

    @staticmethod
    def table(state: dict, seat: int) -> list[list[int]]:
        return [dec(g) for g in state["tables"][seat]]

    @staticmethod
    def pile(state: dict, p: int) -> list[int]:
        return dec(state["piles"][p])

    @staticmethod
    def deck(state: dict) -> list[int]:
        return dec(state["deck"])

    @staticmethod
    def set_cards(state: dict, where: str, index: int | None, cards: list[int]) -> None:
        """Put these cards (ints) in ``state[where][index]`` (or ``state[where]``); for tests and tools."""
        if index is None:
            state[where] = enc(cards)
        else:
            state[where][index] = enc(cards)

    @staticmethod
    def breakdown(state: dict, seat: int) -> dict:
        """Card points of a seat by family, with its colour bonus (a fresh dict)."""
        return dict(_cached_breakdown(state["hands"][seat], tuple(state["tables"][seat])))

    @staticmethod
    def points(state: dict, seat: int) -> int:
        return _cached_breakdown(state["hands"][seat], tuple(state["tables"][seat]))["total"]

    @staticmethod
    def _pop_deck(state: dict) -> int:
        deck = state["deck"]
        state["deck"] = deck[:-1]
        return _ORD[deck[-1]]

    @staticmethod
    def _remove(state: dict, where: str, index: int, card: int) -> None:
        state[where][index] = state[where][index].replace(ALPHABET[card], "", 1)

    # ------------------------------------------------------------------ set-up
    def _setup(self, state: dict) -> None:
        n = state["players"]
        state.update(round=0, scores=[0] * n, winners=None, last_round=None)
        with Rng(state) as rng:
            starter = rng.randrange(n)
        self._start_round(state, starter, [])

    def _start_round(self, state: dict, starter: int, ev: list[Event]) -> None:
        n = state["players"]
        deck = deck_cards(state["options"]["extra_salt"])
        with Rng(state) as rng:
            rng.shuffle(deck)
        state["round"] += 1
        tops = [deck.pop(), deck.pop()]
        state["piles"] = [enc([tops[0]]), enc([tops[1]])]
        state["deck"] = enc(deck)
        state["hands"] = [""] * n
        state["tables"] = [[] for _ in range(n)]
        state.update(caller=None, jelly=None, pending=[], crab_pile=None, phase="draw", turn=starter)
        ev.append(Event("round_start", {"round": state["round"], "starter": starter, "piles": tops}))
        self._begin_turn(state, starter, ev)

    # ------------------------------------------------------------------ queries
    def to_act(self, state: dict) -> list[int]:
        return [] if state["winners"] is not None else [state["turn"]]

    def result(self, state: dict) -> dict | None:
        if state["winners"] is None:
            return None
        return {"scores": list(state["scores"]), "winners": list(state["winners"]),
                "mermaids": self.mermaid_winner(state)}

    @staticmethod
    def mermaid_winner(state: dict) -> int | None:
        """The seat that won with the four mermaids (they stay in its hand), if the game ended so."""
        winners = state["winners"]
        if (winners and len(winners) == 1
                and sum(ch in _MERMAID_CHARS for ch in state["hands"][winners[0]]) >= MERMAIDS_TO_WIN):
            return winners[0]
        return None

    def revealed(self, state: dict) -> list[int]:
        """Seats whose hand is face up: the LAST CHANCE caller and those who played their last turn."""
        return self._last_turns(state)[0]

    def _last_turns(self, state: dict) -> tuple[list[int], list[int]]:
        """After a LAST CHANCE call, while the game goes on: the seats whose hand is face up (``revealed``) and
        the seats still to play their last turn after the current one; empty lists without a call."""
        if state["caller"] is None or state["winners"] is not None:
            return [], []
        caller, n = state["caller"], state["players"]
        order = [(caller + i) % n for i in range(1, n)]  # every other seat plays a last turn, in turn order
        i = order.index(state["turn"]) if state["turn"] in order else -1  # -1: the caller's own turn
        return [caller, *order[:max(i, 0)]], order[i + 1:]

    def can_announce(self, state: dict, seat: int) -> bool:
        return state["caller"] is None and self.points(state, seat) >= ANNOUNCE_MIN

    def duo_options(self, hand: list[int], extra: bool) -> list[tuple[list[int], str]]:
        """Distinct duos (and trios) that can be played from this hand: (cards, effect or 'trio')."""
        return [(list(cards), effect) for cards, effect in _cached_duos(enc(hand), extra)]

    def _duo_moves(self, state: dict, seat: int) -> tuple[Move, ...]:
        return _cached_duo_moves(state["hands"][seat], state["options"]["extra_salt"])


    @staticmethod
    def _distinct(cards: list[int]) -> list[int]:
        """One card of each identity (kind and colour), in order of first appearance."""
        first: dict[int, int] = {}
        for c in cards:
            first.setdefault(IDENTITY[c], c)
        return list(first.values())

    def _legal_moves(self, state: dict, seat: int) -> list[Move]:
        phase = state["phase"]
        piles = state["piles"]
        if phase == "draw":
            moves = [Move("deck", "deck")] if state["deck"] else []
            return moves + [Move(f"pile:{p + 1}", "pile", {"pile": p}) for p in (0, 1) if piles[p]]
        if phase == "play":
            moves = list(self._duo_moves(state, seat))
            if self.can_announce(state, seat):
                moves += [Move("stop", "stop"), Move("last_chance", "last_chance")]
            moves.append(Move("end", "end"))
            return moves
        if phase == "keep":
            a, b = state["pending"]
            allowed = [p for p in (0, 1) if not piles[p]] or [0, 1]
            keeps = [(a, b)] if IDENTITY[a] == IDENTITY[b] else [(a, b), (b, a)]
            return [Move(f"keep:{k}:{p + 1}", "keep", {"card": k, "discard": d, "pile": p})
                    for k, d in keeps for p in allowed]
        if phase == "crab_pile":
            return [Move(f"crab:{p + 1}", "crab_pile", {"pile": p}) for p in (0, 1) if piles[p]]
        if phase == "crab_card":
            cards = self._distinct(self.pile(state, state["crab_pile"]))
            return [Move(f"take:{c}", "take", {"card": c}) for c in cards]
        if phase == "steal":
            return [Move(f"steal:{s}", "steal", {"target": s}) for s in self.steal_targets(state, seat)]
        if phase == "lobster":
            return [Move(f"lobster:{c}", "lobster", {"card": c}) for c in self._distinct(state["pending"])]
        return []

    @staticmethod
    def steal_targets(state: dict, seat: int) -> list[int]:
        """Opponents with cards in hand, in turn order from the seat."""
        n = state["players"]
        return [(seat + i) % n for i in range(1, n) if state["hands"][(seat + i) % n]]

    # ------------------------------------------------------------------ playing
    def _play(self, state: dict, seat: int, move: Move) -> list[Event]:
        ev: list[Event] = []
        getattr(self, "_do_" + move.kind)(state, seat, move.args, ev)
        return ev

    def _gain(self, state: dict, seat: int, card: int, ev: list[Event]) -> None:
        """A card joins a hand; the fourth mermaid wins the game at once."""
        hand = state["hands"][seat] + ALPHABET[card]
        state["hands"][seat] = hand
        if KIND_I[card] == MERMAID and sum(ch in _MERMAID_CHARS for ch in hand) >= MERMAIDS_TO_WIN:
            state["winners"] = [seat]
            state["phase"] = None
            state["pending"] = []
            ev.append(Event("mermaids", {"seat": seat, "cards": [c for c in dec(hand) if KIND_I[c] == MERMAID]}))

    def _gain_then_play(self, state: dict, seat: int, card: int, ev: list[Event]) -> None:
        """A card joins the hand, then the duo / announcement step unless that card won the game."""
        self._gain(state, seat, card, ev)
        if state["winners"] is None:
            self._to_play(state, seat, ev)

    def _do_deck(self, state, seat, args, ev):
        drawn = [self._pop_deck(state) for _ in range(min(2, len(state["deck"])))]
        ev.append(Event("draw_deck", {"seat": seat, "n": len(drawn)}))
        if len(drawn) == 1:
            ev.append(Event("drew", {"seat": seat, "card": drawn[0]}, to=[seat]))
            return self._gain_then_play(state, seat, drawn[0], ev)
        state["pending"] = drawn
        state["phase"] = "keep"
        ev.append(Event("drawn", {"seat": seat, "cards": list(drawn)}, to=[seat]))

    def _do_keep(self, state, seat, args, ev):
        state["pending"] = []
        state["piles"][args["pile"]] += ALPHABET[args["discard"]]
        ev.append(Event("discard", {"seat": seat, "card": args["discard"], "pile": args["pile"]}))
        ev.append(Event("kept", {"seat": seat, "card": args["card"]}, to=[seat]))
        self._gain_then_play(state, seat, args["card"], ev)

    def _do_pile(self, state, seat, args, ev):
        p = args["pile"]
        card = _ORD[state["piles"][p][-1]]
        state["piles"][p] = state["piles"][p][:-1]
        ev.append(Event("take_pile", {"seat": seat, "card": card, "pile": p}))
        self._gain_then_play(state, seat, card, ev)

    def _do_duo(self, state, seat, args, ev):
        cards, effect = args["cards"], args["effect"]
        for c in cards:
            self._remove(state, "hands", seat, c)
        state["tables"][seat].append(enc(cards))
        ev.append(Event("duo", {"seat": seat, "cards": list(cards), "effect": effect}))
        piles, deck = state["piles"], state["deck"]
        if effect == "crab":
            full = [p for p in (0, 1) if piles[p]]
            if len(full) == 1:
                return self._open_pile(state, seat, full[0], ev)
            if full:
                state["phase"] = "crab_pile"
                return
        elif effect == "boat":
            if deck or piles[0] or piles[1]:
                ev.append(Event("extra_turn", {"seat": seat}))
                state["phase"] = "draw"
                return
        elif effect == "fish":
            if deck:
                card = self._pop_deck(state)
                ev.append(Event("fish_draw", {"seat": seat}))
                ev.append(Event("drew", {"seat": seat, "card": card}, to=[seat]))
                return self._gain_then_play(state, seat, card, ev)
        elif effect == "steal":
            targets = self.steal_targets(state, seat)
            if len(targets) == 1:
                return self._do_steal(state, seat, {"target": targets[0]}, ev)
            if targets:
                state["phase"] = "steal"
                return
        elif effect == "lobster":
            if deck:
                look = [self._pop_deck(state) for _ in range(min(LOBSTER_LOOK, len(deck)))]
                state["pending"] = look
                state["phase"] = "lobster"
                ev.append(Event("lobster_look", {"seat": seat, "n": len(look)}))
                ev.append(Event("looked", {"seat": seat, "cards": list(look)}, to=[seat]))
                return
        elif effect == "jellyfish":
            state["jelly"] = seat
            return self._to_play(state, seat, ev)
        ev.append(Event("no_effect", {"seat": seat, "effect": effect}))  # nothing for the effect to act on
        self._to_play(state, seat, ev)

    def _do_trio(self, state, seat, args, ev):
        for c in args["cards"]:
            self._remove(state, "hands", seat, c)
        state["tables"][seat].append(enc(args["cards"]))
        ev.append(Event("trio", {"seat": seat, "cards": list(args["cards"])}))
        self._to_play(state, seat, ev)

    def _open_pile(self, state, seat, pile, ev):
        state["crab_pile"] = pile
        state["phase"] = "crab_card"
        ev.append(Event("crab_look", {"seat": seat, "pile": pile}))
        ev.append(Event("pile_seen", {"seat": seat, "pile": pile, "cards": self.pile(state, pile)}, to=[seat]))

    def _do_crab_pile(self, state, seat, args, ev):
        self._open_pile(state, seat, args["pile"], ev)

    def _do_take(self, state, seat, args, ev):
        pile = state["crab_pile"]
        self._remove(state, "piles", pile, args["card"])
        state["crab_pile"] = None
        ev.append(Event("crab_take", {"seat": seat, "pile": pile}))
        ev.append(Event("took", {"seat": seat, "card": args["card"], "pile": pile}, to=[seat]))
        self._gain_then_play(state, seat, args["card"], ev)

    def _do_steal(self, state, seat, args, ev):
        target = args["target"]
        victim = state["hands"][target]
        with Rng(state) as rng:
            i = rng.randrange(len(victim))
        card = _ORD[victim[i]]
        state["hands"][target] = victim[:i] + victim[i + 1:]
        ev.append(Event("steal", {"seat": seat, "target": target}))
        ev.append(Event("stolen", {"seat": seat, "target": target, "card": card}, to=[seat, target]))
        self._gain_then_play(state, seat, card, ev)

    def _do_lobster(self, state, seat, args, ev):
        rest = list(state["pending"])
        rest.remove(args["card"])
        state["pending"] = []
        deck = self.deck(state) + rest
        with Rng(state) as rng:
            rng.shuffle(deck)
        state["deck"] = enc(deck)
        ev.append(Event("lobster_keep", {"seat": seat, "back": len(rest)}))
        ev.append(Event("kept", {"seat": seat, "card": args["card"]}, to=[seat]))
        self._gain_then_play(state, seat, args["card"], ev)

    def _do_stop(self, state, seat, args, ev):
        state["caller"] = seat
        state["phase"] = None
        ev.append(Event("stop", {"seat": seat}))
        self._end_round(state, "stop", seat, ev)

    def _do_last_chance(self, state, seat, args, ev):
        state["caller"] = seat
        ev.append(Event("last_chance", {"seat": seat, "hand": self.hand(state, seat)}))
        self._end_turn(state, seat, ev)

    def _do_end(self, state, seat, args, ev):
        self._end_turn(state, seat, ev)

    # ------------------------------------------------------------------ turn and round flow
    def _to_play(self, state: dict, seat: int, ev: list[Event]) -> None:
        """Enter the duo / announcement step; end the turn at once if there is nothing to decide."""
        state["phase"] = "play"
        if not self._duo_moves(state, seat) and not self.can_announce(state, seat):
            self._end_turn(state, seat, ev)

    def _begin_turn(self, state: dict, seat: int, ev: list[Event]) -> None:
        state["turn"] = seat
        state["phase"] = "draw"
        jelly = state["jelly"]
        if jelly is not None:
            if jelly == seat:
                state["jelly"] = None
            else:  # forced turn: only the deck's top card
                ev.append(Event("forced", {"seat": seat}))
                if state["deck"]:
                    card = self._pop_deck(state)
                    ev.append(Event("drew", {"seat": seat, "card": card}, to=[seat]))
                    self._gain(state, seat, card, ev)
                    if state["winners"] is not None:
                        return
                self._end_turn(state, seat, ev)
                return
        if not (state["deck"] or state["piles"][0] or state["piles"][1]):
            self._to_play(state, seat, ev)

    def _end_turn(self, state: dict, seat: int, ev: list[Event]) -> None:
        n = state["players"]
        state["phase"] = None
        state["pending"] = []
        caller = state["caller"]
        if caller is not None:  # a LAST CHANCE was called (a STOP ends the round without ending the turn)
            if seat != caller:
                ev.append(Event("reveal", {"seat": seat, "hand": self.hand(state, seat)}))
            rest = self._last_turns(state)[1]  # the seat is still the one to act
            if rest:
                self._begin_turn(state, rest[0], ev)
            else:
                self._end_round(state, "last_chance", caller, ev)
        elif not state["deck"]:
            self._end_round(state, "empty", seat, ev)
        else:
            self._begin_turn(state, (seat + 1) % n, ev)

    def _end_round(self, state: dict, how: str, ender: int, ev: list[Event]) -> None:
        n = state["players"]
        hands = [self.hand(state, s) for s in range(n)]
        details = [score_breakdown(hands[s], self.table(state, s)) for s in range(n)]
        points = [d["total"] for d in details]
        bonus = [d["colour_bonus"] for d in details]
        caller = state["caller"]
        won = None
        if how == "stop":
            gains = list(points)
        elif how == "last_chance":
            won = points[caller] >= max(points[s] for s in range(n) if s != caller)
            if won:
                gains = [points[s] + bonus[s] if s == caller else bonus[s] for s in range(n)]
            else:
                gains = [bonus[s] if s == caller else points[s] for s in range(n)]
        else:
            gains = [0] * n
        for s in range(n):
            state["scores"][s] += gains[s]
        state["last_round"] = {"round": state["round"], "how": how, "caller": caller, "won": won, "gains": gains}
        state["phase"] = None
        ev.append(Event("round_end", {
            "round": state["round"], "how": how, "caller": caller, "won": won, "points": points, "bonus": bonus,
            "gains": gains, "scores": list(state["scores"]), "hands": None if how == "empty" else hands}))
        top = max(state["scores"])
        if top >= TARGET[n]:
            tied = [s for s in range(n) if state["scores"][s] == top]
            state["winners"] = [caller] if len(tied) > 1 and caller in tied else tied
            ev.append(Event("game_end", {"winners": list(state["winners"]), "scores": list(state["scores"])}))
            return
        self._start_round(state, (ender + 1) % n, ev)

    # ------------------------------------------------------------------ views
    def determinize(self, state: dict, seat: int, rng) -> dict:
        """Re-deal what this seat cannot see: the deck, the hands not shown to it, the discard piles under
        their top cards (unless it is looking through one) and the cards another player is looking at."""
        new = clone(state)
        acting = state["winners"] is None and state["turn"] == seat
        shown = set(self.revealed(state)) | {seat}
        hands = [s for s in range(state["players"]) if s not in shown]
        looking = state["crab_pile"] if acting and state["phase"] == "crab_card" else None
        piles = [p for p in (0, 1) if p != looking and len(state["piles"][p]) > 1]  # re-dealt under their top card
        places = [self.deck(state), *(self.hand(state, s) for s in hands), *(self.pile(state, p)[:-1] for p in piles)]
        pending = not acting and bool(state["pending"])
        if pending:
            places.append(list(state["pending"]))
        deal_unseen(rng, places)
        dealt = iter(places)  # in the order above
        new["deck"] = enc(next(dealt))
        for s in hands:
            new["hands"][s] = enc(next(dealt))
        for p in piles:
            new["piles"][p] = enc(next(dealt)) + state["piles"][p][-1]
        if pending:
            new["pending"] = next(dealt)
        return new

    def _computed(self, state: dict, seat: int | None, view: dict) -> None:
        over = state["winners"] is not None
        piles = [self.pile(state, p) for p in (0, 1)]
        revealed, left = self._last_turns(state)
        view.update({
            "target": TARGET[state["players"]],
            "extra_salt": state["options"]["extra_salt"],
            "piles": [{"top": p[-1] if p else None, "size": len(p)} for p in piles],
            "tables": [self.table(state, s) for s in range(state["players"])],
            "revealed": {str(s): self.hand(state, s) for s in revealed},
            "turn": None if over else state["turn"],
            "last_chance_left": left,
            "over": over,
            "mermaid_winner": self.mermaid_winner(state),
        })
        if seat is not None:
            view["seat"] = seat
            view["hand"] = self.hand(state, seat)
            acting = not over and state["turn"] == seat
            view["pending"] = list(state["pending"]) if acting else []
            view["pile_cards"] = piles[state["crab_pile"]] if acting and state["phase"] == "crab_card" else None
            view["points"] = self.breakdown(state, seat)
            view["can_announce"] = acting and state["phase"] == "play" and self.can_announce(state, seat)

@lru_cache(maxsize=4096)
def _cached_duos(hand: str, extra: bool) -> tuple[tuple[tuple[int, ...], str], ...]:
    """The distinct duos (and trios) of a hand, in the state's string form: (cards, effect or 'trio'); memoised."""
    firsts: dict[int, list[int]] = {}  # identity -> cards of that identity in hand (duo kinds, starfish)
    for c in dec(hand):
        k = KIND_I[c]
        if _IS_DUO_KIND[k] or k == STARFISH:
            firsts.setdefault(IDENTITY[c], []).append(c)
    idents = sorted(firsts)
    out: list[tuple[tuple[int, ...], str]] = []
    stars = [firsts[i][0] for i in idents if KIND_I[firsts[i][0]] == STARFISH] if extra else []
    for x, i in enumerate(idents):
        ci = firsts[i]
        ki = KIND_I[ci[0]]
        if not _IS_DUO_KIND[ki]:
            continue
        for j in idents[x:]:
            cj = firsts[j]
            effect = DUO_BY_KINDS.get((ki, KIND_I[cj[0]]))
            if effect is None:
                continue
            if i == j:
                if len(ci) < 2:
                    continue
                pair = (ci[0], ci[1])
            else:
                pair = (ci[0], cj[0])
            out.append((pair, effect))
            for s in stars:
                out.append(((*pair, s), "trio"))
    return tuple(out)


@lru_cache(maxsize=4096)
def _cached_duo_moves(hand: str, extra: bool) -> tuple[Move, ...]:
    """The duo and trio moves of a hand (memoised: Moves are shared, their args must not be mutated)."""
    moves = []
    for cards, effect in _cached_duos(hand, extra):
        kind = "trio" if effect == "trio" else "duo"
        moves.append(Move(kind + ":" + ":".join(map(str, cards)), kind, {"cards": list(cards), "effect": effect}))
    return tuple(moves)
