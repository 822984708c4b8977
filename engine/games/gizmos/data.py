"""Gizmos components: the 112 gizmo cards, the 52 energy marbles, limits and display sizes.

Card data (level, colour, cost, VP, effect) follows the factsheet, where two independent public
implementations (a BGA studio project and a web clone) agree on all 112 cards; ids are the BGA ids
(1xx level I, 2xx level II, 3xx level III, 90x the starting gizmos).

Effect codes (parsed below into ``CARDS``):
- ``conv:X`` one X energy counts as one of any colour; ``conv2:X`` up to two X, each counts as one of any
  colour; ``conv:any`` one energy of any colour counts as one of any colour.
- ``dbl:X`` (or ``dbl:X,Y``) one X energy counts as two X (and one Y as two Y).
- ``<trigger>><effect>``: trigger ``file``, ``pick:COLOURS``, ``build:COLOURS``, ``build:archive``,
  ``build:level2``; effect ``draw1`` (one random energy from the dispenser), ``draw3`` (up to three),
  ``pick1`` / ``pick2`` (one / up to two energies from the row: a Pick action), ``vp1`` / ``vp2``
  (VP tokens), ``file`` / ``research`` (a File / Research action), ``build1`` (build a level-I gizmo free).
- ``up:...`` upgrades: ``sN`` storage +N, ``aN`` archive +N, ``rN`` research +N, ``l2disc`` level-II
  gizmos cost 1 less, ``archdisc`` gizmos built from the archive cost 1 less, ``resdisc`` gizmos built
  from a Research cost 1 less, ``nofile`` / ``noresearch`` that action is barred for good,
  ``endenergy`` +1 VP per stored energy at the end, ``endtokens`` + VP equal to the VP-token total.
"""

from __future__ import annotations

from typing import Any

COLOURS = ("red", "blue", "black", "yellow")
LETTER = {"red": "r", "blue": "b", "black": "k", "yellow": "y"}
FROM_LETTER = {v: k for k, v in LETTER.items()}
ENERGY_PER_COLOUR = 13  # 52 marbles in the dispenser
ROW_SIZE = 6  # the energy row
DISPLAY = {1: 4, 2: 3, 3: 2}  # face-up cards per level
LEVEL3_USED = 16  # the other 20 level-III cards stay in the box, unseen
START_STORAGE, START_ARCHIVE, START_RESEARCH = 5, 1, 3
END_LEVEL3, END_GIZMOS = 4, 16  # the end is triggered by a 4th level-III or a 16th gizmo (starting one included)
# ASSUMPTION: VP tokens are an unlimited supply (the box's 20 tokens' denominations are not established).
# ASSUMPTION: the four multicolour level-III cards (333-336) print no VP of their own; they score only their
# end-of-game bonus (the factsheet lists their VP as "variable").
# ASSUMPTION: the starting gizmos (901-904) have no colour ("none"); they are never built by an action.

