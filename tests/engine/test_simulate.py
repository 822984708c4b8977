"""The simulator's command line: figures on success, seed and move number on a violation."""

import json

from engine import invariants, registry, simulate
from engine.games.loveletter.present import LoveLetter


class MutatingLoveLetter(LoveLetter):
    """A deliberately broken game: its 3rd move changes the state it was given."""

    def apply(self, state, seat, move_id):
        new, events = super().apply(state, seat, move_id)
        if state["deck"] and len(state["deck"]) == 7:
            state["deck"].append("guard")
        return new, events


def test_simulate_prints_figures(capsys):
    assert simulate.main(["loveletter", "--games", "6", "--players", "2-4", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["games_finished"] == 6 and figures["players"] == [2, 3, 4]
    for key in ("moves", "moves_per_game", "games_per_s", "median_us", "p99_us", "max_state_bytes"):
        assert figures[key] > 0


def test_simulate_reports_a_violation_with_seed_and_move(monkeypatch, capsys):
    monkeypatch.setattr(registry, "get", lambda game_id: MutatingLoveLetter())
    # the broken apply also corrupts the worlds the determinize check plays: look only at the mutation here
    monkeypatch.setattr(invariants, "check_determinize", lambda game, state, seed=0: None)
    assert simulate.main(["loveletter", "--games", "3", "--players", "3", "--seed", "40"]) == 1
    err = capsys.readouterr().err
    assert "VIOLATION" in err and "mutated its input" in err
    assert "reproduce: python -m engine.simulate loveletter --seed 40 --games 1 --players 3" in err


def test_simulate_unknown_game_is_a_clear_error(capsys):
    assert simulate.main(["chess"]) == 2
    assert "unknown game 'chess'" in capsys.readouterr().err


def test_soak_runs_every_game_within_its_budget(monkeypatch, capsys):
    """--all plays each registered game; --budget stops each one when its share of time is spent."""
    few = {k: registry.get(k) for k in ("loveletter", "rage")}
    monkeypatch.setattr(registry, "games", lambda: few)
    assert simulate.main(["--all", "--games", "100000", "--budget", "0.2", "--json"]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert [x["game"] for x in lines] == ["loveletter", "rage"]
    assert all(1 <= x["games_finished"] < 100000 for x in lines)


def test_soak_needs_one_game_or_all(capsys):
    import pytest

    with pytest.raises(SystemExit):
        simulate.main([])
