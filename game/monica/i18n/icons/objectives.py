"""Objective lines as words: the rule of a line, what it gives a city now, and
the few words printed on the tile."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.i18n.core import has_key, t, tn
from game.monica.i18n.icons.basics import join, points, tag_count, unknown_what


def category_key(category: str, objective_id: str | None) -> str:
    """The catalog key that names a scorepad category. An objective's third
    line is named for what it does: a penalty on A and B, a ring bonus on C
    (it gains a point per filled ring before it loses any)."""
    if category == "penalty" and objective_id and has_key(f"objective.{objective_id}.third"):
        return f"objective.{objective_id}.third"
    return f"results.category.{category}"


def split_key(category: str, objective_id: str | None) -> str:
    """The catalog key of a category's few words on a player panel ("penalty {v}")."""
    if category == "penalty" and objective_id and has_key(f"objective.{objective_id}.third_short"):
        return f"objective.{objective_id}.third_short"
    return f"table.ui.panel.split.{category}"


def objective_line(part: str, line: Mapping[str, Any], lang: str | None = None) -> str:
    """The rule of one objective line (``part``: wave / misc / penalty)."""
    kind = str(line.get("kind", line.get("type", "")))
    key = f"phrase.objective.{part}.{kind}"
    if kind == "largest_group":
        return t(key, lang=lang, points=points(int(line.get("per", 2)), lang))
    if kind == "per_group":
        return t(key, lang=lang, points=points(int(line.get("points", 3)), lang))
    if kind == "group_table":
        table = [str(x) for x in line.get("table", [1, 3, 6, 10])]
        return t(key, lang=lang, table=" / ".join(table),
                 sizes=" / ".join(str(i + 1) for i in range(len(table))))
    if kind == "groups_at_least":
        return t(key, lang=lang, points=points(int(line.get("points", 3)), lang),
                 n=int(line.get("min", 3)))
    if kind == "full_columns":
        return t(key, lang=lang, points=points(int(line.get("per", 1)), lang))
    if kind == "rank_unplaced":
        return t(key, lang=lang, most=abs(int(line.get("most", 4))),
                 second=abs(int(line.get("second", 2))))
    if kind == "cards_with_unplaced":
        return t(key, lang=lang, n=abs(int(line.get("points", 1))))
    if kind == "rings_and_unplaced":
        return t(key, lang=lang, ring=int(line.get("ring", 1)),
                 n=abs(int(line.get("points", 1))), per=int(line.get("per", 2)))
    return t("phrase.score.unknown", lang=lang, what=unknown_what(line))


def _groups(sizes: Sequence[int], lang: str | None) -> str:
    if not sizes:
        return t("phrase.objective_status.no_groups", lang=lang)
    if len(sizes) == 1:
        return t("phrase.objective_status.one_group", lang=lang, n=sizes[0])
    return t("phrase.objective_status.groups_of", lang=lang,
             list=join([str(s) for s in sizes], "and", lang))


def objective_status(part: str, line: Mapping[str, Any], pts: int, facts: Mapping[str, Any],
                     lang: str | None = None) -> str:
    """What an objective line gives a city (``facts`` from ``game.monica.engine.objectives``)."""
    kind = str(line.get("kind", ""))
    key = "phrase.objective_status"
    p = points(pts, lang)
    if part == "wave" and kind == "largest_group":
        return t(f"{key}.largest", lang=lang, what=tag_count("wave", facts["largest"], lang),
                 points=p)
    if part == "wave" and kind == "per_group":
        return tn(f"{key}.groups", len(facts["groups"]), lang=lang, points=p)
    if part == "wave":
        return t(f"{key}.table", lang=lang, groups=_groups(facts["groups"], lang), points=p)
    if kind == "largest_group":
        n = facts["largest"]
        what = tag_count(facts["tag"], n, lang) if n and facts.get("tag") else \
            t(f"{key}.none", lang=lang)
        return t(f"{key}.largest", lang=lang, what=what, points=p)
    if kind == "groups_at_least":
        found = facts["groups"]
        if not found:
            return t(f"{key}.at_least_none", lang=lang, points=p)
        what = join([tag_count(tag, size, lang) for size, tag in found], "and", lang)
        return t(f"{key}.at_least", lang=lang, n=len(found), what=what, points=p)
    if kind == "full_columns":
        return tn(f"{key}.columns", facts["run"], lang=lang, points=p)
    mine = tn(f"{key}.unplaced_people", facts["unplaced"], lang=lang)
    if kind == "rank_unplaced":
        others = ", ".join(str(x) for x in sorted(facts["all"], reverse=True))
        return t(f"{key}.rank", lang=lang, people=mine, all=others, points=str(pts))
    if kind == "cards_with_unplaced":
        return tn(f"{key}.cards", facts["cards"], lang=lang, points=str(pts))
    return tn(f"{key}.rings", facts["rings"], lang=lang, people=mine, points=p)


def objective_short(part: str, line: Mapping[str, Any], lang: str | None = None) -> str:
    """The few words printed on an objective tile for one line."""
    kind = str(line.get("kind", ""))
    key = f"phrase.short.objective.{part}.{kind}"
    if kind in ("largest_group", "full_columns"):
        return t(key, lang=lang, n=int(line.get("per", 2 if kind == "largest_group" else 1)))
    if kind == "per_group":
        return t(key, lang=lang, n=int(line.get("points", 3)))
    if kind == "groups_at_least":
        return t(key, lang=lang, n=int(line.get("points", 3)), min=int(line.get("min", 3)))
    if kind == "group_table":
        table = [str(x) for x in line.get("table", [1, 3, 6, 10])]
        return t(key, lang=lang, table="/".join(table),
                 sizes="/".join(str(i + 1) for i in range(len(table))))
    if kind == "rank_unplaced":
        return t(key, lang=lang, most=-abs(int(line.get("most", 4))),
                 second=-abs(int(line.get("second", 2))))
    if kind == "cards_with_unplaced":
        return t(key, lang=lang, n=-abs(int(line.get("points", 1))))
    if kind == "rings_and_unplaced":
        return t(key, lang=lang, ring=int(line.get("ring", 1)),
                 n=-abs(int(line.get("points", 1))), per=int(line.get("per", 2)))
    return objective_line(part, line, lang)
