"""Five Tribes texts, English and French (our own wording)."""

from engine.text import Texts

_EN_DJINNS = {
    "dj_al_amin": "at the end, each pair of your fakirs counts as 1 merchandise of your choice",
    "dj_anun_nak": "pay 1 elder or 1 fakir: put 3 meeples from the bag on an empty tile",
    "dj_baal": "each time a djinn is taken: +1 gold if by you, +2 if by an opponent",
    "dj_boaz": "assassins cannot kill the viziers and elders in front of you",
    "dj_bouraq": "pay 1 elder or 1 fakir: a palace from the supply on any village",
    "dj_echidna": "pay 1 elder + 1 elder or fakir: your builders' gold is doubled this turn",
    "dj_enki": "pay 1 elder or 1 fakir: a palm tree from the supply on any oasis",
    "dj_hagis": "pay 1 elder or 1 fakir: place your palace on one of the 8 tiles around instead",
    "dj_haurvatat": "at the end, your palm trees are worth 5 VP each",
    "dj_iblis": "pay 1 elder or 1 fakir: your assassins kill 2 meeples on one tile, "
                "or 2 viziers/elders of one opponent",
    "dj_jafaar": "at the end, your viziers are worth 3 VP each",
    "dj_kandicha": "your kills pay: merchant → top resource card, builder → its gold, vizier/elder → you keep it",
    "dj_kumarbi": "when bidding, each fakir you discard moves your cost down one spot",
    "dj_lamia": "pay 1 elder or 1 fakir: place your palm tree on one of the 8 tiles around instead",
    "dj_leta": "pay 1 elder + 1 elder or fakir: put a camel on an empty tile",
    "dj_marid": "each meeple dropped on your tiles: +1 gold if by you, +2 if by an opponent",
    "dj_monkir": "each palace placed: +1 gold if by you, +2 if by an opponent",
    "dj_nekir": "each meeple killed: +1 gold if by you, +2 if by an opponent",
    "dj_shamhat": "at the end, your elders are worth 4 VP each",
    "dj_sibittis": "pay 1 elder + 1 elder or fakir: draw 3 djinns, keep 1",
    "dj_sloar": "pay 1 fakir: take the top card of the resource pile",
    "dj_utug": "pay 1 elder + 1 elder or fakir: put a camel on a tile holding only meeples",
}
_FR_DJINNS = {
    "dj_al_amin": "en fin de partie, chaque paire de vos fakirs compte comme 1 marchandise de votre choix",
    "dj_anun_nak": "payez 1 sage ou 1 fakir : 3 meeples du sac sur une tuile vide",
    "dj_baal": "à chaque djinn pris : +1 or si c'est vous, +2 si c'est un adversaire",
    "dj_boaz": "les assassins ne peuvent pas tuer vos vizirs et sages",
    "dj_bouraq": "payez 1 sage ou 1 fakir : un palais de la réserve sur n'importe quel village",
    "dj_echidna": "payez 1 sage + 1 sage ou fakir : l'or de vos bâtisseurs est doublé ce tour",
    "dj_enki": "payez 1 sage ou 1 fakir : un palmier de la réserve sur n'importe quelle oasis",
    "dj_hagis": "payez 1 sage ou 1 fakir : posez votre palais sur l'une des 8 tuiles autour",
    "dj_haurvatat": "en fin de partie, vos palmiers valent 5 PV chacun",
    "dj_iblis": "payez 1 sage ou 1 fakir : vos assassins tuent 2 meeples d'une tuile, "
                "ou 2 vizirs/sages d'un adversaire",
    "dj_jafaar": "en fin de partie, vos vizirs valent 3 PV chacun",
    "dj_kandicha": "vos meurtres rapportent : marchand → carte du paquet, bâtisseur → son or, vizir/sage → gardé",
    "dj_kumarbi": "aux enchères, chaque fakir défaussé baisse votre coût d'une case",
    "dj_lamia": "payez 1 sage ou 1 fakir : posez votre palmier sur l'une des 8 tuiles autour",
    "dj_leta": "payez 1 sage + 1 sage ou fakir : un chameau sur une tuile vide",
    "dj_marid": "chaque meeple posé sur vos tuiles : +1 or si c'est vous, +2 si c'est un adversaire",
    "dj_monkir": "chaque palais posé : +1 or si c'est vous, +2 si c'est un adversaire",
    "dj_nekir": "chaque meeple tué : +1 or si c'est vous, +2 si c'est un adversaire",
    "dj_shamhat": "en fin de partie, vos sages valent 4 PV chacun",
    "dj_sibittis": "payez 1 sage + 1 sage ou fakir : piochez 3 djinns, gardez-en 1",
    "dj_sloar": "payez 1 fakir : prenez la carte du dessus du paquet de ressources",
    "dj_utug": "payez 1 sage + 1 sage ou fakir : un chameau sur une tuile qui n'a que des meeples",
}

