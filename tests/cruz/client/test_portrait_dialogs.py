"""Santa Cruz's results, pause menu and "?" help at the portrait kiosk: laid
out for the tall screen and read whole (the layout check: nothing cut or run
together, no text under 12 px in the smallest portrait window, 720x1280, no
English left) in English, German and French; their buttons are hit where they
are drawn, by a finger through the window; the results reached from a
visitor's game at the kiosk read as well; the landscape results keep their
layout."""
from __future__ import annotations

import random
from functools import cache

import pygame
import pytest

from game.client import gfx, layout_check
from game.client import router as R
from game.client.app import App
from game.client.layout_record import Kind, Mark
from game.cruz.client.scenes.info import CruzInfoScene
from game.cruz.client.scenes.play import CruzPlayScene
from game.cruz.client.scenes.results import CruzResultsScene
from game.cruz.client.scenes.results_layout import BOX, results_layout
from game.cruz.engine import BuildCard, clone, random_game
from tests.client.kiosk_support import tap, tap_button
from tests.client.test_kiosk_games import box_kiosk, visitors_cruz_game
from tools import cruz_screenshots as shots

from .layout_tour import check_marks, report

LANGUAGES = ("en", "de", "fr")
WINDOW = (720, 1280)                    # the smallest portrait window
SCREENS = ("pause", "help_card", "help_scoring", "help_tile", "help_track", "results",
           "results_two")


def portrait_table(lang: str, kinds: list[str], seed: int = 5,
                   wait: bool = True) -> tuple[App, CruzPlayScene]:
    """A portrait app at the smallest window, at a Santa Cruz table (with
    ``wait``: when its first human move is due)."""
    app = shots.make_app(WINDOW, lang)
    scene = shots.table(app, kinds, seed=seed, draft=False)
    assert scene.layout.portrait
    if wait:
        assert shots.run_until(app, lambda: shots.still(scene) and scene.flow.my_turn())
    return app, scene


def finished(scene: CruzPlayScene, seed: int = 3):
    """The table's game played out by random moves: a state at its end."""
    return random_game(clone(scene.session.state), random.Random(seed))


def to_results(app: App, scene: CruzPlayScene) -> CruzResultsScene:
    scene.router.go(R.Results(scene.setup, finished(scene), {}, actions=()))
    results = app.stack.top
    assert isinstance(results, CruzResultsScene)
    results.t = 1e9                                     # every line shown
    return results


def look(app: App, tracer) -> list[Mark]:
    tracer.reset(app.canvas)
    app.frame()
    return tracer.marks(app.canvas)


def back(app: App) -> None:
    app.stack.top.router.go(R.Back())                   # type: ignore[union-attr]


@cache
def recorded(lang: str) -> dict[str, list[Mark]]:
    """Every dialog of this file at the portrait canvas in ``lang``, by name."""
    marks: dict[str, list[Mark]] = {}
    with gfx.recording(trace=True) as rec:
        app, scene = portrait_table(lang, ["human", "hard", "medium", "easy"])
        scene.router.go(R.Pause())
        marks["pause"] = look(app, rec.tracer)
        back(app)
        st = scene.session.state
        for name, thing in (("help_card", ("card", BuildCard.SHIP)),
                            ("help_scoring", ("card", scene.model.hand_scoring[0])),
                            ("help_tile", ("field", next(iter(st.geo.index)))),
                            ("help_track", ("track", None))):
            scene.explain(thing)
            assert isinstance(app.stack.top, CruzInfoScene)
            marks[name] = look(app, rec.tracer)
            back(app)
        to_results(app, scene)
        marks["results"] = look(app, rec.tracer)
        app, scene = portrait_table(lang, ["human", "human"], seed=8, wait=False)
        to_results(app, scene)
        marks["results_two"] = look(app, rec.tracer)
    pygame.display.quit()
    return marks


@pytest.mark.parametrize("name", SCREENS)
def test_each_dialog_reads_whole_at_the_smallest_portrait_window(name):
    found = check_marks({lang: recorded(lang)[name] for lang in LANGUAGES})
    assert not any(found.values()), "\n" + report(found)
    texts = [m for m in layout_check.visible(recorded("de")[name]) if m.kind is Kind.TEXT]
    assert len(texts) >= (30 if name.startswith("results") else 3)
    assert min(m.px for m in texts) >= 18          # 12 px and more in a 720x1280 window


