"""The how-to-play, page by page: which catalog texts each page tells and
which picture goes with it (no pygame).

The words live in the catalogs (``help.<section>.title`` / ``.text``, in our
own words after the rulebook, in every language); ``help.here`` explains this
table's own helps. The last page is the icon reference.
"""
from __future__ import annotations

from dataclasses import dataclass
from game.i18n import Words



@dataclass(frozen=True)
class Page:
    sections: tuple[str, ...]     # help.<section>.title / .text, in order
    picture: str                  # a drawing of game.monica.client.help.pictures

    def title(self, words: Words) -> str:
        return words.t(f"help.{self.sections[0]}.title")

    def paragraphs(self, words: Words) -> list[tuple[str, str]]:
        """``[(title, text), ...]`` in ``words``' language."""
        return [(words.t(f"help.{s}.title"), words.t(f"help.{s}.text")) for s in self.sections]


PAGES: tuple[Page, ...] = (
    Page(("goal",), "city"),
    Page(("turn", "take"), "display"),
    Page(("sand_dollars",), "sand_dollars"),
    Page(("place", "placement_actions"), "placement"),
    Page(("people",), "people"),
    Page(("vips",), "vips"),
    Page(("end", "scoring"), "scoring"),
    Page(("here",), "here"),
)


def page_titles(words: Words) -> list[str]:
    return [p.title(words) for p in PAGES] + [words.t("help.icons_heading")]
