"""Saudi Baloot and Bulgarian Belot in the terminal: rules engines, bots and a Textual table."""

__version__ = "0.2.0"
PROGRAM = "baloot"
"""The program's name: its command, its message catalogue's domain. It is also the key of
the first game of the registry; the two are apart, and only this one names the program."""
