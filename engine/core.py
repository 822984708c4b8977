"""The protocol every game follows.

A game is a deterministic state machine over a plain, JSON-able ``dict`` state. Subclasses of
:class:`Game` implement the rules in ``_legal_moves`` and ``_play`` and the presentation hooks;
the base class supplies validation, copying, serialisation and the defaults the platform relies on.
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import json
import marshal
import math
import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .visibility import Visibility

LANGS = ("en", "fr")
_MISSING = object()


class EngineError(Exception):
    """Base class of every error the engine raises on purpose."""


class SetupError(EngineError):
    """A bad player count or a bad option given to ``setup``."""


class IllegalMove(EngineError):
    """A move that is not a current legal move of that seat.

    ``code`` is stable (the platform translates it); ``str(err)`` is an English sentence a player can read.
    """

    def __init__(self, message: str, code: str = "illegal"):
        super().__init__(message)
        self.code = code


class StateError(EngineError):
    """A dumped state that cannot be loaded (wrong game, wrong version, malformed)."""


NOTE_CHARS = 100  # Discord's limit on a select option's description: a card's short text fits in it


@dataclass(frozen=True)
class CardInfo:
    """One card, tile, djinn, spirit, role or power a player may need to read: what ``/card`` shows and what
    the short notes beside each choice come from. Texts are the game's own words, in every language.

    ``key`` is stable and unique within the game (the data module's id); ``names`` and ``texts`` map a
    language to the name and the full power text; ``short`` (optional) maps a language to a version of at
    most :data:`NOTE_CHARS` characters (default: the full text when it fits). ``kind``, ``cost`` and ``vp``
    are shown as given (already localised strings or plain numbers); ``copies`` is how many the game holds.
    """

    key: str
    names: dict
    texts: dict
    short: dict = field(default_factory=dict)
    kind: dict = field(default_factory=dict)
    cost: str | None = None
    vp: str | None = None
    copies: int = 1

    def name(self, lang: str) -> str:
        return self.names.get(lang) or self.names.get("en") or self.key

    def text(self, lang: str) -> str:
        return self.texts.get(lang) or self.texts.get("en") or ""

    def note(self, lang: str) -> str:
        """The short power text (at most NOTE_CHARS characters), for select descriptions and list lines."""
        text = self.short.get(lang) or self.short.get("en") or self.text(lang)
        return text if len(text) <= NOTE_CHARS else text[:NOTE_CHARS - 1].rstrip() + "…"

    def kind_text(self, lang: str) -> str:
        return self.kind.get(lang) or self.kind.get("en") or ""


@dataclass(frozen=True)
class Move:
    id: str
    kind: str
    args: dict = field(default_factory=dict)

    def to_dict(self) -> dict:
        return {"id": self.id, "kind": self.kind, "args": dict(self.args)}


@dataclass(frozen=True)
class Event:
    kind: str
    args: dict = field(default_factory=dict)
    to: list[int] | None = None  # None: everyone; else only these seats may see it

    def to_dict(self) -> dict:
        return {"kind": self.kind, "args": dict(self.args), "to": None if self.to is None else list(self.to)}

    @classmethod
    def from_dict(cls, d: dict) -> Event:
        return cls(d["kind"], dict(d.get("args") or {}), None if d.get("to") is None else list(d["to"]))


@dataclass(frozen=True)
class Option:
    """A typed game option declared by a game (difficulty, variants, expansions...)."""

    name: str
    type: type  # bool, int or str
    default: Any
    choices: tuple = ()  # allowed values, for str and int options; empty means any value of the type
    names: dict = field(default_factory=dict)  # {"en": ..., "fr": ...} short description

    def parse(self, value: Any) -> Any:
        """Coerce ``value`` (possibly a string typed by a user) or raise SetupError."""
        v = value
        if isinstance(v, str) and self.type is not str:
            text = v.strip().lower()
            if self.type is bool:
                if text in ("1", "true", "yes", "on", "oui", "vrai"):
                    v = True
                elif text in ("0", "false", "no", "off", "non", "faux"):
                    v = False
            elif self.type is int:
                with contextlib.suppress(ValueError):
                    v = int(text)
        if self.type is int and isinstance(v, bool):
            raise SetupError(f"option {self.name!r} must be a whole number, not {value!r}")
        if not isinstance(v, self.type):
            raise SetupError(f"option {self.name!r} must be of type {self.type.__name__}, not {value!r}")
        if self.choices and v not in self.choices:
            allowed = ", ".join(str(c) for c in self.choices)
            raise SetupError(f"option {self.name!r} must be one of: {allowed} (got {value!r})")
        return v


@dataclass(frozen=True)
class GameInfo:
    """What a game is, declared apart from how it plays (like OpenSpiel's game type): the catalogue, the
    lobby and the ratings read it without running a rule. ``Game`` mirrors its fields as class attributes
    (``game.id``, ``game.min_players``...), so callers need not know it is there."""

    id: str
    names: dict  # {"en": ..., "fr": ...}
    min_players: int = 2
    max_players: int = 2  # with default options (``Game.max_players_for`` may allow more)
    options: tuple[Option, ...] = ()
    cooperative: bool = False  # all seats win or lose together: no skill rating, win rates instead
    simultaneous: bool = False  # several seats may be to act at once (a shared phase, an event card held)
    hidden_information: bool = True  # False: every seat sees the whole state (``hidden`` is None)
    longest_game: int | None = None  # a proven bound on the moves of one game, where the rules give one


def clone(state: dict) -> dict:
    """A deep copy of a JSON-like structure; marshal is the fastest exact copier for builtins."""
    return marshal.loads(marshal.dumps(state))


def canonical(obj: Any) -> str:
    """The byte-for-byte form used to compare states."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"))


