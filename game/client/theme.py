"""Colours and sizes shared by every scene of the table.

Kept free of pygame so layouts, tests and the CLI can read it.
"""
from __future__ import annotations

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
BUTTON_HOVER = (44, 136, 182)
BUTTON_TEXT = (255, 255, 255)
OVERLAY = (10, 20, 30)

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
    "local": (52, 104, 214),
    "tourist": (244, 140, 36),
    "business": (196, 60, 60),
    "sports": (130, 80, 190),
    "nature": (60, 150, 60),
    "wave": (30, 150, 210),
}


def color_named(name: str) -> Color:
    """The rgb of a seat colour name (unknown names fall back to the first)."""
    for key, rgb in PLAYER_COLORS:
        if key == name:
            return rgb
    return PLAYER_COLORS[0][1]


def darker(c: Color, f: float = 0.7) -> Color:
    return (int(c[0] * f), int(c[1] * f), int(c[2] * f))


def lighter(c: Color, f: float = 0.5) -> Color:
    return (int(c[0] + (255 - c[0]) * f), int(c[1] + (255 - c[1]) * f),
            int(c[2] + (255 - c[2]) * f))
