"""Every Symbiose text, in English and French."""

from engine.text import Texts

from .data import ANIMALS, COLOURS

_FR_ANIMAL = {"dragonfly": "libellule", "fish": "poisson", "snail": "escargot", "frog": "grenouille"}
_FR_FEMININE = {"dragonfly": True, "fish": False, "snail": False, "frog": True}
_FR_COLOUR_M = {"pink": "rose", "green": "vert", "orange": "orange", "blue": "bleu"}
_FR_COLOUR_F = {"pink": "rose", "green": "verte", "orange": "orange", "blue": "bleue"}

_EN: dict[str, str | dict[str, str]] = {
    **{f"name_{a}_{c}": f"{c} {a}" for a in ANIMALS for c in COLOURS},
    **{f"an_{a}": a for a in ANIMALS},
    **{f"col_{c}": c for c in COLOURS},
    "code_dragonfly": "D", "code_fish": "F", "code_snail": "S", "code_frog": "R",
    "code_pink": "p", "code_green": "g", "code_orange": "o", "code_blue": "b",
    "rule_fixed": {"one": "{n} point", "other": "{n} points"},
    "rule_animal": "{n} per {what}",
    "rule_colour": "{n} per {what} card",
    "card": "{name}, {rule}",
    "face_down": "face-down card",
    "river": "River",
    "turn_of": "**{name}** to play (turn {n}/8)",
    "must_reveal": "**{name}** must turn one face-down card face up",
    "pond_of": "**{name}** — {pts}",
    "visible_pts": {"one": "{n} visible point", "other": "{n} visible points"},
    "final_pts": {"one": "**{n} point**", "other": "**{n} points**"},
    "looks": "col. 1 → {left} · col. 4 → {right}",
    "the_river": "the river",
    "river_line": "**River** (col. 1 of {left}, col. 4 of {right})",
    "river_plain": "**River**",
    "box": {"one": "{n} card stays in the box", "other": "{n} cards stay in the box"},
    "winner": "🏆 {names} {verb} with {n} points",
    "win_one": "wins", "win_many": "win",
    "legend": ("Legend: row a/b, column 1–4. Animal: D dragonfly, F fish, S snail, R frog; colour: "
               "p pink, g green, o orange, b blue. Rule: a number alone = fixed points; 2/R = 2 per frog "
               "(capital: animal); 3/o = 3 per orange card (small letter: colour). ?? = face down. "
               "Columns 1 and 4 count your left and right neighbour's pond, 2–3 your own."),
    "lbl_river": "River {r}: {card}",
    "lbl_slot_up": "{slot}: replace {card}",
    "lbl_slot_down": "{slot}: replace the face-down card",
    "lbl_swap": "River {r} ({card}) ↔ {slot}",
    "lbl_reveal": "Turn over {slot}",
    "ev_swap": "{name} takes {took} from river {r} and gives {gave} from {slot}.",
    "ev_swap_down": "{name} takes {took} from river {r} into {slot}; the face-down card there was {gave}.",
    "ev_reveal": "{name} turns over {slot}: {card}.",
    "ev_turn": "{name} to play (turn {number}/8).",
    "ev_river_reveal": "Face-down river card {river} was {card}.",
    "ev_end": "🏁 Final scores: {scores}. {winner}.",
    "designed": ("**Cards designed for this table** (the real card list is not public; its public examples are "
                 "kept: 2 per dragonfly, 4 per orange card, 3 and 5 per frog, 8 fixed points):"),
    "kind_card": "card",
    "cd_fixed": {"one": "{n} point wherever it lies.", "other": "{n} points wherever it lies."},
    "cd_animal": {"one": "{n} point per {what} in the pond its column looks at.",
                  "other": "{n} points per {what} in the pond its column looks at."},
    "cd_colour": {"one": "{n} point per {what} card in the pond its column looks at.",
                  "other": "{n} points per {what} card in the pond its column looks at."},
    "cd_where": ("Column 1 counts your left neighbour's pond, column 4 your right neighbour's, columns 2–3 "
                 "your own (this card included)."),
    "priv_river": "River (what you may take):",
    "priv_pond": "Your pond:",
    "team_line": "Team {a} & {b}: {pts}",
    "team_winner": "🏆 {names} win as a team with {n} points",
    "ev_end_teams": "🏁 Final scores: {scores}. Teams: {teams}. {winner}.",
    "rules": (
        "**Symbiose** — 2 to 4 players, 36 cards: animals dragonfly 12, fish 10, snail 8, frog 6; "
        "colours pink 12, green 10, orange 8, blue 6.\n"
        "**Set-up**: each player gets 8 cards face down as a pond of 2 rows × 4 columns (nobody looks at "
        "them). The river gets 4 cards face up (2 players: 4 face up + 4 face down). The other cards stay in "
        "the box unseen. The first player is drawn at random; play goes to the next seat.\n"
        "**Turn** (8 each): swap a river card with a card of your pond. The river card goes face up into "
        "your pond, yours goes face up into the river in its place. If the card you gave was face down, "
        "that is all; if it was face up, turn one of your face-down cards face up. A face-down river card "
        "may be taken. After 8 turns every pond is face up and the game ends.\n"
        "**Scoring**: a card gives fixed points, or N points per card of an animal, or N points per card "
        "of a colour, counted among the 8 cards of one pond (the card itself included): column 1 (left) "
        "counts your left neighbour's pond (the next player), column 4 (right) your right neighbour's "
        "(the previous player), columns 2–3 your own. With 2 players the river is a neutral third place: "
        "it is the left neighbour of the second player and the right neighbour of the first; its face-down "
        "cards are revealed at the end. Highest total wins; a tie shares the victory (no tie-break is known).\n"
        "**Team mode** (option teams, 4 players): partners sit opposite (seats 1 & 3 against 2 & 4), so your "
        "neighbours are both opponents. Designed for this table (BGA's team rules could not be read): a team "
        "scores the sum of its partners' scores, the higher team total wins, a tie shares the victory."
    ),
}

