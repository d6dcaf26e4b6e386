"""Run the command line with ``python -m baloot_tui``."""

from baloot_tui import PROGRAM
from baloot_tui.cli import main

main(prog_name=PROGRAM)
