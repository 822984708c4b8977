"""Five Tribes (Days of Wonder, 2014): component facts.

Sources: the rules page (/work/shared/rules/fivetribes.fr.md), /work/shared/GAMES.md and the published
rulebook as we know it. Everything marked ASSUMPTION could not be checked against a printed component.
"""

from __future__ import annotations

W, H = 6, 5  # the Sultanate: 6 tiles wide, 5 tall
N_TILES = W * H

# ---------------------------------------------------------------- tiles
# tile type id -> (kind, value, colour of the value: "red" or "blue")
TILE_TYPES = (
    ("big_market", 4, "red"),
    ("small_market", 6, "red"),
    ("oasis", 8, "red"),
    ("village", 5, "blue"),
    ("sacred_place", 6, "blue"),
    ("sacred_place", 10, "blue"),
    ("sacred_place", 12, "blue"),
    ("sacred_place", 15, "blue"),
)
# how many of each type: 4 big markets, 8 small markets, 6 oases, 5 villages, 7 sacred places (4×6, 10, 12, 15)
TILE_COUNTS = (4, 8, 6, 5, 4, 1, 1, 1)
TILE_DECK = [t for t, n in enumerate(TILE_COUNTS) for _ in range(n)]
KIND = [k for k, _, _ in TILE_TYPES]
VALUE = [v for _, v, _ in TILE_TYPES]
BLUE = [c == "blue" for _, _, c in TILE_TYPES]
KINDS = ("big_market", "small_market", "oasis", "village", "sacred_place")

# ---------------------------------------------------------------- meeples (index order used everywhere)
COLOURS = ("vizier", "elder", "builder", "merchant", "assassin")
VIZ, ELD, BLD, MER, ASN = range(5)
MEEPLE_COUNTS = (16, 20, 18, 18, 18)  # 90 in all, 3 per tile
MEEPLE_BAG = [c for c, n in enumerate(MEEPLE_COUNTS) for _ in range(n)]

# ---------------------------------------------------------------- resource cards
GOODS = ("ivory", "jewels", "gold", "papyrus", "silk", "spice", "fish", "wheat", "pottery", "fakir")
FAKIR = 9
GOOD_COUNTS = (2, 2, 2, 4, 4, 4, 6, 6, 6, 18)  # 36 merchandise in 9 kinds + 18 fakirs = 54
RESOURCE_DECK = [g for g, n in enumerate(GOOD_COUNTS) for _ in range(n)]
LINE_SIZE = 9  # face-up resource cards
# gold for a set of 1..9 different merchandise. The seed page prints 1, 2, 7, ...: the published table
# (and GAMES.md) reads 1, 3, 7, 13, 21, 30, 40, 50, 60 — we use the published one.
SET_VALUES = (0, 1, 3, 7, 13, 21, 30, 40, 50, 60)

# ---------------------------------------------------------------- bid track
BID_COSTS = (0, 0, 0, 1, 3, 5, 8, 12, 18)  # spot 0 plays last, spot 8 first
ZERO_SPOTS = 3

# ---------------------------------------------------------------- supplies
PALMS, PALACES = 12, 10
START_GOLD = 50
CAMELS = {2: 11, 3: 8, 4: 8}
MARKERS = {2: 2, 3: 1, 4: 1}
DJINNS_UP = 3
PALM_VP, PALACE_VP = 3, 5

