"""Love Letter rules (the 2012, 16-card edition), following BGA's help page.

Choices where the page is silent or differs from the printed rules:
- A Prince played when the deck is empty makes its target take the face-down set-aside card (printed
  rules; the page says "from the discard", which would be the same card pool only by accident).
- A round that ends in a full tie (same card, same discard total) gives no token (as the page says);
  the next round is then started by the player after the previous round's starter.
- The first round's starter is drawn at random (the printed rule, "who last went on a date", cannot be asked).
- The next round is dealt automatically; the end of a round is announced by events and kept in
  ``last_round`` of the public view (with the hands revealed at a showdown).
"""

from __future__ import annotations

from engine import Event, Game, GameInfo, Move, Rng, clone
from engine.core import score_lead
from engine.visibility import Visibility, per_seat, secret

from .data import DECK, FACE_UP_SET_ASIDE, GUESSABLE, TARGETED, TOKENS_TO_WIN, VALUE

_KEYS = frozenset(("game", "v", "players", "seed", "options", "rng", "round", "tokens", "winner", "last_round",
                   "starter", "set_aside_down", "set_aside_up", "hands", "deck", "discards", "protected",
                   "eliminated", "known", "turn"))
_MOVES: dict = {}  # (card, target, guess) -> Move: a Move is frozen and its args never change, so one serves all


def _move(card: str, target: int | None = None, guess: str | None = None) -> Move:
    m = _MOVES.get((card, target, guess))
    if m is None:  # its id: "guard:2:priest", "prince:0", "handmaid"
        args = {k: v for k, v in (("card", card), ("target", target), ("guess", guess)) if v is not None}
        m = Move(":".join(str(v) for v in args.values()), "play", args)
        _MOVES[card, target, guess] = m
    return m


def _deep(x):
    if type(x) is dict:
        return {k: _deep(v) for k, v in x.items()}
    if type(x) is list:
        return [_deep(v) for v in x]
    return x


def copy_state(state: dict) -> dict:
    """A deep copy of a state, several times cheaper than the generic one (``engine.clone``, marshal): it
    knows the state's shape, shares only strings and numbers, and makes every list and dict anew (a key it
    does not know is copied by ``engine.clone``)."""
    new = state.copy()
    lc = list.copy
    new["options"] = state["options"].copy()
    for k in ("tokens", "set_aside_down", "set_aside_up", "deck", "protected", "eliminated"):
        new[k] = state[k][:]
    new["hands"] = list(map(lc, state["hands"]))
    new["discards"] = list(map(lc, state["discards"]))
    new["known"] = [list(map(dict.copy, k)) for k in state["known"]]
    if state["last_round"] is not None:
        new["last_round"] = _deep(state["last_round"])
    if len(state) != len(_KEYS) or not _KEYS.issuperset(state):
        for k in state.keys() - _KEYS:
            new[k] = clone(state[k])
    return new


