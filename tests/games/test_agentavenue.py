"""Scenario tests for Agent Avenue: one per rule of the BGA page, plus components, hidden information and AI."""

import json
import random
from collections import Counter

import pytest

from engine import IllegalMove, SetupError
from engine.games.agentavenue import GAME
from engine.games.agentavenue.data import AGENTS, START, TRACK, build_deck, steps
from engine.games.agentavenue.text import TEXTS
from engine.invariants import check_ai_move_reads_only_the_view

NAMES = ["Alice", "Bob"]


def make(active=0, hands=None, deck=None, recruited=None, pos=None, discards_left=None, seed=3, **options):
    state = GAME.setup(2, seed, options or None)
    state["turn"] = active
    if hands is not None:
        state["hands"] = [sorted(h, key=list(AGENTS).index) for h in hands]
    if deck is not None:
        state["deck"] = list(deck)
    if recruited is not None:
        state["recruited"] = [dict(r) for r in recruited]
    if pos is not None:
        state["pos"] = list(pos)
    if discards_left is not None:
        state["discards_left"] = list(discards_left)
    return state


def ids(state, seat):
    return [m.id for m in GAME.legal_moves(state, seat)]


def turn(state, up, down, pick, active=None):
    """The active player offers ``up``/``down``; the opponent recruits ``pick``; returns (state, events)."""
    active = state["turn"] if active is None else active
    state, ev1 = GAME.apply(state, active, f"play:{up}:{down}")
    state, ev2 = GAME.apply(state, 1 - active, f"recruit:{pick}")
    return state, ev1 + ev2


FILLER = ["enforcer"] * 10  # a deck that keeps the game going


# ---------------------------------------------------------------- components
def test_components_match_the_published_game():
    """Components: 38 agent cards (6 kinds ×6, one Sidekick, one Mole), 36 without the option; 14 squares."""
    deck = Counter(build_deck(True))
    assert sum(deck.values()) == 38
    for kind in ("double_agent", "enforcer", "codebreaker", "saboteur", "daredevil", "sentinel"):
        assert deck[kind] == 6
    assert deck["sidekick"] == deck["mole"] == 1
    assert len(build_deck(False)) == 36
    assert TRACK == 14 and (START[1] - START[0]) % TRACK == 7


def test_setup_deals_four_cards_each_and_starts_opposite():
    """Set-up: hands of 4, the rest is the agent deck, meeples 7 squares apart on their home squares."""
    state = GAME.setup(2, 11)
    assert [len(h) for h in state["hands"]] == [4, 4]
    assert len(state["deck"]) == 30
    assert Counter(state["deck"] + state["hands"][0] + state["hands"][1]) == Counter(build_deck(True))
    view = GAME.view(state, None)
    assert view["gaps"] == [7, 7]
    assert GAME.to_act(state) == [state["turn"]] and state["phase"] == "play"
    small = GAME.setup(2, 11, {"extra_agents": False})
    assert len(small["deck"]) == 28


def test_bad_setup_is_refused():
    """Agent Avenue is a 2-player game; unknown options are refused."""
    with pytest.raises(SetupError):
        GAME.setup(3, 1)
    with pytest.raises(SetupError):
        GAME.setup(2, 1, {"blackmarket": True})


def test_movement_table():
    """Movement icons per copy count (1st / 2nd / 3rd+), as documented in data.py."""
    table = {k: tuple(steps(k, n) for n in (1, 2, 3)) for k in AGENTS}
    assert table["double_agent"] == (-1, 6, -1)
    assert table["enforcer"] == (1, 2, 3)
    assert table["codebreaker"] == (0, 0, 0)
    assert table["saboteur"] == (-1, -1, -2)
    assert table["daredevil"] == (2, 3, 0)
    assert table["sentinel"] == (0, 2, 6)
    assert steps("sidekick", 1) == 4 and steps("mole", 1) == -3


# ---------------------------------------------------------------- step 1: play
def test_play_one_face_up_one_face_down_with_different_names():
    """Step 1: play 2 cards, one face up and one face down; they must have different names."""
    state = make(hands=[["enforcer", "enforcer", "sentinel", "saboteur"], FILLER[:4]], deck=FILLER)
    plays = [i for i in ids(state, 0) if i.startswith("play:")]
    assert len(plays) == 6  # 3 names -> 3×2 ordered pairs
    assert "play:enforcer:enforcer" not in plays
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, "play:enforcer:enforcer")
    state, _ = GAME.apply(state, 0, "play:enforcer:sentinel")
    assert state["offer"] == {"up": "enforcer", "down": "sentinel"}
    assert GAME.to_act(state) == [1]


