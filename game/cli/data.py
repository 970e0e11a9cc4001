"""Load the shipped data before a command starts, so that a file missing or
damaged in an installation stops the command at once with one line naming it
(the dispatcher prints it), before a window opens or a bot plays."""
from __future__ import annotations

from game.monica.content.box import load_box


def check_shipped_data(layouts: bool) -> None:
    """Raise ``ContentError`` / ``LayoutError`` for the first bad file.

    The deck, tiles and objectives always; every Tiled layout when ``layouts``
    (the commands that open the table).
    """
    load_box()
    if layouts:
        # Only the commands that open a window load the client (and pygame):
        # score and simulate stay free of it.
        from game.client.layout import all_layouts, load_layout
        for path in all_layouts():
            load_layout(str(path))
