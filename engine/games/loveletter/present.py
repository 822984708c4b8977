"""Love Letter presentation (board, hand, move labels, event texts) and a simple AI."""

from __future__ import annotations

import random

from engine import CardInfo, Event, Move

from .data import CARDS, DECK, TARGETED, VALUE
from .rules import LoveLetterRules
from .text import TEXTS
from .views import PublicView, SeatView


def _card(lang: str, card: str) -> str:
    return f"{TEXTS.t(lang, card)} ({VALUE[card]})"


def _catalogue() -> list[CardInfo]:
    return [CardInfo(key=card, names=TEXTS.each(card), texts=TEXTS.each("power_" + card),
                     kind=TEXTS.each("kind", value=value), copies=copies)
            for card, (value, copies) in CARDS.items()]


class LoveLetter(LoveLetterRules):
    texts = TEXTS
    catalogue = _catalogue
    event_seats = ("target", "other", "starter", "loser", "winner")
    event_words = {
        "cards": lambda lang, cards: ", ".join(TEXTS.t(lang, c) for c in cards) or TEXTS.t(lang, "none"),
        **dict.fromkeys(("card", "guess", "mine", "theirs", "got"), TEXTS.t),  # a card, by its name
    }

    # ------------------------------------------------------------------ board and hand
    def board_text(self, view: PublicView, lang: str, names: list[str]) -> str:
        t = TEXTS.t
        lines = [f"**{t(lang, 'round', n=view['round'])}** · {t(lang, 'deck', n=view['deck_size'])}"]
        up = view["set_aside_up"]
        face_up = t(lang, "face_up", cards=", ".join(_card(lang, c) for c in up)) if up else ""
        lines.append(t(lang, "set_aside", down=view["set_aside_down"], up=face_up))
        lines.append(f"**{t(lang, 'tokens', n=view['tokens_to_win'])}**")
        for seat, name in enumerate(names):
            marks = []
            if seat in view["protected"]:
                marks.append(t(lang, "protected"))
            if seat in view["eliminated"]:
                marks.append(t(lang, "eliminated"))
            discards = ", ".join(TEXTS.t(lang, c) for c in view["discards"][seat]) or t(lang, "none")
            hearts = "❤️" * view["tokens"][seat] or "·"
            lines.append(f"{name} {hearts} {' '.join(marks)}\n  ↳ {t(lang, 'discards')}: {discards}")
        if view["last_round"]:
            lines.append(t(lang, "last_round", text=self._round_text(view["last_round"], lang, names)))
        return "\n".join(lines)

    def _round_text(self, info: dict, lang: str, names: list[str]) -> str:
        t = TEXTS.t
        text = t(lang, "no_winner") if info["winner"] is None else t(lang, "won_round", name=names[info["winner"]])
        if info["hands"]:
            shown = ", ".join(f"{names[int(s)]}: {TEXTS.t(lang, c)}" for s, c in info["hands"].items())
            text += " — " + t(lang, "showdown", hands=shown)
        return text

    def private_text(self, view: SeatView, lang: str, names: list[str]) -> str | None:
        t = TEXTS.t
        lines = [f"{t(lang, 'your_hand')}:"]
        lines += [f"• **{_card(lang, c)}** — {self.card_note(c, lang)}" for c in view["hand"]] or [t(lang, "none")]
        if view["known"]:
            lines.append(f"{t(lang, 'you_know')}:")
            for fact in view["known"]:
                lines.append("• " + t(lang, "known_" + fact["how"], name=names[fact["about"]],
                                      card=TEXTS.t(lang, fact["card"])))
        return "\n".join(lines)

    # ------------------------------------------------------------------ card texts
    def cards_in_view(self, view: SeatView) -> list[str]:
        seen = [*view.get("hand", []), *view["set_aside_up"], *(c for pile in view["discards"] for c in pile)]
        return list(dict.fromkeys(seen))

    def move_notes(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str | None]:
        return [self.card_note(move.args["card"], lang)]

    # ------------------------------------------------------------------ moves
    def move_steps(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str]:
        card = move.args["card"]
        steps = [_card(lang, card)]
        target = move.args.get("target")
        if target is not None:
            steps.append(TEXTS.t(lang, "yourself") if target == seat else names[target])
        elif card in TARGETED:
            steps[0] = TEXTS.t(lang, "label_no_effect", card=_card(lang, card))
        if move.args.get("guess"):
            steps.append(_card(lang, move.args["guess"]))
        return steps

    def move_label(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> str:
        card, target, guess = move.args["card"], move.args.get("target"), move.args.get("guess")
        name = _card(lang, card)
        if guess:
            assert target is not None  # only a Guard names a guess, and always at a seat
            return TEXTS.t(lang, "label_guess", card=name, target=names[target], guess=TEXTS.t(lang, guess))
        if target is None:
            key = "label_no_effect" if card in TARGETED else "label_plain"
            return TEXTS.t(lang, key, card=name)
        if target == seat:
            return TEXTS.t(lang, "label_self", card=name)
        return TEXTS.t(lang, "label_target", card=name, target=names[target])

    # ------------------------------------------------------------------ events
    def event_key(self, event: Event) -> str:
        a, k = event.args, event.kind
        if k == "play" and (a.get("guess") or a.get("target") is not None):
            return "ev_play_guess" if a.get("guess") else "ev_play_target"
        if k == "guard":
            return "ev_guard_hit" if a["hit"] else "ev_guard_miss"
        if k == "baron":
            return "ev_baron_tie" if a["loser"] is None else "ev_baron_loser"
        if k == "eliminated" and a["reason"] == "princess":
            return "ev_eliminated_princess"
        return "ev_compare" if k == "baron_compare" else super().event_key(event)

    def event_args(self, event: Event, lang: str, names: list[str]) -> dict:
        a = super().event_args(event, lang, names)
        if event.kind == "round_end":
            a["text"] = self._round_text(event.args, lang, names)
        elif event.kind == "game_end":
            a["n"] = event.args["tokens"][event.args["winner"]]
        return a

    # ------------------------------------------------------------------ AI
    def ai_move(self, state: dict, seat: int, rng: random.Random) -> str:
        """Cheap sensible play: never throw the Princess away, use what was learned, guess by card counting."""
        moves = self._legal_moves(state, seat)
        hand = state["hands"][seat]
        known = {k["about"]: k["card"] for k in state["known"][seat] if k["about"] not in state["eliminated"]}
        unseen = list(DECK)
        for c in [*(c for pile in state["discards"] for c in pile), *state["set_aside_up"], *hand]:
            unseen.remove(c)

        def score(move: Move) -> float:
            card, target, guess = move.args["card"], move.args.get("target"), move.args.get("guess")
            other = [c for c in hand if c != card] or [card]
            keep = other[0]
            s = -VALUE[card] * 0.1  # by default keep the stronger card
            if card == "princess" or (card == "prince" and target == seat and keep == "princess"):
                return -100
            if card == "guard" and target is not None:
                if known.get(target) == guess:
                    return 50
                assert guess is not None  # a Guard aimed at a seat always names a card
                s += unseen.count(guess) / max(1, len(unseen)) * 10
            if card == "baron" and target is not None:
                theirs = known.get(target)
                if theirs is not None:
                    return 40 if VALUE[keep] > VALUE[theirs] else -50
                s += (VALUE[keep] - 4) * 2
            if card == "king" and keep == "princess":
                return -100
            if card == "prince" and target is not None and target != seat and known.get(target) == "princess":
                return 45
            if card == "prince" and target == seat:
                s -= 3
            if card == "handmaid":
                s += 2
            return s + rng.random() * 0.5

        return max(moves, key=score).id

