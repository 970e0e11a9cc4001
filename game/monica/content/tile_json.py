"""Starting tiles from their JSON objects (contract: "A starting tile").

The tile's tags and setup belong to its street half, so a tile carries no wave
tag. ``vip`` is either ``{"tags": [...], "rows": [...]}`` or
``{"cards": "beach"}``.
"""
from __future__ import annotations

from typing import Any

from game.monica.engine.cards import ROW_INDEX, ROWS, TAGS, StartingTile, VipRule, \
    make_starting_tile

from game.monica.content.card_json import component_label
from game.monica.content.fields import Fields

SETUP_GAINS: tuple[str, ...] = ("vip", "local", "tourist", "sand_dollar")


def read_setup(f: Fields) -> dict[str, Any]:
    if f.has("footprint"):
        f.keys(("footprint",))
        if f.flag("footprint") is not True:
            f.fail("footprint", "leave the entry out instead of writing false")
        return {"footprint": True}
    if not f.has("gain"):
        f.fail("gain", 'a setup entry is {"gain": ..., "n": N} or {"footprint": true}')
    f.keys(("gain", "n"))
    return {"gain": f.word("gain", SETUP_GAINS), "n": f.whole("n", 1)}


def read_vip(f: Fields) -> VipRule:
    if f.has("cards"):
        f.keys(("cards",))
        f.word("cards", ("beach",))
        return VipRule(beach_cards=True)
    f.keys(("tags", "rows"))
    tags = tuple(f.words("tags", TAGS, min_len=1, unique=True))
    rows = tuple(ROW_INDEX[r] for r in f.words("rows", ROWS, min_len=1, unique=True))
    return VipRule(tags=tags, rows=rows)


def tile_from_json(obj: Any, where: str, *, index: int | None = None) -> StartingTile:
    """Check one starting-tile object and build its ``StartingTile``.

    Raises ``ContentError`` naming ``where``, the tile and the field.
    """
    f = Fields(obj, component_label(where, "tile", obj, index))
    f.keys(("id", "name", "tags", "setup", "vip"))
    ident = f.text("id")
    name = f.text("name")
    tags = tuple(f.words("tags", TAGS))
    if "wave" in tags:
        f.fail("tags", "a starting tile's tags are on its street half, which has no waves")
    setup = tuple(read_setup(f.element("setup", i, v))
                  for i, v in enumerate(f.items("setup")))
    if sum(1 for s in setup if s.get("footprint")) > 1:
        f.fail("setup", "at most one footprint")
    vip = read_vip(f.sub("vip"))
    return make_starting_tile(ident, name, tags, setup, vip)
