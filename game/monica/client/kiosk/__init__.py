"""Santa Monica: kiosk."""
