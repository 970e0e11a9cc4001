"""How the screens look, measured: buttons that read as enabled or not
without colour, the type scale, one panel style, key art and transitions."""
from __future__ import annotations

import pygame

from game.client import gfx, theme
from game.client.widgets import Button, draw_wrapped, fit_lines
from game.cli.box import client_games


def _button(**kw) -> Button:
    return Button((0, 0, 230, 64), "Back", lambda: None, size=24, **kw)


def _ink_pixels(b: Button) -> int:
    """How many pixels of the label's colour the button shows (text weight)."""
    _, _, ink = b.colours()
    img = b.image
    return sum(1 for x in range(img.get_width()) for y in range(img.get_height())
               if tuple(img.get_at((x, y)))[:3] == ink)


def test_enabled_and_disabled_buttons_differ_in_lightness_not_only_hue():
    for kind in ({}, {"secondary": True}, {"color": (40, 150, 80)}):
        on, off = _button(**kind), _button(enabled=False, **kind)
        fill_on, edge_on, ink_on = on.colours()
        fill_off, _, ink_off = off.colours()
        # an enabled label reads (WCAG AA for large bold text, 3:1); a disabled one is
        # faint (under 2.5:1), and the two differ by a wide margin
        assert theme.contrast(ink_on, fill_on) >= 3.0, kind
        assert theme.contrast(ink_off, fill_off) < 2.5, kind
        # and the plates differ in lightness or outline, not in hue alone
        plate_on = edge_on if edge_on is not None else fill_on
        assert theme.contrast(plate_on, fill_off) >= 3.0, kind
        # an enabled label is bold: clearly more ink than the regular disabled one
        assert _ink_pixels(on) > 1.2 * _ink_pixels(off), kind


def test_disabled_button_is_flat_enabled_is_raised():
    on, off = _button(secondary=True), _button(secondary=True, enabled=False)
    # the bottom rows: an enabled button has its drop shadow there, a disabled one nothing solid
    h = on.image.get_height()
    shadow = on.image.get_at((115, h - 2))
    assert shadow.a == 255 and theme.luminance(tuple(shadow)[:3]) < 0.1
    assert off.image.get_at((115, h - 1)).a == 0


def test_type_scale_sizes_and_minimum():
    assert theme.type_size(9) == theme.CAPTION
    assert theme.type_size(22) == theme.BODY
    assert theme.type_size(26) == theme.LABEL
    assert all(theme.type_size(s) in theme.TYPE_SCALE for s in range(1, 200))
    # at 1280x720 (the canvas at 2/3) a caption is 12 px and body text 14 px
    assert round(theme.CAPTION * 720 / 1080) == 12 and round(theme.BODY * 720 / 1080) == 14


def test_text_that_does_not_fit_wraps_or_ellipsizes_instead_of_shrinking():
    pygame.font.init()
    long = "Summon 3 people onto Bonfire Pits and then some more words to wrap"
    size, lines = fit_lines(long, (200, 50), 20, max_lines=2)
    assert size == theme.CAPTION and len(lines) == 2 and lines[-1].endswith("…")
    surf = pygame.Surface((300, 100))
    with gfx.recording() as sizes:
        draw_wrapped(surf, long, (0, 0, 120, 40), 14, fit=True)
        Button((0, 0, 120, 52), long, size=20)
    assert sizes and set(sizes) <= {theme.CAPTION}


# -- the type scale over the main screens ----------------------------------------

def test_main_screens_draw_text_only_at_scale_sizes_never_below_12px_at_720p():
    from game.client.app import App
    from game.client.app_base import Options
    from game.monica.client.launch import setup_client
    from game.monica.client.scenes.new_game import NewGameScene
    from game.client.scenes.pause import PauseScene
    from game.monica.client.scenes.rules import RulesScene
    from game.client.scenes.settings import SettingsScene
    from game.monica.client.scenes.title import TitleScene
    from game.monica.client.scenes.play import PlayScene
    from .conftest import human_setup

    app = App(Options(games=client_games(), window_size=(1280, 720), virtual_time=True, fast=True, draw=False))
    try:
        setup_client(app, autosave=False)
        scale = app.viewport.scale
        assert round(scale * 1080) == 720
        seen: dict[str, set[int]] = {}
        table = PlayScene(app, human_setup(4))
        screens = [("title", TitleScene(app)), ("new_game", NewGameScene(app)),
                   ("settings", SettingsScene(app)), ("rules", RulesScene(app))]
        for name, scene in screens:
            app.stack.clear_to(scene)
            app.step()
            with gfx.recording() as sizes:
                app.frame()
            seen[name] = set(sizes)
        app.stack.clear_to(table)
        for _ in range(5):
            app.step()
        with gfx.recording() as sizes:
            app.frame()
        seen["table"] = set(sizes)
        app.stack.push(PauseScene(app))
        app.step()
        with gfx.recording() as sizes:
            app.frame()
        seen["pause"] = set(sizes)
        for name, sizes in seen.items():
            assert sizes, f"{name} drew no text"
            assert sizes <= set(theme.TYPE_SCALE), (name, sizes)
            assert min(sizes) * scale >= 12 - 1e-9, (name, min(sizes) * scale)
    finally:
        pygame.display.quit()


