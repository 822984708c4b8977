"""Race for the Galaxy (base game): every card as data.

Facts (cost/defense, VP, goods, military flag, powers, copies) follow the factsheet
(`shared/games/raceforthegalaxy.md`), itself taken from the published card list; the table below is
our own encoding. Card names are proper nouns and are shown in English in both languages.

A card is ``slug: (name, type, cost, vp, good, goods_mode, military, symbols, copies, powers, end)``:
- type ``W`` world / ``D`` development; cost is the defense for a military world;
- good ``nov``/``rare``/``gene``/``alien`` or ``""``; goods_mode ``P`` production, ``W`` windfall, ``""``;
- symbols: ``start``, ``alien``, ``rebel``, ``imperium``, ``uplift``;
- powers: tuples ``(phase, code, *args)`` (phase ``I``, ``II``, ``III``, ``$``, ``IV``, ``V``), codes:
  I ``draw n`` / ``keep n``; II ``ddisc n`` (dev cost −n), ``ddraw n`` (draw after placing a dev),
  ``dstart n`` (draw at the start of the phase); III ``mil n [kind]`` (military, optionally only
  against worlds of a kind or Rebel worlds), ``wdisc n kind`` (world cost −n: ``rare``, ``alien`` or
  ``nonmil``), ``sdraw n`` (draw after placing a world), ``colony`` (discard from tableau: place a
  non-military non-Alien world free), ``tactics`` (discard from tableau: +3 military), ``contact``
  (pay for a non-Alien military world: defense −1 in cards); $ ``trade n kind`` (+n cards when
  selling a good of that kind, ``any`` or ``this`` world's); IV ``cons kind goods times cards vp``
  (consume ``goods`` goods of ``kind`` — ``any``, a kind, or ``diff`` for different kinds — for
  ``cards`` cards and ``vp`` VP, up to ``times`` times), ``all`` (consume every good: goods − 1 VP),
  ``dvp n`` (discard up to n hand cards, 1 VP each), ``draw n``, ``gamble``, ``sell bonus``
  (sell one good without the Trade action; ``bonus`` False: without trade bonuses);
  V ``prod`` (production), ``pdraw n`` (draw n if this world produced), ``draw n``, ``wind kind``
  (a good on one empty windfall world of that kind or ``any``), ``perkind`` (draw 1 per kind
  produced), ``perprod kind`` (draw 1 per good of that kind produced), ``most kind n`` (draw n if you
  produced strictly more goods of that kind than every other player), ``perworld kind`` (draw 1 per
  world of that kind).
- end (6-cost developments): ordered ``(points, matcher)``; each tableau card scores for the first
  matching line only. Matchers: ``prod:<kind>``, ``wind:<kind>``, ``prodworld``, ``mil``,
  ``rebelmil``, ``sym:alien``, ``card:<slug>``, ``dev6``, ``dev``, ``world``, ``devph:<phase>``,
  ``worldph:<phase>``; and the whole-tableau ``military`` (1 per point) and ``chips3`` (1 per 3 chips).
"""

from __future__ import annotations

from typing import Any

KINDS = ("nov", "rare", "gene", "alien")
PRICE = {"nov": 2, "rare": 3, "gene": 4, "alien": 5}
HAND_LIMIT = 10
CHIPS_PER_PLAYER = 12
TABLEAU_END = 12
ACTIONS = ("e5", "e11", "dev", "dev2", "set", "set2", "trade", "x2", "prod")
ONE_PLAYER_ACTIONS = ("e5", "e11", "dev", "set", "trade", "x2", "prod")
PHASE_OF = {"e5": "I", "e11": "I", "dev": "II", "dev2": "II", "set": "III", "set2": "III",
            "trade": "IV", "x2": "IV", "prod": "V"}

