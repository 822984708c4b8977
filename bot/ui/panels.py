"""A player's private panel: their hand, their choices (groups, pages), the Cards list, and /card.

Every panel of one version reads that version's snapshot: the choice levels, the texts and the logs are worked
out once, whoever asks (the mover's answer, each DM, a /hand).

With ``pictures_later`` (the bot's default) a panel that answers an interaction (the mover's answer, undo's,
/hand, the choice navigation, the stale-click re-answer) never waits for its picture: it goes out at once as
text with its buttons (with the picture only if it is drawn already), and the picture is attached by a later
edit of that same message, only if the message still shows that same panel (``show``).
"""

from __future__ import annotations

import asyncio
import io
import logging
from dataclasses import dataclass

import discord

from engine import Event, registry

from ..i18n import lang_of, t
from ..play.service import UserError, seat_of
from ..play.snapshot import Snapshot
from ..store.db import GameRow
from . import answer, cards, render
from . import choices as ch
from .desk import Desk

PRIVATE_LOG_MOVES = 12
PUBLIC_LOG_MOVES = 6

log = logging.getLogger("meeple.panels")


@dataclass(eq=False)  # compared by identity: each answer is a panel of its own, even one equal to an older
class Shown:
    """One panel answer whose picture is still to come: what it shows, and on which message."""
    gid: int
    version: int
    seat: int
    path: tuple
    page: int


def choice_level(snap: Snapshot, seat: int, lang: str, path: list[int]) -> ch.Level | None:
    """The choices of ``seat`` at ``path`` in this version (worked out once per version, seat, language, path)."""
    return snap.memo(("level", seat, lang, tuple(path)),
                     lambda: ch.level(snap.game, snap.state, seat, snap.names, lang, path))


async def recent_moves(desk: Desk, snap: Snapshot, limit: int) -> list:
    """The last ``limit`` logged moves up to the snapshot's version (read once per version)."""
    box = snap.memo(("recent_moves", limit), dict)
    if "moves" not in box:
        box["moves"] = await desk.service.recent_moves(snap.gid, limit, snap.version)
    return box["moves"]


async def public_log(desk: Desk, row: GameRow, snap: Snapshot | None = None) -> list[str]:
    """The board's last lines of public events (once per version)."""
    snap = snap or desk.snap(row)
    box = snap.memo(("public_log", row.lang), dict)
    if "lines" not in box:
        game, names = snap.game, snap.names
        lines = []
        for m in await recent_moves(desk, snap, PUBLIC_LOG_MOVES):
            lines += render.event_lines(game, [Event.from_dict(e) for e in m.events], names, row.lang, None)
        box["lines"] = lines[-8:]
    return box["lines"]


