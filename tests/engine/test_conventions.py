"""The conventions the base class follows so that a game writes only its exceptions: the rules summary and
event lines from the game's text table, pictures found by name in ``engine.games.<id>.image``."""

from __future__ import annotations

import ast
import pathlib
import subprocess
import sys

import pytest

from engine import Event, Game, GameInfo, Move, registry
from engine.invariants import play_random_game
from engine.text import Texts

GAMES_DIR = pathlib.Path(__file__).resolve().parents[2] / "engine" / "games"
GAME_IDS = sorted(m.rsplit(".", 1)[1] for m in registry.GAME_MODULES)


def card_word(lang: str, card: str) -> str:
    return {"en": {"r": "red"}, "fr": {"r": "rouge"}}[lang][card]


class Stones(Game):
    """The smallest complete game, as in docs/adding-a-game.md: take 1 or 2 stones, who takes the last wins."""

    info = GameInfo("stones", {"en": "Stones", "fr": "Cailloux"}, min_players=2, max_players=2,
                    hidden_information=False)
    texts = Texts({
        "en": {"rules": "Take 1 or 2 stones; who takes the last wins.", "ev_take": "{name} takes {n}.",
               "ev_win": "{name} wins!", "ev_pass_to": "{name} gives {card} to {to}."},
        "fr": {"rules": "Prenez 1 ou 2 cailloux ; qui prend le dernier gagne.", "ev_take": "{name} prend {n}.",
               "ev_win": "{name} gagne !", "ev_pass_to": "{name} donne {card} à {to}."},
    })
    event_seats = ("to",)
    event_words = {"card": card_word}

    def _setup(self, state: dict) -> None:
        state.update(stones=7, turn=0, winner=None)

    def to_act(self, state: dict) -> list[int]:
        return [] if state["winner"] is not None else [state["turn"]]

    def _legal_moves(self, state: dict, seat: int) -> list[Move]:
        return [Move(f"take:{n}", "take", {"n": n}) for n in (1, 2) if n <= state["stones"]]

    def _play(self, state: dict, seat: int, move: Move) -> list[Event]:
        state["stones"] -= move.args["n"]
        events = [Event("take", {"seat": seat, "n": move.args["n"]})]
        if state["stones"] == 0:
            state["winner"] = seat
            events.append(Event("win", {"seat": seat}))
        state["turn"] = 1 - seat
        return events

    def _view(self, state: dict, seat: int | None) -> dict:
        return {k: state[k] for k in ("stones", "turn", "winner")}

    def result(self, state: dict) -> dict | None:
        if state["winner"] is None:
            return None
        return {"scores": [int(s == state["winner"]) for s in (0, 1)], "winners": [state["winner"]]}

    def hidden(self, state: dict) -> None:
        return None


STONES = Stones()


def test_smallest_game_plays_through_the_invariant_kit():
    for seed in range(5):
        play_random_game(STONES, 2, seed)


def test_rules_summary_is_the_rules_text():
    assert STONES.rules_summary("fr") == "Prenez 1 ou 2 cailloux ; qui prend le dernier gagne."


def test_rules_summary_without_a_text_table_is_the_name():
    class Bare(Stones):
        texts = None

    assert Bare().rules_summary("fr") == "Cailloux"


def test_event_line_is_the_ev_kind_text_with_the_seat_named():
    assert STONES.event_text(Event("take", {"seat": 1, "n": 2}), "en", ["Ann", "Bob"]) == "Bob takes 2."
    assert STONES.event_text(Event("win", {"seat": 0}), "fr", ["Ann", "Bob"]) == "Ann gagne !"


def test_event_line_names_the_event_seats_and_words_the_event_words():
    event = Event("pass_to", {"seat": 0, "to": 1, "card": "r"})
    assert STONES.event_text(event, "fr", ["Ann", "Bob"]) == "Ann donne rouge à Bob."
    assert event.args == {"seat": 0, "to": 1, "card": "r"}  # the event itself is left as it was


def test_event_line_names_a_list_of_seats_joined_by_commas():
    class Tied(Stones):
        texts = Texts({"en": {"ev_tie": "Tie: {winners}."}, "fr": {"ev_tie": "Égalité : {winners}."}})
        event_seats = ("winners",)

    assert Tied().event_text(Event("tie", {"winners": [0, 2]}), "fr", ["Ann", "Bob", "Cy"]) == "Égalité : Ann, Cy."


