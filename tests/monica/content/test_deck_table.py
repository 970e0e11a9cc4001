"""The markdown deck table and the icon descriptions behind it."""
from __future__ import annotations

import pytest

from game.monica.content import load_box
from game.monica.content.deck_table import deck_summary, main, markdown_table
from game.monica.content.describe import describe_place, describe_ring, describe_score
from game.monica.engine.cards import Ring


def test_table_has_a_row_per_card_in_deck_order() -> None:
    lines = markdown_table(load_box()).splitlines()
    assert lines[0] == "| id | name | row | tags | place | ring | score |"
    rows = lines[2:]
    assert len(rows) == 78
    assert rows[0].startswith("| B01 | Breakwater Point (beach end) | beach | wave, wave |")
    assert all(r.count(" | ") == 6 for r in rows)


def test_main_prints_summary_and_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--summary"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("- 78 cards: ")
    assert "| S39 | Seashell Mini Golf |" in out
    assert "rings on 34 cards" in deck_summary(load_box())


def test_descriptions() -> None:
    assert describe_place({"gain": "tourist", "n": 2}) == "+2 tourists"
    assert describe_place({"gain": "sand_dollar", "n": 1}) == "+1 sand dollar"
    assert describe_place({"move": "local", "count": 2, "steps": 3}) == "move 2 local <=3"
    assert describe_place({"summon": 3}) == "summon 3"
    assert describe_ring(Ring(6, local=2, any=1)) == "local 2 + any 1 -> 6"
    assert describe_ring(Ring(3, any_number=True)) == "any number -> 3"
    assert describe_ring(None) == ""
    assert describe_score({"adjacent": "tourist", "min": 2, "points": 4}) == "adj tourist x2: 4"
    assert describe_score({"chain": "nature", "min": 5, "points": 1, "per_tag": True}) \
        == "chain nature 5+: 1/tag"
    assert describe_score({"adjacent_tiers": "wave", "tiers": [[1, 3], [2, 5]]}) \
        == "adj wave x1: 3 / x2: 5"
    assert describe_score({"adjacent_gives": "people", "points": -2}) \
        == "adj card giving people: -2"
    assert describe_score({"sand_dollars": 2, "points": 1}) == "1 per 2 sand dollars left"
