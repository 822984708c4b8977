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
    "dj_iblis": "pay 1 elder or 1 fakir: assassins kill 2 meeples on a tile, or 2 viziers/elders of an opponent",
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
    "dj_iblis": "payez 1 sage ou 1 fakir : les assassins tuent 2 meeples d'une tuile ou 2 vizirs/sages d'un rival",
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

# the whole power of each djinn (``/card``); the short texts above go beside the djinns on the board
_START_END = "Once per turn, at the start or the end of your turn, "
_EN_DJINN_FULL = {
    "djf_al_amin": "At the end of the game, each pair of fakirs you hold counts as 1 merchandise of any kind, "
                   "placed where it makes your sets score most.",
    "djf_anun_nak": _START_END + "pay 1 elder or 1 fakir: draw 3 meeples from the bag and put them on an "
                    "empty tile (no meeple, camel, palm tree or palace).",
    "djf_baal": "Always on: each time a player takes another djinn, you get 1 gold if it is you, 2 gold if it "
                "is an opponent.",
    "djf_boaz": "Always on: no assassin can kill the viziers and elders in front of you.",
    "djf_bouraq": _START_END + "pay 1 elder or 1 fakir: put a palace from the supply on any village tile.",
    "djf_echidna": "When your builders earn gold, pay 1 elder and 1 more elder or fakir: their gold is "
                   "doubled. Once per turn.",
    "djf_enki": _START_END + "pay 1 elder or 1 fakir: put a palm tree from the supply on any oasis tile.",
    "djf_hagis": "When you place a palace, pay 1 elder or 1 fakir to put it on one of the 8 tiles around "
                 "(diagonals included) instead. Once per turn.",
    "djf_haurvatat": "At the end of the game, each palm tree on your tiles is worth 5 VP instead of 3.",
    "djf_iblis": "When your assassins strike, pay 1 elder or 1 fakir: they kill 2 meeples on one tile within "
                 "reach, or 2 viziers/elders of one opponent. Once per turn.",
    "djf_jafaar": "At the end of the game, each of your viziers is worth 3 VP instead of 1 (the 10 VP per "
                  "opponent with fewer viziers still count).",
    "djf_kandicha": "Always on: your kills pay you: a merchant killed gives you the top resource card, a "
                    "builder 1 gold per blue tile around its tile, and a killed vizier or elder joins you.",
    "djf_kumarbi": "When you bid, discard a fakir to move your bid one spot cheaper, as many times as you "
                   "have fakirs.",
    "djf_lamia": "When you place a palm tree, pay 1 elder or 1 fakir to put it on one of the 8 tiles around "
                 "(diagonals included) instead. Once per turn.",
    "djf_leta": _START_END + "pay 1 elder and 1 more elder or fakir: put one of your camels on an empty "
                "tile; it is yours.",
    "djf_marid": "Always on: each meeple dropped on one of your tiles gives you 1 gold if you drop it, 2 gold "
                 "if an opponent does.",
    "djf_monkir": "Always on: each palace placed gives you 1 gold if you place it, 2 gold if an opponent "
                  "does.",
    "djf_nekir": "Always on: each meeple killed gives you 1 gold if you kill it, 2 gold if an opponent does.",
    "djf_shamhat": "At the end of the game, each of your elders is worth 4 VP instead of 2.",
    "djf_sibittis": _START_END + "pay 1 elder and 1 more elder or fakir: draw 3 djinns, keep 1 of them "
                    "and discard the others.",
    "djf_sloar": _START_END + "pay 1 fakir: take the top card of the resource pile.",
    "djf_utug": _START_END + "pay 1 elder and 1 more elder or fakir: put one of your camels on a tile "
                "holding meeples only (no camel, palm tree or palace); it is yours.",
}
_DEBUT_FIN = "Une fois par tour, au début ou à la fin de votre tour, "
_FR_DJINN_FULL = {
    "djf_al_amin": "En fin de partie, chaque paire de fakirs que vous avez compte comme 1 marchandise au choix, "
                   "placée là où vos séries rapportent le plus.",
    "djf_anun_nak": _DEBUT_FIN + "payez 1 sage ou 1 fakir : tirez 3 meeples du sac et posez-les sur une "
                    "tuile vide (ni meeple, ni chameau, ni palmier, ni palais).",
    "djf_baal": "Toujours actif : chaque fois qu'un joueur prend un autre djinn, vous gagnez 1 or si c'est "
                "vous, 2 or si c'est un adversaire.",
    "djf_boaz": "Toujours actif : aucun assassin ne peut tuer les vizirs et les sages devant vous.",
    "djf_bouraq": _DEBUT_FIN + "payez 1 sage ou 1 fakir : posez un palais de la réserve sur n'importe quel "
                  "village.",
    "djf_echidna": "Quand vos bâtisseurs rapportent de l'or, payez 1 sage et 1 autre sage ou fakir : leur or "
                   "est doublé. Une fois par tour.",
    "djf_enki": _DEBUT_FIN + "payez 1 sage ou 1 fakir : posez un palmier de la réserve sur n'importe quelle "
                "oasis.",
    "djf_hagis": "Quand vous posez un palais, payez 1 sage ou 1 fakir pour le mettre plutôt sur l'une des "
                 "8 tuiles autour (diagonales comprises). Une fois par tour.",
    "djf_haurvatat": "En fin de partie, chaque palmier sur vos tuiles vaut 5 PV au lieu de 3.",
    "djf_iblis": "Quand vos assassins frappent, payez 1 sage ou 1 fakir : ils tuent 2 meeples d'une même "
                 "tuile à portée, ou 2 vizirs/sages d'un même adversaire. Une fois par tour.",
    "djf_jafaar": "En fin de partie, chacun de vos vizirs vaut 3 PV au lieu de 1 (les 10 PV par adversaire "
                  "qui en a moins comptent toujours).",
    "djf_kandicha": "Toujours actif : vos meurtres vous rapportent : un marchand tué vous donne la carte du "
                    "dessus du paquet de ressources, un bâtisseur 1 or par tuile bleue autour de sa tuile, et "
                    "un vizir ou un sage tué vous rejoint.",
    "djf_kumarbi": "Quand vous enchérissez, défaussez un fakir pour descendre votre enchère d'une case moins "
                   "chère, autant de fois que vous avez de fakirs.",
    "djf_lamia": "Quand vous posez un palmier, payez 1 sage ou 1 fakir pour le mettre plutôt sur l'une des "
                 "8 tuiles autour (diagonales comprises). Une fois par tour.",
    "djf_leta": _DEBUT_FIN + "payez 1 sage et 1 autre sage ou fakir : posez un de vos chameaux sur une tuile "
                "vide ; elle est à vous.",
    "djf_marid": "Toujours actif : chaque meeple posé sur l'une de vos tuiles vous rapporte 1 or si c'est vous "
                 "qui le posez, 2 or si c'est un adversaire.",
    "djf_monkir": "Toujours actif : chaque palais posé vous rapporte 1 or si c'est vous qui le posez, 2 or si "
                  "c'est un adversaire.",
    "djf_nekir": "Toujours actif : chaque meeple tué vous rapporte 1 or si c'est vous qui le tuez, 2 or si "
                 "c'est un adversaire.",
    "djf_shamhat": "En fin de partie, chacun de vos sages vaut 4 PV au lieu de 2.",
    "djf_sibittis": _DEBUT_FIN + "payez 1 sage et 1 autre sage ou fakir : piochez 3 djinns, gardez-en 1 et "
                    "défaussez les autres.",
    "djf_sloar": _DEBUT_FIN + "payez 1 fakir : prenez la carte du dessus du paquet de ressources.",
    "djf_utug": _DEBUT_FIN + "payez 1 sage et 1 autre sage ou fakir : posez un de vos chameaux sur une tuile "
                "qui n'a que des meeples (ni chameau, ni palmier, ni palais) ; elle est à vous.",
}

