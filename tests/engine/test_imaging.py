"""Board pictures: real PNGs from the public view, drawable with or without a system font, encoded
cheaply (imaging.png) to the very pixels drawn."""

import io

import pytest
from PIL import Image, ImageDraw, ImageFont

from engine import imaging, registry
from tests.engine.pngfile import chunks, zlib_level


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


def _sample(mode: str) -> Image.Image:
    """A picture of flat areas, a gradient and anti-aliased text, in ``mode``."""
    img = Image.new("RGB", (173, 61), "#1f5f3f")
    draw = ImageDraw.Draw(img)
    for x in range(0, 173, 3):
        draw.line([(x, 0), (x, 20)], fill=(x, 255 - x, (7 * x) % 256))
    draw.ellipse([40, 10, 90, 58], fill="#ffd43b", outline="#222222", width=3)
    draw.text((95, 30), "Zoé 12", fill="white", font=imaging.font(18))
    if mode == "RGBA":
        img.putalpha(Image.linear_gradient("L").resize(img.size))
        return img
    return img.quantize(64) if mode == "P" else img.convert(mode)


@pytest.mark.parametrize("mode", ["RGB", "RGBA", "L", "LA", "P"])
def test_png_decodes_to_the_very_same_pixels(mode):
    img = _sample(mode)
    data = imaging.png(img)
    back = Image.open(io.BytesIO(data))
    back.load()
    assert back.format == "PNG" and back.mode == img.mode and back.size == img.size
    assert back.tobytes() == img.tobytes()
    if mode == "P":
        assert back.getpalette() == img.getpalette()
    assert [kind for kind, _ in chunks(data)][0] == b"IHDR" and chunks(data)[-1] == (b"IEND", b"")
    assert zlib_level(data) == "fastest"


@pytest.mark.parametrize("game_id", sorted(registry.games()))
def test_every_picture_is_encoded_at_the_fastest_zlib_level(game_id):
    """Pictures are drawn after every move: their encoding is the cheap one (imaging.png), never optimize."""
    game = registry.get(game_id)
    players = min(game.max_players, max(game.min_players, 3))
    state = game.setup(players, seed=3)
    names = ["Zoé", "Bob", "Chloé", "Dan", "Ève", "Farid"][:players]
    pictures = [game.board_image(game.view(state, None), "en", names)]
    pictures += [game.private_image(game.view(state, seat), "fr", names) for seat in range(players)]
    assert any(pictures)
    for png in filter(None, pictures):
        assert zlib_level(png) == "fastest"


def test_a_text_drawn_again_reuses_its_rendered_mask_and_draws_the_same_pixels():
    """FreeType renders a text once per process (per font and arguments); the pixels are the same."""
    if imaging._system_font_file() is None:
        pytest.skip("the built-in font keeps no masks")
    f = imaging.font(23)
    pictures = []
    for _ in range(2):
        img = Image.new("RGB", (220, 60), "#f3eddf")
        ImageDraw.Draw(img).text((110.5, 30), "Chloé — 12", fill="#222222", font=f, anchor="mm", stroke_width=2,
                                 stroke_fill="white")
        pictures.append(img.tobytes())
    fresh = Image.new("RGB", (220, 60), "#f3eddf")
    plain = ImageFont.truetype(imaging._system_font_file(), 23)
    ImageDraw.Draw(fresh).text((110.5, 30), "Chloé — 12", fill="#222222", font=plain, anchor="mm", stroke_width=2,
                               stroke_fill="white")
    assert pictures[0] == pictures[1] == fresh.tobytes()
    # the stroke's mask is kept too
    assert any(key[:3] == (23, "mask", "Chloé — 12") and key[7] == 2 for key in imaging.KEPT.entries())


def test_colour_text_is_rendered_afresh_each_time():
    """ImageDraw changes a colour mask's alpha after use: such masks are never kept."""
    if imaging._system_font_file() is None:
        pytest.skip("the built-in font keeps nothing")
    pictures = []
    for f in (imaging.font(19), imaging.font(19), ImageFont.truetype(imaging._system_font_file(), 19)):
        img = Image.new("RGB", (120, 40), "white")
        ImageDraw.Draw(img).text((4, 4), "Ève 3", fill=(200, 30, 30, 128), font=f, embedded_color=True)
        pictures.append(img.tobytes())
    assert pictures[0] == pictures[1] == pictures[2]


def test_a_measured_text_is_measured_once_with_the_same_answer():
    if imaging._system_font_file() is None:
        pytest.skip("the built-in font keeps nothing")
    f, plain = imaging.font(17), ImageFont.truetype(imaging._system_font_file(), 17)
    assert f.getlength("Éclosions 2/8") == f.getlength("Éclosions 2/8") == plain.getlength("Éclosions 2/8")
    assert f.getbbox("São Paulo", anchor="lt") == plain.getbbox("São Paulo", anchor="lt")
    assert (17, "length", "Éclosions 2/8", "", None, None, None) in imaging.KEPT.entries()


def test_what_the_fonts_keep_is_bounded_in_bytes(monkeypatch):
    """The least recently used masks go first once their pixels pass the budget (all sizes together)."""
    if imaging._system_font_file() is None:
        pytest.skip("the built-in font keeps nothing")
    kept = imaging._Kept(budget=3 * (imaging._Kept.ENTRY + 400))
    monkeypatch.setattr(imaging, "KEPT", kept)
    f = imaging.font(11)
    masks = [f.getmask2(f"label {k}", "L")[0] for k in range(12)]
    assert all(m.size[0] * m.size[1] <= 400 for m in masks)  # small enough for three at least
    assert 3 <= len(kept) < 12 and kept.used <= kept.budget
    assert kept.entries()[-1][:4] == (11, "mask", "label 11", "L")  # the latest is kept
    assert (11, "mask", "label 0", "L") not in [k[:4] for k in kept.entries()]  # the oldest went first
