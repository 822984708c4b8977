"""Scenario tests for Rage: one per rule of the rules page, per action card, and the presentation."""

import json
import random
from collections import Counter

import pytest

from engine import SetupError, registry
from engine.games.rage import GAME
from engine.games.rage.data import ACTIONS, COLOUR_IDS, COLOUR_OF, DECK, SORT_KEY, VALUE
from engine.games.rage.rules import trick_winner
from engine.invariants import check_ai_move_reads_only_the_view

NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"]


def play_state(players=3, hands=(), trump="r", turn=0, bids=None, round_=1, seed=1):
    """A state in the card-play phase with the given hands (lists of card ids)."""
    state = GAME.setup(players, seed)
    state["hands"] = [" ".join(sorted(h, key=SORT_KEY.get)) for h in hands]  # hands are kept sorted
    state.update(phase="play", trump=trump, trump_card=f"{trump}3", turn=turn, trick=[], round=round_,
                 bids=list(bids) if bids is not None else [0] * players, tricks=[0] * players,
                 card_points=[0] * players)
    return state


def ids(state, seat):
    return [m.id for m in GAME.legal_moves(state, seat)]


def play(state, *moves):
    """Apply moves for whoever is to act, in order; return the final state and all events."""
    events = []
    for move in moves:
        seat = GAME.required_seats(state)[0]
        state, evs = GAME.apply(state, seat, move)
        events += evs
    return state, events


# ------------------------------------------------------------------ components and set-up
def test_deck_has_112_cards_as_on_the_page():
    """Cards: 96 coloured cards (6 colours × 0..15) and 16 actions: +5×3, change×4, −5×3, no trump×4, joker×2."""
    assert len(DECK) == 112
    coloured = [c for c in DECK if c in COLOUR_OF]
    assert len(coloured) == 96 and len(set(coloured)) == 96
    assert sorted(Counter(COLOUR_OF[c] for c in coloured).values()) == [16] * 6
    assert sorted({VALUE[c] for c in coloured}) == list(range(16))
    actions = Counter(c for c in DECK if c not in COLOUR_OF)
    assert actions == {"plus5": 3, "change": 4, "minus5": 3, "notrump": 4, "joker": 2}
    assert sum(ACTIONS.values()) == 16


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_player_counts_and_first_deal(players):
    """Players 2–6; round 1 deals 10 cards to each, all distinct cards of the deck, and turns a trump card."""
    state = GAME.setup(players, 7)
    hands = [h.split(" ") for h in state["hands"]]
    assert all(len(h) == 10 for h in hands)
    dealt = Counter(c for h in hands for c in h) + Counter([state["trump_card"]])
    assert not dealt - Counter(DECK)
    assert state["trump"] == COLOUR_OF[state["trump_card"]]
    assert state["phase"] == "bid" and state["round"] == 1


@pytest.mark.parametrize("players", [1, 7])
def test_bad_player_counts_are_refused(players):
    """Rage is played by 2 to 6 players."""
    with pytest.raises(SetupError):
        GAME.setup(players, 1)


def test_trump_skips_turned_action_cards():
    """Round trump: the top card of the deck is turned; action cards are passed over until a colour shows."""
    found = 0
    for rng in range(300):
        state = GAME.setup(4, 1)
        state["round"], state["rng"] = 0, rng
        events = GAME._start_round(state)
        start = events[0].args
        assert start["trump_card"] in COLOUR_OF and state["trump"] == COLOUR_OF[start["trump_card"]]
        assert all(c not in COLOUR_OF for c in start["skipped"])
        found += bool(start["skipped"])
    assert found > 0


