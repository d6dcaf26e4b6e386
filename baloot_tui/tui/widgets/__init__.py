"""Table widgets: they render a TableSnapshot and post messages up."""
