"""Pixies presentation (board text, move labels and steps, events, picture) and a greedy AI."""

from __future__ import annotations

import random

from engine import Event, Move
from engine.text import seat_list, seat_values

from .data import CARDS, COLOURS, LETTER
from .rules import FLOWER, PixiesRules, score_grid
from .text import TEXTS
from .views import PublicView, Space


def colour_name(lang: str, card: str) -> str:
    cols = CARDS[card]["colours"]
    if len(cols) == len(COLOURS):
        return TEXTS.t(lang, "multi")
    return "/".join(TEXTS.t(lang, c) for c in cols)


def effects(lang: str, card: str) -> list[str]:
    """What the card scores, spirals first: ``eff_<field>`` with a count, or a colour for the ``*_per`` fields."""
    c, t = CARDS[card], TEXTS.t
    return [t(lang, "eff_" + f, colour=t(lang, c[f] + "_l")) if f.endswith("_per") else t(lang, "eff_" + f, n=c[f])
            for f in ("spirals", "spiral_per", "per_down", "crosses", "cross_per") if c[f]]


def card_label(lang: str, card: str) -> str:
    """'Blue 5 · +1🌀 per blue': colour, value and what it scores (distinct for every card)."""
    return " · ".join([f"{colour_name(lang, card)} {CARDS[card]['value']}", *effects(lang, card)])


def letters(card: str) -> str:
    cols = CARDS[card]["colours"]
    return "M" if len(cols) == len(COLOURS) else "".join(LETTER[c] for c in cols)


def cell(space: Space, i: int) -> str:
    if space["up"] is not None:
        text = f"{letters(space['up'])}{CARDS[space['up']]['value']}" + ("*" if space["validated"] else "")
    elif space["down"]:
        text = "##"
    else:
        text = f"({i + 1})"
    return text.center(5)


class Pixies(PixiesRules):
    texts = TEXTS
    event_seats = ("first", "winners")
    event_words = {
        "card": card_label,
        "keep": card_label,
        "cards": lambda lang, cards: "; ".join(card_label(lang, c) for c in cards),
    }

    # ------------------------------------------------------------------ board
    def board_text(self, view: PublicView, lang: str, names: list[str]) -> str:
        t = TEXTS.t
        lines = [f"**{t(lang, 'round', n=view['round'])}** · {t(lang, 'deck', n=view['deck_size'])}"]
        if view["finished"]:
            best = [s for s, v in enumerate(view["scores"]) if v == max(view["scores"])]
            lines.append(t(lang, "game_over", names=seat_list(names, best)))
        else:
            shown = "; ".join(card_label(lang, c) for c in view["display"]) or t(lang, "none")
            lines.append(f"{t(lang, 'display')}: {shown}")
            assert view["turn"] is not None  # a game still going has a seat to play
            lines.append(t(lang, "to_play", name=names[view["turn"]]))
            if view["last_turn"]:
                lines.append(t(lang, "last_turn"))
        for seat, grid in enumerate(view["grids"]):
            line = t(lang, "player_line", name=names[seat], total=t(lang, "points", n=view["scores"][seat]),
                     now=t(lang, "points", n=view["round_so_far"][seat]))
            if view["history"]:
                line += " · " + t(lang, "history", rounds=" + ".join(str(h[seat]) for h in view["history"]))
            lines.append(line)
            rows = ["|".join(cell(grid[r * 3 + c], r * 3 + c) for c in range(3)) for r in range(3)]
            lines.append("```\n" + "\n".join(rows) + "\n```")
        if view["last_round"]:
            lines.append(t(lang, "last_round", round=view["last_round"]["round"],
                           items=self._details(lang, names, view["last_round"]["details"])))
        lines.append(t(lang, "legend"))
        return "\n".join(lines)[:3500]

    def _details(self, lang: str, names: list[str], details: list[dict]) -> str:
        t = TEXTS.t
        out = []
        for s, d in enumerate(details):
            down = t(lang, "detail_down", n=d["face_down"]) if d["face_down"] else ""
            out.append(t(lang, "detail", name=names[s], down=down, **{k: v for k, v in d.items() if k != "face_down"}))
        return "; ".join(out)

    # ------------------------------------------------------------------ moves
    def move_steps(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str]:
        a, t = move.args, TEXTS.t
        first, how = card_label(lang, a["card"]), a["how"]
        # pl_up (pl_on_down on a face-down card: validated), pl_keep, pl_down, pl_discard
        key = "pl_on_down" if how == "up" and state["grids"][seat][a["space"] - 1] else "pl_" + how
        second = t(lang, key, n=a["space"], card=card_label(lang, a["keep"]) if how == "keep" else None)
        return [first[:80], second[:80]]

    def move_label(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> str:
        first, second = self.move_steps(state, seat, move, lang, names)
        label = f"{first} → {second}"
        if len(label) > 80:  # keep the placement whole, shorten the card's description
            label = f"{first[:80 - len(second) - 4]}… → {second}"
        return label

    # ------------------------------------------------------------------ events
    def event_key(self, event: Event) -> str:
        a = event.args
        if event.kind == "take" and a["how"] == "up":  # on a face-down card of its space: validated
            return "ev_on_down" if a["validated"] else "ev_up"
        if event.kind == "take":
            return "ev_" + a["how"]  # keep (a sandwich), down, discard
        return super().event_key(event)

    def event_args(self, event: Event, lang: str, names: list[str]) -> dict:
        a, k, raw = super().event_args(event, lang, names), event.kind, event.args
        if k == "turn_stop":
            a["n"] = len(raw["left"])
        elif k == "round_end":
            a["items"] = self._details(lang, names, raw["details"])
        elif k == "game_end":
            a["items"] = seat_values(names, raw["scores"], fmt=lambda v: TEXTS.t(lang, "points", n=v))
        return a

    # ------------------------------------------------------------------ AI
    def ai_move(self, state: dict, seat: int, rng: random.Random) -> str:
        """Greedy: the move that most raises this round's score of the grid, with a little foresight:
        a face-down card prefers a high space (a later face-up card there validates it), and a lone
        face-up card is worth part of its number (it may still be validated)."""
        grid = state["grids"][seat]
        r, flower = state["round"], state["options"][FLOWER]
        base = score_grid(grid, r, flower)["total"]
        best, best_value = None, None
        for move in self._legal_moves(state, seat):
            a = move.args
            g = list(grid)
            how, space = a["how"], a["space"]
            bonus = 0.0
            if how == "up":
                if g[space - 1]:
                    g[space - 1] += "+" + a["card"]
                else:
                    bonus += 0.4 * space
                    g[space - 1] = a["card"]
            elif how == "keep":
                old = g[space - 1]
                g[space - 1] = f"{old if a['keep'] == a['card'] else a['card']}+{a['keep']}"
            elif how == "down":
                g[space - 1] = a["card"]
                bonus += 0.3 * space
            value = score_grid(g, r, flower)["total"] - base + bonus + rng.random() * 0.01
            if best_value is None or value > best_value:
                best, best_value = move.id, value
        assert best is not None  # a seat asked to move has a legal move
        return best
