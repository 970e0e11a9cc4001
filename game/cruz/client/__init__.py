"""Santa Cruz at the table: its screens, its table and its component pictures (pygame)."""
