"""Pixies rules (Bombyx, 2024), following BGA's help page, filled in by the published rules.

Each turn the first player reveals cards (one per player, 4 with 2 players); in turn order each
player takes one (with 2 players each takes two, alternating) and must place it on their 3×3 grid.
A card of value v goes to space v. After three rounds the highest total wins.

Rule choices where the page is silent (the factsheet's sources: BGA's implementation thoun/pixies,
the published rules and reviews):
- 2 players: 4 cards are revealed per turn; the players alternate, so each takes 2.
- Placement of a card of value v: space v empty, or holding only a face-down card → the card is laid
  face up there (on a face-down card the space is now validated, like a sandwich); space v holding one
  face-up card → the two are put back to back and the player chooses which face stays up (validated);
  space v already validated → the card is laid face down on any empty space. Placement is never
  optional: the only choices are the card, which face stays up, and which empty space for a face-down card.
- Whoever takes the last card of a turn reveals and takes first in the next turn; the same player
  starts the next round (the page: "la dernière joueuse à avoir choisi commence").
- The first player of the game is drawn at random (the printed rule, "the last to have seen a pixie",
  cannot be asked).
- Round end: once a player has a card on all 9 spaces, the current turn is finished (every revealed
  card is taken) and the round is scored. With 2 players the turn stops as soon as both have taken a
  card of it (the 2 cards left are gathered with the rest), as on BGA. The round also ends when, at the
  end of a turn, the deck holds fewer cards than there are players. The last display may be short
  (2 players: 2 cards).
- Scoring a round: every validated space scores its number; every visible card scores its spirals and
  loses its crosses ("1 per visible X card" counts every visible card of colour X in the grid, the card
  itself included, multicolour cards included); face-down cards and the hidden half of a sandwich count
  for nothing. Only the single largest orthogonally connected zone of visible cards sharing a colour
  scores (multicolour cards join any colour), 2/3/4 points per card in rounds 1/2/3; a zone of a single
  card scores nothing (BGA). The page's wording could read as every adjacent group scoring: we follow
  BGA, the published rules and the reviews (largest zone only).
- Cards are gathered and reshuffled between rounds. Ties after round 3 are shared (no tie-break is
  published).
- A face-down card was seen face up by everybody when it was taken from the display: the log names it,
  but it scores nothing (Flower Power: only the count of face-down cards matters), so the board shows it
  simply as face down. The only hidden information is the deck order.
- Flower Power (option, off by default): 14 two-colour cards are shuffled in (84 cards); a two-colour
  card counts as both colours; each face-down card showing in a grid scores 5; some cards score spirals
  per face-down card or lose a point per visible card of a colour. It allows a 6th player; 6 players
  are refused without it.
"""

from __future__ import annotations

from engine import Event, Game, GameInfo, Move, Option, Rng
from engine.visibility import Visibility, secret

from .data import (
    BASE_IDS,
    CARDS,
    COLOURS,
    FACE_DOWN_POINTS,
    FLOWER_IDS,
    NEIGHBOURS,
    ROUNDS,
    ZONE_FACTOR,
    ZONE_MIN,
    display_size,
)
from .views import Space

FLOWER = "flower_power"


def stacks(grid: list[str]) -> list[list[str]]:
    """A grid as stored (per space a string: "", "b5", or "r7+b5" bottom+top) as lists of card ids."""
    return [s.split("+") if s else [] for s in grid]


def visible_cards(grid: list[list[str]]) -> list[str | None]:
    """The visible card of each space: the top card of a validated space, or a lone face-up card."""
    return [space[-1] if len(space) == 2 or (len(space) == 1 and CARDS[space[0]]["value"] == i + 1) else None
            for i, space in enumerate(grid)]


def face_down_count(grid: list[list[str]]) -> int:
    """Spaces showing a face-down card (a lone card laid on a space that is not its value)."""
    return sum(1 for i, s in enumerate(grid) if len(s) == 1 and CARDS[s[0]]["value"] != i + 1)


def largest_zone(visible: list[str | None]) -> int:
    best = 0
    for colour in COLOURS:
        seen = [False] * 9
        for start in range(9):
            c = visible[start]
            if seen[start] or c is None or colour not in CARDS[c]["colours"]:
                continue
            size, stack = 0, [start]
            seen[start] = True
            while stack:
                i = stack.pop()
                size += 1
                for j in NEIGHBOURS[i]:
                    cj = visible[j]
                    if not seen[j] and cj is not None and colour in CARDS[cj]["colours"]:
                        seen[j] = True
                        stack.append(j)
            best = max(best, size)
    return best


