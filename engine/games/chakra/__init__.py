"""Chakra (2019, Luka Krleža): harmonize your chakras with energies."""

from .present import Chakra

GAME = Chakra()