# -- title, menus and results: key art, one panel style, transitions -------------

def _screens_app(draw: bool = False):
    from game.client.app import App
    from game.client.app_base import Options
    from game.monica.client.launch import setup_client
    app = App(Options(games=client_games(), window_size=(320, 180), virtual_time=True, draw=draw, show=False))
    setup_client(app, autosave=False)
    return app


def test_title_shows_key_art_from_the_components_and_screens_share_one_panel(monkeypatch):
    import random
    from game.client.scenes import menu_dialog, settings
    from game.monica.client.scenes import title
    from game.monica.client.scenes import new_game, results, rules
    from game.monica.client.scenes.new_game import NewGameScene
    from game.client.scenes.pause import PauseScene
    from game.monica.client.scenes.results import ResultsScene
    from game.monica.client.scenes.rules import RulesScene
    from game.client.scenes.settings import SettingsScene
    from game.monica.client.scenes.title import TitleScene
    from game.monica.engine import legal_actions
    from game.monica.match import Match
    from .conftest import human_setup

    app = _screens_app()
    try:
        session = Match(human_setup(2))
        rng = random.Random(4)
        while session.state.phase != "over":
            session.play(rng.choice(legal_actions(session.state)))
        panels: list[str] = []
        for module in (menu_dialog, new_game, results, rules, settings, title):
            real = module.screen_panel

            def spy(*args, _real=real, _name=module.__name__, **kw):
                panels.append(_name.rsplit(".", 1)[-1])
                return _real(*args, **kw)
            monkeypatch.setattr(module, "screen_panel", spy)
        screen, menus = TitleScene(app), [NewGameScene(app), SettingsScene(app)]
        for scene in (screen, *menus, RulesScene(app),
                      PauseScene(app), ResultsScene(app, session.setup, session.state,
                                                    session.report())):
            app.stack.clear_to(scene)
            app.step()
            app.frame()
        assert {"title", "new_game", "settings", "rules", "menu_dialog", "results"} <= set(panels)
        # the title's picture holds the components: cards, people and sand dollars
        art = screen.art.surface(app.canvas_size)
        plain = gfx_beach(app.canvas_size)
        changed = sum(1 for x in range(0, 1920, 16) for y in range(540, 1080, 16)
                      if art.get_at((x, y)) != plain.get_at((x, y)))
        assert changed > 200
        for menu in menus:                 # the menus stand on the same beach, with people on it
            art = menu.art.menu(app.canvas_size, 240)
            assert art.get_at((42, 1060)) != plain.get_at((42, 1060))
    finally:
        pygame.display.quit()


def gfx_beach(size):
    from game.client import backdrop
    return backdrop.beach(size)


def test_screens_cross_fade_unless_motion_is_reduced():
    from game.client.scenes.pause import PauseScene
    from game.monica.client.scenes.title import TitleScene
    from game.client.transition import DURATION
    app = _screens_app(draw=True)
    try:
        app.stack.clear_to(TitleScene(app))
        app.step()
        app.stack.push(PauseScene(app))
        app.step()
        assert app.fade.running                        # the menu fades in
        for _ in range(int(DURATION * 60) + 2):
            app.step()
        assert not app.fade.running                    # ... briefly
        app.ctx.motion.reduced = True
        app.stack.pop()
        app.step()
        assert not app.fade.running                    # reduced motion: a cut
    finally:
        pygame.display.quit()


def test_a_word_too_long_for_any_size_breaks_at_its_hyphen():
    pygame.font.init()
    size, lines = fit_lines("Sanddollar-Aktionen", (150, 72), 20, True, max_lines=3)
    assert lines == ["Sanddollar-", "Aktionen"] and size == theme.CAPTION
