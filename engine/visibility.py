"""Who may see what, declared once per game.

A game lists the parts of its state that not every seat may see (and, optionally, the state keys every view
copies as they are); the base class :class:`engine.core.Game` derives from it ``view``, ``hidden`` and the
re-dealing part of ``determinize``, so the three never disagree about a card. A part is one state key
(``"deck"``) or a dotted path (``"t.research.cards"``; a ``None`` on the way means the part is absent) holding a
list of cards, a string of them (``sep``) or one card (``one``):

- :func:`per_seat` — a list with one entry per seat (hands); a seat sees its own entry only.
- :func:`held` — one seat sees it (the cards the player to act is choosing from); ``owner`` names that seat.
- :func:`secret` — nobody sees its contents (a deck, face-down cards).
- :func:`counted` — played openly, but the view keeps only its size (a discard pile the view forgets):
  re-dealt with its pool by ``determinize``, yet not part of ``hidden`` (no move there is unseen).

Parts in the same ``pool`` hold the same kind of card and are re-dealt together (:func:`engine.core.deal_unseen`),
pools in the order they are first declared, parts in declared order, a seat part's entries in seat order.
A view shows ``size`` (a part's length; one per seat for a seat part) in every view, and ``name`` (the seat's
own entry, or the held cards for their owner) in the seat's view. Fields a view computes are the game's
``_computed`` hook; a rule the declaration cannot say stays an override of ``_view`` / ``determinize``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .core import clone, deal_unseen

SEAT, HELD, SECRET, COUNTED = "seat", "held", "secret", "counted"
_ATOMS = frozenset((int, str, float, bool, type(None)))


def _copy(value: Any) -> Any:
    """A deep copy of a JSON-like value, cheap for the common flat list (views are built often)."""
    kind = type(value)
    if kind is list:  # flat when every item's type is an atom's (checked at C speed: lists may be long)
        return value[:] if _ATOMS.issuperset(map(type, value)) else clone(value)
    return clone(value) if kind is dict else value


@dataclass(frozen=True)
class Part:
    kind: str
    path: str
    name: str | None = None  # where the seat that may see it finds its cards in its view
    size: str | None = None  # where every view shows its size
    # parts of one pool are re-dealt together (default: the part alone); a function of the state names a pool that
    # depends on it (Gizmos: the cards being researched join the deck of their level)
    pool: str | Callable[[dict], str] | None = None
    sep: str | None = None  # the cards are a string joined by sep ("": one character a card); None: a list
    owner: Callable[[dict], int | None] | None = None  # held parts: the seat that sees them
    one: bool = False  # a single card rather than a list (a face-down card in an offer)
    dealt: bool = True  # False: hidden, but not cards to re-deal (secret gold): the game's determinize decides
    sort: bool = False  # the cards are kept in order (a sorted hand): a re-deal sorts them too

    @property
    def key(self) -> str:
        """Its name in ``hidden``: the path's last step."""
        return self.path.rsplit(".", 1)[-1]

    def slots(self, state: dict) -> list[tuple[Any, Any]]:
        """Where the part's values are: (container, key) pairs; a ``*`` step goes into every element of a list,
        a ``None`` on the way means nothing there."""
        *head, last = self.path.split(".")
        current: list[Any] = [state]
        for key in head:
            step: list[Any] = []
            for value in current:
                if value is not None:
                    step.extend(value if key == "*" else [value.get(key) if isinstance(value, dict) else value[key]])
            current = step
        return [(container, last) for container in current
                if container is not None and (not isinstance(container, dict) or last in container)]

    def get(self, state: dict) -> Any:
        """The part's value (for a path with ``*``, the list of its values); None where it is absent."""
        if "." not in self.path:  # the common case, kept fast: views are built often
            return state.get(self.path)
        values = [container[key] for container, key in self.slots(state)]
        if "*" in self.path:
            return values
        return values[0] if values else None

    def many(self) -> bool:
        return self.kind == SEAT or "*" in self.path

    def cards(self, value: Any) -> list:
        if self.one:
            return [value]
        if not self.sep:  # a list, or a string of one-character cards
            return list(value)
        return value.split(self.sep) if value else []

    def packed(self, cards: list) -> Any:
        if self.one:
            return cards[0]
        if self.sort:
            cards = sorted(cards)
        return cards if self.sep is None else self.sep.join(cards)

    def shown(self, value: Any) -> Any:
        """How a seat that may see it finds it in its view: the card itself, or a new list of the cards."""
        if self.one:
            return value if type(value) in _ATOMS else clone(value)
        return self.cards(value)

    def count(self, value: Any) -> int | None:
        if value is None:
            return None
        if self.one:
            return 1
        if self.sep:
            return value.count(self.sep) + 1 if value else 0
        return len(value)


