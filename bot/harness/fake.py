"""An in-process Discord: the real discord.py client talks to it instead of the network.

Outgoing traffic is caught where discord.py sends it (``HTTPClient.request`` for REST,
``AsyncWebhookAdapter.request`` for interaction answers); incoming events are fed to the client's
``ConnectionState`` exactly as the gateway would. The fake keeps every message (channel, DM, ephemeral),
applies edits, refuses DMs to users who closed them, and enforces Discord's size limits, recording
each breach in ``violations`` so tests can assert there were none.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import re
import time
from dataclasses import dataclass, field
from typing import Any
from unittest import mock

import discord
from discord.http import HTTPClient
from discord.webhook.async_ import AsyncWebhookAdapter

APP_ID = BOT_ID = 1000
GUILD_ID = 2000
CHANNEL_ID = 3000
EPHEMERAL = 64
COMPONENTS_V2 = 1 << 15  # IS_COMPONENTS_V2: a layout message (no content, no embeds; up to 40 components)
NONCE_SECONDS = 120.0  # how long Discord remembers an enforced nonce ("the past few minutes"; the low end)


def user_payload(uid: int, name: str) -> dict:
    return {"id": str(uid), "username": name, "discriminator": "0", "global_name": name, "avatar": None}


BOT_USER = {**user_payload(BOT_ID, "Meeple"), "bot": True}


@dataclass
class Message:
    id: int
    channel_id: int
    content: str = ""
    embeds: list = field(default_factory=list)
    components: list = field(default_factory=list)
    attachments: list = field(default_factory=list)
    ephemeral_for: int | None = None  # user id who alone sees it
    dm_of: int | None = None  # user id whose DM channel it is in
    deleted: bool = False
    edits: int = 0
    pinged: set = field(default_factory=set)  # user ids (or "everyone") this message notified, as Discord would
    revisions: list = field(default_factory=list)  # text() of every version the message had, for leak checks
    flags: int = 0  # COMPONENTS_V2 once sent or edited with it (Discord never takes it back)

    def payload(self) -> dict:
        return {"id": str(self.id), "channel_id": str(self.channel_id), "author": BOT_USER, "type": 0,
                "content": self.content, "embeds": self.embeds, "components": self.components,
                "attachments": self.attachments, "mentions": [], "mention_roles": [], "mention_everyone": False,
                "pinned": False, "tts": False, "timestamp": "2026-01-01T00:00:00+00:00", "edited_timestamp": None,
                "flags": (EPHEMERAL if self.ephemeral_for else 0) | self.flags}

    @property
    def layout(self) -> bool:
        return bool(self.flags & COMPONENTS_V2)

    # helpers for tests and the console
    def text(self) -> str:
        """Every text of the message: content, embeds, and a layout's text displays and picture descriptions."""
        parts = [self.content]
        for e in self.embeds:
            parts += [e.get("title", ""), e.get("description", "")]
            for f in e.get("fields", []):
                parts += [f.get("name", ""), f.get("value", "")]
            parts.append((e.get("footer") or {}).get("text", ""))
        for c in walk(self.components):
            if c.get("type") == TEXT_DISPLAY:
                parts.append(c.get("content", ""))
            elif c.get("type") == THUMBNAIL:
                parts.append(c.get("description") or "")
            elif c.get("type") == MEDIA_GALLERY:
                parts += [i.get("description") or "" for i in c.get("items") or []]
        return "\n".join(p for p in parts if p)

    def buttons(self) -> list[dict]:
        """Every button, in rows, containers or beside a section's text."""
        return [c for c in walk(self.components) if c.get("type") == BUTTON]

    def selects(self) -> list[dict]:
        return [c for c in walk(self.components) if c.get("type") == SELECT]

    def pictures(self) -> list[str]:
        """The attached files the message shows (an embed's image, a layout's gallery and thumbnails)."""
        urls = [(e.get("image") or {}).get("url") or "" for e in self.embeds]
        for c in walk(self.components):
            if c.get("type") == THUMBNAIL:
                urls.append((c.get("media") or {}).get("url") or "")
            elif c.get("type") == MEDIA_GALLERY:
                urls += [(i.get("media") or {}).get("url") or "" for i in c.get("items") or []]
        return [u.removeprefix("attachment://") for u in urls if u.startswith("attachment://")]

    def footer(self) -> str:
        """The small print at the bottom: an embed's footer, or a layout's last line of subtext (``-# ``)."""
        if self.embeds:
            return (self.embeds[0].get("footer") or {}).get("text", "")
        small = [line[3:] for line in self.text().splitlines() if line.startswith("-# ")]
        return small[-1] if small else ""

    def render(self, names: dict | None = None) -> str:
        """The message as a player reads it, as plain text: a container's side bar, headings, pictures as
        their descriptions, buttons as ``[ label ]``; ``names``: user id -> name, for mentions)."""
        text = render_message(self.content, self.embeds, self.components)
        for uid, name in (names or {}).items():  # a mention shows as the member's name
            text = re.sub(rf"<@!?{uid}>", f"@{name}", text)
        return text


