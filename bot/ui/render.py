"""Embeds and components built from rows and engine views, within Discord's limits."""

from __future__ import annotations

import io
import threading
from collections import OrderedDict

import discord

from engine import Event, Game, canonical, registry

from ..i18n import t
from ..play.snapshot import Snapshot
from ..store.db import GameRow
from . import choices as ch

BUTTONS_PER_LEVEL = 20  # 4 rows of 5; the 5th row is for navigation
SELECT_OPTIONS = 25
SELECTS_PER_PAGE = 4
COLOURS = {"lobby": 0x5865F2, "running": 0x57F287, "finished": 0xFEE75C, "abandoned": 0x99AAB5}


def fit(text: str, limit: int) -> str:
    text = text or ""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def mention(seat: dict) -> str:
    return f"<@{seat['user_id']}>" if seat.get("user_id") and not seat.get("ai") else f"**{seat['name']}**"


def message_link(row: GameRow) -> str:
    if row.board_message_id is None:
        return ""
    guild = row.guild_id or "@me"
    return f"https://discord.com/channels/{guild}/{row.channel_id}/{row.board_message_id}"


def event_lines(game: Game, events: list[Event], names: list[str], lang: str, seat: int | None) -> list[str]:
    """Texts of the events this seat may see (seat None: public events only)."""
    out = []
    for e in events:
        if e.to is None or (seat is not None and seat in e.to):
            text = game.event_text(e, lang, names)
            if text:
                out.append(text)
    return out


def options_text(game: Game, options: dict | None) -> str:
    """The options that differ from their defaults, written the way they are typed (``extra_salt=true``)."""
    out = []
    for opt in game.options:
        value = (options or {}).get(opt.name, opt.default)
        if value != opt.default:
            out.append(f"{opt.name}={str(value).lower() if isinstance(value, bool) else value}")
    return " ".join(out)


def players_text(lang: str, low: int, high: int) -> str:
    """"2–4 players", or "2 players" when the count is fixed."""
    if low == high:
        return t(lang, "players.exact", n=low)
    return t(lang, "players.range", min=low, max=high)


# ---------------------------------------------------------------------- lobby
def lobby_embed(row: GameRow, lang: str) -> discord.Embed:
    game = registry.get(row.game)
    embed = discord.Embed(title=fit(t(lang, "lobby.title", game=game.localized_name(lang)), 256),
                          colour=COLOURS.get(row.status, 0))
    players = "\n".join(f"{i + 1}. {mention(s)}" + (f" ({t(lang, 'lobby.ai')})" if s.get("ai") else "")
                        for i, s in enumerate(row.seats)) or t(lang, "lobby.empty")
    embed.add_field(name=t(lang, "lobby.players", n=len(row.seats),
                           players=players_text(lang, game.min_players, game.max_players_for(row.options))),
                    value=fit(players, 1024), inline=False)
    embed.add_field(name=t(lang, "lobby.host"), value=f"<@{row.host_id}>", inline=True)
    chosen = options_text(game, row.options)
    if chosen:
        embed.add_field(name=t(lang, "lobby.options"), value=fit(chosen, 1024), inline=True)
    if row.status == "abandoned":
        embed.description = t(lang, "lobby.cancelled", name="—")
    else:
        embed.set_footer(text=t(lang, "lobby.footer"))
    return embed


# ---------------------------------------------------------------------- board
PICTURES_KEPT = 256
_pictures: OrderedDict[str, bytes | None] = OrderedDict()
_pictures_lock = threading.Lock()


def board_png(row: GameRow, lang: str) -> bytes | None:
    """The board picture of the row's public view, drawn once per distinct view (slow: the bot draws through
    ``bot.ui.painter.Painter``, off the event loop; this direct call is for scripts and tests)."""
    return _picture(row, None, lang)


def hand_png(row: GameRow, seat: int, lang: str) -> bytes | None:
    """The picture of what this seat alone sees (its hand as cards), from its view only; cached likewise."""
    return _picture(row, seat, lang)


def _picture(row: GameRow, seat: int | None, lang: str, snap: Snapshot | None = None) -> bytes | None:
    snap = snap or Snapshot(row)
    key = snap_picture_key(snap, seat, lang)
    found, png = cached_picture(key)
    if not found:
        draw = snap.game.board_image if seat is None else snap.game.private_image
        png = draw(snap.view(seat), lang, snap.names)
        keep_picture(key, png)
    return png


