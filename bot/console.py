"""Console mode: the real bot against the in-process fake Discord, one person acting as several users.

    alice: /play loveletter        a slash command (first word after the command = its main option)
    bob: join                      click the button labelled "Join" that bob can see
    alice: 3                       click choice number 3 of what was shown last
    alice: /move guard             /move with a label or id
    show bob                       what bob sees now (board, his DMs, his private replies)
    lang fr                        everyone at this console speaks French from now on (en, fr)
"""

from __future__ import annotations

import asyncio
import hashlib
import os
import shlex
import sys
import tempfile
import textwrap

import discord

from .harness.driver import Harness, User
from .harness.fake import Message

HELP = __doc__ + """
Commands: /play GAME [options] [timeout=MINUTES], /move TEXT, /hand, /board, /rules [GAME], /games, /leave,
/abandon, /undo, /history [game=N] [page=N], /replay N, /stats [user=NAME] [game=ID], /leaderboard GAME,
/settings [turn_timeout=MIN] [max_timeouts=N] [longest_timeout=MIN], /card NAME [game=ID].
'lang fr' or 'lang en' switches the language (also: python -m bot --console --lang fr).
Pictures (board, hand) are written to a folder and their paths printed (--pictures DIR; default a temp folder).
"Double quotes" group words; an apostrophe is just a letter.  The same name is the same user in every session.
Lobby buttons: join, leave, add ai, start, cancel.  Type 'quit' to leave (games are saved).
"""

MAIN_OPTION = {"play": "game", "move": "move", "rules": "game", "replay": "game", "leaderboard": "game",
               "card": "name"}
LOCALES = {"en": "en-US", "fr": "fr"}

# One line per command, printed when its arguments do not fit.
USAGE = {
    "play": "/play GAME [options] [timeout=MINUTES]   e.g. alice: /play loveletter  (/games lists them)",
    "move": "/move TEXT   a move's label or id, e.g. alice: /move guard",
    "hand": "/hand   (no arguments)",
    "board": "/board   (no arguments)",
    "rules": "/rules [GAME]   e.g. alice: /rules loveletter",
    "games": "/games   (no arguments)",
    "leave": "/leave   (no arguments)",
    "abandon": "/abandon   (no arguments)",
    "undo": "/undo   (no arguments)",
    "history": "/history [game=N] [page=N]   e.g. alice: /history game=1",
    "replay": "/replay N   N is a game number, e.g. alice: /replay 1",
    "stats": "/stats [user=NAME] [game=ID]   e.g. alice: /stats user=bob",
    "leaderboard": "/leaderboard GAME   e.g. alice: /leaderboard loveletter",
    "settings": "/settings [turn_timeout=MIN] [max_timeouts=N] [longest_timeout=MIN]",
    "card": "/card NAME [game=ID]   what a card does, e.g. alice: /card guard",
}

# Console users get ids derived from their names, so the same name is the same Discord user in every
# session on a database. The range sits far above the fake Discord's own ids (1000-3000 for the bot,
# guild and channel, a counter from 10,000,000 for messages and DM channels) and below 2**63.
USER_ID_BASE = 10**15
USER_ID_SPAN = 10**15


def user_id_for(name: str) -> int:
    """The stable user id of the console user called ``name`` (the same in every session)."""
    digest = hashlib.blake2b(name.encode("utf-8"), digest_size=8).digest()
    return USER_ID_BASE + int.from_bytes(digest, "big") % USER_ID_SPAN


def split_words(text: str) -> list[str]:
    """Words of a command line; "double quotes" group words, an apostrophe is an ordinary letter."""
    lexer = shlex.shlex(text, posix=True)
    lexer.whitespace_split = True
    lexer.quotes = '"'
    lexer.commenters = ""
    try:
        return list(lexer)
    except ValueError:  # an unclosed quote or a trailing backslash: plain words then
        return text.split()


class UsageError(ValueError):
    """Arguments that do not fit a command: the console prints the command's usage line."""


def usage(name: str, command=None) -> str:
    if name in USAGE:
        return USAGE[name]
    parts = [f"/{name}"]
    for p in getattr(command, "parameters", []):
        parts.append(p.name.upper() if p.required else f"[{p.name}=...]")
    return " ".join(parts)


