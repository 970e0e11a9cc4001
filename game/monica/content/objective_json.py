"""Objective tiles from ``objectives.json``.

The file is ``{"objectives": [...]}``; each objective has ``id``, ``name``,
``color``, ``recommended`` and three scoring lines ``wave``, ``misc`` and
``penalty``, each ``{"kind": ..., parameters}`` with the kinds documented on
``game.monica.engine.cards.Objective``, plus ``text`` (one rule sentence per line).
"""
from __future__ import annotations

from typing import Any

from game.monica.engine.cards import Objective

from game.monica.content.card_json import component_label
from game.monica.content.fields import Fields, show

# Line -> kind -> {parameter: minimum or None}. ``table`` is a list of numbers.
LINE_KINDS: dict[str, dict[str, dict[str, int | None]]] = {
    "wave": {
        "largest_group": {"per": None},
        "per_group": {"points": None},
        "group_table": {"table": None},
    },
    "misc": {
        "largest_group": {"per": None},
        "groups_at_least": {"min": 1, "points": None},
        "full_columns": {"per": None},
    },
    "penalty": {
        "rank_unplaced": {"most": None, "second": None},
        "cards_with_unplaced": {"points": None},
        "rings_and_unplaced": {"ring": None, "per": 1, "points": None},
    },
}
LINES: tuple[str, ...] = tuple(LINE_KINDS)


def read_line(f: Fields, line: str) -> dict[str, Any]:
    kinds = LINE_KINDS[line]
    kind = f.word("kind", tuple(kinds))
    params = kinds[kind]
    f.keys(("kind", *params))
    out: dict[str, Any] = {"kind": kind}
    for key, minimum in params.items():
        if key == "table":
            values = f.items("table", 1)
            out[key] = [f.check_whole(f"table[{i}]", v) for i, v in enumerate(values)]
        else:
            out[key] = f.whole(key, minimum)
    return out


def objective_from_json(obj: Any, where: str, *, index: int | None = None) -> Objective:
    """Check one objective object and build its ``Objective``.

    ``recommended`` is checked but not kept: ``Objective`` has no field for it.
    """
    f = Fields(obj, component_label(where, "objective", obj, index))
    f.keys(("id", "name", "color", "recommended", *LINES, "text"))
    ident = f.text("id")
    name = f.text("name")
    color = f.text("color")
    f.flag("recommended")
    lines = {line: read_line(f.sub(line), line) for line in LINES}
    t = f.sub("text")
    t.keys(LINES)
    text = {line: t.text(line) for line in LINES}
    return Objective(ident, name, color, lines["wave"], lines["misc"], lines["penalty"], text)


def objectives_from_json(data: Any, where: str) -> dict[str, Objective]:
    top = Fields(data, where)
    top.keys(("objectives",))
    out: dict[str, Objective] = {}
    for i, raw in enumerate(top.items("objectives", 1)):
        objective = objective_from_json(raw, where, index=i)
        if objective.id in out:
            Fields(raw, component_label(where, "objective", raw, i)).fail(
                "id", f"{show(objective.id)} is used by another objective")
        out[objective.id] = objective
    return out