def score_grid(stored: list[str], round_no: int, flower: bool) -> dict:
    """The round score of one grid (as stored), item by item."""
    grid = stacks(stored)
    visible = visible_cards(grid)
    down = face_down_count(grid)
    counts = {c: sum(1 for v in visible if v is not None and c in CARDS[v]["colours"]) for c in COLOURS}
    validated = sum(i + 1 for i, s in enumerate(grid) if len(s) == 2)
    spirals = crosses = 0
    for v in visible:
        if v is None:
            continue
        card = CARDS[v]
        spirals += card["spirals"] + card["per_down"] * down
        if card["spiral_per"]:
            spirals += counts[card["spiral_per"]]
        crosses += card["crosses"]
        if card["cross_per"]:
            crosses += counts[card["cross_per"]]
    zone = largest_zone(visible)
    if zone < ZONE_MIN:
        zone = 0
    zone_points = zone * ZONE_FACTOR[round_no]
    down_points = down * FACE_DOWN_POINTS if flower else 0
    total = validated + spirals - crosses + zone_points + down_points
    return {"validated": validated, "spirals": spirals, "crosses": crosses, "zone": zone,
            "zone_points": zone_points, "face_down": down_points, "total": total}


def placements(grid: list[str], card: str) -> list[tuple[str, int | str | None]]:
    """Where ``card`` may go: [("up", None)] | [("keep", card_id), ...] | [("down", space), ...]."""
    v = CARDS[card]["value"]
    space = grid[v - 1]
    if not space or ("+" not in space and CARDS[space]["value"] != v):
        return [("up", None)]
    if "+" not in space:
        return [("keep", card), ("keep", space)]
    return [("down", i + 1) for i in range(9) if not grid[i]]


_MOVES: dict[tuple, Move] = {}


def _move(card: str, how: str, where) -> Move:
    """The (immutable, shared) move that takes ``card`` and places it ``how``; built once per process."""
    key = (card, how, where)
    move = _MOVES.get(key)
    if move is None:
        value = CARDS[card]["value"]
        if how == "up":
            move = Move(f"take:{card}", "take", {"card": card, "how": "up", "space": value})
        elif how == "keep":
            move = Move(f"take:{card}:up:{where}", "take", {"card": card, "how": "keep", "keep": where, "space": value})
        elif how == "down":
            move = Move(f"take:{card}:down:{where}", "take", {"card": card, "how": "down", "space": where})
        else:
            move = Move(f"take:{card}:discard", "take", {"card": card, "how": "discard", "space": None})
        _MOVES[key] = move
    return move


