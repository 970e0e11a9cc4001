"""The search's shortcuts give the values the plain computation gives: the
icon and line values memoised with a city's cards and sand dollars, the
people's values memoised with everything they depend on (both kept in the
memo every clone of a city shares), and the other seats' unplaced people
counted once per state."""
from __future__ import annotations

import random

from game.monica.ai.evaluate import (city_features, city_value, others_of, others_unplaced,
                              unplaced_by_seat)
from game.monica.content import load_box
from game.monica.engine import apply_action, legal_actions, new_game
from game.monica.engine import actions as A
from game.monica.engine.state import GameState


def _unmemoised(state: GameState) -> GameState:
    """A copy whose cities start with no memos at all."""
    out = state.clone()
    for p in out.players:
        if p.city is not None:
            p.city._memo_n = -1        # the next memo() starts afresh
            p.city._shared = {}        # ... and nothing is shared with the clones
    return out


def _states(seed: int, players: int) -> list[GameState]:
    state = new_game(players, seed=seed, box=load_box())
    rng = random.Random(seed)
    out = []
    while state.phase != "over":
        # Prefer swaps and buys now and then: they change cards and sand
        # dollars without changing how many cards a city has.
        acts = legal_actions(state)
        pick = [a for a in acts if isinstance(a, (A.Swap, A.BuyAction))]
        apply_action(state, rng.choice(pick if pick and rng.random() < 0.5 else acts))
        out.append(state.clone())
    return out


def test_memoised_values_equal_a_fresh_computation() -> None:
    swaps = 0
    for seed in (1, 2, 3):
        states = _states(seed, 2 + seed % 3)
        for before, state in zip(states, states[1:], strict=False):
            for i in range(state.n):
                # Judge the state the memo was filled for first, then the next.
                city_features(before, i)
                assert city_features(state, i) == city_features(_unmemoised(state), i)
            swaps += sum(1 for p, q in zip(before.players, state.players, strict=True)
                         if p.city is not None and q.city is not None
                         and len(p.city.cards) == len(q.city.cards)
                         and list(p.city.cards.values()) != list(q.city.cards.values()))
    assert swaps > 0, "the series must swap cards in a city to test the memo's key"


def test_counts_once_per_state_equal_the_per_seat_counts() -> None:
    for state in _states(5, 4)[::7]:
        counts = unplaced_by_seat(state)
        for i in range(state.n):
            assert others_of(counts, i) == others_unplaced(state, i)
            assert city_value(state, i, others=others_of(counts, i)) == city_value(state, i)


def _variants(state: GameState, i: int) -> list[tuple[str, GameState]]:
    """Copies of ``state`` that differ from it in one thing a city's value
    depends on, its cards and people's places aside from the one changed."""
    out: list[tuple[str, GameState]] = []
    city = state.players[i].city
    assert city is not None
    earning = [q for q in city.spaces() if q not in city.footprints
               and city.tile.vip.earns(q[0], city.tags_at(q))]
    if earning:
        v = state.clone()
        v.players[i].city.footprints.add(earning[0])          # type: ignore[union-attr]
        out.append(("footprint", v))
    v = state.clone()
    v.players[i].city.sand_dollars += 1                       # type: ignore[union-attr]
    out.append(("sand dollar", v))
    if city.person_pos:
        pid = next(iter(city.person_pos))
        for q in city.spaces():
            if q != city.person_pos[pid]:
                v = state.clone()
                v.players[i].city.person_pos[pid] = q         # type: ignore[union-attr]
                out.append(("person moved", v))
                break
    for j, p in enumerate(state.players):
        if j != i and p.city is not None and p.city.person_pos:
            v = state.clone()
            other = v.players[j].city
            assert other is not None
            other.person_pos.clear()                          # nobody left unplaced there
            out.append(("another seat's people", v))
            break
    for obj in state.box.objectives:
        if obj != state.objective:
            v = state.clone()
            v.objective = obj
            out.append(("objective", v))
    return out


def test_the_shared_memo_tells_apart_everything_a_value_depends_on() -> None:
    seen: set[str] = set()
    for seed in (4, 6):
        for state in _states(seed, 2 + seed % 3)[4::6]:
            for i in range(state.n):
                if state.players[i].city is None:
                    continue
                for what, v in _variants(state, i):
                    city_features(state, i)              # the memo holds the original
                    assert city_features(v, i) == city_features(_unmemoised(v), i), what
                    seen.add(what)
    assert seen == {"footprint", "sand dollar", "person moved", "another seat's people",
                    "objective"}

