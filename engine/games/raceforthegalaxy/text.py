# ruff: noqa: E501  (the rules summaries are long markdown lines)
"""Every user-facing string of Race for the Galaxy, English and French."""

from engine.text import Texts

RULES_EN = """**Race for the Galaxy** (base game, 2–4 players)
Build the best galactic empire with worlds and developments. Each round every player secretly picks an action card (2 players: two different cards among nine, the expert game; option `basic` plays one). Only the chosen phases run, in order, for everyone; the chooser gets the bonus.
**I Explore**: draw 2, keep 1. Bonus +5: draw 5 more; +1/+1: draw 1 more and keep 1 more.
**II Develop**: place a development from hand, paying its cost in cards (one at a time). Bonus: cost −1. Never twice the same development.
**III Settle**: place a world: normal worlds cost cards, military worlds (red) need military ≥ defense. Bonus: draw 1 after placing. Windfall worlds get a good at once. Contact Specialist, Colony Ship and New Military Tactics offer their own ways.
Develop and Settle choices are secret and revealed together; a card placed gives its powers from the next phase. Develop/Settle run twice when one player picked both such cards.
**IV Consume**: Trade bonus: first sell a good for cards (Novelty 2, Rare 3, Genes 4, Alien 5, + trade powers). Then use each consume power once (up to N× powers N times): consuming is mandatory while possible. ×2 bonus doubles consume VP.
**V Produce**: each empty production world gets a good; windfall powers fill empty windfall worlds. Bonus: a good on one empty windfall world.
End of round: hand limit 10. The game ends after the round where a tableau has 12 cards or the VP chips are gone (VP earned later still count).
Score: chips + card VP + 6-cost developments (each card counts once, for its first matching line). Tie: most hand cards + goods, else shared win.
Choices: Gambling World lets you name a cost 0–7. Black Market and Trade League sell one good without Trade. Card names stay in English."""

RULES_FR = """**Race for the Galaxy** (jeu de base, 2 à 4 joueurs)
Bâtissez le meilleur empire galactique avec des mondes et des développements. À chaque tour, chacun choisit en secret une carte action (à 2 : deux cartes différentes parmi neuf, le jeu expert ; l'option `basic` en joue une). Seules les phases choisies ont lieu, dans l'ordre, pour tous ; qui l'a choisie reçoit le bonus.
**I Explorer** : piochez 2, gardez-en 1. Bonus +5 : 5 cartes de plus ; +1/+1 : 1 de plus et gardez-en 1 de plus.
**II Développer** : posez un développement en payant son coût en cartes (une à une). Bonus : coût −1. Jamais deux fois le même développement.
**III Coloniser** : posez un monde : les mondes normaux coûtent des cartes, les mondes militaires (rouges) demandent une force ≥ leur défense. Bonus : piochez 1 carte après la pose. Les mondes trouvailles reçoivent une ressource aussitôt. Contact Specialist, Colony Ship et New Military Tactics offrent leurs propres voies.
Les choix de Développer et Coloniser sont secrets et révélés ensemble ; une carte posée agit dès la phase suivante. Développer/Coloniser ont lieu deux fois si un joueur a pris les deux cartes.
**IV Consommer** : bonus Vendre : vendez d'abord une ressource contre des cartes (Nouveauté 2, Rare 3, Génétique 4, Alien 5, + pouvoirs de vente). Puis chaque pouvoir de consommation sert une fois (les « jusqu'à N× » N fois) : consommer est obligatoire tant que possible. Le bonus ×2 double les PV de consommation.
**V Produire** : chaque monde de production vide reçoit une ressource ; les pouvoirs de trouvaille remplissent des mondes trouvailles vides. Bonus : une ressource sur un monde trouvaille vide.
Fin de tour : 10 cartes en main au plus. La partie s'arrête après le tour où un plateau atteint 12 cartes ou où les jetons PV sont épuisés (les PV gagnés ensuite comptent).
Score : jetons + PV des cartes + développements à 6 (chaque carte compte une fois, pour sa première ligne). Égalité : le plus de cartes en main + ressources, sinon victoire partagée.
Choix : Gambling World fait annoncer un coût de 0 à 7. Black Market Trading World et Trade League vendent une ressource sans l'action Vendre. Les noms des cartes restent en anglais."""

