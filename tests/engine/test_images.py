"""Pictures, for every registered game that draws them: the board from the public view and each seat's
hand from that seat's view, over random mid-game states, are real PNGs of a width Discord shows well;
a seat's hand picture depends on nothing the seat cannot see (another seat's hidden cards re-dealt by
``determinize``: same view, same bytes)."""

import io
import random

import pytest
from PIL import Image

from engine import LANGS, cards_art, registry

STATES = 2  # random mid-game states per game
NAMES = ["Zoé", "Bob", "Chloé", "Dan", "Ève", "Farid"]


def mid_game_states(game, players: int, seed: int):
    rng = random.Random(seed)
    for k in range(STATES):
        state = game.setup(players, seed * 10 + k)
        for _ in range(rng.randint(4 + 12 * k, 12 + 25 * k)):
            acting = game.to_act(state)
            if not acting:
                break
            seat = rng.choice(acting)
            state, _ = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)).id)
        yield state


def assert_png(data: bytes, what: str) -> None:
    image = Image.open(io.BytesIO(data))
    image.load()
    assert image.format == "PNG", what
    assert 400 <= image.size[0] <= 1600, (what, image.size)
    assert 100 <= image.size[1] <= 4000, (what, image.size)


@pytest.mark.parametrize("game_id", sorted(registry.games()))
def test_board_and_hand_pictures_are_pngs(game_id):
    game = registry.get(game_id)
    players = min(game.max_players, max(game.min_players, 3))
    names = NAMES[:players]
    for i, state in enumerate(mid_game_states(game, players, seed=7)):
        lang = LANGS[i % len(LANGS)]
        board = game.board_image(game.view(state, None), lang, names)
        if board is not None:
            assert_png(board, f"{game_id} board")
        for seat in range(players):
            hand = game.private_image(game.view(state, seat), lang, names)
            if hand is not None:
                assert_png(hand, f"{game_id} hand of seat {seat}")


@pytest.mark.parametrize("game_id", sorted(registry.games()))
def test_a_hand_picture_shows_only_what_its_seat_sees(game_id):
    game = registry.get(game_id)
    players = min(game.max_players, max(game.min_players, 3))
    names = NAMES[:players]
    checked = 0
    for i, state in enumerate(mid_game_states(game, players, seed=11)):
        seat = i % players
        view = game.view(state, seat)
        mine = game.private_image(view, "en", names)
        if mine is None:
            continue
        try:
            other = game.determinize(state, seat, random.Random(i))
        except NotImplementedError:
            pytest.skip(f"{game_id} has no determinize() yet")
        assert game.view(other, seat) == view
        assert game.private_image(game.view(other, seat), "en", names) == mine
        checked += 1
    if not checked:
        pytest.skip(f"{game_id} draws no hand picture")


def test_card_faces_draw_every_symbol_and_wrap_into_rows():
    faces = [cards_art.Face(str(i), name, "#3f7fd9", name) for i, name in enumerate(cards_art.SYMBOLS)]
    faces += [cards_art.BACK, cards_art.Face("10", "Deux mots longs", (220, 60, 60), "star", fill2="#3fa34d")]
    png = cards_art.hand_png("Zoé — main", faces, ["une ligne de texte assez longue " * 4])
    image = Image.open(io.BytesIO(png))
    assert 600 <= image.size[0] <= cards_art.WIDTH and image.size[1] > 8 * cards_art.BIG[1]
    one = Image.open(io.BytesIO(cards_art.hand_png("x", faces[:1])))
    assert one.size[0] == cards_art.MIN_WIDTH
    # many cards in one table area overlap in one row (their values stay visible)
    assert len(cards_art.row_layout(12, 680, 84, overlap=True)) == 1
    assert len(cards_art.row_layout(12, 680, 84, overlap=False)) == 2


def test_same_faces_are_drawn_once():
    face = cards_art.Face("7", "Sept", "#e03131", "heart")
    assert cards_art.card(face, 84, 118) is cards_art.card(face, 84, 118)
