"""Errors the Santa Cruz engine raises."""


class IllegalAction(ValueError):
    """An action the rules do not allow now. The state is left unchanged."""


class PositionError(ValueError):
    """A position (shared/contracts/santa-cruz.md) the rules cannot reach."""
