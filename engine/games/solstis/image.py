"""A Pillow picture of the public view: the display, the face-up Spirits and both panoramas with their
coordinates (row letters A–F, numbers 1–10). 800 px wide, legible when scaled to 400 px."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine import imaging

from .data import ALL_BLUE, CELLS, FIRE_HALVES, ROW_COLOURS, ROWS
from .rules import score_parts
from .text import TEXTS, capture_lines, status
from .views import PublicView, SeatView

W = 800
CELL = 66
LEFT = 44
PER_ROW = 11
DTILE = 64
BG = "#f3eddf"
INK = "#222222"


def _tile(d: ImageDraw.ImageDraw, x: int, y: int, size: int, tile: str, big) -> None:
    fill = ROW_COLOURS[ROWS.index(tile[0])]
    d.rounded_rectangle([x + 2, y + 2, x + size - 2, y + size - 2], 8, fill=fill, outline="#3a2a1a", width=2)
    d.text((x + size // 2, y + size // 2), tile, fill="white", font=big, anchor="mm", stroke_width=2,
           stroke_fill="#3a2a1a")


def _rainbow(d: ImageDraw.ImageDraw, x: int, y: int, size: int) -> None:
    bands = ("#e23b3b", "#f08a24", "#f2d22e", "#4caf50", "#2f7fd8", "#7b4fc4")
    h = (size - 4) / len(bands)
    for i, col in enumerate(bands):
        d.rectangle([x + 2, y + 2 + i * h, x + size - 2, y + 2 + (i + 1) * h], fill=col)
    d.rectangle([x + 2, y + 2, x + size - 2, y + size - 2], outline="#3a2a1a", width=2)


def _cell_xy(c: str, gy: int) -> tuple[int, int]:
    r, v = ROWS.index(c[0]), int(c[1:])
    return LEFT + (v - 1) * CELL, gy + (5 - r) * CELL


def _fire(d: ImageDraw.ImageDraw, c: str, x: int, y: int) -> None:
    if c in FIRE_HALVES:  # inside the cell's square: a wiped cell is wiped with it
        fx, fy = x + CELL - 16, y + 6
        d.polygon([(fx, fy + 14), (fx + 6, fy), (fx + 12, fy + 14)], fill="#ff6a00", outline="#7a2a00")


@lru_cache(maxsize=4)
def _panel(active: bool, height: int) -> Image.Image:
    """A panorama with every cell empty (coordinates, cell names, fire halves), and the frame of the
    player to act: the same in every picture, so drawn once; a picture wipes and draws the filled cells."""
    img = Image.new("RGB", (W, height), BG)
    d = ImageDraw.Draw(img)
    f_big, f_mid, f_small = imaging.font(28), imaging.font(22), imaging.font(18)
    if active:
        d.rectangle([4, 4, W - 4, height - 4], outline="#d08a00", width=4)
    gy = 44
    for r in range(6):
        d.text((LEFT - 20, gy + (5 - r) * CELL + CELL // 2), ROWS[r], fill=INK, font=f_big, anchor="mm")
    for v in range(1, 11):
        d.text((LEFT + (v - 1) * CELL + CELL // 2, gy + 6 * CELL + 14), str(v), fill=INK, font=f_mid, anchor="mm")
    for c in CELLS:
        x, y = _cell_xy(c, gy)
        d.rectangle([x + 2, y + 2, x + CELL - 2, y + CELL - 2], fill="#fbf8f0", outline="#b9ad96", width=2)
        d.text((x + CELL // 2, y + CELL // 2), c, fill="#a89c84", font=f_small, anchor="mm")
        _fire(d, c, x, y)
    return img


def board(view: PublicView, lang: str, names: list[str]) -> bytes:
    t = TEXTS.t
    f_big, f_mid, f_small = imaging.font(28), imaging.font(22), imaging.font(18)
    shown = [s for s in view["display"] if s["up"] or s["under"]]
    drows = max(1, (len(shown) + PER_ROW - 1) // PER_ROW)
    top_h = 44 + drows * (DTILE + 22) + 36
    pano_h = 44 + 6 * CELL + 30
    img = Image.new("RGB", (W, top_h + 2 * pano_h + 8), BG)
    d = ImageDraw.Draw(img)
    # header
    head = status(view, lang, names).replace("**", "") + " · " + t(lang, "b_pile", n=view["deck"]) + " · " \
        + t(lang, "b_rainbows", n=view["rainbows"])
    if view["ff"]:
        head += " · " + t(lang, "b_ff_stock", n=view["ff_stock"])
    d.text((12, 10), imaging.text(head), fill=INK, font=f_mid)
    # display
    y0 = 44
    for i, s in enumerate(shown):
        x = 12 + (i % PER_ROW) * (DTILE + 8)
        y = y0 + (i // PER_ROW) * (DTILE + 22)
        if s["up"]:
            _tile(d, x, y, DTILE, s["up"], f_big)
        else:
            d.rounded_rectangle([x + 2, y + 2, x + DTILE - 2, y + DTILE - 2], 8, fill="#8a7a66", outline="#3a2a1a",
                                width=2)
        if s["under"]:
            d.text((x + DTILE // 2, y + DTILE + 10), f"+{s['under']}", fill=INK, font=f_small, anchor="mm")
    line = ", ".join(t(lang, "sp_" + x) for x in view["spirit_line"]) or t(lang, "b_none")
    drawn = ("   " + t(lang, "b_drawn", spirits=", ".join(t(lang, "sp_" + x) for x in view["drawn"]))
             if view["drawn"] else "")
    d.text((12, top_h - 30), imaging.text(t(lang, "b_line", spirits=line).replace("**", "") + drawn.replace("**", "")),
           fill=INK, font=f_small)
    # panoramas
    for seat in range(2):
        py = top_h + seat * pano_h
        pano = view["pano"][seat]
        parts = view["final"][seat] if view["final"] else score_parts(pano, view["spirits"][seat],
                                                                      view["fireflies"][seat])
        ec = view["evil_cell"]
        blocked = ec["cell"] if ec and ec["s"] == seat else None
        title = f"{names[seat]} — {parts['total']}"
        if view["evil"] == seat:
            title += " · " + t(lang, "sp_evil")
        img.paste(_panel(seat in view.get("to_act", []), pano_h), (0, py))  # the empty panorama, drawn once
        d.text((12, py + 10), imaging.text(title), fill=INK, font=f_mid)
        gy = py + 44
        for c in CELLS:
            if pano.get(c) not in ("T", "R") and c != blocked:
                continue  # empty: as the panel shows it
            x, y = _cell_xy(c, gy)
            d.rectangle([x + 2, y + 2, x + CELL - 2, y + CELL - 2], fill=BG)  # the empty cell, wiped
            if pano.get(c) == "T":
                _tile(d, x, y, CELL, c, f_big)
            elif pano.get(c) == "R":
                _rainbow(d, x, y, CELL)
            else:
                d.rectangle([x + 2, y + 2, x + CELL - 2, y + CELL - 2], fill="#3b1f2b", outline="#000000", width=2)
                d.line([x + 12, y + 12, x + CELL - 12, y + CELL - 12], fill="#ff5a5a", width=5)
                d.line([x + 12, y + CELL - 12, x + CELL - 12, y + 12], fill="#ff5a5a", width=5)
            _fire(d, c, x, y)
        for sp in view["spirits"][seat]:
            x, y = _cell_xy(sp["at"], gy)
            cx, cy = x + CELL, y  # the corner shared by the square's four cells
            fill = "#9e9e9e" if sp.get("covered") else ("#2f6fb8" if sp["s"] in ALL_BLUE else "#b07a3c")
            d.ellipse([cx - 29, cy - 29, cx + 29, cy + 29], fill=fill, outline="white", width=3)
            label = imaging.text(t(lang, "sp_" + sp["s"]))[:4]
            d.text((cx, cy), label, fill="white", font=f_small, anchor="mm", stroke_width=1, stroke_fill="#1a1a1a")
            if sp.get("covered"):
                d.line([cx - 18, cy - 18, cx + 18, cy + 18], fill="#5a0000", width=4)
        for sq in view["fireflies"][seat]:
            x, y = _cell_xy(sq, gy)
            cx, cy = x + CELL, y
            d.ellipse([cx - 14, cy - 14, cx + 14, cy + 14], fill="#ffe14d", outline="#6b5a00", width=3)
    return imaging.png(img)


# ---------------------------------------------------------------------------- the hand, as card pictures
def hand(view: SeatView, lang: str, names: list[str]) -> bytes | None:
    """A seat's hand tiles (row colour, row letter and number, fire halves marked), with what each
    captures now: from the seat's view only (None for a view without a hand)."""
    if "hand" not in view:
        return None
    from engine import cards_art as art

    t = TEXTS.t
    symbols = ("sun", "diamond", "star", "leaf", "drop", "triangle")
    faces = [art.Face(x, "", ROW_COLOURS[ROWS.index(x[0])], symbols[ROWS.index(x[0])],
                      corner=f"♨{FIRE_HALVES[x] / 2:g}" if x in FIRE_HALVES else "")
             for x in view["hand"]]
    lines = capture_lines(view, lang)
    forced = view.get("forced")
    if forced and forced["s"] == view["seat"]:
        lines.append(art.plain(t(lang, "b_forced", name=names[view["seat"]], tile=forced["tile"])))
    title = art.plain(t(lang, "p_hand", tiles="#")).replace("#", "").rstrip(" :")
    return art.hand_png(f"{names[view['seat']]} — {title}", faces, lines)
