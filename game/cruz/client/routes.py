"""Santa Cruz's screens: which scene each destination means while Santa Cruz is
on the table.

The app's router knows one destination of Santa Cruz, ``OpenCruz`` (the box's
title goes there). Every scene of Santa Cruz gets a router of its own,
``CruzRouter``, whose routes mean Santa Cruz's screens for the shared
destinations (its title, new game, table, results, rules, replays) and that
hands everything else (the box, settings' PIN pad, quitting) to the app's
router. Shared screens it opens (the pause menu, the settings) get it too, so
their "title" and "rules" are Santa Cruz's.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.client import router as R
from game.client.scene import Scene
from game.client.scenes.pause import PauseScene
from game.client.scenes.settings import SettingsScene
from game.cruz.client.observers import table_observers
from game.cruz.client.session import CruzSession
from game.cruz.client.guided import GuideProgress, guided_game
from game.cruz.client.scenes.info import CruzInfoScene
from game.cruz.client.scenes.new_game import CruzNewGameScene
from game.cruz.client.scenes.play import CruzPlayScene
from game.cruz.client.scenes.replays import CruzReplaysScene
from game.cruz.client.scenes.results import CruzResultsScene
from game.cruz.client.scenes.review import CruzReviewScene
from game.cruz.client.scenes.rules import CruzRulesScene
from game.cruz.client.scenes.title import CruzTitleScene

if TYPE_CHECKING:
    from game.client.app import App


@dataclass(frozen=True)
class OpenCruz(R.Destination):
    """Santa Cruz's title, from the box's title."""


class CruzRouter(R.Router):
    """Santa Cruz's routes first; anything else goes to the app's router."""

    def __init__(self, fallback: R.Router) -> None:
        super().__init__()
        self.fallback = fallback

    def go(self, destination: R.Destination) -> None:
        handler = self.routes.get(type(destination))
        if handler is None:
            self.fallback.go(destination)
        else:
            handler(destination)

    def adopt(self, scene: Scene) -> Scene:
        """``scene`` with this router: its "title", "rules" ... are Santa Cruz's."""
        scene.router = self
        return scene


def table_routes(app: "App", cruz: CruzRouter) -> R.Routes:
    """The routes the desktop and the kiosk give alike: the screens over the
    table (pause, rules, "?", review), the results, a replay, closing an overlay."""
    stack, adopt = app.stack, cruz.adopt

    def results(dest: R.Results) -> None:
        stack.replace(adopt(CruzResultsScene(app, dest.setup, dest.state, dest.report,
                                             log=dest.log, actions=dest.actions)))

    return {
        R.Results: results,
        R.Pause: lambda _: stack.push(adopt(PauseScene(app))),
        R.Rules: lambda dest: stack.push(adopt(CruzRulesScene(app, dest.page))),
        R.Info: lambda dest: stack.push(adopt(CruzInfoScene(app, dest.title, dest.lines,
                                                            dest.art, dest.subtitle))),
        R.Review: lambda dest: stack.push(adopt(CruzReviewScene(app, dest.game.setup,
                                                                  dest.game.actions))),
        R.Replay: lambda dest: stack.push(adopt(CruzPlayScene(
            app, dest.game.setup, session=CruzSession(dest.game.setup,
                                                      script=dest.game.actions)))),
        R.Back: lambda _: app.pop(),
    }


def desktop_routes(app: "App") -> R.Routes:
    """The app's route into Santa Cruz; the rest are its own router's."""
    stack = app.stack
    cruz = CruzRouter(app.router)
    adopt = cruz.adopt

    def title(_: R.Destination) -> None:
        stack.clear_to(adopt(CruzTitleScene(app)))

    def play(dest: R.Play) -> None:
        autosave = app.ctx.autosave if dest.autosave is None else dest.autosave
        scene = adopt(CruzPlayScene(app, dest.setup, session=dest.match,
                                    actions=dest.actions or (),
                                    observers=table_observers(app.ctx, autosave)))
        if stack.top is not None and stack.top.name == "cruz_title":
            stack.push(scene)                 # the title stays below the game
        else:
            stack.replace(scene)

    def guide(dest: R.Guide) -> None:
        setup, match, script, message = guided_game(app.ctx.words, dest.resume)
        keep = [GuideProgress()] if app.ctx.autosave else []
        table = CruzPlayScene(app, setup, session=CruzSession(setup, match=match),
                              guide=script, observers=keep)
        if message:                         # kept moves that could not be read
            table.log.say(app.ctx.say(message))
        scene = adopt(table)
        if stack.top is not None and stack.top.name == "cruz_title":
            stack.push(scene)
        else:
            stack.replace(scene)

    cruz.configure({
        **table_routes(app, cruz),
        R.Title: title, R.StartOver: title,
        R.NewGame: lambda _: stack.push(adopt(CruzNewGameScene(app))),
        R.Play: play, R.Guide: guide,
        R.Settings: lambda dest: stack.push(adopt(SettingsScene(app, operator=dest.operator))),
        R.Replays: lambda _: stack.push(adopt(CruzReplaysScene(app))),
    })
    return {OpenCruz: title}
