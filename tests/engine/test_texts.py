"""Every text of every game (and of the platform), in English and French, reads right with counts 0, 1 and 2:
plural forms come from CLDR rules (French 0 is singular), and no text builds a plural by hand."""

import importlib
import re
import string

import pytest

from bot.i18n import TEXTS as PLATFORM
from engine import registry
from engine.text import Texts


class _Any(dict):
    def __missing__(self, key):
        return "X"


def _tables():
    out = {"platform": PLATFORM}
    for path in registry.GAME_MODULES:
        module = importlib.import_module(path.rsplit(".", 0)[0] + ".text")
        out[path.rsplit(".", 1)[-1]] = next(v for v in vars(module).values() if isinstance(v, Texts))
    return out


TABLES = _tables()
HAND_MADE = re.compile(r"\w\((s|nt|es|e)\)|\(x\)")  # "card(s)", "gagne(nt)", "parti(e)", "jeu(x)"


@pytest.mark.parametrize("name", sorted(TABLES))
def test_every_text_renders_with_counts_0_1_2(name):
    texts = TABLES[name]
    fields = string.Formatter()
    for lang in ("en", "fr"):
        for key in texts.keys():  # noqa: SIM118 - Texts is not a dict
            entry = texts.tables[lang][key]
            forms = entry.values() if isinstance(entry, dict) else [entry]
            for form in forms:
                assert not HAND_MADE.search(form), f"{name} {lang} {key}: plural built by hand: {form!r}"
                list(fields.parse(form))  # a malformed template raises here
            if isinstance(entry, dict):
                for n in (0, 1, 2):
                    text = entry[texts_category(lang, n)] if texts_category(lang, n) in entry else entry["other"]
                    assert text.format_map(_Any(n=n))


def texts_category(lang, n):
    from engine.text import plural_category

    return plural_category(lang, n)


def test_french_zero_and_one_are_singular_english_zero_is_plural():
    t = Texts({"en": {"c": {"one": "{n} card", "other": "{n} cards"}},
               "fr": {"c": {"one": "{n} carte", "other": "{n} cartes"}}})
    assert [t.t("en", "c", n=n) for n in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]
    assert [t.t("fr", "c", n=n) for n in (0, 1, 2)] == ["0 carte", "1 carte", "2 cartes"]
