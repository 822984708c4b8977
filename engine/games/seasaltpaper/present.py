"""Sea Salt & Paper presentation (board, hand, move labels, event texts) and a simple AI."""

from __future__ import annotations

import random

from engine import LANGS, CardInfo, Event, Move
from engine.text import seat_list

from .data import ANNOUNCE_MIN, BASE_SIZE, CARDS, IDENTITY, KIND, KINDS
from .rules import SeaSaltPaperRules, card_points, score_breakdown
from .text import TEXTS, card_name, piles_line
from .views import PublicView, SeatView

LIMIT_LABEL = 80
PLAIN_LABELS = {"deck": "m_deck", "stop": "m_stop", "last_chance": "m_lc", "end": "m_end"}  # moves naming no card


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def card_list(lang: str, cards: list[int]) -> str:
    """Cards sorted by kind, identical ones grouped: '2× Crab (dark blue), Shell (grey)'."""
    if not cards:
        return TEXTS.t(lang, "none")
    groups: dict[int, list[int]] = {}
    for c in sorted(cards, key=lambda c: IDENTITY[c]):
        groups.setdefault(IDENTITY[c], []).append(c)
    return ", ".join(f"{len(g)}× {card_name(lang, g[0])}" if len(g) > 1 else card_name(lang, g[0])
                     for g in groups.values())


def _catalogue() -> list[CardInfo]:
    """One entry per kind of card (colours do nothing but score the colour bonus)."""
    out = []
    for kind in KINDS:
        copies = [i for i, (k, _) in enumerate(CARDS) if k == kind]
        extra = "x_extra" if copies[0] >= BASE_SIZE else "x_base"
        short = {lang: TEXTS.t(lang, "s_" + kind) for lang in LANGS if "s_" + kind in TEXTS.tables[lang]}
        out.append(CardInfo(key=kind, names=TEXTS.each("k_" + kind), texts=TEXTS.each("p_" + kind), short=short,
                            kind=TEXTS.each(extra), copies=len(copies)))
    return out


CATALOGUE = _catalogue()


