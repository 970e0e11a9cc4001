"""Text from files, made safe to draw: no control characters, NUL or lone
surrogates reach the font (pygame's font refuses NUL and cannot encode a lone
surrogate), and a name cannot be longer than the table has room for."""
from __future__ import annotations

import os
import unicodedata
from typing import Any

NAME_LENGTH = 24
# Cc: control characters (NUL included); Cs: lone surrogates; Cn: unassigned;
# Co: private use (no glyph in our fonts). Format characters (Cf) other than
# the joiners used inside emoji and scripts are dropped too.
_DROP = {"Cc", "Cs", "Cn", "Co"}
_KEEP_FORMAT = {"\u200c", "\u200d"}
_SPACES = {"Zl", "Zp", "Zs"}


def clean_text(value: Any, limit: int = 200) -> str:
    """``value`` as drawable text: controls dropped, runs of spaces (and line
    breaks) made one space, ends stripped, at most ``limit`` characters."""
    if not isinstance(value, str):
        return ""
    out: list[str] = []
    for ch in value:
        cat = unicodedata.category(ch)
        if cat in _SPACES or ch in "\t\n\r":
            ch = " "
        elif cat in _DROP or (cat == "Cf" and ch not in _KEEP_FORMAT):
            continue
        if ch == " " and (not out or out[-1] == " "):
            continue
        out.append(ch)
        if len(out) >= limit + 1:
            break
    return "".join(out).strip()[:limit].rstrip()


def clean_name(value: Any, fallback: str, limit: int = NAME_LENGTH) -> str:
    """A player's name safe to draw, or ``fallback`` when nothing is left of it."""
    return clean_text(value, limit) or fallback


def shown_path(path: str | os.PathLike[str], limit: int = 300) -> str:
    """A file's path as text to draw: bytes of the name that are not UTF-8
    (held by Python as lone surrogates, which no font can draw) become "?"."""
    raw = os.fsencode(path)
    return clean_text(raw.decode("utf-8", "replace").replace("\ufffd", "?"), limit)


def is_clean(value: str, limit: int = 200) -> bool:
    """Would ``clean_text`` leave this text as it is?"""
    return clean_text(value, limit) == value
