"""A coach at the table: something that watches a game being played and
may refuse a tap (saying why), narrow what glows, draw over the table and
hold the table before the results. The play scene asks it, when it has
one, at those few points; the guided first game is one (``client.tutorial``).
"""
from __future__ import annotations

from typing import Protocol

import pygame

from game.monica.client.table.interaction import Key


class Coach(Protocol):
    def allows(self, key: Key) -> bool:
        """May a tap on ``key`` act? (False: refused; the coach says why.)
        Keys are the interaction model's, and ``("button", name)`` for the
        table's buttons (hint, undo, confirm, menu, ...)."""
        ...

    def highlights(self, shown: dict[Key, str]) -> dict[Key, str]:
        """What glows, given what the table would show."""
        ...

    def handle_event(self, event: pygame.event.Event) -> bool:
        """An event the coach uses itself (its own buttons): True if used."""
        ...

    def update(self, dt: float) -> None:
        ...

    def draw(self, canvas: pygame.Surface) -> None:
        ...

    def lets_finish(self) -> bool:
        """May the finished game go on to the results?"""
        ...
