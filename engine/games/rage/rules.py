"""Rage rules (Amigo; the 112-card version of BGA's help page).

The page gives the deck, the action cards, the bids, following suit and the scoring. Where it is silent
we follow the published rulebook; every choice made here:

- Players: 2 to 6 (the published game's official count; the deck covers 6 hands of 10 easily).
- Rounds: 10; hands of 10 cards in round 1, one card fewer each round, 1 card in round 10. The whole
  deck is reshuffled before every deal. The first dealer is drawn at random; the deal passes to the
  left each round; the player left of the dealer leads the first trick.
- Round trump: after the deal the top card of the remaining deck is turned; if it is an action card,
  cards are turned until a coloured card shows (published rule). Its colour is the trump.
- Bids are simultaneous: every seat bids 0..hand size at once (all of them are in ``to_act``); nobody,
  spectators included, sees a bid until the last seat has bid, then all bids are revealed together.
  The total of the bids may exceed the number of tricks (page).
- Following suit: the first coloured card of a trick (or a joker's named colour) sets the colour led.
  A player holding a card of that colour must play one. Only a player who cannot follow may play an
  action card (joker included), a trump or any other colour (page and published rule).
- A trick led by an action card other than the joker has no colour yet: the next coloured card (or
  joker) sets it, and until then anything may be played. If a trick holds no coloured card and no joker
  at all, the player who led it wins it.
- Winning: the highest trump wins, else the highest card of the colour led. Cards of other colours and
  action cards (except the joker) never win.
- Joker: its player names a colour (any of the six, trump included) and it counts as a 16 of that
  colour; led, it sets the colour led. If both jokers name the same winning colour, the first played
  wins (ties never beat the earlier card).
- Change trump: the trump changes at once to a colour drawn at random among the five other colours
  (the page says "random"; we draw a colour rather than turn a card). It counts for the trick in
  progress (cards already played of the new colour become trumps) and for the rest of the round.
- No trump: the trick in which it is played has no trump at all (even if a change trump follows it in
  the same trick); when that trick ends a new trump is drawn at random among all six colours for the
  rest of the round (page).
- +5 / −5: whoever wins the trick holding them scores +5 / −5 each at the end of the round.
- Round score: +1 per trick won, ±5 per bonus card won, +10 for taking exactly the bid (a bid of 0
  included), −5 for missing it, over or under (page; the published "+5 only for a zero bid" exception
  is not used).
- End: after round 10 the highest total wins; ties are broken by the most exact bids; players still
  tied share the win.
- State encoding (kept small: the invariant kit serialises it dozens of times per move): a hand is one
  string of space-separated card ids in sorted order; a trick is the list of its cards in play order
  ("joker:<colour>" for a named joker), led by seat ``(turn - len(trick)) % players``; the colour led and
  "no trump in this trick" are derived from it; ``last_trick`` is ``[leader, winner, *cards]``.
- A player's last card is played automatically when it is their turn (no choice is left, and everyone
  knows it is their last card); a joker as last card still asks for its colour.
- A bid is secret until every seat has bid, so it may be changed until then (as Board Game Arena lets a
  player change a secret simultaneous choice): a seat that has bid stays in ``to_act`` (not in
  ``required_seats``, so nobody waits on it and no timer runs for it) with the other bids as moves; the
  last seat's bid reveals them all and ends the change. Nothing else can be taken back: every card is
  seen by all at once (``undoable`` is always False).
"""

from __future__ import annotations

from engine import Event, Game, GameInfo, Move, Rng, clone
from engine.visibility import Visibility, per_seat

from .data import (
    CARD_POINTS,
    COLOUR_IDS,
    COLOUR_OF,
    DECK,
    EXACT_BID_BONUS,
    FIRST_HAND,
    MISSED_BID_PENALTY,
    POINTS_PER_TRICK,
    ROUNDS,
    SORT_KEY,
    TRICK_CARD,
)

