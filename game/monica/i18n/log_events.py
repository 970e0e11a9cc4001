"""One sentence-maker per engine event kind (``HANDLERS``); the kinds too small
to log (a card sliding forward, an action becoming available) give None and
are listed in ``QUIET_KINDS``."""
from __future__ import annotations

from collections.abc import Callable

from game.monica.engine.events import Event

from game.i18n.core import DEFAULT_WORDS, t, tn
from game.monica.i18n.log_context import LogContext, as_pos, say
from game.i18n.words import action_name, join_names


def _tile_chosen(e: Event, c: LogContext, lang: str | None) -> str:
    c.tiles[e.player] = e.get("tile")
    return say("log.tile_chosen", lang, c.name(e.player), tile=c.card(e.get("tile")))


def _person_added(e: Event, c: LogContext, lang: str | None) -> str:
    kind = e.get("people", "local")
    source = e.get("source")
    if c.box is not None and source in c.box.cards:
        place = c.card(source)
    else:
        place = c.place(e.player, e.get("to"), lang)
    return say(f"log.person_added.{kind}", lang, c.name(e.player), place=place)


def _footprint(e: Event, c: LogContext, lang: str | None) -> str:
    return say("log.footprint", lang, c.name(e.player),
                place=c.place(e.player, e.get("pos"), lang))


def _dollars(e: Event, c: LogContext, lang: str | None) -> str | None:
    n = int(e.get("n", 0))
    name = c.name(e.player)
    source = e.get("source")
    if n < 0:
        fallback = None
        if c.box is not None:
            try:
                fallback = c.box.sand_dollar_action(source).name
            except (KeyError, AttributeError):
                fallback = None
        return say("log.dollars.pay", lang, name, -n,
                    action=action_name(str(source), lang, fallback))
    if n == 0:
        return None
    if source == "setup":
        return say("log.dollars.setup", lang, name, n)
    if source == "food_truck":
        return say("log.dollars.gain_truck", lang, name, n)
    if c.box is not None and source in c.box.cards:
        return say("log.dollars.gain_from", lang, name, n, source=c.card(source))
    return say("log.dollars.gain", lang, name, n)


def _food_truck_placed(e: Event, c: LogContext, lang: str | None) -> str:
    return say("log.food_truck_placed", lang, c.name(e.player),
                truck=int(e.get("truck", 0)) + 1, foodie=int(e.get("foodie", 0)) + 1)


def _turn_start(e: Event, c: LogContext, lang: str | None) -> str:
    return say("log.turn_start", lang, c.name(e.player), round=e.get("round", ""))


def _card_taken(e: Event, c: LogContext, lang: str | None) -> str:
    name, card = c.name(e.player), c.card(e.get("card"))
    via = e.get("via", "pick")
    frm = e.get("frm") or ("front", None)
    if via != "pick":
        key = "log.card_taken.back" if frm[0] == "back" else "log.card_taken.front"
        fallback = None
        if c.box is not None:
            try:
                fallback = c.box.sand_dollar_action(via).name
            except (KeyError, AttributeError):
                fallback = None
        return say(key, lang, name, card=card,
                    action=action_name(str(via), lang, fallback))
    key = "log.card_taken.pick"
    state = c.state
    if state is not None and frm[1] is not None:
        truck = state.food_truck == frm[1]
        foodie = state.foodie == frm[1]
        if truck and foodie:
            key = "log.card_taken.pick_both"
        elif truck:
            key = "log.card_taken.pick_truck"
        elif foodie:
            key = "log.card_taken.pick_foodie"
    return say(key, lang, name, card=card)


def _card_placed(e: Event, c: LogContext, lang: str | None) -> str:
    pos = as_pos(e.get("to")) or (0, 0)
    offset = pos[1] - c.start_col(e.player)
    side = "right" if offset > 0 else "left"
    where = tn(f"log.where.{side}", abs(offset), lang=lang)
    row = "beach" if pos[0] == 0 else "street"
    return say(f"log.card_placed.{row}", lang, c.name(e.player),
                card=c.card(e.get("card")), where=where)