def per_seat(path: str, name: str | None = None, size: str | None = None, pool: str | None = None,
             sep: str | None = None, one: bool = False, dealt: bool = True, sort: bool = False) -> Part:
    return Part(SEAT, path, name, size, pool, sep, one=one, dealt=dealt, sort=sort)


def held(path: str, owner: Callable[[dict], int | None], name: str | None = None, size: str | None = None,
         pool: str | Callable[[dict], str] | None = None, sep: str | None = None, one: bool = False) -> Part:
    return Part(HELD, path, name, size, pool, sep, owner, one)


def secret(path: str, size: str | None = None, pool: str | None = None, sep: str | None = None,
           one: bool = False, dealt: bool = True) -> Part:
    return Part(SECRET, path, None, size, pool, sep, one=one, dealt=dealt)


def counted(path: str, size: str | None = None, pool: str | None = None, sep: str | None = None) -> Part:
    return Part(COUNTED, path, None, size, pool, sep)


@dataclass(frozen=True)
class Visibility:
    parts: tuple[Part, ...] = ()
    public: tuple[str, ...] = ()  # state keys every view copies as they are

    def view(self, state: dict, seat: int | None) -> dict:
        view: dict[str, Any] = {key: _copy(state[key]) for key in self.public}
        for part in self.parts:
            size, name = part.size, part.name
            if size is None and (name is None or seat is None):
                continue
            value = part.get(state)
            if size is not None:
                if not part.many():
                    view[size] = part.count(value)
                elif part.sep is None and not part.one:  # lists: the common case, kept fast
                    view[size] = [len(v) for v in value]
                else:
                    view[size] = [part.count(v) for v in value]
            if name is not None and seat is not None:
                if part.kind == SEAT:
                    view[name] = part.shown(value[seat])
                elif part.kind == HELD:
                    assert part.owner is not None
                    mine = value is not None and part.owner(state) == seat
                    view[name] = part.shown(value) if mine else None
        return view

    def __post_init__(self) -> None:
        keys = [part.key for part in self.parts if part.kind != COUNTED]
        assert len(keys) == len(set(keys)), f"two hidden parts named alike: {keys}"

    def hidden(self, state: dict) -> dict | None:
        """The parts some seat cannot see, each under its path's last step (None when there is none: perfect
        information)."""
        out = {part.key: part.get(state) for part in self.parts if part.kind != COUNTED}
        return out or None

    def redeal(self, state: dict, seat: int, rng: random.Random) -> dict:
        """A copy of ``state`` with every card ``seat`` cannot see re-dealt within its pool."""
        new = clone(state)
        pools: dict[str, list[tuple[Part, Any, Any, list]]] = {}  # part, container, key, cards
        for part in self.parts:
            if not part.dealt:
                continue
            pool = part.pool(state) if callable(part.pool) else part.pool
            places = pools.setdefault(pool or part.path, [])
            for container, key in part.slots(new):
                value = container[key]
                if part.kind == SEAT:
                    places += [(part, value, s, part.cards(v)) for s, v in enumerate(value) if s != seat]
                elif part.kind == HELD:
                    assert part.owner is not None
                    if value is not None and part.owner(state) != seat:
                        places.append((part, container, key, part.cards(value)))
                else:
                    places.append((part, container, key, part.cards(value)))
        for places in pools.values():
            deal_unseen(rng, [cards for *_, cards in places])
            for part, container, key, cards in places:
                container[key] = part.packed(cards)
        return new
