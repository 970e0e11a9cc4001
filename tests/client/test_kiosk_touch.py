"""Touch input: finger events reach scenes on the canvas, taps click, drags
drag, SDL's own mouse copies of touches are dropped, a second finger never
clicks, and a landscape-only screen inside a portrait canvas still gets
its taps where it drew its buttons."""
from __future__ import annotations

import pygame
import pytest

from game.client.scene import Scene
from game.monica.client.scenes.title import TitleScene

from .kiosk_support import finger, make_app, tap


POINTER = (pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION, pygame.MOUSEBUTTONDOWN,
           pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)


class Recorder(Scene):
    name = "recorder"
    adaptive = True

    def __init__(self, app, fingers: bool = False) -> None:
        super().__init__(app)
        self.fingers = fingers
        self.seen: list[pygame.event.Event] = []

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in POINTER:
            self.seen.append(event)

    def kinds(self) -> list[int]:
        return [e.type for e in self.seen]


class LandscapeOnly(Recorder):
    adaptive = False         # no layout: drawn at 1920x1080 and scaled in


@pytest.fixture
def landscape():
    app = make_app("landscape")
    yield app
    pygame.display.quit()


@pytest.fixture
def portrait():
    app = make_app("portrait")
    yield app
    pygame.display.quit()


def test_a_tap_arrives_as_finger_and_as_a_touch_click(landscape):
    app = landscape
    rec = Recorder(app)
    app.push(rec)
    tap(app, (960, 540))
    kinds = rec.kinds()
    assert kinds == [pygame.FINGERDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN,
                     pygame.FINGERUP, pygame.MOUSEBUTTONUP]
    down = rec.seen[0]
    assert abs(down.pos[0] - 960) <= 4 and abs(down.pos[1] - 540) <= 4
    assert all(e.touch for e in rec.seen if e.type in (pygame.MOUSEBUTTONDOWN,
                                                       pygame.MOUSEBUTTONUP))


def test_finger_scenes_get_no_mouse_copies(landscape):
    app = landscape
    rec = Recorder(app, fingers=True)
    app.push(rec)
    tap(app, (100, 100))
    assert rec.kinds() == [pygame.FINGERDOWN, pygame.FINGERUP]


def test_sdl_mouse_copies_of_touches_are_dropped(landscape):
    app = landscape
    title = TitleScene(app)
    app.push(title)
    app.step()
    target = title.bar.get("btn_new").rect.center
    pos = app.viewport.to_window(target)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1,
                                         touch=True))
    app.step()
    assert app.stack.top is title                    # SDL's copy is ignored...
    tap(app, target)
    assert app.stack.top.name == "new_game"          # ...the finger itself clicks


def test_a_drag_moves_with_the_button_held(landscape):
    app = landscape
    rec = Recorder(app)
    app.push(rec)
    finger(app, pygame.FINGERDOWN, (400, 400))
    app.step()
    finger(app, pygame.FINGERMOTION, (500, 420))
    app.step()
    finger(app, pygame.FINGERUP, (500, 420))
    app.step()
    motion = [e for e in rec.seen if e.type == pygame.MOUSEMOTION and e.buttons[0]]
    assert motion and motion[0].rel[0] > 80 and motion[0].touch


def test_a_second_finger_never_clicks(landscape):
    app = landscape
    rec = Recorder(app)
    app.push(rec)
    finger(app, pygame.FINGERDOWN, (400, 400), finger_id=1)
    finger(app, pygame.FINGERDOWN, (800, 400), finger_id=2)
    app.step()
    finger(app, pygame.FINGERUP, (800, 400), finger_id=2)
    finger(app, pygame.FINGERUP, (400, 400), finger_id=1)
    app.step()
    downs = [e for e in rec.seen if e.type == pygame.MOUSEBUTTONDOWN]
    ups = [e for e in rec.seen if e.type == pygame.MOUSEBUTTONUP]
    assert len(downs) == 1 and len(ups) == 1 and downs[0].pos[0] < 500
    assert rec.kinds().count(pygame.FINGERDOWN) == 2


class LandscapeDialog(Recorder):
    adaptive = False
    opaque = False

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.fill((0, 0, 0, 100))
        pygame.draw.rect(canvas, (250, 240, 220), (460, 240, 1000, 600))


def test_a_landscape_dialog_fills_the_portrait_width(portrait):
    app = portrait
    dialog = LandscapeDialog(app)
    app.push(dialog)
    app.step()
    app.frame()                          # where a dialog sits is decided as it is drawn
    frame = app.frame_of(dialog)
    assert frame.dest.w >= 1060 and frame.scale > 1.0           # not shrunk to 56%
    tap(app, frame.dest.center)
    down = next(e for e in dialog.seen if e.type == pygame.MOUSEBUTTONDOWN)
    assert abs(down.pos[0] - 960) <= 8 and abs(down.pos[1] - 540) <= 8


def test_landscape_screens_in_a_portrait_canvas(portrait):
    app = portrait
    rec = LandscapeOnly(app)
    app.push(rec)
    app.step()
    frame = app.frame_of(rec)
    assert frame is not None and frame.source.size == (1920, 1080)
    tap(app, (540, 960))                              # the middle of the screen...
    down = next(e for e in rec.seen if e.type == pygame.MOUSEBUTTONDOWN)
    assert abs(down.pos[0] - 960) <= 8 and abs(down.pos[1] - 540) <= 8   # ...is its middle


def test_rules_dialog_targets_stay_48px_on_a_portrait_screen(app):
    from game.client import frames
    from game.monica.client.scenes.rules import BOX, RulesScene
    scene = RulesScene(app)
    scale = frames.fit(BOX.inflate(16, 16), (1080, 1920)).scale
    assert scale < 0.7                      # the dialog really is shrunk in portrait
    for b in scene.bar.buttons:
        assert b.rect.h * scale >= 48, b.name
        assert BOX.contains(b.rect), b.name
