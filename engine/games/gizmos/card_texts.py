"""Every gizmo's power in words (English and French), built from the effect codes of ``data.py``: what
``/card`` shows, the short notes beside the cards of the display, the archive and the tableaux, and the
notes beside the choices that name a card."""

from __future__ import annotations

from functools import cache

from engine import LANGS, CardInfo

from .data import CARDS
from .text import TEXTS

EMOJI = {"red": "🔴", "blue": "🔵", "black": "⚫", "yellow": "🟡", "multi": "🌈", "none": "⚙️"}
ROMAN = {0: "0", 1: "I", 2: "II", 3: "III"}


def _colours(lang: str, colours: list, form: str) -> str:
    return TEXTS.t(lang, "or").join(TEXTS.t(lang, form + c) for c in colours)


def _power(lang: str, cid: int, short: bool) -> str:
    """The power of card ``cid``: the full sentence, or the short one (at most 100 characters)."""
    t = TEXTS.t
    card = CARDS[cid]
    kind = card["kind"]
    pre = "s_" if short else "c_"
    if kind == "converter":
        if "conv" in card:
            frm = card["conv"]["from"]
            if frm == "any":
                text = t(lang, pre + "conv_any")
            else:
                key = pre + ("conv2" if card["conv"]["uses"] == 2 else "conv")
                text = t(lang, key, c=t(lang, "cw_" + frm), cs=t(lang, "cp_" + frm))
        else:
            parts = [t(lang, pre + "dbl", c=t(lang, "cw_" + c), cs=t(lang, "cp_" + c)) for c in card["dbl"]]
            joiner = ", " if short else t(lang, "and")
            text = t(lang, pre + "dbl_all", parts=joiner.join(parts))
        return text if short else text + t(lang, "c_chain") + t(lang, "once")
    if kind == "upgrade":
        up = card["up"]
        parts = [t(lang, "cu_" + k, n=up[k]) for k in ("storage", "archive", "research") if up[k]]
        parts += [t(lang, "cu_" + f) for f in up["flags"]]
        return t(lang, pre + "upgrade", parts="; ".join(parts))
    w = "swhen_" if short else "cwhen_"
    if card.get("cond"):
        when = t(lang, w + kind + "_" + card["cond"])
    else:  # File, Pick or Build of colours (File has none)
        when = t(lang, w + kind, c=_colours(lang, card.get("colours", []), "cw_" if kind == "pick" else "cm_"))
    what = t(lang, ("swhat_" if short else "cwhat_") + card["effect"])
    text = t(lang, pre + "trigger", when=when, what=what)
    return text if short else text + t(lang, "once")


def card_title(lang: str, cid: int) -> str:
    card = CARDS[cid]
    if card["level"] == 0:
        return TEXTS.t(lang, "cn_start", id=cid)
    return TEXTS.t(lang, "cn_card", kind=TEXTS.t(lang, "k_" + card["kind"]), level=ROMAN[card["level"]], id=cid)


@cache
def card_infos() -> tuple[CardInfo, ...]:
    out = []
    for cid, card in CARDS.items():
        cost = None if card["level"] == 0 else f"{card['cost']} {EMOJI[card['colour']]}"
        out.append(CardInfo(
            key=str(cid),
            names={lang: card_title(lang, cid) for lang in LANGS},
            texts={lang: _power(lang, cid, short=False) for lang in LANGS},
            short={lang: _power(lang, cid, short=True) for lang in LANGS},
            kind=TEXTS.each("k_" + ("start" if card["level"] == 0 else card["kind"])),
            cost=cost, vp=None if card["level"] == 0 else str(card["vp"]), copies=1,
        ))
    return tuple(out)


@cache
def note(lang: str, cid: int) -> str:
    """The short power of card ``cid`` in ``lang``."""
    return _power(lang, cid, short=True)