def test_event_key_picks_one_of_an_events_texts_and_event_args_adds_what_it_needs():
    class Counted(Stones):
        texts = Texts({"en": {"ev_take": "{name} takes {n}.", "ev_take_all": "{name} takes the last {n} ({left})."},
                       "fr": {"ev_take": "{name} prend {n}.", "ev_take_all": "{name} prend les {n} derniers."}})

        def event_key(self, event: Event) -> str:
            return "ev_take_all" if event.args.get("last") else super().event_key(event)

        def event_args(self, event: Event, lang: str, names: list[str]) -> dict:
            return {**super().event_args(event, lang, names), "left": 0}

    game, names = Counted(), ["Ann", "Bob"]
    assert game.event_text(Event("take", {"seat": 0, "n": 2}), "en", names) == "Ann takes 2."
    last = Event("take", {"seat": 1, "n": 2, "last": True})
    assert game.event_text(last, "en", names) == "Bob takes the last 2 (0)."
    assert game.event_text(last, "fr", names) == "Bob prend les 2 derniers."


def test_event_whose_key_has_no_text_stays_silent():
    class Quiet(Stones):
        def event_key(self, event: Event) -> str:
            return "ev_quiet_take" if event.kind == "take" else super().event_key(event)

    assert Quiet().event_text(Event("take", {"seat": 0, "n": 1}), "en", ["Ann", "Bob"]) is None
    assert Quiet().event_text(Event("win", {"seat": 0}), "en", ["Ann", "Bob"]) == "Ann wins!"


def test_cards_are_the_catalogue_built_once():
    from engine import CardInfo

    built = []

    def catalogue() -> list:
        built.append(1)
        return [CardInfo("r", Stones.texts.each("rules"), {"en": "Red.", "fr": "Rouge."})]

    class Listed(Stones):
        pass

    Listed.catalogue = staticmethod(catalogue)
    game = Listed()
    assert [c.key for c in game.cards()] == ["r"] and game.cards() is game.cards() and built == [1]
    assert game.card("r").names["fr"] == "Prenez 1 ou 2 cailloux ; qui prend le dernier gagne."
    assert STONES.cards() == []


def test_text_in_every_language_and_the_shared_player_lists():
    from engine.text import seat_list, seat_values

    assert STONES.texts.each("ev_take", name="Ann", n=1) == {"en": "Ann takes 1.", "fr": "Ann prend 1."}
    names = ["Ann", "Bob", "Cy"]
    assert seat_list(names, [2, 0]) == "Cy, Ann" and seat_list(names, [0, 1], " & ") == "Ann & Bob"
    assert seat_values(names, [3, 0, 7]) == "Ann 3, Bob 0, Cy 7"
    assert seat_values(names, [1, -2, 0], " – ", "{:+d}".format) == "Ann +1 – Bob -2 – Cy +0"


def test_event_without_a_text_stays_silent():
    assert STONES.event_text(Event("shuffle", {}), "en", ["Ann", "Bob"]) is None


def test_game_without_an_image_module_draws_no_picture():
    state = STONES.setup(2, 1)
    assert STONES.board_image(STONES.view(state, None), "en", ["Ann", "Bob"]) is None
    assert STONES.private_image(STONES.view(state, 0), "en", ["Ann", "Bob"]) is None


def test_pictures_are_the_image_modules_board_and_hand():
    from engine.games.loveletter import image

    game = registry.get("loveletter")
    state = game.setup(2, 3)
    names = ["Ann", "Bob"]
    assert game.board_image(game.view(state, None), "en", names) == image.board(game.view(state, None), "en", names)
    assert game.private_image(game.view(state, 1), "en", names) == image.hand(game.view(state, 1), "en", names)


def test_hand_picture_taking_text_gets_the_private_text():
    from engine.games.littleconspiracies import image

    game = registry.get("littleconspiracies")
    state = game.setup(3, 5)
    names = ["Ann", "Bob", "Cy"]
    view = game.view(state, 2)
    assert game.private_image(view, "fr", names) == image.hand(view, "fr", names, game.private_text(view, "fr", names))


def test_engine_imports_every_game_without_its_pictures():
    code = ("import sys; from engine import registry\n"
            "for m in registry.GAME_MODULES: registry.get(m.rsplit('.', 1)[1])\n"
            "print(sorted(m for m in sys.modules if m.endswith('.image') or m == 'PIL' or m.startswith('PIL.')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=GAMES_DIR.parents[1]).stdout.strip()
    assert out == "[]"


@pytest.mark.parametrize("gid", GAME_IDS)
def test_game_folder_follows_the_conventions(gid):
    """Every game names its text table, keeps its facts in data.py, and its pictures never import its
    presentation (no present.py <-> image.py circle)."""
    folder = GAMES_DIR / gid
    assert registry.get(gid).texts is not None
    assert not (folder / "cards.py").exists() and not (folder / "hand_image.py").exists()
    image = folder / "image.py"
    if image.exists():
        imported = {node.module for node in ast.walk(ast.parse(image.read_text()))
                    if isinstance(node, ast.ImportFrom) and node.level == 1}
        assert "present" not in imported
