"""Santa Cruz as the shared client sees it: its screens (reached through
``OpenCruz`` from the box's title), its kiosk screens (a visitor's players step,
``CruzPlayers``), its component pictures, its key art and its attract loop (one
``GameClient``)."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.client.games import GameClient
from game.cruz.client.key_art import CruzKeyArt
from game.cruz.client.kiosk.attract import LEVELS, CruzAttractScene
from game.cruz.client.kiosk.routes import CruzPlayers, kiosk_routes
from game.cruz.client.pictures import CruzPictures
from game.cruz.client.routes import OpenCruz, desktop_routes
from game.i18n import Words

if TYPE_CHECKING:
    from game.client.app import App


def _pictures(words: Words) -> CruzPictures:
    return CruzPictures(words)


def _key_art(pictures: CruzPictures) -> CruzKeyArt:
    return CruzKeyArt(pictures)


def _attract(app: "App", seed: int | None, levels: tuple[str, ...] | None,
             on_game_done: Callable[[], None]) -> CruzAttractScene:
    """Four bots playing at speed, for a screen nobody is using."""
    return CruzAttractScene(app, seed, levels or LEVELS, on_game_done=on_game_done)


CRUZ = GameClient(key="santa-cruz", routes=desktop_routes, kiosk_routes=kiosk_routes,
                  pictures=_pictures, key_art=_key_art, attract=_attract,
                  name_key="cruz.name", tagline_key="cruz.tagline", open=OpenCruz(),
                  kiosk_open=CruzPlayers())
