"""Scenes and the scene stack.

A scene gets input events (positions already in canvas coordinates), a fixed
``update(dt)`` and a ``draw(canvas)`` each frame. Only the top scene gets
input and updates; scenes below are drawn first when the top one is an
overlay (``opaque = False``), e.g. the rules over the table.

``adaptive`` scenes lay themselves out for whatever canvas the app has
(landscape or portrait); others are drawn at their layout's size and scaled
in. ``fingers`` scenes read touch events themselves and get no mouse copies.
A scene never builds another scene: it asks ``self.router`` for a
destination (``game.client.router``). ``self.ctx`` is the shared context.
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.context import Context
    from game.client.router import Router


class Scene:
    name = "scene"
    opaque = True
    adaptive = False
    fingers = False

    def __init__(self, app: "App") -> None:
        self.app = app
        self.ctx: "Context" = app.ctx
        self.router: "Router" = app.ctx.router   # an inner table gets a router of its own

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack."""

    def leave(self) -> None:
        """Called when the scene stops being the top of the stack."""

    def handle_event(self, event: pygame.event.Event) -> None:
        """Input, positions in canvas coordinates."""

    def update(self, dt: float) -> None:
        """Advance by a fixed step of ``dt`` seconds."""

    def draw(self, canvas: pygame.Surface) -> None:
        """Draw the whole scene on the logical canvas."""

    @property
    def wants_frame(self) -> bool:
        """With drawing off (tests): must this scene be drawn now all the same?
        (A table waits until a new turn has been shown once.)"""
        return False


class SceneStack:
    def __init__(self) -> None:
        self._stack: list[Scene] = []
        self.changes = 0            # counts push/pop/replace (screenshots on change)

    def __len__(self) -> int:
        return len(self._stack)

    def __iter__(self) -> Iterator[Scene]:
        return iter(self._stack)

    @property
    def top(self) -> Scene | None:
        return self._stack[-1] if self._stack else None

    def push(self, scene: Scene) -> None:
        if self._stack:
            self._stack[-1].leave()
        self._stack.append(scene)
        self.changes += 1
        scene.enter()

    def pop(self) -> Scene | None:
        if not self._stack:
            return None
        scene = self._stack.pop()
        scene.leave()
        self.changes += 1
        if self._stack:
            self._stack[-1].enter()
        return scene

    def replace(self, scene: Scene) -> None:
        if self._stack:
            self._stack.pop().leave()
        self._stack.append(scene)
        self.changes += 1
        scene.enter()

    def clear_to(self, scene: Scene) -> None:
        """Drop every scene and start over with ``scene``."""
        while self._stack:
            self._stack.pop().leave()
        self._stack.append(scene)
        self.changes += 1
        scene.enter()

    def visible(self) -> list[Scene]:
        """Scenes to draw, bottom first: from the topmost opaque one upward."""
        out: list[Scene] = []
        for scene in reversed(self._stack):
            out.append(scene)
            if scene.opaque:
                break
        return list(reversed(out))
