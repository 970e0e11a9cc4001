"""The game log in plain words: one short sentence per engine event.

``describe_event(event, context, lang)`` turns an ``Event`` into a sentence in
English, German or French, or None for events too small to log (a card
sliding forward, an action becoming available). ``context`` is the game
state *before* the action that produced the event (for player and card names,
the cities and where the food truck stood), or just the list of player names.

``describe_events`` does a whole action's events at once and remembers what
earlier events of the list said (e.g. which starting tile was just chosen).
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from game.content.box import load_box
from game.engine.events import Event

from .core import DEFAULT_WORDS, about, t, tn
from .words import action_name, join_names, points

Pos = tuple[int, int]


@dataclass
class _Context:
    names: list[str]
    state: Any = None
    box: Any = None
    tiles: dict[int, str] = field(default_factory=dict)   # player -> tile id just chosen

    def name(self, player: int) -> str:
        if 0 <= player < len(self.names):
            return self.names[player]
        return t("common.player_n", n=player + 1)

    def card(self, cid: Any) -> str:
        box = self.box
        if box is not None:
            if cid in box.cards:
                return box.cards[cid].name
            if cid in box.tiles:
                return box.tiles[cid].name
        return str(cid)

    def city(self, player: int) -> Any:
        if self.state is None or not 0 <= player < len(self.state.players):
            return None
        return self.state.players[player].city

    def start_col(self, player: int) -> int:
        city = self.city(player)
        return city.start_col if city is not None else 0

    def place(self, player: int, pos: Any, lang: str | None) -> str:
        """The card (or starting tile half) at ``pos`` in a player's city."""
        pos = _pos(pos)
        city = self.city(player)
        tile = city.tile.id if city is not None else self.tiles.get(player)
        start = self.start_col(player)
        if pos is not None and pos[1] == start and tile is not None:
            key = "log.place.start_beach" if pos[0] == 0 else "log.place.start_street"
            return t(key, lang=lang, tile=self.card(tile))
        if city is not None and pos is not None and pos in city.cards:
            return city.cards[pos].name
        if city is None and pos is not None and pos[1] == start:
            return t("log.place.start_tile", lang=lang)
        return t("log.place.unknown", lang=lang)


def _pos(value: Any) -> Pos | None:
    try:
        row, col = value
        return int(row), int(col)
    except (TypeError, ValueError):
        return None


def _context(source: Any) -> _Context:
    if isinstance(source, _Context):
        return source
    players = getattr(source, "players", None)
    if players is not None:
        return _Context([p.name for p in players], source, getattr(source, "box", None))
    return _Context([str(n) for n in (source or [])], None, load_box())   # cached


def _say(key: str, lang: str | None, name: str, n: int | None = None,
         **kwargs: Any) -> str:
    """``t(key)`` (``tn`` with ``n``) about ``name``; second person for "You".

    The solo human's seat is called "You" ("Du", "Vous"): its lines use the
    ``<key>.you`` templates ("You take ...") and that word in ``lang``.
    """
    return about(key, name, n, lang, **kwargs)


# -- one handler per event kind ---------------------------------------------

def _tile_chosen(e: Event, c: _Context, lang: str | None) -> str:
    c.tiles[e.player] = e.get("tile")
    return _say("log.tile_chosen", lang, c.name(e.player), tile=c.card(e.get("tile")))


def _person_added(e: Event, c: _Context, lang: str | None) -> str:
    kind = e.get("people", "local")
    source = e.get("source")
    if c.box is not None and source in c.box.cards:
        place = c.card(source)
    else:
        place = c.place(e.player, e.get("to"), lang)
    return _say(f"log.person_added.{kind}", lang, c.name(e.player), place=place)


def _footprint(e: Event, c: _Context, lang: str | None) -> str:
    return _say("log.footprint", lang, c.name(e.player),
                place=c.place(e.player, e.get("pos"), lang))


def _dollars(e: Event, c: _Context, lang: str | None) -> str | None:
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
        return _say("log.dollars.pay", lang, name, -n,
                    action=action_name(str(source), lang, fallback))
    if n == 0:
        return None
    if source == "setup":
        return _say("log.dollars.setup", lang, name, n)
    if source == "food_truck":
        return _say("log.dollars.gain_truck", lang, name, n)
    if c.box is not None and source in c.box.cards:
        return _say("log.dollars.gain_from", lang, name, n, source=c.card(source))
    return _say("log.dollars.gain", lang, name, n)


def _food_truck_placed(e: Event, c: _Context, lang: str | None) -> str:
    return _say("log.food_truck_placed", lang, c.name(e.player),
                truck=int(e.get("truck", 0)) + 1, foodie=int(e.get("foodie", 0)) + 1)


def _turn_start(e: Event, c: _Context, lang: str | None) -> str:
    return _say("log.turn_start", lang, c.name(e.player), round=e.get("round", ""))


