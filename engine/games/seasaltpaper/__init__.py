"""Sea Salt & Paper (Bombyx, 2022) with the Extra Salt expansion as an option."""

from .present import SeaSaltPaper

GAME = SeaSaltPaper()
