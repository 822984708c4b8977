"""Symbiose rules, following BGA's help page (rules/symbiose.fr.md) and the factsheet.

The page gives: 8 turns; on a turn swap one pond card with one river card (a face-down pond card: that
is all; a face-up one: then turn one of your face-down cards face up); the end when every pond is face
up; the three ways a card scores; the two left cards look at the left neighbour's pond, the two right
cards at the right neighbour's, the four middle cards at your own; with 2 players the river (4 face up
+ 4 face down) counts as a neutral player; the 12/10/8/6 animal and colour counts.

Choices where the page is silent (each is in the /rules text):
- Set-up: the 36 cards are shuffled, each player gets 8 face down as a 2×4 pond, seen by nobody (not
  even its owner); the river gets 4 face up (2 players: 4 face up + 4 face down); the rest stays in the
  box unseen (3 players: 8 cards, 2 players: 12). The first player is drawn at random.
- The swapped-out pond card goes face up into the river, where the taken card was; the river card goes
  face up into the pond slot. A face-down river card (2 players) may be taken; it is revealed as it
  comes into the pond.
- Turns go clockwise, i.e. to the next seat. "Left neighbour" is the next player in turn order,
  "right neighbour" the previous one. Columns 1 (left) look at the left neighbour's pond, column 4
  (right) at the right neighbour's, columns 2–3 at your own.
- 2 players: the river is a third, neutral place at the table, after seat 2 and before seat 1: for
  seat 1 the left neighbour is seat 2 and the right one the river; for seat 2 the left one is the river
  and the right one seat 1. Its remaining face-down cards are revealed at the end and counted.
- A counting card counts every one of the 8 cards of the pond it looks at, itself included when it
  looks at its own pond.
- 8 turns per player, no card revealed at set-up (the page; another source says 7 rounds).
- No tie-break is known: tied players share the victory.
- Team mode (option ``teams``; BGA's English help documents a 2 v 2 mode, whose details could not be
  read): 4 players, partners sit opposite (seats 1 & 3 against seats 2 & 4, as BGA's table-order
  teams), so each player's neighbours are the two opponents. ASSUMPTION: a team scores the sum of its
  partners' scores; the higher team total wins, a tie shares the victory; each seat's result is its
  team's total. Everything else is the 4-player game.
- The per-card faces are designed except the public examples (see data.py); every player sees the same
  things (the private text only repeats the rules of the cards a seat may take or holds face up).
"""

from __future__ import annotations

from engine import Event, Game, GameInfo, Move, Option, Rng, SetupError, clone
from engine.core import deal_unseen
from engine.visibility import Visibility, secret

from .data import ANIMAL, CARDS, COLOUR, COLS, POND, RIVER, RIVER_FACE_DOWN, TURNS

ROW_NAMES = "ab"


def slot_name(slot: int) -> str:
    return f"{ROW_NAMES[slot // COLS]}{slot % COLS + 1}"


def neighbours(players: int, seat: int) -> tuple[int, int]:
    """(left, right) units a seat's columns 1 and 4 look at; with 2 players unit 2 is the river."""
    ring = 3 if players == 2 else players
    return (seat + 1) % ring, (seat - 1) % ring


def card_points(card: int, pond: list) -> int:
    """Points of ``card`` counting the (visible) cards of ``pond``; None entries are unknown cards."""
    _, _, kind, target, pts = CARDS[card]
    if kind == "fixed":
        return pts
    attr = ANIMAL if kind == "animal" else COLOUR
    return pts * sum(1 for c in pond if c is not None and attr[c] == target)


def score_units(units: list[list], players: int) -> tuple[list[int], list[list[int]]]:
    """Scores of every seat from the units (ponds, then the river with 2 players); unknown cards: 0."""
    totals, details = [], []
    for seat in range(players):
        left, right = neighbours(players, seat)
        looked = [units[left], *[units[seat]] * (COLS - 2), units[right]]  # the pond each column looks at
        row = [0 if card is None else card_points(card, looked[slot % COLS]) for slot, card in enumerate(units[seat])]
        details.append(row)
        totals.append(sum(row))
    return totals, details


def face_up(state: dict) -> tuple[list[list], list]:
    """The ponds and the river as everyone sees them (None: a face-down card)."""
    ponds = [[c if u else None for c, u in zip(p, up, strict=True)]
             for p, up in zip(state["ponds"], state["up"], strict=True)]
    return ponds, [c if u else None for c, u in zip(state["river"], state["river_up"], strict=True)]


TEAM_SEATS = ((0, 2), (1, 3))  # team mode: partners sit opposite


def team_mode(state: dict) -> bool:
    return bool((state.get("options") or {}).get("teams"))


def team_totals(scores: list) -> list:
    """Each team's total (team mode), in TEAM_SEATS order."""
    return [sum(scores[s] for s in team) for team in TEAM_SEATS]


def partner(seat: int) -> int:
    return (seat + 2) % 4


# The moves never change: built once (speed), shared read-only.
REVEALS = [Move(f"reveal:{slot_name(s)}", "reveal", {"slot": s}) for s in range(POND)]
SWAPS = {size: tuple(Move(f"swap:r{r + 1}:{slot_name(s)}", "swap", {"river": r, "slot": s})
                     for r in range(size) for s in range(POND)) for size in sorted(set(RIVER.values()))}


