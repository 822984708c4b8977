"""Tiny translation table used by games for their own texts (English and French)."""

from __future__ import annotations


class Texts:
    """``Texts({"en": {...}, "fr": {...}})``; ``t(lang, key, **fmt)`` falls back to English, then the key."""

    def __init__(self, tables: dict[str, dict[str, str]]):
        self.tables = tables
        missing = set(tables["en"]) ^ set(tables.get("fr", tables["en"]))
        if missing:
            raise ValueError(f"texts missing in one language: {sorted(missing)}")

    def t(self, lang: str, key: str, **fmt) -> str:
        table = self.tables.get(lang) or self.tables["en"]
        text = table.get(key, self.tables["en"].get(key, key))
        return text.format(**fmt) if fmt else text
