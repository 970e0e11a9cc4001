"""Plain-English texts of every icon kind (no pygame needed)."""
from __future__ import annotations

import subprocess
import sys

import pytest

from game.monica.client.art.describe import (describe_card, describe_icon, describe_objective_line,
                                      describe_place, describe_ring, describe_sand_dollar_action,
                                      describe_setup, describe_vip)

ICONS = [
    ({"adjacent": "tourist", "points": 2}, "2 points if next to at least one tourist spot"),
    ({"chain": "nature", "min": 5, "points": 1, "per_tag": True},
     "1 point per nature tag in its nature chain, if the chain has at least 5"),
    ({"adjacent": "wave", "min": 2, "points": 3}, "at least 2 wave tags"),
    ({"adjacent_tiers": "wave", "tiers": [[1, 3], [2, 5]]}, "5 points if at least 2"),
    ({"adjacent_all": ["local", "tourist", "business", "sports"], "points": 6},
     "a local spot, a tourist spot, a business and a sports spot"),
    ({"adjacent_ring": True, "points": 2}, "next to a card with an activity ring"),
    ({"adjacent_ring": False, "points": 2}, "not next to any card with an activity ring"),
    ({"adjacent_gives": "sand_dollar", "points": 2}, "give sand dollars"),
    ({"adjacent_gives": "people", "points": -2}, "Lose 2 points"),
    ({"chain": "business", "min": 3, "points": 4}, "4 points if it is part of a chain of at "
                                                  "least 3 business tags"),
    ({"sand_dollars": 2, "points": 1}, "1 point per 2 unspent sand dollars"),
    ({"sand_dollars": 1, "points": 1}, "1 point per unspent sand dollar"),
    ({"city_tags": "tourist", "per": 2, "points": 1}, "1 point per 2 tourist tags anywhere"),
]


@pytest.mark.parametrize("icon,expected", ICONS)
def test_describe_icon_every_kind(icon, expected):
    assert expected in describe_icon(icon)


def test_exact_examples():
    assert describe_icon({"adjacent": "tourist", "points": 2}) == \
        "2 points if next to at least one tourist spot"
    assert describe_icon({"chain": "nature", "min": 5, "points": 1, "per_tag": True}) == \
        "1 point per nature tag in its nature chain, if the chain has at least 5"
    assert describe_place({"move": "tourist", "count": 4, "steps": 2}) == \
        "Move up to 4 tourists up to 2 spaces each"


def test_contract_icon_kinds_all_covered():
    kinds = {"adjacent", "adjacent_tiers", "adjacent_all", "adjacent_ring", "adjacent_gives",
             "chain", "sand_dollars", "city_tags"}
    covered = {next(iter(i)) for i, _ in ICONS}
    assert kinds <= covered
    for icon, _ in ICONS:
        assert not describe_icon(icon).startswith("Scores ")


@pytest.mark.parametrize("action,expected", [
    ({"gain": "sand_dollar", "n": 1}, "Take 1 sand dollar"),
    ({"gain": "sand_dollar", "n": 2}, "Take 2 sand dollars"),
    ({"gain": "local", "n": 2}, "Put 2 locals on this card"),
    ({"gain": "tourist", "n": 1}, "Put 1 tourist on this card"),
    ({"move": "any", "count": 2, "steps": 1}, "Move up to 2 people of any kind 1 space each"),
    ({"move": "vip", "count": 1, "steps": 2}, "Move up to 1 VIP up to 2 spaces"),
    ({"summon": 3}, "Move up to 3 people of any kind from anywhere in the city straight onto "
                    "this card"),
])
def test_describe_place_every_kind(action, expected):
    assert describe_place(action) == expected


def test_rings_vips_setup_actions_objectives():
    assert describe_ring({"tourist": 1, "any": 1, "points": 4}) == \
        "Ring: 4 points if filled with exactly 1 tourist and 1 person of any kind"
    assert "at least one person" in describe_ring({"any_number": True, "points": 3})
    assert "every beach space" in describe_vip({"cards": "beach"})
    assert "street row" in describe_vip({"tags": ["business", "local"], "rows": ["street"]})
    assert describe_setup({"gain": "vip", "n": 2}) == "Start with 2 VIPs on the street half"
    assert "footprint" in describe_setup({"footprint": True})

    class Act:
        cost, take, tags_any, swap = 2, "any", ("local", "tourist"), False
        move_kind, move_count, move_steps, return_count = "any", 2, 1, 0
    text = describe_sand_dollar_action(Act())
    assert text.startswith("Pay 2 sand dollars.")
    assert "local spot or a tourist spot" in text
    assert "-4" in describe_objective_line("penalty", {"kind": "rank_unplaced", "most": -4,
                                                       "second": -2})
    assert "1 / 3 / 6 / 10" in describe_objective_line("wave", {"kind": "group_table",
                                                                 "table": [1, 3, 6, 10]})


def test_describe_card_lines():
    class Card:
        tags = ("wave",)
        place = ({"gain": "sand_dollar", "n": 1},)
        ring = {"any_number": True, "points": 3}
        score = ({"adjacent": "wave", "points": 1},)
        beach_end = True
    lines = describe_card(Card())
    assert lines[0] == "Tags: wave"
    assert len(lines) == 5


def test_describe_does_not_import_pygame():
    code = ("import sys, game.monica.client.art.describe as d; "
            "assert 'pygame' not in sys.modules, 'pygame imported'")
    subprocess.run([sys.executable, "-c", code], check=True)
