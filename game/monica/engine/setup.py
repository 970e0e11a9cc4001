"""``new_game``: shuffle, deal and prepare the table (DE rulebook, "Aufbau";
the English text lacks its setup page)."""
from __future__ import annotations

import random
from collections.abc import Sequence

from game.monica.engine.cards import Box
from game.monica.engine.constants import DISPLAY_COLS, MAX_PLAYERS, MIN_PLAYERS
from game.monica.engine.errors import IllegalAction
from game.monica.engine.kinds import Phase
from game.monica.engine.state import GameState, Player

__all__ = ["MAX_PLAYERS", "MIN_PLAYERS", "determinize", "new_game"]


def new_game(names: Sequence[str] | int, seed: int, *, box: Box, objective: str | None = None,
             sand_dollar_actions: Sequence[str] | None = None,
             start_player: int | None = None) -> GameState:
    """A new game, ready for the first starting-tile choice.

    ``box`` is the components (``game.monica.content.load_box()`` reads the game's
    own). Everything random is drawn from one ``random.Random(seed)`` kept in
    the state, in a fixed order, so a seed and the actions replay the same game.
    """
    if not isinstance(box, Box):
        raise TypeError(f"new_game needs the box of components (game.monica.content.load_box()), "
                        f"not {box!r}")
    if isinstance(names, int):
        names = [f"Player {i + 1}" for i in range(names)]
    names = list(names)
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise IllegalAction(f"Santa Monica is for 2-4 players, not {len(names)}")
    rng = random.Random(seed)

    # 1. Shuffle the feature cards and deal 2 rows of 4 (front row first).
    deck = list(box.cards)
    rng.shuffle(deck)
    front: list[str | None] = [deck.pop() for _ in range(DISPLAY_COLS)]
    back: list[str | None] = [deck.pop() for _ in range(DISPLAY_COLS)]

    # 2. Two of the four sand-dollar tiles, each on a random side (or chosen).
    if sand_dollar_actions is None:
        tiles = rng.sample(list(box.sand_dollar_tiles), 2)
        chosen = tuple(t.sides[rng.randrange(2)].id for t in tiles)
    else:
        chosen = tuple(sand_dollar_actions)
        owner: dict[str, str] = {}
        for t in box.sand_dollar_tiles:
            for side in t.sides:
                owner[side.id] = t.id
        unknown = [a for a in chosen if a not in owner]
        if unknown:
            raise IllegalAction(f"unknown sand-dollar action {unknown[0]!r}; "
                                f"known: {', '.join(owner)}")
        if len(chosen) != 2 or owner[chosen[0]] == owner[chosen[1]]:
            raise IllegalAction("choose two sand-dollar actions from two different tiles "
                                "(each tile is double-sided)")

    # 3. One objective tile, random or chosen.
    if objective is None:
        objective = rng.choice(sorted(box.objectives))
    elif objective not in box.objectives:
        raise IllegalAction(f"unknown objective tile {objective!r}; "
                            f"known: {', '.join(sorted(box.objectives))}")

    # 5. Start player (Yucata picks at random; the box asks who last visited a beach).
    n = len(names)
    if start_player is None:
        start_player = rng.randrange(n)
    elif not 0 <= start_player < n:
        raise IllegalAction(f"start player {start_player} is not a seat (0-{n - 1})")

    # 6. Draw as many starting tiles as players; choose in reverse turn order.
    offered = rng.sample(sorted(box.tiles), n)
    order = [(start_player - k) % n for k in range(1, n + 1)]
    return GameState(box=box, _rng=rng, players=[Player(nm) for nm in names],
                     objective=objective, sand_dollar_actions=chosen, deck=deck, front=front,
                     back=back, start_player=start_player, offered_tiles=offered,
                     setup_order=order, phase=Phase.CHOOSE_TILE, current=order[0], seed=seed)


def determinize(state: GameState, rng: random.Random) -> GameState:
    """A clone whose face-down deck is reshuffled with ``rng``.

    Search bots use this instead of reading the deck: the deck order is the
    only hidden information in Santa Monica.
    """
    out = state.clone()
    rng.shuffle(out.deck)
    out.reseed(rng.random())
    return out
