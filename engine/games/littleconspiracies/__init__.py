"""Little Conspiracies Among Friends (Petits Complots entre Amis), 3-5 players."""

from .present import LittleConspiracies

GAME = LittleConspiracies()
