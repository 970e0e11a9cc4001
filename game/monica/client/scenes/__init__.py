"""Santa Monica: scenes."""
