"""Orapa Mine (Board Game Arena mode): find the hidden gems by sending waves and asking cells."""

from .present import OrapaMine

GAME = OrapaMine()
