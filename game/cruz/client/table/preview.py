"""What a build would bring, shown beside the glowing tile under the pointer
before the player commits: the tile's points now, and which of the player's own
scoring cards it would pay more. Worked out on a copy of the table; a face-down
tile is never looked at (it says only that it is face down), so the preview
tells nothing the player may not know.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.cruz.engine import (Action, Build, BuildCard, GameState, IllegalAction, Land, Phase,
                              PlayBuild, ScoringCard, apply_action, clone)
from game.cruz.engine.scoring import card_points


@dataclass(frozen=True)
class Preview:
    field: str
    points: int | None                           # None: a face-down tile
    helps: tuple[tuple[ScoringCard, int], ...]   # own scoring cards and what they gain


def actions_for(state: GameState, fid: str, add_on: bool, chosen: BuildCard | None,
                kind: BuildCard | None) -> list[Action]:
    """The actions a tap on ``fid`` would play now."""
    if state.phase is Phase.LANDING:
        return [Land(fid)]
    if state.phase is Phase.BUILD:
        return [Build(fid, add_on)]
    if chosen is None:
        return []
    return [PlayBuild(chosen, kind if chosen is BuildCard.DOUBLE else None), Build(fid, add_on)]


def build_preview(state: GameState, fid: str, add_on: bool, chosen: BuildCard | None,
                  kind: BuildCard | None) -> Preview | None:
    seat = state.current
    f = state.geo.index[fid]
    if not state.face_up[f]:
        return Preview(fid, None, ())
    actions = actions_for(state, fid, add_on, chosen, kind)
    if not actions:
        return None
    trial = clone(state)
    try:
        for action in actions:
            apply_action(trial, action)
    except IllegalAction:
        return None
    mine = state.seats[seat].scoring
    helps = []
    for card in mine:
        before = sum(x[seat] for x in card_points(state, card))
        after = sum(x[seat] for x in card_points(trial, card))
        if after != before:
            helps.append((card, after - before))
    return Preview(fid, state.tile_at[f].points, tuple(helps))