def test_hands_shrink_each_round_for_ten_rounds_and_dealer_rotates():
    """Hands of 10, 9, ... 1 over 10 rounds; the deal passes left; the player left of the dealer leads first."""
    state = GAME.setup(3, 5)
    rng = random.Random(0)
    sizes, dealers = [], []
    while GAME.to_act(state):
        if state["phase"] == "bid" and all(b is None for b in state["bids"]):
            sizes.append(len(state["hands"][0].split(" ")))
            dealers.append(state["dealer"])
            assert state["turn"] == (state["dealer"] + 1) % 3
        seat = GAME.required_seats(state)[0]
        state, _ = GAME.apply(state, seat, GAME.ai_move(state, seat, rng))
    assert sizes == list(range(10, 0, -1))
    assert all((b - a) % 3 == 1 for a, b in zip(dealers, dealers[1:], strict=False))
    assert GAME.result(state) is not None


# ------------------------------------------------------------------ bids
def test_bids_are_simultaneous_and_hidden_until_all_have_bid():
    """Bidding: every seat bids at once, 0..hand size; nobody sees a bid before all are in."""
    state = GAME.setup(3, 2)
    assert GAME.to_act(state) == [0, 1, 2]
    assert ids(state, 1) == [f"bid:{b}" for b in range(11)]
    state, events = GAME.apply(state, 1, "bid:4")
    assert GAME.required_seats(state) == [0, 2]  # seat 1 may still change its bid
    public = json.dumps(GAME.view(state, None))
    assert GAME.view(state, None)["bids"] is None and GAME.view(state, 0)["bids"] is None
    assert GAME.view(state, None)["has_bid"] == [False, True, False]
    assert GAME.view(state, 1)["my_bid"] == 4 and GAME.view(state, 0)["my_bid"] is None
    assert all("4" not in json.dumps(e.args) for e in events)
    assert '"my_bid"' not in public
    state, _ = GAME.apply(state, 0, "bid:0")
    state, events = GAME.apply(state, 2, "bid:10")
    assert state["phase"] == "play" and GAME.view(state, None)["bids"] == [0, 4, 10]
    assert any(e.kind == "bids" and e.args["bids"] == [0, 4, 10] for e in events)
    assert GAME.to_act(state) == [(state["dealer"] + 1) % 3]


def test_bids_may_exceed_the_number_of_tricks_but_not_the_hand():
    """The total of the bids may exceed the tricks available; one bid cannot exceed the hand size."""
    state = GAME.setup(2, 3)
    state["round"] = 8  # hands of 3
    state["hands"] = ["r1 r2 r3", "b1 b2 b3"]
    assert ids(state, 0) == ["bid:0", "bid:1", "bid:2", "bid:3"]
    state, _ = GAME.apply(state, 0, "bid:3")
    state, _ = GAME.apply(state, 1, "bid:3")
    assert state["bids"] == [3, 3] and state["phase"] == "play"


# ------------------------------------------------------------------ playing tricks
def test_must_follow_the_colour_led():
    """Following suit: holding the colour led, only cards of that colour may be played (no action, no trump)."""
    state = play_state(3, [["y5", "g2"], ["y1", "y9", "r14", "joker", "plus5"], ["g7", "b3"]], trump="r")
    state, _ = play(state, "play:y5")
    assert ids(state, 1) == ["play:y1", "play:y9"]


def test_cannot_follow_may_play_anything():
    """Unable to follow: the player may play an action card, a trump or any other colour."""
    state = play_state(3, [["y5", "g2"], ["g1", "r14", "joker", "plus5"], ["g7", "b3"]], trump="r")
    state, _ = play(state, "play:y5")
    moves = ids(state, 1)
    assert {"play:g1", "play:r14", "play:plus5"} <= set(moves)
    assert [m for m in moves if m.startswith("play:joker:")] == [f"play:joker:{c}" for c in COLOUR_IDS]


def test_highest_card_of_the_colour_led_wins():
    """Winning: without trump played, the highest card of the colour led wins; other colours never win."""
    state = play_state(3, [["y5", "g2", "g3"], ["y9", "g1", "g4"], ["b15", "g7", "g8"]], trump="r")
    state, events = play(state, "play:y5", "play:y9", "play:b15")
    trick = next(e for e in events if e.kind == "trick")
    assert trick.args["winner"] == 1 and state["tricks"] == [0, 1, 0]


