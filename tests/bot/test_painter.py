"""Pictures drawn in a worker process: the same bytes as a direct drawing, and a dead worker costs one picture."""

import asyncio
import os
import signal

from bot.store.db import GameRow
from bot.ui import render
from bot.ui.painter import Painter
from engine import registry


def _row(game_id: str, players: int) -> GameRow:
    game = registry.get(game_id)
    seats = [{"user_id": 100 + s, "name": f"p{s}", "ai": False, "lang": "en"} for s in range(players)]
    return GameRow(id=1, channel_id=1, host_id=100, game=game_id, status="running", seats=seats,
                   state=game.dump(game.setup(players, 5, None)))


def test_a_worker_process_draws_the_same_pictures_and_a_dead_one_is_replaced():
    async def go():
        painter = Painter(workers=1)
        try:
            row = _row("loveletter", 2)
            render._pictures.clear()
            board = await painter.board(row, "en")
            hand = await painter.hand(row, 1, "fr")
            render._pictures.clear()
            assert board == render.board_png(row, "en") and board.startswith(b"\x89PNG")
            assert hand == render.hand_png(row, 1, "fr")
            assert painter.cpu_seconds > 0  # the worker's drawing time came back with the pictures

            render._pictures.clear()
            os.kill(next(iter(painter._pool._processes)), signal.SIGKILL)  # the worker dies (out of memory...)
            assert await painter.board(row, "en") is None  # this picture is lost: the text carries the board
            assert await painter.board(row, "en") == board  # the next one gets a new worker
        finally:
            painter.close()

    asyncio.run(go())
