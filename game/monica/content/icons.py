"""Shapes of the contract's icons: placement actions, scoring icons, rings.

Each reader takes the ``Fields`` of one icon object, checks that it has exactly
the keys of one icon kind (``shared/contracts/cards-and-cities.md``) with
values of the right type and range, and returns a clean copy (a new dict, or a
``Ring``) for the engine.
"""
from __future__ import annotations

from typing import Any, NoReturn

from game.monica.engine.cards import PEOPLE, TAGS, Ring

from game.monica.content.errors import ContentError
from game.monica.content.fields import Fields, one_of

GAIN_WORDS: tuple[str, ...] = ("sand_dollar", "local", "tourist")
MOVE_WORDS: tuple[str, ...] = ("local", "tourist", "vip", "any")
GIVES_WORDS: tuple[str, ...] = ("sand_dollar", "people")
RING_KINDS: tuple[str, ...] = (*PEOPLE, "any")

# Kind key -> (required keys, optional keys), kind key first.
PLACE_SHAPES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "gain": (("gain", "n"), ()),
    "move": (("move", "count", "steps"), ()),
    "summon": (("summon",), ()),
}
SCORE_SHAPES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "adjacent": (("adjacent", "points"), ("min",)),
    "adjacent_tiers": (("adjacent_tiers", "tiers"), ()),
    "adjacent_all": (("adjacent_all", "points"), ()),
    "adjacent_ring": (("adjacent_ring", "points"), ()),
    "adjacent_gives": (("adjacent_gives", "points"), ()),
    "chain": (("chain", "min", "points"), ("per_tag",)),
    "sand_dollars": (("sand_dollars", "points"), ()),
    "city_tags": (("city_tags", "per", "points"), ()),
}


def icon_kind(f: Fields, shapes: dict[str, Any], what: str) -> str:
    """The single kind key of an icon object, after checking its key set."""
    kinds = [k for k in shapes if f.has(k)]
    if not kinds:
        raise_unknown(f, what, shapes)
    if len(kinds) > 1:
        f.fail(kinds[1], f"a {what} icon has one kind, this one mixes "
                         f"{one_of(kinds)}")
    required, optional = shapes[kinds[0]]
    f.keys(required, optional)
    return kinds[0]


def raise_unknown(f: Fields, what: str, shapes: dict[str, Any]) -> NoReturn:
    raise ContentError(f"{f.label}: field {f.path}: unknown {what} icon {sorted(f.obj)}; "
                       f"its kind key must be one of {one_of(shapes)}")


def read_place_icon(f: Fields) -> dict[str, Any]:
    kind = icon_kind(f, PLACE_SHAPES, "placement")
    if kind == "gain":
        return {"gain": f.word("gain", GAIN_WORDS), "n": f.whole("n", 1)}
    if kind == "move":
        return {"move": f.word("move", MOVE_WORDS), "count": f.whole("count", 1),
                "steps": f.whole("steps", 1)}
    return {"summon": f.whole("summon", 1)}


def read_score_icon(f: Fields) -> dict[str, Any]:
    kind = icon_kind(f, SCORE_SHAPES, "scoring")
    if kind == "adjacent":
        out: dict[str, Any] = {"adjacent": f.word("adjacent", TAGS)}
        if f.has("min"):
            out["min"] = f.whole("min", 1)
        out["points"] = f.whole("points", 0)
        return out
    if kind == "adjacent_tiers":
        return {"adjacent_tiers": f.word("adjacent_tiers", TAGS), "tiers": read_tiers(f)}
    if kind == "adjacent_all":
        return {"adjacent_all": f.words("adjacent_all", TAGS, min_len=2, unique=True),
                "points": f.whole("points", 0)}
    if kind == "adjacent_ring":
        return {"adjacent_ring": f.flag("adjacent_ring"), "points": f.whole("points", 0)}
    if kind == "adjacent_gives":
        # The one icon whose points may be negative (a crowd nearby hurts).
        return {"adjacent_gives": f.word("adjacent_gives", GIVES_WORDS),
                "points": f.whole("points")}
    if kind == "chain":
        out = {"chain": f.word("chain", TAGS), "min": f.whole("min", 1),
               "points": f.whole("points", 0)}
        if f.has("per_tag"):
            out["per_tag"] = f.flag("per_tag")
        return out
    if kind == "sand_dollars":
        return {"sand_dollars": f.whole("sand_dollars", 1), "points": f.whole("points", 0)}
    return {"city_tags": f.word("city_tags", TAGS), "per": f.whole("per", 1),
            "points": f.whole("points", 0)}


def read_tiers(f: Fields) -> list[list[int]]:
    """``[[min copies, points], ...]`` with the minimums strictly increasing."""
    tiers: list[list[int]] = []
    for i, tier in enumerate(f.items("tiers", 1)):
        name = f"tiers[{i}]"
        if (not isinstance(tier, list) or len(tier) != 2
                or any(isinstance(v, bool) or not isinstance(v, int) for v in tier)):
            f.fail(name, f"expected [minimum copies, points], got {tier!r}")
        low, points = tier
        if low < 1 or points < 0:
            f.fail(name, f"expected a minimum >= 1 and points >= 0, got {tier!r}")
        if tiers and low <= tiers[-1][0]:
            f.fail(name, "tier minimums must grow from tier to tier")
        tiers.append([low, points])
    return tiers


def read_ring(f: Fields) -> Ring:
    """``{"any_number": true, "points": P}`` or slot counts per kind plus points."""
    if f.has("any_number"):
        f.keys(("any_number", "points"))
        if f.flag("any_number") is not True:
            f.fail("any_number", "leave the key out instead of writing false")
        return Ring(points=f.whole("points", 0), any_number=True)
    f.keys(("points",), RING_KINDS)
    slots = {k: f.whole(k, 0, default=0) for k in RING_KINDS}
    if sum(slots.values()) == 0:
        f.fail("points", f"a ring needs at least one slot ({one_of(RING_KINDS)})")
    return Ring(points=f.whole("points", 0), local=slots["local"], tourist=slots["tourist"],
                vip=slots["vip"], any=slots["any"])
