"""Play without the rulebook (issue 35), the bot's side: card notes where players decide, /card and the Cards
button, undo that names its reason, AI seats that keep pace, and the smaller things a group trips over.

Card texts are filled in per game by the games themselves; here a test double (Love Letter's cards with made-up
texts) stands in, so the bot side is tested whatever the games hold."""

import pytest

from bot.ui import render
from engine import CardInfo, registry

from .helpers import current, latest_with_moves, lobby, start, state_of

LL = type(registry.get("loveletter"))
CARDS = {"guard": ("Guard", "Garde", 5), "priest": ("Priest", "Prêtre", 2), "baron": ("Baron", "Baron", 2),
         "handmaid": ("Handmaid", "Servante", 2), "prince": ("Prince", "Prince", 2), "king": ("King", "Roi", 1),
         "countess": ("Countess", "Comtesse", 1), "princess": ("Princess", "Princesse", 1)}


def _infos():
    return [CardInfo(key, {"en": en, "fr": fr},
                     {"en": f"{en}: the whole power of this card, said at length. " * 3,
                      "fr": f"{fr} : tout le pouvoir de cette carte, dit en long. " * 3},
                     short={"en": f"{en} power in short", "fr": f"pouvoir de {fr} en bref"},
                     kind={"en": "Character", "fr": "Personnage"}, vp=str(i), copies=n)
            for i, (key, (en, fr, n)) in enumerate(CARDS.items())]


@pytest.fixture
def ll_cards(monkeypatch):
    """Love Letter with card texts: ``cards``, ``move_notes`` (the card's note on the step naming it) and
    ``cards_in_view`` (the hand)."""
    infos = _infos()
    index = {c.key: c for c in infos}

    def move_notes(self, state, seat, move, lang, names):
        steps = self.move_steps(state, seat, move, lang, names)
        return [index[move.args["card"]].note(lang)] + [None] * (len(steps) - 1)

    monkeypatch.setattr(LL, "cards", lambda self: infos)
    monkeypatch.setattr(LL, "card", lambda self, key: index.get(str(key)))
    monkeypatch.setattr(LL, "move_notes", move_notes)
    monkeypatch.setattr(LL, "cards_in_view", lambda self, view: list(dict.fromkeys(view.get("hand") or [])))
    return index


async def _start_ll(h):
    alice, bob = h.user("alice"), h.user("bob")
    row = await start(h, alice, others=(bob,))
    game, state = state_of(row)
    seat = game.to_act(state)[0]
    return row, game, state, seat, (alice, bob)[seat], (alice, bob)[1 - seat]


# ---------------------------------------------------------------------- 1. notes where players decide
async def test_button_choices_list_their_card_notes_on_the_panel(harness, ll_cards):
    h = harness
    row, game, state, seat, actor, _ = await _start_ll(h)
    # two different cards: the panel opens at the card step, the one the notes are on (two alike cards would
    # open at their targets)
    state["hands"][seat] = ["guard", "priest"]
    await h.bot.service.set_message(row.id, state=game.dump(state))
    await h.slash(actor, "hand")
    panel = h.last_ephemeral(actor)
    notes = panel.text().split("What your choices do", 1)[1]  # the panel's section under that heading
    for card in set(state["hands"][seat]):
        assert f"{CARDS[card][0]} power in short" in notes


async def test_select_options_carry_the_card_note_as_description(harness, ll_cards, monkeypatch):
    monkeypatch.setattr(render, "BUTTONS_PER_LEVEL", 0)  # every level as selects
    # a note at every step (the target and guess steps repeat the card's), so that whichever level the hand
    # opens at (a hand of two alike cards opens at its targets) has a note on each option
    monkeypatch.setattr(LL, "move_notes", lambda self, state, seat, move, lang, names: [
        ll_cards[move.args["card"]].note(lang)] * len(self.move_steps(state, seat, move, lang, names)))
    h = harness
    h.user("bob", locale="fr")
    row, game, state, seat, actor, _ = await _start_ll(h)
    await h.slash(actor, "hand")
    panel = h.last_ephemeral(actor)
    options = [o for s in panel.selects() for o in s["options"]]
    assert options and all(o.get("description") for o in options)
    note = "pouvoir de" if actor.locale == "fr" else "power in short"
    assert all(note in o["description"] and len(o["description"]) <= 100 for o in options)
    assert "What your choices do" not in panel.text()