BUTTON, SELECT, SECTION, TEXT_DISPLAY, THUMBNAIL, MEDIA_GALLERY, FILE, SEPARATOR, CONTAINER = 2, 3, 9, 10, 11, 12, \
    13, 14, 17
ACTION_ROW = 1
SELECTS = {3, 5, 6, 7, 8}  # string, user, role, mentionable, channel selects
LAYOUT_TOP = {ACTION_ROW, SECTION, TEXT_DISPLAY, MEDIA_GALLERY, FILE, SEPARATOR, CONTAINER}
IN_CONTAINER = {ACTION_ROW, SECTION, TEXT_DISPLAY, MEDIA_GALLERY, FILE, SEPARATOR}


def children(c: dict) -> list[dict]:
    """A component's nested components (a section's accessory included)."""
    kids = list(c.get("components") or [])
    if c.get("accessory"):
        kids.append(c["accessory"])
    return kids


def walk(components: list[dict]):
    """Every component, nested ones included, in reading order."""
    for c in components:
        yield c
        yield from walk(children(c))


def render_message(content: str, embeds: list, components: list) -> str:
    """A message as plain text, in the order Discord shows it (for tests, the console and the docs)."""
    out: list[str] = []
    if content:
        out.append(content)
    for e in embeds:
        box = [f"## {e['title']}"] if e.get("title") else []
        if e.get("description"):
            box.append(e["description"])
        for f in e.get("fields") or []:
            box.append(f"**{f.get('name', '')}**\n{f.get('value', '')}")
        if (e.get("image") or {}).get("url"):
            box.append(f"[picture: {e['image']['url'].removeprefix('attachment://')}]")
        if (e.get("footer") or {}).get("text"):
            box.append(f"-# {e['footer']['text']}")
        out += ["┃ " + line for line in "\n".join(box).split("\n")]
    for c in components:
        out += _render(c)
    return "\n".join(out)


def _render(c: dict) -> list[str]:
    kind = c.get("type")
    if kind == TEXT_DISPLAY:
        return (c.get("content") or "").split("\n")
    if kind == MEDIA_GALLERY:
        return [f"[picture: {i['media']['url'].removeprefix('attachment://')}"
                + (f" — {i['description']}]" if i.get("description") else "]") for i in c.get("items") or []]
    if kind == THUMBNAIL:
        return [f"[thumbnail: {c['media']['url'].removeprefix('attachment://')}"
                + (f" — {c['description']}]" if c.get("description") else "]")]
    if kind == SEPARATOR:
        return ["─" * 24] if c.get("divider", True) else [""]
    if kind == SECTION:
        lines = [line for t in c.get("components") or [] for line in _render(t)]
        side = _render(c["accessory"]) if c.get("accessory") else []
        return lines + ["    " + line for line in side]
    if kind == ACTION_ROW:
        return ["  ".join(_control(k) for k in c.get("components") or [])]
    if kind == CONTAINER:
        return ["┃ " + line for k in c.get("components") or [] for line in _render(k)]
    if kind == FILE:
        return [f"[file: {(c.get('file') or {}).get('url', '')}]"]
    return [_control(c)]


def _control(c: dict) -> str:
    if c.get("type") == BUTTON:
        emoji = (c.get("emoji") or {}).get("name") or ""
        label = " ".join(x for x in (emoji, c.get("label") or "") if x)
        return f"[ {label} ]" + (" (disabled)" if c.get("disabled") else "")
    if c.get("type") in SELECTS:
        return f"[ {c.get('placeholder') or '…'} ▾ ]"
    return f"[{c.get('type')}]"


