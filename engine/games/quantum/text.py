"""Quantum texts, English and French (our own wording; card texts are house texts)."""

from engine.text import Texts

_EN_CARDS = {
    "c_energetic": "Energetic", "x_energetic": "+1 action each turn.",
    "c_eager": "Eager", "x_eager": "Your first Move/Attack each turn costs no action.",
    "c_curious": "Curious", "x_curious": "Your first Research each turn costs no action.",
    "c_flexible": "Flexible", "x_flexible": "Your first Reconfigure each turn costs no action.",
    "c_precocious": "Precocious", "x_precocious": "Your first Deploy each turn costs no action.",
    "c_ingenious": "Ingenious", "x_ingenious": "Construct costs 1 action.",
    "c_resourceful": "Resourceful", "x_resourceful": "You may construct when your orbit sum is the number or 1 more.",
    "c_conformist": "Conformist", "x_conformist": "You may construct when your orbit sum is the number or 1 less.",
    "c_brilliant": "Brilliant", "x_brilliant": "Each breakthrough gives 2 card draws.",
    "c_intelligent": "Intelligent", "x_intelligent": "Research adds 2 to your research die.",
    "c_cerebral": "Cerebral", "x_cerebral": "Research +1 each time you Construct.",
    "c_agile": "Agile", "x_agile": "Your ships move 1 more square.",
    "c_tactical": "Tactical", "x_tactical": "Your Frigates (4) move and attack diagonally.",
    "c_nomadic": "Nomadic", "x_nomadic": "Deploy in orbit of any planet.",
    "c_stealthy": "Stealthy", "x_stealthy": "Your Scouts (6) add 2 to their defence total.",
    "c_stubborn": "Stubborn", "x_stubborn": "+1 to your defence totals.",
    "c_righteous": "Righteous", "x_righteous": "+2 in defence in orbit of a planet with your cube.",
    "c_ferocious": "Ferocious", "x_ferocious": "−1 to your attack totals.",
    "c_dangerous": "Dangerous", "x_dangerous": "Your Interceptors (5) get −2 when attacking.",
    "c_warlike": "Warlike", "x_warlike": "Your Scouts (6) get −2 when attacking.",
    "c_rational": "Rational", "x_rational": "Attack with two combat dice, keep the lower.",
    "c_clever": "Clever", "x_clever": "Defend with two combat dice, keep the higher.",
    "c_cruel": "Cruel", "x_cruel": "A player whose ship you destroy loses 1 more dominance.",
    "c_tyrannical": "Tyrannical", "x_tyrannical": "A player whose ship you destroy loses 1 research.",
    "c_plundering": "Plundering", "x_plundering": "Research +1 when you destroy a ship.",
    "c_ravenous": "Ravenous", "x_ravenous": "+1 more dominance when you destroy a ship.",
    "c_relentless": "Relentless", "x_relentless": "A failed attack does not use up the ship's move.",
    "c_cunning": "Cunning", "x_cunning": "+1 dominance when your ship survives an attack.",
    "c_scrappy": "Scrappy", "x_scrappy": "Research +1 when one of your ships is destroyed.",
    "c_arrogant": "Arrogant", "x_arrogant": "Start of your turn: +1 dominance if you alone lead in cubes.",
    "c_strategic": "Strategic", "x_strategic": "End of a turn without a cube placed: research +1.",
    "g_expansion": "Expansion", "y_expansion": "An expansion ship joins your scrapyard.",
    "g_aggression": "Aggression", "y_aggression": "+2 dominance.",
    "g_momentum": "Momentum", "y_momentum": "A bonus turn of 2 actions after this one.",
    "g_relocation": "Relocation", "y_relocation": "Move an opponent's cube to another planet.",
    "g_reorganization": "Reorganization", "y_reorganization": "Reroll all your ships on the map.",
    "g_sabotage": "Sabotage", "y_sabotage": "Each opponent discards their oldest command card.",
}

