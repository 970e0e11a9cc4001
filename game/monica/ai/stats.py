"""Win rates with Wilson score intervals, from ``simulate`` JSON lines.

    python -m game.monica.ai.stats FILE.json [FILE.json ...]

Files of the same match-up (same bots per seat) are pooled. A level's win
rate is its seats' share of the wins (ties split), so in a 4-player table
of two levels, two seats each, equal strength gives 50%.
"""
from __future__ import annotations

import json
import math
import sys
from collections import defaultdict
from typing import Any


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return max(0.0, centre - half), min(1.0, centre + half)


def pool(paths: list[str]) -> dict[tuple[str, ...], dict[str, Any]]:
    out: dict[tuple[str, ...], dict[str, Any]] = {}
    for path in paths:
        with open(path, encoding="utf-8") as fh:
            data = json.loads(fh.read().strip().splitlines()[-1])
        bots = tuple(s["bot"] for s in data["seats"])
        acc = out.setdefault(bots, {"games": 0, "errors": 0, "wins": defaultdict(float),
                                    "score": defaultdict(float), "seats": defaultdict(int)})
        done = data["games"] - data["errors"]
        acc["games"] += done
        acc["errors"] += data["errors"]
        for s in data["seats"]:
            acc["wins"][s["bot"]] += s["wins"]
            acc["score"][s["bot"]] += s["mean_score"] * done
            acc["seats"][s["bot"]] += done
    return out


def rows(paths: list[str]) -> list[str]:
    lines = []
    for bots, acc in pool(paths).items():
        n = acc["games"]
        first = bots[0]
        wins = acc["wins"][first]
        lo, hi = wilson(wins, n)
        means = ", ".join(f"{b} {acc['score'][b] / acc['seats'][b]:.1f}"
                          for b in dict.fromkeys(bots))
        lines.append(f"| {','.join(bots)} | {len(bots)} | {n} | {wins:g} | "
                     f"{100 * wins / n:.0f}% | {100 * lo:.0f}-{100 * hi:.0f}% | {means} |")
    return lines


if __name__ == "__main__":
    print("| seats | players | games | wins of first level | win rate | 95% CI (Wilson) "
          "| mean scores |")
    print("|---|---|---|---|---|---|---|")
    print("\n".join(rows(sys.argv[1:])))
