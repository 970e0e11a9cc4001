"""Zoom: right-click or long-press any card, tile, sand-dollar tile or the
objective to see it large with its icons in words; tap or Esc closes. The
"?" badges open the rules of their tile; the how-to-play opens from a function."""
from __future__ import annotations

import pygame

from game.monica.client.help import open_how_to_play
from game.monica.client.help.overlay import InfoOverlay
from game.monica.client.scenes.play_input import LONG_PRESS
from game.monica.engine import actions as A


def mouse(app, kind, pos, button=1, touch=False):
    data = {"pos": tuple(pos), "button": button}
    if touch:
        data["touch"] = True
    app.feed(pygame.event.Event(kind, data))
    app.step()


def tap_close(app):
    mouse(app, pygame.MOUSEBUTTONDOWN, (960, 540))
    mouse(app, pygame.MOUSEBUTTONUP, (960, 540))


def right_click(app, pos):
    mouse(app, pygame.MOUSEBUTTONDOWN, pos, 3)
    mouse(app, pygame.MOUSEBUTTONUP, pos, 3)


def overlay_text(app) -> str:
    top = app.stack.top
    assert isinstance(top, InfoOverlay), top.name
    return top.title + "\n" + "\n".join(line.text for line in top.lines)


def test_right_click_zooms_a_display_card_and_a_tap_closes(make_table):
    t = make_table(until=lambda st: st.phase == "acquire" and st.round >= 2)
    cid = t.state.front[1]
    right_click(t.app, t.scene.geo.display_rect("front", 1).center)
    text = overlay_text(t.app)
    card = t.state.box.cards[cid]
    assert card.name in text and len(t.app.stack.top.lines) >= len(card.place) + len(card.score)
    assert t.app.stack.top.art.get_size() == (420, 588)
    tap_close(t.app)
    assert t.app.stack.top is t.scene
    assert t.state.pending == []                     # looking took nothing


def test_city_card_zoom_says_what_it_scores_now(make_table):
    t = make_table(until=lambda st: st.phase == "acquire" and st.players[st.current].city
                   .cards_placed >= 4)
    city = t.state.city
    pos = next(p for p in sorted(city.cards) if t.scene.geo.col_side(p[1]) == 0)
    right_click(t.app, t.scene.geo.space_rect(pos).center)
    overlay = t.app.stack.top
    head = overlay.lines[0]
    assert head.style == "heading" and head.text == "Scores now"
    row = t.scene.table.report_row(t.state.current)
    sp = next(s for s in row["spaces"] if (0 if s["row"] == "beach" else 1, s["col"]) == pos)
    assert head.points == sp["cards"] + (sp["ring"] if sp["filled"] else 0) + sp["footprint"]
    t.app.feed(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert t.app.stack.top is t.scene


def test_long_press_zooms_and_a_quick_tap_still_acts(make_table):
    t = make_table(until=lambda st: st.phase == "acquire" and st.round >= 2)
    r = t.scene.geo.display_rect("front", 2)
    mouse(t.app, pygame.MOUSEBUTTONDOWN, r.center, touch=True)
    for _ in range(int(LONG_PRESS * 60) + 6):
        t.app.step()
    assert isinstance(t.app.stack.top, InfoOverlay)
    mouse(t.app, pygame.MOUSEBUTTONUP, r.center, touch=True)   # the lift does not close it
    assert isinstance(t.app.stack.top, InfoOverlay)
    tap_close(t.app)
    assert t.state.phase == "acquire" and not t.state.pending
    # a quick tap takes the card, on release
    cid = t.state.front[2]
    mouse(t.app, pygame.MOUSEBUTTONDOWN, r.center, touch=True)
    assert t.state.front[2] == cid
    mouse(t.app, pygame.MOUSEBUTTONUP, r.center, touch=True)
    t.settle()
    assert cid in t.state.pending or t.scene.match.staged == A.TakeCard(2)


def test_a_dragging_finger_neither_zooms_nor_acts(make_table):
    t = make_table(until=lambda st: st.phase == "acquire" and st.round >= 2)
    r = t.scene.geo.display_rect("front", 0)
    mouse(t.app, pygame.MOUSEBUTTONDOWN, r.center, touch=True)
    t.app.feed(pygame.event.Event(pygame.MOUSEMOTION, pos=(r.centerx + 60, r.centery),
                                  rel=(60, 0), buttons=(1, 0, 0), touch=True))
    for _ in range(int(LONG_PRESS * 60) + 6):
        t.app.step()
    mouse(t.app, pygame.MOUSEBUTTONUP, (r.centerx + 60, r.centery), touch=True)
    assert t.app.stack.top is t.scene and not t.state.pending


def test_tiles_objective_and_question_marks(make_table):
    t = make_table(until=lambda st: st.phase == "acquire" and st.round >= 2)
    sc = t.scene
    tile = sc.board.get(("tile", sc.view))
    right_click(t.app, tile.rect.center)
    assert t.state.city.tile.name in overlay_text(t.app)
    tap_close(t.app)
    for key, badge in sc.regions.help_badges().items():
        mouse(t.app, pygame.MOUSEBUTTONDOWN, badge.center)
        text = overlay_text(t.app)
        if key[0] == "sd":
            assert "sand dollar" in text.lower()
        else:
            assert "Wave bonus" in text and "Penalty" in text
        tap_close(t.app)
    assert t.app.stack.top is sc


def test_how_to_play_pages_and_icon_reference(app):
    rules = open_how_to_play(app)
    assert app.stack.top is rules and rules.page == 0
    for _ in range(rules.pages - 1):
        app.feed(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0))
        app.step()
    assert rules.page == rules.reference_page()
    text, picture = rules.rendered()
    assert picture is None and text.get_height() > rules.content.h      # it scrolls
    app.feed(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3))
    assert rules.scroll > 0
    app.feed(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert len(app.stack) == 0 or app.stack.top is not rules


def test_hovering_a_card_shows_it_large(make_table):
    from game.monica.client.table.zoom import DELAY
    t = make_table(until=lambda st: st.phase == "acquire" and st.round >= 2)
    r = t.scene.geo.display_rect("front", 1)
    t.app.feed(pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0),
                                  buttons=(0, 0, 0)))
    for _ in range(int(DELAY * 60) + 6):
        t.app.step()
    assert t.scene.zoom.showing
    shown = t.app.frame().copy()
    t.scene.zoom.clear()
    plain = t.app.frame()                                # the same moment without it
    x = 1240 if r.centerx < 960 else 300                 # where the large card goes
    assert sum(shown.get_at((x + 60, y)) != plain.get_at((x + 60, y))
               for y in range(120, 500, 20)) > 10

