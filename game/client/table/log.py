"""Plain-English log lines for the table's log panel, one per event worth
telling (no pygame)."""
from __future__ import annotations

from ...engine.events import Event
from ...engine.state import GameState
from . import words


def line(ev: Event, state: GameState) -> str | None:
    who = state.players[ev.player].name if 0 <= ev.player < state.n else ""
    you = who == "You"

    def s(verb: str) -> str:
        """Third person unless the player is "You"."""
        if you:
            return verb
        return verb + ("es" if verb.endswith(("s", "sh", "ch")) else "s")

    k = ev.kind
    box = state.box
    if k == "tile_chosen":
        return f"{who} {s('start')} with {box.tiles[ev['tile']].name}."
    if k == "food_truck_placed":
        return f"{who} {s('park')} the food truck under column {ev['truck'] + 1}."
    if k == "turn_start":
        return f"— {who}, round {ev['round']} —"
    if k == "card_taken":
        name = words.card_name(state, ev["card"])
        if ev["via"] == "pick":
            return f"{who} {s('take')} {name}."
        return f"{who} {s('take')} {name} ({box.sand_dollar_action(ev['via']).name})."
    if k == "card_placed":
        return f"{who} {s('build')} {words.card_name(state, ev['card'])}."
    if k == "dollars" and ev["n"] < 0:
        n = -ev["n"]
        return f"{who} {s('pay')} {n} sand dollar{'s' if n != 1 else ''}."
    if k == "dollars" and ev.get("source") == "food_truck":
        return f"{who} {s('get')} {ev['n']} from the food truck."
    if k == "swapped":
        a, b = ev["cards"]
        return f"{who} {s('swap')} {words.card_name(state, a)} and {words.card_name(state, b)}."
    if k == "person_moved":
        n = len(ev["path"]) - 1
        prints = len(ev.get("footprints", []))
        tail = f", {prints} footprint{'s' if prints != 1 else ''}" if prints else ""
        kind = words.PEOPLE_WORDS.get(ev["people"], (ev["people"],))[0]
        return f"{who} {s('move')} a {kind} {n} space{'s' if n != 1 else ''}{tail}."
    if k == "person_summoned":
        return f"{who} {s('summon')} a {words.PEOPLE_WORDS.get(ev['people'], ('person',))[0]}."
    if k == "person_returned":
        return f"{who} {s('send')} a {words.PEOPLE_WORDS.get(ev['people'], ('person',))[0]} home."
    if k == "final_round":
        return f"{who} placed a 14th card: final round!"
    if k == "final_movement":
        return f"{who}: final movement."
    if k == "passed":
        return f"{who} {s('pass')}."
    if k == "game_over":
        winners = ev["report"].get("winners", [])
        return f"Game over. {' & '.join(winners)} win{'s' if len(winners) == 1 else ''}!"
    return None
