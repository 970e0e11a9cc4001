"""The screenshot tour: every screen of the game reached the way a player
reaches it (the router's destinations, a game played to the moment shown).
``DESKTOP`` and ``KIOSK`` name each screen's shot (``shot(app)`` leaves the app
showing it); ``tools/screenshots.py`` saves them as PNGs and the layout check
(``tests/client/layout_tour.py``) reads what they draw. Importing it changes
nothing: the caller picks the data folder and the video driver.
"""
from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path

import pygame

from game.monica.ai.registry import make_bot
from game.client import router as R
from game.client.app import PORTRAIT_CANVAS, App
from game.client.app_base import Options
from game.cli.box import client_games
from game.monica.client.help import open_card
from game.client.kiosk.shell import Kiosk
from game.monica.client.launch import setup_client
from game.monica.client.scenes.play import PlayScene
from game.monica.client.kiosk.attract import AttractScene
from game.monica.client.kiosk.results import KioskResultsScene
from game.monica.client.scenes.results import ResultsScene
from game.monica.client.scenes.results_review import ReviewView
from game.monica.client.scenes.title import TitleScene
from game.monica.client.tutorial.coach import GuideCoach
from game.monica.client.tutorial.launch import guide_scene
from game.monica.engine.constants import END_TRIGGER_CARDS
from game.client import theme
from game.monica.client.tutorial.offer import Offer
from game.monica.client.setup import GameSetup, Seat
from game.client.theme import CANVAS_SIZE, PLAYER_COLORS
from game.i18n import Words
from game.monica.match import Match, ReplayRecorder
from game.monica.persist import list_replays

Shot = Callable[[App], None]


def make_app(window: tuple[int, int], *, portrait: bool = False, kiosk: bool = False,
             language: str | None = None) -> App:
    canvas = PORTRAIT_CANVAS if portrait else CANVAS_SIZE
    app = App(Options(games=client_games(), window_size=window, virtual_time=True, canvas_size=canvas,
                      kiosk=kiosk, draw=False))
    setup_client(app, autosave=False, language=language, keep_replays=True)
    if kiosk:
        Kiosk(app, log_dir=Path(os.environ["SANTA_MONICA_HOME"])).install()
        assert app.kiosk is not None
        app.kiosk.require_pin = False
    return app


def wait(app: App, seconds: float = 1.5) -> None:
    """Let time pass (transitions, animations, the results' tally)."""
    for _ in range(int(seconds * 60)):
        app.step(1 / 60)


def table_setup(humans: int, bots: int, seed: int, words: Words) -> GameSetup:
    seats = [Seat(words.t("setup.you") if humans == 1 else f"{words.t('common.player_n', n=i + 1)}",
                  "human", "medium", PLAYER_COLORS[i][0]) for i in range(humans)]
    names = ["Marina", "Dusty", "Cruz"]
    seats += [Seat(names[i], "bot", "medium", PLAYER_COLORS[humans + i][0]) for i in range(bots)]
    return GameSetup(seats, None, None, seed)


def play_until(match: Match, level: str, done: Callable[[], bool]) -> None:
    """Play ``match`` on until ``done``: the bots as themselves, the human
    seats by a bot of ``level``."""
    stand_in = make_bot(level, seed=match.setup.seed)
    while not done():
        match.play(stand_in.choose(match.state) if match.human_turn else match.think())


def midgame(setup: GameSetup, round_: int) -> Match:
    """The match at a human's acquire step in ``round_`` (every seat played by its bot level)."""
    match = Match(setup)
    play_until(match, "medium", lambda: match.human_turn and match.state.phase == "acquire"
               and match.state.round >= round_)
    return match


def settle(app: App) -> PlayScene:
    scene = app.stack.top
    assert isinstance(scene, PlayScene), scene
    for _ in range(6000):
        app.step(1 / 60)
        if not scene.queue.busy and not scene.pending_sync and scene.handoff is None \
                and scene.match.human_turn and not scene.bots.thinking:
            break
    wait(app, 0.5)
    return scene


def to_table(app: App, humans: int, bots: int, round_: int, seed: int = 11) -> PlayScene:
    setup = table_setup(humans, bots, seed, app.ctx.words)
    app.router.go(R.Title())
    app.router.go(R.Play(setup, match=midgame(setup, round_), autosave=False))
    return settle(app)


