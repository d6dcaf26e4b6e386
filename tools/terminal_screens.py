"""Screenshots of the app in real terminal emulators, for judging each Arabic mode by eye.

Starts a virtual X server (Xvfb), opens one terminal window of 80x24 at a time running
``baloot`` in a fresh data and config folder, waits for it to draw, and saves the
screen as a PNG (ImageMagick's ``import``). Each window also writes the environment
it gave the app, so ``auto``'s choice there can be checked (``chosen_display``).

    python tools/terminal_screens.py OUT_DIR [--tmux] [TERMINAL ...]

With ``--tmux`` the app runs inside tmux inside each terminal (names ``tmux-...``).

Needs Debian's xvfb, imagemagick and the terminals themselves (docs/arabic.md,
"Terminals tried", lists what was installed). Terminals not installed are skipped
with a line saying so. Not part of the test suite: what a terminal draws is judged
by looking at the pictures.
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Final

DISPLAY: Final = ":77"
FONT: Final = "DejaVu Sans Mono"
TERMINALS: Final[dict[str, list[str]]] = {
    "xterm": ["xterm", "-geometry", "80x24+0+0", "-fa", FONT, "-fs", "11", "-e"],
    "mlterm": ["mlterm", "--geometry", "80x24+0+0", "-w", "15", "-e"],
    "xfce4-terminal": [
        "xfce4-terminal",
        "--disable-server",
        "--hide-menubar",
        "--hide-toolbar",
        "--hide-scrollbar",
        "--geometry",
        "80x24+0+0",
        "--font",
        f"{FONT} 11",
        "-x",
    ],
    "gnome-terminal": [
        "dbus-run-session",
        "--",
        "gnome-terminal",
        "--wait",
        "--hide-menubar",
        "--geometry",
        "80x24+0+0",
        "--",
    ],
    "urxvt": ["urxvt", "-geometry", "80x24+0+0", "-fn", f"xft:{FONT}:size=11", "-e"],
    "st": ["stterm", "-g", "80x24+0+0", "-f", f"{FONT}:size=11", "-e"],
    "konsole": [
        "konsole",
        "--nofork",
        "--hide-menubar",
        "--hide-tabbar",
        "-p",
        "TerminalColumns=80",
        "-p",
        "TerminalRows=24",
        "-e",
    ],
    "kitty": [
        "kitty",
        "-o",
        "initial_window_width=80c",
        "-o",
        "initial_window_height=24c",
        "-o",
        f"font_family={FONT}",
        "-o",
        "font_size=11",
    ],
    "alacritty": [
        "alacritty",
        "-o",
        "window.dimensions.columns=80",
        "-o",
        "window.dimensions.lines=24",
        "-e",
    ],
}
"""How each terminal is opened at 80x24 running the command that follows."""

RUNS: Final[dict[str, list[str]]] = {
    "first-run": ["--lang", "ar"],
    **{
        f"{lang}-{mode}": ["play", "--seed", "7", "--lang", lang, "--arabic", mode]
        for lang in ("ar", "en")
        for mode in ("visual", "logical", "latin", "auto")
    },
}
"""What is shown: the first-run question, then the table in each language and mode."""


def _program(command: list[str]) -> str:
    """The terminal program a command opens (past a wrapper such as dbus-run-session)."""
    return next(part for part in command if part not in ("dbus-run-session", "--"))


def _start_display() -> subprocess.Popen[bytes]:
    server = subprocess.Popen(["Xvfb", DISPLAY, "-screen", "0", "1024x640x24", "-nolisten", "tcp"])
    time.sleep(1.5)
    if server.poll() is not None:
        sys.exit(f"Xvfb could not start on {DISPLAY} (another run holds it?)")
    return server


def _shoot(terminal: str, run: str, args: list[str], out: Path, repo: Path, in_tmux: bool) -> None:
    """One window of ``terminal`` running ``baloot ARGS``: its screenshot and environment."""
    with tempfile.TemporaryDirectory() as home:
        env = {
            "DISPLAY": DISPLAY,
            "HOME": home,
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "LANG": "C.UTF-8",
            "XDG_CONFIG_HOME": f"{home}/config",
            "XDG_DATA_HOME": f"{home}/data",
            "XDG_RUNTIME_DIR": home,
        }
        app = f"cd {repo} && {sys.executable} -m baloot_tui {' '.join(args)}"
        prefix = "tmux-" if in_tmux else ""
        script = f"env > {out / f'{prefix}{terminal}.env'}; " + (
            f"tmux -f /dev/null -L shots new-session {shlex.quote(app)} \\; set status off"
            if in_tmux
            else app
        )
        window = subprocess.Popen(
            [*TERMINALS[terminal], "sh", "-c", script],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        time.sleep(9)
        picture = out / f"{prefix}{terminal}-{run}.png"
        subprocess.run(
            ["import", "-display", DISPLAY, "-window", "root", str(picture)],
            check=False,
        )
        if in_tmux:
            subprocess.run(["tmux", "-L", "shots", "kill-server"], env=env, check=False)
        window.terminate()
        try:
            window.wait(5)
        except subprocess.TimeoutExpired:
            window.kill()
            window.wait()


def main() -> None:
    """Screenshots of each terminal named (default: all) into the folder named."""
    out = Path(sys.argv[1]).resolve()
    out.mkdir(parents=True, exist_ok=True)
    in_tmux = "--tmux" in sys.argv[2:]
    wanted = [name for name in sys.argv[2:] if name != "--tmux"] or list(TERMINALS)
    repo = Path(__file__).resolve().parent.parent
    server = _start_display()
    try:
        for terminal in wanted:
            if shutil.which(_program(TERMINALS[terminal])) is None:
                print(f"{terminal}: not installed, skipped")
                continue
            for run, args in RUNS.items():
                _shoot(terminal, run, args, out, repo, in_tmux)
            print(f"{terminal}: {len(RUNS)} screenshots in {out}")
    finally:
        server.terminate()
        server.wait()


if __name__ == "__main__":
    main()
