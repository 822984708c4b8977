"""Scenario tests for Charuma: one test per rule of the rules page, plus components, views and texts."""

import random
from collections import Counter

import pytest

from engine import IllegalMove
from engine.games.charuma import GAME
from engine.games.charuma import data as D
from engine.games.charuma.rules import pack

NAMES = ["Ana", "Bob", "Cid", "Dee", "Eve"]


# ---------------------------------------------------------------------------- helpers
def play_state(visible, hidden, leader=0, scores=None, seed=1):
    """A state in the trick phase with the given hands (lists of card codes per seat)."""
    n = len(visible)
    st = GAME.setup(n, seed)
    st.update(phase="play", groups=[], bids=[], bidders=[], unused="",
              visible=[pack(v) for v in visible], hidden=[pack(h) for h in hidden],
              holder=leader, turn=leader, trick={"leader": leader, "count": 0, "asked": None, "plays": []})
    if scores is not None:
        st["scores"] = list(scores)
    return st


def move_id(*tokens):
    return "play:" + "+".join(sorted(tokens))


def ids(st, seat):
    return {m.id for m in GAME.legal_moves(st, seat)}


def play(st, seat, *tokens):
    st, events = GAME.apply(st, seat, move_id(*tokens))
    return st, events


def kinds(events):
    return [e.kind for e in events]


# ---------------------------------------------------------------------------- components (assumption)
def test_deck_composition_matches_the_documented_assumption():
    """Components (ASSUMPTION in data.py): 2 colours x values A..10 x 2 copies = 40 cards."""
    assert len(D.DECK) == len(D.COLOURS) * len(D.VALUES) * D.COPIES == 40
    counts = Counter(D.DECK)
    assert set(counts.values()) == {2}
    assert {D.COLOUR[c] for c in D.DECK} == {"b", "r"}
    assert sorted({D.VALUE[c] for c in D.DECK}) == list(range(1, 11))
    assert D.MIN_BID == 0 and D.MAX_BID == 5
    assert D.TARGET == {2: 25, 3: 25, 4: 20, 5: 20}


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_a_round_can_always_be_dealt(n):
    """Components: for 2-5 players the deck holds 2 hidden cards each plus one more group than players,
    and every hand ends up with the same number of cards."""
    groups, size = D.GROUPS[n]
    assert groups == n + 1
    assert D.cards_needed(n) <= len(D.DECK)
    for seed in range(20):
        st = GAME.setup(n, seed)
        assert all(len(h.split()) == D.HIDDEN_PER_PLAYER for h in st["hidden"])
        assert len(st["groups"]) == groups and all(len(g.split()) == size for g in st["groups"])
        dealt = [c for h in st["hidden"] for c in h.split()] + [c for g in st["groups"] for c in g.split()]
        assert not Counter(dealt) - Counter(D.DECK)  # never more copies than the deck has


# ---------------------------------------------------------------------------- auction
def test_hands_are_two_hidden_cards_and_visible_groups_are_auctioned():
    """Set-up: a hand is 2 hidden cards plus the visible group won at the auction."""
    st = GAME.setup(3, 7)
    view = GAME.view(st, None)
    assert view["phase"] == "auction"
    assert view["hidden_counts"] == [2, 2, 2]
    assert len(view["groups"]) == 4 and all(g["bidder"] is None for g in view["groups"])
    assert view["visible"] == [[], [], []]


def test_bids_go_from_0_to_5_points():
    """Auction: the minimum bid is 0, the maximum 5."""
    st = GAME.setup(2, 1)
    st["scores"] = [12, 12]
    seat = st["turn"]
    amounts = {m.args["amount"] for m in GAME.legal_moves(st, seat) if m.args["group"] == 0}
    assert amounts == {0, 1, 2, 3, 4, 5}


def test_bid_is_paid_with_victory_points_you_have():
    """Auction (assumption): bids are paid with one's points, so no bid above one's score; the first
    auction of the game (everyone at 0) is made of 0 bids."""
    st = GAME.setup(2, 1)
    seat = st["turn"]
    assert {m.args["amount"] for m in GAME.legal_moves(st, seat)} == {0}
    st["scores"][seat] = 2
    assert max(m.args["amount"] for m in GAME.legal_moves(st, seat)) == 2


