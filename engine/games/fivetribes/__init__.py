"""Five Tribes (Days of Wonder, 2014): the Sultanate, its tribes and its djinns."""

from .present import FiveTribes

GAME = FiveTribes()
