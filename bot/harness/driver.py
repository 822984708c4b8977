"""Drive the real bot as Discord users would: slash commands, clicks, selects, autocomplete.

Used by the tests, the console mode (``python -m bot --console``) and the benchmark.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
from dataclasses import dataclass

import discord

from ..ui.app import MeepleBot
from ..wiring import create_bot
from .fake import APP_ID, CHANNEL_ID, GUILD_ID, FakeDiscord, Message, user_payload

_tokens = itertools.count(1)


@dataclass
class User:
    id: int
    name: str
    locale: str = "en-US"
    manage_channels: bool = False
    manage_guild: bool = False


class Harness:
    def __init__(self, database_url: str, *, ai_delay: float = 0.0, seed_source=None, clock=None,
                 edit_rate: float | None = None, flush_delay: float | None = 0.0, **bot_options):
        self.fake = FakeDiscord()
        self.bot_options = bot_options  # more create_bot arguments (shard_count, shard_ids...)
        self.database_url = database_url
        self.ai_delay = ai_delay
        self.seed_source = seed_source
        self.clock = clock  # a FakeClock for tests (timers then act only on ``tick``); None: real time
        self.edit_rate = edit_rate  # board edits per second and channel (None: unlimited, so tests never wait)
        self.flush_delay = flush_delay  # message ids written at once (tests read the database after settle)
        self.bot: MeepleBot | None = None
        self.users: dict[str, User] = {}
        self._patches = []
        self.errors: list[logging.LogRecord] = []  # ERROR records the bot logged (tests assert there are none)
        self._log_handler = _Collect(self.errors)

    # ------------------------------------------------------------------ life cycle
    async def start(self) -> MeepleBot:
        if not self._patches:
            self._patches = self.fake.patches()
            for p in self._patches:
                p.start()
            for name in ("meeple", "discord"):
                logging.getLogger(name).addHandler(self._log_handler)
        # AI seats think in threads with a tiny search budget (a few ms), pictures are drawn in threads, and each
        # message waits for its picture (one complete message per version, what most tests count), unless a test
        # asks otherwise (``pictures_later=True``: texts at once, pictures by a later edit, as deployed)
        options = {"ai_workers": 0, "ai_iterations": 6, "ai_seconds": 0.003, "picture_workers": 0,
                   "pictures_later": False} | self.bot_options
        self.bot = create_bot(self.database_url, ai_delay=self.ai_delay, seed_source=self.seed_source,
                              clock=self.clock, edit_rate=self.edit_rate, **options)
        self.bot.service.flush_delay = self.flush_delay
        await self.bot.login("offline-token")  # runs setup_hook: tables, cogs, dynamic items, sync
        return self.bot

    async def restart(self) -> MeepleBot:
        """A new bot process on the same database (the fake Discord keeps its messages)."""
        await self.bot.close()
        return await self.start()

    async def crash(self) -> MeepleBot:
        """The bot process (and its workers) killed without a word, as SIGKILL would, then started again on the
        same database: its work in flight stops where it is, the message ids it had not written yet are lost,
        and its shard leases stay in the table, unexpired (the fake Discord keeps its messages)."""
        bot = self.bot
        bot.service.flush_delay = None  # the dead process writes nothing more
        bot.service.pending.clear()
        await bot.timers.kill()
        tasks = [*bot.tables._tasks, *bot.tables.publisher._workers.values()]
        if bot.service._flusher is not None:
            tasks.append(bot.service._flusher)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        await discord.Client.close(bot)  # the gateway goes; nothing of MeepleBot.close (no release, no flush)
        bot.tables.thinker.close()
        bot.tables.painter.close()
        await bot.db.close()
        return await self.start()

    async def stop(self) -> None:
        if self.bot is not None:
            await self.bot.close()
        for p in self._patches:
            p.stop()
        self._patches = []
        for name in ("meeple", "discord"):
            logging.getLogger(name).removeHandler(self._log_handler)

    def user(self, name: str, uid: int | None = None, locale: str = "en-US") -> User:
        if name not in self.users:
            self.users[name] = User(uid or 100 + len(self.users), name, locale)
        return self.users[name]

    # ------------------------------------------------------------------ incoming events
    def _payload(self, itype: int, user: User, data: dict, channel_id: int | None, message: Message | None) -> dict:
        token = f"tok{next(_tokens)}"
        dm = channel_id is not None and channel_id != CHANNEL_ID and self.fake._dm_owner(channel_id) is not None
        cid = channel_id or CHANNEL_ID
        base = {"id": str(self.fake.next_id()), "application_id": str(APP_ID), "type": itype, "token": token,
                "version": 1, "channel_id": str(cid), "locale": user.locale, "entitlements": [],
                "app_permissions": "2147483647", "attachment_size_limit": 8_388_608, "data": data,
                "authorizing_integration_owners": {"0": str(GUILD_ID)}, "context": 1 if dm else 0}
        if dm:
            base["channel"] = {"id": str(cid), "type": 1, "recipients": [user_payload(user.id, user.name)]}
            base["user"] = user_payload(user.id, user.name)
        else:
            perms = "2147483647" if user.manage_channels else str(1 << 11 | 1 << 10 | user.manage_guild << 5)
            base.update(guild_id=str(GUILD_ID), member={
                "user": user_payload(user.id, user.name), "roles": [], "joined_at": "2026-01-01T00:00:00+00:00",
                "deaf": False, "mute": False, "permissions": perms, "flags": 0, "nick": None})
            base["channel"] = {"id": str(cid), "type": 0, "name": "games", "position": 0, "guild_id": str(GUILD_ID),
                               "permission_overwrites": [], "nsfw": False, "parent_id": None}
        if message is not None:
            base["message"] = message.payload()
        from .fake import _Interaction

        self.fake.interactions[token] = _Interaction(user.id, cid, message.id if message else None)
        return base

    async def tick(self, **delta) -> int:
        """Move the fake clock on (``minutes=30``) and let the timers act on whatever became due."""
        self.clock.advance(**delta)
        done = await self.bot.timers.run_due()
        await self.settle()
        return done

    async def settle(self) -> None:
        """Wait until the bot has finished everything the last events started."""
        me = asyncio.current_task()
        for _ in range(200):
            pending = [t for t in asyncio.all_tasks() if t is not me and not t.done() and _is_ours(t)]
            if pending:
                await asyncio.gather(*pending, return_exceptions=True)
                continue
            await asyncio.sleep(0)
            if not [t for t in asyncio.all_tasks() if t is not me and not t.done() and _is_ours(t)]:
                return

    def feed(self, payload: dict) -> str:
        self.bot._connection.parse_interaction_create(payload)
        return payload["token"]

    async def slash(self, who: User | str, name: str, /, channel_id: int | None = None, **options) -> str:
        """Run ``/name`` as ``who``; an option given as a ``User`` is sent as a Discord user option."""
        user = self._u(who)
        opts, resolved = [], {}
        for k, v in options.items():
            if isinstance(v, User):
                opts.append({"name": k, "type": 6, "value": str(v.id)})
                resolved.setdefault("users", {})[str(v.id)] = user_payload(v.id, v.name)
            else:
                opts.append({"name": k, "type": 4 if isinstance(v, int) else 3, "value": v})
        data = {"id": str(self.fake.next_id()), "name": name, "type": 1, "options": opts}
        if resolved:
            data["resolved"] = resolved
        token = self.feed(self._payload(2, user, data, channel_id, None))
        await self.settle()
        return token

    async def autocomplete(self, user: User | str, name: str, focused: str, current: str = "", /,
                           channel_id: int | None = None, **others) -> list[dict]:
        user = self._u(user)
        opts = [{"name": k, "type": 3, "value": v} for k, v in others.items()]
        opts.append({"name": focused, "type": 3, "value": current, "focused": True})
        token = self.feed(self._payload(4, user, {"id": str(self.fake.next_id()), "name": name, "type": 1,
                                                   "options": opts}, channel_id, None))
        await self.settle()
        return self.fake.autocomplete_results.get(token, [])

    def find_component(self, message: Message, label: str | None = None, custom_id: str | None = None) -> dict:
        for b in message.buttons():
            wanted = label and label.lower() in b.get("label", "").lower()
            if (custom_id and b.get("custom_id") == custom_id) or wanted:
                return b
        raise LookupError(f"no button {label or custom_id!r} on message {message.id}: "
                          f"{[b.get('label') for b in message.buttons()]}")

    async def click(self, user: User | str, message: Message, label: str | None = None,
                    custom_id: str | None = None, wait: bool = True) -> str:
        user = self._u(user)
        if custom_id is None:
            custom_id = self.find_component(message, label)["custom_id"]
        if all(b.get("custom_id") != custom_id for b in message.buttons()):
            message = _forged(message, custom_id)  # a tampered client: the button is not on the message
        token = self.feed(self._payload(3, user, {"custom_id": custom_id, "component_type": 2},
                                        message.channel_id, message))
        if wait:
            await self.settle()
        return token

    async def choose(self, user: User | str, message: Message, value: str, custom_id: str | None = None) -> str:
        """Pick ``value`` in a select of ``message`` (the first select holding it)."""
        user = self._u(user)
        if custom_id is None:
            custom_id = next(s["custom_id"] for s in message.selects()
                             if any(o["value"] == value for o in s["options"]))
        token = self.feed(self._payload(3, user, {"custom_id": custom_id, "component_type": 3, "values": [value]},
                                        message.channel_id, message))
        await self.settle()
        return token

    # ------------------------------------------------------------------ what users see
    def channel_messages(self, channel_id: int = CHANNEL_ID) -> list[Message]:
        return [m for m in self.fake.messages.values()
                if m.channel_id == channel_id and m.ephemeral_for is None and not m.deleted]

    def dms(self, user: User | str) -> list[Message]:
        user = self._u(user)
        cid = self.fake.dm_channels.get(user.id)
        return [m for m in self.fake.messages.values() if cid is not None and m.channel_id == cid and not m.deleted]

    def ephemerals(self, user: User | str) -> list[Message]:
        user = self._u(user)
        return [m for m in self.fake.messages.values() if m.ephemeral_for == user.id and not m.deleted]

    def visible_to(self, user: User | str) -> list[Message]:
        user = self._u(user)
        return sorted([*self.channel_messages(), *self.dms(user), *self.ephemerals(user)], key=lambda m: m.id)

    def last_ephemeral(self, user: User | str) -> Message | None:
        eph = self.ephemerals(user)
        return eph[-1] if eph else None

    def board(self, channel_id: int = CHANNEL_ID) -> Message | None:
        """The game's board message (the lobby message turned board)."""
        for m in reversed(self.channel_messages(channel_id)):
            if any(b.get("custom_id", "").startswith(("mp:l:", "mp:h:")) for b in m.buttons()) or "#" in m.footer():
                return m
        return None

    def _u(self, user: User | str) -> User:
        return self.user(user) if isinstance(user, str) else user


class _Collect(logging.Handler):
    def __init__(self, into: list):
        super().__init__(logging.ERROR)
        self.into = into

    def emit(self, record: logging.LogRecord) -> None:
        self.into.append(record)


def _forged(message: Message, custom_id: str) -> Message:
    from dataclasses import replace

    button = {"type": 2, "style": 1, "label": "forged", "custom_id": custom_id}
    return replace(message, components=[{"type": 1, "components": [button]}])


def _is_ours(task: asyncio.Task) -> bool:
    name = task.get_name()
    return ("invoker" in name or name.startswith("discord.py:") or name.startswith("meeple:")
            or ("discord-ui-" in name and "timeout" not in name))
