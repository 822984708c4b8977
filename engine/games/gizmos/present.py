"""Gizmos presentation (board, private research, move labels and steps, events, picture) and a simple AI."""

from __future__ import annotations

import random

from engine import Event, Move

from .card_texts import EMOJI, ROMAN, card_infos, note
from .data import CARDS, COLOURS
from .rules import GizmosRules, parse_energy
from .text import TEXTS
from .views import PublicView, SeatView

BOARD_LIMIT = 3500


def colour_word(lang: str, colour: str) -> str:
    return f"{EMOJI[colour]} {TEXTS.t(lang, colour)}"


def energy_text(vec) -> str:
    if isinstance(vec, str):
        vec = parse_energy(vec)
    parts = [f"{vec[c]}{EMOJI[c]}" for c in COLOURS if vec.get(c)]
    return " ".join(parts) or "—"


def describe(lang: str, cid: int) -> str:
    """A short description of a card's effect."""
    t = TEXTS.t
    card = CARDS[cid]
    kind = card["kind"]
    if kind == "converter":
        if "conv" in card:
            frm = card["conv"]["from"]
            if frm == "any":
                return t(lang, "d_conv_any")
            return t(lang, "d_conv2" if card["conv"]["uses"] == 2 else "d_conv", c=EMOJI[frm])
        return ", ".join(t(lang, "d_dbl", c=EMOJI[c]) for c in card["dbl"])
    if kind == "upgrade":
        up = card["up"]
        parts = [t(lang, "u_" + k, n=up[k]) for k in ("storage", "archive", "research") if up[k]]
        parts += [t(lang, "u_" + f) for f in up["flags"]]
        return ", ".join(parts)
    if card.get("cond"):
        when = t(lang, "w_build_" + card["cond"])
    else:  # File, Pick or Build of colours (File has none)
        when = t(lang, "w_" + kind, c="/".join(EMOJI[c] for c in card.get("colours", [])))
    return f"{when} → {t(lang, 'e_' + card['effect'])}"


def card_head(cid: int) -> str:
    """Level, id, cost and VP of a card, without its power."""
    card = CARDS[cid]
    if card["level"] == 0:
        return f"#{cid}"
    return f"{ROMAN[card['level']]}·{cid} {card['cost']}{EMOJI[card['colour']]} {card['vp']}★"


def card_name(lang: str, cid: int) -> str:
    return f"{card_head(cid)} {describe(lang, cid)}"


def card_line(lang: str, cid: int) -> str:
    """A card and its power in words, for the lists of the board and the private text."""
    return TEXTS.t(lang, "card_note", card=card_head(cid), note=note(lang, cid))


def card_short(cid: int) -> str:
    card = CARDS[cid]
    return f"{ROMAN[card['level']]}·{cid}{EMOJI[card['colour']]}" if card["level"] else f"#{cid}"


