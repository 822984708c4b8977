"""The search AI over every registered game: determinize keeps the contract, the AI never cheats, and every
level plays legal moves. A new game is covered here without new test code (budgets are small: these tests
check behaviour, never speed)."""

from __future__ import annotations

import math
import pickle
import random

import pytest

from engine import Game, Move, canonical, registry
from engine import search as search_module
from engine.invariants import check_determinize, determinize_states
from engine.search import (
    LEVELS,
    MIN_ITERATIONS_PER_MOVE,
    STREAK_CAP,
    choose,
    choose_by_id,
    level_tuning,
    paired,
    rewards,
    search,
)

ITERATIONS = 12
DEPTH = 6
NO_CLOCK = math.inf  # no wall-clock budget: the choice is a pure function of the seed


def _hidden_games():
    return [gid for gid, g in registry.games().items() if g.hidden(g.setup(g.min_players, 1)) is not None]


def _counts(game) -> list[int]:
    return sorted({game.min_players, min(game.max_players, max(game.min_players, 2)), game.max_players})


def _mid_states(game, players: int, seed: int, samples: int = 4) -> list[dict]:
    """States from one random game, the first and last dropped (a game's start shows little)."""
    states = determinize_states(game, players, seed, samples + 2)
    return states[1:-1] or states


def _seat_to_act(game, state) -> int:
    acting = game.required_seats(state) or game.to_act(state)
    return acting[0]


@pytest.mark.parametrize("game_id", list(registry.games()))
def test_determinize_keeps_the_view_and_reads_only_it(game_id):
    """view(determinize(state, seat), seat) == view(state, seat) for every seat, the input untouched, and the
    world drawn from the real state equals the one drawn (same seed) from another possible world."""
    game = registry.get(game_id)
    for players in _counts(game):
        for state in _mid_states(game, players, seed=3):
            assert check_determinize(game, state, seed=5) is None


@pytest.mark.parametrize("game_id", _hidden_games())
def test_determinize_really_redeals(game_id):
    """In a game with hidden information, two seeds give two different worlds somewhere in a game."""
    game = registry.get(game_id)
    players = _counts(game)[0]
    differs = False
    for seed in (1, 2, 3):
        for state in determinize_states(game, players, seed, 6):
            seat = _seat_to_act(game, state) if game.to_act(state) else 0
            a = game.determinize(state, seat, random.Random(1))
            b = game.determinize(state, seat, random.Random(2))
            if canonical(game.hidden(a)) != canonical(game.hidden(b)):
                differs = True
                break
        if differs:
            break
    assert differs, f"{game_id}: determinize never changed a hidden fact"


@pytest.mark.parametrize("game_id", list(registry.games()))
def test_the_ai_never_cheats(game_id):
    """Swap every fact the seat cannot see (another determinization plays the "true" state): with the same
    seed, every level chooses the same move."""
    game = registry.get(game_id)
    players = _counts(game)[0]
    for state in _mid_states(game, players, seed=7, samples=3):
        seat = _seat_to_act(game, state)
        swapped = game.determinize(state, seat, random.Random(12345))
        swapped["rng"] = state["rng"] ^ 0x5A5A5A5A  # future chance swapped too
        assert canonical(game.view(swapped, seat)) == canonical(game.view(state, seat))
        for level in LEVELS:
            a = choose(game, state, seat, level, random.Random(99), NO_CLOCK, ITERATIONS, DEPTH)
            b = choose(game, swapped, seat, level, random.Random(99), NO_CLOCK, ITERATIONS, DEPTH)
            assert a == b, f"{game_id} {level}: the choice depends on hidden facts ({a} vs {b})"


# Games short enough that a normal rollout (30 moves) reaches the end from almost any position: a random
# Agent Avenue lasts 8-30 moves, a random Bug 28-53 (measured over 20 games each). Their leaves are results.
SHORT_GAMES = {"agentavenue", "bug"}