def notified(body: dict) -> set:
    """Who a message's content notifies under its ``allowed_mentions`` (Discord's rules, users and @everyone)."""
    content = body.get("content") or ""
    allowed = body.get("allowed_mentions")
    parse = set(allowed.get("parse", [])) if allowed is not None else {"users", "roles", "everyone"}
    listed = {int(u) for u in (allowed or {}).get("users", [])}
    out = set()
    for uid in map(int, re.findall(r"<@!?(\d+)>", content)):
        if "users" in parse or uid in listed:
            out.add(uid)
    if "everyone" in parse and re.search(r"@(everyone|here)", content):
        out.add("everyone")
    return out


@dataclass
class _Interaction:
    user_id: int
    channel_id: int
    message_id: int | None  # the message a component sits on
    original_id: int | None = None  # our answer message, once there is one
    ephemeral: bool = False
    thinking: bool = False  # deferred with "thinking…", not yet replaced by a follow-up


class LimitError(discord.HTTPException):
    pass


class _Resp:
    def __init__(self, status: int, reason: str):
        self.status, self.reason = status, reason


class FakeDiscord:
    def __init__(self):
        self._ids = itertools.count(10_000_000)
        self.messages: dict[int, Message] = {}
        # (message id, file name) -> the picture's bytes, kept only when asked (the console shows them)
        self.keep_files = False
        self.files: dict[tuple[int, str], bytes] = {}
        self.dm_channels: dict[int, int] = {}  # user id -> channel id
        self.dm_closed: set[int] = set()
        self.interactions: dict[str, _Interaction] = {}
        self.acks: dict[str, int] = {}  # interaction token -> how many initial responses it got
        self.calls: list[tuple[str, str]] = []
        self.violations: list[str] = []
        self.synced_commands: list[dict] = []
        self.autocomplete_results: dict[str, list] = {}
        self.ack_times: dict[str, float] = {}  # token -> when the first answer reached Discord
        self.answer_times: dict[str, float] = {}  # token -> when the first follow-up or edit arrived
        self._answer_waiters: dict[str, asyncio.Future] = {}  # token -> resolved at its first follow-up/edit
        # (when, method, path, channel id or interaction token) of every call, for the benchmark
        self.timeline: list[tuple[float, str, str, int | str | None]] = []
        self.limits: dict[int, list] = {}  # channel id -> [calls still refused with a 429, retry-after seconds]
        self.rate_limited = 0  # 429s answered
        self.hold: dict[int, asyncio.Event] = {}  # channel id -> REST calls to it wait until the event is set
        self.nonces: dict[str, tuple[int, float]] = {}  # enforced nonce -> (message id, when it was posted)

    def rate_limit(self, channel_id: int, times: int, retry_after: float) -> None:
        """The next ``times`` sends, edits or deletes in the channel get Discord's 429 (``retry_after``)."""
        self.limits[channel_id] = [times, retry_after]

    def next_id(self) -> int:
        return next(self._ids)

    # ------------------------------------------------------------------ limits
    def _check(self, body: dict, msg: Message | None = None, files=None) -> None:
        """Discord's limits for a new message (``msg`` None) or an edit of ``msg``; a breach is refused."""
        problems = []
        if len(body.get("content") or "") > 2000:
            problems.append("content over 2000 characters")
        if len(str(body.get("nonce") or "")) > 25:
            problems.append("nonce over 25 characters")
        embeds = body.get("embeds") or []
        if len(embeds) > 10:
            problems.append("more than 10 embeds")
        total = 0
        for e in embeds:
            for key, limit in (("title", 256), ("description", 4096)):
                if len(e.get(key) or "") > limit:
                    problems.append(f"embed {key} over {limit}")
            fields = e.get("fields") or []
            if len(fields) > 25:
                problems.append("more than 25 embed fields")
            for f in fields:
                if len(f.get("name") or "") > 256 or not f.get("name"):
                    problems.append("embed field name empty or over 256")
                if len(f.get("value") or "") > 1024 or not f.get("value"):
                    problems.append("embed field value empty or over 1024")
            footer = (e.get("footer") or {}).get("text") or ""
            if len(footer) > 2048:
                problems.append("embed footer over 2048")
            total += sum(len(e.get(k) or "") for k in ("title", "description")) + len(footer)
            total += sum(len(f.get("name") or "") + len(f.get("value") or "") for f in fields)
        if total > 6000:
            problems.append("embeds over 6000 characters in total")
        components = body.get("components") or []
        layout = bool(int(body.get("flags") or 0) & COMPONENTS_V2) or (msg is not None and msg.layout)
        if layout:
            problems += _layout_problems(body, components, msg, files)
        else:
            problems += _legacy_problems(components)
        if problems:
            self.violations += problems
            raise LimitError(_Resp(400, "Bad Request"), {"code": 50035, "message": "; ".join(problems)})

    # ------------------------------------------------------------------ messages
    def _new_message(self, channel_id: int, body: dict | None, *, ephemeral_for=None, files=None) -> Message:
        body = body or {}
        self._check(body, files=files)
        msg = Message(self.next_id(), channel_id, body.get("content") or "", list(body.get("embeds") or []),
                      list(body.get("components") or []), _attachments(body, files), ephemeral_for,
                      dm_of=self._dm_owner(channel_id), pinged=notified(body),
                      flags=int(body.get("flags") or 0) & COMPONENTS_V2)
        msg.revisions.append(msg.text())
        self.messages[msg.id] = msg
        self._keep_files(msg, files)
        return msg

    def _sent_once(self, channel_id: int, body: dict | None, files) -> Message:
        """A channel message, as Discord posts it: with ``enforce_nonce``, a nonce already used by the bot in the
        last few minutes returns that message instead of posting a second one."""
        key = (body or {}).get("nonce") if (body or {}).get("enforce_nonce") else None
        if key is not None:
            seen = self.nonces.get(key)
            if seen is not None and time.monotonic() - seen[1] < NONCE_SECONDS:
                return self.messages[seen[0]]
        msg = self._new_message(channel_id, body, files=files)
        if key is not None:
            self.nonces[key] = (msg.id, time.monotonic())
        return msg

    def _keep_files(self, msg: Message, files) -> None:
        if not self.keep_files:
            return
        for f in files or []:
            fp = getattr(f, "fp", None)
            data = fp.getvalue() if hasattr(fp, "getvalue") else None
            if data is not None:
                self.files[(msg.id, f.filename)] = bytes(data)

    def _edit(self, msg: Message, body: dict | None, files=None) -> Message:
        body = body or {}
        self._check(body, msg, files)
        msg.flags |= int(body.get("flags") or 0) & COMPONENTS_V2
        for key in ("content", "embeds", "components"):
            if key in body:
                setattr(msg, key, body[key] if body[key] is not None else ([] if key != "content" else ""))
        if "attachments" in body or files:
            msg.attachments = _attachments(body, files)
            self._keep_files(msg, files)
        msg.edits += 1
        msg.revisions.append(msg.text())
        return msg

    def _dm_owner(self, channel_id: int) -> int | None:
        for uid, cid in self.dm_channels.items():
            if cid == channel_id:
                return uid
        return None

    def dm_channel(self, user_id: int) -> int:
        if user_id not in self.dm_channels:
            self.dm_channels[user_id] = self.next_id()
        return self.dm_channels[user_id]

    # ------------------------------------------------------------------ REST
    async def rest(self, route, files=None, form=None, **kw) -> Any:
        method, path = route.method, route.path
        self.calls.append((method, path))
        body = kw.get("json")
        if body is None and form:
            body = _form_json(form)
        params = _params(route)
        cid = params.get("channel_id")
        if cid in self.hold:
            await self.hold[cid].wait()
        limit = self.limits.get(cid)
        if limit and limit[0] > 0 and path.startswith("/channels/{channel_id}/messages"):
            limit[0] -= 1
            self.rate_limited += 1
            # what discord.py raises when Discord's retry-after exceeds the client's patience
            raise discord.RateLimited(limit[1])
        self.timeline.append((time.perf_counter(), method, path, cid))
        if (method, path) == ("GET", "/users/@me"):
            return BOT_USER
        if (method, path) == ("GET", "/oauth2/applications/@me"):
            return {"id": str(APP_ID), "name": "Meeple", "description": "", "icon": None, "bot_public": True,
                    "bot_require_code_grant": False, "owner": user_payload(1, "owner"), "verify_key": "x",
                    "flags": 0}
        if method == "PUT" and path.startswith("/applications/{application_id}"):
            self.synced_commands = list(body or [])
            return [{**c, "id": str(self.next_id()), "application_id": str(APP_ID), "version": "1"}
                    for c in body or []]
        if (method, path) == ("POST", "/users/@me/channels"):
            uid = int(body["recipient_id"])
            return {"id": str(self.dm_channel(uid)), "type": 1, "recipients": [user_payload(uid, f"user{uid}")],
                    "last_message_id": None}
        if (method, path) == ("POST", "/channels/{channel_id}/messages"):
            cid = params["channel_id"]
            if self._dm_owner(cid) in self.dm_closed:
                raise discord.Forbidden(_Resp(403, "Forbidden"), {"code": 50007,
                                                                  "message": "Cannot send messages to this user"})
            return self._sent_once(cid, body, files).payload()
        if path == "/channels/{channel_id}/messages/{message_id}":
            msg = self.messages.get(params["message_id"])
            if msg is None or msg.deleted:
                raise discord.NotFound(_Resp(404, "Not Found"), {"code": 10008, "message": "Unknown Message"})
            if method == "PATCH":
                return self._edit(msg, body, files).payload()
            if method == "DELETE":
                msg.deleted = True
                return None
        raise AssertionError(f"the fake does not know {method} {path}")

    # ------------------------------------------------------------------ interaction answers
    async def webhook(self, route, payload=None, multipart=None, files=None, **kw) -> Any:
        method, path = route.method, route.path
        self.calls.append((method, path))
        if multipart and payload is None:
            payload = json.loads(multipart[0]["value"])
        params = _params(route)
        token = params.get("webhook_token")
        inter = self.interactions.get(token)
        self.timeline.append((time.perf_counter(), method, path, token))
        if path == "/interactions/{webhook_id}/{webhook_token}/callback":
            return self._callback(token, inter, payload or {}, files)
        if inter is None:
            raise AssertionError(f"unknown interaction token {token!r}")
        if token not in self.answer_times:
            self.answer_times[token] = time.perf_counter()
            waiter = self._answer_waiters.pop(token, None)
            if waiter is not None and not waiter.done():
                waiter.set_result(None)
        if method == "POST" and path == "/webhooks/{webhook_id}/{webhook_token}":  # follow-up
            if inter.thinking:  # Discord: the first follow-up replaces the "thinking…" message
                inter.thinking = False
                return self._edit(self.messages[inter.original_id], payload, files).payload()
            eph = bool((payload or {}).get("flags", 0) & EPHEMERAL)
            return self._new_message(inter.channel_id, payload, ephemeral_for=inter.user_id if eph else None,
                                     files=files).payload()
        if path.startswith("/webhooks/{webhook_id}/{webhook_token}/messages/"):
            target = route.url.rstrip("/").split("/")[-1]
            msg_id = (inter.original_id or inter.message_id) if target == "@original" else int(target)
            if target == "@original":
                inter.thinking = False
            msg = self.messages.get(msg_id)
            if msg is None:
                raise discord.NotFound(_Resp(404, "Not Found"), {"code": 10008, "message": "Unknown Message"})
            if method == "PATCH":
                return self._edit(msg, payload, files).payload()
            if method == "DELETE":
                msg.deleted = True
                return None
        raise AssertionError(f"the fake does not know webhook {method} {path}")

    async def answered(self, token: str) -> None:
        """Returns once the interaction ``token`` got its first follow-up or edit (no polling)."""
        if token in self.answer_times:
            return
        waiter = self._answer_waiters.get(token)
        if waiter is None:
            waiter = self._answer_waiters[token] = asyncio.get_running_loop().create_future()
        await asyncio.shield(waiter)

    def _callback(self, token: str, inter: _Interaction, payload: dict, files) -> dict:
        self.acks[token] = self.acks.get(token, 0) + 1
        self.ack_times.setdefault(token, time.perf_counter())
        if self.acks[token] > 1:
            self.violations.append("interaction answered twice")
            raise discord.HTTPException(_Resp(400, "Bad Request"),
                                        {"code": 40060, "message": "Interaction has already been acknowledged."})
        kind = payload.get("type")
        data = payload.get("data") or {}
        out = {"interaction": {"id": "1", "type": 2, "response_message_ephemeral": False}}
        if kind == 8:  # autocomplete
            choices = data.get("choices") or []
            if len(choices) > 25 or any(len(c["name"]) > 100 or len(str(c["value"])) > 100 for c in choices):
                self.violations.append("autocomplete choices over limits")
            self.autocomplete_results[token] = choices
            return out
        if kind in (4, 5):
            eph = bool(data.get("flags", 0) & EPHEMERAL)
            msg = self._new_message(inter.channel_id, data, ephemeral_for=inter.user_id if eph else None, files=files)
            inter.original_id = msg.id
            inter.thinking = kind == 5
            out["interaction"]["response_message_ephemeral"] = eph
            out["resource"] = {"type": kind, "message": msg.payload()}
        elif kind == 7:
            msg = self.messages[inter.message_id]
            self._edit(msg, data, files)
            out["resource"] = {"type": kind, "message": msg.payload()}
        return out

    # ------------------------------------------------------------------ wiring
    def patches(self) -> list:
        fake = self

        async def rest(_http, route, **kw):
            return await fake.rest(route, **kw)

        async def webhook(_adapter, route, session=None, **kw):
            return await fake.webhook(route, **kw)

        return [mock.patch.object(HTTPClient, "request", rest),
                mock.patch.object(AsyncWebhookAdapter, "request", webhook)]