class Console:
    def __init__(self, harness: Harness, out=None, lang: str = "en", pictures: str | None = None):
        self.h = harness
        self.out = out or sys.stdout
        self.choices: dict[int, tuple[Message, dict, str | None]] = {}
        self.seen: dict[int, int] = {}
        self.lang = lang if lang in LOCALES else "en"
        self.pictures = pictures  # the folder pictures are written to (None: only their names are printed)
        if pictures is not None:
            os.makedirs(pictures, exist_ok=True)
            harness.fake.keep_files = True

    def print(self, text: str = "") -> None:
        print(text, file=self.out, flush=True)

    async def handle(self, line: str) -> bool:
        line = line.strip()
        if not line:
            return True
        if line in ("quit", "exit"):
            return False
        if line in ("help", "?"):
            self.print(HELP)
            return True
        if line.startswith("show "):
            self.show_all(self.user(line[5:].strip()))
            return True
        if line == "lang" or line.startswith("lang "):
            self.set_lang(line[4:].strip().lower())
            return True
        who, sep, action = line.partition(":")
        if not sep or not who.strip() or " " in who.strip():
            self.print("Say who acts: 'alice: /play loveletter' (type 'help').")
            return True
        user = self.user(who.strip())
        action = action.strip()
        try:
            await self.act(user, action)
        except (LookupError, ValueError) as exc:
            self.print(f"  ?? {exc}")
        self.show_changes()
        return True

    def set_lang(self, lang: str) -> None:
        """Everyone at this console speaks ``lang`` from now on (their Discord locale)."""
        if lang not in LOCALES:
            self.print(f"  ?? say 'lang en' or 'lang fr' (now: {self.lang})")
            return
        self.lang = lang
        for u in self.h.users.values():
            u.locale = LOCALES[lang]
        self.print(f"  language: {lang}")

    def user(self, name: str) -> User:
        """The console user ``name``, with the id bound to that name (see ``user_id_for``)."""
        if name not in self.h.users:
            uid = user_id_for(name)
            taken = {u.id for u in self.h.users.values()}
            while uid in taken:  # two names hashing alike: astronomically rare, but never share a seat
                uid += 1
            return self.h.user(name, uid=uid, locale=LOCALES[self.lang])
        return self.h.user(name)

    async def act(self, user, action: str) -> None:
        if action.startswith("/"):
            name, options = self.parse_command(action[1:])
            await self.h.slash(user, name, **options)
            return
        if action.isdigit():
            number = int(action)
            if number not in self.choices:
                raise LookupError(f"there is no choice {number} on screen")
            message, component, value = self.choices[number]
            if message.dm_of not in (None, user.id) or message.ephemeral_for not in (None, user.id):
                raise LookupError(f"choice {number} is not on {user.name}'s screen")
            if value is None:
                await self.h.click(user, message, custom_id=component["custom_id"])
            else:
                await self.h.choose(user, message, value, custom_id=component["custom_id"])
            return
        wanted = action.lower()
        for message in reversed(self.h.visible_to(user)):
            for button in message.buttons():
                if button.get("label", "").lower() == wanted or wanted in button.get("label", "").lower():
                    await self.h.click(user, message, custom_id=button["custom_id"])
                    return
        raise LookupError(f"{user.name} sees no button '{action}' (type 'help')")

    def parse_command(self, text: str) -> tuple[str, dict]:
        """``play loveletter timeout=5`` -> ("play", {"game": "loveletter", "timeout": 5}), checked against
        the bot's own command tree; arguments that do not fit raise ``UsageError`` with the usage line."""
        words = split_words(text)
        if not words:
            raise UsageError("type a command after '/', e.g. alice: /play loveletter (type 'help')")
        name, rest = words[0].lower(), words[1:]
        tree = self.h.bot.tree if self.h.bot is not None else None
        command = tree.get_command(name) if tree is not None else None
        if command is None or not hasattr(command, "parameters"):
            raise UsageError(f"there is no command /{name} (type 'help')")
        params = {p.name: p for p in command.parameters}
        options: dict = {}
        positional = []
        for w in rest:
            key, eq, value = w.partition("=")
            # /play's extra words are its options text and /move's words are the move: only
            # timeout=... is an option there; elsewhere key=value names an option of the command
            if eq and key and (name not in ("play", "move") or (name == "play" and key == "timeout")):
                if key not in params:
                    raise UsageError(f"/{name} has no option '{key}'. Usage: {usage(name, command)}")
                options[key] = value
            else:
                positional.append(w)
        if positional:
            main = MAIN_OPTION.get(name) or next(iter(params), None)
            if main is None or main in options:
                raise UsageError(f"/{name} takes no '{positional[0]}'. Usage: {usage(name, command)}")
            if name == "play":
                options["game"] = positional[0]
                if len(positional) > 1:
                    options["options"] = " ".join(positional[1:])
            elif name == "move" or params[main].type is discord.AppCommandOptionType.string:
                options[main] = " ".join(positional)
            elif len(positional) == 1:
                options[main] = positional[0]
            else:
                raise UsageError(f"too many words for /{name}. Usage: {usage(name, command)}")
        missing = [p.name for p in command.parameters if p.required and not str(options.get(p.name, "")).strip()]
        if missing:
            raise UsageError(f"/{name} needs {', '.join(m.upper() for m in missing)}. Usage: {usage(name, command)}")
        return name, {k: self.convert(name, command, params[k], v) for k, v in options.items()}

    def convert(self, name: str, command, param, value: str):
        kind = param.type
        if kind is discord.AppCommandOptionType.integer:
            try:
                return int(value)
            except ValueError:
                raise UsageError(f"{param.name} must be a whole number, not '{value}'. "
                                 f"Usage: {usage(name, command)}") from None
        if kind is discord.AppCommandOptionType.user:
            return self.user(value.lstrip("@"))
        return value

    # ------------------------------------------------------------------ output
    def show_changes(self) -> None:
        changed = [m for m in sorted(self.h.fake.messages.values(), key=lambda m: m.id)
                   if not m.deleted and self.seen.get(m.id) != m.edits]
        self.choices = {}
        for m in changed:
            self.seen[m.id] = m.edits
            self.render(m)

    def show_all(self, user) -> None:
        self.choices = {}
        board = self.h.board()
        shown = [board] if board else []
        shown += self.h.dms(user)[-1:] + self.h.ephemerals(user)[-1:]
        for m in shown:
            self.render(m)

    def where(self, m: Message) -> str:
        names = {u.id: u.name for u in self.h.users.values()}
        if m.dm_of is not None:
            return f"DM to {names.get(m.dm_of, m.dm_of)}"
        if m.ephemeral_for is not None:
            return f"only {names.get(m.ephemeral_for, m.ephemeral_for)} sees"
        return "#games"

    def picture(self, m: Message, filename: str) -> str:
        """Where the picture ``filename`` of ``m`` was written (its name alone when pictures are not kept)."""
        data = self.h.fake.files.get((m.id, filename))
        if self.pictures is None or data is None:
            return filename
        path = os.path.join(self.pictures, f"{m.id}-{filename}")
        with open(path, "wb") as f:
            f.write(data)
        return path

    def render(self, m: Message) -> None:
        names = {str(u.id): u.name for u in self.h.users.values()}
        text = m.text()
        for uid, name in names.items():
            text = text.replace(f"<@{uid}>", f"@{name}")
        if not text and not m.buttons() and not m.selects():
            return
        edited = " (updated)" if m.edits else ""
        self.print(f"── [{self.where(m)}]{edited} " + "─" * 20)
        for line in text.splitlines():
            self.print(textwrap.indent(line, "  "))
        if m.attachments:
            self.print("  [picture: " + ", ".join(self.picture(m, a["filename"]) for a in m.attachments) + "]")
        line = []
        for b in m.buttons():
            n = len(self.choices) + 1
            self.choices[n] = (m, b, None)
            line.append(f"[{n}] {b.get('label', '')}")
        for s in m.selects():
            for o in s["options"]:
                n = len(self.choices) + 1
                self.choices[n] = (m, s, o["value"])
                line.append(f"[{n}] {o['label']}")
        if line:
            self.print("  " + "  ".join(line))


