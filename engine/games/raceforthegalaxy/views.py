"""The shapes of Race for the Galaxy's views (``RaceRules._view``), for the presentation and the type checker.
Cards are their data keys (``data.CARDS``)."""

# no ``from __future__ import annotations``: NotRequired must stay visible at run time (the tests read
# ``__required_keys__``)
from typing import Any, NotRequired, TypedDict

# A task's keys depend on its kind ``t`` ("keep": drawn, n, kept; "pay": n; "cons": pw, need, got...): the
# presentation reads them by kind, which the type checker cannot follow.
Task = dict[str, Any]


class Plan(TypedDict):
    p: str  # the phase ("I".."V")
    k: int  # how many times it is played (a bonus doubles it)


class Selection(TypedDict):
    """The card a seat is placing (Develop or Settle) and what it has paid so far."""

    card: str
    how: str
    paid: list[str]


class PublicView(TypedDict):
    """What every seat and the channel see."""

    round: int
    step: str  # "init", "choose", "I".."V", "over"
    two: bool  # two players, advanced game: two actions a round
    pool: int  # VP chips left
    tab: list[list[str]]  # each seat's tableau, in play order
    vp: list[int]  # VP chips by seat
    pi: int  # which phase of the plan is in play
    deck: int
    discard: int
    goods: list[list[bool]]  # by seat, for each tableau card: a good on it (face down)
    hand_sizes: list[int]  # including the card and payment being placed
    acts: list[list[str]]  # the actions shown once all have chosen
    waiting: list[bool]  # by seat: play waits on it
    plan: list[Plan]
    military: list[int]
    scores: list[int]
    tasks: list[Task | None]  # each seat's public task (None while placements are secret)
    result: NotRequired[dict[str, Any]]  # once the game is over


class SeatView(PublicView):
    """One seat's view: the public view plus its hand, its action cards, its task and its placement."""

    seat: int
    hand: list[str]  # sorted
    my_acts: list[str]
    task: Task | None  # a private task (discard, keep, pay...)
    sel: Any  # a Selection or None: read where ``task`` says a card is being paid for, which the checker cannot follow
