"""Saudi Baloot in the terminal: rules engine, bots and a Textual table."""

__version__ = "0.1.0"
