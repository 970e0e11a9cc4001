"""Helpers that bring a game to a chosen situation for rule tests."""
from __future__ import annotations

from game.monica.engine import actions as A
from game.monica.engine import apply_action, new_game
from game.monica.engine.state import GameState

from .boxes import make_box


def fingerprint(state: GameState) -> tuple:
    """Everything observable about a state, for 'unchanged' checks."""
    cities = []
    for p in state.players:
        c = p.city
        if c is None:
            cities.append(None)
            continue
        cities.append((c.tile.id, sorted((k, v.id) for k, v in c.cards.items()),
                       sorted(c.person_kind.items()), sorted(c.person_pos.items()),
                       sorted(c.footprints), c.sand_dollars, c.next_person))
    return (state.phase, state.current, tuple(state.deck), tuple(state.front),
            tuple(state.back), state.food_truck, state.foodie, tuple(state.pending),
            tuple(state.grants), state.via, state.reward, state.final_triggered,
            tuple(state.offered_tiles), tuple(state.final_order), state.rng.getstate(),
            tuple(cities))


def ready(n: int = 2, seed: int = 1, box=None, tiles: list[str] | None = None,
          truck: int = 0, **kw) -> GameState:
    """A game past setup: player k has ``tiles[k]`` (if given), the food truck
    is under ``truck``; the start player is about to act."""
    kw.setdefault("start_player", 0)
    state = new_game(n, seed, box=box or make_box(), **kw)
    if tiles is not None:
        state.offered_tiles = list(tiles[:n])
    while state.phase == "choose_tile":
        pick = tiles[state.current] if tiles is not None else state.offered_tiles[0]
        apply_action(state, A.ChooseTile(pick))
    apply_action(state, A.PlaceFoodTruck(truck))
    return state


def put_front(state: GameState, col: int, card_id: str) -> None:
    """Move a card from wherever it is in the deck/display to the front row."""
    for row in (state.front, state.back):
        for i, c in enumerate(row):
            if c == card_id:
                row[i] = None
    if card_id in state.deck:
        state.deck.remove(card_id)
    old = state.front[col]
    if old is not None:
        state.deck.insert(0, old)
    state.front[col] = card_id


def build(state: GameState, placed: dict, player: int | None = None) -> None:
    """Put cards (by id) into a city, taking them out of the deck and display
    (gaps in the display are refilled from the deck)."""
    city = state.players[state.current if player is None else player].city
    for pos, cid in placed.items():
        city.cards[pos] = state.box.cards[cid]
        if cid in state.deck:
            state.deck.remove(cid)
        for row in (state.front, state.back):
            for i, c in enumerate(row):
                if c == cid:
                    row[i] = state.deck.pop() if state.deck else None