def _card_taken(e: Event, c: _Context, lang: str | None) -> str:
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
        return _say(key, lang, name, card=card,
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
    return _say(key, lang, name, card=card)


def _card_placed(e: Event, c: _Context, lang: str | None) -> str:
    pos = _pos(e.get("to")) or (0, 0)
    offset = pos[1] - c.start_col(e.player)
    side = "right" if offset > 0 else "left"
    where = tn(f"log.where.{side}", abs(offset), lang=lang)
    row = "beach" if pos[0] == 0 else "street"
    return _say(f"log.card_placed.{row}", lang, c.name(e.player),
                card=c.card(e.get("card")), where=where)


def _swapped(e: Event, c: _Context, lang: str | None) -> str:
    a, b = (list(e.get("cards") or ()) + ["?", "?"])[:2]
    return _say("log.swapped", lang, c.name(e.player), a=c.card(a), b=c.card(b))


def _reward(e: Event, c: _Context, lang: str | None) -> str | None:
    option = e.get("option")
    if option not in ("dollar_move", "two_dollars", "two_moves"):
        return None
    return _say(f"log.reward.{option}", lang, c.name(e.player))


def _token_moved(e: Event, c: _Context, lang: str | None) -> str:
    token = "truck" if e.get("token") == "truck" else "foodie"
    return t(f"log.token_moved.{token}", lang=lang, col=int(e.get("to", 0)) + 1)


def _person_moved(e: Event, c: _Context, lang: str | None) -> str:
    kind = e.get("people", "local")
    path = list(e.get("path") or ())
    place = c.place(e.player, path[-1] if path else None, lang)
    name = c.name(e.player)
    prints = [_pos(p) for p in (e.get("footprints") or ())]
    if kind != "vip" or not prints:
        return _say(f"log.person_moved.{kind}", lang, name, place=place)
    if len(prints) == 1 and path and prints[0] == _pos(path[-1]):
        return _say("log.person_moved.vip_footprint", lang, name, place=place)
    places = join_names([c.place(e.player, p, lang) for p in prints], lang)
    return _say("log.person_moved.vip_footprints_on", lang, name, len(prints),
                place=place, places=places)


def _person_summoned(e: Event, c: _Context, lang: str | None) -> str:
    kind = e.get("people", "local")
    if kind == "vip" and e.get("footprints"):
        # a VIP summoned onto a card with a sought tag earns a footprint there
        # (EN p.6 "VIPs and footprints"; docs/RULES_NOTES.md 17)
        kind = "vip_footprint"
    return _say(f"log.person_summoned.{kind}", lang, c.name(e.player),
                place=c.place(e.player, e.get("to"), lang))


def _person_returned(e: Event, c: _Context, lang: str | None) -> str:
    kind = e.get("people", "local")
    return _say(f"log.person_returned.{kind}", lang, c.name(e.player),
                place=c.place(e.player, e.get("frm"), lang))


def _card_dealt(e: Event, c: _Context, lang: str | None) -> str:
    return t("log.card_dealt", lang=lang, card=c.card(e.get("card")))


def _final_round(e: Event, c: _Context, lang: str | None) -> str:
    trigger = e.get("trigger", e.player)
    return _say("log.final_round", lang, c.name(trigger))


def _final_movement(e: Event, c: _Context, lang: str | None) -> str:
    return _say("log.final_movement", lang, c.name(e.player))


def _passed(e: Event, c: _Context, lang: str | None) -> str:
    return _say("log.passed", lang, c.name(e.player))


def _game_over(e: Event, c: _Context, lang: str | None) -> str | None:
    report = e.get("report") or {}
    winners = list(report.get("winners") or [])
    players = report.get("players") or []
    if not winners:
        return None
    total = next((p.get("total", 0) for p in players if p.get("name") == winners[0]), 0)
    if len(winners) == 1:
        return _say("log.game_over.win", lang, winners[0], total)
    return DEFAULT_WORDS.about_all("log.game_over.shared", winners, total, lang)


def _nothing(e: Event, c: _Context, lang: str | None) -> None:
    return None


Handler = Callable[[Event, _Context, "str | None"], "str | None"]

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


def describe_event(event: Event, state_before_or_names: Any,
                   lang: str | None = None) -> str | None:
    """One sentence for ``event``, or None if it is not worth a log line.

    Pass the state before the action (best: it knows the cities and where the
    food truck stood) or just the player names. Never raises: an event it
    cannot read gives None.
    """
    handler = HANDLERS.get(event.kind)
    if handler is None:
        return None
    try:
        line = handler(event, _context(state_before_or_names), lang)
    except (LookupError, TypeError, ValueError):
        return None       # an event recorded with fields it cannot read: no log line
    if line and line.endswith(".."):
        line = line[:-1]      # a name ending in a full stop ("Trading Co.")
    return line


def describe_each(events: Iterable[Event], state_before_or_names: Any,
                  lang: str | None = None) -> list[str | None]:
    """One line (or None for a quiet event) per event, aligned with ``events``."""
    ctx = _context(state_before_or_names)
    return [describe_event(event, ctx, lang) or None for event in events]


def describe_events(events: Iterable[Event], state_before_or_names: Any,
                    lang: str | None = None) -> list[str]:
    """The log lines of one action's events, in order, skipping quiet ones."""
    return [line for line in describe_each(events, state_before_or_names, lang) if line]


def describe_scores(report: dict[str, Any], lang: str | None = None) -> list[str]:
    """``["Ann: 41 points", ...]`` from a ``score_game`` report, best first."""
    players = sorted(report.get("players") or [], key=lambda p: p.get("rank", 0))
    return [_say("log.player_score", lang, str(p.get("name", "?")),
                 points=points(int(p.get("total", 0)), lang)) for p in players]
