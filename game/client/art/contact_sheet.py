"""Render a contact sheet of the component art, as seen in a 1280x720 window.

    SDL_VIDEODRIVER=dummy python -m game.client.art.contact_sheet [OUT.png] [--scale S]

Draws ~16 sample cards (both rows, rings, every scoring icon kind), the
starting tiles, the sand-dollar actions, the objectives, meeples and tokens
at the sizes the table uses, scaled by 2/3 (1920x1080 canvas -> 1280x720).
"""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from . import palette as P  # noqa: E402
from .cards import render_card, render_card_back  # noqa: E402
from .components import render_objective, render_sand_dollar_action, render_tile  # noqa: E402
from .draw import text  # noqa: E402
from .fonts import font  # noqa: E402
from .icons import TAG_ICON_NAMES, icon  # noqa: E402
from .people import render_meeple, render_token  # noqa: E402

DEFAULT_OUT = Path(__file__).resolve().parents[3] / "docs" / "art_contact_sheet.png"


def _sample_box() -> Any | None:
    try:
        from game.content.box import load_box
        return load_box()
    except Exception:  # the deck may not be there (e.g. a trimmed checkout)
        return None


def _hand_cards() -> list[Any]:
    from game.engine.cards import BEACH, STREET, Ring, make_feature_card as mk
    return [
        mk("X1", "Tide Pool Walk", BEACH, ("nature", "nature", "wave"),
           ({"gain": "sand_dollar", "n": 1}, {"move": "local", "count": 2, "steps": 3}),
           Ring(4, tourist=1, any=1), ({"adjacent": "tourist", "points": 2},), True),
        mk("X2", "Muscle Beach", STREET, ("sports", "local"),
           ({"move": "any", "count": 2, "steps": 1},), Ring(5, local=2, vip=1),
           ({"adjacent_all": ["local", "tourist", "business", "sports"], "points": 6},)),
        mk("X3", "Surf Point", BEACH, ("wave", "sports"), ({"summon": 3},),
           Ring(3, any_number=True),
           ({"sand_dollars": 2, "points": 1}, {"adjacent_gives": "people", "points": -2})),
        mk("X4", "Promenade", STREET, ("business", "tourist"), ({"gain": "tourist", "n": 2},),
           None, ({"chain": "business", "min": 3, "points": 4},
                  {"adjacent_tiers": "wave", "tiers": [[1, 3], [2, 5]]})),
        mk("X5", "Dune Garden", BEACH, ("nature",), (), None,
           ({"chain": "nature", "min": 5, "points": 1, "per_tag": True},
            {"city_tags": "tourist", "per": 2, "points": 1})),
        mk("X6", "Bike Rental", STREET, ("sports",), ({"gain": "sand_dollar", "n": 2},), None,
           ({"adjacent": "wave", "min": 2, "points": 3}, {"adjacent_ring": False, "points": 2})),
    ]


def pick_cards(box: Any | None, n: int = 16) -> list[Any]:
    """A sample covering both rows, rings, any-number rings, beach ends and
    every scoring icon kind."""
    if box is None:
        return _hand_cards()
    cards = list(box.cards.values())
    chosen: list[Any] = []

    def take(pred: Any) -> None:
        for c in cards:
            if c not in chosen and pred(c):
                chosen.append(c)
                return

    def kind_of(s: dict) -> str:
        k = next(iter(s))
        if k == "adjacent" and int(s.get("min", 1)) > 1:
            return "adjacent_min"
        if k == "chain" and s.get("per_tag"):
            return "chain_per_tag"
        if k == "adjacent_ring":
            return f"adjacent_ring_{bool(s['adjacent_ring'])}"
        if k == "adjacent_gives":
            return f"adjacent_gives_{s['adjacent_gives']}_{int(s['points']) < 0}"
        return k

    want = ["adjacent", "adjacent_min", "adjacent_tiers", "adjacent_all",
            "adjacent_ring_True", "adjacent_ring_False", "chain", "chain_per_tag",
            "sand_dollars", "city_tags"]
    take(lambda c: c.beach_end)
    take(lambda c: c.ring is not None and c.ring.any_number)
    for k in want:
        take(lambda c, k=k: any(kind_of(s) == k for s in c.score))
    for c in cards:
        for s in c.score:
            k = kind_of(s)
            if k.startswith("adjacent_gives") and not any(
                    kind_of(x) == k for cc in chosen for x in cc.score):
                chosen.append(c)
    take(lambda c: any("summon" in p for p in c.place))
    take(lambda c: len(c.place) >= 2 and c.row == 1)
    take(lambda c: c.ring is not None and c.ring.slots >= 3)
    take(lambda c: len(c.tags) >= 3)
    for row in (0, 1):
        while sum(1 for c in chosen if c.row == row) < n // 2 - 2 and len(chosen) < n:
            before = len(chosen)
            take(lambda c, row=row: c.row == row)
            if len(chosen) == before:
                break
    return chosen[:n]


