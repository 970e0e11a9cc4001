"""Bots for Santa Monica: random, easy, medium, hard, expert; the exact
final-movement solver and hints. See docs/AI.md."""
