"""Seasons presentation: board and hand texts, move labels, event texts, pictures and a simple AI."""

from __future__ import annotations

import random

from engine import CardInfo, Event, Move

from .data import CARDS, COPIES, DICE, KINDS, LETTER, RATES, cost, cost_symbols
from .rules import SeasonsRules, _uniq, season_of, unbundled
from .text import TEXTS
from .views import Die, InPlay, PublicView, SeatView

t = TEXTS.t


def card_name(lang, c):
    return t(lang, f"card_{c}") if c is not None else "?"


def res_text(res: dict) -> str:
    return " ".join(f"{LETTER[k]}{res[k]}" for k in KINDS if res.get(k)) or "0"


def die_text(die: Die, season: str) -> str:
    """A rolled die's face in symbols: energies by letter, 💎 crystals, ★ gauge, 🂠 draw, ⟳ transmute, its dots."""
    face = DICE[season][die["id"] - 1][die["face"]]
    parts = (("".join(LETTER[k] for k in face["en"]), face["en"]), (f"💎{face['cr']}", face["cr"]),
             ("★", face["gauge"]), ("🂠", face["draw"]), ("⟳", face["tr"]))  # each symbol, shown if the face has it
    return " ".join(symbol for symbol, shown in parts if shown) + " " + "•" * face["dots"]


def card_cost(n: int) -> str:
    """Card ``n``'s cost in symbols (💎0 free); by player count where it depends on it."""
    costs = CARDS[n]["costs"]
    if all(c == costs[0] for c in costs):
        return cost_symbols(costs[0]) or "💎0"
    return " · ".join(f"{i + 2}p {cost_symbols(c) or '💎0'}" for i, c in enumerate(costs))


def _card_infos() -> list[CardInfo]:
    return [CardInfo(key=str(n), names=TEXTS.each(f"card_{n}"), texts=TEXTS.each(f"power_{n}"),
                     short=TEXTS.each(f"eff_{n}"), kind=TEXTS.each(CARDS[n]["type"]), cost=card_cost(n),
                     vp=str(CARDS[n]["vp"]), copies=COPIES)
            for n in sorted(CARDS)]


def note(lang: str, c: int) -> str:
    """The short power of card ``c`` (at most NOTE_CHARS characters)."""
    return t(lang, f"eff_{c}")


def cost_text(c: dict, lang: str) -> str:
    return cost_symbols(c) or t(lang, "free")


