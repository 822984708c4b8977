"""Re-checking a finished game: export seed + moves, replay them, compare with the stored outcome.

``python -m bot.replay FILE.json`` re-checks an export offline (the file `/replay` attaches).
"""

from __future__ import annotations

import hashlib
import json
import sys

from engine import IllegalMove, canonical, registry

FORMAT = "meeple-replay/1"


def state_hash(state: dict) -> str:
    return hashlib.sha256(canonical(state).encode()).hexdigest()


def export(row, moves) -> dict:
    """Everything needed to replay a game; the seed makes hidden cards replayable, so only ended games are shown."""
    return {
        "format": FORMAT, "id": row.id, "game": row.game, "seed": row.seed, "options": dict(row.options or {}),
        "players": [{"name": s["name"], "ai": bool(s.get("ai"))} for s in row.seats],
        "moves": [{"seat": m.seat, "move": m.move_id} for m in moves],
        "status": row.status, "result": row.result, "final_state_sha256": state_hash(row.state),
    }


def verify(data: dict) -> dict:
    """Replay an export: ``{"ok", "moves", "same_state", "same_result", "error"}``."""
    out = {"ok": False, "moves": 0, "same_state": False, "same_result": False, "error": None}
    try:
        game = registry.get(data["game"])
        state = game.setup(len(data["players"]), data["seed"], data["options"])
        for m in data["moves"]:
            state, _ = game.apply(state, m["seat"], m["move"])
            out["moves"] += 1
    except (KeyError, TypeError, ValueError, IllegalMove) as exc:
        out["error"] = f"{type(exc).__name__}: {exc}"
        return out
    out["same_state"] = state_hash(game.dump(state)) == data.get("final_state_sha256")
    out["same_result"] = canonical(game.result(state)) == canonical(data.get("result"))
    out["ok"] = out["same_state"] and out["same_result"]
    return out


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m bot.replay EXPORT.json", file=sys.stderr)
        return 2
    with open(args[0], encoding="utf-8") as f:
        report = verify(json.load(f))
    print(json.dumps(report))
    return 0 if report["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
