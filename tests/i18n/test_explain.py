"""Explanations in words: the engine's facts phrased by ``game.monica.i18n.explain``."""
from __future__ import annotations

import pytest

from game.monica.engine.cards import BEACH as B
from game.monica.engine.cards import STREET as S
from game.monica.engine.cards import Objective, VipRule, make_feature_card, make_starting_tile
from game.monica.engine.city import City
from game.monica.engine.scoring import score_players
from game.monica.i18n.explain import explain_objective, explain_space

A = Objective("A", "Big Swell", "blue", {"kind": "largest_group", "per": 2},
              {"kind": "largest_group", "per": 2},
              {"kind": "rank_unplaced", "most": -4, "second": -2})
C = Objective("C", "Boardwalk", "green", {"kind": "group_table", "table": [1, 3, 6, 10]},
              {"kind": "full_columns", "per": 1},
              {"kind": "rings_and_unplaced", "ring": 1, "points": -1, "per": 2})


def _tile(tags=("local",), name="Park"):
    return make_starting_tile("T", name, tags, (), VipRule(("sports",), (B, S)))


def _city(cards, tile=None, people=()):
    c = City(tile or _tile())
    for pos, card in cards.items():
        c.cards[pos] = card
    for kind, pos in people:
        c.add_person(kind, pos)
    return c


def _card(cid, row, tags, *score):
    return make_feature_card(cid, cid, row, tags, (), None, tuple(score))


def test_explain_space_hit_and_near_miss_in_english() -> None:
    c = _city({(S, 1): _card("X", S, ("nature",), {"adjacent": "tourist", "points": 2},
                             {"chain": "nature", "min": 5, "points": 1, "per_tag": True}),
               (S, 2): _card("Y", S, ("nature", "nature", "nature"))},
              _tile(("tourist",), name="Pier Arcade"))
    lines = explain_space(c, (S, 1), "en")
    assert [(e["points"], e["have"], e["need"]) for e in lines] == [(2, 1, 1), (0, 4, 5)]
    assert lines[0]["icon"] == {"adjacent": "tourist", "points": 2}
    assert lines[0]["text"] == ("2 points if next to at least one tourist spot: "
                                "yes (Pier Arcade)")
    assert "needs 5 nature in the chain, has 4" in lines[1]["text"]
    assert explain_space(c, (S, 0), "en") == []


@pytest.mark.parametrize("objective", [A, C], ids=["A", "C"])
def test_explain_objective_numbers_are_the_score(objective: Objective) -> None:
    cards = {(B, 1): _card("W1", B, ("wave", "wave")), (B, 2): _card("W2", B, ("wave",)),
             (S, 1): _card("X", S, ("nature", "nature", "nature"))}
    c = _city(cards, people=[("vip", (S, 0))] * 3)
    out = score_players([c], ["Ann"], objective)["players"][0]["categories"]
    lines = explain_objective([c], 0, objective, "en")
    assert [e["line"] for e in lines] == ["wave", "misc", "penalty"]
    assert [e["points"] for e in lines] == [out["wave"], out["misc"], out["penalty"]]
    for e in lines:
        assert e["text"] and "\n" not in e["text"]


def test_explain_objective_texts_in_english() -> None:
    cards = {(B, 1): _card("W1", B, ("wave", "wave")), (B, 2): _card("W2", B, ("wave",)),
             (S, 1): _card("X", S, ("nature", "nature", "nature")),
             (S, 2): _card("Y", S, ("local",))}
    c = _city(cards, people=[("vip", (S, 0))] * 3)
    texts = [e["text"] for e in explain_objective([c], 0, A, "en")]
    assert texts[0] == "2 points per wave in your largest wave group: 3 waves, 6 points"
    assert texts[1] == ("2 points per tag in your largest group of one non-wave tag: "
                        "3 nature, 6 points")
    assert "3 unplaced people" in texts[2] and texts[2].endswith("-4")
    texts = [e["text"] for e in explain_objective([c], 0, C, "en")]
    assert texts[0].endswith("one group of 3, 6 points")
    assert "3 columns" in texts[1]
    assert texts[2].endswith("0 filled rings, 3 unplaced people, -1 point")
