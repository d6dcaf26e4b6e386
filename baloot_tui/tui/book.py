"""A Markdown book cut into the sections a reader turns: one per ``#`` or ``##`` heading.

The rule books are long (one is 34 KB); drawing one whole with Textual's
Markdown widget takes seconds, drawing one section a fraction of that. The cut is
computed from the text: each ATX heading of level 1 or 2 outside a fenced code block
starts a section that runs to the next one; deeper headings stay inside their section.
Text before the first heading opens the first section, and a heading followed by
nothing but blank lines (a title straight above its first ``##``) opens the section
after it, which keeps its own title: no section is empty, every ``##`` is listed.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Final

SECTION_HEADING: Final = re.compile(r" {0,3}(#{1,2})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$")
"""An ATX heading of level 1 or 2; group 2 is its text (closing ``#`` run left off)."""
FENCE: Final = re.compile(r" {0,3}(`{3,}|~{3,})")
"""The opening (or closing) run of a fenced code block."""


@dataclass(frozen=True, slots=True)
class Section:
    """One section of a book: its title (its heading's text) and its Markdown."""

    title: str
    """The heading's text as written (Markdown left as it is), "" before any heading."""
    markdown: str
    """The section's Markdown, its heading included."""


def book_sections(markdown: str) -> tuple[Section, ...]:
    """``markdown`` cut at its level-1 and level-2 headings (see the module).

    Joined back together the sections' Markdown is ``markdown`` (less blank lines at
    the cuts); a text without such headings is one section.
    """
    lines = markdown.splitlines(keepends=True)
    headings = list(_headings(lines)) or [(0, "")]
    headings[0] = (0, headings[0][1])  # text before the first heading opens it
    sections: list[Section] = []
    first: int | None = None  # the first line of the section being gathered
    for number, (start, title) in enumerate(headings):
        end = headings[number + 1][0] if number + 1 < len(headings) else len(lines)
        first = start if first is None else first
        if end < len(lines) and not "".join(lines[start + 1 : end]).strip():
            continue  # a heading with nothing under it: it joins the next section
        sections.append(Section(title, "".join(lines[first:end]).strip("\n") + "\n"))
        first = None
    return tuple(sections)


def _headings(lines: list[str]) -> Iterator[tuple[int, str]]:
    """The index and text of each level-1 or level-2 heading of ``lines``, fences skipped."""
    fence = ""
    for index, line in enumerate(lines):
        text = line.rstrip("\r\n")
        run = FENCE.match(text)
        if fence:
            if run and run.group(1)[0] == fence[0] and len(run.group(1)) >= len(fence):
                fence = "" if not text[run.end() :].strip() else fence
        elif run:
            fence = run.group(1)
        elif heading := SECTION_HEADING.match(text):
            yield index, (heading.group(2) or "").strip()