BID_MOVES = [Move(f"bid:{b}", "bid", {"bid": b}) for b in range(FIRST_HAND + 1)]
PLAY_MOVES = {card: [Move(f"play:{card}", "play", {"card": card})] for card in SORT_KEY if card != "joker"}
PLAY_MOVES["joker"] = [Move(f"play:joker:{c}", "play", {"card": "joker", "as": c}) for c in COLOUR_IDS]


def lead_colour(trick: list[str]) -> str | None:
    """The colour led: that of the first coloured card (or named joker) of the trick."""
    for card in trick:
        colour = TRICK_CARD[card][0]
        if colour is not None:
            return colour
    return None


def trick_winner(trick: list[str], trump: str | None) -> int:
    """Index in ``trick`` of the card that wins it so far (``trump`` is None in a no-trump trick)."""
    lead = lead_colour(trick)
    best, best_key = 0, -1
    for i, card in enumerate(trick):
        colour, strength = TRICK_CARD[card]
        if colour is None:
            continue
        if colour == trump:
            key = 100 + strength
        elif colour == lead:
            key = strength
        else:
            continue
        if key > best_key:  # strictly higher: an equal later card (a second joker) never wins
            best, best_key = i, key
    return best  # no coloured card at all: the leader (index 0) wins


def hand_cards(state: dict, seat: int) -> list[str]:
    hand = state["hands"][seat]
    return hand.split(" ") if hand else []


