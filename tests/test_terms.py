"""The Arabic catalogue speaks with one word for each meaning: the term table of docs/arabic.md.

Each row of the table names the one Arabic word of a meaning and the words it replaces;
no translation of the catalogue (the lessons' included) may use a replaced word.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from baloot_tui.text.po import CONTEXT, PLURAL, po_path, read_po

DOC = Path(__file__).parent.parent / "docs" / "arabic.md"
TABLE = re.compile(r"<!-- terms -->\n(.*?)<!-- /terms -->", re.DOTALL)
ARABIC_LETTERS = "\u0621-\u065f\u0670-\u06d3"
"""Arabic letters and marks (not its comma or semicolon, which end a word)."""
PROCLITICS = "[وبلفك]?"
"""A word may be written with و، ب، ل، ف or ك before it: still the same word."""


def term_rows() -> list[tuple[str, str, tuple[str, ...]]]:
    """Each row of the table: the English, the Arabic word, the words it replaces."""
    match = TABLE.search(DOC.read_text(encoding="utf-8"))
    assert match is not None, "docs/arabic.md has no term table"
    rows = []
    for line in match.group(1).splitlines()[2:]:
        _, _meaning, english, arabic, avoided, _ = (cell.strip() for cell in line.split("|"))
        rows.append((english, arabic, tuple(w for w in avoided.split("، ") if w)))
    return rows


ROWS = term_rows()
TRANSLATIONS = {
    key: text for key, text in read_po(po_path("ar").read_text(encoding="utf-8")).items() if key
}


def uses(word: str, text: str) -> bool:
    """Whether ``text`` holds ``word`` as a word of its own (after a proclitic or not)."""
    pattern = f"(?<![{ARABIC_LETTERS}]){PROCLITICS}{re.escape(word)}(?![{ARABIC_LETTERS}])"
    return re.search(pattern, text) is not None


def test_the_term_table_is_read() -> None:
    assert len(ROWS) >= 14
    assert all(arabic for _, arabic, _ in ROWS)


@pytest.mark.parametrize(("english", "arabic", "avoided"), ROWS, ids=[row[0] for row in ROWS])
def test_no_message_uses_a_replaced_word(
    english: str, arabic: str, avoided: tuple[str, ...]
) -> None:
    found = {
        key.replace(CONTEXT, " | ").replace(PLURAL, " / ")[:80]: word
        for key, text in TRANSLATIONS.items()
        for word in avoided
        if uses(word, text)
    }
    assert found == {}, f"{english}: say {arabic}"


def test_the_coach_and_the_trainer_have_a_word_each() -> None:
    for key, text in TRANSLATIONS.items():
        message = key.rpartition(CONTEXT)[2]
        if re.search(r"\b[Tt]rainer\b", message):
            assert "التمرين" in text and "المدرب" not in text and "المدرّب" not in text, key
        if re.search(r"\b[Cc]oach\b", message) and not re.search(r"\b[Tt]rainer\b", message):
            assert "المدرب" in text or "مدرب" in text, key
