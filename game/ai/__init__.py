"""Bots for Santa Monica: random, easy, medium, hard, expert; the exact
solver and hints. See docs/AI.md."""
