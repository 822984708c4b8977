"""Tables and the async database handle (SQLModel over SQLAlchemy's asyncio engine)."""

from __future__ import annotations

from datetime import UTC, datetime

from sqlalchemy import JSON, BigInteger, Column, Index, Integer, LargeBinary, UniqueConstraint, event, text
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine
from sqlmodel import Field, SQLModel
from sqlmodel.ext.asyncio.session import AsyncSession

from ..settings import async_url

ACTIVE = ("lobby", "running")


def now() -> datetime:
    return datetime.now(UTC)


# the delivery bookkeeping of a game (table ``deliveries``), in its columns' order
DELIVERY = ("board_message_id", "dms", "dm_warned", "pinged", "ping_message_id", "announced_version", "shown_version")


def blank_delivery() -> dict:
    return {"board_message_id": None, "dms": {}, "dm_warned": [], "pinged": [], "ping_message_id": None,
            "announced_version": None, "shown_version": None}


def _delivered(name: str) -> property:
    def get(row):
        return row.delivery[name]

    def put(row, value):
        row.delivery[name] = value

    return property(get, put, doc=f"``deliveries.{name}`` of the game, as read with the row")


class GameRow(SQLModel, table=True):
    __tablename__ = "games"
    __table_args__ = (
        # one lobby or running game per channel (threads are channels too)
        Index("uq_games_active_channel", "channel_id", unique=True,
              sqlite_where=text("status IN ('lobby', 'running')"),
              postgresql_where=text("status IN ('lobby', 'running')")),
    )

    id: int | None = Field(default=None, primary_key=True)
    guild_id: int | None = Field(default=None, sa_column=Column(BigInteger, index=True))
    channel_id: int = Field(sa_column=Column(BigInteger, nullable=False))
    game: str = Field(index=True)
    status: str = Field(default="lobby", index=True)  # lobby, running, finished, abandoned
    host_id: int = Field(sa_column=Column(BigInteger, nullable=False))
    lang: str = "en"
    seats: list = Field(default_factory=list, sa_column=Column(JSON))  # [{user_id, name, ai, lang}]
    options: dict = Field(default_factory=dict, sa_column=Column(JSON))
    seed: int = Field(default=0, sa_column=Column(BigInteger, nullable=False, default=0))  # 62-bit seeds
    state: dict | None = Field(default=None, sa_column=Column(JSON))
    version: int = 0
    moves: int = Field(default=0, sa_column=Column(Integer, nullable=False, server_default="0"))  # moves played
    result: dict | None = Field(default=None, sa_column=Column(JSON))
    created_at: datetime = Field(default_factory=now)
    updated_at: datetime = Field(default_factory=now)
    finished_at: datetime | None = None

    # The game's delivery bookkeeping lives in ``deliveries`` (DeliveryRow), not in this table: the store
    # attaches it to every row it reads (and inserts a new game's with it), so the Discord-facing layer
    # reads ``row.board_message_id`` & co. as before. Not game state: it changes without a version bump.
    def __init__(self, **data):
        delivery = {k: data.pop(k) for k in DELIVERY if k in data}
        super().__init__(**data)
        if delivery:
            self.delivery.update(delivery)

    @property
    def delivery(self) -> dict:
        """The row's delivery bookkeeping (the ``deliveries`` columns but its key), as read with the row."""
        held = self.__dict__.get("_delivery")
        if held is None:
            held = self.__dict__["_delivery"] = blank_delivery()
        return held

    board_message_id = _delivered("board_message_id")
    dms = _delivered("dms")
    dm_warned = _delivered("dm_warned")
    pinged = _delivered("pinged")
    ping_message_id = _delivered("ping_message_id")
    announced_version = _delivered("announced_version")
    shown_version = _delivered("shown_version")

    @property
    def outbox(self):
        """The outbox entry the move that wrote this row left (bot/play/moves.py ``Posted``; None: not a
        move's row, e.g. one read from the database). Not copied with the row."""
        return self.__dict__.get("_outbox")

    @outbox.setter
    def outbox(self, entry) -> None:
        self.__dict__["_outbox"] = entry


