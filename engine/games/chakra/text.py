"""Chakra texts, English and French."""
# ruff: noqa: E501

from engine.core import CardInfo
from engine.text import Texts

from .data import ACTIONS, INSPIRATION, PLENITUDE, UP_OR_DOWN

RULES_EN = """**Chakra** (2–4 players) — harmonize your chakras: 3 energies of the chakra's colour.
**Your turn: one action.**
• **Receive**: from one flow take 1–3 energies of different colours (a black one must be taken if the flow has one). Never more than 3 of one colour on your board (black is never limited). Put them all on the Bhagya bubbles (top) or all into one chakra with room, using an inspiration token in its notch (no more direct placement there; the token returns when that chakra is harmonized). The flow is refilled from the bag.
• **Channel**: put an inspiration token on a free action space and do all its moves, in the order you like. A move needs room in every chakra passed and reached; harmonized chakras are skipped. Only black energy enters the Earth (it is then appeased). Nothing moves back up into the Bhagya bubbles; each move of an action takes a different energy.
• The 8 actions (as on Board Game Arena): 1) one energy 3 down; 2) three energies 1 down each; 3) one energy 2 down and another 1 down; 4) one energy 2 up; 5) two energies 1 up each; 6) one energy 1 down and another 1 up; 7) one energy 1 up or down.
• Action 8: discard an appeased black from your Earth and take an energy of your choice (black included) from the bag onto the Bhagya bubbles.
• **Meditate**: take back the tokens on action spaces and secretly look at one plenitude token (everyone sees which colour).
**End**: when someone has 5 harmonized chakras, the round is finished. Each harmonized chakra scores its plenitude token (1–4), each black in your Earth 1, and the longest unbroken run of harmonized chakras from red 2 (all tied). Ties share the win.
**Designed for this table**: the game also stops when bag and flows are empty, when every player is blocked (nothing to do but pass), or after round 40."""

RULES_FR = """**Chakra** (2 à 4 joueurs) — harmonisez vos chakras : 3 énergies de la couleur du chakra.
**À votre tour : une action.**
• **Recevoir** : dans une colonne, prenez 1 à 3 énergies de couleurs différentes (la noire est obligatoire si la colonne en a une). Jamais plus de 3 énergies d'une couleur sur votre plateau (le noir n'est jamais limité). Posez-les toutes sur les bulles Bhagya (en haut) ou toutes dans une boule de chakra qui a la place, avec un jeton inspiration dans son encoche (plus de pose directe ensuite ; le jeton revient quand ce chakra est harmonisé). La colonne est complétée depuis le sac.
• **Canaliser** : placez un jeton inspiration sur une action libre et faites tous ses déplacements, dans l'ordre voulu. Il faut une place libre dans chaque chakra traversé et atteint ; les chakras harmonisés sont sautés. Seule l'énergie noire entre dans la Terre (elle est alors apaisée). Rien ne remonte dans les bulles Bhagya ; chaque déplacement d'une action prend une énergie différente.
• Les 8 actions (comme sur Board Game Arena) : 1) une énergie 3 vers le bas ; 2) trois énergies 1 vers le bas chacune ; 3) une énergie 2 vers le bas et une autre 1 vers le bas ; 4) une énergie 2 vers le haut ; 5) deux énergies 1 vers le haut chacune ; 6) une énergie 1 vers le bas et une autre 1 vers le haut ; 7) une énergie 1 vers le haut ou vers le bas.
• Action 8 : défaussez une noire apaisée de votre Terre et prenez dans le sac une énergie de votre choix (noire comprise) sur les bulles Bhagya.
• **Méditer** : reprenez les jetons posés sur les actions et regardez en secret un jeton plénitude (tous voient quelle couleur).
**Fin** : quand un joueur a 5 chakras harmonisés, on finit le tour. Chaque chakra harmonisé rapporte son jeton plénitude (1 à 4), chaque noire de votre Terre 1, et la plus longue suite continue de chakras harmonisés depuis le rouge 2 (à tous les ex aequo). Les égalités se partagent la victoire.
**Conçu pour cette table** : la partie s'arrête aussi quand sac et colonnes sont vides, quand chaque joueur est bloqué (il ne peut que passer), ou après le tour 40."""

