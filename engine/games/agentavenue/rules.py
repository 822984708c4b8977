"""Agent Avenue rules (2 players, simple mode), following BGA's help page (complete turn).

Choices where the page is silent or unclear (the published rulebook fills the gaps):
- Board: a loop of 14 squares, the meeples start opposite each other (7 squares apart). Positions are
  kept as unwrapped step counts (seat 0 starts at 0, seat 1 at 7), so "reaching or passing" the other
  meeple is exact: seat 0 catches when its count >= seat 1's, seat 1 when its count >= seat 0's + 14.
- Deck: the published 38 agent cards (6 kinds ×6, Sidekick, Mole); option ``extra_agents=false``
  plays the 36-card deck without the two single cards. Black market cards (advanced mode, other
  board side) and the team variant are left out.
- The first player is drawn at random (the printed rule, "who saw a spy film last", cannot be asked).
- Hands are kept sorted (the order of a hand carries no information).
- The discard allowance ("4 times in total") is per player, as in the published rules (the team
  variant gives 2 per teammate, 4 to a lone player). Discards are face down: only their number is public.
  A discard is allowed only before playing, and not when the deck is empty.
- The two played cards must have different names unless every card in hand has the same name.
- The opponent recruits blind between the face-up card and the face-down one; the player then takes
  the other. Both cards are then face up in front of their owners: both are revealed to everyone.
- Movement counts copies of the same name in play after recruiting (4th and later read the 3rd icon);
  an icon without a number (the Codebreaker's win icon, the Daredevil's lose icon) moves nothing.
- End step: each condition names a winner (a catch or three Codebreakers: that player; three
  Daredevils: the other player). One name: that player wins. Both names (both win, both lose, or one
  player both wins and loses): the active player wins, as the page says for every such tie.
- Running out of cards is checked at the end of a turn, only if nobody won: the deck is empty and the
  next player holds fewer than 2 cards. The player with the shorter distance to the other meeple
  (clockwise, in front of them) wins; equal distances go to the active player.
"""

from __future__ import annotations

from engine import Event, Game, GameInfo, Move, Option, Rng
from engine.visibility import Visibility, held, per_seat, secret

from .data import DISCARD_ALLOWANCE, HAND_SIZE, LOSE_KIND, RANK, SET_SIZE, START, TRACK, WIN_KIND, build_deck, steps

PICKS = ("up", "down")


def gaps(pos: list[int]) -> list[int]:
    """Squares each seat still has to gain to catch the other meeple (in front of it, clockwise)."""
    return [pos[1] - pos[0], pos[0] + TRACK - pos[1]]


def end_conditions(counts: list[dict], pos: list[int]) -> list[dict]:
    """Every win/lose condition fulfilled now: [{"seat", "kind", "winner"}]."""
    conds = []
    if pos[0] >= pos[1]:
        conds.append({"seat": 0, "kind": "catch", "winner": 0})
    if pos[1] >= pos[0] + TRACK:
        conds.append({"seat": 1, "kind": "catch", "winner": 1})
    for seat in (0, 1):
        if counts[seat].get(WIN_KIND, 0) >= SET_SIZE:
            conds.append({"seat": seat, "kind": "codebreakers", "winner": seat})
        if counts[seat].get(LOSE_KIND, 0) >= SET_SIZE:
            conds.append({"seat": seat, "kind": "daredevils", "winner": 1 - seat})
    return conds


def decide(conds: list[dict], active: int) -> tuple[int | None, bool]:
    """(winner, decided by the active-player tie-break) from the fulfilled conditions."""
    named = {c["winner"] for c in conds}
    if not named:
        return None, False
    if len(named) == 1:
        return named.pop(), False
    return active, True


