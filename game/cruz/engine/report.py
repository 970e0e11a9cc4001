"""Scores for the results screen: the final ranking and where every point came from."""
from __future__ import annotations

from dataclasses import dataclass, field

from .state import GameState, Phase


@dataclass(slots=True)
class RoundScore:
    """One player's points of one round: building, each scoring card played
    (by its id, fish bonus apart), the fish bonus and the eruption."""
    builds: int = 0
    cards: dict[str, int] = field(default_factory=dict)
    fish_bonus: int = 0
    eruption: int = 0

    @property
    def total(self) -> int:
        return self.builds + sum(self.cards.values()) + self.fish_bonus + self.eruption


@dataclass(slots=True)
class Breakdown:
    """One player's points: the start position on the track (0-3), the two
    rounds and the bird chips revealed at the end."""
    seat: int
    start: int = 0
    rounds: list[RoundScore] = field(default_factory=lambda: [RoundScore(), RoundScore()])
    birds: int = 0

    @property
    def total(self) -> int:
        return self.start + sum(r.total for r in self.rounds) + self.birds


def score_breakdown(state: GameState) -> list[Breakdown]:
    """Per seat: where its points came from (they add up to its score)."""
    out = [Breakdown(seat) for seat in range(state.players)]
    for seat, rnd, item, points in state.ledger:
        entry = out[seat]
        if item == "start":
            entry.start += points
        elif item == "birds":
            entry.birds += points
        else:
            part = entry.rounds[rnd - 1]
            if item == "build":
                part.builds += points
            elif item == "fish_bonus":
                part.fish_bonus += points
            elif item == "eruption":
                part.eruption += points
            else:
                card = item.removeprefix("card:")
                part.cards[card] = part.cards.get(card, 0) + points
    return out


def final_scores(state: GameState) -> list[int]:
    """Each seat's score (final once the game is over)."""
    return state.scores[:]


def ranking(state: GameState) -> list[int]:
    """Seats from first place to last: the track's order ("Der Spieler, der nun
    vorne liegt, gewinnt"). Stones never share a place, so neither do players."""
    return state.track[:]


def winner(state: GameState) -> int | None:
    """The winning seat once the game is over, else None."""
    return state.track[0] if state.phase is Phase.GAME_OVER else None