def test_identical_cards_allowed_when_whole_hand_has_one_name():
    """Reminder: if every card in hand has the same name, two identical cards may be played."""
    state = make(hands=[["codebreaker"] * 4, FILLER[:4]], deck=FILLER)
    assert [i for i in ids(state, 0) if i.startswith("play:")] == ["play:codebreaker:codebreaker"]


def test_draw_back_to_four_after_playing():
    """Step 1: after playing, draw from the agent deck until you hold 4 cards."""
    state = make(hands=[["enforcer", "sentinel", "saboteur", "mole"], FILLER[:4]],
                 deck=["codebreaker", "double_agent", "daredevil"])
    state, events = GAME.apply(state, 0, "play:enforcer:sentinel")
    assert len(state["hands"][0]) == 4
    assert sorted(state["hands"][0]) == sorted(["saboteur", "mole", "daredevil", "double_agent"])
    assert state["deck"] == ["codebreaker"]
    drew = [e for e in events if e.kind == "drew"]
    assert drew and drew[0].to == [0]


def test_empty_deck_no_more_draws_and_game_goes_on():
    """Reminder: with an empty deck nobody draws any more and the game continues."""
    state = make(hands=[["enforcer", "sentinel", "saboteur", "mole"], ["enforcer", "sentinel", "saboteur", "mole"]],
                 deck=[])
    state, _ = turn(state, "enforcer", "sentinel", "up")
    assert len(state["hands"][0]) == 2
    assert state["end"] is None and GAME.to_act(state) == [1]


def test_discard_and_draw_several_times_in_a_turn():
    """Optional: before playing, discard a card face down to draw a new one, several times in one turn."""
    state = make(hands=[["enforcer", "sentinel", "saboteur", "mole"], FILLER[:4]],
                 deck=["codebreaker", "daredevil", "double_agent"])
    state, events = GAME.apply(state, 0, "discard:mole")
    assert "mole" not in state["hands"][0] and "double_agent" in state["hands"][0]
    assert state["discards"][0] == ["mole"] and state["discards_left"][0] == 3
    assert [e.to for e in events] == [None, [0]]
    assert GAME.to_act(state) == [0]
    state, _ = GAME.apply(state, 0, "discard:saboteur")
    assert state["discards_left"][0] == 2 and len(state["hands"][0]) == 4
    assert state["discards"][0] == ["mole", "saboteur"]


def test_discard_allowance_is_four_per_game():
    """Optional discard: only 4 times in the whole game (per player)."""
    state = make(hands=[["enforcer", "sentinel", "saboteur", "mole"], FILLER[:4]], deck=FILLER * 2)
    for _ in range(4):
        kind = state["hands"][0][0]
        state, _ = GAME.apply(state, 0, f"discard:{kind}")
    assert state["discards_left"][0] == 0
    assert not [i for i in ids(state, 0) if i.startswith("discard:")]
    # the other player still has their own 4
    state["turn"] = 1
    assert len([i for i in ids(state, 1) if i.startswith("discard:")]) == 1


def test_no_discard_when_deck_is_empty():
    """Reminder: if the agent deck is empty, you cannot discard a card to draw a new one."""
    state = make(hands=[["enforcer", "sentinel", "saboteur", "mole"], FILLER[:4]], deck=[])
    assert not [i for i in ids(state, 0) if i.startswith("discard:")]


def test_no_discard_after_playing():
    """Optional discard happens before playing: during the recruit step only recruiting is possible."""
    state = make(hands=[["enforcer", "sentinel", "saboteur", "mole"], FILLER[:4]], deck=FILLER)
    state, _ = GAME.apply(state, 0, "play:enforcer:sentinel")
    assert GAME.legal_moves(state, 0) == []
    assert ids(state, 1) == ["recruit:up", "recruit:down"]


