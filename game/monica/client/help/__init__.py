"""Help that the table and the menus can open: the zoomed component with its
icons in words, the "?" popups, the icon reference and the how-to-play.

Every ``open_*`` function asks the app's router for the popup (``Info``) or
the rules and returns the scene now on top; the popup closes itself (tap,
Esc). ``open_how_to_play(app)`` is the one door other screens use to show
the rules.
"""
from __future__ import annotations

from typing import Any, Sequence

from game.monica.engine.state import GameState
from game.i18n import words as i18n_words
from game.client.router import Info, Rules
from game.monica.client.help.lines import (Line, card_rules, city_of, heading, in_city, objective_rules,
                    sand_dollar_rules, space_now, tile_rules)
from game.monica.client.help.overlay import ART_MAX

Pos = tuple[int, int]
__all__ = ["open_how_to_play", "open_card", "open_tile",
           "open_sand_dollar", "open_objective", "open_lines", "Line"]


def open_lines(app: Any, title: str, lines: Sequence[Line], art: Any = None,
               subtitle: str = "") -> Any:
    """A help popup (the ``Info`` destination); returns the scene now on top."""
    app.router.go(Info(title, tuple(lines), art, subtitle))
    return app.stack.top


def open_how_to_play(app: Any, page: int = 0) -> Any:
    """The illustrated how-to-play, from its first page (or ``page``), through
    the router (the rules screen is a destination); returns the scene on top."""
    app.router.go(Rules(page=page))
    return app.stack.top


def open_card(app: Any, card: Any, state: GameState | None = None, seat: int | None = None,
              pos: Pos | None = None) -> Any:
    """A feature card large, every icon in words; in a city, what it scores now."""
    words = app.ctx.words
    lines = card_rules(words, card)
    subtitle = words.t(f"table.zoom.{card.row_name}_card")
    if state is not None and seat is not None and pos is not None:
        lines = space_now(words, state, seat, pos) + [heading(words.t("table.zoom.printed"))] + lines
        subtitle = in_city(words, state, seat)
    return open_lines(app, card.name, lines, app.ctx.pictures.card(card, ART_MAX), subtitle)


def open_tile(app: Any, tile: Any, state: GameState | None = None,
              seat: int | None = None) -> Any:
    """A starting tile large; in a city, what its two halves score now."""
    words = app.ctx.words
    lines = tile_rules(words, tile)
    subtitle = words.t("table.zoom.starting_tile")
    if state is not None and seat is not None and state.players[seat].city is not None:
        city = city_of(state, seat)
        now = []
        for row in (1, 0):
            half = space_now(words, state, seat, (row, city.start_col))
            label = words.t("table.zoom.half_street") if row else words.t("table.zoom.half_beach")
            now += [Line(f"{label} · {half[0].text}", None, half[0].points, "heading")]
            now += half[1:]
        lines = now + [heading(words.t("table.zoom.printed"))] + lines
        subtitle = in_city(words, state, seat)
    art = app.ctx.pictures.tile(tile, (ART_MAX[1] * 150 // 426, ART_MAX[1]))
    return open_lines(app, tile.name, lines, art, subtitle)


def open_sand_dollar(app: Any, action: Any, dollars: int | None = None) -> Any:
    """A sand-dollar action: what it does, its cost, when to use it."""
    words = app.ctx.words
    name = i18n_words.action_name(action.id, words.language, fallback=action.name)
    art = app.ctx.pictures.sand_dollar_action(action, (520, 416))
    return open_lines(app, name, sand_dollar_rules(words, action, dollars), art,
                      words.t("table.help.sd_subtitle"))


def open_objective(app: Any, objective: Any, state: GameState | None = None,
                   seat: int | None = None) -> Any:
    """The objective tile's three lines; with a city, what each gives it now."""
    words = app.ctx.words
    lines = objective_rules(words, objective, state, seat)
    lines.append(Line(words.t("table.help.objective_note"), None, None, "note"))
    subtitle = words.t("table.help.objective_subtitle")
    if state is not None and seat is not None:
        subtitle = in_city(words, state, seat)
    name = i18n_words.objective_name(objective.id, lang=words.language)
    title = words.t("play.objective", id=objective.id, name=name)
    return open_lines(app, title, lines, app.ctx.pictures.objective(objective, (520, 394)), subtitle)
