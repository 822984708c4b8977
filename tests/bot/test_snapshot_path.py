"""One click reads one snapshot per game version: the state is loaded at most once and each view built once.

Counted through the real bot and the fake Discord (a Love Letter move clicked in a DM, two humans): the mover's
answer, the board, both DMs, the ping and the digests all read the snapshot of the version the move made.
"""

from dataclasses import fields

from bot.play.service import MoveOutcome
from engine import canonical, registry

from .helpers import move_buttons, start_two


def _count(monkeypatch):
    """Count ``Game.load``, ``Game.view`` (by seat) and ``registry.get`` calls from now on."""
    game = registry.get("loveletter")
    cls = type(game)
    counts = {"load": 0, "loaded": [], "view": [], "registry": 0}
    real_load, real_view, real_get = cls.load, cls.view, registry.get

    def load(self, data):
        counts["load"] += 1
        counts["loaded"].append(canonical(data))
        return real_load(self, data)

    def view(self, state, seat):
        counts["view"].append(seat)
        return real_view(self, state, seat)

    def get(gid):
        counts["registry"] += 1
        return real_get(gid)

    monkeypatch.setattr(cls, "load", load)
    monkeypatch.setattr(cls, "view", view)
    monkeypatch.setattr(registry, "get", get)
    return counts


async def test_a_move_click_loads_the_state_once_and_builds_each_changed_view_once(harness, monkeypatch):
    h = harness
    row, rules, state, seat, actor, other = await start_two(h)
    await h.settle()
    dm = h.dms(actor)[-1]
    button = next(b for b in move_buttons(dm) if not b.get("emoji"))
    counts = _count(monkeypatch)
    await h.click(actor, dm, custom_id=button["custom_id"])
    await h.bot.tables.idle()
    after = await h.bot.service.get(row.id)
    assert after.version == row.version + 1  # the move was played and announced
    print("counts", counts["load"], sorted(counts["view"], key=str), counts["registry"])
    loaded = counts["loaded"]
    # the version the move made is loaded at most once (by the snapshot everything on the ui path reads)
    assert loaded.count(canonical(after.state)) <= 1
    # the version clicked on is loaded at most once too: by the service, to check and play the move
    assert loaded.count(canonical(row.state)) <= 1
    if "snapshot" in {f.name for f in fields(MoveOutcome)}:
        assert counts["load"] <= 1  # the service hands over the new version's snapshot: nothing loaded again
    else:
        assert counts["load"] <= 2  # until then the ui loads the new version once itself
    # one view per seat at most (both seats' views changed: a card was drawn or played), plus the public one
    views = counts["view"]
    assert len(views) == len(set(views)), views
    assert set(views) <= {0, 1, None}
    assert counts["registry"] <= 8  # was 23 (games are looked up for labels, buttons and names, not per read)
