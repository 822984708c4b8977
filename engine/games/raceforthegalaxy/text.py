# ruff: noqa: E501  (the rules summaries are long markdown lines)
"""Every user-facing string of Race for the Galaxy, English and French."""

from engine import NOTE_CHARS, CardInfo
from engine.text import Texts

from . import data as D
from .views import PublicView

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

EN: dict[str, str | dict[str, str]] = {
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
    "ev_changed": "{name} changes their choice.", "ev_unchosen": "{name} takes their choice back.",
    "ev_you_discard": {"one": "You discard {cards}.", "other": "You discard {n} cards: {cards}."},
    "ev_you_keep": {"one": "You keep {cards}.", "other": "You keep {n} cards: {cards}."},
    "ev_you_pay": {"one": "You pay with {cards}.", "other": "You pay with {n} cards: {cards}."},
    "lbl_change": "Change to {action}", "lbl_redo": "Take back my action choice",
    "t_act_ok": "chosen — you may change it until everyone has chosen",
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
    "ev_produce": "{name} produces on {worlds}.", "ev_windfall": "{name} puts a good on {world}.",
    "ev_sell": "{name} sells the {kind} good of {world}.",
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
    "g_W": "Worlds…", "g_D": "Developments…", "none": "none",
}

FR: dict[str, str | dict[str, str]] = {
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
    "ev_changed": "{name} change son choix.", "ev_unchosen": "{name} reprend son choix.",
    "ev_you_discard": {"one": "Vous défaussez {cards}.", "other": "Vous défaussez {n} cartes : {cards}."},
    "ev_you_keep": {"one": "Vous gardez {cards}.", "other": "Vous gardez {n} cartes : {cards}."},
    "ev_you_pay": {"one": "Vous payez avec {cards}.", "other": "Vous payez avec {n} cartes : {cards}."},
    "lbl_change": "Changer pour {action}", "lbl_redo": "Reprendre mon choix d'action",
    "t_act_ok": "choisi — vous pouvez changer tant que tous n'ont pas choisi",
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
    "ev_produce": "{name} produit sur {worlds}.", "ev_windfall": "{name} place une ressource sur {world}.",
    "ev_sell": "{name} vend la ressource {kind} de {world}.",
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
    "g_W": "Mondes…", "g_D": "Développements…", "none": "aucune",
}