ROWS = (
    (101, 1, "black", 1, 1, "conv:yellow"),
    (102, 1, "blue", 1, 1, "conv:red"),
    (103, 1, "red", 1, 1, "conv:black"),
    (104, 1, "yellow", 1, 1, "conv:blue"),
    (105, 1, "black", 1, 1, "conv:red"),
    (106, 1, "blue", 1, 1, "conv:yellow"),
    (107, 1, "red", 1, 1, "conv:blue"),
    (108, 1, "yellow", 1, 1, "conv:black"),
    (109, 1, "black", 1, 1, "pick:blue>draw1"),
    (110, 1, "blue", 1, 1, "pick:red>draw1"),
    (111, 1, "red", 1, 1, "pick:yellow>draw1"),
    (112, 1, "yellow", 1, 1, "pick:black>draw1"),
    (113, 1, "black", 1, 1, "pick:yellow>draw1"),
    (114, 1, "blue", 1, 1, "pick:black>draw1"),
    (115, 1, "red", 1, 1, "pick:blue>draw1"),
    (116, 1, "yellow", 1, 1, "pick:red>draw1"),
    (117, 1, "black", 1, 1, "file>pick1"),
    (118, 1, "blue", 1, 1, "file>pick1"),
    (119, 1, "red", 1, 1, "file>pick1"),
    (120, 1, "yellow", 1, 1, "file>pick1"),
    (121, 1, "black", 1, 1, "up:s1,r1"),
    (122, 1, "blue", 1, 1, "up:s1,r1"),
    (123, 1, "red", 1, 1, "up:s1,r1"),
    (124, 1, "yellow", 1, 1, "up:s1,r1"),
    (125, 1, "black", 1, 1, "up:s1,a1"),
    (126, 1, "blue", 1, 1, "up:s1,a1"),
    (127, 1, "red", 1, 1, "up:s1,a1"),
    (128, 1, "yellow", 1, 1, "up:s1,a1"),
    (129, 1, "black", 1, 1, "build:blue>pick1"),
    (130, 1, "blue", 1, 1, "build:yellow>pick1"),
    (131, 1, "red", 1, 1, "build:black>pick1"),
    (132, 1, "yellow", 1, 1, "build:red>pick1"),
    (133, 1, "black", 1, 1, "build:red>vp1"),
    (134, 1, "blue", 1, 1, "build:black>vp1"),
    (135, 1, "red", 1, 1, "build:yellow>vp1"),
    (136, 1, "yellow", 1, 1, "build:blue>vp1"),
    (201, 2, "black", 3, 3, "up:s2,a1,r2"),
    (202, 2, "blue", 3, 3, "up:s2,a1,r2"),
    (203, 2, "red", 3, 3, "up:s2,a1,r2"),
    (204, 2, "yellow", 3, 3, "up:s2,a1,r2"),
    (205, 2, "black", 3, 3, "build:archive>pick2"),
    (206, 2, "blue", 3, 3, "build:archive>pick2"),
    (207, 2, "red", 3, 3, "build:archive>pick2"),
    (208, 2, "yellow", 3, 3, "build:archive>pick2"),
    (209, 2, "black", 2, 2, "pick:yellow,red>draw1"),
    (210, 2, "blue", 2, 2, "pick:yellow,black>draw1"),
    (211, 2, "red", 2, 2, "pick:blue,black>draw1"),
    (212, 2, "yellow", 2, 2, "pick:red,blue>draw1"),
    (213, 2, "black", 2, 2, "conv2:blue"),
    (214, 2, "blue", 2, 2, "conv2:black"),
    (215, 2, "red", 2, 2, "conv2:yellow"),
    (216, 2, "yellow", 2, 2, "conv2:red"),
    (217, 2, "black", 3, 3, "dbl:yellow"),
    (218, 2, "blue", 3, 3, "dbl:red"),
    (219, 2, "red", 3, 3, "dbl:blue"),
    (220, 2, "yellow", 3, 3, "dbl:black"),
    (221, 2, "black", 3, 3, "dbl:red"),
    (222, 2, "blue", 3, 3, "dbl:yellow"),
    (223, 2, "red", 3, 3, "dbl:black"),
    (224, 2, "yellow", 3, 3, "dbl:blue"),
    (225, 2, "black", 2, 2, "build:red,blue>pick1"),
    (226, 2, "blue", 2, 2, "build:yellow,black>pick1"),
    (227, 2, "red", 2, 2, "build:blue,yellow>pick1"),
    (228, 2, "yellow", 2, 2, "build:black,red>pick1"),
    (229, 2, "black", 2, 2, "build:yellow,red>pick1"),
    (230, 2, "blue", 2, 2, "build:yellow,red>pick1"),
    (231, 2, "red", 2, 2, "build:blue,black>pick1"),
    (232, 2, "yellow", 2, 2, "build:blue,black>pick1"),
    (233, 2, "black", 3, 3, "build:blue,yellow>vp1"),
    (234, 2, "blue", 3, 3, "build:black,red>vp1"),
    (235, 2, "red", 3, 3, "build:yellow,black>vp1"),
    (236, 2, "yellow", 3, 3, "build:red,blue>vp1"),
    (301, 3, "black", 4, 4, "up:s4"),
    (302, 3, "blue", 4, 4, "up:s4"),
    (303, 3, "red", 4, 4, "conv:any"),
    (304, 3, "yellow", 4, 4, "conv:any"),
    (305, 3, "black", 5, 5, "dbl:blue,yellow"),
    (306, 3, "blue", 5, 5, "dbl:black,red"),
    (307, 3, "red", 5, 5, "build:archive>vp2"),
    (308, 3, "yellow", 5, 5, "build:archive>vp2"),
    (309, 3, "black", 4, 4, "file>vp1"),
    (310, 3, "red", 4, 4, "file>vp1"),
    (311, 3, "blue", 4, 4, "file>draw3"),
    (312, 3, "yellow", 4, 4, "file>draw3"),
    (313, 3, "black", 6, 6, "build:level2>pick2"),
    (314, 3, "red", 6, 6, "build:level2>pick2"),
    (315, 3, "blue", 5, 5, "up:l2disc"),
    (316, 3, "yellow", 5, 5, "up:l2disc"),
    (317, 3, "black", 5, 5, "build:red,blue>vp2"),
    (318, 3, "red", 5, 5, "build:yellow,black>vp2"),
    (319, 3, "blue", 6, 6, "build:yellow,red>build1"),
    (320, 3, "yellow", 6, 6, "build:blue,black>build1"),
    (321, 3, "black", 4, 8, "up:noresearch"),
    (322, 3, "yellow", 4, 8, "up:noresearch"),
    (323, 3, "blue", 4, 7, "up:nofile"),
    (324, 3, "red", 4, 7, "up:nofile"),
    (325, 3, "black", 5, 5, "build:blue,yellow>file"),
    (326, 3, "yellow", 5, 5, "build:black,red>file"),
    (327, 3, "blue", 5, 5, "up:archdisc"),
    (328, 3, "red", 5, 5, "up:archdisc"),
    (329, 3, "black", 6, 6, "up:resdisc"),
    (330, 3, "yellow", 6, 6, "up:resdisc"),
    (331, 3, "blue", 7, 7, "build:yellow,red>research"),
    (332, 3, "red", 7, 7, "build:blue,black>research"),
    (333, 3, "multi", 7, 0, "up:endenergy"),
    (334, 3, "multi", 7, 0, "up:endenergy"),
    (335, 3, "multi", 7, 0, "up:endtokens"),
    (336, 3, "multi", 7, 0, "up:endtokens"),
    (901, 0, "none", 0, 0, "file>draw1"),
    (902, 0, "none", 0, 0, "file>draw1"),
    (903, 0, "none", 0, 0, "file>draw1"),
    (904, 0, "none", 0, 0, "file>draw1"),
)


