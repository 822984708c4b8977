"""How hard the test suite and the soak push each game: test settings, kept apart from the games' rules and
facts (``Game.info``). The invariant kit (``engine.invariants``) and ``tests/engine/test_invariants.py`` read them.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Checks:
    random_games: int = 30  # how many random games the test suite plays through the invariant kit
    move_cap: int = 5000  # a random game longer than this is a bug


CHECKS = {
    "agentavenue": Checks(30, 300),
    "bug": Checks(30, 2000),
    "chakra": Checks(20, 3000),
    "charuma": Checks(12, 60000),  # random 5-player games run to ~1,000 moves (p99 6,500); the soak goes deeper
    "coltexpress": Checks(24, 3000),
    "echoesoftime": Checks(20, 3000),
    "fivetribes": Checks(16, 6000),  # long random games; the soak goes deeper
    "gizmos": Checks(30, 6000),
    "littleconspiracies": Checks(20, 6000),
    "loveletter": Checks(30, 3000),
    "odysseus": Checks(20, 1500),
    # Random games run long now (about 1,600 moves a game over 1-5 seats, under 100 before): a sheet must be
    # complete to be sent, random clicks keep clearing it, and every seat edits its sheet off turn. 8 games keep
    # the invariant test to a minute or two.
    "orapamine": Checks(8, 20000),
    "pandemic": Checks(30, 3000),
    "pixies": Checks(30, 400),
    "quantum": Checks(10, 6000),  # random games run to ~640 moves; the soak goes deeper
    "raceforthegalaxy": Checks(12, 4000),
    "rage": Checks(30, 1000),
    "seasaltpaper": Checks(30, 6000),
    "seasons": Checks(12, 6000),
    "solstis": Checks(20, 600),
    "spacelab": Checks(20, 2000),
    "symbiose": Checks(30, 200),  # 8 turns × 4 players × at most 2 moves
}


def checks(game_id: str) -> Checks:
    """The settings of ``game_id`` (the defaults for a game not listed, such as a test's tiny game)."""
    return CHECKS.get(game_id, Checks())
