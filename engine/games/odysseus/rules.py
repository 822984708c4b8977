"""Odysseus rules (Gigamic 2026), following Board Game Arena's help page, with the solo Automa.

Choices where the page is silent, and assumptions:
- Deck: 12 Trial cards per player (24/36/48/60), drawn at random from the 60; solo uses the 2-player
  deck (24). The rest stay unseen in the box. Each ship cycle uses 12 cards, so everyone ends with 11.
- The ship: two sides, each a line of 6 slots dealt left to right, the middle two face down. A card
  may be taken only at an end of a line; taking a card next to a face-down card flips both face-down
  cards of that side and gives that side's Favor (the Automa discards it instead).
- Skill tracks stop at 6; a point that cannot be placed is lost (gamepark). A point printed for a
  skill may be moved to another skill for 1 Favor (one Favor per point); a point "of your choice"
  (and the rest's point) goes anywhere for free. The Favors of a card are taken before its skill points.
- A Tale may be bought (3 Favors, once per turn) before taking a card or after the card is resolved
  (the two moments where it can matter). Completing a row gains a Tale right after the card is placed.
  At 6 Tales, or with no Tale left anywhere, no Tale is gained.
- A face-up Tale that is taken is replaced from the larger stack (gamepark; the book lets the player
  choose the stack, which cannot matter: both are face down). Two copies of a face-up Tale are
  offered once.
- Rested cards lie face down but were seen on the ship: they stay public (they score nothing).
- The first player is drawn at random ("the last to sail" cannot be asked); solo: the human starts.
- Tie: most Tale points, then shared victory (winners lists every tied seat).
- Solo: difficulty 1–4 gives the Automa 2/3/4/5 Tales drawn from the stacks (face up) and a base score
  (ASSUMPTION, data.AUTOMA_BASE). Its 16 cards are a designed set (ASSUMPTION, data.AUTOMA_CARDS): a
  side and an arrow, with the Tale symbol (replace the 4 face-up Tales — the old ones leave the game —
  and then take a card as usual) or the Favor symbol (take the first card, in the arrow's order, next
  to a face-down card; else as usual). The Automa's cards form one pile (no column limit); its Tales
  score on all its cards; it takes the top Epic tile as soon as it holds the five types. The Automa
  plays right after the human's turn, inside the same move. The human wins only with a strictly
  higher score (``winners`` is then ``[0]``, else empty; ``result["automa"]`` holds its score).
- The Favor supply is unlimited (gamepark; the box has 40 tokens; at most 23 were in play at once
  in 40 simulated 5-player games).
- The Automa plays 11 turns, so its 16-card deck never runs out; at least one card is always available.
- The ``difficulty`` option (1–4, default 2) only matters solo; it is ignored with 2–5 players.
- Nothing is secret from a seat's own point of view: the DM shows the seat's own board and what each of
  its Tales is worth now. Hidden from everyone: the deck, the face-down ship cards, the Tale stacks and
  the Automa deck (``hidden``).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine import Event, Game, GameInfo, Move, Option, Rng, clone
from engine.core import deal_unseen
from engine.visibility import Visibility, secret

from .data import (
    AUTOMA_BASE,
    AUTOMA_CARDS,
    AUTOMA_TALES,
    BUY_TALE,
    CARDS,
    CARDS_PER_PLAYER,
    DOWN_SLOTS,
    EPIC_TILES,
    MAX_COLUMN,
    MAX_SKILL,
    MAX_TALES,
    SHIP_SIDE,
    SKILLS,
    TALE_POINTS,
    TALES,
    TYPES,
    tale_matches,
)

ENDS = ("L", "R")
SKILL_INDEX = {k: i for i, k in enumerate(SKILLS)}
# the moves that carry no changing facts are built once (a Move is frozen; nobody mutates its args)
TAKE_MOVES = {(side, end): Move(f"take:{side}:{end}", "take", {"side": side, "end": end})
              for side in (0, 1) for end in ENDS}
BUY, END, ADVENTURE = Move("buy", "buy"), Move("end", "end"), Move("adventure", "adventure")
REST_MOVES = {k: Move(f"rest:{k}", "rest", {"skill": k}) for k in SKILLS}
REST_LOST = Move("rest:lost", "rest", {"skill": None})
GAIN_MOVES = {(k, cost): Move(f"gain:{k}", "gain", {"skill": k, "cost": cost}) for k in SKILLS for cost in (0, 1)}
GAIN_LOST = Move("gain:lost", "gain", {"skill": None, "cost": 0})
STACK_MOVES = {s: Move(f"stack:{s}", "stack", {"stack": s}) for s in (0, 1)}


def tale_score(tales: list[str], cards: list[int]) -> int:
    return sum(TALE_POINTS for kind in tales for c in cards if tale_matches(kind, c))


def trial_score(player: dict) -> int:
    total = 0
    for k, col in enumerate(player["cols"]):
        level = player["skills"][k]
        total += sum(CARDS[c]["vp"] for c in col if CARDS[c]["value"] <= level)
    return total


def column_cards(player: dict) -> list[int]:
    return [c for col in player["cols"] for c in col]


def player_score(player: dict) -> dict:
    trials = trial_score(player)
    tales = tale_score(player["tales"], column_cards(player))
    epic = player["epic"] or 0
    return {"trials": trials, "tales": tales, "epic": epic, "total": trials + tales + epic}


def automa_score(automa: dict) -> dict:
    base = AUTOMA_BASE[automa["difficulty"]]
    tales = tale_score(automa["tales"], automa["cards"])
    epic = automa["epic"] or 0
    return {"base": base, "tales": tales, "epic": epic, "total": base + tales + epic}


class OdysseusRules(Game):
    info = GameInfo(
        id="odysseus", names={"en": "Odysseus", "fr": "Odysseus"},
        min_players=1, max_players=5,
        options=(
            Option("difficulty", int, 2, (1, 2, 3, 4),
                   names={"en": "Automa difficulty 1–4 (solo only)", "fr": "Difficulté de l'Automa 1–4 (solo)"}),
        )
    )
    # Nobody sees the deck (every view shows its size), which ship cards are face down, the Tale stacks or the
    # Automa's deck. None of it is re-dealt in place: the deck and the face-down ship cards are dealt from every
    # card not in sight (the cards left in the box are not in the state), so determinize stays its own; hidden adds
    # the Automa's deck (a path whose last step, "deck", the main deck already names).
    visibility = Visibility(
        parts=(secret("deck", size="deck_size", dealt=False), secret("down", dealt=False),
               secret("stacks", dealt=False)),
        public=("players", "phase", "pending", "gains", "bought", "side_favor", "cycle", "tales_up", "epic",
                "discarded"))

    # ------------------------------------------------------------------ set-up
    def _setup(self, state: dict) -> None:
        n = state["players"]
        solo = n == 1
        with Rng(state) as rng:
            cards = list(range(len(CARDS)))
            rng.shuffle(cards)
            deck = cards[:CARDS_PER_PLAYER * (2 if solo else n)]
            tales = list(TALES)
            rng.shuffle(tales)
            adeck = list(range(len(AUTOMA_CARDS)))
            rng.shuffle(adeck)
            first = 0 if solo else rng.randrange(n)
        state.update(
            deck=deck, ship=[[], []], down=[[], []], side_favor=[0, 0], stacks=[tales[:14], tales[14:]], tales_up=[],
            epic=list(EPIC_TILES), discarded=[], cycle=0,
            p=[{"skills": [0, 0, 0, 0], "cols": [[], [], [], []], "rested": [], "tales": [], "favors": 1,
                "epic": None} for _ in range(n)],
            automa=None, turn=first, phase="pick", pending=None, gains=[], bought=False, tale_back=None,
            over=False, last_automa=None,
        )
        state["tales_up"] = [state["stacks"][0].pop() for _ in range(4)]
        for pl in state["p"]:
            pl["tales"].append(self._draw_tale(state))
        if solo:
            d = state["options"]["difficulty"]
            state["automa"] = {"difficulty": d, "deck": adeck, "cards": [],
                               "tales": [self._draw_tale(state) for _ in range(AUTOMA_TALES[d])], "epic": None}
        self._deal(state)

    @staticmethod
    def _draw_tale(state: dict) -> str | None:
        """The top Tale of the larger stack (stack 1 first on a tie), or None when both are empty."""
        a, b = state["stacks"]
        if not a and not b:
            return None
        return (a if len(a) > len(b) else b).pop()

    @staticmethod
    def _deal(state: dict) -> None:
        deck = state["deck"]
        for s, side in enumerate(state["ship"]):
            for slot in range(SHIP_SIDE):
                side.append(deck.pop())
                if slot in DOWN_SLOTS:
                    state["down"][s].append(side[-1])
        state["side_favor"] = [f + 1 for f in state["side_favor"]]  # always 0 by then: each side was flipped
        state["cycle"] += 1

    # ------------------------------------------------------------------ queries
    def to_act(self, state: dict) -> list[int]:
        return [] if state["over"] else [state["turn"]]

    def result(self, state: dict) -> dict | None:
        if not state["over"]:
            return None
        details = [player_score(pl) for pl in state["p"]]
        scores = [d["total"] for d in details]
        out: dict[str, Any] = {"scores": scores, "details": details}
        if state["automa"] is not None:
            auto = automa_score(state["automa"])
            out["automa"] = auto
            out["winners"] = [0] if scores[0] > auto["total"] else []
            return out
        rank = [(v, d["tales"]) for v, d in zip(scores, details, strict=True)]  # tie: most Tale points
        out["winners"] = [s for s, r in enumerate(rank) if r == max(rank)]
        return out

    @staticmethod
    def available(state: dict, sides: tuple[int, int] = (0, 1), first: str = "L") -> list[tuple[int, str]]:
        """The cards that may be taken: (side, end) for each end of a non-empty line, in the order of ``sides``,
        ``first`` end first."""
        second = "R" if first == "L" else "L"
        out = []  # a loop: listing moves is the hot path, and a comprehension costs more here
        for side in sides:
            line = state["ship"][side]
            if line:
                out.append((side, first))
                if len(line) > 1:
                    out.append((side, second))
        return out

    @staticmethod
    def card_at(state: dict, side: int, end: str) -> int:
        line = state["ship"][side]
        return line[0] if end == "L" else line[-1]

    @staticmethod
    def next_to_face_down(state: dict, side: int, end: str) -> bool:
        line = state["ship"][side]
        if len(line) < 2:
            return False
        return (line[1] if end == "L" else line[-2]) in state["down"][side]

    @staticmethod
    def can_gain_tale(state: dict, seat: int) -> bool:
        return len(state["p"][seat]["tales"]) < MAX_TALES and bool(
            state["tales_up"] or state["stacks"][0] or state["stacks"][1])

    def can_buy(self, state: dict, seat: int) -> bool:
        return (not state["bought"] and state["p"][seat]["favors"] >= BUY_TALE
                and self.can_gain_tale(state, seat))

    def _legal_moves(self, state: dict, seat: int) -> list[Move]:
        phase, pl = state["phase"], state["p"][seat]
        if phase == "pick":
            moves = [TAKE_MOVES[side, end] for side, end in self.available(state)]
            if self.can_buy(state, seat):
                moves.append(BUY)
            return moves
        skills = pl["skills"]
        if phase == "mode":
            rests = [REST_MOVES[k] for i, k in enumerate(SKILLS) if skills[i] < MAX_SKILL] or [REST_LOST]
            if len(pl["cols"][SKILL_INDEX[CARDS[state["pending"]]["skill"]]]) < MAX_COLUMN:
                return [ADVENTURE, *rests]
            return rests
        if phase == "gain":
            gain = state["gains"][0]
            moves = []
            for i, k in enumerate(SKILLS):
                if skills[i] < MAX_SKILL:
                    cost = 0 if gain == "any" or gain == k else 1
                    if cost <= pl["favors"]:
                        moves.append(GAIN_MOVES[k, cost])
            if not moves or (gain != "any" and skills[SKILL_INDEX[gain]] >= MAX_SKILL):
                moves.append(GAIN_LOST)
            return moves
        if phase == "tale":  # two copies of a face-up Tale are offered once (the first)
            up = state["tales_up"]
            moves = [Move(f"tale:{up.index(kind)}", "tale", {"index": up.index(kind), "kind": kind})
                     for kind in dict.fromkeys(up)]
            return moves + [STACK_MOVES[s] for s in (0, 1) if state["stacks"][s]]
        if phase == "finish":
            return [BUY, END]
        return []

    # ------------------------------------------------------------------ playing
    def _play(self, state: dict, seat: int, move: Move) -> list[Event]:
        pl, a = state["p"][seat], move.args
        ev: list[Event] = []
        if move.kind == "take":
            state["pending"] = self._take(state, a["side"], a["end"], seat, ev)
            state["phase"] = "mode"
        elif move.kind == "buy":
            pl["favors"] -= BUY_TALE
            state["bought"] = True
            ev.append(Event("buy", {"seat": seat, "favors": pl["favors"]}))
            state["tale_back"] = "pick" if state["phase"] == "pick" else "finish"
            state["phase"] = "tale"
        elif move.kind == "adventure":
            ev.append(Event("adventure", {"seat": seat, "card": state["pending"]}))
            state["gains"] = list(CARDS[state["pending"]]["gains"])
            self._advance_gains(state, seat, ev)
        elif move.kind == "rest":
            card = state["pending"]
            pl["rested"].append(card)
            pl["favors"] += 1
            if a["skill"] is not None:
                pl["skills"][SKILLS.index(a["skill"])] += 1
            ev.append(Event("rest", {"seat": seat, "card": card, "skill": a["skill"], "favors": pl["favors"]}))
            state["pending"] = None
            self._to_finish(state, seat, ev)
        elif move.kind == "gain":
            state["gains"].pop(0)
            pl["favors"] -= a["cost"]
            level = None
            if a["skill"] is not None:
                k = SKILLS.index(a["skill"])
                pl["skills"][k] += 1
                level = pl["skills"][k]
            ev.append(Event("gain", {"seat": seat, "skill": a["skill"], "cost": a["cost"], "level": level}))
            self._advance_gains(state, seat, ev)
        elif move.kind in ("tale", "stack"):
            if move.kind == "tale":
                kind = state["tales_up"].pop(a["index"])
                refill = self._draw_tale(state)
                if refill is not None:
                    state["tales_up"].insert(a["index"], refill)
                ev.append(Event("tale", {"seat": seat, "kind": kind, "from": "up", "refill": refill}))
            else:
                kind = state["stacks"][a["stack"]].pop()
                ev.append(Event("tale", {"seat": seat, "kind": kind, "from": "stack", "stack": a["stack"]}))
            pl["tales"].append(kind)
            back, state["tale_back"] = state["tale_back"], None
            if back == "pick":
                state["phase"] = "pick"
            else:
                self._to_finish(state, seat, ev)
        elif move.kind == "end":
            self._end_turn(state, seat, ev)
        return ev

    def _take(self, state: dict, side: int, end: str, seat: int | None, ev: list[Event]) -> int:
        """Take the card at an end of a side; flip that side's face-down cards if it was next to them."""
        flip = self.next_to_face_down(state, side, end)
        line = state["ship"][side]
        card = line.pop(0) if end == "L" else line.pop()
        ev.append(Event("take", {"seat": seat, "side": side, "end": end, "card": card}))
        if flip:
            revealed = state["down"][side]
            state["down"][side] = []
            favor = state["side_favor"][side]
            state["side_favor"][side] = 0
            if seat is not None:
                state["p"][seat]["favors"] += favor
            ev.append(Event("flip", {"seat": seat, "side": side, "cards": revealed, "favor": favor}))
        return card

    def _advance_gains(self, state: dict, seat: int, ev: list[Event]) -> None:
        pl = state["p"][seat]
        got = 0
        while state["gains"] and state["gains"][0] == "fav":
            state["gains"].pop(0)
            pl["favors"] += 1
            got += 1
        if got:
            ev.append(Event("favor", {"seat": seat, "n": got, "favors": pl["favors"]}))
        if state["gains"]:
            state["phase"] = "gain"
            return
        card = state["pending"]
        state["pending"] = None
        k = SKILLS.index(CARDS[card]["skill"])
        pl["cols"][k].append(card)
        height = len(pl["cols"][k])
        ev.append(Event("place", {"seat": seat, "card": card, "height": height}))
        self._check_epic(state, seat, ev)
        if all(len(col) >= height for col in pl["cols"]):
            ev.append(Event("row", {"seat": seat, "row": height}))
            if self.can_gain_tale(state, seat):
                state["tale_back"] = "finish"
                state["phase"] = "tale"
                return
        self._to_finish(state, seat, ev)

    def _to_finish(self, state: dict, seat: int, ev: list[Event]) -> None:
        if self.can_buy(state, seat):
            state["phase"] = "finish"
        else:
            self._end_turn(state, seat, ev)

    def _check_epic(self, state: dict, seat: int | None, ev: list[Event]) -> None:
        holder = state["automa"] if seat is None else state["p"][seat]
        if holder["epic"] is not None or not state["epic"]:
            return
        cards = holder["cards"] if seat is None else column_cards(holder)
        if {CARDS[c]["type"] for c in cards} >= set(TYPES):
            holder["epic"] = state["epic"].pop(0)
            ev.append(Event("epic", {"seat": seat, "value": holder["epic"]}))

    def _end_of_turn_ship(self, state: dict, ev: list[Event]) -> bool:
        """Step 3: with one card left, discard it and refill (or end the game). True if the game ended."""
        left = [c for side in state["ship"] for c in side]
        if len(left) != 1:
            return False
        card = left[0]
        state["ship"] = [[], []]
        state["discarded"].append(card)
        ev.append(Event("discard_last", {"card": card}))
        if not state["deck"]:
            state["over"] = True
            state["phase"] = "over"
            result = self.result(state)
            assert result is not None  # the game is over
            ev.append(Event("game_end", result))
            return True
        self._deal(state)
        ev.append(Event("refill", {"cycle": state["cycle"],
                                   "up": [[c for c in side if c not in state["down"][s]]
                                          for s, side in enumerate(state["ship"])]}))
        return False

    def _end_turn(self, state: dict, seat: int, ev: list[Event]) -> None:
        state["bought"] = False
        state["phase"] = "pick"
        if self._end_of_turn_ship(state, ev):
            return
        if state["automa"] is not None:
            self._automa_turn(state, ev)
            if self._end_of_turn_ship(state, ev):
                return
            nxt = 0
        else:
            nxt = (seat + 1) % state["players"]
        state["turn"] = nxt
        ev.append(Event("turn", {"seat": nxt}))

    # ------------------------------------------------------------------ the Automa
    def automa_order(self, state: dict, card: dict) -> list[tuple[int, str]]:
        """The available cards in the order the Automa card's arrow reads them."""
        return self.available(state, (card["side"], 1 - card["side"]), "L" if card["arrow"] == "R" else "R")

    def automa_choice(self, state: dict, card: dict) -> tuple[int, str]:
        order = self.automa_order(state, card)
        if card["symbol"] == "favor":
            for side, end in order:
                if self.next_to_face_down(state, side, end):
                    return side, end
        return order[0]

    def _automa_turn(self, state: dict, ev: list[Event]) -> None:
        auto = state["automa"]
        index = auto["deck"].pop()  # 16 cards, the Automa plays 11 turns: never exhausted
        card = AUTOMA_CARDS[index]
        state["last_automa"] = index
        ev.append(Event("automa_card", dict(card)))
        if card["symbol"] == "tales":
            removed = state["tales_up"]
            drawn = [self._draw_tale(state) for _ in range(4)]
            state["tales_up"] = [kind for kind in drawn if kind is not None]
            ev.append(Event("tales_replaced", {"removed": removed, "new": list(state["tales_up"])}))
        side, end = self.automa_choice(state, card)
        got = self._take(state, side, end, None, ev)
        auto["cards"].append(got)
        self._check_epic(state, None, ev)

    # ------------------------------------------------------------------ views
    def _computed(self, state: dict, seat: int | None, view: dict) -> None:
        """The ship with its face-down cards blank, the stacks' sizes, each player's (and the Automa's) board and
        score, the last Automa card."""
        auto = state["automa"]
        view.update({
            "turn": None if state["over"] else state["turn"],
            "ship": [[None if c in state["down"][s] else c for c in side] for s, side in enumerate(state["ship"])],
            "cycles": (2 if auto else state["players"]),
            "stacks": [len(s) for s in state["stacks"]],
            "p": [{"skills": list(pl["skills"]), "cols": [list(c) for c in pl["cols"]], "rested": list(pl["rested"]),
                   "tales": list(pl["tales"]), "favors": pl["favors"], "epic": pl["epic"],
                   "score": player_score(pl)} for pl in state["p"]],
            "automa": None if auto is None else {
                "difficulty": auto["difficulty"], "cards": list(auto["cards"]), "tales": list(auto["tales"]),
                "epic": auto["epic"], "deck": len(auto["deck"]), "score": automa_score(auto)},
            "last_automa": None if state["last_automa"] is None else dict(AUTOMA_CARDS[state["last_automa"]]),
            "result": self.result(state),
        })
        if seat is not None:
            view["seat"] = seat

    def determinize(self, state: dict, seat: int, rng) -> dict:
        """Nobody sees the deck, the face-down ship cards or the Tale stacks, nor which cards were left in
        the box: deal the deck and the face-down ship cards from every card not in sight, the stacks from
        every Tale not in sight, and reshuffle the Automa's deck."""
        new = clone(state)
        if state["over"]:
            return new
        down = [set(d) for d in state["down"]]
        shown = set(state["discarded"])
        for s, side in enumerate(state["ship"]):
            shown.update(c for c in side if c not in down[s])
        for pl in state["p"]:
            shown.update(pl["rested"], column_cards(pl))
        if state["automa"] is not None:  # the cards the Automa took lie face up in its pile
            shown.update(state["automa"]["cards"])
        pool = [c for c in range(len(CARDS)) if c not in shown]
        rng.shuffle(pool)
        new["deck"], pool = pool[:len(state["deck"])], pool[len(state["deck"]):]
        for s, side in enumerate(new["ship"]):
            for i, c in enumerate(side):
                if c in down[s]:
                    side[i], pool = pool[0], pool[1:]
            new["down"][s] = [c for i, c in enumerate(side) if state["ship"][s][i] in down[s]]
        auto = new["automa"]
        seen = Counter([*state["tales_up"], *(t for pl in state["p"] for t in pl["tales"]),
                        *(auto["tales"] if auto else [])])
        tales = sorted((Counter(TALES) - seen).elements(), key=str)
        rng.shuffle(tales)
        for stack in new["stacks"]:
            stack[:], tales = tales[:len(stack)], tales[len(stack):]
        if auto is not None:
            deal_unseen(rng, [auto["deck"]])
        return new

    def hidden(self, state: dict):
        auto = state["automa"]
        return {**super().hidden(state), "automa_deck": auto["deck"] if auto else None}
