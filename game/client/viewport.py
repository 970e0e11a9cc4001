"""The logical canvas (1920x1080, or 1080x1920 for a portrait kiosk),
letterboxed into whatever window we have.

Everything is drawn on the canvas at logical size (text too, so it stays
crisp); each frame the canvas is smooth-scaled into the window, keeping the
aspect ratio and filling the rest with bars. Mouse positions are mapped back
into canvas coordinates.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.client.theme import CANVAS_SIZE

BAR_COLOR = (8, 16, 24)


@dataclass
class Viewport:
    canvas_size: tuple[int, int] = CANVAS_SIZE
    window_size: tuple[int, int] = (1280, 720)

    @property
    def scale(self) -> float:
        cw, ch = self.canvas_size
        ww, wh = self.window_size
        return min(ww / cw, wh / ch)

    @property
    def target(self) -> pygame.Rect:
        """Where the canvas lands inside the window."""
        s = self.scale
        w = max(1, round(self.canvas_size[0] * s))
        h = max(1, round(self.canvas_size[1] * s))
        return pygame.Rect((self.window_size[0] - w) // 2, (self.window_size[1] - h) // 2,
                           w, h)

    def to_logical(self, pos: tuple[float, float]) -> tuple[int, int]:
        """Window pixel -> canvas pixel (may fall outside the canvas on the bars)."""
        t = self.target
        s = self.scale
        return (int((pos[0] - t.x) / s), int((pos[1] - t.y) / s))

    def to_window(self, pos: tuple[float, float]) -> tuple[int, int]:
        t = self.target
        s = self.scale
        return (int(t.x + pos[0] * s), int(t.y + pos[1] * s))

    def present(self, canvas: pygame.Surface, window: pygame.Surface) -> None:
        """Scale the canvas into the window with letterbox bars."""
        self.window_size = window.get_size()
        t = self.target
        if t.size == canvas.get_size():
            window.blit(canvas, t.topleft)
        else:
            scaled = pygame.transform.smoothscale(canvas, t.size)
            window.blit(scaled, t.topleft)
        if t.x > 0 or t.y > 0:
            ww, wh = self.window_size
            for bar in (pygame.Rect(0, 0, t.x, wh), pygame.Rect(t.right, 0, ww - t.right, wh),
                        pygame.Rect(0, 0, ww, t.y), pygame.Rect(0, t.bottom, ww, wh - t.bottom)):
                if bar.w > 0 and bar.h > 0:
                    window.fill(BAR_COLOR, bar)
