"""Turn a seat's legal moves into a tree of small choices (no Discord here).

Moves are grouped by the labels of their steps (``Game.move_steps``): first the card, then the target,
then the guess. The tree's shape is computed from the English labels, so it is the same whatever the
viewer's language; a path is a list of child indices, written "2.0.5" in custom ids.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine import NOTE_CHARS, Game, Move


@dataclass
class Choice:
    label: str
    move: Move | None  # a leaf plays this move
    path: list[int]  # a group opens this path
    note: str | None = None  # what the choice does (a card's short power, ``Game.move_notes``), if anything


@dataclass
class Level:
    choices: list[Choice]
    path: list[int]
    trail: list[str]  # labels chosen so far, for the header


def _steps(game: Game, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str]:
    steps = game.move_steps(state, seat, move, lang, names)
    return [str(x) for x in steps] if steps else [game.move_label(state, seat, move, lang, names)]


def _notes(game: Game, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list:
    notes = game.move_notes(state, seat, move, lang, names)
    return [_fit(str(n)) if n else None for n in notes or []]


def _fit(text: str) -> str:
    return text if len(text) <= NOTE_CHARS else text[:NOTE_CHARS - 1].rstrip() + "…"


def _note(notes: list, depth: int, leaf: bool) -> str | None:
    """The note of the step at ``depth``; a leaf, which stands for all its remaining steps, takes the first note
    among them."""
    for i in range(depth, len(notes) if leaf else min(depth + 1, len(notes))):
        if notes[i]:
            return notes[i]
    return None


def level(game: Game, state: dict, seat: int, names: list[str], lang: str, path: list[int]) -> Level | None:
    """The choices at ``path`` (None if the path does not exist for the current moves)."""
    moves = game.legal_moves(state, seat)
    keys = [_steps(game, state, seat, m, "en", names) for m in moves]
    shown = keys if lang == "en" else [_steps(game, state, seat, m, lang, names) for m in moves]
    members = list(range(len(moves)))
    trail: list[str] = []
    depth = 0
    resolved: list[int] = []
    while True:
        groups = _group(members, keys, depth)
        # descend automatically through levels that offer a single group of several moves
        while len(groups) == 1 and len(groups[0][1]) > 1 and depth + 1 < max(len(keys[i]) for i in members):
            trail.append(_label(shown[groups[0][1][0]], depth))
            depth += 1
            members = groups[0][1]
            groups = _group(members, keys, depth)
        if len(resolved) == len(path):
            break
        index = path[len(resolved)]
        if not 0 <= index < len(groups) or len(groups[index][1]) == 1:
            return None
        trail.append(_label(shown[groups[index][1][0]], depth))
        members = groups[index][1]
        resolved.append(index)
        depth += 1
    choices = []
    for i, (_, group) in enumerate(groups):
        first = group[0]
        notes = _notes(game, state, seat, moves[first], lang, names)
        if len(group) == 1:
            label = " · ".join(shown[first][depth:]) or game.move_label(state, seat, moves[first], lang, names)
            choices.append(Choice(label, moves[first], [], _note(notes, depth, True)))
        else:
            choices.append(Choice(_label(shown[first], depth), None, [*path, i], _note(notes, depth, False)))
    return Level(choices, list(path), trail)


def _label(steps: list[str], depth: int) -> str:
    return steps[depth] if depth < len(steps) else steps[-1]


def _group(members: list[int], keys: list[list[str]], depth: int) -> list[tuple[str, list[int]]]:
    order: dict[str, list[int]] = {}
    for i in members:
        k = keys[i]
        key = k[depth] if depth < len(k) else f"\x00{i}"  # past its steps, a move stands alone
        order.setdefault(key, []).append(i)
    return list(order.items())


def parse_path(text: str) -> list[int] | None:
    if text == "":
        return []
    try:
        path = [int(x) for x in text.split(".")]
    except ValueError:
        return None
    return path if all(0 <= x < 1000 for x in path) and len(path) <= 8 else None


def path_text(path: list[int]) -> str:
    return ".".join(str(x) for x in path)
