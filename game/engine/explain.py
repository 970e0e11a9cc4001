"""Plain-English reasons for a card's points and for the objective lines.

Used by score previews, tooltips and bots' logs. The numbers come from the
same code as the score (``icons.evaluate``, ``objectives``), so an explanation
never disagrees with the total.
"""
from __future__ import annotations

from typing import Any

from .cards import BEACH, Objective
from .city import City, Pos
from .groups import Layout
from .icons import Icon, evaluate, icon_kind, tier_reached
from .objectives import WAVE, misc_line, penalty_line, wave_line
from .rings import settle

# Singular and plural words for each tag, as the rulebook names them.
TAG_WORDS: dict[str, tuple[str, str]] = {
    "local": ("local spot", "local spots"),
    "tourist": ("tourist spot", "tourist spots"),
    "business": ("business", "businesses"),
    "sports": ("sports venue", "sports venues"),
    "nature": ("nature", "nature"),
    "wave": ("wave", "waves"),
}


def tag_word(tag: str | None, n: int = 1) -> str:
    if tag is None:
        return "tag" if n == 1 else "tags"
    one, many = TAG_WORDS.get(tag, (tag, tag))
    return one if n == 1 else many


def points_word(n: int) -> str:
    return f"{n} point" if abs(n) == 1 else f"{n} points"


def space_name(city: City, pos: Pos) -> str:
    card = city.cards.get(pos)
    if card is not None:
        return card.name
    if pos[1] == city.start_col:
        # The tile's printed properties belong to its street half (contract).
        if pos[0] == BEACH:
            return f"the beach half of {city.tile.name}"
        return city.tile.name
    return "empty space"


def _names(city: City, spaces: list[Pos]) -> str:
    return ", ".join(space_name(city, q) for q in spaces)


