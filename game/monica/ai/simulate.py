"""Bot-versus-bot statistics: per-card figures and win shares (the games
themselves are played by ``game.monica.match.simulate``)."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from game.monica.engine.cards import Box
from game.monica.engine.state import GameState


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
