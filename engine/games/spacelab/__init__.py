"""Spacelab (Studio H, 2025): a station of three capsules ringed by Lab cards."""

from .present import Spacelab

GAME = Spacelab()
