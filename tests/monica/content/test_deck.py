"""The feature deck meets the design constraints taken from the rulebook."""
from __future__ import annotations

import re
from collections import Counter
from typing import Any, Callable

import pytest

from game.monica.content import load_box
from game.monica.engine.cards import BEACH, STREET, TAGS, FeatureCard

CARDS: list[FeatureCard] = list(load_box().cards.values())
Icon = dict[str, Any]


def place_icons() -> list[tuple[FeatureCard, Icon]]:
    return [(c, p) for c in CARDS for p in c.place]


def score_icons() -> list[tuple[FeatureCard, Icon]]:
    return [(c, s) for c in CARDS for s in c.score]


# -- rows, ids, names ------------------------------------------------------

def test_deck_has_78_cards_with_both_rows_well_represented() -> None:
    assert len(CARDS) == 78
    rows = Counter(c.row for c in CARDS)
    assert rows[BEACH] >= 30
    assert rows[STREET] >= 30


def test_ids_and_names_are_unique_and_ids_name_the_row() -> None:
    assert len({c.id for c in CARDS}) == len(CARDS)
    assert len({c.name for c in CARDS}) == len(CARDS)
    for c in CARDS:
        assert re.fullmatch(r"[BS]\d\d", c.id), c.id
        assert c.id[0] == ("B" if c.row == BEACH else "S"), c.id


# -- tags ------------------------------------------------------------------

def test_tags_are_known_and_each_card_has_one_to_three() -> None:
    for c in CARDS:
        assert 1 <= len(c.tags) <= 3, c.id
        assert set(c.tags) <= set(TAGS), c.id


def test_waves_only_on_beach_cards() -> None:
    street_waves = [c.id for c in CARDS if c.row == STREET and "wave" in c.tags]
    assert street_waves == []
    assert sum(c.tag_count.get("wave", 0) for c in CARDS) >= 15


def test_some_cards_carry_a_tag_twice() -> None:
    doubled = [c for c in CARDS if max(c.tag_count.values()) >= 2]
    assert len(doubled) >= 5
    assert {t for c in doubled for t, n in c.tag_count.items() if n >= 2} >= {"nature", "local"}


def test_every_tag_is_common() -> None:
    counts = Counter(t for c in CARDS for t in c.tags)
    for tag in TAGS:
        assert counts[tag] >= 15, tag


# -- special cards ---------------------------------------------------------

def test_exactly_two_any_number_rings_worth_three() -> None:
    rings = [c.ring for c in CARDS if c.ring is not None and c.ring.any_number]
    assert len(rings) == 2
    assert all(r.points == 3 and r.slots == 0 for r in rings)


def test_exactly_one_summon_of_three() -> None:
    summons = [p for _, p in place_icons() if "summon" in p]
    assert summons == [{"summon": 3}]


def test_exactly_one_beach_end_card_on_the_beach() -> None:
    ends = [c for c in CARDS if c.beach_end]
    assert len(ends) == 1
    assert ends[0].row == BEACH


# -- scoring icons ---------------------------------------------------------

ICON_CHECKS: dict[str, Callable[[Icon], bool]] = {
    "adjacent (plain)": lambda s: "adjacent" in s and "min" not in s,
    "adjacent with min": lambda s: "adjacent" in s and s.get("min", 0) >= 2,
    "adjacent_tiers wave 1:3 / 2:5": lambda s: s.get("adjacent_tiers") == "wave"
    and s["tiers"] == [[1, 3], [2, 5]],
    "adjacent_all four tags": lambda s: len(s.get("adjacent_all", [])) == 4,
    "adjacent_ring true": lambda s: s.get("adjacent_ring") is True,
    "adjacent_ring false": lambda s: s.get("adjacent_ring") is False,
    "adjacent_gives sand_dollar positive": lambda s: s.get("adjacent_gives") == "sand_dollar"
    and s["points"] > 0,
    "adjacent_gives people negative": lambda s: s.get("adjacent_gives") == "people"
    and s["points"] < 0,
    "chain fixed points": lambda s: "chain" in s and not s.get("per_tag"),
    "chain per tag": lambda s: "chain" in s and s.get("per_tag") is True,
    "sand dollars 2:1": lambda s: s.get("sand_dollars") == 2 and s["points"] == 1,
    "sand dollars 1:1": lambda s: s.get("sand_dollars") == 1 and s["points"] == 1,
    "city_tags": lambda s: "city_tags" in s and s["per"] >= 1,
}


@pytest.mark.parametrize("shape", list(ICON_CHECKS))
def test_every_scoring_icon_is_used(shape: str) -> None:
    assert any(ICON_CHECKS[shape](s) for _, s in score_icons()), shape


def test_the_rulebook_examples_are_in_the_deck() -> None:
    icons = [s for _, s in score_icons()]
    assert {"chain": "nature", "min": 5, "points": 1, "per_tag": True} in icons
    assert {"adjacent_all": ["local", "tourist", "business", "sports"], "points": 6} in icons
    assert {"city_tags": "tourist", "per": 2, "points": 1} in icons
    assert {"adjacent_gives": "people", "points": -2} in icons