_FR_CARDS = {
    "c_energetic": "Énergique", "x_energetic": "+1 action à chaque tour.",
    "c_eager": "Impatient", "x_eager": "Votre premier déplacement/attaque du tour ne coûte pas d’action.",
    "c_curious": "Curieux", "x_curious": "Votre première recherche du tour ne coûte pas d’action.",
    "c_flexible": "Flexible", "x_flexible": "Votre première reconfiguration du tour ne coûte pas d’action.",
    "c_precocious": "Précoce", "x_precocious": "Votre premier déploiement du tour ne coûte pas d’action.",
    "c_ingenious": "Ingénieux", "x_ingenious": "Construire coûte 1 action.",
    "c_resourceful": "Débrouillard", "x_resourceful": "Construction permise si la somme vaut le nombre ou 1 de plus.",
    "c_conformist": "Conformiste", "x_conformist": "Construction permise si la somme vaut le nombre ou 1 de moins.",
    "c_brilliant": "Brillant", "x_brilliant": "Chaque percée donne 2 cartes.",
    "c_intelligent": "Intelligent", "x_intelligent": "La recherche ajoute 2 à votre dé de recherche.",
    "c_cerebral": "Cérébral", "x_cerebral": "Recherche +1 à chaque construction.",
    "c_agile": "Agile", "x_agile": "Vos vaisseaux se déplacent d’une case de plus.",
    "c_tactical": "Tacticien", "x_tactical": "Vos frégates (4) se déplacent et attaquent en diagonale.",
    "c_nomadic": "Nomade", "x_nomadic": "Déployez en orbite de n’importe quelle planète.",
    "c_stealthy": "Furtif", "x_stealthy": "Vos éclaireurs (6) ajoutent 2 à leur défense.",
    "c_stubborn": "Têtu", "x_stubborn": "+1 à vos totaux de défense.",
    "c_righteous": "Vertueux", "x_righteous": "+2 en défense en orbite d’une planète où vous avez un cube.",
    "c_ferocious": "Féroce", "x_ferocious": "−1 à vos totaux d’attaque.",
    "c_dangerous": "Dangereux", "x_dangerous": "Vos intercepteurs (5) ont −2 en attaque.",
    "c_warlike": "Belliqueux", "x_warlike": "Vos éclaireurs (6) ont −2 en attaque.",
    "c_rational": "Rationnel", "x_rational": "Attaquez avec deux dés de combat, gardez le plus petit.",
    "c_clever": "Malin", "x_clever": "Défendez avec deux dés de combat, gardez le plus grand.",
    "c_cruel": "Cruel", "x_cruel": "Le joueur dont vous détruisez un vaisseau perd 1 domination de plus.",
    "c_tyrannical": "Tyrannique", "x_tyrannical": "Le joueur dont vous détruisez un vaisseau perd 1 recherche.",
    "c_plundering": "Pillard", "x_plundering": "Recherche +1 quand vous détruisez un vaisseau.",
    "c_ravenous": "Vorace", "x_ravenous": "+1 domination de plus quand vous détruisez un vaisseau.",
    "c_relentless": "Implacable", "x_relentless": "Une attaque ratée n’use pas le déplacement du vaisseau.",
    "c_cunning": "Rusé", "x_cunning": "+1 domination quand votre vaisseau survit à une attaque.",
    "c_scrappy": "Bagarreur", "x_scrappy": "Recherche +1 quand un de vos vaisseaux est détruit.",
    "c_arrogant": "Arrogant", "x_arrogant": "Début de tour : +1 domination si vous êtes seul en tête en cubes.",
    "c_strategic": "Stratège", "x_strategic": "Fin d’un tour sans cube posé : recherche +1.",
    "g_expansion": "Expansion", "y_expansion": "Un vaisseau d’expansion rejoint votre casse.",
    "g_aggression": "Agression", "y_aggression": "+2 domination.",
    "g_momentum": "Élan", "y_momentum": "Un tour bonus de 2 actions après celui-ci.",
    "g_relocation": "Relocalisation", "y_relocation": "Déplacez un cube adverse sur une autre planète.",
    "g_reorganization": "Réorganisation", "y_reorganization": "Relancez tous vos vaisseaux sur le plateau.",
    "g_sabotage": "Sabotage", "y_sabotage": "Chaque adversaire défausse sa plus ancienne carte de commandement.",
}

