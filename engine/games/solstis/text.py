"""Every Solstis string, English and French, and the lines that the board text and the pictures share."""

from __future__ import annotations

from engine.text import Texts

from .rules import captures
from .views import PublicView, SeatView

RULES_EN = "\n".join((
    '**Solstis** — 2 players. Rebuild your mountain panorama: 48 unique land tiles, each with one home '
    'cell.',
    '**Coordinates**: a tile and its home cell share a name, row letter A–F (A = bottom row) + number '
    '1–10: tile C4 goes on your cell C4.',
    '**Your turn**: play a tile from your hand. It **captures** a face-up display tile of the same row '
    'letter or the same number (you choose which); both go to their home cells in your panorama. A tile '
    'beneath a display tile that leaves is turned face up at once.',
    '**Second chance**: a tile that captures nothing joins the display; the top tile of the pile is '
    'revealed and may capture the same way. If it fails too, it joins the display and you place a '
    '**Rainbow** (joker) on an empty cell next to your tiles (with an empty panorama, it waits until your '
    'next capture has placed 2 tiles). A tile arriving'
    " on a Rainbow's cell pushes the Rainbow elsewhere; if a Spirit sits on that Rainbow, the tile is "
    'removed from the game.',
    '**Squares**: completing a 2×2 block (Rainbows count) meets a **Spirit**, at most one per turn: draw '
    '2 and keep 1 (the other is laid face up), or take a face-up one. It sits on the square, named after '
    'its bottom-left cell.',
    'Immediate Spirits: Trout a Rainbow · Deer a tile of your hand to your panorama · Eagle the top pile '
    'tile to your panorama · Bear draw 1, hand of 4 from now on · Dragonfly a random tile of the '
    "opponent's hand to your panorama (they draw one) · Beetle a face-up display tile to your panorama · "
    'Groundhog another turn.',
    'End-game Spirits: Bee +1 per immediate Spirit · Ladybug +1 per fire tile placed but not linked to row A '
    '(rounded down) · Wolf +1 per separate '
    'area · Squirrel places your hand at the end · Bird +1 per other end-game Spirit · Salamander +1 per '
    'Rainbow · Butterfly +1 per lit fire.',
    '**Evil Spirit** (not in the beginner game): drawn with another Spirit, you keep both; you pass it on'
    " the next time you place a Spirit. At the end its holder's opponent chooses one of the holder's "
    'Spirits to cover (no point, no effect).',
    'Refill your hand to 3 at the end of your turn. **End**: once the pile is empty you may only play a '
    'tile that captures; a player who cannot is skipped; when neither can, the game ends.',
    '**Score**: 1 per land tile of your largest area (the one with most cells, Rainbows included; they '
    'score 0) + 1 per lit fire (a fire'
    ' tile linked by filled cells to row A; the peaks F5 and F6 count 1.5 each, rounded down; a Rainbow '
    'lights nothing) + 1 per Spirit + end-game Spirits. A tie is a shared win.',
    'Choices where the sources are silent: random first player; the face-up Spirit choice follows Game Park.',
    '**Firefly extension** (option, not with the beginner game): 4 more Spirits, Viper (take an isolated tile of the '
    'opponent), Fox (see their hand, choose the tile they must play next), Cow (+1 per tile of your second area), '
    'Phoenix (+1 per Firefly). Each square beyond the first of a turn gets a Firefly: +1 each if linked to row A; a '
    '4th Firefly wins at once. The Evil Spirit blocks a cell (X) of the opponent, who sends it back on their next '
    'Spirit; no end penalty.',
))

