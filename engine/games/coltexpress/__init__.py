"""Colt Express (Ludonaute, 2014): 2-6 bandits rob the Union Pacific Express."""

from .present import ColtExpress

GAME = ColtExpress()
