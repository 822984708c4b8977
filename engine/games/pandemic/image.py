"""Pillow pictures of the public view: links (incl. the Pacific wrap), cubes, stations and pawns.

``board`` (the board picture) shows the region that matters, the current player's city and its
neighbours, zoomed so that at Discord's preview width (``PREVIEW_WIDTH``) city labels are at least
9 px tall and cubes at least 8 px; the whole 48-city map cannot be legible at that width.
``render_full`` draws the whole map with the same markers (for docs and tests).

Markers (cubes, stations, pawns) are sized in output pixels, not scaled with the map; labels are
placed around each city where they cover no marker, no other label and as few links as possible, and
are drawn last on a dark plate, so nothing covers a city name.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PIL import Image, ImageDraw

from engine import cards_art as art
from engine import imaging

from .data import CITIES, CITY_COLOR, LINK_PAIRS, LINKS, MAP_SIZE, PACIFIC_LINKS, POS
from .text import TEXTS, city_name
from .views import PublicView, SeatView

RGB = {"blue": (52, 120, 230), "yellow": (235, 200, 40), "black": (120, 120, 120), "red": (215, 50, 50)}
PAWN_RGB = {"researcher": (150, 90, 40), "operations": (100, 190, 90), "medic": (240, 140, 30),
            "planner": (40, 190, 200), "dispatcher": (210, 90, 200), "scientist": (240, 240, 240),
            "quarantine": (30, 110, 50)}
BG = (18, 32, 56)
LINE = (120, 140, 170)
PLATE = (10, 18, 34)
WHITE = (255, 255, 255)
LABEL_RGB = (235, 235, 235)
HERE_RGB = (255, 215, 0)
PACIFIC = {frozenset(p) for p in PACIFIC_LINKS}

PREVIEW_WIDTH = 400  # Discord's preview width: sizes below are chosen to read when scaled to it
FOCUS_WIDTH = 800  # width of the board picture (scaled by 1/2 in the preview)
FOCUS_MAP_HEIGHT = 500  # height of its map area
FULL_ZOOM = 1.6  # the full map: 1792 px wide
MIN_BOX_WIDTH = 380  # map pixels shown at least (caps the zoom around a lonely city)
BOX_PAD = 75  # map pixels kept around the neighbourhood
LABEL_PX = 20  # city labels: 10 px at 400 px wide
CUBE_PX = 17  # cubes: 8.5 px at 400 px wide
HEAD_PX = 24
FOOT_PX = 20
CITY_R = 11
STATION_HALF = 16
PAWN_W, PAWN_H = 16, 24
GAP = 3
CUBES_PER_ROW = 4
HEADER_H = 2 * HEAD_PX + 26

Rect = tuple[float, float, float, float]


@dataclass
class Layout:
    """Where everything goes: ``box`` is the map region (map pixels) drawn over ``width`` x ``map_h``."""

    box: Rect
    width: int
    map_h: int
    height: int
    zoom: float
    label_px: int = LABEL_PX
    cube_px: int = CUBE_PX
    pawns: dict[str, list[int]] = field(default_factory=dict)  # city -> the seats whose pawns are there
    centres: dict[str, tuple[float, float]] = field(default_factory=dict)
    links: list[tuple[float, float, float, float]] = field(default_factory=list)
    markers: dict[str, list[Rect]] = field(default_factory=dict)  # city -> rects of its markers
    labels: dict[str, tuple[Rect, tuple[float, float], str]] = field(default_factory=dict)  # rect, anchor pt, anchor

    def preview_scale(self) -> float:
        return PREVIEW_WIDTH / self.width


def _pawns(view: PublicView) -> dict[int, str]:
    return {int(s): c for s, c in view["pawns"].items()}


def focus_box(view: PublicView) -> Rect:
    """The current player's city and its neighbours (Pacific wrap aside), padded, at the picture's aspect."""
    w, h = MAP_SIZE
    here = _pawns(view)[view["turn"]]
    cities = [here] + [c for c in LINKS[here] if frozenset((here, c)) not in PACIFIC]
    xs = [POS[c][0] for c in cities]
    ys = [POS[c][1] for c in cities]
    x0: float
    y0: float
    x0, x1 = min(xs) - BOX_PAD, max(xs) + BOX_PAD
    y0, y1 = min(ys) - BOX_PAD, max(ys) + BOX_PAD
    aspect = FOCUS_WIDTH / FOCUS_MAP_HEIGHT
    bw = max(x1 - x0, MIN_BOX_WIDTH, (y1 - y0) * aspect)
    bh = bw / aspect
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    x0 = min(max(cx - bw / 2, 0), max(w - bw, 0))
    y0 = min(max(cy - bh / 2, 0), max(h - bh, 0)) if bh <= h else (h - bh) / 2
    return (x0, y0, x0 + bw, y0 + bh)


def _segment_hits(seg, rect: Rect) -> bool:
    """Liang–Barsky: does the segment cross the rectangle?"""
    x1, y1, x2, y2 = seg
    left, top, right, bottom = rect
    if max(x1, x2) < left or min(x1, x2) > right or max(y1, y2) < top or min(y1, y2) > bottom:
        return False
    dx, dy = x2 - x1, y2 - y1
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, x1 - left), (dx, right - x1), (-dy, y1 - top), (dy, bottom - y1)):
        if p == 0:
            if q < 0:
                return False
            continue
        r = q / p
        if p < 0:
            t0 = max(t0, r)
        else:
            t1 = min(t1, r)
        if t0 > t1:
            return False
    return True


def _overlap(a: Rect, b: Rect) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _distance(rect: Rect, point: tuple[float, float]) -> float:
    dx = max(rect[0] - point[0], 0, point[0] - rect[2])
    dy = max(rect[1] - point[1], 0, point[1] - rect[3])
    return (dx * dx + dy * dy) ** 0.5


def layout(view: PublicView, lang: str, box: Rect | None = None, width: int = FOCUS_WIDTH) -> Layout:
    """Positions of cities, links, markers and labels; ``box=None`` is the focus region."""
    box = box or focus_box(view)
    zoom = width / (box[2] - box[0])
    map_h = round((box[3] - box[1]) * zoom)
    height = HEADER_H + map_h + 12 + (FOOT_PX + 12) * len(view["roles"])  # the map, then a line per player
    lay = Layout(box=box, width=width, map_h=map_h, height=height, zoom=zoom)
    mw = MAP_SIZE[0]

    def out(x, y):
        return (x - box[0]) * zoom, (y - box[1]) * zoom + HEADER_H

    for a, b in LINK_PAIRS:
        if frozenset((a, b)) in PACIFIC:  # wrap around the board edges
            west, east = (a, b) if POS[a][0] < POS[b][0] else (b, a)
            mid = (POS[west][1] + POS[east][1]) / 2
            segs = [(POS[west], (0, mid)), (POS[east], (mw, mid))]
        else:
            segs = [(POS[a], POS[b])]
        lay.links += [(*out(*p), *out(*q)) for p, q in segs]
    top, bottom = HEADER_H, HEADER_H + map_h
    visible = [c for c in CITIES
               if -30 <= out(*POS[c])[0] <= width + 30 and top - 30 <= out(*POS[c])[1] <= bottom + 30]
    for seat, city in sorted(_pawns(view).items()):
        lay.pawns.setdefault(city, []).append(seat)
    cities = view["cities"]
    here = _pawns(view)[view["turn"]]
    for c in visible:
        x, y = out(*POS[c])
        lay.centres[c] = (x, y)
        info = cities[c]
        half = STATION_HALF if info["station"] or c == here else CITY_R
        rects = [(x - half, y - half, x + half, y + half)]
        n = sum(info["cubes"].values())
        if n:
            rows = (n + CUBES_PER_ROW - 1) // CUBES_PER_ROW
            cols = min(n, CUBES_PER_ROW)
            bw = cols * (CUBE_PX + GAP) - GAP
            bh = rows * (CUBE_PX + GAP) - GAP
            rects.append((x - bw / 2, y - half - GAP - bh, x + bw / 2, y - half - GAP))
        k = len(lay.pawns.get(c, ()))
        if k:
            rects.append((x - half - GAP - k * (PAWN_W + 2), y - PAWN_H / 2 - 4, x - half - GAP, y + PAWN_H / 2))
        lay.markers[c] = rects
    _place_labels(lay, view, lang, visible, top, bottom)
    return lay


def _place_labels(lay: Layout, view: PublicView, lang: str, visible: list[str], top: float, bottom: float) -> None:
    font = imaging.font(LABEL_PX)
    obstacles = [r for rects in lay.markers.values() for r in rects]
    placed: list[Rect] = []
    here = _pawns(view)[view["turn"]]
    near = {here, *LINKS[here]}
    inside = [c for c in visible if 0 <= lay.centres[c][0] <= lay.width and top <= lay.centres[c][1] <= bottom]
    order = sorted(inside, key=lambda c: (c not in near, CITIES.index(c)))
    for c in order:
        x, y = lay.centres[c]
        text = imaging.text(city_name(lang, c))
        left, top_, right, bottom_ = font.getbbox(text, anchor="lt")
        tw, th = right - left + 6, bottom_ - top_ + 4
        box = lay.markers[c]
        ml, mt, mr, mb = (min(q[0] for q in box), min(q[1] for q in box), max(q[2] for q in box),
                          max(q[3] for q in box))
        half = box[0][2] - x
        cands = [  # (left, top) of the label, in order of preference
            (x - tw / 2, y + half + 2),  # below
            (x + half + 4, y - th / 2),  # right
            (ml - 4 - tw, y - th / 2),  # left (beyond pawns)
            (x - tw / 2, mt - 2 - th),  # above (beyond cubes)
            (x + half + 2, y + half - 2),  # below right
            (x - half - 2 - tw, y + half - 2),  # below left
            (mr + 2, mt - th + 6),  # above right
            (ml - 2 - tw, mt - th + 6),  # above left
            (x - tw / 2, mb + 2 + th),  # further below
        ]
        others = [lay.centres[o] for o in visible
                  if o != c and abs(lay.centres[o][0] - x) + abs(lay.centres[o][1] - y) < 4 * tw]
        rects = [(lx, ly, lx + tw, ly + th) for lx, ly in
                 ((min(max(lx, 0), lay.width - tw), ly) for lx, ly in cands)]  # slid along the picture's edges
        # the links (and markers) that can touch any candidate: one missing their common bounding box
        # misses each of them by _segment_hits' (_overlap's) own test: the same scores, far less work
        x0, y0 = min(r[0] for r in rects), min(r[1] for r in rects)
        x1, y1 = max(r[2] for r in rects), max(r[3] for r in rects)
        links = [s for s in lay.links if not (max(s[0], s[2]) < x0 or min(s[0], s[2]) > x1
                                              or max(s[1], s[3]) < y0 or min(s[1], s[3]) > y1)]
        near_obstacles = [o for o in obstacles if _overlap((x0, y0, x1, y1), o)]  # the same way: none else can
        best, best_score = None, None
        for i, rect in enumerate(rects):
            score = i
            score += 1000 * sum(_overlap(rect, o) for o in near_obstacles)
            score += 1000 * sum(_overlap(rect, p) for p in placed)
            score += 30 * sum(_segment_hits(s, rect) for s in links)
            if rect[1] < top or rect[3] > bottom:
                score += 500
            own = _distance(rect, (x, y))
            if any(_distance(rect, o) < own for o in others):
                score += 200  # would read as another city's name
            if best_score is None or score < best_score:
                best, best_score = rect, score
        assert best is not None  # rects is never empty
        placed.append(best)
        lay.labels[c] = (best, (best[0] + 3, best[1] + 2), text)


def _draw(view: PublicView, lang: str, names: list[str], lay: Layout) -> bytes:
    img = Image.new("RGB", (lay.width, lay.height), BG)
    d = ImageDraw.Draw(img)
    top, bottom = HEADER_H, HEADER_H + lay.map_h
    for seg in lay.links:
        d.line(seg, fill=LINE, width=2)
    cities = view["cities"]
    here = _pawns(view)[view["turn"]]
    for c, (x, y) in lay.centres.items():
        info = cities[c]
        s = STATION_HALF
        if info["station"]:
            d.rectangle([x - s, y - s, x + s, y + s], fill=WHITE)
        if c == here:  # the current player's city, centre of the picture
            d.ellipse([x - s, y - s, x + s, y + s], outline=HERE_RGB, width=4)
        r = CITY_R
        d.ellipse([x - r, y - r, x + r, y + r], fill=RGB[info["color"]], outline=WHITE, width=2)
        rects = lay.markers[c]
        cubes = [color for color, k in info["cubes"].items() for _ in range(k)]
        for i, color in enumerate(cubes):  # row by row in their box, rects[1]
            cx = rects[1][0] + (i % CUBES_PER_ROW) * (CUBE_PX + GAP)
            cy = rects[1][1] + (i // CUBES_PER_ROW) * (CUBE_PX + GAP)
            d.rectangle([cx, cy, cx + CUBE_PX, cy + CUBE_PX], fill=RGB[color], outline=WHITE)
        if c in lay.pawns:
            pr = rects[-1]
            for k, seat in enumerate(lay.pawns[c]):
                px = pr[2] - PAWN_W / 2 - k * (PAWN_W + 2)
                d.polygon([(px, pr[1]), (px - PAWN_W / 2, pr[3]), (px + PAWN_W / 2, pr[3])],
                          fill=PAWN_RGB[view["roles"][seat]], outline=WHITE)
    font = imaging.font(LABEL_PX)
    for rect, xy, text in lay.labels.values():
        d.rectangle(rect, fill=PLATE)
        d.text(xy, text, fill=LABEL_RGB, font=font, anchor="lt")
    # header and footer drawn over the map's overflow
    d.rectangle([0, 0, lay.width, top - 1], fill=BG)
    d.rectangle([0, bottom, lay.width, lay.height], fill=BG)
    d.line([(0, top - 1), (lay.width, top - 1)], fill=LINE, width=1)
    d.line([(0, bottom), (lay.width, bottom)], fill=LINE, width=1)
    t = TEXTS.t
    big = imaging.font(HEAD_PX)
    head = t(lang, "img_header", o=view["outbreaks"], r=view["infection_rate"])
    d.text((12, 8), imaging.text(head), fill=WHITE, font=big)
    x = 12
    y = 14 + HEAD_PX
    for color, status in view["cures"].items():
        d.rectangle([x, y + 3, x + HEAD_PX - 6, y + HEAD_PX - 3], fill=RGB[color], outline=WHITE)
        label = imaging.text(t(lang, status))
        d.text((x + HEAD_PX, y), label, fill=WHITE, font=big)
        x += HEAD_PX + int(d.textlength(label, font=big)) + 22
    small = imaging.font(FOOT_PX)
    y = bottom + 10
    for seat, name in enumerate(names):
        role = view["roles"][seat]
        d.polygon([(18, y), (10, y + FOOT_PX + 2), (26, y + FOOT_PX + 2)], fill=PAWN_RGB[role], outline=WHITE)
        mark = "▶ " if seat == view["turn"] and view["result"] is None else ""
        label = imaging.text(f"{mark}{name} — {t(lang, role)} · {city_name(lang, _pawns(view)[seat])}")
        d.text((36, y), label, fill=WHITE, font=small)
        y += FOOT_PX + 12
    return imaging.png(img)


def board(view: PublicView, lang: str, names: list[str]) -> bytes:
    """The board picture: the current player's neighbourhood, legible at 400 px wide."""
    return _draw(view, lang, names, layout(view, lang))