# ---------------------------------------------------------------- card powers, in our own words
# Each power code of ``data.py`` has a full phrase (``cp_*``) and a short one (``cs_*``); ``card_info`` builds
# every card's text from its encoded powers, phase by phase. Counted words are plural entries.
_CARD_EN: dict[str, str | dict[str, str]] = {
    "ph_$": "Trade", "ph_end": "Game end",  # the other phases' names: ph_I... above
    "ck_D": "Development", "ck_P": "{kind} production world", "ck_W": "{kind} windfall world", "ck_": "World",
    "ck_mil": "military", "ck_P_s": "{kind} prod.", "ck_W_s": "{kind} windfall", "ck__s": "World",
    "ck_D_s": "Dev.", "sym_start": "start world", "sym_alien": "Alien", "sym_rebel": "Rebel",
    "sym_imperium": "Imperium", "sym_uplift": "Uplift",
    "c_none": "No power.", "c_none_s": "no power",
    "cp_draw_I": {"one": "draw {n} more card", "other": "draw {n} more cards"},
    "cs_draw_I": {"one": "+{n} card drawn", "other": "+{n} cards drawn"},
    "cp_keep": {"one": "keep {n} more card", "other": "keep {n} more cards"},
    "cs_keep": "keep +{n}",
    "cp_ddisc": "developments cost {n} less", "cs_ddisc": "devs −{n}",
    "cp_ddraw": {"one": "draw {n} card after placing a development",
                 "other": "draw {n} cards after placing a development"},
    "cs_ddraw": "+{n} card if you place",
    "cp_dstart": {"one": "draw {n} card at the start of the phase", "other": "draw {n} cards at the start of the phase"},
    "cs_dstart": "+{n} card at start",
    "cp_mil": "{v} military", "cs_mil": "{v} mil.",
    "cp_mil_k": "{v} military against {kind} worlds", "cs_mil_k": "{v} mil. vs {kind}",
    "cp_mil_rebel": "{v} military against Rebel worlds", "cs_mil_rebel": "{v} mil. vs Rebel",
    "cp_wdisc": "{kind} worlds cost {n} less", "cs_wdisc": "{kind} worlds −{n}",
    "cp_wdisc_nonmil": "non-military worlds cost {n} less (also a world paid with Contact Specialist)",
    "cs_wdisc_nonmil": "non-military worlds −{n}",
    "cp_sdraw": {"one": "draw {n} card after placing a world", "other": "draw {n} cards after placing a world"},
    "cs_sdraw": "+{n} card if you place",
    "cp_colony": "discard this card to place a non-military world for free (not one with an Alien good)",
    "cs_colony": "discard it: a non-military world free",
    "cp_tactics": "discard this card for +3 military this phase", "cs_tactics": "discard it: +3 mil.",
    "cp_contact": "a military world without an Alien good may be paid in cards: its defense − 1, less your discounts",
    "cs_contact": "pay a military world: defense −1",
    "cp_trade": {"one": "+{n} card when you sell a {kind} good", "other": "+{n} cards when you sell a {kind} good"},
    "cp_trade_any": {"one": "+{n} card when you sell any good", "other": "+{n} cards when you sell any good"},
    "cp_trade_this": {"one": "+{n} card when you sell this world's good",
                      "other": "+{n} cards when you sell this world's good"},
    "cs_trade": "sell {kind} +{n}", "cs_trade_any": "sell +{n}", "cs_trade_this": "sell its good +{n}",
    "cp_cons": {"one": "consume {n} {kind} good for {gain}", "other": "consume {n} {kind} goods for {gain}"},
    "cp_cons_any": {"one": "consume {n} good of any kind for {gain}", "other": "consume {n} goods of any kinds for {gain}"},
    "cp_cons_diff": {"one": "consume {n} good for {gain}", "other": "consume {n} goods of different kinds for {gain}"},
    "cs_cons": "{n} {kind} → {gain}", "cs_cons_any": "{n} good → {gain}", "cs_cons_diff": "{n} diff. kinds → {gain}",
    "cp_times": "up to {n} times", "cs_times": "≤{n}×",
    "cp_all": "consume all your goods: 1 VP per good, minus 1", "cs_all": "all goods → goods −1 VP",
    "cp_dvp": {"one": "discard up to {n} card from hand: 1 VP each", "other": "discard up to {n} cards from hand: 1 VP each"},
    "cs_dvp": "discard ≤{n} → 1 VP each",
    "cp_draw_IV": {"one": "draw {n} card at the start of the phase", "other": "draw {n} cards at the start of the phase"},
    "cs_draw_IV": "+{n} card",
    "cp_gamble": "name a cost from 0 to 7 and reveal the top card: keep it if its cost matches, else discard it",
    "cs_gamble": "bet on the top card's cost",
    "cp_sell_1": "sell one good even without the Trade action (trade powers apply)",
    "cp_sell_0": "sell one good even without the Trade action (no trade powers)",
    "cs_sell_1": "sell 1 good without Trade", "cs_sell_0": "sell 1 good without Trade, no bonus",
    "cp_prod": "produces a {kind} good", "cs_prod": "produces {kind}",
    "cp_pdraw": {"one": "draw {n} card if this world produced", "other": "draw {n} cards if this world produced"},
    "cs_pdraw": "+{n} card if it produced",
    "cp_draw_V": {"one": "draw {n} card", "other": "draw {n} cards"}, "cs_draw_V": "+{n} card",
    "cp_wind": "a good on one of your empty {kind} windfall worlds", "cs_wind": "{kind} windfall +1 good",
    "cp_wind_any": "a good on one of your empty windfall worlds", "cs_wind_any": "windfall +1 good",
    "cp_perkind": "draw 1 card per kind of good produced", "cs_perkind": "+1 card per kind made",
    "cp_perprod": "draw 1 card per {kind} good produced", "cs_perprod": "+1 card per {kind} made",
    "cp_most": {"one": "draw {n} card if you produced more {kind} goods than anyone else",
                "other": "draw {n} cards if you produced more {kind} goods than anyone else"},
    "cs_most": "+{n} if most {kind} made",
    "cp_perworld": "draw 1 card per {kind} world in your tableau", "cs_perworld": "+1 card per {kind} world",
    "ce_per": "{pts} per {what}", "ce_for": "{pts} for {what}", "cs_per": "{pts}/{what}",
    "ce_prod": "{kind} production world", "ce_wind": "{kind} windfall world", "ce_prodworld": "production world",
    "ce_mil": "military world", "ce_rebelmil": "Rebel military world", "ce_sym": "Alien card",
    "ce_dev6": "6-cost development", "ce_dev": "other development", "ce_world": "other world",
    "ce_devph": "development with a {phase} power", "ce_worldph": "world with a {phase} power",
    "ce_military": "1 per military point (negative included)", "ce_chips3": "1 per 3 VP chips",
    "ces_prod": "{kind} prod.", "ces_wind": "{kind} windfall", "ces_prodworld": "prod. world", "ces_mil": "mil. world",
    "ces_rebelmil": "Rebel mil.", "ces_sym": "Alien", "ces_dev6": "6-dev", "ces_dev": "dev", "ces_world": "world",
    "ces_devph": "{phase} dev", "ces_worldph": "{phase} world", "ces_military": "1/military", "ces_chips3": "1/3 chips",
    "ce_once": "each card counts once, for its first line",
    "b_legend2": "Powers: I Explore · II Develop · III Settle · $ Trade · IV Consume · V Produce · ★ end bonus",
    "p_tableau": "Your tableau",
    "t_keep_from": {"one": "keep {n} more card from:", "other": "keep {n} more cards from:"},
}
_CARD_FR: dict[str, str | dict[str, str]] = {
    "ph_$": "Vente", "ph_end": "Fin de partie",
    "ck_D": "Développement", "ck_P": "Monde de production ({kind})", "ck_W": "Monde trouvaille ({kind})", "ck_": "Monde",
    "ck_mil": "militaire", "ck_P_s": "Prod. {kind}", "ck_W_s": "Trouvaille {kind}", "ck__s": "Monde",
    "ck_D_s": "Dév.", "sym_start": "monde de départ", "sym_alien": "Alien", "sym_rebel": "Rebelle",
    "sym_imperium": "Imperium", "sym_uplift": "Uplift",
    "c_none": "Aucun pouvoir.", "c_none_s": "aucun pouvoir",
    "cp_draw_I": {"one": "piochez {n} carte de plus", "other": "piochez {n} cartes de plus"},
    "cs_draw_I": {"one": "+{n} carte piochée", "other": "+{n} cartes piochées"},
    "cp_keep": {"one": "gardez {n} carte de plus", "other": "gardez {n} cartes de plus"},
    "cs_keep": "+{n} gardée",
    "cp_ddisc": "les développements coûtent {n} de moins", "cs_ddisc": "dév. −{n}",
    "cp_ddraw": {"one": "piochez {n} carte après avoir posé un développement",
                 "other": "piochez {n} cartes après avoir posé un développement"},
    "cs_ddraw": "+{n} carte si pose",
    "cp_dstart": {"one": "piochez {n} carte au début de la phase", "other": "piochez {n} cartes au début de la phase"},
    "cs_dstart": "+{n} carte au début",
    "cp_mil": "{v} militaire", "cs_mil": "{v} mil.",
    "cp_mil_k": "{v} militaire contre les mondes {kind}", "cs_mil_k": "{v} mil. contre {kind}",
    "cp_mil_rebel": "{v} militaire contre les mondes rebelles", "cs_mil_rebel": "{v} mil. contre rebelles",
    "cp_wdisc": "les mondes {kind} coûtent {n} de moins", "cs_wdisc": "mondes {kind} −{n}",
    "cp_wdisc_nonmil": "les mondes non militaires coûtent {n} de moins (aussi un monde payé avec Contact Specialist)",
    "cs_wdisc_nonmil": "mondes non militaires −{n}",
    "cp_sdraw": {"one": "piochez {n} carte après avoir posé un monde", "other": "piochez {n} cartes après avoir posé un monde"},
    "cs_sdraw": "+{n} carte si pose",
    "cp_colony": "défaussez cette carte pour poser gratuitement un monde non militaire (sauf à ressource Alien)",
    "cs_colony": "la défausser : un monde non militaire gratuit",
    "cp_tactics": "défaussez cette carte pour +3 militaire pendant cette phase", "cs_tactics": "la défausser : +3 mil.",
    "cp_contact": "un monde militaire sans ressource Alien peut se payer en cartes : sa défense − 1, moins vos réductions",
    "cs_contact": "payer un monde militaire : défense −1",
    "cp_trade": {"one": "+{n} carte quand vous vendez une ressource {kind}",
                 "other": "+{n} cartes quand vous vendez une ressource {kind}"},
    "cp_trade_any": {"one": "+{n} carte quand vous vendez une ressource", "other": "+{n} cartes quand vous vendez une ressource"},
    "cp_trade_this": {"one": "+{n} carte quand vous vendez la ressource de ce monde",
                      "other": "+{n} cartes quand vous vendez la ressource de ce monde"},
    "cs_trade": "vente {kind} +{n}", "cs_trade_any": "vente +{n}", "cs_trade_this": "vente de sa ressource +{n}",
    "cp_cons": {"one": "consommez {n} ressource {kind} contre {gain}", "other": "consommez {n} ressources {kind} contre {gain}"},
    "cp_cons_any": {"one": "consommez {n} ressource quelconque contre {gain}",
                    "other": "consommez {n} ressources quelconques contre {gain}"},
    "cp_cons_diff": {"one": "consommez {n} ressource contre {gain}",
                     "other": "consommez {n} ressources de types différents contre {gain}"},
    "cs_cons": "{n} {kind} → {gain}", "cs_cons_any": "{n} ress. → {gain}", "cs_cons_diff": "{n} types différents → {gain}",
    "cp_times": "jusqu'à {n} fois", "cs_times": "≤{n}×",
    "cp_all": "consommez toutes vos ressources : 1 PV par ressource, moins 1", "cs_all": "toutes → ressources −1 PV",
    "cp_dvp": {"one": "défaussez jusqu'à {n} carte de votre main : 1 PV chacune",
               "other": "défaussez jusqu'à {n} cartes de votre main : 1 PV chacune"},
    "cs_dvp": "défausser ≤{n} → 1 PV chacune",
    "cp_draw_IV": {"one": "piochez {n} carte au début de la phase", "other": "piochez {n} cartes au début de la phase"},
    "cs_draw_IV": "+{n} carte",
    "cp_gamble": "annoncez un coût de 0 à 7 et révélez la carte du dessus : gardez-la si son coût correspond, sinon défaussez-la",
    "cs_gamble": "pari sur le coût de la carte du dessus",
    "cp_sell_1": "vendez une ressource même sans l'action Vendre (avec les bonus de vente)",
    "cp_sell_0": "vendez une ressource même sans l'action Vendre (sans bonus de vente)",
    "cs_sell_1": "vendre 1 ressource sans Vendre", "cs_sell_0": "vendre 1 ressource sans Vendre, sans bonus",
    "cp_prod": "produit une ressource {kind}", "cs_prod": "produit {kind}",
    "cp_pdraw": {"one": "piochez {n} carte si ce monde a produit", "other": "piochez {n} cartes si ce monde a produit"},
    "cs_pdraw": "+{n} carte s'il a produit",
    "cp_draw_V": {"one": "piochez {n} carte", "other": "piochez {n} cartes"}, "cs_draw_V": "+{n} carte",
    "cp_wind": "une ressource sur un de vos mondes trouvailles {kind} vides", "cs_wind": "trouvaille {kind} +1",
    "cp_wind_any": "une ressource sur un de vos mondes trouvailles vides", "cs_wind_any": "trouvaille +1",
    "cp_perkind": "piochez 1 carte par type de ressource produit", "cs_perkind": "+1 carte par type produit",
    "cp_perprod": "piochez 1 carte par ressource {kind} produite", "cs_perprod": "+1 carte par {kind} produite",
    "cp_most": {"one": "piochez {n} carte si vous avez produit plus de ressources {kind} que chacun des autres",
                "other": "piochez {n} cartes si vous avez produit plus de ressources {kind} que chacun des autres"},
    "cs_most": "+{n} si le plus de {kind} produites",
    "cp_perworld": "piochez 1 carte par monde {kind} de votre plateau", "cs_perworld": "+1 carte par monde {kind}",
    "ce_per": "{pts} par {what}", "ce_for": "{pts} pour {what}", "cs_per": "{pts}/{what}",
    "ce_prod": "monde de production {kind}", "ce_wind": "monde trouvaille {kind}", "ce_prodworld": "monde de production",
    "ce_mil": "monde militaire", "ce_rebelmil": "monde militaire rebelle", "ce_sym": "carte Alien",
    "ce_dev6": "développement à 6", "ce_dev": "autre développement", "ce_world": "autre monde",
    "ce_devph": "développement ayant un pouvoir {phase}", "ce_worldph": "monde ayant un pouvoir {phase}",
    "ce_military": "1 par point militaire (négatif compris)", "ce_chips3": "1 par 3 jetons PV",
    "ces_prod": "prod. {kind}", "ces_wind": "trouv. {kind}", "ces_prodworld": "monde prod.", "ces_mil": "monde mil.",
    "ces_rebelmil": "mil. rebelle", "ces_sym": "Alien", "ces_dev6": "dév. 6", "ces_dev": "dév.", "ces_world": "monde",
    "ces_devph": "dév. {phase}", "ces_worldph": "monde {phase}", "ces_military": "1/militaire", "ces_chips3": "1/3 jetons",
    "ce_once": "chaque carte compte une fois, pour sa première ligne",
    "b_legend2": "Pouvoirs : I Explorer · II Développer · III Coloniser · $ Vente · IV Consommer · V Produire · ★ bonus final",
    "p_tableau": "Votre plateau",
    "t_keep_from": {"one": "garder encore {n} carte parmi :", "other": "garder encore {n} cartes parmi :"},
}