_FR: dict[str, str | dict[str, str]] = {
    **{f"name_{a}_{c}": f"{_FR_ANIMAL[a]} {(_FR_COLOUR_F if _FR_FEMININE[a] else _FR_COLOUR_M)[c]}"
       for a in ANIMALS for c in COLOURS},
    **{f"an_{a}": _FR_ANIMAL[a] for a in ANIMALS},
    **{f"col_{c}": _FR_COLOUR_F[c] for c in COLOURS},
    "code_dragonfly": "L", "code_fish": "P", "code_snail": "E", "code_frog": "G",
    "code_pink": "r", "code_green": "v", "code_orange": "o", "code_blue": "b",
    "rule_fixed": {"one": "{n} point", "other": "{n} points"},
    "rule_animal": "{n} par {what}",
    "rule_colour": "{n} par carte {what}",
    "card": "{name}, {rule}",
    "face_down": "carte face cachée",
    "river": "Rivière",
    "turn_of": "À **{name}** de jouer (tour {n}/8)",
    "must_reveal": "**{name}** doit retourner une carte face cachée",
    "pond_of": "**{name}** — {pts}",
    "visible_pts": {"one": "{n} point visible", "other": "{n} points visibles"},
    "final_pts": {"one": "**{n} point**", "other": "**{n} points**"},
    "looks": "col. 1 → {left} · col. 4 → {right}",
    "the_river": "la rivière",
    "river_line": "**Rivière** (col. 1 de {left}, col. 4 de {right})",
    "river_plain": "**Rivière**",
    "box": {"one": "{n} carte reste dans la boîte", "other": "{n} cartes restent dans la boîte"},
    "winner": "🏆 {names} {verb} avec {n} points",
    "win_one": "gagne", "win_many": "gagnent",
    "legend": ("Légende : ligne a/b, colonne 1–4. Animal : L libellule, P poisson, E escargot, G grenouille ; "
               "couleur : r rose, v verte, o orange, b bleue. Règle : un nombre seul = points fixes ; "
               "2/G = 2 par grenouille (majuscule : animal) ; 3/o = 3 par carte orange (minuscule : couleur). "
               "?? = face cachée. Les colonnes 1 et 4 comptent la mare du voisin de gauche et de droite, "
               "2–3 la vôtre."),
    "lbl_river": "Rivière {r} : {card}",
    "lbl_slot_up": "{slot} : remplacer {card}",
    "lbl_slot_down": "{slot} : remplacer la carte face cachée",
    "lbl_swap": "Rivière {r} ({card}) ↔ {slot}",
    "lbl_reveal": "Retourner {slot}",
    "ev_swap": "{name} prend {took} en rivière {r} et y met {gave} venant de {slot}.",
    "ev_swap_down": "{name} prend {took} en rivière {r} pour sa case {slot} ; la carte cachée était {gave}.",
    "ev_reveal": "{name} retourne {slot} : {card}.",
    "ev_turn": "À {name} de jouer (tour {number}/8).",
    "ev_river_reveal": "La carte cachée {river} de la rivière était {card}.",
    "ev_end": "🏁 Scores finaux : {scores}. {winner}.",
    "designed": ("**Cartes conçues pour cette table** (la vraie liste n'est pas publique ; ses exemples publics "
                 "sont repris : 2 par libellule, 4 par carte orange, 3 et 5 par grenouille, 8 points fixes) :"),
    "kind_card": "carte",
    "cd_fixed": {"one": "{n} point où qu'elle soit.", "other": "{n} points où qu'elle soit."},
    "cd_animal": {"one": "{n} point par {what} dans la mare que regarde sa colonne.",
                  "other": "{n} points par {what} dans la mare que regarde sa colonne."},
    "cd_colour": {"one": "{n} point par carte {what} dans la mare que regarde sa colonne.",
                  "other": "{n} points par carte {what} dans la mare que regarde sa colonne."},
    "cd_where": ("La colonne 1 compte la mare du voisin de gauche, la colonne 4 celle du voisin de droite, "
                 "les colonnes 2–3 la vôtre (cette carte comprise)."),
    "priv_river": "Rivière (ce que vous pouvez prendre) :",
    "priv_pond": "Votre mare :",
    "team_line": "Équipe {a} & {b} : {pts}",
    "team_winner": "🏆 {names} gagnent en équipe avec {n} points",
    "ev_end_teams": "🏁 Scores finaux : {scores}. Équipes : {teams}. {winner}.",
    "rules": (
        "**Symbiose** — 2 à 4 joueurs, 36 cartes : animaux libellule 12, poisson 10, escargot 8, "
        "grenouille 6 ; couleurs rose 12, verte 10, orange 8, bleue 6.\n"
        "**Mise en place** : chaque joueur reçoit 8 cartes face cachée, sa mare de 2 lignes × 4 colonnes "
        "(personne ne les regarde). La rivière reçoit 4 cartes face visible (à 2 : 4 visibles + 4 cachées). "
        "Les autres cartes restent dans la boîte sans être vues. Le premier joueur est tiré au sort ; on "
        "joue ensuite dans l'ordre des places.\n"
        "**Tour** (8 chacun) : échangez une carte de la rivière avec une carte de votre mare. La carte de "
        "la rivière arrive face visible dans votre mare, la vôtre va face visible dans la rivière à sa "
        "place. Si la carte donnée était face cachée, c'est tout ; si elle était face visible, retournez "
        "une de vos cartes face cachée. On peut prendre une carte cachée de la rivière. Après 8 tours, "
        "toutes les mares sont visibles et la partie se termine.\n"
        "**Points** : une carte rapporte des points fixes, ou N points par carte d'un animal, ou N points "
        "par carte d'une couleur, comptées parmi les 8 cartes d'une mare (elle-même comprise) : la colonne 1 "
        "(gauche) compte la mare du voisin de gauche (le joueur suivant), la colonne 4 (droite) celle du "
        "voisin de droite (le joueur précédent), les colonnes 2–3 la vôtre. À 2 joueurs, la rivière est "
        "un joueur neutre : voisine de gauche du second joueur et de droite du premier ; ses cartes cachées "
        "sont révélées à la fin. Le plus haut total gagne ; une égalité partage la victoire (aucun "
        "départage connu).\n"
        "**Mode équipe** (option teams, 4 joueurs) : les partenaires sont face à face (places 1 et 3 contre "
        "2 et 4), vos deux voisins sont donc des adversaires. Conçu pour cette table (les règles d'équipe de "
        "BGA n'ont pas pu être lues) : une équipe marque la somme des scores de ses partenaires, le plus haut "
        "total d'équipe gagne, une égalité partage la victoire."
    ),
}

TEXTS = Texts({"en": _EN, "fr": _FR})
