"""Playing: a move button or select, /move (typed or picked in its autocomplete), and taking a move back.

A click is answered in this order: acknowledged at once; played by the service (one checked, committed
compare-and-swap); the new version's announcement handed to the publisher (in the background); the mover's
message edited to their new panel, read from the same snapshot as the board and the DMs.
"""

from __future__ import annotations

import discord

from ..i18n import lang_of, t
from ..play.service import UserError, find_move, seat_of
from ..play.snapshot import Snapshot
from . import answer, render
from .desk import Desk
from .panels import Panels
from .words import match_move, parse_move_value


def move_labels(snap: Snapshot, seat: int, lang: str) -> list:
    """(move, label) of each legal move of ``seat`` (once per version): what /move matches and offers."""
    def make():
        game, state = snap.game, snap.state
        return [(m, game.move_label(state, seat, m, lang, snap.names)) for m in game.legal_moves(state, seat)]

    return snap.memo(("move_labels", seat, lang), make)


def played_label(snap: Snapshot, outcome, lang: str) -> str:
    """The label of the move that made this version (the mover's answer and their DM's "You played:" line)."""
    return snap.memo(("played", outcome.seat, lang),
                     lambda: snap.game.move_label(outcome.before, outcome.seat, outcome.move, lang, snap.names))


class Moves:
    def __init__(self, desk: Desk, panels: Panels):
        self.desk = desk
        self.panels = panels
        self.played = None  # (game, seat, DM message id, line): the announcer's note of a move (Announcer.played)

    async def on_move(self, interaction: discord.Interaction, gid: int, ver: int, move_id: str) -> None:
        lang = lang_of(interaction.locale)
        await answer.ack(interaction)  # acknowledge at once: the answer comes as an edit or a follow-up
        desk = self.desk
        try:
            outcome = await desk.service.play(gid, ver, move_id, user_id=interaction.user.id)
        except UserError as err:
            await desk.refuse(interaction, err)
            if err.key == "err.stale":
                row = await desk.service.current(gid)
                seat = seat_of(row, interaction.user.id) if row else None
                if seat is not None and row.status == "running":
                    await self.panels.show(interaction, row, seat, lang, reply=True)
            return
        await self._after_move(interaction, outcome, lang)

    async def on_select(self, interaction: discord.Interaction, gid: int, ver: int, path_text: str,
                        value: str) -> None:
        """A pick in a select of choices: a move (``m:``) is played, a group (``g:``) opened."""
        await answer.ack(interaction)
        if value.startswith("m:"):
            await self.on_move(interaction, gid, ver, value[2:])
            return
        index = value[2:] if value.startswith("g:") else ""
        if not index.isdigit():
            raise UserError("err.forged")
        joined = f"{path_text}.{index}" if path_text else index
        await self.panels.on_choices(interaction, gid, ver, joined, 0)

    async def on_move_command(self, interaction: discord.Interaction, text: str) -> None:
        lang = lang_of(interaction.locale)
        await answer.ack(interaction)
        desk = self.desk
        row = await desk.find_game(interaction)
        seat = seat_of(row, interaction.user.id)
        if seat is None:
            raise UserError("err.not_player")
        if row.status != "running":
            raise UserError("err.not_running")
        snap = desk.snap(row)
        if seat not in snap.acting:
            raise UserError("err.not_your_turn", who=", ".join(snap.names[i] for i in snap.required))
        version, move_id = parse_move_value(text)
        if move_id is None:  # typed by hand: match a label or an id
            version, move_id = row.version, match_move(snap.game, snap.state, seat, lang, snap.names, text,
                                                       move_labels(snap, seat, lang))
        try:
            outcome = await desk.service.play(row.id, version, move_id, user_id=interaction.user.id)
        except UserError as err:
            await desk.refuse(interaction, err)
            return
        await self._after_move(interaction, outcome, lang, command=True)

    async def move_autocomplete(self, interaction: discord.Interaction, current: str) -> list[tuple[str, str]]:
        lang = lang_of(interaction.locale)
        try:
            row = await self.desk.find_game(interaction)
        except UserError:
            return []
        seat = seat_of(row, interaction.user.id)
        if seat is None or row.status != "running":
            return []
        wanted = current.strip().lower()
        out = []
        for m, label in move_labels(self.desk.snap(row), seat, lang):
            if wanted and wanted not in label.lower() and wanted not in m.id.lower():
                continue
            out.append((render.fit(label, 100), f"{row.version}:{m.id}"))
            if len(out) == 25:
                break
        return out

    async def _after_move(self, interaction: discord.Interaction, outcome, lang: str, command: bool = False) -> None:
        desk = self.desk
        row = outcome.row
        snap = desk.outcome_snap(outcome)  # read by the answer, the board, the DMs and the ping alike
        # the DM's "You played:" line, carried by every edit of that DM from now on (by the announcement of this
        # move too, so a move made elsewhere, by /move or /hand, shows there as well)
        entry = (row.dms or {}).get(str(outcome.seat)) or {}
        if entry.get("message_id") and self.played is not None:
            dm_lang = row.seats[outcome.seat].get("lang") or row.lang
            self.played(row.id, outcome.seat, entry["message_id"],
                        t(dm_lang, "hand.played", label=played_label(snap, outcome, dm_lang)))
        desk.spawn(desk.publish(row.id, row=row), f"publish-{row.id}")  # committed: announced whatever happens below
        label = played_label(snap, outcome, lang)
        await self.panels.answer_with_hand(interaction, row, outcome.seat, lang, t(lang, "hand.played", label=label),
                                           command, snap)

    # ------------------------------------------------------------------ undo
    async def on_undo(self, interaction: discord.Interaction) -> None:
        await answer.ack(interaction)
        row = await self.desk.find_game(interaction)
        try:
            outcome = await self.desk.service.undo(row.id, interaction.user.id)
        except UserError as err:
            await self.desk.refuse(interaction, err)
            return
        await self._after_undo(interaction, outcome, command=True)

    async def on_undo_button(self, interaction: discord.Interaction, gid: int, ver: int) -> None:
        await answer.ack(interaction)
        try:
            outcome = await self.desk.service.undo(gid, interaction.user.id, ver)
        except UserError as err:
            await self.desk.refuse(interaction, err)
            return
        await self._after_undo(interaction, outcome)

    async def _after_undo(self, interaction: discord.Interaction, outcome, command: bool = False) -> None:
        desk = self.desk
        lang = lang_of(interaction.locale)
        row = outcome.row
        desk.spawn(desk.publish(row.id, row=row), f"publish-{row.id}")
        snap = desk.snap(row)
        game, state = snap.game, snap.state
        move = find_move(game, state, outcome.seat, outcome.undone.move_id)
        label = game.move_label(state, outcome.seat, move, lang, snap.names) if move else outcome.undone.move_id
        await self.panels.answer_with_hand(interaction, row, outcome.seat, lang, t(lang, "undo.done", label=label),
                                           command, snap)
        name = row.seats[outcome.seat]["name"]
        await answer.send(desk.channel(row.channel_id), t(row.lang, "undo.public", name=name))
