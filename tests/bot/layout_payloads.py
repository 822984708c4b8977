"""The layout messages the bot sends, for every game in both languages, as plain data: what goes to discord.py.

``cases()`` builds the boards, panels and lobbies the way the bot's callers do (an embed and its controls with
``layout=True`` through ``answer.prepare``, and ``layout``'s own builders), and ``normal`` turns each prepared
call into JSON (the view's ``to_components()``, the file's name and bytes' hash, the mentions). The golden
file ``data/layout_payloads.json.gz`` holds what the code sent before the layout path was made cheaper; the
test compares against it, so a faster build can never change a byte of a message.

Written again (only when a message is meant to change) with:
    python -m tests.bot.layout_payloads --write
"""

from __future__ import annotations

import gzip
import hashlib
import io
import json
import os
import sys

import discord

from bot.i18n import t
from bot.store.db import GameRow
from bot.ui import answer, layout, render
from bot.ui import choices as ch
from bot.ui.lobby import lobby_view
from cogs.components import HandButton, Items
from engine import registry

from .helpers import walk

GOLDEN = os.path.join(os.path.dirname(__file__), "data", "layout_payloads.json.gz")


def fake_png(width: int, height: int, salt: str) -> bytes:
    """A PNG header of the given size (all that ``layout`` reads of a picture) and some bytes to tell them apart."""
    return (b"\x89PNG\r\n\x1a\n" + b"\x00\x00\x00\rIHDR" + width.to_bytes(4, "big") + height.to_bytes(4, "big")
            + hashlib.sha1(salt.encode()).digest())



def _row(game_id: str, state, players: int, lang: str, moves: int, status: str = "running") -> GameRow:
    game = registry.get(game_id)
    seats = [{"user_id": 500 + s, "name": f"Player {s + 1}", "ai": s == players - 1 and players > 2, "lang": lang}
             for s in range(players)]
    return GameRow(id=7, guild_id=1, channel_id=2, game=game_id, status=status, host_id=500, lang=lang, seats=seats,
                   state=game.dump(state) if state is not None else None, version=moves, moves=moves,
                   board_message_id=123456789)


def normal(kwargs: dict) -> dict:
    """A prepared send or edit (or a ``layout`` builder's payload) as JSON."""
    out: dict = {}
    for key in sorted(kwargs):
        value = kwargs[key]
        if key == "view":
            out[key] = None if value is None else {"type": type(value).__name__, "v2": value.has_components_v2(),
                                                   "components": value.to_components()}
        elif key == "file":
            out[key] = None if value is None else _file(value)
        elif key == "attachments":
            out[key] = [_file(f) for f in value]
        elif key == "allowed_mentions":
            out[key] = value.to_dict()
        elif key == "embed":
            out[key] = None if value is None else value.to_dict()
        else:
            out[key] = value
    return out


def _file(f: discord.File) -> dict:
    f.reset()
    data = f.fp.read()
    f.reset()
    return {"filename": f.filename, "sha1": hashlib.sha1(data).hexdigest()}


def _controls(items: list, as_view: bool):
    """The controls as the callers hand them over: a discord.py ``View`` (``render.view_of``) or the items."""
    if not items:
        return None
    return render.view_of(items) if as_view else list(items)


