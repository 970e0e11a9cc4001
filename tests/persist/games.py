"""Seeded games played by the random bot, and a fingerprint of a state."""
from __future__ import annotations

from typing import Any

from game.monica.ai.random_bot import RandomBot
from game.monica.engine import apply_action
from game.monica.engine.actions import Action
from game.monica.engine.state import GameState
from game.monica.persist import SaveMeta

SEATS = [{"kind": "human", "color": "coral"}, {"kind": "bot", "level": "easy", "color": "lagoon"},
         {"kind": "bot", "level": "hard", "color": "orchid"}]


def meta(seed: int = 7, names: tuple[str, ...] = ("Ann", "Bob", "Cleo"), **kw: Any) -> SaveMeta:
    return SaveMeta(list(names), seed, seats=[dict(s) for s in SEATS[:len(names)]], **kw)


def play(state: GameState, bot: RandomBot, n: int | None = None,
         until_phase: str | None = None) -> tuple[list[Action], list[list]]:
    """Apply up to ``n`` bot actions (or until ``until_phase``); the actions and events."""
    actions, events = [], []
    while state.phase != "over" and (n is None or len(actions) < n):
        if until_phase is not None and state.phase == until_phase and actions:
            break
        act = bot.choose(state)
        events.append([e.to_json() for e in apply_action(state, act)])
        actions.append(act)
    return actions, events


def fingerprint(state: GameState) -> tuple:
    """Everything that decides how the game goes on, the random generator included."""
    cities = []
    for p in state.players:
        c = p.city
        if c is None:
            cities.append((p.name, None))
            continue
        cities.append((p.name, c.tile.id, c.start_col,
                       sorted((pos, card.id) for pos, card in c.cards.items()),
                       sorted(c.person_kind.items()), sorted(c.person_pos.items()),
                       sorted(c.footprints), c.sand_dollars, c.next_person))
    return (state.phase, state.current, state.start_player, state.objective,
            tuple(state.sand_dollar_actions), tuple(state.deck), tuple(state.front),
            tuple(state.back), tuple(state.offered_tiles), tuple(state.setup_order),
            state.food_truck, state.foodie, tuple(state.pending), tuple(state.placed_this_turn),
            tuple(state.grants), state.via, state.swap_allowed, state.reward,
            state.final_triggered, tuple(state.final_order), state.round, state.turns,
            state.seed, state.rng.getstate(), tuple(cities))
