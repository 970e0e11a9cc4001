"""The kiosk's computer players: the operator picks their level in the
settings behind the PIN, it is saved, and every visitors' game seats bots of
that level (the attract loop's demo games keep their own)."""
from __future__ import annotations

import json

import pygame
import pytest

from game.monica.ai.registry import LEVELS
from game.client import prefs
from game.client import router as R
from game.monica.client.kiosk.attract import LEVELS as DEMO_LEVELS
from game.monica.client.kiosk.players import kiosk_setup
from game.i18n import Words
from game.monica.persist import load_settings
from game.persist.paths import settings_path
from game.persist.settings import KIOSK_BOT_LEVELS

from .kiosk_support import key, make_app, tap, tap_button

PIN = "918273"


@pytest.fixture(params=["portrait", "landscape"])
def kapp(request):
    app = make_app(request.param, kiosk=True)
    assert app.kiosk.set_pin(PIN) is None
    app.stack.clear_to(app.kiosk.attract(seed=3))
    yield app
    pygame.display.quit()


def operator_settings(app) -> None:
    """Five taps in the corner, the PIN, then Settings in the operator menu."""
    for _ in range(5):
        tap(app, (40, 40))
    for digit in PIN:
        tap_button(app, f"key_{digit}")
    tap_button(app, "key_ok")
    assert app.stack.top.name == "operator"
    tap_button(app, "settings")
    assert app.stack.top.name == "settings" and app.stack.top.operator


def visitors_game(app, humans: int, fill: bool):
    tap(app, (app.canvas_size[0] // 2, app.canvas_size[1] // 2))
    assert app.stack.top.name == "kiosk_players"
    tap_button(app, f"humans_{humans}")
    if fill:
        tap_button(app, "fill")
    tap_button(app, "start")
    play = app.stack.top
    assert play.name == "play"
    return play


def test_the_operator_offers_every_level_a_player_can_choose():
    assert KIOSK_BOT_LEVELS == LEVELS == ("easy", "medium", "hard", "expert")


@pytest.mark.parametrize("level", ["hard", "expert", "easy"])
def test_operator_level_is_saved_and_seats_the_visitors_bots(kapp, level):
    app = kapp
    operator_settings(app)
    settings = app.stack.top
    assert settings.bar["kiosk_bot_level:medium"].selected          # the default
    tap_button(app, f"kiosk_bot_level:{level}")
    assert settings.bar[f"kiosk_bot_level:{level}"].selected
    assert not settings.bar["kiosk_bot_level:medium"].selected
    assert app.settings.kiosk_bot_level == level
    assert load_settings()[0].kiosk_bot_level == level                # on disk: read back
    assert json.loads(settings_path().read_text("utf-8"))["kiosk_bot_level"] == level
    key(app, pygame.K_ESCAPE)                                        # back to the menu
    tap_button(app, "close")
    assert app.stack.top.name == "attract"
    play = visitors_game(app, 1, fill=True)
    bots = [seat for seat in play.setup.seats if seat.kind == "bot"]
    assert len(bots) == 3 and {seat.level for seat in bots} == {level}
    assert sorted(play.match.bots) == [1, 2, 3]
    assert {bot.name for bot in play.match.bots.values()} == {level}


def test_a_restarted_kiosk_keeps_the_operators_level():
    first = make_app("landscape", kiosk=True)
    prefs.change(first, kiosk_bot_level="expert")
    pygame.display.quit()
    app = make_app("landscape", kiosk=True)           # a fresh start reads the file
    try:
        assert app.settings.kiosk_bot_level == "expert"
        app.stack.clear_to(app.kiosk.attract(seed=3))
        play = visitors_game(app, 1, fill=False)
        assert [(s.kind, s.level) for s in play.setup.seats][1] == ("bot", "expert")
        assert "expert" not in DEMO_LEVELS            # the demo games are not the visitors'

    finally:
        pygame.display.quit()


def test_a_hostile_level_in_the_file_is_medium_with_a_message():
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps({"kiosk_bot_level": "godlike", "volume": 0.5}),
                               "utf-8")
    app = make_app("portrait", kiosk=True)
    try:
        assert app.settings.kiosk_bot_level == "medium" and app.settings.volume == 0.5
        assert app.startup_message == ("Some settings could not be used (kiosk_bot_level), "
                                       "so they are back to their defaults.")
        setup = kiosk_setup(Words(), 2, True, 1, app.settings.kiosk_bot_level)
        assert [s.level for s in setup.seats if s.kind == "bot"] == ["medium", "medium"]
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_each_level_is_named_in_the_operators_language(lang):
    app = make_app("landscape", kiosk=True)
    try:
        prefs.change(app, language=lang)
        app.router.go(R.Settings(operator=True))
        settings = app.stack.top
        labels = {level: settings.bar[f"kiosk_bot_level:{level}"].text
                  for level in KIOSK_BOT_LEVELS}
        words = Words(lang)
        assert labels == {level: words.t(f"setup.level_bot.{level}") for level in KIOSK_BOT_LEVELS}
        assert len(set(labels.values())) == 4
        assert words.t("kiosk.bot_level") != "kiosk.bot_level"
    finally:
        pygame.display.quit()


def test_the_new_game_screen_offers_every_level_expert_included():
    app = make_app("landscape")                        # the desktop: title, then New game
    try:
        app.router.go(R.NewGame())
        scene = app.stack.top
        assert scene.name == "new_game"
        for level in LEVELS:
            assert scene.bar[f"seat1_{level}"].text == Words().t(f"setup.level_bot.{level}")
        tap_button(app, "seat1_expert")
        assert scene.bar["seat1_expert"].selected and not scene.bar["seat1_medium"].selected
        tap_button(app, "start")
        play = app.stack.top
        assert play.name == "play" and play.match.bots[1].name == "expert"
    finally:
        pygame.display.quit()


def test_the_operators_rows_fit_above_the_buttons(kapp):
    app = kapp
    app.router.go(R.Settings(operator=True))
    scene = app.stack.top
    rows = [scene.row_rect(k) for k in range(len(scene.rows))]
    assert scene.rows[-1].key == "kiosk_bot_level"
    bottom = min(scene.bar[name].rect.top for name in ("back", "pin", "reset"))
    assert rows[-1].bottom <= bottom - 48                 # room for the "saved" line
    assert all(a.bottom <= b.top for a, b in zip(rows, rows[1:], strict=False))
    for k, row in enumerate(scene.rows):
        for choice in row.choices:
            assert rows[k].contains(scene.bar[f"{row.key}:{choice.name}"].rect), (row.key, choice)
