"""The component art: every component renders at the table's sizes, people
differ by shape, and the cache hands back the same surfaces."""
from __future__ import annotations

import contextvars
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.monica.client import art
from game.client import art_cache as cache_module  # noqa: E402
from game.monica.client.art import people, starting_tile  # noqa: E402
from game.client.art_cache import SurfaceCache, drawing  # noqa: E402
from game.monica.client.pictures import Pictures  # noqa: E402
from game.client.theme import COLOURBLIND_PALETTE, NORMAL_PALETTE  # noqa: E402
from game.monica.content.box import load_box  # noqa: E402
from game.monica.engine.cards import (BEACH, STREET, Objective, Ring, SandDollarAction,  # noqa: E402
                               VipRule, make_feature_card, make_starting_tile)

SIZES = [(150, 210), (200, 280), (400, 560)]


@pytest.fixture(autouse=True)
def a_drawing():
    """The art draws inside a drawing (``gfx.Pictures`` opens one per render)."""
    with drawing(NORMAL_PALETTE, SurfaceCache()):
        yield


def test_the_art_draws_only_inside_a_drawing():
    outside = contextvars.Context()             # a fresh context: no drawing open
    with pytest.raises(LookupError):
        outside.run(cache_module.palette)


def test_pictures_follow_their_palette():
    """Two clients in one process draw in their own palettes, side by side."""
    normal, safe = Pictures(NORMAL_PALETTE), Pictures(COLOURBLIND_PALETTE)
    a = pygame.image.tobytes(normal.icon("wave", 40), "RGBA")
    b = pygame.image.tobytes(safe.icon("wave", 40), "RGBA")
    assert a != b
    assert pygame.image.tobytes(normal.icon("wave", 40), "RGBA") == a
    assert normal.palette.seat("lagoon") != safe.palette.seat("lagoon")

ALL_SCORES = (
    {"adjacent": "tourist", "points": 2},
    {"adjacent": "wave", "min": 2, "points": 3},
    {"adjacent_tiers": "wave", "tiers": [[1, 3], [2, 5]]},
    {"adjacent_all": ["local", "tourist", "business", "sports"], "points": 6},
    {"adjacent_ring": True, "points": 2},
    {"adjacent_ring": False, "points": 2},
    {"adjacent_gives": "sand_dollar", "points": 2},
    {"adjacent_gives": "people", "points": -2},
    {"chain": "nature", "min": 3, "points": 4},
    {"chain": "nature", "min": 5, "points": 1, "per_tag": True},
    {"sand_dollars": 2, "points": 1},
    {"sand_dollars": 1, "points": 1},
    {"city_tags": "tourist", "per": 2, "points": 1},
)

ALL_PLACE = (
    {"gain": "sand_dollar", "n": 2},
    {"gain": "local", "n": 1},
    {"gain": "tourist", "n": 2},
    {"move": "local", "count": 2, "steps": 3},
    {"move": "tourist", "count": 4, "steps": 2},
    {"move": "vip", "count": 1, "steps": 2},
    {"move": "any", "count": 2, "steps": 1},
    {"summon": 3},
)


def sample_cards() -> list:
    cards = [
        make_feature_card("T1", "Tide Pool Walk", BEACH, ("nature", "nature", "wave"),
                          ALL_PLACE[:4], Ring(4, tourist=1, any=1), ALL_SCORES[:1],
                          beach_end=True),
        make_feature_card("T2", "Third Street Promenade", STREET, ("business", "tourist"),
                          ALL_PLACE[4:], Ring(3, any_number=True), ALL_SCORES[1:3]),
        make_feature_card("T3", "Empty Lot", STREET, (), (), None, ()),
        make_feature_card("T4", "A Very Long Name For A Small Beach Card", BEACH,
                          ("wave",) * 4, (), Ring(6, local=2, tourist=1, vip=1, any=2), ()),
    ]
    for i, sc in enumerate(ALL_SCORES):
        cards.append(make_feature_card(f"S{i}", f"Scorer {i}", i % 2, ("sports", "local"),
                                       (ALL_PLACE[i % len(ALL_PLACE)],), None, (sc,)))
    return cards


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.font.init()
    yield


