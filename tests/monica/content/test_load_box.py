"""Loading the game's own data files into a Box."""
from __future__ import annotations

from game.monica.content import load_box
from game.monica.engine.cards import BEACH, STREET, Box, FeatureCard, Ring


def test_default_box_loads_and_is_cached() -> None:
    box = load_box()
    assert isinstance(box, Box)
    assert load_box() is box
    assert len(box.cards) == 78
    assert list(box.tiles) == ["S1", "S2", "S3", "S4", "S5", "S6"]
    assert [t.id for t in box.sand_dollar_tiles] == ["SD1", "SD2", "SD3", "SD4"]
    assert list(box.objectives) == ["A", "B", "C"]


def test_cards_keep_file_order_and_build_engine_types() -> None:
    box = load_box()
    ids = box.deck_ids
    assert ids[0] == "B01"
    card = box.cards["B07"]
    assert isinstance(card, FeatureCard)
    assert card.name == "Tide Pool Walk"
    assert card.row == BEACH
    assert card.tag_count == {"nature": 2, "wave": 1}
    assert box.cards["S02"].row == STREET
    assert isinstance(box.cards["S02"].ring, Ring)