def _params(route) -> dict:
    out = {}
    for key in ("channel_id", "guild_id", "webhook_id", "webhook_token"):
        value = getattr(route, key, None)
        if value is not None:
            out[key] = value
    if "{message_id}" in route.path:
        out["message_id"] = int(route.url.rstrip("/").split("/")[-1])
    return out


def _form_json(form) -> dict:
    for part in form:
        if part.get("name") == "payload_json":
            return json.loads(part["value"])
    return {}


def _attachments(body: dict, files) -> list:
    names = [f.filename for f in files or []]
    kept = [a for a in body.get("attachments") or [] if "filename" in a and a.get("filename") not in names]
    return [*kept, *({"id": str(i), "filename": n, "size": 1, "url": f"https://cdn/{n}", "proxy_url": "x"}
                     for i, n in enumerate(names))]


def _legacy_problems(rows: list[dict]) -> list[str]:
    """Rows of buttons and selects under content and embeds (a message without the layout flag)."""
    problems = []
    if len(rows) > 5:
        problems.append("more than 5 component rows")
    ids: set = set()
    for row in rows:
        if row.get("type", ACTION_ROW) != ACTION_ROW:
            problems.append(f"component type {row.get('type')} needs the IS_COMPONENTS_V2 flag")
            continue
        problems += _row_problems(row, ids)
    return problems