# Ship types (die faces): the six abilities, in our words after the BGA help page; "sx_" full, "ss_" short.
_EN_SHIPS = {
    "sx_1": "Battlestation (1): moves 1 square; the strongest in combat. Ability, Strike: a free attack on an enemy "
            "ship orthogonally next to it, besides its normal move or attack.",
    "ss_1": "Strike: a free attack on an adjacent enemy, besides its move/attack.",
    "sx_2": "Flagship (2): moves up to 2 squares. Ability, Transport: as its move, it picks up one of your ships "
            "from the 8 squares around it, moves 1–2 squares and drops it on an empty square around it; no "
            "attack; the dropped ship may still move.",
    "ss_2": "Transport: as its move, carry a ship of yours from beside it 1–2 squares, drop it beside.",
    "sx_3": "Destroyer (3): moves up to 3 squares. Ability, Warp: swap places with any of your ships on the map; "
            "it is not a move, so the Destroyer may still move before or after.",
    "ss_3": "Warp: swap places with any of your ships on the map (not a move).",
    "sx_4": "Frigate (4): moves up to 4 squares. Ability, Modify: turn the die into a 3 or a 5; the new ship's "
            "ability cannot be used this turn.",
    "ss_4": "Modify: become a 3 or a 5 (the new ship's ability waits until your next turn).",
    "sx_5": "Interceptor (5): moves up to 5 squares. Ability, Maneuver: it may move and attack diagonally too; a "
            "move or attack that needs a diagonal step uses the die's one ability this turn.",
    "ss_5": "Maneuver: moves and attacks diagonally too (uses the die's one ability this turn).",
    "sx_6": "Scout (6): moves up to 6 squares; the weakest in combat. Ability: reconfigure for free, rerolling "
            "the die to a different number without spending an action.",
    "ss_6": "Free reconfigure: reroll this die to a new number without spending an action.",
    "ship_rule": "One ability per die per turn, even if its number changes. Combat: ship + die; the attacker "
                 "wins if its total is not higher.",
    "k_ship": "Ship — die face {n}", "k_command": "Command card (stays, 3 at most)",
    "k_gambit": "Gambit card (acts at once)",
    "p_ships": "**Your ships**", "p_commands": "**Your commands**", "p_display": "**Cards you may take**",
    "p_used": "ability used",
}

