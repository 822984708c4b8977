"""What a table remembers: /history, /replay (with an export file), /stats and /leaderboard.

Reading only; the rows are written by the service (moves as they are played, stats in the transaction
that ends a game).
"""

from __future__ import annotations

import io
import json
from collections import defaultdict

import discord

from engine import Event, registry

from ..i18n import lang_of, t
from ..play.service import GameService, UserError, names_of, seat_of
from ..replay import export, verify
from ..store.db import GameRow, RatingRow, StatRow
from ..store.ratings import display
from . import answer, render

HISTORY_CHARS = 3800  # per page, inside an embed description (4,096)
LEADERS = 10
MAX_ID = 1 << 62  # a game number beyond what the database can hold is simply not a game


class Records:
    def __init__(self, service: GameService, reply):
        self.service = service
        self.reply = reply  # Tables.reply

    # ------------------------------------------------------------------ which game
    async def _game(self, interaction: discord.Interaction, gid: int | None) -> GameRow:
        if gid is not None:
            row = await self.service.get(gid) if 0 < gid < MAX_ID else None
            if row is None or (row.guild_id != interaction.guild_id and seat_of(row, interaction.user.id) is None):
                raise UserError("err.game_gone")
            return row
        row = await self.service.active_in_channel(interaction.channel_id)
        if row is None:  # the channel's last game, so its record stays at hand after the end
            row = await self.service.store.last_in_channel(interaction.channel_id)
        if row is None:
            raise UserError("err.no_game")
        return row

    # ------------------------------------------------------------------ /history
    async def history_lines(self, row: GameRow, seat: int | None, lang: str) -> list[str]:
        """The move log in words: public events, plus ``seat``'s own private ones; undone moves marked."""
        game = registry.get(row.game)
        names = names_of(row)
        moves, undone = await self.service.move_log(row.id)
        entries = [(m.version, "move", m) for m in moves]
        entries += [(u.undo_version, "undo", u) for u in undone]
        lines = []
        number = 0
        for _, kind, item in sorted(entries, key=lambda e: e[0]):
            if kind == "undo":
                lines.append(t(lang, "history.undone", name=names[item.seat]))
                continue
            number += 1
            texts = render.event_lines(game, [Event.from_dict(e) for e in item.events], names, lang, seat)
            if texts:
                lines.append(render.fit(f"`{number}.` " + " · ".join(texts), 1000))
        return lines

    async def on_history(self, interaction: discord.Interaction, gid: int | None, page: int | None) -> None:
        await answer.ack(interaction)
        lang = lang_of(interaction.locale)
        row = await self._game(interaction, gid)
        if row.state is None:
            raise UserError("err.not_running")
        seat = seat_of(row, interaction.user.id)
        pages = _pages(await self.history_lines(row, seat, lang), HISTORY_CHARS)
        if page is not None and not -MAX_ID < page < MAX_ID:
            page = None
        number = max(1, min(page or len(pages), len(pages)))  # default: the latest page
        game = registry.get(row.game)
        title = t(lang, "history.title", game=game.localized_name(lang), id=row.id)
        embed = discord.Embed(title=render.fit(title, 256),
                              description=pages[number - 1] or t(lang, "history.empty"),
                              colour=render.COLOURS.get(row.status, 0))
        embed.set_footer(text=t(lang, "history.footer", page=number, pages=len(pages)))
        await self.reply(interaction, embed=embed)

    # ------------------------------------------------------------------ /replay
    async def on_replay(self, interaction: discord.Interaction, gid: int) -> None:
        await answer.ack(interaction)
        lang = lang_of(interaction.locale)
        row = await self.service.get(gid) if 0 < gid < MAX_ID else None
        if row is None or row.guild_id != interaction.guild_id:
            raise UserError("err.game_gone")
        if row.status != "finished":
            raise UserError("err.replay_not_finished")
        data = export(row, await self.service.all_moves(gid))
        report = verify(data)
        key = "replay.ok" if report["ok"] else "replay.bad"
        text = t(lang, key, id=gid, moves=report["moves"], seed=row.seed,
                 error=report["error"] or t(lang, "replay.differs"))
        file = discord.File(io.BytesIO(json.dumps(data, indent=1).encode()), filename=f"meeple-game-{gid}.json")
        await self.reply(interaction, text, file=file)

    # ------------------------------------------------------------------ /stats and /leaderboard
    async def _rows(self, guild_id: int | None, **where) -> list[StatRow]:
        if guild_id is None:
            raise UserError("err.guild_only")
        return await self.service.store.stats(guild_id, **where)

    async def on_stats(self, interaction: discord.Interaction, user: discord.abc.User | None,
                       game_id: str | None) -> None:
        await answer.ack(interaction)
        lang = lang_of(interaction.locale)
        who = user or interaction.user
        if game_id is not None and game_id not in registry.games():
            raise UserError("err.unknown_game", game=game_id)
        rows = await self._rows(interaction.guild_id, user_id=who.id, ai=False, game=game_id)
        per: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])  # played, won, abandoned
        for r in rows:
            if r.outcome == "abandoned":
                per[r.game][2] += 1
            else:
                per[r.game][0] += 1
                per[r.game][1] += r.outcome == "won"
        rated = {r.game: r for r in await self._ratings(interaction.guild_id, player=f"u:{who.id}")}
        lines = []
        for g, (p, w, a) in sorted(per.items()):
            if g not in registry.games():
                continue
            name = registry.get(g).localized_name(lang)
            if g in rated:
                rating = f"{display(rated[g].mu, rated[g].sigma):.1f}"
                lines.append(t(lang, "stats.rated", game=name, rating=rating, played=p, won=w, abandoned=a))
            else:
                lines.append(t(lang, "stats.line", game=name, played=p, won=w, abandoned=a))
        embed = discord.Embed(title=render.fit(t(lang, "stats.title", name=who.display_name), 256),
                              description=render.fit("\n".join(lines) or t(lang, "stats.none"), 4000))
        await self.reply(interaction, embed=embed)

    async def _ratings(self, guild_id: int | None, **where) -> list[RatingRow]:
        return await self.service.store.ratings(guild_id, **where)

    async def on_leaderboard(self, interaction: discord.Interaction, game_id: str) -> None:
        await answer.ack(interaction)
        lang = lang_of(interaction.locale)
        if game_id not in registry.games():
            raise UserError("err.unknown_game", game=game_id)
        if not registry.get(game_id).cooperative:
            await self._rated_leaderboard(interaction, game_id, lang)
            return
        rows = await self._rows(interaction.guild_id, game=game_id)  # cooperative: win rates, no rating
        people: dict[int, list] = {}
        ai = [0, 0]
        abandoned = set()
        for r in rows:
            if r.outcome == "abandoned":
                abandoned.add(r.game_row_id)
            elif r.ai:
                ai[0] += 1
                ai[1] += r.outcome == "won"
            else:
                entry = people.setdefault(r.user_id, [r.name, 0, 0])
                entry[1] += 1
                entry[2] += r.outcome == "won"
        ranked = sorted(people.items(), key=lambda kv: (-kv[1][2], -kv[1][2] / kv[1][1], kv[1][0]))[:LEADERS]
        lines = [t(lang, "leaders.line", rank=i + 1, mention=f"<@{uid}>", won=won, played=played)
                 for i, (uid, (_name, played, won)) in enumerate(ranked)]
        lines.append(t(lang, "leaders.apart", ai_played=ai[0], ai_won=ai[1], abandoned=len(abandoned)))
        game = registry.get(game_id)
        embed = discord.Embed(title=render.fit(t(lang, "leaders.title", game=game.localized_name(lang)), 256),
                              description=render.fit("\n".join(lines), 4000))
        await self.reply(interaction, embed=embed)


    async def _rated_leaderboard(self, interaction: discord.Interaction, game_id: str, lang: str) -> None:
        """People ranked by skill rating (with games played and won); AI levels and abandoned games apart."""
        stats = await self._rows(interaction.guild_id, game=game_id)
        abandoned = {r.game_row_id for r in stats if r.outcome == "abandoned"}
        rated = sorted(await self._ratings(interaction.guild_id, game=game_id),
                       key=lambda r: (-display(r.mu, r.sigma), -r.games, r.name))
        people = [r for r in rated if r.player.startswith("u:")]
        lines = [t(lang, "leaders.rated", rank=i + 1, mention=f"<@{r.player[2:]}>",
                   rating=f"{display(r.mu, r.sigma):.1f}", won=r.wins, played=r.games)
                 for i, r in enumerate(people[:LEADERS])] or [t(lang, "leaders.none")]
        if people:
            lines.append(t(lang, "leaders.rating_note"))
        levels = [t(lang, "leaders.ai_level", level=t(lang, f"ai.level.{r.player[3:]}"),
                    rating=f"{display(r.mu, r.sigma):.1f}", played=r.games)
                  for r in rated if r.player.startswith("ai:") and r.player[3:] in ("easy", "normal", "hard")]
        if levels:
            lines.append(t(lang, "leaders.ai", levels=" · ".join(levels)))
        lines.append(t(lang, "leaders.abandoned", n=len(abandoned)))
        game = registry.get(game_id)
        embed = discord.Embed(title=render.fit(t(lang, "leaders.title", game=game.localized_name(lang)), 256),
                              description=render.fit("\n".join(lines), 4000))
        await self.reply(interaction, embed=embed)


def _pages(lines: list[str], limit: int) -> list[str]:
    pages, current = [], ""
    for line in lines:
        if current and len(current) + 1 + len(line) > limit:
            pages.append(current)
            current = ""
        current = f"{current}\n{line}" if current else line
    pages.append(current)
    return pages
