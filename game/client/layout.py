"""Screen layouts from Tiled maps in ``levels/``, read with pytmx.

Each map is an orthogonal 1920x1080 canvas (1x1 px tiles; the portrait kiosk
1080x1920) with an object group ``slots`` holding named rectangles: where the
display, deck, panels, city view, buttons ... go. Every slot has a class
(``card``, ``panel``, ``button`` ...). Tiled 1.9+ writes it as ``class=``,
older versions as ``type=``; pytmx only reads ``type``, so the ``class``
attribute is read from the XML directly and both spellings work.

Reads files, never draws.
"""
from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytmx  # type: ignore[import-untyped]

from game import resources
from game.resources import ContentError
from game.safeio.reader import MB, ReadError, read_bytes

LEVELS_DIR = resources.LEVELS_DIR
SLOT_GROUP = "slots"
LAYOUT_LIMIT = 1 * MB      # a layout is about 10 KB

Rect = tuple[int, int, int, int]


class LayoutError(ContentError):
    """A layout file is missing, malformed or lacks a slot (shipped data, like the box)."""


@dataclass(frozen=True)
class Slot:
    name: str
    kind: str
    rect: Rect
    properties: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    @property
    def center(self) -> tuple[int, int]:
        x, y, w, h = self.rect
        return (x + w // 2, y + h // 2)


@dataclass
class Layout:
    name: str
    path: Path
    size: tuple[int, int]
    slots: dict[str, Slot]
    properties: dict[str, Any] = field(default_factory=dict)

    def __contains__(self, name: str) -> bool:
        return name in self.slots

    def slot(self, name: str) -> Slot:
        try:
            return self.slots[name]
        except KeyError:
            raise LayoutError(f"{self.path.name}: no slot named {name!r} in object group "
                              f"{SLOT_GROUP!r}") from None

    def rect(self, name: str) -> Rect:
        return self.slot(name).rect

    def require(self, names: list[str] | tuple[str, ...]) -> None:
        """Raise a LayoutError naming the file and every missing slot."""
        missing = [n for n in names if n not in self.slots]
        if missing:
            raise LayoutError(f"{self.path.name}: missing slot(s) {', '.join(missing)}")


def _xml_classes(raw: bytes) -> dict[int, str]:
    """Object id -> ``class`` (or ``type``) attribute, straight from the XML."""
    out: dict[int, str] = {}
    root = ET.fromstring(raw)
    for group in root.iter("objectgroup"):
        for obj in group.iter("object"):
            kind = obj.get("class") or obj.get("type")
            ident = obj.get("id")
            if kind and ident:
                out[int(ident)] = kind
    return out


def layout_path(name: str) -> Path:
    p = Path(name)
    if p.suffix != ".tmx":
        p = LEVELS_DIR / f"{name}.tmx"
    return p


def load_layout(name: str) -> Layout:
    """Load ``levels/<name>.tmx`` (or a path to a .tmx file)."""
    path = layout_path(name)
    if not path.exists():
        raise LayoutError(f"{path}: no such layout file")
    try:
        # The bounded reader first: a regular file, not too big (pytmx reads it again).
        raw = read_bytes(path, LAYOUT_LIMIT)
    except ReadError as exc:
        raise LayoutError(f"{path.name}: cannot read the map ({exc})") from None
    try:
        classes = _xml_classes(raw)
        tmx = pytmx.TiledMap(str(path))
    except (ET.ParseError, OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        # what pytmx and ElementTree raise for a file that is not a good map
        raise LayoutError(f"{path.name}: cannot read the map ({exc})") from exc
    try:
        group = tmx.get_layer_by_name(SLOT_GROUP)
    except ValueError:
        raise LayoutError(f"{path.name}: no object group named {SLOT_GROUP!r}") from None
    slots: dict[str, Slot] = {}
    for obj in group:
        if not obj.name:
            continue
        if obj.name in slots:
            raise LayoutError(f"{path.name}: slot {obj.name!r} defined twice")
        props = dict(obj.properties or {})
        kind = obj.type or props.get("class") or classes.get(int(obj.id)) or ""
        rect = (round(obj.x), round(obj.y), round(obj.width or 0), round(obj.height or 0))
        slots[obj.name] = Slot(obj.name, kind, rect, props)
    size = (tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight)
    return Layout(path.stem, path, size, slots, dict(tmx.properties or {}))


def all_layouts() -> list[Path]:
    """The screen layouts: ``levels/*.tmx`` (a game's board maps are in ``levels/maps/``)."""
    return sorted(LEVELS_DIR.glob("*.tmx"))
