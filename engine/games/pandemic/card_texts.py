"""Pandemic card texts (issue 35: play without the rulebook), in our own words, English and French.

The 7 roles, the 5 event cards and the epidemic card; keys are the data's ids (``data.ROLES``, ``data.EVENTS``,
``data.EPIDEMIC``). City cards do nothing beyond their city and colour, so they have no entry.
"""

from __future__ import annotations

from engine import LANGS, CardInfo

from . import data as D
from .text import TEXTS

# key -> language -> (full text, short text or None: the full one fits)
ROLE_TEXTS: dict[str, dict[str, tuple[str, str | None]]] = {
    "researcher": {
        "en": ("When sharing knowledge she may give any City card, not only the card of the city she is in; a "
               "player in her city may also take any City card from her.",
               "Shares any City card: gives any, and a player in her city may take any."),
        "fr": ("Quand elle partage des connaissances, elle peut donner n'importe quelle carte Ville, pas seulement "
               "celle de sa ville ; un joueur dans sa ville peut aussi lui prendre n'importe quelle carte Ville.",
               "Partage n'importe quelle carte Ville : elle la donne, ou on la lui prend."),
    },
    "operations": {
        "en": ("As an action, builds a research station in his city without discarding a card. Once a turn, as "
               "an action, flies from a city with a station to any city by discarding any City card.",
               "Builds a station without a card; once a turn, flies from a station anywhere for any City card."),
        "fr": ("Pour une action, construit une station de recherche dans sa ville sans défausser de carte. Une "
               "fois par tour, pour une action, vole d'une ville à station vers n'importe quelle ville en "
               "défaussant n'importe quelle carte Ville.",
               "Station sans carte ; une fois par tour, vole d'une station partout contre une carte Ville."),
    },
    "medic": {
        "en": ("Treat Disease removes every cube of the chosen colour in his city. Once a disease is cured, its "
               "cubes leave the city he is in without an action, and none can be placed there.",
               "Treat removes all cubes of a colour; cubes of cured diseases vanish where he stands."),
        "fr": ("Traiter une maladie retire tous les cubes de la couleur choisie dans sa ville. Une fois un remède "
               "découvert, les cubes de cette maladie quittent sa ville sans action, et aucun ne peut y être posé.",
               "Traiter retire tous les cubes d'une couleur ; ceux des maladies guéries disparaissent là où il est."),
    },
    "planner": {
        "en": ("As an action, takes an event card from the player discard pile and stores it on his role card "
               "(one at a time, outside the hand limit); once played, it is removed from the game.",
               "Action: stores an event from the discard on his role (removed once played)."),
        "fr": ("Pour une action, reprend une carte Évènement de la défausse Joueur et l'entrepose sur son rôle (une "
               "seule à la fois, hors limite de main) ; une fois jouée, elle est retirée du jeu.",
               "Action : entrepose un évènement de la défausse sur son rôle (retiré une fois joué)."),
    },
    "dispatcher": {
        "en": ("As an action, moves another player's pawn as if it were his own (flights use the Dispatcher's "
               "cards), or moves any pawn to a city holding another pawn.",
               "Moves other pawns as his own, or any pawn to a city holding another pawn."),
        "fr": ("Pour une action, déplace le pion d'un autre joueur comme le sien (les vols utilisent les cartes du "
               "Répartiteur), ou déplace n'importe quel pion vers une ville où se trouve un autre pion.",
               "Déplace les autres pions comme le sien, ou un pion vers la ville d'un autre pion."),
    },
    "scientist": {
        "en": ("Needs only 4 City cards of one colour, instead of 5, to discover a cure.", None),
        "fr": ("Il ne lui faut que 4 cartes Ville d'une couleur, au lieu de 5, pour découvrir un remède.", None),
    },
    "quarantine": {
        "en": ("No disease cube is placed and no outbreak happens in her city or in any city linked to it.",
               "No cubes and no outbreaks in her city and the cities linked to it."),
        "fr": ("Aucun cube n'est posé et aucune éclosion n'a lieu dans sa ville ni dans les villes qui y sont "
               "reliées.", "Aucun cube ni éclosion dans sa ville et les villes reliées."),
    },
}

