"""Charuma texts, English and French (our own wording)."""

from engine.text import Texts

TEXTS = Texts({
    "en": {
        "b": "blue", "r": "red", "x": "two-coloured",
        "round": "Round {n}", "extra": " (extra round: tie for the lead)",
        "target": "first to {n} points ends the game",
        "phase_auction": "Auction", "phase_play": "Tricks", "phase_over": "Game over",
        "turn": "To play: **{name}**",
        "scores_line": "**Scores** ({token} Charuma token): {list}", "pts": "{n} pts",
        "group_line": "• Group {g}: {cards} — {bid}", "hidden_counts": "Hidden cards: {list}",
        "free": "no bid", "bid_by": "{name} bids {n}",
        "hand_line": "{name}: {cards} + {n} hidden",
        "tricks_line": "tricks {t} · {p} pts · aces {a}",
        "trick_now": "Current trick ({count}, asked: {asked}):", "trick_empty": "{name} leads the trick.",
        "single": "one card", "pair": "a pair",
        "played_hidden": " (hidden)", "play_line": "{name}: {cards}",
        "last_trick": "Last trick (won by {name}, {points} pt, aces {aces}): {plays}",
        "last_round": "Round {round} scored: {text}",
        "gain": "{name} +{total}",
        "unused": "Out of the round: {cards}",
        "your_hidden": "🤫 Your hidden cards: **{cards}**",
        "your_visible": "Your visible cards: {cards}", "none": "—",
        "must_follow": "You must play the asked colour ({asked}) if a visible card allows it.",
        "label_bid": "Group {g}: bid {n}", "step_group": "Group {g}: {cards}", "step_bid": "Bid {n}",
        "step_raise": "Bid {n} (outbid {name})",
        "label_play": "Play {cards}", "step_single": "One card", "step_pair": "A pair",
        "step_second": "with {card}",
        "winners": "🏆 Winner: {names}",
        "ev_round_start": "🃏 Round {round}: {holder} holds the Charuma token and bids first.",
        "ev_hidden": "🤫 Your hidden cards: {cards}",
        "ev_bid": "{name} bids {amount} on group {group}.",
        "ev_outbid": "{name} is outbid on group {group} and gets {refund} pts back.",
        "ev_auction_end": "🔨 Auction over: {text}",
        "ev_won_group": "{name} {cards} ({n} pts)",
        "ev_play": "{name} plays {cards}.",
        "ev_lead": "{name} leads {cards}.",
        "ev_trick": "✋ {winner} wins the trick (+{points}{aces}).{last}",
        "ev_trick_aces": {"one": ", {n} ace", "other": ", {n} aces"},
        "ev_last": " — last trick, +2",
        "ev_round_end": "🏁 Round {round}: {text}",
        "ev_extra": "⚖️ Tie for the lead between {seats}: one more round.",
        "ev_token": "The Charuma token goes to {name}.",
        "ev_game_end": {"one": "🏆 Game over — won by {winners} with {n} point.",
                        "other": "🏆 Game over — won by {winners} with {n} points."},
        "rules": (
            "**Charuma** — 2 to 5 players, a trick-taking game where you buy your hand with your victory points.\n"
            "**Cards** (designed for this table: no list of the real deck is published): "
            "blue and red, values A (1) to 10, two copies each "
            "(40 cards).\n"
            "**Each round** every player gets 2 hidden cards, then groups of face-up cards are laid out "
            "(one more group than players).\n"
            "**Auction**: starting with the Charuma token holder and going clockwise, each player without a bid "
            "bids 0 to 5 points (never more than they have) on a group with no bid, or raises the bid on "
            "another group. An outbid player gets the points back and bids again on their turn. When everyone "
            "holds a bid, bids are lost and each player takes their group face up.\n"
            "**Tricks**: the token holder leads first. Lead 1 card, or a pair (2 cards of the same value: blue, "
            "red or two-coloured). The others play the same number of cards. If your *visible* cards hold the "
            "asked colour (a pair of the asked colour), you must play that colour (you may use hidden cards to "
            "do so). Otherwise play anything — but only plays of the asked colour can win. You never have to "
            "play higher.\n"
            "**Winning a trick**: highest value of the asked colour; on a tie, the one played **last** wins. "
            "The Ace is worth 1, but 11 when a 10 of its colour is in the trick (a pair of Aces beats a pair "
            "of 10s of the same colours). The winner leads the next trick.\n"
            "**Scoring**: 1 point per trick, 2 for a trick won with a pair, +1 per Ace in your tricks, +2 for "
            "the last trick. Then the Charuma token goes to the lowest score (clockwise on a tie).\n"
            "**End**: after a round where someone has 25 points (2–3 players) or 20 (4–5), the highest score "
            "wins; on a tie, play another round. There is no round limit, and no position where nobody can "
            "reach the target any more: a 0 bid is always possible and every round gives at least 3 points "
            "(a trick and the last-trick bonus)."
        ),
    },
    "fr": {
        "b": "bleu", "r": "rouge", "x": "bicolore",
        "round": "Manche {n}", "extra": " (manche supplémentaire : égalité en tête)",
        "target": "la partie s'arrête dès {n} points",
        "phase_auction": "Enchères", "phase_play": "Plis", "phase_over": "Partie terminée",
        "turn": "À jouer : **{name}**",
        "scores_line": "**Scores** ({token} jeton Charuma) : {list}", "pts": "{n} pts",
        "group_line": "• Groupe {g} : {cards} — {bid}", "hidden_counts": "Cartes cachées : {list}",
        "free": "sans enchère", "bid_by": "{name} mise {n}",
        "hand_line": {"one": "{name} : {cards} + {n} cachée", "other": "{name} : {cards} + {n} cachées"},
        "tricks_line": "plis {t} · {p} pts · as {a}",
        "trick_now": "Pli en cours ({count}, demandé : {asked}) :", "trick_empty": "{name} ouvre le pli.",
        "single": "une carte", "pair": "une paire",
        "played_hidden": " (cachée)", "play_line": "{name} : {cards}",
        "last_trick": "Dernier pli (remporté par {name}, {points} pt, as {aces}) : {plays}",
        "last_round": "Manche {round} : {text}",
        "gain": "{name} +{total}",
        "unused": "Hors manche : {cards}",
        "your_hidden": "🤫 Vos cartes cachées : **{cards}**",
        "your_visible": "Vos cartes visibles : {cards}", "none": "—",
        "must_follow": "Vous devez jouer la couleur demandée ({asked}) si une carte visible le permet.",
        "label_bid": "Groupe {g} : miser {n}", "step_group": "Groupe {g} : {cards}", "step_bid": "Miser {n}",
        "step_raise": "Miser {n} (surenchérir sur {name})",
        "label_play": "Jouer {cards}", "step_single": "Une carte", "step_pair": "Une paire",
        "step_second": "avec {card}",
        "winners": "🏆 Victoire : {names}",
        "ev_round_start": "🃏 Manche {round} : {holder} a le jeton Charuma et enchérit en premier.",
        "ev_hidden": "🤫 Vos cartes cachées : {cards}",
        "ev_bid": "{name} mise {amount} sur le groupe {group}.",
        "ev_outbid": "{name} est surenchéri·e sur le groupe {group} et récupère {refund} pts.",
        "ev_auction_end": "🔨 Fin des enchères : {text}",
        "ev_won_group": "{name} {cards} ({n} pts)",
        "ev_play": "{name} joue {cards}.",
        "ev_lead": "{name} ouvre avec {cards}.",
        "ev_trick": "✋ {winner} remporte le pli (+{points}{aces}).{last}",
        "ev_trick_aces": {"one": ", {n} as", "other": ", {n} as"},
        "ev_last": " — dernier pli, +2",
        "ev_round_end": "🏁 Manche {round} : {text}",
        "ev_extra": "⚖️ Égalité en tête entre {seats} : une manche de plus.",
        "ev_token": "Le jeton Charuma passe à {name}.",
        "ev_game_end": {"one": "🏆 Fin de partie : victoire de {winners} avec {n} point.",
                        "other": "🏆 Fin de partie : victoire de {winners} avec {n} points."},
        "rules": (
            "**Charuma** — 2 à 5 personnes, un jeu de plis où l'on achète sa main avec ses points de victoire.\n"
            "**Cartes** (conçues pour cette table : aucune liste du vrai paquet n’est publiée) : "
            "bleues et rouges, valeurs A (1) à 10, "
            "deux exemplaires de chaque (40 cartes).\n"
            "**Chaque manche**, chacun reçoit 2 cartes cachées, puis des groupes de cartes visibles sont "
            "étalés (un groupe de plus que de personnes).\n"
            "**Enchères** : en commençant par le jeton Charuma puis en sens horaire, chaque personne sans "
            "enchère mise de 0 à 5 points (jamais plus qu'elle n'en a) sur un groupe sans enchère, ou augmente "
            "la mise d'un autre groupe. La personne surenchérie récupère ses points et enchérit de nouveau à "
            "son tour. Quand tout le monde a une enchère, les mises sont perdues et chacun prend son groupe, "
            "face visible.\n"
            "**Plis** : le jeton Charuma ouvre le premier pli. Jouez 1 carte, ou une paire (2 cartes de même "
            "valeur : bleue, rouge ou bicolore). Les autres jouent le même nombre de cartes. Si vos cartes "
            "*visibles* ont la couleur demandée (une paire de la couleur demandée), vous devez jouer cette "
            "couleur (vous pouvez utiliser vos cartes cachées pour cela). Sinon jouez ce que vous voulez, mais "
            "seul un jeu de la couleur demandée peut gagner. Inutile de monter.\n"
            "**Gagner un pli** : la plus forte valeur de la couleur demandée ; en cas d'égalité, la carte "
            "posée en **dernier** gagne. L'As vaut 1, mais 11 face à un 10 de sa couleur dans le pli (une "
            "paire d'As bat une paire de 10 aux mêmes couleurs). Le gagnant ouvre le pli suivant.\n"
            "**Score** : 1 point par pli, 2 pour un pli gagné avec une paire, +1 par As dans vos plis, +2 pour "
            "le dernier pli. Puis le jeton Charuma passe au plus petit score (sens horaire en cas d'égalité).\n"
            "**Fin** : après une manche où quelqu'un atteint 25 points (2–3 personnes) ou 20 (4–5), le plus "
            "haut score gagne ; en cas d'égalité, jouez une manche de plus. Il n'y a pas de limite de "
            "manches, ni de position où plus personne ne peut atteindre l'objectif : une mise de 0 est "
            "toujours possible et chaque manche rapporte au moins 3 points (un pli et le bonus du dernier pli)."
        ),
    },
})
