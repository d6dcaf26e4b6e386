"""games/belot/tui."""
