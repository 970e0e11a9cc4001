"""Colours of the drawn components: a sunny beach palette.

Pure data (no pygame) so tests and help texts can read it cheaply.
Every tag has its own colour *and* pictogram; people keep the box colours
(locals blue, tourists orange, VIPs green).
"""
from __future__ import annotations

Color = tuple[int, int, int]

INK: Color = (28, 40, 66)           # outlines and numbers (deep navy)
INK_SOFT: Color = (84, 96, 120)
WHITE: Color = (255, 255, 255)
PAPER: Color = (255, 250, 238)      # card frame / plates
CREAM: Color = (252, 244, 222)

SEA_DEEP: Color = (18, 104, 168)
SEA: Color = (34, 150, 204)
SEA_LIGHT: Color = (96, 204, 226)
FOAM: Color = (246, 252, 255)
SAND: Color = (247, 226, 178)
SAND_DARK: Color = (226, 196, 140)
SAND_DOT: Color = (214, 182, 124)

STUCCO: Color = (252, 232, 214)
STUCCO_DARK: Color = (236, 204, 180)
PLANK: Color = (190, 134, 84)
PLANK_DARK: Color = (140, 92, 54)
ASPHALT: Color = (72, 78, 92)
LANE: Color = (255, 214, 72)

SUN: Color = (255, 212, 60)
SUN_DARK: Color = (238, 150, 30)
NEGATIVE: Color = (220, 56, 56)
NEGATIVE_DARK: Color = (150, 28, 28)

COIN: Color = (246, 232, 200)
COIN_EDGE: Color = (176, 132, 78)
COIN_PETAL: Color = (214, 180, 126)

BARRIER_RED: Color = (222, 52, 52)

TAG_COLORS: dict[str, Color] = {
    "local": (126, 86, 200),      # violet house
    "tourist": (240, 104, 54),    # tangerine camera
    "business": (228, 170, 20),   # gold shopping bag
    "sports": (214, 62, 124),     # raspberry ball
    "nature": (58, 160, 76),      # green palm tree
    "wave": (36, 124, 218),       # ocean-blue wave
}

PEOPLE_COLORS: dict[str, Color] = {
    "local": (52, 104, 214),
    "tourist": (244, 140, 36),
    "vip": (40, 160, 72),
}

# Highlight variants for render_card(highlight=...).
HIGHLIGHTS: dict[str, Color] = {
    "select": (255, 214, 64),
    "legal": (92, 220, 120),
    "hover": (255, 255, 255),
    "danger": (214, 58, 48),
}

OBJECTIVE_COLORS: dict[str, Color] = {
    "A": (230, 96, 70),
    "B": (40, 150, 190),
    "C": (120, 170, 60),
}

NAMED_COLORS: dict[str, Color] = {
    "blue": PEOPLE_COLORS["local"],
    "orange": PEOPLE_COLORS["tourist"],
    "green": PEOPLE_COLORS["vip"],
    "red": (214, 58, 48),
    "yellow": (240, 196, 40),
    "purple": (140, 84, 200),
    "pink": (226, 96, 160),
    "teal": (22, 170, 170),
    "white": WHITE,
    "black": (30, 30, 30),
    "coral": (232, 87, 74),
    "lagoon": (22, 170, 170),
    "orchid": (150, 92, 214),
    "sunflower": (232, 180, 40),
    "rose": (226, 96, 160),
    "slate": (96, 110, 136),
}


def to_rgb(color: object, default: Color = INK) -> Color:
    """Turn a colour name, ``#rrggbb`` string or rgb(a) sequence into rgb."""
    if color is None:
        return default
    if isinstance(color, str):
        text = color.strip().lower()
        if text in NAMED_COLORS:
            return NAMED_COLORS[text]
        if text.startswith("#") and len(text) == 7:
            try:
                return (int(text[1:3], 16), int(text[3:5], 16), int(text[5:7], 16))
            except ValueError:
                return default
        return default
    try:
        seq = tuple(int(c) for c in color)  # type: ignore[attr-defined]
    except TypeError:
        return default
    if len(seq) >= 3:
        return (seq[0], seq[1], seq[2])
    return default


def shade(color: Color, factor: float) -> Color:
    """Darken (factor < 1) or lighten (factor > 1, towards white) a colour."""
    if factor <= 1:
        return tuple(max(0, int(c * factor)) for c in color)  # type: ignore[return-value]
    t = min(1.0, factor - 1)
    return tuple(int(c + (255 - c) * t) for c in color)  # type: ignore[return-value]


def mix(a: Color, b: Color, t: float) -> Color:
    """Linear blend from ``a`` (t=0) to ``b`` (t=1)."""
    return tuple(int(x + (y - x) * t) for x, y in zip(a, b))  # type: ignore[return-value]
