"""Agent Avenue texts, English and French (our own wording)."""

from engine.text import Texts

TEXTS = Texts({
    "en": {
        "double_agent": "Double Agent", "enforcer": "Enforcer", "codebreaker": "Codebreaker",
        "saboteur": "Saboteur", "daredevil": "Daredevil", "sentinel": "Sentinel",
        "sidekick": "Sidekick", "mole": "Mole",
        "icon_win": "win", "icon_lose": "lose",
        "kind": "Agent", "kind_extra": "Agent (extra agents option)",
        "power": "Recruited, it moves your spy: 1st copy {a}, 2nd {b}, 3rd and more: {c}.",
        "power_one": "Recruited, it moves your spy {a} (a single copy in the deck).",
        "p_win": "you win at once", "p_lose": "you lose at once",
        "header": "**Agent Avenue** · turn {n} · deck: {deck} cards",
        "track": "Avenue (14 squares, clockwise →): {cells}",
        "player": "{mark} **{name}** — square {sq} · {gap} to catch · hand {hand} · discards {used}/4",
        "agents": "  ↳ agents: {list}", "none": "—",
        "to_play": "▶️ {name} plays two agents (one face up, one face down).",
        "to_recruit": "▶️ On the table: **{up}** face up + 🂠 a face-down card. {name} recruits one.",
        "last": "Last turn: {text}",
        "last_text": "{picker} took the {how} {card} ({s1}), {active} kept {other} ({s2})",
        "face_up": "face-up", "face_down": "face-down",
        "end_catch": "{name} catches the other meeple",
        "end_codebreakers": "{name} has three Codebreakers",
        "end_daredevils": "{name} has three Daredevils",
        "end_exhausted": "out of cards: distances {a} {d0}, {b} {d1}",
        "game_over": "🏆 **{name} wins** — {why}.",
        "tiebreak": " (tie: the active player wins)",
        "your_hand": "**Your hand** (move if recruited: you / {opp}):",
        "hand_line": "• **{card}** — {mine} / {theirs}",
        "your_down": "Your face-down card: **{card}**",
        "your_discards": "Your face-down discards: {list}",
        "discards_left": "Discard-and-draw left: {n}/4",
        "label_play": "Face up: {up} · face down: {down}",
        "step_up": "Face up: {card}", "step_down": "Face down: {card}",
        "label_discard": "Discard {card} and draw ({n} left)",
        "step_discard": "Discard and draw ({n} left)",
        "label_recruit_up": "Recruit the face-up {card} (you: {steps})",
        "label_recruit_down": "Recruit the face-down card",
        "ev_discard": "{name} discards a card face down and draws ({left} discards left).",
        "ev_discard_draw": "🗑️ You discarded {card} and drew **{drawn}**.",
        "ev_offer": "{name} offers **{up}** face up and a face-down card.",
        "ev_offer_down": "🂠 Your face-down card: **{down}**.",
        "ev_refill": "{name} draws {n} (deck: {deck}).",
        "ev_drew": "🃏 You draw: {cards}.",
        "ev_recruit": "{name} recruits the {how} card: **{card}**; {active} gets **{other}**.",
        "ev_move": "{name}: {card} #{copies} → {steps} (square {square}).",
        "ev_turn": "Turn {turn_no}: {name} plays.",
        "rules": (
            "**Agent Avenue** — 2 players. Two spies chase each other around a 14-square avenue; the meeples "
            "start opposite each other. Catch the other meeple to win.\n"
            "Hands of 4 agents. On your turn:\n"
            "**1. Play** — put two agents in the middle, one face up and one face down; they must have "
            "different names (unless your whole hand has one name). Then draw back to 4. Before playing you "
            "may discard a card face down and draw a new one: as often as you like, but 4 times per game in "
            "total, and not when the deck is empty.\n"
            "**2. Recruit** — your opponent takes one of the two cards (the face-down one blind); you take the "
            "other. Both are placed face up. Each player then moves by the card just recruited, reading the "
            "icon of its copy count in play: 1st, 2nd, or 3rd-and-more. Positive = forward (clockwise), "
            "negative = backward.\n"
            "• Double Agent (×6): −1 / +6 / −1\n"
            "• Enforcer (×6): +1 / +2 / +3\n"
            "• Codebreaker (×6): 0 / 0 / **win**\n"
            "• Saboteur (×6): −1 / −1 / −2\n"
            "• Daredevil (×6): +2 / +3 / **lose**\n"
            "• Sentinel (×6): 0 / +2 / +6\n"
            "• Sidekick (×1): +4 · Mole (×1): −3 (option, on by default: the published 38-card deck)\n"
            "**3. End** — after both moves: reaching or passing the other meeple wins (a meeple that moves "
            "back onto or behind yours is caught too; if it moved away in time, it is not); three Codebreakers "
            "win; three Daredevils lose. If the deck is empty and the next player holds fewer than 2 cards, "
            "the player closer to catching the other wins. Ties (both win, both lose, one player wins and "
            "loses, equal distances) go to the active player. Nobody wins during the Recruit step."
        ),
    },
    "fr": {
        "double_agent": "Agent double", "enforcer": "Mercenaire", "codebreaker": "Déchiffreur de code",
        "saboteur": "Saboteur", "daredevil": "Risque-tout", "sentinel": "Sentinelle",
        "sidekick": "Acolyte", "mole": "Taupe",
        "icon_win": "victoire", "icon_lose": "défaite",
        "kind": "Agent", "kind_extra": "Agent (option agents supplémentaires)",
        "power": "Recruté, il déplace votre espion : 1er exemplaire {a}, 2e {b}, 3e et suivants : {c}.",
        "power_one": "Recruté, il déplace votre espion de {a} (un seul exemplaire dans la pioche).",
        "p_win": "victoire immédiate", "p_lose": "défaite immédiate",
        "header": "**Agent Avenue** · tour {n} · pioche : {deck} cartes",
        "track": "Avenue (14 cases, sens horaire →) : {cells}",
        "player": "{mark} **{name}** — case {sq} · {gap} pour attraper · main {hand} · défausses {used}/4",
        "agents": "  ↳ agents : {list}", "none": "—",
        "to_play": "▶️ {name} joue deux agents (un face visible, un face cachée).",
        "to_recruit": "▶️ Sur la table : **{up}** face visible + 🂠 une carte face cachée. {name} en recrute une.",
        "last": "Tour précédent : {text}",
        "last_text": "{picker} a pris {card} ({how}, {s1}), {active} a gardé {other} ({s2})",
        "face_up": "face visible", "face_down": "face cachée",
        "end_catch": "{name} attrape le pion adverse",
        "end_codebreakers": "{name} a trois Déchiffreurs de code",
        "end_daredevils": "{name} a trois Risque-tout",
        "end_exhausted": "plus de cartes : distances {a} {d0}, {b} {d1}",
        "game_over": "🏆 **{name} gagne** — {why}.",
        "tiebreak": " (égalité : le joueur actif gagne)",
        "your_hand": "**Votre main** (déplacement si recruté : vous / {opp}) :",
        "hand_line": "• **{card}** — {mine} / {theirs}",
        "your_down": "Votre carte face cachée : **{card}**",
        "your_discards": "Vos défausses face cachée : {list}",
        "discards_left": "Défausses-pioches restantes : {n}/4",
        "label_play": "Face visible : {up} · face cachée : {down}",
        "step_up": "Face visible : {card}", "step_down": "Face cachée : {card}",
        "label_discard": "Défausser {card} et piocher ({n} restantes)",
        "step_discard": "Défausser et piocher ({n} restantes)",
        "label_recruit_up": "Recruter {card}, face visible (vous : {steps})",
        "label_recruit_down": "Recruter la carte face cachée",
        "ev_discard": "{name} défausse une carte face cachée et pioche ({left} défausses restantes).",
        "ev_discard_draw": "🗑️ Vous avez défaussé {card} et pioché **{drawn}**.",
        "ev_offer": "{name} propose **{up}** face visible et une carte face cachée.",
        "ev_offer_down": "🂠 Votre carte face cachée : **{down}**.",
        "ev_refill": "{name} pioche {n} (pioche : {deck}).",
        "ev_drew": "🃏 Vous piochez : {cards}.",
        "ev_recruit": "{name} recrute la carte {how} : **{card}** ; {active} reçoit **{other}**.",
        "ev_move": "{name} : {card} n°{copies} → {steps} (case {square}).",
        "ev_turn": "Tour {turn_no} : {name} joue.",
        "rules": (
            "**Agent Avenue** — 2 joueurs. Deux espions se poursuivent sur une avenue de 14 cases en boucle ; "
            "les pions partent face à face. Attrapez le pion adverse pour gagner.\n"
            "Mains de 4 agents. À votre tour :\n"
            "**1. Jouer** — posez deux agents au centre, un face visible et un face cachée, de noms "
            "différents (sauf si toute votre main porte le même nom), puis repiochez jusqu'à 4. Avant de "
            "jouer, vous pouvez défausser une carte face cachée pour en piocher une autre : autant de fois "
            "que vous voulez, mais 4 fois au total dans la partie, et pas si la pioche est vide.\n"
            "**2. Recruter** — l'adversaire prend l'une des deux cartes (la cachée à l'aveugle), vous prenez "
            "l'autre ; toutes deux sont posées face visible. Chacun déplace ensuite son pion selon la carte "
            "recrutée, en lisant l'icône de son nombre d'exemplaires en jeu : 1er, 2e, ou 3e et plus. "
            "Positif = en avant (sens horaire), négatif = en arrière.\n"
            "• Agent double (×6) : −1 / +6 / −1\n"
            "• Mercenaire (×6) : +1 / +2 / +3\n"
            "• Déchiffreur de code (×6) : 0 / 0 / **victoire**\n"
            "• Saboteur (×6) : −1 / −1 / −2\n"
            "• Risque-tout (×6) : +2 / +3 / **défaite**\n"
            "• Sentinelle (×6) : 0 / +2 / +6\n"
            "• Acolyte (×1) : +4 · Taupe (×1) : −3 (option active par défaut : le paquet publié de 38 cartes)\n"
            "**3. Fin** — après les deux déplacements : atteindre ou dépasser le pion adverse fait gagner "
            "(un pion qui recule sur le vôtre ou derrière est aussi attrapé ; s'il a avancé à temps, non) ; "
            "trois Déchiffreurs de code font gagner ; trois Risque-tout font perdre. Si la pioche est vide et "
            "que le joueur suivant a moins de 2 cartes, le plus proche d'attraper l'autre gagne. Les égalités "
            "(deux victoires, deux défaites, victoire et défaite d'un même joueur, distances égales) vont au "
            "joueur actif. On ne gagne jamais pendant l'étape Recruter."
        ),
    },
})


def end_text(end: dict, lang: str, names: list[str]) -> str:
    """The game-over line: who won and why (board text, picture and event alike)."""
    t = TEXTS.t
    if end["reason"] == "exhausted":
        g = end["gaps"]
        why = t(lang, "end_exhausted", a=names[0], d0=g[0], b=names[1], d1=g[1])
    else:
        why = ", ".join(t(lang, f"end_{c['kind']}", name=names[c["seat"]]) for c in end["conds"])
    if end["tiebreak"]:
        why += t(lang, "tiebreak")
    return t(lang, "game_over", name=names[end["winner"]], why=why)
