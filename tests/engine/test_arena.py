"""The strength benchmark's reporting options (engine/arena.py)."""

from engine import arena

ARGS = ["gizmos", "--games", "2", "--players", "2", "--levels", "easy", "--only", "vs-random", "--seed", "1"]


def test_progress_prints_each_finished_game_to_stderr(capsys):
    assert arena.main([*ARGS, "--progress"]) == 0
    out, err = capsys.readouterr()
    lines = err.strip().splitlines()
    assert len(lines) == 2
    assert "easy vs random seed 1: tested seat 0 scores" in lines[0]
    assert "easy vs random seed 2: tested seat 1 scores" in lines[1]
    assert "n=2" in out  # the summary is unchanged


def test_without_progress_the_arena_prints_only_its_summary(capsys):
    assert arena.main(ARGS) == 0
    out, err = capsys.readouterr()
    assert err == ""
    assert "easy vs random" in out and "n=2" in out


def test_a_cooperative_games_line_says_whether_the_team_won():
    res = {"coop": True, "won": False, "winners": [], "moves": 12, "times": {"normal": [0.1], "normal:cpu": [0.1]}}
    line = arena.game_line((2, "team normal", None), ("pandemic", 2, ["normal", "normal"], 1000, {}, None, None), res)
    assert "team normal seed 1000: team lost, 12 moves, cpu normal 0 s" in line


def _budgets_asked(monkeypatch, turn_budget: bool) -> list[tuple[str, float | None]]:
    """(level, seconds) of every search the arena asks for in one Five Tribes game, normal against random. The
    search is replaced by the heuristic to keep the test fast, and the CPU clock made to advance 0.5 s at each
    reading, so that a turn of many decisions runs out of its 1.5 s as a real search would."""
    asked = []
    real = arena.choose
    clock = iter(range(10**6))

    def fake_choose(game, state, seat, level, rng, budget_s=None, iterations=None, streak=0):
        asked.append((level, budget_s))
        return real(game, state, seat, "easy", rng, streak=streak)

    monkeypatch.setattr(arena, "choose", fake_choose)
    monkeypatch.setattr(arena.time, "process_time", lambda: float(next(clock)) / 2)  # each choose "costs" 0.5 s
    task = ("fivetribes", 2, ["normal", arena.RANDOM], 500, {}, None, None, turn_budget)
    arena.play_one(task)
    return asked


def test_no_turn_budget_gives_every_decision_its_levels_budget(monkeypatch):
    with_budget = _budgets_asked(monkeypatch, True)
    without = _budgets_asked(monkeypatch, False)
    assert any(level == "easy" for level, _ in with_budget)  # the turn's 1.5 s ran out: the heuristic played
    assert all(level == "normal" and seconds is None for level, seconds in without)
