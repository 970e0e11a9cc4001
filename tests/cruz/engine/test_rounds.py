"""Between the rounds ("2. DURCHGANG") and the end ("SPIELENDE")."""
from __future__ import annotations

import random

import pytest

from game.cruz.engine import (ChooseSet, Discard, EventKind, GameState, IllegalAction, Phase,
                              ScoringCard,
                              apply_action, clone, legal_actions, new_game, score_breakdown,
                              winner)
from game.cruz.engine.cards import SCORING_PER_PLAYER, SETS

from .fixtures import CHIPS, small_board, small_tiles


def to_round_2(players: int, seed: int) -> tuple[GameState, GameState, list]:  # type: ignore[type-arg]
    """(the state before round 1's last card, the state after it, its events)."""
    s = new_game(small_board(), small_tiles(), CHIPS, players, seed)
    rng = random.Random(seed)
    while True:
        before = clone(s)
        events = apply_action(s, rng.choice(legal_actions(s)))
        if s.round == 2:
            return before, s, events


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3), (4, 4)])
def test_round_2_preparation(players: int, seed: int) -> None:
    before, s, events = to_round_2(players, seed)
    kinds = [e.kind for e in events]
    assert kinds.count(EventKind.ROUND_ENDED) == 1
    assert kinds.count(EventKind.SCORING_CARD_DRAWN) == players
    # "Jeder nimmt alle Gebäude seiner Farbe zurück in seinen Vorrat. Auch eventuell vom
    # Vulkan zerstörte."
    assert all(x == -1 for x in s.first + s.second)
    for seat in s.seats:
        assert seat.supply == [2, 3, 8] and seat.destroyed == [0, 0, 0] and seat.own == []
    # "Die Vogelchips bleiben ... Auch die Plättchen bleiben so liegen wie sie sind."
    for a, b in zip(before.seats, s.seats, strict=True):
        assert len(b.chips) >= len(a.chips) and b.chips[:len(a.chips)] == a.chips
    assert all(b or not a for a, b in zip(before.face_up, s.face_up, strict=True))
    assert s.tile_at == before.tile_at
    # each draws one new scoring card, secretly
    assert all(seat.drawn is not None for seat in s.seats)
    assert len(s.deck) == len(before.deck) - players
    # the track stays; the last on it chooses first and starts round 2
    assert s.phase is Phase.CHOOSE_SET
    assert s.choosers == s.track[::-1][:len(s.choosers)]
    assert s.current == s.track[-1] == s.start_player
    letters = sorted(seat.set_letter for seat in before.seats)   # type: ignore[type-var]
    assert s.sets_open == letters
    # the sets lie face up with the scoring cards played with them
    last = [e for e in events if e.kind is EventKind.CARD_PLAYED]
    for n, seat in enumerate(before.seats):
        played = list(seat.played_scoring)
        if last and last[0].player == n and isinstance(last[0]["card"], ScoringCard):
            played.append(last[0]["card"])
        assert s.piles[seat.set_letter] == tuple(played)          # type: ignore[index]


@pytest.mark.parametrize("players,seed", [(2, 5), (3, 6), (4, 7)])
def test_round_2_choice_discard_and_start(players: int, seed: int) -> None:
    _, s, _ = to_round_2(players, seed)
    track = s.track[:]
    scores = s.scores[:]
    order = []
    while s.phase is Phase.CHOOSE_SET:
        order.append(s.current)
        apply_action(s, legal_actions(s)[-1])
    # from the back of the track forward; the front player takes the set left over
    assert order == track[::-1][:players - 1]
    assert len({seat.set_letter for seat in s.seats}) == players
    for seat in s.seats:
        assert seat.builds == list(SETS[seat.set_letter])        # type: ignore[index]
        assert tuple(seat.scoring[:-1]) == s.piles[seat.set_letter]  # type: ignore[index]
        assert seat.scoring[-1] == seat.drawn                    # the draw joins the hand
    assert s.phase is Phase.DISCARD
    with pytest.raises(IllegalAction):
        apply_action(s, ChooseSet("A"))
    while s.phase is Phase.DISCARD:
        seat = s.current
        card = s.seats[seat].scoring[0]
        apply_action(s, Discard(card))
        assert s.seats[seat].discarded == card and card not in s.seats[seat].scoring
    per = SCORING_PER_PLAYER[players]
    assert all(seat.hand_size() == 7 + per for seat in s.seats)
    assert s.phase is Phase.LANDING and s.start_player == track[-1] == s.current
    assert s.last_player == (track[-1] - 1) % players and not s.add_on_used
    assert s.track == track and s.scores == scores


@pytest.mark.parametrize("players,seed", [(2, 8), (3, 9), (4, 10)])
def test_end_birds_from_the_last_card_clockwise(players: int, seed: int) -> None:
    s = new_game(small_board(), small_tiles(), CHIPS, players, seed)
    rng = random.Random(seed)
    while True:
        events = apply_action(s, rng.choice(legal_actions(s)))
        if s.phase is Phase.GAME_OVER:
            break
    birds = [e for e in events if e.kind is EventKind.BIRDS_REVEALED]
    last = s.last_card_player
    assert [e.player for e in birds] == [(last + i) % players for i in range(players)]
    for e in birds:
        assert e["points"] == sum(s.seats[e.player].chips) == sum(e["values"])
    over = events[-1]
    assert over.kind is EventKind.GAME_OVER and list(over["ranking"]) == s.track
    assert winner(s) == s.track[0]
    assert [b.total for b in score_breakdown(s)] == s.scores
    for a, b in zip(s.track, s.track[1:], strict=False):
        assert s.scores[a] >= s.scores[b]
    assert legal_actions(s) == []
    with pytest.raises(IllegalAction, match="over"):
        apply_action(s, ChooseSet("A"))