_: Any = None
CARDS: dict[str, tuple[Any, ...]] = {
    # slug: (name, type, cost, vp, good, mode, military, symbols, copies, powers, end)
    "old_earth": ("Old Earth", "W", 3, 2, "", "", False, ("start",), 1,
                  [("$", "trade", 1, "any"), ("IV", "cons", "any", 1, 2, 0, 1)], _),
    "epsilon_eridani": ("Epsilon Eridani", "W", 2, 1, "", "", False, ("start",), 1,
                        [("III", "mil", 1), ("IV", "cons", "any", 1, 1, 1, 1)], _),
    "alpha_centauri": ("Alpha Centauri", "W", 2, 0, "rare", "W", False, ("start",), 1,
                       [("III", "wdisc", 1, "rare"), ("III", "mil", 1, "rare")], _),
    "new_sparta": ("New Sparta", "W", 2, 1, "", "", True, ("start",), 1, [("III", "mil", 2)], _),
    "earths_lost_colony": ("Earth's Lost Colony", "W", 2, 1, "nov", "P", False, ("start",), 1,
                           [("IV", "cons", "any", 1, 1, 0, 1), ("V", "prod")], _),
    "rebel_fuel_cache": ("Rebel Fuel Cache", "W", 1, 1, "rare", "W", True, ("rebel",), 1, [], _),
    "public_works": ("Public Works", "D", 1, 1, "", "", False, (), 2,
                     [("II", "ddraw", 1), ("IV", "cons", "any", 1, 1, 0, 1)], _),
    "gem_world": ("Gem World", "W", 2, 1, "nov", "P", False, (), 1, [("V", "prod"), ("V", "pdraw", 1)], _),
    "colony_ship": ("Colony Ship", "D", 2, 1, "", "", False, (), 2, [("III", "colony")], _),
    "comet_zone": ("Comet Zone", "W", 3, 2, "rare", "P", False, (), 1, [("V", "prod"), ("V", "pdraw", 1)], _),
    "expedition_force": ("Expedition Force", "D", 1, 1, "", "", False, (), 2,
                         [("I", "draw", 1), ("III", "mil", 1)], _),
    "mining_robots": ("Mining Robots", "D", 2, 1, "", "", False, (), 2,
                      [("III", "wdisc", 1, "rare"), ("V", "wind", "rare")], _),
    "rebel_miners": ("Rebel Miners", "W", 2, 1, "rare", "P", True, ("rebel",), 1, [("V", "prod")], _),
    "export_duties": ("Export Duties", "D", 1, 1, "", "", False, (), 2, [("$", "trade", 1, "any")], _),
    "former_penal_colony": ("Former Penal Colony", "W", 2, 1, "nov", "W", True, (), 1, [("III", "mil", 1)], _),
    "malevolent_lifeforms": ("Malevolent Lifeforms", "W", 4, 2, "gene", "P", True, (), 1,
                             [("I", "draw", 1), ("V", "prod")], _),
    "new_military_tactics": ("New Military Tactics", "D", 1, 1, "", "", False, (), 2, [("III", "tactics")], _),
    "space_marines": ("Space Marines", "D", 2, 1, "", "", False, (), 2, [("III", "mil", 2)], _),
    "contact_specialist": ("Contact Specialist", "D", 1, 1, "", "", False, (), 2,
                           [("III", "mil", -1), ("III", "contact")], _),
    "avian_uplift_race": ("Avian Uplift Race", "W", 2, 2, "gene", "W", True, ("uplift",), 1, [], _),
    "spice_world": ("Spice World", "W", 2, 1, "nov", "P", False, (), 1,
                    [("$", "trade", 2, "nov"), ("V", "prod")], _),
    "lost_species_ark_world": ("Lost Species Ark World", "W", 5, 3, "gene", "P", False, (), 1,
                               [("V", "prod"), ("V", "pdraw", 2)], _),
    "new_vinland": ("New Vinland", "W", 2, 1, "nov", "P", False, (), 1,
                    [("IV", "cons", "any", 1, 1, 2, 0), ("V", "prod")], _),
    "artist_colony": ("Artist Colony", "W", 1, 1, "nov", "P", False, (), 1, [("V", "prod")], _),
    "alien_robotic_factory": ("Alien Robotic Factory", "W", 6, 5, "alien", "P", False, ("alien",), 1,
                              [("V", "prod")], _),
    "plague_world": ("Plague World", "W", 3, 0, "gene", "P", False, (), 1,
                     [("IV", "cons", "gene", 1, 1, 1, 1), ("V", "prod")], _),
    "distant_world": ("Distant World", "W", 4, 2, "gene", "P", False, (), 1,
                      [("$", "trade", 3, "nov"), ("V", "prod")], _),
    "rebel_outpost": ("Rebel Outpost", "W", 5, 5, "", "", True, ("rebel",), 1, [("III", "mil", 1)], _),
    "rebel_warrior_race": ("Rebel Warrior Race", "W", 3, 2, "gene", "W", True, ("rebel",), 1,
                           [("III", "mil", 1)], _),
    "rebel_underground": ("Rebel Underground", "W", 3, 4, "", "", True, ("rebel",), 1, [("V", "draw", 1)], _),
    "new_survivalists": ("New Survivalists", "W", 1, 1, "nov", "P", True, (), 1,
                         [("IV", "cons", "nov", 1, 1, 1, 0), ("V", "prod")], _),
    "outlaw_world": ("Outlaw World", "W", 1, 1, "", "", True, (), 1, [("IV", "cons", "any", 1, 1, 1, 1)], _),
    "lost_alien_battle_fleet": ("Lost Alien Battle Fleet", "W", 6, 4, "alien", "P", True, ("alien",), 1,
                                [("III", "mil", 3), ("V", "prod")], _),
    "diversified_economy": ("Diversified Economy", "D", 4, 2, "", "", False, (), 2,
                            [("IV", "cons", "diff", 3, 1, 0, 3), ("V", "perkind")], _),
    "consumer_markets": ("Consumer Markets", "D", 5, 3, "", "", False, (), 2,
                         [("IV", "cons", "nov", 1, 3, 0, 1), ("V", "perprod", "nov")], _),
    "mining_conglomerate": ("Mining Conglomerate", "D", 3, 2, "", "", False, (), 2,
                            [("$", "trade", 1, "rare"), ("IV", "cons", "rare", 1, 2, 0, 1),
                             ("V", "most", "rare", 2)], _),
    "research_labs": ("Research Labs", "D", 4, 2, "", "", False, (), 2,
                      [("I", "keep", 1), ("IV", "cons", "gene", 1, 1, 0, 1), ("V", "perprod", "alien")], _),
    "deficit_spending": ("Deficit Spending", "D", 2, 1, "", "", False, (), 2, [("IV", "dvp", 2)], _),
    "investment_credits": ("Investment Credits", "D", 1, 1, "", "", False, (), 2, [("II", "ddisc", 1)], _),
    "pan_galactic_league": ("Pan-Galactic League", "D", 6, 0, "", "", False, (), 1,
                            [("III", "mil", -1), ("V", "perworld", "gene")],
                            [(2, "prod:gene"), (2, "wind:gene"), (1, "mil"), (3, "card:contact_specialist")]),
    "mining_league": ("Mining League", "D", 6, 0, "", "", False, (), 1,
                      [("IV", "cons", "rare", 2, 1, 0, 3), ("V", "wind", "rare")],
                      [(2, "prod:rare"), (1, "wind:rare"), (2, "card:mining_robots"),
                       (2, "card:mining_conglomerate")]),
    "free_trade_association": ("Free Trade Association", "D", 6, 0, "", "", False, (), 1,
                               [("IV", "cons", "nov", 1, 3, 1, 1), ("V", "wind", "nov")],
                               [(2, "prod:nov"), (1, "wind:nov"), (2, "card:consumer_markets"),
                                (2, "card:expanding_colony")]),
    "alien_tech_institute": ("Alien Tech Institute", "D", 6, 0, "", "", False, ("alien",), 1,
                             [("III", "wdisc", 2, "alien"), ("III", "mil", 2, "alien")],
                             [(3, "prod:alien"), (2, "wind:alien"), (2, "sym:alien")]),
    "galactic_survey_seti": ("Galactic Survey: SETI", "D", 6, 0, "", "", False, (), 1, [("I", "draw", 2)],
                             [(1, "devph:I"), (2, "worldph:I"), (1, "world")]),
    "galactic_federation": ("Galactic Federation", "D", 6, 0, "", "", False, (), 1, [("II", "ddisc", 2)],
                            [(2, "dev6"), (1, "dev")]),
    "refugee_world": ("Refugee World", "W", 0, 1, "nov", "W", False, (), 1, [("III", "mil", -1)], _),
    "empath_world": ("Empath World", "W", 1, 1, "gene", "W", False, (), 1, [("III", "mil", -1)], _),
    "galactic_resort": ("Galactic Resort", "W", 3, 2, "nov", "W", False, (), 1,
                        [("IV", "cons", "any", 1, 1, 1, 1)], _),
    "pre_sentient_race": ("Pre-Sentient Race", "W", 2, 1, "gene", "W", False, (), 1, [], _),
    "deserted_alien_outpost": ("Deserted Alien Outpost", "W", 4, 3, "alien", "W", False, ("alien",), 1, [], _),
    "deserted_alien_colony": ("Deserted Alien Colony", "W", 5, 4, "alien", "W", False, ("alien",), 1, [], _),
    "galactic_engineers": ("Galactic Engineers", "W", 2, 1, "", "", False, (), 1,
                           [("$", "trade", 1, "any"), ("V", "wind", "any")], _),
    "black_market_trading_world": ("Black Market Trading World", "W", 3, 2, "", "", False, (), 1,
                                   [("IV", "sell", False)], _),
    "merchant_world": ("Merchant World", "W", 4, 2, "", "", False, (), 1,
                       [("$", "trade", 2, "any"), ("IV", "dvp", 2)], _),
    "tourist_world": ("Tourist World", "W", 4, 2, "", "", False, (), 1, [("IV", "cons", "any", 2, 1, 0, 3)], _),
    "galactic_trendsetters": ("Galactic Trendsetters", "W", 5, 3, "", "", False, (), 1,
                              [("IV", "cons", "any", 1, 1, 0, 2)], _),
    "alien_rosetta_stone_world": ("Alien Rosetta Stone World", "W", 3, 3, "", "", False, ("alien",), 1,
                                  [("III", "wdisc", 2, "alien"), ("III", "mil", 2, "alien"),
                                   ("V", "wind", "alien")], _),
    "star_nomad_lair": ("Star Nomad Lair", "W", 1, 1, "nov", "W", True, (), 1,
                        [("I", "draw", 1), ("$", "trade", 1, "this")], _),
    "the_last_of_the_uplift_gnarssh": ("The Last of the Uplift Gnarssh", "W", 1, 0, "gene", "W", True,
                                       ("uplift",), 1, [], _),
    "alien_robot_sentry": ("Alien Robot Sentry", "W", 2, 2, "alien", "W", True, ("alien",), 1, [], _),
    "pirate_world": ("Pirate World", "W", 3, 2, "nov", "W", True, (), 1, [("$", "trade", 3, "this")], _),
    "reptilian_uplift_race": ("Reptilian Uplift Race", "W", 2, 2, "gene", "W", True, ("uplift",), 1, [], _),
    "lost_alien_warship": ("Lost Alien Warship", "W", 5, 3, "alien", "W", True, ("alien",), 1,
                           [("III", "mil", 2)], _),
    "alien_robot_scout_ship": ("Alien Robot Scout Ship", "W", 4, 2, "alien", "W", True, ("alien",), 1,
                               [("III", "mil", 1)], _),
    "runaway_robots": ("Runaway Robots", "W", 1, 1, "rare", "W", True, (), 1, [("V", "pdraw", 1)], _),
    "interstellar_bank": ("Interstellar Bank", "D", 2, 1, "", "", False, (), 2, [("II", "dstart", 1)], _),
    "terraforming_robots": ("Terraforming Robots", "D", 3, 2, "", "", False, (), 2,
                            [("III", "sdraw", 1), ("IV", "cons", "rare", 1, 1, 1, 1)], _),
    "drop_ships": ("Drop Ships", "D", 4, 2, "", "", False, (), 2, [("III", "mil", 3)], _),
    "new_galactic_order": ("New Galactic Order", "D", 6, 0, "", "", False, (), 1, [("III", "mil", 2)],
                           [(1, "military")]),
    "asteroid_belt": ("Asteroid Belt", "W", 2, 1, "rare", "W", False, (), 1, [], _),
    "merchant_guild": ("Merchant Guild", "D", 6, 0, "", "", False, (), 1, [("V", "draw", 2)],
                       [(2, "prodworld")]),
    "secluded_world": ("Secluded World", "W", 1, 1, "nov", "P", False, (), 1,
                       [("IV", "cons", "any", 1, 1, 1, 0), ("V", "prod")], _),
    "imperium_armaments_world": ("Imperium Armaments World", "W", 4, 2, "rare", "P", False, ("imperium",), 1,
                                 [("III", "mil", 1), ("V", "prod")], _),
    "terraformed_world": ("Terraformed World", "W", 5, 5, "", "", False, (), 1,
                          [("IV", "cons", "any", 1, 1, 0, 1)], _),
    "replicant_robots": ("Replicant Robots", "D", 4, 2, "", "", False, (), 2, [("III", "wdisc", 2, "nonmil")], _),
    "pilgrimage_world": ("Pilgrimage World", "W", 0, 2, "", "", False, (), 1, [("IV", "all")], _),
    "rebel_homeworld": ("Rebel Homeworld", "W", 7, 7, "", "", True, ("rebel",), 1, [], _),
    "new_economy": ("New Economy", "D", 6, 0, "", "", False, (), 1, [("IV", "draw", 1)],
                    [(2, "devph:IV"), (1, "worldph:IV")]),
    "radioactive_world": ("Radioactive World", "W", 2, 1, "rare", "W", False, (), 1, [], _),
    "aquatic_uplift_race": ("Aquatic Uplift Race", "W", 2, 2, "gene", "W", True, ("uplift",), 1, [], _),
    "genetics_lab": ("Genetics Lab", "D", 2, 1, "", "", False, (), 2,
                     [("$", "trade", 1, "gene"), ("V", "wind", "gene")], _),
    "bio_hazard_mining_world": ("Bio-Hazard Mining World", "W", 3, 2, "rare", "P", False, (), 1,
                                [("$", "trade", 2, "gene"), ("V", "prod")], _),
    "deserted_alien_library": ("Deserted Alien Library", "W", 6, 5, "alien", "W", False, ("alien",), 1, [], _),
    "destroyed_world": ("Destroyed World", "W", 1, 0, "rare", "W", False, (), 1, [], _),
    "galactic_renaissance": ("Galactic Renaissance", "D", 6, 0, "", "", False, (), 1,
                             [("I", "draw", 2), ("I", "keep", 1)],
                             [(1, "chips3"), (3, "card:research_labs"), (3, "card:galactic_trendsetters"),
                              (3, "card:artist_colony")]),
    "blaster_gem_mines": ("Blaster Gem Mines", "W", 3, 2, "rare", "W", False, (), 1, [("III", "mil", 1)], _),
    "gambling_world": ("Gambling World", "W", 1, 1, "", "", False, (), 1,
                       [("IV", "cons", "any", 1, 1, 0, 1), ("IV", "gamble")], _),
    "expanding_colony": ("Expanding Colony", "W", 1, 1, "", "", False, (), 1,
                         [("IV", "cons", "any", 1, 1, 0, 1), ("V", "wind", "nov")], _),
    "space_port": ("Space Port", "W", 2, 1, "nov", "P", False, (), 1, [("$", "trade", 2, "rare"), ("V", "prod")], _),
    "prosperous_world": ("Prosperous World", "W", 3, 2, "nov", "P", False, (), 1,
                         [("IV", "cons", "any", 1, 1, 0, 1), ("V", "prod")], _),
    "new_earth": ("New Earth", "W", 5, 3, "rare", "P", False, (), 1,
                  [("IV", "cons", "any", 1, 1, 1, 1), ("V", "prod")], _),
    "rebel_base": ("Rebel Base", "W", 6, 6, "", "", True, ("rebel",), 1, [], _),
    "galactic_imperium": ("Galactic Imperium", "D", 6, 0, "", "", False, ("imperium",), 1,
                          [("III", "mil", 4, "rebel")], [(2, "rebelmil"), (1, "mil")]),
    "trade_league": ("Trade League", "D", 6, 0, "", "", False, (), 1,
                     [("$", "trade", 1, "any"), ("IV", "sell", True)], [(2, "devph:$"), (1, "worldph:$")]),
    "mining_world": ("Mining World", "W", 3, 2, "rare", "P", False, (), 1, [("V", "prod"), ("V", "pdraw", 1)], _),
}
del _

START_WORLDS = tuple(s for s, c in CARDS.items() if "start" in c[7])
GAME_CARDS = tuple(s for s in CARDS if s not in START_WORLDS)


def name(slug: str) -> str:
    return CARDS[slug][0]


def ctype(slug: str) -> str:
    return CARDS[slug][1]


def cost(slug: str) -> int:
    return CARDS[slug][2]


def vp(slug: str) -> int:
    return CARDS[slug][3]


def good(slug: str) -> str:
    return CARDS[slug][4]


def mode(slug: str) -> str:
    return CARDS[slug][5]


def military(slug: str) -> bool:
    return CARDS[slug][6]


def symbols(slug: str) -> tuple:
    return CARDS[slug][7]


def powers(slug: str, phase: str | None = None) -> list:
    ps = CARDS[slug][9]
    return ps if phase is None else [p for p in ps if p[0] == phase]


def end_bonus(slug: str):
    return CARDS[slug][10]


def deck_cards() -> list[str]:
    """The 109 game cards (copies repeated), start worlds excluded."""
    return [s for s in GAME_CARDS for _ in range(CARDS[s][8])]