@pytest.mark.parametrize("game_id", sorted(set(registry.games()) - SHORT_GAMES))
def test_evaluate_tells_positions_apart(game_id):
    """The searching levels score a rollout cut before the end with ``evaluate``: a game whose evaluate says
    0.5 for every unfinished state leaves the search blind, and it then plays about at random (Odysseus's
    normal level lost 94 % of its games to easy that way). Along a random game, the values differ and stay
    in [0, 1]."""
    game = registry.get(game_id)
    players = _counts(game)[0] if game.min_players > 1 else 2
    values = set()
    for state in determinize_states(game, players, 5, 12):
        if game.to_act(state):
            for seat in range(players):
                v = game.evaluate(state, seat)
                assert 0.0 <= v <= 1.0
                values.add(round(v, 6))
    assert len(values) > 1, f"{game_id}: evaluate is {values} all along a game"


@pytest.mark.parametrize("game_id", list(registry.games()))
def test_every_level_plays_legal_moves(game_id):
    """At every player count and level, ``choose`` returns one of the seat's legal moves."""
    game = registry.get(game_id)
    for players in _counts(game):
        for state in _mid_states(game, players, seed=11, samples=2):
            seat = _seat_to_act(game, state)
            legal = {m.id for m in game.legal_moves(state, seat)}
            for level in LEVELS:
                move = choose(game, state, seat, level, random.Random(players), NO_CLOCK, ITERATIONS, DEPTH)
                assert move in legal


def test_choose_by_id_is_plain_data_and_deterministic():
    """The worker-process entry point takes and returns plain data, and a seed fixes the choice."""
    game = registry.get("loveletter")
    state = _mid_states(game, 2, seed=1, samples=1)[0]
    seat = _seat_to_act(game, state)
    args = ("loveletter", state, seat, "normal", 42, NO_CLOCK, ITERATIONS)
    assert pickle.loads(pickle.dumps(args)) == args
    first = choose_by_id(*args)
    assert isinstance(first, str)
    assert choose_by_id(*args) == first


def test_unknown_level_is_refused():
    game = registry.get("loveletter")
    state = game.setup(2, 1)
    with pytest.raises(ValueError):
        choose(game, state, _seat_to_act(game, state), "grandmaster", random.Random(1))


def test_a_level_of_its_own_in_tuning_replaces_only_what_it_names(monkeypatch):
    """A ``TUNING`` entry under a level's name changes that level alone: ``paired`` key by key, other keys
    whole; ``choose`` hands the level's settings to the search."""
    monkeypatch.setitem(search_module.TUNING, "loveletter", {
        "paired": {"turns": 1, "margin": 0.02}, "depth": 5, "hard": {"paired": {"turns": 3}, "depth": 9}})
    assert level_tuning("loveletter", "normal") == {"paired": {"turns": 1, "margin": 0.02}, "depth": 5}
    assert level_tuning("loveletter", "hard") == {"paired": {"turns": 3, "margin": 0.02}, "depth": 9}
    assert level_tuning("bug", "hard") == search_module.TUNING["bug"]
    seen = []

    def spy(game, state, seat, rng, iterations, seconds, depth, **kwargs):
        seen.append((depth, kwargs))
        return game.legal_moves(state, seat)[0].id, {}

    monkeypatch.setattr(search_module, "paired", spy)
    game = registry.get("loveletter")
    state = game.setup(2, 1)
    for level in ("normal", "hard"):
        choose(game, state, _seat_to_act(game, state), level, random.Random(1), NO_CLOCK, ITERATIONS)
    assert seen == [(5, {"turns": 1, "margin": 0.02}), (9, {"turns": 3, "margin": 0.02})]


def test_rewards_share_ties_and_cooperative_wins():
    """A win is 1, a k-way tie 1/k each; a cooperative team wins or loses together."""
    class Fake:
        def __init__(self, result):
            self._result = result

        def result(self, state):
            return self._result

    state = {"players": 3}
    assert rewards(Fake({"scores": [3, 3, 1], "winners": [0, 1]}), state)[:2] == [0.5, 0.5]
    assert rewards(Fake({"scores": [1, 1, 1], "winners": [0, 1, 2], "won": True}), state) == [1.0] * 3
    assert rewards(Fake({"scores": [0, 0, 0], "winners": [], "won": False}), state) == [0.0] * 3
    assert rewards(Fake({"scores": [5, 2, 9], "winners": [2]}), state)[2] == 1.0


