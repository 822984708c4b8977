"""Colt Express rules (BGA help page, filled in by the published 2014 rules as the factsheet gives them).

Train: index 0 is the locomotive, the last index is the caboose; "forward" is toward the locomotive.
Every space is a car index and a level (inside / roof).

Rule choices and assumptions (the page is silent or unclear):
- Characters: option "characters" = random (default) or choose (each player picks in seat order from the
  first player before the first deal, as the page's "choisissant votre personnage"); 2-player teams are the suggested
  Tuco & Cheyenne (seat 1) vs Doc & Django (seat 2).
- The round deck is 4 random cards of the player-count set (2-4 or 5-6) then 1 random station card:
  5 rounds, as the page says. The 2-player team game uses the 2-4 set and 4 cars (ASSUMPTION, one per
  bandit); a plain 2-player game (teams off) uses 2 cars.
- Cars used with fewer than 6 players are a random subset in random order; purses are face down and drawn
  at random after the starting $250s are set aside; the second strongbox only enters with "Take it all!".
- Ghost MAY play the first card of his round face down (published rule; the page says "always", which
  gives him no choice to make; face down never hurts him).
- A speed-up turn is two actions in a row by the same player, each either one card or "draw 3".
- A player who can neither play an action card nor draw (empty deck) passes that action.
- Stealin' asks the card's owner each choice the card needs (destination, target, loot, direction); a card
  with exactly one possible outcome is resolved without asking, a card with none is skipped.
- Purse values are secret: the holder sees his own; Rob and Punch choose a kind (purse/jewel/strongbox)
  and the purse taken or dropped is picked at random among those there (a face-down token).
- A bandit who ends inside the Marshal's car in any way (move, floor change, punch, Django's push, the
  Marshal's own move, Angry Marshal's step) takes a neutral bullet (while any remain) and goes up to the roof.
- Fire from a roof reaches the nearest occupied roof in each direction (all bandits there); from inside,
  the bandits inside both adjacent cars; Tuco adds the bandits at the other level of his own car. Belle is
  removed from the targets of Fire and Punch when another target remains. Django pushes his target one
  car further in the line of fire, on the same level, never off the train (Tuco's vertical shot: none).
- Pickpocketing and the Experts start-of-plan bullet discard are done for the players (taking a purse or
  discarding a bullet can never hurt); the Experts end-of-plan discard is a simultaneous choice, card by
  card, hidden until everyone is done. As Board Game Arena lets a secret simultaneous choice change until
  everyone has chosen, a card set aside may be taken back, and a player who is done may still set cards
  aside or take them back (staying done) until the last player is done; then the discards are revealed.
- Experts: a bullet entering the hand during Schemin' (drawn) goes straight to the discard pile.
- Gunslinger: the bandit(s) with the most bullets fired (at least one) get $1000; none in the team game.
- Tie: fewest bullet cards received (own deck, hand, discard); still tied: shared win.
- 2-player teams: Experts rules always; a shot or punch may hit the partner only when the partner is the
  only possible target (the page says it for Fire; Punch follows the same rule, ASSUMPTION); a bullet goes
  on top of the deck of the player who controls the bandit hit; Doc's team draws 7 (ASSUMPTION).
- Angry Marshal shoots the bandits on the roof of HIS car (the page's "le toit" read with the published
  card); afterwards, he moves toward the caboose and the bandits inside his new car
  flee to the roof with a bullet as on any Marshal move.
"""

from __future__ import annotations

from typing import Any

from engine import Event, Game, GameInfo, Move, Option, Rng, clone
from engine.core import deal_unseen, score_lead
from engine.visibility import Visibility, per_seat

from . import data as D

PICK, PLAN, DISCARD, STEAL, OVER = "pick", "plan", "discard", "steal", "over"
UNKNOWN = "unknown"  # a bandit not chosen yet
LOOT_ORDER = ("box", "jewel", "purse")
# evaluate: a lead of $1200 counts as large. The median final gap of easy-vs-easy games is about $600, but
# punches and robs swing the money a lot before the end: at $600 half the mid-game values were below 0.05 or
# above 0.95, and they predicted the winner worse than 0.5 did. A bandit is credited with a third of the best
# loot on his space (he may rob it) and his seat loses $15 per bullet received (the tie-break).
EVAL_SCALE = 1200.0
EVAL_SPOT_SHARE = 1 / 3
EVAL_PER_HIT = 15


