"""Boards, tiles and chips for the engine's tests (the real map is built by
game/cruz/content; the engine takes any Board, so the tests use their own).

``small_board``: 15 fields on two islands, laid out so that every rule can be
reached in a few moves:

    coast  k1 k2 k3 k4 k5 k6       land  l1 .. l6       volcano  v1 v2 v3

    paths:  k1-l1  l1-l2  l2-k2  l2-v1  v1-l3  l3-k3  l1-l3
            k4-l4  l4-l5  l5-v2  v2-v3  l5-k5  l4-l6  l6-k6
    rivers: long = k1 l1 l3 v1      short = k5 l5 l6
"""
from __future__ import annotations

import dataclasses
import random

from game.cruz.engine import (Area, Board, Building, Field, GameState, Phase, Resource,
                              ScoringCard, Tile, new_game)
from game.cruz.engine import rounds
from game.cruz.engine.cards import BUILDING_INDEX

A, B, R = Area, Building, Resource
FIELDS = (["k1", "k2", "k3", "k4", "k5", "k6"], ["l1", "l2", "l3", "l4", "l5", "l6"],
          ["v1", "v2", "v3"])
PATHS = (("k1", "l1"), ("l1", "l2"), ("l2", "k2"), ("l2", "v1"), ("v1", "l3"), ("l3", "k3"),
         ("l1", "l3"), ("k4", "l4"), ("l4", "l5"), ("l5", "v2"), ("v2", "v3"), ("l5", "k5"),
         ("l4", "l6"), ("l6", "k6"))
RIVERS = {"long": ("k1", "l1", "l3", "v1"), "short": ("k5", "l5", "l6")}


def small_board() -> Board:
    fields = [Field(fid, area, island="west" if fid in ("k1", "k2", "k3", "l1", "l2", "l3", "v1")
                    else "east")
              for ids, area in zip(FIELDS, (A.COAST, A.LAND, A.VOLCANO), strict=True)
              for fid in ids]
    return Board(tuple(fields), PATHS, dict(RIVERS))


def small_tiles() -> list[Tile]:
    """20 tiles: 8 coast, 8 land, 4 volcano (so 5 stay in the box)."""
    return [
        Tile(A.COAST, B.LIGHTHOUSE, 2, (R.FISH,), 3, True),
        Tile(A.COAST, B.LIGHTHOUSE, 1, (R.FISH,), 1, False),
        Tile(A.COAST, B.HOUSE, 1, (R.SHEEP,), 0, False),
        Tile(A.COAST, B.HOUSE, 2, (), 0, True),
        Tile(A.COAST, B.CHURCH, 3, (R.WOOD,), 0, False),
        Tile(A.COAST, B.HOUSE, 1, (R.FISH, R.SHEEP), 2, False),
        Tile(A.COAST, B.HOUSE, 1, (R.SUGAR,), 0, True),
        Tile(A.COAST, B.LIGHTHOUSE, 3, (), 0, False),
        Tile(A.LAND, B.HOUSE, 1, (R.WOOD,), 0, False),
        Tile(A.LAND, B.HOUSE, 2, (R.SUGAR,), 0, True),
        Tile(A.LAND, B.CHURCH, 3, (R.GOLD,), 0, False),
        Tile(A.LAND, B.HOUSE, 1, (R.SHEEP,), 0, False),
        Tile(A.LAND, B.CHURCH, 2, (R.WOOD, R.SUGAR), 0, True),
        Tile(A.LAND, B.HOUSE, 1, (), 0, True),
        Tile(A.LAND, B.HOUSE, 2, (R.GOLD,), 0, False),
        Tile(A.LAND, B.CHURCH, 4, (), 0, False),
        Tile(A.VOLCANO, B.HOUSE, 3, (R.GOLD,), 0, True),
        Tile(A.VOLCANO, B.CHURCH, 4, (), 0, False),
        Tile(A.VOLCANO, B.HOUSE, 2, (R.SHEEP,), 0, True),
        Tile(A.VOLCANO, B.LIGHTHOUSE, 5, (), 0, False),
    ]


CHIPS = [1] * 8 + [2] * 8 + [3] * 6          # 22 chips


