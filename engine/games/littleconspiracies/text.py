"""Little Conspiracies Among Friends texts, English and French (our own wording)."""

from typing import Any

from engine.text import Texts

NBSP = "\u00a0"

EN = {
    # cards
    "creatures": "Fantastic creatures", "environment": "Environment", "myths": "Myths & Legends",
    "history": "History", "space": "Space", "technology": "Technology", "politics": "Politics",
    "shepherd": "Shepherd", "sheep": "Sheep", "steal": "Steal", "swap": "Swap", "debunk": "Debunk",
    "recruit": "Recruit", "leak": "Leak", "brainstorm": "Brainstorm", "counter": "Counter ⚡",
    "deflect": "Deflect ⚡",
    "d_shepherd": "cannot be played; with the 4 Sheep in your hand you win at once",
    "d_sheep": "cannot be played; counts for the tie-break",
    "d_steal": "take a random card from a player's hand",
    "d_swap": "give a player a card of your choice and take a random card of theirs",
    "d_debunk": "discard one exposed theory of a player",
    "d_recruit": "move one exposed theory of a player in front of you",
    "d_leak": "look at a player's hand and take the card of your choice",
    "d_brainstorm": "draw 3 cards",
    "d_counter": "lightning: cancel an Action aimed at you",
    "d_deflect": "lightning: send an Action aimed at you to another player",
    "d_theory": "expose it in front of you; 7 / 6 / 5 exposed theories of one category (3 / 4 / 5 players) "
                "at the end of a round win",
    "d_theory_short": "Expose it; 7 / 6 / 5 of one category (3 / 4 / 5 players) at the end of a round win.",
    "theory_line": "🧩 Theories: {text}",
    "kind_theory": "Theory", "kind_action": "Action", "kind_lightning": "Lightning Action (⚡)",
    "kind_flock": "Flock (cannot be played)", "kind_event": "Event", "kind_chaotic": "Chaotic event 🔴",
    # events
    "windfall": "Windfall", "crackdown": "Crackdown", "frenzy": "Frenzy", "blackout": "Blackout",
    "censorship": "Censorship", "pass_left": "Rumour mill", "pass_right": "Whisper", "purge": "Purge",
    "spotlight": "Spotlight", "bigdraw": "Brainwave", "c_exodus": "Exodus 🔴", "c_coverup": "Cover-up 🔴",
    "c_reshuffle": "Great reshuffle 🔴", "c_underdog": "Underdog 🔴",
    "e_windfall": "everyone draws 1 card",
    "e_crackdown": "at most 1 card may be played per turn this round",
    "e_frenzy": "up to 3 cards may be played per turn this round",
    "e_blackout": "no Action card may be played this round",
    "e_censorship": "no theory may be exposed this round",
    "e_pass_left": "everyone passes one card of their choice to the left",
    "e_pass_right": "everyone passes one card of their choice to the right",
    "e_purge": "everyone discards one card at random",
    "e_spotlight": "whoever has the most exposed theories discards one of their largest category",
    "e_bigdraw": "draw 3 cards instead of 2 this round",
    "e_c_exodus": "everyone passes their whole hand to the left",
    "e_c_coverup": "every exposed theory of one random category is discarded",
    "e_c_reshuffle": "all hands are shuffled together and dealt back",
    "e_c_underdog": "the player with the fewest exposed theories takes one of their choice",
    # board
    "round": "Round {n}", "event_line": "📰 Event: **{event}** — {desc}", "no_event": "📰 No event yet",
    "turn_line": "▶️ Turn: **{name}** · cards played {plays}/{limit}",
    "piles": "Deck {deck} · discard {discard}{top} · events left {events}", "top": " (top: {card})",
    "need": "🎯 Win: {n} exposed theories of one category at the end of a round",
    "chaos_calm": "calm", "chaos_balanced": "balanced", "chaos_chaotic": "chaotic",
    "chaos": "Chaos: {level}",
    "cards": {"one": "{n} card", "other": "{n} cards"},
    "theories": {"one": "{n} theory", "other": "{n} theories"},
    "none": "—",
    "wait_react": "⏳ {target} reacts to **{card}** played by {actor}",
    "wait_react_cat": "⏳ {target} reacts to **{card}** ({cat}) played by {actor}",
    "wait_leak": "👀 {actor} is choosing a card in {target}'s hand",
    "wait_pass": "🤫 Passing a card: {who}",
    "wait_underdog": "🐕 {name} chooses an exposed theory to take",
    "wait_discard": "✋ {name} discards down to 10 cards",
    "chosen_yes": "✅", "chosen_no": "⏳",
    "legend": ("Legend: ✋ cards in hand · ▶️ turn · ⭐ first player · ⚡ lightning card · 🔴 chaotic "
               "event · 🐉 creatures · 🌿 environment · 🏺 myths · 📜 history · 🚀 space · "
               "💻 technology · 🏛️ politics"),
    "over_flock": "🏆 {names} won with the Shepherd and the 4 Sheep!",
    "over_theories": "🏆 {names} won with their theories!",
    "over_events_out": "🏆 The event pile is exhausted: {names} won the tie-break.",
    "sheep_line": "🐑 Sheep in hand: {list}",
    "and": " and ",
    # private
    "your_hand": "**Your hand** ({count}):", "their_hand": "**{name}'s hand** (Leak): {cards}",
    "my_pass": "You pass: **{card}** (you may choose another card until everyone has chosen)",
    "give_line": "You give: **{card}**",
    "aimed_at_you": "⚠️ {actor} plays **{card}** on you: accept, counter or deflect?",
    "aimed_at_you_cat": "⚠️ {actor} plays **{card}** on your {cat} theories: accept, counter or deflect?",
    # moves
    "m_draw": "Draw {n} cards", "m_newhand": "New hand: discard all, draw 5, play nothing",
    "m_expose": "Expose {cat} ({n} → {m})", "m_end": "End my turn",
    "m_brainstorm": "Brainstorm: draw 3", "m_target": "{name} ({hand})",
    "m_target_cat": "{name}: {cat} ({n})", "m_give": "Give {card}",
    "m_action": "{card}", "m_full": "{card} → {name}", "m_full_cat": "{card} → {name}: {cat}",
    "m_swap_full": "Swap with {name}, give {card}",
    "m_accept": "Accept", "m_counter": "Counter ⚡ (cancel it)", "m_deflect": "Deflect ⚡ → {name}",
    "m_take": "Take {card}", "m_discard": "Discard {card}", "m_pass": "Pass {card}",
    "m_grab": "Take {name}'s {cat} theory",
    # events (log)
    "ev_event": "📰 Round {round}: {first} reveals **{event}** — {desc}.",
    "ev_reshuffle": "🔀 The discard pile ({n} cards) becomes the new deck.",
    "ev_draw": {"one": "{name} draws {n} card.", "other": "{name} draws {n} cards."},
    "ev_drew": "🃏 You draw: {cards}.",
    "ev_flock": "🐑 {name} holds the Shepherd and the 4 Sheep!",
    "ev_purged": "{name} discards {card} at random.",
    "ev_spotlight": "🔦 {name} loses an exposed {cat} theory.",
    "ev_exodus": "🔄 Everyone passes their whole hand to the left.",
    "ev_got_hand": "Your hand is now: {cards}.",
    "ev_coverup": "🙈 Every exposed {cat} theory is discarded.",
    "ev_reshuffled_hands": "🌀 All hands are shuffled together and dealt back.",
    "ev_turn": "▶️ {name}'s turn.",
    "ev_empty_hand": "{name} has no card and draws 5 instead of 2.",
    "ev_newhand": "♻️ {name} discards their hand ({cards}) and draws 5: no play this turn.",
    "ev_expose": "{name} exposes a {cat} theory (now {count}).",
    "ev_end": "{name} ends their turn.",
    "ev_action": "{name} plays {card}.", "ev_action_target": "{name} plays {card} on {target}.",
    "ev_action_cat": "{name} plays {card} on {target}'s {cat} theories.",
    "ev_counter": "⚡ {name} counters the {card}!",
    "ev_deflect": "⚡ {name} deflects the {card} to {target}!",
    "ev_leak_look": "👀 {name} looks at {target}'s hand.",
    "ev_saw_hand": "{target}'s hand: {cards}.",
    "ev_swapped": "🔁 {name} swaps a card with {target}.",
    "ev_swap_got": "You receive {card} from {other}.",
    "ev_stolen": "🫳 {name} steals a card from {target}.",
    "ev_stolen_none": "{target} has no card left: nothing is stolen.",
    "ev_took_card": "You take {card} from {other}.",
    "ev_lost_card": "{other} takes your {card}.",
    "ev_debunked": "❌ {name} debunks one of {target}'s {cat} theories.",
    "ev_recruited": "🧲 {name} recruits one of {target}'s {cat} theories.",
    "ev_leak_take": "{name} takes a card from {target}'s hand.",
    "ev_discard": "{name} discards {card} (hand limit).",
    "ev_pass_chosen": "{name} has chosen a card to pass.",
    "ev_pass_changed": "{name} has changed the card they pass.",
    "ev_passed_to_you": "You receive {card} from {other}.",
    "ev_passed_left": "The chosen cards are passed to the left.",
    "ev_passed_right": "The chosen cards are passed to the right.",
    "ev_grabbed": "🐕 {name} takes one of {target}'s {cat} theories.",
    "ev_round_end": "End of round {round}.",
    "ev_game_end_flock": "🏆 {names} wins the game (Shepherd and 4 Sheep).",
    "ev_game_end_theories": "🏆 Game over: {names} won with their theories.",
    "ev_game_end_events_out": "🏆 No event left: {names} won the tie-break (Sheep {sheep}).",
    "rules": (
        "**Little Conspiracies Among Friends** — 3 to 5 players.\n"
        "**Win**: at the end of a round, have **7 / 6 / 5** exposed theories of one category (3 / 4 / 5 "
        "players); or hold **the Shepherd and the 4 Sheep** in your hand at any moment (instant win). "
        "Ties, and an exhausted event pile: most Sheep in hand, then most exposed theories, then shared.\n"
        "**Cards**: 70 theories (7 categories × 10: 🐉 creatures, 🌿 environment, 🏺 myths, 📜 history, "
        "🚀 space, 💻 technology, 🏛️ politics) and 30 Actions in one deck; 5 dealt each. 26 standard Events "
        "+ 0/2/4 chaotic ones (option `chaos`: calm, balanced, chaotic).\n"
        "**Round**: the first player reveals an Event (it overrides the rules), then everyone plays a turn "
        "clockwise; the first-player role then passes left.\n"
        "**Turn**: draw 2 (5 instead if your hand is empty), play up to 2 cards (expose theories, play "
        "Actions), end; keep at most 10 cards. At the start you may instead discard your whole hand and "
        "draw 5: the turn then ends. An empty deck is rebuilt from the discard.\n"
        "**Cards designed for this table** (the real texts are not public): Shepherd ×1, Sheep ×4 "
        "(unplayable); Steal ×4: take a random card from a hand; Swap ×3: give a card, take one at random; "
        "Debunk ×4: discard an exposed theory; Recruit ×2: take an exposed theory; Leak ×2: look at a hand, "
        "take a card; Brainstorm ×3: draw 3; Counter ⚡ ×4: cancel an Action aimed at you; Deflect ⚡ ×3: send "
        "it to another player. The target of an Action always chooses accept / Counter / Deflect; lightning "
        "cards do not count toward the 2.\n"
        "Events (designed): Windfall ×3 everyone draws 1; Crackdown ×3 1 card per turn; Frenzy ×3 3 cards "
        "per turn; Blackout ×3 no Actions; Censorship ×2 no theories; Rumour mill ×2 / Whisper ×2 everyone "
        "passes a card left / right (secret; you may change it until all have chosen); "
        "Purge ×2 everyone discards one at random; Spotlight ×3 the leader "
        "discards a theory; Brainwave ×3 draw 3. Chaotic 🔴: Exodus (hands passed left), Cover-up (one "
        "category discarded), Great reshuffle (hands redealt), Underdog (the player with fewest theories "
        "takes one)."
    ),
}

