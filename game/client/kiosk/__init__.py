"""The convention kiosk: ``python main.py kiosk``.

A locked, touch-first, fullscreen table. When nobody plays, bots play real
games with a caption teaching one rule at a time (``attract_loop``,
``caption``), the box's games taking turns (``lineup``: the operator switches
games off); a touch asks which game (``chooser``, when more than one is on),
then how many people play (``players``); a game left
alone asks "Still playing?" and falls back to the attract loop (``idle``).
Visitors get no exit and no settings: the operator holds the top-left
corner for 3 seconds (or taps it 5 times) and types the PIN (``pin``,
``operator``). An error in any scene is logged to the data folder and the
kiosk starts over with the attract loop (``shell``).
"""
