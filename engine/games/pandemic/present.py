"""Pandemic presentation (board, hands, move labels, event texts, map picture) and a cooperative AI."""

from __future__ import annotations

import random
from collections import deque

from engine import Event, Move

from .card_texts import card_infos
from .data import (
    CITIES,
    CITY_COLOR,
    COLOR_INDEX,
    COLORS,
    EPIDEMIC,
    EVENTS,
    HAND_LIMIT,
    INFECTION_RATES,
    LINKS,
    MAX_STATIONS,
    STARTING_HAND,
)
from .rules import PandemicRules, cube_count, cubes_at, shareable
from .text import TEXTS, city_name
from .views import PublicView, SeatView

WAIT = False  # a giver on its meeting city ends its turn there
RISK_BASE = 0.3  # weight of a city's cubes when its card is not expected soon
OUTBREAK_WEIGHT = 20.0  # extra weight of a city at 3 cubes
QUIET_THREAT = 0.6  # expected outbreaks of the coming infection step that call for One Quiet Night
FAR_STATION = 2  # build a station this many actions from the nearest one
BUILD_SAME = 2  # a builder (not the Operations Expert) spends the city's card holding at most this many of its colour
FLY_VALUE = 2.5  # spend a card worth at most this on a direct flight to a hot city ...
FLY_DIST = 3  # ... at least this far
DIST_EXP = 1.5  # a hot city's danger is divided by (1 + the actions to reach it) ** DIST_EXP
TREAT_GATE = 0.3  # on the way, treat here if its danger is at least this share of the target's discounted one
CLAIM = 0.5  # a hot city nearer to a teammate (who will see to it) is worth this much to me
SCARCE = 0.5  # each cure found makes the cards of the colours left this much more precious
COLLECT_BONUS = 2.0
CURED_BONUS = 1.5  # cubes of a cured colour go in one action: worth more per action
EPI_RISK = 1.0  # weight of the risk that an Epidemic brings the discard pile's cities back on top
URGENT = 0.1  # reach and treat this turn a 3-cube city at least this likely to outbreak in the coming infection step
URGENT_FLY = 2.5  # ... flying there with a card worth at most this
ALLIN = 3  # with at most this many player cards per player left ...
ALLIN_OB = 6  # ... fewer outbreaks than this ...
ALLIN_CUBES = 4  # ... and more cubes of each colour than this, the team plays for the cures only
FREE_FLY = True  # fly with the cards the hand limit would make this seat discard after its draw
SCARCE_SUPPLY = 8  # a colour with fewer cubes than this left in the supply ...
SCARCE_WEIGHT = 1.0  # ... has its cubes on the board weigh up to (1 + this) times more
CHAIN_WEIGHT = 0.5  # a 3-cube city's outbreak weight grows by this per neighbour at 3 cubes of its colour
GIVE_FULL = 0.0  # give to a full hand (7 cards) a card worth more than this to the receiver
HORIZON = 1  # rounds of infection cards a city's danger looks ahead (measured: 2 is no better)
MEET_GAP = 2  # a collector this many cards short of a cure is worth walking to
# at most this many cities away (-1: no meetings; measured twice, also with a one-meeting-completes-the-cure
# rule: walking to meet cost more outbreaks than it saved)
MEET_DIST = -1
MEET_LATE = 3  # in the last rounds (the player deck holds at most this many cards per player) ...
MEET_LATE_DIST = 6  # ... walk this far to meet
EVENT_VALUE = {"quiet": 5.0, "resilient": 5.0, "airlift": 4.0, "grant": 4.0, "forecast": 3.0}
DOT = {"blue": "🔵", "yellow": "🟡", "black": "⚫", "red": "🔴"}


def _distances(src: str) -> dict[str, int]:
    """Drives from ``src`` to each city (breadth first)."""
    dist = {src: 0}
    queue = deque([src])
    while queue:
        c = queue.popleft()
        for nb in LINKS[c]:
            if nb not in dist:
                dist[nb] = dist[c] + 1
                queue.append(nb)
    return dist


DIST = {c: _distances(c) for c in CITIES}
_SD_CACHE: dict[tuple, dict[str, int]] = {}


def station_dists(stations: list[str]) -> dict[str, int]:
    """Each city's distance (drives) to its nearest research station (cached per set of stations)."""
    key = tuple(stations)
    sd = _SD_CACHE.get(key)
    if sd is None:
        if len(_SD_CACHE) > 64:
            _SD_CACHE.clear()
        rows = [DIST[s] for s in stations]
        sd = {c: min(r[c] for r in rows) for c in CITIES}
        _SD_CACHE[key] = sd
    return sd


def travel(sd: dict[str, int], a: str, b: str) -> int:
    """Actions to go from ``a`` to ``b`` by drives and one shuttle flight between stations."""
    d = DIST[a][b]
    via = sd[a] + 1 + sd[b]
    return via if via < d else d


