"""The play table: turn flow, regions, interaction model, sprites, animation, HUD."""
