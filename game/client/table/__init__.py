"""The play table: session, interaction model, sprites, animation, HUD."""
