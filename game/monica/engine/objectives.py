"""The three lines of an objective tile: wave bonus, misc bonus, penalty.

Each line is a dict with a ``kind`` and its parameters (see
``game.monica.engine.cards.Objective``). Every function returns ``(points, facts)``:
``facts`` is a small dict of what was counted, used by explanations.
Rulebook: EN p.11, "Scoring objectives"; contract, "Objective tiles".
"""
from __future__ import annotations

from typing import Any

from game.monica.engine.groups import Layout

Line = dict[str, Any]
WAVE = "wave"


def wave_line(line: Line, lay: Layout) -> tuple[int, dict[str, Any]]:
    kind = line["kind"]
    sizes = sorted((size for size, _ in lay.groups(WAVE)), reverse=True)
    if kind == "largest_group":
        # "Find your longest group of wave tags. You will gain 2 points per
        # wave in it ... If you have 2 chains of equal size, you only score
        # one of them."
        best = sizes[0] if sizes else 0
        return line["per"] * best, {"largest": best, "groups": sizes}
    if kind == "per_group":
        # "3 sand dollars for each separate wave group"
        return line["points"] * len(sizes), {"groups": sizes}
    if kind == "group_table":
        # "Each wave group with 1 wave scores 1 point ... with 4 waves scores
        # 10 points" (contract: 4+ waves score the last entry).
        table = line["table"]
        top = len(table)
        pts = 0
        for s in sizes:
            pts += table[(s if s < top else top) - 1]
        return pts, {"groups": sizes}
    raise ValueError(f"unknown wave objective {kind!r}")


def misc_line(line: Line, lay: Layout) -> tuple[int, dict[str, Any]]:
    kind = line["kind"]
    if kind == "largest_group":
        # "Find your longest chain of non-wave location tags, and gain 2 point
        # per tag. If you have 2 or more that are tied for longest chain, only
        # count one of them."
        best, tag = lay.largest_other_than(WAVE)
        return line["per"] * best, {"largest": best, "tag": tag}
    if kind == "groups_at_least":
        # "Any time you have three or more of a single non-wave location tag in
        # a chain, gain 3 points. If you have six or more ... it still only
        # counts as one chain."
        need = line["min"]
        found: list[tuple[int, str]] = []
        for tag, lst in lay.all_groups().items():
            if tag == WAVE:
                continue
            for size, _ in lst:
                if size >= need:
                    found.append((size, tag))
        found.sort(key=lambda g: (-g[0], g[1]))
        return line["points"] * len(found), {"groups": found, "min": need}
    if kind == "full_columns":
        # "Count your largest unbroken chain of pairs of ocean/street cards and
        # get 1 point for each pair" (the starting tile's column included).
        run, first = lay.full_column_run()
        return line["per"] * run, {"run": run, "first_col": first}
    raise ValueError(f"unknown misc objective {kind!r}")


def rank_unplaced(counts: list[int], i: int, most: int, second: int) -> int:
    """Objective A's penalty for player ``i`` given everyone's unplaced people.

    "That player will lose 4 ... If two or more players are tied for most
    unplaced people, all of those players lose 4 sand dollars and there is no
    2nd place" (EN p.11); "Wenn man keine unplatzierten Personen hat, verliert
    man auch keine" (Yucata rules). Several tied for second all lose 2.
    """
    mine = counts[i]
    if mine <= 0:
        return 0
    top = max(counts)
    if mine == top:
        return most
    if counts.count(top) > 1:
        return 0
    runner_up = max(c for c in counts if c < top)
    return second if mine == runner_up else 0


def penalty_line(line: Line, lay: Layout, i: int, unplaced: list[int],
                 unplaced_at: dict[tuple[int, int], int],
                 filled_rings: int) -> tuple[int, dict[str, Any]]:
    kind = line["kind"]
    mine = unplaced[i]
    if kind == "rank_unplaced":
        pts = rank_unplaced(unplaced, i, line["most"], line["second"])
        return pts, {"unplaced": mine, "all": list(unplaced)}
    if kind == "cards_with_unplaced":
        # "Any card that contains one or more people outside of a ring scores
        # -1 point. It doesn't matter how many people are on the card"; the
        # starting tile counts as one card (contract).
        start = lay.city.start_col
        n = 0
        start_seen = False
        for (_r, c), left in unplaced_at.items():
            if left <= 0:
                continue
            if c == start:
                if start_seen:
                    continue
                start_seen = True
            n += 1
        return line["points"] * n, {"cards": n, "unplaced": mine}
    if kind == "rings_and_unplaced":
        # "Gain 1 point per ring that you filled ... for every 2 people, lose
        # 1 point."
        per = line["per"]
        pts = line["ring"] * filled_rings + line["points"] * (mine // per if per > 0 else 0)
        return pts, {"rings": filled_rings, "unplaced": mine}
    raise ValueError(f"unknown penalty objective {kind!r}")
