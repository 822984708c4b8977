"""Spacelab texts, English and French (our own wording)."""
# ruff: noqa: E501

from functools import cache

from engine.text import Texts

from .data import LAB

_RULES_EN = """**Spacelab** — 2–4 players. Build your station: 3 capsules (🟨 yellow, 🟪 violet, 🌸 pink) and 10 slots.
**Your turn — one action:**
1. **Reveal** 3 Lab cards and take all those of one agency; the rest go to the Recruitment Centre.
2. **Recruit**: take all the cards of one agency from the Centre.
3. **Place** Lab cards from your hand in empty slots, paying each cost (0–3) by discarding that many other cards.
Actions 1–2 need 4 cards or fewer in hand: with 5+ at the start of your turn you must place.
**Slots:** ⚡ cards act in any slot. Top slot: draw as many Projects as the card's cost, keep 1. Middle row: no effect (the two inner slots touch two capsules). Bottom slot: the objective's effect if the card has its specialty.
**Objectives:** a capsule is validated when its 3 agency colours are among its 4 cards: take the top validation tile of its pile (7, 5, 3, 2). The first yellow tile also draws a Lab card, the first violet one a Project.
**End:** when a station has 10 cards or 3 validated objectives, the others play one last turn. Score: Lab cards + bottom effects + Projects + validation tiles. Tie: most Projects, then shared.
**Cards designed for this table:** the real card lists are not public; the Lab cards, objectives, validation values and Projects here are our design (see the game's data). You choose where your 3 objectives go at the start; discards are shown; the deck is not reshuffled.
Agencies: 🔴 Red Rocket, 🔵 Blue Future, 🟢 Green Explorer, 🟡 Golden Planet. Specialties: Doctor, Pilot, Researcher, Technician."""

_RULES_FR = """**Space Lab** — 2 à 4 joueurs. Construisez votre station : 3 capsules (🟨 jaune, 🟪 violette, 🌸 rose) et 10 emplacements.
**À votre tour — une action :**
1. **Révéler** 3 cartes Lab et prendre toutes celles d'une agence ; les autres vont au Centre de Recrutement.
2. **Recruter** : prendre toutes les cartes d'une agence au Centre.
3. **Poser** des cartes Lab de votre main sur des emplacements vides, en payant chaque coût (0 à 3) par la défausse d'autant d'autres cartes.
Les actions 1 et 2 demandent 4 cartes ou moins en main : avec 5 ou plus en début de tour, vous devez poser.
**Emplacements :** les cartes ⚡ agissent partout. Au-dessus : piochez autant de Projets que le coût, gardez-en 1. Ligne du milieu : sans effet (les deux emplacements intérieurs touchent deux capsules). En dessous : l'effet de l'objectif si la carte a sa spécialité.
**Objectifs :** une capsule est validée quand ses 3 couleurs d'agence sont parmi ses 4 cartes : prenez la tuile Validation du dessus de sa pile (7, 5, 3, 2). La première tuile jaune fait aussi piocher une carte Lab, la première violette un Projet.
**Fin :** quand une station a 10 cartes ou 3 objectifs validés, les autres jouent un dernier tour. Score : cartes Lab + effets du dessous + Projets + tuiles Validation. Égalité : le plus de Projets, puis victoire partagée.
**Cartes conçues pour cette table :** les listes réelles ne sont pas publiques ; les cartes Lab, objectifs, valeurs de validation et Projets sont de notre conception (voir les données du jeu). Vous placez vos 3 objectifs au départ ; les défausses sont visibles ; la pioche n'est pas remélangée.
Agences : 🔴 Red Rocket, 🔵 Blue Future, 🟢 Green Explorer, 🟡 Golden Planet. Spécialités : Médecin, Pilote, Chercheur, Technicien."""

