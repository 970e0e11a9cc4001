"""The box as data: loaders and checks for ``assets/data`` (pure Python).

    from game.monica.content import load_box, card_from_json, tile_from_json, ContentError
"""
from __future__ import annotations

from game.monica.content.box import DEFAULT_DATA_DIR, load_box
from game.monica.content.card_json import card_from_json
from game.monica.content.errors import ContentError
from game.monica.content.tile_json import tile_from_json

__all__ = ["ContentError", "DEFAULT_DATA_DIR", "card_from_json", "load_box", "tile_from_json"]
