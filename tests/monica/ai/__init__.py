"""Tests of the bots, the final-movement solver and hints."""