def _row_problems(row: dict, ids: set) -> list[str]:
    problems = []
    items = row.get("components") or []
    if not items or len(items) > 5:
        problems.append("a row must hold 1 to 5 components")
    if any(c.get("type") in SELECTS for c in items) and len(items) != 1:
        problems.append("a select must be alone in its row")
    for c in items:
        if c.get("type") not in (BUTTON, *SELECTS):
            problems.append(f"component type {c.get('type')} in an action row")
            continue
        problems += _control_problems(c, ids)
    return problems


def _control_problems(c: dict, ids: set) -> list[str]:
    """A button or a select: its custom id (unique in the message), label, options, placeholder."""
    problems = []
    if c.get("type") == BUTTON and c.get("style") in (5, 6):  # a link or premium button has no custom id
        cid = None
    else:
        cid = c.get("custom_id") or ""
        if not cid or len(cid) > 100:
            problems.append(f"custom_id empty or over 100: {cid!r}")
        if cid in ids:
            problems.append(f"duplicate custom_id {cid!r}")
        ids.add(cid)
    if c.get("type") == BUTTON and len(c.get("label") or "") > 80:
        problems.append("button label over 80")
    if c.get("type") == SELECT:
        opts = c.get("options") or []
        if not 1 <= len(opts) <= 25:
            problems.append("a select needs 1 to 25 options")
        if len({o["value"] for o in opts}) != len(opts):
            problems.append("duplicate select values")
        for o in opts:
            if len(o.get("label") or "") > 100 or len(o.get("value") or "") > 100:
                problems.append("select option over 100")
            if len(o.get("description") or "") > 100:
                problems.append("select option description over 100")
    if c.get("type") in SELECTS and len(c.get("placeholder") or "") > 150:
        problems.append("select placeholder over 150")
    return problems