class LoveLetterRules(Game):
    info = GameInfo(
        id="loveletter", names={"en": "Love Letter", "fr": "Love Letter"},
        min_players=2, max_players=4
    )
    # hands, the deck and the face-down set-aside card are hidden (every move draws: nothing is undoable);
    # determinize stays its own: a card this seat learned (Priest, Baron, King) stays where it saw it go
    visibility = Visibility(
        parts=(per_seat("hands", name="hand", size="hand_sizes"), secret("deck", size="deck_size"),
               secret("set_aside_down", size="set_aside_down")),
        public=("round", "tokens", "discards", "set_aside_up", "last_round", "winner"))

    # ------------------------------------------------------------------ set-up
    def _setup(self, state: dict) -> None:
        n = state["players"]
        state.update(round=0, tokens=[0] * n, winner=None, last_round=None)
        with Rng(state) as rng:
            state["starter"] = rng.randrange(n)
        self._start_round(state)

    def _start_round(self, state: dict) -> None:
        n = state["players"]
        deck = list(DECK)
        with Rng(state) as rng:
            rng.shuffle(deck)
        state["round"] += 1
        state["set_aside_down"] = [deck.pop()]
        state["set_aside_up"] = [deck.pop() for _ in range(FACE_UP_SET_ASIDE[n])]
        state["hands"] = [[deck.pop()] for _ in range(n)]
        state["deck"] = deck
        state["discards"] = [[] for _ in range(n)]
        state["protected"] = []
        state["eliminated"] = []
        state["known"] = [[] for _ in range(n)]  # per seat: what it legitimately learned this round
        state["turn"] = state["starter"]
        state["hands"][state["turn"]].append(state["deck"].pop())

    def determinize(self, state: dict, seat: int, rng) -> dict:
        """Re-deal the other hands, the deck and the face-down card; a card this seat learned (Priest,
        Baron, King) stays in its holder's hand while it is there, and what the others learned is forgotten
        (it is not in this seat's view). "While it is there" is judged from the view alone: the latest card
        learned about a player still in the round is assumed kept while a copy of it is unseen."""
        new = clone(state)
        known = {k["about"]: k["card"] for k in new["known"][seat]}  # the latest learned about each player
        others = [s for s in range(new["players"]) if s != seat]
        places = [list(new["hands"][s]) for s in others] + [new["deck"], new["set_aside_down"]]
        pool = sorted(c for place in places for c in place)  # the unseen cards
        fixed = {}
        for s in others:
            card = known.get(s)
            if card in pool and new["hands"][s] and s not in new["eliminated"]:
                pool.remove(card)
                fixed[s] = card
        rng.shuffle(pool)
        for s in others:
            k = len(new["hands"][s]) - (s in fixed)
            new["hands"][s] = ([fixed[s]] if s in fixed else []) + pool[:k]
            pool = pool[k:]
            new["known"][s] = []
        k = len(new["deck"])
        new["deck"], new["set_aside_down"] = pool[:k], pool[k:]
        return new

    def evaluate(self, state: dict, seat: int) -> float:
        """For the search AI: the token lead, measured against the tokens needed to win."""
        if state["winner"] is not None:
            return 1.0 if state["winner"] == seat else 0.0
        tokens = [t + (0.5 if s not in state["eliminated"] else 0) for s, t in enumerate(state["tokens"])]
        return score_lead(tokens, seat, TOKENS_TO_WIN[state["players"]] / 2)

    # ------------------------------------------------------------------ queries
    def to_act(self, state: dict) -> list[int]:
        return [] if state["winner"] is not None else [state["turn"]]

    def result(self, state: dict) -> dict | None:
        if state["winner"] is None:
            return None
        return {"scores": list(state["tokens"]), "winners": [state["winner"]]}

    def targets(self, state: dict, seat: int, card: str) -> list[int]:
        """Seats this card may target: players still in the round and not protected by a Handmaid."""
        others = [s for s in range(state["players"])
                  if s != seat and s not in state["eliminated"] and s not in state["protected"]]
        if card == "prince":
            return sorted([*others, seat])
        return others

    copy_state = staticmethod(copy_state)  # the game's own, cheaper than the generic copy (engine.core)

    def _legal_moves(self, state: dict, seat: int) -> list[Move]:
        hand = state["hands"][seat]
        playable = sorted(set(hand), key=VALUE.__getitem__)
        if "countess" in hand and ("king" in hand or "prince" in hand):
            playable = ["countess"]  # the Countess must be discarded
        moves = []
        for card in playable:
            targets = self.targets(state, seat, card) if card in TARGETED else []
            if not targets:  # a card with no target, or every opponent is protected (played for no effect)
                moves.append(_move(card))
            for target in targets:
                if card == "guard":
                    moves.extend(_move(card, target, guess) for guess in GUESSABLE)
                else:
                    moves.append(_move(card, target))
        return moves

    # ------------------------------------------------------------------ playing
    def _play(self, state: dict, seat: int, move: Move) -> list[Event]:
        card = move.args["card"]
        target = move.args.get("target")
        state["hands"][seat].remove(card)
        state["discards"][seat].append(card)
        events = [Event("play", {"seat": seat, "card": card, "target": target, "guess": move.args.get("guess")})]
        if target is None and card in TARGETED:
            events.append(Event("no_effect", {"seat": seat, "card": card}))
        else:
            events += getattr(self, f"_effect_{card}")(state, seat, target, move.args.get("guess"))
        events += self._after_turn(state, seat)
        return events

    def _effect_guard(self, state, seat, target, guess):
        hit = state["hands"][target][0] == guess
        events = [Event("guard", {"seat": seat, "target": target, "guess": guess, "hit": hit})]
        if hit:
            events += self._eliminate(state, target)
        return events

    def _effect_priest(self, state, seat, target, _guess):
        card = state["hands"][target][0]
        state["known"][seat].append({"about": target, "card": card, "how": "priest"})
        return [Event("peek", {"seat": seat, "target": target, "card": card}, to=[seat])]

    def _effect_baron(self, state, seat, target, _guess):
        mine, theirs = state["hands"][seat][0], state["hands"][target][0]
        state["known"][seat].append({"about": target, "card": theirs, "how": "baron"})
        state["known"][target].append({"about": seat, "card": mine, "how": "baron"})
        # each side learns both cards, told from its own point of view
        events = [Event("baron_compare", {"seat": seat, "other": target, "mine": mine, "theirs": theirs}, to=[seat]),
                  Event("baron_compare", {"seat": target, "other": seat, "mine": theirs, "theirs": mine}, to=[target])]
        if VALUE[mine] == VALUE[theirs]:
            return events + [Event("baron", {"seat": seat, "target": target, "loser": None})]
        loser = seat if VALUE[mine] < VALUE[theirs] else target
        events.append(Event("baron", {"seat": seat, "target": target, "loser": loser}))
        return events + self._eliminate(state, loser)

    def _effect_handmaid(self, state, seat, _target, _guess):
        state["protected"].append(seat)
        return []

    def _effect_prince(self, state, seat, target, _guess):
        hand = state["hands"][target]
        dropped = hand.pop()
        state["discards"][target].append(dropped)
        events = [Event("prince_discard", {"seat": seat, "target": target, "card": dropped})]
        if dropped == "princess":
            return events + self._eliminate(state, target, reason="princess")
        if state["deck"]:
            drawn = state["deck"].pop()
        else:
            drawn = state["set_aside_down"].pop()
            events.append(Event("took_set_aside", {"seat": target}))
        hand.append(drawn)
        return events + [Event("drew", {"seat": target, "card": drawn}, to=[target])]

    def _effect_king(self, state, seat, target, _guess):
        hands = state["hands"]
        hands[seat], hands[target] = hands[target], hands[seat]
        gave, got = hands[target][0], hands[seat][0]
        state["known"][seat].append({"about": target, "card": gave, "how": "king"})
        state["known"][target].append({"about": seat, "card": got, "how": "king"})
        return [Event("king", {"seat": seat, "target": target}),
                Event("swap", {"seat": seat, "target": target, "got": got}, to=[seat]),
                Event("swap", {"seat": target, "target": seat, "got": gave}, to=[target])]

    def _effect_countess(self, state, seat, _target, _guess):
        return []

    def _effect_princess(self, state, seat, _target, _guess):
        return self._eliminate(state, seat, reason="princess")

    def _eliminate(self, state: dict, seat: int, reason: str = "out") -> list[Event]:
        revealed = list(state["hands"][seat])
        state["discards"][seat].extend(revealed)  # an eliminated player's hand is discarded face up
        state["hands"][seat] = []
        state["eliminated"].append(seat)
        if seat in state["protected"]:
            state["protected"].remove(seat)
        return [Event("eliminated", {"seat": seat, "cards": revealed, "reason": reason})]

    # ------------------------------------------------------------------ turn and round ends
    def _after_turn(self, state: dict, seat: int) -> list[Event]:
        n = state["players"]
        alive = [s for s in range(n) if s not in state["eliminated"]]
        if len(alive) == 1:
            return self._end_round(state, alive[0], "last_standing", {})
        if not state["deck"]:
            return self._showdown(state, alive)
        nxt = seat
        while True:  # the next player still in the round (a loop: cheaper than next() over a generator)
            nxt = (nxt + 1) % n
            if nxt not in state["eliminated"]:
                break
        if nxt in state["protected"]:
            state["protected"].remove(nxt)  # the Handmaid protects until your next turn
        state["turn"] = nxt
        drawn = state["deck"].pop()
        state["hands"][nxt].append(drawn)
        return [Event("turn", {"seat": nxt}), Event("drew", {"seat": nxt, "card": drawn}, to=[nxt])]

    def _showdown(self, state: dict, alive: list[int]) -> list[Event]:
        hands = {s: state["hands"][s][0] for s in alive}
        best = max(VALUE[c] for c in hands.values())
        tied = [s for s in alive if VALUE[hands[s]] == best]
        if len(tied) > 1:
            totals = {s: sum(VALUE[c] for c in state["discards"][s]) + VALUE[hands[s]] for s in tied}
            top = max(totals.values())
            tied = [s for s in tied if totals[s] == top]
        winner = tied[0] if len(tied) == 1 else None
        return self._end_round(state, winner, "showdown", {str(s): c for s, c in hands.items()})

    def _end_round(self, state: dict, winner: int | None, how: str, revealed: dict) -> list[Event]:
        n = state["players"]
        if winner is not None:
            state["tokens"][winner] += 1
        state["last_round"] = {"round": state["round"], "winner": winner, "how": how, "hands": revealed,
                               "set_aside_down": list(state["set_aside_down"])}
        events = [Event("round_end", dict(state["last_round"]))]
        if winner is not None and state["tokens"][winner] >= TOKENS_TO_WIN[n]:
            state["winner"] = winner
            state["hands"] = [[] for _ in range(n)]
            return events + [Event("game_end", {"winner": winner, "tokens": list(state["tokens"])})]
        state["starter"] = winner if winner is not None else (state["starter"] + 1) % n
        self._start_round(state)
        events.append(Event("round_start", {"round": state["round"], "starter": state["starter"]}))
        events.append(Event("drew", {"seat": state["turn"], "card": state["hands"][state["turn"]][-1]},
                            to=[state["turn"]]))
        return events

    # ------------------------------------------------------------------ views
    def _computed(self, state: dict, seat: int | None, view: dict) -> None:
        view.update({"tokens_to_win": TOKENS_TO_WIN[state["players"]], "protected": sorted(state["protected"]),
                     "eliminated": sorted(state["eliminated"]),
                     "turn": None if state["winner"] is not None else state["turn"]})
        if seat is not None:
            view["seat"] = seat
            view["known"] = [dict(k) for k in state["known"][seat]]

