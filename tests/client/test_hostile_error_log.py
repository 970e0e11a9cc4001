"""The kiosk's error log that cannot be written (a folder in its place, a
read-only data folder) is reported, not dropped: the first failure is one
line on stderr for whoever runs the kiosk, and the operator menu says it in
place of the log's path; the kiosk carries on."""
from __future__ import annotations

import pygame
import pytest

from game.client.router import Operator
from game.client.scene import Scene
from game.monica.client.kiosk.attract import AttractScene
from game.persist.error_log import FOLDER, UNWRITABLE, append_or_why

from .kiosk_support import make_app, steps


class Broken(Scene):
    name = "broken"

    def update(self, dt: float) -> None:
        raise ZeroDivisionError("a bug in a scene")


@pytest.fixture
def app():
    a = make_app("portrait", kiosk=True)
    a.stack.clear_to(AttractScene(a, seed=3))
    yield a
    pygame.display.quit()


def test_an_error_log_that_is_a_folder_is_reported(app, capsys):
    app.kiosk.log_path.mkdir(parents=True)
    for _ in range(2):
        app.push(Broken(app))
        app.step()
    assert app.stack.top.name == "attract" and app.kiosk.errors == 2 and app.running
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "kiosk-errors.log" in err and "folder" in err
    assert app.kiosk.log_problem is not None
    app.options.draw = True
    app.router.go(Operator())
    steps(app, 2)
    app.draw()
    shown = app.stack.top.log_line()
    assert "folder" in shown and app.kiosk.errors == 2


def test_a_writable_log_is_no_problem(app, capsys):
    app.push(Broken(app))
    app.step()
    assert app.kiosk.log_problem is None and capsys.readouterr().err == ""
    assert "ZeroDivisionError" in app.kiosk.log_path.read_text("utf-8")


def test_why_a_log_was_not_written(tmp_path):
    (tmp_path / "log").mkdir()
    assert append_or_why(tmp_path / "log", "boom") == FOLDER
    (tmp_path / "file").write_text("x")
    assert append_or_why(tmp_path / "file" / "log", "boom") == UNWRITABLE
    assert append_or_why(tmp_path / "ok.log", "boom") is None