def test_bid_on_a_group_with_a_bid_must_raise_it():
    """Auction: a player may bid on a group with a bid only by raising the amount already there."""
    st = GAME.setup(3, 1)
    st["scores"] = [10, 10, 10]
    first = st["turn"]
    st, _ = GAME.apply(st, first, "bid:0:2")
    nxt = st["turn"]
    raises = {m.args["amount"] for m in GAME.legal_moves(st, nxt) if m.args["group"] == 0}
    assert raises == {3, 4, 5}
    st, _ = GAME.apply(st, nxt, "bid:1:5")
    third = st["turn"]
    assert not [m for m in GAME.legal_moves(st, third) if m.args["group"] == 1]  # 5 cannot be raised
    with pytest.raises(IllegalMove):
        GAME.apply(st, third, "bid:0:2")


def test_outbid_player_gets_points_back_and_bids_again_on_their_turn():
    """Auction: the outbid player takes back their points and must bid again when their turn comes."""
    st = GAME.setup(3, 1)
    st["scores"] = [10, 10, 10]
    st["holder"] = st["turn"] = 0
    st, _ = GAME.apply(st, 0, "bid:0:3")
    assert st["scores"][0] == 7 and st["turn"] == 1
    st, events = GAME.apply(st, 1, "bid:0:4")
    assert st["scores"] == [10, 6, 10]
    assert "outbid" in kinds(events)
    assert st["turn"] == 2
    st, _ = GAME.apply(st, 2, "bid:1:0")
    assert st["turn"] == 0  # seat 0 has no bid any more: it bids again
    assert st["phase"] == "auction"


def test_turn_skips_players_who_hold_a_bid():
    """Auction: clockwise, only players without a bid are asked to bid."""
    st = GAME.setup(4, 1)
    st["scores"] = [10, 10, 10, 10]
    st["holder"] = st["turn"] = 0
    st, _ = GAME.apply(st, 0, "bid:0:1")
    st, _ = GAME.apply(st, 1, "bid:1:1")
    st, _ = GAME.apply(st, 2, "bid:0:2")  # outbids seat 0
    assert st["turn"] == 3
    st, _ = GAME.apply(st, 3, "bid:2:0")
    assert st["turn"] == 0  # seat 1 still holds its bid, so after 3 comes 0
    assert GAME.legal_moves(st, 1) == []


def test_auction_ends_when_everyone_has_a_bid_and_bids_are_lost():
    """Auction: it stops when everyone holds a bid; the points bid are lost and each player takes the group
    face up; the group nobody holds is out of the round."""
    st = GAME.setup(2, 3)
    st["scores"] = [6, 6]
    st["holder"] = st["turn"] = 0
    groups = list(st["groups"])
    st, _ = GAME.apply(st, 0, "bid:2:4")
    st, events = GAME.apply(st, 1, "bid:0:1")
    assert st["phase"] == "play"
    assert st["scores"] == [2, 5]
    assert st["visible"] == [groups[2], groups[0]]
    assert st["unused"] == groups[1]
    assert "auction_end" in kinds(events)
    assert st["turn"] == 0  # the Charuma token holder leads the first trick


# ---------------------------------------------------------------------------- playing tricks
def test_leader_plays_one_card_or_a_pair_of_same_value():
    """Tricks: the leader plays 1 card, or 2 cards of the same value (blue, red or two-coloured pair)."""
    st = play_state([["b7", "r7", "b3"], ["b1", "b2", "b4"]], [["b9", "b9"], ["r1", "r2"]])
    moves = ids(st, 0)
    assert {move_id("vb7"), move_id("vr7"), move_id("vb3"), move_id("hb9")} <= moves
    assert move_id("vb7", "vr7") in moves  # two-coloured pair
    assert move_id("hb9", "hb9") in moves  # blue pair from hidden cards
    assert move_id("vb7", "vb3") not in moves  # not the same value
    assert len(moves) == 6