EN.update(_CARD_EN)
FR.update(_CARD_FR)
TEXTS = Texts({"en": EN, "fr": FR})

_PHASES = ("I", "II", "III", "$", "IV", "V")


def _kind(lang: str, k: str) -> str:
    return TEXTS.t(lang, "k_" + k)


def power_phrase(lang: str, p: tuple, short: bool = False) -> str:
    """One encoded power (``data.py``) in words: the full phrase, or the short one (``short``)."""
    t, pre = TEXTS.t, "cs_" if short else "cp_"
    phase, code, args = p[0], p[1], p[2:]
    if code in ("draw",):
        return t(lang, f"{pre}draw_{phase}", n=args[0])
    if code in ("keep", "ddisc", "ddraw", "dstart", "sdraw", "pdraw", "dvp"):
        return t(lang, pre + code, n=args[0])
    if code == "mil":
        v = f"{args[0]:+d}".replace("-", "−")
        if len(args) == 1:
            return t(lang, pre + "mil", v=v)
        if args[1] == "rebel":
            return t(lang, pre + "mil_rebel", v=v)
        return t(lang, pre + "mil_k", v=v, kind=_kind(lang, args[1]))
    if code == "wdisc":
        if args[1] == "nonmil":
            return t(lang, pre + "wdisc_nonmil", n=args[0])
        return t(lang, pre + "wdisc", n=args[0], kind=_kind(lang, args[1]))
    if code in ("colony", "tactics", "contact", "all", "gamble", "perkind"):
        return t(lang, pre + code)
    if code == "trade":
        n, kind = args
        if kind in ("any", "this"):
            return t(lang, f"{pre}trade_{kind}", n=n)
        return t(lang, pre + "trade", n=n, kind=_kind(lang, kind))
    if code == "cons":
        kind, goods, times, cards, vp = args
        gain = " + ".join(t(lang, key, n=n) for key, n in (("gain_cards", cards), ("gain_vp", vp)) if n)
        if kind in ("any", "diff"):
            text = t(lang, f"{pre}cons_{kind}", n=goods, gain=gain)
        else:
            text = t(lang, pre + "cons", n=goods, kind=_kind(lang, kind), gain=gain)
        if times > 1:
            text += f" ({t(lang, pre + 'times', n=times)})" if not short else " " + t(lang, pre + "times", n=times)
        return text
    if code == "sell":
        return t(lang, f"{pre}sell_{int(bool(args[0]))}")
    if code == "prod":
        return ""  # told by the world's kind line (a production world): filled in by card_texts
    if code == "wind" and args[0] == "any":
        return t(lang, pre + "wind_any")
    if code in ("wind", "perprod", "perworld"):
        return t(lang, pre + code, kind=_kind(lang, args[0]))
    if code == "most":
        return t(lang, pre + "most", n=args[1], kind=_kind(lang, args[0]))
    raise KeyError(code)  # pragma: no cover - every code of data.py is covered


