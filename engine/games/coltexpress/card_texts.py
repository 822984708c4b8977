"""Colt Express card texts (issue 35: play without the rulebook), in our own words, English and French.

One entry per design that does something: the six bandits' abilities, the six action cards, the bullet cards
(they clog a hand) and the round cards whose end-of-round event does something (the tunnel and bridge cards
only shape the turns). Keys are the data's ids (``data.CHARACTERS``, ``data.ACTION_KINDS``, ``bullet`` for the
bandits' and the Marshal's bullet cards alike, ``data.ROUND_EVENT``).
"""

from __future__ import annotations

from typing import Any

from engine import LANGS, CardInfo

from . import data as D
from .text import TEXTS

# key -> {lang: (full text, short text or None when the full one fits in a note)}
CHARACTER_TEXTS = {
    "ghost": {
        "en": ("On the first turn of each round he may play his card face down (a tunnel turn hides it anyway): "
               "nobody knows it until Stealin'.", "May play his first card of each round face down."),
        "fr": ("Au premier tour de chaque manche, il peut jouer sa carte face cachée (un tour de tunnel la cache "
               "déjà) : personne ne la connaît avant l'Action.",
               "Peut jouer sa première carte de chaque manche face cachée."),
    },
    "belle": {
        "en": ("Cannot be the target of a Fire or a Punch while another bandit could be targeted instead.",
               "Cannot be shot or punched while another target exists."),
        "fr": ("Ne peut pas être la cible d'un Tir ni d'un Coup de poing tant qu'un autre bandit peut l'être.",
               "Ne peut être ni visée ni frappée si une autre cible existe."),
    },
    "cheyenne": {
        "en": ("When her Punch makes a bandit drop a purse, she pockets it instead of leaving it on the floor.",
               "Keeps the purse her Punch knocks off."),
        "fr": ("Quand son Coup de poing fait lâcher une bourse à un bandit, elle l'empoche au lieu de la laisser "
               "tomber.", "Garde la bourse que son Coup de poing fait tomber."),
    },
    "tuco": {
        "en": ("His Fire also reaches the bandits at the other level of his own car (through the roof or the "
               "floor).", "His Fire also hits the other level of his own car."),
        "fr": ("Son Tir atteint aussi les bandits de l'autre étage de son propre wagon (à travers le toit ou le "
               "plancher).", "Son Tir touche aussi l'autre étage de son wagon."),
    },
    "django": {
        "en": ("His shot pushes the target one car further away, on the same level (never off the train).",
               None),
        "fr": ("Son tir repousse la cible d'un wagon plus loin, au même étage (jamais hors du train).", None),
    },
    "doc": {
        "en": ("Draws 7 cards at the start of each round instead of 6 (in the 2-player game, his team does).",
               "Draws 7 cards each round instead of 6."),
        "fr": ("Pioche 7 cartes au début de chaque manche au lieu de 6 (à 2 joueurs, toute son équipe).",
               "Pioche 7 cartes par manche au lieu de 6."),
    },
}

ACTION_TEXTS = {
    "move": {
        "en": ("Move your bandit 1 car inside the train, or 1 to 3 cars along the roofs. Entering the Marshal's "
               "car inside costs a neutral bullet and sends you to the roof.",
               "Move 1 car inside, or 1 to 3 cars on the roofs."),
        "fr": ("Déplacez votre bandit d'un wagon à l'intérieur, ou de 1 à 3 wagons sur les toits. Entrer dans le "
               "wagon du Marshal coûte une balle neutre et envoie sur le toit.",
               "Avancer ou reculer : 1 wagon dedans, 1 à 3 sur les toits."),
    },
    "floor": {
        "en": ("Climb onto the roof of your car, or down inside it.", None),
        "fr": ("Montez sur le toit de votre wagon, ou descendez à l'intérieur.", None),
    },
    "fire": {
        "en": ("Shoot a bandit: from inside, one in an adjacent car; from a roof, the nearest on the roofs in "
               "either direction (never your own space). He receives one of your bullet cards.",
               "Shoot a bandit in line of fire: he gets one of your bullet cards."),
        "fr": ("Tirez sur un bandit : de l'intérieur, un bandit d'un wagon voisin ; d'un toit, le plus proche sur "
               "les toits dans chaque sens (jamais sur votre case). Il reçoit une de vos cartes Balle.",
               "Tirer sur un bandit en ligne de mire : il reçoit une de vos Balles."),
    },
    "rob": {
        "en": ("Take one loot (purse, jewel or strongbox) from your car, at your level.", None),
        "fr": ("Prenez un butin (bourse, bijou ou cagnotte) de votre wagon, à votre étage.", None),
    },
    "punch": {
        "en": ("A bandit on your space drops a loot of your choice (a purse picked at random) and is pushed 1 car "
               "toward the locomotive or the caboose.",
               "A bandit on your space drops a loot and is pushed 1 car."),
        "fr": ("Un bandit de votre case lâche un butin de votre choix (une bourse tirée au hasard) et est poussé "
               "d'un wagon vers la locomotive ou la queue.",
               "Un bandit de votre case lâche un butin et est poussé d'un wagon."),
    },
    "marshal": {
        "en": ("Move the Marshal 1 car inside the train; every bandit inside his new car takes a neutral bullet "
               "and flees to the roof.", "Move the Marshal 1 car: bandits inside there take a bullet, flee up."),
        "fr": ("Déplacez le Marshal d'un wagon à l'intérieur ; chaque bandit dans son nouveau wagon reçoit une "
               "balle neutre et fuit sur le toit.",
               "Déplacer le Marshal d'un wagon : les bandits là reçoivent une balle et fuient."),
    },
    "bullet": {
        "en": ("A bullet received from a bandit's shot or from the Marshal: it cannot be played and clogs your "
               "hand. Fewest bullets received wins a tie.",
               "Cannot be played: clogs your hand (fewest received wins a tie)."),
        "fr": ("Une balle reçue du tir d'un bandit ou du Marshal : elle ne se joue pas et encombre votre main. "
               "Le moins de balles reçues gagne une égalité.",
               "Ne se joue pas : encombre la main (le moins de balles reçues départage)."),
    },
}