def _swapped(e: Event, c: LogContext, lang: str | None) -> str:
    a, b = (list(e.get("cards") or ()) + ["?", "?"])[:2]
    return say("log.swapped", lang, c.name(e.player), a=c.card(a), b=c.card(b))


def _reward(e: Event, c: LogContext, lang: str | None) -> str | None:
    option = e.get("option")
    if option not in ("dollar_move", "two_dollars", "two_moves"):
        return None
    return say(f"log.reward.{option}", lang, c.name(e.player))


def _token_moved(e: Event, c: LogContext, lang: str | None) -> str:
    token = "truck" if e.get("token") == "truck" else "foodie"
    return t(f"log.token_moved.{token}", lang=lang, col=int(e.get("to", 0)) + 1)


def _person_moved(e: Event, c: LogContext, lang: str | None) -> str:
    kind = e.get("people", "local")
    path = list(e.get("path") or ())
    place = c.place(e.player, path[-1] if path else None, lang)
    name = c.name(e.player)
    prints = [as_pos(p) for p in (e.get("footprints") or ())]
    if kind != "vip" or not prints:
        return say(f"log.person_moved.{kind}", lang, name, place=place)
    if len(prints) == 1 and path and prints[0] == as_pos(path[-1]):
        return say("log.person_moved.vip_footprint", lang, name, place=place)
    places = join_names([c.place(e.player, p, lang) for p in prints], lang)
    return say("log.person_moved.vip_footprints_on", lang, name, len(prints),
                place=place, places=places)


def _person_summoned(e: Event, c: LogContext, lang: str | None) -> str:
    kind = e.get("people", "local")
    if kind == "vip" and e.get("footprints"):
        # a VIP summoned onto a card with a sought tag earns a footprint there
        # (EN p.6 "VIPs and footprints"; docs/RULES_NOTES.md 17)
        kind = "vip_footprint"
    return say(f"log.person_summoned.{kind}", lang, c.name(e.player),
                place=c.place(e.player, e.get("to"), lang))


def _person_returned(e: Event, c: LogContext, lang: str | None) -> str:
    kind = e.get("people", "local")
    return say(f"log.person_returned.{kind}", lang, c.name(e.player),
                place=c.place(e.player, e.get("frm"), lang))


def _card_dealt(e: Event, c: LogContext, lang: str | None) -> str:
    return t("log.card_dealt", lang=lang, card=c.card(e.get("card")))


def _final_round(e: Event, c: LogContext, lang: str | None) -> str:
    trigger = e.get("trigger", e.player)
    return say("log.final_round", lang, c.name(trigger))


def _final_movement(e: Event, c: LogContext, lang: str | None) -> str:
    return say("log.final_movement", lang, c.name(e.player))


def _passed(e: Event, c: LogContext, lang: str | None) -> str:
    return say("log.passed", lang, c.name(e.player))


def _game_over(e: Event, c: LogContext, lang: str | None) -> str | None:
    report = e.get("report") or {}
    winners = list(report.get("winners") or [])
    players = report.get("players") or []
    if not winners:
        return None
    total = next((p.get("total", 0) for p in players if p.get("name") == winners[0]), 0)
    if len(winners) == 1:
        return say("log.game_over.win", lang, winners[0], total)
    return DEFAULT_WORDS.about_all("log.game_over.shared", winners, total, lang)


def _nothing(e: Event, c: LogContext, lang: str | None) -> None:
    return None


Handler = Callable[[Event, LogContext, "str | None"], "str | None"]

HANDLERS: dict[str, Handler] = {
    "tile_chosen": _tile_chosen, "person_added": _person_added, "footprint": _footprint,
    "dollars": _dollars, "food_truck_placed": _food_truck_placed, "turn_start": _turn_start,
    "card_taken": _card_taken, "card_placed": _card_placed, "swapped": _swapped,
    "reward": _reward, "token_moved": _token_moved, "grant": _nothing,
    "person_moved": _person_moved, "person_summoned": _person_summoned,
    "person_returned": _person_returned, "card_slid": _nothing, "card_dealt": _card_dealt,
    "final_round": _final_round, "final_movement": _final_movement, "passed": _passed,
    "game_over": _game_over,
}
QUIET_KINDS = frozenset(k for k, h in HANDLERS.items() if h is _nothing)
