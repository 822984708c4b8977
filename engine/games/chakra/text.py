"""Chakra texts, English and French."""
# ruff: noqa: E501

from engine.text import Texts

RULES_EN = """**Chakra** (2–4 players) — harmonize your chakras: 3 energies of the chakra's colour.
**Your turn: one action.**
• **Receive**: from one flow take 1–3 energies of different colours (a black one must be taken if the flow has one). Never more than 3 of one colour on your board (Earth not counted). Put them all on the Bhagya bubbles (top) or all into one chakra with room, using an inspiration token in its notch (no more direct placement there; the token returns when that chakra is harmonized). The flow is refilled from the bag.
• **Channel**: put an inspiration token on a free action space and do all its moves, in the order you like. A move needs room in every chakra passed and reached; harmonized chakras are skipped. Only black energy enters the Earth (it is then appeased). Nothing moves back up into the Bhagya bubbles; the same energy may be moved by several moves of one action.
• Action 8: discard an appeased black from your Earth and take an energy of your choice from the bag onto the Bhagya bubbles.
• **Meditate**: take back the tokens on action spaces and secretly look at one plenitude token (everyone sees which colour).
**End**: when someone has 5 harmonized chakras, the round is finished. Each harmonized chakra scores its plenitude token (1–4), each black in your Earth 1, and the longest unbroken run of harmonized chakras from red 2 (all tied). Ties share the win.
**Designed for this table**: the 7 movement actions are not published; here they are: 1) one energy 3 down, 2) one 2 down, 3) 1 down twice, 4) 1 down three times, 5) 2 down + 1 down, 6) 1 up + 1 down, 7) one 2 up. Also designed: the game stops when bag and flows are empty, when every player is blocked (nothing to do but pass), or after round 40."""

RULES_FR = """**Chakra** (2 à 4 joueurs) — harmonisez vos chakras : 3 énergies de la couleur du chakra.
**À votre tour : une action.**
• **Recevoir** : dans une colonne, prenez 1 à 3 énergies de couleurs différentes (la noire est obligatoire si la colonne en a une). Jamais plus de 3 énergies d'une couleur sur votre plateau (la Terre ne compte pas). Posez-les toutes sur les bulles Bhagya (en haut) ou toutes dans une boule de chakra qui a la place, avec un jeton inspiration dans son encoche (plus de pose directe ensuite ; le jeton revient quand ce chakra est harmonisé). La colonne est complétée depuis le sac.
• **Canaliser** : placez un jeton inspiration sur une action libre et faites tous ses déplacements, dans l'ordre voulu. Il faut une place libre dans chaque chakra traversé et atteint ; les chakras harmonisés sont sautés. Seule l'énergie noire entre dans la Terre (elle est alors apaisée). Rien ne remonte dans les bulles Bhagya ; une même énergie peut servir à plusieurs déplacements d'une action.
• Action 8 : défaussez une noire apaisée de votre Terre et prenez dans le sac une énergie de votre choix sur les bulles Bhagya.
• **Méditer** : reprenez les jetons posés sur les actions et regardez en secret un jeton plénitude (tous voient quelle couleur).
**Fin** : quand un joueur a 5 chakras harmonisés, on finit le tour. Chaque chakra harmonisé rapporte son jeton plénitude (1 à 4), chaque noire de votre Terre 1, et la plus longue suite continue de chakras harmonisés depuis le rouge 2 (à tous les ex aequo). Les égalités se partagent la victoire.
**Conçu pour cette table** : les 7 actions de déplacement ne sont pas publiées ; ici : 1) une énergie 3 vers le bas, 2) une 2 vers le bas, 3) 1 vers le bas deux fois, 4) 1 vers le bas trois fois, 5) 2 vers le bas + 1 vers le bas, 6) 1 vers le haut + 1 vers le bas, 7) une 2 vers le haut. Aussi conçu : la partie s'arrête quand sac et colonnes sont vides, quand chaque joueur est bloqué (il ne peut que passer), ou après le tour 40."""

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
    "flow": "Flow {n}", "flows": "Flows", "empty": "empty",
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
    "ev_take": "{name} takes {pick} from flow {flow} onto the {to}.",
    "ev_refill": "Flow {flow} is refilled: {drawn}.",
    "ev_channel": "{name} channels with action {n} ({desc}).",
    "ev_move": "{name} moves {colour}: {src} → {dst}.",
    "ev_appease": "A black energy is appeased in {name}'s Earth.",
    "ev_harmonize": "{name} harmonizes the {colour} chakra!",
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
    "flow": "Colonne {n}", "flows": "Colonnes", "empty": "vide",
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
    "ev_take": "{name} prend {pick} dans la colonne {flow} vers : {to}.",
    "ev_refill": "La colonne {flow} est complétée : {drawn}.",
    "ev_channel": "{name} canalise avec l'action {n} ({desc}).",
    "ev_move": "{name} déplace {colour} : {src} → {dst}.",
    "ev_appease": "Une énergie noire est apaisée dans la Terre de {name}.",
    "ev_harmonize": "{name} harmonise le chakra {colour} !",
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
