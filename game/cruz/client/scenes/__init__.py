"""Santa Cruz's screens: title, new game, table, results, rules, replays."""
