"""The frame: scene stack, fixed-step loop, letterboxed canvas, beach codes."""
from __future__ import annotations

import pygame
import pytest

from game.client import beach_code
from game.client.app import STEP
from game.client.scene import Scene, SceneStack
from game.client.viewport import Viewport


class Probe(Scene):
    def __init__(self, app, name="probe", opaque=True):
        super().__init__(app)
        self.name, self.opaque = name, opaque
        self.log: list = []
        self.updates = 0

    def enter(self):
        self.log.append("enter")

    def leave(self):
        self.log.append("leave")

    def update(self, dt):
        self.updates += 1

    def handle_event(self, event):
        self.log.append(("event", getattr(event, "pos", None)))

    def draw(self, canvas):
        canvas.fill((100, 150, 200))


def test_stack_push_pop_replace_and_overlays(app):
    st = SceneStack()
    a, b, c = Probe(app, "a"), Probe(app, "b", opaque=False), Probe(app, "c")
    st.push(a)
    st.push(b)
    assert st.top is b and st.visible() == [a, b]
    st.replace(c)
    assert st.top is c and st.visible() == [c] and b.log == ["enter", "leave"]
    assert st.pop() is c and st.top is a
    assert a.log == ["enter", "leave", "enter"]
    st.clear_to(b)
    assert list(st) == [b]
    assert st.changes == 5


def test_fixed_step_updates_and_clamped_frames(app):
    p = Probe(app)
    app.push(p)
    app.step(0.5)                       # clamped to 0.25 s
    assert p.updates == round(0.25 / STEP)
    before = p.updates
    for _ in range(60):
        app.step(1 / 60)
    assert p.updates - before == pytest.approx(120, abs=1)


def test_mouse_positions_are_mapped_to_the_canvas(app):
    p = Probe(app)
    app.push(p)
    vp = app.viewport
    vp.window_size = (1280, 720)
    ev = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 360), button=1)
    assert app.to_logical_event(ev).pos == (960, 540)


def test_letterbox_keeps_aspect():
    vp = Viewport((1920, 1080), (1000, 1000))
    t = vp.target
    assert t.w == 1000 and t.h == 562 and t.y == (1000 - 562) // 2
    assert vp.to_logical((500, t.y))[0] in (959, 960)
    vp.window_size = (2000, 720)
    assert vp.target.h == 720 and vp.target.x == (2000 - 1280) // 2


def test_resize_and_present(app):
    app.options.draw = True            # this test is about drawing itself
    p = Probe(app)
    app.push(p)
    app.window = pygame.display.set_mode((1000, 700), pygame.RESIZABLE)
    app.step()
    assert app.window.get_at((500, 350))[:3] == pytest.approx((100, 150, 200), abs=2)
    # the letterbox bar
    assert app.window.get_at((500, 2))[:3] != app.window.get_at((500, 350))[:3]


def test_beach_codes_round_trip():
    for seed in (0, 1, 31, 32, 123456, 2 ** 30 - 1, 2 ** 40 + 5):
        code = beach_code.encode(seed)
        assert beach_code.decode(code) == seed
        assert beach_code.decode(code.lower().replace("-", " ")) == seed
    assert len(beach_code.encode(beach_code.random_seed())) == 7
    assert beach_code.decode("o1l-I00") == beach_code.decode("011-100")
    with pytest.raises(ValueError):
        beach_code.decode("U!")


def test_fit_lines_steps_down_the_type_scale_then_ellipsizes():
    from game.client import gfx, theme
    from game.client.widgets import fit_lines
    text = "Sand-dollar actions: instead of a normal pick"
    assert len(gfx.wrap(text, 24, 240, False)) > 2          # as a label it needs 3+ lines
    size, lines = fit_lines(text, (240, 60), 24, max_lines=2)
    assert size < 24 and len(lines) <= 2                    # a smaller size of the scale ...
    assert " ".join(lines).split() == text.split()          # ... keeps every word
    size, lines = fit_lines(text, (150, 60), 24, max_lines=2)
    assert size == theme.CAPTION and len(lines) == 2        # never below a caption:
    assert lines[-1].endswith("…")                          # the rest is cut with an ellipsis