def test_adjacent_tiers_sit_where_two_waves_can_be_adjacent() -> None:
    for c, s in score_icons():
        if "adjacent_tiers" in s:
            assert c.row == BEACH, c.id


# -- rings -----------------------------------------------------------------

def test_roughly_two_in_five_cards_have_a_ring() -> None:
    share = sum(c.ring is not None for c in CARDS) / len(CARDS)
    assert 0.35 <= share <= 0.45


def test_rings_use_every_kind_of_slot_and_score_two_to_six() -> None:
    rings = [c.ring for c in CARDS if c.ring is not None]
    for kind in ("local", "tourist", "vip", "any"):
        assert any(getattr(r, kind) for r in rings), kind
    assert any(r.local and r.any for r in rings)
    for r in rings:
        assert 2 <= r.points <= 6
        if not r.any_number:
            assert 1 <= r.slots <= 4
            # More people to gather, more points.
            assert r.points >= r.slots + (1 if r.slots == 1 else 0)


def test_people_added_by_cards_have_ring_slots_somewhere() -> None:
    gained = sum(p["n"] for _, p in place_icons() if p.get("gain") in ("local", "tourist"))
    slots = sum(c.ring.slots for c in CARDS if c.ring is not None)
    assert gained <= slots
    for kind in ("local", "tourist"):
        gained_kind = sum(p["n"] for _, p in place_icons() if p.get("gain") == kind)
        room = sum(getattr(c.ring, kind) + c.ring.any for c in CARDS if c.ring is not None)
        assert gained_kind <= room, kind


def test_most_people_adding_cards_have_a_ring() -> None:
    adders = [c for c in CARDS if c.gives_people]
    with_ring = [c for c in adders if c.ring is not None]
    assert len(with_ring) >= 0.7 * len(adders)


# -- placement actions -----------------------------------------------------

def test_many_cards_have_placement_actions_but_not_all() -> None:
    with_actions = sum(bool(c.place) for c in CARDS)
    assert 0.5 * len(CARDS) <= with_actions < len(CARDS)


def test_sand_dollar_gains_of_one_to_three() -> None:
    amounts = {p["n"] for _, p in place_icons() if p.get("gain") == "sand_dollar"}
    assert amounts == {1, 2, 3}


def test_cards_add_locals_and_tourists() -> None:
    kinds = {p["gain"] for _, p in place_icons() if "gain" in p}
    assert kinds == {"sand_dollar", "local", "tourist"}
    assert all(1 <= p["n"] <= 3 for _, p in place_icons() if "gain" in p)


def test_rulebook_move_icons() -> None:
    moves = [p for _, p in place_icons() if "move" in p]
    assert {"move": "tourist", "count": 4, "steps": 2} in moves
    assert {"move": "any", "count": 2, "steps": 2} in moves
    assert any(m["move"] == "vip" for m in moves)
    local_steps = max(m["steps"] for m in moves if m["move"] == "local")
    tourist_steps = max(m["steps"] for m in moves if m["move"] == "tourist")
    assert local_steps > tourist_steps


# -- balance -----------------------------------------------------------------

def icon_potential(icon: Icon) -> int:
    """Points an icon typically scores when its condition is met."""
    if "tiers" in icon:
        return max(p for _, p in icon["tiers"])
    if icon.get("per_tag"):
        return icon["points"] * icon["min"]
    if "sand_dollars" in icon:
        return icon["points"] * (4 // icon["sand_dollars"])     # 4 dollars left over
    if "city_tags" in icon:
        return icon["points"] * (6 // icon["per"])              # 6 tags in the city
    return max(icon["points"], 0)


def potential(card: FeatureCard) -> int:
    ring = card.ring.points if card.ring else 0
    return ring + sum(icon_potential(s) for s in card.score)


def test_no_card_is_a_must_pick() -> None:
    for c in CARDS:
        assert potential(c) <= 7, (c.id, potential(c))


def test_typical_card_scores_two_to_six() -> None:
    values = [potential(c) for c in CARDS]
    mean = sum(values) / len(values)
    assert 2 <= mean <= 6
    assert sum(2 <= v <= 6 for v in values) >= 0.75 * len(values)


def test_every_card_offers_something() -> None:
    for c in CARDS:
        assert c.score or c.ring or c.place or len(c.tags) >= 2, c.id


def test_stronger_conditions_score_more() -> None:
    plain = max(s["points"] for _, s in score_icons() if "adjacent" in s and "min" not in s)
    connected = min(s["points"] for _, s in score_icons() if s.get("min", 0) >= 2
                    and "adjacent" in s)
    assert connected > plain
    fixed_chains = [s for _, s in score_icons() if "chain" in s and not s.get("per_tag")]
    for low in fixed_chains:
        for high in fixed_chains:
            if high["min"] > low["min"]:
                assert high["points"] >= low["points"]