def drawn_buttons(marks: list[Mark]) -> list[pygame.Rect]:
    return [m.rect for m in layout_check.visible(marks) if m.kind is Kind.BUTTON]


def test_the_portrait_results_stand_tall_and_their_buttons_are_hit_where_drawn():
    with gfx.recording(trace=True) as rec:
        app, scene = portrait_table("en", ["human", "hard", "medium", "easy"])
        results = to_results(app, scene)
        drawn = drawn_buttons(look(app, rec.tracer))
    lay = results.layout
    assert lay.tall and lay.box.h > 1800 and lay.winner_stone is not None
    rects = [b.rect for b in results.bar.buttons]
    assert [b.name for b in results.bar.buttons] == ["again_same", "again_new", "replay", "title"]
    assert all(r in drawn for r in rects)
    assert all(r.h >= 90 and r.w >= 400 for r in rects)              # finger-sized
    assert len({r.y for r in rects}) == 2                             # two to a row
    assert min(r.top for r in rects) > lay.rows_end + lay.row_h      # under every line
    assert (lay.rows_y + len(results.rows) * lay.row_h + sum(results.extra)
            <= lay.rows_end + lay.row_h)
    tap(app, results.bar.get("replay").rect.center)                   # type: ignore[union-attr]
    assert isinstance(app.stack.top, CruzPlayScene) and app.stack.top is not scene
    back(app)
    assert app.stack.top is results
    tap(app, results.bar.get("title").rect.center)                    # type: ignore[union-attr]
    assert app.stack.top.name == "cruz_title"                         # type: ignore[union-attr]
    pygame.display.quit()


def test_the_portrait_pause_and_help_are_closed_where_their_buttons_are_drawn():
    with gfx.recording(trace=True) as rec:
        app, scene = portrait_table("fr", ["human", "easy"])
        scene.open_menu()
        pause = app.stack.top
        assert pause is not None and pause.name == "pause"
        assert all(b.rect in drawn_buttons(look(app, rec.tracer)) for b in pause.bar.buttons)
        assert all(b.rect.h >= 100 for b in pause.bar.buttons)
        tap(app, pause.bar.get("resume").rect.center)                 # type: ignore[union-attr]
        assert app.stack.top is scene
        scene.explain(("card", BuildCard.RIVER))
        info = app.stack.top
        assert isinstance(info, CruzInfoScene) and info.tall and info.art is not None
        assert info.art.get_width() >= 300                            # larger than landscape's
        close = info.bar.get("close")
        assert close is not None and close.rect in drawn_buttons(look(app, rec.tracer))
        tap(app, close.rect.center)
        assert app.stack.top is scene
    pygame.display.quit()


def test_a_visitors_results_at_the_portrait_kiosk_read_whole_and_start_again():
    app = box_kiosk("portrait")
    play = visitors_cruz_game(app, "portrait", humans=2)
    with gfx.recording(trace=True) as rec:
        play.open_menu()
        paused = look(app, rec.tracer)
        tap_button(app, "resume")
        play.router.go(R.Results(play.setup, finished(play), {}, actions=()))
        results = app.stack.top
        assert isinstance(results, CruzResultsScene) and results.layout.tall
        results.t = 1e9
        shown = look(app, rec.tracer)
    found = check_marks({"en": paused}) | {"results": check_marks({"en": shown})["en"]}
    assert not any(found.values()), "\n" + report(found)
    assert all(b.rect in drawn_buttons(shown) for b in results.bar.buttons)
    tap_button(app, "again_new")
    again = app.stack.top
    assert isinstance(again, CruzPlayScene) and again is not play and len(app.stack) == 1
    pygame.display.quit()


def test_the_landscape_results_keep_their_layout():
    for buttons in (4, 5):
        lay = results_layout((1920, 1080), buttons, 24)
        assert not lay.tall and lay.winner_stone is None and lay.box == BOX
        assert BOX == pygame.Rect(80, 30, 1760, 1020)
        each = (BOX.w - 60) // buttons
        assert lay.buttons == tuple(pygame.Rect(120 + k * each, 960, each - 20, 70)
                                    for k in range(buttons))
        assert (lay.title_y, lay.head_y, lay.rows_y, lay.rows_end) == (74, 116, 200, 920)
        assert (lay.label_w, lay.row_h, lay.stone, lay.button_size) == (560, 27, 40, 24)
        assert lay.col_w(4) == 280
        assert (lay.front.y, lay.front.h) == (110, 814)
