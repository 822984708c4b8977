# ruff: noqa: E501  (the rules summaries are long markdown lines)
"""Orapa Mine texts, English and French (our own wording)."""

from typing import Any

from engine.text import Texts

RULES_EN = """**Orapa Mine** — 1 to 5 players, as on Board Game Arena: the system hides the gems, everyone looks for the same mine.
**The mine**: 10 columns (1–10) × 8 rows (A–H); a cell is named like **4E**. Hidden gems: red parallelogram, yellow small triangle, blue big triangle, white big triangle, white diamond (+ a transparent prism with the Diamond option, + a black body of two square cells with the Blackbody option). Gems never touch by a solid side; every gem can be reached from an edge.
**Your turn**: ask **one question**, then answer or end your turn (you may also answer without asking).
• **Wave**: choose an unused edge label — A–H left, 1–10 top, 11–18 right, I–R bottom. The wave goes straight, turns 90° off a slanted face, bounces straight back off a flat side. You learn where it leaves and its colour: the mix of the gem colours it touched (red+yellow = orange, red+blue = purple, yellow+blue = green, +white = pink / lemon / sky blue / light…, red+yellow+blue = black, all four = grey; the prism adds no colour). A wave meeting the black body is absorbed. Entry and exit labels are used up.
• **Cell**: ask what is at a cell not asked yet: the colour of the gem there, or nothing (not its shape).
**Answer**: fill in your private sheet at any time, even during another player's turn (gem, then orientation and top-left cell: 3 clicks). On your turn, once every gem is on it, submit it. It is right when no question could tell it from the mine: every wave leaves at the same place in the same colour and every cell has the same colour (so a difference nothing can reveal never costs you). Right: you win and the mine is shown. Wrong: you lose one of your **2 chances** and your turn ends; with none left you are out. If everybody is out, nobody wins. The same wrong sheet cannot be sent twice.
Solo: find the mine within 2 wrong answers."""

RULES_FR = """**Orapa Mine** — 1 à 5 joueurs, comme sur Board Game Arena : le système cache les gemmes, tout le monde cherche la même mine.
**La mine** : 10 colonnes (1–10) × 8 rangées (A–H) ; une case se nomme comme **4E**. Gemmes cachées : parallélogramme rouge, petit triangle jaune, grand triangle bleu, grand triangle blanc, losange blanc (+ un prisme transparent avec l'option Diamant, + un corps noir de deux cases carrées avec l'option Corps noir). Les gemmes ne se touchent jamais par un côté plein ; chaque gemme est atteignable depuis un bord.
**Votre tour** : posez **une question**, puis répondez ou finissez votre tour (vous pouvez aussi répondre sans question).
• **Onde** : choisissez une étiquette de bord libre — A–H à gauche, 1–10 en haut, 11–18 à droite, I–R en bas. L'onde va tout droit, tourne à 90° sur une face en biais, repart en arrière sur un côté droit. Vous apprenez par où elle sort et sa couleur : le mélange des couleurs des gemmes touchées (rouge+jaune = orange, rouge+bleu = violet, jaune+bleu = vert, +blanc = rose / citron / bleu ciel / clair…, rouge+jaune+bleu = noir, les quatre = gris ; le prisme n'ajoute rien). Une onde qui touche le corps noir est absorbée. Les étiquettes d'entrée et de sortie sont consommées.
• **Case** : demandez ce qu'il y a sur une case pas encore demandée : la couleur de la gemme, ou rien (pas sa forme).
**Réponse** : remplissez votre feuille privée à tout moment, même pendant le tour d'un autre (gemme, puis orientation et case du coin haut-gauche : 3 clics). À votre tour, une fois toutes les gemmes posées, envoyez-la. Elle est juste quand aucune question ne pourrait la distinguer de la mine : chaque onde sort au même endroit de la même couleur et chaque case a la même couleur (une différence que rien ne révèle ne vous coûte donc rien). Juste : vous gagnez et la mine est dévoilée. Fausse : vous perdez l'une de vos **2 chances** et votre tour finit ; sans chance vous êtes éliminé. Si tout le monde est éliminé, personne ne gagne. La même feuille fausse ne peut pas être renvoyée.
Solo : trouvez la mine en moins de 2 réponses fausses."""

