"""Every Pixies text, English and French."""

from engine.text import Texts

TEXTS = Texts({
    "en": {
        "blue": "Blue", "green": "Green", "yellow": "Yellow", "red": "Red", "multi": "Multicolour",
        "blue_l": "blue", "green_l": "green", "yellow_l": "yellow", "red_l": "red",
        "eff_spirals": "+{n}🌀", "eff_spiral_per": "+1🌀 per {colour}",
        "eff_per_down": "+{n}🌀 per face-down", "eff_crosses": "−{n}✖", "eff_cross_per": "−1✖ per {colour}",
        "pl_up": "space {n}, face up", "pl_on_down": "space {n}, face up on the face-down card (validated)",
        "pl_keep": "sandwich on {n}: keep {card} up", "pl_down": "face down on space {n}",
        "pl_discard": "no space left: set it aside",
        "round": "Round {n}/3", "deck": {"one": "Deck: {n} card", "other": "Deck: {n} cards"},
        "display": "Revealed", "none": "—", "to_play": "▶ {name} takes a card",
        "last_turn": "⚠️ Last turn of the round: a grid is full.",
        "points": {"one": "{n} pt", "other": "{n} pts"},
        "player_line": "**{name}** — {total} (this round so far: {now})",
        "history": "rounds: {rounds}",
        "legend": ("Legend: B blue, G green, Y yellow, R red, M multicolour (every colour), two letters = "
                   "two colours; the number is the card's value; * validated (two cards, scores its "
                   "number); ## face down; (n) empty space n. 🌀 spiral (+1), ✖ cross (−1)."),
        "last_round": "Round {round} scored: {items}",
        "detail": ("{name}: {total} (validated {validated}, spirals +{spirals}, crosses −{crosses}, "
                   "zone of {zone}: {zone_points}{down})"),
        "detail_down": ", face down {n}",
        "game_over": "🏁 Game over. Winner: {names}.",
        "ev_round_start": "🧚 Round {round} begins; {first} reveals first.",
        "ev_reveal": "{name} reveals: {cards}.",
        "ev_up": "{name} takes {card} and lays it face up on space {space}.",
        "ev_on_down": "{name} takes {card} and lays it face up on the face-down card of space {space}: validated.",
        "ev_keep": "{name} takes {card}: sandwich on space {space}, {keep} stays face up.",
        "ev_down": "{name} takes {card} and lays it face down on space {space}.",
        "ev_discard": "{name} takes {card} but has no space left for it.",
        "ev_grid_full": "⚠️ {name} has a card on all 9 spaces: this turn is the last of the round.",
        "ev_turn_stop": {"one": "Both players took a card of this last turn: the {n} card left is not taken.",
                         "other": "Both players took a card of this last turn: the {n} cards left are not taken."},
        "ev_deck_short": "The deck is nearly empty ({deck} left): the round ends.",
        "ev_round_end": "🏁 Round {round}: {items}.",
        "ev_game_end": "🏆 Final scores: {items}. Winner: {winners}!",
        "img_title": "Pixies — round {round}/3",
        "img_legend": "+n spirals · -n crosses · /B per visible blue · /## per face-down · gold: validated",
        "rules": (
            "**Pixies** — 2 to 5 players (6 with Flower Power), 3 rounds. Build a 3×3 grid of cards: "
            "space 1 top left … 9 bottom right.\n"
            "**A turn**: the first player reveals one card per player (4 with 2 players: each takes 2, "
            "alternating). In turn order each takes one and places it. Whoever takes the last card "
            "reveals the next turn (and starts the next round).\n"
            "**Placing a card of value v** (never optional):\n"
            "• space v empty → face up there;\n"
            "• space v holds a face-down card → face up on it: the space is **validated**;\n"
            "• space v holds one face-up card → sandwich: the two go back to back, you choose which face "
            "stays up; validated;\n"
            "• space v already validated → face down on any empty space (a face-up card may later cover "
            "it, validating that space).\n"
            "**End of a round**: when someone has a card on all 9 spaces, the turn is finished (with 2 "
            "players it stops once both took a card of it); also when the deck has fewer cards than "
            "players at a turn's end.\n"
            "**Round score**: each validated space scores its number; each visible card scores its "
            "spirals 🌀 (+1 each; \"per colour\": +1 per visible card of that colour, itself included) and "
            "loses its crosses ✖ (−1 each); face-down cards and hidden halves count for nothing. Your "
            "**largest zone** of orthogonally adjacent visible cards of one colour scores 2/3/4 points per "
            "card in rounds 1/2/3 (multicolour cards join any colour; one card alone scores nothing; only "
            "the largest zone scores).\n"
            "Cards are reshuffled each round. Highest total after 3 rounds wins; ties are shared.\n"
            "**Flower Power** (option): 14 two-colour cards (both colours); each face-down card in your grid "
            "scores 5; some cards score per face-down card or lose 1 per visible card of a colour.\n"
            "Choices made here: the first player is random; the largest zone only scores (as on BGA)."
        ),
    },
    "fr": {
        "blue": "Bleu", "green": "Vert", "yellow": "Jaune", "red": "Rouge", "multi": "Multicolore",
        "blue_l": "bleu", "green_l": "vert", "yellow_l": "jaune", "red_l": "rouge",
        "eff_spirals": "+{n}🌀", "eff_spiral_per": "+1🌀 par {colour}",
        "eff_per_down": "+{n}🌀 par face cachée", "eff_crosses": "−{n}✖", "eff_cross_per": "−1✖ par {colour}",
        "pl_up": "emplacement {n}, face visible",
        "pl_on_down": "emplacement {n}, face visible sur la carte cachée (validé)",
        "pl_keep": "sandwich sur {n} : garder {card} visible", "pl_down": "face cachée sur l'emplacement {n}",
        "pl_discard": "plus de place : la mettre de côté",
        "round": "Manche {n}/3", "deck": {"one": "Pioche : {n} carte", "other": "Pioche : {n} cartes"},
        "display": "Révélées", "none": "—", "to_play": "▶ {name} prend une carte",
        "last_turn": "⚠️ Dernier tour de la manche : une grille est complète.",
        "points": {"one": "{n} pt", "other": "{n} pts"},
        "player_line": "**{name}** — {total} (manche en cours : {now})",
        "history": "manches : {rounds}",
        "legend": ("Légende : B bleu, G vert, Y jaune, R rouge, M multicolore (toutes les couleurs), deux "
                   "lettres = deux couleurs ; le nombre est la valeur de la carte ; * validé (deux cartes, "
                   "rapporte son numéro) ; ## face cachée ; (n) emplacement n vide. 🌀 spirale (+1), "
                   "✖ croix (−1)."),
        "last_round": "Manche {round} décomptée : {items}",
        "detail": ("{name} : {total} (validés {validated}, spirales +{spirals}, croix −{crosses}, "
                   "zone de {zone} : {zone_points}{down})"),
        "detail_down": ", faces cachées {n}",
        "game_over": "🏁 Partie terminée. Victoire : {names}.",
        "ev_round_start": "🧚 La manche {round} commence ; {first} révèle en premier.",
        "ev_reveal": "{name} révèle : {cards}.",
        "ev_up": "{name} prend {card} et la pose face visible sur l'emplacement {space}.",
        "ev_on_down": ("{name} prend {card} et la pose face visible sur la carte cachée de l'emplacement {space} :"
                       " validé."),
        "ev_keep": "{name} prend {card} : sandwich sur l'emplacement {space}, {keep} reste visible.",
        "ev_down": "{name} prend {card} et la pose face cachée sur l'emplacement {space}.",
        "ev_discard": "{name} prend {card} mais n'a plus de place pour elle.",
        "ev_grid_full": "⚠️ {name} a une carte sur les 9 emplacements : ce tour est le dernier de la manche.",
        "ev_turn_stop": {"one": "Chacun a pris une carte de ce dernier tour : la carte restante n'est pas prise.",
                         "other": ("Chacun a pris une carte de ce dernier tour : les {n} cartes restantes "
                                   "ne sont pas prises.")},
        "ev_deck_short": "La pioche est presque vide ({deck} restantes) : la manche se termine.",
        "ev_round_end": "🏁 Manche {round} : {items}.",
        "ev_game_end": "🏆 Scores finaux : {items}. Victoire : {winners} !",
        "img_title": "Pixies — manche {round}/3",
        "img_legend": "+n spirales · -n croix · /B par bleue visible · /## par carte cachée · or : validé",
        "rules": (
            "**Pixies** — 2 à 5 joueurs (6 avec Flower Power), 3 manches. Construisez une grille de 3×3 "
            "cartes : emplacement 1 en haut à gauche … 9 en bas à droite.\n"
            "**Un tour** : la première joueuse révèle une carte par joueur (4 à 2 joueurs : chacun en prend "
            "2, à tour de rôle). Dans l'ordre, chacun en prend une et la pose. Qui prend la dernière carte "
            "révèle au tour suivant (et commence la manche suivante).\n"
            "**Poser une carte de valeur v** (toujours obligatoire) :\n"
            "• emplacement v vide → face visible ;\n"
            "• emplacement v avec une carte face cachée → face visible dessus : l'emplacement est **validé** ;\n"
            "• emplacement v avec une carte face visible → sandwich : dos contre dos, vous choisissez la face "
            "visible ; validé ;\n"
            "• emplacement v déjà validé → face cachée sur n'importe quel emplacement vide (une carte face "
            "visible pourra la couvrir plus tard et valider cet emplacement).\n"
            "**Fin de manche** : quand quelqu'un a une carte sur les 9 emplacements, le tour est terminé "
            "(à 2 joueurs, il s'arrête dès que chacun en a pris une) ; aussi quand la pioche a moins de "
            "cartes que de joueurs en fin de tour.\n"
            "**Décompte** : chaque emplacement validé rapporte son numéro ; chaque carte visible rapporte ses "
            "spirales 🌀 (+1 chacune ; « par couleur » : +1 par carte visible de cette couleur, elle comprise) "
            "et perd ses croix ✖ (−1 chacune) ; les cartes cachées ne comptent pas. Votre **plus grande zone** "
            "de cartes visibles adjacentes (orthogonalement) d'une même couleur rapporte 2/3/4 points par "
            "carte aux manches 1/2/3 (les multicolores comptent pour toute couleur ; une carte seule ne "
            "rapporte rien ; seule la plus grande zone compte).\n"
            "On remélange à chaque manche. Le plus haut total après 3 manches gagne ; égalité partagée.\n"
            "**Flower Power** (option) : 14 cartes bicolores (les deux couleurs) ; chaque carte face cachée "
            "de votre grille rapporte 5 ; certaines rapportent par carte cachée ou perdent 1 par carte "
            "visible d'une couleur.\n"
            "Choix faits ici : première joueuse tirée au sort ; seule la plus grande zone compte (comme sur BGA)."
        ),
    },
})
