"""The display (2 rows of 4), what sand-dollar actions may take from it, and
its refresh.
"""
from __future__ import annotations

from itertools import combinations

from game.monica.engine.cards import SandDollarAction
from game.monica.engine.events import Event, new_event
from game.monica.engine.kinds import EVENT as E
from game.monica.engine.constants import DISPLAY_COLS
from game.monica.engine.state import GameState

Pick = tuple[str, int]


def occupancy(state: GameState) -> int:
    """Which display slots hold a card: bit ``col`` for the front row, bit
    ``DISPLAY_COLS + col`` for the back row."""
    # Looked up by which slots are empty, written out for the four columns
    # (asked at every acquire; shifting and or-ing eight bools costs four
    # times as much: they are not plain ints to the interpreter).
    front, back = state.front, state.back
    return SLOT_MASKS[(front[0] is None, front[1] is None, front[2] is None, front[3] is None,
                       back[0] is None, back[1] is None, back[2] is None, back[3] is None)]


assert DISPLAY_COLS == 4
SLOT_MASKS: dict[tuple[bool, ...], int] = {
    tuple(not mask >> bit & 1 for bit in range(2 * DISPLAY_COLS)): mask
    for mask in range(1 << 2 * DISPLAY_COLS)}


def slot_picks(take: str, mask: int) -> tuple[tuple[Pick, ...], ...]:
    """Every set of slots an action taking ``take`` could take from a display
    filled as ``mask`` says (``occupancy``); for ``any``, every filled slot
    (the card's tags decide, see ``action_picks``). Memoised: 256 displays."""
    key = (take, mask)
    found = _SLOT_PICKS.get(key)
    if found is None:
        found = _SLOT_PICKS[key] = tuple(_slot_picks(take, mask))
    return found


_SLOT_PICKS: dict[tuple[str, int], tuple[tuple[Pick, ...], ...]] = {}


def _slot_picks(take: str, mask: int) -> list[tuple[Pick, ...]]:
    cols = range(DISPLAY_COLS)
    front = [bool(mask >> c & 1) for c in cols]
    back = [bool(mask >> (DISPLAY_COLS + c) & 1) for c in cols]
    if take == "front":
        return [(("front", c),) for c in cols if front[c]]
    if take == "back":
        return [(("back", c),) for c in cols if back[c]]
    if take == "front2":
        have = [c for c in cols if front[c]]
        return [(("front", a), ("front", b)) for a, b in combinations(have, 2)]
    if take == "front_and_behind":
        return [(("front", c), ("back", c)) for c in cols if front[c] and back[c]]
    if take == "any":
        return [((row_name, c),) for row_name, row in (("front", front), ("back", back))
                for c in cols if row[c]]
    raise ValueError(f"unknown take {take!r}")


def action_picks(state: GameState, act: SandDollarAction,
                 mask: int | None = None) -> list[tuple[Pick, ...]]:
    """Every set of display cards a sand-dollar action could take now
    (``mask``: the display's ``occupancy``, when the caller has it).

    Taking from the display is what the action is for, so an action with no
    possible pick is not available (see docs/RULES_NOTES.md, "Sand-dollar
    actions need their cards").
    """
    picks = slot_picks(act.take, occupancy(state) if mask is None else mask)
    if act.take != "any":
        return list(picks)
    # One card anywhere in the display carrying one of the tags.
    cards = state.box.cards
    out: list[tuple[Pick, ...]] = []
    for pick in picks:
        row_name, c = pick[0]
        cid = (state.front if row_name == "front" else state.back)[c]
        assert cid is not None
        tag_count = cards[cid].tag_count
        for t in act.tags_any:      # (a loop: a generator costs more here)
            if tag_count.get(t):
                out.append(pick)
                break
    return out


def refresh(state: GameState, events: list[Event]) -> None:
    """Refill the display (EN rulebook p.7 "Refresh the display").

    Front gaps take the back card behind them; then the deck fills the gaps,
    front row first. An empty deck leaves gaps.
    """
    front, back, deck = state.front, state.back, state.deck
    # One pass notes which rows have gaps left (rather than ``None in row``
    # three times over, each comparing card ids with None); with the slots
    # named by shared tuples, 0.1 M instructions a game.
    front_gap = back_gap = False
    for c in _COLS:
        if front[c] is None:
            card = back[c]
            back_gap = True
            if card is None:
                front_gap = True
            else:
                front[c], back[c] = card, None
                e = new_event(Event)    # (``events.event``, inlined)
                e.kind, e.player = E.CARD_SLID, -1
                e.data = {"card": card, "frm": BACK_AT[c], "to": FRONT_AT[c]}
                events.append(e)
        elif back[c] is None:
            back_gap = True
    if deck:
        if front_gap:
            _deal(front, FRONT_AT, deck, events)
        if back_gap and deck:
            _deal(back, BACK_AT, deck, events)


_COLS = tuple(range(DISPLAY_COLS))
# The display slots as events name them, made once (tuples: shared safely).
FRONT_AT = tuple(("front", c) for c in _COLS)
BACK_AT = tuple(("back", c) for c in _COLS)


def _deal(row: list[str | None], slots: tuple[tuple[str, int], ...], deck: list[str],
          events: list[Event]) -> None:
    """Fill the gaps of one display row (its slots ``slots``) from the deck,
    left to right."""
    for c in _COLS:
        if row[c] is None:
            if not deck:
                return
            card = row[c] = deck.pop()
            e = new_event(Event)    # (``events.event``, inlined: every turn)
            e.kind, e.player = E.CARD_DEALT, -1
            e.data = {"card": card, "to": slots[c]}
            events.append(e)