def test_search_returns_its_most_visited_legal_move():
    """In Bug (perfect information) from a real position, the searcher's statistics are those of legal
    moves, and the choice is the most visited."""
    game = registry.get("bug")
    state = _mid_states(game, 2, seed=2, samples=1)[0]
    seat = _seat_to_act(game, state)
    legal = {m.id for m in game.legal_moves(state, seat)}
    iterations = max(40, MIN_ITERATIONS_PER_MOVE * len(legal))  # enough to compare every move
    move, stats = search(game, state, seat, random.Random(3), iterations, None, 8, ai_moves=0)
    assert move in legal and set(stats) <= legal
    if len(legal) > 1:
        assert stats[move][0] == max(v[0] for v in stats.values())


def test_a_settled_search_stops_early_with_the_same_choice(monkeypatch):
    """Once the most visited root move leads by more visits than the budget has left, nothing can change
    the choice: the search stops there and plays what the whole budget would have played."""
    saved = full = 0
    for game_id, seed in (("loveletter", 4), ("agentavenue", 2)):
        game = registry.get(game_id)
        for state in _mid_states(game, 2, seed=seed, samples=3):
            seat = _seat_to_act(game, state)
            if len(game.legal_moves(state, seat)) < 2:
                continue
            monkeypatch.setattr(search_module, "SETTLED_EVERY", 10**9)
            whole, whole_stats = search(game, state, seat, random.Random(5), 160, None, DEPTH)
            monkeypatch.setattr(search_module, "SETTLED_EVERY", 16)
            early, early_stats = search(game, state, seat, random.Random(5), 160, None, DEPTH)
            assert early == whole
            saved += sum(n for n, _ in whole_stats.values()) - sum(n for n, _ in early_stats.values())
            full += sum(n for n, _ in whole_stats.values())
    assert full > 0 and saved > 0


def test_a_search_too_short_to_compare_the_moves_plays_the_heuristic(monkeypatch):
    """Fewer iterations than MIN_ITERATIONS_PER_MOVE per root move compare the moves on noise: the
    searcher then plays what the game's heuristic chooses (on a world of the seat's view)."""
    game = registry.get("bug")
    state = next(s for s in _mid_states(game, 2, seed=2, samples=6)
                 if len(game.legal_moves(s, _seat_to_act(game, s))) > 2)
    seat = _seat_to_act(game, state)
    legal = [m.id for m in game.legal_moves(state, seat)]
    monkeypatch.setattr(game, "ai_move", lambda world, s, rng: legal[-1])  # a choice the tree would not make
    move, stats = search(game, state, seat, random.Random(3), 2, None, 8, ai_moves=0)
    assert move == legal[-1] and sum(n for n, _ in stats.values()) <= 2


class _Solo(Game):
    """A one-seat toy game whose whole state is public."""

    min_players = max_players = 1

    def _view(self, state, seat):
        return dict(state)

    def hidden(self, state):
        return None


class _Pick(_Solo):
    """One seat picks a letter, then a coin is flipped: the leaf's value is the letter's worth plus the
    coin's noise, the same for every letter in one world (what common random numbers cancel)."""

    id = "pick"

    def __init__(self, worth: dict[str, float], heuristic: str = "a", kinds: dict[str, str] | None = None):
        self.worth, self.heuristic, self.kinds = worth, heuristic, kinds or {}

    def _setup(self, state):
        state.update(turn=0, picked=None, coin=None)

    def to_act(self, state):
        return [0]  # never over: the rollout ends with the turn

    def _legal_moves(self, state, seat):
        if state["picked"] is None:
            return [Move(m, self.kinds.get(m, "pick"), {}) for m in self.worth]
        return [Move("flip", "flip", {})] if state["coin"] is None else [Move("rest", "rest", {})]

    def _play(self, state, seat, move):
        if move.id == "flip":
            with __import__("engine").Rng(state) as rng:
                state["coin"] = rng.random()
            state["turn"] = 1
        else:
            state["picked"] = move.id
        return []

    def result(self, state):
        return None

    def evaluate(self, state, seat):
        return 0.5 * self.worth[state["picked"]] + 0.5 * (state["coin"] or 0.0)

    def ai_move(self, state, seat, rng):
        return self._legal_moves(state, seat)[0].id if state["picked"] else self.heuristic


def _paired(game, **kw):
    return paired(game, game.setup(1, 5), 0, random.Random(1), 20, None, 10, **kw)