LAYOUT_COMPONENTS = 40
LAYOUT_TEXT = 4000
MEDIA_DESCRIPTION = 1024


def _layout_problems(body: dict, components: list[dict], msg: Message | None, files) -> list[str]:
    """A Components V2 message: no content or embeds (after the edit, too), at most 40 components counting
    nested ones, 4,000 characters of text displays, each component where Discord allows it and within its
    own limits, unique custom ids and ids, pictures that name an attached file."""
    problems = []
    content = body.get("content", msg.content if msg else "")
    embeds = body.get("embeds", msg.embeds if msg else [])
    if content:
        problems.append("content in a components v2 message")
    if embeds:
        problems.append("embeds in a components v2 message")
    for key in ("poll", "sticker_ids"):
        if body.get(key):
            problems.append(f"{key} in a components v2 message")
    if "components" not in body and msg is not None:
        return problems  # the components stay as they were (checked when they were sent)
    if not components:
        problems.append("a components v2 message needs at least one component (empty message)")
    every = list(walk(components))
    if len(every) > LAYOUT_COMPONENTS:
        problems.append(f"{len(every)} components: over {LAYOUT_COMPONENTS} in total (nested included)")
    text = sum(len(c.get("content") or "") for c in every if c.get("type") == TEXT_DISPLAY)
    if text > LAYOUT_TEXT:
        problems.append(f"text displays over {LAYOUT_TEXT} characters in total ({text})")
    numbers = [c["id"] for c in every if c.get("id") is not None]
    if len(set(numbers)) != len(numbers):
        problems.append("duplicate component id")
    if "attachments" in body or files or msg is None:
        names = {a.get("filename") for a in body.get("attachments") or []} | {f.filename for f in files or []}
    else:
        names = {a.get("filename") for a in msg.attachments}
    ids: set = set()
    for c in components:
        if c.get("type") not in LAYOUT_TOP:
            problems.append(f"component type {c.get('type')} at the top level of a layout")
        problems += _layout_component(c, ids, names)
    return problems