EVENT_TEXTS = {
    "angry_marshal": {
        "en": ("End of round: the Marshal shoots every bandit on the roof of his car (a neutral bullet each), "
               "then moves 1 car toward the caboose.",
               "End of round: neutral bullet to his car's roof, then he steps toward the caboose."),
        "fr": ("Fin de manche : le Marshal tire sur chaque bandit sur le toit de son wagon (une balle neutre "
               "chacun), puis recule d'un wagon vers la queue.",
               "Fin de manche : balle neutre sur son toit, puis il recule vers la queue."),
    },
    "take_it_all": {
        "en": ("End of round: the second strongbox is placed inside the Marshal's car.", None),
        "fr": ("Fin de manche : la seconde cagnotte est posée dans le wagon du Marshal.", None),
    },
    "swivel_arm": {
        "en": ("End of round: every bandit on the roofs is swept to the roof of the caboose.", None),
        "fr": ("Fin de manche : chaque bandit sur les toits est balayé jusqu'au toit du dernier wagon.", None),
    },
    "braking": {
        "en": ("End of round: every bandit on the roofs moves 1 car toward the locomotive.", None),
        "fr": ("Fin de manche : chaque bandit sur les toits avance d'un wagon vers la locomotive.", None),
    },
    "rebellion": {
        "en": ("End of round: every bandit inside the train takes a neutral bullet.", None),
        "fr": ("Fin de manche : chaque bandit à l'intérieur du train reçoit une balle neutre.", None),
    },
    "pickpocket": {
        "en": ("Station, end of round: a bandit alone on his space takes a purse lying there, if any.", None),
        "fr": ("Gare, fin de manche : un bandit seul sur sa case y prend une bourse, s'il y en a une.", None),
    },
    "revenge": {
        "en": ("Station, end of round: each bandit on the roof of the Marshal's car loses his cheapest purse.",
               None),
        "fr": ("Gare, fin de manche : chaque bandit sur le toit du wagon du Marshal perd sa bourse la moins "
               "chère.", None),
    },
    "hostage": {
        "en": ("Station, end of round: each bandit in or on the locomotive gets a $250 ransom.", None),
        "fr": ("Gare, fin de manche : chaque bandit dans ou sur la locomotive touche une rançon de 250 $.", None),
    },
}

KINDS = {
    "character": {"en": "Bandit", "fr": "Bandit"},
    "action": {"en": "Action card", "fr": "Carte Action"},
    "bullet": {"en": "Bullet card", "fr": "Carte Balle"},
    "round": {"en": "Round card", "fr": "Carte Manche"},
    "station": {"en": "Station card", "fr": "Carte Gare"},
}


def _copies(key: str) -> int:
    """How many the box holds: one bandit each; action cards of the six bandits; 6 bullets a bandit and the
    neutral ones; a round card once in each set (2-4 and 5-6 players), a station card once."""
    if key in D.CHARACTERS:
        return 1
    if key in D.ACTION_COUNTS:
        return D.ACTION_COUNTS[key] * len(D.CHARACTERS)
    if key == "bullet":  # the bandits' bullets and the Marshal's neutral ones
        return D.BULLETS_PER_BANDIT * len(D.CHARACTERS) + D.NEUTRAL_BULLETS
    return (key in D.ROUNDS_SMALL) + (key in D.ROUNDS_LARGE) + (key in D.STATIONS)


def card_infos() -> list[CardInfo]:
    out = []
    groups: tuple[tuple[dict[str, Any], Any], ...] = ((CHARACTER_TEXTS, lambda k: "character"),
              (ACTION_TEXTS, lambda k: "bullet" if k == "bullet" else "action"),
              (EVENT_TEXTS, lambda k: "station" if k in D.STATIONS else "round"))
    for table, kind_of in groups:
        for key, texts in table.items():
            kind = KINDS[kind_of(key)]
            out.append(CardInfo(
                key=key, names={lg: TEXTS.t(lg, key) for lg in LANGS},
                texts={lg: texts[lg][0] for lg in LANGS},
                short={lg: texts[lg][1] for lg in LANGS if texts[lg][1]},
                kind=dict(kind), copies=_copies(key)))
    return out
