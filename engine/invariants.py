"""The invariant kit: random play that checks the protocol's promises after every move.

Every registered game is run through it by the test suite and by ``python -m engine.simulate``.
"""

from __future__ import annotations

import json
import random
import time
from dataclasses import dataclass, field

from .checks import checks
from .core import Event, Game, IllegalMove, Move, canonical

GARBAGE_IDS = ("", "x" * 65, "play:99:zz")
DETERMINIZE_AT = (4, 24, 124)  # move numbers after which a random game checks determinize (a sample keeps it cheap)


class Violation(AssertionError):
    def __init__(self, message: str, seed: int, players: int, move_number: int):
        super().__init__(f"{message} (seed={seed}, players={players}, move={move_number})")
        self.seed, self.players, self.move_number = seed, players, move_number


@dataclass
class GameRun:
    seed: int
    players: int
    moves: list = field(default_factory=list)  # [(seat, move_id)]
    timings_ns: list = field(default_factory=list)  # legal_moves + apply per move (wall clock: the median
    # shrugs off a busy machine's pauses, and CPU clocks cost a system call each)
    max_state_bytes: int = 0
    result: dict | None = None


def _check_move_list(moves: list[Move]) -> str | None:
    seen = set()
    for m in moves:
        if not isinstance(m.id, str) or not m.id or len(m.id) > 64 or any(c.isspace() for c in m.id):
            return f"bad move id {m.id!r}"
        if m.id in seen:
            return f"duplicate move id {m.id!r}"
        seen.add(m.id)
        try:
            json.dumps(m.args)
        except (TypeError, ValueError):
            return f"move {m.id!r} has args that are not JSON-able"
    return None


def _check_events(events: list[Event], players: int) -> str | None:
    for e in events:
        if not isinstance(e, Event):
            return f"event {e!r} is not an Event"
        if e.to is not None and (not e.to or any(not (isinstance(s, int) and 0 <= s < players) for s in e.to)):
            return f"event {e.kind!r} addressed to invalid seats {e.to!r}"
        try:
            json.dumps(e.to_dict())
        except (TypeError, ValueError):
            return f"event {e.kind!r} is not JSON-able"
    return None


def _expect_refused(game: Game, state: dict, seat: int, move_id) -> str | None:
    """Only checks that the move is refused; the caller checks once that the state did not change."""
    try:
        game.apply(state, seat, move_id)
    except IllegalMove:
        pass
    except Exception as exc:  # noqa: BLE001 - any other exception is itself the violation
        return f"apply({seat}, {move_id!r}) raised {type(exc).__name__}: {exc} instead of IllegalMove"
    else:
        return f"apply({seat}, {move_id!r}) was accepted but should be refused"
    return None


def _check_state(game: Game, state: dict, players: int, thorough: bool) -> tuple[str | None, int]:
    dumped = game.dump(state)
    text = json.dumps(dumped, sort_keys=True, separators=(",", ":"))
    if thorough:
        again = game.dump(game.load(json.loads(text)))
        if canonical(again) != text:
            return "dump(load(d)) != d", len(text)
        for seat in [None, *range(players)]:
            try:
                json.dumps(game.view(state, seat))
            except (TypeError, ValueError) as exc:
                return f"view for seat {seat} is not JSON-able: {exc}", len(text)
    return None, len(text)


