"""Pandemic (2013 edition, base game) rules, following BGA's help page and the published rulebook.

Turn model (every pause can always be resolved, so random play ends):
- ``phase`` is ``actions`` (up to 4 actions, or "end actions"), then ``draw`` (the active player presses
  "draw 2 cards"), then, for each epidemic drawn, ``epidemic`` (its Increase and Infect are done when the
  card is drawn; the player presses "intensify"), then ``infect``: the player flips the infection cards one
  at a time (one "infect" press per card, as many as the infection rate), then the next player's
  ``actions``.
- Two epidemics drawn together are resolved separately: after the first one's Intensify the phase is
  ``epidemic_next`` (an event window), and the player presses "next epidemic" to resolve the second.
- Event cards (rulebook: any time, except while a card is being resolved): every player holding a playable
  event (in hand, or the Contingency Planner's stored one) is in ``to_act`` next to the active player at
  each pause: during the actions, before the draw, between two epidemics, before each infection card and
  after the last. During an epidemic (phase ``epidemic``, between its Infect and its Intensify) only
  Resilient Population may be played (the rulebook's one exception). Drawing, an epidemic's Increase and
  Infect, and flipping one infection card (with its outbreaks) are single moves, never interrupted.
  One Quiet Night played before the first infection card of a step skips that whole step; played after
  a card of the step was flipped, it skips the next turn's step. Multi-step choices (Airlift, Forecast,
  Government Grant, Resilient Population, Dispatcher moves, Operations Expert flight, choosing which cards
  to keep when curing) are a ``pending`` decision of one seat: only that seat acts until it is resolved.
- Hand limit 7 at all times: while a player holds more than 7 cards, ``to_act`` is only that player, who
  must discard a card or play an event card from hand. The check is deferred while epidemics drawn this
  turn are being resolved, the window between two of them included (rulebook: epidemics first, then the
  hand limit).
- ``required_seats(state)`` names the seat(s) play is waiting for; other seats in ``to_act`` only have
  optional event plays.

Choices where the page is silent (published rulebook followed, or our own choice marked ASSUMPTION):
- Setup order as in the rulebook: the 9 initial infections happen before pawns/roles are in play, so the
  Medic and the Quarantine Specialist do not prevent them. First player: ASSUMPTION drawn at random
  (the rulebook's "highest city population" would need populations).
- Epidemics: the remaining deck is split into as many piles as epidemics, sizes as equal as possible (the
  larger piles on top), one epidemic shuffled into each.
- Two epidemics drawn together are resolved one after the other (increase, infect, intensify each), with
  an event window between them (see the turn model).
- Epidemic infect: the bottom infection card gets 3 cubes (fewer if the city has cubes: it is filled to 3
  and outbreaks). Cubes that cannot be placed because the supply is empty lose the game.
- Outbreaks: each city outbreaks at most once per chain; every outbreak moves the marker; the 8th loses.
- Quarantine Specialist blocks every cube (and so outbreaks) in her city and linked cities; the Medic
  blocks cubes of cured diseases in his city and removes them on entering / when a cure is found.
- Operations Expert's "move from a station to any city discarding any City card" once per turn; a
  Dispatcher moving the Operations Expert cannot use it. Dispatcher needs no permission (cooperative).
- Government Grant with 6 stations built moves one (as building does). Forecast with fewer than 6
  infection cards rearranges those left. ASSUMPTION: if the infection deck is empty when a card must be
  drawn, its discard pile is shuffled to form a new deck (the rules never let this happen in practice).
- The Contingency Planner's stored event does not count towards the hand limit and is removed from the
  game when played. One Quiet Night skips the next "infect cities" step.
- The table's knowledge of the infection deck (issue 19): after an Intensify everyone knows which cards
  are now on top (the shuffled discard pile), not their order. ``iknown`` keeps these groups, topmost
  first, shrinking as cards are drawn (a later Intensify stacks a new group on top; an epidemic's bottom
  card leaves the lowest group when the groups cover the whole deck). A Forecast merges the groups it took
  cards from (the table then knows only their union is on top), or forgets everything when fewer than its
  cards were known. The public view shows them (``infection_known_top``) and the board lists the top group.
  States saved before this load with nothing known.
- Result: ``scores`` is the number of cured diseases for every seat (4 on a win); ``winners`` is every
  seat on a win, none on a loss; ``reason`` is ``cures``, ``outbreaks``, ``cubes`` or ``player_cards``.
"""

from __future__ import annotations

from engine import Event, Game, GameInfo, Move, Option, Rng, clone
from engine.core import deal_unseen
from engine.visibility import Visibility, secret

from .data import (
    ACTIONS_PER_TURN,
    CITIES,
    CITY_COLOR,
    CITY_INDEX,
    CODE,
    COLOR_INDEX,
    COLORS,
    CUBES_PER_COLOR,
    CURE_CARDS,
    EPIDEMIC,
    EPIDEMICS,
    EVENTS,
    FORECAST_CARDS,
    HAND_LIMIT,
    INFECTION_RATES,
    LINK_SETS,
    LINKS,
    MAX_OUTBREAKS,
    MAX_STATIONS,
    ROLES,
    SCIENTIST_CURE_CARDS,
    START_CITY,
    STARTING_HAND,
)

