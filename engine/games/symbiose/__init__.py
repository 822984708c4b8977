"""Symbiose (Subverti, 2025): 2–4 players swap cards into a 2×4 pond for 8 turns."""

from .present import Symbiose

GAME = Symbiose()
