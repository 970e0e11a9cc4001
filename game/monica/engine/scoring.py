"""End-of-game scoring: cards, rings, footprints, objective lines, ranks.

``score_players`` returns exactly the ``score`` command's output object of the
contract (``shared/contracts/cards-and-cities.md``). The scorepad has six lines
per player (EN p.9, "Tally your scores"): the cards' scoring icons, filled
activity rings, footprints, and the objective tile's wave bonus, misc bonus and
penalty. Ties go to the most leftover sand dollars, then the longest chain of
tags; players still tied share the rank (Yucata rules: "teilen sich die am
Gleichstand beteiligten Spieler den entsprechenden Platz").

The pieces live in small modules: ``groups`` (adjacency, tag groups),
``rings`` (who is in which ring), ``icons`` (card scoring icons),
``objectives`` (objective lines) and ``explain`` (the facts behind a number;
``game.monica.i18n.explain`` phrases them). This module re-exports the helpers other
parts of the game use.
"""
from __future__ import annotations

from typing import Any

from game.monica.engine.cards import ROWS, Objective
from game.monica.engine.city import NEXT_TO, City, Pos, around
from game.monica.engine.explain import objective_facts, space_facts
from game.monica.engine.groups import Layout, tag_groups
from game.monica.engine.icons import card_score, evaluate
from game.monica.engine.objectives import misc_line, penalty_line, wave_line
from game.monica.engine.rings import ring_status, settle, unplaced_count

__all__ = ["score_players", "score_city", "CityScore", "card_points", "ring_status",
           "unplaced_count", "tag_groups", "space_facts", "objective_facts",
           "footprint_points"]


class CityScore:
    """Everything about one city's score that does not depend on the other players."""

    __slots__ = ("layout", "status", "unplaced_at", "unplaced", "cards", "rings",
                 "filled_rings", "footprints", "spaces", "longest_group")

    def __init__(self, city: City) -> None:
        lay = Layout(city)
        status, unplaced_at = settle(city)
        self.layout = lay
        self.status = status
        self.unplaced_at = unplaced_at
        self.unplaced = sum(unplaced_at.values())
        tags = lay.tags
        vip = city.tile.vip
        # Footprints: "For each card with a footprint token, count up the
        # number of matching attributes on that card" (EN p.9).
        foot_at: dict[Pos, int] = {}
        foot_total = 0
        for pos in city.footprints:
            counts = tags.get(pos)
            if counts is not None:
                pts = vip.points(pos[0], counts)
                foot_at[pos] = pts
                foot_total += pts
        cards_total = 0
        rings_total = 0
        filled_rings = 0
        spaces: list[dict[str, Any]] = []
        points = _card_points(city, lay)
        for pos in sorted(city.cards):
            card = city.cards[pos]
            pts = points[pos]
            cards_total += pts
            ring_pts = 0
            filled = False
            st = status.get(pos)
            if st is not None and st[1]:
                # "If, at the end of the game, the ring contains exactly the
                # pictured number of people, it will score the points" (EN p.9).
                filled = True
                filled_rings += 1
                ring_pts = card.ring.points  # type: ignore[union-attr]
                rings_total += ring_pts
            spaces.append({"row": ROWS[pos[0]], "col": pos[1], "cards": pts, "ring": ring_pts,
                           "filled": filled, "card": card.id,
                           "footprint": foot_at.get(pos, 0),
                           "unplaced": unplaced_at.get(pos, 0)})
        self.cards = cards_total
        self.rings = rings_total
        self.filled_rings = filled_rings
        self.footprints = foot_total
        self.spaces = spaces
        self.longest_group = lay.longest_group()


def _card_points(city: City, lay: Layout) -> dict[Pos, int]:
    """What each card's scoring icons are worth. They depend on which card
    lies where and the unspent sand dollars, never on people: a search scores
    the same cards again and again with people moved, so the city keeps them
    (as it keeps the tag groups)."""
    memo: dict[tuple[Layout.CardKey, int], dict[Pos, int]] = city.memo("card points")
    key = (lay.card_key(), city.sand_dollars)
    points = memo.get(key)
    if points is None:
        points = memo[key] = {}
        tags = lay.tags
        for pos, card in city.cards.items():
            pts = 0
            for icon in card.score:
                tag = icon.get("adjacent")
                if tag is not None:
                    # (``evaluate`` of the commonest icon, inlined: two calls
                    # less for each, about half the icons.)
                    have = 0
                    for q in NEXT_TO.get(pos) or around(pos):
                        counts = tags.get(q)
                        if counts is not None:
                            have += counts.get(tag, 0)
                    if have >= icon.get("min", 1):
                        pts += icon["points"]
                else:
                    pts += evaluate(icon, lay, pos)[0]
            points[pos] = pts
    return points


def score_city(city: City) -> CityScore:
    """Score the parts of one city that need no other player."""
    return CityScore(city)


def objective_points(scores: list[CityScore], i: int,
                     objective: Objective) -> tuple[tuple[int, dict[str, Any]], ...]:
    """``((wave, facts), (misc, facts), (penalty, facts))`` of player ``i``."""
    sc = scores[i]
    unplaced = [s.unplaced for s in scores]
    return (wave_line(objective.wave, sc.layout),
            misc_line(objective.misc, sc.layout),
            penalty_line(objective.penalty, sc.layout, i, unplaced, sc.unplaced_at,
                         sc.filled_rings))


def score_players(cities: list[City], names: list[str], objective: Objective) -> dict[str, Any]:
    """Score every city; the contract's ``{"players": [...], "winners": [...]}``."""
    if len(cities) != len(names):
        raise ValueError(f"{len(cities)} cities but {len(names)} names")
    scores = [CityScore(c) for c in cities]
    unplaced = [s.unplaced for s in scores]
    players: list[dict[str, Any]] = []
    keys: list[tuple[int, int, int]] = []
    for i, (city, name, sc) in enumerate(zip(cities, names, scores, strict=True)):
        lay = sc.layout
        wave = wave_line(objective.wave, lay)[0]
        misc = misc_line(objective.misc, lay)[0]
        penalty = penalty_line(objective.penalty, lay, i, unplaced, sc.unplaced_at,
                               sc.filled_rings)[0]
        total = sc.cards + sc.rings + sc.footprints + wave + misc + penalty
        players.append({
            "name": name,
            "total": total,
            "categories": {"cards": sc.cards, "rings": sc.rings, "footprints": sc.footprints,
                           "wave": wave, "misc": misc, "penalty": penalty},
            "spaces": sc.spaces,
            "unplaced": sc.unplaced,
            "sand_dollars": city.sand_dollars,
            "longest_group": sc.longest_group,
        })
        # Tie-breaks: "the tied player with the most leftover sand dollars is
        # the winner. If the players are still tied, the player with the
        # longest chain of tags is the winner" (EN p.9).
        keys.append((total, city.sand_dollars, sc.longest_group))
    winners: list[str] = []
    for p, key in zip(players, keys, strict=True):
        rank = 1
        for other in keys:
            if other > key:
                rank += 1
        p["rank"] = rank
        if rank == 1:
            winners.append(p["name"])
    return {"players": players, "winners": winners}


def card_points(city: City, pos: Pos) -> int:
    """What the scoring icons of the card at ``pos`` are worth now."""
    return card_score(Layout(city), pos)


def footprint_points(city: City) -> int:
    """What the city's footprints are worth now."""
    tags = Layout(city).tags
    vip = city.tile.vip
    return sum(vip.points(pos[0], tags[pos]) for pos in city.footprints if pos in tags)