class Panels:
    def __init__(self, desk: Desk, pictures_later: bool = False):
        self.desk = desk
        self.pictures_later = pictures_later
        # message key -> the answer on it whose picture is still to come; a newer answer on that message
        # replaces it (or removes it when it went out complete), so an older picture never lands on it
        self._awaited: dict = {}
        self._editing: dict = {}  # message key -> a late picture edit being sent (a newer answer waits for it)

    # ------------------------------------------------------------------ the private panel
    async def payload(self, row: GameRow, seat: int, lang: str, path: list[int] | None = None, page: int = 0,
                      picture: bool = True, snap: Snapshot | None = None) -> dict:
        """The panel of ``seat`` (embed, choices, Undo and Cards buttons, and its picture unless ``picture`` is
        False). ``row``: the version shown, with its message ids; ``snap``: its snapshot.

        A version's panel of one seat is built several times (the mover's answer, the DM, the DM's picture
        edit): its embed and its choice buttons are made once per version and shared by those messages (see
        ``panel_parts``); the embed must not be changed (``attach`` puts a picture on a copy)."""
        desk = self.desk
        snap = snap or desk.snap(row)
        embed, choices = await self.panel_parts(row, seat, lang, path, page, snap)
        components = list(choices)
        if row.status == "running" and await desk.service.undo_available(row, seat):
            components.append(desk.items.undo(row.id, row.version, t(lang, "btn.undo"), 4))
        if row.status == "running" and snap.game.cards():
            components.append(desk.items.cards(row.id, None, t(lang, "btn.cards"), 4))
        # sent as a layout message, whose rows are made from the items themselves (no ``View`` built to be read back)
        payload = {"embed": embed, "view": components or None, "layout": True}
        if picture:
            await self.add_picture(payload, row, seat, lang, snap)
        return payload

    async def panel_parts(self, row: GameRow, seat: int, lang: str, path: list[int] | None, page: int,
                          snap: Snapshot) -> tuple[discord.Embed, tuple]:
        """The panel's embed and its choice buttons, made once per version, seat, language, path and page (and
        board message: the embed links to it, and its id is bookkeeping, set without a new version). The
        buttons carry the version in their custom ids, so a new version's snapshot makes new ones."""
        box = snap.memo(("panel", seat, lang, tuple(path or ()), page, row.board_message_id), dict)
        if "embed" not in box:
            lvl = None
            if row.status == "running" and seat in snap.acting:
                lvl = choice_level(snap, seat, lang, path or []) or choice_level(snap, seat, lang, [])
            private = await self.private_log(row, seat, lang, snap)
            box["choices"] = tuple(render.choice_rows(row, lvl, lang, page, self.desk.items) if lvl else ())
            box["embed"] = render.hand_embed(row, seat, lang, private, lvl, snap)
        return box["embed"], box["choices"]

    async def add_picture(self, payload: dict, row: GameRow, seat: int, lang: str,
                          snap: Snapshot | None = None) -> None:
        """The hand as cards above the text, which stays as the accessible fallback (drawn off the loop)."""
        self.attach(payload, await self.desk.painter.hand(row, seat, lang, snap or self.desk.snap(row)))

    @staticmethod
    def attach(payload: dict, png: bytes | None) -> None:
        """Put a hand picture above the panel's text (nothing if there is none)."""
        if png:
            payload["embed"] = payload["embed"].copy()  # the panel's embed is shared within its version
            payload["embed"].set_image(url="attachment://hand.png")
            payload["file"] = discord.File(io.BytesIO(png), filename="hand.png")

    async def private_log(self, row: GameRow, seat: int, lang: str, snap: Snapshot | None = None) -> list[str]:
        """What this seat learned since its own last move (once per version, seat and language)."""
        snap = snap or self.desk.snap(row)
        box = snap.memo(("private_log", seat, lang), dict)  # the log of a version never changes: read it once
        if "lines" not in box:
            game, names = snap.game, snap.names
            lines = []
            moves = await recent_moves(self.desk, snap, PRIVATE_LOG_MOVES)
            mine = [i for i, m in enumerate(moves) if m.seat == seat]
            for m in moves[mine[-1] if mine else 0:]:
                events = [Event.from_dict(e) for e in m.events if e.get("to") is not None and seat in e["to"]]
                lines += render.event_lines(game, events, names, lang, seat)
            box["lines"] = lines
        return box["lines"]

    async def answer_with_hand(self, interaction: discord.Interaction, row: GameRow, seat: int, lang: str,
                               text: str, command: bool, snap: Snapshot | None = None) -> None:
        """After a move or an undo: the player's message (or a private reply to a command) shows their new view."""
        await self.show(interaction, row, seat, lang, text, reply=command, snap=snap)

    # ------------------------------------------------------------------ a panel as an interaction's answer
    async def show(self, interaction: discord.Interaction, row: GameRow, seat: int, lang: str,
                   text: str | None = None, *, reply: bool, path: list[int] | None = None, page: int = 0,
                   snap: Snapshot | None = None) -> None:
        """The panel of ``seat`` as the interaction's answer: a new private reply (``reply``) or an edit of the
        message the interaction came from, with ``text`` above it.

        Without ``pictures_later`` it waits for its picture and goes out once, complete. With it, it goes out at
        once, with its picture only if drawn already; else the picture is drawn in the background and attached
        by a later edit of that message, if no newer answer was put on it meanwhile (a newer navigation or move)
        and, for a message the announcer edits too (a DM), if the game is still at that version."""
        desk = self.desk
        snap = snap or desk.snap(row)
        if not self.pictures_later:
            payload = await self.payload(row, seat, lang, path, page, snap=snap)
            if reply:
                await desk.reply(interaction, text, **payload)
            else:
                await answer.edit(interaction, text, **payload)
            return
        payload = await self.payload(row, seat, lang, path, page, picture=False, snap=snap)
        found, png = desk.painter.ready(row, seat, lang, snap)
        self.attach(payload, png)
        shown = None if found else Shown(row.id, row.version, seat, tuple(path or ()), page)
        if reply:
            message = await desk.reply(interaction, text, wait=True, **payload)
            key = ("message", message.id) if message is not None else ("original", interaction.id)
            if shown is not None:
                self._awaited.setdefault(key, shown)  # unless a newer answer on it came first
            shared = False  # a private reply: nobody else edits it
        else:
            message = None
            key = self._key(interaction)
            self._put(key, shown)
            editing = self._editing.get(key)
            if editing is not None:  # an older picture's edit in flight: this newer answer lands after it
                await asyncio.shield(editing)
            await answer.edit(interaction, text, **payload)
            shared = interaction.message is not None and not interaction.message.flags.ephemeral
        if shown is not None:
            desk.spawn(self._picture_later(interaction, message, key, shown, shared, row, lang, snap, text, payload),
                       f"answer-picture-{row.id}")

    @staticmethod
    def _key(interaction: discord.Interaction) -> tuple:
        """The message an edit answer lands on (the same for every click on it)."""
        if interaction.message is not None:
            return "message", interaction.message.id
        return "original", interaction.id

    def _put(self, key: tuple, shown: Shown | None) -> None:
        """A new answer on the message ``key``: it waits for its picture (``shown``) or went out complete."""
        if shown is None:
            self._awaited.pop(key, None)
        else:
            self._awaited[key] = shown

    async def _picture_later(self, interaction: discord.Interaction, message, key: tuple, shown: Shown,
                             shared: bool, row: GameRow, lang: str, snap: Snapshot, text: str | None,
                             payload: dict) -> None:
        """Draw the picture an answer went without and attach it, if that message still shows that panel.
        Never raises: an edit that fails (an interaction token lives 15 minutes) is logged and dropped."""
        desk = self.desk
        try:
            if self._awaited.get(key) is not shown:
                return  # a newer answer on this message already: nothing to draw for this one
            if shared:  # this process's copy moved on already: a newer panel goes there, no need to draw this one
                now = await desk.service.current(row.id)
                if now is None or now.version != row.version:
                    return
            png = await desk.painter.hand(row, shown.seat, lang, snap)
            if not png or self._awaited.get(key) is not shown:
                return
            if shared and not await desk.service.still_at(row.id, row.version):
                return  # the game moved on: its announcement shows (or will show) a newer panel there
            if self._awaited.get(key) is not shown:
                return
            # from here until the edit is sent, a newer answer on this message waits for it (see ``show``)
            done = self._editing[key] = asyncio.get_running_loop().create_future()
            try:
                self.attach(payload, png)
                if message is not None:
                    await answer.edit_message(message, text, **payload)
                else:
                    await answer.edit(interaction, text, **payload)
            finally:
                done.set_result(None)
                if self._editing.get(key) is done:
                    del self._editing[key]
        except discord.HTTPException as err:
            log.debug("the picture of game %s's answer (version %s) was not attached: %s", row.id, row.version, err)
        finally:
            if self._awaited.get(key) is shown:
                del self._awaited[key]

    # ------------------------------------------------------------------ /hand and the choices
    async def on_hand(self, interaction: discord.Interaction) -> None:
        await answer.ack(interaction)
        await self._show(interaction, await self.desk.find_game(interaction))

    async def on_hand_button(self, interaction: discord.Interaction, gid: int) -> None:
        await answer.ack(interaction, update=False)  # a private answer of its own, not an edit of the board
        row = await self.desk.service.current(gid)
        if row is None:
            raise UserError("err.game_gone")
        await self._show(interaction, row)

    async def _show(self, interaction: discord.Interaction, row: GameRow) -> None:
        seat = seat_of(row, interaction.user.id)
        if seat is None:
            raise UserError("err.not_player")
        if row.state is None:
            raise UserError("err.not_running")
        await self.show(interaction, row, seat, lang_of(interaction.locale), reply=True)

    async def on_choices(self, interaction: discord.Interaction, gid: int, ver: int, path_text: str,
                         page: int) -> None:
        await answer.ack(interaction)  # a deferred update: the choices are edited in below
        row, seat = await self.desk.seat_for(interaction, gid)
        lang = lang_of(interaction.locale)
        path = ch.parse_path(path_text)
        if ver != row.version or path is None:
            await self.show(interaction, row, seat, lang, reply=False)
            await self.desk.reply(interaction, t(lang, "err.stale" if path is not None else "err.forged"))
            return
        await self.show(interaction, row, seat, lang, reply=False, path=path, page=page)

    async def my_games_autocomplete(self, interaction: discord.Interaction, current: str) -> list[tuple[str, int]]:
        """(label, id) of the user's running games, for the ``game`` option of DM commands."""
        lang = lang_of(interaction.locale)
        out = []
        for row in await self.desk.service.games_of_user(interaction.user.id):
            players = ", ".join(s["name"] for s in row.seats if s.get("user_id") != interaction.user.id)
            label = t(lang, "my_game", id=row.id, game=registry.get(row.game).localized_name(lang), players=players)
            if current.strip().lower().lstrip("#") in label.lower():
                out.append((render.fit(label, 100), row.id))
        return out[:25]

    # ------------------------------------------------------------------ card texts
    async def _card_game(self, interaction: discord.Interaction):
        """The game whose cards ``/card`` looks up: the one its ``game`` option names (any game), else this
        channel's, else in DMs the user's running game (several different games: the user is asked)."""
        svc = self.desk.service
        wanted = getattr(interaction.namespace, "game", None)
        if isinstance(wanted, str) and wanted.strip():
            gid = cards.find_game_id(wanted)
            if gid is None:
                raise UserError("err.unknown_game", game=wanted)
            return registry.get(gid)
        row = await svc.active_in_channel(interaction.channel_id)
        if row is None and interaction.guild_id is None:
            kinds = {r.game for r in await svc.games_of_user(interaction.user.id)}
            if len(kinds) > 1:
                raise UserError("card.which_game")
            if kinds:
                return registry.get(kinds.pop())
            raise UserError("card.no_game")
        if row is None:
            raise UserError("card.no_game")
        return registry.get(row.game)

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
        await self.desk.reply(interaction, embed=cards.card_embed(game, info, lang))

    async def on_cards_button(self, interaction: discord.Interaction, gid: int, page: int | None) -> None:
        """The full texts of the cards this seat's view shows (the Cards button of the private panel: a new
        private answer; its page buttons turn that answer's pages)."""
        await answer.ack(interaction, update=page is not None)
        lang = lang_of(interaction.locale)
        row = await self.desk.service.current(gid)
        if row is None:
            raise UserError("err.game_gone")
        seat = seat_of(row, interaction.user.id)
        if seat is None:
            raise UserError("err.not_player")
        if row.state is None:
            raise UserError("err.not_running")
        snap = self.desk.snap(row)
        game = snap.game
        if not game.cards():
            raise UserError("card.none", name=game.localized_name(lang))
        texts = snap.memo(("card_pages", seat, lang),
                          lambda: cards.pages(game, game.cards_in_view(snap.view(seat)), lang))
        if not texts:
            raise UserError("cards.empty")
        shown = max(0, min(page or 0, len(texts) - 1))
        embed = cards.list_embed(game, texts[shown], lang, shown, len(texts))
        items = self.desk.items
        buttons = []
        if shown > 0:
            buttons.append(items.cards(gid, shown - 1, t(lang, "btn.prev"), 0))
        if shown < len(texts) - 1:
            buttons.append(items.cards(gid, shown + 1, t(lang, "btn.next"), 0))
        if page is None:
            await self.desk.reply(interaction, embed=embed, view=render.view_of(buttons))
        else:
            await answer.edit(interaction, embed=embed, view=render.view_of(buttons))
