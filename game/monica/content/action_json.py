"""Sand-dollar tiles from ``sand_dollar_tiles.json``.

The file is ``{"tiles": [{"id": "SD1", "sides": [action, action]}, ...]}``;
each action is::

    {"id", "name", "cost", "take": "front2"|"front_and_behind"|"any"|"back"|"front",
     "tags_any": [...] (only with take "any"), "swap": true (optional),
     "move": {"people": "any"|"tourist"|..., "count": N, "steps": S} (optional),
     "return": N (optional), "text": "..."}
"""
from __future__ import annotations

from typing import Any

from game.monica.engine.cards import TAGS, SandDollarAction, SandDollarTile

from game.monica.content.card_json import component_label
from game.monica.content.fields import Fields, show
from game.monica.content.icons import MOVE_WORDS

TAKE_WORDS: tuple[str, ...] = ("front", "front2", "front_and_behind", "back", "any")
ACTION_KEYS: tuple[str, ...] = ("id", "name", "cost", "take", "text")
ACTION_OPTIONAL: tuple[str, ...] = ("tags_any", "swap", "move", "return")


def action_from_json(obj: Any, where: str, *, index: int | None = None) -> SandDollarAction:
    """Check one sand-dollar action object and build its ``SandDollarAction``."""
    f = Fields(obj, component_label(where, "action", obj, index))
    f.keys(ACTION_KEYS, ACTION_OPTIONAL)
    ident = f.text("id")
    name = f.text("name")
    cost = f.whole("cost", 1)
    take = f.word("take", TAKE_WORDS)
    tags_any: tuple[str, ...] = ()
    if take == "any":
        tags_any = tuple(f.words("tags_any", TAGS, min_len=1, unique=True))
    elif f.has("tags_any"):
        f.fail("tags_any", 'only an action with take "any" names the tags it may take')
    swap = f.flag("swap", default=False)
    move_kind, move_count, move_steps = "any", 0, 1
    if f.has("move"):
        m = f.sub("move")
        m.keys(("people", "count", "steps"))
        move_kind = m.word("people", MOVE_WORDS)
        move_count = m.whole("count", 1)
        move_steps = m.whole("steps", 1)
    return_count = f.whole("return", 1, default=0)
    text = f.text("text")
    return SandDollarAction(ident, name, cost, take, tags_any, swap, move_kind, move_count,
                            move_steps, return_count, text)


def sand_dollar_tiles_from_json(data: Any, where: str) -> tuple[SandDollarTile, ...]:
    """The whole file: every tile has an id and exactly two sides; ids are unique."""
    top = Fields(data, where)
    top.keys(("tiles",))
    tiles: list[SandDollarTile] = []
    tile_ids: set[str] = set()
    action_ids: dict[str, str] = {}
    for i, raw in enumerate(top.items("tiles", 1)):
        label = component_label(where, "tile", raw, i)
        f = Fields(raw, label)
        f.keys(("id", "sides"))
        ident = f.text("id")
        if ident in tile_ids:
            f.fail("id", f"{show(ident)} is used by another tile")
        tile_ids.add(ident)
        raw_sides = f.items("sides")
        if len(raw_sides) != 2:
            f.fail("sides", f"a tile has exactly 2 sides, got {len(raw_sides)}")
        sides = tuple(action_from_json(s, label, index=j) for j, s in enumerate(raw_sides))
        for j, side in enumerate(sides):
            if side.id in action_ids:
                f.fail(f"sides[{j}].id",
                       f"{show(side.id)} is also an action on tile {action_ids[side.id]}")
            action_ids[side.id] = ident
        tiles.append(SandDollarTile(ident, (sides[0], sides[1])))
    return tuple(tiles)
