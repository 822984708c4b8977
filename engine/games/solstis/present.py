"""Solstis presentation (board, private text, labels, steps, events, picture); the easy AI is in ``ai.py``."""

from __future__ import annotations

import random

from engine import CardInfo, Event, Move
from engine.core import score_lead
from engine.text import seat_list, seat_values

from .ai import Seat, choose
from .data import ALL_PLAIN, CELL_SET, EVIL, FIRE_HALVES, FIREFLY_SPIRITS, ROWS, SPIRITS
from .rules import SolstisRules, score_parts
from .text import TEXTS, capture_lines, status
from .views import PublicView, SeatView


def sp_name(lang: str, s: str) -> str:
    return TEXTS.t(lang, "sp_" + s)


def _catalogue() -> list[CardInfo]:
    """The 15 Spirits and the Firefly extension's 4, one tile each, with their texts."""
    return [CardInfo(key=sp, names=TEXTS.each("sp_" + sp), texts=TEXTS.each("spx_" + sp), short=TEXTS.each("sps_" + sp),
                     kind=TEXTS.each("k_evil" if sp == EVIL else "k_plain" if sp in ALL_PLAIN else "k_blue"),
                     vp=None if sp == EVIL else "1") for sp in (*SPIRITS, *FIREFLY_SPIRITS)]


def grid_lines(pano: dict, blocked: str | None = None) -> list[str]:
    """The panorama as a monospace block, 24 characters wide (``blocked``: the Evil Spirit's cell)."""
    out = ["   1 2 3 4 5 6 7 8 9 10"]
    for r in range(5, -1, -1):
        row = ROWS[r] + " "
        for v in range(1, 11):
            c = f"{ROWS[r]}{v}"
            if c not in CELL_SET:
                row += "  "
            elif c == blocked:
                row += " X"
            elif c in pano:
                row += " " + ("#" if pano[c] == "T" else "*")
            else:
                row += " " + ("^" if c in FIRE_HALVES else ".")
        out.append(row.rstrip())
    return out


_SILENT_PLACING = ("played", "captured", "second")  # tiles placed by a capture