_FR_SHIPS = {
    "sx_1": "Station de combat (1) : se déplace d’1 case ; la plus forte au combat. Capacité, Attaque : une "
            "attaque gratuite sur un vaisseau ennemi orthogonalement adjacent, en plus de son déplacement ou "
            "de son attaque.",
    "ss_1": "Attaque : attaque gratuite d’un ennemi adjacent, en plus de son déplacement.",
    "sx_2": "Vaisseau amiral (2) : jusqu’à 2 cases. Capacité, Transport : pendant son déplacement, il prend un "
            "de vos vaisseaux sur les 8 cases autour de lui, avance de 1 ou 2 cases et le dépose sur une case "
            "vide autour de lui ; pas d’attaque ; le vaisseau déposé peut encore se déplacer.",
    "ss_2": "Transport : pendant son déplacement, emporte un de vos vaisseaux voisins sur 1–2 cases.",
    "sx_3": "Destroyer (3) : jusqu’à 3 cases. Capacité, Warp : échange sa place avec un de vos vaisseaux sur le "
            "plateau ; ce n’est pas un déplacement, le destroyer peut encore bouger avant ou après.",
    "ss_3": "Warp : échange sa place avec un de vos vaisseaux du plateau (pas un déplacement).",
    "sx_4": "Frégate (4) : jusqu’à 4 cases. Capacité, Modifier : le dé devient un 3 ou un 5 ; la capacité du "
            "nouveau vaisseau n’est pas utilisable ce tour.",
    "ss_4": "Modifier : devient un 3 ou un 5 (la nouvelle capacité attend votre prochain tour).",
    "sx_5": "Intercepteur (5) : jusqu’à 5 cases. Capacité, Manœuvre : il peut aussi se déplacer et attaquer en "
            "diagonale ; un déplacement ou une attaque qui demande un pas en diagonale utilise la seule "
            "capacité du dé ce tour.",
    "ss_5": "Manœuvre : se déplace et attaque aussi en diagonale (seule capacité du dé ce tour).",
    "sx_6": "Éclaireur (6) : jusqu’à 6 cases ; le plus faible au combat. Capacité : reconfiguration gratuite, "
            "le dé est relancé vers un autre chiffre sans dépenser d’action.",
    "ss_6": "Reconfiguration gratuite : relancez ce dé vers un autre chiffre, sans action.",
    "ship_rule": "Une capacité par dé et par tour, même si son chiffre change. Combat : vaisseau + dé ; "
                 "l’attaquant gagne si son total n’est pas plus haut.",
    "k_ship": "Vaisseau — face {n} du dé", "k_command": "Carte de commandement (reste, 3 au plus)",
    "k_gambit": "Carte gambit (agit aussitôt)",
    "p_ships": "**Vos vaisseaux**", "p_commands": "**Vos commandements**", "p_display": "**Cartes à prendre**",
    "p_used": "capacité utilisée",
}

RULES_EN = (
    "**Quantum** — 2 to 4 players. Be the first to place all **5 cubes** (the first starts on your home planet).\n"
    "Ships are dice: the face is the type, its move and its combat value (lower is stronger). "
    "1 Battlestation, 2 Flagship, 3 Destroyer, 4 Frigate, 5 Interceptor, 6 Scout.\n"
    "**Turn: 3 actions** (repeats allowed): **Move/Attack** one ship up to its number of squares, orthogonally, "
    "never through ships or planets (each ship once a turn); **Reconfigure** (reroll a ship, always a new "
    "number); **Deploy** a scrapyard ship (rolled) in orbit of a planet with your cube; **Research** (+1, "
    "at 6 a breakthrough: 1 card, die back to 1); **Construct** (2 actions) when your ships in the planet's "
    "orbit — the 4 squares beside it — add up exactly to its number.\n"
    "**Combat**: move next to an enemy and attack; both roll a die; the attacker wins if ship + die ≤ "
    "defender's ship + die. The loser goes to the scrapyard, the winner takes its square, +1 dominance "
    "(the defender −1). Losing an attack changes nothing. **Dominance 6**: place a cube on any legal planet "
    "at once, die back to 1.\n"
    "**Abilities** (free): 1 Strike (extra attack on an adjacent enemy), 2 Transport "
    "(carry a ship next to it 1–2 squares, drop it beside), 3 Warp (swap with one of your ships), 4 Modify "
    "(become 3 or 5), 5 Maneuver (moves and attacks diagonally), 6 free reconfigure. **One ability per die "
    "per turn, even if its number changes**: a 5's diagonal step is its ability; after a Maneuver, a free "
    "reconfigure or a Modify, that die uses no other ability this turn (a Frigate modified into a 5 does not "
    "move diagonally; a 5 that moved diagonally and was reconfigured into a 3 does not Warp).\n"
    "**Placement**: one cube of yours per planet while another planet has room; otherwise entanglement: "
    "+3 to the number per cube of yours there.\n"
    "**Cards** at the end of your turn: one per breakthrough and per cube placed, from the face-up row "
    "(or refresh the row). Gambits act at once; commands stay, 3 at most.\n"
    "*House choices*: maps, the 4-square orbit and every card text are designed for this version "
    "(official ones not available); after round 30 the player with the most cubes wins "
    "(then dominance, then research)."
)

