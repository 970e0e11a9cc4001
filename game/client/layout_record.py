"""Where every text and mark lands on the screen, for the layout check.

While a ``Tracer`` runs, every surface the client makes is a
``TracingSurface``: a blit onto one carries the marks of what is blitted
(moved to where it lands, cut where a clip or the edge cuts it, scaled with
the smooth-scales), so the canvas ends up knowing the rect of every line of
text and every button, badge, tab, token and column drawn on it, in drawing
order. Text is marked where it is rendered (``gfx.text``, the art's own
lettering); boxes are marked by whoever draws them (``note_box``). Nothing
here draws, and outside a tracer every function is a no-op, so the game
pays nothing for it.

``gfx.recording(trace=True)`` opens a tracer; ``game.client.layout_check``
reads what it found.
"""
from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

import pygame


_SURFACE = pygame.Surface         # the plain class (a tracer swaps ``pygame.Surface``)


class Kind(StrEnum):
    TEXT = "text"
    BUTTON = "button"
    BADGE = "badge"          # a small mark on a component: "?", a check, a count
    TAB = "tab"              # a tab on a card's edge ("+2") or a screen's tab
    TOKEN = "token"          # a person, the food truck, the foodie
    COLUMN = "column"        # a display or city column: tokens keep inside one
    CARD = "card"            # a component's face (a card, a tile, a track cell, a seat's
    #                          panel): its own words lie on it, a piece may stand on it
    COVER = "cover"          # an opaque plate: what was drawn under it is hidden
    LAYER = "layer"          # a shade over the whole screen: a dialog's layer begins


BOXES = (Kind.BUTTON, Kind.BADGE, Kind.TAB, Kind.TOKEN, Kind.CARD)
# Roles a blit gives everything it carries: "scrolled" (a line of a scrolling
# view), "moving" (something in flight: it passes over what it likes),
# "picture" (a key art: a composed picture whose printing may run off its
# frame and under the words over it, but never ends in "…").
CARRIED_ROLES = ("scrolled", "moving", "picture")


@dataclass(frozen=True)
class Mark:
    """One thing drawn: its kind and rect on the surface it is noted on (a
    text's rect is its ink, not its line box), and for text the string, its
    size in pixels there, whether it was cut with "…" or clipped (a part of
    it hidden by a clip or an edge: ``rect`` is the part shown) and its role
    (``"name"``: a component's printed name; ``"scrolled"``: a line of a
    scrolling view; ``"moving"``: something in flight)."""

    kind: Kind
    rect: pygame.Rect
    text: str = ""
    px: float = 0.0
    cut: bool = False
    role: str = ""
    seq: int = 0
    clipped: bool = False


class Tracer:
    """The marks of every traced surface (by identity; the surfaces are kept
    alive while the tracer runs so an identity is never reused)."""

    def __init__(self) -> None:
        self._marks: dict[int, list[Mark]] = {}
        self._keep: dict[int, pygame.Surface] = {}
        self._seq = itertools.count(1)
        self.cut: set[str] = set()            # strings the fitting cut with "…"
        self.roles: list[str] = []

    # -- reading ---------------------------------------------------------------
    def marks(self, surface: pygame.Surface) -> list[Mark]:
        """What is drawn on ``surface`` now, bottom first."""
        return list(self._marks.get(id(surface), ()))

    def reset(self, surface: pygame.Surface) -> None:
        """Forget what ``surface`` showed (before a frame is drawn afresh)."""
        self._marks.pop(id(surface), None)

    # -- noting ----------------------------------------------------------------
    def _set(self, surface: pygame.Surface, marks: list[Mark]) -> None:
        self._keep[id(surface)] = surface
        self._marks[id(surface)] = marks

    def add(self, surface: pygame.Surface, mark: Mark) -> None:
        self._set(surface, [*self._marks.get(id(surface), ()), replace(mark, seq=next(self._seq))])

    def piece(self, surface: pygame.Surface, mark: Mark) -> None:
        """``surface`` is one piece (its marks: just ``mark``)."""
        self._set(surface, [replace(mark, seq=next(self._seq))])

    def text(self, surface: pygame.Surface, s: str, px: float, cut: bool = False,
             role: str = "") -> None:
        """``surface`` is ``s`` rendered at ``px``: its one mark (its ink)."""
        ink = surface.get_bounding_rect()
        if ink.w == 0 or ink.h == 0 or not s.strip():
            return
        role = role or (self.roles[-1] if self.roles else "")
        self._set(surface, [Mark(Kind.TEXT, ink, s, px, cut or s in self.cut, role,
                                 next(self._seq))])

    # -- carrying --------------------------------------------------------------
    def painted(self, dst: pygame.Surface, area: pygame.Rect) -> None:
        """Something opaque covers ``area`` of ``dst``: what lay wholly under it is gone."""
        marks = self._marks.get(id(dst))
        if marks:
            self._marks[id(dst)] = [m for m in marks if not area.contains(m.rect)]

    def carry(self, dst: pygame.Surface, src: Any, dest: Any, area: Any = None) -> None:
        """``src`` was blitted onto ``dst`` at ``dest``: its marks land there."""
        if not isinstance(src, _SURFACE):
            return
        x, y = _topleft(dest)
        shown = pygame.Rect(src.get_rect() if area is None else pygame.Rect(area))
        if _opaque(src):
            self.painted(dst, shown.move(x - shown.x, y - shown.y).clip(dst.get_clip()))
        marks = self._marks.get(id(src))
        if not marks:
            return
        dx, dy = x - shown.x, y - shown.y
        view = dst.get_clip().clip(shown.move(dx, dy))
        out = list(self._marks.get(id(dst), ()))
        # a page blitted into its scrolling view, a card or a "+2" in flight
        carried = self.roles[-1] if self.roles and self.roles[-1] in CARRIED_ROLES else ""
        for m in marks:
            if carried and (not m.role or carried == "picture"):
                m = replace(m, role=carried)
            moved = m.rect.move(dx, dy)
            vis = moved.clip(view)
            if vis.w == 0 or vis.h == 0:
                continue
            clipped = m.clipped or vis.w < moved.w - 1 or vis.h < moved.h - 1
            out.append(replace(m, rect=vis, clipped=clipped, seq=next(self._seq)))
        self._set(dst, out)

    def derive(self, src: pygame.Surface, out: pygame.Surface,
               move: Callable[[pygame.Rect], pygame.Rect], zoom: float = 1.0) -> None:
        """``out`` is ``src`` transformed: each mark's rect by ``move``, its size by ``zoom``."""
        marks = self._marks.get(id(src))
        if marks:
            self._set(out, [replace(m, rect=move(m.rect), px=m.px * zoom) for m in marks])


