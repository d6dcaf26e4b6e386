"""games/belot."""
