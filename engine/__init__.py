"""Pure game engine: no Discord, no database. See ``engine.core`` for the protocol."""

from .core import (
    LANGS,
    NOTE_CHARS,
    CardInfo,
    EngineError,
    Event,
    Game,
    GameInfo,
    IllegalMove,
    Move,
    Option,
    Rng,
    SetupError,
    StateError,
    canonical,
    clone,
)

__all__ = [
    "LANGS", "NOTE_CHARS", "CardInfo", "EngineError", "Event", "Game", "GameInfo", "IllegalMove", "Move", "Option",
    "Rng", "SetupError", "StateError", "canonical", "clone",
]