FR: dict[str, Any] = {  # as Texts takes it: a text is a str or {plural category: str}
    "creatures": "Créatures fantastiques", "environment": "Environnement", "myths": "Mythes & Légendes",
    "history": "Histoire", "space": "Espace", "technology": "Technologie", "politics": "Politique",
    "shepherd": "Berger", "sheep": "Mouton", "steal": "Vol", "swap": "Échange", "debunk": "Démenti",
    "recruit": "Recrutement", "leak": "Fuite", "brainstorm": "Remue-méninges", "counter": "Parade ⚡",
    "deflect": "Détournement ⚡",
    "d_shepherd": "ne se joue pas ; avec les 4 Moutons en main, victoire immédiate",
    "d_sheep": "ne se joue pas ; compte pour le départage",
    "d_steal": "prenez une carte au hasard dans la main d'un joueur",
    "d_swap": "donnez une carte de votre choix à un joueur et prenez-lui une carte au hasard",
    "d_debunk": "défaussez une théorie exposée d'un joueur",
    "d_recruit": "placez devant vous une théorie exposée d'un joueur",
    "d_leak": "regardez la main d'un joueur et prenez la carte de votre choix",
    "d_brainstorm": "piochez 3 cartes",
    "d_counter": "éclair : annulez une Action qui vous vise",
    "d_deflect": "éclair : envoyez à un autre joueur une Action qui vous vise",
    "d_theory": "exposez-la devant vous ; 7 / 6 / 5 théories exposées d'une catégorie (à 3 / 4 / 5 joueurs) "
                "à la fin d'un tour de table font gagner",
    "d_theory_short": "Exposez-la ; 7 / 6 / 5 d'une catégorie (3 / 4 / 5 joueurs) en fin de tour de table gagnent.",
    "theory_line": f"🧩 Théories{NBSP}: {{text}}",
    "kind_theory": "Théorie", "kind_action": "Action", "kind_lightning": "Action éclair (⚡)",
    "kind_flock": "Troupeau (ne se joue pas)", "kind_event": "Événement", "kind_chaotic": "Événement chaotique 🔴",
    "windfall": "Aubaine", "crackdown": "Répression", "frenzy": "Frénésie", "blackout": "Panne générale",
    "censorship": "Censure", "pass_left": "Rumeur", "pass_right": "Murmure", "purge": "Purge",
    "spotlight": "Projecteurs", "bigdraw": "Illumination", "c_exodus": "Exode 🔴",
    "c_coverup": "Étouffement 🔴", "c_reshuffle": "Grand brassage 🔴", "c_underdog": "Outsider 🔴",
    "e_windfall": "chacun pioche 1 carte",
    "e_crackdown": "1 carte au plus par tour ce tour de table",
    "e_frenzy": "jusqu'à 3 cartes par tour ce tour de table",
    "e_blackout": "aucune carte Action ne peut être jouée ce tour de table",
    "e_censorship": "aucune théorie ne peut être exposée ce tour de table",
    "e_pass_left": "chacun passe une carte de son choix à gauche",
    "e_pass_right": "chacun passe une carte de son choix à droite",
    "e_purge": "chacun défausse une carte au hasard",
    "e_spotlight": "qui a le plus de théories exposées en défausse une de sa plus grande catégorie",
    "e_bigdraw": "piochez 3 cartes au lieu de 2 ce tour de table",
    "e_c_exodus": "chacun passe toute sa main à gauche",
    "e_c_coverup": "toutes les théories exposées d'une catégorie au hasard sont défaussées",
    "e_c_reshuffle": "toutes les mains sont mélangées puis redistribuées",
    "e_c_underdog": "le joueur qui a le moins de théories exposées en prend une de son choix",
    "round": "Tour de table {n}", "event_line": f"📰 Événement{NBSP}: **{{event}}** — {{desc}}",
    "no_event": "📰 Pas encore d'événement",
    "turn_line": f"▶️ Tour de **{{name}}** · cartes jouées{NBSP}: {{plays}}/{{limit}}",
    "piles": "Pioche {deck} · défausse {discard}{top} · événements restants {events}",
    "top": f" (dessus{NBSP}: {{card}})",
    "need": "🎯 Victoire : {n} théories exposées d'une même catégorie à la fin d'un tour de table".replace(
        " :", NBSP + ":"),
    "chaos_calm": "tranquille", "chaos_balanced": "équilibré", "chaos_chaotic": "chaotique",
    "chaos": f"Chaos{NBSP}: {{level}}",
    "cards": {"one": "{n} carte", "other": "{n} cartes"},
    "theories": {"one": "{n} théorie", "other": "{n} théories"},
    "none": "—",
    "wait_react": "⏳ {target} réagit à **{card}** joué par {actor}",
    "wait_react_cat": "⏳ {target} réagit à **{card}** ({cat}) joué par {actor}",
    "wait_leak": "👀 {actor} choisit une carte dans la main de {target}",
    "wait_pass": f"🤫 Carte à passer{NBSP}: {{who}}",
    "wait_underdog": "🐕 {name} choisit une théorie exposée à prendre",
    "wait_discard": "✋ {name} défausse jusqu'à 10 cartes",
    "chosen_yes": "✅", "chosen_no": "⏳",
    "legend": (f"Légende{NBSP}: ✋ cartes en main · ▶️ joue · ⭐ premier joueur · ⚡ carte éclair · "
               "🔴 événement chaotique · 🐉 créatures · 🌿 environnement · 🏺 mythes · 📜 histoire · "
               "🚀 espace · 💻 technologie · 🏛️ politique"),
    "over_flock": f"🏆 {{names}} gagne avec le Berger et les 4 Moutons{NBSP}!",
    "over_theories": f"🏆 {{names}} gagne grâce à ses théories{NBSP}!",
    "over_events_out": f"🏆 Plus d'événement{NBSP}: {{names}} remporte le départage.",
    "sheep_line": f"🐑 Moutons en main{NBSP}: {{list}}",
    "and": " et ",
    "your_hand": f"**Votre main** ({{count}}){NBSP}:",
    "their_hand": f"**Main de {{name}}** (Fuite){NBSP}: {{cards}}",
    "my_pass": f"Vous passez{NBSP}: **{{card}}** (vous pouvez en choisir une autre tant que tous n'ont pas choisi)",
    "give_line": f"Vous donnez{NBSP}: **{{card}}**",
    "aimed_at_you": f"⚠️ {{actor}} joue **{{card}}** contre vous{NBSP}: accepter, parer ou détourner{NBSP}?",
    "aimed_at_you_cat": (f"⚠️ {{actor}} joue **{{card}}** contre vos théories {{cat}}{NBSP}: accepter, "
                         f"parer ou détourner{NBSP}?"),
    "m_draw": "Piocher {n} cartes", "m_newhand": "Nouvelle main : tout défausser, piocher 5, ne rien jouer".replace(
        " :", NBSP + ":"),
    "m_expose": "Exposer {cat} ({n} → {m})", "m_end": "Finir mon tour",
    "m_brainstorm": f"Remue-méninges{NBSP}: piocher 3", "m_target": "{name} ({hand})",
    "m_target_cat": f"{{name}}{NBSP}: {{cat}} ({{n}})", "m_give": "Donner {card}",
    "m_action": "{card}", "m_full": "{card} → {name}", "m_full_cat": f"{{card}} → {{name}}{NBSP}: {{cat}}",
    "m_swap_full": "Échange avec {name}, donner {card}",
    "m_accept": "Accepter", "m_counter": "Parade ⚡ (l'annuler)", "m_deflect": "Détournement ⚡ → {name}",
    "m_take": "Prendre {card}", "m_discard": "Défausser {card}", "m_pass": "Passer {card}",
    "m_grab": "Prendre la théorie {cat} de {name}",
    "ev_event": f"📰 Tour de table {{round}}{NBSP}: {{first}} révèle **{{event}}** — {{desc}}.",
    "ev_reshuffle": "🔀 La défausse ({n} cartes) devient la nouvelle pioche.",
    "ev_draw": {"one": "{name} pioche {n} carte.", "other": "{name} pioche {n} cartes."},
    "ev_drew": f"🃏 Vous piochez{NBSP}: {{cards}}.",
    "ev_flock": f"🐑 {{name}} réunit le Berger et les 4 Moutons{NBSP}!",
    "ev_purged": "{name} défausse {card} au hasard.",
    "ev_spotlight": "🔦 {name} perd une théorie exposée {cat}.",
    "ev_exodus": "🔄 Chacun passe toute sa main à gauche.",
    "ev_got_hand": f"Votre main est maintenant{NBSP}: {{cards}}.",
    "ev_coverup": "🙈 Toutes les théories exposées {cat} sont défaussées.",
    "ev_reshuffled_hands": "🌀 Toutes les mains sont mélangées puis redistribuées.",
    "ev_turn": "▶️ Au tour de {name}.",
    "ev_empty_hand": "{name} n'a plus de carte et pioche 5 cartes au lieu de 2.",
    "ev_newhand": f"♻️ {{name}} défausse sa main ({{cards}}) et pioche 5 cartes{NBSP}: pas de jeu ce tour.",
    "ev_expose": "{name} expose une théorie {cat} ({count} en tout).",
    "ev_end": "{name} termine son tour.",
    "ev_action": "{name} joue {card}.", "ev_action_target": "{name} joue {card} contre {target}.",
    "ev_action_cat": "{name} joue {card} contre les théories {cat} de {target}.",
    "ev_counter": f"⚡ {{name}} pare {{card}}{NBSP}!",
    "ev_deflect": f"⚡ {{name}} détourne {{card}} vers {{target}}{NBSP}!",
    "ev_leak_look": "👀 {name} regarde la main de {target}.",
    "ev_saw_hand": f"Main de {{target}}{NBSP}: {{cards}}.",
    "ev_swapped": "🔁 {name} échange une carte avec {target}.",
    "ev_swap_got": "Vous recevez {card} de {other}.",
    "ev_stolen": "🫳 {name} vole une carte à {target}.",
    "ev_stolen_none": f"{{target}} n'a plus de carte{NBSP}: rien n'est volé.",
    "ev_took_card": "Vous prenez {card} à {other}.",
    "ev_lost_card": "{other} vous prend {card}.",
    "ev_debunked": "❌ {name} démonte une théorie {cat} de {target}.",
    "ev_recruited": "🧲 {name} recrute une théorie {cat} de {target}.",
    "ev_leak_take": "{name} prend une carte dans la main de {target}.",
    "ev_discard": "{name} défausse {card} (limite de main).",
    "ev_pass_chosen": "{name} a choisi une carte à passer.",
    "ev_pass_changed": "{name} a changé la carte à passer.",
    "ev_passed_to_you": "Vous recevez {card} de {other}.",
    "ev_passed_left": "Les cartes choisies passent à gauche.",
    "ev_passed_right": "Les cartes choisies passent à droite.",
    "ev_grabbed": "🐕 {name} prend une théorie {cat} de {target}.",
    "ev_round_end": "Fin du tour de table {round}.",
    "ev_game_end_flock": "🏆 {names} gagne la partie (Berger et 4 Moutons).",
    "ev_game_end_theories": f"🏆 Fin de partie{NBSP}: {{names}} gagne grâce à ses théories.",
    "ev_game_end_events_out": f"🏆 Plus d'événement{NBSP}: {{names}} remporte le départage (Moutons {{sheep}}).",
    "rules": (
        "**Petits Complots entre Amis** — 3 à 5 joueurs.\n"
        f"**Victoire**{NBSP}: à la fin d'un tour de table, avoir **7 / 6 / 5** théories exposées d'une même "
        "catégorie (à 3 / 4 / 5 joueurs)"
        f"{NBSP}; ou réunir **le Berger et les 4 Moutons** en main à tout moment (victoire immédiate). "
        f"Égalité, ou pioche Événement épuisée{NBSP}: le plus de Moutons en main, puis le plus de théories "
        "exposées, sinon ex æquo.\n"
        f"**Cartes**{NBSP}: 70 théories (7 catégories × 10{NBSP}: 🐉 créatures, 🌿 environnement, 🏺 mythes, "
        "📜 histoire, 🚀 espace, 💻 technologie, 🏛️ politique) et 30 Actions en une pioche"
        f"{NBSP}; 5 cartes chacun. 26 Événements standards + 0/2/4 chaotiques (option `chaos`{NBSP}: calm, "
        "balanced, chaotic).\n"
        f"**Tour de table**{NBSP}: le premier joueur révèle un Événement (il prime sur les règles), puis "
        "chacun joue à son tour dans le sens horaire ; le rôle de premier joueur passe ensuite à gauche.\n"
        f"**Tour**{NBSP}: piochez 2 (5 si votre main est vide), jouez jusqu'à 2 cartes (exposer des "
        "théories, jouer des Actions), finissez ; gardez 10 cartes au plus. Au début, vous pouvez plutôt "
        "défausser toute votre main et piocher 5 : le tour s'arrête là. Une pioche vide est refaite avec "
        "la défausse.\n"
        f"**Cartes conçues pour cette table** (les vrais textes ne sont pas publics){NBSP}: Berger ×1, "
        f"Moutons ×4 (injouables){NBSP}; Vol ×4{NBSP}: une carte au hasard d'une main{NBSP}; Échange ×3"
        f"{NBSP}: donner une carte, en prendre une au hasard{NBSP}; Démenti ×4{NBSP}: défausser une théorie "
        f"exposée{NBSP}; Recrutement ×2{NBSP}: prendre une théorie exposée{NBSP}; Fuite ×2{NBSP}: regarder "
        f"une main, y prendre une carte{NBSP}; Remue-méninges ×3{NBSP}: piocher 3{NBSP}; Parade ⚡ ×4"
        f"{NBSP}: annuler une Action qui vous vise{NBSP}; Détournement ⚡ ×3{NBSP}: l'envoyer à un autre "
        "joueur. La cible d'une Action choisit toujours accepter / Parade / Détournement ; les cartes "
        "éclair ne comptent pas dans les 2.\n"
        f"Événements (conçus){NBSP}: Aubaine ×3 chacun pioche 1{NBSP}; Répression ×3 1 carte par tour"
        f"{NBSP}; Frénésie ×3 3 cartes par tour{NBSP}; Panne générale ×3 pas d'Action{NBSP}; Censure ×2 "
        f"pas de théorie{NBSP}; Rumeur ×2 / Murmure ×2 chacun passe une carte à gauche / à droite "
        f"(en secret, modifiable tant que tous n'ont pas choisi){NBSP}; "
        f"Purge ×2 chacun défausse une carte au hasard{NBSP}; Projecteurs ×3 le meneur défausse une "
        f"théorie{NBSP}; Illumination ×3 piocher 3. Chaotiques 🔴{NBSP}: Exode (mains passées à gauche), "
        "Étouffement (une catégorie défaussée), Grand brassage (mains redistribuées), Outsider (le joueur "
        "qui a le moins de théories en prend une)."
    ),
}
FR["rules"] = FR["rules"].replace(" ; ", f"{NBSP}; ").replace(" : ", f"{NBSP}: ")