EN = {
    "rules": RULES_EN,
    "a_e5": "Explore +5", "a_e11": "Explore +1/+1", "a_dev": "Develop", "a_dev2": "Develop (2nd)",
    "a_set": "Settle", "a_set2": "Settle (2nd)", "a_trade": "Consume: Trade", "a_x2": "Consume: ×2 VP",
    "a_prod": "Produce",
    "ph_I": "Explore", "ph_II": "Develop", "ph_III": "Settle", "ph_IV": "Consume", "ph_V": "Produce",
    "k_nov": "Novelty", "k_rare": "Rare", "k_gene": "Genes", "k_alien": "Alien",
    "lbl_disc": "Discard {card}", "lbl_act": "Choose {action}", "lbl_keep": "Keep {card}",
    "lbl_dev": "Develop {card} (pay {cost})", "lbl_set": "Settle {card} (pay {cost})",
    "lbl_conquer": "Conquer {card} (defense {cost})",
    "lbl_tac": "Conquer {card} with New Military Tactics (+3)",
    "lbl_con": "Settle {card} with Contact Specialist (pay {cost})",
    "lbl_col": "Settle {card} with Colony Ship (free)",
    "lbl_pass": "Pass", "lbl_pay": "Pay with {card}", "lbl_sell": "Sell the {kind} good of {card}",
    "lbl_use": "Use {card}: {power}", "lbl_done": "Stop consuming", "lbl_good": "Consume the {kind} good of {card}",
    "lbl_dvp": "Discard {card} for 1 VP", "lbl_stop": "Stop discarding", "lbl_bet": "Name cost {v}",
    "lbl_wind": "Windfall good on {card}",
    "pw_cons": {"one": "consume {n} {kind} good → {gain}", "other": "consume {n} {kind} goods → {gain}"},
    "pw_diff": "consume 3 different goods → {gain}", "pw_all": "consume all goods → goods − 1 VP",
    "pw_sell": "sell a good", "pw_dvp": "discard cards for VP", "pw_gamble": "gamble",
    "any": "any", "gain_cards": {"one": "{n} card", "other": "{n} cards"},
    "gain_vp": {"one": "{n} VP", "other": "{n} VP"},
    "ev_round": "— Round {round} —", "ev_chosen": "{name} has chosen.",
    "ev_actions": "Actions: {acts}", "ev_phase": "Phase: {phase}",
    "ev_explore": {"one": "{name} explores: {n} card drawn.", "other": "{name} explores: {n} cards drawn."},
    "ev_kept": {"one": "{name} keeps {n} card.", "other": "{name} keeps {n} cards."},
    "ev_discarded": {"one": "{name} discards {n} card.", "other": "{name} discards {n} cards."},
    "ev_draw": {"one": "{name} draws {n} card.", "other": "{name} draws {n} cards."},
    "ev_vp": {"one": "{name} gains {n} VP.", "other": "{name} gains {n} VP."},
    "ev_ready": "{name} is ready.", "ev_placed": "{name} places {card} (paid {n}).",
    "ev_placed_col": "{name} places {card} with Colony Ship.",
    "ev_placed_tac": "{name} conquers {card} with New Military Tactics.",
    "ev_placed_none": "{name} places nothing.",
    "ev_produce": "{name} produces on {worlds}.", "ev_windfall": "{name} puts a good on {card}.",
    "ev_sell": "{name} sells the {kind} good of {card}.",
    "ev_consume": "{name} uses {card} on {worlds}.",
    "ev_gamble_win": "{name} names {bet}: {card} is revealed and kept!",
    "ev_gamble_lose": "{name} names {bet}: {card} is revealed and discarded.",
    "ev_game_end": "Game over: {scores}.",
    "b_round": "Round {round} · {step}", "b_choose": "Choosing actions",
    "b_limit": "Hand limit", "b_over": "Game over", "b_init": "Start: discard 2 of 6",
    "b_deck": "Deck {deck} · discard {discard} · VP chips left {pool}",
    "b_player": "**{name}** — {score} ({chips}) · hand {hand} · military {mil}",
    "pts": {"one": "{n} pt", "other": "{n} pts"},
    "b_acts": "actions: {acts}", "b_waiting": "⏳", "b_done": "✅",
    "b_legend": "Legend: [cost/VP] card · ● good on a world · ⚔ military world · ⏳ still choosing · ✅ done",
    "b_result": "Winner: {names}", "b_plan": "Phases: {plan}",
    "p_hand": {"one": "Your hand ({n} card)", "other": "Your hand ({n} cards)"},
    "p_acts": "Your actions: {acts}", "p_task": "To do: {what}",
    "t_disc": {"one": "discard {n} more card", "other": "discard {n} more cards"},
    "t_act": "choose an action card", "t_keep": {"one": "keep {n} more card from: {cards}",
                                                  "other": "keep {n} more cards from: {cards}"},
    "t_dev": "choose a development or pass", "t_set": "choose a world or pass",
    "t_pay": {"one": "pay {n} more card for {card}", "other": "pay {n} more cards for {card}"},
    "t_sell": "sell a good", "t_cons": "consume goods", "t_cgood": "choose the goods to consume",
    "t_dvp": "discard cards for VP", "t_gamble": "name a cost", "t_wind": "choose a windfall world",
    "img_chips": {"one": "{n} chip", "other": "{n} chips"},
    "g_W": "Worlds…", "g_D": "Developments…",
    "none": "none", "types_W": "world", "types_D": "development", "mil_tag": "military",
}