class SeaSaltPaper(SeaSaltPaperRules):
    texts = TEXTS
    catalogue = CATALOGUE
    event_seats = ("target", "starter", "winners")
    event_words = {
        "card": card_name,
        "cards": card_list,
        "pile": lambda lang, v: v + 1,  # players count from 1
        "hand": card_list,
    }

    # ------------------------------------------------------------------ board and hand
    def board_text(self, view: PublicView, lang: str, names: list[str]) -> str:
        text = self._board(view, lang, names, detailed=True)
        if len(text) > 3500:
            text = self._board(view, lang, names, detailed=False)
        return _clip(text, 3500)

    def _board(self, view: PublicView, lang: str, names: list[str], detailed: bool) -> str:
        t = TEXTS.t
        lines = [f"**{t(lang, 'round', n=view['round'])}** · {t(lang, 'deck', n=view['deck_size'])} · "
                 f"{t(lang, 'target', n=view['target'])}"]
        lines.append(piles_line(lang, view["piles"]))
        for seat, name in enumerate(names):
            marker = "▶ " if view["turn"] == seat else ""
            line = (f"{marker}**{name}** — {t(lang, 'score', n=view['scores'][seat])} · "
                    f"{t(lang, 'hand_n', n=view['hand_sizes'][seat])}")
            groups = view["tables"][seat]
            if groups:
                shown = " | ".join(" + ".join(card_name(lang, c) if detailed else t(lang, "k_" + KIND[c])
                                              for c in g) for g in groups)
                line += "\n  ↳ " + t(lang, "played", cards=shown)
            lines.append(line)
        if view["caller"] is not None and not view["over"]:
            lines.append(t(lang, "call_lc", name=names[view["caller"]]))
            for s, hand in view["revealed"].items():
                cards = card_list(lang, hand) if detailed else str(len(hand))
                lines.append("  " + t(lang, "revealed", name=names[int(s)], cards=cards))
            if view["last_chance_left"]:
                lines.append("  " + t(lang, "lc_left", names=seat_list(names, view["last_chance_left"])))
        if view["jelly"] is not None:
            lines.append(t(lang, "jelly", name=names[view["jelly"]]))
        if view["turn"] is not None:
            lines.append(t(lang, "turn", name=names[view["turn"]], what=self._phase_text(view, lang)))
        if view["last_round"]:
            lines.append(t(lang, "last_round", how=self._how_text(view["last_round"], lang, names),
                           gains=self._gains_text(view["last_round"], lang, names)))
        if view["over"]:
            if view["mermaid_winner"] is not None:
                lines.append(t(lang, "mermaid_win", name=names[view["mermaid_winner"]]))
            lines.append(t(lang, "game_over", names=seat_list(names, view["winners"])))
        return "\n".join(lines)

    @staticmethod
    def _phase_text(view: PublicView, lang: str) -> str:
        # only the crab-card text names the pile (players count from 1)
        return TEXTS.t(lang, "ph_" + (view["phase"] or "draw"), p=(view["crab_pile"] or 0) + 1)

    @staticmethod
    def _how_text(info: dict, lang: str, names: list[str]) -> str:
        last_chance = "how_lc_won" if info["won"] else "how_lc_lost"
        key = {"empty": "how_empty", "stop": "how_stop"}.get(info["how"], last_chance)
        return TEXTS.t(lang, key, name="" if info["caller"] is None else names[info["caller"]])  # no caller: deck empty

    def _gains_text(self, info: dict, lang: str, names: list[str]) -> str:
        return ", ".join(TEXTS.t(lang, "gain", name=names[s], n=g) for s, g in enumerate(info["gains"]))

    def private_text(self, view: SeatView, lang: str, names: list[str]) -> str | None:
        t = TEXTS.t
        lines = [t(lang, "your_hand", n=len(view["hand"]), cards=card_list(lang, view["hand"]))]
        if view["pending"]:
            key = "looked_cards" if view["phase"] == "lobster" else "drawn_cards"
            lines.append(t(lang, key, cards=card_list(lang, view["pending"])))
        if view.get("pile_cards") is not None:
            lines.append(t(lang, "pile_cards", p=view["crab_pile"] + 1, cards=card_list(lang, view["pile_cards"])))
        lines.append(t(lang, "your_points", **view["points"]))
        if view.get("can_announce"):
            lines.append(t(lang, "can_announce"))
        mine = [*view["hand"], *view["pending"], *(view.get("pile_cards") or [])]
        kinds = list(dict.fromkeys(KIND[c] for c in mine))
        if kinds:
            lines.append(t(lang, "powers"))
            lines += [f"• {t(lang, 'k_' + k)} — {self.card_note(k, lang)}" for k in kinds]
        return _clip("\n".join(lines), 2900)

    # ------------------------------------------------------------------ card texts
    def cards_in_view(self, view: SeatView) -> list[str]:
        seen = [*view.get("hand", []), *view.get("pending", []), *(view.get("pile_cards") or [])]
        seen += [p["top"] for p in view["piles"] if p["top"] is not None]
        seen += [c for groups in view["tables"] for g in groups for c in g]
        return list(dict.fromkeys(KIND[c] for c in seen))

    def move_notes(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str | None]:
        a, k = move.args, move.kind
        if k == "keep":
            return [self.card_note(KIND[a["card"]], lang), self.card_note(KIND[a["discard"]], lang)]
        if k in ("take", "lobster"):
            return [self.card_note(KIND[a["card"]], lang), None]
        if k == "pile":
            return [self.card_note(KIND[self.pile(state, a["pile"])[-1]], lang)]
        return []

    # ------------------------------------------------------------------ moves
    def move_steps(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str]:
        t = TEXTS.t
        a = move.args
        if move.kind == "keep":
            return [_clip(t(lang, "s_keep", card=card_name(lang, a["card"])), LIMIT_LABEL),
                    _clip(t(lang, "s_discard", card=card_name(lang, a["discard"]), p=a["pile"] + 1), LIMIT_LABEL)]
        if move.kind in ("duo", "trio"):
            c = a["cards"]
            kinds = " + ".join(t(lang, "k_" + KIND[x]) for x in c[:2])
            effect = t(lang, "e_" + a["effect"]) if move.kind == "duo" else ""  # a trio has none
            group = t(lang, f"s_{move.kind}_group", kinds=kinds, effect=effect)
            return [_clip(group, LIMIT_LABEL),
                    _clip(" + ".join(card_name(lang, x) for x in c), LIMIT_LABEL)]
        if move.kind in ("take", "lobster"):
            card = a["card"]
            return [t(lang, "k_" + KIND[card]), _clip(self.move_label(state, seat, move, lang, names), LIMIT_LABEL)]
        return [self.move_label(state, seat, move, lang, names)]

    def move_label(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> str:
        t = TEXTS.t
        a, k = move.args, move.kind
        if k in PLAIN_LABELS:
            text = t(lang, PLAIN_LABELS[k])
        elif k == "pile":
            text = t(lang, "m_pile", card=card_name(lang, self.pile(state, a["pile"])[-1]), p=a["pile"] + 1)
        elif k == "keep":
            text = t(lang, "m_keep", card=card_name(lang, a["card"]), other=card_name(lang, a["discard"]),
                     p=a["pile"] + 1)
        elif k == "duo":
            x, y = a["cards"]
            text = t(lang, "m_duo", a=card_name(lang, x), b=card_name(lang, y), effect=t(lang, "e_" + a["effect"]))
        elif k == "trio":
            x, y, s = a["cards"]
            text = t(lang, "m_trio", a=card_name(lang, x), b=card_name(lang, y), s=t(lang, "k_starfish"))
        elif k == "crab_pile":
            text = t(lang, "m_crab", p=a["pile"] + 1, n=len(state["piles"][a["pile"]]))
        elif k in ("take", "lobster"):
            text = t(lang, "m_" + k, card=card_name(lang, a["card"]))
        elif k == "steal":
            text = t(lang, "m_steal", name=names[a["target"]], n=len(state["hands"][a["target"]]))
        else:
            text = move.id
        return _clip(text, LIMIT_LABEL)

    # ------------------------------------------------------------------ events
    def event_args(self, event: Event, lang: str, names: list[str]) -> dict:
        a, k, raw = super().event_args(event, lang, names), event.kind, event.args
        if k == "round_start":
            a["a"], a["b"] = (card_name(lang, c) for c in raw["piles"])
        elif k in ("duo", "trio"):
            a["cards"] = " + ".join(card_name(lang, c) for c in raw["cards"])
            if k == "duo":
                a["effect"] = TEXTS.t(lang, "e_" + raw["effect"])
        elif k == "lobster_keep":
            a["n"] = raw["back"]
        elif k == "round_end":
            a["how"], a["gains"] = self._how_text(raw, lang, names), self._gains_text(raw, lang, names)
        elif k == "game_end":
            a["n"] = raw["scores"][raw["winners"][0]]
        return a

    def event_text(self, event: Event, lang: str, names: list[str]) -> str | None:
        text = super().event_text(event, lang, names)
        return _clip(text, 1800) if event.kind == "pile_seen" and text else text

    # ------------------------------------------------------------------ AI
    @staticmethod
    def _value(hand: list[int], table: list[list[int]], extra: list[int]) -> float:
        """Card points of hand + extra, plus a little for open duo halves and mermaids."""
        cards = hand + extra
        value = float(card_points(cards, table))
        kinds = [KIND[c] for c in cards]
        for k in ("crab", "boat", "fish"):
            value += 0.3 * (kinds.count(k) % 2)
        if kinds.count("swimmer") + kinds.count("shark") + kinds.count("jellyfish") > 0:
            value += 0.2
        value += 0.6 * kinds.count("mermaid")
        return value

    def ai_move(self, state: dict, seat: int, rng: random.Random) -> str:
        """Cheap sensible play: take the card that adds most, play duos, announce with a good lead."""
        moves = self._legal_moves(state, seat)
        if len(moves) == 1:
            return moves[0].id
        hand, table = self.hand(state, seat), self.table(state, seat)
        phase = state["phase"]
        base = self._value(hand, table, [])

        def gain(card: int) -> float:
            return self._value(hand, table, [card]) - base + rng.random() * 0.05

        if phase == "draw":
            piles = [(gain(self.pile(state, m.args["pile"])[-1]), m) for m in moves if m.kind == "pile"]
            best_gain, best = max(piles, key=lambda p: p[0], default=(0.0, None))
            if best is not None and best_gain > 1.2:  # a blind draw of two cards is worth about this much
                return best.id
            return moves[0].id if moves[0].kind == "deck" else rng.choice(moves).id
        if phase in ("keep", "lobster", "crab_card"):
            # a keep move: do not feed a good card to the next player on top of a pile
            return max(moves, key=lambda m: (gain(m.args["card"]) - (0.01 * m.args["pile"] if m.kind == "keep" else 0),
                                             m.id)).id
        if phase == "crab_pile":
            return max(moves, key=lambda m: (len(state["piles"][m.args["pile"]]), m.id)).id
        if phase == "steal":
            return max(moves, key=lambda m: (len(state["hands"][m.args["target"]]), rng.random())).id
        # play phase: useful duos first, then announce. A starfish in hand only boosts a duo kept in hand,
        # so a duo is played as a trio when it would leave a starfish in hand without a duo to boost.
        duo_rank = {"fish": 5, "crab": 4, "lobster": 4, "steal": 4, "jellyfish": 3, "boat": 2}
        duos = [m for m in moves if m.kind == "duo"]
        if duos:
            if not (state["deck"] or state["piles"][0] or state["piles"][1]):
                duos = [m for m in duos if m.args["effect"] in ("steal", "jellyfish")] or duos
            best = max(duos, key=lambda m: (duo_rank.get(m.args["effect"], 0), m.id))
            rest = list(hand)
            for c in best.args["cards"]:
                rest.remove(c)
            before = score_breakdown(hand, table)["duos"]
            if score_breakdown(rest, [*table, list(best.args["cards"])])["duos"] < before:
                trio = next((m for m in moves if m.kind == "trio"
                             and m.args["cards"][:2] == list(best.args["cards"])), None)
                if trio is not None:
                    return trio.id
            return best.id
        ids = {m.id for m in moves}
        if "stop" in ids:
            mine = score_breakdown(hand, table)
            others = max(len(state["hands"][s]) for s in range(state["players"]) if s != seat)
            if mine["total"] >= ANNOUNCE_MIN + 4 and others <= 6:
                return "last_chance" if mine["total"] + mine["colour_bonus"] >= 16 else "stop"
            if mine["total"] >= ANNOUNCE_MIN + 2 or len(state["deck"]) < 8:
                return "stop"
        return "end"

