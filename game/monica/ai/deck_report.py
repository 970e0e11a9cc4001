"""docs/DECK.md from ``simulate --card-stats`` files.

    python -m game.monica.ai.deck_report "TITLE" STATS.json [STATS.json ...]
    python -m game.monica.ai.deck_report --compare BEFORE.json AFTER.json ID [ID ...]

Per card: how often it was taken per game, how often placed, the mean
points it scored where it lay (icons plus its ring), and how often its
holder won. Per objective tile: the mean points of each line per player.
Files are pooled (weighted by games).
"""
from __future__ import annotations

import json
import sys
from collections import defaultdict
from typing import Any

from game.monica.content.box import load_box


def pooled(paths: list[str]) -> tuple[int, dict[str, dict[str, Any]], dict[str, dict[str, float]]]:
    games = 0
    cards: dict[str, dict[str, Any]] = defaultdict(lambda: {"picks": 0.0, "placed": 0, "pts": 0.0,
                                                  "wins": 0.0})
    objectives: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
    weights: dict[str, float] = defaultdict(float)
    for path in paths:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
        g = data["games"]
        games += g
        for c in data["cards"]:
            acc = cards[c["id"]]
            acc["picks"] += c["picks"]
            acc["placed"] += c["placed"]
            if c["placed"]:
                acc["pts"] += c["mean_points"] * c["placed"]
                acc["wins"] += c["holder_win_rate"] * c["placed"]
        for oid, lines in data["objectives"].items():
            for line, v in lines.items():
                objectives[oid][line] += v * g
            weights[oid] += g
    for oid in objectives:
        for line in objectives[oid]:
            objectives[oid][line] /= weights[oid]
    return games, cards, objectives


def render(title: str, paths: list[str]) -> str:
    box = load_box()
    games, cards, objectives = pooled(paths)
    out = [f"## {title}", "",
           f"{games} games pooled from: " + ", ".join(f"`{p}`" for p in paths), "",
           "| card | name | row | taken per game | placed | mean points | holder win rate |",
           "|---|---|---|---|---|---|---|"]
    for cid, card in box.cards.items():
        acc = cards.get(cid, {"picks": 0, "placed": 0, "pts": 0.0, "wins": 0.0})
        placed = acc["placed"]
        mean = f"{acc['pts'] / placed:.2f}" if placed else "-"
        win = f"{acc['wins'] / placed:.2f}" if placed else "-"
        out.append(f"| {cid} | {card.name} | {card.row_name} | {acc['picks'] / max(games, 1):.3f} "
                   f"| {placed} | {mean} | {win} |")
    out += ["", "| objective | wave line | misc line | penalty line |", "|---|---|---|---|"]
    for oid in sorted(objectives):
        lines = objectives[oid]
        out.append(f"| {oid} | {lines.get('wave', 0):.2f} | {lines.get('misc', 0):.2f} "
                   f"| {lines.get('penalty', 0):.2f} |")
    return "\n".join(out) + "\n"


def compare(before: str, after: str, ids: list[str]) -> str:
    """Before/after rows for the cards that were changed."""
    box = load_box()
    gb, cb, _ = pooled([before])
    ga, ca, _ = pooled([after])
    out = ["| card | name | taken per game | mean points | holder win rate |",
           "|---|---|---|---|---|"]

    def cell(acc: dict[str, Any], games: int, key: str) -> str:
        placed = acc["placed"]
        if key == "picks":
            return f"{acc['picks'] / max(games, 1):.2f}"
        return f"{acc[key] / placed:.2f}" if placed else "-"

    for cid in ids:
        b, a = cb[cid], ca[cid]
        out.append(f"| {cid} | {box.cards[cid].name} | {cell(b, gb, 'picks')} -> "
                   f"{cell(a, ga, 'picks')} | {cell(b, gb, 'pts')} -> {cell(a, ga, 'pts')} "
                   f"| {cell(b, gb, 'wins')} -> {cell(a, ga, 'wins')} |")
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    if sys.argv[1] == "--compare":
        print(compare(sys.argv[2], sys.argv[3], sys.argv[4:]))
    else:
        print(render(sys.argv[1], sys.argv[2:]))