EVENT_TEXTS: dict[str, dict[str, tuple[str, str | None]]] = {
    "airlift": {
        "en": ("Move any one pawn to any city. Like every event, it may be played at any time and costs no action.",
               "Move any one pawn to any city (no action)."),
        "fr": ("Déplacez n'importe quel pion vers n'importe quelle ville. Comme tout évènement, il se joue à tout "
               "moment sans coûter d'action.",
               "Déplacez n'importe quel pion vers n'importe quelle ville (sans action)."),
    },
    "forecast": {
        "en": ("Look at the top 6 cards of the infection deck, then put them back on top in the order you choose.",
               "Look at the top 6 infection cards and put them back in any order."),
        "fr": ("Regardez les 6 premières cartes de la pioche Propagation, puis remettez-les dessus dans l'ordre de "
               "votre choix.", "Regardez les 6 cartes Propagation du dessus, remettez-les dans l'ordre voulu."),
    },
    "grant": {
        "en": ("Build a research station in any city, without discarding a card (with 6 built, one of them moves).",
               "Build a research station in any city, without a card."),
        "fr": ("Construisez une station de recherche dans n'importe quelle ville sans défausser de carte (s'il y "
               "en a déjà 6, l'une d'elles est déplacée).",
               "Construisez une station dans n'importe quelle ville, sans carte."),
    },
    "quiet": {
        "en": ("Skip the next Infect Cities step: no infection card is drawn.", None),
        "fr": ("La prochaine étape de propagation est sautée : aucune carte Propagation n'est tirée.",
               "La prochaine propagation est sautée : aucune carte Propagation tirée."),
    },
    "resilient": {
        "en": ("Remove one card of the infection discard pile from the game for good; it may even be played during "
               "an epidemic, before the discard is shuffled back.",
               "Remove one card of the infection discard from the game (even during an epidemic)."),
        "fr": ("Retirez définitivement du jeu une carte de la défausse Propagation ; elle peut même se jouer "
               "pendant une épidémie, avant que la défausse soit remélangée.",
               "Retirez du jeu une carte de la défausse Propagation (même pendant une épidémie)."),
    },
    "epidemic": {
        "en": ("Drawn from the player deck: the infection rate rises, the bottom infection card's city gets 3 cubes, "
               "then the infection discard pile is shuffled and put on top of the infection deck.",
               "Rate rises; the bottom infection card gets 3 cubes; the discard goes back on top."),
        "fr": ("Tirée de la pioche Joueur : la vitesse de propagation augmente, la ville de la dernière carte "
               "Propagation reçoit 3 cubes, puis la défausse Propagation est mélangée et posée sur la pioche.",
               "Vitesse +1 ; 3 cubes sur la carte du dessous ; la défausse remélangée revient dessus."),
    },
}

KINDS = {
    "role": {"en": "Role", "fr": "Rôle"},
    "event": {"en": "Event card", "fr": "Carte Évènement"},
    "epidemic": {"en": "Epidemic card", "fr": "Carte Épidémie"},
}


def card_infos() -> list[CardInfo]:
    return [CardInfo(key=key, names={lg: TEXTS.t(lg, key) for lg in LANGS},
                     texts={lg: texts[lg][0] for lg in LANGS},
                     short={lg: texts[lg][1] for lg in LANGS if texts[lg][1]},
                     kind=dict(KINDS["role" if key in ROLE_TEXTS else "epidemic" if key == D.EPIDEMIC else "event"]),
                     copies=D.EPIDEMIC_CARDS_IN_BOX if key == D.EPIDEMIC else 1)
            for key, texts in {**ROLE_TEXTS, **EVENT_TEXTS}.items()]