TEXTS = Texts({
    "en": {
        "rules": _RULES_EN,
        "your_objectives": "Your objectives",
        "red": "Red", "blue": "Blue", "green": "Green", "gold": "Gold",
        "doctor": "Doctor", "pilot": "Pilot", "researcher": "Researcher", "technician": "Technician",
        "yellow": "yellow", "violet": "violet", "pink": "pink",
        "bolt_lab": "⚡draw a Lab", "bolt_project": "⚡draw a Project",
        "sc_flat": "+{n} pts", "sc_agency": "+1/{agency} card", "sc_spec": "+1/{spec}",
        "eff_lab": "draw a Lab", "eff_project": "2 Projects, keep 1", "eff_vp3": "+3 pts",
        "eff_row": "+1/bottom card",
        "pj_ag": "Project {agency} (+1/{agency} card)", "pj_sp": "Project {spec} (+1/{spec})",
        "pj_module": "Module (set: 2/5/9/14)",
        "slot_top": "above {capsule}", "slot_bottom": "below {capsule}", "slot_mid0": "far left",
        "slot_mid1": "between yellow and violet", "slot_mid2": "between violet and pink", "slot_mid3": "far right",
        "turn": "Turn: **{name}**", "arranging": "Setting up: **{name}** places their objectives",
        "last_round_on": "🚨 Last round (triggered by {name})",
        "deck": {"one": "Lab deck: {n} card", "other": "Lab deck: {n} cards"},
        "pdeck": {"one": "Projects: {n}", "other": "Projects: {n}"},
        "center": "Recruitment Centre", "revealed": "Revealed", "none": "—",
        "hand": {"one": "{n} card in hand", "other": "{n} cards in hand"},
        "projects_n": {"one": "{n} Project", "other": "{n} Projects"},
        "pts": {"one": "{n} pt", "other": "{n} pts"},
        "public_pts": "visible points", "validated": "validated ({v})",
        "legend": "Slots: row 1 above the capsules, row 2 middle, row 3 below. R/B/G/Y = agency, digit = cost, .. = empty, * = validated.",
        "final": "**Final scores**", "winner": "🏆 {names}",
        "score_line": "{name}: **{total}** (Lab {lab}, validation {validation}, Projects {projects})",
        "your_hand": "Your hand", "your_projects": "Your Projects", "to_pick": "Choose a Project to keep",
        "l_reveal": "Reveal 3 Lab cards", "l_recruit": "Recruit all {agency} cards ({n}) from the Centre",
        "l_place_card": "Place {card}", "l_place": "Place {card} {slot}", "l_slot": "{slot}",
        "l_pay": "Discard {card}", "l_take": "Take the {agency} cards ({n})", "l_keep": "Keep {project}",
        "l_stop": "Stop placing", "l_pass": "Pass (nothing possible)",
        "l_arrange": "🟨 {a} · 🟪 {b} · 🌸 {c}",
        "ev_arrange": "{name} places their objectives: {objs}.", "ev_start": "{name} starts.",
        "ev_pass": "{name} can do nothing and passes.", "ev_reveal": "{name} reveals {cards}.",
        "ev_take": "{name} takes the {agency} cards ({n}); the rest go to the Centre.",
        "ev_recruit": "{name} recruits the {agency} cards from the Centre ({n}).",
        "ev_stop": "{name} stops placing.",
        "ev_placed": "{name} places {card} {slot}{paid}.", "ev_paid": ", discarding {cards}",
        "ev_bottom": "Specialty match below the capsule: {effect}.",
        "ev_validated": "✅ {name} validates the {capsule} objective: {value} pts.",
        "ev_drew": "You draw {card}.", "ev_drew_lab": "{name} draws a Lab card.",
        "ev_drew_project": {"one": "{name} draws {n} Project card.", "other": "{name} draws {n} Project cards, keeps one."},
        "ev_kept": "You keep {kind}.", "ev_kept_public": "{name} keeps a Project.",
        "ev_pick": "You drew: {cards}.",
        "ev_last_round": "🚨 {name}'s station is complete: everyone else plays one last turn.",
        "ev_game_end": "Game over. Winner: {winners}.",
    },
    "fr": {
        "rules": _RULES_FR,
        "your_objectives": "Vos objectifs",
        "red": "Rouge", "blue": "Bleue", "green": "Verte", "gold": "Dorée",
        "doctor": "Médecin", "pilot": "Pilote", "researcher": "Chercheur", "technician": "Technicien",
        "yellow": "jaune", "violet": "violette", "pink": "rose",
        "bolt_lab": "⚡pioche Lab", "bolt_project": "⚡pioche Projet",
        "sc_flat": "+{n} pts", "sc_agency": "+1/carte {agency}", "sc_spec": "+1/{spec}",
        "eff_lab": "pioche Lab", "eff_project": "2 Projets, en garder 1", "eff_vp3": "+3 pts",
        "eff_row": "+1/carte du bas",
        "pj_ag": "Projet {agency} (+1/carte {agency})", "pj_sp": "Projet {spec} (+1/{spec})",
        "pj_module": "Module (série : 2/5/9/14)",
        "slot_top": "au-dessus de la {capsule}", "slot_bottom": "sous la {capsule}", "slot_mid0": "tout à gauche",
        "slot_mid1": "entre jaune et violette", "slot_mid2": "entre violette et rose", "slot_mid3": "tout à droite",
        "turn": "Au tour de **{name}**", "arranging": "Mise en place : **{name}** place ses objectifs",
        "last_round_on": "🚨 Dernier tour (déclenché par {name})",
        "deck": {"one": "Pioche Lab : {n} carte", "other": "Pioche Lab : {n} cartes"},
        "pdeck": {"one": "Projets : {n}", "other": "Projets : {n}"},
        "center": "Centre de Recrutement", "revealed": "Révélées", "none": "—",
        "hand": {"one": "{n} carte en main", "other": "{n} cartes en main"},
        "projects_n": {"one": "{n} Projet", "other": "{n} Projets"},
        "pts": {"one": "{n} pt", "other": "{n} pts"},
        "public_pts": "points visibles", "validated": "validé ({v})",
        "legend": "Emplacements : ligne 1 au-dessus des capsules, ligne 2 au milieu, ligne 3 en dessous. R/B/G/Y = agence (rouge, bleue, verte, dorée), chiffre = coût, .. = vide, * = validé.",
        "final": "**Scores finaux**", "winner": "🏆 {names}",
        "score_line": "{name} : **{total}** (Lab {lab}, validation {validation}, Projets {projects})",
        "your_hand": "Votre main", "your_projects": "Vos Projets", "to_pick": "Choisissez le Projet à garder",
        "l_reveal": "Révéler 3 cartes Lab", "l_recruit": "Recruter les cartes {agency} ({n}) du Centre",
        "l_place_card": "Poser {card}", "l_place": "Poser {card} {slot}", "l_slot": "{slot}",
        "l_pay": "Défausser {card}", "l_take": "Prendre les cartes {agency} ({n})", "l_keep": "Garder {project}",
        "l_stop": "Arrêter de poser", "l_pass": "Passer (rien n'est possible)",
        "l_arrange": "🟨 {a} · 🟪 {b} · 🌸 {c}",
        "ev_arrange": "{name} place ses objectifs : {objs}.", "ev_start": "{name} commence.",
        "ev_pass": "{name} ne peut rien faire et passe.", "ev_reveal": "{name} révèle {cards}.",
        "ev_take": "{name} prend les cartes {agency} ({n}) ; les autres vont au Centre.",
        "ev_recruit": "{name} recrute les cartes {agency} du Centre ({n}).",
        "ev_stop": "{name} arrête de poser.",
        "ev_placed": "{name} pose {card} {slot}{paid}.", "ev_paid": ", en défaussant {cards}",
        "ev_bottom": "Spécialité sous la capsule : {effect}.",
        "ev_validated": "✅ {name} valide l'objectif {capsule} : {value} pts.",
        "ev_drew": "Vous piochez {card}.", "ev_drew_lab": "{name} pioche une carte Lab.",
        "ev_drew_project": {"one": "{name} pioche {n} carte Projet.", "other": "{name} pioche {n} cartes Projet et en garde une."},
        "ev_kept": "Vous gardez {kind}.", "ev_kept_public": "{name} garde un Projet.",
        "ev_pick": "Vous avez pioché : {cards}.",
        "ev_last_round": "🚨 La station de {name} est complète : les autres jouent un dernier tour.",
        "ev_game_end": "Partie terminée. Victoire : {winners}.",
    },
})


