"""The kiosk with both games of the box: the attract loop alternates the games
that are on, a visitor's tap asks which game (not when only one is on), Santa
Cruz at the kiosk from its players step to the results and back to the attract
loop, the operator's switch per game (saved, never the last one off, a damaged
value one message and the default), the operator's corner over Santa Cruz's
table, both screen shapes."""
from __future__ import annotations

import json

import pygame
import pytest

from game.client.kiosk import lineup
from game.client.kiosk.chooser import ChooserScene
from game.client.router import Quit, Replays, Results, Settings as SettingsScreen, Title
from game.cruz.client.kiosk.attract import CruzAttractScene
from game.cruz.client.kiosk.players import CruzPlayersScene, cruz_level, kiosk_cruz_setup
from game.cruz.client.scenes.play import CruzPlayScene
from game.cruz.client.scenes.results import CruzResultsScene
from game.i18n import Words
from game.monica.client.kiosk.attract import AttractScene
from game.monica.client.kiosk.players import PlayersScene
from game.persist import data_dir
from game.persist.settings import Settings, load
from tests.cruz.client.support import Table

from .kiosk_support import BOX, make_app, steps, tap, tap_button

PIN = "918273"
MONICA, CRUZ = "santa-monica", "santa-cruz"
CENTRE = {"landscape": (960, 540), "portrait": (540, 960)}


def box_kiosk(shape: str, off: list[str] | None = None):
    """A locked kiosk of both games (``off``: switched off before it starts)."""
    if off is not None:
        (data_dir() / "settings.json").parent.mkdir(parents=True, exist_ok=True)
        (data_dir() / "settings.json").write_text(json.dumps({"kiosk_games_off": off}))
    app = make_app(shape, kiosk=True, games=BOX)
    assert app.kiosk.set_pin(PIN) is None
    app.stack.clear_to(app.kiosk.attract(seed=3, levels=("easy",) * 4))
    return app


@pytest.fixture(params=["landscape", "portrait"])
def shape(request):
    yield request.param
    pygame.display.quit()


def shown(app) -> str:
    top = app.stack.top
    assert top is not None and top.name == "attract"
    return {AttractScene: MONICA, CruzAttractScene: CRUZ}[type(top)]


def until_games(app, n: int, limit: int = 60000) -> list[str]:
    """Run the attract loop until ``n`` more games ended: the game shown after each."""
    seen, start = [], app.kiosk.games
    for _ in range(limit):
        app.step()
        if app.kiosk.games > start + len(seen):
            seen.append(shown(app))
            if len(seen) == n:
                return seen
    raise AssertionError(f"only {len(seen)} attract games ended")


def tap_framed(app, name: str) -> None:
    """Tap a button of the top scene, drawn in a frame when not of this screen's shape."""
    scene = app.stack.top
    x, y = scene.bar[name].rect.center
    frame = app.frame_of(scene)
    if frame is not None:
        x = frame.dest.x + round((x - frame.source.x) * frame.scale)
        y = frame.dest.y + round((y - frame.source.y) * frame.scale)
    tap(app, (x, y))


def unlock(app) -> None:
    for _ in range(5):
        tap(app, (40, 40))
    assert app.stack.top.name == "pin"
    for digit in PIN:
        tap_button(app, f"key_{digit}")
    tap_button(app, "key_ok")
    assert app.stack.top.name == "operator"


# -- the lineup, without a window -----------------------------------------------------------
def test_the_last_game_never_goes_off_and_unknown_keys_are_ignored():
    assert [g.key for g in lineup.games_on(BOX, [])] == [MONICA, CRUZ]
    assert [g.key for g in lineup.games_on(BOX, [CRUZ, "chess"])] == [MONICA]
    assert [g.key for g in lineup.games_on(BOX, [MONICA, CRUZ])] == [MONICA]   # never none
    assert lineup.toggled(BOX, [], CRUZ) == [CRUZ]
    assert lineup.toggled(BOX, [CRUZ], MONICA) == [CRUZ]              # the last one stays on
    assert lineup.toggled(BOX, [CRUZ, "chess"], CRUZ) == ["chess"]    # back on; others kept
    assert lineup.toggled(BOX, [], "chess") == []                     # no such game here
    assert lineup.next_game(BOX, [], MONICA).key == CRUZ
    assert lineup.next_game(BOX, [], CRUZ).key == MONICA
    assert lineup.next_game(BOX, [CRUZ], MONICA).key == MONICA
    assert lineup.next_game(BOX, [MONICA], MONICA).key == CRUZ        # off now: the next on


@pytest.mark.parametrize("value", ["santa-cruz", [1], [["santa-cruz"]], {"a": 1}, None, 3,
                                   ["x" * 41], [""], ["a"] * 17, [CRUZ, CRUZ], True])
def test_a_damaged_games_setting_is_one_message_and_all_games_on(value):
    path = data_dir() / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"kiosk_games_off": value, "kiosk_bot_level": "hard"}))
    settings, message = load()
    assert settings.kiosk_games_off == [] and settings.kiosk_bot_level == "hard"
    assert message is not None and message.key == "error.settings.bad_values"
    assert message.fields == {"names": "kiosk_games_off"}      # one sentence, naming it


