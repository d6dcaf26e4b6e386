"""Sentences about a player: the person at the table is "You", the others agree with their names.

A sentence whose subject is a player (``Noura plays 10♥``) is a :class:`Subject`: its
English in the third person and in the second, for the one person at the table
(``You play 10♥``, never ``You plays``). Arabic adds the player's gender: the third
person's message is the masculine, the same message in the :data:`FEMALE` context the
feminine (Noura la'bat), and in the :data:`NEUTRAL` context a form without a verb
(``Sara: 10♥``) for a name whose gender the player has not given. The default bots'
genders are known; a name typed in Settings takes the gender chosen beside it
(:func:`know_genders`), neutral until one is.

The default bots' names are catalogue messages (Noura in Arabic letters in the Arabic
interface, :func:`shown_name`), and in the Arabic interface a name in a sentence is a
bidi-isolated unit (:func:`isolated`), so a Latin name and the number after it cannot
be reordered across the sentence by a terminal.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final, Literal
from unicodedata import bidirectional

from baloot_tui.text.i18n import N_, _, language, pgettext

Gender = Literal["neutral", "female", "male"]
"""How a name's verbs agree in Arabic; neutral: not told, so sentences without a verb."""
GENDERS: Final[tuple[Gender, ...]] = ("neutral", "female", "male")
FEMALE: Final = "female"
"""The context of a subject sentence's feminine form."""
NEUTRAL: Final = "neutral"
"""The context of a subject sentence's form without a verb."""
YOU: Final = N_("You")
"""The name of the person alone at the table (a screen translates it where it draws it)."""
BOT_GENDERS: Final[dict[str, Gender]] = {
    N_("Salem"): "male",
    N_("Faisal"): "male",
    N_("Noura"): "female",
    N_("Waleed"): "male",
}
"""The default bots' names (``core.table.BOT_NAMES``), each a message, with its gender."""
FIRST_STRONG_ISOLATE: Final = "\u2068"
POP_DIRECTIONAL_ISOLATE: Final = "\u2069"

_told: dict[str, Gender] = {}
"""The genders the player gave the names typed in Settings."""


def gender_named(value: object) -> Gender:
    """The gender ``value`` names (a setting's value), else neutral."""
    for gender in GENDERS:
        if gender == value:
            return gender
    return "neutral"


def know_genders(names: Sequence[str], genders: Sequence[Gender]) -> None:
    """Take the genders given in Settings for ``names`` (a name without one is neutral)."""
    _told.clear()
    for index, name in enumerate(names):
        if name:
            _told[name] = genders[index] if index < len(genders) else "neutral"


def is_you(name: str) -> bool:
    """Whether ``name`` is the person alone at the table, in either language."""
    return name in (YOU, _(YOU))


def gender_of(name: str) -> Gender:
    """The gender ``name``'s verbs take: as told in Settings, a default bot's, else neutral."""
    told = _told.get(name)
    if told is not None:
        return told
    return next((gender for bot, gender in BOT_GENDERS.items() if name in (bot, _(bot))), "neutral")


_DEFAULT_PERSON: Final = re.compile(r"Player ([1-4])")
"""The name a person of a hot-seat table gets when none is given (``core.table``)."""


def shown_name(name: str) -> str:
    """``name`` as the interface says it: "You", the default bots' and people's names translated."""
    if name == YOU or name in BOT_GENDERS:
        return _(name)
    person = _DEFAULT_PERSON.fullmatch(name)
    return name if person is None else _("Player {number}").format(number=person.group(1))


def isolated(text: str) -> str:
    """``text`` as one bidi unit in an Arabic sentence (first-strong isolate); else as it is.

    Only a name written left to right (``Sara``, ``Player 2``) needs it: the number after
    it and the next name could otherwise join it in one left-to-right run. The marks
    take no cell; visual mode orders a line itself and drops them
    (:func:`~baloot_tui.text.arabic.arabic_text`).
    """
    if language() != "ar" or not any(bidirectional(char) == "L" for char in text):
        return text
    return f"{FIRST_STRONG_ISOLATE}{text}{POP_DIRECTIONAL_ISOLATE}"


@dataclass(frozen=True, slots=True)
class Subject:
    """A sentence whose subject is a player named ``{name}``, in each person.

    ``python -m baloot_tui.text.po`` finds both messages, and the third person's
    feminine and neutral forms, in every ``Subject("…", "…")`` of the code.
    """

    third: str
    """``{name} plays {card}``: the English of any player but the person at the table
    (the Arabic masculine)."""
    second: str
    """``You play {card}``: the person at the table."""

    def message(self, name: str) -> str:
        """The sentence for a subject named ``name``, translated, its fields not filled in."""
        if is_you(name):
            return _(self.second)
        gender = gender_of(name)
        if gender == "male":
            return _(self.third)
        said = pgettext(FEMALE if gender == "female" else NEUTRAL, self.third)
        return said if said != self.third else _(self.third)

    def said(self, name: str, **values: object) -> str:
        """The sentence for ``name``, filled in: the name as shown, isolated in Arabic."""
        return self.message(name).format(name=isolated(shown_name(name)), **values)