async def test_no_notes_field_in_a_game_without_card_texts(harness):
    h = harness
    alice, bob = h.user("alice"), h.user("bob")
    row = await start(h, alice, game="bug", others=(bob,))  # Bug has no cards
    game, state = state_of(row)
    assert game.cards() == []
    actor = (alice, bob)[game.to_act(state)[0]]
    panel = latest_with_moves(h, actor)
    assert "What your choices do" not in panel.text()
    assert not any(b["custom_id"].startswith("mp:c:") for b in panel.buttons())


# ---------------------------------------------------------------------- 2. /card and the Cards button
async def test_card_command_autocompletes_names_and_shows_the_whole_card(harness, ll_cards):
    h = harness
    row, game, state, seat, actor, other = await _start_ll(h)
    found = await h.autocomplete(actor, "card", "name", "prin")
    assert {c["name"] for c in found} == {"Prince", "Princess"}
    h.user("carol", locale="fr")
    found = await h.autocomplete("carol", "card", "name", "pretre")  # accents and case do not matter
    assert found == [{"name": "Prêtre", "value": "priest"}]
    await h.slash(actor, "card", name="princess")
    embed = h.last_ephemeral(actor).embeds[0]
    assert embed["title"] == "Princess" and "whole power" in embed["description"]
    values = {f["name"]: f["value"] for f in embed["fields"]}
    assert values == {"Kind": "Character", "VP": "7", "Copies": "1"}
    await h.slash(actor, "card", name="countess")  # typed, not picked: the name is enough
    assert h.last_ephemeral(actor).embeds[0]["title"] == "Countess"
    await h.slash(actor, "card", name="dragon")
    assert "no card called dragon" in h.last_ephemeral(actor).text()


async def test_card_command_names_another_game_and_refuses_politely(harness, ll_cards):
    h = harness
    alice = h.user("alice")
    await h.slash(alice, "card", name="guard")  # no game here
    assert "Which game?" in h.last_ephemeral(alice).text()
    await h.slash(alice, "card", name="guard", game="Love Letter")
    assert h.last_ephemeral(alice).embeds[0]["title"] == "Guard"
    await h.slash(alice, "card", name="guard", game="bug")
    assert "has no cards with powers" in h.last_ephemeral(alice).text()
    await h.slash(alice, "card", name="guard", game="chess")
    assert "don't know the game" in h.last_ephemeral(alice).text()


async def test_card_command_in_dms_looks_at_my_running_game(harness, ll_cards):
    h = harness
    row, game, state, seat, actor, other = await _start_ll(h)
    dm = h.fake.dm_channel(actor.id)
    found = await h.autocomplete(actor, "card", "name", "hand", channel_id=dm)
    assert found == [{"name": "Handmaid", "value": "handmaid"}]
    await h.slash(actor, "card", channel_id=dm, name="handmaid")
    assert h.last_ephemeral(actor).embeds[0]["title"] == "Handmaid"
    carol = h.user("carol")  # no game anywhere
    await h.slash(carol, "card", channel_id=h.fake.dm_channel(carol.id), name="handmaid")
    assert "Which game?" in h.last_ephemeral(carol).text()


async def test_cards_button_lists_the_full_texts_of_my_cards_and_survives_a_restart(harness, ll_cards):
    h = harness
    row, game, state, seat, actor, other = await _start_ll(h)
    panel = latest_with_moves(h, actor)
    button = next(b for b in panel.buttons() if b["custom_id"] == f"mp:c:{row.id}")
    await h.restart()
    await h.click(actor, panel, custom_id=button["custom_id"])
    answer = h.last_ephemeral(actor)
    text = answer.embeds[0]["description"]
    for card in state["hands"][seat]:
        assert f"**{CARDS[card][0]}**" in text and "whole power" in text
    other_hand = set(state["hands"][1 - seat]) - set(state["hands"][seat])
    assert not any(f"**{CARDS[c][0]}**" in text for c in other_hand)  # only what this seat sees


