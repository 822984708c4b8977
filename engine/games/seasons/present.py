from .rules import SeasonsRules as Seasons
