"""Odysseus texts, English and French (our own wording)."""

from functools import cache

from engine.text import Texts

RULES_EN = (
    "**Odysseus** — 1 to 5 players (solo against the Automa). Collect Trial cards, raise your four skills "
    "(🟥 Strength, 🟦 Intelligence, 🟨 Cunning, 🟩 Luck, 0 to 6) and gather Tales.\n"
    "**Ship**: 12 cards on two sides (port, starboard), the middle two of each side face down. The deck "
    "holds 12 cards per player (24 solo).\n"
    "**Your turn**: take a card at an end of a side. If it was next to a face-down card, both face-down "
    "cards of that side are turned up and you take that side's 🦉 Favor. Then either\n"
    "• **adventure**: gain the card's icons (🦉 a Favor, a skill icon +1 in that skill, ✳️ +1 where you "
    "like) and put the card in its skill's column (max 4 per column), or\n"
    "• **rest**: the card goes face down (it scores nothing), +1 in a skill of your choice and +1 🦉.\n"
    "Each printed skill point can go to another skill for 1 🦉. Tracks stop at 6 (extra points are lost).\n"
    "**Tales** (max 6, incl. the starting one): gain one each time you complete a row of 4 cards (one per "
    "skill), or buy one for 3 🦉 once per turn (before taking a card or after it is resolved). Take a "
    "face-up Tale or the top of a stack. Each Tale scores 2 per matching card in your columns, passed or not.\n"
    "**Epic**: the first time your columns hold the 5 types (⛵ Navigation, 🤝 Encounters, ⚡ Gods, "
    "🐉 Creatures, 🏛️ Ithaca) take the top Epic tile (10, 8, 6, 4, 2).\n"
    "**End of turn**: with 1 card left on the ship, it is discarded and 12 new cards are dealt (+1 🦉 per "
    "side); if the deck is empty the game ends (11 cards each).\n"
    "**Score**: a card scores its points if your level in its skill ≥ its value; + Tales + Epic. Tie: most "
    "Tale points, then shared.\n"
    "**Solo**: the Automa (difficulty 1–4, a /play option: 2/3/4/5 Tales) plays after you: it reveals a "
    "card showing a side "
    "and an arrow and takes the first card at an end, reading that side along the arrow, then the other "
    "side. 🦉 symbol: it first looks for a card next to a face-down one (the Favor is discarded). 📜 symbol: "
    "the 4 face-up Tales are replaced first. It takes the top Epic tile with the 5 types. Its score: base "
    "20/28/35/42 + its Tales on all its cards + Epic. You win only with a strictly higher score.\n"
    "*Our design (not public):* the Automa cards (each side/arrow pair 4 times: 1 📜, 2 🦉, 1 plain) and "
    "the base scores. Other choices: the first player is drawn at random; a taken face-up Tale is "
    "replaced from the larger stack; the Tales replaced by the Automa leave the game."
)