class _Once(_Solo):
    """One seat picks a letter and the game is over: won with the letters of ``wins``."""

    id = "once"

    def __init__(self, wins: dict[str, bool], heuristic: str):
        self.wins, self.heuristic = wins, heuristic

    def _setup(self, state):
        state["picked"] = None

    def to_act(self, state):
        return [] if state["picked"] else [0]

    def _legal_moves(self, state, seat):
        return [Move(m, "pick", {}) for m in self.wins]

    def _play(self, state, seat, move):
        state["picked"] = move.id
        return []

    def result(self, state):
        return {"winners": [0] if self.wins[state["picked"]] else []} if state["picked"] else None

    def ai_move(self, state, seat, rng):
        return self.heuristic


def test_the_prior_keeps_the_heuristic_move_unless_another_does_clearly_better():
    """``prior`` (progressive bias): among moves alike, the search keeps the heuristic's (without it, the first
    listed of equals); a clearly better move still wins the search."""
    alike = _Once({"a": True, "b": True, "c": True}, heuristic="c")
    assert {search(alike, alike.setup(1, 5), 0, random.Random(s), 40, None, 1, prior=1.0)[0]
            for s in range(5)} == {"c"}
    better = _Once({"a": True, "b": False, "c": False}, heuristic="c")
    move, stats = search(better, better.setup(1, 5), 0, random.Random(1), 40, None, 1, prior=1.0)
    assert move == "a" and stats["a"][0] > stats["c"][0]


def test_paired_overrules_the_heuristic_only_for_a_clear_gain():
    """The paired comparison plays the heuristic's move unless another move gains more than the margin in
    the same worlds: a letter worth 0.8 more replaces it, one worth 0.02 more (a gain of 0.01) does not."""
    assert _paired(_Pick({"a": 0.1, "b": 0.9, "c": 0.1}))[0] == "b"
    move, stats = _paired(_Pick({"a": 0.50, "b": 0.52, "c": 0.1}), margin=0.02)
    assert move == "a" and stats["b"][1] == pytest.approx(0.01)


def test_paired_skips_the_kinds_it_is_told_to_and_needs_enough_worlds():
    """Moves of ``skip_kinds`` are no candidates, and too few worlds leave the heuristic's move."""
    game = _Pick({"a": 0.1, "b": 0.9}, kinds={"b": "flight"})
    assert _paired(game, skip_kinds=("flight",))[0] == "a"
    assert paired(game, game.setup(1, 5), 0, random.Random(1), 3, None, 10, min_worlds=6)[0] == "a"


def test_paired_compares_only_the_top_candidates_and_stops_with_one():
    """``top`` keeps the other candidates that ``evaluate`` ranks best right after the move; with no other
    candidate left, the heuristic's move comes back at once, with nothing compared."""
    game = _Pick({"a": 0.1, "b": 0.9, "c": 0.5, "d": 0.2})
    move, stats = _paired(game, top=1)
    assert move == "b" and set(stats) == {"b"}
    assert set(_paired(game, top=2)[1]) == {"b", "c"}
    lone = _Pick({"a": 0.1, "b": 0.9}, kinds={"b": "flight"})
    assert paired(lone, lone.setup(1, 5), 0, random.Random(1), 10**9, None, 10, skip_kinds=("flight",)) == ("a", {})


def test_paired_stops_inside_a_rollout_once_the_budget_is_spent(monkeypatch):
    """A rollout longer than the budget (here one that never ends its turn) is cut at the first move after
    the clock runs out, not played to its depth: the heuristic's move comes back, nothing compared."""
    game = _Pick({"a": 0.1, "b": 0.9})
    reads = []

    def timer(seconds):
        return lambda: reads.append(1) or len(reads) > 50

    monkeypatch.setattr(search_module, "_timer", timer)
    played, play = [], game._play
    monkeypatch.setattr(game, "_play", lambda state, seat, move: played.append(1) or play(state, seat, move))
    assert paired(game, game.setup(1, 5), 0, random.Random(1), 20, 0.35, 10**6, turns=2) == ("a", {})
    assert len(played) < 60


