"""Santa Cruz's components drawn with pygame: tiles, buildings, cards, chips, stones, the map."""