COLUMNS = tuple(GameRow.model_fields)  # the games table's columns, in the model's order
_COLUMNS = frozenset(COLUMNS)


def game_row(fields: dict, delivery: dict | None = None) -> GameRow:
    """A detached ``GameRow`` from the values of every one of its columns, already valid (a row's own, or as
    a statement returned them), and its delivery bookkeeping (missing keys blank), without the model's
    constructor: built as SQLAlchemy builds a row it loads (instance state, then the values in ``__dict__``),
    a fraction of ``GameRow(**...)``'s cost (≈ 0.3 ms profiled), which the move path pays a few times a
    click. Anything short of every column goes through the constructor (its defaults and checks)."""
    if len(fields) != len(_COLUMNS) or not _COLUMNS.issuperset(fields):
        return GameRow(**fields, **(delivery or {}))
    row = _new_game_row()
    row.__dict__.update(fields)
    held = blank_delivery()
    if delivery:
        held.update((k, delivery[k]) for k in DELIVERY if k in delivery)
    row.__dict__["_delivery"] = held
    return row


def row_values(row: GameRow) -> dict:
    """Every column of ``row`` (not its delivery bookkeeping): what ``game_row`` takes. Read from the
    row's ``__dict__`` where it holds the value (the instrumented attribute's own first look), else through
    the attribute (a column a session expired is loaded as usual)."""
    held = row.__dict__
    return {c: held[c] if c in held else getattr(row, c) for c in COLUMNS}


class DeliveryRow(SQLModel, table=True):
    """What Discord was last sent for one game (message ids, who was pinged, which version was claimed and
    shown): delivery bookkeeping, written by the announcements, never a game's state (no version bump)."""

    __tablename__ = "deliveries"

    game_row_id: int = Field(foreign_key="games.id", primary_key=True, sa_column_kwargs={"autoincrement": False})
    board_message_id: int | None = Field(default=None, sa_column=Column(BigInteger))
    dms: dict = Field(default_factory=dict, sa_column=Column(JSON))  # seat -> {channel_id, message_id, digest}
    dm_warned: list = Field(default_factory=list, sa_column=Column(JSON))  # seats told to use /hand
    pinged: list = Field(default_factory=list, sa_column=Column(JSON))  # human seats last pinged to act
    ping_message_id: int | None = Field(default=None, sa_column=Column(BigInteger))  # deleted by the next ping
    announced_version: int | None = None  # the version whose announcement was last claimed (None: never)
    shown_version: int | None = None  # the version board, DMs and ping were last sent for (after the sends)


class OutboxRow(SQLModel, table=True):
    """A game's moves committed and not yet announced (the transactional outbox): written by the move's own
    transaction, one row per game (a flood folds into its latest version), consumed by the publisher
    (bot/ui/publisher.py) and deleted once that version is shown (with the message ids it left) or folded into
    a later claim. A crash between the commit and the sends leaves the row: the restart announces it."""

    __tablename__ = "outbox"

    game_row_id: int = Field(foreign_key="games.id", primary_key=True, sa_column_kwargs={"autoincrement": False})
    version: int  # the latest version a move committed and not yet announced
    announced_before: int | None = None  # the claim before the first of those moves (what the board last showed)
    pinged_before: list = Field(default_factory=list, sa_column=Column(JSON))  # who had been pinged then
    pinged: list = Field(default_factory=list, sa_column=Column(JSON))  # who the announcement pings


class MoveRow(SQLModel, table=True):
    """Append-only log of a game not yet ended: one row per applied move; seed + rows rebuild the state.

    When the game ends its rows are packed into one ``move_logs`` row (bot/store/movelog.py). The unique
    constraint's index (game_row_id, version) also serves every lookup by game: no index of its own.
    """

    __tablename__ = "moves"
    __table_args__ = (UniqueConstraint("game_row_id", "version"),)

    id: int | None = Field(default=None, primary_key=True)
    game_row_id: int = Field(foreign_key="games.id")
    version: int  # the game's version after this move
    seat: int
    move_id: str
    user_id: int | None = Field(default=None, sa_column=Column(BigInteger))
    events: list = Field(default_factory=list, sa_column=Column(JSON))
    created_at: datetime = Field(default_factory=now)


