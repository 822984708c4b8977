"""Race for the Galaxy (base game), 2–4 players."""

from .present import RaceForTheGalaxy

GAME = RaceForTheGalaxy()