class PixiesRules(Game):
    info = GameInfo(
        id="pixies", names={"en": "Pixies", "fr": "Pixies"},
        min_players=2, max_players=5,  # 6 only with Flower Power: see max_players_for
        options=(
            Option(FLOWER, bool, False, names={"en": "Flower Power expansion (14 more cards; allows 6 players)",
                                               "fr": "Extension Flower Power (14 cartes de plus ; jusqu'à 6 joueurs)"}),
        )
    )
    # nobody sees the deck (its order or which cards it holds); everything on the table is open
    visibility = Visibility(
        parts=(secret("deck", sep=","),),
        public=("players", "round", "deck_size", "display", "scores", "history", "last_turn", "finished"))

    def max_players_for(self, options: dict | None) -> int:
        """The largest table these options allow: 6 with Flower Power, else 5."""
        value = (options or {}).get(FLOWER, False)
        return 6 if Option(FLOWER, bool, False).parse(value) else 5

    def _count_refusal(self, players: int, options: dict) -> str:
        if players == 6 and not options[FLOWER]:
            return "Pixies is played by 2 to 5 players; 6 players need the Flower Power option"
        return super()._count_refusal(players, options)

    # ------------------------------------------------------------------ set-up
    def _setup(self, state: dict) -> None:
        n = state["players"]
        state.update(round=0, scores=[0] * n, history=[], finished=False, last_turn=False,
                     grids=[[""] * 9 for _ in range(n)], display=[], deck="", deck_size=0,
                     last_taker=None, last_round=None)
        with Rng(state) as rng:
            state["turn"] = rng.randrange(n)
        self._start_round(state, [])

    def _start_round(self, state: dict, events: list) -> None:
        n = state["players"]
        deck = list(BASE_IDS) + (list(FLOWER_IDS) if state["options"][FLOWER] else [])
        with Rng(state) as rng:
            rng.shuffle(deck)
        state["deck"] = ",".join(deck)  # one string (top card last): cheap to copy
        state["deck_size"] = len(deck)
        state["round"] += 1
        state["grids"] = [[""] * 9 for _ in range(n)]
        state["last_turn"] = False
        events.append(Event("round_start", {"round": state["round"], "first": state["turn"]}))
        self._reveal(state, events)

    def _reveal(self, state: dict, events: list) -> None:
        deck = state["deck"].split(",") if state["deck"] else []
        k = min(display_size(state["players"]), len(deck))
        state["display"] = [deck.pop() for _ in range(k)]
        state["deck"], state["deck_size"] = ",".join(deck), len(deck)
        state["turn_start"] = state["turn"]
        events.append(Event("reveal", {"seat": state["turn"], "cards": list(state["display"]),
                                       "deck": state["deck_size"]}))

    # ------------------------------------------------------------------ queries
    def to_act(self, state: dict) -> list[int]:
        return [] if state["finished"] else [state["turn"]]

    def result(self, state: dict) -> dict | None:
        if not state["finished"]:
            return None
        best = max(state["scores"])
        return {"scores": list(state["scores"]),
                "winners": [s for s, v in enumerate(state["scores"]) if v == best],
                "rounds": [list(r) for r in state["history"]]}

    def _legal_moves(self, state: dict, seat: int) -> list[Move]:
        grid = state["grids"][seat]
        moves = []  # plain loops: faster here than a comprehension
        for card in state["display"]:
            for how, where in placements(grid, card):
                moves.append(_move(card, how, where))
        if not moves:  # unreachable: a full grid never takes another card in that round (kept as a guard)
            moves = [_move(c, "discard", None) for c in state["display"]]
        return moves

    # ------------------------------------------------------------------ playing
    def _play(self, state: dict, seat: int, move: Move) -> list[Event]:
        a = move.args
        card, how, space = a["card"], a["how"], a["space"]
        grid = state["grids"][seat]
        state["display"].remove(card)
        ev = {"seat": seat, "card": card, "how": how, "space": space}
        if how == "up":
            validated = bool(grid[space - 1])
            grid[space - 1] = f"{grid[space - 1]}+{card}" if validated else card
            ev["validated"] = validated
        elif how == "keep":
            old = grid[space - 1]
            other = old if a["keep"] == card else card
            grid[space - 1] = f"{other}+{a['keep']}"
            ev.update(keep=a["keep"], other=other, validated=True)
        elif how == "down":
            grid[space - 1] = card
        events = [Event("take", ev)]
        if not state["last_turn"] and all(grid):
            state["last_turn"] = True
            events.append(Event("grid_full", {"seat": seat}))
        state["last_taker"] = seat
        n = state["players"]
        left = len(state["display"])
        if left == 0 or (n == 2 and state["last_turn"] and left == 2):
            if left:
                events.append(Event("turn_stop", {"left": list(state["display"])}))
            events += self._end_turn(state, seat)
        else:
            state["turn"] = (seat + 1) % n
        return events

    def _end_turn(self, state: dict, seat: int) -> list[Event]:
        events: list[Event] = []
        state["turn"] = seat  # the last taker starts the next turn (and the next round)
        if not state["last_turn"] and state["deck_size"] < state["players"]:
            state["last_turn"] = True
            events.append(Event("deck_short", {"deck": state["deck_size"]}))
        if not state["last_turn"]:
            self._reveal(state, events)
            return events
        return events + self._end_round(state)

    def _end_round(self, state: dict) -> list[Event]:
        r, flower = state["round"], state["options"][FLOWER]
        details = [score_grid(g, r, flower) for g in state["grids"]]
        for s, d in enumerate(details):
            state["scores"][s] += d["total"]
        state["history"].append([d["total"] for d in details])
        state["last_round"] = {"round": r, "details": details}
        events = [Event("round_end", {"round": r, "points": [d["total"] for d in details],
                                      "details": details, "scores": list(state["scores"])})]
        state["display"] = []
        if r >= ROUNDS:
            state["finished"] = True
            best = max(state["scores"])
            events.append(Event("game_end", {"scores": list(state["scores"]),
                                             "winners": [s for s, v in enumerate(state["scores"]) if v == best]}))
            return events
        self._start_round(state, events)
        return events

    # ------------------------------------------------------------------ views
    def _computed(self, state: dict, seat: int | None, view: dict) -> None:
        r, flower = state["round"], state["options"][FLOWER]
        lr = state["last_round"]
        view.update({
            "turn": None if state["finished"] else state["turn"],
            "grids": [self.public_grid(g) for g in state["grids"]],
            "round_so_far": [score_grid(g, r, flower)["total"] for g in state["grids"]],
            "flower_power": flower,
            "last_round": None if lr is None else {"round": lr["round"], "details": lr["details"]}})
        if seat is not None:
            view["seat"] = seat

    @staticmethod
    def public_grid(stored: list[str]) -> list[Space]:
        """Per space: the visible card (or None), whether a face-down card is there, whether validated."""
        out: list[Space] = []
        for i, s in enumerate(stacks(stored)):
            if not s:
                out.append({"up": None, "down": False, "validated": False})
            elif len(s) == 2:
                out.append({"up": s[1], "down": True, "validated": True})
            elif CARDS[s[0]]["value"] == i + 1:
                out.append({"up": s[0], "down": False, "validated": False})
            else:
                out.append({"up": None, "down": True, "validated": False})
        return out
