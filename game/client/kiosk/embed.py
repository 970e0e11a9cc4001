"""Run a scene inside another scene: the inner scene gets a stand-in for the
app whose scene changes go to a private stack instead of the real one.

The attract loop and the replay viewer run a real ``PlayScene`` this way:
when the table's game ends it asks for the results screen, and the outer
scene sees that request on ``embedded.stack`` and decides what happens.
"""
from __future__ import annotations

import dataclasses
from typing import Any

from ..scene import Scene, SceneStack


class Embedded:
    """Looks like the ``App`` to a scene; scene changes stay private."""

    def __init__(self, app: Any, **options: Any) -> None:
        object.__setattr__(self, "_app", app)
        self.options = dataclasses.replace(app.options, **options)
        self.stack = SceneStack()
        self.quit_code: int | None = None

    def __getattr__(self, name: str) -> Any:
        return getattr(self._app, name)

    @property
    def requested(self) -> Scene | None:
        """The last scene the inner scene asked for, if any."""
        return self.stack.top

    def push(self, scene: Scene) -> None:
        self.stack.push(scene)

    def replace(self, scene: Scene) -> None:
        self.stack.replace(scene)

    def pop(self) -> None:
        self.stack.pop()

    def quit(self, code: int = 0) -> None:
        self.quit_code = code

    def forget(self) -> None:
        """Drop the scenes asked for so far."""
        self.stack = SceneStack()
