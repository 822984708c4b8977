"""Translation table used by games for their own texts (English and French), with plurals.

A text is either a plain ``str.format`` template or, where a number decides the wording, a dict of
CLDR plural categories (``{"one": "{n} card", "other": "{n} cards"}``). The category is chosen by
Babel's plural rules for the language, so French ``0`` is singular as it should be.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from babel import Locale


@cache
def _plural_rule(lang: str):
    return Locale.parse(lang).plural_form


def plural_category(lang: str, n: int) -> str:
    return _plural_rule(lang if lang in ("en", "fr") else "en")(abs(n))


class Texts:
    """``Texts({"en": {...}, "fr": {...}})``; ``t(lang, key, **fmt)`` falls back to English, then the key.

    For a plural entry, ``t`` needs ``n=<count>`` among the format arguments (``{n}`` in the text is the
    count); the entry must give ``one`` and ``other`` in every language.
    """

    def __init__(self, tables: dict[str, dict[str, Any]]):  # a text: str, or {plural category: str}
        self.tables = tables
        missing = set(tables["en"]) ^ set(tables.get("fr", tables["en"]))
        if missing:
            raise ValueError(f"texts missing in one language: {sorted(missing)}")
        for lang, table in tables.items():
            for key, text in table.items():
                if isinstance(text, dict) and not {"one", "other"} <= set(text):
                    raise ValueError(f"plural text {key!r} ({lang}) needs 'one' and 'other'")

    def t(self, lang: str, key: str, **fmt) -> str:
        table = self.tables.get(lang) or self.tables["en"]
        text = table.get(key, self.tables["en"].get(key, key))
        if isinstance(text, dict):
            if "n" not in fmt:
                raise KeyError(f"plural text {key!r} needs n=")
            text = text.get(plural_category(lang, fmt["n"]), text["other"])
        return text.format(**fmt) if fmt else text

    def each(self, key: str, **fmt) -> dict[str, str]:
        """The text in every language of the table (a card's name for ``CardInfo``): ``{"en": ..., "fr": ...}``."""
        return {lang: self.t(lang, key, **fmt) for lang in self.tables}

    def keys(self) -> list[str]:
        return sorted(self.tables["en"])


def seat_list(names: list[str], seats: list[int], sep: str = ", ") -> str:
    """The names of ``seats`` (the winners...), joined: the same player list in every game's texts."""
    return sep.join(names[s] for s in seats)


def seat_values(names: list[str], values: list, sep: str = ", ", fmt: Callable[[Any], str] = str) -> str:
    """Each seat's name and its value as ``fmt`` words it ("Ann 12, Bob 9"): score lines, bids, counts per seat."""
    return sep.join(f"{names[s]} {fmt(v)}" for s, v in enumerate(values))
