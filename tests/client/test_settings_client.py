"""Settings through the client: every choice applies at once (language live,
speed, reduced motion, volume, palette) and survives a restart; a damaged
settings file brings the defaults back with a message on the title."""
from __future__ import annotations

import pytest

import pygame

from game.client import prefs, theme
from game.client.scenes.settings import SettingsScene
from game.monica.client.scenes.title import TitleScene
from game.client.context import Context, Motion
from game.i18n import Words, t
from game.monica.persist import load_settings, settings_path

from .kiosk_support import key, make_app, steps, tap_button


@pytest.fixture
def app():
    a = make_app("landscape")
    yield a
    pygame.display.quit()


def open_settings(app) -> SettingsScene:
    app.push(TitleScene(app))
    tap_button(app, "btn_settings")
    scene = app.stack.top
    assert scene.name == "settings"
    return scene


def test_language_switches_live_and_is_saved(app):
    open_settings(app)
    tap_button(app, "language:de")
    assert app.ctx.words.language == "de"
    assert t("title.quit") == "Quit"                      # the client's own words only
    scene = app.stack.top
    assert scene.bar.get("back").text == "Zurück"        # this screen, at once
    key(app, 27)                                          # Escape: back to the title
    title = app.stack.top
    assert title.bar.get("btn_new").text == "Neues Spiel"
    assert title.bar.get("btn_quit").text == "Beenden"
    tap_button(app, "btn_settings")
    tap_button(app, "language:fr")
    assert app.stack.top.bar.get("back").text == "Retour"
    assert load_settings()[0].language == "fr"


def test_every_setting_applies_and_survives_a_restart(app):
    open_settings(app)
    for name in ("animation_speed:speed_2", "reduced_motion:on", "volume:volume_25",
                 "colourblind:on", "fullscreen:off", "language:de"):
        tap_button(app, name)
    assert app.ctx.motion.speed == 2.0 and app.ctx.motion.reduced
    assert app.ctx.audio.volume == 0.25
    assert app.ctx.palette.seat("coral") == theme.OKABE_ITO["vermillion"]
    assert app.ctx.palette.tags["wave"] == theme.SAFE_TAG_COLORS["wave"]
    assert app.stack.top.bar.get("colourblind:on").selected
    pygame.display.quit()                                       # the game is closed...
    again = make_app("landscape")                         # ...and started again
    s = again.settings
    assert (s.language, s.animation_speed, s.reduced_motion, s.volume, s.colourblind) == \
        ("de", 2.0, True, 0.25, True)
    assert again.ctx.words.language == "de" and again.ctx.motion.reduced and again.ctx.audio.volume == 0.25
    assert again.ctx.palette.seat("coral") == theme.OKABE_ITO["vermillion"]
    assert again.ctx.colourblind


def test_palette_switches_back(app):
    normal = app.ctx.palette.seat("lagoon")
    normal_wave = app.ctx.palette.tags["wave"]
    prefs.change(app, colourblind=True)
    assert app.ctx.palette.seat("lagoon") != normal
    assert theme.TAG_COLORS["wave"] == normal_wave            # the tables stay as they are
    other = Context()                                         # another client: its own palette
    assert not other.colourblind and other.palette.seat("lagoon") == normal
    prefs.change(app, colourblind=False)
    assert app.ctx.palette.seat("lagoon") == normal
    assert app.ctx.palette.tags["wave"] == normal_wave


def test_reduced_motion_moves_at_once_and_keeps_fades():
    from game.monica.client.table.anim import AnimQueue, Tween

    class Thing:
        pos = (0.0, 0.0)
        alpha = 0.0

    thing = Thing()
    queue = AnimQueue(Motion(reduced=True))
    queue.add([Tween(thing, "pos", (100.0, 0.0), 1.0)], [Tween(thing, "alpha", 255, 1.0)])
    queue.update(1 / 60)
    assert thing.pos == (100.0, 0.0) and 0 < thing.alpha < 255
    moving = AnimQueue(Motion())
    other = Thing()
    moving.add([Tween(other, "pos", (100.0, 0.0), 1.0)])
    moving.update(1 / 60)
    assert 0 < other.pos[0] < 100.0


def test_restore_defaults_keeps_the_operator_pin(app):
    from game.persist.lock_file import read_lock, set_pin
    lock = set_pin("918273")                  # the PIN is a lock apart from the settings
    prefs.change(app, volume=0.0, language="fr")
    open_settings(app)
    tap_button(app, "reset")
    s = load_settings()[0]
    assert (s.volume, s.language) == (0.8, "en") and read_lock() == (lock, None)


def test_a_damaged_settings_file_is_reported_on_the_title():
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ nope", encoding="utf-8")
    app = make_app("landscape")
    try:
        assert app.settings.language == "en"
        app.push(TitleScene(app))
        steps(app, 1)
        assert app.stack.top.message and "settings" in app.stack.top.message
        app.ctx.words.set_language("de")
        assert app.ctx.say(app.stack.top.message) == \
            Words("de").t("error.settings.corrupt_kept", name=app.stack.top.message.fields["name"])
        assert list(path.parent.glob("settings.json.bad-*"))
    finally:
        pygame.display.quit()


def test_settings_from_the_pause_menu(app):
    from game.monica.client.scenes.play import PlayScene
    app.options.fast = False                   # a table that animates
    from game.monica.client.setup import default_setup
    app.push(PlayScene(app, default_setup(2, humans=1, seed=4, words=app.ctx.words)))
    steps(app, 3)
    app.stack.top.open_menu()
    tap_button(app, "settings")
    assert app.stack.top.name == "settings"
    tap_button(app, "animation_speed:speed_0.5")
    key(app, 27)
    assert app.stack.top.name == "pause"
    play = list(app.stack)[0]
    assert play.speed == 0.5 and play.queue.speed == 0.5


def test_each_app_keeps_its_own_language(app):
    """The language lives in the app's context: switching one app's leaves another's."""
    other = Context()
    open_settings(app)
    tap_button(app, "language:de")
    assert app.ctx.words.language == "de" and other.words.language == "en"
    assert other.words is not app.ctx.words and other.pictures.words is other.words
    assert app.ctx.pictures.words is app.ctx.words
    key(app, 27)
    assert app.stack.top.bar.get("btn_new").text == "Neues Spiel"
    assert other.words.t("title.new_game") == "New game"