EN = {
    "rules": RULES_EN,
    "black": "black", "red": "red", "orange": "orange", "yellow": "yellow", "green": "green",
    "lightblue": "light blue", "darkblue": "dark blue", "violet": "violet",
    "pos_0": "Bhagya bubbles", "pos_8": "Earth",
    "c_red": "red", "c_orange": "orange", "c_yellow": "yellow", "c_green": "green",
    "c_lightblue": "light blue", "c_darkblue": "dark blue", "c_violet": "violet",
    "pos_chakra": "{colour} chakra",
    "round": "Round {n}", "bag": {"one": "{n} energy in the bag", "other": "{n} energies in the bag"},
    "turn": "To play: **{name}**", "last_round": "Last round!",
    "flows": "Flows",
    "tokens": {"one": "{n} inspiration token free", "other": "{n} inspiration tokens free"},
    "earth": {"one": "Earth: {n} black", "other": "Earth: {n} blacks"},
    "harm": {"one": "{n} harmonized", "other": "{n} harmonized"},
    "used": "actions used: {list}", "none": "none", "knows": "looked at: {list}",
    "legend": "Legend: B=black R=red O=orange Y=yellow G=green L=light blue D=dark blue V=violet; "
              "* = harmonized, # = inspiration token in the notch, . = free space.",
    "your_values": "Plenitude tokens you know: {list}", "final": "Final scores: {list}",
    "winners": {"one": "Winner: {list}", "other": "Winners: {list}"},
    "in_progress": "{name} is channelling: moves left {list}",
    "lbl_take": "Take {pick} from flow {flow} → {to}",
    "step_flow": "Take from flow {flow}", "step_pick": "{pick}", "step_to": "→ {to}",
    "lbl_channel": "Channel: action {n} ({desc})",
    "lbl_move": "Move {colour}: {src} → {dst}",
    "lbl_black": "Action 8: discard a black, take {colour}",
    "lbl_med": "Meditate: take back tokens, look at {colour}",
    "lbl_med0": "Meditate: take back tokens",
    "step_black": "Action 8: discard a black, take…", "step_med": "Meditate: take back tokens, look at…",
    "step_take_c": "{colour}", "step_look_c": "{colour}",
    "d_down": "{n}↓", "d_up": "{n}↑",
    "d_either": "{n}↕",
    "card_action": "Action {n}", "card_insp": "Inspiration token", "card_plen": "Plenitude token",
    "kind_action": "action space", "kind_token": "token",
    "cd_channel": "Channel: {what}.",
    "cd_one": "move one energy {dist}",
    "cd_same": "move {count} different energies {dist} each",
    "cd_two": "move one energy {a} and another {b}, in either order",
    "dist_down": {"one": "{n} chakra down", "other": "{n} chakras down"},
    "dist_up": {"one": "{n} chakra up", "other": "{n} chakras up"},
    "dist_either": "1 chakra up or down",
    "cd_rule": "Each chakra passed or reached needs a free space, harmonized chakras are skipped, only black enters the Earth, nothing moves up into the Bhagya bubbles. The action is offered only if all its moves can be done.",
    "cd_black_short": "Discard an appeased black from your Earth; take any energy from the bag onto a Bhagya bubble.",
    "cd_black": "Discard an appeased black energy from your Earth (it no longer scores), then take an energy of the colour of your choice (black included) from the bag and put it on a free Bhagya bubble. Never more than 3 energies of one colour on your board, black excepted.",
    "cd_insp_short": "Put energies straight into a chakra (token stuck in its notch until harmonized) or channel.",
    "cd_insp": "You have 5. Spend one to put the energies you receive straight into one chakra (the token stays in that chakra's notch until the chakra is harmonized, and no more energy is placed there directly), or to channel on a free action space (meditating takes those back).",
    "cd_plen_short": "Worth 1–4 points to whoever harmonizes its chakra; meditate to look at one secretly.",
    "cd_plen": "One face down on each chakra colour (values 1, 1, 2, 2, 3, 3, 4, 4; one stays in the box). At the end each harmonized chakra scores its token's value. You start knowing one; meditate to look at another in secret.",
    "your_actions": "Your action spaces:",
    "actions_line": "Actions: {list} · 8) discard an appeased black, take any energy (↓ down, ↑ up, ↕ either)", "free": "free", "taken": "used",
    "ev_take": "{name} takes {pick} from flow {flow} onto the {to}.",
    "ev_refill": "Flow {flow} is refilled: {drawn}.",
    "ev_channel": "{name} channels with action {n} ({desc}).",
    "ev_move": "{name} moves {colour}: {src} → {dst}.",
    "ev_appease": "A black energy is appeased in {name}'s Earth.",
    "ev_harmonize": "{name} harmonizes the {chakra} chakra!",
    "ev_black": "{name} discards an appeased black and takes {colour}.",
    "ev_meditate": {"one": "{name} meditates, takes back {n} token and looks at the {colour} plenitude token.",
                    "other": "{name} meditates, takes back {n} tokens and looks at the {colour} plenitude token."},
    "ev_meditate0": {"one": "{name} meditates and takes back {n} token.",
                     "other": "{name} meditates and takes back {n} tokens."},
    "ev_peek": "The {colour} plenitude token is worth {value}.",
    "ev_ending": "{name} has 5 harmonized chakras: this round is the last.",
    "ev_reveal": "Plenitude tokens: {list}.",
    "ev_scores": {"one": "Scores: {list}. Winner: {winners}.", "other": "Scores: {list}. Winners (tie): {winners}."},
}

