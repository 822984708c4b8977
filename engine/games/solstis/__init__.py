"""Solstis (Bruno Cathala), 2 players: rebuild your mountain panorama from captured landscape tiles."""

from .present import Solstis

GAME = Solstis()
