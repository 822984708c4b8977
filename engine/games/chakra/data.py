"""Chakra components (BGA help page, factsheet) and the 8 channel actions (Board Game Arena's implementation)."""

COLOURS = ("black", "red", "orange", "yellow", "green", "lightblue", "darkblue", "violet")
LETTER = {"black": "B", "red": "R", "orange": "O", "yellow": "Y", "green": "G", "lightblue": "L",
          "darkblue": "D", "violet": "V"}  # each colour's letter on the text board and in the picture
PER_COLOUR = 12  # 96 energies = 12 x 8 colours
ENERGIES_PER_PLAYER_PER_COLOUR = 3  # bag: 6/9/12 of each colour for 2/3/4 players
# Board positions: 0 = the 3 Bhagya bubbles, 1..7 = chakras from violet (top) to red, 8 = the Earth.
CHAKRAS = ("violet", "darkblue", "lightblue", "green", "yellow", "orange", "red")  # positions 1..7
BHAGYA, EARTH = 0, 8
SPACES = 3  # every chakra and the Bhagya row hold 3 energies
PLENITUDE = (1, 1, 2, 2, 3, 3, 4, 4)  # 7 used face down, 1 boxed unseen
MEDITATION_PER_COLOUR = 4  # 28 = 4 x 7
INSPIRATION = 5  # per player (20 in the box)
FLOWS, FLOW_SIZE = 3, 3  # 3 Maya flows of 3 energies
MAX_TAKE = 3
MAX_PER_COLOUR = 3  # never more than 3 energies of one colour on a board; black is never limited (BGA)
HARMONIZED_TO_END = 5
LONGEST_RUN_BONUS = 2
# ASSUMPTION: a safety bound so every game ends (the published game has none; AI games end near round 27).
MAX_ROUNDS = 40

# The 8 action spaces of the player board (Board Game Arena's implementation: its channel list and the
# tooltips of its action spaces). Each is the list of the moves it makes, in any order, each move by a
# different energy; + = down toward the Earth, - = up; UP_OR_DOWN = one chakra, up or down, as the player
# chooses. The 8th is the black action: discard an appeased black from the Earth, take an energy of your
# choice from the bag onto a free Bhagya bubble.
UP_OR_DOWN = 0
ACTIONS = (
    (3,),          # 1: one energy 3 down
    (1, 1, 1),     # 2: three energies 1 down each
    (2, 1),        # 3: one energy 2 down, another 1 down
    (-2,),         # 4: one energy 2 up
    (-1, -1),      # 5: two energies 1 up each
    (1, -1),       # 6: one energy 1 down, another 1 up
    (UP_OR_DOWN,),  # 7: one energy 1 up or 1 down
    None,          # 8: the black action
)
BLACK_ACTION = 7  # index of the 8th action
