"""Search-based AI seats: information-set Monte Carlo tree search over determinizations.

One searcher serves every registered game, through the protocol alone:

- **Determinization.** Each iteration starts from ``game.determinize(state, seat, rng)`` — a possible
  world the searching seat cannot tell from the real one (other hands, deck orders, face-down cards and
  secret choices re-dealt from what the seat's view allows) — whose RNG is then reseeded, so future
  chance is unknown too. The real state is read only for the seat's own legal moves (the buttons it
  sees) and handed to ``determinize``; the test ``tests/engine/test_search.py`` checks the choice does
  not change when every hidden fact is swapped.
- **Tree.** Single-observer ISMCTS: one tree keyed by the moves played since the root, shared by all
  determinizations; a child's statistics count wins for the seat that moved and how often the move was
  *available* (UCB uses availability, not the parent's visits, since a move exists only in some
  worlds). Multi-step moves are simply several nodes of the same seat. By default (``own_turn``) the
  tree covers the searching seat's own decisions until another seat must act, and the other seats play
  by the rollout policy: with a few hundred iterations a tree over the opponents' replies is mostly
  noise, whereas policy rollouts make the search a policy improvement over the easy heuristic (measured:
  Love Letter normal against easy went from 46 % of 24 games to 62.5 % of 40). ``own_turn=False`` grows
  the full multi-seat tree. In a simultaneous step (several seats in ``required_seats``) the first seat
  to choose uses the tree and the others choose by the rollout policy, so no seat's tree ever conditions
  on a secret choice made in the same step.
- **Rollouts.** The game's ``ai_move`` (the easy level's heuristic) with a little randomness, truncated
  after ``depth`` moves; the leaf is scored by ``game.evaluate(state, seat)`` (a value in [0, 1]; the
  default in :class:`engine.core.Game` uses the result when finished, else the public scores).
- **Rewards** per seat (:func:`rewards`): a win is 1, a tie shares it (1/k each of k winners), losers get
  a little for their rank by score; in a cooperative game (every seat wins or none) the team shares one
  reward.
- **Budget**: a number of iterations and a CPU time of the process (capped on the wall clock at 3x),
  whichever ends first. With no time budget (``budget_s=math.inf``) the choice is a pure function of the
  seed: the tests use iteration budgets only. A search that ended before it could give each root move
  ``MIN_ITERATIONS_PER_MOVE`` iterations plays the heuristic's move instead (it compared the moves on
  noise: Pandemic's normal team, with some 50 iterations over up to 60 moves, did worse than easy). A search
  whose most visited move leads the next by more visits than the budget has left stops there (the choice
  is made; on real positions of Love Letter, Agent Avenue, Rage, Gizmos, Colt Express and Space Lab this
  saved 11-28 % of a 600-iteration budget with the same choices), which frees the worker sooner.
- **Paired comparison** (:func:`paired`, chosen per game in ``TUNING``): for a game whose roots are too
  wide and rollouts too dear for a tree (Pandemic), the heuristic's move stands unless another candidate,
  played in the same worlds with the same chance and rollout seed, gains clearly more by the end of the
  turn. Pandemic's normal team won 7 of 20 introductory games with it at 0.1 s a move, against 1 of 20
  for easy on the same seeds. Symbiose uses it too, through the opponent's reply: most of its cards are
  face down to everyone, and a tree compared its 64 swaps on noise. So do Odysseus and Orapa Mine, whose
  heuristics cost a millisecond a move: the tree got some 40 rollouts a move and lost to easy.
- **Prior** (``prior`` in ``TUNING``): a game whose tree gets too few iterations to leave the heuristic's
  move on noise alone favours it at the root (progressive bias; Chakra, Quantum, Little Conspiracies,
  Five Tribes). A game's ``TUNING`` entry may give a level settings of its own (:func:`level_tuning`): hard's
  budget affords Odysseus a longer horizon and Chakra's tree a stronger prior, and Orapa Mine's hard comparison
  leaves the answer sheet to the heuristic (sure of smaller gains, it kept reopening it).
- **Streak guard** (:data:`STREAK_CAP`): a seat that has made 60 moves in a row plays easy's move, past 180 a random
  one, so a search that never ends its turn cannot stall a table; the caller counts the streak.

The bot calls :func:`choose` (or :func:`choose_by_id`, a pure function of plain data for a worker
process) with a level of :data:`LEVELS`.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Any

from .core import Game, Rng

LEVELS = ("easy", "normal", "hard")


@dataclass(frozen=True)
class Budget:
    iterations: int
    seconds: float
    depth: int  # rollout moves after the tree before the leaf is evaluated


# CPU budgets leave room under the per-move limits (normal 0.5 s, hard 2 s of one core): the clock is read
# between iterations and every few rollout moves.
BUDGETS = {
    "normal": Budget(iterations=600, seconds=0.35, depth=30),
    "hard": Budget(iterations=4000, seconds=1.5, depth=60),
}

# What a player waits for one whole AI turn (every decision of it, the bot's AI_DELAY aside): each decision
# searches for its level's budget above while the turn's total allows it, the next one only for what is left,
# and once less than MIN_SLICE is left the seat plays its heuristic (easy's move) for the rest of the turn.
# Only games with many decisions in a turn are touched (at hard: a third decision in the same turn).
TURN_SECONDS = {"normal": 1.5, "hard": 4.0}
MIN_SLICE = 0.05


def turn_share(level: str, spent: float) -> float | None:
    """Search seconds for the next decision of a turn in which the seat has already thought ``spent`` seconds:
    the level's own budget while the turn's budget allows it, else what is left of the turn's; None when the
    turn's budget is used up (play the heuristic). The bot counts wall seconds, the arena CPU seconds."""
    if level not in TURN_SECONDS:
        return None
    left = TURN_SECONDS[level] - spent
    if left < MIN_SLICE:
        return None
    return min(BUDGETS[level].seconds, left)


