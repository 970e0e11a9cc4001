"""Score previews equal the engine's score after the move, for every legal
spot, destination and VIP step, in seeded positions with 2-4 players."""
from __future__ import annotations

import random

import pytest

from game.monica.client.table import preview
from game.monica.client.table.preview_view import signed
from game.monica.content import load_box
from game.monica.engine import apply_action, legal_actions, new_game, score_game
from game.monica.engine import actions as A
from game.monica.engine.scoring import ring_status

NAMES = ["Ann", "Bob", "Cat", "Dan"]


def reach(n: int, seed: int, until, limit: int = 4000):
    state = new_game(NAMES[:n], seed, box=load_box())
    rng = random.Random(seed * 31 + n)
    for _ in range(limit):
        if until(state):
            return state
        apply_action(state, rng.choice(legal_actions(state)))
    pytest.skip("situation never reached")


def engine_total(state, action) -> int:
    probe = state.clone()
    apply_action(probe, action)
    return next(r["total"] for r in score_game(probe)["players"] if r["seat"] == state.current)


def placing(min_cards: int):
    def until(st) -> bool:
        return (st.phase == "place" and st.players[st.current].city is not None
                and st.players[st.current].city.cards_placed >= min_cards)
    return until


@pytest.mark.parametrize("n,seed,cards", [(2, 1, 3), (2, 7, 8), (3, 4, 5), (3, 12, 10),
                                          (4, 9, 2), (4, 21, 6), (4, 33, 11)])
def test_every_spot_preview_is_the_engine_score_after_placing(n, seed, cards):
    state = reach(n, seed, placing(cards))
    legal = legal_actions(state)
    base = preview.total_of(score_game(state), state.current)
    for card in dict.fromkeys(state.pending):
        deltas = preview.placement_deltas(state, legal, card)
        spots = [a for a in legal if isinstance(a, A.PlaceCard) and a.card == card]
        assert spots and set(deltas) == {a.col for a in spots}
        for act in spots:
            assert base + deltas[act.col] == engine_total(state, act)


@pytest.mark.parametrize("n,seed", [(2, 3), (3, 5), (4, 8)])
def test_move_previews_match_the_engine_and_name_filled_rings(n, seed):
    def moving(st) -> bool:
        return st.phase in ("actions", "final") and st.round >= 4 and any(
            isinstance(a, A.Move) for a in legal_actions(st))
    state = reach(n, seed, moving)
    moves = {}
    for act in legal_actions(state):
        if isinstance(act, (A.Move, A.Summon)) and len(moves) < 12:
            pos = act.path[-1] if isinstance(act, A.Move) else \
                state.card_pos(state.current, state.grants[act.grant].target)
            moves.setdefault(pos, act)
    outs = preview.move_outcomes(state, moves)
    base = preview.total_of(score_game(state), state.current)
    for pos, act in moves.items():
        assert base + outs[pos].delta == engine_total(state, act)
        probe = state.clone()
        apply_action(probe, act)
        before = {p for p, (_, f) in ring_status(state.city).items() if f}
        after = {p for p, (_, f) in ring_status(probe.players[state.current].city).items() if f}
        assert set(outs[pos].fills) == after - before
        assert set(outs[pos].breaks) == before - after


def test_vip_step_footprints_are_what_the_walk_scores():
    def vip_move(st) -> bool:
        return st.phase == "actions" and any(
            isinstance(a, A.Move) and st.city.person_kind[a.person] == "vip"
            for a in legal_actions(st))
    state = reach(3, 2, vip_move)
    walk = next(a for a in legal_actions(state) if isinstance(a, A.Move)
                and state.city.person_kind[a.person] == "vip")
    city = state.city
    steps = preview.step_footprints(state, [], list(city.neighbours(city.person_pos[walk.person])))
    for pos, pts in steps.items():
        if pts:
            assert city.vip_earns(pos) and pts == city.tile.vip.points(pos[0], city.tags_at(pos))
        else:
            assert not city.vip_earns(pos) or city.tile.vip.points(pos[0],
                                                                   city.tags_at(pos)) == 0


def test_signed_labels():
    assert [signed(3), signed(-1), signed(0)] == ["+3", "-1", "±0"]


def test_cache_computes_once_per_decision():
    cache = preview.PreviewCache()
    calls = []
    for key in (1, 1, 1, 2, 2):
        cache.get(key, "spots", lambda key=key: calls.append(key) or len(calls))
    assert calls == [1, 2]


def test_table_shows_the_engine_numbers_on_every_spot(make_table, human_setup):
    table = make_table(human_setup(3, seed=4), until=placing(4), seed=2)
    scene = table.scene
    state = scene.match.state
    spots = {k[1] for k in table.highlights() if k[0] == "spot"}
    assert spots
    base = preview.total_of(score_game(state), state.current)
    for pos in spots:
        act = A.PlaceCard(scene.ui.card, pos[1])
        assert scene.previews.spot_label(pos) == signed(engine_total(state, act) - base)
    assert scene.previews.showing()
    # drawing twice computes nothing new
    before = scene.previews.cache.values.get("spots")
    table.app.step()
    assert scene.previews.cache.values.get("spots") is before