TEXTS = Texts({
    "en": {
        **_EN_DJINNS,
        "big_market": "Big market", "small_market": "Small market", "oasis": "Oasis", "village": "Village",
        "sacred_place": "Sacred place",
        "vizier": "Vizier", "elder": "Elder", "builder": "Builder", "merchant": "Merchant", "assassin": "Assassin",
        "viziers": "Viziers", "elders": "Elders", "builders": "Builders", "merchants": "Merchants",
        "assassins": "Assassins",
        "ivory": "Ivory", "jewels": "Jewels", "gold": "Gold", "papyrus": "Papyrus", "silk": "Silk",
        "spice": "Spice", "fish": "Fish", "wheat": "Wheat", "pottery": "Pottery", "fakir": "Fakir",
        "pay_e": "1 elder", "pay_f": "1 fakir", "pay_ee": "2 elders", "pay_ef": "1 elder + 1 fakir",
        "round": "Round {n}", "track": "Turn-order track", "line": "Resources", "djinns_up": "Djinns",
        "pile": "pile {n}", "supply": "Supply: {palms} 🌴 · {palaces} 🏰", "bag": "Bag", "camels_word": "camels",
        "to_bid": "{name} bids", "to_play": "{name}'s turn ({step})", "none": "—",
        "step_pick": "pick up a tile", "step_path": "moving meeples", "step_builder": "builders",
        "step_assassin": "assassins", "step_tile": "tile action", "step_market2": "big market",
        "step_sibittis": "Sibittis", "step_end": "sale / end of turn", "step_tribe": "tribe",
        "step_sell": "choosing a set to sell",
        "hand": "In hand: {meeples} (at {tile})",
        "legend": "[n] camel of player n · * palm tree · ^ palace · meeples: v e b m a", "reach": "reach {n}",
        "player_line": "{name}: 🐪 {camels} left · tiles {tiles} · V {viz} · E {eld} · 🌴 {palms} · 🏰 {palaces}",
        "cards": "cards", "djinns": "djinns", "gold_line": "gold {n}",
        "last_camel": "⚠️ A player placed their last camel: this is the last round.",
        "game_over": "🏁 Game over", "final_line": "{name}: **{total}** (gold {gold}, viziers {viziers}, "
        "elders {elders}, djinns {djinns}, palms {palms}, palaces {palaces}, tiles {tiles}, sets {merchandise})",
        "your_gold": "💰 Your gold: **{n}**", "your_cards": "Resources: {cards}", "your_djinns": "Djinns:",
        "your_meeples": "Viziers {viz} · Elders {eld} · Camels left {camels}",
        "drawn": "Sibittis drew: {djinns}",
        "lbl_bid": "Bid on spot {spot} (cost {cost})", "lbl_bid0": "Bid 0 (a free spot)",
        "lbl_kumarbi": "Kumarbi: discard a fakir (bid one spot cheaper)",
        "lbl_row": "Row {row}", "lbl_pick": "Pick up {tile} ({kind}, {n} meeples)",
        "lbl_go": "Drop a {colour} on {tile}", "lbl_tile": "{tile} ({kind})", "lbl_colour": "{colour}",
        "lbl_collect": "Collect the builders' gold", "lbl_fakir": "Discard a fakir (+1)",
        "lbl_echidna": "Echidna: double the gold (pay {pay})", "lbl_iblis": "Iblis: kill 2 (pay {pay})",
        "lbl_kill": "Kill a {colour} on {tile}", "lbl_killp": "Kill {name}'s {colour}",
        "lbl_skip": "Skip", "lbl_palm": "Place the palm tree here", "lbl_palace": "Place the palace here",
        "lbl_lamia": "Lamia: palm tree on {tile} (pay {pay})", "lbl_hagis": "Hagis: palace on {tile} (pay {pay})",
        "lbl_buy": "Pay 3: take {card} (card {i})", "lbl_buy2": "Pay 6: take 2 of the first 6 cards",
        "lbl_take": "Take {card} (card {i})", "lbl_take_djinn": "Take {djinn} (pay {pay})",
        "lbl_keep": "Keep {djinn}", "lbl_sell_start": "Sell: start a set with {card} ({gold} gold)",
        "lbl_sell_add": "Add {card} to the set ({k} goods: {gold} gold)",
        "lbl_sold": "Sell {cards} for {gold} gold",
        "lbl_end": "End the turn", "lbl_djinn": "{djinn} (pay {pay})",
        "lbl_djinn_tile": "{djinn} on {tile} (pay {pay})",
        "lbl_djinn_group": "Use a djinn",
        "ev_bid": "{name} bids {cost} (spot {spot}).", "ev_turn": "▶️ {name}'s turn.",
        "ev_drop": "{name} drops a {colour} on {tile}.",
        "ev_pick": "{name} picks up {meeples} from {tile}.",
        "ev_forced": "{name} drops a {colour} on {tile} (only move).",
        "ev_collect": "{name} ends on {tile} and takes {n} {colour}.",
        "ev_control": "🐪 {name} takes control of {tile}.", "ev_last_camel": "⚠️ {name} placed their last camel!",
        "ev_cards": "{name} takes {cards}.", "ev_builders": "{name}'s builders earn {gold} gold.",
        "ev_kill_tile": "🗡️ {name} kills a {colour} on {tile}.",
        "ev_kill_player": "🗡️ {name} kills {victim}'s {colour}.",
        "ev_kandicha": "Kandicha: {name} keeps the {colour}.", "ev_no_kill": "{name}'s assassins find no target.",
        "ev_palm": "🌴 {name} plants a palm tree on {tile}.", "ev_palace": "🏰 {name} builds a palace on {tile}.",
        "ev_buy": "{name} pays {cost} gold at the market.", "ev_djinn_take": "🧞 {name} takes {djinn}.",
        "ev_djinn_use": "🧞 {name} uses {djinn} (paying {pay}).", "ev_bonus": "{djinn}: {name} gets {gold} gold.",
        "ev_sell": "{name} sells {cards} for {gold} gold.",
        "ev_sell_pick": "{name} puts {card} in a set to sell ({k} goods: {gold} gold).",
        "ev_fakir": "{name} discards a fakir.",
        "ev_anun_nak": "Anun-Nak: {meeples} appear on {tile}.", "ev_sib_draw": "Sibittis: you draw {djinns}.",
        "ev_round_end": "Round {round} is over: the resources and djinns are refilled.",
        "ev_round_start": "Round {round}: bid for turn order.", "ev_no_move": "No meeple can move any more.",
        "ev_game_end": "🏆 Game over! Winner: {names}.",
        "rules": (
            "**Five Tribes** — 2 to 4 players. Move the meeples of the Sultanate (30 tiles, 6×5) to gain "
            "tiles, gold, djinns and points.\n"
            "**Each round**: in bid order, each turn marker takes a spot on the track (costs 0,0,0,1,3,5,8,12,18; "
            "a 0 bid takes the best free 0 spot and pushes earlier 0 bids down). Markers then play from the most "
            "expensive spot down. With 2 players each has 2 markers (and 11 camels; else 8).\n"
            "**A turn**: 1) pick up all meeples of a tile, drop them one by one on a path of orthogonally "
            "adjacent tiles, never straight back; the last one must land on a tile showing its colour. "
            "2) Take all meeples of that colour there; an emptied tile gets your camel. "
            "3) Tribe: viziers and elders are kept; merchants take the first resource cards of the line; "
            "builders earn gold = (builders + fakirs) × blue tiles in the 3×3 block around; assassins kill 1 "
            "meeple within reach (assassins + fakirs) or a vizier/elder of an opponent (emptying a tile gives it "
            "to you). 4) Tile: oasis → palm tree, village → palace (compulsory while the supply lasts); small "
            "market: 3 gold for 1 of the first 3 cards; big market: 6 gold for 2 of the first 6; sacred place: "
            "2 elders (or 1 elder + 1 fakir) for a face-up djinn. 5) Optionally sell sets of different goods: "
            "1, 3, 7, 13, 21, 30, 40, 50, 60 gold (published table); you choose the cards of each set.\n"
            "**End**: after the round in which a player placed their last camel, or when no meeple can move. "
            "Score: gold + viziers (1 each, +10 per opponent with fewer) + 2 per elder + djinns + 3 per palm "
            "tree and 5 per palace on your tiles + tile values + merchandise sets. Ties share the win. "
            "Gold stays secret until the end.\n"
            "Djinn powers with a cost work once per turn. Hagis and Lamia reach the 8 tiles around "
            "(diagonals included)."
        ),
    },
    "fr": {
        **_FR_DJINNS,
        "big_market": "Grand marché", "small_market": "Petit marché", "oasis": "Oasis", "village": "Village",
        "sacred_place": "Lieu sacré",
        "vizier": "Vizir", "elder": "Sage", "builder": "Bâtisseur", "merchant": "Marchand", "assassin": "Assassin",
        "viziers": "Vizirs", "elders": "Sages", "builders": "Bâtisseurs", "merchants": "Marchands",
        "assassins": "Assassins",
        "ivory": "Ivoire", "jewels": "Joyaux", "gold": "Or", "papyrus": "Papyrus", "silk": "Soie",
        "spice": "Épices", "fish": "Poisson", "wheat": "Blé", "pottery": "Poterie", "fakir": "Fakir",
        "pay_e": "1 sage", "pay_f": "1 fakir", "pay_ee": "2 sages", "pay_ef": "1 sage + 1 fakir",
        "round": "Tour {n}", "track": "Piste d'ordre du tour", "line": "Ressources", "djinns_up": "Djinns",
        "pile": "pioche {n}", "supply": "Réserve : {palms} 🌴 · {palaces} 🏰", "bag": "Sac", "camels_word": "chameaux",
        "to_bid": "{name} enchérit", "to_play": "À {name} ({step})", "none": "—",
        "step_pick": "choisir une tuile", "step_path": "déplacement", "step_builder": "bâtisseurs",
        "step_assassin": "assassins", "step_tile": "action de tuile", "step_market2": "grand marché",
        "step_sibittis": "Sibittis", "step_end": "vente / fin du tour", "step_tribe": "tribu",
        "step_sell": "choix d'une série à vendre",
        "hand": "En main : {meeples} (sur {tile})",
        "legend": "[n] chameau du joueur n · * palmier · ^ palais · v(izir) e(sage) b(âtisseur) m(archand) a(ssassin)",
        "reach": "portée {n}",
        "player_line": "{name} : 🐪 {camels} restants · tuiles {tiles} · V {viz} · S {eld} · 🌴 {palms} · 🏰 {palaces}",
        "cards": "cartes", "djinns": "djinns", "gold_line": "or {n}",
        "last_camel": "⚠️ Un joueur a posé son dernier chameau : c'est le dernier tour.",
        "game_over": "🏁 Partie terminée", "final_line": "{name} : **{total}** (or {gold}, vizirs {viziers}, "
        "sages {elders}, djinns {djinns}, palmiers {palms}, palais {palaces}, tuiles {tiles}, séries {merchandise})",
        "your_gold": "💰 Votre or : **{n}**", "your_cards": "Ressources : {cards}", "your_djinns": "Djinns :",
        "your_meeples": "Vizirs {viz} · Sages {eld} · Chameaux restants {camels}",
        "drawn": "Sibittis a pioché : {djinns}",
        "lbl_bid": "Enchérir case {spot} (coût {cost})", "lbl_bid0": "Enchère 0 (case gratuite)",
        "lbl_kumarbi": "Kumarbi : défausser un fakir (une case moins chère)",
        "lbl_row": "Rangée {row}", "lbl_pick": "Prendre {tile} ({kind}, {n} meeples)",
        "lbl_go": "Poser un {colour} sur {tile}", "lbl_tile": "{tile} ({kind})", "lbl_colour": "{colour}",
        "lbl_collect": "Encaisser l'or des bâtisseurs", "lbl_fakir": "Défausser un fakir (+1)",
        "lbl_echidna": "Echidna : doubler l'or (payer {pay})", "lbl_iblis": "Iblis : tuer 2 (payer {pay})",
        "lbl_kill": "Tuer un {colour} sur {tile}", "lbl_killp": "Tuer le {colour} de {name}",
        "lbl_skip": "Passer", "lbl_palm": "Planter le palmier ici", "lbl_palace": "Bâtir le palais ici",
        "lbl_lamia": "Lamia : palmier sur {tile} (payer {pay})", "lbl_hagis": "Hagis : palais sur {tile} (payer {pay})",
        "lbl_buy": "Payer 3 : prendre {card} (carte {i})", "lbl_buy2": "Payer 6 : 2 des 6 premières cartes",
        "lbl_take": "Prendre {card} (carte {i})", "lbl_take_djinn": "Prendre {djinn} (payer {pay})",
        "lbl_keep": "Garder {djinn}", "lbl_sell_start": "Vendre : commencer une série par {card} ({gold} or)",
        "lbl_sell_add": "Ajouter {card} à la série ({k} marchandises : {gold} or)",
        "lbl_sold": "Vendre {cards} pour {gold} or",
        "lbl_end": "Finir le tour", "lbl_djinn": "{djinn} (payer {pay})",
        "lbl_djinn_tile": "{djinn} sur {tile} (payer {pay})", "lbl_djinn_group": "Utiliser un djinn",
        "ev_bid": "{name} enchérit {cost} (case {spot}).", "ev_turn": "▶️ À {name} de jouer.",
        "ev_drop": "{name} pose un {colour} sur {tile}.",
        "ev_pick": "{name} prend {meeples} sur {tile}.",
        "ev_forced": "{name} pose un {colour} sur {tile} (seul choix).",
        "ev_collect": "{name} termine sur {tile} et prend {n} {colour}.",
        "ev_control": "🐪 {name} prend le contrôle de {tile}.",
        "ev_last_camel": "⚠️ {name} a posé son dernier chameau !",
        "ev_cards": "{name} prend {cards}.", "ev_builders": "Les bâtisseurs de {name} rapportent {gold} or.",
        "ev_kill_tile": "🗡️ {name} tue un {colour} sur {tile}.",
        "ev_kill_player": "🗡️ {name} tue le {colour} de {victim}.",
        "ev_kandicha": "Kandicha : {name} garde le {colour}.",
        "ev_no_kill": "Les assassins de {name} n'ont pas de cible.",
        "ev_palm": "🌴 {name} plante un palmier sur {tile}.", "ev_palace": "🏰 {name} bâtit un palais sur {tile}.",
        "ev_buy": "{name} paie {cost} or au marché.", "ev_djinn_take": "🧞 {name} prend {djinn}.",
        "ev_djinn_use": "🧞 {name} utilise {djinn} (en payant {pay}).", "ev_bonus": "{djinn} : {name} gagne {gold} or.",
        "ev_sell": "{name} vend {cards} pour {gold} or.",
        "ev_sell_pick": "{name} met {card} dans une série à vendre ({k} marchandises : {gold} or).",
        "ev_fakir": "{name} défausse un fakir.",
        "ev_anun_nak": "Anun-Nak : {meeples} apparaissent sur {tile}.",
        "ev_sib_draw": "Sibittis : vous piochez {djinns}.",
        "ev_round_end": "Fin du tour {round} : ressources et djinns réapprovisionnés.",
        "ev_round_start": "Tour {round} : enchères pour l'ordre du tour.",
        "ev_no_move": "Plus aucun meeple ne peut se déplacer.",
        "ev_game_end": "🏆 Partie terminée ! Victoire : {names}.",
        "rules": (
            "**Five Tribes** — 2 à 4 joueurs. Déplacez les meeples du Sultanat (30 tuiles, 6×5) pour gagner "
            "tuiles, or, djinns et points.\n"
            "**Chaque tour** : dans l'ordre des enchères, chaque pion prend une case de la piste (coûts "
            "0,0,0,1,3,5,8,12,18 ; une enchère à 0 prend la meilleure case 0 libre et repousse les enchères 0 "
            "précédentes). Les pions jouent ensuite de la case la plus chère à la moins chère. À 2 joueurs, "
            "chacun a 2 pions (et 11 chameaux ; sinon 8).\n"
            "**Un tour de jeu** : 1) prenez tous les meeples d'une tuile, posez-les un par un sur un chemin de "
            "tuiles orthogonalement adjacentes, sans revenir en arrière ; le dernier doit arriver sur une tuile "
            "qui a déjà sa couleur. 2) Prenez tous les meeples de cette couleur ; une tuile vidée reçoit votre "
            "chameau. 3) Tribu : vizirs et sages sont gardés ; les marchands prennent les premières cartes "
            "ressource ; les bâtisseurs rapportent (bâtisseurs + fakirs) × tuiles bleues du carré 3×3 autour ; "
            "les assassins tuent 1 meeple à portée (assassins + fakirs) ou un vizir/sage d'un adversaire (vider "
            "une tuile vous la donne). 4) Tuile : oasis → palmier, village → palais (obligatoires tant qu'il en "
            "reste) ; petit marché : 3 or pour 1 des 3 premières cartes ; grand marché : 6 or pour 2 des 6 "
            "premières ; lieu sacré : 2 sages (ou 1 sage + 1 fakir) pour un djinn visible. 5) Vente facultative "
            "de séries de marchandises différentes : 1, 3, 7, 13, 21, 30, 40, 50, 60 or (table publiée) ; "
            "vous choisissez les cartes de chaque série.\n"
            "**Fin** : à la fin du tour où un joueur a posé son dernier chameau, ou quand plus aucun meeple ne "
            "peut bouger. Score : or + vizirs (1 chacun, +10 par adversaire qui en a moins) + 2 par sage + "
            "djinns + 3 par palmier et 5 par palais sur vos tuiles + valeurs des tuiles + séries. Les ex aequo "
            "partagent la victoire. L'or reste secret jusqu'à la fin.\n"
            "Les pouvoirs payants des djinns servent une fois par tour. Hagis et Lamia atteignent les 8 "
            "tuiles autour (diagonales comprises)."
        ),
    },
})
