"""Five Tribes presentation (board text, private text, move labels and steps, events, picture) and an AI."""

from __future__ import annotations

import random
from functools import cache

from engine import CardInfo, Event, Move

from .data import (
    BID_COSTS,
    COLOURS,
    DJINN_IDS,
    DJINN_VP,
    DJINNS,
    FAKIR,
    GOODS,
    KIND,
    N_TILES,
    REACH,
    ROWS,
    SET_VALUES,
    VALUE,
    W,
    tile_name,
)
from .rules import ELSEWHERE, FiveTribesRules, counts, num, owner
from .text import TEXTS
from .views import PublicView, SeatView

GRID_WIDTH = 40  # widest monospace line of the board (a phone's embed)
PLAIN_LABELS = ("kumarbi", "collect", "fakir", "skip", "buy2", "end")  # moves whose label is "lbl_" + kind alone


def _dj(d: str) -> str:
    return DJINNS[d][0]


def djinn_note(lang: str, d: str) -> str:
    """The short power of djinn ``d`` (at most 100 characters)."""
    text = TEXTS.t(lang, "dj_" + d)
    return text[:1].upper() + text[1:]


def djinn_line(lang: str, d: str) -> str:
    return TEXTS.t(lang, "djinn_line", name=_dj(d), vp=DJINN_VP[d], note=djinn_note(lang, d))


@cache
def djinn_cards() -> tuple[CardInfo, ...]:
    langs = ("en", "fr")
    return tuple(CardInfo(key=d, names={lang: _dj(d) for lang in langs},
                          texts={lang: TEXTS.t(lang, "djf_" + d) for lang in langs},
                          short={lang: djinn_note(lang, d) for lang in langs},
                          kind={lang: TEXTS.t(lang, "k_djinn") for lang in langs},
                          vp=str(DJINN_VP[d]), copies=1)
                 for d in DJINN_IDS)


def _de(lang: str, name: str) -> str:
    """French "de Bob" / "d'Aïcha" (elision before a vowel or a mute h); English needs none."""
    if lang != "fr":
        return name
    return ("d'" if name[:1].lower() in "aâàeéèêëiîïoôuùûüyh" else "de ") + name


def _colon(lang: str, a: str, b: str) -> str:
    return TEXTS.t(lang, "colon", a=a, b=b)


def _marks(tile: dict) -> str:
    """Owner, palm trees and palaces of one tile: "[2]*^", "*2" for two palm trees."""
    out = f"[{tile['camel'] + 1}]" if tile["camel"] is not None else ""
    for sym, n in (("*", tile["palms"]), ("^", tile["palaces"])):
        if n:
            out += sym + (str(n) if n > 1 else "")
    return out


def grid_blocks(view: PublicView, lang: str) -> list[str]:
    """The Sultanate as monospace blocks at most ``GRID_WIDTH`` wide: half-grids of 3 columns (two lines a
    row: the tile, then its meeples), or thirds of 2 columns when a crowded tile would not fit."""
    t = TEXTS.t
    letters = t(lang, "meeple_letters")
    cells = []
    for row in view["board"]:
        line = []
        for tile in row:
            top = f"{t(lang, 'kl_' + tile['kind'])}{tile['value']}{_marks(tile)}"
            m = "".join(f"{tile['meeples'][c]}{letters[k]}" for k, c in enumerate(COLOURS) if tile["meeples"][c])
            line.append((top, m or "·"))
        cells.append(line)
    for per_block in (3, 2, 1):
        blocks = []
        for start in range(0, W, per_block):
            cols = range(start, min(start + per_block, W))
            widths = {c: max(len(x) for r in cells for x in r[c]) + 2 for c in cols}
            out = ["  " + "".join(str(c + 1).ljust(widths[c]) for c in cols).rstrip()]
            for r, row in enumerate(cells):
                out.append(f"{ROWS[r]} " + "".join(row[c][0].ljust(widths[c]) for c in cols).rstrip())
                out.append("  " + "".join(row[c][1].ljust(widths[c]) for c in cols).rstrip())
            blocks.append("\n".join(out))
        if all(len(x) <= GRID_WIDTH for b in blocks for x in b.split("\n")) or per_block == 1:
            return blocks
    return blocks