def finished(app: App) -> None:
    """The results of a game whose human seat an easy bot played (so the review finds mistakes)."""
    setup = table_setup(1, 3, 7, app.ctx.words)
    match = Match(setup, observers=[ReplayRecorder()])
    play_until(match, "easy", lambda: match.over)
    app.router.go(R.Title())
    app.router.go(R.Results(setup, match.state, match.report(), actions=tuple(match.actions)))
    wait(app, 8)


def tally(app: App) -> None:
    """The results with a scorepad number tapped: why the human seat scored its rings."""
    finished(app)
    res = app.stack.top
    assert isinstance(res, ResultsScene)
    click(app, res.cell_rect(1, 0))
    wait(app, 1.0)


def results_card(app: App) -> None:
    """The results with a card of the city picture tapped: it opens large."""
    finished(app)
    res = app.stack.top
    assert isinstance(res, ResultsScene)
    city = res.state.players[res.selected].city
    assert city is not None
    rect = res._mini_rect(next(iter(city.cards)))
    assert rect is not None
    click(app, rect)
    wait(app, 1.0)


def start_tile(app: App) -> None:
    """A new 2-player game at the human's starting-tile choice."""
    setup = table_setup(1, 1, 12, app.ctx.words)
    app.router.go(R.Title())
    app.router.go(R.Play(setup, autosave=False))
    settle(app)


def guide_offer(app: App) -> None:
    """The title on a first start: the guided game offered."""
    app.router.go(R.Title())
    title = app.stack.top
    assert isinstance(title, TitleScene)
    title.offer = Offer(app, title.learn, title.close_offer)
    wait(app)


def guide_hint(app: App) -> None:
    """The guide's starting-tile step after a tap on the wrong tile: its one-line hint."""
    app.router.go(R.Title())
    app.router.go(R.Guide(resume=False))
    scene = app.stack.top
    assert isinstance(scene, PlayScene) and isinstance(scene.coach, GuideCoach)
    coach = scene.coach
    for _ in range(20_000):
        step = coach.guide.step
        if step is not None and step.id == "tile" and coach.target() is not None:
            break
        if step is not None and step.id == "welcome" and coach.guide.waiting_for_next() \
                and coach.panel is not None:
            coach.panel.tap_next()
        app.step(1 / 60)
    wrong = next(("tile", t) for t in scene.match.state.offered_tiles
                 if ("tile", t) != coach.target())
    rect = scene.key_rect(wrong)
    assert rect is not None
    click(app, rect)
    wait(app, 0.6)


def guide_at(step_id: str) -> Shot:
    """A shot of the guided game at ``step_id`` as the player sees it (its
    target glowing), the guide having played itself there."""
    def shot(app: App) -> None:
        app.router.go(R.Title())
        scene = guide_scene(app, resume=False, autoplay=True, keep=False)
        app.push(scene)
        coach = scene.coach
        assert isinstance(coach, GuideCoach)
        coach.shots_on = True
        for _ in range(60_000):
            app.step(1 / 60)
            if coach.shot_due is not None and coach.ready_for_shot():
                if coach.shot_due == step_id:
                    return
                coach.shot_due = None          # not this one: on to the next step
        raise AssertionError(f"the guide never showed {step_id}")
    return shot


def final_round(app: App) -> None:
    """The table as the last round begins: the banner says who placed 14 cards."""
    setup = table_setup(1, 3, 11, app.ctx.words)
    match = Match(setup)
    play_until(match, "medium", lambda: match.state.final_triggered and match.human_turn
               and match.state.phase == "acquire")
    app.router.go(R.Title())
    app.router.go(R.Play(setup, match=match, autosave=False))
    scene = settle(app)
    st = scene.match.state
    who = next(i for i, p in enumerate(st.players)
               if p.city is not None and p.city.cards_placed >= END_TRIGGER_CARDS)
    scene.hud.banner_flash(app.ctx.words.about("play.final_round", setup.seats[who].name),
                           theme.DANGER)


def attract(app: App) -> None:
    """The kiosk's attract loop, showing its first tip (the loop picks one at random)."""
    screen(seconds=4)(app)
    scene = app.stack.top
    assert isinstance(scene, AttractScene)
    scene.tip, scene.tip_t = 0, 0.0


def click(app: App, rect: pygame.Rect) -> None:
    app.feed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    app.step(1 / 60)


