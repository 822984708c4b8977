"""Little Conspiracies Among Friends (Petits Complots entre Amis), after BGA's help page.

Facts from the page: 70 theories (7 categories x 10) and the Action cards in one common deck, 5 cards
dealt; 30 Events (26 standard + the chaotic ones the chaos level picks: 0/2/4) in their own pile; a
round starts with the first player revealing an Event, then every player takes a turn clockwise; a
turn is draw 2, play up to 2 cards (Actions resolved and discarded, theories exposed by category),
end; hand limit 10 at the end of a turn; an empty hand draws 5; a player may discard the whole hand
at the start of the turn and draw 5, playing no card that turn; an empty deck is rebuilt from the
shuffled discard; lightning cards do not count toward the 2 plays; the Shepherd and the 4 Sheep cannot
be played but can be stolen or swapped, and holding all five wins at once; 7/6/5 exposed theories of
one category (3/4/5 players) still exposed at the end of the round win; ties and an exhausted Event
pile are settled by most Sheep in hand, then most exposed theories, then a shared win.

Rule choices where the page is silent:
- Every Action and Event card text and count is designed for this table (see data.py, ASSUMPTION).
- Empty hand at the start of a turn: the 5 cards replace the normal draw of 2.
- New hand: the 5 cards replace the draw of 2 and the turn ends at once (no card may be played).
- Lightning cards (Counter, Deflect) are played only in reaction to an Action aimed at you, the one
  moment they do something; the target of every aimed Action is always asked (so nobody learns who
  holds one). A deflected Action can be reacted to again by its new target.
- Deflect may send an Action back to its player only for Debunk (the others would do nothing); the
  new target must be one the card could have aimed at.
- Swap is blind: the target gives a random card and receives the card the player chose.
- Theory win is checked once all players have taken their turn in the round; several qualifiers
  are settled by the tie-break among them.
- The Event pile is exhausted when a round should start and no Event is left: the tie-break among all
  players then ends the game. The Shepherd is not a Sheep for the tie-break.
- The first player is drawn at random; the role passes to the left (the next seat) each round.
- Spotlight: each player with the most exposed theories (at least one) discards one from their largest
  category (ties between categories at random). Cover-up picks a random category among those exposed.
  Underdog: the player with the fewest exposed theories (first clockwise from the first player among
  ties) takes one exposed theory of another player, of their choice.
- Card passes (Rumour mill, Whisper) are simultaneous secret choices, revealed only to the receivers; a
  player who has chosen may choose another card until everyone has chosen (as Board Game Arena lets a
  secret simultaneous choice be changed).
- Result scores are each player's exposed theories; winners are given explicitly.
- A draw from an empty deck and an empty discard gives only the cards there are.
"""

from __future__ import annotations

from collections import Counter

from engine import Event, Game, GameInfo, Move, Option, Rng, clone
from engine.core import score_lead
from engine.visibility import Visibility, per_seat, secret

from .data import (
    CATEGORIES,
    CHAOS_LEVELS,
    CHAOTIC,
    DECK,
    DRAW_PER_TURN,
    HAND_EMPTY_DRAW,
    HAND_LIMIT,
    HAND_START,
    MULLIGAN_DRAW,
    ON_THEORY,
    PLAYS_PER_TURN,
    STANDARD_EVENTS,
    THEORIES_TO_WIN,
)

CAT_SET = frozenset(CATEGORIES)
PASS_EVENTS = {"pass_left": 1, "pass_right": -1}
# the Events that only change the round's rules: what they set in ``mods``
EVENT_MODS: dict[str, dict[str, int | bool]] = {
    "crackdown": {"limit": 1}, "frenzy": {"limit": 3}, "blackout": {"no_actions": True},
    "censorship": {"no_theories": True}, "bigdraw": {"draw": 3}}
