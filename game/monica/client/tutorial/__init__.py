"""The guided first game ("Learn to play") at the real table: the coach that
accepts only the taught tap, its panel, the first-start offer on the title,
and the scene builder the routes call. The steps themselves are pure logic in
``game.monica.match.tutorial``."""