def play_random_game(game: Game, players: int, seed: int, options: dict | None = None,
                     thorough: bool = True, move_cap: int | None = None) -> GameRun:
    """Play one game with uniformly random legal moves, checking invariants; raise Violation if broken."""
    cap = move_cap or checks(game.id).move_cap
    chooser = random.Random(seed * 7919 + players)
    run = GameRun(seed, players)
    state = game.setup(players, seed, options)

    def fail(msg: str):
        raise Violation(msg, seed, players, len(run.moves))

    while True:
        acting = game.to_act(state)
        result = game.result(state)
        if bool(acting) == (result is not None):
            fail(f"to_act={acting} but result={result!r}")
        err, size = _check_state(game, state, players, thorough)
        run.max_state_bytes = max(run.max_state_bytes, size)
        if err:
            fail(err)
        if not acting:
            break
        if len(run.moves) >= cap:
            fail(f"game did not end within {cap} moves")
        if len(set(acting)) != len(acting) or any(not (0 <= s < players) for s in acting):
            fail(f"to_act has bad seats {acting}")
        moves_by_seat = {s: game.legal_moves(state, s) for s in acting}
        for s, moves in moves_by_seat.items():
            if not moves:
                fail(f"seat {s} must act but has no legal move")
            err = _check_move_list(moves)
            if err:
                fail(err)
        seat = chooser.choice(acting)
        some_id = moves_by_seat[seat][0].id
        before = canonical(state) if thorough else None
        if thorough:
            for other in range(players):
                if other not in acting:
                    if game.legal_moves(state, other):
                        fail(f"seat {other} is not to act but has legal moves")
                    err = _expect_refused(game, state, other, some_id)
                    if err:
                        fail(err)
            for bad in (*GARBAGE_IDS, None, 3):
                err = _expect_refused(game, state, seat, bad)
                if err:
                    fail(err)
            err = _expect_refused(game, state, players, some_id) or _expect_refused(game, state, -1, some_id)
            if err:
                fail(err)
            if canonical(state) != before:
                fail("a refused move changed the state")
        t0 = time.perf_counter_ns()
        move = chooser.choice(game.legal_moves(state, seat))
        try:
            new_state, events = game.apply(state, seat, move.id)
        except IllegalMove as exc:
            fail(f"legal move {move.id!r} of seat {seat} was refused: {exc}")
        run.timings_ns.append(time.perf_counter_ns() - t0)
        if thorough and canonical(state) != before:
            fail(f"apply({seat}, {move.id!r}) mutated its input state")
        err = _check_events(events, players)
        if err:
            fail(err)
        if thorough and game.undoable(state, seat, move, new_state, events) \
                and not game.safe_to_undo(state, seat, new_state, events):
            fail(f"move {move.id!r} is undoable but crosses hidden information (hidden part, private view, "
                 "randomness or a private event changed, or another seat is to act)")
        run.moves.append((seat, move.id))
        state = new_state
        if thorough and len(run.moves) in DETERMINIZE_AT and game.to_act(state):
            err = check_determinize(game, state, seed)
            if err:
                fail(err)

    result = game.result(state)
    assert result is not None  # the loop above ends only once to_act is empty, which result mirrors
    scores, winners = result.get("scores"), result.get("winners")
    if not isinstance(scores, list) or len(scores) != players:
        fail(f"result scores {scores!r} do not have one entry per seat")
    if not isinstance(winners, list) or any(not (isinstance(w, int) and 0 <= w < players) for w in winners):
        fail(f"result winners {winners!r} are not seats")
    json.dumps(result)
    run.result = result
    if thorough:
        replayed = replay(game, players, seed, run.moves, options)
        if canonical(game.dump(replayed)) != canonical(game.dump(state)):
            fail("replaying seed + moves does not reproduce the final state")
    return run


def replay(game: Game, players: int, seed: int, moves, options: dict | None = None) -> dict:
    state = game.setup(players, seed, options)
    for seat, move_id in moves:
        state, _ = game.apply(state, seat, move_id)
    return state


def containers(obj, out: set[int] | None = None) -> set[int]:
    """The ids of every list and dict inside ``obj``: two states sharing one would let a move change both."""
    out = set() if out is None else out
    if isinstance(obj, (list, dict)):
        out.add(id(obj))
        for x in (obj.values() if isinstance(obj, dict) else obj):
            containers(x, out)
    return out