def test_followers_play_the_same_number_of_cards():
    """Tricks: the others play the same number of cards as the leader."""
    st = play_state([["b7", "r7", "b3"], ["b1", "b2", "r4"]], [["b9", "b8"], ["r1", "r2"]])
    st, _ = play(st, 0, "vb7", "vr7")
    assert all(len(m.args["cards"]) == 2 for m in GAME.legal_moves(st, 1))
    st2 = play_state([["b7", "r7", "b3"], ["b1", "b2", "r4"]], [["b9", "b8"], ["r1", "r2"]])
    st2, _ = play(st2, 0, "vb3")
    assert all(len(m.args["cards"]) == 1 for m in GAME.legal_moves(st2, 1))


def test_must_play_the_asked_colour_when_a_visible_card_has_it():
    """Tricks: with a visible card of the asked colour, you must play that colour."""
    st = play_state([["b7", "b3"], ["b2", "r4"]], [["r9", "r8"], ["r1", "r6"]])
    st, _ = play(st, 0, "vb7")
    assert ids(st, 1) == {move_id("vb2")}


def test_hidden_cards_may_be_used_to_play_the_asked_colour():
    """Tricks: you may use hidden cards to play the asked colour, and such a card can win."""
    st = play_state([["b7", "b3"], ["b2", "r4"]], [["r9", "r8"], ["b9", "r6"]])
    st, _ = play(st, 0, "vb7")
    assert ids(st, 1) == {move_id("vb2"), move_id("hb9")}
    st, events = play(st, 1, "hb9")
    assert st["last_trick"]["winner"] == 1


def test_without_visible_asked_colour_any_card_may_be_played_but_cannot_win():
    """Tricks: without the asked colour visible, play anything; a card of another colour cannot win."""
    st = play_state([["b2", "b3"], ["r10", "r4"]], [["r9", "r8"], ["r1", "r6"]])
    st, _ = play(st, 0, "vb2")
    assert ids(st, 1) == {move_id("vr10"), move_id("vr4"), move_id("hr1"), move_id("hr6")}
    st, _ = play(st, 1, "vr10")
    assert st["last_trick"]["winner"] == 0


def test_must_play_a_pair_of_the_asked_colour_when_a_visible_pair_has_it():
    """Tricks: with a visible pair of the asked pair colour, you must play such a pair."""
    st = play_state([["b7", "r7", "b3"], ["b5", "r5", "b4", "b4"]], [["r9", "r8"], ["b6", "r6"]])
    st, _ = play(st, 0, "vb7", "vr7")  # two-coloured pair asked
    assert ids(st, 1) == {move_id("vb5", "vr5"), move_id("hb6", "hr6")}  # hidden pair allowed too


def test_without_visible_pair_of_asked_colour_any_two_cards():
    """Tricks: without such a visible pair, any two cards may be played; only a real pair of the asked
    colour can win."""
    st = play_state([["b7", "b7", "b3"], ["b5", "r5", "b4"]], [["r9", "r8"], ["b9", "r6"]])
    st, _ = play(st, 0, "vb7", "vb7")  # blue pair asked; seat 1 has only a two-coloured pair
    moves = ids(st, 1)
    assert len(moves) == 10  # any 2 of 5 cards
    st, _ = play(st, 1, "vb5", "vr5")
    assert st["last_trick"]["winner"] == 0


def test_not_obliged_to_play_higher():
    """Tricks: you do not have to play a higher card (or pair)."""
    st = play_state([["b7", "b3"], ["b2", "b9"]], [["r9", "r8"], ["r1", "r6"]])
    st, _ = play(st, 0, "vb7")
    assert ids(st, 1) == {move_id("vb2"), move_id("vb9")}


def test_highest_card_of_the_asked_colour_wins():
    """Winning a trick: the highest card of the asked colour wins."""
    st = play_state([["r5"], ["r8"], ["b10"]], [["b2", "b3"], ["b4", "b5"], ["b6", "b7"]])
    st, _ = play(st, 0, "vr5")
    st, _ = play(st, 1, "vr8")
    st, _ = play(st, 2, "vb10")  # no red visible: free card, cannot win
    assert st["last_trick"]["winner"] == 1


