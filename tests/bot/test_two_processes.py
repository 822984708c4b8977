"""Two bot processes on one database (SQLite file or Postgres), as deployed with SHARD_COUNT=2.

Process 0 holds shard 0, process 1 shard 1; the games sit in guilds of both shards and every interaction
lands on either process at random (as DM buttons land on shard 0's process whatever the guild), some
delivered to both at once. Checked over many games at once: no lost join, no move applied twice, exactly
one turn ping per turn and one DM per change of what a seat must do, each timer (reminder, timeout) fires
once; then process 1 dies without a word and process 0 takes its games on once the lease expires.
"""

import asyncio
import random

from bot.harness.driver import Harness, User
from bot.harness.fake import FakeDiscord
from bot.play.clock import FakeClock
from bot.play.ownership import LEASE_SECONDS
from bot.play.service import replay
from engine import registry

GAMES = 12  # 10 lobbies get 4 joiners at once (40 joins for 3 free seats each), 2 get one joiner and an AI
JOINERS = 4
ROUNDS = 6
TIMEOUT_MINUTES = 30


class Process(Harness):
    """One bot process: its own bot, pool and leases, on the one fake Discord both processes talk to."""

    def __init__(self, url, fake, clock, shard_ids, guild_of):
        super().__init__(url, clock=clock, seed_source=lambda: random.getrandbits(62), shard_count=2,
                         shard_ids=shard_ids)
        self.fake = fake  # the patches a process starts route discord.py's traffic to this one fake
        self.guild_of = guild_of

    def _payload(self, itype, user, data, channel_id, message):
        base = super()._payload(itype, user, data, channel_id, message)
        guild = self.guild_of.get(channel_id)
        if guild is not None and "guild_id" in base:  # the fake has one guild: give each channel its own
            base["guild_id"] = base["channel"]["guild_id"] = str(guild)
        return base

    def send_move(self, user, channel, value):
        data = {"id": str(self.fake.next_id()), "name": "move", "type": 1,
                "options": [{"name": "move", "type": 3, "value": value}]}
        return self.feed(self._payload(2, user, data, channel, None))


def _lobby_message(fake, channel):
    for m in sorted(fake.messages.values(), key=lambda m: m.id, reverse=True):
        if m.channel_id == channel and not m.ephemeral_for and any(
                b.get("custom_id", "").startswith("mp:l:") for b in m.buttons()):
            return m
    raise LookupError(channel)


def _expected_announcements(row, moves):
    """(turn pings, new DMs per seat) the single-process rules give for this game's versions."""
    game = registry.get(row.game)
    humans = {i for i, s in enumerate(row.seats) if not s.get("ai")}
    pings, dms, before = 0, dict.fromkeys(humans, 1), set()  # each human's first DM comes with the start
    for n, state in enumerate(replay(game, row, moves)):
        due = set() if game.result(state) is not None else set(game.required_seats(state)) & humans
        pings += bool(due - before)
        if n:
            for seat in due - before:
                dms[seat] += 1  # it became this seat's turn: a new DM that notifies
        before = due
    return pings, dms


async def _settle(*procs):
    for _ in range(3):
        for p in procs:
            await p.settle()


