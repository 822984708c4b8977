"""The shapes of Love Letter's views (``LoveLetterRules._view``), for the presentation and the type checker."""

from __future__ import annotations

from typing import Any, TypedDict


class PublicView(TypedDict):
    """What every seat and the channel see."""

    round: int
    tokens: list[int]
    tokens_to_win: int
    discards: list[list[str]]  # per seat, in the order played
    protected: list[int]
    eliminated: list[int]
    deck_size: int
    set_aside_up: list[str]  # the face-up set-aside cards (2 players)
    set_aside_down: int  # how many face-down set-aside cards (their faces are secret)
    hand_sizes: list[int]
    turn: int | None  # None once the game is won
    last_round: dict[str, Any] | None
    winner: int | None


class Known(TypedDict):
    about: int  # the seat whose card was learned
    card: str
    how: str  # the card that told it ("priest", "baron"...)


class SeatView(PublicView):
    """One seat's view: the public view plus its hand and what it learned this round."""

    seat: int
    hand: list[str]
    known: list[Known]