async def test_cards_list_is_paged_within_embed_limits(harness, ll_cards, monkeypatch):
    monkeypatch.setattr(LL, "cards_in_view", lambda self, view: list(CARDS))  # every card: more than a page
    from bot.ui import cards

    monkeypatch.setattr(cards, "PAGE_CHARS", 700)
    h = harness
    row, game, state, seat, actor, _ = await _start_ll(h)
    await h.click(actor, latest_with_moves(h, actor), custom_id=f"mp:c:{row.id}")
    answer = h.last_ephemeral(actor)
    seen = answer.embeds[0]["description"]
    for _ in range(10):
        nxt = [b for b in answer.buttons() if b.get("label") == "Next page"]
        if not nxt:
            break
        await h.click(actor, answer, custom_id=nxt[0]["custom_id"])
        assert len(answer.embeds[0]["description"]) <= 700
        seen += answer.embeds[0]["description"]
    assert all(f"**{en}**" in seen for en, _, _ in CARDS.values())
    carol = h.user("carol")  # not seated: nothing private to list
    await h.click(carol, h.board(), custom_id=f"mp:c:{row.id}")
    assert "not playing" in h.last_ephemeral(carol).text()


# ---------------------------------------------------------------------- 3. undo names its reason
async def test_undo_after_a_bug_move_says_the_turn_has_passed(harness):
    """Bug has nothing hidden: the reason a move cannot be taken back is that the turn passed to the other."""
    h = harness
    alice, bob = h.user("alice"), h.user("bob")
    row = await start(h, alice, game="bug", others=(bob,))
    game, state = state_of(row)
    seat = game.to_act(state)[0]
    actor, other = (alice, bob)[seat], (alice, bob)[1 - seat]
    move = game.legal_moves(state, seat)[0]
    await h.slash(actor, "move", move=f"{row.version}:{move.id}")
    await h.slash(actor, "undo")
    assert h.last_ephemeral(actor).text() == f"You can't take that back: the turn has passed to {other.name}."
    await h.slash(other, "undo")
    assert h.last_ephemeral(other).text() == "You can't take that back: there is no move of yours to take back."
    after = await current(h)
    state = game.load(after.state)
    await h.slash(other, "move", move=f"{after.version}:{game.legal_moves(state, 1 - seat)[0].id}")
    h.users[actor.name].locale = "fr"
    await h.slash(actor, "undo")
    assert h.last_ephemeral(actor).text() == "Impossible de reprendre ce coup : un autre joueur a joué depuis."


async def test_undo_in_love_letter_names_the_generic_rules_reason(harness):
    """Love Letter: whichever check of the generic rule refuses the move is the reason given (randomness drawn
    first, then something told privately, the turn passing, the hidden part or a private view changing)."""
    from engine import Event

    h = harness
    row, game, state, seat, actor, other = await _start_ll(h)
    move = game.legal_moves(state, seat)[0]
    after, events = game.apply(state, seat, move.id)
    code = game.undo_blocker(state, seat, after, events)
    reason = {"drawn": "a card was drawn or a die rolled", "turn_passed": f"the turn has passed to {other.name}"}
    await h.slash(actor, "move", move=f"{row.version}:{move.id}")
    await h.slash(actor, "undo")
    assert h.last_ephemeral(actor).text() == \
        f"You can't take that back: {reason.get(code, 'something hidden was revealed')}."
    drawn = dict(after, rng=state["rng"] + 1)
    assert game.undo_blocker(state, seat, drawn, events) == "drawn"
    same = dict(after, rng=state["rng"])
    assert game.undo_blocker(state, seat, same, [Event("peek", {}, to=[seat])]) == "told"
    assert game.undo_blocker(state, seat, same, []) in ("turn_passed", "hidden_changed", "private_changed")
    assert not game.safe_to_undo(state, seat, same, [])


async def test_undo_steps_back_through_a_multi_click_turn_one_move_at_a_time(harness):
    """Pandemic: two pawn moves of the same turn, each drawing and revealing nothing, are taken back one after
    the other; then nothing of the player's is left to take back."""
    h = harness
    alice, bob = h.user("alice"), h.user("bob")
    h.bot.service._seed = lambda: 8
    row = await start(h, alice, game="pandemic", others=(bob,))
    game, state = state_of(row)
    seat = game.to_act(state)[0]
    actor = (alice, bob)[seat]
    for _ in range(2):
        row = await current(h)
        state = game.load(row.state)
        drive = next(m.id for m in game.legal_moves(state, seat)
                     if m.id.startswith("drive:") and game.undoable(state, seat, m, *game.apply(state, seat, m.id)))
        await h.slash(actor, "move", move=f"{row.version}:{drive}")
        assert (await current(h)).version == row.version + 1
    first_state = (await h.bot.service.get(row.id)).state
    await h.slash(actor, "undo")
    assert "You took back" in h.last_ephemeral(actor).text()
    assert (await current(h)).state == row.state
    assert any(b["custom_id"].startswith("mp:u:") for b in h.last_ephemeral(actor).buttons())  # one more to go
    await h.slash(actor, "undo")
    assert "You took back" in h.last_ephemeral(actor).text()
    back = await current(h)
    assert back.state == game.dump(game.setup(2, back.seed, back.options)) and back.state != first_state
    await h.slash(actor, "undo")
    assert h.last_ephemeral(actor).text() == "You can't take that back: there is no move of yours to take back."


