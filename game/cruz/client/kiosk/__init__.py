"""Santa Cruz at the convention kiosk: its attract loop (four bots at speed with
a caption teaching one rule at a time), its players step and its routes."""
