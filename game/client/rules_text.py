"""A short how-to-play, in our own words, for the rules overlay."""
from __future__ import annotations

RULES: list[tuple[str, str]] = [
    ("Goal",
     "Build the most appealing oceanfront: a row of beach cards above a row of street "
     "cards, grown from your double-high starting tile. Most points wins."),
    ("Your turn",
     "1. Take one card from the FRONT row of the display (the back row only shows what "
     "slides down next) - or pay sand dollars for one of the two sand-dollar actions "
     "instead.\n2. Place it: beach cards go in the top row, street cards in the bottom "
     "row, always touching a card or your starting tile on a side.\n3. Do its placement "
     "actions: gain sand dollars, add people (mandatory), move people (optional).\n"
     "4. The display refills: back cards slide down, new cards are dealt."),
    ("Food truck and foodie",
     "Picking the card above the food truck gives 1 sand dollar, above the foodie one "
     "move of 1 space. Both together: 1 dollar + 1 move, 2 dollars, or 2 moves. The "
     "token then moves right (wrapping around). Sand-dollar actions never get these."),
    ("People",
     "Locals (blue), tourists (orange) and VIPs (green) move up, down, left or right, "
     "one card per step, only onto cards. People on a card with an activity ring fill "
     "it; a filled ring scores its points at the end. Everyone else is unplaced."),
    ("VIPs and footprints",
     "Your starting tile says what your VIPs look for. Each card they step onto or "
     "through that matches gets one footprint, worth 1 point per matching tag."),
    ("End of the game",
     "When someone places their 14th card, the round is played to its end. Then "
     "everyone makes a final movement: each local up to 3 spaces, each tourist and VIP "
     "1 space. Then the cities are scored."),
    ("Scoring",
     "Card icons (adjacency, chains, sand dollars ...), filled rings, footprints and the "
     "three lines of the objective tile: a wave bonus, a second bonus and a penalty for "
     "unplaced people. Ties: most sand dollars left, then longest group of one tag."),
    ("Playing here",
     "Click or tap: a front card to take it, a sand-dollar tile to buy its action, a "
     "glowing spot to place, a person then a glowing space to move (a VIP step by step, "
     "then Confirm). Undo works until you confirm the turn. Click a player panel to see "
     "their city; arrows scroll a wide city. Space or a click skips an animation. "
     "F11: full screen."),
]
