# ruff: noqa: E501
"""Echoes of Time components.

Facts from the Board Game Arena help page: a time board of 5 slots (5 → 1) and 6 time tiles per player
(five on the board in their initial order, one outside), each tile showing a yellow, blue or red Flame;
2 action cubes per player, 2 spaces per main action; a central pool of 12 VP per player and a secondary
reserve; activation tokens in a common supply; one Source of power revealed per player; a Company deck
of Creatures (Water, Forest, Sky, Earth or neutral; War or Magic specialisation; strength; VP) and
Artefacts, five of which exist in 2 copies; hands of 7; some cards and one Source carry crossed swords.

No public source lists the cards, the Sources, the tile colours or the token denominations, so every
value below is designed for this table and marked ASSUMPTION; replace the data when the real cards are
known (the rules read only these tables).
"""

from __future__ import annotations

SLOTS = 5
TILES = 6
CUBES = 2
ACTIONS = ("draw", "play", "advance", "source")
SPACES_PER_ACTION = 2
VP_PER_PLAYER = 12
HAND_START = 7
HAND_LIMIT = 10
TILE_CAPACITY = 2
COMPANY_END = 12
SOURCE_COMPANY_WEIGHT = 2

FLAMES = ("yellow", "blue", "red")
# ASSUMPTION: tile flames 2 yellow, 2 blue, 2 red; the page names the colours, not the tiles.
TILE_FLAMES = ("yellow", "blue", "red", "yellow", "blue", "red")
# ASSUMPTION: initial order on slots 5→1 is tiles 0..4 (yellow, blue, red, yellow, blue); tile 5 (red) outside.
INITIAL_ORDER = (0, 1, 2, 3, 4)
INITIAL_OUTSIDE = 5
# ASSUMPTION: VP tokens of 1 and 5 (denominations are not given; only totals matter for play).
VP_DENOMINATIONS = (1, 5)
# ASSUMPTION: activation tokens are unlimited (the page names a common supply without a count).

FACTIONS = ("water", "forest", "sky", "earth")
SPECS = ("war", "magic")

# Effect vocabulary (all designed):
#   summon: list of immediate effects when the card joins the Company
#     ["vp", n] gain n VP · ["draw", n] draw n · ["advance", n] advance one of your cards n slots
#     ["opp_vp", n] each opponent discards n VP (swords) · ["remove", n] you may remove another card
#     of your Company to gain n VP
#   perm: permanent effect while the card is in the Company with its text active
#     ["cost_time", faction] your creatures of that faction cost 1 less time
#     ["cost_card", "creature"] your creatures cost 1 card fewer · ["war_plus"] your War creatures +1
#     strength · ["on_conquer", n] gain n VP each time you conquer a Source
#   flame: [colour, effect] with effect ["vp", n] / ["draw", n] / ["advance", 1] / ["remove", n] /
#     ["other"] (activate another Flame effect of your Company, whatever its colour) / ["opp_vp", n]
#   score: end-game scoring ["faction", f, n] n VP per Creature of faction f with active icons ·
#     ["spec", s, n] · ["source", n] per Source held · ["artefact", n] per Artefact · ["fortified", n]


def _c(key, kind, faction, spec, strength, vp, card_cost, time_cost, *, summon=(), perm=None, flame=None,
       score=None, swords=False, copies=1, en="", fr=""):
    return {"key": key, "kind": kind, "faction": faction, "spec": spec, "strength": strength, "vp": vp,
            "card_cost": card_cost, "time_cost": time_cost, "summon": [list(e) for e in summon],
            "perm": list(perm) if perm else None, "flame": [flame[0], list(flame[1])] if flame else None,
            "score": list(score) if score else None, "swords": swords, "copies": copies, "en": en, "fr": fr}