def _topleft(dest: Any) -> tuple[int, int]:
    if isinstance(dest, pygame.Rect | pygame.FRect):
        return int(dest.x), int(dest.y)
    return int(dest[0]), int(dest[1])


def _opaque(src: pygame.Surface) -> bool:
    return (not src.get_flags() & pygame.SRCALPHA and src.get_colorkey() is None
            and src.get_alpha() is None)


_tracer: Tracer | None = None


def tracer() -> Tracer | None:
    """The tracer running now (None: nobody records)."""
    return _tracer


# -- the hooks: a surface that reports its blits, transforms that carry marks ----------------
class TracingSurface(pygame.Surface):
    """A surface whose blits, fills, copies and subsurfaces carry marks."""

    def blit(self, source: Any, dest: Any = (0, 0), area: Any = None,  # type: ignore[override]
             special_flags: int = 0) -> pygame.Rect:
        rect = super().blit(source, dest, area, special_flags)
        if _tracer is not None:
            _tracer.carry(self, source, dest, area)
        return rect

    def blits(self, blit_sequence: Iterable[Any], doreturn: Any = 1  # type: ignore[override]
              ) -> list[pygame.Rect] | None:
        rects = [self.blit(*item) for item in blit_sequence]
        return rects if doreturn else None

    def fblits(self, blit_sequence: Iterable[Any], special_flags: int = 0, /  # type: ignore[override]
               ) -> None:
        for source, dest in blit_sequence:
            self.blit(source, dest, None, special_flags)

    def fill(self, color: Any, rect: Any = None, special_flags: int = 0  # type: ignore[override]
             ) -> pygame.Rect:
        done = super().fill(color, rect, special_flags)
        if _tracer is not None and not special_flags:
            _tracer.painted(self, self.get_rect() if rect is None else pygame.Rect(rect))
        return done

    def copy(self) -> pygame.Surface:
        out = super().copy()
        if _tracer is not None:
            _tracer.derive(self, out, pygame.Rect.copy)
        return out

    def subsurface(self, *args: Any) -> pygame.Surface:  # type: ignore[override]
        out = super().subsurface(*args)
        if _tracer is not None:
            at = out.get_offset()
            _tracer.derive(self, out, lambda r: r.move(-at[0], -at[1]).clip(out.get_rect()))
        return out


def _scaled(src: pygame.Surface, out: pygame.Surface) -> None:
    assert _tracer is not None
    w, h = src.get_size()
    sx, sy = out.get_width() / max(1, w), out.get_height() / max(1, h)
    _tracer.derive(src, out, lambda r: pygame.Rect(round(r.x * sx), round(r.y * sy),
                                                   round(r.w * sx), round(r.h * sy)), sy)