RULES_FR = "\n".join((
    '**Solstis** — 2 joueurs. Reconstituez votre panorama de montagne : 48 tuiles paysage uniques, '
    'chacune avec une seule case.',
    '**Coordonnées** : une tuile et sa case portent le même nom, lettre de rangée A–F (A = rangée du bas)'
    ' + nombre 1–10 : la tuile C4 va sur votre case C4.',
    '**À votre tour** : jouez une tuile de votre main. Elle **capture** une tuile visible du centre de '
    'même rangée ou de même nombre (vous choisissez) ; les deux vont à leur case dans votre panorama. La '
    'tuile cachée sous une tuile qui quitte le centre est retournée aussitôt.',
    '**Seconde chance** : une tuile qui ne capture rien rejoint le centre ; la tuile du dessus de la '
    'pioche est révélée et peut capturer de même. Si elle échoue aussi, elle rejoint le centre et vous '
    'placez un **arc-en-ciel** (joker) sur une case vide voisine de vos tuiles (panorama vide : il attend '
    'que votre prochaine capture y ait posé 2 tuiles). Une tuile qui arrive sur la case d’un arc-en-ciel '
    'le déplace ; si un esprit est posé sur cet arc-en-ciel, la tuile est retirée du jeu.',
    '**Carrés** : compléter un bloc 2×2 (les arcs-en-ciel comptent) fait rencontrer un **esprit**, un au '
    'plus par tour : piochez-en 2 et gardez-en 1 (l’autre est posé face visible), ou prenez-en un '
    'visible. Il se pose sur le carré, nommé d’après sa case en bas à gauche.',
    'Esprits immédiats : Truite un arc-en-ciel · Cerf une tuile de votre main dans votre panorama · Aigle'
    ' la tuile du dessus de la pioche dans votre panorama · Ours piochez 1, main de 4 désormais · '
    'Libellule une tuile au hasard de la main adverse dans votre panorama (l’adversaire repioche) · '
    'Scarabée une tuile visible du centre dans votre panorama · Marmotte un tour de plus.',
    'Esprits de fin de partie : Abeille +1 par esprit immédiat · Coccinelle +1 par tuile à feu posée mais '
    'non reliée à la rangée A (arrondi vers le bas) · Loup +1 '
    'par zone séparée · Écureuil pose votre main à la fin · Oiseau +1 par autre esprit de fin · '
    'Salamandre +1 par arc-en-ciel · Papillon +1 par feu allumé.',
    '**Esprit malin** (absent de la partie d’initiation) : pioché avec un autre esprit, vous gardez les '
    'deux ; vous le passez la prochaine fois que vous posez un esprit. À la fin, l’adversaire de son '
    'détenteur choisit un esprit de celui-ci à recouvrir (ni point ni effet).',
    'Complétez votre main à 3 en fin de tour. **Fin** : pioche vide, on ne peut jouer qu’une tuile qui '
    'capture ; qui ne peut pas passe ; quand aucun ne peut, la partie s’arrête.',
    '**Score** : 1 par tuile paysage de votre plus grande zone (celle qui a le plus de cases, '
    'arcs-en-ciel compris ; ils valent 0) +'
    ' 1 par feu allumé (tuile à feu reliée par des cases remplies à la rangée A ; les sommets F5 et F6 '
    'valent 1,5 chacun, arrondi vers le bas ; un arc-en-ciel n’allume rien) + 1 par esprit + esprits de '
    'fin. Égalité : victoire partagée.',
    'Choix là où les sources se taisent : premier joueur au hasard ; le choix d’un esprit visible suit Game Park.',
    '**Extension Lucioles** (option, pas avec la partie d’initiation) : 4 esprits de plus, Vipère (prenez une tuile '
    'isolée de l’adversaire), Renard (voyez sa main, choisissez la tuile qu’il devra jouer), Vache (+1 par tuile de '
    'votre deuxième zone), Phénix (+1 par luciole). Chaque carré au-delà du premier d’un tour reçoit une luciole : '
    '+1 chacune si reliée à la rangée A ; une 4e luciole fait gagner aussitôt. L’Esprit malin bloque une case (X) de '
    'l’adversaire, qui le renvoie à son prochain esprit ; pas de pénalité finale.',
))

