"""No English word reaches a widget without the catalogue: an AST scan of the UI code.

Every string literal handed to something that draws it (a widget, a notice, a border
title, a key's label, a palette entry, a rich Text or table cell) must be a message:
wrapped in ``_``, ``N_``, ``tr``, ``tr_text`` or ``fill``. Literals that are no words
(marks, card symbols, key names, CSS ids) are told apart by having no word of two
letters; the few that do but are not words for a person are listed with the reason.
The coach hands the screens values, not words (an option's meaning, an analysis's
reasons): each must go through its words function before it is drawn.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

PACKAGE = Path(__file__).parents[2] / "baloot_tui"
SCANNED = sorted(
    [
        *(PACKAGE / "tui").rglob("*.py"),
        *(PACKAGE / "games").glob("*/tui/*.py"),
        *(PACKAGE / "games").glob("*/words.py"),
        PACKAGE / "games" / "baloot" / "coach" / "words.py",
    ]
)
"""The interface's code and the presentation modules its words come from."""
DRAWERS = {
    "Static",
    "Label",
    "Button",
    "Text",
    "Markdown",
    "notify",
    "warn",
    "Binding",
    "Group",
    "SystemCommand",
    "DiscoveryHit",
    "Hit",
    "Option",
    "Input",
    "Switch",
    "append",
    "assemble",
    "add_column",
    "add_row",
    "update",
    "write",
    "show",
    "dismiss",
    "SelectionList",
    "_row",
}
"""Calls whose string arguments are drawn."""
DRAWN_ATTRIBUTES = {"border_title", "border_subtitle", "title", "sub_title", "TITLE", "tooltip"}
MARKERS = {"_", "N_", "tr", "tr_text", "fill"}
WORD = re.compile(r"[A-Za-z]{2,}")
NOT_WORDS = {
    "id",
    "classes",
    "name",
    "style",
    "variant",
    "key_display",
    "action",
    "justify",
    "vertical",
    "overflow",
    "severity",
    "group",
    "type",
}
"""Keyword arguments that are never words for a person."""
STYLE_WORDS = {"bold", "italic", "dim", "reverse", "strike", "underline", "on"}
"""A literal made of these alone is a rich style (``f"bold {colour}"``), not words."""
MACHINE = {
    "textual-dark": "a Textual theme's name",
    "textual-light": "a Textual theme's name",
    "center": "a rich justification",
    "right": "a rich justification",
    "middle": "a rich alignment",
    "esc": "a key's name, as the keyboard labels it",
    "enter": "a key's name, as the keyboard labels it",
    "resume": "a dialog's answer to its caller, never drawn",
    "new": "a dialog's answer to its caller, never drawn",
}
"""Literals with letters that are notation, not words, each with the reason."""


def is_words(text: str) -> bool:
    """Whether ``text`` holds a word a person reads (not a style, not notation)."""
    found = set(WORD.findall(text))
    return bool(found - STYLE_WORDS) and text.strip() not in MACHINE


def drawn_literals(tree: ast.AST) -> Iterator[tuple[int, str]]:
    """Each string literal with a word that a drawing call or attribute gets unwrapped."""
    for node in ast.walk(tree):
        values: list[ast.expr] = []
        if isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
            if name in MARKERS or name not in DRAWERS:
                continue
            if name == "Binding":  # Binding(keys, action, description, ...)
                words = ("description", "tooltip")
                values = [*node.args[2:3], *(k.value for k in node.keywords if k.arg in words)]
            else:
                keywords = (k.value for k in node.keywords if k.arg not in NOT_WORDS)
                values = [*node.args, *keywords]
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(getattr(t, "attr", getattr(t, "id", "")) in DRAWN_ATTRIBUTES for t in targets):
                values = [node.value] if node.value is not None else []
        for value in values:
            yield from _unwrapped(value)


