"""Card look-up (``/card``) and the **Cards** list of a private panel, built from ``Game.cards()``.

No database here: the callers (``bot.ui.panels.Panels``) find the game; this module matches names and builds
the embeds within Discord's limits (an embed's description holds 4,096 characters, a message 6,000 in all).
"""

from __future__ import annotations

import discord

from engine import CardInfo, Game, registry

from ..i18n import t
from .render import fit
from .words import normalize as norm

PAGE_CHARS = 3800  # one page of the Cards list: an embed description, with room for title and footer
AUTOCOMPLETE = 25


def normalize(text: str) -> str:
    return norm(text)  # one notion of "the same words" for moves, games and cards


def squash(text: str) -> str:
    """A name with case, accents, spaces, hyphens and apostrophes taken out, to compare typed names."""
    return normalize(text).replace(" ", "").replace("-", "").replace("'", "").replace("’", "")


def find_game_id(text: str | None) -> str | None:
    """The registered game a typed name means: its id or its name in any language, ignoring case, accents,
    spaces and hyphens ("five tribes", "Five-Tribes" and "fivetribes" all mean Five Tribes); None if none."""
    wanted = squash(text or "")
    if not wanted:
        return None
    for gid, game in registry.games().items():
        if wanted == squash(gid) or any(wanted == squash(n) for n in game.names.values()):
            return gid
    return None


def matches(game: Game, lang: str, current: str) -> list[tuple[str, str]]:
    """(name in ``lang``, key) of the game's cards whose name (in any language) contains every typed word,
    names that start with the text first; at most 25, for autocomplete."""
    words = normalize(current).split()
    first, rest = [], []
    for info in game.cards():
        names = [normalize(info.name(lang)), *(normalize(n) for n in info.names.values())]
        if all(any(w in n for n in names) for w in words):
            shown = info.name(lang)
            (first if names[0].startswith(" ".join(words)) else rest).append((fit(shown, 100), info.key[:100]))
    return (first + rest)[:AUTOCOMPLETE]


def find(game: Game, lang: str, text: str) -> CardInfo | None:
    """The card ``text`` means: its key (what autocomplete sends), its exact name in any language, else the
    only card whose name holds every typed word."""
    text = (text or "").strip()
    if not text:
        return None
    info = game.card(text)
    if info is not None:
        return info
    wanted = normalize(text)
    cards = game.cards()
    exact = [c for c in cards if wanted in {normalize(n) for n in c.names.values()} | {normalize(c.name(lang))}]
    if len(exact) == 1:
        return exact[0]
    found = matches(game, lang, text)
    return game.card(found[0][1]) if len(found) == 1 else None


def facts(info: CardInfo, lang: str) -> list[tuple[str, str]]:
    """(label, value) of what the card's kind, cost, VP and copies are, those it has."""
    out = []
    if info.kind_text(lang):
        out.append((t(lang, "card.kind"), info.kind_text(lang)))
    if info.cost not in (None, ""):
        out.append((t(lang, "card.cost"), str(info.cost)))
    if info.vp not in (None, ""):
        out.append((t(lang, "card.vp"), str(info.vp)))
    out.append((t(lang, "card.copies"), str(info.copies)))
    return out


def card_embed(game: Game, info: CardInfo, lang: str) -> discord.Embed:
    embed = discord.Embed(title=fit(info.name(lang), 256), description=fit(info.text(lang), 4000), colour=0x5865F2)
    for name, value in facts(info, lang):
        embed.add_field(name=name, value=fit(value, 1024), inline=True)
    embed.set_footer(text=fit(game.localized_name(lang), 2048))
    return embed


def entry(info: CardInfo, lang: str) -> str:
    """One card of the Cards list: bold name, its facts on a line, then its full text."""
    line = " · ".join(f"{name} {value}" for name, value in facts(info, lang))
    return f"**{info.name(lang)}** — {line}\n{info.text(lang)}"


def pages(game: Game, keys: list[str], lang: str) -> list[str]:
    """The full texts of the cards ``keys`` (unknown keys skipped, each once), cut into pages that each fit
    one embed; a single text too long for a page is shortened."""
    out: list[str] = []
    page = ""
    seen = set()
    for key in keys:
        info = game.card(key)
        if info is None or info.key in seen:
            continue
        seen.add(info.key)
        text = fit(entry(info, lang), PAGE_CHARS)
        if page and len(page) + 2 + len(text) > PAGE_CHARS:
            out.append(page)
            page = ""
        page = f"{page}\n\n{text}" if page else text
    if page:
        out.append(page)
    return out


def list_embed(game: Game, text: str, lang: str, page: int, total: int) -> discord.Embed:
    embed = discord.Embed(title=fit(t(lang, "cards.title", game=game.localized_name(lang)), 256),
                          description=text, colour=0x5865F2)
    if total > 1:
        embed.set_footer(text=t(lang, "hand.page", page=page + 1, pages=total))
    return embed
