# ruff: noqa: E501  (the rules summaries are long markdown lines)
"""Bug texts, English and French (our own wording)."""

from engine.text import Texts

RULES_EN = """**Bug** — 2 players, a hexagonal board with 3, 4 (default) or 5 cells per side (19, 37 or 61 cells).
A *bug* is a group of connected stones of one colour (one stone is a bug too). Two bugs have the *same shape* if one can be turned and/or flipped onto the other.
**Your turn**
1. **Grow** (mandatory): put one stone on an empty cell, to start a new bug or to enlarge one of yours by one. You may never join two of your bugs, nor make a bug bigger than the largest bug on the board.
2. **Eat**: each of your bugs touching enemy bugs of exactly its size and shape eats them (they leave the board) — only if it can then grow; when it can, it must. The bug that ate then **grows by one stone** (mandatory; this may exceed the largest size, never join two of your bugs). If several of your bugs can eat, you choose the order; a bonus growth can make new meals, eaten the same way.
**Winning**: if, at the start of your turn, you cannot grow anywhere, **you win** (your part of the ecosystem is full). Careful not to fill your opponent's last spot!
**Choices made here**: Black starts. The size option is 3, 4 (default) or 5. A game that reaches 10 turns per cell ({cap} on the default board) without a winner is a draw (this never happens in practice).
**Moves**: cells are named by row (A at the top) and position from the left (C4). A bonus growth is chosen as "bug C3 eats, grows at D5"."""

RULES_FR = """**Bug** — 2 joueurs, un plateau hexagonal de 3, 4 (par défaut) ou 5 cases par côté (19, 37 ou 61 cases).
Un *insecte* est un groupe de pierres reliées d'une même couleur (une pierre seule en est un). Deux insectes ont la *même forme* si l'un peut être tourné et/ou retourné sur l'autre.
**Votre tour**
1. **Grandir** (obligatoire) : posez une pierre sur une case vide, pour créer un insecte ou agrandir l'un des vôtres d'une case. Interdit de réunir deux de vos insectes, ou de rendre un insecte plus grand que le plus grand insecte du plateau.
2. **Manger** : chacun de vos insectes qui touche des insectes adverses de même taille et même forme les mange (ils quittent le plateau) — seulement s'il peut ensuite grandir ; s'il le peut, il le doit. L'insecte qui a mangé **grandit alors d'une pierre** (obligatoire ; il peut dépasser la plus grande taille, jamais réunir deux de vos insectes). Si plusieurs de vos insectes peuvent manger, vous choisissez l'ordre ; une croissance bonus peut créer de nouveaux repas, mangés de la même façon.
**Victoire** : si, au début de votre tour, vous ne pouvez grandir nulle part, **vous gagnez** (votre écosystème est plein). Attention à ne pas jouer le dernier lieu de l'adversaire !
**Choix faits ici** : Noir commence. L'option de taille vaut 3, 4 (par défaut) ou 5. Une partie qui atteint 10 tours par case ({cap} sur le plateau par défaut) sans vainqueur est nulle (cela n'arrive pas en pratique).
**Coups** : les cases sont nommées par rangée (A en haut) et position depuis la gauche (C4). Une croissance bonus se choisit comme « l'insecte C3 mange, grandit en D5 »."""

TEXTS = Texts({
    "en": {
        "rules": RULES_EN,
        "black": "Black", "white": "White",
        "to_play": "**{name}** ({colour}) to play",
        "to_eat": "**{name}** ({colour}) resolves an eating",
        "won": "🏆 **{name}** ({colour}) cannot grow anywhere and wins!",
        "draw": "The game reached {n} turns: draw.",
        "turn_n": "Turn {n}",
        "stones": {"one": "{n} stone", "other": "{n} stones"},
        "bugs": {"one": "{n} bug", "other": "{n} bugs"},
        "largest": "Largest bug: {n}",
        "legend": "X Black · O White · . empty · * last move",
        "row": "Row {row}",
        "lbl_new": "{cell} — new bug",
        "lbl_grow": "{cell} — bug grows to {n}",
        "lbl_eat_bug": "Bug {bug} eats ({n} stones)",
        "lbl_eat": "Bug {bug} eats, grows at {cell}",
        "ev_new": "{name} starts a new bug at {cell}.",
        "ev_grow": "{name} grows a bug to {size} at {cell}.",
        "ev_eat": {"one": "{name}'s bug {bug} eats {n} bug ({prey}) and grows to {size} at {cell}.",
                   "other": "{name}'s bug {bug} eats {n} bugs ({prey}) and grows to {size} at {cell}."},
        "ev_win": "{name} cannot grow anywhere and wins!",
        "ev_draw": "{n} turns played without a winner: the game is a draw.",
        "img_turn": "{name} ({colour}) to play",
        "img_eat": "{name} ({colour}): eat",
        "img_won": "{name} ({colour}) wins",
        "img_draw": "Draw",
    },
    "fr": {
        "rules": RULES_FR,
        "black": "Noir", "white": "Blanc",
        "to_play": "**{name}** ({colour}) joue",
        "to_eat": "**{name}** ({colour}) résout un repas",
        "won": "🏆 **{name}** ({colour}) ne peut plus grandir et gagne !",
        "draw": "La partie a atteint {n} tours : match nul.",
        "turn_n": "Tour {n}",
        "stones": {"one": "{n} pierre", "other": "{n} pierres"},
        "bugs": {"one": "{n} insecte", "other": "{n} insectes"},
        "largest": "Plus grand insecte : {n}",
        "legend": "X Noir · O Blanc · . vide · * dernier coup",
        "row": "Rangée {row}",
        "lbl_new": "{cell} — nouvel insecte",
        "lbl_grow": "{cell} — l'insecte passe à {n}",
        "lbl_eat_bug": "L'insecte {bug} mange ({n} pierres)",
        "lbl_eat": "L'insecte {bug} mange, grandit en {cell}",
        "ev_new": "{name} crée un insecte en {cell}.",
        "ev_grow": "{name} agrandit un insecte à {size} en {cell}.",
        "ev_eat": {"one": "L'insecte {bug} de {name} mange {n} insecte ({prey}) et passe à {size} en {cell}.",
                   "other": "L'insecte {bug} de {name} mange {n} insectes ({prey}) et passe à {size} en {cell}."},
        "ev_win": "{name} ne peut plus grandir nulle part et gagne !",
        "ev_draw": "{n} tours joués sans vainqueur : match nul.",
        "img_turn": "{name} ({colour}) joue",
        "img_eat": "{name} ({colour}) : repas",
        "img_won": "{name} ({colour}) gagne",
        "img_draw": "Match nul",
    },
})
