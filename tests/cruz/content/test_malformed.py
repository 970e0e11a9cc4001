"""A damaged or missing Santa Cruz data file gives one clear CruzContentError naming it."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.cruz.content import (CruzContentError, check_deal, load_board, load_chips,
                               load_tiles)
from game.cruz.content.map_file import MAP_PATH
from game.cruz.content.tiles import CHIPS_PATH, TILES_PATH

TMX = MAP_PATH.read_text(encoding="utf-8")


def _fails(call: Any, path: Path, *words: str) -> str:
    with pytest.raises(CruzContentError) as info:
        call(path)
    text = str(info.value)
    assert "\n" not in text and text.startswith(path.name + ": ")
    for word in words:
        assert word in text, text
    return text


def _tmx(tmp_path: Path, old: str, new: str, count: int = 1) -> Path:
    assert old in TMX, old
    path = tmp_path / "santa_cruz.tmx"
    path.write_text(TMX.replace(old, new, count), encoding="utf-8")
    return path


def test_the_error_is_a_value_error() -> None:
    assert issubclass(CruzContentError, ValueError)


@pytest.mark.parametrize("old, new, words", [
    ('name="format" value="santa-cruz-map"', 'name="format" value="other"', ["format"]),
    ('<objectgroup id="3" name="paths">', '<objectgroup id="3" name="roads">', ["'paths'"]),
    ('<property name="from" value="k1"/>', '<property name="from" value="k99"/>', ["k99"]),
    ('<property name="from" value="k1"/>', '<property name="from" value="k3"/>', ["first point"]),
    ('<property name="to" value="l2"/>', '<property name="to" value="k1"/>', ["itself"]),
    ('<property name="to" value="l2"/>', '<property name="to" value="l23"/>', ["two islands"]),
    ('value="k9,l5,l11,l12,l13,l8"', 'value="k9,l11,l5,l12,l13,l8"', ["listed order"]),
    ('value="k9,l5,l11,l12,l13,l8"', 'value="k9,l5,l11,l12,l13,l8,l2"', ["'l2' at all"]),
    ('value="k9,l5,l11,l12,l13,l8"', 'value="l5,l11,l12,l13,l8"', ["mouth"]),
    ('name="k1" class="coast"', 'name="k1" class="coast" type="x"', []),   # harmless: ignored
    ('<property name="area" value="coast"/>', '<property name="area" value="land"/>', ["'k1'"]),
    ('<property name="island" value="main"/>\n   </properties>\n   <ellipse/>',
     '<property name="island" value="small"/>\n   </properties>\n   <ellipse/>', ["outside"]),
    ('name="l1" class="land"', 'name="l2" class="land"', ["twice"]),
    ('name="l1" class="land"', 'name="x1" class="land"', ["'x1'"]),
    ('<property name="kind" value="volcano"/>', '<property name="kind" value="lava"/>', ["lava"]),
])
def test_a_damaged_map(tmp_path: Path, old: str, new: str, words: list[str]) -> None:
    path = _tmx(tmp_path, old, new)
    if not words:
        assert len(load_board(path).fields) == 49
        return
    _fails(load_board, path, *words)


def test_a_missing_field_or_volcano_area(tmp_path: Path) -> None:
    start = TMX.index('<object id="', TMX.index('<objectgroup id="4" name="fields">'))
    end = TMX.index("</object>", start) + len("</object>")
    _fails(load_board, _tmx(tmp_path, TMX[start:end], ""), "49 fields, found 48")
    volcano = TMX.index('name="volcanic_volcano"')
    start = TMX.rindex("<object", 0, volcano)
    end = TMX.index("</object>", start) + len("</object>")
    _fails(load_board, _tmx(tmp_path, TMX[start:end], ""), "volcano")


def test_a_path_drawn_twice(tmp_path: Path) -> None:
    start = TMX.index('<object id="', TMX.index('<objectgroup id="3" name="paths">'))
    end = TMX.index("</object>", start) + len("</object>")
    again = TMX[start:end].replace('<object id="', '<object id="9', 1)
    _fails(load_board, _tmx(tmp_path, TMX[start:end], TMX[start:end] + again), "second time")


def test_an_unreadable_map(tmp_path: Path) -> None:
    _fails(load_board, tmp_path / "santa_cruz.tmx", "does not exist")
    broken = tmp_path / "santa_cruz.tmx"
    broken.write_text(TMX[: len(TMX) // 2], encoding="utf-8")
    _fails(load_board, broken, "pytmx")
    broken.write_bytes(b"\xff\xfe not xml")
    _fails(load_board, broken, "pytmx")
    (tmp_path / "folder.tmx").mkdir()
    _fails(load_board, tmp_path / "folder.tmx", "not a file")


def _json(tmp_path: Path, source: Path, change: Any) -> Path:
    doc = json.loads(source.read_text(encoding="utf-8"))
    change(doc)
    path = tmp_path / source.name
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def _tile(doc: dict[str, Any], **kw: Any) -> None:
    doc["tiles"]["coast"][0].update(kw)


@pytest.mark.parametrize("change, words", [
    (lambda d: _tile(d, building="castle"), ["K01", "building"]),
    (lambda d: _tile(d, points=-1), ["K01", "points"]),
    (lambda d: _tile(d, points=True), ["K01", "points"]),
    (lambda d: _tile(d, resources=["fish", "fish"]), ["K01", "resources"]),
    (lambda d: _tile(d, resources=["fish", "wood", "gold"]), ["K01", "resources"]),
    (lambda d: _tile(d, resources=["spice"]), ["K01", "resources"]),
    (lambda d: _tile(d, resources=["wood"]), ["K01", "fish_bonus"]),
    (lambda d: _tile(d, bird=1), ["K01", "bird"]),
    (lambda d: _tile(d, id="L01"), ["tiles.coast[0]", "id"]),
    (lambda d: _tile(d, id="K02"), ["K02", "twice"]),
    (lambda d: _tile(d, extra=1), ["K01", "unknown key 'extra'"]),
    (lambda d: d["tiles"]["coast"][0].pop("fish_bonus"), ["K01", "missing key 'fish_bonus'"]),
    (lambda d: d["tiles"]["land"].pop(), ["54 tiles, found 53"]),
    (lambda d: d["tiles"].pop("volcano"), ["coast, land and volcano"]),
    (lambda d: d.update(version=2), ["version"]),
])
def test_a_damaged_tiles_file(tmp_path: Path, change: Any, words: list[str]) -> None:
    _fails(load_tiles, _json(tmp_path, TILES_PATH, change), *words)


def test_tiles_that_do_not_fit_the_board(tmp_path: Path) -> None:
    def move(doc: dict[str, Any]) -> None:         # a coast tile becomes a land tile: 17 coast
        tile = doc["tiles"]["coast"].pop()
        tile["id"] = "L29"
        doc["tiles"]["land"].append(tile)
    tiles = load_tiles(_json(tmp_path, TILES_PATH, move))
    with pytest.raises(CruzContentError, match="17 coast tiles for 18 coast fields"):
        check_deal(load_board(), tiles)


@pytest.mark.parametrize("change, words", [
    (lambda d: d["chips"].update({"1": 6}), ["22 chips, found 21"]),
    (lambda d: d["chips"].update({"4": 1}), ["keys"]),
    (lambda d: d["chips"].update({"2": "10"}), ["chips.2"]),
    (lambda d: d.update(format="santa-cruz-tiles"), ["format"]),
])
def test_a_damaged_chips_file(tmp_path: Path, change: Any, words: list[str]) -> None:
    _fails(load_chips, _json(tmp_path, CHIPS_PATH, change), *words)


def test_unreadable_json(tmp_path: Path) -> None:
    _fails(load_chips, tmp_path / "chips.json", "does not exist")
    bad = tmp_path / "tiles.json"
    bad.write_text('{"format": "santa-cruz-tiles", "format": 1}', encoding="utf-8")
    _fails(load_tiles, bad, "cannot read")
    bad.write_text("[1, 2", encoding="utf-8")
    _fails(load_tiles, bad, "cannot read")
    bad.write_text("[]", encoding="utf-8")
    _fails(load_tiles, bad, "object")
