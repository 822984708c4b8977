"""A Pillow picture of the public view: one panel per station, drawn from data (no copied artwork)."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.imaging import font, png, text

from .data import CAPSULES, LAB, OBJECTIVES
from .text import LETTER, TEXTS, card_label, project_label
from .views import PublicView, SeatView

AGENCY_RGB = {"red": (214, 48, 49), "blue": (41, 98, 255), "green": (46, 160, 67), "gold": (230, 175, 20)}
CAPSULE_RGB = {"yellow": (250, 225, 90), "violet": (160, 110, 210), "pink": (245, 160, 185)}
W, PANEL, CW, CH = 800, 250, 70, 56
# slot -> (column, row) on a 7×3 grid; capsules sit at columns 1, 3, 5 of the middle row
POS = {0: (1, 0), 1: (3, 0), 2: (5, 0), 3: (0, 1), 4: (2, 1), 5: (4, 1), 6: (6, 1), 7: (1, 2), 8: (3, 2), 9: (5, 2)}


def board(view: PublicView, lang: str, names: list[str]) -> bytes:
    n = len(names)
    img = Image.new("RGB", (W, PANEL * n + 50), (24, 26, 38))
    d = ImageDraw.Draw(img)
    big, mid, small = font(26), font(20), font(16)
    for s, name in enumerate(names):
        y0 = s * PANEL + 8
        turn = "▶ " if view["turn"] == s and not view["over"] else ""
        d.text((12, y0), text(f"{turn}{name} — {view['public_scores'][s]}"), font=big, fill=(255, 255, 255))
        x0, gy = 20, y0 + 40
        objs = view["objectives"][s]
        for cap in range(3):
            cx, cy = x0 + (2 * cap + 1) * (CW + 8), gy + CH + 8
            d.rounded_rectangle([cx, cy, cx + CW, cy + CH], 10, fill=CAPSULE_RGB[CAPSULES[cap]])
            if objs is not None:
                need = "".join(LETTER[a] for a in OBJECTIVES[objs[cap]]["need"])
                d.text((cx + 8, cy + 4), need, font=mid, fill=(0, 0, 0))
                v = view["validated"][s][cap]
                if v is not None:
                    d.text((cx + 8, cy + 28), text(f"✓{v}"), font=mid, fill=(0, 90, 0))
        for slot, (col, row) in POS.items():
            x, y = x0 + col * (CW + 8), gy + row * (CH + 8)
            c = view["stations"][s][slot]
            if c is None:
                d.rectangle([x, y, x + CW, y + CH], outline=(90, 90, 110), width=2)
                continue
            info = LAB[c]
            d.rectangle([x, y, x + CW, y + CH], fill=AGENCY_RGB[info["agency"]])
            d.text((x + 6, y + 2), str(info["cost"]), font=big, fill=(255, 255, 255))
            d.text((x + 6, y + 32), text(TEXTS.t(lang, info["spec"])[:4]), font=small, fill=(255, 255, 255))
        hx = x0 + 7 * (CW + 8) + 10
        d.text((hx, gy), text(TEXTS.t(lang, "hand", n=view["hand_sizes"][s])), font=mid, fill=(220, 220, 220))
        d.text((hx, gy + 30), text(TEXTS.t(lang, "projects_n", n=view["project_counts"][s])), font=mid,
               fill=(220, 220, 220))
    legend = "R/B/G/Y = " + ", ".join(TEXTS.t(lang, a) for a in ("red", "blue", "green", "gold"))
    d.text((12, PANEL * n + 14), text(legend + " · ✓n = " + TEXTS.t(lang, "validated", v="n")), font=small,
           fill=(220, 220, 220))
    return png(img)


# ---------------------------------------------------------------------------- the hand, as card pictures
SPEC_SYMBOL = {"doctor": "plus", "pilot": "triangle", "researcher": "eye", "technician": "gear"}


def hand(view: SeatView, lang: str, names: list[str]) -> bytes:
    """A seat's Lab cards (agency colour, cost, specialty, effect) and its Projects: from the seat's view."""
    from engine import cards_art as art

    t = TEXTS.t
    faces = []
    for c in view["hand"]:
        info = LAB[c]
        corner = {"lab": "⚡L", "project": "⚡P"}.get(info["bolt"] or "", "")
        if not corner and info["score"] and info["score"][0] == "flat":
            corner = f"+{info['score'][1]}"
        elif not corner and info["score"]:
            corner = "+1/"
        faces.append(art.Face(str(info["cost"]), t(lang, info["spec"]), AGENCY_RGB[info["agency"]],
                              SPEC_SYMBOL[info["spec"]], corner=corner))
    sep = " : " if lang == "fr" else ": "
    lines = [art.plain("• " + card_label(lang, c)) for c in view["hand"]]
    projects = ", ".join(project_label(lang, k) for k in view["projects"]) or t(lang, "none")
    lines.append(art.plain(f"{t(lang, 'your_projects')}{sep}{projects}"))
    if view.get("pick"):
        lines.append(art.plain(f"{t(lang, 'to_pick')}{sep}" + ", ".join(project_label(lang, k) for k in view["pick"])))
    return art.hand_png(f"{names[view['seat']]} — {t(lang, 'your_hand')}", faces, lines)
