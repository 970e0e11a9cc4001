"""Bot-versus-bot games: results per seat and optional per-card statistics."""
from __future__ import annotations

import time
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from game.engine import apply_action, new_game, score_game
from game.engine.cards import Box
from game.engine.errors import IllegalAction
from game.engine.state import GameState

from .registry import make_bot


@dataclass
class CardStats:
    """Per card: how often taken, what it scored where it was placed."""

    picks: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    placed: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    points: dict[str, float] = field(default_factory=lambda: defaultdict(float))
    wins: dict[str, float] = field(default_factory=lambda: defaultdict(float))
    objective: dict[str, dict[str, float]] = field(default_factory=dict)
    objective_games: dict[str, int] = field(default_factory=lambda: defaultdict(int))

    def add_game(self, state: GameState, report: dict[str, Any], win_share: list[float]) -> None:
        for i, pl in enumerate(report["players"]):
            city = state.players[i].city
            assert city is not None
            by_pos = {(0 if s["row"] == "beach" else 1, s["col"]): s for s in pl["spaces"]}
            for pos, card in city.cards.items():
                s = by_pos.get(pos, {})
                self.placed[card.id] += 1
                self.points[card.id] += s.get("cards", 0) + s.get("ring", 0)
                self.wins[card.id] += win_share[i]
            obj = self.objective.setdefault(state.objective, defaultdict(float))
            for line in ("wave", "misc", "penalty"):
                obj[line] += pl["categories"][line]
        self.objective_games[state.objective] += len(report["players"])

    def to_json(self, box: Box, games: int) -> dict[str, Any]:
        cards = []
        for cid, card in box.cards.items():
            placed = self.placed.get(cid, 0)
            cards.append({"id": cid, "name": card.name, "row": card.row_name,
                          "picks": self.picks.get(cid, 0), "placed": placed,
                          "pick_rate": round(self.picks.get(cid, 0) / max(games, 1), 3),
                          "mean_points": round(self.points.get(cid, 0) / placed, 2) if placed else None,
                          "holder_win_rate": round(self.wins.get(cid, 0) / placed, 3) if placed else None})
        objectives = {oid: {line: round(v / self.objective_games[oid], 2) for line, v in lines.items()}
                      for oid, lines in self.objective.items()}
        return {"games": games, "cards": cards, "objectives": objectives}


def win_shares(report: dict[str, Any]) -> list[float]:
    winners = [p["rank"] == 1 for p in report["players"]]
    k = sum(winners)
    return [1.0 / k if w else 0.0 for w in winners]


def simulate(bots: list[str], games: int, seed: int, think_ms: int | None = None,
             stats: CardStats | None = None, box: Box | None = None,
             budget: int | None = None, first: int = 0) -> dict[str, Any]:
    """Play games ``first .. first + games - 1`` of the series ``seed``,
    seat i always played by ``bots[i]``, the start player rotating. The
    search levels think for ``budget`` samples (their default if None),
    capped at ``think_ms`` if given. Errors are counted, not raised."""
    n = len(bots)
    totals = [0.0] * n
    wins = [0.0] * n
    turns = 0.0
    errors = 0
    done = 0
    t0 = time.perf_counter()
    for g in range(first, first + games):
        game_seed = seed * 100_003 + g
        try:
            state = new_game([f"{b} {i + 1}" for i, b in enumerate(bots)], game_seed,
                             start_player=g % n, box=box)
            players = [make_bot(b, game_seed * 31 + i, think_ms, budget) for i, b in enumerate(bots)]
            while state.phase != "over":
                action = players[state.current].choose(state)
                if stats is not None and state.phase == "acquire":
                    for e in apply_action(state, action):
                        if e.kind == "card_taken":
                            stats.picks[e["card"]] += 1
                    continue
                apply_action(state, action)
            report = score_game(state)
        except IllegalAction:  # a bot played an illegal action: count it, keep playing
            errors += 1
            continue
        done += 1
        shares = win_shares(report)
        for i, pl in enumerate(report["players"]):
            totals[i] += pl["total"]
            wins[i] += shares[i]
        turns += state.turns / n
        if stats is not None:
            stats.add_game(state, report, shares)
    elapsed = time.perf_counter() - t0
    return {"games": games,
            "seats": [{"bot": b, "mean_score": round(totals[i] / max(done, 1), 2),
                       "wins": round(wins[i], 2)} for i, b in enumerate(bots)],
            "games_per_second": round(games / elapsed, 1) if elapsed > 0 else 0.0,
            "mean_turns": round(turns / max(done, 1), 2), "errors": errors}
