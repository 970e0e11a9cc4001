"""What the table shows, read-only: the state on the table (frozen while an
action is animated), whose city is in view, the banner and the prompt, each
seat's scorepad row. The drawing parts read this; nothing here changes the
game."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.monica.engine.state import GameState
from game.monica.client.setup import GameSetup
from game.client.theme import Color, Palette
from game.monica.client.table.panels import report_by_seat
from game.monica.client.table.turns import TurnFlow
from game.monica.client.table.words import describe_action


class TableView:
    def __init__(self, setup: GameSetup, turns: TurnFlow, busy: Callable[[], bool]) -> None:
        self.setup = setup
        self.turns = turns
        self.busy = busy
        self.view = turns.match.state.current      # whose city is shown
        self.follow = True                         # the view follows the player to move
        self.report: dict[str, Any] | None = None  # the scorepad of the state on the table

    @property
    def state(self) -> GameState:
        return self.turns.view_state

    @property
    def viewing_current(self) -> bool:
        return self.view == self.turns.match.state.current

    def colors(self, palette: Palette) -> list[Color]:
        return [s.rgb(palette) for s in self.setup.seats]

    def report_row(self, seat: int) -> dict[str, Any] | None:
        rows = report_by_seat(self.state, self.report)
        return rows[seat] if 0 <= seat < len(rows) else None

    def banner_text(self) -> str:
        st = self.state
        if st.phase == "over":
            return self.turns.words.t("table.ui.banner.over")
        seat = self.setup.seats[st.current]
        if st.phase == "choose_tile":
            return self.turns.words.about("table.ui.banner.setup_tile", seat.name)
        if st.phase == "food_truck":
            return self.turns.words.about("table.ui.banner.setup_truck", seat.name)
        if st.phase == "final":
            return self.turns.words.about("table.ui.banner.final", seat.name)
        rnd = max(1, st.round)
        text = self.turns.words.about("table.ui.banner.turn", seat.name, round=rnd)
        if seat.is_bot and self.turns.bots.thinking:
            text = self.turns.words.t("table.ui.banner.thinking", text=text)
        return text

    def prompt_text(self) -> str:
        words = self.turns.words
        st = self.state
        match = self.turns.match
        if match.staged is not None:
            return words.t("table.ui.prompt.staged", action=describe_action(words, st, match.staged))
        if self.busy():
            return words.t("table.ui.prompt.skip_anim")
        if match.over:
            return words.t("table.ui.prompt.counting")
        if self.turns.ui is None:
            return words.about("table.ui.prompt.playing", self.setup.seats[st.current].name)
        if self.view != st.current:
            return words.t("table.ui.prompt.other_city")
        return self.turns.ui.prompt()