class GameSeatRow(SQLModel, table=True):
    """A human seat of a game, indexed by user: "my running games" is one query (written with ``seats``)."""

    __tablename__ = "game_seats"
    __table_args__ = (Index("ix_game_seats_user_id", "user_id", "game_row_id"),)

    game_row_id: int = Field(foreign_key="games.id", primary_key=True)
    seat: int = Field(primary_key=True, sa_column_kwargs={"autoincrement": False})
    user_id: int = Field(sa_column=Column(BigInteger, nullable=False))


class ShardLeaseRow(SQLModel, table=True):
    """Who does the background work (AI seats, timers, re-announcing) of one shard's games, until when.

    The process holding a shard renews its lease; when it stops renewing (it died), another process takes
    the lease over once it expires, as a stand-in, until the shard's own process is back (bot/play/ownership.py).
    """

    __tablename__ = "shard_leases"

    shard: int = Field(primary_key=True, sa_column_kwargs={"autoincrement": False})
    holder: str | None = None
    expires_at: datetime = Field(default_factory=now)
    standin: bool = False  # held by a process that does not hold the shard's gateway connection


class GuildSettingsRow(SQLModel, table=True):
    """Per-server defaults set with /settings (Manage Server)."""

    __tablename__ = "guild_settings"

    guild_id: int = Field(sa_column=Column(BigInteger, primary_key=True, autoincrement=False))
    turn_timeout: int | None = None  # minutes a human seat has per turn by default; None: no timer
    max_timeouts: int = 3  # consecutive timeouts before an AI takes the seat
    longest_timeout: int = 10080  # the most minutes a /play may ask for (a week)
    updated_at: datetime = Field(default_factory=now)


class GameClockRow(SQLModel, table=True):
    """The turn timer of one game, fixed at /play (server default or the game's own choice)."""

    __tablename__ = "game_clocks"

    game_row_id: int = Field(foreign_key="games.id", primary_key=True)
    timeout_s: int  # seconds per turn
    max_timeouts: int


class SeatClockRow(SQLModel, table=True):
    """A human seat's deadline, stored so that timers survive restarts.

    ``due_at`` is None while the seat has nothing to do; ``version`` is the game version the deadline was
    last confirmed at (a timeout plays at that version only, so it can never act on a changed game).
    """

    __tablename__ = "seat_clocks"

    game_row_id: int = Field(foreign_key="games.id", primary_key=True)
    seat: int = Field(primary_key=True, sa_column_kwargs={"autoincrement": False})
    version: int = 0
    due_at: datetime | None = Field(default=None, index=True)
    remind_at: datetime | None = None
    reminded: bool = False
    timed_out: bool = False  # this deadline already passed once (one strike per turn, however many steps)
    strikes: int = 0  # consecutive turns played for the seat by the timer


class UndoMarkRow(SQLModel, table=True):
    """The game's latest move may be taken back by ``seat`` while the game is still at ``version``."""

    __tablename__ = "undo_marks"

    game_row_id: int = Field(foreign_key="games.id", primary_key=True)
    version: int
    seat: int
    user_id: int | None = Field(default=None, sa_column=Column(BigInteger))


class UndoneMoveRow(SQLModel, table=True):
    """A move taken back: moved out of ``moves`` (so seed + moves still replays the state) and kept here."""

    __tablename__ = "undone_moves"

    id: int | None = Field(default=None, primary_key=True)
    game_row_id: int = Field(foreign_key="games.id", index=True)
    version: int  # the version the move had
    undo_version: int  # the game's version after the undo
    seat: int
    move_id: str
    user_id: int | None = Field(default=None, sa_column=Column(BigInteger))
    events: list = Field(default_factory=list, sa_column=Column(JSON))
    created_at: datetime = Field(default_factory=now)


