"""The game service: load, validate, apply, persist. No Discord objects here, only ids and names.

Every change to a game happens under that game's lock and commits in one transaction guarded by a
compare-and-swap on ``version``; a move also appends a row to the move log.
"""

from __future__ import annotations

import asyncio
import logging
import random
from collections import defaultdict
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from sqlalchemy import and_, delete, func, or_, update
from sqlmodel import select

from engine import EngineError, Event, Game, IllegalMove, Move, SetupError, canonical, registry
from engine.registry import UnknownGame

from ..store import movelog
from ..store.cache import RECENT_MOVES, Entry, GameCache, snapshot
from ..store.db import (
    ACTIVE,
    Database,
    GameClockRow,
    GameRow,
    GameSeatRow,
    MoveLogRow,
    MoveRow,
    SeatClockRow,
    StatRow,
    UndoMarkRow,
    UndoneMoveRow,
    now,
)
from ..store.ratings import rate_game
from ..store.writer import Writer
from .clock import Clock
from .snapshot import Snapshots

CAS_TRIES = 3
FLUSH_SECONDS = 0.25  # message ids of announcements are written this soon, many games in one commit

log = logging.getLogger("meeple.service")


class UserError(Exception):
    """A refusal a user should read (translated by ``key``); nothing was changed."""

    def __init__(self, key: str, **fmt):
        super().__init__(key)
        self.key, self.fmt = key, fmt


@dataclass
class MoveOutcome:
    row: GameRow
    seat: int
    move: Move
    events: list[Event]
    before: dict  # the state the move was played in (for its label)
    undoable: bool = False  # the player may take this move back (Undo button)
    strikes: int = 0  # for a move the timer played: the seat's consecutive timeouts (0 if not a new one)


@dataclass
class Claim:
    """Versions this process committed and so owns the announcement of (claimed in the move's transaction).

    ``version`` is the latest such version; ``announced_before`` and ``pinged_before`` are what the board
    showed and who was pinged before the first of them not yet sent (a flood folds into one announcement,
    which pings whoever became due since what was last shown).
    """

    version: int
    announced_before: int | None
    pinged_before: list


@dataclass
class UndoOutcome:
    row: GameRow
    seat: int
    undone: UndoneMoveRow


def replay(game: Game, row: GameRow, moves: list[MoveRow]) -> list[dict]:
    """States along seed + moves: ``[initial, after move 1, ...]`` (the engine is deterministic)."""
    state = game.setup(len(row.seats), row.seed, row.options)
    states = [state]
    for m in moves:
        state, _ = game.apply(state, m.seat, m.move_id)
        states.append(state)
    return states


def find_move(game: Game, state: dict, seat: int, move_id: str) -> Move | None:
    return next((m for m in game.legal_moves(state, seat) if m.id == move_id), None)


def outcomes(row: GameRow, result: dict | None) -> list[tuple[bool, float | None]]:
    """Each seat's (won, final score or None) from a game's result."""
    winners = set((result or {}).get("winners") or [])
    scores = (result or {}).get("scores") or []
    return [(i in winners, scores[i] if i < len(scores) and isinstance(scores[i], int | float)
             and not isinstance(scores[i], bool) else None) for i in range(len(row.seats))]


def stat_rows(row: GameRow, status: str, result: dict | None) -> list[StatRow]:
    """One stats row per seat of a game that just ended (finished or abandoned after it started)."""
    out = []
    for i, (seat, (won, score)) in enumerate(zip(row.seats, outcomes(row, result), strict=True)):
        ai = bool(seat.get("ai"))
        outcome = ("won" if won else "lost") if status == "finished" else "abandoned"
        out.append(StatRow(game_row_id=row.id, guild_id=row.guild_id, game=row.game, seat=i, name=seat["name"],
                           user_id=None if ai else seat.get("user_id"), ai=ai, outcome=outcome, score=score))
    return out


def rate_finished(s, row: GameRow, result: dict) -> None:
    """Skill ratings move with the game's end, in its transaction (cooperative games keep win rates only)."""
    if not registry.get(row.game).cooperative:
        rate_game(s, row.guild_id, row.game, row.seats, outcomes(row, result))


def names_of(row: GameRow) -> list[str]:
    return [s["name"] for s in row.seats]


def seat_of(row: GameRow, user_id: int | None) -> int | None:
    if user_id is None:
        return None
    for i, s in enumerate(row.seats):
        if s.get("user_id") == user_id and not s.get("ai"):
            return i
    return None


def as_utc(moment: datetime) -> datetime:
    """Deadlines are compared in UTC; a value read back without a time zone is UTC."""
    return moment.astimezone(UTC) if moment.tzinfo else moment.replace(tzinfo=UTC)


