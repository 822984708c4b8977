from .present import Odysseus

GAME = Odysseus()

__all__ = ["GAME"]
