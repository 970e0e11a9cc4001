"""Santa Monica: client."""