_PLAY_CACHE: dict = {}  # play-phase move lists by what decides them (Moves are immutable)
# Kept small: at 50,000 lists the garbage collector's full passes over them took up to 0.6 s inside one
# normal-level search (7.4 s of GC over 107 moves, the slowest move 0.78 s of CPU against a 0.5 s limit); at
# 1,000, 52 ms at most (1.4 s over 147 moves, the slowest 0.37 s), and random play is about 15 % slower.
PLAY_CACHE_SIZE = 1000
PLAYABLE = frozenset(("steal", "swap", "debunk", "recruit", "leak", "brainstorm"))
# evaluate: a theory in hand counts for half an exposed one (it still has to be played, and may be stolen
# first). A lead of 4 counts as large: easy-vs-easy winners end only 1-2 theories ahead of the runner-up's
# best category, but Debunk, Recruit and Spotlight hit the leader, so a mid-game lead predicts little (a
# scale of 2 was worse calibrated, and normal won less against easy with it: 9 of 12 games to easy, against
# 6 of 12). The flock counts as theories in proportion to the square of its share held; each Sheep adds a
# little (the tie-break).
EVAL_SCALE = 4.0
EVAL_IN_HAND = 0.5
EVAL_SHEEP = 0.1


class LittleConspiraciesRules(Game):
    info = GameInfo(
        id="littleconspiracies", names={"en": "Little Conspiracies Among Friends", "fr": "Petits Complots entre Amis"},
        min_players=3, max_players=5,
        options=(
            Option("chaos", str, "balanced", tuple(CHAOS_LEVELS),
                   names={"en": "Chaos level: calm (0), balanced (2) or chaotic (4) chaotic events",
                          "fr": "Niveau de chaos : calm (0), balanced (2) ou chaotic (4) événements chaotiques"}),
        ),
        simultaneous=True
    )
    # hands, the deck, the Event pile (its order and which chaotic Events it holds) and the secret passes are
    # hidden. determinize stays its own: a hand seen through a Leak is kept, the cards being given and passed
    # are re-chosen, and the Event pile is rebuilt from the Events not yet seen
    visibility = Visibility(
        parts=(per_seat("hands", size="hand_sizes"), secret("deck", size="deck"),
               secret("events", size="events_left"), per_seat("passing", dealt=False)),
        public=("players", "round", "first", "turn", "phase", "event", "plays", "done", "underdog", "winners",
                "reason"))

    # ------------------------------------------------------------------ set-up
    def _setup(self, state: dict) -> None:
        n = state["players"]
        chaos = CHAOS_LEVELS[state["options"]["chaos"]]
        deck = list(DECK)
        with Rng(state) as rng:
            rng.shuffle(deck)
            chaotic = rng.sample(sorted(CHAOTIC), chaos)
            events = list(STANDARD_EVENTS) + chaotic
            rng.shuffle(events)
            first = rng.randrange(n)
        state.update(
            deck=deck, discard=[], hands=[[] for _ in range(n)], exposed=[{} for _ in range(n)],
            events=events, seen=[], event=None, first=first, turn=first, done=0, round=0,
            phase="start", plays=0, mods={}, pending=None, passing=None, underdog=None,
            winners=None, reason=None,
        )
        for seat in range(n):
            state["hands"][seat] = [deck.pop() for _ in range(HAND_START)]
        unsent: list = []  # the set-up's events are not sent anywhere: the board shows the first Event
        if not self._check_flock(state, unsent):
            self._start_round(state, unsent)

    # ------------------------------------------------------------------ helpers
    def threshold(self, state: dict) -> int:
        return THEORIES_TO_WIN[state["players"]]

    def limit(self, state: dict) -> int:
        return state["mods"].get("limit", PLAYS_PER_TURN)

    @staticmethod
    def total(state: dict, seat: int) -> int:
        return sum(state["exposed"][seat].values())

    def _draw(self, state: dict, seat: int, count: int, events: list) -> list:
        got = []
        for _ in range(count):
            if not state["deck"]:
                if not state["discard"]:
                    break
                pile = state["discard"]
                state["discard"] = []
                with Rng(state) as rng:
                    rng.shuffle(pile)
                state["deck"] = pile
                events.append(Event("reshuffle", {"n": len(pile)}))
            got.append(state["deck"].pop())
        state["hands"][seat].extend(got)
        events.append(Event("draw", {"seat": seat, "n": len(got)}))
        if got:
            events.append(Event("drew", {"seat": seat, "cards": sorted(got)}, to=[seat]))
        return got

    def _check_flock(self, state: dict, events: list) -> bool:
        for seat, hand in enumerate(state["hands"]):
            if "shepherd" in hand and hand.count("sheep") >= 4:
                state.update(winners=[seat], reason="flock", phase="over")
                events.append(Event("flock", {"seat": seat}))
                events.append(Event("game_end", {"winners": [seat], "reason": "flock"}))
                return True
        return False

    def _tiebreak(self, state: dict, seats: list[int]) -> list[int]:
        best = max((state["hands"][s].count("sheep"), self.total(state, s)) for s in seats)
        return [s for s in seats if (state["hands"][s].count("sheep"), self.total(state, s)) == best]

    def _end_game(self, state: dict, winners: list[int], reason: str, events: list) -> None:
        state.update(winners=winners, reason=reason, phase="over", pending=None)
        sheep = [h.count("sheep") for h in state["hands"]]
        events.append(Event("game_end", {"winners": winners, "reason": reason, "sheep": sheep}))

    # ------------------------------------------------------------------ rounds and turns
    def _start_round(self, state: dict, events: list) -> None:
        n = state["players"]
        if not state["events"]:
            self._end_game(state, self._tiebreak(state, list(range(n))), "events_out", events)
            return
        state["round"] += 1
        state["done"] = 0
        ev = state["events"].pop()
        state["mods"] = dict(EVENT_MODS.get(ev, {}))
        state["event"] = ev
        state["seen"].append(ev)
        events.append(Event("event", {"round": state["round"], "first": state["first"], "event": ev}))
        order = [(state["first"] + i) % n for i in range(n)]
        if ev == "windfall":
            for s in order:
                self._draw(state, s, 1, events)
        elif ev == "purge":
            with Rng(state) as rng:
                for s in order:
                    hand = state["hands"][s]
                    if hand:
                        card = hand.pop(rng.randrange(len(hand)))
                        state["discard"].append(card)
                        events.append(Event("purged", {"seat": s, "card": card}))
        elif ev == "spotlight":
            top = max(self.total(state, s) for s in range(n))
            if top > 0:
                with Rng(state) as rng:
                    for s in order:
                        if self.total(state, s) == top:
                            exp = state["exposed"][s]
                            most = max(exp.values())
                            cat = rng.choice([c for c in CATEGORIES if exp.get(c, 0) == most])
                            self._remove_theory(state, s, cat)
                            state["discard"].append(cat)
                            events.append(Event("spotlight", {"seat": s, "cat": cat}))
        elif ev in PASS_EVENTS:
            if any(state["hands"]):
                state["passing"] = [None] * n
                state["phase"] = "pass"
                return
        elif ev == "c_exodus":
            hands = state["hands"]
            state["hands"] = [hands[(s - 1) % n] for s in range(n)]
            events.append(Event("exodus", {}))
            events += [Event("got_hand", {"seat": s, "cards": sorted(h)}, to=[s]) for s, h in enumerate(state["hands"])]
        elif ev == "c_coverup":
            cats = [c for c in CATEGORIES if any(e.get(c) for e in state["exposed"])]
            if cats:
                with Rng(state) as rng:
                    cat = rng.choice(cats)
                lost = [exposed.pop(cat, 0) for exposed in state["exposed"]]
                state["discard"] += [cat] * sum(lost)
                events.append(Event("coverup", {"cat": cat, "lost": lost}))
        elif ev == "c_reshuffle":
            pool = [c for h in state["hands"] for c in h]
            with Rng(state) as rng:
                rng.shuffle(pool)
            state["hands"] = [[pool.pop() for _ in h] for h in state["hands"]]
            events.append(Event("reshuffled_hands", {}))
            events += [Event("got_hand", {"seat": s, "cards": sorted(h)}, to=[s]) for s, h in enumerate(state["hands"])]
        elif ev == "c_underdog":
            low = min(self.total(state, s) for s in range(n))
            dog = next(s for s in order if self.total(state, s) == low)
            if any(self.total(state, s) for s in range(n) if s != dog):
                state["underdog"] = dog
                state["phase"] = "underdog"
                return
        if self._check_flock(state, events):
            return
        self._begin_turn(state, state["first"], events)

    def _begin_turn(self, state: dict, seat: int, events: list) -> None:
        state.update(turn=seat, plays=0, pending=None, phase="start")
        events.append(Event("turn", {"seat": seat}))
        if not state["hands"][seat]:
            events.append(Event("empty_hand", {"seat": seat}))
            self._draw(state, seat, HAND_EMPTY_DRAW, events)
            state["phase"] = "play"
            self._check_flock(state, events)

    def _after_play(self, state: dict, events: list) -> None:
        """Back to the player's turn after a card: the turn ends by itself once the play limit is reached."""
        if state["phase"] == "over":
            return
        state["phase"] = "play"
        state["pending"] = None
        if state["plays"] >= self.limit(state):
            self._end_turn(state, events)

    def _end_turn(self, state: dict, events: list) -> None:
        if len(state["hands"][state["turn"]]) > HAND_LIMIT:
            state["phase"] = "discard"
            return
        self._finish_turn(state, events)

    def _finish_turn(self, state: dict, events: list) -> None:
        n = state["players"]
        state["done"] += 1
        if state["done"] < n:
            self._begin_turn(state, (state["turn"] + 1) % n, events)
            return
        need = self.threshold(state)
        qualified = [s for s in range(n) if max(state["exposed"][s].values(), default=0) >= need]
        events.append(Event("round_end", {"round": state["round"]}))
        if qualified:
            winners = self._tiebreak(state, qualified) if len(qualified) > 1 else qualified
            self._end_game(state, winners, "theories", events)
            return
        state["first"] = (state["first"] + 1) % n
        self._start_round(state, events)

    def _remove_theory(self, state: dict, seat: int, cat: str) -> None:
        exp = state["exposed"][seat]
        exp[cat] -= 1
        if not exp[cat]:
            del exp[cat]

    def _add_theory(self, state: dict, seat: int, cat: str) -> None:
        exp = state["exposed"][seat]
        exp[cat] = exp.get(cat, 0) + 1

    # ------------------------------------------------------------------ queries
    def to_act(self, state: dict) -> list[int]:
        phase = state["phase"]
        if phase == "over":
            return []
        if phase == "react":
            return [state["pending"]["target"]]
        if phase == "pass":  # a seat that has chosen may choose again (another card) until everyone has
            chosen = state["passing"]  # (listed after the seats play waits on)
            return self.required_seats(state) + [s for s, hand in enumerate(state["hands"]) if chosen[s] is not None
                                                 and any(c != chosen[s] for c in hand)]
        if phase == "underdog":
            return [state["underdog"]]
        return [state["turn"]]

    def required_seats(self, state: dict) -> list[int]:
        if state["phase"] == "pass":
            return [s for s, hand in enumerate(state["hands"]) if hand and state["passing"][s] is None]
        return self.to_act(state)

    def result(self, state: dict) -> dict | None:
        if state["phase"] != "over":
            return None
        return {"scores": [self.total(state, s) for s in range(state["players"])],
                "winners": list(state["winners"]), "reason": state["reason"]}

    def evaluate(self, state: dict, seat: int) -> float:
        """For the search AI: the lead in progress toward the win, each seat's best category of exposed
        theories plus half the matching cards in hand (up to the number needed), or its share of the flock."""
        if state["phase"] == "over":
            return super().evaluate(state, seat)
        need = self.threshold(state)
        progress = []
        for exposed, hand in zip(state["exposed"], state["hands"], strict=True):
            held = Counter(hand)
            best = max(exposed.get(c, 0) + EVAL_IN_HAND * min(held[c], max(0, need - exposed.get(c, 0)))
                       for c in CATEGORIES)
            sheep = held["sheep"]
            flock = (sheep + ("shepherd" in held)) / 5
            progress.append(max(best, need * flock * flock) + EVAL_SHEEP * sheep)
        return score_lead(progress, seat, EVAL_SCALE)

    def deflect_targets(self, state: dict) -> list[int]:
        """Whom a Deflect may send the pending Action to: anyone it could aim at, back to its player only for Debunk."""
        p = state["pending"]
        me, actor, card = p["target"], p["actor"], p["card"]
        return [t for t in range(state["players"]) if t != me and (t != actor or card == "debunk")
                and (state["exposed"][t].get(p["cat"]) if card in ON_THEORY else state["hands"][t])]

    def _legal_moves(self, state: dict, seat: int) -> list[Move]:
        phase = state["phase"]
        hand = state["hands"][seat]
        if phase == "start":
            return [Move("draw", "draw"), Move("newhand", "newhand")]
        if phase == "play":
            mods = state["mods"]
            key = (seat, state["plays"] < self.limit(state), bool(mods.get("no_theories")),
                   bool(mods.get("no_actions")), tuple(sorted(hand)),
                   tuple(bool(h) for h in state["hands"]), tuple(tuple(e) for e in state["exposed"]))
            cached = _PLAY_CACHE.get(key)
            if cached is None:
                if len(_PLAY_CACHE) > PLAY_CACHE_SIZE:
                    _PLAY_CACHE.clear()
                cached = _PLAY_CACHE[key] = tuple(self._play_moves(state, seat))
            return list(cached)
        return self._other_moves(state, seat, phase, hand)

    def _play_moves(self, state: dict, seat: int) -> list[Move]:
        """The play phase's moves: they depend only on the cache key built in ``_legal_moves``."""
        hand = state["hands"][seat]
        moves = []
        if state["plays"] < self.limit(state):
            kinds = sorted(set(hand))
            mods = state["mods"]
            if not mods.get("no_theories"):
                moves += [Move("expose:" + c, "expose", {"cat": c}) for c in kinds if c in CAT_SET]
            if not mods.get("no_actions"):
                others = [t for t in range(state["players"]) if t != seat]
                with_cards = [t for t in others if state["hands"][t]]
                for card in kinds:
                    if card == "brainstorm":
                        moves.append(Move("brainstorm", "action", {"card": card}))
                    elif card in ON_THEORY:
                        moves += [Move(f"{card}:{t}:{cat}", "action", {"card": card, "target": t, "cat": cat})
                                  for t in others for cat in CATEGORIES if cat in state["exposed"][t]]
                    elif card == "swap":
                        gives = kinds if hand.count("swap") > 1 else [k for k in kinds if k != "swap"]
                        moves += [Move(f"swap:{t}:{g}", "action", {"card": card, "target": t, "give": g})
                                  for t in with_cards for g in gives]
                    elif card in PLAYABLE:
                        moves += [Move(f"{card}:{t}", "action", {"card": card, "target": t}) for t in with_cards]
        moves.append(Move("end", "end"))
        return moves

    def _other_moves(self, state: dict, seat: int, phase: str, hand: list) -> list[Move]:
        if phase == "react":
            moves = [Move("accept", "accept")]
            if "counter" in hand:
                moves.append(Move("counter", "counter"))
            if "deflect" in hand:
                moves += [Move(f"deflect:{t}", "deflect", {"target": t}) for t in self.deflect_targets(state)]
            return moves
        if phase == "leak":
            target = state["pending"]["target"]
            return [Move(f"take:{c}", "take", {"card": c}) for c in sorted(set(state["hands"][target]))]
        if phase == "discard":
            return [Move(f"discard:{c}", "discard", {"card": c}) for c in sorted(set(hand))]
        if phase == "pass":
            mine = state["passing"][seat]
            return [Move(f"pass:{c}", "pass", {"card": c}) for c in sorted(set(hand)) if c != mine]
        if phase == "underdog":
            return [Move(f"grab:{t}:{c}", "grab", {"target": t, "cat": c})
                    for t in range(state["players"]) if t != seat
                    for c in CATEGORIES if state["exposed"][t].get(c)]
        return []

    # ------------------------------------------------------------------ playing
    def _play(self, state: dict, seat: int, move: Move) -> list[Event]:
        events: list[Event] = []
        getattr(self, "_do_" + move.kind)(state, seat, move.args, events)
        if state["phase"] != "over":
            self._check_flock(state, events)
        return events

    def _do_draw(self, state, seat, args, events):
        self._draw(state, seat, state["mods"].get("draw", DRAW_PER_TURN), events)
        state["phase"] = "play"

    def _do_newhand(self, state, seat, args, events):
        hand = state["hands"][seat]
        events.append(Event("newhand", {"seat": seat, "cards": sorted(hand)}))
        state["discard"].extend(hand)
        state["hands"][seat] = []
        self._draw(state, seat, MULLIGAN_DRAW, events)
        self._end_turn(state, events)

    def _do_expose(self, state, seat, args, events):
        cat = args["cat"]
        state["hands"][seat].remove(cat)
        self._add_theory(state, seat, cat)
        state["plays"] += 1
        events.append(Event("expose", {"seat": seat, "cat": cat, "count": state["exposed"][seat][cat]}))
        self._after_play(state, events)

    def _do_end(self, state, seat, args, events):
        events.append(Event("end", {"seat": seat}))
        self._end_turn(state, events)

    def _do_action(self, state, seat, args, events):
        card = args["card"]
        state["hands"][seat].remove(card)
        state["plays"] += 1
        events.append(Event("action", {"seat": seat, "card": card, "target": args.get("target"),
                                       "cat": args.get("cat")}))
        if card == "brainstorm":
            state["discard"].append(card)
            self._draw(state, seat, 3, events)
            self._after_play(state, events)
            return
        state["pending"] = {"card": card, "actor": seat, "target": args["target"], "cat": args.get("cat"),
                            "give": args.get("give")}
        state["phase"] = "react"

    def _do_counter(self, state, seat, args, events):
        p = state["pending"]
        state["hands"][seat].remove("counter")
        state["discard"] += ["counter", p["card"]]
        events.append(Event("counter", {"seat": seat, "card": p["card"], "actor": p["actor"]}))
        self._after_play(state, events)

    def _do_deflect(self, state, seat, args, events):
        p = state["pending"]
        state["hands"][seat].remove("deflect")
        state["discard"].append("deflect")
        p["target"] = args["target"]
        events.append(Event("deflect", {"seat": seat, "card": p["card"], "target": args["target"]}))

    def _do_accept(self, state, seat, args, events):
        p = state["pending"]
        card, actor, target = p["card"], p["actor"], p["target"]
        state["discard"].append(card)
        if card == "leak":
            state["phase"] = "leak"
            events.append(Event("leak_look", {"seat": actor, "target": target}))
            events.append(Event("saw_hand", {"target": target, "cards": sorted(state["hands"][target])},
                                to=[actor]))
            return
        if card in ("steal", "swap"):
            theirs = state["hands"][target]
            if theirs:
                with Rng(state) as rng:
                    got = theirs.pop(rng.randrange(len(theirs)))
                state["hands"][actor].append(got)
            else:
                got = None
            if card == "swap":
                give = p["give"]
                state["hands"][actor].remove(give)
                state["hands"][target].append(give)
                events.append(Event("swapped", {"seat": actor, "target": target}))
                events.append(Event("swap_got", {"card": give, "other": actor}, to=[target]))
            else:
                events.append(Event("stolen", {"seat": actor, "target": target, "none": got is None}))
            if got is not None:
                events.append(Event("took_card", {"card": got, "other": target}, to=[actor]))
                events.append(Event("lost_card", {"card": got, "other": actor}, to=[target]))
        elif card == "debunk":
            self._remove_theory(state, target, p["cat"])
            state["discard"].append(p["cat"])
            events.append(Event("debunked", {"seat": actor, "target": target, "cat": p["cat"]}))
        elif card == "recruit":
            self._remove_theory(state, target, p["cat"])
            self._add_theory(state, actor, p["cat"])
            events.append(Event("recruited", {"seat": actor, "target": target, "cat": p["cat"]}))
        self._after_play(state, events)

    def _do_take(self, state, seat, args, events):
        target = state["pending"]["target"]
        card = args["card"]
        state["hands"][target].remove(card)
        state["hands"][seat].append(card)
        events.append(Event("leak_take", {"seat": seat, "target": target}))
        events.append(Event("lost_card", {"card": card, "other": seat}, to=[target]))
        self._after_play(state, events)

    def _do_discard(self, state, seat, args, events):
        hand = state["hands"][seat]
        hand.remove(args["card"])
        state["discard"].append(args["card"])
        events.append(Event("discard", {"seat": seat, "card": args["card"]}))
        if len(hand) <= HAND_LIMIT:
            self._finish_turn(state, events)

    def _do_pass(self, state, seat, args, events):
        again = state["passing"][seat] is not None
        state["passing"][seat] = args["card"]
        events.append(Event("pass_changed" if again else "pass_chosen", {"seat": seat}))
        if self.required_seats(state):
            return
        n = state["players"]
        step = PASS_EVENTS[state["event"]]
        givers = [(s, card) for s, card in enumerate(state["passing"]) if card is not None]
        for s, card in givers:  # every card leaves its hand before any arrives
            state["hands"][s].remove(card)
        for s, card in givers:
            to = (s + step) % n
            state["hands"][to].append(card)
            events.append(Event("passed_to_you", {"card": card, "other": s}, to=[to]))
        state["passing"] = None
        events.append(Event("passed", {"dir": step}))
        if not self._check_flock(state, events):
            self._begin_turn(state, state["first"], events)

    def _do_grab(self, state, seat, args, events):
        t, cat = args["target"], args["cat"]
        self._remove_theory(state, t, cat)
        self._add_theory(state, seat, cat)
        state["underdog"] = None
        events.append(Event("grabbed", {"seat": seat, "target": t, "cat": cat}))
        self._begin_turn(state, state["first"], events)

    # ------------------------------------------------------------------ views
    def _computed(self, state: dict, seat: int | None, view: dict) -> None:
        p = state["pending"]
        view.update({
            "chaos": state["options"]["chaos"], "discard": len(state["discard"]),
            "discard_top": state["discard"][-1] if state["discard"] else None,
            "exposed": [dict(e) for e in state["exposed"]], "limit": self.limit(state), "mods": dict(state["mods"]),
            "need": self.threshold(state),
            "pending": None if p is None else {k: p[k] for k in ("card", "actor", "target", "cat")},
            "chosen": None if state["passing"] is None else [c is not None for c in state["passing"]],
        })
        if seat is not None:
            view["seat"] = seat
            view["hand"] = sorted(state["hands"][seat])
            if state["passing"] is not None:
                view["my_pass"] = state["passing"][seat]
            if p is not None and p["actor"] == seat:
                view["give"] = p.get("give")
                if state["phase"] == "leak":
                    view["their_hand"] = sorted(state["hands"][p["target"]])
        if state["phase"] == "over":
            view["sheep"] = [h.count("sheep") for h in state["hands"]]

    # ------------------------------------------------------------------ search support
    def determinize(self, state: dict, seat: int, rng) -> dict:
        """Re-deal what ``seat`` cannot see: other hands (sizes kept; a hand seen through a Leak kept),
        the deck order, the Event pile (its size, which chaotic Events it holds), others' secret passes."""
        new = clone(state)
        if state["phase"] == "over":
            return new  # every fact that still matters is public (the Sheep were counted aloud)
        n = state["players"]
        known = {seat}
        p = state["pending"]
        if state["phase"] == "leak" and p["actor"] == seat:
            known.add(p["target"])
        unknown = [s for s in range(n) if s not in known]
        pool = [*new["deck"], *(c for s in unknown for c in new["hands"][s])]
        pool.sort()  # from what the seat knows only: the unseen cards as a multiset, not their hidden order
        rng.shuffle(pool)
        for s in unknown:
            new["hands"][s] = [pool.pop() for _ in new["hands"][s]]
        new["deck"] = pool
        if p is not None and p.get("give") is not None and p["actor"] in unknown:
            new["pending"]["give"] = rng.choice(sorted(new["hands"][p["actor"]]))  # the card being given
        if new["passing"] is not None:
            for s in unknown:
                if new["passing"][s] is not None:
                    new["passing"][s] = rng.choice(sorted(new["hands"][s]))
        # Event pile: the standard Events not yet seen, plus chaotic Events never seen, as many as remain.
        rest = list((Counter(STANDARD_EVENTS) - Counter(state["seen"])).elements())
        left_chaotic = len(state["events"]) - len(rest)
        unseen_chaotic = [c for c in sorted(CHAOTIC) if c not in state["seen"]]
        rest += rng.sample(unseen_chaotic, left_chaotic)
        rng.shuffle(rest)
        new["events"] = rest
        return new
