"""Names that look unused to ``vulture`` but are read by a library, each with its reason.

``vulture`` reads this file with the package (pyproject.toml's ``[tool.vulture]``); a
name used here counts as used. Nothing runs it.
"""

from baloot_tui.games.baloot.coach import lessons as baloot_lessons
from baloot_tui.games.belot.coach import lessons as belot_lessons
from baloot_tui.tui.widgets.footer import TEXTUAL_KEYS, ShownKey
from baloot_tui.web.server import BalootServer

TEXTUAL_KEYS  # Textual's own footer labels, listed so that the message catalogue has them
ShownKey.key_display  # drawn by Textual's FooterKey, which the footer's keys extend
ShownKey._disabled  # read by Textual's FooterKey when it draws a dimmed key
BalootServer.initialize_logging  # textual-serve's Server calls it when the server starts
baloot_lessons.__getattr__  # Python asks it for LESSONS and LESSONS_AR (PEP 562), read on first use
belot_lessons.__getattr__  # the same for BELOT_LESSONS and BELOT_LESSONS_AR
