"""The rules on ``?`` in the Arabic interface: what is translated first, then the summary."""

from __future__ import annotations

import re

from baloot_tui.games.baloot.tui.help import rules_text
from baloot_tui.text.i18n import speaking

LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


def test_the_arabic_rules_open_with_the_keys_the_house_rules_and_the_glossary() -> None:
    with speaking("ar"):
        text = rules_text()
    keys, house, glossary = (text.index(h) for h in ("مفاتيح", "قوانين الجلسة", "المصطلحات"))
    still_english = text.index("بالإنجليزي")
    assert keys < house < glossary < still_english < text.index("# Saudi Baloot")
    translated = text[:still_english]
    glossary_lines = [line for line in translated[glossary:].splitlines() if line.startswith("- ")]
    assert len(glossary_lines) >= 20
    # Each line's Latin words are the term's spelling in brackets, keys and card labels.
    assert "**حكم** (Hokum)" in translated
    assert "Glossary" not in translated and "Meaning" not in translated


def test_the_english_rules_are_unchanged_by_the_arabic_order() -> None:
    with speaking("en"):
        text = rules_text()
    assert text.startswith("# Saudi Baloot") and "## Glossary" in text
    assert text.rstrip().endswith("Everything can also be clicked.")
