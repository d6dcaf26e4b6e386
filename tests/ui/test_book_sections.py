"""The rule books cut into sections: at ``#`` and ``##`` headings, never inside a fence."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from baloot_tui.core.registry import game_named
from baloot_tui.games.baloot.help import help_markdown
from baloot_tui.tui.book import Section, book_sections

CASES: list[tuple[str, str, list[tuple[str, str]]]] = [
    ("no heading", "Just text.\n", [("", "Just text.\n")]),
    ("empty", "", [("", "\n")]),
    (
        "a title with its intro, then sections",
        "# Book\n\nIntro.\n\n## One\n\nA.\n\n## Two\nB.\n",
        [("Book", "# Book\n\nIntro.\n"), ("One", "## One\n\nA.\n"), ("Two", "## Two\nB.\n")],
    ),
    (
        "a bare title opens the first section, which keeps its own title",
        "# Book\n\n## One\nA.\n",
        [("One", "# Book\n\n## One\nA.\n")],
    ),
    (
        "deeper headings stay in their section",
        "## One\n### 1.1\nA.\n#### deep\nB.\n## Two\nC.\n",
        [("One", "## One\n### 1.1\nA.\n#### deep\nB.\n"), ("Two", "## Two\nC.\n")],
    ),
    (
        "a heading in a fence is code",
        "## One\n```\n## not a heading\n~~~\n```\nA.\n## Two\nB.\n",
        [("One", "## One\n```\n## not a heading\n~~~\n```\nA.\n"), ("Two", "## Two\nB.\n")],
    ),
    (
        "a longer fence closes only on as long a run",
        "## One\n````\n```\n## code\n````\n## Two\nB.\n",
        [("One", "## One\n````\n```\n## code\n````\n"), ("Two", "## Two\nB.\n")],
    ),
    (
        "text before the first heading opens its section",
        "Preface.\n\n## One\nA.\n",
        [("One", "Preface.\n\n## One\nA.\n")],
    ),
    (
        "closing hashes and indentation are no part of the title",
        "  ## One ##\nA.\n## Two\nB.\n",
        [("One", "  ## One ##\nA.\n"), ("Two", "## Two\nB.\n")],
    ),
    (
        "no space after the hashes: no heading",
        "## One\n##not\n#hashtag\nA.\n",
        [("One", "## One\n##not\n#hashtag\nA.\n")],
    ),
    (
        "a last heading with nothing under it is still a section",
        "## One\nA.\n## Two\n",
        [("One", "## One\nA.\n"), ("Two", "## Two\n")],
    ),
]


@pytest.mark.parametrize(
    ("markdown", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_a_book_is_cut_at_its_headings(markdown: str, expected: list[tuple[str, str]]) -> None:
    assert book_sections(markdown) == tuple(Section(t, m) for t, m in expected)


@pytest.mark.parametrize(
    "book",
    [game_named("baloot").rule_book(), game_named("belot").rule_book(), help_markdown()],
    ids=["baloot", "belot", "summary"],
)
def test_the_shipped_books_list_every_level_two_heading(book: str) -> None:
    sections = book_sections(book)
    outside_fences = re.sub(r"(?ms)^```.*?^```", "", book)
    assert [s.title for s in sections[1:]] == re.findall(r"(?m)^## (.+)$", outside_fences)
    assert sections[0].markdown.startswith("# ") and sections[0].title == book.split("\n")[0][2:]
    assert "".join(s.markdown for s in sections).split() == book.split()


LINE = st.sampled_from(["", "text", "# T", "## S", "### sub", "```", "~~~", "## S ##", "  ## I"])


@given(st.lists(LINE, max_size=30))
def test_the_sections_hold_the_whole_text_and_none_is_empty(lines: list[str]) -> None:
    markdown = "\n".join(lines)
    sections = book_sections(markdown)
    assert "".join(s.markdown for s in sections).split() == markdown.split()
    assert all(s.markdown.strip() for s in sections) or len(sections) == 1
