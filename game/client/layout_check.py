"""The layout check: what a screen drew (``layout_record``'s marks) read for
the faults a player sees.

- ``cut``: a text ended in "…", or clipped by its box unless it is a line
  of a scrolling view at the view's edge (role ``"scrolled"``);
- ``overlap``: a text whose ink runs into another text, or into a button,
  badge, tab or component face (card, tile, track cell, seat panel) it does
  not sit inside (a label inside its button is its own); two such boxes or
  tokens over each other (a person on a "+2" tab, two people piled up, two
  cards over each other); a person may stand on a card's printing, and a
  piece, badge or tab on a tile or card;
- ``small``: a text under 12 px in the window it is shown in (a component's
  printed name, role ``"name"``, excepted: cards and tiles show large on a
  hover or a tap);
- ``straddle``: a token across the gap between two columns (of the display
  or the city);
- ``english``: a string shown in German or French that the English screen
  shows too (``english``), unless it is a name or reads the same in both.

A key art's printing (role ``"picture"``: the cards and tiles of a title's
picture) is read for "…" only: it may be cropped by its frame, be small and
lie under the words drawn over it.

Only the top layer counts (what follows the last full-screen shade), a mark
hidden under a later opaque plate is not seen (a text it hides in part is an
overlap), and what is in flight (a
dealt card, a "+2" rising) is read where it lands, not on its way.
"""
from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import pygame

from game.client.layout_record import BOXES, Kind, Mark

MIN_PX = 12.0                  # the smallest text a player can read, in window pixels
MAY_CLIP: frozenset[str] = frozenset({"scrolled", "picture"})
SMALL_OK: frozenset[str] = frozenset({"name", "picture"})
BACKGROUND = "picture"         # a key art's printing: under all, cut with "…" only
SLACK = 2                      # anti-aliased edges may touch by this many pixels
CLEAR = 4                      # canvas pixels a text keeps from a badge, button, tab or token


@dataclass(frozen=True)
class Problem:
    kind: str                  # cut, overlap, small, straddle, english
    what: str

    def __str__(self) -> str:
        return f"{self.kind}: {self.what}"


def _say(m: Mark) -> str:
    r = m.rect
    name = repr(m.text) if m.kind is Kind.TEXT else m.kind.value + (f" {m.text!r}" if m.text else "")
    return f"{name} at ({r.x},{r.y} {r.w}x{r.h})"


def visible(marks: Sequence[Mark]) -> list[Mark]:
    """The marks of the top layer that no later opaque plate hides."""
    marks = sorted(marks, key=lambda m: m.seq)
    last = max((i for i, m in enumerate(marks) if m.kind is Kind.LAYER), default=-1)
    top = marks[last + 1:]
    covers = [m for m in top if m.kind is Kind.COVER]
    return [m for m in top if m.kind not in (Kind.COVER, Kind.LAYER)
            and not any(c.seq > m.seq and c.rect.colliderect(m.rect) for c in covers)]


def _meet(a: pygame.Rect, b: pygame.Rect, slack: int = SLACK) -> bool:
    both = a.clip(b)
    return both.w > slack and both.h > slack


def _echo(a: Mark, b: Mark) -> bool:
    """The same words drawn twice a few pixels apart, at about one size: a
    shadow, an outline, a stack of the same card."""
    return (a.text == b.text and abs(a.rect.w - b.rect.w) <= a.rect.w * 0.12
            and abs(a.rect.x - b.rect.x) <= 12 and abs(a.rect.y - b.rect.y) <= 12)


def _inside(box: Mark, m: Mark) -> bool:
    """``m`` drawn on ``box`` (after it, within it): the box's own label or badge."""
    return box.seq < m.seq and box.rect.inflate(2 * SLACK, 2 * SLACK).contains(m.rect)