# ----------------------------------------------------------------------------------- card texts (issue 35)
# Built from the data (designed contents, ASSUMPTION in data.py): the words follow each card's encoding.
_AG = {"en": {"red": "Red", "blue": "Blue", "green": "Green", "gold": "Gold"},
       "fr": {"red": "rouge", "blue": "bleue", "green": "verte", "gold": "dorée"}}
_BOLT = {"en": {"lab": "when placed, draw a Lab card", "project": "when placed, draw a Project card"},
         "fr": {"lab": "à la pose, piochez une carte Lab", "project": "à la pose, piochez une carte Projet"}}
_EFF = {"en": {"lab": "draw a Lab card", "project": "draw 2 Projects, keep 1", "vp3": "3 points at the end",
               "row": "1 point per card in your bottom row at the end"},
        "fr": {"lab": "piochez une carte Lab", "project": "piochez 2 Projets, gardez-en 1", "vp3": "3 points en fin de partie",
               "row": "1 point par carte de votre rangée du bas en fin de partie"}}


_EFF_SHORT = {"en": {"lab": "draw a Lab", "project": "2 Projects, keep 1", "vp3": "+3 at the end",
                     "row": "+1 per bottom-row card at the end"},
              "fr": {"lab": "pioche Lab", "project": "2 Projets, en garder 1", "vp3": "+3 en fin",
                     "row": "+1 par carte du bas en fin"}}


