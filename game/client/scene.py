"""Scenes and the scene stack.

A scene gets input events (positions already in canvas coordinates), a fixed
``update(dt)`` and a ``draw(canvas)`` each frame. Only the top scene gets
input and updates; scenes below are drawn first when the top one is an
overlay (``opaque = False``), e.g. the rules over the table.

``adaptive`` scenes lay themselves out for whatever canvas the app has
(landscape or portrait); others are drawn at their layout's size and scaled
in. ``fingers`` scenes read touch events themselves and get no mouse copies.
The stack's ``admit`` hook may swap a scene on its way in (the kiosk turns
the title screen into its attract loop).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

if TYPE_CHECKING:
    from .app import App


class Scene:
    name = "scene"
    opaque = True
    adaptive = False
    fingers = False

    def __init__(self, app: "App") -> None:
        self.app = app

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


class SceneStack:
    def __init__(self) -> None:
        self._stack: list[Scene] = []
        self.changes = 0            # counts push/pop/replace (screenshots on change)
        self.admit: Callable[[Scene], Scene] | None = None

    def _admit(self, scene: Scene) -> Scene:
        return self.admit(scene) if self.admit is not None else scene

    def __len__(self) -> int:
        return len(self._stack)

    def __iter__(self):
        return iter(self._stack)

    @property
    def top(self) -> Scene | None:
        return self._stack[-1] if self._stack else None

    def push(self, scene: Scene) -> None:
        scene = self._admit(scene)
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
        scene = self._admit(scene)
        if self._stack:
            self._stack.pop().leave()
        self._stack.append(scene)
        self.changes += 1
        scene.enter()

    def clear_to(self, scene: Scene) -> None:
        """Drop every scene and start over with ``scene``."""
        scene = self._admit(scene)
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
