"""Board pictures: real PNGs from the public view, drawable with or without a system font."""

import io

from PIL import Image

from engine import imaging, registry


def test_pictures_are_pngs_of_the_public_view():
    for game_id in ("fivetribes", "pandemic"):
        game = registry.get(game_id)
        state = game.setup(3, seed=2)
        png = game.board_image(game.view(state, None), "fr", ["Zoé", "Bob", "Chloé"])
        image = Image.open(io.BytesIO(png))
        assert image.format == "PNG" and image.size[0] >= 600


def test_text_falls_back_to_ascii_without_a_system_font(monkeypatch):
    monkeypatch.setattr(imaging, "_system_font_file", lambda: None)
    assert imaging.text("Éclosions · São Paulo") == "Eclosions - Sao Paulo"
    assert imaging.font.__wrapped__(12) is not None
