"""Pandemic (2013 edition) components: the 48-city map and its links, the player and infection cards.

City keys are the English names printed on the board; ``CODE`` gives an ASCII, space-free form used in
move ids. The map (12 cities per colour, 93 links, incl. the Pacific wrap San Francisco–Tokyo,
San Francisco–Manila, Los Angeles–Sydney) is encoded from the published board and checked in the tests
(symmetric links, connected graph, 93 links — the count of the published board, cross-checked with
ChrisBrooksbank/pandemicAI ``pandemic-board.md``).
"""

from __future__ import annotations

import unicodedata

COLORS = ("blue", "yellow", "black", "red")
CUBES_PER_COLOR = 24
MAX_STATIONS = 6
MAX_OUTBREAKS = 8  # the 8th outbreak loses
HAND_LIMIT = 7
ACTIONS_PER_TURN = 4
INFECTION_RATES = (2, 2, 2, 3, 3, 4, 4)
STARTING_HAND = {2: 4, 3: 3, 4: 2}
EPIDEMICS = {"introductory": 4, "standard": 5, "heroic": 6}
EPIDEMIC_CARDS_IN_BOX = 6
CURE_CARDS = 5
SCIENTIST_CURE_CARDS = 4
START_CITY = "Atlanta"

ROLES = ("researcher", "operations", "medic", "planner", "dispatcher", "scientist", "quarantine")
EVENTS = ("airlift", "forecast", "grant", "quiet", "resilient")
EPIDEMIC = "epidemic"
FORECAST_CARDS = 6

# 12 cities per colour, board order
_CITIES_BY_COLOR = (
    ("blue", ("San Francisco", "Chicago", "Montreal", "New York", "Washington", "Atlanta",
              "London", "Madrid", "Paris", "Essen", "Milan", "St. Petersburg")),
    ("yellow", ("Los Angeles", "Mexico City", "Miami", "Bogotá", "Lima", "Santiago",
                "Buenos Aires", "São Paulo", "Lagos", "Kinshasa", "Khartoum", "Johannesburg")),
    ("black", ("Algiers", "Cairo", "Istanbul", "Moscow", "Baghdad", "Riyadh",
               "Tehran", "Karachi", "Delhi", "Mumbai", "Chennai", "Kolkata")),
    ("red", ("Beijing", "Seoul", "Tokyo", "Shanghai", "Osaka", "Taipei",
             "Hong Kong", "Bangkok", "Manila", "Ho Chi Minh City", "Jakarta", "Sydney")),
)
CITY_COLOR = {name: color for color, names in _CITIES_BY_COLOR for name in names}
CITIES = tuple(CITY_COLOR)
CITY_INDEX = {c: i for i, c in enumerate(CITIES)}
COLOR_INDEX = {c: i for i, c in enumerate(COLORS)}

