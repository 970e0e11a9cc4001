"""What the shared client needs of a game, and nothing more: the seam between
the shell (app, router, context, widgets, kiosk shell) and each game's table.

The shell knows no game. The command line (the composition root) hands the app
the games of the box as ``GameClient`` values (``Options.games``); the shell
reads its routes, its component pictures, its key art and its attract loop
through them. The first game is the one the title opens. A box of several games
opens on the box's title (``game.client.scenes.box_title``), which shows each game
by its name (``name_key``), tagline and key art and goes to its ``open``.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from game.i18n import Words
from game.client import theme

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.kiosk.shell import Kiosk
    from game.client.router import Destination, Routes
    from game.client.scene import Scene


class GamePictures(Protocol):
    """A game's component pictures, drawn in a palette and a language."""

    palette: Any
    words: Words

    def forget(self) -> None: ...


PicturesMaker = Callable[[Words], GamePictures]


class BlankPictures:
    """The pictures of a shell with no game on it (a palette and words, nothing to draw)."""

    def __init__(self, words: Words) -> None:
        self.palette: Any = theme.NORMAL_PALETTE
        self.words = words

    def forget(self) -> None:
        """Nothing is cached."""


@dataclass(frozen=True)
class GameClient:
    """One game of the box as the shell sees it."""

    key: str                                                 # "santa-monica", "santa-cruz"
    routes: Callable[["App"], "Routes"]                      # the desktop screens
    kiosk_routes: Callable[["App", "Kiosk"], "Routes"]       # laid over them in the kiosk
    pictures: PicturesMaker                                  # its component pictures
    key_art: Callable[[Any], Any]                            # (pictures) -> drawable key art
    attract: Callable[["App", "int | None", "tuple[str, ...] | None", Callable[[], None]], "Scene"]
    name_key: str = ""                                       # its name, a catalog key
    tagline_key: str = ""                                    # one line under the name
    open: "Destination | None" = None                        # where choosing it on the box goes
    kiosk_open: "Destination | None" = None                  # a visitor chose it at the kiosk


class KeyArts:
    """Each game's key art, made from its own pictures in a context's palette and
    language (made again when either changes): the box's title and the kiosk's
    "Which game?" show the games by it."""

    def __init__(self) -> None:
        self.made: dict[str, tuple[str, Any]] = {}     # game key -> (palette/language, art)

    def surface(self, game: GameClient, ctx: Any, size: tuple[int, int]) -> Any:
        """The key art of ``game`` at ``size`` (a surface), in ``ctx``'s palette and words."""
        stamp = f"{ctx.palette.name}/{ctx.language}"
        have = self.made.get(game.key)
        if have is None or have[0] != stamp:
            pictures = game.pictures(ctx.words)
            pictures.palette = ctx.palette
            have = self.made[game.key] = (stamp, game.key_art(pictures))
        return have[1].surface(size)
