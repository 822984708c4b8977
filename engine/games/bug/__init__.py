"""Bug (Nick Bentley, 2017): grow your bugs, eat look-alikes, win when you cannot place."""

from .present import Bug

GAME = Bug()
