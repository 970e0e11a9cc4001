"""The window is bounded: never larger than the screen it opens on, nor than
8K (7680x4320) where there is no screen to ask (headless), nor smaller than
320x180; a resize by the window manager is bounded the same way. A window of
100000x100000 asked for from code (the command line refuses it) opens at
the bound in well under a second, not at 1.8 GB."""
from __future__ import annotations

import time

import pygame

from game.client import app_base
from game.client.app import App
from game.client.app_base import MAX_WINDOW, Options, fit_window
from game.cli.box import client_games


def test_a_huge_window_opens_at_the_bound():
    start = time.perf_counter()
    app = App(Options(games=client_games(), window_size=(100_000, 100_000), virtual_time=True,
                      draw=False))
    try:
        w, h = app.window.get_size()
        assert w <= MAX_WINDOW[0] and h <= MAX_WINDOW[1]
        assert app.options.window_size == (w, h)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=90_000, h=90_000, size=(90_000, 90_000)))
        app.step()
        assert app.options.window_size[0] <= MAX_WINDOW[0]
        assert app.options.window_size[1] <= MAX_WINDOW[1]
    finally:
        pygame.display.quit()
    assert time.perf_counter() - start < 5


def test_the_window_fits_the_screen(monkeypatch):
    monkeypatch.setattr(app_base, "screen_size", lambda: (1366, 768))
    assert fit_window((1920, 1080)) == (1366, 768)
    assert fit_window((1280, 720)) == (1280, 720)
    assert fit_window((-5, -5)) == (320, 180)
    monkeypatch.setattr(app_base, "screen_size", lambda: None)       # headless
    assert fit_window((100_000, 100_000)) == MAX_WINDOW
    assert fit_window((1920, 1080)) == (1920, 1080)
