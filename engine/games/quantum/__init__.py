"""Quantum (Eric Zimmerman, 2013): ship dice conquering planets with quantum cubes."""

from .present import Quantum

GAME = Quantum()
