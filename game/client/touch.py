"""Touch input: finger events placed on the canvas, and their mouse twins.

SDL reports fingers with ``x``/``y`` normalised to the window (0..1). The app
adds ``pos`` in canvas pixels, and for scenes that do not read fingers
themselves it makes the matching left-button mouse events (marked
``touch=True``): a tap is a click, a drag is a drag with button 1 held. Only
the first finger down drives the mouse; a second finger (a pinch, a palm) is
passed on as finger events only.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.client.viewport import Viewport

FINGER_EVENTS = (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP)


def finger_event(kind: int, x: float, y: float, finger: int = 0,
                 dx: float = 0.0, dy: float = 0.0) -> pygame.event.Event:
    """A finger event as SDL would post it (normalised window coordinates)."""
    return pygame.event.Event(kind, x=x, y=y, dx=dx, dy=dy, finger_id=finger, touch_id=0,
                              pressure=1.0)


class TouchTranslator:
    def __init__(self) -> None:
        self.primary: int | None = None       # the finger that drives the mouse
        self.last: tuple[int, int] = (0, 0)

    def locate(self, event: pygame.event.Event, viewport: "Viewport") -> pygame.event.Event:
        """A copy of a finger event with ``pos`` in canvas coordinates."""
        ww, wh = viewport.window_size
        x = float(event.dict.get("x", 0.0)) * ww
        y = float(event.dict.get("y", 0.0)) * wh
        data = dict(event.dict)
        data["pos"] = viewport.to_logical((x, y))
        return pygame.event.Event(event.type, data)

    def as_mouse(self, event: pygame.event.Event) -> list[pygame.event.Event]:
        """The mouse events a finger event stands for (maybe none)."""
        finger = event.dict.get("finger_id", 0)
        pos = tuple(event.dict.get("pos", self.last))
        out: list[pygame.event.Event] = []
        if event.type == pygame.FINGERDOWN:
            if self.primary is not None:
                return out
            self.primary = finger
            out.append(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                          buttons=(0, 0, 0), touch=True))
            out.append(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1,
                                          touch=True))
        elif finger != self.primary:
            return out
        elif event.type == pygame.FINGERMOTION:
            rel = (pos[0] - self.last[0], pos[1] - self.last[1])
            out.append(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel,
                                          buttons=(1, 0, 0), touch=True))
        elif event.type == pygame.FINGERUP:
            self.primary = None
            out.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=True))
        self.last = pos
        return out
