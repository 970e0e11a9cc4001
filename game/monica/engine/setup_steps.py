"""The two setup actions: a player chooses a start tile (with its setup
bonuses), then the last player in turn order places the food truck."""
from __future__ import annotations

from game.monica.engine import actions as A
from game.monica.engine.cards import STREET
from game.monica.engine.city import City
from game.monica.engine.constants import DISPLAY_COLS, FOODIE_OFFSET
from game.monica.engine.events import Event, event
from game.monica.engine.kinds import EVENT as E
from game.monica.engine.kinds import PHASE
from game.monica.engine.state import GameState


def choose_tile(state: GameState, act: A.ChooseTile, ev: list[Event]) -> None:
    tile = state.box.tiles[act.tile]
    p = state.current
    city = City(tile)
    state.players[p].city = city
    state.offered_tiles.remove(act.tile)
    ev.append(event(E.TILE_CHOSEN, p, {"tile": tile.id}))
    street = (STREET, city.start_col)
    # Setup bonuses: VIPs (and any people) start on the street half; the
    # footprint goes there too (Yucata rules page, "Startplättchen"; EN FAQ
    # "Where do VIPs start?").
    for bonus in tile.setup:
        gain = bonus.get("gain")
        if gain == "sand_dollar":
            city.sand_dollars += bonus["n"]
            ev.append(event(E.DOLLARS, p, {"n": bonus["n"], "total": city.sand_dollars,
                                           "source": "setup"}))
        elif gain in ("local", "tourist", "vip"):
            for _ in range(bonus["n"]):
                pid = city.add_person(gain, street)
                ev.append(event(E.PERSON_ADDED, p, {"person": pid, "people": gain, "to": street,
                                                    "source": "setup"}))
        elif bonus.get("footprint"):
            city.footprints.add(street)
            ev.append(event(E.FOOTPRINT, p, {"pos": street, "source": "setup"}))
    state.setup_order.pop(0)
    if state.setup_order:
        state.current = state.setup_order[0]
    else:
        # The last player in turn order places the food truck (DE rules, Aufbau).
        state.phase = PHASE.FOOD_TRUCK
        state.current = (state.start_player - 1) % state.n


def place_food_truck(state: GameState, act: A.PlaceFoodTruck, ev: list[Event]) -> None:
    state.food_truck = act.col
    # "Der Gourmet startet 2 Felder (Karten) entfernt davon" — with 4 columns
    # both directions reach the same column.
    state.foodie = (act.col + FOODIE_OFFSET) % DISPLAY_COLS
    ev.append(event(E.FOOD_TRUCK_PLACED, state.current, {"truck": state.food_truck,
                                                         "foodie": state.foodie}))
    state.phase = PHASE.ACQUIRE
    state.current = state.start_player
    state.round = 1
    ev.append(event(E.TURN_START, state.current, {"round": state.round}))