# ---------------------------------------------------------------------- 4. AI that keeps pace
async def test_ai_waits_once_per_turn_not_before_every_decision(harness):
    """Pandemic: an AI turn is four actions and more; the table waits AI_DELAY once at the start of each run
    of decisions by the same AI seat, and the board says the AI is thinking while it is its turn."""
    import random

    h = harness
    waits = []

    async def sleep(seconds):
        waits.append(seconds)
        board = h.board()
        thinking.append(bool(board and "is thinking…" in board.text()))

    thinking = []
    h.bot.tables.ai_delay = 1.5
    h.bot.tables.sleep = sleep
    alice = h.user("alice")
    row = await start(h, alice, game="pandemic", ai=1)
    game = registry.get("pandemic")
    rng = random.Random(3)
    for _ in range(60):
        row = await current(h)
        if row.status != "running":
            break
        state = game.load(row.state)
        if 0 not in game.to_act(state):
            await h.settle()
            continue
        await h.slash(alice, "move", move=f"{row.version}:{game.ai_move(state, 0, rng)}")
        if sum(1 for m in await h.bot.service.all_moves(row.id) if m.seat == 1) >= 8:
            break
    moves = await h.bot.service.all_moves(row.id)
    seats = [m.seat for m in moves]
    runs = [k for k in range(len(seats)) if seats[k] == 1 and (k == 0 or seats[k - 1] != 1)]
    longest = max(len(list(g)) for s, g in __import__("itertools").groupby(seats) if s == 1)
    assert longest >= 2 and len(runs) >= 1
    assert waits == [1.5] * len(runs)
    assert all(thinking)  # the board named the AI as thinking when its turn began


async def test_board_says_which_ai_is_thinking_in_both_languages(harness):
    h = harness
    alice = h.user("alice")
    row = await start(h, alice, ai=1)
    game, state = state_of(row)
    names = [s["name"] for s in row.seats]
    assert render.turn_line(row, [1], names, "en") == f"🤖 {names[1]} is thinking…"
    assert render.turn_line(row, [1], names, "fr") == f"🤖 {names[1]} réfléchit…"
    assert render.turn_line(row, [0], names, "en") == f"Waiting for {names[0]}"


# ---------------------------------------------------------------------- 5. smaller things
async def test_player_counts_say_2_players_when_fixed(harness):
    h = harness
    alice = h.user("alice")
    await h.slash(alice, "games")
    text = h.last_ephemeral(alice).text()
    import re

    assert "**Bug**, 2 players" in text and not re.search(r"\b(\d+)–\1 players", text)
    assert re.search(r"\*\*Love Letter\*\*, 2–\d players", text)
    found = await h.autocomplete(alice, "play", "game", "bug")
    assert found[0]["name"] == "Bug (2 players)"
    await h.slash(alice, "play", game="bug")
    assert "Players (1 seated, for 2 players)" in h.board().text()


async def test_a_bare_option_name_is_shown_with_a_value_to_write(harness):
    h = harness
    alice = h.user("alice")
    await h.slash(alice, "play", game="coltexpress", options="experts")
    text = h.last_ephemeral(alice).text()
    assert "`experts=true`" in text and "allowed: true, false" in text
    await h.slash(alice, "play", game="coltexpress", options="characters")
    assert "`characters=random`" in h.last_ephemeral(alice).text()
    assert "allowed: random, choose" in h.last_ephemeral(alice).text()
    await h.slash(alice, "play", game="coltexpress", options="speedy")
    assert "Options of Colt Express: `experts`, `characters`, `teams`" in h.last_ephemeral(alice).text()
    assert h.board() is None  # nothing was opened
    await h.slash(alice, "play", game="coltexpress", options="experts=true")
    assert h.board() is not None and "experts=true" in h.board().text()


