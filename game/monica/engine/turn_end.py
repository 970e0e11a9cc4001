"""The end of a turn: refresh the display, pass to the next player, and once
the end is triggered, the final movement player by player and the score."""
from __future__ import annotations

from game.monica.engine.constants import FINAL_STEPS
from game.monica.engine.display import refresh
from game.monica.engine.events import Event, event, new_event
from game.monica.engine.kinds import EVENT as E
from game.monica.engine.kinds import GRANT, PHASE
from game.monica.engine.report import score_game
from game.monica.engine.state import GameState, make_grant


def end_turn(state: GameState, ev: list[Event]) -> None:
    state.grants = []
    state.pending = []
    state.placed_this_turn = []
    state.via = "pick"
    state.swap_allowed = False
    state.reward = (False, False)
    refresh(state, ev)
    state.turns += 1
    nxt = (state.current + 1) % len(state.players)
    if nxt == state.start_player:
        if state.final_triggered:
            # The round ends with the player before the start player (EN p.8).
            _start_final(state, ev)
            return
        state.round += 1
    state.current = nxt
    state.phase = PHASE.ACQUIRE
    e = new_event(Event)    # (``events.event``, inlined: every turn)
    e.kind, e.player = E.TURN_START, nxt
    e.data = {"round": state.round}
    ev.append(e)


def _start_final(state: GameState, ev: list[Event]) -> None:
    state.final_order = [(state.start_player + k) % state.n for k in range(state.n)]
    next_final(state, ev)


def next_final(state: GameState, ev: list[Event]) -> None:
    """Final movement, player by player in turn order: tourists and VIPs 1
    space, locals up to 3 (EN p.8 "End of the Game")."""
    while state.final_order:
        p = state.final_order.pop(0)
        state.current = p
        city = state.players[p].city
        assert city is not None
        kinds = list(city.person_kind.values())
        state.grants = [make_grant(GRANT.MOVE, kind, kinds.count(kind), steps, "final")
                        for kind, steps in FINAL_STEPS if kind in kinds]
        state.phase = PHASE.FINAL
        ev.append(event(E.FINAL_MOVEMENT, p, {}))
        if state.grants:
            return
    state.phase = PHASE.OVER
    state.grants = []
    ev.append(event(E.GAME_OVER, -1, {"report": score_game(state)}))