@pytest.mark.parametrize("size", SIZES)
def test_every_card_kind_renders_at_table_sizes(size):
    for card in sample_cards():
        surf = art.render_card(card, size)
        assert surf.get_size() == size
        assert surf.get_flags() & pygame.SRCALPHA


def test_highlight_variant_and_back():
    card = sample_cards()[0]
    plain = art.render_card(card, (150, 210))
    lit = art.render_card(card, (150, 210), highlight="select")
    assert lit is not plain
    assert lit.get_size() == (150, 210)
    assert art.render_card_back((150, 210)).get_size() == (150, 210)


def test_cache_returns_the_same_surface():
    card = sample_cards()[1]
    a = art.render_card(card, (200, 280))
    assert art.render_card(card, (200, 280)) is a
    assert art.render_card(card, (200, 280), highlight="legal") is \
        art.render_card(card, (200, 280), highlight="legal")
    assert art.icon("wave", 24) is art.icon("wave", 24)
    assert art.render_meeple("vip", None, 40) is art.render_meeple("vip", None, 40)


def test_cache_redraws_a_changed_card_with_the_same_id():
    a = make_feature_card("Z1", "One", BEACH, ("wave",))
    b = make_feature_card("Z1", "Two", BEACH, ("nature",))
    assert art.render_card(a, (150, 210)) is not art.render_card(b, (150, 210))


def _mask(surf: pygame.Surface) -> pygame.mask.Mask:
    return pygame.mask.from_surface(surf, 127)


def test_meeples_differ_by_shape_not_only_colour():
    size = 48
    masks = {k: _mask(art.render_meeple(k, "blue", size)) for k in ("local", "tourist", "vip")}
    for a in masks:
        for b in masks:
            if a < b:
                overlap = masks[a].overlap_area(masks[b], (0, 0))
                union = masks[a].count() + masks[b].count() - overlap
                assert union - overlap > size * size * 0.03, (a, b)


def test_meeples_default_colours():
    def mean_colour(surf: pygame.Surface) -> tuple[float, float, float]:
        tot = [0, 0, 0]
        n = 0
        w, h = surf.get_size()
        for x in range(w):
            for y in range(h):
                c = surf.get_at((x, y))
                if c.a > 250 and max(c.r, c.g, c.b) > 90:
                    tot[0] += c.r
                    tot[1] += c.g
                    tot[2] += c.b
                    n += 1
        return tuple(v / max(1, n) for v in tot)  # type: ignore[return-value]

    r, g, b = mean_colour(art.render_meeple("local", None, 40))
    assert b > r and b > g
    r, g, b = mean_colour(art.render_meeple("tourist", None, 40))
    assert r > g > b
    r, g, b = mean_colour(art.render_meeple("vip", None, 40))
    assert g > r and g > b


@pytest.mark.parametrize("name", people.TOKENS)
def test_tokens(name):
    s = art.render_token(name, 36)
    assert s.get_size() == (36, 36)
    assert _mask(s).count() > 36 * 36 * 0.2


def test_every_icon_name_renders():
    for name in art.ICON_NAMES:
        for size in (16, 24, 64):
            s = art.icon(name, size)
            assert s.get_size() == (size, size)
            assert _mask(s).count() > 0, name


def test_tag_icons_differ():
    tags = ("local", "tourist", "business", "sports", "nature", "wave")
    shots = [pygame.image.tobytes(art.icon(t, 32), "RGBA") for t in tags]
    assert len(set(shots)) == len(tags)


