"""The numbers of the rules, in one place.

Everything the engine counts against lives here, with the rulebook passage it
comes from; other modules (and the client, bots and CLI) import it from here.
"""
from __future__ import annotations

from typing import Final

MIN_PLAYERS: Final = 2            # box: "2-4 players"
MAX_PLAYERS: Final = 4
DISPLAY_COLS: Final = 4           # DE rules, "Aufbau": two rows of four feature cards
FOODIE_OFFSET: Final = 2          # DE "Aufbau": the foodie starts 2 cards from the truck
END_TRIGGER_CARDS: Final = 14     # EN "End of the Game": a player places their 14th card
# EN p.8 "End of the Game": "Each tourist and VIP will be able to move 1 space,
# and each local will be able to move up to 3 spaces", in this grant order.
FINAL_STEPS: Final[tuple[tuple[str, int], ...]] = (("local", 3), ("tourist", 1), ("vip", 1))
# EN p.7: food truck and foodie together: one dollar and one move, or double either.
REWARD_OPTIONS: Final[tuple[str, ...]] = ("dollar_move", "two_dollars", "two_moves")
# EN "Components": 30 locals, 30 tourists, 8 VIPs in the box.
PEOPLE_SUPPLY: Final[dict[str, int]] = {"local": 30, "tourist": 30, "vip": 8}
