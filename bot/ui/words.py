"""What a typed text means: options of /play, a move typed or picked in /move's autocomplete (no Discord here)."""

from __future__ import annotations

import re
import unicodedata

from engine import registry

from ..i18n import t
from ..play.service import UserError
from . import answer

MAX_VERSION_DIGITS = 9


def parse_options(text: str | None) -> dict | None:
    """``"difficulty=heroic extra_salt=yes"`` -> dict; None if malformed."""
    out = {}
    for part in (text or "").replace(",", " ").split():
        name, sep, value = part.partition("=")
        if not sep or not name or not value:
            return None
        out[name.strip().lower()] = value.strip()
    return out


def option_refusal(game_id: str, text: str | None, lang: str) -> UserError:
    """Why an options text does not parse, with what to write instead: a bare option name is shown with a value
    (``experts`` -> ``experts=true``, allowed: true, false); an unknown word with the game's options."""
    try:
        game = registry.get(game_id)
    except Exception:  # noqa: BLE001 - an unknown game is refused on its own a moment later
        return UserError("err.bad_option", error=text)
    for part in (text or "").replace(",", " ").split():
        name, sep, value = part.partition("=")
        if sep and name and value:
            continue
        known = {o.name: o for o in game.options}
        opt = known.get(name.strip().lower())
        if opt is None:
            names = ", ".join(f"`{o}`" for o in known) or t(lang, "option.none")
            return UserError("err.option_unknown", error=part, game=game.localized_name(lang), names=names)
        if opt.type is bool:
            values = ["true", "false"]
        elif opt.choices:
            values = [str(c) for c in opt.choices]
        else:
            values = [t(lang, "option.number" if opt.type is int else "option.text")]
        example = f"{opt.name}={'true' if opt.type is bool and not opt.default else values[0]}"
        if opt.type is int and not opt.choices:
            example = f"{opt.name}={opt.default}"
        return UserError("err.option_value", error=part, example=example, values=", ".join(values))
    return UserError("err.bad_option", error=text)


def parse_move_value(text: str) -> tuple[int | None, str | None]:
    """An autocomplete value ``"{version}:{move id}"``; anything else is typed text (None, None)."""
    version, sep, move_id = (text or "").partition(":")
    if (sep and version.isdigit() and len(version) <= MAX_VERSION_DIGITS and move_id and len(move_id) <= 64
            and not any(c.isspace() for c in move_id)):
        return int(version), move_id
    return None, None


def normalize(text: str) -> str:
    """Case-, accent- and spacing-insensitive form used to match what a player types."""
    decomposed = unicodedata.normalize("NFKD", text or "")
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(bare.casefold().split())


def match_move(game, state: dict, seat: int, lang: str, names: list[str], text: str, labels=None) -> str:
    """The move a typed text means: an exact id or label, else the one label containing every typed word.

    ``labels``: the (move, label) pairs of the seat's legal moves, if the caller has them already."""
    wanted = normalize(text)[:200]
    if labels is None:
        labels = [(m, game.move_label(state, seat, m, lang, names)) for m in game.legal_moves(state, seat)]
    if not wanted:
        raise UserError("move.none")
    for m, label in labels:
        if wanted in (normalize(m.id), normalize(label)):
            return m.id
    words = wanted.split()
    # typed words are matched against labels only (a move id is matched whole, above): "bid on spot 4" must
    # not also find the spot-5 move whose id holds a 4; a number matches a whole number of the label
    found = [(m, label) for m, label in labels if all(_word_in(w, normalize(label)) for w in words)]
    if len(found) == 1:
        return found[0][0].id
    if not found:
        raise UserError("move.none")
    shown = "\n".join(f"• {answer.fit(label, 90)}" for _, label in found[:10])
    more = len(found) - 10
    raise UserError("move.ambiguous", moves=shown + (f"\n… (+{more})" if more > 0 else ""), n=len(found))


def _word_in(word: str, label: str) -> bool:
    """A typed word is in a label: as a whole number if it is one, else anywhere in it."""
    if word.isdigit():
        return word in re.findall(r"\d+", label)
    return word in label
