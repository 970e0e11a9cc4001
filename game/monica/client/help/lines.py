"""The lines of a help panel: a sentence, the printed icon it is about, and
the points it makes now.

Pure (no pygame): the overlay draws ``Line.icon`` with the real art. Icon
specs are tuples: ``("score", icon)``, ``("place", action)``, ``("ring", ring)``,
``("icon", name)`` or ``("people", kind)``. Sentences come from
``game.monica.i18n.icons`` and the engine's explanations, so a zoomed card, the "?"
popups and the explained tally all say the same thing.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.monica.i18n.explain import explain_objective, explain_space
from game.monica.engine.rings import settle
from game.monica.engine.city import City
from game.monica.engine.state import GameState
from game.monica.i18n import icons
from game.i18n import Words


def city_of(state: GameState, seat: int) -> City:
    """``seat``'s city (every seat has one once the starting tiles are chosen)."""
    city = state.players[seat].city
    if city is None:
        raise ValueError(f"seat {seat} has no city yet")
    return city

Pos = tuple[int, int]
Icon = tuple | None


@dataclass(frozen=True)
class Line:
    """One row of a help panel. ``style``: heading, rule, good, miss, bad, note."""

    text: str
    icon: Icon = None
    points: int | None = None
    style: str = "rule"


def labelled(words: Words, name: str, text: str) -> str:
    """``"Name: text"`` with the language's own spacing (French puts a space
    before the colon)."""
    return words.t("help.reference.entry", name=name, text=text)


def heading(text: str, points: int | None = None) -> Line:
    return Line(text, None, points, "heading")


def _tag_icons(tags: Any) -> Icon:
    return ("tags", tuple(tags))


# -- printed rules ---------------------------------------------------------------------

def card_rules(words: Words, card: Any) -> list[Line]:
    """Every icon of a feature card as a sentence, in printed order."""
    out: list[Line] = []
    tags = list(getattr(card, "tags", ()))
    if tags:
        names = ", ".join(icons.tag_form(x, "name", lang=words.language) for x in tags)
        out.append(Line(words.t("phrase.card.tags", tags=names), _tag_icons(tags)))
    for action in getattr(card, "place", ()):
        out.append(Line(icons.place_icon(action, lang=words.language), ("place", action)))
    ring = getattr(card, "ring", None)
    if ring is not None:
        out.append(Line(icons.ring(ring, lang=words.language), ("ring", ring)))
    for icon in getattr(card, "score", ()):
        out.append(Line(icons.score_icon(icon, lang=words.language), ("score", icon)))
    if getattr(card, "beach_end", False):
        out.append(Line(words.t("phrase.card.beach_end"), ("icon", "beach_end")))
    return out


def tile_rules(words: Words, tile: Any) -> list[Line]:
    """A starting tile: its tags, setup and what its VIPs look for."""
    out: list[Line] = []
    tags = list(getattr(tile, "tags", ()))
    if tags:
        names = ", ".join(icons.tag_form(x, "name", lang=words.language) for x in tags)
        out.append(Line(words.t("phrase.card.tile_tags", tags=names), _tag_icons(tags)))
    for action in getattr(tile, "setup", ()):
        spec: Icon = ("icon", "footprint") if action.get("footprint") else ("place", action)
        if action.get("gain") == "vip":
            spec = ("people", "vip")
        out.append(Line(icons.setup_icon(action, lang=words.language), spec))
    vip = getattr(tile, "vip", None)
    if vip is not None:
        out.append(Line(icons.vip_rule(vip, lang=words.language), ("icon", "footprint")))
    return out


def sand_dollar_rules(words: Words, action: Any, dollars: int | None = None) -> list[Line]:
    """A sand-dollar action: its sentence, what it costs against what you have."""
    out = [Line(icons.sand_dollar_action(action, lang=words.language), ("icon", "sand_dollar"))]
    if dollars is not None:
        cost = int(getattr(action, "cost", 0))
        key = "table.help.sd_afford" if dollars >= cost else "table.help.sd_short"
        out.append(Line(words.tn(key, dollars, cost=cost), None, None,
                        "good" if dollars >= cost else "miss"))
    out.append(Line(words.t("help.sand_dollars.text"), None, None, "note"))
    return out


OBJECTIVE_ICONS = {"wave": ("icon", "wave"), "misc": ("icon", "chain"),
                   "penalty": ("people", "any")}


def objective_rules(words: Words, objective: Any, state: GameState | None = None,
                    seat: int | None = None) -> list[Line]:
    """The three objective lines; with a city, what each gives it now."""
    out: list[Line] = []
    now: dict[str, dict[str, Any]] = {}
    if state is not None and seat is not None and state.players[seat].city is not None:
        seats = [i for i, p in enumerate(state.players) if p.city is not None]
        cities = [city_of(state, i) for i in seats]
        for e in explain_objective(cities, seats.index(seat), objective, lang=words.language):
            now[e["line"]] = e
    for part in ("wave", "misc", "penalty"):
        name = words.t(f"play.objective_line.{part}" if part != "penalty" else
                       icons.category_key(part, getattr(objective, "id", None)))
        line = getattr(objective, part)
        if part in now:
            e = now[part]
            out.append(Line(labelled(words, name, e["text"]), OBJECTIVE_ICONS[part], e["points"],
                            _style(e["points"])))
        else:
            out.append(Line(labelled(words, name, icons.objective_line(part, line, lang=words.language)),
                            OBJECTIVE_ICONS[part]))
    return out


def _style(points: int) -> str:
    return "good" if points > 0 else ("bad" if points < 0 else "miss")


# -- a card in a city, now ----------------------------------------------------------------

def space_now(words: Words, state: GameState, seat: int, pos: Pos) -> list[Line]:
    """What the card (or starting tile) at ``pos`` scores now, and why."""
    city = state.players[seat].city
    if city is None:
        return []
    status, unplaced_at = settle(city)
    out: list[Line] = []
    lines: list[Line] = []
    total = 0
    for e in explain_space(city, pos, lang=words.language):
        total += e["points"]
        lines.append(Line(e["text"], ("score", e["icon"]), e["points"], _style(e["points"])))
    card = city.cards.get(pos)
    if card is not None and card.ring is not None and pos in status:
        placed, filled = status[pos]
        pts = card.ring.points if filled else 0
        total += pts
        state_text = icons.ring_status(placed, filled, card.ring.slots, lang=words.language)
        ring_text = icons.ring(card.ring, lang=words.language)
        lines.append(Line(icons.with_status(ring_text, state_text, lang=words.language),
                          ("ring", card.ring), pts, _style(pts)))
    if pos in city.footprints:
        pts = city.tile.vip.points(pos[0], city.tags_at(pos))
        total += pts
        lines.append(Line(icons.footprint_points(city.tile.vip, pos[0], city.tags_at(pos),
                                                 lang=words.language),
                          ("icon", "footprint"), pts, _style(pts)))
    unplaced = unplaced_at.get(pos, 0)
    if unplaced:
        lines.append(Line(words.tn("table.zoom.unplaced_here", unplaced), ("people", "any"), None,
                          "bad"))
    out.append(heading(words.t("table.zoom.scores_now"), total))
    if not lines:
        lines.append(Line(words.t("table.zoom.scores_nothing"), None, None, "note"))
    return out + lines


def city_title(words: Words, name: str) -> str:
    """"Ann's city" ("Your city" for the solo human's seat)."""
    return words.about("play.city", name)


def in_city(words: Words, state: GameState, seat: int) -> str:
    """"In Ann's city" ("In your city" for the solo human's seat)."""
    name = state.players[seat].name
    return words.about("table.zoom.in_city", name)