TEXTS = Texts({
    "en": {
        **_EN_DJINNS,
        **_EN_DJINN_FULL,
        "k_djinn": "Djinn", "djinn_line": "{name} ({vp}) — {note}",
        "img_palm": "palm tree", "img_palace": "palace", "img_camel": "camel of player n",
        "img_value": "blue tile (builders)",
        "big_market": "Big market", "small_market": "Small market", "oasis": "Oasis", "village": "Village",
        "sacred_place": "Sacred place",
        "vizier": "Vizier", "elder": "Elder", "builder": "Builder", "merchant": "Merchant", "assassin": "Assassin",
        "ivory": "Ivory", "jewels": "Jewels", "gold": "Gold", "papyrus": "Papyrus", "silk": "Silk",
        "spice": "Spice", "fish": "Fish", "wheat": "Wheat", "pottery": "Pottery", "fakir": "Fakir",
        "pay_e": "1 elder", "pay_f": "1 fakir", "pay_ee": "2 elders", "pay_ef": "1 elder + 1 fakir",
        "round": "Round {n}", "track": "Order of play this round", "line": "Resources", "djinns_up": "Djinns",
        "supply": "Supply: {palms} 🌴 · {palaces} 🏰", "camels_word": "camels",
        "to_bid": "{name} bids", "to_play": "{name}'s turn ({step})", "none": "—",
        "step_pick": "pick up a tile", "step_path": "moving meeples", "step_builder": "builders",
        "step_assassin": "assassins", "step_tile": "tile action", "step_market2": "big market",
        "step_sibittis": "Sibittis", "step_end": "sale / end of turn", "step_tribe": "tribe",
        "step_sell": "choosing a set to sell",
        "hand": "In hand: {meeples} (at {tile})",
        "kl_big_market": "bigmarket", "kl_small_market": "market", "kl_oasis": "oasis", "kl_village": "village",
        "kl_sacred_place": "sacred",
        "meeple_letters": "vebma",
        "legend": (
            "Rows A–E, columns 1–6 (B3 = row B, column 3); each tile takes two lines: the tile, then its "
            "meeples.\n"
            "Tiles, in words, then their value: bigmarket (big market) · market (small market) · oasis · "
            "village · sacred (sacred place); oasis8 = an oasis worth 8.\n"
            "[n] = camel of player n · * = palm tree · ^ = palace (*2 = 2 palm trees).\n"
            "Meeples: v = vizier · e = elder · b = builder · m = merchant · a = assassin (2v = 2 viziers); "
            "· = no meeple."
        ),
        "art_vizier": "a vizier", "art_elder": "an elder", "art_builder": "a builder", "art_merchant": "a merchant",
        "art_assassin": "an assassin",
        "the_vizier": "vizier", "the_elder": "elder", "the_builder": "builder", "the_merchant": "merchant",
        "the_assassin": "assassin",
        "n_vizier": {"one": "{n} vizier", "other": "{n} viziers"},
        "n_elder": {"one": "{n} elder", "other": "{n} elders"},
        "n_builder": {"one": "{n} builder", "other": "{n} builders"},
        "n_merchant": {"one": "{n} merchant", "other": "{n} merchants"},
        "n_assassin": {"one": "{n} assassin", "other": "{n} assassins"},
        "n_camels_left": {"one": "🐪 {n} camel left", "other": "🐪 {n} camels left"},
        "n_tiles": {"one": "{n} tile", "other": "{n} tiles"},
        "n_palms": {"one": "🌴 {n} palm tree", "other": "🌴 {n} palm trees"},
        "n_palaces": {"one": "🏰 {n} palace", "other": "🏰 {n} palaces"},
        "rpile": {"one": "{n} card in the pile", "other": "{n} cards in the pile"},
        "djpile": {"one": "{n} djinn in the pile", "other": "{n} djinns in the pile"},
        "colon": "{a}: {b}",
        "track_item": "{name} (paid {cost})",
        "prompt_pick": "👉 Choose a tile: you pick up all its meeples.",
        "prompt_path": "👉 Drop the next meeple on a neighbouring tile (in hand: {meeples}).",
        "prompt_builder": "👉 Your builders: collect their gold, or raise it first.",
        "prompt_assassin": {"one": "👉 Choose a meeple to kill — reach {n} tile",
                            "other": "👉 Choose a meeple to kill — reach {n} tiles"},
        "prompt_tile": "👉 Tile action on {tile}.",
        "prompt_market2": "👉 Big market: take a card.",
        "prompt_sibittis": "👉 Sibittis: keep one of the djinns drawn.",
        "prompt_sell": "👉 Choose the goods of the set to sell.",
        "prompt_end": "👉 Sell a set of goods, use a djinn, or end your turn.",
        "prompt_bid": "👉 Bid for your place in the turn order.",
        "lbl_kill_group": {"one": "Choose a meeple to kill — reach {n} tile",
                           "other": "Choose a meeple to kill — reach {n} tiles"},
        "lbl_kill_one": "Kill {colour}",
        "reach": {"one": "Assassins' reach: {n} tile", "other": "Assassins' reach: {n} tiles"},
        "player_line": "[{seat}] {name}: {items}",
        "cards": "cards", "djinns": "djinns", "gold_line": "gold {n}",
        "last_camel": "⚠️ A player placed their last camel: this is the last round.",
        "game_over": "🏁 Game over", "final_line": "{name}: **{total}** (gold {gold}, viziers {viziers}, "
        "elders {elders}, djinns {djinns}, palms {palms}, palaces {palaces}, tiles {tiles}, sets {merchandise})",
        "your_gold": "💰 Your gold: **{n}**", "your_cards": "Resources: {cards}", "your_djinns": "Djinns:",
        "your_meeples": "Viziers {viz} · Elders {eld} · Camels left {camels}",
        "drawn_head": "Sibittis drew:",
        "lbl_bid": "Bid on spot {spot} (cost {cost})", "lbl_bid0": "Bid 0 (a free spot)",
        "lbl_kumarbi": "Kumarbi: discard a fakir (bid one spot cheaper)",
        "lbl_row": "Row {row}", "lbl_pick": {"one": "Pick up {tile} ({kind}, {n} meeple)",
                                      "other": "Pick up {tile} ({kind}, {n} meeples)"},
        "lbl_tile": "{tile} ({kind})",
        "lbl_collect": "Collect the builders' gold", "lbl_fakir": "Discard a fakir (+1)",
        "lbl_echidna": "Echidna: double the gold (pay {pay})", "lbl_iblis": "Iblis: kill 2 (pay {pay})",
        "lbl_killp": "Kill {name}'s {colour}",
        "lbl_skip": "Skip", "lbl_palm": "Place the palm tree here", "lbl_palace": "Place the palace here",
        "lbl_lamia": "Lamia: palm tree on {tile} (pay {pay})", "lbl_hagis": "Hagis: palace on {tile} (pay {pay})",
        "lbl_buy": "Pay 3: take {card} (card {i})", "lbl_buy2": "Pay 6: take 2 of the first 6 cards",
        "lbl_take": "Take {card} (card {i})", "lbl_take_djinn": "Take {djinn} (pay {pay})",
        "lbl_keep": "Keep {djinn}", "lbl_sell_start": "Sell: start a set with {card} ({gold} gold)",
        "lbl_sell_add": {"one": "Add {card} to the set ({n} kind of goods: {gold} gold)",
                         "other": "Add {card} to the set ({n} kinds of goods: {gold} gold)"},
        "lbl_sold": "Sell {cards} for {gold} gold",
        "lbl_end": "End the turn", "lbl_djinn": "{djinn} (pay {pay})",
        "lbl_djinn_group": "Use a djinn",
        "ev_bid": "{name} bids {cost} (spot {spot}).", "ev_turn": "▶️ {name}'s turn.",
        "ev_drop": "{name} drops {colour} on {tile}.",
        "ev_pick": "{name} picks up {meeples} from {tile}.",
        "ev_forced": "{name} drops {colour} on {tile} (only move).",
        "ev_collect": "{name} ends on {tile} and takes {meeples}.",
        "ev_control": "🐪 {name} takes control of {tile}.", "ev_last_camel": "⚠️ {name} placed their last camel!",
        "ev_cards": "{name} takes {cards}.", "ev_builders": "{name}'s builders earn {gold} gold.",
        "ev_kill_tile": "🗡️ {name} kills {colour} on {tile}.",
        "ev_kill_player": "🗡️ {name} kills {victim}'s {colour}.",
        "ev_kandicha": "Kandicha: {name} keeps the {colour}.", "ev_no_kill": "{name}'s assassins find no target.",
        "ev_palm": "🌴 {name} plants a palm tree on {tile}.", "ev_palace": "🏰 {name} builds a palace on {tile}.",
        "ev_buy": "{name} pays {cost} gold at the market.", "ev_djinn_take": "🧞 {name} takes {djinn}.",
        "ev_djinn_use": "🧞 {name} uses {djinn} (paying {pay}).", "ev_bonus": "{djinn}: {name} gets {gold} gold.",
        "ev_sell": "{name} sells {cards} for {gold} gold.",
        "ev_sell_pick": {"one": "{name} starts a set to sell with {card} ({n} kind of goods: {gold} gold).",
                         "other": "{name} adds {card} to the set to sell ({n} kinds of goods: {gold} gold)."},
        "ev_fakir": "{name} discards a fakir.",
        "ev_anun_nak": "Anun-Nak: {meeples} appear on {tile}.", "ev_sib_draw": "Sibittis: you draw {djinns}.",
        "ev_round_end": "Round {round} is over: the resources and djinns are refilled.",
        "ev_round_start": "Round {round}: bid for turn order.", "ev_no_move": "No meeple can move any more.",
        "ev_game_end": {"one": "🏆 Game over! Winner: {names}.", "other": "🏆 Game over! Winners: {names}."},
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
            "1, 3, 7, 13, 21, 30, 40, 50, 60 gold for 1 to 9 kinds; you choose the cards of each set.\n"
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
        **_FR_DJINN_FULL,
        "img_palm": "palmier", "img_palace": "palais", "img_camel": "chameau du joueur n",
        "img_value": "tuile bleue (bâtisseurs)",
        "k_djinn": "Djinn", "djinn_line": "{name} ({vp}) — {note}",
        "big_market": "Grand marché", "small_market": "Petit marché", "oasis": "Oasis", "village": "Village",
        "sacred_place": "Lieu sacré",
        "vizier": "Vizir", "elder": "Sage", "builder": "Bâtisseur", "merchant": "Marchand", "assassin": "Assassin",
        "ivory": "Ivoire", "jewels": "Joyaux", "gold": "Or", "papyrus": "Papyrus", "silk": "Soie",
        "spice": "Épices", "fish": "Poisson", "wheat": "Blé", "pottery": "Poterie", "fakir": "Fakir",
        "pay_e": "1 sage", "pay_f": "1 fakir", "pay_ee": "2 sages", "pay_ef": "1 sage + 1 fakir",
        "round": "Tour {n}", "track": "Ordre de jeu de ce tour", "line": "Ressources", "djinns_up": "Djinns",
        "supply": "Réserve : {palms} 🌴 · {palaces} 🏰", "camels_word": "chameaux",
        "to_bid": "{name} enchérit", "to_play": "À {name} ({step})", "none": "—",
        "step_pick": "choisir une tuile", "step_path": "déplacement", "step_builder": "bâtisseurs",
        "step_assassin": "assassins", "step_tile": "action de tuile", "step_market2": "grand marché",
        "step_sibittis": "Sibittis", "step_end": "vente / fin du tour", "step_tribe": "tribu",
        "step_sell": "choix d'une série à vendre",
        "hand": "En main : {meeples} (sur {tile})",
        "kl_big_market": "grandmarché", "kl_small_market": "marché", "kl_oasis": "oasis", "kl_village": "village",
        "kl_sacred_place": "sacré",
        "meeple_letters": "vsbma",
        "legend": (
            "Rangées A–E, colonnes 1–6 (B3 = rangée B, colonne 3) ; chaque tuile occupe deux lignes : la "
            "tuile, puis ses meeples.\n"
            "Tuiles, en mots, puis leur valeur : grandmarché (grand marché) · marché (petit marché) · oasis · "
            "village · sacré (lieu sacré) ; oasis8 = une oasis qui vaut 8.\n"
            "[n] = chameau du joueur n · * = palmier · ^ = palais (*2 = 2 palmiers).\n"
            "Meeples : v = vizir · s = sage · b = bâtisseur · m = marchand · a = assassin (2v = 2 vizirs) ; "
            "· = aucun meeple."
        ),
        "art_vizier": "un vizir", "art_elder": "un sage", "art_builder": "un bâtisseur", "art_merchant": "un marchand",
        "art_assassin": "un assassin",
        "the_vizier": "le vizir", "the_elder": "le sage", "the_builder": "le bâtisseur", "the_merchant": "le marchand",
        "the_assassin": "l'assassin",
        "n_vizier": {"one": "{n} vizir", "other": "{n} vizirs"},
        "n_elder": {"one": "{n} sage", "other": "{n} sages"},
        "n_builder": {"one": "{n} bâtisseur", "other": "{n} bâtisseurs"},
        "n_merchant": {"one": "{n} marchand", "other": "{n} marchands"},
        "n_assassin": {"one": "{n} assassin", "other": "{n} assassins"},
        "n_camels_left": {"one": "🐪 {n} chameau restant", "other": "🐪 {n} chameaux restants"},
        "n_tiles": {"one": "{n} tuile", "other": "{n} tuiles"},
        "n_palms": {"one": "🌴 {n} palmier", "other": "🌴 {n} palmiers"},
        "n_palaces": {"one": "🏰 {n} palais", "other": "🏰 {n} palais"},
        "rpile": {"one": "{n} carte dans la pioche", "other": "{n} cartes dans la pioche"},
        "djpile": {"one": "{n} djinn dans la pioche", "other": "{n} djinns dans la pioche"},
        "colon": "{a} : {b}",
        "track_item": "{name} (a payé {cost})",
        "prompt_pick": "👉 Choisissez une tuile : vous prenez tous ses meeples.",
        "prompt_path": "👉 Posez le meeple suivant sur une tuile voisine (en main : {meeples}).",
        "prompt_builder": "👉 Vos bâtisseurs : encaissez leur or, ou augmentez-le d'abord.",
        "prompt_assassin": {"one": "👉 Choisissez un meeple à tuer — portée {n} tuile",
                            "other": "👉 Choisissez un meeple à tuer — portée {n} tuiles"},
        "prompt_tile": "👉 Action de la tuile {tile}.",
        "prompt_market2": "👉 Grand marché : prenez une carte.",
        "prompt_sibittis": "👉 Sibittis : gardez un des djinns piochés.",
        "prompt_sell": "👉 Choisissez les marchandises de la série à vendre.",
        "prompt_end": "👉 Vendez une série, utilisez un djinn ou finissez votre tour.",
        "prompt_bid": "👉 Enchérissez pour votre place dans l'ordre du tour.",
        "lbl_kill_group": {"one": "Choisir un meeple à tuer — portée {n} tuile",
                           "other": "Choisir un meeple à tuer — portée {n} tuiles"},
        "lbl_kill_one": "Tuer {colour}",
        "reach": {"one": "Portée des assassins : {n} tuile", "other": "Portée des assassins : {n} tuiles"},
        "player_line": "[{seat}] {name} : {items}",
        "cards": "cartes", "djinns": "djinns", "gold_line": "or {n}",
        "last_camel": "⚠️ Un joueur a posé son dernier chameau : c'est le dernier tour.",
        "game_over": "🏁 Partie terminée", "final_line": "{name} : **{total}** (or {gold}, vizirs {viziers}, "
        "sages {elders}, djinns {djinns}, palmiers {palms}, palais {palaces}, tuiles {tiles}, séries {merchandise})",
        "your_gold": "💰 Votre or : **{n}**", "your_cards": "Ressources : {cards}", "your_djinns": "Djinns :",
        "your_meeples": "Vizirs {viz} · Sages {eld} · Chameaux restants {camels}",
        "drawn_head": "Sibittis a pioché :",
        "lbl_bid": "Enchérir case {spot} (coût {cost})", "lbl_bid0": "Enchère 0 (case gratuite)",
        "lbl_kumarbi": "Kumarbi : défausser un fakir (une case moins chère)",
        "lbl_row": "Rangée {row}", "lbl_pick": {"one": "Prendre {tile} ({kind}, {n} meeple)",
                                           "other": "Prendre {tile} ({kind}, {n} meeples)"},
        "lbl_tile": "{tile} ({kind})",
        "lbl_collect": "Encaisser l'or des bâtisseurs", "lbl_fakir": "Défausser un fakir (+1)",
        "lbl_echidna": "Echidna : doubler l'or (payer {pay})", "lbl_iblis": "Iblis : tuer 2 (payer {pay})",
        "lbl_killp": "Tuer {colour} {de_name}",
        "lbl_skip": "Passer", "lbl_palm": "Planter le palmier ici", "lbl_palace": "Bâtir le palais ici",
        "lbl_lamia": "Lamia : palmier sur {tile} (payer {pay})", "lbl_hagis": "Hagis : palais sur {tile} (payer {pay})",
        "lbl_buy": "Payer 3 : prendre {card} (carte {i})", "lbl_buy2": "Payer 6 : 2 des 6 premières cartes",
        "lbl_take": "Prendre {card} (carte {i})", "lbl_take_djinn": "Prendre {djinn} (payer {pay})",
        "lbl_keep": "Garder {djinn}", "lbl_sell_start": "Vendre : commencer une série par {card} ({gold} or)",
        "lbl_sell_add": {"one": "Ajouter {card} à la série ({n} marchandise : {gold} or)",
                         "other": "Ajouter {card} à la série ({n} marchandises : {gold} or)"},
        "lbl_sold": "Vendre {cards} pour {gold} or",
        "lbl_end": "Finir le tour", "lbl_djinn": "{djinn} (payer {pay})",
        "lbl_djinn_group": "Utiliser un djinn",
        "ev_bid": "{name} enchérit {cost} (case {spot}).", "ev_turn": "▶️ À {name} de jouer.",
        "ev_drop": "{name} pose {colour} sur {tile}.",
        "ev_pick": "{name} prend {meeples} sur {tile}.",
        "ev_forced": "{name} pose {colour} sur {tile} (seul choix).",
        "ev_collect": "{name} termine sur {tile} et prend {meeples}.",
        "ev_control": "🐪 {name} prend le contrôle de {tile}.",
        "ev_last_camel": "⚠️ {name} a posé son dernier chameau !",
        "ev_cards": "{name} prend {cards}.", "ev_builders": "Les bâtisseurs {de_name} rapportent {gold} or.",
        "ev_kill_tile": "🗡️ {name} tue {colour} sur {tile}.",
        "ev_kill_player": "🗡️ {name} tue {colour} {de_victim}.",
        "ev_kandicha": "Kandicha : {name} garde {colour}.",
        "ev_no_kill": "Les assassins {de_name} n'ont pas de cible.",
        "ev_palm": "🌴 {name} plante un palmier sur {tile}.", "ev_palace": "🏰 {name} bâtit un palais sur {tile}.",
        "ev_buy": "{name} paie {cost} or au marché.", "ev_djinn_take": "🧞 {name} prend {djinn}.",
        "ev_djinn_use": "🧞 {name} utilise {djinn} (en payant {pay}).", "ev_bonus": "{djinn} : {name} gagne {gold} or.",
        "ev_sell": "{name} vend {cards} pour {gold} or.",
        "ev_sell_pick": {"one": "{name} commence une série à vendre avec {card} ({n} marchandise : {gold} or).",
                         "other": "{name} ajoute {card} à la série à vendre ({n} marchandises : {gold} or)."},
        "ev_fakir": "{name} défausse un fakir.",
        "ev_anun_nak": "Anun-Nak : {meeples} apparaissent sur {tile}.",
        "ev_sib_draw": "Sibittis : vous piochez {djinns}.",
        "ev_round_end": "Fin du tour {round} : ressources et djinns réapprovisionnés.",
        "ev_round_start": "Tour {round} : enchères pour l'ordre du tour.",
        "ev_no_move": "Plus aucun meeple ne peut se déplacer.",
        "ev_game_end": {"one": "🏆 Partie terminée ! Victoire : {names}.",
                        "other": "🏆 Partie terminée ! Victoire partagée : {names}."},
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
            "de séries de marchandises différentes : 1, 3, 7, 13, 21, 30, 40, 50, 60 or pour 1 à 9 sortes ; "
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
