"""Santa Monica: monica."""
