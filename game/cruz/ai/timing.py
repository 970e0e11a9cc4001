"""When to play a scoring card.

Every card in hand is played in the round ("Erst wenn alle Spieler alle Karten
gespielt haben, endet der Durchgang"), so a scoring card costs no build: the
question is only when. It pays everyone who meets it ("Jeder Spieler, der die
Bedingungen der gespielten Wertungskarte erfüllt, erhält Punkte"), so what
counts is the lead it gives over the strongest other player, now against
later:

- a card that pays once (a resource, a pair, 4 houses, three kinds, 4
  joined buildings) is played as soon as it pays this seat more than anyone
  else (others can only catch up), unless a pair card at 3 may still reach 7;
- a card that pays per building or chip (coast, river, volcano, birds) is
  held while this seat's cards left promise more such buildings than the
  others' (their sets are face up, so their building cards left are known);
- the eruption is played when it costs the others more than this seat.

Once only scoring cards are left, the best of them goes first.
"""
from __future__ import annotations

from game.cruz.engine import GameState
from game.cruz.engine.cards import ScoringCard

from game.cruz.ai.profile import PAIR, Profile, card_points, profile

C = ScoringCard
SHIP, RIVER, PATH, DOUBLE = range(4)
# Of a building card left, the share expected to add to each per-building card.
GROWTH: dict[ScoringCard, tuple[float, float, float, float]] = {
    C.COAST: (3 * 0.9, 3 * 0.2, 3 * 0.1, 3 * 1.0),
    C.RIVER: (3 * 0.1, 3 * 0.9, 3 * 0.25, 3 * 0.9),
    C.VOLCANO: (3 * 0.1, 0.0, 3 * 0.15, 3 * 0.2),
    C.BIRDS: (2 * 0.25, 2 * 0.25, 2 * 0.25, 2 * 0.5),
}


def growth(card: ScoringCard, builds: list[int]) -> float:
    rate = GROWTH[card]
    return sum(r * n for r, n in zip(rate, builds, strict=True))


def lead(card: ScoringCard, profiles: list[Profile], seat: int) -> tuple[int, int]:
    """(what ``card`` pays ``seat`` now, that minus the most it pays another)."""
    mine = card_points(card, profiles[seat])
    best = max(card_points(card, p) for s, p in enumerate(profiles) if s != seat)
    return mine, mine - best


def scoring_now(state: GameState, seat: int,
                profiles: list[Profile] | None = None) -> ScoringCard | None:
    """The scoring card ``seat`` should play now, or None to build instead."""
    player = state.seats[seat]
    if not player.scoring:
        return None
    if profiles is None:
        profiles = [profile(state, s) for s in range(state.players)]
    forced = not any(player.builds)
    best: ScoringCard | None = None
    best_key = float("-inf")
    left = sum(player.builds) + player.builds[DOUBLE]
    for card in player.scoring:
        mine, diff = lead(card, profiles, seat)
        if forced:
            key = float(diff)
        elif card in GROWTH:
            if diff <= 0:
                continue
            others = max(growth(card, state.seats[s].builds)
                         for s in range(state.players) if s != seat)
            if growth(card, player.builds) > others:
                continue
            key = float(diff)
        elif card is C.ERUPTION:
            if diff <= 0:
                continue
            key = float(diff)
        else:
            if mine <= 0 or diff <= 0:
                continue
            if card in PAIR and mine - _fish(card, profiles[seat]) == 3 and left >= 2:
                continue
            key = float(diff)
        if key > best_key:
            best, best_key = card, key
    return best


def _fish(card: ScoringCard, p: Profile) -> int:
    return p.fish_bonus if card is C.FISH_SHEEP else 0
