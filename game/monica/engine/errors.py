"""Errors the engine raises."""


class IllegalAction(ValueError):
    """An action that the rules do not allow now. The state is left unchanged."""
