"""Saved games, replays and settings, kept in the player's data folder.

Pure Python (no pygame). See ``saves`` (format, writing), ``save_reader``
(read, check), ``save_replay`` (load, replay), ``store`` (autosave and replay
files), ``settings`` and ``paths``.
"""
from game.persist.errors import SaveError
from game.persist.paths import data_dir, saves_dir, settings_path
from game.monica.persist.save_reader import parse_save, read_save
from game.monica.persist.save_replay import initial_state, load_game, load_or_quarantine, replay_states, restore
from game.monica.persist.saves import FORMAT_VERSION, LoadedGame, Save, SaveMeta, save_game
from game.persist.settings import Settings
from game.persist.settings import load as load_settings
from game.persist.settings import save as save_settings
from game.monica.persist.store import (ReplayInfo, autosave, autosave_file, discard_autosave, has_autosave,
                    list_replays, load_autosave, save_replay)

__all__ = ["FORMAT_VERSION", "LoadedGame", "ReplayInfo", "Save", "SaveError", "SaveMeta",
           "Settings", "autosave", "autosave_file", "data_dir", "discard_autosave",
           "has_autosave", "initial_state", "list_replays", "load_autosave", "load_game",
           "load_or_quarantine", "load_settings", "parse_save", "read_save", "replay_states",
           "restore", "save_game", "save_replay", "save_settings", "saves_dir",
           "settings_path"]
