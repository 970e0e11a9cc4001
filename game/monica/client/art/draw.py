"""Drawing helpers: supersampled shapes, outlined text, gradients, corners.

Everything is drawn at the size it will be shown. Shapes with curves are drawn
``k`` times larger and smooth-scaled *down*, which gives clean anti-aliased
edges without ever scaling a bitmap up.
"""
from __future__ import annotations

import math
from functools import lru_cache
from typing import Callable, Sequence

import pygame

from game.client.layout_record import note_text
from game.client.theme import ART_INK, Color

Point = tuple[float, float]
SS = 4  # supersampling factor for icons


def new_surface(size: tuple[int, int], fill: tuple[int, int, int, int] | None = None
                ) -> pygame.Surface:
    """A transparent 32-bit surface (no display needed)."""
    surf = pygame.Surface((max(1, int(size[0])), max(1, int(size[1]))), pygame.SRCALPHA)
    surf.fill(fill if fill is not None else (*ART_INK, 0))
    return surf


def supersample(size: tuple[int, int], draw: Callable[[pygame.Surface, int], None],
                k: int = SS, bg: tuple[int, int, int, int] | None = None) -> pygame.Surface:
    """Call ``draw(big, k)`` on a k-times larger surface and scale it down to ``size``."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    big = new_surface((w * k, h * k), bg)
    draw(big, k)
    return pygame.transform.smoothscale(big, (w, h))


def star_points(cx: float, cy: float, r_out: float, r_in: float, n: int,
                rot: float = -math.pi / 2) -> list[Point]:
    """Corners of an ``n``-pointed star."""
    pts = []
    for i in range(n * 2):
        r = r_out if i % 2 == 0 else r_in
        a = rot + i * math.pi / n
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def unit_poly(rect: pygame.Rect, pts: Sequence[Point]) -> list[Point]:
    """Map points given in [0, 1] unit coordinates onto ``rect``."""
    return [(rect.x + x * rect.w, rect.y + y * rect.h) for x, y in pts]


def unit_rect(rect: pygame.Rect, x0: float, y0: float, x1: float, y1: float) -> pygame.Rect:
    return pygame.Rect(round(rect.x + x0 * rect.w), round(rect.y + y0 * rect.h),
                       max(1, round((x1 - x0) * rect.w)), max(1, round((y1 - y0) * rect.h)))


def unit_pt(rect: pygame.Rect, x: float, y: float) -> tuple[float, float]:
    return (rect.x + x * rect.w, rect.y + y * rect.h)


def outline_silhouette(shape: pygame.Surface, color: Color, width: int) -> pygame.Surface:
    """Dilate ``shape``'s alpha by ``width`` px, filled with ``color`` (a sticker edge)."""
    w, h = shape.get_size()
    mask = pygame.mask.from_surface(shape, 8)
    sil = mask.to_surface(setcolor=(*color, 255), unsetcolor=(*color, 0))
    out = new_surface((w, h), (*color, 0))
    steps = max(12, width * 2)
    for i in range(steps):
        a = 2 * math.pi * i / steps
        out.blit(sil, (round(math.cos(a) * width), round(math.sin(a) * width)))
    for r in range(1, width):
        out.blit(sil, (r, 0))
        out.blit(sil, (-r, 0))
        out.blit(sil, (0, r))
        out.blit(sil, (0, -r))
    return out


def sticker(size: int, draw: Callable[[pygame.Surface, pygame.Rect], None], *,
            outline: Color | None = ART_INK, outline_frac: float = 0.06,
            pad_frac: float = 0.07, k: int = SS) -> pygame.Surface:
    """Supersampled square icon: ``draw(big, rect)`` plus a uniform outer outline."""
    size = max(2, int(size))

    def _draw(big: pygame.Surface, kk: int) -> None:
        bw = big.get_width()
        pad = int(bw * pad_frac)
        rect = pygame.Rect(pad, pad, bw - 2 * pad, bw - 2 * pad)
        layer = new_surface(big.get_size())
        draw(layer, rect)
        if outline is not None:
            ow = max(1, int(bw * outline_frac))
            big.blit(outline_silhouette(layer, outline, ow), (0, 0))
        big.blit(layer, (0, 0))

    return supersample((size, size), _draw, k)


def vertical_gradient(surf: pygame.Surface, rect: pygame.Rect, top: Color, bottom: Color
                      ) -> None:
    """Fill ``rect`` with a top-to-bottom gradient."""
    h = max(1, rect.h)
    for i in range(rect.h):
        t = i / max(1, h - 1)
        c = tuple(int(a + (b - a) * t) for a, b in zip(top, bottom, strict=False))
        pygame.draw.line(surf, c, (rect.x, rect.y + i), (rect.right - 1, rect.y + i))