def test_orapa_mines_hard_search_leaves_the_answer_sheet_to_the_heuristic():
    """Hard's paired comparison never opens or edits an Orapa Mine sheet on its own (it reopened the sheet turn
    after turn and a game passed 2,600 moves): every kind legal while editing, and "sheet", is skipped."""
    game = registry.get("orapamine")
    editing = set()  # every move of the seat to act that only edits its sheet (a sheet is editable at any time)
    for state in determinize_states(game, 2, 7, 200):
        seat = game.required_seats(state)[0]
        editing |= {m.kind for m in game.legal_moves(state, seat)} - {"wave", "ask", "submit", "end"}
    assert {"gem", "at", "back"} <= editing
    assert editing <= set(level_tuning("orapamine", "hard")["paired"]["skip_kinds"])


def test_a_seat_that_never_ends_its_turn_is_handed_to_the_heuristic_then_to_chance(monkeypatch):
    """Past ``STREAK_CAP`` moves in a row a searching level plays easy's move, past three times the cap a random
    legal move (a search stuck on moves that never end the turn must not stall the table); a game of one seat,
    where no other seat ever ends a streak, keeps its level."""
    def no_search(*args, **kwargs):
        raise AssertionError("the search ran")

    monkeypatch.setattr(search_module, "search", no_search)
    monkeypatch.setattr(search_module, "paired", no_search)
    game = registry.get("fivetribes")
    state = _mid_states(game, 2, seed=4)[0]
    seat = _seat_to_act(game, state)
    legal = {m.id for m in game.legal_moves(state, seat)}
    assert len(legal) > 1
    easy = choose(game, state, seat, "easy", random.Random(3))
    for level in ("normal", "hard"):
        assert choose(game, state, seat, level, random.Random(3), streak=STREAK_CAP) == easy
        assert choose_by_id("fivetribes", state, seat, level, 3, streak=STREAK_CAP + 5) == \
            choose_by_id("fivetribes", state, seat, "easy", 3)
        at_random = {choose(game, state, seat, level, random.Random(r), streak=3 * STREAK_CAP) for r in range(40)}
        assert at_random <= legal and len(at_random) > 1
        with pytest.raises(AssertionError, match="the search ran"):
            choose(game, state, seat, level, random.Random(3), streak=STREAK_CAP - 1)
    solo = registry.get("odysseus")
    state = solo.setup(1, 2)
    assert len(solo.legal_moves(state, 0)) > 1
    with pytest.raises(AssertionError, match="the search ran"):
        choose(solo, state, 0, "normal", random.Random(3), streak=10 * STREAK_CAP)


def test_paired_treats_a_city_the_table_knows_comes_up_next(monkeypatch):
    """Pandemic: the seat stands on a 3-cube city whose infection card the table knows is on top of the
    deck, with one action left. A heuristic that would end its actions there is overruled: treating
    avoids the outbreak the coming infection step brings in every world; with no cubes there, "end" stands."""
    from engine.games.pandemic.rules import CITY_COLOR, set_cubes

    game = registry.get("pandemic")
    state = game.setup(2, 4, {"difficulty": "introductory"})
    seat = state["turn"]
    state["roles"] = ["scientist", "researcher"]  # no role that blocks or clears cubes by itself
    city = state["pawns"][seat]
    for c in list(CITY_COLOR):  # a quiet board but for this city
        for color in ("blue", "yellow", "black", "red"):
            set_cubes(state, c, color, 0)
    set_cubes(state, city, CITY_COLOR[city], 3)
    for pile in ("ideck", "idiscard"):
        if city in state[pile]:
            state[pile].remove(city)
    state["ideck"].append(city)  # the top card (drawn from the end)
    state["iknown"] = [[city]]
    state["actions"] = 1
    original = game.ai_move
    monkeypatch.setattr(game, "ai_move", lambda st, s, rng: "end" if any(
        m.id == "end" for m in game.legal_moves(st, s)) else original(st, s, rng))
    move, stats = paired(game, state, seat, random.Random(2), 16, None, 60, turns=1, margin=0.02,
                         skip_kinds=("charter", "direct"))
    assert move == f"treat:{CITY_COLOR[city]}", stats
    set_cubes(state, city, CITY_COLOR[city], 0)  # nothing at stake: the heuristic's "end" stands
    state["pawns"][1 - seat] = next(c for c in CITY_COLOR if c != city)  # and no card to share here
    assert paired(game, state, seat, random.Random(2), 16, None, 60, turns=1, margin=0.02,
                  skip_kinds=("charter", "direct"))[0] == "end"