async def test_two_processes_one_database(db_url, capsys):
    clock = FakeClock()
    rng = random.Random(13)
    channels = [5000 + i for i in range(GAMES)]
    # guild ids whose shard ((id >> 22) % 2) alternates: games of both processes
    guild_of = {c: (2 + i) << 22 for i, c in enumerate(channels)}
    fake = FakeDiscord()
    p0, p1 = Process(db_url, fake, clock, [0], guild_of), Process(db_url, fake, clock, [1], guild_of)
    await p0.start()
    await p1.start()
    procs, every = [p0, p1], [p0, p1]
    assert p0.bot.ownership.held == {0} and p1.bot.ownership.held == {1}
    figures = dict.fromkeys(("games", "clicks", "joins", "moves", "double deliveries", "both publish", "pings", "dms",
                             "reminders", "timeouts", "lost joins", "double applies", "duplicate pings",
                             "duplicate dms", "duplicate timers"), 0)
    uid = iter(range(50_000, 60_000))
    hosts, joiners = {}, {}
    try:
        # ------------------------------------------------------------ lobbies, joins from both processes
        gids = {}
        for c in channels:
            hosts[c] = User(next(uid), f"host{c}")
            await rng.choice(procs).slash(hosts[c], "play", channel_id=c, game="loveletter", timeout=TIMEOUT_MINUTES)
            gids[c] = (await p0.bot.service.active_in_channel(c)).id
        tokens = []
        for i, c in enumerate(channels):
            lobby = _lobby_message(fake, c)
            joiners[c] = [User(next(uid), f"j{c}-{k}") for k in range(JOINERS if i < 10 else 1)]
            for u in joiners[c]:
                tokens.append((c, u, await rng.choice(procs).click(u, lobby, "Join", wait=False)))
        figures["joins"] = len(tokens)
        figures["clicks"] += len(channels) + len(tokens)
        await _settle(*procs)
        for c in channels:
            row = await p0.bot.service.active_in_channel(c)
            seated = {s["user_id"] for s in row.seats} - {hosts[c].id}
            refused = {u.id for u in joiners[c] if any(m.ephemeral_for == u.id for m in fake.messages.values())}
            told_ok = {u.id for u in joiners[c]} - refused
            figures["lost joins"] += len(told_ok - seated)
            assert seated == told_ok, (c, seated, told_ok)  # nobody told "joined" is missing, nobody extra
            assert len(seated) == min(3, len(joiners[c])) or refused  # a full table or a lost race: said so
        for c in channels[10:]:
            await rng.choice(procs).click(hosts[c], _lobby_message(fake, c), "Add AI")
            figures["clicks"] += 1
        for c in channels:
            await rng.choice(procs).click(hosts[c], _lobby_message(fake, c), "Start")
            figures["clicks"] += 1
        await _settle(*procs)
        figures["games"] = len(channels)

        # ------------------------------------------------------------ moves, all games at once
        users = {u.id: u for us in [*joiners.values(), [*hosts.values()]] for u in us}
        for n in range(ROUNDS + 1):
            both_publish = []
            for c in channels:
                row = await p0.bot.service.active_in_channel(c)
                if row is None:
                    continue
                game = registry.get(row.game)
                state = game.load(row.state)
                due = [s for s in game.required_seats(state) if not row.seats[s].get("ai")]
                if not due:
                    continue
                seat = due[0]
                move = game.legal_moves(state, seat)[0]
                user = users[row.seats[seat]["user_id"]]
                value = f"{row.version}:{move.id}"
                if n == ROUNDS:  # committed by a process that died before announcing: both announce at once
                    await p0.bot.service.play(row.id, row.version, move.id, seat=seat)
                    both_publish += [p.bot.tables.publish(row.id) for p in procs]
                    figures["both publish"] += 1
                elif rng.random() < 0.33:  # delivered to both processes at the same moment
                    p0.send_move(user, c, value)
                    p1.send_move(user, c, value)
                    figures["double deliveries"] += 1
                    figures["clicks"] += 2
                else:
                    rng.choice(procs).send_move(user, c, value)
                    figures["clicks"] += 1
            await asyncio.gather(*both_publish)
            await _settle(*procs)

        # ------------------------------------------------------------ timers: both processes pass at once
        async def timer_pass(minutes, *alive):
            clock.advance(minutes=minutes)
            await asyncio.gather(*(p.bot.timers.run_due() for p in alive))
            await _settle(*alive)

        due_before = {}
        for c in channels:
            row = await p0.bot.service.active_in_channel(c)
            game = registry.get(row.game)
            due_before[c] = [s for s in game.required_seats(game.load(row.state)) if not row.seats[s].get("ai")]
        await timer_pass(TIMEOUT_MINUTES / 2 + 1, p0, p1)
        await timer_pass(TIMEOUT_MINUTES / 2, p0, p1)
        for c in channels:
            texts = [m.content for m in fake.messages.values() if m.channel_id == c]
            reminders = sum("half of your time is gone" in t for t in texts)
            timeouts = sum("ran out of time" in t for t in texts)
            figures["reminders"] += reminders
            figures["timeouts"] += timeouts
            want = len(due_before[c])
            figures["duplicate timers"] += max(0, reminders - want) + max(0, timeouts - want)
            assert reminders == len(due_before[c]) and timeouts == len(due_before[c]), (c, reminders, timeouts)

        # ------------------------------------------------------------ process 1 dies without a word
        async def no_release():
            return None

        p1.bot.ownership.release = no_release
        await p1.bot.close()
        p1.bot = None
        await p1.stop()
        timed_out = {c: sum("ran out of time" in m.content for m in fake.messages.values() if m.channel_id == c)
                     for c in channels}
        clock.advance(seconds=LEASE_SECONDS)  # process 1's lease runs out...
        await timer_pass(TIMEOUT_MINUTES + 1, p0)  # ...and every game's turn with it
        assert p0.bot.ownership.held == {0, 1}  # process 0 stands in for shard 1
        for c in channels:
            now = sum("ran out of time" in m.content for m in fake.messages.values() if m.channel_id == c)
            assert now == timed_out[c] + 1, (c, guild_of[c] >> 22, now, timed_out[c])  # shard 1's games too
            figures["timeouts"] += 1
        # process 1 comes back: it takes its shard back, process 0 lets go at its next pass
        p1 = Process(db_url, fake, clock, [1], guild_of)
        await p1.start()
        procs = [p0, p1]
        every.append(p1)
        await timer_pass(0, p0)
        assert p1.bot.ownership.held == {1} and p0.bot.ownership.held == {0}

        # ------------------------------------------------------------ the tally
        for c in channels:
            row = await p0.bot.service.get(gids[c])
            moves = await p0.bot.service.all_moves(row.id)
            assert [m.version for m in moves] == list(range(moves[0].version, moves[0].version + len(moves)))
            figures["moves"] += len(moves)
            pings_expected, dms_expected = _expected_announcements(row, moves)
            pings = sum("it's your turn" in m.content for m in fake.messages.values() if m.channel_id == c)
            figures["pings"] += pings
            figures["duplicate pings"] += max(0, pings - pings_expected)
            assert pings == pings_expected, (c, pings, pings_expected)
            for seat, want in dms_expected.items():
                owner = row.seats[seat]["user_id"]
                dms = [m for m in fake.messages.values() if m.dm_of == owner]
                figures["dms"] += len(dms)
                figures["duplicate dms"] += max(0, len(dms) - want)
                assert len(dms) == want, (c, seat, len(dms), want)
                for m in dms:  # no edit repeated what the message already said
                    assert all(a != b for a, b in zip(m.revisions, m.revisions[1:], strict=False)), m.revisions
            played = [m for m in fake.messages.values() if m.channel_id == c and "You played" in m.text()]
            by_users = [m for m in moves if m.user_id is not None]
            figures["double applies"] += max(0, len(played) - len(by_users))
            assert len(played) == len(by_users)  # one "you played" per applied move, never two
        assert figures["lost joins"] == figures["double applies"] == figures["duplicate pings"] == 0
        assert figures["duplicate dms"] == figures["duplicate timers"] == 0
    finally:
        for p in reversed(procs):
            await p.stop()
    errors = [r.getMessage()[:300] for p in every for r in p.errors]
    assert errors == [] and fake.violations == []
    assert all(n == 1 for n in fake.acks.values())  # every interaction, on either process, answered once
    with capsys.disabled():
        backend = "postgres" if db_url.startswith("postgresql") else "sqlite"
        print(f"\ntwo processes ({backend}): " + ", ".join(f"{k} {v}" for k, v in figures.items()))


