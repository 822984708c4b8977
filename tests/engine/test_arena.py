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
