"""Announcing one claimed version of a game: the board edit, each player's DM, the turn ping.

The publisher (publisher.py) decides which version is announced and when; this part sends it. Everything is
read from that version's snapshot (the board's text and picture, each seat's panel and digest, who is due), so
a version is worked out once however many messages show it.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging

import discord

from ..i18n import t
from ..store.db import GameRow
from . import answer, render
from .desk import Desk
from .panels import Panels, public_log
from .publisher import retrying

log = logging.getLogger("meeple.announce")


def nonce(row: GameRow, kind: str, seat: int | None = None) -> str:
    """The nonce of a message that announces one version of a game (Discord allows 25 characters).

    discord.py asks Discord to enforce it: a second send with the same nonce within a few minutes returns
    the first message instead of posting another. So a process that restarts after a crash and announces a
    version its predecessor had already sent, but whose message ids it never wrote, gets the same ping and DM
    back (and writes their ids) instead of a second ping.
    """
    return f"m{kind}{row.id}.{row.version}" + ("" if seat is None else f".{seat}")


def digest(payload: dict, acting: bool, version: int) -> str:
    """What a DM shows, in 16 characters: the DM is edited only when it changes."""
    embed = payload["embed"]
    parts = [embed.description or "", *(f.value for f in embed.fields if f.name != "🔗"), str(acting)]
    if acting:
        parts.append(str(version))  # buttons carry the version: refresh them
    return hashlib.sha1("\x1e".join(parts).encode()).hexdigest()[:16]


class Announcer:
    def __init__(self, desk: Desk, panels: Panels):
        self.desk = desk
        self.panels = panels

    def due_humans(self, row: GameRow) -> list[int]:
        """The human seats that must act now (those a turn ping is for)."""
        if row.status != "running" or row.state is None:
            return []
        return list(self.desk.snap(row).humans_due)

    async def announce(self, row: GameRow, started: bool) -> None:
        """Board edit, DMs and ping of one claimed version, all at once; their ids noted, written soon in batch."""
        parts = await asyncio.gather(self.update_board(row, started), self.update_dms(row), self.ping(row),
                                     return_exceptions=True)
        fields = {"shown_version": row.version}  # sent: the re-announce pass at start-up leaves it alone
        for part in parts:
            if isinstance(part, BaseException):
                log.error("announcing game %s failed", row.id, exc_info=part)
            elif part:
                fields.update(part)
        self.desk.service.note_sent(row.id, fields)

    def board_view(self, row: GameRow) -> discord.ui.View | None:
        if row.status != "running":
            return None
        return render.view_of([self.desk.items.hand(row.id, t(row.lang, "btn.my_hand"))])

    async def update_board(self, row: GameRow, started: bool) -> dict | None:
        desk = self.desk
        snap = desk.snap(row)
        png = await desk.painter.board(row, row.lang, snap)  # off the event loop, in a worker process
        embed, file = render.board_embed(row, row.lang, await public_log(desk, row, snap), png, snap)
        channel = desk.channel(row.channel_id)
        kwargs = {"embed": embed, "view": self.board_view(row)}
        if row.board_message_id is not None:
            try:
                message = channel.get_partial_message(row.board_message_id)
                await retrying(lambda: answer.edit_message(message, attachments=[file] if file else [], **kwargs),
                               "board edit")
                if started:
                    players = ", ".join(render.mention(s) for s in row.seats)
                    await retrying(lambda: answer.send(channel, t(row.lang, "ping.started",
                                                                  game=snap.game.localized_name(row.lang),
                                                                  players=players), nonce=nonce(row, "s")),
                                   "start message")
                return None
            except discord.NotFound:
                pass
        message = await retrying(lambda: answer.send(channel, file=file, **kwargs), "board message")
        row.board_message_id = message.id
        return {"board_message_id": message.id}

    async def update_dms(self, row: GameRow) -> dict | None:
        """Each human's DM follows their private view: edited if it changed, a new one when it is their turn."""
        snap = self.desk.snap(row)
        acting = set(snap.acting)  # may act: their buttons carry the version
        due = set(snap.required)  # must act: worth a notification
        dms = {k: dict(v) for k, v in (row.dms or {}).items()}
        warned = list(row.dm_warned or [])
        jobs = []
        for seat, info in enumerate(row.seats):
            if info.get("ai") or not info.get("user_id"):
                continue
            lang = info.get("lang", row.lang)
            payload = await self.panels.payload(row, seat, lang, picture=False, snap=snap)
            sign = digest(payload, seat in acting, row.version)
            old = dms.get(str(seat), {})
            if old.get("digest") != sign:  # only seats whose private view changed, and only they get a picture
                await self.panels.add_picture(payload, row, seat, lang, snap)
                jobs.append(self._dm(row, seat, info, payload, sign, old, seat in due, warned))
        done = [x for x in await asyncio.gather(*jobs) if x is not None]
        for seat, entry in done:
            if entry is not None:
                dms[str(seat)] = entry
        return {"dms": dms, "dm_warned": warned} if done else None

    async def _dm(self, row: GameRow, seat: int, info: dict, payload: dict, sign: str, old: dict, due: bool,
                  warned: list) -> tuple[int, dict | None] | None:
        bot = self.desk.bot
        try:
            if old.get("message_id") and not (due and not old.get("acting")):
                channel = bot.get_partial_messageable(old["channel_id"])
                await retrying(lambda: answer.edit_message(channel.get_partial_message(old["message_id"]),
                                                           **payload), "DM edit")
                message_id, channel_id = old["message_id"], old["channel_id"]
            else:  # first DM, or it just became this player's turn: a new message notifies them
                if old.get("message_id") and old.get("acting"):
                    channel = bot.get_partial_messageable(old["channel_id"])
                    await retrying(lambda: answer.edit_message(channel.get_partial_message(old["message_id"]),
                                                               view=None), "DM edit")
                dm = await bot.create_dm(discord.Object(id=info["user_id"]))
                message = await retrying(lambda: answer.send(dm, nonce=nonce(row, "d", seat), **payload), "DM")
                message_id, channel_id = message.id, dm.id
        except (discord.Forbidden, discord.NotFound):
            if seat in warned:
                return None
            warned.append(seat)
            channel = bot.get_partial_messageable(row.channel_id)
            await answer.send(channel, t(info.get("lang") or row.lang, "ping.dm_closed", mention=render.mention(info)),
                              ping=[info["user_id"]])
            return seat, None
        except discord.HTTPException:
            log.exception("DM to seat %s of game %s failed", seat, row.id)
            return None
        return seat, {"channel_id": channel_id, "message_id": message_id, "digest": sign, "acting": due}

    async def ping(self, row: GameRow) -> dict | None:
        """Ping the humans who have just become due to act (not those still busy with a multi-step move)."""
        humans = self.due_humans(row)  # the announcement's claim stored them as ``pinged`` already
        fresh = [s for s in humans if s not in (row.pinged or [])]
        fields = {}
        channel = self.desk.channel(row.channel_id)
        if row.ping_message_id is not None and (fresh or not humans):  # one live ping at most, none when stale
            with contextlib.suppress(discord.HTTPException):
                await retrying(lambda: channel.get_partial_message(row.ping_message_id).delete(), "ping delete")
            fields["ping_message_id"] = None
        if fresh:  # one line per language: each player is called in their own (the channel's if unknown)
            game = self.desk.snap(row).game
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
