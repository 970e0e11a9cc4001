"""Santa Cruz's kiosk routes, laid over its desktop ones by ``Kiosk.install``.

The app's router learns two destinations of Santa Cruz's kiosk, ``CruzPlayers``
(a visitor chose Santa Cruz: how many people play) and ``CruzLearn`` (its
guided game, from the attract loop, never kept). Every scene of a visitors'
game gets a ``CruzRouter`` of its own whose routes are the kiosk's: every way
"home" (the title, the new-game screen, "start over", the results' "to the
title") is the attract loop; a game starts on an empty stack (no way back into a
menu) and is never saved; the results, the rules, the "?" and a replay of the
game just played are Santa Cruz's. Everything else (the operator's PIN pad and
menu, "Still playing?", closing an overlay) goes to the app's router, where the
kiosk's shell has its routes. Nothing here leads to a title, the settings or
Quit: the kiosk's pause menu offers resume, rules and start over only.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.client import router as R
from game.cruz.client.guided import guided_game
from game.cruz.client.kiosk.players import CruzPlayersScene
from game.cruz.client.routes import CruzRouter, table_routes
from game.cruz.client.scenes.play import CruzPlayScene
from game.cruz.client.session import CruzSession

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.kiosk.shell import Kiosk


@dataclass(frozen=True)
class CruzPlayers(R.Destination):
    """Kiosk: a visitor chose Santa Cruz; how many people play."""


@dataclass(frozen=True)
class CruzLearn(R.Destination):
    """Kiosk: "Learn to play" on Santa Cruz's attract loop (its guided game)."""


def kiosk_routes(app: "App", kiosk: "Kiosk") -> R.Routes:
    """The app's route to Santa Cruz's players step; the rest are its router's."""
    stack = app.stack
    cruz = CruzRouter(app.router)
    adopt = cruz.adopt

    def home(_: R.Destination) -> None:
        kiosk.start_over()

    def play(dest: R.Play) -> None:
        stack.clear_to(adopt(CruzPlayScene(app, dest.setup, session=dest.match,
                                           actions=dest.actions or ())))

    def guide(_: R.Destination) -> None:
        """The guided first game, from its first step and not kept (a visitor's)."""
        setup, match, script, _message = guided_game(app.ctx.words, resume=False)
        stack.clear_to(adopt(CruzPlayScene(app, setup, session=CruzSession(setup, match=match),
                                           guide=script)))

    cruz.configure({
        **table_routes(app, cruz),
        R.Title: home, R.NewGame: home, R.StartOver: home, R.Box: home,
        R.Play: play, R.Guide: guide,
        R.Replays: R.ignore, R.Settings: R.ignore, R.Quit: R.ignore,
    })
    return {CruzPlayers: lambda _: stack.push(adopt(CruzPlayersScene(app))), CruzLearn: guide}
