"""The table explains itself: a preview beside the glowing tile under the pointer
(its points, the player's scoring cards it pays), the hard bot's hint, the "?"
of a tile, a card and the track (a held press or a right click), and it honours
reduced motion and the colour-blind palette; text is never under 12 px at
1280x720."""
from __future__ import annotations

import pygame
import pytest

from game.client import gfx, theme
from game.cruz.client.scenes.info import CruzInfoScene
from game.cruz.client.table.preview import build_preview
from game.cruz.engine import Building, BuildCard, Phase, legal_actions
from tests.cruz.client.support import Table, make_app, setup_of


@pytest.fixture
def table():
    app = make_app()
    t = Table(app, setup_of(["human", "medium", "easy"], seed=11))
    for _ in range(60):
        t.settle()
        st = t.session.state
        if st.phase is Phase.PLAY and st.seats[0].played_builds:
            break
        t.act()
    yield t
    pygame.display.quit()


def hover(t: Table, pos) -> None:
    t.app.feed(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    t.app.step()


def test_the_preview_tells_the_points_and_the_cards_it_pays(table):
    flow = table.scene.flow
    card = next(c for c in (BuildCard.SHIP, BuildCard.PATH, BuildCard.RIVER)
                if c in flow.playable())
    table.tap(table.card_rect(card).center)
    free, _ = flow.targets()
    state = table.session.state
    up = next(f for f in free if state.face_up[state.geo.index[f]])
    hover(table, table.scene.layout.tile_rect(up).center)
    shown = table.scene.previews.current()
    assert shown is not None and shown.field == up
    assert shown.points == state.tile_at[state.geo.index[up]].points
    assert {c for c, _ in shown.helps} <= set(state.seats[0].scoring)
    with gfx.recording() as sizes:
        table.app.frame()
    assert min(sizes) >= theme.CAPTION


def test_a_face_down_tile_is_never_looked_at():
    app = make_app()
    t = Table(app, setup_of(["human", "easy"], seed=3))
    for _ in range(300):
        t.settle()
        st = t.session.state
        down = [f for f in t.scene.flow.targets()[0] if not st.face_up[st.geo.index[f]]]
        if down and st.phase is Phase.BUILD:
            shown = build_preview(st, down[0], False, None, None)
            assert shown is not None and shown.points is None and shown.helps == ()
            return
        if t.session.over:
            break
        t.act()
    pygame.display.quit()


def test_the_hint_is_a_legal_move_of_the_seat(table):
    table.button("hint")
    hint = table.scene.hints.current()
    assert hint is not None and hint in legal_actions(table.session.state)
    assert table.scene.hints.used == {0: 1}


def test_a_held_press_explains_instead_of_acting(table):
    version = table.session.version
    fid = next(iter(table.scene.layout.geo.centres))
    pos = table.scene.layout.tile_rect(fid).center
    table.app.feed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    for _ in range(90):
        table.app.step()
    assert isinstance(table.app.stack.top, CruzInfoScene)
    assert table.session.version == version
    table.app.feed(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    table.app.feed(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert table.app.stack.top is table.scene


@pytest.mark.parametrize("button,where", [(3, "card"), (3, "cell")])
def test_right_click_explains_cards_and_the_track(table, button, where):
    sc = table.scene
    pos = table.card_rect(next(iter(sc.flow.playable()))).center if where == "card" else \
        sc.layout.cell_rect(7).center
    table.app.feed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    info = table.app.stack.top
    assert isinstance(info, CruzInfoScene) and info.lines and all(info.lines)


def test_reduced_motion_moves_stones_at_once():
    app = make_app(fast=False)
    app.ctx.motion.reduced = True
    t = Table(app, setup_of(["easy", "easy"], seed=1))
    director = t.scene.director
    assert director.moving(0.8) < 0.01
    app.ctx.motion.reduced = False
    assert director.moving(0.8) == 0.8
    pygame.display.quit()


def test_the_colour_blind_palette_draws_the_buildings_in_its_colours(table):
    pictures = table.scene.pictures
    normal = pictures.building(Building.HOUSE, "coral", 40)
    table.app.ctx.pictures.palette = theme.COLOURBLIND_PALETTE
    table.app.frame()
    assert table.scene.pictures.palette is theme.COLOURBLIND_PALETTE
    safe = pictures.building(Building.HOUSE, "coral", 40)
    assert pygame.image.tobytes(normal, "RGBA") != pygame.image.tobytes(safe, "RGBA")
