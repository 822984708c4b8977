"""``python -m bot.bench`` works end to end (a tiny run: structure only, never timings)."""

import json

from bot import bench


def test_quick_bench_prints_every_figure(capsys):
    code = bench.main(["--quick", "--stored", "4", "--running", "3", "--seconds", "0.2", "--rates", "20",
                       "--startup-games", "5", "--engine-budget", "0.1", "--per-game", "1", "--json"])
    assert code == 0
    figures = json.loads(capsys.readouterr().out)
    for key in ("bytes_per_finished_game", "floor", "sql_per_click", "burst", "poisson_20_per_s",
                "cpu_per_click_ms", "startup_s", "peak_rss_mb", "engine_median_us", "picture_cpu_ms"):
        assert key in figures, key
    assert figures["errors_logged"] == 0
    assert figures["burst"]["clicks"] >= 1 and "all_done_vs_floor_100_in_one_commit" in figures["burst"]
    assert {"ack_p99_ms", "last_call_p99_ms", "last_call_p99_vs_floor"} <= set(figures["poisson_20_per_s"])
    # the text of an announcement and its pictures are timed apart (the pictures follow by a later edit)
    assert {"text_done_p99_ms", "picture_done_p99_ms"} <= set(figures["poisson_20_per_s"])
    assert {"all_text_done_ms", "all_pictures_done_ms"} <= set(figures["burst"])
    assert figures["burst"]["all_text_done_ms"] <= figures["burst"]["all_pictures_done_ms"]
    assert figures["sql_per_click"]["move_commits"] >= 1
    assert set(figures["engine_median_us"]) == set(bench.registry.games())

    # the CPU per picture, board and hand apart, beside its floor (structure only, never a timing)
    pictures = figures["picture_cpu_ms"]
    for part in ("board", "hand"):
        assert pictures[part]["median_ms"] > 0 and pictures[part]["floor_median_ms"] > 0
        assert "median_vs_floor" in pictures[part]
        assert 1 <= len(pictures[part]["worst"]) <= 3 and set(pictures[part]["worst"]) <= set(bench.registry.games())
    assert "per_game" not in pictures
