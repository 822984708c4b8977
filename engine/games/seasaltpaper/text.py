"""Sea Salt & Paper texts, English and French (our own wording)."""

from engine.text import Texts

from .data import COLOUR, KIND

TEXTS = Texts({
    "en": {
        # kinds
        "k_crab": "Crab", "k_boat": "Boat", "k_fish": "Fish", "k_swimmer": "Swimmer", "k_shark": "Shark",
        "k_jellyfish": "Jellyfish", "k_lobster": "Lobster", "k_shell": "Shell", "k_octopus": "Octopus",
        "k_penguin": "Penguin", "k_sailor": "Sailor", "k_lighthouse": "Lighthouse", "k_shoal": "Shoal of Fish",
        "k_colony": "Penguin Colony", "k_captain": "Captain", "k_cast": "Cast of Crabs", "k_mermaid": "Mermaid",
        "k_starfish": "Starfish", "k_seahorse": "Seahorse",
        # colours
        "c_white": "white", "c_dark_blue": "dark blue", "c_light_blue": "light blue", "c_black": "black",
        "c_yellow": "yellow", "c_green": "green", "c_purple": "purple", "c_grey": "grey",
        "c_light_orange": "light orange", "c_pink": "pink", "c_orange": "orange",
        # effects
        "e_crab": "take a card from a discard pile", "e_boat": "play another turn",
        "e_fish": "draw the deck's top card", "e_steal": "steal a random card",
        "e_lobster": "look at 5 cards, keep 1", "e_jellyfish": "opponents only draw next turn",
        # board
        "round": "Round {n}", "deck": "Deck: {n}", "target": "Game to {n} points",
        "pile": "Discard {p}: {top} ({n})", "pile_empty": "Discard {p}: empty",
        "none": "—", "hand_n": "{n} in hand", "played": "played: {cards}", "score": "{n} pts",
        "turn": "▶ {name}: {what}", "ph_draw": "draws", "ph_keep": "chooses which card to keep",
        "ph_play": "may play duos or announce", "ph_crab_pile": "chooses a discard pile (crabs)",
        "ph_crab_card": "looks through discard pile {p} (crabs)", "ph_steal": "chooses whom to steal from",
        "ph_lobster": "looks at the deck's top cards (lobster)",
"call_lc": "⏳ {name} called LAST CHANCE — revealed hands:",
        "lc_left": "still to play: {names}",
        "jelly": "🪼 Until {name}'s next turn, the others only draw the deck's top card.",
        "revealed": "{name}: {cards}",
        "last_round": "Last round ({how}): {gains}", "how_stop": "STOP by {name}",
        "how_lc_won": "LAST CHANCE by {name}, bet won", "how_lc_lost": "LAST CHANCE by {name}, bet lost",
        "how_empty": "deck empty, no score", "gain": "{name} +{n}",
        "game_over": "🏆 Game over — winner: {names}", "mermaid_win": "🧜 {name} holds the four mermaids and wins!",
        # private
        "your_hand": "**Your hand ({n})**: {cards}", "drawn_cards": "You drew: {cards}",
        "pile_cards": "Discard pile {p}: {cards}",
        "looked_cards": "Top of the deck: {cards}",
        "your_points": "Card points: **{total}** (mermaids {mermaids}, duos {duos}, collections {collections}, "
                       "multipliers {multipliers}) · colour bonus {colour_bonus}",
        "can_announce": "You have 7+ points: you may announce STOP or LAST CHANCE.",
        # moves
        "m_deck": "Draw 2 cards from the deck (keep 1)", "m_pile": "Take {card} from discard {p}",
        "m_keep": "Keep {card}, discard {other} on pile {p}", "s_keep": "Keep {card}",
        "s_discard": "Discard {card} on pile {p}",
        "m_duo": "Duo {a} + {b}: {effect}", "s_duo_group": "Duo: {kinds} ({effect})",
        "m_trio": "Trio {a} + {b} + {s}", "s_trio_group": "Trio: {kinds} + Starfish (+2, no effect)",
        "m_stop": "🛑 Announce STOP (the round ends now)", "m_lc": "⏳ Announce LAST CHANCE (bet)",
        "m_end": "End your turn", "m_crab": {"one": "Look through discard {p} ({n} card)",
                                                  "other": "Look through discard {p} ({n} cards)"},
        "m_take": "Take {card}",
        "m_steal": "Steal a random card from {name} ({n} in hand)", "m_lobster": "Keep {card}",
        # events
        "ev_round_start": "🌊 Round {round} begins; {starter} starts. Discards: {a} / {b}.",
        "ev_draw_deck": {"one": "{name} draws {n} card from the deck.",
                         "other": "{name} draws {n} cards from the deck."}, "ev_drawn": "🃏 You drew {cards}.",
        "ev_drew": "🃏 You get {card}.", "ev_kept": "You keep {card}.",
        "ev_discard": "{name} discards {card} on pile {pile}.",
        "ev_take_pile": "{name} takes {card} from discard {pile}.",
        "ev_duo": "{name} plays {cards}: {effect}.", "ev_trio": "{name} plays a trio: {cards}.",
        "ev_no_effect": "The duo has no effect now.", "ev_extra_turn": "⛵ {name} plays another turn.",
        "ev_fish_draw": "{name} adds the deck's top card to their hand.",
        "ev_crab_look": "{name} looks through discard {pile}.", "ev_pile_seen": "Discard {pile} holds: {cards}.",
        "ev_crab_take": "{name} takes a card from discard {pile}.", "ev_took": "🦀 You take {card}.",
        "ev_steal": "🦈 {name} steals a random card from {target}.", "ev_stolen": "{name} stole {card} from {target}.",
        "ev_lobster_look": "🦞 {name} looks at the deck's top {n} cards.", "ev_looked": "You see: {cards}.",
        "ev_lobster_keep": {"one": "{name} keeps one card and shuffles {n} back into the deck.",
                            "other": "{name} keeps one card and shuffles {n} back into the deck."},
        "ev_forced": "🪼 {name} may only draw the deck's top card this turn.",
        "ev_stop": "🛑 {name} announces STOP!", "ev_last_chance": "⏳ {name} announces LAST CHANCE! Hand: {hand}.",
        "ev_reveal": "{name} reveals: {hand}.",
        "ev_round_end": "🏁 Round {round} ends ({how}). {gains}.",
        "ev_mermaids": "🧜 {name} gathers the four mermaids and wins the game at once!",
        "ev_game_end": {"one": "🏆 Game over — won by {winners} with {n} point.",
                        "other": "🏆 Game over — won by {winners} with {n} points."},
        "powers": "**What your cards do**",
        "x_base": "Card", "x_extra": "Card (Extra Salt)",
        "p_crab": "Duo with a Crab: look through a discard pile and take a card. With a Lobster (Extra Salt): see "
                  "5 cards, keep 1. A duo is worth 1 point.",
        "s_crab": "Duo: look through a discard pile, take a card. 1 pt per duo.",
        "p_boat": "Duo with a Boat: play another turn at once. A duo is worth 1 point.",
        "s_fish": "Duo: add the deck's top card to your hand. 1 pt per duo.",
        "s_shark": "Duo with a Swimmer: steal a random card from an opponent. 1 pt per duo.",
        "p_fish": "Duo with a Fish: add the deck's top card to your hand. A duo is worth 1 point.",
        "p_swimmer": "Duo with a Shark: steal a random card from an opponent. With a Jellyfish (Extra Salt): until "
                     "your next turn, opponents only draw the deck's top card. A duo is worth 1 point.",
        "s_swimmer": "Duo with a Shark: steal a random card (with a Jellyfish: opponents only draw). 1 pt per duo.",
        "p_shark": "Duo with a Swimmer: steal a random card from an opponent's hand. A duo is worth 1 point.",
        "p_jellyfish": "Duo with a Swimmer: until your next turn, opponents may only draw the deck's top card. "
                       "A duo is worth 1 point.",
        "s_jellyfish": "Duo with a Swimmer: until your next turn, opponents only draw from the deck. 1 pt per duo.",
        "p_lobster": "Duo with a Crab: look at the deck's top 5 cards, keep one and shuffle the rest back. A duo is "
                     "worth 1 point.",
        "s_lobster": "Duo with a Crab: look at the deck's top 5 cards, keep 1. 1 pt per duo.",
        "p_shell": "Collection: 1 to 6 Shells score 0, 2, 4, 6, 8, 10 points.",
        "p_octopus": "Collection: 1 to 5 Octopuses score 0, 3, 6, 9, 12 points.",
        "p_penguin": "Collection: 1 to 3 Penguins score 1, 3, 5 points.",
        "p_sailor": "Collection: 1 or 2 Sailors score 0 or 5 points.",
        "p_lighthouse": "1 point for each Boat you have (hand and played).",
        "p_shoal": "1 point for each Fish you have (hand and played).",
        "p_colony": "2 points for each Penguin you have.",
        "p_captain": "3 points for each Sailor you have.",
        "p_cast": "1 point for each Crab you have (hand and played).",
        "p_mermaid": "Your 1st Mermaid scores as many points as your cards of your most common colour, the 2nd your "
                     "second colour, and so on. All 4 Mermaids: you win the game at once.",
        "s_mermaid": "Scores your cards of one colour (1st: your main colour…). All 4: you win at once.",
        "p_starfish": "Played with a duo as a trio: +2 points, no effect. Kept in hand: +2 points to a duo still in "
                      "your hand.",
        "s_starfish": "Trio with a duo: +2 points (no effect); in hand: +2 to a duo in your hand.",
        "p_seahorse": "Counts as one more card of one of your collections (Shells, Octopuses, Penguins or Sailors).",
        "s_seahorse": "Counts as one more card of one of your collections.",
        "rules": (
            "**Sea Salt & Paper** — 2 to 4 players, 58 cards (66 with Extra Salt). Score 40 (2 players), "
            "35 (3) or 30 (4) points over several rounds, or hold the 4 mermaids to win at once.\n"
            "**Your turn**: 1) draw: either 2 cards from the deck, keep one and discard the other face up on "
            "one of the two discard piles (on an empty one if there is one), or take the top card of a pile. "
            "2) play duos (optional, as many as you like) for their effect:\n"
            "• 2 Crabs: look through a discard pile and take a card. • 2 Boats: play another turn. "
            "• 2 Fish: add the deck's top card to your hand. • Shark + Swimmer: steal a random card from "
            "an opponent.\n"
            "3) if your cards (hand and played) are worth 7 points or more you may end the round:\n"
            "• **STOP**: the round ends; everyone scores their card points.\n"
            "• **LAST CHANCE**: your hand is revealed, every other player plays one last turn. If you then "
            "have at least as many card points as each opponent, you score your points + your colour bonus "
            "and the others only their colour bonus; otherwise you score only your colour bonus and the "
            "others score their card points.\n"
            "Colour bonus: the number of cards of your most common colour. If the deck is empty at the end "
            "of a turn, the round ends without scoring.\n"
            "**Card points**: each duo (played or in hand) 1. Collections: Shells 0/2/4/6/8/10, Octopuses "
            "0/3/6/9/12, Penguins 1/3/5, Sailors 0/5. Multipliers: Lighthouse 1 per Boat, Shoal of Fish 1 per "
            "Fish, Penguin Colony 2 per Penguin, Captain 3 per Sailor. Mermaids: the 1st scores as many "
            "points as your cards of your most common colour, the 2nd your second colour, and so on (white "
            "counts).\n"
            "**Extra Salt** (option): Crab + Lobster: look at the deck's top 5 cards, keep one. Swimmer + "
            "Jellyfish: until your next turn, opponents may only draw the deck's top card. Starfish: +2 "
            "points to the duo it is played with as a trio (no effect), or, kept in hand, to a duo still in "
            "your hand (a duo already played without it stays at 1 point). Seahorse: counts as one more "
            "card of one of your collections. Cast of Crabs: 1 point per Crab.\n"
            "The game ends after a round in which someone reaches the target: highest score wins, ties go "
            "to the player who ended that round."
        ),
    },
    "fr": {
        "k_crab": "Crabe", "k_boat": "Bateau", "k_fish": "Poisson", "k_swimmer": "Nageur", "k_shark": "Requin",
        "k_jellyfish": "Méduse", "k_lobster": "Homard", "k_shell": "Coquillage", "k_octopus": "Pieuvre",
        "k_penguin": "Manchot", "k_sailor": "Moussaillon", "k_lighthouse": "Phare", "k_shoal": "Banc de poissons",
        "k_colony": "Colonie de manchots", "k_captain": "Capitaine", "k_cast": "Panier de crabes",
        "k_mermaid": "Sirène", "k_starfish": "Étoile de mer", "k_seahorse": "Hippocampe",
        "c_white": "blanc", "c_dark_blue": "bleu foncé", "c_light_blue": "bleu clair", "c_black": "noir",
        "c_yellow": "jaune", "c_green": "vert", "c_purple": "violet", "c_grey": "gris",
        "c_light_orange": "orange clair", "c_pink": "rose", "c_orange": "orange",
        "e_crab": "prendre une carte d'une défausse", "e_boat": "rejouer un tour",
        "e_fish": "piocher la carte du dessus", "e_steal": "voler une carte au hasard",
        "e_lobster": "voir 5 cartes, en garder 1", "e_jellyfish": "les autres ne font que piocher",
        "round": "Manche {n}", "deck": "Pioche : {n}", "target": "Partie en {n} points",
        "pile": "Défausse {p} : {top} ({n})", "pile_empty": "Défausse {p} : vide",
        "none": "—", "hand_n": "{n} en main", "played": "posées : {cards}", "score": "{n} pts",
        "turn": "▶ {name} : {what}", "ph_draw": "pioche", "ph_keep": "choisit la carte à garder",
        "ph_play": "peut jouer des duos ou annoncer", "ph_crab_pile": "choisit une défausse (crabes)",
        "ph_crab_card": "fouille la défausse {p} (crabes)", "ph_steal": "choisit qui voler",
        "ph_lobster": "regarde le dessus de la pioche (homard)",
"call_lc": "⏳ {name} a annoncé DERNIÈRE CHANCE — mains révélées :",
        "lc_left": "doivent encore jouer : {names}",
        "jelly": "🪼 Jusqu'au prochain tour de {name}, les autres ne font que piocher la carte du dessus.",
        "revealed": "{name} : {cards}",
        "last_round": "Manche précédente ({how}) : {gains}", "how_stop": "STOP de {name}",
        "how_lc_won": "DERNIÈRE CHANCE de {name}, pari gagné", "how_lc_lost": "DERNIÈRE CHANCE de {name}, pari perdu",
        "how_empty": "pioche vide, aucun point", "gain": "{name} +{n}",
        "game_over": "🏆 Partie terminée — victoire : {names}",
        "mermaid_win": "🧜 {name} réunit les quatre sirènes et gagne !",
        "your_hand": "**Votre main ({n})** : {cards}", "drawn_cards": "Vous avez pioché : {cards}",
        "pile_cards": "Défausse {p} : {cards}", "looked_cards": "Dessus de la pioche : {cards}",
        "your_points": "Points des cartes : **{total}** (sirènes {mermaids}, duos {duos}, collections "
                       "{collections}, multiplicateurs {multipliers}) · bonus de couleur {colour_bonus}",
        "can_announce": "Vous avez 7 points ou plus : vous pouvez annoncer STOP ou DERNIÈRE CHANCE.",
        "m_deck": "Piocher 2 cartes (en garder 1)", "m_pile": "Prendre {card} de la défausse {p}",
        "m_keep": "Garder {card}, défausser {other} sur la pile {p}", "s_keep": "Garder {card}",
        "s_discard": "Défausser {card} sur la pile {p}",
        "m_duo": "Duo {a} + {b} : {effect}", "s_duo_group": "Duo : {kinds} ({effect})",
        "m_trio": "Trio {a} + {b} + {s}", "s_trio_group": "Trio : {kinds} + Étoile de mer (+2, sans effet)",
        "m_stop": "🛑 Annoncer STOP (la manche s'arrête)", "m_lc": "⏳ Annoncer DERNIÈRE CHANCE (pari)",
        "m_end": "Finir votre tour", "m_crab": {"one": "Fouiller la défausse {p} ({n} carte)",
                                                     "other": "Fouiller la défausse {p} ({n} cartes)"},
        "m_take": "Prendre {card}",
        "m_steal": "Voler une carte au hasard à {name} ({n} en main)", "m_lobster": "Garder {card}",
        "ev_round_start": "🌊 La manche {round} commence ; {starter} joue en premier. Défausses : {a} / {b}.",
        "ev_draw_deck": {"one": "{name} pioche {n} carte.", "other": "{name} pioche {n} cartes."},
        "ev_drawn": "🃏 Vous piochez {cards}.",
        "ev_drew": "🃏 Vous recevez {card}.", "ev_kept": "Vous gardez {card}.",
        "ev_discard": "{name} défausse {card} sur la pile {pile}.",
        "ev_take_pile": "{name} prend {card} de la défausse {pile}.",
        "ev_duo": "{name} joue {cards} : {effect}.", "ev_trio": "{name} joue un trio : {cards}.",
        "ev_no_effect": "Le duo n'a pas d'effet pour l'instant.", "ev_extra_turn": "⛵ {name} rejoue un tour.",
        "ev_fish_draw": "{name} ajoute la carte du dessus de la pioche à sa main.",
        "ev_crab_look": "{name} fouille la défausse {pile}.", "ev_pile_seen": "La défausse {pile} contient : {cards}.",
        "ev_crab_take": "{name} prend une carte de la défausse {pile}.", "ev_took": "🦀 Vous prenez {card}.",
        "ev_steal": "🦈 {name} vole une carte au hasard à {target}.",
        "ev_stolen": "{name} a volé {card} à {target}.",
        "ev_lobster_look": "🦞 {name} regarde les {n} premières cartes de la pioche.",
        "ev_looked": "Vous voyez : {cards}.",
        "ev_lobster_keep": {"one": "{name} garde une carte et remélange {n} carte dans la pioche.",
                            "other": "{name} garde une carte et remélange {n} cartes dans la pioche."},
        "ev_forced": "🪼 {name} ne peut que piocher la carte du dessus ce tour-ci.",
        "ev_stop": "🛑 {name} annonce STOP !",
        "ev_last_chance": "⏳ {name} annonce DERNIÈRE CHANCE ! Main : {hand}.",
        "ev_reveal": "{name} révèle : {hand}.",
        "ev_round_end": "🏁 Fin de la manche {round} ({how}). {gains}.",
        "ev_mermaids": "🧜 {name} réunit les quatre sirènes et gagne immédiatement la partie !",
        "ev_game_end": {"one": "🏆 Fin de partie : victoire de {winners} avec {n} point.",
                        "other": "🏆 Fin de partie : victoire de {winners} avec {n} points."},
        "powers": "**Ce que font vos cartes**",
        "x_base": "Carte", "x_extra": "Carte (Extra Salt)",
        "p_crab": "Duo avec un Crabe : fouillez une défausse et prenez-y une carte. Avec un Homard (Extra Salt) : "
                  "voyez 5 cartes, gardez-en 1. Un duo vaut 1 point.",
        "s_crab": "Duo : fouillez une défausse et prenez une carte. 1 pt par duo.",
        "p_boat": "Duo avec un Bateau : rejouez aussitôt un tour. Un duo vaut 1 point.",
        "p_fish": "Duo avec un Poisson : ajoutez la carte du dessus de la pioche à votre main. Un duo vaut 1 point.",
        "s_fish": "Duo : ajoutez la carte du dessus de la pioche à votre main. 1 pt par duo.",
        "p_swimmer": "Duo avec un Requin : volez une carte au hasard à un adversaire. Avec une Méduse (Extra Salt) : "
                     "jusqu'à votre prochain tour, les adversaires ne piochent que sur la pioche. Un duo vaut 1 point.",
        "s_swimmer": "Duo avec un Requin : volez une carte (avec une Méduse : les autres piochent). 1 pt par duo.",
        "p_shark": "Duo avec un Nageur : volez une carte au hasard dans la main d'un adversaire. Un duo vaut 1 point.",
        "s_shark": "Duo avec un Nageur : volez une carte au hasard à un adversaire. 1 pt par duo.",
        "p_jellyfish": "Duo avec un Nageur : jusqu'à votre prochain tour, les adversaires ne peuvent piocher que la "
                       "carte du dessus de la pioche. Un duo vaut 1 point.",
        "s_jellyfish": "Duo avec un Nageur : jusqu'à votre prochain tour, les autres piochent sur la pioche. 1 pt/duo.",
        "p_lobster": "Duo avec un Crabe : regardez les 5 cartes du dessus de la pioche, gardez-en une et remélangez "
                     "les autres. Un duo vaut 1 point.",
        "s_lobster": "Duo avec un Crabe : voyez les 5 cartes du dessus de la pioche, gardez-en 1. 1 pt par duo.",
        "p_shell": "Collection : 1 à 6 Coquillages rapportent 0, 2, 4, 6, 8, 10 points.",
        "p_octopus": "Collection : 1 à 5 Pieuvres rapportent 0, 3, 6, 9, 12 points.",
        "p_penguin": "Collection : 1 à 3 Manchots rapportent 1, 3, 5 points.",
        "p_sailor": "Collection : 1 ou 2 Moussaillons rapportent 0 ou 5 points.",
        "p_lighthouse": "1 point par Bateau que vous avez (en main et posés).",
        "p_shoal": "1 point par Poisson que vous avez (en main et posés).",
        "p_colony": "2 points par Manchot que vous avez.",
        "p_captain": "3 points par Moussaillon que vous avez.",
        "p_cast": "1 point par Crabe que vous avez (en main et posés).",
        "p_mermaid": "Votre 1re Sirène rapporte autant de points que vos cartes de votre couleur la plus fréquente, "
                     "la 2e votre deuxième couleur, etc. Les 4 Sirènes : vous gagnez aussitôt la partie.",
        "s_mermaid": "Rapporte vos cartes d'une couleur (1re : votre couleur principale…). Les 4 : victoire.",
        "p_starfish": "Jouée avec un duo en trio : +2 points, sans effet. Gardée en main : +2 points à un duo encore "
                      "dans votre main.",
        "s_starfish": "En trio avec un duo : +2 points (sans effet) ; en main : +2 à un duo de votre main.",
        "p_seahorse": "Compte comme une carte de plus dans l'une de vos collections (Coquillages, Pieuvres, Manchots "
                      "ou Moussaillons).",
        "s_seahorse": "Compte comme une carte de plus dans l'une de vos collections.",
        "rules": (
            "**Sea Salt & Paper** — 2 à 4 joueurs, 58 cartes (66 avec Extra Salt). Marquez 40 (à 2), 35 (à 3) "
            "ou 30 (à 4) points en plusieurs manches, ou réunissez les 4 sirènes pour gagner aussitôt.\n"
            "**Votre tour** : 1) piochez : soit 2 cartes de la pioche, gardez-en une et défaussez l'autre face "
            "visible sur l'une des deux défausses (sur une défausse vide s'il y en a une), soit la carte du "
            "dessus d'une défausse. 2) jouez des duos (facultatif, autant que vous voulez) pour leur effet :\n"
            "• 2 Crabes : fouillez une défausse et prenez-y une carte. • 2 Bateaux : rejouez un tour. "
            "• 2 Poissons : ajoutez la carte du dessus de la pioche à votre main. • Requin + Nageur : volez "
            "une carte au hasard à un adversaire.\n"
            "3) si vos cartes (en main et posées) valent 7 points ou plus, vous pouvez finir la manche :\n"
            "• **STOP** : la manche s'arrête ; chacun marque les points de ses cartes.\n"
            "• **DERNIÈRE CHANCE** : votre main est révélée, chaque autre joueur joue un dernier tour. Si vous "
            "avez alors au moins autant de points que chaque adversaire, vous marquez vos points + votre bonus "
            "de couleur et les autres seulement leur bonus de couleur ; sinon vous ne marquez que votre bonus "
            "de couleur et les autres marquent les points de leurs cartes.\n"
            "Bonus de couleur : le nombre de vos cartes de la couleur la plus présente. Si la pioche est vide "
            "à la fin d'un tour, la manche s'arrête sans points.\n"
            "**Points** : chaque duo (posé ou en main) 1. Collections : Coquillages 0/2/4/6/8/10, Pieuvres "
            "0/3/6/9/12, Manchots 1/3/5, Moussaillons 0/5. Multiplicateurs : Phare 1 par Bateau, Banc de "
            "poissons 1 par Poisson, Colonie de manchots 2 par Manchot, Capitaine 3 par Moussaillon. "
            "Sirènes : la 1re rapporte autant de points que vos cartes de la couleur la plus présente, la 2e "
            "la deuxième couleur, etc. (le blanc compte).\n"
            "**Extra Salt** (option) : Crabe + Homard : regardez les 5 cartes du dessus de la pioche, gardez-en "
            "une. Nageur + Méduse : jusqu'à votre prochain tour, les adversaires ne font que piocher la carte "
            "du dessus. Étoile de mer : +2 points au duo "
            "avec lequel elle est posée en trio (sans effet) ou, gardée en main, à un duo encore dans votre "
            "main (un duo déjà posé sans elle reste à 1 point). Hippocampe : "
            "compte comme une carte de plus dans une de vos collections. Panier de crabes : 1 point par Crabe.\n"
            "La partie s'arrête après une manche où quelqu'un atteint l'objectif : le plus haut score gagne ; "
            "en cas d'égalité, celui qui a terminé la manche l'emporte."
        ),
    },
})


def card_name(lang: str, card: int) -> str:
    return f"{TEXTS.t(lang, 'k_' + KIND[card])} ({TEXTS.t(lang, 'c_' + COLOUR[card])})"


def piles_line(lang: str, piles: list) -> str:
    """The discard piles in words (top card and size), for the board's text and its picture."""
    return " · ".join(TEXTS.t(lang, "pile", p=i + 1, top=card_name(lang, p["top"]), n=p["size"])
                      if p["top"] is not None else TEXTS.t(lang, "pile_empty", p=i + 1) for i, p in enumerate(piles))
