"""The engine's shortcuts give what the plain search gives (docs/ENGINE_API.md,
"Speed, and what it assumes"): shortest paths kept for all cities by the
filled spaces in reach, the two-step VIP walks without the general search,
the row bits carried from one card to the next, a space's neighbours read
off the spaces around it, legal spots kept for all
cities by those bits, and the people grouped only among those the grants
may act on when no one can be moved by two grants. Cities come from seeded random games on the shipped deck, with
footprints added at random so that some spaces earn and some do not."""
from __future__ import annotations

import random

import pytest

from game.monica.content import load_box
from game.monica.engine import apply_action, legal_actions, new_game
from game.monica.engine.cards import BEACH
from game.monica.engine import city as city_mod
from game.monica.engine.city import City
from game.monica.engine import people_choices
from game.monica.engine.movement import _vip_walks_2, search_paths, shortest_paths, vip_search


def cities(games: int = 12) -> list[City]:
    box = load_box()
    out: list[City] = []
    for seed in range(games):
        s = new_game(2 + seed % 3, seed=seed, box=box)
        rng = random.Random(seed)
        while s.phase != "over":
            apply_action(s, rng.choice(legal_actions(s)))
            if s.turns % 5 == 0:
                out.extend(p.city.clone() for p in s.players if p.city is not None)
    return out


def test_kept_shortest_paths_are_the_search_of_each_city() -> None:
    for city in cities():
        for pos in city.spaces():
            for steps in (1, 2, 3):
                assert shortest_paths(city, pos, steps) == search_paths(city, pos, steps)


def test_two_step_vip_walks_are_the_general_search() -> None:
    rng = random.Random(7)
    for city in cities():
        spaces = city.spaces()
        city.footprints = set(rng.sample(spaces, rng.randint(0, len(spaces) // 2)))
        for pos in spaces:
            assert _vip_walks_2(city, pos) == vip_search(city, pos, 2)


def spots_by_the_rules(city: City, row: int, beach_end: bool) -> list[int]:
    """EN p.4 and p.10, space by space: an empty space of the card's row next
    to a filled one; the beach end leftmost of the beach and nothing left of it."""
    beach_cols = [c for (r, c) in city.cards if r == BEACH] + [city.start_col]
    end = city.beach_end_col()
    out = []
    for col in range(min(c for _, c in city.spaces()) - 1, max(c for _, c in city.spaces()) + 2):
        pos = (row, col)
        if city.occupied(pos) or not any(city.occupied(q) for q in
                                         ((row, col - 1), (row, col + 1), (1 - row, col))):
            continue
        if row == BEACH and beach_end and col > min(beach_cols):
            continue
        if row == BEACH and end is not None and col < end:
            continue
        out.append(col)
    return out


def test_neighbours_read_off_the_spaces_around_are_the_adjacency_tables() -> None:
    """``City.neighbours`` (no table built) lists a filled space's neighbours
    as ``adjacency`` does, in its order, and an empty space's by ``occupied``."""
    asked = 0
    for city in cities():
        adjacency = city.adjacency()
        for pos in city.spaces():
            assert city.neighbours(pos) == list(adjacency[pos]), pos
            for q in city_mod.around(pos):
                if not city.occupied(q):
                    assert city.neighbours(q) == [r for r in city_mod.around(q)
                                                  if city.occupied(r)], q
                    asked += 1
    assert asked > 500

def test_carried_row_bits_and_kept_legal_spots_follow_the_rules() -> None:
    box = load_box()
    kinds = {(c.row, c.beach_end) for c in box.cards.values()}
    for city in cities():
        fresh = City(city.tile, city.start_col, dict(city.cards))
        assert city.row_bits() == fresh.row_bits()
        for row, beach_end in kinds:
            card = next(c for c in box.cards.values() if (c.row, c.beach_end) == (row, beach_end))
            assert city.legal_spots(card) == spots_by_the_rules(city, row, beach_end)


def test_people_grouped_for_their_own_grants_list_what_all_groups_list(
        monkeypatch: pytest.MonkeyPatch) -> None:
    box = load_box()
    states = []
    for seed in range(40):
        s = new_game(2 + seed % 3, seed=seed, box=box)
        rng = random.Random(seed)
        while s.phase != "over":
            if s.phase in ("actions", "final"):
                states.append(s.clone())
            apply_action(s, rng.choice(legal_actions(s)))
    fast = [people_choices.grant_actions(s) for s in states]
    monkeypatch.setattr(people_choices, "_open_groups", lambda city, grants: None)
    monkeypatch.setattr(people_choices, "grant_moves", lambda *args: False)
    monkeypatch.setattr(people_choices, "own_kind_grants", lambda *args: None)
    assert fast == [people_choices.grant_actions(s) for s in states]


def test_a_shared_memo_is_every_clones_and_stays_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    box = load_box()
    s = new_game(2, seed=3, box=box)
    rng = random.Random(3)
    while s.players[s.current].city is None or s.phase != "acquire":
        apply_action(s, rng.choice(legal_actions(s)))
    city = s.players[s.current].city
    assert city is not None
    city.shared("test")["k"] = 1
    grown = s.clone()
    apply_action(grown, legal_actions(grown)[0])          # take a card
    while grown.phase == "place":
        apply_action(grown, legal_actions(grown)[0])      # and place it
    mine = grown.players[s.current].city
    assert mine is not None and len(mine.cards) == len(city.cards) + 1
    # Unlike ``memo``, kept across cards added, in both directions.
    assert mine.memo("test") == {} and mine.shared("test") == {"k": 1}
    mine.shared("test")["k2"] = 2
    assert city.shared("test") == {"k": 1, "k2": 2}
    # Started afresh once full: what a game's searches add stays bounded.
    monkeypatch.setattr(city_mod, "SHARED_KEPT", 2)
    assert city.shared("test") == {}
    assert mine.shared("test") == {}
