"""Is this seat the solo human, the one the screens call "You"?

A solo human's seat is named ``t("setup.you")`` in the language the game was
set up in ("You", "Du", "Vous"). The name stays as it was given (it is in
the save), so screens ask ``is_you`` instead of comparing with one word.
"""
from __future__ import annotations

from game.i18n.words import is_you, you

__all__ = ["is_you", "you"]
