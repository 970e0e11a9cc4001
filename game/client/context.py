"""What every scene shares, handed in through the app: one ``Context``.

The app builds it once (``App.ctx``) and scenes reach it as ``self.ctx``:

- ``router``    where a scene goes next (``game.client.router``);
- ``settings``  the player's saved settings (``None`` until launch loads them);
- ``motion``    animation speed and reduced motion for tables now and later;
- ``audio``     the sound effects at the settings' volume, hearing every game;
- ``autosave``  whether new games at the table autosave;
- ``pictures``  the component pictures of the game on the table (made by that
                game's ``GameClient.pictures``), drawn and cached in ``palette``
                (normal or colour-blind-safe colours; ``theme.Palette``);
- ``words``     the language every string is drawn in (``game.i18n.Words``,
                this context's own; the settings switch it), ``language``
                its code;
- ``data_dir``  the folder for saves, replays, settings and the kiosk log.

``prefs.apply`` is the one place that changes it from settings. ``ctx.say(message)``
words a message of ``game.persist`` (or a game's saves) in the context's language.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.i18n import Words
from game.persist import data_dir
from game.persist.errors import Message
from game.client.audio import Audio
from game.client.games import BlankPictures, PicturesMaker
from game.client.router import Router
from game.client.theme import COLOURBLIND_PALETTE, Palette

if TYPE_CHECKING:
    from game.persist import Settings


@dataclass
class Motion:
    """How tables animate: ``speed`` 0.5 slow .. 3 fast; ``reduced`` keeps things still."""

    speed: float = 1.0
    reduced: bool = False


@dataclass
class Context:
    router: Router = field(default_factory=Router)
    settings: "Settings | None" = None
    motion: Motion = field(default_factory=Motion)
    audio: Audio = field(default_factory=Audio)
    autosave: bool = False           # do new games autosave? (not tests, autoplay, kiosk)
    keep_replays: bool = False       # without autosave, still keep finished games (autoplay)
    data_dir: Path = field(default_factory=data_dir)
    words: Words = field(default_factory=Words)
    make_pictures: PicturesMaker = BlankPictures    # the game on the table's component pictures
    # Typed loosely: each game's table knows its own pictures' methods.
    pictures: Any = field(init=False)         # in the words' language

    def __post_init__(self) -> None:
        self.pictures = self.make_pictures(self.words)

    def use_pictures(self, make: PicturesMaker) -> None:
        """Draw another game's components, in the same palette and language."""
        palette = self.pictures.palette
        self.make_pictures = make
        self.pictures = make(self.words)
        self.pictures.palette = palette

    @property
    def palette(self) -> Palette:
        return self.pictures.palette

    @property
    def colourblind(self) -> bool:
        return self.palette is COLOURBLIND_PALETTE

    @property
    def language(self) -> str:
        return self.words.language

    def say(self, message: str) -> str:
        """A message of ``game.persist`` or a game's saves (a damaged save or settings file) in
        this context's language: a ``Message`` is worded again from its key and
        fields, any other text stays as it is."""
        return message.text(self.words.language) if isinstance(message, Message) else message