# each link once
LINK_PAIRS = (
    # blue
    ("San Francisco", "Chicago"), ("San Francisco", "Los Angeles"), ("San Francisco", "Tokyo"),
    ("San Francisco", "Manila"), ("Chicago", "Montreal"), ("Chicago", "Atlanta"), ("Chicago", "Los Angeles"),
    ("Chicago", "Mexico City"), ("Montreal", "New York"), ("Montreal", "Washington"),
    ("New York", "Washington"), ("New York", "London"), ("New York", "Madrid"), ("Washington", "Atlanta"),
    ("Washington", "Miami"), ("Atlanta", "Miami"), ("London", "Madrid"), ("London", "Paris"),
    ("London", "Essen"), ("Madrid", "Paris"), ("Madrid", "Algiers"), ("Madrid", "São Paulo"),
    ("Paris", "Essen"), ("Paris", "Milan"), ("Paris", "Algiers"), ("Essen", "Milan"),
    ("Essen", "St. Petersburg"), ("Milan", "Istanbul"), ("St. Petersburg", "Istanbul"),
    ("St. Petersburg", "Moscow"),
    # yellow
    ("Los Angeles", "Mexico City"), ("Los Angeles", "Sydney"), ("Mexico City", "Miami"),
    ("Mexico City", "Bogotá"), ("Mexico City", "Lima"), ("Miami", "Bogotá"), ("Bogotá", "Lima"),
    ("Bogotá", "Buenos Aires"), ("Bogotá", "São Paulo"), ("Lima", "Santiago"), ("Buenos Aires", "São Paulo"),
    ("São Paulo", "Lagos"), ("Lagos", "Kinshasa"), ("Lagos", "Khartoum"), ("Kinshasa", "Khartoum"),
    ("Kinshasa", "Johannesburg"), ("Khartoum", "Johannesburg"), ("Khartoum", "Cairo"),
    # black
    ("Algiers", "Istanbul"), ("Algiers", "Cairo"), ("Cairo", "Istanbul"), ("Cairo", "Baghdad"),
    ("Cairo", "Riyadh"), ("Istanbul", "Moscow"), ("Istanbul", "Baghdad"), ("Moscow", "Tehran"),
    ("Baghdad", "Riyadh"), ("Baghdad", "Tehran"), ("Baghdad", "Karachi"), ("Riyadh", "Karachi"),
    ("Tehran", "Karachi"), ("Tehran", "Delhi"), ("Karachi", "Delhi"), ("Karachi", "Mumbai"),
    ("Delhi", "Mumbai"), ("Delhi", "Chennai"), ("Delhi", "Kolkata"), ("Mumbai", "Chennai"),
    ("Chennai", "Kolkata"), ("Chennai", "Bangkok"), ("Chennai", "Jakarta"), ("Kolkata", "Bangkok"),
    ("Kolkata", "Hong Kong"),
    # red
    ("Beijing", "Seoul"), ("Beijing", "Shanghai"), ("Seoul", "Shanghai"), ("Seoul", "Tokyo"),
    ("Tokyo", "Shanghai"), ("Tokyo", "Osaka"), ("Shanghai", "Taipei"), ("Shanghai", "Hong Kong"),
    ("Osaka", "Taipei"), ("Taipei", "Hong Kong"), ("Taipei", "Manila"), ("Hong Kong", "Manila"),
    ("Hong Kong", "Ho Chi Minh City"), ("Hong Kong", "Bangkok"), ("Bangkok", "Ho Chi Minh City"),
    ("Bangkok", "Jakarta"), ("Manila", "Ho Chi Minh City"), ("Manila", "Sydney"),
    ("Ho Chi Minh City", "Jakarta"), ("Jakarta", "Sydney"),
)
PACIFIC_LINKS = (("San Francisco", "Tokyo"), ("San Francisco", "Manila"), ("Los Angeles", "Sydney"))

LINKS: dict[str, tuple[str, ...]] = {
    c: tuple(sorted({x for pair in LINK_PAIRS if c in pair for x in pair if x != c}, key=CITY_INDEX.__getitem__))
    for c in CITIES}
LINK_SETS = {c: frozenset(n) for c, n in LINKS.items()}


def _code(name: str) -> str:
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return ascii_name.replace(".", "").replace(" ", "_")


CODE = {c: _code(c) for c in CITIES} | {card: card for card in (*EVENTS, EPIDEMIC)}  # event cards keep their ids

# Board picture positions (pixels on a 1120 x 560 canvas, schematic like the printed board).
POS = {
    "San Francisco": (60, 175), "Chicago": (165, 140), "Montreal": (255, 120), "New York": (335, 145),
    "Washington": (305, 205), "Atlanta": (205, 200), "London": (445, 105), "Madrid": (435, 195),
    "Paris": (515, 160), "Essen": (525, 90), "Milan": (585, 135), "St. Petersburg": (635, 75),
    "Los Angeles": (80, 255), "Mexico City": (165, 290), "Miami": (265, 265), "Bogotá": (275, 345),
    "Lima": (230, 420), "Santiago": (245, 500), "Buenos Aires": (345, 490), "São Paulo": (385, 425),
    "Lagos": (505, 315), "Kinshasa": (545, 390), "Khartoum": (605, 305), "Johannesburg": (600, 465),
    "Algiers": (505, 235), "Cairo": (585, 235), "Istanbul": (610, 170), "Moscow": (690, 130),
    "Baghdad": (675, 210), "Riyadh": (685, 285), "Tehran": (750, 150), "Karachi": (755, 235),
    "Delhi": (830, 200), "Mumbai": (765, 310), "Chennai": (840, 340), "Kolkata": (890, 225),
    "Beijing": (925, 115), "Seoul": (1000, 110), "Tokyo": (1065, 160), "Shanghai": (945, 185),
    "Osaka": (1070, 235), "Taipei": (1010, 265), "Hong Kong": (940, 275), "Bangkok": (885, 320),
    "Manila": (1040, 345), "Ho Chi Minh City": (960, 380), "Jakarta": (890, 410), "Sydney": (1065, 485),
}
MAP_SIZE = (1120, 560)