# Spirit texts (our words, after Game Park's help texts): "spx_" full, "sps_" short (at most 100 characters).
SPIRITS_EN = {
    "spx_fish": "When you meet it: take a Rainbow from the supply and place it on an empty cell next to your tiles.",
    "sps_fish": "Now: place a Rainbow from the supply next to your tiles.",
    "spx_deer": "When you meet it: add a tile of your hand to its cell in your panorama; your hand is refilled at "
                "the end of the turn.",
    "sps_deer": "Now: add a tile of your hand to your panorama.",
    "spx_eagle": "When you meet it: the top tile of the draw pile goes to its cell in your panorama.",
    "sps_eagle": "Now: the top tile of the pile goes to your panorama.",
    "spx_bear": "When you meet it: draw a tile at once; from now on your hand is refilled to 4 tiles instead of 3.",
    "sps_bear": "Now: draw a tile; your hand is refilled to 4 from now on.",
    "spx_dragonfly": "When you meet it: a random tile of your opponent's hand goes to your panorama; they draw a "
                     "replacement while the pile lasts.",
    "sps_dragonfly": "Now: a random tile of the opponent's hand goes to your panorama (they draw one).",
    "spx_beetle": "When you meet it: add a face-up display tile of your choice to your panorama.",
    "sps_beetle": "Now: add a face-up display tile of your choice to your panorama.",
    "spx_groundhog": "When you meet it: once this turn is over, you play another full turn.",
    "sps_groundhog": "Now: play another full turn after this one.",
    "spx_bee": "End of the game: +1 point per immediate (wooden) Spirit in your panorama.",
    "sps_bee": "End: +1 per immediate Spirit you have.",
    "spx_ladybug": "End of the game: +1 point per fire tile placed in your panorama but not linked to row A (the "
                   "peaks F5 and F6 count 1.5 each; rounded down). Missing tiles count nothing.",
    "sps_ladybug": "End: +1 per fire tile you placed that is not linked to row A (rounded down).",
    "spx_wolf": "End of the game: +1 point per separate area of your panorama, a lone tile included.",
    "sps_wolf": "End: +1 per separate area of your panorama (a lone tile counts).",
    "spx_squirrel": "End of the game, before scoring: every tile left in your hand goes to your panorama.",
    "sps_squirrel": "End, before scoring: the tiles left in your hand go to your panorama.",
    "spx_bird": "End of the game: +1 point per other end-game (blue) Spirit in your panorama.",
    "sps_bird": "End: +1 per other end-game Spirit you have.",
    "spx_lizard": "End of the game: +1 point per Rainbow in your panorama.",
    "sps_lizard": "End: +1 per Rainbow in your panorama.",
    "spx_butterfly": "End of the game: +1 point per lit fire (fire tiles linked to row A, counted like the fire "
                     "points).",
    "sps_butterfly": "End: +1 per lit fire.",
    "spx_evil": "Drawn with another Spirit, you must keep both. You pass it to your opponent the next time you "
                "place a Spirit. At the end, its holder's opponent chooses one of the holder's Spirits, which it "
                "covers: no point, no effect. Firefly extension: it blocks a cell of the opponent's panorama "
                "instead (the tile of that cell is removed), until they place a Spirit and send it back; no end "
                "penalty.",
    "sps_evil": "Kept with the other Spirit; passed on at your next Spirit; at the end it covers one of yours.",
    "spx_viper": "Firefly extension. When you meet it: take an isolated land tile of your opponent's panorama "
                 "into yours; lost if there is none.",
    "sps_viper": "Now: take an isolated tile of the opponent's panorama into yours.",
    "spx_fox": "Firefly extension. When you meet it: your opponent's hand is shown and you choose the tile they "
               "must play on their next turn.",
    "sps_fox": "Now: see the opponent's hand and choose the tile they must play next.",
    "spx_cow": "Firefly extension. End of the game: +1 point per land tile of your second-largest area.",
    "sps_cow": "End: +1 per land tile of your second-largest area.",
    "spx_phoenix": "Firefly extension. End of the game: +1 point per Firefly you own, linked to row A or not.",
    "sps_phoenix": "End: +1 per Firefly you own.",
    "k_plain": "Immediate Spirit (1 point)", "k_blue": "End-game Spirit (1 point)",
    "k_evil": "Evil Spirit (no point)",
    "p_my_spirits": "**Your Spirits**", "p_choose": "**Spirits you may choose**",
    "p_their_spirits": "**{name}'s Spirits** (one to cover)", "p_evil": "**You hold the Evil Spirit** — {note}",
}

