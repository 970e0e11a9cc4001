"""Santa Cruz's table: the map, the track, the hand, the panels and their animations."""