class Solstis(SolstisRules):
    texts = TEXTS
    catalogue = _catalogue  # the Spirits (base game and Firefly extension)
    event_seats = ("opp", "to", "by")
    event_words = {
        "spirit": sp_name,
        "spirits": lambda lang, spirits: ", ".join(sp_name(lang, s) for s in spirits),
        "tiles": lambda lang, v: ", ".join(v),
    }

    # ------------------------------------------------------------------ Spirit texts
    def cards_in_view(self, view: SeatView) -> list[str]:
        """The Spirits to choose from (drawn, face up), then the viewer's, then the other seat's, then the Evil
        Spirit when someone holds it or it blocks a cell."""
        me = view.get("seat")
        order = [me, 1 - me] if me is not None else [0, 1]
        keys = list(view["drawn"]) + list(view["spirit_line"])
        for s in order:
            keys += [x["s"] for x in view["spirits"][s]]
        if view["evil"] is not None or view["evil_cell"]:
            keys.append(EVIL)
        return list(dict.fromkeys(keys))

    def move_notes(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str | None]:
        """The Spirit's effect beside the Spirit to keep or take, and beside the Spirit to cover."""
        if move.kind in ("line", "pick"):
            return [self.card_note(move.args["spirit"], lang), None]
        if move.kind == "cover":
            return [self.card_note(move.args["spirit"], lang)]
        return []

    def _spirit_lines(self, view: SeatView, lang: str, names: list[str]) -> list[str]:
        """Private text: the seat's Spirits with their effects, and those it is choosing among."""
        t = TEXTS.t
        me = view["seat"]
        lines = []
        mine = [x for x in view["spirits"][me] if not x.get("covered")]
        if mine:
            lines.append(t(lang, "p_my_spirits"))
            lines += [f"• {sp_name(lang, x['s'])} — {self.card_note(x['s'], lang)}" for x in mine]
        if view["evil"] == me:
            lines.append(t(lang, "p_evil", note=self.card_note(EVIL, lang)))
        task = view["task"]
        if task and task["s"] == me and task["k"] in ("spirit", "pick"):
            pool = view["drawn"] if task["k"] == "pick" else view["spirit_line"]
            if pool:
                lines.append(t(lang, "p_choose"))
                lines += [f"• {sp_name(lang, x)} — {self.card_note(x, lang)}" for x in pool if x != EVIL]
        if task and task["s"] == me and task["k"] == "cover":
            lines.append(t(lang, "p_their_spirits", name=names[1 - me]))
            lines += [f"• {sp_name(lang, x['s'])} — {self.card_note(x['s'], lang)}" for x in view["spirits"][1 - me]
                      if not x.get("covered")]
        return lines

    # ------------------------------------------------------------------ texts
    def board_text(self, view: PublicView, lang: str, names: list[str]) -> str:
        t = TEXTS.t
        none = t(lang, "b_none")
        lines = [status(view, lang, names) + " · " + t(lang, "b_pile", n=view["deck"]) + " · "
                 + t(lang, "b_rainbows", n=view["rainbows"]) + " · " + t(lang, "b_spirit_pile", n=view["spirit_deck"])
                 + (" · " + t(lang, "b_ff_stock", n=view["ff_stock"]) if view["ff"] else "")]
        disp = " ".join(f"`{s['up']}`" + ("+" if s["under"] else "") for s in view["display"] if s["up"])
        lines.append(t(lang, "b_display", tiles=disp or none))
        lines.append(t(lang, "b_line", spirits="".join(f"\n• {sp_name(lang, s)} — {self.card_note(s, lang)}"
                                                      for s in view["spirit_line"]) or none))
        if view["drawn"]:
            lines.append(t(lang, "b_drawn", spirits="".join(f"\n• {sp_name(lang, s)} — {self.card_note(s, lang)}"
                                                            for s in view["drawn"])))
        if view["fox_hand"]:
            lines.append(t(lang, "b_fox_hand", name=names[1 - view["task"]["s"]] if view["task"] else "",
                           tiles=" ".join(f"`{x}`" for x in view["fox_hand"])))
        if view["forced"]:
            lines.append(t(lang, "b_forced", name=names[view["forced"]["s"]], tile=view["forced"]["tile"]))
        if view["squares"] and view["task"] and view["task"]["k"] in ("spirit", "pick"):
            lines.append(t(lang, "b_squares", squares=", ".join(view["squares"])))
        for s in range(2):
            parts = view["final"][s] if view["final"] else score_parts(view["pano"][s], view["spirits"][s],
                                                                       view["fireflies"][s])
            ec = view["evil_cell"]
            blocked = ec["cell"] if ec and ec["s"] == s else None
            head = t(lang, "b_player", name=names[s], hand=t(lang, "b_hand", n=view["hands"][s]),
                     score=parts["total"])
            if view["evil"] == s:
                head += t(lang, "b_evil")
            waiting = (view.get("rainbow_wait") or [0, 0])[s]
            if waiting:
                head += t(lang, "b_rainbow_wait", n=waiting)
            if blocked:
                head += t(lang, "b_evil_cell", cell=blocked)
            lines += ["", head]
            sps = ", ".join(sp_name(lang, x["s"]) + "@" + x["at"] + (f" ({t(lang, 'covered')})" if x.get("covered")
                                                                    else "") for x in view["spirits"][s])
            lines.append(t(lang, "b_spirits", spirits=sps or none) + " · "
                         + t(lang, "b_parts", area=parts["area"], fires=parts["fires"], spirits=parts["spirits"],
                             bonus=sum(parts["bonus"].values()))
                         + (t(lang, "b_parts_ff", ff=parts.get("fireflies", 0)) if view["ff"] else ""))
            if view["fireflies"][s]:
                lines.append(t(lang, "b_fireflies", squares=", ".join(view["fireflies"][s])))
            lines.append("```\n" + "\n".join(grid_lines(view["pano"][s], blocked)) + "\n```")
        if view["final"] and view["ff_win"] is not None:
            lines.append(t(lang, "b_ff_win", name=names[view["ff_win"]]))
        elif view["final"]:
            scores = [p["total"] for p in view["final"]]
            winners = [s for s in range(2) if scores[s] == max(scores)]
            lines.append(t(lang, "b_winner", names=seat_list(names, winners, " & ")))
        lines.append(t(lang, "b_legend") + (t(lang, "b_legend_ff") if view["ff"] else ""))
        return "\n".join(lines)

    def private_text(self, view: SeatView, lang: str, names: list[str]) -> str | None:
        if "hand" not in view:
            return None
        t = TEXTS.t
        lines = [t(lang, "p_hand", tiles=" ".join(f"`{x}`" for x in view["hand"]) or t(lang, "b_none"))]
        lines += capture_lines(view, lang)
        forced = view.get("forced")
        if forced and forced["s"] == view["seat"]:
            lines.append(t(lang, "b_forced", name=names[view["seat"]], tile=forced["tile"]))
        lines += self._spirit_lines(view, lang, names)
        return "\n".join(lines)[:3000]

    def move_steps(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str]:
        t = TEXTS.t
        a = move.args
        if move.kind == "play":
            return [t(lang, "l_play", tile=a["tile"]),
                    t(lang, "l_cap", target=a["target"]) if a["target"] else t(lang, "l_miss_step")]
        if move.kind == "rainbow":
            return [t(lang, "l_rb_row", row=a["cell"][0]), t(lang, "l_rb", cell=a["cell"])]
        if move.kind in ("line", "pick"):
            return [t(lang, "l_" + move.kind, spirit=sp_name(lang, a["spirit"])), t(lang, "l_sq", square=a["square"])]
        return [self.move_label(state, seat, move, lang, names)]

    def move_label(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> str:
        t, a, k = TEXTS.t, move.args, move.kind
        if k == "play":
            return t(lang, "l_play_cap" if a["target"] else "l_play_miss", tile=a["tile"], target=a["target"])
        if k in ("take", "deer", "beetle", "viper", "fox"):
            return t(lang, "l_" + k, tile=a["tile"])
        if k in ("rainbow", "evil"):
            return t(lang, "l_rb" if k == "rainbow" else "l_evil", cell=a["cell"])
        if k == "draw":
            return t(lang, "l_draw")
        if k in ("line", "pick"):
            return t(lang, f"l_{k}_full", spirit=sp_name(lang, a["spirit"]), square=a["square"])
        if k == "cover":
            return t(lang, "l_cover", spirit=sp_name(lang, a["spirit"]))
        return move.id

    def event_key(self, event: Event) -> str:
        a, k = event.args, event.kind
        if k in ("capture", "drew"):
            return f"ev_{k}_" + (a["how"] if k == "capture" else a["why"])
        if k == "placed" and a["displaced"]:
            return "ev_placed_displaced"
        if k == "placed" and a["how"] in _SILENT_PLACING:
            return "ev_placed_silent"  # no such text: the capture's own line tells it
        if k == "removed" and a["how"] == "evil":
            return "ev_removed_evil"
        return "ev_rainbow_moved" if k == "rainbow" and a["moved"] else super().event_key(event)

    def event_args(self, event: Event, lang: str, names: list[str]) -> dict:
        a, k, raw = super().event_args(event, lang, names), event.kind, event.args
        if k == "placed":
            a["how"] = "" if raw["how"] in _SILENT_PLACING else TEXTS.t(lang, "h_" + raw["how"])
        elif k == "squirrel":
            a["tiles"] = a["tiles"] or TEXTS.t(lang, "b_none")
        elif k == "game_over":
            a["scores"] = seat_values(names, raw["scores"], " – ")
        return a

    # ------------------------------------------------------------------ AI
    def ai_move(self, state: dict, seat: int, rng: random.Random) -> str:
        """The easy level (and the search's rollout policy): the greedy heuristic of ``ai.py``."""
        return choose(self, state, seat, rng)

    def evaluate(self, state: dict, seat: int) -> float:
        """For the search AI: the lead in the easy AI's value of each panorama (its score now, plus what
        its filled cells, near-squares and stray land tiles promise), 6 points counting as a large lead."""
        if state["over"]:
            return super().evaluate(state, seat)
        return score_lead([Seat(state, s).base for s in range(2)], seat, 6.0)