def picture_key(game_id: str, lang: str, names: list[str], seat: int | None, view: dict) -> str:
    return canonical([game_id, lang, names, seat, view])


def snap_picture_key(snap: Snapshot, seat: int | None, lang: str) -> str:
    """The picture key of a seat's view (None: the board) in one version: worked out once per version."""
    return snap.memo(("picture_key", seat, lang),
                     lambda: picture_key(snap.row.game, lang, snap.names, seat, snap.view(seat)))


def cached_picture(key: str) -> tuple[bool, bytes | None]:
    with _pictures_lock:
        if key in _pictures:
            _pictures.move_to_end(key)
            return True, _pictures[key]
    return False, None


def keep_picture(key: str, png: bytes | None) -> None:
    with _pictures_lock:
        _pictures[key] = png
        while len(_pictures) > PICTURES_KEPT:
            _pictures.popitem(last=False)


def footer(row: GameRow, lang: str) -> str:
    """"Game #3 · move 12": moves actually played (none yet: the game number alone)."""
    moves = row.moves or 0
    return t(lang, "board.footer", id=row.id, n=moves) if moves else t(lang, "board.footer_new", id=row.id)


def waiting_for(snap: Snapshot) -> list[int]:
    """The seats the board and the hands mark as awaited (``required_seats``, whatever the status)."""
    return snap.memo("waiting_for", lambda: snap.game.required_seats(snap.state))


def board_embed(row: GameRow, lang: str, log: list[str], png: bytes | None | type(...) = ...,
                snap: Snapshot | None = None) -> tuple[discord.Embed, discord.File | None]:
    """``row``: the version shown, with its Discord bookkeeping; ``snap``: that version's snapshot (made here if
    not given), which holds the state and the texts derived from it."""
    snap = snap or Snapshot(row)
    game = snap.game
    names = snap.names
    embed = discord.Embed(title=fit(game.localized_name(lang), 256), colour=COLOURS.get(row.status, 0))
    embed.description = fit(snap.memo(("board_text", lang), lambda: game.board_text(snap.view(None), lang, names)),
                            3500)
    acting = waiting_for(snap)
    roster = []
    for i, s in enumerate(row.seats):
        marker = "▶️ " if i in acting else ""
        roster.append(f"{marker}{mention(s)}" + (" 🤖" if s.get("ai") else ""))
    embed.add_field(name=t(lang, "board.players"), value=fit("\n".join(roster), 1024), inline=True)
    if row.status == "running":
        embed.add_field(name="⏳", value=fit(turn_line(row, acting, names, lang), 1024), inline=True)
    elif row.status == "finished" and row.result:
        result = row.result
        winners = ", ".join(names[i] for i in result.get("winners", []))
        scores = "\n".join(f"{names[i]}: {sc}" for i, sc in enumerate(result.get("scores", [])))
        verdict = t(lang, "board.winners", who=winners) if winners else t(lang, "board.no_winner")
        embed.add_field(name=t(lang, "board.over"), value=fit(f"{verdict}\n{scores}", 1024), inline=False)
    elif row.status == "abandoned":
        embed.add_field(name=t(lang, "board.over"), value=t(lang, "abandoned", name="—"), inline=False)
    if log:
        embed.add_field(name=t(lang, "board.log"), value=fit("\n".join(log[-6:]), 1024), inline=False)
    embed.set_footer(text=footer(row, lang))
    file = None
    if png is ...:
        png = _picture(row, None, lang, snap)
    if png:
        file = discord.File(io.BytesIO(png), filename="board.png")
        embed.set_image(url="attachment://board.png")
    return embed, file


def turn_line(row: GameRow, acting: list[int], names: list[str], lang: str) -> str:
    """"Waiting for alice" for people; "AI 1 is thinking…" for AI seats (they think as soon as it is their turn)."""
    humans = [names[i] for i in acting if not row.seats[i].get("ai")]
    ais = [names[i] for i in acting if row.seats[i].get("ai")]
    lines = []
    if humans or not ais:
        lines.append(t(lang, "board.turn", who=", ".join(humans)))
    if ais:
        lines.append(t(lang, "board.thinking", who=", ".join(ais), n=len(ais)))
    return "\n".join(lines)


