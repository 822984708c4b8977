"""Pandemic texts, English and French (our own wording)."""

from engine.text import Texts

CITY_FR = {
    "San Francisco": "San Francisco", "Chicago": "Chicago", "Montreal": "Montréal", "New York": "New York",
    "Washington": "Washington", "Atlanta": "Atlanta", "London": "Londres", "Madrid": "Madrid",
    "Paris": "Paris", "Essen": "Essen", "Milan": "Milan", "St. Petersburg": "Saint-Pétersbourg",
    "Los Angeles": "Los Angeles", "Mexico City": "Mexico", "Miami": "Miami", "Bogotá": "Bogota",
    "Lima": "Lima", "Santiago": "Santiago", "Buenos Aires": "Buenos Aires", "São Paulo": "São Paulo",
    "Lagos": "Lagos", "Kinshasa": "Kinshasa", "Khartoum": "Khartoum", "Johannesburg": "Johannesburg",
    "Algiers": "Alger", "Cairo": "Le Caire", "Istanbul": "Istanbul", "Moscow": "Moscou",
    "Baghdad": "Bagdad", "Riyadh": "Riyad", "Tehran": "Téhéran", "Karachi": "Karachi", "Delhi": "Delhi",
    "Mumbai": "Bombay", "Chennai": "Chennai", "Kolkata": "Calcutta",
    "Beijing": "Pékin", "Seoul": "Séoul", "Tokyo": "Tokyo", "Shanghai": "Shanghai", "Osaka": "Osaka",
    "Taipei": "Taipei", "Hong Kong": "Hong Kong", "Bangkok": "Bangkok", "Manila": "Manille",
    "Ho Chi Minh City": "Hô Chi Minh-Ville", "Jakarta": "Jakarta", "Sydney": "Sydney",
}

