"""Santa Cruz (Marcel-André Casasola Merkle, 2012): the second game of the box.

Its own engine, content, bots, match and table; it imports nothing of Santa Monica
(game/monica), only the shared packages (safeio, persist, i18n core, the client shell).
"""