class ColtExpressRules(Game):
    info = GameInfo(
        id="coltexpress", names={"en": "Colt Express", "fr": "Colt Express"},
        min_players=2, max_players=6,
        options=(
            Option("experts", bool, False, names={"en": "Experts variant (discard pile, keep your hand)",
                                                  "fr": "Variante Experts (défausse, on garde sa main)"}),
            Option("characters", str, "random", ("random", "choose"),
                   names={"en": "Bandits: dealt at random or chosen in turn order",
                          "fr": "Bandits : tirés au hasard ou choisis dans l'ordre du tour"}),
            Option("teams", bool, True, names={"en": "2 players: two bandits each (team rules)",
                                               "fr": "2 joueurs : deux bandits chacun (règle en équipe)"}),
        ),
        simultaneous=True
    )
    # Each seat sees its own hand and the cards it is discarding (pending); every view shows the decks' sizes. The
    # rest cannot be declared as parts: face-down cards lie in the shared action pile, purse values are hidden inside
    # the loot, the round cards still to come are re-drawn from the round deck, and each bandit's cards are re-dealt
    # among its own places only. So hidden adds them, and determinize stays its own.
    visibility = Visibility(
        parts=(per_seat("hands", name="hand", dealt=False), per_seat("decks", size="deck_sizes", dealt=False),
               per_seat("pending", name="pending", dealt=False)),
        public=("phase", "turn", "first", "teams", "experts", "train", "marshal", "cars", "bandits", "neutral",
                "hits", "done", "final"))

    # ------------------------------------------------------------------ set-up
    def _setup(self, state: dict) -> None:
        n = state["players"]
        teams = n == 2 and state["options"]["teams"]
        state["teams"] = teams
        state["experts"] = bool(state["options"]["experts"] or teams)
        with Rng(state) as rng:
            if teams:
                chars = [c for team in D.TEAMS for c in team]
                owners = [0, 0, 1, 1]
                ncars = D.TEAM_CARS
            else:
                chars = list(D.CHARACTERS)
                rng.shuffle(chars)
                chars = chars[:n]
                owners = list(range(n))
                ncars = n
            types = list(D.CAR_TYPES)
            rng.shuffle(types)
            train = ["loco", *types[:ncars]]
            last = len(train) - 1
            bandits: list[dict[str, Any]] = []
            for b, (char, seat) in enumerate(zip(chars, owners, strict=True)):
                # odd players in the caboose, even ones in the next car (a team: one in each)
                car = last - (b % 2 if teams else seat % 2)
                bandits.append({"char": char, "seat": seat, "car": car, "roof": False, "loot": [],
                                "bullets": D.BULLETS_PER_BANDIT, "fired": 0, "cash": 0})
            loot: list[dict[str, Any]] = []
            purses = list(D.PURSE_VALUES)
            for bd in bandits:
                purses.remove(D.START_PURSE)
                bd["loot"].append(len(loot))
                loot.append({"k": "purse", "v": D.START_PURSE})
            rng.shuffle(purses)
            cars: list[list[list[int]]] = [[[], []] for _ in train]
            loot.append({"k": "box", "v": D.STRONGBOX_VALUE})
            cars[0][0].append(len(loot) - 1)
            for i, t in enumerate(train[1:], start=1):
                np, nj = D.CARS[t]
                for kind, value in [("purse", purses.pop()) for _ in range(np)] + [("jewel", D.JEWEL_VALUE)] * nj:
                    cars[i][0].append(len(loot))
                    loot.append({"k": kind, "v": value})
            loot.append({"k": "box", "v": D.STRONGBOX_VALUE})
            state["reserve_box"] = len(loot) - 1
            small = n <= 4
            normal = list(D.ROUNDS_SMALL if small else D.ROUNDS_LARGE)
            rng.shuffle(normal)
            state["round_cards"] = normal[:D.NORMAL_ROUNDS_PLAYED] + [rng.choice(list(D.STATIONS))]
            decks: list[list[str]] = [[] for _ in range(n)]
            for b, bd in enumerate(bandits):
                decks[bd["seat"]] += D.team_action_cards(b, drop_marshal=b % 2 == 1) if teams else D.action_cards(b)
            for deck in decks:
                rng.shuffle(deck)
        state.update({
            "train": train, "cars": cars, "loot": loot, "bandits": bandits, "marshal": 0,
            "neutral": D.NEUTRAL_BULLETS, "small_set": small,
            "hands": [[] for _ in range(n)], "decks": decks, "discards": [[] for _ in range(n)],
            "pending": [[] for _ in range(n)], "hits": [0] * n,
            "round": 0, "first": 0, "phase": PLAN, "turn": 0, "pos": 0, "acts": 0,
            "pile": [], "done": [], "revealed": False, "final": None,
        })
        if not teams and state["options"]["characters"] == "choose":
            for bd in bandits:
                bd["char"] = UNKNOWN
            state["phase"] = PICK
        else:
            self._start_round(state, [])

    # ------------------------------------------------------------------ helpers
    def hand_size(self, state: dict, seat: int) -> int:
        doc = any(bd["char"] == "doc" and bd["seat"] == seat for bd in state["bandits"])
        return D.DOC_HAND_SIZE if doc else D.HAND_SIZE

    def round_turns(self, state: dict) -> str:
        name = state["round_cards"][state["round"]]
        if name in D.STATIONS:
            return D.STATIONS[name]
        return (D.ROUNDS_SMALL if state["small_set"] else D.ROUNDS_LARGE)[name]

    def order(self, state: dict, kind: str) -> list[int]:
        n, first = state["players"], state["first"]
        step = -1 if kind == "R" else 1
        return [(first + step * i) % n for i in range(n)]

    def current_seat(self, state: dict) -> int:
        return self.order(state, self.round_turns(state)[state["turn"]])[state["pos"]]

    def _draw(self, state: dict, seat: int, count: int, rng, events: list[Event]) -> int:
        """Draw up to ``count`` cards (Experts: reshuffle the discard when the deck runs out)."""
        deck, hand = state["decks"][seat], state["hands"][seat]
        drawn = []
        for _ in range(count):
            if not deck and state["experts"] and state["discards"][seat]:
                deck.extend(state["discards"][seat])
                state["discards"][seat] = []
                rng.shuffle(deck)
                events.append(Event("reshuffle", {"seat": seat}))
            if not deck:
                break
            drawn.append(deck.pop())
        hand.extend(drawn)
        if drawn:
            events.append(Event("drew_cards", {"seat": seat, "cards": list(drawn)}, to=[seat]))
        if state["experts"]:
            self._discard_bullets(state, seat, events)
        return len(drawn)

    def _discard_bullets(self, state: dict, seat: int, events: list[Event]) -> None:
        hand = state["hands"][seat]
        bullets = [c for c in hand if not D.is_action(c)]
        if bullets:
            state["hands"][seat] = [c for c in hand if D.is_action(c)]
            state["discards"][seat].extend(bullets)
            events.append(Event("discard_bullets", {"seat": seat, "n": len(bullets)}))

    def _start_round(self, state: dict, events: list[Event]) -> None:
        n = state["players"]
        at = len(events)  # the round starts after what came before (the last Stealin' and the round's event)
        with Rng(state) as rng:
            for seat in range(n):
                if not state["experts"]:
                    state["decks"][seat].extend(state["hands"][seat])
                    state["hands"][seat] = []
                    rng.shuffle(state["decks"][seat])
                need = self.hand_size(state, seat) - len(state["hands"][seat])
                if need > 0:
                    self._draw(state, seat, need, rng, events)
                elif state["experts"]:
                    self._discard_bullets(state, seat, events)
        state.update({"phase": PLAN, "turn": 0, "pos": 0, "acts": 0, "pile": [], "revealed": False})
        events.insert(at, Event("round_start", {"round": state["round"] + 1,
                                                "card": state["round_cards"][state["round"]],
                                                "turns": self.round_turns(state), "first": state["first"]}))

    def _purse_event(self, state: dict, b: int, lid: int) -> Event:
        """Only the holder learns a purse's value."""
        who = self._who(state, b)
        return Event("purse_value", {"bandit": who, "value": state["loot"][lid]["v"]}, to=[who["seat"]])

    def _who(self, state: dict, b: int) -> dict:
        bd = state["bandits"][b]
        return {"b": b, "char": bd["char"], "seat": bd["seat"], "team": state["teams"]}

    def _space(self, state: dict, b: int) -> tuple[int, bool]:
        bd = state["bandits"][b]
        return bd["car"], bd["roof"]

    def _at(self, state: dict, car: int, roof: bool, but: int = -1) -> list[int]:
        return [i for i, bd in enumerate(state["bandits"]) if bd["car"] == car and bd["roof"] == roof and i != but]

    def _neutral(self, state: dict, b: int, events: list[Event]) -> None:
        if state["neutral"] > 0:
            card = D.neutral_card(state["neutral"])
            state["neutral"] -= 1
            self._receive(state, state["bandits"][b]["seat"], card)
            events.append(Event("neutral_bullet", {"bandit": self._who(state, b)}))

    def _receive(self, state: dict, seat: int, card: str) -> None:
        state["decks"][seat].append(card)  # on top (matters with Experts; the deck is reshuffled otherwise)
        state["hits"][seat] += 1

    def _check_marshal(self, state: dict, b: int, events: list[Event]) -> None:
        bd = state["bandits"][b]
        if not bd["roof"] and bd["car"] == state["marshal"]:
            self._neutral(state, b, events)
            bd["roof"] = True
            events.append(Event("flee", {"bandit": self._who(state, b), "car": bd["car"]}))

    def _marshal_arrives(self, state: dict, events: list[Event]) -> None:
        for b in self._at(state, state["marshal"], False):
            self._check_marshal(state, b, events)

    def _partner_rule(self, state: dict, b: int, targets: list[int]) -> list[int]:
        if state["teams"]:
            seat = state["bandits"][b]["seat"]
            foes = [t for t in targets if state["bandits"][t]["seat"] != seat]
            if foes:
                targets = foes
        if len(targets) > 1:
            targets = [t for t in targets if state["bandits"][t]["char"] != "belle"]
        return targets

    def fire_targets(self, state: dict, b: int) -> list[int]:
        bd = state["bandits"][b]
        if bd["bullets"] <= 0:
            return []
        car, roof = bd["car"], bd["roof"]
        last = len(state["train"]) - 1
        targets: list[int] = []
        if roof:
            for step in (-1, 1):
                c = car + step
                while 0 <= c <= last:
                    here = self._at(state, c, True)
                    if here:
                        targets += here
                        break
                    c += step
        else:
            for c in (car - 1, car + 1):
                if 0 <= c <= last:
                    targets += self._at(state, c, False)
        if bd["char"] == "tuco":
            targets += self._at(state, car, not roof)
        return self._partner_rule(state, b, sorted(targets))

    def punch_targets(self, state: dict, b: int) -> list[int]:
        car, roof = self._space(state, b)
        return self._partner_rule(state, b, self._at(state, car, roof, but=b))

    def _loot_kinds(self, state: dict, ids: list[int]) -> list[str]:
        kinds = {state["loot"][i]["k"] for i in ids}
        return [k for k in LOOT_ORDER if k in kinds]

    def _spot(self, state: dict, car: int, roof: bool) -> list[int]:
        return state["cars"][car][1 if roof else 0]

    def _take(self, ids: list[int], state: dict, kind: str, rng) -> int:
        """Remove one loot of ``kind`` from ``ids`` (a random one for face-down purses)."""
        choices = [i for i in ids if state["loot"][i]["k"] == kind]
        pick = rng.choice(choices) if kind == "purse" and len(choices) > 1 else choices[0]
        ids.remove(pick)
        return pick

    # ------------------------------------------------------------------ turn flow
    def to_act(self, state: dict) -> list[int]:
        phase = state["phase"]
        if phase == PLAN:
            return [self.current_seat(state)]
        if phase == PICK:
            return [next(bd["seat"] for bd in state["bandits"] if bd["char"] == UNKNOWN)]
        if phase == DISCARD:  # a seat that is done may still change its discards until all are done (listed last)
            done = state["done"]
            return [s for s in range(state["players"]) if s not in done] + \
                [s for s in range(state["players"]) if s in done and (state["hands"][s] or state["pending"][s])]
        if phase == STEAL:
            return [state["pile"][0]["seat"]]
        return []

    def required_seats(self, state: dict) -> list[int]:
        if state["phase"] == DISCARD:
            return [s for s in range(state["players"]) if s not in state["done"]]
        return self.to_act(state)

    def _legal_moves(self, state: dict, seat: int) -> list[Move]:
        phase = state["phase"]
        if phase == PLAN:
            return self._plan_moves(state, seat)
        if phase == PICK:
            taken = {bd["char"] for bd in state["bandits"]}
            return [Move(f"pick:{c}", "pick", {"char": c}) for c in D.CHARACTERS if c not in taken]
        if phase == DISCARD:
            moves = [Move(f"discard:{key}", "discard", {"card": card})
                     for key, card in self._distinct(state["hands"][seat]).items()]
            moves += [Move(f"takeback:{key}", "takeback", {"card": card})
                      for key, card in self._distinct(state["pending"][seat]).items()]
            if seat not in state["done"]:
                moves.append(Move("keep", "keep"))
            return moves
        if phase == STEAL:
            return self.steal_options(state)
        return []

    @staticmethod
    def _card_key(card: str) -> str:
        kind = D.card_kind(card)
        if kind in ("bullet", "neutral"):
            return "bullet"
        return f"{D.card_bandit(card)}:{kind}"

    def _distinct(self, cards) -> dict[str, str]:
        """The first card of each key (:meth:`_card_key`), in the order given: one move per kind of card."""
        first: dict[str, str] = {}
        for card in cards:
            first.setdefault(self._card_key(card), card)
        return first

    def _plan_moves(self, state: dict, seat: int) -> list[Move]:
        hand = state["hands"][seat]
        ghost_down = (state["turn"] == 0 and state["acts"] == 0)
        moves = []
        for key, card in self._distinct(c for c in hand if D.is_action(c)).items():
            moves.append(Move(f"play:{key}", "play", {"card": card, "down": False}))
            b = D.card_bandit(card)
            if ghost_down and state["bandits"][b]["char"] == "ghost" and self.round_turns(state)[0] != "T":
                moves.append(Move(f"playdown:{key}", "play", {"card": card, "down": True}))
        if state["decks"][seat] or (state["experts"] and state["discards"][seat]):
            moves.append(Move("draw", "draw"))
        if not moves:
            moves.append(Move("pass", "pass"))
        return moves

    def _play(self, state: dict, seat: int, move: Move) -> list[Event]:
        events: list[Event] = []
        if move.kind in ("play", "draw", "pass"):
            self._plan_action(state, seat, move, events)
        elif move.kind == "pick":
            state["bandits"][seat]["char"] = move.args["char"]
            events.append(Event("picked", {"seat": seat, "char": move.args["char"]}))
            if all(bd["char"] != UNKNOWN for bd in state["bandits"]):
                self._start_round(state, events)
        elif move.kind in ("discard", "takeback"):  # a card set aside for the discard, or taken back into the hand
            card = move.args["card"]
            src, dst = ("hands", "pending") if move.kind == "discard" else ("pending", "hands")
            state[src][seat].remove(card)
            state[dst][seat].append(card)
            events.append(Event(move.kind + "_one", {"seat": seat, "card": card}, to=[seat]))
        elif move.kind == "keep":
            state["done"].append(seat)
            events.append(Event("discard_done", {"seat": seat}))
            if len(state["done"]) == state["players"]:
                for s in range(state["players"]):
                    if state["pending"][s]:
                        events.append(Event("discarded", {"seat": s, "cards": list(state["pending"][s])}))
                    state["discards"][s].extend(state["pending"][s])
                    state["pending"][s] = []
                self._begin_steal(state, events)
        else:
            self._steal_action(state, move, events)
            self._resolve(state, events)
        for e in events:
            if "car" in e.args:
                e.args["car_type"] = state["train"][e.args["car"]]
        return events

    def _plan_action(self, state: dict, seat: int, move: Move, events: list[Event]) -> None:
        turns = self.round_turns(state)
        kind = turns[state["turn"]]
        if move.kind == "play":
            card = move.args["card"]
            state["hands"][seat].remove(card)
            down = kind == "T" or move.args["down"]
            state["pile"].append({"card": card, "seat": seat, "down": down})
            if down:
                events.append(Event("played_down", {"seat": seat, "ghost": bool(move.args["down"])}))
                events.append(Event("played_down_own", {"seat": seat, "card": card}, to=[seat]))
            else:
                who = self._who(state, D.card_bandit(card))
                events.append(Event("played", {"seat": seat, "card": card, "bandit": who}))
        elif move.kind == "draw":
            with Rng(state) as rng:
                got = self._draw(state, seat, D.DRAW_COUNT, rng, events)
            events.insert(0, Event("draw", {"seat": seat, "n": got}))
        else:
            events.append(Event("pass", {"seat": seat}))
        state["acts"] += 1
        if state["acts"] < (2 if kind == "S" else 1):
            return
        state["acts"] = 0
        state["pos"] += 1
        if state["pos"] < state["players"]:
            return
        state["pos"] = 0
        state["turn"] += 1
        if state["turn"] < len(turns):
            return
        if state["experts"]:
            state["phase"] = DISCARD
            state["done"] = [s for s in range(state["players"]) if not state["hands"][s]]
            events.append(Event("discard_phase", {}))
        if not state["experts"] or len(state["done"]) == state["players"]:  # nobody left to discard
            self._begin_steal(state, events)

    def _begin_steal(self, state: dict, events: list[Event]) -> None:
        state["phase"] = STEAL
        state["done"] = []
        state["revealed"] = False
        events.append(Event("steal_phase", {}))
        self._resolve(state, events)

    # ------------------------------------------------------------------ Stealin'
    def steal_options(self, state: dict) -> list[Move]:
        entry = state["pile"][0]
        card = entry["card"]
        kind = D.card_kind(card)
        last = len(state["train"]) - 1
        if kind == "marshal":
            m = state["marshal"]
            return [Move(f"marshal:{c}", "marshal", {"car": c}) for c in (m - 1, m + 1) if 0 <= c <= last]
        b = D.card_bandit(card)
        car, roof = self._space(state, b)
        if kind == "move":
            reach = 3 if roof else 1
            cars = [c for c in range(car - reach, car + reach + 1) if c != car and 0 <= c <= last]
            return [Move(f"move:{c}", "move", {"car": c}) for c in cars]
        if kind == "floor":
            return [Move("floor", "floor")]
        if kind == "rob":
            kinds = self._loot_kinds(state, self._spot(state, car, roof))
            return [Move(f"rob:{k}", "rob", {"loot": k}) for k in kinds]
        if kind == "fire":
            return [Move(f"fire:{t}", "fire", {"target": t}) for t in self.fire_targets(state, b)]
        if kind == "punch":
            dests = [c for c in (car - 1, car + 1) if 0 <= c <= last]
            return [Move(f"punch:{t}:{k}:{c}", "punch", {"target": t, "loot": k, "car": c})
                    for t in self.punch_targets(state, b)
                    for k in self._loot_kinds(state, state["bandits"][t]["loot"]) or ["none"] for c in dests]
        return []

    def _reveal(self, state: dict, events: list[Event]) -> None:
        if not state["revealed"]:
            entry = state["pile"][0]
            entry["down"] = False
            state["revealed"] = True
            who = self._who(state, D.card_bandit(entry["card"]))
            events.append(Event("reveal", {"seat": entry["seat"], "card": entry["card"], "bandit": who}))

    def _finish_card(self, state: dict) -> None:
        entry = state["pile"].pop(0)
        seat = entry["seat"]
        (state["discards"] if state["experts"] else state["decks"])[seat].append(entry["card"])
        state["revealed"] = False

    def _resolve(self, state: dict, events: list[Event]) -> None:
        while state["pile"]:
            self._reveal(state, events)
            options = self.steal_options(state)
            if len(options) > 1:
                return
            if not options:
                events.append(Event("no_effect", {"card": state["pile"][0]["card"]}))
                self._finish_card(state)
                continue
            self._steal_action(state, options[0], events)
        self._end_round(state, events)

    def _steal_action(self, state: dict, move: Move, events: list[Event]) -> None:
        a = move.args
        if move.kind == "marshal":
            state["marshal"] = a["car"]
            events.append(Event("marshal_moves", {"car": a["car"]}))
            self._marshal_arrives(state, events)
        else:
            b = D.card_bandit(state["pile"][0]["card"])
            bd = state["bandits"][b]
            if move.kind == "move":
                bd["car"] = a["car"]
                events.append(Event("moved", {"bandit": self._who(state, b), "car": a["car"], "roof": bd["roof"]}))
                self._check_marshal(state, b, events)
            elif move.kind == "floor":
                bd["roof"] = not bd["roof"]
                events.append(Event("climbed", {"bandit": self._who(state, b), "roof": bd["roof"], "car": bd["car"]}))
                self._check_marshal(state, b, events)
            elif move.kind == "rob":
                with Rng(state) as rng:
                    self._rob(state, b, self._spot(state, bd["car"], bd["roof"]), a["loot"], rng, events)
            elif move.kind == "fire":
                self._fire(state, b, a["target"], events)
            elif move.kind == "punch":
                self._punch(state, b, a["target"], a["loot"], a["car"], events)
        self._finish_card(state)

    def _rob(self, state: dict, b: int, spot: list[int], kind: str, rng, events: list[Event]) -> None:
        """Bandit ``b`` takes a loot of ``kind`` lying in ``spot`` (Rob, Pickpocketing); only he learns a purse's
        value."""
        lid = self._take(spot, state, kind, rng)
        state["bandits"][b]["loot"].append(lid)
        events.append(Event("robbed", {"bandit": self._who(state, b), "loot": kind}))
        if kind == "purse":
            events.append(self._purse_event(state, b, lid))

    def _fire(self, state: dict, b: int, t: int, events: list[Event]) -> None:
        bd, td = state["bandits"][b], state["bandits"][t]
        card = D.bullet_card(b, bd["bullets"])
        bd["bullets"] -= 1
        bd["fired"] += 1
        self._receive(state, td["seat"], card)
        events.append(Event("shot", {"bandit": self._who(state, b), "target": self._who(state, t),
                                     "left": bd["bullets"]}))
        if bd["char"] == "django" and td["car"] != bd["car"]:
            step = 1 if td["car"] > bd["car"] else -1
            dest = td["car"] + step
            if 0 <= dest < len(state["train"]):
                td["car"] = dest
                events.append(Event("pushed", {"bandit": self._who(state, t), "car": dest, "roof": td["roof"]}))
                self._check_marshal(state, t, events)

    def _punch(self, state: dict, b: int, t: int, kind: str, dest: int, events: list[Event]) -> None:
        bd, td = state["bandits"][b], state["bandits"][t]
        if kind != "none":
            with Rng(state) as rng:
                lid = self._take(td["loot"], state, kind, rng)
            if kind == "purse" and bd["char"] == "cheyenne":
                bd["loot"].append(lid)
                events.append(Event("punched_steal", {"bandit": self._who(state, b), "target": self._who(state, t)}))
                events.append(self._purse_event(state, b, lid))
            else:
                self._spot(state, td["car"], td["roof"]).append(lid)
                events.append(Event("punched_drop", {"bandit": self._who(state, b), "target": self._who(state, t),
                                                     "loot": kind}))
        else:
            events.append(Event("punched", {"bandit": self._who(state, b), "target": self._who(state, t)}))
        td["car"] = dest
        events.append(Event("pushed", {"bandit": self._who(state, t), "car": dest, "roof": td["roof"]}))
        self._check_marshal(state, t, events)

    # ------------------------------------------------------------------ round end
    def _end_round(self, state: dict, events: list[Event]) -> None:
        event = D.ROUND_EVENT[state["round_cards"][state["round"]]]
        last = len(state["train"]) - 1
        bandits = state["bandits"]
        if event:
            events.append(Event("round_event", {"event": event}))
        if event == "angry_marshal":
            for b in self._at(state, state["marshal"], True):
                self._neutral(state, b, events)
            if state["marshal"] < last:
                state["marshal"] += 1
                events.append(Event("marshal_moves", {"car": state["marshal"]}))
                self._marshal_arrives(state, events)
        elif event == "take_it_all":
            box = state["reserve_box"]
            if box is not None:
                state["cars"][state["marshal"]][0].append(box)
                state["reserve_box"] = None
        elif event == "swivel_arm":
            for bd in bandits:
                if bd["roof"]:
                    bd["car"] = last
        elif event == "braking":
            for bd in bandits:
                if bd["roof"] and bd["car"] > 0:
                    bd["car"] -= 1
        elif event == "rebellion":
            for b, bd in enumerate(bandits):
                if not bd["roof"]:
                    self._neutral(state, b, events)
        elif event == "pickpocket":
            with Rng(state) as rng:
                for b, bd in enumerate(bandits):
                    spot = self._spot(state, bd["car"], bd["roof"])
                    if len(self._at(state, bd["car"], bd["roof"])) == 1 and "purse" in self._loot_kinds(state, spot):
                        self._rob(state, b, spot, "purse", rng, events)
        elif event == "revenge":
            for b in self._at(state, state["marshal"], True):
                bd = bandits[b]
                purses = [i for i in bd["loot"] if state["loot"][i]["k"] == "purse"]
                if purses:
                    lid = min(purses, key=lambda i: (state["loot"][i]["v"], i))
                    bd["loot"].remove(lid)
                    events.append(Event("lost_purse", {"bandit": self._who(state, b)}))
        elif event == "hostage":
            for b, bd in enumerate(bandits):
                if bd["car"] == 0:
                    bd["cash"] += D.HOSTAGE_RANSOM
                    events.append(Event("ransom", {"bandit": self._who(state, b)}))
        state["round"] += 1
        if state["round"] >= D.ROUNDS:
            self._finish(state, events)
            return
        state["first"] = (state["first"] + 1) % state["players"]
        self._start_round(state, events)

    def bandit_money(self, state: dict, b: int) -> int:
        bd = state["bandits"][b]
        return sum(state["loot"][i]["v"] for i in bd["loot"]) + bd["cash"]

    @staticmethod
    def gunslingers(state: dict) -> list[int]:
        """The bandits with the most bullets fired (at least one): the Gunslinger bonus; none in the team game."""
        top = max(bd["fired"] for bd in state["bandits"])
        if state["teams"] or top == 0:
            return []
        return [b for b, bd in enumerate(state["bandits"]) if bd["fired"] == top]

    def _finish(self, state: dict, events: list[Event]) -> None:
        n = state["players"]
        bandits = state["bandits"]
        scores = [0] * n
        for b, bd in enumerate(bandits):
            scores[bd["seat"]] += self.bandit_money(state, b)
        gunslingers = self.gunslingers(state)
        for b in gunslingers:
            scores[bandits[b]["seat"]] += D.GUNSLINGER_BONUS
        best = max(scores)
        tied = [s for s in range(n) if scores[s] == best]
        fewest = min(state["hits"][s] for s in tied)
        winners = [s for s in tied if state["hits"][s] == fewest]
        state["phase"] = OVER
        state["final"] = {"scores": scores, "winners": winners, "gunslingers": gunslingers,
                          "hits": list(state["hits"])}
        events.append(Event("game_end", dict(state["final"])))

    def result(self, state: dict) -> dict | None:
        if state["phase"] != OVER:
            return None
        return dict(state["final"])

    def evaluate(self, state: dict, seat: int) -> float:
        """For the search AI: the lead in dollars each seat's bandits would end with, from the loot they hold,
        a share of the best loot they stand on, the Gunslinger bonus to the current top shooter(s) weighted
        by the rounds played, less a little per bullet received (the tie-break)."""
        if state["phase"] == OVER:
            return super().evaluate(state, seat)
        loot, cars, bandits = state["loot"], state["cars"], state["bandits"]
        worth = [-EVAL_PER_HIT * h for h in state["hits"]]
        for bd in bandits:
            here = cars[bd["car"]][1 if bd["roof"] else 0]
            reach = max((loot[i]["v"] for i in here), default=0)
            worth[bd["seat"]] += sum(loot[i]["v"] for i in bd["loot"]) + bd["cash"] + EVAL_SPOT_SHARE * reach
        leaders = [bandits[b]["seat"] for b in self.gunslingers(state)]
        for s in leaders:
            worth[s] += D.GUNSLINGER_BONUS * (state["round"] + 1) / D.ROUNDS / len(leaders)
        return score_lead(worth, seat, EVAL_SCALE)

    # ------------------------------------------------------------------ views
    def determinize(self, state: dict, seat: int, rng) -> dict:
        """Re-deal what this seat cannot see: each bandit's deck order (its own too), and for every other
        seat its hand, its secret discards and its face-down cards in the pile, from that bandit's unseen
        cards (a seat still choosing discards is given none yet); the purse values it does not hold; the
        round cards still to come (the past ones are not in the view either)."""
        new = clone(state)
        if state["phase"] == OVER:
            return new
        n = state["players"]
        for s in range(n):
            discards = [] if state["experts"] else [new["discards"][s]]  # played openly with Experts
            if s == seat:
                deal_unseen(rng, [new["decks"][s], *discards])
                continue
            hand = new["hands"][s] + new["pending"][s]
            new["pending"][s] = []
            downs = [e for e in new["pile"] if e["down"] and e["seat"] == s]
            down_cards = [e["card"] for e in downs]
            deal_unseen(rng, [hand, new["decks"][s], down_cards, *discards])
            new["hands"][s] = hand
            for e, card in zip(downs, down_cards, strict=True):
                e["card"] = card
        mine = {i for bd in state["bandits"] if bd["seat"] == seat for i in bd["loot"]}
        purses = [i for i, lt in enumerate(state["loot"]) if lt["k"] == "purse" and i not in mine]
        values = [[state["loot"][i]["v"] for i in purses]]
        deal_unseen(rng, values)
        for i, v in zip(purses, values[0], strict=True):
            new["loot"][i]["v"] = v
        rnd = min(state["round"], D.ROUNDS - 1)
        current = state["round_cards"][rnd]
        normal = sorted(D.ROUNDS_SMALL if n <= 4 else D.ROUNDS_LARGE)
        if current in normal:
            normal.remove(current)
        rng.shuffle(normal)
        cards = normal[:D.NORMAL_ROUNDS_PLAYED]
        if rnd < D.NORMAL_ROUNDS_PLAYED:
            cards.insert(rnd, current)
            cards = cards[:D.NORMAL_ROUNDS_PLAYED] + [rng.choice(sorted(D.STATIONS))]
        else:
            cards.append(current)
        new["round_cards"] = cards
        return new

    def hidden(self, state: dict):
        return {
            **super().hidden(state),
            "pile": [e["card"] for e in state["pile"] if e["down"]],
            "purses": [lt["v"] for lt in state["loot"] if lt["k"] == "purse"],
            "rounds": state["round_cards"][state["round"] + 1:],
        }

    def _computed(self, state: dict, seat: int | None, view: dict) -> None:
        """The round in play, the loot with the purse values the seat may see, the action pile with the face-down
        cards blank (but the seat's own), the hands' sizes (pending discards included), the discards when they
        are played openly (experts), every round card once the game is over."""
        over = state["phase"] == OVER
        mine = {i for bd in state["bandits"] if bd["seat"] == seat for i in bd["loot"]}
        rnd = min(state["round"], D.ROUNDS - 1)
        view.update({
            "round": rnd + 1, "rounds": D.ROUNDS, "round_card": state["round_cards"][rnd],
            "turns": self.round_turns({**state, "round": rnd}), "to_act": self.to_act(state),
            "loot": [{"k": lt["k"], "v": lt["v"] if (over or lt["k"] != "purse" or i in mine) else None}
                     for i, lt in enumerate(state["loot"])],
            "pile": [{"seat": e["seat"], "card": e["card"] if (not e["down"] or e["seat"] == seat) else None,
                      "down": e["down"]} for e in state["pile"]],
            "strongbox_waiting": state["reserve_box"] is not None,
            "hand_sizes": [len(h) + len(p) for h, p in zip(state["hands"], state["pending"], strict=True)],
            "discards": [list(d) for d in state["discards"]] if state["experts"] else None,
        })
        if over:
            view["round_cards"] = list(state["round_cards"])
        if seat is not None:
            view["seat"] = seat
