"""A layout message drawn as a phone shows it (≈ 400 px wide, Discord's dark theme), for the README and docs.

    python -m bot.harness.picture loveletter --kind board --out docs/images/layout-loveletter-board.png
    python -m bot.harness.picture rage --kind hand --seat 0 --lang fr --out /tmp/hand.png

The message is built the way the bot builds it (``bot.ui.layout``) from a state reached by random play,
serialized by discord.py as it would be sent, and drawn from those components with Pillow: the container
with its accent bar, headings, subtext and bold, the picture, separators, buttons and selects. Emoji the
font lacks are drawn as plain symbols. ``draw(components, files)`` draws any message's components (the
fake Discord's ``Message.components`` and the files it kept).
"""

from __future__ import annotations

import argparse
import io
import random
import re
import sys

from PIL import Image, ImageDraw, ImageFont

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
MONO = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
BACKGROUND, PANEL, BAR_DEFAULT = (49, 51, 56), (43, 45, 49), (78, 80, 88)
TEXT, STRONG, SUBTLE, LINK = (219, 222, 225), (242, 243, 245), (148, 155, 164), (0, 168, 252)
BUTTONS = {1: (88, 101, 242), 2: (78, 80, 88), 3: (36, 128, 70), 4: (218, 55, 60), 5: (78, 80, 88)}
SELECT_BG, LINE = (30, 31, 34), (63, 65, 71)
PAD, GAP, THUMB = 12, 8, 80
# emoji DejaVu Sans lacks, as symbols it has (the rest become "•")
SYMBOLS = {"▶️": "▶", "🤖": "⚙", "🃏": "▣", "⏳": "◷", "🏆": "★", "❤️": "♥", "❌": "✗", "🏁": "⚑", "↩️": "↩",
           "📖": "☰", "🔗": "↗", "⏭️": "⏭", "✅": "✓", "💰": "$", "⭐": "★", "🎲": "⚄", "🚫": "⊘", "👑": "♛",
           "💎": "◆", "🗄": "▤", "🏛": "⌂", "🥇": "①", "❗": "!", "🚩": "⚑", "➡": "→", "➖": "−", "➕": "+"}


# coloured circles and squares keep their colour (Rage's suits, Gizmos' energy...): private-use characters
# stand for them between ``plain`` and the drawing
SHAPES = {"🔴": "●#d83c3e", "🟠": "●#f08a24", "🟡": "●#f5c518", "🟢": "●#3ba55c", "🔵": "●#3b82f6",
          "🟣": "●#9b59b6", "🟤": "●#8b5a2b", "⚫": "●#111111", "⚪": "●#f2f3f5", "🟥": "■#d83c3e",
          "🟧": "■#f08a24", "🟨": "■#f5c518", "🟩": "■#3ba55c", "🟦": "■#3b82f6", "🟪": "■#9b59b6",
          "🟫": "■#8b5a2b", "⬛": "■#111111", "⬜": "■#f2f3f5"}
PRIVATE = {chr(0xE000 + i): (shape[0], shape[1:]) for i, shape in enumerate(SHAPES.values())}
_CODE = {emoji: chr(0xE000 + i) for i, emoji in enumerate(SHAPES)}


def font(size: int, bold: bool = False):
    try:
        return ImageFont.truetype(BOLD if bold else FONT, size)
    except OSError:
        return ImageFont.load_default(size=size)


def _has_glyph(f, ch: str) -> bool:
    try:
        return f.getmask(ch).getbbox() != f.getmask("\U0010fffd").getbbox() or ch.isspace()
    except Exception:
        return False


def plain(text: str, f) -> str:
    """Text the font can draw: known emoji as symbols, variation selectors gone, missing glyphs as "•"."""
    for emoji, symbol in (*SYMBOLS.items(), *_CODE.items()):
        text = text.replace(emoji, symbol)
    text = text.replace("\ufe0f", "")
    return "".join(ch if ord(ch) < 0x2000 or ch in PRIVATE or _has_glyph(f, ch) else "•" for ch in text)