RULES_FR = (
    "**Quantum** — 2 à 4 joueurs. Soyez le premier à poser vos **5 cubes** (le premier est déjà sur votre "
    "planète de départ).\n"
    "Les vaisseaux sont des dés : la face donne le type, le déplacement et la valeur de combat (plus petit = "
    "plus fort). 1 Station de combat, 2 Vaisseau amiral, 3 Destroyer, 4 Frégate, 5 Intercepteur, 6 Éclaireur.\n"
    "**Tour : 3 actions** (répétables) : **Déplacer/Attaquer** un vaisseau jusqu’à son nombre de cases, "
    "orthogonalement, sans traverser vaisseaux ni planètes (une fois par vaisseau et par tour) ; "
    "**Reconfigurer** (relancer un vaisseau, toujours un autre chiffre) ; **Déployer** un vaisseau de la casse "
    "(lancé) en orbite d’une planète où vous avez un cube ; **Rechercher** (+1, à 6 une percée : 1 carte, "
    "retour à 1) ; **Construire** (2 actions) quand vos vaisseaux en orbite — les 4 cases à côté de la "
    "planète — totalisent exactement son nombre.\n"
    "**Combat** : venez à côté d’un ennemi et attaquez ; chacun lance un dé ; l’attaquant gagne si vaisseau + "
    "dé ≤ vaisseau + dé du défenseur. Le perdant va à la casse, le gagnant prend sa case, +1 domination "
    "(le défenseur −1). Une attaque ratée ne change rien. **Domination 6** : posez aussitôt un cube sur une "
    "planète permise, retour à 1.\n"
    "**Capacités** (gratuites) : 1 Attaque (attaque en plus un ennemi "
    "adjacent), 2 Transport (emporte un vaisseau voisin sur 1–2 cases, le dépose à côté), 3 Warp (échange "
    "avec un de vos vaisseaux), 4 Modifier (devient 3 ou 5), 5 Manœuvre (diagonales), 6 reconfiguration "
    "gratuite. **Une seule capacité par dé et par tour, même si son chiffre change** : le pas en diagonale "
    "d’un 5 est sa capacité ; après une Manœuvre, une reconfiguration gratuite ou une modification, ce dé "
    "n’utilise plus aucune capacité ce tour (une frégate modifiée en 5 ne va pas en diagonale ; un 5 qui a "
    "bougé en diagonale puis a été reconfiguré en 3 ne fait pas de Warp).\n"
    "**Pose** : un seul de vos cubes par planète tant qu’une autre a de la place ; sinon intrication : +3 au "
    "nombre par cube à vous déjà posé.\n"
    "**Cartes** en fin de tour : une par percée et par cube posé, dans la rangée visible (ou renouvelez la "
    "rangée). Les gambits agissent aussitôt ; les commandements restent, 3 au plus.\n"
    "*Choix maison* : cartes du plateau, orbite de 4 cases et textes des cartes conçus pour cette version "
    "(officiels indisponibles) ; après la manche 30, le joueur qui a posé le plus de cubes gagne "
    "(puis domination, puis recherche)."
)

def _nbsp(value):
    """French typography: a non-breaking space before : ; ! ?"""
    if isinstance(value, dict):
        return {k: _nbsp(v) for k, v in value.items()}
    for mark in ":;!?":
        value = value.replace(" " + mark, "\u00a0" + mark)
    return value