def _end_phrase(lang: str, pts: int, what: str, short: bool) -> str:
    t = TEXTS.t
    if what in ("military", "chips3"):
        return t(lang, ("ces_" if short else "ce_") + what)
    head, _, arg = what.partition(":")
    if head == "card":
        return t(lang, "cs_per" if short else "ce_for", pts=pts, what=D.name(arg))
    key = ("ces_" if short else "ce_") + head
    if head in ("prod", "wind"):
        thing = t(lang, key, kind=_kind(lang, arg))
    elif head in ("devph", "worldph"):
        thing = t(lang, key, phase=arg if short else t(lang, "ph_" + arg))
    else:
        thing = t(lang, key)
    return t(lang, "cs_per" if short else "ce_per", pts=pts, what=thing)


def kind_text(lang: str, slug: str, short: bool = False) -> str:
    """``Rare windfall world · military · Rebel`` (or ``Development``): what the card is."""
    t = TEXTS.t
    good = D.good(slug)
    mode = "D" if D.ctype(slug) == "D" else D.mode(slug) if good else ""  # "": a world without a good
    parts = [t(lang, "ck_" + mode + ("_s" if short else ""), kind=_kind(lang, good) if good else "")]
    if D.military(slug):
        parts.append(t(lang, "ck_mil"))
    if not short:
        parts += [t(lang, "sym_" + s) for s in D.symbols(slug)]
    return " · ".join(parts)


