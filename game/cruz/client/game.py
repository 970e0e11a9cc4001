"""Santa Cruz as the shared client sees it: its screens (reached through
``OpenCruz`` from the box's title), its component pictures, its key art and a
table of bots for an attract loop (one ``GameClient``)."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.client.games import GameClient
from game.client.router import Info, Pause, Results, Router, Rules, ignore
from game.cruz.client.key_art import CruzKeyArt
from game.cruz.client.pictures import CruzPictures
from game.cruz.client.routes import OpenCruz, desktop_routes
from game.cruz.client.scenes.play import CruzPlayScene
from game.cruz.client.setup import BOT_LEVELS, setup_from_kinds
from game.i18n import Words

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.kiosk.shell import Kiosk
    from game.client.router import Routes


def _pictures(words: Words) -> CruzPictures:
    return CruzPictures(words)


def _key_art(pictures: CruzPictures) -> CruzKeyArt:
    return CruzKeyArt(pictures)


def _kiosk_routes(app: "App", kiosk: "Kiosk") -> "Routes":
    return {}


def _attract(app: "App", seed: int | None, levels: tuple[str, ...] | None,
             on_game_done: Callable[[], None]) -> CruzPlayScene:
    """Four bots playing, for a screen nobody is using (a game over deals the next)."""
    kinds = [lv if lv in BOT_LEVELS else "medium" for lv in (levels or ("medium",) * 4)][:4]
    setup = setup_from_kinds(kinds, seed, words=app.ctx.words)
    scene = CruzPlayScene(app, setup)
    scene.router = Router({Results: lambda _: on_game_done(), Pause: ignore, Rules: ignore,
                           Info: ignore})
    return scene


CRUZ = GameClient(key="santa-cruz", routes=desktop_routes, kiosk_routes=_kiosk_routes,
                  pictures=_pictures, key_art=_key_art, attract=_attract,
                  name_key="cruz.name", tagline_key="cruz.tagline", open=OpenCruz())