# ---------------------------------------------------------------- step 2: recruit and move
def test_opponent_recruits_one_and_active_player_gets_the_other():
    """Step 2: the opponent recruits one of the 2 cards; the active player recruits the other, both face up."""
    state = make(hands=[["enforcer", "sentinel", "saboteur", "mole"], FILLER[:4]], deck=FILLER)
    state, events = turn(state, "enforcer", "sentinel", "down")
    assert state["recruited"] == [{"enforcer": 1}, {"sentinel": 1}]
    recruit = next(e for e in events if e.kind == "recruit")
    assert recruit.to is None and recruit.args["card"] == "sentinel" and recruit.args["other"] == "enforcer"


def test_both_players_move_by_their_recruited_agent():
    """Step 2: both meeples move, each by the agent just recruited (1st copy: 1st icon)."""
    state = make(hands=[["enforcer", "sidekick", "saboteur", "mole"], FILLER[:4]], deck=FILLER)
    state, events = turn(state, "enforcer", "sidekick", "down")  # Bob takes the Sidekick
    assert state["pos"] == [0 + 1, 7 + 4]
    moves = {e.args["seat"]: e.args["steps"] for e in events if e.kind == "move"}
    assert moves == {0: 1, 1: 4}


def test_second_copy_reads_second_icon():
    """Step 2: with 2 copies of that name in play, read the 2nd icon (Double Agent: +6)."""
    state = make(hands=[["double_agent", "saboteur", "enforcer", "mole"], FILLER[:4]], deck=FILLER,
                 recruited=[{"double_agent": 1}, {}])
    state, _ = turn(state, "saboteur", "double_agent", "up")
    assert state["pos"][0] == 6 and state["recruited"][0]["double_agent"] == 2


def test_third_copy_reads_third_icon():
    """Step 2: with 3 or more copies in play, read the 3rd icon (Sentinel: +6)."""
    state = make(hands=[["sentinel", "saboteur", "enforcer", "mole"], FILLER[:4]], deck=FILLER,
                 recruited=[{"sentinel": 2}, {}], pos=[0, 10])
    state, _ = turn(state, "saboteur", "sentinel", "up")
    assert state["pos"][0] == 6


def test_fourth_copy_counts_as_third():
    """Reminder: a 4th, 5th or 6th agent of the same name counts as the 3rd (no limit on cards in play)."""
    state = make(hands=[["enforcer", "saboteur", "sentinel", "mole"], FILLER[:4]], deck=FILLER,
                 recruited=[{"enforcer": 4}, {}], pos=[0, 12])
    state, events = turn(state, "saboteur", "enforcer", "up")
    assert state["recruited"][0]["enforcer"] == 5
    assert state["pos"][0] == 3
    assert next(e for e in events if e.kind == "move" and e.args["seat"] == 0).args["copies"] == 5


def test_negative_moves_backward_and_zero_does_not_move():
    """Step 2: a negative number moves backward; zero or an icon without a number does not move."""
    state = make(hands=[["saboteur", "codebreaker", "enforcer", "mole"], FILLER[:4]], deck=FILLER, pos=[3, 10])
    state, _ = turn(state, "saboteur", "codebreaker", "down")  # Alice gets the Saboteur (-1), Bob a Codebreaker (0)
    assert state["pos"] == [2, 10]
    state = make(hands=[["daredevil", "enforcer", "saboteur", "mole"], FILLER[:4]], deck=FILLER,
                 recruited=[{}, {"daredevil": 1}], pos=[0, 7])
    state, _ = turn(state, "enforcer", "daredevil", "down")  # Bob: 2nd Daredevil, +3
    assert state["pos"] == [1, 10]


def test_meeple_wraps_around_the_avenue():
    """The avenue is a loop: squares are shown modulo 14 while the chase distance stays exact."""
    state = make(hands=[["sidekick", "enforcer", "saboteur", "mole"], FILLER[:4]], deck=FILLER,
                 pos=[3, 12])
    state, _ = turn(state, "enforcer", "sidekick", "down")  # Bob +4: square 16 -> 2
    view = GAME.view(state, None)
    assert view["squares"] == [4, 2] and view["gaps"] == [12, 2]


# ---------------------------------------------------------------- step 3: end
def test_catch_by_reaching_the_other_meeple_wins():
    """Step 3: a player whose meeple reaches the other meeple's position wins."""
    state = make(hands=[["enforcer", "codebreaker", "saboteur", "mole"], FILLER[:4]], deck=FILLER,
                 recruited=[{"enforcer": 1}, {}], pos=[0, 2])
    state, _ = turn(state, "codebreaker", "enforcer", "up")  # Alice: 2nd Enforcer +2 -> 2, Bob stays
    assert GAME.result(state)["winners"] == [0]
    assert state["end"]["conds"] == [{"seat": 0, "kind": "catch", "winner": 0}]
    assert GAME.to_act(state) == []


