"""End-game scoring icons of feature cards (contract, "A feature card", ``score``).

Each icon is evaluated on its own; a card scores the sum of its icons
("When adjacency tags are printed side-by-side, it means you can score for
either or both", EN p.10). ``evaluate`` returns ``(points, have, need)`` so the
same code serves the score and its explanation.
"""
from __future__ import annotations

from typing import Any

from game.monica.engine.city import Pos
from game.monica.engine.groups import Layout

Icon = dict[str, Any]

KINDS: tuple[str, ...] = ("adjacent_tiers", "adjacent_all", "adjacent_ring", "adjacent_gives",
                          "adjacent", "chain", "sand_dollars", "city_tags")


def icon_kind(icon: Icon) -> str:
    """The icon's kind: the first of ``KINDS`` among its keys."""
    for kind in KINDS:
        if kind in icon:
            return kind
    raise ValueError(f"unknown scoring icon {icon!r}")


def tier_reached(tiers: list[list[int]], have: int) -> tuple[int, int, int]:
    """``(points, met minimum, next minimum)`` of an either/or tier icon.

    "Gain 3 points if this is adjacent to only one wave tag. Gain 5 points if
    it is adjacent to two or more" (EN p.10): only the highest tier met counts.
    ``next minimum`` is the smallest unmet minimum above it (0: none left).
    """
    best_min, best_pts, nxt = 0, 0, 0
    for m, p in tiers:
        if have >= m:
            if m > best_min or (m == best_min and p > best_pts):
                best_min, best_pts = m, p
        elif nxt == 0 or m < nxt:
            nxt = m
    return best_pts, best_min, nxt


def evaluate(icon: Icon, lay: Layout, pos: Pos) -> tuple[int, int, int]:
    """Score one icon of the card at ``pos``: ``(points, have, need)``.

    ``have``/``need`` per kind: adjacent copies / minimum (1 without ``min``);
    tiers: adjacent copies / next unmet minimum (or the met one); adjacent_all:
    listed tags present / listed tags; adjacent_ring: adjacent ring cards / 1
    (``true``) or 0 (``false``, "at most"); adjacent_gives: adjacent givers / 1;
    chain: copies in this card's group / minimum; sand_dollars: unspent sand
    dollars / per; city_tags: copies in the city / per.
    """
    if "adjacent" in icon:
        # "If there are one or more cards with this tag next to this card, you
        # gain the number of points listed. Tags on the same card as the
        # adjacency do not count ... Adjacencies do not stack" (EN p.8).
        # "Connected" icons need 2 or more copies (EN p.10).
        have = lay.adjacent_copies(pos, icon["adjacent"])
        need = icon.get("min", 1)
        return (icon["points"] if have >= need else 0), have, need
    if "chain" in icon:
        # "If this card is in a chain of tags that meets or exceeds the number
        # on the left, you get the points"; continuous chains score "per tag in
        # the chain" (EN p.8). A card without the tag is in no such chain.
        have = lay.group_size_at(icon["chain"], pos)
        need = icon.get("min", 1)
        if have < need:
            return 0, have, need
        pts = icon["points"]
        return (pts * have if icon.get("per_tag") else pts), have, need
    if "adjacent_tiers" in icon:
        have = lay.adjacent_copies(pos, icon["adjacent_tiers"])
        pts, met, nxt = tier_reached(icon["tiers"], have)
        return pts, have, (nxt or met)
    if "adjacent_all" in icon:
        # "This card must be adjacent to all four attributes in order to score"
        # (EN p.10).
        wanted = icon["adjacent_all"]
        have = 0
        for tag in wanted:
            if lay.adjacent_copies(pos, tag):
                have += 1
        need = len(wanted)
        return (icon["points"] if have == need else 0), have, need
    if "adjacent_ring" in icon:
        # "adjacent to any card with a scoring ring, whether it is filled or
        # not" / "NOT adjacent to a card with a scoring ring" (EN p.10).
        cards = lay.city.cards
        have = 0
        for q in lay.filled_around(pos):
            card = cards.get(q)
            if card is not None and card.ring is not None:
                have += 1
        if icon["adjacent_ring"]:
            return (icon["points"] if have else 0), have, 1
        return (0 if have else icon["points"]), have, 0
    if "adjacent_gives" in icon:
        # "the scoring trigger is the symbol from the placement actions, and
        # not the physical pieces" (EN p.8); the starting tile's setup gains
        # count as its placement actions (contract, "A starting tile").
        which = 0 if icon["adjacent_gives"] == "sand_dollar" else 1
        gives_at = lay.city.gives_at
        have = 0
        for q in lay.filled_around(pos):
            if gives_at(q)[which]:
                have += 1
        return (icon["points"] if have else 0), have, 1
    if "sand_dollars" in icon:
        # "1 point for every 2 remaining sand dollars ... These abilities
        # stack" (EN p.8).
        have = lay.city.sand_dollars
        need = icon["sand_dollars"]
        return icon["points"] * (have // need if need > 0 else 0), have, need
    if "city_tags" in icon:
        # "Gain 1 point for every two Tourist spot location tags anywhere in
        # your city" (EN p.10).
        have = lay.total(icon["city_tags"])
        need = icon["per"]
        return icon["points"] * (have // need if need > 0 else 0), have, need
    raise ValueError(f"unknown scoring icon {icon!r}")


def card_score(lay: Layout, pos: Pos) -> int:
    """Sum of every scoring icon of the card at ``pos`` (0 for other spaces)."""
    card = lay.city.cards.get(pos)
    if card is None:
        return 0
    total = 0
    for icon in card.score:
        total += evaluate(icon, lay, pos)[0]
    return total