_EN: dict[str, Any] = {
    "rules": RULES_EN,
    "white_diamond": "white diamond", "red": "red parallelogram", "yellow": "yellow triangle",
    "white_triangle": "white big triangle", "blue": "blue big triangle", "prism": "transparent prism",
    "black": "black body",
    "c_white": "white", "c_red": "red", "c_yellow": "yellow", "c_blue": "blue", "c_transparent": "transparent",
    "c_black": "black", "c_": "nothing",
    "m_colourless": "colourless", "m_red": "red", "m_yellow": "yellow", "m_blue": "blue", "m_white": "white",
    "m_orange": "orange", "m_purple": "purple", "m_green": "green", "m_pink": "pink", "m_lemon": "lemon",
    "m_sky_blue": "sky blue", "m_light_orange": "light orange", "m_light_purple": "light purple",
    "m_light_green": "light green", "m_black_mix": "black", "m_grey": "grey", "m_absorbed": "absorbed",
    "to_play": "**{name}** to play",
    "won": "🏆 **{name}** found the mine!", "nobody": "Everybody is out: nobody found the mine.",
    "chances": {"one": "{n} chance", "other": "{n} chances"}, "out": "out",
    "waves_h": "Waves", "asks_h": "Cells asked", "none": "none",
    "wave_line": "{a} → {b}: {colour}", "wave_absorbed": "{a}: absorbed",
    "legend": "Grid: · not asked · o nothing · letter = gem colour asked (R red, Y yellow, B blue, W white, T transparent, K black).",
    "side_left": "Wave from the left (A–H)", "side_top": "Wave from the top (1–10)",
    "side_right": "Wave from the right (11–18)", "side_bottom": "Wave from the bottom (I–R)",
    "lbl_wave": "Wave from {edge}", "col": "Ask column {x}", "lbl_ask": "What is at {cell}?",
    "lbl_end": "End my turn", "lbl_clear": "Clear my sheet",
    "lbl_submit": "Submit my answer", "lbl_back_gem": "Back (leave the {gem} as it is)",
    "lbl_gem": "Sheet: place the {gem}", "lbl_move_gem": "Sheet: move the {gem} (now at {cell})",
    "lbl_at": "{gem}, {orient}, top-left at {cell}", "step_orient": "{orient}", "step_cell": "Top-left corner at {cell}",
    "o_white_diamond_0": "diamond (one way only)",
    "o_red_0": "lying flat, slanting /", "o_red_1": "standing, slanting \\",
    "o_red_2": "lying flat, slanting \\", "o_red_3": "standing, slanting /",
    "o_yellow_0": "square corner bottom left", "o_yellow_1": "square corner top left",
    "o_yellow_2": "square corner top right", "o_yellow_3": "square corner bottom right",
    "o_white_triangle_0": "pointing up", "o_white_triangle_1": "pointing right",
    "o_white_triangle_2": "pointing down", "o_white_triangle_3": "pointing left",
    "o_blue_0": "pointing up", "o_blue_1": "pointing right", "o_blue_2": "pointing down", "o_blue_3": "pointing left",
    "o_prism_0": "pointing up", "o_prism_1": "pointing right", "o_prism_2": "pointing down", "o_prism_3": "pointing left",
    "o_black_0": "lying flat (2 cells wide)", "o_black_1": "standing (2 cells tall)",
    "reveal_piece": "{gem} {orient} at {cell}",
    "ev_wave": "{name} sends a wave from {a}: it leaves at {b}, {colour}.",
    "ev_wave_absorbed": "{name} sends a wave from {a}: it is absorbed.",
    "ev_ask": "{name} asks {cell}: {answer}.", "ev_ask_gem": "a {colour} gem", "ev_ask_none": "nothing is there",
    "ev_end": "{name} ends their turn.",
    "ev_right": "{name} submits an answer: right! {name} wins.",
    "ev_wrong": {"one": "{name} submits a wrong answer: {n} chance left.",
                 "other": "{name} submits a wrong answer: {n} chances left."},
    "ev_eliminated": "{name} has no chance left and is out.",
    "ev_reveal": "The mine: {pieces}.", "ev_turn": "{name}'s turn.",
    "your_sheet": "**Your answer sheet**", "sheet_empty": "(empty)", "placed": "{gem}: {orient}, top-left {cell}",
    "missing": "Still to place: {gems}",
    "submit_when_complete": "Your answer can be submitted on your turn once every gem is on the sheet.",
    "edit_any_time": "You may edit this sheet at any time, even on another player's turn: nobody sees it.", "tried": {"one": "{n} wrong sheet sent", "other": "{n} wrong sheets sent"},
    "choosing": "Choosing: {gem}", "sheet_legend": "Sheet: letter = colour, capital = full cell, lowercase = half cell.",
    "img_turn": "{name} to play", "img_won": "{name} found the mine", "img_nobody": "Nobody found the mine",
}

