"""Console mode: the real bot against the in-process fake Discord, one person acting as several users.

    alice: /play loveletter        a slash command (first word after the command = its main option)
    bob: join                      click the button labelled "Join" that bob can see
    alice: 3                       click choice number 3 of what was shown last
    alice: /move guard             /move with a label or id
    show bob                       what bob sees now (board, his DMs, his private replies)
"""

from __future__ import annotations

import asyncio
import shlex
import sys
import textwrap

from .harness.driver import Harness
from .harness.fake import Message

HELP = __doc__ + """
Commands: /play GAME [options] [timeout=MINUTES], /move TEXT, /hand, /board, /rules [GAME], /games, /leave,
/abandon, /undo, /history [game=N] [page=N], /replay N, /stats [game=ID], /leaderboard GAME,
/settings [turn_timeout=MIN] [max_timeouts=N] [longest_timeout=MIN].
Lobby buttons: join, leave, add ai, start, cancel.  Type 'quit' to leave (games are saved).
"""

MAIN_OPTION = {"play": "game", "move": "move", "rules": "game", "replay": "game", "leaderboard": "game"}


class Console:
    def __init__(self, harness: Harness, out=None):
        self.h = harness
        self.out = out or sys.stdout
        self.choices: dict[int, tuple[Message, dict, str | None]] = {}
        self.seen: dict[int, int] = {}

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
            self.show_all(self.h.user(line[5:].strip()))
            return True
        who, sep, action = line.partition(":")
        if not sep or not who.strip() or " " in who.strip():
            self.print("Say who acts: 'alice: /play loveletter' (type 'help').")
            return True
        user = self.h.user(who.strip())
        action = action.strip()
        try:
            await self.act(user, action)
        except (LookupError, ValueError) as exc:
            self.print(f"  ?? {exc}")
        self.show_changes()
        return True

    async def act(self, user, action: str) -> None:
        if action.startswith("/"):
            words = shlex.split(action[1:])
            name, rest = words[0].lower(), words[1:]
            options = {}
            positional = []
            for w in rest:
                key, eq, value = w.partition("=")
                if eq and (name not in ("play", "move") or key == "timeout"):
                    options[key] = int(value) if value.isdigit() else value
                else:
                    positional.append(w)
            if positional and name in MAIN_OPTION:
                first = positional[0]
                options[MAIN_OPTION[name]] = int(first) if name == "replay" and first.isdigit() else first
                if name == "play" and len(positional) > 1:
                    options["options"] = " ".join(positional[1:])
                if name == "move":
                    options["move"] = " ".join(positional)
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
            self.print("  [picture: " + ", ".join(a["filename"] for a in m.attachments) + "]")
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


async def run_console(database_url: str, lines=None, out=None, ai_delay: float = 0.2) -> int:
    harness = Harness(database_url, ai_delay=ai_delay)
    await harness.start()
    console = Console(harness, out)
    console.print("Meeple console — offline, no Discord needed. Type 'help'. Try:  alice: /play loveletter")
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
