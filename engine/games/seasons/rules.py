"""Seasons (base game) rules, after the Board Game Arena help page and the published rules.

Rule choices and assumptions (the page is silent or unclear):
- Levels (option ``level``): ``archmage`` (default: draft from all 50 designs ×2, the issue asks for every
  card), ``magician`` (draft from designs 1-30) and ``apprentice`` (a random prebuilt 9-card deck each).
- The draft is simultaneous: every seat picks one card of its pack in secret, then packs pass left. A seat may
  change its pick (or take it back) until every seat has picked, as Board Game Arena allows for a secret
  simultaneous choice (issue 35); play waits only on the seats that have not picked (``required_seats``).
  Likewise a seat may take back the last card it put into a bundle, even once its bundles are made, until
  every seat has made them.
  The bundles are made in secret too: a seat picks its 3 year-I cards, then its 3 year-II cards; the
  last 3 are year III. Others see only who has finished.
- Season dice: players+1 of the season's five dice, rolled 1-6; the first player takes first.
- The die is applied in full at the start of the turn (energies, crystals, gauge, transmute right, draw);
  a drawn card is seen by its drawer only; keep it or discard it. With a card on the die and a bonus left,
  the player first decides: draw the die's card, or use the "draw 2, keep 1" bonus in its place.
- Reserve cap 7 (10 with Bespelled Grimoire): above it the player discards energies of their choice, at
  once, whatever made the reserve too large (a gain, or Bespelled Grimoire leaving play: the cap is 7
  again at once). "Gain N energies of your choice" stops when the reserve is full (choosing more would
  only be discarded).
- Energies stored on Amulet of Water pay summoning costs (after the reserve) but cannot be transmuted or
  used for activations.
- Hand of Fortune lowers a cost of 2+ energies by one energy, chosen for the player: a kind they lack,
  else the one worth most at the current rate.
- Summoning needs a free place on the summoning gauge (cards in play < gauge; gauge 0-15).
- Bonuses (3 per game, −5/−12/−20 at the end): swap up to 2 energies (only with 2 energies or more, as
  on Board Game Arena); transmute this turn at +1 crystal per energy; gauge +1; draw 2 keep 1 — only in
  place of the die's card, before it is drawn (the page: « avant de piocher une carte grâce à un dé
  "Pioche" »; Board Game Arena refuses it without a card symbol on the die).
- The discard pile is face up; the deck is reshuffled from it when empty.
- Round end: Wondrous Chest, Beggar's Horn, Titus Deepgaze and Damned Soul of Onys apply seat by seat
  from the first player; then the season token moves by the leftover die's dots. A season change applies
  Figrim and the Hourglass; passing space 12 starts the next year and the next 3-card bundle joins the hand.
  The game ends when year 3 ends; as on Board Game Arena, that last season change (autumn to winter)
  still applies Figrim and the Hourglass before the scoring. The first player passes to the left after
  every round.
- Temporal Boots moves the token 1-3 spaces inside the current year (never across a year's end).
- Card wording choices: Staff of Spring and Yjang's Vase trigger on the other cards summoned after them;
  Arcano Leech adds 1 crystal to an opponent's summoning cost, paid to the Leech's owner; Thieving Fairies:
  the activating opponent gives 1 crystal if they have one and the owner gains 1 more; Sid Nightshade needs
  strictly the most crystals; Dragon Skull sacrifices 3 other cards; Elemental Amulet (free) lets the
  player discard one energy of each kind in turn for its effect (water: 2 energies, earth: 5 crystals,
  fire: draw a card, air: gauge +1); Vampiric Crown's drawn card is shown (its points decide the gain);
  Crystal Orb shows the top card to its owner only; Damned Soul passes to the left neighbour ready to use.
- 2nd-edition values for Balance of Ishtar (2 crystals; 3 identical energies → 9) and Idol of the Familiar.
- Score: crystals + points of cards in play + end-of-game cards − 5 per card in hand − bonus penalty.
  A final score never goes below 0 (as on Board Game Arena). Tie-break: most cards in play; still tied:
  shared victory.
- determinize: every card the seat has not seen placed (deck, other hands, other bundles, other draft
  packs and picks, others' private looks) is re-dealt at random; what the seat saw pass in the draft is
  not tracked.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine import Event, Game, GameInfo, Move, Option, Rng
from engine.core import clone, deal_unseen, score_lead
from engine.visibility import Visibility, per_seat, secret

from .data import (
    BONUS_PENALTY,
    CARDS,
    DICE,
    FAM,
    GAUGE_MAX,
    GRIMOIRE_CAP,
    HAND_PENALTY,
    KINDS,
    MAX_BONUSES,
    MI,
    PREBUILT,
    RATES,
    RESERVE_CAP,
    SEASONS,
    cost,
    full_deck,
)

INTERACTIVE = ("draft", "bundle", "dice", "turn", "over")
ACT_CARDS = frozenset((5, 16, 23, 24, 25, 26, 32, 34, 35, 37, 43, 44, 47, 50))


def season_of(pos: int) -> str:
    return SEASONS[pos // 3]


def _uniq(cards):
    return list(dict.fromkeys(cards))


def unbundled(picks: list[int], sel: list[list[int]]) -> list[int]:
    """The picks not yet put into a bundle (``sel``: the year I and II bundles so far)."""
    pool = list(picks)
    for c in sel[0] + sel[1]:
        pool.remove(c)
    return pool


class SeasonsRules(Game):
    info = GameInfo(
        id="seasons", names={"en": "Seasons", "fr": "Seasons"},
        min_players=2, max_players=4,
        options=(
            Option("level", str, "archmage", ("archmage", "magician", "apprentice"),
                   names={"en": "Level: archmage (50 cards), magician (30 cards) or apprentice (prebuilt decks)",
                          "fr": "Niveau : archimage (50 cartes), magicien (30 cartes) ou apprenti (paquets prêts)"}),
        ),
        simultaneous=True
    )
    # Who sees which cards. ``determinize`` stays its own (every part is ``dealt=False``): secret draft choices and
    # bundles are re-made from the re-dealt packs and picks, and a pending choice among cards (``pending``, which
    # ``hidden`` adds) is re-dealt with them in one pool. A seat sees its hand, future years and pack sorted
    # (``_computed``), with its bundles (``sel``).
    visibility = Visibility(
        parts=(secret("deck", size="deck", dealt=False),
               per_seat("hands", size="hand_sizes", dealt=False), per_seat("future", dealt=False),
               per_seat("packs", size="pack_sizes", dealt=False), per_seat("picks", name="picks", dealt=False),
               per_seat("choice", name="choice", one=True, dealt=False),
               per_seat("sel", dealt=False)),
        public=("phase", "year", "pos", "turn", "picker", "dseason", "discard", "crystals", "gauge", "bonuses", "tr",
                "trb", "draft_round", "done", "players"))

    # ------------------------------------------------------------------ setup
    def _setup(self, state: dict) -> None:
        n = state["players"]
        level = state["options"]["level"]
        state.update({
            "phase": "draft", "year": 1, "pos": 0, "first": n - 1, "turn": 0, "picker": 0,
            "deck": [], "discard": [], "hands": [[] for _ in range(n)], "future": [[[], []] for _ in range(n)],
            "packs": [[] for _ in range(n)], "picks": [[] for _ in range(n)], "choice": [None] * n,
            "sel": [[[], []] for _ in range(n)], "done": [False] * n,
            "crystals": [0] * n, "res": [{k: 0 for k in KINDS} for _ in range(n)], "gauge": [0] * n,
            "tableau": [[] for _ in range(n)], "bonuses": [0] * n, "tr": False, "trb": False,
            "dice": [], "dseason": "winter", "taken": [None] * n, "leftover": None,
            "pending": [], "uid": 0, "draft_round": 1,
        })
        deck = full_deck(level)
        with Rng(state) as rng:
            if level == "apprentice":
                decks = rng.sample(range(len(PREBUILT)), n)
                for seat, d in enumerate(decks):
                    state["picks"][seat] = list(PREBUILT[d])
                    for c in PREBUILT[d]:
                        deck.remove(c)
                state["phase"] = "bundle"
            else:
                rng.shuffle(deck)
                for seat in range(n):
                    state["packs"][seat] = sorted(deck[-9:])
                    del deck[-9:]
            rng.shuffle(deck)
        state["deck"] = deck

    # ------------------------------------------------------------------ helpers
    @staticmethod
    def order(state: Mapping[str, Any]) -> list[int]:  # a state or a view
        n = state["players"]
        return [(state["first"] + i) % n for i in range(n)]

    def current(self, state: dict) -> int:
        return self.order(state)[state["turn"]]

    @staticmethod
    def season(state: dict) -> str:
        return season_of(state["pos"])

    @staticmethod
    def cap(state: dict, seat: int) -> int:
        return GRIMOIRE_CAP if any(t["card"] == 18 for t in state["tableau"][seat]) else RESERVE_CAP

    @staticmethod
    def owns(state: dict, seat: int, card: int) -> int:
        return sum(1 for t in state["tableau"][seat] if t["card"] == card)

    @staticmethod
    def total(state: dict, seat: int) -> int:
        return sum(state["res"][seat].values())

    @staticmethod
    def entry(state: dict, seat: int, uid: int) -> dict | None:
        return next((t for t in state["tableau"][seat] if t["uid"] == uid), None)

    def in_play(self, state: dict, seat: int, uid: int) -> dict:
        """The tableau entry ``uid`` a legal move or a pending decision names (it is in play)."""
        t = self.entry(state, seat, uid)
        assert t is not None, f"no card {uid} in play"
        return t

    def opponents(self, state: dict, seat: int) -> list[int]:
        n = state["players"]
        return [(seat + i) % n for i in range(1, n)]

    def push(self, state: dict, seat: int, kind: str, front: bool = False, **args) -> None:
        p = {"seat": seat, "kind": kind, **args}
        if front:
            state["pending"].insert(0, p)
        else:
            state["pending"].append(p)

    def gain(self, state: dict, seat: int, kind: str, n: int = 1) -> None:
        state["res"][seat][kind] += n
        self.check_cap(state, seat)

    def check_cap(self, state: dict, seat: int) -> None:
        """Energies over the reserve limit are discarded at once, of the player's choice."""
        if self.total(state, seat) > self.cap(state, seat):
            pend = state["pending"]
            if not (pend and pend[0]["kind"] == "excess" and pend[0]["seat"] == seat):
                self.push(state, seat, "excess", front=True)

    def give(self, state: dict, src: int, dst: int, n: int) -> int:
        n = min(n, state["crystals"][src])
        state["crystals"][src] -= n
        state["crystals"][dst] += n
        return n

    def draw(self, state: dict) -> int | None:
        if not state["deck"] and state["discard"]:
            state["deck"] = state["discard"]
            state["discard"] = []
            with Rng(state) as rng:
                rng.shuffle(state["deck"])
        return state["deck"].pop() if state["deck"] else None

    def draw_to_hand(self, state: dict, seat: int, ev: list) -> None:
        """A card drawn into ``seat``'s hand: the table sees a draw, the drawer the card."""
        c = self.draw(state)
        if c is not None:
            state["hands"][seat].append(c)
            ev.append(Event("drew", {"seat": seat, "n": 1}))
            ev.append(Event("got_card", {"seat": seat, "card": c}, to=[seat]))

    def draw_n(self, state: dict, n: int) -> list[int]:
        cards = [self.draw(state) for _ in range(n)]
        return [c for c in cards if c is not None]

    def add_card(self, state: dict, seat: int, card: int) -> dict:
        state["uid"] += 1
        t = {"uid": state["uid"], "card": card, "used": False, "store": {}, "pot": 0}
        state["tableau"][seat].append(t)
        return t

    def remove(self, state: dict, seat: int, uid: int, to_hand: bool = False) -> int:
        t = self.in_play(state, seat, uid)
        state["tableau"][seat].remove(t)
        if to_hand:
            state["hands"][seat].append(t["card"])
        else:
            state["discard"].append(t["card"])
            if t["card"] == 42:  # Cursed Treatise of Arus: sacrificed, the whole reserve is lost
                state["res"][seat] = {k: 0 for k in KINDS}
        self.check_cap(state, seat)  # losing Bespelled Grimoire: back to 7 at once, the excess discarded
        return t["card"]

    # ------------------------------------------------------------------ costs
    def price(self, state: dict, seat: int, card: int) -> dict:
        c = dict(cost(card, state["players"]))
        hands = self.owns(state, seat, 20)
        rates = RATES[self.season(state)]
        for _ in range(hands):
            if sum(c.get(k, 0) for k in KINDS) < 2:
                break
            kinds = [k for k in KINDS if c.get(k, 0)]
            avail = self.available(state, seat)
            short = [k for k in kinds if avail[k] < c[k]]
            k = short[0] if short else max(kinds, key=lambda x: (rates[x], -KINDS.index(x)))
            c[k] -= 1
        leech = sum(self.owns(state, o, 33) for o in self.opponents(state, seat))
        if leech:
            c["cr"] = c.get("cr", 0) + leech
        return c

    def available(self, state: dict, seat: int) -> dict:
        avail = dict(state["res"][seat])
        for t in state["tableau"][seat]:
            for k, v in t["store"].items():
                avail[k] += v
        return avail

    def affordable(self, state: dict, seat: int, card: int, ctx: tuple | None = None) -> bool:
        """Same answer as paying ``price``: Hand of Fortune removes missing energies first."""
        avail, hands, extra = ctx or self.afford_ctx(state, seat)
        c = cost(card, state["players"])
        if state["crystals"][seat] < c.get("cr", 0) + extra:
            return False
        energies = short = 0
        for k in KINDS:
            need = c.get(k, 0)
            energies += need
            if need > avail[k]:
                short += need - avail[k]
        return short == 0 or short <= min(hands, max(0, energies - 1))

    def afford_ctx(self, state: dict, seat: int) -> tuple:
        return (self.available(state, seat), self.owns(state, seat, 20),
                sum(self.owns(state, o, 33) for o in self.opponents(state, seat)))

    def pay(self, state: dict, seat: int, card: int) -> None:
        c = self.price(state, seat, card)
        for k in KINDS:
            need = c.get(k, 0)
            take = min(need, state["res"][seat][k])
            state["res"][seat][k] -= take
            need -= take
            for t in state["tableau"][seat]:
                if need and t["store"].get(k):
                    take = min(need, t["store"][k])
                    t["store"][k] -= take
                    need -= take
        state["crystals"][seat] -= c.get("cr", 0)
        for o in self.opponents(state, seat):  # Arcano Leech: its share of the price goes to its owner
            state["crystals"][o] += self.owns(state, o, 33)
        for t in state["tableau"][seat]:
            t["store"] = {k: v for k, v in t["store"].items() if v}

    def rate(self, state: dict, seat: int, k: str) -> int:
        """Crystals for one energy ``k`` transmuted: the season's rate, +1 with the bonus, +1 per Purse of Io."""
        return RATES[self.season(state)][k] + (1 if state["trb"] else 0) + self.owns(state, seat, 8)

    def can_summon(self, state: dict, seat: int) -> bool:
        return len(state["tableau"][seat]) < state["gauge"][seat]

    # ------------------------------------------------------------------ summoning
    def summon(self, state: dict, seat: int, card: int, free: bool, ev: list) -> None:
        if not free:
            self.pay(state, seat, card)
        ev.append(Event("summon", {"seat": seat, "card": card, "free": free}))
        for t in list(state["tableau"][seat]):
            if t["card"] == 6:
                state["crystals"][seat] += 3
            elif t["card"] == 30:
                self.push(state, seat, "gain", n=1, to="res")
        t = self.add_card(state, seat, card)
        fx = self.SUMMON.get(card)
        if fx:
            fx(self, state, seat, t, ev)

    def _fx_gauge2(self, state, seat, t, ev):
        state["gauge"][seat] = min(GAUGE_MAX, state["gauge"][seat] + 2)

    @staticmethod  # called in the class body, to build SUMMON's entries: a card that only gives n crystals
    def _fx_cr(n):
        def fx(self, state, seat, t, ev):
            state["crystals"][seat] += n
        return fx

    @staticmethod  # likewise: a card that only leaves its owner a decision (``args`` hold no list: never shared)
    def _fx_push(kind, **args):
        def fx(self, state, seat, t, ev):
            self.push(state, seat, kind, **args)
        return fx

    @staticmethod  # likewise: a card that draws 4 cards for its owner to decide on
    def _fx_look(kind, **args):
        def fx(self, state, seat, t, ev):
            cards = self.draw_n(state, 4)
            if cards:
                self.push(state, seat, kind, cards=cards, **args)
        return fx

    def _fx_water(self, state, seat, t, ev):
        self.push(state, seat, "gain", n=4, to=t["uid"])

    def _fx_syllas(self, state, seat, t, ev):
        for o in self.opponents(state, seat):
            if state["tableau"][o]:
                self.push(state, o, "sacrifice", by=seat)

    def _fx_naria(self, state, seat, t, ev):
        cards = self.draw_n(state, state["players"])
        if cards:
            self.push(state, seat, "naria", cards=cards, give=self.opponents(state, seat))

    def _fx_amsug(self, state, seat, t, ev):
        for o in [seat, *self.opponents(state, seat)]:
            if any(CARDS[x["card"]]["type"] == MI for x in state["tableau"][o]):
                self.push(state, o, "return", by=seat)

    def _fx_scepter(self, state, seat, t, ev):
        items = sum(1 for x in state["tableau"][seat] if CARDS[x["card"]]["type"] == MI) - 1
        state["crystals"][seat] += 3 * items

    def _fx_elemental(self, state, seat, t, ev):
        self.push(state, seat, "elem", kinds=list(KINDS))

    def _fx_demon(self, state, seat, t, ev):
        for o in self.opponents(state, seat):
            state["gauge"][o] = max(0, state["gauge"][o] - 1)
            self.draw_to_hand(state, o, ev)

    def _fx_air(self, state, seat, t, ev):
        for o in self.opponents(state, seat):
            n = self.total(state, o)
            state["res"][o] = {k: (n if k == "a" else 0) for k in KINDS}

    def _fx_cursed(self, state, seat, t, ev):
        state["crystals"][seat] += 10
        state["gauge"][seat] = min(GAUGE_MAX, state["gauge"][seat] + 1)
        self.push(state, seat, "gain", n=2, to="res")

    def _fx_pendant(self, state, seat, t, ev):
        items = sum(1 for x in state["tableau"][seat] if CARDS[x["card"]]["type"] == MI) - 1
        if items:
            self.push(state, seat, "gain", n=items, to="res")

    def _fx_sid(self, state, seat, t, ev):
        if all(state["crystals"][seat] > state["crystals"][o] for o in self.opponents(state, seat)):
            for o in self.opponents(state, seat):
                self.give(state, o, seat, 5)

    def _fx_damned(self, state, seat, t, ev):
        state["crystals"][seat] += 10
        self.gain(state, seat, "w", 1)

    SUMMON = {
        1: _fx_gauge2, 2: _fx_look("keep", discard_ok=False), 3: _fx_cr(9), 4: _fx_water, 7: _fx_push("boots"),
        9: _fx_look("chalice"), 10: _fx_syllas, 12: _fx_naria, 17: _fx_amsug, 18: _fx_push("gain", n=2, to="res"),
        21: _fx_push("lewis"), 28: _fx_scepter, 29: _fx_cr(20), 31: _fx_elemental, 36: _fx_push("crown"),
        38: _fx_demon, 40: _fx_air, 42: _fx_cursed, 43: _fx_cr(10), 48: _fx_pendant, 49: _fx_sid, 50: _fx_damned,
    }

    # ------------------------------------------------------------------ activations
    def act_options(self, state: dict, seat: int, t: dict, fee: int | None = None) -> list[str]:
        """Argument strings for activating tableau entry ``t`` now ("" = no argument)."""
        c, res, cr = t["card"], state["res"][seat], state["crystals"][seat]
        if c not in ACT_CARDS:
            return []
        if fee is None:
            fee = sum(self.owns(state, o, 41) for o in self.opponents(state, seat))
        cr -= fee  # Thieving Fairies' fee
        held = [k for k in KINDS if res[k]]
        if c == 5:
            return [k for k in KINDS if res[k] >= 3]
        if c in (16, 35):
            return held
        if c in (23, 25, 26, 43):
            return [""]
        if c == 24:
            return [""] if state["hands"][seat] else []
        if c == 32:
            return ([f"buy{k}" for k in KINDS] if cr >= 3 else []) + \
                ([f"tr{k}" for k in held] if not state["tr"] else [])
        if c == 34:
            return [""] if (state["deck"] or state["discard"]) else []
        if c == 37:
            return [""] if len(state["tableau"][seat]) >= 4 else []
        if c == 44:
            return [""] if self._kriss_options(state, seat) else []  # a familiar in hand or in play
        if c == 47:
            return [""] if held and cr >= 1 else []
        if c == 50:
            return [""] if res["w"] else []
        return []

    def use(self, state: dict, seat: int, t: dict, arg: str, ev: list) -> None:
        """Tableau entry ``t`` is activated (once a turn): Thieving Fairies take their fee."""
        t["used"] = True
        ev.append(Event("activate", {"seat": seat, "card": t["card"], "arg": arg}))
        for o in self.opponents(state, seat):
            for _ in range(self.owns(state, o, 41)):
                self.give(state, seat, o, 1)
                state["crystals"][o] += 1

    def activate(self, state: dict, seat: int, t: dict, arg: str, ev: list) -> None:
        self.use(state, seat, t, arg, ev)
        c, res = t["card"], state["res"][seat]
        if c in (23, 24, 25, 26):  # the potions are sacrificed
            self.remove(state, seat, t["uid"])
        if c == 5:
            res[arg] -= 3
            state["crystals"][seat] += 9
        elif c == 16:
            res[arg] -= 1
            for o in self.opponents(state, seat):
                state["crystals"][o] = max(0, state["crystals"][o] - 4)
        elif c == 23:
            state["gauge"][seat] = min(GAUGE_MAX, state["gauge"][seat] + 2)
            self.draw_to_hand(state, seat, ev)
        elif c == 24:
            state["res"][seat] = {k: 0 for k in KINDS}
            self.push(state, seat, "dreams", front=True)
        elif c == 25:
            self.push(state, seat, "gain", front=True, n=5, to="res")
        elif c == 26:
            state["crystals"][seat] += 4 * self.total(state, seat)
            state["res"][seat] = {k: 0 for k in KINDS}
        elif c == 43:
            state["crystals"][seat] += sum(1 for x in state["tableau"][seat] if CARDS[x["card"]]["type"] == FAM)
        elif c == 32:
            k = arg[-1]
            if arg.startswith("buy"):
                state["crystals"][seat] -= 3
                self.gain(state, seat, k, 1)
            else:
                res[k] -= 1
                state["tr"] = True
        elif c == 34:
            card = self.draw(state)
            self.push(state, seat, "orb", front=True, cards=[card])
        elif c == 35:
            res[arg] -= 1
            t["store"][arg] = t["store"].get(arg, 0) + 1
            t["pot"] = 1
            if sum(t["store"].values()) >= 7:
                back = dict(t["store"])
                self.remove(state, seat, t["uid"])
                state["crystals"][seat] += 15
                for k, v in back.items():
                    self.gain(state, seat, k, v)
        elif c == 37:
            self.push(state, seat, "skull", front=True, left=3, skull=t["uid"])
        elif c == 44:
            self.push(state, seat, "kriss", front=True)
        elif c == 47:
            self.push(state, seat, "mirror", front=True, stage="from")
        elif c == 50:
            res["w"] -= 1
            state["tableau"][seat].remove(t)
            left = (seat + 1) % state["players"]
            t["used"] = False
            state["tableau"][left].append(t)

    # ------------------------------------------------------------------ flow
    def to_act(self, state: dict) -> list[int]:
        if state["pending"]:
            return [state["pending"][0]["seat"]]
        ph = state["phase"]
        if ph in ("draft", "bundle"):
            # a seat that has chosen its draft card may change its mind (if its pack has another), and one whose
            # bundles are made may take a card back, until every seat has: it stays after the others, so play
            # still waits on those who have not chosen (``required_seats``)
            waiting = self.required_seats(state)
            return waiting + [s for s in range(state["players"])
                              if s not in waiting and (ph == "bundle" or len(state["packs"][s]) >= 2)]
        if ph == "dice":
            return [self.order(state)[state["picker"]]]
        if ph == "turn":
            return [self.current(state)]
        return []

    def required_seats(self, state: dict) -> list[int]:
        if state["phase"] == "draft" and not state["pending"]:
            return [s for s in range(state["players"]) if state["choice"][s] is None]
        if state["phase"] == "bundle" and not state["pending"]:
            return [s for s in range(state["players"]) if not state["done"][s]]
        return self.to_act(state)

    def advance(self, state: dict, ev: list) -> None:
        """Run the automatic steps until a seat must decide."""
        while True:
            self._settle(state)
            if state["pending"] or state["phase"] in INTERACTIVE:
                return
            ph = state["phase"]
            if ph == "newround":
                n = state["players"]
                state["first"] = (state["first"] + 1) % n
                state["dseason"] = self.season(state)
                with Rng(state) as rng:
                    ids = sorted(rng.sample(range(1, 6), n + 1))
                    state["dice"] = [{"id": d, "face": rng.randrange(6)} for d in ids]
                state["taken"] = [None] * n
                state["leftover"] = None
                state["picker"] = 0
                state["phase"] = "dice"
                ev.append(Event("roll", {"season": state["dseason"], "first": state["first"],
                                         "dice": [dict(d) for d in state["dice"]]}))
            elif ph == "turnstart":
                seat = self.current(state)
                for t in state["tableau"][seat]:
                    t["used"] = False
                state["tr"] = state["trb"] = False
                malice = [t for t in state["tableau"][seat] if t["card"] == 15]
                state["phase"] = "turn"
                ev.append(Event("turn", {"seat": seat}))
                if malice:
                    self.push(state, seat, "malice", uid=malice[0]["uid"])
                else:
                    self.apply_die(state, seat, ev)
            elif ph == "roundend":
                self.round_end(state, ev)
                state["phase"] = "season"
            elif ph == "final":  # the last season change's decisions are made: the game ends
                self.finish(state, ev)
            elif ph == "season":
                die = state["leftover"]
                dots = DICE[state["dseason"]][die["id"] - 1][die["face"]]["dots"]
                self.move_token(state, dots, ev, may_end=True)
                if state["phase"] not in ("over", "final"):
                    state["phase"] = "newround"

    def _settle(self, state: dict) -> None:
        """Drop pending decisions that no longer have anything to decide."""
        pend = state["pending"]
        while pend:
            p = pend[0]
            s, k = p["seat"], p["kind"]
            drop = False
            if k == "excess":
                drop = self.total(state, s) <= self.cap(state, s)
            elif k == "gain":
                drop = p["n"] <= 0 or (p["to"] == "res" and self.total(state, s) >= self.cap(state, s)) \
                    or (p["to"] != "res" and self.entry(state, s, p["to"]) is None)
            elif k in ("sacrifice", "return", "skull"):
                drop = (k == "skull" and p["left"] <= 0) or not self._targets(state, s, p)
            elif k == "elem":
                while p["kinds"] and not state["res"][s][p["kinds"][0]]:
                    p["kinds"].pop(0)
                drop = not p["kinds"]
            elif k == "payany":
                drop = p["n"] <= 0 or not self.total(state, s)
            elif k == "kriss":
                drop = not self._kriss_options(state, s)
            elif k in ("keep", "chalice", "naria"):
                drop = not p["cards"]
            elif k == "orb":
                drop = p["cards"][0] is None
            elif k == "diedraw":
                drop = not (state["deck"] or state["discard"])
            elif k == "mirror":
                drop = p["stage"] == "count" and not min(state["res"][s][p["from"]], state["crystals"][s])
            if not drop:
                return
            pend.pop(0)

    def apply_die(self, state: dict, seat: int, ev: list) -> None:
        die = state["taken"][seat]
        face = DICE[state["dseason"]][die["id"] - 1][die["face"]]
        ev.append(Event("die_effect", {"seat": seat, "die": dict(die), "season": state["dseason"]}))
        state["crystals"][seat] += face["cr"]
        if face["gauge"]:
            state["gauge"][seat] = min(GAUGE_MAX, state["gauge"][seat] + 1)
        if face["tr"]:
            state["tr"] = True
        for k in face["en"]:
            self.gain(state, seat, k, 1)
        if face["draw"] and (state["deck"] or state["discard"]):
            if state["bonuses"][seat] < MAX_BONUSES:
                # "draw 2, keep 1" may replace the die's draw: decided before the card is seen
                self.push(state, seat, "diedraw")
            else:
                self.die_draw(state, seat, ev, front=False)

    def die_draw(self, state: dict, seat: int, ev: list, front: bool = True) -> None:
        c = self.draw(state)
        if c is not None:
            ev.append(Event("drew", {"seat": seat, "n": 1}))
            self.push(state, seat, "keep", front=front, cards=[c], discard_ok=True)

    def round_end(self, state: dict, ev: list) -> None:
        for seat in self.order(state):
            for t in list(state["tableau"][seat]):
                c = t["card"]
                if c == 13 and self.total(state, seat) >= 4:
                    state["crystals"][seat] += 3
                elif c == 14 and self.total(state, seat) <= 1:
                    self.push(state, seat, "gain", n=1, to="res")
                elif c == 39:
                    # every opponent gives 1 crystal; Titus leaves if one of them could not
                    if 0 in [self.give(state, o, seat, 1) for o in self.opponents(state, seat)]:
                        self.remove(state, seat, t["uid"])
                        ev.append(Event("titus_lost", {"seat": seat}))
                elif c == 50:
                    state["crystals"][seat] = max(0, state["crystals"][seat] - 3)
        ev.append(Event("round_end", {}))

    def move_token(self, state: dict, steps: int, ev: list, may_end: bool) -> None:
        before = self.season(state)
        pos = state["pos"] + steps
        if pos >= 12:
            pos -= 12
            state["year"] += 1
            if state["year"] > 3:
                # as Board Game Arena: the season change at the end of year III applies before scoring
                state["year"] = 3
                ev.append(Event("season", {"season": season_of(pos)}))
                self.season_change(state)
                state["phase"] = "final"
                if not state["pending"]:
                    self.finish(state, ev)
                return
            idx = state["year"] - 2
            for s in range(state["players"]):
                state["hands"][s].extend(state["future"][s][idx])
                state["future"][s][idx] = []
            ev.append(Event("year", {"year": state["year"]}))
        state["pos"] = pos
        ev.append(Event("token", {"pos": pos, "year": state["year"], "steps": steps}))
        if self.season(state) != before:
            ev.append(Event("season", {"season": self.season(state)}))
            self.season_change(state)

    def season_change(self, state: dict) -> None:
        """Figrim the Avaricious and the Hourglass of Time, seat by seat from the first player."""
        for seat in self.order(state):
            for t in state["tableau"][seat]:
                if t["card"] == 11:
                    for o in self.opponents(state, seat):
                        self.give(state, o, seat, 1)
                elif t["card"] == 27:
                    self.push(state, seat, "gain", n=1, to="res")

    def finish(self, state: dict, ev: list) -> None:
        state["phase"] = "over"
        ev.append(Event("game_end", {"scores": self.scores(state)}))

    # ------------------------------------------------------------------ legal moves
    def _legal_moves(self, state: dict, seat: int) -> list[Move]:
        if state["pending"]:
            return self._pending_moves(state, seat, state["pending"][0])
        ph = state["phase"]
        if ph == "draft":
            mine = state["choice"][seat]
            moves = [Move(f"draft:{c}", "draft", {"card": c}) for c in _uniq(state["packs"][seat]) if c != mine]
            return moves + ([Move("draft:back", "unchoose", {})] if mine is not None else [])
        if ph == "bundle":
            pool = unbundled(state["picks"][seat], state["sel"][seat])
            back = [Move("bundle:back", "unbundle", {})] if state["sel"][seat][0] else []
            if state["done"][seat]:
                return back
            return [Move(f"bundle:{c}", "bundle", {"card": c}) for c in _uniq(sorted(pool))] + back
        if ph == "dice":
            return [Move(f"die:{d['id']}", "die", {"id": d["id"]}) for d in state["dice"]]
        return self._turn_moves(state, seat)

    def _turn_moves(self, state: dict, seat: int) -> list[Move]:
        moves = []
        res = state["res"][seat]
        if state["tr"]:
            moves += [Move(f"tr:{k}", "transmute", {"k": k}) for k in KINDS if res[k]]
        if self.can_summon(state, seat) and state["hands"][seat]:
            ctx = self.afford_ctx(state, seat)
            for c in _uniq(sorted(state["hands"][seat])):
                if self.affordable(state, seat, c, ctx):
                    moves.append(Move(f"summon:{c}", "summon", {"card": c}))
        fee = None
        for t in state["tableau"][seat]:
            if t["used"] or t["card"] not in ACT_CARDS:
                continue
            if fee is None:
                fee = sum(self.owns(state, o, 41) for o in self.opponents(state, seat))
            for arg in self.act_options(state, seat, t, fee):
                mid = f"act:{t['uid']}" + (f":{arg}" if arg else "")
                moves.append(Move(mid, "act", {"uid": t["uid"], "card": t["card"], "arg": arg}))
        if state["bonuses"][seat] < MAX_BONUSES:
            if self.total(state, seat) >= 2:  # as Board Game Arena: the exchange needs 2 energies
                moves.append(Move("bonus:swap", "bonus", {"b": "swap"}))
            if not state["trb"]:
                moves.append(Move("bonus:tr", "bonus", {"b": "tr"}))
            if state["gauge"][seat] < GAUGE_MAX:
                moves.append(Move("bonus:gauge", "bonus", {"b": "gauge"}))
            # "draw 2, keep 1" is offered only in place of the die's draw (the "diedraw" decision)
        moves.append(Move("end", "end", {}))
        return moves

    def _targets(self, state: dict, seat: int, p: dict) -> list[dict]:
        """The cards in play a "sacrifice", "return" or "skull" decision may pick."""
        tab = state["tableau"][seat]
        if p["kind"] == "return":
            return [t for t in tab if CARDS[t["card"]]["type"] == MI]
        return [t for t in tab if t["uid"] != p["skull"]] if p["kind"] == "skull" else tab

    def _kriss_options(self, state, seat):
        opts = [f"h:{c}" for c in _uniq(sorted(state["hands"][seat])) if CARDS[c]["type"] == FAM]
        opts += [f"p:{t['uid']}" for t in state["tableau"][seat] if CARDS[t["card"]]["type"] == FAM]
        return opts

    def _pending_moves(self, state: dict, seat: int, p: dict) -> list[Move]:
        k, res = p["kind"], state["res"][seat]
        held = [x for x in KINDS if res[x]]

        def mv(mid, **args):
            return Move(mid, k, args)

        if k == "gain":
            return [mv(f"gain:{x}", k=x) for x in KINDS]
        if k in ("excess", "payany"):
            return [mv(f"drop:{x}", k=x) for x in held]
        if k == "keep":
            out = [mv(f"keep:{c}", card=c) for c in _uniq(p["cards"])]
            return out + ([mv("discard")] if p["discard_ok"] else [])
        if k in ("chalice", "dreams"):  # summon one of the cards drawn, or one from the hand, for free
            cards = p["cards"] if k == "chalice" else sorted(state["hands"][seat])
            out = [mv(f"summon:{c}", card=c) for c in _uniq(cards)] if self.can_summon(state, seat) else []
            return out + [mv("none")]
        if k == "naria":
            verb = "give" if p.get("kept") else "keep"
            return [mv(f"{verb}:{c}", card=c) for c in _uniq(p["cards"])]
        if k in ("sacrifice", "return", "skull"):
            verb = "ret" if k == "return" else "sac"
            return [mv(f"{verb}:{t['uid']}", uid=t["uid"], card=t["card"]) for t in self._targets(state, seat, p)]
        if k == "boots":
            return [mv(f"boots:{d:+d}", d=d) for d in (-3, -2, -1, 1, 2, 3) if 0 <= state["pos"] + d <= 11] \
                or [mv("boots:0", d=0)]
        if k == "lewis":
            return [mv(f"copy:{o}", target=o) for o in self.opponents(state, seat)]
        if k == "elem":
            return [mv(f"elem:{p['kinds'][0]}", k=p["kinds"][0]), mv("skip")]
        if k == "orb":
            out = [mv("orb:summon")] if self.total(state, seat) >= 4 and self.can_summon(state, seat) else []
            return out + [mv("orb:back")] + ([mv("orb:discard")] if state["crystals"][seat] >= 3 else [])
        if k == "swap":
            if p["stage"] == "give":
                out = [mv(f"give:{x}", k=x) for x in held]
                return out + ([mv("stop")] if p["left"] < 2 or not out else [])
            return [mv(f"get:{x}", k=x) for x in KINDS]
        if k == "crown":
            out = [mv("crown:draw")] if (state["deck"] or state["discard"]) else []
            out += [mv(f"crown:discard:{c}", card=c) for c in _uniq(sorted(state["hands"][seat]))]
            return out or [mv("none")]
        if k == "kriss":
            return [mv(f"kriss:{o}", opt=o) for o in self._kriss_options(state, seat)] or [mv("none")]
        if k == "mirror":
            if p["stage"] == "from":
                return [mv(f"from:{x}", k=x) for x in held]
            if p["stage"] == "to":
                return [mv(f"to:{x}", k=x) for x in KINDS if x != p["from"]]
            most = min(res[p["from"]], state["crystals"][seat])
            return [mv(f"count:{i}", n=i) for i in range(1, most + 1)]
        if k == "malice":
            return [mv("usedie"), mv("reroll")]
        if k == "diedraw":
            return [mv("draw"), Move("bonus:draw", k, {"b": "draw"})]
        raise AssertionError(k)

    # ------------------------------------------------------------------ playing
    def _play(self, state: dict, seat: int, move: Move) -> list[Event]:
        ev: list[Event] = []
        a = move.args
        if state["pending"]:
            self._resolve(state, seat, state["pending"][0], move, ev)
        elif move.kind == "unchoose":
            state["choice"][seat] = None
            ev.append(Event("unchosen", {"seat": seat}))
        elif move.kind == "draft":
            changed = state["choice"][seat] is not None
            state["choice"][seat] = a["card"]
            ev.append(Event("rechosen" if changed else "chosen", {"seat": seat}))
            ev.append(Event("picked", {"seat": seat, "card": a["card"]}, to=[seat]))
            if all(c is not None for c in state["choice"]):
                n = state["players"]
                packs = [list(p) for p in state["packs"]]
                for s in range(n):
                    packs[s].remove(state["choice"][s])
                    state["picks"][s].append(state["choice"][s])
                state["packs"] = [packs[(s - 1) % n] for s in range(n)]
                state["choice"] = [None] * n
                state["draft_round"] += 1
                if not state["packs"][0]:
                    state["phase"] = "bundle"
                    ev.append(Event("draft_done", {}))
                else:
                    ev.append(Event("packs_pass", {"round": state["draft_round"]}))
        elif move.kind == "unbundle":  # the last card put into a bundle goes back among the picks
            sel = state["sel"][seat]
            sel[1 if sel[1] else 0].pop()
            state["done"][seat] = False
            ev.append(Event("unbundled", {"seat": seat}))
        elif move.kind == "bundle":
            sel = state["sel"][seat]
            year = 0 if len(sel[0]) < 3 else 1
            sel[year].append(a["card"])
            ev.append(Event("bundled", {"seat": seat, "card": a["card"], "year": year + 1}, to=[seat]))
            if len(sel[1]) == 3:
                state["done"][seat] = True
                ev.append(Event("bundles_made", {"seat": seat}))
            if all(state["done"]):
                for s in range(state["players"]):
                    pool = unbundled(state["picks"][s], state["sel"][s])
                    state["hands"][s] = list(state["sel"][s][0])
                    state["future"][s] = [list(state["sel"][s][1]), sorted(pool)]
                    state["picks"][s] = []
                    state["sel"][s] = [[], []]
                state["phase"] = "newround"
                ev.append(Event("year", {"year": 1}))
        elif move.kind == "die":
            die = next(d for d in state["dice"] if d["id"] == a["id"])
            state["dice"].remove(die)
            state["taken"][seat] = die
            state["picker"] += 1
            ev.append(Event("take_die", {"seat": seat, "die": dict(die), "season": state["dseason"]}))
            if state["picker"] == state["players"]:
                state["leftover"] = state["dice"].pop()
                state["phase"] = "turnstart"
                state["turn"] = 0
        elif move.kind == "transmute":
            k = a["k"]
            state["res"][seat][k] -= 1
            gain = self.rate(state, seat, k)
            state["crystals"][seat] += gain
            ev.append(Event("transmute", {"seat": seat, "k": k, "cr": gain}))
        elif move.kind == "summon":
            state["hands"][seat].remove(a["card"])
            self.summon(state, seat, a["card"], False, ev)
        elif move.kind == "act":
            self.activate(state, seat, self.in_play(state, seat, a["uid"]), a["arg"], ev)
        elif move.kind == "bonus":
            b = a["b"]
            state["bonuses"][seat] += 1
            ev.append(Event("bonus", {"seat": seat, "b": b}))
            if b == "swap":
                self.push(state, seat, "swap", stage="give", left=2)
            elif b == "tr":
                state["tr"] = state["trb"] = True
            elif b == "gauge":
                state["gauge"][seat] += 1
            else:  # a state saved before the correction may still offer it in the turn
                self._bonus_draw(state, seat, ev)
        elif move.kind == "end":
            ev.append(Event("end_turn", {"seat": seat}))
            state["turn"] += 1
            state["phase"] = "roundend" if state["turn"] == state["players"] else "turnstart"
        self.advance(state, ev)
        return ev

    # decisions that leave the pending list before they are carried out (which may push others in front)
    TAKEN_FIRST = frozenset(("keep", "chalice", "boots", "dreams", "orb", "crown", "malice", "diedraw"))

    def _resolve(self, state: dict, seat: int, p: dict, move: Move, ev: list) -> None:
        k, a, res = p["kind"], move.args, state["res"][seat]
        pend = state["pending"]
        if k in self.TAKEN_FIRST or move.id == "none":
            pend.pop(0)
        done = False  # the decision is over: it leaves the pending list once carried out
        if k == "gain":
            if p["to"] == "res":
                self.gain(state, seat, a["k"], 1)
            else:
                t = self.in_play(state, seat, p["to"])
                t["store"][a["k"]] = t["store"].get(a["k"], 0) + 1
            ev.append(Event("gain", {"seat": seat, "k": a["k"]}))
            p["n"] -= 1
        elif k in ("excess", "payany"):
            res[a["k"]] -= 1
            ev.append(Event("pay" if k == "payany" else "drop", {"seat": seat, "k": a["k"]}))
            if k == "payany":
                p["n"] -= 1
        elif k == "keep":
            cards = p["cards"]
            kept = a.get("card")
            if kept is not None:
                cards.remove(kept)
                state["hands"][seat].append(kept)
                ev.append(Event("kept", {"seat": seat, "card": kept}, to=[seat]))
            state["discard"].extend(cards)
            ev.append(Event("keep_result", {"seat": seat, "kept": kept is not None, "discarded": list(cards)}))
        elif k == "chalice":
            cards = p["cards"]
            if "card" in a:
                cards.remove(a["card"])
            state["discard"].extend(cards)
            ev.append(Event("discarded", {"seat": seat, "cards": list(cards)}))
            if "card" in a:
                self.summon(state, seat, a["card"], True, ev)
        elif k == "naria":
            c = a["card"]
            p["cards"].remove(c)
            if move.id.startswith("keep"):
                p["kept"] = True
                state["hands"][seat].append(c)
                ev.append(Event("kept", {"seat": seat, "card": c}, to=[seat]))
                ev.append(Event("naria_keep", {"seat": seat}))
            else:
                o = p["give"].pop(0)
                state["hands"][o].append(c)
                ev.append(Event("gave", {"seat": seat, "to": o, "card": c}, to=[seat, o]))
                ev.append(Event("naria_give", {"seat": seat, "to": o}))
            done = not p["cards"] or not p["give"]
            if done:
                state["discard"].extend(p["cards"])
                p["cards"] = []
        elif k in ("sacrifice", "skull"):
            card = self.remove(state, seat, a["uid"])
            ev.append(Event("sacrificed", {"seat": seat, "card": card}))
            done = True
            if k == "skull":
                p["left"] -= 1
                done = p["left"] <= 0
                if done:
                    state["crystals"][seat] += 15
        elif k == "return":
            card = self.remove(state, seat, a["uid"], to_hand=True)
            ev.append(Event("returned", {"seat": seat, "card": card}))
            done = True
        elif k == "boots":
            self.move_token(state, a["d"], ev, may_end=False)
        elif k == "lewis":
            o = a["target"]
            ev.append(Event("copied", {"seat": seat, "target": o}))
            for x in KINDS:
                if state["res"][o][x]:
                    self.gain(state, seat, x, state["res"][o][x])
            done = True
        elif k == "dreams":
            if "card" in a:
                state["hands"][seat].remove(a["card"])
                self.summon(state, seat, a["card"], True, ev)
        elif k == "elem":
            x = p["kinds"].pop(0)
            done = not p["kinds"]
            if move.id != "skip":
                res[x] -= 1
                ev.append(Event("elem", {"seat": seat, "k": x}))
                if x == "w":
                    self.push(state, seat, "gain", front=True, n=2, to="res")
                    if not done:
                        pend.remove(p)
                        pend.insert(1, p)
                elif x == "e":
                    state["crystals"][seat] += 5
                elif x == "f":
                    self.draw_to_hand(state, seat, ev)
                else:
                    state["gauge"][seat] = min(GAUGE_MAX, state["gauge"][seat] + 1)
        elif k == "orb":
            card = p["cards"][0]
            if move.id == "orb:summon":
                self.push(state, seat, "payany", front=True, n=4)
                self.summon(state, seat, card, True, ev)
            elif move.id == "orb:back":
                state["deck"].append(card)
                ev.append(Event("orb_back", {"seat": seat}))
            else:
                state["crystals"][seat] -= 3
                state["discard"].append(card)
                ev.append(Event("discarded", {"seat": seat, "cards": [card]}))
        elif k == "swap":
            if p["stage"] == "give" and move.id == "stop":
                done = True
            elif p["stage"] == "give":
                res[a["k"]] -= 1
                p["stage"] = "get"
                ev.append(Event("drop", {"seat": seat, "k": a["k"]}))
            else:
                self.gain(state, seat, a["k"], 1)
                ev.append(Event("gain", {"seat": seat, "k": a["k"]}))
                p["left"] -= 1
                p["stage"] = "give"
                done = p["left"] <= 0
        elif k == "crown":
            c = a.get("card")  # the card discarded from the hand (None to draw one, or for "none")
            if move.id == "crown:draw":
                c = self.draw(state)
                state["hands"][seat].append(c)
                ev.append(Event("crown_draw", {"seat": seat, "card": c}))
            elif c is not None:
                state["hands"][seat].remove(c)
                state["discard"].append(c)
                ev.append(Event("discarded", {"seat": seat, "cards": [c]}))
            if c is not None and CARDS[c]["vp"] > 0:
                self.push(state, seat, "gain", front=True, n=CARDS[c]["vp"], to="res")
        elif k == "kriss" and move.id != "none":  # "none" only in a re-dealt world without a familiar
            where, _, what = a["opt"].partition(":")
            if where == "h":
                state["hands"][seat].remove(int(what))
                state["discard"].append(int(what))
                ev.append(Event("discarded", {"seat": seat, "cards": [int(what)]}))
            else:
                card = self.remove(state, seat, int(what))
                ev.append(Event("sacrificed", {"seat": seat, "card": card}))
            pend.pop(0)
            self.push(state, seat, "gain", front=True, n=4, to="res")
        elif k == "mirror":
            if p["stage"] == "from":
                p["from"], p["stage"] = a["k"], "to"
            elif p["stage"] == "to":
                p["to"], p["stage"] = a["k"], "count"
            else:
                n = a["n"]
                res[p["from"]] -= n
                res[p["to"]] += n
                state["crystals"][seat] -= n
                ev.append(Event("mirror", {"seat": seat, "from": p["from"], "to": p["to"], "n": n}))
                done = True
        elif k == "malice":
            if move.id == "reroll":
                self.use(state, seat, self.in_play(state, seat, p["uid"]), "", ev)
                with Rng(state) as rng:
                    state["taken"][seat]["face"] = rng.randrange(6)
                state["crystals"][seat] += 2
            self.apply_die(state, seat, ev)
        elif k == "diedraw":
            if move.id == "bonus:draw":
                state["bonuses"][seat] += 1
                ev.append(Event("bonus", {"seat": seat, "b": "draw"}))
                self._bonus_draw(state, seat, ev)
            else:
                self.die_draw(state, seat, ev)
        if done:
            pend.remove(p)

    def _bonus_draw(self, state: dict, seat: int, ev: list) -> None:
        cards = self.draw_n(state, 2)
        ev.append(Event("drew", {"seat": seat, "n": len(cards)}))
        self.push(state, seat, "keep", front=True, cards=cards, discard_ok=False)

    # ------------------------------------------------------------------ views and scores
    def _computed(self, state: dict, seat: int | None, view: dict) -> None:
        pend = []
        for p in state["pending"]:
            q = {k: v for k, v in p.items() if k != "cards"}
            if "cards" in p:
                q["ncards"] = len(p["cards"])
                if seat == p["seat"]:
                    q["cards"] = list(p["cards"])
            pend.append(q)
        # the dice, the reserves and the tableaux copied one level deep (faster than the declaration's deep copy;
        # a view's reader never changes them)
        view.update(dice=[dict(d) for d in state["dice"]], taken=state["taken"], leftover=state["leftover"],
                    res=[dict(r) for r in state["res"]], tableau=[[dict(t) for t in tab] for tab in state["tableau"]])
        view.update(season=self.season(state), first=state["first"] % state["players"],
                    current=self.current(state) if state["phase"] == "turn" else None,
                    future_sizes=[[len(y) for y in f] for f in state["future"]],
                    chosen=[c is not None for c in state["choice"]], pending=pend, scores=self.scores(state))
        if seat is not None:
            view.update(seat=seat, hand=sorted(state["hands"][seat]), future=[sorted(y) for y in state["future"][seat]],
                        pack=sorted(state["packs"][seat]), sel=[list(y) for y in state["sel"][seat]])

    def evaluate(self, state: dict, seat: int) -> float:
        """As the default, but from the scores before the floor at 0: early in the game most of them would
        read 0 (cards in hand count −5) and the search would see every position alike."""
        if self.result(state) is not None:
            return super().evaluate(state, seat)
        return score_lead(self.scores(state, floor=False), seat)

    def scores(self, state: dict, floor: bool = True) -> list[int]:
        n = state["players"]
        out = []
        sizes = [len(t) for t in state["tableau"]]
        for s in range(n):
            tab = state["tableau"][s]
            sc = state["crystals"][s] + sum(CARDS[t["card"]]["vp"] for t in tab)
            sc -= HAND_PENALTY * len(state["hands"][s]) + BONUS_PENALTY[state["bonuses"][s]]
            for t in tab:
                if t["card"] == 19 and all(sizes[s] > sizes[o] for o in range(n) if o != s):
                    sc += 20
                elif t["card"] == 45:
                    sc += 3 * self.total(state, s)
                elif t["card"] == 46 and all(CARDS[x["card"]]["type"] == MI for x in tab):
                    sc += 20
            out.append(max(0, sc) if floor else sc)  # as Board Game Arena: a score never goes below 0
        return out

    def result(self, state: dict) -> dict | None:
        if state["phase"] != "over":
            return None
        scores = self.scores(state)
        key = [(scores[s], len(state["tableau"][s])) for s in range(state["players"])]
        best = max(key)
        return {"scores": scores, "winners": [s for s in range(state["players"]) if key[s] == best],
                "cards_in_play": [len(t) for t in state["tableau"]]}

    # ------------------------------------------------------------------ hidden information
    def hidden(self, state: dict) -> dict:
        return {**super().hidden(state), "pending": [p.get("cards") for p in state["pending"]]}

    def determinize(self, state: dict, seat: int, rng) -> dict:
        new = clone(state)
        others = [s for s in range(new["players"]) if s != seat]
        # a secret draft choice stays in its pack until every seat has chosen: it is not counted twice
        places = [p["cards"] for p in new["pending"] if p["seat"] != seat and "cards" in p]
        for s in others:
            places += [new["hands"][s], *new["future"][s], new["packs"][s], new["picks"][s]]
        deal_unseen(rng, places + [new["deck"]])
        for s in others:
            pack = new["packs"][s]
            pack.sort()
            if new["choice"][s] is not None:
                new["choice"][s] = pack[rng.randrange(len(pack))]
            if any(new["sel"][s]):  # cards already put into bundles must stay among the picks
                picks = new["picks"][s]
                first = len(new["sel"][s][0])
                new["sel"][s] = [picks[:first], picks[first:first + len(new["sel"][s][1])]]
        return new
