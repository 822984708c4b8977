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


def test_the_components_a_child_holds_are_counted_as_its_serialised_form_counts_them():
    """``layout`` counts a container's nested components without serialising them: the same count."""
    import discord
    from discord import ui

    from bot.ui import layout

    select = ui.Select(custom_id="s", options=[discord.SelectOption(label="a"), discord.SelectOption(label="b")])
    thumbnail = ui.Thumbnail("attachment://x.png")
    kids = [ui.TextDisplay("a"), ui.Separator(), ui.Section(ui.TextDisplay("t"), accessory=thumbnail),
            ui.MediaGallery(discord.MediaGalleryItem("attachment://y.png")),
            ui.ActionRow(*[ui.Button(label=str(i), custom_id=str(i)) for i in range(5)]), ui.ActionRow(select)]
    for kid in kids:
        assert layout._inside(kid) == layout._nested(kid.to_component_dict()), kid


def test_rows_made_from_the_items_are_the_rows_a_view_gives_them():
    """Items without a row go to the first row with room, as in a ``View``; one that does not fit is refused."""
    from discord import ui

    from bot.ui import layout, render

    items = [ui.Button(label="a", custom_id="a", row=2), ui.Button(label="b", custom_id="b"),
             *[ui.Button(label=str(i), custom_id=f"n{i}", row=0) for i in range(4)],
             ui.Button(label="c", custom_id="c")]
    view = render.view_of(items)
    placed = [(r, i.custom_id) for r, i in layout._placed(items)]
    assert placed == [(i._rendered_row, i.custom_id) for i in view.children]
    with pytest.raises(ValueError):
        layout._placed([ui.Button(label=str(i), custom_id=str(i), row=1) for i in range(6)])


async def test_a_layout_of_dynamic_items_is_not_kept_by_discord_py_and_one_with_other_controls_is():
    """A view whose controls are all DynamicItems is stopped before it is sent (the registered classes answer its
    clicks, so discord.py need not store it); a view with any other control keeps listening as usual."""
    import discord
    from discord import ui

    from bot.ui import layout
    from cogs.components import HandButton

    embed = discord.Embed(title="Board", description="text")
    dynamic = layout.from_embed(embed, [HandButton(7, "My hand")])["view"]
    plain = layout.from_embed(embed, [ui.Button(label="x", custom_id="plain")])["view"]
    bare = layout.from_embed(embed, None)["view"]
    assert dynamic.is_finished() and bare.is_finished()
    assert not plain.is_finished() and plain.is_dispatchable()