def test_highest_trump_wins():
    """Trumps: any trump beats the colour led; of several trumps the highest wins."""
    state = play_state(3, [["y15", "g2", "g3"], ["r0", "g1", "g4"], ["r4", "g7", "g8"]], trump="r")
    state, _ = play(state, "play:y15", "play:r0", "play:r4")
    assert state["tricks"] == [0, 0, 1]


def test_trick_winner_leads_the_next_trick():
    """The player who won the last trick leads the next one."""
    state = play_state(3, [["y5", "g2", "g3"], ["y9", "g1", "g4"], ["y1", "g7", "g8"]], trump="r")
    state, _ = play(state, "play:y5", "play:y9", "play:y1")
    assert GAME.to_act(state) == [1] and state["trick"] == []


def test_trick_led_by_an_action_takes_the_next_colour():
    """A trick led by an action card takes the colour of the first coloured card played after it."""
    state = play_state(3, [["plus5", "g2", "g3"], ["b3", "g1", "y2"], ["b9", "y15", "y3"]], trump="r")
    state, _ = play(state, "play:plus5")
    assert ids(state, 1) == ["play:y2", "play:g1", "play:b3"]  # no colour led yet: anything goes
    state, _ = play(state, "play:b3")
    assert ids(state, 2) == ["play:b9"]
    state, _ = play(state, "play:b9")
    assert state["tricks"] == [0, 0, 1]


def test_trick_of_only_action_cards_goes_to_its_leader():
    """A trick holding no coloured card (and no joker) is won by the player who led it."""
    state = play_state(2, [["y1", "y2", "minus5"], ["g1", "change", "plus5"]], trump="r", turn=1)
    state, _ = play(state, "play:plus5", "play:minus5")
    assert state["tricks"] == [0, 1] and state["card_points"] == [0, 0]


# ------------------------------------------------------------------ action cards
def test_plus5_scores_for_the_trick_winner():
    """+5: the player who takes the trick holding it scores +5 at the end of the round."""
    state = play_state(2, [["y5", "g2"], ["plus5", "g1"]], trump="r", bids=[2, 0], round_=3)
    state, events = play(state, "play:y5", "play:plus5")  # the last trick then plays itself out
    assert next(e for e in events if e.kind == "trick").args["points"] == 5
    end = next(e for e in events if e.kind == "round_end")
    assert end.args["card_points"] == [5, 0]
    assert end.args["points"] == [2 + 10 + 5, 0 + 10]


def test_minus5_costs_the_trick_winner():
    """−5: the player who takes the trick holding it scores −5 at the end of the round."""
    state = play_state(2, [["y5", "g2"], ["minus5", "g1"]], trump="r", bids=[2, 0], round_=3)
    state, events = play(state, "play:y5", "play:minus5")
    end = next(e for e in events if e.kind == "round_end")
    assert end.args["points"] == [2 + 10 - 5, 0 + 10]


def test_change_trump_changes_it_at_once_for_this_trick():
    """Change trump: the trump becomes another colour at random, at once, for this trick and the round."""
    seen = set()
    for seed in range(40):
        state = play_state(3, [["y5", "g2", "g3"], ["g1", "change"], ["b1", "b15"]], trump="y", seed=seed)
        state, events = play(state, "play:y5", "play:change")
        new = state["trump"]
        assert new != "y" and any(e.kind == "trump" and e.args["trump"] == new for e in events)
        seen.add(new)
        state, _ = play(state, "play:b15")
        expected = 2 if new == "b" else 0  # the blue 15 wins only if blue just became trump
        assert state["tricks"][expected] == 1
        if new != "b":
            assert state["trump"] == new  # the new trump lasts
    assert len(seen) == 5


