"""Charuma: a trick-taking card game with an auction of visible card groups."""

from .present import Charuma

GAME = Charuma()
