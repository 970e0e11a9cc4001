"""The Santa Cruz tiles (``assets/cruz/tiles.json``) and bird chips (``assets/cruz/chips.json``).

tiles.json::

    {"format": "santa-cruz-tiles", "version": 1, "about": "...",
     "tiles": {"coast": [TILE, ...], "land": [...], "volcano": [...]}}

    TILE = {"id": "K01", "building": "lighthouse", "points": 1, "resources": ["fish"],
            "fish_bonus": 3, "bird": false}

Every key is required and no other is allowed. ``id`` is the tile's name in the
docs (K/L/V and two digits, by area); ``points`` 0-9; ``resources`` none, one or two
different ones; ``fish_bonus`` 0-9, above 0 only on a fish tile. The box holds 54.

chips.json::

    {"format": "santa-cruz-chips", "version": 1, "about": "...", "chips": {"1": 7, "2": 10, "3": 5}}

The chips' worths (1, 2 or 3) with how many of each; the box holds 22.
``check_deal(board, tiles)`` checks that the tiles fit a board: as many coast tiles as
coast fields (all laid face up), at least as many land and volcano tiles as such fields.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any, NoReturn

from ... import resources
from ...safeio.reader import KB, ReadError, read_json
from ..engine.board import Area, Board, Building, Resource, Tile
from .errors import CruzContentError

CRUZ_DIR = resources.ASSETS_DIR / "cruz"
TILES_PATH = CRUZ_DIR / "tiles.json"
CHIPS_PATH = CRUZ_DIR / "chips.json"
LIMIT = 64 * KB
TILE_COUNT = 54
CHIP_COUNT = 22
CHIP_WORTHS = (1, 2, 3)
TILE_KEYS = ("id", "building", "points", "resources", "fish_bonus", "bird")
_PREFIX = {Area.COAST: "K", Area.LAND: "L", Area.VOLCANO: "V"}


def _read(path: Path, fmt: str) -> tuple[dict[str, Any], Callable[[str], NoReturn]]:
    """The file's top object (format and version checked) and its ``fail``."""
    def fail(message: str) -> NoReturn:
        raise CruzContentError(f"{path.name}: {message}")

    try:
        doc = read_json(path, LIMIT)
    except ReadError as exc:
        fail(f"cannot read it ({exc})")
    if not isinstance(doc, dict):
        fail("expected a JSON object at the top")
    if doc.get("format") != fmt or doc.get("version") != 1:
        fail(f"format/version must be {fmt!r}/1, got {doc.get('format')!r}/{doc.get('version')!r}")
    return doc, fail


def _whole(value: Any, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _tile(raw: Any, area: Area, where: str, fail: Callable[[str], NoReturn]) -> tuple[str, Tile]:
    if not isinstance(raw, dict):
        fail(f"{where}: expected an object")
    tid = raw.get("id")
    if not isinstance(tid, str) or not re.fullmatch(_PREFIX[area] + r"[0-9]{2}", tid):
        fail(f"{where}: id must be {_PREFIX[area]} and two digits, got {tid!r}")
    where = f"tile {tid}"
    keys = set(raw)
    if keys != set(TILE_KEYS):
        extra, missing = sorted(keys - set(TILE_KEYS)), sorted(set(TILE_KEYS) - keys)
        fail(f"{where}: " + (f"missing key {missing[0]!r}" if missing else f"unknown key {extra[0]!r}"))
    building = raw["building"]
    if building not in {b.value for b in Building}:
        fail(f"{where}: building must be lighthouse, church or house, got {building!r}")
    if not _whole(raw["points"], 0, 9):
        fail(f"{where}: points must be a whole number 0-9, got {raw['points']!r}")
    res = raw["resources"]
    names = {r.value for r in Resource}
    if not isinstance(res, list) or len(res) > 2 or len(set(map(str, res))) != len(res) \
            or not all(isinstance(r, str) and r in names for r in res):
        fail(f"{where}: resources must list at most two different ones of "
             f"{', '.join(sorted(names))}, got {res!r}")
    bonus = raw["fish_bonus"]
    if not _whole(bonus, 0, 9) or (bonus and "fish" not in res):
        fail(f"{where}: fish_bonus must be 0-9 and above 0 only on a fish tile, got {bonus!r}")
    if not isinstance(raw["bird"], bool):
        fail(f"{where}: bird must be true or false, got {raw['bird']!r}")
    return tid, Tile(area, Building(building), raw["points"], tuple(Resource(r) for r in res),
                     bonus, raw["bird"])


def load_tiles(path: Path | str | None = None) -> tuple[Tile, ...]:
    """The 54 tiles (default ``assets/cruz/tiles.json``): coast, then land, then volcano."""
    p = Path(path) if path is not None else TILES_PATH
    doc, fail = _read(p, "santa-cruz-tiles")
    groups = doc.get("tiles")
    if not isinstance(groups, dict) or set(groups) != {a.value for a in Area}:
        fail("tiles must be an object with exactly the keys coast, land and volcano")
    out: list[Tile] = []
    seen: set[str] = set()
    for area in Area:
        rows = groups[area.value]
        if not isinstance(rows, list):
            fail(f"tiles.{area.value} must be a list")
        for i, raw in enumerate(rows):
            tid, tile = _tile(raw, area, f"tiles.{area.value}[{i}]", fail)
            if tid in seen:
                fail(f"tile {tid} listed twice")
            seen.add(tid)
            out.append(tile)
    if len(out) != TILE_COUNT:
        fail(f"expected {TILE_COUNT} tiles, found {len(out)}")
    return tuple(out)


def load_chips(path: Path | str | None = None) -> tuple[int, ...]:
    """The 22 bird chips' worths, lowest first (default ``assets/cruz/chips.json``)."""
    p = Path(path) if path is not None else CHIPS_PATH
    doc, fail = _read(p, "santa-cruz-chips")
    counts = doc.get("chips")
    worths = {str(w) for w in CHIP_WORTHS}
    if not isinstance(counts, dict) or not set(counts) <= worths:
        fail("chips must be an object whose keys are among \"1\", \"2\", \"3\"")
    for key, n in counts.items():
        if not _whole(n, 0, CHIP_COUNT):
            fail(f"chips.{key} must be a whole number 0-{CHIP_COUNT}, got {n!r}")
    chips = tuple(int(k) for k in sorted(counts) for _ in range(counts[k]))
    if len(chips) != CHIP_COUNT:
        fail(f"expected {CHIP_COUNT} chips, found {len(chips)}")
    return chips


def check_deal(board: Board, tiles: tuple[Tile, ...]) -> None:
    """Raise ``CruzContentError`` unless every field of the board gets a tile of its area
    and every coast tile a coast field (coast tiles lie face up: none may go back)."""
    for area in Area:
        have = sum(1 for t in tiles if t.area is area)
        need = len(board.ids_of(area))
        if have < need or (area is Area.COAST and have != need):
            raise CruzContentError(
                f"{TILES_PATH.name}: {have} {area.value} tiles for {need} {area.value} fields "
                f"({'exactly as many' if area is Area.COAST else 'at least as many'} needed)")