FR = {
    "rules": RULES_FR,
    "black": "noire", "red": "rouge", "orange": "orange", "yellow": "jaune", "green": "verte",
    "lightblue": "bleu ciel", "darkblue": "bleu foncé", "violet": "violette",
    "pos_0": "bulles Bhagya", "pos_8": "Terre",
    "c_red": "rouge", "c_orange": "orange", "c_yellow": "jaune", "c_green": "vert",
    "c_lightblue": "bleu ciel", "c_darkblue": "bleu foncé", "c_violet": "violet",
    "pos_chakra": "chakra {colour}",
    "round": "Tour {n}", "bag": {"one": "{n} énergie dans le sac", "other": "{n} énergies dans le sac"},
    "turn": "À jouer : **{name}**", "last_round": "Dernier tour !",
    "flows": "Colonnes",
    "tokens": {"one": "{n} jeton inspiration libre", "other": "{n} jetons inspiration libres"},
    "earth": {"one": "Terre : {n} noire", "other": "Terre : {n} noires"},
    "harm": {"one": "{n} harmonisé", "other": "{n} harmonisés"},
    "used": "actions utilisées : {list}", "none": "aucune", "knows": "a regardé : {list}",
    "legend": "Légende : B=noire R=rouge O=orange Y=jaune G=verte L=bleu ciel D=bleu foncé V=violette ; "
              "* = harmonisé, # = jeton inspiration dans l'encoche, . = place libre.",
    "your_values": "Jetons plénitude que vous connaissez : {list}", "final": "Scores finaux : {list}",
    "winners": {"one": "Gagnant : {list}", "other": "Gagnants : {list}"},
    "in_progress": "{name} canalise : déplacements restants {list}",
    "lbl_take": "Prendre {pick} colonne {flow} → {to}",
    "step_flow": "Prendre dans la colonne {flow}", "step_pick": "{pick}", "step_to": "→ {to}",
    "lbl_channel": "Canaliser : action {n} ({desc})",
    "lbl_move": "Déplacer {colour} : {src} → {dst}",
    "lbl_black": "Action 8 : défausser une noire, prendre {colour}",
    "lbl_med": "Méditer : reprendre les jetons, regarder {colour}",
    "lbl_med0": "Méditer : reprendre les jetons",
    "step_black": "Action 8 : défausser une noire, prendre…", "step_med": "Méditer : reprendre les jetons, regarder…",
    "step_take_c": "{colour}", "step_look_c": "{colour}",
    "d_down": "{n}↓", "d_up": "{n}↑",
    "d_either": "{n}↕",
    "card_action": "Action {n}", "card_insp": "Jeton inspiration", "card_plen": "Jeton plénitude",
    "kind_action": "action", "kind_token": "jeton",
    "cd_channel": "Canaliser : {what}.",
    "cd_one": "déplacez une énergie {dist}",
    "cd_same": "déplacez {count} énergies différentes {dist} chacune",
    "cd_two": "déplacez une énergie {a}, une autre {b}, en tout ordre",
    "dist_down": {"one": "de {n} chakra vers le bas", "other": "de {n} chakras vers le bas"},
    "dist_up": {"one": "de {n} chakra vers le haut", "other": "de {n} chakras vers le haut"},
    "dist_either": "d'un chakra vers le haut ou vers le bas",
    "cd_rule": "Il faut une place libre dans chaque chakra traversé ou atteint, les chakras harmonisés sont sautés, seule la noire entre dans la Terre, rien ne remonte dans les bulles Bhagya. L'action n'est proposée que si tous ses déplacements sont possibles.",
    "cd_black_short": "Défaussez une noire de votre Terre ; prenez une énergie au choix du sac sur une bulle Bhagya.",
    "cd_black": "Défaussez une énergie noire apaisée de votre Terre (elle ne compte plus), puis prenez dans le sac une énergie de la couleur de votre choix (noire comprise) et posez-la sur une bulle Bhagya libre. Jamais plus de 3 énergies d'une couleur sur votre plateau, sauf la noire.",
    "cd_insp_short": "Posez des énergies droit dans un chakra (jeton bloqué dans l'encoche) ou canalisez.",
    "cd_insp": "Vous en avez 5. Dépensez-en un pour poser les énergies reçues directement dans un chakra (le jeton reste dans l'encoche de ce chakra jusqu'à son harmonisation, et plus aucune pose directe n'y est possible), ou pour canaliser sur une action libre (méditer reprend ceux-là).",
    "cd_plen_short": "Vaut 1 à 4 points à qui harmonise son chakra ; méditez pour en regarder un en secret.",
    "cd_plen": "Un face cachée sur chaque couleur de chakra (valeurs 1, 1, 2, 2, 3, 3, 4, 4 ; un reste dans la boîte). À la fin, chaque chakra harmonisé rapporte la valeur de son jeton. Vous en connaissez un au départ ; méditez pour en regarder un autre en secret.",
    "your_actions": "Vos actions :",
    "actions_line": "Actions : {list} · 8) défausser une noire apaisée, prendre une énergie au choix (↓ bas, ↑ haut, ↕ l'un ou l'autre)", "free": "libre", "taken": "utilisée",
    "ev_take": "{name} prend {pick} dans la colonne {flow} vers : {to}.",
    "ev_refill": "La colonne {flow} est complétée : {drawn}.",
    "ev_channel": "{name} canalise avec l'action {n} ({desc}).",
    "ev_move": "{name} déplace {colour} : {src} → {dst}.",
    "ev_appease": "Une énergie noire est apaisée dans la Terre de {name}.",
    "ev_harmonize": "{name} harmonise le chakra {chakra} !",
    "ev_black": "{name} défausse une noire apaisée et prend {colour}.",
    "ev_meditate": {"one": "{name} médite, reprend {n} jeton et regarde le jeton plénitude {colour}.",
                    "other": "{name} médite, reprend {n} jetons et regarde le jeton plénitude {colour}."},
    "ev_meditate0": {"one": "{name} médite et reprend {n} jeton.",
                     "other": "{name} médite et reprend {n} jetons."},
    "ev_peek": "Le jeton plénitude {colour} vaut {value}.",
    "ev_ending": "{name} a 5 chakras harmonisés : ce tour est le dernier.",
    "ev_reveal": "Jetons plénitude : {list}.",
    "ev_scores": {"one": "Scores : {list}. Gagnant : {winners}.", "other": "Scores : {list}. Gagnants (ex aequo) : {winners}."},
}