class MoveLogRow(SQLModel, table=True):
    """The move log of an ended game, packed (bot/store/movelog.py): its ``moves``/``undone_moves`` rows are gone."""

    __tablename__ = "move_logs"

    game_row_id: int = Field(foreign_key="games.id", primary_key=True, sa_column_kwargs={"autoincrement": False})
    log: bytes = Field(sa_column=Column(LargeBinary, nullable=False))


class StatRow(SQLModel, table=True):
    """One seat of one ended game, written in the same transaction that ends it (so never twice)."""

    __tablename__ = "stats"
    __table_args__ = (UniqueConstraint("game_row_id", "seat"),)

    id: int | None = Field(default=None, primary_key=True)
    game_row_id: int = Field(foreign_key="games.id", index=True)
    guild_id: int | None = Field(default=None, sa_column=Column(BigInteger, index=True))
    game: str = Field(index=True)
    seat: int
    user_id: int | None = Field(default=None, sa_column=Column(BigInteger, index=True))  # None for AI seats
    name: str = ""
    ai: bool = False
    outcome: str  # won, lost, abandoned
    score: float | None = None
    created_at: datetime = Field(default_factory=now)


class RatingRow(SQLModel, table=True):
    """A player's skill rating in one game on one server (openskill's Plackett–Luce model: ``mu`` and ``sigma``),
    updated in the transaction that finishes a game (bot/store/ratings.py). ``player`` is ``u:<user id>`` for a
    person, ``ai:<level>`` for AI seats (one rating per level, shown apart)."""

    __tablename__ = "ratings"
    __table_args__ = (UniqueConstraint("guild_id", "game", "player"),)

    id: int | None = Field(default=None, primary_key=True)
    guild_id: int | None = Field(default=None, sa_column=Column(BigInteger))
    game: str
    player: str
    name: str = ""
    mu: float
    sigma: float
    games: int = 0
    wins: int = 0
    updated_at: datetime = Field(default_factory=now)


_new_game_row = GameRow._sa_class_manager.new_instance  # __new__ (pydantic's private attributes) + state


def detached(cls, **values):
    """A detached row of the model ``cls`` from valid values of every one of its columns, built as
    ``game_row`` builds a game's (for the move-log row and the undo mark of every click); anything short
    of every column goes through the model's constructor."""
    fields = cls.model_fields
    if len(values) != len(fields) or not all(k in fields for k in values):
        return cls(**values)
    row = cls._sa_class_manager.new_instance()
    row.__dict__.update(values)
    return row


class Database:
    def __init__(self, url: str):
        self.url = async_url(url)
        kwargs = {}
        if self.url.startswith("sqlite"):
            kwargs["connect_args"] = {"timeout": 30}
        else:  # a networked server: check connections before use, recycle them, keep a modest pool
            kwargs.update(pool_pre_ping=True, pool_recycle=1800, pool_size=10, max_overflow=10)
        self.engine = create_async_engine(self.url, **kwargs)
        if self.url.startswith("sqlite"):
            event.listen(self.engine.sync_engine, "connect", _sqlite_pragmas)
        self.sessions = async_sessionmaker(self.engine, class_=AsyncSession, expire_on_commit=False)

    async def create_all(self) -> None:
        """Create or upgrade the schema to the latest migration (``python -m bot db upgrade``, tests)."""
        from . import migrations

        await migrations.upgrade(self.url, self.engine if migrations.is_memory(self.url) else None)

    async def prepare(self) -> None:
        """At start-up: SQLite upgrades itself (under a lock); a server database must already be up to date."""
        from . import migrations

        if self.url.startswith("sqlite"):
            await self.create_all()
        else:
            await migrations.check(self.engine)  # raises SchemaError with what to run

    def session(self) -> AsyncSession:
        return self.sessions()

    async def close(self) -> None:
        await self.engine.dispose()


def _sqlite_pragmas(dbapi_conn, _record) -> None:
    cur = dbapi_conn.cursor()
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA synchronous=NORMAL")  # with WAL: a commit survives any crash of the process
    cur.execute("PRAGMA foreign_keys=ON")
    cur.close()
