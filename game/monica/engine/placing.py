"""Placing the acquired cards in the city, the optional swap after a bought
action, and the choice of reward when truck and foodie both paid out."""
from __future__ import annotations

from game.monica.engine import actions as A
from game.monica.engine.constants import END_TRIGGER_CARDS
from game.monica.engine.events import Event, event, new_event
from game.monica.engine.kinds import EVENT as E
from game.monica.engine.kinds import PHASE
from game.monica.engine.placement_actions import start_actions
from game.monica.engine.state import GameState


def place_card(state: GameState, act: A.PlaceCard, ev: list[Event]) -> None:
    card = state.box.cards[act.card]
    city = state.players[state.current].city   # (``state.city``, inlined)
    assert city is not None
    pos = (card.row, act.col)
    city.add_card(pos, card)
    state.pending.remove(act.card)
    state.placed_this_turn.append(act.card)
    e = new_event(Event)    # (``events.event``, inlined: every turn)
    e.kind, e.player = E.CARD_PLACED, state.current
    e.data = {"card": act.card, "to": pos}
    ev.append(e)
    if not state.final_triggered and len(city.cards) >= END_TRIGGER_CARDS:
        state.final_triggered = True
        ev.append(event(E.FINAL_ROUND, state.current, {"trigger": state.current}))
    if not state.pending:
        if state.swap_allowed:
            state.phase = PHASE.SWAP
        elif state.reward[0] and state.reward[1]:
            state.phase = PHASE.REWARD      # (``_after_swap``, inlined: every turn)
        else:
            start_actions(state, None, ev)


def swap(state: GameState, act: A.Swap, ev: list[Event]) -> None:
    city = state.city
    a, b = act.a, act.b
    ca, cb = city.cards[a], city.cards[b]
    city.cards[a], city.cards[b] = cb, ca
    # People and footprints travel with their card (EN p.4).
    pos_of = city.person_pos
    for pid, pos in pos_of.items():
        if pos == a:
            pos_of[pid] = b
        elif pos == b:
            pos_of[pid] = a
    fa, fb = a in city.footprints, b in city.footprints
    city.footprints.discard(a)
    city.footprints.discard(b)
    if fa:
        city.footprints.add(b)
    if fb:
        city.footprints.add(a)
    ev.append(event(E.SWAPPED, state.current, {"a": a, "b": b, "cards": (ca.id, cb.id)}))
    _after_swap(state, ev)


def skip_swap(state: GameState, _act: A.SkipSwap, ev: list[Event]) -> None:
    _after_swap(state, ev)


def _after_swap(state: GameState, ev: list[Event]) -> None:
    if state.reward[0] and state.reward[1]:
        state.phase = PHASE.REWARD
    else:
        start_actions(state, None, ev)


def choose_reward(state: GameState, act: A.ChooseReward, ev: list[Event]) -> None:
    start_actions(state, act.option, ev)
