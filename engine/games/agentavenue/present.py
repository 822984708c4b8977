"""Agent Avenue presentation (avenue, tableaux, hand, move labels, event texts) and a simple AI."""

from __future__ import annotations

import random
from collections import Counter

from engine import LANGS, CardInfo, Event, Move

from .data import AGENTS, DISCARD_ALLOWANCE, EXTRA, RANK, TRACK, build_deck, icon
from .rules import AgentAvenueRules, gaps, resolve
from .text import TEXTS, end_text
from .views import PublicView, SeatView

MARKS = ("🔵", "🟢")


_name = TEXTS.t  # (lang, kind) -> the agent's name: its kind is its text key


def _signed(n: int) -> str:
    return f"{n:+d}" if n else "0"


def _icon_text(lang: str, kind: str, count: int, words: str = "icon") -> str:
    """The icon the ``count``-th copy in play reads: squares moved, or the ``icon_win``/``icon_lose`` text
    (``p_win``/``p_lose`` with ``words="p"``)."""
    value = icon(kind, count)
    if value is None:
        return TEXTS.t(lang, f"{words}_win" if kind == "codebreaker" else f"{words}_lose")
    return _signed(value)


def _power(lang: str, kind: str) -> str:
    """The movement icons of ``kind``'s copies, in words (from the card data)."""
    if AGENTS[kind][1] == 1:  # a single copy in the deck
        return TEXTS.t(lang, "power_one", a=_icon_text(lang, kind, 1, "p"))
    return TEXTS.t(lang, "power", **{k: _icon_text(lang, kind, count, "p") for count, k in enumerate("abc", 1)})


CATALOGUE = [CardInfo(key=kind, names=TEXTS.each(kind), texts={lang: _power(lang, kind) for lang in LANGS},
                      kind=TEXTS.each("kind_extra" if kind in EXTRA else "kind"), copies=copies)
             for kind, (_, copies) in AGENTS.items()]


