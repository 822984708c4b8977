"""Rage (Amigo): the trick-taking game with bids, shifting trumps and action cards."""

from .present import Rage

GAME = Rage()