# Per-game rollout tuning (measured with engine.arena): ``ai_moves`` caps the moves of a rollout played by
# ``ai_move`` (the rest are random), for games whose heuristic costs a millisecond or more; ``depth`` replaces
# the level's rollout depth. ``round_end`` ends a rollout when the state's "round" changes (games scored round
# by round). An entry under a level's name (``"hard": {...}``) holds that level's own settings (see
# :func:`level_tuning`).
TUNING: dict[str, dict[str, Any]] = {
    "loveletter": {"round_end": True},
    "rage": {"round_end": True},
    "seasaltpaper": {"round_end": True},
    "charuma": {"round_end": True},
    "bug": {"ai_moves": 0},
    # Chakra: some 10 iterations a move (a rollout costs 35-45 ms), so the heuristic's move is favoured (normal
    # against easy, 12 games at seed 500: 66.7 % with the prior, 45.8 % without).
    # Hard, with some 40 iterations, fades the bonus (``prior / (visits + 1)``) sooner: a stronger one won 54.2 %
    # of 12 games against easy at seed 3000, against 41.7 % with normal's.
    "chakra": {"ai_moves": 4, "prior": 1.0, "hard": {"prior": 3.0}},
    # Orapa Mine: random rollouts hand out wrong sheets, so the tree preferred ending the turn to filling a
    # sheet it was sure of (normal lost all 12 games at seed 500 to easy); the paired comparison to the end of
    # the turn won 6 of 12.
    # Hard leaves editing the answer sheet (open it, pick, turn, place, clear, back) to the heuristic: with its
    # thousands of worlds the comparison kept opening the sheet again instead of ending its turn (a game at seed
    # 3000 passed 2,600 moves). Normal keeps them: without them it won 7 of 16 games at seed 600, with 11.
    # Since a sheet is edited cell by cell at any time, a placement step offers up to ~250 moves: the comparison
    # looks at the 8 best by ``evaluate`` (all of them cost 20 s of CPU a decision without a clock).
    "orapamine": {"paired": {"turns": 1, "margin": 0.02, "top": 8},
                  "hard": {"paired": {"skip_kinds": ("gem", "at", "clear", "back")}}},
    # Solstis: rollouts of 6 heuristic moves scored by ``evaluate`` beat 6 heuristic moves and 24 random ones
    # (normal against easy, 60 games at seed 500: 61.7 % against 51.7 %)
    "solstis": {"ai_moves": 6, "depth": 6},
    # Odysseus: the tree, with some 40 iterations a move, lost to easy (15 of 16 games at seed 500); the paired
    # comparison keeps the heuristic's move unless another clearly gains by the start of the seat's next turn.
    # Resting a card is left out: the two turns' horizon overrated its Favor and point (12 of 16 games lost
    # with it, 5 of 16 without). Hard looks one turn further, three changes of the seat to act (hard against easy, 12
    # games at seed 3000: 66.7 % against 54.2 % with normal's two turns).
    "odysseus": {"paired": {"turns": 2, "margin": 0.02, "skip_kinds": ("rest",)}, "hard": {"paired": {"turns": 3}}},
    # Quantum and Little Conspiracies: 20-110 iterations a move, so the heuristic's move is favoured (normal
    # against easy, 12 games at seed 500: Quantum 58.3 % with the prior, 41.7 % without; Little Conspiracies at
    # 3 players, one easy seat against two normal ones, easy won 33.3 % with it, 50.0 % without)
    "quantum": {"ai_moves": 8, "prior": 1.0},
    "littleconspiracies": {"prior": 1.0},
    # Five Tribes: 30-100 iterations a move (a heuristic move costs about a millisecond), and the tree's noisy
    # choices lost to easy in 14 of 16 games at seed 500. Rollouts of 8 heuristic moves and a strong prior for
    # the heuristic's move won 28 of 48 (16 each at seeds 500, 600, 700); with prior 1.0, 10.5 of 28 at seeds
    # 500-511 and 600-615; 12 moves of the heuristic and prior 1.0, 21 of 48
    "fivetribes": {"ai_moves": 8, "prior": 3.0},
    # Symbiose: most cards are face down to everyone, so a tree's leaves were noise (normal beat easy in
    # 43.8 % of 200 games); the paired comparison through the opponent's reply, scored by the expected
    # lead, compares the 8 swaps ``evaluate`` ranks best (60.5 % of 100 games at seed 5000).
    "symbiose": {"paired": {"turns": 2, "margin": 0.005, "top": 8, "skip_kinds": ("reveal",)}},
    "pandemic": {"paired": {"turns": 1, "margin": 0.02, "skip_kinds": ("charter", "direct")}},
}

