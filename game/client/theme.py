"""The palette: every colour the client shows, and the canvas size.

The screens' colours (panels, buttons, ink), the drawn components' colours
(``ART_*``, tags, people, coins ...), the seat colours, and the
colour-blind-safe variants. The colours that change with the colour-blind
setting form a ``Palette`` (``NORMAL_PALETTE``, ``COLOURBLIND_PALETTE``): the
context holds the one in use and drawing is handed it; the tables here are
constants. Kept free of pygame so layouts, tests and the CLI can read it.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

Color = tuple[int, int, int]

CANVAS_SIZE: tuple[int, int] = (1920, 1080)

SEA = (24, 96, 138)
SEA_DARK = (14, 58, 88)
SAND = (242, 222, 178)
SAND_DARK = (214, 186, 132)
FOAM = (250, 248, 240)
INK = (34, 36, 44)
INK_SOFT = (88, 92, 104)
PANEL = (252, 246, 232)
PANEL_EDGE = (196, 170, 120)
SHADOW = (0, 0, 0)
HILITE = (255, 214, 64)
SELECTED = (222, 112, 36)
LEGAL = (92, 220, 120)
DANGER = (214, 58, 48)
DISABLED = (160, 160, 160)
BUTTON = (32, 110, 150)
BUTTON_TEXT = (255, 255, 255)
OVERLAY = (10, 20, 30)

# Buttons. A primary button is filled in its colour with white text; a
# secondary one (Back, Close, Undo, Remove) is a light plate with a dark
# outline and dark text. Enabled buttons are raised (a drop shadow), outlined
# and bold; a disabled one is flat, hollow (a thin dashed edge on the panel
# colour) and its text is regular weight and faint: the difference shows in
# lightness, shape and weight, never in hue alone.
SECONDARY = (250, 244, 230)
SECONDARY_EDGE = (46, 58, 84)
SECONDARY_TEXT = (34, 44, 70)
DISABLED_FILL = (232, 226, 214)
DISABLED_EDGE = (176, 170, 160)
DISABLED_TEXT = (150, 146, 140)

# -- the type scale --------------------------------------------------------
# Every piece of text is drawn at one of these sizes, in canvas pixels. The
# canvas is 1080 px tall and scaled into the window, so each size is a fixed
# share of the window height: at 1280x720 a caption is 12 px, body text
# 14 px, a label 16 px, a heading 20 px. Text that does not fit wraps or
# ends in an ellipsis; it never shrinks below a caption.
CAPTION = 18        # small print: hints under a tile, the code on the deck
BODY = 21           # sentences: prompts, the log, card text
LABEL = 24          # buttons, names, tabs
SUBHEAD = 28        # panel titles, the banner
HEADING = 36        # a screen's title
TITLE = 48
DISPLAY = 64
HERO = 144          # the game's name on the title screen
TYPE_SCALE: tuple[int, ...] = (CAPTION, BODY, LABEL, SUBHEAD, HEADING, TITLE, DISPLAY, HERO)


def type_size(size: int) -> int:
    """The size of the scale a request for ``size`` gets: the largest not
    above it, and never below a caption."""
    best = TYPE_SCALE[0]
    for step in TYPE_SCALE:
        if step <= size:
            best = step
    return best


def smaller_type(size: int) -> int | None:
    """The next size down the scale (None below a caption)."""
    size = type_size(size)
    i = TYPE_SCALE.index(size)
    return TYPE_SCALE[i - 1] if i > 0 else None


def luminance(c: Color) -> float:
    """Relative luminance (WCAG 2): 0 black .. 1 white."""
    def lin(v: int) -> float:
        x = v / 255
        return x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4
    return 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2])


def contrast(a: Color, b: Color) -> float:
    """The WCAG contrast ratio of two colours (1 .. 21)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)

# What the players can pick for their seat colour (name, rgb). Chosen to stay
# apart from the meeple colours (locals blue, tourists orange, VIPs green).
PLAYER_COLORS: list[tuple[str, Color]] = [
    ("coral", (232, 87, 74)),
    ("lagoon", (22, 170, 170)),
    ("orchid", (150, 92, 214)),
    ("sunflower", (232, 180, 40)),
    ("rose", (226, 96, 160)),
    ("slate", (96, 110, 136)),
]

PEOPLE_COLORS: dict[str, Color] = {
    "local": (52, 104, 214),
    "tourist": (244, 140, 36),
    "vip": (40, 160, 72),
}