TEXTS = Texts({"en": EN, "fr": FR})


def _dist(lang: str, d: int) -> str:
    if d == UP_OR_DOWN:
        return TEXTS.t(lang, "dist_either")
    return TEXTS.t(lang, "dist_down" if d > 0 else "dist_up", n=abs(d))


def action_words(lang: str, steps: tuple) -> str:
    """The moves of one action space in words, generated from its encoding in data.ACTIONS."""
    if len(steps) == 1:
        return TEXTS.t(lang, "cd_one", dist=_dist(lang, steps[0]))
    if len(set(steps)) == 1:
        return TEXTS.t(lang, "cd_same", count=len(steps), dist=_dist(lang, steps[0]))
    return TEXTS.t(lang, "cd_two", a=_dist(lang, steps[0]), b=_dist(lang, steps[1]))


def action_short(lang: str, steps: tuple) -> str:
    what = action_words(lang, steps)
    return what[0].upper() + what[1:] + "."


def card_infos() -> list[CardInfo]:
    """The 8 action spaces (4 player boards), the inspiration and the plenitude tokens."""
    langs = ("en", "fr")
    out = []
    for a, steps in enumerate(ACTIONS):
        if steps is None:
            texts, short = TEXTS.each("cd_black"), TEXTS.each("cd_black_short")
        else:
            short = {lg: action_short(lg, steps) for lg in langs}
            texts = {lg: TEXTS.t(lg, "cd_channel", what=action_words(lg, steps)) + " " + TEXTS.t(lg, "cd_rule")
                     for lg in langs}
        out.append(CardInfo(str(a + 1), TEXTS.each("card_action", n=a + 1), texts, short, TEXTS.each("kind_action"),
                            copies=4))
    for key, copies in (("insp", INSPIRATION * 4), ("plen", len(PLENITUDE))):
        out.append(CardInfo("inspiration" if key == "insp" else "plenitude", TEXTS.each("card_" + key),
                            TEXTS.each("cd_" + key), TEXTS.each(f"cd_{key}_short"), TEXTS.each("kind_token"),
                            copies=copies))
    return out
