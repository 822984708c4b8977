"""Skill ratings per game and server, with openskill's Plackett–Luce model (2 to 6 players, ties, teams).

A finished competitive game rates every seat in the transaction that finishes it (``rate_game``, called by
the service's move unit and by migration 0007 for the games finished before ratings existed): winners share
the first place; the others follow by final score where the game gives one (equal scores tie), else share
the next place. People are rated as ``u:<user id>``; AI seats as ``ai:<level>``, one rating per level, so a
table can see how strong each level plays on that server. Cooperative games (``Game.cooperative``) and
abandoned games are not rated. Everything here is SQLAlchemy Core on a sync connection or session, so the
service's write unit and Alembic's migration share it.
"""

from __future__ import annotations

from datetime import UTC, datetime

import sqlalchemy as sa
from openskill.models import PlackettLuce
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert

MODEL = PlackettLuce()

ratings = sa.table("ratings", sa.column("id", sa.Integer), sa.column("guild_id", sa.BigInteger),
                   sa.column("game", sa.String), sa.column("player", sa.String), sa.column("name", sa.String),
                   sa.column("mu", sa.Float), sa.column("sigma", sa.Float), sa.column("games", sa.Integer),
                   sa.column("wins", sa.Integer), sa.column("updated_at", sa.DateTime(timezone=True)))


def player_key(seat: dict) -> str:
    """The rating a seat plays for: its person, or its AI level."""
    if seat.get("ai"):
        return f"ai:{seat.get('level') or 'normal'}"
    return f"u:{seat['user_id']}"


def places(outcomes: list[tuple[bool, float | None]]) -> list[int]:
    """Finishing places (0 first, equal places tie) from each seat's (won, final score)."""
    scores = sorted({score for won, score in outcomes if not won and score is not None}, reverse=True)
    out = []
    for won, score in outcomes:
        if won:
            out.append(0)
        elif score is None or not scores:
            out.append(1)
        else:
            out.append(1 + scores.index(score))
    return out


def display(mu: float, sigma: float) -> float:
    """The rating shown and ranked by: openskill's conservative estimate (mu − 3 sigma), 0 for a newcomer."""
    return MODEL.rating(mu=mu, sigma=sigma).ordinal()


def rate_game(conn, guild_id: int | None, game: str, seats: list[dict], outcomes: list[tuple[bool, float | None]],
              moment: datetime | None = None) -> None:
    """Rate one finished game: ``seats`` as stored on the game (name, user id or AI level), ``outcomes`` per seat.

    Seats playing for the same rating (two AI seats of one level, or one person in two seats) are rated once,
    at the better of their places."""
    moment = moment or datetime.now(UTC)
    best: dict[str, int] = {}
    names: dict[str, str] = {}
    won: dict[str, bool] = {}
    for seat, place, (did_win, _) in zip(seats, places(outcomes), outcomes, strict=True):
        key = player_key(seat)
        best[key] = min(place, best.get(key, place))
        names.setdefault(key, seat.get("name") or key)
        won[key] = won.get(key, False) or did_win
    if len(best) < 2:
        return  # nobody to be measured against
    keys = sorted(best)
    # a newcomer's row first (another process finishing a game with the same newcomer inserts nothing), then the
    # rows read locked (on a server database) so that two games ending at once update one after the other
    fresh = MODEL.rating()
    dialect = conn.dialect if isinstance(conn, sa.Connection) else conn.get_bind().dialect  # a Session's too
    insert = pg_insert if dialect.name == "postgresql" else sqlite_insert
    conn.execute(insert(ratings).values([
        {"guild_id": guild_id, "game": game, "player": k, "name": names[k], "mu": fresh.mu, "sigma": fresh.sigma,
         "games": 0, "wins": 0, "updated_at": moment} for k in keys]).on_conflict_do_nothing())
    where = sa.and_(ratings.c.game == game, ratings.c.player.in_(keys),
                    ratings.c.guild_id.is_(None) if guild_id is None else ratings.c.guild_id == guild_id)
    stored = {r.player: r for r in conn.execute(sa.select(ratings).where(where).order_by(ratings.c.id)
                                                 .with_for_update())}
    teams = [[MODEL.rating(mu=stored[k].mu, sigma=stored[k].sigma)] for k in keys]
    rated = MODEL.rate(teams, ranks=[best[k] for k in keys])
    for key, [new] in zip(keys, rated, strict=True):
        old = stored[key]
        conn.execute(ratings.update().where(ratings.c.id == old.id).values(
            name=names[key], mu=new.mu, sigma=new.sigma, games=old.games + 1, wins=old.wins + int(won[key]),
            updated_at=moment))
