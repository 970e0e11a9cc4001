"""What is printed on cards and tiles alike: rows of icon chips fitted into an
area (``flow``), the name plate, the column of tag badges, and the colours of
the placement plate (sea foam) and the scoring strip (cream)."""
from __future__ import annotations

from typing import Sequence

import pygame

from game.client import theme as P
from game.monica.client.art.draw import rounded_panel, text
from game.client.fonts import fit_font, font
from game.monica.client.art.icons import icon
from game.monica.client.art.parts import Part, chip

PLACE_FILL = (224, 246, 250, 236)
PLACE_EDGE = (72, 150, 176)
SCORE_FILL = (255, 250, 232, 240)
SCORE_EDGE = (200, 160, 96)


def flow(parts_list: Sequence[Sequence[Part]], area: pygame.Rect, h_max: int, h_min: int,
         fill: tuple[int, int, int, int] | None, border: P.Color | None,
         gap_frac: float = 0.16) -> tuple[list[tuple[pygame.Surface, pygame.Rect]], int]:
    """Lay chips out in centred rows inside ``area``, as tall as they fit."""
    h_max = max(h_min, min(h_max, area.h))
    best: list[tuple[pygame.Surface, pygame.Rect]] = []
    for h in range(h_max, h_min - 1, -1):
        chips = [chip(ps, h, fill, border) for ps in parts_list]
        gap = max(2, int(h * gap_frac))
        rows: list[list[pygame.Surface]] = [[]]
        row_w = 0
        for c in chips:
            need = c.get_width() + (gap if rows[-1] else 0)
            if rows[-1] and row_w + need > area.w:
                rows.append([])
                row_w = 0
                need = c.get_width()
            rows[-1].append(c)
            row_w += need
        total_h = len(rows) * h + (len(rows) - 1) * gap
        widest = max((sum(c.get_width() for c in r) + gap * (len(r) - 1) for r in rows),
                     default=0)
        if (total_h <= area.h and widest <= area.w) or h == h_min:
            placed = []
            y = area.y + (area.h - total_h) // 2
            for r in rows:
                rw = sum(c.get_width() for c in r) + gap * (len(r) - 1)
                x = area.x + (area.w - rw) // 2
                for c in r:
                    placed.append((c, pygame.Rect(x, y, c.get_width(), h)))
                    x += c.get_width() + gap
                y += h + gap
            best = placed
            return best, h
    return best, h_min


def name_plate(name: str, w: int, h: int) -> pygame.Surface:
    """The name on a rounded plate ``h`` tall; long names wrap onto two lines
    (the plate then grows to about 1.6 ``h``)."""
    ideal = font(max(7, int(h * 0.68)), condensed=True)
    words = name.split()
    two = (len(words) > 1 and ideal.size(name)[0] * 0.8 > w - h * 0.6)
    if two:
        best = None
        for i in range(1, len(words)):
            a, b = " ".join(words[:i]), " ".join(words[i:])
            width = max(ideal.size(a)[0], ideal.size(b)[0])
            if best is None or width < best[0]:
                best = (width, a, b)
        assert best is not None
        lines = [best[1], best[2]]
        ph = round(h * 1.6)
    else:
        lines = [name]
        ph = h
    w = max(4, w)
    plate = rounded_panel((w, ph), (*P.PAPER, 255), max(2, h // 2), P.ART_INK, max(1, h // 14))
    line_h = ph / len(lines)
    longest = max(lines, key=lambda t: ideal.size(t)[0])
    f = fit_font(longest, int(w - h * 0.5), int(line_h * (0.68 if not two else 0.74)),
                 condensed=True, min_size=7)
    for i, line in enumerate(lines):
        t = text(line, f, P.ART_INK, role="name")
        if t.get_width() > w - 4:
            t = pygame.transform.smoothscale(t, (max(1, w - 4), t.get_height()))
        y = line_h * (i + 0.5) + (1 if not two else (line_h * 0.08 * (1 if i == 0 else -1)))
        plate.blit(t, t.get_rect(center=(w / 2, y)))
    return plate


def tag_column(s: pygame.Surface, tags: Sequence[str], area: pygame.Rect) -> None:
    n = len(tags)
    if n == 0:
        return
    gap = max(1, area.w // 12)
    size = int(min(area.w, (area.h - gap * (n - 1)) / n))
    size = max(8, size)
    total = n * size + (n - 1) * gap
    y = area.y + max(0, (area.h - total) // 2) if n > 3 else area.y
    for t in tags:
        ic = icon(t, size)
        s.blit(ic, (area.x + (area.w - size) // 2, y))
        y += size + gap
