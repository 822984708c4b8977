"""A Pillow picture of the Quantum map, drawn from the public view only (cells of 64 px)."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine import imaging

from .data import BOARDS, ROWS
from .rules import SCRAP
from .text import TEXTS
from .views import PublicView

CELL = 64
LEFT, TOP = 44, 44
SEAT_FILL = ("#d63b3b", "#2f6fd6", "#2e9e4a", "#f2c418")
SEAT_TEXT = ("white", "white", "white", "#222222")
SPACE = "#151a2e"
GRID = "#2c3455"
ORBIT = "#24304f"


def board(view: PublicView, lang: str, names: list[str]) -> bytes:
    n = view["players"]
    b = BOARDS[n]
    panel = 56 + 40 * n
    width = LEFT + b.w * CELL + 14
    height = TOP + b.h * CELL + panel
    img = Image.new("RGB", (width, height), SPACE)
    d = ImageDraw.Draw(img)
    big, mid, small = imaging.font(34), imaging.font(24), imaging.font(18)
    for c in range(b.w):
        d.text((LEFT + c * CELL + CELL // 2, TOP // 2), str(c + 1), fill="#e8e8f0", font=mid, anchor="mm")
    for r in range(b.h):
        d.text((LEFT // 2, TOP + r * CELL + CELL // 2), ROWS[r], fill="#e8e8f0", font=mid, anchor="mm")
    orbit_cells = set(b.orbit_of)
    for cell in range(b.n):
        r, c = divmod(cell, b.w)
        x0, y0 = LEFT + c * CELL, TOP + r * CELL
        fill = ORBIT if cell in orbit_cells else SPACE
        d.rectangle([x0, y0, x0 + CELL, y0 + CELL], fill=fill, outline=GRID, width=1)
    # tile borders (3×3)
    for c in range(0, b.w + 1, 3):
        d.line([LEFT + c * CELL, TOP, LEFT + c * CELL, TOP + b.h * CELL], fill="#5a6690", width=3)
    for r in range(0, b.h + 1, 3):
        d.line([LEFT, TOP + r * CELL, LEFT + b.w * CELL, TOP + r * CELL], fill="#5a6690", width=3)
    for i, (cell, num, cap, _home) in enumerate(b.planets):
        r, c = divmod(cell, b.w)
        x0, y0 = LEFT + c * CELL, TOP + r * CELL
        d.ellipse([x0 + 4, y0 + 4, x0 + CELL - 4, y0 + CELL - 4], fill="#7d6bb3", outline="#cfc6ef", width=2)
        d.text((x0 + CELL // 2, y0 + CELL // 2 - 8), str(num), fill="white", font=mid, anchor="mm")
        cubes = view["cubes"][i]
        size = 16
        total = cap * (size + 3) - 3
        cx = x0 + (CELL - total) // 2
        for k in range(cap):
            box = [cx + k * (size + 3), y0 + 38, cx + k * (size + 3) + size, y0 + 38 + size]
            if k < len(cubes):
                d.rectangle(box, fill=SEAT_FILL[cubes[k]], outline="white")
            else:
                d.rectangle(box, outline="#cfc6ef")
    seat_now = view["to_act"][0] if view["to_act"] else None
    last = view.get("last")
    if last:
        for key, colour in (("at", "#ff5555"), ("from", "#ffaa33")):
            r, c = divmod(last[key], b.w)
            x0, y0 = LEFT + c * CELL, TOP + r * CELL
            d.rectangle([x0 + 1, y0 + 1, x0 + CELL - 1, y0 + CELL - 1], outline=colour, width=3)
    for s, ships in enumerate(view["ships"]):
        for i, (f, pos) in enumerate(ships):
            if pos < 0:
                continue
            r, c = divmod(pos, b.w)
            x0, y0 = LEFT + c * CELL, TOP + r * CELL
            outline = "white"
            width_ = 2
            if s == view["seat"] and view.get("sel") == i and view["phase"] == "play":
                outline, width_ = "#00ffcc", 5
            d.rounded_rectangle([x0 + 7, y0 + 7, x0 + CELL - 7, y0 + CELL - 7], 9, fill=SEAT_FILL[s],
                                outline=outline, width=width_)
            d.text((x0 + CELL // 2, y0 + CELL // 2), str(f), fill=SEAT_TEXT[s], font=big, anchor="mm")
            if s == view["seat"] and i in view["moved"]:
                d.ellipse([x0 + CELL - 18, y0 + 10, x0 + CELL - 10, y0 + 18], fill="#222222")
    y = TOP + b.h * CELL + 10
    head = TEXTS.t(lang, "img_turn", n=view["round"], name=names[seat_now] if seat_now is not None else "—")
    if view["phase"] == "play" and seat_now is not None and not view["dq"]:
        head += " · " + TEXTS.t(lang, "acts", n=view["acts"])
    if view["phase"] == "over" and view["winners"]:
        head = "★ " + ", ".join(names[w] for w in view["winners"])
    d.text((LEFT, y), imaging.text(head), fill="white", font=mid)
    y += 40
    for s in range(n):
        d.rounded_rectangle([LEFT, y, LEFT + 26, y + 26], 5, fill=SEAT_FILL[s],
                            outline="white" if s == seat_now else SEAT_FILL[s], width=3)
        scrap = sum(1 for _f, pos in view["ships"][s] if pos == SCRAP)
        text = (f"{names[s][:14]}  {TEXTS.t(lang, 'img_cubes', n=view['left'][s])}  "
                f"{TEXTS.t(lang, 'img_res', n=view['res'][s])}  {TEXTS.t(lang, 'img_dom', n=view['dom'][s])}  "
                f"{TEXTS.t(lang, 'img_scrap', n=scrap)}")
        d.text((LEFT + 36, y + 2), imaging.text(text), fill="white", font=small)
        y += 40
    return imaging.png(img)
