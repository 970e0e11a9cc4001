"""Checking a decoded ``score`` document against the cards-and-cities contract
and building the cities: every player, starting tile, space, card and person,
with one message naming the first problem and where it is."""
from __future__ import annotations

import json
from collections import deque
from typing import Any, Callable

from game.monica.engine.cards import BEACH, PEOPLE, ROW_INDEX, ROWS, STREET, Box, FeatureCard, \
    Objective, StartingTile
from game.monica.engine.city import City, Pos
from game.monica.engine.constants import PEOPLE_SUPPLY

from game.cli.score_input import fail, is_int, show

# The box holds 30 locals, 30 tourists and 8 VIPs (EN p.2, "Components"); no
# city can have more, and the cap keeps absurd counts from building millions
# of people.
SUPPLY: dict[str, int] = PEOPLE_SUPPLY
PLURAL: dict[str, str] = {"local": "locals", "tourist": "tourists", "vip": "VIPs"}
# The box holds 25 sand dollars and 4 multipliers; a sand dollar on a
# multiplier counts 5 (EN p.2 "Components", p.6 "Running out of sand
# dollars?"), so one player can hold at most 25 x 5 (docs/RULES_NOTES.md).
SAND_DOLLAR_SUPPLY = 25 * 5
# A sanity bound on columns: a game deals each player far fewer cards than
# this, so no real city reaches it.
MAX_COL = 100

CardParser = Callable[..., FeatureCard]
TileParser = Callable[..., StartingTile]


def _need(obj: dict[str, Any], key: str, where: str, what: str) -> Any:
    if key not in obj:
        fail(f"{where}: missing {show(key)} ({what})")
    return obj[key]


def _count(value: Any, where: str, what: str) -> int:
    if not is_int(value):
        fail(f"{where}: {what} must be a whole number, got {show(value)}")
    if value < 0:
        fail(f"{where}: {what} must not be negative, got {value}")
    return value


def _column(col: Any, where: str) -> None:
    if not is_int(col):
        fail(f"{where}: col must be a whole number, got {show(col)}")
    if abs(col) > MAX_COL:
        fail(f"{where}: col must be between {-MAX_COL} and {MAX_COL}, got {show(col)}")


def _parse_component(parser: Callable[..., Any], obj: Any, where: str) -> Any:
    from game.monica.content.errors import ContentError
    try:
        return parser(obj, where)
    except ContentError as exc:
        message = str(exc)
        fail(message if message.startswith(where) else f"{where}: {message}")


class Space:
    """One checked entry of a player's ``spaces``."""

    __slots__ = ("where", "pos", "card", "people", "footprint")

    def __init__(self, where: str, pos: Pos, card: FeatureCard | None,
                 people: dict[str, int], footprint: bool) -> None:
        self.where = where
        self.pos = pos
        self.card = card
        self.people = people
        self.footprint = footprint


