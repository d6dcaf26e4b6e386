"""games/baloot."""