def epidemic_chance(state: dict, draws: int) -> float:
    """The chance that the next ``draws`` player cards hold an Epidemic, from the deck's public structure: the
    set-up piles (larger ones on top) each hold one Epidemic, so the deck's size and the epidemics drawn tell
    which pile is being drawn and whether its Epidemic is still in it."""
    n, e = state["players"], state["epidemics"]
    rest = len(CITIES) + len(EVENTS) - n * STARTING_HAND[n]
    sizes = sorted((rest // e + (i < rest % e) + 1 for i in range(e)), reverse=True)  # top pile first
    drawn = sum(sizes) - len(state["pdeck"])
    done = state["epidemics_drawn"]
    none, start = 1.0, 0
    for i, size in enumerate(sizes):
        end = start + size
        if end > drawn and draws > 0:
            lo = max(start, drawn)
            k = min(draws, end - lo)
            if i >= done:  # this pile's Epidemic is still among its cards lo..end
                none *= 1.0 - k / (end - lo)
            draws -= k
        start = end
    return 1.0 - none


def card_text(lang: str, card: str) -> str:
    if card in CITY_COLOR:
        return DOT[CITY_COLOR[card]] + city_name(lang, card)
    return "⚡" + TEXTS.t(lang, card)


def colour_text(lang: str, colour: str) -> str:
    return f"{DOT[colour]} {TEXTS.t(lang, colour).lower()}"


def _pawn(view: PublicView, seat: int) -> str:
    pawns = view["pawns"]  # seat keys are ints, or strings after a JSON round trip
    return pawns[seat] if seat in pawns else pawns[str(seat)]


class Pandemic(PandemicRules):
    texts = TEXTS
    catalogue = card_infos
    event_seats = ("giver", "receiver", "pawn")
    event_words = {
        "city": city_name,
        "to": city_name,
        "color": colour_text,
        "card": card_text,
        "cards": lambda lang, cards: ", ".join(card_text(lang, c) for c in cards),
    }

    # ------------------------------------------------------------------ card texts
    def cards_in_view(self, view: SeatView) -> list[str]:
        seat = view.get("seat")
        role, hand = ([view["roles"][seat]], view["hand"]) if seat is not None else ([], [])  # one's own first
        keys = [*role, *view["roles"], *hand, *(c for h in view["hands"] for c in h), view.get("planner_event"),
                *view["player_discard"]]
        return [key for key in dict.fromkeys(keys) if key and self.card(key) is not None]

    def move_notes(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str | None]:
        k, a = move.kind, move.args
        notes: list[str | None] = [None] * len(self.move_steps(state, seat, move, lang, names))
        role = state["roles"][seat]
        if k in ("event", "discard"):  # the step naming the card
            notes[-1] = self.card_note(a["card"], lang)
        elif k == "plan":
            notes[0], notes[-1] = self.card_note("planner", lang), self.card_note(a["card"], lang)
        elif k == "dispatch" or (k == "join" and role == "dispatcher"):
            notes[0] = self.card_note("dispatcher", lang)
        elif k == "opsfly" and state["pending"] is None or k == "build" and role == "operations":
            notes[0] = self.card_note("operations", lang)
        return notes

    def _card_lines(self, lang: str, cards) -> list[str]:
        return [f"-# {card_text(lang, c)} — {self.card_note(c, lang)}" for c in dict.fromkeys(cards)
                if self.card(c) is not None]

    # ------------------------------------------------------------------ board
    def board_text(self, view: PublicView, lang: str, names: list[str]) -> str:
        t = TEXTS.t
        lines = []
        res = view["result"]
        turn = view["turn"]
        if res is None:
            phase = view["phase"]
            if phase == "actions":
                ph = t(lang, "ph_actions", n=view["actions_left"])
            elif phase == "infect" and view.get("infections_left"):
                ph = t(lang, "ph_infect_left", n=view["infections_left"])
            else:
                ph = t(lang, f"ph_{phase}")
            lines.append(t(lang, "turn", name=names[turn], role=t(lang, view["roles"][turn]), phase=ph))
            if phase in ("epidemic", "epidemic_next"):
                lines += self._card_lines(lang, [EPIDEMIC])
        elif res["won"]:
            lines.append(t(lang, "won"))
        else:
            lines.append(t(lang, "lost", reason=t(lang, f"reason_{res['reason']}")))
        lines.append(t(lang, "status", o=view["outbreaks"], r=view["infection_rate"], p=view["player_deck"],
                       i=view["infection_deck"]))
        lines.append(t(lang, "epidemics", d=view["epidemics_drawn"], e=view["epidemics"],
                       diff=t(lang, view["difficulty"])))
        lines.append(t(lang, "cures_line", cures=" · ".join(
            f"{DOT[c]} {t(lang, v)}" for c, v in view["cures"].items())))
        lines.append(t(lang, "supply_line", supply=" · ".join(f"{DOT[c]} {n}" for c, n in view["supply"].items())))
        lines.append(t(lang, "stations_line", cities=", ".join(city_name(lang, c) for c in view["stations"])))
        if view["quiet_night"]:
            lines.append(t(lang, "quiet_on"))
        known = view.get("infection_known_top") or []
        if known:
            cities = ", ".join(city_name(lang, c) for c in known[0])
            more = sum(len(g) for g in known[1:])
            if more:
                cities = t(lang, "known_more", cities=cities, n=more)
            lines.append(t(lang, "known_top", cities=cities))
        lines += ["", t(lang, "pawns_title")]
        for s, name in enumerate(names):
            hand = ", ".join(card_text(lang, c) for c in view["hands"][s]) or t(lang, "empty")
            role = view["roles"][s]
            line = t(lang, "pawn_line", name=name, role=t(lang, role), city=city_name(lang, _pawn(view, s)),
                     hand=hand)
            if role == "planner" and view["planner_event"]:
                line += " · " + t(lang, "stored", card=t(lang, view["planner_event"]))
            lines.append(("➡️ " if res is None and s == turn else "• ") + line)
        # what each role does, and the event cards in hand
        lines += [f"-# {t(lang, role)} — {self.card_note(role, lang)}" for role in view["roles"]]
        lines += self._card_lines(lang, [c for h in view["hands"] for c in h] + [view["planner_event"]])
        lines += ["", t(lang, "infected_title")]
        infected = sorted((-n, COLOR_INDEX[color], CITIES.index(city), city, color)  # most cubes first
                          for city, info in view["cities"].items() for color, n in info["cubes"].items() if n)
        if infected:
            lines.append(" · ".join(f"{DOT[color]}{city_name(lang, city)} {-n}" for n, _, _, city, color in infected))
        else:
            lines.append(t(lang, "no_cubes"))
        disc = view["infection_discard"]
        shown = ("… " if len(disc) > 20 else "") + ", ".join(city_name(lang, c) for c in disc[-20:])  # the last 20
        lines.append(t(lang, "idiscard_line", n=len(disc), cities=shown or t(lang, "empty")))
        evs = [t(lang, c) for c in view["player_discard"] if c in EVENTS]
        lines.append(t(lang, "pdiscard_line", n=len(view["player_discard"]), events=", ".join(evs) or t(lang, "empty")))
        if res is None:
            pending = view["pending"]
            acting = view["to_act"]
            if pending is not None:
                what = t(lang, f"pd_{pending['kind']}", pawn=names[pending.get("pawn", 0)])
                lines.append(t(lang, "pending", name=names[pending["seat"]], what=what))
            elif len(acting) == 1 and any(len(h) > HAND_LIMIT for h in view["hands"]):
                lines.append(t(lang, "waiting_limit", name=names[acting[0]]))
            elif len(acting) > 1:
                lines.append(t(lang, "events_open", names=", ".join(names[s] for s in acting if s != turn)))
        return "\n".join(lines)[:3500]

    def private_text(self, view: SeatView, lang: str, names: list[str]) -> str | None:
        t = TEXTS.t
        seat = view["seat"]
        role = view["role"]
        lines = [t(lang, "you_are", role=t(lang, role), city=city_name(lang, _pawn(view, seat))),
                 "_" + (self.card_note(role, lang) or "") + "_"]
        hand = ", ".join(card_text(lang, c) for c in view["hand"]) or t(lang, "empty")
        lines.append(t(lang, "your_hand", n=len(view["hand"]), hand=hand))
        if role == "planner" and view["planner_event"]:
            lines.append(t(lang, "stored", card=t(lang, view["planner_event"])))
        lines += self._card_lines(lang, [*view["hand"], view["planner_event"] if role == "planner" else None])
        fc = view.get("forecast")
        if fc:
            lines.append(t(lang, "forecast_private",
                           order=", ".join(city_name(lang, c) for c in fc["order"]) or t(lang, "empty"),
                           cards=", ".join(card_text(lang, c) for c in fc["cards"])))
        return "\n".join(lines)[:3000]

    # ------------------------------------------------------------------ moves
    def move_steps(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str]:
        t = TEXTS.t
        k, a = move.kind, move.args
        p = state["pending"]
        if p is not None:
            if p["kind"] == "dispatch":
                steps = self._move_action_steps(k, a, lang)
                steps[0] = t(lang, "m_with", label=steps[0], pawn=names[p["pawn"]])
                return steps
            if k in ("opsfly", "airlift_to", "grant", "resilient"):
                city = a.get("to") or a["card"]
                if k == "resilient":
                    return [t(lang, "m_resilient"), t(lang, CITY_COLOR[city]), city_name(lang, city)]
                return [t(lang, CITY_COLOR[city]), t(lang, "m_to", city=city_name(lang, city))]
            if k == "airlift":
                return [t(lang, "m_pawn", name=names[a["pawn"]])]
            if k == "grant_remove":
                return [t(lang, "m_remove_station"), city_name(lang, a["remove"])]
            if k == "forecast":
                return [t(lang, "m_next", k=len(p["order"]) + 1), card_text(lang, a["card"])]
            if k == "cure_keep":
                return [t(lang, "m_keep"), card_text(lang, a["card"])]
        if k in ("drive", "direct", "charter", "shuttle", "join"):
            return self._move_action_steps(k, a, lang)
        if k == "dispatch":
            return [t(lang, "m_dispatch"), names[a["pawn"]]]
        if k == "opsfly":
            return [t(lang, "m_opsfly"), t(lang, "m_discard_card", card=card_text(lang, a["card"]))]
        if k == "build":
            if "remove" in a:
                return [t(lang, "m_build"), t(lang, "m_build_move", city=city_name(lang, a["remove"]))]
            return [t(lang, "m_build")]
        if k in ("treat", "cure"):
            return [t(lang, f"m_{k}"), f"{DOT[a['color']]} {t(lang, a['color'])}"]
        if k in ("plan", "event"):
            return [t(lang, f"m_{k}"), t(lang, a["card"])]
        if k == "give":
            return [t(lang, "m_share"), t(lang, "m_give", card=card_text(lang, a["card"]), name=names[a["to"]])]
        if k == "take":
            return [t(lang, "m_share"), t(lang, "m_take", card=card_text(lang, a["card"]), name=names[a["from"]])]
        if k == "discard":
            return [t(lang, "m_discard"), card_text(lang, a["card"])]
        if k == "infect":
            left = state.get("infect_left")
            if left is None and state["quiet"]:
                return [t(lang, "m_quiet_skip")]
            n = INFECTION_RATES[state["rate"]]
            return [t(lang, "m_infect", k=n - (n if left is None else left) + 1, n=n)]
        return [t(lang, f"m_{k}")]

    def _move_action_steps(self, k: str, a: dict, lang: str) -> list[str]:
        t = TEXTS.t
        city = city_name(lang, a["to"])
        if k == "charter":
            return [t(lang, "m_charter"), t(lang, CITY_COLOR[a["to"]]), city]
        return [t(lang, f"m_{k}"), city]

    def move_label(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> str:
        return " · ".join(self.move_steps(state, seat, move, lang, names))[:80]

    # ------------------------------------------------------------------ events
    def event_key(self, event: Event) -> str:
        a, k = event.args, event.kind
        if k == "move" and a["pawn"] == a["seat"]:
            return "ev_move_self"
        if k == "build" and a["removed"]:
            return "ev_build_moved"
        if k == "game_end":
            return "ev_win" if a["won"] else "ev_loss"
        return "ev_" + k

    def event_args(self, event: Event, lang: str, names: list[str]) -> dict:
        args, a, k = super().event_args(event, lang, names), event.args, event.kind
        if k == "move":
            args.update(frm=city_name(lang, a["from"]), how=TEXTS.t(lang, f"how_{a['how']}"))
        elif k == "build" and a["removed"]:
            args["removed"] = city_name(lang, a["removed"])
        elif k in ("plan", "event"):  # the card's bare name, without the event card's mark
            args["card"] = TEXTS.t(lang, a["card"])
        elif k == "infect":
            args["city"] = f"{DOT[a['color']]}{city_name(lang, a['city'])}"
        elif k == "game_end" and not a["won"]:
            args["reason"] = TEXTS.t(lang, f"reason_{a['reason']}")
        return args

    # ------------------------------------------------------------------ AI
    def ai_move(self, state: dict, seat: int, rng: random.Random) -> str:
        """Cooperative heuristics, playing for cures (issue 19): cure as soon as possible; carry the cards of
        a colour to one collector (share when together in the card's city, walk there when it can be done
        this turn); head for a research station with a cure's worth of cards (building one when far);
        treat cities at 3 cubes and those the infection deck's known top is about to hit; build stations
        spread out; keep cards of colours near a cure; play events where they save the game.
        Routes count shuttle flights between stations (``travel``); on the way a pawn treats only cubes worth
        an action next to its target's (``TREAT_GATE``); a hot city a teammate is nearer to is left to them
        (``CLAIM``), so the team spreads out; the colours a seat collects and, after each cure, the colours
        left are worth more when choosing what to discard or fly with. Reads only the seat's view (the
        infection deck is used as a set, never its order)."""
        moves = self._legal_moves(state, seat)
        if len(moves) == 1:
            return moves[0].id
        p = state["pending"]
        if p is not None:
            return self._ai_pending(state, seat, p, moves, rng)
        if self._over_limit(state) is not None:
            return self._ai_discard(state, seat, moves)
        if seat != state["turn"]:
            return self._ai_optional_event(state, moves)
        phase = state["phase"]
        events = {m.args["card"]: m for m in moves if m.kind == "event"}
        if phase == "epidemic" and "resilient" in events:
            return events["resilient"].id
        if phase == "infect" and state.get("infect_left") is None:
            if "quiet" in events and self._threat(state) >= QUIET_THREAT:
                return events["quiet"].id
            if "forecast" in events and not state.get("iknown"):
                return events["forecast"].id
        if phase != "actions":
            return next(m.id for m in moves if m.kind != "event")
        return self._ai_action(state, seat, moves, events, rng)

    # ---- what the team knows
    def _risk(self, state: dict, draws: int) -> dict[str, float]:
        """The chance that each city's infection card is among the next ``draws`` infection cards, from what
        the table knows: the known groups on top of the infection deck (each in an unknown order), then the
        unknown rest; cards in the discard pile are not drawn before the next epidemic."""
        out: dict[str, float] = {}
        known = state.get("iknown") or []
        start = 0
        for g in known:
            out.update(dict.fromkeys(g, min(1.0, max(0.0, (draws - start) / len(g)))))
            start += len(g)
        if draws > start:
            rest = [c for c in state["ideck"] if c not in out] if out else state["ideck"]  # out: the known cards
            if rest:
                out.update(dict.fromkeys(rest, min(1.0, (draws - start) / len(rest))))
        if EPI_RISK and state["idiscard"]:  # an Epidemic puts the discard pile back on top
            pe = epidemic_chance(state, 2 * max(1, draws // INFECTION_RATES[state["rate"]]))
            if pe:
                p = EPI_RISK * pe * min(1.0, draws / 2 / (len(state["idiscard"]) + 1))
                for c in state["idiscard"]:
                    out[c] = out.get(c, 0.0) + p
        return out

    def _threat(self, state: dict) -> float:
        """The expected number of outbreaks the next infection step may cause."""
        risk = self._risk(state, INFECTION_RATES[state["rate"]])
        return sum(p for c, p in risk.items() if cube_count(state, c, COLOR_INDEX[CITY_COLOR[c]]) >= 3)

    def _ai_optional_event(self, state: dict, moves: list[Move]) -> str:
        order = {"resilient": 0, "quiet": 1, "forecast": 2, "grant": 3, "airlift": 4}
        return min(moves, key=lambda m: order.get(m.args.get("card", ""), 9)).id

    def _collectors(self, state: dict) -> dict[str, int]:
        """For each uncured colour, the seat that collects it: the most cards of it (the Scientist, who needs
        fewer, counts one more), ties to the lower seat."""
        out = {}
        roles = state["roles"]
        for ci, color in enumerate(COLORS):
            if state["cures"][ci] == "none":
                counts = [sum(1 for c in hand if CITY_COLOR.get(c) == color) + (roles[s] == "scientist")
                          for s, hand in enumerate(state["hands"])]
                out[color] = counts.index(max(counts))  # the first, lowest, seat of the most
        return out

    def _card_value(self, state: dict, seat: int, card: str) -> float:
        if card not in CITY_COLOR:
            return EVENT_VALUE.get(card, 4.0)
        color = CITY_COLOR[card]
        if state["cures"][COLOR_INDEX[color]] != "none":
            return 0.0
        mine = sum(1 for c in state["hands"][seat] if CITY_COLOR.get(c) == color)
        team = sum(1 for h in state["hands"] for c in h if CITY_COLOR.get(c) == color)
        cured = sum(1 for c in state["cures"] if c != "none")
        value = 1.0 + mine + 0.5 * team
        if COLLECT_BONUS and mine >= max(sum(1 for c in h if CITY_COLOR.get(c) == color) for h in state["hands"]):
            value += COLLECT_BONUS  # this seat collects the colour
        return value * (1.0 + SCARCE * cured)  # the last colours' cards are precious

    def _ai_discard(self, state: dict, seat: int, moves: list[Move]) -> str:
        discards = [m for m in moves if m.kind == "discard"]
        best = min(discards, key=lambda m: (self._card_value(state, seat, m.args["card"]), m.id))
        events = [m for m in moves if m.kind == "event"]
        if events and self._card_value(state, seat, best.args["card"]) >= 3:
            order = {"quiet": 0, "grant": 1, "resilient": 2, "airlift": 3, "forecast": 4}
            return min(events, key=lambda m: (order.get(m.args["card"], 9), m.id)).id
        return best.id

    def _city_danger(self, state: dict, city: str, risk: dict[str, float]) -> float:
        cubes = cubes_at(state, city)
        top = max(cubes)
        if not top:
            return 0.0
        p = risk.get(city, 0.0)
        cures = state["cures"]
        supply = state["supply"]
        total = 0.0
        for i, n in enumerate(cubes):
            if n:
                w = n * n * (CURED_BONUS if cures[i] != "none" else 1.0)
                if supply[i] < SCARCE_SUPPLY:  # few cubes of it left: each one on the board is a threat
                    w *= 1.0 + SCARCE_WEIGHT * (SCARCE_SUPPLY - supply[i]) / SCARCE_SUPPLY
                total += w
        total *= RISK_BASE + p
        if top >= 3:
            chain = 0.0
            if CHAIN_WEIGHT:  # an outbreak here spills into neighbours, which may outbreak in turn
                for ci, n in enumerate(cubes):
                    if n >= 3:
                        for nb in LINKS[city]:
                            k = cube_count(state, nb, ci)
                            chain += 1.0 if k >= 3 else 0.3 if k == 2 else 0.0
            total += OUTBREAK_WEIGHT * (1.0 + CHAIN_WEIGHT * chain) * (RISK_BASE + p)
        return total

    def _hot_city(self, state: dict, origin: str, with_score: bool = False, seat: int | None = None):
        """The city most worth heading for: its danger, discounted by the actions to get there, and by
        ``CLAIM`` when a teammate (not ``seat``) is nearer to it (they will see to it)."""
        best, score = origin, -1.0
        risk = self._risk(state, INFECTION_RATES[state["rate"]] * state["players"] * HORIZON)
        sd = station_dists(state["stations"])
        others = [c for s, c in enumerate(state["pawns"]) if s != seat] if seat is not None and CLAIM < 1 else []
        for c in CITIES:
            d = self._city_danger(state, c, risk)
            if not d:
                continue
            t = travel(sd, origin, c)
            s = d / (1 + t) ** DIST_EXP
            if t and any(travel(sd, o, c) < t for o in others):
                s *= CLAIM
            if s > score:
                best, score = c, s
        return (best, score) if with_score else best

    def _station_dist(self, state: dict, city: str) -> int:
        return min(DIST[city][s] for s in state["stations"])

    def _ai_pending(self, state: dict, seat: int, p: dict, moves: list[Move], rng: random.Random) -> str:
        kind = p["kind"]
        if kind == "forecast":  # least dangerous card on top
            def danger(m):
                c = m.args["card"]
                ci = COLOR_INDEX[CITY_COLOR[c]]
                return (-1 if state["cures"][ci] == "eradicated" else cube_count(state, c, ci), m.id)
            return min(moves, key=danger).id
        if kind == "resilient":
            return max(moves, key=lambda m: (sum(cubes_at(state, m.args["card"])), m.id)).id
        if kind == "cure":  # keep the card worth most afterwards (none of this colour is: the first)
            return moves[0].id
        if kind == "airlift":
            return next(m.id for m in moves if m.args["pawn"] == state["turn"])
        if kind in ("airlift_to", "opsfly", "grant"):
            target = self._ai_grant_site(state) if kind == "grant" else self._ai_destination(state, p["pawn"])
            for m in moves:
                if m.args["to"] == target:
                    return m.id
        if kind == "grant_remove":  # the station nearest another one
            stations = state["stations"]
            return min(moves, key=lambda m: (min(DIST[m.args["remove"]][s] for s in stations
                                                 if s != m.args["remove"]), m.id)).id
        if kind == "dispatch":
            target = self._ai_destination(state, p["pawn"])
            here = state["pawns"][p["pawn"]]
            cheap = [m for m in moves if m.kind in ("drive", "shuttle", "join")]
            if cheap:
                best = min(cheap, key=lambda m: (DIST[m.args["to"]][target], m.id))
                if DIST[best.args["to"]][target] < DIST[here][target]:
                    return best.id
            return cheap[0].id if cheap else moves[0].id
        return rng.choice(moves).id

    def _ai_grant_site(self, state: dict) -> str:
        """Where a Government Grant builds: the current pawn's city, unless it has a station or one is near and
        no cure waits; then the city farthest from the stations (up to 4), the more dangerous first."""
        turn = state["turn"]
        here = state["pawns"][turn]
        if here not in state["stations"] and (self._station_dist(state, here) >= 2 or self.cure_colours(state, turn)):
            return here
        return max((c for c in CITIES if c not in state["stations"]),
                   key=lambda c: (min(self._station_dist(state, c), 4) * 3 + self._city_danger(state, c, {}) / 10, c))

    def _ai_destination(self, state: dict, pawn: int) -> str:
        """Where a flown pawn should go: a station when it can cure, else the hottest city."""
        here = state["pawns"][pawn]
        if self.cure_colours(state, pawn):
            return min(state["stations"], key=lambda s: DIST[here][s])
        return self._hot_city(state, here)

    def _ai_action(self, state: dict, seat: int, moves: list[Move], events: dict, rng: random.Random) -> str:
        here = state["pawns"][seat]
        hand = state["hands"][seat]
        cures = state["cures"]
        role = state["roles"][seat]
        need = self.need_for_cure(state, seat)
        left = state["actions"]
        stations = state["stations"]
        by_kind: dict[str, list[Move]] = {}
        for m in moves:
            by_kind.setdefault(m.kind, []).append(m)
        if "cure" in by_kind:
            return by_kind["cure"][0].id
        cubes = cubes_at(state, here)
        risk = self._risk(state, INFECTION_RATES[state["rate"]] * state["players"] * HORIZON)
        treats = by_kind.get("treat", [])
        counts = {c: sum(1 for x in hand if CITY_COLOR.get(x) == c) for c in COLORS}
        goal = [c for c in COLORS if cures[COLOR_INDEX[c]] == "none" and counts[c] >= need]
        urgent = None
        if treats:
            best = max(treats, key=lambda m: (cubes[COLOR_INDEX[m.args["color"]]], m.id))
            ci = COLOR_INDEX[best.args["color"]]
            if cubes[ci] >= 3 or (cubes[ci] >= 2 and risk.get(here, 0.0) >= 0.5) or cures[ci] != "none" \
                    or role == "medic":
                urgent = best.id
        allin = self._all_in(state)
        plan = self._urgent(state, seat, left) if URGENT < 1 and not allin else None
        if urgent and cubes[ci] < 3 and (allin or plan is not None and plan[0] != here):
            urgent = None  # playing all in for the cures, or a city about to outbreak, comes before cubes that are not
        if urgent and not (goal and cubes[ci] < 3):
            return urgent
        moving = [m for k in ("drive", "shuttle", "direct", "charter", "join") for m in by_kind.get(k, [])]
        sd = station_dists(stations)
        # ---- a cure in hand: to the nearest station (or build one)
        if goal:
            color = goal[0]

            def keeps(m: Move) -> bool:
                spent = m.args["to"] if m.kind == "direct" else here if m.kind == "charter" else None
                return spent is None or CITY_COLOR[spent] != color or counts[color] > need

            if here not in stations:
                dist_now = self._station_dist(state, here)
                if dist_now >= 2 and "grant" in events:
                    return events["grant"].id
                if dist_now >= 2 and "airlift" in events:
                    return events["airlift"].id
                can_build = "build" in by_kind and (role == "operations" or CITY_COLOR[here] != color
                                                    or counts[color] > need)
                if can_build and (dist_now >= 2 or left < dist_now + 1):
                    return by_kind["build"][0].id
                cands = [m for m in moving if keeps(m)]
                if cands:
                    best = min(cands, key=lambda m: (self._station_dist(state, m.args["to"]),
                                                     m.kind not in ("drive", "shuttle", "join"), m.id))
                    if self._station_dist(state, best.args["to"]) < dist_now:
                        return best.id
                if "build" in by_kind:
                    return by_kind["build"][0].id
            if urgent:
                return urgent
        # ---- a city about to outbreak that this pawn can reach and treat this turn
        if plan is not None:
            city, t = plan
            if city == here:
                hot = [m for m in treats if cubes[COLOR_INDEX[m.args["color"]]] >= 3]
                if hot:
                    return hot[0].id
            else:
                now = travel(sd, here, city)
                free = self._free_cards(state, seat)
                cands = [m for m in moving if m.kind in ("drive", "shuttle", "join")
                         or (m.kind in ("direct", "charter") and m.args["to"] == city and t == 1 < now)]
                if cands:
                    best = min(cands, key=lambda m: (0 if m.kind in ("direct", "charter") else
                                                     travel(sd, m.args["to"], city), m.kind != "drive",
                                                     m.kind == "charter" and here not in free, m.id))
                    if best.kind in ("direct", "charter") or travel(sd, best.args["to"], city) < now:
                        return best.id
        # ---- share knowledge towards each colour's collector
        collectors = self._collectors(state)
        for m in by_kind.get("give", []) + by_kind.get("take", []):
            card = m.args["card"]
            color = CITY_COLOR[card]
            if color not in collectors:
                continue
            giver, receiver = (seat, m.args["to"]) if m.kind == "give" else (m.args["from"], seat)
            theirs = sum(1 for x in state["hands"][receiver] if CITY_COLOR.get(x) == color)
            mine = sum(1 for x in state["hands"][giver] if CITY_COLOR.get(x) == color)
            towards = collectors[color] == receiver or theirs + (state["roles"][receiver] == "scientist") > \
                mine + (state["roles"][giver] == "scientist")
            full = len(state["hands"][receiver]) >= HAND_LIMIT
            if towards and (not full or self._card_value(state, receiver, card) > GIVE_FULL):
                return m.id
        # ---- walk to a teammate's card city to share this turn, or to a meeting city
        share_target = self._share_target(state, seat, collectors, left)
        waiting = False
        if share_target is None:
            share_target = self._meeting(state, seat, collectors)
            if share_target == here:
                waiting = WAIT or allin
        if share_target is not None and share_target != here:
            cands = [m for m in moving if m.kind in ("drive", "shuttle", "join")]
            if cands:
                best = min(cands, key=lambda m: (travel(sd, m.args["to"], share_target), m.id))
                if travel(sd, best.args["to"], share_target) < travel(sd, here, share_target):
                    return best.id
        target, tscore = self._hot_city(state, here, True, seat)
        if treats and (target == here or self._city_danger(state, here, risk) >= TREAT_GATE * tscore):
            return max(treats, key=lambda m: (cubes[COLOR_INDEX[m.args["color"]]], m.id)).id
        if waiting:
            if "build" in by_kind and len(stations) < MAX_STATIONS and self._station_dist(state, here) >= 3 \
                    and role == "operations":
                return by_kind["build"][0].id
            return next(m.id for m in moves if m.kind == "end")
        # ---- research stations, well spread
        far = self._station_dist(state, here) >= FAR_STATION
        if "build" in by_kind and len(stations) < MAX_STATIONS and far and \
                (role == "operations" or counts[CITY_COLOR[here]] <= BUILD_SAME
                 or cures[COLOR_INDEX[CITY_COLOR[here]]] != "none"):
            return by_kind["build"][0].id
        if "grant" in events and here not in stations and len(stations) < MAX_STATIONS and far:
            return events["grant"].id
        # ---- towards the worst city
        if target != here:
            free = self._free_cards(state, seat)
            cands = [m for m in moving if m.kind in ("drive", "shuttle", "join") or
                     (m.kind == "direct" and (m.args["to"] in free or self._card_value(state, seat, m.args["to"])
                                              <= FLY_VALUE) and DIST[here][target] >= FLY_DIST)
                     or (m.kind == "charter" and here in free and m.args["to"] == target)]
            if cands:
                best = min(cands, key=lambda m: (travel(sd, m.args["to"], target), m.kind != "drive", m.id))
                saved = travel(sd, here, target) - travel(sd, best.args["to"], target)
                if saved > 0 and (saved > 1 or best.kind in ("drive", "shuttle", "join")):
                    return best.id
        if treats:
            return max(treats, key=lambda m: (cubes[COLOR_INDEX[m.args["color"]]], m.id)).id
        return next(m.id for m in moves if m.kind == "end")

    def _all_in(self, state: dict) -> bool:
        """The last rounds, with outbreaks and cubes to spare: the cures come first (meetings, waiting)."""
        return bool(ALLIN) and len(state["pdeck"]) <= ALLIN * state["players"] and state["outbreaks"] < ALLIN_OB \
            and min(state["supply"]) > ALLIN_CUBES

    def _free_cards(self, state: dict, seat: int) -> set[str]:
        """The city cards this seat would discard anyway at the hand limit after this turn's draw (its least
        valued ones): flying with them costs nothing."""
        hand = state["hands"][seat]
        k = len(hand) + 2 - HAND_LIMIT if FREE_FLY and seat == state["turn"] and state["pdeck"] else 0
        if k <= 0:
            return set()
        cities = sorted((c for c in hand if c in CITY_COLOR), key=lambda c: (self._card_value(state, seat, c), c))
        return set(cities[:k])

    def _next_step_risk(self, state: dict) -> dict[str, float]:
        """Each city's chance to be drawn in the infection step ending this turn, the draw's Epidemic (which puts
        the discard pile and the epidemic's city back on top) included."""
        r = INFECTION_RATES[state["rate"]]
        risk = self._risk(state, r)
        if state["phase"] != "actions" or not state["pdeck"]:
            return risk
        pe = epidemic_chance(state, 2)
        if not pe:
            return risk
        out = {c: p * (1.0 - pe) for c, p in risk.items()}
        p = pe * min(1.0, r / (len(state["idiscard"]) + 1))
        for c in state["idiscard"]:
            out[c] = out.get(c, 0.0) + p
        return out

    def _urgent(self, state: dict, seat: int, left: int) -> tuple[str, int] | None:
        """The 3-cube city most likely to outbreak in this turn's infection step that this pawn can reach and
        treat with the actions left (``(city, actions to get there)``), planning for a second one on the way;
        None when none is at least ``URGENT`` likely."""
        here = state["pawns"][seat]
        hand = state["hands"][seat]
        sd = station_dists(state["stations"])
        risk = self._next_step_risk(state)
        free = self._free_cards(state, seat)
        cands = []
        for c, p in risk.items():
            if p < URGENT / 2:
                continue
            cubes = cubes_at(state, c)
            hot = [ci for ci, n in enumerate(cubes) if n >= 3 and not self._blocked(state, c, ci)]
            if not hot:
                continue
            t = travel(sd, here, c)
            if t >= left and (c in hand and (c in free or self._card_value(state, seat, c) <= URGENT_FLY)
                              or here in free):
                t = 1  # a direct flight, or a charter one
            if t >= left:
                continue
            chain = sum(1 for ci in hot for nb in LINKS[c] if cube_count(state, nb, ci) >= 3)
            cands.append((p * (1.0 + chain), t, c))
        best, best_v = None, 0.0
        for v, t, c in cands:
            if v >= URGENT and v > best_v:
                best, best_v = (c, t), v
            for v2, _, c2 in cands:  # a second city after this one
                if c2 != c and t + 1 + travel(sd, c, c2) + 1 <= left and v + v2 > best_v and max(v, v2) >= URGENT:
                    best, best_v = (c, t), v + v2
        return best

    def _share_target(self, state: dict, seat: int, collectors: dict[str, int], left: int) -> str | None:
        """A city where this seat can share a card towards a cure with the actions left this turn: a teammate
        standing on a card's city (the card in either hand, towards the collector), reachable in time."""
        here = state["pawns"][seat]
        pawns = state["pawns"]
        best, best_d = None, left  # the share itself takes one action
        sd = station_dists(state["stations"])
        for other in range(state["players"]):
            if other == seat:
                continue
            there = pawns[other]
            d = travel(sd, here, there)
            if d >= best_d:
                continue
            for giver, receiver in ((seat, other), (other, seat)):
                if any(collectors.get(CITY_COLOR[c]) == receiver for c in shareable(state, giver, there)):
                    best, best_d = there, d
                    break
        return best

    def _meeting(self, state: dict, seat: int, collectors: dict[str, int]) -> str | None:
        """Where this seat should go to share a card towards a cure over the next turns: the giver walks to
        its card's city and waits there; the collector walks to a giver standing on (or heading for) it."""
        limit = MEET_DIST
        if len(state["pdeck"]) <= MEET_LATE * state["players"] or self._all_in(state):  # the last rounds: cards
            limit = max(limit, MEET_LATE_DIST)
        if limit < 0:
            return None
        hands = state["hands"]
        roles = state["roles"]
        pawns = state["pawns"]
        here = pawns[seat]
        best, best_key = None, None
        for color, collector in collectors.items():
            need = self.need_for_cure(state, collector)
            total = sum(1 for h in hands for c in h if CITY_COLOR.get(c) == color)
            if total < need:
                continue
            mine = sum(1 for c in hands[collector] if CITY_COLOR.get(c) == color)
            if mine < need - MEET_GAP:
                continue
            for giver, hand in enumerate(hands):
                if giver == collector or seat not in (giver, collector):
                    continue
                theirs = sum(1 for c in hand if CITY_COLOR.get(c) == color)
                free = roles[giver] == "researcher"  # she gives any card; a researcher collector takes only the city's
                if mine + (theirs if free else 1) < need:
                    continue  # one meeting must complete the cure
                for card in hand:
                    if CITY_COLOR.get(card) != color:
                        continue
                    if free:
                        city = pawns[collector] if seat == giver else pawns[giver]
                    else:
                        city = card
                    if seat == collector and pawns[giver] != city and DIST[pawns[giver]][city] > DIST[here][city]:
                        continue  # the giver goes there first
                    if DIST[here][city] > limit:
                        continue
                    key = (DIST[here][city], -mine, city)
                    if best_key is None or key < best_key:
                        best, best_key = city, key
        return best
