"""What the game keeps on disk, shared by both games: the data folder, atomic
writes and quarantine of damaged files, settings, the kiosk lock and the error log.

Pure Python (no pygame), and it knows no game: each game's saves and replays
live in that game's own ``persist`` package (``game.monica.persist``).
"""
from game.persist.errors import SaveError
from game.persist.paths import data_dir, saves_dir, settings_path
from game.persist.settings import Settings
from game.persist.settings import load as load_settings
from game.persist.settings import save as save_settings

__all__ = ["SaveError", "Settings", "data_dir", "load_settings", "save_settings", "saves_dir",
           "settings_path"]
