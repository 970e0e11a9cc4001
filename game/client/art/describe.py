"""Plain English for every icon printed on the components.

Used by tooltips and help screens. Pure functions on the contract's dicts
(``shared/contracts/cards-and-cities.md``); this module never imports pygame.
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping

TAG_NOUNS: dict[str, tuple[str, str]] = {
    "local": ("local spot", "local spots"),
    "tourist": ("tourist spot", "tourist spots"),
    "business": ("business", "businesses"),
    "sports": ("sports spot", "sports spots"),
    "nature": ("nature spot", "nature spots"),
    "wave": ("wave", "waves"),
}

PEOPLE_NOUNS: dict[str, tuple[str, str]] = {
    "local": ("local", "locals"),
    "tourist": ("tourist", "tourists"),
    "vip": ("VIP", "VIPs"),
    "any": ("person", "people"),
}

TAKE_TEXT: dict[str, str] = {
    "front": "Take 1 card from the front row",
    "front2": "Take 2 cards from the front row",
    "front_and_behind": "Take a front-row card and the back-row card behind it",
    "back": "Take 1 card from the back row",
    "any": "Take 1 card from anywhere in the display",
}


def plural(n: int, one: str, many: str) -> str:
    """``"1 point"`` / ``"3 points"``."""
    return f"{n} {one if abs(n) == 1 else many}"


def points(n: int) -> str:
    return plural(n, "point", "points")


def tag_noun(tag: str, n: int = 1) -> str:
    """``local`` -> ``local spot``; plural when ``n`` is not 1."""
    one, many = TAG_NOUNS.get(tag, (f"{tag} spot", f"{tag} spots"))
    return one if n == 1 else many


def tag_tags(tag: str, n: int) -> str:
    """``2 nature tags`` / ``1 wave tag``."""
    return f"{n} {tag} tag{'' if n == 1 else 's'}"


def people_noun(kind: str, n: int) -> str:
    one, many = PEOPLE_NOUNS.get(kind, (kind, kind + "s"))
    return one if n == 1 else many


def _article(noun: str) -> str:
    return ("an " if noun[:1].lower() in "aeiou" else "a ") + noun


def join_and(items: Iterable[str], word: str = "and") -> str:
    """``a, b and c``."""
    items = list(items)
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + f" {word} " + items[-1]


def _gain_points(p: int, condition: str) -> str:
    if p < 0:
        return f"Lose {points(-p)} {condition}"
    return f"{points(p)} {condition}"


def describe_icon(icon: Mapping[str, Any]) -> str:
    """One sentence for a scoring icon (an entry of a card's ``score`` list)."""
    p = int(icon.get("points", 0))
    if "adjacent" in icon:
        tag = str(icon["adjacent"])
        if "min" in icon and int(icon["min"]) > 1:
            m = int(icon["min"])
            return _gain_points(p, f"if the spaces next to it hold at least {tag_tags(tag, m)} "
                                   "in total")
        return _gain_points(p, f"if next to at least one {tag_noun(tag)}")
    if "adjacent_tiers" in icon:
        tag = str(icon["adjacent_tiers"])
        tiers = sorted((int(a), int(b)) for a, b in icon.get("tiers", []))
        if not tiers:
            return f"Points for {tag} tags next to it"
        parts = [f"{points(b)} if next to at least {tag_tags(tag, a)}" for a, b in tiers[:1]]
        parts += [f"{points(b)} if at least {a}" for a, b in tiers[1:]]
        return ", or ".join(parts) + " (only the best counts)"
    if "adjacent_all" in icon:
        tags = [_article(tag_noun(t)) for t in icon["adjacent_all"]]
        return _gain_points(p, "only if next to " + join_and(tags))
    if "adjacent_ring" in icon:
        if icon["adjacent_ring"]:
            return _gain_points(p, "if next to a card with an activity ring (filled or not)")
        return _gain_points(p, "if not next to any card with an activity ring")
    if "adjacent_gives" in icon:
        what = icon["adjacent_gives"]
        if what == "sand_dollar":
            cond = "if next to a card whose placement actions give sand dollars"
        else:
            cond = "if next to a card whose placement actions put people on it"
        return _gain_points(p, cond)
    if "chain" in icon:
        tag = str(icon["chain"])
        m = int(icon.get("min", 1))
        if icon.get("per_tag"):
            return (f"{points(p)} per {tag} tag in its {tag} chain, "
                    f"if the chain has at least {m}")
        return _gain_points(p, f"if it is part of a chain of at least {tag_tags(tag, m)}")
    if "sand_dollars" in icon:
        n = int(icon["sand_dollars"])
        if n == 1:
            return f"{points(p)} per unspent sand dollar"
        return f"{points(p)} per {n} unspent sand dollars"
    if "city_tags" in icon:
        tag = str(icon["city_tags"])
        n = int(icon.get("per", 1))
        if n == 1:
            return f"{points(p)} per {tag} tag anywhere in the city"
        return f"{points(p)} per {n} {tag} tags anywhere in the city"
    return "Scores " + ", ".join(f"{k}={v}" for k, v in icon.items())


def describe_place(action: Mapping[str, Any]) -> str:
    """One sentence for a placement action (or a starting tile's setup entry)."""
    if "gain" in action:
        what = str(action["gain"])
        n = int(action.get("n", 1))
        if what == "sand_dollar":
            return "Take " + plural(n, "sand dollar", "sand dollars")
        return f"Put {n} {people_noun(what, n)} on this card"
    if "move" in action:
        kind = str(action["move"])
        c = int(action.get("count", 1))
        s = int(action.get("steps", 1))
        noun = people_noun(kind, c)
        if kind == "any":
            noun = "person" if c == 1 else "people"
            noun += " of any kind"
        steps = "1 space" if s == 1 else f"up to {s} spaces"
        return f"Move up to {c} {noun} {steps}{' each' if c > 1 else ''}"
    if "summon" in action:
        n = int(action["summon"])
        return (f"Move up to {plural(n, 'person', 'people')} of any kind from anywhere "
                "in the city straight onto this card")
    if action.get("footprint"):
        return "Put a footprint on the street half"
    return "Do " + ", ".join(f"{k}={v}" for k, v in action.items())


def describe_setup(action: Mapping[str, Any]) -> str:
    """A starting tile's setup entry (``gain`` VIP / sand dollar, footprint)."""
    if "gain" in action:
        what = str(action["gain"])
        n = int(action.get("n", 1))
        if what == "sand_dollar":
            return "Start with " + plural(n, "sand dollar", "sand dollars")
        return f"Start with {n} {people_noun(what, n)} on the street half"
    return describe_place(action)


def _ring_json(ring: Any) -> Mapping[str, Any]:
    return ring.to_json() if hasattr(ring, "to_json") else ring


def describe_ring(ring: Any) -> str:
    """A ring (a ``Ring`` or its contract dict)."""
    r = _ring_json(ring)
    p = int(r.get("points", 0))
    if r.get("any_number"):
        return f"Ring: {points(p)} if at least one person is in it (any number fit)"
    slots = []
    for kind in ("local", "tourist", "vip", "any"):
        n = int(r.get(kind, 0))
        if n:
            noun = people_noun(kind, n) if kind != "any" else (
                "person of any kind" if n == 1 else "people of any kind")
            slots.append(f"{n} {noun}")
    return f"Ring: {points(p)} if filled with exactly {join_and(slots)}"


def _vip_json(vip: Any) -> Mapping[str, Any]:
    return vip.to_json() if hasattr(vip, "to_json") else vip


def describe_vip(vip: Any) -> str:
    """A starting tile's VIP / footprint rule (a ``VipRule`` or its dict)."""
    v = _vip_json(vip)
    if v.get("cards") == "beach":
        return ("VIPs leave a footprint on every beach space they step onto or through; "
                "each footprint scores 1")
    tags = [tag_noun(t, 2) for t in v.get("tags", [])]
    rows = list(v.get("rows", []))
    where = ""
    if rows and set(rows) != {"beach", "street"}:
        where = f" in the {join_and(rows, 'or')} row"
    return (f"VIPs leave a footprint on {join_and(tags, 'or')}{where} they step onto or "
            "through; each footprint scores 1 per matching tag on its space")


def describe_sand_dollar_action(action: Any) -> str:
    """A ``SandDollarAction`` as one short paragraph."""
    take = TAKE_TEXT.get(getattr(action, "take", ""), "Take a card")
    tags_any = tuple(getattr(action, "tags_any", ()) or ())
    if tags_any:
        take += " with " + join_and([_article(tag_noun(t)) for t in tags_any], "or")
    parts = [f"Pay {plural(int(action.cost), 'sand dollar', 'sand dollars')}", take]
    if getattr(action, "swap", False):
        parts.append("you may swap 2 cards in your city")
    count = int(getattr(action, "move_count", 0))
    if count:
        parts.append(describe_place({"move": action.move_kind, "count": count,
                                     "steps": action.move_steps}).replace("Move", "you may move",
                                                                          1))
    ret = int(getattr(action, "return_count", 0))
    if ret:
        parts.append(f"you may return up to {plural(ret, 'person', 'people')} to the supply")
    return parts[0] + ". " + "; then ".join(parts[1:]) + "."


def describe_objective_line(part: str, line: Mapping[str, Any]) -> str:
    """One line of an objective tile (``part`` is wave / misc / penalty)."""
    kind = str(line.get("kind", line.get("type", "")))
    if kind == "largest_group" and part == "wave":
        return f"{points(int(line.get('per', 2)))} per wave in your largest wave group"
    if kind == "largest_group":
        return (f"{points(int(line.get('per', 2)))} per tag in your largest group of one "
                "non-wave tag")
    if kind == "per_group":
        return f"{points(int(line.get('points', 3)))} per separate wave group"
    if kind == "group_table":
        table = [str(x) for x in line.get("table", [1, 3, 6, 10])]
        return (f"Each wave group scores {' / '.join(table)} for "
                f"{' / '.join(str(i + 1) for i in range(len(table)))}+ waves")
    if kind == "groups_at_least":
        return (f"{points(int(line.get('points', 3)))} per group of one non-wave tag with at "
                f"least {int(line.get('min', 3))} tags")
    if kind == "full_columns":
        return (f"{points(int(line.get('per', 1)))} per column in your longest run of columns "
                "with both rows filled")
    if kind == "rank_unplaced":
        return (f"Most unplaced people: -{abs(int(line.get('most', 4)))}, "
                f"second most: -{abs(int(line.get('second', 2)))}")
    if kind == "cards_with_unplaced":
        return f"-{abs(int(line.get('points', 1)))} per card holding unplaced people"
    if kind == "rings_and_unplaced":
        per = int(line.get("per", 2))
        return (f"+{int(line.get('ring', 1))} per filled ring, "
                f"-{abs(int(line.get('points', 1)))} per {per} unplaced people")
    return ", ".join(f"{k} {v}" for k, v in line.items())


def objective_line_text(obj: Any, part: str) -> str:
    """The printed text of an objective line: its own ``text`` or a description."""
    text = getattr(obj, "text", None) or {}
    if isinstance(text, Mapping) and text.get(part):
        return str(text[part])
    return describe_objective_line(part, getattr(obj, part, {}) or {})


def describe_card(card: Any) -> list[str]:
    """Every line a tooltip needs for a feature card, in printed order."""
    lines: list[str] = []
    tags = list(getattr(card, "tags", ()))
    if tags:
        lines.append("Tags: " + ", ".join(tags))
    lines += [describe_place(a) for a in getattr(card, "place", ())]
    ring = getattr(card, "ring", None)
    if ring is not None:
        lines.append(describe_ring(ring))
    lines += [describe_icon(s) for s in getattr(card, "score", ())]
    if getattr(card, "beach_end", False):
        lines.append("End of the beach: must be the leftmost beach card; never swapped")
    return lines
