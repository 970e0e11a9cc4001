"""The game log: one line per thing that happened, in the viewer's words, shown
as its animation plays (the director releases each line with its beat), so the
log never runs ahead of the table. What another seat may not see (a chip's
value, a drawn or discarded card) is not in it: it is phrased from the events
as the viewing seat sees them.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.cruz.engine import BuildCard, Event, EventKind, ScoringCard
from game.i18n import Words

LIMIT = 200


def card_name(words: Words, card: BuildCard | ScoringCard) -> str:
    if isinstance(card, BuildCard):
        return words.t(f"cruz.build.{card.value}")
    return words.t(f"cruz.card.{card.value}.name")


def describe(words: Words, ev: Event, names: list[str]) -> str | None:
    """One line for ``ev`` (None: nothing worth a line); a sentence about a player
    takes the second person for the solo human ("You build ...")."""
    k, who = ev.kind, names[ev.player] if 0 <= ev.player < len(names) else ""

    def say(key: str, **fields: Any) -> str:
        return words.about(key, who, **fields)

    if k is EventKind.ROUND_STARTED:
        return words.about("cruz.log.round", names[ev["start_player"]], round=ev["round"])
    if k is EventKind.SET_CHOSEN:
        return say("cruz.log.set_dealt" if ev["auto"] else "cruz.log.set_chosen",
                   a=ev["letter"])
    if k is EventKind.CARD_PLAYED:
        card = ev["card"]
        if card is BuildCard.DOUBLE:
            return say("cruz.log.double", card=card_name(words, ev["kind"]))
        return say("cruz.log.played", card=card_name(words, card))
    if k is EventKind.BUILT:
        key = "cruz.log.landed" if ev["landing"] else (
            "cruz.log.added_on" if ev["add_on"] else "cruz.log.built")
        return say(key, a=words.t(f"cruz.building.{ev['building'].value}"), b=ev["field"],
                   points=ev["points"])
    if k is EventKind.NO_BUILD:
        return say(f"cruz.log.no_build.{ev['reason']}")
    if k is EventKind.CHIP_DRAWN:
        value = ev.get("value")
        return say("cruz.log.chip") if value is None else say("cruz.log.chip_own", points=value)
    if k is EventKind.NO_CHIP_LEFT:
        return say("cruz.log.no_chip")
    if k is EventKind.TILES_REVEALED:
        return words.tn("cruz.log.revealed", len(ev["tiles"]))
    if k is EventKind.SCORING:
        parts = [f"{names[s]} {p:+d}" for s, p in enumerate(ev["points"]) if p]
        return say("cruz.log.scoring", card=card_name(words, ev["card"]),
                   points=", ".join(parts) or words.t("cruz.log.nobody"))
    if k is EventKind.ERUPTION:
        return words.tn("cruz.log.eruption", len(ev["removed"]))
    if k is EventKind.ROUND_ENDED:
        return words.t("cruz.log.round_ended", round=ev["round"])
    if k is EventKind.SCORING_CARD_DRAWN:
        return say("cruz.log.drew") if ev.get("card") is None else \
            say("cruz.log.drew_own", card=card_name(words, ev["card"]))
    if k is EventKind.DISCARDED:
        return say("cruz.log.discarded") if ev.get("card") is None else \
            say("cruz.log.discarded_own", card=card_name(words, ev["card"]))
    if k is EventKind.BIRDS_REVEALED:
        return say("cruz.log.birds", points=ev["points"],
                   a=" ".join(str(v) for v in ev["values"]) or "–")
    if k is EventKind.GAME_OVER:
        return words.about("cruz.log.over", names[ev["ranking"][0]])
    return None


@dataclass
class GameLog:
    """Lines shown, and lines waiting for their animation (numbered from the
    first line ever held, so a release names the line it reaches)."""

    words: Words
    lines: list[str] = field(default_factory=list)
    held: list[str] = field(default_factory=list)
    shown_upto: int = 0              # lines held so far that are shown

    def say(self, line: str) -> None:
        self.lines = (self.lines + [line])[-LIMIT:]

    def hold(self, events: list[Event], names: list[str]) -> list[int]:
        """Phrase ``events``; each line waits until it is released. Returns, per
        event, the number of its line (-1: none)."""
        marks = []
        for ev in events:
            line = describe(self.words, ev, names)
            if line is None:
                marks.append(-1)
            else:
                marks.append(self.shown_upto + len(self.held))
                self.held.append(line)
        return marks

    def releaser(self, number: int) -> Callable[[], None]:
        """A call that shows the held lines up to line ``number``."""
        def release() -> None:
            self.flush(number + 1 - self.shown_upto)
        return release

    def flush(self, count: int | None = None) -> None:
        """Show ``count`` held lines (all when None)."""
        n = len(self.held) if count is None else min(count, len(self.held))
        for _ in range(max(0, n)):
            self.say(self.held.pop(0))
            self.shown_upto += 1
