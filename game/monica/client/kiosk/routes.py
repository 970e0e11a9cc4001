"""The kiosk's routes, laid over the desktop ones by ``Kiosk.install``.

Every way "home" (the title, the new-game screen, "start over") is the
attract loop; a game starts on an empty stack (visitors cannot back out of
it into a menu); at a portrait screen the results are the kiosk's own large
ones; the operator's PIN pad, menu and "Still playing?" exist only here.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.client import router as R
from game.monica.client.routes import play_scene
from game.monica.client.tutorial.launch import guide_scene
from game.client.kiosk.idle import StillPlayingScene
from game.client.kiosk.operator import OperatorScene
from game.client.kiosk.pin import PinScene
from game.monica.client.kiosk.players import PlayersScene
from game.monica.client.kiosk.results import KioskResultsScene

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.kiosk.shell import Kiosk


def kiosk_routes(app: "App", kiosk: "Kiosk") -> R.Routes:
    stack = app.stack
    routes: dict[type[R.Destination], R.Handler] = {
        R.Title: lambda _: kiosk.start_over(),
        R.NewGame: lambda _: kiosk.start_over(),
        R.StartOver: lambda _: kiosk.start_over(),
        R.Play: lambda dest: stack.clear_to(play_scene(app, dest)),
        R.Guide: lambda dest: stack.clear_to(guide_scene(app, resume=False, keep=False)),
        R.Players: lambda _: stack.push(PlayersScene(app)),
        R.Pin: lambda dest: stack.push(PinScene(app, mode=dest.mode)),
        R.Operator: lambda _: stack.replace(OperatorScene(app, kiosk)),
        R.StillPlaying: lambda _: stack.push(StillPlayingScene(app)),
    }
    if app.portrait:
        routes[R.Results] = lambda dest: stack.replace(
            KioskResultsScene(app, dest.setup, dest.report, state=dest.state,
                              actions=dest.actions))
    return routes
