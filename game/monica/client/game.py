"""Santa Monica as the shared client sees it: its screens, its kiosk screens, its
component pictures, its key art and its attract loop (one ``GameClient``)."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.client.games import GameClient
from game.client.router import Players, Title
from game.i18n import Words
from game.monica.client.key_art import KeyArt
from game.monica.client.kiosk.attract import LEVELS, AttractScene
from game.monica.client.kiosk.routes import kiosk_routes
from game.monica.client.pictures import Pictures
from game.monica.client.routes import desktop_routes
from game.monica.content.box import load_box

if TYPE_CHECKING:
    from game.client.app import App


def _pictures(words: Words) -> Pictures:
    return Pictures(words=words)


def _key_art(pictures: Pictures) -> KeyArt:
    return KeyArt(pictures, load_box())


def _attract(app: "App", seed: int | None, levels: tuple[str, ...] | None,
             on_game_done: Callable[[], None]) -> AttractScene:
    return AttractScene(app, seed, levels or LEVELS, on_game_done=on_game_done)


MONICA = GameClient(key="santa-monica", routes=desktop_routes, kiosk_routes=kiosk_routes,
                    pictures=_pictures, key_art=_key_art, attract=_attract,
                    name_key="app.title", tagline_key="app.tagline", open=Title(),
                    kiosk_open=Players())