TEXTS = Texts({"en": EN, "fr": FR})


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def card_infos() -> list:
    """One entry per card design (theory categories, Actions, Events) for ``Game.cards``, from the texts above;
    the copies are the data's counts."""
    from engine import CardInfo

    from .data import ACTIONS, CATEGORIES, CHAOTIC, EVENTS, LIGHTNING, THEORIES_PER_CATEGORY, UNPLAYABLE

    def info(key, text_key, kind, copies):
        short = TEXTS.each("d_theory_short") if kind == "theory" else {}
        texts = {lg: _cap(text) + "." for lg, text in TEXTS.each(text_key).items()}
        return CardInfo(key=key, names=TEXTS.each(key), texts=texts, short=short, kind=TEXTS.each("kind_" + kind),
                        copies=copies)

    return [*(info(c, "d_theory", "theory", THEORIES_PER_CATEGORY) for c in CATEGORIES),
            *(info(a, "d_" + a, "flock" if a in UNPLAYABLE else "lightning" if a in LIGHTNING else "action", copies)
              for a, copies in ACTIONS.items()),
            *(info(e, "e_" + e, "event", copies) for e, copies in EVENTS.items()),
            *(info(e, "e_" + e, "chaotic", copies) for e, copies in CHAOTIC.items())]


def seat_names(lang: str, names: list[str], seats: list[int]) -> str:
    """The names of ``seats``, joined with "and" ("et")."""
    return TEXTS.t(lang, "and").join(names[s] for s in seats)