# ASSUMPTION: the whole Company deck (60 cards: 4 factions × 11 Creatures, 6 neutral Creatures, 5 Artefacts
# × 2) is designed for this table; values follow the factsheet's ranges (time 0–5, card cost 0–3,
# strength 1–4, VP 0–3) with a budget of about strength + VP + effect ≈ 2 + time cost + 1.5 × card cost.
CARD_TYPES = [
    # ---------------------------------------------------------------- Water (draws)
    _c("w_scout", "creature", "water", None, 1, 0, 0, 0, summon=[["draw", 1]], en="Tide Scout", fr="Éclaireur des marées"),
    _c("w_raider", "creature", "water", "war", 2, 1, 0, 1, en="Reef Raider", fr="Pillard du récif"),
    _c("w_adept", "creature", "water", "magic", 1, 1, 0, 1, flame=["blue", ["draw", 1]], en="Mist Adept", fr="Adepte des brumes"),
    _c("w_guard", "creature", "water", None, 3, 0, 1, 1, en="Coral Guard", fr="Garde de corail"),
    _c("w_sage", "creature", "water", "magic", 1, 1, 1, 2, perm=["cost_time", "water"], en="Current Sage", fr="Sage des courants"),
    _c("w_champion", "creature", "water", "war", 3, 1, 1, 2, perm=["on_conquer", 1], en="Wave Champion", fr="Champion des vagues"),
    _c("w_elder", "creature", "water", None, 2, 1, 1, 3, score=["faction", "water", 1], en="Deep Elder", fr="Ancien des abysses"),
    _c("w_mystic", "creature", "water", "magic", 2, 1, 1, 3, flame=["red", ["vp", 1]], en="Pearl Mystic", fr="Mystique perlière"),
    _c("w_titan", "creature", "water", "war", 4, 2, 2, 4, en="Leviathan", fr="Léviathan"),
    _c("w_oracle", "creature", "water", None, 2, 2, 2, 4, summon=[["draw", 2]], en="Tide Oracle", fr="Oracle des marées"),
    _c("w_ancient", "creature", "water", None, 3, 3, 2, 5, summon=[["opp_vp", 1]], swords=True, en="Maelstrom", fr="Maelström"),
    # ---------------------------------------------------------------- Forest (time)
    _c("f_scout", "creature", "forest", None, 1, 0, 0, 0, summon=[["advance", 1]], en="Moss Sprite", fr="Lutin de mousse"),
    _c("f_raider", "creature", "forest", "war", 2, 1, 0, 1, en="Thorn Ranger", fr="Rôdeur des ronces"),
    _c("f_adept", "creature", "forest", "magic", 1, 1, 0, 1, flame=["yellow", ["advance", 1]], en="Root Adept", fr="Adepte des racines"),
    _c("f_guard", "creature", "forest", None, 3, 0, 1, 1, en="Bark Guard", fr="Garde d'écorce"),
    _c("f_sage", "creature", "forest", "magic", 1, 1, 1, 2, perm=["cost_time", "forest"], en="Seasons Sage", fr="Sage des saisons"),
    _c("f_champion", "creature", "forest", "war", 3, 1, 1, 2, perm=["on_conquer", 1], en="Oak Champion", fr="Champion du chêne"),
    _c("f_elder", "creature", "forest", None, 2, 1, 1, 3, score=["faction", "forest", 1], en="Elder Treant", fr="Vieil Arbre"),
    _c("f_mystic", "creature", "forest", "magic", 2, 1, 1, 3, flame=["blue", ["vp", 1]], en="Spore Mystic", fr="Mystique des spores"),
    _c("f_titan", "creature", "forest", "war", 4, 2, 2, 4, en="Forest Colossus", fr="Colosse sylvestre"),
    _c("f_oracle", "creature", "forest", None, 2, 2, 2, 4, summon=[["advance", 2]], en="Grove Oracle", fr="Oracle du bosquet"),
    _c("f_ancient", "creature", "forest", None, 3, 3, 2, 5, score=["source", 1], en="World Tree", fr="Arbre-Monde"),
    # ---------------------------------------------------------------- Sky (VP)
    _c("s_scout", "creature", "sky", None, 1, 0, 0, 0, summon=[["vp", 1]], en="Wind Scout", fr="Éclaireur du vent"),
    _c("s_raider", "creature", "sky", "war", 2, 1, 0, 1, en="Storm Raider", fr="Pillard des orages"),
    _c("s_adept", "creature", "sky", "magic", 1, 1, 0, 1, flame=["yellow", ["vp", 1]], en="Cloud Adept", fr="Adepte des nuées"),
    _c("s_guard", "creature", "sky", None, 3, 0, 1, 1, en="Gale Guard", fr="Garde des bourrasques"),
    _c("s_sage", "creature", "sky", "magic", 1, 1, 1, 2, perm=["cost_time", "sky"], en="Star Sage", fr="Sage des étoiles"),
    _c("s_champion", "creature", "sky", "war", 3, 1, 1, 2, perm=["on_conquer", 1], en="Griffin Knight", fr="Chevalier griffon"),
    _c("s_elder", "creature", "sky", None, 2, 1, 1, 3, score=["faction", "sky", 1], en="Eagle Elder", fr="Ancien des aigles"),
    _c("s_mystic", "creature", "sky", "magic", 2, 1, 1, 3, flame=["red", ["draw", 1]], en="Aurora Mystic", fr="Mystique de l'aurore"),
    _c("s_titan", "creature", "sky", "war", 4, 2, 2, 4, en="Thunderbird", fr="Oiseau-tonnerre"),
    _c("s_oracle", "creature", "sky", None, 2, 2, 2, 4, summon=[["vp", 2]], en="Sky Oracle", fr="Oracle céleste"),
    _c("s_ancient", "creature", "sky", None, 3, 3, 2, 5, summon=[["remove", 3]], en="Sky Dragon", fr="Dragon céleste"),
    # ---------------------------------------------------------------- Earth (strength)
    _c("e_scout", "creature", "earth", None, 2, 0, 0, 0, en="Pebble Scout", fr="Éclaireur des galets"),
    _c("e_raider", "creature", "earth", "war", 2, 1, 0, 1, summon=[["opp_vp", 1]], swords=True, en="Quarry Raider", fr="Pillard des carrières"),
    _c("e_adept", "creature", "earth", "magic", 1, 1, 0, 1, flame=["red", ["draw", 1]], en="Crystal Adept", fr="Adepte des cristaux"),
    _c("e_guard", "creature", "earth", None, 3, 0, 1, 1, en="Granite Guard", fr="Garde de granit"),
    _c("e_sage", "creature", "earth", "magic", 1, 1, 1, 2, perm=["cost_time", "earth"], en="Stone Sage", fr="Sage des pierres"),
    _c("e_champion", "creature", "earth", "war", 3, 1, 1, 2, perm=["on_conquer", 1], en="Iron Champion", fr="Champion de fer"),
    _c("e_elder", "creature", "earth", None, 2, 1, 1, 3, score=["faction", "earth", 1], en="Mountain Elder", fr="Ancien des montagnes"),
    _c("e_mystic", "creature", "earth", "magic", 2, 1, 1, 3, flame=["yellow", ["vp", 1]], en="Magma Mystic", fr="Mystique du magma"),
    _c("e_titan", "creature", "earth", "war", 4, 2, 2, 4, en="Earth Titan", fr="Titan de la terre"),
    _c("e_oracle", "creature", "earth", None, 3, 2, 2, 4, en="Golem Oracle", fr="Oracle golem"),
    _c("e_ancient", "creature", "earth", None, 4, 3, 2, 5, score=["fortified", 2], en="Primordial Wyrm", fr="Guivre primordiale"),
    # ---------------------------------------------------------------- neutral
    _c("n_wanderer", "creature", None, None, 1, 1, 0, 1, en="Wanderer", fr="Vagabond"),
    _c("n_mercenary", "creature", None, "war", 2, 0, 0, 0, summon=[["opp_vp", 1]], swords=True, en="Mercenary", fr="Mercenaire"),
    _c("n_hermit", "creature", None, "magic", 1, 1, 0, 2, flame=["blue", ["advance", 1]], en="Hermit", fr="Ermite"),
    _c("n_collector", "creature", None, None, 1, 1, 1, 2, score=["artefact", 1], en="Collector", fr="Collectionneuse"),
    _c("n_warlord", "creature", None, "war", 3, 1, 1, 3, score=["spec", "war", 1], en="Warlord", fr="Seigneur de guerre"),
    _c("n_archmage", "creature", None, "magic", 2, 1, 1, 3, score=["spec", "magic", 1], en="Archmage", fr="Archimage"),
    # ---------------------------------------------------------------- Artefacts (5 × 2 copies: page fact)
    _c("a_hourglass", "artefact", None, None, 0, 0, 0, 1, flame=["yellow", ["advance", 1]], copies=2, en="Hourglass", fr="Sablier"),
    _c("a_prism", "artefact", None, None, 0, 1, 1, 2, flame=["red", ["other"]], copies=2, en="Flame Prism", fr="Prisme des flammes"),
    _c("a_chalice", "artefact", None, None, 0, 1, 1, 2, perm=["cost_card", "creature"], copies=2, en="Chalice", fr="Calice"),
    _c("a_banner", "artefact", None, None, 0, 1, 0, 2, perm=["war_plus"], copies=2, en="War Banner", fr="Bannière de guerre"),
    _c("a_grimoire", "artefact", None, None, 0, 2, 2, 3, flame=["blue", ["remove", 3]], copies=2, en="Grimoire", fr="Grimoire"),
]
TYPE = {c["key"]: c for c in CARD_TYPES}
# the deck as physical cards: card id = index in DECK, value = type key
DECK = [c["key"] for c in CARD_TYPES for _ in range(c["copies"])]