SPIRITS_FR = {
    "spx_fish": "À la rencontre : prenez un arc-en-ciel de la réserve et posez-le sur une case vide voisine de "
                "vos tuiles.",
    "sps_fish": "Aussitôt : posez un arc-en-ciel de la réserve à côté de vos tuiles.",
    "spx_deer": "À la rencontre : ajoutez une tuile de votre main à sa case de votre panorama ; votre main est "
                "complétée en fin de tour.",
    "sps_deer": "Aussitôt : ajoutez une tuile de votre main à votre panorama.",
    "spx_eagle": "À la rencontre : la tuile du dessus de la pioche va à sa case de votre panorama.",
    "sps_eagle": "Aussitôt : la tuile du dessus de la pioche va dans votre panorama.",
    "spx_bear": "À la rencontre : piochez aussitôt une tuile ; désormais votre main est complétée à 4 tuiles "
                "au lieu de 3.",
    "sps_bear": "Aussitôt : piochez une tuile ; votre main est complétée à 4 désormais.",
    "spx_dragonfly": "À la rencontre : une tuile au hasard de la main adverse va dans votre panorama ; "
                     "l’adversaire repioche tant que la pioche dure.",
    "sps_dragonfly": "Aussitôt : une tuile au hasard de la main adverse va dans votre panorama.",
    "spx_beetle": "À la rencontre : ajoutez à votre panorama une tuile visible du centre, au choix.",
    "sps_beetle": "Aussitôt : ajoutez une tuile visible du centre à votre panorama.",
    "spx_groundhog": "À la rencontre : une fois ce tour fini, vous jouez un autre tour complet.",
    "sps_groundhog": "Aussitôt : jouez un autre tour complet après celui-ci.",
    "spx_bee": "Fin de partie : +1 point par esprit immédiat (fond bois) de votre panorama.",
    "sps_bee": "Fin : +1 par esprit immédiat que vous avez.",
    "spx_ladybug": "Fin de partie : +1 point par tuile à feu posée dans votre panorama mais non reliée à la "
                   "rangée A (les sommets F5 et F6 valent 1,5 chacun ; arrondi vers le bas). Les tuiles "
                   "absentes ne comptent pas.",
    "sps_ladybug": "Fin : +1 par tuile à feu posée non reliée à la rangée A (arrondi vers le bas).",
    "spx_wolf": "Fin de partie : +1 point par zone séparée de votre panorama, tuile isolée comprise.",
    "sps_wolf": "Fin : +1 par zone séparée de votre panorama (une tuile isolée compte).",
    "spx_squirrel": "Fin de partie, avant le décompte : les tuiles restées dans votre main vont dans votre "
                    "panorama.",
    "sps_squirrel": "Fin, avant le décompte : les tuiles de votre main vont dans votre panorama.",
    "spx_bird": "Fin de partie : +1 point par autre esprit de fin de partie (fond bleu) de votre panorama.",
    "sps_bird": "Fin : +1 par autre esprit de fin de partie que vous avez.",
    "spx_lizard": "Fin de partie : +1 point par arc-en-ciel de votre panorama.",
    "sps_lizard": "Fin : +1 par arc-en-ciel de votre panorama.",
    "spx_butterfly": "Fin de partie : +1 point par feu allumé (tuiles à feu reliées à la rangée A, comptées "
                     "comme les points de feu).",
    "sps_butterfly": "Fin : +1 par feu allumé.",
    "spx_evil": "Pioché avec un autre esprit, vous devez garder les deux. Vous le passez à l’adversaire la "
                "prochaine fois que vous posez un esprit. À la fin, l’adversaire de son détenteur choisit un "
                "esprit de celui-ci, qu’il recouvre : ni point ni effet. Extension Lucioles : il bloque plutôt "
                "une case du panorama adverse (la tuile de cette case est retirée) jusqu’à ce que l’adversaire "
                "pose un esprit et le renvoie ; pas de pénalité finale.",
    "sps_evil": "Gardé avec l’autre esprit ; passé à votre prochain esprit ; à la fin, il en recouvre un.",
    "spx_viper": "Extension Lucioles. À la rencontre : prenez une tuile paysage isolée du panorama adverse "
                 "dans le vôtre ; perdu s’il n’y en a pas.",
    "sps_viper": "Aussitôt : prenez une tuile isolée du panorama adverse dans le vôtre.",
    "spx_fox": "Extension Lucioles. À la rencontre : la main adverse est montrée et vous choisissez la tuile "
               "que l’adversaire devra jouer à son prochain tour.",
    "sps_fox": "Aussitôt : voyez la main adverse et choisissez la tuile qu’il devra jouer.",
    "spx_cow": "Extension Lucioles. Fin de partie : +1 point par tuile paysage de votre deuxième plus grande "
               "zone.",
    "sps_cow": "Fin : +1 par tuile paysage de votre deuxième plus grande zone.",
    "spx_phoenix": "Extension Lucioles. Fin de partie : +1 point par luciole que vous avez, reliée à la "
                   "rangée A ou non.",
    "sps_phoenix": "Fin : +1 par luciole que vous avez.",
    "k_plain": "Esprit immédiat (1 point)", "k_blue": "Esprit de fin de partie (1 point)",
    "k_evil": "Esprit malin (aucun point)",
    "p_my_spirits": "**Vos esprits**", "p_choose": "**Esprits au choix**",
    "p_their_spirits": "**Esprits de {name}** (un à recouvrir)", "p_evil": "**Vous détenez l’Esprit malin** — {note}",
}

