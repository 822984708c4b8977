"""An ended game's move log, packed into one compressed row (``move_logs``).

While a game runs, each move is a ``moves`` row with its events, so a click, an undo and a restart read
them directly. When the game ends, the transaction that ends it packs the log into one ``move_logs``
row and deletes the game's ``moves`` and ``undone_moves`` rows. The packed log keeps what replay,
/history and /replay need, and no more:

- each move's version, seat and move id (the engine is deterministic: seed + these replay the game,
  every event included, public and private);
- the events of the last ``TAIL`` moves as logged, so the final board's and DMs' "last moves" lines
  need no replay;
- each undone move's version, the version after its undo, its seat and move id (/history marks them).

The timestamps and user ids of moves are dropped: nothing reads them once a game has ended. The events
of older moves are rebuilt by replaying (``with_events``), only for /history.
"""

from __future__ import annotations

import json
import zlib

from engine import Game

from .cache import RECENT_MOVES
from .db import MoveRow, UndoneMoveRow

FORMAT = 1
TAIL = RECENT_MOVES  # the board's and the DM's recent lines read at most this many moves


def pack(moves: list, undone: list) -> bytes:
    """The packed log of ``moves`` (in version order) and ``undone`` (any order): zlib of compact JSON.

    Versions are stored as differences from the previous one (mostly 1), which compresses to nearly nothing.
    """
    versions, last = [], 0
    for m in moves:
        versions.append(m.version - last)
        last = m.version
    body = {
        "f": FORMAT,
        "v": versions,
        "s": [m.seat for m in moves],
        "m": [m.move_id for m in moves],
        "t": [list(m.events) for m in moves[len(moves) - TAIL:]] if moves else [],
        "u": [[u.version, u.undo_version, u.seat, u.move_id] for u in sorted(undone, key=lambda u: u.undo_version)],
    }
    return zlib.compress(json.dumps(body, separators=(",", ":")).encode(), 9)


def unpack(gid: int, blob: bytes) -> tuple[list[MoveRow], list[UndoneMoveRow]]:
    """The log as (detached) rows; only the last ``TAIL`` moves carry their events (see ``with_events``)."""
    body = json.loads(zlib.decompress(blob))
    if body.get("f") != FORMAT:
        raise ValueError(f"unknown packed move log format {body.get('f')!r} (game {gid})")
    moves, version = [], 0
    tail_from = len(body["m"]) - len(body["t"])
    for i, (step, seat, move_id) in enumerate(zip(body["v"], body["s"], body["m"], strict=True)):
        version += step
        events = body["t"][i - tail_from] if i >= tail_from else []
        moves.append(MoveRow(game_row_id=gid, version=version, seat=seat, move_id=move_id, events=events))
    undone = [UndoneMoveRow(game_row_id=gid, version=v, undo_version=uv, seat=seat, move_id=move_id)
              for v, uv, seat, move_id in body["u"]]
    return moves, undone


def with_events(game: Game, players: int, seed: int, options: dict, moves: list[MoveRow]) -> list[MoveRow]:
    """``moves`` with every move's events, rebuilt by replaying seed + moves (CPU: run it off the loop)."""
    state = game.setup(players, seed, options)
    out = []
    for m in moves:
        state, events = game.apply(state, m.seat, m.move_id)
        out.append(MoveRow(game_row_id=m.game_row_id, version=m.version, seat=m.seat, move_id=m.move_id,
                           events=[e.to_dict() for e in events]))
    return out