def random_board(rng: random.Random, size: int = 49) -> tuple[Board, list[Tile]]:
    """A random connected board of ``size`` fields with random paths, rivers and
    tiles (one tile more than fields per area): for random play over many maps."""
    areas = [A.COAST] * max(2, size // 3) + [A.VOLCANO] * max(1, size // 8)
    areas += [A.LAND] * (size - len(areas))
    rng.shuffle(areas)
    ids = [f"f{i}" for i in range(size)]
    paths = {tuple(sorted((ids[i], ids[rng.randrange(i)]))) for i in range(1, size)}
    for _ in range(size // 3):
        a, b = rng.sample(ids, 2)
        paths.add(tuple(sorted((a, b))))
    rivers = {}
    for r in range(rng.randint(1, 4)):
        rivers[f"r{r}"] = tuple(rng.sample(ids, rng.randint(2, max(2, size // 5))))
    board = Board(tuple(Field(i, a) for i, a in zip(ids, areas, strict=True)),
                  tuple(sorted(paths)), rivers)     # type: ignore[arg-type]
    tiles = []
    for area in Area:
        for _ in range(areas.count(area) + 1):
            res = tuple(rng.sample(list(Resource), rng.choice((0, 1, 1, 2))))
            tiles.append(Tile(area, rng.choice(list(Building)), rng.randint(1, 5), res,
                              rng.randint(1, 3) if R.FISH in res else 0, rng.random() < 0.4))
    return board, tiles


# -- arranged situations ------------------------------------------------------------------

def T(area: Area, building: Building, points: int, res: tuple[Resource, ...] = (),
      bonus: int = 0, bird: bool = False) -> Tile:
    return Tile(area, building, points, res, bonus, bird)


# A fixed tile for every field of small_board (tests that need to know what lies where).
LAYOUT: dict[str, Tile] = {
    "k1": T(A.COAST, B.LIGHTHOUSE, 2, (R.FISH,), 3, True),
    "k2": T(A.COAST, B.HOUSE, 1, (R.SHEEP,)),
    "k3": T(A.COAST, B.CHURCH, 3, (R.WOOD,)),
    "k4": T(A.COAST, B.HOUSE, 2, (), 0, True),
    "k5": T(A.COAST, B.HOUSE, 1, (R.FISH, R.SHEEP), 2),
    "k6": T(A.COAST, B.HOUSE, 1, (R.SUGAR,), 0, True),
    "l1": T(A.LAND, B.HOUSE, 1, (R.WOOD,)),
    "l2": T(A.LAND, B.HOUSE, 2, (R.SUGAR,), 0, True),
    "l3": T(A.LAND, B.CHURCH, 3, (R.GOLD,)),
    "l4": T(A.LAND, B.HOUSE, 1, (R.SHEEP,)),
    "l5": T(A.LAND, B.CHURCH, 2, (R.WOOD, R.SUGAR), 0, True),
    "l6": T(A.LAND, B.HOUSE, 1, (), 0, True),
    "v1": T(A.VOLCANO, B.HOUSE, 3, (R.GOLD,), 0, True),
    "v2": T(A.VOLCANO, B.CHURCH, 4),
    "v3": T(A.VOLCANO, B.LIGHTHOUSE, 5),
}


def arranged(players: int = 3, seed: int = 0, layout: dict[str, Tile] | None = None,
             **kw: object) -> GameState:
    """A newcomers' game on small_board (sets dealt, first landing due) whose
    tiles lie as ``layout`` says (default LAYOUT): coast face up, the rest down."""
    state = new_game(small_board(), small_tiles(), CHIPS, players, seed, newcomers=True,
                     **kw)  # type: ignore[arg-type]
    layout = layout or LAYOUT
    state.tile_at = [layout[fid] for fid in state.geo.ids]
    state.kind_at = [BUILDING_INDEX[t.building] for t in state.tile_at]
    state.all_tiles = tuple(state.tile_at) + tuple(state.box_tiles)
    rounds.next_lander(state, [])      # the landing targets again, on the new tiles
    return state


def in_play(state: GameState, seat: int, builds: tuple[int, int, int, int] = (1, 1, 1, 1),
            scoring: tuple[ScoringCard, ...] = ()) -> GameState:
    """``state`` turned to ``seat``'s turn of play with the given hand (landings
    skipped: call after placing buildings by hand with ``put``)."""
    state.to_land = []
    state.phase = Phase.PLAY
    state.current = seat
    state.targets = ()
    player = state.seats[seat]
    player.builds = list(builds)
    player.scoring = list(scoring)
    return state


def put(state: GameState, seat: int, fid: str, add_on: bool = False) -> None:
    """Stand a building of ``seat`` on ``fid`` (no points, no chip), tile face up."""
    f = state.geo.index[fid]
    if add_on:
        state.second[f] = seat
    else:
        state.first[f] = seat
    state.face_up[f] = True
    state.seats[seat].own.append(f)
    state.seats[seat].supply[state.kind_at[f]] -= 1


def snapshot(state: GameState) -> tuple[object, ...]:
    """Everything in ``state``, as plain values (to see that nothing changed)."""
    out: list[object] = []
    for f in dataclasses.fields(state):
        value = getattr(state, f.name)
        if f.name == "seats":
            value = tuple(tuple(repr(getattr(s, g.name)) for g in dataclasses.fields(s))
                          for s in value)
        elif f.name == "rng":
            value = value.getstate()
        elif f.name == "geo":
            value = id(value)
        else:
            value = repr(value)
        out.append(value)
    return tuple(out)


def field_of(state: GameState, fid: str) -> tuple[int, int]:
    f = state.geo.index[fid]
    return state.first[f], state.second[f]
