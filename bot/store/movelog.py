"""An ended game's move log, packed into one compressed row (``move_logs``).

While a game runs, each move is a ``moves`` row with its events, so a click, an undo and a restart read
them directly. When the game ends, the transaction that ends it packs the log into one ``move_logs``
row and deletes the game's ``moves`` and ``undone_moves`` rows. The packed log keeps what replay,
/history, /replay and the final board's and DMs' last lines need, and no more: each move's version,
seat, move id and events (public and private, with their addressees), and each undone move's version,
the version after its undo, its seat and move id. The timestamps and user ids of moves are dropped:
nothing reads them once a game has ended.

The events are kept although seed + move ids would replay them: compressed they cost about 1.5 KB a
game, and /history then never replays (no CPU, and an old game's history stays exactly what was
played even after a later fix to its game's rules changes what a replay would do).
"""

from __future__ import annotations

import json
import zlib

from .db import MoveRow, UndoneMoveRow

FORMAT = 1


def pack(moves: list, undone: list) -> bytes:
    """The packed log of ``moves`` (in version order) and ``undone`` (any order): zlib of compact JSON.

    Columns rather than records, and versions as differences from the previous one (mostly 1): that
    compresses best.
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
        "e": [list(m.events or []) for m in moves],
        "u": [[u.version, u.undo_version, u.seat, u.move_id] for u in sorted(undone, key=lambda u: u.undo_version)],
    }
    return zlib.compress(json.dumps(body, separators=(",", ":")).encode(), 9)


def unpack(gid: int, blob: bytes) -> tuple[list[MoveRow], list[UndoneMoveRow]]:
    """The log as detached rows (not in any session): (moves in version order, undone moves)."""
    body = json.loads(zlib.decompress(blob))
    if body.get("f") != FORMAT:
        raise ValueError(f"unknown packed move log format {body.get('f')!r} (game {gid})")
    moves, version = [], 0
    for step, seat, move_id, events in zip(body["v"], body["s"], body["m"], body["e"], strict=True):
        version += step
        moves.append(MoveRow(game_row_id=gid, version=version, seat=seat, move_id=move_id, events=events))
    undone = [UndoneMoveRow(game_row_id=gid, version=v, undo_version=uv, seat=seat, move_id=move_id)
              for v, uv, seat, move_id in body["u"]]
    return moves, undone
