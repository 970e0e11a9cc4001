"""Ask before a new game replaces the saved game in progress.

A new game at the desktop table is autosaved from its first move on, over
``autosave.json``: the game the player left to come back to. Every path that
starts one (Enter or Space on the title, the quick game button, the new-game
screen, "play again", ``play --seats/--seed``) goes through
``replaces_saved_game`` first, and when a saved game would be lost this
dialog names it and asks. Keeping it is the default: Esc, "Keep my game", and
Enter does not answer (a second press of the key that opened the dialog
must not replace the game).
"""
from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.client import theme
from game.client.router import Back
from game.client.scenes.menu_dialog import MenuDialog
from game.client.widgets import Button, draw_wrapped
from game.monica.persist import SaveError, autosave_file, read_save
from game.persist.files import is_file

if TYPE_CHECKING:
    from game.client.app import App


def saved_game_names() -> list[str] | None:
    """The players of the saved game in progress, or None when there is none
    the title could continue (a damaged one is the title's to report)."""
    path = autosave_file()
    if not is_file(path):
        return None
    try:
        return list(read_save(path).meta.names)
    except SaveError:
        return None


def replaces_saved_game(app: "App", dest: Any) -> list[str] | None:
    """The saved game's players when starting ``dest`` (a ``Play``) would write
    over it: a new game (not one resumed) that autosaves. Else None."""
    if dest.match is not None or dest.actions is not None:
        return None
    autosaves = app.ctx.autosave if dest.autosave is None else dest.autosave
    return saved_game_names() if autosaves else None


class ReplaceGameDialog(MenuDialog):
    name = "replace_game"
    title_key = "replace_game.title"

    def __init__(self, app: "App", names: list[str], start: Callable[[], None]) -> None:
        super().__init__(app)
        self.names = names
        self.start = start
        w, h = app.canvas_size
        self.box = pygame.Rect(0, 0, min(1000, w - 60), 340)
        self.box.center = (w // 2, h // 2)
        half = (self.box.w - 140) // 2
        y = self.box.bottom - 110
        for k, (key, fn, color) in enumerate([("keep", self.keep, theme.SEA),
                                              ("replace", self.replace, theme.DANGER)]):
            self.bar.add(Button((self.box.x + 50 + k * (half + 40), y, half, 80),
                                partial(self.ctx.words.t, f"replace_game.{key}"), fn, name=key,
                                size=26, color=color))

    def question(self) -> str:
        return self.ctx.words.t("replace_game.question", names=self.ctx.words.join(self.names))

    def keep(self) -> None:
        self.router.go(Back())

    def replace(self) -> None:
        self.app.stack.pop()          # the dialog goes; the new game takes its place
        self.start()

    def draw(self, canvas: pygame.Surface) -> None:
        self.draw_frame(canvas)
        area = (self.box.x + 40, self.box.y + 100, self.box.w - 80, self.box.h - 220)
        draw_wrapped(canvas, self.question(), area, theme.BODY + 4, theme.INK, center=True,
                     max_lines=4)
        self.bar.draw(canvas)
