# ruff: noqa: E501
"""Every Echoes of Time string, English and French (card and Source names come from data.py)."""

from engine.text import Texts

from .data import CARD_TYPES, SOURCES

RULES_EN = """**Echoes of Time** — 2–4 players. **Cards designed for this table**: no public list of the Company cards, Sources of power or time tiles exists, so their values are our own design (marked in the game's data), to be replaced by the real ones.
**Setup**: time board (slots 5→1) with 6 time tiles (Flames 🟡🔵🔴🟡🔵 on 5→1, 🔴 outside), 2 cubes; VP pool 12 per player; 1 Source per player; 7 cards each; each player plays 1 card before round 1.
**Round** 1) **Time**: the outside tile enters at slot 5, all tiles shift right, the slot-1 tile leaves: its cards are **summoned** into your Company (immediate effects). Then everyone draws 1. 2) **Actions**: from the first player, each player takes **2 turns**; each turn place a cube (2 spaces per action) and do one: **Draw 2** · **Play 1** (discard its card cost, put it on the tile of its time cost, max 2 cards per tile, else the first free tile to its left; cost 0 = summoned) · **Advance 2** (two cards 1 slot or one card 2 slots; never stop on a full tile; past slot 1 = summoned) · **Conquer or fortify 1 Source**. Free actions before/after: **Flame** (a Flame effect whose colour is the outside tile's, once per round, activation token) and **Reinforce** (move free Creatures without token under a Source you hold). 3) **End**: hand limit 10, cubes back, tokens off, first player passes left.
**Conquer**: commit Creatures without token with total strength **strictly greater** than the Source's conquest strength (centre) or the Creatures under it (opponent, not fortified); they go under it and keep only their icons. **Fortify** (your Source): Creatures under it stronger than its fortification value; they lose icons too; it can never be taken.
**Remove a card**: from your Company (also under an unfortified Source), never the card itself; the last Creature gone returns the Source to the centre.
**End**: the round in which the pool empties, a Company reaches 12 cards (a Source counts 2, Creatures under it 0) or every Source is fortified. **Score**: VP tokens + Sources (conquered/fortified value) + VP of Company cards (incl. under Sources) + end-scoring cards. Tie: most fortified Sources, then shared.
**Our choices**: cards on the time board are public; the discard pile is public and reshuffled when the deck is empty; the time phase is resolved seat by seat from the first player; card discards are chosen one at a time; opponents' lost VP go to the reserve; Creatures under a conquered Source lose Flame, permanent and scoring text.
**Option**: *reduced interaction* removes the ⚔️ crossed-swords cards and Source."""