@lru_cache(maxsize=64)
def _corner_mask(size: tuple[int, int], radius: int) -> pygame.Surface:
    k = 3
    w, h = size

    def _draw(big: pygame.Surface, kk: int) -> None:
        big.fill((255, 255, 255, 0))
        pygame.draw.rect(big, (255, 255, 255, 255), big.get_rect(), border_radius=radius * kk)

    return supersample((w, h), _draw, k, bg=(255, 255, 255, 0))


def round_corners(surf: pygame.Surface, radius: int) -> pygame.Surface:
    """Clip ``surf`` (in place) to a rounded rectangle with anti-aliased corners."""
    if radius <= 0:
        return surf
    mask = _corner_mask(surf.get_size(), int(radius))
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return surf


def text(txt: str, fnt: pygame.font.Font, color: Color, outline: Color | None = None,
         outline_px: int = 1, role: str = "") -> pygame.Surface:
    """Rendered text, optionally with an outline of ``outline_px`` pixels
    (``role``: what the layout check reads it as, ``"name"`` for a printed name)."""
    base = fnt.render(txt, True, color)
    if outline is None or outline_px <= 0:
        note_text(base, txt, fnt.point_size, role=role)
        return base
    edge = fnt.render(txt, True, outline)
    w, h = base.get_width() + 2 * outline_px, base.get_height() + 2 * outline_px
    out = new_surface((w, h), (*outline, 0))
    r = outline_px
    for dx in range(-r, r + 1):
        for dy in range(-r, r + 1):
            if dx * dx + dy * dy <= r * r + r:
                out.blit(edge, (r + dx, r + dy))
    out.blit(base, (r, r))
    note_text(out, txt, fnt.point_size, role=role)
    return out


def blit_center(dst: pygame.Surface, src: pygame.Surface, center: tuple[float, float]
                ) -> pygame.Rect:
    r = src.get_rect(center=(round(center[0]), round(center[1])))
    dst.blit(src, r)
    return r


def rounded_panel(size: tuple[int, int], fill: tuple[int, ...], radius: int,
                  border: Color | None = None, border_px: int = 0) -> pygame.Surface:
    """An anti-aliased rounded rectangle (optionally with a border)."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    k = 3

    def _draw(big: pygame.Surface, kk: int) -> None:
        r = big.get_rect()
        if border is not None and border_px > 0:
            pygame.draw.rect(big, (*border, 255), r, border_radius=radius * kk)
            inner = r.inflate(-2 * border_px * kk, -2 * border_px * kk)
            pygame.draw.rect(big, fill, inner, border_radius=max(0, (radius - border_px) * kk))
        else:
            pygame.draw.rect(big, fill, r, border_radius=radius * kk)

    bg = (*(border if border is not None else fill[:3]), 0)
    return supersample((w, h), _draw, k, bg=bg)  # type: ignore[arg-type]


def wrap(txt: str, fnt: pygame.font.Font, max_w: int) -> list[str]:
    """Greedy word wrap of ``txt`` into lines no wider than ``max_w``."""
    lines: list[str] = []
    for para in txt.split("\n"):
        cur = ""
        for word in para.split():
            trial = f"{cur} {word}".strip()
            if not cur or fnt.size(trial)[0] <= max_w:
                cur = trial
            else:
                lines.append(cur)
                cur = word
        lines.append(cur)
    return lines


def fit_paragraph(txt: str, max_w: int, max_h: int, font_for: Callable[[int], pygame.font.Font],
                  max_size: int, min_size: int = 7) -> tuple[pygame.font.Font, list[str]]:
    """The largest font size whose wrapped ``txt`` fits the box, and its lines."""
    size = max(min_size, int(max_size))
    while True:
        f = font_for(size)
        lines = wrap(txt, f, max_w)
        if (len(lines) * f.get_linesize() <= max_h
                and all(f.size(s)[0] <= max_w for s in lines)) or size <= min_size:
            return f, lines
        size -= 1


def paragraph(txt: str, max_w: int, max_h: int, color: Color,
              font_for: Callable[[int], pygame.font.Font], max_size: int,
              min_size: int = 7, align: str = "left") -> pygame.Surface:
    """Wrapped text rendered into a surface at most ``max_w`` x ``max_h``."""
    f, lines = fit_paragraph(txt, max_w, max_h, font_for, max_size, min_size)
    ls = f.get_linesize()
    out = new_surface((max_w, max(1, min(max_h, ls * len(lines)))), (*color, 0))
    for i, line in enumerate(lines):
        t = f.render(line, True, color)
        squeezed = t.get_width() > max_w
        if squeezed:
            t = pygame.transform.smoothscale(t, (max_w, t.get_height()))
        note_text(t, line, f.point_size, cut=squeezed)
        x = 0 if align == "left" else (max_w - t.get_width()) // 2
        out.blit(t, (x, i * ls))
    return out
