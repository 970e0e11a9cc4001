"""Render a contact sheet of the component art, as seen in a 1280x720 window.

    SDL_VIDEODRIVER=dummy python -m game.monica.client.art.contact_sheet [OUT.png] [--scale S]

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

from game.monica.content.box import load_box  # noqa: E402
from game.monica.engine.cards import BEACH, STREET, Ring  # noqa: E402
from game.monica.engine.cards import make_feature_card as mk  # noqa: E402

from game.client import theme as P  # noqa: E402
from game.client.theme import NORMAL_PALETTE  # noqa: E402
from game.client.art_cache import SurfaceCache, drawing  # noqa: E402
from game.monica.client.art.card_back import render_card_back  # noqa: E402
from game.monica.client.art.cards import render_card  # noqa: E402
from game.monica.client.art.objective_tile import render_objective  # noqa: E402
from game.monica.client.art.draw import text  # noqa: E402
from game.client.fonts import font  # noqa: E402
from game.monica.client.art.icons import TAG_ICON_NAMES, icon  # noqa: E402
from game.monica.client.art.people import render_meeple, render_token  # noqa: E402
from game.monica.client.art.sand_dollar_tile import render_sand_dollar_action  # noqa: E402
from game.monica.client.art.starting_tile import render_tile  # noqa: E402

DEFAULT_OUT = Path(__file__).resolve().parents[3] / "docs" / "art_contact_sheet.png"


def _sample_box() -> Any | None:
    return load_box()


def _hand_cards() -> list[Any]:
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
        beach = sum(1 for c in chosen if c.row == 0)
        street = len(chosen) - beach
        prefer = 0 if beach <= street else 1
        pool = sorted(cards, key=lambda c: c.row != prefer)
        for c in pool:
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
    take(lambda c: len(c.name) >= 20)
    for row in (1, 0):
        while sum(1 for c in chosen if c.row == row) < n // 2 and len(chosen) < n:
            before = len(chosen)
            take(lambda c, row=row: c.row == row and (c.ring is not None or len(c.place) > 1))
            if len(chosen) == before:
                take(lambda c, row=row: c.row == row)
            if len(chosen) == before:
                break
    chosen = chosen[:n]
    # alternate rows so both kinds show in each line of the sheet
    beach = [c for c in chosen if c.row == 0]
    street = [c for c in chosen if c.row == 1]
    mixed: list[Any] = []
    while beach or street:
        if beach:
            mixed.append(beach.pop(0))
        if street:
            mixed.append(street.pop(0))
    return mixed


def build_sheet(scale: float = 2 / 3) -> pygame.Surface:
    """Everything on one sheet, each component at its table size times ``scale``."""
    box = _sample_box()

    def s(v: float) -> int:
        return max(1, round(v * scale))

    W, H = 1280, 1110
    sheet = pygame.Surface((W, H))
    sheet.fill((30, 78, 110))
    pygame.draw.rect(sheet, (236, 214, 170), sheet.get_rect().inflate(-12, -12),
                     border_radius=14)
    title_f = font(18, bold=True)
    label_f = font(12, bold=True)

    def label(msg: str, pos: tuple[int, int]) -> None:
        sheet.blit(text(msg, label_f, P.ART_INK), pos)

    sheet.blit(text("Santa Monica - component art at 1280x720 scale", title_f, P.ART_INK), (20, 14))
    cards = pick_cards(box, 16)
    x0 = 20
    # display size (200x280 logical)
    disp = (s(200), s(280))
    x, y = x0, 56
    label("display cards (200x280 logical)", (x, y - 16))
    for c in cards[:8]:
        sheet.blit(render_card(c, disp), (x, y))
        x += disp[0] + 6
    sheet.blit(render_card(cards[0], disp, highlight="select"), (x, y))
    # city size (150x210 logical)
    city = (s(150), s(210))
    x, y = x0, y + disp[1] + 26
    label("city cards (150x210 logical), card back, 'legal' highlight", (x, y - 16))
    for c in cards[8:16]:
        sheet.blit(render_card(c, city), (x, y))
        x += city[0] + 6
    sheet.blit(render_card_back(city), (x, y))
    x += city[0] + 6
    sheet.blit(render_card(cards[1], city, highlight="legal"), (x, y))
    x += city[0] + 6
    sheet.blit(render_card(cards[2], city, highlight="danger"), (x, y))
    x += city[0] + 6
    # starting tiles (double high)
    y += city[1] + 26
    x = x0
    label("starting tiles (150x420 logical)", (x, y - 16))
    tile_size = (s(150), s(420))
    tiles = list(box.tiles.values()) if box else []
    for t in tiles:
        sheet.blit(render_tile(t, tile_size), (x, y))
        x += tile_size[0] + 6
    # objectives 2x2, the last slot holds people and tokens
    ox = x + 10
    label("objectives (300x200 logical)", (ox, y - 16))
    obj_size = (s(300), s(200))
    objs = list(box.objectives.values()) if box else []
    slots = [(ox + (i % 2) * (obj_size[0] + 8), y + (i // 2) * (obj_size[1] + 8))
             for i in range(4)]
    for o, pos in zip(objs, slots, strict=False):
        sheet.blit(render_objective(o, obj_size), pos)
    mx, my = slots[3]
    label("people (48/30 px), tokens", (mx, my))
    yy = my + 18
    for kind in ("local", "tourist", "vip"):
        sheet.blit(render_meeple(kind, None, s(48)), (mx, yy))
        sheet.blit(render_meeple(kind, None, s(30)), (mx + s(50), yy + s(12)))
        sheet.blit(render_meeple(kind, "slate", s(30)), (mx + s(80), yy + s(12)))
        yy += s(50)
    tx = mx + s(118)
    for i, name in enumerate(("food_truck", "foodie", "footprint", "sand_dollar",
                              "start_player")):
        sheet.blit(render_token(name, s(44)), (tx + (i % 3) * s(48), my + 18 + (i // 3) * s(52)))
    # sand-dollar actions 4 x 2
    y += tile_size[1] + 26
    x = x0
    label("sand-dollar actions (240x140 logical)", (x, y - 16))
    act_size = (s(240), s(140))
    sides = [side for t in (box.sand_dollar_tiles if box else ()) for side in t.sides]
    for i, a in enumerate(sides):
        sheet.blit(render_sand_dollar_action(a, act_size),
                   (x + (i % 4) * (act_size[0] + 8), y + (i // 4) * (act_size[1] + 8)))
    # icon reference
    ix = x + 4 * (act_size[0] + 8) + 10
    label("icons at 24 and 16 px", (ix, y - 16))
    names = list(TAG_ICON_NAMES) + ["person_local", "person_tourist", "person_vip",
                                    "person_any", "move_local", "move_tourist", "move_vip",
                                    "move_any", "sand_dollar", "points", "points_negative",
                                    "summon", "ring", "no_ring", "people", "footprint", "swap",
                                    "return", "beach", "street", "chain", "adjacent",
                                    "beach_end", "food_truck", "foodie", "start_player"]
    per_row = max(1, (W - 20 - round(400 * scale) - 16 - ix) // 34)
    for i, n in enumerate(names):
        cx = ix + (i % per_row) * 34
        cy = y + (i // per_row) * 50
        sheet.blit(icon(n, 24), (cx, cy))
        sheet.blit(icon(n, 16), (cx + 4, cy + 27))
    # a zoomed card (400x560 logical) in the corner
    zoom = (s(400), s(560))
    pool = list(box.cards.values()) if box else cards
    zc = next((c for c in pool if c.ring is not None and c.row == 1 and c.score and c.place),
              cards[1])
    zx, zy = W - 20 - zoom[0], H - 20 - zoom[1]
    label("zoomed card (400x560 logical)", (zx, zy - 16))
    sheet.blit(render_card(zc, zoom), (zx, zy))
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
    with drawing(NORMAL_PALETTE, SurfaceCache()):
        sheet = build_sheet(scale)
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(out))
    print(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
