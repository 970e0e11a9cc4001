"""Screens of another shape: where a landscape-only scene sits on a portrait
canvas, and how touches find their way back into it.

A ``Frame`` shows the part ``source`` of the scene's own canvas in the part
``dest`` of the app's canvas, scaled evenly. An opaque scene shows whole,
letterboxed. An overlay (a dialog over the table) shows only its dialog:
the frame is cut to the opaque pixels it drew and scaled up to the canvas
width, so a landscape dialog stays as large as a portrait screen allows.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

SOLID = 250            # alpha from which a drawn pixel counts as the dialog's


@dataclass
class Frame:
    source: pygame.Rect
    dest: pygame.Rect

    @property
    def scale(self) -> float:
        return self.dest.w / max(1, self.source.w)

    def to_scene(self, pos: tuple[float, float]) -> tuple[int, int]:
        s = self.scale or 1.0
        return (int(self.source.x + (pos[0] - self.dest.x) / s),
                int(self.source.y + (pos[1] - self.dest.y) / s))


def fit(source: pygame.Rect, canvas: tuple[int, int], max_scale: float | None = None) -> Frame:
    """``source`` scaled evenly into the canvas, centred."""
    cw, ch = canvas
    s = min(cw / max(1, source.w), ch / max(1, source.h))
    if max_scale is not None:
        s = min(s, max_scale)
    w, h = max(1, round(source.w * s)), max(1, round(source.h * s))
    return Frame(pygame.Rect(source), pygame.Rect((cw - w) // 2, (ch - h) // 2, w, h))


def whole(size: tuple[int, int], canvas: tuple[int, int]) -> Frame:
    return fit(pygame.Rect((0, 0), size), canvas)


def dialog(surface: pygame.Surface, canvas: tuple[int, int]) -> Frame:
    """The frame of an overlay: its solid part, as large as the canvas allows."""
    area = surface.get_bounding_rect(min_alpha=SOLID)
    if area.w < 8 or area.h < 8:
        return whole(surface.get_size(), canvas)
    return fit(area.inflate(16, 16).clip(surface.get_rect()), canvas)


def show(canvas: pygame.Surface, surface: pygame.Surface, frame: Frame) -> None:
    part = surface.subsurface(frame.source)
    canvas.blit(pygame.transform.smoothscale(part, frame.dest.size), frame.dest.topleft)