# ---------------------------------------------------------------- djinns
# id -> (display name, VP, cost code, timing)
# cost codes: None (passive), "e|f" = 1 elder or 1 fakir, "e+e|f" = 1 elder and 1 more elder or fakir,
#             "f" = 1 fakir, "f*" = one or more fakirs.
# timing: "passive"; "any" (once per turn, at the start or the end of your turn); "bid"; "builder";
#         "assassin"; "palm"; "palace"; "end" (game-end scoring).
DJINNS = {
    "al_amin": ("Al-Amin", 5, None, "end"),          # each pair of fakirs = 1 wild merchandise at the end
    "anun_nak": ("Anun-Nak", 8, "e|f", "any"),       # 3 meeples from the bag onto an empty tile
    "baal": ("Ba'al", 6, None, "passive"),           # gold each time anyone gets a djinn
    "boaz": ("Boaz", 6, None, "passive"),            # your viziers and elders are safe from assassins
    "bouraq": ("Bouraq", 6, "e|f", "any"),           # a palace from the supply on any village tile
    "echidna": ("Echidna", 4, "e+e|f", "builder"),   # double the gold of your builders this turn
    "enki": ("Enki", 8, "e|f", "any"),               # a palm tree from the supply on any oasis tile
    "hagis": ("Hagis", 10, "e|f", "palace"),         # place the palace on a surrounding tile instead
    "haurvatat": ("Haurvatat", 8, None, "end"),      # your palm trees are worth 5 VP
    "iblis": ("Iblis", 8, "e|f", "assassin"),        # your assassins kill 2 (same tile or same opponent)
    "jafaar": ("Jafaar", 6, None, "end"),            # your viziers are worth 3 VP
    "kandicha": ("Kandicha", 6, None, "passive"),    # your kills pay: card, gold, or keep the vizier/elder
    "kumarbi": ("Kumarbi", 6, "f*", "bid"),          # each fakir moves your bid cost down one spot
    "lamia": ("Lamia", 10, "e|f", "palm"),           # place the palm tree on a surrounding tile instead
    "leta": ("Leta", 4, "e+e|f", "any"),             # take control of an empty tile
    "marid": ("Marid", 6, None, "passive"),          # gold for each meeple dropped on your tiles
    "monkir": ("Monkir", 6, None, "passive"),        # gold for each palace placed
    "nekir": ("Nekir", 6, None, "passive"),          # gold for each meeple killed
    "shamhat": ("Shamhat", 6, None, "end"),          # your elders are worth 4 VP
    "sibittis": ("Sibittis", 4, "e+e|f", "any"),     # draw 3 djinns, keep 1
    "sloar": ("Sloar", 8, "f", "any"),               # take the top card of the resource pile
    "utug": ("Utug", 4, "e+e|f", "any"),             # take control of a tile holding only meeples
}
# Names, VP, costs and powers are the 22 base-game djinns as printed; checked against three independent
# implementations (sarahduv/FiveTribes Assets/Scripts/GameElements/Djinn.cs, otac0n/GameTheory
# GameTheory.Games.FiveTribes/Djinns/ where Iblis is spelled "Ibus", kavispires/fivetribes
# src/constants.js), see /work/shared/games/open-questions.md (a). VP multiset: 4×4, 1×5, 10×6, 5×8, 2×10.
# Hagis / Lamia: the printed text says "when placing a Palace (Palm Tree), you may drop it on any
# neighboring Tile instead"; "neighboring" is not the rulebook's "adjacent" (orthogonal, for moves) but
# the "surrounding" tiles of the builders, the 8 tiles around (diagonals included), as otac0n/GameTheory
# implements it (Sultanate.GetSquarePoints). SURROUND below.
DJINN_IDS = list(DJINNS)
DJINN_VP = {k: v[1] for k, v in DJINNS.items()}
DJINN_COST = {k: v[2] for k, v in DJINNS.items()}

# ---------------------------------------------------------------- geometry (precomputed once)
ROWS = "ABCDE"


def tile_name(i: int) -> str:
    return f"{ROWS[i // W]}{i % W + 1}"


def _neighbours(i: int) -> list[int]:
    r, c = divmod(i, W)
    return [(r + dr) * W + c + dc for dr, dc in ((-1, 0), (0, -1), (0, 1), (1, 0))
            if 0 <= r + dr < H and 0 <= c + dc < W]


NEIGH = [_neighbours(i) for i in range(N_TILES)]


def _around(i: int) -> list[int]:
    r, c = divmod(i, W)
    return [rr * W + cc for rr in range(r - 1, r + 2) for cc in range(c - 1, c + 2) if 0 <= rr < H and 0 <= cc < W]


AROUND = [_around(i) for i in range(N_TILES)]  # the tile itself and the 8 tiles around it
SURROUND = [[j for j in AROUND[i] if j != i] for i in range(N_TILES)]  # the 8 tiles around (Hagis, Lamia)
DIST = [[abs(a // W - b // W) + abs(a % W - b % W) for b in range(N_TILES)] for a in range(N_TILES)]

# REACH[m][i * 31 + (prev + 1)]: bitmask of the tiles where a walk of exactly m more steps can end,
# starting on tile i having arrived from tile prev (-1: no previous tile), never stepping straight back.
MAX_WALK = 100


def _build_reach() -> list[list[int]]:
    size = N_TILES * (N_TILES + 1)
    base = [0] * size
    for i in range(N_TILES):
        for p in range(-1, N_TILES):
            base[i * 31 + p + 1] = 1 << i
    table = [base]
    for _ in range(MAX_WALK):
        prev = table[-1]
        cur = [0] * size
        for i in range(N_TILES):
            for p in [-1, *NEIGH[i]]:
                mask = 0
                for j in NEIGH[i]:
                    if j != p:
                        mask |= prev[j * 31 + i + 1]
                cur[i * 31 + p + 1] = mask
        table.append(cur)
    return table


REACH = _build_reach()
