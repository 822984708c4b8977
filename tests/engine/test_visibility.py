"""The visibility declaration (engine/visibility.py): what each kind of part shows, hides and re-deals, on a
tiny card game the invariant kit then plays."""

import random

from engine import Event, Game, GameInfo, Move, Rng
from engine.invariants import check_determinize, play_random_game
from engine.visibility import Visibility, counted, held, per_seat, secret


class Swap(Game):
    """Each turn a player either draws a card (to its hand) or discards one face up; the offer is a card the
    player to act alone has seen. Cards are letters; the deck is a string."""

    info = GameInfo(id="swap", names={"en": "Swap"}, min_players=2, max_players=3)
    visibility = Visibility(
        parts=(secret("deck", size="deck_size", pool="cards", sep=""),
               per_seat("hands", name="hand", size="hand_sizes", pool="cards"),
               held("t.offer", owner=lambda state: state["turn"], name="offer", pool="cards", one=True),
               counted("discard", size="discard_size", pool="cards")),
        public=("turn", "moves"))

    def _setup(self, state):
        cards = sorted("aabbccddeeffgghh")
        with Rng(state) as rng:
            rng.shuffle(cards)
        n = state["players"]
        state.update(deck="".join(cards[n * 2 + 1:]), hands=[cards[2 * s:2 * s + 2] for s in range(n)],
                     t={"offer": cards[2 * n]}, discard=[], turn=0, moves=0)

    def to_act(self, state):
        return [] if state["moves"] >= 12 else [state["turn"]]

    def _legal_moves(self, state, seat):
        moves = [Move(f"drop:{c}", "drop", {"card": c}) for c in sorted(set(state["hands"][seat]))]
        return moves + ([Move("draw", "draw")] if state["deck"] else [])

    def _play(self, state, seat, move):
        if move.kind == "draw":
            state["hands"][seat].append(state["deck"][0])
            state["deck"] = state["deck"][1:]
        else:
            state["hands"][seat].remove(move.args["card"])
            state["discard"].append(move.args["card"])
        state["moves"] += 1
        state["turn"] = (seat + 1) % state["players"]
        return [Event(move.kind, {"seat": seat})]

    def _computed(self, state, seat, view):
        if seat is not None:
            view["seat"] = seat

    def result(self, state):
        if self.to_act(state):
            return None
        sizes = [len(h) for h in state["hands"]]
        return {"scores": sizes, "winners": [s for s, k in enumerate(sizes) if k == max(sizes)]}


GAME = Swap()


def _state():
    state = GAME.setup(3, 5)
    state.update(deck="xyz", hands=[["a", "b"], ["c"], ["d", "e", "f"]], t={"offer": "g"}, discard=["h"], turn=1)
    return state


def test_a_seat_sees_its_own_cards_and_only_the_sizes_of_the_rest():
    state = _state()
    public = GAME.view(state, None)
    assert public == {"turn": 1, "moves": 0, "deck_size": 3, "hand_sizes": [2, 1, 3], "discard_size": 1}
    assert GAME.view(state, 0)["hand"] == ["a", "b"] and GAME.view(state, 0)["offer"] is None
    assert GAME.view(state, 1)["offer"] == "g"  # the held card: its owner's (the player to act) alone


def test_the_hidden_part_is_every_part_but_the_counted_ones():
    assert GAME.hidden(_state()) == {"deck": "xyz", "hands": [["a", "b"], ["c"], ["d", "e", "f"]], "offer": "g"}


def test_determinize_redeals_only_what_the_seat_cannot_see():
    state = _state()
    world = GAME.determinize(state, 1, random.Random(3))
    assert world["hands"][1] == ["c"] and world["t"]["offer"] == "g"  # its own hand and its held card stay
    assert [len(h) for h in world["hands"]] == [2, 1, 3] and len(world["deck"]) == 3 and len(world["discard"]) == 1
    unseen = sorted(state["deck"] + "".join(state["hands"][0] + state["hands"][2]) + state["discard"][0])
    assert sorted(world["deck"] + "".join(world["hands"][0] + world["hands"][2]) + world["discard"][0]) == unseen
    assert check_determinize(GAME, state) is None  # the world depends on the seat's view only


def test_a_game_declaring_its_visibility_keeps_every_invariant():
    for seed in range(6):
        assert play_random_game(GAME, 2 + seed % 2, seed).result is not None


def test_a_game_of_perfect_information_declares_no_part():
    class Open(Swap):
        visibility = Visibility(public=("turn", "moves", "deck", "hands"))

    state = Open().setup(2, 1)
    assert Open().hidden(state) is None and Open().determinize(state, 0, random.Random(1)) == state
