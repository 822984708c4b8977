"""Symbiose scenarios, one per rule of the BGA help page (and the factsheet's choices where it is silent)."""

import json
import random

import pytest

from engine import IllegalMove, SetupError, registry
from engine.games.symbiose.data import (
    ANIMAL,
    ANIMAL_COUNTS,
    CARDS,
    COLOUR,
    COLOUR_COUNTS,
    FROG_5,
    PER_ANIMAL,
    PER_COLOUR,
)
from engine.games.symbiose.rules import neighbours, score_units
from engine.invariants import play_random_game

GAME = registry.get("symbiose")
NAMES = ["Alice", "Bob", "Carol", "Dan"]


def find(animal, colour, kind, target=None, pts=None):
    """Index of the designed card with these features."""
    for i, c in enumerate(CARDS):
        if c[:3] == (animal, colour, kind) and (target is None or c[3] == target) and (pts is None or c[4] == pts):
            return i
    raise LookupError((animal, colour, kind, target, pts))


def ids(state, seat):
    return [m.id for m in GAME.legal_moves(state, seat)]


def play(state, seat, move_id):
    return GAME.apply(state, seat, move_id)


# ---------------------------------------------------------------- components and set-up
def test_components_36_cards_with_the_pages_animal_and_colour_counts():
    """Répartition des cartes: 36 cards; animals 12/10/8/6, colours 12/10/8/6; three kinds of rule."""
    assert len(CARDS) == 36
    assert {a: ANIMAL.count(a) for a in ANIMAL_COUNTS} == ANIMAL_COUNTS == \
        {"dragonfly": 12, "fish": 10, "snail": 8, "frog": 6}
    assert {c: COLOUR.count(c) for c in COLOUR_COUNTS} == COLOUR_COUNTS == \
        {"pink": 12, "green": 10, "orange": 8, "blue": 6}
    kinds = [c[2] for c in CARDS]
    assert (kinds.count("fixed"), kinds.count("animal"), kinds.count("colour")) == (12, 12, 12)
    for i, (_animal, _colour, kind, target, pts) in enumerate(CARDS):
        if kind == "animal":
            assert pts == (5 if i == FROG_5 else PER_ANIMAL[target])
        elif kind == "colour":
            assert pts == PER_COLOUR[target]
        else:
            assert target is None and 6 <= pts <= 8


def test_public_card_examples_replace_the_designed_values():
    """Public examples: 2 per dragonfly and 4 per orange card (BGA's panel), 5 per frog and 3 per frog
    (reviews), 8 fixed points (review): the data hold them; every per-orange card gives 4."""
    rules = {(kind, target, pts) for _a, _c, kind, target, pts in CARDS}
    assert {("animal", "dragonfly", 2), ("colour", "orange", 4), ("animal", "frog", 5), ("animal", "frog", 3),
            ("fixed", None, 8)} <= rules
    assert {pts for _a, _c, kind, target, pts in CARDS if (kind, target) == ("colour", "orange")} == {4}
    assert CARDS[FROG_5][2:] == ("animal", "frog", 5)


@pytest.mark.parametrize("players,river,down,box", [(2, 8, 4, 12), (3, 4, 0, 8), (4, 4, 0, 0)])
def test_setup_ponds_face_down_and_river(players, river, down, box):
    """Set-up: 8 face-down cards per pond (2×4), river of 4 face up; 2 players: 4 face up + 4 face down."""
    state = GAME.setup(players, seed=3)
    assert all(len(p) == 8 for p in state["ponds"]) and not any(any(u) for u in state["up"])
    assert len(state["river"]) == river and state["river_up"].count(False) == down
    assert len(state["box"]) == box
    everything = [c for p in state["ponds"] for c in p] + state["river"] + state["box"]
    assert sorted(everything) == list(range(36))
    assert GAME.to_act(state) == [state["first"]]


def test_bad_player_counts_are_refused():
    """2–4 players."""
    for bad in (1, 5):
        with pytest.raises(SetupError):
            GAME.setup(bad, seed=1)


