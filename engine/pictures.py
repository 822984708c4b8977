"""Drawing a view's picture by game id: the entry point of the bot's picture worker processes.

Kept in ``engine`` (no Discord import) so that a worker process loads only the engine.
"""

from __future__ import annotations

import time

from . import registry


def draw(game_id: str, seat: int | None, view: dict, lang: str, names: list[str]) -> tuple[bytes | None, float]:
    """The board picture (seat None) or that seat's hand picture of ``view``, and the CPU seconds it took."""
    started = time.thread_time()  # this thread's clock: right in a worker process and in a worker thread
    game = registry.get(game_id)
    png = (game.board_image if seat is None else game.private_image)(view, lang, names)
    return png, time.thread_time() - started
