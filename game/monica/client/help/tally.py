"""Why each number of the final tally is what it is (no pygame).

``category_lines(state, seat, category)`` explains one scorepad cell: the
cards' scoring icons (card by card), the activity rings, the footprints, or
one of the objective lines, with near misses named. Every number is the
engine's (``explain_space``, ``explain_objective``, ``settle``), so the lines
of a cell always add up to it.
"""
from __future__ import annotations

from typing import Any

from game.monica.i18n.icons import category_key
from game.monica.engine import score_game
from game.monica.i18n.explain import explain_space
from game.monica.engine.rings import settle
from game.monica.engine.state import GameState
from game.monica.i18n import icons
from game.i18n import Words
from game.monica.client.help.lines import Line, city_of, heading, labelled, objective_rules

CATEGORIES = ("cards", "rings", "footprints", "wave", "misc", "penalty")
Pos = tuple[int, int]


def _order(city: Any) -> list[Pos]:
    """Beach cards, then street cards, left to right."""
    return sorted(city.cards, key=lambda p: (p[0], p[1]))


def _style(points: int) -> str:
    return "good" if points > 0 else ("bad" if points < 0 else "miss")


def card_icon_lines(words: Words, state: GameState, seat: int) -> list[Line]:
    city = city_of(state, seat)
    out: list[Line] = []
    for pos in _order(city):
        entries = explain_space(city, pos, lang=words.language)
        if not entries:
            continue
        card = city.cards[pos]
        out.append(heading(card.name, sum(e["points"] for e in entries)))
        for e in entries:
            out.append(Line(e["text"], ("score", e["icon"]), e["points"], _style(e["points"])))
    return out


def ring_lines(words: Words, state: GameState, seat: int) -> list[Line]:
    city = city_of(state, seat)
    status, _ = settle(city)
    out: list[Line] = []
    for pos in _order(city):
        card = city.cards[pos]
        if card.ring is None:
            continue
        placed, filled = status.get(pos, (0, False))
        pts = card.ring.points if filled else 0
        lang = words.language
        text = icons.with_status(icons.ring(card.ring, lang=lang),
                                 icons.ring_status(placed, filled, card.ring.slots, lang=lang), lang=lang)
        out.append(Line(labelled(words, card.name, text), ("ring", card.ring), pts, _style(pts)))
    return out


def footprint_lines(words: Words, state: GameState, seat: int) -> list[Line]:
    city = city_of(state, seat)
    vip = city.tile.vip
    out = [Line(icons.vip_rule(vip, lang=words.language), ("icon", "footprint"), None, "note")]
    for pos in sorted(city.footprints, key=lambda p: (p[1], p[0])):
        pts = vip.points(pos[0], city.tags_at(pos))
        text = icons.footprint_points(vip, pos[0], city.tags_at(pos), lang=words.language)
        where = icons.space_name(city, pos, lang=words.language)
        out.append(Line(labelled(words, where, text), ("icon", "footprint"), pts, _style(pts)))
    if len(out) == 1:
        out.append(Line(words.t("table.tally.no_footprints"), None, None, "miss"))
    return out


def near_misses(words: Words, state: GameState, seat: int, limit: int = 8) -> list[Line]:
    """Scoring icons that gave nothing, closest to scoring first."""
    city = city_of(state, seat)
    misses: list[tuple[int, Line]] = []
    for pos in _order(city):
        for e in explain_space(city, pos, lang=words.language):
            if e["points"]:
                continue
            gap = e["need"] - e["have"] if e["need"] > e["have"] else 1
            text = labelled(words, city.cards[pos].name, e["text"])
            misses.append((gap, Line(text, ("score", e["icon"]), 0, "miss")))
    misses.sort(key=lambda m: m[0])
    return [line for _, line in misses[:limit]]


def category_lines(words: Words, state: GameState, seat: int, category: str) -> list[Line]:
    """The explanation of one scorepad cell."""
    if category == "cards":
        return card_icon_lines(words, state, seat)          # icons that gave nothing say why
    if category == "rings":
        lines = ring_lines(words, state, seat)
        _, unplaced_at = settle(city_of(state, seat))
        n = sum(unplaced_at.values())
        if n:
            lines.append(Line(words.tn("table.tally.unplaced", n), ("people", "any"), None, "bad"))
        return lines
    if category == "footprints":
        return footprint_lines(words, state, seat)
    if category in ("wave", "misc", "penalty"):
        objective = state.box.objectives[state.objective]
        return [line for line, part in zip(objective_rules(words, objective, state, seat),
                                           ("wave", "misc", "penalty"), strict=False) if part == category]
    return total_lines(words, state, seat)


def total_lines(words: Words, state: GameState, seat: int) -> list[Line]:
    """Every category with its points, then the near misses."""
    row = next(r for r in score_game(state)["players"] if r["seat"] == seat)
    out = [heading(words.t("table.tally.total"), row["total"])]
    for cat in CATEGORIES:
        pts = row["categories"][cat]
        out.append(Line(words.t(category_key(cat, state.objective)), None, pts, _style(pts)))
    misses = near_misses(words, state, seat)
    return out + ([heading(words.t("table.tally.near_misses"))] + misses if misses else [])