# ---------------------------------------------------------------- the turn
def test_swap_a_face_down_card_is_the_whole_turn():
    """Tour: swap a face-down pond card with a river card; the river card arrives face up, the pond card
    goes face up into the river in its place, and the turn passes."""
    state = GAME.setup(3, seed=1)
    seat = state["turn"]
    took, gave = state["river"][1], state["ponds"][seat][5]
    after, events = play(state, seat, "swap:r2:b2")
    assert after["ponds"][seat][5] == took and after["up"][seat][5]
    assert after["river"][1] == gave and after["river_up"][1]
    assert after["turn"] == (seat + 1) % 3 and after["turns"][seat] == 1
    assert events[0].kind == "swap" and events[0].to is None and events[0].args["gave"] == gave


def test_swap_a_face_up_card_then_turn_one_over():
    """Tour: swapping a face-up pond card obliges you to turn one of your face-down cards face up."""
    state = GAME.setup(3, seed=1)
    seat = state["turn"]
    state["up"][seat][0] = True
    after, _ = play(state, seat, "swap:r1:a1")
    assert after["pending"] == "reveal" and GAME.to_act(after) == [seat]
    assert ids(after, seat) == [f"reveal:{s}" for s in ("a2", "a3", "a4", "b1", "b2", "b3", "b4")]
    with pytest.raises(IllegalMove):
        play(after, seat, "swap:r1:a2")
    done, events = play(after, seat, "reveal:b4")
    assert done["up"][seat][7] and done["pending"] is None and done["turn"] == (seat + 1) % 3
    assert events[0].kind == "reveal" and events[0].args["card"] == done["ponds"][seat][7]


def test_reveal_only_after_a_face_up_swap():
    """Tour: turning a card over is not a move of its own."""
    state = GAME.setup(2, seed=2)
    assert not any(i.startswith("reveal") for i in ids(state, state["turn"]))
    with pytest.raises(IllegalMove):
        play(state, state["turn"], "reveal:a1")
    with pytest.raises(IllegalMove):
        play(state, 1 - state["turn"], "swap:r1:a1")


def test_face_down_river_card_may_be_taken_with_2_players():
    """2 players: a face-down river card may be taken; it comes into the pond face up."""
    state = GAME.setup(2, seed=4)
    seat = state["turn"]
    assert not state["river_up"][7]
    hidden_card = state["river"][7]
    after, events = play(state, seat, "swap:r8:a1")
    assert after["ponds"][seat][0] == hidden_card and after["up"][seat][0] and after["river_up"][7]
    assert events[0].args["took"] == hidden_card


@pytest.mark.parametrize("players", [2, 3, 4])
def test_eight_turns_each_then_every_pond_is_face_up_and_the_game_ends(players):
    """Fin: each turn adds exactly one face-up card; after 8 turns each, all ponds are face up."""
    state = GAME.setup(players, seed=9)
    rng = random.Random(1)
    turns = 0
    while GAME.to_act(state):
        seat = GAME.to_act(state)[0]
        state, _ = play(state, seat, rng.choice(ids(state, seat)))
        if state["pending"] is None:
            turns += 1
            assert [sum(u) for u in state["up"]] == state["turns"]
    assert turns == 8 * players
    assert all(all(u) for u in state["up"]) and all(state["river_up"])
    assert GAME.result(state)["scores"] == state["scores"]


# ---------------------------------------------------------------- scoring
def _units(*ponds):
    return [list(p) for p in ponds]


def test_fixed_points():
    """Points: a fixed card scores its value wherever it is."""
    fixed8 = find("frog", "blue", "fixed", pts=8)
    others = [c for c in range(36) if c != fixed8]
    pond = [fixed8] + others[:7]
    totals, details = score_units(_units(pond, others[7:15], others[15:23]), 3)
    assert details[0][0] == 8


