"""Text on the canvas, for every screen of both games: fonts snapped to the
type scale, rendering cached by arguments, ellipsizing and wrapping. Sizes are
logical canvas pixels. Each game's component pictures live in that game's
client (Santa Monica's: ``game.monica.client.pictures``).
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache

import pygame

from game.client import layout_record, theme
from game.client import fonts as art_fonts
from game.client.layout_record import Mark, Tracer

Size = tuple[int, int]


# -- text ---------------------------------------------------------------------
# Every size is snapped to the type scale (``theme.type_size``): a request
# for 20 px draws a caption (18), 26 a label (24), and nothing is drawn below
# a caption. Text that does not fit wraps or ends in "…" (``ellipsize``).
class Recording(Counter[int]):
    """The sizes text was drawn at (a count per size) and, when it traces,
    where each text and mark landed (``marks(app.canvas)``)."""

    tracer: Tracer | None = None

    def marks(self, surface: pygame.Surface) -> list[Mark]:
        """What the tracer saw land on ``surface``, bottom first."""
        if self.tracer is None:
            raise RuntimeError("this recording does not trace: recording(trace=True)")
        return self.tracer.marks(surface)


_recorders: list[Recording] = []


@contextmanager
def recording(trace: bool = False) -> Iterator[Recording]:
    """Count the sizes text is drawn at while the block runs (what a test of
    the type scale reads): ``with gfx.recording() as sizes: app.frame()``.
    With ``trace`` every surface made in the block also carries the rects of
    the text and marks drawn on it (``layout_record``): make the app inside
    the block, so nothing it draws was made before."""
    sizes = Recording()
    _recorders.append(sizes)
    try:
        if not trace:
            yield sizes
            return
        with layout_record.tracing() as tracer:
            sizes.tracer = tracer
            yield sizes
    finally:
        _recorders.remove(sizes)


def font(size: int, bold: bool = False) -> pygame.font.Font:
    return art_fonts.font(theme.type_size(size), bold)


class _Text:
    """``text(s, size, color, bold)``: a line of text at the scale size for
    ``size`` (cached; ``text.cache_clear()`` empties the cache)."""

    def __call__(self, s: str, size: int, color: theme.Color = theme.INK,
                 bold: bool = False) -> pygame.Surface:
        size = theme.type_size(size)
        for sizes in _recorders:
            sizes[size] += 1
        img = _render(s, size, color, bold)
        layout_record.note_text(img, s, size)
        return img

    def cache_clear(self) -> None:
        _render.cache_clear()


@lru_cache(maxsize=512)
def _render(s: str, size: int, color: theme.Color, bold: bool) -> pygame.Surface:
    return font(size, bold).render(s, True, color)


text = _Text()


def ellipsize(s: str, size: int, width: int, bold: bool = False) -> str:
    """``s``, or as much of it as fits ``width`` followed by "…"."""
    f = font(size, bold)
    if f.size(s)[0] <= width:
        return s
    cut = len(s)
    while cut > 0 and f.size(s[:cut].rstrip() + "…")[0] > width:
        cut -= 1
    return layout_record.note_cut(s[:cut].rstrip() + "…")


def fit_line(s: str, size: int, width: int, bold: bool = False) -> tuple[int, str]:
    """One line of ``s`` in ``width``: the largest scale size up to ``size``
    at which it fits, down to one step below ``size`` (never below a
    caption), then ellipsized at that size."""
    size = theme.type_size(size)
    least = theme.smaller_type(size) or size
    while size > least and font(size, bold).size(s)[0] > width:
        size = theme.smaller_type(size) or size
    return size, ellipsize(s, size, width, bold)


def _break_word(word: str, f: pygame.font.Font, width: int) -> list[str]:
    """A word wider than ``width`` in pieces that fit: at its hyphens, else
    with a hyphen where the line is full."""
    pieces: list[str] = []
    rest = word
    while f.size(rest)[0] > width and len(rest) > 1:
        cut = rest.rfind("-", 0, len(rest) - 1)
        while cut > 0 and f.size(rest[:cut + 1])[0] > width:
            cut = rest.rfind("-", 0, cut)
        if cut > 0:
            pieces.append(rest[:cut + 1])
            rest = rest[cut + 1:]
            continue
        n = len(rest) - 1 if len(rest) < 8 else len(rest) - 5     # no "-cht" on its own
        while n > 1 and f.size(rest[:n] + "-")[0] > width:
            n -= 1
        pieces.append(rest[:n] + "-")
        rest = rest[n:]
    return pieces + [rest]


def wrap(s: str, size: int, width: int, bold: bool = False, cut: bool = True,
         hyphenate: bool = False) -> list[str]:
    """Split ``s`` into lines no wider than ``width`` pixels. A word longer
    than the line ends in "…" (``cut``), is left whole (``cut`` false), or
    with ``hyphenate`` is broken at its hyphens or with a hyphen."""
    f = font(size, bold)
    lines: list[str] = []
    for para in s.split("\n"):
        words = para.split()
        if hyphenate:
            words = [piece for w in words
                     for piece in (_break_word(w, f, width) if f.size(w)[0] > width else [w])]
        line = ""
        for w in words:
            trial = f"{line} {w}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = w
        lines.append(line)
    if not cut:
        return lines
    return [ln if f.size(ln)[0] <= width else ellipsize(ln, size, width, bold) for ln in lines]