RULES_FR = """**Echoes of Time** — 2 à 4 joueurs. **Cartes conçues pour cette table** : aucune liste publique des cartes de Compagnie, des Sources de pouvoir ni des tuiles Temps n'existe ; leurs valeurs sont donc de notre conception (marquées dans les données du jeu), à remplacer par les vraies.
**Mise en place** : plateau du Temps (emplacements 5→1) et 6 tuiles Temps (Flammes 🟡🔵🔴🟡🔵 sur 5→1, 🔴 dehors), 2 cubes ; réserve de 12 PV par joueur ; 1 Source par joueur ; 7 cartes chacun ; chacun joue 1 carte avant la 1re manche.
**Manche** 1) **Temps** : la tuile extérieure entre en 5, toutes glissent à droite, celle de l'emplacement 1 sort : ses cartes sont **invoquées** dans la Compagnie (effets immédiats). Puis chacun pioche 1. 2) **Actions** : depuis le premier joueur, chacun joue **2 tours** ; à chaque tour, posez un cube (2 emplacements par action) et faites : **Piocher 2** · **Jouer 1** (défaussez son coût en cartes, posez-la sur la tuile de son coût en temps, 2 cartes max par tuile, sinon la première tuile libre à sa gauche ; coût 0 = invoquée) · **Avancer 2** (deux cartes d'1 emplacement ou une de 2 ; jamais d'arrêt sur une tuile pleine ; au-delà de 1 = invoquée) · **Conquérir ou fortifier 1 Source**. Actions gratuites avant/après : **Flamme** (effet Flamme de la couleur de la tuile extérieure, une fois par manche, jeton d'activation) et **Renforcer** (glisser des Créatures libres sans jeton sous une de vos Sources). 3) **Fin** : limite de 10 cartes, cubes repris, jetons retirés, le premier joueur passe à gauche.
**Conquérir** : engagez des Créatures sans jeton de force totale **strictement supérieure** à la force de conquête (Source au centre) ou aux Créatures dessous (adversaire, non fortifiée) ; elles passent dessous et ne gardent que leurs icônes. **Fortifier** (votre Source) : Créatures dessous plus fortes que sa valeur de fortification ; elles perdent aussi leurs icônes ; elle ne peut plus être prise.
**Retirer une carte** : de votre Compagnie (y compris sous une Source non fortifiée), jamais la carte elle-même ; si la dernière Créature part, la Source retourne au centre.
**Fin** : la manche où la réserve se vide, où une Compagnie atteint 12 cartes (une Source compte 2, les Créatures dessous 0) ou où toutes les Sources sont fortifiées. **Décompte** : jetons PV + Sources (valeur conquise/fortifiée) + PV des cartes de la Compagnie (y compris sous les Sources) + cartes à décompte. Égalité : le plus de Sources fortifiées, sinon victoire partagée.
**Nos choix** : les cartes du plateau du Temps sont visibles ; la défausse est visible et remélangée quand la pioche est vide ; la phase du Temps se résout joueur par joueur depuis le premier ; les défausses se choisissent une à une ; les PV perdus par les adversaires vont à la réserve ; les Créatures sous une Source conquise perdent leurs textes Flamme, permanents et de décompte.
**Option** : *interactions réduites* retire les cartes et la Source ⚔️ épées croisées."""

