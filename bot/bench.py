"""The bot's speed, measured through the real discord.py library: ``python -m bot.bench``.

Stores finished games of every registered game and starts running ones (humans only, one channel
each), then drives real clicks through the fake Discord: (a) a burst of simultaneous move clicks, one
per running game, and (b) Poisson streams of move clicks at several rates. For each click it times
click → acknowledgement and click → the last Discord call that click caused (the mover's answer, the
board edit, DMs, ping), and apart from it click → the announcement's text done (board, DMs, ping
sent), click → its pictures attached (they follow the text by a later edit), and click → the mover's
answer sent (``answer_*``: their own message edited, its picture following later too). A click goes only to
a game with nothing in flight, so every call on that game's channels until its next click is that
click's; when the bot cannot keep up, the achieved rate falls below the offered one (both printed).
The floor — a raw SQLite transaction of the same shape as a move, and 100 of them in one commit — is
measured in the same run, and each latency is printed beside it as a ratio. Also: SQL statements and
commits per click, CPU per click, peak RSS, bytes per finished game, start-up with many stored games,
the engine's legal_moves + apply median per game, and the CPU per picture (board and hand, median over the
games, beside the floor of encoding the same pixels).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import resource
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time

from sqlalchemy import event, insert

from engine import registry
from engine.invariants import play_random_game

from .harness.driver import Harness
from .harness.fake import Message
from .play.service import FLUSH_SECONDS
from .store import movelog
from .store.db import DeliveryRow, GameRow, MoveLogRow, MoveRow


def _pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, round(q * (len(values) - 1)))] if values else 0.0


def _ms(seconds: float) -> float:
    return round(seconds * 1000, 2)


# ---------------------------------------------------------------------- stored games
def _finished_records(per_game: int) -> list[tuple[str, int, int, dict, list]]:
    """(game, players, seed, result, [(seat, move id, events)]) of random finished games of every game."""
    out = []
    for gid, game in registry.games().items():
        for k in range(per_game):
            n = game.min_players + k % (game.max_players - game.min_players + 1)
            run = play_random_game(game, n, 1000 + k, None, thorough=False)
            state, moves = game.setup(n, 1000 + k, None), []
            for seat, move_id in run.moves:
                state, events = game.apply(state, seat, move_id)
                moves.append((seat, move_id, [e.to_dict() for e in events]))
            out.append((gid, n, 1000 + k, game.dump(state), game.result(state), moves))
    return out


async def _store_finished(db, records, count: int, channel_base: int) -> None:
    """``count`` finished games, cycling through ``records``, as the service would have left them."""
    packs: dict[int, bytes] = {}  # a pack does not name its game: one per record is enough
    async with db.engine.begin() as conn:
        for i in range(count):
            gid, n, seed, state, result, moves = records[i % len(records)]
            seats = [{"user_id": 1 + s, "name": f"p{s}", "ai": False, "lang": "en"} for s in range(n)]
            res = await conn.execute(insert(GameRow.__table__).values(
                channel_id=channel_base + i, guild_id=2000, game=gid, status="finished", host_id=1, lang="en",
                seats=seats, options={}, seed=seed, state=state, version=len(moves), result=result,
                created_at=_now(),
                updated_at=_now(), finished_at=_now()))
            row_id = res.inserted_primary_key[0]
            await conn.execute(insert(DeliveryRow.__table__).values(
                game_row_id=row_id, announced_version=len(moves), shown_version=len(moves), dms={}, dm_warned=[],
                pinged=[]))
            if i % len(records) not in packs:  # as service.archive leaves it: packed by the same function
                packs[i % len(records)] = movelog.pack([
                    MoveRow(game_row_id=row_id, version=v + 1, seat=seat, move_id=mid, user_id=1 + seat, events=events)
                    for v, (seat, mid, events) in enumerate(moves)], [])
            await conn.execute(insert(MoveLogRow.__table__).values(game_row_id=row_id, log=packs[i % len(records)]))


def _now():
    from .store.db import now

    return now()


def _file_bytes(path: str) -> int:
    return sum(os.path.getsize(p) for p in (path, path + "-wal") if os.path.exists(p))


# ---------------------------------------------------------------------- the floor
def _floor(path: str, state_bytes: int, events_bytes: int) -> dict:
    """A move's transaction on raw SQLite (same pragmas): one UPDATE with a compare-and-swap, one INSERT."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=NORMAL")
    conn.execute("CREATE TABLE fg (id INTEGER PRIMARY KEY, state TEXT, version INT)")
    conn.execute("CREATE TABLE fm (id INTEGER PRIMARY KEY, g INT, version INT, events TEXT, UNIQUE (g, version))")
    conn.executemany("INSERT INTO fg VALUES (?, '{}', 0)", [(i,) for i in range(100)])
    state, events = "x" * state_bytes, "y" * events_bytes
    one = []
    for k in range(300):
        g = k % 100
        started = time.perf_counter()
        conn.execute("BEGIN IMMEDIATE")
        cur = conn.execute("UPDATE fg SET state = ?, version = version + 1 WHERE id = ? AND version = ?",
                           (state, g, k // 100))
        assert cur.rowcount == 1
        conn.execute("INSERT INTO fm (g, version, events) VALUES (?, ?, ?)", (g, k // 100 + 1, events))
        conn.execute("COMMIT")
        one.append(time.perf_counter() - started)
    started = time.perf_counter()
    conn.execute("BEGIN IMMEDIATE")
    for g in range(100):
        conn.execute("UPDATE fg SET state = ?, version = version + 1 WHERE id = ? AND version = ?", (state, g, 3))
        conn.execute("INSERT INTO fm (g, version, events) VALUES (?, ?, ?)", (g, 4, events))
    conn.execute("COMMIT")
    group = time.perf_counter() - started
    conn.close()
    return {"one_move_p50_ms": _ms(statistics.median(one)), "one_move_p99_ms": _ms(_pct(one, 0.99)),
            "hundred_in_one_commit_ms": _ms(group)}


# ---------------------------------------------------------------------- running games and clicks
class Bench:
    def __init__(self, h: Harness):
        self.h = h
        self.svc = h.bot.service
        self.games: dict[int, dict] = {}  # running gid -> {users, channel, watch: its channel and DM channels}
        self.info: dict[int, dict] = {}  # the same, ended games kept
        self.busy: set[int] = set()
        self.clicks: list[dict] = []
        self.marks: dict[tuple[int, int], dict[str, float]] = {}  # (game, version) -> {"text"/"picture": when}
        h.bot.tables.announcer.on_done = self._mark

    def _mark(self, gid: int, version: int, part: str, when: float) -> None:
        self.marks.setdefault((gid, version), {})[part] = when

    async def start_games(self, count: int) -> None:
        ids = list(registry.games())
        for i in range(count):
            game = registry.get(ids[i % len(ids)])
            channel = 5000 + i
            users = [self.h.user(f"g{i}p{s}", 50_000 + 10 * i + s) for s in range(game.min_players)]
            row = await self.svc.create_lobby(2000, channel, users[0].id, users[0].name, game.id, {}, "en")
            for u in users[1:]:
                await self.svc.join(row.id, u.id, u.name, "en")
            row = await self.svc.start(row.id, users[0].id)
            self.games[row.id] = {"users": users, "channel": channel}
            self.h.bot.tables.spawn(self.h.bot.tables.publish(row.id, row=row), f"publish-{row.id}")
        await self.h.settle()
        for info in self.games.values():
            info["watch"] = {info["channel"], *(self.h.fake.dm_channels.get(u.id) for u in info["users"])}
        self.info.update(self.games)

    def idle_games(self) -> list[int]:
        workers = self.h.bot.tables.publisher._workers
        return [g for g in self.games if g not in self.busy and g not in workers]

    async def click(self, gid: int, phase: str) -> bool:
        """One move click on ``gid`` by the player to act; False if the game has ended."""
        row = await self.svc.current(gid)
        if row is None or row.status != "running":
            self.games.pop(gid, None)
            return False
        game = registry.get(row.game)
        state = game.load(row.state)
        seat = game.to_act(state)[0]
        move = random.Random(f"{gid}:{row.version}").choice(game.legal_moves(state, seat))
        custom_id = f"mp:m:{gid}:{row.version}:{move.id}"
        info = self.games[gid]
        message = Message(self.h.fake.next_id(), info["channel"], components=[{"type": 1, "components": [
            {"type": 2, "style": 1, "label": "x", "custom_id": custom_id}]}])
        self.h.fake.messages[message.id] = message
        self.busy.add(gid)
        started = time.perf_counter()
        token = await self.h.click(info["users"][seat], message, custom_id=custom_id, wait=False)
        self.clicks.append({"gid": gid, "token": token, "at": started, "phase": phase, "version": row.version + 1})
        asyncio.get_running_loop().call_later(0, self._watch, gid, token)
        return True

    def _watch(self, gid: int, token: str) -> None:
        async def wait():  # the game is free again once its click is answered and announced
            await self.h.fake.answered(token)  # woken by the fake, not polled: polling would eat the CPU measured
            tables = self.h.bot.tables
            while True:
                pending = [t for t in tables._tasks if not t.done()
                           and t.get_name() in (f"meeple:publish-{gid}", f"meeple:pictures-{gid}")]
                worker = tables.publisher._workers.get(gid)
                if worker is not None:
                    pending.append(worker)
                if not pending:
                    break
                await asyncio.wait(pending)
            self.busy.discard(gid)

        asyncio.get_running_loop().create_task(wait())

    def figures(self, phase: str) -> dict:
        """click → ack and click → last resulting call, from the fake's timeline."""
        fake = self.h.fake
        clicks = [c for c in self.clicks if c["phase"] == phase]
        by_game: dict[int, list[dict]] = {}
        for c in sorted(self.clicks, key=lambda c: c["at"]):
            by_game.setdefault(c["gid"], []).append(c)
        ack, done, text, picture, answered = [], [], [], [], []
        for c in clicks:
            if c["token"] in fake.answer_times:  # the mover's answer: the click's first follow-up or edit
                answered.append(fake.answer_times[c["token"]] - c["at"])
            mark = self.marks.get((c["gid"], c["version"]), {})
            if "text" in mark:
                text.append(mark["text"] - c["at"])
                picture.append(mark.get("picture", mark["text"]) - c["at"])
            later = [n["at"] for n in by_game[c["gid"]] if n["at"] > c["at"]]
            until = min(later) if later else float("inf")
            info = self.info[c["gid"]]
            last = max((when for when, _m, _p, target in fake.timeline
                        if c["at"] <= when < until and (target in info["watch"] or target == c["token"])),
                       default=c["at"])
            ack.append(fake.ack_times[c["token"]] - c["at"])
            done.append(last - c["at"])
        return {"clicks": len(clicks), "ack_p50_ms": _ms(_pct(ack, 0.5)), "ack_p99_ms": _ms(_pct(ack, 0.99)),
                "last_call_p50_ms": _ms(_pct(done, 0.5)), "last_call_p99_ms": _ms(_pct(done, 0.99)),
                "last_call_max_ms": _ms(max(done, default=0)),
                "text_done_p50_ms": _ms(_pct(text, 0.5)), "text_done_p99_ms": _ms(_pct(text, 0.99)),
                "picture_done_p50_ms": _ms(_pct(picture, 0.5)), "picture_done_p99_ms": _ms(_pct(picture, 0.99)),
                "answer_p50_ms": _ms(_pct(answered, 0.5)), "answer_p99_ms": _ms(_pct(answered, 0.99))}

    async def burst(self) -> dict:
        gids = self.idle_games()
        started = time.perf_counter()
        for gid in gids:  # fed back to back, none acknowledged before the next arrives
            await self.click(gid, "burst")
        await self.h.settle()
        await self._drain()
        figures = self.figures("burst")
        last = max((when for when, *_ in self.h.fake.timeline), default=started)
        figures["all_done_ms"] = _ms(last - started)
        marks = [self.marks.get((c["gid"], c["version"]), {}) for c in self.clicks if c["phase"] == "burst"]
        figures["all_text_done_ms"] = _ms(max((m["text"] for m in marks if "text" in m), default=started) - started)
        figures["all_pictures_done_ms"] = _ms(max((m.get("picture", m["text"]) for m in marks if "text" in m),
                                                  default=started) - started)
        return figures

    async def stream(self, rate: float, seconds: float, phase: str) -> dict:
        rng = random.Random(int(rate))
        started = time.perf_counter()
        offered = 0
        moment = started
        while True:
            moment += rng.expovariate(rate)
            if moment - started > seconds:
                break
            delay = moment - time.perf_counter()
            if delay > 0:
                await asyncio.sleep(delay)
            offered += 1
            free = self.idle_games()
            if free:
                await self.click(rng.choice(free), phase)
        await self.h.settle()
        await self._drain()
        figures = self.figures(phase)
        figures.update(offered_per_s=rate, achieved_per_s=round(figures["clicks"] / seconds, 1))
        return figures

    async def _drain(self) -> None:
        while self.busy:
            await asyncio.sleep(0.005)


class Counter:
    """SQL statements and commits sent to the database, and CPU spent rendering pictures."""

    def __init__(self, engine):
        self.statements = self.commits = 0
        event.listen(engine.sync_engine, "before_cursor_execute", self._statement)
        event.listen(engine.sync_engine, "commit", self._commit)

    def _statement(self, *args) -> None:
        self.statements += 1

    def _commit(self, *args) -> None:
        self.commits += 1


async def _per_click_sql(bench: Bench, counter: Counter, clicks: int) -> dict:
    """Clicks one at a time on warm games: what the move's own transaction costs, and the whole click."""
    svc = bench.svc
    inside = {"statements": 0, "commits": 0}
    play = svc.play

    async def counted(*args, **kwargs):
        s0, c0 = counter.statements, counter.commits
        try:
            return await play(*args, **kwargs)
        finally:
            inside["statements"] += counter.statements - s0
            inside["commits"] += counter.commits - c0

    for gid in list(bench.games)[:clicks]:  # warm-up: the first move after Start reads the game afresh
        await bench.click(gid, "warm")
        await bench.h.settle()
        await bench._drain()
    svc.play = counted
    s0, c0, done = counter.statements, counter.commits, 0
    try:
        for gid in list(bench.games)[:clicks]:
            if await bench.click(gid, "sql"):
                done += 1
                await bench.h.settle()
                await bench._drain()
        await svc.flush()  # the message ids still waiting for their batch are these clicks' too
    finally:
        svc.play = play
    done = max(done, 1)
    return {"clicks": done, "move_statements": round(inside["statements"] / done, 2),
            "move_commits": round(inside["commits"] / done, 2),
            "click_statements": round((counter.statements - s0) / done, 2),
            "click_commits": round((counter.commits - c0) / done, 2)}


# ---------------------------------------------------------------------- start-up
def _startup(path: str) -> float:
    """Seconds for a whole new process to start the bot on ``path`` and re-announce what is behind."""
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "bot.bench", "--startup-probe", path], check=True,
                   stdout=subprocess.DEVNULL)
    return round(time.perf_counter() - started, 2)


async def _probe(path: str) -> None:
    h = Harness(f"sqlite+aiosqlite:///{path}", picture_workers=1)
    await h.start()  # login runs setup_hook: schema, cogs, resume (re-announce)
    await h.bot.tables.idle()
    await h.stop()


async def _prepare_startup(path: str, records, stored: int, running: int) -> None:
    h = Harness(f"sqlite+aiosqlite:///{path}", seed_source=iter(range(1, 10**9)).__next__)
    await h.start()
    await _store_finished(h.bot.db, records, stored, 900_000)
    bench = Bench(h)
    await bench.start_games(running)
    async with h.bot.db.engine.begin() as conn:  # as if the process died before announcing the last move
        await conn.exec_driver_sql("UPDATE deliveries SET announced_version = (SELECT version - 1 FROM games WHERE "
                                   "id = game_row_id), shown_version = (SELECT version - 1 FROM games WHERE id = "
                                   "game_row_id) WHERE game_row_id IN (SELECT id FROM games WHERE status = 'running')")
    await h.stop()


# ---------------------------------------------------------------------- all of it
async def run(args) -> dict:
    folder = tempfile.mkdtemp(prefix="meeple-bench-")
    try:
        return await _run(args, folder)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


async def _run(args, folder: str) -> dict:
    out: dict = {}
    records = _finished_records(args.per_game)
    path = os.path.join(folder, "bench.db")
    h = Harness(f"sqlite+aiosqlite:///{path}", seed_source=iter(range(1, 10**9)).__next__, edit_rate=1.0,
                picture_workers=1, flush_delay=FLUSH_SECONDS,  # pictures in a process, ids in batches: as deployed
                pictures_later=True)  # texts at once, pictures attached by a later edit: as deployed
    await h.start()
    empty = _file_bytes(path)
    await _store_finished(h.bot.db, records, args.stored, 900_000)
    async with h.bot.db.engine.connect() as conn:
        await conn.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)")
    out["bytes_per_finished_game"] = round((_file_bytes(path) - empty) / max(1, args.stored))
    state_bytes = round(statistics.mean(len(json.dumps(r[3])) for r in records))
    events_bytes = round(statistics.mean(len(json.dumps(m[2])) for r in records for m in r[5]))
    out["floor"] = _floor(os.path.join(folder, "floor.db"), state_bytes, events_bytes)
    floor_one, floor_group = out["floor"]["one_move_p99_ms"], out["floor"]["hundred_in_one_commit_ms"]

    bench = Bench(h)
    await bench.start_games(args.running)
    counter = Counter(h.bot.db.engine)
    painter = h.bot.tables.painter  # pictures are drawn in its worker process, on their own CPU clock
    out["sql_per_click"] = await _per_click_sql(bench, counter, min(20, len(bench.games)))
    cpu0, pictures0, n0 = time.process_time(), painter.cpu_seconds, len(bench.clicks)
    burst = await bench.burst()
    burst["all_done_vs_floor_100_in_one_commit"] = round(burst["all_done_ms"] / max(floor_group, 1e-3), 1)
    out["burst"] = burst
    for rate in args.rates:
        s0, c0, n1 = counter.statements, counter.commits, len(bench.clicks)
        figures = await bench.stream(rate, args.seconds, f"poisson_{rate:g}")
        await bench.svc.flush()  # what is still waiting for its batch belongs to this stream's clicks
        n = max(1, len(bench.clicks) - n1)  # batched commits count as a share of the clicks they served
        figures.update(statements_per_click=round((counter.statements - s0) / n, 2),
                       commits_per_click=round((counter.commits - c0) / n, 2))
        figures["last_call_p99_vs_floor"] = round(figures["last_call_p99_ms"] / max(floor_one, 1e-3), 1)
        figures["ack_p99_vs_floor"] = round(figures["ack_p99_ms"] / max(floor_one, 1e-3), 1)
        out[f"poisson_{rate:g}_per_s"] = figures
    clicks = max(1, len(bench.clicks) - n0)
    pictures = painter.cpu_seconds - pictures0
    cpu = time.process_time() - cpu0 + (pictures if painter.workers else 0)  # + the worker's, if a process
    out["cpu_per_click_ms"] = {"all": _ms(cpu / clicks), "pictures_excluded": _ms((cpu - pictures) / clicks),
                               "note": "includes the fake Discord and discord.py's own work"}
    out["running_games_left"] = len(bench.games)
    out["errors_logged"] = len(h.errors)
    await h.stop()

    startup = os.path.join(folder, "startup.db")
    await _prepare_startup(startup, records, args.startup_games, min(100, args.running))
    out["startup_s"] = {"stored_games": args.startup_games + min(100, args.running), "seconds": _startup(startup)}
    out["peak_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    out["engine_median_us"] = _engine(args.engine_budget)
    out["picture_cpu_ms"] = _pictures(args.picture_states)  # after the peak RSS: it draws in this process
    return out


def _pictures(states: int) -> dict:
    """CPU per picture (board and hand apart): the median over the games, the worst games, and the floor
    (encoding the same pixels, which every picture pays). Per game: ``python -m engine.picturebench``."""
    from engine import picturebench

    figures = picturebench.measure(states)
    figures.pop("per_game")
    for part in ("board", "hand"):
        f = figures[part]
        f["median_vs_floor"] = round((f["median_ms"] or 0) / max(f["floor_median_ms"] or 0, 1e-3), 1)
    return figures


def _engine(budget: float) -> dict:
    from engine import simulate

    ids = list(registry.games())
    return {gid: simulate.run(gid, 1000, None, 1, thorough=False, budget_s=budget / len(ids))["median_us"]
            for gid in ids}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.bench", description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="smaller figures, under a minute")
    parser.add_argument("--stored", type=int, help="finished games stored (default 1000; quick 200)")
    parser.add_argument("--running", type=int, help="running games clicked (default 100; quick 40)")
    parser.add_argument("--rates", type=float, nargs="+", default=[10, 50, 200], help="Poisson clicks/s")
    parser.add_argument("--seconds", type=float, help="length of each Poisson stream (default 10; quick 2)")
    parser.add_argument("--startup-games", type=int, help="finished games for the start-up figure (10000; 2000)")
    parser.add_argument("--engine-budget", type=float, help="seconds for the engine figures (20; quick 3)")
    parser.add_argument("--picture-states", type=int, help="mid-game states drawn per game for CPU per picture (3; 1)")
    parser.add_argument("--per-game", type=int, default=3, help="distinct finished games generated per game")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--startup-probe", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.startup_probe:
        asyncio.run(_probe(args.startup_probe))
        return 0
    defaults = {"stored": (1000, 200), "running": (100, 40), "seconds": (10.0, 2.0),
                "startup_games": (10_000, 2000), "engine_budget": (20.0, 3.0), "picture_states": (3, 1)}
    for key, (full, quick) in defaults.items():
        if getattr(args, key) is None:
            setattr(args, key, quick if args.quick else full)
    figures = asyncio.run(run(args))
    if args.json:
        print(json.dumps(figures))
    else:
        for key, value in figures.items():
            print(f"{key:>24}: {json.dumps(value)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