def test_tile_action_objective_render():
    tile = make_starting_tile("S1", "Pier Gate", ("tourist",),
                              ({"gain": "vip", "n": 1}, {"gain": "sand_dollar", "n": 1},
                               {"footprint": True}),
                              VipRule(("tourist", "local"), (BEACH, STREET)))
    beachy = make_starting_tile("S2", "Lifeguard Academy", ("sports",),
                                ({"gain": "vip", "n": 2},), VipRule(beach_cards=True))
    for t in (tile, beachy):
        for size in ((150, 420), (100, 280), (300, 840)):
            assert art.render_tile(t, size).get_size() == size
    for take, extra in (("front2", {"move_count": 1}), ("front_and_behind", {"move_count": 1}),
                        ("any", {"tags_any": ("local", "tourist"), "move_count": 2}),
                        ("back", {"move_count": 4}), ("front", {"swap": True, "move_count": 2}),
                        ("front", {"swap": True, "return_count": 2}),
                        ("front", {"move_kind": "tourist", "move_count": 3})):
        act = SandDollarAction(f"a_{take}_{len(extra)}", "Test Action", 2, take, **extra)
        for size in ((240, 140), (160, 93), (360, 210)):
            assert art.render_sand_dollar_action(act, size).get_size() == size
    objs = [
        Objective("A", "Big Swell", "blue", {"kind": "largest_group", "per": 2},
                  {"kind": "largest_group", "per": 2},
                  {"kind": "rank_unplaced", "most": -4, "second": -2}),
        Objective("C", "Full Blocks", "orange", {"kind": "group_table", "table": [1, 3, 6, 10]},
                  {"kind": "full_columns", "per": 1},
                  {"kind": "rings_and_unplaced", "ring": 1, "per": 2, "points": -1}),
    ]
    for o in objs:
        for size in ((300, 200), (200, 133)):
            assert art.render_objective(o, size).get_size() == size


def test_the_real_box_renders():
    box = load_box()
    for card in box.cards.values():
        assert art.render_card(card, (150, 210)).get_size() == (150, 210)
    for tile in box.tiles.values():
        assert art.render_tile(tile, (150, 420)).get_size() == (150, 420)
    for sd in box.sand_dollar_tiles:
        for side in sd.sides:
            assert art.render_sand_dollar_action(side, (240, 140)).get_size() == (240, 140)
    for obj in box.objectives.values():
        assert art.render_objective(obj, (300, 200)).get_size() == (300, 200)


def test_fonts_cached_and_shipped():
    assert art.font(20) is art.font(20)
    assert art.font(20, bold=True) is not art.font(20)
    from game.client.fonts import BOLD, REGULAR
    assert REGULAR.exists() and BOLD.exists()


def test_components_module_exports():
    assert starting_tile.render_tile is art.render_tile


def test_single_printed_icons_for_help_screens():
    from tests.client.test_art_describe import ICONS
    for icon_dict, _ in ICONS:
        s = art.render_score_icon(icon_dict, 28)
        assert s.get_height() == 28 and s.get_width() >= 28
        assert art.render_score_icon(icon_dict, 28) is s
    for action in ALL_PLACE + ({"footprint": True}, {"gain": "vip", "n": 2}):
        s = art.render_place_icon(action, 24)
        assert s.get_height() == 24
    ring = art.render_ring({"tourist": 1, "any": 1, "points": 4}, 40)
    assert ring.get_width() >= 40
    assert art.render_ring(Ring(3, any_number=True), 40).get_width() >= 40


def test_card_from_contract_json_dict():
    d = {"id": "B07", "name": "Tide Pool Walk", "row": "beach",
         "tags": ["nature", "nature", "wave"],
         "place": [{"gain": "sand_dollar", "n": 1}, {"summon": 3}],
         "ring": {"tourist": 1, "any": 1, "points": 4},
         "score": [{"adjacent": "tourist", "points": 2}], "beach_end": True}
    assert art.render_card(d, (150, 210)).get_size() == (150, 210)


@pytest.mark.parametrize("size", [(16, 16), (40, 56), (120, 120), (200, 60), (600, 840)])
def test_odd_sizes_do_not_break(size):
    for card in sample_cards()[:6]:
        assert art.render_card(card, size).get_size() == size
    assert art.render_card_back(size).get_size() == size