_EN: dict[str, str | dict[str, str]] = {
    # colours, roles, events
    "blue": "Blue", "yellow": "Yellow", "black": "Black", "red": "Red",
    "researcher": "Researcher", "operations": "Operations Expert", "medic": "Medic",
    "planner": "Contingency Planner", "dispatcher": "Dispatcher", "scientist": "Scientist",
    "quarantine": "Quarantine Specialist",
    "airlift": "Airlift", "forecast": "Forecast", "grant": "Government Grant", "quiet": "One Quiet Night",
    "resilient": "Resilient Population", "epidemic": "Epidemic",
    "none": "not cured", "cured": "cured", "eradicated": "eradicated",
    # board
    "turn": "**{name}**'s turn ({role}) · {phase}",
    "ph_actions": {"one": "{n} action left", "other": "{n} actions left"}, "ph_draw": "draw 2 player cards",
    "ph_epidemic": "epidemic: intensify (only Resilient Population may be played now)",
    "ph_epidemic_next": "second epidemic to resolve (events may be played first)",
    "ph_infect": "infect cities",
    "ph_infect_left": {"one": "infect cities: {n} card left", "other": "infect cities: {n} cards left"},
    "status": "☣️ Outbreaks {o}/8 · 🦠 Infection rate {r} · 🃏 Player deck {p} · Infection deck {i}",
    "epidemics": "Epidemics drawn {d}/{e} ({diff})",
    "img_header": "Outbreaks {o}/8 · Infection rate {r}",
    "introductory": "introductory", "standard": "standard", "heroic": "heroic",
    "cures_line": "Cures: {cures}", "supply_line": "Cubes left: {supply}",
    "stations_line": "🏥 Stations: {cities}",
    "pawns_title": "**Players** (open hands)",
    "pawn_line": "{name} — {role} in **{city}**: {hand}",
    "stored": "stored event: {card}",
    "infected_title": "**Infected cities**", "no_cubes": "no cubes on the board",
    "idiscard_line": "Infection discard ({n}): {cities}",
    "pdiscard_line": {"one": "Player discard: {n} card; events there: {events}",
                      "other": "Player discard: {n} cards; events there: {events}"},
    "quiet_on": "🌙 One Quiet Night: the next infection step is skipped.",
    "known_top": "🔝 On top of the infection deck (any order): {cities}",
    "known_more": {"one": "{cities} (then {n} more known card)", "other": "{cities} (then {n} more known cards)"},
    "pending": "⏳ Waiting for {name}: {what}",
    "waiting_limit": "✋ {name} holds more than 7 cards and must discard or play an event.",
    "events_open": "Event holders may play now: {names}",
    "won": "🏆 **Victory!** All four cures were discovered.",
    "lost": "💀 **Defeat**: {reason}",
    "reason_outbreaks": "8 outbreaks — worldwide panic.",
    "reason_cubes": "a disease ran out of cubes.",
    "reason_player_cards": "the player deck ran out — time is up.",
    "empty": "—",
    # private
    "you_are": "You are the **{role}** in **{city}**.",
    "your_hand": "Your hand ({n}/7): {hand}",
    "forecast_private": "🔮 Forecast — top of the infection deck (draw order so far: {order}); cards left: {cards}",
    # pending descriptions
    "pd_dispatch": "moving {pawn}'s pawn", "pd_opsfly": "choosing a destination", "pd_airlift": "Airlift",
    "pd_airlift_to": "Airlift destination", "pd_grant": "Government Grant", "pd_grant_remove": "which station moves",
    "pd_resilient": "Resilient Population", "pd_forecast": "Forecast", "pd_cure": "choosing cards for the cure",
    # moves
    "m_drive": "🚗 Drive/Ferry", "m_direct": "✈️ Direct flight", "m_charter": "🛩️ Charter flight",
    "m_shuttle": "🔁 Shuttle flight", "m_join": "🧭 Move to a pawn", "m_dispatch": "🧭 Move another pawn",
    "m_opsfly": "🛠️ Station flight (any card)", "m_build": "🏥 Build a station",
    "m_build_move": "moving the one in {city}", "m_treat": "💊 Treat", "m_share": "🤝 Share knowledge",
    "m_give": "Give {card} to {name}", "m_take": "Take {card} from {name}", "m_cure": "🧪 Discover a cure",
    "m_plan": "📦 Store an event", "m_end": "⏭️ End actions", "m_draw": "🃏 Draw 2 player cards",
    "m_intensify": "🔀 Intensify (epidemic)", "m_infect": "🦠 Flip infection card {k} of {n}",
    "m_epidemic": "⚠️ Resolve the second epidemic",
    "m_quiet_skip": "🌙 End turn (quiet night)", "m_event": "⚡ Play an event",
    "m_discard": "🗑️ Discard (hand limit)", "m_pawn": "{name}'s pawn", "m_remove_station": "Move the station of",
    "m_resilient": "Remove from the game", "m_next": "Next card #{k}", "m_keep": "Keep out of the cure",
    "m_discard_card": "discarding {card}", "m_to": "→ {city}", "m_with": "{label} ({pawn})",
    # events
    "ev_move": "{name} moves {pawn} from {frm} to {to} ({how}).",
    "ev_move_self": "{name} moves from {frm} to {to} ({how}).",
    "how_drive": "drive/ferry", "how_direct": "direct flight", "how_charter": "charter flight",
    "how_shuttle": "shuttle flight", "how_opsfly": "station flight", "how_join": "to a pawn",
    "how_airlift": "airlift",
    "ev_ops_card": "{name} discards {card} for the station flight.",
    "ev_build": "🏥 {name} builds a research station in {city}.",
    "ev_build_moved": "🏥 {name} moves the research station of {removed} to {city}.",
    "ev_treat": {"one": "💊 {name} removes {n} {color} cube in {city}.",
                 "other": "💊 {name} removes {n} {color} cubes in {city}."},
    "ev_medic": {"one": "⚕️ The Medic clears {n} {color} cube in {city}.",
                 "other": "⚕️ The Medic clears {n} {color} cubes in {city}."},
    "ev_share": "🤝 {giver} gives {card} to {receiver}.",
    "ev_cure": "🧪 {name} discovers the cure for the {color} disease!",
    "ev_eradicated": "🌟 The {color} disease is eradicated!",
    "ev_plan": "📦 {name} stores {card} on the Contingency Planner card.",
    "ev_event": "⚡ {name} plays {card}.",
    "ev_forecast_done": "🔮 {name} rearranged the top of the infection deck.",
    "ev_forecast_cards": "🔮 Top infection cards (top first): {cards}",
    "ev_forecast_order": "🔮 New order (top first): {cards}",
    "ev_resilient": "🛡️ {city} is removed from the infection discard for the rest of the game.",
    "ev_discard": "🗑️ {name} discards {card}.",
    "ev_end_actions": "{name} ends the action phase.",
    "ev_draw": "🃏 {name} draws {cards}.",
    "ev_epidemic": "⚠️ **Epidemic** in {city}! Infection rate is now {rate}.",
    "ev_intensify": {"one": "🔀 Intensify: {n} infection card shuffled back on top.",
                     "other": "🔀 Intensify: {n} infection cards shuffled back on top."},
    "ev_infect": "🦠 Infection: {city}.",
    "ev_cubes": {"one": "+{n} {color} cube in {city}.", "other": "+{n} {color} cubes in {city}."},
    "ev_prevented": "🛡️ Cubes prevented in {city}.",
    "ev_outbreak": "💥 **Outbreak** in {city} ({color})! Outbreaks: {outbreaks}/8.",
    "ev_no_cubes": "No {color} cubes left!",
    "ev_deck_empty": "The player deck cannot supply 2 cards.",
    "ev_quiet_night": "🌙 One Quiet Night: no infection this turn.",
    "ev_turn": "➡️ {name}'s turn.",
    "ev_win": "🏆 Victory: every disease is cured!",
    "ev_loss": "💀 Defeat: {reason}",
    "rules": (
        "**Pandemic** — cooperative, 2 to 4 players. Everyone wins by discovering the 4 cures, or everyone "
        "loses: at the 8th outbreak, when a disease needs cubes that are not left (24 per colour), or when "
        "the player deck cannot supply 2 cards. Hands are open.\n"
        "**Turn**: up to 4 actions, then draw 2 player cards, then infect as many cities as the infection "
        "rate (2,2,2,3,3,4,4).\n"
        "**Actions**: 🚗 drive/ferry along a link · ✈️ direct flight (discard the destination's card) · "
        "🛩️ charter flight (discard your city's card, go anywhere) · 🔁 shuttle between stations · "
        "🏥 build a station (discard your city's card; with 6 built, move one) · 💊 treat (1 cube, all if "
        "cured) · 🤝 share knowledge (give or take the card of the city you both stand in) · 🧪 discover "
        "a cure at a station with 5 cards of one colour.\n"
        "**Epidemic**: the rate goes up, the bottom infection card gets 3 cubes, then the infection "
        "discard is shuffled back on top. **Outbreak**: a 4th cube of a colour spreads one cube to each "
        "linked city (chains, each city once). A cured disease with no cubes left is eradicated.\n"
        "**Roles**: Researcher (give any City card; others may take any from her) · Operations Expert "
        "(station without a card; once a turn fly from a station anywhere discarding any City card) · "
        "Medic (treat removes all cubes; cured cubes vanish where he is) · Contingency Planner (action: "
        "store an event from the discard, removed once played) · Dispatcher (move others' pawns, or any "
        "pawn to another pawn) · Scientist (4 cards cure) · Quarantine Specialist (no cubes in her city "
        "and linked cities).\n"
        "**Events** (no action, any time but not while a card is being resolved): Airlift, Forecast "
        "(reorder the top 6 infection cards), Government Grant (free station), One Quiet Night (skip the "
        "next infection), Resilient Population (remove an infection discard).\n"
        "**Hand limit 7** at all times: discard or play an event at once.\n"
        "On Discord the turn is paced by buttons: Draw; Intensify after each epidemic (before it only "
        "Resilient Population may be played); Resolve the second epidemic when two were drawn together "
        "(events may be played in between); and one Infect press per infection card, flipped one at a "
        "time. Event holders get their buttons at each of these pauses."
    ),
}