def test_per_colour_counts_the_pond_of_its_column():
    """Points: N per card of a colour; middle columns count your own 8 cards (itself included)."""
    per_blue = find("frog", "pink", "colour", "blue")  # 4 per blue card
    blues = [c for c in range(36) if COLOUR[c] == "blue" and c != per_blue][:3]
    fill = [c for c in range(36) if COLOUR[c] != "blue" and c != per_blue]
    pond = [fill[0], per_blue, *blues, fill[1], fill[2], fill[3]]
    rest = [c for c in range(36) if c not in pond and COLOUR[c] != "blue"]
    _, details = score_units(_units(pond, rest[:8], rest[8:16]), 3)
    assert details[0][1] == 4 * 3


def test_per_animal_counts_itself_in_its_own_pond():
    """Points: N per card of an animal; a counting card counts itself when it looks at your pond."""
    per_frog = find("frog", "orange", "animal", "frog")  # a frog counting frogs
    others = [c for c in range(36) if ANIMAL[c] != "frog"]
    pond = [others[0], per_frog] + others[1:7]
    _, details = score_units(_units(pond, others[7:15], others[15:23]), 3)
    assert details[0][1] == CARDS[per_frog][4] * 1


def test_left_column_counts_next_player_right_column_previous():
    """Position: the 2 left cards count the left neighbour's pond (the next seat), the 2 right cards the
    right neighbour's (the previous seat), the 4 middle cards your own."""
    assert neighbours(4, 0) == (1, 3) and neighbours(4, 3) == (0, 2) and neighbours(3, 1) == (2, 0)
    per_snail = find("fish", "orange", "animal", "snail")  # 3 per snail
    snails = [c for c in range(36) if ANIMAL[c] == "snail"]
    plain = [c for c in range(36) if ANIMAL[c] != "snail" and c != per_snail]
    pond0 = [per_snail, *plain[:7]]
    pond1 = snails[:5] + plain[7:10]  # left neighbour of seat 0: 5 snails
    pond3 = snails[5:7] + plain[10:16]  # right neighbour of seat 0: 2 snails
    pond2 = plain[16:24]
    _, details = score_units(_units(pond0, pond1, pond2, pond3), 4)
    assert details[0][0] == 3 * 5  # column 1 → seat 1
    pond0[0], pond0[3] = pond0[3], pond0[0]
    _, details = score_units(_units(pond0, pond1, pond2, pond3), 4)
    assert details[0][3] == 3 * 2  # column 4 → seat 3
    pond0[3], pond0[4] = pond0[4], pond0[3]
    _, details = score_units(_units(pond0, pond1, pond2, pond3), 4)
    assert details[0][4] == 3 * 5  # row b, column 1 → seat 1 as well
    pond0[4], pond0[5] = pond0[5], pond0[4]
    _, details = score_units(_units(pond0, pond1, pond2, pond3), 4)
    assert details[0][5] == 0  # middle → own pond, no snail


def test_two_players_the_river_is_a_neutral_neighbour():
    """2 players: the river counts as a neutral player: seat 1's right side and seat 2's left side."""
    assert neighbours(2, 0) == (1, 2) and neighbours(2, 1) == (2, 0)
    per_pink = find("snail", "green", "colour", "pink")  # 2 per pink
    pinks = [c for c in range(36) if COLOUR[c] == "pink"]
    plain = [c for c in range(36) if COLOUR[c] != "pink" and c != per_pink]
    pond0 = plain[:3] + [per_pink] + plain[3:7]  # column 4 of seat 0 → the river
    pond1 = plain[7:15]
    river = pinks[:6] + plain[15:17]
    _, details = score_units(_units(pond0, pond1, river), 2)
    assert details[0][3] == 2 * 6


def test_two_players_face_down_river_cards_are_revealed_and_counted_at_the_end():
    """2 players: the river's 8 cards are those of the neutral player; its hidden ones show at the end."""
    state = GAME.setup(2, seed=11)
    rng = random.Random(2)
    while GAME.to_act(state):
        seat = GAME.to_act(state)[0]
        moves = [m for m in ids(state, seat) if not m.startswith("swap:r8") and not m.startswith("swap:r7")]
        state, events = play(state, seat, rng.choice(moves))
    assert any(e.kind == "river_reveal" for e in events)
    assert all(state["river_up"])
    totals, _ = score_units([*state["ponds"], state["river"]], 2)
    assert state["scores"] == totals


