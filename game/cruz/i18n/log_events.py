"""One sentence-maker per Santa Cruz event kind (``HANDLERS``). The kinds
too small for a line of their own are in ``QUIET_KINDS``: a turn starting
(the table's banner says it) and a stone's ordinary move (the build or the
scoring card's line already gives the points; only passing a 50 is told)."""
from __future__ import annotations

from collections.abc import Callable

from game.cruz.engine import BuildCard, Event, EventKind, ScoringCard
from game.cruz.i18n.log_context import LogContext, say
from game.cruz.i18n.terms import (building_name, field_label, join, points,
                                  scoring_card_name, set_name, signed, tile_summary)
from game.i18n.core import t, tn

Handler = Callable[[Event, LogContext, str | None], str | None]
FIFTY = 50      # "50ER-STUFEN: Überschreitet ein Stein die 49 ..."


def _game_started(e: Event, c: LogContext, lang: str | None) -> str:
    c.setup = True               # the coast tiles turned up next are the set-up's
    return tn("cruz_log.game_started", int(e["players"]), lang=lang)


def _cards_dealt(e: Event, c: LogContext, lang: str | None) -> str:
    cards = e.get("cards")
    if cards is None:
        return say("cruz_log.cards_dealt.hidden", lang, c.name(e.player))
    return say("cruz_log.cards_dealt.seen", lang, c.name(e.player),
               card=join([scoring_card_name(x, lang) for x in cards], lang))


def _track_placed(e: Event, c: LogContext, lang: str | None) -> str:
    scores = e["scores"]
    order = [say("cruz_log.seat_score", lang, c.name(s), total=scores[s]) for s in e["track"]]
    return t("cruz_log.track_placed", lang=lang, a=join(order, lang))


def _set_chosen(e: Event, c: LogContext, lang: str | None) -> str:
    how = "dealt" if e.get("auto") and int(e.get("round", 1)) == 1 else \
        "left" if e.get("auto") else "take"
    line = say(f"cruz_log.set_chosen.{how}", lang, c.name(e.player),
               card=set_name(str(e["letter"]), lang))
    scoring = e.get("scoring") or ()
    if scoring:
        line += " " + t("cruz_log.set_cards", lang=lang,
                        card=join([scoring_card_name(x, lang) for x in scoring], lang))
    return line


def _round_started(e: Event, c: LogContext, lang: str | None) -> str:
    parts = [t("cruz_log.round_started", lang=lang, round=e["round"]),
             say("cruz_log.start_player", lang, c.name(int(e["start_player"]))),
             say("cruz_log.last_player", lang, c.name(int(e["last_player"])))]
    return " ".join(parts)


def _card_played(e: Event, c: LogContext, lang: str | None) -> str:
    card = e["card"]
    name = c.name(e.player)
    if isinstance(card, ScoringCard):
        return say("cruz_log.card_played.scoring", lang, name, card=scoring_card_name(card, lang))
    if card is BuildCard.DOUBLE:
        return say(f"cruz_log.card_played.double.{e['kind'].value}", lang, name)
    return say(f"cruz_log.card_played.{card.value}", lang, name)


def _built(e: Event, c: LogContext, lang: str | None) -> str:
    how = "land" if e.get("landing") else "add_on" if e.get("add_on") else "build"
    return say(f"cruz_log.built.{how}.{e['building'].value}", lang, c.name(e.player),
               place=field_label(str(e["field"]), lang), points=points(int(e["points"]), lang))


def _no_build(e: Event, c: LogContext, lang: str | None) -> str:
    name = c.name(e.player)
    if e.get("reason") == "supply":
        return say(f"cruz_log.no_build.supply.{e['building'].value}", lang, name,
                   place=field_label(str(e["field"]), lang))
    if e.get("landing"):
        return say("cruz_log.no_build.landing", lang, name)
    return say(f"cruz_log.no_build.no_target.{e['kind'].value}", lang, name)


def _scored(e: Event, c: LogContext, lang: str | None) -> str | None:
    """Only a stone passing a 50 is told ("50ER-STUFEN"); the points are in the
    line of the build or the scoring card."""
    old, new = int(e["from"]), int(e["to"])
    if new // FIFTY > old // FIFTY:
        return say("cruz_log.fifty.up", lang, c.name(e.player), total=new)
    if new // FIFTY < old // FIFTY:
        return say("cruz_log.fifty.down", lang, c.name(e.player), total=new)
    return None


def _chip_drawn(e: Event, c: LogContext, lang: str | None) -> str:
    value = e.get("value")
    name = c.name(e.player)
    if value is None:
        return say("cruz_log.chip_drawn.hidden", lang, name, count=e.get("count", 1))
    return say("cruz_log.chip_drawn.seen", lang, name, points=points(int(value), lang))


def _no_chip_left(e: Event, c: LogContext, lang: str | None) -> str:
    return say("cruz_log.no_chip_left", lang, c.name(e.player))