def test_catch_by_passing_the_other_meeple_wins():
    """Reminder: reaching the exact square is not needed; passing the other meeple is a catch."""
    state = make(active=1, hands=[FILLER[:4], ["sidekick", "codebreaker", "saboteur", "mole"]], deck=FILLER,
                 pos=[0, 12])
    state, _ = turn(state, "codebreaker", "sidekick", "up")  # Bob +4: 16 >= 0 + 14 + 2
    assert GAME.result(state)["winners"] == [1]


def test_no_catch_if_the_other_meeple_moved_away_the_same_turn():
    """Reminder: if you reach the other meeple but it moves forward in the same turn, it is not a catch."""
    state = make(hands=[["sidekick", "enforcer", "saboteur", "mole"], FILLER[:4]], deck=FILLER,
                 recruited=[{}, {"enforcer": 2}], pos=[0, 4])
    state, _ = turn(state, "enforcer", "sidekick", "up")  # Alice +4 reaches 4, but Bob takes an Enforcer +3 -> 7
    assert state["pos"] == [4, 7]
    assert state["end"] is None


def test_other_meeple_moving_back_onto_yours_is_caught():
    """Reminder: if the other meeple moves back onto or behind yours, the catch counts."""
    state = make(hands=[["mole", "codebreaker", "saboteur", "enforcer"], FILLER[:4]], deck=FILLER, pos=[0, 3])
    state, _ = turn(state, "mole", "codebreaker", "up")  # Bob takes the Mole: 3 - 3 = 0, onto Alice
    assert GAME.result(state)["winners"] == [0]
    assert state["end"]["conds"][0]["kind"] == "catch"


def test_three_codebreakers_win():
    """Step 3: a player with 3 Codebreakers in play wins."""
    state = make(active=1, hands=[FILLER[:4], ["codebreaker", "saboteur", "enforcer", "mole"]], deck=FILLER,
                 recruited=[{"codebreaker": 2}, {}])
    state, _ = turn(state, "codebreaker", "saboteur", "up")  # Alice (not active) recruits her 3rd
    assert GAME.result(state)["winners"] == [0]
    assert state["end"]["conds"] == [{"seat": 0, "kind": "codebreakers", "winner": 0}]


def test_three_daredevils_lose():
    """Step 3: a player with 3 Daredevils in play loses."""
    state = make(hands=[["daredevil", "saboteur", "enforcer", "mole"], FILLER[:4]], deck=FILLER,
                 recruited=[{}, {"daredevil": 2}])
    state, _ = turn(state, "daredevil", "saboteur", "up")  # Bob recruits his 3rd Daredevil
    assert GAME.result(state)["winners"] == [0]
    assert state["end"]["conds"] == [{"seat": 1, "kind": "daredevils", "winner": 0}]


def test_win_only_in_end_step_active_player_wins_tie():
    """Reminder: nobody wins during Recruit; opponent's 3rd Codebreaker + a catch the same turn: active player wins."""
    state = make(hands=[["codebreaker", "sidekick", "saboteur", "mole"], FILLER[:4]], deck=FILLER,
                 recruited=[{}, {"codebreaker": 2}], pos=[0, 4])
    state, _ = turn(state, "codebreaker", "sidekick", "up")  # Bob: 3rd Codebreaker; Alice +4 catches him
    assert GAME.result(state)["winners"] == [0]
    assert state["end"]["tiebreak"] is True
    assert {c["kind"] for c in state["end"]["conds"]} == {"catch", "codebreakers"}


def test_tie_both_lose_goes_to_active_player():
    """Tie-break: both players fulfil a losing condition: the active player wins."""
    # a hand of one name may offer two identical cards: each player recruits a 3rd Daredevil
    state = make(active=1, hands=[FILLER[:4], ["daredevil", "daredevil"]], deck=[],
                 recruited=[{"daredevil": 2}, {"daredevil": 2}], pos=[0, 11])
    state, _ = turn(state, "daredevil", "daredevil", "up")
    assert GAME.result(state)["winners"] == [1]
    assert state["end"]["tiebreak"] is True


