from .rules import RaceRules


class RaceForTheGalaxy(RaceRules):
    pass
