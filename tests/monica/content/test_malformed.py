"""Broken data files and inline objects give one clear ContentError line."""
from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any, Callable

import pytest

from game.monica.content import ContentError, card_from_json, load_box, tile_from_json
from game.monica.content.box import DEFAULT_DATA_DIR
from game.client.layout import LayoutError, load_layout

CARDS, TILES = "feature_cards.json", "starting_tiles.json"
DOLLARS, OBJECTIVES = "sand_dollar_tiles.json", "objectives.json"


@pytest.fixture
def data(tmp_path: Path) -> Path:
    """A private copy of the real data files."""
    for path in DEFAULT_DATA_DIR.glob("*.json"):
        shutil.copy(path, tmp_path / path.name)
    return tmp_path


def edit(data: Path, name: str, change: Callable[[Any], Any]) -> None:
    """Change the decoded file in place (the change's return value is ignored)."""
    path = data / name
    obj = json.loads(path.read_text(encoding="utf-8"))
    change(obj)
    path.write_text(json.dumps(obj, indent=1), encoding="utf-8")


def card(obj: list[dict[str, Any]], ident: str) -> dict[str, Any]:
    return next(c for c in obj if c["id"] == ident)


def error_of(data: Path) -> str:
    with pytest.raises(ContentError) as info:
        load_box(data)
    message = str(info.value)
    assert "\n" not in message
    return message


def test_the_copy_loads(data: Path) -> None:
    assert len(load_box(data).cards) == 78


# -- feature_cards.json ------------------------------------------------------

def test_ring_points_as_text(data: Path) -> None:
    edit(data, CARDS, lambda o: card(o, "B07").update(ring={"tourist": 1, "points": "4"}))
    assert error_of(data) == ('feature_cards.json: card B07 "Tide Pool Walk": field '
                              'ring.points: expected a whole number, got "4"')


def test_invalid_json_names_file_and_line(data: Path) -> None:
    text = (data / CARDS).read_text(encoding="utf-8").splitlines()
    text[4] = text[4].rstrip(",")            # drop a comma between two cards
    (data / CARDS).write_text("\n".join(text), encoding="utf-8")
    message = error_of(data)
    assert message.startswith("feature_cards.json: line 6, column ")
    assert "not valid JSON" in message


def test_duplicate_key(data: Path) -> None:
    (data / CARDS).write_text('[{"id": "B01", "id": "B02"}]', encoding="utf-8")
    assert error_of(data) == 'feature_cards.json: an object has the key "id" twice'


def test_missing_file(data: Path) -> None:
    (data / TILES).unlink()
    assert error_of(data).startswith("starting_tiles.json: file not found in ")


def test_not_a_list(data: Path) -> None:
    (data / CARDS).write_text('{"cards": []}', encoding="utf-8")
    assert error_of(data).startswith("feature_cards.json: expected a non-empty list of cards")


@pytest.mark.parametrize("change, expected", [
    (lambda c: c.update(tags=["nature", "surf"]),
     'field tags[1]: expected one of "local", "tourist", "business", "sports", "nature", '
     '"wave", got "surf"'),
    (lambda c: c.update(row="sand"), 'field row: expected one of "beach", "street", got "sand"'),
    (lambda c: c.update(rign={"any": 1, "points": 2}), 'field rign: unknown field'),
    (lambda c: c.update(tags=["nature"] * 4), 'field tags: a feature card carries 1 to 3 tags, '
                                              'got 4'),
    (lambda c: c.update(tags=[]), 'field tags: a feature card carries 1 to 3 tags, got 0'),
    (lambda c: c.update(place=[{"gain": "vip", "n": 1}]),
     'field place[0].gain: expected one of "sand_dollar", "local", "tourist", got "vip"'),
    (lambda c: c.update(place=[{"move": "tourist", "count": 0, "steps": 2}]),
     'field place[0].count: expected a whole number >= 1, got 0'),
    (lambda c: c.update(place=[{"summon": 3, "n": 1}]), 'field place[0].n: unknown field'),
    (lambda c: c.update(place=[{"teleport": 3}]), 'field place[0]: unknown placement icon'),
    (lambda c: c.update(score=[{"adjacent": "tourist", "chain": "tourist", "points": 2}]),
     'field score[0].chain: a scoring icon has one kind'),
    (lambda c: c.update(score=[{"adjacent": "tourist", "points": -2}]),
     'field score[0].points: expected a whole number >= 0, got -2'),
    (lambda c: c.update(score=[{"adjacent": "tourist", "points": True}]),
     'field score[0].points: expected a whole number, got true'),
    (lambda c: c.update(score=[{"adjacent_tiers": "wave", "tiers": [[2, 5], [1, 3]]}]),
     'field score[0].tiers[1]: tier minimums must grow'),
    (lambda c: c.update(score=[{"adjacent_all": ["local", "local"], "points": 6}]),
     'field score[0].adjacent_all[1]: "local" is listed twice'),
    (lambda c: c.update(score=[{"adjacent_ring": "yes", "points": 2}]),
     'field score[0].adjacent_ring: expected true or false, got "yes"'),
    (lambda c: c.update(score=[{"chain": "nature", "min": 5, "points": 1, "per_tag": 1}]),
     'field score[0].per_tag: expected true or false, got 1'),
    (lambda c: c.update(score=[{"sand_dollars": 0, "points": 1}]),
     'field score[0].sand_dollars: expected a whole number >= 1, got 0'),
    (lambda c: c.update(score=[{"city_tags": "tourist", "points": 1}]),
     'field score[0].per: missing'),
    (lambda c: c.update(score={"adjacent": "tourist", "points": 2}),
     'field score: expected a list'),
    (lambda c: c.update(ring={"any_number": False, "points": 3}),
     'field ring.any_number: leave the key out'),
    (lambda c: c.update(ring={"any_number": True, "tourist": 1, "points": 3}),
     'field ring.tourist: unknown field'),
    (lambda c: c.update(ring={"points": 3}), 'field ring.points: a ring needs at least one slot'),
    (lambda c: c.update(ring={"local": -1, "any": 2, "points": 3}),
     'field ring.local: expected a whole number >= 0, got -1'),
    (lambda c: c.update(beach_end="yes"), 'field beach_end: expected true or false'),
])
def test_bad_card_field(data: Path, change: Callable[[dict[str, Any]], Any],
                        expected: str) -> None:
    edit(data, CARDS, lambda o: change(card(o, "B07")))
    message = error_of(data)
    assert message.startswith('feature_cards.json: card B07 "Tide Pool Walk": '), message
    assert expected in message, message