def test_tie_both_win_goes_to_active_player():
    """Tie-break: both players fulfil a winning condition: the active player wins."""
    state = make(active=1, hands=[FILLER[:4], ["codebreaker", "codebreaker"]], deck=[],
                 recruited=[{"codebreaker": 2}, {"codebreaker": 2}], pos=[0, 7])
    state, _ = turn(state, "codebreaker", "codebreaker", "down")
    assert GAME.result(state)["winners"] == [1]
    assert state["end"]["tiebreak"] is True and len(state["end"]["conds"]) == 2


def test_tie_one_player_wins_and_loses_goes_to_active_player():
    """Tie-break: one player fulfils a winning and a losing condition: the active player wins."""
    # Bob is active: Alice recruits her 3rd Daredevil (lose) while Bob's Mole moves him back onto her (she catches)
    state = make(active=1, hands=[FILLER[:4], ["daredevil", "mole", "saboteur", "enforcer"]], deck=FILLER,
                 recruited=[{"daredevil": 2}, {}], pos=[0, 2])
    state, _ = turn(state, "daredevil", "mole", "up")
    assert {(c["seat"], c["kind"]) for c in state["end"]["conds"]} == {(0, "catch"), (0, "daredevils")}
    assert GAME.result(state)["winners"] == [1] and state["end"]["tiebreak"] is True
    # the same with Alice active: the active player, who both wins and loses, wins
    state = make(active=0, hands=[["mole", "daredevil", "saboteur", "enforcer"], FILLER[:4]], deck=FILLER,
                 recruited=[{"daredevil": 2}, {}], pos=[0, 2])
    state, _ = turn(state, "mole", "daredevil", "up")
    assert GAME.result(state)["winners"] == [0] and state["end"]["tiebreak"] is True


def test_win_and_loss_naming_the_same_player_is_no_tie():
    """Tie-break applies only when conditions name both players: a catch plus the victim's 3rd Daredevil is no tie."""
    state = make(hands=[["daredevil", "sidekick", "saboteur", "mole"], FILLER[:4]], deck=FILLER,
                 recruited=[{"daredevil": 2}, {}], pos=[0, 11])
    state, _ = turn(state, "daredevil", "sidekick", "down")  # Bob +4 catches Alice; Alice's 3rd Daredevil
    assert GAME.result(state)["winners"] == [1] and state["end"]["tiebreak"] is False


def test_running_out_of_cards_closer_player_wins():
    """Running out of cards: deck empty and the opponent holds fewer than 2 cards: the closer player wins."""
    state = make(hands=[["enforcer", "saboteur"], ["mole"]], deck=[], pos=[0, 5])
    state, events = turn(state, "enforcer", "saboteur", "down")  # Bob -1 -> 4, Alice +1 -> 1: gaps 3 / 11
    assert state["end"]["reason"] == "exhausted" and state["end"]["gaps"] == [3, 11]
    assert GAME.result(state)["winners"] == [0]
    assert events[-1].kind == "game_end"


def test_running_out_of_cards_farther_player_loses_even_if_active():
    """Running out of cards: the closer player wins even when it is not the active player."""
    state = make(hands=[["saboteur", "codebreaker"], ["mole"]], deck=[], pos=[0, 3])
    state, _ = turn(state, "saboteur", "codebreaker", "down")  # Alice -1: gaps 4 / 10
    state2 = make(hands=[["saboteur", "codebreaker"], ["mole"]], deck=[], pos=[0, 10])
    state2, _ = turn(state2, "saboteur", "codebreaker", "down")  # Alice -1: gaps 11 / 3
    assert GAME.result(state)["winners"] == [0]
    assert GAME.result(state2)["winners"] == [1]


def test_running_out_of_cards_equal_distance_active_player_wins():
    """Tie-break: players run out of cards with equal distances: the active player wins."""
    state = make(active=1, hands=[["mole"], ["codebreaker", "sentinel"]], deck=[], pos=[0, 7])
    state, _ = turn(state, "codebreaker", "sentinel", "down")  # both move 0
    assert state["end"]["gaps"] == [7, 7] and state["end"]["tiebreak"] is True
    assert GAME.result(state)["winners"] == [1]


