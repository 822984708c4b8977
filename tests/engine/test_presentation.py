"""What players read, for every registered game, along short random games in both languages:
boards that fit a phone's embed, private texts within a DM, labels within Discord's 80 characters and
distinct among one seat's choices, every event told in both languages."""

import random
import re

import pytest

from engine import LANGS, registry

MONOSPACE = 40  # characters a phone's embed shows in a code block
STEPS = 80


def monospace_lines(text: str) -> list[str]:
    out, inside = [], False
    for line in text.splitlines():
        if line.strip().startswith("```"):
            inside = not inside
            continue
        if inside:
            out.append(line)
    return out + re.findall(r"`([^`\n]+)`", text)


def walk(game, players: int, seed: int):
    rng = random.Random(seed)
    state = game.setup(players, seed)
    for _ in range(STEPS):
        yield state
        acting = game.to_act(state)
        if not acting:
            return
        seat = rng.choice(acting)
        state, _ = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)).id)


@pytest.mark.parametrize("game_id", sorted(registry.games()))
def test_texts_fit_discord_in_both_languages(game_id):
    game = registry.get(game_id)
    for players in sorted({game.min_players, game.max_players}):
        names = [f"Player{i + 1}" for i in range(players)]
        for state in walk(game, players, 3):
            for lang in LANGS:
                board = game.board_text(game.view(state, None), lang, names)
                assert len(board) <= 3500, (lang, len(board))
                wide = [x for x in monospace_lines(board) if len(x) > MONOSPACE]
                assert not wide, f"{lang}: monospace line over {MONOSPACE}: {wide[0]!r}"
                for seat in range(players):
                    private = game.private_text(game.view(state, seat), lang, names)
                    assert private is None or len(private) <= 1800
                for seat in game.to_act(state):
                    labels = [game.move_label(state, seat, m, lang, names) for m in game.legal_moves(state, seat)]
                    assert all(0 < len(x) <= 80 for x in labels), max(labels, key=len)
                    assert len(set(labels)) == len(labels), sorted(x for x in labels if labels.count(x) > 1)[:3]


@pytest.mark.parametrize("game_id", sorted(registry.games()))
def test_rules_summaries_are_written_for_players(game_id):
    game = registry.get(game_id)
    for lang in LANGS:
        text = game.rules_summary(lang)
        assert 200 <= len(text) <= 4000
        assert "our assumption" not in text.lower() and "notre hypothèse" not in text.lower()