def _layout_component(c: dict, ids: set, names: set) -> list[str]:
    kind = c.get("type")
    problems = []
    if kind == CONTAINER:
        kids = c.get("components") or []
        if not kids:
            problems.append("an empty container")
        colour = c.get("accent_color")
        if colour is not None and not 0 <= colour <= 0xFFFFFF:
            problems.append("container accent colour outside 0..0xFFFFFF")
        for k in kids:
            if k.get("type") not in IN_CONTAINER:
                problems.append(f"component type {k.get('type')} inside a container")
            problems += _layout_component(k, ids, names)
    elif kind == SECTION:
        kids = c.get("components") or []
        if not 1 <= len(kids) <= 3 or any(k.get("type") != TEXT_DISPLAY for k in kids):
            problems.append("a section holds 1 to 3 text displays")
        for k in kids:
            problems += _layout_component(k, ids, names)
        side = c.get("accessory")
        if not side or side.get("type") not in (BUTTON, THUMBNAIL):
            problems.append("a section needs a button or a thumbnail beside it")
        elif side.get("type") == BUTTON:
            problems += _control_problems(side, ids)
        else:
            problems += _layout_component(side, ids, names)
    elif kind == TEXT_DISPLAY:
        if not c.get("content"):
            problems.append("an empty text display")
    elif kind == MEDIA_GALLERY:
        items = c.get("items") or []
        if not 1 <= len(items) <= 10:
            problems.append("a media gallery holds 1 to 10 items")
        for item in items:
            problems += _media_problems(item, names)
    elif kind == THUMBNAIL:
        problems += _media_problems(c, names)
    elif kind == SEPARATOR:
        if c.get("spacing", 1) not in (1, 2):
            problems.append("separator spacing must be 1 or 2")
    elif kind == FILE:
        url = (c.get("file") or {}).get("url") or ""
        if not url.startswith("attachment://") or url.removeprefix("attachment://") not in names:
            problems.append(f"a file component must name an attached file: {url!r}")
    elif kind == ACTION_ROW:
        problems += _row_problems(c, ids)
    else:
        problems.append(f"component type {kind} outside an action row or a section")
    return problems


def _media_problems(item: dict, names: set) -> list[str]:
    problems = []
    url = (item.get("media") or {}).get("url") or ""
    if not url:
        problems.append("a picture without a url")
    elif url.startswith("attachment://") and url.removeprefix("attachment://") not in names:
        problems.append(f"{url} is not attached to the message")
    if len(item.get("description") or "") > MEDIA_DESCRIPTION:
        problems.append(f"a picture description over {MEDIA_DESCRIPTION}")
    return problems