def _unwrapped(value: ast.expr) -> Iterator[tuple[int, str]]:
    if isinstance(value, ast.Call):
        func = value.func
        if isinstance(func, ast.Name) and func.id in MARKERS:
            return
        if isinstance(func, ast.Attribute) and func.attr == "format":
            yield from _unwrapped(func.value)
        return
    if isinstance(value, ast.Constant) and isinstance(value.value, str):
        if is_words(value.value):
            yield value.lineno, value.value
        return
    if isinstance(value, ast.JoinedStr):
        text = "".join(str(part.value) for part in value.values if isinstance(part, ast.Constant))
        if is_words(text):
            yield value.lineno, text
        return
    if isinstance(value, ast.Tuple) and value.elts:  # (text, style) in Text.assemble
        yield from _unwrapped(value.elts[0])
        return
    if isinstance(value, (ast.BinOp, ast.IfExp, ast.List)):
        for child in ast.iter_child_nodes(value):
            if isinstance(child, ast.expr):
                yield from _unwrapped(child)


def where(path: Path) -> str:
    return path.relative_to(PACKAGE).as_posix()


@pytest.mark.parametrize("path", SCANNED, ids=where)
def test_no_untranslated_words_are_drawn(path: Path) -> None:
    found = list(drawn_literals(ast.parse(path.read_text(encoding="utf-8"))))
    assert found == [], "\n".join(f"{where(path)}:{line}: {text!r}" for line, text in found)


def test_the_scan_finds_an_unwrapped_word() -> None:
    source = (
        'Static("Hello")\nself.notify(f"Bot {n}")\nself.border_title = "Score"\n'
        'Static(tr("Fine"))\nText("★", style="bold")\nBinding("s", "sawa", N_("Sawa"))\n'
        'Text("a" if x else "b")\nLabel(_("x {n}").format(n=1))\n'
    )
    assert sorted(line for line, _ in drawn_literals(ast.parse(source))) == [1, 2, 3]


COACH_WORDS = {"meaning": "meaning_words", "reasons": "reason_words"}
"""The coach's values a screen shows, each with the function that words it
(:mod:`baloot_tui.games.baloot.coach.words`): an option's meaning, an analysis's reasons.
A glossary term's ``meaning`` is its English: screens show ``worded_terms``' instead."""


def raw_coach_values(tree: ast.AST) -> Iterator[tuple[int, str]]:
    """Each use of a coach value that does not go through its words function.

    ``explain(...).meaning`` must be the argument of ``meaning_words``; a loop over
    ``item.reasons`` must word each one with ``reason_words``.
    """
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute) or node.attr not in COACH_WORDS:
            continue
        words = COACH_WORDS[node.attr]
        parent = parents.get(node)
        if isinstance(parent, ast.comprehension):
            parent = parents.get(parent)
        if not isinstance(parent, ast.Call | ast.ListComp | ast.GeneratorExp):
            yield node.lineno, node.attr
            continue
        called = {
            n.func.id
            for n in ast.walk(parent)
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)
        }
        if words not in called:
            yield node.lineno, node.attr


@pytest.mark.parametrize(
    "path",
    sorted([*(PACKAGE / "tui").rglob("*.py"), *(PACKAGE / "games").glob("*/tui/*.py")]),
    ids=where,
)
def test_the_coachs_values_are_worded_before_they_are_drawn(path: Path) -> None:
    found = list(raw_coach_values(ast.parse(path.read_text(encoding="utf-8"))))
    assert found == [], "\n".join(f"{where(path)}:{line}: raw .{name}" for line, name in found)


def test_the_scan_finds_a_raw_coach_value() -> None:
    source = (
        "Label(option.meaning)\nLabel(meaning_words(option.meaning))\n"
        "[tr('Best: {r}', r=r) for r in item.reasons]\n"
        "[tr('Best: {r}', r=reason_words(r)) for r in item.reasons]\n"
        "Text(term.meaning)\n"  # a glossary term's English
    )
    assert sorted(line for line, _ in raw_coach_values(ast.parse(source))) == [1, 3, 5]