async def test_play_finds_a_game_by_its_name_with_spaces_case_or_accents(harness):
    from bot.ui.cards import find_game_id

    assert find_game_id("five tribes") == find_game_id("Five-Tribes") == find_game_id("FIVETRIBES") == "fivetribes"
    assert find_game_id("Love Letter") == "loveletter" and find_game_id("no such game") is None
    h = harness
    alice = h.user("alice")
    found = await h.autocomplete(alice, "play", "game", "five tri")
    assert [c["value"] for c in found] == ["fivetribes"]
    await h.slash(alice, "play", game="five tribes")
    row = await current(h)
    assert row is not None and row.game == "fivetribes"


def test_typed_words_match_labels_and_only_a_whole_id():
    from bot.play.service import UserError
    from bot.ui.table import match_move

    game = registry.get("fivetribes")
    state = game.setup(2, 7)
    seat = game.to_act(state)[0]
    names = ["alice", "bob"]
    spot4 = next(m.id for m in game.legal_moves(state, seat)
                 if game.move_label(state, seat, m, "en", names).startswith("Bid on spot 4 "))
    assert match_move(game, state, seat, "en", names, "bid on spot 4") == spot4
    assert match_move(game, state, seat, "en", names, spot4) == spot4  # a whole id still plays
    with pytest.raises(UserError) as err:
        match_move(game, state, seat, "en", names, "bid on spot")
    assert err.value.key == "move.ambiguous"


async def test_the_dm_says_the_move_just_played_by_command(harness):
    """Pandemic: a click leaves "You played: …" on the DM; a /move then must not leave the old move there."""
    h = harness
    alice, bob = h.user("alice"), h.user("bob")
    h.bot.service._seed = lambda: 8
    row = await start(h, alice, game="pandemic", others=(bob,))
    game, state = state_of(row)
    seat = game.to_act(state)[0]
    actor = (alice, bob)[seat]
    dm = latest_with_moves(h, actor)
    assert dm.dm_of == actor.id
    drives = [m for m in game.legal_moves(state, seat) if m.id.startswith("drive:")]
    button = next(b for b in dm.buttons() if b["custom_id"] == f"mp:m:{row.id}:{row.version}:{drives[0].id}"
                  or b["custom_id"].startswith("mp:g:"))
    await h.click(actor, dm, custom_id=button["custom_id"])
    for _ in range(4):
        if (await current(h)).version != row.version:
            break
        nxt = next(b for b in dm.buttons() if b["custom_id"].startswith(("mp:m:", "mp:g:")))
        await h.click(actor, dm, custom_id=nxt["custom_id"])
    first = dm.render().splitlines()[0]  # the line above the panel
    assert first.startswith("You played: ")
    row = await current(h)
    state = game.load(row.state)
    assert seat in game.to_act(state)
    move = next(m for m in game.legal_moves(state, seat)
                if f"You played: {game.move_label(state, seat, m, 'en', [s['name'] for s in row.seats])}" != first)
    label = game.move_label(state, seat, move, "en", [s["name"] for s in row.seats])
    await h.slash(actor, "move", move=f"{row.version}:{move.id}")
    assert (await current(h)).version == row.version + 1
    assert dm.render().splitlines()[0] == f"You played: {label}"
    # a click on the /hand panel (not the DM) is followed likewise
    row = await current(h)
    await h.slash(actor, "hand")
    panel = h.last_ephemeral(actor)
    for _ in range(4):
        nxt = next(b for b in panel.buttons() if b["custom_id"].startswith(("mp:m:", "mp:g:")))
        await h.click(actor, panel, custom_id=nxt["custom_id"])
        if (await current(h)).version != row.version:
            break
    assert (await current(h)).version == row.version + 1
    line = panel.render().splitlines()[0]  # the line above each panel
    assert line.startswith("You played: ") and dm.render().splitlines()[0] == line


