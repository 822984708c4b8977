# ruff: noqa: E501  (the rules summaries are long markdown lines)
"""Colt Express texts, English and French (our own wording)."""

from engine.text import Texts

from .views import SeatView

RULES_EN = """**Colt Express** — 2 to 6 bandits rob a train over 5 rounds; the richest wins.
**Train**: the locomotive (strongbox $1000 + Marshal) and one car per player, each with its loot (purses $250–500, face down; jewels $500). Each bandit starts with a $250 purse, inside one of the last two cars.
**Round**: draw 6 cards (Doc 7). *Schemin'*: for each turn of the round card, in order from the first player, play one action card on the common pile or draw 3 cards. Turn kinds: ▫ normal (face up), ▪ tunnel (face down, only you see yours), ⏩ speed-up (two actions in a row), ↩ switching track (reverse order, first player still first). *Stealin'*: the pile is resolved from the first card; each action is mandatory when possible, its owner makes the choices it asks.
**Actions**: Move (1 car inside, 1–3 on the roofs) · Floor change · Marshal (moves 1 car; bandits inside his car take a neutral bullet and flee to the roof — also anyone who enters his car) · Fire (inside: a bandit inside an adjacent car; roof: the nearest bandits on the roofs in each direction; never your own space; he gets your bullet card) · Rob (one loot of your space and level) · Punch (a bandit of your space drops a loot of your choice and is moved 1 car).
**Bandits**: Ghost may play his first card of a round face down · Belle can't be shot or punched if another target exists · Cheyenne keeps the purse her punch knocks off · Tuco shoots through the roof too · Django's shot pushes the target 1 car away · Doc draws 7.
**Round ends**: Angry Marshal (shoots his roof, steps toward the caboose) · Take it all! (2nd strongbox in the Marshal's car) · Swivel arm (roofs → caboose roof) · Braking (roofs 1 car forward) · Passengers' rebellion (a bullet to everyone inside) · stations: Pickpocketing (alone in your space: take a purse there) · Marshal's revenge (his roof loses its cheapest purse) · Hostage conductor (+$250 in/on the locomotive).
**End**: loot counted; Gunslinger +$1000 to the most bullets fired; tie → fewest bullets received.
**Experts** (option): a discard pile; bullets you draw are discarded for you; after Schemin' discard any cards (in secret; you may take cards back or change until everyone is done); played cards go to the discard, bullets received on top of your deck; keep your hand and refill.
**2 players** (option *teams*, on by default): each runs two bandits (Tuco & Cheyenne vs Doc & Django), 4 cars, one 11-card deck (no duplicates, one Marshal), Experts rules, no Gunslinger; a partner is hit only if he is the sole target.
Option *characters*: random (default) or chosen in turn. Our choices: Rob/Punch pick a kind and the purse is random (face down); single-outcome actions resolve by themselves; Pickpocketing is automatic; Doc's team draws 7."""