def card_texts(lang: str, slug: str, short: bool = False) -> str:
    """A card's power in words, phase by phase (``Settle: +1 military. Produce: …``), built from its encoding;
    ``short`` gives the compact form (roman phase numbers, short phrases) for notes beside a card."""
    t = TEXTS.t
    colon, sep = (" :", " ; ") if lang == "fr" else (":", "; ")
    sections = []
    for ph in _PHASES:
        phrases = [power_phrase(lang, p, short) for p in D.powers(slug, ph)]
        if ph == "V" and ("V", "prod") in D.powers(slug):
            made = t(lang, "cs_prod" if short else "cp_prod", kind=_kind(lang, D.good(slug)))
            phrases = [x or made for x in phrases]
        if not phrases:
            continue
        sections.append(f"{ph if short else t(lang, 'ph_' + ph)}{colon} {sep.join(phrases)}")
    end = D.end_bonus(slug)
    if end:
        lines = ", ".join(_end_phrase(lang, pts, what, short) for pts, what in end)
        if short:
            sections.append(f"{'Fin' if lang == 'fr' else 'End'}{colon} {lines}")
        else:
            once = t(lang, "ce_once") if any(w not in ("military", "chips3") for _p, w in end) else ""
            sections.append(f"{t(lang, 'ph_end')}{colon} {lines}" + (f" ({once})" if once else ""))
    if not sections:
        return t(lang, "c_none_s" if short else "c_none")
    if short:
        if end:  # a 6-cost development: its end bonus first (the reason to play it)
            sections = sections[-1:] + sections[:-1]
        return " · ".join(sections)
    return " ".join(s[0].upper() + s[1:] + "." for s in sections).replace("..", ".")


