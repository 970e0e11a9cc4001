"""The turn flow of Santa Cruz's table: whose view the table shows, the
hand-off between two human seats, and what a human's taps mean.

A human plays a building card by choosing it in the hand (the fields it
reaches pulse: ``targets``; the add-on's fields apart: ``add_ons``) and then a
field: the card is played and the building set in one go. The double move
first asks ship, river or path. A card that reaches no field may still be
played ("Play without building"); a scoring card is chosen, its points for
everyone shown, then confirmed. Landing, the set choice and the discard are a
tap each. Nothing here draws; the scene asks and shows.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.cruz.client.session import CruzSession
from game.cruz.engine import (Action, Build, BuildCard, ChooseSet, Discard, Event, IllegalAction,
                              Land, Phase, PlayBuild, PlayScoring, ScoringCard, apply_action,
                              clone)
from game.cruz.engine.cards import BUILD_CARDS, MOVE_KINDS
from game.cruz.engine.scoring import card_points

Card = BuildCard | ScoringCard
Acted = Callable[[list[Event]], None]


@dataclass(frozen=True)
class Choice:
    """A button the flow offers now."""

    name: str            # "score", "anyway", "kind_ship", ...
    key: str             # its label's catalog key
    enabled: bool = True


class TurnFlow:
    def __init__(self, session: CruzSession, acted: Acted) -> None:
        self.session = session
        self.acted = acted
        self.chosen: Card | None = None
        self.kind: BuildCard | None = None          # the double move's kind
        humans = session.setup.humans
        self.viewer = humans[0] if humans else session.current
        self.seen: int | None = None                # the human seat that took the table last
        self.handoff: int | None = None
        self.gate: Callable[[Action], bool] | None = None     # the guided game's coach
        self.two_step = False        # the guide: a card is played before its field is chosen
        self.refresh()

    # -- who looks ---------------------------------------------------------------------
    @property
    def humans(self) -> list[int]:
        return self.session.setup.humans

    @property
    def log_seat(self) -> int:
        """Whose secrets the log may tell: the solo human's (or, with no human, the
        table's as the bots see it); between several humans nobody's (-1)."""
        return -1 if len(self.humans) >= 2 else self.viewer

    def human_to_act(self) -> bool:
        s = self.session
        return not s.over and not s.is_bot(s.current)

    def my_turn(self) -> bool:
        """A human may act now (no hand-off in the way)."""
        return self.human_to_act() and self.handoff is None

    def refresh(self) -> None:
        """After the table synced: whose view to show, and whether to hand over."""
        s, humans = self.session, self.humans
        if not humans:
            self.viewer = s.current if not s.over else self.viewer
            return
        if s.over or s.is_bot(s.current):
            return
        if s.current != self.seen and len(humans) >= 2:
            self.handoff = s.current          # hide the hand and chips until they tap
        else:
            self.seen = self.viewer = s.current

    def take_table(self) -> None:
        """The next player tapped the hand-off screen: their view shows."""
        if self.handoff is not None:
            self.seen = self.viewer = self.handoff
            self.handoff = None

    # -- what a tap may do ---------------------------------------------------------------
    def _reach(self, card: BuildCard, kind: BuildCard | None) -> tuple[tuple[str, ...],
                                                                       tuple[str, ...]]:
        """The free fields and add-on fields ``card`` would reach if played now."""
        trial = clone(self.session.state)
        try:
            apply_action(trial, PlayBuild(card, kind))
        except IllegalAction:
            return (), ()
        if trial.phase is not Phase.BUILD or trial.current != self.session.current:
            return (), ()
        ids = trial.geo.ids
        return tuple(ids[f] for f in trial.targets), tuple(ids[f] for f in trial.add_on_targets)

    def targets(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """(fields, add-on fields) a tap may build on now."""
        if not self.my_turn():
            return (), ()
        st = self.session.state
        ids = st.geo.ids
        if st.phase in (Phase.LANDING, Phase.BUILD):
            return tuple(ids[f] for f in st.targets), tuple(ids[f] for f in st.add_on_targets)
        if st.phase is Phase.PLAY and isinstance(self.chosen, BuildCard):
            if self.chosen is BuildCard.DOUBLE and self.kind is None:
                return (), ()
            return self._reach(self.chosen, self.kind)
        return (), ()

    def playable(self) -> set[Card]:
        st = self.session.state
        if not self.my_turn() or st.phase is not Phase.PLAY:
            return set()
        me = st.seats[st.current]
        out: set[Card] = {c for c, n in zip(BUILD_CARDS, me.builds, strict=True) if n}
        return out | set(me.scoring)

    def notes(self, words_reach: Callable[[int], str],
              words_points: Callable[[int], str]) -> dict[Card, str]:
        """What each playable card would do now: fields reached, points scored."""
        out: dict[Card, str] = {}
        seat = self.session.current
        for card in self.playable():
            if isinstance(card, ScoringCard):
                base, fish = card_points(self.session.state, card)
                out[card] = words_points(base[seat] + fish[seat])
            elif card is not BuildCard.DOUBLE:
                free, extra = self._reach(card, None)
                out[card] = words_reach(len(free) + len(extra))
        return out

    def choices(self) -> list[Choice]:
        st = self.session.state
        if not self.my_turn() or st.phase is not Phase.PLAY or self.chosen is None:
            return []
        if isinstance(self.chosen, ScoringCard):
            return [Choice("score", "cruz.table.score"), Choice("cancel", "cruz.table.cancel")]
        out = []
        if self.chosen is BuildCard.DOUBLE:
            out = [Choice(f"kind_{k.value}", f"cruz.table.kind.{k.value}") for k in MOVE_KINDS]
            if self.kind is None:
                return out + [Choice("cancel", "cruz.table.cancel")]
        free, extra = self.targets()
        if not free and not extra:
            out.append(Choice("anyway", "cruz.table.play_anyway"))
        return out + [Choice("cancel", "cruz.table.cancel")]

    # -- taps ------------------------------------------------------------------------
    def choose_card(self, card: Card) -> None:
        if card in self.playable():
            self.chosen = None if self.chosen == card else card
            self.kind = None
            if self.two_step and isinstance(card, BuildCard) and card is not BuildCard.DOUBLE \
                    and self.chosen is card:
                self._do(PlayBuild(card))

    def press(self, name: str) -> None:
        if name == "cancel":
            self.chosen, self.kind = None, None
        elif name.startswith("kind_"):
            self.kind = BuildCard(name[5:])
            if self.two_step and self.chosen is BuildCard.DOUBLE:
                self._do(PlayBuild(BuildCard.DOUBLE, self.kind))
        elif name == "score" and isinstance(self.chosen, ScoringCard):
            self._do(PlayScoring(self.chosen))
        elif name == "anyway" and isinstance(self.chosen, BuildCard):
            kind = self.kind if self.chosen is BuildCard.DOUBLE else None
            if self.chosen is not BuildCard.DOUBLE or kind is not None:
                self._do(PlayBuild(self.chosen, kind))

    def tap_field(self, fid: str) -> bool:
        """Build (or land) on ``fid`` if it is a target now; True if it was."""
        free, extra = self.targets()
        if fid not in free and fid not in extra:
            return False
        build = Build(fid, fid not in free)
        st = self.session.state
        if st.phase is Phase.LANDING:
            self._do(Land(fid))
        elif st.phase is Phase.BUILD:
            self._do(build)
        elif isinstance(self.chosen, BuildCard):
            kind = self.kind if self.chosen is BuildCard.DOUBLE else None
            self._do(PlayBuild(self.chosen, kind), build)
        return True

    def choose_set(self, letter: str) -> None:
        st = self.session.state
        if self.my_turn() and st.phase is Phase.CHOOSE_SET and letter in st.sets_open:
            self._do(ChooseSet(letter))

    def discard(self, card: ScoringCard) -> None:
        st = self.session.state
        if self.my_turn() and st.phase is Phase.DISCARD and card in st.seats[st.current].scoring:
            self._do(Discard(card))

    def _do(self, *actions: Action) -> None:
        """Play ``actions`` in turn; one the gate refuses stops them, and takes back
        the ones it followed (a card played for a field the guide did not ask for)."""
        events: list[Event] = []
        done = 0
        for action in actions:
            if self.gate is not None and not self.gate(action):
                for _ in range(done):
                    self.session.undo()
                self.chosen, self.kind = None, None
                return
            events += self.session.apply(action)
            done += 1
        self.chosen, self.kind = None, None
        self.acted(events)
