"""Buttons and selects as DynamicItems: their custom ids carry everything, so they work after a restart.

custom ids (all ≤ 100 characters):
  mp:l:{game}:{action}               lobby button (join, leave, ai, start, cancel)
  mp:la:{game}                       lobby select: add an AI of the chosen level (easy, normal, hard)
  mp:h:{game}                        "My hand / play" on the board
  mp:g:{game}:{version}:{path}       open a group of choices ("" is the top level)
  mp:p:{game}:{version}:{path}:{page} another page of a long level
  mp:s:{game}:{version}:{path}:{page}:{k}  a select of choices (values "m:{move}" or "g:{index}")
  mp:m:{game}:{version}:{move}       play a move
  mp:u:{game}:{version}              take back my latest move (only while the game is at that version)
  mp:x:{game}                        confirm /abandon when other people are seated
  mp:c:{game}[:{page}]               the Cards list of my private panel (no page: open it as a new private
                                     answer; a page: turn the list's pages)

Any other custom id (ours outdated, or forged) gets a polite "no longer valid" (see ``is_unmatched``).
"""

from __future__ import annotations

import discord
from discord.ui import Button, DynamicItem, Select

LOBBY_ACTIONS = ("join", "leave", "ai", "start", "cancel")


async def _run(interaction: discord.Interaction, method: str, *args) -> None:
    """Call ``Tables.<method>``; any failure becomes a polite ephemeral answer (never a silent click)."""
    bot = interaction.client
    await bot.guard(interaction, getattr(bot.tables, method)(interaction, *args))