def resolve(counts: list[dict], pos: list[int], active: int, got: list[str]) -> dict:
    """Recruit ``got[seat]`` for both seats, move both meeples and check the End step (no exhaustion).

    Pure: returns {"counts", "pos", "steps", "copies", "conds", "winner", "tiebreak"}.
    """
    new_counts = [dict(counts[0]), dict(counts[1])]
    new_pos = list(pos)
    moved, copies = [0, 0], [0, 0]
    for seat, kind in enumerate(got):
        copies[seat] = new_counts[seat][kind] = new_counts[seat].get(kind, 0) + 1  # the copies in play
        moved[seat] = steps(kind, copies[seat])
        new_pos[seat] += moved[seat]
    conds = end_conditions(new_counts, new_pos)
    winner, tiebreak = decide(conds, active)
    return {"counts": new_counts, "pos": new_pos, "steps": moved, "copies": copies, "conds": conds,
            "winner": winner, "tiebreak": tiebreak}


def _sort(hand: list[str]) -> None:
    hand.sort(key=RANK.__getitem__)


class AgentAvenueRules(Game):
    info = GameInfo(
        id="agentavenue", names={"en": "Agent Avenue", "fr": "Agent Avenue"},
        min_players=2, max_players=2,
        options=(
            Option("extra_agents", bool, True,
                   names={"en": "Include the Sidekick and the Mole (published 38-card deck)",
                          "fr": "Inclure l'Acolyte et la Taupe (paquet publié de 38 cartes)"}),
        )
    )
    # one pool of agent cards: the hands, the deck, each player's discards (counted in the view) and the
    # face-down card of an offer, which its maker (the player whose turn it is) alone knows; positions and
    # recruited agents are open
    visibility = Visibility(
        parts=(per_seat("hands", name="hand", size="hand_sizes", pool="agents"),
               secret("deck", size="deck_size", pool="agents"),
               per_seat("discards", size="discard_counts", pool="agents"),
               held("offer.down", owner=lambda state: state["turn"], one=True, pool="agents")),
        public=("turn_no", "phase", "discards_left", "last", "end"))

    # ------------------------------------------------------------------ set-up
    def _setup(self, state: dict) -> None:
        deck = build_deck(state["options"]["extra_agents"])
        with Rng(state) as rng:
            rng.shuffle(deck)
            first = rng.randrange(2)
        hands = [sorted((deck.pop() for _ in range(HAND_SIZE)), key=RANK.__getitem__) for _ in range(2)]
        state.update(
            deck=deck, hands=hands, recruited=[{}, {}], discards=[[], []],
            discards_left=[DISCARD_ALLOWANCE, DISCARD_ALLOWANCE], pos=list(START),
            turn=first, turn_no=1, phase="play", offer=None, last=None, end=None,
        )

    # ------------------------------------------------------------------ queries
    def to_act(self, state: dict) -> list[int]:
        if state["end"] is not None:
            return []
        return [state["turn"]] if state["phase"] == "play" else [1 - state["turn"]]

    def result(self, state: dict) -> dict | None:
        end = state["end"]
        if end is None:
            return None
        winner = end["winner"]
        return {"scores": [int(s == winner) for s in (0, 1)], "winners": [winner], "reason": end["reason"]}

    def _legal_moves(self, state: dict, seat: int) -> list[Move]:
        if state["phase"] == "recruit":
            return [Move(f"recruit:{pick}", "recruit", {"pick": pick}) for pick in PICKS]
        hand = state["hands"][seat]
        kinds = sorted(set(hand), key=RANK.__getitem__)
        # two different names, or two identical cards when every card has the same name
        moves = [Move(f"play:{up}:{down}", "play", {"up": up, "down": down})
                 for up in kinds for down in kinds if up != down or len(kinds) == 1]
        if state["discards_left"][seat] > 0 and state["deck"]:
            moves += [Move(f"discard:{kind}", "discard", {"card": kind}) for kind in kinds]
        return moves

    # ------------------------------------------------------------------ playing
    def undoable(self, before: dict, seat: int, move: Move, after: dict, events: list[Event]) -> bool:
        """A recruit turns the face-down card face up for everyone: it can never be taken back."""
        return move.kind != "recruit" and super().undoable(before, seat, move, after, events)

    def _play(self, state: dict, seat: int, move: Move) -> list[Event]:
        return getattr(self, f"_do_{move.kind}")(state, seat, move.args)

    def _do_discard(self, state: dict, seat: int, args: dict) -> list[Event]:
        card = args["card"]
        hand = state["hands"][seat]
        hand.remove(card)
        state["discards"][seat].append(card)
        state["discards_left"][seat] -= 1
        drawn = state["deck"].pop()
        hand.append(drawn)
        _sort(hand)
        return [Event("discard", {"seat": seat, "left": state["discards_left"][seat]}),
                Event("discard_draw", {"seat": seat, "card": card, "drawn": drawn}, to=[seat])]

    def _do_play(self, state: dict, seat: int, args: dict) -> list[Event]:
        up, down = args["up"], args["down"]
        hand = state["hands"][seat]
        hand.remove(up)
        hand.remove(down)
        state["offer"] = {"up": up, "down": down}
        deck = state["deck"]
        drawn = [deck.pop() for _ in range(min(HAND_SIZE - len(hand), len(deck)))]
        hand.extend(drawn)
        _sort(hand)
        state["phase"] = "recruit"
        events = [Event("offer", {"seat": seat, "up": up}),
                  Event("offer_down", {"seat": seat, "down": down}, to=[seat]),
                  Event("refill", {"seat": seat, "n": len(drawn), "deck": len(state["deck"])})]
        if drawn:
            events.append(Event("drew", {"seat": seat, "cards": sorted(drawn, key=RANK.__getitem__)}, to=[seat]))
        return events

    def _do_recruit(self, state: dict, seat: int, args: dict) -> list[Event]:
        active, pick = state["turn"], args["pick"]
        offer = state["offer"]
        picked, other = offer[pick], offer["down" if pick == "up" else "up"]
        got = [picked, other] if seat == 0 else [other, picked]
        res = resolve(state["recruited"], state["pos"], active, got)
        state["recruited"] = res["counts"]
        state["pos"] = res["pos"]
        state["offer"] = None
        state["last"] = {"active": active, "pick": pick, "cards": got, "copies": res["copies"],
                         "steps": res["steps"]}
        events = [Event("recruit", {"seat": seat, "pick": pick, "card": picked, "active": active, "other": other})]
        for s in (active, seat):
            events.append(Event("move", {"seat": s, "card": got[s], "copies": res["copies"][s],
                                         "steps": res["steps"][s], "square": res["pos"][s] % TRACK}))
        if res["winner"] is not None:
            return events + self._finish(state, res["winner"], "conditions", res["tiebreak"], res["conds"])
        if not state["deck"] and len(state["hands"][seat]) < 2:
            g = gaps(state["pos"])
            winner, tiebreak = (active, True) if g[0] == g[1] else (0 if g[0] < g[1] else 1, False)
            return events + self._finish(state, winner, "exhausted", tiebreak, [], g)
        state["turn"] = seat
        state["turn_no"] += 1
        state["phase"] = "play"
        return events + [Event("turn", {"seat": seat, "turn_no": state["turn_no"]})]

    def _finish(self, state: dict, winner: int, reason: str, tiebreak: bool, conds: list[dict],
                distances: list[int] | None = None) -> list[Event]:
        state["end"] = {"winner": winner, "reason": reason, "tiebreak": tiebreak, "conds": conds,
                        "active": state["turn"], "gaps": distances}
        state["phase"] = "over"
        return [Event("game_end", dict(state["end"]))]

    # ------------------------------------------------------------------ views
    def _computed(self, state: dict, seat: int | None, view: dict) -> None:
        offer = state["offer"]
        view.update({
            "active": state["turn"],
            "to_act": self.to_act(state),
            "squares": [p % TRACK for p in state["pos"]],
            "gaps": gaps(state["pos"]),
            "recruited": [dict(sorted(c.items(), key=lambda kv: RANK[kv[0]])) for c in state["recruited"]],
            "offer": None if offer is None else {"up": offer["up"], "down": None},
            "extra_agents": state["options"]["extra_agents"],
        })
        if seat is not None:
            view["seat"] = seat
            view["my_discards"] = sorted(state["discards"][seat], key=RANK.__getitem__)
            if offer is not None and seat == state["turn"]:  # the offer's face-down card: its maker's (held)
                view["offer"]["down"] = offer["down"]