class FiveTribes(FiveTribesRules):
    texts = TEXTS
    catalogue = djinn_cards
    event_seats = ("victim", "winners")
    event_words = {
        "tile": lambda lang, tile: tile_name(tile),
        "djinn": lambda lang, djinn: _dj(djinn),
        "djinns": lambda lang, djinns: ", ".join(_dj(d) for d in djinns),
        "spot": lambda lang, v: v + 1,  # players count from 1
        "colour": lambda lang, v: TEXTS.t(lang, "the_" + COLOURS[v]),
        "pay": lambda lang, v: TEXTS.t(lang, "pay_" + v),
    }

    # ------------------------------------------------------------------ helpers
    @staticmethod
    def _tile_label(lang: str, tiles: str, i: int) -> str:
        return TEXTS.t(lang, "lbl_tile", tile=tile_name(i), kind=TEXTS.t(lang, KIND[int(tiles[i])]))

    @staticmethod
    def _meeples_text(lang: str, hand) -> str:
        items = hand.items() if isinstance(hand, dict) else zip(COLOURS, hand, strict=True)  # colour: count
        return ", ".join(TEXTS.t(lang, "n_" + k, n=n) for k, n in items if n) or TEXTS.t(lang, "none")

    @staticmethod
    def _goods_text(lang: str, goods) -> str:
        return ", ".join(TEXTS.t(lang, GOODS[g] if isinstance(g, int) else g) for g in goods) or TEXTS.t(lang, "none")

    # ------------------------------------------------------------------ board and private texts
    def board_text(self, view: PublicView, lang: str, names: list[str]) -> str:
        t = TEXTS.t
        lines = [f"**{t(lang, 'round', n=view['round'])}**"]
        turn = view["turn"]
        if view["phase"] == "bid" and view["bid_queue"]:
            lines[0] += " · " + t(lang, "to_bid", name=names[view["bid_queue"][0]])
        elif turn is not None:
            lines[0] += " · " + t(lang, "to_play", name=names[turn["seat"]], step=t(lang, "step_" + turn["step"]))
            if "hand" in turn:
                lines.append(t(lang, "hand", meeples=self._meeples_text(lang, turn["hand"]),
                               tile=tile_name(turn["pos"])))
            if "reach" in turn and turn["step"] == "assassin":
                lines.append(t(lang, "reach", n=turn["reach"]))
        lines += ["```\n" + block + "\n```" for block in grid_blocks(view, lang)]
        lines.append(t(lang, "legend"))
        track = [t(lang, "track_item", name=names[s], cost=cost)
                 for cost, s in zip(BID_COSTS, view["track"], strict=True) if s is not None]
        if track:
            lines.append(_colon(lang, t(lang, "track"), " → ".join(reversed(track))))
        lines.append(_colon(lang, t(lang, "line"), self._goods_text(lang, view["line"]))
                     + f" ({t(lang, 'rpile', n=view['resource_pile'])})")
        lines.append(_colon(lang, t(lang, "djinns_up"), "" if view["djinns_up"] else t(lang, "none")).rstrip()
                     + f" ({t(lang, 'djpile', n=view['djinn_pile'])})")
        lines += [f"• {djinn_line(lang, d)}" for d in view["djinns_up"]]
        lines.append(t(lang, "supply", palms=view["palm_supply"], palaces=view["palace_supply"]))
        for s, p in enumerate(view["players"]):
            items = " · ".join([t(lang, "n_camels_left", n=p["camels_left"]), t(lang, "n_tiles", n=p["tiles"]),
                                t(lang, "n_vizier", n=p["viziers"]), t(lang, "n_elder", n=p["elders"]),
                                t(lang, "n_palms", n=p["palms"]), t(lang, "n_palaces", n=p["palaces"])])
            line = t(lang, "player_line", seat=s + 1, name=names[s], items=items)
            if p["cards"]:
                line += "\n  ↳ " + _colon(lang, t(lang, "cards"),
                                          ", ".join(f"{t(lang, g)}×{n}" for g, n in p["cards"].items()))
            if p["djinns"]:
                line += "\n  ↳ " + _colon(lang, t(lang, "djinns"), "")
                line += "".join(f"\n    · {djinn_line(lang, d)}" for d in p["djinns"])
            if p["gold"] is not None:
                line += " · " + t(lang, "gold_line", n=p["gold"])
            lines.append(line)
        if view["last_camel"] and view["phase"] != "over":
            lines.append(t(lang, "last_camel"))
        final = view.get("final")
        if final:
            lines.append(f"**{t(lang, 'game_over')}**")
            for s, row in enumerate(final["sheet"]):
                lines.append(("🏆 " if s in final["winners"] else "") + t(lang, "final_line", name=names[s], **row))
        text = "\n".join(lines)
        if len(text) > 3500:  # too long with the owned djinns' powers: their names only (powers: /card)
            for p in view["players"]:
                for d in p["djinns"]:
                    text = text.replace(f"\n    · {djinn_line(lang, d)}", f"\n    · {_dj(d)} ({DJINN_VP[d]})", 1)
        return text[:3500]

    def private_text(self, view: SeatView, lang: str, names: list[str]) -> str | None:
        if "me" not in view:
            return None
        t = TEXTS.t
        me = view["players"][view["me"]]
        lines = [t(lang, "your_gold", n=view["gold"]),
                 t(lang, "your_meeples", viz=me["viziers"], eld=me["elders"], camels=me["camels_left"])]
        cards = ", ".join(f"{t(lang, g)}×{n}" for g, n in me["cards"].items()) or t(lang, "none")
        lines.append(t(lang, "your_cards", cards=cards))
        if me["djinns"]:
            lines.append(t(lang, "your_djinns"))
            lines += ["• " + _colon(lang, f"**{_dj(d)}** ({DJINN_VP[d]})", djinn_note(lang, d)) for d in me["djinns"]]
        if view.get("drawn_djinns"):
            lines.append(t(lang, "drawn_head"))
            lines += [f"• {djinn_line(lang, d)}" for d in view["drawn_djinns"]]
        prompt = self._prompt(view, lang)
        if prompt:
            lines.append(prompt)
        return "\n".join(lines)[:1800]

    # ------------------------------------------------------------------ djinn texts
    def cards_in_view(self, view: SeatView) -> list[str]:
        players, me = view["players"], view.get("me")
        mine = players[me]["djinns"] if me is not None else []
        everyone = [d for p in players for d in p["djinns"]]
        return list(dict.fromkeys([*view.get("drawn_djinns", []), *mine, *view["djinns_up"], *everyone]))

    def move_notes(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str | None]:
        """The power of the djinn a step takes, keeps or uses (Lamia and Hagis when placing elsewhere)."""
        a, k = move.args, move.kind
        steps = self.move_steps(state, seat, move, lang, names)
        notes: list[str | None] = [None] * len(steps)
        djinn = a.get("djinn")
        if k in ("echidna", "iblis", "kumarbi"):
            djinn = k
        elif k in ELSEWHERE and "pay" in a:
            djinn = ELSEWHERE[k]
        if djinn is None or not steps:
            return notes
        notes[1 if k == "djinn" else 0] = djinn_note(lang, djinn)
        return notes

    @staticmethod
    def _prompt(view: SeatView, lang: str) -> str | None:
        """What the viewing seat is asked to choose now (None when it is not its turn)."""
        t, me, turn = TEXTS.t, view["me"], view["turn"]
        if view["phase"] == "bid":
            return t(lang, "prompt_bid") if view["bid_queue"][:1] == [me] else None
        if turn is None or turn["seat"] != me:
            return None
        step = turn["step"]
        if step == "assassin":
            return t(lang, "prompt_assassin", n=turn.get("reach", 0))
        if step == "path":
            return t(lang, "prompt_path", meeples=FiveTribes._meeples_text(lang, turn.get("hand", {})))
        if step == "tile":
            return t(lang, "prompt_tile", tile=tile_name(turn["tile"])) if "tile" in turn else None
        return t(lang, "prompt_" + step) if "prompt_" + step in TEXTS.tables["en"] else None

    # ------------------------------------------------------------------ moves
    def move_label(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> str:
        steps = self.move_steps(state, seat, move, lang, names)
        while len(steps) > 1 and len(" · ".join(steps)) > 80:
            steps = steps[1:]  # the leading steps only group the choices (the prompt, the row)
        return " · ".join(steps)[:80]

    def move_steps(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str]:
        t, a, k = TEXTS.t, move.args, move.kind
        tiles = state["tiles"]

        def pay(p):
            return t(lang, "pay_" + p)

        def row(i):
            return t(lang, "lbl_row", row=ROWS[i // W])

        if k == "bid":
            if a["spot"] < 3:
                return [t(lang, "lbl_bid0")]
            return [t(lang, "lbl_bid", spot=a["spot"] + 1, cost=a["cost"])]
        if k in PLAIN_LABELS:
            return [t(lang, "lbl_" + k)]
        if k == "pick":
            i = a["tile"]
            n = sum(counts(state["mp"][5 * i:5 * i + 5]))
            return [row(i), t(lang, "lbl_pick", tile=tile_name(i), kind=t(lang, KIND[int(tiles[i])]), n=n)]
        if k == "step":
            return [self._tile_label(lang, tiles, a["tile"]), t(lang, COLOURS[a["colour"]])]
        if k in ("echidna", "iblis"):
            return [t(lang, "lbl_" + k, pay=pay(a["pay"]))]
        if k == "kill":
            head = t(lang, "lbl_kill_group", n=state["t"]["reach"])
            if "tile" in a:
                kill = t(lang, "lbl_kill_one", colour=t(lang, "art_" + COLOURS[a["colour"]]))
                return [head, row(a["tile"]), self._tile_label(lang, tiles, a["tile"]), kill]
            name = names[a["seat"]]
            return [head, t(lang, "lbl_killp", name=name, de_name=_de(lang, name),
                            colour=t(lang, "the_" + COLOURS[a["colour"]]))]
        if k in ("palm", "palace"):
            if "pay" in a:
                return [t(lang, "lbl_" + ELSEWHERE[k], tile=tile_name(a["tile"]), pay=pay(a["pay"]))]
            return [t(lang, "lbl_" + k)]
        if k in ("buy", "take"):
            return [t(lang, "lbl_" + k, card=t(lang, GOODS[int(state["line"][a["index"]])]), i=a["index"] + 1)]
        if k == "take_djinn":
            return [t(lang, "lbl_take_djinn", djinn=f"{_dj(a['djinn'])} ({DJINN_VP[a['djinn']]})", pay=pay(a["pay"]))]
        if k == "keep":
            return [t(lang, "lbl_keep", djinn=f"{_dj(a['djinn'])} ({DJINN_VP[a['djinn']]})")]
        if k == "sell":
            t_ = state["t"]
            chosen = len(t_["sale"]) if t_ and t_["step"] == "sell" else 0
            card = t(lang, GOODS[a["good"]])
            if not chosen:
                return [t(lang, "lbl_sell_start", card=card, gold=SET_VALUES[1])]
            return [t(lang, "lbl_sell_add", card=card, n=chosen + 1, gold=SET_VALUES[chosen + 1])]
        if k == "sold":
            sale = state["t"]["sale"]
            return [t(lang, "lbl_sold", cards=self._goods_text(lang, sorted(sale)), gold=SET_VALUES[len(sale)])]
        if k == "djinn":
            head = t(lang, "lbl_djinn", djinn=_dj(a["djinn"]), pay=pay(a["pay"]))
            if "tile" in a:
                return [t(lang, "lbl_djinn_group"), head, row(a["tile"]), self._tile_label(lang, tiles, a["tile"])]
            return [t(lang, "lbl_djinn_group"), head]
        return [move.id]

    # ------------------------------------------------------------------ events
    def event_key(self, event: Event) -> str:
        a, k = event.args, event.kind
        if k == "drop" and a["forced"]:
            return "ev_forced"
        if k == "kill":
            return "ev_kill_tile" if "tile" in a else "ev_kill_player"
        return super().event_key(event)

    def event_args(self, event: Event, lang: str, names: list[str]) -> dict:
        a, k, raw = super().event_args(event, lang, names), event.kind, event.args
        a["de_name"] = _de(lang, a.get("name", ""))
        if k in ("drop", "kill") and "tile" in raw:
            a["colour"] = TEXTS.t(lang, "art_" + COLOURS[raw["colour"]])
        elif k == "kill":
            a["de_victim"] = _de(lang, a["victim"])
        elif k == "collect":
            a["meeples"] = TEXTS.t(lang, "n_" + COLOURS[raw["colour"]], n=raw["n"])
        elif k == "pick":
            a["meeples"] = self._meeples_text(lang, raw["meeples"])
        elif k in ("cards", "sell"):
            a["cards"] = self._goods_text(lang, raw["cards"])
        elif k == "sell_pick":
            a["card"], a["n"] = TEXTS.t(lang, GOODS[raw["card"]]), raw["k"]
        elif k == "anun_nak":
            a["meeples"] = self._meeples_text(lang, [raw["colours"].count(c) for c in range(5)])
        elif k == "game_end":
            a["n"], a["names"] = len(raw["winners"]), a["winners"]
        return a

    # ------------------------------------------------------------------ AI
    def _ai_value(self, state: dict, seat: int, tile: int, colour: int, n: int, emptied: bool) -> float:
        """Rough worth of ending a move on ``tile`` taking ``n`` meeples of ``colour``."""
        tt = int(state["tiles"][tile])
        if colour == 0:
            v = 2.0 * n
        elif colour == 1:
            v = 2.5 * n
        elif colour == 2:
            v = n * self._blues(state, tile) * 0.9
        elif colour == 3:
            v = 1.6 * min(n, len(state["line"]))
        else:
            v = 3.0
        if emptied and owner(state, tile) < 0:
            v += VALUE[tt] + 3 * num(state["palm"], tile) + 5 * num(state["palace"], tile) + 3
        kind = KIND[tt]
        if kind in ("oasis", "village") and emptied:
            v += 4
        elif kind == "sacred_place" and state["eld"][seat] + (colour == 1) * n >= 2 and state["djup"]:
            v += 5
        return v

    def _ai_best_end(self, state: dict, seat: int, pos: int, prev: int, hand: list[int], mp: list[int]) -> float:
        k = sum(hand)
        reach = REACH[min(k, 100)][pos * 31 + prev + 1]
        best = -1.0
        for t in range(N_TILES):
            if not reach >> t & 1:
                continue
            base = 5 * t
            total = mp[base] + mp[base + 1] + mp[base + 2] + mp[base + 3] + mp[base + 4]
            for c in range(5):
                if hand[c] and mp[base + c]:
                    n = mp[base + c] + 1
                    best = max(best, self._ai_value(state, seat, t, c, n, total + 1 == n))
        return best

    def ai_move(self, state: dict, seat: int, rng: random.Random) -> str:
        moves = self._legal_moves(state, seat)
        if len(moves) == 1:
            return moves[0].id
        kinds = {m.kind for m in moves}
        by_id = {m.id: m for m in moves}
        if state["phase"] == "bid":
            bids = [m for m in moves if m.kind == "bid"]
            return min(bids, key=lambda m: (m.args["cost"], -m.args["spot"])).id
        t = state["t"]
        step = t["step"]
        mp = counts(state["mp"])
        if step == "pick":  # the tile whose meeples can end the best way (the first of equals)

            def pick_score(m):
                i = m.args["tile"]
                board = list(mp)
                board[5 * i:5 * i + 5] = [0] * 5
                return self._ai_best_end(state, seat, i, -1, mp[5 * i:5 * i + 5], board) + rng.random() * 0.3

            picks = [m for m in moves if m.kind == "pick"]
            return max(picks, key=pick_score).id if picks else moves[0].id
        if step == "path":

            def step_score(m):
                j, c = m.args["tile"], m.args["colour"]
                board = list(mp)
                board[5 * j + c] += 1
                left = list(t["hand"])
                left[c] -= 1
                if not sum(left):
                    base = 5 * j
                    total = sum(board[base:base + 5])
                    score = self._ai_value(state, seat, j, c, board[base + c], total == board[base + c])
                else:
                    score = self._ai_best_end(state, seat, j, t["pos"], left, board)
                return score + rng.random() * 0.1

            return max(moves, key=step_score).id
        if step == "builder":
            echidna = [m for m in moves if m.kind == "echidna"]
            if echidna and t["n"] * self._blues(state, t["tile"]) >= 8:
                return echidna[-1].id
            return "collect"
        if step == "assassin":
            kills = [m for m in moves if m.kind == "kill"]
            if not kills:
                return "skip" if "skip" in by_id else moves[0].id

            def kill_score(m):
                a = m.args
                if "seat" in a:
                    return 6 + (a["colour"] == 0) * 2 + state["viz"][a["seat"]] * 0.1
                i = a["tile"]
                left = sum(mp[5 * i:5 * i + 5])
                if left == 1 and owner(state, i) < 0:
                    return 4 + VALUE[int(state["tiles"][i])] * 0.5
                return rng.random()

            return max(kills, key=kill_score).id
        if step == "tile":
            if "palm" in kinds or "palace" in kinds:
                return "palm" if "palm" in by_id else "palace"
            mine = counts(state["cards"][seat])
            gold = state["gold"][seat]
            buys = [m for m in moves if m.kind == "buy"]
            for m in buys:
                g = int(state["line"][m.args["index"]])
                if g != FAKIR and not mine[g] and gold >= 12:
                    return m.id
            if "buy2" in by_id and gold >= 20:
                fresh = {int(g) for g in state["line"][:6] if g != str(FAKIR) and not mine[int(g)]}
                if len(fresh) >= 2:
                    return "buy2"
            djinns = [m for m in moves if m.kind == "take_djinn"]
            if djinns:
                return max(djinns, key=lambda m: (DJINN_VP[m.args["djinn"]], m.args["pay"] == "ef")).id
            return "skip"
        if step == "market2":
            mine = counts(state["cards"][seat])
            return max(moves, key=lambda m: (int(state["line"][m.args["index"]]) != FAKIR
                                             and not mine[int(state["line"][m.args["index"]])],
                                             -m.args["index"])).id
        if step == "sibittis":
            return max(moves, key=lambda m: DJINN_VP[m.args["djinn"]]).id
        if step == "sell":
            return "sold"
        # end of turn: keep the goods for bigger sets, use a free card from Sloar
        for m in moves:
            if m.kind == "djinn" and m.args["djinn"] == "sloar":
                return m.id
        return "end" if "end" in by_id else moves[0].id
