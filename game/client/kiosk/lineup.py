"""Which of the box's games the kiosk offers, and the operator's switch.

The operator switches games off by key (``Settings.kiosk_games_off``; the
settings know no game). Here that list meets the box: keys of no game of this
box are ignored (and kept, for a box that has them), and the last game never
goes off: a list that would switch every game off leaves the first one on.
The attract loop shows the games that are on in turn, one attract game each.
"""
from __future__ import annotations

from collections.abc import Sequence

from game.client.games import GameClient


def games_on(games: Sequence[GameClient], off: Sequence[str]) -> tuple[GameClient, ...]:
    """The games a visitor may play, in the box's order (never none)."""
    on = tuple(g for g in games if g.key not in off)
    return on or tuple(games[:1])


def is_on(games: Sequence[GameClient], off: Sequence[str], key: str) -> bool:
    return any(g.key == key for g in games_on(games, off))


def toggled(games: Sequence[GameClient], off: Sequence[str], key: str) -> list[str]:
    """``off`` after the operator's tap on the game ``key``: a game that is on
    goes off unless it is the last one on; a game that is off comes back."""
    if not any(g.key == key for g in games):
        return list(off)
    if key in off:
        return [k for k in off if k != key]
    if len(games_on(games, off)) <= 1:
        return list(off)                # the last game on stays on
    return [*off, key]


def due_game(games: Sequence[GameClient], off: Sequence[str], due: str | None) -> GameClient:
    """The game keyed ``due`` if it is on, else the first game that is on."""
    on = games_on(games, off)
    return next((g for g in on if g.key == due), on[0])


def next_game(games: Sequence[GameClient], off: Sequence[str],
              shown: str | None) -> GameClient:
    """The game the attract loop shows after ``shown`` (the first that is on if
    ``shown`` is off now or was none)."""
    on = games_on(games, off)
    keys = [g.key for g in on]
    if shown not in keys:
        return on[0]
    return on[(keys.index(shown) + 1) % len(on)]