EVENT_SET = frozenset(EVENTS)
# the one move of a pause (else an infection card to flip): the draw, an epidemic's intensify, the second epidemic
PAUSE_MOVES = {"draw": "draw", "epidemic": "intensify", "epidemic_next": "epidemic"}


def shareable(state: dict, giver: int, city: str) -> list[str]:
    """The cards ``giver`` may share in ``city``: that city's card, or any City card for the Researcher."""
    hand = state["hands"][giver]
    if state["roles"][giver] == "researcher":
        return [c for c in hand if c in CITY_COLOR]
    return [city] if city in hand else []


class PandemicRules(Game):
    info = GameInfo(
        id="pandemic", names={"en": "Pandemic", "fr": "Pandémie"},
        min_players=2, max_players=4,
        options=(
            Option("difficulty", str, "standard", ("introductory", "standard", "heroic"),
                   names={"en": "Difficulty (4, 5 or 6 epidemic cards)",
                          "fr": "Difficulté (4, 5 ou 6 cartes Épidémie)"}),
        ),
        cooperative=True, simultaneous=True
    )
    # Hands, roles, discards and the board are open; the two decks are secret (their sizes shown). ``determinize``
    # stays its own (``dealt=False``): the player deck keeps one Epidemic per set-up pile, and the infection deck's
    # known top groups and a Forecast in progress shape the re-deal. ``hidden`` adds the cards a Forecast player is
    # rearranging; the view computes the rest (``_computed``).
    visibility = Visibility(parts=(secret("pdeck", size="player_deck", dealt=False),
                                   secret("ideck", size="infection_deck", dealt=False)),
                            public=("outbreaks", "stations", "roles", "removed", "epidemics", "epidemics_drawn", "turn",
                                    "phase", "result"))

    # ------------------------------------------------------------------ set-up
    def _setup(self, state: dict) -> None:
        n = state["players"]
        epidemics = EPIDEMICS[state["options"]["difficulty"]]
        state.update(
            cubes="0" * (4 * len(CITIES)), supply=[CUBES_PER_COLOR] * 4, stations=[START_CITY],
            pawns=[START_CITY] * n, planner=None, pdiscard=[], idiscard=[], removed=[], outbreaks=0,
            rate=0, cures=["none"] * 4, actions=ACTIONS_PER_TURN, phase="actions", ops_used=False,
            quiet=False, epi_left=0, pending=None, result=None, epidemics=epidemics, epidemics_drawn=0,
            infect_left=None, iknown=[],
        )
        with Rng(state) as rng:
            ideck = list(CITIES)
            rng.shuffle(ideck)
            state["ideck"] = ideck
            state["roles"] = rng.sample(ROLES, n)
            pcards = [*CITIES, *EVENTS]
            rng.shuffle(pcards)
            k = STARTING_HAND[n]
            state["hands"] = [sorted(pcards[i * k:(i + 1) * k], key=_card_key) for i in range(n)]
            rest = pcards[n * k:]
            piles = [rest[i::epidemics] for i in range(epidemics)]  # sizes differ by at most one
            piles.sort(key=len)  # smaller piles at the bottom, larger on top
            deck: list[str] = []
            for pile in piles:
                pile = [*pile, EPIDEMIC]
                rng.shuffle(pile)
                deck.extend(pile)  # deck top is the end of the list
            state["pdeck"] = deck
            state["turn"] = rng.randrange(n)
        for count in (3, 3, 3, 2, 2, 2, 1, 1, 1):
            city = state["ideck"].pop()
            state["idiscard"].append(city)
            ci = COLOR_INDEX[CITY_COLOR[city]]
            add_cubes(state, city, ci, count)
            state["supply"][ci] -= count

    # ------------------------------------------------------------------ queries
    def to_act(self, state: dict) -> list[int]:
        if state["result"] is not None:
            return []
        pending = state["pending"]
        if pending is not None:
            return [pending["seat"]]
        over = self._over_limit(state)
        if over is not None:
            return [over]
        active = state["turn"]
        seats = [active]  # a plain loop: to_act is on the hot path (Python 3.11 comprehensions are calls)
        for s in range(state["players"]):
            if s != active and self._playable_events(state, s):
                seats.append(s)
        return seats

    def required_seats(self, state: dict) -> list[int]:
        """The seat(s) play waits for; other seats in ``to_act`` may only play optional events."""
        return self.to_act(state)[:1]

    def result(self, state: dict) -> dict | None:
        return state["result"]

    def load(self, data: dict) -> dict:
        state = super().load(data)
        state.setdefault("iknown", [])  # states saved before the known top was tracked: nothing known
        return state

    def _over_limit(self, state: dict) -> int | None:
        if state["phase"] in ("epidemic", "epidemic_next"):
            return None
        for s, hand in enumerate(state["hands"]):
            if len(hand) > HAND_LIMIT:
                return s
        return None

    def _playable_events(self, state: dict, seat: int) -> list[str]:
        cards = [c for c in state["hands"][seat] if c in EVENT_SET]
        if state["planner"] is not None and state["roles"][seat] == "planner":
            cards.append(state["planner"])
        out = []
        mid_epidemic = state["phase"] == "epidemic"
        for c in cards:
            if mid_epidemic and c != "resilient":  # only Resilient Population between Infect and Intensify
                continue
            if c == "resilient" and not state["idiscard"]:
                continue
            if c == "forecast" and not state["ideck"]:
                continue
            if c == "quiet" and state["quiet"]:
                continue
            out.append(c)
        return out

    def need_for_cure(self, state: dict, seat: int) -> int:
        return SCIENTIST_CURE_CARDS if state["roles"][seat] == "scientist" else CURE_CARDS

    def cure_colours(self, state: dict, seat: int) -> list[str]:
        """The uncured colours ``seat`` holds enough City cards of to discover their cure."""
        held = [CITY_COLOR.get(c) for c in state["hands"][seat]]  # None for an event card
        need = self.need_for_cure(state, seat)
        return [color for ci, color in enumerate(COLORS) if state["cures"][ci] == "none" and held.count(color) >= need]

    # ------------------------------------------------------------------ legal moves
    def _legal_moves(self, state: dict, seat: int) -> list[Move]:
        pending = state["pending"]
        if pending is not None:
            return self._pending_moves(state, pending)
        over = self._over_limit(state)
        if over is not None:
            hand = state["hands"][seat]
            over_moves = [Move(f"discard:{CODE[c]}", "discard", {"card": c}) for c in hand]
            over_moves += [Move(f"event:{c}", "event", {"card": c}) for c in hand
                           if c in EVENT_SET and c in self._playable_events(state, seat)]
            return over_moves
        moves: list[Move] = []
        if seat == state["turn"]:
            phase = state["phase"]
            if phase == "actions":
                moves = self._action_moves(state, seat)
                moves.append(Move("end", "end"))
            else:
                kind = PAUSE_MOVES.get(phase, "infect")
                moves.append(Move(kind, kind))
        moves += [Move(f"event:{c}", "event", {"card": c}) for c in self._playable_events(state, seat)]
        return moves

    def _pawn_moves(self, state: dict, pawn: int, payer: int) -> list[Move]:
        """Drive, direct, shuttle and charter for ``pawn``, the cards coming from ``payer``'s hand."""
        here = state["pawns"][pawn]
        hand = state["hands"][payer]
        stations = state["stations"]
        moves = [Move(f"drive:{CODE[c]}", "drive", {"pawn": pawn, "to": c}) for c in LINKS[here]]
        moves += [Move(f"direct:{CODE[c]}", "direct", {"pawn": pawn, "to": c}) for c in hand
                  if c != here and c in CITY_COLOR]
        if here in stations:
            moves += [Move(f"shuttle:{CODE[c]}", "shuttle", {"pawn": pawn, "to": c}) for c in stations if c != here]
        if here in hand:
            moves += [Move(f"charter:{CODE[c]}", "charter", {"pawn": pawn, "to": c}) for c in CITIES if c != here]
        return moves

    def _join_moves(self, state: dict, pawn: int) -> list[Move]:
        """The Dispatcher's: ``pawn`` to a city holding another pawn."""
        pawns = state["pawns"]
        others = {c for s, c in enumerate(pawns) if s != pawn and c != pawns[pawn]}
        return [Move(f"join:{CODE[c]}", "join", {"pawn": pawn, "to": c}) for c in sorted(others, key=CITIES.index)]

    def _action_moves(self, state: dict, seat: int) -> list[Move]:
        role = state["roles"][seat]
        here = state["pawns"][seat]
        hand = state["hands"][seat]
        moves = self._pawn_moves(state, seat, seat)
        pawns = state["pawns"]
        n = state["players"]
        if role == "dispatcher":
            moves += self._join_moves(state, seat)
            moves += [Move(f"dispatch:{s}", "dispatch", {"pawn": s}) for s in range(n) if s != seat]
        stations = state["stations"]
        if role == "operations" and not state["ops_used"] and here in stations:
            moves += [Move(f"opsfly:{CODE[c]}", "opsfly", {"card": c}) for c in dict.fromkeys(hand) if c in CITY_COLOR]
        if here not in stations and (role == "operations" or here in hand):
            if len(stations) < MAX_STATIONS:
                moves.append(Move("build", "build", {}))
            else:
                moves += [Move(f"build:{CODE[c]}", "build", {"remove": c}) for c in stations]
        cubes = cubes_at(state, here)
        for ci in range(4):
            if cubes[ci]:
                moves.append(Move(f"treat:{COLORS[ci]}", "treat", {"color": COLORS[ci]}))
        for s in range(n):
            if s == seat or pawns[s] != here:  # sharing needs the same city
                continue
            moves += [Move(f"give:{s}:{CODE[c]}", "give", {"to": s, "card": c}) for c in shareable(state, seat, here)]
            moves += [Move(f"take:{s}:{CODE[c]}", "take", {"from": s, "card": c}) for c in shareable(state, s, here)]
        if here in stations:
            moves += [Move(f"cure:{color}", "cure", {"color": color}) for color in self.cure_colours(state, seat)]
        if role == "planner" and state["planner"] is None:
            moves += [Move(f"plan:{c}", "plan", {"card": c}) for c in EVENTS if c in state["pdiscard"]]
        return moves

    def _pending_moves(self, state: dict, p: dict) -> list[Move]:
        kind = p["kind"]
        if kind == "dispatch":
            return self._pawn_moves(state, p["pawn"], p["seat"]) + self._join_moves(state, p["pawn"])
        if kind in ("opsfly", "airlift_to"):
            here = state["pawns"][p["pawn"]]
            return [Move(f"to:{CODE[c]}", kind, {"to": c}) for c in CITIES if c != here]
        if kind == "airlift":
            return [Move(f"pawn:{s}", "airlift", {"pawn": s}) for s in range(state["players"])]
        if kind == "grant":
            return [Move(f"to:{CODE[c]}", "grant", {"to": c}) for c in CITIES if c not in state["stations"]]
        if kind == "grant_remove":
            return [Move(f"remove:{CODE[c]}", kind, {"remove": c}) for c in state["stations"]]
        if kind == "resilient":
            return [Move(f"remove:{CODE[c]}", "resilient", {"card": c})
                    for c in sorted(set(state["idiscard"]), key=CITIES.index)]
        if kind == "forecast":
            return [Move(f"next:{CODE[c]}", "forecast", {"card": c}) for c in p["cards"]]
        if kind == "cure":
            color = p["color"]
            return [Move(f"keep:{CODE[c]}", "cure_keep", {"card": c}) for c in state["hands"][p["seat"]]
                    if CITY_COLOR.get(c) == color and c not in p["keep"]]
        raise AssertionError(f"unknown pending {kind}")

    # ------------------------------------------------------------------ playing
    def _play(self, state: dict, seat: int, move: Move) -> list[Event]:
        events: list[Event] = []
        kind, a = move.kind, move.args
        pending = state["pending"]
        if pending is not None:
            self._play_pending(state, seat, pending, move, events)
            return events
        if kind == "discard":
            self._discard_from_hand(state, seat, a["card"])
            events.append(Event("discard", {"seat": seat, "card": a["card"]}))
        elif kind == "event":
            self._play_event(state, seat, a["card"], events)
        elif kind == "end":
            events.append(Event("end_actions", {"seat": seat, "left": state["actions"]}))
            state["actions"] = 0
            state["phase"] = "draw"
        elif kind == "draw":
            self._draw(state, seat, events)
        elif kind == "intensify":
            self._intensify(state, events)
        elif kind == "epidemic":
            state["epi_left"] -= 1
            state["phase"] = "epidemic"
            self._epidemic(state, events)
        elif kind == "infect":
            self._infect_step(state, events)
        else:
            self._action(state, seat, move, events)
        return events

    # ---- actions
    def _action(self, state: dict, seat: int, move: Move, events: list[Event]) -> None:
        kind, a = move.kind, move.args
        hand = state["hands"][seat]
        here = state["pawns"][seat]
        if kind in ("drive", "direct", "charter", "shuttle", "join"):
            self._move_pawn(state, seat, a["pawn"], a["to"], kind, events)
        elif kind == "dispatch":
            state["pending"] = {"seat": seat, "kind": "dispatch", "pawn": a["pawn"]}
            return
        elif kind == "opsfly":
            state["pending"] = {"seat": seat, "kind": "opsfly", "pawn": seat, "card": a["card"]}
            return
        elif kind == "build":
            if state["roles"][seat] != "operations":
                self._discard_from_hand(state, seat, here)
            if "remove" in a:
                state["stations"].remove(a["remove"])
            state["stations"].append(here)
            events.append(Event("build", {"seat": seat, "city": here, "removed": a.get("remove")}))
        elif kind == "treat":
            ci = COLOR_INDEX[a["color"]]
            n = cube_count(state, here, ci)
            if state["cures"][ci] == "none" and state["roles"][seat] != "medic":
                n = 1
            add_cubes(state, here, ci, -n)
            state["supply"][ci] += n
            events.append(Event("treat", {"seat": seat, "city": here, "color": a["color"], "n": n}))
            self._check_eradication(state, ci, events)
        elif kind in ("give", "take"):
            giver, receiver = (seat, a["to"]) if kind == "give" else (a["from"], seat)
            state["hands"][giver].remove(a["card"])
            state["hands"][receiver].append(a["card"])
            state["hands"][receiver].sort(key=_card_key)
            events.append(Event("share", {"giver": giver, "receiver": receiver, "card": a["card"], "by": seat}))
        elif kind == "cure":
            color = a["color"]
            cards = [c for c in hand if CITY_COLOR.get(c) == color]
            need = self.need_for_cure(state, seat)
            if len(cards) > need:
                state["pending"] = {"seat": seat, "kind": "cure", "color": color, "keep": []}
                return
            self._cure(state, seat, color, cards, events)
        elif kind == "plan":
            state["pdiscard"].remove(a["card"])
            state["planner"] = a["card"]
            events.append(Event("plan", {"seat": seat, "card": a["card"]}))
        else:
            raise AssertionError(kind)
        self._spend_action(state)

    def _spend_action(self, state: dict) -> None:
        if state["result"] is not None:
            return
        state["actions"] -= 1
        if state["actions"] <= 0:
            state["actions"] = 0
            state["phase"] = "draw"

    def _discard_from_hand(self, state: dict, seat: int, card: str) -> None:
        state["hands"][seat].remove(card)
        state["pdiscard"].append(card)

    def _move_pawn(self, state: dict, seat: int, pawn: int, to: str, how: str, events: list[Event]) -> None:
        """Move ``pawn``; a flight's card comes from ``seat``'s hand (the Dispatcher pays for the pawns he moves)."""
        frm = state["pawns"][pawn]
        if how == "direct":
            self._discard_from_hand(state, seat, to)
        elif how == "charter":
            self._discard_from_hand(state, seat, frm)
        state["pawns"][pawn] = to
        events.append(Event("move", {"seat": seat, "pawn": pawn, "from": frm, "to": to, "how": how}))
        if state["roles"][pawn] == "medic":
            self._medic_sweep(state, events)

    def _medic_sweep(self, state: dict, events: list[Event]) -> None:
        if "medic" not in state["roles"]:
            return
        medic = state["roles"].index("medic")
        city = state["pawns"][medic]
        cubes = cubes_at(state, city)
        for ci in range(4):
            if cubes[ci] and state["cures"][ci] != "none":
                n = cubes[ci]
                add_cubes(state, city, ci, -n)
                state["supply"][ci] += n
                events.append(Event("medic", {"seat": medic, "city": city, "color": COLORS[ci], "n": n}))
                self._check_eradication(state, ci, events)

    def _check_eradication(self, state: dict, ci: int, events: list[Event]) -> None:
        if state["cures"][ci] == "cured" and state["supply"][ci] == CUBES_PER_COLOR:
            state["cures"][ci] = "eradicated"
            events.append(Event("eradicated", {"color": COLORS[ci]}))

    def _cure(self, state: dict, seat: int, color: str, cards: list[str], events: list[Event]) -> None:
        for c in cards:
            self._discard_from_hand(state, seat, c)
        ci = COLOR_INDEX[color]
        state["cures"][ci] = "cured"
        events.append(Event("cure", {"seat": seat, "color": color, "cards": list(cards)}))
        self._check_eradication(state, ci, events)
        self._medic_sweep(state, events)
        if all(c != "none" for c in state["cures"]):
            self._end(state, True, "cures", events)

    # ---- pending decisions
    def _play_pending(self, state: dict, seat: int, p: dict, move: Move, events: list[Event]) -> None:
        kind, a = p["kind"], move.args
        if kind == "dispatch":
            state["pending"] = None
            self._move_pawn(state, seat, p["pawn"], a["to"], move.kind, events)
            self._spend_action(state)
        elif kind == "opsfly":
            state["pending"] = None
            self._discard_from_hand(state, seat, p["card"])
            state["ops_used"] = True
            events.append(Event("ops_card", {"seat": seat, "card": p["card"]}))
            self._move_pawn(state, seat, seat, a["to"], "opsfly", events)
            self._spend_action(state)
        elif kind == "cure":
            p["keep"].append(a["card"])
            hand = state["hands"][seat]
            cards = [c for c in hand if CITY_COLOR.get(c) == p["color"] and c not in p["keep"]]
            if len(cards) == self.need_for_cure(state, seat):
                state["pending"] = None
                self._cure(state, seat, p["color"], cards, events)
                self._spend_action(state)
        elif kind == "airlift":
            state["pending"] = {"seat": seat, "kind": "airlift_to", "pawn": a["pawn"]}
        elif kind == "airlift_to":
            state["pending"] = None
            self._move_pawn(state, seat, p["pawn"], a["to"], "airlift", events)
        elif kind == "grant" and len(state["stations"]) >= MAX_STATIONS:  # one of the 6 stations moves
            state["pending"] = {"seat": seat, "kind": "grant_remove", "city": a["to"]}
        elif kind in ("grant", "grant_remove"):
            state["pending"] = None
            city, removed = (a["to"], None) if kind == "grant" else (p["city"], a["remove"])
            if removed:
                state["stations"].remove(removed)
            state["stations"].append(city)
            events.append(Event("build", {"seat": seat, "city": city, "removed": removed, "grant": True}))
        elif kind == "resilient":
            state["pending"] = None
            state["idiscard"].remove(a["card"])
            state["removed"].append(a["card"])
            events.append(Event("resilient", {"seat": seat, "city": a["card"]}))
        elif kind == "forecast":
            p["order"].append(a["card"])
            p["cards"].remove(a["card"])
            if len(p["cards"]) <= 1:
                order = p["order"] + p["cards"]  # first chosen is the new top card
                state["ideck"].extend(reversed(order))
                state["pending"] = None
                events.append(Event("forecast_done", {"seat": seat}))
                events.append(Event("forecast_order", {"seat": seat, "cards": order}, to=[seat]))
        else:
            raise AssertionError(kind)

    # ---- events
    def _play_event(self, state: dict, seat: int, card: str, events: list[Event]) -> None:
        stored = card not in state["hands"][seat]  # the Contingency Planner's: removed from the game
        if stored:
            state["planner"] = None
            state["removed"].append(card)
        else:
            self._discard_from_hand(state, seat, card)
        events.append(Event("event", {"seat": seat, "card": card, "stored": stored}))
        if card == "quiet":
            state["quiet"] = True
        elif card in ("airlift", "grant", "resilient"):  # a choice to make: pending
            state["pending"] = {"seat": seat, "kind": card}
        elif card == "forecast":
            k = min(FORECAST_CARDS, len(state["ideck"]))
            top = [state["ideck"].pop() for _ in range(k)]  # top card first
            if k <= 1:
                state["ideck"].extend(top)
                return
            _known_forecast(state, k)
            state["pending"] = {"seat": seat, "kind": "forecast", "cards": top, "order": []}
            events.append(Event("forecast_cards", {"seat": seat, "cards": list(top)}, to=[seat]))

    # ---- drawing, epidemics, infections
    def _draw(self, state: dict, seat: int, events: list[Event]) -> None:
        deck = state["pdeck"]
        if len(deck) < 2:
            events.append(Event("deck_empty", {}))
            self._end(state, False, "player_cards", events)
            return
        drawn = [deck.pop(), deck.pop()]
        hand = state["hands"][seat]
        hand += [c for c in drawn if c != EPIDEMIC]
        hand.sort(key=_card_key)
        epidemics = drawn.count(EPIDEMIC)
        events.append(Event("draw", {"seat": seat, "cards": drawn}))
        if epidemics:
            state["epi_left"] = epidemics - 1
            state["phase"] = "epidemic"
            self._epidemic(state, events)
        else:
            state["phase"] = "infect"

    def _epidemic(self, state: dict, events: list[Event]) -> None:
        state["pdiscard"].append(EPIDEMIC)
        state["epidemics_drawn"] += 1
        state["rate"] = min(state["rate"] + 1, len(INFECTION_RATES) - 1)
        self._refill_ideck(state)
        _known_bottom(state)
        city = state["ideck"].pop(0)  # bottom card
        state["idiscard"].append(city)
        ci = COLOR_INDEX[CITY_COLOR[city]]
        events.append(Event("epidemic", {"city": city, "color": COLORS[ci], "rate": INFECTION_RATES[state["rate"]]}))
        if state["cures"][ci] != "eradicated":
            self._add_cubes(state, city, ci, 3, [], events)

    def _intensify(self, state: dict, events: list[Event]) -> None:
        pile = state["idiscard"]
        with Rng(state) as rng:
            rng.shuffle(pile)
        state["ideck"].extend(pile)
        state["idiscard"] = []
        if pile:  # the table knows which cards are now on top, not their order
            state["iknown"].insert(0, sorted(pile, key=CITIES.index))
        events.append(Event("intensify", {"n": len(pile)}))
        # a second epidemic drawn with this one waits for its own move: events may be played in between
        state["phase"] = "epidemic_next" if state["epi_left"] > 0 else "infect"

    def _refill_ideck(self, state: dict) -> None:
        if not state["ideck"]:
            pile = state["idiscard"]
            with Rng(state) as rng:
                rng.shuffle(pile)
            state["ideck"] = pile
            state["idiscard"] = []
            state["iknown"] = [sorted(pile, key=CITIES.index)] if pile else []

    def _infect_step(self, state: dict, events: list[Event]) -> None:
        """Flip one infection card (the step's first press may instead be skipped by One Quiet Night)."""
        left = state.get("infect_left")
        if left is None:
            if state["quiet"]:
                state["quiet"] = False
                events.append(Event("quiet_night", {}))
                self._next_turn(state, events)
                return
            left = INFECTION_RATES[state["rate"]]
        self._refill_ideck(state)
        city = state["ideck"].pop()
        _known_top(state, city)
        state["idiscard"].append(city)
        ci = COLOR_INDEX[CITY_COLOR[city]]
        left -= 1
        events.append(Event("infect", {"city": city, "color": COLORS[ci], "left": left}))
        if state["cures"][ci] != "eradicated":
            self._add_cubes(state, city, ci, 1, [], events)
        if state["result"] is not None:
            return
        if left > 0:
            state["infect_left"] = left  # an event window before the next card
            return
        self._next_turn(state, events)

    def _next_turn(self, state: dict, events: list[Event]) -> None:
        state["infect_left"] = None
        state["turn"] = (state["turn"] + 1) % state["players"]
        state["actions"] = ACTIONS_PER_TURN
        state["ops_used"] = False
        state["phase"] = "actions"
        events.append(Event("turn", {"seat": state["turn"]}))

    def _blocked(self, state: dict, city: str, ci: int) -> bool:
        roles, pawns = state["roles"], state["pawns"]
        for s, role in enumerate(roles):
            if role == "quarantine":
                where = pawns[s]
                if where == city or city in LINK_SETS[where]:
                    return True
            elif role == "medic" and pawns[s] == city and state["cures"][ci] != "none":
                return True
        return False

    def _add_cubes(self, state: dict, city: str, ci: int, n: int, chain: list[str], events: list[Event]) -> None:
        """Place ``n`` cubes of colour ``ci`` on ``city``; a 4th cube makes it outbreak (once per chain)."""
        if state["result"] is not None:
            return
        if self._blocked(state, city, ci):
            events.append(Event("prevented", {"city": city, "color": COLORS[ci]}))
            return
        place = min(n, 3 - cube_count(state, city, ci))
        if place > 0:
            if state["supply"][ci] < place:
                add_cubes(state, city, ci, state["supply"][ci])
                state["supply"][ci] = 0
                events.append(Event("no_cubes", {"color": COLORS[ci]}))
                self._end(state, False, "cubes", events)
                return
            add_cubes(state, city, ci, place)
            state["supply"][ci] -= place
            events.append(Event("cubes", {"city": city, "color": COLORS[ci], "n": place}))
        if n > place:
            self._outbreak(state, city, ci, chain, events)

    def _outbreak(self, state: dict, city: str, ci: int, chain: list[str], events: list[Event]) -> None:
        if city in chain or state["result"] is not None:
            return
        chain.append(city)
        state["outbreaks"] += 1
        events.append(Event("outbreak", {"city": city, "color": COLORS[ci], "outbreaks": state["outbreaks"]}))
        if state["outbreaks"] >= MAX_OUTBREAKS:
            self._end(state, False, "outbreaks", events)
            return
        for other in LINKS[city]:  # (once the game is lost, _add_cubes does nothing)
            if other not in chain:
                self._add_cubes(state, other, ci, 1, chain, events)

    def _end(self, state: dict, won: bool, reason: str, events: list[Event]) -> None:
        n = state["players"]
        cured = sum(1 for c in state["cures"] if c != "none")
        state["result"] = {"scores": [cured] * n, "winners": list(range(n)) if won else [], "reason": reason,
                           "won": won}
        state["pending"] = None
        events.append(Event("game_end", {"won": won, "reason": reason, "cured": cured}))

    # ------------------------------------------------------------------ search hooks
    def determinize(self, state: dict, seat: int, rng) -> dict:
        """Reshuffle what nobody sees, keeping the player deck's public structure: each pile of the set-up
        still holds one Epidemic until it is drawn, at a random place in the pile; the infection deck is
        reshuffled whole (the view does not say which cards went back on top at the last epidemic), and so
        are the cards another player is rearranging with Forecast."""
        new = clone(state)
        n, e = state["players"], state["epidemics"]
        rest = len(CITIES) + len(EVENTS) - n * STARTING_HAND[n]
        sizes = sorted(rest // e + (i < rest % e) + 1 for i in range(e))  # bottom pile first
        deck = [c for c in state["pdeck"] if c != EPIDEMIC]
        deal_unseen(rng, [deck])
        left = len(state["pdeck"])
        epidemics_left = e - state["epidemics_drawn"]
        out, start = [], 0
        for size in sizes:
            end = min(start + size, left)
            if end <= start:
                break
            out.append((end - start, end == start + size))
            start = end
        full = sum(1 for _, whole in out if whole)
        pdeck = []
        for k, whole in out:
            epi = whole or epidemics_left > full
            cards, deck = deck[:k - epi], deck[k - epi:]
            if epi:
                cards.insert(rng.randrange(len(cards) + 1), EPIDEMIC)
            pdeck += cards
        new["pdeck"] = pdeck
        p = new["pending"]
        known = [list(g) for g in state.get("iknown", [])]
        top_first = list(reversed(new["ideck"]))
        hidden_forecast = p is not None and p["kind"] == "forecast" and p["seat"] != seat
        if hidden_forecast:  # the forecast cards are the top of the stack the groups describe
            top_first = p["order"] + p["cards"] + top_first
        elif p is not None and p["kind"] == "forecast" and known:  # the forecaster sees them: not in the deck
            held = set(p["order"]) | set(p["cards"])
            known = [g for g in [[c for c in known[0] if c not in held], *known[1:]] if g]
        m = sum(len(g) for g in known)
        unknown = top_first[m:]
        deal_unseen(rng, [unknown])
        stack: list[str] = []
        for g in known:
            cards = sorted(g, key=CITIES.index)
            rng.shuffle(cards)
            stack += cards
        stack += unknown
        if hidden_forecast:
            a, b = len(p["order"]), len(p["cards"])
            p["order"], p["cards"], stack = stack[:a], stack[a:a + b], stack[a + b:]
        new["ideck"] = stack[::-1]
        return new

    def evaluate(self, state: dict, seat: int) -> float:
        """The team's prospects (issue 19), for the search's truncated rollouts: cures found weigh most, then
        the cards towards the next cures (the best hand of each uncured colour, squared so that one full hand
        beats cards spread out), then few outbreaks, few cubes on the board (3-cube cities count extra) and a
        low infection rate."""
        result = state["result"]
        if result is not None:
            return 1.0 if result["won"] else 0.0
        cures = state["cures"]
        cured = sum(1 for c in cures if c != "none")
        progress = 0.0
        needs = [self.need_for_cure(state, s) for s in range(state["players"])]
        for i, colour in enumerate(COLORS):
            if cures[i] == "none":  # the hand nearest this cure
                best = max(min(sum(1 for c in hand if CITY_COLOR.get(c) == colour), need) / need
                           for hand, need in zip(state["hands"], needs, strict=True))
                progress += best * best
        cubes = state["cubes"]
        on_board = 4 * CUBES_PER_COLOR - sum(state["supply"])
        threes = cubes.count("3")
        value = (0.2 + 0.16 * cured + 0.06 * progress - 0.035 * state["outbreaks"] - 0.002 * on_board
                 - 0.008 * threes - 0.01 * state["rate"])
        return min(0.99, max(0.01, value))

    # ------------------------------------------------------------------ views
    def hidden(self, state: dict) -> dict:
        """What some seat cannot see: the order of the player deck (shuffled once at setup, so every draw
        reveals it) and of the infection deck, and the cards a Forecast player is rearranging. Hands,
        roles, discards and the board are open."""
        p = state["pending"]
        forecast = list(p["cards"]) if p is not None and p["kind"] == "forecast" else None
        return {**super().hidden(state), "forecast": forecast}

    def _computed(self, state: dict, seat: int | None, view: dict) -> None:
        cities = {}  # a plain loop: faster here than a comprehension (whose outer names are cell lookups)
        stations, cubes = state["stations"], state["cubes"]  # 4 digits a city, in CITIES order (``cubes_at``)
        blue, yellow, black, red = COLORS
        for i, c in enumerate(CITIES):
            k = 4 * i
            cities[c] = {"color": CITY_COLOR[c], "links": list(LINKS[c]),
                         "cubes": {blue: ord(cubes[k]) - 48, yellow: ord(cubes[k + 1]) - 48,
                                   black: ord(cubes[k + 2]) - 48, red: ord(cubes[k + 3]) - 48},
                         "station": c in stations}
        p = state["pending"]
        pending: dict | None = None
        if p is not None:  # not the city a Grant waits to build on, nor an Operations flight's card
            pending = {k: p[k] for k in ("seat", "kind", "pawn", "color") if k in p}
            if p["kind"] == "cure":
                pending["keep"] = list(p["keep"])
            if p["kind"] == "forecast":  # only how many cards the forecaster still holds
                pending["cards_left"] = len(p["cards"])
        view.update({
            "cities": cities,
            "max_outbreaks": MAX_OUTBREAKS,
            "infection_rate": INFECTION_RATES[state["rate"]],
            "infection_rate_track": state["rate"],
            "cures": {COLORS[i]: state["cures"][i] for i in range(4)},
            "pawns": {s: city for s, city in enumerate(state["pawns"])},
            "supply": {COLORS[i]: state["supply"][i] for i in range(4)},
            "hands": [list(h) for h in state["hands"]],  # hands are open in Pandemic
            "planner_event": state["planner"],
            "player_discard": list(state["pdiscard"]),
            # the cards known to be on top of the infection deck (shuffled back at an epidemic), topmost
            # group first; each group's order is unknown
            "infection_known_top": [list(g) for g in state.get("iknown", [])],
            "infection_discard": list(state["idiscard"]),
            "difficulty": state["options"]["difficulty"],
            "actions_left": state["actions"],
            "infections_left": state.get("infect_left"),
            "epidemics_pending": state["epi_left"] if state["phase"] in ("epidemic", "epidemic_next") else 0,
            "quiet_night": state["quiet"],
            "pending": pending,
            "to_act": self.to_act(state),
        })
        if seat is not None:
            view["seat"] = seat
            view["hand"] = list(state["hands"][seat])
            view["role"] = state["roles"][seat]
            if p is not None and p["kind"] == "forecast" and p["seat"] == seat:
                view["forecast"] = {"cards": list(p["cards"]), "order": list(p["order"])}


def _known_top(state: dict, card: str) -> None:
    """The top infection card was drawn: it leaves the topmost known group."""
    known = state.get("iknown")
    if known:
        known[0].remove(card)
        if not known[0]:
            known.pop(0)


def _known_bottom(state: dict) -> None:
    """The bottom infection card is about to be drawn (an epidemic): it leaves the lowest known group
    when the known groups cover the whole deck."""
    known = state.get("iknown")
    if known and sum(len(g) for g in known) >= len(state["ideck"]):
        known[-1].remove(state["ideck"][0])
        if not known[-1]:
            known.pop()


def _known_forecast(state: dict, k: int) -> None:
    """The top ``k`` cards are taken for a Forecast and go back on top in an order only the forecaster
    knows: the groups they came from merge into one (the table knows the set, not which went where); if
    the known groups are fewer than ``k`` cards, the table no longer knows anything about the top."""
    known = state.get("iknown")
    if not known:
        return
    total, j = 0, 0
    while j < len(known) and total < k:
        total += len(known[j])
        j += 1
    if total < k:
        state["iknown"] = []
        return
    merged = sorted((c for g in known[:j] for c in g), key=CITIES.index)
    state["iknown"] = [merged, *known[j:]]


def cubes_at(state: dict, city: str) -> list[int]:
    """The 4 cube counts (blue, yellow, black, red) on ``city``; the state keeps them as a digit string."""
    k = CITY_INDEX[city] * 4
    return [ord(ch) - 48 for ch in state["cubes"][k:k + 4]]


def cube_count(state: dict, city: str, ci: int) -> int:
    return ord(state["cubes"][CITY_INDEX[city] * 4 + ci]) - 48


def add_cubes(state: dict, city: str, ci: int, delta: int) -> None:
    """Change the cube count of one colour on one city (the supply is kept by the caller)."""
    k = CITY_INDEX[city] * 4 + ci
    s = state["cubes"]
    state["cubes"] = s[:k] + chr(ord(s[k]) + delta) + s[k + 1:]


def set_cubes(state: dict, city: str, color: str, n: int, supply: bool = True) -> None:
    """Put exactly ``n`` cubes of ``color`` on ``city`` (for tests), adjusting the supply if asked."""
    ci = COLOR_INDEX[color]
    delta = n - cube_count(state, city, ci)
    add_cubes(state, city, ci, delta)
    if supply:
        state["supply"][ci] -= delta


def _card_key(card: str) -> tuple:
    if card in CITY_COLOR:
        return (COLOR_INDEX[CITY_COLOR[card]], CITIES.index(card))
    return (9, card)