def test_the_games_setting_keeps_what_it_was_given():
    path = data_dir() / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"kiosk_games_off": [CRUZ, "a-game-of-another-box"]}))
    settings, message = load()
    assert message is None and settings.kiosk_games_off == [CRUZ, "a-game-of-another-box"]
    assert Settings().kiosk_games_off == []


def test_the_kiosks_expert_is_santa_cruzs_hard():
    assert [cruz_level(lv) for lv in ("easy", "medium", "hard", "expert")] == \
        ["easy", "medium", "hard", "hard"]
    setup = kiosk_cruz_setup(Words(), 1, True, 5, "expert")
    assert [(s.kind, s.level) for s in setup.seats][1:] == [("bot", "hard")] * 3
    assert [s.kind for s in kiosk_cruz_setup(Words(), 1, False, 5).seats] == ["human", "bot"]
    assert [s.kind for s in kiosk_cruz_setup(Words(), 3, False, 5).seats] == ["human"] * 3
    assert not setup.draft                  # the sets dealt at random: newcomers


# -- the attract loop ----------------------------------------------------------------------
def test_the_attract_loop_alternates_the_games(shape):
    app = box_kiosk(shape)
    assert shown(app) == MONICA
    assert until_games(app, 4) == [CRUZ, MONICA, CRUZ, MONICA]
    assert app.kiosk.errors == 0 and len(app.stack) == 1
    cruz = None
    app.kiosk.start_over()                  # a start over shows the game whose turn it is
    assert shown(app) == MONICA
    until_games(app, 1)
    cruz = app.stack.top
    assert isinstance(cruz, CruzAttractScene) and cruz.inner is not None
    assert all(s.is_bot for s in cruz.inner.setup.seats) and len(cruz.inner.setup.seats) == 4
    assert cruz.inner.session.observers == []                 # silent, never saved
    assert cruz.inner.speed == 2.0


def test_with_one_game_on_the_attract_loop_shows_only_that_one():
    app = box_kiosk("landscape", off=[CRUZ])
    assert until_games(app, 2) == [MONICA, MONICA]
    pygame.display.quit()
    app = box_kiosk("portrait", off=[MONICA])
    assert shown(app) == CRUZ
    assert until_games(app, 2) == [CRUZ, CRUZ]
    pygame.display.quit()


def test_learn_to_play_on_santa_cruzs_attract_loop_opens_its_guided_game(shape):
    app = box_kiosk(shape, off=[MONICA])
    attract = app.stack.top
    assert isinstance(attract, CruzAttractScene)
    steps(app, 3)
    tap(app, attract.learn_rect().center, frames=2)
    table = app.stack.top
    assert isinstance(table, CruzPlayScene) and table.coach is not None
    assert len(app.stack) == 1 and table.session.observers == []    # not kept
    table.router.go(Title())
    assert app.stack.top.name == "attract"


# -- the chooser ---------------------------------------------------------------------------
@pytest.mark.parametrize("key,scene", [(MONICA, PlayersScene), (CRUZ, CruzPlayersScene)])
def test_a_tap_asks_which_game_and_each_button_opens_its_players_step(shape, key, scene):
    app = box_kiosk(shape)
    steps(app, 3)
    tap(app, CENTRE[shape])
    chooser = app.stack.top
    assert isinstance(chooser, ChooserScene)
    names = [b.name for b in chooser.bar.buttons]
    assert names == [f"game_{MONICA}", f"game_{CRUZ}", "back"]
    for b in chooser.bar.buttons:         # touch-sized, on the screen, apart
        assert b.rect.h >= 96 and app.canvas.get_rect().contains(b.rect)
    a, b = chooser.cards
    assert not a.colliderect(b) and min(a.w, a.h) >= 500
    tap_button(app, f"game_{key}")
    assert type(app.stack.top) is scene
    tap_button(app, "back")
    assert app.stack.top is chooser
    tap_button(app, "back")
    assert app.stack.top.name == "attract"


def test_with_one_game_on_a_tap_goes_straight_to_its_players_step(shape):
    app = box_kiosk(shape, off=[MONICA])
    steps(app, 3)
    tap(app, CENTRE[shape])
    assert isinstance(app.stack.top, CruzPlayersScene)


def test_the_chooser_left_alone_asks_then_returns_to_attract():
    app = box_kiosk("portrait")
    tap(app, CENTRE["portrait"])
    assert app.stack.top.name == "kiosk_chooser"
    steps(app, int(app.kiosk.idle_limit() * 60) + 5)
    assert app.stack.top.name == "still_playing"
    steps(app, 21 * 60)
    assert app.stack.top.name == "attract" and len(app.stack) == 1
    pygame.display.quit()