def test_tie_is_won_by_the_card_played_last():
    """Winning a trick: on a tie, the card (or pair) played last wins."""
    st = play_state([["b7", "b2"], ["b7", "b3"], ["b7", "b4"]], [["r2", "r3"], ["r4", "r5"], ["r6", "r8"]])
    st, _ = play(st, 0, "vb7")
    st, _ = play(st, 1, "vb7")
    st, _ = play(st, 2, "vb4")
    assert st["last_trick"]["winner"] == 1
    st2 = play_state([["b7", "b7", "b2"], ["b9", "r9", "b3"]], [["r2", "r3"], ["b8", "r8"]])
    st2, _ = play(st2, 0, "vb7", "vb7")
    st2, _ = play(st2, 1, "vb3", "vb9")  # not a pair: cannot win
    assert st2["last_trick"]["winner"] == 0


def test_tie_between_pairs_goes_to_the_last_pair():
    """Winning a trick: equal pairs of the asked colour, the last one played wins."""
    st = play_state([["b7", "r7", "b2"], ["b7", "r7", "b3"]], [["r2", "r3"], ["r4", "r5"]])
    st, _ = play(st, 0, "vb7", "vr7")
    st, _ = play(st, 1, "vb7", "vr7")
    assert st["last_trick"]["winner"] == 1


def test_ace_is_the_lowest_card():
    """The Ace: it is worth 1 and loses to a 2 when no 10 of its colour is in the trick."""
    st = play_state([["b1", "r2"], ["b2", "r3"]], [["r4", "r5"], ["r6", "r8"]])
    st, _ = play(st, 0, "vb1")
    st, _ = play(st, 1, "vb2")
    assert st["last_trick"]["winner"] == 1


def test_ace_is_worth_11_against_a_ten_of_its_colour():
    """The Ace: facing a 10 of its colour in the trick, it becomes the strongest card (11)."""
    st = play_state([["b10", "r2"], ["b1", "r3"], ["b9", "r4"]], [["r5", "r6"], ["r8", "r9"], ["r7", "r7"]])
    st, _ = play(st, 0, "vb10")
    st, _ = play(st, 1, "vb1")
    st, _ = play(st, 2, "vb9")
    assert st["last_trick"]["winner"] == 1


def test_ace_is_not_raised_by_a_ten_of_the_other_colour():
    """The Ace: a 10 of another colour does not make it 11."""
    st = play_state([["b1", "r2"], ["r10", "r3"], ["b2", "r4"]], [["r5", "r6"], ["r8", "r9"], ["r7", "r7"]])
    st, _ = play(st, 0, "vb1")
    st, _ = play(st, 1, "vr10")  # seat 1 has no visible blue
    st, _ = play(st, 2, "vb2")
    assert st["last_trick"]["winner"] == 2


def test_pair_of_aces_beats_a_pair_of_tens_of_the_same_colours():
    """The Ace: a pair of Aces beats a pair of 10s of identical colours."""
    st = play_state([["b10", "r10", "b2"], ["b1", "r1", "b3"]], [["r5", "r6"], ["r8", "r9"]])
    st, _ = play(st, 0, "vb10", "vr10")
    st, _ = play(st, 1, "vb1", "vr1")
    assert st["last_trick"]["winner"] == 1
    assert st["last_trick"]["aces"] == 2


def test_winner_leads_the_next_trick():
    """Winning a trick: the winner plays first in the next trick."""
    st = play_state([["b3", "r2"], ["b9", "r3"], ["b4", "r4"]], [["r5", "r6"], ["r8", "r9"], ["r7", "r7"]])
    st, _ = play(st, 0, "vb3")
    st, _ = play(st, 1, "vb9")
    st, events = play(st, 2, "vb4")
    assert st["turn"] == 1 and st["trick"]["leader"] == 1 and st["trick"]["plays"] == []