def _lab_score(lang: str, card: dict) -> str | None:
    s = card["score"]
    if not s:
        return None
    if s[0] == "flat":
        return {"en": f"end: +{s[1]} points", "fr": f"fin : +{s[1]} points"}[lang]
    if s[0] == "agency":
        return {"en": f"end: +1 per {_AG['en'][card['agency']]} card in your station",
                "fr": f"fin : +1 par carte {_AG['fr'][card['agency']]} de votre station"}[lang]
    return {"en": f"end: +1 per {TEXTS.t('en', card['spec'])} in your station",
            "fr": f"fin : +1 par {TEXTS.t('fr', card['spec'])} de votre station"}[lang]


def lab_texts(card: dict) -> tuple[dict, dict, dict]:
    names, texts, short = {}, {}, {}
    for lang in ("en", "fr"):
        ag, sp, cost = _AG[lang][card["agency"]], TEXTS.t(lang, card["spec"]), card["cost"]
        names[lang] = (f"{ag} {sp}, cost {cost}" if lang == "en" else f"{sp} {ag}, coût {cost}")
        powers = [p for p in (_BOLT[lang].get(card["bolt"]) if card["bolt"] else None, _lab_score(lang, card)) if p]
        power = "; ".join(powers) if powers else {"en": "no power of its own", "fr": "aucun pouvoir propre"}[lang]
        if lang == "en":
            short[lang] = f"{ag} · {sp} · cost {cost} · {power}"
            texts[lang] = (f"Lab card of the {ag} agency, specialty {sp}. To place it, discard {cost} other hand "
                           f"card{'s' if cost != 1 else ''}. Power: {power}. Its agency counts for objectives "
                           "and Projects, its specialty for the bottom slots.")
        else:
            short[lang] = f"{ag} · {sp} · coût {cost} · {power}"
            texts[lang] = (f"Carte Lab de l'agence {ag}, spécialité {sp}. Pour la poser, défaussez {cost} autre"
                           f"{'s' if cost > 1 else ''} carte{'s' if cost > 1 else ''} de la main. Pouvoir : {power}. "
                           "Son agence compte pour les objectifs et les Projets, sa spécialité pour les cases du bas.")
    return names, texts, short


def project_texts(kind: str) -> tuple[dict, dict]:
    if kind.startswith("ag_"):
        a = kind[3:]
        return ({"en": f"Project: {_AG['en'][a]} agency", "fr": f"Projet : agence {_AG['fr'][a]}"},
                {"en": f"End: 1 point per {_AG['en'][a]} Lab card in your station.",
                 "fr": f"Fin : 1 point par carte Lab {_AG['fr'][a]} de votre station."})
    if kind.startswith("sp_"):
        s = kind[3:]
        return ({"en": f"Project: {TEXTS.t('en', s)}", "fr": f"Projet : {TEXTS.t('fr', s)}"},
                {"en": f"End: 1 point per {TEXTS.t('en', s)} Lab card in your station.",
                 "fr": f"Fin : 1 point par carte Lab {TEXTS.t('fr', s)} de votre station."})
    pts = "/".join(str(p) for p in (2, 5, 9, 14))
    return ({"en": "Project: Module", "fr": "Projet : Module"},
            {"en": f"End: your identical Module cards score together, 1 to 4 of them: {pts} points.",
             "fr": f"Fin : vos cartes Module identiques comptent ensemble, de 1 à 4 : {pts} points."})


def objective_texts(obj: dict) -> tuple[dict, dict, dict]:
    names, texts, short = {}, {}, {}
    for lang in ("en", "fr"):
        need = " + ".join(_AG[lang][a] for a in obj["need"])
        sp, eff, eff_short = TEXTS.t(lang, obj["spec"]), _EFF[lang][obj["effect"]], _EFF_SHORT[lang][obj["effect"]]
        if lang == "en":
            names[lang] = f"Objective {need}"
            short[lang] = f"Needs {need} around it · {sp} below: {eff_short}"
            texts[lang] = (f"Objective tile on a capsule: met when the 4 slots around that capsule hold {need} "
                           f"cards; you then take the top validation tile of the capsule's colour. A {sp} placed "
                           f"in the slot below the capsule: {eff}.")
        else:
            names[lang] = f"Objectif {need}"
            short[lang] = f"Demande {need} autour · {sp} dessous : {eff_short}"
            texts[lang] = (f"Tuile objectif sur une capsule : remplie quand les 4 cases autour de la capsule ont des "
                           f"cartes {need} ; vous prenez alors la tuile de validation du dessus de la couleur de la "
                           f"capsule. Un {sp} posé dans la case sous la capsule : {eff}.")
    return names, texts, short


