"""The shapes of Seasons's views (``SeasonsRules._view``), for the presentation and the type checker. Power
cards are numbers (``data.CARDS`` keys); energies are one-letter kinds ("a" air, "w" water, "f" fire, "e" earth)."""

# no ``from __future__ import annotations``: the tests read ``__required_keys__`` at run time
from typing import Any, TypedDict

# A pending decision's keys depend on its ``kind`` ("keep": ncards, discard_ok...; "mirror": stage, from, to...):
# the presentation reads them by kind, which the type checker cannot follow. It carries ``cards`` only in the
# view of the seat deciding.
Pending = dict[str, Any]


class Die(TypedDict):
    id: int
    face: int


class InPlay(TypedDict):
    """A card in a tableau."""

    uid: int
    card: int
    used: bool  # its once-a-turn power was used
    store: dict[str, int]  # energies stored on it
    pot: int  # crystals on it


class PublicView(TypedDict):
    """What every seat and the channel see."""

    players: int
    phase: str  # "draft", "bundle", "dice", "turn", "season", "over"...
    year: int
    pos: int  # the season track's position
    season: str
    dseason: str  # the season of the dice in play
    first: int
    turn: int
    picker: int
    current: Any  # the seat to act in the turn phase (None in the others: read only then)
    dice: list[Die]
    taken: list[Die | None]  # by seat, the die it took this round
    leftover: Die | None
    deck: int
    discard: list[int]
    crystals: list[int]
    res: list[dict[str, int]]  # by seat, energy kind -> how many
    gauge: list[int]  # by seat, its summoning gauge
    tableau: list[list[InPlay]]
    bonuses: list[int]  # bonuses used, by seat
    tr: bool
    trb: bool
    hand_sizes: list[int]
    future_sizes: list[list[int]]  # by seat, the sizes of its year 2 and 3 bundles
    pack_sizes: list[int]
    chosen: list[bool]  # by seat: its draft choice is made
    draft_round: int
    done: list[bool]
    pending: list[Pending]
    scores: list[int]


class SeatView(PublicView):
    """One seat's view: the public view plus its hand, bundles, draft pack, picks and choice (sorted hands)."""

    seat: int
    hand: list[int]
    future: list[list[int]]
    pack: list[int]
    picks: list[int]
    choice: int | None
    sel: list[list[int]]  # the picks put into the year 2 and 3 bundles so far