def score_lead(scores: list, seat: int, scale: float | None = None) -> float:
    """A value in (0, 1) for ``seat`` from running scores: 0.5 when level with the best other seat, towards 1
    when ahead (``scale``: the lead that counts as large; default the size of the scores). For ``evaluate``."""
    best_other = max(v for s, v in enumerate(scores) if s != seat)
    if scale is None:
        scale = 1.0 + max(abs(v) for v in scores)
    return 0.5 + 0.5 * math.tanh(2.0 * (scores[seat] - best_other) / scale)


def deal_unseen(rng: random.Random, places: list[list]) -> None:
    """Re-deal, in place, the cards of ``places`` (lists a seat cannot see into, in a fixed order) at
    random, each place keeping its size: the helper most ``determinize`` hooks need. The pool is sorted
    before it is shuffled, so the outcome depends only on the multiset of unseen cards and ``rng`` (never
    on where the cards really are)."""
    pool = [c for place in places for c in place]
    try:
        pool.sort()
    except TypeError:  # dicts, or mixed kinds
        pool.sort(key=canonical)
    rng.shuffle(pool)
    i = 0
    for place in places:
        k = len(place)
        place[:] = pool[i:i + k]
        i += k


class Rng:
    """Seeded randomness whose whole state is one integer stored in the game state.

    Use as ``with Rng(state) as rng:``; on exit the state's ``rng`` key is advanced, so the same seed
    and the same moves always give the same draws.
    """

    KEY = "rng"

    def __init__(self, state: dict):
        self._state = state
        self._random = random.Random(state[self.KEY])

    def __enter__(self) -> random.Random:
        return self._random

    def __exit__(self, *exc) -> None:
        self._state[self.KEY] = self._random.getrandbits(62)


