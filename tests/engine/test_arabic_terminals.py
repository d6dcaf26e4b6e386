"""What ``auto`` picks in each terminal, from the environment each one gave the app.

The rows marked *tried* are the variables a real window set (read inside it by
``tools/terminal_screens.py`` under Xvfb), with the mode whose screenshot read right
there (docs/arabic.md, "Terminals tried"); the others follow the terminals' documentation.
"""

from __future__ import annotations

import pytest

from baloot_tui.text.arabic import KNOWN_TERMINALS, chosen_display, recognised_terminal

UTF8 = {"LANG": "C.UTF-8"}

TRIED = [
    # terminal, its variables as seen inside its window, the mode that read right
    ("xterm 379", {"TERM": "xterm", "XTERM_VERSION": "XTerm(379)"}, "visual"),
    ("mlterm 3.9.0", {"TERM": "mlterm", "MLTERM": "3.9.0"}, "logical"),
    (
        "xfce4-terminal 1.0.4, VTE 0.70",
        {"TERM": "xterm-256color", "VTE_VERSION": "7006"},
        "logical",
    ),
    (
        "GNOME Terminal 3.46.8, VTE 0.70",
        {"TERM": "xterm-256color", "VTE_VERSION": "7006", "GNOME_TERMINAL_SERVICE": ":1.3"},
        "logical",
    ),
    ("Konsole 22.12", {"TERM": "xterm-256color", "KONSOLE_VERSION": "221203"}, "logical"),
    ("kitty 0.26.5", {"TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"}, "logical"),
    ("rxvt-unicode 9.30", {"TERM": "rxvt-unicode-256color", "COLORTERM": "rxvt-xpm"}, "visual"),
    ("st 0.9", {"TERM": "st-256color"}, "visual"),
    (
        "Alacritty 0.11",
        {"TERM": "alacritty", "ALACRITTY_WINDOW_ID": "2097159", "ALACRITTY_LOG": "/tmp/a.log"},
        "visual",
    ),
]

FROM_DOCUMENTATION = [
    ("GNOME Terminal 3.32, VTE 0.56", {"TERM": "xterm-256color", "VTE_VERSION": "5602"}, "visual"),
    ("GNOME Terminal 3.34, VTE 0.58", {"TERM": "xterm-256color", "VTE_VERSION": "5800"}, "logical"),
    ("macOS Terminal", {"TERM_PROGRAM": "Apple_Terminal", "TERM": "xterm-256color"}, "logical"),
    ("iTerm2", {"TERM_PROGRAM": "iTerm.app", "TERM": "xterm-256color"}, "visual"),
    ("mintty", {"TERM_PROGRAM": "mintty", "TERM": "xterm"}, "logical"),
    ("VS Code", {"TERM_PROGRAM": "vscode", "TERM": "xterm-256color"}, "visual"),
    ("Windows Terminal", {"WT_SESSION": "0f6c1f0e-8a63-4d6e-9d1c-5c3a0f1f2e11"}, "visual"),
    ("mlterm over ssh (no MLTERM)", {"TERM": "mlterm-256color"}, "logical"),
    ("Konsole with TERM=konsole", {"TERM": "konsole-256color"}, "logical"),
    ("Linux console", {"TERM": "linux"}, "latin"),
    ("unknown terminal", {"TERM": "xterm-256color"}, "visual"),
    ("no TERM at all", {}, "visual"),
]


@pytest.mark.parametrize(
    ("terminal", "env", "shown"), TRIED + FROM_DOCUMENTATION, ids=lambda v: str(v)[:40]
)
def test_auto_picks_the_mode_that_reads_right_in_each_terminal(
    terminal: str, env: dict[str, str], shown: str
) -> None:
    assert chosen_display({**UTF8, **env}) == shown, terminal


def test_a_locale_that_is_not_utf8_gives_latin_in_any_terminal() -> None:
    for _, env, _ in TRIED:
        assert chosen_display({"LANG": "C", **env}) == "latin"


TMUX = {"TMUX": "/tmp/tmux-0/default,4242,0", "TERM": "tmux-256color", "TERM_PROGRAM": "tmux"}


@pytest.mark.parametrize(
    ("outside", "shown"),
    [
        ({"XTERM_VERSION": "XTerm(379)"}, "visual"),
        ({"MLTERM": "3.9.0"}, "logical"),
        ({"VTE_VERSION": "7006"}, "logical"),
        ({}, "visual"),
    ],
    ids=["xterm", "mlterm", "vte", "unknown"],
)
def test_inside_tmux_the_terminal_tmux_started_in_decides(
    outside: dict[str, str], shown: str
) -> None:
    """tmux hands its cells to the terminal showing it, which reorders them or not;
    tmux's own ``TERM`` and ``TERM_PROGRAM`` say nothing about that terminal."""
    assert chosen_display({**UTF8, **outside, **TMUX}) == shown


def test_a_terminal_s_own_variable_wins_over_term() -> None:
    """Konsole and VTE set ``TERM=xterm-256color``; a stale ``TERM=linux`` copied into a
    desktop session must not hide them."""
    assert chosen_display({**UTF8, "TERM": "linux", "KONSOLE_VERSION": "221203"}) == "logical"
    assert chosen_display({**UTF8, "TERM": "linux", "VTE_VERSION": "7006"}) == "logical"


def test_an_empty_variable_names_no_terminal() -> None:
    assert recognised_terminal({"MLTERM": "", "KONSOLE_VERSION": ""}) is None


def test_every_known_terminal_is_exercised_above() -> None:
    """Each entry of the table is the one recognised for some terminal of this file, so
    none is hidden behind an earlier entry or left untested."""
    found = {recognised_terminal(env) for _, env, _ in TRIED + FROM_DOCUMENTATION}
    assert [known.name for known in KNOWN_TERMINALS if known not in found] == []
