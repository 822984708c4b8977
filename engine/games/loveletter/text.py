"""Love Letter texts, English and French (our own wording)."""

from engine.text import Texts

TEXTS = Texts({
    "en": {
        "guard": "Guard", "priest": "Priest", "baron": "Baron", "handmaid": "Handmaid",
        "prince": "Prince", "king": "King", "countess": "Countess", "princess": "Princess",
        "round": "Round {n}", "tokens": "Tokens (first to {n})",
        "deck": {"one": "Deck: {n} card", "other": "Deck: {n} cards"},
        "set_aside": "Set aside: {down} face down{up}", "face_up": ", face up: {cards}",
        "discards": "Discards", "none": "—", "protected": "🛡️ protected", "eliminated": "❌ out",
        "your_hand": "Your hand", "you_know": "What you know",
        "known_priest": "{name} had **{card}** (seen with your Priest)",
        "known_baron": "{name} had **{card}** (Baron comparison)",
        "known_king": "{name} got **{card}** (King swap)",
        "last_round": "Last round: {text}", "no_winner": "a tie, nobody scored",
        "won_round": "{name} won", "showdown": "hands shown: {hands}",
        "label_no_effect": "{card} (no effect: everyone is protected)",
        "label_target": "{card} → {target}", "label_guess": "{card} → {target}: {guess}?",
        "label_self": "{card} → yourself", "label_plain": "{card}", "yourself": "Yourself",
        "ev_play": "{name} plays {card}.", "ev_play_target": "{name} plays {card} on {target}.",
        "ev_play_guess": "{name} plays Guard on {target}, naming {guess}.",
        "ev_no_effect": "Everyone is protected: the {card} has no effect.",
        "ev_guard_hit": "Right! {target} had the {guess}.", "ev_guard_miss": "Wrong guess.",
        "ev_peek": "🔍 {target} holds the **{card}**.",
        "ev_compare": "⚖️ Baron: you {mine}, {other} {theirs}.",
        "ev_baron_tie": "The Baron comparison is a tie: nobody is out.",
        "ev_baron_loser": "{loser} loses the Baron comparison.",
        "ev_prince_discard": "{target} discards the {card}.",
        "ev_took_set_aside": "The deck is empty: {name} takes the set-aside card.",
        "ev_drew": "🃏 You draw the **{card}**.",
        "ev_king": "{name} and {target} swap hands.",
        "ev_swap": "👑 You now hold the **{got}**.",
        "ev_eliminated": "❌ {name} is out of the round (discarding {cards}).",
        "ev_eliminated_princess": "❌ {name} discarded the Princess and is out of the round.",
        "ev_round_end": "🏁 Round {round}: {text}.",
        "ev_round_start": "Round {round} begins; {starter} starts.",
        "ev_game_end": "🏆 {winner} wins the game with {n} tokens!",
        "kind": "Card, value {value}",
        "power_guard": "Name a card other than Guard: if the target holds it, they are out of the round.",
        "power_priest": "Look at another player's hand.",
        "power_baron": "Compare hands with another player in secret: the lower card is out of the round.",
        "power_handmaid": "Nobody can target you until your next turn.",
        "power_prince": "A player (yourself allowed) discards their hand without effect and draws a new card.",
        "power_king": "Trade hands with another player.",
        "power_countess": "No effect, but you must play her if you also hold the King or a Prince.",
        "power_princess": "If you discard her, for any reason, you are out of the round.",
        "rules": (
            "**Love Letter** — 2 to 4 players, 16 cards. Win tokens of affection: 7 (2 players), "
            "5 (3 players) or 4 (4 players) wins the game.\n"
            "Each round you hold one card. On your turn draw a second card, then play one of the two "
            "and apply its effect. Only players still in the round can be targeted.\n"
            "• **Guard** (1, ×5): name a card other than Guard; if the target holds it, they are out.\n"
            "• **Priest** (2, ×2): look at a player's hand.\n"
            "• **Baron** (3, ×2): compare hands privately; the lower card is out.\n"
            "• **Handmaid** (4, ×2): you cannot be targeted until your next turn.\n"
            "• **Prince** (5, ×2): a player (you may pick yourself) discards their hand without effect "
            "and draws a new card (the set-aside card if the deck is empty).\n"
            "• **King** (6): trade hands with another player.\n"
            "• **Countess** (7): no effect, but you must play her if you also hold the King or a Prince.\n"
            "• **Princess** (8): if you discard her, you are out.\n"
            "If every opponent is protected, a targeted card is played for no effect (a Prince then "
            "targets yourself). The round ends when one player is left, or when the deck is empty: the "
            "highest card wins, then the highest total of discards; a full tie gives no token. "
            "The round's winner starts the next one. With 2 players, 3 cards are set aside face up."
        ),
    },
    "fr": {
        "guard": "Garde", "priest": "Prêtre", "baron": "Baron", "handmaid": "Servante",
        "prince": "Prince", "king": "Roi", "countess": "Comtesse", "princess": "Princesse",
        "round": "Manche {n}", "tokens": "Jetons (victoire à {n})",
        "deck": {"one": "Pioche : {n} carte", "other": "Pioche : {n} cartes"},
        "set_aside": "Écartées : {down} face cachée{up}", "face_up": ", face visible : {cards}",
        "discards": "Défausses", "none": "—", "protected": "🛡️ protégé·e", "eliminated": "❌ éliminé·e",
        "your_hand": "Votre main", "you_know": "Ce que vous savez",
        "known_priest": "{name} avait **{card}** (vu avec votre Prêtre)",
        "known_baron": "{name} avait **{card}** (comparaison du Baron)",
        "known_king": "{name} a reçu **{card}** (échange du Roi)",
        "last_round": "Manche précédente : {text}", "no_winner": "égalité, personne ne marque",
        "won_round": "{name} l'emporte", "showdown": "mains révélées : {hands}",
        "label_no_effect": "{card} (sans effet : tout le monde est protégé)",
        "label_target": "{card} → {target}", "label_guess": "{card} → {target} : {guess} ?",
        "label_self": "{card} → vous-même", "label_plain": "{card}", "yourself": "Vous-même",
        "ev_play": "{name} joue {card}.", "ev_play_target": "{name} joue {card} sur {target}.",
        "ev_play_guess": "{name} joue Garde sur {target} et annonce {guess}.",
        "ev_no_effect": "Tout le monde est protégé : {card} n'a pas d'effet.",
        "ev_guard_hit": "Bien vu ! {target} avait {guess}.", "ev_guard_miss": "Raté.",
        "ev_peek": "🔍 {target} a en main : **{card}**.",
        "ev_compare": "⚖️ Baron : vous {mine}, {other} {theirs}.",
        "ev_baron_tie": "Égalité au Baron : personne n'est éliminé.",
        "ev_baron_loser": "{loser} perd la comparaison du Baron.",
        "ev_prince_discard": "{target} défausse {card}.",
        "ev_took_set_aside": "La pioche est vide : {name} prend la carte écartée.",
        "ev_drew": "🃏 Vous piochez : **{card}**.",
        "ev_king": "{name} et {target} échangent leur main.",
        "ev_swap": "👑 Vous avez maintenant : **{got}**.",
        "ev_eliminated": "❌ {name} est éliminé·e de la manche (défausse : {cards}).",
        "ev_eliminated_princess": "❌ {name} a défaussé la Princesse et est éliminé·e de la manche.",
        "ev_round_end": "🏁 Manche {round} : {text}.",
        "ev_round_start": "La manche {round} commence ; {starter} joue en premier.",
        "ev_game_end": "🏆 {winner} gagne la partie avec {n} jetons !",
        "kind": "Carte, valeur {value}",
        "power_guard": "Nommez une carte autre que Garde : si la cible l'a en main, elle est éliminée de la manche.",
        "power_priest": "Regardez la main d'un autre joueur.",
        "power_baron": "Comparez en secret votre main avec celle d'un joueur : la plus faible est éliminée.",
        "power_handmaid": "Personne ne peut vous cibler jusqu'à votre prochain tour.",
        "power_prince": "Un joueur (vous compris) défausse sa main sans effet et pioche une nouvelle carte.",
        "power_king": "Échangez votre main avec celle d'un autre joueur.",
        "power_countess": "Sans effet, mais vous devez la jouer si vous avez aussi le Roi ou un Prince.",
        "power_princess": "Si vous la défaussez, pour quelque raison que ce soit, vous êtes éliminé·e de la manche.",
        "rules": (
            "**Love Letter** — 2 à 4 joueurs, 16 cartes. Gagnez des jetons d'affection : 7 (à 2), "
            "5 (à 3) ou 4 (à 4) pour gagner la partie.\n"
            "Chaque manche, vous avez une carte en main. À votre tour, piochez-en une seconde, puis "
            "jouez l'une des deux et appliquez son effet. Seuls les joueurs encore en lice peuvent être ciblés.\n"
            "• **Garde** (1, ×5) : nommez une carte autre que Garde ; si la cible l'a, elle est éliminée.\n"
            "• **Prêtre** (2, ×2) : regardez la main d'un joueur.\n"
            "• **Baron** (3, ×2) : comparez vos mains en secret ; la plus faible est éliminée.\n"
            "• **Servante** (4, ×2) : on ne peut pas vous cibler jusqu'à votre prochain tour.\n"
            "• **Prince** (5, ×2) : un joueur (vous pouvez vous choisir) défausse sa main sans effet et "
            "pioche une nouvelle carte (la carte écartée si la pioche est vide).\n"
            "• **Roi** (6) : échangez votre main avec un autre joueur.\n"
            "• **Comtesse** (7) : sans effet, mais vous devez la jouer si vous avez aussi le Roi ou un Prince.\n"
            "• **Princesse** (8) : si vous la défaussez, vous êtes éliminé·e.\n"
            "Si tous vos adversaires sont protégés, une carte qui cible est jouée sans effet (un Prince "
            "vous cible alors vous-même). La manche finit quand il ne reste qu'un joueur, ou quand la "
            "pioche est vide : la plus forte carte gagne, puis le plus grand total de défausse ; une "
            "égalité complète ne donne aucun jeton. Le gagnant de la manche commence la suivante. "
            "À 2 joueurs, 3 cartes sont écartées face visible."
        ),
    },
})