TAG_COLORS: dict[str, Color] = {
    "local": (126, 86, 200),      # violet house
    "tourist": (240, 104, 54),    # tangerine camera
    "business": (228, 170, 20),   # gold shopping bag
    "sports": (214, 62, 124),     # raspberry ball
    "nature": (58, 160, 76),      # green palm tree
    "wave": (36, 124, 218),       # ocean-blue wave
}


# -- the drawn components (cards, tiles, people, icons): a sunny beach palette --
# Every tag has its own colour *and* pictogram; people keep the box colours.
ART_INK: Color = (28, 40, 66)           # outlines and numbers (deep navy)
ART_INK_SOFT: Color = (84, 96, 120)
WHITE: Color = (255, 255, 255)
PAPER: Color = (255, 250, 238)      # card frame / plates

SEA_DEEP: Color = (18, 104, 168)
ART_SEA: Color = (34, 150, 204)
SEA_LIGHT: Color = (96, 204, 226)
ART_FOAM: Color = (246, 252, 255)
ART_SAND: Color = (247, 226, 178)
ART_SAND_DARK: Color = (226, 196, 140)
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


# The colour-blind-safe palette (Okabe & Ito, "Color Universal Design"):
# eight colours that stay apart under deuteranopia, protanopia and
# tritanopia. Seats keep their colour names; only the rgb changes.
OKABE_ITO: dict[str, Color] = {
    "orange": (230, 159, 0), "sky_blue": (86, 180, 233), "bluish_green": (0, 158, 115),
    "yellow": (240, 228, 66), "blue": (0, 114, 178), "vermillion": (213, 94, 0),
    "reddish_purple": (204, 121, 167), "black": (0, 0, 0),
}
_OI = OKABE_ITO
SAFE_PLAYER_COLORS: dict[str, Color] = {
    "coral": _OI["vermillion"], "lagoon": _OI["sky_blue"], "orchid": _OI["reddish_purple"],
    "sunflower": _OI["yellow"], "rose": (120, 120, 120), "slate": (40, 40, 40),
}
SAFE_PEOPLE_COLORS: dict[str, Color] = {
    "local": _OI["blue"], "tourist": _OI["orange"], "vip": _OI["bluish_green"],
}
SAFE_TAG_COLORS: dict[str, Color] = {
    "local": _OI["blue"], "tourist": _OI["orange"], "business": _OI["yellow"],
    "sports": _OI["reddish_purple"], "nature": _OI["bluish_green"], "wave": _OI["sky_blue"],
}


@dataclass(frozen=True)
class Palette:
    """The colours that change with the colour-blind setting: seat colours
    (by name, in the order players pick them), people and tags. The
    context holds the one in use (``ctx.palette``); drawing is handed it."""

    name: str
    players: tuple[tuple[str, Color], ...]
    people: Mapping[str, Color]
    tags: Mapping[str, Color]

    def seat(self, name: str) -> Color:
        """The rgb of a seat colour name (unknown names get the first colour)."""
        for key, rgb in self.players:
            if key == name:
                return rgb
        return self.players[0][1]


NORMAL_PALETTE = Palette("normal", tuple(PLAYER_COLORS), MappingProxyType(dict(PEOPLE_COLORS)),
                         MappingProxyType(dict(TAG_COLORS)))
COLOURBLIND_PALETTE = Palette(
    "colourblind", tuple((name, SAFE_PLAYER_COLORS.get(name, rgb)) for name, rgb in PLAYER_COLORS),
    MappingProxyType(dict(SAFE_PEOPLE_COLORS)), MappingProxyType(dict(SAFE_TAG_COLORS)))


def palette_for(colourblind: bool) -> Palette:
    return COLOURBLIND_PALETTE if colourblind else NORMAL_PALETTE


def darker(c: Color, f: float = 0.7) -> Color:
    return (int(c[0] * f), int(c[1] * f), int(c[2] * f))


def lighter(c: Color, f: float = 0.5) -> Color:
    return (int(c[0] + (255 - c[0]) * f), int(c[1] + (255 - c[1]) * f),
            int(c[2] + (255 - c[2]) * f))


def to_rgb(color: object, default: Color = ART_INK) -> Color:
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
    return tuple(int(x + (y - x) * t) for x, y in zip(a, b, strict=True))  # type: ignore[return-value]
