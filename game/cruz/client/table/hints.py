"""Hints: on a human's turn, what the hard bot would do in their place, worked
out from that seat's view only (it sees no more than the player). The hint
marks the card, field, set or discard it would choose and says so in a line.
The results count the hints a player asked for."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.cruz.ai import make_bot
from game.cruz.engine import (Action, Build, BuildCard, ChooseSet, Discard, Land, PlayBuild,
                              PlayScoring, ScoringCard)

if TYPE_CHECKING:
    from game.cruz.client.scenes.play import CruzPlayScene


class Hints:
    def __init__(self, scene: "CruzPlayScene") -> None:
        self.scene = scene
        self.used: dict[int, int] = {}
        self.suggestion: Action | None = None
        self.version = -1

    def available(self) -> bool:
        return self.scene.flow.my_turn()

    def show(self) -> None:
        """Ask the hard bot for the viewer's best move now."""
        sc = self.scene
        if not self.available():
            return
        seat = sc.session.current
        bot = make_bot("hard", sc.setup.seed * 7 + len(sc.session.actions))
        self.suggestion = bot.choose(sc.session.view(seat))
        self.version = sc.session.version
        self.used[seat] = self.used.get(seat, 0) + 1

    def current(self) -> Action | None:
        """The hint for the position on the table (None once anything was played)."""
        if self.suggestion is not None and self.version != self.scene.session.version:
            self.suggestion = None
        return self.suggestion

    def marks(self) -> tuple[BuildCard | ScoringCard | None, str | None, str | None]:
        """(the card, the field, the set letter or discard) the hint points at."""
        a = self.current()
        if isinstance(a, (PlayBuild, PlayScoring)):
            return a.card, None, None
        if isinstance(a, (Build, Land)):
            return None, a.field, None
        if isinstance(a, ChooseSet):
            return None, None, a.letter
        if isinstance(a, Discard):
            return a.card, None, None
        return None, None, None
