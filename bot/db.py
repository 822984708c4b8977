"""Tables and the async database handle (SQLModel over SQLAlchemy's asyncio engine)."""

from __future__ import annotations

from datetime import UTC, datetime

from sqlalchemy import JSON, BigInteger, Column, Index, UniqueConstraint, event, text
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine
from sqlmodel import Field, SQLModel
from sqlmodel.ext.asyncio.session import AsyncSession

from .settings import async_url

ACTIVE = ("lobby", "running")


def now() -> datetime:
    return datetime.now(UTC)


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
    seed: int = 0
    state: dict | None = Field(default=None, sa_column=Column(JSON))
    version: int = 0
    board_message_id: int | None = Field(default=None, sa_column=Column(BigInteger))
    dms: dict = Field(default_factory=dict, sa_column=Column(JSON))  # seat -> {channel_id, message_id, digest}
    dm_warned: list = Field(default_factory=list, sa_column=Column(JSON))  # seats told to use /hand
    pinged: list = Field(default_factory=list, sa_column=Column(JSON))  # human seats last pinged to act
    result: dict | None = Field(default=None, sa_column=Column(JSON))
    created_at: datetime = Field(default_factory=now)
    updated_at: datetime = Field(default_factory=now)
    finished_at: datetime | None = None


class MoveRow(SQLModel, table=True):
    """Append-only log: one row per applied move; replaying seed + rows rebuilds the state."""

    __tablename__ = "moves"
    __table_args__ = (UniqueConstraint("game_row_id", "version"),)

    id: int | None = Field(default=None, primary_key=True)
    game_row_id: int = Field(foreign_key="games.id", index=True)
    version: int  # the game's version after this move
    seat: int
    move_id: str
    user_id: int | None = Field(default=None, sa_column=Column(BigInteger))
    events: list = Field(default_factory=list, sa_column=Column(JSON))
    created_at: datetime = Field(default_factory=now)


class Database:
    def __init__(self, url: str):
        self.url = async_url(url)
        kwargs = {}
        if self.url.startswith("sqlite"):
            kwargs["connect_args"] = {"timeout": 30}
        self.engine = create_async_engine(self.url, **kwargs)
        if self.url.startswith("sqlite"):
            event.listen(self.engine.sync_engine, "connect", _sqlite_pragmas)
        self.sessions = async_sessionmaker(self.engine, class_=AsyncSession, expire_on_commit=False)

    async def create_all(self) -> None:
        async with self.engine.begin() as conn:
            await conn.run_sync(SQLModel.metadata.create_all)

    def session(self) -> AsyncSession:
        return self.sessions()

    async def close(self) -> None:
        await self.engine.dispose()


def _sqlite_pragmas(dbapi_conn, _record) -> None:
    cur = dbapi_conn.cursor()
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA foreign_keys=ON")
    cur.close()
