"""Rage texts, English and French (our own wording)."""

from itertools import groupby

from engine.text import Texts

from .data import COLOUR_OF, COLOURS, VALUE

TEXTS = Texts({
    "en": {
        "c_y": "Yellow", "c_o": "Orange", "c_r": "Red", "c_p": "Purple", "c_g": "Green", "c_b": "Blue",
        "plus5": "+5", "minus5": "−5", "change": "Change trump", "notrump": "No trump", "joker": "Joker",
        "kind_action": "Action card",
        "p_plus5": "Whoever wins the trick holding this card scores +5 this round.",
        "p_minus5": "Whoever wins the trick holding this card scores −5 this round.",
        "p_change": ("Trump changes at once to another random colour, for this trick and the rest "
                     "of the round."),
        "p_notrump": "This trick has no trump; after it a new trump is drawn at random for the rest of the round.",
        "p_joker": ("Name any colour (trump included): it counts as a 16 of that colour; of two, the "
                    "first played wins."),
        "header": {"one": "**Round {round}/{rounds}** · {n} card each · dealer: {dealer}",
                   "other": "**Round {round}/{rounds}** · {n} cards each · dealer: {dealer}"},
        "trump": "Trump: {trump} (turned: {card})", "trump_now": "Trump: {trump}",
        "no_trump_trick": "🚫 no trump in this trick",
        "bidding": "Bidding (secret) — waiting for: {names}",
        "to_play": "▶ {name} to play",
        "trick": "Trick: {cards}", "trick_empty": "Trick: (empty)", "lead": "colour led: {colour}",
        "player_bid": "{mark}**{name}** — bid {bid} · tricks {tricks}{bonus} · **{score} pts** · exact bids {exact}",
        "hidden_bid": "🤫", "has_bid": "✅", "bonus": " · bonus {pts:+d}",
        "last_trick": "Last trick: {name} won ({cards})",
        "last_round": "Previous round: {list}",
        "round_entry": "{name} {pts:+d} ({tricks}/{bid})",
        "over": {"one": "🏁 **Game over** — winner: {names}", "other": "🏁 **Game over** — winners: {names}"},
        "your_hand": "Your hand ({n})", "none": "—",
        "your_bid": "Your bid: **{bid}** · tricks won: {tricks}",
        "bid_now": "Bid how many tricks you will win (0–{n}); bids are revealed together.",
        "bid_waiting": "Your bid: **{bid}** (hidden until everyone has bid; you may change it until then).",
        "label_bid": "Bid {n}", "label_play": "Play {card}", "label_joker": "Play 🃏 Joker as {colour}",
        "step_joker": "🃏 Joker", "step_as": "as {colour}",
        "ev_round_start": {"one": "🔄 Round {round}: {n} card each, dealer {dealer}; turned {card}{skipped}, "
                                  "trump {trump}. {leader} will lead.",
                           "other": "🔄 Round {round}: {n} cards each, dealer {dealer}; turned {card}{skipped}, "
                                    "trump {trump}. {leader} will lead."},
        "ev_skipped": " (after {cards})",
        "ev_hand": "🃏 Your hand: {cards}",
        "ev_bid": "{name} has bid.", "ev_rebid": "{name} changes their bid.",
        "ev_bids": "📣 Bids: {list}.",
        "ev_play": "{name} plays {card}.", "ev_play_auto": "{name} plays their last card, {card}.",
        "ev_trump_change": "❗ The trump changes to {trump}.",
        "ev_trump_notrump": "The trump for the rest of the round is now {trump}.",
        "ev_no_trump": "🚫 No trump in this trick.",
        "ev_trick": "{winner} wins the trick.", "ev_trick_points": "{winner} wins the trick ({pts:+d} in bonus cards).",
        "ev_round_end": "🏁 Round {round}: {list}.",
        "ev_game_end": {"one": "🏆 Won by {winners} with {n} point!", "other": "🏆 Won by {winners} with {n} points!"},
        "rules": (
            "**Rage** — 2 to 6 players, 112 cards: 6 colours (yellow, orange, red, purple, green, blue) "
            "numbered 0–15, and 16 grey action cards.\n"
            "**Rounds**: 10. Round 1 deals 10 cards each, then one fewer each round down to 1. After the "
            "deal, the top card of the deck is turned (action cards are passed over): its colour is trump.\n"
            "**Bids**: everyone secretly bids how many tricks they will win (0 to their hand size); the bids "
            "are revealed together, and until the last player has bid you may change yours. Their total may "
            "exceed the number of tricks.\n"
            "**Tricks**: the player left of the dealer leads the first trick, the winner of a trick leads "
            "the next. You must play the colour led if you can; only if you cannot may you play a trump, "
            "another colour or an action card. The highest trump wins, else the highest card of the colour "
            "led. A trick led by an action card takes the colour of the first coloured card played after it; "
            "a trick with no coloured card is won by its leader. A last card plays itself (a joker still asks for "
            "its colour).\n"
            "**Action cards**:\n"
            "• **+5** (×3) / **−5** (×3): whoever wins the trick scores +5 / −5.\n"
            "• **Change trump** (×4): the trump changes at once to another random colour, for this trick "
            "and the rest of the round.\n"
            "• **No trump** (×4): this trick has no trump; after it a random trump is drawn for the rest of "
            "the round.\n"
            "• **Joker** (×2): name any colour (trump included): it is the highest card (16) of that colour. "
            "Of two jokers of the same colour, the first played wins.\n"
            "**Scoring** each round: +1 per trick, ±5 per bonus card won, +10 if you took exactly your bid "
            "(0 included), −5 if you missed it.\n"
            "**End**: after 10 rounds the highest score wins; ties go to the most exact bids."
        ),
    },
    "fr": {
        "c_y": "Jaune", "c_o": "Orange", "c_r": "Rouge", "c_p": "Violet", "c_g": "Vert", "c_b": "Bleu",
        "plus5": "+5", "minus5": "−5", "change": "Changement d'atout", "notrump": "Sans atout",
        "kind_action": "Carte action",
        "p_plus5": "Le gagnant du pli qui contient cette carte marque +5 cette manche.",
        "p_minus5": "Le gagnant du pli qui contient cette carte marque −5 cette manche.",
        "p_change": ("L'atout change aussitôt pour une autre couleur au hasard, pour ce pli et la fin "
                     "de la manche."),
        "p_notrump": "Ce pli n'a pas d'atout ; ensuite un nouvel atout est tiré au hasard pour la fin de la manche.",
        "p_joker": ("Nommez une couleur (atout compris) : il vaut 16 dans cette couleur ; de deux, le "
                    "premier gagne."),
        "joker": "Joker",
        "header": {"one": "**Manche {round}/{rounds}** · {n} carte chacun · donneur : {dealer}",
                   "other": "**Manche {round}/{rounds}** · {n} cartes chacun · donneur : {dealer}"},
        "trump": "Atout : {trump} (retournée : {card})", "trump_now": "Atout : {trump}",
        "no_trump_trick": "🚫 pas d'atout dans ce pli",
        "bidding": "Enchères (secrètes) — en attente de : {names}",
        "to_play": "▶ À {name} de jouer",
        "trick": "Pli : {cards}", "trick_empty": "Pli : (vide)", "lead": "couleur demandée : {colour}",
        "player_bid": "{mark}**{name}** — enchère {bid} · plis {tricks}{bonus} · **{score} pts** · "
                      "enchères réussies {exact}",
        "hidden_bid": "🤫", "has_bid": "✅", "bonus": " · bonus {pts:+d}",
        "last_trick": "Dernier pli : remporté par {name} ({cards})",
        "last_round": "Manche précédente : {list}",
        "round_entry": "{name} {pts:+d} ({tricks}/{bid})",
        "over": {"one": "🏁 **Partie terminée** — gagnant : {names}",
                 "other": "🏁 **Partie terminée** — gagnants : {names}"},
        "your_hand": "Votre main ({n})", "none": "—",
        "your_bid": "Votre enchère : **{bid}** · plis remportés : {tricks}",
        "bid_now": "Annoncez combien de plis vous allez remporter (0–{n}) ; les enchères sont révélées ensemble.",
        "bid_waiting": ("Votre enchère : **{bid}** (cachée jusqu'à ce que tout le monde ait annoncé ; "
                        "modifiable d'ici là)."),
        "label_bid": "Annoncer {n}", "label_play": "Jouer {card}", "label_joker": "Jouer 🃏 Joker en {colour}",
        "step_joker": "🃏 Joker", "step_as": "en {colour}",
        "ev_round_start": {"one": "🔄 Manche {round} : {n} carte chacun, donneur {dealer} ; carte retournée "
                                  "{card}{skipped}, atout {trump}. {leader} ouvrira.",
                           "other": "🔄 Manche {round} : {n} cartes chacun, donneur {dealer} ; carte retournée "
                                    "{card}{skipped}, atout {trump}. {leader} ouvrira."},
        "ev_skipped": " (après {cards})",
        "ev_hand": "🃏 Votre main : {cards}",
        "ev_bid": "{name} a fait son enchère.", "ev_rebid": "{name} change son enchère.",
        "ev_bids": "📣 Enchères : {list}.",
        "ev_play": "{name} joue {card}.", "ev_play_auto": "{name} joue sa dernière carte, {card}.",
        "ev_trump_change": "❗ L'atout devient {trump}.",
        "ev_trump_notrump": "L'atout pour le reste de la manche est désormais {trump}.",
        "ev_no_trump": "🚫 Pas d'atout dans ce pli.",
        "ev_trick": "{winner} remporte le pli.",
        "ev_trick_points": "{winner} remporte le pli ({pts:+d} en cartes bonus).",
        "ev_round_end": "🏁 Manche {round} : {list}.",
        "ev_game_end": {"one": "🏆 Victoire de {winners} avec {n} point !",
                        "other": "🏆 Victoire de {winners} avec {n} points !"},
        "rules": (
            "**Rage** — 2 à 6 joueurs, 112 cartes : 6 couleurs (jaune, orange, rouge, violet, vert, bleu) "
            "numérotées de 0 à 15, et 16 cartes action grises.\n"
            "**Manches** : 10. La manche 1 distribue 10 cartes à chacun, puis une de moins à chaque manche "
            "jusqu'à 1. Après la donne, la carte du dessus de la pioche est retournée (les cartes action sont "
            "passées) : sa couleur est l'atout.\n"
            "**Enchères** : chacun annonce en secret le nombre de plis qu'il va remporter (de 0 à la taille "
            "de sa main) ; les enchères sont révélées ensemble, et tant que le dernier joueur n'a pas annoncé, "
            "vous pouvez changer la vôtre. Leur total peut dépasser le nombre de plis.\n"
            "**Plis** : le joueur à gauche du donneur ouvre le premier pli, le gagnant d'un pli ouvre le "
            "suivant. Vous devez fournir la couleur demandée si vous le pouvez ; sinon seulement, vous pouvez "
            "jouer un atout, une autre couleur ou une carte action. Le plus haut atout l'emporte, sinon la "
            "plus haute carte de la couleur demandée. Un pli ouvert par une carte action prend la couleur de "
            "la première carte de couleur jouée ensuite ; un pli sans aucune carte de couleur revient à celui "
            "qui l'a ouvert. Une dernière carte se joue toute seule (un joker demande quand même sa couleur).\n"
            "**Cartes action** :\n"
            "• **+5** (×3) / **−5** (×3) : le gagnant du pli marque +5 / −5.\n"
            "• **Changement d'atout** (×4) : l'atout change aussitôt pour une autre couleur au hasard, pour "
            "ce pli et le reste de la manche.\n"
            "• **Sans atout** (×4) : ce pli n'a pas d'atout ; ensuite un atout est tiré au hasard pour le "
            "reste de la manche.\n"
            "• **Joker** (×2) : choisissez une couleur (l'atout compris) : c'est la plus haute carte (16) de "
            "cette couleur. De deux jokers de même couleur, le premier joué l'emporte.\n"
            "**Score** à chaque manche : +1 par pli, ±5 par carte bonus remportée, +10 si vous avez remporté "
            "exactement votre enchère (0 compris), −5 sinon.\n"
            "**Fin** : après 10 manches, le plus haut score l'emporte ; en cas d'égalité, le plus grand nombre "
            "d'enchères réussies."
        ),
    },
})