RULES_FR = (
    "**Odysseus** — 1 à 5 joueurs (solo contre l'Automa). Collectez des cartes Épreuve, montez vos quatre "
    "compétences (🟥 Force, 🟦 Intelligence, 🟨 Ruse, 🟩 Chance, de 0 à 6) et réunissez des Récits.\n"
    "**Navire** : 12 cartes sur deux côtés (bâbord, tribord), les deux du milieu de chaque côté face cachée. "
    "La pioche compte 12 cartes par joueur (24 en solo).\n"
    "**Votre tour** : prenez une carte à une extrémité d'un côté. Si elle touchait une carte face cachée, "
    "les deux cartes cachées de ce côté sont révélées et vous prenez la 🦉 Faveur de ce côté. Puis\n"
    "• **aventure** : recevez les gains (🦉 une Faveur, une icône de compétence +1 dans celle-ci, ✳️ +1 où "
    "vous voulez) et posez la carte dans la colonne de sa compétence (4 au plus par colonne), ou\n"
    "• **repos** : la carte va face cachée (elle ne rapporte rien), +1 dans une compétence au choix et +1 🦉.\n"
    "Chaque point de compétence imprimé peut aller dans une autre compétence pour 1 🦉. Les pistes "
    "s'arrêtent à 6 (les points en trop sont perdus).\n"
    "**Récits** (6 au plus, celui du départ compris) : gagnez-en un à chaque ligne de 4 cartes complétée "
    "(une par compétence), ou achetez-en un pour 3 🦉 une fois par tour (avant de prendre une carte ou "
    "après l'avoir jouée). Prenez un Récit visible ou le dessus d'une pioche. Chaque Récit rapporte 2 par "
    "carte correspondante de vos colonnes, réussie ou non.\n"
    "**Épopée** : la première fois que vos colonnes réunissent les 5 types (⛵ Navigation, 🤝 Rencontres, "
    "⚡ Dieux, 🐉 Créatures, 🏛️ Ithaque), prenez la tuile Épopée du dessus (10, 8, 6, 4, 2).\n"
    "**Fin du tour** : s'il reste 1 carte sur le navire, elle est défaussée et 12 nouvelles cartes sont "
    "distribuées (+1 🦉 par côté) ; si la pioche est vide, la partie s'arrête (11 cartes chacun).\n"
    "**Score** : une carte rapporte ses points si votre niveau dans sa compétence ≥ sa valeur ; + Récits + "
    "Épopée. Égalité : le plus de points de Récits, sinon victoire partagée.\n"
    "**Solo** : l'Automa (difficulté 1–4, option de /play : 2/3/4/5 Récits) joue après vous : il révèle "
    "une carte montrant un "
    "côté et une flèche et prend la première carte à une extrémité en lisant ce côté dans le sens de la "
    "flèche, puis l'autre côté. Symbole 🦉 : il cherche d'abord une carte voisine d'une carte cachée (la "
    "Faveur est défaussée). Symbole 📜 : les 4 Récits visibles sont d'abord remplacés. Il prend l'Épopée du "
    "dessus avec les 5 types. Son score : base 20/28/35/42 + ses Récits sur toutes ses cartes + Épopée. "
    "Vous gagnez seulement avec un score strictement supérieur.\n"
    "*Notre conception (non publique) :* les cartes Automa (chaque paire côté/flèche 4 fois : 1 📜, 2 🦉, "
    "1 simple) et les scores de base. Autres choix : premier joueur tiré au sort ; un Récit visible pris "
    "est remplacé depuis la plus grande pioche ; les Récits remplacés par l'Automa quittent la partie."
)