def quiet_voice_warnings() -> None:
    """No "PyNaCl / davey is not installed, voice will NOT be supported" at start: the console has no voice.

    discord.py logs each of these once per process from ``Client.__init__`` while these flags are set."""
    discord.VoiceClient.warn_nacl = False
    discord.VoiceClient.warn_dave = False


async def run_console(database_url: str, lines=None, out=None, ai_delay: float = 0.2,
                      ai_iterations: int | None = None, lang: str = "en", pictures: str | None = None) -> int:
    """The console plays like the real bot, AI levels' budgets included (``ai_iterations``: tests only).

    ``lang``: the language everyone speaks at first; ``pictures``: the folder board and hand pictures are
    written to (None: a new temporary folder)."""
    quiet_voice_warnings()
    harness = Harness(database_url, ai_delay=ai_delay, ai_workers=0, ai_iterations=ai_iterations, ai_seconds=None)
    await harness.start()
    pictures = pictures or tempfile.mkdtemp(prefix="meeple-pictures-")
    console = Console(harness, out, lang=lang, pictures=pictures)
    console.print("Meeple console — offline, no Discord needed. Type 'help'. Try:  alice: /play loveletter")
    console.print(f"Pictures are written to {pictures}  ·  language: {console.lang} (type 'lang fr' to change)")
    loop = asyncio.get_running_loop()
    try:
        while True:
            if lines is not None:
                if not lines:
                    break
                line = lines.pop(0)
                console.print(f"> {line}")
            else:
                try:
                    line = await loop.run_in_executor(None, input, "> ")
                except EOFError:
                    break
            if not await console.handle(line):
                break
    finally:
        await harness.stop()
    return 0