def card_info(slug: str) -> CardInfo:
    """The catalogue entry of one card design (``/card``): its kind and its powers in both languages."""
    langs = ("en", "fr")
    texts, short = {}, {}
    for lang in langs:
        kind, body = kind_text(lang, slug), card_texts(lang, slug)
        texts[lang] = f"{kind}. {body}"
        body = card_texts(lang, slug, short=True)
        note = f"{kind_text(lang, slug, short=True)} — {body}"
        best = texts[lang] if len(texts[lang]) <= NOTE_CHARS else note if len(note) <= NOTE_CHARS else body
        short[lang] = best if len(best) <= NOTE_CHARS else best[:NOTE_CHARS - 1].rstrip() + "…"
    six = D.ctype(slug) == "D" and D.cost(slug) == 6
    return CardInfo(key=slug, names={lang: D.name(slug) for lang in langs}, texts=texts, short=short,
                    kind={lang: kind_text(lang, slug) for lang in langs}, cost=str(D.cost(slug)),
                    vp="?" if six else str(D.vp(slug)), copies=D.CARDS[slug][8])


def step_text(view: PublicView, lang: str) -> str:
    """The round's current step in words: a phase's name, or choosing, the hand limit, the end."""
    step = view["step"]  # a phase, or "choose", "limit", "over", "init"
    return TEXTS.t(lang, ("ph_" if step in ("I", "II", "III", "IV", "V") else "b_") + step)
