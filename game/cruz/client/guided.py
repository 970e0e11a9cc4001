"""The guided first game's table setup: the match layer's fixed deal against the
easy bot (``game.cruz.match.guide``), the player in coral, the bot in lagoon;
where the player left it is kept (``cruz-guide.json``) and picked up again."""
from __future__ import annotations

from game.cruz.client.session import CruzSession
from game.cruz.client.setup import SEAT_COLORS, CruzSeat, CruzSetup
from game.cruz.engine import Event
from game.cruz.match import Match
from game.cruz.match.guide import BOT_LEVEL, SEED, Guide, GuideError, guide_match, resume_guide
from game.cruz.persist import discard_guide, load_guide, save_guide
from game.i18n import Words
from game.persist.errors import SaveError

BOT_NAME = "Inês"


def guided_game(words: Words, resume: bool = True
                ) -> tuple[CruzSetup, Match, Guide, str | None]:
    """(the table's setup, the guided match, its guide, a message) for the guided
    game: where it was left when ``resume`` and it was kept, else from its start.
    Kept moves that cannot be read or replayed are one sentence and a fresh start."""
    you = words.t("setup.you")
    setup = CruzSetup([CruzSeat(you, "human", "medium", SEAT_COLORS[0]),
                       CruzSeat(BOT_NAME, "bot", BOT_LEVEL, SEAT_COLORS[1])], True, SEED)
    message: str | None = None
    if resume:
        saved, message = load_guide()
        if saved is not None:
            try:
                match, guide = resume_guide(saved.actions, you, BOT_NAME)
                return setup, match, guide, None
            except GuideError:
                discard_guide()
    match, guide = guide_match(you, BOT_NAME)
    return setup, match, guide, message


class GuideProgress:
    """After every move of the guided game: keep where it is; at its end, forget it."""

    def __init__(self) -> None:
        self.problem: str | None = None

    def __call__(self, session: CruzSession, events: list[Event]) -> None:
        if session.over:
            discard_guide()
            return
        try:
            save_guide(session.setup.meta(), session.actions)
        except SaveError as exc:
            self.problem = exc.message