RULES_FR = """**Colt Express** — 2 à 6 bandits attaquent un train en 5 manches ; le plus riche gagne.
**Train** : la locomotive (cagnotte 1000 $ + Marshal) et un wagon par joueur, chacun avec son butin (bourses 250–500 $, face cachée ; bijoux 500 $). Chaque bandit commence avec une bourse de 250 $, dans l'un des deux derniers wagons.
**Manche** : piochez 6 cartes (Doc 7). *Plan* : pour chaque tour de la carte manche, dans l'ordre depuis le premier joueur, jouez une carte action sur la pile commune ou piochez 3 cartes. Tours : ▫ normal (face visible), ▪ tunnel (face cachée, vous seul voyez la vôtre), ⏩ accélération (deux actions de suite), ↩ aiguillage (sens inverse, le premier joueur reste premier). *Action* : la pile est résolue depuis la première carte ; chaque action est obligatoire si possible, son propriétaire fait les choix demandés.
**Actions** : Déplacement (1 wagon dedans, 1 à 3 sur les toits) · Changement d'étage · Marshal (avance ou recule d'un wagon ; les bandits dans son wagon prennent une balle neutre et fuient sur le toit — de même pour qui y entre) · Tir (dedans : un bandit dans un wagon adjacent ; toit : les plus proches sur les toits dans chaque sens ; jamais sur votre case ; il reçoit votre balle) · Braquage (un butin de votre case et de votre étage) · Coup de poing (un bandit de votre case lâche un butin de votre choix et est déplacé d'un wagon).
**Bandits** : Ghost peut jouer sa première carte de la manche face cachée · Belle ne peut être visée si une autre cible existe · Cheyenne garde la bourse qu'elle fait tomber · Tuco tire aussi à travers le toit · le tir de Django repousse la cible d'un wagon · Doc pioche 7.
**Fins de manche** : Marshal en colère (tire sur son toit, recule vers la queue) · Prenez tout ! (2e cagnotte dans le wagon du Marshal) · Potence tournante (toits → toit de queue) · Freinage (toits : 1 wagon vers l'avant) · Rébellion (une balle à chaque bandit à l'intérieur) · gares : Vol à la tire (seul sur sa case : prend une bourse) · Vengeance du Marshal (son toit perd sa bourse la moins chère) · Prise d'otage (+250 $ dans ou sur la locomotive).
**Fin** : on compte le butin ; As de la gâchette +1000 $ à qui a tiré le plus ; égalité → le moins de balles reçues.
**Experts** (option) : une défausse ; les balles piochées sont défaussées pour vous ; après le Plan, défaussez ce que vous voulez (en secret ; modifiable tant que tous n'ont pas fini) ; cartes jouées en défausse, balles reçues sur votre pioche ; gardez votre main et complétez-la.
**2 joueurs** (option *teams*, active par défaut) : deux bandits chacun (Tuco & Cheyenne contre Doc & Django), 4 wagons, une pioche de 11 cartes (sans doublons, un seul Marshal), règles Experts, pas d'As de la gâchette ; le partenaire n'est touché que s'il est la seule cible.
Option *characters* : au hasard (défaut) ou choisis à tour de rôle. Nos choix : Braquage/Coup de poing choisissent un type et la bourse est tirée au hasard (face cachée) ; une action à issue unique se joue seule ; Vol à la tire est automatique ; l'équipe de Doc pioche 7."""