EXPLORATION = 0.7
RANDOM_ROLLOUT = 0.05  # share of rollout moves played at random instead of by ai_move
CLOCK_EVERY = 8  # rollout moves between two looks at the clock
WALL_FACTOR = 3.0  # wall-clock cap, in multiples of the CPU budget
# A search that could not give each root move this many iterations compared them on noise (Pandemic's 47
# charter flights in some 50 iterations): the heuristic's choice is then the better guess.
MIN_ITERATIONS_PER_MOVE = 4
SETTLED_EVERY = 16  # iterations between two looks at whether the choice is already made
SETTLED_MARGIN = 1.5  # the iterations a time budget has left are estimated at this much the rate so far
# A seat's moves in a row (no other seat acting between them) past which a searching level plays the easy
# heuristic, and past three times as many, random legal moves: a search that keeps finding small gains in moves
# that never end the turn would otherwise stall the table (Orapa Mine's hard seat reopened its answer sheet
# 2,600 times). The longest streaks in 20 games of every game at 2 players (3 for Little Conspiracies) were 23
# moves by easy and 46 by random (Orapa Mine's sheet). A game of one seat never ends a streak: there the guard
# is off.
STREAK_CAP = 60


class _Node:
    __slots__ = ("children", "n", "w", "avail")

    def __init__(self) -> None:
        self.children: dict[str, _Node] = {}
        self.n = 0
        self.w = 0.0
        self.avail = 0


def rewards(game: Game, state: dict) -> list[float]:
    """The reward of each seat for a finished game (see the module docstring)."""
    n = state["players"]
    result = game.result(state) or {}
    winners = [w for w in result.get("winners") or [] if 0 <= w < n]
    if len(winners) == n or (result.get("team") is not None and len(winners) in (0, n)):
        return [1.0 if winners else 0.0] * n  # cooperative: the team wins or loses together
    out = [0.0] * n
    for w in winners:
        out[w] = 1.0 / len(winners)
    scores = result.get("scores")
    if n > 2 and isinstance(scores, list) and len(scores) == n and all(isinstance(s, (int, float)) for s in scores):
        for s in range(n):
            if s not in winners:
                below = sum(1 for o in range(n) if scores[o] < scores[s])
                out[s] = 0.3 * below / (n - 1)
    return out


def _leaf_values(game: Game, state: dict) -> list[float]:
    if not game.to_act(state):
        return rewards(game, state)
    values = []
    for s in range(state["players"]):
        v = float(game.evaluate(state, s))
        values.append(0.0 if v < 0 else 1.0 if v > 1 else v)
    return values


