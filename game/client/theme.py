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
_NORMAL = {"players": dict(PLAYER_COLORS), "people": dict(PEOPLE_COLORS),
           "tags": dict(TAG_COLORS)}


def use_palette(colourblind: bool) -> None:
    """Switch the shared colour tables in place (drawing reads them live)."""
    players = SAFE_PLAYER_COLORS if colourblind else _NORMAL["players"]
    PLAYER_COLORS[:] = [(name, players.get(name, rgb)) for name, rgb in PLAYER_COLORS]
    PEOPLE_COLORS.update(SAFE_PEOPLE_COLORS if colourblind else _NORMAL["people"])
    TAG_COLORS.update(SAFE_TAG_COLORS if colourblind else _NORMAL["tags"])


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
