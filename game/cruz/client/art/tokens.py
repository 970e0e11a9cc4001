"""Santa Cruz's pieces as pygame surfaces: a building standing on the map, a
bird chip face down or up, a score stone (Zählstein) and its 50-step.
"""
from __future__ import annotations

import pygame

from game.client import gfx, theme
from game.cruz.client.art import glyphs
from game.cruz.engine import Building

CHIP_BACK = (70, 120, 150)
CHIP_FACE = (250, 240, 210)


def building_token(kind: Building, rgb: tuple[int, int, int], size: int) -> pygame.Surface:
    """A building in a seat's colour, standing on a small shadow."""
    big = pygame.Surface((size * 2, size * 2), pygame.SRCALPHA)
    shadow = pygame.Rect(0, 0, size * 1.4, size * 0.4)
    shadow.midbottom = (size, size * 2 - 2)
    pygame.draw.ellipse(big, (0, 0, 0, 90), shadow)
    glyphs.building(big, kind, pygame.Rect(size * 0.2, size * 0.1, size * 1.6, size * 1.8), rgb)
    return pygame.transform.smoothscale(big, (size, size))


def chip(value: int | None, size: int) -> pygame.Surface:
    """A bird chip: face down (a bird) or face up (its points)."""
    big = pygame.Surface((size * 2, size * 2), pygame.SRCALPHA)
    c = (size, size)
    pygame.draw.circle(big, (0, 0, 0, 70), (size + 3, size + 5), size - 4)
    pygame.draw.circle(big, CHIP_BACK if value is None else CHIP_FACE, c, size - 4)
    pygame.draw.circle(big, glyphs.INK, c, size - 4, max(2, size // 8))
    if value is None:
        glyphs.bird(big, pygame.Rect(size * 0.45, size * 0.6, size * 1.1, size * 0.7),
                    (250, 248, 240))
    out = pygame.transform.smoothscale(big, (size, size))
    if value is not None:
        text = gfx.text(str(value), theme.LABEL if size >= 40 else theme.BODY, glyphs.INK, True)
        out.blit(text, text.get_rect(center=(size // 2, size // 2 + 1)))
    return out


def stone(rgb: tuple[int, int, int], size: int, steps: int = 0) -> pygame.Surface:
    """A score stone in a seat's colour; on ``steps`` 50-steps (each 50 points)
    it stands on a plate with a pip for each (the seat's panel says the score)."""
    big = pygame.Surface((size * 2, size * 2), pygame.SRCALPHA)
    c = (size, size)
    if steps:
        plate = pygame.Rect(0, 0, size * 1.9, size * 1.9)
        plate.center = c
        pygame.draw.rect(big, (236, 226, 196), plate, border_radius=size // 3)
        pygame.draw.rect(big, glyphs.INK, plate, max(2, size // 10), border_radius=size // 3)
        shown = min(steps, 4)
        for k in range(shown):               # the pips along the plate's top edge
            x = size + (k - (shown - 1) / 2) * size * 0.42
            pygame.draw.circle(big, glyphs.INK, (x, plate.y + size * 0.16), size * 0.12)
    pygame.draw.circle(big, (0, 0, 0, 80), (size + 2, size + 4), int(size * 0.62))
    pygame.draw.circle(big, rgb, c, int(size * 0.62))
    pygame.draw.circle(big, theme.lighter(rgb, 0.4), (int(size * 0.8), int(size * 0.8)),
                       int(size * 0.2))
    pygame.draw.circle(big, glyphs.INK, c, int(size * 0.62), max(2, size // 10))
    return pygame.transform.smoothscale(big, (size, size))