def test_highest_total_wins_and_a_tie_is_shared():
    """Fin: the highest total wins; no tie-break is known, so tied players share the victory."""
    state = GAME.setup(2, seed=5)
    state.update(turns=[8, 7], turn=1, up=[[True] * 8, [True] * 7 + [False]])
    state["river_up"] = [True] * 8
    after, events = play(state, 1, "swap:r1:b4")
    res = GAME.result(after)
    best = max(res["scores"])
    assert res["winners"] == [s for s in (0, 1) if res["scores"][s] == best]
    assert events[-1].kind == "end" and events[-1].args["scores"] == res["scores"]


def test_tie_shares_victory_directly():
    """Fin: equal best totals are all winners."""
    state = GAME.setup(3, seed=5)
    state["ponds"] = [[0] * 8, [0] * 8, [1] * 8]  # a fixed 6 ×8 each vs a per-frog card ×8 (no frog)
    state["river_up"] = [True] * 4
    GAME._finish(state)
    assert state["scores"][0] == state["scores"][1] == 48 and state["winners"] == [0, 1]


# ---------------------------------------------------------------- information
def test_face_down_cards_are_seen_by_nobody():
    """Set-up: ponds are dealt unseen; no seat and no spectator sees a face-down card."""
    state = GAME.setup(2, seed=6)
    public = GAME.view(state, None)
    assert all(c is None for p in public["ponds"] for c in p)
    assert public["river"][4:] == [None] * 4
    def seen(view):  # what a view shows, without the key saying whose view it is
        return {k: v for k, v in view.items() if k != "me"}

    assert seen(GAME.view(state, 0)) == seen(public) == seen(GAME.view(state, 1))
    assert GAME.private_text(public, "en", NAMES) is None
    assert "??" not in (GAME.private_text(GAME.view(state, 0), "en", NAMES) or "")
    hidden = GAME.hidden(state)
    assert sorted(c for p in hidden["ponds"] for c in p) == sorted(c for p in state["ponds"] for c in p)
    text = json.dumps(public)
    assert '"box": 12' in text and str(state["box"]) not in text


# ---------------------------------------------------------------- presentation, AI
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("players", [2, 4])
def test_texts_render_in_both_languages(lang, players):
    """Presentation: board ≤ 3,500 chars, monospace ≤ 40 wide, labels ≤ 80 and distinct, all events told."""
    state = GAME.setup(players, seed=7)
    rng = random.Random(3)
    assert len(GAME.rules_summary(lang)) <= 3500
    assert ("Cartes conçues" if lang == "fr" else "Cards designed") in GAME.rules_summary(lang)
    while True:
        view = GAME.view(state, None)
        board = GAME.board_text(view, lang, NAMES[:players])
        assert len(board) <= 3500
        inside = False
        for line in board.split("\n"):
            if line.startswith("```"):
                inside = not inside
            elif inside:
                assert len(line) <= 40, line
        if not GAME.to_act(state):
            break
        seat = GAME.to_act(state)[0]
        moves = GAME.legal_moves(state, seat)
        labels = [GAME.move_label(state, seat, m, lang, NAMES) for m in moves]
        assert len(set(labels)) == len(labels) and max(map(len, labels)) <= 80
        steps = [tuple(GAME.move_steps(state, seat, m, lang, NAMES)) for m in moves]
        assert len(set(steps)) == len(steps) and all(len(s) <= 80 for st in steps for s in st)
        state, events = play(state, seat, rng.choice(moves).id)
        for e in events:
            if e.kind != "turn":
                assert GAME.event_text(e, lang, NAMES)
    assert "🏆" in board
    png = GAME.board_image(GAME.view(state, None), lang, NAMES)
    assert png[:8] == b"\x89PNG\r\n\x1a\n"


def _ai_game(players, seed, ai_seats):
    state = GAME.setup(players, seed)
    rng = random.Random(seed)
    while GAME.to_act(state):
        seat = GAME.to_act(state)[0]
        move = GAME.ai_move(state, seat, rng) if seat in ai_seats else rng.choice(ids(state, seat))
        state, _ = play(state, seat, move)
    return state


