"""plain."""
