"""Announcing one claimed version of a game: the board edit, each player's DM, the turn ping.

The publisher (publisher.py) decides which version is announced and when; this part sends it. Everything is
read from that version's snapshot (the board's text and picture, each seat's panel and digest, who is due), so
a version is worked out once however many messages show it.

With ``pictures_later`` (the bot's default) the text never waits for a picture:

1. the board, the DMs and the ping go out at once, each with its picture only if it is drawn already;
2. their message ids are noted (written soon, in a batch);
3. the missing pictures are drawn in the background, unless a newer version of the game was announced
   meanwhile (then that version's pictures are drawn instead: an intermediate one is never drawn);
4. under the game's lock, and only if no newer version's text went out meanwhile and the database still
   holds this version (another process may have moved the game on and announced it), the board and the
   DMs are edited to carry them: a board never goes back to an older version;
5. the version is recorded as shown (``shown_version``) once its pictures are attached, so a crash between
   the text and the pictures re-announces it at restart and its pictures never lag behind for good.

Without it (the test harness's default), each message waits for its picture and goes out once, complete.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import time
from collections import defaultdict
from collections.abc import Callable

import discord

from ..i18n import t
from ..play.service import BOOKKEEPING
from ..play.snapshot import Snapshot
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


def digest(payload: dict, acting: bool, version: int, note: str | None = None) -> str:
    """What a DM shows, in 16 characters: the DM is edited only when it changes."""
    embed = payload["embed"]
    parts = [embed.description or "", *(f.value for f in embed.fields if f.name != "🔗"), str(acting), note or ""]
    if acting:
        parts.append(str(version))  # buttons carry the version: refresh them
    return hashlib.sha1("\x1e".join(parts).encode()).hexdigest()[:16]


class Announcer:
    def __init__(self, desk: Desk, panels: Panels, pictures_later: bool = True):
        self.desk = desk
        self.panels = panels
        self.pictures_later = pictures_later
        self.take: Callable | None = None  # (channel id) -> awaitable: a token of the channel's edit bucket
        self.on_done: Callable | None = None  # (gid, version, "text" | "picture", perf_counter time): the bench
        self._sent: dict[int, int] = {}  # per game: the latest version whose text this process sent
        self._locks: dict[int, asyncio.Lock] = defaultdict(asyncio.Lock)  # one game's edits, one at a time
        # (game, seat) -> (DM message id, the "You played: …" line above that DM's panel): a layout message has
        # no content of its own that an edit would leave alone, so every edit of that DM carries its line again
        self._notes: dict[tuple[int, int], tuple[int, str]] = {}
        # per game: (version, message ids) our last sends left; the ids are written in batches, so the row an
        # announcement starts from (read by a move's or a claim's statement) may not have them yet
        self._left: dict[int, tuple[int, dict]] = {}

    def played(self, gid: int, seat: int, message_id: int, line: str) -> None:
        """The line a seat's DM shows above its panel after their move (until a new DM message replaces it)."""
        self._notes[(gid, seat)] = (message_id, line)

    def note(self, gid: int, seat: int, message_id: int | None) -> str | None:
        held = self._notes.get((gid, seat))
        return held[1] if held is not None and held[0] == message_id else None

    def due_humans(self, row: GameRow) -> list[int]:
        """The human seats that must act now (those a turn ping is for)."""
        if row.status != "running" or row.state is None:
            return []
        return list(self.desk.snap(row).humans_due)

    async def announce(self, row: GameRow, started: bool, before: int | None = None) -> None:
        """Board edit, DMs and ping of one claimed version, all at once; their ids noted, written soon in batch.

        ``before``: the version the board showed before this one; if our own last sends are at least that
        recent, their message ids are the latest (another process announcing since would have moved it on).
        """
        left = self._left.get(row.id)
        if left is not None and before is not None and left[0] >= before:
            for key, value in left[1].items():
                setattr(row, key, value)
        missing: dict = {"board": False, "dms": []}  # the pictures the texts went without
        async with self._locks[row.id]:
            self._sent[row.id] = max(self._sent.get(row.id, -1), row.version)
            parts = await asyncio.gather(self.update_board(row, started, missing), self.update_dms(row, missing),
                                         self.ping(row), return_exceptions=True)
        if row.status != "running":  # the game's last announcement: its DMs' lines are not needed any more
            for key in [k for k in self._notes if k[0] == row.id]:
                del self._notes[key]
        fields = {}
        for part in parts:
            if isinstance(part, BaseException):
                log.error("announcing game %s failed", row.id, exc_info=part)
            elif part:
                fields.update(part)
        self._done(row, "text")
        if missing["board"] or missing["dms"]:
            if fields:  # the message ids the texts left (shown_version waits for the pictures)
                self.desk.service.note_sent(row.id, fields)
            self.desk.spawn(self._attach_pictures(row, missing), f"pictures-{row.id}")
            return
        fields["shown_version"] = row.version  # sent: the re-announce pass at start-up leaves it alone
        self._sent_fields(row, fields)
        self._done(row, "picture")

    def _sent_fields(self, row: GameRow, fields: dict) -> None:
        """What a version's sends left, once it is shown: written soon (in batch), and kept for our next one."""
        self.desk.service.note_sent(row.id, fields)
        shown, old = self._left.get(row.id, (None, {}))
        kept = old if shown is not None and shown <= row.version else {}
        self._left[row.id] = (row.version, {**kept, **{k: v for k, v in fields.items() if k in BOOKKEEPING}})
        if row.status != "running":  # the game's last announcement: nothing follows it
            self._left.pop(row.id, None)

    def _done(self, row: GameRow, part: str) -> None:
        if self.on_done is not None:
            self.on_done(row.id, row.version, part, time.perf_counter())

    def _picture_now(self, row: GameRow, seat: int | None, lang: str, snap: Snapshot, missing: dict | None):
        """The picture a message goes out with now: drawn already, else none (noted in ``missing``); None when
        the text waits for its picture (``pictures_later`` off)."""
        if missing is None or not self.pictures_later:
            return None
        found, png = self.desk.painter.ready(row, seat, lang, snap)
        return (png if found else None), not found

    async def _attach_pictures(self, row: GameRow, missing: dict) -> None:
        """Steps 3 to 5: draw what the texts went without, then attach it if the texts are still the latest."""
        desk, gid = self.desk, row.id
        if self._sent.get(gid) != row.version:
            return  # a newer version was announced: its own pictures are drawn, not this one's
        snap = desk.snap(row)
        board = await desk.painter.board(row, row.lang, snap) if missing["board"] else None
        hands = {seat: await desk.painter.hand(row, seat, lang, snap) for seat, lang, *_ in missing["dms"]}
        if missing["board"] and board and self.take is not None:
            await self.take(row.channel_id)  # the picture's edit counts against the channel's edit rate
        async with self._locks[gid]:
            if self._sent.get(gid) != row.version:
                return  # a newer version's text went out meanwhile: this picture would show an older state
            if not await desk.service.still_at(gid, row.version):
                return  # moved on (perhaps by another process, which announces its version): never go back
            if board and row.board_message_id is not None:
                embed, file = render.board_embed(row, row.lang, await public_log(desk, row, snap), board, snap)
                message = desk.channel(row.channel_id).get_partial_message(row.board_message_id)
                with contextlib.suppress(discord.HTTPException):
                    await retrying(lambda: answer.edit_message(message, attachments=[file], embed=embed, layout=True,
                                                               view=self.board_view(row)), "board picture")
            for seat, lang, channel_id, message_id in missing["dms"]:
                if not hands.get(seat):
                    continue
                payload = await self.panels.payload(row, seat, lang, picture=False, snap=snap)
                self.panels.attach(payload, hands[seat])
                message = desk.bot.get_partial_messageable(channel_id).get_partial_message(message_id)
                line = self.note(gid, seat, message_id)
                with contextlib.suppress(discord.HTTPException):
                    await retrying(lambda m=message, p=payload, n=line: answer.edit_message(m, n, **p), "DM picture")
        self._sent_fields(row, {"shown_version": row.version})
        self._done(row, "picture")

    def board_view(self, row: GameRow) -> list[discord.ui.Item] | None:
        """The board's controls: a layout message's rows are made from the items (no ``View`` to read back)."""
        if row.status != "running":
            return None
        return [self.desk.items.hand(row.id, t(row.lang, "btn.my_hand"))]

    async def update_board(self, row: GameRow, started: bool, missing: dict | None = None) -> dict | None:
        desk = self.desk
        snap = desk.snap(row)
        now = self._picture_now(row, None, row.lang, snap, missing)
        if now is None:
            png = await desk.painter.board(row, row.lang, snap)  # off the event loop, in a worker process
        else:
            png, missing["board"] = now
        embed, file = render.board_embed(row, row.lang, await public_log(desk, row, snap), png, snap)
        channel = desk.channel(row.channel_id)
        kwargs = {"embed": embed, "view": self.board_view(row), "layout": True}
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

    async def update_dms(self, row: GameRow, missing: dict | None = None) -> dict | None:
        """Each human's DM follows their private view: edited if it changed, a new one when it is their turn."""
        snap = self.desk.snap(row)
        acting = set(snap.acting)  # may act: their buttons carry the version
        due = set(snap.required)  # must act: worth a notification
        dms = {k: dict(v) for k, v in (row.dms or {}).items()}
        warned = list(row.dm_warned or [])
        langs: dict[int, str] = {}  # seats whose DM goes out before its picture, in their language
        jobs = []
        for seat, info in enumerate(row.seats):
            if info.get("ai") or not info.get("user_id"):
                continue
            lang = info.get("lang", row.lang)
            # the digest reads the panel's text only: the version's memoised panel, the whole payload (buttons,
            # Undo) built only for the seats whose DM changes
            embed, _choices = await self.panels.panel_parts(row, seat, lang, None, 0, snap)
            old = dms.get(str(seat), {})
            sign = digest({"embed": embed}, seat in acting, row.version, self.note(row.id, seat, old.get("message_id")))
            if old.get("digest") != sign:  # only seats whose private view changed, and only they get a picture
                payload = await self.panels.payload(row, seat, lang, picture=False, snap=snap)
                now = self._picture_now(row, seat, lang, snap, missing)
                if now is None:
                    await self.panels.add_picture(payload, row, seat, lang, snap)
                else:
                    png, later = now
                    self.panels.attach(payload, png)
                    if "file" not in payload:
                        payload["attachments"] = []  # an edit drops the older picture: the new one follows
                    if later:
                        langs[seat] = lang
                jobs.append(self._dm(row, seat, info, payload, sign, old, seat in due, warned))
        done = [x for x in await asyncio.gather(*jobs) if x is not None]
        for seat, entry in done:
            if entry is not None:
                dms[str(seat)] = entry
                if seat in langs:
                    missing["dms"].append((seat, langs[seat], entry["channel_id"], entry["message_id"]))
        return {"dms": dms, "dm_warned": warned} if done else None

    async def _dm(self, row: GameRow, seat: int, info: dict, payload: dict, sign: str, old: dict, due: bool,
                  warned: list) -> tuple[int, dict | None] | None:
        bot = self.desk.bot
        try:
            if old.get("message_id") and not (due and not old.get("acting")):
                channel = bot.get_partial_messageable(old["channel_id"])
                line = self.note(row.id, seat, old["message_id"])
                await retrying(lambda: answer.edit_message(channel.get_partial_message(old["message_id"]), line,
                                                           **payload), "DM edit")
                message_id, channel_id = old["message_id"], old["channel_id"]
            else:  # first DM, or it just became this player's turn: a new message notifies them
                if old.get("message_id") and old.get("acting"):  # the older message keeps no buttons
                    channel = bot.get_partial_messageable(old["channel_id"])
                    # (a layout message cannot lose its view alone: it shows the new panel, without choices)
                    bare = {"embed": payload["embed"], "view": None, "layout": True, "attachments": []}
                    await retrying(lambda: answer.edit_message(channel.get_partial_message(old["message_id"]),
                                                               **bare), "DM edit")
                self._notes.pop((row.id, seat), None)  # the new message has no line above it
                dm = await bot.create_dm(discord.Object(id=info["user_id"]))
                sent = {k: v for k, v in payload.items() if k != "attachments"}  # a new message has none to drop
                message = await retrying(lambda: answer.send(dm, nonce=nonce(row, "d", seat), **sent), "DM")
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