ACTION_ICON = {"plus5": "➕", "minus5": "➖", "change": "❗", "notrump": "🚫", "joker": "🃏"}


def colour_text(lang: str, colour: str | None) -> str:
    if colour is None:
        return TEXTS.t(lang, "none")
    return f"{COLOURS[colour]} {TEXTS.t(lang, 'c_' + colour)}"


def card_text(lang: str, card: str, named: str | None = None) -> str:
    """Short text of a card: ``🟥7``, ``❗ Change trump``, ``🃏 Joker→🟦``."""
    if card in COLOUR_OF:
        return f"{COLOURS[COLOUR_OF[card]]}{VALUE[card]}"
    if card in ("plus5", "minus5"):
        return f"{ACTION_ICON[card]}5"
    text = f"{ACTION_ICON[card]} {TEXTS.t(lang, card)}"
    if card == "joker" and named:
        text += f"→{COLOURS[named]}"
    return text


def hand_text(lang: str, hand: list[str]) -> str:
    """A hand grouped by colour: ``🟨 3 7 · 🟥 0 15 · 🃏 Joker``."""
    coloured = groupby([c for c in hand if c in COLOUR_OF], key=COLOUR_OF.__getitem__)
    groups = [f"{COLOURS[colour]} {' '.join(str(VALUE[c]) for c in cards)}" for colour, cards in coloured]
    groups += [card_text(lang, c) for c in hand if c not in COLOUR_OF]
    return " · ".join(groups) or TEXTS.t(lang, "none")


def trick_card_text(lang: str, card: str) -> str:
    """Text of a card of a trick (``joker:b`` is a joker named blue)."""
    if card.startswith("joker:"):
        return card_text(lang, "joker", card[6:])
    return card_text(lang, card)


def trick_text(lang: str, trick: list[str], leader: int, names: list[str]) -> str:
    n = len(names)
    return ", ".join(f"{names[(leader + i) % n]} {trick_card_text(lang, c)}" for i, c in enumerate(trick))
