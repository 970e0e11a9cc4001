"""The one error type of the Santa Cruz content loaders.

Every problem found in the map, the tiles or the chips is a ``CruzContentError``
(a ``ContentError`` of the box, ``game.resources``: the command line says it in one
line with exit status 2) whose message is one line naming the file, the component
and what is wrong, e.g.::

    santa_cruz.tmx: path 'k1-l2': its end lies outside field 'l2'
"""
from __future__ import annotations

from game.resources import ContentError


class CruzContentError(ContentError):
    """A Santa Cruz data file (map, tiles, chips) is missing, unreadable or malformed."""