TEXTS = Texts({
    "en": {
        "rules": RULES_EN,
        "ghost": "Ghost", "belle": "Belle", "cheyenne": "Cheyenne", "tuco": "Tuco", "django": "Django",
        "doc": "Doc", "unknown": "?",
        "phase_pick": "Choosing bandits: {name} picks", "label_pick": "Play {char}",
        "ev_picked": "{name} will play {char}.",
        "move": "Move", "floor": "Floor change", "fire": "Fire", "rob": "Rob", "punch": "Punch",
        "marshal": "Marshal", "bullet": "Bullet", "neutral": "Neutral bullet",
        "loco": "Locomotive", "baggage": "Baggage car", "second": "Second class", "first": "First class",
        "dining": "Dining car", "mail": "Mail car", "saloon": "Private saloon",
        "purse": "purse", "jewel": "jewel", "box": "strongbox", "none": "nothing",
        "angry_marshal": "Angry Marshal", "take_it_all": "Take it all!", "tunnel": "Through the tunnel",
        "swivel_arm": "Swivel arm", "bridge": "Full steam (bridge)", "braking": "Braking",
        "rebellion": "Passengers' rebellion", "revenge": "Station: Marshal's revenge",
        "pickpocket": "Station: Pickpocketing", "hostage": "Station: Hostage conductor",
        "turn_N": "▫", "turn_T": "▪", "turn_S": "⏩", "turn_R": "↩",
        "legend": "Legend: ▫ normal · ▪ tunnel (face down) · ⏩ speed-up · ↩ reverse · 🔺 roof · 🔻 inside · "
                  "⭐ Marshal · 👛 purse · 💎 jewel · 💼 strongbox · 🔫 bullets left · 🩸 bullets received. "
                  "Picture: turn boxes white = normal, black = tunnel, 2 = speed-up, R = reverse; $ purse, ◆ jewel, "
                  "■ strongbox, M Marshal, number under a bandit = seat",
        "round_line": "**Round {round}/{rounds}** — {card} · turns {turns}",
        "phase_plan": "Schemin': {name} to play (turn {turn})",
        "phase_discard": "Experts: players choose cards to discard (done: {done})",
        "phase_steal": "Stealin': {name} resolves {card}",
        "phase_over": "Game over",
        "first_player": "First player: {name}",
        "pile": "Pile ({n}): {cards}", "pile_empty": "Pile: empty", "face_down": "🂠",
        "car_line": "{car}: {inside} | {roof}",
        "inside": "🔻", "roof": "🔺",
        "bandit_line": "{who} — {loot} · 🔫{bullets} · 🩸{hits}",
        "cash": " · +${cash}",
        "neutral_left": "Neutral bullets left: {n}",
        "box_waiting": "Second strongbox: waiting for “Take it all!”",
        "cards_line": "Cards — {who}: hand {hand}, deck {deck}",
        "cards_line_x": "Cards — {who}: hand {hand}, deck {deck}, discard {discard}",
        "final_line": "{who}: ${score}",
        "gunslinger": "Gunslinger: {who}",
        "your_hand": "Your hand", "your_loot": "Your loot", "your_pending": "To discard",
        "your_down": "Your face-down cards in the pile (in order)", "empty": "—",
        "you_are": "You play {who}.",
        "label_play": "Play {card}", "label_play_down": "Play {card} face down (Ghost)",
        "label_draw": "Draw 3 cards", "label_pass": "Pass (nothing to play or draw)",
        "label_discard": "Discard {card}", "label_keep": "Done discarding",
        "label_takeback": "Take back {card} (keep it)",
        "discard_done_you": "You are done discarding; until everyone is, you may still set cards aside or take them back.",
        "label_move": "Move to {car}", "label_marshal": "Marshal to {car}", "label_floor": "Change floor",
        "label_rob": "Take a {loot}", "label_fire": "Shoot {who}",
        "label_punch": "Punch {who}", "label_drop": "Make drop: {loot}", "label_push": "Push to {car}",
        "label_punch_full": "Punch {who}, drop {loot}, push to {car}",
        "ev_round_start": "🚂 Round {round}: {card} ({turns}). {name} plays first.",
        "ev_played": "{name} plays {card}.", "ev_played_down": "{name} plays a card face down.",
        "ev_played_down_ghost": "{name} plays a card face down (Ghost).",
        "ev_played_down_own": "You played {card} face down.",
        "ev_draw": {"one": "{name} draws {n} card.", "other": "{name} draws {n} cards."},
        "ev_drew_cards": "You draw: {cards}.",
        "ev_pass": "{name} has nothing to play or draw and passes.",
        "ev_reshuffle": "{name} shuffles the discard pile into a new deck.",
        "ev_discard_bullets": {"one": "{name} discards {n} bullet card.",
                               "other": "{name} discards {n} bullet cards."},
        "ev_discard_phase": "Schemin' is over: each player may discard cards (Experts).",
        "ev_discard_one": "You set aside {card} to discard.",
        "ev_takeback_one": "You take {card} back into your hand.",
        "ev_discard_done": "{name} has finished discarding (may still change until everyone is done).",
        "ev_discarded": "{name} discarded: {cards}.",
        "ev_steal_phase": "💥 Stealin': the pile is resolved from the first card.",
        "ev_reveal": "{name}'s card: {card}.",
        "ev_no_effect": "No effect: {card} is not possible.",
        "ev_marshal_moves": "⭐ The Marshal goes to {car}.",
        "ev_moved_in": "{who} moves to {car} (inside).", "ev_moved_roof": "{who} runs to the roof of {car}.",
        "ev_climbed_up": "{who} climbs onto the roof of {car}.", "ev_climbed_down": "{who} climbs down into {car}.",
        "ev_robbed": "{who} takes a {loot}.", "ev_purse_value": "The purse {who} took is worth ${value}.",
        "ev_shot": {"one": "🔫 {who} shoots {target} ({n} bullet left).",
                    "other": "🔫 {who} shoots {target} ({n} bullets left)."},
        "ev_pushed": "{who} is pushed to {car}.",
        "ev_punched_steal": "👊 {who} punches {target} and pockets a purse.",
        "ev_punched_drop": "👊 {who} punches {target}, who drops a {loot}.",
        "ev_punched": "👊 {who} punches {target}.",
        "ev_neutral_bullet": "⭐ {who} takes a neutral bullet.",
        "ev_flee": "{who} flees from the Marshal to the roof of {car}.",
        "ev_round_event": "🏁 End of round: {event}.",
        "ev_lost_purse": "{who} loses a purse to the Marshal.",
        "ev_ransom": "{who} gets $250 from the conductor.",
        "ev_game_end": "🏆 Game over. Winner: {names}. {scores}",
    },
    "fr": {
        "rules": RULES_FR,
        "ghost": "Ghost", "belle": "Belle", "cheyenne": "Cheyenne", "tuco": "Tuco", "django": "Django",
        "doc": "Doc", "unknown": "?",
        "phase_pick": "Choix des bandits : {name} choisit", "label_pick": "Jouer {char}",
        "ev_picked": "{name} jouera {char}.",
        "move": "Déplacement", "floor": "Changement d'étage", "fire": "Tir", "rob": "Braquage",
        "punch": "Coup de poing", "marshal": "Marshal", "bullet": "Balle", "neutral": "Balle neutre",
        "loco": "Locomotive", "baggage": "Wagon à bagages", "second": "Seconde classe",
        "first": "Première classe", "dining": "Wagon-restaurant", "mail": "Wagon postal",
        "saloon": "Salon privé",
        "purse": "bourse", "jewel": "bijou", "box": "cagnotte", "none": "rien",
        "angry_marshal": "Marshal en colère", "take_it_all": "Prenez tout !", "tunnel": "Tunnel",
        "swivel_arm": "Potence tournante", "bridge": "Pleine vapeur (pont)", "braking": "Freinage",
        "rebellion": "Rébellion des passagers", "revenge": "Gare : vengeance du Marshal",
        "pickpocket": "Gare : vol à la tire", "hostage": "Gare : prise d'otage du conducteur",
        "turn_N": "▫", "turn_T": "▪", "turn_S": "⏩", "turn_R": "↩",
        "legend": "Légende : ▫ normal · ▪ tunnel (face cachée) · ⏩ accélération · ↩ aiguillage · 🔺 toit · "
                  "🔻 intérieur · ⭐ Marshal · 👛 bourse · 💎 bijou · 💼 cagnotte · 🔫 balles restantes · "
                  "🩸 balles reçues. Image : cases de tour blanche = normal, noire = tunnel, 2 = accélération, "
                  "R = aiguillage ; $ bourse, ◆ bijou, ■ cagnotte, M Marshal, chiffre sous un bandit = place",
        "round_line": "**Manche {round}/{rounds}** — {card} · tours {turns}",
        "phase_plan": "Plan : à {name} de jouer (tour {turn})",
        "phase_discard": "Experts : chacun choisit ses défausses (fini : {done})",
        "phase_steal": "Action : {name} résout {card}",
        "phase_over": "Partie terminée",
        "first_player": "Premier joueur : {name}",
        "pile": "Pile ({n}) : {cards}", "pile_empty": "Pile : vide", "face_down": "🂠",
        "car_line": "{car} : {inside} | {roof}",
        "inside": "🔻", "roof": "🔺",
        "bandit_line": "{who} — {loot} · 🔫{bullets} · 🩸{hits}",
        "cash": " · +{cash} $",
        "neutral_left": "Balles neutres restantes : {n}",
        "box_waiting": "Seconde cagnotte : attend « Prenez tout ! »",
        "cards_line": "Cartes — {who} : main {hand}, pioche {deck}",
        "cards_line_x": "Cartes — {who} : main {hand}, pioche {deck}, défausse {discard}",
        "final_line": "{who} : {score} $",
        "gunslinger": "As de la gâchette : {who}",
        "your_hand": "Votre main", "your_loot": "Votre butin", "your_pending": "À défausser",
        "your_down": "Vos cartes face cachée dans la pile (dans l'ordre)", "empty": "—",
        "you_are": "Vous jouez {who}.",
        "label_play": "Jouer {card}", "label_play_down": "Jouer {card} face cachée (Ghost)",
        "label_draw": "Piocher 3 cartes", "label_pass": "Passer (rien à jouer ni à piocher)",
        "label_discard": "Défausser {card}", "label_keep": "Fin des défausses",
        "label_takeback": "Reprendre {card} (la garder)",
        "discard_done_you": "Vous avez fini de défausser ; tant que tous n'ont pas fini, vous pouvez encore écarter ou reprendre des cartes.",
        "label_move": "Aller à {car}", "label_marshal": "Marshal vers {car}", "label_floor": "Changer d'étage",
        "label_rob": "Prendre : {loot}", "label_fire": "Tirer sur {who}",
        "label_punch": "Frapper {who}", "label_drop": "Faire lâcher : {loot}", "label_push": "Pousser vers {car}",
        "label_punch_full": "Frapper {who}, lâche {loot}, poussé vers {car}",
        "ev_round_start": "🚂 Manche {round} : {card} ({turns}). {name} commence.",
        "ev_played": "{name} joue {card}.", "ev_played_down": "{name} joue une carte face cachée.",
        "ev_played_down_ghost": "{name} joue une carte face cachée (Ghost).",
        "ev_played_down_own": "Vous avez joué {card} face cachée.",
        "ev_draw": {"one": "{name} pioche {n} carte.", "other": "{name} pioche {n} cartes."},
        "ev_drew_cards": "Vous piochez : {cards}.",
        "ev_pass": "{name} n'a rien à jouer ni à piocher et passe.",
        "ev_reshuffle": "{name} mélange sa défausse pour refaire sa pioche.",
        "ev_discard_bullets": {"one": "{name} défausse {n} carte Balle.",
                               "other": "{name} défausse {n} cartes Balle."},
        "ev_discard_phase": "Fin du Plan : chacun peut défausser des cartes (Experts).",
        "ev_discard_one": "Vous mettez de côté {card} pour la défausse.",
        "ev_takeback_one": "Vous reprenez {card} en main.",
        "ev_discard_done": "{name} a fini de défausser (peut encore changer tant que tous n'ont pas fini).",
        "ev_discarded": "{name} a défaussé : {cards}.",
        "ev_steal_phase": "💥 Action : la pile est résolue depuis la première carte.",
        "ev_reveal": "Carte de {name} : {card}.",
        "ev_no_effect": "Sans effet : {card} est impossible.",
        "ev_marshal_moves": "⭐ Le Marshal va en {car}.",
        "ev_moved_in": "{who} va en {car} (intérieur).", "ev_moved_roof": "{who} court sur le toit de {car}.",
        "ev_climbed_up": "{who} monte sur le toit de {car}.", "ev_climbed_down": "{who} descend dans {car}.",
        "ev_robbed": "{who} prend : {loot}.", "ev_purse_value": "La bourse prise par {who} vaut {value} $.",
        "ev_shot": {"one": "🔫 {who} tire sur {target} (reste {n} balle).",
                    "other": "🔫 {who} tire sur {target} (restent {n} balles)."},
        "ev_pushed": "{who} est repoussé en {car}.",
        "ev_punched_steal": "👊 {who} frappe {target} et empoche une bourse.",
        "ev_punched_drop": "👊 {who} frappe {target}, qui lâche : {loot}.",
        "ev_punched": "👊 {who} frappe {target}.",
        "ev_neutral_bullet": "⭐ {who} reçoit une balle neutre.",
        "ev_flee": "{who} fuit le Marshal sur le toit de {car}.",
        "ev_round_event": "🏁 Fin de manche : {event}.",
        "ev_lost_purse": "{who} perd une bourse au profit du Marshal.",
        "ev_ransom": "{who} reçoit 250 $ du conducteur.",
        "ev_game_end": "🏆 Partie terminée. Gagnant : {names}. {scores}",
    },
})


def loot_line(view: SeatView, b: int, lang: str) -> str:
    """One of the seat's bandits' loot, with the purse values it sees (private text and hand picture)."""
    bd = view["bandits"][b]
    items = [f"{TEXTS.t(lang, lt['k'])} ${lt['v']}" if lang == "en" else f"{TEXTS.t(lang, lt['k'])} {lt['v']} $"
             for lt in (view["loot"][i] for i in bd["loot"])]
    label = TEXTS.t(lang, "your_loot") + (f" ({TEXTS.t(lang, bd['char'])})" if view["teams"] else "")
    return f"{label}{' :' if lang == 'fr' else ':'} " + (", ".join(items) or TEXTS.t(lang, "empty"))