class Painter:
    def __init__(self, width: int, files: dict[str, bytes], names: dict[int, str]):
        self.width, self.files, self.names = width, files, names
        self.body, self.bold = font(14), font(14, True)
        self.small, self.small_bold = font(11), font(11, True)
        self.heads = {1: font(22, True), 2: font(19, True), 3: font(16, True)}
        try:
            self.mono = ImageFont.truetype(MONO, 12)
        except OSError:
            self.mono = ImageFont.load_default(size=12)

    # ------------------------------------------------------------------ text
    def _segments(self, line: str):
        """(text, bold) runs of one line of Discord markdown (``**bold**``; mentions as names)."""
        line = re.sub(r"<@!?(\d+)>", lambda m: "@" + self.names.get(int(m.group(1)), "user"), line)
        parts = line.split("**")
        return [(p, i % 2 == 1) for i, p in enumerate(parts) if p]

    def text_height(self, content: str, width: int) -> int:
        return self._text(None, content, 0, 0, width)

    def _text(self, draw, content: str, x: int, y: int, width: int) -> int:
        top = y
        code = False
        for raw in content.split("\n"):
            if raw.startswith("```"):  # a code block: monospace on a darker ground, lines as they are
                code = not code
                y += 4
                continue
            if code:
                if draw is not None:
                    draw.rectangle((x, y, x + width, y + self.mono.size + 4), fill=SELECT_BG)
                    put(draw, (x + 4, y + 1), _clip(plain(raw, self.mono), self.mono, width - 8), self.mono, TEXT)
                y += self.mono.size + 4
                continue
            size, colour, regular, strong = 0, TEXT, self.body, self.bold
            heading = re.match(r"^(#{1,3}) (.*)$", raw)
            if heading:
                size = len(heading.group(1))
                raw, regular = heading.group(2), self.heads[size]
                strong, colour = regular, STRONG
            elif raw.startswith("-# "):
                raw, regular, strong, colour = raw[3:], self.small, self.small_bold, SUBTLE
            if not raw.strip():
                y += regular.size // 2 + 2
                continue
            y = self._runs(draw, self._segments(raw), x, y, width, regular, strong, colour)
            if size:
                y += 4
        return y - top

    def _runs(self, draw, runs, x, y, width, regular, strong, colour) -> int:
        """Word-wrapped runs of text from (x, y): the y under the last line."""
        line_h = int(regular.size * 1.35)
        cx = x
        for text, bold in runs:
            f = strong if bold else regular
            text = plain(text, f)
            for word in re.split(r"(\s+)", text):
                if not word:
                    continue
                w = draw_len(f, word)
                if cx + w > x + width and cx > x and not word.isspace():
                    y += line_h
                    cx = x
                if word.isspace() and cx == x:
                    continue
                while w > width and len(word) > 1:  # a word wider than the line (a link): cut it
                    cut = len(word)
                    while cut > 1 and draw_len(f, word[:cut]) > x + width - cx:
                        cut -= 1
                    if draw is not None:
                        put(draw, (cx, y), word[:cut], f, LINK if word.startswith("http") else colour)
                    word = word[cut:]
                    y += line_h
                    cx = x
                    w = draw_len(f, word)
                if draw is not None:
                    fill = LINK if word.startswith("http") else (STRONG if bold and colour == TEXT else colour)
                    put(draw, (cx, y), word, f, fill)
                cx += w
        return y + line_h

    # ------------------------------------------------------------------ components
    def height(self, c: dict, width: int) -> int:
        return self.paint(None, None, c, 0, 0, width)

    def paint(self, image, draw, c: dict, x: int, y: int, width: int) -> int:
        """Draws component ``c`` at (x, y) in ``width`` (nothing when ``draw`` is None); returns its height."""
        kind = c.get("type")
        if kind == 10:
            return self._text(draw, c.get("content") or "", x, y, width)
        if kind == 14:
            space = 8 if c.get("spacing", 1) == 1 else 16
            if draw is not None and c.get("divider", True):
                draw.line((x, y + space // 2, x + width, y + space // 2), fill=LINE, width=1)
            return space
        if kind == 12:
            return self._gallery(image, draw, c.get("items") or [], x, y, width)
        if kind == 9:
            return self._section(image, draw, c, x, y, width)
        if kind == 1:
            return self._row(draw, c.get("components") or [], x, y, width)
        if kind == 17:
            return self._container(image, draw, c, x, y, width)
        return 0

    def _stack(self, image, draw, kids: list[dict], x: int, y: int, width: int) -> int:
        top = y
        for i, k in enumerate(kids):
            y += self.paint(image, draw, k, x, y, width)
            if i < len(kids) - 1:
                y += GAP
        return y - top

    def _container(self, image, draw, c: dict, x: int, y: int, width: int) -> int:
        inner = width - 2 * PAD - 4
        h = self._stack(None, None, c.get("components") or [], 0, 0, inner) + 2 * PAD
        if draw is not None:
            draw.rounded_rectangle((x, y, x + width, y + h), radius=8, fill=PANEL)
            colour = c.get("accent_color")
            bar = ((colour >> 16) & 255, (colour >> 8) & 255, colour & 255) if colour is not None else BAR_DEFAULT
            draw.rounded_rectangle((x, y, x + 4, y + h), radius=2, fill=bar)
            self._stack(image, draw, c.get("components") or [], x + 4 + PAD, y + PAD, inner)
        return h

    def _picture(self, url: str) -> Image.Image | None:
        data = self.files.get(url.removeprefix("attachment://"))
        if not data:
            return None
        try:
            return Image.open(io.BytesIO(data)).convert("RGBA")
        except OSError:
            return None

    def _gallery(self, image, draw, items: list[dict], x: int, y: int, width: int) -> int:
        top = y
        per_row = 1 if len(items) == 1 else 2
        cell = (width - GAP * (per_row - 1)) // per_row
        for i in range(0, len(items), per_row):
            row_h = 0
            for j, item in enumerate(items[i:i + per_row]):
                pic = self._picture((item.get("media") or {}).get("url") or "")
                if pic is None:
                    size = (cell, cell // 2)
                else:
                    scale = min(cell / pic.width, 1.4 * cell / pic.height)
                    size = (max(1, int(pic.width * scale)), max(1, int(pic.height * scale)))
                if draw is not None:
                    px = x + j * (cell + GAP)
                    if pic is None:
                        draw.rectangle((px, y, px + size[0], y + size[1]), outline=LINE)
                        self._text(draw, "-# " + (item.get("description") or "picture"), px + 6, y + 6, size[0] - 12)
                    else:
                        image.alpha_composite(pic.resize(size, Image.LANCZOS), (px, y))
                row_h = max(row_h, size[1])
            y += row_h + (GAP if i + per_row < len(items) else 0)
        return y - top

    def _section(self, image, draw, c: dict, x: int, y: int, width: int) -> int:
        side = c.get("accessory") or {}
        text_w = width - (THUMB + GAP if side.get("type") == 11 else 110)
        h = self._stack(image, draw, c.get("components") or [], x, y, text_w)
        if side.get("type") == 11:
            pic = self._picture((side.get("media") or {}).get("url") or "")
            if draw is not None and pic is not None:
                scale = THUMB / max(pic.width, pic.height)
                image.alpha_composite(pic.resize((max(1, int(pic.width * scale)), max(1, int(pic.height * scale))),
                                                 Image.LANCZOS), (x + width - THUMB, y))
            return max(h, THUMB)
        if side.get("type") == 2:
            return max(h, self._row(draw, [side], x + width - 100, y, 100))
        return h

    def _row(self, draw, items: list[dict], x: int, y: int, width: int) -> int:
        """Buttons side by side, wrapping as a phone wraps them; a select takes the whole width."""
        cx, top, row_h = x, y, 32
        for c in items:
            if c.get("type") == 2:
                emoji = (c.get("emoji") or {}).get("name") or ""
                label = plain(" ".join(p for p in (emoji, c.get("label") or "") if p), self.bold)
                w = min(width, draw_len(self.bold, label) + 2 * PAD)
                if cx + w > x + width and cx > x:
                    cx, y = x, y + row_h + GAP
                if draw is not None:
                    draw.rounded_rectangle((cx, y, cx + w, y + row_h), radius=4,
                                           fill=BUTTONS.get(c.get("style"), BUTTONS[2]))
                    put(draw, (cx + PAD, y + 8), _clip(label, self.bold, w - 2 * PAD), self.bold, STRONG)
                cx += w + GAP
            else:
                if cx > x:
                    cx, y = x, y + row_h + GAP
                if draw is not None:
                    draw.rounded_rectangle((x, y, x + width, y + 40), radius=4, fill=SELECT_BG, outline=LINE)
                    hint = plain(c.get("placeholder") or "…", self.body)
                    put(draw, (x + PAD, y + 11), _clip(hint, self.body, width - 3 * PAD), self.body, SUBTLE)
                    draw.text((x + width - PAD - 8, y + 11), "▾", font=self.body, fill=TEXT)
                y += 40 + GAP
                cx = x
        return (y + (row_h if cx > x else -GAP)) - top


def draw_len(f, text: str) -> int:
    return int(f.getlength("".join(PRIVATE[ch][0] if ch in PRIVATE else ch for ch in text)))


def put(draw, xy, text: str, f, fill) -> None:
    """``draw.text``, the coloured shapes in their own colour."""
    x, y = xy
    run = ""
    for ch in text + "\0":
        if ch in PRIVATE or ch == "\0":
            if run:
                draw.text((x, y), run, font=f, fill=fill)
                x += f.getlength(run)
                run = ""
            if ch in PRIVATE:
                glyph, colour = PRIVATE[ch]
                draw.text((x, y), glyph, font=f, fill=colour)
                x += f.getlength(glyph)
        else:
            run += ch


def _clip(text: str, f, width: int) -> str:
    while len(text) > 1 and draw_len(f, text) > width:
        text = text[:-2] + "…"
    return text


def draw(components: list[dict], files: dict[str, bytes] | None = None, width: int = 400,
         names: dict[int, str] | None = None, scale: int = 1) -> bytes:
    """A message's components as a PNG ``width`` pixels wide (``scale`` 2: twice the pixels, same look)."""
    painter = Painter(width - 2 * PAD, files or {}, names or {})
    header = 22
    body = sum(painter.height(c, width - 2 * PAD) for c in components) + GAP * max(0, len(components) - 1)
    image = Image.new("RGBA", (width, header + body + 2 * PAD), BACKGROUND + (255,))
    pen = ImageDraw.Draw(image)
    pen.text((PAD, PAD - 2), "Meeple", font=font(14, True), fill=STRONG)
    tag = PAD + draw_len(font(14, True), "Meeple") + 6
    pen.rounded_rectangle((tag, PAD, tag + 30, PAD + 14), radius=3, fill=BUTTONS[1])
    pen.text((tag + 3, PAD + 1), "APP", font=font(10, True), fill=STRONG)
    y = PAD + header
    for c in components:
        y += painter.paint(image, pen, c, PAD, y, width - 2 * PAD) + GAP
    if scale != 1:
        image = image.resize((image.width * scale, image.height * scale), Image.LANCZOS)
    out = io.BytesIO()
    image.convert("RGB").quantize(256).save(out, "PNG", optimize=True)  # a palette: a third of the bytes
    return out.getvalue()


# ---------------------------------------------------------------------- a message built from random play
def example(game_id: str, kind: str, lang: str = "en", players: int | None = None, seed: int = 5, moves: int = 14,
            seat: int | None = None) -> tuple[list[dict], dict[str, bytes], dict[int, str]]:
    """The components, files and player names of a board, hand or lobby message of ``game_id`` after
    ``moves`` random moves."""
    from bot.i18n import t
    from bot.store.db import GameRow
    from bot.ui import choices as ch
    from bot.ui import layout, render
    from bot.ui.lobby import lobby_view
    from cogs.components import HandButton, Items
    from engine import registry

    game = registry.get(game_id)
    players = players or max(game.min_players, min(3, game.max_players_for(None)))
    rng = random.Random(seed)
    state = game.setup(players, seed, None)
    events = []
    for _ in range(moves):
        if not game.to_act(state):
            break
        who = rng.choice(game.to_act(state))
        state, ev = game.apply(state, who, rng.choice(game.legal_moves(state, who)).id)
        events.append(ev)
    names = ["Ada", "Bo", "Cyd", "Dee", "Eve", "Fay"][:players]
    seats = [{"user_id": 900 + i, "name": n, "ai": False, "lang": lang} for i, n in enumerate(names)]
    status = "running" if game.to_act(state) else "finished"
    row = GameRow(id=12, guild_id=1, channel_id=2, game=game_id, status=status, host_id=900, lang=lang,
                  seats=seats, state=game.dump(state), version=len(events), moves=len(events),
                  board_message_id=3, result=game.result(state))
    users = {900 + i: n for i, n in enumerate(names)}
    if kind == "lobby":
        row.status, row.state, row.moves = "lobby", None, 0
        row.seats = seats[:max(1, players - 1)]
        payload = layout.lobby_layout(row, lang, lobby_view(row, lang, Items))
    elif kind == "hand":
        seat = seat if seat is not None else (game.to_act(state) or [0])[0]
        private = [line for ev in events[-2:]
                   for line in render.event_lines(game, [e for e in ev if e.to is not None], names, lang, seat)]
        lvl = ch.level(game, state, seat, names, lang, []) if seat in game.to_act(state) else None
        items = render.choice_rows(row, lvl, lang, 0, Items) if lvl else []
        items.append(Items.undo(row.id, row.version, t(lang, "btn.undo"), 4))
        if game.cards():
            items.append(Items.cards(row.id, None, t(lang, "btn.cards"), 4))
        payload = layout.hand_layout(row, seat, lang, private, lvl, items, render.hand_png(row, seat, lang))
    else:
        log = [line for ev in events[-3:] for line in render.event_lines(game, ev, names, lang, None)]
        controls = [HandButton(row.id, t(lang, "btn.my_hand"))] if status == "running" else None
        payload = layout.board_layout(row, lang, log, render.board_png(row, lang), controls)
    files = {}
    if payload.get("file") is not None:
        files[payload["file"].filename] = payload["file"].fp.getvalue()
    return payload["view"].to_components(), files, users


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.harness.picture", description=__doc__.split("\n")[0])
    parser.add_argument("game")
    parser.add_argument("--kind", choices=("board", "hand", "lobby"), default="board")
    parser.add_argument("--lang", choices=("en", "fr"), default="en")
    parser.add_argument("--players", type=int)
    parser.add_argument("--seat", type=int)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--moves", type=int, default=14)
    parser.add_argument("--width", type=int, default=400)
    parser.add_argument("--scale", type=int, default=1)
    parser.add_argument("--text", action="store_true", help="print the message as text too")
    parser.add_argument("--out", default="-", help="a PNG file (default: standard output)")
    args = parser.parse_args(argv)
    components, files, users = example(args.game, args.kind, args.lang, args.players, args.seed, args.moves,
                                       args.seat)
    png = draw(components, files, args.width, users, args.scale)
    if args.text:
        from .fake import render_message

        print(render_message("", [], components), file=sys.stderr)
    if args.out == "-":
        sys.stdout.buffer.write(png)
    else:
        with open(args.out, "wb") as fh:
            fh.write(png)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