FR = {
    "rules": RULES_FR,
    "a_e5": "Explorer +5", "a_e11": "Explorer +1/+1", "a_dev": "Développer", "a_dev2": "Développer (2e)",
    "a_set": "Coloniser", "a_set2": "Coloniser (2e)", "a_trade": "Consommer : Vendre", "a_x2": "Consommer : PV ×2",
    "a_prod": "Produire",
    "ph_I": "Explorer", "ph_II": "Développer", "ph_III": "Coloniser", "ph_IV": "Consommer", "ph_V": "Produire",
    "k_nov": "Nouveauté", "k_rare": "Rare", "k_gene": "Génétique", "k_alien": "Alien",
    "lbl_disc": "Défausser {card}", "lbl_act": "Choisir {action}", "lbl_keep": "Garder {card}",
    "lbl_dev": "Développer {card} (payer {cost})", "lbl_set": "Coloniser {card} (payer {cost})",
    "lbl_conquer": "Conquérir {card} (défense {cost})",
    "lbl_tac": "Conquérir {card} avec New Military Tactics (+3)",
    "lbl_con": "Coloniser {card} avec Contact Specialist (payer {cost})",
    "lbl_col": "Coloniser {card} avec Colony Ship (gratuit)",
    "lbl_pass": "Passer", "lbl_pay": "Payer avec {card}", "lbl_sell": "Vendre la ressource {kind} de {card}",
    "lbl_use": "Utiliser {card} : {power}", "lbl_done": "Arrêter de consommer",
    "lbl_good": "Consommer la ressource {kind} de {card}",
    "lbl_dvp": "Défausser {card} pour 1 PV", "lbl_stop": "Arrêter de défausser", "lbl_bet": "Annoncer le coût {v}",
    "lbl_wind": "Ressource trouvaille sur {card}",
    "pw_cons": {"one": "consommer {n} ressource {kind} → {gain}", "other": "consommer {n} ressources {kind} → {gain}"},
    "pw_diff": "consommer 3 ressources différentes → {gain}", "pw_all": "consommer toutes les ressources → ressources − 1 PV",
    "pw_sell": "vendre une ressource", "pw_dvp": "défausser des cartes pour des PV", "pw_gamble": "parier",
    "any": "quelconque", "gain_cards": {"one": "{n} carte", "other": "{n} cartes"},
    "gain_vp": {"one": "{n} PV", "other": "{n} PV"},
    "ev_round": "— Tour {round} —", "ev_chosen": "{name} a choisi.",
    "ev_actions": "Actions : {acts}", "ev_phase": "Phase : {phase}",
    "ev_explore": {"one": "{name} explore : {n} carte piochée.", "other": "{name} explore : {n} cartes piochées."},
    "ev_kept": {"one": "{name} garde {n} carte.", "other": "{name} garde {n} cartes."},
    "ev_discarded": {"one": "{name} défausse {n} carte.", "other": "{name} défausse {n} cartes."},
    "ev_draw": {"one": "{name} pioche {n} carte.", "other": "{name} pioche {n} cartes."},
    "ev_vp": {"one": "{name} gagne {n} PV.", "other": "{name} gagne {n} PV."},
    "ev_ready": "{name} est prêt.", "ev_placed": "{name} pose {card} (payé {n}).",
    "ev_placed_col": "{name} pose {card} avec Colony Ship.",
    "ev_placed_tac": "{name} conquiert {card} avec New Military Tactics.",
    "ev_placed_none": "{name} ne pose rien.",
    "ev_produce": "{name} produit sur {worlds}.", "ev_windfall": "{name} place une ressource sur {card}.",
    "ev_sell": "{name} vend la ressource {kind} de {card}.",
    "ev_consume": "{name} utilise {card} sur {worlds}.",
    "ev_gamble_win": "{name} annonce {bet} : {card} est révélée et gardée !",
    "ev_gamble_lose": "{name} annonce {bet} : {card} est révélée et défaussée.",
    "ev_game_end": "Fin de partie : {scores}.",
    "b_round": "Tour {round} · {step}", "b_choose": "Choix des actions",
    "b_limit": "Limite de main", "b_over": "Partie terminée", "b_init": "Départ : défausser 2 cartes sur 6",
    "b_deck": "Pioche {deck} · défausse {discard} · jetons PV restants {pool}",
    "b_player": "**{name}** — {score} ({chips}) · main {hand} · militaire {mil}",
    "pts": {"one": "{n} pt", "other": "{n} pts"},
    "b_acts": "actions : {acts}", "b_waiting": "⏳", "b_done": "✅",
    "b_legend": "Légende : [coût/PV] carte · ● ressource sur un monde · ⚔ monde militaire · ⏳ choisit encore · ✅ prêt",
    "b_result": "Vainqueur : {names}", "b_plan": "Phases : {plan}",
    "p_hand": {"one": "Votre main ({n} carte)", "other": "Votre main ({n} cartes)"},
    "p_acts": "Vos actions : {acts}", "p_task": "À faire : {what}",
    "t_disc": {"one": "défausser encore {n} carte", "other": "défausser encore {n} cartes"},
    "t_act": "choisir une carte action", "t_keep": {"one": "garder encore {n} carte parmi : {cards}",
                                                     "other": "garder encore {n} cartes parmi : {cards}"},
    "t_dev": "choisir un développement ou passer", "t_set": "choisir un monde ou passer",
    "t_pay": {"one": "payer encore {n} carte pour {card}", "other": "payer encore {n} cartes pour {card}"},
    "t_sell": "vendre une ressource", "t_cons": "consommer des ressources",
    "t_cgood": "choisir les ressources à consommer",
    "t_dvp": "défausser des cartes pour des PV", "t_gamble": "annoncer un coût", "t_wind": "choisir un monde trouvaille",
    "img_chips": {"one": "{n} jeton", "other": "{n} jetons"},
    "g_W": "Mondes…", "g_D": "Développements…",
    "none": "aucune", "types_W": "monde", "types_D": "développement", "mil_tag": "militaire",
}

TEXTS = Texts({"en": EN, "fr": FR})