def _turned(src: pygame.Surface, out: pygame.Surface, angle: float, zoom: float) -> None:
    """Marks of a rotated (and zoomed) surface: the bounding box of each turned rect."""
    assert _tracer is not None
    a = math.radians(angle)
    c, s = math.cos(a), math.sin(a)
    cx, cy = src.get_width() / 2, src.get_height() / 2
    ox, oy = out.get_width() / 2, out.get_height() / 2

    def move(r: pygame.Rect) -> pygame.Rect:
        pts = [((px - cx) * zoom, (py - cy) * zoom) for px, py in
               (r.topleft, r.topright, r.bottomleft, r.bottomright)]
        xs = [ox + x * c + y * s for x, y in pts]
        ys = [oy - x * s + y * c for x, y in pts]
        return pygame.Rect(round(min(xs)), round(min(ys)), round(max(xs) - min(xs)),
                           round(max(ys) - min(ys)))

    _tracer.derive(src, out, move, zoom)


def _wrap(name: str, after: Callable[..., None]) -> Callable[..., pygame.Surface]:
    plain = getattr(pygame.transform, name)

    def traced(surface: pygame.Surface, *args: Any, **kwargs: Any) -> pygame.Surface:
        out: pygame.Surface = plain(surface, *args, **kwargs)
        if _tracer is None or isinstance(out, TracingSurface):
            return out
        out = _traceable(out)
        after(surface, out, *args)
        return out
    return traced


def _traceable(plain: pygame.Surface) -> TracingSurface:
    """The same pixels on a surface whose blits are traced (a transform's
    result is often drawn on next)."""
    alpha = bool(plain.get_flags() & pygame.SRCALPHA)
    out = TracingSurface(plain.get_size(), pygame.SRCALPHA if alpha else 0, plain)
    if alpha:
        out.fill((0, 0, 0, 0))
        _SURFACE.blit(out, plain, (0, 0), None, pygame.BLEND_RGBA_ADD)
    else:
        _SURFACE.blit(out, plain, (0, 0))
    return out


def _flipped(src: pygame.Surface, out: pygame.Surface, fx: bool = False, fy: bool = False) -> None:
    assert _tracer is not None
    w, h = src.get_size()
    _tracer.derive(src, out, lambda r: pygame.Rect(w - r.right if fx else r.x,
                                                   h - r.bottom if fy else r.y, r.w, r.h))


_TRANSFORMS: dict[str, Callable[..., None]] = {
    "smoothscale": lambda src, out, *_: _scaled(src, out),
    "scale": lambda src, out, *_: _scaled(src, out),
    "smoothscale_by": lambda src, out, *_: _scaled(src, out),
    "scale_by": lambda src, out, *_: _scaled(src, out),
    "rotate": lambda src, out, angle, *_: _turned(src, out, angle, 1.0),
    "rotozoom": lambda src, out, angle, zoom, *_: _turned(src, out, angle, zoom),
    "flip": _flipped,
}


@contextmanager
def tracing() -> Iterator[Tracer]:
    """Trace every surface made and drawn while the block runs (one at a time)."""
    global _tracer
    if _tracer is not None:
        raise RuntimeError("a tracer runs already")
    plain_surface = _SURFACE
    plain = {name: getattr(pygame.transform, name) for name in _TRANSFORMS}
    _tracer = Tracer()
    pygame.Surface = TracingSurface  # type: ignore[misc]
    for name, after in _TRANSFORMS.items():
        setattr(pygame.transform, name, _wrap(name, after))
    try:
        yield _tracer
    finally:
        pygame.Surface = plain_surface  # type: ignore[misc]
        for name, fn in plain.items():
            setattr(pygame.transform, name, fn)
        _tracer = None


# -- noting, for whoever draws ---------------------------------------------------------------
def note_box(surface: pygame.Surface, kind: Kind, rect: pygame.Rect | tuple[int, int, int, int],
             label: str = "") -> None:
    """``rect`` of ``surface`` shows a button, badge, tab, token, column or cover."""
    if _tracer is not None:
        _tracer.add(surface, Mark(kind, pygame.Rect(rect), label))


def note_piece(surface: pygame.Surface, kind: Kind, label: str = "") -> pygame.Surface:
    """``surface`` is one piece (a person, the truck): its ink is one ``kind``
    mark wherever it is drawn. Returns ``surface``."""
    if _tracer is not None:
        _tracer.piece(surface, Mark(kind, surface.get_bounding_rect(), label))
    return surface


def note_text(surface: pygame.Surface, s: str, px: float, cut: bool = False,
              role: str = "") -> None:
    """``surface`` is ``s`` rendered at ``px`` pixels (the art's own lettering)."""
    if _tracer is not None:
        _tracer.text(surface, s, px, cut, role)


def note_cut(s: str) -> str:
    """``s`` was cut with "…" to fit (returned as it is)."""
    if _tracer is not None:
        _tracer.cut.add(s)
    return s


@contextmanager
def role(name: str) -> Iterator[None]:
    """Text drawn in the block plays ``name`` (e.g. ``"name"``, ``"log"``)."""
    if _tracer is None:
        yield
        return
    t = _tracer
    t.roles.append(name)
    try:
        yield
    finally:
        t.roles.pop()