class AgentAvenue(AgentAvenueRules):
    texts = TEXTS
    catalogue = CATALOGUE
    event_seats = ("active",)
    event_words = {
        "card": _name,
        "other": _name,
        "drawn": _name,
        "up": _name,
        "cards": lambda lang, cards: ", ".join(_name(lang, c) for c in cards),
        "down": _name,
        "steps": lambda lang, v: _signed(v),
        "square": lambda lang, v: v + 1,  # players count from 1
    }

    # ------------------------------------------------------------------ board and hand
    def _agents(self, counts: dict, lang: str) -> str:
        return ", ".join(f"{_name(lang, k)} ×{n}" for k, n in counts.items()) or TEXTS.t(lang, "none")

    def board_text(self, view: PublicView, lang: str, names: list[str]) -> str:
        t = TEXTS.t
        lines = [t(lang, "header", n=view["turn_no"], deck=view["deck_size"])]
        sq = view["squares"]  # each meeple's mark on its square, 💥 when they share one
        cells = ["💥" if sq[0] == sq[1] == i else MARKS[sq.index(i)] if i in sq else "▫️" for i in range(TRACK)]
        lines.append(t(lang, "track", cells="".join(cells)))
        for seat in (0, 1):
            lines.append(t(lang, "player", mark=MARKS[seat], name=names[seat], sq=sq[seat] + 1,
                           gap=min(TRACK, max(0, view["gaps"][seat])), hand=view["hand_sizes"][seat],
                           used=DISCARD_ALLOWANCE - view["discards_left"][seat]))
            lines.append(t(lang, "agents", list=self._agents(view["recruited"][seat], lang)))
        last = view["last"]
        if last:
            active = last["active"]
            picker = 1 - active
            how = t(lang, "face_up" if last["pick"] == "up" else "face_down")
            text = t(lang, "last_text", picker=names[picker], how=how, card=_name(lang, last["cards"][picker]),
                     s1=_signed(last["steps"][picker]), active=names[active],
                     other=_name(lang, last["cards"][active]), s2=_signed(last["steps"][active]))
            lines.append(t(lang, "last", text=text))
        if view["end"]:
            lines.append(end_text(view["end"], lang, names))
        elif view["phase"] == "play":
            lines.append(t(lang, "to_play", name=names[view["active"]]))
        else:
            offer = view["offer"]
            assert offer is not None  # the recruit phase answers an offer
            lines.append(t(lang, "to_recruit", up=_name(lang, offer["up"]), name=names[1 - view["active"]]))
        return "\n".join(lines)

    def private_text(self, view: SeatView, lang: str, names: list[str]) -> str | None:
        t = TEXTS.t
        me = view["seat"]
        opp = 1 - me
        lines = [t(lang, "your_hand", opp=names[opp])]
        for kind in sorted(set(view["hand"]), key=RANK.__getitem__):
            n = view["hand"].count(kind)
            card = _name(lang, kind) + (f" ×{n}" if n > 1 else "")
            mine = _icon_text(lang, kind, view["recruited"][me].get(kind, 0) + 1)
            theirs = _icon_text(lang, kind, view["recruited"][opp].get(kind, 0) + 1)
            lines.append(t(lang, "hand_line", card=card, mine=mine, theirs=theirs))
            lines.append(f"  ↳ _{self.card_note(kind, lang)}_")
        offer = view["offer"]
        down = offer.get("down") if offer else None
        if down:
            lines.append(t(lang, "your_down", card=_name(lang, down)))
        if view["my_discards"]:
            lines.append(t(lang, "your_discards", list=", ".join(_name(lang, c) for c in view["my_discards"])))
        lines.append(t(lang, "discards_left", n=view["discards_left"][me]))
        return "\n".join(lines)

    # ------------------------------------------------------------------ card texts
    def cards_in_view(self, view: SeatView) -> list[str]:
        seen = [*view.get("hand", []), *(k for r in view["recruited"] for k in r)]
        offer = view.get("offer")
        if offer:
            seen += [c for c in (offer.get("up"), offer.get("down")) if c]
        return sorted(set(seen), key=RANK.__getitem__)

    def move_notes(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str | None]:
        a = move.args
        if move.kind == "play":
            return [self.card_note(a["up"], lang), self.card_note(a["down"], lang)]
        if move.kind == "discard":
            return [None, self.card_note(a["card"], lang)]
        if a.get("pick") == "up":
            return [self.card_note(state["offer"]["up"], lang)]
        return []

    # ------------------------------------------------------------------ moves
    def move_steps(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str]:
        t, a = TEXTS.t, move.args
        if move.kind == "play":
            return [t(lang, "step_up", card=_name(lang, a["up"])), t(lang, "step_down", card=_name(lang, a["down"]))]
        if move.kind == "discard":
            return [t(lang, "step_discard", n=state["discards_left"][seat] - 1), _name(lang, a["card"])]
        return [self.move_label(state, seat, move, lang, names)]

    def move_label(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> str:
        t, a = TEXTS.t, move.args
        if move.kind == "play":
            return t(lang, "label_play", up=_name(lang, a["up"]), down=_name(lang, a["down"]))
        if move.kind == "discard":
            return t(lang, "label_discard", card=_name(lang, a["card"]), n=state["discards_left"][seat] - 1)
        if a["pick"] == "up":
            kind = state["offer"]["up"]
            return t(lang, "label_recruit_up", card=_name(lang, kind),
                     steps=_icon_text(lang, kind, state["recruited"][seat].get(kind, 0) + 1))
        return t(lang, "label_recruit_down")

    # ------------------------------------------------------------------ events
    def event_key(self, event: Event) -> str:
        if event.kind == "refill" and not event.args["n"]:
            return "ev_refill_none"  # no such text: drawing nothing says nothing
        return super().event_key(event)

    def event_args(self, event: Event, lang: str, names: list[str]) -> dict:
        a = super().event_args(event, lang, names)
        if event.kind == "recruit":
            a["how"] = TEXTS.t(lang, "face_up" if a["pick"] == "up" else "face_down")
        return a

    def event_text(self, event: Event, lang: str, names: list[str]) -> str | None:
        if event.kind == "game_end":
            return end_text(event.args, lang, names)
        return super().event_text(event, lang, names)

    # ------------------------------------------------------------------ AI
    @staticmethod
    def _score(res: dict, me: int) -> float:
        """Heuristic value of a position after a recruit, for ``me``."""
        if res["winner"] is not None:
            return 100.0 if res["winner"] == me else -100.0
        opp = 1 - me
        g = gaps(res["pos"])
        s = (g[opp] - g[me]) / 2.0
        for seat, sign in ((me, 1.0), (opp, -1.0)):
            c = res["counts"][seat]
            if c.get("codebreaker", 0) == 2:
                s += 4.0 * sign  # one more Codebreaker wins
            if c.get("daredevil", 0) == 2:
                s -= 1.5 * sign  # one more Daredevil loses
            if c.get("double_agent", 0) == 1:
                s += 1.5 * sign  # the next Double Agent is +6
            sentinels = c.get("sentinel", 0)
            s += {1: 0.5, 2: 2.0}.get(sentinels, 0.0) * sign
        return s

    def _unseen(self, state: dict, me: int) -> Counter:
        """Cards ``me`` has not seen (deck, other hand, other discards, a face-down offer): only legal knowledge."""
        pool = Counter(build_deck(state["options"]["extra_agents"]))
        pool.subtract(state["hands"][me])
        pool.subtract(state["discards"][me])
        for counts in state["recruited"]:
            pool.subtract(counts)
        offer = state["offer"]
        if offer:
            pool[offer["up"]] -= 1
            if state["turn"] == me:
                pool[offer["down"]] -= 1
        return +pool

    def _value(self, state: dict, me: int, mine: str, theirs: str) -> float:
        got = [mine, theirs] if me == 0 else [theirs, mine]
        return self._score(resolve(state["recruited"], state["pos"], state["turn"], got), me)

    def ai_move(self, state: dict, seat: int, rng: random.Random) -> str:
        """Recruit by expected value over unseen cards; offer the pair that is safest against either pick."""
        if state["phase"] == "recruit":
            up = state["offer"]["up"]
            pool = self._unseen(state, seat)
            hidden = {k: n for k, n in pool.items() if k != up} or dict(pool) or {up: 1}
            total = sum(hidden.values())
            v_up = sum(n * self._value(state, seat, up, k) for k, n in hidden.items()) / total
            v_down = sum(n * self._value(state, seat, k, up) for k, n in hidden.items()) / total
            return "recruit:up" if v_up + rng.random() * 0.2 >= v_down else "recruit:down"
        moves = self._legal_moves(state, seat)
        scored = {}
        for move in [m for m in moves if m.kind == "play"]:
            a = self._value(state, seat, move.args["down"], move.args["up"])  # the opponent takes the face-up card
            b = self._value(state, seat, move.args["up"], move.args["down"])  # the opponent takes the face-down card
            scored[move.id] = 0.65 * min(a, b) + 0.35 * max(a, b) + rng.random() * 0.3
        best = max(scored, key=scored.__getitem__)
        discards = [m for m in moves if m.kind == "discard"]
        if discards and scored[best] < -2.5:
            def worst_with(kind: str) -> float:
                return max((v for mid, v in scored.items() if kind in mid.split(":")[1:]), default=0.0)
            return min(discards, key=lambda m: worst_with(m.args["card"])).id
        return best