def _s(key, conquest, fortify, vp_conquered, vp_fortified, *, on_conquer=(), on_fortify=(), flame=None,
       swords=False, en="", fr=""):
    return {"key": key, "conquest": conquest, "fortify": fortify, "vp": [vp_conquered, vp_fortified],
            "on_conquer": [list(e) for e in on_conquer], "on_fortify": [list(e) for e in on_fortify],
            "flame": [flame[0], list(flame[1])] if flame else None, "swords": swords, "en": en, "fr": fr}


# ASSUMPTION: 6 Sources of power (enough for 4 players plus variety), conquest 3–6, fortification 5–9,
# VP conquered/fortified 2/5 … 4/8, one with crossed swords; all designed for this table.
SOURCES = [
    _s("spring", 3, 5, 2, 5, on_conquer=[["draw", 1]], on_fortify=[["vp", 1]], flame=["blue", ["draw", 1]],
       en="Spring of Tides", fr="Source des marées"),
    _s("grove", 3, 6, 2, 5, on_conquer=[["vp", 1]], on_fortify=[["draw", 2]], en="Heartwood Grove", fr="Bosquet de cœur"),
    _s("spire", 4, 6, 3, 6, on_conquer=[["advance", 1]], on_fortify=[["vp", 2]], flame=["yellow", ["vp", 1]],
       en="Sky Spire", fr="Flèche céleste"),
    _s("forge", 4, 7, 3, 7, on_conquer=[["vp", 1]], on_fortify=[["vp", 2]], en="Deep Forge", fr="Forge profonde"),
    _s("throne", 5, 8, 3, 7, on_conquer=[["opp_vp", 2]], on_fortify=[["vp", 2]], swords=True,
       en="Ember Throne", fr="Trône de braise"),
    _s("well", 6, 9, 4, 8, on_conquer=[["draw", 2]], on_fortify=[["vp", 3]], flame=["red", ["vp", 1]],
       en="Star Well", fr="Puits d'étoiles"),
]
SOURCE = {s["key"]: s for s in SOURCES}