def cases(as_view: bool = True):
    """(name, JSON of one prepared message), for every game, both languages, boards, panels and lobbies.
    ``as_view``: the controls are given as a ``View`` (False: as a list of items); the messages are the same."""
    for game_id in sorted(registry.games()):
        game = registry.get(game_id)
        players = max(game.min_players, min(3, game.max_players_for(None)))
        state, moves = walk(game, players, seed=len(game_id))
        for lang in ("en", "fr"):
            name = f"{game_id}/{lang}"
            row = _row(game_id, state, players, lang, len(moves))
            names = [s["name"] for s in row.seats]
            log = [line for events in moves[-3:] for line in render.event_lines(game, events, names, lang, None)]

            # the board: sent with a large picture (en) or none (fr), and edited (its picture replaced)
            png = fake_png(900, 600, name) if lang == "en" else None
            embed, file = render.board_embed(row, lang, log, png)
            hand = [HandButton(row.id, t(lang, "btn.my_hand"))]
            yield f"{name}/board/send", normal(answer.prepare(None, {"embed": embed, "file": file, "layout": True,
                                                                     "view": _controls(hand, as_view)}))
            embed, file = render.board_embed(row, lang, log, png)
            yield f"{name}/board/edit", normal(answer.prepare(None, {
                "embed": embed, "view": _controls(hand, as_view), "layout": True,
                "attachments": [file] if file else []}, editing=True))
            yield f"{name}/board/builder", normal(layout.board_layout(row, lang, log, png, hand))

            # each seat's panel: its choices (a group opened when there is one), Undo and Cards
            for seat in range(players):
                private = [line for events in moves[-2:]
                           for line in render.event_lines(game, [e for e in events if e.to is not None],
                                                          names, lang, seat)]
                acting = seat in game.to_act(state)
                for path in ([], None):
                    lvl = ch.level(game, state, seat, names, lang, []) if acting else None
                    if path is None:  # the first group, if any, opened
                        group = next((i for i, c in enumerate(lvl.choices) if c.move is None), None) if lvl else None
                        if group is None:
                            continue
                        lvl = ch.level(game, state, seat, names, lang, [group])
                    items = render.choice_rows(row, lvl, lang, 0, Items) if lvl else []
                    items.append(Items.undo(row.id, row.version, t(lang, "btn.undo"), 4))
                    if game.cards():
                        items.append(Items.cards(row.id, None, t(lang, "btn.cards"), 4))
                    tag = f"{name}/hand{seat}/{'top' if path == [] else 'group'}"
                    embed = render.hand_embed(row, seat, lang, private, lvl)
                    kwargs = {"embed": embed, "view": _controls(items, as_view), "layout": True}
                    if seat == 1:  # a picture drawn already: a small one, shown as a thumbnail
                        embed.set_image(url="attachment://hand.png")
                        kwargs["file"] = discord.File(io.BytesIO(fake_png(300, 200, tag)), "hand.png")
                    if seat == 0:  # the mover's DM: the line above its panel, on an edit
                        yield f"{tag}/edit", normal(answer.prepare(f"You played: {tag}", kwargs, editing=True))
                    else:
                        yield f"{tag}/send", normal(answer.prepare(None, kwargs))
                    built = layout.hand_layout(row, seat, lang, private, lvl, items)
                    yield f"{tag}/builder", normal(built)
                    layout.add_picture(built, fake_png(800, 500, tag), "hand.png")
                    yield f"{tag}/builder+picture", normal(built)

            # its lobby, with its buttons and the AI level select; and a cancelled one
            lobby = _row(game_id, None, players, lang, 0, status="lobby")
            view = lobby_view(lobby, lang, Items)
            controls = view if as_view else list(view.children)
            yield f"{name}/lobby/edit", normal(answer.prepare("Alice joined.", {
                "embed": render.lobby_embed(lobby, lang), "view": controls, "layout": True}, editing=True))
            yield f"{name}/lobby/builder", normal(layout.lobby_layout(lobby, lang, view))
            gone = _row(game_id, None, players, lang, 0, status="abandoned")
            yield f"{name}/lobby/cancelled", normal(layout.lobby_layout(gone, lang, None, cancelled_by="Ada"))


def load() -> dict:
    with gzip.open(GOLDEN, "rt", encoding="utf-8") as f:
        return json.load(f)


def write() -> int:
    data = dict(cases())
    with gzip.open(GOLDEN, "wt", encoding="utf-8", compresslevel=9) as f:
        json.dump(data, f, sort_keys=True, separators=(",", ":"))
    return len(data)


if __name__ == "__main__":
    if "--write" in sys.argv:
        print(f"{write()} messages written to {GOLDEN}")
