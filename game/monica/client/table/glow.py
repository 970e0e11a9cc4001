"""Glowing highlights: the pulse legal targets, hints and previews glow with
(held still under reduced motion)."""
from __future__ import annotations

import math

import pygame

from game.client import theme

STEADY = math.pi / 10          # a time at which every pulse stands at its brightest


def pulse_time(t: float, reduced: bool) -> float:
    """The time highlights pulse by: ``t``, or held still under reduced motion."""
    return STEADY if reduced else t


def glow(canvas: pygame.Surface, rect: pygame.Rect, color: theme.Color, t: float,
         fill: bool = False, width: int = 5, radius: int = 12) -> None:
    pulse = 0.55 + 0.45 * math.sin(t * 5.0)
    r = rect.inflate(10, 10)
    surf = pygame.Surface(r.size, pygame.SRCALPHA)
    if fill:
        pygame.draw.rect(surf, (*color, int(70 + 50 * pulse)), surf.get_rect(),
                         border_radius=radius)
    pygame.draw.rect(surf, (*color, int(150 + 105 * pulse)), surf.get_rect(), width=width,
                     border_radius=radius)
    pygame.draw.rect(surf, (*theme.darker(color, 0.5), 200), surf.get_rect(), width=1,
                     border_radius=radius)
    canvas.blit(surf, r.topleft)
