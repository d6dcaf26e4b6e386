"""Arabic display modes: joined and reordered, as stored, Latin; and what auto picks.

Visual mode is two steps: :func:`arabic_text` joins the letters (logical order, so
wrapping measures what is printed), :func:`visual_pieces` puts one displayed line in
screen order; :func:`printed_text` does both for output printed line by line.
"""

from __future__ import annotations

import re
import tomllib
import unicodedata
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import baloot_tui
from baloot_tui.text.arabic import (
    LATIN,
    arabic_text,
    chosen_display,
    has_arabic,
    needs_reordering,
    printed_text,
    resolve,
    visual_pieces,
)

# Each word's letters in their joined presentation forms, left to right as printed:
# the last letter (its final or isolated form) comes first.
VISUAL = [
    # lam initial, noon medial, alef final -> alef, noon, lam on screen
    ("لنا", "\ufe8e\ufee8\ufedf"),
    # lam initial, heh medial, meem final
    ("لهم", "\ufee2\ufeec\ufedf"),
    # alef isolated (joins nothing after it); lam + alef-with-hamza as one isolated
    # ligature (its alef joins nothing after it); waw isolated; lam isolated
    ("الأول", "\ufedd\ufeed\ufef7\ufe8d"),
    # qaf initial, heh medial, waw final, teh marbuta isolated (waw joins nothing after)
    ("قهوة", "\ufe93\ufeee\ufeec\ufed7"),
]


@pytest.mark.parametrize(("word", "printed"), VISUAL)
def test_visual_prints_joined_forms_in_screen_order(word: str, printed: str) -> None:
    assert printed_text(word, "visual") == printed
    # Joined but in logical order until the line is displayed: the same forms reversed.
    assert arabic_text(word, "visual") == printed[::-1]
    assert visual_pieces([(arabic_text(word, "visual"), "style")]) == [(printed, "style")]


@pytest.mark.parametrize(
    ("line", "printed"),
    [
        ("لنا (us) 52", "\ufe8e\ufee8\ufedf (us) 52"),
        ("Round 1 (الأول)", "Round 1 (\ufedd\ufeed\ufef7\ufe8d)"),
        # Two Arabic words with a slash form one right-to-left run: لنا is read first, on the right.
        ("us لنا / لهم them", "us \ufee2\ufeec\ufedf / \ufe8e\ufee8\ufedf them"),
    ],
)
def test_visual_turns_only_the_arabic_runs_of_an_english_line(line: str, printed: str) -> None:
    assert printed_text(line, "visual") == printed


def test_visual_reorders_each_line_on_its_own() -> None:
    # A number right after an Arabic word joins its right-to-left run (read after it);
    # the line break ends the run, so the next line's number stays on the left.
    assert printed_text("لنا 1\n2 لهم", "visual") == "1 \ufe8e\ufee8\ufedf\n2 \ufee2\ufeec\ufedf"


LANA, LAHUM, AL_AWWAL = (printed for _, printed in VISUAL[:3])


def test_a_wrapped_arabic_sentence_reads_right_on_each_line() -> None:
    """Reordered after wrapping: the first words stay on the first line, on its right.

    Reordering before wrapping would put لنا (the sentence's first word, which sits at
    the right of the reversed run) at the end of the text and so on the second line.
    """
    joined = arabic_text("Score: لنا لهم الأول", "visual")
    cut = joined.rindex(" ")  # as a wrap at 15 columns cuts it
    first, second = joined[:cut], joined[cut + 1 :]
    assert [printed for printed, _ in visual_pieces([(first, None)])] == [f"Score: {LAHUM} {LANA}"]
    assert "".join(printed for printed, _ in visual_pieces([(second, None)])) == AL_AWWAL
    wrong_first_line = printed_text("Score: لنا لهم الأول", "visual")[: len(first)]
    assert LANA not in wrong_first_line


def test_each_cell_keeps_its_style_through_the_reordering() -> None:
    pieces = [
        ("us ", "plain"),
        (arabic_text("لنا", "visual"), "bold"),
        (" / ", "plain"),
        (arabic_text("لهم", "visual"), "dim"),
        (" 52", "plain"),
    ]
    # The number after لهم belongs to its right-to-left run: read last, printed first.
    assert visual_pieces(pieces) == [
        ("us 52 ", "plain"),
        (LAHUM, "dim"),
        (" / ", "plain"),
        (LANA, "bold"),
    ]


def test_lines_without_joined_forms_are_left_alone() -> None:
    """Logical-order Arabic is for a terminal that reorders it: the screen leaves it."""
    assert not needs_reordering("لنا / لهم")
    pieces = [("لنا / لهم", 1), (" us", 2)]
    assert visual_pieces(pieces) == pieces


