"""The shapes of Five Tribes's views (``FiveTribesRules._view``), for the presentation and the type checker."""

# no ``from __future__ import annotations``: NotRequired must stay visible at run time (the tests read
# ``__required_keys__``)
from typing import Any, NotRequired, TypedDict


class Player(TypedDict):
    viziers: int
    elders: int
    djinns: list[str]
    cards: dict[str, int]  # good -> how many
    camels_left: int
    tiles: int
    palms: int
    palaces: int
    gold: int | None  # face down until the game is over


class Turn(TypedDict):
    """The turn in play: only the keys its step has (``"hand"`` once meeples are picked up...)."""

    seat: int
    step: str
    pos: NotRequired[int]
    path: NotRequired[list[int]]
    tile: NotRequired[int]
    n: NotRequired[int]
    reach: NotRequired[Any]
    kills_left: NotRequired[int]
    hand: NotRequired[dict[str, int]]  # colour -> meeples in hand
    colour: NotRequired[str]
    drawn: NotRequired[int]  # Sibittis: how many djinns are being chosen from
    sale: NotRequired[list[str]]


class PublicView(TypedDict):
    """What every seat and the channel see. ``board`` is shared by views: read it, never change it."""

    board: list[list[Any]]  # rows of tiles, each a dict (kind, value, meeples, camel, palms, palaces...)
    round: int
    phase: str
    track: list[int | None]  # the turn-order track: the seat on each space
    bid_queue: list[int]
    play_queue: list[int]
    order: list[int]
    line: list[str]  # the face-up resource cards
    resource_pile: int
    resource_discard: int
    djinns_up: list[str]
    djinn_pile: int
    palm_supply: int
    palace_supply: int
    bag: dict[str, int]  # colour -> meeples left in the bag
    players: list[Player]
    turn: Turn | None
    last_camel: bool
    discount: int
    final: Any  # the final score sheet once the game is over


class SeatView(PublicView):
    """One seat's view: the public view plus its own gold and, while it chooses with Sibittis, the djinns."""

    me: int
    gold: int
    drawn_djinns: NotRequired[list[str]]