EN = {
    "rules": RULES_EN,
    "round": "Round {n}", "setup": "Setup: each player plays one card",
    "turn_of": "{name} to play", "pool": "VP pool: {n}", "deck": "deck {n}",
    "discard_pile": "discard {n}", "ending": "⏳ Last round ({why})",
    "why_pool": "VP pool empty", "why_company": "a Company has 12 cards", "why_fortified": "every Source fortified",
    "hand": {"one": "{n} card in hand", "other": "{n} cards in hand"},
    "outside": "outside", "company": "Company", "sources": "Sources", "centre": "centre",
    "none": "none", "track": "Time", "size": "size {n}/12",
    "legend": "Legend: 🟡🔵🔴 Flame of a tile · [5]…[1] time slots · ⚔ strength · ★ VP · 🚩 conquered · 🏰 fortified · ✋ activation token · ⚔️ crossed swords · 🎩 first player · Σ score so far · 🂠 card cost · ⏳ time cost",
    "img_fortified": "Fortified {n}", "img_conquered": "Held, {n}",
    "your_hand": "Your hand", "cost": "🂠{c} ⏳{t}", "pending_you": "You must choose: {what}",
    "creature": "Creature", "artefact": "Artefact",
    "water": "Water", "forest": "Forest", "sky": "Sky", "earth": "Earth", "neutral": "Neutral",
    "war": "War", "magic": "Magic",
    "yellow": "yellow", "blue": "blue", "red": "red",
    "eff_vp": "gain {n} VP", "eff_draw": "draw {n}", "eff_advance": "advance a card {n}",
    "eff_opp_vp": "opponents lose {n} VP", "eff_remove": "remove a card: {n} VP", "eff_other": "use another Flame",
    "perm_cost_time": "your {f} cost 1 less time", "perm_cost_card": "your Creatures cost 1 card fewer",
    "perm_war_plus": "War Creatures +1 strength", "perm_on_conquer": "+{n} VP per conquest",
    "sc_faction": "end: {n} VP per {f}", "sc_spec": "end: {n} VP per {f}", "sc_source": "end: {n} VP per Source",
    "sc_artefact": "end: {n} VP per Artefact", "sc_fortified": "end: {n} VP per fortified Source",
    "on_summon": "summon: {e}", "flame_fx": "{c} Flame: {e}", "src_line": "conquer >{c} ({e1}) · fortify >{f} ({e2}) · ★{v1}/{v2}",
    "src_flame": "{c} Flame: {e}",
    "kind_source": "Source of power",
    "ct_creature": "Creature — {tag}; strength {s}, {vp} VP; card cost {c}, time cost {t}.",
    "ct_artefact": "Artefact; {vp} VP; card cost {c}, time cost {t} (two copies never meet in a Company).",
    "ct_effects": "{effects}.", "ct_swords": " Crossed swords ⚔️ (left out with reduced interaction).",
    "ct_source": "Source of power: conquer it with strength above {c} (then {e1}); fortify it with strength above {f} "
                 "(then {e2}); worth {v1} VP held, {v2} VP fortified.",
    # moves
    "m_draw": "Draw 2 cards", "m_play_step": "Play a card", "m_play": "Play {card} (🂠{c} ⏳{t})",
    "m_conquer": "Conquer {src} (strength > {n})", "m_fortify": "Fortify {src}",
    "m_flame_step": "Flame effect", "m_flame": "Flame: {what} ({e})",
    "m_reinforce_step": "Reinforce a Source", "m_reinforce_src": "Under {src}", "m_reinforce": "Put {card} (⚔{s}) under {src}",
    "m_advance": "Advance 2 cards", "m_end": "End turn", "m_pass": "Pass (no card can be played)",
    "m_discard": "Discard {card} (to pay)", "m_limit": "Discard {card} (hand limit)",
    "m_first": "Summon {card} first", "m_adv1": "Advance {card} 1 slot (from {slot})",
    "m_adv2": "Advance {card} 2 slots (from {slot})", "m_move": "Advance {card} 1 slot (from {slot})",
    "m_remove": "Remove {card}", "m_remove_none": "Remove nothing", "m_other": "Use the Flame of {what} ({e})",
    "m_commit": "Commit {card} (⚔{s}; total {t})", "m_commit_done": "Conquer with ⚔{t}",
    "p_discard": "cards to discard", "p_hand_limit": "hand limit", "p_order": "summoning order",
    "p_advance": "a card to advance", "p_advance_second": "a second card to advance", "p_effect_advance": "a card to advance",
    "p_remove": "a card to remove", "p_other": "a Flame to use", "p_commit": "Creatures to commit",
    # events
    "ev_pass": "{name} cannot play a card.", "ev_play": "{name} plays {card}.",
    "ev_discard": "{name} discards {card} to pay.", "ev_limit_discard": "{name} discards {card} (hand limit).",
    "ev_action_advance": "{name} advances cards.",
    "ev_drew": {"one": "{name} draws {n} card.", "other": "{name} draws {n} cards."},
    "ev_drew_cards": "You drew: {cards}.", "ev_reshuffle": "The discard pile is reshuffled into the deck.",
    "ev_gain": {"one": "{name} gains {n} VP.", "other": "{name} gains {n} VP."},
    "ev_lose": {"one": "{name} discards {n} VP.", "other": "{name} discards {n} VP."},
    "ev_advance": "{name}'s {card} advances to slot {slot}.", "ev_advance_out": "{name}'s {card} advances past slot 1.",
    "ev_summon": "{name} summons {card}.", "ev_place": "{name} puts {card} on slot {slot}.",
    "ev_place_now": "{name}'s {card} costs no time.",
    "ev_action_conquer": "{name} goes to conquer {src}.",
    "ev_conquer": "{name} conquers {src} with strength {n}.", "ev_conquer_from": "{name} takes {src} from {from} with strength {n}.",
    "ev_fortify": "{name} fortifies {src}.", "ev_flame": "{name} activates the Flame of {what}.",
    "ev_reinforce": "{name} puts {card} under {src}.", "ev_removed": "{name} removes {card}.",
    "ev_remove_skip": "{name} removes nothing.", "ev_source_back": "{src} returns to the centre.",
    "ev_order": "{name} summons {card} first.", "ev_end_turn": "{name} ends their turn.",
    "ev_end_triggered": "End of the game triggered ({trigger}): this round is the last.",
    "ev_round": "Round {round} — {first} is first player.",
    "ev_shift": {"one": "{name}'s time tiles shift ({flame} tile out, {n} card summoned).",
                 "other": "{name}'s time tiles shift ({flame} tile out, {n} cards summoned)."},
    "ev_game_end": {"one": "Game over: {winners} wins with {score} VP.",
                    "other": "Game over: {winners} share the win with {score} VP."},
    "score_line": "{name}: {total} VP (tokens {t}, Sources {s}, cards {c}, end {b}; 🏰 {f})",
}

