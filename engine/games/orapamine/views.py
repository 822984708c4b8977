"""The shapes of Orapa Mine's views (``OrapaMineRules`` derives them from its visibility declaration and
``_computed``), for the presentation and the type checker."""

# no ``from __future__ import annotations``: NotRequired must stay visible at run time (the tests read
# ``__required_keys__``)
from typing import Any, TypedDict

# a wave sent in from an edge label: where it came out (None: absorbed) and its colour ("from" is a keyword)
Wave = TypedDict("Wave", {"seat": int, "from": str, "to": str | None, "colour": Any})


class Ask(TypedDict):
    seat: int
    cell: str
    colour: Any  # the cell's colour, or None when it is empty


class Piece(TypedDict):
    gem: str
    rot: int
    x: int
    y: int


class PublicView(TypedDict):
    gems: list[str]  # the gems in this mine
    used: list[str]  # edge labels already used
    waves: list[Wave]
    asks: list[Ask]
    chances: list[int]  # per seat
    out: list[bool]  # per seat
    turn: int
    phase: str  # question, after, over
    winner: int | None
    turns: int
    reveal: Any  # list[Piece] once the game is over, else None (Phased: the checker cannot follow the phase)


class SeatView(PublicView):
    """One seat's view: the public view plus its sheet, how many wrong sheets it handed in, the gem it places."""

    draft: dict[str, list[int]]  # gem -> [rot, x, y]
    tried: int
    sel: Any  # {"gem": ...} while the seat places a gem, else None (Phased)
