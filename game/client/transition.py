"""Scene transitions: when the scene stack changes, the last frame of the
old screen fades out over the new one (a short cross-fade: a menu dims in
over the table, the table comes up out of the title).

The app starts one whenever the stack has changed since the last frame it
drew; reduced motion, instant play and test runs (drawing off) get none.
"""
from __future__ import annotations

import pygame

DURATION = 0.22           # seconds


class Fade:
    def __init__(self) -> None:
        self.old: pygame.Surface | None = None
        self.start = 0.0

    @property
    def running(self) -> bool:
        return self.old is not None

    def begin(self, last_frame: pygame.Surface, now: float) -> None:
        """Fade ``last_frame`` (copied) out, starting at ``now``."""
        if self.old is None or self.old.get_size() != last_frame.get_size():
            self.old = last_frame.copy()
        else:
            self.old.blit(last_frame, (0, 0))
        self.start = now

    def progress(self, now: float) -> float:
        """0 at the start, 1 when done."""
        return min(1.0, max(0.0, (now - self.start) / DURATION))

    def apply(self, canvas: pygame.Surface, now: float) -> None:
        """Lay what is left of the old frame over the new one."""
        if self.old is None:
            return
        t = self.progress(now)
        if t >= 1.0:
            self.old = None
            return
        self.old.set_alpha(round(255 * (1.0 - t)))
        canvas.blit(self.old, (0, 0))
        self.old.set_alpha(None)
