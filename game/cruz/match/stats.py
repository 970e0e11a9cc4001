"""Figures over many finished games: what each scoring card paid, and the
wins by seat and by start position (``bench/cruz_balance.py``, ``simulate
--card-stats``). ``CardStats`` is a match observer: it reads the events."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from game.cruz.engine import Action, Event, EventKind, ScoringCard


@dataclass
class CardStats:
    """Per scoring card: plays, points paid to all, to the player, to the others."""
    plays: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    paid: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    to_player: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    scored_seats: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    seats_seen: dict[str, int] = field(default_factory=lambda: defaultdict(int))

    def played(self, match: object, seat: int, action: Action, events: list[Event]) -> None:
        for e in events:
            if e.kind is EventKind.SCORING:
                card = e["card"].value
                points = e["points"]
                self.plays[card] += 1
                self.paid[card] += sum(points)
                self.to_player[card] += points[e.player]
                self.scored_seats[card] += sum(1 for p in points if p != 0)
                self.seats_seen[card] += len(points)

    def undone(self, match: object) -> None:
        """Simulated games are never undone."""

    def to_json(self) -> dict[str, Any]:
        cards = []
        for card in ScoringCard:
            c = card.value
            n = self.plays.get(c, 0)
            seats = self.seats_seen.get(c, 0)
            cards.append({
                "card": c, "plays": n,
                "mean_paid_per_seat": round(self.paid[c] / seats, 2) if seats else None,
                "mean_to_player": round(self.to_player[c] / n, 2) if n else None,
                "mean_paid_all": round(self.paid[c] / n, 2) if n else None,
                "share_of_seats_paid": round(self.scored_seats[c] / seats, 3) if seats else None})
        return {"cards": cards}