class SymbioseRules(Game):
    info = GameInfo(
        id="symbiose", names={"en": "Symbiose", "fr": "Symbiose"},
        min_players=2, max_players=4,
        options=(
            Option("teams", bool, False, names={"en": "2 v 2 team mode (4 players, partners sit opposite)",
                                                 "fr": "Mode équipe 2 contre 2 (4 joueurs, partenaires face à face)"}),
        )
    )
    # The box is secret to all; the ponds and the river show their face-up cards (``_computed``). Their face-down
    # cards are marked by flag lists beside them (``up``, ``river_up``), which a declared part cannot say: so
    # ``hidden`` adds them to the declared box, and ``determinize`` re-deals all three in one pool itself.
    visibility = Visibility(parts=(secret("box", size="box", dealt=False),),
                            public=("players", "turn", "turns", "pending", "scores", "details", "winners"))

    # ------------------------------------------------------------------ set-up
    def _setup(self, state: dict) -> None:
        n = state["players"]
        if team_mode(state) and n != 4:
            raise SetupError(f"Symbiose's team mode is played by 4 players, not {n}")
        deck = list(range(len(CARDS)))
        with Rng(state) as rng:
            rng.shuffle(deck)
            first = rng.randrange(n)
        state["ponds"] = [[deck.pop() for _ in range(POND)] for _ in range(n)]
        state["up"] = [[False] * POND for _ in range(n)]
        state["river"] = [deck.pop() for _ in range(RIVER[n])]
        down = RIVER_FACE_DOWN[n]
        state["river_up"] = [i < RIVER[n] - down for i in range(RIVER[n])]
        state["box"] = deck
        state.update(first=first, turn=first, turns=[0] * n, pending=None, scores=None, details=None,
                     winners=None)

    def hidden(self, state: dict) -> dict:
        """Face-down pond and river cards and the cards left in the box (seen by nobody)."""
        return {
            "ponds": [[c for c, u in zip(p, up, strict=True) if not u] for p, up in
                      zip(state["ponds"], state["up"], strict=True)],
            "river": [c for c, u in zip(state["river"], state["river_up"], strict=True) if not u],
            **super().hidden(state),
        }

    def determinize(self, state: dict, seat: int, rng) -> dict:
        """Re-deal every face-down card (ponds and river) and the box: nobody sees any of them."""
        new = clone(state)
        slots = [(p, i) for p, up in enumerate(state["up"]) for i, u in enumerate(up) if not u]
        rslots = [i for i, u in enumerate(state["river_up"]) if not u]
        places = [[state["ponds"][p][i] for p, i in slots], [state["river"][i] for i in rslots], new["box"]]
        deal_unseen(rng, places)
        for (p, i), c in zip(slots, places[0], strict=True):
            new["ponds"][p][i] = c
        for i, c in zip(rslots, places[1], strict=True):
            new["river"][i] = c
        return new

    # ------------------------------------------------------------------ queries
    def to_act(self, state: dict) -> list[int]:
        return [] if state["winners"] is not None else [state["turn"]]

    def result(self, state: dict) -> dict | None:
        if state["winners"] is None:
            return None
        if team_mode(state):
            teams = team_totals(state["scores"])
            return {"scores": [teams[s % 2] for s in range(state["players"])], "winners": list(state["winners"])}
        return {"scores": list(state["scores"]), "winners": list(state["winners"])}

    def _legal_moves(self, state: dict, seat: int) -> list[Move]:
        if state["pending"] == "reveal":
            up = state["up"][seat]
            return [REVEALS[s] for s in range(POND) if not up[s]]
        return list(SWAPS[len(state["river"])])

    # ------------------------------------------------------------------ playing
    def _play(self, state: dict, seat: int, move: Move) -> list[Event]:
        slot = move.args["slot"]
        pond, up = state["ponds"][seat], state["up"][seat]
        if move.kind == "reveal":
            up[slot] = True
            state["pending"] = None
            events = [Event("reveal", {"seat": seat, "slot": slot, "card": pond[slot]})]
            return events + self._end_turn(state, seat)
        r = move.args["river"]
        took, gave, was_up = state["river"][r], pond[slot], up[slot]
        pond[slot], up[slot] = took, True
        state["river"][r], state["river_up"][r] = gave, True
        events = [Event("swap", {"seat": seat, "river": r, "slot": slot, "took": took, "gave": gave,
                                 "was_up": was_up})]
        if was_up:
            state["pending"] = "reveal"
            return events
        return events + self._end_turn(state, seat)

    def _end_turn(self, state: dict, seat: int) -> list[Event]:
        n = state["players"]
        state["turns"][seat] += 1
        if all(t >= TURNS for t in state["turns"]):
            return self._finish(state)
        state["turn"] = (seat + 1) % n
        return [Event("turn", {"seat": state["turn"], "number": state["turns"][state["turn"]] + 1})]

    def _finish(self, state: dict) -> list[Event]:
        n = state["players"]
        events = []
        for r, u in enumerate(state["river_up"]):
            if not u:
                state["river_up"][r] = True
                events.append(Event("river_reveal", {"river": r, "card": state["river"][r]}))
        units = [list(p) for p in state["ponds"]] + ([list(state["river"])] if n == 2 else [])
        scores, details = score_units(units, n)
        end = {"scores": scores}
        if team_mode(state):
            teams = team_totals(scores)
            end["winners"] = sorted(s for t, team in enumerate(TEAM_SEATS) if teams[t] == max(teams) for s in team)
            end["teams"] = teams
        else:
            end["winners"] = [s for s in range(n) if scores[s] == max(scores)]
        state.update(scores=scores, details=details, winners=end["winners"])
        return [*events, Event("end", end)]

    # ------------------------------------------------------------------ views
    def _computed(self, state: dict, seat: int | None, view: dict) -> None:
        n = state["players"]
        ponds, river = face_up(state)
        visible, _ = score_units(ponds + ([river] if n == 2 else []), n)
        view.update(ponds=ponds, river=river, neighbours=[list(neighbours(n, s)) for s in range(n)],
                    visible_scores=visible, teams=team_mode(state), me=seat)