EN = {
    **SPIRITS_EN,
    "rules": RULES_EN,
    "sp_fish": "Trout", "sp_deer": "Deer", "sp_eagle": "Eagle", "sp_bear": "Bear", "sp_dragonfly": "Dragonfly",
    "sp_beetle": "Beetle", "sp_groundhog": "Groundhog", "sp_bee": "Bee", "sp_ladybug": "Ladybug",
    "sp_wolf": "Wolf", "sp_squirrel": "Squirrel", "sp_bird": "Bird", "sp_lizard": "Salamander",
    "sp_butterfly": "Butterfly", "sp_evil": "Evil Spirit",
    "sp_viper": "Viper", "sp_fox": "Fox", "sp_cow": "Cow", "sp_phoenix": "Phoenix",
    "b_task_viper": "**{name}** takes an isolated tile of the opponent (Viper)",
    "b_task_fox": "**{name}** chooses the tile the opponent must play (Fox)",
    "b_task_evil": "**{name}** places the Evil Spirit in the opponent's panorama",
    "b_fireflies": "Fireflies: {squares}",
    "b_evil_cell": " · Evil Spirit on {cell}",
    "b_forced": "{name} must play {tile} next turn (Fox).",
    "b_fox_hand": "{name}'s hand, revealed by the Fox: {tiles}",
    "b_ff_stock": {"one": "{n} Firefly left", "other": "{n} Fireflies left"},
    "b_ff_win": "**{name}** wins with 4 Fireflies!",
    "l_viper": "Viper: take {tile} from their panorama",
    "l_fox": "Fox: they must play {tile}",
    "l_evil": "Evil Spirit on their cell {cell}",
    "ev_firefly": "A Firefly lands on {name}'s square {square}.",
    "ev_firefly_win": "{name} has 4 Fireflies and wins at once!",
    "ev_fox_reveal": "{name}'s Fox reveals {opp}'s hand: {tiles}.",
    "ev_fox": "{name}'s Fox: {opp} must play {tile} next turn.",
    "ev_viper": "{name}'s Viper takes {tile} from {opp}'s panorama.",
    "ev_evil_placed": "{name} puts the Evil Spirit on {opp}'s cell {cell}.",
    "ev_removed_evil": "{tile} cannot go on the Evil Spirit's cell of {name}: it is removed from the game.",
    # board
    "b_turn": "**{name}** to play",
    "b_task_capture": "**{name}** chooses what {tile} captures",
    "b_task_rainbow": "**{name}** places a Rainbow",
    "b_task_spirit": "**{name}** meets a Spirit",
    "b_task_pick": "**{name}** keeps one of the drawn Spirits",
    "b_task_deer": "**{name}** adds a tile of their hand (Deer)",
    "b_task_beetle": "**{name}** adds a display tile (Beetle)",
    "b_task_cover": "**{name}** chooses the Spirit the Evil Spirit covers",
    "b_over": "**Game over**",
    "b_pile": {"one": "pile: {n} tile", "other": "pile: {n} tiles"},
    "b_rainbows": {"one": "{n} Rainbow left", "other": "{n} Rainbows left"},
    "b_spirit_pile": {"one": "{n} Spirit face down", "other": "{n} Spirits face down"},
    "b_display": "**Display** (+ = a tile beneath): {tiles}",
    "b_line": "**Face-up Spirits**: {spirits}",
    "b_drawn": "**Drawn Spirits**: {spirits}",
    "b_player": "**{name}** — {hand} · score now {score}",
    "b_hand": {"one": "{n} tile in hand", "other": "{n} tiles in hand"},
    "b_evil": " · holds the Evil Spirit",
    "b_spirits": "Spirits: {spirits}",
    "b_parts": "area {area} · fires {fires} · Spirits {spirits} · bonus {bonus}",
    "b_parts_ff": " · Fireflies {ff}",
    "b_legend": "# land tile · * Rainbow · . empty cell · ^ empty fire cell · rows A (bottom) to F, numbers 1–10",
    "b_legend_ff": " · X the Evil Spirit's blocked cell, Fireflies listed under the Spirits",
    "b_none": "none",
    "b_winner": "Winner: **{names}**",
    "b_squares": "Squares completed: {squares}",
    "covered": "covered",
    "p_hand": "**Your hand**: {tiles}",
    "p_captures": "{tile} captures {targets}",
    "p_nothing": "{tile} captures nothing now",
    # labels
    "l_play": "Play {tile}", "l_cap": "capture {target}",
    "l_play_cap": "Play {tile}, capture {target}",
    "l_play_miss": "Play {tile} (no capture: second chance)",
    "l_miss_step": "no capture: second chance",
    "l_take": "Capture {tile}",
    "l_rb_row": "Rainbow in row {row}", "l_rb": "Rainbow on {cell}",
    "l_draw": "Draw 2 Spirits",
    "l_line": "Take the face-up {spirit}", "l_pick": "Keep the {spirit}", "l_sq": "on square {square}",
    "l_line_full": "Take the face-up {spirit}, on square {square}",
    "l_pick_full": "Keep the {spirit}, on square {square}",
    "l_deer": "Deer: add {tile} from your hand",
    "l_beetle": "Beetle: add {tile} from the display",
    "l_cover": "Cover their {spirit}",
    # events
    "ev_capture_played": "{name} plays {tile} and captures {target}.",
    "ev_capture_second": "{name}'s second chance {tile} captures {target}.",
    "ev_miss": "{name} plays {tile}, which captures nothing: it joins the display.",
    "ev_second": "Second chance for {name}: {tile} is revealed.",
    "ev_miss2": "{tile} captures nothing either and joins the display.",
    "ev_placed": "{name} adds {tile} to their panorama{how}.",
    "ev_placed_displaced": "{name} adds {tile}{how}, pushing out the Rainbow there.",
    "ev_removed": "{tile} cannot go under {name}'s Spirit: it is removed from the game.",
    "h_eagle": " (Eagle)", "h_dragonfly": " (Dragonfly)", "h_deer": " (Deer)", "h_beetle": " (Beetle)",
    "h_squirrel": " (Squirrel)",
    "ev_rainbow": "{name} places a Rainbow on {cell}.",
    "ev_rainbow_moved": "{name} moves the Rainbow to {cell}.",
    "ev_rainbow_back": "{name}'s panorama is full: the Rainbow goes back to the supply.",
    "ev_rainbow_wait": "{name}'s panorama is empty: the Rainbow waits until their next capture.",
    "b_rainbow_wait": {"one": " · {n} Rainbow waiting", "other": " · {n} Rainbows waiting"},
    "ev_spirits_drawn": "{name} draws {spirits}.",
    "ev_evil_kept": "{name} must keep the Evil Spirit.",
    "ev_evil_passed": "{name} passes the Evil Spirit to {to}.",
    "ev_spirit": "{name} places the {spirit} on square {square}.",
    "ev_lost_effect": "{name}'s {spirit} has nothing to do.",
    "ev_drew_refill": {"one": "{name} draws {n} tile.", "other": "{name} draws {n} tiles."},
    "ev_drew_bear": "{name} draws a tile (Bear).",
    "ev_drew_dragonfly": "{name} draws a replacement tile.",
    "ev_drew_private": "You draw {tiles}.",
    "ev_reveal": "{tile} is turned face up in the display.",
    "ev_extra_turn": "{name} plays another turn (Groundhog).",
    "ev_skip": "{name} cannot capture and is skipped.",
    "ev_no_more_play": "The pile is empty and nobody can capture: the game ends.",
    "ev_covered": "{by} covers {name}'s {spirit} with the Evil Spirit.",
    "ev_squirrel": "{name}'s Squirrel adds {tiles}.",
    "ev_game_over": "Final scores: {scores}.",
}

