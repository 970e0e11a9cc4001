"""How the table looks, measured: the "?" badges and "+N" tabs clear of
what the components print, the instruction on a human's turn where the eye
is, legal targets marked (pulsing, or steady under reduced motion), and the
card under the pointer shown large."""
from __future__ import annotations

import pygame

from game.client import gfx, theme
from game.monica.client import pictures


# -- the table: "?" badges and "+N" tabs clear of what the components print --

def test_help_badges_sit_in_free_corners_clear_of_titles_and_the_log(make_table):
    from game.monica.client.art.objective_tile import objective_label_band
    from game.monica.client.art.sand_dollar_tile import action_title_band
    t = make_table(until=lambda st: st.phase == "acquire" and st.round >= 2)
    sc = t.scene
    spots = sc.regions.help_badge_spots()
    log = pygame.Rect(sc.layout.rect("log"))
    obj = pygame.Rect(sc.layout.rect("objective"))
    for key, spot in spots.items():
        assert not spot.colliderect(log), key
        if key[0] == "sd":
            tile = sc.regions.key_rect(key)
            assert tile.contains(spot)
            assert not spot.colliderect(action_title_band(tile.size).move(tile.topleft)), key
        else:
            assert obj.contains(spot)
            assert not spot.colliderect(objective_label_band(obj.size).move(obj.topleft))
        assert sc.regions.help_badges()[key].w >= 48          # a touch target
    # the hover preview of a card lies over the badges (they are drawn with the tiles)
    card = sc.regions.key_rect(("display", "front", 0))
    t.app.feed(pygame.event.Event(pygame.MOUSEMOTION, pos=card.center, rel=(0, 0),
                                  buttons=(0, 0, 0)))
    for _ in range(60):
        t.app.step()
    assert sc.zoom.showing
    canvas = t.app.frame()
    covered = [s for s in spots.values() if s.colliderect(pygame.Rect(1240, 90, 340, 700))]
    assert covered
    for spot in covered:
        assert tuple(canvas.get_at(spot.center))[:3] != theme.BUTTON


def test_help_badges_clear_of_the_log_in_portrait():
    from game.client.layout import load_layout
    from game.monica.client.art.objective_tile import objective_badge_spot
    lay = load_layout("kiosk_portrait")
    obj, log = pygame.Rect(lay.rect("objective")), pygame.Rect(lay.rect("log"))
    assert not objective_badge_spot(obj.size).move(obj.topleft).colliderect(log)


def test_points_tabs_never_cover_a_cards_scoring_icons(make_table):
    from game.monica.client.table.hud import points_tab
    t = make_table(until=lambda st: st.phase == "acquire" and st.round >= 2)
    cards = [c for c in t.state.box.cards.values() if c.score]
    assert cards
    size = (t.scene.geo.card_w, t.scene.geo.card_h)
    r = pygame.Rect((100, 100), size)
    for card in cards:
        tab, label = points_tab(card, r, 12)
        strip = pictures.card_score_strip(card, size).move(r.topleft)
        assert r.contains(tab) and not tab.colliderect(strip), card.id
        assert gfx.font(theme.CAPTION, True).size(label)[0] <= tab.w


# -- a human's turn: the one thing to do, large, where the eye is ----------------

def _acquire(make_table):
    return make_table(until=lambda st: st.phase == "acquire" and st.round >= 2)


def test_the_instruction_is_large_and_between_the_display_and_the_city(make_table):
    t = _acquire(make_table)
    sc = t.scene
    spot = sc.hud.instruction()
    assert spot is not None
    rect, words = spot
    assert words == sc.table.prompt_text() and words
    city, lane = sc.geo.city, sc.geo.lane
    assert rect.w >= city.w // 2 and rect.h >= 40                 # large ...
    assert lane.bottom <= rect.y and rect.colliderect(city)        # ... where the eye is
    assert rect.right <= city.right                                # not in the far-right column
    with gfx.recording() as sizes:
        sc.hud.draw_instruction(t.app.canvas)
    assert max(sizes) >= theme.LABEL                               # 16 px or more at 720p
    # the far-right box no longer repeats it; nothing shows on a bot's turn
    sc.turns.ui = None
    assert sc.hud.instruction() is None


def test_legal_targets_are_marked_pulsing_or_steady_under_reduced_motion(make_table):
    from game.monica.client.table.marks import STYLE
    t = _acquire(make_table)
    sc = t.scene
    keys = [k for k in sc.highlights() if k[0] == "display"]
    assert keys
    rect = sc.key_rect(keys[0])
    edge = (rect.centerx, rect.y - 3)                 # inside the glow around the card

    def frame_at(time: float):
        sc.t = time
        return tuple(t.app.frame().get_at(edge))[:3]

    sc.ctx.motion.reduced = True
    steady = {frame_at(x / 7) for x in range(5)}
    assert steady == {STYLE["legal"]}                 # a steady, full highlight
    sc.ctx.motion.reduced = False
    pulsing = {frame_at(x / 7) for x in range(5)}
    assert len(pulsing) > 1                           # it pulses


def test_the_card_under_the_pointer_is_shown_large(make_table):
    from game.monica.client.table.zoom import CARD
    t = _acquire(make_table)
    sc = t.scene
    card = sc.regions.key_rect(("display", "front", 1))
    t.app.feed(pygame.event.Event(pygame.MOUSEMOTION, pos=card.center, rel=(0, 0),
                                  buttons=(0, 0, 0)))
    for _ in range(60):
        t.app.step()
    assert sc.zoom.showing and CARD[1] >= 2 * card.h * 0.9   # about twice the mini-card


def test_a_long_instruction_moves_under_a_narrow_city_whole_and_large():
    from game.monica.client.table import instruction
    row, box = pygame.Rect(0, 0, 700, 48), pygame.Rect(0, 0, 1040, 80)
    pygame.font.init()
    long = "Place Sea Lion Haul-Out in your beach row: pick a glowing spot."
    assert not instruction.whole(row, long)           # too long for the row at a label ...
    assert instruction.whole(box, long)               # ... whole in the wide box
    size, lines = instruction.lines_in(box, long)
    assert size >= theme.LABEL and len(lines) <= 2
