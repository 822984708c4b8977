"""What happens at a table: answering interactions, then announcing (board, DMs, pings) and AI turns.

Interactions are acknowledged first (deferred) so Discord never shows "This interaction failed"; the
slow part — editing the board, DMing players — runs after the answer, one game at a time.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import io
import logging
import random
import re
import time
import unicodedata

import discord

from engine import Event, registry

from ..i18n import lang_of, t
from ..play.ai import DEFAULT_LEVEL, LEVELS, Thinker
from ..play.service import GameService, UserError, find_move, seat_of
from ..play.snapshot import Snapshot
from ..store.db import GameRow
from . import answer, cards, render
from . import choices as ch
from .painter import Painter
from .publisher import Publisher, retrying

log = logging.getLogger("meeple.table")

PRIVATE_LOG_MOVES = 12
PUBLIC_LOG_MOVES = 6

class Tables:
    def __init__(self, bot: discord.Client, service: GameService, items, ai_delay: float = 1.5,
                 edit_rate: float | None = 1.0, thinker: Thinker | None = None, painter: Painter | None = None):
        self.bot = bot
        self.service = service
        self.items = items  # DynamicItem factory (cogs.components.Items)
        self.ai_delay = ai_delay  # waited once per AI turn (a run of decisions by the same AI seat)
        self.sleep = asyncio.sleep  # tests count the waits
        self.thinker = thinker or Thinker(workers=0)  # normal and hard AI seats search through it (bot/play/ai.py)
        self.painter = painter or Painter(workers=0)  # board and hand pictures are drawn through it (bot/ui/painter.py)
        self.publisher = Publisher(service, self._announce, self._due_humans, edit_rate)
        self._ai_tasks: dict[int, asyncio.Task] = {}
        # per game: the AI seat that moved last, the version its move made, and its moves in a row before it
        self._ai_streaks: dict[int, tuple[int, int, int]] = {}
        self._tasks: set[asyncio.Task] = set()
        self.timers = None  # bot.ui.timers.Timers, set by the bot

    # ------------------------------------------------------------------ snapshots
    def snap(self, row: GameRow) -> Snapshot:
        """The snapshot of ``row``'s version: everything a click derives from the state is worked out once."""
        return self.service.snapshots.of(row)

    def outcome_snap(self, outcome) -> Snapshot:
        """The snapshot of the version a move made (handed over by the service when it has it: no load)."""
        return getattr(outcome, "snapshot", None) or self.service.snapshots.of(outcome.row)

    def _due_humans(self, row: GameRow) -> list[int]:
        """The human seats that must act now (those a turn ping is for)."""
        if row.status != "running" or row.state is None:
            return []
        return list(self.snap(row).humans_due)

    # ------------------------------------------------------------------ background work
    def spawn(self, coro, name: str) -> asyncio.Task:
        task = asyncio.create_task(self._guarded(coro), name=f"meeple:{name}")
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    @staticmethod
    async def _guarded(coro):
        try:
            return await coro
        except asyncio.CancelledError:
            raise
        except Exception:  # noqa: BLE001 - background work must never die silently
            log.exception("background task failed")

    async def idle(self) -> None:
        """Wait until every announcement and AI turn has finished (tests, console, shutdown)."""
        while self._tasks or self.publisher._workers:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)
            await self.publisher.idle()
        await self.service.flush()  # nothing left to carry them: the message ids announcements left

    async def resume(self, rows: list[GameRow] | None = None) -> None:
        """After a (re)start: announce what a crash left unannounced, then let AI seats play on.

        A game whose last announced version is not its current one (a crash between a move's commit and
        its announcement, or during Start) gets its board, DMs and ping brought up to date; the rest are
        left alone, so a second restart changes nothing. ``rows``: only these games (the ones this process
        owns, bot/play/ownership.py); None: every game.
        """
        if rows is None:
            rows = [*await self.service.unannounced_games(), *await self.service.running_games()]
        for row in {r.id: r for r in rows}.values():
            if row.state is not None and row.shown_version != row.version:
                await self._guarded(self.publish(row.id, schedule=False, again=True))
        for row in rows:
            if row.status == "running":
                self.schedule_ai(row.id)

    # ------------------------------------------------------------------ answering
    reply = staticmethod(answer.reply)

    async def refuse(self, interaction: discord.Interaction, err: UserError) -> None:
        lang = lang_of(interaction.locale)
        fmt = {k: answer.quote(v) if k in QUOTED else v for k, v in err.fmt.items()}
        if "why" in fmt:  # a refusal that names its reason: the reason is a text of its own
            fmt["reason"] = t(lang, fmt.pop("why"), **fmt)
        if "gid" in fmt:
            row = await self.service.get(fmt["gid"])
            fmt["link"] = render.message_link(row) if row else ""
        await self.reply(interaction, t(lang, err.key, **fmt))

    # ------------------------------------------------------------------ /play and the lobby
    async def on_play(self, interaction: discord.Interaction, game_id: str, options_text: str | None,
                      timeout: int | None = None) -> None:
        lang = lang_of(interaction.locale)
        require_guild(interaction)
        game_id = cards.find_game_id(game_id) or game_id.strip().lower()[:64]  # "five tribes" is fivetribes
        options = parse_options(options_text)
        if options is None:
            raise option_refusal(game_id, options_text, lang)
        await answer.ack(interaction, ephemeral=False)  # a refusal below removes the public "thinking…"
        seconds, max_timeouts = await self.timers.choose(interaction.guild_id, timeout)
        # a refusal (unknown game, bad option, busy channel) is private and leaves no public message behind
        row = await self.service.create_lobby(interaction.guild_id, interaction.channel_id, interaction.user.id,
                                              answer.display_name(interaction.user.display_name),
                                              game_id, options, lang)
        await self.timers.set_game_clock(row.id, seconds, max_timeouts)
        content = t(lang, "timer.lobby", minutes=seconds // 60, n=max_timeouts) if seconds else None
        message = await answer.edit(interaction, content, embed=render.lobby_embed(row, lang),
                                    view=self._lobby_view(row, lang))
        await self.service.set_message(row.id, board_message_id=message.id)

    def _lobby_view(self, row: GameRow, lang: str) -> discord.ui.View | None:
        if row.status != "lobby":
            return None
        from cogs.components import AiLevelSelect, LobbyButton  # the cog owns the component classes

        styles = {"join": discord.ButtonStyle.success, "start": discord.ButtonStyle.primary,
                  "cancel": discord.ButtonStyle.danger}
        keys = {"join": "btn.join", "leave": "btn.leave", "ai": "btn.add_ai", "start": "btn.start",
                "cancel": "btn.cancel"}
        levels = [discord.SelectOption(label=t(lang, f"ai.level.{lv}"), value=lv,
                                       description=t(lang, f"ai.about.{lv}")) for lv in LEVELS]
        return render.view_of([LobbyButton(row.id, a, t(lang, keys[a]), styles.get(a, discord.ButtonStyle.secondary))
                               for a in keys] + [AiLevelSelect(row.id, levels, t(lang, "ai.choose"))])

    async def on_lobby(self, interaction: discord.Interaction, gid: int, action: str,
                       level: str = DEFAULT_LEVEL) -> None:
        lang = lang_of(interaction.locale)
        user = interaction.user
        svc = self.service
        await answer.ack(interaction)  # a deferred update: the lobby message is edited below
        if action == "join":
            row = await svc.join(gid, user.id, answer.display_name(user.display_name), lang)
        elif action == "leave":
            row = await svc.leave_lobby(gid, user.id)
        elif action == "ai":
            if level not in LEVELS:
                raise UserError("err.bad_level", levels=", ".join(LEVELS))
            row = await svc.add_ai(gid, user.id, lambda n: ai_name(lang, n, level), level)
        elif action == "start":
            row = await svc.start(gid, user.id)
        else:
            row = await svc.cancel(gid, user.id)
        if row.status == "running":
            self.spawn(self.publish(row.id, row=row), f"publish-{gid}")  # started: announced whatever happens below
            return
        if row.status == "abandoned":
            embed = render.lobby_embed(row, row.lang)
            embed.description = t(row.lang, "lobby.cancelled", name=answer.display_name(user.display_name))
            await answer.edit(interaction, embed=embed, view=None)
            return
        await answer.edit(interaction, embed=render.lobby_embed(row, row.lang), view=self._lobby_view(row, row.lang))

    # ------------------------------------------------------------------ private views and choices
    async def _hand_payload(self, row: GameRow, seat: int, lang: str, path: list[int] | None = None,
                            page: int = 0, picture: bool = True, snap: Snapshot | None = None) -> dict:
        snap = snap or self.snap(row)
        game = snap.game
        lvl = None
        if row.status == "running" and seat in snap.acting:
            lvl = choice_level(snap, seat, lang, path or [])
            if lvl is None:
                lvl = choice_level(snap, seat, lang, [])
        private = await self._private_log(row, seat, lang, snap)
        embed = render.hand_embed(row, seat, lang, private, lvl, snap)
        components = render.choice_rows(row, lvl, lang, page, self.items) if lvl else []
        if row.status == "running" and await self.service.undo_available(row, seat):
            components.append(self.items.undo(row.id, row.version, t(lang, "btn.undo"), 4))
        if row.status == "running" and game.cards():
            components.append(self.items.cards(row.id, None, t(lang, "btn.cards"), 4))
        payload = {"embed": embed, "view": render.view_of(components)}
        if picture:
            await self._add_hand_picture(payload, row, seat, lang, snap)
        return payload

    async def _add_hand_picture(self, payload: dict, row: GameRow, seat: int, lang: str,
                                snap: Snapshot | None = None) -> None:
        """The hand as cards above the text, which stays as the accessible fallback (drawn off the loop)."""
        png = await self.painter.hand(row, seat, lang, snap or self.snap(row))
        if png:
            payload["embed"].set_image(url="attachment://hand.png")
            payload["file"] = discord.File(io.BytesIO(png), filename="hand.png")

    async def _private_log(self, row: GameRow, seat: int, lang: str, snap: Snapshot | None = None) -> list[str]:
        snap = snap or self.snap(row)
        box = snap.memo(("private_log", seat, lang), dict)  # the log of a version never changes: read it once
        if "lines" not in box:
            game, names = snap.game, snap.names
            lines = []
            moves = await self._recent_moves(snap, PRIVATE_LOG_MOVES)
            mine = [i for i, m in enumerate(moves) if m.seat == seat]
            for m in moves[mine[-1] if mine else 0:]:  # what this seat learned since its own last move
                events = [Event.from_dict(e) for e in m.events if e.get("to") is not None and seat in e["to"]]
                lines += render.event_lines(game, events, names, lang, seat)
            box["lines"] = lines
        return box["lines"]

    async def _recent_moves(self, snap: Snapshot, limit: int) -> list:
        """The last ``limit`` logged moves up to the snapshot's version (read once per version)."""
        box = snap.memo(("recent_moves", limit), dict)
        if "moves" not in box:
            box["moves"] = await self.service.recent_moves(snap.gid, limit, snap.version)
        return box["moves"]

    async def _find_game(self, interaction: discord.Interaction) -> GameRow:
        """The game a command acts on: the one its ``game`` option names (a game of the user's), else this
        channel's, else in DMs the user's only running game (several: the user is asked to choose)."""
        wanted = getattr(interaction.namespace, "game", None)
        if isinstance(wanted, int) and not isinstance(wanted, bool):
            row = await self.service.get(wanted)
            if row is None or row.status != "running" or seat_of(row, interaction.user.id) is None:
                raise UserError("err.not_your_game", id=wanted)
            return row
        row = await self.service.active_in_channel(interaction.channel_id)
        if row is None and interaction.guild_id is None:  # in DMs: the user's own running game
            mine = await self.service.games_of_user(interaction.user.id)
            if len(mine) > 1:
                lang = lang_of(interaction.locale)
                listed = ", ".join(f"#{r.id} {registry.get(r.game).localized_name(lang)}" for r in mine[:10])
                raise UserError("err.which_game", n=len(mine), list=listed)
            row = mine[0] if mine else None
        if row is None:
            raise UserError("err.no_game")
        return row

    async def my_games_autocomplete(self, interaction: discord.Interaction, current: str) -> list[tuple[str, int]]:
        """(label, id) of the user's running games, for the ``game`` option of DM commands."""
        lang = lang_of(interaction.locale)
        out = []
        for row in await self.service.games_of_user(interaction.user.id):
            players = ", ".join(s["name"] for s in row.seats if s.get("user_id") != interaction.user.id)
            label = t(lang, "my_game", id=row.id, game=registry.get(row.game).localized_name(lang), players=players)
            if current.strip().lower().lstrip("#") in label.lower():
                out.append((render.fit(label, 100), row.id))
        return out[:25]

    async def on_hand(self, interaction: discord.Interaction) -> None:
        await answer.ack(interaction)
        await self._show_hand(interaction, await self._find_game(interaction))

    async def on_hand_button(self, interaction: discord.Interaction, gid: int) -> None:
        await answer.ack(interaction, update=False)  # a private answer of its own, not an edit of the board
        row = await self.service.current(gid)
        if row is None:
            raise UserError("err.game_gone")
        await self._show_hand(interaction, row)

    async def _show_hand(self, interaction: discord.Interaction, row: GameRow) -> None:
        seat = seat_of(row, interaction.user.id)
        if seat is None:
            raise UserError("err.not_player")
        if row.state is None:
            raise UserError("err.not_running")
        payload = await self._hand_payload(row, seat, lang_of(interaction.locale))
        await self.reply(interaction, **payload)

    async def on_choices(self, interaction: discord.Interaction, gid: int, ver: int, path_text: str,
                         page: int) -> None:
        await answer.ack(interaction)  # a deferred update: the choices are edited in below
        row, seat = await self._seat_for(interaction, gid)
        lang = lang_of(interaction.locale)
        path = ch.parse_path(path_text)
        if ver != row.version or path is None:
            payload = await self._hand_payload(row, seat, lang)
            await answer.edit(interaction, **payload)
            await self.reply(interaction, t(lang, "err.stale" if path is not None else "err.forged"))
            return
        payload = await self._hand_payload(row, seat, lang, path, page)
        await answer.edit(interaction, **payload)

    async def on_select(self, interaction: discord.Interaction, gid: int, ver: int, path_text: str,
                        value: str) -> None:
        await answer.ack(interaction)
        if value.startswith("m:"):
            await self.on_move(interaction, gid, ver, value[2:])
            return
        index = value[2:] if value.startswith("g:") else ""
        if not index.isdigit():
            raise UserError("err.forged")
        joined = f"{path_text}.{index}" if path_text else index
        await self.on_choices(interaction, gid, ver, joined, 0)

    async def _seat_for(self, interaction: discord.Interaction, gid: int) -> tuple[GameRow, int]:
        row = await self.service.current(gid)
        if row is None:
            raise UserError("err.forged")
        seat = seat_of(row, interaction.user.id)
        if seat is None:
            raise UserError("err.not_player")
        if row.status != "running":
            raise UserError("err.game_over" if row.status in ("finished", "abandoned") else "err.not_running")
        return row, seat

    # ------------------------------------------------------------------ card texts
    async def _card_game(self, interaction: discord.Interaction):
        """The game whose cards ``/card`` looks up: the one its ``game`` option names (any game), else this
        channel's, else in DMs the user's running game (several different games: the user is asked)."""
        wanted = getattr(interaction.namespace, "game", None)
        if isinstance(wanted, str) and wanted.strip():
            gid = cards.find_game_id(wanted)
            if gid is None:
                raise UserError("err.unknown_game", game=wanted)
            return registry.get(gid)
        row = await self.service.active_in_channel(interaction.channel_id)
        if row is None and interaction.guild_id is None:
            kinds = {r.game for r in await self.service.games_of_user(interaction.user.id)}
            if len(kinds) > 1:
                raise UserError("card.which_game")
            return registry.get(kinds.pop()) if kinds else self._no_card_game()
        return registry.get(row.game) if row is not None else self._no_card_game()

    @staticmethod
    def _no_card_game():
        raise UserError("card.no_game")

    async def card_autocomplete(self, interaction: discord.Interaction, current: str) -> list[tuple[str, str]]:
        try:
            game = await self._card_game(interaction)
        except UserError:
            return []
        return cards.matches(game, lang_of(interaction.locale), current)

    async def on_card(self, interaction: discord.Interaction, name: str) -> None:
        await answer.ack(interaction)
        lang = lang_of(interaction.locale)
        game = await self._card_game(interaction)
        if not game.cards():
            raise UserError("card.none", name=game.localized_name(lang))
        info = cards.find(game, lang, name)
        if info is None:
            raise UserError("card.unknown", text=name, name=game.localized_name(lang))
        await self.reply(interaction, embed=cards.card_embed(game, info, lang))

    async def on_cards_button(self, interaction: discord.Interaction, gid: int, page: int | None) -> None:
        """The full texts of the cards this seat's view shows (the Cards button of the private panel: a new
        private answer; its page buttons turn that answer's pages)."""
        await answer.ack(interaction, update=page is not None)
        lang = lang_of(interaction.locale)
        row = await self.service.current(gid)
        if row is None:
            raise UserError("err.game_gone")
        seat = seat_of(row, interaction.user.id)
        if seat is None:
            raise UserError("err.not_player")
        if row.state is None:
            raise UserError("err.not_running")
        snap = self.snap(row)
        game = snap.game
        if not game.cards():
            raise UserError("card.none", name=game.localized_name(lang))
        texts = snap.memo(("card_pages", seat, lang),
                          lambda: cards.pages(game, game.cards_in_view(snap.view(seat)), lang))
        if not texts:
            raise UserError("cards.empty")
        shown = max(0, min(page or 0, len(texts) - 1))
        embed = cards.list_embed(game, texts[shown], lang, shown, len(texts))
        buttons = []
        if shown > 0:
            buttons.append(self.items.cards(gid, shown - 1, t(lang, "btn.prev"), 0))
        if shown < len(texts) - 1:
            buttons.append(self.items.cards(gid, shown + 1, t(lang, "btn.next"), 0))
        if page is None:
            await self.reply(interaction, embed=embed, view=render.view_of(buttons))
        else:
            await answer.edit(interaction, embed=embed, view=render.view_of(buttons))

    # ------------------------------------------------------------------ moves
    async def on_move(self, interaction: discord.Interaction, gid: int, ver: int, move_id: str) -> None:
        lang = lang_of(interaction.locale)
        await answer.ack(interaction)  # acknowledge at once: the answer comes as an edit or a follow-up
        try:
            outcome = await self.service.play(gid, ver, move_id, user_id=interaction.user.id)
        except UserError as err:
            await self.refuse(interaction, err)
            if err.key == "err.stale":
                row = await self.service.current(gid)
                seat = seat_of(row, interaction.user.id) if row else None
                if seat is not None and row.status == "running":
                    await self.reply(interaction, **await self._hand_payload(row, seat, lang))
            return
        await self._after_move(interaction, outcome, lang)

    async def on_move_command(self, interaction: discord.Interaction, text: str) -> None:
        lang = lang_of(interaction.locale)
        await answer.ack(interaction)
        row = await self._find_game(interaction)
        seat = seat_of(row, interaction.user.id)
        if seat is None:
            raise UserError("err.not_player")
        if row.status != "running":
            raise UserError("err.not_running")
        snap = self.snap(row)
        if seat not in snap.acting:
            raise UserError("err.not_your_turn", who=", ".join(snap.names[i] for i in snap.required))
        version, move_id = _parse_move_value(text)
        if move_id is None:  # typed by hand: match a label or an id
            version, move_id = row.version, match_move(snap.game, snap.state, seat, lang, snap.names, text)
        try:
            outcome = await self.service.play(row.id, version, move_id, user_id=interaction.user.id)
        except UserError as err:
            await self.refuse(interaction, err)
            return
        await self._after_move(interaction, outcome, lang, command=True)

    async def move_autocomplete(self, interaction: discord.Interaction, current: str) -> list[tuple[str, str]]:
        lang = lang_of(interaction.locale)
        try:
            row = await self._find_game(interaction)
        except UserError:
            return []
        seat = seat_of(row, interaction.user.id)
        if seat is None or row.status != "running":
            return []
        snap = self.snap(row)
        wanted = current.strip().lower()
        out = []
        for m, label in move_labels(snap, seat, lang):
            if wanted and wanted not in label.lower() and wanted not in m.id.lower():
                continue
            out.append((render.fit(label, 100), f"{row.version}:{m.id}"))
            if len(out) == 25:
                break
        return out

    async def _after_move(self, interaction: discord.Interaction, outcome, lang: str, command: bool = False) -> None:
        row = outcome.row
        snap = self.outcome_snap(outcome)  # read by the answer, the board, the DMs and the ping alike
        self.spawn(self.publish(row.id, row=row), f"publish-{row.id}")  # committed: announced whatever happens below
        label = played_label(snap, outcome, lang)
        # the DM's "You played:" line (left there by a click in it) follows a move made elsewhere too (/move, /hand)
        entry = (row.dms or {}).get(str(outcome.seat)) or {}
        message = None if command else getattr(interaction, "message", None)
        if entry.get("message_id") and (message is None or message.id != entry["message_id"]):
            self.spawn(self._dm_played(row, outcome, snap), f"dm-played-{row.id}")
        await self._answer_with_hand(interaction, row, outcome.seat, lang, t(lang, "hand.played", label=label), command,
                                     snap)

    async def _dm_played(self, row: GameRow, outcome, snap: Snapshot) -> None:
        entry = (row.dms or {}).get(str(outcome.seat))
        if not entry or not entry.get("message_id"):
            return
        info = row.seats[outcome.seat]
        lang = info.get("lang") or row.lang
        label = played_label(snap, outcome, lang)
        channel = self.bot.get_partial_messageable(entry["channel_id"])
        with contextlib.suppress(discord.HTTPException):
            await retrying(lambda: answer.edit_message(channel.get_partial_message(entry["message_id"]),
                                                       t(lang, "hand.played", label=label)), "DM edit")

    async def _answer_with_hand(self, interaction: discord.Interaction, row: GameRow, seat: int, lang: str,
                                text: str, command: bool, snap: Snapshot | None = None) -> None:
        """After a move or an undo: the player's message (or a private reply to a command) shows their new view."""
        payload = await self._hand_payload(row, seat, lang, snap=snap)
        if command:
            await self.reply(interaction, text, **payload)
        else:
            await answer.edit(interaction, text, **payload)

    # ------------------------------------------------------------------ announcing
    async def publish(self, gid: int, schedule: bool = True, row: GameRow | None = None,
                      again: bool = False) -> None:
        """Bring the board, the DMs and the ping up to the game's latest version (idempotent).

        ``row``: the version just written, if the caller has it (no need to read it back).
        """
        if row is None:
            row = await self.service.current(gid)
        if row is None or row.state is None:
            return
        await self.publisher.publish(row, again)
        if schedule and row.status == "running" and any(s.get("ai") for s in row.seats):
            self.schedule_ai(gid)

    async def _announce(self, row: GameRow, started: bool) -> None:
        """Board edit, DMs and ping of one claimed version, all at once; their ids noted, written soon in batch."""
        parts = await asyncio.gather(self._update_board(row, started), self._update_dms(row), self._ping(row),
                                     return_exceptions=True)
        fields = {"shown_version": row.version}  # sent: the re-announce pass at start-up leaves it alone
        for part in parts:
            if isinstance(part, BaseException):
                log.error("announcing game %s failed", row.id, exc_info=part)
            elif part:
                fields.update(part)
        self.service.note_sent(row.id, fields)

    async def _public_log(self, row: GameRow, snap: Snapshot | None = None) -> list[str]:
        snap = snap or self.snap(row)
        box = snap.memo(("public_log", row.lang), dict)
        if "lines" not in box:
            game, names = snap.game, snap.names
            lines = []
            for m in await self._recent_moves(snap, PUBLIC_LOG_MOVES):
                lines += render.event_lines(game, [Event.from_dict(e) for e in m.events], names, row.lang, None)
            box["lines"] = lines[-8:]
        return box["lines"]

    def _board_view(self, row: GameRow) -> discord.ui.View | None:
        if row.status != "running":
            return None
        from cogs.components import HandButton

        return render.view_of([HandButton(row.id, t(row.lang, "btn.my_hand"))])

    async def _update_board(self, row: GameRow, started: bool) -> dict | None:
        snap = self.snap(row)
        png = await self.painter.board(row, row.lang, snap)  # off the event loop, in a worker process
        embed, file = render.board_embed(row, row.lang, await self._public_log(row, snap), png, snap)
        channel = self.bot.get_partial_messageable(row.channel_id)
        kwargs = {"embed": embed, "view": self._board_view(row)}
        if row.board_message_id is not None:
            try:
                message = channel.get_partial_message(row.board_message_id)
                await retrying(lambda: answer.edit_message(message, attachments=[file] if file else [], **kwargs),
                               "board edit")
                if started:
                    players = ", ".join(render.mention(s) for s in row.seats)
                    game = snap.game
                    await retrying(lambda: answer.send(channel, t(row.lang, "ping.started",
                                                                  game=game.localized_name(row.lang),
                                                                  players=players), nonce=nonce(row, "s")),
                                   "start message")
                return None
            except discord.NotFound:
                pass
        message = await retrying(lambda: answer.send(channel, file=file, **kwargs), "board message")
        row.board_message_id = message.id
        return {"board_message_id": message.id}

    async def _update_dms(self, row: GameRow) -> dict | None:
        """Each human's DM follows their private view: edited if it changed, a new one when it is their turn."""
        snap = self.snap(row)
        acting = set(snap.acting)  # may act: their buttons carry the version
        due = set(snap.required)  # must act: worth a notification
        dms = {k: dict(v) for k, v in (row.dms or {}).items()}
        warned = list(row.dm_warned or [])
        jobs = []
        for seat, info in enumerate(row.seats):
            if info.get("ai") or not info.get("user_id"):
                continue
            lang = info.get("lang", row.lang)
            payload = await self._hand_payload(row, seat, lang, picture=False, snap=snap)
            digest = _digest(payload, seat in acting, row.version)
            old = dms.get(str(seat), {})
            if old.get("digest") != digest:  # only seats whose private view changed, and only they get a picture
                await self._add_hand_picture(payload, row, seat, lang, snap)
                jobs.append(self._dm(row, seat, info, payload, digest, old, seat in due, warned))
        done = [x for x in await asyncio.gather(*jobs) if x is not None]
        for seat, entry in done:
            if entry is not None:
                dms[str(seat)] = entry
        return {"dms": dms, "dm_warned": warned} if done else None

    async def _dm(self, row: GameRow, seat: int, info: dict, payload: dict, digest: str, old: dict, due: bool,
                  warned: list) -> tuple[int, dict | None] | None:
        try:
            if old.get("message_id") and not (due and not old.get("acting")):
                channel = self.bot.get_partial_messageable(old["channel_id"])
                await retrying(lambda: answer.edit_message(channel.get_partial_message(old["message_id"]),
                                                           **payload), "DM edit")
                message_id, channel_id = old["message_id"], old["channel_id"]
            else:  # first DM, or it just became this player's turn: a new message notifies them
                if old.get("message_id") and old.get("acting"):
                    channel = self.bot.get_partial_messageable(old["channel_id"])
                    await retrying(lambda: answer.edit_message(channel.get_partial_message(old["message_id"]),
                                                               view=None), "DM edit")
                dm = await self.bot.create_dm(discord.Object(id=info["user_id"]))
                message = await retrying(lambda: answer.send(dm, nonce=nonce(row, "d", seat), **payload), "DM")
                message_id, channel_id = message.id, dm.id
        except (discord.Forbidden, discord.NotFound):
            if seat in warned:
                return None
            warned.append(seat)
            channel = self.bot.get_partial_messageable(row.channel_id)
            await answer.send(channel, t(info.get("lang") or row.lang, "ping.dm_closed", mention=render.mention(info)),
                              ping=[info["user_id"]])
            return seat, None
        except discord.HTTPException:
            log.exception("DM to seat %s of game %s failed", seat, row.id)
            return None
        return seat, {"channel_id": channel_id, "message_id": message_id, "digest": digest, "acting": due}

    async def _ping(self, row: GameRow) -> dict | None:
        """Ping the humans who have just become due to act (not those still busy with a multi-step move)."""
        humans = self._due_humans(row)  # the announcement's claim stored them as ``pinged`` already
        fresh = [s for s in humans if s not in (row.pinged or [])]
        fields = {}
        game = registry.get(row.game)
        channel = self.bot.get_partial_messageable(row.channel_id)
        if row.ping_message_id is not None and (fresh or not humans):  # one live ping at most, none when stale
            with contextlib.suppress(discord.HTTPException):
                await retrying(lambda: channel.get_partial_message(row.ping_message_id).delete(), "ping delete")
            fields["ping_message_id"] = None
        if fresh:  # one line per language: each player is called in their own (the channel's if unknown)
            langs: dict[str, list[int]] = {}
            for s in fresh:
                langs.setdefault(row.seats[s].get("lang") or row.lang, []).append(s)
            link = render.message_link(row)
            text = "\n".join(t(lang, "ping.turn", mention=" ".join(render.mention(row.seats[s]) for s in seats),
                                game=game.localized_name(lang), link=link) for lang, seats in langs.items())
            message = await retrying(lambda: answer.send(channel, text, ping=[row.seats[s]["user_id"] for s in fresh],
                                                         nonce=nonce(row, "p")), "ping")
            fields["ping_message_id"] = message.id
        return fields

    # ------------------------------------------------------------------ AI seats
    def schedule_ai(self, gid: int) -> None:
        task = self._ai_tasks.get(gid)
        if task is not None and not task.done():
            return
        self._ai_tasks[gid] = self.spawn(self._run_ai(gid), f"ai-{gid}")

    async def _run_ai(self, gid: int) -> None:
        while True:
            row = await self.service.current(gid)
            if row is None or row.status != "running":
                self._ai_streaks.pop(gid, None)
                return
            snap = self.snap(row)
            game, state = snap.game, snap.state  # shared with the announcement: the search copies what it plays on
            ai_seats = [s for s in snap.required if row.seats[s].get("ai")]
            if not ai_seats:
                self._ai_streaks.pop(gid, None)
                return
            seat = ai_seats[0]
            seed = random.Random(f"{row.seed}:{row.version}:{seat}").getrandbits(62)
            level = row.seats[seat].get("level", DEFAULT_LEVEL)
            last = self._ai_streaks.get(gid)
            # moves in a row: the seat moved last and nobody has moved since (a search that never ends its
            # turn is handed to the heuristic, see engine.search.STREAK_CAP)
            going_on = last is not None and last[:2] == (seat, row.version)
            streak = last[2] + 1 if going_on else 0
            spent = last[3] if going_on else 0.0  # seconds of searching this turn (a turn has a budget)
            if self.ai_delay and not going_on:  # once per AI turn: its next decisions follow at once
                await self.sleep(self.ai_delay)
            started = time.perf_counter()
            try:
                move_id = await self.thinker.choose(row.game, state, seat, level, seed, streak,
                                                    spent)  # off the event loop
            except Exception:  # noqa: BLE001 - a failing search must not stall the table: play a legal move
                log.warning("AI search failed in game %s; a random legal move instead", gid, exc_info=True)
                move_id = random.Random(seed).choice(game.legal_moves(state, seat)).id
            try:
                outcome = await self.service.play(gid, row.version, move_id, seat=seat)
            except UserError:
                await self.service.refresh(gid)  # someone else moved meanwhile: look again at the database
                continue
            self._ai_streaks[gid] = (seat, outcome.row.version, streak, spent + time.perf_counter() - started)
            await self.publish(gid, schedule=False, row=outcome.row)

    # ------------------------------------------------------------------ undo
    async def on_undo(self, interaction: discord.Interaction) -> None:
        await answer.ack(interaction)
        row = await self._find_game(interaction)
        try:
            outcome = await self.service.undo(row.id, interaction.user.id)
        except UserError as err:
            await self.refuse(interaction, err)
            return
        await self._after_undo(interaction, outcome, command=True)

    async def on_undo_button(self, interaction: discord.Interaction, gid: int, ver: int) -> None:
        await answer.ack(interaction)
        try:
            outcome = await self.service.undo(gid, interaction.user.id, ver)
        except UserError as err:
            await self.refuse(interaction, err)
            return
        await self._after_undo(interaction, outcome)

    async def _after_undo(self, interaction: discord.Interaction, outcome, command: bool = False) -> None:
        lang = lang_of(interaction.locale)
        row = outcome.row
        self.spawn(self.publish(row.id, row=row), f"publish-{row.id}")
        snap = self.snap(row)
        game, state = snap.game, snap.state
        move = find_move(game, state, outcome.seat, outcome.undone.move_id)
        label = game.move_label(state, outcome.seat, move, lang, snap.names) if move else outcome.undone.move_id
        await self._answer_with_hand(interaction, row, outcome.seat, lang, t(lang, "undo.done", label=label), command,
                                     snap)
        channel = self.bot.get_partial_messageable(row.channel_id)
        await answer.send(channel, t(row.lang, "undo.public", name=row.seats[outcome.seat]["name"]))

    # ------------------------------------------------------------------ other commands
    async def on_board(self, interaction: discord.Interaction) -> None:
        await answer.ack(interaction)
        row = await self._find_game(interaction)
        lang = lang_of(interaction.locale)
        if row.state is None:
            await self.reply(interaction, embed=render.lobby_embed(row, lang))
            return
        snap = self.snap(row)
        png = await self.painter.board(row, lang, snap)
        embed, file = render.board_embed(row, lang, await self._public_log(row, snap), png, snap)
        await self.reply(interaction, embed=embed, file=file)

    async def on_leave(self, interaction: discord.Interaction) -> None:
        await answer.ack(interaction, ephemeral=False)  # the answer is public; a refusal removes the "thinking…"
        row = await self._find_game(interaction)
        if row.status == "lobby":
            await self.on_lobby_leave_command(interaction, row)
            return
        row, seat = await self.service.hand_over_to_ai(row.id, interaction.user.id, "🤖")
        self.spawn(self.publish(row.id, row=row), f"publish-{row.id}")
        name = answer.display_name(interaction.user.display_name)
        await self.reply(interaction, t(row.lang, "left.ai", name=name), ephemeral=False)

    async def on_lobby_leave_command(self, interaction: discord.Interaction, row: GameRow) -> None:
        row = await self.service.leave_lobby(row.id, interaction.user.id)
        name = answer.display_name(interaction.user.display_name)
        await self.reply(interaction, t(row.lang, "lobby.left", name=name), ephemeral=False)
        if row.board_message_id:
            channel = self.bot.get_partial_messageable(row.channel_id)
            await answer.edit_message(channel.get_partial_message(row.board_message_id),
                                      embed=render.lobby_embed(row, row.lang), view=self._lobby_view(row, row.lang))

    async def on_abandon(self, interaction: discord.Interaction) -> None:
        require_guild(interaction)
        await answer.ack(interaction, ephemeral=False)
        row = await self._find_game(interaction)
        self._check_abandon_rights(interaction, row)
        others = [s for s in row.seats if not s.get("ai") and s.get("user_id") != interaction.user.id]
        if others:  # other people would lose their game: ask first
            from cogs.components import AbandonButton

            lang = lang_of(interaction.locale)
            view = render.view_of([AbandonButton(row.id, t(lang, "btn.confirm_abandon"))])
            await self.reply(interaction, t(lang, "abandon.confirm", n=len(others)), view=view)
            return
        await self._abandon(interaction, row.id)

    async def on_abandon_confirm(self, interaction: discord.Interaction, gid: int) -> None:
        await answer.ack(interaction)
        row = await self.service.require(gid)
        self._check_abandon_rights(interaction, row)
        await self._abandon(interaction, gid)

    @staticmethod
    def _check_abandon_rights(interaction: discord.Interaction, row: GameRow) -> None:
        perms = getattr(interaction, "permissions", None)
        if interaction.user.id != row.host_id and not (perms and perms.manage_channels):
            raise UserError("err.host_or_manager")

    async def _abandon(self, interaction: discord.Interaction, gid: int) -> None:
        row = await self.service.abandon(gid)
        self.spawn(self.publish(row.id, row=row), f"publish-{row.id}")
        name = answer.display_name(interaction.user.display_name)
        await self.reply(interaction, t(row.lang, "abandoned", name=name), ephemeral=False)

    async def on_unknown_component(self, interaction: discord.Interaction) -> None:
        """A custom id that no item understands (an old or tampered button, ours or forged)."""
        await self.reply(interaction, t(lang_of(interaction.locale), "err.expired_component"))


QUOTED = ("game", "error", "text", "move")  # refusal arguments that echo what a user typed
MAX_VERSION_DIGITS = 9


def nonce(row: GameRow, kind: str, seat: int | None = None) -> str:
    """The nonce of a message that announces one version of a game (Discord allows 25 characters).

    discord.py asks Discord to enforce it: a second send with the same nonce within a few minutes returns
    the first message instead of posting another. So a process that restarts after a crash and announces a
    version its predecessor had already sent, but whose message ids it never wrote, gets the same ping and DM
    back (and writes their ids) instead of a second ping.
    """
    return f"m{kind}{row.id}.{row.version}" + ("" if seat is None else f".{seat}")


def ai_name(lang: str, n: int, level: str) -> str:
    """"AI 2 · hard": the level shows wherever the seat's name does (board, log, lobby)."""
    return f"{t(lang, 'ai.name', n=n)} · {t(lang, f'ai.level.{level}')}"


def require_guild(interaction: discord.Interaction) -> None:
    if interaction.guild_id is None:
        raise UserError("err.guild_only")


def parse_options(text: str | None) -> dict | None:
    """``"difficulty=heroic extra_salt=yes"`` -> dict; None if malformed."""
    out = {}
    for part in (text or "").replace(",", " ").split():
        name, sep, value = part.partition("=")
        if not sep or not name or not value:
            return None
        out[name.strip().lower()] = value.strip()
    return out


def option_refusal(game_id: str, text: str | None, lang: str) -> UserError:
    """Why an options text does not parse, with what to write instead: a bare option name is shown with a value
    (``experts`` -> ``experts=true``, allowed: true, false); an unknown word with the game's options."""
    try:
        game = registry.get(game_id)
    except Exception:  # noqa: BLE001 - an unknown game is refused on its own a moment later
        return UserError("err.bad_option", error=text)
    for part in (text or "").replace(",", " ").split():
        name, sep, value = part.partition("=")
        if sep and name and value:
            continue
        known = {o.name: o for o in game.options}
        opt = known.get(name.strip().lower())
        if opt is None:
            names = ", ".join(f"`{o}`" for o in known) or t(lang, "option.none")
            return UserError("err.option_unknown", error=part, game=game.localized_name(lang), names=names)
        if opt.type is bool:
            values = ["true", "false"]
        elif opt.choices:
            values = [str(c) for c in opt.choices]
        else:
            values = [t(lang, "option.number" if opt.type is int else "option.text")]
        example = f"{opt.name}={'true' if opt.type is bool and not opt.default else values[0]}"
        if opt.type is int and not opt.choices:
            example = f"{opt.name}={opt.default}"
        return UserError("err.option_value", error=part, example=example, values=", ".join(values))
    return UserError("err.bad_option", error=text)


def _parse_move_value(text: str) -> tuple[int | None, str | None]:
    """An autocomplete value ``"{version}:{move id}"``; anything else is typed text (None, None)."""
    version, sep, move_id = (text or "").partition(":")
    if (sep and version.isdigit() and len(version) <= MAX_VERSION_DIGITS and move_id and len(move_id) <= 64
            and not any(c.isspace() for c in move_id)):
        return int(version), move_id
    return None, None


def normalize(text: str) -> str:
    """Case-, accent- and spacing-insensitive form used to match what a player types."""
    decomposed = unicodedata.normalize("NFKD", text or "")
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(bare.casefold().split())


def match_move(game, state: dict, seat: int, lang: str, names: list[str], text: str) -> str:
    """The move a typed text means: an exact id or label, else the one label containing every typed word."""
    wanted = normalize(text)[:200]
    moves = game.legal_moves(state, seat)
    labels = [(m, game.move_label(state, seat, m, lang, names)) for m in moves]
    if not wanted:
        raise UserError("move.none")
    for m, label in labels:
        if wanted in (normalize(m.id), normalize(label)):
            return m.id
    words = wanted.split()
    # typed words are matched against labels only (a move id is matched whole, above): "bid on spot 4" must
    # not also find the spot-5 move whose id holds a 4; a number matches a whole number of the label
    found = [(m, label) for m, label in labels if all(_word_in(w, normalize(label)) for w in words)]
    if len(found) == 1:
        return found[0][0].id
    if not found:
        raise UserError("move.none")
    shown = "\n".join(f"• {answer.fit(label, 90)}" for _, label in found[:10])
    more = len(found) - 10
    raise UserError("move.ambiguous", moves=shown + (f"\n… (+{more})" if more > 0 else ""), n=len(found))


def _word_in(word: str, label: str) -> bool:
    """A typed word is in a label: as a whole number if it is one, else anywhere in it."""
    if word.isdigit():
        return word in re.findall(r"\d+", label)
    return word in label


def choice_level(snap: Snapshot, seat: int, lang: str, path: list[int]) -> ch.Level | None:
    """The choices of ``seat`` at ``path`` in this version (worked out once per version, seat, language, path)."""
    return snap.memo(("level", seat, lang, tuple(path)),
                     lambda: ch.level(snap.game, snap.state, seat, snap.names, lang, path))


def move_labels(snap: Snapshot, seat: int, lang: str) -> list:
    """(move, label) of each legal move of ``seat`` (once per version): what /move's autocomplete offers."""
    def make():
        game, state = snap.game, snap.state
        return [(m, game.move_label(state, seat, m, lang, snap.names)) for m in game.legal_moves(state, seat)]

    return snap.memo(("move_labels", seat, lang), make)


def played_label(snap: Snapshot, outcome, lang: str) -> str:
    """The label of the move that made this version (the mover's answer and their DM's "You played:" line)."""
    return snap.memo(("played", outcome.seat, lang),
                     lambda: snap.game.move_label(outcome.before, outcome.seat, outcome.move, lang, snap.names))


def _digest(payload: dict, acting: bool, version: int) -> str:
    embed = payload["embed"]
    parts = [embed.description or "", *(f.value for f in embed.fields if f.name != "🔗"), str(acting)]
    if acting:
        parts.append(str(version))  # buttons carry the version: refresh them
    return hashlib.sha1("\x1e".join(parts).encode()).hexdigest()[:16]