def _list(words: list[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def _icon_text(icon: Icon, kind: str, lay: Layout, pos: Pos,
               pts: int, have: int, need: int) -> str:
    city = lay.city
    nbrs = lay.nbrs.get(pos, [])
    if kind == "adjacent":
        tag = icon["adjacent"]
        with_tag = [q for q in nbrs if lay.tags[q].get(tag, 0)]
        if "min" in icon:
            rule = (f"{points_word(icon['points'])} if next to at least {need} "
                    f"{tag_word(tag, need)} in total")
            if pts:
                return f"{rule}: yes, {have} ({_names(city, with_tag)})"
            return f"{rule}: needs {need} {tag_word(tag, need)} next to it, has {have}"
        rule = f"{points_word(icon['points'])} if next to at least one {tag_word(tag)}"
        if have >= need:
            return f"{rule}: yes ({_names(city, with_tag)})"
        return f"{rule}: no"
    if kind == "adjacent_tiers":
        tag = icon["adjacent_tiers"]
        tiers = sorted(icon["tiers"])
        rule = ", ".join(f"{p} for {m} {tag_word(tag, m)}" for m, p in tiers)
        rule = f"Points for {tag_word(tag, 2)} next to it ({rule})"
        _, met, nxt = tier_reached(icon["tiers"], have)
        if not pts and not met:
            return f"{rule}: needs {nxt} {tag_word(tag, nxt)} next to it, has {have}"
        text = f"{rule}: {have} next to it, {points_word(pts)}"
        if nxt:
            text += f" (needs {nxt} for more)"
        return text
    if kind == "adjacent_all":
        wanted = icon["adjacent_all"]
        rule = (f"{points_word(icon['points'])} if next to "
                f"{_list([tag_word(t) for t in wanted])}")
        missing = [tag_word(t) for t in wanted if not lay.adjacent_copies(pos, t)]
        if not missing:
            return f"{rule}: yes"
        return f"{rule}: has {have} of {need}, missing {_list(missing)}"
    if kind == "adjacent_ring":
        ringed = [q for q in nbrs if q in city.cards and city.cards[q].ring is not None]
        if icon["adjacent_ring"]:
            rule = f"{points_word(icon['points'])} if next to a card with an activity ring"
            return f"{rule}: yes ({_names(city, ringed)})" if have else f"{rule}: no"
        rule = f"{points_word(icon['points'])} if not next to any card with an activity ring"
        return f"{rule}: no ({_names(city, ringed)})" if have else f"{rule}: yes"
    if kind == "adjacent_gives":
        which = 0 if icon["adjacent_gives"] == "sand_dollar" else 1
        what = "sand dollars" if which == 0 else "people"
        givers = [q for q in nbrs if city.gives_at(q)[which]]
        rule = (f"{points_word(icon['points'])} if next to a card whose placement gives "
                f"{what}")
        return f"{rule}: yes ({_names(city, givers)})" if have else f"{rule}: no"
    if kind == "chain":
        tag = icon["chain"]
        if icon.get("per_tag"):
            rule = (f"{points_word(icon['points'])} per {tag_word(tag)} in its chain of at "
                    f"least {need} {tag_word(tag, need)}")
        else:
            rule = (f"{points_word(icon['points'])} if in a chain of at least {need} "
                    f"{tag_word(tag, need)}")
        if not city.cards.get(pos) or not city.cards[pos].tag_count.get(tag, 0):
            return f"{rule}: this card has no {tag_word(tag)} tag, so it is in no chain"
        if have >= need:
            return f"{rule}: yes, {have} in the chain, {points_word(pts)}"
        return f"{rule}: needs {need} {tag_word(tag, need)} in the chain, has {have}"
    if kind == "sand_dollars":
        return (f"{points_word(icon['points'])} per {need} unspent sand dollars: "
                f"{have} sand dollars, {points_word(pts)}")
    if kind == "city_tags":
        tag = icon["city_tags"]
        return (f"{points_word(icon['points'])} per {need} {tag_word(tag, need)} in the city: "
                f"{have} {tag_word(tag, have)}, {points_word(pts)}")
    return f"{points_word(pts)}"


def explain_space(city: City, pos: Pos) -> list[dict[str, Any]]:
    """Per scoring icon of the card at ``pos``: icon, points, have, need, text."""
    card = city.cards.get(pos)
    if card is None or not card.score:
        return []
    lay = Layout(city)
    out: list[dict[str, Any]] = []
    for icon in card.score:
        pts, have, need = evaluate(icon, lay, pos)
        kind = icon_kind(icon)
        out.append({"icon": icon, "kind": kind, "points": pts, "have": have, "need": need,
                    "text": _icon_text(icon, kind, lay, pos, pts, have, need)})
    return out


def _groups_text(sizes: list[int]) -> str:
    if not sizes:
        return "no wave groups"
    if len(sizes) == 1:
        return f"one group of {sizes[0]}"
    return f"groups of {_list([str(s) for s in sizes])}"


def _wave_text(line: dict[str, Any], pts: int, facts: dict[str, Any]) -> str:
    kind = line["kind"]
    if kind == "largest_group":
        n = facts["largest"]
        return (f"{points_word(line['per'])} per wave in your largest wave group: "
                f"{n} {tag_word(WAVE, n)}, {points_word(pts)}")
    if kind == "per_group":
        n = len(facts["groups"])
        return (f"{points_word(line['points'])} per separate wave group: "
                f"{n} group{'s' if n != 1 else ''}, {points_word(pts)}")
    table = line["table"]
    rule = "/".join(str(t) for t in table)
    sizes = ", ".join(str(n) for n in range(1, len(table))) + f", {len(table)}+"
    return (f"Each wave group scores {rule} for {sizes} waves: "
            f"{_groups_text(facts['groups'])}, {points_word(pts)}")


def _misc_text(line: dict[str, Any], pts: int, facts: dict[str, Any]) -> str:
    kind = line["kind"]
    if kind == "largest_group":
        n = facts["largest"]
        what = f"{n} {tag_word(facts['tag'], n)}" if n else "none"
        return (f"{points_word(line['per'])} per tag in your largest group of one non-wave "
                f"tag: {what}, {points_word(pts)}")
    if kind == "groups_at_least":
        found = facts["groups"]
        rule = (f"{points_word(line['points'])} per group of at least {facts['min']} of one "
                f"non-wave tag")
        if not found:
            return f"{rule}: none, {points_word(pts)}"
        what = _list([f"{s} {tag_word(t, s)}" for s, t in found])
        return f"{rule}: {len(found)} ({what}), {points_word(pts)}"
    n = facts["run"]
    return (f"{points_word(line['per'])} per column in your longest run of columns with "
            f"both beach and street filled: {n} column{'s' if n != 1 else ''}, "
            f"{points_word(pts)}")


def _penalty_text(line: dict[str, Any], pts: int, facts: dict[str, Any]) -> str:
    kind = line["kind"]
    mine = facts["unplaced"]
    people = f"{mine} unplaced {'person' if mine == 1 else 'people'}"
    if kind == "rank_unplaced":
        rule = (f"Most unplaced people lose {-line['most']}, second most lose "
                f"{-line['second']}")
        others = sorted(facts["all"], reverse=True)
        return f"{rule}: {people} (all players: {', '.join(map(str, others))}), {pts}"
    if kind == "cards_with_unplaced":
        n = facts["cards"]
        return (f"{line['points']} per card holding unplaced people: {n} "
                f"card{'s' if n != 1 else ''}, {pts}")
    n = facts["rings"]
    return (f"{line['ring']:+d} per filled ring, {line['points']:+d} per {line['per']} "
            f"unplaced people: {n} filled ring{'s' if n != 1 else ''}, {people}, "
            f"{points_word(pts)}")


def explain_objective(cities: list[City], i: int, objective: Objective) -> list[dict[str, Any]]:
    """The three objective lines for player ``i``: line, kind, points, facts, text."""
    settled = [settle(c) for c in cities]
    unplaced = [sum(u.values()) for _, u in settled]
    lay = Layout(cities[i])
    status, unplaced_at = settled[i]
    filled = sum(1 for _, f in status.values() if f)
    wave, wave_facts = wave_line(objective.wave, lay)
    misc, misc_facts = misc_line(objective.misc, lay)
    pen, pen_facts = penalty_line(objective.penalty, lay, i, unplaced, unplaced_at, filled)
    return [
        {"line": "wave", "kind": objective.wave["kind"], "points": wave, "facts": wave_facts,
         "text": _wave_text(objective.wave, wave, wave_facts)},
        {"line": "misc", "kind": objective.misc["kind"], "points": misc, "facts": misc_facts,
         "text": _misc_text(objective.misc, misc, misc_facts)},
        {"line": "penalty", "kind": objective.penalty["kind"], "points": pen,
         "facts": pen_facts, "text": _penalty_text(objective.penalty, pen, pen_facts)},
    ]
