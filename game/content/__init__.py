"""The box as data: loaders and checks for ``assets/data`` (pure Python).

    from game.content import load_box, card_from_json, tile_from_json, ContentError
"""
from __future__ import annotations

from .box import DEFAULT_DATA_DIR, load_box
from .card_json import card_from_json
from .errors import ContentError
from .tile_json import tile_from_json

__all__ = ["ContentError", "DEFAULT_DATA_DIR", "card_from_json", "load_box", "tile_from_json"]
