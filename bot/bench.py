"""Click → acknowledgement latency through the fake Discord: ``python -m bot.bench``.

Stores ``--stored`` finished games and ``--active`` running Love Letter games (two players each, one
channel each), then plays ``--rounds`` rounds in which every active game gets one move click at the same
moment. Prints percentiles of (a) click → acknowledgement and (b) click → move committed and answered.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import tempfile
import time

from engine import registry

from .db import GameRow, MoveRow
from .harness.driver import Harness
from .harness.fake import Message


def _pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, round(q * (len(values) - 1)))] if values else 0.0


async def _store_finished(h: Harness, count: int) -> None:
    game = registry.get("loveletter")
    async with h.bot.db.session() as s:
        for i in range(count):
            state = game.setup(2, i)
            s.add(GameRow(channel_id=900_000 + i, guild_id=2000, game="loveletter", status="finished", host_id=1,
                          seats=[{"user_id": 1, "name": "a", "ai": False, "lang": "en"},
                                 {"user_id": 2, "name": "b", "ai": False, "lang": "en"}],
                          seed=i, state=game.dump(state), version=3, result={"scores": [1, 0], "winners": [0]}))
        await s.commit()
        for i in range(count):
            s.add(MoveRow(game_row_id=i + 1, version=3, seat=0, move_id="guard", events=[]))
        await s.commit()


async def run(stored: int, active: int, rounds: int) -> dict:
    folder = tempfile.mkdtemp(prefix="meeple-bench-")
    h = Harness(f"sqlite+aiosqlite:///{os.path.join(folder, 'bench.db')}", seed_source=iter(range(1, 10**9)).__next__)
    await h.start()
    await _store_finished(h, stored)
    svc = h.bot.service
    games = []
    for i in range(active):
        a, b = h.user(f"a{i}", 10_000 + 2 * i), h.user(f"b{i}", 10_001 + 2 * i)
        row = await svc.create_lobby(2000, 5000 + i, a.id, a.name, "loveletter", {}, "en")
        await svc.join(row.id, b.id, b.name, "en")
        row = await svc.start(row.id, a.id)
        games.append((row.id, (a, b)))
    await h.bot.tables.idle()
    game = registry.get("loveletter")
    ack_ms, answer_ms, done_ms = [], [], []
    for _ in range(rounds):
        tokens = []
        for gid, users in games:
            row = await svc.get(gid)
            if row.status != "running":
                continue
            state = game.load(row.state)
            seat = game.to_act(state)[0]
            move = game.legal_moves(state, seat)[0]
            custom_id = f"mp:m:{gid}:{row.version}:{move.id}"
            message = Message(h.fake.next_id(), 5000, components=[{"type": 1, "components": [
                {"type": 2, "style": 1, "label": "x", "custom_id": custom_id}]}])
            h.fake.messages[message.id] = message
            started = time.perf_counter()
            token = await h.click(users[seat], message, custom_id=custom_id, wait=False)
            tokens.append((token, started))
        await h.settle()
        finished = time.perf_counter()
        for token, started in tokens:
            ack_ms.append((h.fake.ack_times[token] - started) * 1000)
            answer_ms.append((h.fake.answer_times[token] - started) * 1000)
            done_ms.append((finished - started) * 1000)
    total = await svc.count_games()
    await h.stop()
    return {
        "stored_games": total, "active_games": active, "clicks": len(ack_ms),
        "ack_p50_ms": round(statistics.median(ack_ms), 2), "ack_p99_ms": round(_pct(ack_ms, 0.99), 2),
        "ack_max_ms": round(max(ack_ms), 2),
        "answer_p50_ms": round(statistics.median(answer_ms), 1), "answer_p99_ms": round(_pct(answer_ms, 0.99), 1),
        "round_p50_ms": round(statistics.median(done_ms), 1), "round_p99_ms": round(_pct(done_ms, 0.99), 1),
        "note": "ack = click until Discord got the (deferred) acknowledgement; answer = until the move was "
                "committed and the player's message edited; round = until all clicks of a round (one per active "
                "game, sent at once) were applied, answered and announced (board, DMs)",
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.bench", description=__doc__.splitlines()[0])
    parser.add_argument("--stored", type=int, default=1000)
    parser.add_argument("--active", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    figures = asyncio.run(run(args.stored, args.active, args.rounds))
    if args.json:
        print(json.dumps(figures))
    else:
        for key, value in figures.items():
            print(f"{key:>14}: {value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
