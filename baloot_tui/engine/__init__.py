"""Headless orchestration: the game controller, seats, events, saves."""
