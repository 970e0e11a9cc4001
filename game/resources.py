"""Where the game's shipped data lives: the one place that knows.

The data is two folders at the top of the repository, ``assets/`` (deck data,
fonts, sounds, translations) and ``levels/`` (Tiled layouts). The wheel and the
sdist carry them as package data of ``game`` (``game/assets``, ``game/levels``,
see ``setup.py``), so the same lookup works in three places:

- an installed wheel: ``importlib.resources.files("game") / "assets"``;
- a checkout, or an editable install of it: ``assets/`` beside ``game/``.

Nothing here depends on the current working folder. This module is a leaf: it
imports nothing of ``game``; every other module asks it for paths.
"""
from __future__ import annotations

from importlib.resources import files
from pathlib import Path

_CHECKOUT = Path(__file__).resolve().parent.parent


def _root(name: str) -> Path:
    """``name`` (``assets`` or ``levels``) as installed, else as in a checkout."""
    installed = Path(str(files(__package__ or "game") / name))
    return installed if installed.is_dir() else _CHECKOUT / name


ASSETS_DIR = _root("assets")
LEVELS_DIR = _root("levels")
DATA_DIR = ASSETS_DIR / "data"          # feature cards, tiles, objectives (JSON)
FONTS_DIR = ASSETS_DIR / "fonts"        # DejaVu Sans and its licence
SOUNDS_DIR = ASSETS_DIR / "sounds"      # WAVs made by game/client/audio_synth.py
I18N_DIR = ASSETS_DIR / "i18n"          # translation catalogs


class ContentError(ValueError):
    """A shipped data file (a deck, a map, a layout) or an inline component object is
    malformed: one line naming the file, the component and the field. Each game's
    loaders raise it (``game.monica.content.errors`` re-exports it); the command line
    turns it into one line and exit status 2."""
