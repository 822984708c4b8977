"""Quantum presentation (board text, labels, steps, events, picture) and a greedy AI."""

from __future__ import annotations

import random

from engine import LANGS, CardInfo, Event, Move
from engine.text import seat_list

from .data import BOARDS, COMMANDS, DISPLAY_GAMBITS, GAMBITS, ROWS, SHIP_NAMES
from .rules import SCRAP, QuantumRules, has
from .text import TEXTS
from .views import PublicView, SeatView

SEAT_MARK = "abcd"
SEAT_DOT = ("🟥", "🟦", "🟩", "🟨")
# the board's status while play waits on a choice outside the actions (a dominance cube comes first)
WAITING_TEXT = {"fleet": "fleet_turn", "draw": "draw_turn", "discard": "discard_turn", "relocate": "reloc_turn"}

# probability that an attack of (attacker face − defender face − bonus) = diff wins: P(diff + X <= Y)
WIN_P = {d: sum(1 for x in range(1, 7) for y in range(1, 7) if d + x <= y) / 36 for d in range(-12, 13)}

CARD_RANK = {  # AI preference when taking cards
    "energetic": 10, "ingenious": 9, "resourceful": 9, "conformist": 9, "eager": 8, "momentum": 8,
    "agile": 7, "curious": 6, "flexible": 7, "precocious": 5, "aggression": 6, "intelligent": 5,
    "brilliant": 4, "nomadic": 5, "ferocious": 5, "rational": 5, "stubborn": 4, "clever": 4,
    "expansion": 4, "relocation": 3, "reorganization": 1, "sabotage": 3,
}


def card_name(lang: str, card: str) -> str:
    return TEXTS.t(lang, ("g_" if card in GAMBITS else "c_") + card)


def _catalogue() -> list[CardInfo]:
    """The six ship types (their abilities), the 31 command cards and the 6 gambit designs, from the texts."""
    each = TEXTS.each
    ships = [CardInfo(key=name, names=each(f"s{face}"),
                      texts={lang: TEXTS.t(lang, f"sx_{face}") + " " + TEXTS.t(lang, "ship_rule") for lang in LANGS},
                      short=each(f"ss_{face}"), kind=each("k_ship", n=face)) for face, name in SHIP_NAMES.items()]
    commands = [CardInfo(key=c, names=each("c_" + c), texts=each("x_" + c), kind=each("k_command")) for c in COMMANDS]
    gambits = [CardInfo(key=g, names=each("g_" + g), texts=each("y_" + g), kind=each("k_gambit"), copies=copies)
               for g, copies in GAMBITS.items()]
    return ships + commands + gambits


CARDS = _catalogue()
CARD_INDEX = {c.key: c for c in CARDS}


def kind_word(lang: str, k: int) -> str:
    """The kind of the card at place ``k`` of the face-up display."""
    return TEXTS.t(lang, "gambit" if k < DISPLAY_GAMBITS else "command")


