"""Symbiose presentation (board text, picture, move labels, event texts) and a greedy AI."""

from __future__ import annotations

import random

from engine import CardInfo, Event, Move
from engine.text import seat_list, seat_values

from .data import ANIMALS, CARDS, COLS
from .rules import TEAM_SEATS, SymbioseRules, face_up, partner, slot_name, team_mode, team_totals
from .text import TEXTS
from .value import Expectation, public_units, win_value
from .views import PublicView, SeatView


def card_rule(lang: str, card: int, texts: str = "rule_") -> str:
    """The card's scoring rule, generated from its encoding in data.CARDS: the ``rule_*`` texts give it beside the
    card's name, the ``cd_*`` ones in a sentence (the card's short text)."""
    _, _, kind, target, pts = CARDS[card]
    if kind == "fixed":
        return TEXTS.t(lang, texts + "fixed", n=pts)
    what = TEXTS.t(lang, ("an_" if kind == "animal" else "col_") + target)
    return TEXTS.t(lang, texts + kind, n=pts, what=what)


def card_infos() -> list[CardInfo]:
    out = []
    for i, (animal, colour, kind, _target, pts) in enumerate(CARDS):
        short = {lg: card_rule(lg, i, "cd_") for lg in TEXTS.tables}
        texts = {lg: short[lg] if kind == "fixed" else short[lg] + " " + TEXTS.t(lg, "cd_where") for lg in short}
        out.append(CardInfo(str(i), TEXTS.each(f"name_{animal}_{colour}"), texts, short, TEXTS.each("kind_card"),
                            vp=str(pts) if kind == "fixed" else None))
    return out


def card_name(lang: str, card: int | None) -> str:
    if card is None:
        return TEXTS.t(lang, "face_down")
    animal, colour = CARDS[card][:2]
    return TEXTS.t(lang, "card", name=TEXTS.t(lang, f"name_{animal}_{colour}"), rule=card_rule(lang, card))


def card_code(lang: str, card: int | None) -> str:
    """Six characters for the monospace grid: animal, colour, rule (``Dp 2/R``)."""
    if card is None:
        return "  ??  "
    animal, colour, kind, target, pts = CARDS[card]
    head = TEXTS.t(lang, "code_" + animal) + TEXTS.t(lang, "code_" + colour)
    rule = str(pts) if kind == "fixed" else f"{pts}/{TEXTS.t(lang, 'code_' + target)}"
    return f"{head} {rule}".ljust(6)


def unit_name(view: PublicView, unit: int, lang: str, names: list[str]) -> str:
    return TEXTS.t(lang, "the_river") if unit >= view["players"] else names[unit]


