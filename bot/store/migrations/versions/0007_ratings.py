"""ratings: a skill rating per game, server and player (openskill, Plackett–Luce), and the games already finished
rated in the order they ended.

Each finished competitive game is rated from its stats rows (won or lost, final score) and its seats (a person,
or an AI seat's level), oldest first, exactly as the bot now rates a game in the transaction that finishes it
(``bot/store/ratings.py``). Abandoned games and cooperative ones (Pandemic) are not rated.

Revision ID: 0007
Revises: 0006
"""

import sqlalchemy as sa
from alembic import op

from bot.store.ratings import rate_game

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None

COOPERATIVE = ("pandemic",)  # the games of this release whose seats win or lose together

games = sa.table("games", sa.column("id", sa.Integer), sa.column("guild_id", sa.BigInteger),
                 sa.column("game", sa.String), sa.column("status", sa.String), sa.column("seats", sa.JSON))
stats = sa.table("stats", sa.column("id", sa.Integer), sa.column("game_row_id", sa.Integer),
                 sa.column("seat", sa.Integer), sa.column("outcome", sa.String), sa.column("score", sa.Float),
                 sa.column("created_at", sa.DateTime(timezone=True)))


def upgrade() -> None:
    op.create_table(
        "ratings",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("guild_id", sa.BigInteger),
        sa.Column("game", sa.String, nullable=False),
        sa.Column("player", sa.String, nullable=False),
        sa.Column("name", sa.String, nullable=False),
        sa.Column("mu", sa.Float, nullable=False),
        sa.Column("sigma", sa.Float, nullable=False),
        sa.Column("games", sa.Integer, nullable=False),
        sa.Column("wins", sa.Integer, nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("guild_id", "game", "player"),
    )
    conn = op.get_bind()
    # the order games ended in: their first stats row (written in the transaction that finished them)
    first = (sa.select(stats.c.game_row_id, sa.func.min(stats.c.id).label("first"))
             .group_by(stats.c.game_row_id).subquery())
    ended = (sa.select(games.c.id, games.c.guild_id, games.c.game, games.c.seats)
             .join(first, first.c.game_row_id == games.c.id)
             .where(games.c.status == "finished", games.c.game.not_in(COOPERATIVE)).order_by(first.c.first))
    for game in conn.execute(ended).all():
        rows = conn.execute(sa.select(stats).where(stats.c.game_row_id == game.id).order_by(stats.c.seat)).all()
        seats = list(game.seats or [])
        if len(rows) != len(seats) or any(r.outcome not in ("won", "lost") for r in rows):
            continue  # not a game that finished whole (its stats say otherwise): leave it unrated
        rate_game(conn, game.guild_id, game.game, seats, [(r.outcome == "won", r.score) for r in rows],
                  moment=rows[0].created_at)


def downgrade() -> None:
    op.drop_table("ratings")