class Gizmos(GizmosRules):
    texts = TEXTS
    catalogue = card_infos
    event_words = {
        "card": card_name,
        "level": lambda lang, level: ROMAN[level],
        "cards": lambda lang, cards: "; ".join(card_name(lang, c) for c in cards),
        "colour": colour_word,
    }

    # ------------------------------------------------------------------ board and private texts
    def _phase_text(self, view: PublicView, lang: str) -> str:
        t = TEXTS.t
        phase = view["phase"]
        if phase == "pay":
            return t(lang, "phase_pay", card=card_short(view["pay"]["card"]))
        if phase == "research":
            return t(lang, "phase_research", level=ROMAN[view["research"]["level"]], n=view["research"]["n"])
        return t(lang, "phase_" + phase)

    def board_text(self, view: PublicView, lang: str, names: list[str]) -> str:
        t = TEXTS.t
        lines = []
        if view["turn"] is None:
            lines.append(t(lang, "game_over"))
            res = view["result"]
            for pos, s in enumerate(res["ranking"], 1):
                lines.append(t(lang, "ranking", pos=pos, name=names[s], score=res["scores"][s]))
        else:
            lines.append(t(lang, "turn_of", name=names[view["turn"]]) + " · " + self._phase_text(view, lang))
            if view["final"]:
                lines.append(t(lang, "final_round"))
        lines.append(f"**{t(lang, 'display')}**")
        for lvl in ("3", "2", "1"):
            lines.append(f"__{ROMAN[int(lvl)]}__ ({t(lang, 'deck', n=view['decks'][lvl])})")
            lines += [f"• {card_line(lang, c)}" for c in view["display"][lvl] if c is not None]
        row = "".join(EMOJI[c] for c in sorted(view["row"], key=COLOURS.index)) or "—"
        lines.append(f"**{t(lang, 'row')}**{t(lang, 'colon')}{row}"
                     f" · {t(lang, 'dispenser')}{t(lang, 'colon')}{energy_text(view['dispenser'])}")
        for s, p in enumerate(view["players"]):
            mark = " 🥇" if s == view["first"] else ""
            line = t(lang, "player_line", name=names[s] + mark, score=p["score"],
                     gizmos=t(lang, "gizmos", n=len(p["built"])), l3=p["level3"],
                     tokens=t(lang, "tokens", n=p["tokens"]), energy=energy_text(p["energy"]),
                     stored=sum(p["energy"].values()), cap=p["storage"])
            if p["archive"] or p["archive_limit"] > 1:
                line += " · " + t(lang, "archive", n=len(p["archive"]), cap=p["archive_limit"]) + t(lang, "colon") + (
                    ", ".join(card_short(c) for c in p["archive"]) or "—")
            lines.append(line)
        if view["turn"] is not None:
            me = view["turn"]
            p = view["players"][me]
            lines.append(f"**{t(lang, 'tableau', name=names[me])}**")
            lines += [f"• {card_line(lang, c)}" for c in sorted(p["built"])]
            lines += [f"• 🗄️ {card_line(lang, c)}" for c in p["archive"]]
            for cards, label in ((view["pool"], "triggered"), (view["used"], "used")):
                if cards:
                    lines.append(t(lang, label) + t(lang, "colon") + ", ".join(card_short(c) for c in cards))
        lines.append(f"-# {t(lang, 'legend')} · 🥇 {t(lang, 'first')} · 🗄️ {t(lang, 'archived')}")
        text = "\n".join(lines)
        if len(text) > BOARD_LIMIT:
            text = text[:BOARD_LIMIT - 1] + "…"
        return text

    def private_text(self, view: SeatView, lang: str, names: list[str]) -> str | None:
        """The research cards the seat alone sees, then its archive and its gizmos, each with its power."""
        seat = view.get("seat")
        if seat is None:
            return None
        t = TEXTS.t
        lines = []
        cards = view.get("research_cards")
        if cards:
            lines.append(t(lang, "private_research", level=ROMAN[view["research"]["level"]]))
            lines += [f"• {card_line(lang, c)}" for c in cards]
        me = view["players"][seat]
        if me["archive"]:
            lines.append(t(lang, "your_archive"))
            lines += [f"– 🗄️ {card_line(lang, c)}" for c in me["archive"]]
        lines.append(t(lang, "your_gizmos"))
        lines += [f"– {card_line(lang, c)}" for c in sorted(me["built"])]
        text = "\n".join(lines)
        return text[:1799] + "…" if len(text) > 1800 else text

    # ------------------------------------------------------------------ card texts
    def cards_in_view(self, view: SeatView) -> list[str]:
        seen: list[int] = list(view.get("research_cards") or [])
        seen += [c for lvl in ("3", "2", "1") for c in view["display"][lvl] if c is not None]
        players = view["players"]
        for s in sorted(range(len(players)), key=lambda s: s != view.get("seat")):  # one's own first
            seen += players[s]["archive"] + sorted(players[s]["built"])
        return [str(c) for c in dict.fromkeys(seen)]

    def move_notes(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str | None]:
        """The power of the card a step names (the card to file, build, put back or fire, and a fired
        gizmo's target)."""
        a, k = move.args, move.kind
        if k in ("file", "build", "rbuild", "rfile", "under"):
            return [None, note(lang, a["card"])]
        if k == "fire":
            notes: list[str | None] = [note(lang, a["card"])]
            if "colour" in a or "level" in a:
                notes.append(None)
            elif "target" in a:
                notes.append(note(lang, a["target"]))
            return notes
        return [None] * len(self.move_steps(state, seat, move, lang, names))

    # ------------------------------------------------------------------ moves
    def move_steps(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str]:
        t, a, k = TEXTS.t, move.args, move.kind
        if k in ("file", "rfile", "under"):
            return [t(lang, "a_under" if k == "under" else "a_file"), card_name(lang, a["card"])]
        if k == "pick":
            return [t(lang, "a_pick"), colour_word(lang, a["colour"])]
        if k in ("build", "rbuild"):  # a build from the research is never from the archive
            src = "🗄️ " if k == "build" and a["src"] != "display" else ""
            return [t(lang, "a_build"), src + card_name(lang, a["card"])]
        if k == "research":
            n = min(len(state["decks"][str(a["level"])]), self.limits(state["p"][seat])["research"])
            return [t(lang, "a_research"), t(lang, "l_research", level=ROMAN[a["level"]], n=n)]
        if k in ("pass", "rpass", "stop", "end"):
            return [t(lang, "l_" + k)]
        if k == "pay":
            return [t(lang, "l_pay", energy=energy_text(a["spent"]))]
        if k in ("spend", "pick2"):
            return [t(lang, "l_spend" if k == "spend" else "l_pick", c=colour_word(lang, a["colour"]))]
        if k == "fire":
            first = t(lang, "l_fire", card=card_name(lang, a["card"]))
            if "colour" in a:
                return [first, t(lang, "l_fire_colour", c=colour_word(lang, a["colour"]))]
            if "level" in a:
                return [first, t(lang, "l_fire_level", level=ROMAN[a["level"]])]
            if "target" in a:
                src = "🗄️ " if a.get("src") == "archive" else ""
                return [first, src + card_name(lang, a["target"])]
            return [first]
        return [move.id]

    def move_label(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> str:
        steps = self.move_steps(state, seat, move, lang, names)
        label = " · ".join(steps)
        if move.kind == "fire" and len(steps) > 1:  # keep the distinguishing part within 80 characters
            label = f"{TEXTS.t(lang, 'l_fire', card=card_short(move.args['card']))} · {steps[1]}"
        return label if len(label) <= 80 else label[:79] + "…"

    # ------------------------------------------------------------------ events
    def event_key(self, event: Event) -> str:
        a, k = event.args, event.kind
        if k == "file" and a["src"] != "display":
            return "ev_file_research"
        if k == "draw" and not a["colours"]:
            return "ev_draw_none"
        if k == "research_back" and not a["n"]:
            return ""  # nothing went back: no line
        if k == "game_end" and a["how"] == "stalled":
            return "ev_game_end_stalled"
        return "ev_" + k

    def event_args(self, event: Event, lang: str, names: list[str]) -> dict:
        t, args, a, k = TEXTS.t, super().event_args(event, lang, names), event.args, event.kind
        if k == "draw":
            args["energy"] = energy_text({c: a["colours"].count(c) for c in COLOURS})
        elif k == "build":
            how = [t(lang, "src_" + a["src"])]
            how.append(t(lang, "ev_paid", energy=energy_text(a["spent"])) if a["spent"] else t(lang, "ev_free"))
            if a["converters"]:
                how.append(t(lang, "ev_with", cards=", ".join(card_short(c) for c in a["converters"])))
            args["how"] = ", ".join(how)
        elif k == "triggered":
            args["cards"] = ", ".join(card_short(c) for c in a["cards"])
        elif k == "game_end":
            w = a["winner"]
            args.update(name=names[w], score=a["scores"][w],
                        scores=", ".join(f"{names[s]} {a['scores'][s]}" for s in a["ranking"]))
        return args

    def event_text(self, event: Event, lang: str, names: list[str]) -> str | None:
        text = super().event_text(event, lang, names)
        new = event.args.get("new")
        if event.kind in ("file", "build") and new is not None:  # the display's gap is filled: say with what
            text = f"{text} {TEXTS.t(lang, 'ev_new_card', card=card_name(lang, new))}"
        return text

    # ------------------------------------------------------------------ AI
    def _card_worth(self, state: dict, seat: int, cid: int) -> float:
        card = CARDS[cid]
        early = max(0.0, (12 - len(state["p"][seat]["built"])) / 12)  # engine pieces are worth more early
        worth = card["vp"] + (0 if card["level"] == 3 else 0.5)
        kind = card["kind"]
        if kind == "upgrade":
            up = card["up"]
            worth += early * (up["storage"] * 0.6 + up["archive"] * 0.3 + up["research"] * 0.1)
            if "endenergy" in up["flags"]:
                worth += self.stored(state["p"][seat]) + 2
            if "endtokens" in up["flags"]:
                worth += state["p"][seat]["tokens"] + 2
            if "nofile" in up["flags"] or "noresearch" in up["flags"]:
                worth -= 1
        elif kind in ("converter", "pick", "build", "file"):
            worth += 2.0 * early
        return worth

    def _needs(self, state: dict, seat: int) -> dict:
        """How much each colour would help towards the cards this seat may want to build."""
        need = dict.fromkeys(COLOURS, 0.0)
        player = state["p"][seat]
        targets = [(c, "display") for c in self._display_cards(state)] + [(c, "archive") for c in player["archive"]]
        for cid, src in targets:
            card = CARDS[cid]
            cost = self.cost(state, seat, cid, src)
            have = sum(player["energy"].values()) if card["colour"] == "multi" else player["energy"].get(
                card["colour"], 0)
            missing = cost - have
            if missing <= 0:
                continue
            weight = self._card_worth(state, seat, cid) / (missing + 1) * (1.5 if src == "archive" else 1)
            for c in COLOURS:
                if card["colour"] in (c, "multi"):
                    need[c] += weight
        return need

    def ai_move(self, state: dict, seat: int, rng: random.Random) -> str:
        moves = self._legal_moves(state, seat)
        if len(moves) == 1:
            return moves[0].id
        need = self._needs(state, seat)

        def score(m: Move) -> float:
            a, k = m.args, m.kind
            s = rng.random() * 0.1
            if k == "build" or k == "rbuild":
                return s + 20 + self._card_worth(state, seat, a["card"])
            if k in ("pick", "pick2"):
                return s + 5 + need[a["colour"]]
            if k == "file" or k == "rfile":
                worth = self._card_worth(state, seat, a["card"])
                return s + (2 + worth * 0.5 if worth >= 3 else 0.5) + (3 if k == "rfile" else 0)
            if k == "research":
                return s + 1 + a["level"] * 0.2
            if k == "fire":
                s += 30
                if "colour" in a:
                    s += need[a["colour"]]
                if "target" in a:
                    s += self._card_worth(state, seat, a["target"])
                if "level" in a:
                    s += a["level"]
                return s
            if k == "pay":
                spent = a["spent"]
                return s - sum(spent.values()) - sum(need[c] * spent[c] * 0.1 for c in COLOURS)
            if k == "spend":
                return s - need[a["colour"]]
            return s  # end, stop, rpass, pass

        return max(moves, key=score).id
