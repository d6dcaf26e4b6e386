"""The rules engine's error hierarchy: every domain error is a ``ValueError``.

An :class:`IllegalActionError` carries a :class:`Refusal`: the rule that forbids
the action as a stable key (a :class:`TableRule`, or a game's own rule) and the
values it names (a seat, the led suit, a card). The error's message names them in
notation (:func:`refusal_notation`), for developers and records; a person reads the
refusal in the game's words, worded from the value in one place.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:  # the values a refusal names; their modules import this one
    from baloot_tui.core.cards import Card, Suit
    from baloot_tui.core.seats import Seat


class BalootError(ValueError):
    """Base class of every error the rules engine raises on bad input."""


class NotationError(BalootError):
    """Text that is not valid card, action or record notation."""


class TableRule(StrEnum):
    """The refusals of the table itself, the same in every game.

    Whose turn it is, what a seat holds, whether a deal is on, a claim waiting, a
    bot's turn. Each game refuses by its own rules too (``games/<game>/rules/refusals.py``); a
    :class:`Refusal` holds either kind. The value is a stable key: the players' words
    for these are in :mod:`baloot_tui.text.table_words`, a game's own in its
    ``words.py``, and a test checks that every key has its words.
    """

    WRONG_TURN = "wrong_turn"
    NOT_HELD = "not_held"
    BOT_TURN = "bot_turn"
    DEAL_OVER = "deal_over"
    NO_DEAL = "no_deal"
    NO_DEAL_MATCH_OVER = "no_deal_match_over"
    NO_DEAL_DEAL_FIRST = "no_deal_deal_first"
    DEAL_MATCH_OVER = "deal_match_over"
    DEAL_IN_PROGRESS = "deal_in_progress"
    CLAIM_WAITS = "claim_waits"
    NO_CLAIM_FOR_SEAT = "no_claim_for_seat"


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why an action is refused: the rule and the values it names.

    Which values a rule uses is fixed by its words (the players' sentence).
    """

    rule: StrEnum
    """The rule that forbids the action: a :class:`TableRule` or a game's own rule."""
    seat: Seat | None = None
    """The seat the rule names: the one to act, the holder, the claimer."""
    other: Seat | None = None
    """The seat that tried out of turn."""
    suit: Suit | None = None
    """The led suit."""
    card: Card | None = None
    """The card tried."""
    best: Card | None = None
    """The card to beat."""
    contract: str = ""
    """The standing bid, in notation (Belot)."""
    phase: str = ""
    """The stage of the hand, by its engine value."""


def refusal_notation(refusal: Refusal) -> str:
    """``must_follow (suit S, best QH)``: the rule's key and its values, in notation.

    For developers, records' errors and tests; a person reads the game's words for it.

    >>> refusal_notation(Refusal(TableRule.DEAL_OVER))
    'deal_over'
    """
    seat, other, suit, card, best = (
        refusal.seat,
        refusal.other,
        refusal.suit,
        refusal.card,
        refusal.best,
    )
    named = {
        "seat": None if seat is None else seat.letter,
        "other": None if other is None else other.letter,
        "suit": None if suit is None else suit.value,
        "card": None if card is None else str(card),
        "best": None if best is None else str(best),
        "contract": refusal.contract or None,
        "phase": refusal.phase or None,
    }
    values = ", ".join(f"{name} {value}" for name, value in named.items() if value is not None)
    return f"{refusal.rule.value} ({values})" if values else refusal.rule.value


class IllegalActionError(BalootError):
    """An action the rules do not allow in the current state.

    The message names the action, the seat and the rule that forbids it, in
    notation, and what is allowed instead; :attr:`refusal` is the same reason as a
    value, for the players' words. The state the action was applied to is
    unchanged (states are immutable).
    """

    def __init__(
        self, refusal: Refusal, action: object | None = None, allowed: Sequence[object] = ()
    ) -> None:
        head = "" if action is None else f"illegal action '{action}': "
        tail = f"; allowed: {', '.join(str(a) for a in allowed)}" if allowed else ""
        reason = refusal_notation(refusal) + tail
        super().__init__(head + reason)
        self.reason: Final = reason
        """The message without the action: the refusal in notation and what is allowed."""
        self.refusal: Final = refusal
        """The rule that refused the action and the values it names."""
        self.action: Final = action
        """The refused action (None for a refusal that is not of an action, such as a deal)."""
        self.allowed: Final = tuple(allowed)
        """What the seat to act may do instead, when the message lists it."""
        acting = getattr(action, "seat", None)
        self.seat: Final[Seat | None] = acting if acting is not None else refusal.seat
        """The seat that tried the action (else the seat the rule names)."""

    @property
    def rule(self) -> StrEnum:
        """The rule's key, as :attr:`refusal` has it."""
        return self.refusal.rule

    def __reduce__(self) -> tuple[object, ...]:
        return (type(self), (self.refusal, self.action, self.allowed))


class RecordError(BalootError):
    """A game record that cannot be read or does not replay.

    When a stored action is refused by the rules, :attr:`refusal` holds why, so that
    a person reads it in the game's words after :attr:`where`; the message names
    it in notation.
    """

    def __init__(self, message: str, refusal: Refusal | None = None, where: str = "") -> None:
        super().__init__(message)
        self.refusal: Final = refusal
        """The rule that refused a stored action (None for any other problem)."""
        self.where: Final = where
        """Where the refused action is stored: the source, the hand and the action."""

    def __reduce__(self) -> tuple[object, ...]:
        return (type(self), (str(self), self.refusal, self.where))


class FileFormatError(BalootError):
    """Text that is refused before it is trusted: not JSON, or beyond a size limit."""


QUOTE_LIMIT = 80
"""The most characters of untrusted input an error message repeats."""


def quote(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``repr(value)`` cut to about ``limit`` characters, so a huge input gives a short message.

    >>> quote("S play AS")
    "'S play AS'"
    >>> quote("x" * 500, 10)
    "'xxxxxxxx…"
    """
    text = repr(value[:limit] if isinstance(value, str) else value)
    return text if len(text) <= limit else text[: limit - 1] + "…"