def test_no_trump_cancels_trump_for_the_trick_then_draws_a_new_one():
    """No trump: no trump in this trick; afterwards a random trump is drawn for the rest of the round."""
    state = play_state(3, [["y5", "g2", "g3"], ["g1", "g4", "notrump"], ["r15", "b1", "b2"]], trump="r")
    state, events = play(state, "play:y5", "play:notrump", "play:r15")
    assert state["tricks"] == [1, 0, 0]  # the red 15 was no trump in that trick
    assert any(e.kind == "no_trump" for e in events)
    assert [e.args["why"] for e in events if e.kind == "trump"] == ["notrump"]
    assert state["trump"] in COLOUR_IDS


def test_joker_is_the_highest_card_of_the_named_colour():
    """Joker: the highest card (above 15) of the colour its player names, trump included."""
    hands = [["y5", "g2", "g3"], ["g1", "g4", "joker"], ["r15", "b2", "b1"]]
    state, _ = play(play_state(3, hands, trump="r"), "play:y5", "play:joker:r", "play:r15")
    assert state["tricks"] == [0, 1, 0]  # a joker named trump beats the 15 of trump
    hands = [["y5", "g2", "g3"], ["g1", "g4", "joker"], ["r15", "y15", "b1"]]
    state, _ = play(play_state(3, hands, trump="r"), "play:y5", "play:joker:y", "play:y15")
    assert state["tricks"] == [0, 1, 0]
    state, _ = play(play_state(3, hands, trump="r"), "play:y5", "play:joker:b", "play:y15")  # unrelated colour
    assert state["tricks"] == [0, 0, 1]


def test_led_joker_sets_the_colour_and_first_joker_wins_a_tie():
    """Joker led: its colour is the colour led; of two jokers of the same colour the first played wins."""
    state = play_state(3, [["g2", "joker"], ["g1", "b3", "joker"], ["b1", "b15"]], trump="r")
    state, _ = play(state, "play:joker:b")
    assert ids(state, 1) == ["play:b3"]  # must follow the joker's colour
    assert trick_winner(["joker:b", "joker:b"], "r") == 0
    assert trick_winner(["joker:b", "joker:r"], "r") == 1


# ------------------------------------------------------------------ scoring and end
def test_scoring_exact_and_missed_bids():
    """Score: +1 per trick, +10 for exactly the bid (0 included), −5 for a missed bid, over or under."""
    state = play_state(3, [["y9", "y8"], ["y1", "y2"], ["y3", "y4"]], trump="r", bids=[1, 0, 1], round_=4)
    state, events = play(state, "play:y9", "play:y1", "play:y3")
    end = next(e for e in events if e.kind == "round_end")
    # seat 0 takes both tricks (bid 1: over), seat 1 none (bid 0: exact), seat 2 none (bid 1: under)
    assert end.args["tricks"] == [2, 0, 0]
    assert end.args["points"] == [2 - 5, 10, -5]
    assert state["exact"] == [0, 1, 0] and state["round"] == 5 and state["phase"] == "bid"


def test_game_ends_after_round_ten_highest_score_wins():
    """End: after the 10th round the highest score wins."""
    state = play_state(2, [["y9"], ["y1"]], trump="r", bids=[1, 1], round_=10)
    state["scores"] = [20, 25]
    state, _ = play(state, "play:y9")
    assert GAME.to_act(state) == [] and state["phase"] == "over"
    assert GAME.result(state)["scores"] == [31, 20] and GAME.result(state)["winners"] == [0]


def test_ties_are_broken_by_most_exact_bids():
    """Tie-break: players tied on score are separated by the most exact bids; still tied, they share."""
    state = play_state(3, [["y9"], ["y1"], ["y2"]], trump="r", bids=[1, 0, 0], round_=10)
    state["scores"], state["exact"] = [9, 20, 20], [2, 3, 4]
    state, _ = play(state, "play:y9")
    result = GAME.result(state)
    assert result["scores"] == [20, 30, 30] and result["winners"] == [2]
    state = play_state(2, [["y9"], ["y1"]], trump="r", bids=[1, 0], round_=10)
    state["scores"], state["exact"] = [19, 20], [3, 3]
    state, _ = play(state, "play:y9")
    assert GAME.result(state)["winners"] == [0, 1]