def review(app: App, show_me: bool) -> None:
    """The results' review once the review is done (and its first "Show me");
    the desktop results and the portrait kiosk's alike."""
    finished(app)
    res = app.stack.top
    assert isinstance(res, (ResultsScene, KioskResultsScene)) and res.review is not None
    view = res.review if isinstance(res.review, ReviewView) else res.review.view
    click(app, res.bar["tab_review"].rect)
    if isinstance(res, ResultsScene) and res.tab != "review":
        click(app, res.bar["tab_review"].rect)      # the first tap ends the count-up
    end = time.monotonic() + 300
    while not view.ready:
        assert time.monotonic() < end and view.task.problem is None, "no review"
        app.step(1 / 60)
        time.sleep(0.02)
    wait(app, 0.5)
    if show_me:
        app.frame()                         # the rows' buttons are laid out as they draw
        click(app, view.bar["show_me_0"].rect)
        wait(app, 1.5)


def hover_display(app: App, scene: PlayScene) -> None:
    """The pointer resting on the display's first front-row card: it is shown large."""
    rect = scene.key_rect(("display", "front", 0))
    assert rect is not None
    app.frame()                    # the sprites find their places as the table draws
    app.feed(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0),
                                buttons=(0, 0, 0)))
    wait(app, 1.0)


def hint(app: App) -> None:
    scene = to_table(app, 1, 3, 5)
    scene.hints.ask()
    for _ in range(600):
        app.step(1 / 60)
        if not scene.hints.thinking:
            break
    wait(app, 0.5)


def replays(app: App, watch: bool) -> None:
    finished(app)
    app.router.go(R.Title())
    app.router.go(R.Replays())
    wait(app)
    if watch:
        game, problem = list_replays()[0].load()
        assert game is not None, problem
        app.router.go(R.Replay(game))
        wait(app, 12)


def screen(*dests: R.Destination, seconds: float = 1.5) -> Shot:
    """A shot of the screen the title leads to through ``dests``."""
    def shot(app: App) -> None:
        app.router.go(R.Title())
        for dest in dests:
            app.router.go(dest)
        wait(app, seconds)
    return shot


def table(humans: int, bots: int, round_: int, then: Callable[[App, PlayScene], None] | None = None
          ) -> Shot:
    """A shot of the table at a human's turn in ``round_``, after ``then``."""
    def shot(app: App) -> None:
        scene = to_table(app, humans, bots, round_)
        if then is not None:
            then(app, scene)
    return shot


def pause(app: App, _: PlayScene) -> None:
    app.router.go(R.Pause())
    wait(app)


def card_info(app: App, scene: PlayScene) -> None:
    open_card(app, next(iter(scene.match.state.box.cards.values())))
    wait(app)


DESKTOP: dict[str, Shot] = {
    "title": screen(),
    "new_game": screen(R.NewGame()),
    "settings": screen(R.Settings()),
    "rules": screen(R.Rules()),
    "rules_reference": screen(R.Rules(reference=True)),
    "table_2p": table(1, 1, 4),
    "table_4p": table(1, 3, 7),
    "table_hotseat": table(2, 2, 3),
    "preview": table(1, 3, 6, hover_display),
    "hint": hint,
    "pause": table(1, 3, 2, pause),
    "card_info": table(1, 3, 2, card_info),
    "results": finished,
    "tally_explained": tally,
    "results_card": results_card,
    "start_tile": start_tile,
    "review": lambda app: review(app, show_me=False),
    "review_show_me": lambda app: review(app, show_me=True),
    "guide_offer": guide_offer,
    "guide_hint": guide_hint,
    "guide_truck": guide_at("truck"),
    "guide_foodie": guide_at("foodie"),
    "guide_tally": guide_at("tally"),
    "table_final": final_round,
    "replays": lambda app: replays(app, watch=False),
    "replay": lambda app: replays(app, watch=True),
}

KIOSK: dict[str, Shot] = {
    "kiosk_attract": attract,
    "kiosk_players": screen(R.Players()),
    "kiosk_operator_settings": screen(R.Settings(operator=True)),
    "kiosk_table": table(1, 3, 5),
    "kiosk_guide": guide_hint,
    "kiosk_results": finished,
    "kiosk_review": lambda app: review(app, show_me=False),
}