FR = {
    "rules": RULES_FR,
    "round": "Manche {n}", "setup": "Mise en place : chacun joue une carte",
    "turn_of": "À {name} de jouer", "pool": "Réserve de PV : {n}", "deck": "pioche {n}",
    "discard_pile": "défausse {n}", "ending": "⏳ Dernière manche ({why})",
    "why_pool": "réserve de PV vide", "why_company": "une Compagnie a 12 cartes", "why_fortified": "toutes les Sources fortifiées",
    "hand": {"one": "{n} carte en main", "other": "{n} cartes en main"},
    "outside": "dehors", "company": "Compagnie", "sources": "Sources", "centre": "centre",
    "none": "aucune", "track": "Temps", "size": "taille {n}/12",
    "legend": "Légende : 🟡🔵🔴 Flamme d'une tuile · [5]…[1] emplacements · ⚔ force · ★ PV · 🚩 conquise · 🏰 fortifiée · ✋ jeton d'activation · ⚔️ épées croisées · 🎩 premier joueur · Σ score actuel · 🂠 coût en cartes · ⏳ coût en temps",
    "img_fortified": "Fortifiée {n}", "img_conquered": "Conquise, {n}",
    "your_hand": "Votre main", "cost": "🂠{c} ⏳{t}", "pending_you": "À vous de choisir : {what}",
    "creature": "Créature", "artefact": "Artefact",
    "water": "Eau", "forest": "Forêt", "sky": "Ciel", "earth": "Terre", "neutral": "Neutre",
    "war": "Guerre", "magic": "Magie",
    "yellow": "jaune", "blue": "bleue", "red": "rouge",
    "eff_vp": "gagnez {n} PV", "eff_draw": "piochez {n}", "eff_advance": "avancez une carte de {n}",
    "eff_opp_vp": "les adversaires perdent {n} PV", "eff_remove": "retirez une carte : {n} PV", "eff_other": "utilisez une autre Flamme",
    "perm_cost_time": "vos {f} coûtent 1 temps de moins", "perm_cost_card": "vos Créatures coûtent 1 carte de moins",
    "perm_war_plus": "Créatures Guerre +1 force", "perm_on_conquer": "+{n} PV par conquête",
    "sc_faction": "fin : {n} PV par {f}", "sc_spec": "fin : {n} PV par {f}", "sc_source": "fin : {n} PV par Source",
    "sc_artefact": "fin : {n} PV par Artefact", "sc_fortified": "fin : {n} PV par Source fortifiée",
    "on_summon": "invocation : {e}", "flame_fx": "Flamme {c} : {e}", "src_line": "conquérir >{c} ({e1}) · fortifier >{f} ({e2}) · ★{v1}/{v2}",
    "src_flame": "Flamme {c} : {e}",
    "kind_source": "Source de pouvoir",
    "ct_creature": "Créature — {tag} ; force {s}, {vp} PV ; coût {c} en cartes, {t} en temps.",
    "ct_artefact": "Artefact ; {vp} PV ; coût {c} en cartes, {t} en temps (deux exemplaires jamais dans une même Compagnie).",
    "ct_effects": "{effects}.", "ct_swords": " Épées croisées ⚔️ (retirée avec les interactions réduites).",
    "ct_source": "Source de pouvoir : conquérez-la avec une force supérieure à {c} (puis {e1}) ; fortifiez-la avec une force "
                 "supérieure à {f} (puis {e2}) ; vaut {v1} PV conquise, {v2} PV fortifiée.",
    "m_draw": "Piocher 2 cartes", "m_play_step": "Jouer une carte", "m_play": "Jouer {card} (🂠{c} ⏳{t})",
    "m_conquer": "Conquérir {src} (force > {n})", "m_fortify": "Fortifier {src}",
    "m_flame_step": "Effet Flamme", "m_flame": "Flamme : {what} ({e})",
    "m_reinforce_step": "Renforcer une Source", "m_reinforce_src": "Sous {src}", "m_reinforce": "Glisser {card} (⚔{s}) sous {src}",
    "m_advance": "Avancer 2 cartes", "m_end": "Finir le tour", "m_pass": "Passer (aucune carte jouable)",
    "m_discard": "Défausser {card} (paiement)", "m_limit": "Défausser {card} (limite de main)",
    "m_first": "Invoquer {card} en premier", "m_adv1": "Avancer {card} d'1 emplacement (depuis {slot})",
    "m_adv2": "Avancer {card} de 2 emplacements (depuis {slot})", "m_move": "Avancer {card} d'1 emplacement (depuis {slot})",
    "m_remove": "Retirer {card}", "m_remove_none": "Ne rien retirer", "m_other": "Utiliser la Flamme de {what} ({e})",
    "m_commit": "Engager {card} (⚔{s} ; total {t})", "m_commit_done": "Conquérir avec ⚔{t}",
    "p_discard": "cartes à défausser", "p_hand_limit": "limite de main", "p_order": "ordre d'invocation",
    "p_advance": "une carte à avancer", "p_advance_second": "une deuxième carte à avancer", "p_effect_advance": "une carte à avancer",
    "p_remove": "une carte à retirer", "p_other": "une Flamme à utiliser", "p_commit": "Créatures à engager",
    "ev_pass": "{name} ne peut jouer aucune carte.", "ev_play": "{name} joue {card}.",
    "ev_discard": "{name} défausse {card} pour payer.", "ev_limit_discard": "{name} défausse {card} (limite de main).",
    "ev_action_advance": "{name} fait avancer des cartes.",
    "ev_drew": {"one": "{name} pioche {n} carte.", "other": "{name} pioche {n} cartes."},
    "ev_drew_cards": "Vous avez pioché : {cards}.", "ev_reshuffle": "La défausse est remélangée pour former la pioche.",
    "ev_gain": {"one": "{name} gagne {n} PV.", "other": "{name} gagne {n} PV."},
    "ev_lose": {"one": "{name} défausse {n} PV.", "other": "{name} défausse {n} PV."},
    "ev_advance": "{card} de {name} avance à l'emplacement {slot}.", "ev_advance_out": "{card} de {name} dépasse l'emplacement 1.",
    "ev_summon": "{name} invoque {card}.", "ev_place": "{name} place {card} sur l'emplacement {slot}.",
    "ev_place_now": "{card} de {name} ne coûte pas de temps.",
    "ev_action_conquer": "{name} part conquérir {src}.",
    "ev_conquer": "{name} conquiert {src} avec une force de {n}.", "ev_conquer_from": "{name} prend {src} à {from} avec une force de {n}.",
    "ev_fortify": "{name} fortifie {src}.", "ev_flame": "{name} active la Flamme de {what}.",
    "ev_reinforce": "{name} glisse {card} sous {src}.", "ev_removed": "{name} retire {card}.",
    "ev_remove_skip": "{name} ne retire rien.", "ev_source_back": "{src} retourne au centre.",
    "ev_order": "{name} invoque d'abord {card}.", "ev_end_turn": "{name} termine son tour.",
    "ev_end_triggered": "Fin de partie déclenchée ({trigger}) : cette manche est la dernière.",
    "ev_round": "Manche {round} — {first} est premier joueur.",
    "ev_shift": {"one": "Les tuiles de {name} glissent (tuile {flame} sortie, {n} carte invoquée).",
                 "other": "Les tuiles de {name} glissent (tuile {flame} sortie, {n} cartes invoquées)."},
    "ev_game_end": {"one": "Partie terminée : {winners} gagne avec {score} PV.",
                    "other": "Partie terminée : {winners} se partagent la victoire avec {score} PV."},
    "score_line": "{name} : {total} PV (jetons {t}, Sources {s}, cartes {c}, fin {b} ; 🏰 {f})",
}

for _c in CARD_TYPES:
    EN["card_" + _c["key"]], FR["card_" + _c["key"]] = _c["en"], _c["fr"]
for _s in SOURCES:
    EN["src_" + _s["key"]], FR["src_" + _s["key"]] = _s["en"], _s["fr"]

TEXTS = Texts({"en": EN, "fr": FR})