def pinged_for(game: Game, seats: list[dict], state) -> list[int]:
    """The human seats that must act in ``state`` (None: the game ended): those a turn ping is for."""
    return [] if state is None else [s for s in game.required_seats(state) if not seats[s].get("ai")]


BOOKKEEPING = ("board_message_id", "dms", "dm_warned", "ping_message_id")


def humans_due(row: GameRow, state: dict | None) -> set[int]:
    if state is None:
        return set()
    game = registry.get(row.game)
    return {s for s in game.required_seats(state) if not row.seats[s].get("ai")}


async def _running_row(s, gid: int) -> GameRow:
    row = await s.get(GameRow, gid)
    if row is None:
        raise UserError("err.game_gone")
    if row.status != "running":
        raise UserError("err.game_over" if row.status in ("finished", "abandoned") else "err.not_running")
    return row


async def archive(s, gid: int, last: MoveRow | None = None) -> None:
    """Pack an ending game's log into its ``move_logs`` row, in the caller's (ending) transaction.

    ``last``: the move that ends the game, not added to the session (it goes straight into the pack).
    """
    await s.run_sync(archive_sync, gid, last)


def archive_sync(s, gid: int, last: MoveRow | None = None) -> None:
    """:func:`archive` on a sync session (a writer unit)."""
    moves = list(s.execute(select(MoveRow).where(MoveRow.game_row_id == gid).order_by(MoveRow.version)).scalars())
    undone = list(s.execute(select(UndoneMoveRow).where(UndoneMoveRow.game_row_id == gid)).scalars())
    if last is not None:
        moves.append(last)
    s.add(MoveLogRow(game_row_id=gid, log=movelog.pack(moves, undone)))
    s.execute(delete(MoveRow).where(MoveRow.game_row_id == gid))
    if undone:
        s.execute(delete(UndoneMoveRow).where(UndoneMoveRow.game_row_id == gid))


async def _read_log(s, gid: int) -> tuple[list[MoveRow], list[UndoneMoveRow]]:
    """(moves, undone moves): a game's log, from its rows or, once it ended, its packed row.

    Read in this order so that a game packed between two reads (Postgres reads each statement afresh)
    is seen whole, either as rows or as its pack.
    """
    undone = list((await s.exec(select(UndoneMoveRow).where(UndoneMoveRow.game_row_id == gid))).all())
    moves = list((await s.exec(select(MoveRow).where(MoveRow.game_row_id == gid).order_by(MoveRow.version))).all())
    if not moves:
        packed = await s.get(MoveLogRow, gid)
        if packed is not None:
            return movelog.unpack(gid, packed.log)
    return moves, undone


async def _write_seats(s, gid: int, seats: list[dict]) -> None:
    """Keep ``game_seats`` (human seats by user) in step with ``games.seats``, in the caller's transaction."""
    await s.exec(delete(GameSeatRow).where(GameSeatRow.game_row_id == gid))
    s.add_all(GameSeatRow(game_row_id=gid, seat=i, user_id=x["user_id"])
              for i, x in enumerate(seats) if x.get("user_id") is not None and not x.get("ai"))


def undo_refusal(game: Game, row: GameRow, moves: list[MoveRow], seat: int, user_id: int) -> UserError:
    """Why this player cannot take back the game's latest move, as the refusal to show them: nothing of
    theirs to take back, another player (or a timer) acted since, or the generic rule's reason for their own
    latest move (``Game.undo_blocker``): the turn passed, randomness was drawn, something hidden was revealed;
    else the game itself forbids it."""
    last = moves[-1] if moves else None
    if last is None or not any(m.seat == seat and m.user_id == user_id for m in moves):
        return UserError("undo.refused", why="undo.why.none")
    if last.seat != seat:
        return UserError("undo.refused", why="undo.why.others")
    if last.user_id != user_id:  # a timer played for the seat
        return UserError("undo.refused", why="undo.why.none")
    try:
        states = replay(game, row, moves)
    except EngineError:
        return UserError("undo.refused", why="undo.why.log")
    before, after = states[-2], states[-1]
    events = [Event.from_dict(e) for e in last.events]
    code = game.undo_blocker(before, seat, after, events)
    if code == "turn_passed":
        others = [row.seats[i]["name"] for i in game.required_seats(after) if i != seat]
        if others:
            return UserError("undo.refused", why="undo.why.turn_passed", who=", ".join(others))
        return UserError("undo.refused", why="undo.why.game")
    if code == "drawn":
        return UserError("undo.refused", why="undo.why.drawn")
    if code is not None:
        return UserError("undo.refused", why="undo.why.revealed")
    return UserError("undo.refused", why="undo.why.game")


