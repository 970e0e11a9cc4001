"""The search's measure of a playout: a seat's lead counts each bird chip once,
before the birds are turned (in the hand) and after (in the score)."""
from __future__ import annotations

from game.cruz.ai.search import lead
from game.cruz.engine import Phase
from game.cruz.match import bot_match, play_out


def test_at_the_end_the_lead_is_the_points_only() -> None:
    match = bot_match(["random"] * 3, 11, 0)
    play_out(match)
    state = match.state
    assert state.phase is Phase.GAME_OVER
    assert any(seat.chips for seat in state.seats)          # birds were turned into points
    for seat in range(3):
        others = max(s for i, s in enumerate(state.scores) if i != seat)
        assert lead(state, seat) == state.scores[seat] - others


def test_before_the_end_the_chips_in_hand_count() -> None:
    match = bot_match(["random"] * 2, 12, 0)
    while match.state.round == 1 or not any(s.chips for s in match.state.seats):
        match.play(match.decide())
    state = match.state
    assert state.phase is not Phase.GAME_OVER
    worth = [s + sum(p.chips) for s, p in zip(state.scores, state.seats, strict=True)]
    assert lead(state, 0) == worth[0] - worth[1]