def build_sheet(scale: float = 2 / 3) -> pygame.Surface:
    box = _sample_box()
    s = lambda v: max(1, round(v * scale))  # noqa: E731
    W = 1280
    sheet = pygame.Surface((W, 1240))
    sheet.fill((30, 78, 110))
    # sunny table top: sand
    pygame.draw.rect(sheet, (236, 214, 170), sheet.get_rect().inflate(-16, -16),
                     border_radius=16)
    title_f = font(18, bold=True)
    label_f = font(12, bold=True)

    def label(msg: str, pos: tuple[int, int]) -> None:
        sheet.blit(text(msg, label_f, P.INK), pos)

    sheet.blit(text("Santa Monica - component art at 1280x720 scale", title_f, P.INK), (28, 20))
    cards = pick_cards(box, 16)
    # row 1: 8 cards at display size (200x280 logical)
    disp = (s(200), s(280))
    x, y = 28, 60
    label("display size (200x280 logical)", (x, y - 16))
    for c in cards[:8]:
        sheet.blit(render_card(c, disp), (x, y))
        x += disp[0] + 8
    sheet.blit(render_card(cards[0], disp, highlight="select"), (x, y))
    x += disp[0] + 8
    # row 2: city size (150x210 logical)
    city = (s(150), s(210))
    x, y = 28, y + disp[1] + 28
    label("city size (150x210 logical)", (x, y - 16))
    for c in cards[8:16] + cards[:3]:
        sheet.blit(render_card(c, city), (x, y))
        x += city[0] + 6
    sheet.blit(render_card_back(city), (x, y))
    x += city[0] + 6
    sheet.blit(render_card(cards[1], city, highlight="legal"), (x, y))
    # row 3: starting tiles (double high) + meeples/tokens
    y += city[1] + 28
    x = 28
    label("starting tiles (150x420 logical)", (x, y - 16))
    tile_size = (s(150), s(420))
    tiles = list(box.tiles.values()) if box else []
    for t in tiles:
        sheet.blit(render_tile(t, tile_size), (x, y))
        x += tile_size[0] + 6
    # objectives
    ox = x + 14
    label("objectives (300x200 logical)", (ox, y - 16))
    obj_size = (s(300), s(200))
    objs = list(box.objectives.values()) if box else []
    for i, o in enumerate(objs):
        sheet.blit(render_objective(o, obj_size), (ox + (i % 2) * (obj_size[0] + 8),
                                                   y + (i // 2) * (obj_size[1] + 8)))
    # meeples and tokens
    my = y + 2 * (obj_size[1] + 8) + 10
    mx = ox + obj_size[0] + 8 + 10
    label("people and tokens", (mx, my - 16 + 0))
    yy = my
    for kind in ("local", "tourist", "vip"):
        sheet.blit(render_meeple(kind, None, s(48)), (mx, yy))
        sheet.blit(render_meeple(kind, None, s(30)), (mx + s(54), yy + s(14)))
        sheet.blit(render_meeple(kind, "coral", s(30)), (mx + s(90), yy + s(14)))
        yy += s(52)
    tx = mx + s(140)
    for i, name in enumerate(("food_truck", "foodie", "footprint", "sand_dollar",
                              "start_player")):
        sheet.blit(render_token(name, s(48)), (tx + (i % 2) * s(56), my + (i // 2) * s(56)))
    # sand-dollar actions
    y += tile_size[1] + 28
    x = 28
    label("sand-dollar actions (240x140 logical)", (x, y - 16))
    act_size = (s(240), s(140))
    sides = [side for t in (box.sand_dollar_tiles if box else ()) for side in t.sides]
    for i, a in enumerate(sides):
        sheet.blit(render_sand_dollar_action(a, act_size), (x, y))
        x += act_size[0] + 8
    # icon reference
    y += act_size[1] + 28
    x = 28
    label("icons (24 px and 16 px)", (x, y - 16))
    names = list(TAG_ICON_NAMES) + ["person_local", "person_tourist", "person_vip",
                                    "person_any", "move_any", "sand_dollar", "points",
                                    "points_negative", "summon", "ring", "no_ring", "people",
                                    "footprint", "swap", "return", "beach", "street"]
    for n in names:
        sheet.blit(icon(n, 24), (x, y))
        sheet.blit(icon(n, 16), (x + 4, y + 28))
        x += 30
    return sheet


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    scale = 2 / 3
    if "--scale" in args:
        i = args.index("--scale")
        scale = float(args[i + 1])
        del args[i:i + 2]
    out = Path(args[0]) if args else DEFAULT_OUT
    pygame.font.init()
    sheet = build_sheet(scale)
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(out))
    print(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
