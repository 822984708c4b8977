"""Small helpers shared by the bot tests."""

import random

from engine import registry

WALK = 14  # random moves before a state shown: past the set-up, with some events to show


def walk(game, players: int, seed: int, steps: int = WALK):
    """A state reached by random play, and the events of its moves (newest last)."""
    rng = random.Random(seed)
    state = game.setup(players, seed, None)
    moves = []
    for _ in range(steps):
        acting = game.to_act(state)
        if not acting:
            break
        seat = rng.choice(acting)
        state, events = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)).id)
        moves.append(events)
    return state, moves


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