def test_last_card_plays_itself_but_a_last_joker_asks_its_colour():
    """A last card (not a joker) is played automatically; a joker as last card still asks for a colour."""
    state = play_state(3, [["y9", "y8"], ["y1", "y2"], ["joker", "y4"]], trump="r", bids=[2, 0, 0])
    state, events = play(state, "play:y9", "play:y1", "play:y4")
    assert [e.args["auto"] for e in events if e.kind == "play"] == [False, False, False, True, True]
    assert state["hands"][:2] == ["", ""]
    assert GAME.to_act(state) == [2] and len(ids(state, 2)) == 6


def test_nothing_can_be_undone():
    """Bids and cards are commitments: no move can be taken back."""
    state = GAME.setup(2, 1)
    after, events = GAME.apply(state, 0, "bid:1")
    assert not GAME.undoable(state, 0, GAME.legal_moves(state, 0)[1], after, events)


# ------------------------------------------------------------------ hidden information and presentation
def test_public_view_and_board_hide_the_hands():
    """The public view and the board never show a hand; a seat's view shows only its own."""
    state = GAME.setup(4, 11)
    for lang in ("en", "fr"):
        public = GAME.view(state, None)
        assert "hand" not in public
        text = json.dumps(public) + GAME.board_text(public, lang, NAMES[:4])
        own = GAME.view(state, 1)
        assert own["hand"] == state["hands"][1].split(" ")
        assert GAME.view(state, 2)["hand"] == state["hands"][2].split(" ") != own["hand"]
        for seat in range(4):
            for card in set(state["hands"][seat].split(" ")) & set(COLOUR_OF):
                assert f'"{card}"' not in text


def test_texts_fit_discord_limits_in_both_languages():
    """Board ≤ 3,500, private ≤ 1,800, labels ≤ 80 and rules ≤ 3,500 characters, English and French."""
    rng = random.Random(3)
    for lang in ("en", "fr"):
        assert len(GAME.rules_summary(lang)) <= 3500
    state = GAME.setup(6, 4)
    names = [n * 6 for n in NAMES]
    while GAME.to_act(state):
        seat = GAME.required_seats(state)[0]
        for lang in ("en", "fr"):
            assert len(GAME.board_text(GAME.view(state, None), lang, names)) <= 3500
            assert len(GAME.private_text(GAME.view(state, seat), lang, names)) <= 1800
            for move in GAME.legal_moves(state, seat):
                assert len(GAME.move_label(state, seat, move, lang, names)) <= 80
                assert all(len(s) <= 80 for s in GAME.move_steps(state, seat, move, lang, names))
        state, events = GAME.apply(state, seat, GAME.ai_move(state, seat, rng))
        for event in events:
            for lang in ("en", "fr"):
                assert GAME.event_text(event, lang, names)
    assert "🏁" in GAME.board_text(GAME.view(state, None), "fr", names)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_ai_plays_whole_games(players):
    """The AI seat always plays a legal move and the game ends after 10 rounds."""
    rng = random.Random(players)
    state = GAME.setup(players, 100 + players)
    moves = 0
    while GAME.to_act(state):
        seat = GAME.required_seats(state)[0]
        move = GAME.ai_move(state, seat, rng)
        assert move in ids(state, seat)
        state, _ = GAME.apply(state, seat, move)
        moves += 1
    assert state["round"] == 10 and moves <= 400


def test_ai_beats_random_play():
    """The AI's bidding and play score better than random play on average."""
    ai_total = rnd_total = 0
    for seed in range(12):
        rng = random.Random(seed)
        state = GAME.setup(3, seed)
        while GAME.to_act(state):
            seat = GAME.required_seats(state)[0]
            move = GAME.ai_move(state, seat, rng) if seat == 0 else rng.choice(ids(state, seat))
            state, _ = GAME.apply(state, seat, move)
        ai_total += state["scores"][0]
        rnd_total += state["scores"][1] + state["scores"][2]
    assert ai_total > rnd_total / 2


