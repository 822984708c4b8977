"""The catalogue of games, keyed by the id users type (``/play loveletter``).

Adding a game is one line here: the module path of its package, which exposes ``GAME``.
"""

from __future__ import annotations

import importlib
from functools import cache

from .core import EngineError, Game

GAME_MODULES = (
    "engine.games.loveletter",
    "engine.games.pandemic",
    "engine.games.seasaltpaper",
    "engine.games.fivetribes",
    "engine.games.charuma",
    "engine.games.rage",
    "engine.games.agentavenue",
    "engine.games.bug",
    "engine.games.chakra",
    "engine.games.coltexpress",
    "engine.games.gizmos",
    "engine.games.odysseus",
    "engine.games.orapamine",
    "engine.games.pixies",
    "engine.games.quantum",
    "engine.games.solstis",
    "engine.games.spacelab",
    "engine.games.symbiose",
    "engine.games.raceforthegalaxy",
)


class UnknownGame(EngineError, KeyError):
    def __str__(self) -> str:  # KeyError would repr() the message
        return self.args[0]


@cache
def games() -> dict[str, Game]:
    out: dict[str, Game] = {}
    for path in GAME_MODULES:
        game = importlib.import_module(path).GAME
        out[game.id] = game
    return dict(sorted(out.items()))


def get(game_id: str) -> Game:
    try:
        return games()[game_id]
    except (KeyError, TypeError):
        known = ", ".join(games())
        raise UnknownGame(f"unknown game {game_id!r}; known games: {known}") from None