@cache
def card_infos() -> tuple:
    """Every Lab card (key: its id), Project kind (key: its kind), objective tile (key: ``obj<id>``), the
    capsule tile (key: ``capsule``) and validation pile (key: ``val_<colour>``)."""
    from engine import CardInfo

    from .data import CAPSULE_TILES, FIRST_BONUS, LAB, OBJECTIVES, PROJECT_KINDS, VALIDATION

    out = []
    for c in LAB:
        names, texts, short = lab_texts(c)
        out.append(CardInfo(str(c["id"]), names, texts, short, {"en": "Lab card", "fr": "Carte Lab"},
                            cost=str(c["cost"]), vp=str(c["score"][1]) if c["score"] and c["score"][0] == "flat" else None))
    for kind, copies in PROJECT_KINDS.items():
        names, texts = project_texts(kind)
        out.append(CardInfo(kind, names, texts, {}, {"en": "Project card", "fr": "Carte Projet"}, copies=copies))
    for o in OBJECTIVES:
        names, texts, short = objective_texts(o)
        out.append(CardInfo(f"obj{o['id']}", names, texts, short, {"en": "Objective tile", "fr": "Tuile objectif"}))
    out.append(CardInfo(
        "capsule", {"en": "Capsule tile", "fr": "Tuile capsule"},
        {"en": "A card placed in the slot above a capsule draws as many Project cards as its cost; keep 1, the "
               "others go under the Project deck. The middle slots do nothing; the slot below uses the objective.",
         "fr": "Une carte posée dans la case au-dessus d'une capsule pioche autant de cartes Projet que son coût ; "
               "gardez-en 1, les autres vont sous la pioche Projet. Les cases du milieu ne font rien ; celle du "
               "dessous suit l'objectif."},
        {"en": "Above it: draw Projects equal to the card's cost, keep 1",
         "fr": "Au-dessus : piochez autant de Projets que le coût, gardez-en 1"},
        {"en": "Capsule tile", "fr": "Tuile capsule"}, copies=len(CAPSULE_TILES)))
    bonus = {"lab": {"en": "; the first draws a Lab card", "fr": " ; la 1re pioche une carte Lab"},
             "project": {"en": "; the first draws a Project card", "fr": " ; la 1re pioche un Projet"}}
    for colour, tiles in VALIDATION.items():
        vals = ", ".join(map(str, tiles))
        extra = bonus.get(FIRST_BONUS.get(colour, ""), {"en": "", "fr": ""})
        cfr = {"yellow": "jaune", "violet": "violette", "pink": "rose"}[colour]
        out.append(CardInfo(
            f"val_{colour}", {"en": f"Validation tiles ({colour})", "fr": f"Tuiles de validation ({cfr})"},
            {"en": f"Taken from the top when an objective on a {colour} capsule is met: {vals} points{extra['en']}.",
             "fr": f"Prises sur le dessus quand un objectif d'une capsule {cfr} est rempli : {vals} points{extra['fr']}."},
            {"en": f"Objective met on a {colour} capsule: {vals} points in that order{extra['en']}",
             "fr": f"Objectif {cfr} rempli : {vals} points dans l'ordre{extra['fr']}"},
            {"en": "Validation tiles", "fr": "Tuiles de validation"}, vp=vals, copies=len(tiles)))
    return tuple(out)


EMOJI = {"red": "🔴", "blue": "🔵", "green": "🟢", "gold": "🟡"}
LETTER = {"red": "R", "blue": "B", "green": "G", "gold": "Y"}  # an agency in the board's grids


def card_label(lang: str, c: int) -> str:
    info = LAB[c]
    parts = [f"{EMOJI[info['agency']]}{info['cost']} {TEXTS.t(lang, info['spec'])}"]
    if info["bolt"]:
        parts.append(TEXTS.t(lang, "bolt_" + info["bolt"]))
    s = info["score"]
    if s:
        if s[0] == "flat":
            parts.append(TEXTS.t(lang, "sc_flat", n=s[1]))
        elif s[0] == "agency":
            parts.append(TEXTS.t(lang, "sc_agency", agency=TEXTS.t(lang, info["agency"])))
        else:
            parts.append(TEXTS.t(lang, "sc_spec", spec=TEXTS.t(lang, info["spec"])))
    return " ".join(parts)


def project_label(lang: str, kind: str) -> str:
    if kind.startswith("ag_"):
        return TEXTS.t(lang, "pj_ag", agency=TEXTS.t(lang, kind[3:]))
    if kind.startswith("sp_"):
        return TEXTS.t(lang, "pj_sp", spec=TEXTS.t(lang, kind[3:]))
    return TEXTS.t(lang, "pj_module")