class Reader:
    """Checks a decoded document against the contract and builds the cities."""

    def __init__(self, source: str, box: Box, parse_card: CardParser,
                 parse_tile: TileParser) -> None:
        self.source = source
        self.box = box
        self.parse_card = parse_card
        self.parse_tile = parse_tile

    def document(self, doc: Any) -> tuple[list[City], list[str], Objective]:
        src = self.source
        if not isinstance(doc, dict):
            fail(f"{src}: expected a JSON object with \"objective\" and \"players\", "
                 f"got {show(doc)}")
        obj_id = _need(doc, "objective", src, "an objective tile id")
        objectives = self.box.objectives
        if not isinstance(obj_id, str) or obj_id not in objectives:
            fail(f"{src}: objective {show(obj_id)} is not one of "
                 f"{', '.join(objectives)}")
        players = _need(doc, "players", src, "the list of players")
        if not isinstance(players, list) or not players:
            fail(f"{src}: players must be a non-empty list, got {show(players)}")
        cities: list[City] = []
        names: list[str] = []
        seen: dict[str, int] = {}
        for i, raw in enumerate(players):
            name, city = self.player(raw, f"{src}: players[{i}]")
            if name in seen:
                # Winners are reported by name, so names must tell players apart.
                fail(f"{src}: players[{i}] {json.dumps(name)}: name is also used by "
                     f"players[{seen[name]}]")
            seen[name] = i
            names.append(name)
            cities.append(city)
        return cities, names, objectives[obj_id]

    def player(self, raw: Any, where: str) -> tuple[str, City]:
        if not isinstance(raw, dict):
            fail(f"{where}: expected a player object, got {show(raw)}")
        name = _need(raw, "name", where, "the player's name")
        if not isinstance(name, str) or not name.strip():
            fail(f"{where}: name must be a non-empty string, got {show(name)}")
        where = f"{where} {json.dumps(name)}"
        sand = _count(_need(raw, "sand_dollars", where, "unspent sand dollars"), where,
                      "sand_dollars")
        if sand > SAND_DOLLAR_SUPPLY:
            fail(f"{where}: sand_dollars is {show(sand)}, but the game's sand dollars and "
                 f"multipliers make at most {SAND_DOLLAR_SUPPLY}")
        start_col, tile = self.start(_need(raw, "start", where, "the starting tile"), where)
        spaces_raw = _need(raw, "spaces", where, "the list of filled spaces")
        if not isinstance(spaces_raw, list):
            fail(f"{where}: spaces must be a list, got {show(spaces_raw)}")
        taken: dict[Pos, int] = {}
        spaces: list[Space] = []
        people = dict.fromkeys(PEOPLE, 0)
        for j, sp in enumerate(spaces_raw):
            space = self.space(sp, f"{where}: spaces[{j}]", start_col)
            if space.pos in taken:
                fail(f"{space.where}: two things on one space (spaces[{taken[space.pos]}] "
                     f"is there too)")
            taken[space.pos] = j
            for kind, n in space.people.items():
                people[kind] += n
                if people[kind] > SUPPLY[kind]:
                    fail(f"{space.where}: {people[kind]} {PLURAL[kind]} in this city, but "
                         f"the game has only {SUPPLY[kind]}")
            spaces.append(space)
        self.connected(spaces, start_col)
        city = City(tile, start_col, sand_dollars=sand)
        for space in spaces:
            if space.card is not None:
                city.cards[space.pos] = space.card
            for kind in PEOPLE:
                for _ in range(space.people.get(kind, 0)):
                    city.add_person(kind, space.pos)
            if space.footprint:
                city.footprints.add(space.pos)
        return name, city

    def start(self, raw: Any, where: str) -> tuple[int, StartingTile]:
        where = f"{where}: start"
        if not isinstance(raw, dict):
            fail(f"{where}: expected an object with \"col\" and \"tile\", got {show(raw)}")
        col = _need(raw, "col", where, "the starting tile's column")
        _column(col, where)
        tile = _need(raw, "tile", where, "a starting tile id or object")
        if isinstance(tile, str):
            if tile not in self.box.tiles:
                fail(f"{where}: tile {show(tile)} is not a starting tile of the game "
                     f"({', '.join(self.box.tiles)})")
            return col, self.box.tiles[tile]
        if isinstance(tile, dict):
            return col, _parse_component(self.parse_tile, tile, where)
        fail(f"{where}: tile must be a tile id or a tile object, got {show(tile)}")

    def space(self, raw: Any, where: str, start_col: int) -> Space:
        if not isinstance(raw, dict):
            fail(f"{where}: expected a space object, got {show(raw)}")
        row_name = _need(raw, "row", where, '"beach" or "street"')
        if not isinstance(row_name, str) or row_name not in ROW_INDEX:
            fail(f"{where}: row must be \"beach\" or \"street\", got {show(row_name)}")
        col = _need(raw, "col", where, "the column")
        _column(col, where)
        row = ROW_INDEX[row_name]
        where = f"{where} ({row_name}, {col})"
        card = self.card(raw.get("card"), where, row)
        if card is None and col != start_col:
            fail(f"{where}: no card, but only the starting tile's column ({start_col}) "
                 f"may be given without one")
        if card is not None and col == start_col:
            fail(f"{where}: two things on one space (the starting tile fills column "
                 f"{start_col})")
        people: dict[str, int] = {}
        raw_people = raw.get("people")
        if raw_people is not None:
            if not isinstance(raw_people, dict):
                fail(f"{where}: people must be an object like {{\"local\": 1}}, "
                     f"got {show(raw_people)}")
            for kind, n in raw_people.items():
                if kind not in PEOPLE:
                    fail(f"{where}: people: unknown kind {show(kind)} (local, tourist, vip)")
                people[kind] = _count(n, where, f"people.{kind}")
        footprint = raw.get("footprint", False)
        if footprint is None:
            footprint = False
        if not isinstance(footprint, bool):
            fail(f"{where}: footprint must be true or false, got {show(footprint)}")
        return Space(where, (row, col), card, people, footprint)

    def card(self, raw: Any, where: str, row: int) -> FeatureCard | None:
        if raw is None:
            return None
        if isinstance(raw, str):
            card = self.box.cards.get(raw)
            if card is None:
                fail(f"{where}: card {raw} is not in the deck")
        elif isinstance(raw, dict):
            card = _parse_component(self.parse_card, raw, where)
        else:
            fail(f"{where}: card must be a card id or a card object, got {show(raw)}")
        # "Beach cards go in the top row, street cards in the bottom row" (EN p.4).
        if card.row != row:
            fail(f"{where}: card {card.id} {json.dumps(card.name)} is a {ROWS[card.row]} "
                 f"card, not a {ROWS[row]} card")
        return card

    def connected(self, spaces: list[Space], start_col: int) -> None:
        """Every card must touch the city (EN p.4: a side must touch a placed card)."""
        filled = {s.pos for s in spaces}
        filled.add((BEACH, start_col))
        filled.add((STREET, start_col))
        reached = {(BEACH, start_col), (STREET, start_col)}
        queue = deque(reached)
        while queue:
            r, c = queue.popleft()
            for q in ((r, c - 1), (r, c + 1), (1 - r, c)):
                if q in filled and q not in reached:
                    reached.add(q)
                    queue.append(q)
        for s in spaces:
            if s.pos not in reached:
                what = f"card {s.card.id}" if s.card is not None else "this space"
                fail(f"{s.where}: {what} is not connected to the rest of the city")