ARABIC_OR_ENGLISH = st.lists(
    st.sampled_from([*LATIN, "us", "them", "52", " ", "(", ")", "/", ",", "·", "-"]), max_size=12
)


@given(ARABIC_OR_ENGLISH)
def test_visual_output_holds_the_same_cells_and_no_control_codes(words: list[str]) -> None:
    line = arabic_text(" ".join(words), "visual")
    printed = "".join(part for part, _ in visual_pieces([(line, 0)]))
    assert len(printed) == len(line)  # the same cells: widths are measured before reordering
    assert not any(unicodedata.category(c) in {"Cc", "Cf"} for c in printed)
    bracket = str.maketrans(")", "(")  # a bracket in a right-to-left run is mirrored
    assert sorted(printed.translate(bracket)) == sorted(line.translate(bracket))


def test_logical_and_english_text_are_unchanged() -> None:
    assert arabic_text("Round 1 (الأول)", "logical") == "Round 1 (الأول)"
    for shown in ("visual", "latin", "logical"):
        assert arabic_text("Sun (no trumps) 26", shown) == "Sun (no trumps) 26"


def test_latin_spells_the_glossary_words() -> None:
    assert arabic_text("لنا / لهم", "latin") == "lana / lahum"
    assert arabic_text("صن حكم أشكال بس قهوة سوا", "latin") == "Sun Hokum Ashkal bas Gahwa Sawa"
    assert arabic_text("دبل، ثري", "latin") == "dabal, thri"


def _shown_files() -> list[Path]:
    """The package's files whose Arabic the English interface prints (the rules engine's
    docstrings and the shipped copy of the rule book, a source document quoting Arabic
    sites, are not; nor the lessons' Arabic sentences under ``lesson_data/arabic``)."""
    root = Path(baloot_tui.__file__).parent
    return [
        path
        for path in sorted(root.rglob("*"))
        if path.suffix in {".py", ".md", ".toml"}
        and path.name not in {"RULES.md", "BELOT.md"}
        and path.parent.name not in {"rules", "arabic"}
        and path.name != "arabic.py"
    ]


def _english_text(path: Path) -> str:
    """The text of ``path`` that the English interface can show: in a lesson file, every
    string but the Arabic interface's (``*_ar`` fields, which ``latin`` never shows: it
    is the English interface)."""
    if path.suffix != ".toml":
        return path.read_text(encoding="utf-8")

    def strings(value: object) -> list[str]:
        if isinstance(value, str):
            return [value]
        if isinstance(value, list):
            return [text for item in value for text in strings(item)]
        if isinstance(value, dict):
            return [
                text
                for key, item in value.items()
                if not key.endswith("_ar")
                for text in strings(item)
            ]
        return []

    return "\n".join(strings(tomllib.loads(path.read_text(encoding="utf-8"))))


def test_latin_covers_every_arabic_word_the_app_shows() -> None:
    words = {
        word
        for path in _shown_files()
        for word in re.findall("[\u0621-\u065f\u0670-\u06d3]+", _english_text(path))
    }
    assert words, "the scan found no Arabic at all"
    assert sorted(words - set(LATIN)) == []
    assert not any(has_arabic(arabic_text(word, "latin")) for word in words)


UTF8 = {"LANG": "en_US.UTF-8"}


@pytest.mark.parametrize(
    ("env", "shown"),
    [
        ({}, "latin"),
        ({"LANG": "C"}, "latin"),
        ({"LANG": "en_US.UTF-8", "LC_ALL": "C"}, "latin"),
        ({"LC_CTYPE": "ar_SA.utf8"}, "visual"),
        ({**UTF8, "TERM": "xterm-256color"}, "visual"),
        ({**UTF8, "TERM": "mlterm"}, "logical"),
        ({**UTF8, "KONSOLE_VERSION": "230804"}, "logical"),
        ({**UTF8, "VTE_VERSION": "5800"}, "logical"),
        ({**UTF8, "VTE_VERSION": "5402"}, "visual"),
        ({**UTF8, "TERM_PROGRAM": "Apple_Terminal"}, "logical"),
        ({**UTF8, "TERM_PROGRAM": "iTerm.app"}, "visual"),
        # tmux started in a VTE terminal: VTE reorders the cells tmux hands it
        ({**UTF8, "VTE_VERSION": "7800", "TMUX": "/tmp/tmux-1000/default,1,0"}, "logical"),
    ],
)
def test_auto_picks_from_the_locale_and_the_terminal(env: dict[str, str], shown: str) -> None:
    assert chosen_display(env) == shown
    assert resolve("auto", env) == shown
    assert resolve("logical", env) == "logical"
