"""``python -m engine.picturebench``: the CPU per picture of each game, board and hand apart (structure
only, never a timing)."""

from engine import picturebench


def test_cpu_per_picture_is_measured_per_game_for_board_and_hand_apart():
    figures = picturebench.measure(states=1, games=["loveletter", "bug"])
    assert set(figures["per_game"]) == {"loveletter", "bug"}
    love, bug = figures["per_game"]["loveletter"], figures["per_game"]["bug"]
    assert love["board_ms"] > 0 and love["hand_ms"] > 0 and love["board_floor_ms"] > 0 and love["hand_floor_ms"] > 0
    assert bug["board_ms"] > 0 and bug["hand_ms"] is None and bug["hand_floor_ms"] is None  # no hidden hand in Bug
    assert figures["board"]["median_ms"] > 0 and set(figures["board"]["worst"]) == {"loveletter", "bug"}
    assert figures["board"]["floor_median_ms"] > 0
    assert figures["hand"]["worst"] == {"loveletter": love["hand_ms"]}


def test_mid_game_states_are_the_same_for_the_same_seed():
    game = picturebench.registry.get("loveletter")
    first = picturebench.mid_game_states(game, 3, seed=5, count=2)
    assert first == picturebench.mid_game_states(game, 3, seed=5, count=2) and len(first) == 2


def test_the_command_prints_each_game_then_the_figures(capsys):
    assert picturebench.main(["--states", "1", "--game", "loveletter"]) == 0
    out = capsys.readouterr().out
    assert "loveletter: board" in out and '"board": {"median_ms"' in out
