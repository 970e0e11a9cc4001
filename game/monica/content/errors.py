"""The one error type of the content loaders.

Every problem found in a data file, or in a card or tile object given inline
(for example to the ``score`` command), is a ``ContentError`` whose message is
a single line naming the file (or the caller's location), the component and the
field, e.g.::

    feature_cards.json: card B07 "Tide Pool Walk": field ring.points: expected a whole number, got "4"
"""
from __future__ import annotations

from game.resources import ContentError

__all__ = ["ContentError"]