class Seasons(SeasonsRules):
    texts = TEXTS
    catalogue = _card_infos
    event_seats = ("target", "to")
    event_words = {
        "card": card_name,
        "k": t,
        "cards": lambda lang, cards: ", ".join(card_name(lang, c) for c in cards) or t(lang, "none"),
        "season": t,
        "b": lambda lang, b: t(lang, "b_" + b),  # a bonus
    }

    # ------------------------------------------------------------------ texts
    def board_text(self, view: PublicView, lang: str, names: list[str]) -> str:
        n = view["players"]
        season = t(lang, view["season"])
        lines = [f"**{t(lang, 'year', year=view['year'], season=season, pos=view['pos'] + 1)}**"]
        rates = RATES[view["season"]]
        lines.append(t(lang, "rates", rates=" · ".join(f"{LETTER[k]}={rates[k]}" for k in KINDS)))
        ph = view["phase"]
        if ph == "draft":
            chosen = ", ".join(names[s] for s in range(n) if view["chosen"][s]) or t(lang, "nobody")
            lines.append(t(lang, "phase_draft", round=min(9, view["draft_round"]), chosen=chosen))
        elif ph == "bundle":
            done = ", ".join(names[s] for s in range(n) if view["done"][s]) or t(lang, "nobody")
            lines.append(t(lang, "phase_bundle", done=done))
        elif ph == "dice":
            lines.append(t(lang, "phase_dice", name=names[self.order(view)[view["picker"]]]))
        elif ph == "turn":
            lines.append(t(lang, "phase_turn", name=names[view["current"]]))
            if view["tr"]:
                lines.append(t(lang, "tr_open", name=names[view["current"]]))
        else:
            lines.append(t(lang, "phase_final" if ph == "final" else "phase_over"))
        if view["pending"]:
            p = view["pending"][0]
            what = t(lang, "p_" + p["kind"], n=p.get("n", 0), left=p.get("left", 0))
            lines.append(t(lang, "waiting", name=names[p["seat"]], what=what))
        if view["dice"]:
            dice = " | ".join(f"{d['id']}: {die_text(d, view['dseason'])}" for d in view["dice"])
            lines.append(t(lang, "dice_line", season=t(lang, view["dseason"]), dice=dice))
        if view["leftover"]:
            lines.append(t(lang, "leftover", face=die_text(view["leftover"], view["dseason"])))
        lines.append(t(lang, "deck_line", deck=view["deck"], discard=len(view["discard"])))
        for s in range(n):
            first = t(lang, "first_mark") if s == view["first"] and ph in ("dice", "turn") else ""
            lines.append(t(lang, "player_line", name=names[s], first=first, cr=view["crystals"][s],
                           in_play=len(view["tableau"][s]), gauge=view["gauge"][s], res=res_text(view["res"][s]),
                           hand=view["hand_sizes"][s], bon=view["bonuses"][s]))
            die = view["taken"][s]
            if die and ph == "turn":
                lines[-1] += f" · 🎲 {die_text(die, view['dseason'])}"
            tab = view["tableau"][s]
            if not tab:
                lines.append(t(lang, "tableau_empty"))
            for e in tab:
                lines.append("  " + self._entry_text(e, lang))
        lines.append(t(lang, "scores", list=" · ".join(
            t(lang, "score_line", name=names[s], score=view["scores"][s]) for s in range(n))))
        lines.append(t(lang, "legend"))
        text = "\n".join(lines)
        if len(text) > 3500:  # very large tableaux: drop the effect texts
            text = "\n".join(x.split(" — ")[0] for x in lines)
        return text[:3500]

    def _entry_text(self, e: InPlay, lang: str) -> str:
        c = e["card"]
        tags = CARDS[c]["tags"]
        mark = "∞" if "perm" in tags or "end" in tags else ""
        if "act" in tags:  # its once-a-turn power: ready or used
            mark = "⚙" + ("✗" if e["used"] else "✓")
        extra = f" [{t(lang, 'stored', what=res_text(e['store']))}]" if e["store"] else ""
        return f"{mark}{card_name(lang, c)} ({CARDS[c]['vp']}){extra} — {t(lang, f'eff_{c}')}"

    PRIVATE_CHARS = 1800

    def private_text(self, view: SeatView, lang: str, names: list[str]) -> str | None:
        """The seat's cards, each with its cost and its short power where the seat decides on it (the draft
        pack, the picks while making bundles, the hand, the cards it is shown); names only elsewhere."""
        n = view["players"]

        def cards(cs):
            return ", ".join(f"{card_name(lang, c)} ({cost_text(cost(c, n), lang)})" for c in cs) or t(lang, "none")

        def listed(title, cs, notes=True):
            if not cs or not notes:
                return [t(lang, "titled", title=title, cards=cards(cs)).rstrip()]
            lines = [t(lang, "titled", title=title, cards="").rstrip()]
            for c in _uniq(sorted(cs)):
                times = f"{cs.count(c)}× " if cs.count(c) > 1 else ""
                lines.append(f"• {times}{card_name(lang, c)} ({cost_text(cost(c, n), lang)}) — {note(lang, c)}")
            return lines

        def build(notes_for_others):
            lines = []
            if view["phase"] == "draft":
                lines += listed(f"**{t(lang, 'your_pack')}**", view["pack"])
                if view["choice"] is not None:
                    lines.append(t(lang, "your_choice", card=card_name(lang, view["choice"])))
                lines += listed(t(lang, "your_picks"), view["picks"], notes_for_others)
            elif view["phase"] == "bundle":
                lines += listed(f"**{t(lang, 'your_picks')}**", unbundled(view["picks"], view["sel"]))
                for i, y in enumerate(view["sel"]):
                    lines.append(t(lang, "your_sel", year=i + 1, cards=cards(y)))
            else:
                lines += listed(f"**{t(lang, 'your_hand')}**", view["hand"])
                for i, y in enumerate(view["future"]):
                    if y:
                        lines += listed(t(lang, "your_future", year=i + 2), y, notes_for_others)
            for p in view["pending"][:1]:
                if p.get("cards"):
                    lines += listed(t(lang, "you_see_title"), [c for c in p["cards"] if c is not None])
            return "\n".join(lines)

        text = build(True)
        if len(text) > self.PRIVATE_CHARS:  # the cards decided on keep their powers, the others their names
            text = build(False)
        if len(text) > self.PRIVATE_CHARS:
            text = text.replace(" (", "(")[:self.PRIVATE_CHARS]
        return text

    # ------------------------------------------------------------------ card texts
    def cards_in_view(self, view: SeatView) -> list[str]:
        seen: list[int] = []
        if view.get("seat") is not None:
            seen += list(view.get("pack", [])) + list(view.get("hand", [])) + list(view.get("picks", []))
            seen += [c for y in view.get("future", []) for c in y]
            for p in view["pending"]:
                seen += [c for c in p.get("cards", []) if c is not None]
        for tab in view["tableau"]:
            seen += [e["card"] for e in tab]
        return [str(c) for c in _uniq(seen)]

    def move_notes(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str | None]:
        k, a = move.kind, move.args
        if state["pending"]:
            c = a.get("card")
            if c is None and k == "kriss" and a.get("opt"):
                where, _, what = a["opt"].partition(":")
                c = int(what) if where == "h" else (self.entry(state, seat, int(what)) or {}).get("card")
            if c is None and move.id == "orb:summon":
                c = state["pending"][0]["cards"][0]
            return [note(lang, c) if c is not None else None]
        if k in ("draft", "bundle"):
            return [note(lang, a["card"])]
        if k in ("summon", "act"):
            return [None, note(lang, a["card"])]
        return [None] * len(self.move_steps(state, seat, move, lang, names))

    # ------------------------------------------------------------------ moves
    def _dup_suffix(self, state, seat, uid, card):
        return f" #{uid}" if self.owns(state, seat, card) > 1 else ""

    def move_steps(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str]:
        k, a = move.kind, move.args
        n = state["players"]
        if state["pending"]:
            return [self._pending_label(state, seat, move, lang, names)]
        if k in ("unchoose", "unbundle"):
            return [t(lang, "m_" + k)]
        if k == "draft":
            return [t(lang, "m_draft", card=f"{card_name(lang, a['card'])} ({cost_text(cost(a['card'], n), lang)})")]
        if k == "bundle":
            year = 1 if len(state["sel"][seat][0]) < 3 else 2
            return [t(lang, "m_bundle", year=year, card=card_name(lang, a["card"]))]
        if k == "die":
            d = next(x for x in state["dice"] if x["id"] == a["id"])
            return [t(lang, "m_die", id=a["id"], face=die_text(d, state["dseason"]))]
        if k == "transmute":
            cr = self.rate(state, seat, a["k"])
            return [t(lang, "m_transmute"), t(lang, "m_tr", k=t(lang, a["k"]), cr=t(lang, "crystals", n=cr))]
        if k == "summon":
            c = a["card"]
            return [t(lang, "m_summon"), t(lang, "m_summon_card", card=card_name(lang, c),
                                           cost=cost_text(self.price(state, seat, c), lang))]
        if k == "act":
            label = card_name(lang, a["card"]) + self._dup_suffix(state, seat, a["uid"], a["card"])
            arg = a["arg"]
            if arg:  # an energy kind: bought ("buyw"), discarded to transmute ("trw") or used ("w")
                how = "buy" if arg.startswith("buy") else "tr" if arg.startswith("tr") else "k"
                label += ": " + t(lang, "act_arg_" + how, k=t(lang, arg[-1]))
            return [t(lang, "m_act"), label]
        if k == "bonus":
            return [t(lang, "m_bonus"), t(lang, "b_" + a["b"])]
        return [t(lang, "m_end")]

    def move_label(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> str:
        return " › ".join(self.move_steps(state, seat, move, lang, names))[:80]

    def _pending_label(self, state, seat, move: Move, lang, names) -> str:
        k, a, mid = move.kind, move.args, move.id
        p = state["pending"][0]
        prefix = mid.partition(":")[0]
        if "k" in a:  # an energy, by its kind
            key = {"give": "m_give_e", "get": "m_get_e", "drop": "m_pay" if k == "payany" else "m_drop"}
            return t(lang, key.get(prefix, "m_" + prefix), k=t(lang, a["k"]))
        if mid in ("discard", "none", "skip", "stop", "usedie", "reroll", "orb:summon", "orb:back",
                   "orb:discard", "crown:draw"):
            return t(lang, "m_" + mid.replace(":", "_"))
        if k == "diedraw":
            return t(lang, "m_die_draw" if mid == "draw" else "m_bonus_draw")
        if mid.startswith("keep:"):
            return t(lang, "m_keep", card=card_name(lang, a["card"]))
        if mid.startswith("give:") and k == "naria":
            return t(lang, "m_give", card=card_name(lang, a["card"]), name=names[p["give"][0]])
        if mid.startswith("summon:"):
            return t(lang, "m_summon") + " › " + card_name(lang, a["card"])
        if mid.startswith(("sac:", "ret:")):
            name = card_name(lang, a["card"]) + self._dup_suffix(state, seat, a["uid"], a["card"])
            return t(lang, "m_sac" if mid.startswith("sac:") else "m_ret", card=name)
        if mid.startswith("boots:"):
            pos = state["pos"] + a["d"]
            return t(lang, "m_boots", d=a["d"], season=t(lang, season_of(pos)), pos=pos + 1)
        if mid.startswith("copy:"):
            return t(lang, "m_copy", name=names[a["target"]], res=res_text(state["res"][a["target"]]))
        if mid.startswith("crown:discard:"):
            return t(lang, "m_crown_discard", card=card_name(lang, a["card"]))
        if mid.startswith("kriss:"):
            where, _, what = a["opt"].partition(":")
            if where == "h":
                return t(lang, "m_kriss_h", card=card_name(lang, int(what)))
            e = self.in_play(state, seat, int(what))
            name = card_name(lang, e["card"]) + self._dup_suffix(state, seat, e["uid"], e["card"])
            return t(lang, "m_kriss_p", card=name)
        if mid.startswith("count:"):
            return t(lang, "m_count", n=a["n"])
        return mid

    # ------------------------------------------------------------------ events
    def event_key(self, event: Event) -> str:
        a, k = event.args, event.kind
        if k == "keep_result":
            return "ev_keep_result_discard" if a["discarded"] else "ev_keep_result_kept"
        return "ev_summon_free" if k == "summon" and a["free"] else "ev_" + k

    def event_args(self, event: Event, lang: str, names: list[str]) -> dict:
        args, a, k = super().event_args(event, lang, names), event.args, event.kind
        if k in ("take_die", "die_effect"):
            args.update(id=a["die"]["id"], face=die_text(a["die"], a["season"]))
        elif k == "roll":
            dice = " | ".join(die_text(d, a["season"]) for d in a["dice"])
            args.update(dice=dice, name=names[a["first"]])
        elif k == "keep_result":
            args["cards"] = ", ".join(card_name(lang, c) for c in a["discarded"]) or t(lang, "none")
        elif k == "mirror":
            args.update(k=t(lang, a["from"]), to=t(lang, a["to"]))
        elif k == "token":
            args.update(n=abs(a["steps"]), season=t(lang, season_of(a["pos"])), pos=a["pos"] + 1)
        elif k == "game_end":
            args["scores"] = " · ".join(t(lang, "score_line", name=names[s], score=sc)
                                        for s, sc in enumerate(a["scores"]))
        return args

    # ------------------------------------------------------------------ AI
    def ai_move(self, state: dict, seat: int, rng: random.Random) -> str:
        from .ai import choose
        return choose(self, state, seat, rng)
