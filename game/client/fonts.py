"""The shipped fonts (DejaVu Sans, see assets/fonts/LICENSE-DejaVu.txt)."""
from __future__ import annotations

from functools import lru_cache

import pygame

from game import resources

FONT_DIR = resources.FONTS_DIR
REGULAR = FONT_DIR / "DejaVuSans.ttf"
BOLD = FONT_DIR / "DejaVuSans-Bold.ttf"
CONDENSED_BOLD = FONT_DIR / "DejaVuSansCondensed-Bold.ttf"


def _ensure_init() -> None:
    if not pygame.font.get_init():
        pygame.font.init()


@lru_cache(maxsize=256)
def font(size: int, bold: bool = False, condensed: bool = False) -> pygame.font.Font:
    """A cached DejaVu Sans font of ``size`` pixels (bold / condensed bold)."""
    _ensure_init()
    size = max(4, int(size))
    if condensed:
        path = CONDENSED_BOLD
    else:
        path = BOLD if bold else REGULAR
    return pygame.font.Font(str(path), size)


def fit_font(text: str, max_w: int, max_h: int, *, bold: bool = True,
             condensed: bool = False, min_size: int = 6) -> pygame.font.Font:
    """The largest font (at most ``max_h`` tall) whose rendering of ``text`` fits ``max_w``."""
    size = max(min_size, int(max_h))
    while size > min_size:
        f = font(size, bold, condensed)
        w, h = f.size(text)
        if w <= max_w and h <= max_h * 1.25:
            return f
        size -= 1
    return font(min_size, bold, condensed)