def check(marks: Sequence[Mark], scale: float = 1.0) -> list[Problem]:
    """Everything wrong with a screen whose canvas shows ``marks`` in a
    window ``scale`` times the canvas (1280x720 shows a 1920x1080 canvas at 2/3)."""
    shown = [m for m in visible(marks) if m.role != "moving"]     # checked where it lands
    pictured = [m for m in shown if m.kind is Kind.TEXT and m.role == BACKGROUND]
    texts = [m for m in shown if m.kind is Kind.TEXT and m.role != BACKGROUND]
    boxes = [m for m in shown if m.kind in BOXES and m.role != BACKGROUND]
    out: list[Problem] = []
    for t in pictured + texts:
        if t.cut or (t.clipped and t.role not in MAY_CLIP):
            out.append(Problem("cut", _say(t) + (" (clipped)" if not t.cut else "")))
        if t.px * scale < MIN_PX - 1e-6 and t.role not in SMALL_OK and _WORD.search(t.text):
            out.append(Problem("small", f"{_say(t)}: {t.px * scale:.1f} px"))
    for a, b in itertools.combinations(texts, 2):
        if _meet(a.rect, b.rect) and not _echo(a, b):
            out.append(Problem("overlap", f"{_say(a)} and {_say(b)}"))
    for t in texts:
        # a mark's own label (a badge's "+") is judged with its mark: on a card as it is
        labelled = any(_inside(b, t) for b in boxes if b.kind in (Kind.BADGE, Kind.TAB))
        for b in boxes:
            if b.kind is Kind.TOKEN or (labelled and b.kind is Kind.CARD):
                continue                   # a person may stand on a card's printing
            # words keep clear of a mark; a component's face they may touch, not enter
            near = b.rect if b.kind is Kind.CARD else b.rect.inflate(2 * CLEAR, 2 * CLEAR)
            if _meet(t.rect, near, SLACK if b.kind is Kind.CARD else 0) and not _inside(b, t):
                out.append(Problem("overlap", f"{_say(t)} and {_say(b)}"))
    for a, b in itertools.combinations(boxes, 2):
        if Kind.CARD in (a.kind, b.kind) and not {a.kind, b.kind} <= {Kind.CARD, Kind.BUTTON}:
            continue                       # a piece stands on a tile, a badge marks a card
        if _meet(a.rect, b.rect) and not _inside(a, b) and not _inside(b, a):
            out.append(Problem("overlap", f"{_say(a)} and {_say(b)}"))
    for t in boxes:
        if t.kind is Kind.TOKEN and t.clipped:
            out.append(Problem("cut", _say(t) + " (clipped)"))
    out += straddles(shown)
    out += half_hidden(marks)
    return out


def half_hidden(marks: Sequence[Mark]) -> list[Problem]:
    """Texts of the top layer that a later small opaque plate (a tag, a
    badge's plate: less than three lines of the text tall) covers in part. One
    that covers a text whole hides it, and a large one (a banner, a dialog)
    lies over the screen: what it hides is not seen."""
    marks = sorted(marks, key=lambda m: m.seq)
    last = max((i for i, m in enumerate(marks) if m.kind is Kind.LAYER), default=-1)
    top = marks[last + 1:]
    covers = [m for m in top if m.kind is Kind.COVER]
    out: list[Problem] = []
    for t in top:
        if t.kind is not Kind.TEXT or t.role in MAY_CLIP or t.role == "moving":
            continue
        for c in covers:
            if (c.seq > t.seq and c.rect.h < 3 * t.rect.h and _meet(c.rect, t.rect)
                    and not c.rect.contains(t.rect)):
                out.append(Problem("overlap", f"{_say(t)} is half under a plate at "
                                              f"({c.rect.x},{c.rect.y} {c.rect.w}x{c.rect.h})"))
                break
    return out


def straddles(marks: Iterable[Mark]) -> list[Problem]:
    """Tokens that touch a column without standing inside one."""
    marks = list(marks)
    columns = [m.rect for m in marks if m.kind is Kind.COLUMN]
    out: list[Problem] = []
    for t in (m for m in marks if m.kind is Kind.TOKEN):
        touched = [c for c in columns if _meet(t.rect, c, 0)]
        home = [c for c in touched if c.left - SLACK <= t.rect.left and t.rect.right <= c.right + SLACK]
        if touched and not home:
            out.append(Problem("straddle", f"{_say(t)} is not inside one column "
                                           f"(it touches {len(touched)})"))
    return out


_WORD = re.compile(r"[^\W\d_]{2,}")
_EDGES = " .,:;·…()!?"
_FIELD = re.compile(r"\{[^{}]*\}")


def english(shown: Iterable[Mark], in_english: Iterable[Mark], names: Iterable[str] = (),
            same: Iterable[str] = ()) -> list[Problem]:
    """Texts of a German or French screen that its English twin shows too
    (with a word in them), unless every word in it is a name's (``names``:
    seats, cards, tiles) or a phrase's that reads the same in both languages
    (``same``: the catalog's phrases written alike, ``{field}``s match
    anything). A component's printed name (role ``"name"``) is a name, and
    a key art's printing (role ``"picture"``) is the picture's."""
    english_texts = {m.text.strip(_EDGES) for m in in_english if m.kind is Kind.TEXT}
    same = list(same)
    free = {w for phrase in [*names, *same] for w in _WORD.findall(phrase)}
    patterns = [re.compile(".*".join(map(re.escape, _FIELD.split(p))) + "$") for p in same
                if _WORD.search(_FIELD.sub("", p))]        # "{a}, {b}" would pass anything
    out: list[Problem] = []
    seen: set[str] = set()
    for m in shown:
        s = m.text.strip(_EDGES)
        if m.kind is not Kind.TEXT or m.role in ("name", BACKGROUND) or s in seen:
            continue
        seen.add(s)
        if (s in english_texts and not set(_WORD.findall(s)) <= free
                and not any(p.match(s) for p in patterns)):
            out.append(Problem("english", repr(s)))
    return out
