"""Reading the ``cruz`` command's input (shared/contracts/santa-cruz.md): the
JSON document, each query, and a position as engine objects.

Every problem is an ``InputError`` whose text is the one line to print: where
in the query it is (``position.fields[3].tile.building``) and what is wrong.
What the rules cannot reach (two buildings of one player on a field, ...) is
judged by the engine (``state_from_position``) and reported the same way.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.cruz.engine import (Area, Board, BuildCard, Building, Field, Position, Resource,
                              ScoringCard, Tile)
from game.cli.score_input import fail, is_int, show

BUILD_KINDS = ("ship", "river", "path")
KEYS = ("players", "fields", "paths", "rivers", "buildings", "supply", "birds", "last_player",
        "add_on_used", "scores", "track")


# -- typed pieces -------------------------------------------------------------------------

def obj(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        fail(f"{where}: expected an object, got {show(value)}")
    return value


def key(d: dict[str, Any], name: str, where: str) -> Any:
    if name not in d:
        fail(f"{where}: missing key {show(name)}")
    return d[name]


def array(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list):
        fail(f"{where}: expected a list, got {show(value)}")
    return value


def integer(value: Any, where: str, low: int | None = None, high: int | None = None) -> int:
    if not is_int(value):
        fail(f"{where}: expected a whole number, got {show(value)}")
    if (low is not None and value < low) or (high is not None and value > high):
        span = f"{low}-{high}" if low is not None and high is not None else \
            f"at least {low}" if low is not None else f"at most {high}"
        fail(f"{where}: {value} is out of range ({span})")
    return int(value)


def boolean(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        fail(f"{where}: expected true or false, got {show(value)}")
    return value


def name(value: Any, where: str, choices: tuple[str, ...]) -> str:
    if not isinstance(value, str) or value not in choices:
        fail(f"{where}: {show(value)} is not one of {', '.join(choices)}")
    return value


def river_point(value: Any, where: str) -> str:
    if not isinstance(value, str) or not value:
        fail(f"{where}: expected a field id (a string), got {show(value)}")
    return value


def field_id(value: Any, where: str, known: dict[str, Any]) -> str:
    if not isinstance(value, str):
        fail(f"{where}: expected a field id (a string), got {show(value)}")
    if value not in known:
        fail(f"{where}: unknown field id {show(value)}")
    return value


# -- the position ---------------------------------------------------------------------------

AREAS = tuple(a.value for a in Area)
BUILDINGS = tuple(b.value for b in Building)
RESOURCES = tuple(r.value for r in Resource)


def _tile(value: Any, where: str, area: Area) -> Tile:
    d = obj(value, where)
    building = Building(name(key(d, "building", where), f"{where}.building", BUILDINGS))
    points = integer(key(d, "points", where), f"{where}.points", low=0)
    raw = array(key(d, "resources", where), f"{where}.resources")
    if len(raw) > 2:
        fail(f"{where}.resources: a tile shows at most two resources, not {len(raw)}")
    res = tuple(Resource(name(r, f"{where}.resources[{i}]", RESOURCES))
                for i, r in enumerate(raw))
    if len(set(res)) != len(res):
        fail(f"{where}.resources: {show(raw)} names a resource twice")
    bonus = integer(key(d, "fish_bonus", where), f"{where}.fish_bonus", low=0)
    if bonus and Resource.FISH not in res:
        fail(f"{where}.fish_bonus: {bonus} on a tile without fish (0 elsewhere)")
    bird = boolean(key(d, "bird", where), f"{where}.bird")
    return Tile(area, building, points, res, bonus, bird)


def parse_position(value: Any, where: str) -> Position:
    d = obj(value, where)
    for k in KEYS:
        key(d, k, where)
    players = integer(d["players"], f"{where}.players", 2, 4)
    fields: list[Field] = []
    tiles: dict[str, Tile] = {}
    face_up: set[str] = set()
    for i, raw in enumerate(array(d["fields"], f"{where}.fields")):
        at = f"{where}.fields[{i}]"
        f = obj(raw, at)
        fid = key(f, "id", at)
        if not isinstance(fid, str) or not fid:
            fail(f"{at}.id: expected a field id (a non-empty string), got {show(fid)}")
        if fid in tiles:
            fail(f"{at}.id: the field id {show(fid)} is given twice")
        area = Area(name(key(f, "area", at), f"{at}.area", AREAS))
        if boolean(key(f, "face_up", at), f"{at}.face_up"):
            face_up.add(fid)
        tiles[fid] = _tile(key(f, "tile", at), f"{at}.tile", area)
        fields.append(Field(fid, area))
    paths = []
    for i, raw in enumerate(array(d["paths"], f"{where}.paths")):
        at = f"{where}.paths[{i}]"
        pair = array(raw, at)
        if len(pair) != 2:
            fail(f"{at}: a path joins two fields, got {show(pair)}")
        a = field_id(pair[0], f"{at}[0]", tiles)
        b = field_id(pair[1], f"{at}[1]", tiles)
        if a == b:
            fail(f"{at}: a path joins two different fields, not {a} to itself")
        paths.append((a, b))
    rivers: dict[str, tuple[str, ...]] = {}
    gaps: set[tuple[str, str]] = set()
    for rname, raw in obj(d["rivers"], f"{where}.rivers").items():
        at = f"{where}.rivers.{rname}"
        points = [river_point(x, f"{at}[{j}]") for j, x in enumerate(array(raw, at))]
        if len(set(points)) != len(points):
            fail(f"{at}: a river passes a field once, {show(raw)} repeats one")
        # A point of the river that is no building field (the contract's own example
        # names one) is where the river runs on: the fields on either side of it are
        # on the river but not joined to each other by it.
        along = tuple(p for p in points if p in tiles)
        gaps.update((a, b) for a, b in zip(along, along[1:], strict=False)
                    if points.index(b) - points.index(a) > 1)
        rivers[rname] = along
    buildings = []
    for i, raw in enumerate(array(d["buildings"], f"{where}.buildings")):
        at = f"{where}.buildings[{i}]"
        entry = obj(raw, at)
        seat = integer(key(entry, "player", at), f"{at}.player", 0, players - 1)
        fid = field_id(key(entry, "field", at), f"{at}.field", tiles)
        if "building" in entry:        # optional: must be what the tile shows
            kind = name(entry["building"], f"{at}.building", BUILDINGS)
            if kind != tiles[fid].building.value:
                fail(f"{at}.building: a {kind} on {fid}, whose tile shows a "
                     f"{tiles[fid].building.value}")
        buildings.append((seat, fid))
    supply = []
    for i, raw in enumerate(_seats(d["supply"], f"{where}.supply", players)):
        s = obj(raw, f"{where}.supply[{i}]")
        supply.append(tuple(integer(key(s, k, f"{where}.supply[{i}]"),
                                    f"{where}.supply[{i}].{k}", 0) for k in BUILDINGS))
    birds = tuple(integer(x, f"{where}.birds[{i}]", 0)
                  for i, x in enumerate(_seats(d["birds"], f"{where}.birds", players)))
    scores = tuple(integer(x, f"{where}.scores[{i}]")
                   for i, x in enumerate(_seats(d["scores"], f"{where}.scores", players)))
    track = tuple(integer(x, f"{where}.track[{i}]", 0, players - 1)
                  for i, x in enumerate(_seats(d["track"], f"{where}.track", players)))
    return Position(
        players=players, board=Board(tuple(fields), tuple(paths), rivers, frozenset(gaps)), tiles=tiles,
        face_up=frozenset(face_up), buildings=tuple(buildings), supply=tuple(supply),
        birds=birds, last_player=integer(d["last_player"], f"{where}.last_player", 0, players - 1),
        add_on_used=boolean(d["add_on_used"], f"{where}.add_on_used"), scores=scores,
        track=track)


def _seats(value: Any, where: str, players: int) -> list[Any]:
    items = array(value, where)
    if len(items) != players:
        fail(f"{where}: expected one entry per player ({players}), got {len(items)}")
    return items


# -- queries --------------------------------------------------------------------------------

@dataclass(frozen=True)
class TargetsQuery:
    position: Position
    player: int
    card: BuildCard


@dataclass(frozen=True)
class ScoreQuery:
    position: Position
    card: ScoringCard
    played_by: int


SCORING_IDS = tuple(c.value for c in ScoringCard)


def parse_query(value: Any, command: str, where: str) -> TargetsQuery | ScoreQuery:
    d = obj(value, where or "the query")
    at = f"{where}." if where else ""
    pos = parse_position(key(d, "position", where or "the query"), f"{at}position")
    if command == "targets":
        player = integer(key(d, "player", where or "the query"), f"{at}player", 0,
                         pos.players - 1)
        card = BuildCard(name(key(d, "card", where or "the query"), f"{at}card", BUILD_KINDS))
        return TargetsQuery(pos, player, card)
    card_s = ScoringCard(name(key(d, "card", where or "the query"), f"{at}card", SCORING_IDS))
    played_by = integer(key(d, "played_by", where or "the query"), f"{at}played_by", 0,
                        pos.players - 1)
    return ScoreQuery(pos, card_s, played_by)
