"""The layout messages are built more cheaply than before, and not a byte of them changed: every board, panel and
lobby of every game, in both languages, prepared for discord.py, equals the golden copy written before the
change (``layout_payloads.py`` says how it is built and written)."""

import pytest

from . import layout_payloads


@pytest.fixture(scope="module")
def golden():
    return layout_payloads.load()


@pytest.mark.parametrize("as_view", [True, False], ids=["controls-as-view", "controls-as-items"])
def test_every_layout_message_is_byte_identical_to_the_golden_copy(golden, as_view):
    made = dict(layout_payloads.cases(as_view=as_view))
    assert sorted(made) == sorted(golden)
    changed = [name for name in golden if made[name] != golden[name]]
    assert changed == [], changed[:5]
    assert len(golden) > 22 * 2 * 5  # every game, both languages, boards, several panels, lobbies
