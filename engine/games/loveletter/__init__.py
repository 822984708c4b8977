"""Love Letter (2012): the reference game of the engine protocol."""

from .present import LoveLetter

GAME = LoveLetter()