def test_game_continues_while_next_player_has_two_cards():
    """Running out of cards only ends the game if the next player holds fewer than 2 cards."""
    state = make(hands=[["enforcer", "saboteur"], ["mole", "sentinel"]], deck=[], pos=[0, 7])
    state, _ = turn(state, "enforcer", "saboteur", "down")
    assert state["end"] is None and GAME.to_act(state) == [1]
    state, _ = turn(state, "mole", "sentinel", "down")  # now Alice has no card: end
    assert state["end"]["reason"] == "exhausted"


def test_turns_alternate():
    """After the End step, the opponent becomes the active player."""
    state = make(hands=[["enforcer", "sentinel", "saboteur", "mole"], FILLER[:4]], deck=FILLER)
    state, events = turn(state, "enforcer", "sentinel", "up")
    assert state["turn"] == 1 and state["phase"] == "play" and GAME.to_act(state) == [1]
    assert events[-1].kind == "turn"


# ---------------------------------------------------------------- hidden information
def test_face_down_card_hidden_from_public_and_opponent():
    """The face-down card is hidden: public and opponent views show only that it exists; its owner sees it."""
    state = make(hands=[["enforcer", "mole", "saboteur", "sentinel"], ["codebreaker"] * 4], deck=FILLER)
    state, events = GAME.apply(state, 0, "play:enforcer:mole")
    public, opp, own = GAME.view(state, None), GAME.view(state, 1), GAME.view(state, 0)
    assert public["offer"] == {"up": "enforcer", "down": None}
    assert opp["offer"]["down"] is None and own["offer"]["down"] == "mole"
    for view in (public, opp):
        assert "mole" not in json.dumps(view)
    for lang in ("en", "fr"):
        text = GAME.board_text(public, lang, NAMES)
        assert TEXTS.t(lang, "mole") not in text
        assert TEXTS.t(lang, "mole") not in GAME.private_text(opp, lang, NAMES)
    assert all(e.to == [0] for e in events if "mole" in json.dumps(e.args))
    # revealed after recruitment
    state, events = GAME.apply(state, 1, "recruit:up")
    assert GAME.view(state, None)["recruited"][0] == {"mole": 1}
    assert next(e for e in events if e.kind == "recruit").to is None


def test_hands_and_discards_are_private():
    """Hands and face-down discards are private: the public view shows only their sizes."""
    state = make(hands=[["enforcer", "mole", "saboteur", "sentinel"], ["codebreaker"] * 4],
                 deck=["sidekick", "double_agent"])
    state, _ = GAME.apply(state, 0, "discard:mole")
    public = GAME.view(state, None)
    assert "hand" not in public and public["discard_counts"] == [1, 0] and public["hand_sizes"] == [4, 4]
    dumped = json.dumps(public)
    for secret in ("mole", "codebreaker", "sidekick", "double_agent"):
        assert secret not in dumped
    assert GAME.view(state, 0)["my_discards"] == ["mole"]
    assert "mole" not in json.dumps(GAME.view(state, 1))


# ---------------------------------------------------------------- presentation and AI
def test_texts_fit_discord_limits():
    """Presentation: rules ≤ 3,500 chars, board ≤ 3,500, private ≤ 1,800, labels ≤ 80, in both languages."""
    rng = random.Random(5)
    for seed in range(30):
        state = GAME.setup(2, seed)
        while True:
            for lang in ("en", "fr"):
                assert len(GAME.rules_summary(lang)) <= 3500
                assert len(GAME.board_text(GAME.view(state, None), lang, NAMES)) <= 3500
                for s in (0, 1):
                    assert len(GAME.private_text(GAME.view(state, s), lang, NAMES)) <= 1800
            acting = GAME.to_act(state)
            if not acting:
                break
            seat = acting[0]
            moves = GAME.legal_moves(state, seat)
            assert len(moves) <= 25
            for m in moves:
                for lang in ("en", "fr"):
                    assert len(GAME.move_label(state, seat, m, lang, NAMES)) <= 80
                    assert all(len(x) <= 80 for x in GAME.move_steps(state, seat, m, lang, NAMES))
            state, events = GAME.apply(state, seat, rng.choice(moves).id)
            for e in events:
                for lang in ("en", "fr"):
                    text = GAME.event_text(e, lang, NAMES)
                    assert text is None or len(text) <= 300