_FR: dict[str, str | dict[str, str]] = {
    "blue": "Bleue", "yellow": "Jaune", "black": "Noire", "red": "Rouge",
    "researcher": "Chercheuse", "operations": "Expert aux opérations", "medic": "Médecin",
    "planner": "Planificateur d'urgence", "dispatcher": "Répartiteur", "scientist": "Scientifique",
    "quarantine": "Spécialiste en quarantaine",
    "airlift": "Pont aérien", "forecast": "Prévision", "grant": "Subvention publique",
    "quiet": "Une nuit tranquille", "resilient": "Population résiliente", "epidemic": "Épidémie",
    "none": "non guérie", "cured": "guérie", "eradicated": "éradiquée",
    "turn": "Tour de **{name}** ({role}) · {phase}",
    "ph_actions": {"one": "{n} action restante", "other": "{n} actions restantes"},
    "ph_draw": "piocher 2 cartes Joueur",
    "ph_epidemic": "épidémie : intensification (seule Population résiliente peut être jouée)",
    "ph_epidemic_next": "seconde épidémie à résoudre (des évènements peuvent être joués avant)",
    "ph_infect": "propagation",
    "ph_infect_left": {"one": "propagation : encore {n} carte", "other": "propagation : encore {n} cartes"},
    "status": "☣️ Éclosions {o}/8 · 🦠 Vitesse de propagation {r} · 🃏 Paquet Joueur {p} · Paquet Propagation {i}",
    "epidemics": "Épidémies piochées {d}/{e} ({diff})",
    "img_header": "Éclosions {o}/8 · Vitesse de propagation {r}",
    "introductory": "initiation", "standard": "normal", "heroic": "héroïque",
    "cures_line": "Remèdes : {cures}", "supply_line": "Cubes restants : {supply}",
    "stations_line": "🏥 Stations : {cities}",
    "pawns_title": "**Joueurs** (mains ouvertes)",
    "pawn_line": "{name} — {role} à **{city}** : {hand}",
    "stored": "évènement entreposé : {card}",
    "infected_title": "**Villes infectées**", "no_cubes": "aucun cube sur le plateau",
    "idiscard_line": "Défausse Propagation ({n}) : {cities}",
    "pdiscard_line": {"one": "Défausse Joueur : {n} carte ; évènements : {events}",
                      "other": "Défausse Joueur : {n} cartes ; évènements : {events}"},
    "quiet_on": "🌙 Une nuit tranquille : la prochaine propagation est annulée.",
    "known_top": "🔝 Sur le paquet Propagation (dans un ordre inconnu) : {cities}",
    "known_more": {"one": "{cities} (puis {n} autre carte connue)",
                   "other": "{cities} (puis {n} autres cartes connues)"},
    "pending": "⏳ En attente de {name} : {what}",
    "waiting_limit": "✋ {name} a plus de 7 cartes et doit défausser ou jouer un évènement.",
    "events_open": "Évènements jouables maintenant par : {names}",
    "won": "🏆 **Victoire !** Les quatre remèdes sont découverts.",
    "lost": "💀 **Défaite** : {reason}",
    "reason_outbreaks": "8 éclosions — panique mondiale.",
    "reason_cubes": "une maladie n'a plus de cubes.",
    "reason_player_cards": "le paquet Joueur est épuisé — le temps est écoulé.",
    "empty": "—",
    "you_are": "Vous êtes **{role}** à **{city}**.",
    "your_hand": "Votre main ({n}/7) : {hand}",
    "forecast_private": "🔮 Prévision — ordre choisi (du dessus) : {order} ; cartes restantes : {cards}",
    "pd_dispatch": "déplace le pion de {pawn}", "pd_opsfly": "choix de la destination", "pd_airlift": "Pont aérien",
    "pd_airlift_to": "destination du pont aérien", "pd_grant": "Subvention publique",
    "pd_grant_remove": "quelle station déplacer", "pd_resilient": "Population résiliente",
    "pd_forecast": "Prévision", "pd_cure": "choix des cartes du remède",
    "m_drive": "🚗 Voiture/Transbordeur", "m_direct": "✈️ Vol direct", "m_charter": "🛩️ Vol charter",
    "m_shuttle": "🔁 Navette", "m_join": "🧭 Rejoindre un pion", "m_dispatch": "🧭 Déplacer un autre pion",
    "m_opsfly": "🛠️ Vol depuis une station (toute carte)", "m_build": "🏥 Construire une station",
    "m_build_move": "en déplaçant celle de {city}", "m_treat": "💊 Traiter", "m_share": "🤝 Partager",
    "m_give": "Donner {card} à {name}", "m_take": "Prendre {card} à {name}", "m_cure": "🧪 Découvrir un remède",
    "m_plan": "📦 Entreposer un évènement", "m_end": "⏭️ Finir les actions", "m_draw": "🃏 Piocher 2 cartes Joueur",
    "m_intensify": "🔀 Intensifier (épidémie)", "m_infect": "🦠 Retourner la carte Propagation {k} sur {n}",
    "m_epidemic": "⚠️ Résoudre la seconde épidémie",
    "m_quiet_skip": "🌙 Finir le tour (nuit tranquille)", "m_event": "⚡ Jouer un évènement",
    "m_discard": "🗑️ Défausser (limite de main)", "m_pawn": "Pion de {name}",
    "m_remove_station": "Déplacer la station de",
    "m_resilient": "Retirer du jeu", "m_next": "Carte suivante n°{k}", "m_keep": "Garder hors du remède",
    "m_discard_card": "en défaussant {card}", "m_to": "→ {city}", "m_with": "{label} ({pawn})",
    "ev_move": "{name} déplace {pawn} de {frm} à {to} ({how}).",
    "ev_move_self": "{name} va de {frm} à {to} ({how}).",
    "how_drive": "voiture/transbordeur", "how_direct": "vol direct", "how_charter": "vol charter",
    "how_shuttle": "navette", "how_opsfly": "vol depuis une station", "how_join": "vers un pion",
    "how_airlift": "pont aérien",
    "ev_ops_card": "{name} défausse {card} pour le vol depuis la station.",
    "ev_build": "🏥 {name} construit une station de recherche à {city}.",
    "ev_build_moved": "🏥 {name} déplace la station de recherche de {removed} à {city}.",
    "ev_treat": {"one": "💊 {name} retire {n} cube {color} à {city}.",
                 "other": "💊 {name} retire {n} cubes {color} à {city}."},
    "ev_medic": {"one": "⚕️ Le Médecin retire {n} cube {color} à {city}.",
                 "other": "⚕️ Le Médecin retire {n} cubes {color} à {city}."},
    "ev_share": "🤝 {giver} donne {card} à {receiver}.",
    "ev_cure": "🧪 {name} découvre le remède de la maladie {color} !",
    "ev_eradicated": "🌟 La maladie {color} est éradiquée !",
    "ev_plan": "📦 {name} entrepose {card} sur la carte du Planificateur d'urgence.",
    "ev_event": "⚡ {name} joue {card}.",
    "ev_forecast_done": "🔮 {name} a réordonné le dessus du paquet Propagation.",
    "ev_forecast_cards": "🔮 Cartes du dessus (la première en haut) : {cards}",
    "ev_forecast_order": "🔮 Nouvel ordre (la première en haut) : {cards}",
    "ev_resilient": "🛡️ {city} est retirée de la défausse Propagation pour le reste de la partie.",
    "ev_discard": "🗑️ {name} défausse {card}.",
    "ev_end_actions": "{name} termine ses actions.",
    "ev_draw": "🃏 {name} pioche {cards}.",
    "ev_epidemic": "⚠️ **Épidémie** à {city} ! Vitesse de propagation : {rate}.",
    "ev_intensify": {"one": "🔀 Intensification : {n} carte Propagation remise sur le dessus.",
                     "other": "🔀 Intensification : {n} cartes Propagation remises sur le dessus."},
    "ev_infect": "🦠 Propagation : {city}.",
    "ev_cubes": {"one": "+{n} cube {color} à {city}.", "other": "+{n} cubes {color} à {city}."},
    "ev_prevented": "🛡️ Cubes empêchés à {city}.",
    "ev_outbreak": "💥 **Éclosion** à {city} ({color}) ! Éclosions : {outbreaks}/8.",
    "ev_no_cubes": "Plus de cubes {color} !",
    "ev_deck_empty": "Le paquet Joueur ne contient plus 2 cartes.",
    "ev_quiet_night": "🌙 Une nuit tranquille : pas de propagation ce tour-ci.",
    "ev_turn": "➡️ Au tour de {name}.",
    "ev_win": "🏆 Victoire : toutes les maladies sont guéries !",
    "ev_loss": "💀 Défaite : {reason}",
    "rules": (
        "**Pandémie** — coopératif, 2 à 4 joueurs. Tout le monde gagne en découvrant les 4 remèdes, ou "
        "tout le monde perd : à la 8e éclosion, quand une maladie manque de cubes (24 par couleur), ou "
        "quand le paquet Joueur ne peut plus fournir 2 cartes. Les mains sont ouvertes.\n"
        "**Tour** : jusqu'à 4 actions, puis piocher 2 cartes Joueur, puis infecter autant de villes que la "
        "vitesse de propagation (2,2,2,3,3,4,4).\n"
        "**Actions** : 🚗 voiture/transbordeur le long d'une liaison · ✈️ vol direct (défaussez la carte de "
        "la destination) · 🛩️ vol charter (défaussez la carte de votre ville, allez n'importe où) · "
        "🔁 navette entre stations · 🏥 construire une station (carte de votre ville ; si les 6 sont "
        "construites, déplacez-en une) · 💊 traiter (1 cube, tous si guérie) · 🤝 partager (donner ou "
        "prendre la carte de la ville où vous êtes tous deux) · 🧪 découvrir un remède dans une station "
        "avec 5 cartes d'une couleur.\n"
        "**Épidémie** : la vitesse augmente, la carte du dessous reçoit 3 cubes, puis la défausse "
        "Propagation est mélangée et remise sur le dessus. **Éclosion** : un 4e cube d'une couleur en "
        "place un dans chaque ville reliée (en chaîne, chaque ville une fois). Une maladie guérie sans "
        "cube est éradiquée.\n"
        "**Rôles** : Chercheuse (donne toute carte Ville ; on peut tout lui prendre) · Expert aux opérations "
        "(station sans carte ; une fois par tour, vol d'une station vers toute ville en défaussant une "
        "carte Ville) · Médecin (traiter retire tout ; cubes guéris retirés où il est) · Planificateur "
        "d'urgence (action : entreposer un évènement de la défausse, retiré une fois joué) · Répartiteur "
        "(déplace les autres pions, ou un pion vers un autre pion) · Scientifique (remède avec 4 cartes) · "
        "Spécialiste en quarantaine (pas de cube dans sa ville et les villes reliées).\n"
        "**Évènements** (sans action, à tout moment sauf pendant la résolution d'une carte) : Pont aérien, "
        "Prévision (réordonner les 6 cartes du dessus), Subvention publique (station gratuite), Une nuit "
        "tranquille (pas de propagation), Population résiliente (retirer une carte de la défausse).\n"
        "**Limite de 7 cartes** en tout temps : défaussez ou jouez un évènement aussitôt.\n"
        "Sur Discord, le tour avance par boutons : Piocher ; Intensifier après chaque épidémie (avant, "
        "seule Population résiliente peut être jouée) ; Résoudre la seconde épidémie quand deux sont "
        "piochées ensemble (des évènements peuvent être joués entre les deux) ; une Propagation par carte, "
        "retournées une à une. Les détenteurs d'évènements ont leurs boutons à chacune de ces pauses."
    ),
}

TEXTS = Texts({"en": _EN, "fr": _FR})


def city_name(lang: str, city: str) -> str:
    return CITY_FR.get(city, city) if lang == "fr" else city
