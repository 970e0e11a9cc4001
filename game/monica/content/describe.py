"""A compact notation of icons for the deck table in ``docs/DECK.md``.

``describe_place``, ``describe_ring`` and ``describe_score`` turn the
contract's icon dicts (and ``Ring``) into terse data notation such as
``+2 tourist``, ``move 4 tourist <=2``, ``tourist 1 + any 1 -> 4`` or
``chain nature 5+: 1/tag``. It is for developers reading the docs, never
shown to players: every player-facing sentence about an icon comes from
``game.monica.i18n.icons``.
"""
from __future__ import annotations

from typing import Any

from game.monica.engine.cards import Ring

GAIN_NAMES = {"sand_dollar": "sand dollar", "local": "local", "tourist": "tourist"}


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def describe_place(icon: dict[str, Any]) -> str:
    if "gain" in icon:
        return f"+{_plural(icon['n'], GAIN_NAMES[icon['gain']])}"
    if "move" in icon:
        return f"move {icon['count']} {icon['move']} <={icon['steps']}"
    if "summon" in icon:
        return f"summon {icon['summon']}"
    return str(icon)


def describe_ring(ring: Ring | None) -> str:
    if ring is None:
        return ""
    if ring.any_number:
        return f"any number -> {ring.points}"
    slots = [f"{kind} {getattr(ring, kind)}" for kind in ("local", "tourist", "vip", "any")
             if getattr(ring, kind)]
    return f"{' + '.join(slots)} -> {ring.points}"


def describe_score(icon: dict[str, Any]) -> str:
    p = icon.get("points")
    if "adjacent" in icon:
        need = f" x{icon['min']}" if "min" in icon else ""
        return f"adj {icon['adjacent']}{need}: {p}"
    if "adjacent_tiers" in icon:
        tiers = " / ".join(f"x{low}: {pts}" for low, pts in icon["tiers"])
        return f"adj {icon['adjacent_tiers']} {tiers}"
    if "adjacent_all" in icon:
        return f"adj all of {'+'.join(icon['adjacent_all'])}: {p}"
    if "adjacent_ring" in icon:
        return f"{'adj' if icon['adjacent_ring'] else 'not adj'} ring card: {p}"
    if "adjacent_gives" in icon:
        gives = "sand dollars" if icon["adjacent_gives"] == "sand_dollar" else "people"
        return f"adj card giving {gives}: {p}"
    if "chain" in icon:
        each = "/tag" if icon.get("per_tag") else ""
        return f"chain {icon['chain']} {icon['min']}+: {p}{each}"
    if "sand_dollars" in icon:
        n = icon["sand_dollars"]
        return f"{p} per {'sand dollar' if n == 1 else f'{n} sand dollars'} left"
    if "city_tags" in icon:
        return f"{p} per {icon['per']} {icon['city_tags']} in city"
    return str(icon)