class Symbiose(SymbioseRules):
    texts = TEXTS
    catalogue = card_infos
    event_words = {
        "card": card_name,
        "slot": lambda lang, v: slot_name(v),
        "river": lambda lang, v: v + 1,  # players count from 1
    }

    def rules_summary(self, lang: str) -> str:
        lines = [TEXTS.t(lang, "rules"), "", TEXTS.t(lang, "designed")]
        colon = " :" if lang == "fr" else ":"
        for animal in ANIMALS:
            cards = [i for i, c in enumerate(CARDS) if c[0] == animal]
            parts = [f"{TEXTS.t(lang, 'col_' + CARDS[i][1])} {card_rule(lang, i)}" for i in cards]
            lines.append(f"• {TEXTS.t(lang, 'an_' + animal).capitalize()}{colon} " + ", ".join(parts))
        return "\n".join(lines)

    # ------------------------------------------------------------------ board
    @staticmethod
    def _grid(cards: list, lang: str) -> list[str]:
        rows = ["   " + "      ".join(str(c + 1) for c in range(COLS))]
        for r in range(len(cards) // COLS):
            cells = [card_code(lang, cards[r * COLS + c]) for c in range(COLS)]
            rows.append(f"{'ab'[r]} " + "|".join(cells))
        return rows

    def board_text(self, view: PublicView, lang: str, names: list[str]) -> str:
        t, n = TEXTS.t, view["players"]
        lines = []
        over = view["winners"] is not None
        scores, pts_key = (view["scores"], "final_pts") if over else (view["visible_scores"], "visible_pts")
        if not over:
            key = "must_reveal" if view["pending"] == "reveal" else "turn_of"
            lines.append(t(lang, key, name=names[view["turn"]], n=view["turns"][view["turn"]] + 1))
        for seat in range(n):
            left, right = view["neighbours"][seat]
            lines.append(t(lang, "pond_of", name=names[seat], pts=t(lang, pts_key, n=scores[seat])) + " · " + t(
                lang, "looks", left=unit_name(view, left, lang, names), right=unit_name(view, right, lang, names)))
            lines.append("```\n" + "\n".join(self._grid(view["ponds"][seat], lang)) + "\n```")
        lines.append(t(lang, "river_line", left=names[1], right=names[0]) if n == 2 else t(lang, "river_plain"))
        river = view["river"]
        rows = ["|".join(f"{i + 1} {card_code(lang, river[i])}" for i in range(r, min(r + COLS, len(river))))
                for r in range(0, len(river), COLS)]
        lines.append("```\n" + "\n".join(rows) + "\n```")
        if view["box"]:
            lines.append(t(lang, "box", n=view["box"]))
        if view.get("teams"):
            for (a, b), total in zip(TEAM_SEATS, team_totals(scores), strict=True):
                lines.append(t(lang, "team_line", a=names[a], b=names[b], pts=t(lang, pts_key, n=total)))
        if over:
            lines.append(self._winner_text(view["winners"], view["scores"], lang, names, view.get("teams")))
        lines.append("-# " + t(lang, "legend"))
        return "\n".join(lines)

    @staticmethod
    def _winner_text(winners: list[int], scores: list[int], lang: str, names: list[str], teams: bool = False) -> str:
        if teams:
            total = scores[winners[0]] + scores[partner(winners[0])]
            return TEXTS.t(lang, "team_winner", names=seat_list(names, winners), n=total)
        verb = TEXTS.t(lang, "win_one" if len(winners) == 1 else "win_many")
        return TEXTS.t(lang, "winner", names=seat_list(names, winners), verb=verb, n=scores[winners[0]])

    def private_text(self, view: SeatView, lang: str, names: list[str]) -> str | None:
        """The power of every card you can take (face-up river cards) and of your face-up pond cards."""
        seat = view.get("me")
        if seat is None or view["winners"] is not None:
            return None
        t = TEXTS.t
        lines = [t(lang, "priv_river"), *(f"{r + 1}. {self._named(c, lang)}" for r, c in enumerate(view["river"])
                                          if c is not None)]
        mine = [(s, c) for s, c in enumerate(view["ponds"][seat]) if c is not None]
        if mine:
            lines.append(t(lang, "priv_pond"))
            lines += [f"{slot_name(s)}. {self._named(c, lang)}" for s, c in mine]
        return "\n".join(lines)

    def _named(self, card: int, lang: str) -> str:
        animal, colour = CARDS[card][:2]
        sep = " : " if lang == "fr" else ": "
        return f"{TEXTS.t(lang, f'name_{animal}_{colour}')}{sep}{self.card_note(card, lang)}"

    # ------------------------------------------------------------------ card texts
    def cards_in_view(self, view: PublicView) -> list[str]:
        cards = [*view["river"], *(c for pond in view["ponds"] for c in pond)]
        return list(dict.fromkeys(str(c) for c in cards if c is not None))

    def move_notes(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str | None]:
        if move.kind == "reveal":
            return [None]
        r, slot = move.args["river"], move.args["slot"]
        took = self.card_note(state["river"][r], lang) if state["river_up"][r] else None
        gave = self.card_note(state["ponds"][seat][slot], lang) if state["up"][seat][slot] else None
        return [took, gave]

    # ------------------------------------------------------------------ moves
    def move_steps(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str]:
        t, slot = TEXTS.t, move.args["slot"]
        if move.kind == "reveal":
            return [t(lang, "lbl_reveal", slot=slot_name(slot))]
        r = move.args["river"]
        rc = state["river"][r] if state["river_up"][r] else None
        pond_up = state["up"][seat][slot]
        step2 = (t(lang, "lbl_slot_up", slot=slot_name(slot), card=card_name(lang, state["ponds"][seat][slot]))
                 if pond_up else t(lang, "lbl_slot_down", slot=slot_name(slot)))
        return [t(lang, "lbl_river", r=r + 1, card=card_name(lang, rc))[:80], step2[:80]]

    def move_label(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> str:
        if move.kind == "reveal":
            return self.move_steps(state, seat, move, lang, names)[0]
        r = move.args["river"]
        rc = state["river"][r] if state["river_up"][r] else None
        return TEXTS.t(lang, "lbl_swap", r=r + 1, card=card_name(lang, rc), slot=slot_name(move.args["slot"]))

    # ------------------------------------------------------------------ events
    def event_text(self, event: Event, lang: str, names: list[str]) -> str | None:
        t, a, k = TEXTS.t, event.args, event.kind
        if k == "swap":
            key = "ev_swap" if a["was_up"] else "ev_swap_down"
            return t(lang, key, name=names[a["seat"]], took=card_name(lang, a["took"]), r=a["river"] + 1,
                     gave=card_name(lang, a["gave"]), slot=slot_name(a["slot"]))
        if k == "end":
            scores = seat_values(names, a["scores"])
            if "teams" in a:
                teams = ", ".join(f"{names[x]} & {names[y]} {a['teams'][ti]}" for ti, (x, y) in enumerate(TEAM_SEATS))
                return t(lang, "ev_end_teams", scores=scores, teams=teams,
                         winner=self._winner_text(a["winners"], a["scores"], lang, names, True))
            return t(lang, "ev_end", scores=scores, winner=self._winner_text(a["winners"], a["scores"], lang, names))
        return super().event_text(event, lang, names)

    # ------------------------------------------------------------------ AI
    def evaluate(self, state: dict, seat: int) -> float:
        """The search's leaf value: the result once over, else a logistic of the seat's expected lead from
        what everyone sees (``value.win_value``), so a leaf needs no noisy play to the end."""
        if state["winners"] is not None:
            return super().evaluate(state, seat)
        return win_value(self._table(state), seat)

    @staticmethod
    def _table(state: dict) -> dict:
        """The public view's fields the AI values (``value``), without the scores the view computes: rollouts
        and leaves ask for it often."""
        ponds, river = face_up(state)
        return {"players": state["players"], "ponds": ponds, "river": river, "turns": state["turns"],
                "teams": team_mode(state)}

    def ai_move(self, state: dict, seat: int, rng: random.Random) -> str:
        """Greedy on what the seat can see: every swap is valued by the expected final scores (unknown
        cards counted by the share of each animal and colour among the unseen cards), own score minus
        the others' average. Which face-down card to turn over is a free choice (all look alike)."""
        moves = self._legal_moves(state, seat)
        if state["pending"] == "reveal":
            return rng.choice(moves).id
        view = self._table(state)
        n = state["players"]
        units = public_units(view)
        expectation = Expectation(view)
        teams = view.get("teams")
        friends = [seat, partner(seat)] if teams else [seat]
        others = [s for s in range(n) if s not in friends]

        def expected(units_now: list[list]) -> float:
            totals = expectation.totals(units_now)
            return sum(totals[f] for f in friends) / len(friends) - sum(totals[o] for o in others) / len(others)

        best, best_val = None, None
        mine = units[seat]
        river_unit = units[n] if n == 2 else None
        for m in moves:
            r, slot = m.args["river"], m.args["slot"]
            took = view["river"][r]
            gave = mine[slot]
            if took is None:
                continue  # a face-down river card: not considered (it swaps for cards it can see)
            mine[slot] = took
            if river_unit is not None:
                river_unit[r] = gave
            val = expected(units) + rng.random() * 0.01
            mine[slot] = gave
            if river_unit is not None:
                river_unit[r] = took
            if best_val is None or val > best_val:
                best, best_val = m, val
        return (best or rng.choice(moves)).id