def test_ai_bids_higher_with_two_players():
    """AI bid: with two players a card takes a trick more often than the raw estimate says (the other hand
    often cannot follow), so the two-player bid is calibrated up: this hand bids 8, not the raw 6."""
    hand = ["y5", "y9", "o12", "r3", "r14", "p7", "g2", "g10", "b11", "joker"]
    state = GAME.setup(2, 1)
    state["hands"][0] = " ".join(sorted(hand, key=SORT_KEY.get))
    state["trump"] = "y"
    assert GAME.ai_move(state, 0, random.Random(1)) == "bid:8"
    state = GAME.setup(4, 1)
    state["hands"][0] = " ".join(sorted(hand, key=SORT_KEY.get))
    state["trump"] = "y"
    assert GAME.ai_bid(state, 0) < 8


def test_ai_bids_its_last_card_by_its_exact_chance_and_position():
    """AI bid, one-card round: the card's chance to take the only trick is counted over every card the other
    hand may hold; leading, even a 0 of a side colour wins most often (the other must follow higher, trump or
    hold a joker), so it bids 1; following, the same card nearly always loses, so it bids 0."""
    state = GAME.setup(2, 1)
    for _ in range(9):  # to round 10: one card each
        state["round"] += 1
    state["hands"] = ["y0", "g7"]
    state["trump"], state["trump_card"] = "r", "r3"
    state["dealer"] = 1  # seat 0 leads
    assert GAME.ai_move(state, 0, random.Random(1)) == "bid:1"
    assert GAME.ai_bid(state, 1) == 0
    state["dealer"] = 0  # seat 1 leads
    assert GAME.ai_bid(state, 0) == 0
    state["hands"][0] = "r2"  # a trump wins as often following as leading
    assert GAME.ai_bid(state, 0) == 1


def test_ai_bids_zero_with_a_weak_hand_at_two_players():
    """AI bid, two players: a hand estimated at about one trick (here 1.4) bids 0 rather than 1, since ducking
    every trick is made more often than taking exactly one; with four players the same estimate is rounded."""
    hand = ["y2", "o7", "g9"]
    state = GAME.setup(2, 1)
    state["hands"][0] = " ".join(sorted(hand, key=SORT_KEY.get))
    state["trump"] = "r"
    estimate = sum(1.2 * GAME._power(c, "r", 2) + 0.1 for c in hand)
    assert round(estimate) == 1 and GAME.ai_bid(state, 0) == 0
    state["hands"][0] = "y2 o7 g9 r14 r15"  # two high trumps more: it bids by its estimate again
    assert GAME.ai_bid(state, 0) >= 2


def test_ai_leads_side_colours_before_trumps_to_win():
    """AI play: short of its bid and leading, it leads its highest card of a side colour before a trump of the
    same rank (the trump can still win a trick led in a colour it lacks); a joker it leads is named the trump.
    From four players on it leads the trump first."""
    state = play_state(players=2, hands=[["y15", "r15", "g3"], ["y1", "o2", "b4"]], trump="r", bids=[2, 0])
    assert GAME.ai_move(state, 0, random.Random(1)) == "play:y15"
    state["hands"][0] = "y14 r15 joker"
    assert GAME.ai_move(state, 0, random.Random(1)) == "play:joker:r"
    hands = [["y15", "r15", "g3"], ["y1", "o2", "b4"], ["y2", "o3", "b5"], ["y3", "o4", "b6"]]
    state = play_state(players=4, hands=hands, trump="r", bids=[2, 0, 0, 0])
    assert GAME.ai_move(state, 0, random.Random(1)) == "play:r15"  # four hands: a side colour is often trumped


