"""Composable pieces of printed icons: numbers on coins, stars, arrows, chips.

A *part* is a callable ``part(h) -> Surface`` that draws itself ``h`` pixels
tall; ``hbox`` lines parts up and ``chip`` puts them on a small rounded plate.
``place_parts`` / ``score_parts`` turn the contract's dicts into parts, so
cards, help screens and tooltips all share one visual language:

* coin = sand dollars, yellow sun = points (red when negative),
* pawn shape + colour = people, arrow = move (count, then steps on the arrow),
* tag between two small outward triangles = "next to",
* boxed number + tag = chain of at least that many.
"""
from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

import pygame

from game.client import theme as P
from game.client.layout_record import note_text
from game.monica.client.art.draw import new_surface, rounded_panel, text
from game.client.fonts import font
from game.monica.client.art.icons import icon

Part = Callable[[int], pygame.Surface]


def _num_font(h: int, frac: float = 0.62) -> pygame.font.Font:
    return font(max(6, int(h * frac)), bold=True)


def p_icon(name: str, scale: float = 1.0) -> Part:
    def part(h: int) -> pygame.Surface:
        return icon(name, max(4, int(h * scale)))
    return part


def p_text(s: str, scale: float = 0.62, color: P.Color = P.ART_INK,
           outline: P.Color | None = None, condensed: bool = False) -> Part:
    def part(h: int) -> pygame.Surface:
        f = font(max(6, int(h * scale)), bold=True, condensed=condensed)
        return text(s, f, color, outline, max(1, h // 18) if outline else 0)
    return part


def p_stack(lines: Sequence[str], color: P.Color = P.ART_INK) -> Part:
    """Lines of small bold text stacked to fill the height (tiers)."""
    def part(h: int) -> pygame.Surface:
        n = max(1, len(lines))
        f = font(max(6, int(h / n * 0.92)), bold=True, condensed=True)
        surfs = [f.render(s, True, color) for s in lines]
        for line, rendered in zip(lines, surfs, strict=True):
            note_text(rendered, line, f.point_size)
        w = max(s.get_width() for s in surfs)
        lh = h / n
        out = new_surface((w, h))
        for i, s in enumerate(surfs):
            out.blit(s, s.get_rect(center=(w / 2, lh * (i + 0.5))))
        return out
    return part


def _numbered(base: pygame.Surface, number: str, color: P.Color,
              outline: P.Color | None, frac: float = 0.62,
              offset: tuple[float, float] = (0.0, 0.0)) -> pygame.Surface:
    out = base.copy()
    w, h = out.get_size()
    f = _num_font(h, frac)
    if len(number) >= 3:
        f = _num_font(h, frac * 0.75)
    elif len(number) == 2:
        f = _num_font(h, frac * 0.85)
    t = text(number, f, color, outline, max(1, h // 16) if outline else 0)
    out.blit(t, t.get_rect(center=(w / 2 + offset[0] * w, h / 2 + offset[1] * h + 1)))
    return out


def p_coin(n: int | None = None, scale: float = 1.0) -> Part:
    def part(h: int) -> pygame.Surface:
        base = icon("sand_dollar", max(4, int(h * scale)))
        if n is None:
            return base
        return _numbered(base, str(n), (92, 56, 24), P.COIN, 0.6)
    return part


def p_points(p: int, scale: float = 1.0) -> Part:
    def part(h: int) -> pygame.Surface:
        size = max(4, int(h * scale))
        if p < 0:
            return _numbered(icon("points_negative", size), str(p), P.WHITE, None, 0.5)
        return _numbered(icon("points", size), str(p), P.ART_INK, None, 0.56)
    return part


def p_arrow(kind: str, steps: int) -> Part:
    def part(h: int) -> pygame.Surface:
        base = icon(f"move_{kind}" if f"move_{kind}" in _MOVE else "move_any", h)
        return _numbered(base, str(steps), P.WHITE, P.ART_INK, 0.5, (-0.06, 0.0))
    return part


_MOVE = {"move_local", "move_tourist", "move_vip", "move_any"}


def p_person(kind: str, scale: float = 1.0) -> Part:
    return p_icon(f"person_{kind}" if kind in ("local", "tourist", "vip") else "person_any",
                  scale)


def p_adjacent(inner: Sequence[Part], scale: float = 0.2) -> Part:
    """Small outward triangles on both sides of ``inner``: 'next to'."""
    def part(h: int) -> pygame.Surface:
        body = hbox(inner, h, gap=max(1, h // 14))
        tw = max(3, int(h * scale))
        w = body.get_width() + 2 * tw + 2
        out = new_surface((w, h))
        out.blit(body, (tw + 1, 0))
        th = h * 0.24
        cy = h / 2
        pygame.draw.polygon(out, P.ART_INK, [(0, cy), (tw, cy - th), (tw, cy + th)])
        pygame.draw.polygon(out, P.ART_INK, [(w - 1, cy), (w - 1 - tw, cy - th),
                                         (w - 1 - tw, cy + th)])
        return out
    return part


def p_box(inner: Sequence[Part], color: P.Color = P.ART_INK) -> Part:
    """A rounded box around ``inner`` (chains)."""
    def part(h: int) -> pygame.Surface:
        bw = max(1, h // 12)
        pad = max(2, h // 9)
        body = hbox(inner, h - 2 * pad, gap=max(1, h // 16))
        w = body.get_width() + 2 * pad + 2
        out = new_surface((w, h))
        pygame.draw.rect(out, (*P.PAPER, 255), out.get_rect(), border_radius=h // 5)
        pygame.draw.rect(out, color, out.get_rect(), bw, border_radius=h // 5)
        out.blit(body, body.get_rect(center=(w / 2, h / 2)))
        return out
    return part


def hbox(parts: Sequence[Part], h: int, gap: int | None = None) -> pygame.Surface:
    """Render ``parts`` at height ``h`` side by side, centred vertically."""
    h = max(4, int(h))
    if gap is None:
        gap = max(1, h // 10)
    surfs = [p(h) for p in parts]
    if not surfs:
        return new_surface((1, h))
    w = sum(s.get_width() for s in surfs) + gap * (len(surfs) - 1)
    hh = max(h, max(s.get_height() for s in surfs))
    out = new_surface((w, hh))
    x = 0
    for s in surfs:
        out.blit(s, (x, (hh - s.get_height()) // 2))
        x += s.get_width() + gap
    return out


def chip(parts: Sequence[Part], h: int, fill: tuple[int, int, int, int] | None = None,
         border: P.Color | None = None) -> pygame.Surface:
    """``parts`` on a rounded plate ``h`` tall (inner content is ~78% of ``h``)."""
    pad = max(2, int(h * 0.11)) if fill is not None else 0
    body = hbox(parts, h - 2 * pad)
    w = body.get_width() + 2 * pad + (max(2, h // 8) if fill is not None else 0)
    if fill is None:
        out = new_surface((w, h))
    else:
        out = rounded_panel((w, h), fill, max(2, h // 3), border, max(1, h // 22) if border
                            else 0)
    out.blit(body, body.get_rect(center=(w / 2, h / 2)))
    return out


# --------------------------------------------------------------------------- dict -> parts

def place_parts(action: Mapping[str, Any]) -> list[Part]:
    """The printed icon of a placement action (or a tile's setup entry)."""
    if "gain" in action:
        what = str(action["gain"])
        n = int(action.get("n", 1))
        if what == "sand_dollar":
            return [p_coin(n)]
        if n == 1:
            return [p_person(what)]
        return [p_text(str(n), 0.7), p_person(what)]
    if "move" in action:
        kind = str(action["move"])
        return [p_text(str(int(action.get("count", 1))), 0.7), p_person(kind),
                p_arrow(kind, int(action.get("steps", 1)))]
    if "summon" in action:
        return [p_text(str(int(action["summon"])), 0.7), p_icon("summon")]
    if action.get("footprint"):
        return [p_icon("footprint")]
    return [p_text("?")]


def score_parts(sc: Mapping[str, Any]) -> list[Part]:
    """The printed icon of a scoring entry, always ending with its points."""
    p = int(sc.get("points", 0))
    if "adjacent" in sc:
        tag = str(sc["adjacent"])
        m = int(sc.get("min", 1))
        if m > 1:
            return [p_adjacent([p_text(f"{m}+", 0.62), p_icon(tag)]), p_points(p)]
        return [p_adjacent([p_icon(tag)]), p_points(p)]
    if "adjacent_tiers" in sc:
        tag = str(sc["adjacent_tiers"])
        tiers = sorted((int(a), int(b)) for a, b in sc.get("tiers", []))
        return [p_adjacent([p_icon(tag)]), p_stack([f"{a}:{b}" for a, b in tiers])]
    if "adjacent_all" in sc:
        tags = [str(t) for t in sc["adjacent_all"]]
        scale = 0.78 if len(tags) > 2 else 1.0
        return [p_adjacent([p_icon(t, scale) for t in tags]), p_points(p)]
    if "adjacent_ring" in sc:
        return [p_adjacent([p_icon("ring" if sc["adjacent_ring"] else "no_ring")]),
                p_points(p)]
    if "adjacent_gives" in sc:
        what = "sand_dollar" if sc["adjacent_gives"] == "sand_dollar" else "people"
        return [p_adjacent([p_icon(what)]), p_points(p)]
    if "chain" in sc:
        tag = str(sc["chain"])
        m = int(sc.get("min", 1))
        box = p_box([p_text(str(m), 0.74), p_icon(tag)])
        if sc.get("per_tag"):
            return [box, p_points(p), p_text("/", 0.7), p_icon(tag, 0.7)]
        return [box, p_points(p)]
    if "sand_dollars" in sc:
        n = int(sc["sand_dollars"])
        return [p_coin(n), p_text(":", 0.7), p_points(p)]
    if "city_tags" in sc:
        tag = str(sc["city_tags"])
        n = int(sc.get("per", 1))
        return [p_points(p), p_text("/", 0.7), p_text(str(n), 0.62), p_icon(tag, 0.8)]
    return [p_text("?")]
