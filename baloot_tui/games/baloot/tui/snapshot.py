"""The one value every Baloot felt widget renders from: what this screen may show now.

The Baloot felt (and its replay pages) build a :class:`TableSnapshot` after every
change and hand it down to each widget ("attributes down"). It holds only what
the person in front of the screen may see: their own hand, or no hand at all
while the privacy screen is up, or every hand in a replay.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Final

from baloot_tui.core.cards import Card
from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.rules.match import MatchState
from baloot_tui.games.baloot.rules.round import RoundState
from baloot_tui.games.baloot.rules.tricks import Trick
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.text.arabic import Shown, arabic_text
from baloot_tui.text.i18n import N_, _
from baloot_tui.tui.render import Palette, seat_names
from baloot_tui.tui.widgets.table import SeatedSnapshot

US: Final = N_("لنا us")
"""The score sheet's "us" (لنا), with its English in the English interface."""
THEM: Final = N_("لهم them")
"""The score sheet's "them" (لهم)."""


@dataclass(frozen=True, slots=True)
class TableSnapshot(SeatedSnapshot):
    """What the table shows at one moment."""

    perspective: Seat
    """The seat drawn at the bottom."""
    view: PlayerView | None
    """The hand as ``perspective`` sees it (None before the first deal)."""
    visible_hands: Mapping[Seat, tuple[Card, ...]]
    """The hands drawn face up: the viewer's own, none, or all four in a replay."""
    names: tuple[str, str, str, str]
    """Seat names, SOUTH first, without control codes (still drawn only inside a Text)."""
    humans: tuple[Seat, ...]
    """Seats played by people."""
    scores: tuple[int, int]
    """The match score (after finished hands)."""
    ledger: tuple[tuple[int, int], ...]
    """Points of every finished hand."""
    target: int
    """Points that win the match."""
    hand_number: int
    """1-based number of the hand shown."""
    palette: Palette = field(default_factory=Palette)
    """Theme colours."""
    show_last_trick: bool = False
    """Whether the last completed trick is shown instead of the current one."""
    thinking: Seat | None = None
    """A bot that is about to move."""
    match_over: bool = False
    """Whether the match has been won."""
    arabic: Shown = "logical"
    """How Arabic words are printed (:mod:`baloot_tui.text.arabic`)."""

    @property
    def ledger_headings(self) -> tuple[str, str]:
        """The score sheet's two column headings, "us" first: لنا us, لهم them.

        In Arabic the words alone; in Latin letters too (lana, lahum): with their English
        they would not fit the side column at 80 columns.
        """
        if self.arabic == "latin":
            return (arabic_text("لنا", "latin"), arabic_text("لهم", "latin"))
        return (arabic_text(_(US), self.arabic), arabic_text(_(THEM), self.arabic))

    @property
    def in_sight(self) -> bool:
        """Whether the bottom hand may be shown (not behind the privacy screen)."""
        return self.perspective in self.visible_hands

    @property
    def hidden(self) -> bool:
        """Whether the bottom hand is hidden (privacy screen)."""
        return self.perspective not in self.visible_hands

    def last_trick(self) -> Trick | None:
        """The last completed trick of the hand shown."""
        view = self.view
        return view.tricks[-1] if view is not None and view.tricks else None


def snapshot_of(
    match: MatchState,
    hand: RoundState | None,
    perspective: Seat,
    visible: tuple[Seat, ...],
    names: tuple[str, str, str, str],
    humans: tuple[Seat, ...],
    *,
    palette: Palette | None = None,
    show_last_trick: bool = False,
    thinking: Seat | None = None,
    arabic: Shown = "logical",
) -> TableSnapshot:
    """Build the snapshot of ``hand`` (a hand of ``match``) seen from ``perspective``.

    Args:
        match: gives the scores and ledger.
        hand: the hand to draw (None before the first deal).
        perspective: the seat at the bottom.
        visible: the seats whose cards may be drawn face up.
        names: seat names (cleaned here for drawing, see :func:`seat_names`).
        humans: the seats played by people.
        palette: theme colours.
        show_last_trick: draw the last completed trick instead of the current one.
        thinking: a bot about to move.
        arabic: how Arabic words are printed.
    """
    view = None if hand is None else hand.view(perspective)
    hands = {} if hand is None else {s: hand.hands[s] for s in visible}
    number = len(match.hands) + (1 if match.current is not None else 0)
    return TableSnapshot(
        perspective=perspective,
        view=view,
        visible_hands=hands,
        names=seat_names(names),
        humans=humans,
        scores=match.scores,
        ledger=match.ledger,
        target=match.rules.match_target,
        hand_number=number,
        match_over=match.is_over,
        palette=palette or Palette(),
        show_last_trick=show_last_trick,
        thinking=thinking,
        arabic=arabic,
    )