# ---------------------------------------------------------------------------- scoring and rounds
def test_round_scoring_tricks_pairs_aces_and_last_trick():
    """Scoring: 1 point a trick, 2 for a trick won with a pair, +1 per Ace in one's tricks, +2 for the last."""
    st = play_state([["b5", "r5", "b1"], ["b2", "r3", "r10"]], [[], []], scores=[3, 4])
    st["holder"] = 1
    st, _ = play(st, 0, "vb5", "vr5")  # pair trick for seat 0: 2 points
    st, _ = play(st, 1, "vb2", "vr3")
    assert st["trick_points"] == [2, 0]
    st, _ = play(st, 0, "vb1")  # seat 1 has no visible blue: seat 0 wins with its Ace
    st, events = play(st, 1, "vr10")
    gains = next(e for e in events if e.kind == "round_end").args["gains"]
    # seat 0: 2 (pair) + 1 (trick) + 1 (Ace) + 2 (last trick)
    assert gains[0] == {"tricks": 2, "trick_points": 3, "aces": 1, "last": 2, "total": 6}
    assert gains[1]["total"] == 0
    assert st["last_round"]["totals"] == [6, 0]
    assert st["scores"] == [9, 4]


def test_round_ends_when_all_cards_are_played_and_a_new_one_is_dealt():
    """End of round: when every card is played, the round is scored and a new round starts with an auction."""
    st = play_state([["b5"], ["b2"]], [[], []])
    st, events = play(st, 0, "vb5")
    st, events = play(st, 1, "vb2")
    assert kinds(events)[:3] == ["play", "trick", "round_end"]
    assert st["round"] == 2 and st["phase"] == "auction"
    assert all(len(h.split()) == 2 for h in st["hidden"])


def test_charuma_token_passes_to_the_lowest_score():
    """Charuma token: after the round it goes to the player with the fewest points, who starts next round."""
    st = play_state([["b5"], ["b2"], ["b3"]], [[], [], []], scores=[5, 9, 2])
    st["holder"] = 0
    st, _ = play(st, 0, "vb5")
    st, _ = play(st, 1, "vb2")
    st, events = play(st, 2, "vb3")
    assert st["scores"] == [5 + 1 + 2, 9, 2]
    assert st["holder"] == 2 and st["turn"] == 2
    assert "token" in kinds(events)


def test_charuma_token_on_a_tie_goes_clockwise():
    """Charuma token: on a tie for the lowest score, the first tied player clockwise from the holder."""
    st = play_state([["b5"], ["b2"], ["b3"], ["b4"]], [[], [], [], []], scores=[10, 4, 10, 4], leader=2)
    st["holder"] = 2
    st, _ = play(st, 2, "vb3")
    st, _ = play(st, 3, "vb4")
    st, _ = play(st, 0, "vb5")
    st, _ = play(st, 1, "vb2")
    assert st["scores"] == [13, 4, 10, 4]
    assert st["holder"] == 3  # seats 1 and 3 are tied; clockwise from seat 2 comes seat 3 first


def test_token_holder_bids_first():
    """Charuma token: its holder is the first player of the auction and of the first trick."""
    st = GAME.setup(4, 11)
    assert st["turn"] == st["holder"]
    assert GAME.to_act(st) == [st["holder"]]


@pytest.mark.parametrize(("n", "target"), [(2, 25), (3, 25), (4, 20), (5, 20)])
def test_game_ends_when_someone_reaches_the_target(n, target):
    """End of game: 25 points with 2-3 players, 20 with 4-5; the highest score wins."""
    visible = [["b9"]] + [[f"b{k + 2}"] for k in range(n - 1)]
    st = play_state(visible, [[]] * n, scores=[target - 3] + [0] * (n - 1))
    for seat in range(n):
        st, events = play(st, seat, "v" + visible[seat][0])
    assert st["scores"][0] == target  # 1 trick + 2 last trick
    assert GAME.to_act(st) == []
    assert GAME.result(st)["winners"] == [0]
    assert "game_end" in kinds(events)


