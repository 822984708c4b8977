"""Little Conspiracies Among Friends (Petits Complots entre Amis): every card and count.

Facts (BGA help page): 7 theory categories x 10 cards; Action cards with a black border, among them
1 Shepherd + 4 Sheep that cannot be played; 30 Events = 26 standard + 4 chaotic; chaos level 0/2/4;
5 cards dealt; hand limit 10; theories needed 7/6/5 for 3/4/5 players.

The texts and copy counts of the Action and Event cards are not public ("indicated on the cards"):
everything marked ASSUMPTION below is designed for this table, to be replaced by the real cards.
"""

# ---------------------------------------------------------------- conspiracy theories (fact)
CATEGORIES = ("creatures", "environment", "myths", "history", "space", "technology", "politics")
THEORIES_PER_CATEGORY = 10
THEORIES_TO_WIN = {3: 7, 4: 6, 5: 5}

# ---------------------------------------------------------------- action cards
# kind -> copies. Shepherd 1 + Sheep 4 are facts; the other kinds and counts are designed.
ACTIONS = {
    "shepherd": 1,  # fact: cannot be played, wins with the 4 Sheep in one hand
    "sheep": 4,  # fact: cannot be played
    # ASSUMPTION: Steal, take a random card from a player's hand (the page says cards can be stolen)
    "steal": 4,
    # ASSUMPTION: Swap, give a card of your choice to a player and take one at random (page: "échangés")
    "swap": 3,
    # ASSUMPTION: Debunk, discard one exposed theory of a player (page: others "disrupt your plans")
    "debunk": 4,
    # ASSUMPTION: Recruit, move one exposed theory of a player to yours (page: "retourner vos complots")
    "recruit": 2,
    # ASSUMPTION: Leak, look at a player's hand and take one card of your choice (a stronger Steal)
    "leak": 2,
    # ASSUMPTION: Brainstorm, draw 3 cards (the only non-interactive action: catches up a short hand)
    "brainstorm": 3,
    # ASSUMPTION: Counter (lightning), cancel an Action aimed at you (page: "contrer vos manœuvres")
    "counter": 4,
    # ASSUMPTION: Deflect (lightning), send an Action aimed at you to another player (page: "détourner")
    "deflect": 3,
}
# ASSUMPTION: 30 Action cards, so the common deck is 100 cards (factsheet proposal; total not public)
ACTION_TOTAL = 30
LIGHTNING = ("counter", "deflect")  # fact: lightning cards exist; which ones is designed (ASSUMPTION)
UNPLAYABLE = ("shepherd", "sheep")
ON_THEORY = ("debunk", "recruit")  # actions aimed at one exposed theory of a player

DECK = [c for c in CATEGORIES for _ in range(THEORIES_PER_CATEGORY)] + \
       [a for a, copies in ACTIONS.items() for _ in range(copies)]

HAND_START = 5
HAND_EMPTY_DRAW = 5
MULLIGAN_DRAW = 5
HAND_LIMIT = 10
DRAW_PER_TURN = 2
PLAYS_PER_TURN = 2

# ---------------------------------------------------------------- events
# kind -> copies. 26 standard + 4 chaotic are facts; every kind and count is designed.
EVENTS = {
    # ASSUMPTION: Windfall, everyone draws 1 card (factsheet suggestion; a mild, common event)
    "windfall": 3,
    # ASSUMPTION: Crackdown, at most 1 card played per turn this round (page: events restrict plays)
    "crackdown": 3,
    # ASSUMPTION: Frenzy, up to 3 cards played per turn this round (the mirror of Crackdown)
    "frenzy": 3,
    # ASSUMPTION: Blackout, no Action card may be played this round (page: events restrict plays)
    "blackout": 3,
    # ASSUMPTION: Censorship, no theory may be exposed this round (factsheet suggestion)
    "censorship": 2,
    # ASSUMPTION: Rumour mill, everyone passes one card of their choice to the left (factsheet)
    "pass_left": 2,
    # ASSUMPTION: Whisper, everyone passes one card of their choice to the right (factsheet)
    "pass_right": 2,
    # ASSUMPTION: Purge, everyone discards one card at random (factsheet suggestion)
    "purge": 2,
    # ASSUMPTION: Spotlight, whoever has the most exposed theories discards one (a catch-up brake)
    "spotlight": 3,
    # ASSUMPTION: Brainwave, draw 3 cards instead of 2 this round (factsheet suggestion)
    "bigdraw": 3,
}
STANDARD_EVENT_TOTAL = 26
CHAOTIC = {
    # ASSUMPTION: Exodus, everyone passes their whole hand to the left (factsheet suggestion)
    "c_exodus": 1,
    # ASSUMPTION: Cover-up, every exposed theory of one random category is discarded (factsheet)
    "c_coverup": 1,
    # ASSUMPTION: Great reshuffle, all hands are shuffled together and dealt back (factsheet)
    "c_reshuffle": 1,
    # ASSUMPTION: Underdog, the player with the fewest exposed theories takes one of their choice
    "c_underdog": 1,
}
CHAOTIC_TOTAL = 4
CHAOS_LEVELS = {"calm": 0, "balanced": 2, "chaotic": 4}  # fact: Tranquille / Équilibré / Chaotique
EVENT_KINDS = tuple(EVENTS) + tuple(CHAOTIC)
STANDARD_EVENTS = [e for e, copies in EVENTS.items() for _ in range(copies)]