_FR: dict[str, Any] = {
    "rules": RULES_FR,
    "white_diamond": "losange blanc", "red": "parallélogramme rouge", "yellow": "triangle jaune",
    "white_triangle": "grand triangle blanc", "blue": "grand triangle bleu", "prism": "prisme transparent",
    "black": "corps noir",
    "c_white": "blanche", "c_red": "rouge", "c_yellow": "jaune", "c_blue": "bleue", "c_transparent": "transparente",
    "c_black": "noire", "c_": "rien",
    "m_colourless": "incolore", "m_red": "rouge", "m_yellow": "jaune", "m_blue": "bleue", "m_white": "blanche",
    "m_orange": "orange", "m_purple": "violette", "m_green": "verte", "m_pink": "rose", "m_lemon": "citron",
    "m_sky_blue": "bleu ciel", "m_light_orange": "orange clair", "m_light_purple": "violet clair",
    "m_light_green": "vert clair", "m_black_mix": "noire", "m_grey": "grise", "m_absorbed": "absorbée",
    "to_play": "**{name}** joue",
    "won": "🏆 **{name}** a trouvé la mine !", "nobody": "Tout le monde est éliminé : personne n'a trouvé la mine.",
    "chances": {"one": "{n} chance", "other": "{n} chances"}, "out": "éliminé",
    "waves_h": "Ondes", "asks_h": "Cases demandées", "none": "aucune",
    "wave_line": "{a} → {b} : {colour}", "wave_absorbed": "{a} : absorbée",
    "legend": "Grille : · pas demandée · o rien · lettre = couleur de la gemme (R rouge, Y jaune, B bleu, W blanc, T transparent, K noir).",
    "side_left": "Onde depuis la gauche (A–H)", "side_top": "Onde depuis le haut (1–10)",
    "side_right": "Onde depuis la droite (11–18)", "side_bottom": "Onde depuis le bas (I–R)",
    "lbl_wave": "Onde depuis {edge}", "col": "Demander en colonne {x}", "lbl_ask": "Qu'y a-t-il en {cell} ?",
    "lbl_end": "Finir mon tour", "lbl_clear": "Effacer ma feuille",
    "lbl_submit": "Envoyer ma réponse", "lbl_back_gem": "Retour (laisser {gem} tel quel)",
    "lbl_gem": "Feuille : placer {gem}", "lbl_move_gem": "Feuille : déplacer {gem} (en {cell})",
    "lbl_at": "{gem}, {orient}, coin haut-gauche en {cell}", "step_orient": "{orient}", "step_cell": "Coin haut-gauche en {cell}",
    "o_white_diamond_0": "losange (un seul sens)",
    "o_red_0": "couché, penché comme /", "o_red_1": "debout, penché comme \\",
    "o_red_2": "couché, penché comme \\", "o_red_3": "debout, penché comme /",
    "o_yellow_0": "angle droit en bas à gauche", "o_yellow_1": "angle droit en haut à gauche",
    "o_yellow_2": "angle droit en haut à droite", "o_yellow_3": "angle droit en bas à droite",
    "o_white_triangle_0": "pointe en haut", "o_white_triangle_1": "pointe à droite",
    "o_white_triangle_2": "pointe en bas", "o_white_triangle_3": "pointe à gauche",
    "o_blue_0": "pointe en haut", "o_blue_1": "pointe à droite", "o_blue_2": "pointe en bas", "o_blue_3": "pointe à gauche",
    "o_prism_0": "pointe en haut", "o_prism_1": "pointe à droite", "o_prism_2": "pointe en bas", "o_prism_3": "pointe à gauche",
    "o_black_0": "couché (2 cases de large)", "o_black_1": "debout (2 cases de haut)",
    "reveal_piece": "{gem} {orient} en {cell}",
    "ev_wave": "{name} envoie une onde depuis {a} : elle sort en {b}, {colour}.",
    "ev_wave_absorbed": "{name} envoie une onde depuis {a} : elle est absorbée.",
    "ev_ask": "{name} demande {cell} : {answer}.", "ev_ask_gem": "une gemme {colour}", "ev_ask_none": "il n'y a rien",
    "ev_end": "{name} finit son tour.",
    "ev_right": "{name} envoie une réponse : juste ! {name} gagne.",
    "ev_wrong": {"one": "{name} envoie une réponse fausse : il reste {n} chance.",
                 "other": "{name} envoie une réponse fausse : il reste {n} chances."},
    "ev_eliminated": "{name} n'a plus de chance et est éliminé.",
    "ev_reveal": "La mine : {pieces}.", "ev_turn": "Au tour de {name}.",
    "your_sheet": "**Votre feuille de réponse**", "sheet_empty": "(vide)", "placed": "{gem} : {orient}, coin {cell}",
    "missing": "Reste à placer : {gems}",
    "submit_when_complete": "Votre réponse peut être envoyée à votre tour une fois toutes les gemmes sur la feuille.",
    "edit_any_time": "Vous pouvez modifier cette feuille à tout moment, même au tour d'un autre : personne ne la voit.", "tried": {"one": "{n} feuille fausse envoyée", "other": "{n} feuilles fausses envoyées"},
    "choosing": "En cours : {gem}", "sheet_legend": "Feuille : lettre = couleur, majuscule = case pleine, minuscule = demi-case.",
    "img_turn": "{name} joue", "img_won": "{name} a trouvé la mine", "img_nobody": "Personne n'a trouvé la mine",
}

TEXTS = Texts({"en": _EN, "fr": _FR})
