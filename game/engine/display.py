"""The display (2 rows of 4), what sand-dollar actions may take from it, and
its refresh.
"""
from __future__ import annotations

from itertools import combinations

from .cards import SandDollarAction
from .events import Event
from .kinds import EventKind
from .constants import DISPLAY_COLS
from .state import GameState

Pick = tuple[str, int]


def action_picks(state: GameState, act: SandDollarAction) -> list[tuple[Pick, ...]]:
    """Every set of display cards a sand-dollar action could take now.

    Taking from the display is what the action is for, so an action with no
    possible pick is not available (see docs/RULES_NOTES.md, "Sand-dollar
    actions need their cards").
    """
    front, back = state.front, state.back
    cols = range(DISPLAY_COLS)
    if act.take == "front":
        return [(("front", c),) for c in cols if front[c] is not None]
    if act.take == "back":
        return [(("back", c),) for c in cols if back[c] is not None]
    if act.take == "front2":
        have = [c for c in cols if front[c] is not None]
        return [(("front", a), ("front", b)) for a, b in combinations(have, 2)]
    if act.take == "front_and_behind":
        return [(("front", c), ("back", c)) for c in cols
                if front[c] is not None and back[c] is not None]
    if act.take == "any":
        cards = state.box.cards
        out: list[tuple[Pick, ...]] = []
        for row_name, row in (("front", front), ("back", back)):
            for c in cols:
                cid = row[c]
                if cid is not None and any(cards[cid].tag_count.get(t) for t in act.tags_any):
                    out.append(((row_name, c),))
        return out
    raise ValueError(f"unknown take {act.take!r}")


def refresh(state: GameState, events: list[Event]) -> None:
    """Refill the display (EN rulebook p.7 "Refresh the display").

    Front gaps take the back card behind them; then the deck fills the gaps,
    front row first. An empty deck leaves gaps.
    """
    front, back, deck = state.front, state.back, state.deck
    for c in range(DISPLAY_COLS):
        if front[c] is None and back[c] is not None:
            front[c], back[c] = back[c], None
            events.append(Event(EventKind.CARD_SLID, -1, {"card": front[c], "frm": ("back", c),
                                                  "to": ("front", c)}))
    for row_name, row in (("front", front), ("back", back)):
        for c in range(DISPLAY_COLS):
            if row[c] is None and deck:
                row[c] = deck.pop()
                events.append(Event(EventKind.CARD_DEALT, -1,
                                    {"card": row[c], "to": (row_name, c)}))
