"""The one error type of the Santa Cruz content loaders.

Santa Monica's ``ContentError`` lives in that game's own content package, which
Santa Cruz does not import; so Santa Cruz has its own. Every problem found in the
map, the tiles or the chips is a ``CruzContentError`` whose message is one line
naming the file, the component and what is wrong, e.g.::

    santa_cruz.tmx: path 'k1-l2': its end lies outside field 'l2'
"""
from __future__ import annotations


class CruzContentError(ValueError):
    """A Santa Cruz data file (map, tiles, chips) is missing, unreadable or malformed."""