def test_below_target_the_game_goes_on():
    """End of game: nobody at the target yet means another round."""
    st = play_state([["b9"], ["b2"]], [[], []], scores=[21, 0])
    st, _ = play(st, 0, "vb9")
    st, _ = play(st, 1, "vb2")
    assert st["scores"][0] == 24 and not st["over"] and st["round"] == 2


def test_tie_at_the_end_plays_an_extra_round():
    """End of game: on a tie for the highest score, play one more round."""
    st = play_state([["b9"], ["b2"]], [[], []], scores=[22, 25])
    st, events = play(st, 0, "vb9")
    st, events = play(st, 1, "vb2")
    assert st["scores"] == [25, 25]
    assert not st["over"] and st["extra"] and st["round"] == 2
    assert "extra_round" in kinds(events)
    # the extra round decides it
    st.update(phase="play", groups=[], bids=[], bidders=[], visible=["b2", "b8"], hidden=["", ""],
              turn=0, trick={"leader": 0, "count": 0, "asked": None, "plays": []})
    st, _ = play(st, 0, "vb2")
    st, events = play(st, 1, "vb8")
    assert st["over"] and GAME.result(st)["winners"] == [1]


def test_no_round_limit_below_the_target():
    """End of game (issue 11): the page plays rounds until someone reaches the target; there is no
    15-round cap: at round 15 (or 40) with everyone below the target, another round is dealt."""
    for rnd in (15, 40):
        st = play_state([["b9"], ["b2"]], [[], []], scores=[2, 5])
        st["round"] = rnd
        st, _ = play(st, 0, "vb9")
        st, events = play(st, 1, "vb2")
        assert not st["over"] and st["round"] == rnd + 1 and "game_end" not in kinds(events)
        assert GAME.to_act(st) and GAME.result(st) is None
    assert not hasattr(D, "MAX_ROUNDS")


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_target_stays_reachable_from_every_position(n):
    """End of game (issue 11): no position where nobody can ever reach the target exists, so none ends
    the game early. Checked on random play: scores never go below 0, every player to bid can bid 0 on a
    group with no bid, and every round gives at least 3 points in all (a trick + the last-trick bonus)."""
    rng = random.Random(n)
    st = GAME.setup(n, 7)
    for _ in range(1500):
        if st["over"]:
            break
        seat = GAME.to_act(st)[0]
        assert min(st["scores"]) >= 0
        if st["phase"] == "auction":
            zero = [m for m in GAME.legal_moves(st, seat) if m.args["amount"] == 0]
            assert zero and all(st["bidders"][m.args["group"]] is None for m in zero)
        st, events = GAME.apply(st, seat, rng.choice(GAME.legal_moves(st, seat)).id)
        for e in events:
            if e.kind == "round_end":
                assert sum(e.args["totals"]) >= 3


# ---------------------------------------------------------------------------- views and texts
def test_public_view_shows_visible_cards_and_only_the_count_of_hidden_ones():
    """Views: visible cards are public, hidden cards are shown only to their owner (the rest see a count)."""
    st = play_state([["b5", "r5"], ["b2", "r8"]], [["b10", "r1"], ["b3", "r7"]])
    public = GAME.view(st, None)
    assert public["visible"] == [["b5", "r5"], ["b2", "r8"]]
    assert public["hidden_counts"] == [2, 2]
    assert "hidden" not in public
    text = str(public)
    for card in ("b10", "r1", "b3", "r7"):
        assert f"'{card}'" not in text
    assert GAME.view(st, 0)["hidden"] == ["r1", "b10"]
    assert "r7" not in str(GAME.view(st, 0))
    for lang in ("en", "fr"):
        board = GAME.board_text(public, lang, NAMES[:2])
        assert "🔵10" not in board and "🔴7" not in board and "🔴A" not in board
        assert "🔵10" in GAME.private_text(GAME.view(st, 0), lang, NAMES[:2])


