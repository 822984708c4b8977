"""Gizmos (2018): engine building with energy marbles."""

from .present import Gizmos

GAME = Gizmos()