class GameService:
    def __init__(self, db: Database, seed_source=None, clock: Clock | None = None):
        self.db = db
        self.clock = clock or Clock()
        self._locks: dict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._seed = seed_source or (lambda: random.SystemRandom().getrandbits(62))
        self.cache = GameCache()
        self.snapshots = Snapshots()  # one per game version, shared by the answer, board, DMs and AI (snapshot.py)
        self.writer = Writer(db)  # moves and message ids: group commit on SQLite (bot/store/writer.py)
        self.claims: dict[int, Claim] = {}  # game -> versions this process committed, not yet announced
        self.books: dict[int, tuple[int, dict]] = {}  # game -> (version shown, message ids) of our last sends
        # message ids not yet written: they go with the game's next move, or in one commit for every game
        # ``flush_delay`` seconds after the first (None: only then and at idle and shutdown; 0: at once)
        self.pending: dict[int, dict] = {}
        self.flush_delay: float | None = FLUSH_SECONDS
        self._flusher: asyncio.Task | None = None
        self._flushing = asyncio.Lock()

    def lock(self, gid: int) -> asyncio.Lock:
        return self._locks[gid]

    # ------------------------------------------------------------------ reading
    async def get(self, gid: int) -> GameRow | None:
        async with self.db.session() as s:
            return await s.get(GameRow, gid)

    async def current(self, gid: int) -> GameRow | None:
        """The game as this process last wrote or read it (the database if it holds no copy).

        Good for what only reads (answers, announcements): a copy another process has since moved on
        from is caught by the compare-and-swap of any write, and by the claim of each announcement.
        """
        row = self.cache.row(gid)
        return row if row is not None else await self.get(gid)

    async def refresh(self, gid: int) -> None:
        """Forget this process's copy of a game (the next read goes to the database)."""
        self.cache.drop(gid)

    async def _entry(self, gid: int, fresh: bool = False) -> Entry | None:
        """The cached snapshot of a game, read from the database if absent (or if ``fresh``)."""
        entry = None if fresh else self.cache.get(gid)
        if entry is not None:
            return entry
        async with self.db.session() as s:
            row = await s.get(GameRow, gid)
            if row is None:
                self.cache.drop(gid)
                return None
            q = (select(MoveRow).where(MoveRow.game_row_id == gid).order_by(MoveRow.version.desc())
                 .limit(RECENT_MOVES))
            moves = list(reversed((await s.exec(q)).all()))
            mark = await s.get(UndoMarkRow, gid)
            clock = await s.get(GameClockRow, gid)
        entry = Entry(row, complete=len(moves) < RECENT_MOVES, mark=mark, clock=clock)
        entry.moves.extend(moves)
        if row.status == "running":  # only running games are worth keeping
            self.cache.put(entry)
        return entry

    async def require(self, gid: int) -> GameRow:
        row = await self.get(gid)
        if row is None:
            raise UserError("err.game_gone")
        return row

    async def active_in_channel(self, channel_id: int) -> GameRow | None:
        async with self.db.session() as s:
            q = select(GameRow).where(GameRow.channel_id == channel_id, GameRow.status.in_(ACTIVE))
            return (await s.exec(q)).first()

    async def unannounced_games(self) -> list[GameRow]:
        """Games whose board is behind their state: running ones, and ended ones announced while running."""
        async with self.db.session() as s:
            behind = or_(GameRow.shown_version.is_(None), GameRow.shown_version != GameRow.version)
            q = select(GameRow).where(GameRow.state.is_not(None), or_(
                and_(GameRow.status == "running", behind),
                and_(GameRow.status != "running", GameRow.shown_version.is_not(None),
                     GameRow.shown_version != GameRow.version)))
            return list(await s.exec(q))

    async def running_games(self) -> list[GameRow]:
        async with self.db.session() as s:
            q = select(GameRow).where(GameRow.status == "running")
            return list(await s.exec(q))

    async def games_of_user(self, user_id: int) -> list[GameRow]:
        """Running games where this user holds a seat (for /hand in DMs): one query on ``game_seats``' index."""
        async with self.db.session() as s:
            q = (select(GameRow).join(GameSeatRow, GameSeatRow.game_row_id == GameRow.id)
                 .where(GameSeatRow.user_id == user_id, GameRow.status == "running").order_by(GameRow.id))
            return [r for r in await s.exec(q) if seat_of(r, user_id) is not None]

    async def recent_moves(self, gid: int, limit: int, version: int | None = None) -> list[MoveRow]:
        """The last ``limit`` logged moves (up to ``version``, the row being shown, if given)."""
        entry = self.cache.get(gid)
        if entry is not None and limit <= RECENT_MOVES and (version is None or version == entry.row.version):
            return list(entry.moves)[-limit:]
        async with self.db.session() as s:
            q = select(MoveRow).where(MoveRow.game_row_id == gid).order_by(MoveRow.version.desc()).limit(limit)
            moves = list(reversed((await s.exec(q)).all()))
            packed = None if moves else await s.get(MoveLogRow, gid)
        return moves if packed is None else movelog.unpack(gid, packed.log)[0][-limit:]

    async def move_log(self, gid: int) -> tuple[list[MoveRow], list[UndoneMoveRow]]:
        """A game's whole log: (moves in version order, undone moves), running or ended."""
        async with self.db.session() as s:
            return await _read_log(s, gid)

    async def all_moves(self, gid: int) -> list[MoveRow]:
        return (await self.move_log(gid))[0]

    async def count_games(self) -> int:
        async with self.db.session() as s:
            return (await s.exec(select(func.count()).select_from(GameRow))).one()

    # ------------------------------------------------------------------ lobby
    async def create_lobby(self, guild_id: int | None, channel_id: int, host_id: int, host_name: str,
                           game_id: str, options: dict | None, lang: str) -> GameRow:
        try:
            game = registry.get(game_id)
        except UnknownGame:
            raise UserError("err.unknown_game", game=game_id) from None
        try:
            parsed = game.parse_options(options)
        except SetupError as exc:
            raise UserError("err.bad_option", error=str(exc)) from None
        existing = await self.active_in_channel(channel_id)
        if existing is not None:
            raise UserError("err.channel_busy", game=registry.get(existing.game).localized_name(lang),
                            status=existing.status, gid=existing.id)
        row = GameRow(guild_id=guild_id, channel_id=channel_id, game=game.id, host_id=host_id, lang=lang,
                      options=parsed, seats=[{"user_id": host_id, "name": host_name, "ai": False, "lang": lang}])
        async with self.db.session() as s:
            s.add(row)
            try:
                await s.flush()
                await _write_seats(s, row.id, row.seats)
                await s.commit()
            except Exception:  # the unique index: someone else opened a lobby here a moment ago
                await s.rollback()
                existing = await self.active_in_channel(channel_id)
                if existing is None:
                    raise
                raise UserError("err.channel_busy", game=registry.get(existing.game).localized_name(lang),
                                status=existing.status, gid=existing.id) from None
            await s.refresh(row)
        return row

    async def _mutate(self, gid: int, change, statuses=("lobby",), after=None) -> GameRow:
        """Change a game's row by a compare-and-swap on its version, retried when another writer won.

        ``change(row, seats)`` edits a copy of the row (it may raise UserError); ``after(s, row, version)``
        adds more writes to the same transaction. A race lost three times gives "the table changed".
        """
        for _ in range(CAS_TRIES):
            async with self.lock(gid), self.db.session() as s:
                row = await s.get(GameRow, gid)
                if row is None:
                    raise UserError("err.game_gone")
                if row.status not in statuses:
                    raise UserError("err.not_lobby" if row.status == "running" else "err.not_running")
                version = row.version
                seats = [dict(x) for x in row.seats]
                status_before = row.status
                change(row, seats)
                values = {"seats": seats, "version": version + 1, "updated_at": now(), "status": row.status,
                          "host_id": row.host_id, "seed": row.seed, "state": row.state,
                          "finished_at": row.finished_at}
                s.expunge(row)
                swapped = await s.exec(update(GameRow).where(GameRow.id == gid, GameRow.version == version)
                                       .values(**values))
                if swapped.rowcount != 1:
                    await s.rollback()
                    continue
                for key, value in values.items():
                    setattr(row, key, value)
                await _write_seats(s, gid, seats)
                if status_before == "running" and row.status == "abandoned":
                    s.add_all(stat_rows(row, "abandoned", None))
                    await archive(s, gid)
                if after is not None:
                    await after(s, row, version + 1)
                await s.commit()
                self.cache.drop(gid)  # rare writes: the next move reads the game afresh
                return row
        raise UserError("err.table_changed")

    async def join(self, gid: int, user_id: int, name: str, lang: str) -> GameRow:
        def change(row, seats):
            game = registry.get(row.game)
            if seat_of(row, user_id) is not None:
                raise UserError("err.already_joined")
            if len(seats) >= game.max_players_for(row.options):
                raise UserError("err.table_full", max=game.max_players_for(row.options))
            seats.append({"user_id": user_id, "name": name, "ai": False, "lang": lang})
        return await self._mutate(gid, change)

    async def add_ai(self, gid: int, user_id: int, ai_name, level: str = "normal") -> GameRow:
        def change(row, seats):
            game = registry.get(row.game)
            if user_id != row.host_id and seat_of(row, user_id) is None:
                raise UserError("err.not_player")
            if len(seats) >= game.max_players_for(row.options):
                raise UserError("err.table_full", max=game.max_players_for(row.options))
            count = sum(1 for x in seats if x.get("ai")) + 1
            seats.append({"user_id": None, "name": ai_name(count), "ai": True, "lang": row.lang, "level": level})
        return await self._mutate(gid, change)

    async def leave_lobby(self, gid: int, user_id: int) -> GameRow:
        """A player leaves the lobby; when the host leaves, the next human becomes host (or it closes)."""
        def change(row, seats):
            i = seat_of(row, user_id)
            if i is None:
                raise UserError("err.not_player")
            seats.pop(i)
            if user_id == row.host_id:
                humans = [x for x in seats if not x.get("ai")]
                if humans:
                    row.host_id = humans[0]["user_id"]
                else:
                    row.status = "abandoned"
                    row.finished_at = now()
        return await self._mutate(gid, change)

    async def cancel(self, gid: int, user_id: int) -> GameRow:
        def change(row, seats):
            if user_id != row.host_id:
                raise UserError("err.not_host", host=row.seats[0]["name"] if row.seats else "?")
            row.status = "abandoned"
            row.finished_at = now()
        return await self._mutate(gid, change)

    async def start(self, gid: int, user_id: int) -> GameRow:
        def change(row, seats):
            game = registry.get(row.game)
            if user_id != row.host_id:
                host = next((x["name"] for x in seats if x.get("user_id") == row.host_id), "?")
                raise UserError("err.not_host", host=host)
            if len(seats) < game.min_players:
                raise UserError("err.not_enough", min=game.min_players, n=len(seats))
            row.seed = self._seed()
            try:
                row.state = game.dump(game.setup(len(seats), row.seed, row.options))
            except SetupError as exc:
                raise UserError("err.bad_option", error=str(exc)) from None
            row.status = "running"

        async def arm_first_turn(s, row, version):  # in the start's own transaction: no untimed first turn
            await self._arm(s, row, set(), humans_due(row, row.state), version)

        return await self._mutate(gid, change, after=arm_first_turn)

    async def _arm(self, s, row: GameRow, before: set[int], after: set[int], version: int,
                   timed_out: int | None = None, clock: GameClockRow | None | bool = False) -> int:
        return await s.run_sync(lambda sync: self._arm_sync(sync, row, before, after, version, timed_out, clock))

    def _arm_sync(self, s, row: GameRow, before: set[int], after: set[int], version: int,
                  timed_out: int | None = None, clock: GameClockRow | None | bool = False) -> int:
        """Keep the stored deadlines in step with who must act, inside the caller's transaction.

        A human seat that becomes due gets a fresh deadline; a seat that stays due (its next step, or
        another seat acted meanwhile) keeps its deadline; a seat no longer due has none. ``timed_out``
        is the seat the timer just played for: returns its count of consecutive timeouts if this is a new one.
        ``clock``: the game's clock if the caller knows it (False: read it).
        """
        if clock is False:
            clock = s.get(GameClockRow, row.id)
        if clock is None:
            return 0
        moment = as_utc(self.clock.now())
        rows = {r.seat: r for r in s.exec(select(SeatClockRow).where(SeatClockRow.game_row_id == row.id))}
        strikes = 0
        if timed_out is not None and timed_out in rows and not rows[timed_out].timed_out:
            rows[timed_out].timed_out = True
            rows[timed_out].strikes += 1
            strikes = rows[timed_out].strikes
        for seat in after:
            r = rows.get(seat)
            if r is None:
                r = rows[seat] = SeatClockRow(game_row_id=row.id, seat=seat)
            if r.due_at is None or seat not in before:
                r.due_at = moment + timedelta(seconds=clock.timeout_s)
                r.remind_at = moment + timedelta(seconds=clock.timeout_s / 2)
                r.reminded = r.timed_out = False
            r.version = version
        for seat, r in rows.items():
            if seat not in after:
                r.due_at = r.remind_at = None
            s.add(r)
        return strikes

    async def set_message(self, gid: int, **fields) -> None:
        """Record Discord bookkeeping (board message id, DM ids...) without touching the game."""
        async with self.db.session() as s:
            await s.exec(update(GameRow).where(GameRow.id == gid).values(**fields))
            await s.commit()
        self._note(gid, fields)

    def note_sent(self, gid: int, fields: dict) -> None:
        """Record what an announcement's sends left (message ids, ``shown_version``) without a commit of its own.

        The fields ride on the game's next move, or on the next flush (one commit for every game waiting).
        """
        self._note(gid, fields)
        self.pending[gid] = {**self.pending.get(gid, {}), **fields}
        if self.flush_delay is not None and (self._flusher is None or self._flusher.done()):
            # a flush due at once is part of the work the announcement started (tests wait for it)
            name = "meeple:flush" if not self.flush_delay else "flush-message-ids"
            self._flusher = asyncio.get_running_loop().create_task(self._flush_soon(), name=name)

    async def _flush_soon(self) -> None:
        while True:  # ids noted while a flush was writing get a flush of their own
            if self.flush_delay:
                await asyncio.sleep(self.flush_delay)
            try:
                await self.flush()
            except Exception:  # noqa: BLE001 - kept in ``pending``: the next move, flush or idle writes them
                log.exception("writing message ids failed")
                return
            if not self.pending:
                return

    async def flush(self) -> int:
        """Write every pending message id, all games in one commit; the number of games written.

        A flush already writing is waited for first, so once this returns nothing noted before is left
        unwritten (shutdown closes the database right after).
        """
        async with self._flushing:
            return await self._flush()

    async def _flush(self) -> int:
        batch, self.pending = self.pending, {}
        if not batch:
            return 0
        def write(s):
            for gid, fields in batch.items():
                q = update(GameRow).where(GameRow.id == gid)
                if fields.get("shown_version") is not None:  # never over what a later announcement left
                    q = q.where(or_(GameRow.shown_version.is_(None), GameRow.shown_version <= fields["shown_version"]))
                s.execute(q.values(**fields))

        try:
            await self.writer.run(write)  # with whatever moves are committing meanwhile
        except BaseException:
            self._keep(batch)
            raise
        return len(batch)

    def _keep(self, batch: dict[int, dict]) -> None:
        """Put back message ids a failed write did not store (under any newer ones noted since)."""
        for gid, fields in batch.items():
            self.pending[gid] = {**fields, **self.pending.get(gid, {})}

    def _note(self, gid: int, fields: dict) -> None:
        """Bookkeeping is not game state (no version): the cached row simply follows it."""
        if fields.get("shown_version") is not None:  # what our sends left, for our next announcement
            shown, old = self.books.get(gid, (None, {}))
            kept = old if shown is not None and shown <= fields["shown_version"] else {}
            self.books[gid] = (fields["shown_version"],
                               {**kept, **{k: v for k, v in fields.items() if k in BOOKKEEPING}})
        row = self.cache.row(gid)
        if row is not None:
            for key, value in fields.items():
                setattr(row, key, value)

    async def claim_announcement(self, row: GameRow, pinged: list[int]) -> dict | None:
        """Claim the announcement of ``row``'s version (the caller then sends board, DMs, ping): once.

        A compare-and-swap on ``announced_version`` as it was read, so two processes never both announce a
        version, and the claims of successive versions are taken in order; ``pinged`` (who the ping is for)
        is stored by the same statement, so the next version's publisher sees it whichever process it is.
        Returns the bookkeeping to announce with (board, DM and ping ids, read by that same statement), or
        None if the claim was lost (someone announced meanwhile, or the game moved on: read it again).
        """
        keys = BOOKKEEPING
        async with self.db.session() as s:
            got = (await s.exec(update(GameRow).where(
                GameRow.id == row.id, GameRow.version == row.version,
                GameRow.announced_version.is_not_distinct_from(row.announced_version))
                .values(announced_version=row.version, pinged=pinged)
                .returning(*(getattr(GameRow, k) for k in keys)))).first()
            await s.commit()
        if got is None:
            return None
        self._note(row.id, {"announced_version": row.version, "pinged": pinged})
        return dict(zip(keys, got, strict=True))

    async def still_at(self, gid: int, version: int) -> bool:
        """Whether the database still holds ``version`` of the game (one read, no write)."""
        async with self.db.session() as s:
            got = (await s.exec(select(GameRow.version).where(GameRow.id == gid))).first()
        return got == version

    # ------------------------------------------------------------------ playing
    async def play(self, gid: int, version: int, move_id: str, *, user_id: int | None = None,
                   seat: int | None = None, timeout: bool = False) -> MoveOutcome:
        """Apply one move for a user (their seat) or for an explicit seat (AI, timers).

        Validated against the cached game; the one transaction is guarded by the version
        compare-and-swap, and a lost swap reads the game afresh and validates again.
        """
        async with self.lock(gid):
            for attempt in range(CAS_TRIES):
                entry = await self._entry(gid, fresh=attempt > 0)
                try:
                    outcome = await self._play(entry, gid, version, move_id, user_id, seat, timeout, attempt > 0)
                except UserError:
                    raise
                except BaseException:
                    self.cache.drop(gid)  # whatever happened to the transaction, trust only the database
                    raise
                if outcome is not None:
                    return outcome
                self.cache.drop(gid)
        raise UserError("err.stale")

    async def _play(self, entry: Entry | None, gid: int, version: int, move_id: str, user_id: int | None,
                    seat: int | None, timeout: bool, fresh: bool) -> MoveOutcome | None:
        """One try of ``play``; None when the cached copy proved out of date (read again and retry)."""
        if entry is None:
            raise UserError("err.game_gone")
        row = entry.row
        if row.status != "running":
            if not fresh:
                return None  # the copy may be older than the database: only a fresh read may refuse
            raise UserError("err.game_over" if row.status in ("finished", "abandoned") else "err.not_running")
        if seat is None:
            seat = seat_of(row, user_id)
            if seat is None:
                raise UserError("err.not_player")
        game = registry.get(row.game)
        if version != row.version:
            if version > row.version and not fresh:
                return None  # a button newer than our copy: another process moved the game on
            done = entry.move_at(version + 1)
            if done is False:
                async with self.db.session() as s:
                    done = (await s.exec(select(MoveRow).where(MoveRow.game_row_id == gid,
                                                               MoveRow.version == version + 1))).first()
            if done is not None and done.seat == seat and done.move_id == move_id:
                raise UserError("err.already_played")
            raise UserError("err.stale")
        state = game.load(row.state)
        acting = game.to_act(state)
        if seat not in acting:
            raise UserError("err.not_your_turn", who=", ".join(row.seats[i]["name"] for i in acting) or "—")
        try:
            new_state, events = game.apply(state, seat, move_id)
        except IllegalMove:
            raise UserError("err.illegal") from None
        move = find_move(game, state, seat, move_id)
        result = game.result(new_state)
        moment = now()
        # the move claims its own announcement: whoever commits a version announces it (bot/ui/publisher.py)
        values = {"state": game.dump(new_state), "version": version + 1, "updated_at": moment,
                  "moves": (row.moves or 0) + 1, "announced_version": version + 1,
                  "pinged": pinged_for(game, row.seats, None if result is not None else new_state)}
        if result is not None:
            values.update(status="finished", result=result, finished_at=moment)
        # only a player's own move may be taken back (not one a timer or an AI played for the seat)
        undoable = user_id is not None and result is None and game.undoable(state, seat, move, new_state, events)
        logged = MoveRow(game_row_id=gid, version=version + 1, seat=seat, move_id=move_id, user_id=user_id,
                         events=[e.to_dict() for e in events], created_at=moment)
        mark = UndoMarkRow(game_row_id=gid, version=version + 1, seat=seat, user_id=user_id) if undoable else None
        carried = self.pending.pop(gid, None)  # our last announcement's message ids ride on this commit
        if carried:
            values = {**carried, **values}
        try:
            swapped, strikes = await self._commit_move(entry, gid, version, values, logged, mark, row, state,
                                                       new_state, result, seat, user_id, timeout)
        except BaseException:
            if carried:
                self._keep({gid: carried})
            raise
        if swapped is None:
            if carried:
                self._keep({gid: carried})
            return None
        new_row = snapshot(row, **{**values, **dict(zip(BOOKKEEPING, swapped, strict=True))})
        claim = self.claims.get(gid)
        if claim is None:
            self.claims[gid] = Claim(version + 1, row.announced_version, list(row.pinged or []))
        else:
            claim.version = version + 1
        entry.row, entry.mark = new_row, (UndoMarkRow(game_row_id=gid, version=mark.version, seat=seat,
                                                        user_id=user_id) if mark is not None else None)
        entry.moves.append(logged)
        if result is not None:
            self.cache.drop(gid)  # finished: nothing more to play
        return MoveOutcome(new_row, seat, move, events, state, undoable, strikes)

    async def _commit_move(self, entry: Entry, gid: int, version: int, values: dict, logged: MoveRow,
                           mark: UndoMarkRow | None, row: GameRow, state, new_state, result, seat: int,
                           user_id: int | None, timeout: bool):
        """The move's one transaction, through the writer (it may share its COMMIT with other moves).

        Returns (the message ids the swap returned, the seat's strikes), or (None, 0) if the swap was lost.
        """
        def unit(s):
            # the claim is guarded too: ``pinged`` as cached is exact only while announced_version is
            swapped = s.execute(update(GameRow).where(
                GameRow.id == gid, GameRow.version == version,
                GameRow.announced_version.is_not_distinct_from(row.announced_version))
                .values(**values).returning(*(getattr(GameRow, k) for k in BOOKKEEPING))).first()
            if swapped is None:  # another process got there first: nothing written
                return None, 0
            copy = MoveRow(**{c: getattr(logged, c) for c in MoveRow.model_fields})  # a copy: a unit may run twice
            if result is None:
                s.add(copy)  # else it goes into the packed log, below
            if entry.mark is not None and mark is not None:  # the mark of the version swapped above
                s.execute(update(UndoMarkRow).where(UndoMarkRow.game_row_id == gid)
                          .values(version=mark.version, seat=seat, user_id=user_id))
            elif entry.mark is not None:
                s.execute(delete(UndoMarkRow).where(UndoMarkRow.game_row_id == gid))
            elif mark is not None:
                s.add(UndoMarkRow(game_row_id=gid, version=mark.version, seat=seat, user_id=user_id))
            strikes = 0
            if entry.clock is not None:  # timed games only: untimed ones have no seat clocks
                if user_id is not None:  # the player is back: their count of missed turns starts again
                    s.execute(update(SeatClockRow).where(SeatClockRow.game_row_id == gid,
                                                         SeatClockRow.seat == seat).values(strikes=0))
                strikes = self._arm_sync(s, row, humans_due(row, state), humans_due(row, None if result else new_state),
                                         version + 1, seat if timeout else None, clock=entry.clock)
            if result is not None:
                s.add_all(stat_rows(row, "finished", result))
                rate_finished(s, row, result)
                archive_sync(s, gid, copy)
            s.flush()  # inside the unit: a failing insert is this unit's failure, not the batch's
            return tuple(swapped), strikes

        return await self.writer.run(unit)

    async def undo(self, gid: int, user_id: int, version: int | None = None) -> UndoOutcome:
        """Take back the game's latest move, if it is this player's own and the game allows it.

        The state is rebuilt from seed + every logged move but the last; the last move leaves ``moves``
        for ``undone_moves`` in the same transaction, so seed + ``moves`` still replays the stored state.
        """
        async with self.lock(gid), self.db.session() as s:
            row = await _running_row(s, gid)
            seat = seat_of(row, user_id)
            if seat is None:
                raise UserError("err.not_player")
            mark = await s.get(UndoMarkRow, gid)
            if version is not None and version != row.version:
                raise UserError("undo.stale")
            game = registry.get(row.game)
            moves = list((await s.exec(select(MoveRow).where(MoveRow.game_row_id == gid)
                                       .order_by(MoveRow.version))).all())
            if mark is None or mark.version != row.version or mark.seat != seat or mark.user_id != user_id:
                raise undo_refusal(game, row, moves, seat, user_id)
            states = replay(game, row, moves) if moves else []
            if not moves or canonical(game.dump(states[-1])) != canonical(row.state):
                raise UserError("undo.refused", why="undo.why.log")  # the log does not rebuild the state
            last, before = moves[-1], states[-2]
            new_version = row.version + 1
            swapped = await s.exec(update(GameRow).where(GameRow.id == gid, GameRow.version == row.version)
                                   .values(state=game.dump(before), version=new_version, updated_at=now(),
                                           moves=len(moves) - 1))
            if swapped.rowcount != 1:
                await s.rollback()
                raise UserError("undo.stale")
            undone = UndoneMoveRow(game_row_id=gid, version=last.version, undo_version=new_version, seat=last.seat,
                                   move_id=last.move_id, user_id=last.user_id, events=list(last.events))
            s.add(undone)
            await s.delete(last)
            await s.exec(delete(UndoMarkRow).where(UndoMarkRow.game_row_id == gid))
            # several steps of one turn may be taken back one after the other, each by the same rule
            await self._arm(s, row, humans_due(row, states[-1]), humans_due(row, before), new_version)
            if len(moves) >= 2 and moves[-2].seat == seat and moves[-2].user_id == user_id:
                prev = moves[-2]
                move = find_move(game, states[-3], seat, prev.move_id)
                events = [Event.from_dict(e) for e in prev.events]
                if move is not None and game.undoable(states[-3], seat, move, before, events):
                    s.add(UndoMarkRow(game_row_id=gid, version=new_version, seat=seat, user_id=user_id))
            await s.commit()
            self.cache.drop(gid)
            await s.refresh(row)
            return UndoOutcome(row, seat, undone)

    async def undo_available(self, row: GameRow, seat: int) -> bool:
        entry = self.cache.get(row.id)
        if entry is not None and entry.row.version == row.version:
            mark = entry.mark
        else:
            async with self.db.session() as s:
                mark = await s.get(UndoMarkRow, row.id)
        return (mark is not None and mark.version == row.version and mark.seat == seat
                and row.status == "running" and mark.user_id == row.seats[seat].get("user_id"))

    async def hand_over_to_ai(self, gid: int, user_id: int | None, suffix: str,
                              seat: int | None = None) -> tuple[GameRow, int]:
        """A player leaves a running game (or timed out too often): an AI takes their seat (keeping their name)."""
        taken = []

        def change(row, seats):
            i = seat_of(row, user_id) if seat is None else seat
            if i is None or seats[i].get("ai"):
                raise UserError("err.not_player")
            seats[i].update(ai=True, name=f"{seats[i]['name']} {suffix}", level="normal")
            row.seats = seats
            taken[:] = [i]
            if all(x.get("ai") for x in seats):  # nobody left to watch: the game ends
                row.status = "abandoned"
                row.finished_at = now()

        async def rearm(s, row, version):
            due = humans_due(row, None if row.status != "running" else row.state)
            await self._arm(s, row, due, due, version)

        row = await self._mutate(gid, change, statuses=("running",), after=rearm)
        return row, taken[0]

    async def abandon(self, gid: int) -> GameRow:
        def change(row, seats):
            row.status = "abandoned"
            row.finished_at = now()

        return await self._mutate(gid, change, statuses=ACTIVE)