def _acting(game: Game, state: dict) -> list[int]:
    return game.required_seats(state) or game.to_act(state)


def _policy(game: Game, state: dict, s: int, rng: random.Random, heuristic: bool = True) -> str:
    if not heuristic or rng.random() < RANDOM_ROLLOUT:
        return rng.choice(game._legal_moves(state, s)).id
    return game.ai_move(state, s, rng)


def _step(game: Game, state: dict, s: int, move_id: str) -> dict:
    for move in game._legal_moves(state, s):
        if move.id == move_id:
            new = game.copy_state(state)
            game._play(new, s, move)
            return new
    raise AssertionError(f"{game.id}: {move_id!r} is not legal for seat {s}")


def _timer(seconds: float | None):
    """A function telling whether the budget is spent. The budget is CPU time of this process (the per-move
    limits are "of one core"); the wall clock caps it at WALL_FACTOR times as much on a machine too busy to
    give the search its core. No budget (None): never."""
    if seconds is None:
        return lambda: False
    deadline = time.process_time() + seconds
    wall_deadline = time.perf_counter() + WALL_FACTOR * seconds
    return lambda: time.process_time() > deadline or time.perf_counter() > wall_deadline


def search(game: Game, state: dict, seat: int, rng: random.Random, iterations: int,
           seconds: float | None, depth: int, ai_moves: int | None = None,
           round_end: bool = False, own_turn: bool = True, prior: float = 0.0) -> tuple[str, dict]:
    """Run ISMCTS for ``seat`` and return (move id, root statistics {move: (visits, mean reward)}).

    ``prior`` > 0 favours the heuristic's move at the root (progressive bias: ``prior / (visits + 1)`` added
    to its UCB value), so that a search of few iterations leaves it only for a move that clearly does
    better; with many iterations the bias fades."""
    root_moves = [m.id for m in game.legal_moves(state, seat)]
    if not root_moves:
        raise ValueError(f"seat {seat} has no legal move")
    if len(root_moves) == 1:
        return root_moves[0], {root_moves[0]: (0, 0.0)}
    legal = set(root_moves)
    out_of_time = _timer(seconds)

    favoured = None
    if prior:
        world = game.determinize(state, seat, random.Random(rng.getrandbits(64)))
        world[Rng.KEY] = rng.getrandbits(62)
        favoured = game.ai_move(world, seat, rng)
    root = _Node()
    done = 0
    started = time.process_time()
    while done < iterations and not out_of_time():
        done += 1
        d = game.determinize(state, seat, random.Random(rng.getrandbits(64)))
        d[Rng.KEY] = rng.getrandbits(62)
        node, path, simul = root, [], None  # path: [(child node, seat that moved)]
        at_root = True
        # ---- selection / expansion
        while True:
            acting = _acting(game, d)
            if not acting or (own_turn and not at_root and seat not in acting):
                break
            s = seat if seat in acting else acting[0]
            if len(acting) > 1:
                if simul is not None and simul != s:  # a later chooser of the same simultaneous step
                    d = _step(game, d, s, _policy(game, d, s, rng))
                    continue
                simul = s
            else:
                simul = None
            moves = [m.id for m in game._legal_moves(d, s)]
            if at_root:
                moves = [m for m in moves if m in legal] or root_moves
            untried = []
            for mid in moves:
                child = node.children.get(mid)
                if child is None:
                    child = node.children[mid] = _Node()
                child.avail += 1
                if child.n == 0:
                    untried.append(mid)
            if untried:
                mid = rng.choice(untried)
                expand = True
            else:
                best, mid = -1.0, moves[0]
                for m in moves:
                    c = node.children[m]
                    u = c.w / c.n + EXPLORATION * math.sqrt(math.log(c.avail) / c.n)
                    if at_root and m == favoured:
                        u += prior / (c.n + 1)
                    if u > best:
                        best, mid = u, m
                expand = False
            d = _step(game, d, s, mid)
            node = node.children[mid]
            path.append((node, s))
            at_root = False
            if expand:
                break
        # ---- rollout
        steps = 0
        round_no = d.get("round") if round_end else None
        while steps < depth and (round_no is None or d.get("round") == round_no):
            acting = _acting(game, d)
            if not acting:
                break
            s = acting[0]
            d = _step(game, d, s, _policy(game, d, s, rng, ai_moves is None or steps < ai_moves))
            steps += 1
            if steps % CLOCK_EVERY == 0 and out_of_time():
                break
        values = _leaf_values(game, d)
        # ---- backpropagation
        for child, s in path:
            child.n += 1
            child.w += values[s]
        if done % SETTLED_EVERY == 0 and _settled(root, legal, done, iterations, seconds, started):
            break
    stats = {m: (c.n, c.w / c.n if c.n else 0.0) for m, c in root.children.items() if m in legal}
    if done < MIN_ITERATIONS_PER_MOVE * len(root_moves):
        if favoured is not None:
            return favoured, stats
        world = game.determinize(state, seat, random.Random(rng.getrandbits(64)))
        world[Rng.KEY] = rng.getrandbits(62)
        return game.ai_move(world, seat, rng), stats
    chosen = max(root_moves, key=lambda m: (stats.get(m, (0, 0.0))[0], stats.get(m, (0, 0.0))[1]))
    return chosen, stats


