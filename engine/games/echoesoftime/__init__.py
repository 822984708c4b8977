"""Echoes of Time: tableau building on a five-slot time track (cards designed for this table)."""

from .present import Echoes

GAME = Echoes()