def test_missing_name(data: Path) -> None:
    edit(data, CARDS, lambda o: card(o, "B07").pop("name"))
    assert error_of(data) == "feature_cards.json: card B07: field name: missing"


def test_wave_on_a_street_card(data: Path) -> None:
    edit(data, CARDS, lambda o: card(o, "S02").update(tags=["sports", "wave"]))
    assert error_of(data) == ('feature_cards.json: card S02 "Concrete Bowl Skate Park": '
                              'field tags: waves are only found on beach cards')


def test_beach_end_on_a_street_card(data: Path) -> None:
    edit(data, CARDS, lambda o: card(o, "S02").update(beach_end=True))
    assert "card S02" in error_of(data) and "field beach_end" in error_of(data)


def test_duplicate_card_id_and_name(data: Path) -> None:
    edit(data, CARDS, lambda o: card(o, "B08").update(id="B07"))
    assert error_of(data) == ('feature_cards.json: card B07 "Sandcastle Contest": field id: '
                              '"B07" is used by another card')
    edit(data, CARDS, lambda o: card(o, "B07").update(id="B08", name="Pier Carousel"))
    assert error_of(data) == ('feature_cards.json: card B08 "Pier Carousel": field name: '
                              '"Pier Carousel" is also the name of card B04')


def test_card_without_usable_id_is_named_by_position(data: Path) -> None:
    edit(data, CARDS, lambda o: o[2].update(id=7))
    assert error_of(data).startswith('feature_cards.json: card #3 "')
    assert "field id: expected a non-empty string, got 7" in error_of(data)


# -- starting_tiles.json -----------------------------------------------------

@pytest.mark.parametrize("change, expected", [
    (lambda t: t.update(tags=["wave"]), "field tags: a starting tile's tags are on its street"),
    (lambda t: t["vip"].update(rows=["ocean"]), 'field vip.rows[0]: expected one of "beach", '
                                                '"street", got "ocean"'),
    (lambda t: t.update(vip={"cards": "street"}), 'field vip.cards: expected one of "beach"'),
    (lambda t: t.update(vip={"tags": [], "rows": ["street"]}),
     'field vip.tags: expected at least 1 entry, got 0'),
    (lambda t: t["setup"].append({"gain": "pizza", "n": 1}),
     'field setup[3].gain: expected one of "vip", "local", "tourist", "sand_dollar"'),
    (lambda t: t["setup"].append({"footprint": False}), 'field setup[3].footprint: leave'),
    (lambda t: t["setup"].__setitem__(0, {"gain": "vip", "n": 0}),
     'field setup[0].n: expected a whole number >= 1, got 0'),
])
def test_bad_tile_field(data: Path, change: Callable[[dict[str, Any]], Any],
                        expected: str) -> None:
    edit(data, TILES, lambda o: change(o[0]))
    message = error_of(data)
    assert message.startswith('starting_tiles.json: tile S1 "Pier Gate": '), message
    assert expected in message, message


def test_duplicate_tile_id(data: Path) -> None:
    edit(data, TILES, lambda o: o[1].update(id="S1"))
    assert error_of(data) == ('starting_tiles.json: tile S1 "Lifeguard Academy": field id: '
                              '"S1" is used by another tile')


# -- sand_dollar_tiles.json --------------------------------------------------

def side(o: dict[str, Any], tile: int, n: int) -> dict[str, Any]:
    return o["tiles"][tile]["sides"][n]


