"""Pixies (Bombyx, 2024): 3 rounds of building a 3×3 grid of cards."""

from .present import Pixies

GAME = Pixies()