def test_ai_is_legal_and_beats_random_seats():
    """AI: legal moves only; it should win clearly against random seats."""
    wins = 0
    for g in range(24):
        players = 2 + g % 3
        state = _ai_game(players, 100 + g, {g % players})
        wins += (g % players) in GAME.result(state)["winners"]
    assert wins >= 20


def test_no_designed_card_dominates():
    """Designed content: over AI games, holding any one card changes its holder's average final score by
    less than 6 points (averages near 60; the 1000-game figures are in the report)."""
    held = [[0, 0] for _ in CARDS]
    total, count = 0, 0
    for g in range(60):
        state = _ai_game(4, 500 + g, {0, 1, 2, 3})
        for seat in range(4):
            total += state["scores"][seat]
            count += 1
            for c in state["ponds"][seat]:
                held[c][0] += 1
                held[c][1] += state["scores"][seat]
    for c, (k, s) in enumerate(held):
        others = (total - s) / (count - k)
        assert abs(s / k - others) < 6, (CARDS[c], s / k, others)


# ---------------------------------------------------------------- the search's leaf value
def test_leaf_value_follows_the_expected_lead_and_reads_only_what_everyone_sees():
    """``evaluate`` (the search AI's leaf value): a seat whose face-up pond holds the big fixed cards is
    valued above even, its rival as much below; re-dealing the face-down cards changes nothing; once the
    game is over the winner gets 1."""
    state = GAME.setup(2, 3)
    fixed = sorted((c for c in range(36) if CARDS[c][2] == "fixed"), key=lambda c: -CARDS[c][4])[:8]
    rest = [c for c in state["ponds"][0] + state["ponds"][1] + state["river"] + state["box"] if c not in fixed]
    state["ponds"][0], state["up"][0] = fixed, [True] * 8
    state["ponds"][1], state["up"][1] = rest[:8], [False] * 8
    state["river"], state["box"] = rest[8:16], rest[16:]
    state["turns"] = [6, 6]
    mine, theirs = GAME.evaluate(state, 0), GAME.evaluate(state, 1)
    assert mine > 0.8 and theirs < 0.2 and mine + theirs == pytest.approx(1.0)
    for k in range(5):
        assert GAME.evaluate(GAME.determinize(state, 1, random.Random(k)), 0) == pytest.approx(mine)
    over = _ai_game(2, 8, {0, 1})
    for seat in range(2):
        assert GAME.evaluate(over, seat) == (1.0 / len(over["winners"]) if seat in over["winners"] else 0.0)


# ---------------------------------------------------------------- team mode (2 v 2)
def test_team_mode_is_played_by_four_players():
    """Team mode (BGA's 2 v 2): an option of the 4-player game only."""
    for bad in (2, 3):
        with pytest.raises(SetupError):
            GAME.setup(bad, seed=1, options={"teams": True})
    state = GAME.setup(4, seed=1, options={"teams": "yes"})
    assert state["options"]["teams"] is True
    assert GAME.setup(4, seed=1)["options"]["teams"] is False


def test_team_mode_partners_sit_opposite_and_score_together():
    """Team mode: seats 1 & 3 against 2 & 4, your neighbours are both opponents; a team scores the sum of its
    partners' scores and the higher team total wins, even when its players are not the best alone."""
    assert {*neighbours(4, 0)} == {1, 3} and {*neighbours(4, 1)} == {0, 2}
    state = GAME.setup(4, seed=5, options={"teams": True})
    six, seven = find("frog", "pink", "fixed"), find("dragonfly", "orange", "fixed")
    eight = find("frog", "blue", "fixed")
    assert (CARDS[six][4], CARDS[seven][4], CARDS[eight][4]) == (6, 7, 8)
    state["ponds"] = [[six] * 8, [eight] * 8, [eight] * 8, [seven] * 8]  # 48, 64, 64, 56
    events = GAME._finish(state)
    assert state["scores"] == [48, 64, 64, 56]
    assert state["winners"] == [1, 3]  # 64 + 56 = 120 beats 48 + 64 = 112
    assert GAME.result(state) == {"scores": [112, 120, 112, 120], "winners": [1, 3]}
    assert events[-1].args["teams"] == [112, 120]
    text = GAME.event_text(events[-1], "en", NAMES)
    assert "Bob & Dan 120" in text and "Bob, Dan win as a team with 120 points" in text
    board = GAME.board_text(GAME.view(state, None), "fr", NAMES)
    assert "Équipe Bob & Dan : **120 points**" in board