class LobbyButton(DynamicItem[Button], template=r"mp:l:(?P<gid>\d{1,18}):(?P<action>join|leave|ai|start|cancel)"):
    def __init__(self, gid: int, action: str, label: str = "·", style=discord.ButtonStyle.secondary):
        super().__init__(Button(label=label, style=style, custom_id=f"mp:l:{gid}:{action}"))
        self.gid, self.action = gid, action

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["gid"]), match["action"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await _run(interaction, "on_lobby", self.gid, self.action)


class AiLevelSelect(DynamicItem[Select], template=r"mp:la:(?P<gid>\d{1,18})"):
    def __init__(self, gid: int, options=None, placeholder: str | None = None):
        super().__init__(Select(custom_id=f"mp:la:{gid}", options=options or [], placeholder=placeholder,
                                min_values=1, max_values=1), row=1)
        self.gid = gid

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["gid"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        values = (interaction.data or {}).get("values") or []
        await _run(interaction, "on_lobby", self.gid, "ai", values[0] if values else "")


class HandButton(DynamicItem[Button], template=r"mp:h:(?P<gid>\d{1,18})"):
    def __init__(self, gid: int, label: str = "·"):
        super().__init__(Button(label=label, style=discord.ButtonStyle.primary, custom_id=f"mp:h:{gid}", emoji="🃏"))
        self.gid = gid

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["gid"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _run(interaction, "on_hand_button", self.gid)


class GroupButton(DynamicItem[Button], template=r"mp:g:(?P<gid>\d{1,18}):(?P<ver>\d{1,9}):(?P<path>[0-9.]{0,40})"):
    def __init__(self, gid: int, ver: int, path: str, label: str = "·", row: int | None = None,
                 style=discord.ButtonStyle.secondary, back: bool = False):
        super().__init__(Button(label=label, style=style, custom_id=f"mp:g:{gid}:{ver}:{path}",
                                emoji="↩️" if back else None), row=row)
        self.gid, self.ver, self.path = gid, ver, path

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["gid"]), int(match["ver"]), match["path"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await _run(interaction, "on_choices", self.gid, self.ver, self.path, 0)


class PageButton(DynamicItem[Button],
                 template=r"mp:p:(?P<gid>\d{1,18}):(?P<ver>\d{1,9}):(?P<path>[0-9.]{0,40}):(?P<page>\d{1,3})"):
    def __init__(self, gid: int, ver: int, path: str, page: int, label: str = "·", row: int | None = None):
        super().__init__(Button(label=label, style=discord.ButtonStyle.secondary,
                                custom_id=f"mp:p:{gid}:{ver}:{path}:{page}"), row=row)
        self.gid, self.ver, self.path, self.page = gid, ver, path, page

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["gid"]), int(match["ver"]), match["path"], int(match["page"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _run(interaction, "on_choices", self.gid, self.ver, self.path, self.page)


class ChoiceSelect(DynamicItem[Select],
                   template=r"mp:s:(?P<gid>\d{1,18}):(?P<ver>\d{1,9}):(?P<path>[0-9.]{0,40}):(?P<page>\d{1,3}):\d"):
    def __init__(self, gid: int, ver: int, path: str, page: int, k: int = 0, options=None,
                 placeholder: str | None = None, row: int | None = None):
        select = Select(custom_id=f"mp:s:{gid}:{ver}:{path}:{page}:{k}", options=options or [],
                        placeholder=placeholder, min_values=1, max_values=1)
        super().__init__(select, row=row)
        self.gid, self.ver, self.path, self.page = gid, ver, path, page

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["gid"]), int(match["ver"]), match["path"], int(match["page"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        values = (interaction.data or {}).get("values") or []
        await _run(interaction, "on_select", self.gid, self.ver, self.path, values[0] if values else "")


class MoveButton(DynamicItem[Button], template=r"mp:m:(?P<gid>\d{1,18}):(?P<ver>\d{1,9}):(?P<mid>\S{1,64})"):
    def __init__(self, gid: int, ver: int, move_id: str, label: str = "·", row: int | None = None):
        super().__init__(Button(label=label, style=discord.ButtonStyle.primary,
                                custom_id=f"mp:m:{gid}:{ver}:{move_id}"), row=row)
        self.gid, self.ver, self.move_id = gid, ver, move_id

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["gid"]), int(match["ver"]), match["mid"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await _run(interaction, "on_move", self.gid, self.ver, self.move_id)


class UndoButton(DynamicItem[Button], template=r"mp:u:(?P<gid>\d{1,18}):(?P<ver>\d{1,9})"):
    def __init__(self, gid: int, ver: int, label: str = "·", row: int | None = None):
        super().__init__(Button(label=label, style=discord.ButtonStyle.danger, custom_id=f"mp:u:{gid}:{ver}",
                                emoji="↩️"), row=row)
        self.gid, self.ver = gid, ver

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["gid"]), int(match["ver"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _run(interaction, "on_undo_button", self.gid, self.ver)


class AbandonButton(DynamicItem[Button], template=r"mp:x:(?P<gid>\d{1,18})"):
    def __init__(self, gid: int, label: str = "·"):
        super().__init__(Button(label=label, style=discord.ButtonStyle.danger, custom_id=f"mp:x:{gid}"))
        self.gid = gid

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["gid"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _run(interaction, "on_abandon_confirm", self.gid)


class CardsButton(DynamicItem[Button], template=r"mp:c:(?P<gid>\d{1,18})(?::(?P<page>\d{1,3}))?"):
    def __init__(self, gid: int, page: int | None = None, label: str = "·", row: int | None = None):
        custom_id = f"mp:c:{gid}" if page is None else f"mp:c:{gid}:{page}"
        super().__init__(Button(label=label, style=discord.ButtonStyle.secondary, custom_id=custom_id,
                                emoji="📖" if page is None else None), row=row)
        self.gid, self.page = gid, page

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["gid"]), None if match["page"] is None else int(match["page"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _run(interaction, "on_cards_button", self.gid, self.page)


DYNAMIC_ITEMS = (LobbyButton, AiLevelSelect, HandButton, GroupButton, PageButton, ChoiceSelect, MoveButton, UndoButton,
                 AbandonButton, CardsButton)


def is_unmatched(interaction: discord.Interaction) -> bool:
    """A component interaction that no item's template matches: an outdated button, or a custom id forged by a
    modified client, in our ``mp:`` namespace or not (every component the bot sends is one of ``DYNAMIC_ITEMS``,
    so nothing else could answer it, and Discord would show "This interaction failed")."""
    if interaction.type is not discord.InteractionType.component:
        return False
    custom_id = str((interaction.data or {}).get("custom_id") or "")
    return not any(item.__discord_ui_compiled_template__.fullmatch(custom_id) for item in DYNAMIC_ITEMS)


class Items:
    """Every component the table builds, and the bot's registration of them (``bot.ui`` never imports the cogs:
    the bot is handed this factory, see ``bot.wiring``)."""

    all = DYNAMIC_ITEMS  # registered as dynamic items by the bot
    unmatched = staticmethod(is_unmatched)
    move = MoveButton
    undo = UndoButton
    cards = CardsButton
    lobby = LobbyButton
    hand = HandButton
    abandon = AbandonButton

    @staticmethod
    def ai_level(gid, options, placeholder):
        return AiLevelSelect(gid, options, placeholder)

    @staticmethod
    def group(gid, ver, path, label, row, style=discord.ButtonStyle.secondary, back=False):
        return GroupButton(gid, ver, path, label, row, style=style, back=back)

    @staticmethod
    def page(gid, ver, path, page, label, row):
        return PageButton(gid, ver, path, page, label, row)

    @staticmethod
    def select(gid, ver, path, page, k, options, placeholder, row):
        return ChoiceSelect(gid, ver, path, page, k, options, placeholder, row)