class RageRules(Game):
    info = GameInfo(
        id="rage", names={"en": "Rage", "fr": "Rage"},
        min_players=2, max_players=6,
        simultaneous=True
    )
    # each hand (a string of cards) is its holder's; the deck is dealt out each round. hidden and determinize
    # stay their own: the bids are secret only until every seat has bid, and the other hands are dealt from the
    # whole deck less what the view shows (earlier tricks are forgotten, so their cards may come back)
    visibility = Visibility(
        parts=(per_seat("hands", name="hand", size="hand_sizes", sep=" "),),
        public=("round", "dealer", "phase", "trump", "trump_card", "trick", "tricks", "card_points", "scores",
                "exact"))

    # ------------------------------------------------------------------ set-up
    def _setup(self, state: dict) -> None:
        n = state["players"]
        with Rng(state) as rng:
            dealer = rng.randrange(n)
        state.update(round=0, dealer=(dealer - 1) % n, phase="bid", scores=[0] * n, exact=[0] * n,
                     last_trick=None, last_points=None)
        self._start_round(state)

    def _start_round(self, state: dict) -> list[Event]:
        n = state["players"]
        state["round"] += 1
        state["dealer"] = (state["dealer"] + 1) % n
        size = FIRST_HAND + 1 - state["round"]
        deck = list(DECK)
        with Rng(state) as rng:
            rng.shuffle(deck)
        hands = [sorted([deck.pop() for _ in range(size)], key=SORT_KEY.__getitem__) for _ in range(n)]
        skipped = []
        while deck[-1] not in COLOUR_OF:  # action cards turned up are passed over
            skipped.append(deck.pop())
        turned = deck.pop()
        leader = (state["dealer"] + 1) % n
        state.update(phase="bid", hands=[" ".join(h) for h in hands], bids=[None] * n, tricks=[0] * n,
                     card_points=[0] * n, trump=COLOUR_OF[turned], trump_card=turned, trick=[], turn=leader,
                     last_trick=None)
        events = [Event("round_start", {"round": state["round"], "dealer": state["dealer"], "hand_size": size,
                                        "trump_card": turned, "skipped": skipped, "leader": leader})]
        return events + [Event("hand", {"seat": seat, "cards": hands[seat]}, to=[seat]) for seat in range(n)]

    # ------------------------------------------------------------------ queries
    def to_act(self, state: dict) -> list[int]:
        phase = state["phase"]
        if phase == "play":
            return [state["turn"]]
        if phase == "bid":  # every seat may bid, or change its secret bid, until the last one has bid
            return list(range(state["players"]))
        return []

    def required_seats(self, state: dict) -> list[int]:
        if state["phase"] == "bid":
            return [s for s, b in enumerate(state["bids"]) if b is None]
        return self.to_act(state)

    def result(self, state: dict) -> dict | None:
        if state["phase"] != "over":
            return None
        return {"scores": list(state["scores"]), "winners": self.winners(state), "exact_bids": list(state["exact"])}

    @staticmethod
    def winners(state: dict) -> list[int]:
        """Highest score; ties broken by the most exact bids; players still tied share the win."""
        scores, exact = state["scores"], state["exact"]
        top = max(scores)
        tied = [s for s in range(state["players"]) if scores[s] == top]
        best = max(exact[s] for s in tied)
        return [s for s in tied if exact[s] == best]

    @staticmethod
    def trick_leader(state: dict) -> int:
        return (state["turn"] - len(state["trick"])) % state["players"]

    def playable(self, state: dict, seat: int) -> list[str]:
        """Distinct cards of ``seat``'s hand it may play now (hand order)."""
        hand = hand_cards(state, seat)
        lead = lead_colour(state["trick"])
        if lead is not None:
            follow = [c for c in hand if COLOUR_OF.get(c) == lead]
            if follow:
                hand = follow
        out: list = []
        for card in hand:
            if not out or out[-1] != card:  # the hand is sorted: copies are adjacent
                out.append(card)
        return out

    def _legal_moves(self, state: dict, seat: int) -> list[Move]:
        if state["phase"] == "bid":
            mine = state["bids"][seat]  # a seat that has bid may change to another bid
            return [m for m in BID_MOVES[:FIRST_HAND + 2 - state["round"]] if m.args["bid"] != mine]
        moves = []
        for card in self.playable(state, seat):  # a loop: faster here than a comprehension (measured)
            moves.extend(PLAY_MOVES[card])
        return moves

    # ------------------------------------------------------------------ playing
    def _play(self, state: dict, seat: int, move: Move) -> list[Event]:
        if move.kind == "bid":
            events = self._bid(state, seat, move.args["bid"])
        else:
            events = self._play_card(state, seat, move.args["card"], move.args.get("as"))
        while state["phase"] == "play":  # a last card (not a joker) leaves no choice: it plays itself
            last = state["hands"][state["turn"]]
            if " " in last or last == "joker":
                break
            events += self._play_card(state, state["turn"], last, None, auto=True)
        return events

    def _bid(self, state: dict, seat: int, bid: int) -> list[Event]:
        changed = state["bids"][seat] is not None
        state["bids"][seat] = bid
        events = [Event("bid", {"seat": seat, "changed": True} if changed else {"seat": seat})]
        if all(b is not None for b in state["bids"]):
            state["phase"] = "play"
            events.append(Event("bids", {"bids": list(state["bids"]), "leader": state["turn"]}))
        return events

    def _play_card(self, state: dict, seat: int, card: str, named: str | None, auto: bool = False) -> list[Event]:
        n = state["players"]
        hand = hand_cards(state, seat)
        hand.remove(card)
        state["hands"][seat] = " ".join(hand)
        entry = f"joker:{named}" if card == "joker" else card
        state["trick"].append(entry)
        events = [Event("play", {"seat": seat, "card": card, "as": named, "auto": auto})]
        if card == "change":
            with Rng(state) as rng:
                state["trump"] = rng.choice([c for c in COLOUR_IDS if c != state["trump"]])
            events.append(Event("trump", {"trump": state["trump"], "why": "change"}))
        elif card == "notrump":
            events.append(Event("no_trump", {"seat": seat}))
        if len(state["trick"]) < n:
            state["turn"] = (seat + 1) % n
            return events
        return events + self._end_trick(state)

    def _end_trick(self, state: dict) -> list[Event]:
        n = state["players"]
        trick, leader = state["trick"], (state["turn"] + 1) % n  # turn is still the trick's last player
        no_trump = "notrump" in trick
        winner = (leader + trick_winner(trick, None if no_trump else state["trump"])) % n
        points = sum(CARD_POINTS.get(c, 0) for c in trick)
        state["tricks"][winner] += 1
        state["card_points"][winner] += points
        state["last_trick"] = [leader, winner, *trick]
        events = [Event("trick", {"winner": winner, "leader": leader, "cards": list(trick), "points": points})]
        state.update(trick=[], turn=winner)
        if not state["hands"][winner]:
            return events + self._end_round(state)
        if no_trump:
            with Rng(state) as rng:
                state["trump"] = rng.choice(COLOUR_IDS)
            events.append(Event("trump", {"trump": state["trump"], "why": "notrump"}))
        return events

    def _end_round(self, state: dict) -> list[Event]:
        n = state["players"]
        points = []
        for s in range(n):
            made = state["tricks"][s] == state["bids"][s]
            pts = state["tricks"][s] * POINTS_PER_TRICK + state["card_points"][s]
            pts += EXACT_BID_BONUS if made else MISSED_BID_PENALTY
            state["exact"][s] += int(made)
            state["scores"][s] += pts
            points.append(pts)
        state["last_points"] = points
        events = [Event("round_end", {"round": state["round"], "bids": list(state["bids"]),
                                      "tricks": list(state["tricks"]), "card_points": list(state["card_points"]),
                                      "points": list(points), "scores": list(state["scores"])})]
        if state["round"] >= ROUNDS:
            state["phase"] = "over"
            return events + [Event("game_end", {"winners": self.winners(state), "scores": list(state["scores"]),
                                                "exact": list(state["exact"])})]
        return events + self._start_round(state)

    def hidden(self, state: dict) -> dict:
        """Hands and the bids not yet revealed (the deck is dealt out and reshuffled each round)."""
        revealed = all(b is not None for b in state["bids"])
        return {"hands": state["hands"], "bids": None if revealed else state["bids"]}

    def undoable(self, before: dict, seat: int, move: Move, after: dict, events: list[Event]) -> bool:
        return False

    def determinize(self, state: dict, seat: int, rng) -> dict:
        """Deal the other hands from the cards this seat's view does not show (the whole deck less its own
        hand, the trick, the last trick and the trump card: earlier tricks are not in the view, so their
        cards may come back) and give each other seat that has bid a bid for its new hand (the AI's
        estimate when the game has one, else a random bid)."""
        new = clone(state)
        seen = hand_cards(state, seat) + [c.split(":")[0] for c in state["trick"]] + [state["trump_card"]]
        if state["last_trick"]:
            seen += [c.split(":")[0] for c in state["last_trick"][2:]]
        pool = list(DECK)
        for c in seen:
            if c in pool:
                pool.remove(c)
        rng.shuffle(pool)
        for s in range(state["players"]):
            if s == seat:
                continue
            k = len(hand_cards(state, s))
            hand, pool = sorted(pool[:k], key=SORT_KEY.__getitem__), pool[k:]
            new["hands"][s] = " ".join(hand)
        if state["phase"] == "bid":
            estimate = getattr(self, "ai_bid", None)
            for s, bid in enumerate(state["bids"]):
                if s != seat and bid is not None:
                    size = len(hand_cards(new, s))
                    new["bids"][s] = min(size, estimate(new, s)) if estimate else rng.randint(0, size)
        return new

    # ------------------------------------------------------------------ views
    def _computed(self, state: dict, seat: int | None, view: dict) -> None:
        phase = state["phase"]
        trick = state["trick"]
        last = state["last_trick"]
        view.update({
            "turn": state["turn"] if phase == "play" else None,
            "no_trump_trick": "notrump" in trick,
            "lead": lead_colour(trick),
            "trick_leader": self.trick_leader(state),
            "has_bid": [b is not None for b in state["bids"]],
            "bids": None if phase == "bid" else list(state["bids"]),  # secret until every seat has bid
            "last_trick": last and {"leader": last[0], "winner": last[1], "cards": last[2:]},
            "last_points": state["last_points"] and list(state["last_points"]),
            "winners": self.winners(state) if phase == "over" else None,
        })
        if seat is not None:
            view["seat"] = seat
            view["my_bid"] = state["bids"][seat]

