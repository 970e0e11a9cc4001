"""Santa Cruz's table at a portrait kiosk: its own layout (the instruction on
top, the track as wide as the screen, the panels, the log, the hand, the
buttons), drawn 1:1 on the portrait canvas; taps land where things are drawn;
the landscape table is exactly as it was."""
from __future__ import annotations

import itertools

import pygame
import pytest

from game.cli.box import client_games
from game.client.app import PORTRAIT_CANVAS, App
from game.client import gfx, theme
from game.client.app_base import Options
from game.client.touch import finger_event
from game.cruz.client.routes import OpenCruz
from game.cruz.client.scenes.info import CruzInfoScene
from game.cruz.client.scenes.play import CruzPlayScene
from game.cruz.client.scenes.results import CruzResultsScene
from game.cruz.client.table import panels, set_choice
from game.cruz.client.table.hand_view import CARD, card_size, hand_cards
from game.cruz.client.table.layout import TRACK_CELLS, TableLayout, table_layout
from game.cruz.engine import Phase
from game.cruz.engine.cards import BUILDINGS
from game.cruz.match.guide_steps import STEPS
from tests.cruz.client.support import Table, setup_of

W, H = PORTRAIT_CANVAS
R = pygame.Rect


def portrait_app(fast: bool = True) -> App:
    return App(Options(games=client_games(), virtual_time=True, draw=False, fast=fast,
                       window_size=(W // 4, H // 4), canvas_size=PORTRAIT_CANVAS))


def touch(app: App, pos: tuple[int, int]) -> None:
    """A finger down and up at a canvas point, through the window as SDL sends it."""
    wx, wy = app.viewport.to_window(pos)
    ww, wh = app.viewport.window_size
    for kind in (pygame.FINGERDOWN, pygame.FINGERUP):
        pygame.event.post(finger_event(kind, (wx + 0.5) / ww, (wy + 0.5) / wh, 0))
        app.step()
    app.step()


@pytest.fixture
def app():
    a = portrait_app()
    yield a
    pygame.display.quit()


def blocks(lay: TableLayout) -> dict[str, pygame.Rect]:
    """The parts of the table that must not overlap one another."""
    parts = {"instruction": lay.instruction, "track": lay.frame, "log": lay.log,
             "hand": lay.hand, "buttons": lay.buttons}
    parts.update({f"seat{i}": r for i, r in enumerate(lay.seats)})
    return parts


def test_the_landscape_layout_is_as_it_was():
    lay = table_layout((1920, 1080), 3)
    assert not lay.portrait
    assert lay.instruction == R(36, 6, 1180, 60)
    assert lay.ring == R(36, 92, 1180, 810)
    assert lay.map_rect == R(66, 122, 1120, 750)
    assert lay.tile == 50
    assert lay.seats == (R(1262, 70, 642, 124), R(1262, 202, 642, 124),
                         R(1262, 334, 642, 124), R(1262, 466, 642, 124))
    assert lay.log == R(1262, 600, 642, 334)
    assert lay.hand == R(14, 934, 1224, 138)
    assert lay.buttons == R(1262, 934, 642, 138)
    assert (lay.compass, lay.chip_pool, lay.deck) == (R(1, 57, 70, 70), R(1181, 57, 70, 70),
                                                      R(1181, 867, 70, 70))
    assert lay.choice_area == lay.discard_area == lay.map_rect
    assert lay.frame == lay.ring.inflate(56, 56)
    assert [lay.cell_rect(s) for s in (0, 20, 37, 49)] == [
        R(73, 70, 70, 44), R(1194, 499, 44, 70), R(221, 880, 70, 44), R(14, 129, 44, 70)]
    assert card_size(lay.hand, 9) == CARD


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_portrait_layout_fits_the_canvas_and_nothing_overlaps(seats):
    lay = table_layout((W, H), seats)
    canvas = R(0, 0, W, H)
    assert lay.portrait and len(lay.seats) == seats
    parts = blocks(lay)
    for name, rect in parts.items():
        assert canvas.contains(rect), name
    for (a, ra), (b, rb) in itertools.combinations(parts.items(), 2):
        assert not ra.colliderect(rb), (a, b)
    # top to bottom: the one thing to do now first, the buttons under the thumbs last
    order = ["instruction", "track"] + [f"seat{i}" for i in range(seats)] + [
        "log", "hand", "buttons"]
    assert [parts[n].y for n in order] == sorted(parts[n].y for n in order)
    assert lay.log.h >= 110                          # at least two lines and its title
    # the map as wide as the screen allows, inside its track
    assert lay.frame.w >= W - 40 and lay.map_rect.w > 0.85 * W
    assert lay.ring.contains(lay.map_rect)
    cells = [lay.cell_rect(s) for s in range(TRACK_CELLS)]
    for a, b in itertools.combinations(cells, 2):
        assert not a.colliderect(b)
    for r in cells + [lay.compass, lay.chip_pool, lay.deck]:
        assert lay.frame.contains(r.clip(lay.frame)) and canvas.contains(r)
    for r in cells:
        assert lay.frame.contains(r)
        assert not r.colliderect(lay.map_rect)
    for fid in lay.geo.centres:
        assert lay.map_rect.contains(lay.tile_rect(fid))
    assert lay.tile >= 40                            # a tile stays large enough to tap
    # the set choice and the discard in view, their choices apart
    for area in (lay.choice_area, lay.discard_area):
        assert canvas.contains(area)
    sets = list(set_choice.set_rects(lay.choice_area).values())
    panel = set_choice.panel_rect(lay.choice_area)
    assert all(panel.contains(r) and r.w >= 400 for r in sets)
    assert not any(a.colliderect(b) for a, b in itertools.combinations(sets, 2))
    assert panel.bottom >= lay.seats[-1].bottom      # the panels hidden whole, not cut
    assert not panel.colliderect(lay.log)            # the log and the guide's coach in view
    discard = set_choice.discard_rects(lay.discard_area, [None] * 4)  # type: ignore[list-item]
    assert all(set_choice.panel_rect(lay.discard_area).contains(r) for r in discard)


@pytest.mark.parametrize("size", [(1920, 1080), (W, H)])
def test_pieces_fly_from_and_to_where_the_panels_draw_them(size):
    lay = table_layout(size, 4)
    for r in lay.seats:
        spots = [panels.supply_spot(r, kind) for kind in BUILDINGS] + [panels.chip_spot(r)]
        spots += [panels.played_spot(r, n) for n in range(8)]
        assert all(r.collidepoint(p) for p in spots), (size, r, spots)
    wide = lay.seats[0].w >= panels.WIDE
    assert wide == lay.portrait                      # row 1 holds the played cards there
    first = panels.played_spot(lay.seats[0], 0)
    assert (first[1] < lay.seats[0].centery) == wide


def test_the_portrait_hand_has_larger_cards_that_fit():
    lay = table_layout((W, H), 4)
    for count in range(1, 10):
        w, h = card_size(lay.hand, count)
        assert h >= CARD[1] and w >= CARD[0]
        assert 12 + count * w + (count - 1) * 10 + 20 <= lay.hand.w
        assert h + 16 <= lay.hand.h
    assert card_size(lay.hand, 6)[1] >= 1.4 * CARD[1]


def test_the_table_is_drawn_on_the_portrait_canvas_one_to_one(app):
    table = Table(app, setup_of(["human", "medium", "easy"], seed=4))
    scene = table.scene
    assert scene.layout.portrait and len(scene.layout.seats) == 3
    assert app.scene_size(scene) == PORTRAIT_CANVAS and app.frame_of(scene) is None
    table.settle()
    app.draw_scenes()
    for button in scene.controls.bar.buttons:
        assert scene.layout.buttons.contains(button.rect)
    for hc in hand_cards(scene.model, scene.layout.hand):
        assert scene.layout.hand.contains(hc.rect)


def test_a_human_chooses_a_card_and_builds_by_taps_at_the_portrait_positions(app):
    table = Table(app, setup_of(["human", "medium"], seed=3))
    scene = table.scene
    table.settle()
    assert table.session.state.phase is Phase.CHOOSE_SET and scene.flow.my_turn()
    before = table.session.version
    first = table.session.state.sets_open[0]
    rect = set_choice.set_rects(scene.layout.choice_area)[first]
    touch(app, rect.center)                           # a finger on the set, as drawn
    assert table.session.version != before
    assert table.session.state.seats[0].set_letter == first
    while table.session.state.phase is not Phase.PLAY or not scene.flow.my_turn():
        table.settle()
        if table.session.state.phase is not Phase.PLAY:
            table.act()
    card = None
    for hc in hand_cards(scene.model, scene.layout.hand):
        if hc.card in scene.flow.playable() and hc.card.name in ("PATH", "RIVER", "SHIP"):
            touch(app, hc.rect.center)
            if scene.flow.targets()[0]:
                card = hc.card
                break
    assert card is not None and scene.flow.chosen == card
    free = scene.flow.targets()[0]
    built = len(table.session.actions)
    touch(app, scene.layout.tile_rect(free[0]).center)    # a glowing tile, as drawn
    st = table.session.state
    assert len(table.session.actions) > built
    assert card in st.seats[0].played_builds
    i = st.geo.index[free[0]]
    assert 0 in (st.first[i], st.second[i])          # the human's building stands there


def test_a_tap_on_the_short_log_opens_it_whole(app):
    table = Table(app, setup_of(["human", "medium", "easy", "hard"], seed=2))
    table.settle()
    log = table.scene.layout.log
    assert not set_choice.panel_rect(table.scene.layout.choice_area).colliderect(log)
    table.tap(log.center)
    top = app.stack.top
    assert isinstance(top, CruzInfoScene)
    assert top.lines and top.lines[-1] == table.scene.log.lines[-1]


def test_a_portrait_game_by_taps_and_bots_ends_in_the_results(app):
    table = Table(app, setup_of(["human", "hard", "medium", "easy"], seed=9))
    table.play_out()
    table.settle()
    for k in range(300):
        if isinstance(app.stack.top, CruzResultsScene):
            break
        if k % 50 == 0:
            app.draw_scenes()
        app.step()
    results = app.stack.top
    assert isinstance(results, CruzResultsScene)
    assert results.order[0] == table.session.winner()


def test_a_portrait_game_of_bots_alone_runs_to_the_results_drawn():
    app = portrait_app()
    table = Table(app, setup_of(["hard", "medium", "easy"], seed=5))
    sizes: list[int] = []
    for k in range(20000):
        if isinstance(app.stack.top, CruzResultsScene):
            break
        if k % 40 == 0 and app.stack.top is table.scene:
            with gfx.recording() as drawn:
                app.draw_scenes()
            sizes += drawn
        app.step()
    assert isinstance(app.stack.top, CruzResultsScene)
    assert table.session.over
    # the canvas is the screen's size: no text under a caption (18 px, over 12)
    assert sizes and min(sizes) >= theme.CAPTION >= 12
    pygame.display.quit()


def test_the_guided_first_game_plays_through_by_taps_at_a_portrait_screen():
    app = portrait_app()
    app.router.go(OpenCruz())
    app.stack.top.bar["learn"].click()
    scene = app.stack.top
    assert isinstance(scene, CruzPlayScene) and scene.coach is not None
    assert scene.layout.portrait
    table = Table.__new__(Table)
    table.app, table.scene, table.handoffs = app, scene, 0
    steps: set[str] = set()
    for _ in range(60000):
        if app.stack.top is not scene:
            break
        app.step()
        if scene.queue.busy or scene.pending_sync:
            continue
        shown = scene.coach.prompt()
        if shown is None:
            continue
        steps.add(shown.step)
        if shown.can_next:
            assert scene.layout.log.contains(scene.coach.next_button.rect)
            table.tap(scene.coach.next_button.rect.center)
        elif scene.flow.my_turn():
            table.act_allowed(scene.coach.guide.allowed(scene.session.state))
    assert isinstance(app.stack.top, CruzResultsScene)
    assert {s.id for s in STEPS if s.required} <= steps
    pygame.display.quit()