# -- Santa Cruz at the kiosk -----------------------------------------------------------------
def visitors_cruz_game(app, shape: str, humans: int, fill: bool = False) -> CruzPlayScene:
    tap(app, CENTRE[shape])
    tap_button(app, f"game_{CRUZ}")
    tap_button(app, f"humans_{humans}")
    if fill:
        tap_button(app, "fill")
    tap_button(app, "start")
    play = app.stack.top
    assert isinstance(play, CruzPlayScene) and len(app.stack) == 1    # no way back to a menu
    assert play.session.observers == []                               # never saved
    return play


class KioskTable(Table):
    """The test table's taps on a visitor's game at the kiosk."""

    def __init__(self, app, scene: CruzPlayScene) -> None:
        self.app, self.scene, self.handoffs = app, scene, 0


def test_a_visitors_santa_cruz_game_ends_back_in_attract(shape):
    app = box_kiosk(shape)
    play = visitors_cruz_game(app, shape, humans=1)
    assert [s.kind for s in play.setup.seats] == ["human", "bot"]
    assert play.setup.seats[1].level == "medium"
    KioskTable(app, play).play_out()
    assert play.session.over and len(play.session.actions) > 20
    results = app.stack.top
    assert isinstance(results, CruzResultsScene) and len(app.stack) == 1
    steps(app, 600)                              # the tally shown whole
    tap_framed(app, "title")                     # "to the title" is the attract loop
    assert app.stack.top.name == "attract" and len(app.stack) == 1
    assert app.kiosk.errors == 0


def test_two_visitors_hand_the_screen_over_and_the_menu_leaves_nowhere(shape):
    app = box_kiosk(shape)
    play = visitors_cruz_game(app, shape, humans=2)
    table = KioskTable(app, play)
    for _ in range(6):                           # the landings and a few turns
        table.settle()
        table.act()
    assert table.handoffs >= 1                   # the next person taps to see their hand
    play.open_menu()
    pause = app.stack.top
    assert pause.name == "pause"
    assert [b.name for b in pause.bar.buttons] == ["resume", "rules", "restart"]
    for destination in (Quit(0), SettingsScreen(), Replays()):      # nothing leaves
        play.router.go(destination)
        assert app.running and app.stack.top is pause
    tap_button(app, "restart")
    assert app.stack.top.name == "attract" and len(app.stack) == 1


def test_the_results_again_stay_at_the_kiosk():
    app = box_kiosk("landscape")
    play = visitors_cruz_game(app, "landscape", humans=1)
    play.router.go(Results(play.setup, play.session.state, {}, actions=()))
    assert isinstance(app.stack.top, CruzResultsScene)
    steps(app, 600)
    tap_button(app, "again_new")
    again = app.stack.top
    assert isinstance(again, CruzPlayScene) and len(app.stack) == 1
    assert again.session.observers == [] and again is not play
    again.router.go(Title())
    assert app.stack.top.name == "attract"
    pygame.display.quit()


def test_the_operators_corner_and_still_playing_over_the_santa_cruz_table(shape):
    app = box_kiosk(shape)
    play = visitors_cruz_game(app, shape, humans=1)
    unlock(app)
    tap_button(app, "close")
    assert app.stack.top is play
    steps(app, int(app.kiosk.idle_limit() * 60) + 5)
    assert app.stack.top.name == "still_playing"
    tap(app, CENTRE[shape])
    assert app.stack.top is play
    steps(app, int(app.kiosk.idle_limit() * 60) + 5)
    steps(app, 21 * 60)
    assert app.stack.top.name == "attract" and len(app.stack) == 1


# -- the operator's switch -------------------------------------------------------------------
def test_the_operators_switch_is_saved_counts_from_the_next_start_over_and_keeps_one(shape):
    app = box_kiosk(shape)
    unlock(app)
    menu = app.stack.top
    assert menu.bar[f"game_{CRUZ}"].text.endswith(Words().t("common.on"))
    assert not menu.bar[f"game_{CRUZ}"].secondary
    tap_button(app, f"game_{CRUZ}")
    assert menu.bar[f"game_{CRUZ}"].text.endswith(Words().t("common.off"))
    assert menu.bar[f"game_{CRUZ}"].secondary                   # off: a light plate
    assert load()[0].kiosk_games_off == [CRUZ]                # saved at once
    assert menu.status == Words().t("kiosk_games.from_next")
    tap_button(app, f"game_{MONICA}")                          # the last one on stays on
    assert load()[0].kiosk_games_off == [CRUZ]
    assert menu.status == Words().t("kiosk_games.last_on")
    assert menu.bar[f"game_{MONICA}"].text.endswith(Words().t("common.on"))
    tap_button(app, "restart")
    assert shown(app) == MONICA
    tap(app, CENTRE[shape])
    assert isinstance(app.stack.top, PlayersScene)              # no chooser with one game
    pygame.display.quit()
    again = make_app(shape, kiosk=True, games=BOX)             # a fresh start reads the file
    again.kiosk.start_over()
    tap(again, CENTRE[shape])
    assert isinstance(again.stack.top, PlayersScene)
    assert again.kiosk.switch_game(CRUZ) is None and load()[0].kiosk_games_off == []
