"""Translated words for game things: people, tags, rows, sand-dollar actions,
objective lines, open actions ("grants") and lists of names.

Card and tile names are proper names and stay as printed. Everything here
takes an optional ``lang`` (default: English).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.i18n.core import DEFAULT_WORDS, has_key, t, tn

PEOPLE = ("local", "tourist", "vip", "any")


def people(kind: str, n: int, lang: str | None = None) -> str:
    """``"2 locals"``, ``"1 VIP"``, ``"3 people"`` (``any``)."""
    kind = kind if kind in PEOPLE else "any"
    return tn(f"unit.people.{kind}", n, lang=lang)


def sand_dollars(n: int, lang: str | None = None) -> str:
    return tn("unit.sand_dollars", n, lang=lang)


def points(n: int, lang: str | None = None) -> str:
    return tn("unit.points", n, lang=lang)


def spaces(n: int, lang: str | None = None) -> str:
    return tn("unit.spaces", n, lang=lang)


def tag_name(tag: str, lang: str | None = None) -> str:
    return t(f"tag.{tag}", lang=lang) if has_key(f"tag.{tag}", lang) else tag


def row_name(row: int | str, lang: str | None = None) -> str:
    """``0`` / ``"beach"`` -> "Beach"; ``1`` / ``"street"`` -> "Street"."""
    name = {0: "beach", 1: "street"}.get(row, row) if isinstance(row, int) else row
    return t(f"row.{name}", lang=lang)


def action_name(action_id: str, lang: str | None = None, fallback: str | None = None) -> str:
    """The translated name of a sand-dollar action (``"back_row"`` -> "From the Back Row")."""
    key = f"sand_dollar.{action_id}.name"
    if has_key(key, lang):
        return t(key, lang=lang)
    return fallback or action_id


def action_text(action_id: str, lang: str | None = None, fallback: str | None = None) -> str:
    key = f"sand_dollar.{action_id}.text"
    if has_key(key, lang):
        return t(key, lang=lang)
    return fallback or ""


def objective_name(objective_id: str, lang: str | None = None) -> str:
    key = f"objective.{objective_id}.name"
    return t(key, lang=lang) if has_key(key, lang) else objective_id


def objective_lines(objective_id: str, lang: str | None = None) -> list[tuple[str, str]]:
    """``[(line name, line text), ...]`` for the wave, misc and penalty lines."""
    out = []
    for line in ("wave", "misc", "penalty"):
        out.append((t(f"play.objective_line.{line}", lang=lang),
                    t(f"objective.{objective_id}.{line}", lang=lang)))
    return out


def join_names(items: Sequence[str], lang: str | None = None) -> str:
    """``"Ann"``, ``"Ann and Bob"``, ``"Ann, Bob and Cleo"``."""
    return DEFAULT_WORDS.join(list(items), lang)


def source_name(state: Any, source: str, lang: str | None = None) -> str:
    """Where an open action came from: a card, the foodie, a sand-dollar action."""
    box = getattr(state, "box", None)
    if box is not None and source in box.cards:
        return box.cards[source].name
    if source == "foodie":
        return t("play.foodie", lang=lang)
    if source == "food_truck":
        return t("play.food_truck", lang=lang)
    if source == "final":
        return t("play.final_movement", lang=lang)
    return action_name(source, lang)


def grant_label(state: Any, grant: Any, lang: str | None = None) -> str:
    """One line for an open action: "Move 2 locals, up to 3 spaces each"."""
    left = grant.count - len(grant.used)
    who = people(grant.people, left, lang)
    if grant.kind == "move":
        return tn("play.grant.move", left, lang=lang, people=who, steps=spaces(grant.steps, lang))
    if grant.kind == "summon":
        box = getattr(state, "box", None)
        card = grant.target or ""
        if box is not None and card in box.cards:
            card = box.cards[card].name
        return t("play.grant.summon", lang=lang, people=who, card=card)
    return t("play.grant.return", lang=lang, people=who)


def is_you(name: str | None) -> bool:
    """True for the solo human's default name, "You", in any language.

    The seat keeps the word of the language it was set up in ("Du" stays
    "Du" after a switch to English), so every language's word counts.
    """
    return DEFAULT_WORDS.is_you(name)


def you(lang: str | None = None) -> str:
    """The solo human's name in ``lang`` ("You", "Du", "Vous")."""
    return DEFAULT_WORDS.you(lang)