def test_ai_plays_legal_moves_and_beats_random():
    """AI seat: always a legal move; it wins clearly more often than random play."""
    wins = 0
    for seed in range(120):
        state = GAME.setup(2, seed)
        rng = random.Random(seed)
        ai = seed % 2
        while GAME.to_act(state):
            seat = GAME.to_act(state)[0]
            move = GAME.ai_move(state, seat, rng) if seat == ai else rng.choice(GAME.legal_moves(state, seat)).id
            assert move in ids(state, seat)
            state, _ = GAME.apply(state, seat, move)
        wins += GAME.result(state)["winners"] == [ai]
    assert wins >= 84  # at least 70%


def test_ai_recruit_does_not_peek_at_the_face_down_card():
    """AI seat: its recruit choice depends only on what it may know, not on the face-down card."""
    for down in ("mole", "sidekick", "daredevil", "double_agent"):
        choices = set()
        for hidden in (down, "saboteur"):
            state = make(hands=[["enforcer", hidden, "codebreaker", "sentinel"], FILLER[:4]], deck=FILLER)
            state, _ = GAME.apply(state, 0, f"play:enforcer:{hidden}")
            choices.add(GAME.ai_move(state, 1, random.Random(0)))
        assert len(choices) == 1


def test_ai_takes_a_winning_codebreaker():
    """AI seat: with two Codebreakers in play it recruits a third one offered face up."""
    state = make(hands=[["codebreaker", "saboteur", "enforcer", "mole"], FILLER[:4]], deck=FILLER,
                 recruited=[{}, {"codebreaker": 2}])
    state, _ = GAME.apply(state, 0, "play:codebreaker:saboteur")
    assert GAME.ai_move(state, 1, random.Random(1)) == "recruit:up"


def test_first_player_is_drawn_at_random():
    """Set-up: the first player is drawn at random (the printed 'last spy film' rule cannot be asked)."""
    firsts = {GAME.setup(2, seed)["turn"] for seed in range(20)}
    assert firsts == {0, 1}


def test_36_card_option_never_deals_sidekick_or_mole():
    """Option extra_agents=false: the 36-card deck without the Sidekick and the Mole."""
    for seed in range(20):
        state = GAME.setup(2, seed, {"extra_agents": "false"})
        cards = state["deck"] + state["hands"][0] + state["hands"][1]
        assert len(cards) == 36 and "sidekick" not in cards and "mole" not in cards


def test_a_recruit_can_never_be_undone():
    """Undo policy: recruiting reveals the face-down card to everyone, so it is never undoable."""
    from engine import registry

    game = registry.get("agentavenue")
    state = game.setup(2, seed=3)
    for _ in range(40):
        seat = game.to_act(state)[0]
        moves = game.legal_moves(state, seat)
        recruit = next((m for m in moves if m.kind == "recruit"), None)
        if recruit is not None:
            after, events = game.apply(state, seat, recruit.id)
            assert not game.undoable(state, seat, recruit, after, events)
            return
        state, _ = game.apply(state, seat, moves[0].id)
    raise AssertionError("no recruit reached")


def test_ai_move_ignores_what_the_seat_cannot_see():
    """AI (no cheating): its move is the same in every world ``determinize`` deals for the seat
    (the other hand, the deck, the other's discards, a face-down offer)."""
    for players in (2,):
        assert check_ai_move_reads_only_the_view(GAME, players, 40 + players, positions=60) > 0


def test_every_agent_power_is_shown_where_you_decide():
    from engine import LANGS

    assert sorted(c.key for c in GAME.cards()) == sorted(AGENTS)
    assert sum(c.copies for c in GAME.cards()) == len(build_deck(True)) == 38
    assert "+6" in GAME.card("double_agent").text("en") and "win" in GAME.card("codebreaker").text("en")
    for kind in AGENTS:
        other = "enforcer" if kind != "enforcer" else "saboteur"
        state = make(hands=[[kind, other, other, other], ["sentinel"] * 4], deck=FILLER, extra_agents=True)
        view = GAME.view(state, 0)
        assert kind in GAME.cards_in_view(view)
        move = next(m for m in GAME.legal_moves(state, 0) if m.kind == "play" and m.args["up"] == kind)
        for lang in LANGS:
            note = GAME.card_note(kind, lang)
            assert note in GAME.private_text(view, lang, NAMES)
            assert GAME.move_notes(state, 0, move, lang, NAMES)[0] == note
