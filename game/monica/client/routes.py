"""The ordinary game's routes: which scene each destination means.

This is the one module that knows every desktop scene; scenes only name
destinations (``router``). The kiosk lays its own routes over these
(``kiosk.routes``). Desktop stack shapes: the title stays at the bottom, a
game sits right above it (a new game or "play again" takes the old game's
place), menus and help are pushed over whatever is showing.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.client import router as R
from game.monica.client.help.overlay import InfoOverlay
from game.monica.client.scenes.new_game import NewGameScene
from game.client.scenes.pause import PauseScene
from game.monica.client.scenes.play import PlayScene
from game.monica.client.scenes.replace_game import ReplaceGameDialog, replaces_saved_game
from game.monica.client.scenes.replay import ReplayScene
from game.monica.client.scenes.replays import ReplaysScene
from game.monica.client.scenes.results import ResultsScene
from game.monica.client.scenes.review import ReviewScene
from game.monica.client.scenes.rules import RulesScene
from game.client.scenes.settings import SettingsScene
from game.monica.client.scenes.title import TitleScene
from game.monica.client.tutorial.launch import guide_scene

if TYPE_CHECKING:
    from game.client.app import App

__all__ = ["desktop_routes"]


def play_scene(app: "App", dest: R.Play) -> PlayScene:
    """The table for ``dest``: a new match autosaves as the context says and
    the context's sounds hear it; a resumed game gets its log rebuilt."""
    return PlayScene(app, dest.setup, match=dest.match, actions=dest.actions,
                     steps=dest.steps, autosave=dest.autosave)


def rules_scene(app: "App", dest: R.Rules) -> RulesScene:
    page = RulesScene.reference_page() if dest.reference else dest.page
    return RulesScene(app, page=page)


def desktop_routes(app: "App") -> R.Routes:
    stack = app.stack

    def title(_: R.Destination) -> None:
        stack.clear_to(TitleScene(app))

    def play(dest: R.Play) -> None:
        names = replaces_saved_game(app, dest)      # ask before a saved game is lost
        if names is not None:
            stack.push(ReplaceGameDialog(app, names, lambda: start(dest)))
        else:
            start(dest)

    def start(dest: R.Play) -> None:
        scene = play_scene(app, dest)
        if stack.top is not None and stack.top.name == "title":
            stack.push(scene)                 # the title stays below the game
        else:
            stack.replace(scene)              # in place of the new-game screen or results

    def guide(dest: R.Guide) -> None:
        scene = guide_scene(app, dest.resume)
        if stack.top is not None and stack.top.name == "title":
            stack.push(scene)
        else:
            stack.replace(scene)

    def results(dest: R.Results) -> None:
        stack.replace(ResultsScene(app, dest.setup, dest.state, dest.report, log=dest.log,
                                   hints=dict(dest.hints), actions=dest.actions))

    return {
        R.Title: title,
        R.StartOver: title,
        R.NewGame: lambda _: stack.push(NewGameScene(app)),
        R.Play: play,
        R.Guide: guide,
        R.Results: results,
        R.Pause: lambda _: stack.push(PauseScene(app)),
        R.Rules: lambda dest: stack.push(rules_scene(app, dest)),
        R.Info: lambda dest: stack.push(InfoOverlay(app, dest.title, dest.lines, dest.art,
                                                    dest.subtitle)),
        R.Settings: lambda dest: stack.push(SettingsScene(app, operator=dest.operator)),
        R.Replays: lambda _: stack.push(ReplaysScene(app)),
        R.Replay: lambda dest: stack.push(ReplayScene(app, dest.game, at=dest.at,
                                                      focus=dest.focus)),
        R.Review: lambda dest: stack.push(ReviewScene(app, dest.game)),
        R.Back: lambda _: app.pop(),
        R.Quit: lambda dest: app.quit(dest.code),
    }