@pytest.mark.parametrize("change, expected", [
    (lambda o: side(o, 0, 0).update(take="middle"),
     'tile SD1: action two_front "Two from the Front": field take: expected one of'),
    (lambda o: side(o, 0, 0).update(cost="4"),
     'action two_front "Two from the Front": field cost: expected a whole number, got "4"'),
    (lambda o: side(o, 0, 0).update(tags_any=["local"]),
     'field tags_any: only an action with take "any"'),
    (lambda o: side(o, 1, 0).pop("tags_any"),
     'action local_or_tourist "Local or Tourist Spot": field tags_any: missing'),
    (lambda o: side(o, 3, 1)["move"].update(people="dog"),
     'action tourist_move "Tour Guide": field move.people: expected one of'),
    (lambda o: side(o, 3, 0).update(swap="true"), 'field swap: expected true or false'),
    (lambda o: o["tiles"][2]["sides"].append(side(o, 0, 0)),
     'tile SD3: field sides: a tile has exactly 2 sides, got 3'),
    (lambda o: side(o, 1, 1).update(id="two_front"),
     'tile SD2: field sides[1].id: "two_front" is also an action on tile SD1'),
    (lambda o: o.update(tiles=[]), 'sand_dollar_tiles.json: field tiles: expected at least 1'),
    (lambda o: o.update(extra=1), 'sand_dollar_tiles.json: field extra: unknown field'),
])
def test_bad_sand_dollar_tiles(data: Path, change: Callable[[dict[str, Any]], Any],
                               expected: str) -> None:
    edit(data, DOLLARS, change)
    message = error_of(data)
    assert message.startswith("sand_dollar_tiles.json: "), message
    assert expected in message, message


# -- objectives.json ---------------------------------------------------------

@pytest.mark.parametrize("change, expected", [
    (lambda o: o["objectives"][0]["wave"].update(kind="biggest"),
     'objective A "Big Swell": field wave.kind: expected one of "largest_group", '
     '"per_group", "group_table", got "biggest"'),
    (lambda o: o["objectives"][1]["misc"].update(min="3"),
     'objective B "Spread Out": field misc.min: expected a whole number, got "3"'),
    (lambda o: o["objectives"][2]["penalty"].update(per=0),
     'objective C "Full Blocks": field penalty.per: expected a whole number >= 1, got 0'),
    (lambda o: o["objectives"][2]["wave"].update(table=[1, "3"]),
     'field wave.table[1]: expected a whole number, got "3"'),
    (lambda o: o["objectives"][0].update(recommended="yes"),
     'field recommended: expected true or false'),
    (lambda o: o["objectives"][0]["text"].pop("penalty"), 'field text.penalty: missing'),
    (lambda o: o["objectives"][1].update(id="A"),
     'objective A "Spread Out": field id: "A" is used by another objective'),
])
def test_bad_objectives(data: Path, change: Callable[[dict[str, Any]], Any],
                        expected: str) -> None:
    edit(data, OBJECTIVES, change)
    message = error_of(data)
    assert message.startswith("objectives.json: "), message
    assert expected in message, message


def test_recommended_first_game_objective() -> None:
    raw = json.loads((DEFAULT_DATA_DIR / OBJECTIVES).read_text(encoding="utf-8"))
    assert [o["recommended"] for o in raw["objectives"]] == [True, False, False]


# -- inline objects (the `score` command) ------------------------------------

def test_inline_card_uses_the_callers_prefix() -> None:
    obj = {"id": "X1", "name": "Test Pier", "row": "street", "tags": ["wave"]}
    with pytest.raises(ContentError) as info:
        card_from_json(obj, "city.json: players[0].spaces[2].card")
    assert str(info.value) == ('city.json: players[0].spaces[2].card: card X1 "Test Pier": '
                               'field tags: waves are only found on beach cards')


def test_inline_card_and_tile_build_engine_objects() -> None:
    real = load_box().cards["B07"]
    again = card_from_json(real.to_json(), "inline")
    assert again == real and again.tag_count == real.tag_count
    tile = load_box().tiles["S4"]
    assert tile_from_json(tile.to_json(), "inline") == tile
    minimal = card_from_json({"id": "Z", "name": "Z", "row": "beach", "tags": []}, "x")
    assert minimal.place == () and minimal.ring is None and minimal.score == ()


def test_inline_non_object() -> None:
    with pytest.raises(ContentError, match=r'^city\.json: card: expected an object, got "B07x"$'):
        card_from_json("B07x", "city.json")
    with pytest.raises(ContentError, match=r"^t\.json: tile #2: field id: missing$"):
        tile_from_json({"name": 3}, "t.json", index=1)


def test_every_real_component_round_trips() -> None:
    box = load_box()
    for c in box.cards.values():
        assert card_from_json(c.to_json(), "x") == c
    for t in box.tiles.values():
        assert tile_from_json(t.to_json(), "x") == t


def test_a_layout_that_is_not_a_file_is_one_clear_error(tmp_path):
    for name, make in [("pipe.tmx", os.mkfifo), ("zero.tmx", lambda p: os.symlink("/dev/zero", p)),
                       ("dir.tmx", os.mkdir)]:
        path = tmp_path / name
        make(path)
        with pytest.raises(LayoutError, match=f"^{name}: cannot read the map"):
            load_layout(str(path))