class Game:
    """Base class of a game. Subclasses set the class attributes and implement the ``_`` hooks."""

    info: GameInfo = GameInfo("", {})  # what the game is; its fields are mirrored just below
    id: str = ""
    names: dict = {}  # {"en": ..., "fr": ...}
    min_players: int = 2
    max_players: int = 2
    options: tuple[Option, ...] = ()
    state_version: int = 1
    visibility: Visibility | None = None  # who may see what (engine.visibility); derives view, hidden, determinize
    cooperative: bool = False

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """A game declares ``info``; its facts are mirrored as class attributes for the callers that read
        ``game.id`` or ``game.min_players``. A class that sets the attributes instead (a test's tiny game) gets
        an ``info`` built from them (the inherited one, with what it sets)."""
        super().__init_subclass__(**kwargs)
        if "info" in cls.__dict__:
            info = cls.info
            cls.id, cls.names, cls.options, cls.cooperative = info.id, info.names, info.options, info.cooperative
            cls.min_players, cls.max_players = info.min_players, info.max_players
        else:  # the inherited facts, with what this class sets itself
            cls.info = dataclasses.replace(cls.info, id=cls.id, names=cls.names, min_players=cls.min_players,
                                           max_players=cls.max_players, options=cls.options,
                                           cooperative=cls.cooperative)

    @property
    def move_cap(self) -> int:
        """The invariant kit's longest random game (a test setting: :mod:`engine.checks`)."""
        from .checks import checks
        return checks(self.id).move_cap

    @property
    def random_games(self) -> int:
        """How many random games the test suite plays (a test setting: :mod:`engine.checks`)."""
        from .checks import checks
        return checks(self.id).random_games

    # ------------------------------------------------------------------ identity
    @property
    def name(self) -> str:
        return self.names.get("en", self.id)

    def localized_name(self, lang: str) -> str:
        return self.names.get(lang) or self.name

    def option(self, name: str) -> Option:
        for opt in self.options:
            if opt.name == name:
                return opt
        known = ", ".join(o.name for o in self.options) or "none"
        raise SetupError(f"{self.name} has no option {name!r} (options: {known})")

    def parse_options(self, options: dict | None) -> dict:
        given = dict(options or {})
        parsed = {}
        for opt in self.options:
            parsed[opt.name] = opt.parse(given.pop(opt.name)) if opt.name in given else opt.default
        if given:
            self.option(next(iter(given)))  # raises with the list of known options
        return parsed

    # ------------------------------------------------------------------ protocol
    def setup(self, players: int, seed: int, options: dict | None = None) -> dict:
        if isinstance(players, bool) or not isinstance(players, int):
            raise SetupError(f"player count must be a whole number, not {players!r}")
        opts = self.parse_options(options)
        most = self.max_players_for(opts)
        if not self.min_players <= players <= most:
            raise SetupError(self._count_refusal(players, opts))
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise SetupError(f"seed must be a whole number, not {seed!r}")
        state = {"game": self.id, "v": self.state_version, "players": players, "seed": seed,
                 "options": opts, Rng.KEY: seed & ((1 << 62) - 1)}
        self._setup(state)
        return state

    def max_players_for(self, options: dict | None) -> int:
        """The largest table these options allow (an expansion may seat more); the lobby asks this."""
        return self.max_players

    def _count_refusal(self, players: int, options: dict) -> str:
        return f"{self.name} is played by {self.min_players} to {self.max_players_for(options)} players, not {players}"

    def to_act(self, state: dict) -> list[int]:
        raise NotImplementedError

    def required_seats(self, state: dict) -> list[int]:
        """The seats play is waiting for: ``to_act`` minus seats that may act but need not (a player who
        could play an event card at any time). AI seats and turn timers only act for these."""
        return self.to_act(state)

    def legal_moves(self, state: dict, seat: int) -> list[Move]:
        if not self._is_seat(state, seat) or seat not in self.to_act(state):
            return []
        return self._legal_moves(state, seat)

    def apply(self, state: dict, seat: int, move_id: Any) -> tuple[dict, list[Event]]:
        new, events, _ = self.apply_move(state, seat, move_id)
        return new, events

    def apply_move(self, state: dict, seat: int, move_id: Any) -> tuple[dict, list[Event], Move]:
        """``apply``, also handing back the legal move it matched (its label, undo and notes need it: the
        caller need not scan the legal moves a second time). ``state`` is left untouched."""
        if not self._is_seat(state, seat):
            raise IllegalMove(f"There is no seat {seat!r} in this game.", "bad_seat")
        acting = self.to_act(state)
        if not acting:
            raise IllegalMove("The game is over.", "game_over")
        if seat not in acting:
            raise IllegalMove("It is not your turn.", "not_your_turn")
        if not isinstance(move_id, str):
            raise IllegalMove("That is not a move.", "unknown_move")
        for move in self._legal_moves(state, seat):
            if move.id == move_id:
                new = self.copy_state(state)
                events = self._play(new, seat, move)
                return new, list(events or []), move
        raise IllegalMove("That move is not available right now.", "unknown_move")

    def copy_state(self, state: dict) -> dict:
        """The deep copy ``apply`` plays a move on. A game may give a cheaper one that knows its state's shape
        (it must share no list or dict with ``state``: see ``engine.invariants.containers``)."""
        return clone(state)

    def view(self, state: dict, seat: int | None) -> dict:
        if seat is not None and not self._is_seat(state, seat):
            raise IllegalMove(f"There is no seat {seat!r} in this game.", "bad_seat")
        return self._view(state, seat)

    def result(self, state: dict) -> dict | None:
        raise NotImplementedError

    def dump(self, state: dict) -> dict:
        return clone(state)

    def load(self, data: dict) -> dict:
        if not isinstance(data, dict) or data.get("game") != self.id:
            raise StateError(f"not a {self.name} state")
        if data.get("v") != self.state_version:
            raise StateError(f"{self.name} state version {data.get('v')!r} is not {self.state_version}")
        return clone(data)

    # ------------------------------------------------------------------ rules hooks
    def _setup(self, state: dict) -> None:
        raise NotImplementedError

    def _legal_moves(self, state: dict, seat: int) -> list[Move]:
        raise NotImplementedError

    def _play(self, state: dict, seat: int, move: Move) -> list[Event]:
        """Apply ``move`` (known legal) to ``state`` in place and return the events."""
        raise NotImplementedError

    def _view(self, state: dict, seat: int | None) -> dict:
        """Derived from :attr:`visibility` (the parts' sizes, the seat's own cards, the public keys) and
        :meth:`_computed`; a game whose view the declaration cannot say overrides it."""
        if self.visibility is None:
            raise NotImplementedError(f"{self.id} declares no visibility and has no _view()")
        view = self.visibility.view(state, seat)
        self._computed(state, seat, view)
        return view

    def _computed(self, state: dict, seat: int | None, view: dict) -> None:
        """Add to ``view`` (in place) the fields it computes rather than copies: the derived ``_view`` calls
        it after the declared parts. What it adds for ``seat`` must be what that seat may see."""

    @staticmethod
    def _is_seat(state: dict, seat: Any) -> bool:
        return isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < state["players"]

    # ------------------------------------------------------------------ undo policy
    def hidden(self, state: dict) -> Any:
        """Every part of the state that some seat cannot see: deck orders, face-down cards, hands, secret
        choices, set-aside cards. A move that changes it is never undoable (undo never crosses hidden
        information). Derived from :attr:`visibility` when the game declares it; else the whole state, so a
        game offers undo only once it states its hidden part; ``None`` for a game of perfect information."""
        if self.visibility is not None:
            return self.visibility.hidden(state)
        return state

    def private_parts(self, state: dict) -> list:
        """For each seat, the entries of its view that differ from the public view (what it alone sees)."""
        public = self.view(state, None)
        parts = []
        for seat in range(state["players"]):
            mine = self.view(state, seat)
            parts.append({k: v for k, v in mine.items() if public.get(k, _MISSING) != v})
        return parts

    UNDO_REASONS = ("drawn", "told", "turn_passed", "hidden_changed", "private_changed")

    def undo_blocker(self, before: dict, seat: int, after: dict, events: list[Event]) -> str | None:
        """Why the generic rule refuses to take this move back, as a stable code (None: it may be taken back):
        ``drawn`` (randomness was drawn: a card, a die), ``told`` (something was told to some seats only),
        ``turn_passed`` (play now waits on someone else, or on others too), ``hidden_changed`` (the hidden part
        changed) or ``private_changed`` (some seat's private view changed). Checked in that order."""
        if before.get(Rng.KEY) != after.get(Rng.KEY):
            return "drawn"
        if any(e.to is not None for e in events):
            return "told"
        if self.required_seats(after) != [seat] or seat not in self.to_act(after):
            return "turn_passed"
        if canonical(self.hidden(before)) != canonical(self.hidden(after)):
            return "hidden_changed"
        if canonical(self.private_parts(before)) != canonical(self.private_parts(after)):
            return "private_changed"
        return None

    def safe_to_undo(self, before: dict, seat: int, after: dict, events: list[Event]) -> bool:
        """The generic rule no game may relax: no randomness drawn, nothing told privately, the hidden part
        and every seat's private view unchanged, and the same seat still the only one play waits on (others
        who merely may act, like a Pandemic event holder, clear the undo by acting). :meth:`undo_blocker`
        says which of these refused."""
        return self.undo_blocker(before, seat, after, events) is None

    def determinize(self, state: dict, seat: int, rng: random.Random) -> dict:
        """A possible world as ``seat`` sees it, for search-based AI seats that must not cheat.

        Returns a new state (the input is left untouched) that ``seat`` cannot tell from ``state``:
        ``view(result, seat) == view(state, seat)``, and every fact the seat cannot see (other hands,
        deck order, face-down cards, secret choices not yet revealed) re-dealt at random from what the
        seat's knowledge allows (same multiset of unseen cards, same hand sizes, known cards kept where
        the seat saw them go). The searcher reseeds the state's own RNG itself afterwards.

        It must read only what the seat may know: the world may depend on ``view(state, seat)`` and ``rng``
        alone, never on where the hidden cards really are (pool the unseen cards, **sort** the pool, then
        shuffle and re-deal: :func:`deal_unseen` does it). The invariant kit checks it: from the real state
        and from another possible world, the same seed must give the same world. Facts the view does not
        keep (a card seen two turns ago) may be forgotten; secret choices of others are re-made (a legal
        choice, or none yet).

        The default serves games of perfect information (``hidden`` is ``None``) and re-deals the parts
        :attr:`visibility` declares (each pool pooled, sorted, shuffled and dealt back); a game whose unseen
        facts are more than cards in declared places (secret choices, cards it saw go) overrides it."""
        if self.hidden(state) is None:
            return clone(state)
        if self.visibility is not None:
            return self.visibility.redeal(state, seat, rng)
        raise NotImplementedError(f"{self.id} has hidden information but no determinize()")

    def evaluate(self, state: dict, seat: int) -> float:
        """How good ``state`` looks for ``seat``, in [0, 1] (1: a sure win): the search AI scores the leaves
        of its truncated rollouts with it. It is called on determinized states, so it may read the whole
        state. Default: from the result when the game is over (a win 1, a k-way tie 1/k, a loss 0; a
        cooperative loss 0 for all), else from the public view's ``scores`` when it has one per seat (ahead
        of the best other seat: above 0.5), else 0.5. Long games do better with their own."""
        result = self.result(state)
        if result is not None:
            winners = result.get("winners") or []
            return 1.0 / len(winners) if seat in winners else 0.0
        scores = self.view(state, None).get("scores")
        n = state["players"]
        if isinstance(scores, list) and len(scores) == n and n > 1 \
                and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in scores):
            return score_lead(scores, seat)
        return 0.5

    def undoable(self, before: dict, seat: int, move: Move, after: dict, events: list[Event]) -> bool:
        """May ``seat`` take this move back? Default: :meth:`safe_to_undo`. Override only to forbid more
        (the invariant kit checks an override never allows what the generic rule refuses)."""
        return self.safe_to_undo(before, seat, after, events)

    # ------------------------------------------------------------------ presentation
    # Every text hook takes ``lang`` ("en" or "fr") and ``names`` (display name per seat).
    #
    # Conventions the defaults follow, so that a game writes code only for its exceptions:
    # - ``texts``: the game's text table (an ``engine.text.Texts``), set in one line on the class
    #   (``texts = TEXTS``). ``rules_summary`` is its ``"rules"`` text; an event's line is its
    #   ``"ev_" + kind`` text, formatted with :meth:`event_args`.
    # - pictures: the module ``engine.games.<id>.image`` with ``board(view, lang, names)`` (the public
    #   view) and ``hand(view, lang, names)`` (a seat's view), each returning PNG bytes or None. The module
    #   is imported only when a picture is asked for, so the engine imports without Pillow's drawing code.
    texts: Any = None  # engine.text.Texts (not imported here: core stays free of Babel)

    def rules_summary(self, lang: str) -> str:
        """The game's ``"rules"`` text (the game's name if it has no text table)."""
        if self.texts is None:
            return self.localized_name(lang)
        return self.texts.t(lang, "rules")

    def board_text(self, view: Any, lang: str, names: list[str]) -> str:
        """Markdown summary of the public view (the channel's board). Keep it under 3,500 characters."""
        return ""

    def private_text(self, view: Any, lang: str, names: list[str]) -> str | None:
        """Markdown of what this seat alone sees (its hand...), from its view; None if nothing."""
        return None

    def board_image(self, view: Any, lang: str, names: list[str]) -> bytes | None:
        """Optional PNG of the public view: ``board(view, lang, names)`` of the game's ``image`` module."""
        draw = self._picture("board")
        return None if draw is None else draw(view, lang, names)

    def private_image(self, view: Any, lang: str, names: list[str]) -> bytes | None:
        """Optional PNG of what this seat alone sees (its hand as card images), from its seat's view; sent by
        DM beside ``private_text``, which stays as the accessible fallback. Default: ``hand(view, lang, names)``
        of the game's ``image`` module, or ``hand(view, lang, names, text)`` when it also writes the lines of
        ``private_text`` (``text``) under the cards."""
        draw = self._picture("hand")
        if draw is None:
            return None
        if self._picture_takes_text(draw):
            return draw(view, lang, names, self.private_text(view, lang, names))
        return draw(view, lang, names)

    @staticmethod
    @functools.cache
    def _picture_takes_text(draw: Any) -> bool:
        import inspect

        return "text" in inspect.signature(draw).parameters

    def _picture(self, function: str) -> Any:
        """``function`` of module ``engine.games.<id>.image``, or None if the game has no such module or function.

        Imported here, on the first picture asked for, and not with the game: drawing needs Pillow and fonts."""
        import importlib

        module_name = f"engine.games.{self.id}.image"
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as e:
            if not (e.name and (module_name + ".").startswith(e.name + ".")):
                raise  # the module exists but something it imports is missing: say so
            return None
        return getattr(module, function, None)

    def move_label(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> str:
        return move.id

    def move_steps(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str]:
        """Labels of the successive small choices that make up this move (card, then target, then guess).

        The platform groups legal moves by these labels, so that a long list becomes a few short choices.
        """
        return [self.move_label(state, seat, move, lang, names)]

    def event_text(self, event: Event, lang: str, names: list[str]) -> str | None:
        """The line the log shows for ``event``, or None to show nothing.

        Default: the game's :meth:`event_key` text (``"ev_" + kind``), formatted with :meth:`event_args`; None if
        the table has no such text. A game overrides this only for the events that need more (several texts to
        join) and hands the others to ``super().event_text``."""
        key = self.event_key(event)
        if self.texts is None or key not in self.texts.tables["en"]:
            return None
        return self.texts.t(lang, key, **self.event_args(event, lang, names))

    def event_key(self, event: Event) -> str:
        """The text key of an event's line: ``"ev_" + kind``. A game whose event reads one of several texts by
        its arguments (a tie or a winner, a free action) names the key here and keeps the default line."""
        return "ev_" + event.kind

    # How the default event line words an event's arguments, the same way in every event of the game:
    # ``event_seats`` names the arguments that are seat numbers (shown as the player's name; ``seat`` itself
    # gives ``name``; a list of seats, their names joined by commas), ``event_words`` maps an argument to a
    # function ``(lang, value) -> str`` (a card key to the card's name...).
    event_seats: tuple[str, ...] = ()
    event_words: dict[str, Any] = {}

    def event_args(self, event: Event, lang: str, names: list[str]) -> dict:
        """The format arguments of an event's text: the event's own arguments, plus ``name`` (the name of its
        ``seat``), with the ``event_seats`` arguments as names and the ``event_words`` ones worded."""
        args = dict(event.args)
        for key in ("seat", *self.event_seats):
            seat = args.get(key)
            if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(names):
                args["name" if key == "seat" else key] = names[seat]
            elif isinstance(seat, list) and key != "seat":  # several seats (the winners): their names
                args[key] = ", ".join(names[s] for s in seat)
        for key, word in self.event_words.items():
            if key in args:
                args[key] = word(lang, args[key])
        return args

    # ------------------------------------------------------------------ card texts (play without the rulebook)
    # The game's cards for ``cards``: a list of CardInfo, or a function that builds it (called once, when first
    # asked: building reads every text).
    catalogue: Any = ()

    def cards(self) -> list[CardInfo]:
        """Every card (tile, djinn, role...) of the game that does something, once per design, with its power
        in words: ``/card`` looks them up. Empty for a game with no such components. Default: :attr:`catalogue`."""
        cards = self.__dict__.get("_cards")
        if cards is None:
            catalogue = type(self).catalogue
            cards = self.__dict__["_cards"] = list(catalogue() if callable(catalogue) else catalogue)
        return cards

    def card(self, key: Any) -> CardInfo | None:
        """The card whose ``key`` is ``key`` (a data id; ints are compared as text), or None."""
        index = self.__dict__.get("_card_index")
        if index is None:
            index = {c.key: c for c in self.cards()}
            self.__dict__["_card_index"] = index
        return index.get(str(key))

    def card_note(self, key: Any, lang: str) -> str | None:
        """The short power text of card ``key`` in ``lang`` (None if the game has no such card)."""
        info = self.card(key)
        return info.note(lang) if info is not None else None

    def move_notes(self, state: dict, seat: int, move: Move, lang: str, names: list[str]) -> list[str | None]:
        """For each step of :meth:`move_steps`, a short text (at most NOTE_CHARS characters) saying what the
        choice does, usually the power of the card it names (``card_note``); None where there is nothing to
        add. The platform shows it as the select option's description and beside the buttons."""
        return []

    def cards_in_view(self, view: Any) -> list[str]:
        """The keys of the cards this view shows (a hand, a draft pack, a market, the tableaux), in the order
        a player reads them, each once: the private panel's **Cards** button lists their full texts."""
        return []

    def ai_move(self, state: dict, seat: int, rng: random.Random) -> str:
        """The move an AI seat plays; random is the floor, games may do better cheaply."""
        return rng.choice(self._legal_moves(state, seat)).id
