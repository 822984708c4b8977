"""Draw the README's pictures from seeded games: a board game's board, a card game's table and a hand
as sent by DM, each at Discord's preview width (400 px, the ``-400`` files) and at up to 800 px.

    .venv/bin/python scripts/make_pictures.py          # writes docs/images/*.png

The games are played by seeded random moves, so the pictures change only when a game's drawing (or its
rules) change. Files are palette PNGs (small); the bot itself sends the pictures as drawn.
"""

from __future__ import annotations

import io
import random
import sys
from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine import registry  # noqa: E402

OUT = ROOT / "docs" / "images"
NAMES = ["Alice", "Bob", "Chloé", "Dan"]
# file stem -> (game, players, seed, random moves, what: "board" or a seat's "hand")
PICTURES = {
    "fivetribes-board": ("fivetribes", 3, 4, 14, "board"),
    "loveletter-table": ("loveletter", 4, 3, 9, "board"),
    "rage-hand": ("rage", 4, 5, 4, "hand"),
    "pandemic-board": ("pandemic", 2, 3, 10, "board"),
}


def play(game_id: str, players: int, seed: int, moves: int):
    game = registry.get(game_id)
    rng = random.Random(seed)
    state = game.setup(players, seed)
    for _ in range(moves):
        acting = game.to_act(state)
        if not acting:
            break
        seat = rng.choice(acting)
        state, _ = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)).id)
    return game, state


def picture(game_id: str, players: int, seed: int, moves: int, what: str, lang: str = "en") -> Image.Image:
    game, state = play(game_id, players, seed, moves)
    names = NAMES[:players]
    if what == "board":
        png = game.board_image(game.view(state, None), lang, names)
    else:
        seat = (game.to_act(state) or [0])[0]
        png = game.private_image(game.view(state, seat), lang, names)
    return Image.open(io.BytesIO(png)).convert("RGB")


def save(image: Image.Image, width: int, path: Path) -> None:
    if image.width != width:
        image = image.resize((width, round(image.height * width / image.width)), Image.LANCZOS)
    image.quantize(256, method=Image.Quantize.MEDIANCUT).save(path, "PNG", optimize=True)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for stem, spec in PICTURES.items():
        image = picture(*spec)
        for width, name in ((min(800, image.width), f"{stem}.png"), (400, f"{stem}-400.png")):
            save(image, width, OUT / name)
            print(f"{OUT.relative_to(ROOT) / name}: {(OUT / name).stat().st_size // 1024} KB")


if __name__ == "__main__":
    main()
