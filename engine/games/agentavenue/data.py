"""Agent Avenue (Nerdlab, 2024): the agent deck, the movement icons and the avenue.

Component facts, cross-checked between public sources (facts only, no code or text taken):
- The avenue is a loop of 14 squares; the two meeples start on their home squares, opposite each
  other (7 squares apart both ways). Seen in three fan implementations and in a German review
  ("14 im Kreis führende Felder ... zu Beginn gegenüber").
- 38 agent cards: six kinds ×6, plus one Sidekick and one Mole (two German reviews: "38 Agentenkarten",
  "lediglich der Gehilfe und der Maulwurf nur einmal"). Hands of 4 (every source).
- Movement icons per copy count (1st / 2nd / 3rd-or-more):
  Double Agent -1 / +6 / -1 (two reviews and two implementations agree; the FCamaggi/agentAvenue
  table, "2 / 0 / -2", is marked unverified in GAMES.md and contradicts them: not followed);
  Enforcer +1 / +2 / +3 (a review and every implementation agree).
  ASSUMPTION (two independent implementations agree, no review to confirm them; FCamaggi differs):
  Codebreaker 0 / 0 / win icon, Daredevil +2 / +3 / lose icon, Saboteur -1 / -1 / -2,
  Sentinel 0 / +2 / +6, Sidekick +4, Mole -3 (single copies, so only their first icon is ever used).
"""

TRACK = 14  # squares on the avenue
START = (0, 7)  # home squares of seat 0 and seat 1 (opposite each other)
HAND_SIZE = 4
DISCARD_ALLOWANCE = 4  # discard-and-draw, per player, for the whole game
SET_SIZE = 3  # three Codebreakers win, three Daredevils lose

# kind -> (icons for the 1st, 2nd, 3rd+ copy in play, copies in the deck); None = an icon without a number
AGENTS = {
    "double_agent": ((-1, 6, -1), 6),
    "enforcer": ((1, 2, 3), 6),
    "codebreaker": ((0, 0, None), 6),  # 3rd icon: win
    "saboteur": ((-1, -1, -2), 6),
    "daredevil": ((2, 3, None), 6),  # 3rd icon: lose
    "sentinel": ((0, 2, 6), 6),
    "sidekick": ((4, 4, 4), 1),
    "mole": ((-3, -3, -3), 1),
}
ORDER = list(AGENTS)
RANK = {kind: i for i, kind in enumerate(ORDER)}
EXTRA = ("sidekick", "mole")  # the two single cards (option "extra_agents")
WIN_KIND = "codebreaker"
LOSE_KIND = "daredevil"


def build_deck(extra_agents: bool) -> list[str]:
    return [kind for kind, (_, copies) in AGENTS.items()
            if extra_agents or kind not in EXTRA for _ in range(copies)]


def icon(kind: str, count: int) -> int | None:
    """The icon read when ``count`` copies of ``kind`` are in play (4th, 5th... count as the 3rd)."""
    return AGENTS[kind][0][min(count, 3) - 1]


def steps(kind: str, count: int) -> int:
    """Squares moved (negative: backward); an icon without a number moves nothing."""
    return icon(kind, count) or 0