def check_copy_state(game: Game, copy_state, state: dict) -> None:
    """A game's own state copy (its ``copy_state``) is exact and shares no list or dict with ``state``, nor
    does the state ``apply`` returns; a key the copy does not know is copied too."""
    copied = copy_state(state)
    assert canonical(copied) == canonical(state) and list(copied) == list(state)
    assert not containers(copied) & containers(state), "the copy shares a list or dict with the state"
    acting = game.to_act(state)
    if acting:
        new, _ = game.apply(state, acting[0], game.legal_moves(state, acting[0])[-1].id)
        assert not containers(new) & containers(state), "apply's result shares a list or dict with its input"
    odd = {**state, "extra": {"a": [1]}}
    assert copy_state(odd)["extra"] == {"a": [1]} and copy_state(odd)["extra"] is not odd["extra"]


def check_ai_move_reads_only_the_view(game: Game, players: int, seed: int, positions: int = 60,
                                      worlds: int = 3) -> int:
    """AI (no cheating): along one random game, ``ai_move`` picks the same move in every world
    ``determinize`` deals for the seat to act. Returns how many positions were checked."""
    chooser = random.Random(players)
    state = game.setup(players, seed)
    checked = 0
    while game.to_act(state) and checked < positions:
        seat = game.to_act(state)[0]
        move = game.ai_move(state, seat, random.Random(7))
        for k in range(worlds):
            world = game.determinize(state, seat, random.Random(k))
            assert game.ai_move(world, seat, random.Random(7)) == move, (
                f"{game.id}: the AI's move depends on what seat {seat} cannot see (position {checked})")
        checked += 1
        state, _ = game.apply(state, seat, chooser.choice(game.legal_moves(state, seat)).id)
    return checked


def check_determinize(game: Game, state: dict, seed: int = 0) -> str | None:
    """``determinize`` keeps every seat's view, leaves its input alone, and reads only that view: the world
    drawn from the real state equals, byte for byte, the world drawn with the same seed from another
    possible world (the hidden facts swapped). Returns a description of the first breach, or None."""
    before = canonical(state)
    for seat in range(state["players"]):
        view = canonical(game.view(state, seat))
        try:
            world = game.determinize(state, seat, random.Random(seed * 31 + seat))
        except NotImplementedError as exc:
            return str(exc)
        if canonical(state) != before:
            return f"determinize(state, {seat}) mutated its input"
        if canonical(game.view(world, seat)) != view:
            return f"determinize(state, {seat}) changed seat {seat}'s view"
        if game.to_act(world) != game.to_act(state):
            return f"determinize(state, {seat}) changed who is to act"
        for s in game.to_act(world):
            moves = game.legal_moves(world, s)
            if not moves:
                return f"in determinize(state, {seat}), seat {s} must act but has no legal move"
            try:
                game.apply(world, s, moves[-1].id)
            except Exception as exc:  # noqa: BLE001 - any exception is the violation
                return f"in determinize(state, {seat}), apply({s}, {moves[-1].id!r}) raised {type(exc).__name__}: {exc}"
        other = game.determinize(state, seat, random.Random(seed * 31 + seat + 7))
        again = game.determinize(other, seat, random.Random(seed * 31 + seat))
        world.pop("rng", None)
        again.pop("rng", None)
        if canonical(again) != canonical(world):
            return (f"determinize(state, {seat}) depends on facts seat {seat} cannot see (the same seed gives "
                    "another world once the hidden facts are swapped)")
    return None


def determinize_states(game: Game, players: int, seed: int, samples: int = 4) -> list[dict]:
    """A few states spread over one random game (the start, some middle ones, the last before the end)."""
    chooser = random.Random(seed * 104729 + players)
    state = game.setup(players, seed)
    states = [state]
    while game.to_act(state):
        seat = chooser.choice(game.to_act(state))
        state, _ = game.apply(state, seat, chooser.choice(game.legal_moves(state, seat)).id)
        if game.to_act(state):
            states.append(state)
    if len(states) <= samples:
        return states
    step = (len(states) - 1) / (samples - 1)
    return [states[round(i * step)] for i in range(samples)]