def _settled(root: _Node, legal: set, done: int, iterations: int, seconds: float | None, started: float) -> bool:
    """Whether the most visited root move leads the next by more visits than the search has left: the
    choice (the most visited move) is then made, and the rest of the budget would change nothing. The
    iterations left are the fewer of the iteration budget's and of the time budget's at the rate so far
    (with a margin for a faster end). Stopping then frees the worker for the next seat."""
    if done < MIN_ITERATIONS_PER_MOVE * len(legal):
        return False
    left: float = iterations - done  # the time budget's share below may be fractional
    if seconds is not None:
        spent = time.process_time() - started
        if spent > 0:
            left = min(left, SETTLED_MARGIN * done * max(0.0, seconds - spent) / spent)
    first = second = 0
    for m, c in root.children.items():
        if m in legal:
            if c.n > first:
                first, second = c.n, first
            elif c.n > second:
                second = c.n
    return first - second > left


def _rollout_value(game: Game, d: dict, seat: int, rng: random.Random, turns: int, depth: int,
                   out_of_time=lambda: False) -> float | None:
    """Play ``d`` on by the heuristic until the seat whose turn it is has changed ``turns`` times (or
    ``depth`` moves), and score it for ``seat``; None if the budget ran out on the way (one rollout of a
    dear heuristic can take a good part of the budget; the clock costs little beside a heuristic move)."""
    turn, changes = d.get("turn"), 0
    for _ in range(depth):
        acting = _acting(game, d)
        if not acting:
            break
        s = acting[0]
        d = _step(game, d, s, game.ai_move(d, s, rng))
        if d.get("turn") != turn:
            turn, changes = d.get("turn"), changes + 1
            if changes >= turns:
                break
        if out_of_time():
            return None
    return _leaf_values(game, d)[seat]


def paired(game: Game, state: dict, seat: int, rng: random.Random, iterations: int, seconds: float | None,
           depth: int, turns: int = 1, margin: float = 0.02, skip_kinds: tuple = (),
           min_worlds: int = 6, top: int | None = None) -> tuple[str, dict]:
    """The heuristic's move, unless a paired comparison shows another one clearly better.

    For games whose roots are too wide and whose rollouts too dear for tree search in the budget
    (Pandemic: up to 60 moves, a few milliseconds a rollout). Every candidate is played in the same
    determinized worlds with the same chance and the same rollout seed (common random numbers), so the
    differences between candidates measure the move, not the luck of the world; the rollout runs to the
    end of ``turns`` turns and is scored by ``game.evaluate``. A candidate replaces the heuristic's move
    only if its mean gain is over ``margin`` and over twice its standard error, after ``min_worlds``
    worlds: the comparison is short-sighted (positions pay off later than treated cubes), so it only
    overrules the heuristic where the difference is large and consistent, such as an outbreak that one
    move avoids this turn. Moves of ``skip_kinds`` are not candidates (unless the heuristic plays one).
    ``top`` keeps only that many other candidates, the best by ``evaluate`` right after the move in one
    world (Symbiose: 64 swaps, of which a handful are worth a look)."""
    root_moves = game.legal_moves(state, seat)
    if len(root_moves) == 1:
        return root_moves[0].id, {}
    out_of_time = _timer(seconds)
    world = game.determinize(state, seat, random.Random(rng.getrandbits(64)))
    world[Rng.KEY] = rng.getrandbits(62)
    default = game.ai_move(world, seat, rng)
    cands = [default] + [m.id for m in root_moves if m.kind not in skip_kinds and m.id != default]
    if top is not None and len(cands) > top + 1:
        ranked = sorted(cands[1:], key=lambda m: -_leaf_values(game, _step(game, world, seat, m))[seat])
        cands = [default] + ranked[:top]
    if len(cands) == 1:
        return default, {}
    gains: dict[str, list[float]] = {m: [] for m in cands[1:]}
    worlds = 0
    while worlds < iterations and not out_of_time():
        d = game.determinize(state, seat, random.Random(rng.getrandbits(64)))
        d[Rng.KEY] = rng.getrandbits(62)
        seed = rng.getrandbits(64)
        values = []
        for m in cands:
            v = _rollout_value(game, _step(game, d, seat, m), seat, random.Random(seed), turns, depth, out_of_time)
            if v is None:
                break
            values.append(v)
            if out_of_time():
                break
        if len(values) < len(cands):  # a world cut short compares nothing
            break
        for m, v in zip(cands[1:], values[1:], strict=True):
            gains[m].append(v - values[0])
        worlds += 1
    stats = {}
    best, best_gain = default, 0.0
    for m, g in gains.items():
        if len(g) < min_worlds:
            continue
        mean = sum(g) / len(g)
        sd = math.sqrt(sum((x - mean) ** 2 for x in g) / (len(g) - 1))
        stats[m] = (len(g), mean)
        if mean > margin and mean > 2 * sd / math.sqrt(len(g)) and mean > best_gain:
            best, best_gain = m, mean
    return best, stats


