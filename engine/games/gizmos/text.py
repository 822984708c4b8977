"""Gizmos texts, English and French (our own wording)."""

from engine.text import Texts

TEXTS = Texts({
    "en": {
        "red": "red", "blue": "blue", "black": "black", "yellow": "yellow", "colon": ": ",
        # card descriptions
        "d_conv": "1{c} → any colour", "d_conv2": "up to 2{c} → any colour", "d_conv_any": "1 energy → any colour",
        "d_dbl": "1{c} = 2{c}",
        "w_file": "File", "w_pick": "Pick {c}", "w_build": "Build {c}", "w_build_archive": "Build from archive",
        "w_build_level2": "Build level II",
        "e_draw1": "draw 1", "e_draw3": "draw 3", "e_pick1": "pick 1", "e_pick2": "pick 2",
        "e_vp1": "+1 VP", "e_vp2": "+2 VP", "e_file": "File", "e_research": "Research",
        "e_build1": "free level-I build",
        "u_storage": "storage +{n}", "u_archive": "archive +{n}", "u_research": "research +{n}",
        "u_l2disc": "level II cost −1", "u_archdisc": "build from archive −1", "u_resdisc": "build from research −1",
        "u_nofile": "never File again", "u_noresearch": "never Research again",
        "u_endenergy": "end: +1 VP per stored energy", "u_endtokens": "end: +VP = your tokens",
        "img_storage": "S", "img_archive": "A", "img_research": "Res", "img_l2disc": "II -1", "img_archdisc": "A -1",
        "img_resdisc": "Res -1", "img_nofile": "NO FILE", "img_noresearch": "NO RES", "img_endenergy": "+1/ENERGY",
        "img_endtokens": "+TOKENS", "img_draw1": "draw 1", "img_draw3": "draw 3", "img_pick1": "pick 1",
        "img_pick2": "pick 2", "img_vp1": "+1VP", "img_vp2": "+2VP", "img_file": "FILE", "img_research_e": "RES",
        "img_build1": "free I", "img_vp": "{n} VP",
        "img_legend": "R red, B blue, K black, Y yellow, M multicolour; n* VP; T tokens\n"
        "A archive; Res research; (1) first player; ! triggered; x used; > gives",
        # board
        "turn_of": "**{name}** to play", "phase_action": "choose an action", "phase_pay": "paying for {card}",
        "phase_research": "researching level {level} ({n} cards)", "phase_trigger": "firing triggers",
        "phase_pick": "may pick 1 more energy", "phase_order": "puts research cards back under the deck",
        "a_under": "Next card under the deck",
        "ev_under": "{name} puts a card under the level-{level} deck.",
        "final_round": "⏰ Last round: the game ends when the round is over.",
        "display": "Display", "deck": {"one": "{n} card left", "other": "{n} cards left"},
        "row": "Energy row", "dispenser": "Dispenser",
        "player_line": "{name}: **{score} VP** · {gizmos} (III: {l3}) · {tokens} · energy {energy} ({stored}/{cap})",
        "gizmos": {"one": "{n} gizmo", "other": "{n} gizmos"},
        "tokens": {"one": "{n} token", "other": "{n} tokens"},
        "archive": "archive ({n}/{cap})", "first": "first player", "archived": "in the archive",
        "triggered": "Triggered, not fired yet", "used": "Used this turn",
        "tableau": "{name}'s gizmos", "legend": "Legend: 🔴 red · 🔵 blue · ⚫ black · 🟡 yellow · 🌈 multicolour · "
        "I/II/III level · ★ VP · cost after the colour dot",
        "game_over": "🏁 Game over.", "ranking": "{pos}. {name}: {score} VP",
        "private_research": "🔍 Your research (level {level}):",
        # moves
        "a_file": "File", "a_pick": "Pick an energy", "a_build": "Build", "a_research": "Research",
        "l_pick": "Pick {c}",
        "l_research": "Research level {level} ({n} cards)", "l_pass": "Pass (no action possible)",
        "l_pay": "Pay {energy}", "l_spend": "Spend a {c} first",
        "l_rpass": "Take nothing", "l_stop": "Stop (no 2nd pick)", "l_end": "End my turn",
        "l_fire": "Fire {card}", "l_fire_colour": "take {c}", "l_fire_level": "level {level}",
        # events
        "ev_file": "{name} files {card}.", "ev_file_research": "{name} files {card} from the research.",
        "ev_new_card": "New face-up card: {card}.",
        "ev_pick": "{name} picks a {colour} energy.", "ev_draw": "{name} draws {energy} from the dispenser.",
        "ev_draw_none": "{name} draws nothing (no room or empty dispenser).",
        "ev_build": "{name} builds {card} ({how}).", "ev_paid": "paid {energy}", "ev_free": "free",
        "ev_with": "with converters {cards}",
        "src_display": "from the display", "src_archive": "from the archive", "src_research": "from the research",
        "ev_paying": "{name} chooses how to pay for {card}.",
        "ev_research": "{name} researches level {level} ({n} cards).",
        "ev_researched": "🔍 You drew: {cards}.",
        "ev_research_back": {"one": "{n} card goes under the level-{level} deck.",
                             "other": "{n} cards go under the level-{level} deck."},
        "ev_research_pass": "{name} takes nothing from the research.",
        "ev_triggered": "Triggered: {cards}.", "ev_fire": "{name} fires {card}.",
        "ev_vp": {"one": "{name} takes {n} VP token.", "other": "{name} takes {n} VP in tokens."},
        "ev_final": "⏰ {name} has built {built} gizmos ({level3} of level III): this is the last round!",
        "ev_turn": "{name}'s turn.", "ev_pass": "{name} can take no action and passes.",
        "ev_game_end": "🏁 Game over: {name} wins with {score} VP ({scores}).",
        "ev_game_end_stalled": "🏁 Nobody can act any more: the game ends. {name} wins with {score} VP ({scores}).",
        # card powers in words (card_texts.py builds them from the effect codes of data.py)
        "cw_red": "red", "cw_blue": "blue", "cw_black": "black", "cw_yellow": "yellow",
        "cp_red": "red", "cp_blue": "blue", "cp_black": "black", "cp_yellow": "yellow",
        "cm_red": "red", "cm_blue": "blue", "cm_black": "black", "cm_yellow": "yellow",
        "or": " or ", "and": ", and ", "once": " Once per turn.",
        "k_converter": "Converter", "k_upgrade": "Upgrade", "k_file": "File trigger", "k_pick": "Pick trigger",
        "k_build": "Build trigger", "k_start": "Starting gizmo",
        "cn_card": "{kind} {level}·{id}", "cn_start": "Starting gizmo #{id}",
        "c_conv": "While you pay for a gizmo, 1 {c} energy may count as 1 energy of any colour.",
        "c_conv2": "While you pay for a gizmo, up to 2 {cs} energies may each count as 1 energy of any colour.",
        "c_conv_any": "While you pay for a gizmo, 1 energy of any colour may count as 1 energy of another colour.",
        "c_dbl": "1 {c} energy may count as 2 {cs} energies",
        "c_dbl_all": "While you pay for a gizmo, {parts}.",
        "c_chain": " Converters chain: what one makes, another may change or double.",
        "c_trigger": "Each time you {when}: {what}.",
        "cwhen_file": "File a gizmo", "cwhen_pick": "Pick a {c} energy from the row",
        "cwhen_build": "build a {c} gizmo (a multicolour one counts)",
        "cwhen_build_archive": "build a gizmo from your archive", "cwhen_build_level2": "build a level-II gizmo",
        "cwhat_draw1": "draw 1 random energy from the dispenser (not a Pick)",
        "cwhat_draw3": "draw up to 3 random energies from the dispenser (not a Pick)",
        "cwhat_pick1": "Pick 1 energy from the row", "cwhat_pick2": "Pick up to 2 energies from the row",
        "cwhat_vp1": "take 1 VP token", "cwhat_vp2": "take 2 VP tokens",
        "cwhat_file": "File a face-up gizmo", "cwhat_research": "take a Research action",
        "cwhat_build1": "build a level-I gizmo for free (face up or from your archive)",
        "c_upgrade": "Upgrade, at once and for good: {parts}.",
        "cu_storage": "energy storage +{n}", "cu_archive": "archive +{n}", "cu_research": "research +{n}",
        "cu_l2disc": "level-II gizmos cost you 1 energy less",
        "cu_archdisc": "gizmos you build from your archive cost 1 energy less",
        "cu_resdisc": "gizmos you build straight from a Research cost 1 energy less",
        "cu_nofile": "you may never File again", "cu_noresearch": "you may never Research again",
        "cu_endenergy": "at the end, +1 VP per energy left in your storage",
        "cu_endtokens": "at the end, as many VP again as your VP tokens are worth",
        "s_conv": "Paying: 1 {c} counts as any colour", "s_conv2": "Paying: up to 2 {cs}, each as any colour",
        "s_conv_any": "Paying: 1 energy of any colour counts as another colour", "s_dbl": "1 {c} counts as 2 {cs}",
        "s_dbl_all": "Paying: {parts}", "s_trigger": "After {when}: {what}",
        "swhen_file": "File", "swhen_pick": "Pick {c}", "swhen_build": "Build {c}",
        "swhen_build_archive": "Build from archive", "swhen_build_level2": "Build level II",
        "swhat_draw1": "draw 1 energy", "swhat_draw3": "draw up to 3 energies", "swhat_pick1": "Pick 1 energy",
        "swhat_pick2": "Pick up to 2 energies", "swhat_vp1": "+1 VP token", "swhat_vp2": "+2 VP tokens",
        "swhat_file": "File a face-up gizmo", "swhat_research": "Research",
        "swhat_build1": "build a level-I gizmo free", "s_upgrade": "Upgrade: {parts}",
        "card_note": "{card} — {note}", "your_gizmos": "Your gizmos:", "your_archive": "Your archive:",
        "rules": (
            "**Gizmos** — 2 to 4 players. Build gizmos with energy marbles (🔴 🔵 ⚫ 🟡, 13 each); the most VP wins.\n"
            "**Set-up**: 6 energies in the row, 4 level-I, 3 level-II and 2 level-III cards face up (16 of the 36 "
            "level-III cards are used). Everyone starts with a gizmo \"File: draw 1 energy\", storage 5, archive 1, "
            "research 3. Random first player.\n"
            "**Your turn: one action.** **File**: a face-up card goes to your archive (if there is room). "
            "**Pick**: 1 energy of the row into your storage (if there is room; never to replace one). "
            "**Build**: a face-up or archived card, paid in its colour (multicolour: any); spent energy goes back "
            "into the dispenser. **Research**: draw as many cards of one level as your research value (you alone "
            "see them), build or file one, or take nothing; the others go under the deck, in the order you choose.\n"
            "**Converters** change energy while you pay (1 X → any colour; 1 X = 2 X); each once per turn, and "
            "they chain in any order, as on Board Game Arena: a converted energy may be doubled, a doubled one "
            "converted, and doublers stack on one energy. If there is one way to pay it is taken; else you choose.\n"
            "**Triggers**: after each action, your gizmos matching it (File; Pick of a colour; Build of a colour, of "
            "level II, or from the archive) can be fired, one at a time, in any order, each once per turn — never by "
            "the action that built it. Fired Picks, Files, Researches and free builds trigger again; a *draw* (random "
            "energy from the dispenser) is not a Pick. Multicolour gizmos match every colour.\n"
            "**Upgrades** raise storage, archive or research at once.\n"
            "**End**: a 4th level-III gizmo or a 16th gizmo (starting one included) ends the game when the round is "
            "over. Score: VP of built gizmos + VP tokens + end bonuses. Ties: most gizmos, then most energy, then "
            "the player furthest from the first player.\n"
            "*Our choices*: draws take as many as fit; the free level-I "
            "build may come from the display or your archive; the converters a payment needs are picked for you "
            "(the fewest); VP tokens never run out; the multicolour level-III cards score only their end bonus; "
            "a player who can do nothing passes."
        ),
    },
    "fr": {
        "red": "rouge", "blue": "bleue", "black": "noire", "yellow": "jaune", "colon": "\u00a0: ",
        "d_conv": "1{c} → couleur au choix", "d_conv2": "jusqu’à 2{c} → couleur au choix",
        "d_conv_any": "1 énergie → couleur au choix", "d_dbl": "1{c} = 2{c}",
        "w_file": "Archiver", "w_pick": "Choisir {c}", "w_build": "Construire {c}",
        "w_build_archive": "Construire depuis l’archive", "w_build_level2": "Construire niveau II",
        "e_draw1": "piocher 1", "e_draw3": "piocher 3", "e_pick1": "choisir 1", "e_pick2": "choisir 2",
        "e_vp1": "+1 PV", "e_vp2": "+2 PV", "e_file": "Archiver", "e_research": "Rechercher",
        "e_build1": "construire un niveau I gratuit",
        "u_storage": "réserve +{n}", "u_archive": "archive +{n}", "u_research": "recherche +{n}",
        "u_l2disc": "niveau II coûte −1", "u_archdisc": "construire depuis l’archive −1",
        "u_resdisc": "construire depuis la recherche −1",
        "u_nofile": "plus jamais Archiver", "u_noresearch": "plus jamais Rechercher",
        "u_endenergy": "fin : +1 PV par énergie en réserve", "u_endtokens": "fin : +PV = vos jetons",
        "img_storage": "Rés", "img_archive": "A", "img_research": "Rech", "img_l2disc": "II -1", "img_archdisc": "A -1",
        "img_resdisc": "Rech -1", "img_nofile": "PLUS D'ARCH", "img_noresearch": "PLUS DE RECH",
        "img_endenergy": "+1/ÉNERGIE", "img_endtokens": "+JETONS", "img_draw1": "pioche 1", "img_draw3": "pioche 3",
        "img_pick1": "choix 1", "img_pick2": "choix 2", "img_vp1": "+1PV", "img_vp2": "+2PV", "img_file": "ARCH",
        "img_research_e": "RECH", "img_build1": "I gratuit", "img_vp": "{n} PV",
        "img_legend": "R rouge, B bleu, N noir, J jaune, M multicolore ; n* PV ; T jetons\n"
        "A archive ; Rech recherche ; Rés réserve ; (1) premier joueur ; ! déclenché ; x utilisé ; > donne",
        "turn_of": "À **{name}** de jouer", "phase_action": "choix de l’action", "phase_pay": "paie {card}",
        "phase_research": "recherche au niveau {level} ({n} cartes)", "phase_trigger": "déclenche ses Bidules",
        "phase_pick": "peut choisir 1 énergie de plus", "phase_order": "remet ses cartes de recherche sous la pioche",
        "a_under": "Carte suivante sous la pioche",
        "ev_under": "{name} glisse une carte sous la pioche de niveau {level}.",
        "final_round": "⏰ Dernier tour : la partie s’arrête à la fin du tour de table.",
        "display": "Cartes visibles", "deck": {"one": "{n} carte restante", "other": "{n} cartes restantes"},
        "row": "File d’énergie", "dispenser": "Distributeur",
        "player_line": "{name} : **{score} PV** · {gizmos} (III : {l3}) · {tokens} · énergie {energy} ({stored}/{cap})",
        "gizmos": {"one": "{n} Bidule", "other": "{n} Bidules"},
        "tokens": {"one": "{n} jeton", "other": "{n} jetons"},
        "archive": "archive ({n}/{cap})", "first": "premier joueur", "archived": "dans l’archive",
        "triggered": "Déclenchés, pas encore utilisés", "used": "Utilisés ce tour",
        "tableau": "Bidules de {name}",
        "legend": "Légende : 🔴 rouge · 🔵 bleu · ⚫ noir · 🟡 jaune · 🌈 multicolore · "
        "I/II/III niveau · ★ PV · coût après la pastille de couleur",
        "game_over": "🏁 Partie terminée.", "ranking": "{pos}. {name} : {score} PV",
        "private_research": "🔍 Votre recherche (niveau {level}) :",
        "a_file": "Archiver", "a_pick": "Choisir une énergie", "a_build": "Construire", "a_research": "Rechercher",
        "l_pick": "Choisir une {c}",
        "l_research": "Rechercher au niveau {level} ({n} cartes)", "l_pass": "Passer (aucune action possible)",
        "l_pay": "Payer {energy}", "l_spend": "Dépenser d’abord une {c}",
        "l_rpass": "Ne rien prendre", "l_stop": "Arrêter (pas de 2e énergie)", "l_end": "Finir mon tour",
        "l_fire": "Déclencher {card}", "l_fire_colour": "prendre {c}", "l_fire_level": "niveau {level}",
        "ev_file": "{name} archive {card}.", "ev_file_research": "{name} archive {card} issu de sa recherche.",
        "ev_new_card": "Nouvelle carte visible : {card}.",
        "ev_pick": "{name} choisit une énergie {colour}.", "ev_draw": "{name} pioche {energy} dans le distributeur.",
        "ev_draw_none": "{name} ne pioche rien (réserve pleine ou distributeur vide).",
        "ev_build": "{name} construit {card} ({how}).", "ev_paid": "payé {energy}", "ev_free": "gratuit",
        "ev_with": "avec les convertisseurs {cards}",
        "src_display": "parmi les cartes visibles", "src_archive": "depuis l’archive",
        "src_research": "depuis la recherche",
        "ev_paying": "{name} choisit comment payer {card}.",
        "ev_research": "{name} recherche au niveau {level} ({n} cartes).",
        "ev_researched": "🔍 Vous piochez : {cards}.",
        "ev_research_back": {"one": "{n} carte retourne sous la pioche de niveau {level}.",
                             "other": "{n} cartes retournent sous la pioche de niveau {level}."},
        "ev_research_pass": "{name} ne prend rien dans sa recherche.",
        "ev_triggered": "Déclenchés : {cards}.", "ev_fire": "{name} utilise {card}.",
        "ev_vp": {"one": "{name} prend {n} jeton de PV.", "other": "{name} prend {n} PV en jetons."},
        "ev_final": "⏰ {name} a construit {built} Bidules (dont {level3} de niveau III) : c’est le dernier tour !",
        "ev_turn": "À {name} de jouer.", "ev_pass": "{name} ne peut faire aucune action et passe.",
        "ev_game_end": "🏁 Fin de partie : {name} gagne avec {score} PV ({scores}).",
        "ev_game_end_stalled": "🏁 Plus personne ne peut agir : la partie s’arrête. {name} gagne avec {score} PV "
        "({scores}).",
        "cw_red": "rouge", "cw_blue": "bleue", "cw_black": "noire", "cw_yellow": "jaune",
        "cp_red": "rouges", "cp_blue": "bleues", "cp_black": "noires", "cp_yellow": "jaunes",
        "cm_red": "rouge", "cm_blue": "bleu", "cm_black": "noir", "cm_yellow": "jaune",
        "or": " ou ", "and": ", et ", "once": " Une fois par tour.",
        "k_converter": "Convertisseur", "k_upgrade": "Amélioration", "k_file": "Déclencheur Archiver",
        "k_pick": "Déclencheur Choisir", "k_build": "Déclencheur Construire", "k_start": "Bidule de départ",
        "cn_card": "{kind} {level}·{id}", "cn_start": "Bidule de départ nº {id}",
        "c_conv": "Quand vous payez un Bidule, 1 énergie {c} peut compter comme 1 énergie de la couleur de votre "
        "choix.",
        "c_conv2": "Quand vous payez un Bidule, jusqu’à 2 énergies {cs} peuvent compter chacune comme 1 énergie de "
        "la couleur de votre choix.",
        "c_conv_any": "Quand vous payez un Bidule, 1 énergie de n’importe quelle couleur peut compter comme 1 "
        "énergie d’une autre couleur.",
        "c_dbl": "1 énergie {c} peut compter comme 2 énergies {cs}",
        "c_dbl_all": "Quand vous payez un Bidule, {parts}.",
        "c_chain": " Les convertisseurs s’enchaînent : ce que l’un produit, un autre peut le changer ou le doubler.",
        "c_trigger": "Chaque fois que vous {when} : {what}.",
        "cwhen_file": "archivez un Bidule", "cwhen_pick": "choisissez une énergie {c} dans la file",
        "cwhen_build": "construisez un Bidule {c} (un multicolore compte)",
        "cwhen_build_archive": "construisez un Bidule depuis votre archive",
        "cwhen_build_level2": "construisez un Bidule de niveau II",
        "cwhat_draw1": "piochez 1 énergie au hasard dans le distributeur (ce n’est pas un Choix)",
        "cwhat_draw3": "piochez jusqu’à 3 énergies au hasard dans le distributeur (ce n’est pas un Choix)",
        "cwhat_pick1": "choisissez 1 énergie dans la file", "cwhat_pick2": "choisissez jusqu’à 2 énergies dans la file",
        "cwhat_vp1": "prenez 1 jeton de PV", "cwhat_vp2": "prenez 2 jetons de PV",
        "cwhat_file": "archivez un Bidule visible", "cwhat_research": "faites une action Rechercher",
        "cwhat_build1": "construisez gratuitement un Bidule de niveau I (visible ou de votre archive)",
        "c_upgrade": "Amélioration, aussitôt et pour de bon : {parts}.",
        "cu_storage": "réserve d’énergie +{n}", "cu_archive": "archive +{n}", "cu_research": "recherche +{n}",
        "cu_l2disc": "les Bidules de niveau II vous coûtent 1 énergie de moins",
        "cu_archdisc": "les Bidules construits depuis votre archive coûtent 1 énergie de moins",
        "cu_resdisc": "les Bidules construits directement depuis une Recherche coûtent 1 énergie de moins",
        "cu_nofile": "vous ne pouvez plus jamais Archiver", "cu_noresearch": "vous ne pouvez plus jamais Rechercher",
        "cu_endenergy": "à la fin, +1 PV par énergie restée dans votre réserve",
        "cu_endtokens": "à la fin, autant de PV en plus que vos jetons de PV en valent",
        "s_conv": "Paiement : 1 {c} compte comme couleur au choix",
        "s_conv2": "Paiement : jusqu’à 2 {cs}, chacune comme couleur au choix",
        "s_conv_any": "Paiement : 1 énergie quelconque compte comme une autre couleur",
        "s_dbl": "1 {c} compte comme 2 {cs}",
        "s_dbl_all": "Paiement : {parts}", "s_trigger": "Après {when} : {what}",
        "swhen_file": "Archiver", "swhen_pick": "Choisir {c}", "swhen_build": "Construire {c}",
        "swhen_build_archive": "Construire depuis l’archive", "swhen_build_level2": "Construire niveau II",
        "swhat_draw1": "piocher 1 énergie", "swhat_draw3": "piocher jusqu’à 3 énergies",
        "swhat_pick1": "choisir 1 énergie", "swhat_pick2": "choisir jusqu’à 2 énergies",
        "swhat_vp1": "+1 jeton de PV", "swhat_vp2": "+2 jetons de PV",
        "swhat_file": "archiver un Bidule visible", "swhat_research": "Rechercher",
        "swhat_build1": "construire un niveau I gratuit", "s_upgrade": "Amélioration : {parts}",
        "card_note": "{card} — {note}", "your_gizmos": "Vos Bidules :", "your_archive": "Votre archive :",
        "rules": (
            "**Gizmos** — 2 à 4 joueurs. Construisez des Bidules avec des billes d’énergie (🔴 🔵 ⚫ 🟡, 13 de "
            "chaque) ; le plus de PV l’emporte.\n"
            "**Mise en place** : 6 énergies dans la file, 4 cartes de niveau I, 3 de niveau II et 2 de niveau III "
            "visibles (16 des 36 cartes de niveau III sont utilisées). Chacun commence avec un Bidule « Archiver : "
            "piocher 1 énergie », réserve 5, archive 1, recherche 3. Premier joueur au hasard.\n"
            "**Votre tour : une action.** **Archiver** : une carte visible va dans votre archive (s’il y a de la "
            "place). **Choisir** : 1 énergie de la file dans votre réserve (s’il y a de la place ; jamais pour en "
            "remplacer une). **Construire** : une carte visible ou archivée, payée dans sa couleur (multicolore : "
            "au choix) ; l’énergie dépensée retourne dans le distributeur. **Rechercher** : piochez dans un niveau "
            "autant de cartes que votre capacité de recherche (vous seul les voyez), construisez-en ou "
            "archivez-en une, ou ne prenez rien ; les autres vont sous la pioche, dans l’ordre de votre choix.\n"
            "**Convertisseurs** : ils changent l’énergie au paiement (1 X → couleur au choix ; 1 X = 2 X) ; chacun "
            "une fois par tour, et ils s’enchaînent dans n’importe quel ordre, comme sur Board Game Arena : une "
            "énergie convertie peut être doublée, une énergie doublée convertie, et les doubleurs se cumulent sur "
            "une même énergie. S’il n’y a qu’une façon de payer, elle est prise ; sinon vous choisissez.\n"
            "**Déclencheurs** : après chaque action, vos Bidules correspondants (Archiver ; Choisir une couleur ; "
            "Construire une couleur, un niveau II ou depuis l’archive) peuvent être utilisés un par un, dans "
            "l’ordre voulu, chacun une fois par tour — jamais par l’action qui l’a construit. Les Choisir, "
            "Archiver, Rechercher et constructions gratuites ainsi obtenus déclenchent à leur tour ; *piocher* "
            "(une énergie au hasard) n’est pas Choisir. Les Bidules multicolores correspondent à toutes les "
            "couleurs.\n"
            "**Améliorations** : réserve, archive ou recherche augmentent aussitôt.\n"
            "**Fin** : un 4e Bidule de niveau III ou un 16e Bidule (celui de départ compris) termine la partie à la "
            "fin du tour de table. Score : PV des Bidules construits + jetons + bonus de fin. Égalité : le plus de "
            "Bidules, puis le plus d’énergie, puis le joueur le plus éloigné du premier joueur.\n"
            "*Nos choix* : piocher prend tout ce qui tient ; "
            "la construction gratuite de niveau I vient des cartes visibles ou de votre archive ; les "
            "convertisseurs nécessaires au paiement sont choisis pour vous (le moins possible) ; les jetons de PV "
            "ne manquent jamais ; les cartes multicolores de niveau III ne rapportent que leur bonus de fin ; qui "
            "ne peut rien faire passe."
        ),
    },
})