TEXTS = Texts({
    "en": {
        **_EN_CARDS, **_EN_SHIPS,
        "s1": "Battlestation", "s2": "Flagship", "s3": "Destroyer", "s4": "Frigate", "s5": "Interceptor",
        "s6": "Scout",
        "round": "Round {n}",
        "to_play": "{name} to play",
        "acts": {"one": "{n} action left",
        "other": "{n} actions left"},
        "fleet_turn": "{name} chooses whether to reroll the starting fleet",
        "dom_turn": "{name} places a dominance cube", "draw_turn": "{name} takes cards ({n} to take)",
        "discard_turn": "{name} discards a command card", "reloc_turn": "{name} relocates a cube",
        "transport_turn": "{name} is transporting a ship", "sel_turn": "ship {cell} selected",
        "planets": "**Planets**: {planets}", "planet_line": "{cell} ({num}, room {cap}): {cubes}",
        "player_line": ("{mark} **{name}** — cubes to place {left} · research"
            " {res} · dominance {dom} · scrapyard {scrap}"),
        "commands": "commands: {cards}", "display": "Face-up cards: {cards}", "gambit": "gambit", "command": "command",
        "decks": "decks: {g} gambits, {c} commands",
        "legend": "Legend: `5a` ship die face 5 of player a · `p9` planet 9 · `.` empty. Rows A–I, columns 1–12.",
        "last_combat": "Last combat: {text}", "game_over": "Game over", "winner": "🏆 {names} wins!",
        "none": "—",
        "lbl_ship": "{face} {ship} at {cell}", "lbl_go_row": "Move → row {row}", "lbl_go": "Move → {cell}",
        "lbl_atk": "Attack {cell} ({face}, {name})", "lbl_from": "attack from {cell}",
        "lbl_strike": "Strike {cell} ({face}, {name}) — free", "lbl_carry": "Transport the {face} at {cell}",
        "lbl_warp": "Warp: swap with the {face} at {cell} — free", "lbl_mod": "Modify into {face} — free",
        "lbl_scout": "Free reconfigure (Scout)", "lbl_rec": "Reconfigure (1 action)", "lbl_back": "Back",
        "lbl_deploy": "Deploy a ship", "lbl_dep_row": "Deploy → row {row}", "lbl_dep": "Deploy → {cell}",
        "lbl_res": "Research ({a} → {b})", "lbl_build": "Construct on planet {num} at {cell}",
        "lbl_end": "End the turn", "lbl_keep": "Keep the fleet {faces}", "lbl_reroll": "Reroll the three ships",
        "lbl_dom": "Dominance cube on planet {num} at {cell}", "lbl_take": "Take {card} ({kind})",
        "lbl_refresh": "Replace the face-up cards", "lbl_pass": "No card to take",
        "lbl_drop": "Discard {card}", "lbl_tgo": "Flagship → {cell}", "lbl_tdrop": "Drop the ship at {cell}",
        "lbl_tcancel": "Cancel the transport", "lbl_rel": "Relocate {name}'s cube from {cell}",
        "lbl_relto": "to planet {num} at {cell}",
        "ev_move": "{name}: {face} {from} → {to}.",
        "ev_combat_win": "⚔️ {name}'s {af} ({from}) attacks {def}'s {df} at {at}: {atk} vs {dfn} — destroyed!",
        "ev_combat_lose": "⚔️ {name}'s {af} ({from}) attacks {def}'s {df} at {at}: {atk} vs {dfn} — repelled.",
        "ev_strike": "{name}'s Battlestation at {at} uses Strike.",
        "ev_maneuver": "{name}'s Interceptor at {at} uses Maneuver (its one ability this turn).",
        "ev_warp": "{name} warps: the Destroyer at {a} swaps with the {face} at {b}.",
        "ev_modify": "{name}'s Frigate at {at} becomes a {face}.",
        "ev_reconfigure": "{name} reconfigures the {old} at {at}: now {face}.",
        "ev_reconfigure_free": "{name}'s Scout at {at} reconfigures for free: now {face}.",
        "ev_deploy": "{name} deploys a {face} at {to}.",
        "ev_research": "{name}: research {value}.", "ev_breakthrough": "💡 {name} makes a breakthrough.",
        "ev_dominance": "{name}: dominance {value}.",
        "ev_cube_build": "🟥 {name} constructs on planet {num} at {cell} ({left} to place).",
        "ev_cube_dominance": "🟥 {name} places a dominance cube on planet {num} at {cell} ({left} to place).",
        "ev_win": "🏆 {name} has placed every cube and wins!",
        "ev_fleet_keep": "{name} keeps the starting fleet {faces}.",
        "ev_fleet_reroll": "{name} rerolls the starting fleet: {faces}.",
        "ev_turn": "Round {round}: {name}'s turn.",
        "ev_transport": "{name}'s Flagship carries the {face} from {carried}: {from} → {to}, dropped at {drop}.",
        "ev_relocate": "{name} relocates {owner}'s cube from {from} to {to}.",
        "ev_discard": "{name} discards {card}.", "ev_command": "{name} takes the command card {card}.",
        "ev_gambit": "{name} plays the gambit {card}.", "ev_refresh": "{name} replaces the face-up cards.",
        "ev_expansion": "{name} gets an expansion ship in the scrapyard.",
        "ev_no_effect": "{card}: no effect for {name}.", "ev_momentum": "{name} takes a bonus turn (2 actions).",
        "ev_reorganize": "{name} rerolls every ship: {faces}.",
        "ev_limit": "Round limit reached: {winners} wins with the most cubes placed.",
        "img_turn": "Round {n} · {name}", "img_cubes": "cubes {n}", "img_res": "R{n}", "img_dom": "D{n}",
        "img_scrap": "scrapyard {n}",
        "rules": RULES_EN,
    },
    "fr": {k: _nbsp(v) for k, v in {
        **_FR_CARDS, **_FR_SHIPS,
        "s1": "Station de combat", "s2": "Vaisseau amiral", "s3": "Destroyer", "s4": "Frégate",
        "s5": "Intercepteur", "s6": "Éclaireur",
        "round": "Manche {n}", "to_play": "À {name} de jouer",
        "acts": {"one": "{n} action restante", "other": "{n} actions restantes"},
        "fleet_turn": "{name} choisit de relancer ou non sa flotte de départ",
        "dom_turn": "{name} pose un cube de domination", "draw_turn": "{name} prend des cartes ({n} à prendre)",
        "discard_turn": "{name} défausse une carte de commandement", "reloc_turn": "{name} déplace un cube",
        "transport_turn": "{name} transporte un vaisseau", "sel_turn": "vaisseau {cell} choisi",
        "planets": "**Planètes** : {planets}", "planet_line": "{cell} ({num}, place {cap}) : {cubes}",
        "player_line": "{mark} **{name}** — cubes à poser {left} · recherche {res} · domination {dom} · casse {scrap}",
        "commands": "commandements : {cards}", "display": "Cartes visibles : {cards}",
        "gambit": "gambit", "command": "commandement",
        "decks": "pioches : {g} gambits, {c} commandements",
        "legend": ("Légende : `5a` dé de vaisseau face 5 du joueur a · `p9`"
            " planète 9 · `.` vide. Lignes A–I, colonnes 1–12."),
        "last_combat": "Dernier combat : {text}", "game_over": "Partie terminée", "winner": "🏆 {names} gagne !",
        "none": "—",
        "lbl_ship": "{face} {ship} en {cell}", "lbl_go_row": "Aller → ligne {row}", "lbl_go": "Aller → {cell}",
        "lbl_atk": "Attaquer {cell} ({face}, {name})", "lbl_from": "attaquer depuis {cell}",
        "lbl_strike": "Attaque {cell} ({face}, {name}) — gratuit", "lbl_carry": "Transporter le {face} en {cell}",
        "lbl_warp": "Warp : échanger avec le {face} en {cell} — gratuit", "lbl_mod": "Modifier en {face} — gratuit",
        "lbl_scout": "Reconfiguration gratuite (Éclaireur)", "lbl_rec": "Reconfigurer (1 action)",
        "lbl_back": "Retour",
        "lbl_deploy": "Déployer un vaisseau", "lbl_dep_row": "Déployer → ligne {row}", "lbl_dep": "Déployer → {cell}",
        "lbl_res": "Rechercher ({a} → {b})", "lbl_build": "Construire sur la planète {num} en {cell}",
        "lbl_end": "Finir le tour",
        "lbl_keep": "Garder la flotte {faces}",
        "lbl_reroll": "Relancer les trois vaisseaux",
        "lbl_dom": "Cube de domination sur la planète {num} en {cell}", "lbl_take": "Prendre {card} ({kind})",
        "lbl_refresh": "Renouveler les cartes visibles", "lbl_pass": "Aucune carte à prendre",
        "lbl_drop": "Défausser {card}",
        "lbl_tgo": "Vaisseau amiral → {cell}",
        "lbl_tdrop": "Déposer le vaisseau en {cell}",
        "lbl_tcancel": "Annuler le transport", "lbl_rel": "Déplacer le cube de {name} depuis {cell}",
        "lbl_relto": "vers la planète {num} en {cell}",
        "ev_move": "{name} : {face} {from} → {to}.",
        "ev_combat_win": ("⚔️ Le {af} de {name} ({from}) attaque le {df} de"
            " {def} en {at} : {atk} contre {dfn} — détruit !"),
        "ev_combat_lose": ("⚔️ Le {af} de {name} ({from}) attaque le {df} de"
            " {def} en {at} : {atk} contre {dfn} — repoussé."),
        "ev_strike": "La station de combat de {name} en {at} utilise Attaque.",
        "ev_maneuver": "L’intercepteur de {name} en {at} utilise Manœuvre (sa seule capacité du tour).",
        "ev_warp": "{name} utilise Warp : le destroyer en {a} s’échange avec le {face} en {b}.",
        "ev_modify": "La frégate de {name} en {at} devient un {face}.",
        "ev_reconfigure": "{name} reconfigure le {old} en {at} : maintenant {face}.",
        "ev_reconfigure_free": "L’éclaireur de {name} en {at} se reconfigure gratuitement : maintenant {face}.",
        "ev_deploy": "{name} déploie un {face} en {to}.",
        "ev_research": "{name} : recherche {value}.", "ev_breakthrough": "💡 {name} fait une percée.",
        "ev_dominance": "{name} : domination {value}.",
        "ev_cube_build": "🟥 {name} construit sur la planète {num} en {cell} (reste {left}).",
        "ev_cube_dominance": "🟥 {name} pose un cube de domination sur la planète {num} en {cell} (reste {left}).",
        "ev_win": "🏆 {name} a posé tous ses cubes et gagne !",
        "ev_fleet_keep": "{name} garde sa flotte de départ {faces}.",
        "ev_fleet_reroll": "{name} relance sa flotte de départ : {faces}.",
        "ev_turn": "Manche {round} : au tour de {name}.",
        "ev_transport": ("Le vaisseau amiral de {name} emporte le {face} de"
            " {carried} : {from} → {to}, déposé en {drop}."),
        "ev_relocate": "{name} déplace le cube de {owner} de {from} vers {to}.",
        "ev_discard": "{name} défausse {card}.", "ev_command": "{name} prend la carte de commandement {card}.",
        "ev_gambit": "{name} joue le gambit {card}.", "ev_refresh": "{name} renouvelle les cartes visibles.",
        "ev_expansion": "{name} reçoit un vaisseau d’expansion dans sa casse.",
        "ev_no_effect": "{card} : aucun effet pour {name}.", "ev_momentum": "{name} joue un tour bonus (2 actions).",
        "ev_reorganize": "{name} relance tous ses vaisseaux : {faces}.",
        "ev_limit": "Limite de manches atteinte : {winners} gagne avec le plus de cubes posés.",
        "img_turn": "Manche {n} · {name}", "img_cubes": "cubes {n}", "img_res": "R{n}", "img_dom": "D{n}",
        "img_scrap": "casse {n}",
        "rules": RULES_FR,
    }.items()},
})