def render_full(view: PublicView, lang: str, names: list[str]) -> bytes:
    """The whole map (docs, tests): same markers, ``FULL_ZOOM`` times the map canvas."""
    w, h = MAP_SIZE
    return _draw(view, lang, names, layout(view, lang, (0, 0, w, h), round(w * FULL_ZOOM)))


# ---------------------------------------------------------------------------- the hand, as card pictures
DISEASE_SYMBOL = {"blue": "drop", "yellow": "sun", "black": "diamond", "red": "heart"}


def hand(view: SeatView, lang: str, names: list[str]) -> bytes:
    """A seat's player cards (city cards in their disease colour, event cards in gold), its role and
    stored event: from the seat's view only."""
    t = TEXTS.t
    faces = [art.Face("", city_name(lang, c), RGB[CITY_COLOR[c]], DISEASE_SYMBOL[CITY_COLOR[c]]) if c in CITY_COLOR
             else art.Face("", t(lang, c), "#f1c40f", "bolt", corner="⚡") for c in view["hand"]]
    seat = view["seat"]
    lines = [art.plain(t(lang, "you_are", role=t(lang, view["role"]), city=city_name(lang, _pawns(view)[seat])))]
    if view["role"] == "planner" and view["planner_event"]:
        lines.append(art.plain(t(lang, "stored", card=t(lang, view["planner_event"]))))
    return art.hand_png(f"{names[seat]} — {t(lang, view['role'])}", faces, lines)
