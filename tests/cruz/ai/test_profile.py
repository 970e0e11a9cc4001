"""The bots' arithmetic of scoring cards agrees with the engine's scoring."""
from __future__ import annotations

import random

from game.cruz.ai.profile import card_points, gain, info, joined_size, profile
from game.cruz.engine import Build, EventKind, Land, Phase, apply_action, legal_actions, new_game
from game.cruz.engine.cards import SCORING_CARDS
from game.cruz.engine.scoring import seat_points
from game.cruz.match import components


def test_card_points_are_the_engines_and_gain_is_what_a_build_adds():
    box = components()
    checked = 0
    for seed in range(6):
        state = new_game(box.board, box.tiles, box.chips, 2 + seed % 3, seed)
        rng = random.Random(seed)
        while state.phase is not Phase.GAME_OVER:
            for s in range(state.players):
                p = profile(state, s)
                for card in SCORING_CARDS:
                    base, bonus = seat_points(state, s, card)
                    assert card_points(card, p) == base + bonus
            action = rng.choice(legal_actions(state))
            seat = state.current
            geo = state.geo
            if isinstance(action, (Build, Land)) and state.face_up[geo.index[action.field]]:
                f = geo.index[action.field]
                before = profile(state, seat)
                t = info(state.tile_at[f])
                chip = t.bird and bool(state.chip_pool)
                joined = joined_size(before, geo.path_nbrs[f])
                events = apply_action(state, action)
                if any(e.kind is EventKind.ROUND_ENDED for e in events):
                    continue            # the buildings went back to the supplies
                after = profile(state, seat)
                for card in SCORING_CARDS:
                    assert card_points(card, after) == card_points(card, before) + gain(
                        card, before, t, geo.area[f], geo.on_river[f], joined, chip), card
                checked += 1
            else:
                apply_action(state, action)
    assert checked > 100