async def test_turn_ping_speaks_each_players_language(harness):
    h = harness
    alice = h.user("alice", locale="fr")
    bob = h.user("bob")
    await lobby(h, alice, others=(bob,))
    await h.click(alice, h.board(), "Lancer")
    row = await current(h)
    game, state = state_of(row)
    while game.to_act(state) == [0]:  # alice first: she plays a move after which bob is to act, so he is pinged
        moves = game.legal_moves(state, 0)  # (a deal may leave her only round-winning moves: then she plays on)
        move = next((m for m in moves if game.to_act(game.apply(state, 0, m.id)[0]) == [1]), moves[0])
        await h.slash(alice, "move", move=f"{row.version}:{move.id}")
        row = await current(h)
        assert row.status == "running"
        state = game.load(row.state)
    pings = [m for m in h.channel_messages() if f"<@{bob.id}>" in m.content and "commence" not in m.content]
    assert pings and "it's your turn" in pings[-1].content and "c'est à vous" not in pings[-1].content
    row = await current(h)
    state = game.load(row.state)
    if row.status == "running" and game.to_act(state) == [1]:
        await h.slash(bob, "move", move=f"{row.version}:{game.legal_moves(state, 1)[0].id}")
        after = await current(h)
        if after.status == "running" and game.to_act(game.load(after.state)) == [0]:  # not a round bob won
            pings = [m for m in h.channel_messages() if f"<@{alice.id}>" in m.content and "commence" not in m.content]
            assert "c'est à vous" in pings[-1].content


async def test_one_ping_for_two_players_speaks_to_each_in_their_language(harness):
    """Race for the Galaxy starts with both players choosing at once: one ping, a line in each language."""
    h = harness
    alice = h.user("alice", locale="fr")
    bob = h.user("bob")
    await lobby(h, alice, game="raceforthegalaxy", others=(bob,))
    await h.click(alice, h.board(), "Lancer")
    ping = next(m for m in h.channel_messages() if "à vous" in m.content or "your turn" in m.content)
    lines = ping.content.splitlines()
    assert any(line.startswith(f"<@{alice.id}>, c'est à vous dans **") for line in lines)
    assert any(line.startswith(f"<@{bob.id}>, it's your turn in **Race for the Galaxy**") for line in lines)
    assert ping.pinged == {alice.id, bob.id}


async def test_console_switches_language_and_writes_its_pictures(tmp_path):
    import io

    from bot.console import run_console

    out = io.StringIO()
    folder = tmp_path / "pics"
    lines = ["lang fr", "alice: /play fivetribes", "bob: rejoindre", "alice: lancer", "lang de", "quit"]
    url = f"sqlite+aiosqlite:///{tmp_path / 'c.db'}"
    assert await run_console(url, lines=lines, out=out, ai_delay=0, pictures=str(folder)) == 0
    text = out.getvalue()
    assert f"Pictures are written to {folder}" in text
    assert "language: fr" in text and "Rejoindre" in text and "?? say 'lang en' or 'lang fr'" in text
    written = sorted(folder.iterdir())
    assert written and all(p.read_bytes().startswith(b"\x89PNG") for p in written)
    assert f"[picture: {written[0]}" in text or any(f"[picture: {p}" in text for p in written)


# ---------------------------------------------------------------------- every game's card texts, as the bot shows them
@pytest.mark.parametrize("game_id", sorted(registry.games()))
def test_every_card_is_found_by_card_and_fits_discord(game_id):
    """Whatever texts a game holds: /card finds each card by its key and by its name in both languages, its
    embed and the Cards pages fit Discord's limits, and the first choices' notes fit a select description."""
    import discord

    from bot.ui import cards
    from bot.ui import choices as ch
    from bot.ui.answer import EMBED_TOTAL

    game = registry.get(game_id)
    infos = game.cards()
    for info in infos:
        for lang in ("en", "fr"):
            assert cards.find(game, lang, info.key) is info
            found = cards.find(game, lang, info.name(lang))
            twins = [c for c in infos if cards.normalize(c.name(lang)) == cards.normalize(info.name(lang))]
            assert found is info or len(twins) > 1, (info.key, lang)
            embed = cards.card_embed(game, info, lang)
            assert isinstance(embed, discord.Embed) and len(embed) <= EMBED_TOTAL
    for lang in ("en", "fr"):
        for page in cards.pages(game, [c.key for c in infos], lang):
            assert len(page) <= cards.PAGE_CHARS
    state = game.setup(game.min_players, 7)
    for seat in game.to_act(state):
        lvl = ch.level(game, state, seat, [f"p{i}" for i in range(game.min_players)], "fr", [])
        assert lvl is not None and all(c.note is None or len(c.note) <= 100 for c in lvl.choices)
        assert len(render.choice_notes(lvl)) <= 1024