def _tiles_revealed(e: Event, c: LogContext, lang: str | None) -> str:
    tiles = e["tiles"]
    if c.setup:
        c.setup = False
        return tn("cruz_log.tiles_revealed.setup", len(tiles), lang=lang)
    shown = [t("cruz_log.tile.on_field", lang=lang, place=fid, tile=tile_summary(tile, lang))
             for fid, tile in tiles]
    if e.get("chosen"):
        fid, tile = tiles[0]
        return t("cruz_log.tiles_revealed.chosen", lang=lang, place=field_label(fid, lang),
                 tile=tile_summary(tile, lang))
    return t("cruz_log.tiles_revealed.around", lang=lang,
             a=t("cruz_log.tile.sep", lang=lang).join(shown))


def _scoring(e: Event, c: LogContext, lang: str | None) -> str:
    """The card's points in the order they are entered: the player who played
    it first, then clockwise ("Der Spieler, der die Karte gespielt hat, trägt
    zuerst seine Punkte ... ab. Die Mitspieler folgen im Uhrzeigersinn.")."""
    total, fish = e["points"], e["fish_bonus"]
    n = len(total)
    parts = []
    for step in range(n):
        seat = (e.player + step) % n
        if not total[seat]:
            continue
        key = "cruz_log.scoring_share_fish" if fish[seat] else "cruz_log.scoring_share"
        parts.append(say(key, lang, c.name(seat), delta=signed(total[seat]),
                         points=points(fish[seat], lang)))
    card = scoring_card_name(e["card"], lang)
    if not parts:
        return t("cruz_log.scoring_none", lang=lang, card=card)
    return t("cruz_log.scoring", lang=lang, card=card, a=join(parts, lang))


def _eruption(e: Event, c: LogContext, lang: str | None) -> str:
    removed = e["removed"]
    if not removed:
        return t("cruz_log.eruption_none", lang=lang)
    lost = [say("cruz_log.removed", lang, c.name(seat), place=fid,
                tile=building_name(building, lang))
            for fid, seat, building in removed]
    return t("cruz_log.eruption", lang=lang, a=join(lost, lang))


def _round_ended(e: Event, c: LogContext, lang: str | None) -> str:
    return t("cruz_log.round_ended", lang=lang, round=e["round"])


def _buildings_returned(e: Event, c: LogContext, lang: str | None) -> str:
    return t("cruz_log.buildings_returned", lang=lang)


def _secret_card(key: str) -> Handler:
    """A scoring card drawn or discarded: named to its player, hidden from the rest."""
    def line(e: Event, c: LogContext, lang: str | None) -> str:
        name = c.name(e.player)
        card = e.get("card")
        if card is None:
            return say(f"{key}.hidden", lang, name)
        return say(f"{key}.seen", lang, name, card=scoring_card_name(card, lang))
    return line


def _birds_revealed(e: Event, c: LogContext, lang: str | None) -> str:
    values = list(e["values"])
    name = c.name(e.player)
    if not values:
        return say("cruz_log.birds.none", lang, name)
    return say("cruz_log.birds.some", lang, name, len(values),
               a=" + ".join(str(v) for v in values), points=points(int(e["points"]), lang))


def _game_over(e: Event, c: LogContext, lang: str | None) -> str:
    ranking, scores = e["ranking"], e["scores"]
    first = ranking[0]
    final = [say("cruz_log.seat_score", lang, c.name(s), total=scores[s]) for s in ranking]
    return " ".join([say("cruz_log.winner", lang, c.name(first), total=scores[first]),
                     t("cruz_log.final", lang=lang, a=join(final, lang))])


def _quiet(e: Event, c: LogContext, lang: str | None) -> None:
    return None


HANDLERS: dict[EventKind, Handler] = {
    EventKind.GAME_STARTED: _game_started,
    EventKind.CARDS_DEALT: _cards_dealt,
    EventKind.SET_CHOSEN: _set_chosen,
    EventKind.TRACK_PLACED: _track_placed,
    EventKind.ROUND_STARTED: _round_started,
    EventKind.TURN_STARTED: _quiet,
    EventKind.CARD_PLAYED: _card_played,
    EventKind.BUILT: _built,
    EventKind.NO_BUILD: _no_build,
    EventKind.SCORED: _scored,
    EventKind.CHIP_DRAWN: _chip_drawn,
    EventKind.NO_CHIP_LEFT: _no_chip_left,
    EventKind.TILES_REVEALED: _tiles_revealed,
    EventKind.SCORING: _scoring,
    EventKind.ERUPTION: _eruption,
    EventKind.ROUND_ENDED: _round_ended,
    EventKind.BUILDINGS_RETURNED: _buildings_returned,
    EventKind.SCORING_CARD_DRAWN: _secret_card("cruz_log.drawn"),
    EventKind.DISCARDED: _secret_card("cruz_log.discarded"),
    EventKind.BIRDS_REVEALED: _birds_revealed,
    EventKind.GAME_OVER: _game_over,
}
# Kinds that never make a line of their own (``scored`` only when a stone passes a 50).
QUIET_KINDS = frozenset({EventKind.TURN_STARTED})