async def test_forty_simultaneous_joins_from_two_processes(db_url):
    """40 people press Join on one lobby at once, through two processes: whoever is told "seated" is."""
    from bot.play.service import GameService, UserError
    from bot.store.db import Database

    dbs = [Database(db_url), Database(db_url)]
    await dbs[0].create_all()
    services = [GameService(db) for db in dbs]
    row = await services[0].create_lobby(1, 1, 1, "host", "rage", {}, "en")

    async def join(i):
        try:
            await services[i % 2].join(row.id, 100 + i, f"p{i}", "en")
            return True
        except UserError as err:
            return err.key

    answers = await asyncio.gather(*(join(i) for i in range(40)))
    final = await services[0].get(row.id)
    seated = {s["user_id"] for s in final.seats} - {1}
    told_ok = {100 + i for i, a in enumerate(answers) if a is True}
    assert seated == told_ok and 1 <= len(seated) <= 5  # nobody lost, nobody over the table's size
    assert all(a in (True, "err.table_full", "err.table_changed") for a in answers)
    assert len(final.seats) == len({s["user_id"] for s in final.seats})
    mine = [await services[1].games_of_user(uid) for uid in seated]
    assert all(g == [] for g in mine)  # a lobby is not a running game
    for db in dbs:
        await db.close()