def level_tuning(game_id: str, level: str) -> dict:
    """A game's ``TUNING`` entry for one level: its entry under the level's name (say ``"hard"``) replaces
    the keys it names, and a ``paired`` there updates the game's ``paired`` settings key by key."""
    base = TUNING.get(game_id, {})
    tuning = {k: v for k, v in base.items() if k not in LEVELS}
    for k, v in base.get(level, {}).items():
        tuning[k] = {**tuning.get(k, {}), **v} if k == "paired" else v
    return tuning


def choose(game: Game, state: dict, seat: int, level: str, rng: random.Random,
           budget_s: float | None = None, iterations: int | None = None, depth: int | None = None,
           streak: int = 0) -> str:
    """The move an AI seat of this level plays. ``budget_s`` caps the thinking time (default: the
    level's; ``math.inf`` for none, which makes the choice a pure function of the seed); ``iterations``
    and ``depth`` override the level's iteration budget and rollout depth (tests use small ones).
    ``streak``: the moves this seat has just made in a row, no other seat acting between them (see
    :data:`STREAK_CAP`).

    Every level sees only the seat's view: even "easy" plays its heuristic on a determinization."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; levels: {', '.join(LEVELS)}")
    legal = game.legal_moves(state, seat)
    if not legal:
        raise ValueError(f"seat {seat} has no legal move")
    if len(legal) == 1:
        return legal[0].id
    if state["players"] > 1 and streak >= STREAK_CAP:
        if streak >= 3 * STREAK_CAP:
            return rng.choice(legal).id
        level = "easy"
    if level == "easy":
        world = game.determinize(state, seat, random.Random(rng.getrandbits(64)))
        world[Rng.KEY] = rng.getrandbits(62)
        return game.ai_move(world, seat, rng)
    budget = BUDGETS[level]
    tuning = level_tuning(game.id, level)
    seconds: float | None = budget.seconds if budget_s is None else budget_s
    if seconds == math.inf:
        seconds = None
    n = budget.iterations if iterations is None else iterations
    if depth is None:
        depth = tuning.get("depth", budget.depth)
    if "paired" in tuning:
        move, _ = paired(game, state, seat, rng, n, seconds, depth, **tuning["paired"])
        return move
    move, _ = search(game, state, seat, rng, n, seconds, depth, tuning.get("ai_moves"),
                     tuning.get("round_end", False), prior=tuning.get("prior", 0.0))
    return move


def choose_by_id(game_id: str, state: dict, seat: int, level: str, seed: int,
                 budget_s: float | None = None, iterations: int | None = None, streak: int = 0) -> str:
    """:func:`choose` from plain data (a game id, a JSON state, ints): what a worker process runs
    (``ProcessPoolExecutor.submit(choose_by_id, ...)``)."""
    from . import registry

    return choose(registry.get(game_id), state, seat, level, random.Random(seed), budget_s, iterations,
                  streak=streak)