def _parse(code: str) -> dict:
    head, _, rest = code.partition(":")
    if head in ("conv", "conv2"):
        return {"kind": "converter", "conv": {"from": rest, "uses": 2 if head == "conv2" else 1}}
    if head == "dbl":
        return {"kind": "converter", "dbl": rest.split(",")}
    if head == "up":
        up: dict[str, Any] = {"storage": 0, "archive": 0, "research": 0, "flags": []}
        for part in rest.split(","):
            if part[0] in "sar" and part[1:].isdigit():
                up[{"s": "storage", "a": "archive", "r": "research"}[part[0]]] += int(part[1:])
            else:
                up["flags"].append(part)
        return {"kind": "upgrade", "up": up}
    trigger, _, effect = code.partition(">")
    action, _, cond = trigger.partition(":")
    info: dict[str, Any] = {"kind": action, "effect": effect}  # kind: file / pick / build trigger
    if cond in ("archive", "level2"):
        info["cond"] = cond
    elif cond:
        info["colours"] = cond.split(",")
    return info


CARDS: dict[int, dict] = {}
for _id, _lvl, _col, _cost, _vp, _code in ROWS:
    CARDS[_id] = {"id": _id, "level": _lvl, "colour": _col, "cost": _cost, "vp": _vp, "code": _code, **_parse(_code)}

STARTING = tuple(c for c in CARDS if CARDS[c]["level"] == 0)
LEVEL_CARDS = {lvl: tuple(c for c in CARDS if CARDS[c]["level"] == lvl) for lvl in (1, 2, 3)}