TEXTS = Texts({
    "en": {
        "notes_pending": "**The card you took** {card}: {note}", "notes_ship": "**Cards you can take:**",
        "notes_tales": "**Tales:**", "notes_epic": "**Epic:** {note}",
        "str": "Strength", "int": "Intelligence", "cun": "Cunning", "luck": "Luck",
        "nav": "Navigation", "enc": "Encounters", "gods": "Gods", "crea": "Creatures", "ith": "Ithaca",
        "v12": "Value 1–2", "v3": "Value 3", "v4": "Value 4", "v5": "Value 5", "v6": "Value 6",
        "side0": "Port", "side1": "Starboard", "endL": "left", "endR": "right",
        "automa": "Automa", "none": "—",
        "cycle": "Voyage {n}/{of}", "deck": {"one": "deck: {n} card", "other": "deck: {n} cards"},
        "epic_stack": "Epic tiles: {tiles}", "no_epic": "Epic tiles: none left",
        "tales_up": "Face-up Tales: {tales}", "stacks": "stacks {a} + {b}",
        "side_line": "**{side}** (🦉 {n} between the face-down cards)", "side_line_plain": "**{side}**",
        "side_empty": "**{side}**: empty",
        "turn_pick": "🎲 **{name}** chooses a card", "turn_mode": "🎲 **{name}** took {card}: adventure or rest?",
        "turn_gain": "🎲 **{name}** places the gains of {card}: next {gain}",
        "turn_tale": "🎲 **{name}** chooses a Tale", "turn_finish": "🎲 **{name}** may buy a Tale",
        "game_over": "🏁 **Game over**",
        "player_line": "**{name}** {skills} · 🦉{favors} · {score}",
        "score": {"one": "{n} pt", "other": "{n} pts"},
        "score_parts": "trials {trials} + Tales {tales} + Epic {epic}",
        "tales": "Tales: {tales}", "epic": "Epic {n}", "rested": {"one": "{n} rested", "other": "{n} rested"},
        "automa_line": "**Automa** (level {d}) · {n} cards · {score}",
        "automa_parts": "base {base} + Tales {tales} + Epic {epic}",
        "automa_cards": "Automa's cards: {cards}",
        "automa_last": "Last Automa card: {card}",
        "acard": "{side} {arrow}{symbol}", "sym_tales": " 📜 replace Tales", "sym_favor": " 🦉 Favor first",
        "winner": "🏆 {names}", "solo_win": "🏆 {name} beats the Automa ({a} to {b})!",
        "solo_lose": "The Automa wins ({b} to {a}).",
        "legend": ("Legend: 🟥 Strength 🟦 Intelligence 🟨 Cunning 🟩 Luck · 🟥3·6 = Strength card, needs 3, "
                   "scores 6 · ✅ passed at your level · ⛵ Navigation 🤝 Encounters ⚡ Gods 🐉 Creatures "
                   "🏛️ Ithaca · gains: 🦉 Favor, ✳️ any skill · 🂠 face down · L/R ends of a side"),
        "your_board": "**Your board** · {skills} · 🦉 {favors}",
        "your_tales": "Your Tales: {tales}", "your_score": "If the game ended now: {score} ({parts})",
        "col": "{emoji} {name} ({level}/6): {cards}",
        "lbl_take": "{side} {end}: {card}", "lbl_flip": " (+🦉, flips)", "lbl_buy": "Buy a Tale (3 🦉)",
        "lbl_adventure": "Adventure: {gains} → {col} column", "lbl_adventure_plain": "Adventure → {col} column",
        "lbl_rest": "Rest", "lbl_rest_skill": "+1 {skill}", "lbl_lost": "Point lost (track at 6)",
        "lbl_gain_lost": "{icon} → point lost (track at 6)",
        "lbl_gain": "{icon} → +1 {skill}", "lbl_gain_cost": "{icon} → +1 {skill} (pay 1 🦉)",
        "lbl_tale": "Tale: {tale} (face up)", "lbl_stack": "Top of stack {n} ({count} left)",
        "lbl_end": "End turn", "tale_pts": "{tale} ({pts})",
        "ev_take": "{name} takes {card} ({side} {end}).",
        "ev_flip": "🂠 {side}: face-down cards turned up: {cards}; {name} takes {n} 🦉.",
        "ev_flip_automa": "🂠 {side}: face-down cards turned up: {cards}; the Favor is discarded.",
        "ev_adventure": "{name} goes on an adventure with {card}.",
        "ev_gain": "{name}: +1 {skill} (now {level}).", "ev_gain_cost": "{name} pays 1 🦉: +1 {skill} (now {level}).",
        "ev_gain_lost": "{name} loses a skill point (track at 6).",
        "ev_favor": {"one": "{name} gains {n} 🦉 (now {favors}).", "other": "{name} gains {n} 🦉 (now {favors})."},
        "ev_place": "{name} places {card} in the {col} column.",
        "ev_rest": "{name} rests with {card}: +1 {skill} and +1 🦉.",
        "ev_rest_lost": "{name} rests with {card}: +1 🦉 (all tracks at 6).",
        "ev_row": "{name} completes row {row} and gains a Tale.",
        "ev_buy": "{name} pays 3 🦉 for a Tale.",
        "ev_tale_up": "{name} takes the Tale {tale}.",
        "ev_tale_stack": "{name} draws the Tale {tale} from stack {n}.",
        "ev_epic": "🏛️ {name} has the five types: Epic tile {n}!",
        "ev_discard_last": "The last card on the ship, {card}, is discarded.",
        "ev_refill": "⛵ Voyage {cycle}: 12 new cards are dealt on the ship.",
        "ev_automa_card": "🤖 Automa card: {card}.",
        "ev_tales_replaced": "📜 The face-up Tales are replaced: {tales}.",
        "ev_turn": "Now {name}'s turn.",
        "ev_end": "🏁 Final scores: {scores}.", "ev_end_solo": "🏁 Final scores: {name} {a}, Automa {b}.",
        "img_legend": "cards: value top left, VP top right · F = Favor  ? = any skill  T Tales  E Epic",
        "img_turn": "to play: {name}",
        "rules": RULES_EN,
    },
    "fr": {
        "notes_pending": "**La carte prise** {card} : {note}", "notes_ship": "**Cartes que vous pouvez prendre :**",
        "notes_tales": "**Récits :**", "notes_epic": "**Épopée :** {note}",
        "str": "Force", "int": "Intelligence", "cun": "Ruse", "luck": "Chance",
        "nav": "Navigation", "enc": "Rencontres", "gods": "Dieux", "crea": "Créatures", "ith": "Ithaque",
        "v12": "Valeur 1–2", "v3": "Valeur 3", "v4": "Valeur 4", "v5": "Valeur 5", "v6": "Valeur 6",
        "side0": "Bâbord", "side1": "Tribord", "endL": "gauche", "endR": "droite",
        "automa": "Automa", "none": "—",
        "cycle": "Voyage {n}/{of}", "deck": {"one": "pioche : {n} carte", "other": "pioche : {n} cartes"},
        "epic_stack": "Tuiles Épopée : {tiles}", "no_epic": "Tuiles Épopée : plus aucune",
        "tales_up": "Récits visibles : {tales}", "stacks": "pioches {a} + {b}",
        "side_line": "**{side}** (🦉 {n} entre les cartes cachées)", "side_line_plain": "**{side}**",
        "side_empty": "**{side}** : vide",
        "turn_pick": "🎲 **{name}** choisit une carte",
        "turn_mode": "🎲 **{name}** a pris {card} : aventure ou repos ?",
        "turn_gain": "🎲 **{name}** répartit les gains de {card} : ensuite {gain}",
        "turn_tale": "🎲 **{name}** choisit un Récit", "turn_finish": "🎲 **{name}** peut acheter un Récit",
        "game_over": "🏁 **Partie terminée**",
        "player_line": "**{name}** {skills} · 🦉{favors} · {score}",
        "score": {"one": "{n} pt", "other": "{n} pts"},
        "score_parts": "épreuves {trials} + Récits {tales} + Épopée {epic}",
        "tales": "Récits : {tales}", "epic": "Épopée {n}",
        "rested": {"one": "{n} au repos", "other": "{n} au repos"},
        "automa_line": "**Automa** (niveau {d}) · {n} cartes · {score}",
        "automa_parts": "base {base} + Récits {tales} + Épopée {epic}",
        "automa_cards": "Cartes de l'Automa : {cards}",
        "automa_last": "Dernière carte Automa : {card}",
        "acard": "{side} {arrow}{symbol}", "sym_tales": " 📜 remplacer les Récits",
        "sym_favor": " 🦉 Faveur d'abord",
        "winner": "🏆 {names}", "solo_win": "🏆 {name} bat l'Automa ({a} à {b}) !",
        "solo_lose": "L'Automa gagne ({b} à {a}).",
        "legend": ("Légende : 🟥 Force 🟦 Intelligence 🟨 Ruse 🟩 Chance · 🟥3·6 = carte Force, il faut 3, "
                   "rapporte 6 · ✅ réussie à votre niveau · ⛵ Navigation 🤝 Rencontres ⚡ Dieux 🐉 Créatures "
                   "🏛️ Ithaque · gains : 🦉 Faveur, ✳️ compétence au choix · 🂠 face cachée · "
                   "L/R extrémités gauche/droite"),
        "your_board": "**Votre plateau** · {skills} · 🦉 {favors}",
        "your_tales": "Vos Récits : {tales}", "your_score": "Si la partie finissait maintenant : {score} ({parts})",
        "col": "{emoji} {name} ({level}/6) : {cards}",
        "lbl_take": "{side} {end} : {card}", "lbl_flip": " (+🦉, révèle)", "lbl_buy": "Acheter un Récit (3 🦉)",
        "lbl_adventure": "Aventure : {gains} → colonne {col}", "lbl_adventure_plain": "Aventure → colonne {col}",
        "lbl_rest": "Repos", "lbl_rest_skill": "+1 {skill}", "lbl_lost": "Point perdu (piste à 6)",
        "lbl_gain_lost": "{icon} → point perdu (piste à 6)",
        "lbl_gain": "{icon} → +1 {skill}", "lbl_gain_cost": "{icon} → +1 {skill} (payer 1 🦉)",
        "lbl_tale": "Récit : {tale} (visible)", "lbl_stack": "Dessus de la pioche {n} ({count} restants)",
        "lbl_end": "Finir le tour", "tale_pts": "{tale} ({pts})",
        "ev_take": "{name} prend {card} ({side} {end}).",
        "ev_flip": "🂠 {side} : cartes cachées révélées : {cards} ; {name} prend {n} 🦉.",
        "ev_flip_automa": "🂠 {side} : cartes cachées révélées : {cards} ; la Faveur est défaussée.",
        "ev_adventure": "{name} part à l'aventure avec {card}.",
        "ev_gain": "{name} : +1 {skill} (désormais {level}).",
        "ev_gain_cost": "{name} paie 1 🦉 : +1 {skill} (désormais {level}).",
        "ev_gain_lost": "{name} perd un point de compétence (piste à 6).",
        "ev_favor": {"one": "{name} gagne {n} 🦉 (total {favors}).", "other": "{name} gagne {n} 🦉 (total {favors})."},
        "ev_place": "{name} pose {card} dans la colonne {col}.",
        "ev_rest": "{name} se repose avec {card} : +1 {skill} et +1 🦉.",
        "ev_rest_lost": "{name} se repose avec {card} : +1 🦉 (toutes les pistes à 6).",
        "ev_row": "{name} complète la ligne {row} et gagne un Récit.",
        "ev_buy": "{name} paie 3 🦉 pour un Récit.",
        "ev_tale_up": "{name} prend le Récit {tale}.",
        "ev_tale_stack": "{name} pioche le Récit {tale} de la pioche {n}.",
        "ev_epic": "🏛️ {name} réunit les cinq types : tuile Épopée {n} !",
        "ev_discard_last": "La dernière carte du navire, {card}, est défaussée.",
        "ev_refill": "⛵ Voyage {cycle} : 12 nouvelles cartes sont distribuées sur le navire.",
        "ev_automa_card": "🤖 Carte Automa : {card}.",
        "ev_tales_replaced": "📜 Les Récits visibles sont remplacés : {tales}.",
        "ev_turn": "Au tour de {name}.",
        "ev_end": "🏁 Scores finaux : {scores}.", "ev_end_solo": "🏁 Scores finaux : {name} {a}, Automa {b}.",
        "img_legend": "cartes : valeur en haut à gauche, PV à droite · F = Faveur  ? = au choix  T Récits  E Épopée",
        "img_turn": "à jouer : {name}",
        "rules": RULES_FR,
    },
})