class Quantum(QuantumRules):
    texts = TEXTS
    catalogue = CARDS  # the ship types (abilities by die face), command and gambit cards
    event_seats = ("owner", "def", "winners")
    event_words = {"card": card_name}

    # ------------------------------------------------------------------ card texts
    def _display_lines(self, view: PublicView, lang: str) -> list[str]:
        """The face-up cards, one line each: name, kind and text."""
        return [f"• {card_name(lang, c)} ({kind_word(lang, k)}) — {self.card_note(c, lang)}"
                for k, c in enumerate(view["disp"]) if c]

    def cards_in_view(self, view: SeatView) -> list[str]:
        """The face-up cards, the command cards in play (the viewer's first) and the ship types on the map."""
        me = view.get("me")
        seats = sorted(range(view["players"]), key=lambda s: s != me)  # the viewer first
        keys = [c for c in view["disp"] if c] + [c for s in seats for c in view["cmd"][s]]
        faces = sorted({f for s in seats for f, pos in view["ships"][s] if pos >= 0})
        keys += [SHIP_NAMES[f] for f in faces]
        return list(dict.fromkeys(keys))

    def private_text(self, view: SeatView, lang: str, names: list[str]) -> str | None:
        """The seat's ships on the map with their ability, its command cards, and while it takes cards the
        face-up cards it may take, each with its text."""
        me = view.get("me")
        if me is None:
            return None
        t = TEXTS.t
        b = BOARDS[view["players"]]
        lines = []
        ships = [(i, f, pos) for i, (f, pos) in enumerate(view["ships"][me]) if pos >= 0]
        if ships:
            lines.append(t(lang, "p_ships"))
            mine = view["seat"] == me and view["phase"] != "over"
            for i, f, pos in ships:
                used = f" *({t(lang, 'p_used')})*" if mine and i in view["abil"] else ""
                lines.append(f"• `{f}` {t(lang, f's{f}')} {b.name(pos)}{used} — {self.card_note(SHIP_NAMES[f], lang)}")
        if view["cmd"][me]:
            lines.append(t(lang, "p_commands"))
            lines += [f"• {card_name(lang, c)} — {CARD_INDEX[c].text(lang)}" for c in view["cmd"][me]]
        if view["phase"] == "draw" and view["to_act"] == [me]:
            lines += [t(lang, "p_display"), *self._display_lines(view, lang)]
        return "\n".join(lines)[:3000] or None

    def move_notes(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str | None]:
        """The ship's ability beside a ship and beside each ability; the Maneuver beside an Interceptor's
        move or attack that needs a diagonal step; the card's text beside a card to take or discard."""
        k, a = move.kind, move.args
        if k in ("ship", "strike", "carry", "warp", "mod", "scout"):
            return [self.card_note(SHIP_NAMES[state["ships"][seat][a["ship"]][0]], lang)]
        if k in ("go", "atk"):
            maneuver = self.needs_maneuver(state, seat, a["ship"], a["to"], a.get("from"))
            return [None, self.card_note(SHIP_NAMES[5], lang) if maneuver else None]
        if k == "take":
            return [self.card_note(state["disp"][a["k"]], lang)]
        if k == "drop":
            return [self.card_note(a["card"], lang)]
        return []

    # ------------------------------------------------------------------ helpers
    def _planet(self, players: int, p: int) -> tuple[int, str]:
        b = BOARDS[players]
        return b.planets[p][1], b.name(b.planets[p][0])

    # ------------------------------------------------------------------ board text
    def board_text(self, view: PublicView, lang: str, names: list[str]) -> str:
        t = TEXTS.t
        n = view["players"]
        b = BOARDS[n]
        lines = []
        head = f"**{t(lang, 'round', n=view['round'])}**"
        if view["phase"] == "over":
            head += f" · **{t(lang, 'game_over')}**"
        else:
            seat = view["to_act"][0]
            ph = view["phase"]
            if view["dq"] or ph in WAITING_TEXT:
                key = "dom_turn" if view["dq"] else WAITING_TEXT[ph]
                head += " · " + t(lang, key, name=names[seat], n=view["draws"])
            else:
                head += " · " + t(lang, "to_play", name=names[seat]) + " · " + t(lang, "acts", n=view["acts"])
                if ph == "transport":
                    head += " · " + t(lang, "transport_turn", name=names[seat])
                elif view["sel"] is not None:
                    cell = view["ships"][seat][view["sel"]][1]
                    head += " · " + t(lang, "sel_turn", cell=b.name(cell))
        lines.append(head)
        grid = {pos: f"{f}{SEAT_MARK[s]}" for s, ships in enumerate(view["ships"]) for f, pos in ships if pos >= 0}
        grid.update({p[0]: f"p{p[1]}" for p in b.planets})
        rows = ["  " + "".join(str(c + 1).ljust(3) for c in range(b.w)).rstrip()]
        for r in range(b.h):
            cells = "".join(grid.get(r * b.w + c, ".").ljust(3) for c in range(b.w))
            rows.append(f"{ROWS[r]} {cells.rstrip()}")
        lines.append("```\n" + "\n".join(rows) + "\n```")
        lines.append(t(lang, "legend"))
        plines = []
        for i, p in enumerate(b.planets):
            cubes = " ".join(SEAT_DOT[s] for s in view["cubes"][i]) or t(lang, "none")
            plines.append(t(lang, "planet_line", cell=b.name(p[0]), num=p[1], cap=p[2], cubes=cubes))
        lines.append(t(lang, "planets", planets=" · ".join(plines)))
        for s in range(n):
            scrap = sum(1 for _f, pos in view["ships"][s] if pos == SCRAP)
            line = t(lang, "player_line", mark=f"{SEAT_DOT[s]} `{SEAT_MARK[s]}`", name=names[s],
                     left=view["left"][s], res=view["res"][s], dom=view["dom"][s], scrap=scrap)
            if view["cmd"][s]:
                line += "\n  ↳ " + t(lang, "commands", cards=", ".join(card_name(lang, c) for c in view["cmd"][s]))
            lines.append(line)
        disp = self._display_lines(view, lang)
        lines.append(t(lang, "display", cards="".join("\n" + x for x in disp) or t(lang, "none"))
                     + ("\n" if disp else " · ") + t(lang, "decks", g=view["gdeck"], c=view["cdeck"]))
        if view["last"]:
            lines.append(t(lang, "last_combat", text=self.event_text(Event("combat", view["last"]), lang, names)))
        if view["phase"] == "over" and view["winners"]:
            lines.append(t(lang, "winner", names=seat_list(names, view["winners"])))
        return "\n".join(lines)[:3500]

    # ------------------------------------------------------------------ moves
    def move_label(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> str:
        return " · ".join(self.move_steps(state, seat, move, lang, names))[:80]

    def move_steps(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str]:
        t, a, k = TEXTS.t, move.args, move.kind
        n = state["players"]
        b = BOARDS[n]
        ships = state["ships"][seat]
        cell = b.name

        def enemy(x):  # the face and owner of the ship on square x
            o = self.occupancy(state).get(x)
            return (state["ships"][o[0]][o[1]][0], names[o[0]]) if o else ("?", "?")

        if k == "ship":
            f, pos = ships[a["ship"]]
            return [t(lang, "lbl_ship", face=f, ship=t(lang, f"s{f}"), cell=cell(pos))]
        if k == "go":
            return [t(lang, "lbl_go_row", row=ROWS[a["to"] // b.w]), t(lang, "lbl_go", cell=cell(a["to"]))]
        if k == "atk":
            f, who = enemy(a["to"])
            return [t(lang, "lbl_atk", cell=cell(a["to"]), face=f, name=who), t(lang, "lbl_from", cell=cell(a["from"]))]
        if k == "strike":
            f, who = enemy(a["to"])
            return [t(lang, "lbl_strike", cell=cell(a["to"]), face=f, name=who)]
        if k in ("carry", "warp"):
            f, pos = ships[a["other"]]
            return [t(lang, "lbl_" + k, face=f, cell=cell(pos))]
        if k == "mod":
            return [t(lang, "lbl_mod", face=a["face"])]
        if k in ("scout", "rec", "back", "end", "refresh", "pass", "tcancel", "reroll"):
            return [t(lang, "lbl_" + k)]
        if k == "dep":
            return [t(lang, "lbl_deploy"), t(lang, "lbl_dep_row", row=ROWS[a["to"] // b.w]),
                    t(lang, "lbl_dep", cell=cell(a["to"]))]
        if k == "res":
            r = state["res"][seat]
            step = 2 if has(state, seat, "research", 2) else 1
            return [t(lang, "lbl_res", a=r, b=min(6, r + step))]
        if k in ("build", "dom", "relto"):
            num, c = self._planet(n, a["planet"])
            return [t(lang, "lbl_" + k, num=num, cell=c)]
        if k == "keep":
            return [t(lang, "lbl_keep", faces="·".join(str(f) for f, p in ships if p >= 0))]
        if k == "take":
            return [t(lang, "lbl_take", card=card_name(lang, state["disp"][a["k"]]), kind=kind_word(lang, a["k"]))]
        if k == "drop":
            return [t(lang, "lbl_drop", card=card_name(lang, a["card"]))]
        if k in ("tgo", "tdrop"):
            return [t(lang, "lbl_" + k, cell=cell(a["to"]))]
        if k == "rel":
            _num, c = self._planet(n, a["planet"])
            return [t(lang, "lbl_rel", name=names[a["owner"]], cell=c)]
        return [move.id]

    # ------------------------------------------------------------------ events
    def event_key(self, event: Event) -> str:
        a, k = event.args, event.kind
        if k == "combat":
            return "ev_combat_win" if a["won"] else "ev_combat_lose"
        if k == "ability":
            return "ev_" + a["what"]  # ev_strike, ev_maneuver
        if k == "reconfigure" and a["free"]:
            return "ev_reconfigure_free"
        if k == "cube":
            return "ev_cube_" + a["how"]
        if k == "fleet":
            return "ev_fleet_reroll" if a["reroll"] else "ev_fleet_keep"
        return super().event_key(event)

    def event_args(self, event: Event, lang: str, names: list[str]) -> dict:
        """Cells by their names (a relocation's two ends are planets, by their cells), dice as they rolled."""
        a = super().event_args(event, lang, names)
        n, k = len(names), event.kind
        cell = BOARDS[n].name
        for key in ("from", "to", "at", "a", "b", "carried", "drop"):
            if key in a:
                a[key] = self._planet(n, a[key])[1] if k == "relocate" else cell(a[key])
        if "planet" in a:
            a["num"], a["cell"] = self._planet(n, a["planet"])
        if k == "combat":
            a["atk"] = f"{a['af']}+{a['ar']}={a['atk']}" if a["atk"] == a["af"] + a["ar"] else str(a["atk"])
            a["dfn"] = f"{a['df']}+{a['dr']}={a['dfn']}" if a["dfn"] == a["df"] + a["dr"] else str(a["dfn"])
        elif k == "fleet":
            a["faces"] = "·".join(str(f) for f in a["faces"])
        elif k == "reorganize":
            a["faces"] = ", ".join(f"{f} {cell(p)}" for p, f in a["faces"])
        return a

    # ------------------------------------------------------------------ AI
    def _planet_value(self, state: dict, seat: int, p: int, occ: dict) -> float:
        """How close ``seat`` is to constructing on planet ``p`` (higher is closer)."""
        b = self.board(state)
        goal = self.target(state, seat, p)
        ships = state["ships"][seat]
        total, free = 0, []
        for x in b.orbit[p]:
            o = occ.get(x)
            if o is None:
                free.append(x)
            elif o[0] == seat:
                total += ships[o[1]][0]
        if self.can_construct(state, seat, p, occ):
            return 100.0
        if total > goal:
            return 40.0 - 8 * (total - goal)
        r = goal - total
        if not free:
            return 10.0 - r
        best = exact = 99  # the nearest ship to a free orbit square; the nearest showing the missing number
        for f, pos in ships:
            if pos < 0 or b.orbit_of.get(pos) == p:
                continue
            pr, pc = divmod(pos, b.w)
            d = min(abs(pr - x // b.w) + abs(pc - x % b.w) for x in free)
            best = min(best, d)
            if f == r and d <= f:
                exact = min(exact, d)
        if r <= 6:
            if exact < 99:
                return 80.0 - 0.2 * exact
            return 55.0 - 0.6 * min(best, 30)
        return 45.0 - 1.5 * (r - 6) - 0.6 * min(best, 30)

    def _goal(self, state: dict, seat: int, occ: dict) -> int | None:
        return max(self.placeable(state, seat), key=lambda p: self._planet_value(state, seat, p, occ), default=None)

    def _score(self, state: dict, seat: int, m: Move, goal, occ: dict, base: float) -> float:
        k, a = m.kind, m.args
        ships = state["ships"][seat]
        if k == "build":
            return 1000.0
        if k == "end":
            return -0.5
        if k == "res":
            r = state["res"][seat] + (2 if has(state, seat, "research", 2) else 1)
            return 12.0 if r >= 6 else 3.0
        if k == "back":
            return -50.0
        if goal is None:
            return 0.0

        def value_with(changes: dict, removed: int | None = None) -> float:
            occ2 = dict(occ)
            if removed is not None:
                del occ2[removed]
            saved = []
            for i, (face, pos) in changes.items():
                old = ships[i]
                saved.append((i, list(old)))
                if old[1] >= 0 and occ2.get(old[1]) == (seat, i):
                    del occ2[old[1]]
                ships[i] = [face, pos]
            for i, (_face, pos) in changes.items():
                if pos >= 0:
                    occ2[pos] = (seat, i)
            try:
                return self._planet_value(state, seat, goal, occ2)
            finally:
                for i, old in saved:
                    ships[i] = old

        if k == "go":
            i = a["ship"]
            return value_with({i: (ships[i][0], a["to"])}) - base - 0.1
        if k in ("atk", "strike"):
            i = a["ship"]
            f = ships[i][0]
            ds, dj = occ[a["to"]]
            df = state["ships"][ds][dj][0]
            diff = f - self.attack_bonus(state, seat, f) - df - self.defence_bonus(state, ds, df, a["to"])
            pw = WIN_P[max(-12, min(12, diff))]
            start = a.get("from", ships[i][1])
            lose = value_with({i: (f, start)})
            win = value_with({i: (f, a["to"])}, removed=a["to"])
            gain = 14.0 + (60.0 if state["dom"][seat] >= 5 else 0.0) + (0 if k == "atk" else 3.0)
            return pw * (win + gain) + (1 - pw) * lose - base - (0.1 if k == "atk" else 0)
        if k == "warp":
            i, j = a["ship"], a["other"]
            return value_with({i: (ships[i][0], ships[j][1]), j: (ships[j][0], ships[i][1])}) - base - 0.05
        if k == "mod":
            i = a["ship"]
            return value_with({i: (a["face"], ships[i][1])}) - base - 0.05
        if k in ("rec", "scout"):
            i = a["ship"]
            f, pos = ships[i]
            outs = [value_with({i: (g, pos)}) for g in range(1, 7) if g != f]
            return sum(outs) / len(outs) - base - (1.0 if k == "rec" else 0.0)
        if k == "dep":
            return 4.0 + (2.0 if self.board(state).orbit_of.get(a["to"]) == goal else 0.0)
        return -1.0

    def ai_move(self, state: dict, seat: int, rng: random.Random) -> str:
        moves = self._legal_moves(state, seat)
        if len(moves) == 1:
            return moves[0].id
        ph = state["phase"]
        if state["dq"]:
            return max(moves, key=lambda m: (self.target(state, seat, m.args["planet"]), -m.args["planet"])).id
        if ph == "fleet":
            return "reroll" if sum(f for f, p in state["ships"][seat] if p >= 0) >= 14 else "keep"  # a weak fleet
        if ph == "draw":
            def rank(m):
                if m.kind != "take":
                    return -1
                c = state["disp"][m.args["k"]]
                r = CARD_RANK.get(c, 2)
                if c == "aggression" and state["dom"][seat] >= 4:
                    r = 12
                if c == "expansion" and not any(p == -2 for _f, p in state["ships"][seat]):
                    r = 0
                return r
            return max(moves, key=rank).id
        if ph == "discard":
            return min(moves, key=lambda m: CARD_RANK.get(m.args["card"], 2)).id
        if ph == "relocate":
            if state["pend"].get("planet") is None:
                return max(moves, key=lambda m: -state["left"][m.args["owner"]]).id
            return moves[0].id
        if ph == "transport":
            return moves[-1].id if moves[-1].id == "tcancel" else moves[0].id
        occ = self.occupancy(state)
        goal = self._goal(state, seat, occ)
        base = self._planet_value(state, seat, goal, occ) if goal is not None else 0.0
        best, choice = -1e9, moves[0].id
        for m in moves:
            if m.kind == "ship":
                sub = self._ship_moves(state, seat, m.args["ship"], occ)
                v = max((self._score(state, seat, s, goal, occ, base) for s in sub if s.kind != "carry"),
                        default=-99.0)
            elif m.kind == "carry":
                v = -99.0
            else:
                v = self._score(state, seat, m, goal, occ, base)
            v += rng.random() * 0.01
            if v > best:
                best, choice = v, m.id
        return choice
