"""Seasons (Libellud, 2012), base game."""

from .present import Seasons

GAME = Seasons()
