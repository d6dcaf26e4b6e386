"""games/belot/coach."""
