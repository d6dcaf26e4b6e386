"""games/baloot/tui."""
