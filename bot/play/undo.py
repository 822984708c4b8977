"""Taking back a move (lila's ``Takebacker``): only a player's own latest move, and only when the game allows it.

The state is rebuilt from seed + every logged move but the last; the last move leaves ``moves`` for
``undone_moves`` in the same transaction, so seed + ``moves`` still replays the stored state.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass

from engine import EngineError, Event, Game, Move, canonical, registry

from ..store import hot
from ..store.db import GameRow, MoveRow, UndoneMoveRow, now
from ..store.games import GameStore, swap_row_sync, take_back_sync
from .deadlines import Deadlines
from .errors import UserError
from .proxy import GameProxy
from .seats import humans_due, seat_of


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

class Takebacker:
    def __init__(self, store: GameStore, proxy: GameProxy, deadlines: Deadlines,
                 lock: Callable[[int], asyncio.Lock]):
        self.store, self.proxy, self.deadlines, self.lock = store, proxy, deadlines, lock

    async def undo(self, gid: int, user_id: int, version: int | None = None) -> UndoOutcome:
        """Take back the game's latest move, if it is this player's own and the game allows it."""
        async with self.lock(gid):
            row = await self.store.get(gid)
            if row is None:
                raise UserError("err.game_gone")
            if row.status != "running":
                raise UserError("err.game_over" if row.status in ("finished", "abandoned") else "err.not_running")
            seat = seat_of(row, user_id)
            if seat is None:
                raise UserError("err.not_player")
            mark = await self.store.undo_mark(gid)
            if version is not None and version != row.version:
                raise UserError("undo.stale")
            game = registry.get(row.game)
            moves = await self.store.moves(gid)
            if mark is None or mark.version != row.version or mark.seat != seat or mark.user_id != user_id:
                raise undo_refusal(game, row, moves, seat, user_id)
            states = replay(game, row, moves) if moves else []
            if not moves or canonical(game.dump(states[-1])) != canonical(row.state):
                raise UserError("undo.refused", why="undo.why.log")  # the log does not rebuild the state
            last, before = moves[-1], states[-2]
            new_version = row.version + 1
            values = {"state": game.dump(before), "version": new_version, "updated_at": now(), "moves": len(moves) - 1}
            undone = UndoneMoveRow(game_row_id=gid, version=last.version, undo_version=new_version, seat=last.seat,
                                   move_id=last.move_id, user_id=last.user_id, events=list(last.events))
            # several steps of one turn may be taken back one after the other, each by the same rule
            again = False
            if len(moves) >= 2 and moves[-2].seat == seat and moves[-2].user_id == user_id:
                prev = moves[-2]
                move = find_move(game, states[-3], seat, prev.move_id)
                events = [Event.from_dict(e) for e in prev.events]
                again = move is not None and game.undoable(states[-3], seat, move, before, events)

            def unit(s):
                if not swap_row_sync(s, gid, row.version, values):
                    return False
                take_back_sync(s, gid, last, undone)
                self.deadlines.arm_sync(s, row, humans_due(row, states[-1]), humans_due(row, before), new_version)
                if again:
                    hot.set_mark(s, gid, False, new_version, seat, user_id)
                s.flush()
                return True

            if not await self.store.run(unit):
                raise UserError("undo.stale")
            self.proxy.drop(gid)
            return UndoOutcome(await self.store.get(gid), seat, undone)

    async def available(self, row: GameRow, seat: int) -> bool:
        entry = self.proxy.cache.get(row.id)
        if entry is not None and entry.row.version == row.version:
            mark = entry.mark
        else:
            mark = await self.store.undo_mark(row.id)
        return (mark is not None and mark.version == row.version and mark.seat == seat
                and row.status == "running" and mark.user_id == row.seats[seat].get("user_id"))
