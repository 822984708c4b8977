"""Small helpers shared by the bot tests."""

from engine import registry


async def lobby(h, host, game="loveletter", others=(), ai=0, **options):
    opts = " ".join(f"{k}={v}" for k, v in options.items())
    await h.slash(host, "play", game=game, **({"options": opts} if opts else {}))
    for u in others:
        await h.click(u, h.board(), "Join")
    for _ in range(ai):
        await h.click(host, h.board(), "Add AI")
    return h.board()


async def start(h, host, game="loveletter", others=(), ai=0, **options):
    await lobby(h, host, game, others, ai, **options)
    await h.click(host, h.board(), "Start")
    return await current(h)


async def current(h, gid=1):
    return await h.bot.service.get(gid)


def state_of(row):
    game = registry.get(row.game)
    return game, game.load(row.state)


def move_buttons(message):
    return [b for b in message.buttons() if b["custom_id"].startswith("mp:m:")]


def latest_with_moves(h, user):
    """The newest DM or ephemeral of ``user`` that offers choices."""
    for m in sorted([*h.dms(user), *h.ephemerals(user)], key=lambda m: m.id, reverse=True):
        if any(b["custom_id"].startswith(("mp:m:", "mp:g:")) for b in m.buttons()) or m.selects():
            return m
    return None


async def abandon(h, who):
    """/abandon, confirming when the bot asks (other people are seated)."""
    await h.slash(who, "abandon")
    ask = h.last_ephemeral(who)
    if ask is not None and any("end the game" in b.get("label", "").lower() for b in ask.buttons()):
        await h.click(who, ask, "Yes, end the game")


async def start_two(h, game="loveletter"):
    """alice and bob start a game: (row, game, state, seat to act, the user to act, the other user)."""
    alice, bob = h.user("alice"), h.user("bob")
    row = await start(h, alice, game=game, others=(bob,))
    rules, state = state_of(row)
    seat = rules.to_act(state)[0]
    actor, other = (alice, bob) if seat == 0 else (bob, alice)
    return row, rules, state, seat, actor, other