FR = {
    **SPIRITS_FR,
    "rules": RULES_FR,
    "sp_fish": "Truite", "sp_deer": "Cerf", "sp_eagle": "Aigle", "sp_bear": "Ours", "sp_dragonfly": "Libellule",
    "sp_beetle": "Scarabée", "sp_groundhog": "Marmotte", "sp_bee": "Abeille", "sp_ladybug": "Coccinelle",
    "sp_wolf": "Loup", "sp_squirrel": "Écureuil", "sp_bird": "Oiseau", "sp_lizard": "Salamandre",
    "sp_butterfly": "Papillon", "sp_evil": "Esprit malin",
    "sp_viper": "Vipère", "sp_fox": "Renard", "sp_cow": "Vache", "sp_phoenix": "Phénix",
    "b_task_viper": "**{name}** prend une tuile isolée de l’adversaire (Vipère)",
    "b_task_fox": "**{name}** choisit la tuile que l’adversaire doit jouer (Renard)",
    "b_task_evil": "**{name}** place l’Esprit malin dans le panorama adverse",
    "b_fireflies": "Lucioles : {squares}",
    "b_evil_cell": " · Esprit malin en {cell}",
    "b_forced": "{name} doit jouer {tile} au prochain tour (Renard).",
    "b_fox_hand": "Main de {name}, révélée par le Renard : {tiles}",
    "b_ff_stock": {"one": "{n} luciole restante", "other": "{n} lucioles restantes"},
    "b_ff_win": "**{name}** gagne avec 4 lucioles !",
    "l_viper": "Vipère : prendre {tile} de son panorama",
    "l_fox": "Renard : il devra jouer {tile}",
    "l_evil": "Esprit malin sur sa case {cell}",
    "ev_firefly": "Une luciole se pose sur le carré {square} de {name}.",
    "ev_firefly_win": "{name} a 4 lucioles et gagne aussitôt !",
    "ev_fox_reveal": "Le Renard de {name} révèle la main de {opp} : {tiles}.",
    "ev_fox": "Renard de {name} : {opp} devra jouer {tile} au prochain tour.",
    "ev_viper": "La Vipère de {name} prend {tile} dans le panorama de {opp}.",
    "ev_evil_placed": "{name} pose l’Esprit malin sur la case {cell} de {opp}.",
    "ev_removed_evil": "{tile} ne peut pas aller sur la case de l’Esprit malin de {name} : elle est retirée du jeu.",
    "b_turn": "À **{name}** de jouer",
    "b_task_capture": "**{name}** choisit ce que {tile} capture",
    "b_task_rainbow": "**{name}** place un arc-en-ciel",
    "b_task_spirit": "**{name}** rencontre un esprit",
    "b_task_pick": "**{name}** garde un des esprits piochés",
    "b_task_deer": "**{name}** ajoute une tuile de sa main (Cerf)",
    "b_task_beetle": "**{name}** ajoute une tuile du centre (Scarabée)",
    "b_task_cover": "**{name}** choisit l’esprit que l’Esprit malin recouvre",
    "b_over": "**Partie terminée**",
    "b_pile": {"one": "pioche : {n} tuile", "other": "pioche : {n} tuiles"},
    "b_rainbows": {"one": "{n} arc-en-ciel restant", "other": "{n} arcs-en-ciel restants"},
    "b_spirit_pile": {"one": "{n} esprit face cachée", "other": "{n} esprits face cachée"},
    "b_display": "**Centre** (+ = une tuile dessous) : {tiles}",
    "b_line": "**Esprits visibles** : {spirits}",
    "b_drawn": "**Esprits piochés** : {spirits}",
    "b_player": "**{name}** — {hand} · score actuel {score}",
    "b_hand": {"one": "{n} tuile en main", "other": "{n} tuiles en main"},
    "b_evil": " · détient l’Esprit malin",
    "b_spirits": "Esprits : {spirits}",
    "b_parts": "zone {area} · feux {fires} · esprits {spirits} · bonus {bonus}",
    "b_parts_ff": " · lucioles {ff}",
    "b_legend": "# tuile paysage · * arc-en-ciel · . case vide · ^ case à feu vide · rangées A (bas) à F, nombres 1–10",
    "b_legend_ff": " · X case bloquée par l’Esprit malin, lucioles listées sous les esprits",
    "b_none": "aucun",
    "b_winner": "Victoire : **{names}**",
    "b_squares": "Carrés complétés : {squares}",
    "covered": "recouvert",
    "p_hand": "**Votre main** : {tiles}",
    "p_captures": "{tile} capture {targets}",
    "p_nothing": "{tile} ne capture rien pour l’instant",
    "l_play": "Jouer {tile}", "l_cap": "capturer {target}",
    "l_play_cap": "Jouer {tile}, capturer {target}",
    "l_play_miss": "Jouer {tile} (sans capture : seconde chance)",
    "l_miss_step": "sans capture : seconde chance",
    "l_take": "Capturer {tile}",
    "l_rb_row": "Arc-en-ciel en rangée {row}", "l_rb": "Arc-en-ciel en {cell}",
    "l_draw": "Piocher 2 esprits",
    "l_line": "Prendre l’esprit visible {spirit}", "l_pick": "Garder l’esprit {spirit}",
    "l_sq": "sur le carré {square}",
    "l_line_full": "Prendre l’esprit visible {spirit}, sur le carré {square}",
    "l_pick_full": "Garder l’esprit {spirit}, sur le carré {square}",
    "l_deer": "Cerf : ajouter {tile} de votre main",
    "l_beetle": "Scarabée : ajouter {tile} du centre",
    "l_cover": "Recouvrir son esprit {spirit}",
    "ev_capture_played": "{name} joue {tile} et capture {target}.",
    "ev_capture_second": "La seconde chance {tile} de {name} capture {target}.",
    "ev_miss": "{name} joue {tile}, qui ne capture rien : elle rejoint le centre.",
    "ev_second": "Seconde chance pour {name} : {tile} est révélée.",
    "ev_miss2": "{tile} ne capture rien non plus et rejoint le centre.",
    "ev_placed": "{name} ajoute {tile} à son panorama{how}.",
    "ev_placed_displaced": "{name} ajoute {tile}{how}, qui chasse l’arc-en-ciel de sa case.",
    "ev_removed": "{tile} ne peut pas aller sous l’esprit de {name} : elle est retirée du jeu.",
    "h_eagle": " (Aigle)", "h_dragonfly": " (Libellule)", "h_deer": " (Cerf)", "h_beetle": " (Scarabée)",
    "h_squirrel": " (Écureuil)",
    "ev_rainbow": "{name} place un arc-en-ciel en {cell}.",
    "ev_rainbow_moved": "{name} déplace l’arc-en-ciel en {cell}.",
    "ev_rainbow_back": "Le panorama de {name} est plein : l’arc-en-ciel retourne à la réserve.",
    "ev_rainbow_wait": "Le panorama de {name} est vide : l’arc-en-ciel attend sa prochaine capture.",
    "b_rainbow_wait": {"one": " · {n} arc-en-ciel en attente", "other": " · {n} arcs-en-ciel en attente"},
    "ev_spirits_drawn": "{name} pioche {spirits}.",
    "ev_evil_kept": "{name} doit garder l’Esprit malin.",
    "ev_evil_passed": "{name} passe l’Esprit malin à {to}.",
    "ev_spirit": "{name} pose l’esprit {spirit} sur le carré {square}.",
    "ev_lost_effect": "L’esprit {spirit} de {name} n’a rien à faire.",
    "ev_drew_refill": {"one": "{name} pioche {n} tuile.", "other": "{name} pioche {n} tuiles."},
    "ev_drew_bear": "{name} pioche une tuile (Ours).",
    "ev_drew_dragonfly": "{name} pioche une tuile de remplacement.",
    "ev_drew_private": "Vous piochez {tiles}.",
    "ev_reveal": "{tile} est retournée face visible au centre.",
    "ev_extra_turn": "{name} joue un tour de plus (Marmotte).",
    "ev_skip": "{name} ne peut rien capturer et passe.",
    "ev_no_more_play": "La pioche est vide et personne ne peut capturer : la partie s’arrête.",
    "ev_covered": "{by} recouvre l’esprit {spirit} de {name} avec l’Esprit malin.",
    "ev_squirrel": "L’Écureuil de {name} ajoute {tiles}.",
    "ev_game_over": "Scores finaux : {scores}.",
}

TEXTS = Texts({"en": EN, "fr": FR})


def status(view: PublicView, lang: str, names: list[str]) -> str:
    """Who is to do what (the board's first words, in the text and the picture)."""
    if view["over"]:
        return TEXTS.t(lang, "b_over")
    task = view["task"]
    if task is None:
        return TEXTS.t(lang, "b_turn", name=names[view["turn"]])
    return TEXTS.t(lang, "b_task_" + task["k"], name=names[task["s"]], tile=task.get("tile", ""))


def capture_lines(view: SeatView, lang: str) -> list[str]:
    """What each tile of the seat's hand captures now (the private text, and under the hand's picture)."""
    disp = [{"up": s["up"]} for s in view["display"]]
    lines = []
    for x in view["hand"]:
        caps = captures(x, disp)
        lines.append("• " + (TEXTS.t(lang, "p_captures", tile=x, targets=", ".join(caps)) if caps
                             else TEXTS.t(lang, "p_nothing", tile=x)))
    return lines