# ---------------------------------------------------------------------- private view and choices
def hand_embed(row: GameRow, seat: int, lang: str, private_log: list[str], lvl: ch.Level | None,
               snap: Snapshot | None = None) -> discord.Embed:
    snap = snap or Snapshot(row)
    game = snap.game
    names = snap.names
    embed = discord.Embed(title=fit(t(lang, "hand.title", game=game.localized_name(lang), seat=seat + 1), 256),
                          colour=COLOURS.get(row.status, 0))
    text = snap.memo(("private_text", seat, lang),
                     lambda: game.private_text(snap.view(seat), lang, names)) or t(lang, "hand.none")
    acting = waiting_for(snap)
    if row.status != "running":
        status = t(lang, "hand.over")
    elif seat in acting:
        status = t(lang, "hand.your_turn")
    else:
        status = t(lang, "hand.waiting", who=", ".join(names[i] for i in acting))
    embed.description = fit(f"{text}\n\n{status}", 3000)
    if lvl is not None and lvl.trail:
        embed.add_field(name=t(lang, "hand.choose"), value=fit(" › ".join(lvl.trail), 1024), inline=False)
    notes = choice_notes(lvl)
    if notes:
        embed.add_field(name=t(lang, "hand.notes"), value=notes, inline=False)
    if private_log:
        embed.add_field(name=t(lang, "hand.private_log"), value=fit("\n".join(private_log[-5:]), 1024), inline=False)
    link = message_link(row)
    if link:
        embed.add_field(name="🔗", value=t(lang, "hand.link", link=link), inline=False)
    embed.set_footer(text=footer(row, lang))
    return embed


def choice_notes(lvl: ch.Level | None, limit: int = 1024) -> str:
    """"label — note" lines for the choices shown as buttons that have a note (selects show theirs in each
    option's description), as many whole lines as fit in ``limit`` characters."""
    if lvl is None or len(lvl.choices) > BUTTONS_PER_LEVEL:
        return ""
    lines: list[str] = []
    used = 0
    for c in lvl.choices:
        if not c.note:
            continue
        line = f"**{fit(c.label, 80)}** — {c.note}"
        if used + len(line) + 1 > limit:
            break
        lines.append(line)
        used += len(line) + 1
    return "\n".join(lines)


def choice_rows(row: GameRow, lvl: ch.Level, lang: str, page: int, items) -> list[discord.ui.Item]:
    """Components for one level of choices. ``items`` supplies the DynamicItem classes (cogs own them)."""
    out: list[discord.ui.Item] = []
    cs = lvl.choices
    path = ch.path_text(lvl.path)
    if len(cs) <= BUTTONS_PER_LEVEL:
        for i, c in enumerate(cs):
            label = fit(c.label if c.move else f"{c.label} ▸", 80)
            if c.move:
                out.append(items.move(row.id, row.version, c.move.id, label, i // 5))
            else:
                out.append(items.group(row.id, row.version, ch.path_text(c.path), label, i // 5))
        nav_row, pages = 4, 1
    else:
        per_page = SELECT_OPTIONS * SELECTS_PER_PAGE
        pages = (len(cs) + per_page - 1) // per_page
        page = max(0, min(page, pages - 1))
        chunk = list(enumerate(cs))[page * per_page:(page + 1) * per_page]
        for k in range(0, len(chunk), SELECT_OPTIONS):
            part = chunk[k:k + SELECT_OPTIONS]
            options = []
            for i, c in part:
                value = f"m:{c.move.id}" if c.move else f"g:{i}"
                options.append(discord.SelectOption(label=fit(c.label if c.move else f"{c.label} ▸", 100),
                                                    value=value, description=fit(c.note, 100) if c.note else None))
            placeholder = fit(f"{t(lang, 'hand.choose')} ({part[0][0] + 1}–{part[-1][0] + 1})", 150)
            out.append(items.select(row.id, row.version, path, page, k // SELECT_OPTIONS, options, placeholder,
                                    k // SELECT_OPTIONS))
        nav_row = 4
    if lvl.path:
        out.append(items.group(row.id, row.version, ch.path_text(lvl.path[:-1]), t(lang, "btn.back"), nav_row,
                               style=discord.ButtonStyle.secondary, back=True))
    if pages > 1:
        if page > 0:
            out.append(items.page(row.id, row.version, path, page - 1, t(lang, "btn.prev"), nav_row))
        if page < pages - 1:
            out.append(items.page(row.id, row.version, path, page + 1, t(lang, "btn.next"), nav_row))
    return out


def view_of(components: list[discord.ui.Item]) -> discord.ui.View | None:
    if not components:
        return None
    view = discord.ui.View(timeout=None)
    for c in components:
        view.add_item(c)
    return view
