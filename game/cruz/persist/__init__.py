"""Santa Cruz's saves, autosave and replays (pure Python; the shared helpers are
``game.persist``): ``save_game``/``read_save`` in ``saves``, the saves folder's
files in ``store``."""
from game.cruz.persist.saves import (FILE_KIND, CruzSave, load_or_quarantine, read_save,
                                     save_game)
from game.cruz.persist.store import (CruzReplay, autosave, autosave_file, discard_autosave,
                                     discard_guide, guide_file, list_replays, load_autosave,
                                     load_guide, save_guide, save_replay)

__all__ = ["FILE_KIND", "CruzReplay", "CruzSave", "autosave", "autosave_file",
           "discard_autosave", "discard_guide", "guide_file", "list_replays", "load_guide",
           "save_guide", "load_autosave", "load_or_quarantine",
           "read_save", "save_game", "save_replay"]
