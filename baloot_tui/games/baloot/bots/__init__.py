"""Bots: every level sees only a seat's PlayerView (import rules submodules, never the facade)."""