def test_ai_over_its_bid_still_takes_tricks():
    """AI play: once it has more tricks than its bid (the bid is lost), it still wins tricks, for their point."""
    state = play_state(players=3, hands=[["r5", "r12"], ["r7", "g1"], ["r1", "g2"]], trump="b", bids=[0, 1, 1])
    state["tricks"] = [1, 0, 0]
    state["trick"], state["turn"] = ["r7", "r1"], 0
    assert GAME.ai_move(state, 0, random.Random(1)) == "play:r12"
    state["tricks"] = [0, 0, 0]  # at its bid: it ducks
    assert GAME.ai_move(state, 0, random.Random(1)) == "play:r5"


def test_ai_with_its_bid_lost_breaks_the_other_players_bid():
    """AI play, two players: with its own bid lost it gives a trick to the other player when that player
    has exactly made their bid, and takes it when that player still needs tricks."""
    state = play_state(players=2, hands=[["r5", "r12", "g3"], ["r7", "g1", "g9"]], trump="b", bids=[0, 1])
    state["trick"], state["turn"] = ["r7"], 0
    state["tricks"] = [1, 1]
    assert GAME.ai_move(state, 0, random.Random(1)) == "play:r5"
    state["tricks"] = [1, 0]
    assert GAME.ai_move(state, 0, random.Random(1)) == "play:r12"


def test_ai_move_ignores_what_the_seat_cannot_see():
    """AI (no cheating): its move is the same in every world ``determinize`` deals for the seat (other hands,
    bids not yet revealed)."""
    for players in (2, 4):
        assert check_ai_move_reads_only_the_view(GAME, players, 40 + players, positions=60) > 0


def test_registered():
    """The game is in the registry under its id (checked without importing the other games)."""
    assert "engine.games.rage" in registry.GAME_MODULES and GAME.id == "rage"
    assert (GAME.min_players, GAME.max_players) == (2, 6) and 0 < GAME.random_games <= 30  # the soak goes deeper


def test_every_action_card_power_is_shown_where_you_decide():
    from engine import LANGS

    assert sorted(c.key for c in GAME.cards()) == sorted(ACTIONS)
    assert sum(c.copies for c in GAME.cards()) == 16 == len(DECK) - 96
    names = ["Ann", "Bob", "Cid"]
    for action in ACTIONS:
        state = play_state(hands=[[action, "y3"], ["r1", "r2"], ["b1", "b2"]])
        view = GAME.view(state, 0)
        assert action in GAME.cards_in_view(view)
        move = next(m for m in GAME.legal_moves(state, 0) if m.args.get("card") == action)
        for lang in LANGS:
            note = GAME.card_note(action, lang)
            assert note and note != GAME.card(action).name(lang)
            assert note in GAME.private_text(view, lang, names)
            assert GAME.move_notes(state, 0, move, lang, names)[0] == note


def test_a_secret_bid_may_be_changed_until_every_seat_has_bid():
    state = GAME.setup(3, 1)
    hand = len(state["hands"][0].split())
    state, events = GAME.apply(state, 0, "bid:2")
    assert GAME.required_seats(state) == [1, 2] and 0 in GAME.to_act(state)  # nobody waits on seat 0
    assert "bid:2" not in ids(state, 0) and len(ids(state, 0)) == hand  # any other bid, 0 to the hand size
    assert GAME.view(state, 1)["bids"] is None  # still secret
    state, events = GAME.apply(state, 0, "bid:3")
    assert GAME.event_text(events[0], "en", ["Ann", "Bob", "Cid"]) == "Ann changes their bid."
    assert GAME.view(state, 0)["my_bid"] == 3
    state, _ = GAME.apply(state, 1, "bid:0")
    state, events = GAME.apply(state, 2, "bid:1")
    assert events[-1].kind == "bids" and events[-1].args["bids"] == [3, 0, 1]
    assert GAME.view(state, None)["phase"] == "play"
    assert all(not m.startswith("bid:") for s in range(3) for m in ids(state, s))  # revealed: no more changes