def test_hidden_cards_are_dealt_by_private_events():
    """Views: each player's hidden cards reach only that player."""
    st = play_state([["b5"], ["b2"]], [[], []])
    st, _ = play(st, 0, "vb5")
    st, events = play(st, 1, "vb2")
    private = [e for e in events if e.kind == "hidden"]
    assert len(private) == 2
    assert all(e.to == [e.args["seat"]] for e in private)
    public = [e for e in events if e.to is None]
    assert all(e.kind != "hidden" for e in public)


def test_texts_in_both_languages_and_within_discord_limits():
    """Presentation: rules summary and every text exist in English and French and fit Discord's limits."""
    for lang in ("en", "fr"):
        summary = GAME.rules_summary(lang)
        assert "Charuma" in summary and len(summary) <= 3500
    assert GAME.rules_summary("en") != GAME.rules_summary("fr")
    rng = random.Random(5)
    for n in (2, 5):
        st = GAME.setup(n, 3)
        for _ in range(120):
            if st["over"]:
                break
            seat = GAME.to_act(st)[0]
            for lang in ("en", "fr"):
                assert len(GAME.board_text(GAME.view(st, None), lang, NAMES[:n])) <= 3500
                assert len(GAME.private_text(GAME.view(st, seat), lang, NAMES[:n])) <= 1800
                moves = GAME.legal_moves(st, seat)
                for m in moves:
                    assert len(GAME.move_label(st, seat, m, lang, NAMES[:n])) <= 80
                    assert all(len(s) <= 80 for s in GAME.move_steps(st, seat, m, lang, NAMES[:n]))
                firsts = {GAME.move_steps(st, seat, m, lang, NAMES[:n])[0] for m in moves}
                assert len(firsts) <= 25
            st, events = GAME.apply(st, seat, rng.choice(GAME.legal_moves(st, seat)).id)
            for e in events:
                assert GAME.event_text(e, "en", NAMES[:n]) and GAME.event_text(e, "fr", NAMES[:n])


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_ai_plays_legal_moves_to_the_end(n):
    """AI seat: always a legal move, and AI-only games reach the target in a reasonable number of rounds."""
    rng = random.Random(n)
    for seed in range(3):
        st = GAME.setup(n, seed)
        while not st["over"]:
            seat = GAME.to_act(st)[0]
            move = GAME.ai_move(st, seat, rng)
            assert move in ids(st, seat)
            st, _ = GAME.apply(st, seat, move)
        assert st["round"] < 30
        assert max(st["scores"]) >= D.TARGET[n]


def test_ai_takes_a_trick_it_can_win_cheaply():
    """AI seat: as last player it wins the trick with its cheapest winning card."""
    st = play_state([["b5", "r2"], ["b6", "b9", "b2"]], [["r4", "r6"], ["r3"]])
    st, _ = play(st, 0, "vb5")
    assert GAME.ai_move(st, 1, random.Random(1)) == move_id("vb6")


# ---------------------------------------------------------------------------- undo (issue 10)
def _undoable(st, seat, *tokens):
    mid = move_id(*tokens)
    move = next(m for m in GAME.legal_moves(st, seat) if m.id == mid)
    after, events = GAME.apply(st, seat, mid)
    return GAME.undoable(st, seat, move, after, events)


def test_hidden_part_is_the_hidden_cards():
    """Undo never crosses hidden information: the hidden part is every player's hidden cards."""
    st = play_state([["b5"], ["b2"]], [["r3"], ["b7"]])
    assert GAME.hidden(st) == ["r3", "b7"]


def test_playing_a_hidden_card_is_not_undoable_a_visible_one_is():
    """Undo: revealing a hidden card can never be taken back; a visible card that wins the trick (the
    same player leads next, nothing hidden changed) can."""
    st = play_state([["b5", "b8"], ["b2", "b9", "r4"]], [["r3"], ["b7", "r6"]])
    st, _ = play(st, 0, "vb5")
    assert not _undoable(st, 1, "hb7")  # a hidden card is revealed
    assert _undoable(st, 1, "vb9")  # visible card, wins the trick, seat 1 leads next
    assert not _undoable(st, 1, "vb2")  # seat 0 wins: the turn passes