# ----------------------------------------------------------------------------------- card texts (issue 35)
# Built from the data: a Trial card's words come from its adventure, skill, value, VP and gains.
_SKILL = {lang: {k: TEXTS.t(lang, k) for k in ("str", "int", "cun", "luck")} for lang in ("en", "fr")}
_TYPE = {"en": {"nav": "Navigation", "enc": "Encounter", "gods": "Gods", "crea": "Creature", "ith": "Ithaca"},
         "fr": {"nav": "Navigation", "enc": "Rencontre", "gods": "Dieux", "crea": "Créature", "ith": "Ithaque"}}
_GAIN = {"en": {"fav": "1 Favor", "any": "+1 any skill"}, "fr": {"fav": "1 Faveur", "any": "+1 au choix"}}
_EPIC = (10, 8, 6, 4, 2)


def _de(word: str) -> str:
    return ("d'" if word[0] in "AEIOUÉaeiou" else "de ") + word


def _gains_words(lang: str, gains: list[str]) -> str:
    out = [(_GAIN[lang][g] if g in _GAIN[lang] else f"+1 {_SKILL[lang][g]}") for g in gains]
    return ", ".join(out)


def trial_texts(card: dict) -> tuple[dict, dict, dict]:
    """(names, texts, short) of one Trial card, in English and French."""
    sk, ty, v, vp, gains = card["skill"], card["type"], card["value"], card["vp"], card["gains"]
    names = {"en": f"{_TYPE['en'][ty]} {card['adv']}: {_SKILL['en'][sk]} trial {v}",
             "fr": f"{_TYPE['fr'][ty]} {card['adv']} : épreuve {_de(_SKILL['fr'][sk])} {v}"}
    g_en, g_fr = _gains_words("en", gains), _gains_words("fr", gains)
    texts = {
        "en": (f"{_TYPE['en'][ty]} trial. Adventure: it goes to your {_SKILL['en'][sk]} column"
               + (f" and you gain {g_en}" if gains else "")
               + f"; it scores {vp} VP at the end if your {_SKILL['en'][sk]} is at least {v}. "
               "Rest instead: +1 to a skill of your choice and 1 Favor (the card scores nothing)."),
        "fr": (f"Épreuve {_TYPE['fr'][ty]}. Aventure : elle va dans votre colonne {_SKILL['fr'][sk]}"
               + (f" et vous gagnez {g_fr}" if gains else "")
               + f" ; elle rapporte {vp} PV en fin de partie si votre {_SKILL['fr'][sk]} est d'au moins {v}. "
               "Repos à la place : +1 dans une compétence au choix et 1 Faveur (la carte ne rapporte rien)."),
    }
    short = {
        "en": f"{_SKILL['en'][sk]} ≥ {v}: {vp} VP · {_TYPE['en'][ty]}" + (f" · gain {g_en}" if gains else ""),
        "fr": f"{_SKILL['fr'][sk]} ≥ {v} : {vp} PV · {_TYPE['fr'][ty]}" + (f" · gain {g_fr}" if gains else ""),
    }
    return names, texts, short


