"""Where the game keeps its files.

Everything lives under one data directory: the platform's user data folder
for "santa-monica" (``platformdirs.user_data_dir``), or the folder named by
the ``SANTA_MONICA_HOME`` environment variable (handy for kiosks, portable
installs and tests). Functions take an optional directory that wins over both.
Nothing here creates folders; writers do that when they first write.
"""
from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "santa-monica"
HOME_ENV = "SANTA_MONICA_HOME"
SAVES_FOLDER = "saves"
SETTINGS_FILE = "settings.json"
AUTOSAVE_FILE = "autosave.json"


def data_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """The data directory: ``override``, else $SANTA_MONICA_HOME, else the platform's."""
    if override is not None:
        return Path(override)
    home = os.environ.get(HOME_ENV)
    if home:
        return Path(home).expanduser()
    return Path(platformdirs.user_data_dir(APP_NAME))


def saves_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """The folder of saves and replays: ``override`` itself, or ``<data>/saves``."""
    if override is not None:
        return Path(override)
    return data_dir() / SAVES_FOLDER


def settings_path(override: str | os.PathLike[str] | None = None) -> Path:
    """The settings file: ``<override or data dir>/settings.json``."""
    return data_dir(override) / SETTINGS_FILE


def autosave_path(override: str | os.PathLike[str] | None = None) -> Path:
    return saves_dir(override) / AUTOSAVE_FILE
