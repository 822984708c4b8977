"""The shapes of Pandemic's views (``PandemicRules._view``), for the presentation and the type checker. Cards
are city names or event keys (``data.EVENTS``), and ``"epidemic"``."""

# no ``from __future__ import annotations``: NotRequired must stay visible at run time (the tests read
# ``__required_keys__``)
from typing import Any, NotRequired, TypedDict


class City(TypedDict):
    color: str
    links: list[str]
    cubes: dict[str, int]  # colour -> cubes
    station: bool


class Pending(TypedDict):
    """A decision the table waits on (an event card being played, a move of another pawn, a cure...)."""

    seat: int
    kind: str
    pawn: NotRequired[int]
    color: NotRequired[str]  # a cure: its colour
    keep: NotRequired[list[str]]  # a cure: the cards kept so far
    cards_left: NotRequired[int]  # a Forecast: cards still to put back


class Result(TypedDict):
    scores: list[int]  # cures found, the same for every seat
    winners: list[int]
    reason: str
    won: bool


class Forecast(TypedDict):
    cards: list[str]  # still to put back
    order: list[str]  # put back so far


class PublicView(TypedDict):
    """What every seat and the channel see (hands are open in Pandemic)."""

    cities: dict[str, City]
    outbreaks: int
    max_outbreaks: int
    infection_rate: int
    infection_rate_track: int
    cures: dict[str, str]  # colour -> "none", "cured" or "eradicated"
    pawns: dict[Any, str]  # seat -> city (an int key, a string once the view went through JSON)
    supply: dict[str, int]  # colour -> cubes left
    stations: list[str]
    roles: list[str]
    hands: list[list[str]]
    planner_event: str | None  # the event card the Contingency Planner keeps
    player_deck: int
    player_discard: list[str]
    infection_deck: int
    infection_known_top: list[list[str]]  # groups known to be on top, topmost first (order within unknown)
    infection_discard: list[str]
    removed: list[str]  # cards out of the game
    epidemics: int
    epidemics_drawn: int
    difficulty: str
    turn: int
    actions_left: int
    phase: str
    infections_left: int | None
    epidemics_pending: int
    quiet_night: bool
    pending: Pending | None
    to_act: list[int]
    result: Any  # a Result once the game is over, else None (read only then)


class SeatView(PublicView):
    """One seat's view: the public view plus its own hand and role, and a Forecast it is making."""

    seat: int
    hand: list[str]
    role: str
    forecast: NotRequired[Forecast]