def tale_texts(kind: str) -> tuple[dict, dict]:
    """(names, texts) of one Tale."""
    if kind in _SKILL["en"]:
        what = {"en": f"{_SKILL['en'][kind]} Trial card", "fr": f"carte Épreuve {_de(_SKILL['fr'][kind])}"}
    elif kind in _TYPE["en"]:
        what = {"en": f"{_TYPE['en'][kind]} Trial card", "fr": f"carte Épreuve {_TYPE['fr'][kind]}"}
    elif kind == "v12":
        what = {"en": "Trial card of value 1 or 2", "fr": "carte Épreuve de valeur 1 ou 2"}
    else:
        what = {"en": f"Trial card of value {kind[1:]}", "fr": f"carte Épreuve de valeur {kind[1:]}"}
    names = {"en": f"Tale: {TEXTS.t('en', kind)}", "fr": f"Récit : {TEXTS.t('fr', kind)}"}
    texts = {"en": f"End of game: 2 VP for each {what['en']} in your columns, passed or not.",
             "fr": f"Fin de partie : 2 PV par {what['fr']} dans vos colonnes, réussie ou non."}
    return names, texts


def epic_texts(value: int) -> tuple[dict, dict, dict]:
    """(names, texts, short) of one Epic tile."""
    names = {"en": f"Epic tile {value}", "fr": f"Tuile Épopée {value}"}
    texts = {"en": (f"Taken (from the top of the stack 10, 8, 6, 4, 2) the first time your columns hold all five "
                    f"Trial types: {value} VP at the end."),
             "fr": (f"Prise (en haut de la pile 10, 8, 6, 4, 2) la première fois que vos colonnes réunissent les "
                    f"cinq types d'Épreuve : {value} PV en fin de partie.")}
    short = {"en": f"First to hold all 5 Trial types takes the top Epic tile: {value} VP.",
             "fr": f"Le premier à réunir les 5 types d'Épreuve prend la tuile du dessus : {value} PV."}
    return names, texts, short


@cache
def card_infos() -> tuple:
    """Every Trial card (key: its index in ``data.CARDS``), Tale (key: its kind) and Epic tile (key: epic<n>)."""
    from engine import CardInfo

    from .data import CARDS, TALE_KINDS, TALES

    kind_trial = {"en": "Trial card", "fr": "Carte Épreuve"}
    return (*(CardInfo(str(i), *trial_texts(c), kind_trial, cost=f"{_SKILL['en'][c['skill']]} {c['value']}",
                       vp=str(c["vp"])) for i, c in enumerate(CARDS)),
            *(CardInfo(kind, *tale_texts(kind), {}, {"en": "Tale", "fr": "Récit"}, vp="2×", copies=TALES.count(kind))
              for kind in TALE_KINDS),
            *(CardInfo(f"epic{value}", *epic_texts(value), {"en": "Epic tile", "fr": "Tuile Épopée"}, vp=str(value))
              for value in _EPIC))
