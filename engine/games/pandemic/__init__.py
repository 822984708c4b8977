"""Pandemic (2013 edition, base game): cooperative, 2 to 4 players."""

from .present import Pandemic

GAME = Pandemic()
