"""The scenes of the table: title, new game, play, results, rules."""