def test_team_mode_tie_shares_the_victory():
    """Team mode: equal team totals share the win (no tie-break is known)."""
    state = GAME.setup(4, seed=5, options={"teams": True})
    six, eight = find("frog", "pink", "fixed"), find("frog", "blue", "fixed")
    state["ponds"] = [[six] * 8, [eight] * 8, [eight] * 8, [six] * 8]
    GAME._finish(state)
    assert state["winners"] == [0, 1, 2, 3]


def test_team_mode_plays_to_the_end_with_the_ai_and_its_rules_are_told():
    """Team mode: a full AI game ends with one whole team (or all) winning; /rules explains the mode."""
    state = GAME.setup(4, seed=9, options={"teams": True})
    rng = random.Random(9)
    while GAME.to_act(state):
        seat = GAME.to_act(state)[0]
        state, _ = play(state, seat, GAME.ai_move(state, seat, rng))
    assert state["winners"] in ([0, 2], [1, 3], [0, 1, 2, 3])
    assert "Team mode" in GAME.rules_summary("en") and "Mode équipe" in GAME.rules_summary("fr")


# ---------------------------------------------------------------- card texts (play without the rulebook)
def _with_in_river(card, seed=4):
    """A 3-player state whose first river card is ``card`` (swapped with wherever it was dealt)."""
    state = GAME.setup(3, seed=seed)
    places = [state["river"], state["box"], *state["ponds"]]
    for place in places:
        if card in place:
            i = place.index(card)
            place[i], state["river"][0] = state["river"][0], card
            break
    return state


def test_every_card_power_is_shown_where_you_decide():
    """Every card's rule in both languages: in cards(), in the private view while it lies in the river and
    once in your pond, and as the note of the swap that takes it."""
    cards = {c.key: c for c in GAME.cards()}
    assert sorted(cards, key=int) == [str(i) for i in range(len(CARDS))]
    assert sum(c.copies for c in cards.values()) == 36
    for i in range(len(CARDS)):
        card = cards[str(i)]
        state = _with_in_river(i)
        seat = state["turn"]
        view = GAME.view(state, seat)
        assert str(i) in GAME.cards_in_view(view)
        move = next(m for m in GAME.legal_moves(state, seat) if m.id == "swap:r1:a2")
        taken, _ = play(state, seat, "swap:r1:a2")
        for lang in ("en", "fr"):
            note = card.note(lang)
            assert card.name(lang) and note and note in card.text(lang)
            assert note in GAME.private_text(view, lang, NAMES), (i, lang)
            assert GAME.move_notes(state, seat, move, lang, NAMES)[0] == note
            assert note in GAME.private_text(GAME.view(taken, seat), lang, NAMES)
    assert cards["34"].note("en") == "5 points per frog in the pond its column looks at."
    assert cards["34"].note("fr") == "5 points par grenouille dans la mare que regarde sa colonne."


def test_move_notes_follow_the_steps_of_a_swap():
    """A swap's two steps: the river card's note, then the pond card's note (None while it is face down)."""
    state = GAME.setup(3, seed=2)
    seat = state["turn"]
    move = GAME.legal_moves(state, seat)[0]
    notes = GAME.move_notes(state, seat, move, "en", NAMES)
    assert len(notes) == len(GAME.move_steps(state, seat, move, "en", NAMES)) == 2
    assert notes[0] == GAME.card_note(state["river"][0], "en") and notes[1] is None


@pytest.mark.parametrize("seed", range(6))
def test_team_mode_random_games_keep_every_invariant(seed):
    """Team mode under the invariant kit: random legal moves to the end, nothing hidden leaks."""
    play_random_game(GAME, 4, seed, options={"teams": True})
